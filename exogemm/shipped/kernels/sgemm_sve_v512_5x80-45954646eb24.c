#include "sgemm_sve_v512_5x80.h"

#include <stdio.h>
#include <stdlib.h>

#include <arm_sve.h>
// sgemm_sve_v512_5x80(
//     KC : size,
//     Ac : f32[KC, 5] @DRAM,
//     Bc : f32[KC, 80] @DRAM,
//     C : [f32][5, 80] @DRAM
// )
void sgemm_sve_v512_5x80( void *ctxt, int_fast32_t KC, const float* Ac, const float* Bc, struct exo_win_2f32 C ) {
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
C_reg_0 = svld1_f32(svptrue_b32(), &C.data[0]);
C_reg_1 = svld1_f32(svptrue_b32(), &C.data[16]);
C_reg_2 = svld1_f32(svptrue_b32(), &C.data[32]);
C_reg_3 = svld1_f32(svptrue_b32(), &C.data[48]);
C_reg_4 = svld1_f32(svptrue_b32(), &C.data[64]);
C_reg_5 = svld1_f32(svptrue_b32(), &C.data[C.strides[0]]);
C_reg_6 = svld1_f32(svptrue_b32(), &C.data[C.strides[0] + 16]);
C_reg_7 = svld1_f32(svptrue_b32(), &C.data[C.strides[0] + 32]);
C_reg_8 = svld1_f32(svptrue_b32(), &C.data[C.strides[0] + 48]);
C_reg_9 = svld1_f32(svptrue_b32(), &C.data[C.strides[0] + 64]);
C_reg_10 = svld1_f32(svptrue_b32(), &C.data[(2) * (C.strides[0])]);
C_reg_11 = svld1_f32(svptrue_b32(), &C.data[(2) * (C.strides[0]) + 16]);
C_reg_12 = svld1_f32(svptrue_b32(), &C.data[(2) * (C.strides[0]) + 32]);
C_reg_13 = svld1_f32(svptrue_b32(), &C.data[(2) * (C.strides[0]) + 48]);
C_reg_14 = svld1_f32(svptrue_b32(), &C.data[(2) * (C.strides[0]) + 64]);
C_reg_15 = svld1_f32(svptrue_b32(), &C.data[(3) * (C.strides[0])]);
C_reg_16 = svld1_f32(svptrue_b32(), &C.data[(3) * (C.strides[0]) + 16]);
C_reg_17 = svld1_f32(svptrue_b32(), &C.data[(3) * (C.strides[0]) + 32]);
C_reg_18 = svld1_f32(svptrue_b32(), &C.data[(3) * (C.strides[0]) + 48]);
C_reg_19 = svld1_f32(svptrue_b32(), &C.data[(3) * (C.strides[0]) + 64]);
C_reg_20 = svld1_f32(svptrue_b32(), &C.data[(4) * (C.strides[0])]);
C_reg_21 = svld1_f32(svptrue_b32(), &C.data[(4) * (C.strides[0]) + 16]);
C_reg_22 = svld1_f32(svptrue_b32(), &C.data[(4) * (C.strides[0]) + 32]);
C_reg_23 = svld1_f32(svptrue_b32(), &C.data[(4) * (C.strides[0]) + 48]);
C_reg_24 = svld1_f32(svptrue_b32(), &C.data[(4) * (C.strides[0]) + 64]);
for (int_fast32_t k = 0; k < KC; k++) {
  svfloat32_t B_reg_0;
  svfloat32_t B_reg_1;
  svfloat32_t B_reg_2;
  svfloat32_t B_reg_3;
  svfloat32_t B_reg_4;
  B_reg_0 = svld1_f32(svptrue_b32(), &Bc[(k) * (80)]);
  B_reg_1 = svld1_f32(svptrue_b32(), &Bc[(k) * (80) + 16]);
  B_reg_2 = svld1_f32(svptrue_b32(), &Bc[(k) * (80) + 32]);
  B_reg_3 = svld1_f32(svptrue_b32(), &Bc[(k) * (80) + 48]);
  B_reg_4 = svld1_f32(svptrue_b32(), &Bc[(k) * (80) + 64]);
  C_reg_0 = svmla_n_f32_x(svptrue_b32(), C_reg_0, B_reg_0, Ac[(k) * 5]);
  C_reg_1 = svmla_n_f32_x(svptrue_b32(), C_reg_1, B_reg_1, Ac[(k) * 5]);
  C_reg_2 = svmla_n_f32_x(svptrue_b32(), C_reg_2, B_reg_2, Ac[(k) * 5]);
  C_reg_3 = svmla_n_f32_x(svptrue_b32(), C_reg_3, B_reg_3, Ac[(k) * 5]);
  C_reg_4 = svmla_n_f32_x(svptrue_b32(), C_reg_4, B_reg_4, Ac[(k) * 5]);
  C_reg_5 = svmla_n_f32_x(svptrue_b32(), C_reg_5, B_reg_0, Ac[(k) * 5 + 1]);
  C_reg_6 = svmla_n_f32_x(svptrue_b32(), C_reg_6, B_reg_1, Ac[(k) * 5 + 1]);
  C_reg_7 = svmla_n_f32_x(svptrue_b32(), C_reg_7, B_reg_2, Ac[(k) * 5 + 1]);
  C_reg_8 = svmla_n_f32_x(svptrue_b32(), C_reg_8, B_reg_3, Ac[(k) * 5 + 1]);
  C_reg_9 = svmla_n_f32_x(svptrue_b32(), C_reg_9, B_reg_4, Ac[(k) * 5 + 1]);
  C_reg_10 = svmla_n_f32_x(svptrue_b32(), C_reg_10, B_reg_0, Ac[(k) * 5 + 2]);
  C_reg_11 = svmla_n_f32_x(svptrue_b32(), C_reg_11, B_reg_1, Ac[(k) * 5 + 2]);
  C_reg_12 = svmla_n_f32_x(svptrue_b32(), C_reg_12, B_reg_2, Ac[(k) * 5 + 2]);
  C_reg_13 = svmla_n_f32_x(svptrue_b32(), C_reg_13, B_reg_3, Ac[(k) * 5 + 2]);
  C_reg_14 = svmla_n_f32_x(svptrue_b32(), C_reg_14, B_reg_4, Ac[(k) * 5 + 2]);
  C_reg_15 = svmla_n_f32_x(svptrue_b32(), C_reg_15, B_reg_0, Ac[(k) * 5 + 3]);
  C_reg_16 = svmla_n_f32_x(svptrue_b32(), C_reg_16, B_reg_1, Ac[(k) * 5 + 3]);
  C_reg_17 = svmla_n_f32_x(svptrue_b32(), C_reg_17, B_reg_2, Ac[(k) * 5 + 3]);
  C_reg_18 = svmla_n_f32_x(svptrue_b32(), C_reg_18, B_reg_3, Ac[(k) * 5 + 3]);
  C_reg_19 = svmla_n_f32_x(svptrue_b32(), C_reg_19, B_reg_4, Ac[(k) * 5 + 3]);
  C_reg_20 = svmla_n_f32_x(svptrue_b32(), C_reg_20, B_reg_0, Ac[(k) * 5 + 4]);
  C_reg_21 = svmla_n_f32_x(svptrue_b32(), C_reg_21, B_reg_1, Ac[(k) * 5 + 4]);
  C_reg_22 = svmla_n_f32_x(svptrue_b32(), C_reg_22, B_reg_2, Ac[(k) * 5 + 4]);
  C_reg_23 = svmla_n_f32_x(svptrue_b32(), C_reg_23, B_reg_3, Ac[(k) * 5 + 4]);
  C_reg_24 = svmla_n_f32_x(svptrue_b32(), C_reg_24, B_reg_4, Ac[(k) * 5 + 4]);
}
svst1_f32(svptrue_b32(), &C.data[0], C_reg_0);
svst1_f32(svptrue_b32(), &C.data[16], C_reg_1);
svst1_f32(svptrue_b32(), &C.data[32], C_reg_2);
svst1_f32(svptrue_b32(), &C.data[48], C_reg_3);
svst1_f32(svptrue_b32(), &C.data[64], C_reg_4);
svst1_f32(svptrue_b32(), &C.data[C.strides[0]], C_reg_5);
svst1_f32(svptrue_b32(), &C.data[C.strides[0] + 16], C_reg_6);
svst1_f32(svptrue_b32(), &C.data[C.strides[0] + 32], C_reg_7);
svst1_f32(svptrue_b32(), &C.data[C.strides[0] + 48], C_reg_8);
svst1_f32(svptrue_b32(), &C.data[C.strides[0] + 64], C_reg_9);
svst1_f32(svptrue_b32(), &C.data[(2) * (C.strides[0])], C_reg_10);
svst1_f32(svptrue_b32(), &C.data[(2) * (C.strides[0]) + 16], C_reg_11);
svst1_f32(svptrue_b32(), &C.data[(2) * (C.strides[0]) + 32], C_reg_12);
svst1_f32(svptrue_b32(), &C.data[(2) * (C.strides[0]) + 48], C_reg_13);
svst1_f32(svptrue_b32(), &C.data[(2) * (C.strides[0]) + 64], C_reg_14);
svst1_f32(svptrue_b32(), &C.data[(3) * (C.strides[0])], C_reg_15);
svst1_f32(svptrue_b32(), &C.data[(3) * (C.strides[0]) + 16], C_reg_16);
svst1_f32(svptrue_b32(), &C.data[(3) * (C.strides[0]) + 32], C_reg_17);
svst1_f32(svptrue_b32(), &C.data[(3) * (C.strides[0]) + 48], C_reg_18);
svst1_f32(svptrue_b32(), &C.data[(3) * (C.strides[0]) + 64], C_reg_19);
svst1_f32(svptrue_b32(), &C.data[(4) * (C.strides[0])], C_reg_20);
svst1_f32(svptrue_b32(), &C.data[(4) * (C.strides[0]) + 16], C_reg_21);
svst1_f32(svptrue_b32(), &C.data[(4) * (C.strides[0]) + 32], C_reg_22);
svst1_f32(svptrue_b32(), &C.data[(4) * (C.strides[0]) + 48], C_reg_23);
svst1_f32(svptrue_b32(), &C.data[(4) * (C.strides[0]) + 64], C_reg_24);
}


/* relying on the following instruction..."
sve_v512_f32_mac(dst,a,b)
{dst_data} = svmla_n_f32_x(svptrue_b32(), {dst_data}, {b_data}, {a_data});
*/

/* relying on the following instruction..."
sve_v512_load(dst,src)
{dst_data} = svld1_f32(svptrue_b32(), &{src_data});
*/

/* relying on the following instruction..."
sve_v512_store(dst,src)
svst1_f32(svptrue_b32(), &{dst_data}, {src_data});
*/

// Plain-pointer entry: C is an mr x nr tile of a row-major matrix with row stride ldc.
void sgemm_sve_v512_5x80_ldc(int_fast32_t kc, const float *Ac, const float *Bc, float *C, int_fast32_t ldc) {
    struct exo_win_2f32 tile = { C, { ldc, 1 } };
    sgemm_sve_v512_5x80(NULL, kc, Ac, Bc, tile);
}
