#include "gemm_u8s8s32_sve_v256_1x8.h"

#include <stdio.h>
#include <stdlib.h>

#include <arm_sve.h>
#ifndef EXOGEMM_WORD
#define EXOGEMM_WORD
typedef int exogemm_word __attribute__((may_alias, aligned(1)));
#endif
// gemm_u8s8s32_sve_v256_1x8(
//     KG : size,
//     Ac : [ui8][KG, 1, 4] @DRAM,
//     Bc : [i8][KG, 8, 4] @DRAM,
//     C : [i32][1, 8] @DRAM
// )
void gemm_u8s8s32_sve_v256_1x8( void *ctxt, int_fast32_t KG, struct exo_win_3ui8c Ac, struct exo_win_3i8c Bc, struct exo_win_2i32 C ) {
// assert stride(Ac, 2) == 1
// assert stride(Bc, 2) == 1
// assert stride(C, 1) == 1
svint32_t C_reg_0;
C_reg_0 = svld1_s32(svptrue_b32(), &C.data[0]);
for (int_fast32_t k = 0; k < KG; k++) {
  svint8_t B_reg_0;
  B_reg_0 = svld1_s8(svptrue_b8(), &Bc.data[(k) * (Bc.strides[0])]);
  C_reg_0 = svusdot_s32(C_reg_0, svreinterpret_u8_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0])])), B_reg_0);
}
svst1_s32(svptrue_b32(), &C.data[0], C_reg_0);
}

// gemm_u8s8s32_sve_v256_1x8_overwrite(
//     KG : size,
//     Ac : [ui8][KG, 1, 4] @DRAM,
//     Bc : [i8][KG, 8, 4] @DRAM,
//     C : [i32][1, 8] @DRAM
// )
void gemm_u8s8s32_sve_v256_1x8_overwrite( void *ctxt, int_fast32_t KG, struct exo_win_3ui8c Ac, struct exo_win_3i8c Bc, struct exo_win_2i32 C ) {
// assert stride(Ac, 2) == 1
// assert stride(Bc, 2) == 1
// assert stride(C, 1) == 1
svint32_t C_reg_0;
C_reg_0 = svdup_n_s32(0);
for (int_fast32_t k = 0; k < KG; k++) {
  svint8_t B_reg_0;
  B_reg_0 = svld1_s8(svptrue_b8(), &Bc.data[(k) * (Bc.strides[0])]);
  C_reg_0 = svusdot_s32(C_reg_0, svreinterpret_u8_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0])])), B_reg_0);
}
svst1_s32(svptrue_b32(), &C.data[0], C_reg_0);
}


/* relying on the following instruction..."
sve_v256_u8s8s32_b_load(dst,src)
{dst_data} = svld1_s8(svptrue_b8(), &{src_data});
*/

/* relying on the following instruction..."
sve_v256_u8s8s32_load(dst,src)
{dst_data} = svld1_s32(svptrue_b32(), &{src_data});
*/

/* relying on the following instruction..."
sve_v256_u8s8s32_mac(dst,a,b)
{dst_data} = svusdot_s32({dst_data}, svreinterpret_u8_u32(svdup_n_u32((uint32_t)*(const exogemm_word *)&{a_data})), {b_data});
*/

/* relying on the following instruction..."
sve_v256_u8s8s32_store(dst,src)
svst1_s32(svptrue_b32(), &{dst_data}, {src_data});
*/

/* relying on the following instruction..."
sve_v256_u8s8s32_zero(dst)
{dst_data} = svdup_n_s32(0);
*/

// C[0:mr, 0:nr] += A B, A from packed Ac; C row stride ldc.
void gemm_u8s8s32_sve_v256_1x8_ldc(int_fast32_t kg, const uint8_t *Ac, const int8_t *Bc, int32_t *C, int_fast32_t ldc) {
    struct exo_win_3ui8c a = { Ac, { 4, 4, 1 } };
    struct exo_win_3i8c b = { Bc, { 32, 4, 1 } };
    struct exo_win_2i32 tile = { C, { ldc, 1 } };
    gemm_u8s8s32_sve_v256_1x8(NULL, kg, a, b, tile);
}

// C[0:mr, 0:nr] += A B, A from A's mr rows in place (row i's k-group q at A[i*lda + q*G]); C row stride ldc.
void gemm_u8s8s32_sve_v256_1x8_rows(int_fast32_t kg, const uint8_t *A, int_fast32_t lda, const int8_t *Bc, int32_t *C, int_fast32_t ldc) {
    struct exo_win_3ui8c a = { A, { 4, lda, 1 } };
    struct exo_win_3i8c b = { Bc, { 32, 4, 1 } };
    struct exo_win_2i32 tile = { C, { ldc, 1 } };
    gemm_u8s8s32_sve_v256_1x8(NULL, kg, a, b, tile);
}

// C[0:mr, 0:nr] = A B, A from packed Ac; C row stride ldc.
void gemm_u8s8s32_sve_v256_1x8_overwrite_ldc(int_fast32_t kg, const uint8_t *Ac, const int8_t *Bc, int32_t *C, int_fast32_t ldc) {
    struct exo_win_3ui8c a = { Ac, { 4, 4, 1 } };
    struct exo_win_3i8c b = { Bc, { 32, 4, 1 } };
    struct exo_win_2i32 tile = { C, { ldc, 1 } };
    gemm_u8s8s32_sve_v256_1x8_overwrite(NULL, kg, a, b, tile);
}

// C[0:mr, 0:nr] = A B, A from A's mr rows in place (row i's k-group q at A[i*lda + q*G]); C row stride ldc.
void gemm_u8s8s32_sve_v256_1x8_overwrite_rows(int_fast32_t kg, const uint8_t *A, int_fast32_t lda, const int8_t *Bc, int32_t *C, int_fast32_t ldc) {
    struct exo_win_3ui8c a = { A, { 4, lda, 1 } };
    struct exo_win_3i8c b = { Bc, { 32, 4, 1 } };
    struct exo_win_2i32 tile = { C, { ldc, 1 } };
    gemm_u8s8s32_sve_v256_1x8_overwrite(NULL, kg, a, b, tile);
}
