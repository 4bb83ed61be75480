#include "gemm_bf16f32_sve_v256_9x19.h"

#include <stdio.h>
#include <stdlib.h>

#include <arm_sve.h>
#ifndef EXOGEMM_WORD
#define EXOGEMM_WORD
typedef int exogemm_word __attribute__((may_alias, aligned(1)));
#endif
// gemm_bf16f32_sve_v256_9x19(
//     KG : size,
//     Ac : [ui16][KG, 9, 2] @DRAM,
//     Bc : [ui16][KG, 19, 2] @DRAM,
//     C : [f32][9, 19] @DRAM
// )
void gemm_bf16f32_sve_v256_9x19( void *ctxt, int_fast32_t KG, struct exo_win_3ui16c Ac, struct exo_win_3ui16c Bc, struct exo_win_2f32 C ) {
// assert stride(Ac, 2) == 1
// assert stride(Bc, 2) == 1
// assert stride(C, 1) == 1
svfloat32_t C_reg_0;
svfloat32_t C_reg_1;
svfloat32_t C_reg_2;
svfloat32_t C_reg_3;
svfloat32_t C_reg_4;
svfloat32_t C_reg_5;
svfloat32_t C_reg_6;
svfloat32_t C_reg_7;
svfloat32_t C_reg_8;
svfloat32_t C_reg_9;
svfloat32_t C_reg_10;
svfloat32_t C_reg_11;
svfloat32_t C_reg_12;
svfloat32_t C_reg_13;
svfloat32_t C_reg_14;
svfloat32_t C_reg_15;
svfloat32_t C_reg_16;
svfloat32_t C_reg_17;
svfloat32_t C_reg_18;
svfloat32_t C_reg_19;
svfloat32_t C_reg_20;
svfloat32_t C_reg_21;
svfloat32_t C_reg_22;
svfloat32_t C_reg_23;
svfloat32_t C_reg_24;
svfloat32_t C_reg_25;
svfloat32_t C_reg_26;
C_reg_0 = svld1_f32(svptrue_b32(), &C.data[0]);
C_reg_1 = svld1_f32(svptrue_b32(), &C.data[8]);
C_reg_2 = svld1_f32(svwhilelt_b32_s32(0, (3)), &C.data[16]);
C_reg_3 = svld1_f32(svptrue_b32(), &C.data[C.strides[0]]);
C_reg_4 = svld1_f32(svptrue_b32(), &C.data[C.strides[0] + 8]);
C_reg_5 = svld1_f32(svwhilelt_b32_s32(0, (3)), &C.data[C.strides[0] + 16]);
C_reg_6 = svld1_f32(svptrue_b32(), &C.data[(2) * (C.strides[0])]);
C_reg_7 = svld1_f32(svptrue_b32(), &C.data[(2) * (C.strides[0]) + 8]);
C_reg_8 = svld1_f32(svwhilelt_b32_s32(0, (3)), &C.data[(2) * (C.strides[0]) + 16]);
C_reg_9 = svld1_f32(svptrue_b32(), &C.data[(3) * (C.strides[0])]);
C_reg_10 = svld1_f32(svptrue_b32(), &C.data[(3) * (C.strides[0]) + 8]);
C_reg_11 = svld1_f32(svwhilelt_b32_s32(0, (3)), &C.data[(3) * (C.strides[0]) + 16]);
C_reg_12 = svld1_f32(svptrue_b32(), &C.data[(4) * (C.strides[0])]);
C_reg_13 = svld1_f32(svptrue_b32(), &C.data[(4) * (C.strides[0]) + 8]);
C_reg_14 = svld1_f32(svwhilelt_b32_s32(0, (3)), &C.data[(4) * (C.strides[0]) + 16]);
C_reg_15 = svld1_f32(svptrue_b32(), &C.data[(5) * (C.strides[0])]);
C_reg_16 = svld1_f32(svptrue_b32(), &C.data[(5) * (C.strides[0]) + 8]);
C_reg_17 = svld1_f32(svwhilelt_b32_s32(0, (3)), &C.data[(5) * (C.strides[0]) + 16]);
C_reg_18 = svld1_f32(svptrue_b32(), &C.data[(6) * (C.strides[0])]);
C_reg_19 = svld1_f32(svptrue_b32(), &C.data[(6) * (C.strides[0]) + 8]);
C_reg_20 = svld1_f32(svwhilelt_b32_s32(0, (3)), &C.data[(6) * (C.strides[0]) + 16]);
C_reg_21 = svld1_f32(svptrue_b32(), &C.data[(7) * (C.strides[0])]);
C_reg_22 = svld1_f32(svptrue_b32(), &C.data[(7) * (C.strides[0]) + 8]);
C_reg_23 = svld1_f32(svwhilelt_b32_s32(0, (3)), &C.data[(7) * (C.strides[0]) + 16]);
C_reg_24 = svld1_f32(svptrue_b32(), &C.data[(8) * (C.strides[0])]);
C_reg_25 = svld1_f32(svptrue_b32(), &C.data[(8) * (C.strides[0]) + 8]);
C_reg_26 = svld1_f32(svwhilelt_b32_s32(0, (3)), &C.data[(8) * (C.strides[0]) + 16]);
for (int_fast32_t k = 0; k < KG; k++) {
  svbfloat16_t B_reg_0;
  svbfloat16_t B_reg_1;
  svbfloat16_t B_reg_2;
  B_reg_0 = svreinterpret_bf16_u16(svld1_u16(svptrue_b16(), &Bc.data[(k) * (Bc.strides[0])]));
  B_reg_1 = svreinterpret_bf16_u16(svld1_u16(svptrue_b16(), &Bc.data[(k) * (Bc.strides[0]) + (8) * (Bc.strides[1])]));
  B_reg_2 = svreinterpret_bf16_u16(svld1_u16(svwhilelt_b16_s32(0, 2 * (3)), &Bc.data[(k) * (Bc.strides[0]) + (16) * (Bc.strides[1])]));
  C_reg_0 = svbfdot_f32(C_reg_0, svreinterpret_bf16_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0])])), B_reg_0);
  C_reg_1 = svbfdot_f32(C_reg_1, svreinterpret_bf16_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0])])), B_reg_1);
  C_reg_2 = svbfdot_f32(C_reg_2, svreinterpret_bf16_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0])])), B_reg_2);
  C_reg_3 = svbfdot_f32(C_reg_3, svreinterpret_bf16_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + Ac.strides[1]])), B_reg_0);
  C_reg_4 = svbfdot_f32(C_reg_4, svreinterpret_bf16_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + Ac.strides[1]])), B_reg_1);
  C_reg_5 = svbfdot_f32(C_reg_5, svreinterpret_bf16_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + Ac.strides[1]])), B_reg_2);
  C_reg_6 = svbfdot_f32(C_reg_6, svreinterpret_bf16_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (2) * (Ac.strides[1])])), B_reg_0);
  C_reg_7 = svbfdot_f32(C_reg_7, svreinterpret_bf16_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (2) * (Ac.strides[1])])), B_reg_1);
  C_reg_8 = svbfdot_f32(C_reg_8, svreinterpret_bf16_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (2) * (Ac.strides[1])])), B_reg_2);
  C_reg_9 = svbfdot_f32(C_reg_9, svreinterpret_bf16_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (3) * (Ac.strides[1])])), B_reg_0);
  C_reg_10 = svbfdot_f32(C_reg_10, svreinterpret_bf16_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (3) * (Ac.strides[1])])), B_reg_1);
  C_reg_11 = svbfdot_f32(C_reg_11, svreinterpret_bf16_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (3) * (Ac.strides[1])])), B_reg_2);
  C_reg_12 = svbfdot_f32(C_reg_12, svreinterpret_bf16_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (4) * (Ac.strides[1])])), B_reg_0);
  C_reg_13 = svbfdot_f32(C_reg_13, svreinterpret_bf16_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (4) * (Ac.strides[1])])), B_reg_1);
  C_reg_14 = svbfdot_f32(C_reg_14, svreinterpret_bf16_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (4) * (Ac.strides[1])])), B_reg_2);
  C_reg_15 = svbfdot_f32(C_reg_15, svreinterpret_bf16_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (5) * (Ac.strides[1])])), B_reg_0);
  C_reg_16 = svbfdot_f32(C_reg_16, svreinterpret_bf16_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (5) * (Ac.strides[1])])), B_reg_1);
  C_reg_17 = svbfdot_f32(C_reg_17, svreinterpret_bf16_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (5) * (Ac.strides[1])])), B_reg_2);
  C_reg_18 = svbfdot_f32(C_reg_18, svreinterpret_bf16_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (6) * (Ac.strides[1])])), B_reg_0);
  C_reg_19 = svbfdot_f32(C_reg_19, svreinterpret_bf16_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (6) * (Ac.strides[1])])), B_reg_1);
  C_reg_20 = svbfdot_f32(C_reg_20, svreinterpret_bf16_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (6) * (Ac.strides[1])])), B_reg_2);
  C_reg_21 = svbfdot_f32(C_reg_21, svreinterpret_bf16_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (7) * (Ac.strides[1])])), B_reg_0);
  C_reg_22 = svbfdot_f32(C_reg_22, svreinterpret_bf16_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (7) * (Ac.strides[1])])), B_reg_1);
  C_reg_23 = svbfdot_f32(C_reg_23, svreinterpret_bf16_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (7) * (Ac.strides[1])])), B_reg_2);
  C_reg_24 = svbfdot_f32(C_reg_24, svreinterpret_bf16_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (8) * (Ac.strides[1])])), B_reg_0);
  C_reg_25 = svbfdot_f32(C_reg_25, svreinterpret_bf16_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (8) * (Ac.strides[1])])), B_reg_1);
  C_reg_26 = svbfdot_f32(C_reg_26, svreinterpret_bf16_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (8) * (Ac.strides[1])])), B_reg_2);
}
svst1_f32(svptrue_b32(), &C.data[0], C_reg_0);
svst1_f32(svptrue_b32(), &C.data[8], C_reg_1);
svst1_f32(svwhilelt_b32_s32(0, (3)), &C.data[16], C_reg_2);
svst1_f32(svptrue_b32(), &C.data[C.strides[0]], C_reg_3);
svst1_f32(svptrue_b32(), &C.data[C.strides[0] + 8], C_reg_4);
svst1_f32(svwhilelt_b32_s32(0, (3)), &C.data[C.strides[0] + 16], C_reg_5);
svst1_f32(svptrue_b32(), &C.data[(2) * (C.strides[0])], C_reg_6);
svst1_f32(svptrue_b32(), &C.data[(2) * (C.strides[0]) + 8], C_reg_7);
svst1_f32(svwhilelt_b32_s32(0, (3)), &C.data[(2) * (C.strides[0]) + 16], C_reg_8);
svst1_f32(svptrue_b32(), &C.data[(3) * (C.strides[0])], C_reg_9);
svst1_f32(svptrue_b32(), &C.data[(3) * (C.strides[0]) + 8], C_reg_10);
svst1_f32(svwhilelt_b32_s32(0, (3)), &C.data[(3) * (C.strides[0]) + 16], C_reg_11);
svst1_f32(svptrue_b32(), &C.data[(4) * (C.strides[0])], C_reg_12);
svst1_f32(svptrue_b32(), &C.data[(4) * (C.strides[0]) + 8], C_reg_13);
svst1_f32(svwhilelt_b32_s32(0, (3)), &C.data[(4) * (C.strides[0]) + 16], C_reg_14);
svst1_f32(svptrue_b32(), &C.data[(5) * (C.strides[0])], C_reg_15);
svst1_f32(svptrue_b32(), &C.data[(5) * (C.strides[0]) + 8], C_reg_16);
svst1_f32(svwhilelt_b32_s32(0, (3)), &C.data[(5) * (C.strides[0]) + 16], C_reg_17);
svst1_f32(svptrue_b32(), &C.data[(6) * (C.strides[0])], C_reg_18);
svst1_f32(svptrue_b32(), &C.data[(6) * (C.strides[0]) + 8], C_reg_19);
svst1_f32(svwhilelt_b32_s32(0, (3)), &C.data[(6) * (C.strides[0]) + 16], C_reg_20);
svst1_f32(svptrue_b32(), &C.data[(7) * (C.strides[0])], C_reg_21);
svst1_f32(svptrue_b32(), &C.data[(7) * (C.strides[0]) + 8], C_reg_22);
svst1_f32(svwhilelt_b32_s32(0, (3)), &C.data[(7) * (C.strides[0]) + 16], C_reg_23);
svst1_f32(svptrue_b32(), &C.data[(8) * (C.strides[0])], C_reg_24);
svst1_f32(svptrue_b32(), &C.data[(8) * (C.strides[0]) + 8], C_reg_25);
svst1_f32(svwhilelt_b32_s32(0, (3)), &C.data[(8) * (C.strides[0]) + 16], C_reg_26);
}

// gemm_bf16f32_sve_v256_9x19_overwrite(
//     KG : size,
//     Ac : [ui16][KG, 9, 2] @DRAM,
//     Bc : [ui16][KG, 19, 2] @DRAM,
//     C : [f32][9, 19] @DRAM
// )
void gemm_bf16f32_sve_v256_9x19_overwrite( void *ctxt, int_fast32_t KG, struct exo_win_3ui16c Ac, struct exo_win_3ui16c Bc, struct exo_win_2f32 C ) {
// assert stride(Ac, 2) == 1
// assert stride(Bc, 2) == 1
// assert stride(C, 1) == 1
svfloat32_t C_reg_0;
svfloat32_t C_reg_1;
svfloat32_t C_reg_2;
svfloat32_t C_reg_3;
svfloat32_t C_reg_4;
svfloat32_t C_reg_5;
svfloat32_t C_reg_6;
svfloat32_t C_reg_7;
svfloat32_t C_reg_8;
svfloat32_t C_reg_9;
svfloat32_t C_reg_10;
svfloat32_t C_reg_11;
svfloat32_t C_reg_12;
svfloat32_t C_reg_13;
svfloat32_t C_reg_14;
svfloat32_t C_reg_15;
svfloat32_t C_reg_16;
svfloat32_t C_reg_17;
svfloat32_t C_reg_18;
svfloat32_t C_reg_19;
svfloat32_t C_reg_20;
svfloat32_t C_reg_21;
svfloat32_t C_reg_22;
svfloat32_t C_reg_23;
svfloat32_t C_reg_24;
svfloat32_t C_reg_25;
svfloat32_t C_reg_26;
C_reg_0 = svdup_n_f32(0.0f);
C_reg_1 = svdup_n_f32(0.0f);
C_reg_2 = svdup_n_f32(0.0f);
C_reg_3 = svdup_n_f32(0.0f);
C_reg_4 = svdup_n_f32(0.0f);
C_reg_5 = svdup_n_f32(0.0f);
C_reg_6 = svdup_n_f32(0.0f);
C_reg_7 = svdup_n_f32(0.0f);
C_reg_8 = svdup_n_f32(0.0f);
C_reg_9 = svdup_n_f32(0.0f);
C_reg_10 = svdup_n_f32(0.0f);
C_reg_11 = svdup_n_f32(0.0f);
C_reg_12 = svdup_n_f32(0.0f);
C_reg_13 = svdup_n_f32(0.0f);
C_reg_14 = svdup_n_f32(0.0f);
C_reg_15 = svdup_n_f32(0.0f);
C_reg_16 = svdup_n_f32(0.0f);
C_reg_17 = svdup_n_f32(0.0f);
C_reg_18 = svdup_n_f32(0.0f);
C_reg_19 = svdup_n_f32(0.0f);
C_reg_20 = svdup_n_f32(0.0f);
C_reg_21 = svdup_n_f32(0.0f);
C_reg_22 = svdup_n_f32(0.0f);
C_reg_23 = svdup_n_f32(0.0f);
C_reg_24 = svdup_n_f32(0.0f);
C_reg_25 = svdup_n_f32(0.0f);
C_reg_26 = svdup_n_f32(0.0f);
for (int_fast32_t k = 0; k < KG; k++) {
  svbfloat16_t B_reg_0;
  svbfloat16_t B_reg_1;
  svbfloat16_t B_reg_2;
  B_reg_0 = svreinterpret_bf16_u16(svld1_u16(svptrue_b16(), &Bc.data[(k) * (Bc.strides[0])]));
  B_reg_1 = svreinterpret_bf16_u16(svld1_u16(svptrue_b16(), &Bc.data[(k) * (Bc.strides[0]) + (8) * (Bc.strides[1])]));
  B_reg_2 = svreinterpret_bf16_u16(svld1_u16(svwhilelt_b16_s32(0, 2 * (3)), &Bc.data[(k) * (Bc.strides[0]) + (16) * (Bc.strides[1])]));
  C_reg_0 = svbfdot_f32(C_reg_0, svreinterpret_bf16_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0])])), B_reg_0);
  C_reg_1 = svbfdot_f32(C_reg_1, svreinterpret_bf16_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0])])), B_reg_1);
  C_reg_2 = svbfdot_f32(C_reg_2, svreinterpret_bf16_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0])])), B_reg_2);
  C_reg_3 = svbfdot_f32(C_reg_3, svreinterpret_bf16_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + Ac.strides[1]])), B_reg_0);
  C_reg_4 = svbfdot_f32(C_reg_4, svreinterpret_bf16_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + Ac.strides[1]])), B_reg_1);
  C_reg_5 = svbfdot_f32(C_reg_5, svreinterpret_bf16_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + Ac.strides[1]])), B_reg_2);
  C_reg_6 = svbfdot_f32(C_reg_6, svreinterpret_bf16_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (2) * (Ac.strides[1])])), B_reg_0);
  C_reg_7 = svbfdot_f32(C_reg_7, svreinterpret_bf16_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (2) * (Ac.strides[1])])), B_reg_1);
  C_reg_8 = svbfdot_f32(C_reg_8, svreinterpret_bf16_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (2) * (Ac.strides[1])])), B_reg_2);
  C_reg_9 = svbfdot_f32(C_reg_9, svreinterpret_bf16_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (3) * (Ac.strides[1])])), B_reg_0);
  C_reg_10 = svbfdot_f32(C_reg_10, svreinterpret_bf16_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (3) * (Ac.strides[1])])), B_reg_1);
  C_reg_11 = svbfdot_f32(C_reg_11, svreinterpret_bf16_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (3) * (Ac.strides[1])])), B_reg_2);
  C_reg_12 = svbfdot_f32(C_reg_12, svreinterpret_bf16_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (4) * (Ac.strides[1])])), B_reg_0);
  C_reg_13 = svbfdot_f32(C_reg_13, svreinterpret_bf16_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (4) * (Ac.strides[1])])), B_reg_1);
  C_reg_14 = svbfdot_f32(C_reg_14, svreinterpret_bf16_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (4) * (Ac.strides[1])])), B_reg_2);
  C_reg_15 = svbfdot_f32(C_reg_15, svreinterpret_bf16_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (5) * (Ac.strides[1])])), B_reg_0);
  C_reg_16 = svbfdot_f32(C_reg_16, svreinterpret_bf16_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (5) * (Ac.strides[1])])), B_reg_1);
  C_reg_17 = svbfdot_f32(C_reg_17, svreinterpret_bf16_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (5) * (Ac.strides[1])])), B_reg_2);
  C_reg_18 = svbfdot_f32(C_reg_18, svreinterpret_bf16_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (6) * (Ac.strides[1])])), B_reg_0);
  C_reg_19 = svbfdot_f32(C_reg_19, svreinterpret_bf16_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (6) * (Ac.strides[1])])), B_reg_1);
  C_reg_20 = svbfdot_f32(C_reg_20, svreinterpret_bf16_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (6) * (Ac.strides[1])])), B_reg_2);
  C_reg_21 = svbfdot_f32(C_reg_21, svreinterpret_bf16_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (7) * (Ac.strides[1])])), B_reg_0);
  C_reg_22 = svbfdot_f32(C_reg_22, svreinterpret_bf16_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (7) * (Ac.strides[1])])), B_reg_1);
  C_reg_23 = svbfdot_f32(C_reg_23, svreinterpret_bf16_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (7) * (Ac.strides[1])])), B_reg_2);
  C_reg_24 = svbfdot_f32(C_reg_24, svreinterpret_bf16_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (8) * (Ac.strides[1])])), B_reg_0);
  C_reg_25 = svbfdot_f32(C_reg_25, svreinterpret_bf16_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (8) * (Ac.strides[1])])), B_reg_1);
  C_reg_26 = svbfdot_f32(C_reg_26, svreinterpret_bf16_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (8) * (Ac.strides[1])])), B_reg_2);
}
svst1_f32(svptrue_b32(), &C.data[0], C_reg_0);
svst1_f32(svptrue_b32(), &C.data[8], C_reg_1);
svst1_f32(svwhilelt_b32_s32(0, (3)), &C.data[16], C_reg_2);
svst1_f32(svptrue_b32(), &C.data[C.strides[0]], C_reg_3);
svst1_f32(svptrue_b32(), &C.data[C.strides[0] + 8], C_reg_4);
svst1_f32(svwhilelt_b32_s32(0, (3)), &C.data[C.strides[0] + 16], C_reg_5);
svst1_f32(svptrue_b32(), &C.data[(2) * (C.strides[0])], C_reg_6);
svst1_f32(svptrue_b32(), &C.data[(2) * (C.strides[0]) + 8], C_reg_7);
svst1_f32(svwhilelt_b32_s32(0, (3)), &C.data[(2) * (C.strides[0]) + 16], C_reg_8);
svst1_f32(svptrue_b32(), &C.data[(3) * (C.strides[0])], C_reg_9);
svst1_f32(svptrue_b32(), &C.data[(3) * (C.strides[0]) + 8], C_reg_10);
svst1_f32(svwhilelt_b32_s32(0, (3)), &C.data[(3) * (C.strides[0]) + 16], C_reg_11);
svst1_f32(svptrue_b32(), &C.data[(4) * (C.strides[0])], C_reg_12);
svst1_f32(svptrue_b32(), &C.data[(4) * (C.strides[0]) + 8], C_reg_13);
svst1_f32(svwhilelt_b32_s32(0, (3)), &C.data[(4) * (C.strides[0]) + 16], C_reg_14);
svst1_f32(svptrue_b32(), &C.data[(5) * (C.strides[0])], C_reg_15);
svst1_f32(svptrue_b32(), &C.data[(5) * (C.strides[0]) + 8], C_reg_16);
svst1_f32(svwhilelt_b32_s32(0, (3)), &C.data[(5) * (C.strides[0]) + 16], C_reg_17);
svst1_f32(svptrue_b32(), &C.data[(6) * (C.strides[0])], C_reg_18);
svst1_f32(svptrue_b32(), &C.data[(6) * (C.strides[0]) + 8], C_reg_19);
svst1_f32(svwhilelt_b32_s32(0, (3)), &C.data[(6) * (C.strides[0]) + 16], C_reg_20);
svst1_f32(svptrue_b32(), &C.data[(7) * (C.strides[0])], C_reg_21);
svst1_f32(svptrue_b32(), &C.data[(7) * (C.strides[0]) + 8], C_reg_22);
svst1_f32(svwhilelt_b32_s32(0, (3)), &C.data[(7) * (C.strides[0]) + 16], C_reg_23);
svst1_f32(svptrue_b32(), &C.data[(8) * (C.strides[0])], C_reg_24);
svst1_f32(svptrue_b32(), &C.data[(8) * (C.strides[0]) + 8], C_reg_25);
svst1_f32(svwhilelt_b32_s32(0, (3)), &C.data[(8) * (C.strides[0]) + 16], C_reg_26);
}


/* relying on the following instruction..."
sve_v256_bf16f32_b_load(dst,src)
{dst_data} = svreinterpret_bf16_u16(svld1_u16(svptrue_b16(), &{src_data}));
*/

/* relying on the following instruction..."
sve_v256_bf16f32_b_load_tail(N,dst,src)
{dst_data} = svreinterpret_bf16_u16(svld1_u16(svwhilelt_b16_s32(0, 2 * {N}), &{src_data}));
*/

/* relying on the following instruction..."
sve_v256_bf16f32_load(dst,src)
{dst_data} = svld1_f32(svptrue_b32(), &{src_data});
*/

/* relying on the following instruction..."
sve_v256_bf16f32_load_tail(N,dst,src)
{dst_data} = svld1_f32(svwhilelt_b32_s32(0, {N}), &{src_data});
*/

/* relying on the following instruction..."
sve_v256_bf16f32_mac(dst,a,b)
{dst_data} = svbfdot_f32({dst_data}, svreinterpret_bf16_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&{a_data})), {b_data});
*/

/* relying on the following instruction..."
sve_v256_bf16f32_mac_tail(N,dst,a,b)
{dst_data} = svbfdot_f32({dst_data}, svreinterpret_bf16_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&{a_data})), {b_data});
*/

/* relying on the following instruction..."
sve_v256_bf16f32_store(dst,src)
svst1_f32(svptrue_b32(), &{dst_data}, {src_data});
*/

/* relying on the following instruction..."
sve_v256_bf16f32_store_tail(N,dst,src)
svst1_f32(svwhilelt_b32_s32(0, {N}), &{dst_data}, {src_data});
*/

/* relying on the following instruction..."
sve_v256_bf16f32_zero(dst)
{dst_data} = svdup_n_f32(0.0f);
*/

/* relying on the following instruction..."
sve_v256_bf16f32_zero_tail(N,dst)
{dst_data} = svdup_n_f32(0.0f);
*/

// C[0:mr, 0:nr] += A B, A from packed Ac; C row stride ldc.
void gemm_bf16f32_sve_v256_9x19_ldc(int_fast32_t kg, const uint16_t *Ac, const uint16_t *Bc, float *C, int_fast32_t ldc) {
    struct exo_win_3ui16c a = { Ac, { 18, 2, 1 } };
    struct exo_win_3ui16c b = { Bc, { 38, 2, 1 } };
    struct exo_win_2f32 tile = { C, { ldc, 1 } };
    gemm_bf16f32_sve_v256_9x19(NULL, kg, a, b, tile);
}

// C[0:mr, 0:nr] += A B, A from A's mr rows in place (row i's k-group q at A[i*lda + q*G]); C row stride ldc.
void gemm_bf16f32_sve_v256_9x19_rows(int_fast32_t kg, const uint16_t *A, int_fast32_t lda, const uint16_t *Bc, float *C, int_fast32_t ldc) {
    struct exo_win_3ui16c a = { A, { 2, lda, 1 } };
    struct exo_win_3ui16c b = { Bc, { 38, 2, 1 } };
    struct exo_win_2f32 tile = { C, { ldc, 1 } };
    gemm_bf16f32_sve_v256_9x19(NULL, kg, a, b, tile);
}

// C[0:mr, 0:nr] = A B, A from packed Ac; C row stride ldc.
void gemm_bf16f32_sve_v256_9x19_overwrite_ldc(int_fast32_t kg, const uint16_t *Ac, const uint16_t *Bc, float *C, int_fast32_t ldc) {
    struct exo_win_3ui16c a = { Ac, { 18, 2, 1 } };
    struct exo_win_3ui16c b = { Bc, { 38, 2, 1 } };
    struct exo_win_2f32 tile = { C, { ldc, 1 } };
    gemm_bf16f32_sve_v256_9x19_overwrite(NULL, kg, a, b, tile);
}

// C[0:mr, 0:nr] = A B, A from A's mr rows in place (row i's k-group q at A[i*lda + q*G]); C row stride ldc.
void gemm_bf16f32_sve_v256_9x19_overwrite_rows(int_fast32_t kg, const uint16_t *A, int_fast32_t lda, const uint16_t *Bc, float *C, int_fast32_t ldc) {
    struct exo_win_3ui16c a = { A, { 2, lda, 1 } };
    struct exo_win_3ui16c b = { Bc, { 38, 2, 1 } };
    struct exo_win_2f32 tile = { C, { ldc, 1 } };
    gemm_bf16f32_sve_v256_9x19_overwrite(NULL, kg, a, b, tile);
}
