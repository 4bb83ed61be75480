#include "sme_kernels_sme_svl128_f32_exo.h"

#include <stdio.h>
#include <stdlib.h>

#include <arm_sme.h>
#ifndef EXOGEMM_ZA_TILE
#define EXOGEMM_ZA_TILE(tile, slice) (tile)
#endif
#include <arm_sme.h>
#ifndef EXOGEMM_ZA_TILE
#define EXOGEMM_ZA_TILE(tile, slice) (tile)
#endif
// sgemm_sme_svl128_7x5_mopa(
//     KC : size,
//     Ac : f32[KC, 7] @DRAM,
//     Bc : f32[KC, 5] @DRAM,
//     C : [f32][7, 5] @DRAM
// )
void sgemm_sme_svl128_7x5_mopa( void *ctxt, int_fast32_t KC, const float* Ac, const float* Bc, struct exo_win_2f32 C ) __arm_streaming __arm_inout("za") {
// assert stride(C, 1) == 1
/* C_za: ZA0.S..ZA3.S */
for (int_fast32_t il = 0; il < 4; il++) {
  svld1_hor_za32(0, il, svptrue_b32(), &C.data[(il) * (C.strides[0])]);
}
for (int_fast32_t il = 0; il < 4; il++) {
  if (4 + il < 7) {
    svld1_hor_za32(2, il, svptrue_b32(), &C.data[(il + 4) * (C.strides[0])]);
  }
}
for (int_fast32_t il = 0; il < 4; il++) {
  svld1_hor_za32(1, il, svwhilelt_b32_s32(0, (1)), &C.data[(il) * (C.strides[0]) + 4]);
}
for (int_fast32_t il = 0; il < 4; il++) {
  if (4 + il < 7) {
    svld1_hor_za32(3, il, svwhilelt_b32_s32(0, (1)), &C.data[(il + 4) * (C.strides[0]) + 4]);
  }
}
for (int_fast32_t k = 0; k < KC; k++) {
  svfloat32_t A_col_0;
  svfloat32_t A_col_1;
  A_col_0 = svld1_f32(svptrue_b32(), &Ac[(k) * 7]);
  A_col_1 = svld1_f32(svwhilelt_b32_s32(0, (3)), &Ac[(k) * 7 + 4]);
  svfloat32_t B_row_0;
  svfloat32_t B_row_1;
  B_row_0 = svld1_f32(svptrue_b32(), &Bc[(k) * 5]);
  B_row_1 = svld1_f32(svwhilelt_b32_s32(0, (1)), &Bc[(k) * 5 + 4]);
  svmopa_za32_f32_m(EXOGEMM_ZA_TILE(0, 0), svptrue_b32(), svptrue_b32(), A_col_0, B_row_0);
  svmopa_za32_f32_m(EXOGEMM_ZA_TILE(2, 0), svwhilelt_b32_s32(0, (3)), svptrue_b32(), A_col_1, B_row_0);
  svmopa_za32_f32_m(EXOGEMM_ZA_TILE(1, 0), svptrue_b32(), svwhilelt_b32_s32(0, (1)), A_col_0, B_row_1);
  svmopa_za32_f32_m(EXOGEMM_ZA_TILE(3, 0), svwhilelt_b32_s32(0, (3)), svwhilelt_b32_s32(0, (1)), A_col_1, B_row_1);
}
for (int_fast32_t il = 0; il < 4; il++) {
  svst1_hor_za32(0, il, svptrue_b32(), &C.data[(il) * (C.strides[0])]);
}
for (int_fast32_t il = 0; il < 4; il++) {
  if (4 + il < 7) {
    svst1_hor_za32(2, il, svptrue_b32(), &C.data[(il + 4) * (C.strides[0])]);
  }
}
for (int_fast32_t il = 0; il < 4; il++) {
  svst1_hor_za32(1, il, svwhilelt_b32_s32(0, (1)), &C.data[(il) * (C.strides[0]) + 4]);
}
for (int_fast32_t il = 0; il < 4; il++) {
  if (4 + il < 7) {
    svst1_hor_za32(3, il, svwhilelt_b32_s32(0, (1)), &C.data[(il + 4) * (C.strides[0]) + 4]);
  }
}
}

// sgemm_sme_svl128_8x8_mopa(
//     KC : size,
//     Ac : f32[KC, 8] @DRAM,
//     Bc : f32[KC, 8] @DRAM,
//     C : [f32][8, 8] @DRAM
// )
void sgemm_sme_svl128_8x8_mopa( void *ctxt, int_fast32_t KC, const float* Ac, const float* Bc, struct exo_win_2f32 C ) __arm_streaming __arm_inout("za") {
// assert stride(C, 1) == 1
/* C_za: ZA0.S..ZA3.S */
for (int_fast32_t il = 0; il < 4; il++) {
  svld1_hor_za32(0, il, svptrue_b32(), &C.data[(il) * (C.strides[0])]);
}
for (int_fast32_t il = 0; il < 4; il++) {
  svld1_hor_za32(2, il, svptrue_b32(), &C.data[(il + 4) * (C.strides[0])]);
}
for (int_fast32_t il = 0; il < 4; il++) {
  svld1_hor_za32(1, il, svptrue_b32(), &C.data[(il) * (C.strides[0]) + 4]);
}
for (int_fast32_t il = 0; il < 4; il++) {
  svld1_hor_za32(3, il, svptrue_b32(), &C.data[(il + 4) * (C.strides[0]) + 4]);
}
for (int_fast32_t k = 0; k < KC; k++) {
  svfloat32_t A_col_0;
  svfloat32_t A_col_1;
  A_col_0 = svld1_f32(svptrue_b32(), &Ac[(k) * 8]);
  A_col_1 = svld1_f32(svptrue_b32(), &Ac[(k) * 8 + 4]);
  svfloat32_t B_row_0;
  svfloat32_t B_row_1;
  B_row_0 = svld1_f32(svptrue_b32(), &Bc[(k) * 8]);
  B_row_1 = svld1_f32(svptrue_b32(), &Bc[(k) * 8 + 4]);
  svmopa_za32_f32_m(EXOGEMM_ZA_TILE(0, 0), svptrue_b32(), svptrue_b32(), A_col_0, B_row_0);
  svmopa_za32_f32_m(EXOGEMM_ZA_TILE(2, 0), svptrue_b32(), svptrue_b32(), A_col_1, B_row_0);
  svmopa_za32_f32_m(EXOGEMM_ZA_TILE(1, 0), svptrue_b32(), svptrue_b32(), A_col_0, B_row_1);
  svmopa_za32_f32_m(EXOGEMM_ZA_TILE(3, 0), svptrue_b32(), svptrue_b32(), A_col_1, B_row_1);
}
for (int_fast32_t il = 0; il < 4; il++) {
  svst1_hor_za32(0, il, svptrue_b32(), &C.data[(il) * (C.strides[0])]);
}
for (int_fast32_t il = 0; il < 4; il++) {
  svst1_hor_za32(2, il, svptrue_b32(), &C.data[(il + 4) * (C.strides[0])]);
}
for (int_fast32_t il = 0; il < 4; il++) {
  svst1_hor_za32(1, il, svptrue_b32(), &C.data[(il) * (C.strides[0]) + 4]);
}
for (int_fast32_t il = 0; il < 4; il++) {
  svst1_hor_za32(3, il, svptrue_b32(), &C.data[(il + 4) * (C.strides[0]) + 4]);
}
}


/* relying on the following instruction..."
sme_svl128_load_row(dst,src)
svld1_hor_za32({dst_data}, svptrue_b32(), &{src_data});
*/

/* relying on the following instruction..."
sme_svl128_load_row_tail(N,dst,src)
svld1_hor_za32({dst_data}, svwhilelt_b32_s32(0, {N}), &{src_data});
*/

/* relying on the following instruction..."
sme_svl128_load_vector(dst,src)
{dst_data} = svld1_f32(svptrue_b32(), &{src_data});
*/

/* relying on the following instruction..."
sme_svl128_load_vector_tail(N,dst,src)
{dst_data} = svld1_f32(svwhilelt_b32_s32(0, {N}), &{src_data});
*/

/* relying on the following instruction..."
sme_svl128_mopa(dst,x,y)
svmopa_za32_f32_m(EXOGEMM_ZA_TILE({dst_data}), svptrue_b32(), svptrue_b32(), {x_data}, {y_data});
*/

/* relying on the following instruction..."
sme_svl128_mopa_both_tails(M,N,dst,x,y)
svmopa_za32_f32_m(EXOGEMM_ZA_TILE({dst_data}), svwhilelt_b32_s32(0, {M}), svwhilelt_b32_s32(0, {N}), {x_data}, {y_data});
*/

/* relying on the following instruction..."
sme_svl128_mopa_cols_tail(N,dst,x,y)
svmopa_za32_f32_m(EXOGEMM_ZA_TILE({dst_data}), svptrue_b32(), svwhilelt_b32_s32(0, {N}), {x_data}, {y_data});
*/

/* relying on the following instruction..."
sme_svl128_mopa_rows_tail(M,dst,x,y)
svmopa_za32_f32_m(EXOGEMM_ZA_TILE({dst_data}), svwhilelt_b32_s32(0, {M}), svptrue_b32(), {x_data}, {y_data});
*/

/* relying on the following instruction..."
sme_svl128_store_row(dst,src)
svst1_hor_za32({src_data}, svptrue_b32(), &{dst_data});
*/

/* relying on the following instruction..."
sme_svl128_store_row_tail(N,dst,src)
svst1_hor_za32({src_data}, svwhilelt_b32_s32(0, {N}), &{dst_data});
*/
