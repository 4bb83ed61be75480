#include "sme_cache_probe_exo.h"

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
// sgemm_sme_svl128_4x4_mopa(
//     KC : size,
//     Ac : f32[KC, 4] @DRAM,
//     Bc : f32[KC, 4] @DRAM,
//     C : [f32][4, 4] @DRAM
// )
void sgemm_sme_svl128_4x4_mopa( void *ctxt, int_fast32_t KC, const float* Ac, const float* Bc, struct exo_win_2f32 C ) __arm_streaming __arm_inout("za") {
// assert stride(C, 1) == 1
/* C_za: ZA0.S..ZA0.S */
for (int_fast32_t il = 0; il < 4; il++) {
  svld1_hor_za32(0, il, svptrue_b32(), &C.data[(il) * (C.strides[0])]);
}
for (int_fast32_t k = 0; k < KC; k++) {
  svfloat32_t A_col_0;
  A_col_0 = svld1_f32(svptrue_b32(), &Ac[(k) * 4]);
  svfloat32_t B_row_0;
  B_row_0 = svld1_f32(svptrue_b32(), &Bc[(k) * 4]);
  svmopa_za32_f32_m(EXOGEMM_ZA_TILE(0, 0), svptrue_b32(), svptrue_b32(), A_col_0, B_row_0);
}
for (int_fast32_t il = 0; il < 4; il++) {
  svst1_hor_za32(0, il, svptrue_b32(), &C.data[(il) * (C.strides[0])]);
}
}


/* relying on the following instruction..."
sme_svl128_load_row(dst,src)
svld1_hor_za32({dst_data}, svptrue_b32(), &{src_data});
*/

/* relying on the following instruction..."
sme_svl128_load_vector(dst,src)
{dst_data} = svld1_f32(svptrue_b32(), &{src_data});
*/

/* relying on the following instruction..."
sme_svl128_mopa(dst,x,y)
svmopa_za32_f32_m(EXOGEMM_ZA_TILE({dst_data}), svptrue_b32(), svptrue_b32(), {x_data}, {y_data});
*/

/* relying on the following instruction..."
sme_svl128_store_row(dst,src)
svst1_hor_za32({src_data}, svptrue_b32(), &{dst_data});
*/
