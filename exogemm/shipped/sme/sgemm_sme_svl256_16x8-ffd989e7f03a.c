#include "sgemm_sme_svl256_16x8_exo.h"

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
// sgemm_sme_svl256_16x8_mopa(
//     KC : size,
//     Ac : f32[KC, 16] @DRAM,
//     Bc : f32[KC, 8] @DRAM,
//     C : [f32][16, 8] @DRAM
// )
void sgemm_sme_svl256_16x8_mopa( void *ctxt, int_fast32_t KC, const float* Ac, const float* Bc, struct exo_win_2f32 C ) __arm_streaming __arm_inout("za") {
// assert stride(C, 1) == 1
/* C_za: ZA0.S..ZA1.S */
for (int_fast32_t il = 0; il < 8; il++) {
  svld1_hor_za32(0, il, svptrue_b32(), &C.data[(il) * (C.strides[0])]);
}
for (int_fast32_t il = 0; il < 8; il++) {
  svld1_hor_za32(1, il, svptrue_b32(), &C.data[(il + 8) * (C.strides[0])]);
}
for (int_fast32_t k = 0; k < KC; k++) {
  svfloat32_t A_col_0;
  svfloat32_t A_col_1;
  A_col_0 = svld1_f32(svptrue_b32(), &Ac[(k) * (16)]);
  A_col_1 = svld1_f32(svptrue_b32(), &Ac[(k) * (16) + 8]);
  svfloat32_t B_row_0;
  B_row_0 = svld1_f32(svptrue_b32(), &Bc[(k) * 8]);
  svmopa_za32_f32_m(EXOGEMM_ZA_TILE(0, 0), svptrue_b32(), svptrue_b32(), A_col_0, B_row_0);
  svmopa_za32_f32_m(EXOGEMM_ZA_TILE(1, 0), svptrue_b32(), svptrue_b32(), A_col_1, B_row_0);
}
for (int_fast32_t il = 0; il < 8; il++) {
  svst1_hor_za32(0, il, svptrue_b32(), &C.data[(il) * (C.strides[0])]);
}
for (int_fast32_t il = 0; il < 8; il++) {
  svst1_hor_za32(1, il, svptrue_b32(), &C.data[(il + 8) * (C.strides[0])]);
}
}

// sgemm_sme_svl256_16x8_mopa_overwrite(
//     KC : size,
//     Ac : [f32][KC, 16] @DRAM,
//     Bc : [f32][KC, 8] @DRAM,
//     C : [f32][16, 8] @DRAM
// )
void sgemm_sme_svl256_16x8_mopa_overwrite( void *ctxt, int_fast32_t KC, struct exo_win_2f32c Ac, struct exo_win_2f32c Bc, struct exo_win_2f32 C ) __arm_streaming __arm_inout("za") {
// assert stride(Ac, 1) == 1
// assert stride(Bc, 1) == 1
// assert stride(C, 1) == 1
/* C_za: ZA0.S..ZA1.S */
svzero_mask_za(0x11 << EXOGEMM_ZA_TILE(0, 0));
svzero_mask_za(0x11 << EXOGEMM_ZA_TILE(1, 0));
for (int_fast32_t k = 0; k < KC; k++) {
  svfloat32_t A_col_0;
  svfloat32_t A_col_1;
  A_col_0 = svld1_f32(svptrue_b32(), &Ac.data[(k) * (Ac.strides[0])]);
  A_col_1 = svld1_f32(svptrue_b32(), &Ac.data[(k) * (Ac.strides[0]) + 8]);
  svfloat32_t B_row_0;
  B_row_0 = svld1_f32(svptrue_b32(), &Bc.data[(k) * (Bc.strides[0])]);
  svmopa_za32_f32_m(EXOGEMM_ZA_TILE(0, 0), svptrue_b32(), svptrue_b32(), A_col_0, B_row_0);
  svmopa_za32_f32_m(EXOGEMM_ZA_TILE(1, 0), svptrue_b32(), svptrue_b32(), A_col_1, B_row_0);
}
for (int_fast32_t il = 0; il < 8; il++) {
  svst1_hor_za32(0, il, svptrue_b32(), &C.data[(il) * (C.strides[0])]);
}
for (int_fast32_t il = 0; il < 8; il++) {
  svst1_hor_za32(1, il, svptrue_b32(), &C.data[(il + 8) * (C.strides[0])]);
}
}


/* relying on the following instruction..."
sme_svl256_load_row(dst,src)
svld1_hor_za32({dst_data}, svptrue_b32(), &{src_data});
*/

/* relying on the following instruction..."
sme_svl256_load_vector(dst,src)
{dst_data} = svld1_f32(svptrue_b32(), &{src_data});
*/

/* relying on the following instruction..."
sme_svl256_mopa(dst,x,y)
svmopa_za32_f32_m(EXOGEMM_ZA_TILE({dst_data}), svptrue_b32(), svptrue_b32(), {x_data}, {y_data});
*/

/* relying on the following instruction..."
sme_svl256_store_row(dst,src)
svst1_hor_za32({src_data}, svptrue_b32(), &{dst_data});
*/

/* relying on the following instruction..."
sme_svl256_zero_tile(dst)
svzero_mask_za(0x11 << EXOGEMM_ZA_TILE({dst_data}));
*/
