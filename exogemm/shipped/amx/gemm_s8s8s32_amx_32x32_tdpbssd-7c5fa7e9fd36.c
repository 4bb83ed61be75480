#include "gemm_s8s8s32_amx_32x32_tdpbssd.h"

#include <immintrin.h>
#ifdef EXOGEMM_AMX_EMULATE
#include "amx_emulate.h"
#endif
#include <stdio.h>
#include <stdlib.h>


/* relying on the following instruction..."
amx_s8s8_tdpbssd(dst,a,b)
_tile_dpbssd({dst_data}, {a_data}, {b_data});
*/

/* relying on the following instruction..."
amx_s8s8_tileloadd_a(dst,src)
_tile_loadd({dst_data}, &{src_data}, {src}.strides[0] * (int)sizeof({src_data}));
*/

/* relying on the following instruction..."
amx_s8s8_tileloadd_b(dst,src)
_tile_loadd({dst_data}, &{src_data}, {src}.strides[0] * (int)sizeof({src_data}));
*/

/* relying on the following instruction..."
amx_s8s8_tileloadd_c(dst,src)
_tile_loadd({dst_data}, &{src_data}, {src}.strides[0] * (int)sizeof({src_data}));
*/

/* relying on the following instruction..."
amx_s8s8_tilestored_c(dst,src)
_tile_stored({src_data}, &{dst_data}, {dst}.strides[0] * (int)sizeof({dst_data}));
*/

/* relying on the following instruction..."
amx_s8s8_tilezero_c(dst)
_tile_zero({dst_data});
*/
// gemm_s8s8s32_amx_32x32_tdpbssd(
//     KG : size,
//     A : [i8][32, KG, 4] @DRAM,
//     B : [i8][KG, 32, 4] @DRAM,
//     C : [i32][32, 32] @DRAM
// )
void gemm_s8s8s32_amx_32x32_tdpbssd( void *ctxt, int_fast32_t KG, struct exo_win_3i8c A, struct exo_win_3i8c B, struct exo_win_2i32 C ) {
EXO_ASSUME(KG % 16 == 0);
// assert stride(A, 2) == 1
// assert stride(A, 1) == 4
// assert stride(B, 2) == 1
// assert stride(B, 1) == 4
// assert stride(C, 1) == 1
/* C_tile: tiles tmm0..tmm3 */
_tile_loadd(0, &C.data[0], ((struct exo_win_2i32c){ &C.data[0], { C.strides[0], 1 } }).strides[0] * (int)sizeof(C.data[0]));
_tile_loadd(1, &C.data[16], ((struct exo_win_2i32c){ &C.data[16], { C.strides[0], 1 } }).strides[0] * (int)sizeof(C.data[16]));
_tile_loadd(2, &C.data[(16) * (C.strides[0])], ((struct exo_win_2i32c){ &C.data[(16) * (C.strides[0])], { C.strides[0], 1 } }).strides[0] * (int)sizeof(C.data[(16) * (C.strides[0])]));
_tile_loadd(3, &C.data[(16) * (C.strides[0]) + 16], ((struct exo_win_2i32c){ &C.data[(16) * (C.strides[0]) + 16], { C.strides[0], 1 } }).strides[0] * (int)sizeof(C.data[(16) * (C.strides[0]) + 16]));
for (int_fast32_t kt = 0; kt < ((KG) / (16)); kt++) {
  /* A_tile: tiles tmm4..tmm5 */
  _tile_loadd(4, &A.data[(16 * kt) * 4], ((struct exo_win_3i8c){ &A.data[(16 * kt) * 4], { A.strides[0], 4, 1 } }).strides[0] * (int)sizeof(A.data[(16 * kt) * 4]));
  _tile_loadd(5, &A.data[(16) * (A.strides[0]) + (16 * kt) * 4], ((struct exo_win_3i8c){ &A.data[(16) * (A.strides[0]) + (16 * kt) * 4], { A.strides[0], 4, 1 } }).strides[0] * (int)sizeof(A.data[(16) * (A.strides[0]) + (16 * kt) * 4]));
  /* B_tile: tiles tmm6..tmm7 */
  _tile_loadd(6, &B.data[(16 * kt) * (B.strides[0])], ((struct exo_win_3i8c){ &B.data[(16 * kt) * (B.strides[0])], { B.strides[0], 4, 1 } }).strides[0] * (int)sizeof(B.data[(16 * kt) * (B.strides[0])]));
  _tile_loadd(7, &B.data[(16 * kt) * (B.strides[0]) + (16) * 4], ((struct exo_win_3i8c){ &B.data[(16 * kt) * (B.strides[0]) + (16) * 4], { B.strides[0], 4, 1 } }).strides[0] * (int)sizeof(B.data[(16 * kt) * (B.strides[0]) + (16) * 4]));
  _tile_dpbssd(0, 4, 6);
  _tile_dpbssd(1, 4, 7);
  _tile_dpbssd(2, 5, 6);
  _tile_dpbssd(3, 5, 7);
}
_tile_stored(0, &C.data[0], ((struct exo_win_2i32){ &C.data[0], { C.strides[0], 1 } }).strides[0] * (int)sizeof(C.data[0]));
_tile_stored(1, &C.data[16], ((struct exo_win_2i32){ &C.data[16], { C.strides[0], 1 } }).strides[0] * (int)sizeof(C.data[16]));
_tile_stored(2, &C.data[(16) * (C.strides[0])], ((struct exo_win_2i32){ &C.data[(16) * (C.strides[0])], { C.strides[0], 1 } }).strides[0] * (int)sizeof(C.data[(16) * (C.strides[0])]));
_tile_stored(3, &C.data[(16) * (C.strides[0]) + 16], ((struct exo_win_2i32){ &C.data[(16) * (C.strides[0]) + 16], { C.strides[0], 1 } }).strides[0] * (int)sizeof(C.data[(16) * (C.strides[0]) + 16]));
}

// gemm_s8s8s32_amx_32x32_tdpbssd_overwrite(
//     KG : size,
//     A : [i8][32, KG, 4] @DRAM,
//     B : [i8][KG, 32, 4] @DRAM,
//     C : [i32][32, 32] @DRAM
// )
void gemm_s8s8s32_amx_32x32_tdpbssd_overwrite( void *ctxt, int_fast32_t KG, struct exo_win_3i8c A, struct exo_win_3i8c B, struct exo_win_2i32 C ) {
EXO_ASSUME(KG % 16 == 0);
// assert stride(A, 2) == 1
// assert stride(A, 1) == 4
// assert stride(B, 2) == 1
// assert stride(B, 1) == 4
// assert stride(C, 1) == 1
/* C_tile: tiles tmm0..tmm3 */
_tile_zero(0);
_tile_zero(1);
_tile_zero(2);
_tile_zero(3);
for (int_fast32_t kt = 0; kt < ((KG) / (16)); kt++) {
  /* A_tile: tiles tmm4..tmm5 */
  _tile_loadd(4, &A.data[(16 * kt) * 4], ((struct exo_win_3i8c){ &A.data[(16 * kt) * 4], { A.strides[0], 4, 1 } }).strides[0] * (int)sizeof(A.data[(16 * kt) * 4]));
  _tile_loadd(5, &A.data[(16) * (A.strides[0]) + (16 * kt) * 4], ((struct exo_win_3i8c){ &A.data[(16) * (A.strides[0]) + (16 * kt) * 4], { A.strides[0], 4, 1 } }).strides[0] * (int)sizeof(A.data[(16) * (A.strides[0]) + (16 * kt) * 4]));
  /* B_tile: tiles tmm6..tmm7 */
  _tile_loadd(6, &B.data[(16 * kt) * (B.strides[0])], ((struct exo_win_3i8c){ &B.data[(16 * kt) * (B.strides[0])], { B.strides[0], 4, 1 } }).strides[0] * (int)sizeof(B.data[(16 * kt) * (B.strides[0])]));
  _tile_loadd(7, &B.data[(16 * kt) * (B.strides[0]) + (16) * 4], ((struct exo_win_3i8c){ &B.data[(16 * kt) * (B.strides[0]) + (16) * 4], { B.strides[0], 4, 1 } }).strides[0] * (int)sizeof(B.data[(16 * kt) * (B.strides[0]) + (16) * 4]));
  _tile_dpbssd(0, 4, 6);
  _tile_dpbssd(1, 4, 7);
  _tile_dpbssd(2, 5, 6);
  _tile_dpbssd(3, 5, 7);
}
_tile_stored(0, &C.data[0], ((struct exo_win_2i32){ &C.data[0], { C.strides[0], 1 } }).strides[0] * (int)sizeof(C.data[0]));
_tile_stored(1, &C.data[16], ((struct exo_win_2i32){ &C.data[16], { C.strides[0], 1 } }).strides[0] * (int)sizeof(C.data[16]));
_tile_stored(2, &C.data[(16) * (C.strides[0])], ((struct exo_win_2i32){ &C.data[(16) * (C.strides[0])], { C.strides[0], 1 } }).strides[0] * (int)sizeof(C.data[(16) * (C.strides[0])]));
_tile_stored(3, &C.data[(16) * (C.strides[0]) + 16], ((struct exo_win_2i32){ &C.data[(16) * (C.strides[0]) + 16], { C.strides[0], 1 } }).strides[0] * (int)sizeof(C.data[(16) * (C.strides[0]) + 16]));
}

