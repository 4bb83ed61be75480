#include "probe_s8s8s32_exo.h"

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
// gemm_s8s8s32_sme_svl256_16x16_mopa(
//     KG : size,
//     Ac : [i8][KG, 16, 4] @DRAM,
//     Bc : [i8][KG, 16, 4] @DRAM,
//     C : [i32][16, 16] @DRAM
// )
void gemm_s8s8s32_sme_svl256_16x16_mopa( void *ctxt, int_fast32_t KG, struct exo_win_3i8c Ac, struct exo_win_3i8c Bc, struct exo_win_2i32 C ) __arm_streaming __arm_inout("za") {
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
  svint8_t A_col_0;
  svint8_t A_col_1;
  A_col_0 = svld1_s8(svptrue_b8(), &Ac.data[(k) * (Ac.strides[0])]);
  A_col_1 = svld1_s8(svptrue_b8(), &Ac.data[(k) * (Ac.strides[0]) + (8) * (Ac.strides[1])]);
  svint8_t B_row_0;
  svint8_t B_row_1;
  B_row_0 = svld1_s8(svptrue_b8(), &Bc.data[(k) * (Bc.strides[0])]);
  B_row_1 = svld1_s8(svptrue_b8(), &Bc.data[(k) * (Bc.strides[0]) + (8) * (Bc.strides[1])]);
  svmopa_za32_s8_m(EXOGEMM_ZA_TILE(0, 0), svptrue_b8(), svptrue_b8(), A_col_0, B_row_0);
  svmopa_za32_s8_m(EXOGEMM_ZA_TILE(2, 0), svptrue_b8(), svptrue_b8(), A_col_1, B_row_0);
  svmopa_za32_s8_m(EXOGEMM_ZA_TILE(1, 0), svptrue_b8(), svptrue_b8(), A_col_0, B_row_1);
  svmopa_za32_s8_m(EXOGEMM_ZA_TILE(3, 0), svptrue_b8(), svptrue_b8(), A_col_1, B_row_1);
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

// gemm_s8s8s32_sme_svl256_7x25_mopa(
//     KG : size,
//     Ac : [i8][KG, 7, 4] @DRAM,
//     Bc : [i8][KG, 25, 4] @DRAM,
//     C : [i32][7, 25] @DRAM
// )
void gemm_s8s8s32_sme_svl256_7x25_mopa( void *ctxt, int_fast32_t KG, struct exo_win_3i8c Ac, struct exo_win_3i8c Bc, struct exo_win_2i32 C ) __arm_streaming __arm_inout("za") {
// assert stride(Ac, 2) == 1
// assert stride(Bc, 2) == 1
// assert stride(C, 1) == 1
/* C_za: ZA0.S..ZA3.S */
for (int_fast32_t il = 0; il < 8; il++) {
  if (il < 7) {
    svld1_hor_za32(0, il, svptrue_b32(), &C.data[(il) * (C.strides[0])]);
  }
}
for (int_fast32_t il = 0; il < 8; il++) {
  if (il < 7) {
    svld1_hor_za32(1, il, svptrue_b32(), &C.data[(il) * (C.strides[0]) + 8]);
  }
}
for (int_fast32_t il = 0; il < 8; il++) {
  if (il < 7) {
    svld1_hor_za32(2, il, svptrue_b32(), &C.data[(il) * (C.strides[0]) + 16]);
  }
}
for (int_fast32_t il = 0; il < 8; il++) {
  if (il < 7) {
    svld1_hor_za32(3, il, svwhilelt_b32_s32(0, (1)), &C.data[(il) * (C.strides[0]) + 24]);
  }
}
for (int_fast32_t k = 0; k < KG; k++) {
  svint8_t A_col_0;
  A_col_0 = svld1_s8(svwhilelt_b8_s32(0, 4 * (7)), &Ac.data[(k) * (Ac.strides[0])]);
  svint8_t B_row_0;
  svint8_t B_row_1;
  svint8_t B_row_2;
  svint8_t B_row_3;
  B_row_0 = svld1_s8(svptrue_b8(), &Bc.data[(k) * (Bc.strides[0])]);
  B_row_1 = svld1_s8(svptrue_b8(), &Bc.data[(k) * (Bc.strides[0]) + (8) * (Bc.strides[1])]);
  B_row_2 = svld1_s8(svptrue_b8(), &Bc.data[(k) * (Bc.strides[0]) + (16) * (Bc.strides[1])]);
  B_row_3 = svld1_s8(svwhilelt_b8_s32(0, 4 * (1)), &Bc.data[(k) * (Bc.strides[0]) + (24) * (Bc.strides[1])]);
  svmopa_za32_s8_m(EXOGEMM_ZA_TILE(0, 0), svwhilelt_b8_s32(0, 4 * (7)), svptrue_b8(), A_col_0, B_row_0);
  svmopa_za32_s8_m(EXOGEMM_ZA_TILE(1, 0), svwhilelt_b8_s32(0, 4 * (7)), svptrue_b8(), A_col_0, B_row_1);
  svmopa_za32_s8_m(EXOGEMM_ZA_TILE(2, 0), svwhilelt_b8_s32(0, 4 * (7)), svptrue_b8(), A_col_0, B_row_2);
  svmopa_za32_s8_m(EXOGEMM_ZA_TILE(3, 0), svwhilelt_b8_s32(0, 4 * (7)), svwhilelt_b8_s32(0, 4 * (1)), A_col_0, B_row_3);
}
for (int_fast32_t il = 0; il < 8; il++) {
  if (il < 7) {
    svst1_hor_za32(0, il, svptrue_b32(), &C.data[(il) * (C.strides[0])]);
  }
}
for (int_fast32_t il = 0; il < 8; il++) {
  if (il < 7) {
    svst1_hor_za32(1, il, svptrue_b32(), &C.data[(il) * (C.strides[0]) + 8]);
  }
}
for (int_fast32_t il = 0; il < 8; il++) {
  if (il < 7) {
    svst1_hor_za32(2, il, svptrue_b32(), &C.data[(il) * (C.strides[0]) + 16]);
  }
}
for (int_fast32_t il = 0; il < 8; il++) {
  if (il < 7) {
    svst1_hor_za32(3, il, svwhilelt_b32_s32(0, (1)), &C.data[(il) * (C.strides[0]) + 24]);
  }
}
}


/* relying on the following instruction..."
sme_svl256_s8s8s32_load_row(dst,src)
svld1_hor_za32({dst_data}, svptrue_b32(), &{src_data});
*/

/* relying on the following instruction..."
sme_svl256_s8s8s32_load_row_tail(N,dst,src)
svld1_hor_za32({dst_data}, svwhilelt_b32_s32(0, {N}), &{src_data});
*/

/* relying on the following instruction..."
sme_svl256_s8s8s32_load_vector(dst,src)
{dst_data} = svld1_s8(svptrue_b8(), &{src_data});
*/

/* relying on the following instruction..."
sme_svl256_s8s8s32_load_vector_tail(N,dst,src)
{dst_data} = svld1_s8(svwhilelt_b8_s32(0, 4 * {N}), &{src_data});
*/

/* relying on the following instruction..."
sme_svl256_s8s8s32_mopa(dst,x,y)
svmopa_za32_s8_m(EXOGEMM_ZA_TILE({dst_data}), svptrue_b8(), svptrue_b8(), {x_data}, {y_data});
*/

/* relying on the following instruction..."
sme_svl256_s8s8s32_mopa_both_tails(M,N,dst,x,y)
svmopa_za32_s8_m(EXOGEMM_ZA_TILE({dst_data}), svwhilelt_b8_s32(0, 4 * {M}), svwhilelt_b8_s32(0, 4 * {N}), {x_data}, {y_data});
*/

/* relying on the following instruction..."
sme_svl256_s8s8s32_mopa_rows_tail(M,dst,x,y)
svmopa_za32_s8_m(EXOGEMM_ZA_TILE({dst_data}), svwhilelt_b8_s32(0, 4 * {M}), svptrue_b8(), {x_data}, {y_data});
*/

/* relying on the following instruction..."
sme_svl256_s8s8s32_store_row(dst,src)
svst1_hor_za32({src_data}, svptrue_b32(), &{dst_data});
*/

/* relying on the following instruction..."
sme_svl256_s8s8s32_store_row_tail(N,dst,src)
svst1_hor_za32({src_data}, svwhilelt_b32_s32(0, {N}), &{dst_data});
*/
