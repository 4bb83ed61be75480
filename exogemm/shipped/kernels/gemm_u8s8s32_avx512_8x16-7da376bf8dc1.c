#include "gemm_u8s8s32_avx512_8x16.h"

#include <immintrin.h>
#ifndef EXOGEMM_AVX512_HSUM4
#define EXOGEMM_AVX512_HSUM4
#include <stdint.h>
/* s[0..3] = the lane sums of v0..v3, each added in the order of _mm512_reduce_add_ps
   (256-bit halves, 128-bit halves, lanes 2 apart, then neighbours): the same bits. The four
   share each step's shuffle: 9 shuffles and 5 adds, where four reduce_add_ps take 16 and 16
   (shuffles run on one port of Intel cores). */
static inline void exogemm_avx512_hsum4(float *s, __m512 v0, __m512 v1, __m512 v2, __m512 v3) {
    __m512 h01 = _mm512_add_ps(_mm512_shuffle_f32x4(v0, v1, 0x44),   /* lo 256 of v0, v1 */
                               _mm512_shuffle_f32x4(v0, v1, 0xEE));  /* hi 256 */
    __m512 h23 = _mm512_add_ps(_mm512_shuffle_f32x4(v2, v3, 0x44),
                               _mm512_shuffle_f32x4(v2, v3, 0xEE));
    __m512 q = _mm512_add_ps(_mm512_shuffle_f32x4(h01, h23, 0x88),   /* lo 128 of each */
                             _mm512_shuffle_f32x4(h01, h23, 0xDD));  /* hi 128 */
    q = _mm512_add_ps(q, _mm512_permute_ps(q, 0x4E));                /* lanes 2 apart */
    q = _mm512_add_ps(q, _mm512_permute_ps(q, 0xB1));                /* neighbours */
    __m512i at = _mm512_setr_epi32(0, 4, 8, 12, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
    _mm_storeu_ps(s, _mm512_castps512_ps128(_mm512_permutexvar_ps(at, q)));
}
/* Bt[j * k + kk] = B[kk * rs + j * cs] for j < n, kk < k: 16 rows of a column a gather and
   one store, the last rows masked (a masked-off lane reads nothing). Scalar stores of
   64 x 5 x 64's copy took 1.4 cycles a float, a sixth of the call. A row stride whose 16
   rows overflow the gather's 32-bit indices takes the scalar copy. */
static inline void exogemm_avx512_gather_columns(int64_t n, int64_t k, const float *B,
                                                 int64_t rs, int64_t cs, float *Bt) {
    if (rs > INT32_MAX / 16 || rs < -INT32_MAX / 16) {
        for (int64_t kk = 0; kk < k; kk++)
            for (int64_t j = 0; j < n; j++) Bt[j * k + kk] = B[kk * rs + j * cs];
        return;
    }
    __m512i at = _mm512_mullo_epi32(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11,
                                                      12, 13, 14, 15),
                                    _mm512_set1_epi32((int)rs));
    int64_t kk = 0;
    for (; kk + 16 <= k; kk += 16)
        for (int64_t j = 0; j < n; j++)
            _mm512_storeu_ps(Bt + j * k + kk, _mm512_i32gather_ps(at, B + kk * rs + j * cs, 4));
    if (kk < k) {
        __mmask16 m = _cvtu32_mask16((1u << (k - kk)) - 1u);
        for (int64_t j = 0; j < n; j++)
            _mm512_mask_storeu_ps(Bt + j * k + kk, m, _mm512_mask_i32gather_ps(
                _mm512_setzero_ps(), m, at, B + kk * rs + j * cs, 4));
    }
}
#endif
#ifndef EXOGEMM_WORD
#define EXOGEMM_WORD
typedef int exogemm_word __attribute__((may_alias, aligned(1)));
#endif
#include <stdio.h>
#include <stdlib.h>


/* relying on the following instruction..."
avx512_u8s8s32_b_load(dst,src)
{dst_data} = _mm512_loadu_si512((const void *)&{src_data});
*/

/* relying on the following instruction..."
avx512_u8s8s32_load(dst,src)
{dst_data} = _mm512_loadu_si512((const void *)&{src_data});
*/

/* relying on the following instruction..."
avx512_u8s8s32_mac(dst,a,b)
{dst_data} = _mm512_dpbusd_epi32({dst_data}, _mm512_set1_epi32(*(const exogemm_word *)&{a_data}), {b_data});
*/

/* relying on the following instruction..."
avx512_u8s8s32_store(dst,src)
_mm512_storeu_si512((void *)&{dst_data}, {src_data});
*/

/* relying on the following instruction..."
avx512_u8s8s32_zero(dst)
{dst_data} = _mm512_setzero_si512();
*/
// gemm_u8s8s32_avx512_8x16(
//     KG : size,
//     Ac : [ui8][KG, 8, 4] @DRAM,
//     Bc : [i8][KG, 16, 4] @DRAM,
//     C : [i32][8, 16] @DRAM
// )
void gemm_u8s8s32_avx512_8x16( void *ctxt, int_fast32_t KG, struct exo_win_3ui8c Ac, struct exo_win_3i8c Bc, struct exo_win_2i32 C ) {
// assert stride(Ac, 2) == 1
// assert stride(Bc, 2) == 1
// assert stride(C, 1) == 1
__m512i C_reg_0;
__m512i C_reg_1;
__m512i C_reg_2;
__m512i C_reg_3;
__m512i C_reg_4;
__m512i C_reg_5;
__m512i C_reg_6;
__m512i C_reg_7;
C_reg_0 = _mm512_loadu_si512((const void *)&C.data[0]);
C_reg_1 = _mm512_loadu_si512((const void *)&C.data[C.strides[0]]);
C_reg_2 = _mm512_loadu_si512((const void *)&C.data[(2) * (C.strides[0])]);
C_reg_3 = _mm512_loadu_si512((const void *)&C.data[(3) * (C.strides[0])]);
C_reg_4 = _mm512_loadu_si512((const void *)&C.data[(4) * (C.strides[0])]);
C_reg_5 = _mm512_loadu_si512((const void *)&C.data[(5) * (C.strides[0])]);
C_reg_6 = _mm512_loadu_si512((const void *)&C.data[(6) * (C.strides[0])]);
C_reg_7 = _mm512_loadu_si512((const void *)&C.data[(7) * (C.strides[0])]);
for (int_fast32_t k = 0; k < KG; k++) {
  __m512i B_reg_0;
  B_reg_0 = _mm512_loadu_si512((const void *)&Bc.data[(k) * (Bc.strides[0])]);
  C_reg_0 = _mm512_dpbusd_epi32(C_reg_0, _mm512_set1_epi32(*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0])]), B_reg_0);
  C_reg_1 = _mm512_dpbusd_epi32(C_reg_1, _mm512_set1_epi32(*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + Ac.strides[1]]), B_reg_0);
  C_reg_2 = _mm512_dpbusd_epi32(C_reg_2, _mm512_set1_epi32(*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (2) * (Ac.strides[1])]), B_reg_0);
  C_reg_3 = _mm512_dpbusd_epi32(C_reg_3, _mm512_set1_epi32(*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (3) * (Ac.strides[1])]), B_reg_0);
  C_reg_4 = _mm512_dpbusd_epi32(C_reg_4, _mm512_set1_epi32(*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (4) * (Ac.strides[1])]), B_reg_0);
  C_reg_5 = _mm512_dpbusd_epi32(C_reg_5, _mm512_set1_epi32(*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (5) * (Ac.strides[1])]), B_reg_0);
  C_reg_6 = _mm512_dpbusd_epi32(C_reg_6, _mm512_set1_epi32(*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (6) * (Ac.strides[1])]), B_reg_0);
  C_reg_7 = _mm512_dpbusd_epi32(C_reg_7, _mm512_set1_epi32(*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (7) * (Ac.strides[1])]), B_reg_0);
}
_mm512_storeu_si512((void *)&C.data[0], C_reg_0);
_mm512_storeu_si512((void *)&C.data[C.strides[0]], C_reg_1);
_mm512_storeu_si512((void *)&C.data[(2) * (C.strides[0])], C_reg_2);
_mm512_storeu_si512((void *)&C.data[(3) * (C.strides[0])], C_reg_3);
_mm512_storeu_si512((void *)&C.data[(4) * (C.strides[0])], C_reg_4);
_mm512_storeu_si512((void *)&C.data[(5) * (C.strides[0])], C_reg_5);
_mm512_storeu_si512((void *)&C.data[(6) * (C.strides[0])], C_reg_6);
_mm512_storeu_si512((void *)&C.data[(7) * (C.strides[0])], C_reg_7);
}

// gemm_u8s8s32_avx512_8x16_overwrite(
//     KG : size,
//     Ac : [ui8][KG, 8, 4] @DRAM,
//     Bc : [i8][KG, 16, 4] @DRAM,
//     C : [i32][8, 16] @DRAM
// )
void gemm_u8s8s32_avx512_8x16_overwrite( void *ctxt, int_fast32_t KG, struct exo_win_3ui8c Ac, struct exo_win_3i8c Bc, struct exo_win_2i32 C ) {
// assert stride(Ac, 2) == 1
// assert stride(Bc, 2) == 1
// assert stride(C, 1) == 1
__m512i C_reg_0;
__m512i C_reg_1;
__m512i C_reg_2;
__m512i C_reg_3;
__m512i C_reg_4;
__m512i C_reg_5;
__m512i C_reg_6;
__m512i C_reg_7;
C_reg_0 = _mm512_setzero_si512();
C_reg_1 = _mm512_setzero_si512();
C_reg_2 = _mm512_setzero_si512();
C_reg_3 = _mm512_setzero_si512();
C_reg_4 = _mm512_setzero_si512();
C_reg_5 = _mm512_setzero_si512();
C_reg_6 = _mm512_setzero_si512();
C_reg_7 = _mm512_setzero_si512();
for (int_fast32_t k = 0; k < KG; k++) {
  __m512i B_reg_0;
  B_reg_0 = _mm512_loadu_si512((const void *)&Bc.data[(k) * (Bc.strides[0])]);
  C_reg_0 = _mm512_dpbusd_epi32(C_reg_0, _mm512_set1_epi32(*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0])]), B_reg_0);
  C_reg_1 = _mm512_dpbusd_epi32(C_reg_1, _mm512_set1_epi32(*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + Ac.strides[1]]), B_reg_0);
  C_reg_2 = _mm512_dpbusd_epi32(C_reg_2, _mm512_set1_epi32(*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (2) * (Ac.strides[1])]), B_reg_0);
  C_reg_3 = _mm512_dpbusd_epi32(C_reg_3, _mm512_set1_epi32(*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (3) * (Ac.strides[1])]), B_reg_0);
  C_reg_4 = _mm512_dpbusd_epi32(C_reg_4, _mm512_set1_epi32(*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (4) * (Ac.strides[1])]), B_reg_0);
  C_reg_5 = _mm512_dpbusd_epi32(C_reg_5, _mm512_set1_epi32(*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (5) * (Ac.strides[1])]), B_reg_0);
  C_reg_6 = _mm512_dpbusd_epi32(C_reg_6, _mm512_set1_epi32(*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (6) * (Ac.strides[1])]), B_reg_0);
  C_reg_7 = _mm512_dpbusd_epi32(C_reg_7, _mm512_set1_epi32(*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (7) * (Ac.strides[1])]), B_reg_0);
}
_mm512_storeu_si512((void *)&C.data[0], C_reg_0);
_mm512_storeu_si512((void *)&C.data[C.strides[0]], C_reg_1);
_mm512_storeu_si512((void *)&C.data[(2) * (C.strides[0])], C_reg_2);
_mm512_storeu_si512((void *)&C.data[(3) * (C.strides[0])], C_reg_3);
_mm512_storeu_si512((void *)&C.data[(4) * (C.strides[0])], C_reg_4);
_mm512_storeu_si512((void *)&C.data[(5) * (C.strides[0])], C_reg_5);
_mm512_storeu_si512((void *)&C.data[(6) * (C.strides[0])], C_reg_6);
_mm512_storeu_si512((void *)&C.data[(7) * (C.strides[0])], C_reg_7);
}


// C[0:mr, 0:nr] += A B, A from packed Ac; C row stride ldc.
void gemm_u8s8s32_avx512_8x16_ldc(int_fast32_t kg, const uint8_t *Ac, const int8_t *Bc, int32_t *C, int_fast32_t ldc) {
    struct exo_win_3ui8c a = { Ac, { 32, 4, 1 } };
    struct exo_win_3i8c b = { Bc, { 64, 4, 1 } };
    struct exo_win_2i32 tile = { C, { ldc, 1 } };
    gemm_u8s8s32_avx512_8x16(NULL, kg, a, b, tile);
}

// C[0:mr, 0:nr] += A B, A from A's mr rows in place (row i's k-group q at A[i*lda + q*G]); C row stride ldc.
void gemm_u8s8s32_avx512_8x16_rows(int_fast32_t kg, const uint8_t *A, int_fast32_t lda, const int8_t *Bc, int32_t *C, int_fast32_t ldc) {
    struct exo_win_3ui8c a = { A, { 4, lda, 1 } };
    struct exo_win_3i8c b = { Bc, { 64, 4, 1 } };
    struct exo_win_2i32 tile = { C, { ldc, 1 } };
    gemm_u8s8s32_avx512_8x16(NULL, kg, a, b, tile);
}

// C[0:mr, 0:nr] = A B, A from packed Ac; C row stride ldc.
void gemm_u8s8s32_avx512_8x16_overwrite_ldc(int_fast32_t kg, const uint8_t *Ac, const int8_t *Bc, int32_t *C, int_fast32_t ldc) {
    struct exo_win_3ui8c a = { Ac, { 32, 4, 1 } };
    struct exo_win_3i8c b = { Bc, { 64, 4, 1 } };
    struct exo_win_2i32 tile = { C, { ldc, 1 } };
    gemm_u8s8s32_avx512_8x16_overwrite(NULL, kg, a, b, tile);
}

// C[0:mr, 0:nr] = A B, A from A's mr rows in place (row i's k-group q at A[i*lda + q*G]); C row stride ldc.
void gemm_u8s8s32_avx512_8x16_overwrite_rows(int_fast32_t kg, const uint8_t *A, int_fast32_t lda, const int8_t *Bc, int32_t *C, int_fast32_t ldc) {
    struct exo_win_3ui8c a = { A, { 4, lda, 1 } };
    struct exo_win_3i8c b = { Bc, { 64, 4, 1 } };
    struct exo_win_2i32 tile = { C, { ldc, 1 } };
    gemm_u8s8s32_avx512_8x16_overwrite(NULL, kg, a, b, tile);
}
