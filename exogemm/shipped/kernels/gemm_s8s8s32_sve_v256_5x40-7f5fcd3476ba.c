#include "gemm_s8s8s32_sve_v256_5x40.h"

#include <stdio.h>
#include <stdlib.h>

#include <arm_sve.h>
#ifndef EXOGEMM_WORD
#define EXOGEMM_WORD
typedef int exogemm_word __attribute__((may_alias, aligned(1)));
#endif
// gemm_s8s8s32_sve_v256_5x40(
//     KG : size,
//     Ac : [i8][KG, 5, 4] @DRAM,
//     Bc : [i8][KG, 40, 4] @DRAM,
//     C : [i32][5, 40] @DRAM
// )
void gemm_s8s8s32_sve_v256_5x40( void *ctxt, int_fast32_t KG, struct exo_win_3i8c Ac, struct exo_win_3i8c Bc, struct exo_win_2i32 C ) {
// assert stride(Ac, 2) == 1
// assert stride(Bc, 2) == 1
// assert stride(C, 1) == 1
svint32_t C_reg_0;
svint32_t C_reg_1;
svint32_t C_reg_2;
svint32_t C_reg_3;
svint32_t C_reg_4;
svint32_t C_reg_5;
svint32_t C_reg_6;
svint32_t C_reg_7;
svint32_t C_reg_8;
svint32_t C_reg_9;
svint32_t C_reg_10;
svint32_t C_reg_11;
svint32_t C_reg_12;
svint32_t C_reg_13;
svint32_t C_reg_14;
svint32_t C_reg_15;
svint32_t C_reg_16;
svint32_t C_reg_17;
svint32_t C_reg_18;
svint32_t C_reg_19;
svint32_t C_reg_20;
svint32_t C_reg_21;
svint32_t C_reg_22;
svint32_t C_reg_23;
svint32_t C_reg_24;
C_reg_0 = svld1_s32(svptrue_b32(), &C.data[0]);
C_reg_1 = svld1_s32(svptrue_b32(), &C.data[8]);
C_reg_2 = svld1_s32(svptrue_b32(), &C.data[16]);
C_reg_3 = svld1_s32(svptrue_b32(), &C.data[24]);
C_reg_4 = svld1_s32(svptrue_b32(), &C.data[32]);
C_reg_5 = svld1_s32(svptrue_b32(), &C.data[C.strides[0]]);
C_reg_6 = svld1_s32(svptrue_b32(), &C.data[C.strides[0] + 8]);
C_reg_7 = svld1_s32(svptrue_b32(), &C.data[C.strides[0] + 16]);
C_reg_8 = svld1_s32(svptrue_b32(), &C.data[C.strides[0] + 24]);
C_reg_9 = svld1_s32(svptrue_b32(), &C.data[C.strides[0] + 32]);
C_reg_10 = svld1_s32(svptrue_b32(), &C.data[(2) * (C.strides[0])]);
C_reg_11 = svld1_s32(svptrue_b32(), &C.data[(2) * (C.strides[0]) + 8]);
C_reg_12 = svld1_s32(svptrue_b32(), &C.data[(2) * (C.strides[0]) + 16]);
C_reg_13 = svld1_s32(svptrue_b32(), &C.data[(2) * (C.strides[0]) + 24]);
C_reg_14 = svld1_s32(svptrue_b32(), &C.data[(2) * (C.strides[0]) + 32]);
C_reg_15 = svld1_s32(svptrue_b32(), &C.data[(3) * (C.strides[0])]);
C_reg_16 = svld1_s32(svptrue_b32(), &C.data[(3) * (C.strides[0]) + 8]);
C_reg_17 = svld1_s32(svptrue_b32(), &C.data[(3) * (C.strides[0]) + 16]);
C_reg_18 = svld1_s32(svptrue_b32(), &C.data[(3) * (C.strides[0]) + 24]);
C_reg_19 = svld1_s32(svptrue_b32(), &C.data[(3) * (C.strides[0]) + 32]);
C_reg_20 = svld1_s32(svptrue_b32(), &C.data[(4) * (C.strides[0])]);
C_reg_21 = svld1_s32(svptrue_b32(), &C.data[(4) * (C.strides[0]) + 8]);
C_reg_22 = svld1_s32(svptrue_b32(), &C.data[(4) * (C.strides[0]) + 16]);
C_reg_23 = svld1_s32(svptrue_b32(), &C.data[(4) * (C.strides[0]) + 24]);
C_reg_24 = svld1_s32(svptrue_b32(), &C.data[(4) * (C.strides[0]) + 32]);
for (int_fast32_t k = 0; k < KG; k++) {
  svint8_t B_reg_0;
  svint8_t B_reg_1;
  svint8_t B_reg_2;
  svint8_t B_reg_3;
  svint8_t B_reg_4;
  B_reg_0 = svld1_s8(svptrue_b8(), &Bc.data[(k) * (Bc.strides[0])]);
  B_reg_1 = svld1_s8(svptrue_b8(), &Bc.data[(k) * (Bc.strides[0]) + (8) * (Bc.strides[1])]);
  B_reg_2 = svld1_s8(svptrue_b8(), &Bc.data[(k) * (Bc.strides[0]) + (16) * (Bc.strides[1])]);
  B_reg_3 = svld1_s8(svptrue_b8(), &Bc.data[(k) * (Bc.strides[0]) + (24) * (Bc.strides[1])]);
  B_reg_4 = svld1_s8(svptrue_b8(), &Bc.data[(k) * (Bc.strides[0]) + (32) * (Bc.strides[1])]);
  C_reg_0 = svdot_s32(C_reg_0, svreinterpret_s8_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0])])), B_reg_0);
  C_reg_1 = svdot_s32(C_reg_1, svreinterpret_s8_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0])])), B_reg_1);
  C_reg_2 = svdot_s32(C_reg_2, svreinterpret_s8_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0])])), B_reg_2);
  C_reg_3 = svdot_s32(C_reg_3, svreinterpret_s8_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0])])), B_reg_3);
  C_reg_4 = svdot_s32(C_reg_4, svreinterpret_s8_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0])])), B_reg_4);
  C_reg_5 = svdot_s32(C_reg_5, svreinterpret_s8_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + Ac.strides[1]])), B_reg_0);
  C_reg_6 = svdot_s32(C_reg_6, svreinterpret_s8_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + Ac.strides[1]])), B_reg_1);
  C_reg_7 = svdot_s32(C_reg_7, svreinterpret_s8_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + Ac.strides[1]])), B_reg_2);
  C_reg_8 = svdot_s32(C_reg_8, svreinterpret_s8_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + Ac.strides[1]])), B_reg_3);
  C_reg_9 = svdot_s32(C_reg_9, svreinterpret_s8_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + Ac.strides[1]])), B_reg_4);
  C_reg_10 = svdot_s32(C_reg_10, svreinterpret_s8_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (2) * (Ac.strides[1])])), B_reg_0);
  C_reg_11 = svdot_s32(C_reg_11, svreinterpret_s8_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (2) * (Ac.strides[1])])), B_reg_1);
  C_reg_12 = svdot_s32(C_reg_12, svreinterpret_s8_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (2) * (Ac.strides[1])])), B_reg_2);
  C_reg_13 = svdot_s32(C_reg_13, svreinterpret_s8_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (2) * (Ac.strides[1])])), B_reg_3);
  C_reg_14 = svdot_s32(C_reg_14, svreinterpret_s8_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (2) * (Ac.strides[1])])), B_reg_4);
  C_reg_15 = svdot_s32(C_reg_15, svreinterpret_s8_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (3) * (Ac.strides[1])])), B_reg_0);
  C_reg_16 = svdot_s32(C_reg_16, svreinterpret_s8_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (3) * (Ac.strides[1])])), B_reg_1);
  C_reg_17 = svdot_s32(C_reg_17, svreinterpret_s8_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (3) * (Ac.strides[1])])), B_reg_2);
  C_reg_18 = svdot_s32(C_reg_18, svreinterpret_s8_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (3) * (Ac.strides[1])])), B_reg_3);
  C_reg_19 = svdot_s32(C_reg_19, svreinterpret_s8_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (3) * (Ac.strides[1])])), B_reg_4);
  C_reg_20 = svdot_s32(C_reg_20, svreinterpret_s8_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (4) * (Ac.strides[1])])), B_reg_0);
  C_reg_21 = svdot_s32(C_reg_21, svreinterpret_s8_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (4) * (Ac.strides[1])])), B_reg_1);
  C_reg_22 = svdot_s32(C_reg_22, svreinterpret_s8_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (4) * (Ac.strides[1])])), B_reg_2);
  C_reg_23 = svdot_s32(C_reg_23, svreinterpret_s8_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (4) * (Ac.strides[1])])), B_reg_3);
  C_reg_24 = svdot_s32(C_reg_24, svreinterpret_s8_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (4) * (Ac.strides[1])])), B_reg_4);
}
svst1_s32(svptrue_b32(), &C.data[0], C_reg_0);
svst1_s32(svptrue_b32(), &C.data[8], C_reg_1);
svst1_s32(svptrue_b32(), &C.data[16], C_reg_2);
svst1_s32(svptrue_b32(), &C.data[24], C_reg_3);
svst1_s32(svptrue_b32(), &C.data[32], C_reg_4);
svst1_s32(svptrue_b32(), &C.data[C.strides[0]], C_reg_5);
svst1_s32(svptrue_b32(), &C.data[C.strides[0] + 8], C_reg_6);
svst1_s32(svptrue_b32(), &C.data[C.strides[0] + 16], C_reg_7);
svst1_s32(svptrue_b32(), &C.data[C.strides[0] + 24], C_reg_8);
svst1_s32(svptrue_b32(), &C.data[C.strides[0] + 32], C_reg_9);
svst1_s32(svptrue_b32(), &C.data[(2) * (C.strides[0])], C_reg_10);
svst1_s32(svptrue_b32(), &C.data[(2) * (C.strides[0]) + 8], C_reg_11);
svst1_s32(svptrue_b32(), &C.data[(2) * (C.strides[0]) + 16], C_reg_12);
svst1_s32(svptrue_b32(), &C.data[(2) * (C.strides[0]) + 24], C_reg_13);
svst1_s32(svptrue_b32(), &C.data[(2) * (C.strides[0]) + 32], C_reg_14);
svst1_s32(svptrue_b32(), &C.data[(3) * (C.strides[0])], C_reg_15);
svst1_s32(svptrue_b32(), &C.data[(3) * (C.strides[0]) + 8], C_reg_16);
svst1_s32(svptrue_b32(), &C.data[(3) * (C.strides[0]) + 16], C_reg_17);
svst1_s32(svptrue_b32(), &C.data[(3) * (C.strides[0]) + 24], C_reg_18);
svst1_s32(svptrue_b32(), &C.data[(3) * (C.strides[0]) + 32], C_reg_19);
svst1_s32(svptrue_b32(), &C.data[(4) * (C.strides[0])], C_reg_20);
svst1_s32(svptrue_b32(), &C.data[(4) * (C.strides[0]) + 8], C_reg_21);
svst1_s32(svptrue_b32(), &C.data[(4) * (C.strides[0]) + 16], C_reg_22);
svst1_s32(svptrue_b32(), &C.data[(4) * (C.strides[0]) + 24], C_reg_23);
svst1_s32(svptrue_b32(), &C.data[(4) * (C.strides[0]) + 32], C_reg_24);
}

// gemm_s8s8s32_sve_v256_5x40_overwrite(
//     KG : size,
//     Ac : [i8][KG, 5, 4] @DRAM,
//     Bc : [i8][KG, 40, 4] @DRAM,
//     C : [i32][5, 40] @DRAM
// )
void gemm_s8s8s32_sve_v256_5x40_overwrite( void *ctxt, int_fast32_t KG, struct exo_win_3i8c Ac, struct exo_win_3i8c Bc, struct exo_win_2i32 C ) {
// assert stride(Ac, 2) == 1
// assert stride(Bc, 2) == 1
// assert stride(C, 1) == 1
svint32_t C_reg_0;
svint32_t C_reg_1;
svint32_t C_reg_2;
svint32_t C_reg_3;
svint32_t C_reg_4;
svint32_t C_reg_5;
svint32_t C_reg_6;
svint32_t C_reg_7;
svint32_t C_reg_8;
svint32_t C_reg_9;
svint32_t C_reg_10;
svint32_t C_reg_11;
svint32_t C_reg_12;
svint32_t C_reg_13;
svint32_t C_reg_14;
svint32_t C_reg_15;
svint32_t C_reg_16;
svint32_t C_reg_17;
svint32_t C_reg_18;
svint32_t C_reg_19;
svint32_t C_reg_20;
svint32_t C_reg_21;
svint32_t C_reg_22;
svint32_t C_reg_23;
svint32_t C_reg_24;
C_reg_0 = svdup_n_s32(0);
C_reg_1 = svdup_n_s32(0);
C_reg_2 = svdup_n_s32(0);
C_reg_3 = svdup_n_s32(0);
C_reg_4 = svdup_n_s32(0);
C_reg_5 = svdup_n_s32(0);
C_reg_6 = svdup_n_s32(0);
C_reg_7 = svdup_n_s32(0);
C_reg_8 = svdup_n_s32(0);
C_reg_9 = svdup_n_s32(0);
C_reg_10 = svdup_n_s32(0);
C_reg_11 = svdup_n_s32(0);
C_reg_12 = svdup_n_s32(0);
C_reg_13 = svdup_n_s32(0);
C_reg_14 = svdup_n_s32(0);
C_reg_15 = svdup_n_s32(0);
C_reg_16 = svdup_n_s32(0);
C_reg_17 = svdup_n_s32(0);
C_reg_18 = svdup_n_s32(0);
C_reg_19 = svdup_n_s32(0);
C_reg_20 = svdup_n_s32(0);
C_reg_21 = svdup_n_s32(0);
C_reg_22 = svdup_n_s32(0);
C_reg_23 = svdup_n_s32(0);
C_reg_24 = svdup_n_s32(0);
for (int_fast32_t k = 0; k < KG; k++) {
  svint8_t B_reg_0;
  svint8_t B_reg_1;
  svint8_t B_reg_2;
  svint8_t B_reg_3;
  svint8_t B_reg_4;
  B_reg_0 = svld1_s8(svptrue_b8(), &Bc.data[(k) * (Bc.strides[0])]);
  B_reg_1 = svld1_s8(svptrue_b8(), &Bc.data[(k) * (Bc.strides[0]) + (8) * (Bc.strides[1])]);
  B_reg_2 = svld1_s8(svptrue_b8(), &Bc.data[(k) * (Bc.strides[0]) + (16) * (Bc.strides[1])]);
  B_reg_3 = svld1_s8(svptrue_b8(), &Bc.data[(k) * (Bc.strides[0]) + (24) * (Bc.strides[1])]);
  B_reg_4 = svld1_s8(svptrue_b8(), &Bc.data[(k) * (Bc.strides[0]) + (32) * (Bc.strides[1])]);
  C_reg_0 = svdot_s32(C_reg_0, svreinterpret_s8_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0])])), B_reg_0);
  C_reg_1 = svdot_s32(C_reg_1, svreinterpret_s8_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0])])), B_reg_1);
  C_reg_2 = svdot_s32(C_reg_2, svreinterpret_s8_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0])])), B_reg_2);
  C_reg_3 = svdot_s32(C_reg_3, svreinterpret_s8_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0])])), B_reg_3);
  C_reg_4 = svdot_s32(C_reg_4, svreinterpret_s8_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0])])), B_reg_4);
  C_reg_5 = svdot_s32(C_reg_5, svreinterpret_s8_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + Ac.strides[1]])), B_reg_0);
  C_reg_6 = svdot_s32(C_reg_6, svreinterpret_s8_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + Ac.strides[1]])), B_reg_1);
  C_reg_7 = svdot_s32(C_reg_7, svreinterpret_s8_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + Ac.strides[1]])), B_reg_2);
  C_reg_8 = svdot_s32(C_reg_8, svreinterpret_s8_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + Ac.strides[1]])), B_reg_3);
  C_reg_9 = svdot_s32(C_reg_9, svreinterpret_s8_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + Ac.strides[1]])), B_reg_4);
  C_reg_10 = svdot_s32(C_reg_10, svreinterpret_s8_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (2) * (Ac.strides[1])])), B_reg_0);
  C_reg_11 = svdot_s32(C_reg_11, svreinterpret_s8_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (2) * (Ac.strides[1])])), B_reg_1);
  C_reg_12 = svdot_s32(C_reg_12, svreinterpret_s8_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (2) * (Ac.strides[1])])), B_reg_2);
  C_reg_13 = svdot_s32(C_reg_13, svreinterpret_s8_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (2) * (Ac.strides[1])])), B_reg_3);
  C_reg_14 = svdot_s32(C_reg_14, svreinterpret_s8_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (2) * (Ac.strides[1])])), B_reg_4);
  C_reg_15 = svdot_s32(C_reg_15, svreinterpret_s8_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (3) * (Ac.strides[1])])), B_reg_0);
  C_reg_16 = svdot_s32(C_reg_16, svreinterpret_s8_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (3) * (Ac.strides[1])])), B_reg_1);
  C_reg_17 = svdot_s32(C_reg_17, svreinterpret_s8_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (3) * (Ac.strides[1])])), B_reg_2);
  C_reg_18 = svdot_s32(C_reg_18, svreinterpret_s8_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (3) * (Ac.strides[1])])), B_reg_3);
  C_reg_19 = svdot_s32(C_reg_19, svreinterpret_s8_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (3) * (Ac.strides[1])])), B_reg_4);
  C_reg_20 = svdot_s32(C_reg_20, svreinterpret_s8_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (4) * (Ac.strides[1])])), B_reg_0);
  C_reg_21 = svdot_s32(C_reg_21, svreinterpret_s8_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (4) * (Ac.strides[1])])), B_reg_1);
  C_reg_22 = svdot_s32(C_reg_22, svreinterpret_s8_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (4) * (Ac.strides[1])])), B_reg_2);
  C_reg_23 = svdot_s32(C_reg_23, svreinterpret_s8_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (4) * (Ac.strides[1])])), B_reg_3);
  C_reg_24 = svdot_s32(C_reg_24, svreinterpret_s8_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (4) * (Ac.strides[1])])), B_reg_4);
}
svst1_s32(svptrue_b32(), &C.data[0], C_reg_0);
svst1_s32(svptrue_b32(), &C.data[8], C_reg_1);
svst1_s32(svptrue_b32(), &C.data[16], C_reg_2);
svst1_s32(svptrue_b32(), &C.data[24], C_reg_3);
svst1_s32(svptrue_b32(), &C.data[32], C_reg_4);
svst1_s32(svptrue_b32(), &C.data[C.strides[0]], C_reg_5);
svst1_s32(svptrue_b32(), &C.data[C.strides[0] + 8], C_reg_6);
svst1_s32(svptrue_b32(), &C.data[C.strides[0] + 16], C_reg_7);
svst1_s32(svptrue_b32(), &C.data[C.strides[0] + 24], C_reg_8);
svst1_s32(svptrue_b32(), &C.data[C.strides[0] + 32], C_reg_9);
svst1_s32(svptrue_b32(), &C.data[(2) * (C.strides[0])], C_reg_10);
svst1_s32(svptrue_b32(), &C.data[(2) * (C.strides[0]) + 8], C_reg_11);
svst1_s32(svptrue_b32(), &C.data[(2) * (C.strides[0]) + 16], C_reg_12);
svst1_s32(svptrue_b32(), &C.data[(2) * (C.strides[0]) + 24], C_reg_13);
svst1_s32(svptrue_b32(), &C.data[(2) * (C.strides[0]) + 32], C_reg_14);
svst1_s32(svptrue_b32(), &C.data[(3) * (C.strides[0])], C_reg_15);
svst1_s32(svptrue_b32(), &C.data[(3) * (C.strides[0]) + 8], C_reg_16);
svst1_s32(svptrue_b32(), &C.data[(3) * (C.strides[0]) + 16], C_reg_17);
svst1_s32(svptrue_b32(), &C.data[(3) * (C.strides[0]) + 24], C_reg_18);
svst1_s32(svptrue_b32(), &C.data[(3) * (C.strides[0]) + 32], C_reg_19);
svst1_s32(svptrue_b32(), &C.data[(4) * (C.strides[0])], C_reg_20);
svst1_s32(svptrue_b32(), &C.data[(4) * (C.strides[0]) + 8], C_reg_21);
svst1_s32(svptrue_b32(), &C.data[(4) * (C.strides[0]) + 16], C_reg_22);
svst1_s32(svptrue_b32(), &C.data[(4) * (C.strides[0]) + 24], C_reg_23);
svst1_s32(svptrue_b32(), &C.data[(4) * (C.strides[0]) + 32], C_reg_24);
}


/* relying on the following instruction..."
sve_v256_s8s8s32_b_load(dst,src)
{dst_data} = svld1_s8(svptrue_b8(), &{src_data});
*/

/* relying on the following instruction..."
sve_v256_s8s8s32_load(dst,src)
{dst_data} = svld1_s32(svptrue_b32(), &{src_data});
*/

/* relying on the following instruction..."
sve_v256_s8s8s32_mac(dst,a,b)
{dst_data} = svdot_s32({dst_data}, svreinterpret_s8_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&{a_data})), {b_data});
*/

/* relying on the following instruction..."
sve_v256_s8s8s32_store(dst,src)
svst1_s32(svptrue_b32(), &{dst_data}, {src_data});
*/

/* relying on the following instruction..."
sve_v256_s8s8s32_zero(dst)
{dst_data} = svdup_n_s32(0);
*/

// C[0:mr, 0:nr] += A B, A from packed Ac; C row stride ldc.
void gemm_s8s8s32_sve_v256_5x40_ldc(int_fast32_t kg, const int8_t *Ac, const int8_t *Bc, int32_t *C, int_fast32_t ldc) {
    struct exo_win_3i8c a = { Ac, { 20, 4, 1 } };
    struct exo_win_3i8c b = { Bc, { 160, 4, 1 } };
    struct exo_win_2i32 tile = { C, { ldc, 1 } };
    gemm_s8s8s32_sve_v256_5x40(NULL, kg, a, b, tile);
}

// C[0:mr, 0:nr] += A B, A from A's mr rows in place (row i's k-group q at A[i*lda + q*G]); C row stride ldc.
void gemm_s8s8s32_sve_v256_5x40_rows(int_fast32_t kg, const int8_t *A, int_fast32_t lda, const int8_t *Bc, int32_t *C, int_fast32_t ldc) {
    struct exo_win_3i8c a = { A, { 4, lda, 1 } };
    struct exo_win_3i8c b = { Bc, { 160, 4, 1 } };
    struct exo_win_2i32 tile = { C, { ldc, 1 } };
    gemm_s8s8s32_sve_v256_5x40(NULL, kg, a, b, tile);
}

// C[0:mr, 0:nr] = A B, A from packed Ac; C row stride ldc.
void gemm_s8s8s32_sve_v256_5x40_overwrite_ldc(int_fast32_t kg, const int8_t *Ac, const int8_t *Bc, int32_t *C, int_fast32_t ldc) {
    struct exo_win_3i8c a = { Ac, { 20, 4, 1 } };
    struct exo_win_3i8c b = { Bc, { 160, 4, 1 } };
    struct exo_win_2i32 tile = { C, { ldc, 1 } };
    gemm_s8s8s32_sve_v256_5x40_overwrite(NULL, kg, a, b, tile);
}

// C[0:mr, 0:nr] = A B, A from A's mr rows in place (row i's k-group q at A[i*lda + q*G]); C row stride ldc.
void gemm_s8s8s32_sve_v256_5x40_overwrite_rows(int_fast32_t kg, const int8_t *A, int_fast32_t lda, const int8_t *Bc, int32_t *C, int_fast32_t ldc) {
    struct exo_win_3i8c a = { A, { 4, lda, 1 } };
    struct exo_win_3i8c b = { Bc, { 160, 4, 1 } };
    struct exo_win_2i32 tile = { C, { ldc, 1 } };
    gemm_s8s8s32_sve_v256_5x40_overwrite(NULL, kg, a, b, tile);
}
