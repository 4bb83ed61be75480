#include "gemm_bf16f32_sve_v256_3x7.h"

#include <stdio.h>
#include <stdlib.h>

#include <arm_sve.h>
#ifndef EXOGEMM_WORD
#define EXOGEMM_WORD
typedef int exogemm_word __attribute__((may_alias, aligned(1)));
#endif
// gemm_bf16f32_sve_v256_3x7(
//     KG : size,
//     Ac : [ui16][KG, 3, 2] @DRAM,
//     Bc : [ui16][KG, 7, 2] @DRAM,
//     C : [f32][3, 7] @DRAM
// )
void gemm_bf16f32_sve_v256_3x7( void *ctxt, int_fast32_t KG, struct exo_win_3ui16c Ac, struct exo_win_3ui16c Bc, struct exo_win_2f32 C ) {
// assert stride(Ac, 2) == 1
// assert stride(Bc, 2) == 1
// assert stride(C, 1) == 1
svfloat32_t C_reg_0;
svfloat32_t C_reg_1;
svfloat32_t C_reg_2;
C_reg_0 = svld1_f32(svwhilelt_b32_s32(0, (7)), &C.data[0]);
C_reg_1 = svld1_f32(svwhilelt_b32_s32(0, (7)), &C.data[C.strides[0]]);
C_reg_2 = svld1_f32(svwhilelt_b32_s32(0, (7)), &C.data[(2) * (C.strides[0])]);
for (int_fast32_t k = 0; k < KG; k++) {
  svbfloat16_t B_reg_0;
  B_reg_0 = svreinterpret_bf16_u16(svld1_u16(svwhilelt_b16_s32(0, 2 * (7)), &Bc.data[(k) * (Bc.strides[0])]));
  C_reg_0 = svbfdot_f32(C_reg_0, svreinterpret_bf16_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0])])), B_reg_0);
  C_reg_1 = svbfdot_f32(C_reg_1, svreinterpret_bf16_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + Ac.strides[1]])), B_reg_0);
  C_reg_2 = svbfdot_f32(C_reg_2, svreinterpret_bf16_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (2) * (Ac.strides[1])])), B_reg_0);
}
svst1_f32(svwhilelt_b32_s32(0, (7)), &C.data[0], C_reg_0);
svst1_f32(svwhilelt_b32_s32(0, (7)), &C.data[C.strides[0]], C_reg_1);
svst1_f32(svwhilelt_b32_s32(0, (7)), &C.data[(2) * (C.strides[0])], C_reg_2);
}

// gemm_bf16f32_sve_v256_3x7_overwrite(
//     KG : size,
//     Ac : [ui16][KG, 3, 2] @DRAM,
//     Bc : [ui16][KG, 7, 2] @DRAM,
//     C : [f32][3, 7] @DRAM
// )
void gemm_bf16f32_sve_v256_3x7_overwrite( void *ctxt, int_fast32_t KG, struct exo_win_3ui16c Ac, struct exo_win_3ui16c Bc, struct exo_win_2f32 C ) {
// assert stride(Ac, 2) == 1
// assert stride(Bc, 2) == 1
// assert stride(C, 1) == 1
svfloat32_t C_reg_0;
svfloat32_t C_reg_1;
svfloat32_t C_reg_2;
C_reg_0 = svdup_n_f32(0.0f);
C_reg_1 = svdup_n_f32(0.0f);
C_reg_2 = svdup_n_f32(0.0f);
for (int_fast32_t k = 0; k < KG; k++) {
  svbfloat16_t B_reg_0;
  B_reg_0 = svreinterpret_bf16_u16(svld1_u16(svwhilelt_b16_s32(0, 2 * (7)), &Bc.data[(k) * (Bc.strides[0])]));
  C_reg_0 = svbfdot_f32(C_reg_0, svreinterpret_bf16_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0])])), B_reg_0);
  C_reg_1 = svbfdot_f32(C_reg_1, svreinterpret_bf16_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + Ac.strides[1]])), B_reg_0);
  C_reg_2 = svbfdot_f32(C_reg_2, svreinterpret_bf16_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (2) * (Ac.strides[1])])), B_reg_0);
}
svst1_f32(svwhilelt_b32_s32(0, (7)), &C.data[0], C_reg_0);
svst1_f32(svwhilelt_b32_s32(0, (7)), &C.data[C.strides[0]], C_reg_1);
svst1_f32(svwhilelt_b32_s32(0, (7)), &C.data[(2) * (C.strides[0])], C_reg_2);
}


/* relying on the following instruction..."
sve_v256_bf16f32_b_load_tail(N,dst,src)
{dst_data} = svreinterpret_bf16_u16(svld1_u16(svwhilelt_b16_s32(0, 2 * {N}), &{src_data}));
*/

/* relying on the following instruction..."
sve_v256_bf16f32_load_tail(N,dst,src)
{dst_data} = svld1_f32(svwhilelt_b32_s32(0, {N}), &{src_data});
*/

/* relying on the following instruction..."
sve_v256_bf16f32_mac_tail(N,dst,a,b)
{dst_data} = svbfdot_f32({dst_data}, svreinterpret_bf16_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&{a_data})), {b_data});
*/

/* relying on the following instruction..."
sve_v256_bf16f32_store_tail(N,dst,src)
svst1_f32(svwhilelt_b32_s32(0, {N}), &{dst_data}, {src_data});
*/

/* relying on the following instruction..."
sve_v256_bf16f32_zero_tail(N,dst)
{dst_data} = svdup_n_f32(0.0f);
*/

// C[0:mr, 0:nr] += A B, A from packed Ac; C row stride ldc.
void gemm_bf16f32_sve_v256_3x7_ldc(int_fast32_t kg, const uint16_t *Ac, const uint16_t *Bc, float *C, int_fast32_t ldc) {
    struct exo_win_3ui16c a = { Ac, { 6, 2, 1 } };
    struct exo_win_3ui16c b = { Bc, { 14, 2, 1 } };
    struct exo_win_2f32 tile = { C, { ldc, 1 } };
    gemm_bf16f32_sve_v256_3x7(NULL, kg, a, b, tile);
}

// C[0:mr, 0:nr] += A B, A from A's mr rows in place (row i's k-group q at A[i*lda + q*G]); C row stride ldc.
void gemm_bf16f32_sve_v256_3x7_rows(int_fast32_t kg, const uint16_t *A, int_fast32_t lda, const uint16_t *Bc, float *C, int_fast32_t ldc) {
    struct exo_win_3ui16c a = { A, { 2, lda, 1 } };
    struct exo_win_3ui16c b = { Bc, { 14, 2, 1 } };
    struct exo_win_2f32 tile = { C, { ldc, 1 } };
    gemm_bf16f32_sve_v256_3x7(NULL, kg, a, b, tile);
}

// C[0:mr, 0:nr] = A B, A from packed Ac; C row stride ldc.
void gemm_bf16f32_sve_v256_3x7_overwrite_ldc(int_fast32_t kg, const uint16_t *Ac, const uint16_t *Bc, float *C, int_fast32_t ldc) {
    struct exo_win_3ui16c a = { Ac, { 6, 2, 1 } };
    struct exo_win_3ui16c b = { Bc, { 14, 2, 1 } };
    struct exo_win_2f32 tile = { C, { ldc, 1 } };
    gemm_bf16f32_sve_v256_3x7_overwrite(NULL, kg, a, b, tile);
}

// C[0:mr, 0:nr] = A B, A from A's mr rows in place (row i's k-group q at A[i*lda + q*G]); C row stride ldc.
void gemm_bf16f32_sve_v256_3x7_overwrite_rows(int_fast32_t kg, const uint16_t *A, int_fast32_t lda, const uint16_t *Bc, float *C, int_fast32_t ldc) {
    struct exo_win_3ui16c a = { A, { 2, lda, 1 } };
    struct exo_win_3ui16c b = { Bc, { 14, 2, 1 } };
    struct exo_win_2f32 tile = { C, { ldc, 1 } };
    gemm_bf16f32_sve_v256_3x7_overwrite(NULL, kg, a, b, tile);
}
