#include "sme_kernels_sme_svl256_f32_overwrite_exo.h"

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
// sgemm_sme_svl256_15x9_mopa(
//     KC : size,
//     Ac : f32[KC, 15] @DRAM,
//     Bc : f32[KC, 9] @DRAM,
//     C : [f32][15, 9] @DRAM
// )
void sgemm_sme_svl256_15x9_mopa( void *ctxt, int_fast32_t KC, const float* Ac, const float* Bc, struct exo_win_2f32 C ) __arm_streaming __arm_inout("za") {
// assert stride(C, 1) == 1
/* C_za: ZA0.S..ZA3.S */
for (int_fast32_t il = 0; il < 8; il++) {
  svld1_hor_za32(0, il, svptrue_b32(), &C.data[(il) * (C.strides[0])]);
}
for (int_fast32_t il = 0; il < 8; il++) {
  if (8 + il < 15) {
    svld1_hor_za32(2, il, svptrue_b32(), &C.data[(il + 8) * (C.strides[0])]);
  }
}
for (int_fast32_t il = 0; il < 8; il++) {
  svld1_hor_za32(1, il, svwhilelt_b32_s32(0, (1)), &C.data[(il) * (C.strides[0]) + 8]);
}
for (int_fast32_t il = 0; il < 8; il++) {
  if (8 + il < 15) {
    svld1_hor_za32(3, il, svwhilelt_b32_s32(0, (1)), &C.data[(il + 8) * (C.strides[0]) + 8]);
  }
}
for (int_fast32_t k = 0; k < KC; k++) {
  svfloat32_t A_col_0;
  svfloat32_t A_col_1;
  A_col_0 = svld1_f32(svptrue_b32(), &Ac[(k) * (15)]);
  A_col_1 = svld1_f32(svwhilelt_b32_s32(0, (7)), &Ac[(k) * (15) + 8]);
  svfloat32_t B_row_0;
  svfloat32_t B_row_1;
  B_row_0 = svld1_f32(svptrue_b32(), &Bc[(k) * 9]);
  B_row_1 = svld1_f32(svwhilelt_b32_s32(0, (1)), &Bc[(k) * 9 + 8]);
  svmopa_za32_f32_m(EXOGEMM_ZA_TILE(0, 0), svptrue_b32(), svptrue_b32(), A_col_0, B_row_0);
  svmopa_za32_f32_m(EXOGEMM_ZA_TILE(2, 0), svwhilelt_b32_s32(0, (7)), svptrue_b32(), A_col_1, B_row_0);
  svmopa_za32_f32_m(EXOGEMM_ZA_TILE(1, 0), svptrue_b32(), svwhilelt_b32_s32(0, (1)), A_col_0, B_row_1);
  svmopa_za32_f32_m(EXOGEMM_ZA_TILE(3, 0), svwhilelt_b32_s32(0, (7)), svwhilelt_b32_s32(0, (1)), A_col_1, B_row_1);
}
for (int_fast32_t il = 0; il < 8; il++) {
  svst1_hor_za32(0, il, svptrue_b32(), &C.data[(il) * (C.strides[0])]);
}
for (int_fast32_t il = 0; il < 8; il++) {
  if (8 + il < 15) {
    svst1_hor_za32(2, il, svptrue_b32(), &C.data[(il + 8) * (C.strides[0])]);
  }
}
for (int_fast32_t il = 0; il < 8; il++) {
  svst1_hor_za32(1, il, svwhilelt_b32_s32(0, (1)), &C.data[(il) * (C.strides[0]) + 8]);
}
for (int_fast32_t il = 0; il < 8; il++) {
  if (8 + il < 15) {
    svst1_hor_za32(3, il, svwhilelt_b32_s32(0, (1)), &C.data[(il + 8) * (C.strides[0]) + 8]);
  }
}
}

// sgemm_sme_svl256_15x9_mopa_overwrite(
//     KC : size,
//     Ac : [f32][KC, 15] @DRAM,
//     Bc : [f32][KC, 9] @DRAM,
//     C : [f32][15, 9] @DRAM
// )
void sgemm_sme_svl256_15x9_mopa_overwrite( void *ctxt, int_fast32_t KC, struct exo_win_2f32c Ac, struct exo_win_2f32c Bc, struct exo_win_2f32 C ) __arm_streaming __arm_inout("za") {
// assert stride(Ac, 1) == 1
// assert stride(Bc, 1) == 1
// assert stride(C, 1) == 1
/* C_za: ZA0.S..ZA3.S */
svzero_mask_za(0x11 << EXOGEMM_ZA_TILE(0, 0));
svzero_mask_za(0x11 << EXOGEMM_ZA_TILE(2, 0));
svzero_mask_za(0x11 << EXOGEMM_ZA_TILE(1, 0));
svzero_mask_za(0x11 << EXOGEMM_ZA_TILE(3, 0));
for (int_fast32_t k = 0; k < KC; k++) {
  svfloat32_t A_col_0;
  svfloat32_t A_col_1;
  A_col_0 = svld1_f32(svptrue_b32(), &Ac.data[(k) * (Ac.strides[0])]);
  A_col_1 = svld1_f32(svwhilelt_b32_s32(0, (7)), &Ac.data[(k) * (Ac.strides[0]) + 8]);
  svfloat32_t B_row_0;
  svfloat32_t B_row_1;
  B_row_0 = svld1_f32(svptrue_b32(), &Bc.data[(k) * (Bc.strides[0])]);
  B_row_1 = svld1_f32(svwhilelt_b32_s32(0, (1)), &Bc.data[(k) * (Bc.strides[0]) + 8]);
  svmopa_za32_f32_m(EXOGEMM_ZA_TILE(0, 0), svptrue_b32(), svptrue_b32(), A_col_0, B_row_0);
  svmopa_za32_f32_m(EXOGEMM_ZA_TILE(2, 0), svwhilelt_b32_s32(0, (7)), svptrue_b32(), A_col_1, B_row_0);
  svmopa_za32_f32_m(EXOGEMM_ZA_TILE(1, 0), svptrue_b32(), svwhilelt_b32_s32(0, (1)), A_col_0, B_row_1);
  svmopa_za32_f32_m(EXOGEMM_ZA_TILE(3, 0), svwhilelt_b32_s32(0, (7)), svwhilelt_b32_s32(0, (1)), A_col_1, B_row_1);
}
for (int_fast32_t il = 0; il < 8; il++) {
  svst1_hor_za32(0, il, svptrue_b32(), &C.data[(il) * (C.strides[0])]);
}
for (int_fast32_t il = 0; il < 8; il++) {
  if (8 + il < 15) {
    svst1_hor_za32(2, il, svptrue_b32(), &C.data[(il + 8) * (C.strides[0])]);
  }
}
for (int_fast32_t il = 0; il < 8; il++) {
  svst1_hor_za32(1, il, svwhilelt_b32_s32(0, (1)), &C.data[(il) * (C.strides[0]) + 8]);
}
for (int_fast32_t il = 0; il < 8; il++) {
  if (8 + il < 15) {
    svst1_hor_za32(3, il, svwhilelt_b32_s32(0, (1)), &C.data[(il + 8) * (C.strides[0]) + 8]);
  }
}
}

// sgemm_sme_svl256_16x16_mopa(
//     KC : size,
//     Ac : f32[KC, 16] @DRAM,
//     Bc : f32[KC, 16] @DRAM,
//     C : [f32][16, 16] @DRAM
// )
void sgemm_sme_svl256_16x16_mopa( void *ctxt, int_fast32_t KC, const float* Ac, const float* Bc, struct exo_win_2f32 C ) __arm_streaming __arm_inout("za") {
// assert stride(C, 1) == 1
/* C_za: ZA0.S..ZA3.S */
for (int_fast32_t il = 0; il < 8; il++) {
  svld1_hor_za32(0, il, svptrue_b32(), &C.data[(il) * (C.strides[0])]);
}
for (int_fast32_t il = 0; il < 8; il++) {
  svld1_hor_za32(2, il, svptrue_b32(), &C.data[(il + 8) * (C.strides[0])]);
}
for (int_fast32_t il = 0; il < 8; il++) {
  svld1_hor_za32(1, il, svptrue_b32(), &C.data[(il) * (C.strides[0]) + 8]);
}
for (int_fast32_t il = 0; il < 8; il++) {
  svld1_hor_za32(3, il, svptrue_b32(), &C.data[(il + 8) * (C.strides[0]) + 8]);
}
for (int_fast32_t k = 0; k < KC; k++) {
  svfloat32_t A_col_0;
  svfloat32_t A_col_1;
  A_col_0 = svld1_f32(svptrue_b32(), &Ac[(k) * (16)]);
  A_col_1 = svld1_f32(svptrue_b32(), &Ac[(k) * (16) + 8]);
  svfloat32_t B_row_0;
  svfloat32_t B_row_1;
  B_row_0 = svld1_f32(svptrue_b32(), &Bc[(k) * (16)]);
  B_row_1 = svld1_f32(svptrue_b32(), &Bc[(k) * (16) + 8]);
  svmopa_za32_f32_m(EXOGEMM_ZA_TILE(0, 0), svptrue_b32(), svptrue_b32(), A_col_0, B_row_0);
  svmopa_za32_f32_m(EXOGEMM_ZA_TILE(2, 0), svptrue_b32(), svptrue_b32(), A_col_1, B_row_0);
  svmopa_za32_f32_m(EXOGEMM_ZA_TILE(1, 0), svptrue_b32(), svptrue_b32(), A_col_0, B_row_1);
  svmopa_za32_f32_m(EXOGEMM_ZA_TILE(3, 0), svptrue_b32(), svptrue_b32(), A_col_1, B_row_1);
}
for (int_fast32_t il = 0; il < 8; il++) {
  svst1_hor_za32(0, il, svptrue_b32(), &C.data[(il) * (C.strides[0])]);
}
for (int_fast32_t il = 0; il < 8; il++) {
  svst1_hor_za32(2, il, svptrue_b32(), &C.data[(il + 8) * (C.strides[0])]);
}
for (int_fast32_t il = 0; il < 8; il++) {
  svst1_hor_za32(1, il, svptrue_b32(), &C.data[(il) * (C.strides[0]) + 8]);
}
for (int_fast32_t il = 0; il < 8; il++) {
  svst1_hor_za32(3, il, svptrue_b32(), &C.data[(il + 8) * (C.strides[0]) + 8]);
}
}

// sgemm_sme_svl256_16x16_mopa_overwrite(
//     KC : size,
//     Ac : [f32][KC, 16] @DRAM,
//     Bc : [f32][KC, 16] @DRAM,
//     C : [f32][16, 16] @DRAM
// )
void sgemm_sme_svl256_16x16_mopa_overwrite( void *ctxt, int_fast32_t KC, struct exo_win_2f32c Ac, struct exo_win_2f32c Bc, struct exo_win_2f32 C ) __arm_streaming __arm_inout("za") {
// assert stride(Ac, 1) == 1
// assert stride(Bc, 1) == 1
// assert stride(C, 1) == 1
/* C_za: ZA0.S..ZA3.S */
svzero_mask_za(0x11 << EXOGEMM_ZA_TILE(0, 0));
svzero_mask_za(0x11 << EXOGEMM_ZA_TILE(2, 0));
svzero_mask_za(0x11 << EXOGEMM_ZA_TILE(1, 0));
svzero_mask_za(0x11 << EXOGEMM_ZA_TILE(3, 0));
for (int_fast32_t k = 0; k < KC; k++) {
  svfloat32_t A_col_0;
  svfloat32_t A_col_1;
  A_col_0 = svld1_f32(svptrue_b32(), &Ac.data[(k) * (Ac.strides[0])]);
  A_col_1 = svld1_f32(svptrue_b32(), &Ac.data[(k) * (Ac.strides[0]) + 8]);
  svfloat32_t B_row_0;
  svfloat32_t B_row_1;
  B_row_0 = svld1_f32(svptrue_b32(), &Bc.data[(k) * (Bc.strides[0])]);
  B_row_1 = svld1_f32(svptrue_b32(), &Bc.data[(k) * (Bc.strides[0]) + 8]);
  svmopa_za32_f32_m(EXOGEMM_ZA_TILE(0, 0), svptrue_b32(), svptrue_b32(), A_col_0, B_row_0);
  svmopa_za32_f32_m(EXOGEMM_ZA_TILE(2, 0), svptrue_b32(), svptrue_b32(), A_col_1, B_row_0);
  svmopa_za32_f32_m(EXOGEMM_ZA_TILE(1, 0), svptrue_b32(), svptrue_b32(), A_col_0, B_row_1);
  svmopa_za32_f32_m(EXOGEMM_ZA_TILE(3, 0), svptrue_b32(), svptrue_b32(), A_col_1, B_row_1);
}
for (int_fast32_t il = 0; il < 8; il++) {
  svst1_hor_za32(0, il, svptrue_b32(), &C.data[(il) * (C.strides[0])]);
}
for (int_fast32_t il = 0; il < 8; il++) {
  svst1_hor_za32(2, il, svptrue_b32(), &C.data[(il + 8) * (C.strides[0])]);
}
for (int_fast32_t il = 0; il < 8; il++) {
  svst1_hor_za32(1, il, svptrue_b32(), &C.data[(il) * (C.strides[0]) + 8]);
}
for (int_fast32_t il = 0; il < 8; il++) {
  svst1_hor_za32(3, il, svptrue_b32(), &C.data[(il + 8) * (C.strides[0]) + 8]);
}
}


/* relying on the following instruction..."
sme_svl256_load_row(dst,src)
svld1_hor_za32({dst_data}, svptrue_b32(), &{src_data});
*/

/* relying on the following instruction..."
sme_svl256_load_row_tail(N,dst,src)
svld1_hor_za32({dst_data}, svwhilelt_b32_s32(0, {N}), &{src_data});
*/

/* relying on the following instruction..."
sme_svl256_load_vector(dst,src)
{dst_data} = svld1_f32(svptrue_b32(), &{src_data});
*/

/* relying on the following instruction..."
sme_svl256_load_vector_tail(N,dst,src)
{dst_data} = svld1_f32(svwhilelt_b32_s32(0, {N}), &{src_data});
*/

/* relying on the following instruction..."
sme_svl256_mopa(dst,x,y)
svmopa_za32_f32_m(EXOGEMM_ZA_TILE({dst_data}), svptrue_b32(), svptrue_b32(), {x_data}, {y_data});
*/

/* relying on the following instruction..."
sme_svl256_mopa_both_tails(M,N,dst,x,y)
svmopa_za32_f32_m(EXOGEMM_ZA_TILE({dst_data}), svwhilelt_b32_s32(0, {M}), svwhilelt_b32_s32(0, {N}), {x_data}, {y_data});
*/

/* relying on the following instruction..."
sme_svl256_mopa_cols_tail(N,dst,x,y)
svmopa_za32_f32_m(EXOGEMM_ZA_TILE({dst_data}), svptrue_b32(), svwhilelt_b32_s32(0, {N}), {x_data}, {y_data});
*/

/* relying on the following instruction..."
sme_svl256_mopa_rows_tail(M,dst,x,y)
svmopa_za32_f32_m(EXOGEMM_ZA_TILE({dst_data}), svwhilelt_b32_s32(0, {M}), svptrue_b32(), {x_data}, {y_data});
*/

/* relying on the following instruction..."
sme_svl256_store_row(dst,src)
svst1_hor_za32({src_data}, svptrue_b32(), &{dst_data});
*/

/* relying on the following instruction..."
sme_svl256_store_row_tail(N,dst,src)
svst1_hor_za32({src_data}, svwhilelt_b32_s32(0, {N}), &{dst_data});
*/

/* relying on the following instruction..."
sme_svl256_zero_tile(dst)
svzero_mask_za(0x11 << EXOGEMM_ZA_TILE({dst_data}));
*/

/* relying on the following instruction..."
sme_svl256_zero_tile_both_tails(M,N,dst)
svzero_mask_za(0x11 << EXOGEMM_ZA_TILE({dst_data}));
*/

/* relying on the following instruction..."
sme_svl256_zero_tile_cols_tail(N,dst)
svzero_mask_za(0x11 << EXOGEMM_ZA_TILE({dst_data}));
*/

/* relying on the following instruction..."
sme_svl256_zero_tile_rows_tail(M,dst)
svzero_mask_za(0x11 << EXOGEMM_ZA_TILE({dst_data}));
*/
