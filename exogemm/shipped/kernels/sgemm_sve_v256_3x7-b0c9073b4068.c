#include "sgemm_sve_v256_3x7.h"

#include <stdio.h>
#include <stdlib.h>

#include <arm_sve.h>
// sgemm_sve_v256_3x7(
//     KC : size,
//     Ac : f32[KC, 3] @DRAM,
//     Bc : f32[KC, 7] @DRAM,
//     C : [f32][3, 7] @DRAM
// )
void sgemm_sve_v256_3x7( void *ctxt, int_fast32_t KC, const float* Ac, const float* Bc, struct exo_win_2f32 C ) {
// assert stride(C, 1) == 1
svfloat32_t C_reg_0;
svfloat32_t C_reg_1;
svfloat32_t C_reg_2;
C_reg_0 = svld1_f32(svwhilelt_b32_s32(0, (7)), &C.data[0]);
C_reg_1 = svld1_f32(svwhilelt_b32_s32(0, (7)), &C.data[C.strides[0]]);
C_reg_2 = svld1_f32(svwhilelt_b32_s32(0, (7)), &C.data[(2) * (C.strides[0])]);
for (int_fast32_t k = 0; k < KC; k++) {
  svfloat32_t B_reg_0;
  B_reg_0 = svld1_f32(svwhilelt_b32_s32(0, (7)), &Bc[(k) * 7]);
  C_reg_0 = svmla_n_f32_m(svwhilelt_b32_s32(0, (7)), C_reg_0, B_reg_0, Ac[(k) * 3]);
  C_reg_1 = svmla_n_f32_m(svwhilelt_b32_s32(0, (7)), C_reg_1, B_reg_0, Ac[(k) * 3 + 1]);
  C_reg_2 = svmla_n_f32_m(svwhilelt_b32_s32(0, (7)), C_reg_2, B_reg_0, Ac[(k) * 3 + 2]);
}
svst1_f32(svwhilelt_b32_s32(0, (7)), &C.data[0], C_reg_0);
svst1_f32(svwhilelt_b32_s32(0, (7)), &C.data[C.strides[0]], C_reg_1);
svst1_f32(svwhilelt_b32_s32(0, (7)), &C.data[(2) * (C.strides[0])], C_reg_2);
}


/* relying on the following instruction..."
sve_v256_f32_mac_tail(N,dst,a,b)
{dst_data} = svmla_n_f32_m(svwhilelt_b32_s32(0, {N}), {dst_data}, {b_data}, {a_data});
*/

/* relying on the following instruction..."
sve_v256_load_tail(N,dst,src)
{dst_data} = svld1_f32(svwhilelt_b32_s32(0, {N}), &{src_data});
*/

/* relying on the following instruction..."
sve_v256_store_tail(N,dst,src)
svst1_f32(svwhilelt_b32_s32(0, {N}), &{dst_data}, {src_data});
*/

// Plain-pointer entry: C is an mr x nr tile of a row-major matrix with row stride ldc.
void sgemm_sve_v256_3x7_ldc(int_fast32_t kc, const float *Ac, const float *Bc, float *C, int_fast32_t ldc) {
    struct exo_win_2f32 tile = { C, { ldc, 1 } };
    sgemm_sve_v256_3x7(NULL, kc, Ac, Bc, tile);
}
