#include "gemm_u8s8s32_rvv_v128_l1_3x3.h"

#include <stdio.h>
#include <stdlib.h>

#include <riscv_vector.h>
// gemm_u8s8s32_rvv_v128_l1_3x3(
//     KG : size,
//     Ac : [ui8][KG, 3, 4] @DRAM,
//     Bc : [i8][KG, 3, 4] @DRAM,
//     C : [i32][3, 3] @DRAM
// )
void gemm_u8s8s32_rvv_v128_l1_3x3( void *ctxt, int_fast32_t KG, struct exo_win_3ui8c Ac, struct exo_win_3i8c Bc, struct exo_win_2i32 C ) {
// assert stride(Ac, 2) == 1
// assert stride(Bc, 2) == 1
// assert stride(C, 1) == 1
vint32m1_t C_reg_0;
vint32m1_t C_reg_1;
vint32m1_t C_reg_2;
C_reg_0 = __riscv_vle32_v_i32m1(&C.data[0], (3));
C_reg_1 = __riscv_vle32_v_i32m1(&C.data[C.strides[0]], (3));
C_reg_2 = __riscv_vle32_v_i32m1(&C.data[(2) * (C.strides[0])], (3));
for (int_fast32_t k = 0; k < KG; k++) {
  vint8mf4x4_t B_reg_0;
  B_reg_0 = __riscv_vlseg4e8_v_i8mf4x4(&Bc.data[(k) * (Bc.strides[0])], (3));
  C_reg_0 = __riscv_vwmaccus_vx_i32m1_tu(C_reg_0, (&Ac.data[(k) * (Ac.strides[0])])[0], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_0, 0), (3)), (3)); C_reg_0 = __riscv_vwmaccus_vx_i32m1_tu(C_reg_0, (&Ac.data[(k) * (Ac.strides[0])])[1], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_0, 1), (3)), (3)); C_reg_0 = __riscv_vwmaccus_vx_i32m1_tu(C_reg_0, (&Ac.data[(k) * (Ac.strides[0])])[2], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_0, 2), (3)), (3)); C_reg_0 = __riscv_vwmaccus_vx_i32m1_tu(C_reg_0, (&Ac.data[(k) * (Ac.strides[0])])[3], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_0, 3), (3)), (3));
  C_reg_1 = __riscv_vwmaccus_vx_i32m1_tu(C_reg_1, (&Ac.data[(k) * (Ac.strides[0]) + Ac.strides[1]])[0], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_0, 0), (3)), (3)); C_reg_1 = __riscv_vwmaccus_vx_i32m1_tu(C_reg_1, (&Ac.data[(k) * (Ac.strides[0]) + Ac.strides[1]])[1], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_0, 1), (3)), (3)); C_reg_1 = __riscv_vwmaccus_vx_i32m1_tu(C_reg_1, (&Ac.data[(k) * (Ac.strides[0]) + Ac.strides[1]])[2], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_0, 2), (3)), (3)); C_reg_1 = __riscv_vwmaccus_vx_i32m1_tu(C_reg_1, (&Ac.data[(k) * (Ac.strides[0]) + Ac.strides[1]])[3], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_0, 3), (3)), (3));
  C_reg_2 = __riscv_vwmaccus_vx_i32m1_tu(C_reg_2, (&Ac.data[(k) * (Ac.strides[0]) + (2) * (Ac.strides[1])])[0], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_0, 0), (3)), (3)); C_reg_2 = __riscv_vwmaccus_vx_i32m1_tu(C_reg_2, (&Ac.data[(k) * (Ac.strides[0]) + (2) * (Ac.strides[1])])[1], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_0, 1), (3)), (3)); C_reg_2 = __riscv_vwmaccus_vx_i32m1_tu(C_reg_2, (&Ac.data[(k) * (Ac.strides[0]) + (2) * (Ac.strides[1])])[2], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_0, 2), (3)), (3)); C_reg_2 = __riscv_vwmaccus_vx_i32m1_tu(C_reg_2, (&Ac.data[(k) * (Ac.strides[0]) + (2) * (Ac.strides[1])])[3], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_0, 3), (3)), (3));
}
__riscv_vse32_v_i32m1(&C.data[0], C_reg_0, (3));
__riscv_vse32_v_i32m1(&C.data[C.strides[0]], C_reg_1, (3));
__riscv_vse32_v_i32m1(&C.data[(2) * (C.strides[0])], C_reg_2, (3));
}

// gemm_u8s8s32_rvv_v128_l1_3x3_overwrite(
//     KG : size,
//     Ac : [ui8][KG, 3, 4] @DRAM,
//     Bc : [i8][KG, 3, 4] @DRAM,
//     C : [i32][3, 3] @DRAM
// )
void gemm_u8s8s32_rvv_v128_l1_3x3_overwrite( void *ctxt, int_fast32_t KG, struct exo_win_3ui8c Ac, struct exo_win_3i8c Bc, struct exo_win_2i32 C ) {
// assert stride(Ac, 2) == 1
// assert stride(Bc, 2) == 1
// assert stride(C, 1) == 1
vint32m1_t C_reg_0;
vint32m1_t C_reg_1;
vint32m1_t C_reg_2;
C_reg_0 = __riscv_vmv_v_x_i32m1(0, 4);
C_reg_1 = __riscv_vmv_v_x_i32m1(0, 4);
C_reg_2 = __riscv_vmv_v_x_i32m1(0, 4);
for (int_fast32_t k = 0; k < KG; k++) {
  vint8mf4x4_t B_reg_0;
  B_reg_0 = __riscv_vlseg4e8_v_i8mf4x4(&Bc.data[(k) * (Bc.strides[0])], (3));
  C_reg_0 = __riscv_vwmaccus_vx_i32m1_tu(C_reg_0, (&Ac.data[(k) * (Ac.strides[0])])[0], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_0, 0), (3)), (3)); C_reg_0 = __riscv_vwmaccus_vx_i32m1_tu(C_reg_0, (&Ac.data[(k) * (Ac.strides[0])])[1], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_0, 1), (3)), (3)); C_reg_0 = __riscv_vwmaccus_vx_i32m1_tu(C_reg_0, (&Ac.data[(k) * (Ac.strides[0])])[2], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_0, 2), (3)), (3)); C_reg_0 = __riscv_vwmaccus_vx_i32m1_tu(C_reg_0, (&Ac.data[(k) * (Ac.strides[0])])[3], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_0, 3), (3)), (3));
  C_reg_1 = __riscv_vwmaccus_vx_i32m1_tu(C_reg_1, (&Ac.data[(k) * (Ac.strides[0]) + Ac.strides[1]])[0], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_0, 0), (3)), (3)); C_reg_1 = __riscv_vwmaccus_vx_i32m1_tu(C_reg_1, (&Ac.data[(k) * (Ac.strides[0]) + Ac.strides[1]])[1], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_0, 1), (3)), (3)); C_reg_1 = __riscv_vwmaccus_vx_i32m1_tu(C_reg_1, (&Ac.data[(k) * (Ac.strides[0]) + Ac.strides[1]])[2], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_0, 2), (3)), (3)); C_reg_1 = __riscv_vwmaccus_vx_i32m1_tu(C_reg_1, (&Ac.data[(k) * (Ac.strides[0]) + Ac.strides[1]])[3], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_0, 3), (3)), (3));
  C_reg_2 = __riscv_vwmaccus_vx_i32m1_tu(C_reg_2, (&Ac.data[(k) * (Ac.strides[0]) + (2) * (Ac.strides[1])])[0], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_0, 0), (3)), (3)); C_reg_2 = __riscv_vwmaccus_vx_i32m1_tu(C_reg_2, (&Ac.data[(k) * (Ac.strides[0]) + (2) * (Ac.strides[1])])[1], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_0, 1), (3)), (3)); C_reg_2 = __riscv_vwmaccus_vx_i32m1_tu(C_reg_2, (&Ac.data[(k) * (Ac.strides[0]) + (2) * (Ac.strides[1])])[2], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_0, 2), (3)), (3)); C_reg_2 = __riscv_vwmaccus_vx_i32m1_tu(C_reg_2, (&Ac.data[(k) * (Ac.strides[0]) + (2) * (Ac.strides[1])])[3], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_0, 3), (3)), (3));
}
__riscv_vse32_v_i32m1(&C.data[0], C_reg_0, (3));
__riscv_vse32_v_i32m1(&C.data[C.strides[0]], C_reg_1, (3));
__riscv_vse32_v_i32m1(&C.data[(2) * (C.strides[0])], C_reg_2, (3));
}


/* relying on the following instruction..."
rvv_v128_l1_u8s8s32_b_load_tail(N,dst,src)
{dst_data} = __riscv_vlseg4e8_v_i8mf4x4(&{src_data}, {N});
*/

/* relying on the following instruction..."
rvv_v128_l1_u8s8s32_load_tail(N,dst,src)
{dst_data} = __riscv_vle32_v_i32m1(&{src_data}, {N});
*/

/* relying on the following instruction..."
rvv_v128_l1_u8s8s32_mac_tail(N,dst,a,b)
{dst_data} = __riscv_vwmaccus_vx_i32m1_tu({dst_data}, (&{a_data})[0], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4({b_data}, 0), {N}), {N}); {dst_data} = __riscv_vwmaccus_vx_i32m1_tu({dst_data}, (&{a_data})[1], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4({b_data}, 1), {N}), {N}); {dst_data} = __riscv_vwmaccus_vx_i32m1_tu({dst_data}, (&{a_data})[2], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4({b_data}, 2), {N}), {N}); {dst_data} = __riscv_vwmaccus_vx_i32m1_tu({dst_data}, (&{a_data})[3], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4({b_data}, 3), {N}), {N});
*/

/* relying on the following instruction..."
rvv_v128_l1_u8s8s32_store_tail(N,dst,src)
__riscv_vse32_v_i32m1(&{dst_data}, {src_data}, {N});
*/

/* relying on the following instruction..."
rvv_v128_l1_u8s8s32_zero_tail(N,dst)
{dst_data} = __riscv_vmv_v_x_i32m1(0, 4);
*/

// C[0:mr, 0:nr] += A B, A from packed Ac; C row stride ldc.
void gemm_u8s8s32_rvv_v128_l1_3x3_ldc(int_fast32_t kg, const uint8_t *Ac, const int8_t *Bc, int32_t *C, int_fast32_t ldc) {
    struct exo_win_3ui8c a = { Ac, { 12, 4, 1 } };
    struct exo_win_3i8c b = { Bc, { 12, 4, 1 } };
    struct exo_win_2i32 tile = { C, { ldc, 1 } };
    gemm_u8s8s32_rvv_v128_l1_3x3(NULL, kg, a, b, tile);
}

// C[0:mr, 0:nr] += A B, A from A's mr rows in place (row i's k-group q at A[i*lda + q*G]); C row stride ldc.
void gemm_u8s8s32_rvv_v128_l1_3x3_rows(int_fast32_t kg, const uint8_t *A, int_fast32_t lda, const int8_t *Bc, int32_t *C, int_fast32_t ldc) {
    struct exo_win_3ui8c a = { A, { 4, lda, 1 } };
    struct exo_win_3i8c b = { Bc, { 12, 4, 1 } };
    struct exo_win_2i32 tile = { C, { ldc, 1 } };
    gemm_u8s8s32_rvv_v128_l1_3x3(NULL, kg, a, b, tile);
}

// C[0:mr, 0:nr] = A B, A from packed Ac; C row stride ldc.
void gemm_u8s8s32_rvv_v128_l1_3x3_overwrite_ldc(int_fast32_t kg, const uint8_t *Ac, const int8_t *Bc, int32_t *C, int_fast32_t ldc) {
    struct exo_win_3ui8c a = { Ac, { 12, 4, 1 } };
    struct exo_win_3i8c b = { Bc, { 12, 4, 1 } };
    struct exo_win_2i32 tile = { C, { ldc, 1 } };
    gemm_u8s8s32_rvv_v128_l1_3x3_overwrite(NULL, kg, a, b, tile);
}

// C[0:mr, 0:nr] = A B, A from A's mr rows in place (row i's k-group q at A[i*lda + q*G]); C row stride ldc.
void gemm_u8s8s32_rvv_v128_l1_3x3_overwrite_rows(int_fast32_t kg, const uint8_t *A, int_fast32_t lda, const int8_t *Bc, int32_t *C, int_fast32_t ldc) {
    struct exo_win_3ui8c a = { A, { 4, lda, 1 } };
    struct exo_win_3i8c b = { Bc, { 12, 4, 1 } };
    struct exo_win_2i32 tile = { C, { ldc, 1 } };
    gemm_u8s8s32_rvv_v128_l1_3x3_overwrite(NULL, kg, a, b, tile);
}
