#include "sgemm_avx2_7x16.h"

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
#include <stdio.h>
#include <stdlib.h>


/* relying on the following instruction..."
avx2_f32_mac(dst,a,b)
{dst_data} = _mm256_fmadd_ps(_mm256_set1_ps({a_data}), {b_data}, {dst_data});
*/

/* relying on the following instruction..."
avx2_load(dst,src)
{dst_data} = _mm256_loadu_ps(&{src_data}); __asm__("" : "+x"({dst_data}));
*/

/* relying on the following instruction..."
avx2_store(dst,src)
_mm256_storeu_ps(&{dst_data}, {src_data});
*/
// sgemm_avx2_7x16(
//     KC : size,
//     Ac : f32[KC, 7] @DRAM,
//     Bc : f32[KC, 16] @DRAM,
//     C : [f32][7, 16] @DRAM
// )
void sgemm_avx2_7x16( void *ctxt, int_fast32_t KC, const float* Ac, const float* Bc, struct exo_win_2f32 C ) {
// assert stride(C, 1) == 1
__m256 C_reg_0;
__m256 C_reg_1;
__m256 C_reg_2;
__m256 C_reg_3;
__m256 C_reg_4;
__m256 C_reg_5;
__m256 C_reg_6;
__m256 C_reg_7;
__m256 C_reg_8;
__m256 C_reg_9;
__m256 C_reg_10;
__m256 C_reg_11;
__m256 C_reg_12;
__m256 C_reg_13;
C_reg_0 = _mm256_loadu_ps(&C.data[0]); __asm__("" : "+x"(C_reg_0));
C_reg_1 = _mm256_loadu_ps(&C.data[8]); __asm__("" : "+x"(C_reg_1));
C_reg_2 = _mm256_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+x"(C_reg_2));
C_reg_3 = _mm256_loadu_ps(&C.data[C.strides[0] + 8]); __asm__("" : "+x"(C_reg_3));
C_reg_4 = _mm256_loadu_ps(&C.data[(2) * (C.strides[0])]); __asm__("" : "+x"(C_reg_4));
C_reg_5 = _mm256_loadu_ps(&C.data[(2) * (C.strides[0]) + 8]); __asm__("" : "+x"(C_reg_5));
C_reg_6 = _mm256_loadu_ps(&C.data[(3) * (C.strides[0])]); __asm__("" : "+x"(C_reg_6));
C_reg_7 = _mm256_loadu_ps(&C.data[(3) * (C.strides[0]) + 8]); __asm__("" : "+x"(C_reg_7));
C_reg_8 = _mm256_loadu_ps(&C.data[(4) * (C.strides[0])]); __asm__("" : "+x"(C_reg_8));
C_reg_9 = _mm256_loadu_ps(&C.data[(4) * (C.strides[0]) + 8]); __asm__("" : "+x"(C_reg_9));
C_reg_10 = _mm256_loadu_ps(&C.data[(5) * (C.strides[0])]); __asm__("" : "+x"(C_reg_10));
C_reg_11 = _mm256_loadu_ps(&C.data[(5) * (C.strides[0]) + 8]); __asm__("" : "+x"(C_reg_11));
C_reg_12 = _mm256_loadu_ps(&C.data[(6) * (C.strides[0])]); __asm__("" : "+x"(C_reg_12));
C_reg_13 = _mm256_loadu_ps(&C.data[(6) * (C.strides[0]) + 8]); __asm__("" : "+x"(C_reg_13));
for (int_fast32_t k = 0; k < KC; k++) {
  __m256 B_reg_0;
  __m256 B_reg_1;
  B_reg_0 = _mm256_loadu_ps(&Bc[(k) * (16)]); __asm__("" : "+x"(B_reg_0));
  B_reg_1 = _mm256_loadu_ps(&Bc[(k) * (16) + 8]); __asm__("" : "+x"(B_reg_1));
  C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(Ac[(k) * 7]), B_reg_0, C_reg_0);
  C_reg_1 = _mm256_fmadd_ps(_mm256_set1_ps(Ac[(k) * 7]), B_reg_1, C_reg_1);
  C_reg_2 = _mm256_fmadd_ps(_mm256_set1_ps(Ac[(k) * 7 + 1]), B_reg_0, C_reg_2);
  C_reg_3 = _mm256_fmadd_ps(_mm256_set1_ps(Ac[(k) * 7 + 1]), B_reg_1, C_reg_3);
  C_reg_4 = _mm256_fmadd_ps(_mm256_set1_ps(Ac[(k) * 7 + 2]), B_reg_0, C_reg_4);
  C_reg_5 = _mm256_fmadd_ps(_mm256_set1_ps(Ac[(k) * 7 + 2]), B_reg_1, C_reg_5);
  C_reg_6 = _mm256_fmadd_ps(_mm256_set1_ps(Ac[(k) * 7 + 3]), B_reg_0, C_reg_6);
  C_reg_7 = _mm256_fmadd_ps(_mm256_set1_ps(Ac[(k) * 7 + 3]), B_reg_1, C_reg_7);
  C_reg_8 = _mm256_fmadd_ps(_mm256_set1_ps(Ac[(k) * 7 + 4]), B_reg_0, C_reg_8);
  C_reg_9 = _mm256_fmadd_ps(_mm256_set1_ps(Ac[(k) * 7 + 4]), B_reg_1, C_reg_9);
  C_reg_10 = _mm256_fmadd_ps(_mm256_set1_ps(Ac[(k) * 7 + 5]), B_reg_0, C_reg_10);
  C_reg_11 = _mm256_fmadd_ps(_mm256_set1_ps(Ac[(k) * 7 + 5]), B_reg_1, C_reg_11);
  C_reg_12 = _mm256_fmadd_ps(_mm256_set1_ps(Ac[(k) * 7 + 6]), B_reg_0, C_reg_12);
  C_reg_13 = _mm256_fmadd_ps(_mm256_set1_ps(Ac[(k) * 7 + 6]), B_reg_1, C_reg_13);
}
_mm256_storeu_ps(&C.data[0], C_reg_0);
_mm256_storeu_ps(&C.data[8], C_reg_1);
_mm256_storeu_ps(&C.data[C.strides[0]], C_reg_2);
_mm256_storeu_ps(&C.data[C.strides[0] + 8], C_reg_3);
_mm256_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_4);
_mm256_storeu_ps(&C.data[(2) * (C.strides[0]) + 8], C_reg_5);
_mm256_storeu_ps(&C.data[(3) * (C.strides[0])], C_reg_6);
_mm256_storeu_ps(&C.data[(3) * (C.strides[0]) + 8], C_reg_7);
_mm256_storeu_ps(&C.data[(4) * (C.strides[0])], C_reg_8);
_mm256_storeu_ps(&C.data[(4) * (C.strides[0]) + 8], C_reg_9);
_mm256_storeu_ps(&C.data[(5) * (C.strides[0])], C_reg_10);
_mm256_storeu_ps(&C.data[(5) * (C.strides[0]) + 8], C_reg_11);
_mm256_storeu_ps(&C.data[(6) * (C.strides[0])], C_reg_12);
_mm256_storeu_ps(&C.data[(6) * (C.strides[0]) + 8], C_reg_13);
}


// Plain-pointer entry: C is an mr x nr tile of a row-major matrix with row stride ldc.
void sgemm_avx2_7x16_ldc(int_fast32_t kc, const float *Ac, const float *Bc, float *C, int_fast32_t ldc) {
    struct exo_win_2f32 tile = { C, { ldc, 1 } };
    sgemm_avx2_7x16(NULL, kc, Ac, Bc, tile);
}
