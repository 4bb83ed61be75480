#include "sme_kernels_sme_svl256_bf16f32_exo.h"

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
// gemm_bf16f32_sme_svl256_15x9_mopa(
//     KG : size,
//     Ac : [ui16][KG, 15, 2] @DRAM,
//     Bc : [ui16][KG, 9, 2] @DRAM,
//     C : [f32][15, 9] @DRAM
// )
void gemm_bf16f32_sme_svl256_15x9_mopa( void *ctxt, int_fast32_t KG, struct exo_win_3ui16c Ac, struct exo_win_3ui16c Bc, struct exo_win_2f32 C ) __arm_streaming __arm_inout("za") {
// assert stride(Ac, 2) == 1
// assert stride(Bc, 2) == 1
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
for (int_fast32_t k = 0; k < KG; k++) {
  svbfloat16_t A_col_0;
  svbfloat16_t A_col_1;
  A_col_0 = svreinterpret_bf16_u16(svld1_u16(svptrue_b16(), &Ac.data[(k) * (Ac.strides[0])]));
  A_col_1 = svreinterpret_bf16_u16(svld1_u16(svwhilelt_b16_s32(0, 2 * (7)), &Ac.data[(k) * (Ac.strides[0]) + (8) * (Ac.strides[1])]));
  svbfloat16_t B_row_0;
  svbfloat16_t B_row_1;
  B_row_0 = svreinterpret_bf16_u16(svld1_u16(svptrue_b16(), &Bc.data[(k) * (Bc.strides[0])]));
  B_row_1 = svreinterpret_bf16_u16(svld1_u16(svwhilelt_b16_s32(0, 2 * (1)), &Bc.data[(k) * (Bc.strides[0]) + (8) * (Bc.strides[1])]));
  svmopa_za32_bf16_m(EXOGEMM_ZA_TILE(0, 0), svptrue_b16(), svptrue_b16(), A_col_0, B_row_0);
  svmopa_za32_bf16_m(EXOGEMM_ZA_TILE(2, 0), svwhilelt_b16_s32(0, 2 * (7)), svptrue_b16(), A_col_1, B_row_0);
  svmopa_za32_bf16_m(EXOGEMM_ZA_TILE(1, 0), svptrue_b16(), svwhilelt_b16_s32(0, 2 * (1)), A_col_0, B_row_1);
  svmopa_za32_bf16_m(EXOGEMM_ZA_TILE(3, 0), svwhilelt_b16_s32(0, 2 * (7)), svwhilelt_b16_s32(0, 2 * (1)), A_col_1, B_row_1);
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

// gemm_bf16f32_sme_svl256_16x16_mopa(
//     KG : size,
//     Ac : [ui16][KG, 16, 2] @DRAM,
//     Bc : [ui16][KG, 16, 2] @DRAM,
//     C : [f32][16, 16] @DRAM
// )
void gemm_bf16f32_sme_svl256_16x16_mopa( void *ctxt, int_fast32_t KG, struct exo_win_3ui16c Ac, struct exo_win_3ui16c Bc, struct exo_win_2f32 C ) __arm_streaming __arm_inout("za") {
// assert stride(Ac, 2) == 1
// assert stride(Bc, 2) == 1
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
for (int_fast32_t k = 0; k < KG; k++) {
  svbfloat16_t A_col_0;
  svbfloat16_t A_col_1;
  A_col_0 = svreinterpret_bf16_u16(svld1_u16(svptrue_b16(), &Ac.data[(k) * (Ac.strides[0])]));
  A_col_1 = svreinterpret_bf16_u16(svld1_u16(svptrue_b16(), &Ac.data[(k) * (Ac.strides[0]) + (8) * (Ac.strides[1])]));
  svbfloat16_t B_row_0;
  svbfloat16_t B_row_1;
  B_row_0 = svreinterpret_bf16_u16(svld1_u16(svptrue_b16(), &Bc.data[(k) * (Bc.strides[0])]));
  B_row_1 = svreinterpret_bf16_u16(svld1_u16(svptrue_b16(), &Bc.data[(k) * (Bc.strides[0]) + (8) * (Bc.strides[1])]));
  svmopa_za32_bf16_m(EXOGEMM_ZA_TILE(0, 0), svptrue_b16(), svptrue_b16(), A_col_0, B_row_0);
  svmopa_za32_bf16_m(EXOGEMM_ZA_TILE(2, 0), svptrue_b16(), svptrue_b16(), A_col_1, B_row_0);
  svmopa_za32_bf16_m(EXOGEMM_ZA_TILE(1, 0), svptrue_b16(), svptrue_b16(), A_col_0, B_row_1);
  svmopa_za32_bf16_m(EXOGEMM_ZA_TILE(3, 0), svptrue_b16(), svptrue_b16(), A_col_1, B_row_1);
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
sme_svl256_bf16f32_load_row(dst,src)
svld1_hor_za32({dst_data}, svptrue_b32(), &{src_data});
*/

/* relying on the following instruction..."
sme_svl256_bf16f32_load_row_tail(N,dst,src)
svld1_hor_za32({dst_data}, svwhilelt_b32_s32(0, {N}), &{src_data});
*/

/* relying on the following instruction..."
sme_svl256_bf16f32_load_vector(dst,src)
{dst_data} = svreinterpret_bf16_u16(svld1_u16(svptrue_b16(), &{src_data}));
*/

/* relying on the following instruction..."
sme_svl256_bf16f32_load_vector_tail(N,dst,src)
{dst_data} = svreinterpret_bf16_u16(svld1_u16(svwhilelt_b16_s32(0, 2 * {N}), &{src_data}));
*/

/* relying on the following instruction..."
sme_svl256_bf16f32_mopa(dst,x,y)
svmopa_za32_bf16_m(EXOGEMM_ZA_TILE({dst_data}), svptrue_b16(), svptrue_b16(), {x_data}, {y_data});
*/

/* relying on the following instruction..."
sme_svl256_bf16f32_mopa_both_tails(M,N,dst,x,y)
svmopa_za32_bf16_m(EXOGEMM_ZA_TILE({dst_data}), svwhilelt_b16_s32(0, 2 * {M}), svwhilelt_b16_s32(0, 2 * {N}), {x_data}, {y_data});
*/

/* relying on the following instruction..."
sme_svl256_bf16f32_mopa_cols_tail(N,dst,x,y)
svmopa_za32_bf16_m(EXOGEMM_ZA_TILE({dst_data}), svptrue_b16(), svwhilelt_b16_s32(0, 2 * {N}), {x_data}, {y_data});
*/

/* relying on the following instruction..."
sme_svl256_bf16f32_mopa_rows_tail(M,dst,x,y)
svmopa_za32_bf16_m(EXOGEMM_ZA_TILE({dst_data}), svwhilelt_b16_s32(0, 2 * {M}), svptrue_b16(), {x_data}, {y_data});
*/

/* relying on the following instruction..."
sme_svl256_bf16f32_store_row(dst,src)
svst1_hor_za32({src_data}, svptrue_b32(), &{dst_data});
*/

/* relying on the following instruction..."
sme_svl256_bf16f32_store_row_tail(N,dst,src)
svst1_hor_za32({src_data}, svwhilelt_b32_s32(0, {N}), &{dst_data});
*/
