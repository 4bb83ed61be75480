#include "EXOGEMM_SMALL_PREFIX.h"

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

// EXOGEMM_SMALL_PREFIX_dot_1x1(
//     K : size,
//     A : [f32][1, K] @DRAM,
//     B : [f32][1, K] @DRAM,
//     C : [f32][1, 1] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_dot_1x1( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m256 acc_0_0;
acc_0_0 = _mm256_set1_ps(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (8)); ko++) {
  __m256 a_reg_0;
  a_reg_0 = _mm256_loadu_ps(&A.data[8 * ko]); __asm__("" : "+x"(a_reg_0));
  __m256 b_reg;
  b_reg = _mm256_loadu_ps(&B.data[8 * ko]); __asm__("" : "+x"(b_reg));
  acc_0_0 = _mm256_fmadd_ps(a_reg_0, b_reg, acc_0_0);
}
C.data[0] += exogemm_avx2_hsum(acc_0_0);
for (int_fast32_t ki = 0; ki < K % 8; ki++) {
  C.data[0] += A.data[ki + (K / 8) * 8] * B.data[ki + (K / 8) * 8];
}
}

// EXOGEMM_SMALL_PREFIX_dot_1x2(
//     K : size,
//     A : [f32][1, K] @DRAM,
//     B : [f32][2, K] @DRAM,
//     C : [f32][1, 2] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_dot_1x2( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m256 acc_0_0;
__m256 acc_0_1;
acc_0_0 = _mm256_set1_ps(0.0f);
acc_0_1 = _mm256_set1_ps(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (8)); ko++) {
  __m256 a_reg_0;
  a_reg_0 = _mm256_loadu_ps(&A.data[8 * ko]); __asm__("" : "+x"(a_reg_0));
  __m256 b_reg;
  b_reg = _mm256_loadu_ps(&B.data[8 * ko]); __asm__("" : "+x"(b_reg));
  acc_0_0 = _mm256_fmadd_ps(a_reg_0, b_reg, acc_0_0);
  __m256 b_reg_1;
  b_reg_1 = _mm256_loadu_ps(&B.data[B.strides[0] + 8 * ko]); __asm__("" : "+x"(b_reg_1));
  acc_0_1 = _mm256_fmadd_ps(a_reg_0, b_reg_1, acc_0_1);
}
C.data[0] += exogemm_avx2_hsum(acc_0_0);
C.data[1] += exogemm_avx2_hsum(acc_0_1);
for (int_fast32_t ki = 0; ki < K % 8; ki++) {
  C.data[0] += A.data[ki + (K / 8) * 8] * B.data[ki + (K / 8) * 8];
  C.data[1] += A.data[ki + (K / 8) * 8] * B.data[B.strides[0] + ki + (K / 8) * 8];
}
}

// EXOGEMM_SMALL_PREFIX_dot_1x3(
//     K : size,
//     A : [f32][1, K] @DRAM,
//     B : [f32][3, K] @DRAM,
//     C : [f32][1, 3] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_dot_1x3( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m256 acc_0_0;
__m256 acc_0_1;
__m256 acc_0_2;
acc_0_0 = _mm256_set1_ps(0.0f);
acc_0_1 = _mm256_set1_ps(0.0f);
acc_0_2 = _mm256_set1_ps(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (8)); ko++) {
  __m256 a_reg_0;
  a_reg_0 = _mm256_loadu_ps(&A.data[8 * ko]); __asm__("" : "+x"(a_reg_0));
  __m256 b_reg;
  b_reg = _mm256_loadu_ps(&B.data[8 * ko]); __asm__("" : "+x"(b_reg));
  acc_0_0 = _mm256_fmadd_ps(a_reg_0, b_reg, acc_0_0);
  __m256 b_reg_1;
  b_reg_1 = _mm256_loadu_ps(&B.data[B.strides[0] + 8 * ko]); __asm__("" : "+x"(b_reg_1));
  acc_0_1 = _mm256_fmadd_ps(a_reg_0, b_reg_1, acc_0_1);
  __m256 b_reg_2;
  b_reg_2 = _mm256_loadu_ps(&B.data[(2) * (B.strides[0]) + 8 * ko]); __asm__("" : "+x"(b_reg_2));
  acc_0_2 = _mm256_fmadd_ps(a_reg_0, b_reg_2, acc_0_2);
}
C.data[0] += exogemm_avx2_hsum(acc_0_0);
C.data[1] += exogemm_avx2_hsum(acc_0_1);
C.data[2] += exogemm_avx2_hsum(acc_0_2);
for (int_fast32_t ki = 0; ki < K % 8; ki++) {
  C.data[0] += A.data[ki + (K / 8) * 8] * B.data[ki + (K / 8) * 8];
  C.data[1] += A.data[ki + (K / 8) * 8] * B.data[B.strides[0] + ki + (K / 8) * 8];
  C.data[2] += A.data[ki + (K / 8) * 8] * B.data[2 * B.strides[0] + ki + (K / 8) * 8];
}
}

// EXOGEMM_SMALL_PREFIX_dot_1x4(
//     K : size,
//     A : [f32][1, K] @DRAM,
//     B : [f32][4, K] @DRAM,
//     C : [f32][1, 4] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_dot_1x4( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m256 acc_0_0;
__m256 acc_0_1;
__m256 acc_0_2;
__m256 acc_0_3;
acc_0_0 = _mm256_set1_ps(0.0f);
acc_0_1 = _mm256_set1_ps(0.0f);
acc_0_2 = _mm256_set1_ps(0.0f);
acc_0_3 = _mm256_set1_ps(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (8)); ko++) {
  __m256 a_reg_0;
  a_reg_0 = _mm256_loadu_ps(&A.data[8 * ko]); __asm__("" : "+x"(a_reg_0));
  __m256 b_reg;
  b_reg = _mm256_loadu_ps(&B.data[8 * ko]); __asm__("" : "+x"(b_reg));
  acc_0_0 = _mm256_fmadd_ps(a_reg_0, b_reg, acc_0_0);
  __m256 b_reg_1;
  b_reg_1 = _mm256_loadu_ps(&B.data[B.strides[0] + 8 * ko]); __asm__("" : "+x"(b_reg_1));
  acc_0_1 = _mm256_fmadd_ps(a_reg_0, b_reg_1, acc_0_1);
  __m256 b_reg_2;
  b_reg_2 = _mm256_loadu_ps(&B.data[(2) * (B.strides[0]) + 8 * ko]); __asm__("" : "+x"(b_reg_2));
  acc_0_2 = _mm256_fmadd_ps(a_reg_0, b_reg_2, acc_0_2);
  __m256 b_reg_3;
  b_reg_3 = _mm256_loadu_ps(&B.data[(3) * (B.strides[0]) + 8 * ko]); __asm__("" : "+x"(b_reg_3));
  acc_0_3 = _mm256_fmadd_ps(a_reg_0, b_reg_3, acc_0_3);
}
C.data[0] += exogemm_avx2_hsum(acc_0_0);
C.data[1] += exogemm_avx2_hsum(acc_0_1);
C.data[2] += exogemm_avx2_hsum(acc_0_2);
C.data[3] += exogemm_avx2_hsum(acc_0_3);
for (int_fast32_t ki = 0; ki < K % 8; ki++) {
  C.data[0] += A.data[ki + (K / 8) * 8] * B.data[ki + (K / 8) * 8];
  C.data[1] += A.data[ki + (K / 8) * 8] * B.data[B.strides[0] + ki + (K / 8) * 8];
  C.data[2] += A.data[ki + (K / 8) * 8] * B.data[2 * B.strides[0] + ki + (K / 8) * 8];
  C.data[3] += A.data[ki + (K / 8) * 8] * B.data[3 * B.strides[0] + ki + (K / 8) * 8];
}
}

// EXOGEMM_SMALL_PREFIX_dot_2x1(
//     K : size,
//     A : [f32][2, K] @DRAM,
//     B : [f32][1, K] @DRAM,
//     C : [f32][2, 1] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_dot_2x1( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m256 acc_0_0;
__m256 acc_1_0;
acc_0_0 = _mm256_set1_ps(0.0f);
acc_1_0 = _mm256_set1_ps(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (8)); ko++) {
  { for (int exo_r = 1; exo_r < 2; exo_r++) __builtin_prefetch(&B.data[8 * ko] + (size_t)exo_r * (((struct exo_win_2f32c){ &B.data[8 * ko], { B.strides[0], 1 } })).strides[0], 0, 1); }
  __m256 a_reg_0;
  __m256 a_reg_1;
  a_reg_0 = _mm256_loadu_ps(&A.data[8 * ko]); __asm__("" : "+x"(a_reg_0));
  a_reg_1 = _mm256_loadu_ps(&A.data[A.strides[0] + 8 * ko]); __asm__("" : "+x"(a_reg_1));
  __m256 b_reg;
  b_reg = _mm256_loadu_ps(&B.data[8 * ko]); __asm__("" : "+x"(b_reg));
  acc_0_0 = _mm256_fmadd_ps(a_reg_0, b_reg, acc_0_0);
  acc_1_0 = _mm256_fmadd_ps(a_reg_1, b_reg, acc_1_0);
}
C.data[0] += exogemm_avx2_hsum(acc_0_0);
C.data[C.strides[0]] += exogemm_avx2_hsum(acc_1_0);
for (int_fast32_t ki = 0; ki < K % 8; ki++) {
  C.data[0] += A.data[ki + (K / 8) * 8] * B.data[ki + (K / 8) * 8];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 8) * 8] * B.data[ki + (K / 8) * 8];
}
}

// EXOGEMM_SMALL_PREFIX_dot_2x1_resident(
//     K : size,
//     A : [f32][2, K] @DRAM,
//     B : [f32][1, K] @DRAM,
//     C : [f32][2, 1] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_dot_2x1_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m256 acc_0_0;
__m256 acc_1_0;
acc_0_0 = _mm256_set1_ps(0.0f);
acc_1_0 = _mm256_set1_ps(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (8)); ko++) {
  __m256 a_reg_0;
  __m256 a_reg_1;
  a_reg_0 = _mm256_loadu_ps(&A.data[8 * ko]); __asm__("" : "+x"(a_reg_0));
  a_reg_1 = _mm256_loadu_ps(&A.data[A.strides[0] + 8 * ko]); __asm__("" : "+x"(a_reg_1));
  __m256 b_reg;
  b_reg = _mm256_loadu_ps(&B.data[8 * ko]); __asm__("" : "+x"(b_reg));
  acc_0_0 = _mm256_fmadd_ps(a_reg_0, b_reg, acc_0_0);
  acc_1_0 = _mm256_fmadd_ps(a_reg_1, b_reg, acc_1_0);
}
C.data[0] += exogemm_avx2_hsum(acc_0_0);
C.data[C.strides[0]] += exogemm_avx2_hsum(acc_1_0);
for (int_fast32_t ki = 0; ki < K % 8; ki++) {
  C.data[0] += A.data[ki + (K / 8) * 8] * B.data[ki + (K / 8) * 8];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 8) * 8] * B.data[ki + (K / 8) * 8];
}
}

// EXOGEMM_SMALL_PREFIX_dot_2x2(
//     K : size,
//     A : [f32][2, K] @DRAM,
//     B : [f32][2, K] @DRAM,
//     C : [f32][2, 2] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_dot_2x2( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m256 acc_0_0;
__m256 acc_0_1;
__m256 acc_1_0;
__m256 acc_1_1;
acc_0_0 = _mm256_set1_ps(0.0f);
acc_0_1 = _mm256_set1_ps(0.0f);
acc_1_0 = _mm256_set1_ps(0.0f);
acc_1_1 = _mm256_set1_ps(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (8)); ko++) {
  { for (int exo_r = 2; exo_r < 4; exo_r++) __builtin_prefetch(&B.data[8 * ko] + (size_t)exo_r * (((struct exo_win_2f32c){ &B.data[8 * ko], { B.strides[0], 1 } })).strides[0], 0, 1); }
  __m256 a_reg_0;
  __m256 a_reg_1;
  a_reg_0 = _mm256_loadu_ps(&A.data[8 * ko]); __asm__("" : "+x"(a_reg_0));
  a_reg_1 = _mm256_loadu_ps(&A.data[A.strides[0] + 8 * ko]); __asm__("" : "+x"(a_reg_1));
  __m256 b_reg;
  b_reg = _mm256_loadu_ps(&B.data[8 * ko]); __asm__("" : "+x"(b_reg));
  acc_0_0 = _mm256_fmadd_ps(a_reg_0, b_reg, acc_0_0);
  acc_1_0 = _mm256_fmadd_ps(a_reg_1, b_reg, acc_1_0);
  __m256 b_reg_1;
  b_reg_1 = _mm256_loadu_ps(&B.data[B.strides[0] + 8 * ko]); __asm__("" : "+x"(b_reg_1));
  acc_0_1 = _mm256_fmadd_ps(a_reg_0, b_reg_1, acc_0_1);
  acc_1_1 = _mm256_fmadd_ps(a_reg_1, b_reg_1, acc_1_1);
}
C.data[0] += exogemm_avx2_hsum(acc_0_0);
C.data[1] += exogemm_avx2_hsum(acc_0_1);
C.data[C.strides[0]] += exogemm_avx2_hsum(acc_1_0);
C.data[C.strides[0] + 1] += exogemm_avx2_hsum(acc_1_1);
for (int_fast32_t ki = 0; ki < K % 8; ki++) {
  C.data[0] += A.data[ki + (K / 8) * 8] * B.data[ki + (K / 8) * 8];
  C.data[1] += A.data[ki + (K / 8) * 8] * B.data[B.strides[0] + ki + (K / 8) * 8];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 8) * 8] * B.data[ki + (K / 8) * 8];
  C.data[C.strides[0] + 1] += A.data[A.strides[0] + ki + (K / 8) * 8] * B.data[B.strides[0] + ki + (K / 8) * 8];
}
}

// EXOGEMM_SMALL_PREFIX_dot_2x2_resident(
//     K : size,
//     A : [f32][2, K] @DRAM,
//     B : [f32][2, K] @DRAM,
//     C : [f32][2, 2] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_dot_2x2_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m256 acc_0_0;
__m256 acc_0_1;
__m256 acc_1_0;
__m256 acc_1_1;
acc_0_0 = _mm256_set1_ps(0.0f);
acc_0_1 = _mm256_set1_ps(0.0f);
acc_1_0 = _mm256_set1_ps(0.0f);
acc_1_1 = _mm256_set1_ps(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (8)); ko++) {
  __m256 a_reg_0;
  __m256 a_reg_1;
  a_reg_0 = _mm256_loadu_ps(&A.data[8 * ko]); __asm__("" : "+x"(a_reg_0));
  a_reg_1 = _mm256_loadu_ps(&A.data[A.strides[0] + 8 * ko]); __asm__("" : "+x"(a_reg_1));
  __m256 b_reg;
  b_reg = _mm256_loadu_ps(&B.data[8 * ko]); __asm__("" : "+x"(b_reg));
  acc_0_0 = _mm256_fmadd_ps(a_reg_0, b_reg, acc_0_0);
  acc_1_0 = _mm256_fmadd_ps(a_reg_1, b_reg, acc_1_0);
  __m256 b_reg_1;
  b_reg_1 = _mm256_loadu_ps(&B.data[B.strides[0] + 8 * ko]); __asm__("" : "+x"(b_reg_1));
  acc_0_1 = _mm256_fmadd_ps(a_reg_0, b_reg_1, acc_0_1);
  acc_1_1 = _mm256_fmadd_ps(a_reg_1, b_reg_1, acc_1_1);
}
C.data[0] += exogemm_avx2_hsum(acc_0_0);
C.data[1] += exogemm_avx2_hsum(acc_0_1);
C.data[C.strides[0]] += exogemm_avx2_hsum(acc_1_0);
C.data[C.strides[0] + 1] += exogemm_avx2_hsum(acc_1_1);
for (int_fast32_t ki = 0; ki < K % 8; ki++) {
  C.data[0] += A.data[ki + (K / 8) * 8] * B.data[ki + (K / 8) * 8];
  C.data[1] += A.data[ki + (K / 8) * 8] * B.data[B.strides[0] + ki + (K / 8) * 8];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 8) * 8] * B.data[ki + (K / 8) * 8];
  C.data[C.strides[0] + 1] += A.data[A.strides[0] + ki + (K / 8) * 8] * B.data[B.strides[0] + ki + (K / 8) * 8];
}
}

// EXOGEMM_SMALL_PREFIX_dot_2x3(
//     K : size,
//     A : [f32][2, K] @DRAM,
//     B : [f32][3, K] @DRAM,
//     C : [f32][2, 3] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_dot_2x3( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m256 acc_0_0;
__m256 acc_0_1;
__m256 acc_0_2;
__m256 acc_1_0;
__m256 acc_1_1;
__m256 acc_1_2;
acc_0_0 = _mm256_set1_ps(0.0f);
acc_0_1 = _mm256_set1_ps(0.0f);
acc_0_2 = _mm256_set1_ps(0.0f);
acc_1_0 = _mm256_set1_ps(0.0f);
acc_1_1 = _mm256_set1_ps(0.0f);
acc_1_2 = _mm256_set1_ps(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (8)); ko++) {
  { for (int exo_r = 3; exo_r < 6; exo_r++) __builtin_prefetch(&B.data[8 * ko] + (size_t)exo_r * (((struct exo_win_2f32c){ &B.data[8 * ko], { B.strides[0], 1 } })).strides[0], 0, 1); }
  __m256 a_reg_0;
  __m256 a_reg_1;
  a_reg_0 = _mm256_loadu_ps(&A.data[8 * ko]); __asm__("" : "+x"(a_reg_0));
  a_reg_1 = _mm256_loadu_ps(&A.data[A.strides[0] + 8 * ko]); __asm__("" : "+x"(a_reg_1));
  __m256 b_reg;
  b_reg = _mm256_loadu_ps(&B.data[8 * ko]); __asm__("" : "+x"(b_reg));
  acc_0_0 = _mm256_fmadd_ps(a_reg_0, b_reg, acc_0_0);
  acc_1_0 = _mm256_fmadd_ps(a_reg_1, b_reg, acc_1_0);
  __m256 b_reg_1;
  b_reg_1 = _mm256_loadu_ps(&B.data[B.strides[0] + 8 * ko]); __asm__("" : "+x"(b_reg_1));
  acc_0_1 = _mm256_fmadd_ps(a_reg_0, b_reg_1, acc_0_1);
  acc_1_1 = _mm256_fmadd_ps(a_reg_1, b_reg_1, acc_1_1);
  __m256 b_reg_2;
  b_reg_2 = _mm256_loadu_ps(&B.data[(2) * (B.strides[0]) + 8 * ko]); __asm__("" : "+x"(b_reg_2));
  acc_0_2 = _mm256_fmadd_ps(a_reg_0, b_reg_2, acc_0_2);
  acc_1_2 = _mm256_fmadd_ps(a_reg_1, b_reg_2, acc_1_2);
}
C.data[0] += exogemm_avx2_hsum(acc_0_0);
C.data[1] += exogemm_avx2_hsum(acc_0_1);
C.data[2] += exogemm_avx2_hsum(acc_0_2);
C.data[C.strides[0]] += exogemm_avx2_hsum(acc_1_0);
C.data[C.strides[0] + 1] += exogemm_avx2_hsum(acc_1_1);
C.data[C.strides[0] + 2] += exogemm_avx2_hsum(acc_1_2);
for (int_fast32_t ki = 0; ki < K % 8; ki++) {
  C.data[0] += A.data[ki + (K / 8) * 8] * B.data[ki + (K / 8) * 8];
  C.data[1] += A.data[ki + (K / 8) * 8] * B.data[B.strides[0] + ki + (K / 8) * 8];
  C.data[2] += A.data[ki + (K / 8) * 8] * B.data[2 * B.strides[0] + ki + (K / 8) * 8];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 8) * 8] * B.data[ki + (K / 8) * 8];
  C.data[C.strides[0] + 1] += A.data[A.strides[0] + ki + (K / 8) * 8] * B.data[B.strides[0] + ki + (K / 8) * 8];
  C.data[C.strides[0] + 2] += A.data[A.strides[0] + ki + (K / 8) * 8] * B.data[2 * B.strides[0] + ki + (K / 8) * 8];
}
}

// EXOGEMM_SMALL_PREFIX_dot_2x3_resident(
//     K : size,
//     A : [f32][2, K] @DRAM,
//     B : [f32][3, K] @DRAM,
//     C : [f32][2, 3] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_dot_2x3_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m256 acc_0_0;
__m256 acc_0_1;
__m256 acc_0_2;
__m256 acc_1_0;
__m256 acc_1_1;
__m256 acc_1_2;
acc_0_0 = _mm256_set1_ps(0.0f);
acc_0_1 = _mm256_set1_ps(0.0f);
acc_0_2 = _mm256_set1_ps(0.0f);
acc_1_0 = _mm256_set1_ps(0.0f);
acc_1_1 = _mm256_set1_ps(0.0f);
acc_1_2 = _mm256_set1_ps(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (8)); ko++) {
  __m256 a_reg_0;
  __m256 a_reg_1;
  a_reg_0 = _mm256_loadu_ps(&A.data[8 * ko]); __asm__("" : "+x"(a_reg_0));
  a_reg_1 = _mm256_loadu_ps(&A.data[A.strides[0] + 8 * ko]); __asm__("" : "+x"(a_reg_1));
  __m256 b_reg;
  b_reg = _mm256_loadu_ps(&B.data[8 * ko]); __asm__("" : "+x"(b_reg));
  acc_0_0 = _mm256_fmadd_ps(a_reg_0, b_reg, acc_0_0);
  acc_1_0 = _mm256_fmadd_ps(a_reg_1, b_reg, acc_1_0);
  __m256 b_reg_1;
  b_reg_1 = _mm256_loadu_ps(&B.data[B.strides[0] + 8 * ko]); __asm__("" : "+x"(b_reg_1));
  acc_0_1 = _mm256_fmadd_ps(a_reg_0, b_reg_1, acc_0_1);
  acc_1_1 = _mm256_fmadd_ps(a_reg_1, b_reg_1, acc_1_1);
  __m256 b_reg_2;
  b_reg_2 = _mm256_loadu_ps(&B.data[(2) * (B.strides[0]) + 8 * ko]); __asm__("" : "+x"(b_reg_2));
  acc_0_2 = _mm256_fmadd_ps(a_reg_0, b_reg_2, acc_0_2);
  acc_1_2 = _mm256_fmadd_ps(a_reg_1, b_reg_2, acc_1_2);
}
C.data[0] += exogemm_avx2_hsum(acc_0_0);
C.data[1] += exogemm_avx2_hsum(acc_0_1);
C.data[2] += exogemm_avx2_hsum(acc_0_2);
C.data[C.strides[0]] += exogemm_avx2_hsum(acc_1_0);
C.data[C.strides[0] + 1] += exogemm_avx2_hsum(acc_1_1);
C.data[C.strides[0] + 2] += exogemm_avx2_hsum(acc_1_2);
for (int_fast32_t ki = 0; ki < K % 8; ki++) {
  C.data[0] += A.data[ki + (K / 8) * 8] * B.data[ki + (K / 8) * 8];
  C.data[1] += A.data[ki + (K / 8) * 8] * B.data[B.strides[0] + ki + (K / 8) * 8];
  C.data[2] += A.data[ki + (K / 8) * 8] * B.data[2 * B.strides[0] + ki + (K / 8) * 8];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 8) * 8] * B.data[ki + (K / 8) * 8];
  C.data[C.strides[0] + 1] += A.data[A.strides[0] + ki + (K / 8) * 8] * B.data[B.strides[0] + ki + (K / 8) * 8];
  C.data[C.strides[0] + 2] += A.data[A.strides[0] + ki + (K / 8) * 8] * B.data[2 * B.strides[0] + ki + (K / 8) * 8];
}
}

// EXOGEMM_SMALL_PREFIX_dot_2x4(
//     K : size,
//     A : [f32][2, K] @DRAM,
//     B : [f32][4, K] @DRAM,
//     C : [f32][2, 4] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_dot_2x4( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m256 acc_0_0;
__m256 acc_0_1;
__m256 acc_0_2;
__m256 acc_0_3;
__m256 acc_1_0;
__m256 acc_1_1;
__m256 acc_1_2;
__m256 acc_1_3;
acc_0_0 = _mm256_set1_ps(0.0f);
acc_0_1 = _mm256_set1_ps(0.0f);
acc_0_2 = _mm256_set1_ps(0.0f);
acc_0_3 = _mm256_set1_ps(0.0f);
acc_1_0 = _mm256_set1_ps(0.0f);
acc_1_1 = _mm256_set1_ps(0.0f);
acc_1_2 = _mm256_set1_ps(0.0f);
acc_1_3 = _mm256_set1_ps(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (8)); ko++) {
  { for (int exo_r = 4; exo_r < 8; exo_r++) __builtin_prefetch(&B.data[8 * ko] + (size_t)exo_r * (((struct exo_win_2f32c){ &B.data[8 * ko], { B.strides[0], 1 } })).strides[0], 0, 1); }
  __m256 a_reg_0;
  __m256 a_reg_1;
  a_reg_0 = _mm256_loadu_ps(&A.data[8 * ko]); __asm__("" : "+x"(a_reg_0));
  a_reg_1 = _mm256_loadu_ps(&A.data[A.strides[0] + 8 * ko]); __asm__("" : "+x"(a_reg_1));
  __m256 b_reg;
  b_reg = _mm256_loadu_ps(&B.data[8 * ko]); __asm__("" : "+x"(b_reg));
  acc_0_0 = _mm256_fmadd_ps(a_reg_0, b_reg, acc_0_0);
  acc_1_0 = _mm256_fmadd_ps(a_reg_1, b_reg, acc_1_0);
  __m256 b_reg_1;
  b_reg_1 = _mm256_loadu_ps(&B.data[B.strides[0] + 8 * ko]); __asm__("" : "+x"(b_reg_1));
  acc_0_1 = _mm256_fmadd_ps(a_reg_0, b_reg_1, acc_0_1);
  acc_1_1 = _mm256_fmadd_ps(a_reg_1, b_reg_1, acc_1_1);
  __m256 b_reg_2;
  b_reg_2 = _mm256_loadu_ps(&B.data[(2) * (B.strides[0]) + 8 * ko]); __asm__("" : "+x"(b_reg_2));
  acc_0_2 = _mm256_fmadd_ps(a_reg_0, b_reg_2, acc_0_2);
  acc_1_2 = _mm256_fmadd_ps(a_reg_1, b_reg_2, acc_1_2);
  __m256 b_reg_3;
  b_reg_3 = _mm256_loadu_ps(&B.data[(3) * (B.strides[0]) + 8 * ko]); __asm__("" : "+x"(b_reg_3));
  acc_0_3 = _mm256_fmadd_ps(a_reg_0, b_reg_3, acc_0_3);
  acc_1_3 = _mm256_fmadd_ps(a_reg_1, b_reg_3, acc_1_3);
}
C.data[0] += exogemm_avx2_hsum(acc_0_0);
C.data[1] += exogemm_avx2_hsum(acc_0_1);
C.data[2] += exogemm_avx2_hsum(acc_0_2);
C.data[3] += exogemm_avx2_hsum(acc_0_3);
C.data[C.strides[0]] += exogemm_avx2_hsum(acc_1_0);
C.data[C.strides[0] + 1] += exogemm_avx2_hsum(acc_1_1);
C.data[C.strides[0] + 2] += exogemm_avx2_hsum(acc_1_2);
C.data[C.strides[0] + 3] += exogemm_avx2_hsum(acc_1_3);
for (int_fast32_t ki = 0; ki < K % 8; ki++) {
  C.data[0] += A.data[ki + (K / 8) * 8] * B.data[ki + (K / 8) * 8];
  C.data[1] += A.data[ki + (K / 8) * 8] * B.data[B.strides[0] + ki + (K / 8) * 8];
  C.data[2] += A.data[ki + (K / 8) * 8] * B.data[2 * B.strides[0] + ki + (K / 8) * 8];
  C.data[3] += A.data[ki + (K / 8) * 8] * B.data[3 * B.strides[0] + ki + (K / 8) * 8];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 8) * 8] * B.data[ki + (K / 8) * 8];
  C.data[C.strides[0] + 1] += A.data[A.strides[0] + ki + (K / 8) * 8] * B.data[B.strides[0] + ki + (K / 8) * 8];
  C.data[C.strides[0] + 2] += A.data[A.strides[0] + ki + (K / 8) * 8] * B.data[2 * B.strides[0] + ki + (K / 8) * 8];
  C.data[C.strides[0] + 3] += A.data[A.strides[0] + ki + (K / 8) * 8] * B.data[3 * B.strides[0] + ki + (K / 8) * 8];
}
}

// EXOGEMM_SMALL_PREFIX_dot_2x4_resident(
//     K : size,
//     A : [f32][2, K] @DRAM,
//     B : [f32][4, K] @DRAM,
//     C : [f32][2, 4] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_dot_2x4_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m256 acc_0_0;
__m256 acc_0_1;
__m256 acc_0_2;
__m256 acc_0_3;
__m256 acc_1_0;
__m256 acc_1_1;
__m256 acc_1_2;
__m256 acc_1_3;
acc_0_0 = _mm256_set1_ps(0.0f);
acc_0_1 = _mm256_set1_ps(0.0f);
acc_0_2 = _mm256_set1_ps(0.0f);
acc_0_3 = _mm256_set1_ps(0.0f);
acc_1_0 = _mm256_set1_ps(0.0f);
acc_1_1 = _mm256_set1_ps(0.0f);
acc_1_2 = _mm256_set1_ps(0.0f);
acc_1_3 = _mm256_set1_ps(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (8)); ko++) {
  __m256 a_reg_0;
  __m256 a_reg_1;
  a_reg_0 = _mm256_loadu_ps(&A.data[8 * ko]); __asm__("" : "+x"(a_reg_0));
  a_reg_1 = _mm256_loadu_ps(&A.data[A.strides[0] + 8 * ko]); __asm__("" : "+x"(a_reg_1));
  __m256 b_reg;
  b_reg = _mm256_loadu_ps(&B.data[8 * ko]); __asm__("" : "+x"(b_reg));
  acc_0_0 = _mm256_fmadd_ps(a_reg_0, b_reg, acc_0_0);
  acc_1_0 = _mm256_fmadd_ps(a_reg_1, b_reg, acc_1_0);
  __m256 b_reg_1;
  b_reg_1 = _mm256_loadu_ps(&B.data[B.strides[0] + 8 * ko]); __asm__("" : "+x"(b_reg_1));
  acc_0_1 = _mm256_fmadd_ps(a_reg_0, b_reg_1, acc_0_1);
  acc_1_1 = _mm256_fmadd_ps(a_reg_1, b_reg_1, acc_1_1);
  __m256 b_reg_2;
  b_reg_2 = _mm256_loadu_ps(&B.data[(2) * (B.strides[0]) + 8 * ko]); __asm__("" : "+x"(b_reg_2));
  acc_0_2 = _mm256_fmadd_ps(a_reg_0, b_reg_2, acc_0_2);
  acc_1_2 = _mm256_fmadd_ps(a_reg_1, b_reg_2, acc_1_2);
  __m256 b_reg_3;
  b_reg_3 = _mm256_loadu_ps(&B.data[(3) * (B.strides[0]) + 8 * ko]); __asm__("" : "+x"(b_reg_3));
  acc_0_3 = _mm256_fmadd_ps(a_reg_0, b_reg_3, acc_0_3);
  acc_1_3 = _mm256_fmadd_ps(a_reg_1, b_reg_3, acc_1_3);
}
C.data[0] += exogemm_avx2_hsum(acc_0_0);
C.data[1] += exogemm_avx2_hsum(acc_0_1);
C.data[2] += exogemm_avx2_hsum(acc_0_2);
C.data[3] += exogemm_avx2_hsum(acc_0_3);
C.data[C.strides[0]] += exogemm_avx2_hsum(acc_1_0);
C.data[C.strides[0] + 1] += exogemm_avx2_hsum(acc_1_1);
C.data[C.strides[0] + 2] += exogemm_avx2_hsum(acc_1_2);
C.data[C.strides[0] + 3] += exogemm_avx2_hsum(acc_1_3);
for (int_fast32_t ki = 0; ki < K % 8; ki++) {
  C.data[0] += A.data[ki + (K / 8) * 8] * B.data[ki + (K / 8) * 8];
  C.data[1] += A.data[ki + (K / 8) * 8] * B.data[B.strides[0] + ki + (K / 8) * 8];
  C.data[2] += A.data[ki + (K / 8) * 8] * B.data[2 * B.strides[0] + ki + (K / 8) * 8];
  C.data[3] += A.data[ki + (K / 8) * 8] * B.data[3 * B.strides[0] + ki + (K / 8) * 8];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 8) * 8] * B.data[ki + (K / 8) * 8];
  C.data[C.strides[0] + 1] += A.data[A.strides[0] + ki + (K / 8) * 8] * B.data[B.strides[0] + ki + (K / 8) * 8];
  C.data[C.strides[0] + 2] += A.data[A.strides[0] + ki + (K / 8) * 8] * B.data[2 * B.strides[0] + ki + (K / 8) * 8];
  C.data[C.strides[0] + 3] += A.data[A.strides[0] + ki + (K / 8) * 8] * B.data[3 * B.strides[0] + ki + (K / 8) * 8];
}
}

// EXOGEMM_SMALL_PREFIX_dot_3x1(
//     K : size,
//     A : [f32][3, K] @DRAM,
//     B : [f32][1, K] @DRAM,
//     C : [f32][3, 1] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_dot_3x1( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m256 acc_0_0;
__m256 acc_1_0;
__m256 acc_2_0;
acc_0_0 = _mm256_set1_ps(0.0f);
acc_1_0 = _mm256_set1_ps(0.0f);
acc_2_0 = _mm256_set1_ps(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (8)); ko++) {
  { for (int exo_r = 1; exo_r < 2; exo_r++) __builtin_prefetch(&B.data[8 * ko] + (size_t)exo_r * (((struct exo_win_2f32c){ &B.data[8 * ko], { B.strides[0], 1 } })).strides[0], 0, 1); }
  __m256 a_reg_0;
  __m256 a_reg_1;
  __m256 a_reg_2;
  a_reg_0 = _mm256_loadu_ps(&A.data[8 * ko]); __asm__("" : "+x"(a_reg_0));
  a_reg_1 = _mm256_loadu_ps(&A.data[A.strides[0] + 8 * ko]); __asm__("" : "+x"(a_reg_1));
  a_reg_2 = _mm256_loadu_ps(&A.data[(2) * (A.strides[0]) + 8 * ko]); __asm__("" : "+x"(a_reg_2));
  __m256 b_reg;
  b_reg = _mm256_loadu_ps(&B.data[8 * ko]); __asm__("" : "+x"(b_reg));
  acc_0_0 = _mm256_fmadd_ps(a_reg_0, b_reg, acc_0_0);
  acc_1_0 = _mm256_fmadd_ps(a_reg_1, b_reg, acc_1_0);
  acc_2_0 = _mm256_fmadd_ps(a_reg_2, b_reg, acc_2_0);
}
C.data[0] += exogemm_avx2_hsum(acc_0_0);
C.data[C.strides[0]] += exogemm_avx2_hsum(acc_1_0);
C.data[(2) * (C.strides[0])] += exogemm_avx2_hsum(acc_2_0);
for (int_fast32_t ki = 0; ki < K % 8; ki++) {
  C.data[0] += A.data[ki + (K / 8) * 8] * B.data[ki + (K / 8) * 8];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 8) * 8] * B.data[ki + (K / 8) * 8];
  C.data[2 * C.strides[0]] += A.data[2 * A.strides[0] + ki + (K / 8) * 8] * B.data[ki + (K / 8) * 8];
}
}

// EXOGEMM_SMALL_PREFIX_dot_3x1_resident(
//     K : size,
//     A : [f32][3, K] @DRAM,
//     B : [f32][1, K] @DRAM,
//     C : [f32][3, 1] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_dot_3x1_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m256 acc_0_0;
__m256 acc_1_0;
__m256 acc_2_0;
acc_0_0 = _mm256_set1_ps(0.0f);
acc_1_0 = _mm256_set1_ps(0.0f);
acc_2_0 = _mm256_set1_ps(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (8)); ko++) {
  __m256 a_reg_0;
  __m256 a_reg_1;
  __m256 a_reg_2;
  a_reg_0 = _mm256_loadu_ps(&A.data[8 * ko]); __asm__("" : "+x"(a_reg_0));
  a_reg_1 = _mm256_loadu_ps(&A.data[A.strides[0] + 8 * ko]); __asm__("" : "+x"(a_reg_1));
  a_reg_2 = _mm256_loadu_ps(&A.data[(2) * (A.strides[0]) + 8 * ko]); __asm__("" : "+x"(a_reg_2));
  __m256 b_reg;
  b_reg = _mm256_loadu_ps(&B.data[8 * ko]); __asm__("" : "+x"(b_reg));
  acc_0_0 = _mm256_fmadd_ps(a_reg_0, b_reg, acc_0_0);
  acc_1_0 = _mm256_fmadd_ps(a_reg_1, b_reg, acc_1_0);
  acc_2_0 = _mm256_fmadd_ps(a_reg_2, b_reg, acc_2_0);
}
C.data[0] += exogemm_avx2_hsum(acc_0_0);
C.data[C.strides[0]] += exogemm_avx2_hsum(acc_1_0);
C.data[(2) * (C.strides[0])] += exogemm_avx2_hsum(acc_2_0);
for (int_fast32_t ki = 0; ki < K % 8; ki++) {
  C.data[0] += A.data[ki + (K / 8) * 8] * B.data[ki + (K / 8) * 8];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 8) * 8] * B.data[ki + (K / 8) * 8];
  C.data[2 * C.strides[0]] += A.data[2 * A.strides[0] + ki + (K / 8) * 8] * B.data[ki + (K / 8) * 8];
}
}

// EXOGEMM_SMALL_PREFIX_dot_3x2(
//     K : size,
//     A : [f32][3, K] @DRAM,
//     B : [f32][2, K] @DRAM,
//     C : [f32][3, 2] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_dot_3x2( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m256 acc_0_0;
__m256 acc_0_1;
__m256 acc_1_0;
__m256 acc_1_1;
__m256 acc_2_0;
__m256 acc_2_1;
acc_0_0 = _mm256_set1_ps(0.0f);
acc_0_1 = _mm256_set1_ps(0.0f);
acc_1_0 = _mm256_set1_ps(0.0f);
acc_1_1 = _mm256_set1_ps(0.0f);
acc_2_0 = _mm256_set1_ps(0.0f);
acc_2_1 = _mm256_set1_ps(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (8)); ko++) {
  { for (int exo_r = 2; exo_r < 4; exo_r++) __builtin_prefetch(&B.data[8 * ko] + (size_t)exo_r * (((struct exo_win_2f32c){ &B.data[8 * ko], { B.strides[0], 1 } })).strides[0], 0, 1); }
  __m256 a_reg_0;
  __m256 a_reg_1;
  __m256 a_reg_2;
  a_reg_0 = _mm256_loadu_ps(&A.data[8 * ko]); __asm__("" : "+x"(a_reg_0));
  a_reg_1 = _mm256_loadu_ps(&A.data[A.strides[0] + 8 * ko]); __asm__("" : "+x"(a_reg_1));
  a_reg_2 = _mm256_loadu_ps(&A.data[(2) * (A.strides[0]) + 8 * ko]); __asm__("" : "+x"(a_reg_2));
  __m256 b_reg;
  b_reg = _mm256_loadu_ps(&B.data[8 * ko]); __asm__("" : "+x"(b_reg));
  acc_0_0 = _mm256_fmadd_ps(a_reg_0, b_reg, acc_0_0);
  acc_1_0 = _mm256_fmadd_ps(a_reg_1, b_reg, acc_1_0);
  acc_2_0 = _mm256_fmadd_ps(a_reg_2, b_reg, acc_2_0);
  __m256 b_reg_1;
  b_reg_1 = _mm256_loadu_ps(&B.data[B.strides[0] + 8 * ko]); __asm__("" : "+x"(b_reg_1));
  acc_0_1 = _mm256_fmadd_ps(a_reg_0, b_reg_1, acc_0_1);
  acc_1_1 = _mm256_fmadd_ps(a_reg_1, b_reg_1, acc_1_1);
  acc_2_1 = _mm256_fmadd_ps(a_reg_2, b_reg_1, acc_2_1);
}
C.data[0] += exogemm_avx2_hsum(acc_0_0);
C.data[1] += exogemm_avx2_hsum(acc_0_1);
C.data[C.strides[0]] += exogemm_avx2_hsum(acc_1_0);
C.data[C.strides[0] + 1] += exogemm_avx2_hsum(acc_1_1);
C.data[(2) * (C.strides[0])] += exogemm_avx2_hsum(acc_2_0);
C.data[(2) * (C.strides[0]) + 1] += exogemm_avx2_hsum(acc_2_1);
for (int_fast32_t ki = 0; ki < K % 8; ki++) {
  C.data[0] += A.data[ki + (K / 8) * 8] * B.data[ki + (K / 8) * 8];
  C.data[1] += A.data[ki + (K / 8) * 8] * B.data[B.strides[0] + ki + (K / 8) * 8];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 8) * 8] * B.data[ki + (K / 8) * 8];
  C.data[C.strides[0] + 1] += A.data[A.strides[0] + ki + (K / 8) * 8] * B.data[B.strides[0] + ki + (K / 8) * 8];
  C.data[2 * C.strides[0]] += A.data[2 * A.strides[0] + ki + (K / 8) * 8] * B.data[ki + (K / 8) * 8];
  C.data[2 * C.strides[0] + 1] += A.data[2 * A.strides[0] + ki + (K / 8) * 8] * B.data[B.strides[0] + ki + (K / 8) * 8];
}
}

// EXOGEMM_SMALL_PREFIX_dot_3x2_resident(
//     K : size,
//     A : [f32][3, K] @DRAM,
//     B : [f32][2, K] @DRAM,
//     C : [f32][3, 2] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_dot_3x2_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m256 acc_0_0;
__m256 acc_0_1;
__m256 acc_1_0;
__m256 acc_1_1;
__m256 acc_2_0;
__m256 acc_2_1;
acc_0_0 = _mm256_set1_ps(0.0f);
acc_0_1 = _mm256_set1_ps(0.0f);
acc_1_0 = _mm256_set1_ps(0.0f);
acc_1_1 = _mm256_set1_ps(0.0f);
acc_2_0 = _mm256_set1_ps(0.0f);
acc_2_1 = _mm256_set1_ps(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (8)); ko++) {
  __m256 a_reg_0;
  __m256 a_reg_1;
  __m256 a_reg_2;
  a_reg_0 = _mm256_loadu_ps(&A.data[8 * ko]); __asm__("" : "+x"(a_reg_0));
  a_reg_1 = _mm256_loadu_ps(&A.data[A.strides[0] + 8 * ko]); __asm__("" : "+x"(a_reg_1));
  a_reg_2 = _mm256_loadu_ps(&A.data[(2) * (A.strides[0]) + 8 * ko]); __asm__("" : "+x"(a_reg_2));
  __m256 b_reg;
  b_reg = _mm256_loadu_ps(&B.data[8 * ko]); __asm__("" : "+x"(b_reg));
  acc_0_0 = _mm256_fmadd_ps(a_reg_0, b_reg, acc_0_0);
  acc_1_0 = _mm256_fmadd_ps(a_reg_1, b_reg, acc_1_0);
  acc_2_0 = _mm256_fmadd_ps(a_reg_2, b_reg, acc_2_0);
  __m256 b_reg_1;
  b_reg_1 = _mm256_loadu_ps(&B.data[B.strides[0] + 8 * ko]); __asm__("" : "+x"(b_reg_1));
  acc_0_1 = _mm256_fmadd_ps(a_reg_0, b_reg_1, acc_0_1);
  acc_1_1 = _mm256_fmadd_ps(a_reg_1, b_reg_1, acc_1_1);
  acc_2_1 = _mm256_fmadd_ps(a_reg_2, b_reg_1, acc_2_1);
}
C.data[0] += exogemm_avx2_hsum(acc_0_0);
C.data[1] += exogemm_avx2_hsum(acc_0_1);
C.data[C.strides[0]] += exogemm_avx2_hsum(acc_1_0);
C.data[C.strides[0] + 1] += exogemm_avx2_hsum(acc_1_1);
C.data[(2) * (C.strides[0])] += exogemm_avx2_hsum(acc_2_0);
C.data[(2) * (C.strides[0]) + 1] += exogemm_avx2_hsum(acc_2_1);
for (int_fast32_t ki = 0; ki < K % 8; ki++) {
  C.data[0] += A.data[ki + (K / 8) * 8] * B.data[ki + (K / 8) * 8];
  C.data[1] += A.data[ki + (K / 8) * 8] * B.data[B.strides[0] + ki + (K / 8) * 8];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 8) * 8] * B.data[ki + (K / 8) * 8];
  C.data[C.strides[0] + 1] += A.data[A.strides[0] + ki + (K / 8) * 8] * B.data[B.strides[0] + ki + (K / 8) * 8];
  C.data[2 * C.strides[0]] += A.data[2 * A.strides[0] + ki + (K / 8) * 8] * B.data[ki + (K / 8) * 8];
  C.data[2 * C.strides[0] + 1] += A.data[2 * A.strides[0] + ki + (K / 8) * 8] * B.data[B.strides[0] + ki + (K / 8) * 8];
}
}

// EXOGEMM_SMALL_PREFIX_dot_3x3(
//     K : size,
//     A : [f32][3, K] @DRAM,
//     B : [f32][3, K] @DRAM,
//     C : [f32][3, 3] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_dot_3x3( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m256 acc_0_0;
__m256 acc_0_1;
__m256 acc_0_2;
__m256 acc_1_0;
__m256 acc_1_1;
__m256 acc_1_2;
__m256 acc_2_0;
__m256 acc_2_1;
__m256 acc_2_2;
acc_0_0 = _mm256_set1_ps(0.0f);
acc_0_1 = _mm256_set1_ps(0.0f);
acc_0_2 = _mm256_set1_ps(0.0f);
acc_1_0 = _mm256_set1_ps(0.0f);
acc_1_1 = _mm256_set1_ps(0.0f);
acc_1_2 = _mm256_set1_ps(0.0f);
acc_2_0 = _mm256_set1_ps(0.0f);
acc_2_1 = _mm256_set1_ps(0.0f);
acc_2_2 = _mm256_set1_ps(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (8)); ko++) {
  { for (int exo_r = 3; exo_r < 6; exo_r++) __builtin_prefetch(&B.data[8 * ko] + (size_t)exo_r * (((struct exo_win_2f32c){ &B.data[8 * ko], { B.strides[0], 1 } })).strides[0], 0, 1); }
  __m256 a_reg_0;
  __m256 a_reg_1;
  __m256 a_reg_2;
  a_reg_0 = _mm256_loadu_ps(&A.data[8 * ko]); __asm__("" : "+x"(a_reg_0));
  a_reg_1 = _mm256_loadu_ps(&A.data[A.strides[0] + 8 * ko]); __asm__("" : "+x"(a_reg_1));
  a_reg_2 = _mm256_loadu_ps(&A.data[(2) * (A.strides[0]) + 8 * ko]); __asm__("" : "+x"(a_reg_2));
  __m256 b_reg;
  b_reg = _mm256_loadu_ps(&B.data[8 * ko]); __asm__("" : "+x"(b_reg));
  acc_0_0 = _mm256_fmadd_ps(a_reg_0, b_reg, acc_0_0);
  acc_1_0 = _mm256_fmadd_ps(a_reg_1, b_reg, acc_1_0);
  acc_2_0 = _mm256_fmadd_ps(a_reg_2, b_reg, acc_2_0);
  __m256 b_reg_1;
  b_reg_1 = _mm256_loadu_ps(&B.data[B.strides[0] + 8 * ko]); __asm__("" : "+x"(b_reg_1));
  acc_0_1 = _mm256_fmadd_ps(a_reg_0, b_reg_1, acc_0_1);
  acc_1_1 = _mm256_fmadd_ps(a_reg_1, b_reg_1, acc_1_1);
  acc_2_1 = _mm256_fmadd_ps(a_reg_2, b_reg_1, acc_2_1);
  __m256 b_reg_2;
  b_reg_2 = _mm256_loadu_ps(&B.data[(2) * (B.strides[0]) + 8 * ko]); __asm__("" : "+x"(b_reg_2));
  acc_0_2 = _mm256_fmadd_ps(a_reg_0, b_reg_2, acc_0_2);
  acc_1_2 = _mm256_fmadd_ps(a_reg_1, b_reg_2, acc_1_2);
  acc_2_2 = _mm256_fmadd_ps(a_reg_2, b_reg_2, acc_2_2);
}
C.data[0] += exogemm_avx2_hsum(acc_0_0);
C.data[1] += exogemm_avx2_hsum(acc_0_1);
C.data[2] += exogemm_avx2_hsum(acc_0_2);
C.data[C.strides[0]] += exogemm_avx2_hsum(acc_1_0);
C.data[C.strides[0] + 1] += exogemm_avx2_hsum(acc_1_1);
C.data[C.strides[0] + 2] += exogemm_avx2_hsum(acc_1_2);
C.data[(2) * (C.strides[0])] += exogemm_avx2_hsum(acc_2_0);
C.data[(2) * (C.strides[0]) + 1] += exogemm_avx2_hsum(acc_2_1);
C.data[(2) * (C.strides[0]) + 2] += exogemm_avx2_hsum(acc_2_2);
for (int_fast32_t ki = 0; ki < K % 8; ki++) {
  C.data[0] += A.data[ki + (K / 8) * 8] * B.data[ki + (K / 8) * 8];
  C.data[1] += A.data[ki + (K / 8) * 8] * B.data[B.strides[0] + ki + (K / 8) * 8];
  C.data[2] += A.data[ki + (K / 8) * 8] * B.data[2 * B.strides[0] + ki + (K / 8) * 8];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 8) * 8] * B.data[ki + (K / 8) * 8];
  C.data[C.strides[0] + 1] += A.data[A.strides[0] + ki + (K / 8) * 8] * B.data[B.strides[0] + ki + (K / 8) * 8];
  C.data[C.strides[0] + 2] += A.data[A.strides[0] + ki + (K / 8) * 8] * B.data[2 * B.strides[0] + ki + (K / 8) * 8];
  C.data[2 * C.strides[0]] += A.data[2 * A.strides[0] + ki + (K / 8) * 8] * B.data[ki + (K / 8) * 8];
  C.data[2 * C.strides[0] + 1] += A.data[2 * A.strides[0] + ki + (K / 8) * 8] * B.data[B.strides[0] + ki + (K / 8) * 8];
  C.data[2 * C.strides[0] + 2] += A.data[2 * A.strides[0] + ki + (K / 8) * 8] * B.data[2 * B.strides[0] + ki + (K / 8) * 8];
}
}

// EXOGEMM_SMALL_PREFIX_dot_3x3_resident(
//     K : size,
//     A : [f32][3, K] @DRAM,
//     B : [f32][3, K] @DRAM,
//     C : [f32][3, 3] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_dot_3x3_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m256 acc_0_0;
__m256 acc_0_1;
__m256 acc_0_2;
__m256 acc_1_0;
__m256 acc_1_1;
__m256 acc_1_2;
__m256 acc_2_0;
__m256 acc_2_1;
__m256 acc_2_2;
acc_0_0 = _mm256_set1_ps(0.0f);
acc_0_1 = _mm256_set1_ps(0.0f);
acc_0_2 = _mm256_set1_ps(0.0f);
acc_1_0 = _mm256_set1_ps(0.0f);
acc_1_1 = _mm256_set1_ps(0.0f);
acc_1_2 = _mm256_set1_ps(0.0f);
acc_2_0 = _mm256_set1_ps(0.0f);
acc_2_1 = _mm256_set1_ps(0.0f);
acc_2_2 = _mm256_set1_ps(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (8)); ko++) {
  __m256 a_reg_0;
  __m256 a_reg_1;
  __m256 a_reg_2;
  a_reg_0 = _mm256_loadu_ps(&A.data[8 * ko]); __asm__("" : "+x"(a_reg_0));
  a_reg_1 = _mm256_loadu_ps(&A.data[A.strides[0] + 8 * ko]); __asm__("" : "+x"(a_reg_1));
  a_reg_2 = _mm256_loadu_ps(&A.data[(2) * (A.strides[0]) + 8 * ko]); __asm__("" : "+x"(a_reg_2));
  __m256 b_reg;
  b_reg = _mm256_loadu_ps(&B.data[8 * ko]); __asm__("" : "+x"(b_reg));
  acc_0_0 = _mm256_fmadd_ps(a_reg_0, b_reg, acc_0_0);
  acc_1_0 = _mm256_fmadd_ps(a_reg_1, b_reg, acc_1_0);
  acc_2_0 = _mm256_fmadd_ps(a_reg_2, b_reg, acc_2_0);
  __m256 b_reg_1;
  b_reg_1 = _mm256_loadu_ps(&B.data[B.strides[0] + 8 * ko]); __asm__("" : "+x"(b_reg_1));
  acc_0_1 = _mm256_fmadd_ps(a_reg_0, b_reg_1, acc_0_1);
  acc_1_1 = _mm256_fmadd_ps(a_reg_1, b_reg_1, acc_1_1);
  acc_2_1 = _mm256_fmadd_ps(a_reg_2, b_reg_1, acc_2_1);
  __m256 b_reg_2;
  b_reg_2 = _mm256_loadu_ps(&B.data[(2) * (B.strides[0]) + 8 * ko]); __asm__("" : "+x"(b_reg_2));
  acc_0_2 = _mm256_fmadd_ps(a_reg_0, b_reg_2, acc_0_2);
  acc_1_2 = _mm256_fmadd_ps(a_reg_1, b_reg_2, acc_1_2);
  acc_2_2 = _mm256_fmadd_ps(a_reg_2, b_reg_2, acc_2_2);
}
C.data[0] += exogemm_avx2_hsum(acc_0_0);
C.data[1] += exogemm_avx2_hsum(acc_0_1);
C.data[2] += exogemm_avx2_hsum(acc_0_2);
C.data[C.strides[0]] += exogemm_avx2_hsum(acc_1_0);
C.data[C.strides[0] + 1] += exogemm_avx2_hsum(acc_1_1);
C.data[C.strides[0] + 2] += exogemm_avx2_hsum(acc_1_2);
C.data[(2) * (C.strides[0])] += exogemm_avx2_hsum(acc_2_0);
C.data[(2) * (C.strides[0]) + 1] += exogemm_avx2_hsum(acc_2_1);
C.data[(2) * (C.strides[0]) + 2] += exogemm_avx2_hsum(acc_2_2);
for (int_fast32_t ki = 0; ki < K % 8; ki++) {
  C.data[0] += A.data[ki + (K / 8) * 8] * B.data[ki + (K / 8) * 8];
  C.data[1] += A.data[ki + (K / 8) * 8] * B.data[B.strides[0] + ki + (K / 8) * 8];
  C.data[2] += A.data[ki + (K / 8) * 8] * B.data[2 * B.strides[0] + ki + (K / 8) * 8];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 8) * 8] * B.data[ki + (K / 8) * 8];
  C.data[C.strides[0] + 1] += A.data[A.strides[0] + ki + (K / 8) * 8] * B.data[B.strides[0] + ki + (K / 8) * 8];
  C.data[C.strides[0] + 2] += A.data[A.strides[0] + ki + (K / 8) * 8] * B.data[2 * B.strides[0] + ki + (K / 8) * 8];
  C.data[2 * C.strides[0]] += A.data[2 * A.strides[0] + ki + (K / 8) * 8] * B.data[ki + (K / 8) * 8];
  C.data[2 * C.strides[0] + 1] += A.data[2 * A.strides[0] + ki + (K / 8) * 8] * B.data[B.strides[0] + ki + (K / 8) * 8];
  C.data[2 * C.strides[0] + 2] += A.data[2 * A.strides[0] + ki + (K / 8) * 8] * B.data[2 * B.strides[0] + ki + (K / 8) * 8];
}
}

// EXOGEMM_SMALL_PREFIX_dot_4x1(
//     K : size,
//     A : [f32][4, K] @DRAM,
//     B : [f32][1, K] @DRAM,
//     C : [f32][4, 1] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_dot_4x1( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m256 acc_0_0;
__m256 acc_1_0;
__m256 acc_2_0;
__m256 acc_3_0;
acc_0_0 = _mm256_set1_ps(0.0f);
acc_1_0 = _mm256_set1_ps(0.0f);
acc_2_0 = _mm256_set1_ps(0.0f);
acc_3_0 = _mm256_set1_ps(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (8)); ko++) {
  { for (int exo_r = 1; exo_r < 2; exo_r++) __builtin_prefetch(&B.data[8 * ko] + (size_t)exo_r * (((struct exo_win_2f32c){ &B.data[8 * ko], { B.strides[0], 1 } })).strides[0], 0, 1); }
  __m256 a_reg_0;
  __m256 a_reg_1;
  __m256 a_reg_2;
  __m256 a_reg_3;
  a_reg_0 = _mm256_loadu_ps(&A.data[8 * ko]); __asm__("" : "+x"(a_reg_0));
  a_reg_1 = _mm256_loadu_ps(&A.data[A.strides[0] + 8 * ko]); __asm__("" : "+x"(a_reg_1));
  a_reg_2 = _mm256_loadu_ps(&A.data[(2) * (A.strides[0]) + 8 * ko]); __asm__("" : "+x"(a_reg_2));
  a_reg_3 = _mm256_loadu_ps(&A.data[(3) * (A.strides[0]) + 8 * ko]); __asm__("" : "+x"(a_reg_3));
  __m256 b_reg;
  b_reg = _mm256_loadu_ps(&B.data[8 * ko]); __asm__("" : "+x"(b_reg));
  acc_0_0 = _mm256_fmadd_ps(a_reg_0, b_reg, acc_0_0);
  acc_1_0 = _mm256_fmadd_ps(a_reg_1, b_reg, acc_1_0);
  acc_2_0 = _mm256_fmadd_ps(a_reg_2, b_reg, acc_2_0);
  acc_3_0 = _mm256_fmadd_ps(a_reg_3, b_reg, acc_3_0);
}
C.data[0] += exogemm_avx2_hsum(acc_0_0);
C.data[C.strides[0]] += exogemm_avx2_hsum(acc_1_0);
C.data[(2) * (C.strides[0])] += exogemm_avx2_hsum(acc_2_0);
C.data[(3) * (C.strides[0])] += exogemm_avx2_hsum(acc_3_0);
for (int_fast32_t ki = 0; ki < K % 8; ki++) {
  C.data[0] += A.data[ki + (K / 8) * 8] * B.data[ki + (K / 8) * 8];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 8) * 8] * B.data[ki + (K / 8) * 8];
  C.data[2 * C.strides[0]] += A.data[2 * A.strides[0] + ki + (K / 8) * 8] * B.data[ki + (K / 8) * 8];
  C.data[3 * C.strides[0]] += A.data[3 * A.strides[0] + ki + (K / 8) * 8] * B.data[ki + (K / 8) * 8];
}
}

// EXOGEMM_SMALL_PREFIX_dot_4x1_resident(
//     K : size,
//     A : [f32][4, K] @DRAM,
//     B : [f32][1, K] @DRAM,
//     C : [f32][4, 1] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_dot_4x1_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m256 acc_0_0;
__m256 acc_1_0;
__m256 acc_2_0;
__m256 acc_3_0;
acc_0_0 = _mm256_set1_ps(0.0f);
acc_1_0 = _mm256_set1_ps(0.0f);
acc_2_0 = _mm256_set1_ps(0.0f);
acc_3_0 = _mm256_set1_ps(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (8)); ko++) {
  __m256 a_reg_0;
  __m256 a_reg_1;
  __m256 a_reg_2;
  __m256 a_reg_3;
  a_reg_0 = _mm256_loadu_ps(&A.data[8 * ko]); __asm__("" : "+x"(a_reg_0));
  a_reg_1 = _mm256_loadu_ps(&A.data[A.strides[0] + 8 * ko]); __asm__("" : "+x"(a_reg_1));
  a_reg_2 = _mm256_loadu_ps(&A.data[(2) * (A.strides[0]) + 8 * ko]); __asm__("" : "+x"(a_reg_2));
  a_reg_3 = _mm256_loadu_ps(&A.data[(3) * (A.strides[0]) + 8 * ko]); __asm__("" : "+x"(a_reg_3));
  __m256 b_reg;
  b_reg = _mm256_loadu_ps(&B.data[8 * ko]); __asm__("" : "+x"(b_reg));
  acc_0_0 = _mm256_fmadd_ps(a_reg_0, b_reg, acc_0_0);
  acc_1_0 = _mm256_fmadd_ps(a_reg_1, b_reg, acc_1_0);
  acc_2_0 = _mm256_fmadd_ps(a_reg_2, b_reg, acc_2_0);
  acc_3_0 = _mm256_fmadd_ps(a_reg_3, b_reg, acc_3_0);
}
C.data[0] += exogemm_avx2_hsum(acc_0_0);
C.data[C.strides[0]] += exogemm_avx2_hsum(acc_1_0);
C.data[(2) * (C.strides[0])] += exogemm_avx2_hsum(acc_2_0);
C.data[(3) * (C.strides[0])] += exogemm_avx2_hsum(acc_3_0);
for (int_fast32_t ki = 0; ki < K % 8; ki++) {
  C.data[0] += A.data[ki + (K / 8) * 8] * B.data[ki + (K / 8) * 8];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 8) * 8] * B.data[ki + (K / 8) * 8];
  C.data[2 * C.strides[0]] += A.data[2 * A.strides[0] + ki + (K / 8) * 8] * B.data[ki + (K / 8) * 8];
  C.data[3 * C.strides[0]] += A.data[3 * A.strides[0] + ki + (K / 8) * 8] * B.data[ki + (K / 8) * 8];
}
}

// EXOGEMM_SMALL_PREFIX_dot_4x2(
//     K : size,
//     A : [f32][4, K] @DRAM,
//     B : [f32][2, K] @DRAM,
//     C : [f32][4, 2] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_dot_4x2( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m256 acc_0_0;
__m256 acc_0_1;
__m256 acc_1_0;
__m256 acc_1_1;
__m256 acc_2_0;
__m256 acc_2_1;
__m256 acc_3_0;
__m256 acc_3_1;
acc_0_0 = _mm256_set1_ps(0.0f);
acc_0_1 = _mm256_set1_ps(0.0f);
acc_1_0 = _mm256_set1_ps(0.0f);
acc_1_1 = _mm256_set1_ps(0.0f);
acc_2_0 = _mm256_set1_ps(0.0f);
acc_2_1 = _mm256_set1_ps(0.0f);
acc_3_0 = _mm256_set1_ps(0.0f);
acc_3_1 = _mm256_set1_ps(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (8)); ko++) {
  { for (int exo_r = 2; exo_r < 4; exo_r++) __builtin_prefetch(&B.data[8 * ko] + (size_t)exo_r * (((struct exo_win_2f32c){ &B.data[8 * ko], { B.strides[0], 1 } })).strides[0], 0, 1); }
  __m256 a_reg_0;
  __m256 a_reg_1;
  __m256 a_reg_2;
  __m256 a_reg_3;
  a_reg_0 = _mm256_loadu_ps(&A.data[8 * ko]); __asm__("" : "+x"(a_reg_0));
  a_reg_1 = _mm256_loadu_ps(&A.data[A.strides[0] + 8 * ko]); __asm__("" : "+x"(a_reg_1));
  a_reg_2 = _mm256_loadu_ps(&A.data[(2) * (A.strides[0]) + 8 * ko]); __asm__("" : "+x"(a_reg_2));
  a_reg_3 = _mm256_loadu_ps(&A.data[(3) * (A.strides[0]) + 8 * ko]); __asm__("" : "+x"(a_reg_3));
  __m256 b_reg;
  b_reg = _mm256_loadu_ps(&B.data[8 * ko]); __asm__("" : "+x"(b_reg));
  acc_0_0 = _mm256_fmadd_ps(a_reg_0, b_reg, acc_0_0);
  acc_1_0 = _mm256_fmadd_ps(a_reg_1, b_reg, acc_1_0);
  acc_2_0 = _mm256_fmadd_ps(a_reg_2, b_reg, acc_2_0);
  acc_3_0 = _mm256_fmadd_ps(a_reg_3, b_reg, acc_3_0);
  __m256 b_reg_1;
  b_reg_1 = _mm256_loadu_ps(&B.data[B.strides[0] + 8 * ko]); __asm__("" : "+x"(b_reg_1));
  acc_0_1 = _mm256_fmadd_ps(a_reg_0, b_reg_1, acc_0_1);
  acc_1_1 = _mm256_fmadd_ps(a_reg_1, b_reg_1, acc_1_1);
  acc_2_1 = _mm256_fmadd_ps(a_reg_2, b_reg_1, acc_2_1);
  acc_3_1 = _mm256_fmadd_ps(a_reg_3, b_reg_1, acc_3_1);
}
C.data[0] += exogemm_avx2_hsum(acc_0_0);
C.data[1] += exogemm_avx2_hsum(acc_0_1);
C.data[C.strides[0]] += exogemm_avx2_hsum(acc_1_0);
C.data[C.strides[0] + 1] += exogemm_avx2_hsum(acc_1_1);
C.data[(2) * (C.strides[0])] += exogemm_avx2_hsum(acc_2_0);
C.data[(2) * (C.strides[0]) + 1] += exogemm_avx2_hsum(acc_2_1);
C.data[(3) * (C.strides[0])] += exogemm_avx2_hsum(acc_3_0);
C.data[(3) * (C.strides[0]) + 1] += exogemm_avx2_hsum(acc_3_1);
for (int_fast32_t ki = 0; ki < K % 8; ki++) {
  C.data[0] += A.data[ki + (K / 8) * 8] * B.data[ki + (K / 8) * 8];
  C.data[1] += A.data[ki + (K / 8) * 8] * B.data[B.strides[0] + ki + (K / 8) * 8];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 8) * 8] * B.data[ki + (K / 8) * 8];
  C.data[C.strides[0] + 1] += A.data[A.strides[0] + ki + (K / 8) * 8] * B.data[B.strides[0] + ki + (K / 8) * 8];
  C.data[2 * C.strides[0]] += A.data[2 * A.strides[0] + ki + (K / 8) * 8] * B.data[ki + (K / 8) * 8];
  C.data[2 * C.strides[0] + 1] += A.data[2 * A.strides[0] + ki + (K / 8) * 8] * B.data[B.strides[0] + ki + (K / 8) * 8];
  C.data[3 * C.strides[0]] += A.data[3 * A.strides[0] + ki + (K / 8) * 8] * B.data[ki + (K / 8) * 8];
  C.data[3 * C.strides[0] + 1] += A.data[3 * A.strides[0] + ki + (K / 8) * 8] * B.data[B.strides[0] + ki + (K / 8) * 8];
}
}

// EXOGEMM_SMALL_PREFIX_dot_4x2_resident(
//     K : size,
//     A : [f32][4, K] @DRAM,
//     B : [f32][2, K] @DRAM,
//     C : [f32][4, 2] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_dot_4x2_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m256 acc_0_0;
__m256 acc_0_1;
__m256 acc_1_0;
__m256 acc_1_1;
__m256 acc_2_0;
__m256 acc_2_1;
__m256 acc_3_0;
__m256 acc_3_1;
acc_0_0 = _mm256_set1_ps(0.0f);
acc_0_1 = _mm256_set1_ps(0.0f);
acc_1_0 = _mm256_set1_ps(0.0f);
acc_1_1 = _mm256_set1_ps(0.0f);
acc_2_0 = _mm256_set1_ps(0.0f);
acc_2_1 = _mm256_set1_ps(0.0f);
acc_3_0 = _mm256_set1_ps(0.0f);
acc_3_1 = _mm256_set1_ps(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (8)); ko++) {
  __m256 a_reg_0;
  __m256 a_reg_1;
  __m256 a_reg_2;
  __m256 a_reg_3;
  a_reg_0 = _mm256_loadu_ps(&A.data[8 * ko]); __asm__("" : "+x"(a_reg_0));
  a_reg_1 = _mm256_loadu_ps(&A.data[A.strides[0] + 8 * ko]); __asm__("" : "+x"(a_reg_1));
  a_reg_2 = _mm256_loadu_ps(&A.data[(2) * (A.strides[0]) + 8 * ko]); __asm__("" : "+x"(a_reg_2));
  a_reg_3 = _mm256_loadu_ps(&A.data[(3) * (A.strides[0]) + 8 * ko]); __asm__("" : "+x"(a_reg_3));
  __m256 b_reg;
  b_reg = _mm256_loadu_ps(&B.data[8 * ko]); __asm__("" : "+x"(b_reg));
  acc_0_0 = _mm256_fmadd_ps(a_reg_0, b_reg, acc_0_0);
  acc_1_0 = _mm256_fmadd_ps(a_reg_1, b_reg, acc_1_0);
  acc_2_0 = _mm256_fmadd_ps(a_reg_2, b_reg, acc_2_0);
  acc_3_0 = _mm256_fmadd_ps(a_reg_3, b_reg, acc_3_0);
  __m256 b_reg_1;
  b_reg_1 = _mm256_loadu_ps(&B.data[B.strides[0] + 8 * ko]); __asm__("" : "+x"(b_reg_1));
  acc_0_1 = _mm256_fmadd_ps(a_reg_0, b_reg_1, acc_0_1);
  acc_1_1 = _mm256_fmadd_ps(a_reg_1, b_reg_1, acc_1_1);
  acc_2_1 = _mm256_fmadd_ps(a_reg_2, b_reg_1, acc_2_1);
  acc_3_1 = _mm256_fmadd_ps(a_reg_3, b_reg_1, acc_3_1);
}
C.data[0] += exogemm_avx2_hsum(acc_0_0);
C.data[1] += exogemm_avx2_hsum(acc_0_1);
C.data[C.strides[0]] += exogemm_avx2_hsum(acc_1_0);
C.data[C.strides[0] + 1] += exogemm_avx2_hsum(acc_1_1);
C.data[(2) * (C.strides[0])] += exogemm_avx2_hsum(acc_2_0);
C.data[(2) * (C.strides[0]) + 1] += exogemm_avx2_hsum(acc_2_1);
C.data[(3) * (C.strides[0])] += exogemm_avx2_hsum(acc_3_0);
C.data[(3) * (C.strides[0]) + 1] += exogemm_avx2_hsum(acc_3_1);
for (int_fast32_t ki = 0; ki < K % 8; ki++) {
  C.data[0] += A.data[ki + (K / 8) * 8] * B.data[ki + (K / 8) * 8];
  C.data[1] += A.data[ki + (K / 8) * 8] * B.data[B.strides[0] + ki + (K / 8) * 8];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 8) * 8] * B.data[ki + (K / 8) * 8];
  C.data[C.strides[0] + 1] += A.data[A.strides[0] + ki + (K / 8) * 8] * B.data[B.strides[0] + ki + (K / 8) * 8];
  C.data[2 * C.strides[0]] += A.data[2 * A.strides[0] + ki + (K / 8) * 8] * B.data[ki + (K / 8) * 8];
  C.data[2 * C.strides[0] + 1] += A.data[2 * A.strides[0] + ki + (K / 8) * 8] * B.data[B.strides[0] + ki + (K / 8) * 8];
  C.data[3 * C.strides[0]] += A.data[3 * A.strides[0] + ki + (K / 8) * 8] * B.data[ki + (K / 8) * 8];
  C.data[3 * C.strides[0] + 1] += A.data[3 * A.strides[0] + ki + (K / 8) * 8] * B.data[B.strides[0] + ki + (K / 8) * 8];
}
}

// EXOGEMM_SMALL_PREFIX_dot_5x1(
//     K : size,
//     A : [f32][5, K] @DRAM,
//     B : [f32][1, K] @DRAM,
//     C : [f32][5, 1] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_dot_5x1( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m256 acc_0_0;
__m256 acc_1_0;
__m256 acc_2_0;
__m256 acc_3_0;
__m256 acc_4_0;
acc_0_0 = _mm256_set1_ps(0.0f);
acc_1_0 = _mm256_set1_ps(0.0f);
acc_2_0 = _mm256_set1_ps(0.0f);
acc_3_0 = _mm256_set1_ps(0.0f);
acc_4_0 = _mm256_set1_ps(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (8)); ko++) {
  { for (int exo_r = 1; exo_r < 2; exo_r++) __builtin_prefetch(&B.data[8 * ko] + (size_t)exo_r * (((struct exo_win_2f32c){ &B.data[8 * ko], { B.strides[0], 1 } })).strides[0], 0, 1); }
  __m256 a_reg_0;
  __m256 a_reg_1;
  __m256 a_reg_2;
  __m256 a_reg_3;
  __m256 a_reg_4;
  a_reg_0 = _mm256_loadu_ps(&A.data[8 * ko]); __asm__("" : "+x"(a_reg_0));
  a_reg_1 = _mm256_loadu_ps(&A.data[A.strides[0] + 8 * ko]); __asm__("" : "+x"(a_reg_1));
  a_reg_2 = _mm256_loadu_ps(&A.data[(2) * (A.strides[0]) + 8 * ko]); __asm__("" : "+x"(a_reg_2));
  a_reg_3 = _mm256_loadu_ps(&A.data[(3) * (A.strides[0]) + 8 * ko]); __asm__("" : "+x"(a_reg_3));
  a_reg_4 = _mm256_loadu_ps(&A.data[(4) * (A.strides[0]) + 8 * ko]); __asm__("" : "+x"(a_reg_4));
  __m256 b_reg;
  b_reg = _mm256_loadu_ps(&B.data[8 * ko]); __asm__("" : "+x"(b_reg));
  acc_0_0 = _mm256_fmadd_ps(a_reg_0, b_reg, acc_0_0);
  acc_1_0 = _mm256_fmadd_ps(a_reg_1, b_reg, acc_1_0);
  acc_2_0 = _mm256_fmadd_ps(a_reg_2, b_reg, acc_2_0);
  acc_3_0 = _mm256_fmadd_ps(a_reg_3, b_reg, acc_3_0);
  acc_4_0 = _mm256_fmadd_ps(a_reg_4, b_reg, acc_4_0);
}
C.data[0] += exogemm_avx2_hsum(acc_0_0);
C.data[C.strides[0]] += exogemm_avx2_hsum(acc_1_0);
C.data[(2) * (C.strides[0])] += exogemm_avx2_hsum(acc_2_0);
C.data[(3) * (C.strides[0])] += exogemm_avx2_hsum(acc_3_0);
C.data[(4) * (C.strides[0])] += exogemm_avx2_hsum(acc_4_0);
for (int_fast32_t ki = 0; ki < K % 8; ki++) {
  C.data[0] += A.data[ki + (K / 8) * 8] * B.data[ki + (K / 8) * 8];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 8) * 8] * B.data[ki + (K / 8) * 8];
  C.data[2 * C.strides[0]] += A.data[2 * A.strides[0] + ki + (K / 8) * 8] * B.data[ki + (K / 8) * 8];
  C.data[3 * C.strides[0]] += A.data[3 * A.strides[0] + ki + (K / 8) * 8] * B.data[ki + (K / 8) * 8];
  C.data[4 * C.strides[0]] += A.data[4 * A.strides[0] + ki + (K / 8) * 8] * B.data[ki + (K / 8) * 8];
}
}

// EXOGEMM_SMALL_PREFIX_dot_5x1_resident(
//     K : size,
//     A : [f32][5, K] @DRAM,
//     B : [f32][1, K] @DRAM,
//     C : [f32][5, 1] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_dot_5x1_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m256 acc_0_0;
__m256 acc_1_0;
__m256 acc_2_0;
__m256 acc_3_0;
__m256 acc_4_0;
acc_0_0 = _mm256_set1_ps(0.0f);
acc_1_0 = _mm256_set1_ps(0.0f);
acc_2_0 = _mm256_set1_ps(0.0f);
acc_3_0 = _mm256_set1_ps(0.0f);
acc_4_0 = _mm256_set1_ps(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (8)); ko++) {
  __m256 a_reg_0;
  __m256 a_reg_1;
  __m256 a_reg_2;
  __m256 a_reg_3;
  __m256 a_reg_4;
  a_reg_0 = _mm256_loadu_ps(&A.data[8 * ko]); __asm__("" : "+x"(a_reg_0));
  a_reg_1 = _mm256_loadu_ps(&A.data[A.strides[0] + 8 * ko]); __asm__("" : "+x"(a_reg_1));
  a_reg_2 = _mm256_loadu_ps(&A.data[(2) * (A.strides[0]) + 8 * ko]); __asm__("" : "+x"(a_reg_2));
  a_reg_3 = _mm256_loadu_ps(&A.data[(3) * (A.strides[0]) + 8 * ko]); __asm__("" : "+x"(a_reg_3));
  a_reg_4 = _mm256_loadu_ps(&A.data[(4) * (A.strides[0]) + 8 * ko]); __asm__("" : "+x"(a_reg_4));
  __m256 b_reg;
  b_reg = _mm256_loadu_ps(&B.data[8 * ko]); __asm__("" : "+x"(b_reg));
  acc_0_0 = _mm256_fmadd_ps(a_reg_0, b_reg, acc_0_0);
  acc_1_0 = _mm256_fmadd_ps(a_reg_1, b_reg, acc_1_0);
  acc_2_0 = _mm256_fmadd_ps(a_reg_2, b_reg, acc_2_0);
  acc_3_0 = _mm256_fmadd_ps(a_reg_3, b_reg, acc_3_0);
  acc_4_0 = _mm256_fmadd_ps(a_reg_4, b_reg, acc_4_0);
}
C.data[0] += exogemm_avx2_hsum(acc_0_0);
C.data[C.strides[0]] += exogemm_avx2_hsum(acc_1_0);
C.data[(2) * (C.strides[0])] += exogemm_avx2_hsum(acc_2_0);
C.data[(3) * (C.strides[0])] += exogemm_avx2_hsum(acc_3_0);
C.data[(4) * (C.strides[0])] += exogemm_avx2_hsum(acc_4_0);
for (int_fast32_t ki = 0; ki < K % 8; ki++) {
  C.data[0] += A.data[ki + (K / 8) * 8] * B.data[ki + (K / 8) * 8];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 8) * 8] * B.data[ki + (K / 8) * 8];
  C.data[2 * C.strides[0]] += A.data[2 * A.strides[0] + ki + (K / 8) * 8] * B.data[ki + (K / 8) * 8];
  C.data[3 * C.strides[0]] += A.data[3 * A.strides[0] + ki + (K / 8) * 8] * B.data[ki + (K / 8) * 8];
  C.data[4 * C.strides[0]] += A.data[4 * A.strides[0] + ki + (K / 8) * 8] * B.data[ki + (K / 8) * 8];
}
}

// EXOGEMM_SMALL_PREFIX_dot_6x1(
//     K : size,
//     A : [f32][6, K] @DRAM,
//     B : [f32][1, K] @DRAM,
//     C : [f32][6, 1] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_dot_6x1( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m256 acc_0_0;
__m256 acc_1_0;
__m256 acc_2_0;
__m256 acc_3_0;
__m256 acc_4_0;
__m256 acc_5_0;
acc_0_0 = _mm256_set1_ps(0.0f);
acc_1_0 = _mm256_set1_ps(0.0f);
acc_2_0 = _mm256_set1_ps(0.0f);
acc_3_0 = _mm256_set1_ps(0.0f);
acc_4_0 = _mm256_set1_ps(0.0f);
acc_5_0 = _mm256_set1_ps(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (8)); ko++) {
  { for (int exo_r = 1; exo_r < 2; exo_r++) __builtin_prefetch(&B.data[8 * ko] + (size_t)exo_r * (((struct exo_win_2f32c){ &B.data[8 * ko], { B.strides[0], 1 } })).strides[0], 0, 1); }
  __m256 a_reg_0;
  __m256 a_reg_1;
  __m256 a_reg_2;
  __m256 a_reg_3;
  __m256 a_reg_4;
  __m256 a_reg_5;
  a_reg_0 = _mm256_loadu_ps(&A.data[8 * ko]); __asm__("" : "+x"(a_reg_0));
  a_reg_1 = _mm256_loadu_ps(&A.data[A.strides[0] + 8 * ko]); __asm__("" : "+x"(a_reg_1));
  a_reg_2 = _mm256_loadu_ps(&A.data[(2) * (A.strides[0]) + 8 * ko]); __asm__("" : "+x"(a_reg_2));
  a_reg_3 = _mm256_loadu_ps(&A.data[(3) * (A.strides[0]) + 8 * ko]); __asm__("" : "+x"(a_reg_3));
  a_reg_4 = _mm256_loadu_ps(&A.data[(4) * (A.strides[0]) + 8 * ko]); __asm__("" : "+x"(a_reg_4));
  a_reg_5 = _mm256_loadu_ps(&A.data[(5) * (A.strides[0]) + 8 * ko]); __asm__("" : "+x"(a_reg_5));
  __m256 b_reg;
  b_reg = _mm256_loadu_ps(&B.data[8 * ko]); __asm__("" : "+x"(b_reg));
  acc_0_0 = _mm256_fmadd_ps(a_reg_0, b_reg, acc_0_0);
  acc_1_0 = _mm256_fmadd_ps(a_reg_1, b_reg, acc_1_0);
  acc_2_0 = _mm256_fmadd_ps(a_reg_2, b_reg, acc_2_0);
  acc_3_0 = _mm256_fmadd_ps(a_reg_3, b_reg, acc_3_0);
  acc_4_0 = _mm256_fmadd_ps(a_reg_4, b_reg, acc_4_0);
  acc_5_0 = _mm256_fmadd_ps(a_reg_5, b_reg, acc_5_0);
}
C.data[0] += exogemm_avx2_hsum(acc_0_0);
C.data[C.strides[0]] += exogemm_avx2_hsum(acc_1_0);
C.data[(2) * (C.strides[0])] += exogemm_avx2_hsum(acc_2_0);
C.data[(3) * (C.strides[0])] += exogemm_avx2_hsum(acc_3_0);
C.data[(4) * (C.strides[0])] += exogemm_avx2_hsum(acc_4_0);
C.data[(5) * (C.strides[0])] += exogemm_avx2_hsum(acc_5_0);
for (int_fast32_t ki = 0; ki < K % 8; ki++) {
  C.data[0] += A.data[ki + (K / 8) * 8] * B.data[ki + (K / 8) * 8];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 8) * 8] * B.data[ki + (K / 8) * 8];
  C.data[2 * C.strides[0]] += A.data[2 * A.strides[0] + ki + (K / 8) * 8] * B.data[ki + (K / 8) * 8];
  C.data[3 * C.strides[0]] += A.data[3 * A.strides[0] + ki + (K / 8) * 8] * B.data[ki + (K / 8) * 8];
  C.data[4 * C.strides[0]] += A.data[4 * A.strides[0] + ki + (K / 8) * 8] * B.data[ki + (K / 8) * 8];
  C.data[5 * C.strides[0]] += A.data[5 * A.strides[0] + ki + (K / 8) * 8] * B.data[ki + (K / 8) * 8];
}
}

// EXOGEMM_SMALL_PREFIX_dot_6x1_resident(
//     K : size,
//     A : [f32][6, K] @DRAM,
//     B : [f32][1, K] @DRAM,
//     C : [f32][6, 1] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_dot_6x1_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m256 acc_0_0;
__m256 acc_1_0;
__m256 acc_2_0;
__m256 acc_3_0;
__m256 acc_4_0;
__m256 acc_5_0;
acc_0_0 = _mm256_set1_ps(0.0f);
acc_1_0 = _mm256_set1_ps(0.0f);
acc_2_0 = _mm256_set1_ps(0.0f);
acc_3_0 = _mm256_set1_ps(0.0f);
acc_4_0 = _mm256_set1_ps(0.0f);
acc_5_0 = _mm256_set1_ps(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (8)); ko++) {
  __m256 a_reg_0;
  __m256 a_reg_1;
  __m256 a_reg_2;
  __m256 a_reg_3;
  __m256 a_reg_4;
  __m256 a_reg_5;
  a_reg_0 = _mm256_loadu_ps(&A.data[8 * ko]); __asm__("" : "+x"(a_reg_0));
  a_reg_1 = _mm256_loadu_ps(&A.data[A.strides[0] + 8 * ko]); __asm__("" : "+x"(a_reg_1));
  a_reg_2 = _mm256_loadu_ps(&A.data[(2) * (A.strides[0]) + 8 * ko]); __asm__("" : "+x"(a_reg_2));
  a_reg_3 = _mm256_loadu_ps(&A.data[(3) * (A.strides[0]) + 8 * ko]); __asm__("" : "+x"(a_reg_3));
  a_reg_4 = _mm256_loadu_ps(&A.data[(4) * (A.strides[0]) + 8 * ko]); __asm__("" : "+x"(a_reg_4));
  a_reg_5 = _mm256_loadu_ps(&A.data[(5) * (A.strides[0]) + 8 * ko]); __asm__("" : "+x"(a_reg_5));
  __m256 b_reg;
  b_reg = _mm256_loadu_ps(&B.data[8 * ko]); __asm__("" : "+x"(b_reg));
  acc_0_0 = _mm256_fmadd_ps(a_reg_0, b_reg, acc_0_0);
  acc_1_0 = _mm256_fmadd_ps(a_reg_1, b_reg, acc_1_0);
  acc_2_0 = _mm256_fmadd_ps(a_reg_2, b_reg, acc_2_0);
  acc_3_0 = _mm256_fmadd_ps(a_reg_3, b_reg, acc_3_0);
  acc_4_0 = _mm256_fmadd_ps(a_reg_4, b_reg, acc_4_0);
  acc_5_0 = _mm256_fmadd_ps(a_reg_5, b_reg, acc_5_0);
}
C.data[0] += exogemm_avx2_hsum(acc_0_0);
C.data[C.strides[0]] += exogemm_avx2_hsum(acc_1_0);
C.data[(2) * (C.strides[0])] += exogemm_avx2_hsum(acc_2_0);
C.data[(3) * (C.strides[0])] += exogemm_avx2_hsum(acc_3_0);
C.data[(4) * (C.strides[0])] += exogemm_avx2_hsum(acc_4_0);
C.data[(5) * (C.strides[0])] += exogemm_avx2_hsum(acc_5_0);
for (int_fast32_t ki = 0; ki < K % 8; ki++) {
  C.data[0] += A.data[ki + (K / 8) * 8] * B.data[ki + (K / 8) * 8];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 8) * 8] * B.data[ki + (K / 8) * 8];
  C.data[2 * C.strides[0]] += A.data[2 * A.strides[0] + ki + (K / 8) * 8] * B.data[ki + (K / 8) * 8];
  C.data[3 * C.strides[0]] += A.data[3 * A.strides[0] + ki + (K / 8) * 8] * B.data[ki + (K / 8) * 8];
  C.data[4 * C.strides[0]] += A.data[4 * A.strides[0] + ki + (K / 8) * 8] * B.data[ki + (K / 8) * 8];
  C.data[5 * C.strides[0]] += A.data[5 * A.strides[0] + ki + (K / 8) * 8] * B.data[ki + (K / 8) * 8];
}
}

// EXOGEMM_SMALL_PREFIX_rank1_fixed_1x16k1(
//     A : [f32][1, 1] @DRAM,
//     B : [f32][1, 16] @DRAM,
//     C : [f32][1, 16] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_rank1_fixed_1x16k1( void *ctxt, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m256 C_reg_0;
__m256 C_reg_1;
C_reg_0 = _mm256_loadu_ps(&C.data[0]); __asm__("" : "+x"(C_reg_0));
C_reg_1 = _mm256_loadu_ps(&C.data[8]); __asm__("" : "+x"(C_reg_1));
__m256 B_reg_0;
__m256 B_reg_1;
B_reg_0 = _mm256_loadu_ps(&B.data[0]); __asm__("" : "+x"(B_reg_0));
B_reg_1 = _mm256_loadu_ps(&B.data[8]); __asm__("" : "+x"(B_reg_1));
C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[0]), B_reg_0, C_reg_0);
C_reg_1 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[0]), B_reg_1, C_reg_1);
_mm256_storeu_ps(&C.data[0], C_reg_0);
_mm256_storeu_ps(&C.data[8], C_reg_1);
}

// EXOGEMM_SMALL_PREFIX_rank1_fixed_1x16k1_beta0(
//     A : [f32][1, 1] @DRAM,
//     B : [f32][1, 16] @DRAM,
//     C : [f32][1, 16] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_rank1_fixed_1x16k1_beta0( void *ctxt, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m256 C_reg_0;
__m256 C_reg_1;
C_reg_0 = _mm256_set1_ps(0.0f);
C_reg_1 = _mm256_set1_ps(0.0f);
__m256 B_reg_0;
__m256 B_reg_1;
B_reg_0 = _mm256_loadu_ps(&B.data[0]); __asm__("" : "+x"(B_reg_0));
B_reg_1 = _mm256_loadu_ps(&B.data[8]); __asm__("" : "+x"(B_reg_1));
C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[0]), B_reg_0, C_reg_0);
C_reg_1 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[0]), B_reg_1, C_reg_1);
_mm256_storeu_ps(&C.data[0], C_reg_0);
_mm256_storeu_ps(&C.data[8], C_reg_1);
}

// EXOGEMM_SMALL_PREFIX_rank1_fixed_1x1k1(
//     A : [f32][1, 1] @DRAM,
//     B : [f32][1, 1] @DRAM,
//     C : [f32][1, 1] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_rank1_fixed_1x1k1( void *ctxt, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m256 C_reg_0;
C_reg_0 = _mm256_maskload_ps(&C.data[0], exogemm_avx2_mask((1)));
__m256 B_reg_0;
B_reg_0 = _mm256_maskload_ps(&B.data[0], exogemm_avx2_mask((1)));
C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[0]), B_reg_0, C_reg_0);
exogemm_avx2_store_tail(&C.data[0], C_reg_0, (1));
}

// EXOGEMM_SMALL_PREFIX_rank1_fixed_1x1k1_beta0(
//     A : [f32][1, 1] @DRAM,
//     B : [f32][1, 1] @DRAM,
//     C : [f32][1, 1] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_rank1_fixed_1x1k1_beta0( void *ctxt, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m256 C_reg_0;
C_reg_0 = _mm256_set1_ps(0.0f);
__m256 B_reg_0;
B_reg_0 = _mm256_maskload_ps(&B.data[0], exogemm_avx2_mask((1)));
C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[0]), B_reg_0, C_reg_0);
exogemm_avx2_store_tail(&C.data[0], C_reg_0, (1));
}

// EXOGEMM_SMALL_PREFIX_rank1_fixed_1x24k1(
//     A : [f32][1, 1] @DRAM,
//     B : [f32][1, 24] @DRAM,
//     C : [f32][1, 24] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_rank1_fixed_1x24k1( void *ctxt, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m256 C_reg_0;
__m256 C_reg_1;
__m256 C_reg_2;
C_reg_0 = _mm256_loadu_ps(&C.data[0]); __asm__("" : "+x"(C_reg_0));
C_reg_1 = _mm256_loadu_ps(&C.data[8]); __asm__("" : "+x"(C_reg_1));
C_reg_2 = _mm256_loadu_ps(&C.data[16]); __asm__("" : "+x"(C_reg_2));
__m256 B_reg_0;
__m256 B_reg_1;
__m256 B_reg_2;
B_reg_0 = _mm256_loadu_ps(&B.data[0]); __asm__("" : "+x"(B_reg_0));
B_reg_1 = _mm256_loadu_ps(&B.data[8]); __asm__("" : "+x"(B_reg_1));
B_reg_2 = _mm256_loadu_ps(&B.data[16]); __asm__("" : "+x"(B_reg_2));
C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[0]), B_reg_0, C_reg_0);
C_reg_1 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[0]), B_reg_1, C_reg_1);
C_reg_2 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[0]), B_reg_2, C_reg_2);
_mm256_storeu_ps(&C.data[0], C_reg_0);
_mm256_storeu_ps(&C.data[8], C_reg_1);
_mm256_storeu_ps(&C.data[16], C_reg_2);
}

// EXOGEMM_SMALL_PREFIX_rank1_fixed_1x24k1_beta0(
//     A : [f32][1, 1] @DRAM,
//     B : [f32][1, 24] @DRAM,
//     C : [f32][1, 24] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_rank1_fixed_1x24k1_beta0( void *ctxt, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m256 C_reg_0;
__m256 C_reg_1;
__m256 C_reg_2;
C_reg_0 = _mm256_set1_ps(0.0f);
C_reg_1 = _mm256_set1_ps(0.0f);
C_reg_2 = _mm256_set1_ps(0.0f);
__m256 B_reg_0;
__m256 B_reg_1;
__m256 B_reg_2;
B_reg_0 = _mm256_loadu_ps(&B.data[0]); __asm__("" : "+x"(B_reg_0));
B_reg_1 = _mm256_loadu_ps(&B.data[8]); __asm__("" : "+x"(B_reg_1));
B_reg_2 = _mm256_loadu_ps(&B.data[16]); __asm__("" : "+x"(B_reg_2));
C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[0]), B_reg_0, C_reg_0);
C_reg_1 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[0]), B_reg_1, C_reg_1);
C_reg_2 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[0]), B_reg_2, C_reg_2);
_mm256_storeu_ps(&C.data[0], C_reg_0);
_mm256_storeu_ps(&C.data[8], C_reg_1);
_mm256_storeu_ps(&C.data[16], C_reg_2);
}

// EXOGEMM_SMALL_PREFIX_rank1_fixed_1x2k1(
//     A : [f32][1, 1] @DRAM,
//     B : [f32][1, 2] @DRAM,
//     C : [f32][1, 2] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_rank1_fixed_1x2k1( void *ctxt, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m256 C_reg_0;
C_reg_0 = _mm256_maskload_ps(&C.data[0], exogemm_avx2_mask((2)));
__m256 B_reg_0;
B_reg_0 = _mm256_maskload_ps(&B.data[0], exogemm_avx2_mask((2)));
C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[0]), B_reg_0, C_reg_0);
exogemm_avx2_store_tail(&C.data[0], C_reg_0, (2));
}

// EXOGEMM_SMALL_PREFIX_rank1_fixed_1x2k1_beta0(
//     A : [f32][1, 1] @DRAM,
//     B : [f32][1, 2] @DRAM,
//     C : [f32][1, 2] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_rank1_fixed_1x2k1_beta0( void *ctxt, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m256 C_reg_0;
C_reg_0 = _mm256_set1_ps(0.0f);
__m256 B_reg_0;
B_reg_0 = _mm256_maskload_ps(&B.data[0], exogemm_avx2_mask((2)));
C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[0]), B_reg_0, C_reg_0);
exogemm_avx2_store_tail(&C.data[0], C_reg_0, (2));
}

// EXOGEMM_SMALL_PREFIX_rank1_fixed_1x32k1(
//     A : [f32][1, 1] @DRAM,
//     B : [f32][1, 32] @DRAM,
//     C : [f32][1, 32] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_rank1_fixed_1x32k1( void *ctxt, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m256 C_reg_0;
__m256 C_reg_1;
__m256 C_reg_2;
__m256 C_reg_3;
C_reg_0 = _mm256_loadu_ps(&C.data[0]); __asm__("" : "+x"(C_reg_0));
C_reg_1 = _mm256_loadu_ps(&C.data[8]); __asm__("" : "+x"(C_reg_1));
C_reg_2 = _mm256_loadu_ps(&C.data[16]); __asm__("" : "+x"(C_reg_2));
C_reg_3 = _mm256_loadu_ps(&C.data[24]); __asm__("" : "+x"(C_reg_3));
__m256 B_reg_0;
__m256 B_reg_1;
__m256 B_reg_2;
__m256 B_reg_3;
B_reg_0 = _mm256_loadu_ps(&B.data[0]); __asm__("" : "+x"(B_reg_0));
B_reg_1 = _mm256_loadu_ps(&B.data[8]); __asm__("" : "+x"(B_reg_1));
B_reg_2 = _mm256_loadu_ps(&B.data[16]); __asm__("" : "+x"(B_reg_2));
B_reg_3 = _mm256_loadu_ps(&B.data[24]); __asm__("" : "+x"(B_reg_3));
C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[0]), B_reg_0, C_reg_0);
C_reg_1 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[0]), B_reg_1, C_reg_1);
C_reg_2 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[0]), B_reg_2, C_reg_2);
C_reg_3 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[0]), B_reg_3, C_reg_3);
_mm256_storeu_ps(&C.data[0], C_reg_0);
_mm256_storeu_ps(&C.data[8], C_reg_1);
_mm256_storeu_ps(&C.data[16], C_reg_2);
_mm256_storeu_ps(&C.data[24], C_reg_3);
}

// EXOGEMM_SMALL_PREFIX_rank1_fixed_1x32k1_beta0(
//     A : [f32][1, 1] @DRAM,
//     B : [f32][1, 32] @DRAM,
//     C : [f32][1, 32] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_rank1_fixed_1x32k1_beta0( void *ctxt, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m256 C_reg_0;
__m256 C_reg_1;
__m256 C_reg_2;
__m256 C_reg_3;
C_reg_0 = _mm256_set1_ps(0.0f);
C_reg_1 = _mm256_set1_ps(0.0f);
C_reg_2 = _mm256_set1_ps(0.0f);
C_reg_3 = _mm256_set1_ps(0.0f);
__m256 B_reg_0;
__m256 B_reg_1;
__m256 B_reg_2;
__m256 B_reg_3;
B_reg_0 = _mm256_loadu_ps(&B.data[0]); __asm__("" : "+x"(B_reg_0));
B_reg_1 = _mm256_loadu_ps(&B.data[8]); __asm__("" : "+x"(B_reg_1));
B_reg_2 = _mm256_loadu_ps(&B.data[16]); __asm__("" : "+x"(B_reg_2));
B_reg_3 = _mm256_loadu_ps(&B.data[24]); __asm__("" : "+x"(B_reg_3));
C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[0]), B_reg_0, C_reg_0);
C_reg_1 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[0]), B_reg_1, C_reg_1);
C_reg_2 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[0]), B_reg_2, C_reg_2);
C_reg_3 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[0]), B_reg_3, C_reg_3);
_mm256_storeu_ps(&C.data[0], C_reg_0);
_mm256_storeu_ps(&C.data[8], C_reg_1);
_mm256_storeu_ps(&C.data[16], C_reg_2);
_mm256_storeu_ps(&C.data[24], C_reg_3);
}

// EXOGEMM_SMALL_PREFIX_rank1_fixed_1x3k1(
//     A : [f32][1, 1] @DRAM,
//     B : [f32][1, 3] @DRAM,
//     C : [f32][1, 3] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_rank1_fixed_1x3k1( void *ctxt, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m256 C_reg_0;
C_reg_0 = _mm256_maskload_ps(&C.data[0], exogemm_avx2_mask((3)));
__m256 B_reg_0;
B_reg_0 = _mm256_maskload_ps(&B.data[0], exogemm_avx2_mask((3)));
C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[0]), B_reg_0, C_reg_0);
exogemm_avx2_store_tail(&C.data[0], C_reg_0, (3));
}

// EXOGEMM_SMALL_PREFIX_rank1_fixed_1x3k1_beta0(
//     A : [f32][1, 1] @DRAM,
//     B : [f32][1, 3] @DRAM,
//     C : [f32][1, 3] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_rank1_fixed_1x3k1_beta0( void *ctxt, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m256 C_reg_0;
C_reg_0 = _mm256_set1_ps(0.0f);
__m256 B_reg_0;
B_reg_0 = _mm256_maskload_ps(&B.data[0], exogemm_avx2_mask((3)));
C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[0]), B_reg_0, C_reg_0);
exogemm_avx2_store_tail(&C.data[0], C_reg_0, (3));
}

// EXOGEMM_SMALL_PREFIX_rank1_fixed_1x4k1(
//     A : [f32][1, 1] @DRAM,
//     B : [f32][1, 4] @DRAM,
//     C : [f32][1, 4] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_rank1_fixed_1x4k1( void *ctxt, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m256 C_reg_0;
C_reg_0 = _mm256_maskload_ps(&C.data[0], exogemm_avx2_mask((4)));
__m256 B_reg_0;
B_reg_0 = _mm256_maskload_ps(&B.data[0], exogemm_avx2_mask((4)));
C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[0]), B_reg_0, C_reg_0);
exogemm_avx2_store_tail(&C.data[0], C_reg_0, (4));
}

// EXOGEMM_SMALL_PREFIX_rank1_fixed_1x4k1_beta0(
//     A : [f32][1, 1] @DRAM,
//     B : [f32][1, 4] @DRAM,
//     C : [f32][1, 4] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_rank1_fixed_1x4k1_beta0( void *ctxt, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m256 C_reg_0;
C_reg_0 = _mm256_set1_ps(0.0f);
__m256 B_reg_0;
B_reg_0 = _mm256_maskload_ps(&B.data[0], exogemm_avx2_mask((4)));
C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[0]), B_reg_0, C_reg_0);
exogemm_avx2_store_tail(&C.data[0], C_reg_0, (4));
}

// EXOGEMM_SMALL_PREFIX_rank1_fixed_1x5k1(
//     A : [f32][1, 1] @DRAM,
//     B : [f32][1, 5] @DRAM,
//     C : [f32][1, 5] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_rank1_fixed_1x5k1( void *ctxt, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m256 C_reg_0;
C_reg_0 = _mm256_maskload_ps(&C.data[0], exogemm_avx2_mask((5)));
__m256 B_reg_0;
B_reg_0 = _mm256_maskload_ps(&B.data[0], exogemm_avx2_mask((5)));
C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[0]), B_reg_0, C_reg_0);
exogemm_avx2_store_tail(&C.data[0], C_reg_0, (5));
}

// EXOGEMM_SMALL_PREFIX_rank1_fixed_1x5k1_beta0(
//     A : [f32][1, 1] @DRAM,
//     B : [f32][1, 5] @DRAM,
//     C : [f32][1, 5] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_rank1_fixed_1x5k1_beta0( void *ctxt, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m256 C_reg_0;
C_reg_0 = _mm256_set1_ps(0.0f);
__m256 B_reg_0;
B_reg_0 = _mm256_maskload_ps(&B.data[0], exogemm_avx2_mask((5)));
C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[0]), B_reg_0, C_reg_0);
exogemm_avx2_store_tail(&C.data[0], C_reg_0, (5));
}

// EXOGEMM_SMALL_PREFIX_rank1_fixed_1x6k1(
//     A : [f32][1, 1] @DRAM,
//     B : [f32][1, 6] @DRAM,
//     C : [f32][1, 6] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_rank1_fixed_1x6k1( void *ctxt, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m256 C_reg_0;
C_reg_0 = _mm256_maskload_ps(&C.data[0], exogemm_avx2_mask((6)));
__m256 B_reg_0;
B_reg_0 = _mm256_maskload_ps(&B.data[0], exogemm_avx2_mask((6)));
C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[0]), B_reg_0, C_reg_0);
exogemm_avx2_store_tail(&C.data[0], C_reg_0, (6));
}

// EXOGEMM_SMALL_PREFIX_rank1_fixed_1x6k1_beta0(
//     A : [f32][1, 1] @DRAM,
//     B : [f32][1, 6] @DRAM,
//     C : [f32][1, 6] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_rank1_fixed_1x6k1_beta0( void *ctxt, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m256 C_reg_0;
C_reg_0 = _mm256_set1_ps(0.0f);
__m256 B_reg_0;
B_reg_0 = _mm256_maskload_ps(&B.data[0], exogemm_avx2_mask((6)));
C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[0]), B_reg_0, C_reg_0);
exogemm_avx2_store_tail(&C.data[0], C_reg_0, (6));
}

// EXOGEMM_SMALL_PREFIX_rank1_fixed_1x7k1(
//     A : [f32][1, 1] @DRAM,
//     B : [f32][1, 7] @DRAM,
//     C : [f32][1, 7] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_rank1_fixed_1x7k1( void *ctxt, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m256 C_reg_0;
C_reg_0 = _mm256_maskload_ps(&C.data[0], exogemm_avx2_mask((7)));
__m256 B_reg_0;
B_reg_0 = _mm256_maskload_ps(&B.data[0], exogemm_avx2_mask((7)));
C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[0]), B_reg_0, C_reg_0);
exogemm_avx2_store_tail(&C.data[0], C_reg_0, (7));
}

// EXOGEMM_SMALL_PREFIX_rank1_fixed_1x7k1_beta0(
//     A : [f32][1, 1] @DRAM,
//     B : [f32][1, 7] @DRAM,
//     C : [f32][1, 7] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_rank1_fixed_1x7k1_beta0( void *ctxt, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m256 C_reg_0;
C_reg_0 = _mm256_set1_ps(0.0f);
__m256 B_reg_0;
B_reg_0 = _mm256_maskload_ps(&B.data[0], exogemm_avx2_mask((7)));
C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[0]), B_reg_0, C_reg_0);
exogemm_avx2_store_tail(&C.data[0], C_reg_0, (7));
}

// EXOGEMM_SMALL_PREFIX_rank1_fixed_1x8k1(
//     A : [f32][1, 1] @DRAM,
//     B : [f32][1, 8] @DRAM,
//     C : [f32][1, 8] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_rank1_fixed_1x8k1( void *ctxt, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m256 C_reg_0;
C_reg_0 = _mm256_loadu_ps(&C.data[0]); __asm__("" : "+x"(C_reg_0));
__m256 B_reg_0;
B_reg_0 = _mm256_loadu_ps(&B.data[0]); __asm__("" : "+x"(B_reg_0));
C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[0]), B_reg_0, C_reg_0);
_mm256_storeu_ps(&C.data[0], C_reg_0);
}

// EXOGEMM_SMALL_PREFIX_rank1_fixed_1x8k1_beta0(
//     A : [f32][1, 1] @DRAM,
//     B : [f32][1, 8] @DRAM,
//     C : [f32][1, 8] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_rank1_fixed_1x8k1_beta0( void *ctxt, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m256 C_reg_0;
C_reg_0 = _mm256_set1_ps(0.0f);
__m256 B_reg_0;
B_reg_0 = _mm256_loadu_ps(&B.data[0]); __asm__("" : "+x"(B_reg_0));
C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[0]), B_reg_0, C_reg_0);
_mm256_storeu_ps(&C.data[0], C_reg_0);
}

// EXOGEMM_SMALL_PREFIX_small_1x16(
//     K : size,
//     A : [f32][1, K] @DRAM,
//     B : [f32][K, 16] @DRAM,
//     C : [f32][1, 16] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_1x16( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m256 C_reg_0;
__m256 C_reg_1;
C_reg_0 = _mm256_loadu_ps(&C.data[0]); __asm__("" : "+x"(C_reg_0));
C_reg_1 = _mm256_loadu_ps(&C.data[8]); __asm__("" : "+x"(C_reg_1));
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 64; for (int exo_o = 0; exo_o < 64; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  __m256 B_reg_0;
  __m256 B_reg_1;
  B_reg_0 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+x"(B_reg_0));
  B_reg_1 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0]) + 8]); __asm__("" : "+x"(B_reg_1));
  C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_1, C_reg_1);
}
_mm256_storeu_ps(&C.data[0], C_reg_0);
_mm256_storeu_ps(&C.data[8], C_reg_1);
}

// EXOGEMM_SMALL_PREFIX_small_1x16_resident(
//     K : size,
//     A : [f32][1, K] @DRAM,
//     B : [f32][K, 16] @DRAM,
//     C : [f32][1, 16] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_1x16_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m256 C_reg_0;
__m256 C_reg_1;
C_reg_0 = _mm256_loadu_ps(&C.data[0]); __asm__("" : "+x"(C_reg_0));
C_reg_1 = _mm256_loadu_ps(&C.data[8]); __asm__("" : "+x"(C_reg_1));
for (int_fast32_t k = 0; k < K; k++) {
  __m256 B_reg_0;
  __m256 B_reg_1;
  B_reg_0 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+x"(B_reg_0));
  B_reg_1 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0]) + 8]); __asm__("" : "+x"(B_reg_1));
  C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_1, C_reg_1);
}
_mm256_storeu_ps(&C.data[0], C_reg_0);
_mm256_storeu_ps(&C.data[8], C_reg_1);
}

// EXOGEMM_SMALL_PREFIX_small_1x24(
//     K : size,
//     A : [f32][1, K] @DRAM,
//     B : [f32][K, 24] @DRAM,
//     C : [f32][1, 24] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_1x24( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m256 C_reg_0;
__m256 C_reg_1;
__m256 C_reg_2;
C_reg_0 = _mm256_loadu_ps(&C.data[0]); __asm__("" : "+x"(C_reg_0));
C_reg_1 = _mm256_loadu_ps(&C.data[8]); __asm__("" : "+x"(C_reg_1));
C_reg_2 = _mm256_loadu_ps(&C.data[16]); __asm__("" : "+x"(C_reg_2));
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 96; for (int exo_o = 0; exo_o < 96; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  __m256 B_reg_0;
  __m256 B_reg_1;
  __m256 B_reg_2;
  B_reg_0 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+x"(B_reg_0));
  B_reg_1 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0]) + 8]); __asm__("" : "+x"(B_reg_1));
  B_reg_2 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+x"(B_reg_2));
  C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_2, C_reg_2);
}
_mm256_storeu_ps(&C.data[0], C_reg_0);
_mm256_storeu_ps(&C.data[8], C_reg_1);
_mm256_storeu_ps(&C.data[16], C_reg_2);
}

// EXOGEMM_SMALL_PREFIX_small_1x24_resident(
//     K : size,
//     A : [f32][1, K] @DRAM,
//     B : [f32][K, 24] @DRAM,
//     C : [f32][1, 24] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_1x24_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m256 C_reg_0;
__m256 C_reg_1;
__m256 C_reg_2;
C_reg_0 = _mm256_loadu_ps(&C.data[0]); __asm__("" : "+x"(C_reg_0));
C_reg_1 = _mm256_loadu_ps(&C.data[8]); __asm__("" : "+x"(C_reg_1));
C_reg_2 = _mm256_loadu_ps(&C.data[16]); __asm__("" : "+x"(C_reg_2));
for (int_fast32_t k = 0; k < K; k++) {
  __m256 B_reg_0;
  __m256 B_reg_1;
  __m256 B_reg_2;
  B_reg_0 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+x"(B_reg_0));
  B_reg_1 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0]) + 8]); __asm__("" : "+x"(B_reg_1));
  B_reg_2 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+x"(B_reg_2));
  C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_2, C_reg_2);
}
_mm256_storeu_ps(&C.data[0], C_reg_0);
_mm256_storeu_ps(&C.data[8], C_reg_1);
_mm256_storeu_ps(&C.data[16], C_reg_2);
}

// EXOGEMM_SMALL_PREFIX_small_1x32(
//     K : size,
//     A : [f32][1, K] @DRAM,
//     B : [f32][K, 32] @DRAM,
//     C : [f32][1, 32] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_1x32( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m256 C_reg_0;
__m256 C_reg_1;
__m256 C_reg_2;
__m256 C_reg_3;
C_reg_0 = _mm256_loadu_ps(&C.data[0]); __asm__("" : "+x"(C_reg_0));
C_reg_1 = _mm256_loadu_ps(&C.data[8]); __asm__("" : "+x"(C_reg_1));
C_reg_2 = _mm256_loadu_ps(&C.data[16]); __asm__("" : "+x"(C_reg_2));
C_reg_3 = _mm256_loadu_ps(&C.data[24]); __asm__("" : "+x"(C_reg_3));
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 128; for (int exo_o = 0; exo_o < 128; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  __m256 B_reg_0;
  __m256 B_reg_1;
  __m256 B_reg_2;
  __m256 B_reg_3;
  B_reg_0 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+x"(B_reg_0));
  B_reg_1 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0]) + 8]); __asm__("" : "+x"(B_reg_1));
  B_reg_2 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+x"(B_reg_2));
  B_reg_3 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0]) + 24]); __asm__("" : "+x"(B_reg_3));
  C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_3, C_reg_3);
}
_mm256_storeu_ps(&C.data[0], C_reg_0);
_mm256_storeu_ps(&C.data[8], C_reg_1);
_mm256_storeu_ps(&C.data[16], C_reg_2);
_mm256_storeu_ps(&C.data[24], C_reg_3);
}

// EXOGEMM_SMALL_PREFIX_small_1x32_resident(
//     K : size,
//     A : [f32][1, K] @DRAM,
//     B : [f32][K, 32] @DRAM,
//     C : [f32][1, 32] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_1x32_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m256 C_reg_0;
__m256 C_reg_1;
__m256 C_reg_2;
__m256 C_reg_3;
C_reg_0 = _mm256_loadu_ps(&C.data[0]); __asm__("" : "+x"(C_reg_0));
C_reg_1 = _mm256_loadu_ps(&C.data[8]); __asm__("" : "+x"(C_reg_1));
C_reg_2 = _mm256_loadu_ps(&C.data[16]); __asm__("" : "+x"(C_reg_2));
C_reg_3 = _mm256_loadu_ps(&C.data[24]); __asm__("" : "+x"(C_reg_3));
for (int_fast32_t k = 0; k < K; k++) {
  __m256 B_reg_0;
  __m256 B_reg_1;
  __m256 B_reg_2;
  __m256 B_reg_3;
  B_reg_0 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+x"(B_reg_0));
  B_reg_1 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0]) + 8]); __asm__("" : "+x"(B_reg_1));
  B_reg_2 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+x"(B_reg_2));
  B_reg_3 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0]) + 24]); __asm__("" : "+x"(B_reg_3));
  C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_3, C_reg_3);
}
_mm256_storeu_ps(&C.data[0], C_reg_0);
_mm256_storeu_ps(&C.data[8], C_reg_1);
_mm256_storeu_ps(&C.data[16], C_reg_2);
_mm256_storeu_ps(&C.data[24], C_reg_3);
}

// EXOGEMM_SMALL_PREFIX_small_1x40(
//     K : size,
//     A : [f32][1, K] @DRAM,
//     B : [f32][K, 40] @DRAM,
//     C : [f32][1, 40] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_1x40( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m256 C_reg_0;
__m256 C_reg_1;
__m256 C_reg_2;
__m256 C_reg_3;
__m256 C_reg_4;
C_reg_0 = _mm256_loadu_ps(&C.data[0]); __asm__("" : "+x"(C_reg_0));
C_reg_1 = _mm256_loadu_ps(&C.data[8]); __asm__("" : "+x"(C_reg_1));
C_reg_2 = _mm256_loadu_ps(&C.data[16]); __asm__("" : "+x"(C_reg_2));
C_reg_3 = _mm256_loadu_ps(&C.data[24]); __asm__("" : "+x"(C_reg_3));
C_reg_4 = _mm256_loadu_ps(&C.data[32]); __asm__("" : "+x"(C_reg_4));
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 160; for (int exo_o = 0; exo_o < 160; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  __m256 B_reg_0;
  __m256 B_reg_1;
  __m256 B_reg_2;
  __m256 B_reg_3;
  __m256 B_reg_4;
  B_reg_0 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+x"(B_reg_0));
  B_reg_1 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0]) + 8]); __asm__("" : "+x"(B_reg_1));
  B_reg_2 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+x"(B_reg_2));
  B_reg_3 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0]) + 24]); __asm__("" : "+x"(B_reg_3));
  B_reg_4 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0]) + 32]); __asm__("" : "+x"(B_reg_4));
  C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_3, C_reg_3);
  C_reg_4 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_4, C_reg_4);
}
_mm256_storeu_ps(&C.data[0], C_reg_0);
_mm256_storeu_ps(&C.data[8], C_reg_1);
_mm256_storeu_ps(&C.data[16], C_reg_2);
_mm256_storeu_ps(&C.data[24], C_reg_3);
_mm256_storeu_ps(&C.data[32], C_reg_4);
}

// EXOGEMM_SMALL_PREFIX_small_1x40_resident(
//     K : size,
//     A : [f32][1, K] @DRAM,
//     B : [f32][K, 40] @DRAM,
//     C : [f32][1, 40] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_1x40_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m256 C_reg_0;
__m256 C_reg_1;
__m256 C_reg_2;
__m256 C_reg_3;
__m256 C_reg_4;
C_reg_0 = _mm256_loadu_ps(&C.data[0]); __asm__("" : "+x"(C_reg_0));
C_reg_1 = _mm256_loadu_ps(&C.data[8]); __asm__("" : "+x"(C_reg_1));
C_reg_2 = _mm256_loadu_ps(&C.data[16]); __asm__("" : "+x"(C_reg_2));
C_reg_3 = _mm256_loadu_ps(&C.data[24]); __asm__("" : "+x"(C_reg_3));
C_reg_4 = _mm256_loadu_ps(&C.data[32]); __asm__("" : "+x"(C_reg_4));
for (int_fast32_t k = 0; k < K; k++) {
  __m256 B_reg_0;
  __m256 B_reg_1;
  __m256 B_reg_2;
  __m256 B_reg_3;
  __m256 B_reg_4;
  B_reg_0 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+x"(B_reg_0));
  B_reg_1 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0]) + 8]); __asm__("" : "+x"(B_reg_1));
  B_reg_2 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+x"(B_reg_2));
  B_reg_3 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0]) + 24]); __asm__("" : "+x"(B_reg_3));
  B_reg_4 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0]) + 32]); __asm__("" : "+x"(B_reg_4));
  C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_3, C_reg_3);
  C_reg_4 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_4, C_reg_4);
}
_mm256_storeu_ps(&C.data[0], C_reg_0);
_mm256_storeu_ps(&C.data[8], C_reg_1);
_mm256_storeu_ps(&C.data[16], C_reg_2);
_mm256_storeu_ps(&C.data[24], C_reg_3);
_mm256_storeu_ps(&C.data[32], C_reg_4);
}

// EXOGEMM_SMALL_PREFIX_small_1x48(
//     K : size,
//     A : [f32][1, K] @DRAM,
//     B : [f32][K, 48] @DRAM,
//     C : [f32][1, 48] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_1x48( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m256 C_reg_0;
__m256 C_reg_1;
__m256 C_reg_2;
__m256 C_reg_3;
__m256 C_reg_4;
__m256 C_reg_5;
C_reg_0 = _mm256_loadu_ps(&C.data[0]); __asm__("" : "+x"(C_reg_0));
C_reg_1 = _mm256_loadu_ps(&C.data[8]); __asm__("" : "+x"(C_reg_1));
C_reg_2 = _mm256_loadu_ps(&C.data[16]); __asm__("" : "+x"(C_reg_2));
C_reg_3 = _mm256_loadu_ps(&C.data[24]); __asm__("" : "+x"(C_reg_3));
C_reg_4 = _mm256_loadu_ps(&C.data[32]); __asm__("" : "+x"(C_reg_4));
C_reg_5 = _mm256_loadu_ps(&C.data[40]); __asm__("" : "+x"(C_reg_5));
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 192; for (int exo_o = 0; exo_o < 192; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  __m256 B_reg_0;
  __m256 B_reg_1;
  __m256 B_reg_2;
  __m256 B_reg_3;
  __m256 B_reg_4;
  __m256 B_reg_5;
  B_reg_0 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+x"(B_reg_0));
  B_reg_1 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0]) + 8]); __asm__("" : "+x"(B_reg_1));
  B_reg_2 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+x"(B_reg_2));
  B_reg_3 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0]) + 24]); __asm__("" : "+x"(B_reg_3));
  B_reg_4 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0]) + 32]); __asm__("" : "+x"(B_reg_4));
  B_reg_5 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0]) + 40]); __asm__("" : "+x"(B_reg_5));
  C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_3, C_reg_3);
  C_reg_4 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_4, C_reg_4);
  C_reg_5 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_5, C_reg_5);
}
_mm256_storeu_ps(&C.data[0], C_reg_0);
_mm256_storeu_ps(&C.data[8], C_reg_1);
_mm256_storeu_ps(&C.data[16], C_reg_2);
_mm256_storeu_ps(&C.data[24], C_reg_3);
_mm256_storeu_ps(&C.data[32], C_reg_4);
_mm256_storeu_ps(&C.data[40], C_reg_5);
}

// EXOGEMM_SMALL_PREFIX_small_1x48_resident(
//     K : size,
//     A : [f32][1, K] @DRAM,
//     B : [f32][K, 48] @DRAM,
//     C : [f32][1, 48] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_1x48_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m256 C_reg_0;
__m256 C_reg_1;
__m256 C_reg_2;
__m256 C_reg_3;
__m256 C_reg_4;
__m256 C_reg_5;
C_reg_0 = _mm256_loadu_ps(&C.data[0]); __asm__("" : "+x"(C_reg_0));
C_reg_1 = _mm256_loadu_ps(&C.data[8]); __asm__("" : "+x"(C_reg_1));
C_reg_2 = _mm256_loadu_ps(&C.data[16]); __asm__("" : "+x"(C_reg_2));
C_reg_3 = _mm256_loadu_ps(&C.data[24]); __asm__("" : "+x"(C_reg_3));
C_reg_4 = _mm256_loadu_ps(&C.data[32]); __asm__("" : "+x"(C_reg_4));
C_reg_5 = _mm256_loadu_ps(&C.data[40]); __asm__("" : "+x"(C_reg_5));
for (int_fast32_t k = 0; k < K; k++) {
  __m256 B_reg_0;
  __m256 B_reg_1;
  __m256 B_reg_2;
  __m256 B_reg_3;
  __m256 B_reg_4;
  __m256 B_reg_5;
  B_reg_0 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+x"(B_reg_0));
  B_reg_1 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0]) + 8]); __asm__("" : "+x"(B_reg_1));
  B_reg_2 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+x"(B_reg_2));
  B_reg_3 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0]) + 24]); __asm__("" : "+x"(B_reg_3));
  B_reg_4 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0]) + 32]); __asm__("" : "+x"(B_reg_4));
  B_reg_5 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0]) + 40]); __asm__("" : "+x"(B_reg_5));
  C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_3, C_reg_3);
  C_reg_4 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_4, C_reg_4);
  C_reg_5 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_5, C_reg_5);
}
_mm256_storeu_ps(&C.data[0], C_reg_0);
_mm256_storeu_ps(&C.data[8], C_reg_1);
_mm256_storeu_ps(&C.data[16], C_reg_2);
_mm256_storeu_ps(&C.data[24], C_reg_3);
_mm256_storeu_ps(&C.data[32], C_reg_4);
_mm256_storeu_ps(&C.data[40], C_reg_5);
}

// EXOGEMM_SMALL_PREFIX_small_1x56(
//     K : size,
//     A : [f32][1, K] @DRAM,
//     B : [f32][K, 56] @DRAM,
//     C : [f32][1, 56] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_1x56( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m256 C_reg_0;
__m256 C_reg_1;
__m256 C_reg_2;
__m256 C_reg_3;
__m256 C_reg_4;
__m256 C_reg_5;
__m256 C_reg_6;
C_reg_0 = _mm256_loadu_ps(&C.data[0]); __asm__("" : "+x"(C_reg_0));
C_reg_1 = _mm256_loadu_ps(&C.data[8]); __asm__("" : "+x"(C_reg_1));
C_reg_2 = _mm256_loadu_ps(&C.data[16]); __asm__("" : "+x"(C_reg_2));
C_reg_3 = _mm256_loadu_ps(&C.data[24]); __asm__("" : "+x"(C_reg_3));
C_reg_4 = _mm256_loadu_ps(&C.data[32]); __asm__("" : "+x"(C_reg_4));
C_reg_5 = _mm256_loadu_ps(&C.data[40]); __asm__("" : "+x"(C_reg_5));
C_reg_6 = _mm256_loadu_ps(&C.data[48]); __asm__("" : "+x"(C_reg_6));
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 224; for (int exo_o = 0; exo_o < 224; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  __m256 B_reg_0;
  __m256 B_reg_1;
  __m256 B_reg_2;
  __m256 B_reg_3;
  __m256 B_reg_4;
  __m256 B_reg_5;
  __m256 B_reg_6;
  B_reg_0 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+x"(B_reg_0));
  B_reg_1 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0]) + 8]); __asm__("" : "+x"(B_reg_1));
  B_reg_2 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+x"(B_reg_2));
  B_reg_3 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0]) + 24]); __asm__("" : "+x"(B_reg_3));
  B_reg_4 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0]) + 32]); __asm__("" : "+x"(B_reg_4));
  B_reg_5 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0]) + 40]); __asm__("" : "+x"(B_reg_5));
  B_reg_6 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0]) + 48]); __asm__("" : "+x"(B_reg_6));
  C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_3, C_reg_3);
  C_reg_4 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_4, C_reg_4);
  C_reg_5 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_5, C_reg_5);
  C_reg_6 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_6, C_reg_6);
}
_mm256_storeu_ps(&C.data[0], C_reg_0);
_mm256_storeu_ps(&C.data[8], C_reg_1);
_mm256_storeu_ps(&C.data[16], C_reg_2);
_mm256_storeu_ps(&C.data[24], C_reg_3);
_mm256_storeu_ps(&C.data[32], C_reg_4);
_mm256_storeu_ps(&C.data[40], C_reg_5);
_mm256_storeu_ps(&C.data[48], C_reg_6);
}

// EXOGEMM_SMALL_PREFIX_small_1x56_beta0(
//     K : size,
//     A : [f32][1, K] @DRAM,
//     B : [f32][K, 56] @DRAM,
//     C : [f32][1, 56] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_1x56_beta0( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m256 C_reg_0;
__m256 C_reg_1;
__m256 C_reg_2;
__m256 C_reg_3;
__m256 C_reg_4;
__m256 C_reg_5;
__m256 C_reg_6;
C_reg_0 = _mm256_set1_ps(0.0f);
C_reg_1 = _mm256_set1_ps(0.0f);
C_reg_2 = _mm256_set1_ps(0.0f);
C_reg_3 = _mm256_set1_ps(0.0f);
C_reg_4 = _mm256_set1_ps(0.0f);
C_reg_5 = _mm256_set1_ps(0.0f);
C_reg_6 = _mm256_set1_ps(0.0f);
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 224; for (int exo_o = 0; exo_o < 224; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  __m256 B_reg_0;
  __m256 B_reg_1;
  __m256 B_reg_2;
  __m256 B_reg_3;
  __m256 B_reg_4;
  __m256 B_reg_5;
  __m256 B_reg_6;
  B_reg_0 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+x"(B_reg_0));
  B_reg_1 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0]) + 8]); __asm__("" : "+x"(B_reg_1));
  B_reg_2 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+x"(B_reg_2));
  B_reg_3 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0]) + 24]); __asm__("" : "+x"(B_reg_3));
  B_reg_4 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0]) + 32]); __asm__("" : "+x"(B_reg_4));
  B_reg_5 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0]) + 40]); __asm__("" : "+x"(B_reg_5));
  B_reg_6 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0]) + 48]); __asm__("" : "+x"(B_reg_6));
  C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_3, C_reg_3);
  C_reg_4 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_4, C_reg_4);
  C_reg_5 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_5, C_reg_5);
  C_reg_6 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_6, C_reg_6);
}
_mm256_storeu_ps(&C.data[0], C_reg_0);
_mm256_storeu_ps(&C.data[8], C_reg_1);
_mm256_storeu_ps(&C.data[16], C_reg_2);
_mm256_storeu_ps(&C.data[24], C_reg_3);
_mm256_storeu_ps(&C.data[32], C_reg_4);
_mm256_storeu_ps(&C.data[40], C_reg_5);
_mm256_storeu_ps(&C.data[48], C_reg_6);
}

// EXOGEMM_SMALL_PREFIX_small_1x56_resident(
//     K : size,
//     A : [f32][1, K] @DRAM,
//     B : [f32][K, 56] @DRAM,
//     C : [f32][1, 56] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_1x56_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m256 C_reg_0;
__m256 C_reg_1;
__m256 C_reg_2;
__m256 C_reg_3;
__m256 C_reg_4;
__m256 C_reg_5;
__m256 C_reg_6;
C_reg_0 = _mm256_loadu_ps(&C.data[0]); __asm__("" : "+x"(C_reg_0));
C_reg_1 = _mm256_loadu_ps(&C.data[8]); __asm__("" : "+x"(C_reg_1));
C_reg_2 = _mm256_loadu_ps(&C.data[16]); __asm__("" : "+x"(C_reg_2));
C_reg_3 = _mm256_loadu_ps(&C.data[24]); __asm__("" : "+x"(C_reg_3));
C_reg_4 = _mm256_loadu_ps(&C.data[32]); __asm__("" : "+x"(C_reg_4));
C_reg_5 = _mm256_loadu_ps(&C.data[40]); __asm__("" : "+x"(C_reg_5));
C_reg_6 = _mm256_loadu_ps(&C.data[48]); __asm__("" : "+x"(C_reg_6));
for (int_fast32_t k = 0; k < K; k++) {
  __m256 B_reg_0;
  __m256 B_reg_1;
  __m256 B_reg_2;
  __m256 B_reg_3;
  __m256 B_reg_4;
  __m256 B_reg_5;
  __m256 B_reg_6;
  B_reg_0 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+x"(B_reg_0));
  B_reg_1 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0]) + 8]); __asm__("" : "+x"(B_reg_1));
  B_reg_2 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+x"(B_reg_2));
  B_reg_3 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0]) + 24]); __asm__("" : "+x"(B_reg_3));
  B_reg_4 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0]) + 32]); __asm__("" : "+x"(B_reg_4));
  B_reg_5 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0]) + 40]); __asm__("" : "+x"(B_reg_5));
  B_reg_6 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0]) + 48]); __asm__("" : "+x"(B_reg_6));
  C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_3, C_reg_3);
  C_reg_4 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_4, C_reg_4);
  C_reg_5 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_5, C_reg_5);
  C_reg_6 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_6, C_reg_6);
}
_mm256_storeu_ps(&C.data[0], C_reg_0);
_mm256_storeu_ps(&C.data[8], C_reg_1);
_mm256_storeu_ps(&C.data[16], C_reg_2);
_mm256_storeu_ps(&C.data[24], C_reg_3);
_mm256_storeu_ps(&C.data[32], C_reg_4);
_mm256_storeu_ps(&C.data[40], C_reg_5);
_mm256_storeu_ps(&C.data[48], C_reg_6);
}

// EXOGEMM_SMALL_PREFIX_small_1x56_resident_beta0(
//     K : size,
//     A : [f32][1, K] @DRAM,
//     B : [f32][K, 56] @DRAM,
//     C : [f32][1, 56] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_1x56_resident_beta0( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m256 C_reg_0;
__m256 C_reg_1;
__m256 C_reg_2;
__m256 C_reg_3;
__m256 C_reg_4;
__m256 C_reg_5;
__m256 C_reg_6;
C_reg_0 = _mm256_set1_ps(0.0f);
C_reg_1 = _mm256_set1_ps(0.0f);
C_reg_2 = _mm256_set1_ps(0.0f);
C_reg_3 = _mm256_set1_ps(0.0f);
C_reg_4 = _mm256_set1_ps(0.0f);
C_reg_5 = _mm256_set1_ps(0.0f);
C_reg_6 = _mm256_set1_ps(0.0f);
for (int_fast32_t k = 0; k < K; k++) {
  __m256 B_reg_0;
  __m256 B_reg_1;
  __m256 B_reg_2;
  __m256 B_reg_3;
  __m256 B_reg_4;
  __m256 B_reg_5;
  __m256 B_reg_6;
  B_reg_0 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+x"(B_reg_0));
  B_reg_1 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0]) + 8]); __asm__("" : "+x"(B_reg_1));
  B_reg_2 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+x"(B_reg_2));
  B_reg_3 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0]) + 24]); __asm__("" : "+x"(B_reg_3));
  B_reg_4 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0]) + 32]); __asm__("" : "+x"(B_reg_4));
  B_reg_5 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0]) + 40]); __asm__("" : "+x"(B_reg_5));
  B_reg_6 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0]) + 48]); __asm__("" : "+x"(B_reg_6));
  C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_3, C_reg_3);
  C_reg_4 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_4, C_reg_4);
  C_reg_5 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_5, C_reg_5);
  C_reg_6 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_6, C_reg_6);
}
_mm256_storeu_ps(&C.data[0], C_reg_0);
_mm256_storeu_ps(&C.data[8], C_reg_1);
_mm256_storeu_ps(&C.data[16], C_reg_2);
_mm256_storeu_ps(&C.data[24], C_reg_3);
_mm256_storeu_ps(&C.data[32], C_reg_4);
_mm256_storeu_ps(&C.data[40], C_reg_5);
_mm256_storeu_ps(&C.data[48], C_reg_6);
}

// EXOGEMM_SMALL_PREFIX_small_1x8(
//     K : size,
//     A : [f32][1, K] @DRAM,
//     B : [f32][K, 8] @DRAM,
//     C : [f32][1, 8] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_1x8( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m256 C_reg_0;
C_reg_0 = _mm256_loadu_ps(&C.data[0]); __asm__("" : "+x"(C_reg_0));
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 32; for (int exo_o = 0; exo_o < 32; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  __m256 B_reg_0;
  B_reg_0 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+x"(B_reg_0));
  C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_0, C_reg_0);
}
_mm256_storeu_ps(&C.data[0], C_reg_0);
}

// EXOGEMM_SMALL_PREFIX_small_1x8_resident(
//     K : size,
//     A : [f32][1, K] @DRAM,
//     B : [f32][K, 8] @DRAM,
//     C : [f32][1, 8] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_1x8_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m256 C_reg_0;
C_reg_0 = _mm256_loadu_ps(&C.data[0]); __asm__("" : "+x"(C_reg_0));
for (int_fast32_t k = 0; k < K; k++) {
  __m256 B_reg_0;
  B_reg_0 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+x"(B_reg_0));
  C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_0, C_reg_0);
}
_mm256_storeu_ps(&C.data[0], C_reg_0);
}

// EXOGEMM_SMALL_PREFIX_small_1x8pw(
//     K : size,
//     W : size,
//     A : [f32][1, K] @DRAM,
//     B : [f32][K, 8 + W] @DRAM,
//     C : [f32][1, 8 + W] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_1x8pw( void *ctxt, int_fast32_t K, int_fast32_t W, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
EXO_ASSUME(W <= 8);
__m256 C_full_0;
C_full_0 = _mm256_loadu_ps(&C.data[0]); __asm__("" : "+x"(C_full_0));
__m256 C_reg_0;
C_reg_0 = _mm256_maskload_ps(&C.data[8], exogemm_avx2_mask((W)));
for (int_fast32_t k = 0; k < K; k++) {
  __m256 B_full;
  B_full = _mm256_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+x"(B_full));
  __m256 B_reg;
  B_reg = _mm256_maskload_ps(&B.data[(k) * (B.strides[0]) + 8], exogemm_avx2_mask((W)));
  C_full_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_full, C_full_0);
  C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg, C_reg_0);
}
exogemm_avx2_store_tail(&C.data[8], C_reg_0, (W));
_mm256_storeu_ps(&C.data[0], C_full_0);
}

// EXOGEMM_SMALL_PREFIX_small_1xw(
//     K : size,
//     W : size,
//     A : [f32][1, K] @DRAM,
//     B : [f32][K, W] @DRAM,
//     C : [f32][1, W] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_1xw( void *ctxt, int_fast32_t K, int_fast32_t W, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
EXO_ASSUME(W <= 8);
__m256 C_reg_0;
C_reg_0 = _mm256_maskload_ps(&C.data[0], exogemm_avx2_mask((W)));
for (int_fast32_t k = 0; k < K; k++) {
  __m256 B_reg;
  B_reg = _mm256_maskload_ps(&B.data[(k) * (B.strides[0])], exogemm_avx2_mask((W)));
  C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg, C_reg_0);
}
exogemm_avx2_store_tail(&C.data[0], C_reg_0, (W));
}

// EXOGEMM_SMALL_PREFIX_small_1xw_beta0(
//     K : size,
//     W : size,
//     A : [f32][1, K] @DRAM,
//     B : [f32][K, W] @DRAM,
//     C : [f32][1, W] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_1xw_beta0( void *ctxt, int_fast32_t K, int_fast32_t W, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
EXO_ASSUME(W <= 8);
__m256 C_reg_0;
C_reg_0 = _mm256_set1_ps(0.0f);
for (int_fast32_t k = 0; k < K; k++) {
  __m256 B_reg;
  B_reg = _mm256_maskload_ps(&B.data[(k) * (B.strides[0])], exogemm_avx2_mask((W)));
  C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg, C_reg_0);
}
exogemm_avx2_store_tail(&C.data[0], C_reg_0, (W));
}

// EXOGEMM_SMALL_PREFIX_small_2x16(
//     K : size,
//     A : [f32][2, K] @DRAM,
//     B : [f32][K, 16] @DRAM,
//     C : [f32][2, 16] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_2x16( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m256 C_reg_0;
__m256 C_reg_1;
__m256 C_reg_2;
__m256 C_reg_3;
C_reg_0 = _mm256_loadu_ps(&C.data[0]); __asm__("" : "+x"(C_reg_0));
C_reg_1 = _mm256_loadu_ps(&C.data[8]); __asm__("" : "+x"(C_reg_1));
C_reg_2 = _mm256_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+x"(C_reg_2));
C_reg_3 = _mm256_loadu_ps(&C.data[C.strides[0] + 8]); __asm__("" : "+x"(C_reg_3));
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 64; for (int exo_o = 0; exo_o < 64; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  __m256 B_reg_0;
  __m256 B_reg_1;
  B_reg_0 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+x"(B_reg_0));
  B_reg_1 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0]) + 8]); __asm__("" : "+x"(B_reg_1));
  C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_2);
  C_reg_3 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_3);
}
_mm256_storeu_ps(&C.data[0], C_reg_0);
_mm256_storeu_ps(&C.data[8], C_reg_1);
_mm256_storeu_ps(&C.data[C.strides[0]], C_reg_2);
_mm256_storeu_ps(&C.data[C.strides[0] + 8], C_reg_3);
}

// EXOGEMM_SMALL_PREFIX_small_2x16_resident(
//     K : size,
//     A : [f32][2, K] @DRAM,
//     B : [f32][K, 16] @DRAM,
//     C : [f32][2, 16] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_2x16_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m256 C_reg_0;
__m256 C_reg_1;
__m256 C_reg_2;
__m256 C_reg_3;
C_reg_0 = _mm256_loadu_ps(&C.data[0]); __asm__("" : "+x"(C_reg_0));
C_reg_1 = _mm256_loadu_ps(&C.data[8]); __asm__("" : "+x"(C_reg_1));
C_reg_2 = _mm256_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+x"(C_reg_2));
C_reg_3 = _mm256_loadu_ps(&C.data[C.strides[0] + 8]); __asm__("" : "+x"(C_reg_3));
for (int_fast32_t k = 0; k < K; k++) {
  __m256 B_reg_0;
  __m256 B_reg_1;
  B_reg_0 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+x"(B_reg_0));
  B_reg_1 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0]) + 8]); __asm__("" : "+x"(B_reg_1));
  C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_2);
  C_reg_3 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_3);
}
_mm256_storeu_ps(&C.data[0], C_reg_0);
_mm256_storeu_ps(&C.data[8], C_reg_1);
_mm256_storeu_ps(&C.data[C.strides[0]], C_reg_2);
_mm256_storeu_ps(&C.data[C.strides[0] + 8], C_reg_3);
}

// EXOGEMM_SMALL_PREFIX_small_2x24(
//     K : size,
//     A : [f32][2, K] @DRAM,
//     B : [f32][K, 24] @DRAM,
//     C : [f32][2, 24] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_2x24( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m256 C_reg_0;
__m256 C_reg_1;
__m256 C_reg_2;
__m256 C_reg_3;
__m256 C_reg_4;
__m256 C_reg_5;
C_reg_0 = _mm256_loadu_ps(&C.data[0]); __asm__("" : "+x"(C_reg_0));
C_reg_1 = _mm256_loadu_ps(&C.data[8]); __asm__("" : "+x"(C_reg_1));
C_reg_2 = _mm256_loadu_ps(&C.data[16]); __asm__("" : "+x"(C_reg_2));
C_reg_3 = _mm256_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+x"(C_reg_3));
C_reg_4 = _mm256_loadu_ps(&C.data[C.strides[0] + 8]); __asm__("" : "+x"(C_reg_4));
C_reg_5 = _mm256_loadu_ps(&C.data[C.strides[0] + 16]); __asm__("" : "+x"(C_reg_5));
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 96; for (int exo_o = 0; exo_o < 96; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  __m256 B_reg_0;
  __m256 B_reg_1;
  __m256 B_reg_2;
  B_reg_0 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+x"(B_reg_0));
  B_reg_1 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0]) + 8]); __asm__("" : "+x"(B_reg_1));
  B_reg_2 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+x"(B_reg_2));
  C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_3);
  C_reg_4 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_4);
  C_reg_5 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg_2, C_reg_5);
}
_mm256_storeu_ps(&C.data[0], C_reg_0);
_mm256_storeu_ps(&C.data[8], C_reg_1);
_mm256_storeu_ps(&C.data[16], C_reg_2);
_mm256_storeu_ps(&C.data[C.strides[0]], C_reg_3);
_mm256_storeu_ps(&C.data[C.strides[0] + 8], C_reg_4);
_mm256_storeu_ps(&C.data[C.strides[0] + 16], C_reg_5);
}

// EXOGEMM_SMALL_PREFIX_small_2x24_resident(
//     K : size,
//     A : [f32][2, K] @DRAM,
//     B : [f32][K, 24] @DRAM,
//     C : [f32][2, 24] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_2x24_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m256 C_reg_0;
__m256 C_reg_1;
__m256 C_reg_2;
__m256 C_reg_3;
__m256 C_reg_4;
__m256 C_reg_5;
C_reg_0 = _mm256_loadu_ps(&C.data[0]); __asm__("" : "+x"(C_reg_0));
C_reg_1 = _mm256_loadu_ps(&C.data[8]); __asm__("" : "+x"(C_reg_1));
C_reg_2 = _mm256_loadu_ps(&C.data[16]); __asm__("" : "+x"(C_reg_2));
C_reg_3 = _mm256_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+x"(C_reg_3));
C_reg_4 = _mm256_loadu_ps(&C.data[C.strides[0] + 8]); __asm__("" : "+x"(C_reg_4));
C_reg_5 = _mm256_loadu_ps(&C.data[C.strides[0] + 16]); __asm__("" : "+x"(C_reg_5));
for (int_fast32_t k = 0; k < K; k++) {
  __m256 B_reg_0;
  __m256 B_reg_1;
  __m256 B_reg_2;
  B_reg_0 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+x"(B_reg_0));
  B_reg_1 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0]) + 8]); __asm__("" : "+x"(B_reg_1));
  B_reg_2 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+x"(B_reg_2));
  C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_3);
  C_reg_4 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_4);
  C_reg_5 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg_2, C_reg_5);
}
_mm256_storeu_ps(&C.data[0], C_reg_0);
_mm256_storeu_ps(&C.data[8], C_reg_1);
_mm256_storeu_ps(&C.data[16], C_reg_2);
_mm256_storeu_ps(&C.data[C.strides[0]], C_reg_3);
_mm256_storeu_ps(&C.data[C.strides[0] + 8], C_reg_4);
_mm256_storeu_ps(&C.data[C.strides[0] + 16], C_reg_5);
}

// EXOGEMM_SMALL_PREFIX_small_2x32(
//     K : size,
//     A : [f32][2, K] @DRAM,
//     B : [f32][K, 32] @DRAM,
//     C : [f32][2, 32] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_2x32( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m256 C_reg_0;
__m256 C_reg_1;
__m256 C_reg_2;
__m256 C_reg_3;
__m256 C_reg_4;
__m256 C_reg_5;
__m256 C_reg_6;
__m256 C_reg_7;
C_reg_0 = _mm256_loadu_ps(&C.data[0]); __asm__("" : "+x"(C_reg_0));
C_reg_1 = _mm256_loadu_ps(&C.data[8]); __asm__("" : "+x"(C_reg_1));
C_reg_2 = _mm256_loadu_ps(&C.data[16]); __asm__("" : "+x"(C_reg_2));
C_reg_3 = _mm256_loadu_ps(&C.data[24]); __asm__("" : "+x"(C_reg_3));
C_reg_4 = _mm256_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+x"(C_reg_4));
C_reg_5 = _mm256_loadu_ps(&C.data[C.strides[0] + 8]); __asm__("" : "+x"(C_reg_5));
C_reg_6 = _mm256_loadu_ps(&C.data[C.strides[0] + 16]); __asm__("" : "+x"(C_reg_6));
C_reg_7 = _mm256_loadu_ps(&C.data[C.strides[0] + 24]); __asm__("" : "+x"(C_reg_7));
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 128; for (int exo_o = 0; exo_o < 128; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  __m256 B_reg_0;
  __m256 B_reg_1;
  __m256 B_reg_2;
  __m256 B_reg_3;
  B_reg_0 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+x"(B_reg_0));
  B_reg_1 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0]) + 8]); __asm__("" : "+x"(B_reg_1));
  B_reg_2 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+x"(B_reg_2));
  B_reg_3 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0]) + 24]); __asm__("" : "+x"(B_reg_3));
  C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_3, C_reg_3);
  C_reg_4 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_4);
  C_reg_5 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_5);
  C_reg_6 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg_2, C_reg_6);
  C_reg_7 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg_3, C_reg_7);
}
_mm256_storeu_ps(&C.data[0], C_reg_0);
_mm256_storeu_ps(&C.data[8], C_reg_1);
_mm256_storeu_ps(&C.data[16], C_reg_2);
_mm256_storeu_ps(&C.data[24], C_reg_3);
_mm256_storeu_ps(&C.data[C.strides[0]], C_reg_4);
_mm256_storeu_ps(&C.data[C.strides[0] + 8], C_reg_5);
_mm256_storeu_ps(&C.data[C.strides[0] + 16], C_reg_6);
_mm256_storeu_ps(&C.data[C.strides[0] + 24], C_reg_7);
}

// EXOGEMM_SMALL_PREFIX_small_2x32_beta0(
//     K : size,
//     A : [f32][2, K] @DRAM,
//     B : [f32][K, 32] @DRAM,
//     C : [f32][2, 32] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_2x32_beta0( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m256 C_reg_0;
__m256 C_reg_1;
__m256 C_reg_2;
__m256 C_reg_3;
__m256 C_reg_4;
__m256 C_reg_5;
__m256 C_reg_6;
__m256 C_reg_7;
C_reg_0 = _mm256_set1_ps(0.0f);
C_reg_1 = _mm256_set1_ps(0.0f);
C_reg_2 = _mm256_set1_ps(0.0f);
C_reg_3 = _mm256_set1_ps(0.0f);
C_reg_4 = _mm256_set1_ps(0.0f);
C_reg_5 = _mm256_set1_ps(0.0f);
C_reg_6 = _mm256_set1_ps(0.0f);
C_reg_7 = _mm256_set1_ps(0.0f);
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 128; for (int exo_o = 0; exo_o < 128; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  __m256 B_reg_0;
  __m256 B_reg_1;
  __m256 B_reg_2;
  __m256 B_reg_3;
  B_reg_0 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+x"(B_reg_0));
  B_reg_1 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0]) + 8]); __asm__("" : "+x"(B_reg_1));
  B_reg_2 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+x"(B_reg_2));
  B_reg_3 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0]) + 24]); __asm__("" : "+x"(B_reg_3));
  C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_3, C_reg_3);
  C_reg_4 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_4);
  C_reg_5 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_5);
  C_reg_6 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg_2, C_reg_6);
  C_reg_7 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg_3, C_reg_7);
}
_mm256_storeu_ps(&C.data[0], C_reg_0);
_mm256_storeu_ps(&C.data[8], C_reg_1);
_mm256_storeu_ps(&C.data[16], C_reg_2);
_mm256_storeu_ps(&C.data[24], C_reg_3);
_mm256_storeu_ps(&C.data[C.strides[0]], C_reg_4);
_mm256_storeu_ps(&C.data[C.strides[0] + 8], C_reg_5);
_mm256_storeu_ps(&C.data[C.strides[0] + 16], C_reg_6);
_mm256_storeu_ps(&C.data[C.strides[0] + 24], C_reg_7);
}

// EXOGEMM_SMALL_PREFIX_small_2x32_resident(
//     K : size,
//     A : [f32][2, K] @DRAM,
//     B : [f32][K, 32] @DRAM,
//     C : [f32][2, 32] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_2x32_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m256 C_reg_0;
__m256 C_reg_1;
__m256 C_reg_2;
__m256 C_reg_3;
__m256 C_reg_4;
__m256 C_reg_5;
__m256 C_reg_6;
__m256 C_reg_7;
C_reg_0 = _mm256_loadu_ps(&C.data[0]); __asm__("" : "+x"(C_reg_0));
C_reg_1 = _mm256_loadu_ps(&C.data[8]); __asm__("" : "+x"(C_reg_1));
C_reg_2 = _mm256_loadu_ps(&C.data[16]); __asm__("" : "+x"(C_reg_2));
C_reg_3 = _mm256_loadu_ps(&C.data[24]); __asm__("" : "+x"(C_reg_3));
C_reg_4 = _mm256_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+x"(C_reg_4));
C_reg_5 = _mm256_loadu_ps(&C.data[C.strides[0] + 8]); __asm__("" : "+x"(C_reg_5));
C_reg_6 = _mm256_loadu_ps(&C.data[C.strides[0] + 16]); __asm__("" : "+x"(C_reg_6));
C_reg_7 = _mm256_loadu_ps(&C.data[C.strides[0] + 24]); __asm__("" : "+x"(C_reg_7));
for (int_fast32_t k = 0; k < K; k++) {
  __m256 B_reg_0;
  __m256 B_reg_1;
  __m256 B_reg_2;
  __m256 B_reg_3;
  B_reg_0 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+x"(B_reg_0));
  B_reg_1 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0]) + 8]); __asm__("" : "+x"(B_reg_1));
  B_reg_2 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+x"(B_reg_2));
  B_reg_3 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0]) + 24]); __asm__("" : "+x"(B_reg_3));
  C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_3, C_reg_3);
  C_reg_4 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_4);
  C_reg_5 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_5);
  C_reg_6 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg_2, C_reg_6);
  C_reg_7 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg_3, C_reg_7);
}
_mm256_storeu_ps(&C.data[0], C_reg_0);
_mm256_storeu_ps(&C.data[8], C_reg_1);
_mm256_storeu_ps(&C.data[16], C_reg_2);
_mm256_storeu_ps(&C.data[24], C_reg_3);
_mm256_storeu_ps(&C.data[C.strides[0]], C_reg_4);
_mm256_storeu_ps(&C.data[C.strides[0] + 8], C_reg_5);
_mm256_storeu_ps(&C.data[C.strides[0] + 16], C_reg_6);
_mm256_storeu_ps(&C.data[C.strides[0] + 24], C_reg_7);
}

// EXOGEMM_SMALL_PREFIX_small_2x32_resident_beta0(
//     K : size,
//     A : [f32][2, K] @DRAM,
//     B : [f32][K, 32] @DRAM,
//     C : [f32][2, 32] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_2x32_resident_beta0( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m256 C_reg_0;
__m256 C_reg_1;
__m256 C_reg_2;
__m256 C_reg_3;
__m256 C_reg_4;
__m256 C_reg_5;
__m256 C_reg_6;
__m256 C_reg_7;
C_reg_0 = _mm256_set1_ps(0.0f);
C_reg_1 = _mm256_set1_ps(0.0f);
C_reg_2 = _mm256_set1_ps(0.0f);
C_reg_3 = _mm256_set1_ps(0.0f);
C_reg_4 = _mm256_set1_ps(0.0f);
C_reg_5 = _mm256_set1_ps(0.0f);
C_reg_6 = _mm256_set1_ps(0.0f);
C_reg_7 = _mm256_set1_ps(0.0f);
for (int_fast32_t k = 0; k < K; k++) {
  __m256 B_reg_0;
  __m256 B_reg_1;
  __m256 B_reg_2;
  __m256 B_reg_3;
  B_reg_0 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+x"(B_reg_0));
  B_reg_1 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0]) + 8]); __asm__("" : "+x"(B_reg_1));
  B_reg_2 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+x"(B_reg_2));
  B_reg_3 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0]) + 24]); __asm__("" : "+x"(B_reg_3));
  C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_3, C_reg_3);
  C_reg_4 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_4);
  C_reg_5 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_5);
  C_reg_6 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg_2, C_reg_6);
  C_reg_7 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg_3, C_reg_7);
}
_mm256_storeu_ps(&C.data[0], C_reg_0);
_mm256_storeu_ps(&C.data[8], C_reg_1);
_mm256_storeu_ps(&C.data[16], C_reg_2);
_mm256_storeu_ps(&C.data[24], C_reg_3);
_mm256_storeu_ps(&C.data[C.strides[0]], C_reg_4);
_mm256_storeu_ps(&C.data[C.strides[0] + 8], C_reg_5);
_mm256_storeu_ps(&C.data[C.strides[0] + 16], C_reg_6);
_mm256_storeu_ps(&C.data[C.strides[0] + 24], C_reg_7);
}

// EXOGEMM_SMALL_PREFIX_small_2x8(
//     K : size,
//     A : [f32][2, K] @DRAM,
//     B : [f32][K, 8] @DRAM,
//     C : [f32][2, 8] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_2x8( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m256 C_reg_0;
__m256 C_reg_1;
C_reg_0 = _mm256_loadu_ps(&C.data[0]); __asm__("" : "+x"(C_reg_0));
C_reg_1 = _mm256_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+x"(C_reg_1));
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 32; for (int exo_o = 0; exo_o < 32; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  __m256 B_reg_0;
  B_reg_0 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+x"(B_reg_0));
  C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_1);
}
_mm256_storeu_ps(&C.data[0], C_reg_0);
_mm256_storeu_ps(&C.data[C.strides[0]], C_reg_1);
}

// EXOGEMM_SMALL_PREFIX_small_2x8_resident(
//     K : size,
//     A : [f32][2, K] @DRAM,
//     B : [f32][K, 8] @DRAM,
//     C : [f32][2, 8] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_2x8_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m256 C_reg_0;
__m256 C_reg_1;
C_reg_0 = _mm256_loadu_ps(&C.data[0]); __asm__("" : "+x"(C_reg_0));
C_reg_1 = _mm256_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+x"(C_reg_1));
for (int_fast32_t k = 0; k < K; k++) {
  __m256 B_reg_0;
  B_reg_0 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+x"(B_reg_0));
  C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_1);
}
_mm256_storeu_ps(&C.data[0], C_reg_0);
_mm256_storeu_ps(&C.data[C.strides[0]], C_reg_1);
}

// EXOGEMM_SMALL_PREFIX_small_2x8pw(
//     K : size,
//     W : size,
//     A : [f32][2, K] @DRAM,
//     B : [f32][K, 8 + W] @DRAM,
//     C : [f32][2, 8 + W] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_2x8pw( void *ctxt, int_fast32_t K, int_fast32_t W, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
EXO_ASSUME(W <= 8);
__m256 C_full_0;
__m256 C_full_1;
C_full_0 = _mm256_loadu_ps(&C.data[0]); __asm__("" : "+x"(C_full_0));
C_full_1 = _mm256_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+x"(C_full_1));
__m256 C_reg_0;
__m256 C_reg_1;
C_reg_0 = _mm256_maskload_ps(&C.data[8], exogemm_avx2_mask((W)));
C_reg_1 = _mm256_maskload_ps(&C.data[C.strides[0] + 8], exogemm_avx2_mask((W)));
for (int_fast32_t k = 0; k < K; k++) {
  __m256 B_full;
  B_full = _mm256_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+x"(B_full));
  __m256 B_reg;
  B_reg = _mm256_maskload_ps(&B.data[(k) * (B.strides[0]) + 8], exogemm_avx2_mask((W)));
  C_full_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_full, C_full_0);
  C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg, C_reg_0);
  C_full_1 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_full, C_full_1);
  C_reg_1 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg, C_reg_1);
}
exogemm_avx2_store_tail(&C.data[8], C_reg_0, (W));
exogemm_avx2_store_tail(&C.data[C.strides[0] + 8], C_reg_1, (W));
_mm256_storeu_ps(&C.data[0], C_full_0);
_mm256_storeu_ps(&C.data[C.strides[0]], C_full_1);
}

// EXOGEMM_SMALL_PREFIX_small_2xw(
//     K : size,
//     W : size,
//     A : [f32][2, K] @DRAM,
//     B : [f32][K, W] @DRAM,
//     C : [f32][2, W] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_2xw( void *ctxt, int_fast32_t K, int_fast32_t W, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
EXO_ASSUME(W <= 8);
__m256 C_reg_0;
__m256 C_reg_1;
C_reg_0 = _mm256_maskload_ps(&C.data[0], exogemm_avx2_mask((W)));
C_reg_1 = _mm256_maskload_ps(&C.data[C.strides[0]], exogemm_avx2_mask((W)));
for (int_fast32_t k = 0; k < K; k++) {
  __m256 B_reg;
  B_reg = _mm256_maskload_ps(&B.data[(k) * (B.strides[0])], exogemm_avx2_mask((W)));
  C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg, C_reg_0);
  C_reg_1 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg, C_reg_1);
}
exogemm_avx2_store_tail(&C.data[0], C_reg_0, (W));
exogemm_avx2_store_tail(&C.data[C.strides[0]], C_reg_1, (W));
}

// EXOGEMM_SMALL_PREFIX_small_2xw_beta0(
//     K : size,
//     W : size,
//     A : [f32][2, K] @DRAM,
//     B : [f32][K, W] @DRAM,
//     C : [f32][2, W] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_2xw_beta0( void *ctxt, int_fast32_t K, int_fast32_t W, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
EXO_ASSUME(W <= 8);
__m256 C_reg_0;
__m256 C_reg_1;
C_reg_0 = _mm256_set1_ps(0.0f);
C_reg_1 = _mm256_set1_ps(0.0f);
for (int_fast32_t k = 0; k < K; k++) {
  __m256 B_reg;
  B_reg = _mm256_maskload_ps(&B.data[(k) * (B.strides[0])], exogemm_avx2_mask((W)));
  C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg, C_reg_0);
  C_reg_1 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg, C_reg_1);
}
exogemm_avx2_store_tail(&C.data[0], C_reg_0, (W));
exogemm_avx2_store_tail(&C.data[C.strides[0]], C_reg_1, (W));
}

// EXOGEMM_SMALL_PREFIX_small_3x16(
//     K : size,
//     A : [f32][3, K] @DRAM,
//     B : [f32][K, 16] @DRAM,
//     C : [f32][3, 16] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_3x16( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m256 C_reg_0;
__m256 C_reg_1;
__m256 C_reg_2;
__m256 C_reg_3;
__m256 C_reg_4;
__m256 C_reg_5;
C_reg_0 = _mm256_loadu_ps(&C.data[0]); __asm__("" : "+x"(C_reg_0));
C_reg_1 = _mm256_loadu_ps(&C.data[8]); __asm__("" : "+x"(C_reg_1));
C_reg_2 = _mm256_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+x"(C_reg_2));
C_reg_3 = _mm256_loadu_ps(&C.data[C.strides[0] + 8]); __asm__("" : "+x"(C_reg_3));
C_reg_4 = _mm256_loadu_ps(&C.data[(2) * (C.strides[0])]); __asm__("" : "+x"(C_reg_4));
C_reg_5 = _mm256_loadu_ps(&C.data[(2) * (C.strides[0]) + 8]); __asm__("" : "+x"(C_reg_5));
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 64; for (int exo_o = 0; exo_o < 64; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  __m256 B_reg_0;
  __m256 B_reg_1;
  B_reg_0 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+x"(B_reg_0));
  B_reg_1 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0]) + 8]); __asm__("" : "+x"(B_reg_1));
  C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_2);
  C_reg_3 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_3);
  C_reg_4 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_4);
  C_reg_5 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_1, C_reg_5);
}
_mm256_storeu_ps(&C.data[0], C_reg_0);
_mm256_storeu_ps(&C.data[8], C_reg_1);
_mm256_storeu_ps(&C.data[C.strides[0]], C_reg_2);
_mm256_storeu_ps(&C.data[C.strides[0] + 8], C_reg_3);
_mm256_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_4);
_mm256_storeu_ps(&C.data[(2) * (C.strides[0]) + 8], C_reg_5);
}

// EXOGEMM_SMALL_PREFIX_small_3x16_resident(
//     K : size,
//     A : [f32][3, K] @DRAM,
//     B : [f32][K, 16] @DRAM,
//     C : [f32][3, 16] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_3x16_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m256 C_reg_0;
__m256 C_reg_1;
__m256 C_reg_2;
__m256 C_reg_3;
__m256 C_reg_4;
__m256 C_reg_5;
C_reg_0 = _mm256_loadu_ps(&C.data[0]); __asm__("" : "+x"(C_reg_0));
C_reg_1 = _mm256_loadu_ps(&C.data[8]); __asm__("" : "+x"(C_reg_1));
C_reg_2 = _mm256_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+x"(C_reg_2));
C_reg_3 = _mm256_loadu_ps(&C.data[C.strides[0] + 8]); __asm__("" : "+x"(C_reg_3));
C_reg_4 = _mm256_loadu_ps(&C.data[(2) * (C.strides[0])]); __asm__("" : "+x"(C_reg_4));
C_reg_5 = _mm256_loadu_ps(&C.data[(2) * (C.strides[0]) + 8]); __asm__("" : "+x"(C_reg_5));
for (int_fast32_t k = 0; k < K; k++) {
  __m256 B_reg_0;
  __m256 B_reg_1;
  B_reg_0 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+x"(B_reg_0));
  B_reg_1 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0]) + 8]); __asm__("" : "+x"(B_reg_1));
  C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_2);
  C_reg_3 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_3);
  C_reg_4 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_4);
  C_reg_5 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_1, C_reg_5);
}
_mm256_storeu_ps(&C.data[0], C_reg_0);
_mm256_storeu_ps(&C.data[8], C_reg_1);
_mm256_storeu_ps(&C.data[C.strides[0]], C_reg_2);
_mm256_storeu_ps(&C.data[C.strides[0] + 8], C_reg_3);
_mm256_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_4);
_mm256_storeu_ps(&C.data[(2) * (C.strides[0]) + 8], C_reg_5);
}

// EXOGEMM_SMALL_PREFIX_small_3x24(
//     K : size,
//     A : [f32][3, K] @DRAM,
//     B : [f32][K, 24] @DRAM,
//     C : [f32][3, 24] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_3x24( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
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
C_reg_2 = _mm256_loadu_ps(&C.data[16]); __asm__("" : "+x"(C_reg_2));
C_reg_3 = _mm256_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+x"(C_reg_3));
C_reg_4 = _mm256_loadu_ps(&C.data[C.strides[0] + 8]); __asm__("" : "+x"(C_reg_4));
C_reg_5 = _mm256_loadu_ps(&C.data[C.strides[0] + 16]); __asm__("" : "+x"(C_reg_5));
C_reg_6 = _mm256_loadu_ps(&C.data[(2) * (C.strides[0])]); __asm__("" : "+x"(C_reg_6));
C_reg_7 = _mm256_loadu_ps(&C.data[(2) * (C.strides[0]) + 8]); __asm__("" : "+x"(C_reg_7));
C_reg_8 = _mm256_loadu_ps(&C.data[(2) * (C.strides[0]) + 16]); __asm__("" : "+x"(C_reg_8));
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 96; for (int exo_o = 0; exo_o < 96; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  __m256 B_reg_0;
  __m256 B_reg_1;
  __m256 B_reg_2;
  B_reg_0 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+x"(B_reg_0));
  B_reg_1 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0]) + 8]); __asm__("" : "+x"(B_reg_1));
  B_reg_2 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+x"(B_reg_2));
  C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_3);
  C_reg_4 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_4);
  C_reg_5 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg_2, C_reg_5);
  C_reg_6 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_6);
  C_reg_7 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_1, C_reg_7);
  C_reg_8 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_2, C_reg_8);
}
_mm256_storeu_ps(&C.data[0], C_reg_0);
_mm256_storeu_ps(&C.data[8], C_reg_1);
_mm256_storeu_ps(&C.data[16], C_reg_2);
_mm256_storeu_ps(&C.data[C.strides[0]], C_reg_3);
_mm256_storeu_ps(&C.data[C.strides[0] + 8], C_reg_4);
_mm256_storeu_ps(&C.data[C.strides[0] + 16], C_reg_5);
_mm256_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_6);
_mm256_storeu_ps(&C.data[(2) * (C.strides[0]) + 8], C_reg_7);
_mm256_storeu_ps(&C.data[(2) * (C.strides[0]) + 16], C_reg_8);
}

// EXOGEMM_SMALL_PREFIX_small_3x24_beta0(
//     K : size,
//     A : [f32][3, K] @DRAM,
//     B : [f32][K, 24] @DRAM,
//     C : [f32][3, 24] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_3x24_beta0( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
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
C_reg_0 = _mm256_set1_ps(0.0f);
C_reg_1 = _mm256_set1_ps(0.0f);
C_reg_2 = _mm256_set1_ps(0.0f);
C_reg_3 = _mm256_set1_ps(0.0f);
C_reg_4 = _mm256_set1_ps(0.0f);
C_reg_5 = _mm256_set1_ps(0.0f);
C_reg_6 = _mm256_set1_ps(0.0f);
C_reg_7 = _mm256_set1_ps(0.0f);
C_reg_8 = _mm256_set1_ps(0.0f);
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 96; for (int exo_o = 0; exo_o < 96; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  __m256 B_reg_0;
  __m256 B_reg_1;
  __m256 B_reg_2;
  B_reg_0 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+x"(B_reg_0));
  B_reg_1 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0]) + 8]); __asm__("" : "+x"(B_reg_1));
  B_reg_2 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+x"(B_reg_2));
  C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_3);
  C_reg_4 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_4);
  C_reg_5 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg_2, C_reg_5);
  C_reg_6 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_6);
  C_reg_7 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_1, C_reg_7);
  C_reg_8 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_2, C_reg_8);
}
_mm256_storeu_ps(&C.data[0], C_reg_0);
_mm256_storeu_ps(&C.data[8], C_reg_1);
_mm256_storeu_ps(&C.data[16], C_reg_2);
_mm256_storeu_ps(&C.data[C.strides[0]], C_reg_3);
_mm256_storeu_ps(&C.data[C.strides[0] + 8], C_reg_4);
_mm256_storeu_ps(&C.data[C.strides[0] + 16], C_reg_5);
_mm256_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_6);
_mm256_storeu_ps(&C.data[(2) * (C.strides[0]) + 8], C_reg_7);
_mm256_storeu_ps(&C.data[(2) * (C.strides[0]) + 16], C_reg_8);
}

// EXOGEMM_SMALL_PREFIX_small_3x24_resident(
//     K : size,
//     A : [f32][3, K] @DRAM,
//     B : [f32][K, 24] @DRAM,
//     C : [f32][3, 24] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_3x24_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
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
C_reg_2 = _mm256_loadu_ps(&C.data[16]); __asm__("" : "+x"(C_reg_2));
C_reg_3 = _mm256_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+x"(C_reg_3));
C_reg_4 = _mm256_loadu_ps(&C.data[C.strides[0] + 8]); __asm__("" : "+x"(C_reg_4));
C_reg_5 = _mm256_loadu_ps(&C.data[C.strides[0] + 16]); __asm__("" : "+x"(C_reg_5));
C_reg_6 = _mm256_loadu_ps(&C.data[(2) * (C.strides[0])]); __asm__("" : "+x"(C_reg_6));
C_reg_7 = _mm256_loadu_ps(&C.data[(2) * (C.strides[0]) + 8]); __asm__("" : "+x"(C_reg_7));
C_reg_8 = _mm256_loadu_ps(&C.data[(2) * (C.strides[0]) + 16]); __asm__("" : "+x"(C_reg_8));
for (int_fast32_t k = 0; k < K; k++) {
  __m256 B_reg_0;
  __m256 B_reg_1;
  __m256 B_reg_2;
  B_reg_0 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+x"(B_reg_0));
  B_reg_1 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0]) + 8]); __asm__("" : "+x"(B_reg_1));
  B_reg_2 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+x"(B_reg_2));
  C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_3);
  C_reg_4 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_4);
  C_reg_5 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg_2, C_reg_5);
  C_reg_6 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_6);
  C_reg_7 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_1, C_reg_7);
  C_reg_8 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_2, C_reg_8);
}
_mm256_storeu_ps(&C.data[0], C_reg_0);
_mm256_storeu_ps(&C.data[8], C_reg_1);
_mm256_storeu_ps(&C.data[16], C_reg_2);
_mm256_storeu_ps(&C.data[C.strides[0]], C_reg_3);
_mm256_storeu_ps(&C.data[C.strides[0] + 8], C_reg_4);
_mm256_storeu_ps(&C.data[C.strides[0] + 16], C_reg_5);
_mm256_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_6);
_mm256_storeu_ps(&C.data[(2) * (C.strides[0]) + 8], C_reg_7);
_mm256_storeu_ps(&C.data[(2) * (C.strides[0]) + 16], C_reg_8);
}

// EXOGEMM_SMALL_PREFIX_small_3x24_resident_beta0(
//     K : size,
//     A : [f32][3, K] @DRAM,
//     B : [f32][K, 24] @DRAM,
//     C : [f32][3, 24] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_3x24_resident_beta0( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
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
C_reg_0 = _mm256_set1_ps(0.0f);
C_reg_1 = _mm256_set1_ps(0.0f);
C_reg_2 = _mm256_set1_ps(0.0f);
C_reg_3 = _mm256_set1_ps(0.0f);
C_reg_4 = _mm256_set1_ps(0.0f);
C_reg_5 = _mm256_set1_ps(0.0f);
C_reg_6 = _mm256_set1_ps(0.0f);
C_reg_7 = _mm256_set1_ps(0.0f);
C_reg_8 = _mm256_set1_ps(0.0f);
for (int_fast32_t k = 0; k < K; k++) {
  __m256 B_reg_0;
  __m256 B_reg_1;
  __m256 B_reg_2;
  B_reg_0 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+x"(B_reg_0));
  B_reg_1 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0]) + 8]); __asm__("" : "+x"(B_reg_1));
  B_reg_2 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+x"(B_reg_2));
  C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_3);
  C_reg_4 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_4);
  C_reg_5 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg_2, C_reg_5);
  C_reg_6 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_6);
  C_reg_7 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_1, C_reg_7);
  C_reg_8 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_2, C_reg_8);
}
_mm256_storeu_ps(&C.data[0], C_reg_0);
_mm256_storeu_ps(&C.data[8], C_reg_1);
_mm256_storeu_ps(&C.data[16], C_reg_2);
_mm256_storeu_ps(&C.data[C.strides[0]], C_reg_3);
_mm256_storeu_ps(&C.data[C.strides[0] + 8], C_reg_4);
_mm256_storeu_ps(&C.data[C.strides[0] + 16], C_reg_5);
_mm256_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_6);
_mm256_storeu_ps(&C.data[(2) * (C.strides[0]) + 8], C_reg_7);
_mm256_storeu_ps(&C.data[(2) * (C.strides[0]) + 16], C_reg_8);
}

// EXOGEMM_SMALL_PREFIX_small_3x8(
//     K : size,
//     A : [f32][3, K] @DRAM,
//     B : [f32][K, 8] @DRAM,
//     C : [f32][3, 8] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_3x8( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m256 C_reg_0;
__m256 C_reg_1;
__m256 C_reg_2;
C_reg_0 = _mm256_loadu_ps(&C.data[0]); __asm__("" : "+x"(C_reg_0));
C_reg_1 = _mm256_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+x"(C_reg_1));
C_reg_2 = _mm256_loadu_ps(&C.data[(2) * (C.strides[0])]); __asm__("" : "+x"(C_reg_2));
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 32; for (int exo_o = 0; exo_o < 32; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  __m256 B_reg_0;
  B_reg_0 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+x"(B_reg_0));
  C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_1);
  C_reg_2 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_2);
}
_mm256_storeu_ps(&C.data[0], C_reg_0);
_mm256_storeu_ps(&C.data[C.strides[0]], C_reg_1);
_mm256_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_2);
}

// EXOGEMM_SMALL_PREFIX_small_3x8_resident(
//     K : size,
//     A : [f32][3, K] @DRAM,
//     B : [f32][K, 8] @DRAM,
//     C : [f32][3, 8] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_3x8_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m256 C_reg_0;
__m256 C_reg_1;
__m256 C_reg_2;
C_reg_0 = _mm256_loadu_ps(&C.data[0]); __asm__("" : "+x"(C_reg_0));
C_reg_1 = _mm256_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+x"(C_reg_1));
C_reg_2 = _mm256_loadu_ps(&C.data[(2) * (C.strides[0])]); __asm__("" : "+x"(C_reg_2));
for (int_fast32_t k = 0; k < K; k++) {
  __m256 B_reg_0;
  B_reg_0 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+x"(B_reg_0));
  C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_1);
  C_reg_2 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_2);
}
_mm256_storeu_ps(&C.data[0], C_reg_0);
_mm256_storeu_ps(&C.data[C.strides[0]], C_reg_1);
_mm256_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_2);
}

// EXOGEMM_SMALL_PREFIX_small_3x8pw(
//     K : size,
//     W : size,
//     A : [f32][3, K] @DRAM,
//     B : [f32][K, 8 + W] @DRAM,
//     C : [f32][3, 8 + W] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_3x8pw( void *ctxt, int_fast32_t K, int_fast32_t W, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
EXO_ASSUME(W <= 8);
__m256 C_full_0;
__m256 C_full_1;
__m256 C_full_2;
C_full_0 = _mm256_loadu_ps(&C.data[0]); __asm__("" : "+x"(C_full_0));
C_full_1 = _mm256_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+x"(C_full_1));
C_full_2 = _mm256_loadu_ps(&C.data[(2) * (C.strides[0])]); __asm__("" : "+x"(C_full_2));
__m256 C_reg_0;
__m256 C_reg_1;
__m256 C_reg_2;
C_reg_0 = _mm256_maskload_ps(&C.data[8], exogemm_avx2_mask((W)));
C_reg_1 = _mm256_maskload_ps(&C.data[C.strides[0] + 8], exogemm_avx2_mask((W)));
C_reg_2 = _mm256_maskload_ps(&C.data[(2) * (C.strides[0]) + 8], exogemm_avx2_mask((W)));
for (int_fast32_t k = 0; k < K; k++) {
  __m256 B_full;
  B_full = _mm256_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+x"(B_full));
  __m256 B_reg;
  B_reg = _mm256_maskload_ps(&B.data[(k) * (B.strides[0]) + 8], exogemm_avx2_mask((W)));
  C_full_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_full, C_full_0);
  C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg, C_reg_0);
  C_full_1 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_full, C_full_1);
  C_reg_1 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg, C_reg_1);
  C_full_2 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_full, C_full_2);
  C_reg_2 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg, C_reg_2);
}
exogemm_avx2_store_tail(&C.data[8], C_reg_0, (W));
exogemm_avx2_store_tail(&C.data[C.strides[0] + 8], C_reg_1, (W));
exogemm_avx2_store_tail(&C.data[(2) * (C.strides[0]) + 8], C_reg_2, (W));
_mm256_storeu_ps(&C.data[0], C_full_0);
_mm256_storeu_ps(&C.data[C.strides[0]], C_full_1);
_mm256_storeu_ps(&C.data[(2) * (C.strides[0])], C_full_2);
}

// EXOGEMM_SMALL_PREFIX_small_3xw(
//     K : size,
//     W : size,
//     A : [f32][3, K] @DRAM,
//     B : [f32][K, W] @DRAM,
//     C : [f32][3, W] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_3xw( void *ctxt, int_fast32_t K, int_fast32_t W, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
EXO_ASSUME(W <= 8);
__m256 C_reg_0;
__m256 C_reg_1;
__m256 C_reg_2;
C_reg_0 = _mm256_maskload_ps(&C.data[0], exogemm_avx2_mask((W)));
C_reg_1 = _mm256_maskload_ps(&C.data[C.strides[0]], exogemm_avx2_mask((W)));
C_reg_2 = _mm256_maskload_ps(&C.data[(2) * (C.strides[0])], exogemm_avx2_mask((W)));
for (int_fast32_t k = 0; k < K; k++) {
  __m256 B_reg;
  B_reg = _mm256_maskload_ps(&B.data[(k) * (B.strides[0])], exogemm_avx2_mask((W)));
  C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg, C_reg_0);
  C_reg_1 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg, C_reg_1);
  C_reg_2 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg, C_reg_2);
}
exogemm_avx2_store_tail(&C.data[0], C_reg_0, (W));
exogemm_avx2_store_tail(&C.data[C.strides[0]], C_reg_1, (W));
exogemm_avx2_store_tail(&C.data[(2) * (C.strides[0])], C_reg_2, (W));
}

// EXOGEMM_SMALL_PREFIX_small_3xw_beta0(
//     K : size,
//     W : size,
//     A : [f32][3, K] @DRAM,
//     B : [f32][K, W] @DRAM,
//     C : [f32][3, W] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_3xw_beta0( void *ctxt, int_fast32_t K, int_fast32_t W, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
EXO_ASSUME(W <= 8);
__m256 C_reg_0;
__m256 C_reg_1;
__m256 C_reg_2;
C_reg_0 = _mm256_set1_ps(0.0f);
C_reg_1 = _mm256_set1_ps(0.0f);
C_reg_2 = _mm256_set1_ps(0.0f);
for (int_fast32_t k = 0; k < K; k++) {
  __m256 B_reg;
  B_reg = _mm256_maskload_ps(&B.data[(k) * (B.strides[0])], exogemm_avx2_mask((W)));
  C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg, C_reg_0);
  C_reg_1 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg, C_reg_1);
  C_reg_2 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg, C_reg_2);
}
exogemm_avx2_store_tail(&C.data[0], C_reg_0, (W));
exogemm_avx2_store_tail(&C.data[C.strides[0]], C_reg_1, (W));
exogemm_avx2_store_tail(&C.data[(2) * (C.strides[0])], C_reg_2, (W));
}

// EXOGEMM_SMALL_PREFIX_small_4x16(
//     K : size,
//     A : [f32][4, K] @DRAM,
//     B : [f32][K, 16] @DRAM,
//     C : [f32][4, 16] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_4x16( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m256 C_reg_0;
__m256 C_reg_1;
__m256 C_reg_2;
__m256 C_reg_3;
__m256 C_reg_4;
__m256 C_reg_5;
__m256 C_reg_6;
__m256 C_reg_7;
C_reg_0 = _mm256_loadu_ps(&C.data[0]); __asm__("" : "+x"(C_reg_0));
C_reg_1 = _mm256_loadu_ps(&C.data[8]); __asm__("" : "+x"(C_reg_1));
C_reg_2 = _mm256_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+x"(C_reg_2));
C_reg_3 = _mm256_loadu_ps(&C.data[C.strides[0] + 8]); __asm__("" : "+x"(C_reg_3));
C_reg_4 = _mm256_loadu_ps(&C.data[(2) * (C.strides[0])]); __asm__("" : "+x"(C_reg_4));
C_reg_5 = _mm256_loadu_ps(&C.data[(2) * (C.strides[0]) + 8]); __asm__("" : "+x"(C_reg_5));
C_reg_6 = _mm256_loadu_ps(&C.data[(3) * (C.strides[0])]); __asm__("" : "+x"(C_reg_6));
C_reg_7 = _mm256_loadu_ps(&C.data[(3) * (C.strides[0]) + 8]); __asm__("" : "+x"(C_reg_7));
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 64; for (int exo_o = 0; exo_o < 64; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  __m256 B_reg_0;
  __m256 B_reg_1;
  B_reg_0 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+x"(B_reg_0));
  B_reg_1 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0]) + 8]); __asm__("" : "+x"(B_reg_1));
  C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_2);
  C_reg_3 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_3);
  C_reg_4 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_4);
  C_reg_5 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_1, C_reg_5);
  C_reg_6 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_0, C_reg_6);
  C_reg_7 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_1, C_reg_7);
}
_mm256_storeu_ps(&C.data[0], C_reg_0);
_mm256_storeu_ps(&C.data[8], C_reg_1);
_mm256_storeu_ps(&C.data[C.strides[0]], C_reg_2);
_mm256_storeu_ps(&C.data[C.strides[0] + 8], C_reg_3);
_mm256_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_4);
_mm256_storeu_ps(&C.data[(2) * (C.strides[0]) + 8], C_reg_5);
_mm256_storeu_ps(&C.data[(3) * (C.strides[0])], C_reg_6);
_mm256_storeu_ps(&C.data[(3) * (C.strides[0]) + 8], C_reg_7);
}

// EXOGEMM_SMALL_PREFIX_small_4x16_beta0(
//     K : size,
//     A : [f32][4, K] @DRAM,
//     B : [f32][K, 16] @DRAM,
//     C : [f32][4, 16] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_4x16_beta0( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m256 C_reg_0;
__m256 C_reg_1;
__m256 C_reg_2;
__m256 C_reg_3;
__m256 C_reg_4;
__m256 C_reg_5;
__m256 C_reg_6;
__m256 C_reg_7;
C_reg_0 = _mm256_set1_ps(0.0f);
C_reg_1 = _mm256_set1_ps(0.0f);
C_reg_2 = _mm256_set1_ps(0.0f);
C_reg_3 = _mm256_set1_ps(0.0f);
C_reg_4 = _mm256_set1_ps(0.0f);
C_reg_5 = _mm256_set1_ps(0.0f);
C_reg_6 = _mm256_set1_ps(0.0f);
C_reg_7 = _mm256_set1_ps(0.0f);
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 64; for (int exo_o = 0; exo_o < 64; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  __m256 B_reg_0;
  __m256 B_reg_1;
  B_reg_0 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+x"(B_reg_0));
  B_reg_1 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0]) + 8]); __asm__("" : "+x"(B_reg_1));
  C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_2);
  C_reg_3 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_3);
  C_reg_4 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_4);
  C_reg_5 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_1, C_reg_5);
  C_reg_6 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_0, C_reg_6);
  C_reg_7 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_1, C_reg_7);
}
_mm256_storeu_ps(&C.data[0], C_reg_0);
_mm256_storeu_ps(&C.data[8], C_reg_1);
_mm256_storeu_ps(&C.data[C.strides[0]], C_reg_2);
_mm256_storeu_ps(&C.data[C.strides[0] + 8], C_reg_3);
_mm256_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_4);
_mm256_storeu_ps(&C.data[(2) * (C.strides[0]) + 8], C_reg_5);
_mm256_storeu_ps(&C.data[(3) * (C.strides[0])], C_reg_6);
_mm256_storeu_ps(&C.data[(3) * (C.strides[0]) + 8], C_reg_7);
}

// EXOGEMM_SMALL_PREFIX_small_4x16_resident(
//     K : size,
//     A : [f32][4, K] @DRAM,
//     B : [f32][K, 16] @DRAM,
//     C : [f32][4, 16] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_4x16_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m256 C_reg_0;
__m256 C_reg_1;
__m256 C_reg_2;
__m256 C_reg_3;
__m256 C_reg_4;
__m256 C_reg_5;
__m256 C_reg_6;
__m256 C_reg_7;
C_reg_0 = _mm256_loadu_ps(&C.data[0]); __asm__("" : "+x"(C_reg_0));
C_reg_1 = _mm256_loadu_ps(&C.data[8]); __asm__("" : "+x"(C_reg_1));
C_reg_2 = _mm256_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+x"(C_reg_2));
C_reg_3 = _mm256_loadu_ps(&C.data[C.strides[0] + 8]); __asm__("" : "+x"(C_reg_3));
C_reg_4 = _mm256_loadu_ps(&C.data[(2) * (C.strides[0])]); __asm__("" : "+x"(C_reg_4));
C_reg_5 = _mm256_loadu_ps(&C.data[(2) * (C.strides[0]) + 8]); __asm__("" : "+x"(C_reg_5));
C_reg_6 = _mm256_loadu_ps(&C.data[(3) * (C.strides[0])]); __asm__("" : "+x"(C_reg_6));
C_reg_7 = _mm256_loadu_ps(&C.data[(3) * (C.strides[0]) + 8]); __asm__("" : "+x"(C_reg_7));
for (int_fast32_t k = 0; k < K; k++) {
  __m256 B_reg_0;
  __m256 B_reg_1;
  B_reg_0 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+x"(B_reg_0));
  B_reg_1 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0]) + 8]); __asm__("" : "+x"(B_reg_1));
  C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_2);
  C_reg_3 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_3);
  C_reg_4 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_4);
  C_reg_5 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_1, C_reg_5);
  C_reg_6 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_0, C_reg_6);
  C_reg_7 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_1, C_reg_7);
}
_mm256_storeu_ps(&C.data[0], C_reg_0);
_mm256_storeu_ps(&C.data[8], C_reg_1);
_mm256_storeu_ps(&C.data[C.strides[0]], C_reg_2);
_mm256_storeu_ps(&C.data[C.strides[0] + 8], C_reg_3);
_mm256_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_4);
_mm256_storeu_ps(&C.data[(2) * (C.strides[0]) + 8], C_reg_5);
_mm256_storeu_ps(&C.data[(3) * (C.strides[0])], C_reg_6);
_mm256_storeu_ps(&C.data[(3) * (C.strides[0]) + 8], C_reg_7);
}

// EXOGEMM_SMALL_PREFIX_small_4x16_resident_beta0(
//     K : size,
//     A : [f32][4, K] @DRAM,
//     B : [f32][K, 16] @DRAM,
//     C : [f32][4, 16] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_4x16_resident_beta0( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m256 C_reg_0;
__m256 C_reg_1;
__m256 C_reg_2;
__m256 C_reg_3;
__m256 C_reg_4;
__m256 C_reg_5;
__m256 C_reg_6;
__m256 C_reg_7;
C_reg_0 = _mm256_set1_ps(0.0f);
C_reg_1 = _mm256_set1_ps(0.0f);
C_reg_2 = _mm256_set1_ps(0.0f);
C_reg_3 = _mm256_set1_ps(0.0f);
C_reg_4 = _mm256_set1_ps(0.0f);
C_reg_5 = _mm256_set1_ps(0.0f);
C_reg_6 = _mm256_set1_ps(0.0f);
C_reg_7 = _mm256_set1_ps(0.0f);
for (int_fast32_t k = 0; k < K; k++) {
  __m256 B_reg_0;
  __m256 B_reg_1;
  B_reg_0 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+x"(B_reg_0));
  B_reg_1 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0]) + 8]); __asm__("" : "+x"(B_reg_1));
  C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_2);
  C_reg_3 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_3);
  C_reg_4 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_4);
  C_reg_5 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_1, C_reg_5);
  C_reg_6 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_0, C_reg_6);
  C_reg_7 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_1, C_reg_7);
}
_mm256_storeu_ps(&C.data[0], C_reg_0);
_mm256_storeu_ps(&C.data[8], C_reg_1);
_mm256_storeu_ps(&C.data[C.strides[0]], C_reg_2);
_mm256_storeu_ps(&C.data[C.strides[0] + 8], C_reg_3);
_mm256_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_4);
_mm256_storeu_ps(&C.data[(2) * (C.strides[0]) + 8], C_reg_5);
_mm256_storeu_ps(&C.data[(3) * (C.strides[0])], C_reg_6);
_mm256_storeu_ps(&C.data[(3) * (C.strides[0]) + 8], C_reg_7);
}

// EXOGEMM_SMALL_PREFIX_small_4x8(
//     K : size,
//     A : [f32][4, K] @DRAM,
//     B : [f32][K, 8] @DRAM,
//     C : [f32][4, 8] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_4x8( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m256 C_reg_0;
__m256 C_reg_1;
__m256 C_reg_2;
__m256 C_reg_3;
C_reg_0 = _mm256_loadu_ps(&C.data[0]); __asm__("" : "+x"(C_reg_0));
C_reg_1 = _mm256_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+x"(C_reg_1));
C_reg_2 = _mm256_loadu_ps(&C.data[(2) * (C.strides[0])]); __asm__("" : "+x"(C_reg_2));
C_reg_3 = _mm256_loadu_ps(&C.data[(3) * (C.strides[0])]); __asm__("" : "+x"(C_reg_3));
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 32; for (int exo_o = 0; exo_o < 32; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  __m256 B_reg_0;
  B_reg_0 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+x"(B_reg_0));
  C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_1);
  C_reg_2 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_2);
  C_reg_3 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_0, C_reg_3);
}
_mm256_storeu_ps(&C.data[0], C_reg_0);
_mm256_storeu_ps(&C.data[C.strides[0]], C_reg_1);
_mm256_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_2);
_mm256_storeu_ps(&C.data[(3) * (C.strides[0])], C_reg_3);
}

// EXOGEMM_SMALL_PREFIX_small_4x8_resident(
//     K : size,
//     A : [f32][4, K] @DRAM,
//     B : [f32][K, 8] @DRAM,
//     C : [f32][4, 8] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_4x8_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m256 C_reg_0;
__m256 C_reg_1;
__m256 C_reg_2;
__m256 C_reg_3;
C_reg_0 = _mm256_loadu_ps(&C.data[0]); __asm__("" : "+x"(C_reg_0));
C_reg_1 = _mm256_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+x"(C_reg_1));
C_reg_2 = _mm256_loadu_ps(&C.data[(2) * (C.strides[0])]); __asm__("" : "+x"(C_reg_2));
C_reg_3 = _mm256_loadu_ps(&C.data[(3) * (C.strides[0])]); __asm__("" : "+x"(C_reg_3));
for (int_fast32_t k = 0; k < K; k++) {
  __m256 B_reg_0;
  B_reg_0 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+x"(B_reg_0));
  C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_1);
  C_reg_2 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_2);
  C_reg_3 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_0, C_reg_3);
}
_mm256_storeu_ps(&C.data[0], C_reg_0);
_mm256_storeu_ps(&C.data[C.strides[0]], C_reg_1);
_mm256_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_2);
_mm256_storeu_ps(&C.data[(3) * (C.strides[0])], C_reg_3);
}

// EXOGEMM_SMALL_PREFIX_small_4x8pw(
//     K : size,
//     W : size,
//     A : [f32][4, K] @DRAM,
//     B : [f32][K, 8 + W] @DRAM,
//     C : [f32][4, 8 + W] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_4x8pw( void *ctxt, int_fast32_t K, int_fast32_t W, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
EXO_ASSUME(W <= 8);
__m256 C_full_0;
__m256 C_full_1;
__m256 C_full_2;
__m256 C_full_3;
C_full_0 = _mm256_loadu_ps(&C.data[0]); __asm__("" : "+x"(C_full_0));
C_full_1 = _mm256_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+x"(C_full_1));
C_full_2 = _mm256_loadu_ps(&C.data[(2) * (C.strides[0])]); __asm__("" : "+x"(C_full_2));
C_full_3 = _mm256_loadu_ps(&C.data[(3) * (C.strides[0])]); __asm__("" : "+x"(C_full_3));
__m256 C_reg_0;
__m256 C_reg_1;
__m256 C_reg_2;
__m256 C_reg_3;
C_reg_0 = _mm256_maskload_ps(&C.data[8], exogemm_avx2_mask((W)));
C_reg_1 = _mm256_maskload_ps(&C.data[C.strides[0] + 8], exogemm_avx2_mask((W)));
C_reg_2 = _mm256_maskload_ps(&C.data[(2) * (C.strides[0]) + 8], exogemm_avx2_mask((W)));
C_reg_3 = _mm256_maskload_ps(&C.data[(3) * (C.strides[0]) + 8], exogemm_avx2_mask((W)));
for (int_fast32_t k = 0; k < K; k++) {
  __m256 B_full;
  B_full = _mm256_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+x"(B_full));
  __m256 B_reg;
  B_reg = _mm256_maskload_ps(&B.data[(k) * (B.strides[0]) + 8], exogemm_avx2_mask((W)));
  C_full_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_full, C_full_0);
  C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg, C_reg_0);
  C_full_1 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_full, C_full_1);
  C_reg_1 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg, C_reg_1);
  C_full_2 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_full, C_full_2);
  C_reg_2 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg, C_reg_2);
  C_full_3 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_full, C_full_3);
  C_reg_3 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg, C_reg_3);
}
exogemm_avx2_store_tail(&C.data[8], C_reg_0, (W));
exogemm_avx2_store_tail(&C.data[C.strides[0] + 8], C_reg_1, (W));
exogemm_avx2_store_tail(&C.data[(2) * (C.strides[0]) + 8], C_reg_2, (W));
exogemm_avx2_store_tail(&C.data[(3) * (C.strides[0]) + 8], C_reg_3, (W));
_mm256_storeu_ps(&C.data[0], C_full_0);
_mm256_storeu_ps(&C.data[C.strides[0]], C_full_1);
_mm256_storeu_ps(&C.data[(2) * (C.strides[0])], C_full_2);
_mm256_storeu_ps(&C.data[(3) * (C.strides[0])], C_full_3);
}

// EXOGEMM_SMALL_PREFIX_small_4xw(
//     K : size,
//     W : size,
//     A : [f32][4, K] @DRAM,
//     B : [f32][K, W] @DRAM,
//     C : [f32][4, W] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_4xw( void *ctxt, int_fast32_t K, int_fast32_t W, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
EXO_ASSUME(W <= 8);
__m256 C_reg_0;
__m256 C_reg_1;
__m256 C_reg_2;
__m256 C_reg_3;
C_reg_0 = _mm256_maskload_ps(&C.data[0], exogemm_avx2_mask((W)));
C_reg_1 = _mm256_maskload_ps(&C.data[C.strides[0]], exogemm_avx2_mask((W)));
C_reg_2 = _mm256_maskload_ps(&C.data[(2) * (C.strides[0])], exogemm_avx2_mask((W)));
C_reg_3 = _mm256_maskload_ps(&C.data[(3) * (C.strides[0])], exogemm_avx2_mask((W)));
for (int_fast32_t k = 0; k < K; k++) {
  __m256 B_reg;
  B_reg = _mm256_maskload_ps(&B.data[(k) * (B.strides[0])], exogemm_avx2_mask((W)));
  C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg, C_reg_0);
  C_reg_1 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg, C_reg_1);
  C_reg_2 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg, C_reg_2);
  C_reg_3 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg, C_reg_3);
}
exogemm_avx2_store_tail(&C.data[0], C_reg_0, (W));
exogemm_avx2_store_tail(&C.data[C.strides[0]], C_reg_1, (W));
exogemm_avx2_store_tail(&C.data[(2) * (C.strides[0])], C_reg_2, (W));
exogemm_avx2_store_tail(&C.data[(3) * (C.strides[0])], C_reg_3, (W));
}

// EXOGEMM_SMALL_PREFIX_small_4xw_beta0(
//     K : size,
//     W : size,
//     A : [f32][4, K] @DRAM,
//     B : [f32][K, W] @DRAM,
//     C : [f32][4, W] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_4xw_beta0( void *ctxt, int_fast32_t K, int_fast32_t W, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
EXO_ASSUME(W <= 8);
__m256 C_reg_0;
__m256 C_reg_1;
__m256 C_reg_2;
__m256 C_reg_3;
C_reg_0 = _mm256_set1_ps(0.0f);
C_reg_1 = _mm256_set1_ps(0.0f);
C_reg_2 = _mm256_set1_ps(0.0f);
C_reg_3 = _mm256_set1_ps(0.0f);
for (int_fast32_t k = 0; k < K; k++) {
  __m256 B_reg;
  B_reg = _mm256_maskload_ps(&B.data[(k) * (B.strides[0])], exogemm_avx2_mask((W)));
  C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg, C_reg_0);
  C_reg_1 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg, C_reg_1);
  C_reg_2 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg, C_reg_2);
  C_reg_3 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg, C_reg_3);
}
exogemm_avx2_store_tail(&C.data[0], C_reg_0, (W));
exogemm_avx2_store_tail(&C.data[C.strides[0]], C_reg_1, (W));
exogemm_avx2_store_tail(&C.data[(2) * (C.strides[0])], C_reg_2, (W));
exogemm_avx2_store_tail(&C.data[(3) * (C.strides[0])], C_reg_3, (W));
}

// EXOGEMM_SMALL_PREFIX_small_5x16(
//     K : size,
//     A : [f32][5, K] @DRAM,
//     B : [f32][K, 16] @DRAM,
//     C : [f32][5, 16] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_5x16( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
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
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 64; for (int exo_o = 0; exo_o < 64; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  __m256 B_reg_0;
  __m256 B_reg_1;
  B_reg_0 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+x"(B_reg_0));
  B_reg_1 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0]) + 8]); __asm__("" : "+x"(B_reg_1));
  C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_2);
  C_reg_3 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_3);
  C_reg_4 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_4);
  C_reg_5 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_1, C_reg_5);
  C_reg_6 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_0, C_reg_6);
  C_reg_7 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_1, C_reg_7);
  C_reg_8 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_0, C_reg_8);
  C_reg_9 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_1, C_reg_9);
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
}

// EXOGEMM_SMALL_PREFIX_small_5x16_beta0(
//     K : size,
//     A : [f32][5, K] @DRAM,
//     B : [f32][K, 16] @DRAM,
//     C : [f32][5, 16] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_5x16_beta0( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
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
C_reg_0 = _mm256_set1_ps(0.0f);
C_reg_1 = _mm256_set1_ps(0.0f);
C_reg_2 = _mm256_set1_ps(0.0f);
C_reg_3 = _mm256_set1_ps(0.0f);
C_reg_4 = _mm256_set1_ps(0.0f);
C_reg_5 = _mm256_set1_ps(0.0f);
C_reg_6 = _mm256_set1_ps(0.0f);
C_reg_7 = _mm256_set1_ps(0.0f);
C_reg_8 = _mm256_set1_ps(0.0f);
C_reg_9 = _mm256_set1_ps(0.0f);
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 64; for (int exo_o = 0; exo_o < 64; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  __m256 B_reg_0;
  __m256 B_reg_1;
  B_reg_0 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+x"(B_reg_0));
  B_reg_1 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0]) + 8]); __asm__("" : "+x"(B_reg_1));
  C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_2);
  C_reg_3 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_3);
  C_reg_4 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_4);
  C_reg_5 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_1, C_reg_5);
  C_reg_6 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_0, C_reg_6);
  C_reg_7 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_1, C_reg_7);
  C_reg_8 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_0, C_reg_8);
  C_reg_9 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_1, C_reg_9);
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
}

// EXOGEMM_SMALL_PREFIX_small_5x16_resident(
//     K : size,
//     A : [f32][5, K] @DRAM,
//     B : [f32][K, 16] @DRAM,
//     C : [f32][5, 16] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_5x16_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
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
for (int_fast32_t k = 0; k < K; k++) {
  __m256 B_reg_0;
  __m256 B_reg_1;
  B_reg_0 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+x"(B_reg_0));
  B_reg_1 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0]) + 8]); __asm__("" : "+x"(B_reg_1));
  C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_2);
  C_reg_3 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_3);
  C_reg_4 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_4);
  C_reg_5 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_1, C_reg_5);
  C_reg_6 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_0, C_reg_6);
  C_reg_7 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_1, C_reg_7);
  C_reg_8 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_0, C_reg_8);
  C_reg_9 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_1, C_reg_9);
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
}

// EXOGEMM_SMALL_PREFIX_small_5x16_resident_beta0(
//     K : size,
//     A : [f32][5, K] @DRAM,
//     B : [f32][K, 16] @DRAM,
//     C : [f32][5, 16] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_5x16_resident_beta0( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
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
C_reg_0 = _mm256_set1_ps(0.0f);
C_reg_1 = _mm256_set1_ps(0.0f);
C_reg_2 = _mm256_set1_ps(0.0f);
C_reg_3 = _mm256_set1_ps(0.0f);
C_reg_4 = _mm256_set1_ps(0.0f);
C_reg_5 = _mm256_set1_ps(0.0f);
C_reg_6 = _mm256_set1_ps(0.0f);
C_reg_7 = _mm256_set1_ps(0.0f);
C_reg_8 = _mm256_set1_ps(0.0f);
C_reg_9 = _mm256_set1_ps(0.0f);
for (int_fast32_t k = 0; k < K; k++) {
  __m256 B_reg_0;
  __m256 B_reg_1;
  B_reg_0 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+x"(B_reg_0));
  B_reg_1 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0]) + 8]); __asm__("" : "+x"(B_reg_1));
  C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_2);
  C_reg_3 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_3);
  C_reg_4 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_4);
  C_reg_5 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_1, C_reg_5);
  C_reg_6 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_0, C_reg_6);
  C_reg_7 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_1, C_reg_7);
  C_reg_8 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_0, C_reg_8);
  C_reg_9 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_1, C_reg_9);
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
}

// EXOGEMM_SMALL_PREFIX_small_5x8(
//     K : size,
//     A : [f32][5, K] @DRAM,
//     B : [f32][K, 8] @DRAM,
//     C : [f32][5, 8] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_5x8( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m256 C_reg_0;
__m256 C_reg_1;
__m256 C_reg_2;
__m256 C_reg_3;
__m256 C_reg_4;
C_reg_0 = _mm256_loadu_ps(&C.data[0]); __asm__("" : "+x"(C_reg_0));
C_reg_1 = _mm256_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+x"(C_reg_1));
C_reg_2 = _mm256_loadu_ps(&C.data[(2) * (C.strides[0])]); __asm__("" : "+x"(C_reg_2));
C_reg_3 = _mm256_loadu_ps(&C.data[(3) * (C.strides[0])]); __asm__("" : "+x"(C_reg_3));
C_reg_4 = _mm256_loadu_ps(&C.data[(4) * (C.strides[0])]); __asm__("" : "+x"(C_reg_4));
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 32; for (int exo_o = 0; exo_o < 32; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  __m256 B_reg_0;
  B_reg_0 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+x"(B_reg_0));
  C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_1);
  C_reg_2 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_2);
  C_reg_3 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_0, C_reg_3);
  C_reg_4 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_0, C_reg_4);
}
_mm256_storeu_ps(&C.data[0], C_reg_0);
_mm256_storeu_ps(&C.data[C.strides[0]], C_reg_1);
_mm256_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_2);
_mm256_storeu_ps(&C.data[(3) * (C.strides[0])], C_reg_3);
_mm256_storeu_ps(&C.data[(4) * (C.strides[0])], C_reg_4);
}

// EXOGEMM_SMALL_PREFIX_small_5x8_resident(
//     K : size,
//     A : [f32][5, K] @DRAM,
//     B : [f32][K, 8] @DRAM,
//     C : [f32][5, 8] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_5x8_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m256 C_reg_0;
__m256 C_reg_1;
__m256 C_reg_2;
__m256 C_reg_3;
__m256 C_reg_4;
C_reg_0 = _mm256_loadu_ps(&C.data[0]); __asm__("" : "+x"(C_reg_0));
C_reg_1 = _mm256_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+x"(C_reg_1));
C_reg_2 = _mm256_loadu_ps(&C.data[(2) * (C.strides[0])]); __asm__("" : "+x"(C_reg_2));
C_reg_3 = _mm256_loadu_ps(&C.data[(3) * (C.strides[0])]); __asm__("" : "+x"(C_reg_3));
C_reg_4 = _mm256_loadu_ps(&C.data[(4) * (C.strides[0])]); __asm__("" : "+x"(C_reg_4));
for (int_fast32_t k = 0; k < K; k++) {
  __m256 B_reg_0;
  B_reg_0 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+x"(B_reg_0));
  C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_1);
  C_reg_2 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_2);
  C_reg_3 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_0, C_reg_3);
  C_reg_4 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_0, C_reg_4);
}
_mm256_storeu_ps(&C.data[0], C_reg_0);
_mm256_storeu_ps(&C.data[C.strides[0]], C_reg_1);
_mm256_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_2);
_mm256_storeu_ps(&C.data[(3) * (C.strides[0])], C_reg_3);
_mm256_storeu_ps(&C.data[(4) * (C.strides[0])], C_reg_4);
}

// EXOGEMM_SMALL_PREFIX_small_5x8pw(
//     K : size,
//     W : size,
//     A : [f32][5, K] @DRAM,
//     B : [f32][K, 8 + W] @DRAM,
//     C : [f32][5, 8 + W] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_5x8pw( void *ctxt, int_fast32_t K, int_fast32_t W, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
EXO_ASSUME(W <= 8);
__m256 C_full_0;
__m256 C_full_1;
__m256 C_full_2;
__m256 C_full_3;
__m256 C_full_4;
C_full_0 = _mm256_loadu_ps(&C.data[0]); __asm__("" : "+x"(C_full_0));
C_full_1 = _mm256_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+x"(C_full_1));
C_full_2 = _mm256_loadu_ps(&C.data[(2) * (C.strides[0])]); __asm__("" : "+x"(C_full_2));
C_full_3 = _mm256_loadu_ps(&C.data[(3) * (C.strides[0])]); __asm__("" : "+x"(C_full_3));
C_full_4 = _mm256_loadu_ps(&C.data[(4) * (C.strides[0])]); __asm__("" : "+x"(C_full_4));
__m256 C_reg_0;
__m256 C_reg_1;
__m256 C_reg_2;
__m256 C_reg_3;
__m256 C_reg_4;
C_reg_0 = _mm256_maskload_ps(&C.data[8], exogemm_avx2_mask((W)));
C_reg_1 = _mm256_maskload_ps(&C.data[C.strides[0] + 8], exogemm_avx2_mask((W)));
C_reg_2 = _mm256_maskload_ps(&C.data[(2) * (C.strides[0]) + 8], exogemm_avx2_mask((W)));
C_reg_3 = _mm256_maskload_ps(&C.data[(3) * (C.strides[0]) + 8], exogemm_avx2_mask((W)));
C_reg_4 = _mm256_maskload_ps(&C.data[(4) * (C.strides[0]) + 8], exogemm_avx2_mask((W)));
for (int_fast32_t k = 0; k < K; k++) {
  __m256 B_full;
  B_full = _mm256_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+x"(B_full));
  __m256 B_reg;
  B_reg = _mm256_maskload_ps(&B.data[(k) * (B.strides[0]) + 8], exogemm_avx2_mask((W)));
  C_full_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_full, C_full_0);
  C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg, C_reg_0);
  C_full_1 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_full, C_full_1);
  C_reg_1 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg, C_reg_1);
  C_full_2 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_full, C_full_2);
  C_reg_2 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg, C_reg_2);
  C_full_3 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_full, C_full_3);
  C_reg_3 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg, C_reg_3);
  C_full_4 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_full, C_full_4);
  C_reg_4 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg, C_reg_4);
}
exogemm_avx2_store_tail(&C.data[8], C_reg_0, (W));
exogemm_avx2_store_tail(&C.data[C.strides[0] + 8], C_reg_1, (W));
exogemm_avx2_store_tail(&C.data[(2) * (C.strides[0]) + 8], C_reg_2, (W));
exogemm_avx2_store_tail(&C.data[(3) * (C.strides[0]) + 8], C_reg_3, (W));
exogemm_avx2_store_tail(&C.data[(4) * (C.strides[0]) + 8], C_reg_4, (W));
_mm256_storeu_ps(&C.data[0], C_full_0);
_mm256_storeu_ps(&C.data[C.strides[0]], C_full_1);
_mm256_storeu_ps(&C.data[(2) * (C.strides[0])], C_full_2);
_mm256_storeu_ps(&C.data[(3) * (C.strides[0])], C_full_3);
_mm256_storeu_ps(&C.data[(4) * (C.strides[0])], C_full_4);
}

// EXOGEMM_SMALL_PREFIX_small_5xw(
//     K : size,
//     W : size,
//     A : [f32][5, K] @DRAM,
//     B : [f32][K, W] @DRAM,
//     C : [f32][5, W] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_5xw( void *ctxt, int_fast32_t K, int_fast32_t W, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
EXO_ASSUME(W <= 8);
__m256 C_reg_0;
__m256 C_reg_1;
__m256 C_reg_2;
__m256 C_reg_3;
__m256 C_reg_4;
C_reg_0 = _mm256_maskload_ps(&C.data[0], exogemm_avx2_mask((W)));
C_reg_1 = _mm256_maskload_ps(&C.data[C.strides[0]], exogemm_avx2_mask((W)));
C_reg_2 = _mm256_maskload_ps(&C.data[(2) * (C.strides[0])], exogemm_avx2_mask((W)));
C_reg_3 = _mm256_maskload_ps(&C.data[(3) * (C.strides[0])], exogemm_avx2_mask((W)));
C_reg_4 = _mm256_maskload_ps(&C.data[(4) * (C.strides[0])], exogemm_avx2_mask((W)));
for (int_fast32_t k = 0; k < K; k++) {
  __m256 B_reg;
  B_reg = _mm256_maskload_ps(&B.data[(k) * (B.strides[0])], exogemm_avx2_mask((W)));
  C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg, C_reg_0);
  C_reg_1 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg, C_reg_1);
  C_reg_2 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg, C_reg_2);
  C_reg_3 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg, C_reg_3);
  C_reg_4 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg, C_reg_4);
}
exogemm_avx2_store_tail(&C.data[0], C_reg_0, (W));
exogemm_avx2_store_tail(&C.data[C.strides[0]], C_reg_1, (W));
exogemm_avx2_store_tail(&C.data[(2) * (C.strides[0])], C_reg_2, (W));
exogemm_avx2_store_tail(&C.data[(3) * (C.strides[0])], C_reg_3, (W));
exogemm_avx2_store_tail(&C.data[(4) * (C.strides[0])], C_reg_4, (W));
}

// EXOGEMM_SMALL_PREFIX_small_5xw_beta0(
//     K : size,
//     W : size,
//     A : [f32][5, K] @DRAM,
//     B : [f32][K, W] @DRAM,
//     C : [f32][5, W] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_5xw_beta0( void *ctxt, int_fast32_t K, int_fast32_t W, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
EXO_ASSUME(W <= 8);
__m256 C_reg_0;
__m256 C_reg_1;
__m256 C_reg_2;
__m256 C_reg_3;
__m256 C_reg_4;
C_reg_0 = _mm256_set1_ps(0.0f);
C_reg_1 = _mm256_set1_ps(0.0f);
C_reg_2 = _mm256_set1_ps(0.0f);
C_reg_3 = _mm256_set1_ps(0.0f);
C_reg_4 = _mm256_set1_ps(0.0f);
for (int_fast32_t k = 0; k < K; k++) {
  __m256 B_reg;
  B_reg = _mm256_maskload_ps(&B.data[(k) * (B.strides[0])], exogemm_avx2_mask((W)));
  C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg, C_reg_0);
  C_reg_1 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg, C_reg_1);
  C_reg_2 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg, C_reg_2);
  C_reg_3 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg, C_reg_3);
  C_reg_4 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg, C_reg_4);
}
exogemm_avx2_store_tail(&C.data[0], C_reg_0, (W));
exogemm_avx2_store_tail(&C.data[C.strides[0]], C_reg_1, (W));
exogemm_avx2_store_tail(&C.data[(2) * (C.strides[0])], C_reg_2, (W));
exogemm_avx2_store_tail(&C.data[(3) * (C.strides[0])], C_reg_3, (W));
exogemm_avx2_store_tail(&C.data[(4) * (C.strides[0])], C_reg_4, (W));
}

// EXOGEMM_SMALL_PREFIX_small_6x16(
//     K : size,
//     A : [f32][6, K] @DRAM,
//     B : [f32][K, 16] @DRAM,
//     C : [f32][6, 16] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_6x16( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
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
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 64; for (int exo_o = 0; exo_o < 64; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  __m256 B_reg_0;
  __m256 B_reg_1;
  B_reg_0 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+x"(B_reg_0));
  B_reg_1 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0]) + 8]); __asm__("" : "+x"(B_reg_1));
  C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_2);
  C_reg_3 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_3);
  C_reg_4 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_4);
  C_reg_5 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_1, C_reg_5);
  C_reg_6 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_0, C_reg_6);
  C_reg_7 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_1, C_reg_7);
  C_reg_8 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_0, C_reg_8);
  C_reg_9 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_1, C_reg_9);
  C_reg_10 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg_0, C_reg_10);
  C_reg_11 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg_1, C_reg_11);
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
}

// EXOGEMM_SMALL_PREFIX_small_6x16_beta0(
//     K : size,
//     A : [f32][6, K] @DRAM,
//     B : [f32][K, 16] @DRAM,
//     C : [f32][6, 16] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_6x16_beta0( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
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
C_reg_0 = _mm256_set1_ps(0.0f);
C_reg_1 = _mm256_set1_ps(0.0f);
C_reg_2 = _mm256_set1_ps(0.0f);
C_reg_3 = _mm256_set1_ps(0.0f);
C_reg_4 = _mm256_set1_ps(0.0f);
C_reg_5 = _mm256_set1_ps(0.0f);
C_reg_6 = _mm256_set1_ps(0.0f);
C_reg_7 = _mm256_set1_ps(0.0f);
C_reg_8 = _mm256_set1_ps(0.0f);
C_reg_9 = _mm256_set1_ps(0.0f);
C_reg_10 = _mm256_set1_ps(0.0f);
C_reg_11 = _mm256_set1_ps(0.0f);
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 64; for (int exo_o = 0; exo_o < 64; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  __m256 B_reg_0;
  __m256 B_reg_1;
  B_reg_0 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+x"(B_reg_0));
  B_reg_1 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0]) + 8]); __asm__("" : "+x"(B_reg_1));
  C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_2);
  C_reg_3 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_3);
  C_reg_4 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_4);
  C_reg_5 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_1, C_reg_5);
  C_reg_6 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_0, C_reg_6);
  C_reg_7 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_1, C_reg_7);
  C_reg_8 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_0, C_reg_8);
  C_reg_9 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_1, C_reg_9);
  C_reg_10 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg_0, C_reg_10);
  C_reg_11 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg_1, C_reg_11);
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
}

// EXOGEMM_SMALL_PREFIX_small_6x16_resident(
//     K : size,
//     A : [f32][6, K] @DRAM,
//     B : [f32][K, 16] @DRAM,
//     C : [f32][6, 16] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_6x16_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
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
for (int_fast32_t k = 0; k < K; k++) {
  __m256 B_reg_0;
  __m256 B_reg_1;
  B_reg_0 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+x"(B_reg_0));
  B_reg_1 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0]) + 8]); __asm__("" : "+x"(B_reg_1));
  C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_2);
  C_reg_3 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_3);
  C_reg_4 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_4);
  C_reg_5 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_1, C_reg_5);
  C_reg_6 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_0, C_reg_6);
  C_reg_7 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_1, C_reg_7);
  C_reg_8 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_0, C_reg_8);
  C_reg_9 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_1, C_reg_9);
  C_reg_10 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg_0, C_reg_10);
  C_reg_11 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg_1, C_reg_11);
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
}

// EXOGEMM_SMALL_PREFIX_small_6x16_resident_beta0(
//     K : size,
//     A : [f32][6, K] @DRAM,
//     B : [f32][K, 16] @DRAM,
//     C : [f32][6, 16] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_6x16_resident_beta0( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
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
C_reg_0 = _mm256_set1_ps(0.0f);
C_reg_1 = _mm256_set1_ps(0.0f);
C_reg_2 = _mm256_set1_ps(0.0f);
C_reg_3 = _mm256_set1_ps(0.0f);
C_reg_4 = _mm256_set1_ps(0.0f);
C_reg_5 = _mm256_set1_ps(0.0f);
C_reg_6 = _mm256_set1_ps(0.0f);
C_reg_7 = _mm256_set1_ps(0.0f);
C_reg_8 = _mm256_set1_ps(0.0f);
C_reg_9 = _mm256_set1_ps(0.0f);
C_reg_10 = _mm256_set1_ps(0.0f);
C_reg_11 = _mm256_set1_ps(0.0f);
for (int_fast32_t k = 0; k < K; k++) {
  __m256 B_reg_0;
  __m256 B_reg_1;
  B_reg_0 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+x"(B_reg_0));
  B_reg_1 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0]) + 8]); __asm__("" : "+x"(B_reg_1));
  C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_2);
  C_reg_3 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_3);
  C_reg_4 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_4);
  C_reg_5 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_1, C_reg_5);
  C_reg_6 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_0, C_reg_6);
  C_reg_7 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_1, C_reg_7);
  C_reg_8 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_0, C_reg_8);
  C_reg_9 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_1, C_reg_9);
  C_reg_10 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg_0, C_reg_10);
  C_reg_11 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg_1, C_reg_11);
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
}

// EXOGEMM_SMALL_PREFIX_small_6x8(
//     K : size,
//     A : [f32][6, K] @DRAM,
//     B : [f32][K, 8] @DRAM,
//     C : [f32][6, 8] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_6x8( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m256 C_reg_0;
__m256 C_reg_1;
__m256 C_reg_2;
__m256 C_reg_3;
__m256 C_reg_4;
__m256 C_reg_5;
C_reg_0 = _mm256_loadu_ps(&C.data[0]); __asm__("" : "+x"(C_reg_0));
C_reg_1 = _mm256_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+x"(C_reg_1));
C_reg_2 = _mm256_loadu_ps(&C.data[(2) * (C.strides[0])]); __asm__("" : "+x"(C_reg_2));
C_reg_3 = _mm256_loadu_ps(&C.data[(3) * (C.strides[0])]); __asm__("" : "+x"(C_reg_3));
C_reg_4 = _mm256_loadu_ps(&C.data[(4) * (C.strides[0])]); __asm__("" : "+x"(C_reg_4));
C_reg_5 = _mm256_loadu_ps(&C.data[(5) * (C.strides[0])]); __asm__("" : "+x"(C_reg_5));
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 32; for (int exo_o = 0; exo_o < 32; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  __m256 B_reg_0;
  B_reg_0 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+x"(B_reg_0));
  C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_1);
  C_reg_2 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_2);
  C_reg_3 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_0, C_reg_3);
  C_reg_4 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_0, C_reg_4);
  C_reg_5 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg_0, C_reg_5);
}
_mm256_storeu_ps(&C.data[0], C_reg_0);
_mm256_storeu_ps(&C.data[C.strides[0]], C_reg_1);
_mm256_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_2);
_mm256_storeu_ps(&C.data[(3) * (C.strides[0])], C_reg_3);
_mm256_storeu_ps(&C.data[(4) * (C.strides[0])], C_reg_4);
_mm256_storeu_ps(&C.data[(5) * (C.strides[0])], C_reg_5);
}

// EXOGEMM_SMALL_PREFIX_small_6x8_resident(
//     K : size,
//     A : [f32][6, K] @DRAM,
//     B : [f32][K, 8] @DRAM,
//     C : [f32][6, 8] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_6x8_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m256 C_reg_0;
__m256 C_reg_1;
__m256 C_reg_2;
__m256 C_reg_3;
__m256 C_reg_4;
__m256 C_reg_5;
C_reg_0 = _mm256_loadu_ps(&C.data[0]); __asm__("" : "+x"(C_reg_0));
C_reg_1 = _mm256_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+x"(C_reg_1));
C_reg_2 = _mm256_loadu_ps(&C.data[(2) * (C.strides[0])]); __asm__("" : "+x"(C_reg_2));
C_reg_3 = _mm256_loadu_ps(&C.data[(3) * (C.strides[0])]); __asm__("" : "+x"(C_reg_3));
C_reg_4 = _mm256_loadu_ps(&C.data[(4) * (C.strides[0])]); __asm__("" : "+x"(C_reg_4));
C_reg_5 = _mm256_loadu_ps(&C.data[(5) * (C.strides[0])]); __asm__("" : "+x"(C_reg_5));
for (int_fast32_t k = 0; k < K; k++) {
  __m256 B_reg_0;
  B_reg_0 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+x"(B_reg_0));
  C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_1);
  C_reg_2 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_2);
  C_reg_3 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_0, C_reg_3);
  C_reg_4 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_0, C_reg_4);
  C_reg_5 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg_0, C_reg_5);
}
_mm256_storeu_ps(&C.data[0], C_reg_0);
_mm256_storeu_ps(&C.data[C.strides[0]], C_reg_1);
_mm256_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_2);
_mm256_storeu_ps(&C.data[(3) * (C.strides[0])], C_reg_3);
_mm256_storeu_ps(&C.data[(4) * (C.strides[0])], C_reg_4);
_mm256_storeu_ps(&C.data[(5) * (C.strides[0])], C_reg_5);
}

// EXOGEMM_SMALL_PREFIX_small_6x8pw(
//     K : size,
//     W : size,
//     A : [f32][6, K] @DRAM,
//     B : [f32][K, 8 + W] @DRAM,
//     C : [f32][6, 8 + W] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_6x8pw( void *ctxt, int_fast32_t K, int_fast32_t W, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
EXO_ASSUME(W <= 8);
__m256 C_full_0;
__m256 C_full_1;
__m256 C_full_2;
__m256 C_full_3;
__m256 C_full_4;
__m256 C_full_5;
C_full_0 = _mm256_loadu_ps(&C.data[0]); __asm__("" : "+x"(C_full_0));
C_full_1 = _mm256_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+x"(C_full_1));
C_full_2 = _mm256_loadu_ps(&C.data[(2) * (C.strides[0])]); __asm__("" : "+x"(C_full_2));
C_full_3 = _mm256_loadu_ps(&C.data[(3) * (C.strides[0])]); __asm__("" : "+x"(C_full_3));
C_full_4 = _mm256_loadu_ps(&C.data[(4) * (C.strides[0])]); __asm__("" : "+x"(C_full_4));
C_full_5 = _mm256_loadu_ps(&C.data[(5) * (C.strides[0])]); __asm__("" : "+x"(C_full_5));
__m256 C_reg_0;
__m256 C_reg_1;
__m256 C_reg_2;
__m256 C_reg_3;
__m256 C_reg_4;
__m256 C_reg_5;
C_reg_0 = _mm256_maskload_ps(&C.data[8], exogemm_avx2_mask((W)));
C_reg_1 = _mm256_maskload_ps(&C.data[C.strides[0] + 8], exogemm_avx2_mask((W)));
C_reg_2 = _mm256_maskload_ps(&C.data[(2) * (C.strides[0]) + 8], exogemm_avx2_mask((W)));
C_reg_3 = _mm256_maskload_ps(&C.data[(3) * (C.strides[0]) + 8], exogemm_avx2_mask((W)));
C_reg_4 = _mm256_maskload_ps(&C.data[(4) * (C.strides[0]) + 8], exogemm_avx2_mask((W)));
C_reg_5 = _mm256_maskload_ps(&C.data[(5) * (C.strides[0]) + 8], exogemm_avx2_mask((W)));
for (int_fast32_t k = 0; k < K; k++) {
  __m256 B_full;
  B_full = _mm256_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+x"(B_full));
  __m256 B_reg;
  B_reg = _mm256_maskload_ps(&B.data[(k) * (B.strides[0]) + 8], exogemm_avx2_mask((W)));
  C_full_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_full, C_full_0);
  C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg, C_reg_0);
  C_full_1 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_full, C_full_1);
  C_reg_1 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg, C_reg_1);
  C_full_2 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_full, C_full_2);
  C_reg_2 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg, C_reg_2);
  C_full_3 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_full, C_full_3);
  C_reg_3 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg, C_reg_3);
  C_full_4 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_full, C_full_4);
  C_reg_4 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg, C_reg_4);
  C_full_5 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_full, C_full_5);
  C_reg_5 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg, C_reg_5);
}
exogemm_avx2_store_tail(&C.data[8], C_reg_0, (W));
exogemm_avx2_store_tail(&C.data[C.strides[0] + 8], C_reg_1, (W));
exogemm_avx2_store_tail(&C.data[(2) * (C.strides[0]) + 8], C_reg_2, (W));
exogemm_avx2_store_tail(&C.data[(3) * (C.strides[0]) + 8], C_reg_3, (W));
exogemm_avx2_store_tail(&C.data[(4) * (C.strides[0]) + 8], C_reg_4, (W));
exogemm_avx2_store_tail(&C.data[(5) * (C.strides[0]) + 8], C_reg_5, (W));
_mm256_storeu_ps(&C.data[0], C_full_0);
_mm256_storeu_ps(&C.data[C.strides[0]], C_full_1);
_mm256_storeu_ps(&C.data[(2) * (C.strides[0])], C_full_2);
_mm256_storeu_ps(&C.data[(3) * (C.strides[0])], C_full_3);
_mm256_storeu_ps(&C.data[(4) * (C.strides[0])], C_full_4);
_mm256_storeu_ps(&C.data[(5) * (C.strides[0])], C_full_5);
}

// EXOGEMM_SMALL_PREFIX_small_6xw(
//     K : size,
//     W : size,
//     A : [f32][6, K] @DRAM,
//     B : [f32][K, W] @DRAM,
//     C : [f32][6, W] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_6xw( void *ctxt, int_fast32_t K, int_fast32_t W, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
EXO_ASSUME(W <= 8);
__m256 C_reg_0;
__m256 C_reg_1;
__m256 C_reg_2;
__m256 C_reg_3;
__m256 C_reg_4;
__m256 C_reg_5;
C_reg_0 = _mm256_maskload_ps(&C.data[0], exogemm_avx2_mask((W)));
C_reg_1 = _mm256_maskload_ps(&C.data[C.strides[0]], exogemm_avx2_mask((W)));
C_reg_2 = _mm256_maskload_ps(&C.data[(2) * (C.strides[0])], exogemm_avx2_mask((W)));
C_reg_3 = _mm256_maskload_ps(&C.data[(3) * (C.strides[0])], exogemm_avx2_mask((W)));
C_reg_4 = _mm256_maskload_ps(&C.data[(4) * (C.strides[0])], exogemm_avx2_mask((W)));
C_reg_5 = _mm256_maskload_ps(&C.data[(5) * (C.strides[0])], exogemm_avx2_mask((W)));
for (int_fast32_t k = 0; k < K; k++) {
  __m256 B_reg;
  B_reg = _mm256_maskload_ps(&B.data[(k) * (B.strides[0])], exogemm_avx2_mask((W)));
  C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg, C_reg_0);
  C_reg_1 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg, C_reg_1);
  C_reg_2 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg, C_reg_2);
  C_reg_3 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg, C_reg_3);
  C_reg_4 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg, C_reg_4);
  C_reg_5 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg, C_reg_5);
}
exogemm_avx2_store_tail(&C.data[0], C_reg_0, (W));
exogemm_avx2_store_tail(&C.data[C.strides[0]], C_reg_1, (W));
exogemm_avx2_store_tail(&C.data[(2) * (C.strides[0])], C_reg_2, (W));
exogemm_avx2_store_tail(&C.data[(3) * (C.strides[0])], C_reg_3, (W));
exogemm_avx2_store_tail(&C.data[(4) * (C.strides[0])], C_reg_4, (W));
exogemm_avx2_store_tail(&C.data[(5) * (C.strides[0])], C_reg_5, (W));
}

// EXOGEMM_SMALL_PREFIX_small_6xw_beta0(
//     K : size,
//     W : size,
//     A : [f32][6, K] @DRAM,
//     B : [f32][K, W] @DRAM,
//     C : [f32][6, W] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_6xw_beta0( void *ctxt, int_fast32_t K, int_fast32_t W, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
EXO_ASSUME(W <= 8);
__m256 C_reg_0;
__m256 C_reg_1;
__m256 C_reg_2;
__m256 C_reg_3;
__m256 C_reg_4;
__m256 C_reg_5;
C_reg_0 = _mm256_set1_ps(0.0f);
C_reg_1 = _mm256_set1_ps(0.0f);
C_reg_2 = _mm256_set1_ps(0.0f);
C_reg_3 = _mm256_set1_ps(0.0f);
C_reg_4 = _mm256_set1_ps(0.0f);
C_reg_5 = _mm256_set1_ps(0.0f);
for (int_fast32_t k = 0; k < K; k++) {
  __m256 B_reg;
  B_reg = _mm256_maskload_ps(&B.data[(k) * (B.strides[0])], exogemm_avx2_mask((W)));
  C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg, C_reg_0);
  C_reg_1 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg, C_reg_1);
  C_reg_2 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg, C_reg_2);
  C_reg_3 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg, C_reg_3);
  C_reg_4 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg, C_reg_4);
  C_reg_5 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg, C_reg_5);
}
exogemm_avx2_store_tail(&C.data[0], C_reg_0, (W));
exogemm_avx2_store_tail(&C.data[C.strides[0]], C_reg_1, (W));
exogemm_avx2_store_tail(&C.data[(2) * (C.strides[0])], C_reg_2, (W));
exogemm_avx2_store_tail(&C.data[(3) * (C.strides[0])], C_reg_3, (W));
exogemm_avx2_store_tail(&C.data[(4) * (C.strides[0])], C_reg_4, (W));
exogemm_avx2_store_tail(&C.data[(5) * (C.strides[0])], C_reg_5, (W));
}

// EXOGEMM_SMALL_PREFIX_small_7x8(
//     K : size,
//     A : [f32][7, K] @DRAM,
//     B : [f32][K, 8] @DRAM,
//     C : [f32][7, 8] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_7x8( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m256 C_reg_0;
__m256 C_reg_1;
__m256 C_reg_2;
__m256 C_reg_3;
__m256 C_reg_4;
__m256 C_reg_5;
__m256 C_reg_6;
C_reg_0 = _mm256_loadu_ps(&C.data[0]); __asm__("" : "+x"(C_reg_0));
C_reg_1 = _mm256_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+x"(C_reg_1));
C_reg_2 = _mm256_loadu_ps(&C.data[(2) * (C.strides[0])]); __asm__("" : "+x"(C_reg_2));
C_reg_3 = _mm256_loadu_ps(&C.data[(3) * (C.strides[0])]); __asm__("" : "+x"(C_reg_3));
C_reg_4 = _mm256_loadu_ps(&C.data[(4) * (C.strides[0])]); __asm__("" : "+x"(C_reg_4));
C_reg_5 = _mm256_loadu_ps(&C.data[(5) * (C.strides[0])]); __asm__("" : "+x"(C_reg_5));
C_reg_6 = _mm256_loadu_ps(&C.data[(6) * (C.strides[0])]); __asm__("" : "+x"(C_reg_6));
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 32; for (int exo_o = 0; exo_o < 32; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  __m256 B_reg_0;
  B_reg_0 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+x"(B_reg_0));
  C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_1);
  C_reg_2 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_2);
  C_reg_3 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_0, C_reg_3);
  C_reg_4 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_0, C_reg_4);
  C_reg_5 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg_0, C_reg_5);
  C_reg_6 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(6) * (A.strides[0]) + k]), B_reg_0, C_reg_6);
}
_mm256_storeu_ps(&C.data[0], C_reg_0);
_mm256_storeu_ps(&C.data[C.strides[0]], C_reg_1);
_mm256_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_2);
_mm256_storeu_ps(&C.data[(3) * (C.strides[0])], C_reg_3);
_mm256_storeu_ps(&C.data[(4) * (C.strides[0])], C_reg_4);
_mm256_storeu_ps(&C.data[(5) * (C.strides[0])], C_reg_5);
_mm256_storeu_ps(&C.data[(6) * (C.strides[0])], C_reg_6);
}

// EXOGEMM_SMALL_PREFIX_small_7x8_beta0(
//     K : size,
//     A : [f32][7, K] @DRAM,
//     B : [f32][K, 8] @DRAM,
//     C : [f32][7, 8] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_7x8_beta0( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m256 C_reg_0;
__m256 C_reg_1;
__m256 C_reg_2;
__m256 C_reg_3;
__m256 C_reg_4;
__m256 C_reg_5;
__m256 C_reg_6;
C_reg_0 = _mm256_set1_ps(0.0f);
C_reg_1 = _mm256_set1_ps(0.0f);
C_reg_2 = _mm256_set1_ps(0.0f);
C_reg_3 = _mm256_set1_ps(0.0f);
C_reg_4 = _mm256_set1_ps(0.0f);
C_reg_5 = _mm256_set1_ps(0.0f);
C_reg_6 = _mm256_set1_ps(0.0f);
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 32; for (int exo_o = 0; exo_o < 32; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  __m256 B_reg_0;
  B_reg_0 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+x"(B_reg_0));
  C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_1);
  C_reg_2 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_2);
  C_reg_3 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_0, C_reg_3);
  C_reg_4 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_0, C_reg_4);
  C_reg_5 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg_0, C_reg_5);
  C_reg_6 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(6) * (A.strides[0]) + k]), B_reg_0, C_reg_6);
}
_mm256_storeu_ps(&C.data[0], C_reg_0);
_mm256_storeu_ps(&C.data[C.strides[0]], C_reg_1);
_mm256_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_2);
_mm256_storeu_ps(&C.data[(3) * (C.strides[0])], C_reg_3);
_mm256_storeu_ps(&C.data[(4) * (C.strides[0])], C_reg_4);
_mm256_storeu_ps(&C.data[(5) * (C.strides[0])], C_reg_5);
_mm256_storeu_ps(&C.data[(6) * (C.strides[0])], C_reg_6);
}

// EXOGEMM_SMALL_PREFIX_small_7x8_resident(
//     K : size,
//     A : [f32][7, K] @DRAM,
//     B : [f32][K, 8] @DRAM,
//     C : [f32][7, 8] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_7x8_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m256 C_reg_0;
__m256 C_reg_1;
__m256 C_reg_2;
__m256 C_reg_3;
__m256 C_reg_4;
__m256 C_reg_5;
__m256 C_reg_6;
C_reg_0 = _mm256_loadu_ps(&C.data[0]); __asm__("" : "+x"(C_reg_0));
C_reg_1 = _mm256_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+x"(C_reg_1));
C_reg_2 = _mm256_loadu_ps(&C.data[(2) * (C.strides[0])]); __asm__("" : "+x"(C_reg_2));
C_reg_3 = _mm256_loadu_ps(&C.data[(3) * (C.strides[0])]); __asm__("" : "+x"(C_reg_3));
C_reg_4 = _mm256_loadu_ps(&C.data[(4) * (C.strides[0])]); __asm__("" : "+x"(C_reg_4));
C_reg_5 = _mm256_loadu_ps(&C.data[(5) * (C.strides[0])]); __asm__("" : "+x"(C_reg_5));
C_reg_6 = _mm256_loadu_ps(&C.data[(6) * (C.strides[0])]); __asm__("" : "+x"(C_reg_6));
for (int_fast32_t k = 0; k < K; k++) {
  __m256 B_reg_0;
  B_reg_0 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+x"(B_reg_0));
  C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_1);
  C_reg_2 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_2);
  C_reg_3 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_0, C_reg_3);
  C_reg_4 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_0, C_reg_4);
  C_reg_5 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg_0, C_reg_5);
  C_reg_6 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(6) * (A.strides[0]) + k]), B_reg_0, C_reg_6);
}
_mm256_storeu_ps(&C.data[0], C_reg_0);
_mm256_storeu_ps(&C.data[C.strides[0]], C_reg_1);
_mm256_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_2);
_mm256_storeu_ps(&C.data[(3) * (C.strides[0])], C_reg_3);
_mm256_storeu_ps(&C.data[(4) * (C.strides[0])], C_reg_4);
_mm256_storeu_ps(&C.data[(5) * (C.strides[0])], C_reg_5);
_mm256_storeu_ps(&C.data[(6) * (C.strides[0])], C_reg_6);
}

// EXOGEMM_SMALL_PREFIX_small_7x8_resident_beta0(
//     K : size,
//     A : [f32][7, K] @DRAM,
//     B : [f32][K, 8] @DRAM,
//     C : [f32][7, 8] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_7x8_resident_beta0( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m256 C_reg_0;
__m256 C_reg_1;
__m256 C_reg_2;
__m256 C_reg_3;
__m256 C_reg_4;
__m256 C_reg_5;
__m256 C_reg_6;
C_reg_0 = _mm256_set1_ps(0.0f);
C_reg_1 = _mm256_set1_ps(0.0f);
C_reg_2 = _mm256_set1_ps(0.0f);
C_reg_3 = _mm256_set1_ps(0.0f);
C_reg_4 = _mm256_set1_ps(0.0f);
C_reg_5 = _mm256_set1_ps(0.0f);
C_reg_6 = _mm256_set1_ps(0.0f);
for (int_fast32_t k = 0; k < K; k++) {
  __m256 B_reg_0;
  B_reg_0 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+x"(B_reg_0));
  C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_1);
  C_reg_2 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_2);
  C_reg_3 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_0, C_reg_3);
  C_reg_4 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_0, C_reg_4);
  C_reg_5 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg_0, C_reg_5);
  C_reg_6 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(6) * (A.strides[0]) + k]), B_reg_0, C_reg_6);
}
_mm256_storeu_ps(&C.data[0], C_reg_0);
_mm256_storeu_ps(&C.data[C.strides[0]], C_reg_1);
_mm256_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_2);
_mm256_storeu_ps(&C.data[(3) * (C.strides[0])], C_reg_3);
_mm256_storeu_ps(&C.data[(4) * (C.strides[0])], C_reg_4);
_mm256_storeu_ps(&C.data[(5) * (C.strides[0])], C_reg_5);
_mm256_storeu_ps(&C.data[(6) * (C.strides[0])], C_reg_6);
}

// EXOGEMM_SMALL_PREFIX_small_7xw(
//     K : size,
//     W : size,
//     A : [f32][7, K] @DRAM,
//     B : [f32][K, W] @DRAM,
//     C : [f32][7, W] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_7xw( void *ctxt, int_fast32_t K, int_fast32_t W, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
EXO_ASSUME(W <= 8);
__m256 C_reg_0;
__m256 C_reg_1;
__m256 C_reg_2;
__m256 C_reg_3;
__m256 C_reg_4;
__m256 C_reg_5;
__m256 C_reg_6;
C_reg_0 = _mm256_maskload_ps(&C.data[0], exogemm_avx2_mask((W)));
C_reg_1 = _mm256_maskload_ps(&C.data[C.strides[0]], exogemm_avx2_mask((W)));
C_reg_2 = _mm256_maskload_ps(&C.data[(2) * (C.strides[0])], exogemm_avx2_mask((W)));
C_reg_3 = _mm256_maskload_ps(&C.data[(3) * (C.strides[0])], exogemm_avx2_mask((W)));
C_reg_4 = _mm256_maskload_ps(&C.data[(4) * (C.strides[0])], exogemm_avx2_mask((W)));
C_reg_5 = _mm256_maskload_ps(&C.data[(5) * (C.strides[0])], exogemm_avx2_mask((W)));
C_reg_6 = _mm256_maskload_ps(&C.data[(6) * (C.strides[0])], exogemm_avx2_mask((W)));
for (int_fast32_t k = 0; k < K; k++) {
  __m256 B_reg;
  B_reg = _mm256_maskload_ps(&B.data[(k) * (B.strides[0])], exogemm_avx2_mask((W)));
  C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg, C_reg_0);
  C_reg_1 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg, C_reg_1);
  C_reg_2 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg, C_reg_2);
  C_reg_3 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg, C_reg_3);
  C_reg_4 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg, C_reg_4);
  C_reg_5 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg, C_reg_5);
  C_reg_6 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(6) * (A.strides[0]) + k]), B_reg, C_reg_6);
}
exogemm_avx2_store_tail(&C.data[0], C_reg_0, (W));
exogemm_avx2_store_tail(&C.data[C.strides[0]], C_reg_1, (W));
exogemm_avx2_store_tail(&C.data[(2) * (C.strides[0])], C_reg_2, (W));
exogemm_avx2_store_tail(&C.data[(3) * (C.strides[0])], C_reg_3, (W));
exogemm_avx2_store_tail(&C.data[(4) * (C.strides[0])], C_reg_4, (W));
exogemm_avx2_store_tail(&C.data[(5) * (C.strides[0])], C_reg_5, (W));
exogemm_avx2_store_tail(&C.data[(6) * (C.strides[0])], C_reg_6, (W));
}

// EXOGEMM_SMALL_PREFIX_small_7xw_beta0(
//     K : size,
//     W : size,
//     A : [f32][7, K] @DRAM,
//     B : [f32][K, W] @DRAM,
//     C : [f32][7, W] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_7xw_beta0( void *ctxt, int_fast32_t K, int_fast32_t W, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
EXO_ASSUME(W <= 8);
__m256 C_reg_0;
__m256 C_reg_1;
__m256 C_reg_2;
__m256 C_reg_3;
__m256 C_reg_4;
__m256 C_reg_5;
__m256 C_reg_6;
C_reg_0 = _mm256_set1_ps(0.0f);
C_reg_1 = _mm256_set1_ps(0.0f);
C_reg_2 = _mm256_set1_ps(0.0f);
C_reg_3 = _mm256_set1_ps(0.0f);
C_reg_4 = _mm256_set1_ps(0.0f);
C_reg_5 = _mm256_set1_ps(0.0f);
C_reg_6 = _mm256_set1_ps(0.0f);
for (int_fast32_t k = 0; k < K; k++) {
  __m256 B_reg;
  B_reg = _mm256_maskload_ps(&B.data[(k) * (B.strides[0])], exogemm_avx2_mask((W)));
  C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg, C_reg_0);
  C_reg_1 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg, C_reg_1);
  C_reg_2 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg, C_reg_2);
  C_reg_3 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg, C_reg_3);
  C_reg_4 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg, C_reg_4);
  C_reg_5 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg, C_reg_5);
  C_reg_6 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(6) * (A.strides[0]) + k]), B_reg, C_reg_6);
}
exogemm_avx2_store_tail(&C.data[0], C_reg_0, (W));
exogemm_avx2_store_tail(&C.data[C.strides[0]], C_reg_1, (W));
exogemm_avx2_store_tail(&C.data[(2) * (C.strides[0])], C_reg_2, (W));
exogemm_avx2_store_tail(&C.data[(3) * (C.strides[0])], C_reg_3, (W));
exogemm_avx2_store_tail(&C.data[(4) * (C.strides[0])], C_reg_4, (W));
exogemm_avx2_store_tail(&C.data[(5) * (C.strides[0])], C_reg_5, (W));
exogemm_avx2_store_tail(&C.data[(6) * (C.strides[0])], C_reg_6, (W));
}

// EXOGEMM_SMALL_PREFIX_small_8x8(
//     K : size,
//     A : [f32][8, K] @DRAM,
//     B : [f32][K, 8] @DRAM,
//     C : [f32][8, 8] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_8x8( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m256 C_reg_0;
__m256 C_reg_1;
__m256 C_reg_2;
__m256 C_reg_3;
__m256 C_reg_4;
__m256 C_reg_5;
__m256 C_reg_6;
__m256 C_reg_7;
C_reg_0 = _mm256_loadu_ps(&C.data[0]); __asm__("" : "+x"(C_reg_0));
C_reg_1 = _mm256_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+x"(C_reg_1));
C_reg_2 = _mm256_loadu_ps(&C.data[(2) * (C.strides[0])]); __asm__("" : "+x"(C_reg_2));
C_reg_3 = _mm256_loadu_ps(&C.data[(3) * (C.strides[0])]); __asm__("" : "+x"(C_reg_3));
C_reg_4 = _mm256_loadu_ps(&C.data[(4) * (C.strides[0])]); __asm__("" : "+x"(C_reg_4));
C_reg_5 = _mm256_loadu_ps(&C.data[(5) * (C.strides[0])]); __asm__("" : "+x"(C_reg_5));
C_reg_6 = _mm256_loadu_ps(&C.data[(6) * (C.strides[0])]); __asm__("" : "+x"(C_reg_6));
C_reg_7 = _mm256_loadu_ps(&C.data[(7) * (C.strides[0])]); __asm__("" : "+x"(C_reg_7));
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 32; for (int exo_o = 0; exo_o < 32; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  __m256 B_reg_0;
  B_reg_0 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+x"(B_reg_0));
  C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_1);
  C_reg_2 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_2);
  C_reg_3 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_0, C_reg_3);
  C_reg_4 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_0, C_reg_4);
  C_reg_5 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg_0, C_reg_5);
  C_reg_6 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(6) * (A.strides[0]) + k]), B_reg_0, C_reg_6);
  C_reg_7 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(7) * (A.strides[0]) + k]), B_reg_0, C_reg_7);
}
_mm256_storeu_ps(&C.data[0], C_reg_0);
_mm256_storeu_ps(&C.data[C.strides[0]], C_reg_1);
_mm256_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_2);
_mm256_storeu_ps(&C.data[(3) * (C.strides[0])], C_reg_3);
_mm256_storeu_ps(&C.data[(4) * (C.strides[0])], C_reg_4);
_mm256_storeu_ps(&C.data[(5) * (C.strides[0])], C_reg_5);
_mm256_storeu_ps(&C.data[(6) * (C.strides[0])], C_reg_6);
_mm256_storeu_ps(&C.data[(7) * (C.strides[0])], C_reg_7);
}

// EXOGEMM_SMALL_PREFIX_small_8x8_beta0(
//     K : size,
//     A : [f32][8, K] @DRAM,
//     B : [f32][K, 8] @DRAM,
//     C : [f32][8, 8] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_8x8_beta0( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m256 C_reg_0;
__m256 C_reg_1;
__m256 C_reg_2;
__m256 C_reg_3;
__m256 C_reg_4;
__m256 C_reg_5;
__m256 C_reg_6;
__m256 C_reg_7;
C_reg_0 = _mm256_set1_ps(0.0f);
C_reg_1 = _mm256_set1_ps(0.0f);
C_reg_2 = _mm256_set1_ps(0.0f);
C_reg_3 = _mm256_set1_ps(0.0f);
C_reg_4 = _mm256_set1_ps(0.0f);
C_reg_5 = _mm256_set1_ps(0.0f);
C_reg_6 = _mm256_set1_ps(0.0f);
C_reg_7 = _mm256_set1_ps(0.0f);
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 32; for (int exo_o = 0; exo_o < 32; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  __m256 B_reg_0;
  B_reg_0 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+x"(B_reg_0));
  C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_1);
  C_reg_2 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_2);
  C_reg_3 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_0, C_reg_3);
  C_reg_4 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_0, C_reg_4);
  C_reg_5 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg_0, C_reg_5);
  C_reg_6 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(6) * (A.strides[0]) + k]), B_reg_0, C_reg_6);
  C_reg_7 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(7) * (A.strides[0]) + k]), B_reg_0, C_reg_7);
}
_mm256_storeu_ps(&C.data[0], C_reg_0);
_mm256_storeu_ps(&C.data[C.strides[0]], C_reg_1);
_mm256_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_2);
_mm256_storeu_ps(&C.data[(3) * (C.strides[0])], C_reg_3);
_mm256_storeu_ps(&C.data[(4) * (C.strides[0])], C_reg_4);
_mm256_storeu_ps(&C.data[(5) * (C.strides[0])], C_reg_5);
_mm256_storeu_ps(&C.data[(6) * (C.strides[0])], C_reg_6);
_mm256_storeu_ps(&C.data[(7) * (C.strides[0])], C_reg_7);
}

// EXOGEMM_SMALL_PREFIX_small_8x8_resident(
//     K : size,
//     A : [f32][8, K] @DRAM,
//     B : [f32][K, 8] @DRAM,
//     C : [f32][8, 8] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_8x8_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m256 C_reg_0;
__m256 C_reg_1;
__m256 C_reg_2;
__m256 C_reg_3;
__m256 C_reg_4;
__m256 C_reg_5;
__m256 C_reg_6;
__m256 C_reg_7;
C_reg_0 = _mm256_loadu_ps(&C.data[0]); __asm__("" : "+x"(C_reg_0));
C_reg_1 = _mm256_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+x"(C_reg_1));
C_reg_2 = _mm256_loadu_ps(&C.data[(2) * (C.strides[0])]); __asm__("" : "+x"(C_reg_2));
C_reg_3 = _mm256_loadu_ps(&C.data[(3) * (C.strides[0])]); __asm__("" : "+x"(C_reg_3));
C_reg_4 = _mm256_loadu_ps(&C.data[(4) * (C.strides[0])]); __asm__("" : "+x"(C_reg_4));
C_reg_5 = _mm256_loadu_ps(&C.data[(5) * (C.strides[0])]); __asm__("" : "+x"(C_reg_5));
C_reg_6 = _mm256_loadu_ps(&C.data[(6) * (C.strides[0])]); __asm__("" : "+x"(C_reg_6));
C_reg_7 = _mm256_loadu_ps(&C.data[(7) * (C.strides[0])]); __asm__("" : "+x"(C_reg_7));
for (int_fast32_t k = 0; k < K; k++) {
  __m256 B_reg_0;
  B_reg_0 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+x"(B_reg_0));
  C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_1);
  C_reg_2 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_2);
  C_reg_3 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_0, C_reg_3);
  C_reg_4 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_0, C_reg_4);
  C_reg_5 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg_0, C_reg_5);
  C_reg_6 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(6) * (A.strides[0]) + k]), B_reg_0, C_reg_6);
  C_reg_7 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(7) * (A.strides[0]) + k]), B_reg_0, C_reg_7);
}
_mm256_storeu_ps(&C.data[0], C_reg_0);
_mm256_storeu_ps(&C.data[C.strides[0]], C_reg_1);
_mm256_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_2);
_mm256_storeu_ps(&C.data[(3) * (C.strides[0])], C_reg_3);
_mm256_storeu_ps(&C.data[(4) * (C.strides[0])], C_reg_4);
_mm256_storeu_ps(&C.data[(5) * (C.strides[0])], C_reg_5);
_mm256_storeu_ps(&C.data[(6) * (C.strides[0])], C_reg_6);
_mm256_storeu_ps(&C.data[(7) * (C.strides[0])], C_reg_7);
}

// EXOGEMM_SMALL_PREFIX_small_8x8_resident_beta0(
//     K : size,
//     A : [f32][8, K] @DRAM,
//     B : [f32][K, 8] @DRAM,
//     C : [f32][8, 8] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_8x8_resident_beta0( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m256 C_reg_0;
__m256 C_reg_1;
__m256 C_reg_2;
__m256 C_reg_3;
__m256 C_reg_4;
__m256 C_reg_5;
__m256 C_reg_6;
__m256 C_reg_7;
C_reg_0 = _mm256_set1_ps(0.0f);
C_reg_1 = _mm256_set1_ps(0.0f);
C_reg_2 = _mm256_set1_ps(0.0f);
C_reg_3 = _mm256_set1_ps(0.0f);
C_reg_4 = _mm256_set1_ps(0.0f);
C_reg_5 = _mm256_set1_ps(0.0f);
C_reg_6 = _mm256_set1_ps(0.0f);
C_reg_7 = _mm256_set1_ps(0.0f);
for (int_fast32_t k = 0; k < K; k++) {
  __m256 B_reg_0;
  B_reg_0 = _mm256_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+x"(B_reg_0));
  C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_1);
  C_reg_2 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_2);
  C_reg_3 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_0, C_reg_3);
  C_reg_4 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_0, C_reg_4);
  C_reg_5 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg_0, C_reg_5);
  C_reg_6 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(6) * (A.strides[0]) + k]), B_reg_0, C_reg_6);
  C_reg_7 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(7) * (A.strides[0]) + k]), B_reg_0, C_reg_7);
}
_mm256_storeu_ps(&C.data[0], C_reg_0);
_mm256_storeu_ps(&C.data[C.strides[0]], C_reg_1);
_mm256_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_2);
_mm256_storeu_ps(&C.data[(3) * (C.strides[0])], C_reg_3);
_mm256_storeu_ps(&C.data[(4) * (C.strides[0])], C_reg_4);
_mm256_storeu_ps(&C.data[(5) * (C.strides[0])], C_reg_5);
_mm256_storeu_ps(&C.data[(6) * (C.strides[0])], C_reg_6);
_mm256_storeu_ps(&C.data[(7) * (C.strides[0])], C_reg_7);
}

// EXOGEMM_SMALL_PREFIX_small_8xw(
//     K : size,
//     W : size,
//     A : [f32][8, K] @DRAM,
//     B : [f32][K, W] @DRAM,
//     C : [f32][8, W] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_8xw( void *ctxt, int_fast32_t K, int_fast32_t W, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
EXO_ASSUME(W <= 8);
__m256 C_reg_0;
__m256 C_reg_1;
__m256 C_reg_2;
__m256 C_reg_3;
__m256 C_reg_4;
__m256 C_reg_5;
__m256 C_reg_6;
__m256 C_reg_7;
C_reg_0 = _mm256_maskload_ps(&C.data[0], exogemm_avx2_mask((W)));
C_reg_1 = _mm256_maskload_ps(&C.data[C.strides[0]], exogemm_avx2_mask((W)));
C_reg_2 = _mm256_maskload_ps(&C.data[(2) * (C.strides[0])], exogemm_avx2_mask((W)));
C_reg_3 = _mm256_maskload_ps(&C.data[(3) * (C.strides[0])], exogemm_avx2_mask((W)));
C_reg_4 = _mm256_maskload_ps(&C.data[(4) * (C.strides[0])], exogemm_avx2_mask((W)));
C_reg_5 = _mm256_maskload_ps(&C.data[(5) * (C.strides[0])], exogemm_avx2_mask((W)));
C_reg_6 = _mm256_maskload_ps(&C.data[(6) * (C.strides[0])], exogemm_avx2_mask((W)));
C_reg_7 = _mm256_maskload_ps(&C.data[(7) * (C.strides[0])], exogemm_avx2_mask((W)));
for (int_fast32_t k = 0; k < K; k++) {
  __m256 B_reg;
  B_reg = _mm256_maskload_ps(&B.data[(k) * (B.strides[0])], exogemm_avx2_mask((W)));
  C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg, C_reg_0);
  C_reg_1 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg, C_reg_1);
  C_reg_2 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg, C_reg_2);
  C_reg_3 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg, C_reg_3);
  C_reg_4 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg, C_reg_4);
  C_reg_5 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg, C_reg_5);
  C_reg_6 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(6) * (A.strides[0]) + k]), B_reg, C_reg_6);
  C_reg_7 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(7) * (A.strides[0]) + k]), B_reg, C_reg_7);
}
exogemm_avx2_store_tail(&C.data[0], C_reg_0, (W));
exogemm_avx2_store_tail(&C.data[C.strides[0]], C_reg_1, (W));
exogemm_avx2_store_tail(&C.data[(2) * (C.strides[0])], C_reg_2, (W));
exogemm_avx2_store_tail(&C.data[(3) * (C.strides[0])], C_reg_3, (W));
exogemm_avx2_store_tail(&C.data[(4) * (C.strides[0])], C_reg_4, (W));
exogemm_avx2_store_tail(&C.data[(5) * (C.strides[0])], C_reg_5, (W));
exogemm_avx2_store_tail(&C.data[(6) * (C.strides[0])], C_reg_6, (W));
exogemm_avx2_store_tail(&C.data[(7) * (C.strides[0])], C_reg_7, (W));
}

// EXOGEMM_SMALL_PREFIX_small_8xw_beta0(
//     K : size,
//     W : size,
//     A : [f32][8, K] @DRAM,
//     B : [f32][K, W] @DRAM,
//     C : [f32][8, W] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_8xw_beta0( void *ctxt, int_fast32_t K, int_fast32_t W, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
EXO_ASSUME(W <= 8);
__m256 C_reg_0;
__m256 C_reg_1;
__m256 C_reg_2;
__m256 C_reg_3;
__m256 C_reg_4;
__m256 C_reg_5;
__m256 C_reg_6;
__m256 C_reg_7;
C_reg_0 = _mm256_set1_ps(0.0f);
C_reg_1 = _mm256_set1_ps(0.0f);
C_reg_2 = _mm256_set1_ps(0.0f);
C_reg_3 = _mm256_set1_ps(0.0f);
C_reg_4 = _mm256_set1_ps(0.0f);
C_reg_5 = _mm256_set1_ps(0.0f);
C_reg_6 = _mm256_set1_ps(0.0f);
C_reg_7 = _mm256_set1_ps(0.0f);
for (int_fast32_t k = 0; k < K; k++) {
  __m256 B_reg;
  B_reg = _mm256_maskload_ps(&B.data[(k) * (B.strides[0])], exogemm_avx2_mask((W)));
  C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg, C_reg_0);
  C_reg_1 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg, C_reg_1);
  C_reg_2 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg, C_reg_2);
  C_reg_3 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg, C_reg_3);
  C_reg_4 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg, C_reg_4);
  C_reg_5 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg, C_reg_5);
  C_reg_6 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(6) * (A.strides[0]) + k]), B_reg, C_reg_6);
  C_reg_7 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[(7) * (A.strides[0]) + k]), B_reg, C_reg_7);
}
exogemm_avx2_store_tail(&C.data[0], C_reg_0, (W));
exogemm_avx2_store_tail(&C.data[C.strides[0]], C_reg_1, (W));
exogemm_avx2_store_tail(&C.data[(2) * (C.strides[0])], C_reg_2, (W));
exogemm_avx2_store_tail(&C.data[(3) * (C.strides[0])], C_reg_3, (W));
exogemm_avx2_store_tail(&C.data[(4) * (C.strides[0])], C_reg_4, (W));
exogemm_avx2_store_tail(&C.data[(5) * (C.strides[0])], C_reg_5, (W));
exogemm_avx2_store_tail(&C.data[(6) * (C.strides[0])], C_reg_6, (W));
exogemm_avx2_store_tail(&C.data[(7) * (C.strides[0])], C_reg_7, (W));
}

// EXOGEMM_SMALL_PREFIX_zero_rows(
//     M : size,
//     N : size,
//     C : [f32][M, N] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_zero_rows( void *ctxt, int_fast32_t M, int_fast32_t N, struct exo_win_2f32 C ) {
// assert stride(C, 1) == 1
for (int_fast32_t i = 0; i < M; i++) {
  for (int_fast32_t jv = 0; jv < ((N) / (8)); jv++) {
    __m256 zero;
    zero = _mm256_set1_ps(0.0f);
    _mm256_storeu_ps(&C.data[(i) * (C.strides[0]) + 8 * jv], zero);
  }
  for (int_fast32_t jt = 0; jt < ((N % 8 + 7) / (8)); jt++) {
    __m256 last;
    last = _mm256_set1_ps(0.0f);
    exogemm_avx2_store_tail(&C.data[(i) * (C.strides[0]) + 8 * (N / 8) + 8 * jt], last, (N % 8 + -8 * jt + 0));
  }
}
}


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
avx2_mac_vv(dst,a,b)
{dst_data} = _mm256_fmadd_ps({a_data}, {b_data}, {dst_data});
*/

/* relying on the following instruction..."
avx2_reduce_add(dst,src)
{dst_data} += exogemm_avx2_hsum({src_data});
*/

/* relying on the following instruction..."
avx2_store(dst,src)
_mm256_storeu_ps(&{dst_data}, {src_data});
*/

/* relying on the following instruction..."
avx2_store_tail(N,dst,src)
exogemm_avx2_store_tail(&{dst_data}, {src_data}, {N});
*/

/* relying on the following instruction..."
avx2_zero(dst)
{dst_data} = _mm256_set1_ps(0.0f);
*/

/* relying on the following instruction..."
avx2_zero_tail(N,dst)
{dst_data} = _mm256_set1_ps(0.0f);
*/

/* relying on the following instruction..."
prefetch_next_b_columns_16(B)
{{ const char *exo_pf = (const char *)&{B_data} + 64; for (int exo_o = 0; exo_o < 64; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }}
*/

/* relying on the following instruction..."
prefetch_next_b_columns_24(B)
{{ const char *exo_pf = (const char *)&{B_data} + 96; for (int exo_o = 0; exo_o < 96; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }}
*/

/* relying on the following instruction..."
prefetch_next_b_columns_32(B)
{{ const char *exo_pf = (const char *)&{B_data} + 128; for (int exo_o = 0; exo_o < 128; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }}
*/

/* relying on the following instruction..."
prefetch_next_b_columns_40(B)
{{ const char *exo_pf = (const char *)&{B_data} + 160; for (int exo_o = 0; exo_o < 160; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }}
*/

/* relying on the following instruction..."
prefetch_next_b_columns_48(B)
{{ const char *exo_pf = (const char *)&{B_data} + 192; for (int exo_o = 0; exo_o < 192; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }}
*/

/* relying on the following instruction..."
prefetch_next_b_columns_56(B)
{{ const char *exo_pf = (const char *)&{B_data} + 224; for (int exo_o = 0; exo_o < 224; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }}
*/

/* relying on the following instruction..."
prefetch_next_b_columns_8(B)
{{ const char *exo_pf = (const char *)&{B_data} + 32; for (int exo_o = 0; exo_o < 32; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }}
*/

/* relying on the following instruction..."
prefetch_next_b_rows_8x1(B)
{{ for (int exo_r = 1; exo_r < 2; exo_r++) __builtin_prefetch(&{B_data} + (size_t)exo_r * ({B}).strides[0], 0, 1); }}
*/

/* relying on the following instruction..."
prefetch_next_b_rows_8x2(B)
{{ for (int exo_r = 2; exo_r < 4; exo_r++) __builtin_prefetch(&{B_data} + (size_t)exo_r * ({B}).strides[0], 0, 1); }}
*/

/* relying on the following instruction..."
prefetch_next_b_rows_8x3(B)
{{ for (int exo_r = 3; exo_r < 6; exo_r++) __builtin_prefetch(&{B_data} + (size_t)exo_r * ({B}).strides[0], 0, 1); }}
*/

/* relying on the following instruction..."
prefetch_next_b_rows_8x4(B)
{{ for (int exo_r = 4; exo_r < 8; exo_r++) __builtin_prefetch(&{B_data} + (size_t)exo_r * ({B}).strides[0], 0, 1); }}
*/
