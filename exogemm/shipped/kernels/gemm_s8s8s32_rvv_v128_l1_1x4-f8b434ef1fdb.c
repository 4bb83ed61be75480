#include "gemm_s8s8s32_rvv_v128_l1_1x4.h"

#include <stdio.h>
#include <stdlib.h>

#include <riscv_vector.h>
// gemm_s8s8s32_rvv_v128_l1_1x4(
//     KG : size,
//     Ac : [i8][KG, 1, 4] @DRAM,
//     Bc : [i8][KG, 4, 4] @DRAM,
//     C : [i32][1, 4] @DRAM
// )
void gemm_s8s8s32_rvv_v128_l1_1x4( void *ctxt, int_fast32_t KG, struct exo_win_3i8c Ac, struct exo_win_3i8c Bc, struct exo_win_2i32 C ) {
// assert stride(Ac, 2) == 1
// assert stride(Bc, 2) == 1
// assert stride(C, 1) == 1
vint32m1_t C_reg_0;
C_reg_0 = __riscv_vle32_v_i32m1(&C.data[0], 4);
for (int_fast32_t k = 0; k < KG; k++) {
  vint8mf4x4_t B_reg_0;
  B_reg_0 = __riscv_vlseg4e8_v_i8mf4x4(&Bc.data[(k) * (Bc.strides[0])], 4);
  C_reg_0 = __riscv_vwmacc_vx_i32m1(C_reg_0, (&Ac.data[(k) * (Ac.strides[0])])[0], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_0, 0), 4), 4); C_reg_0 = __riscv_vwmacc_vx_i32m1(C_reg_0, (&Ac.data[(k) * (Ac.strides[0])])[1], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_0, 1), 4), 4); C_reg_0 = __riscv_vwmacc_vx_i32m1(C_reg_0, (&Ac.data[(k) * (Ac.strides[0])])[2], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_0, 2), 4), 4); C_reg_0 = __riscv_vwmacc_vx_i32m1(C_reg_0, (&Ac.data[(k) * (Ac.strides[0])])[3], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_0, 3), 4), 4);
}
__riscv_vse32_v_i32m1(&C.data[0], C_reg_0, 4);
}

// gemm_s8s8s32_rvv_v128_l1_1x4_overwrite(
//     KG : size,
//     Ac : [i8][KG, 1, 4] @DRAM,
//     Bc : [i8][KG, 4, 4] @DRAM,
//     C : [i32][1, 4] @DRAM
// )
void gemm_s8s8s32_rvv_v128_l1_1x4_overwrite( void *ctxt, int_fast32_t KG, struct exo_win_3i8c Ac, struct exo_win_3i8c Bc, struct exo_win_2i32 C ) {
// assert stride(Ac, 2) == 1
// assert stride(Bc, 2) == 1
// assert stride(C, 1) == 1
vint32m1_t C_reg_0;
C_reg_0 = __riscv_vmv_v_x_i32m1(0, 4);
for (int_fast32_t k = 0; k < KG; k++) {
  vint8mf4x4_t B_reg_0;
  B_reg_0 = __riscv_vlseg4e8_v_i8mf4x4(&Bc.data[(k) * (Bc.strides[0])], 4);
  C_reg_0 = __riscv_vwmacc_vx_i32m1(C_reg_0, (&Ac.data[(k) * (Ac.strides[0])])[0], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_0, 0), 4), 4); C_reg_0 = __riscv_vwmacc_vx_i32m1(C_reg_0, (&Ac.data[(k) * (Ac.strides[0])])[1], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_0, 1), 4), 4); C_reg_0 = __riscv_vwmacc_vx_i32m1(C_reg_0, (&Ac.data[(k) * (Ac.strides[0])])[2], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_0, 2), 4), 4); C_reg_0 = __riscv_vwmacc_vx_i32m1(C_reg_0, (&Ac.data[(k) * (Ac.strides[0])])[3], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_0, 3), 4), 4);
}
__riscv_vse32_v_i32m1(&C.data[0], C_reg_0, 4);
}


/* relying on the following instruction..."
rvv_v128_l1_s8s8s32_b_load(dst,src)
{dst_data} = __riscv_vlseg4e8_v_i8mf4x4(&{src_data}, 4);
*/

/* relying on the following instruction..."
rvv_v128_l1_s8s8s32_load(dst,src)
{dst_data} = __riscv_vle32_v_i32m1(&{src_data}, 4);
*/

/* relying on the following instruction..."
rvv_v128_l1_s8s8s32_mac(dst,a,b)
{dst_data} = __riscv_vwmacc_vx_i32m1({dst_data}, (&{a_data})[0], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4({b_data}, 0), 4), 4); {dst_data} = __riscv_vwmacc_vx_i32m1({dst_data}, (&{a_data})[1], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4({b_data}, 1), 4), 4); {dst_data} = __riscv_vwmacc_vx_i32m1({dst_data}, (&{a_data})[2], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4({b_data}, 2), 4), 4); {dst_data} = __riscv_vwmacc_vx_i32m1({dst_data}, (&{a_data})[3], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4({b_data}, 3), 4), 4);
*/

/* relying on the following instruction..."
rvv_v128_l1_s8s8s32_store(dst,src)
__riscv_vse32_v_i32m1(&{dst_data}, {src_data}, 4);
*/

/* relying on the following instruction..."
rvv_v128_l1_s8s8s32_zero(dst)
{dst_data} = __riscv_vmv_v_x_i32m1(0, 4);
*/

// C[0:mr, 0:nr] += A B, A from packed Ac; C row stride ldc.
void gemm_s8s8s32_rvv_v128_l1_1x4_ldc(int_fast32_t kg, const int8_t *Ac, const int8_t *Bc, int32_t *C, int_fast32_t ldc) {
    struct exo_win_3i8c a = { Ac, { 4, 4, 1 } };
    struct exo_win_3i8c b = { Bc, { 16, 4, 1 } };
    struct exo_win_2i32 tile = { C, { ldc, 1 } };
    gemm_s8s8s32_rvv_v128_l1_1x4(NULL, kg, a, b, tile);
}

// C[0:mr, 0:nr] += A B, A from A's mr rows in place (row i's k-group q at A[i*lda + q*G]); C row stride ldc.
void gemm_s8s8s32_rvv_v128_l1_1x4_rows(int_fast32_t kg, const int8_t *A, int_fast32_t lda, const int8_t *Bc, int32_t *C, int_fast32_t ldc) {
    struct exo_win_3i8c a = { A, { 4, lda, 1 } };
    struct exo_win_3i8c b = { Bc, { 16, 4, 1 } };
    struct exo_win_2i32 tile = { C, { ldc, 1 } };
    gemm_s8s8s32_rvv_v128_l1_1x4(NULL, kg, a, b, tile);
}

// C[0:mr, 0:nr] = A B, A from packed Ac; C row stride ldc.
void gemm_s8s8s32_rvv_v128_l1_1x4_overwrite_ldc(int_fast32_t kg, const int8_t *Ac, const int8_t *Bc, int32_t *C, int_fast32_t ldc) {
    struct exo_win_3i8c a = { Ac, { 4, 4, 1 } };
    struct exo_win_3i8c b = { Bc, { 16, 4, 1 } };
    struct exo_win_2i32 tile = { C, { ldc, 1 } };
    gemm_s8s8s32_rvv_v128_l1_1x4_overwrite(NULL, kg, a, b, tile);
}

// C[0:mr, 0:nr] = A B, A from A's mr rows in place (row i's k-group q at A[i*lda + q*G]); C row stride ldc.
void gemm_s8s8s32_rvv_v128_l1_1x4_overwrite_rows(int_fast32_t kg, const int8_t *A, int_fast32_t lda, const int8_t *Bc, int32_t *C, int_fast32_t ldc) {
    struct exo_win_3i8c a = { A, { 4, lda, 1 } };
    struct exo_win_3i8c b = { Bc, { 16, 4, 1 } };
    struct exo_win_2i32 tile = { C, { ldc, 1 } };
    gemm_s8s8s32_rvv_v128_l1_1x4_overwrite(NULL, kg, a, b, tile);
}
