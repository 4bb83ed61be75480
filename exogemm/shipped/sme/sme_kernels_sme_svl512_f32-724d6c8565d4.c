#include "sme_kernels_sme_svl512_f32_exo.h"

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
// sgemm_sme_svl512_31x17_mopa(
//     KC : size,
//     Ac : f32[KC, 31] @DRAM,
//     Bc : f32[KC, 17] @DRAM,
//     C : [f32][31, 17] @DRAM
// )
void sgemm_sme_svl512_31x17_mopa( void *ctxt, int_fast32_t KC, const float* Ac, const float* Bc, struct exo_win_2f32 C ) __arm_streaming __arm_inout("za") {
// assert stride(C, 1) == 1
/* C_za: ZA0.S..ZA3.S */
for (int_fast32_t il = 0; il < 16; il++) {
  svld1_hor_za32(0, il, svptrue_b32(), &C.data[(il) * (C.strides[0])]);
}
for (int_fast32_t il = 0; il < 16; il++) {
  if (16 + il < 31) {
    svld1_hor_za32(2, il, svptrue_b32(), &C.data[(il + 16) * (C.strides[0])]);
  }
}
for (int_fast32_t il = 0; il < 16; il++) {
  svld1_hor_za32(1, il, svwhilelt_b32_s32(0, (1)), &C.data[(il) * (C.strides[0]) + 16]);
}
for (int_fast32_t il = 0; il < 16; il++) {
  if (16 + il < 31) {
    svld1_hor_za32(3, il, svwhilelt_b32_s32(0, (1)), &C.data[(il + 16) * (C.strides[0]) + 16]);
  }
}
for (int_fast32_t k = 0; k < KC; k++) {
  svfloat32_t A_col_0;
  svfloat32_t A_col_1;
  A_col_0 = svld1_f32(svptrue_b32(), &Ac[(k) * (31)]);
  A_col_1 = svld1_f32(svwhilelt_b32_s32(0, (15)), &Ac[(k) * (31) + 16]);
  svfloat32_t B_row_0;
  svfloat32_t B_row_1;
  B_row_0 = svld1_f32(svptrue_b32(), &Bc[(k) * (17)]);
  B_row_1 = svld1_f32(svwhilelt_b32_s32(0, (1)), &Bc[(k) * (17) + 16]);
  svmopa_za32_f32_m(EXOGEMM_ZA_TILE(0, 0), svptrue_b32(), svptrue_b32(), A_col_0, B_row_0);
  svmopa_za32_f32_m(EXOGEMM_ZA_TILE(2, 0), svwhilelt_b32_s32(0, (15)), svptrue_b32(), A_col_1, B_row_0);
  svmopa_za32_f32_m(EXOGEMM_ZA_TILE(1, 0), svptrue_b32(), svwhilelt_b32_s32(0, (1)), A_col_0, B_row_1);
  svmopa_za32_f32_m(EXOGEMM_ZA_TILE(3, 0), svwhilelt_b32_s32(0, (15)), svwhilelt_b32_s32(0, (1)), A_col_1, B_row_1);
}
for (int_fast32_t il = 0; il < 16; il++) {
  svst1_hor_za32(0, il, svptrue_b32(), &C.data[(il) * (C.strides[0])]);
}
for (int_fast32_t il = 0; il < 16; il++) {
  if (16 + il < 31) {
    svst1_hor_za32(2, il, svptrue_b32(), &C.data[(il + 16) * (C.strides[0])]);
  }
}
for (int_fast32_t il = 0; il < 16; il++) {
  svst1_hor_za32(1, il, svwhilelt_b32_s32(0, (1)), &C.data[(il) * (C.strides[0]) + 16]);
}
for (int_fast32_t il = 0; il < 16; il++) {
  if (16 + il < 31) {
    svst1_hor_za32(3, il, svwhilelt_b32_s32(0, (1)), &C.data[(il + 16) * (C.strides[0]) + 16]);
  }
}
}

// sgemm_sme_svl512_32x32_mopa(
//     KC : size,
//     Ac : f32[KC, 32] @DRAM,
//     Bc : f32[KC, 32] @DRAM,
//     C : [f32][32, 32] @DRAM
// )
void sgemm_sme_svl512_32x32_mopa( void *ctxt, int_fast32_t KC, const float* Ac, const float* Bc, struct exo_win_2f32 C ) __arm_streaming __arm_inout("za") {
// assert stride(C, 1) == 1
/* C_za: ZA0.S..ZA3.S */
for (int_fast32_t il = 0; il < 16; il++) {
  svld1_hor_za32(0, il, svptrue_b32(), &C.data[(il) * (C.strides[0])]);
}
for (int_fast32_t il = 0; il < 16; il++) {
  svld1_hor_za32(2, il, svptrue_b32(), &C.data[(il + 16) * (C.strides[0])]);
}
for (int_fast32_t il = 0; il < 16; il++) {
  svld1_hor_za32(1, il, svptrue_b32(), &C.data[(il) * (C.strides[0]) + 16]);
}
for (int_fast32_t il = 0; il < 16; il++) {
  svld1_hor_za32(3, il, svptrue_b32(), &C.data[(il + 16) * (C.strides[0]) + 16]);
}
for (int_fast32_t k = 0; k < KC; k++) {
  svfloat32_t A_col_0;
  svfloat32_t A_col_1;
  A_col_0 = svld1_f32(svptrue_b32(), &Ac[(k) * (32)]);
  A_col_1 = svld1_f32(svptrue_b32(), &Ac[(k) * (32) + 16]);
  svfloat32_t B_row_0;
  svfloat32_t B_row_1;
  B_row_0 = svld1_f32(svptrue_b32(), &Bc[(k) * (32)]);
  B_row_1 = svld1_f32(svptrue_b32(), &Bc[(k) * (32) + 16]);
  svmopa_za32_f32_m(EXOGEMM_ZA_TILE(0, 0), svptrue_b32(), svptrue_b32(), A_col_0, B_row_0);
  svmopa_za32_f32_m(EXOGEMM_ZA_TILE(2, 0), svptrue_b32(), svptrue_b32(), A_col_1, B_row_0);
  svmopa_za32_f32_m(EXOGEMM_ZA_TILE(1, 0), svptrue_b32(), svptrue_b32(), A_col_0, B_row_1);
  svmopa_za32_f32_m(EXOGEMM_ZA_TILE(3, 0), svptrue_b32(), svptrue_b32(), A_col_1, B_row_1);
}
for (int_fast32_t il = 0; il < 16; il++) {
  svst1_hor_za32(0, il, svptrue_b32(), &C.data[(il) * (C.strides[0])]);
}
for (int_fast32_t il = 0; il < 16; il++) {
  svst1_hor_za32(2, il, svptrue_b32(), &C.data[(il + 16) * (C.strides[0])]);
}
for (int_fast32_t il = 0; il < 16; il++) {
  svst1_hor_za32(1, il, svptrue_b32(), &C.data[(il) * (C.strides[0]) + 16]);
}
for (int_fast32_t il = 0; il < 16; il++) {
  svst1_hor_za32(3, il, svptrue_b32(), &C.data[(il + 16) * (C.strides[0]) + 16]);
}
}


/* relying on the following instruction..."
sme_svl512_load_row(dst,src)
svld1_hor_za32({dst_data}, svptrue_b32(), &{src_data});
*/

/* relying on the following instruction..."
sme_svl512_load_row_tail(N,dst,src)
svld1_hor_za32({dst_data}, svwhilelt_b32_s32(0, {N}), &{src_data});
*/

/* relying on the following instruction..."
sme_svl512_load_vector(dst,src)
{dst_data} = svld1_f32(svptrue_b32(), &{src_data});
*/

/* relying on the following instruction..."
sme_svl512_load_vector_tail(N,dst,src)
{dst_data} = svld1_f32(svwhilelt_b32_s32(0, {N}), &{src_data});
*/

/* relying on the following instruction..."
sme_svl512_mopa(dst,x,y)
svmopa_za32_f32_m(EXOGEMM_ZA_TILE({dst_data}), svptrue_b32(), svptrue_b32(), {x_data}, {y_data});
*/

/* relying on the following instruction..."
sme_svl512_mopa_both_tails(M,N,dst,x,y)
svmopa_za32_f32_m(EXOGEMM_ZA_TILE({dst_data}), svwhilelt_b32_s32(0, {M}), svwhilelt_b32_s32(0, {N}), {x_data}, {y_data});
*/

/* relying on the following instruction..."
sme_svl512_mopa_cols_tail(N,dst,x,y)
svmopa_za32_f32_m(EXOGEMM_ZA_TILE({dst_data}), svptrue_b32(), svwhilelt_b32_s32(0, {N}), {x_data}, {y_data});
*/

/* relying on the following instruction..."
sme_svl512_mopa_rows_tail(M,dst,x,y)
svmopa_za32_f32_m(EXOGEMM_ZA_TILE({dst_data}), svwhilelt_b32_s32(0, {M}), svptrue_b32(), {x_data}, {y_data});
*/

/* relying on the following instruction..."
sme_svl512_store_row(dst,src)
svst1_hor_za32({src_data}, svptrue_b32(), &{dst_data});
*/

/* relying on the following instruction..."
sme_svl512_store_row_tail(N,dst,src)
svst1_hor_za32({src_data}, svwhilelt_b32_s32(0, {N}), &{dst_data});
*/
