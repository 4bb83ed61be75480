#include "gemm_bf16f32_rvv_v128_l1_1x4.h"

#include <stdio.h>
#include <stdlib.h>

#include <riscv_vector.h>
#ifndef EXOGEMM_RVV_BF16
#define EXOGEMM_RVV_BF16
typedef __bf16 exogemm_bf16 __attribute__((may_alias));
#endif
// gemm_bf16f32_rvv_v128_l1_1x4(
//     KG : size,
//     Ac : [ui16][KG, 1, 2] @DRAM,
//     Bc : [ui16][KG, 4, 2] @DRAM,
//     C : [f32][1, 4] @DRAM
// )
void gemm_bf16f32_rvv_v128_l1_1x4( void *ctxt, int_fast32_t KG, struct exo_win_3ui16c Ac, struct exo_win_3ui16c Bc, struct exo_win_2f32 C ) {
// assert stride(Ac, 2) == 1
// assert stride(Bc, 2) == 1
// assert stride(C, 1) == 1
vfloat32m1_t C_reg_0;
C_reg_0 = __riscv_vle32_v_f32m1(&C.data[0], 4);
for (int_fast32_t k = 0; k < KG; k++) {
  vbfloat16mf2x2_t B_reg_0;
  B_reg_0 = __riscv_vlseg2e16_v_bf16mf2x2((const __bf16 *)&Bc.data[(k) * (Bc.strides[0])], 4);
  C_reg_0 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_0, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0])])[0], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_0, 0), 4); C_reg_0 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_0, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0])])[1], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_0, 1), 4);
}
__riscv_vse32_v_f32m1(&C.data[0], C_reg_0, 4);
}

// gemm_bf16f32_rvv_v128_l1_1x4_overwrite(
//     KG : size,
//     Ac : [ui16][KG, 1, 2] @DRAM,
//     Bc : [ui16][KG, 4, 2] @DRAM,
//     C : [f32][1, 4] @DRAM
// )
void gemm_bf16f32_rvv_v128_l1_1x4_overwrite( void *ctxt, int_fast32_t KG, struct exo_win_3ui16c Ac, struct exo_win_3ui16c Bc, struct exo_win_2f32 C ) {
// assert stride(Ac, 2) == 1
// assert stride(Bc, 2) == 1
// assert stride(C, 1) == 1
vfloat32m1_t C_reg_0;
C_reg_0 = __riscv_vfmv_v_f_f32m1(0.0f, 4);
for (int_fast32_t k = 0; k < KG; k++) {
  vbfloat16mf2x2_t B_reg_0;
  B_reg_0 = __riscv_vlseg2e16_v_bf16mf2x2((const __bf16 *)&Bc.data[(k) * (Bc.strides[0])], 4);
  C_reg_0 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_0, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0])])[0], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_0, 0), 4); C_reg_0 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_0, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0])])[1], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_0, 1), 4);
}
__riscv_vse32_v_f32m1(&C.data[0], C_reg_0, 4);
}


/* relying on the following instruction..."
rvv_v128_l1_bf16f32_b_load(dst,src)
{dst_data} = __riscv_vlseg2e16_v_bf16mf2x2((const __bf16 *)&{src_data}, 4);
*/

/* relying on the following instruction..."
rvv_v128_l1_bf16f32_load(dst,src)
{dst_data} = __riscv_vle32_v_f32m1(&{src_data}, 4);
*/

/* relying on the following instruction..."
rvv_v128_l1_bf16f32_mac(dst,a,b)
{dst_data} = __riscv_vfwmaccbf16_vf_f32m1({dst_data}, *(const exogemm_bf16 *)&(&{a_data})[0], __riscv_vget_v_bf16mf2x2_bf16mf2({b_data}, 0), 4); {dst_data} = __riscv_vfwmaccbf16_vf_f32m1({dst_data}, *(const exogemm_bf16 *)&(&{a_data})[1], __riscv_vget_v_bf16mf2x2_bf16mf2({b_data}, 1), 4);
*/

/* relying on the following instruction..."
rvv_v128_l1_bf16f32_store(dst,src)
__riscv_vse32_v_f32m1(&{dst_data}, {src_data}, 4);
*/

/* relying on the following instruction..."
rvv_v128_l1_bf16f32_zero(dst)
{dst_data} = __riscv_vfmv_v_f_f32m1(0.0f, 4);
*/

// C[0:mr, 0:nr] += A B, A from packed Ac; C row stride ldc.
void gemm_bf16f32_rvv_v128_l1_1x4_ldc(int_fast32_t kg, const uint16_t *Ac, const uint16_t *Bc, float *C, int_fast32_t ldc) {
    struct exo_win_3ui16c a = { Ac, { 2, 2, 1 } };
    struct exo_win_3ui16c b = { Bc, { 8, 2, 1 } };
    struct exo_win_2f32 tile = { C, { ldc, 1 } };
    gemm_bf16f32_rvv_v128_l1_1x4(NULL, kg, a, b, tile);
}

// C[0:mr, 0:nr] += A B, A from A's mr rows in place (row i's k-group q at A[i*lda + q*G]); C row stride ldc.
void gemm_bf16f32_rvv_v128_l1_1x4_rows(int_fast32_t kg, const uint16_t *A, int_fast32_t lda, const uint16_t *Bc, float *C, int_fast32_t ldc) {
    struct exo_win_3ui16c a = { A, { 2, lda, 1 } };
    struct exo_win_3ui16c b = { Bc, { 8, 2, 1 } };
    struct exo_win_2f32 tile = { C, { ldc, 1 } };
    gemm_bf16f32_rvv_v128_l1_1x4(NULL, kg, a, b, tile);
}

// C[0:mr, 0:nr] = A B, A from packed Ac; C row stride ldc.
void gemm_bf16f32_rvv_v128_l1_1x4_overwrite_ldc(int_fast32_t kg, const uint16_t *Ac, const uint16_t *Bc, float *C, int_fast32_t ldc) {
    struct exo_win_3ui16c a = { Ac, { 2, 2, 1 } };
    struct exo_win_3ui16c b = { Bc, { 8, 2, 1 } };
    struct exo_win_2f32 tile = { C, { ldc, 1 } };
    gemm_bf16f32_rvv_v128_l1_1x4_overwrite(NULL, kg, a, b, tile);
}

// C[0:mr, 0:nr] = A B, A from A's mr rows in place (row i's k-group q at A[i*lda + q*G]); C row stride ldc.
void gemm_bf16f32_rvv_v128_l1_1x4_overwrite_rows(int_fast32_t kg, const uint16_t *A, int_fast32_t lda, const uint16_t *Bc, float *C, int_fast32_t ldc) {
    struct exo_win_3ui16c a = { A, { 2, lda, 1 } };
    struct exo_win_3ui16c b = { Bc, { 8, 2, 1 } };
    struct exo_win_2f32 tile = { C, { ldc, 1 } };
    gemm_bf16f32_rvv_v128_l1_1x4_overwrite(NULL, kg, a, b, tile);
}
