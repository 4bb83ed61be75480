#include "sgemm_avx2_3x19.h"

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
avx2_f32_mac_tail(N,dst,a,b)
{dst_data} = _mm256_fmadd_ps(_mm256_set1_ps({a_data}), {b_data}, {dst_data});
*/

/* relying on the following instruction..."
avx2_load(dst,src)
{dst_data} = _mm256_loadu_ps(&{src_data}); __asm__("" : "+x"({dst_data}));
*/

/* relying on the following instruction..."
avx2_load_tail(N,dst,src)
{dst_data} = _mm256_maskload_ps(&{src_data}, exogemm_avx2_mask({N}));
*/

/* relying on the following instruction..."
avx2_store(dst,src)
_mm256_storeu_ps(&{dst_data}, {src_data});
*/

/* relying on the following instruction..."
avx2_store_tail(N,dst,src)
exogemm_avx2_store_tail(&{dst_data}, {src_data}, {N});
*/
// sgemm_avx2_3x19(
//     KC : size,
//     Ac : f32[KC, 3] @DRAM,
//     Bc : f32[KC, 19] @DRAM,
//     C : [f32][3, 19] @DRAM
// )
void sgemm_avx2_3x19( void *ctxt, int_fast32_t KC, const float* Ac, const float* Bc, struct exo_win_2f32 C ) {
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
C_reg_0 = _mm256_loadu_ps(&C.data[0]); __asm__("" : "+x"(C_reg_0));
C_reg_1 = _mm256_loadu_ps(&C.data[8]); __asm__("" : "+x"(C_reg_1));
C_reg_2 = _mm256_maskload_ps(&C.data[16], exogemm_avx2_mask((3)));
C_reg_3 = _mm256_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+x"(C_reg_3));
C_reg_4 = _mm256_loadu_ps(&C.data[C.strides[0] + 8]); __asm__("" : "+x"(C_reg_4));
C_reg_5 = _mm256_maskload_ps(&C.data[C.strides[0] + 16], exogemm_avx2_mask((3)));
C_reg_6 = _mm256_loadu_ps(&C.data[(2) * (C.strides[0])]); __asm__("" : "+x"(C_reg_6));
C_reg_7 = _mm256_loadu_ps(&C.data[(2) * (C.strides[0]) + 8]); __asm__("" : "+x"(C_reg_7));
C_reg_8 = _mm256_maskload_ps(&C.data[(2) * (C.strides[0]) + 16], exogemm_avx2_mask((3)));
for (int_fast32_t k = 0; k < KC; k++) {
  __m256 B_reg_0;
  __m256 B_reg_1;
  __m256 B_reg_2;
  B_reg_0 = _mm256_loadu_ps(&Bc[(k) * (19)]); __asm__("" : "+x"(B_reg_0));
  B_reg_1 = _mm256_loadu_ps(&Bc[(k) * (19) + 8]); __asm__("" : "+x"(B_reg_1));
  B_reg_2 = _mm256_maskload_ps(&Bc[(k) * (19) + 16], exogemm_avx2_mask((3)));
  C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(Ac[(k) * 3]), B_reg_0, C_reg_0);
  C_reg_1 = _mm256_fmadd_ps(_mm256_set1_ps(Ac[(k) * 3]), B_reg_1, C_reg_1);
  C_reg_2 = _mm256_fmadd_ps(_mm256_set1_ps(Ac[(k) * 3]), B_reg_2, C_reg_2);
  C_reg_3 = _mm256_fmadd_ps(_mm256_set1_ps(Ac[(k) * 3 + 1]), B_reg_0, C_reg_3);
  C_reg_4 = _mm256_fmadd_ps(_mm256_set1_ps(Ac[(k) * 3 + 1]), B_reg_1, C_reg_4);
  C_reg_5 = _mm256_fmadd_ps(_mm256_set1_ps(Ac[(k) * 3 + 1]), B_reg_2, C_reg_5);
  C_reg_6 = _mm256_fmadd_ps(_mm256_set1_ps(Ac[(k) * 3 + 2]), B_reg_0, C_reg_6);
  C_reg_7 = _mm256_fmadd_ps(_mm256_set1_ps(Ac[(k) * 3 + 2]), B_reg_1, C_reg_7);
  C_reg_8 = _mm256_fmadd_ps(_mm256_set1_ps(Ac[(k) * 3 + 2]), B_reg_2, C_reg_8);
}
_mm256_storeu_ps(&C.data[0], C_reg_0);
_mm256_storeu_ps(&C.data[8], C_reg_1);
exogemm_avx2_store_tail(&C.data[16], C_reg_2, (3));
_mm256_storeu_ps(&C.data[C.strides[0]], C_reg_3);
_mm256_storeu_ps(&C.data[C.strides[0] + 8], C_reg_4);
exogemm_avx2_store_tail(&C.data[C.strides[0] + 16], C_reg_5, (3));
_mm256_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_6);
_mm256_storeu_ps(&C.data[(2) * (C.strides[0]) + 8], C_reg_7);
exogemm_avx2_store_tail(&C.data[(2) * (C.strides[0]) + 16], C_reg_8, (3));
}


// Plain-pointer entry: C is an mr x nr tile of a row-major matrix with row stride ldc.
void sgemm_avx2_3x19_ldc(int_fast32_t kc, const float *Ac, const float *Bc, float *C, int_fast32_t ldc) {
    struct exo_win_2f32 tile = { C, { ldc, 1 } };
    sgemm_avx2_3x19(NULL, kc, Ac, Bc, tile);
}
