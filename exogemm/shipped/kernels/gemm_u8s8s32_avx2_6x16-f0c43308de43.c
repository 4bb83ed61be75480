#include "gemm_u8s8s32_avx2_6x16.h"

#include <immintrin.h>
#ifndef EXOGEMM_AVX2_MASK
#define EXOGEMM_AVX2_MASK
/* Lanes 0..n-1 set: the mask operand of vmaskmovps (folds to a constant for constant n). */
static inline __m256i exogemm_avx2_mask(int n) {
    return _mm256_cmpgt_epi32(_mm256_set1_epi32(n), _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
}
/* Lanes 0..n-1 of v to p (n <= 8), as a 4-, a 2- and a 1-float store by the bits of n: AMD's
   vmaskmovps store is microcoded (module docstring of isa/avx2.py). */
static inline __attribute__((always_inline)) void exogemm_avx2_store_tail(float *p, __m256 v, int n) {
    if (n >= 8) { _mm256_storeu_ps(p, v); return; }
    __m128 x = _mm256_castps256_ps128(v);
    if (n & 4) { _mm_storeu_ps(p, x); p += 4; x = _mm256_extractf128_ps(v, 1); }
    if (n & 2) { _mm_storel_pi((__m64 *)p, x); p += 2; x = _mm_movehl_ps(x, x); }
    if (n & 1) _mm_store_ss(p, x);
}
/* The same for n int32 lanes (a move does not change the bits). */
static inline __attribute__((always_inline)) void exogemm_avx2_store_tail_epi32(void *p, __m256i v, int n) {
    exogemm_avx2_store_tail((float *)p, _mm256_castsi256_ps(v), n);
}
/* The sum of the 8 lanes (halves, then pairs, then the last two). */
static inline float exogemm_avx2_hsum(__m256 v) {
    __m128 s = _mm_add_ps(_mm256_castps256_ps128(v), _mm256_extractf128_ps(v, 1));
    s = _mm_add_ps(s, _mm_movehl_ps(s, s));
    return _mm_cvtss_f32(_mm_add_ss(s, _mm_movehdup_ps(s)));
}
#endif
#ifndef EXOGEMM_WORD
#define EXOGEMM_WORD
typedef int exogemm_word __attribute__((may_alias, aligned(1)));
#endif
#include <stdio.h>
#include <stdlib.h>


/* relying on the following instruction..."
avx2_u8s8s32_b_load(dst,src)
{dst_data} = _mm256_loadu_si256((const __m256i *)&{src_data});
*/

/* relying on the following instruction..."
avx2_u8s8s32_load(dst,src)
{dst_data} = _mm256_loadu_si256((const __m256i *)&{src_data});
*/

/* relying on the following instruction..."
avx2_u8s8s32_mac(dst,a,b)
{dst_data} = _mm256_dpbusd_avx_epi32({dst_data}, _mm256_set1_epi32(*(const exogemm_word *)&{a_data}), {b_data});
*/

/* relying on the following instruction..."
avx2_u8s8s32_store(dst,src)
_mm256_storeu_si256((__m256i *)&{dst_data}, {src_data});
*/

/* relying on the following instruction..."
avx2_u8s8s32_zero(dst)
{dst_data} = _mm256_setzero_si256();
*/
// gemm_u8s8s32_avx2_6x16(
//     KG : size,
//     Ac : [ui8][KG, 6, 4] @DRAM,
//     Bc : [i8][KG, 16, 4] @DRAM,
//     C : [i32][6, 16] @DRAM
// )
void gemm_u8s8s32_avx2_6x16( void *ctxt, int_fast32_t KG, struct exo_win_3ui8c Ac, struct exo_win_3i8c Bc, struct exo_win_2i32 C ) {
// assert stride(Ac, 2) == 1
// assert stride(Bc, 2) == 1
// assert stride(C, 1) == 1
__m256i C_reg_0;
__m256i C_reg_1;
__m256i C_reg_2;
__m256i C_reg_3;
__m256i C_reg_4;
__m256i C_reg_5;
__m256i C_reg_6;
__m256i C_reg_7;
__m256i C_reg_8;
__m256i C_reg_9;
__m256i C_reg_10;
__m256i C_reg_11;
C_reg_0 = _mm256_loadu_si256((const __m256i *)&C.data[0]);
C_reg_1 = _mm256_loadu_si256((const __m256i *)&C.data[8]);
C_reg_2 = _mm256_loadu_si256((const __m256i *)&C.data[C.strides[0]]);
C_reg_3 = _mm256_loadu_si256((const __m256i *)&C.data[C.strides[0] + 8]);
C_reg_4 = _mm256_loadu_si256((const __m256i *)&C.data[(2) * (C.strides[0])]);
C_reg_5 = _mm256_loadu_si256((const __m256i *)&C.data[(2) * (C.strides[0]) + 8]);
C_reg_6 = _mm256_loadu_si256((const __m256i *)&C.data[(3) * (C.strides[0])]);
C_reg_7 = _mm256_loadu_si256((const __m256i *)&C.data[(3) * (C.strides[0]) + 8]);
C_reg_8 = _mm256_loadu_si256((const __m256i *)&C.data[(4) * (C.strides[0])]);
C_reg_9 = _mm256_loadu_si256((const __m256i *)&C.data[(4) * (C.strides[0]) + 8]);
C_reg_10 = _mm256_loadu_si256((const __m256i *)&C.data[(5) * (C.strides[0])]);
C_reg_11 = _mm256_loadu_si256((const __m256i *)&C.data[(5) * (C.strides[0]) + 8]);
for (int_fast32_t k = 0; k < KG; k++) {
  __m256i B_reg_0;
  __m256i B_reg_1;
  B_reg_0 = _mm256_loadu_si256((const __m256i *)&Bc.data[(k) * (Bc.strides[0])]);
  B_reg_1 = _mm256_loadu_si256((const __m256i *)&Bc.data[(k) * (Bc.strides[0]) + (8) * (Bc.strides[1])]);
  C_reg_0 = _mm256_dpbusd_avx_epi32(C_reg_0, _mm256_set1_epi32(*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0])]), B_reg_0);
  C_reg_1 = _mm256_dpbusd_avx_epi32(C_reg_1, _mm256_set1_epi32(*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0])]), B_reg_1);
  C_reg_2 = _mm256_dpbusd_avx_epi32(C_reg_2, _mm256_set1_epi32(*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + Ac.strides[1]]), B_reg_0);
  C_reg_3 = _mm256_dpbusd_avx_epi32(C_reg_3, _mm256_set1_epi32(*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + Ac.strides[1]]), B_reg_1);
  C_reg_4 = _mm256_dpbusd_avx_epi32(C_reg_4, _mm256_set1_epi32(*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (2) * (Ac.strides[1])]), B_reg_0);
  C_reg_5 = _mm256_dpbusd_avx_epi32(C_reg_5, _mm256_set1_epi32(*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (2) * (Ac.strides[1])]), B_reg_1);
  C_reg_6 = _mm256_dpbusd_avx_epi32(C_reg_6, _mm256_set1_epi32(*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (3) * (Ac.strides[1])]), B_reg_0);
  C_reg_7 = _mm256_dpbusd_avx_epi32(C_reg_7, _mm256_set1_epi32(*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (3) * (Ac.strides[1])]), B_reg_1);
  C_reg_8 = _mm256_dpbusd_avx_epi32(C_reg_8, _mm256_set1_epi32(*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (4) * (Ac.strides[1])]), B_reg_0);
  C_reg_9 = _mm256_dpbusd_avx_epi32(C_reg_9, _mm256_set1_epi32(*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (4) * (Ac.strides[1])]), B_reg_1);
  C_reg_10 = _mm256_dpbusd_avx_epi32(C_reg_10, _mm256_set1_epi32(*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (5) * (Ac.strides[1])]), B_reg_0);
  C_reg_11 = _mm256_dpbusd_avx_epi32(C_reg_11, _mm256_set1_epi32(*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (5) * (Ac.strides[1])]), B_reg_1);
}
_mm256_storeu_si256((__m256i *)&C.data[0], C_reg_0);
_mm256_storeu_si256((__m256i *)&C.data[8], C_reg_1);
_mm256_storeu_si256((__m256i *)&C.data[C.strides[0]], C_reg_2);
_mm256_storeu_si256((__m256i *)&C.data[C.strides[0] + 8], C_reg_3);
_mm256_storeu_si256((__m256i *)&C.data[(2) * (C.strides[0])], C_reg_4);
_mm256_storeu_si256((__m256i *)&C.data[(2) * (C.strides[0]) + 8], C_reg_5);
_mm256_storeu_si256((__m256i *)&C.data[(3) * (C.strides[0])], C_reg_6);
_mm256_storeu_si256((__m256i *)&C.data[(3) * (C.strides[0]) + 8], C_reg_7);
_mm256_storeu_si256((__m256i *)&C.data[(4) * (C.strides[0])], C_reg_8);
_mm256_storeu_si256((__m256i *)&C.data[(4) * (C.strides[0]) + 8], C_reg_9);
_mm256_storeu_si256((__m256i *)&C.data[(5) * (C.strides[0])], C_reg_10);
_mm256_storeu_si256((__m256i *)&C.data[(5) * (C.strides[0]) + 8], C_reg_11);
}

// gemm_u8s8s32_avx2_6x16_overwrite(
//     KG : size,
//     Ac : [ui8][KG, 6, 4] @DRAM,
//     Bc : [i8][KG, 16, 4] @DRAM,
//     C : [i32][6, 16] @DRAM
// )
void gemm_u8s8s32_avx2_6x16_overwrite( void *ctxt, int_fast32_t KG, struct exo_win_3ui8c Ac, struct exo_win_3i8c Bc, struct exo_win_2i32 C ) {
// assert stride(Ac, 2) == 1
// assert stride(Bc, 2) == 1
// assert stride(C, 1) == 1
__m256i C_reg_0;
__m256i C_reg_1;
__m256i C_reg_2;
__m256i C_reg_3;
__m256i C_reg_4;
__m256i C_reg_5;
__m256i C_reg_6;
__m256i C_reg_7;
__m256i C_reg_8;
__m256i C_reg_9;
__m256i C_reg_10;
__m256i C_reg_11;
C_reg_0 = _mm256_setzero_si256();
C_reg_1 = _mm256_setzero_si256();
C_reg_2 = _mm256_setzero_si256();
C_reg_3 = _mm256_setzero_si256();
C_reg_4 = _mm256_setzero_si256();
C_reg_5 = _mm256_setzero_si256();
C_reg_6 = _mm256_setzero_si256();
C_reg_7 = _mm256_setzero_si256();
C_reg_8 = _mm256_setzero_si256();
C_reg_9 = _mm256_setzero_si256();
C_reg_10 = _mm256_setzero_si256();
C_reg_11 = _mm256_setzero_si256();
for (int_fast32_t k = 0; k < KG; k++) {
  __m256i B_reg_0;
  __m256i B_reg_1;
  B_reg_0 = _mm256_loadu_si256((const __m256i *)&Bc.data[(k) * (Bc.strides[0])]);
  B_reg_1 = _mm256_loadu_si256((const __m256i *)&Bc.data[(k) * (Bc.strides[0]) + (8) * (Bc.strides[1])]);
  C_reg_0 = _mm256_dpbusd_avx_epi32(C_reg_0, _mm256_set1_epi32(*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0])]), B_reg_0);
  C_reg_1 = _mm256_dpbusd_avx_epi32(C_reg_1, _mm256_set1_epi32(*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0])]), B_reg_1);
  C_reg_2 = _mm256_dpbusd_avx_epi32(C_reg_2, _mm256_set1_epi32(*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + Ac.strides[1]]), B_reg_0);
  C_reg_3 = _mm256_dpbusd_avx_epi32(C_reg_3, _mm256_set1_epi32(*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + Ac.strides[1]]), B_reg_1);
  C_reg_4 = _mm256_dpbusd_avx_epi32(C_reg_4, _mm256_set1_epi32(*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (2) * (Ac.strides[1])]), B_reg_0);
  C_reg_5 = _mm256_dpbusd_avx_epi32(C_reg_5, _mm256_set1_epi32(*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (2) * (Ac.strides[1])]), B_reg_1);
  C_reg_6 = _mm256_dpbusd_avx_epi32(C_reg_6, _mm256_set1_epi32(*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (3) * (Ac.strides[1])]), B_reg_0);
  C_reg_7 = _mm256_dpbusd_avx_epi32(C_reg_7, _mm256_set1_epi32(*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (3) * (Ac.strides[1])]), B_reg_1);
  C_reg_8 = _mm256_dpbusd_avx_epi32(C_reg_8, _mm256_set1_epi32(*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (4) * (Ac.strides[1])]), B_reg_0);
  C_reg_9 = _mm256_dpbusd_avx_epi32(C_reg_9, _mm256_set1_epi32(*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (4) * (Ac.strides[1])]), B_reg_1);
  C_reg_10 = _mm256_dpbusd_avx_epi32(C_reg_10, _mm256_set1_epi32(*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (5) * (Ac.strides[1])]), B_reg_0);
  C_reg_11 = _mm256_dpbusd_avx_epi32(C_reg_11, _mm256_set1_epi32(*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (5) * (Ac.strides[1])]), B_reg_1);
}
_mm256_storeu_si256((__m256i *)&C.data[0], C_reg_0);
_mm256_storeu_si256((__m256i *)&C.data[8], C_reg_1);
_mm256_storeu_si256((__m256i *)&C.data[C.strides[0]], C_reg_2);
_mm256_storeu_si256((__m256i *)&C.data[C.strides[0] + 8], C_reg_3);
_mm256_storeu_si256((__m256i *)&C.data[(2) * (C.strides[0])], C_reg_4);
_mm256_storeu_si256((__m256i *)&C.data[(2) * (C.strides[0]) + 8], C_reg_5);
_mm256_storeu_si256((__m256i *)&C.data[(3) * (C.strides[0])], C_reg_6);
_mm256_storeu_si256((__m256i *)&C.data[(3) * (C.strides[0]) + 8], C_reg_7);
_mm256_storeu_si256((__m256i *)&C.data[(4) * (C.strides[0])], C_reg_8);
_mm256_storeu_si256((__m256i *)&C.data[(4) * (C.strides[0]) + 8], C_reg_9);
_mm256_storeu_si256((__m256i *)&C.data[(5) * (C.strides[0])], C_reg_10);
_mm256_storeu_si256((__m256i *)&C.data[(5) * (C.strides[0]) + 8], C_reg_11);
}


// C[0:mr, 0:nr] += A B, A from packed Ac; C row stride ldc.
void gemm_u8s8s32_avx2_6x16_ldc(int_fast32_t kg, const uint8_t *Ac, const int8_t *Bc, int32_t *C, int_fast32_t ldc) {
    struct exo_win_3ui8c a = { Ac, { 24, 4, 1 } };
    struct exo_win_3i8c b = { Bc, { 64, 4, 1 } };
    struct exo_win_2i32 tile = { C, { ldc, 1 } };
    gemm_u8s8s32_avx2_6x16(NULL, kg, a, b, tile);
}

// C[0:mr, 0:nr] += A B, A from A's mr rows in place (row i's k-group q at A[i*lda + q*G]); C row stride ldc.
void gemm_u8s8s32_avx2_6x16_rows(int_fast32_t kg, const uint8_t *A, int_fast32_t lda, const int8_t *Bc, int32_t *C, int_fast32_t ldc) {
    struct exo_win_3ui8c a = { A, { 4, lda, 1 } };
    struct exo_win_3i8c b = { Bc, { 64, 4, 1 } };
    struct exo_win_2i32 tile = { C, { ldc, 1 } };
    gemm_u8s8s32_avx2_6x16(NULL, kg, a, b, tile);
}

// C[0:mr, 0:nr] = A B, A from packed Ac; C row stride ldc.
void gemm_u8s8s32_avx2_6x16_overwrite_ldc(int_fast32_t kg, const uint8_t *Ac, const int8_t *Bc, int32_t *C, int_fast32_t ldc) {
    struct exo_win_3ui8c a = { Ac, { 24, 4, 1 } };
    struct exo_win_3i8c b = { Bc, { 64, 4, 1 } };
    struct exo_win_2i32 tile = { C, { ldc, 1 } };
    gemm_u8s8s32_avx2_6x16_overwrite(NULL, kg, a, b, tile);
}

// C[0:mr, 0:nr] = A B, A from A's mr rows in place (row i's k-group q at A[i*lda + q*G]); C row stride ldc.
void gemm_u8s8s32_avx2_6x16_overwrite_rows(int_fast32_t kg, const uint8_t *A, int_fast32_t lda, const int8_t *Bc, int32_t *C, int_fast32_t ldc) {
    struct exo_win_3ui8c a = { A, { 4, lda, 1 } };
    struct exo_win_3i8c b = { Bc, { 64, 4, 1 } };
    struct exo_win_2i32 tile = { C, { ldc, 1 } };
    gemm_u8s8s32_avx2_6x16_overwrite(NULL, kg, a, b, tile);
}
