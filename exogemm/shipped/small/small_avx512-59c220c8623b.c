#include "EXOGEMM_SMALL_PREFIX.h"

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
#include <immintrin.h>
#include <immintrin.h>
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
__m512 acc_0_0;
acc_0_0 = _mm512_set1_ps(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (16)); ko++) {
  __m512 a_reg_0;
  a_reg_0 = _mm512_loadu_ps(&A.data[16 * ko]); __asm__("" : "+v"(a_reg_0));
  __m512 b_reg;
  b_reg = _mm512_loadu_ps(&B.data[16 * ko]); __asm__("" : "+v"(b_reg));
  acc_0_0 = _mm512_fmadd_ps(a_reg_0, b_reg, acc_0_0);
}
C.data[0] += _mm512_reduce_add_ps(acc_0_0);
for (int_fast32_t ki = 0; ki < K % 16; ki++) {
  C.data[0] += A.data[ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
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
__m512 acc_0_0;
__m512 acc_0_1;
acc_0_0 = _mm512_set1_ps(0.0f);
acc_0_1 = _mm512_set1_ps(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (16)); ko++) {
  __m512 a_reg_0;
  a_reg_0 = _mm512_loadu_ps(&A.data[16 * ko]); __asm__("" : "+v"(a_reg_0));
  __m512 b_reg;
  b_reg = _mm512_loadu_ps(&B.data[16 * ko]); __asm__("" : "+v"(b_reg));
  acc_0_0 = _mm512_fmadd_ps(a_reg_0, b_reg, acc_0_0);
  __m512 b_reg_1;
  b_reg_1 = _mm512_loadu_ps(&B.data[B.strides[0] + 16 * ko]); __asm__("" : "+v"(b_reg_1));
  acc_0_1 = _mm512_fmadd_ps(a_reg_0, b_reg_1, acc_0_1);
}
C.data[0] += _mm512_reduce_add_ps(acc_0_0);
C.data[1] += _mm512_reduce_add_ps(acc_0_1);
for (int_fast32_t ki = 0; ki < K % 16; ki++) {
  C.data[0] += A.data[ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[1] += A.data[ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
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
__m512 acc_0_0;
__m512 acc_0_1;
__m512 acc_0_2;
acc_0_0 = _mm512_set1_ps(0.0f);
acc_0_1 = _mm512_set1_ps(0.0f);
acc_0_2 = _mm512_set1_ps(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (16)); ko++) {
  __m512 a_reg_0;
  a_reg_0 = _mm512_loadu_ps(&A.data[16 * ko]); __asm__("" : "+v"(a_reg_0));
  __m512 b_reg;
  b_reg = _mm512_loadu_ps(&B.data[16 * ko]); __asm__("" : "+v"(b_reg));
  acc_0_0 = _mm512_fmadd_ps(a_reg_0, b_reg, acc_0_0);
  __m512 b_reg_1;
  b_reg_1 = _mm512_loadu_ps(&B.data[B.strides[0] + 16 * ko]); __asm__("" : "+v"(b_reg_1));
  acc_0_1 = _mm512_fmadd_ps(a_reg_0, b_reg_1, acc_0_1);
  __m512 b_reg_2;
  b_reg_2 = _mm512_loadu_ps(&B.data[(2) * (B.strides[0]) + 16 * ko]); __asm__("" : "+v"(b_reg_2));
  acc_0_2 = _mm512_fmadd_ps(a_reg_0, b_reg_2, acc_0_2);
}
C.data[0] += _mm512_reduce_add_ps(acc_0_0);
C.data[1] += _mm512_reduce_add_ps(acc_0_1);
C.data[2] += _mm512_reduce_add_ps(acc_0_2);
for (int_fast32_t ki = 0; ki < K % 16; ki++) {
  C.data[0] += A.data[ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[1] += A.data[ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[2] += A.data[ki + (K / 16) * 16] * B.data[2 * B.strides[0] + ki + (K / 16) * 16];
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
__m512 acc_0_0;
__m512 acc_0_1;
__m512 acc_0_2;
__m512 acc_0_3;
acc_0_0 = _mm512_set1_ps(0.0f);
acc_0_1 = _mm512_set1_ps(0.0f);
acc_0_2 = _mm512_set1_ps(0.0f);
acc_0_3 = _mm512_set1_ps(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (16)); ko++) {
  __m512 a_reg_0;
  a_reg_0 = _mm512_loadu_ps(&A.data[16 * ko]); __asm__("" : "+v"(a_reg_0));
  __m512 b_reg;
  b_reg = _mm512_loadu_ps(&B.data[16 * ko]); __asm__("" : "+v"(b_reg));
  acc_0_0 = _mm512_fmadd_ps(a_reg_0, b_reg, acc_0_0);
  __m512 b_reg_1;
  b_reg_1 = _mm512_loadu_ps(&B.data[B.strides[0] + 16 * ko]); __asm__("" : "+v"(b_reg_1));
  acc_0_1 = _mm512_fmadd_ps(a_reg_0, b_reg_1, acc_0_1);
  __m512 b_reg_2;
  b_reg_2 = _mm512_loadu_ps(&B.data[(2) * (B.strides[0]) + 16 * ko]); __asm__("" : "+v"(b_reg_2));
  acc_0_2 = _mm512_fmadd_ps(a_reg_0, b_reg_2, acc_0_2);
  __m512 b_reg_3;
  b_reg_3 = _mm512_loadu_ps(&B.data[(3) * (B.strides[0]) + 16 * ko]); __asm__("" : "+v"(b_reg_3));
  acc_0_3 = _mm512_fmadd_ps(a_reg_0, b_reg_3, acc_0_3);
}
{ float exo_s[4]; exogemm_avx512_hsum4(exo_s, acc_0_0, acc_0_1, acc_0_2, acc_0_3); (&C.data[0])[0] += exo_s[0]; (&C.data[0])[1] += exo_s[1]; (&C.data[0])[2] += exo_s[2]; (&C.data[0])[3] += exo_s[3]; }
for (int_fast32_t ki = 0; ki < K % 16; ki++) {
  C.data[0] += A.data[ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[1] += A.data[ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[2] += A.data[ki + (K / 16) * 16] * B.data[2 * B.strides[0] + ki + (K / 16) * 16];
  C.data[3] += A.data[ki + (K / 16) * 16] * B.data[3 * B.strides[0] + ki + (K / 16) * 16];
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
__m512 acc_0_0;
__m512 acc_1_0;
acc_0_0 = _mm512_set1_ps(0.0f);
acc_1_0 = _mm512_set1_ps(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (16)); ko++) {
  { for (int exo_r = 1; exo_r < 2; exo_r++) __builtin_prefetch(&B.data[16 * ko] + (size_t)exo_r * (((struct exo_win_2f32c){ &B.data[16 * ko], { B.strides[0], 1 } })).strides[0], 0, 1); }
  __m512 a_reg_0;
  __m512 a_reg_1;
  a_reg_0 = _mm512_loadu_ps(&A.data[16 * ko]); __asm__("" : "+v"(a_reg_0));
  a_reg_1 = _mm512_loadu_ps(&A.data[A.strides[0] + 16 * ko]); __asm__("" : "+v"(a_reg_1));
  __m512 b_reg;
  b_reg = _mm512_loadu_ps(&B.data[16 * ko]); __asm__("" : "+v"(b_reg));
  acc_0_0 = _mm512_fmadd_ps(a_reg_0, b_reg, acc_0_0);
  acc_1_0 = _mm512_fmadd_ps(a_reg_1, b_reg, acc_1_0);
}
C.data[0] += _mm512_reduce_add_ps(acc_0_0);
C.data[C.strides[0]] += _mm512_reduce_add_ps(acc_1_0);
for (int_fast32_t ki = 0; ki < K % 16; ki++) {
  C.data[0] += A.data[ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
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
__m512 acc_0_0;
__m512 acc_1_0;
acc_0_0 = _mm512_set1_ps(0.0f);
acc_1_0 = _mm512_set1_ps(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (16)); ko++) {
  __m512 a_reg_0;
  __m512 a_reg_1;
  a_reg_0 = _mm512_loadu_ps(&A.data[16 * ko]); __asm__("" : "+v"(a_reg_0));
  a_reg_1 = _mm512_loadu_ps(&A.data[A.strides[0] + 16 * ko]); __asm__("" : "+v"(a_reg_1));
  __m512 b_reg;
  b_reg = _mm512_loadu_ps(&B.data[16 * ko]); __asm__("" : "+v"(b_reg));
  acc_0_0 = _mm512_fmadd_ps(a_reg_0, b_reg, acc_0_0);
  acc_1_0 = _mm512_fmadd_ps(a_reg_1, b_reg, acc_1_0);
}
C.data[0] += _mm512_reduce_add_ps(acc_0_0);
C.data[C.strides[0]] += _mm512_reduce_add_ps(acc_1_0);
for (int_fast32_t ki = 0; ki < K % 16; ki++) {
  C.data[0] += A.data[ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
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
__m512 acc_0_0;
__m512 acc_0_1;
__m512 acc_1_0;
__m512 acc_1_1;
acc_0_0 = _mm512_set1_ps(0.0f);
acc_0_1 = _mm512_set1_ps(0.0f);
acc_1_0 = _mm512_set1_ps(0.0f);
acc_1_1 = _mm512_set1_ps(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (16)); ko++) {
  { for (int exo_r = 2; exo_r < 4; exo_r++) __builtin_prefetch(&B.data[16 * ko] + (size_t)exo_r * (((struct exo_win_2f32c){ &B.data[16 * ko], { B.strides[0], 1 } })).strides[0], 0, 1); }
  __m512 a_reg_0;
  __m512 a_reg_1;
  a_reg_0 = _mm512_loadu_ps(&A.data[16 * ko]); __asm__("" : "+v"(a_reg_0));
  a_reg_1 = _mm512_loadu_ps(&A.data[A.strides[0] + 16 * ko]); __asm__("" : "+v"(a_reg_1));
  __m512 b_reg;
  b_reg = _mm512_loadu_ps(&B.data[16 * ko]); __asm__("" : "+v"(b_reg));
  acc_0_0 = _mm512_fmadd_ps(a_reg_0, b_reg, acc_0_0);
  acc_1_0 = _mm512_fmadd_ps(a_reg_1, b_reg, acc_1_0);
  __m512 b_reg_1;
  b_reg_1 = _mm512_loadu_ps(&B.data[B.strides[0] + 16 * ko]); __asm__("" : "+v"(b_reg_1));
  acc_0_1 = _mm512_fmadd_ps(a_reg_0, b_reg_1, acc_0_1);
  acc_1_1 = _mm512_fmadd_ps(a_reg_1, b_reg_1, acc_1_1);
}
{ float exo_s[4]; exogemm_avx512_hsum4(exo_s, acc_0_0, acc_0_1, acc_1_0, acc_1_1); (&C.data[0])[0] += exo_s[0]; (&C.data[0])[1] += exo_s[1]; (&C.data[0])[1 * ((struct exo_win_2f32){ &C.data[0], { C.strides[0], 1 } }).strides[0] + 0] += exo_s[2]; (&C.data[0])[1 * ((struct exo_win_2f32){ &C.data[0], { C.strides[0], 1 } }).strides[0] + 1] += exo_s[3]; }
for (int_fast32_t ki = 0; ki < K % 16; ki++) {
  C.data[0] += A.data[ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[1] += A.data[ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[C.strides[0] + 1] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
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
__m512 acc_0_0;
__m512 acc_0_1;
__m512 acc_1_0;
__m512 acc_1_1;
acc_0_0 = _mm512_set1_ps(0.0f);
acc_0_1 = _mm512_set1_ps(0.0f);
acc_1_0 = _mm512_set1_ps(0.0f);
acc_1_1 = _mm512_set1_ps(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (16)); ko++) {
  __m512 a_reg_0;
  __m512 a_reg_1;
  a_reg_0 = _mm512_loadu_ps(&A.data[16 * ko]); __asm__("" : "+v"(a_reg_0));
  a_reg_1 = _mm512_loadu_ps(&A.data[A.strides[0] + 16 * ko]); __asm__("" : "+v"(a_reg_1));
  __m512 b_reg;
  b_reg = _mm512_loadu_ps(&B.data[16 * ko]); __asm__("" : "+v"(b_reg));
  acc_0_0 = _mm512_fmadd_ps(a_reg_0, b_reg, acc_0_0);
  acc_1_0 = _mm512_fmadd_ps(a_reg_1, b_reg, acc_1_0);
  __m512 b_reg_1;
  b_reg_1 = _mm512_loadu_ps(&B.data[B.strides[0] + 16 * ko]); __asm__("" : "+v"(b_reg_1));
  acc_0_1 = _mm512_fmadd_ps(a_reg_0, b_reg_1, acc_0_1);
  acc_1_1 = _mm512_fmadd_ps(a_reg_1, b_reg_1, acc_1_1);
}
{ float exo_s[4]; exogemm_avx512_hsum4(exo_s, acc_0_0, acc_0_1, acc_1_0, acc_1_1); (&C.data[0])[0] += exo_s[0]; (&C.data[0])[1] += exo_s[1]; (&C.data[0])[1 * ((struct exo_win_2f32){ &C.data[0], { C.strides[0], 1 } }).strides[0] + 0] += exo_s[2]; (&C.data[0])[1 * ((struct exo_win_2f32){ &C.data[0], { C.strides[0], 1 } }).strides[0] + 1] += exo_s[3]; }
for (int_fast32_t ki = 0; ki < K % 16; ki++) {
  C.data[0] += A.data[ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[1] += A.data[ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[C.strides[0] + 1] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
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
__m512 acc_0_0;
__m512 acc_0_1;
__m512 acc_0_2;
__m512 acc_1_0;
__m512 acc_1_1;
__m512 acc_1_2;
acc_0_0 = _mm512_set1_ps(0.0f);
acc_0_1 = _mm512_set1_ps(0.0f);
acc_0_2 = _mm512_set1_ps(0.0f);
acc_1_0 = _mm512_set1_ps(0.0f);
acc_1_1 = _mm512_set1_ps(0.0f);
acc_1_2 = _mm512_set1_ps(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (16)); ko++) {
  { for (int exo_r = 3; exo_r < 6; exo_r++) __builtin_prefetch(&B.data[16 * ko] + (size_t)exo_r * (((struct exo_win_2f32c){ &B.data[16 * ko], { B.strides[0], 1 } })).strides[0], 0, 1); }
  __m512 a_reg_0;
  __m512 a_reg_1;
  a_reg_0 = _mm512_loadu_ps(&A.data[16 * ko]); __asm__("" : "+v"(a_reg_0));
  a_reg_1 = _mm512_loadu_ps(&A.data[A.strides[0] + 16 * ko]); __asm__("" : "+v"(a_reg_1));
  __m512 b_reg;
  b_reg = _mm512_loadu_ps(&B.data[16 * ko]); __asm__("" : "+v"(b_reg));
  acc_0_0 = _mm512_fmadd_ps(a_reg_0, b_reg, acc_0_0);
  acc_1_0 = _mm512_fmadd_ps(a_reg_1, b_reg, acc_1_0);
  __m512 b_reg_1;
  b_reg_1 = _mm512_loadu_ps(&B.data[B.strides[0] + 16 * ko]); __asm__("" : "+v"(b_reg_1));
  acc_0_1 = _mm512_fmadd_ps(a_reg_0, b_reg_1, acc_0_1);
  acc_1_1 = _mm512_fmadd_ps(a_reg_1, b_reg_1, acc_1_1);
  __m512 b_reg_2;
  b_reg_2 = _mm512_loadu_ps(&B.data[(2) * (B.strides[0]) + 16 * ko]); __asm__("" : "+v"(b_reg_2));
  acc_0_2 = _mm512_fmadd_ps(a_reg_0, b_reg_2, acc_0_2);
  acc_1_2 = _mm512_fmadd_ps(a_reg_1, b_reg_2, acc_1_2);
}
C.data[0] += _mm512_reduce_add_ps(acc_0_0);
C.data[1] += _mm512_reduce_add_ps(acc_0_1);
C.data[2] += _mm512_reduce_add_ps(acc_0_2);
C.data[C.strides[0]] += _mm512_reduce_add_ps(acc_1_0);
C.data[C.strides[0] + 1] += _mm512_reduce_add_ps(acc_1_1);
C.data[C.strides[0] + 2] += _mm512_reduce_add_ps(acc_1_2);
for (int_fast32_t ki = 0; ki < K % 16; ki++) {
  C.data[0] += A.data[ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[1] += A.data[ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[2] += A.data[ki + (K / 16) * 16] * B.data[2 * B.strides[0] + ki + (K / 16) * 16];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[C.strides[0] + 1] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[C.strides[0] + 2] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[2 * B.strides[0] + ki + (K / 16) * 16];
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
__m512 acc_0_0;
__m512 acc_0_1;
__m512 acc_0_2;
__m512 acc_1_0;
__m512 acc_1_1;
__m512 acc_1_2;
acc_0_0 = _mm512_set1_ps(0.0f);
acc_0_1 = _mm512_set1_ps(0.0f);
acc_0_2 = _mm512_set1_ps(0.0f);
acc_1_0 = _mm512_set1_ps(0.0f);
acc_1_1 = _mm512_set1_ps(0.0f);
acc_1_2 = _mm512_set1_ps(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (16)); ko++) {
  __m512 a_reg_0;
  __m512 a_reg_1;
  a_reg_0 = _mm512_loadu_ps(&A.data[16 * ko]); __asm__("" : "+v"(a_reg_0));
  a_reg_1 = _mm512_loadu_ps(&A.data[A.strides[0] + 16 * ko]); __asm__("" : "+v"(a_reg_1));
  __m512 b_reg;
  b_reg = _mm512_loadu_ps(&B.data[16 * ko]); __asm__("" : "+v"(b_reg));
  acc_0_0 = _mm512_fmadd_ps(a_reg_0, b_reg, acc_0_0);
  acc_1_0 = _mm512_fmadd_ps(a_reg_1, b_reg, acc_1_0);
  __m512 b_reg_1;
  b_reg_1 = _mm512_loadu_ps(&B.data[B.strides[0] + 16 * ko]); __asm__("" : "+v"(b_reg_1));
  acc_0_1 = _mm512_fmadd_ps(a_reg_0, b_reg_1, acc_0_1);
  acc_1_1 = _mm512_fmadd_ps(a_reg_1, b_reg_1, acc_1_1);
  __m512 b_reg_2;
  b_reg_2 = _mm512_loadu_ps(&B.data[(2) * (B.strides[0]) + 16 * ko]); __asm__("" : "+v"(b_reg_2));
  acc_0_2 = _mm512_fmadd_ps(a_reg_0, b_reg_2, acc_0_2);
  acc_1_2 = _mm512_fmadd_ps(a_reg_1, b_reg_2, acc_1_2);
}
C.data[0] += _mm512_reduce_add_ps(acc_0_0);
C.data[1] += _mm512_reduce_add_ps(acc_0_1);
C.data[2] += _mm512_reduce_add_ps(acc_0_2);
C.data[C.strides[0]] += _mm512_reduce_add_ps(acc_1_0);
C.data[C.strides[0] + 1] += _mm512_reduce_add_ps(acc_1_1);
C.data[C.strides[0] + 2] += _mm512_reduce_add_ps(acc_1_2);
for (int_fast32_t ki = 0; ki < K % 16; ki++) {
  C.data[0] += A.data[ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[1] += A.data[ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[2] += A.data[ki + (K / 16) * 16] * B.data[2 * B.strides[0] + ki + (K / 16) * 16];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[C.strides[0] + 1] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[C.strides[0] + 2] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[2 * B.strides[0] + ki + (K / 16) * 16];
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
__m512 acc_0_0;
__m512 acc_0_1;
__m512 acc_0_2;
__m512 acc_0_3;
__m512 acc_1_0;
__m512 acc_1_1;
__m512 acc_1_2;
__m512 acc_1_3;
acc_0_0 = _mm512_set1_ps(0.0f);
acc_0_1 = _mm512_set1_ps(0.0f);
acc_0_2 = _mm512_set1_ps(0.0f);
acc_0_3 = _mm512_set1_ps(0.0f);
acc_1_0 = _mm512_set1_ps(0.0f);
acc_1_1 = _mm512_set1_ps(0.0f);
acc_1_2 = _mm512_set1_ps(0.0f);
acc_1_3 = _mm512_set1_ps(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (16)); ko++) {
  { for (int exo_r = 4; exo_r < 8; exo_r++) __builtin_prefetch(&B.data[16 * ko] + (size_t)exo_r * (((struct exo_win_2f32c){ &B.data[16 * ko], { B.strides[0], 1 } })).strides[0], 0, 1); }
  __m512 a_reg_0;
  __m512 a_reg_1;
  a_reg_0 = _mm512_loadu_ps(&A.data[16 * ko]); __asm__("" : "+v"(a_reg_0));
  a_reg_1 = _mm512_loadu_ps(&A.data[A.strides[0] + 16 * ko]); __asm__("" : "+v"(a_reg_1));
  __m512 b_reg;
  b_reg = _mm512_loadu_ps(&B.data[16 * ko]); __asm__("" : "+v"(b_reg));
  acc_0_0 = _mm512_fmadd_ps(a_reg_0, b_reg, acc_0_0);
  acc_1_0 = _mm512_fmadd_ps(a_reg_1, b_reg, acc_1_0);
  __m512 b_reg_1;
  b_reg_1 = _mm512_loadu_ps(&B.data[B.strides[0] + 16 * ko]); __asm__("" : "+v"(b_reg_1));
  acc_0_1 = _mm512_fmadd_ps(a_reg_0, b_reg_1, acc_0_1);
  acc_1_1 = _mm512_fmadd_ps(a_reg_1, b_reg_1, acc_1_1);
  __m512 b_reg_2;
  b_reg_2 = _mm512_loadu_ps(&B.data[(2) * (B.strides[0]) + 16 * ko]); __asm__("" : "+v"(b_reg_2));
  acc_0_2 = _mm512_fmadd_ps(a_reg_0, b_reg_2, acc_0_2);
  acc_1_2 = _mm512_fmadd_ps(a_reg_1, b_reg_2, acc_1_2);
  __m512 b_reg_3;
  b_reg_3 = _mm512_loadu_ps(&B.data[(3) * (B.strides[0]) + 16 * ko]); __asm__("" : "+v"(b_reg_3));
  acc_0_3 = _mm512_fmadd_ps(a_reg_0, b_reg_3, acc_0_3);
  acc_1_3 = _mm512_fmadd_ps(a_reg_1, b_reg_3, acc_1_3);
}
{ float exo_s[4]; exogemm_avx512_hsum4(exo_s, acc_0_0, acc_0_1, acc_0_2, acc_0_3); (&C.data[0])[0] += exo_s[0]; (&C.data[0])[1] += exo_s[1]; (&C.data[0])[2] += exo_s[2]; (&C.data[0])[3] += exo_s[3]; }
{ float exo_s[4]; exogemm_avx512_hsum4(exo_s, acc_1_0, acc_1_1, acc_1_2, acc_1_3); (&C.data[C.strides[0]])[0] += exo_s[0]; (&C.data[C.strides[0]])[1] += exo_s[1]; (&C.data[C.strides[0]])[2] += exo_s[2]; (&C.data[C.strides[0]])[3] += exo_s[3]; }
for (int_fast32_t ki = 0; ki < K % 16; ki++) {
  C.data[0] += A.data[ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[1] += A.data[ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[2] += A.data[ki + (K / 16) * 16] * B.data[2 * B.strides[0] + ki + (K / 16) * 16];
  C.data[3] += A.data[ki + (K / 16) * 16] * B.data[3 * B.strides[0] + ki + (K / 16) * 16];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[C.strides[0] + 1] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[C.strides[0] + 2] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[2 * B.strides[0] + ki + (K / 16) * 16];
  C.data[C.strides[0] + 3] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[3 * B.strides[0] + ki + (K / 16) * 16];
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
__m512 acc_0_0;
__m512 acc_0_1;
__m512 acc_0_2;
__m512 acc_0_3;
__m512 acc_1_0;
__m512 acc_1_1;
__m512 acc_1_2;
__m512 acc_1_3;
acc_0_0 = _mm512_set1_ps(0.0f);
acc_0_1 = _mm512_set1_ps(0.0f);
acc_0_2 = _mm512_set1_ps(0.0f);
acc_0_3 = _mm512_set1_ps(0.0f);
acc_1_0 = _mm512_set1_ps(0.0f);
acc_1_1 = _mm512_set1_ps(0.0f);
acc_1_2 = _mm512_set1_ps(0.0f);
acc_1_3 = _mm512_set1_ps(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (16)); ko++) {
  __m512 a_reg_0;
  __m512 a_reg_1;
  a_reg_0 = _mm512_loadu_ps(&A.data[16 * ko]); __asm__("" : "+v"(a_reg_0));
  a_reg_1 = _mm512_loadu_ps(&A.data[A.strides[0] + 16 * ko]); __asm__("" : "+v"(a_reg_1));
  __m512 b_reg;
  b_reg = _mm512_loadu_ps(&B.data[16 * ko]); __asm__("" : "+v"(b_reg));
  acc_0_0 = _mm512_fmadd_ps(a_reg_0, b_reg, acc_0_0);
  acc_1_0 = _mm512_fmadd_ps(a_reg_1, b_reg, acc_1_0);
  __m512 b_reg_1;
  b_reg_1 = _mm512_loadu_ps(&B.data[B.strides[0] + 16 * ko]); __asm__("" : "+v"(b_reg_1));
  acc_0_1 = _mm512_fmadd_ps(a_reg_0, b_reg_1, acc_0_1);
  acc_1_1 = _mm512_fmadd_ps(a_reg_1, b_reg_1, acc_1_1);
  __m512 b_reg_2;
  b_reg_2 = _mm512_loadu_ps(&B.data[(2) * (B.strides[0]) + 16 * ko]); __asm__("" : "+v"(b_reg_2));
  acc_0_2 = _mm512_fmadd_ps(a_reg_0, b_reg_2, acc_0_2);
  acc_1_2 = _mm512_fmadd_ps(a_reg_1, b_reg_2, acc_1_2);
  __m512 b_reg_3;
  b_reg_3 = _mm512_loadu_ps(&B.data[(3) * (B.strides[0]) + 16 * ko]); __asm__("" : "+v"(b_reg_3));
  acc_0_3 = _mm512_fmadd_ps(a_reg_0, b_reg_3, acc_0_3);
  acc_1_3 = _mm512_fmadd_ps(a_reg_1, b_reg_3, acc_1_3);
}
{ float exo_s[4]; exogemm_avx512_hsum4(exo_s, acc_0_0, acc_0_1, acc_0_2, acc_0_3); (&C.data[0])[0] += exo_s[0]; (&C.data[0])[1] += exo_s[1]; (&C.data[0])[2] += exo_s[2]; (&C.data[0])[3] += exo_s[3]; }
{ float exo_s[4]; exogemm_avx512_hsum4(exo_s, acc_1_0, acc_1_1, acc_1_2, acc_1_3); (&C.data[C.strides[0]])[0] += exo_s[0]; (&C.data[C.strides[0]])[1] += exo_s[1]; (&C.data[C.strides[0]])[2] += exo_s[2]; (&C.data[C.strides[0]])[3] += exo_s[3]; }
for (int_fast32_t ki = 0; ki < K % 16; ki++) {
  C.data[0] += A.data[ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[1] += A.data[ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[2] += A.data[ki + (K / 16) * 16] * B.data[2 * B.strides[0] + ki + (K / 16) * 16];
  C.data[3] += A.data[ki + (K / 16) * 16] * B.data[3 * B.strides[0] + ki + (K / 16) * 16];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[C.strides[0] + 1] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[C.strides[0] + 2] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[2 * B.strides[0] + ki + (K / 16) * 16];
  C.data[C.strides[0] + 3] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[3 * B.strides[0] + ki + (K / 16) * 16];
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
__m512 acc_0_0;
__m512 acc_1_0;
__m512 acc_2_0;
acc_0_0 = _mm512_set1_ps(0.0f);
acc_1_0 = _mm512_set1_ps(0.0f);
acc_2_0 = _mm512_set1_ps(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (16)); ko++) {
  { for (int exo_r = 1; exo_r < 2; exo_r++) __builtin_prefetch(&B.data[16 * ko] + (size_t)exo_r * (((struct exo_win_2f32c){ &B.data[16 * ko], { B.strides[0], 1 } })).strides[0], 0, 1); }
  __m512 a_reg_0;
  __m512 a_reg_1;
  __m512 a_reg_2;
  a_reg_0 = _mm512_loadu_ps(&A.data[16 * ko]); __asm__("" : "+v"(a_reg_0));
  a_reg_1 = _mm512_loadu_ps(&A.data[A.strides[0] + 16 * ko]); __asm__("" : "+v"(a_reg_1));
  a_reg_2 = _mm512_loadu_ps(&A.data[(2) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_2));
  __m512 b_reg;
  b_reg = _mm512_loadu_ps(&B.data[16 * ko]); __asm__("" : "+v"(b_reg));
  acc_0_0 = _mm512_fmadd_ps(a_reg_0, b_reg, acc_0_0);
  acc_1_0 = _mm512_fmadd_ps(a_reg_1, b_reg, acc_1_0);
  acc_2_0 = _mm512_fmadd_ps(a_reg_2, b_reg, acc_2_0);
}
C.data[0] += _mm512_reduce_add_ps(acc_0_0);
C.data[C.strides[0]] += _mm512_reduce_add_ps(acc_1_0);
C.data[(2) * (C.strides[0])] += _mm512_reduce_add_ps(acc_2_0);
for (int_fast32_t ki = 0; ki < K % 16; ki++) {
  C.data[0] += A.data[ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[2 * C.strides[0]] += A.data[2 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
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
__m512 acc_0_0;
__m512 acc_1_0;
__m512 acc_2_0;
acc_0_0 = _mm512_set1_ps(0.0f);
acc_1_0 = _mm512_set1_ps(0.0f);
acc_2_0 = _mm512_set1_ps(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (16)); ko++) {
  __m512 a_reg_0;
  __m512 a_reg_1;
  __m512 a_reg_2;
  a_reg_0 = _mm512_loadu_ps(&A.data[16 * ko]); __asm__("" : "+v"(a_reg_0));
  a_reg_1 = _mm512_loadu_ps(&A.data[A.strides[0] + 16 * ko]); __asm__("" : "+v"(a_reg_1));
  a_reg_2 = _mm512_loadu_ps(&A.data[(2) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_2));
  __m512 b_reg;
  b_reg = _mm512_loadu_ps(&B.data[16 * ko]); __asm__("" : "+v"(b_reg));
  acc_0_0 = _mm512_fmadd_ps(a_reg_0, b_reg, acc_0_0);
  acc_1_0 = _mm512_fmadd_ps(a_reg_1, b_reg, acc_1_0);
  acc_2_0 = _mm512_fmadd_ps(a_reg_2, b_reg, acc_2_0);
}
C.data[0] += _mm512_reduce_add_ps(acc_0_0);
C.data[C.strides[0]] += _mm512_reduce_add_ps(acc_1_0);
C.data[(2) * (C.strides[0])] += _mm512_reduce_add_ps(acc_2_0);
for (int_fast32_t ki = 0; ki < K % 16; ki++) {
  C.data[0] += A.data[ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[2 * C.strides[0]] += A.data[2 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
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
__m512 acc_0_0;
__m512 acc_0_1;
__m512 acc_1_0;
__m512 acc_1_1;
__m512 acc_2_0;
__m512 acc_2_1;
acc_0_0 = _mm512_set1_ps(0.0f);
acc_0_1 = _mm512_set1_ps(0.0f);
acc_1_0 = _mm512_set1_ps(0.0f);
acc_1_1 = _mm512_set1_ps(0.0f);
acc_2_0 = _mm512_set1_ps(0.0f);
acc_2_1 = _mm512_set1_ps(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (16)); ko++) {
  { for (int exo_r = 2; exo_r < 4; exo_r++) __builtin_prefetch(&B.data[16 * ko] + (size_t)exo_r * (((struct exo_win_2f32c){ &B.data[16 * ko], { B.strides[0], 1 } })).strides[0], 0, 1); }
  __m512 a_reg_0;
  __m512 a_reg_1;
  __m512 a_reg_2;
  a_reg_0 = _mm512_loadu_ps(&A.data[16 * ko]); __asm__("" : "+v"(a_reg_0));
  a_reg_1 = _mm512_loadu_ps(&A.data[A.strides[0] + 16 * ko]); __asm__("" : "+v"(a_reg_1));
  a_reg_2 = _mm512_loadu_ps(&A.data[(2) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_2));
  __m512 b_reg;
  b_reg = _mm512_loadu_ps(&B.data[16 * ko]); __asm__("" : "+v"(b_reg));
  acc_0_0 = _mm512_fmadd_ps(a_reg_0, b_reg, acc_0_0);
  acc_1_0 = _mm512_fmadd_ps(a_reg_1, b_reg, acc_1_0);
  acc_2_0 = _mm512_fmadd_ps(a_reg_2, b_reg, acc_2_0);
  __m512 b_reg_1;
  b_reg_1 = _mm512_loadu_ps(&B.data[B.strides[0] + 16 * ko]); __asm__("" : "+v"(b_reg_1));
  acc_0_1 = _mm512_fmadd_ps(a_reg_0, b_reg_1, acc_0_1);
  acc_1_1 = _mm512_fmadd_ps(a_reg_1, b_reg_1, acc_1_1);
  acc_2_1 = _mm512_fmadd_ps(a_reg_2, b_reg_1, acc_2_1);
}
C.data[0] += _mm512_reduce_add_ps(acc_0_0);
C.data[1] += _mm512_reduce_add_ps(acc_0_1);
C.data[C.strides[0]] += _mm512_reduce_add_ps(acc_1_0);
C.data[C.strides[0] + 1] += _mm512_reduce_add_ps(acc_1_1);
C.data[(2) * (C.strides[0])] += _mm512_reduce_add_ps(acc_2_0);
C.data[(2) * (C.strides[0]) + 1] += _mm512_reduce_add_ps(acc_2_1);
for (int_fast32_t ki = 0; ki < K % 16; ki++) {
  C.data[0] += A.data[ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[1] += A.data[ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[C.strides[0] + 1] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[2 * C.strides[0]] += A.data[2 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[2 * C.strides[0] + 1] += A.data[2 * A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
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
__m512 acc_0_0;
__m512 acc_0_1;
__m512 acc_1_0;
__m512 acc_1_1;
__m512 acc_2_0;
__m512 acc_2_1;
acc_0_0 = _mm512_set1_ps(0.0f);
acc_0_1 = _mm512_set1_ps(0.0f);
acc_1_0 = _mm512_set1_ps(0.0f);
acc_1_1 = _mm512_set1_ps(0.0f);
acc_2_0 = _mm512_set1_ps(0.0f);
acc_2_1 = _mm512_set1_ps(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (16)); ko++) {
  __m512 a_reg_0;
  __m512 a_reg_1;
  __m512 a_reg_2;
  a_reg_0 = _mm512_loadu_ps(&A.data[16 * ko]); __asm__("" : "+v"(a_reg_0));
  a_reg_1 = _mm512_loadu_ps(&A.data[A.strides[0] + 16 * ko]); __asm__("" : "+v"(a_reg_1));
  a_reg_2 = _mm512_loadu_ps(&A.data[(2) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_2));
  __m512 b_reg;
  b_reg = _mm512_loadu_ps(&B.data[16 * ko]); __asm__("" : "+v"(b_reg));
  acc_0_0 = _mm512_fmadd_ps(a_reg_0, b_reg, acc_0_0);
  acc_1_0 = _mm512_fmadd_ps(a_reg_1, b_reg, acc_1_0);
  acc_2_0 = _mm512_fmadd_ps(a_reg_2, b_reg, acc_2_0);
  __m512 b_reg_1;
  b_reg_1 = _mm512_loadu_ps(&B.data[B.strides[0] + 16 * ko]); __asm__("" : "+v"(b_reg_1));
  acc_0_1 = _mm512_fmadd_ps(a_reg_0, b_reg_1, acc_0_1);
  acc_1_1 = _mm512_fmadd_ps(a_reg_1, b_reg_1, acc_1_1);
  acc_2_1 = _mm512_fmadd_ps(a_reg_2, b_reg_1, acc_2_1);
}
C.data[0] += _mm512_reduce_add_ps(acc_0_0);
C.data[1] += _mm512_reduce_add_ps(acc_0_1);
C.data[C.strides[0]] += _mm512_reduce_add_ps(acc_1_0);
C.data[C.strides[0] + 1] += _mm512_reduce_add_ps(acc_1_1);
C.data[(2) * (C.strides[0])] += _mm512_reduce_add_ps(acc_2_0);
C.data[(2) * (C.strides[0]) + 1] += _mm512_reduce_add_ps(acc_2_1);
for (int_fast32_t ki = 0; ki < K % 16; ki++) {
  C.data[0] += A.data[ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[1] += A.data[ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[C.strides[0] + 1] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[2 * C.strides[0]] += A.data[2 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[2 * C.strides[0] + 1] += A.data[2 * A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
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
__m512 acc_0_0;
__m512 acc_0_1;
__m512 acc_0_2;
__m512 acc_1_0;
__m512 acc_1_1;
__m512 acc_1_2;
__m512 acc_2_0;
__m512 acc_2_1;
__m512 acc_2_2;
acc_0_0 = _mm512_set1_ps(0.0f);
acc_0_1 = _mm512_set1_ps(0.0f);
acc_0_2 = _mm512_set1_ps(0.0f);
acc_1_0 = _mm512_set1_ps(0.0f);
acc_1_1 = _mm512_set1_ps(0.0f);
acc_1_2 = _mm512_set1_ps(0.0f);
acc_2_0 = _mm512_set1_ps(0.0f);
acc_2_1 = _mm512_set1_ps(0.0f);
acc_2_2 = _mm512_set1_ps(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (16)); ko++) {
  { for (int exo_r = 3; exo_r < 6; exo_r++) __builtin_prefetch(&B.data[16 * ko] + (size_t)exo_r * (((struct exo_win_2f32c){ &B.data[16 * ko], { B.strides[0], 1 } })).strides[0], 0, 1); }
  __m512 a_reg_0;
  __m512 a_reg_1;
  __m512 a_reg_2;
  a_reg_0 = _mm512_loadu_ps(&A.data[16 * ko]); __asm__("" : "+v"(a_reg_0));
  a_reg_1 = _mm512_loadu_ps(&A.data[A.strides[0] + 16 * ko]); __asm__("" : "+v"(a_reg_1));
  a_reg_2 = _mm512_loadu_ps(&A.data[(2) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_2));
  __m512 b_reg;
  b_reg = _mm512_loadu_ps(&B.data[16 * ko]); __asm__("" : "+v"(b_reg));
  acc_0_0 = _mm512_fmadd_ps(a_reg_0, b_reg, acc_0_0);
  acc_1_0 = _mm512_fmadd_ps(a_reg_1, b_reg, acc_1_0);
  acc_2_0 = _mm512_fmadd_ps(a_reg_2, b_reg, acc_2_0);
  __m512 b_reg_1;
  b_reg_1 = _mm512_loadu_ps(&B.data[B.strides[0] + 16 * ko]); __asm__("" : "+v"(b_reg_1));
  acc_0_1 = _mm512_fmadd_ps(a_reg_0, b_reg_1, acc_0_1);
  acc_1_1 = _mm512_fmadd_ps(a_reg_1, b_reg_1, acc_1_1);
  acc_2_1 = _mm512_fmadd_ps(a_reg_2, b_reg_1, acc_2_1);
  __m512 b_reg_2;
  b_reg_2 = _mm512_loadu_ps(&B.data[(2) * (B.strides[0]) + 16 * ko]); __asm__("" : "+v"(b_reg_2));
  acc_0_2 = _mm512_fmadd_ps(a_reg_0, b_reg_2, acc_0_2);
  acc_1_2 = _mm512_fmadd_ps(a_reg_1, b_reg_2, acc_1_2);
  acc_2_2 = _mm512_fmadd_ps(a_reg_2, b_reg_2, acc_2_2);
}
C.data[0] += _mm512_reduce_add_ps(acc_0_0);
C.data[1] += _mm512_reduce_add_ps(acc_0_1);
C.data[2] += _mm512_reduce_add_ps(acc_0_2);
C.data[C.strides[0]] += _mm512_reduce_add_ps(acc_1_0);
C.data[C.strides[0] + 1] += _mm512_reduce_add_ps(acc_1_1);
C.data[C.strides[0] + 2] += _mm512_reduce_add_ps(acc_1_2);
C.data[(2) * (C.strides[0])] += _mm512_reduce_add_ps(acc_2_0);
C.data[(2) * (C.strides[0]) + 1] += _mm512_reduce_add_ps(acc_2_1);
C.data[(2) * (C.strides[0]) + 2] += _mm512_reduce_add_ps(acc_2_2);
for (int_fast32_t ki = 0; ki < K % 16; ki++) {
  C.data[0] += A.data[ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[1] += A.data[ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[2] += A.data[ki + (K / 16) * 16] * B.data[2 * B.strides[0] + ki + (K / 16) * 16];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[C.strides[0] + 1] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[C.strides[0] + 2] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[2 * B.strides[0] + ki + (K / 16) * 16];
  C.data[2 * C.strides[0]] += A.data[2 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[2 * C.strides[0] + 1] += A.data[2 * A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[2 * C.strides[0] + 2] += A.data[2 * A.strides[0] + ki + (K / 16) * 16] * B.data[2 * B.strides[0] + ki + (K / 16) * 16];
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
__m512 acc_0_0;
__m512 acc_0_1;
__m512 acc_0_2;
__m512 acc_1_0;
__m512 acc_1_1;
__m512 acc_1_2;
__m512 acc_2_0;
__m512 acc_2_1;
__m512 acc_2_2;
acc_0_0 = _mm512_set1_ps(0.0f);
acc_0_1 = _mm512_set1_ps(0.0f);
acc_0_2 = _mm512_set1_ps(0.0f);
acc_1_0 = _mm512_set1_ps(0.0f);
acc_1_1 = _mm512_set1_ps(0.0f);
acc_1_2 = _mm512_set1_ps(0.0f);
acc_2_0 = _mm512_set1_ps(0.0f);
acc_2_1 = _mm512_set1_ps(0.0f);
acc_2_2 = _mm512_set1_ps(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (16)); ko++) {
  __m512 a_reg_0;
  __m512 a_reg_1;
  __m512 a_reg_2;
  a_reg_0 = _mm512_loadu_ps(&A.data[16 * ko]); __asm__("" : "+v"(a_reg_0));
  a_reg_1 = _mm512_loadu_ps(&A.data[A.strides[0] + 16 * ko]); __asm__("" : "+v"(a_reg_1));
  a_reg_2 = _mm512_loadu_ps(&A.data[(2) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_2));
  __m512 b_reg;
  b_reg = _mm512_loadu_ps(&B.data[16 * ko]); __asm__("" : "+v"(b_reg));
  acc_0_0 = _mm512_fmadd_ps(a_reg_0, b_reg, acc_0_0);
  acc_1_0 = _mm512_fmadd_ps(a_reg_1, b_reg, acc_1_0);
  acc_2_0 = _mm512_fmadd_ps(a_reg_2, b_reg, acc_2_0);
  __m512 b_reg_1;
  b_reg_1 = _mm512_loadu_ps(&B.data[B.strides[0] + 16 * ko]); __asm__("" : "+v"(b_reg_1));
  acc_0_1 = _mm512_fmadd_ps(a_reg_0, b_reg_1, acc_0_1);
  acc_1_1 = _mm512_fmadd_ps(a_reg_1, b_reg_1, acc_1_1);
  acc_2_1 = _mm512_fmadd_ps(a_reg_2, b_reg_1, acc_2_1);
  __m512 b_reg_2;
  b_reg_2 = _mm512_loadu_ps(&B.data[(2) * (B.strides[0]) + 16 * ko]); __asm__("" : "+v"(b_reg_2));
  acc_0_2 = _mm512_fmadd_ps(a_reg_0, b_reg_2, acc_0_2);
  acc_1_2 = _mm512_fmadd_ps(a_reg_1, b_reg_2, acc_1_2);
  acc_2_2 = _mm512_fmadd_ps(a_reg_2, b_reg_2, acc_2_2);
}
C.data[0] += _mm512_reduce_add_ps(acc_0_0);
C.data[1] += _mm512_reduce_add_ps(acc_0_1);
C.data[2] += _mm512_reduce_add_ps(acc_0_2);
C.data[C.strides[0]] += _mm512_reduce_add_ps(acc_1_0);
C.data[C.strides[0] + 1] += _mm512_reduce_add_ps(acc_1_1);
C.data[C.strides[0] + 2] += _mm512_reduce_add_ps(acc_1_2);
C.data[(2) * (C.strides[0])] += _mm512_reduce_add_ps(acc_2_0);
C.data[(2) * (C.strides[0]) + 1] += _mm512_reduce_add_ps(acc_2_1);
C.data[(2) * (C.strides[0]) + 2] += _mm512_reduce_add_ps(acc_2_2);
for (int_fast32_t ki = 0; ki < K % 16; ki++) {
  C.data[0] += A.data[ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[1] += A.data[ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[2] += A.data[ki + (K / 16) * 16] * B.data[2 * B.strides[0] + ki + (K / 16) * 16];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[C.strides[0] + 1] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[C.strides[0] + 2] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[2 * B.strides[0] + ki + (K / 16) * 16];
  C.data[2 * C.strides[0]] += A.data[2 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[2 * C.strides[0] + 1] += A.data[2 * A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[2 * C.strides[0] + 2] += A.data[2 * A.strides[0] + ki + (K / 16) * 16] * B.data[2 * B.strides[0] + ki + (K / 16) * 16];
}
}

// EXOGEMM_SMALL_PREFIX_dot_3x4(
//     K : size,
//     A : [f32][3, K] @DRAM,
//     B : [f32][4, K] @DRAM,
//     C : [f32][3, 4] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_dot_3x4( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 acc_0_0;
__m512 acc_0_1;
__m512 acc_0_2;
__m512 acc_0_3;
__m512 acc_1_0;
__m512 acc_1_1;
__m512 acc_1_2;
__m512 acc_1_3;
__m512 acc_2_0;
__m512 acc_2_1;
__m512 acc_2_2;
__m512 acc_2_3;
acc_0_0 = _mm512_set1_ps(0.0f);
acc_0_1 = _mm512_set1_ps(0.0f);
acc_0_2 = _mm512_set1_ps(0.0f);
acc_0_3 = _mm512_set1_ps(0.0f);
acc_1_0 = _mm512_set1_ps(0.0f);
acc_1_1 = _mm512_set1_ps(0.0f);
acc_1_2 = _mm512_set1_ps(0.0f);
acc_1_3 = _mm512_set1_ps(0.0f);
acc_2_0 = _mm512_set1_ps(0.0f);
acc_2_1 = _mm512_set1_ps(0.0f);
acc_2_2 = _mm512_set1_ps(0.0f);
acc_2_3 = _mm512_set1_ps(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (16)); ko++) {
  { for (int exo_r = 4; exo_r < 8; exo_r++) __builtin_prefetch(&B.data[16 * ko] + (size_t)exo_r * (((struct exo_win_2f32c){ &B.data[16 * ko], { B.strides[0], 1 } })).strides[0], 0, 1); }
  __m512 a_reg_0;
  __m512 a_reg_1;
  __m512 a_reg_2;
  a_reg_0 = _mm512_loadu_ps(&A.data[16 * ko]); __asm__("" : "+v"(a_reg_0));
  a_reg_1 = _mm512_loadu_ps(&A.data[A.strides[0] + 16 * ko]); __asm__("" : "+v"(a_reg_1));
  a_reg_2 = _mm512_loadu_ps(&A.data[(2) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_2));
  __m512 b_reg;
  b_reg = _mm512_loadu_ps(&B.data[16 * ko]); __asm__("" : "+v"(b_reg));
  acc_0_0 = _mm512_fmadd_ps(a_reg_0, b_reg, acc_0_0);
  acc_1_0 = _mm512_fmadd_ps(a_reg_1, b_reg, acc_1_0);
  acc_2_0 = _mm512_fmadd_ps(a_reg_2, b_reg, acc_2_0);
  __m512 b_reg_1;
  b_reg_1 = _mm512_loadu_ps(&B.data[B.strides[0] + 16 * ko]); __asm__("" : "+v"(b_reg_1));
  acc_0_1 = _mm512_fmadd_ps(a_reg_0, b_reg_1, acc_0_1);
  acc_1_1 = _mm512_fmadd_ps(a_reg_1, b_reg_1, acc_1_1);
  acc_2_1 = _mm512_fmadd_ps(a_reg_2, b_reg_1, acc_2_1);
  __m512 b_reg_2;
  b_reg_2 = _mm512_loadu_ps(&B.data[(2) * (B.strides[0]) + 16 * ko]); __asm__("" : "+v"(b_reg_2));
  acc_0_2 = _mm512_fmadd_ps(a_reg_0, b_reg_2, acc_0_2);
  acc_1_2 = _mm512_fmadd_ps(a_reg_1, b_reg_2, acc_1_2);
  acc_2_2 = _mm512_fmadd_ps(a_reg_2, b_reg_2, acc_2_2);
  __m512 b_reg_3;
  b_reg_3 = _mm512_loadu_ps(&B.data[(3) * (B.strides[0]) + 16 * ko]); __asm__("" : "+v"(b_reg_3));
  acc_0_3 = _mm512_fmadd_ps(a_reg_0, b_reg_3, acc_0_3);
  acc_1_3 = _mm512_fmadd_ps(a_reg_1, b_reg_3, acc_1_3);
  acc_2_3 = _mm512_fmadd_ps(a_reg_2, b_reg_3, acc_2_3);
}
{ float exo_s[4]; exogemm_avx512_hsum4(exo_s, acc_0_0, acc_0_1, acc_0_2, acc_0_3); (&C.data[0])[0] += exo_s[0]; (&C.data[0])[1] += exo_s[1]; (&C.data[0])[2] += exo_s[2]; (&C.data[0])[3] += exo_s[3]; }
{ float exo_s[4]; exogemm_avx512_hsum4(exo_s, acc_1_0, acc_1_1, acc_1_2, acc_1_3); (&C.data[C.strides[0]])[0] += exo_s[0]; (&C.data[C.strides[0]])[1] += exo_s[1]; (&C.data[C.strides[0]])[2] += exo_s[2]; (&C.data[C.strides[0]])[3] += exo_s[3]; }
{ float exo_s[4]; exogemm_avx512_hsum4(exo_s, acc_2_0, acc_2_1, acc_2_2, acc_2_3); (&C.data[(2) * (C.strides[0])])[0] += exo_s[0]; (&C.data[(2) * (C.strides[0])])[1] += exo_s[1]; (&C.data[(2) * (C.strides[0])])[2] += exo_s[2]; (&C.data[(2) * (C.strides[0])])[3] += exo_s[3]; }
for (int_fast32_t ki = 0; ki < K % 16; ki++) {
  C.data[0] += A.data[ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[1] += A.data[ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[2] += A.data[ki + (K / 16) * 16] * B.data[2 * B.strides[0] + ki + (K / 16) * 16];
  C.data[3] += A.data[ki + (K / 16) * 16] * B.data[3 * B.strides[0] + ki + (K / 16) * 16];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[C.strides[0] + 1] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[C.strides[0] + 2] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[2 * B.strides[0] + ki + (K / 16) * 16];
  C.data[C.strides[0] + 3] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[3 * B.strides[0] + ki + (K / 16) * 16];
  C.data[2 * C.strides[0]] += A.data[2 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[2 * C.strides[0] + 1] += A.data[2 * A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[2 * C.strides[0] + 2] += A.data[2 * A.strides[0] + ki + (K / 16) * 16] * B.data[2 * B.strides[0] + ki + (K / 16) * 16];
  C.data[2 * C.strides[0] + 3] += A.data[2 * A.strides[0] + ki + (K / 16) * 16] * B.data[3 * B.strides[0] + ki + (K / 16) * 16];
}
}

// EXOGEMM_SMALL_PREFIX_dot_3x4_resident(
//     K : size,
//     A : [f32][3, K] @DRAM,
//     B : [f32][4, K] @DRAM,
//     C : [f32][3, 4] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_dot_3x4_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 acc_0_0;
__m512 acc_0_1;
__m512 acc_0_2;
__m512 acc_0_3;
__m512 acc_1_0;
__m512 acc_1_1;
__m512 acc_1_2;
__m512 acc_1_3;
__m512 acc_2_0;
__m512 acc_2_1;
__m512 acc_2_2;
__m512 acc_2_3;
acc_0_0 = _mm512_set1_ps(0.0f);
acc_0_1 = _mm512_set1_ps(0.0f);
acc_0_2 = _mm512_set1_ps(0.0f);
acc_0_3 = _mm512_set1_ps(0.0f);
acc_1_0 = _mm512_set1_ps(0.0f);
acc_1_1 = _mm512_set1_ps(0.0f);
acc_1_2 = _mm512_set1_ps(0.0f);
acc_1_3 = _mm512_set1_ps(0.0f);
acc_2_0 = _mm512_set1_ps(0.0f);
acc_2_1 = _mm512_set1_ps(0.0f);
acc_2_2 = _mm512_set1_ps(0.0f);
acc_2_3 = _mm512_set1_ps(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (16)); ko++) {
  __m512 a_reg_0;
  __m512 a_reg_1;
  __m512 a_reg_2;
  a_reg_0 = _mm512_loadu_ps(&A.data[16 * ko]); __asm__("" : "+v"(a_reg_0));
  a_reg_1 = _mm512_loadu_ps(&A.data[A.strides[0] + 16 * ko]); __asm__("" : "+v"(a_reg_1));
  a_reg_2 = _mm512_loadu_ps(&A.data[(2) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_2));
  __m512 b_reg;
  b_reg = _mm512_loadu_ps(&B.data[16 * ko]); __asm__("" : "+v"(b_reg));
  acc_0_0 = _mm512_fmadd_ps(a_reg_0, b_reg, acc_0_0);
  acc_1_0 = _mm512_fmadd_ps(a_reg_1, b_reg, acc_1_0);
  acc_2_0 = _mm512_fmadd_ps(a_reg_2, b_reg, acc_2_0);
  __m512 b_reg_1;
  b_reg_1 = _mm512_loadu_ps(&B.data[B.strides[0] + 16 * ko]); __asm__("" : "+v"(b_reg_1));
  acc_0_1 = _mm512_fmadd_ps(a_reg_0, b_reg_1, acc_0_1);
  acc_1_1 = _mm512_fmadd_ps(a_reg_1, b_reg_1, acc_1_1);
  acc_2_1 = _mm512_fmadd_ps(a_reg_2, b_reg_1, acc_2_1);
  __m512 b_reg_2;
  b_reg_2 = _mm512_loadu_ps(&B.data[(2) * (B.strides[0]) + 16 * ko]); __asm__("" : "+v"(b_reg_2));
  acc_0_2 = _mm512_fmadd_ps(a_reg_0, b_reg_2, acc_0_2);
  acc_1_2 = _mm512_fmadd_ps(a_reg_1, b_reg_2, acc_1_2);
  acc_2_2 = _mm512_fmadd_ps(a_reg_2, b_reg_2, acc_2_2);
  __m512 b_reg_3;
  b_reg_3 = _mm512_loadu_ps(&B.data[(3) * (B.strides[0]) + 16 * ko]); __asm__("" : "+v"(b_reg_3));
  acc_0_3 = _mm512_fmadd_ps(a_reg_0, b_reg_3, acc_0_3);
  acc_1_3 = _mm512_fmadd_ps(a_reg_1, b_reg_3, acc_1_3);
  acc_2_3 = _mm512_fmadd_ps(a_reg_2, b_reg_3, acc_2_3);
}
{ float exo_s[4]; exogemm_avx512_hsum4(exo_s, acc_0_0, acc_0_1, acc_0_2, acc_0_3); (&C.data[0])[0] += exo_s[0]; (&C.data[0])[1] += exo_s[1]; (&C.data[0])[2] += exo_s[2]; (&C.data[0])[3] += exo_s[3]; }
{ float exo_s[4]; exogemm_avx512_hsum4(exo_s, acc_1_0, acc_1_1, acc_1_2, acc_1_3); (&C.data[C.strides[0]])[0] += exo_s[0]; (&C.data[C.strides[0]])[1] += exo_s[1]; (&C.data[C.strides[0]])[2] += exo_s[2]; (&C.data[C.strides[0]])[3] += exo_s[3]; }
{ float exo_s[4]; exogemm_avx512_hsum4(exo_s, acc_2_0, acc_2_1, acc_2_2, acc_2_3); (&C.data[(2) * (C.strides[0])])[0] += exo_s[0]; (&C.data[(2) * (C.strides[0])])[1] += exo_s[1]; (&C.data[(2) * (C.strides[0])])[2] += exo_s[2]; (&C.data[(2) * (C.strides[0])])[3] += exo_s[3]; }
for (int_fast32_t ki = 0; ki < K % 16; ki++) {
  C.data[0] += A.data[ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[1] += A.data[ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[2] += A.data[ki + (K / 16) * 16] * B.data[2 * B.strides[0] + ki + (K / 16) * 16];
  C.data[3] += A.data[ki + (K / 16) * 16] * B.data[3 * B.strides[0] + ki + (K / 16) * 16];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[C.strides[0] + 1] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[C.strides[0] + 2] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[2 * B.strides[0] + ki + (K / 16) * 16];
  C.data[C.strides[0] + 3] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[3 * B.strides[0] + ki + (K / 16) * 16];
  C.data[2 * C.strides[0]] += A.data[2 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[2 * C.strides[0] + 1] += A.data[2 * A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[2 * C.strides[0] + 2] += A.data[2 * A.strides[0] + ki + (K / 16) * 16] * B.data[2 * B.strides[0] + ki + (K / 16) * 16];
  C.data[2 * C.strides[0] + 3] += A.data[2 * A.strides[0] + ki + (K / 16) * 16] * B.data[3 * B.strides[0] + ki + (K / 16) * 16];
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
__m512 acc_0_0;
__m512 acc_1_0;
__m512 acc_2_0;
__m512 acc_3_0;
acc_0_0 = _mm512_set1_ps(0.0f);
acc_1_0 = _mm512_set1_ps(0.0f);
acc_2_0 = _mm512_set1_ps(0.0f);
acc_3_0 = _mm512_set1_ps(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (16)); ko++) {
  { for (int exo_r = 1; exo_r < 2; exo_r++) __builtin_prefetch(&B.data[16 * ko] + (size_t)exo_r * (((struct exo_win_2f32c){ &B.data[16 * ko], { B.strides[0], 1 } })).strides[0], 0, 1); }
  __m512 a_reg_0;
  __m512 a_reg_1;
  __m512 a_reg_2;
  __m512 a_reg_3;
  a_reg_0 = _mm512_loadu_ps(&A.data[16 * ko]); __asm__("" : "+v"(a_reg_0));
  a_reg_1 = _mm512_loadu_ps(&A.data[A.strides[0] + 16 * ko]); __asm__("" : "+v"(a_reg_1));
  a_reg_2 = _mm512_loadu_ps(&A.data[(2) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_2));
  a_reg_3 = _mm512_loadu_ps(&A.data[(3) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_3));
  __m512 b_reg;
  b_reg = _mm512_loadu_ps(&B.data[16 * ko]); __asm__("" : "+v"(b_reg));
  acc_0_0 = _mm512_fmadd_ps(a_reg_0, b_reg, acc_0_0);
  acc_1_0 = _mm512_fmadd_ps(a_reg_1, b_reg, acc_1_0);
  acc_2_0 = _mm512_fmadd_ps(a_reg_2, b_reg, acc_2_0);
  acc_3_0 = _mm512_fmadd_ps(a_reg_3, b_reg, acc_3_0);
}
{ float exo_s[4]; exogemm_avx512_hsum4(exo_s, acc_0_0, acc_1_0, acc_2_0, acc_3_0); (&C.data[0])[0] += exo_s[0]; (&C.data[0])[1 * ((struct exo_win_2f32){ &C.data[0], { C.strides[0], 1 } }).strides[0] + 0] += exo_s[1]; (&C.data[0])[2 * ((struct exo_win_2f32){ &C.data[0], { C.strides[0], 1 } }).strides[0] + 0] += exo_s[2]; (&C.data[0])[3 * ((struct exo_win_2f32){ &C.data[0], { C.strides[0], 1 } }).strides[0] + 0] += exo_s[3]; }
for (int_fast32_t ki = 0; ki < K % 16; ki++) {
  C.data[0] += A.data[ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[2 * C.strides[0]] += A.data[2 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[3 * C.strides[0]] += A.data[3 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
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
__m512 acc_0_0;
__m512 acc_1_0;
__m512 acc_2_0;
__m512 acc_3_0;
acc_0_0 = _mm512_set1_ps(0.0f);
acc_1_0 = _mm512_set1_ps(0.0f);
acc_2_0 = _mm512_set1_ps(0.0f);
acc_3_0 = _mm512_set1_ps(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (16)); ko++) {
  __m512 a_reg_0;
  __m512 a_reg_1;
  __m512 a_reg_2;
  __m512 a_reg_3;
  a_reg_0 = _mm512_loadu_ps(&A.data[16 * ko]); __asm__("" : "+v"(a_reg_0));
  a_reg_1 = _mm512_loadu_ps(&A.data[A.strides[0] + 16 * ko]); __asm__("" : "+v"(a_reg_1));
  a_reg_2 = _mm512_loadu_ps(&A.data[(2) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_2));
  a_reg_3 = _mm512_loadu_ps(&A.data[(3) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_3));
  __m512 b_reg;
  b_reg = _mm512_loadu_ps(&B.data[16 * ko]); __asm__("" : "+v"(b_reg));
  acc_0_0 = _mm512_fmadd_ps(a_reg_0, b_reg, acc_0_0);
  acc_1_0 = _mm512_fmadd_ps(a_reg_1, b_reg, acc_1_0);
  acc_2_0 = _mm512_fmadd_ps(a_reg_2, b_reg, acc_2_0);
  acc_3_0 = _mm512_fmadd_ps(a_reg_3, b_reg, acc_3_0);
}
{ float exo_s[4]; exogemm_avx512_hsum4(exo_s, acc_0_0, acc_1_0, acc_2_0, acc_3_0); (&C.data[0])[0] += exo_s[0]; (&C.data[0])[1 * ((struct exo_win_2f32){ &C.data[0], { C.strides[0], 1 } }).strides[0] + 0] += exo_s[1]; (&C.data[0])[2 * ((struct exo_win_2f32){ &C.data[0], { C.strides[0], 1 } }).strides[0] + 0] += exo_s[2]; (&C.data[0])[3 * ((struct exo_win_2f32){ &C.data[0], { C.strides[0], 1 } }).strides[0] + 0] += exo_s[3]; }
for (int_fast32_t ki = 0; ki < K % 16; ki++) {
  C.data[0] += A.data[ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[2 * C.strides[0]] += A.data[2 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[3 * C.strides[0]] += A.data[3 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
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
__m512 acc_0_0;
__m512 acc_0_1;
__m512 acc_1_0;
__m512 acc_1_1;
__m512 acc_2_0;
__m512 acc_2_1;
__m512 acc_3_0;
__m512 acc_3_1;
acc_0_0 = _mm512_set1_ps(0.0f);
acc_0_1 = _mm512_set1_ps(0.0f);
acc_1_0 = _mm512_set1_ps(0.0f);
acc_1_1 = _mm512_set1_ps(0.0f);
acc_2_0 = _mm512_set1_ps(0.0f);
acc_2_1 = _mm512_set1_ps(0.0f);
acc_3_0 = _mm512_set1_ps(0.0f);
acc_3_1 = _mm512_set1_ps(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (16)); ko++) {
  { for (int exo_r = 2; exo_r < 4; exo_r++) __builtin_prefetch(&B.data[16 * ko] + (size_t)exo_r * (((struct exo_win_2f32c){ &B.data[16 * ko], { B.strides[0], 1 } })).strides[0], 0, 1); }
  __m512 a_reg_0;
  __m512 a_reg_1;
  __m512 a_reg_2;
  __m512 a_reg_3;
  a_reg_0 = _mm512_loadu_ps(&A.data[16 * ko]); __asm__("" : "+v"(a_reg_0));
  a_reg_1 = _mm512_loadu_ps(&A.data[A.strides[0] + 16 * ko]); __asm__("" : "+v"(a_reg_1));
  a_reg_2 = _mm512_loadu_ps(&A.data[(2) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_2));
  a_reg_3 = _mm512_loadu_ps(&A.data[(3) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_3));
  __m512 b_reg;
  b_reg = _mm512_loadu_ps(&B.data[16 * ko]); __asm__("" : "+v"(b_reg));
  acc_0_0 = _mm512_fmadd_ps(a_reg_0, b_reg, acc_0_0);
  acc_1_0 = _mm512_fmadd_ps(a_reg_1, b_reg, acc_1_0);
  acc_2_0 = _mm512_fmadd_ps(a_reg_2, b_reg, acc_2_0);
  acc_3_0 = _mm512_fmadd_ps(a_reg_3, b_reg, acc_3_0);
  __m512 b_reg_1;
  b_reg_1 = _mm512_loadu_ps(&B.data[B.strides[0] + 16 * ko]); __asm__("" : "+v"(b_reg_1));
  acc_0_1 = _mm512_fmadd_ps(a_reg_0, b_reg_1, acc_0_1);
  acc_1_1 = _mm512_fmadd_ps(a_reg_1, b_reg_1, acc_1_1);
  acc_2_1 = _mm512_fmadd_ps(a_reg_2, b_reg_1, acc_2_1);
  acc_3_1 = _mm512_fmadd_ps(a_reg_3, b_reg_1, acc_3_1);
}
{ float exo_s[4]; exogemm_avx512_hsum4(exo_s, acc_0_0, acc_0_1, acc_1_0, acc_1_1); (&C.data[0])[0] += exo_s[0]; (&C.data[0])[1] += exo_s[1]; (&C.data[0])[1 * ((struct exo_win_2f32){ &C.data[0], { C.strides[0], 1 } }).strides[0] + 0] += exo_s[2]; (&C.data[0])[1 * ((struct exo_win_2f32){ &C.data[0], { C.strides[0], 1 } }).strides[0] + 1] += exo_s[3]; }
{ float exo_s[4]; exogemm_avx512_hsum4(exo_s, acc_2_0, acc_2_1, acc_3_0, acc_3_1); (&C.data[(2) * (C.strides[0])])[0] += exo_s[0]; (&C.data[(2) * (C.strides[0])])[1] += exo_s[1]; (&C.data[(2) * (C.strides[0])])[1 * ((struct exo_win_2f32){ &C.data[(2) * (C.strides[0])], { C.strides[0], 1 } }).strides[0] + 0] += exo_s[2]; (&C.data[(2) * (C.strides[0])])[1 * ((struct exo_win_2f32){ &C.data[(2) * (C.strides[0])], { C.strides[0], 1 } }).strides[0] + 1] += exo_s[3]; }
for (int_fast32_t ki = 0; ki < K % 16; ki++) {
  C.data[0] += A.data[ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[1] += A.data[ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[C.strides[0] + 1] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[2 * C.strides[0]] += A.data[2 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[2 * C.strides[0] + 1] += A.data[2 * A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[3 * C.strides[0]] += A.data[3 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[3 * C.strides[0] + 1] += A.data[3 * A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
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
__m512 acc_0_0;
__m512 acc_0_1;
__m512 acc_1_0;
__m512 acc_1_1;
__m512 acc_2_0;
__m512 acc_2_1;
__m512 acc_3_0;
__m512 acc_3_1;
acc_0_0 = _mm512_set1_ps(0.0f);
acc_0_1 = _mm512_set1_ps(0.0f);
acc_1_0 = _mm512_set1_ps(0.0f);
acc_1_1 = _mm512_set1_ps(0.0f);
acc_2_0 = _mm512_set1_ps(0.0f);
acc_2_1 = _mm512_set1_ps(0.0f);
acc_3_0 = _mm512_set1_ps(0.0f);
acc_3_1 = _mm512_set1_ps(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (16)); ko++) {
  __m512 a_reg_0;
  __m512 a_reg_1;
  __m512 a_reg_2;
  __m512 a_reg_3;
  a_reg_0 = _mm512_loadu_ps(&A.data[16 * ko]); __asm__("" : "+v"(a_reg_0));
  a_reg_1 = _mm512_loadu_ps(&A.data[A.strides[0] + 16 * ko]); __asm__("" : "+v"(a_reg_1));
  a_reg_2 = _mm512_loadu_ps(&A.data[(2) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_2));
  a_reg_3 = _mm512_loadu_ps(&A.data[(3) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_3));
  __m512 b_reg;
  b_reg = _mm512_loadu_ps(&B.data[16 * ko]); __asm__("" : "+v"(b_reg));
  acc_0_0 = _mm512_fmadd_ps(a_reg_0, b_reg, acc_0_0);
  acc_1_0 = _mm512_fmadd_ps(a_reg_1, b_reg, acc_1_0);
  acc_2_0 = _mm512_fmadd_ps(a_reg_2, b_reg, acc_2_0);
  acc_3_0 = _mm512_fmadd_ps(a_reg_3, b_reg, acc_3_0);
  __m512 b_reg_1;
  b_reg_1 = _mm512_loadu_ps(&B.data[B.strides[0] + 16 * ko]); __asm__("" : "+v"(b_reg_1));
  acc_0_1 = _mm512_fmadd_ps(a_reg_0, b_reg_1, acc_0_1);
  acc_1_1 = _mm512_fmadd_ps(a_reg_1, b_reg_1, acc_1_1);
  acc_2_1 = _mm512_fmadd_ps(a_reg_2, b_reg_1, acc_2_1);
  acc_3_1 = _mm512_fmadd_ps(a_reg_3, b_reg_1, acc_3_1);
}
{ float exo_s[4]; exogemm_avx512_hsum4(exo_s, acc_0_0, acc_0_1, acc_1_0, acc_1_1); (&C.data[0])[0] += exo_s[0]; (&C.data[0])[1] += exo_s[1]; (&C.data[0])[1 * ((struct exo_win_2f32){ &C.data[0], { C.strides[0], 1 } }).strides[0] + 0] += exo_s[2]; (&C.data[0])[1 * ((struct exo_win_2f32){ &C.data[0], { C.strides[0], 1 } }).strides[0] + 1] += exo_s[3]; }
{ float exo_s[4]; exogemm_avx512_hsum4(exo_s, acc_2_0, acc_2_1, acc_3_0, acc_3_1); (&C.data[(2) * (C.strides[0])])[0] += exo_s[0]; (&C.data[(2) * (C.strides[0])])[1] += exo_s[1]; (&C.data[(2) * (C.strides[0])])[1 * ((struct exo_win_2f32){ &C.data[(2) * (C.strides[0])], { C.strides[0], 1 } }).strides[0] + 0] += exo_s[2]; (&C.data[(2) * (C.strides[0])])[1 * ((struct exo_win_2f32){ &C.data[(2) * (C.strides[0])], { C.strides[0], 1 } }).strides[0] + 1] += exo_s[3]; }
for (int_fast32_t ki = 0; ki < K % 16; ki++) {
  C.data[0] += A.data[ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[1] += A.data[ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[C.strides[0] + 1] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[2 * C.strides[0]] += A.data[2 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[2 * C.strides[0] + 1] += A.data[2 * A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[3 * C.strides[0]] += A.data[3 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[3 * C.strides[0] + 1] += A.data[3 * A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
}
}

// EXOGEMM_SMALL_PREFIX_dot_4x3(
//     K : size,
//     A : [f32][4, K] @DRAM,
//     B : [f32][3, K] @DRAM,
//     C : [f32][4, 3] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_dot_4x3( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 acc_0_0;
__m512 acc_0_1;
__m512 acc_0_2;
__m512 acc_1_0;
__m512 acc_1_1;
__m512 acc_1_2;
__m512 acc_2_0;
__m512 acc_2_1;
__m512 acc_2_2;
__m512 acc_3_0;
__m512 acc_3_1;
__m512 acc_3_2;
acc_0_0 = _mm512_set1_ps(0.0f);
acc_0_1 = _mm512_set1_ps(0.0f);
acc_0_2 = _mm512_set1_ps(0.0f);
acc_1_0 = _mm512_set1_ps(0.0f);
acc_1_1 = _mm512_set1_ps(0.0f);
acc_1_2 = _mm512_set1_ps(0.0f);
acc_2_0 = _mm512_set1_ps(0.0f);
acc_2_1 = _mm512_set1_ps(0.0f);
acc_2_2 = _mm512_set1_ps(0.0f);
acc_3_0 = _mm512_set1_ps(0.0f);
acc_3_1 = _mm512_set1_ps(0.0f);
acc_3_2 = _mm512_set1_ps(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (16)); ko++) {
  { for (int exo_r = 3; exo_r < 6; exo_r++) __builtin_prefetch(&B.data[16 * ko] + (size_t)exo_r * (((struct exo_win_2f32c){ &B.data[16 * ko], { B.strides[0], 1 } })).strides[0], 0, 1); }
  __m512 a_reg_0;
  __m512 a_reg_1;
  __m512 a_reg_2;
  __m512 a_reg_3;
  a_reg_0 = _mm512_loadu_ps(&A.data[16 * ko]); __asm__("" : "+v"(a_reg_0));
  a_reg_1 = _mm512_loadu_ps(&A.data[A.strides[0] + 16 * ko]); __asm__("" : "+v"(a_reg_1));
  a_reg_2 = _mm512_loadu_ps(&A.data[(2) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_2));
  a_reg_3 = _mm512_loadu_ps(&A.data[(3) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_3));
  __m512 b_reg;
  b_reg = _mm512_loadu_ps(&B.data[16 * ko]); __asm__("" : "+v"(b_reg));
  acc_0_0 = _mm512_fmadd_ps(a_reg_0, b_reg, acc_0_0);
  acc_1_0 = _mm512_fmadd_ps(a_reg_1, b_reg, acc_1_0);
  acc_2_0 = _mm512_fmadd_ps(a_reg_2, b_reg, acc_2_0);
  acc_3_0 = _mm512_fmadd_ps(a_reg_3, b_reg, acc_3_0);
  __m512 b_reg_1;
  b_reg_1 = _mm512_loadu_ps(&B.data[B.strides[0] + 16 * ko]); __asm__("" : "+v"(b_reg_1));
  acc_0_1 = _mm512_fmadd_ps(a_reg_0, b_reg_1, acc_0_1);
  acc_1_1 = _mm512_fmadd_ps(a_reg_1, b_reg_1, acc_1_1);
  acc_2_1 = _mm512_fmadd_ps(a_reg_2, b_reg_1, acc_2_1);
  acc_3_1 = _mm512_fmadd_ps(a_reg_3, b_reg_1, acc_3_1);
  __m512 b_reg_2;
  b_reg_2 = _mm512_loadu_ps(&B.data[(2) * (B.strides[0]) + 16 * ko]); __asm__("" : "+v"(b_reg_2));
  acc_0_2 = _mm512_fmadd_ps(a_reg_0, b_reg_2, acc_0_2);
  acc_1_2 = _mm512_fmadd_ps(a_reg_1, b_reg_2, acc_1_2);
  acc_2_2 = _mm512_fmadd_ps(a_reg_2, b_reg_2, acc_2_2);
  acc_3_2 = _mm512_fmadd_ps(a_reg_3, b_reg_2, acc_3_2);
}
C.data[0] += _mm512_reduce_add_ps(acc_0_0);
C.data[1] += _mm512_reduce_add_ps(acc_0_1);
C.data[2] += _mm512_reduce_add_ps(acc_0_2);
C.data[C.strides[0]] += _mm512_reduce_add_ps(acc_1_0);
C.data[C.strides[0] + 1] += _mm512_reduce_add_ps(acc_1_1);
C.data[C.strides[0] + 2] += _mm512_reduce_add_ps(acc_1_2);
C.data[(2) * (C.strides[0])] += _mm512_reduce_add_ps(acc_2_0);
C.data[(2) * (C.strides[0]) + 1] += _mm512_reduce_add_ps(acc_2_1);
C.data[(2) * (C.strides[0]) + 2] += _mm512_reduce_add_ps(acc_2_2);
C.data[(3) * (C.strides[0])] += _mm512_reduce_add_ps(acc_3_0);
C.data[(3) * (C.strides[0]) + 1] += _mm512_reduce_add_ps(acc_3_1);
C.data[(3) * (C.strides[0]) + 2] += _mm512_reduce_add_ps(acc_3_2);
for (int_fast32_t ki = 0; ki < K % 16; ki++) {
  C.data[0] += A.data[ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[1] += A.data[ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[2] += A.data[ki + (K / 16) * 16] * B.data[2 * B.strides[0] + ki + (K / 16) * 16];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[C.strides[0] + 1] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[C.strides[0] + 2] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[2 * B.strides[0] + ki + (K / 16) * 16];
  C.data[2 * C.strides[0]] += A.data[2 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[2 * C.strides[0] + 1] += A.data[2 * A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[2 * C.strides[0] + 2] += A.data[2 * A.strides[0] + ki + (K / 16) * 16] * B.data[2 * B.strides[0] + ki + (K / 16) * 16];
  C.data[3 * C.strides[0]] += A.data[3 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[3 * C.strides[0] + 1] += A.data[3 * A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[3 * C.strides[0] + 2] += A.data[3 * A.strides[0] + ki + (K / 16) * 16] * B.data[2 * B.strides[0] + ki + (K / 16) * 16];
}
}

// EXOGEMM_SMALL_PREFIX_dot_4x3_resident(
//     K : size,
//     A : [f32][4, K] @DRAM,
//     B : [f32][3, K] @DRAM,
//     C : [f32][4, 3] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_dot_4x3_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 acc_0_0;
__m512 acc_0_1;
__m512 acc_0_2;
__m512 acc_1_0;
__m512 acc_1_1;
__m512 acc_1_2;
__m512 acc_2_0;
__m512 acc_2_1;
__m512 acc_2_2;
__m512 acc_3_0;
__m512 acc_3_1;
__m512 acc_3_2;
acc_0_0 = _mm512_set1_ps(0.0f);
acc_0_1 = _mm512_set1_ps(0.0f);
acc_0_2 = _mm512_set1_ps(0.0f);
acc_1_0 = _mm512_set1_ps(0.0f);
acc_1_1 = _mm512_set1_ps(0.0f);
acc_1_2 = _mm512_set1_ps(0.0f);
acc_2_0 = _mm512_set1_ps(0.0f);
acc_2_1 = _mm512_set1_ps(0.0f);
acc_2_2 = _mm512_set1_ps(0.0f);
acc_3_0 = _mm512_set1_ps(0.0f);
acc_3_1 = _mm512_set1_ps(0.0f);
acc_3_2 = _mm512_set1_ps(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (16)); ko++) {
  __m512 a_reg_0;
  __m512 a_reg_1;
  __m512 a_reg_2;
  __m512 a_reg_3;
  a_reg_0 = _mm512_loadu_ps(&A.data[16 * ko]); __asm__("" : "+v"(a_reg_0));
  a_reg_1 = _mm512_loadu_ps(&A.data[A.strides[0] + 16 * ko]); __asm__("" : "+v"(a_reg_1));
  a_reg_2 = _mm512_loadu_ps(&A.data[(2) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_2));
  a_reg_3 = _mm512_loadu_ps(&A.data[(3) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_3));
  __m512 b_reg;
  b_reg = _mm512_loadu_ps(&B.data[16 * ko]); __asm__("" : "+v"(b_reg));
  acc_0_0 = _mm512_fmadd_ps(a_reg_0, b_reg, acc_0_0);
  acc_1_0 = _mm512_fmadd_ps(a_reg_1, b_reg, acc_1_0);
  acc_2_0 = _mm512_fmadd_ps(a_reg_2, b_reg, acc_2_0);
  acc_3_0 = _mm512_fmadd_ps(a_reg_3, b_reg, acc_3_0);
  __m512 b_reg_1;
  b_reg_1 = _mm512_loadu_ps(&B.data[B.strides[0] + 16 * ko]); __asm__("" : "+v"(b_reg_1));
  acc_0_1 = _mm512_fmadd_ps(a_reg_0, b_reg_1, acc_0_1);
  acc_1_1 = _mm512_fmadd_ps(a_reg_1, b_reg_1, acc_1_1);
  acc_2_1 = _mm512_fmadd_ps(a_reg_2, b_reg_1, acc_2_1);
  acc_3_1 = _mm512_fmadd_ps(a_reg_3, b_reg_1, acc_3_1);
  __m512 b_reg_2;
  b_reg_2 = _mm512_loadu_ps(&B.data[(2) * (B.strides[0]) + 16 * ko]); __asm__("" : "+v"(b_reg_2));
  acc_0_2 = _mm512_fmadd_ps(a_reg_0, b_reg_2, acc_0_2);
  acc_1_2 = _mm512_fmadd_ps(a_reg_1, b_reg_2, acc_1_2);
  acc_2_2 = _mm512_fmadd_ps(a_reg_2, b_reg_2, acc_2_2);
  acc_3_2 = _mm512_fmadd_ps(a_reg_3, b_reg_2, acc_3_2);
}
C.data[0] += _mm512_reduce_add_ps(acc_0_0);
C.data[1] += _mm512_reduce_add_ps(acc_0_1);
C.data[2] += _mm512_reduce_add_ps(acc_0_2);
C.data[C.strides[0]] += _mm512_reduce_add_ps(acc_1_0);
C.data[C.strides[0] + 1] += _mm512_reduce_add_ps(acc_1_1);
C.data[C.strides[0] + 2] += _mm512_reduce_add_ps(acc_1_2);
C.data[(2) * (C.strides[0])] += _mm512_reduce_add_ps(acc_2_0);
C.data[(2) * (C.strides[0]) + 1] += _mm512_reduce_add_ps(acc_2_1);
C.data[(2) * (C.strides[0]) + 2] += _mm512_reduce_add_ps(acc_2_2);
C.data[(3) * (C.strides[0])] += _mm512_reduce_add_ps(acc_3_0);
C.data[(3) * (C.strides[0]) + 1] += _mm512_reduce_add_ps(acc_3_1);
C.data[(3) * (C.strides[0]) + 2] += _mm512_reduce_add_ps(acc_3_2);
for (int_fast32_t ki = 0; ki < K % 16; ki++) {
  C.data[0] += A.data[ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[1] += A.data[ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[2] += A.data[ki + (K / 16) * 16] * B.data[2 * B.strides[0] + ki + (K / 16) * 16];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[C.strides[0] + 1] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[C.strides[0] + 2] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[2 * B.strides[0] + ki + (K / 16) * 16];
  C.data[2 * C.strides[0]] += A.data[2 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[2 * C.strides[0] + 1] += A.data[2 * A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[2 * C.strides[0] + 2] += A.data[2 * A.strides[0] + ki + (K / 16) * 16] * B.data[2 * B.strides[0] + ki + (K / 16) * 16];
  C.data[3 * C.strides[0]] += A.data[3 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[3 * C.strides[0] + 1] += A.data[3 * A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[3 * C.strides[0] + 2] += A.data[3 * A.strides[0] + ki + (K / 16) * 16] * B.data[2 * B.strides[0] + ki + (K / 16) * 16];
}
}

// EXOGEMM_SMALL_PREFIX_dot_4x4(
//     K : size,
//     A : [f32][4, K] @DRAM,
//     B : [f32][4, K] @DRAM,
//     C : [f32][4, 4] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_dot_4x4( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 acc_0_0;
__m512 acc_0_1;
__m512 acc_0_2;
__m512 acc_0_3;
__m512 acc_1_0;
__m512 acc_1_1;
__m512 acc_1_2;
__m512 acc_1_3;
__m512 acc_2_0;
__m512 acc_2_1;
__m512 acc_2_2;
__m512 acc_2_3;
__m512 acc_3_0;
__m512 acc_3_1;
__m512 acc_3_2;
__m512 acc_3_3;
acc_0_0 = _mm512_set1_ps(0.0f);
acc_0_1 = _mm512_set1_ps(0.0f);
acc_0_2 = _mm512_set1_ps(0.0f);
acc_0_3 = _mm512_set1_ps(0.0f);
acc_1_0 = _mm512_set1_ps(0.0f);
acc_1_1 = _mm512_set1_ps(0.0f);
acc_1_2 = _mm512_set1_ps(0.0f);
acc_1_3 = _mm512_set1_ps(0.0f);
acc_2_0 = _mm512_set1_ps(0.0f);
acc_2_1 = _mm512_set1_ps(0.0f);
acc_2_2 = _mm512_set1_ps(0.0f);
acc_2_3 = _mm512_set1_ps(0.0f);
acc_3_0 = _mm512_set1_ps(0.0f);
acc_3_1 = _mm512_set1_ps(0.0f);
acc_3_2 = _mm512_set1_ps(0.0f);
acc_3_3 = _mm512_set1_ps(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (16)); ko++) {
  { for (int exo_r = 4; exo_r < 8; exo_r++) __builtin_prefetch(&B.data[16 * ko] + (size_t)exo_r * (((struct exo_win_2f32c){ &B.data[16 * ko], { B.strides[0], 1 } })).strides[0], 0, 1); }
  __m512 a_reg_0;
  __m512 a_reg_1;
  __m512 a_reg_2;
  __m512 a_reg_3;
  a_reg_0 = _mm512_loadu_ps(&A.data[16 * ko]); __asm__("" : "+v"(a_reg_0));
  a_reg_1 = _mm512_loadu_ps(&A.data[A.strides[0] + 16 * ko]); __asm__("" : "+v"(a_reg_1));
  a_reg_2 = _mm512_loadu_ps(&A.data[(2) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_2));
  a_reg_3 = _mm512_loadu_ps(&A.data[(3) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_3));
  __m512 b_reg;
  b_reg = _mm512_loadu_ps(&B.data[16 * ko]); __asm__("" : "+v"(b_reg));
  acc_0_0 = _mm512_fmadd_ps(a_reg_0, b_reg, acc_0_0);
  acc_1_0 = _mm512_fmadd_ps(a_reg_1, b_reg, acc_1_0);
  acc_2_0 = _mm512_fmadd_ps(a_reg_2, b_reg, acc_2_0);
  acc_3_0 = _mm512_fmadd_ps(a_reg_3, b_reg, acc_3_0);
  __m512 b_reg_1;
  b_reg_1 = _mm512_loadu_ps(&B.data[B.strides[0] + 16 * ko]); __asm__("" : "+v"(b_reg_1));
  acc_0_1 = _mm512_fmadd_ps(a_reg_0, b_reg_1, acc_0_1);
  acc_1_1 = _mm512_fmadd_ps(a_reg_1, b_reg_1, acc_1_1);
  acc_2_1 = _mm512_fmadd_ps(a_reg_2, b_reg_1, acc_2_1);
  acc_3_1 = _mm512_fmadd_ps(a_reg_3, b_reg_1, acc_3_1);
  __m512 b_reg_2;
  b_reg_2 = _mm512_loadu_ps(&B.data[(2) * (B.strides[0]) + 16 * ko]); __asm__("" : "+v"(b_reg_2));
  acc_0_2 = _mm512_fmadd_ps(a_reg_0, b_reg_2, acc_0_2);
  acc_1_2 = _mm512_fmadd_ps(a_reg_1, b_reg_2, acc_1_2);
  acc_2_2 = _mm512_fmadd_ps(a_reg_2, b_reg_2, acc_2_2);
  acc_3_2 = _mm512_fmadd_ps(a_reg_3, b_reg_2, acc_3_2);
  __m512 b_reg_3;
  b_reg_3 = _mm512_loadu_ps(&B.data[(3) * (B.strides[0]) + 16 * ko]); __asm__("" : "+v"(b_reg_3));
  acc_0_3 = _mm512_fmadd_ps(a_reg_0, b_reg_3, acc_0_3);
  acc_1_3 = _mm512_fmadd_ps(a_reg_1, b_reg_3, acc_1_3);
  acc_2_3 = _mm512_fmadd_ps(a_reg_2, b_reg_3, acc_2_3);
  acc_3_3 = _mm512_fmadd_ps(a_reg_3, b_reg_3, acc_3_3);
}
{ float exo_s[4]; exogemm_avx512_hsum4(exo_s, acc_0_0, acc_0_1, acc_0_2, acc_0_3); (&C.data[0])[0] += exo_s[0]; (&C.data[0])[1] += exo_s[1]; (&C.data[0])[2] += exo_s[2]; (&C.data[0])[3] += exo_s[3]; }
{ float exo_s[4]; exogemm_avx512_hsum4(exo_s, acc_1_0, acc_1_1, acc_1_2, acc_1_3); (&C.data[C.strides[0]])[0] += exo_s[0]; (&C.data[C.strides[0]])[1] += exo_s[1]; (&C.data[C.strides[0]])[2] += exo_s[2]; (&C.data[C.strides[0]])[3] += exo_s[3]; }
{ float exo_s[4]; exogemm_avx512_hsum4(exo_s, acc_2_0, acc_2_1, acc_2_2, acc_2_3); (&C.data[(2) * (C.strides[0])])[0] += exo_s[0]; (&C.data[(2) * (C.strides[0])])[1] += exo_s[1]; (&C.data[(2) * (C.strides[0])])[2] += exo_s[2]; (&C.data[(2) * (C.strides[0])])[3] += exo_s[3]; }
{ float exo_s[4]; exogemm_avx512_hsum4(exo_s, acc_3_0, acc_3_1, acc_3_2, acc_3_3); (&C.data[(3) * (C.strides[0])])[0] += exo_s[0]; (&C.data[(3) * (C.strides[0])])[1] += exo_s[1]; (&C.data[(3) * (C.strides[0])])[2] += exo_s[2]; (&C.data[(3) * (C.strides[0])])[3] += exo_s[3]; }
for (int_fast32_t ki = 0; ki < K % 16; ki++) {
  C.data[0] += A.data[ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[1] += A.data[ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[2] += A.data[ki + (K / 16) * 16] * B.data[2 * B.strides[0] + ki + (K / 16) * 16];
  C.data[3] += A.data[ki + (K / 16) * 16] * B.data[3 * B.strides[0] + ki + (K / 16) * 16];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[C.strides[0] + 1] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[C.strides[0] + 2] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[2 * B.strides[0] + ki + (K / 16) * 16];
  C.data[C.strides[0] + 3] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[3 * B.strides[0] + ki + (K / 16) * 16];
  C.data[2 * C.strides[0]] += A.data[2 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[2 * C.strides[0] + 1] += A.data[2 * A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[2 * C.strides[0] + 2] += A.data[2 * A.strides[0] + ki + (K / 16) * 16] * B.data[2 * B.strides[0] + ki + (K / 16) * 16];
  C.data[2 * C.strides[0] + 3] += A.data[2 * A.strides[0] + ki + (K / 16) * 16] * B.data[3 * B.strides[0] + ki + (K / 16) * 16];
  C.data[3 * C.strides[0]] += A.data[3 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[3 * C.strides[0] + 1] += A.data[3 * A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[3 * C.strides[0] + 2] += A.data[3 * A.strides[0] + ki + (K / 16) * 16] * B.data[2 * B.strides[0] + ki + (K / 16) * 16];
  C.data[3 * C.strides[0] + 3] += A.data[3 * A.strides[0] + ki + (K / 16) * 16] * B.data[3 * B.strides[0] + ki + (K / 16) * 16];
}
}

// EXOGEMM_SMALL_PREFIX_dot_4x4_resident(
//     K : size,
//     A : [f32][4, K] @DRAM,
//     B : [f32][4, K] @DRAM,
//     C : [f32][4, 4] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_dot_4x4_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 acc_0_0;
__m512 acc_0_1;
__m512 acc_0_2;
__m512 acc_0_3;
__m512 acc_1_0;
__m512 acc_1_1;
__m512 acc_1_2;
__m512 acc_1_3;
__m512 acc_2_0;
__m512 acc_2_1;
__m512 acc_2_2;
__m512 acc_2_3;
__m512 acc_3_0;
__m512 acc_3_1;
__m512 acc_3_2;
__m512 acc_3_3;
acc_0_0 = _mm512_set1_ps(0.0f);
acc_0_1 = _mm512_set1_ps(0.0f);
acc_0_2 = _mm512_set1_ps(0.0f);
acc_0_3 = _mm512_set1_ps(0.0f);
acc_1_0 = _mm512_set1_ps(0.0f);
acc_1_1 = _mm512_set1_ps(0.0f);
acc_1_2 = _mm512_set1_ps(0.0f);
acc_1_3 = _mm512_set1_ps(0.0f);
acc_2_0 = _mm512_set1_ps(0.0f);
acc_2_1 = _mm512_set1_ps(0.0f);
acc_2_2 = _mm512_set1_ps(0.0f);
acc_2_3 = _mm512_set1_ps(0.0f);
acc_3_0 = _mm512_set1_ps(0.0f);
acc_3_1 = _mm512_set1_ps(0.0f);
acc_3_2 = _mm512_set1_ps(0.0f);
acc_3_3 = _mm512_set1_ps(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (16)); ko++) {
  __m512 a_reg_0;
  __m512 a_reg_1;
  __m512 a_reg_2;
  __m512 a_reg_3;
  a_reg_0 = _mm512_loadu_ps(&A.data[16 * ko]); __asm__("" : "+v"(a_reg_0));
  a_reg_1 = _mm512_loadu_ps(&A.data[A.strides[0] + 16 * ko]); __asm__("" : "+v"(a_reg_1));
  a_reg_2 = _mm512_loadu_ps(&A.data[(2) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_2));
  a_reg_3 = _mm512_loadu_ps(&A.data[(3) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_3));
  __m512 b_reg;
  b_reg = _mm512_loadu_ps(&B.data[16 * ko]); __asm__("" : "+v"(b_reg));
  acc_0_0 = _mm512_fmadd_ps(a_reg_0, b_reg, acc_0_0);
  acc_1_0 = _mm512_fmadd_ps(a_reg_1, b_reg, acc_1_0);
  acc_2_0 = _mm512_fmadd_ps(a_reg_2, b_reg, acc_2_0);
  acc_3_0 = _mm512_fmadd_ps(a_reg_3, b_reg, acc_3_0);
  __m512 b_reg_1;
  b_reg_1 = _mm512_loadu_ps(&B.data[B.strides[0] + 16 * ko]); __asm__("" : "+v"(b_reg_1));
  acc_0_1 = _mm512_fmadd_ps(a_reg_0, b_reg_1, acc_0_1);
  acc_1_1 = _mm512_fmadd_ps(a_reg_1, b_reg_1, acc_1_1);
  acc_2_1 = _mm512_fmadd_ps(a_reg_2, b_reg_1, acc_2_1);
  acc_3_1 = _mm512_fmadd_ps(a_reg_3, b_reg_1, acc_3_1);
  __m512 b_reg_2;
  b_reg_2 = _mm512_loadu_ps(&B.data[(2) * (B.strides[0]) + 16 * ko]); __asm__("" : "+v"(b_reg_2));
  acc_0_2 = _mm512_fmadd_ps(a_reg_0, b_reg_2, acc_0_2);
  acc_1_2 = _mm512_fmadd_ps(a_reg_1, b_reg_2, acc_1_2);
  acc_2_2 = _mm512_fmadd_ps(a_reg_2, b_reg_2, acc_2_2);
  acc_3_2 = _mm512_fmadd_ps(a_reg_3, b_reg_2, acc_3_2);
  __m512 b_reg_3;
  b_reg_3 = _mm512_loadu_ps(&B.data[(3) * (B.strides[0]) + 16 * ko]); __asm__("" : "+v"(b_reg_3));
  acc_0_3 = _mm512_fmadd_ps(a_reg_0, b_reg_3, acc_0_3);
  acc_1_3 = _mm512_fmadd_ps(a_reg_1, b_reg_3, acc_1_3);
  acc_2_3 = _mm512_fmadd_ps(a_reg_2, b_reg_3, acc_2_3);
  acc_3_3 = _mm512_fmadd_ps(a_reg_3, b_reg_3, acc_3_3);
}
{ float exo_s[4]; exogemm_avx512_hsum4(exo_s, acc_0_0, acc_0_1, acc_0_2, acc_0_3); (&C.data[0])[0] += exo_s[0]; (&C.data[0])[1] += exo_s[1]; (&C.data[0])[2] += exo_s[2]; (&C.data[0])[3] += exo_s[3]; }
{ float exo_s[4]; exogemm_avx512_hsum4(exo_s, acc_1_0, acc_1_1, acc_1_2, acc_1_3); (&C.data[C.strides[0]])[0] += exo_s[0]; (&C.data[C.strides[0]])[1] += exo_s[1]; (&C.data[C.strides[0]])[2] += exo_s[2]; (&C.data[C.strides[0]])[3] += exo_s[3]; }
{ float exo_s[4]; exogemm_avx512_hsum4(exo_s, acc_2_0, acc_2_1, acc_2_2, acc_2_3); (&C.data[(2) * (C.strides[0])])[0] += exo_s[0]; (&C.data[(2) * (C.strides[0])])[1] += exo_s[1]; (&C.data[(2) * (C.strides[0])])[2] += exo_s[2]; (&C.data[(2) * (C.strides[0])])[3] += exo_s[3]; }
{ float exo_s[4]; exogemm_avx512_hsum4(exo_s, acc_3_0, acc_3_1, acc_3_2, acc_3_3); (&C.data[(3) * (C.strides[0])])[0] += exo_s[0]; (&C.data[(3) * (C.strides[0])])[1] += exo_s[1]; (&C.data[(3) * (C.strides[0])])[2] += exo_s[2]; (&C.data[(3) * (C.strides[0])])[3] += exo_s[3]; }
for (int_fast32_t ki = 0; ki < K % 16; ki++) {
  C.data[0] += A.data[ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[1] += A.data[ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[2] += A.data[ki + (K / 16) * 16] * B.data[2 * B.strides[0] + ki + (K / 16) * 16];
  C.data[3] += A.data[ki + (K / 16) * 16] * B.data[3 * B.strides[0] + ki + (K / 16) * 16];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[C.strides[0] + 1] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[C.strides[0] + 2] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[2 * B.strides[0] + ki + (K / 16) * 16];
  C.data[C.strides[0] + 3] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[3 * B.strides[0] + ki + (K / 16) * 16];
  C.data[2 * C.strides[0]] += A.data[2 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[2 * C.strides[0] + 1] += A.data[2 * A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[2 * C.strides[0] + 2] += A.data[2 * A.strides[0] + ki + (K / 16) * 16] * B.data[2 * B.strides[0] + ki + (K / 16) * 16];
  C.data[2 * C.strides[0] + 3] += A.data[2 * A.strides[0] + ki + (K / 16) * 16] * B.data[3 * B.strides[0] + ki + (K / 16) * 16];
  C.data[3 * C.strides[0]] += A.data[3 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[3 * C.strides[0] + 1] += A.data[3 * A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[3 * C.strides[0] + 2] += A.data[3 * A.strides[0] + ki + (K / 16) * 16] * B.data[2 * B.strides[0] + ki + (K / 16) * 16];
  C.data[3 * C.strides[0] + 3] += A.data[3 * A.strides[0] + ki + (K / 16) * 16] * B.data[3 * B.strides[0] + ki + (K / 16) * 16];
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
__m512 acc_0_0;
__m512 acc_1_0;
__m512 acc_2_0;
__m512 acc_3_0;
__m512 acc_4_0;
acc_0_0 = _mm512_set1_ps(0.0f);
acc_1_0 = _mm512_set1_ps(0.0f);
acc_2_0 = _mm512_set1_ps(0.0f);
acc_3_0 = _mm512_set1_ps(0.0f);
acc_4_0 = _mm512_set1_ps(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (16)); ko++) {
  { for (int exo_r = 1; exo_r < 2; exo_r++) __builtin_prefetch(&B.data[16 * ko] + (size_t)exo_r * (((struct exo_win_2f32c){ &B.data[16 * ko], { B.strides[0], 1 } })).strides[0], 0, 1); }
  __m512 a_reg_0;
  __m512 a_reg_1;
  __m512 a_reg_2;
  __m512 a_reg_3;
  __m512 a_reg_4;
  a_reg_0 = _mm512_loadu_ps(&A.data[16 * ko]); __asm__("" : "+v"(a_reg_0));
  a_reg_1 = _mm512_loadu_ps(&A.data[A.strides[0] + 16 * ko]); __asm__("" : "+v"(a_reg_1));
  a_reg_2 = _mm512_loadu_ps(&A.data[(2) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_2));
  a_reg_3 = _mm512_loadu_ps(&A.data[(3) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_3));
  a_reg_4 = _mm512_loadu_ps(&A.data[(4) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_4));
  __m512 b_reg;
  b_reg = _mm512_loadu_ps(&B.data[16 * ko]); __asm__("" : "+v"(b_reg));
  acc_0_0 = _mm512_fmadd_ps(a_reg_0, b_reg, acc_0_0);
  acc_1_0 = _mm512_fmadd_ps(a_reg_1, b_reg, acc_1_0);
  acc_2_0 = _mm512_fmadd_ps(a_reg_2, b_reg, acc_2_0);
  acc_3_0 = _mm512_fmadd_ps(a_reg_3, b_reg, acc_3_0);
  acc_4_0 = _mm512_fmadd_ps(a_reg_4, b_reg, acc_4_0);
}
C.data[0] += _mm512_reduce_add_ps(acc_0_0);
C.data[C.strides[0]] += _mm512_reduce_add_ps(acc_1_0);
C.data[(2) * (C.strides[0])] += _mm512_reduce_add_ps(acc_2_0);
C.data[(3) * (C.strides[0])] += _mm512_reduce_add_ps(acc_3_0);
C.data[(4) * (C.strides[0])] += _mm512_reduce_add_ps(acc_4_0);
for (int_fast32_t ki = 0; ki < K % 16; ki++) {
  C.data[0] += A.data[ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[2 * C.strides[0]] += A.data[2 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[3 * C.strides[0]] += A.data[3 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[4 * C.strides[0]] += A.data[4 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
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
__m512 acc_0_0;
__m512 acc_1_0;
__m512 acc_2_0;
__m512 acc_3_0;
__m512 acc_4_0;
acc_0_0 = _mm512_set1_ps(0.0f);
acc_1_0 = _mm512_set1_ps(0.0f);
acc_2_0 = _mm512_set1_ps(0.0f);
acc_3_0 = _mm512_set1_ps(0.0f);
acc_4_0 = _mm512_set1_ps(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (16)); ko++) {
  __m512 a_reg_0;
  __m512 a_reg_1;
  __m512 a_reg_2;
  __m512 a_reg_3;
  __m512 a_reg_4;
  a_reg_0 = _mm512_loadu_ps(&A.data[16 * ko]); __asm__("" : "+v"(a_reg_0));
  a_reg_1 = _mm512_loadu_ps(&A.data[A.strides[0] + 16 * ko]); __asm__("" : "+v"(a_reg_1));
  a_reg_2 = _mm512_loadu_ps(&A.data[(2) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_2));
  a_reg_3 = _mm512_loadu_ps(&A.data[(3) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_3));
  a_reg_4 = _mm512_loadu_ps(&A.data[(4) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_4));
  __m512 b_reg;
  b_reg = _mm512_loadu_ps(&B.data[16 * ko]); __asm__("" : "+v"(b_reg));
  acc_0_0 = _mm512_fmadd_ps(a_reg_0, b_reg, acc_0_0);
  acc_1_0 = _mm512_fmadd_ps(a_reg_1, b_reg, acc_1_0);
  acc_2_0 = _mm512_fmadd_ps(a_reg_2, b_reg, acc_2_0);
  acc_3_0 = _mm512_fmadd_ps(a_reg_3, b_reg, acc_3_0);
  acc_4_0 = _mm512_fmadd_ps(a_reg_4, b_reg, acc_4_0);
}
C.data[0] += _mm512_reduce_add_ps(acc_0_0);
C.data[C.strides[0]] += _mm512_reduce_add_ps(acc_1_0);
C.data[(2) * (C.strides[0])] += _mm512_reduce_add_ps(acc_2_0);
C.data[(3) * (C.strides[0])] += _mm512_reduce_add_ps(acc_3_0);
C.data[(4) * (C.strides[0])] += _mm512_reduce_add_ps(acc_4_0);
for (int_fast32_t ki = 0; ki < K % 16; ki++) {
  C.data[0] += A.data[ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[2 * C.strides[0]] += A.data[2 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[3 * C.strides[0]] += A.data[3 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[4 * C.strides[0]] += A.data[4 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
}
}

// EXOGEMM_SMALL_PREFIX_dot_5x2(
//     K : size,
//     A : [f32][5, K] @DRAM,
//     B : [f32][2, K] @DRAM,
//     C : [f32][5, 2] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_dot_5x2( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 acc_0_0;
__m512 acc_0_1;
__m512 acc_1_0;
__m512 acc_1_1;
__m512 acc_2_0;
__m512 acc_2_1;
__m512 acc_3_0;
__m512 acc_3_1;
__m512 acc_4_0;
__m512 acc_4_1;
acc_0_0 = _mm512_set1_ps(0.0f);
acc_0_1 = _mm512_set1_ps(0.0f);
acc_1_0 = _mm512_set1_ps(0.0f);
acc_1_1 = _mm512_set1_ps(0.0f);
acc_2_0 = _mm512_set1_ps(0.0f);
acc_2_1 = _mm512_set1_ps(0.0f);
acc_3_0 = _mm512_set1_ps(0.0f);
acc_3_1 = _mm512_set1_ps(0.0f);
acc_4_0 = _mm512_set1_ps(0.0f);
acc_4_1 = _mm512_set1_ps(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (16)); ko++) {
  { for (int exo_r = 2; exo_r < 4; exo_r++) __builtin_prefetch(&B.data[16 * ko] + (size_t)exo_r * (((struct exo_win_2f32c){ &B.data[16 * ko], { B.strides[0], 1 } })).strides[0], 0, 1); }
  __m512 a_reg_0;
  __m512 a_reg_1;
  __m512 a_reg_2;
  __m512 a_reg_3;
  __m512 a_reg_4;
  a_reg_0 = _mm512_loadu_ps(&A.data[16 * ko]); __asm__("" : "+v"(a_reg_0));
  a_reg_1 = _mm512_loadu_ps(&A.data[A.strides[0] + 16 * ko]); __asm__("" : "+v"(a_reg_1));
  a_reg_2 = _mm512_loadu_ps(&A.data[(2) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_2));
  a_reg_3 = _mm512_loadu_ps(&A.data[(3) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_3));
  a_reg_4 = _mm512_loadu_ps(&A.data[(4) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_4));
  __m512 b_reg;
  b_reg = _mm512_loadu_ps(&B.data[16 * ko]); __asm__("" : "+v"(b_reg));
  acc_0_0 = _mm512_fmadd_ps(a_reg_0, b_reg, acc_0_0);
  acc_1_0 = _mm512_fmadd_ps(a_reg_1, b_reg, acc_1_0);
  acc_2_0 = _mm512_fmadd_ps(a_reg_2, b_reg, acc_2_0);
  acc_3_0 = _mm512_fmadd_ps(a_reg_3, b_reg, acc_3_0);
  acc_4_0 = _mm512_fmadd_ps(a_reg_4, b_reg, acc_4_0);
  __m512 b_reg_1;
  b_reg_1 = _mm512_loadu_ps(&B.data[B.strides[0] + 16 * ko]); __asm__("" : "+v"(b_reg_1));
  acc_0_1 = _mm512_fmadd_ps(a_reg_0, b_reg_1, acc_0_1);
  acc_1_1 = _mm512_fmadd_ps(a_reg_1, b_reg_1, acc_1_1);
  acc_2_1 = _mm512_fmadd_ps(a_reg_2, b_reg_1, acc_2_1);
  acc_3_1 = _mm512_fmadd_ps(a_reg_3, b_reg_1, acc_3_1);
  acc_4_1 = _mm512_fmadd_ps(a_reg_4, b_reg_1, acc_4_1);
}
C.data[0] += _mm512_reduce_add_ps(acc_0_0);
C.data[1] += _mm512_reduce_add_ps(acc_0_1);
C.data[C.strides[0]] += _mm512_reduce_add_ps(acc_1_0);
C.data[C.strides[0] + 1] += _mm512_reduce_add_ps(acc_1_1);
C.data[(2) * (C.strides[0])] += _mm512_reduce_add_ps(acc_2_0);
C.data[(2) * (C.strides[0]) + 1] += _mm512_reduce_add_ps(acc_2_1);
C.data[(3) * (C.strides[0])] += _mm512_reduce_add_ps(acc_3_0);
C.data[(3) * (C.strides[0]) + 1] += _mm512_reduce_add_ps(acc_3_1);
C.data[(4) * (C.strides[0])] += _mm512_reduce_add_ps(acc_4_0);
C.data[(4) * (C.strides[0]) + 1] += _mm512_reduce_add_ps(acc_4_1);
for (int_fast32_t ki = 0; ki < K % 16; ki++) {
  C.data[0] += A.data[ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[1] += A.data[ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[C.strides[0] + 1] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[2 * C.strides[0]] += A.data[2 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[2 * C.strides[0] + 1] += A.data[2 * A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[3 * C.strides[0]] += A.data[3 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[3 * C.strides[0] + 1] += A.data[3 * A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[4 * C.strides[0]] += A.data[4 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[4 * C.strides[0] + 1] += A.data[4 * A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
}
}

// EXOGEMM_SMALL_PREFIX_dot_5x2_resident(
//     K : size,
//     A : [f32][5, K] @DRAM,
//     B : [f32][2, K] @DRAM,
//     C : [f32][5, 2] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_dot_5x2_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 acc_0_0;
__m512 acc_0_1;
__m512 acc_1_0;
__m512 acc_1_1;
__m512 acc_2_0;
__m512 acc_2_1;
__m512 acc_3_0;
__m512 acc_3_1;
__m512 acc_4_0;
__m512 acc_4_1;
acc_0_0 = _mm512_set1_ps(0.0f);
acc_0_1 = _mm512_set1_ps(0.0f);
acc_1_0 = _mm512_set1_ps(0.0f);
acc_1_1 = _mm512_set1_ps(0.0f);
acc_2_0 = _mm512_set1_ps(0.0f);
acc_2_1 = _mm512_set1_ps(0.0f);
acc_3_0 = _mm512_set1_ps(0.0f);
acc_3_1 = _mm512_set1_ps(0.0f);
acc_4_0 = _mm512_set1_ps(0.0f);
acc_4_1 = _mm512_set1_ps(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (16)); ko++) {
  __m512 a_reg_0;
  __m512 a_reg_1;
  __m512 a_reg_2;
  __m512 a_reg_3;
  __m512 a_reg_4;
  a_reg_0 = _mm512_loadu_ps(&A.data[16 * ko]); __asm__("" : "+v"(a_reg_0));
  a_reg_1 = _mm512_loadu_ps(&A.data[A.strides[0] + 16 * ko]); __asm__("" : "+v"(a_reg_1));
  a_reg_2 = _mm512_loadu_ps(&A.data[(2) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_2));
  a_reg_3 = _mm512_loadu_ps(&A.data[(3) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_3));
  a_reg_4 = _mm512_loadu_ps(&A.data[(4) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_4));
  __m512 b_reg;
  b_reg = _mm512_loadu_ps(&B.data[16 * ko]); __asm__("" : "+v"(b_reg));
  acc_0_0 = _mm512_fmadd_ps(a_reg_0, b_reg, acc_0_0);
  acc_1_0 = _mm512_fmadd_ps(a_reg_1, b_reg, acc_1_0);
  acc_2_0 = _mm512_fmadd_ps(a_reg_2, b_reg, acc_2_0);
  acc_3_0 = _mm512_fmadd_ps(a_reg_3, b_reg, acc_3_0);
  acc_4_0 = _mm512_fmadd_ps(a_reg_4, b_reg, acc_4_0);
  __m512 b_reg_1;
  b_reg_1 = _mm512_loadu_ps(&B.data[B.strides[0] + 16 * ko]); __asm__("" : "+v"(b_reg_1));
  acc_0_1 = _mm512_fmadd_ps(a_reg_0, b_reg_1, acc_0_1);
  acc_1_1 = _mm512_fmadd_ps(a_reg_1, b_reg_1, acc_1_1);
  acc_2_1 = _mm512_fmadd_ps(a_reg_2, b_reg_1, acc_2_1);
  acc_3_1 = _mm512_fmadd_ps(a_reg_3, b_reg_1, acc_3_1);
  acc_4_1 = _mm512_fmadd_ps(a_reg_4, b_reg_1, acc_4_1);
}
C.data[0] += _mm512_reduce_add_ps(acc_0_0);
C.data[1] += _mm512_reduce_add_ps(acc_0_1);
C.data[C.strides[0]] += _mm512_reduce_add_ps(acc_1_0);
C.data[C.strides[0] + 1] += _mm512_reduce_add_ps(acc_1_1);
C.data[(2) * (C.strides[0])] += _mm512_reduce_add_ps(acc_2_0);
C.data[(2) * (C.strides[0]) + 1] += _mm512_reduce_add_ps(acc_2_1);
C.data[(3) * (C.strides[0])] += _mm512_reduce_add_ps(acc_3_0);
C.data[(3) * (C.strides[0]) + 1] += _mm512_reduce_add_ps(acc_3_1);
C.data[(4) * (C.strides[0])] += _mm512_reduce_add_ps(acc_4_0);
C.data[(4) * (C.strides[0]) + 1] += _mm512_reduce_add_ps(acc_4_1);
for (int_fast32_t ki = 0; ki < K % 16; ki++) {
  C.data[0] += A.data[ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[1] += A.data[ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[C.strides[0] + 1] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[2 * C.strides[0]] += A.data[2 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[2 * C.strides[0] + 1] += A.data[2 * A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[3 * C.strides[0]] += A.data[3 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[3 * C.strides[0] + 1] += A.data[3 * A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[4 * C.strides[0]] += A.data[4 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[4 * C.strides[0] + 1] += A.data[4 * A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
}
}

// EXOGEMM_SMALL_PREFIX_dot_5x3(
//     K : size,
//     A : [f32][5, K] @DRAM,
//     B : [f32][3, K] @DRAM,
//     C : [f32][5, 3] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_dot_5x3( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 acc_0_0;
__m512 acc_0_1;
__m512 acc_0_2;
__m512 acc_1_0;
__m512 acc_1_1;
__m512 acc_1_2;
__m512 acc_2_0;
__m512 acc_2_1;
__m512 acc_2_2;
__m512 acc_3_0;
__m512 acc_3_1;
__m512 acc_3_2;
__m512 acc_4_0;
__m512 acc_4_1;
__m512 acc_4_2;
acc_0_0 = _mm512_set1_ps(0.0f);
acc_0_1 = _mm512_set1_ps(0.0f);
acc_0_2 = _mm512_set1_ps(0.0f);
acc_1_0 = _mm512_set1_ps(0.0f);
acc_1_1 = _mm512_set1_ps(0.0f);
acc_1_2 = _mm512_set1_ps(0.0f);
acc_2_0 = _mm512_set1_ps(0.0f);
acc_2_1 = _mm512_set1_ps(0.0f);
acc_2_2 = _mm512_set1_ps(0.0f);
acc_3_0 = _mm512_set1_ps(0.0f);
acc_3_1 = _mm512_set1_ps(0.0f);
acc_3_2 = _mm512_set1_ps(0.0f);
acc_4_0 = _mm512_set1_ps(0.0f);
acc_4_1 = _mm512_set1_ps(0.0f);
acc_4_2 = _mm512_set1_ps(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (16)); ko++) {
  { for (int exo_r = 3; exo_r < 6; exo_r++) __builtin_prefetch(&B.data[16 * ko] + (size_t)exo_r * (((struct exo_win_2f32c){ &B.data[16 * ko], { B.strides[0], 1 } })).strides[0], 0, 1); }
  __m512 a_reg_0;
  __m512 a_reg_1;
  __m512 a_reg_2;
  __m512 a_reg_3;
  __m512 a_reg_4;
  a_reg_0 = _mm512_loadu_ps(&A.data[16 * ko]); __asm__("" : "+v"(a_reg_0));
  a_reg_1 = _mm512_loadu_ps(&A.data[A.strides[0] + 16 * ko]); __asm__("" : "+v"(a_reg_1));
  a_reg_2 = _mm512_loadu_ps(&A.data[(2) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_2));
  a_reg_3 = _mm512_loadu_ps(&A.data[(3) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_3));
  a_reg_4 = _mm512_loadu_ps(&A.data[(4) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_4));
  __m512 b_reg;
  b_reg = _mm512_loadu_ps(&B.data[16 * ko]); __asm__("" : "+v"(b_reg));
  acc_0_0 = _mm512_fmadd_ps(a_reg_0, b_reg, acc_0_0);
  acc_1_0 = _mm512_fmadd_ps(a_reg_1, b_reg, acc_1_0);
  acc_2_0 = _mm512_fmadd_ps(a_reg_2, b_reg, acc_2_0);
  acc_3_0 = _mm512_fmadd_ps(a_reg_3, b_reg, acc_3_0);
  acc_4_0 = _mm512_fmadd_ps(a_reg_4, b_reg, acc_4_0);
  __m512 b_reg_1;
  b_reg_1 = _mm512_loadu_ps(&B.data[B.strides[0] + 16 * ko]); __asm__("" : "+v"(b_reg_1));
  acc_0_1 = _mm512_fmadd_ps(a_reg_0, b_reg_1, acc_0_1);
  acc_1_1 = _mm512_fmadd_ps(a_reg_1, b_reg_1, acc_1_1);
  acc_2_1 = _mm512_fmadd_ps(a_reg_2, b_reg_1, acc_2_1);
  acc_3_1 = _mm512_fmadd_ps(a_reg_3, b_reg_1, acc_3_1);
  acc_4_1 = _mm512_fmadd_ps(a_reg_4, b_reg_1, acc_4_1);
  __m512 b_reg_2;
  b_reg_2 = _mm512_loadu_ps(&B.data[(2) * (B.strides[0]) + 16 * ko]); __asm__("" : "+v"(b_reg_2));
  acc_0_2 = _mm512_fmadd_ps(a_reg_0, b_reg_2, acc_0_2);
  acc_1_2 = _mm512_fmadd_ps(a_reg_1, b_reg_2, acc_1_2);
  acc_2_2 = _mm512_fmadd_ps(a_reg_2, b_reg_2, acc_2_2);
  acc_3_2 = _mm512_fmadd_ps(a_reg_3, b_reg_2, acc_3_2);
  acc_4_2 = _mm512_fmadd_ps(a_reg_4, b_reg_2, acc_4_2);
}
C.data[0] += _mm512_reduce_add_ps(acc_0_0);
C.data[1] += _mm512_reduce_add_ps(acc_0_1);
C.data[2] += _mm512_reduce_add_ps(acc_0_2);
C.data[C.strides[0]] += _mm512_reduce_add_ps(acc_1_0);
C.data[C.strides[0] + 1] += _mm512_reduce_add_ps(acc_1_1);
C.data[C.strides[0] + 2] += _mm512_reduce_add_ps(acc_1_2);
C.data[(2) * (C.strides[0])] += _mm512_reduce_add_ps(acc_2_0);
C.data[(2) * (C.strides[0]) + 1] += _mm512_reduce_add_ps(acc_2_1);
C.data[(2) * (C.strides[0]) + 2] += _mm512_reduce_add_ps(acc_2_2);
C.data[(3) * (C.strides[0])] += _mm512_reduce_add_ps(acc_3_0);
C.data[(3) * (C.strides[0]) + 1] += _mm512_reduce_add_ps(acc_3_1);
C.data[(3) * (C.strides[0]) + 2] += _mm512_reduce_add_ps(acc_3_2);
C.data[(4) * (C.strides[0])] += _mm512_reduce_add_ps(acc_4_0);
C.data[(4) * (C.strides[0]) + 1] += _mm512_reduce_add_ps(acc_4_1);
C.data[(4) * (C.strides[0]) + 2] += _mm512_reduce_add_ps(acc_4_2);
for (int_fast32_t ki = 0; ki < K % 16; ki++) {
  C.data[0] += A.data[ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[1] += A.data[ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[2] += A.data[ki + (K / 16) * 16] * B.data[2 * B.strides[0] + ki + (K / 16) * 16];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[C.strides[0] + 1] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[C.strides[0] + 2] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[2 * B.strides[0] + ki + (K / 16) * 16];
  C.data[2 * C.strides[0]] += A.data[2 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[2 * C.strides[0] + 1] += A.data[2 * A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[2 * C.strides[0] + 2] += A.data[2 * A.strides[0] + ki + (K / 16) * 16] * B.data[2 * B.strides[0] + ki + (K / 16) * 16];
  C.data[3 * C.strides[0]] += A.data[3 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[3 * C.strides[0] + 1] += A.data[3 * A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[3 * C.strides[0] + 2] += A.data[3 * A.strides[0] + ki + (K / 16) * 16] * B.data[2 * B.strides[0] + ki + (K / 16) * 16];
  C.data[4 * C.strides[0]] += A.data[4 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[4 * C.strides[0] + 1] += A.data[4 * A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[4 * C.strides[0] + 2] += A.data[4 * A.strides[0] + ki + (K / 16) * 16] * B.data[2 * B.strides[0] + ki + (K / 16) * 16];
}
}

// EXOGEMM_SMALL_PREFIX_dot_5x3_resident(
//     K : size,
//     A : [f32][5, K] @DRAM,
//     B : [f32][3, K] @DRAM,
//     C : [f32][5, 3] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_dot_5x3_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 acc_0_0;
__m512 acc_0_1;
__m512 acc_0_2;
__m512 acc_1_0;
__m512 acc_1_1;
__m512 acc_1_2;
__m512 acc_2_0;
__m512 acc_2_1;
__m512 acc_2_2;
__m512 acc_3_0;
__m512 acc_3_1;
__m512 acc_3_2;
__m512 acc_4_0;
__m512 acc_4_1;
__m512 acc_4_2;
acc_0_0 = _mm512_set1_ps(0.0f);
acc_0_1 = _mm512_set1_ps(0.0f);
acc_0_2 = _mm512_set1_ps(0.0f);
acc_1_0 = _mm512_set1_ps(0.0f);
acc_1_1 = _mm512_set1_ps(0.0f);
acc_1_2 = _mm512_set1_ps(0.0f);
acc_2_0 = _mm512_set1_ps(0.0f);
acc_2_1 = _mm512_set1_ps(0.0f);
acc_2_2 = _mm512_set1_ps(0.0f);
acc_3_0 = _mm512_set1_ps(0.0f);
acc_3_1 = _mm512_set1_ps(0.0f);
acc_3_2 = _mm512_set1_ps(0.0f);
acc_4_0 = _mm512_set1_ps(0.0f);
acc_4_1 = _mm512_set1_ps(0.0f);
acc_4_2 = _mm512_set1_ps(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (16)); ko++) {
  __m512 a_reg_0;
  __m512 a_reg_1;
  __m512 a_reg_2;
  __m512 a_reg_3;
  __m512 a_reg_4;
  a_reg_0 = _mm512_loadu_ps(&A.data[16 * ko]); __asm__("" : "+v"(a_reg_0));
  a_reg_1 = _mm512_loadu_ps(&A.data[A.strides[0] + 16 * ko]); __asm__("" : "+v"(a_reg_1));
  a_reg_2 = _mm512_loadu_ps(&A.data[(2) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_2));
  a_reg_3 = _mm512_loadu_ps(&A.data[(3) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_3));
  a_reg_4 = _mm512_loadu_ps(&A.data[(4) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_4));
  __m512 b_reg;
  b_reg = _mm512_loadu_ps(&B.data[16 * ko]); __asm__("" : "+v"(b_reg));
  acc_0_0 = _mm512_fmadd_ps(a_reg_0, b_reg, acc_0_0);
  acc_1_0 = _mm512_fmadd_ps(a_reg_1, b_reg, acc_1_0);
  acc_2_0 = _mm512_fmadd_ps(a_reg_2, b_reg, acc_2_0);
  acc_3_0 = _mm512_fmadd_ps(a_reg_3, b_reg, acc_3_0);
  acc_4_0 = _mm512_fmadd_ps(a_reg_4, b_reg, acc_4_0);
  __m512 b_reg_1;
  b_reg_1 = _mm512_loadu_ps(&B.data[B.strides[0] + 16 * ko]); __asm__("" : "+v"(b_reg_1));
  acc_0_1 = _mm512_fmadd_ps(a_reg_0, b_reg_1, acc_0_1);
  acc_1_1 = _mm512_fmadd_ps(a_reg_1, b_reg_1, acc_1_1);
  acc_2_1 = _mm512_fmadd_ps(a_reg_2, b_reg_1, acc_2_1);
  acc_3_1 = _mm512_fmadd_ps(a_reg_3, b_reg_1, acc_3_1);
  acc_4_1 = _mm512_fmadd_ps(a_reg_4, b_reg_1, acc_4_1);
  __m512 b_reg_2;
  b_reg_2 = _mm512_loadu_ps(&B.data[(2) * (B.strides[0]) + 16 * ko]); __asm__("" : "+v"(b_reg_2));
  acc_0_2 = _mm512_fmadd_ps(a_reg_0, b_reg_2, acc_0_2);
  acc_1_2 = _mm512_fmadd_ps(a_reg_1, b_reg_2, acc_1_2);
  acc_2_2 = _mm512_fmadd_ps(a_reg_2, b_reg_2, acc_2_2);
  acc_3_2 = _mm512_fmadd_ps(a_reg_3, b_reg_2, acc_3_2);
  acc_4_2 = _mm512_fmadd_ps(a_reg_4, b_reg_2, acc_4_2);
}
C.data[0] += _mm512_reduce_add_ps(acc_0_0);
C.data[1] += _mm512_reduce_add_ps(acc_0_1);
C.data[2] += _mm512_reduce_add_ps(acc_0_2);
C.data[C.strides[0]] += _mm512_reduce_add_ps(acc_1_0);
C.data[C.strides[0] + 1] += _mm512_reduce_add_ps(acc_1_1);
C.data[C.strides[0] + 2] += _mm512_reduce_add_ps(acc_1_2);
C.data[(2) * (C.strides[0])] += _mm512_reduce_add_ps(acc_2_0);
C.data[(2) * (C.strides[0]) + 1] += _mm512_reduce_add_ps(acc_2_1);
C.data[(2) * (C.strides[0]) + 2] += _mm512_reduce_add_ps(acc_2_2);
C.data[(3) * (C.strides[0])] += _mm512_reduce_add_ps(acc_3_0);
C.data[(3) * (C.strides[0]) + 1] += _mm512_reduce_add_ps(acc_3_1);
C.data[(3) * (C.strides[0]) + 2] += _mm512_reduce_add_ps(acc_3_2);
C.data[(4) * (C.strides[0])] += _mm512_reduce_add_ps(acc_4_0);
C.data[(4) * (C.strides[0]) + 1] += _mm512_reduce_add_ps(acc_4_1);
C.data[(4) * (C.strides[0]) + 2] += _mm512_reduce_add_ps(acc_4_2);
for (int_fast32_t ki = 0; ki < K % 16; ki++) {
  C.data[0] += A.data[ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[1] += A.data[ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[2] += A.data[ki + (K / 16) * 16] * B.data[2 * B.strides[0] + ki + (K / 16) * 16];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[C.strides[0] + 1] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[C.strides[0] + 2] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[2 * B.strides[0] + ki + (K / 16) * 16];
  C.data[2 * C.strides[0]] += A.data[2 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[2 * C.strides[0] + 1] += A.data[2 * A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[2 * C.strides[0] + 2] += A.data[2 * A.strides[0] + ki + (K / 16) * 16] * B.data[2 * B.strides[0] + ki + (K / 16) * 16];
  C.data[3 * C.strides[0]] += A.data[3 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[3 * C.strides[0] + 1] += A.data[3 * A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[3 * C.strides[0] + 2] += A.data[3 * A.strides[0] + ki + (K / 16) * 16] * B.data[2 * B.strides[0] + ki + (K / 16) * 16];
  C.data[4 * C.strides[0]] += A.data[4 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[4 * C.strides[0] + 1] += A.data[4 * A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[4 * C.strides[0] + 2] += A.data[4 * A.strides[0] + ki + (K / 16) * 16] * B.data[2 * B.strides[0] + ki + (K / 16) * 16];
}
}

// EXOGEMM_SMALL_PREFIX_dot_5x4(
//     K : size,
//     A : [f32][5, K] @DRAM,
//     B : [f32][4, K] @DRAM,
//     C : [f32][5, 4] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_dot_5x4( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 acc_0_0;
__m512 acc_0_1;
__m512 acc_0_2;
__m512 acc_0_3;
__m512 acc_1_0;
__m512 acc_1_1;
__m512 acc_1_2;
__m512 acc_1_3;
__m512 acc_2_0;
__m512 acc_2_1;
__m512 acc_2_2;
__m512 acc_2_3;
__m512 acc_3_0;
__m512 acc_3_1;
__m512 acc_3_2;
__m512 acc_3_3;
__m512 acc_4_0;
__m512 acc_4_1;
__m512 acc_4_2;
__m512 acc_4_3;
acc_0_0 = _mm512_set1_ps(0.0f);
acc_0_1 = _mm512_set1_ps(0.0f);
acc_0_2 = _mm512_set1_ps(0.0f);
acc_0_3 = _mm512_set1_ps(0.0f);
acc_1_0 = _mm512_set1_ps(0.0f);
acc_1_1 = _mm512_set1_ps(0.0f);
acc_1_2 = _mm512_set1_ps(0.0f);
acc_1_3 = _mm512_set1_ps(0.0f);
acc_2_0 = _mm512_set1_ps(0.0f);
acc_2_1 = _mm512_set1_ps(0.0f);
acc_2_2 = _mm512_set1_ps(0.0f);
acc_2_3 = _mm512_set1_ps(0.0f);
acc_3_0 = _mm512_set1_ps(0.0f);
acc_3_1 = _mm512_set1_ps(0.0f);
acc_3_2 = _mm512_set1_ps(0.0f);
acc_3_3 = _mm512_set1_ps(0.0f);
acc_4_0 = _mm512_set1_ps(0.0f);
acc_4_1 = _mm512_set1_ps(0.0f);
acc_4_2 = _mm512_set1_ps(0.0f);
acc_4_3 = _mm512_set1_ps(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (16)); ko++) {
  { for (int exo_r = 4; exo_r < 8; exo_r++) __builtin_prefetch(&B.data[16 * ko] + (size_t)exo_r * (((struct exo_win_2f32c){ &B.data[16 * ko], { B.strides[0], 1 } })).strides[0], 0, 1); }
  __m512 a_reg_0;
  __m512 a_reg_1;
  __m512 a_reg_2;
  __m512 a_reg_3;
  __m512 a_reg_4;
  a_reg_0 = _mm512_loadu_ps(&A.data[16 * ko]); __asm__("" : "+v"(a_reg_0));
  a_reg_1 = _mm512_loadu_ps(&A.data[A.strides[0] + 16 * ko]); __asm__("" : "+v"(a_reg_1));
  a_reg_2 = _mm512_loadu_ps(&A.data[(2) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_2));
  a_reg_3 = _mm512_loadu_ps(&A.data[(3) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_3));
  a_reg_4 = _mm512_loadu_ps(&A.data[(4) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_4));
  __m512 b_reg;
  b_reg = _mm512_loadu_ps(&B.data[16 * ko]); __asm__("" : "+v"(b_reg));
  acc_0_0 = _mm512_fmadd_ps(a_reg_0, b_reg, acc_0_0);
  acc_1_0 = _mm512_fmadd_ps(a_reg_1, b_reg, acc_1_0);
  acc_2_0 = _mm512_fmadd_ps(a_reg_2, b_reg, acc_2_0);
  acc_3_0 = _mm512_fmadd_ps(a_reg_3, b_reg, acc_3_0);
  acc_4_0 = _mm512_fmadd_ps(a_reg_4, b_reg, acc_4_0);
  __m512 b_reg_1;
  b_reg_1 = _mm512_loadu_ps(&B.data[B.strides[0] + 16 * ko]); __asm__("" : "+v"(b_reg_1));
  acc_0_1 = _mm512_fmadd_ps(a_reg_0, b_reg_1, acc_0_1);
  acc_1_1 = _mm512_fmadd_ps(a_reg_1, b_reg_1, acc_1_1);
  acc_2_1 = _mm512_fmadd_ps(a_reg_2, b_reg_1, acc_2_1);
  acc_3_1 = _mm512_fmadd_ps(a_reg_3, b_reg_1, acc_3_1);
  acc_4_1 = _mm512_fmadd_ps(a_reg_4, b_reg_1, acc_4_1);
  __m512 b_reg_2;
  b_reg_2 = _mm512_loadu_ps(&B.data[(2) * (B.strides[0]) + 16 * ko]); __asm__("" : "+v"(b_reg_2));
  acc_0_2 = _mm512_fmadd_ps(a_reg_0, b_reg_2, acc_0_2);
  acc_1_2 = _mm512_fmadd_ps(a_reg_1, b_reg_2, acc_1_2);
  acc_2_2 = _mm512_fmadd_ps(a_reg_2, b_reg_2, acc_2_2);
  acc_3_2 = _mm512_fmadd_ps(a_reg_3, b_reg_2, acc_3_2);
  acc_4_2 = _mm512_fmadd_ps(a_reg_4, b_reg_2, acc_4_2);
  __m512 b_reg_3;
  b_reg_3 = _mm512_loadu_ps(&B.data[(3) * (B.strides[0]) + 16 * ko]); __asm__("" : "+v"(b_reg_3));
  acc_0_3 = _mm512_fmadd_ps(a_reg_0, b_reg_3, acc_0_3);
  acc_1_3 = _mm512_fmadd_ps(a_reg_1, b_reg_3, acc_1_3);
  acc_2_3 = _mm512_fmadd_ps(a_reg_2, b_reg_3, acc_2_3);
  acc_3_3 = _mm512_fmadd_ps(a_reg_3, b_reg_3, acc_3_3);
  acc_4_3 = _mm512_fmadd_ps(a_reg_4, b_reg_3, acc_4_3);
}
{ float exo_s[4]; exogemm_avx512_hsum4(exo_s, acc_0_0, acc_0_1, acc_0_2, acc_0_3); (&C.data[0])[0] += exo_s[0]; (&C.data[0])[1] += exo_s[1]; (&C.data[0])[2] += exo_s[2]; (&C.data[0])[3] += exo_s[3]; }
{ float exo_s[4]; exogemm_avx512_hsum4(exo_s, acc_1_0, acc_1_1, acc_1_2, acc_1_3); (&C.data[C.strides[0]])[0] += exo_s[0]; (&C.data[C.strides[0]])[1] += exo_s[1]; (&C.data[C.strides[0]])[2] += exo_s[2]; (&C.data[C.strides[0]])[3] += exo_s[3]; }
{ float exo_s[4]; exogemm_avx512_hsum4(exo_s, acc_2_0, acc_2_1, acc_2_2, acc_2_3); (&C.data[(2) * (C.strides[0])])[0] += exo_s[0]; (&C.data[(2) * (C.strides[0])])[1] += exo_s[1]; (&C.data[(2) * (C.strides[0])])[2] += exo_s[2]; (&C.data[(2) * (C.strides[0])])[3] += exo_s[3]; }
{ float exo_s[4]; exogemm_avx512_hsum4(exo_s, acc_3_0, acc_3_1, acc_3_2, acc_3_3); (&C.data[(3) * (C.strides[0])])[0] += exo_s[0]; (&C.data[(3) * (C.strides[0])])[1] += exo_s[1]; (&C.data[(3) * (C.strides[0])])[2] += exo_s[2]; (&C.data[(3) * (C.strides[0])])[3] += exo_s[3]; }
{ float exo_s[4]; exogemm_avx512_hsum4(exo_s, acc_4_0, acc_4_1, acc_4_2, acc_4_3); (&C.data[(4) * (C.strides[0])])[0] += exo_s[0]; (&C.data[(4) * (C.strides[0])])[1] += exo_s[1]; (&C.data[(4) * (C.strides[0])])[2] += exo_s[2]; (&C.data[(4) * (C.strides[0])])[3] += exo_s[3]; }
for (int_fast32_t ki = 0; ki < K % 16; ki++) {
  C.data[0] += A.data[ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[1] += A.data[ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[2] += A.data[ki + (K / 16) * 16] * B.data[2 * B.strides[0] + ki + (K / 16) * 16];
  C.data[3] += A.data[ki + (K / 16) * 16] * B.data[3 * B.strides[0] + ki + (K / 16) * 16];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[C.strides[0] + 1] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[C.strides[0] + 2] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[2 * B.strides[0] + ki + (K / 16) * 16];
  C.data[C.strides[0] + 3] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[3 * B.strides[0] + ki + (K / 16) * 16];
  C.data[2 * C.strides[0]] += A.data[2 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[2 * C.strides[0] + 1] += A.data[2 * A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[2 * C.strides[0] + 2] += A.data[2 * A.strides[0] + ki + (K / 16) * 16] * B.data[2 * B.strides[0] + ki + (K / 16) * 16];
  C.data[2 * C.strides[0] + 3] += A.data[2 * A.strides[0] + ki + (K / 16) * 16] * B.data[3 * B.strides[0] + ki + (K / 16) * 16];
  C.data[3 * C.strides[0]] += A.data[3 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[3 * C.strides[0] + 1] += A.data[3 * A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[3 * C.strides[0] + 2] += A.data[3 * A.strides[0] + ki + (K / 16) * 16] * B.data[2 * B.strides[0] + ki + (K / 16) * 16];
  C.data[3 * C.strides[0] + 3] += A.data[3 * A.strides[0] + ki + (K / 16) * 16] * B.data[3 * B.strides[0] + ki + (K / 16) * 16];
  C.data[4 * C.strides[0]] += A.data[4 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[4 * C.strides[0] + 1] += A.data[4 * A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[4 * C.strides[0] + 2] += A.data[4 * A.strides[0] + ki + (K / 16) * 16] * B.data[2 * B.strides[0] + ki + (K / 16) * 16];
  C.data[4 * C.strides[0] + 3] += A.data[4 * A.strides[0] + ki + (K / 16) * 16] * B.data[3 * B.strides[0] + ki + (K / 16) * 16];
}
}

// EXOGEMM_SMALL_PREFIX_dot_5x4_resident(
//     K : size,
//     A : [f32][5, K] @DRAM,
//     B : [f32][4, K] @DRAM,
//     C : [f32][5, 4] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_dot_5x4_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 acc_0_0;
__m512 acc_0_1;
__m512 acc_0_2;
__m512 acc_0_3;
__m512 acc_1_0;
__m512 acc_1_1;
__m512 acc_1_2;
__m512 acc_1_3;
__m512 acc_2_0;
__m512 acc_2_1;
__m512 acc_2_2;
__m512 acc_2_3;
__m512 acc_3_0;
__m512 acc_3_1;
__m512 acc_3_2;
__m512 acc_3_3;
__m512 acc_4_0;
__m512 acc_4_1;
__m512 acc_4_2;
__m512 acc_4_3;
acc_0_0 = _mm512_set1_ps(0.0f);
acc_0_1 = _mm512_set1_ps(0.0f);
acc_0_2 = _mm512_set1_ps(0.0f);
acc_0_3 = _mm512_set1_ps(0.0f);
acc_1_0 = _mm512_set1_ps(0.0f);
acc_1_1 = _mm512_set1_ps(0.0f);
acc_1_2 = _mm512_set1_ps(0.0f);
acc_1_3 = _mm512_set1_ps(0.0f);
acc_2_0 = _mm512_set1_ps(0.0f);
acc_2_1 = _mm512_set1_ps(0.0f);
acc_2_2 = _mm512_set1_ps(0.0f);
acc_2_3 = _mm512_set1_ps(0.0f);
acc_3_0 = _mm512_set1_ps(0.0f);
acc_3_1 = _mm512_set1_ps(0.0f);
acc_3_2 = _mm512_set1_ps(0.0f);
acc_3_3 = _mm512_set1_ps(0.0f);
acc_4_0 = _mm512_set1_ps(0.0f);
acc_4_1 = _mm512_set1_ps(0.0f);
acc_4_2 = _mm512_set1_ps(0.0f);
acc_4_3 = _mm512_set1_ps(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (16)); ko++) {
  __m512 a_reg_0;
  __m512 a_reg_1;
  __m512 a_reg_2;
  __m512 a_reg_3;
  __m512 a_reg_4;
  a_reg_0 = _mm512_loadu_ps(&A.data[16 * ko]); __asm__("" : "+v"(a_reg_0));
  a_reg_1 = _mm512_loadu_ps(&A.data[A.strides[0] + 16 * ko]); __asm__("" : "+v"(a_reg_1));
  a_reg_2 = _mm512_loadu_ps(&A.data[(2) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_2));
  a_reg_3 = _mm512_loadu_ps(&A.data[(3) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_3));
  a_reg_4 = _mm512_loadu_ps(&A.data[(4) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_4));
  __m512 b_reg;
  b_reg = _mm512_loadu_ps(&B.data[16 * ko]); __asm__("" : "+v"(b_reg));
  acc_0_0 = _mm512_fmadd_ps(a_reg_0, b_reg, acc_0_0);
  acc_1_0 = _mm512_fmadd_ps(a_reg_1, b_reg, acc_1_0);
  acc_2_0 = _mm512_fmadd_ps(a_reg_2, b_reg, acc_2_0);
  acc_3_0 = _mm512_fmadd_ps(a_reg_3, b_reg, acc_3_0);
  acc_4_0 = _mm512_fmadd_ps(a_reg_4, b_reg, acc_4_0);
  __m512 b_reg_1;
  b_reg_1 = _mm512_loadu_ps(&B.data[B.strides[0] + 16 * ko]); __asm__("" : "+v"(b_reg_1));
  acc_0_1 = _mm512_fmadd_ps(a_reg_0, b_reg_1, acc_0_1);
  acc_1_1 = _mm512_fmadd_ps(a_reg_1, b_reg_1, acc_1_1);
  acc_2_1 = _mm512_fmadd_ps(a_reg_2, b_reg_1, acc_2_1);
  acc_3_1 = _mm512_fmadd_ps(a_reg_3, b_reg_1, acc_3_1);
  acc_4_1 = _mm512_fmadd_ps(a_reg_4, b_reg_1, acc_4_1);
  __m512 b_reg_2;
  b_reg_2 = _mm512_loadu_ps(&B.data[(2) * (B.strides[0]) + 16 * ko]); __asm__("" : "+v"(b_reg_2));
  acc_0_2 = _mm512_fmadd_ps(a_reg_0, b_reg_2, acc_0_2);
  acc_1_2 = _mm512_fmadd_ps(a_reg_1, b_reg_2, acc_1_2);
  acc_2_2 = _mm512_fmadd_ps(a_reg_2, b_reg_2, acc_2_2);
  acc_3_2 = _mm512_fmadd_ps(a_reg_3, b_reg_2, acc_3_2);
  acc_4_2 = _mm512_fmadd_ps(a_reg_4, b_reg_2, acc_4_2);
  __m512 b_reg_3;
  b_reg_3 = _mm512_loadu_ps(&B.data[(3) * (B.strides[0]) + 16 * ko]); __asm__("" : "+v"(b_reg_3));
  acc_0_3 = _mm512_fmadd_ps(a_reg_0, b_reg_3, acc_0_3);
  acc_1_3 = _mm512_fmadd_ps(a_reg_1, b_reg_3, acc_1_3);
  acc_2_3 = _mm512_fmadd_ps(a_reg_2, b_reg_3, acc_2_3);
  acc_3_3 = _mm512_fmadd_ps(a_reg_3, b_reg_3, acc_3_3);
  acc_4_3 = _mm512_fmadd_ps(a_reg_4, b_reg_3, acc_4_3);
}
{ float exo_s[4]; exogemm_avx512_hsum4(exo_s, acc_0_0, acc_0_1, acc_0_2, acc_0_3); (&C.data[0])[0] += exo_s[0]; (&C.data[0])[1] += exo_s[1]; (&C.data[0])[2] += exo_s[2]; (&C.data[0])[3] += exo_s[3]; }
{ float exo_s[4]; exogemm_avx512_hsum4(exo_s, acc_1_0, acc_1_1, acc_1_2, acc_1_3); (&C.data[C.strides[0]])[0] += exo_s[0]; (&C.data[C.strides[0]])[1] += exo_s[1]; (&C.data[C.strides[0]])[2] += exo_s[2]; (&C.data[C.strides[0]])[3] += exo_s[3]; }
{ float exo_s[4]; exogemm_avx512_hsum4(exo_s, acc_2_0, acc_2_1, acc_2_2, acc_2_3); (&C.data[(2) * (C.strides[0])])[0] += exo_s[0]; (&C.data[(2) * (C.strides[0])])[1] += exo_s[1]; (&C.data[(2) * (C.strides[0])])[2] += exo_s[2]; (&C.data[(2) * (C.strides[0])])[3] += exo_s[3]; }
{ float exo_s[4]; exogemm_avx512_hsum4(exo_s, acc_3_0, acc_3_1, acc_3_2, acc_3_3); (&C.data[(3) * (C.strides[0])])[0] += exo_s[0]; (&C.data[(3) * (C.strides[0])])[1] += exo_s[1]; (&C.data[(3) * (C.strides[0])])[2] += exo_s[2]; (&C.data[(3) * (C.strides[0])])[3] += exo_s[3]; }
{ float exo_s[4]; exogemm_avx512_hsum4(exo_s, acc_4_0, acc_4_1, acc_4_2, acc_4_3); (&C.data[(4) * (C.strides[0])])[0] += exo_s[0]; (&C.data[(4) * (C.strides[0])])[1] += exo_s[1]; (&C.data[(4) * (C.strides[0])])[2] += exo_s[2]; (&C.data[(4) * (C.strides[0])])[3] += exo_s[3]; }
for (int_fast32_t ki = 0; ki < K % 16; ki++) {
  C.data[0] += A.data[ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[1] += A.data[ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[2] += A.data[ki + (K / 16) * 16] * B.data[2 * B.strides[0] + ki + (K / 16) * 16];
  C.data[3] += A.data[ki + (K / 16) * 16] * B.data[3 * B.strides[0] + ki + (K / 16) * 16];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[C.strides[0] + 1] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[C.strides[0] + 2] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[2 * B.strides[0] + ki + (K / 16) * 16];
  C.data[C.strides[0] + 3] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[3 * B.strides[0] + ki + (K / 16) * 16];
  C.data[2 * C.strides[0]] += A.data[2 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[2 * C.strides[0] + 1] += A.data[2 * A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[2 * C.strides[0] + 2] += A.data[2 * A.strides[0] + ki + (K / 16) * 16] * B.data[2 * B.strides[0] + ki + (K / 16) * 16];
  C.data[2 * C.strides[0] + 3] += A.data[2 * A.strides[0] + ki + (K / 16) * 16] * B.data[3 * B.strides[0] + ki + (K / 16) * 16];
  C.data[3 * C.strides[0]] += A.data[3 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[3 * C.strides[0] + 1] += A.data[3 * A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[3 * C.strides[0] + 2] += A.data[3 * A.strides[0] + ki + (K / 16) * 16] * B.data[2 * B.strides[0] + ki + (K / 16) * 16];
  C.data[3 * C.strides[0] + 3] += A.data[3 * A.strides[0] + ki + (K / 16) * 16] * B.data[3 * B.strides[0] + ki + (K / 16) * 16];
  C.data[4 * C.strides[0]] += A.data[4 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[4 * C.strides[0] + 1] += A.data[4 * A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[4 * C.strides[0] + 2] += A.data[4 * A.strides[0] + ki + (K / 16) * 16] * B.data[2 * B.strides[0] + ki + (K / 16) * 16];
  C.data[4 * C.strides[0] + 3] += A.data[4 * A.strides[0] + ki + (K / 16) * 16] * B.data[3 * B.strides[0] + ki + (K / 16) * 16];
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
__m512 acc_0_0;
__m512 acc_1_0;
__m512 acc_2_0;
__m512 acc_3_0;
__m512 acc_4_0;
__m512 acc_5_0;
acc_0_0 = _mm512_set1_ps(0.0f);
acc_1_0 = _mm512_set1_ps(0.0f);
acc_2_0 = _mm512_set1_ps(0.0f);
acc_3_0 = _mm512_set1_ps(0.0f);
acc_4_0 = _mm512_set1_ps(0.0f);
acc_5_0 = _mm512_set1_ps(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (16)); ko++) {
  { for (int exo_r = 1; exo_r < 2; exo_r++) __builtin_prefetch(&B.data[16 * ko] + (size_t)exo_r * (((struct exo_win_2f32c){ &B.data[16 * ko], { B.strides[0], 1 } })).strides[0], 0, 1); }
  __m512 a_reg_0;
  __m512 a_reg_1;
  __m512 a_reg_2;
  __m512 a_reg_3;
  __m512 a_reg_4;
  __m512 a_reg_5;
  a_reg_0 = _mm512_loadu_ps(&A.data[16 * ko]); __asm__("" : "+v"(a_reg_0));
  a_reg_1 = _mm512_loadu_ps(&A.data[A.strides[0] + 16 * ko]); __asm__("" : "+v"(a_reg_1));
  a_reg_2 = _mm512_loadu_ps(&A.data[(2) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_2));
  a_reg_3 = _mm512_loadu_ps(&A.data[(3) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_3));
  a_reg_4 = _mm512_loadu_ps(&A.data[(4) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_4));
  a_reg_5 = _mm512_loadu_ps(&A.data[(5) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_5));
  __m512 b_reg;
  b_reg = _mm512_loadu_ps(&B.data[16 * ko]); __asm__("" : "+v"(b_reg));
  acc_0_0 = _mm512_fmadd_ps(a_reg_0, b_reg, acc_0_0);
  acc_1_0 = _mm512_fmadd_ps(a_reg_1, b_reg, acc_1_0);
  acc_2_0 = _mm512_fmadd_ps(a_reg_2, b_reg, acc_2_0);
  acc_3_0 = _mm512_fmadd_ps(a_reg_3, b_reg, acc_3_0);
  acc_4_0 = _mm512_fmadd_ps(a_reg_4, b_reg, acc_4_0);
  acc_5_0 = _mm512_fmadd_ps(a_reg_5, b_reg, acc_5_0);
}
C.data[0] += _mm512_reduce_add_ps(acc_0_0);
C.data[C.strides[0]] += _mm512_reduce_add_ps(acc_1_0);
C.data[(2) * (C.strides[0])] += _mm512_reduce_add_ps(acc_2_0);
C.data[(3) * (C.strides[0])] += _mm512_reduce_add_ps(acc_3_0);
C.data[(4) * (C.strides[0])] += _mm512_reduce_add_ps(acc_4_0);
C.data[(5) * (C.strides[0])] += _mm512_reduce_add_ps(acc_5_0);
for (int_fast32_t ki = 0; ki < K % 16; ki++) {
  C.data[0] += A.data[ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[2 * C.strides[0]] += A.data[2 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[3 * C.strides[0]] += A.data[3 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[4 * C.strides[0]] += A.data[4 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[5 * C.strides[0]] += A.data[5 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
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
__m512 acc_0_0;
__m512 acc_1_0;
__m512 acc_2_0;
__m512 acc_3_0;
__m512 acc_4_0;
__m512 acc_5_0;
acc_0_0 = _mm512_set1_ps(0.0f);
acc_1_0 = _mm512_set1_ps(0.0f);
acc_2_0 = _mm512_set1_ps(0.0f);
acc_3_0 = _mm512_set1_ps(0.0f);
acc_4_0 = _mm512_set1_ps(0.0f);
acc_5_0 = _mm512_set1_ps(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (16)); ko++) {
  __m512 a_reg_0;
  __m512 a_reg_1;
  __m512 a_reg_2;
  __m512 a_reg_3;
  __m512 a_reg_4;
  __m512 a_reg_5;
  a_reg_0 = _mm512_loadu_ps(&A.data[16 * ko]); __asm__("" : "+v"(a_reg_0));
  a_reg_1 = _mm512_loadu_ps(&A.data[A.strides[0] + 16 * ko]); __asm__("" : "+v"(a_reg_1));
  a_reg_2 = _mm512_loadu_ps(&A.data[(2) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_2));
  a_reg_3 = _mm512_loadu_ps(&A.data[(3) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_3));
  a_reg_4 = _mm512_loadu_ps(&A.data[(4) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_4));
  a_reg_5 = _mm512_loadu_ps(&A.data[(5) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_5));
  __m512 b_reg;
  b_reg = _mm512_loadu_ps(&B.data[16 * ko]); __asm__("" : "+v"(b_reg));
  acc_0_0 = _mm512_fmadd_ps(a_reg_0, b_reg, acc_0_0);
  acc_1_0 = _mm512_fmadd_ps(a_reg_1, b_reg, acc_1_0);
  acc_2_0 = _mm512_fmadd_ps(a_reg_2, b_reg, acc_2_0);
  acc_3_0 = _mm512_fmadd_ps(a_reg_3, b_reg, acc_3_0);
  acc_4_0 = _mm512_fmadd_ps(a_reg_4, b_reg, acc_4_0);
  acc_5_0 = _mm512_fmadd_ps(a_reg_5, b_reg, acc_5_0);
}
C.data[0] += _mm512_reduce_add_ps(acc_0_0);
C.data[C.strides[0]] += _mm512_reduce_add_ps(acc_1_0);
C.data[(2) * (C.strides[0])] += _mm512_reduce_add_ps(acc_2_0);
C.data[(3) * (C.strides[0])] += _mm512_reduce_add_ps(acc_3_0);
C.data[(4) * (C.strides[0])] += _mm512_reduce_add_ps(acc_4_0);
C.data[(5) * (C.strides[0])] += _mm512_reduce_add_ps(acc_5_0);
for (int_fast32_t ki = 0; ki < K % 16; ki++) {
  C.data[0] += A.data[ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[2 * C.strides[0]] += A.data[2 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[3 * C.strides[0]] += A.data[3 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[4 * C.strides[0]] += A.data[4 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[5 * C.strides[0]] += A.data[5 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
}
}

// EXOGEMM_SMALL_PREFIX_dot_6x2(
//     K : size,
//     A : [f32][6, K] @DRAM,
//     B : [f32][2, K] @DRAM,
//     C : [f32][6, 2] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_dot_6x2( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 acc_0_0;
__m512 acc_0_1;
__m512 acc_1_0;
__m512 acc_1_1;
__m512 acc_2_0;
__m512 acc_2_1;
__m512 acc_3_0;
__m512 acc_3_1;
__m512 acc_4_0;
__m512 acc_4_1;
__m512 acc_5_0;
__m512 acc_5_1;
acc_0_0 = _mm512_set1_ps(0.0f);
acc_0_1 = _mm512_set1_ps(0.0f);
acc_1_0 = _mm512_set1_ps(0.0f);
acc_1_1 = _mm512_set1_ps(0.0f);
acc_2_0 = _mm512_set1_ps(0.0f);
acc_2_1 = _mm512_set1_ps(0.0f);
acc_3_0 = _mm512_set1_ps(0.0f);
acc_3_1 = _mm512_set1_ps(0.0f);
acc_4_0 = _mm512_set1_ps(0.0f);
acc_4_1 = _mm512_set1_ps(0.0f);
acc_5_0 = _mm512_set1_ps(0.0f);
acc_5_1 = _mm512_set1_ps(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (16)); ko++) {
  { for (int exo_r = 2; exo_r < 4; exo_r++) __builtin_prefetch(&B.data[16 * ko] + (size_t)exo_r * (((struct exo_win_2f32c){ &B.data[16 * ko], { B.strides[0], 1 } })).strides[0], 0, 1); }
  __m512 a_reg_0;
  __m512 a_reg_1;
  __m512 a_reg_2;
  __m512 a_reg_3;
  __m512 a_reg_4;
  __m512 a_reg_5;
  a_reg_0 = _mm512_loadu_ps(&A.data[16 * ko]); __asm__("" : "+v"(a_reg_0));
  a_reg_1 = _mm512_loadu_ps(&A.data[A.strides[0] + 16 * ko]); __asm__("" : "+v"(a_reg_1));
  a_reg_2 = _mm512_loadu_ps(&A.data[(2) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_2));
  a_reg_3 = _mm512_loadu_ps(&A.data[(3) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_3));
  a_reg_4 = _mm512_loadu_ps(&A.data[(4) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_4));
  a_reg_5 = _mm512_loadu_ps(&A.data[(5) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_5));
  __m512 b_reg;
  b_reg = _mm512_loadu_ps(&B.data[16 * ko]); __asm__("" : "+v"(b_reg));
  acc_0_0 = _mm512_fmadd_ps(a_reg_0, b_reg, acc_0_0);
  acc_1_0 = _mm512_fmadd_ps(a_reg_1, b_reg, acc_1_0);
  acc_2_0 = _mm512_fmadd_ps(a_reg_2, b_reg, acc_2_0);
  acc_3_0 = _mm512_fmadd_ps(a_reg_3, b_reg, acc_3_0);
  acc_4_0 = _mm512_fmadd_ps(a_reg_4, b_reg, acc_4_0);
  acc_5_0 = _mm512_fmadd_ps(a_reg_5, b_reg, acc_5_0);
  __m512 b_reg_1;
  b_reg_1 = _mm512_loadu_ps(&B.data[B.strides[0] + 16 * ko]); __asm__("" : "+v"(b_reg_1));
  acc_0_1 = _mm512_fmadd_ps(a_reg_0, b_reg_1, acc_0_1);
  acc_1_1 = _mm512_fmadd_ps(a_reg_1, b_reg_1, acc_1_1);
  acc_2_1 = _mm512_fmadd_ps(a_reg_2, b_reg_1, acc_2_1);
  acc_3_1 = _mm512_fmadd_ps(a_reg_3, b_reg_1, acc_3_1);
  acc_4_1 = _mm512_fmadd_ps(a_reg_4, b_reg_1, acc_4_1);
  acc_5_1 = _mm512_fmadd_ps(a_reg_5, b_reg_1, acc_5_1);
}
{ float exo_s[4]; exogemm_avx512_hsum4(exo_s, acc_0_0, acc_0_1, acc_1_0, acc_1_1); (&C.data[0])[0] += exo_s[0]; (&C.data[0])[1] += exo_s[1]; (&C.data[0])[1 * ((struct exo_win_2f32){ &C.data[0], { C.strides[0], 1 } }).strides[0] + 0] += exo_s[2]; (&C.data[0])[1 * ((struct exo_win_2f32){ &C.data[0], { C.strides[0], 1 } }).strides[0] + 1] += exo_s[3]; }
{ float exo_s[4]; exogemm_avx512_hsum4(exo_s, acc_2_0, acc_2_1, acc_3_0, acc_3_1); (&C.data[(2) * (C.strides[0])])[0] += exo_s[0]; (&C.data[(2) * (C.strides[0])])[1] += exo_s[1]; (&C.data[(2) * (C.strides[0])])[1 * ((struct exo_win_2f32){ &C.data[(2) * (C.strides[0])], { C.strides[0], 1 } }).strides[0] + 0] += exo_s[2]; (&C.data[(2) * (C.strides[0])])[1 * ((struct exo_win_2f32){ &C.data[(2) * (C.strides[0])], { C.strides[0], 1 } }).strides[0] + 1] += exo_s[3]; }
{ float exo_s[4]; exogemm_avx512_hsum4(exo_s, acc_4_0, acc_4_1, acc_5_0, acc_5_1); (&C.data[(4) * (C.strides[0])])[0] += exo_s[0]; (&C.data[(4) * (C.strides[0])])[1] += exo_s[1]; (&C.data[(4) * (C.strides[0])])[1 * ((struct exo_win_2f32){ &C.data[(4) * (C.strides[0])], { C.strides[0], 1 } }).strides[0] + 0] += exo_s[2]; (&C.data[(4) * (C.strides[0])])[1 * ((struct exo_win_2f32){ &C.data[(4) * (C.strides[0])], { C.strides[0], 1 } }).strides[0] + 1] += exo_s[3]; }
for (int_fast32_t ki = 0; ki < K % 16; ki++) {
  C.data[0] += A.data[ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[1] += A.data[ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[C.strides[0] + 1] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[2 * C.strides[0]] += A.data[2 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[2 * C.strides[0] + 1] += A.data[2 * A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[3 * C.strides[0]] += A.data[3 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[3 * C.strides[0] + 1] += A.data[3 * A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[4 * C.strides[0]] += A.data[4 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[4 * C.strides[0] + 1] += A.data[4 * A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[5 * C.strides[0]] += A.data[5 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[5 * C.strides[0] + 1] += A.data[5 * A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
}
}

// EXOGEMM_SMALL_PREFIX_dot_6x2_resident(
//     K : size,
//     A : [f32][6, K] @DRAM,
//     B : [f32][2, K] @DRAM,
//     C : [f32][6, 2] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_dot_6x2_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 acc_0_0;
__m512 acc_0_1;
__m512 acc_1_0;
__m512 acc_1_1;
__m512 acc_2_0;
__m512 acc_2_1;
__m512 acc_3_0;
__m512 acc_3_1;
__m512 acc_4_0;
__m512 acc_4_1;
__m512 acc_5_0;
__m512 acc_5_1;
acc_0_0 = _mm512_set1_ps(0.0f);
acc_0_1 = _mm512_set1_ps(0.0f);
acc_1_0 = _mm512_set1_ps(0.0f);
acc_1_1 = _mm512_set1_ps(0.0f);
acc_2_0 = _mm512_set1_ps(0.0f);
acc_2_1 = _mm512_set1_ps(0.0f);
acc_3_0 = _mm512_set1_ps(0.0f);
acc_3_1 = _mm512_set1_ps(0.0f);
acc_4_0 = _mm512_set1_ps(0.0f);
acc_4_1 = _mm512_set1_ps(0.0f);
acc_5_0 = _mm512_set1_ps(0.0f);
acc_5_1 = _mm512_set1_ps(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (16)); ko++) {
  __m512 a_reg_0;
  __m512 a_reg_1;
  __m512 a_reg_2;
  __m512 a_reg_3;
  __m512 a_reg_4;
  __m512 a_reg_5;
  a_reg_0 = _mm512_loadu_ps(&A.data[16 * ko]); __asm__("" : "+v"(a_reg_0));
  a_reg_1 = _mm512_loadu_ps(&A.data[A.strides[0] + 16 * ko]); __asm__("" : "+v"(a_reg_1));
  a_reg_2 = _mm512_loadu_ps(&A.data[(2) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_2));
  a_reg_3 = _mm512_loadu_ps(&A.data[(3) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_3));
  a_reg_4 = _mm512_loadu_ps(&A.data[(4) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_4));
  a_reg_5 = _mm512_loadu_ps(&A.data[(5) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_5));
  __m512 b_reg;
  b_reg = _mm512_loadu_ps(&B.data[16 * ko]); __asm__("" : "+v"(b_reg));
  acc_0_0 = _mm512_fmadd_ps(a_reg_0, b_reg, acc_0_0);
  acc_1_0 = _mm512_fmadd_ps(a_reg_1, b_reg, acc_1_0);
  acc_2_0 = _mm512_fmadd_ps(a_reg_2, b_reg, acc_2_0);
  acc_3_0 = _mm512_fmadd_ps(a_reg_3, b_reg, acc_3_0);
  acc_4_0 = _mm512_fmadd_ps(a_reg_4, b_reg, acc_4_0);
  acc_5_0 = _mm512_fmadd_ps(a_reg_5, b_reg, acc_5_0);
  __m512 b_reg_1;
  b_reg_1 = _mm512_loadu_ps(&B.data[B.strides[0] + 16 * ko]); __asm__("" : "+v"(b_reg_1));
  acc_0_1 = _mm512_fmadd_ps(a_reg_0, b_reg_1, acc_0_1);
  acc_1_1 = _mm512_fmadd_ps(a_reg_1, b_reg_1, acc_1_1);
  acc_2_1 = _mm512_fmadd_ps(a_reg_2, b_reg_1, acc_2_1);
  acc_3_1 = _mm512_fmadd_ps(a_reg_3, b_reg_1, acc_3_1);
  acc_4_1 = _mm512_fmadd_ps(a_reg_4, b_reg_1, acc_4_1);
  acc_5_1 = _mm512_fmadd_ps(a_reg_5, b_reg_1, acc_5_1);
}
{ float exo_s[4]; exogemm_avx512_hsum4(exo_s, acc_0_0, acc_0_1, acc_1_0, acc_1_1); (&C.data[0])[0] += exo_s[0]; (&C.data[0])[1] += exo_s[1]; (&C.data[0])[1 * ((struct exo_win_2f32){ &C.data[0], { C.strides[0], 1 } }).strides[0] + 0] += exo_s[2]; (&C.data[0])[1 * ((struct exo_win_2f32){ &C.data[0], { C.strides[0], 1 } }).strides[0] + 1] += exo_s[3]; }
{ float exo_s[4]; exogemm_avx512_hsum4(exo_s, acc_2_0, acc_2_1, acc_3_0, acc_3_1); (&C.data[(2) * (C.strides[0])])[0] += exo_s[0]; (&C.data[(2) * (C.strides[0])])[1] += exo_s[1]; (&C.data[(2) * (C.strides[0])])[1 * ((struct exo_win_2f32){ &C.data[(2) * (C.strides[0])], { C.strides[0], 1 } }).strides[0] + 0] += exo_s[2]; (&C.data[(2) * (C.strides[0])])[1 * ((struct exo_win_2f32){ &C.data[(2) * (C.strides[0])], { C.strides[0], 1 } }).strides[0] + 1] += exo_s[3]; }
{ float exo_s[4]; exogemm_avx512_hsum4(exo_s, acc_4_0, acc_4_1, acc_5_0, acc_5_1); (&C.data[(4) * (C.strides[0])])[0] += exo_s[0]; (&C.data[(4) * (C.strides[0])])[1] += exo_s[1]; (&C.data[(4) * (C.strides[0])])[1 * ((struct exo_win_2f32){ &C.data[(4) * (C.strides[0])], { C.strides[0], 1 } }).strides[0] + 0] += exo_s[2]; (&C.data[(4) * (C.strides[0])])[1 * ((struct exo_win_2f32){ &C.data[(4) * (C.strides[0])], { C.strides[0], 1 } }).strides[0] + 1] += exo_s[3]; }
for (int_fast32_t ki = 0; ki < K % 16; ki++) {
  C.data[0] += A.data[ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[1] += A.data[ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[C.strides[0] + 1] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[2 * C.strides[0]] += A.data[2 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[2 * C.strides[0] + 1] += A.data[2 * A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[3 * C.strides[0]] += A.data[3 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[3 * C.strides[0] + 1] += A.data[3 * A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[4 * C.strides[0]] += A.data[4 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[4 * C.strides[0] + 1] += A.data[4 * A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[5 * C.strides[0]] += A.data[5 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[5 * C.strides[0] + 1] += A.data[5 * A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
}
}

// EXOGEMM_SMALL_PREFIX_dot_6x3(
//     K : size,
//     A : [f32][6, K] @DRAM,
//     B : [f32][3, K] @DRAM,
//     C : [f32][6, 3] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_dot_6x3( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 acc_0_0;
__m512 acc_0_1;
__m512 acc_0_2;
__m512 acc_1_0;
__m512 acc_1_1;
__m512 acc_1_2;
__m512 acc_2_0;
__m512 acc_2_1;
__m512 acc_2_2;
__m512 acc_3_0;
__m512 acc_3_1;
__m512 acc_3_2;
__m512 acc_4_0;
__m512 acc_4_1;
__m512 acc_4_2;
__m512 acc_5_0;
__m512 acc_5_1;
__m512 acc_5_2;
acc_0_0 = _mm512_set1_ps(0.0f);
acc_0_1 = _mm512_set1_ps(0.0f);
acc_0_2 = _mm512_set1_ps(0.0f);
acc_1_0 = _mm512_set1_ps(0.0f);
acc_1_1 = _mm512_set1_ps(0.0f);
acc_1_2 = _mm512_set1_ps(0.0f);
acc_2_0 = _mm512_set1_ps(0.0f);
acc_2_1 = _mm512_set1_ps(0.0f);
acc_2_2 = _mm512_set1_ps(0.0f);
acc_3_0 = _mm512_set1_ps(0.0f);
acc_3_1 = _mm512_set1_ps(0.0f);
acc_3_2 = _mm512_set1_ps(0.0f);
acc_4_0 = _mm512_set1_ps(0.0f);
acc_4_1 = _mm512_set1_ps(0.0f);
acc_4_2 = _mm512_set1_ps(0.0f);
acc_5_0 = _mm512_set1_ps(0.0f);
acc_5_1 = _mm512_set1_ps(0.0f);
acc_5_2 = _mm512_set1_ps(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (16)); ko++) {
  { for (int exo_r = 3; exo_r < 6; exo_r++) __builtin_prefetch(&B.data[16 * ko] + (size_t)exo_r * (((struct exo_win_2f32c){ &B.data[16 * ko], { B.strides[0], 1 } })).strides[0], 0, 1); }
  __m512 a_reg_0;
  __m512 a_reg_1;
  __m512 a_reg_2;
  __m512 a_reg_3;
  __m512 a_reg_4;
  __m512 a_reg_5;
  a_reg_0 = _mm512_loadu_ps(&A.data[16 * ko]); __asm__("" : "+v"(a_reg_0));
  a_reg_1 = _mm512_loadu_ps(&A.data[A.strides[0] + 16 * ko]); __asm__("" : "+v"(a_reg_1));
  a_reg_2 = _mm512_loadu_ps(&A.data[(2) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_2));
  a_reg_3 = _mm512_loadu_ps(&A.data[(3) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_3));
  a_reg_4 = _mm512_loadu_ps(&A.data[(4) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_4));
  a_reg_5 = _mm512_loadu_ps(&A.data[(5) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_5));
  __m512 b_reg;
  b_reg = _mm512_loadu_ps(&B.data[16 * ko]); __asm__("" : "+v"(b_reg));
  acc_0_0 = _mm512_fmadd_ps(a_reg_0, b_reg, acc_0_0);
  acc_1_0 = _mm512_fmadd_ps(a_reg_1, b_reg, acc_1_0);
  acc_2_0 = _mm512_fmadd_ps(a_reg_2, b_reg, acc_2_0);
  acc_3_0 = _mm512_fmadd_ps(a_reg_3, b_reg, acc_3_0);
  acc_4_0 = _mm512_fmadd_ps(a_reg_4, b_reg, acc_4_0);
  acc_5_0 = _mm512_fmadd_ps(a_reg_5, b_reg, acc_5_0);
  __m512 b_reg_1;
  b_reg_1 = _mm512_loadu_ps(&B.data[B.strides[0] + 16 * ko]); __asm__("" : "+v"(b_reg_1));
  acc_0_1 = _mm512_fmadd_ps(a_reg_0, b_reg_1, acc_0_1);
  acc_1_1 = _mm512_fmadd_ps(a_reg_1, b_reg_1, acc_1_1);
  acc_2_1 = _mm512_fmadd_ps(a_reg_2, b_reg_1, acc_2_1);
  acc_3_1 = _mm512_fmadd_ps(a_reg_3, b_reg_1, acc_3_1);
  acc_4_1 = _mm512_fmadd_ps(a_reg_4, b_reg_1, acc_4_1);
  acc_5_1 = _mm512_fmadd_ps(a_reg_5, b_reg_1, acc_5_1);
  __m512 b_reg_2;
  b_reg_2 = _mm512_loadu_ps(&B.data[(2) * (B.strides[0]) + 16 * ko]); __asm__("" : "+v"(b_reg_2));
  acc_0_2 = _mm512_fmadd_ps(a_reg_0, b_reg_2, acc_0_2);
  acc_1_2 = _mm512_fmadd_ps(a_reg_1, b_reg_2, acc_1_2);
  acc_2_2 = _mm512_fmadd_ps(a_reg_2, b_reg_2, acc_2_2);
  acc_3_2 = _mm512_fmadd_ps(a_reg_3, b_reg_2, acc_3_2);
  acc_4_2 = _mm512_fmadd_ps(a_reg_4, b_reg_2, acc_4_2);
  acc_5_2 = _mm512_fmadd_ps(a_reg_5, b_reg_2, acc_5_2);
}
C.data[0] += _mm512_reduce_add_ps(acc_0_0);
C.data[1] += _mm512_reduce_add_ps(acc_0_1);
C.data[2] += _mm512_reduce_add_ps(acc_0_2);
C.data[C.strides[0]] += _mm512_reduce_add_ps(acc_1_0);
C.data[C.strides[0] + 1] += _mm512_reduce_add_ps(acc_1_1);
C.data[C.strides[0] + 2] += _mm512_reduce_add_ps(acc_1_2);
C.data[(2) * (C.strides[0])] += _mm512_reduce_add_ps(acc_2_0);
C.data[(2) * (C.strides[0]) + 1] += _mm512_reduce_add_ps(acc_2_1);
C.data[(2) * (C.strides[0]) + 2] += _mm512_reduce_add_ps(acc_2_2);
C.data[(3) * (C.strides[0])] += _mm512_reduce_add_ps(acc_3_0);
C.data[(3) * (C.strides[0]) + 1] += _mm512_reduce_add_ps(acc_3_1);
C.data[(3) * (C.strides[0]) + 2] += _mm512_reduce_add_ps(acc_3_2);
C.data[(4) * (C.strides[0])] += _mm512_reduce_add_ps(acc_4_0);
C.data[(4) * (C.strides[0]) + 1] += _mm512_reduce_add_ps(acc_4_1);
C.data[(4) * (C.strides[0]) + 2] += _mm512_reduce_add_ps(acc_4_2);
C.data[(5) * (C.strides[0])] += _mm512_reduce_add_ps(acc_5_0);
C.data[(5) * (C.strides[0]) + 1] += _mm512_reduce_add_ps(acc_5_1);
C.data[(5) * (C.strides[0]) + 2] += _mm512_reduce_add_ps(acc_5_2);
for (int_fast32_t ki = 0; ki < K % 16; ki++) {
  C.data[0] += A.data[ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[1] += A.data[ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[2] += A.data[ki + (K / 16) * 16] * B.data[2 * B.strides[0] + ki + (K / 16) * 16];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[C.strides[0] + 1] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[C.strides[0] + 2] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[2 * B.strides[0] + ki + (K / 16) * 16];
  C.data[2 * C.strides[0]] += A.data[2 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[2 * C.strides[0] + 1] += A.data[2 * A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[2 * C.strides[0] + 2] += A.data[2 * A.strides[0] + ki + (K / 16) * 16] * B.data[2 * B.strides[0] + ki + (K / 16) * 16];
  C.data[3 * C.strides[0]] += A.data[3 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[3 * C.strides[0] + 1] += A.data[3 * A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[3 * C.strides[0] + 2] += A.data[3 * A.strides[0] + ki + (K / 16) * 16] * B.data[2 * B.strides[0] + ki + (K / 16) * 16];
  C.data[4 * C.strides[0]] += A.data[4 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[4 * C.strides[0] + 1] += A.data[4 * A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[4 * C.strides[0] + 2] += A.data[4 * A.strides[0] + ki + (K / 16) * 16] * B.data[2 * B.strides[0] + ki + (K / 16) * 16];
  C.data[5 * C.strides[0]] += A.data[5 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[5 * C.strides[0] + 1] += A.data[5 * A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[5 * C.strides[0] + 2] += A.data[5 * A.strides[0] + ki + (K / 16) * 16] * B.data[2 * B.strides[0] + ki + (K / 16) * 16];
}
}

// EXOGEMM_SMALL_PREFIX_dot_6x3_resident(
//     K : size,
//     A : [f32][6, K] @DRAM,
//     B : [f32][3, K] @DRAM,
//     C : [f32][6, 3] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_dot_6x3_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 acc_0_0;
__m512 acc_0_1;
__m512 acc_0_2;
__m512 acc_1_0;
__m512 acc_1_1;
__m512 acc_1_2;
__m512 acc_2_0;
__m512 acc_2_1;
__m512 acc_2_2;
__m512 acc_3_0;
__m512 acc_3_1;
__m512 acc_3_2;
__m512 acc_4_0;
__m512 acc_4_1;
__m512 acc_4_2;
__m512 acc_5_0;
__m512 acc_5_1;
__m512 acc_5_2;
acc_0_0 = _mm512_set1_ps(0.0f);
acc_0_1 = _mm512_set1_ps(0.0f);
acc_0_2 = _mm512_set1_ps(0.0f);
acc_1_0 = _mm512_set1_ps(0.0f);
acc_1_1 = _mm512_set1_ps(0.0f);
acc_1_2 = _mm512_set1_ps(0.0f);
acc_2_0 = _mm512_set1_ps(0.0f);
acc_2_1 = _mm512_set1_ps(0.0f);
acc_2_2 = _mm512_set1_ps(0.0f);
acc_3_0 = _mm512_set1_ps(0.0f);
acc_3_1 = _mm512_set1_ps(0.0f);
acc_3_2 = _mm512_set1_ps(0.0f);
acc_4_0 = _mm512_set1_ps(0.0f);
acc_4_1 = _mm512_set1_ps(0.0f);
acc_4_2 = _mm512_set1_ps(0.0f);
acc_5_0 = _mm512_set1_ps(0.0f);
acc_5_1 = _mm512_set1_ps(0.0f);
acc_5_2 = _mm512_set1_ps(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (16)); ko++) {
  __m512 a_reg_0;
  __m512 a_reg_1;
  __m512 a_reg_2;
  __m512 a_reg_3;
  __m512 a_reg_4;
  __m512 a_reg_5;
  a_reg_0 = _mm512_loadu_ps(&A.data[16 * ko]); __asm__("" : "+v"(a_reg_0));
  a_reg_1 = _mm512_loadu_ps(&A.data[A.strides[0] + 16 * ko]); __asm__("" : "+v"(a_reg_1));
  a_reg_2 = _mm512_loadu_ps(&A.data[(2) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_2));
  a_reg_3 = _mm512_loadu_ps(&A.data[(3) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_3));
  a_reg_4 = _mm512_loadu_ps(&A.data[(4) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_4));
  a_reg_5 = _mm512_loadu_ps(&A.data[(5) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_5));
  __m512 b_reg;
  b_reg = _mm512_loadu_ps(&B.data[16 * ko]); __asm__("" : "+v"(b_reg));
  acc_0_0 = _mm512_fmadd_ps(a_reg_0, b_reg, acc_0_0);
  acc_1_0 = _mm512_fmadd_ps(a_reg_1, b_reg, acc_1_0);
  acc_2_0 = _mm512_fmadd_ps(a_reg_2, b_reg, acc_2_0);
  acc_3_0 = _mm512_fmadd_ps(a_reg_3, b_reg, acc_3_0);
  acc_4_0 = _mm512_fmadd_ps(a_reg_4, b_reg, acc_4_0);
  acc_5_0 = _mm512_fmadd_ps(a_reg_5, b_reg, acc_5_0);
  __m512 b_reg_1;
  b_reg_1 = _mm512_loadu_ps(&B.data[B.strides[0] + 16 * ko]); __asm__("" : "+v"(b_reg_1));
  acc_0_1 = _mm512_fmadd_ps(a_reg_0, b_reg_1, acc_0_1);
  acc_1_1 = _mm512_fmadd_ps(a_reg_1, b_reg_1, acc_1_1);
  acc_2_1 = _mm512_fmadd_ps(a_reg_2, b_reg_1, acc_2_1);
  acc_3_1 = _mm512_fmadd_ps(a_reg_3, b_reg_1, acc_3_1);
  acc_4_1 = _mm512_fmadd_ps(a_reg_4, b_reg_1, acc_4_1);
  acc_5_1 = _mm512_fmadd_ps(a_reg_5, b_reg_1, acc_5_1);
  __m512 b_reg_2;
  b_reg_2 = _mm512_loadu_ps(&B.data[(2) * (B.strides[0]) + 16 * ko]); __asm__("" : "+v"(b_reg_2));
  acc_0_2 = _mm512_fmadd_ps(a_reg_0, b_reg_2, acc_0_2);
  acc_1_2 = _mm512_fmadd_ps(a_reg_1, b_reg_2, acc_1_2);
  acc_2_2 = _mm512_fmadd_ps(a_reg_2, b_reg_2, acc_2_2);
  acc_3_2 = _mm512_fmadd_ps(a_reg_3, b_reg_2, acc_3_2);
  acc_4_2 = _mm512_fmadd_ps(a_reg_4, b_reg_2, acc_4_2);
  acc_5_2 = _mm512_fmadd_ps(a_reg_5, b_reg_2, acc_5_2);
}
C.data[0] += _mm512_reduce_add_ps(acc_0_0);
C.data[1] += _mm512_reduce_add_ps(acc_0_1);
C.data[2] += _mm512_reduce_add_ps(acc_0_2);
C.data[C.strides[0]] += _mm512_reduce_add_ps(acc_1_0);
C.data[C.strides[0] + 1] += _mm512_reduce_add_ps(acc_1_1);
C.data[C.strides[0] + 2] += _mm512_reduce_add_ps(acc_1_2);
C.data[(2) * (C.strides[0])] += _mm512_reduce_add_ps(acc_2_0);
C.data[(2) * (C.strides[0]) + 1] += _mm512_reduce_add_ps(acc_2_1);
C.data[(2) * (C.strides[0]) + 2] += _mm512_reduce_add_ps(acc_2_2);
C.data[(3) * (C.strides[0])] += _mm512_reduce_add_ps(acc_3_0);
C.data[(3) * (C.strides[0]) + 1] += _mm512_reduce_add_ps(acc_3_1);
C.data[(3) * (C.strides[0]) + 2] += _mm512_reduce_add_ps(acc_3_2);
C.data[(4) * (C.strides[0])] += _mm512_reduce_add_ps(acc_4_0);
C.data[(4) * (C.strides[0]) + 1] += _mm512_reduce_add_ps(acc_4_1);
C.data[(4) * (C.strides[0]) + 2] += _mm512_reduce_add_ps(acc_4_2);
C.data[(5) * (C.strides[0])] += _mm512_reduce_add_ps(acc_5_0);
C.data[(5) * (C.strides[0]) + 1] += _mm512_reduce_add_ps(acc_5_1);
C.data[(5) * (C.strides[0]) + 2] += _mm512_reduce_add_ps(acc_5_2);
for (int_fast32_t ki = 0; ki < K % 16; ki++) {
  C.data[0] += A.data[ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[1] += A.data[ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[2] += A.data[ki + (K / 16) * 16] * B.data[2 * B.strides[0] + ki + (K / 16) * 16];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[C.strides[0] + 1] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[C.strides[0] + 2] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[2 * B.strides[0] + ki + (K / 16) * 16];
  C.data[2 * C.strides[0]] += A.data[2 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[2 * C.strides[0] + 1] += A.data[2 * A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[2 * C.strides[0] + 2] += A.data[2 * A.strides[0] + ki + (K / 16) * 16] * B.data[2 * B.strides[0] + ki + (K / 16) * 16];
  C.data[3 * C.strides[0]] += A.data[3 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[3 * C.strides[0] + 1] += A.data[3 * A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[3 * C.strides[0] + 2] += A.data[3 * A.strides[0] + ki + (K / 16) * 16] * B.data[2 * B.strides[0] + ki + (K / 16) * 16];
  C.data[4 * C.strides[0]] += A.data[4 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[4 * C.strides[0] + 1] += A.data[4 * A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[4 * C.strides[0] + 2] += A.data[4 * A.strides[0] + ki + (K / 16) * 16] * B.data[2 * B.strides[0] + ki + (K / 16) * 16];
  C.data[5 * C.strides[0]] += A.data[5 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[5 * C.strides[0] + 1] += A.data[5 * A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[5 * C.strides[0] + 2] += A.data[5 * A.strides[0] + ki + (K / 16) * 16] * B.data[2 * B.strides[0] + ki + (K / 16) * 16];
}
}

// EXOGEMM_SMALL_PREFIX_dot_6x4(
//     K : size,
//     A : [f32][6, K] @DRAM,
//     B : [f32][4, K] @DRAM,
//     C : [f32][6, 4] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_dot_6x4( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 acc_0_0;
__m512 acc_0_1;
__m512 acc_0_2;
__m512 acc_0_3;
__m512 acc_1_0;
__m512 acc_1_1;
__m512 acc_1_2;
__m512 acc_1_3;
__m512 acc_2_0;
__m512 acc_2_1;
__m512 acc_2_2;
__m512 acc_2_3;
__m512 acc_3_0;
__m512 acc_3_1;
__m512 acc_3_2;
__m512 acc_3_3;
__m512 acc_4_0;
__m512 acc_4_1;
__m512 acc_4_2;
__m512 acc_4_3;
__m512 acc_5_0;
__m512 acc_5_1;
__m512 acc_5_2;
__m512 acc_5_3;
acc_0_0 = _mm512_set1_ps(0.0f);
acc_0_1 = _mm512_set1_ps(0.0f);
acc_0_2 = _mm512_set1_ps(0.0f);
acc_0_3 = _mm512_set1_ps(0.0f);
acc_1_0 = _mm512_set1_ps(0.0f);
acc_1_1 = _mm512_set1_ps(0.0f);
acc_1_2 = _mm512_set1_ps(0.0f);
acc_1_3 = _mm512_set1_ps(0.0f);
acc_2_0 = _mm512_set1_ps(0.0f);
acc_2_1 = _mm512_set1_ps(0.0f);
acc_2_2 = _mm512_set1_ps(0.0f);
acc_2_3 = _mm512_set1_ps(0.0f);
acc_3_0 = _mm512_set1_ps(0.0f);
acc_3_1 = _mm512_set1_ps(0.0f);
acc_3_2 = _mm512_set1_ps(0.0f);
acc_3_3 = _mm512_set1_ps(0.0f);
acc_4_0 = _mm512_set1_ps(0.0f);
acc_4_1 = _mm512_set1_ps(0.0f);
acc_4_2 = _mm512_set1_ps(0.0f);
acc_4_3 = _mm512_set1_ps(0.0f);
acc_5_0 = _mm512_set1_ps(0.0f);
acc_5_1 = _mm512_set1_ps(0.0f);
acc_5_2 = _mm512_set1_ps(0.0f);
acc_5_3 = _mm512_set1_ps(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (16)); ko++) {
  { for (int exo_r = 4; exo_r < 8; exo_r++) __builtin_prefetch(&B.data[16 * ko] + (size_t)exo_r * (((struct exo_win_2f32c){ &B.data[16 * ko], { B.strides[0], 1 } })).strides[0], 0, 1); }
  __m512 a_reg_0;
  __m512 a_reg_1;
  __m512 a_reg_2;
  __m512 a_reg_3;
  __m512 a_reg_4;
  __m512 a_reg_5;
  a_reg_0 = _mm512_loadu_ps(&A.data[16 * ko]); __asm__("" : "+v"(a_reg_0));
  a_reg_1 = _mm512_loadu_ps(&A.data[A.strides[0] + 16 * ko]); __asm__("" : "+v"(a_reg_1));
  a_reg_2 = _mm512_loadu_ps(&A.data[(2) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_2));
  a_reg_3 = _mm512_loadu_ps(&A.data[(3) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_3));
  a_reg_4 = _mm512_loadu_ps(&A.data[(4) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_4));
  a_reg_5 = _mm512_loadu_ps(&A.data[(5) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_5));
  __m512 b_reg;
  b_reg = _mm512_loadu_ps(&B.data[16 * ko]); __asm__("" : "+v"(b_reg));
  acc_0_0 = _mm512_fmadd_ps(a_reg_0, b_reg, acc_0_0);
  acc_1_0 = _mm512_fmadd_ps(a_reg_1, b_reg, acc_1_0);
  acc_2_0 = _mm512_fmadd_ps(a_reg_2, b_reg, acc_2_0);
  acc_3_0 = _mm512_fmadd_ps(a_reg_3, b_reg, acc_3_0);
  acc_4_0 = _mm512_fmadd_ps(a_reg_4, b_reg, acc_4_0);
  acc_5_0 = _mm512_fmadd_ps(a_reg_5, b_reg, acc_5_0);
  __m512 b_reg_1;
  b_reg_1 = _mm512_loadu_ps(&B.data[B.strides[0] + 16 * ko]); __asm__("" : "+v"(b_reg_1));
  acc_0_1 = _mm512_fmadd_ps(a_reg_0, b_reg_1, acc_0_1);
  acc_1_1 = _mm512_fmadd_ps(a_reg_1, b_reg_1, acc_1_1);
  acc_2_1 = _mm512_fmadd_ps(a_reg_2, b_reg_1, acc_2_1);
  acc_3_1 = _mm512_fmadd_ps(a_reg_3, b_reg_1, acc_3_1);
  acc_4_1 = _mm512_fmadd_ps(a_reg_4, b_reg_1, acc_4_1);
  acc_5_1 = _mm512_fmadd_ps(a_reg_5, b_reg_1, acc_5_1);
  __m512 b_reg_2;
  b_reg_2 = _mm512_loadu_ps(&B.data[(2) * (B.strides[0]) + 16 * ko]); __asm__("" : "+v"(b_reg_2));
  acc_0_2 = _mm512_fmadd_ps(a_reg_0, b_reg_2, acc_0_2);
  acc_1_2 = _mm512_fmadd_ps(a_reg_1, b_reg_2, acc_1_2);
  acc_2_2 = _mm512_fmadd_ps(a_reg_2, b_reg_2, acc_2_2);
  acc_3_2 = _mm512_fmadd_ps(a_reg_3, b_reg_2, acc_3_2);
  acc_4_2 = _mm512_fmadd_ps(a_reg_4, b_reg_2, acc_4_2);
  acc_5_2 = _mm512_fmadd_ps(a_reg_5, b_reg_2, acc_5_2);
  __m512 b_reg_3;
  b_reg_3 = _mm512_loadu_ps(&B.data[(3) * (B.strides[0]) + 16 * ko]); __asm__("" : "+v"(b_reg_3));
  acc_0_3 = _mm512_fmadd_ps(a_reg_0, b_reg_3, acc_0_3);
  acc_1_3 = _mm512_fmadd_ps(a_reg_1, b_reg_3, acc_1_3);
  acc_2_3 = _mm512_fmadd_ps(a_reg_2, b_reg_3, acc_2_3);
  acc_3_3 = _mm512_fmadd_ps(a_reg_3, b_reg_3, acc_3_3);
  acc_4_3 = _mm512_fmadd_ps(a_reg_4, b_reg_3, acc_4_3);
  acc_5_3 = _mm512_fmadd_ps(a_reg_5, b_reg_3, acc_5_3);
}
{ float exo_s[4]; exogemm_avx512_hsum4(exo_s, acc_0_0, acc_0_1, acc_0_2, acc_0_3); (&C.data[0])[0] += exo_s[0]; (&C.data[0])[1] += exo_s[1]; (&C.data[0])[2] += exo_s[2]; (&C.data[0])[3] += exo_s[3]; }
{ float exo_s[4]; exogemm_avx512_hsum4(exo_s, acc_1_0, acc_1_1, acc_1_2, acc_1_3); (&C.data[C.strides[0]])[0] += exo_s[0]; (&C.data[C.strides[0]])[1] += exo_s[1]; (&C.data[C.strides[0]])[2] += exo_s[2]; (&C.data[C.strides[0]])[3] += exo_s[3]; }
{ float exo_s[4]; exogemm_avx512_hsum4(exo_s, acc_2_0, acc_2_1, acc_2_2, acc_2_3); (&C.data[(2) * (C.strides[0])])[0] += exo_s[0]; (&C.data[(2) * (C.strides[0])])[1] += exo_s[1]; (&C.data[(2) * (C.strides[0])])[2] += exo_s[2]; (&C.data[(2) * (C.strides[0])])[3] += exo_s[3]; }
{ float exo_s[4]; exogemm_avx512_hsum4(exo_s, acc_3_0, acc_3_1, acc_3_2, acc_3_3); (&C.data[(3) * (C.strides[0])])[0] += exo_s[0]; (&C.data[(3) * (C.strides[0])])[1] += exo_s[1]; (&C.data[(3) * (C.strides[0])])[2] += exo_s[2]; (&C.data[(3) * (C.strides[0])])[3] += exo_s[3]; }
{ float exo_s[4]; exogemm_avx512_hsum4(exo_s, acc_4_0, acc_4_1, acc_4_2, acc_4_3); (&C.data[(4) * (C.strides[0])])[0] += exo_s[0]; (&C.data[(4) * (C.strides[0])])[1] += exo_s[1]; (&C.data[(4) * (C.strides[0])])[2] += exo_s[2]; (&C.data[(4) * (C.strides[0])])[3] += exo_s[3]; }
{ float exo_s[4]; exogemm_avx512_hsum4(exo_s, acc_5_0, acc_5_1, acc_5_2, acc_5_3); (&C.data[(5) * (C.strides[0])])[0] += exo_s[0]; (&C.data[(5) * (C.strides[0])])[1] += exo_s[1]; (&C.data[(5) * (C.strides[0])])[2] += exo_s[2]; (&C.data[(5) * (C.strides[0])])[3] += exo_s[3]; }
for (int_fast32_t ki = 0; ki < K % 16; ki++) {
  C.data[0] += A.data[ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[1] += A.data[ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[2] += A.data[ki + (K / 16) * 16] * B.data[2 * B.strides[0] + ki + (K / 16) * 16];
  C.data[3] += A.data[ki + (K / 16) * 16] * B.data[3 * B.strides[0] + ki + (K / 16) * 16];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[C.strides[0] + 1] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[C.strides[0] + 2] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[2 * B.strides[0] + ki + (K / 16) * 16];
  C.data[C.strides[0] + 3] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[3 * B.strides[0] + ki + (K / 16) * 16];
  C.data[2 * C.strides[0]] += A.data[2 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[2 * C.strides[0] + 1] += A.data[2 * A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[2 * C.strides[0] + 2] += A.data[2 * A.strides[0] + ki + (K / 16) * 16] * B.data[2 * B.strides[0] + ki + (K / 16) * 16];
  C.data[2 * C.strides[0] + 3] += A.data[2 * A.strides[0] + ki + (K / 16) * 16] * B.data[3 * B.strides[0] + ki + (K / 16) * 16];
  C.data[3 * C.strides[0]] += A.data[3 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[3 * C.strides[0] + 1] += A.data[3 * A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[3 * C.strides[0] + 2] += A.data[3 * A.strides[0] + ki + (K / 16) * 16] * B.data[2 * B.strides[0] + ki + (K / 16) * 16];
  C.data[3 * C.strides[0] + 3] += A.data[3 * A.strides[0] + ki + (K / 16) * 16] * B.data[3 * B.strides[0] + ki + (K / 16) * 16];
  C.data[4 * C.strides[0]] += A.data[4 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[4 * C.strides[0] + 1] += A.data[4 * A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[4 * C.strides[0] + 2] += A.data[4 * A.strides[0] + ki + (K / 16) * 16] * B.data[2 * B.strides[0] + ki + (K / 16) * 16];
  C.data[4 * C.strides[0] + 3] += A.data[4 * A.strides[0] + ki + (K / 16) * 16] * B.data[3 * B.strides[0] + ki + (K / 16) * 16];
  C.data[5 * C.strides[0]] += A.data[5 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[5 * C.strides[0] + 1] += A.data[5 * A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[5 * C.strides[0] + 2] += A.data[5 * A.strides[0] + ki + (K / 16) * 16] * B.data[2 * B.strides[0] + ki + (K / 16) * 16];
  C.data[5 * C.strides[0] + 3] += A.data[5 * A.strides[0] + ki + (K / 16) * 16] * B.data[3 * B.strides[0] + ki + (K / 16) * 16];
}
}

// EXOGEMM_SMALL_PREFIX_dot_6x4_resident(
//     K : size,
//     A : [f32][6, K] @DRAM,
//     B : [f32][4, K] @DRAM,
//     C : [f32][6, 4] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_dot_6x4_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 acc_0_0;
__m512 acc_0_1;
__m512 acc_0_2;
__m512 acc_0_3;
__m512 acc_1_0;
__m512 acc_1_1;
__m512 acc_1_2;
__m512 acc_1_3;
__m512 acc_2_0;
__m512 acc_2_1;
__m512 acc_2_2;
__m512 acc_2_3;
__m512 acc_3_0;
__m512 acc_3_1;
__m512 acc_3_2;
__m512 acc_3_3;
__m512 acc_4_0;
__m512 acc_4_1;
__m512 acc_4_2;
__m512 acc_4_3;
__m512 acc_5_0;
__m512 acc_5_1;
__m512 acc_5_2;
__m512 acc_5_3;
acc_0_0 = _mm512_set1_ps(0.0f);
acc_0_1 = _mm512_set1_ps(0.0f);
acc_0_2 = _mm512_set1_ps(0.0f);
acc_0_3 = _mm512_set1_ps(0.0f);
acc_1_0 = _mm512_set1_ps(0.0f);
acc_1_1 = _mm512_set1_ps(0.0f);
acc_1_2 = _mm512_set1_ps(0.0f);
acc_1_3 = _mm512_set1_ps(0.0f);
acc_2_0 = _mm512_set1_ps(0.0f);
acc_2_1 = _mm512_set1_ps(0.0f);
acc_2_2 = _mm512_set1_ps(0.0f);
acc_2_3 = _mm512_set1_ps(0.0f);
acc_3_0 = _mm512_set1_ps(0.0f);
acc_3_1 = _mm512_set1_ps(0.0f);
acc_3_2 = _mm512_set1_ps(0.0f);
acc_3_3 = _mm512_set1_ps(0.0f);
acc_4_0 = _mm512_set1_ps(0.0f);
acc_4_1 = _mm512_set1_ps(0.0f);
acc_4_2 = _mm512_set1_ps(0.0f);
acc_4_3 = _mm512_set1_ps(0.0f);
acc_5_0 = _mm512_set1_ps(0.0f);
acc_5_1 = _mm512_set1_ps(0.0f);
acc_5_2 = _mm512_set1_ps(0.0f);
acc_5_3 = _mm512_set1_ps(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (16)); ko++) {
  __m512 a_reg_0;
  __m512 a_reg_1;
  __m512 a_reg_2;
  __m512 a_reg_3;
  __m512 a_reg_4;
  __m512 a_reg_5;
  a_reg_0 = _mm512_loadu_ps(&A.data[16 * ko]); __asm__("" : "+v"(a_reg_0));
  a_reg_1 = _mm512_loadu_ps(&A.data[A.strides[0] + 16 * ko]); __asm__("" : "+v"(a_reg_1));
  a_reg_2 = _mm512_loadu_ps(&A.data[(2) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_2));
  a_reg_3 = _mm512_loadu_ps(&A.data[(3) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_3));
  a_reg_4 = _mm512_loadu_ps(&A.data[(4) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_4));
  a_reg_5 = _mm512_loadu_ps(&A.data[(5) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_5));
  __m512 b_reg;
  b_reg = _mm512_loadu_ps(&B.data[16 * ko]); __asm__("" : "+v"(b_reg));
  acc_0_0 = _mm512_fmadd_ps(a_reg_0, b_reg, acc_0_0);
  acc_1_0 = _mm512_fmadd_ps(a_reg_1, b_reg, acc_1_0);
  acc_2_0 = _mm512_fmadd_ps(a_reg_2, b_reg, acc_2_0);
  acc_3_0 = _mm512_fmadd_ps(a_reg_3, b_reg, acc_3_0);
  acc_4_0 = _mm512_fmadd_ps(a_reg_4, b_reg, acc_4_0);
  acc_5_0 = _mm512_fmadd_ps(a_reg_5, b_reg, acc_5_0);
  __m512 b_reg_1;
  b_reg_1 = _mm512_loadu_ps(&B.data[B.strides[0] + 16 * ko]); __asm__("" : "+v"(b_reg_1));
  acc_0_1 = _mm512_fmadd_ps(a_reg_0, b_reg_1, acc_0_1);
  acc_1_1 = _mm512_fmadd_ps(a_reg_1, b_reg_1, acc_1_1);
  acc_2_1 = _mm512_fmadd_ps(a_reg_2, b_reg_1, acc_2_1);
  acc_3_1 = _mm512_fmadd_ps(a_reg_3, b_reg_1, acc_3_1);
  acc_4_1 = _mm512_fmadd_ps(a_reg_4, b_reg_1, acc_4_1);
  acc_5_1 = _mm512_fmadd_ps(a_reg_5, b_reg_1, acc_5_1);
  __m512 b_reg_2;
  b_reg_2 = _mm512_loadu_ps(&B.data[(2) * (B.strides[0]) + 16 * ko]); __asm__("" : "+v"(b_reg_2));
  acc_0_2 = _mm512_fmadd_ps(a_reg_0, b_reg_2, acc_0_2);
  acc_1_2 = _mm512_fmadd_ps(a_reg_1, b_reg_2, acc_1_2);
  acc_2_2 = _mm512_fmadd_ps(a_reg_2, b_reg_2, acc_2_2);
  acc_3_2 = _mm512_fmadd_ps(a_reg_3, b_reg_2, acc_3_2);
  acc_4_2 = _mm512_fmadd_ps(a_reg_4, b_reg_2, acc_4_2);
  acc_5_2 = _mm512_fmadd_ps(a_reg_5, b_reg_2, acc_5_2);
  __m512 b_reg_3;
  b_reg_3 = _mm512_loadu_ps(&B.data[(3) * (B.strides[0]) + 16 * ko]); __asm__("" : "+v"(b_reg_3));
  acc_0_3 = _mm512_fmadd_ps(a_reg_0, b_reg_3, acc_0_3);
  acc_1_3 = _mm512_fmadd_ps(a_reg_1, b_reg_3, acc_1_3);
  acc_2_3 = _mm512_fmadd_ps(a_reg_2, b_reg_3, acc_2_3);
  acc_3_3 = _mm512_fmadd_ps(a_reg_3, b_reg_3, acc_3_3);
  acc_4_3 = _mm512_fmadd_ps(a_reg_4, b_reg_3, acc_4_3);
  acc_5_3 = _mm512_fmadd_ps(a_reg_5, b_reg_3, acc_5_3);
}
{ float exo_s[4]; exogemm_avx512_hsum4(exo_s, acc_0_0, acc_0_1, acc_0_2, acc_0_3); (&C.data[0])[0] += exo_s[0]; (&C.data[0])[1] += exo_s[1]; (&C.data[0])[2] += exo_s[2]; (&C.data[0])[3] += exo_s[3]; }
{ float exo_s[4]; exogemm_avx512_hsum4(exo_s, acc_1_0, acc_1_1, acc_1_2, acc_1_3); (&C.data[C.strides[0]])[0] += exo_s[0]; (&C.data[C.strides[0]])[1] += exo_s[1]; (&C.data[C.strides[0]])[2] += exo_s[2]; (&C.data[C.strides[0]])[3] += exo_s[3]; }
{ float exo_s[4]; exogemm_avx512_hsum4(exo_s, acc_2_0, acc_2_1, acc_2_2, acc_2_3); (&C.data[(2) * (C.strides[0])])[0] += exo_s[0]; (&C.data[(2) * (C.strides[0])])[1] += exo_s[1]; (&C.data[(2) * (C.strides[0])])[2] += exo_s[2]; (&C.data[(2) * (C.strides[0])])[3] += exo_s[3]; }
{ float exo_s[4]; exogemm_avx512_hsum4(exo_s, acc_3_0, acc_3_1, acc_3_2, acc_3_3); (&C.data[(3) * (C.strides[0])])[0] += exo_s[0]; (&C.data[(3) * (C.strides[0])])[1] += exo_s[1]; (&C.data[(3) * (C.strides[0])])[2] += exo_s[2]; (&C.data[(3) * (C.strides[0])])[3] += exo_s[3]; }
{ float exo_s[4]; exogemm_avx512_hsum4(exo_s, acc_4_0, acc_4_1, acc_4_2, acc_4_3); (&C.data[(4) * (C.strides[0])])[0] += exo_s[0]; (&C.data[(4) * (C.strides[0])])[1] += exo_s[1]; (&C.data[(4) * (C.strides[0])])[2] += exo_s[2]; (&C.data[(4) * (C.strides[0])])[3] += exo_s[3]; }
{ float exo_s[4]; exogemm_avx512_hsum4(exo_s, acc_5_0, acc_5_1, acc_5_2, acc_5_3); (&C.data[(5) * (C.strides[0])])[0] += exo_s[0]; (&C.data[(5) * (C.strides[0])])[1] += exo_s[1]; (&C.data[(5) * (C.strides[0])])[2] += exo_s[2]; (&C.data[(5) * (C.strides[0])])[3] += exo_s[3]; }
for (int_fast32_t ki = 0; ki < K % 16; ki++) {
  C.data[0] += A.data[ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[1] += A.data[ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[2] += A.data[ki + (K / 16) * 16] * B.data[2 * B.strides[0] + ki + (K / 16) * 16];
  C.data[3] += A.data[ki + (K / 16) * 16] * B.data[3 * B.strides[0] + ki + (K / 16) * 16];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[C.strides[0] + 1] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[C.strides[0] + 2] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[2 * B.strides[0] + ki + (K / 16) * 16];
  C.data[C.strides[0] + 3] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[3 * B.strides[0] + ki + (K / 16) * 16];
  C.data[2 * C.strides[0]] += A.data[2 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[2 * C.strides[0] + 1] += A.data[2 * A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[2 * C.strides[0] + 2] += A.data[2 * A.strides[0] + ki + (K / 16) * 16] * B.data[2 * B.strides[0] + ki + (K / 16) * 16];
  C.data[2 * C.strides[0] + 3] += A.data[2 * A.strides[0] + ki + (K / 16) * 16] * B.data[3 * B.strides[0] + ki + (K / 16) * 16];
  C.data[3 * C.strides[0]] += A.data[3 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[3 * C.strides[0] + 1] += A.data[3 * A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[3 * C.strides[0] + 2] += A.data[3 * A.strides[0] + ki + (K / 16) * 16] * B.data[2 * B.strides[0] + ki + (K / 16) * 16];
  C.data[3 * C.strides[0] + 3] += A.data[3 * A.strides[0] + ki + (K / 16) * 16] * B.data[3 * B.strides[0] + ki + (K / 16) * 16];
  C.data[4 * C.strides[0]] += A.data[4 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[4 * C.strides[0] + 1] += A.data[4 * A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[4 * C.strides[0] + 2] += A.data[4 * A.strides[0] + ki + (K / 16) * 16] * B.data[2 * B.strides[0] + ki + (K / 16) * 16];
  C.data[4 * C.strides[0] + 3] += A.data[4 * A.strides[0] + ki + (K / 16) * 16] * B.data[3 * B.strides[0] + ki + (K / 16) * 16];
  C.data[5 * C.strides[0]] += A.data[5 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[5 * C.strides[0] + 1] += A.data[5 * A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[5 * C.strides[0] + 2] += A.data[5 * A.strides[0] + ki + (K / 16) * 16] * B.data[2 * B.strides[0] + ki + (K / 16) * 16];
  C.data[5 * C.strides[0] + 3] += A.data[5 * A.strides[0] + ki + (K / 16) * 16] * B.data[3 * B.strides[0] + ki + (K / 16) * 16];
}
}

// EXOGEMM_SMALL_PREFIX_dot_7x1(
//     K : size,
//     A : [f32][7, K] @DRAM,
//     B : [f32][1, K] @DRAM,
//     C : [f32][7, 1] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_dot_7x1( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 acc_0_0;
__m512 acc_1_0;
__m512 acc_2_0;
__m512 acc_3_0;
__m512 acc_4_0;
__m512 acc_5_0;
__m512 acc_6_0;
acc_0_0 = _mm512_set1_ps(0.0f);
acc_1_0 = _mm512_set1_ps(0.0f);
acc_2_0 = _mm512_set1_ps(0.0f);
acc_3_0 = _mm512_set1_ps(0.0f);
acc_4_0 = _mm512_set1_ps(0.0f);
acc_5_0 = _mm512_set1_ps(0.0f);
acc_6_0 = _mm512_set1_ps(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (16)); ko++) {
  { for (int exo_r = 1; exo_r < 2; exo_r++) __builtin_prefetch(&B.data[16 * ko] + (size_t)exo_r * (((struct exo_win_2f32c){ &B.data[16 * ko], { B.strides[0], 1 } })).strides[0], 0, 1); }
  __m512 a_reg_0;
  __m512 a_reg_1;
  __m512 a_reg_2;
  __m512 a_reg_3;
  __m512 a_reg_4;
  __m512 a_reg_5;
  __m512 a_reg_6;
  a_reg_0 = _mm512_loadu_ps(&A.data[16 * ko]); __asm__("" : "+v"(a_reg_0));
  a_reg_1 = _mm512_loadu_ps(&A.data[A.strides[0] + 16 * ko]); __asm__("" : "+v"(a_reg_1));
  a_reg_2 = _mm512_loadu_ps(&A.data[(2) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_2));
  a_reg_3 = _mm512_loadu_ps(&A.data[(3) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_3));
  a_reg_4 = _mm512_loadu_ps(&A.data[(4) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_4));
  a_reg_5 = _mm512_loadu_ps(&A.data[(5) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_5));
  a_reg_6 = _mm512_loadu_ps(&A.data[(6) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_6));
  __m512 b_reg;
  b_reg = _mm512_loadu_ps(&B.data[16 * ko]); __asm__("" : "+v"(b_reg));
  acc_0_0 = _mm512_fmadd_ps(a_reg_0, b_reg, acc_0_0);
  acc_1_0 = _mm512_fmadd_ps(a_reg_1, b_reg, acc_1_0);
  acc_2_0 = _mm512_fmadd_ps(a_reg_2, b_reg, acc_2_0);
  acc_3_0 = _mm512_fmadd_ps(a_reg_3, b_reg, acc_3_0);
  acc_4_0 = _mm512_fmadd_ps(a_reg_4, b_reg, acc_4_0);
  acc_5_0 = _mm512_fmadd_ps(a_reg_5, b_reg, acc_5_0);
  acc_6_0 = _mm512_fmadd_ps(a_reg_6, b_reg, acc_6_0);
}
C.data[0] += _mm512_reduce_add_ps(acc_0_0);
C.data[C.strides[0]] += _mm512_reduce_add_ps(acc_1_0);
C.data[(2) * (C.strides[0])] += _mm512_reduce_add_ps(acc_2_0);
C.data[(3) * (C.strides[0])] += _mm512_reduce_add_ps(acc_3_0);
C.data[(4) * (C.strides[0])] += _mm512_reduce_add_ps(acc_4_0);
C.data[(5) * (C.strides[0])] += _mm512_reduce_add_ps(acc_5_0);
C.data[(6) * (C.strides[0])] += _mm512_reduce_add_ps(acc_6_0);
for (int_fast32_t ki = 0; ki < K % 16; ki++) {
  C.data[0] += A.data[ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[2 * C.strides[0]] += A.data[2 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[3 * C.strides[0]] += A.data[3 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[4 * C.strides[0]] += A.data[4 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[5 * C.strides[0]] += A.data[5 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[6 * C.strides[0]] += A.data[6 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
}
}

// EXOGEMM_SMALL_PREFIX_dot_7x1_resident(
//     K : size,
//     A : [f32][7, K] @DRAM,
//     B : [f32][1, K] @DRAM,
//     C : [f32][7, 1] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_dot_7x1_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 acc_0_0;
__m512 acc_1_0;
__m512 acc_2_0;
__m512 acc_3_0;
__m512 acc_4_0;
__m512 acc_5_0;
__m512 acc_6_0;
acc_0_0 = _mm512_set1_ps(0.0f);
acc_1_0 = _mm512_set1_ps(0.0f);
acc_2_0 = _mm512_set1_ps(0.0f);
acc_3_0 = _mm512_set1_ps(0.0f);
acc_4_0 = _mm512_set1_ps(0.0f);
acc_5_0 = _mm512_set1_ps(0.0f);
acc_6_0 = _mm512_set1_ps(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (16)); ko++) {
  __m512 a_reg_0;
  __m512 a_reg_1;
  __m512 a_reg_2;
  __m512 a_reg_3;
  __m512 a_reg_4;
  __m512 a_reg_5;
  __m512 a_reg_6;
  a_reg_0 = _mm512_loadu_ps(&A.data[16 * ko]); __asm__("" : "+v"(a_reg_0));
  a_reg_1 = _mm512_loadu_ps(&A.data[A.strides[0] + 16 * ko]); __asm__("" : "+v"(a_reg_1));
  a_reg_2 = _mm512_loadu_ps(&A.data[(2) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_2));
  a_reg_3 = _mm512_loadu_ps(&A.data[(3) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_3));
  a_reg_4 = _mm512_loadu_ps(&A.data[(4) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_4));
  a_reg_5 = _mm512_loadu_ps(&A.data[(5) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_5));
  a_reg_6 = _mm512_loadu_ps(&A.data[(6) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_6));
  __m512 b_reg;
  b_reg = _mm512_loadu_ps(&B.data[16 * ko]); __asm__("" : "+v"(b_reg));
  acc_0_0 = _mm512_fmadd_ps(a_reg_0, b_reg, acc_0_0);
  acc_1_0 = _mm512_fmadd_ps(a_reg_1, b_reg, acc_1_0);
  acc_2_0 = _mm512_fmadd_ps(a_reg_2, b_reg, acc_2_0);
  acc_3_0 = _mm512_fmadd_ps(a_reg_3, b_reg, acc_3_0);
  acc_4_0 = _mm512_fmadd_ps(a_reg_4, b_reg, acc_4_0);
  acc_5_0 = _mm512_fmadd_ps(a_reg_5, b_reg, acc_5_0);
  acc_6_0 = _mm512_fmadd_ps(a_reg_6, b_reg, acc_6_0);
}
C.data[0] += _mm512_reduce_add_ps(acc_0_0);
C.data[C.strides[0]] += _mm512_reduce_add_ps(acc_1_0);
C.data[(2) * (C.strides[0])] += _mm512_reduce_add_ps(acc_2_0);
C.data[(3) * (C.strides[0])] += _mm512_reduce_add_ps(acc_3_0);
C.data[(4) * (C.strides[0])] += _mm512_reduce_add_ps(acc_4_0);
C.data[(5) * (C.strides[0])] += _mm512_reduce_add_ps(acc_5_0);
C.data[(6) * (C.strides[0])] += _mm512_reduce_add_ps(acc_6_0);
for (int_fast32_t ki = 0; ki < K % 16; ki++) {
  C.data[0] += A.data[ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[2 * C.strides[0]] += A.data[2 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[3 * C.strides[0]] += A.data[3 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[4 * C.strides[0]] += A.data[4 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[5 * C.strides[0]] += A.data[5 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[6 * C.strides[0]] += A.data[6 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
}
}

// EXOGEMM_SMALL_PREFIX_dot_7x2(
//     K : size,
//     A : [f32][7, K] @DRAM,
//     B : [f32][2, K] @DRAM,
//     C : [f32][7, 2] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_dot_7x2( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 acc_0_0;
__m512 acc_0_1;
__m512 acc_1_0;
__m512 acc_1_1;
__m512 acc_2_0;
__m512 acc_2_1;
__m512 acc_3_0;
__m512 acc_3_1;
__m512 acc_4_0;
__m512 acc_4_1;
__m512 acc_5_0;
__m512 acc_5_1;
__m512 acc_6_0;
__m512 acc_6_1;
acc_0_0 = _mm512_set1_ps(0.0f);
acc_0_1 = _mm512_set1_ps(0.0f);
acc_1_0 = _mm512_set1_ps(0.0f);
acc_1_1 = _mm512_set1_ps(0.0f);
acc_2_0 = _mm512_set1_ps(0.0f);
acc_2_1 = _mm512_set1_ps(0.0f);
acc_3_0 = _mm512_set1_ps(0.0f);
acc_3_1 = _mm512_set1_ps(0.0f);
acc_4_0 = _mm512_set1_ps(0.0f);
acc_4_1 = _mm512_set1_ps(0.0f);
acc_5_0 = _mm512_set1_ps(0.0f);
acc_5_1 = _mm512_set1_ps(0.0f);
acc_6_0 = _mm512_set1_ps(0.0f);
acc_6_1 = _mm512_set1_ps(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (16)); ko++) {
  { for (int exo_r = 2; exo_r < 4; exo_r++) __builtin_prefetch(&B.data[16 * ko] + (size_t)exo_r * (((struct exo_win_2f32c){ &B.data[16 * ko], { B.strides[0], 1 } })).strides[0], 0, 1); }
  __m512 a_reg_0;
  __m512 a_reg_1;
  __m512 a_reg_2;
  __m512 a_reg_3;
  __m512 a_reg_4;
  __m512 a_reg_5;
  __m512 a_reg_6;
  a_reg_0 = _mm512_loadu_ps(&A.data[16 * ko]); __asm__("" : "+v"(a_reg_0));
  a_reg_1 = _mm512_loadu_ps(&A.data[A.strides[0] + 16 * ko]); __asm__("" : "+v"(a_reg_1));
  a_reg_2 = _mm512_loadu_ps(&A.data[(2) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_2));
  a_reg_3 = _mm512_loadu_ps(&A.data[(3) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_3));
  a_reg_4 = _mm512_loadu_ps(&A.data[(4) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_4));
  a_reg_5 = _mm512_loadu_ps(&A.data[(5) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_5));
  a_reg_6 = _mm512_loadu_ps(&A.data[(6) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_6));
  __m512 b_reg;
  b_reg = _mm512_loadu_ps(&B.data[16 * ko]); __asm__("" : "+v"(b_reg));
  acc_0_0 = _mm512_fmadd_ps(a_reg_0, b_reg, acc_0_0);
  acc_1_0 = _mm512_fmadd_ps(a_reg_1, b_reg, acc_1_0);
  acc_2_0 = _mm512_fmadd_ps(a_reg_2, b_reg, acc_2_0);
  acc_3_0 = _mm512_fmadd_ps(a_reg_3, b_reg, acc_3_0);
  acc_4_0 = _mm512_fmadd_ps(a_reg_4, b_reg, acc_4_0);
  acc_5_0 = _mm512_fmadd_ps(a_reg_5, b_reg, acc_5_0);
  acc_6_0 = _mm512_fmadd_ps(a_reg_6, b_reg, acc_6_0);
  __m512 b_reg_1;
  b_reg_1 = _mm512_loadu_ps(&B.data[B.strides[0] + 16 * ko]); __asm__("" : "+v"(b_reg_1));
  acc_0_1 = _mm512_fmadd_ps(a_reg_0, b_reg_1, acc_0_1);
  acc_1_1 = _mm512_fmadd_ps(a_reg_1, b_reg_1, acc_1_1);
  acc_2_1 = _mm512_fmadd_ps(a_reg_2, b_reg_1, acc_2_1);
  acc_3_1 = _mm512_fmadd_ps(a_reg_3, b_reg_1, acc_3_1);
  acc_4_1 = _mm512_fmadd_ps(a_reg_4, b_reg_1, acc_4_1);
  acc_5_1 = _mm512_fmadd_ps(a_reg_5, b_reg_1, acc_5_1);
  acc_6_1 = _mm512_fmadd_ps(a_reg_6, b_reg_1, acc_6_1);
}
C.data[0] += _mm512_reduce_add_ps(acc_0_0);
C.data[1] += _mm512_reduce_add_ps(acc_0_1);
C.data[C.strides[0]] += _mm512_reduce_add_ps(acc_1_0);
C.data[C.strides[0] + 1] += _mm512_reduce_add_ps(acc_1_1);
C.data[(2) * (C.strides[0])] += _mm512_reduce_add_ps(acc_2_0);
C.data[(2) * (C.strides[0]) + 1] += _mm512_reduce_add_ps(acc_2_1);
C.data[(3) * (C.strides[0])] += _mm512_reduce_add_ps(acc_3_0);
C.data[(3) * (C.strides[0]) + 1] += _mm512_reduce_add_ps(acc_3_1);
C.data[(4) * (C.strides[0])] += _mm512_reduce_add_ps(acc_4_0);
C.data[(4) * (C.strides[0]) + 1] += _mm512_reduce_add_ps(acc_4_1);
C.data[(5) * (C.strides[0])] += _mm512_reduce_add_ps(acc_5_0);
C.data[(5) * (C.strides[0]) + 1] += _mm512_reduce_add_ps(acc_5_1);
C.data[(6) * (C.strides[0])] += _mm512_reduce_add_ps(acc_6_0);
C.data[(6) * (C.strides[0]) + 1] += _mm512_reduce_add_ps(acc_6_1);
for (int_fast32_t ki = 0; ki < K % 16; ki++) {
  C.data[0] += A.data[ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[1] += A.data[ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[C.strides[0] + 1] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[2 * C.strides[0]] += A.data[2 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[2 * C.strides[0] + 1] += A.data[2 * A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[3 * C.strides[0]] += A.data[3 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[3 * C.strides[0] + 1] += A.data[3 * A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[4 * C.strides[0]] += A.data[4 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[4 * C.strides[0] + 1] += A.data[4 * A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[5 * C.strides[0]] += A.data[5 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[5 * C.strides[0] + 1] += A.data[5 * A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[6 * C.strides[0]] += A.data[6 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[6 * C.strides[0] + 1] += A.data[6 * A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
}
}

// EXOGEMM_SMALL_PREFIX_dot_7x2_resident(
//     K : size,
//     A : [f32][7, K] @DRAM,
//     B : [f32][2, K] @DRAM,
//     C : [f32][7, 2] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_dot_7x2_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 acc_0_0;
__m512 acc_0_1;
__m512 acc_1_0;
__m512 acc_1_1;
__m512 acc_2_0;
__m512 acc_2_1;
__m512 acc_3_0;
__m512 acc_3_1;
__m512 acc_4_0;
__m512 acc_4_1;
__m512 acc_5_0;
__m512 acc_5_1;
__m512 acc_6_0;
__m512 acc_6_1;
acc_0_0 = _mm512_set1_ps(0.0f);
acc_0_1 = _mm512_set1_ps(0.0f);
acc_1_0 = _mm512_set1_ps(0.0f);
acc_1_1 = _mm512_set1_ps(0.0f);
acc_2_0 = _mm512_set1_ps(0.0f);
acc_2_1 = _mm512_set1_ps(0.0f);
acc_3_0 = _mm512_set1_ps(0.0f);
acc_3_1 = _mm512_set1_ps(0.0f);
acc_4_0 = _mm512_set1_ps(0.0f);
acc_4_1 = _mm512_set1_ps(0.0f);
acc_5_0 = _mm512_set1_ps(0.0f);
acc_5_1 = _mm512_set1_ps(0.0f);
acc_6_0 = _mm512_set1_ps(0.0f);
acc_6_1 = _mm512_set1_ps(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (16)); ko++) {
  __m512 a_reg_0;
  __m512 a_reg_1;
  __m512 a_reg_2;
  __m512 a_reg_3;
  __m512 a_reg_4;
  __m512 a_reg_5;
  __m512 a_reg_6;
  a_reg_0 = _mm512_loadu_ps(&A.data[16 * ko]); __asm__("" : "+v"(a_reg_0));
  a_reg_1 = _mm512_loadu_ps(&A.data[A.strides[0] + 16 * ko]); __asm__("" : "+v"(a_reg_1));
  a_reg_2 = _mm512_loadu_ps(&A.data[(2) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_2));
  a_reg_3 = _mm512_loadu_ps(&A.data[(3) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_3));
  a_reg_4 = _mm512_loadu_ps(&A.data[(4) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_4));
  a_reg_5 = _mm512_loadu_ps(&A.data[(5) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_5));
  a_reg_6 = _mm512_loadu_ps(&A.data[(6) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_6));
  __m512 b_reg;
  b_reg = _mm512_loadu_ps(&B.data[16 * ko]); __asm__("" : "+v"(b_reg));
  acc_0_0 = _mm512_fmadd_ps(a_reg_0, b_reg, acc_0_0);
  acc_1_0 = _mm512_fmadd_ps(a_reg_1, b_reg, acc_1_0);
  acc_2_0 = _mm512_fmadd_ps(a_reg_2, b_reg, acc_2_0);
  acc_3_0 = _mm512_fmadd_ps(a_reg_3, b_reg, acc_3_0);
  acc_4_0 = _mm512_fmadd_ps(a_reg_4, b_reg, acc_4_0);
  acc_5_0 = _mm512_fmadd_ps(a_reg_5, b_reg, acc_5_0);
  acc_6_0 = _mm512_fmadd_ps(a_reg_6, b_reg, acc_6_0);
  __m512 b_reg_1;
  b_reg_1 = _mm512_loadu_ps(&B.data[B.strides[0] + 16 * ko]); __asm__("" : "+v"(b_reg_1));
  acc_0_1 = _mm512_fmadd_ps(a_reg_0, b_reg_1, acc_0_1);
  acc_1_1 = _mm512_fmadd_ps(a_reg_1, b_reg_1, acc_1_1);
  acc_2_1 = _mm512_fmadd_ps(a_reg_2, b_reg_1, acc_2_1);
  acc_3_1 = _mm512_fmadd_ps(a_reg_3, b_reg_1, acc_3_1);
  acc_4_1 = _mm512_fmadd_ps(a_reg_4, b_reg_1, acc_4_1);
  acc_5_1 = _mm512_fmadd_ps(a_reg_5, b_reg_1, acc_5_1);
  acc_6_1 = _mm512_fmadd_ps(a_reg_6, b_reg_1, acc_6_1);
}
C.data[0] += _mm512_reduce_add_ps(acc_0_0);
C.data[1] += _mm512_reduce_add_ps(acc_0_1);
C.data[C.strides[0]] += _mm512_reduce_add_ps(acc_1_0);
C.data[C.strides[0] + 1] += _mm512_reduce_add_ps(acc_1_1);
C.data[(2) * (C.strides[0])] += _mm512_reduce_add_ps(acc_2_0);
C.data[(2) * (C.strides[0]) + 1] += _mm512_reduce_add_ps(acc_2_1);
C.data[(3) * (C.strides[0])] += _mm512_reduce_add_ps(acc_3_0);
C.data[(3) * (C.strides[0]) + 1] += _mm512_reduce_add_ps(acc_3_1);
C.data[(4) * (C.strides[0])] += _mm512_reduce_add_ps(acc_4_0);
C.data[(4) * (C.strides[0]) + 1] += _mm512_reduce_add_ps(acc_4_1);
C.data[(5) * (C.strides[0])] += _mm512_reduce_add_ps(acc_5_0);
C.data[(5) * (C.strides[0]) + 1] += _mm512_reduce_add_ps(acc_5_1);
C.data[(6) * (C.strides[0])] += _mm512_reduce_add_ps(acc_6_0);
C.data[(6) * (C.strides[0]) + 1] += _mm512_reduce_add_ps(acc_6_1);
for (int_fast32_t ki = 0; ki < K % 16; ki++) {
  C.data[0] += A.data[ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[1] += A.data[ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[C.strides[0] + 1] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[2 * C.strides[0]] += A.data[2 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[2 * C.strides[0] + 1] += A.data[2 * A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[3 * C.strides[0]] += A.data[3 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[3 * C.strides[0] + 1] += A.data[3 * A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[4 * C.strides[0]] += A.data[4 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[4 * C.strides[0] + 1] += A.data[4 * A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[5 * C.strides[0]] += A.data[5 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[5 * C.strides[0] + 1] += A.data[5 * A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[6 * C.strides[0]] += A.data[6 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[6 * C.strides[0] + 1] += A.data[6 * A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
}
}

// EXOGEMM_SMALL_PREFIX_dot_7x3(
//     K : size,
//     A : [f32][7, K] @DRAM,
//     B : [f32][3, K] @DRAM,
//     C : [f32][7, 3] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_dot_7x3( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 acc_0_0;
__m512 acc_0_1;
__m512 acc_0_2;
__m512 acc_1_0;
__m512 acc_1_1;
__m512 acc_1_2;
__m512 acc_2_0;
__m512 acc_2_1;
__m512 acc_2_2;
__m512 acc_3_0;
__m512 acc_3_1;
__m512 acc_3_2;
__m512 acc_4_0;
__m512 acc_4_1;
__m512 acc_4_2;
__m512 acc_5_0;
__m512 acc_5_1;
__m512 acc_5_2;
__m512 acc_6_0;
__m512 acc_6_1;
__m512 acc_6_2;
acc_0_0 = _mm512_set1_ps(0.0f);
acc_0_1 = _mm512_set1_ps(0.0f);
acc_0_2 = _mm512_set1_ps(0.0f);
acc_1_0 = _mm512_set1_ps(0.0f);
acc_1_1 = _mm512_set1_ps(0.0f);
acc_1_2 = _mm512_set1_ps(0.0f);
acc_2_0 = _mm512_set1_ps(0.0f);
acc_2_1 = _mm512_set1_ps(0.0f);
acc_2_2 = _mm512_set1_ps(0.0f);
acc_3_0 = _mm512_set1_ps(0.0f);
acc_3_1 = _mm512_set1_ps(0.0f);
acc_3_2 = _mm512_set1_ps(0.0f);
acc_4_0 = _mm512_set1_ps(0.0f);
acc_4_1 = _mm512_set1_ps(0.0f);
acc_4_2 = _mm512_set1_ps(0.0f);
acc_5_0 = _mm512_set1_ps(0.0f);
acc_5_1 = _mm512_set1_ps(0.0f);
acc_5_2 = _mm512_set1_ps(0.0f);
acc_6_0 = _mm512_set1_ps(0.0f);
acc_6_1 = _mm512_set1_ps(0.0f);
acc_6_2 = _mm512_set1_ps(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (16)); ko++) {
  { for (int exo_r = 3; exo_r < 6; exo_r++) __builtin_prefetch(&B.data[16 * ko] + (size_t)exo_r * (((struct exo_win_2f32c){ &B.data[16 * ko], { B.strides[0], 1 } })).strides[0], 0, 1); }
  __m512 a_reg_0;
  __m512 a_reg_1;
  __m512 a_reg_2;
  __m512 a_reg_3;
  __m512 a_reg_4;
  __m512 a_reg_5;
  __m512 a_reg_6;
  a_reg_0 = _mm512_loadu_ps(&A.data[16 * ko]); __asm__("" : "+v"(a_reg_0));
  a_reg_1 = _mm512_loadu_ps(&A.data[A.strides[0] + 16 * ko]); __asm__("" : "+v"(a_reg_1));
  a_reg_2 = _mm512_loadu_ps(&A.data[(2) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_2));
  a_reg_3 = _mm512_loadu_ps(&A.data[(3) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_3));
  a_reg_4 = _mm512_loadu_ps(&A.data[(4) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_4));
  a_reg_5 = _mm512_loadu_ps(&A.data[(5) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_5));
  a_reg_6 = _mm512_loadu_ps(&A.data[(6) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_6));
  __m512 b_reg;
  b_reg = _mm512_loadu_ps(&B.data[16 * ko]); __asm__("" : "+v"(b_reg));
  acc_0_0 = _mm512_fmadd_ps(a_reg_0, b_reg, acc_0_0);
  acc_1_0 = _mm512_fmadd_ps(a_reg_1, b_reg, acc_1_0);
  acc_2_0 = _mm512_fmadd_ps(a_reg_2, b_reg, acc_2_0);
  acc_3_0 = _mm512_fmadd_ps(a_reg_3, b_reg, acc_3_0);
  acc_4_0 = _mm512_fmadd_ps(a_reg_4, b_reg, acc_4_0);
  acc_5_0 = _mm512_fmadd_ps(a_reg_5, b_reg, acc_5_0);
  acc_6_0 = _mm512_fmadd_ps(a_reg_6, b_reg, acc_6_0);
  __m512 b_reg_1;
  b_reg_1 = _mm512_loadu_ps(&B.data[B.strides[0] + 16 * ko]); __asm__("" : "+v"(b_reg_1));
  acc_0_1 = _mm512_fmadd_ps(a_reg_0, b_reg_1, acc_0_1);
  acc_1_1 = _mm512_fmadd_ps(a_reg_1, b_reg_1, acc_1_1);
  acc_2_1 = _mm512_fmadd_ps(a_reg_2, b_reg_1, acc_2_1);
  acc_3_1 = _mm512_fmadd_ps(a_reg_3, b_reg_1, acc_3_1);
  acc_4_1 = _mm512_fmadd_ps(a_reg_4, b_reg_1, acc_4_1);
  acc_5_1 = _mm512_fmadd_ps(a_reg_5, b_reg_1, acc_5_1);
  acc_6_1 = _mm512_fmadd_ps(a_reg_6, b_reg_1, acc_6_1);
  __m512 b_reg_2;
  b_reg_2 = _mm512_loadu_ps(&B.data[(2) * (B.strides[0]) + 16 * ko]); __asm__("" : "+v"(b_reg_2));
  acc_0_2 = _mm512_fmadd_ps(a_reg_0, b_reg_2, acc_0_2);
  acc_1_2 = _mm512_fmadd_ps(a_reg_1, b_reg_2, acc_1_2);
  acc_2_2 = _mm512_fmadd_ps(a_reg_2, b_reg_2, acc_2_2);
  acc_3_2 = _mm512_fmadd_ps(a_reg_3, b_reg_2, acc_3_2);
  acc_4_2 = _mm512_fmadd_ps(a_reg_4, b_reg_2, acc_4_2);
  acc_5_2 = _mm512_fmadd_ps(a_reg_5, b_reg_2, acc_5_2);
  acc_6_2 = _mm512_fmadd_ps(a_reg_6, b_reg_2, acc_6_2);
}
C.data[0] += _mm512_reduce_add_ps(acc_0_0);
C.data[1] += _mm512_reduce_add_ps(acc_0_1);
C.data[2] += _mm512_reduce_add_ps(acc_0_2);
C.data[C.strides[0]] += _mm512_reduce_add_ps(acc_1_0);
C.data[C.strides[0] + 1] += _mm512_reduce_add_ps(acc_1_1);
C.data[C.strides[0] + 2] += _mm512_reduce_add_ps(acc_1_2);
C.data[(2) * (C.strides[0])] += _mm512_reduce_add_ps(acc_2_0);
C.data[(2) * (C.strides[0]) + 1] += _mm512_reduce_add_ps(acc_2_1);
C.data[(2) * (C.strides[0]) + 2] += _mm512_reduce_add_ps(acc_2_2);
C.data[(3) * (C.strides[0])] += _mm512_reduce_add_ps(acc_3_0);
C.data[(3) * (C.strides[0]) + 1] += _mm512_reduce_add_ps(acc_3_1);
C.data[(3) * (C.strides[0]) + 2] += _mm512_reduce_add_ps(acc_3_2);
C.data[(4) * (C.strides[0])] += _mm512_reduce_add_ps(acc_4_0);
C.data[(4) * (C.strides[0]) + 1] += _mm512_reduce_add_ps(acc_4_1);
C.data[(4) * (C.strides[0]) + 2] += _mm512_reduce_add_ps(acc_4_2);
C.data[(5) * (C.strides[0])] += _mm512_reduce_add_ps(acc_5_0);
C.data[(5) * (C.strides[0]) + 1] += _mm512_reduce_add_ps(acc_5_1);
C.data[(5) * (C.strides[0]) + 2] += _mm512_reduce_add_ps(acc_5_2);
C.data[(6) * (C.strides[0])] += _mm512_reduce_add_ps(acc_6_0);
C.data[(6) * (C.strides[0]) + 1] += _mm512_reduce_add_ps(acc_6_1);
C.data[(6) * (C.strides[0]) + 2] += _mm512_reduce_add_ps(acc_6_2);
for (int_fast32_t ki = 0; ki < K % 16; ki++) {
  C.data[0] += A.data[ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[1] += A.data[ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[2] += A.data[ki + (K / 16) * 16] * B.data[2 * B.strides[0] + ki + (K / 16) * 16];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[C.strides[0] + 1] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[C.strides[0] + 2] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[2 * B.strides[0] + ki + (K / 16) * 16];
  C.data[2 * C.strides[0]] += A.data[2 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[2 * C.strides[0] + 1] += A.data[2 * A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[2 * C.strides[0] + 2] += A.data[2 * A.strides[0] + ki + (K / 16) * 16] * B.data[2 * B.strides[0] + ki + (K / 16) * 16];
  C.data[3 * C.strides[0]] += A.data[3 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[3 * C.strides[0] + 1] += A.data[3 * A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[3 * C.strides[0] + 2] += A.data[3 * A.strides[0] + ki + (K / 16) * 16] * B.data[2 * B.strides[0] + ki + (K / 16) * 16];
  C.data[4 * C.strides[0]] += A.data[4 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[4 * C.strides[0] + 1] += A.data[4 * A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[4 * C.strides[0] + 2] += A.data[4 * A.strides[0] + ki + (K / 16) * 16] * B.data[2 * B.strides[0] + ki + (K / 16) * 16];
  C.data[5 * C.strides[0]] += A.data[5 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[5 * C.strides[0] + 1] += A.data[5 * A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[5 * C.strides[0] + 2] += A.data[5 * A.strides[0] + ki + (K / 16) * 16] * B.data[2 * B.strides[0] + ki + (K / 16) * 16];
  C.data[6 * C.strides[0]] += A.data[6 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[6 * C.strides[0] + 1] += A.data[6 * A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[6 * C.strides[0] + 2] += A.data[6 * A.strides[0] + ki + (K / 16) * 16] * B.data[2 * B.strides[0] + ki + (K / 16) * 16];
}
}

// EXOGEMM_SMALL_PREFIX_dot_7x3_resident(
//     K : size,
//     A : [f32][7, K] @DRAM,
//     B : [f32][3, K] @DRAM,
//     C : [f32][7, 3] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_dot_7x3_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 acc_0_0;
__m512 acc_0_1;
__m512 acc_0_2;
__m512 acc_1_0;
__m512 acc_1_1;
__m512 acc_1_2;
__m512 acc_2_0;
__m512 acc_2_1;
__m512 acc_2_2;
__m512 acc_3_0;
__m512 acc_3_1;
__m512 acc_3_2;
__m512 acc_4_0;
__m512 acc_4_1;
__m512 acc_4_2;
__m512 acc_5_0;
__m512 acc_5_1;
__m512 acc_5_2;
__m512 acc_6_0;
__m512 acc_6_1;
__m512 acc_6_2;
acc_0_0 = _mm512_set1_ps(0.0f);
acc_0_1 = _mm512_set1_ps(0.0f);
acc_0_2 = _mm512_set1_ps(0.0f);
acc_1_0 = _mm512_set1_ps(0.0f);
acc_1_1 = _mm512_set1_ps(0.0f);
acc_1_2 = _mm512_set1_ps(0.0f);
acc_2_0 = _mm512_set1_ps(0.0f);
acc_2_1 = _mm512_set1_ps(0.0f);
acc_2_2 = _mm512_set1_ps(0.0f);
acc_3_0 = _mm512_set1_ps(0.0f);
acc_3_1 = _mm512_set1_ps(0.0f);
acc_3_2 = _mm512_set1_ps(0.0f);
acc_4_0 = _mm512_set1_ps(0.0f);
acc_4_1 = _mm512_set1_ps(0.0f);
acc_4_2 = _mm512_set1_ps(0.0f);
acc_5_0 = _mm512_set1_ps(0.0f);
acc_5_1 = _mm512_set1_ps(0.0f);
acc_5_2 = _mm512_set1_ps(0.0f);
acc_6_0 = _mm512_set1_ps(0.0f);
acc_6_1 = _mm512_set1_ps(0.0f);
acc_6_2 = _mm512_set1_ps(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (16)); ko++) {
  __m512 a_reg_0;
  __m512 a_reg_1;
  __m512 a_reg_2;
  __m512 a_reg_3;
  __m512 a_reg_4;
  __m512 a_reg_5;
  __m512 a_reg_6;
  a_reg_0 = _mm512_loadu_ps(&A.data[16 * ko]); __asm__("" : "+v"(a_reg_0));
  a_reg_1 = _mm512_loadu_ps(&A.data[A.strides[0] + 16 * ko]); __asm__("" : "+v"(a_reg_1));
  a_reg_2 = _mm512_loadu_ps(&A.data[(2) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_2));
  a_reg_3 = _mm512_loadu_ps(&A.data[(3) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_3));
  a_reg_4 = _mm512_loadu_ps(&A.data[(4) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_4));
  a_reg_5 = _mm512_loadu_ps(&A.data[(5) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_5));
  a_reg_6 = _mm512_loadu_ps(&A.data[(6) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_6));
  __m512 b_reg;
  b_reg = _mm512_loadu_ps(&B.data[16 * ko]); __asm__("" : "+v"(b_reg));
  acc_0_0 = _mm512_fmadd_ps(a_reg_0, b_reg, acc_0_0);
  acc_1_0 = _mm512_fmadd_ps(a_reg_1, b_reg, acc_1_0);
  acc_2_0 = _mm512_fmadd_ps(a_reg_2, b_reg, acc_2_0);
  acc_3_0 = _mm512_fmadd_ps(a_reg_3, b_reg, acc_3_0);
  acc_4_0 = _mm512_fmadd_ps(a_reg_4, b_reg, acc_4_0);
  acc_5_0 = _mm512_fmadd_ps(a_reg_5, b_reg, acc_5_0);
  acc_6_0 = _mm512_fmadd_ps(a_reg_6, b_reg, acc_6_0);
  __m512 b_reg_1;
  b_reg_1 = _mm512_loadu_ps(&B.data[B.strides[0] + 16 * ko]); __asm__("" : "+v"(b_reg_1));
  acc_0_1 = _mm512_fmadd_ps(a_reg_0, b_reg_1, acc_0_1);
  acc_1_1 = _mm512_fmadd_ps(a_reg_1, b_reg_1, acc_1_1);
  acc_2_1 = _mm512_fmadd_ps(a_reg_2, b_reg_1, acc_2_1);
  acc_3_1 = _mm512_fmadd_ps(a_reg_3, b_reg_1, acc_3_1);
  acc_4_1 = _mm512_fmadd_ps(a_reg_4, b_reg_1, acc_4_1);
  acc_5_1 = _mm512_fmadd_ps(a_reg_5, b_reg_1, acc_5_1);
  acc_6_1 = _mm512_fmadd_ps(a_reg_6, b_reg_1, acc_6_1);
  __m512 b_reg_2;
  b_reg_2 = _mm512_loadu_ps(&B.data[(2) * (B.strides[0]) + 16 * ko]); __asm__("" : "+v"(b_reg_2));
  acc_0_2 = _mm512_fmadd_ps(a_reg_0, b_reg_2, acc_0_2);
  acc_1_2 = _mm512_fmadd_ps(a_reg_1, b_reg_2, acc_1_2);
  acc_2_2 = _mm512_fmadd_ps(a_reg_2, b_reg_2, acc_2_2);
  acc_3_2 = _mm512_fmadd_ps(a_reg_3, b_reg_2, acc_3_2);
  acc_4_2 = _mm512_fmadd_ps(a_reg_4, b_reg_2, acc_4_2);
  acc_5_2 = _mm512_fmadd_ps(a_reg_5, b_reg_2, acc_5_2);
  acc_6_2 = _mm512_fmadd_ps(a_reg_6, b_reg_2, acc_6_2);
}
C.data[0] += _mm512_reduce_add_ps(acc_0_0);
C.data[1] += _mm512_reduce_add_ps(acc_0_1);
C.data[2] += _mm512_reduce_add_ps(acc_0_2);
C.data[C.strides[0]] += _mm512_reduce_add_ps(acc_1_0);
C.data[C.strides[0] + 1] += _mm512_reduce_add_ps(acc_1_1);
C.data[C.strides[0] + 2] += _mm512_reduce_add_ps(acc_1_2);
C.data[(2) * (C.strides[0])] += _mm512_reduce_add_ps(acc_2_0);
C.data[(2) * (C.strides[0]) + 1] += _mm512_reduce_add_ps(acc_2_1);
C.data[(2) * (C.strides[0]) + 2] += _mm512_reduce_add_ps(acc_2_2);
C.data[(3) * (C.strides[0])] += _mm512_reduce_add_ps(acc_3_0);
C.data[(3) * (C.strides[0]) + 1] += _mm512_reduce_add_ps(acc_3_1);
C.data[(3) * (C.strides[0]) + 2] += _mm512_reduce_add_ps(acc_3_2);
C.data[(4) * (C.strides[0])] += _mm512_reduce_add_ps(acc_4_0);
C.data[(4) * (C.strides[0]) + 1] += _mm512_reduce_add_ps(acc_4_1);
C.data[(4) * (C.strides[0]) + 2] += _mm512_reduce_add_ps(acc_4_2);
C.data[(5) * (C.strides[0])] += _mm512_reduce_add_ps(acc_5_0);
C.data[(5) * (C.strides[0]) + 1] += _mm512_reduce_add_ps(acc_5_1);
C.data[(5) * (C.strides[0]) + 2] += _mm512_reduce_add_ps(acc_5_2);
C.data[(6) * (C.strides[0])] += _mm512_reduce_add_ps(acc_6_0);
C.data[(6) * (C.strides[0]) + 1] += _mm512_reduce_add_ps(acc_6_1);
C.data[(6) * (C.strides[0]) + 2] += _mm512_reduce_add_ps(acc_6_2);
for (int_fast32_t ki = 0; ki < K % 16; ki++) {
  C.data[0] += A.data[ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[1] += A.data[ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[2] += A.data[ki + (K / 16) * 16] * B.data[2 * B.strides[0] + ki + (K / 16) * 16];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[C.strides[0] + 1] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[C.strides[0] + 2] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[2 * B.strides[0] + ki + (K / 16) * 16];
  C.data[2 * C.strides[0]] += A.data[2 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[2 * C.strides[0] + 1] += A.data[2 * A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[2 * C.strides[0] + 2] += A.data[2 * A.strides[0] + ki + (K / 16) * 16] * B.data[2 * B.strides[0] + ki + (K / 16) * 16];
  C.data[3 * C.strides[0]] += A.data[3 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[3 * C.strides[0] + 1] += A.data[3 * A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[3 * C.strides[0] + 2] += A.data[3 * A.strides[0] + ki + (K / 16) * 16] * B.data[2 * B.strides[0] + ki + (K / 16) * 16];
  C.data[4 * C.strides[0]] += A.data[4 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[4 * C.strides[0] + 1] += A.data[4 * A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[4 * C.strides[0] + 2] += A.data[4 * A.strides[0] + ki + (K / 16) * 16] * B.data[2 * B.strides[0] + ki + (K / 16) * 16];
  C.data[5 * C.strides[0]] += A.data[5 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[5 * C.strides[0] + 1] += A.data[5 * A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[5 * C.strides[0] + 2] += A.data[5 * A.strides[0] + ki + (K / 16) * 16] * B.data[2 * B.strides[0] + ki + (K / 16) * 16];
  C.data[6 * C.strides[0]] += A.data[6 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[6 * C.strides[0] + 1] += A.data[6 * A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[6 * C.strides[0] + 2] += A.data[6 * A.strides[0] + ki + (K / 16) * 16] * B.data[2 * B.strides[0] + ki + (K / 16) * 16];
}
}

// EXOGEMM_SMALL_PREFIX_dot_8x1(
//     K : size,
//     A : [f32][8, K] @DRAM,
//     B : [f32][1, K] @DRAM,
//     C : [f32][8, 1] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_dot_8x1( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 acc_0_0;
__m512 acc_1_0;
__m512 acc_2_0;
__m512 acc_3_0;
__m512 acc_4_0;
__m512 acc_5_0;
__m512 acc_6_0;
__m512 acc_7_0;
acc_0_0 = _mm512_set1_ps(0.0f);
acc_1_0 = _mm512_set1_ps(0.0f);
acc_2_0 = _mm512_set1_ps(0.0f);
acc_3_0 = _mm512_set1_ps(0.0f);
acc_4_0 = _mm512_set1_ps(0.0f);
acc_5_0 = _mm512_set1_ps(0.0f);
acc_6_0 = _mm512_set1_ps(0.0f);
acc_7_0 = _mm512_set1_ps(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (16)); ko++) {
  { for (int exo_r = 1; exo_r < 2; exo_r++) __builtin_prefetch(&B.data[16 * ko] + (size_t)exo_r * (((struct exo_win_2f32c){ &B.data[16 * ko], { B.strides[0], 1 } })).strides[0], 0, 1); }
  __m512 a_reg_0;
  __m512 a_reg_1;
  __m512 a_reg_2;
  __m512 a_reg_3;
  __m512 a_reg_4;
  __m512 a_reg_5;
  __m512 a_reg_6;
  __m512 a_reg_7;
  a_reg_0 = _mm512_loadu_ps(&A.data[16 * ko]); __asm__("" : "+v"(a_reg_0));
  a_reg_1 = _mm512_loadu_ps(&A.data[A.strides[0] + 16 * ko]); __asm__("" : "+v"(a_reg_1));
  a_reg_2 = _mm512_loadu_ps(&A.data[(2) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_2));
  a_reg_3 = _mm512_loadu_ps(&A.data[(3) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_3));
  a_reg_4 = _mm512_loadu_ps(&A.data[(4) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_4));
  a_reg_5 = _mm512_loadu_ps(&A.data[(5) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_5));
  a_reg_6 = _mm512_loadu_ps(&A.data[(6) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_6));
  a_reg_7 = _mm512_loadu_ps(&A.data[(7) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_7));
  __m512 b_reg;
  b_reg = _mm512_loadu_ps(&B.data[16 * ko]); __asm__("" : "+v"(b_reg));
  acc_0_0 = _mm512_fmadd_ps(a_reg_0, b_reg, acc_0_0);
  acc_1_0 = _mm512_fmadd_ps(a_reg_1, b_reg, acc_1_0);
  acc_2_0 = _mm512_fmadd_ps(a_reg_2, b_reg, acc_2_0);
  acc_3_0 = _mm512_fmadd_ps(a_reg_3, b_reg, acc_3_0);
  acc_4_0 = _mm512_fmadd_ps(a_reg_4, b_reg, acc_4_0);
  acc_5_0 = _mm512_fmadd_ps(a_reg_5, b_reg, acc_5_0);
  acc_6_0 = _mm512_fmadd_ps(a_reg_6, b_reg, acc_6_0);
  acc_7_0 = _mm512_fmadd_ps(a_reg_7, b_reg, acc_7_0);
}
{ float exo_s[4]; exogemm_avx512_hsum4(exo_s, acc_0_0, acc_1_0, acc_2_0, acc_3_0); (&C.data[0])[0] += exo_s[0]; (&C.data[0])[1 * ((struct exo_win_2f32){ &C.data[0], { C.strides[0], 1 } }).strides[0] + 0] += exo_s[1]; (&C.data[0])[2 * ((struct exo_win_2f32){ &C.data[0], { C.strides[0], 1 } }).strides[0] + 0] += exo_s[2]; (&C.data[0])[3 * ((struct exo_win_2f32){ &C.data[0], { C.strides[0], 1 } }).strides[0] + 0] += exo_s[3]; }
{ float exo_s[4]; exogemm_avx512_hsum4(exo_s, acc_4_0, acc_5_0, acc_6_0, acc_7_0); (&C.data[(4) * (C.strides[0])])[0] += exo_s[0]; (&C.data[(4) * (C.strides[0])])[1 * ((struct exo_win_2f32){ &C.data[(4) * (C.strides[0])], { C.strides[0], 1 } }).strides[0] + 0] += exo_s[1]; (&C.data[(4) * (C.strides[0])])[2 * ((struct exo_win_2f32){ &C.data[(4) * (C.strides[0])], { C.strides[0], 1 } }).strides[0] + 0] += exo_s[2]; (&C.data[(4) * (C.strides[0])])[3 * ((struct exo_win_2f32){ &C.data[(4) * (C.strides[0])], { C.strides[0], 1 } }).strides[0] + 0] += exo_s[3]; }
for (int_fast32_t ki = 0; ki < K % 16; ki++) {
  C.data[0] += A.data[ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[2 * C.strides[0]] += A.data[2 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[3 * C.strides[0]] += A.data[3 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[4 * C.strides[0]] += A.data[4 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[5 * C.strides[0]] += A.data[5 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[6 * C.strides[0]] += A.data[6 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[7 * C.strides[0]] += A.data[7 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
}
}

// EXOGEMM_SMALL_PREFIX_dot_8x1_resident(
//     K : size,
//     A : [f32][8, K] @DRAM,
//     B : [f32][1, K] @DRAM,
//     C : [f32][8, 1] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_dot_8x1_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 acc_0_0;
__m512 acc_1_0;
__m512 acc_2_0;
__m512 acc_3_0;
__m512 acc_4_0;
__m512 acc_5_0;
__m512 acc_6_0;
__m512 acc_7_0;
acc_0_0 = _mm512_set1_ps(0.0f);
acc_1_0 = _mm512_set1_ps(0.0f);
acc_2_0 = _mm512_set1_ps(0.0f);
acc_3_0 = _mm512_set1_ps(0.0f);
acc_4_0 = _mm512_set1_ps(0.0f);
acc_5_0 = _mm512_set1_ps(0.0f);
acc_6_0 = _mm512_set1_ps(0.0f);
acc_7_0 = _mm512_set1_ps(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (16)); ko++) {
  __m512 a_reg_0;
  __m512 a_reg_1;
  __m512 a_reg_2;
  __m512 a_reg_3;
  __m512 a_reg_4;
  __m512 a_reg_5;
  __m512 a_reg_6;
  __m512 a_reg_7;
  a_reg_0 = _mm512_loadu_ps(&A.data[16 * ko]); __asm__("" : "+v"(a_reg_0));
  a_reg_1 = _mm512_loadu_ps(&A.data[A.strides[0] + 16 * ko]); __asm__("" : "+v"(a_reg_1));
  a_reg_2 = _mm512_loadu_ps(&A.data[(2) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_2));
  a_reg_3 = _mm512_loadu_ps(&A.data[(3) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_3));
  a_reg_4 = _mm512_loadu_ps(&A.data[(4) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_4));
  a_reg_5 = _mm512_loadu_ps(&A.data[(5) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_5));
  a_reg_6 = _mm512_loadu_ps(&A.data[(6) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_6));
  a_reg_7 = _mm512_loadu_ps(&A.data[(7) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_7));
  __m512 b_reg;
  b_reg = _mm512_loadu_ps(&B.data[16 * ko]); __asm__("" : "+v"(b_reg));
  acc_0_0 = _mm512_fmadd_ps(a_reg_0, b_reg, acc_0_0);
  acc_1_0 = _mm512_fmadd_ps(a_reg_1, b_reg, acc_1_0);
  acc_2_0 = _mm512_fmadd_ps(a_reg_2, b_reg, acc_2_0);
  acc_3_0 = _mm512_fmadd_ps(a_reg_3, b_reg, acc_3_0);
  acc_4_0 = _mm512_fmadd_ps(a_reg_4, b_reg, acc_4_0);
  acc_5_0 = _mm512_fmadd_ps(a_reg_5, b_reg, acc_5_0);
  acc_6_0 = _mm512_fmadd_ps(a_reg_6, b_reg, acc_6_0);
  acc_7_0 = _mm512_fmadd_ps(a_reg_7, b_reg, acc_7_0);
}
{ float exo_s[4]; exogemm_avx512_hsum4(exo_s, acc_0_0, acc_1_0, acc_2_0, acc_3_0); (&C.data[0])[0] += exo_s[0]; (&C.data[0])[1 * ((struct exo_win_2f32){ &C.data[0], { C.strides[0], 1 } }).strides[0] + 0] += exo_s[1]; (&C.data[0])[2 * ((struct exo_win_2f32){ &C.data[0], { C.strides[0], 1 } }).strides[0] + 0] += exo_s[2]; (&C.data[0])[3 * ((struct exo_win_2f32){ &C.data[0], { C.strides[0], 1 } }).strides[0] + 0] += exo_s[3]; }
{ float exo_s[4]; exogemm_avx512_hsum4(exo_s, acc_4_0, acc_5_0, acc_6_0, acc_7_0); (&C.data[(4) * (C.strides[0])])[0] += exo_s[0]; (&C.data[(4) * (C.strides[0])])[1 * ((struct exo_win_2f32){ &C.data[(4) * (C.strides[0])], { C.strides[0], 1 } }).strides[0] + 0] += exo_s[1]; (&C.data[(4) * (C.strides[0])])[2 * ((struct exo_win_2f32){ &C.data[(4) * (C.strides[0])], { C.strides[0], 1 } }).strides[0] + 0] += exo_s[2]; (&C.data[(4) * (C.strides[0])])[3 * ((struct exo_win_2f32){ &C.data[(4) * (C.strides[0])], { C.strides[0], 1 } }).strides[0] + 0] += exo_s[3]; }
for (int_fast32_t ki = 0; ki < K % 16; ki++) {
  C.data[0] += A.data[ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[2 * C.strides[0]] += A.data[2 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[3 * C.strides[0]] += A.data[3 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[4 * C.strides[0]] += A.data[4 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[5 * C.strides[0]] += A.data[5 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[6 * C.strides[0]] += A.data[6 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[7 * C.strides[0]] += A.data[7 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
}
}

// EXOGEMM_SMALL_PREFIX_dot_8x2(
//     K : size,
//     A : [f32][8, K] @DRAM,
//     B : [f32][2, K] @DRAM,
//     C : [f32][8, 2] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_dot_8x2( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 acc_0_0;
__m512 acc_0_1;
__m512 acc_1_0;
__m512 acc_1_1;
__m512 acc_2_0;
__m512 acc_2_1;
__m512 acc_3_0;
__m512 acc_3_1;
__m512 acc_4_0;
__m512 acc_4_1;
__m512 acc_5_0;
__m512 acc_5_1;
__m512 acc_6_0;
__m512 acc_6_1;
__m512 acc_7_0;
__m512 acc_7_1;
acc_0_0 = _mm512_set1_ps(0.0f);
acc_0_1 = _mm512_set1_ps(0.0f);
acc_1_0 = _mm512_set1_ps(0.0f);
acc_1_1 = _mm512_set1_ps(0.0f);
acc_2_0 = _mm512_set1_ps(0.0f);
acc_2_1 = _mm512_set1_ps(0.0f);
acc_3_0 = _mm512_set1_ps(0.0f);
acc_3_1 = _mm512_set1_ps(0.0f);
acc_4_0 = _mm512_set1_ps(0.0f);
acc_4_1 = _mm512_set1_ps(0.0f);
acc_5_0 = _mm512_set1_ps(0.0f);
acc_5_1 = _mm512_set1_ps(0.0f);
acc_6_0 = _mm512_set1_ps(0.0f);
acc_6_1 = _mm512_set1_ps(0.0f);
acc_7_0 = _mm512_set1_ps(0.0f);
acc_7_1 = _mm512_set1_ps(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (16)); ko++) {
  { for (int exo_r = 2; exo_r < 4; exo_r++) __builtin_prefetch(&B.data[16 * ko] + (size_t)exo_r * (((struct exo_win_2f32c){ &B.data[16 * ko], { B.strides[0], 1 } })).strides[0], 0, 1); }
  __m512 a_reg_0;
  __m512 a_reg_1;
  __m512 a_reg_2;
  __m512 a_reg_3;
  __m512 a_reg_4;
  __m512 a_reg_5;
  __m512 a_reg_6;
  __m512 a_reg_7;
  a_reg_0 = _mm512_loadu_ps(&A.data[16 * ko]); __asm__("" : "+v"(a_reg_0));
  a_reg_1 = _mm512_loadu_ps(&A.data[A.strides[0] + 16 * ko]); __asm__("" : "+v"(a_reg_1));
  a_reg_2 = _mm512_loadu_ps(&A.data[(2) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_2));
  a_reg_3 = _mm512_loadu_ps(&A.data[(3) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_3));
  a_reg_4 = _mm512_loadu_ps(&A.data[(4) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_4));
  a_reg_5 = _mm512_loadu_ps(&A.data[(5) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_5));
  a_reg_6 = _mm512_loadu_ps(&A.data[(6) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_6));
  a_reg_7 = _mm512_loadu_ps(&A.data[(7) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_7));
  __m512 b_reg;
  b_reg = _mm512_loadu_ps(&B.data[16 * ko]); __asm__("" : "+v"(b_reg));
  acc_0_0 = _mm512_fmadd_ps(a_reg_0, b_reg, acc_0_0);
  acc_1_0 = _mm512_fmadd_ps(a_reg_1, b_reg, acc_1_0);
  acc_2_0 = _mm512_fmadd_ps(a_reg_2, b_reg, acc_2_0);
  acc_3_0 = _mm512_fmadd_ps(a_reg_3, b_reg, acc_3_0);
  acc_4_0 = _mm512_fmadd_ps(a_reg_4, b_reg, acc_4_0);
  acc_5_0 = _mm512_fmadd_ps(a_reg_5, b_reg, acc_5_0);
  acc_6_0 = _mm512_fmadd_ps(a_reg_6, b_reg, acc_6_0);
  acc_7_0 = _mm512_fmadd_ps(a_reg_7, b_reg, acc_7_0);
  __m512 b_reg_1;
  b_reg_1 = _mm512_loadu_ps(&B.data[B.strides[0] + 16 * ko]); __asm__("" : "+v"(b_reg_1));
  acc_0_1 = _mm512_fmadd_ps(a_reg_0, b_reg_1, acc_0_1);
  acc_1_1 = _mm512_fmadd_ps(a_reg_1, b_reg_1, acc_1_1);
  acc_2_1 = _mm512_fmadd_ps(a_reg_2, b_reg_1, acc_2_1);
  acc_3_1 = _mm512_fmadd_ps(a_reg_3, b_reg_1, acc_3_1);
  acc_4_1 = _mm512_fmadd_ps(a_reg_4, b_reg_1, acc_4_1);
  acc_5_1 = _mm512_fmadd_ps(a_reg_5, b_reg_1, acc_5_1);
  acc_6_1 = _mm512_fmadd_ps(a_reg_6, b_reg_1, acc_6_1);
  acc_7_1 = _mm512_fmadd_ps(a_reg_7, b_reg_1, acc_7_1);
}
{ float exo_s[4]; exogemm_avx512_hsum4(exo_s, acc_0_0, acc_0_1, acc_1_0, acc_1_1); (&C.data[0])[0] += exo_s[0]; (&C.data[0])[1] += exo_s[1]; (&C.data[0])[1 * ((struct exo_win_2f32){ &C.data[0], { C.strides[0], 1 } }).strides[0] + 0] += exo_s[2]; (&C.data[0])[1 * ((struct exo_win_2f32){ &C.data[0], { C.strides[0], 1 } }).strides[0] + 1] += exo_s[3]; }
{ float exo_s[4]; exogemm_avx512_hsum4(exo_s, acc_2_0, acc_2_1, acc_3_0, acc_3_1); (&C.data[(2) * (C.strides[0])])[0] += exo_s[0]; (&C.data[(2) * (C.strides[0])])[1] += exo_s[1]; (&C.data[(2) * (C.strides[0])])[1 * ((struct exo_win_2f32){ &C.data[(2) * (C.strides[0])], { C.strides[0], 1 } }).strides[0] + 0] += exo_s[2]; (&C.data[(2) * (C.strides[0])])[1 * ((struct exo_win_2f32){ &C.data[(2) * (C.strides[0])], { C.strides[0], 1 } }).strides[0] + 1] += exo_s[3]; }
{ float exo_s[4]; exogemm_avx512_hsum4(exo_s, acc_4_0, acc_4_1, acc_5_0, acc_5_1); (&C.data[(4) * (C.strides[0])])[0] += exo_s[0]; (&C.data[(4) * (C.strides[0])])[1] += exo_s[1]; (&C.data[(4) * (C.strides[0])])[1 * ((struct exo_win_2f32){ &C.data[(4) * (C.strides[0])], { C.strides[0], 1 } }).strides[0] + 0] += exo_s[2]; (&C.data[(4) * (C.strides[0])])[1 * ((struct exo_win_2f32){ &C.data[(4) * (C.strides[0])], { C.strides[0], 1 } }).strides[0] + 1] += exo_s[3]; }
{ float exo_s[4]; exogemm_avx512_hsum4(exo_s, acc_6_0, acc_6_1, acc_7_0, acc_7_1); (&C.data[(6) * (C.strides[0])])[0] += exo_s[0]; (&C.data[(6) * (C.strides[0])])[1] += exo_s[1]; (&C.data[(6) * (C.strides[0])])[1 * ((struct exo_win_2f32){ &C.data[(6) * (C.strides[0])], { C.strides[0], 1 } }).strides[0] + 0] += exo_s[2]; (&C.data[(6) * (C.strides[0])])[1 * ((struct exo_win_2f32){ &C.data[(6) * (C.strides[0])], { C.strides[0], 1 } }).strides[0] + 1] += exo_s[3]; }
for (int_fast32_t ki = 0; ki < K % 16; ki++) {
  C.data[0] += A.data[ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[1] += A.data[ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[C.strides[0] + 1] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[2 * C.strides[0]] += A.data[2 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[2 * C.strides[0] + 1] += A.data[2 * A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[3 * C.strides[0]] += A.data[3 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[3 * C.strides[0] + 1] += A.data[3 * A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[4 * C.strides[0]] += A.data[4 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[4 * C.strides[0] + 1] += A.data[4 * A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[5 * C.strides[0]] += A.data[5 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[5 * C.strides[0] + 1] += A.data[5 * A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[6 * C.strides[0]] += A.data[6 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[6 * C.strides[0] + 1] += A.data[6 * A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[7 * C.strides[0]] += A.data[7 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[7 * C.strides[0] + 1] += A.data[7 * A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
}
}

// EXOGEMM_SMALL_PREFIX_dot_8x2_resident(
//     K : size,
//     A : [f32][8, K] @DRAM,
//     B : [f32][2, K] @DRAM,
//     C : [f32][8, 2] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_dot_8x2_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 acc_0_0;
__m512 acc_0_1;
__m512 acc_1_0;
__m512 acc_1_1;
__m512 acc_2_0;
__m512 acc_2_1;
__m512 acc_3_0;
__m512 acc_3_1;
__m512 acc_4_0;
__m512 acc_4_1;
__m512 acc_5_0;
__m512 acc_5_1;
__m512 acc_6_0;
__m512 acc_6_1;
__m512 acc_7_0;
__m512 acc_7_1;
acc_0_0 = _mm512_set1_ps(0.0f);
acc_0_1 = _mm512_set1_ps(0.0f);
acc_1_0 = _mm512_set1_ps(0.0f);
acc_1_1 = _mm512_set1_ps(0.0f);
acc_2_0 = _mm512_set1_ps(0.0f);
acc_2_1 = _mm512_set1_ps(0.0f);
acc_3_0 = _mm512_set1_ps(0.0f);
acc_3_1 = _mm512_set1_ps(0.0f);
acc_4_0 = _mm512_set1_ps(0.0f);
acc_4_1 = _mm512_set1_ps(0.0f);
acc_5_0 = _mm512_set1_ps(0.0f);
acc_5_1 = _mm512_set1_ps(0.0f);
acc_6_0 = _mm512_set1_ps(0.0f);
acc_6_1 = _mm512_set1_ps(0.0f);
acc_7_0 = _mm512_set1_ps(0.0f);
acc_7_1 = _mm512_set1_ps(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (16)); ko++) {
  __m512 a_reg_0;
  __m512 a_reg_1;
  __m512 a_reg_2;
  __m512 a_reg_3;
  __m512 a_reg_4;
  __m512 a_reg_5;
  __m512 a_reg_6;
  __m512 a_reg_7;
  a_reg_0 = _mm512_loadu_ps(&A.data[16 * ko]); __asm__("" : "+v"(a_reg_0));
  a_reg_1 = _mm512_loadu_ps(&A.data[A.strides[0] + 16 * ko]); __asm__("" : "+v"(a_reg_1));
  a_reg_2 = _mm512_loadu_ps(&A.data[(2) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_2));
  a_reg_3 = _mm512_loadu_ps(&A.data[(3) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_3));
  a_reg_4 = _mm512_loadu_ps(&A.data[(4) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_4));
  a_reg_5 = _mm512_loadu_ps(&A.data[(5) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_5));
  a_reg_6 = _mm512_loadu_ps(&A.data[(6) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_6));
  a_reg_7 = _mm512_loadu_ps(&A.data[(7) * (A.strides[0]) + 16 * ko]); __asm__("" : "+v"(a_reg_7));
  __m512 b_reg;
  b_reg = _mm512_loadu_ps(&B.data[16 * ko]); __asm__("" : "+v"(b_reg));
  acc_0_0 = _mm512_fmadd_ps(a_reg_0, b_reg, acc_0_0);
  acc_1_0 = _mm512_fmadd_ps(a_reg_1, b_reg, acc_1_0);
  acc_2_0 = _mm512_fmadd_ps(a_reg_2, b_reg, acc_2_0);
  acc_3_0 = _mm512_fmadd_ps(a_reg_3, b_reg, acc_3_0);
  acc_4_0 = _mm512_fmadd_ps(a_reg_4, b_reg, acc_4_0);
  acc_5_0 = _mm512_fmadd_ps(a_reg_5, b_reg, acc_5_0);
  acc_6_0 = _mm512_fmadd_ps(a_reg_6, b_reg, acc_6_0);
  acc_7_0 = _mm512_fmadd_ps(a_reg_7, b_reg, acc_7_0);
  __m512 b_reg_1;
  b_reg_1 = _mm512_loadu_ps(&B.data[B.strides[0] + 16 * ko]); __asm__("" : "+v"(b_reg_1));
  acc_0_1 = _mm512_fmadd_ps(a_reg_0, b_reg_1, acc_0_1);
  acc_1_1 = _mm512_fmadd_ps(a_reg_1, b_reg_1, acc_1_1);
  acc_2_1 = _mm512_fmadd_ps(a_reg_2, b_reg_1, acc_2_1);
  acc_3_1 = _mm512_fmadd_ps(a_reg_3, b_reg_1, acc_3_1);
  acc_4_1 = _mm512_fmadd_ps(a_reg_4, b_reg_1, acc_4_1);
  acc_5_1 = _mm512_fmadd_ps(a_reg_5, b_reg_1, acc_5_1);
  acc_6_1 = _mm512_fmadd_ps(a_reg_6, b_reg_1, acc_6_1);
  acc_7_1 = _mm512_fmadd_ps(a_reg_7, b_reg_1, acc_7_1);
}
{ float exo_s[4]; exogemm_avx512_hsum4(exo_s, acc_0_0, acc_0_1, acc_1_0, acc_1_1); (&C.data[0])[0] += exo_s[0]; (&C.data[0])[1] += exo_s[1]; (&C.data[0])[1 * ((struct exo_win_2f32){ &C.data[0], { C.strides[0], 1 } }).strides[0] + 0] += exo_s[2]; (&C.data[0])[1 * ((struct exo_win_2f32){ &C.data[0], { C.strides[0], 1 } }).strides[0] + 1] += exo_s[3]; }
{ float exo_s[4]; exogemm_avx512_hsum4(exo_s, acc_2_0, acc_2_1, acc_3_0, acc_3_1); (&C.data[(2) * (C.strides[0])])[0] += exo_s[0]; (&C.data[(2) * (C.strides[0])])[1] += exo_s[1]; (&C.data[(2) * (C.strides[0])])[1 * ((struct exo_win_2f32){ &C.data[(2) * (C.strides[0])], { C.strides[0], 1 } }).strides[0] + 0] += exo_s[2]; (&C.data[(2) * (C.strides[0])])[1 * ((struct exo_win_2f32){ &C.data[(2) * (C.strides[0])], { C.strides[0], 1 } }).strides[0] + 1] += exo_s[3]; }
{ float exo_s[4]; exogemm_avx512_hsum4(exo_s, acc_4_0, acc_4_1, acc_5_0, acc_5_1); (&C.data[(4) * (C.strides[0])])[0] += exo_s[0]; (&C.data[(4) * (C.strides[0])])[1] += exo_s[1]; (&C.data[(4) * (C.strides[0])])[1 * ((struct exo_win_2f32){ &C.data[(4) * (C.strides[0])], { C.strides[0], 1 } }).strides[0] + 0] += exo_s[2]; (&C.data[(4) * (C.strides[0])])[1 * ((struct exo_win_2f32){ &C.data[(4) * (C.strides[0])], { C.strides[0], 1 } }).strides[0] + 1] += exo_s[3]; }
{ float exo_s[4]; exogemm_avx512_hsum4(exo_s, acc_6_0, acc_6_1, acc_7_0, acc_7_1); (&C.data[(6) * (C.strides[0])])[0] += exo_s[0]; (&C.data[(6) * (C.strides[0])])[1] += exo_s[1]; (&C.data[(6) * (C.strides[0])])[1 * ((struct exo_win_2f32){ &C.data[(6) * (C.strides[0])], { C.strides[0], 1 } }).strides[0] + 0] += exo_s[2]; (&C.data[(6) * (C.strides[0])])[1 * ((struct exo_win_2f32){ &C.data[(6) * (C.strides[0])], { C.strides[0], 1 } }).strides[0] + 1] += exo_s[3]; }
for (int_fast32_t ki = 0; ki < K % 16; ki++) {
  C.data[0] += A.data[ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[1] += A.data[ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[C.strides[0] + 1] += A.data[A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[2 * C.strides[0]] += A.data[2 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[2 * C.strides[0] + 1] += A.data[2 * A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[3 * C.strides[0]] += A.data[3 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[3 * C.strides[0] + 1] += A.data[3 * A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[4 * C.strides[0]] += A.data[4 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[4 * C.strides[0] + 1] += A.data[4 * A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[5 * C.strides[0]] += A.data[5 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[5 * C.strides[0] + 1] += A.data[5 * A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[6 * C.strides[0]] += A.data[6 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[6 * C.strides[0] + 1] += A.data[6 * A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
  C.data[7 * C.strides[0]] += A.data[7 * A.strides[0] + ki + (K / 16) * 16] * B.data[ki + (K / 16) * 16];
  C.data[7 * C.strides[0] + 1] += A.data[7 * A.strides[0] + ki + (K / 16) * 16] * B.data[B.strides[0] + ki + (K / 16) * 16];
}
}

// EXOGEMM_SMALL_PREFIX_rank1_fixed_1x10k1(
//     A : [f32][1, 1] @DRAM,
//     B : [f32][1, 10] @DRAM,
//     C : [f32][1, 10] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_rank1_fixed_1x10k1( void *ctxt, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
C_reg_0 = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (10)) - 1u), &C.data[0]); __asm__("" : "+v"(C_reg_0));
__m512 B_reg_0;
B_reg_0 = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (10)) - 1u), &B.data[0]); __asm__("" : "+v"(B_reg_0));
C_reg_0 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[0]), B_reg_0, C_reg_0, _cvtu32_mask16((1u << (10)) - 1u));
_mm512_mask_storeu_ps(&C.data[0], _cvtu32_mask16((1u << (10)) - 1u), C_reg_0);
}

// EXOGEMM_SMALL_PREFIX_rank1_fixed_1x10k1_beta0(
//     A : [f32][1, 1] @DRAM,
//     B : [f32][1, 10] @DRAM,
//     C : [f32][1, 10] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_rank1_fixed_1x10k1_beta0( void *ctxt, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
C_reg_0 = _mm512_set1_ps(0.0f);
__m512 B_reg_0;
B_reg_0 = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (10)) - 1u), &B.data[0]); __asm__("" : "+v"(B_reg_0));
C_reg_0 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[0]), B_reg_0, C_reg_0, _cvtu32_mask16((1u << (10)) - 1u));
_mm512_mask_storeu_ps(&C.data[0], _cvtu32_mask16((1u << (10)) - 1u), C_reg_0);
}

// EXOGEMM_SMALL_PREFIX_rank1_fixed_1x11k1(
//     A : [f32][1, 1] @DRAM,
//     B : [f32][1, 11] @DRAM,
//     C : [f32][1, 11] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_rank1_fixed_1x11k1( void *ctxt, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
C_reg_0 = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (11)) - 1u), &C.data[0]); __asm__("" : "+v"(C_reg_0));
__m512 B_reg_0;
B_reg_0 = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (11)) - 1u), &B.data[0]); __asm__("" : "+v"(B_reg_0));
C_reg_0 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[0]), B_reg_0, C_reg_0, _cvtu32_mask16((1u << (11)) - 1u));
_mm512_mask_storeu_ps(&C.data[0], _cvtu32_mask16((1u << (11)) - 1u), C_reg_0);
}

// EXOGEMM_SMALL_PREFIX_rank1_fixed_1x11k1_beta0(
//     A : [f32][1, 1] @DRAM,
//     B : [f32][1, 11] @DRAM,
//     C : [f32][1, 11] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_rank1_fixed_1x11k1_beta0( void *ctxt, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
C_reg_0 = _mm512_set1_ps(0.0f);
__m512 B_reg_0;
B_reg_0 = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (11)) - 1u), &B.data[0]); __asm__("" : "+v"(B_reg_0));
C_reg_0 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[0]), B_reg_0, C_reg_0, _cvtu32_mask16((1u << (11)) - 1u));
_mm512_mask_storeu_ps(&C.data[0], _cvtu32_mask16((1u << (11)) - 1u), C_reg_0);
}

// EXOGEMM_SMALL_PREFIX_rank1_fixed_1x12k1(
//     A : [f32][1, 1] @DRAM,
//     B : [f32][1, 12] @DRAM,
//     C : [f32][1, 12] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_rank1_fixed_1x12k1( void *ctxt, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
C_reg_0 = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (12)) - 1u), &C.data[0]); __asm__("" : "+v"(C_reg_0));
__m512 B_reg_0;
B_reg_0 = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (12)) - 1u), &B.data[0]); __asm__("" : "+v"(B_reg_0));
C_reg_0 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[0]), B_reg_0, C_reg_0, _cvtu32_mask16((1u << (12)) - 1u));
_mm512_mask_storeu_ps(&C.data[0], _cvtu32_mask16((1u << (12)) - 1u), C_reg_0);
}

// EXOGEMM_SMALL_PREFIX_rank1_fixed_1x12k1_beta0(
//     A : [f32][1, 1] @DRAM,
//     B : [f32][1, 12] @DRAM,
//     C : [f32][1, 12] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_rank1_fixed_1x12k1_beta0( void *ctxt, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
C_reg_0 = _mm512_set1_ps(0.0f);
__m512 B_reg_0;
B_reg_0 = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (12)) - 1u), &B.data[0]); __asm__("" : "+v"(B_reg_0));
C_reg_0 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[0]), B_reg_0, C_reg_0, _cvtu32_mask16((1u << (12)) - 1u));
_mm512_mask_storeu_ps(&C.data[0], _cvtu32_mask16((1u << (12)) - 1u), C_reg_0);
}

// EXOGEMM_SMALL_PREFIX_rank1_fixed_1x13k1(
//     A : [f32][1, 1] @DRAM,
//     B : [f32][1, 13] @DRAM,
//     C : [f32][1, 13] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_rank1_fixed_1x13k1( void *ctxt, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
C_reg_0 = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (13)) - 1u), &C.data[0]); __asm__("" : "+v"(C_reg_0));
__m512 B_reg_0;
B_reg_0 = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (13)) - 1u), &B.data[0]); __asm__("" : "+v"(B_reg_0));
C_reg_0 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[0]), B_reg_0, C_reg_0, _cvtu32_mask16((1u << (13)) - 1u));
_mm512_mask_storeu_ps(&C.data[0], _cvtu32_mask16((1u << (13)) - 1u), C_reg_0);
}

// EXOGEMM_SMALL_PREFIX_rank1_fixed_1x13k1_beta0(
//     A : [f32][1, 1] @DRAM,
//     B : [f32][1, 13] @DRAM,
//     C : [f32][1, 13] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_rank1_fixed_1x13k1_beta0( void *ctxt, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
C_reg_0 = _mm512_set1_ps(0.0f);
__m512 B_reg_0;
B_reg_0 = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (13)) - 1u), &B.data[0]); __asm__("" : "+v"(B_reg_0));
C_reg_0 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[0]), B_reg_0, C_reg_0, _cvtu32_mask16((1u << (13)) - 1u));
_mm512_mask_storeu_ps(&C.data[0], _cvtu32_mask16((1u << (13)) - 1u), C_reg_0);
}

// EXOGEMM_SMALL_PREFIX_rank1_fixed_1x14k1(
//     A : [f32][1, 1] @DRAM,
//     B : [f32][1, 14] @DRAM,
//     C : [f32][1, 14] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_rank1_fixed_1x14k1( void *ctxt, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
C_reg_0 = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (14)) - 1u), &C.data[0]); __asm__("" : "+v"(C_reg_0));
__m512 B_reg_0;
B_reg_0 = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (14)) - 1u), &B.data[0]); __asm__("" : "+v"(B_reg_0));
C_reg_0 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[0]), B_reg_0, C_reg_0, _cvtu32_mask16((1u << (14)) - 1u));
_mm512_mask_storeu_ps(&C.data[0], _cvtu32_mask16((1u << (14)) - 1u), C_reg_0);
}

// EXOGEMM_SMALL_PREFIX_rank1_fixed_1x14k1_beta0(
//     A : [f32][1, 1] @DRAM,
//     B : [f32][1, 14] @DRAM,
//     C : [f32][1, 14] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_rank1_fixed_1x14k1_beta0( void *ctxt, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
C_reg_0 = _mm512_set1_ps(0.0f);
__m512 B_reg_0;
B_reg_0 = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (14)) - 1u), &B.data[0]); __asm__("" : "+v"(B_reg_0));
C_reg_0 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[0]), B_reg_0, C_reg_0, _cvtu32_mask16((1u << (14)) - 1u));
_mm512_mask_storeu_ps(&C.data[0], _cvtu32_mask16((1u << (14)) - 1u), C_reg_0);
}

// EXOGEMM_SMALL_PREFIX_rank1_fixed_1x15k1(
//     A : [f32][1, 1] @DRAM,
//     B : [f32][1, 15] @DRAM,
//     C : [f32][1, 15] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_rank1_fixed_1x15k1( void *ctxt, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
C_reg_0 = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (15)) - 1u), &C.data[0]); __asm__("" : "+v"(C_reg_0));
__m512 B_reg_0;
B_reg_0 = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (15)) - 1u), &B.data[0]); __asm__("" : "+v"(B_reg_0));
C_reg_0 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[0]), B_reg_0, C_reg_0, _cvtu32_mask16((1u << (15)) - 1u));
_mm512_mask_storeu_ps(&C.data[0], _cvtu32_mask16((1u << (15)) - 1u), C_reg_0);
}

// EXOGEMM_SMALL_PREFIX_rank1_fixed_1x15k1_beta0(
//     A : [f32][1, 1] @DRAM,
//     B : [f32][1, 15] @DRAM,
//     C : [f32][1, 15] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_rank1_fixed_1x15k1_beta0( void *ctxt, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
C_reg_0 = _mm512_set1_ps(0.0f);
__m512 B_reg_0;
B_reg_0 = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (15)) - 1u), &B.data[0]); __asm__("" : "+v"(B_reg_0));
C_reg_0 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[0]), B_reg_0, C_reg_0, _cvtu32_mask16((1u << (15)) - 1u));
_mm512_mask_storeu_ps(&C.data[0], _cvtu32_mask16((1u << (15)) - 1u), C_reg_0);
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
__m512 C_reg_0;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
__m512 B_reg_0;
B_reg_0 = _mm512_loadu_ps(&B.data[0]); __asm__("" : "+v"(B_reg_0));
C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[0]), B_reg_0, C_reg_0);
_mm512_storeu_ps(&C.data[0], C_reg_0);
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
__m512 C_reg_0;
C_reg_0 = _mm512_set1_ps(0.0f);
__m512 B_reg_0;
B_reg_0 = _mm512_loadu_ps(&B.data[0]); __asm__("" : "+v"(B_reg_0));
C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[0]), B_reg_0, C_reg_0);
_mm512_storeu_ps(&C.data[0], C_reg_0);
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
__m128 C_reg_0;
C_reg_0 = _mm_maskz_loadu_ps((__mmask8)((1u << (1)) - 1u), &C.data[0]); __asm__("" : "+v"(C_reg_0));
__m128 B_reg_0;
B_reg_0 = _mm_maskz_loadu_ps((__mmask8)((1u << (1)) - 1u), &B.data[0]); __asm__("" : "+v"(B_reg_0));
C_reg_0 = _mm_mask3_fmadd_ps(_mm_set1_ps(A.data[0]), B_reg_0, C_reg_0, (__mmask8)((1u << (1)) - 1u));
_mm_mask_storeu_ps(&C.data[0], (__mmask8)((1u << (1)) - 1u), C_reg_0);
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
__m128 C_reg_0;
C_reg_0 = _mm_set1_ps(0.0f);
__m128 B_reg_0;
B_reg_0 = _mm_maskz_loadu_ps((__mmask8)((1u << (1)) - 1u), &B.data[0]); __asm__("" : "+v"(B_reg_0));
C_reg_0 = _mm_mask3_fmadd_ps(_mm_set1_ps(A.data[0]), B_reg_0, C_reg_0, (__mmask8)((1u << (1)) - 1u));
_mm_mask_storeu_ps(&C.data[0], (__mmask8)((1u << (1)) - 1u), C_reg_0);
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
__m128 C_reg_0;
C_reg_0 = _mm_maskz_loadu_ps((__mmask8)((1u << (2)) - 1u), &C.data[0]); __asm__("" : "+v"(C_reg_0));
__m128 B_reg_0;
B_reg_0 = _mm_maskz_loadu_ps((__mmask8)((1u << (2)) - 1u), &B.data[0]); __asm__("" : "+v"(B_reg_0));
C_reg_0 = _mm_mask3_fmadd_ps(_mm_set1_ps(A.data[0]), B_reg_0, C_reg_0, (__mmask8)((1u << (2)) - 1u));
_mm_mask_storeu_ps(&C.data[0], (__mmask8)((1u << (2)) - 1u), C_reg_0);
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
__m128 C_reg_0;
C_reg_0 = _mm_set1_ps(0.0f);
__m128 B_reg_0;
B_reg_0 = _mm_maskz_loadu_ps((__mmask8)((1u << (2)) - 1u), &B.data[0]); __asm__("" : "+v"(B_reg_0));
C_reg_0 = _mm_mask3_fmadd_ps(_mm_set1_ps(A.data[0]), B_reg_0, C_reg_0, (__mmask8)((1u << (2)) - 1u));
_mm_mask_storeu_ps(&C.data[0], (__mmask8)((1u << (2)) - 1u), C_reg_0);
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
__m512 C_reg_0;
__m512 C_reg_1;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[16]); __asm__("" : "+v"(C_reg_1));
__m512 B_reg_0;
__m512 B_reg_1;
B_reg_0 = _mm512_loadu_ps(&B.data[0]); __asm__("" : "+v"(B_reg_0));
B_reg_1 = _mm512_loadu_ps(&B.data[16]); __asm__("" : "+v"(B_reg_1));
C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[0]), B_reg_0, C_reg_0);
C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[0]), B_reg_1, C_reg_1);
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
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
__m512 C_reg_0;
__m512 C_reg_1;
C_reg_0 = _mm512_set1_ps(0.0f);
C_reg_1 = _mm512_set1_ps(0.0f);
__m512 B_reg_0;
__m512 B_reg_1;
B_reg_0 = _mm512_loadu_ps(&B.data[0]); __asm__("" : "+v"(B_reg_0));
B_reg_1 = _mm512_loadu_ps(&B.data[16]); __asm__("" : "+v"(B_reg_1));
C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[0]), B_reg_0, C_reg_0);
C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[0]), B_reg_1, C_reg_1);
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
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
__m128 C_reg_0;
C_reg_0 = _mm_maskz_loadu_ps((__mmask8)((1u << (3)) - 1u), &C.data[0]); __asm__("" : "+v"(C_reg_0));
__m128 B_reg_0;
B_reg_0 = _mm_maskz_loadu_ps((__mmask8)((1u << (3)) - 1u), &B.data[0]); __asm__("" : "+v"(B_reg_0));
C_reg_0 = _mm_mask3_fmadd_ps(_mm_set1_ps(A.data[0]), B_reg_0, C_reg_0, (__mmask8)((1u << (3)) - 1u));
_mm_mask_storeu_ps(&C.data[0], (__mmask8)((1u << (3)) - 1u), C_reg_0);
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
__m128 C_reg_0;
C_reg_0 = _mm_set1_ps(0.0f);
__m128 B_reg_0;
B_reg_0 = _mm_maskz_loadu_ps((__mmask8)((1u << (3)) - 1u), &B.data[0]); __asm__("" : "+v"(B_reg_0));
C_reg_0 = _mm_mask3_fmadd_ps(_mm_set1_ps(A.data[0]), B_reg_0, C_reg_0, (__mmask8)((1u << (3)) - 1u));
_mm_mask_storeu_ps(&C.data[0], (__mmask8)((1u << (3)) - 1u), C_reg_0);
}

// EXOGEMM_SMALL_PREFIX_rank1_fixed_1x48k1(
//     A : [f32][1, 1] @DRAM,
//     B : [f32][1, 48] @DRAM,
//     C : [f32][1, 48] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_rank1_fixed_1x48k1( void *ctxt, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[16]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[32]); __asm__("" : "+v"(C_reg_2));
__m512 B_reg_0;
__m512 B_reg_1;
__m512 B_reg_2;
B_reg_0 = _mm512_loadu_ps(&B.data[0]); __asm__("" : "+v"(B_reg_0));
B_reg_1 = _mm512_loadu_ps(&B.data[16]); __asm__("" : "+v"(B_reg_1));
B_reg_2 = _mm512_loadu_ps(&B.data[32]); __asm__("" : "+v"(B_reg_2));
C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[0]), B_reg_0, C_reg_0);
C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[0]), B_reg_1, C_reg_1);
C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[0]), B_reg_2, C_reg_2);
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[32], C_reg_2);
}

// EXOGEMM_SMALL_PREFIX_rank1_fixed_1x48k1_beta0(
//     A : [f32][1, 1] @DRAM,
//     B : [f32][1, 48] @DRAM,
//     C : [f32][1, 48] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_rank1_fixed_1x48k1_beta0( void *ctxt, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
C_reg_0 = _mm512_set1_ps(0.0f);
C_reg_1 = _mm512_set1_ps(0.0f);
C_reg_2 = _mm512_set1_ps(0.0f);
__m512 B_reg_0;
__m512 B_reg_1;
__m512 B_reg_2;
B_reg_0 = _mm512_loadu_ps(&B.data[0]); __asm__("" : "+v"(B_reg_0));
B_reg_1 = _mm512_loadu_ps(&B.data[16]); __asm__("" : "+v"(B_reg_1));
B_reg_2 = _mm512_loadu_ps(&B.data[32]); __asm__("" : "+v"(B_reg_2));
C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[0]), B_reg_0, C_reg_0);
C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[0]), B_reg_1, C_reg_1);
C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[0]), B_reg_2, C_reg_2);
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[32], C_reg_2);
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
__m128 C_reg_0;
C_reg_0 = _mm_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
__m128 B_reg_0;
B_reg_0 = _mm_loadu_ps(&B.data[0]); __asm__("" : "+v"(B_reg_0));
C_reg_0 = _mm_fmadd_ps(_mm_set1_ps(A.data[0]), B_reg_0, C_reg_0);
_mm_storeu_ps(&C.data[0], C_reg_0);
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
__m128 C_reg_0;
C_reg_0 = _mm_set1_ps(0.0f);
__m128 B_reg_0;
B_reg_0 = _mm_loadu_ps(&B.data[0]); __asm__("" : "+v"(B_reg_0));
C_reg_0 = _mm_fmadd_ps(_mm_set1_ps(A.data[0]), B_reg_0, C_reg_0);
_mm_storeu_ps(&C.data[0], C_reg_0);
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
C_reg_0 = _mm256_maskz_loadu_ps((__mmask8)((1u << (5)) - 1u), &C.data[0]); __asm__("" : "+v"(C_reg_0));
__m256 B_reg_0;
B_reg_0 = _mm256_maskz_loadu_ps((__mmask8)((1u << (5)) - 1u), &B.data[0]); __asm__("" : "+v"(B_reg_0));
C_reg_0 = _mm256_mask3_fmadd_ps(_mm256_set1_ps(A.data[0]), B_reg_0, C_reg_0, (__mmask8)((1u << (5)) - 1u));
_mm256_mask_storeu_ps(&C.data[0], (__mmask8)((1u << (5)) - 1u), C_reg_0);
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
B_reg_0 = _mm256_maskz_loadu_ps((__mmask8)((1u << (5)) - 1u), &B.data[0]); __asm__("" : "+v"(B_reg_0));
C_reg_0 = _mm256_mask3_fmadd_ps(_mm256_set1_ps(A.data[0]), B_reg_0, C_reg_0, (__mmask8)((1u << (5)) - 1u));
_mm256_mask_storeu_ps(&C.data[0], (__mmask8)((1u << (5)) - 1u), C_reg_0);
}

// EXOGEMM_SMALL_PREFIX_rank1_fixed_1x64k1(
//     A : [f32][1, 1] @DRAM,
//     B : [f32][1, 64] @DRAM,
//     C : [f32][1, 64] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_rank1_fixed_1x64k1( void *ctxt, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[16]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[32]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_loadu_ps(&C.data[48]); __asm__("" : "+v"(C_reg_3));
__m512 B_reg_0;
__m512 B_reg_1;
__m512 B_reg_2;
__m512 B_reg_3;
B_reg_0 = _mm512_loadu_ps(&B.data[0]); __asm__("" : "+v"(B_reg_0));
B_reg_1 = _mm512_loadu_ps(&B.data[16]); __asm__("" : "+v"(B_reg_1));
B_reg_2 = _mm512_loadu_ps(&B.data[32]); __asm__("" : "+v"(B_reg_2));
B_reg_3 = _mm512_loadu_ps(&B.data[48]); __asm__("" : "+v"(B_reg_3));
C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[0]), B_reg_0, C_reg_0);
C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[0]), B_reg_1, C_reg_1);
C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[0]), B_reg_2, C_reg_2);
C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[0]), B_reg_3, C_reg_3);
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[32], C_reg_2);
_mm512_storeu_ps(&C.data[48], C_reg_3);
}

// EXOGEMM_SMALL_PREFIX_rank1_fixed_1x64k1_beta0(
//     A : [f32][1, 1] @DRAM,
//     B : [f32][1, 64] @DRAM,
//     C : [f32][1, 64] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_rank1_fixed_1x64k1_beta0( void *ctxt, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
C_reg_0 = _mm512_set1_ps(0.0f);
C_reg_1 = _mm512_set1_ps(0.0f);
C_reg_2 = _mm512_set1_ps(0.0f);
C_reg_3 = _mm512_set1_ps(0.0f);
__m512 B_reg_0;
__m512 B_reg_1;
__m512 B_reg_2;
__m512 B_reg_3;
B_reg_0 = _mm512_loadu_ps(&B.data[0]); __asm__("" : "+v"(B_reg_0));
B_reg_1 = _mm512_loadu_ps(&B.data[16]); __asm__("" : "+v"(B_reg_1));
B_reg_2 = _mm512_loadu_ps(&B.data[32]); __asm__("" : "+v"(B_reg_2));
B_reg_3 = _mm512_loadu_ps(&B.data[48]); __asm__("" : "+v"(B_reg_3));
C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[0]), B_reg_0, C_reg_0);
C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[0]), B_reg_1, C_reg_1);
C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[0]), B_reg_2, C_reg_2);
C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[0]), B_reg_3, C_reg_3);
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[32], C_reg_2);
_mm512_storeu_ps(&C.data[48], C_reg_3);
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
C_reg_0 = _mm256_maskz_loadu_ps((__mmask8)((1u << (6)) - 1u), &C.data[0]); __asm__("" : "+v"(C_reg_0));
__m256 B_reg_0;
B_reg_0 = _mm256_maskz_loadu_ps((__mmask8)((1u << (6)) - 1u), &B.data[0]); __asm__("" : "+v"(B_reg_0));
C_reg_0 = _mm256_mask3_fmadd_ps(_mm256_set1_ps(A.data[0]), B_reg_0, C_reg_0, (__mmask8)((1u << (6)) - 1u));
_mm256_mask_storeu_ps(&C.data[0], (__mmask8)((1u << (6)) - 1u), C_reg_0);
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
B_reg_0 = _mm256_maskz_loadu_ps((__mmask8)((1u << (6)) - 1u), &B.data[0]); __asm__("" : "+v"(B_reg_0));
C_reg_0 = _mm256_mask3_fmadd_ps(_mm256_set1_ps(A.data[0]), B_reg_0, C_reg_0, (__mmask8)((1u << (6)) - 1u));
_mm256_mask_storeu_ps(&C.data[0], (__mmask8)((1u << (6)) - 1u), C_reg_0);
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
C_reg_0 = _mm256_maskz_loadu_ps((__mmask8)((1u << (7)) - 1u), &C.data[0]); __asm__("" : "+v"(C_reg_0));
__m256 B_reg_0;
B_reg_0 = _mm256_maskz_loadu_ps((__mmask8)((1u << (7)) - 1u), &B.data[0]); __asm__("" : "+v"(B_reg_0));
C_reg_0 = _mm256_mask3_fmadd_ps(_mm256_set1_ps(A.data[0]), B_reg_0, C_reg_0, (__mmask8)((1u << (7)) - 1u));
_mm256_mask_storeu_ps(&C.data[0], (__mmask8)((1u << (7)) - 1u), C_reg_0);
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
B_reg_0 = _mm256_maskz_loadu_ps((__mmask8)((1u << (7)) - 1u), &B.data[0]); __asm__("" : "+v"(B_reg_0));
C_reg_0 = _mm256_mask3_fmadd_ps(_mm256_set1_ps(A.data[0]), B_reg_0, C_reg_0, (__mmask8)((1u << (7)) - 1u));
_mm256_mask_storeu_ps(&C.data[0], (__mmask8)((1u << (7)) - 1u), C_reg_0);
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
C_reg_0 = _mm256_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
__m256 B_reg_0;
B_reg_0 = _mm256_loadu_ps(&B.data[0]); __asm__("" : "+v"(B_reg_0));
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
B_reg_0 = _mm256_loadu_ps(&B.data[0]); __asm__("" : "+v"(B_reg_0));
C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(A.data[0]), B_reg_0, C_reg_0);
_mm256_storeu_ps(&C.data[0], C_reg_0);
}

// EXOGEMM_SMALL_PREFIX_rank1_fixed_1x9k1(
//     A : [f32][1, 1] @DRAM,
//     B : [f32][1, 9] @DRAM,
//     C : [f32][1, 9] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_rank1_fixed_1x9k1( void *ctxt, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
C_reg_0 = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (9)) - 1u), &C.data[0]); __asm__("" : "+v"(C_reg_0));
__m512 B_reg_0;
B_reg_0 = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (9)) - 1u), &B.data[0]); __asm__("" : "+v"(B_reg_0));
C_reg_0 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[0]), B_reg_0, C_reg_0, _cvtu32_mask16((1u << (9)) - 1u));
_mm512_mask_storeu_ps(&C.data[0], _cvtu32_mask16((1u << (9)) - 1u), C_reg_0);
}

// EXOGEMM_SMALL_PREFIX_rank1_fixed_1x9k1_beta0(
//     A : [f32][1, 1] @DRAM,
//     B : [f32][1, 9] @DRAM,
//     C : [f32][1, 9] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_rank1_fixed_1x9k1_beta0( void *ctxt, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
C_reg_0 = _mm512_set1_ps(0.0f);
__m512 B_reg_0;
B_reg_0 = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (9)) - 1u), &B.data[0]); __asm__("" : "+v"(B_reg_0));
C_reg_0 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[0]), B_reg_0, C_reg_0, _cvtu32_mask16((1u << (9)) - 1u));
_mm512_mask_storeu_ps(&C.data[0], _cvtu32_mask16((1u << (9)) - 1u), C_reg_0);
}

// EXOGEMM_SMALL_PREFIX_small_1x112(
//     K : size,
//     A : [f32][1, K] @DRAM,
//     B : [f32][K, 112] @DRAM,
//     C : [f32][1, 112] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_1x112( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[16]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[32]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_loadu_ps(&C.data[48]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm512_loadu_ps(&C.data[64]); __asm__("" : "+v"(C_reg_4));
C_reg_5 = _mm512_loadu_ps(&C.data[80]); __asm__("" : "+v"(C_reg_5));
C_reg_6 = _mm512_loadu_ps(&C.data[96]); __asm__("" : "+v"(C_reg_6));
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 448; for (int exo_o = 0; exo_o < 448; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  __m512 B_reg_0;
  __m512 B_reg_1;
  __m512 B_reg_2;
  __m512 B_reg_3;
  __m512 B_reg_4;
  __m512 B_reg_5;
  __m512 B_reg_6;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  B_reg_2 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 32]); __asm__("" : "+v"(B_reg_2));
  B_reg_3 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 48]); __asm__("" : "+v"(B_reg_3));
  B_reg_4 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 64]); __asm__("" : "+v"(B_reg_4));
  B_reg_5 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 80]); __asm__("" : "+v"(B_reg_5));
  B_reg_6 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 96]); __asm__("" : "+v"(B_reg_6));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_3, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_4, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_5, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_6, C_reg_6);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[32], C_reg_2);
_mm512_storeu_ps(&C.data[48], C_reg_3);
_mm512_storeu_ps(&C.data[64], C_reg_4);
_mm512_storeu_ps(&C.data[80], C_reg_5);
_mm512_storeu_ps(&C.data[96], C_reg_6);
}

// EXOGEMM_SMALL_PREFIX_small_1x112_resident(
//     K : size,
//     A : [f32][1, K] @DRAM,
//     B : [f32][K, 112] @DRAM,
//     C : [f32][1, 112] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_1x112_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[16]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[32]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_loadu_ps(&C.data[48]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm512_loadu_ps(&C.data[64]); __asm__("" : "+v"(C_reg_4));
C_reg_5 = _mm512_loadu_ps(&C.data[80]); __asm__("" : "+v"(C_reg_5));
C_reg_6 = _mm512_loadu_ps(&C.data[96]); __asm__("" : "+v"(C_reg_6));
for (int_fast32_t k = 0; k < K; k++) {
  __m512 B_reg_0;
  __m512 B_reg_1;
  __m512 B_reg_2;
  __m512 B_reg_3;
  __m512 B_reg_4;
  __m512 B_reg_5;
  __m512 B_reg_6;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  B_reg_2 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 32]); __asm__("" : "+v"(B_reg_2));
  B_reg_3 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 48]); __asm__("" : "+v"(B_reg_3));
  B_reg_4 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 64]); __asm__("" : "+v"(B_reg_4));
  B_reg_5 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 80]); __asm__("" : "+v"(B_reg_5));
  B_reg_6 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 96]); __asm__("" : "+v"(B_reg_6));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_3, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_4, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_5, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_6, C_reg_6);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[32], C_reg_2);
_mm512_storeu_ps(&C.data[48], C_reg_3);
_mm512_storeu_ps(&C.data[64], C_reg_4);
_mm512_storeu_ps(&C.data[80], C_reg_5);
_mm512_storeu_ps(&C.data[96], C_reg_6);
}

// EXOGEMM_SMALL_PREFIX_small_1x128(
//     K : size,
//     A : [f32][1, K] @DRAM,
//     B : [f32][K, 128] @DRAM,
//     C : [f32][1, 128] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_1x128( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[16]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[32]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_loadu_ps(&C.data[48]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm512_loadu_ps(&C.data[64]); __asm__("" : "+v"(C_reg_4));
C_reg_5 = _mm512_loadu_ps(&C.data[80]); __asm__("" : "+v"(C_reg_5));
C_reg_6 = _mm512_loadu_ps(&C.data[96]); __asm__("" : "+v"(C_reg_6));
C_reg_7 = _mm512_loadu_ps(&C.data[112]); __asm__("" : "+v"(C_reg_7));
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 512; for (int exo_o = 0; exo_o < 512; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  __m512 B_reg_0;
  __m512 B_reg_1;
  __m512 B_reg_2;
  __m512 B_reg_3;
  __m512 B_reg_4;
  __m512 B_reg_5;
  __m512 B_reg_6;
  __m512 B_reg_7;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  B_reg_2 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 32]); __asm__("" : "+v"(B_reg_2));
  B_reg_3 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 48]); __asm__("" : "+v"(B_reg_3));
  B_reg_4 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 64]); __asm__("" : "+v"(B_reg_4));
  B_reg_5 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 80]); __asm__("" : "+v"(B_reg_5));
  B_reg_6 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 96]); __asm__("" : "+v"(B_reg_6));
  B_reg_7 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 112]); __asm__("" : "+v"(B_reg_7));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_3, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_4, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_5, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_6, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_7, C_reg_7);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[32], C_reg_2);
_mm512_storeu_ps(&C.data[48], C_reg_3);
_mm512_storeu_ps(&C.data[64], C_reg_4);
_mm512_storeu_ps(&C.data[80], C_reg_5);
_mm512_storeu_ps(&C.data[96], C_reg_6);
_mm512_storeu_ps(&C.data[112], C_reg_7);
}

// EXOGEMM_SMALL_PREFIX_small_1x128_resident(
//     K : size,
//     A : [f32][1, K] @DRAM,
//     B : [f32][K, 128] @DRAM,
//     C : [f32][1, 128] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_1x128_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[16]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[32]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_loadu_ps(&C.data[48]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm512_loadu_ps(&C.data[64]); __asm__("" : "+v"(C_reg_4));
C_reg_5 = _mm512_loadu_ps(&C.data[80]); __asm__("" : "+v"(C_reg_5));
C_reg_6 = _mm512_loadu_ps(&C.data[96]); __asm__("" : "+v"(C_reg_6));
C_reg_7 = _mm512_loadu_ps(&C.data[112]); __asm__("" : "+v"(C_reg_7));
for (int_fast32_t k = 0; k < K; k++) {
  __m512 B_reg_0;
  __m512 B_reg_1;
  __m512 B_reg_2;
  __m512 B_reg_3;
  __m512 B_reg_4;
  __m512 B_reg_5;
  __m512 B_reg_6;
  __m512 B_reg_7;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  B_reg_2 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 32]); __asm__("" : "+v"(B_reg_2));
  B_reg_3 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 48]); __asm__("" : "+v"(B_reg_3));
  B_reg_4 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 64]); __asm__("" : "+v"(B_reg_4));
  B_reg_5 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 80]); __asm__("" : "+v"(B_reg_5));
  B_reg_6 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 96]); __asm__("" : "+v"(B_reg_6));
  B_reg_7 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 112]); __asm__("" : "+v"(B_reg_7));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_3, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_4, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_5, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_6, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_7, C_reg_7);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[32], C_reg_2);
_mm512_storeu_ps(&C.data[48], C_reg_3);
_mm512_storeu_ps(&C.data[64], C_reg_4);
_mm512_storeu_ps(&C.data[80], C_reg_5);
_mm512_storeu_ps(&C.data[96], C_reg_6);
_mm512_storeu_ps(&C.data[112], C_reg_7);
}

// EXOGEMM_SMALL_PREFIX_small_1x144(
//     K : size,
//     A : [f32][1, K] @DRAM,
//     B : [f32][K, 144] @DRAM,
//     C : [f32][1, 144] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_1x144( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
__m512 C_reg_8;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[16]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[32]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_loadu_ps(&C.data[48]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm512_loadu_ps(&C.data[64]); __asm__("" : "+v"(C_reg_4));
C_reg_5 = _mm512_loadu_ps(&C.data[80]); __asm__("" : "+v"(C_reg_5));
C_reg_6 = _mm512_loadu_ps(&C.data[96]); __asm__("" : "+v"(C_reg_6));
C_reg_7 = _mm512_loadu_ps(&C.data[112]); __asm__("" : "+v"(C_reg_7));
C_reg_8 = _mm512_loadu_ps(&C.data[128]); __asm__("" : "+v"(C_reg_8));
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 576; for (int exo_o = 0; exo_o < 576; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  __m512 B_reg_0;
  __m512 B_reg_1;
  __m512 B_reg_2;
  __m512 B_reg_3;
  __m512 B_reg_4;
  __m512 B_reg_5;
  __m512 B_reg_6;
  __m512 B_reg_7;
  __m512 B_reg_8;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  B_reg_2 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 32]); __asm__("" : "+v"(B_reg_2));
  B_reg_3 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 48]); __asm__("" : "+v"(B_reg_3));
  B_reg_4 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 64]); __asm__("" : "+v"(B_reg_4));
  B_reg_5 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 80]); __asm__("" : "+v"(B_reg_5));
  B_reg_6 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 96]); __asm__("" : "+v"(B_reg_6));
  B_reg_7 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 112]); __asm__("" : "+v"(B_reg_7));
  B_reg_8 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 128]); __asm__("" : "+v"(B_reg_8));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_3, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_4, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_5, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_6, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_7, C_reg_7);
  C_reg_8 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_8, C_reg_8);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[32], C_reg_2);
_mm512_storeu_ps(&C.data[48], C_reg_3);
_mm512_storeu_ps(&C.data[64], C_reg_4);
_mm512_storeu_ps(&C.data[80], C_reg_5);
_mm512_storeu_ps(&C.data[96], C_reg_6);
_mm512_storeu_ps(&C.data[112], C_reg_7);
_mm512_storeu_ps(&C.data[128], C_reg_8);
}

// EXOGEMM_SMALL_PREFIX_small_1x144_resident(
//     K : size,
//     A : [f32][1, K] @DRAM,
//     B : [f32][K, 144] @DRAM,
//     C : [f32][1, 144] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_1x144_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
__m512 C_reg_8;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[16]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[32]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_loadu_ps(&C.data[48]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm512_loadu_ps(&C.data[64]); __asm__("" : "+v"(C_reg_4));
C_reg_5 = _mm512_loadu_ps(&C.data[80]); __asm__("" : "+v"(C_reg_5));
C_reg_6 = _mm512_loadu_ps(&C.data[96]); __asm__("" : "+v"(C_reg_6));
C_reg_7 = _mm512_loadu_ps(&C.data[112]); __asm__("" : "+v"(C_reg_7));
C_reg_8 = _mm512_loadu_ps(&C.data[128]); __asm__("" : "+v"(C_reg_8));
for (int_fast32_t k = 0; k < K; k++) {
  __m512 B_reg_0;
  __m512 B_reg_1;
  __m512 B_reg_2;
  __m512 B_reg_3;
  __m512 B_reg_4;
  __m512 B_reg_5;
  __m512 B_reg_6;
  __m512 B_reg_7;
  __m512 B_reg_8;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  B_reg_2 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 32]); __asm__("" : "+v"(B_reg_2));
  B_reg_3 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 48]); __asm__("" : "+v"(B_reg_3));
  B_reg_4 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 64]); __asm__("" : "+v"(B_reg_4));
  B_reg_5 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 80]); __asm__("" : "+v"(B_reg_5));
  B_reg_6 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 96]); __asm__("" : "+v"(B_reg_6));
  B_reg_7 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 112]); __asm__("" : "+v"(B_reg_7));
  B_reg_8 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 128]); __asm__("" : "+v"(B_reg_8));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_3, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_4, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_5, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_6, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_7, C_reg_7);
  C_reg_8 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_8, C_reg_8);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[32], C_reg_2);
_mm512_storeu_ps(&C.data[48], C_reg_3);
_mm512_storeu_ps(&C.data[64], C_reg_4);
_mm512_storeu_ps(&C.data[80], C_reg_5);
_mm512_storeu_ps(&C.data[96], C_reg_6);
_mm512_storeu_ps(&C.data[112], C_reg_7);
_mm512_storeu_ps(&C.data[128], C_reg_8);
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
__m512 C_reg_0;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 64; for (int exo_o = 0; exo_o < 64; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  __m512 B_reg_0;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
}

// EXOGEMM_SMALL_PREFIX_small_1x160(
//     K : size,
//     A : [f32][1, K] @DRAM,
//     B : [f32][K, 160] @DRAM,
//     C : [f32][1, 160] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_1x160( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
__m512 C_reg_8;
__m512 C_reg_9;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[16]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[32]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_loadu_ps(&C.data[48]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm512_loadu_ps(&C.data[64]); __asm__("" : "+v"(C_reg_4));
C_reg_5 = _mm512_loadu_ps(&C.data[80]); __asm__("" : "+v"(C_reg_5));
C_reg_6 = _mm512_loadu_ps(&C.data[96]); __asm__("" : "+v"(C_reg_6));
C_reg_7 = _mm512_loadu_ps(&C.data[112]); __asm__("" : "+v"(C_reg_7));
C_reg_8 = _mm512_loadu_ps(&C.data[128]); __asm__("" : "+v"(C_reg_8));
C_reg_9 = _mm512_loadu_ps(&C.data[144]); __asm__("" : "+v"(C_reg_9));
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 640; for (int exo_o = 0; exo_o < 640; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  __m512 B_reg_0;
  __m512 B_reg_1;
  __m512 B_reg_2;
  __m512 B_reg_3;
  __m512 B_reg_4;
  __m512 B_reg_5;
  __m512 B_reg_6;
  __m512 B_reg_7;
  __m512 B_reg_8;
  __m512 B_reg_9;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  B_reg_2 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 32]); __asm__("" : "+v"(B_reg_2));
  B_reg_3 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 48]); __asm__("" : "+v"(B_reg_3));
  B_reg_4 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 64]); __asm__("" : "+v"(B_reg_4));
  B_reg_5 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 80]); __asm__("" : "+v"(B_reg_5));
  B_reg_6 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 96]); __asm__("" : "+v"(B_reg_6));
  B_reg_7 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 112]); __asm__("" : "+v"(B_reg_7));
  B_reg_8 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 128]); __asm__("" : "+v"(B_reg_8));
  B_reg_9 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 144]); __asm__("" : "+v"(B_reg_9));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_3, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_4, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_5, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_6, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_7, C_reg_7);
  C_reg_8 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_8, C_reg_8);
  C_reg_9 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_9, C_reg_9);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[32], C_reg_2);
_mm512_storeu_ps(&C.data[48], C_reg_3);
_mm512_storeu_ps(&C.data[64], C_reg_4);
_mm512_storeu_ps(&C.data[80], C_reg_5);
_mm512_storeu_ps(&C.data[96], C_reg_6);
_mm512_storeu_ps(&C.data[112], C_reg_7);
_mm512_storeu_ps(&C.data[128], C_reg_8);
_mm512_storeu_ps(&C.data[144], C_reg_9);
}

// EXOGEMM_SMALL_PREFIX_small_1x160_resident(
//     K : size,
//     A : [f32][1, K] @DRAM,
//     B : [f32][K, 160] @DRAM,
//     C : [f32][1, 160] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_1x160_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
__m512 C_reg_8;
__m512 C_reg_9;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[16]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[32]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_loadu_ps(&C.data[48]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm512_loadu_ps(&C.data[64]); __asm__("" : "+v"(C_reg_4));
C_reg_5 = _mm512_loadu_ps(&C.data[80]); __asm__("" : "+v"(C_reg_5));
C_reg_6 = _mm512_loadu_ps(&C.data[96]); __asm__("" : "+v"(C_reg_6));
C_reg_7 = _mm512_loadu_ps(&C.data[112]); __asm__("" : "+v"(C_reg_7));
C_reg_8 = _mm512_loadu_ps(&C.data[128]); __asm__("" : "+v"(C_reg_8));
C_reg_9 = _mm512_loadu_ps(&C.data[144]); __asm__("" : "+v"(C_reg_9));
for (int_fast32_t k = 0; k < K; k++) {
  __m512 B_reg_0;
  __m512 B_reg_1;
  __m512 B_reg_2;
  __m512 B_reg_3;
  __m512 B_reg_4;
  __m512 B_reg_5;
  __m512 B_reg_6;
  __m512 B_reg_7;
  __m512 B_reg_8;
  __m512 B_reg_9;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  B_reg_2 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 32]); __asm__("" : "+v"(B_reg_2));
  B_reg_3 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 48]); __asm__("" : "+v"(B_reg_3));
  B_reg_4 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 64]); __asm__("" : "+v"(B_reg_4));
  B_reg_5 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 80]); __asm__("" : "+v"(B_reg_5));
  B_reg_6 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 96]); __asm__("" : "+v"(B_reg_6));
  B_reg_7 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 112]); __asm__("" : "+v"(B_reg_7));
  B_reg_8 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 128]); __asm__("" : "+v"(B_reg_8));
  B_reg_9 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 144]); __asm__("" : "+v"(B_reg_9));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_3, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_4, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_5, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_6, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_7, C_reg_7);
  C_reg_8 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_8, C_reg_8);
  C_reg_9 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_9, C_reg_9);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[32], C_reg_2);
_mm512_storeu_ps(&C.data[48], C_reg_3);
_mm512_storeu_ps(&C.data[64], C_reg_4);
_mm512_storeu_ps(&C.data[80], C_reg_5);
_mm512_storeu_ps(&C.data[96], C_reg_6);
_mm512_storeu_ps(&C.data[112], C_reg_7);
_mm512_storeu_ps(&C.data[128], C_reg_8);
_mm512_storeu_ps(&C.data[144], C_reg_9);
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
__m512 C_reg_0;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
for (int_fast32_t k = 0; k < K; k++) {
  __m512 B_reg_0;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
}

// EXOGEMM_SMALL_PREFIX_small_1x16pw(
//     K : size,
//     W : size,
//     A : [f32][1, K] @DRAM,
//     B : [f32][K, 16 + W] @DRAM,
//     C : [f32][1, 16 + W] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_1x16pw( void *ctxt, int_fast32_t K, int_fast32_t W, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
EXO_ASSUME(W <= 16);
__m512 C_full_0;
C_full_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_full_0));
__m512 C_reg_0;
C_reg_0 = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (W)) - 1u), &C.data[16]); __asm__("" : "+v"(C_reg_0));
for (int_fast32_t k = 0; k < K; k++) {
  __m512 B_full;
  B_full = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_full));
  __m512 B_reg;
  B_reg = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (W)) - 1u), &B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg));
  C_full_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_full, C_full_0);
  C_reg_0 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg, C_reg_0, _cvtu32_mask16((1u << (W)) - 1u));
}
_mm512_mask_storeu_ps(&C.data[16], _cvtu32_mask16((1u << (W)) - 1u), C_reg_0);
_mm512_storeu_ps(&C.data[0], C_full_0);
}

// EXOGEMM_SMALL_PREFIX_small_1x176(
//     K : size,
//     A : [f32][1, K] @DRAM,
//     B : [f32][K, 176] @DRAM,
//     C : [f32][1, 176] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_1x176( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
__m512 C_reg_8;
__m512 C_reg_9;
__m512 C_reg_10;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[16]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[32]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_loadu_ps(&C.data[48]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm512_loadu_ps(&C.data[64]); __asm__("" : "+v"(C_reg_4));
C_reg_5 = _mm512_loadu_ps(&C.data[80]); __asm__("" : "+v"(C_reg_5));
C_reg_6 = _mm512_loadu_ps(&C.data[96]); __asm__("" : "+v"(C_reg_6));
C_reg_7 = _mm512_loadu_ps(&C.data[112]); __asm__("" : "+v"(C_reg_7));
C_reg_8 = _mm512_loadu_ps(&C.data[128]); __asm__("" : "+v"(C_reg_8));
C_reg_9 = _mm512_loadu_ps(&C.data[144]); __asm__("" : "+v"(C_reg_9));
C_reg_10 = _mm512_loadu_ps(&C.data[160]); __asm__("" : "+v"(C_reg_10));
for (int_fast32_t k = 0; k < K; k++) {
  __m512 B_reg_0;
  __m512 B_reg_1;
  __m512 B_reg_2;
  __m512 B_reg_3;
  __m512 B_reg_4;
  __m512 B_reg_5;
  __m512 B_reg_6;
  __m512 B_reg_7;
  __m512 B_reg_8;
  __m512 B_reg_9;
  __m512 B_reg_10;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  B_reg_2 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 32]); __asm__("" : "+v"(B_reg_2));
  B_reg_3 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 48]); __asm__("" : "+v"(B_reg_3));
  B_reg_4 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 64]); __asm__("" : "+v"(B_reg_4));
  B_reg_5 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 80]); __asm__("" : "+v"(B_reg_5));
  B_reg_6 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 96]); __asm__("" : "+v"(B_reg_6));
  B_reg_7 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 112]); __asm__("" : "+v"(B_reg_7));
  B_reg_8 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 128]); __asm__("" : "+v"(B_reg_8));
  B_reg_9 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 144]); __asm__("" : "+v"(B_reg_9));
  B_reg_10 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 160]); __asm__("" : "+v"(B_reg_10));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_3, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_4, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_5, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_6, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_7, C_reg_7);
  C_reg_8 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_8, C_reg_8);
  C_reg_9 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_9, C_reg_9);
  C_reg_10 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_10, C_reg_10);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[32], C_reg_2);
_mm512_storeu_ps(&C.data[48], C_reg_3);
_mm512_storeu_ps(&C.data[64], C_reg_4);
_mm512_storeu_ps(&C.data[80], C_reg_5);
_mm512_storeu_ps(&C.data[96], C_reg_6);
_mm512_storeu_ps(&C.data[112], C_reg_7);
_mm512_storeu_ps(&C.data[128], C_reg_8);
_mm512_storeu_ps(&C.data[144], C_reg_9);
_mm512_storeu_ps(&C.data[160], C_reg_10);
}

// EXOGEMM_SMALL_PREFIX_small_1x192(
//     K : size,
//     A : [f32][1, K] @DRAM,
//     B : [f32][K, 192] @DRAM,
//     C : [f32][1, 192] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_1x192( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
__m512 C_reg_8;
__m512 C_reg_9;
__m512 C_reg_10;
__m512 C_reg_11;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[16]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[32]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_loadu_ps(&C.data[48]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm512_loadu_ps(&C.data[64]); __asm__("" : "+v"(C_reg_4));
C_reg_5 = _mm512_loadu_ps(&C.data[80]); __asm__("" : "+v"(C_reg_5));
C_reg_6 = _mm512_loadu_ps(&C.data[96]); __asm__("" : "+v"(C_reg_6));
C_reg_7 = _mm512_loadu_ps(&C.data[112]); __asm__("" : "+v"(C_reg_7));
C_reg_8 = _mm512_loadu_ps(&C.data[128]); __asm__("" : "+v"(C_reg_8));
C_reg_9 = _mm512_loadu_ps(&C.data[144]); __asm__("" : "+v"(C_reg_9));
C_reg_10 = _mm512_loadu_ps(&C.data[160]); __asm__("" : "+v"(C_reg_10));
C_reg_11 = _mm512_loadu_ps(&C.data[176]); __asm__("" : "+v"(C_reg_11));
for (int_fast32_t k = 0; k < K; k++) {
  __m512 B_reg_0;
  __m512 B_reg_1;
  __m512 B_reg_2;
  __m512 B_reg_3;
  __m512 B_reg_4;
  __m512 B_reg_5;
  __m512 B_reg_6;
  __m512 B_reg_7;
  __m512 B_reg_8;
  __m512 B_reg_9;
  __m512 B_reg_10;
  __m512 B_reg_11;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  B_reg_2 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 32]); __asm__("" : "+v"(B_reg_2));
  B_reg_3 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 48]); __asm__("" : "+v"(B_reg_3));
  B_reg_4 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 64]); __asm__("" : "+v"(B_reg_4));
  B_reg_5 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 80]); __asm__("" : "+v"(B_reg_5));
  B_reg_6 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 96]); __asm__("" : "+v"(B_reg_6));
  B_reg_7 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 112]); __asm__("" : "+v"(B_reg_7));
  B_reg_8 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 128]); __asm__("" : "+v"(B_reg_8));
  B_reg_9 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 144]); __asm__("" : "+v"(B_reg_9));
  B_reg_10 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 160]); __asm__("" : "+v"(B_reg_10));
  B_reg_11 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 176]); __asm__("" : "+v"(B_reg_11));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_3, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_4, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_5, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_6, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_7, C_reg_7);
  C_reg_8 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_8, C_reg_8);
  C_reg_9 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_9, C_reg_9);
  C_reg_10 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_10, C_reg_10);
  C_reg_11 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_11, C_reg_11);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[32], C_reg_2);
_mm512_storeu_ps(&C.data[48], C_reg_3);
_mm512_storeu_ps(&C.data[64], C_reg_4);
_mm512_storeu_ps(&C.data[80], C_reg_5);
_mm512_storeu_ps(&C.data[96], C_reg_6);
_mm512_storeu_ps(&C.data[112], C_reg_7);
_mm512_storeu_ps(&C.data[128], C_reg_8);
_mm512_storeu_ps(&C.data[144], C_reg_9);
_mm512_storeu_ps(&C.data[160], C_reg_10);
_mm512_storeu_ps(&C.data[176], C_reg_11);
}

// EXOGEMM_SMALL_PREFIX_small_1x208(
//     K : size,
//     A : [f32][1, K] @DRAM,
//     B : [f32][K, 208] @DRAM,
//     C : [f32][1, 208] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_1x208( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
__m512 C_reg_8;
__m512 C_reg_9;
__m512 C_reg_10;
__m512 C_reg_11;
__m512 C_reg_12;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[16]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[32]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_loadu_ps(&C.data[48]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm512_loadu_ps(&C.data[64]); __asm__("" : "+v"(C_reg_4));
C_reg_5 = _mm512_loadu_ps(&C.data[80]); __asm__("" : "+v"(C_reg_5));
C_reg_6 = _mm512_loadu_ps(&C.data[96]); __asm__("" : "+v"(C_reg_6));
C_reg_7 = _mm512_loadu_ps(&C.data[112]); __asm__("" : "+v"(C_reg_7));
C_reg_8 = _mm512_loadu_ps(&C.data[128]); __asm__("" : "+v"(C_reg_8));
C_reg_9 = _mm512_loadu_ps(&C.data[144]); __asm__("" : "+v"(C_reg_9));
C_reg_10 = _mm512_loadu_ps(&C.data[160]); __asm__("" : "+v"(C_reg_10));
C_reg_11 = _mm512_loadu_ps(&C.data[176]); __asm__("" : "+v"(C_reg_11));
C_reg_12 = _mm512_loadu_ps(&C.data[192]); __asm__("" : "+v"(C_reg_12));
for (int_fast32_t k = 0; k < K; k++) {
  __m512 B_reg_0;
  __m512 B_reg_1;
  __m512 B_reg_2;
  __m512 B_reg_3;
  __m512 B_reg_4;
  __m512 B_reg_5;
  __m512 B_reg_6;
  __m512 B_reg_7;
  __m512 B_reg_8;
  __m512 B_reg_9;
  __m512 B_reg_10;
  __m512 B_reg_11;
  __m512 B_reg_12;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  B_reg_2 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 32]); __asm__("" : "+v"(B_reg_2));
  B_reg_3 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 48]); __asm__("" : "+v"(B_reg_3));
  B_reg_4 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 64]); __asm__("" : "+v"(B_reg_4));
  B_reg_5 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 80]); __asm__("" : "+v"(B_reg_5));
  B_reg_6 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 96]); __asm__("" : "+v"(B_reg_6));
  B_reg_7 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 112]); __asm__("" : "+v"(B_reg_7));
  B_reg_8 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 128]); __asm__("" : "+v"(B_reg_8));
  B_reg_9 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 144]); __asm__("" : "+v"(B_reg_9));
  B_reg_10 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 160]); __asm__("" : "+v"(B_reg_10));
  B_reg_11 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 176]); __asm__("" : "+v"(B_reg_11));
  B_reg_12 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 192]); __asm__("" : "+v"(B_reg_12));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_3, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_4, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_5, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_6, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_7, C_reg_7);
  C_reg_8 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_8, C_reg_8);
  C_reg_9 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_9, C_reg_9);
  C_reg_10 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_10, C_reg_10);
  C_reg_11 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_11, C_reg_11);
  C_reg_12 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_12, C_reg_12);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[32], C_reg_2);
_mm512_storeu_ps(&C.data[48], C_reg_3);
_mm512_storeu_ps(&C.data[64], C_reg_4);
_mm512_storeu_ps(&C.data[80], C_reg_5);
_mm512_storeu_ps(&C.data[96], C_reg_6);
_mm512_storeu_ps(&C.data[112], C_reg_7);
_mm512_storeu_ps(&C.data[128], C_reg_8);
_mm512_storeu_ps(&C.data[144], C_reg_9);
_mm512_storeu_ps(&C.data[160], C_reg_10);
_mm512_storeu_ps(&C.data[176], C_reg_11);
_mm512_storeu_ps(&C.data[192], C_reg_12);
}

// EXOGEMM_SMALL_PREFIX_small_1x224(
//     K : size,
//     A : [f32][1, K] @DRAM,
//     B : [f32][K, 224] @DRAM,
//     C : [f32][1, 224] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_1x224( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
__m512 C_reg_8;
__m512 C_reg_9;
__m512 C_reg_10;
__m512 C_reg_11;
__m512 C_reg_12;
__m512 C_reg_13;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[16]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[32]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_loadu_ps(&C.data[48]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm512_loadu_ps(&C.data[64]); __asm__("" : "+v"(C_reg_4));
C_reg_5 = _mm512_loadu_ps(&C.data[80]); __asm__("" : "+v"(C_reg_5));
C_reg_6 = _mm512_loadu_ps(&C.data[96]); __asm__("" : "+v"(C_reg_6));
C_reg_7 = _mm512_loadu_ps(&C.data[112]); __asm__("" : "+v"(C_reg_7));
C_reg_8 = _mm512_loadu_ps(&C.data[128]); __asm__("" : "+v"(C_reg_8));
C_reg_9 = _mm512_loadu_ps(&C.data[144]); __asm__("" : "+v"(C_reg_9));
C_reg_10 = _mm512_loadu_ps(&C.data[160]); __asm__("" : "+v"(C_reg_10));
C_reg_11 = _mm512_loadu_ps(&C.data[176]); __asm__("" : "+v"(C_reg_11));
C_reg_12 = _mm512_loadu_ps(&C.data[192]); __asm__("" : "+v"(C_reg_12));
C_reg_13 = _mm512_loadu_ps(&C.data[208]); __asm__("" : "+v"(C_reg_13));
for (int_fast32_t k = 0; k < K; k++) {
  __m512 B_reg_0;
  __m512 B_reg_1;
  __m512 B_reg_2;
  __m512 B_reg_3;
  __m512 B_reg_4;
  __m512 B_reg_5;
  __m512 B_reg_6;
  __m512 B_reg_7;
  __m512 B_reg_8;
  __m512 B_reg_9;
  __m512 B_reg_10;
  __m512 B_reg_11;
  __m512 B_reg_12;
  __m512 B_reg_13;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  B_reg_2 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 32]); __asm__("" : "+v"(B_reg_2));
  B_reg_3 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 48]); __asm__("" : "+v"(B_reg_3));
  B_reg_4 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 64]); __asm__("" : "+v"(B_reg_4));
  B_reg_5 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 80]); __asm__("" : "+v"(B_reg_5));
  B_reg_6 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 96]); __asm__("" : "+v"(B_reg_6));
  B_reg_7 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 112]); __asm__("" : "+v"(B_reg_7));
  B_reg_8 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 128]); __asm__("" : "+v"(B_reg_8));
  B_reg_9 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 144]); __asm__("" : "+v"(B_reg_9));
  B_reg_10 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 160]); __asm__("" : "+v"(B_reg_10));
  B_reg_11 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 176]); __asm__("" : "+v"(B_reg_11));
  B_reg_12 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 192]); __asm__("" : "+v"(B_reg_12));
  B_reg_13 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 208]); __asm__("" : "+v"(B_reg_13));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_3, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_4, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_5, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_6, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_7, C_reg_7);
  C_reg_8 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_8, C_reg_8);
  C_reg_9 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_9, C_reg_9);
  C_reg_10 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_10, C_reg_10);
  C_reg_11 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_11, C_reg_11);
  C_reg_12 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_12, C_reg_12);
  C_reg_13 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_13, C_reg_13);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[32], C_reg_2);
_mm512_storeu_ps(&C.data[48], C_reg_3);
_mm512_storeu_ps(&C.data[64], C_reg_4);
_mm512_storeu_ps(&C.data[80], C_reg_5);
_mm512_storeu_ps(&C.data[96], C_reg_6);
_mm512_storeu_ps(&C.data[112], C_reg_7);
_mm512_storeu_ps(&C.data[128], C_reg_8);
_mm512_storeu_ps(&C.data[144], C_reg_9);
_mm512_storeu_ps(&C.data[160], C_reg_10);
_mm512_storeu_ps(&C.data[176], C_reg_11);
_mm512_storeu_ps(&C.data[192], C_reg_12);
_mm512_storeu_ps(&C.data[208], C_reg_13);
}

// EXOGEMM_SMALL_PREFIX_small_1x240(
//     K : size,
//     A : [f32][1, K] @DRAM,
//     B : [f32][K, 240] @DRAM,
//     C : [f32][1, 240] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_1x240( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
__m512 C_reg_8;
__m512 C_reg_9;
__m512 C_reg_10;
__m512 C_reg_11;
__m512 C_reg_12;
__m512 C_reg_13;
__m512 C_reg_14;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[16]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[32]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_loadu_ps(&C.data[48]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm512_loadu_ps(&C.data[64]); __asm__("" : "+v"(C_reg_4));
C_reg_5 = _mm512_loadu_ps(&C.data[80]); __asm__("" : "+v"(C_reg_5));
C_reg_6 = _mm512_loadu_ps(&C.data[96]); __asm__("" : "+v"(C_reg_6));
C_reg_7 = _mm512_loadu_ps(&C.data[112]); __asm__("" : "+v"(C_reg_7));
C_reg_8 = _mm512_loadu_ps(&C.data[128]); __asm__("" : "+v"(C_reg_8));
C_reg_9 = _mm512_loadu_ps(&C.data[144]); __asm__("" : "+v"(C_reg_9));
C_reg_10 = _mm512_loadu_ps(&C.data[160]); __asm__("" : "+v"(C_reg_10));
C_reg_11 = _mm512_loadu_ps(&C.data[176]); __asm__("" : "+v"(C_reg_11));
C_reg_12 = _mm512_loadu_ps(&C.data[192]); __asm__("" : "+v"(C_reg_12));
C_reg_13 = _mm512_loadu_ps(&C.data[208]); __asm__("" : "+v"(C_reg_13));
C_reg_14 = _mm512_loadu_ps(&C.data[224]); __asm__("" : "+v"(C_reg_14));
for (int_fast32_t k = 0; k < K; k++) {
  __m512 B_reg_0;
  __m512 B_reg_1;
  __m512 B_reg_2;
  __m512 B_reg_3;
  __m512 B_reg_4;
  __m512 B_reg_5;
  __m512 B_reg_6;
  __m512 B_reg_7;
  __m512 B_reg_8;
  __m512 B_reg_9;
  __m512 B_reg_10;
  __m512 B_reg_11;
  __m512 B_reg_12;
  __m512 B_reg_13;
  __m512 B_reg_14;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  B_reg_2 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 32]); __asm__("" : "+v"(B_reg_2));
  B_reg_3 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 48]); __asm__("" : "+v"(B_reg_3));
  B_reg_4 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 64]); __asm__("" : "+v"(B_reg_4));
  B_reg_5 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 80]); __asm__("" : "+v"(B_reg_5));
  B_reg_6 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 96]); __asm__("" : "+v"(B_reg_6));
  B_reg_7 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 112]); __asm__("" : "+v"(B_reg_7));
  B_reg_8 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 128]); __asm__("" : "+v"(B_reg_8));
  B_reg_9 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 144]); __asm__("" : "+v"(B_reg_9));
  B_reg_10 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 160]); __asm__("" : "+v"(B_reg_10));
  B_reg_11 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 176]); __asm__("" : "+v"(B_reg_11));
  B_reg_12 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 192]); __asm__("" : "+v"(B_reg_12));
  B_reg_13 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 208]); __asm__("" : "+v"(B_reg_13));
  B_reg_14 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 224]); __asm__("" : "+v"(B_reg_14));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_3, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_4, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_5, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_6, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_7, C_reg_7);
  C_reg_8 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_8, C_reg_8);
  C_reg_9 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_9, C_reg_9);
  C_reg_10 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_10, C_reg_10);
  C_reg_11 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_11, C_reg_11);
  C_reg_12 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_12, C_reg_12);
  C_reg_13 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_13, C_reg_13);
  C_reg_14 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_14, C_reg_14);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[32], C_reg_2);
_mm512_storeu_ps(&C.data[48], C_reg_3);
_mm512_storeu_ps(&C.data[64], C_reg_4);
_mm512_storeu_ps(&C.data[80], C_reg_5);
_mm512_storeu_ps(&C.data[96], C_reg_6);
_mm512_storeu_ps(&C.data[112], C_reg_7);
_mm512_storeu_ps(&C.data[128], C_reg_8);
_mm512_storeu_ps(&C.data[144], C_reg_9);
_mm512_storeu_ps(&C.data[160], C_reg_10);
_mm512_storeu_ps(&C.data[176], C_reg_11);
_mm512_storeu_ps(&C.data[192], C_reg_12);
_mm512_storeu_ps(&C.data[208], C_reg_13);
_mm512_storeu_ps(&C.data[224], C_reg_14);
}

// EXOGEMM_SMALL_PREFIX_small_1x240_beta0(
//     K : size,
//     A : [f32][1, K] @DRAM,
//     B : [f32][K, 240] @DRAM,
//     C : [f32][1, 240] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_1x240_beta0( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
__m512 C_reg_8;
__m512 C_reg_9;
__m512 C_reg_10;
__m512 C_reg_11;
__m512 C_reg_12;
__m512 C_reg_13;
__m512 C_reg_14;
C_reg_0 = _mm512_set1_ps(0.0f);
C_reg_1 = _mm512_set1_ps(0.0f);
C_reg_2 = _mm512_set1_ps(0.0f);
C_reg_3 = _mm512_set1_ps(0.0f);
C_reg_4 = _mm512_set1_ps(0.0f);
C_reg_5 = _mm512_set1_ps(0.0f);
C_reg_6 = _mm512_set1_ps(0.0f);
C_reg_7 = _mm512_set1_ps(0.0f);
C_reg_8 = _mm512_set1_ps(0.0f);
C_reg_9 = _mm512_set1_ps(0.0f);
C_reg_10 = _mm512_set1_ps(0.0f);
C_reg_11 = _mm512_set1_ps(0.0f);
C_reg_12 = _mm512_set1_ps(0.0f);
C_reg_13 = _mm512_set1_ps(0.0f);
C_reg_14 = _mm512_set1_ps(0.0f);
for (int_fast32_t k = 0; k < K; k++) {
  __m512 B_reg_0;
  __m512 B_reg_1;
  __m512 B_reg_2;
  __m512 B_reg_3;
  __m512 B_reg_4;
  __m512 B_reg_5;
  __m512 B_reg_6;
  __m512 B_reg_7;
  __m512 B_reg_8;
  __m512 B_reg_9;
  __m512 B_reg_10;
  __m512 B_reg_11;
  __m512 B_reg_12;
  __m512 B_reg_13;
  __m512 B_reg_14;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  B_reg_2 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 32]); __asm__("" : "+v"(B_reg_2));
  B_reg_3 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 48]); __asm__("" : "+v"(B_reg_3));
  B_reg_4 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 64]); __asm__("" : "+v"(B_reg_4));
  B_reg_5 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 80]); __asm__("" : "+v"(B_reg_5));
  B_reg_6 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 96]); __asm__("" : "+v"(B_reg_6));
  B_reg_7 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 112]); __asm__("" : "+v"(B_reg_7));
  B_reg_8 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 128]); __asm__("" : "+v"(B_reg_8));
  B_reg_9 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 144]); __asm__("" : "+v"(B_reg_9));
  B_reg_10 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 160]); __asm__("" : "+v"(B_reg_10));
  B_reg_11 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 176]); __asm__("" : "+v"(B_reg_11));
  B_reg_12 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 192]); __asm__("" : "+v"(B_reg_12));
  B_reg_13 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 208]); __asm__("" : "+v"(B_reg_13));
  B_reg_14 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 224]); __asm__("" : "+v"(B_reg_14));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_3, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_4, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_5, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_6, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_7, C_reg_7);
  C_reg_8 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_8, C_reg_8);
  C_reg_9 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_9, C_reg_9);
  C_reg_10 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_10, C_reg_10);
  C_reg_11 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_11, C_reg_11);
  C_reg_12 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_12, C_reg_12);
  C_reg_13 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_13, C_reg_13);
  C_reg_14 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_14, C_reg_14);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[32], C_reg_2);
_mm512_storeu_ps(&C.data[48], C_reg_3);
_mm512_storeu_ps(&C.data[64], C_reg_4);
_mm512_storeu_ps(&C.data[80], C_reg_5);
_mm512_storeu_ps(&C.data[96], C_reg_6);
_mm512_storeu_ps(&C.data[112], C_reg_7);
_mm512_storeu_ps(&C.data[128], C_reg_8);
_mm512_storeu_ps(&C.data[144], C_reg_9);
_mm512_storeu_ps(&C.data[160], C_reg_10);
_mm512_storeu_ps(&C.data[176], C_reg_11);
_mm512_storeu_ps(&C.data[192], C_reg_12);
_mm512_storeu_ps(&C.data[208], C_reg_13);
_mm512_storeu_ps(&C.data[224], C_reg_14);
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
__m512 C_reg_0;
__m512 C_reg_1;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[16]); __asm__("" : "+v"(C_reg_1));
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 128; for (int exo_o = 0; exo_o < 128; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  __m512 B_reg_0;
  __m512 B_reg_1;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
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
__m512 C_reg_0;
__m512 C_reg_1;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[16]); __asm__("" : "+v"(C_reg_1));
for (int_fast32_t k = 0; k < K; k++) {
  __m512 B_reg_0;
  __m512 B_reg_1;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
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
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[16]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[32]); __asm__("" : "+v"(C_reg_2));
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 192; for (int exo_o = 0; exo_o < 192; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  __m512 B_reg_0;
  __m512 B_reg_1;
  __m512 B_reg_2;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  B_reg_2 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 32]); __asm__("" : "+v"(B_reg_2));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_2, C_reg_2);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[32], C_reg_2);
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
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[16]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[32]); __asm__("" : "+v"(C_reg_2));
for (int_fast32_t k = 0; k < K; k++) {
  __m512 B_reg_0;
  __m512 B_reg_1;
  __m512 B_reg_2;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  B_reg_2 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 32]); __asm__("" : "+v"(B_reg_2));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_2, C_reg_2);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[32], C_reg_2);
}

// EXOGEMM_SMALL_PREFIX_small_1x64(
//     K : size,
//     A : [f32][1, K] @DRAM,
//     B : [f32][K, 64] @DRAM,
//     C : [f32][1, 64] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_1x64( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[16]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[32]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_loadu_ps(&C.data[48]); __asm__("" : "+v"(C_reg_3));
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 256; for (int exo_o = 0; exo_o < 256; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  __m512 B_reg_0;
  __m512 B_reg_1;
  __m512 B_reg_2;
  __m512 B_reg_3;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  B_reg_2 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 32]); __asm__("" : "+v"(B_reg_2));
  B_reg_3 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 48]); __asm__("" : "+v"(B_reg_3));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_3, C_reg_3);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[32], C_reg_2);
_mm512_storeu_ps(&C.data[48], C_reg_3);
}

// EXOGEMM_SMALL_PREFIX_small_1x64_resident(
//     K : size,
//     A : [f32][1, K] @DRAM,
//     B : [f32][K, 64] @DRAM,
//     C : [f32][1, 64] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_1x64_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[16]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[32]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_loadu_ps(&C.data[48]); __asm__("" : "+v"(C_reg_3));
for (int_fast32_t k = 0; k < K; k++) {
  __m512 B_reg_0;
  __m512 B_reg_1;
  __m512 B_reg_2;
  __m512 B_reg_3;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  B_reg_2 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 32]); __asm__("" : "+v"(B_reg_2));
  B_reg_3 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 48]); __asm__("" : "+v"(B_reg_3));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_3, C_reg_3);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[32], C_reg_2);
_mm512_storeu_ps(&C.data[48], C_reg_3);
}

// EXOGEMM_SMALL_PREFIX_small_1x80(
//     K : size,
//     A : [f32][1, K] @DRAM,
//     B : [f32][K, 80] @DRAM,
//     C : [f32][1, 80] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_1x80( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[16]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[32]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_loadu_ps(&C.data[48]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm512_loadu_ps(&C.data[64]); __asm__("" : "+v"(C_reg_4));
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 320; for (int exo_o = 0; exo_o < 320; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  __m512 B_reg_0;
  __m512 B_reg_1;
  __m512 B_reg_2;
  __m512 B_reg_3;
  __m512 B_reg_4;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  B_reg_2 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 32]); __asm__("" : "+v"(B_reg_2));
  B_reg_3 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 48]); __asm__("" : "+v"(B_reg_3));
  B_reg_4 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 64]); __asm__("" : "+v"(B_reg_4));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_3, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_4, C_reg_4);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[32], C_reg_2);
_mm512_storeu_ps(&C.data[48], C_reg_3);
_mm512_storeu_ps(&C.data[64], C_reg_4);
}

// EXOGEMM_SMALL_PREFIX_small_1x80_resident(
//     K : size,
//     A : [f32][1, K] @DRAM,
//     B : [f32][K, 80] @DRAM,
//     C : [f32][1, 80] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_1x80_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[16]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[32]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_loadu_ps(&C.data[48]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm512_loadu_ps(&C.data[64]); __asm__("" : "+v"(C_reg_4));
for (int_fast32_t k = 0; k < K; k++) {
  __m512 B_reg_0;
  __m512 B_reg_1;
  __m512 B_reg_2;
  __m512 B_reg_3;
  __m512 B_reg_4;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  B_reg_2 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 32]); __asm__("" : "+v"(B_reg_2));
  B_reg_3 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 48]); __asm__("" : "+v"(B_reg_3));
  B_reg_4 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 64]); __asm__("" : "+v"(B_reg_4));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_3, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_4, C_reg_4);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[32], C_reg_2);
_mm512_storeu_ps(&C.data[48], C_reg_3);
_mm512_storeu_ps(&C.data[64], C_reg_4);
}

// EXOGEMM_SMALL_PREFIX_small_1x96(
//     K : size,
//     A : [f32][1, K] @DRAM,
//     B : [f32][K, 96] @DRAM,
//     C : [f32][1, 96] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_1x96( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[16]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[32]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_loadu_ps(&C.data[48]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm512_loadu_ps(&C.data[64]); __asm__("" : "+v"(C_reg_4));
C_reg_5 = _mm512_loadu_ps(&C.data[80]); __asm__("" : "+v"(C_reg_5));
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 384; for (int exo_o = 0; exo_o < 384; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  __m512 B_reg_0;
  __m512 B_reg_1;
  __m512 B_reg_2;
  __m512 B_reg_3;
  __m512 B_reg_4;
  __m512 B_reg_5;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  B_reg_2 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 32]); __asm__("" : "+v"(B_reg_2));
  B_reg_3 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 48]); __asm__("" : "+v"(B_reg_3));
  B_reg_4 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 64]); __asm__("" : "+v"(B_reg_4));
  B_reg_5 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 80]); __asm__("" : "+v"(B_reg_5));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_3, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_4, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_5, C_reg_5);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[32], C_reg_2);
_mm512_storeu_ps(&C.data[48], C_reg_3);
_mm512_storeu_ps(&C.data[64], C_reg_4);
_mm512_storeu_ps(&C.data[80], C_reg_5);
}

// EXOGEMM_SMALL_PREFIX_small_1x96_resident(
//     K : size,
//     A : [f32][1, K] @DRAM,
//     B : [f32][K, 96] @DRAM,
//     C : [f32][1, 96] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_1x96_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[16]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[32]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_loadu_ps(&C.data[48]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm512_loadu_ps(&C.data[64]); __asm__("" : "+v"(C_reg_4));
C_reg_5 = _mm512_loadu_ps(&C.data[80]); __asm__("" : "+v"(C_reg_5));
for (int_fast32_t k = 0; k < K; k++) {
  __m512 B_reg_0;
  __m512 B_reg_1;
  __m512 B_reg_2;
  __m512 B_reg_3;
  __m512 B_reg_4;
  __m512 B_reg_5;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  B_reg_2 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 32]); __asm__("" : "+v"(B_reg_2));
  B_reg_3 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 48]); __asm__("" : "+v"(B_reg_3));
  B_reg_4 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 64]); __asm__("" : "+v"(B_reg_4));
  B_reg_5 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 80]); __asm__("" : "+v"(B_reg_5));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_3, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_4, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_5, C_reg_5);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[32], C_reg_2);
_mm512_storeu_ps(&C.data[48], C_reg_3);
_mm512_storeu_ps(&C.data[64], C_reg_4);
_mm512_storeu_ps(&C.data[80], C_reg_5);
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
EXO_ASSUME(W <= 16);
__m512 C_reg_0;
C_reg_0 = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (W)) - 1u), &C.data[0]); __asm__("" : "+v"(C_reg_0));
for (int_fast32_t k = 0; k < K; k++) {
  __m512 B_reg;
  B_reg = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (W)) - 1u), &B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg));
  C_reg_0 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg, C_reg_0, _cvtu32_mask16((1u << (W)) - 1u));
}
_mm512_mask_storeu_ps(&C.data[0], _cvtu32_mask16((1u << (W)) - 1u), C_reg_0);
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
EXO_ASSUME(W <= 16);
__m512 C_reg_0;
C_reg_0 = _mm512_set1_ps(0.0f);
for (int_fast32_t k = 0; k < K; k++) {
  __m512 B_reg;
  B_reg = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (W)) - 1u), &B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg));
  C_reg_0 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg, C_reg_0, _cvtu32_mask16((1u << (W)) - 1u));
}
_mm512_mask_storeu_ps(&C.data[0], _cvtu32_mask16((1u << (W)) - 1u), C_reg_0);
}

// EXOGEMM_SMALL_PREFIX_small_1xw_l4(
//     K : size,
//     W : size,
//     A : [f32][1, K] @DRAM,
//     B : [f32][K, W] @DRAM,
//     C : [f32][1, W] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_1xw_l4( void *ctxt, int_fast32_t K, int_fast32_t W, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
EXO_ASSUME(W <= 4);
__m128 C_reg_0;
C_reg_0 = _mm_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &C.data[0]); __asm__("" : "+v"(C_reg_0));
for (int_fast32_t k = 0; k < K; k++) {
  __m128 B_reg;
  B_reg = _mm_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg));
  C_reg_0 = _mm_mask3_fmadd_ps(_mm_set1_ps(A.data[k]), B_reg, C_reg_0, (__mmask8)((1u << (W)) - 1u));
}
_mm_mask_storeu_ps(&C.data[0], (__mmask8)((1u << (W)) - 1u), C_reg_0);
}

// EXOGEMM_SMALL_PREFIX_small_1xw_l4_beta0(
//     K : size,
//     W : size,
//     A : [f32][1, K] @DRAM,
//     B : [f32][K, W] @DRAM,
//     C : [f32][1, W] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_1xw_l4_beta0( void *ctxt, int_fast32_t K, int_fast32_t W, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
EXO_ASSUME(W <= 4);
__m128 C_reg_0;
C_reg_0 = _mm_set1_ps(0.0f);
for (int_fast32_t k = 0; k < K; k++) {
  __m128 B_reg;
  B_reg = _mm_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg));
  C_reg_0 = _mm_mask3_fmadd_ps(_mm_set1_ps(A.data[k]), B_reg, C_reg_0, (__mmask8)((1u << (W)) - 1u));
}
_mm_mask_storeu_ps(&C.data[0], (__mmask8)((1u << (W)) - 1u), C_reg_0);
}

// EXOGEMM_SMALL_PREFIX_small_1xw_l8(
//     K : size,
//     W : size,
//     A : [f32][1, K] @DRAM,
//     B : [f32][K, W] @DRAM,
//     C : [f32][1, W] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_1xw_l8( void *ctxt, int_fast32_t K, int_fast32_t W, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
EXO_ASSUME(W <= 8);
__m256 C_reg_0;
C_reg_0 = _mm256_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &C.data[0]); __asm__("" : "+v"(C_reg_0));
for (int_fast32_t k = 0; k < K; k++) {
  __m256 B_reg;
  B_reg = _mm256_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg));
  C_reg_0 = _mm256_mask3_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg, C_reg_0, (__mmask8)((1u << (W)) - 1u));
}
_mm256_mask_storeu_ps(&C.data[0], (__mmask8)((1u << (W)) - 1u), C_reg_0);
}

// EXOGEMM_SMALL_PREFIX_small_1xw_l8_beta0(
//     K : size,
//     W : size,
//     A : [f32][1, K] @DRAM,
//     B : [f32][K, W] @DRAM,
//     C : [f32][1, W] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_1xw_l8_beta0( void *ctxt, int_fast32_t K, int_fast32_t W, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
EXO_ASSUME(W <= 8);
__m256 C_reg_0;
C_reg_0 = _mm256_set1_ps(0.0f);
for (int_fast32_t k = 0; k < K; k++) {
  __m256 B_reg;
  B_reg = _mm256_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg));
  C_reg_0 = _mm256_mask3_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg, C_reg_0, (__mmask8)((1u << (W)) - 1u));
}
_mm256_mask_storeu_ps(&C.data[0], (__mmask8)((1u << (W)) - 1u), C_reg_0);
}

// EXOGEMM_SMALL_PREFIX_small_2x112(
//     K : size,
//     A : [f32][2, K] @DRAM,
//     B : [f32][K, 112] @DRAM,
//     C : [f32][2, 112] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_2x112( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
__m512 C_reg_8;
__m512 C_reg_9;
__m512 C_reg_10;
__m512 C_reg_11;
__m512 C_reg_12;
__m512 C_reg_13;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[16]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[32]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_loadu_ps(&C.data[48]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm512_loadu_ps(&C.data[64]); __asm__("" : "+v"(C_reg_4));
C_reg_5 = _mm512_loadu_ps(&C.data[80]); __asm__("" : "+v"(C_reg_5));
C_reg_6 = _mm512_loadu_ps(&C.data[96]); __asm__("" : "+v"(C_reg_6));
C_reg_7 = _mm512_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_7));
C_reg_8 = _mm512_loadu_ps(&C.data[C.strides[0] + 16]); __asm__("" : "+v"(C_reg_8));
C_reg_9 = _mm512_loadu_ps(&C.data[C.strides[0] + 32]); __asm__("" : "+v"(C_reg_9));
C_reg_10 = _mm512_loadu_ps(&C.data[C.strides[0] + 48]); __asm__("" : "+v"(C_reg_10));
C_reg_11 = _mm512_loadu_ps(&C.data[C.strides[0] + 64]); __asm__("" : "+v"(C_reg_11));
C_reg_12 = _mm512_loadu_ps(&C.data[C.strides[0] + 80]); __asm__("" : "+v"(C_reg_12));
C_reg_13 = _mm512_loadu_ps(&C.data[C.strides[0] + 96]); __asm__("" : "+v"(C_reg_13));
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 448; for (int exo_o = 0; exo_o < 448; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  __m512 B_reg_0;
  __m512 B_reg_1;
  __m512 B_reg_2;
  __m512 B_reg_3;
  __m512 B_reg_4;
  __m512 B_reg_5;
  __m512 B_reg_6;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  B_reg_2 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 32]); __asm__("" : "+v"(B_reg_2));
  B_reg_3 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 48]); __asm__("" : "+v"(B_reg_3));
  B_reg_4 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 64]); __asm__("" : "+v"(B_reg_4));
  B_reg_5 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 80]); __asm__("" : "+v"(B_reg_5));
  B_reg_6 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 96]); __asm__("" : "+v"(B_reg_6));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_3, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_4, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_5, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_6, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_7);
  C_reg_8 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_8);
  C_reg_9 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_2, C_reg_9);
  C_reg_10 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_3, C_reg_10);
  C_reg_11 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_4, C_reg_11);
  C_reg_12 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_5, C_reg_12);
  C_reg_13 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_6, C_reg_13);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[32], C_reg_2);
_mm512_storeu_ps(&C.data[48], C_reg_3);
_mm512_storeu_ps(&C.data[64], C_reg_4);
_mm512_storeu_ps(&C.data[80], C_reg_5);
_mm512_storeu_ps(&C.data[96], C_reg_6);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_7);
_mm512_storeu_ps(&C.data[C.strides[0] + 16], C_reg_8);
_mm512_storeu_ps(&C.data[C.strides[0] + 32], C_reg_9);
_mm512_storeu_ps(&C.data[C.strides[0] + 48], C_reg_10);
_mm512_storeu_ps(&C.data[C.strides[0] + 64], C_reg_11);
_mm512_storeu_ps(&C.data[C.strides[0] + 80], C_reg_12);
_mm512_storeu_ps(&C.data[C.strides[0] + 96], C_reg_13);
}

// EXOGEMM_SMALL_PREFIX_small_2x112_resident(
//     K : size,
//     A : [f32][2, K] @DRAM,
//     B : [f32][K, 112] @DRAM,
//     C : [f32][2, 112] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_2x112_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
__m512 C_reg_8;
__m512 C_reg_9;
__m512 C_reg_10;
__m512 C_reg_11;
__m512 C_reg_12;
__m512 C_reg_13;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[16]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[32]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_loadu_ps(&C.data[48]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm512_loadu_ps(&C.data[64]); __asm__("" : "+v"(C_reg_4));
C_reg_5 = _mm512_loadu_ps(&C.data[80]); __asm__("" : "+v"(C_reg_5));
C_reg_6 = _mm512_loadu_ps(&C.data[96]); __asm__("" : "+v"(C_reg_6));
C_reg_7 = _mm512_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_7));
C_reg_8 = _mm512_loadu_ps(&C.data[C.strides[0] + 16]); __asm__("" : "+v"(C_reg_8));
C_reg_9 = _mm512_loadu_ps(&C.data[C.strides[0] + 32]); __asm__("" : "+v"(C_reg_9));
C_reg_10 = _mm512_loadu_ps(&C.data[C.strides[0] + 48]); __asm__("" : "+v"(C_reg_10));
C_reg_11 = _mm512_loadu_ps(&C.data[C.strides[0] + 64]); __asm__("" : "+v"(C_reg_11));
C_reg_12 = _mm512_loadu_ps(&C.data[C.strides[0] + 80]); __asm__("" : "+v"(C_reg_12));
C_reg_13 = _mm512_loadu_ps(&C.data[C.strides[0] + 96]); __asm__("" : "+v"(C_reg_13));
for (int_fast32_t k = 0; k < K; k++) {
  __m512 B_reg_0;
  __m512 B_reg_1;
  __m512 B_reg_2;
  __m512 B_reg_3;
  __m512 B_reg_4;
  __m512 B_reg_5;
  __m512 B_reg_6;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  B_reg_2 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 32]); __asm__("" : "+v"(B_reg_2));
  B_reg_3 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 48]); __asm__("" : "+v"(B_reg_3));
  B_reg_4 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 64]); __asm__("" : "+v"(B_reg_4));
  B_reg_5 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 80]); __asm__("" : "+v"(B_reg_5));
  B_reg_6 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 96]); __asm__("" : "+v"(B_reg_6));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_3, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_4, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_5, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_6, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_7);
  C_reg_8 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_8);
  C_reg_9 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_2, C_reg_9);
  C_reg_10 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_3, C_reg_10);
  C_reg_11 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_4, C_reg_11);
  C_reg_12 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_5, C_reg_12);
  C_reg_13 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_6, C_reg_13);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[32], C_reg_2);
_mm512_storeu_ps(&C.data[48], C_reg_3);
_mm512_storeu_ps(&C.data[64], C_reg_4);
_mm512_storeu_ps(&C.data[80], C_reg_5);
_mm512_storeu_ps(&C.data[96], C_reg_6);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_7);
_mm512_storeu_ps(&C.data[C.strides[0] + 16], C_reg_8);
_mm512_storeu_ps(&C.data[C.strides[0] + 32], C_reg_9);
_mm512_storeu_ps(&C.data[C.strides[0] + 48], C_reg_10);
_mm512_storeu_ps(&C.data[C.strides[0] + 64], C_reg_11);
_mm512_storeu_ps(&C.data[C.strides[0] + 80], C_reg_12);
_mm512_storeu_ps(&C.data[C.strides[0] + 96], C_reg_13);
}

// EXOGEMM_SMALL_PREFIX_small_2x128(
//     K : size,
//     A : [f32][2, K] @DRAM,
//     B : [f32][K, 128] @DRAM,
//     C : [f32][2, 128] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_2x128( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
__m512 C_reg_8;
__m512 C_reg_9;
__m512 C_reg_10;
__m512 C_reg_11;
__m512 C_reg_12;
__m512 C_reg_13;
__m512 C_reg_14;
__m512 C_reg_15;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[16]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[32]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_loadu_ps(&C.data[48]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm512_loadu_ps(&C.data[64]); __asm__("" : "+v"(C_reg_4));
C_reg_5 = _mm512_loadu_ps(&C.data[80]); __asm__("" : "+v"(C_reg_5));
C_reg_6 = _mm512_loadu_ps(&C.data[96]); __asm__("" : "+v"(C_reg_6));
C_reg_7 = _mm512_loadu_ps(&C.data[112]); __asm__("" : "+v"(C_reg_7));
C_reg_8 = _mm512_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_8));
C_reg_9 = _mm512_loadu_ps(&C.data[C.strides[0] + 16]); __asm__("" : "+v"(C_reg_9));
C_reg_10 = _mm512_loadu_ps(&C.data[C.strides[0] + 32]); __asm__("" : "+v"(C_reg_10));
C_reg_11 = _mm512_loadu_ps(&C.data[C.strides[0] + 48]); __asm__("" : "+v"(C_reg_11));
C_reg_12 = _mm512_loadu_ps(&C.data[C.strides[0] + 64]); __asm__("" : "+v"(C_reg_12));
C_reg_13 = _mm512_loadu_ps(&C.data[C.strides[0] + 80]); __asm__("" : "+v"(C_reg_13));
C_reg_14 = _mm512_loadu_ps(&C.data[C.strides[0] + 96]); __asm__("" : "+v"(C_reg_14));
C_reg_15 = _mm512_loadu_ps(&C.data[C.strides[0] + 112]); __asm__("" : "+v"(C_reg_15));
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 512; for (int exo_o = 0; exo_o < 512; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  __m512 B_reg_0;
  __m512 B_reg_1;
  __m512 B_reg_2;
  __m512 B_reg_3;
  __m512 B_reg_4;
  __m512 B_reg_5;
  __m512 B_reg_6;
  __m512 B_reg_7;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  B_reg_2 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 32]); __asm__("" : "+v"(B_reg_2));
  B_reg_3 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 48]); __asm__("" : "+v"(B_reg_3));
  B_reg_4 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 64]); __asm__("" : "+v"(B_reg_4));
  B_reg_5 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 80]); __asm__("" : "+v"(B_reg_5));
  B_reg_6 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 96]); __asm__("" : "+v"(B_reg_6));
  B_reg_7 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 112]); __asm__("" : "+v"(B_reg_7));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_3, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_4, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_5, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_6, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_7, C_reg_7);
  C_reg_8 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_8);
  C_reg_9 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_9);
  C_reg_10 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_2, C_reg_10);
  C_reg_11 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_3, C_reg_11);
  C_reg_12 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_4, C_reg_12);
  C_reg_13 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_5, C_reg_13);
  C_reg_14 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_6, C_reg_14);
  C_reg_15 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_7, C_reg_15);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[32], C_reg_2);
_mm512_storeu_ps(&C.data[48], C_reg_3);
_mm512_storeu_ps(&C.data[64], C_reg_4);
_mm512_storeu_ps(&C.data[80], C_reg_5);
_mm512_storeu_ps(&C.data[96], C_reg_6);
_mm512_storeu_ps(&C.data[112], C_reg_7);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_8);
_mm512_storeu_ps(&C.data[C.strides[0] + 16], C_reg_9);
_mm512_storeu_ps(&C.data[C.strides[0] + 32], C_reg_10);
_mm512_storeu_ps(&C.data[C.strides[0] + 48], C_reg_11);
_mm512_storeu_ps(&C.data[C.strides[0] + 64], C_reg_12);
_mm512_storeu_ps(&C.data[C.strides[0] + 80], C_reg_13);
_mm512_storeu_ps(&C.data[C.strides[0] + 96], C_reg_14);
_mm512_storeu_ps(&C.data[C.strides[0] + 112], C_reg_15);
}

// EXOGEMM_SMALL_PREFIX_small_2x128_beta0(
//     K : size,
//     A : [f32][2, K] @DRAM,
//     B : [f32][K, 128] @DRAM,
//     C : [f32][2, 128] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_2x128_beta0( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
__m512 C_reg_8;
__m512 C_reg_9;
__m512 C_reg_10;
__m512 C_reg_11;
__m512 C_reg_12;
__m512 C_reg_13;
__m512 C_reg_14;
__m512 C_reg_15;
C_reg_0 = _mm512_set1_ps(0.0f);
C_reg_1 = _mm512_set1_ps(0.0f);
C_reg_2 = _mm512_set1_ps(0.0f);
C_reg_3 = _mm512_set1_ps(0.0f);
C_reg_4 = _mm512_set1_ps(0.0f);
C_reg_5 = _mm512_set1_ps(0.0f);
C_reg_6 = _mm512_set1_ps(0.0f);
C_reg_7 = _mm512_set1_ps(0.0f);
C_reg_8 = _mm512_set1_ps(0.0f);
C_reg_9 = _mm512_set1_ps(0.0f);
C_reg_10 = _mm512_set1_ps(0.0f);
C_reg_11 = _mm512_set1_ps(0.0f);
C_reg_12 = _mm512_set1_ps(0.0f);
C_reg_13 = _mm512_set1_ps(0.0f);
C_reg_14 = _mm512_set1_ps(0.0f);
C_reg_15 = _mm512_set1_ps(0.0f);
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 512; for (int exo_o = 0; exo_o < 512; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  __m512 B_reg_0;
  __m512 B_reg_1;
  __m512 B_reg_2;
  __m512 B_reg_3;
  __m512 B_reg_4;
  __m512 B_reg_5;
  __m512 B_reg_6;
  __m512 B_reg_7;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  B_reg_2 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 32]); __asm__("" : "+v"(B_reg_2));
  B_reg_3 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 48]); __asm__("" : "+v"(B_reg_3));
  B_reg_4 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 64]); __asm__("" : "+v"(B_reg_4));
  B_reg_5 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 80]); __asm__("" : "+v"(B_reg_5));
  B_reg_6 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 96]); __asm__("" : "+v"(B_reg_6));
  B_reg_7 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 112]); __asm__("" : "+v"(B_reg_7));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_3, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_4, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_5, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_6, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_7, C_reg_7);
  C_reg_8 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_8);
  C_reg_9 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_9);
  C_reg_10 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_2, C_reg_10);
  C_reg_11 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_3, C_reg_11);
  C_reg_12 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_4, C_reg_12);
  C_reg_13 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_5, C_reg_13);
  C_reg_14 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_6, C_reg_14);
  C_reg_15 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_7, C_reg_15);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[32], C_reg_2);
_mm512_storeu_ps(&C.data[48], C_reg_3);
_mm512_storeu_ps(&C.data[64], C_reg_4);
_mm512_storeu_ps(&C.data[80], C_reg_5);
_mm512_storeu_ps(&C.data[96], C_reg_6);
_mm512_storeu_ps(&C.data[112], C_reg_7);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_8);
_mm512_storeu_ps(&C.data[C.strides[0] + 16], C_reg_9);
_mm512_storeu_ps(&C.data[C.strides[0] + 32], C_reg_10);
_mm512_storeu_ps(&C.data[C.strides[0] + 48], C_reg_11);
_mm512_storeu_ps(&C.data[C.strides[0] + 64], C_reg_12);
_mm512_storeu_ps(&C.data[C.strides[0] + 80], C_reg_13);
_mm512_storeu_ps(&C.data[C.strides[0] + 96], C_reg_14);
_mm512_storeu_ps(&C.data[C.strides[0] + 112], C_reg_15);
}

// EXOGEMM_SMALL_PREFIX_small_2x128_resident(
//     K : size,
//     A : [f32][2, K] @DRAM,
//     B : [f32][K, 128] @DRAM,
//     C : [f32][2, 128] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_2x128_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
__m512 C_reg_8;
__m512 C_reg_9;
__m512 C_reg_10;
__m512 C_reg_11;
__m512 C_reg_12;
__m512 C_reg_13;
__m512 C_reg_14;
__m512 C_reg_15;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[16]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[32]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_loadu_ps(&C.data[48]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm512_loadu_ps(&C.data[64]); __asm__("" : "+v"(C_reg_4));
C_reg_5 = _mm512_loadu_ps(&C.data[80]); __asm__("" : "+v"(C_reg_5));
C_reg_6 = _mm512_loadu_ps(&C.data[96]); __asm__("" : "+v"(C_reg_6));
C_reg_7 = _mm512_loadu_ps(&C.data[112]); __asm__("" : "+v"(C_reg_7));
C_reg_8 = _mm512_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_8));
C_reg_9 = _mm512_loadu_ps(&C.data[C.strides[0] + 16]); __asm__("" : "+v"(C_reg_9));
C_reg_10 = _mm512_loadu_ps(&C.data[C.strides[0] + 32]); __asm__("" : "+v"(C_reg_10));
C_reg_11 = _mm512_loadu_ps(&C.data[C.strides[0] + 48]); __asm__("" : "+v"(C_reg_11));
C_reg_12 = _mm512_loadu_ps(&C.data[C.strides[0] + 64]); __asm__("" : "+v"(C_reg_12));
C_reg_13 = _mm512_loadu_ps(&C.data[C.strides[0] + 80]); __asm__("" : "+v"(C_reg_13));
C_reg_14 = _mm512_loadu_ps(&C.data[C.strides[0] + 96]); __asm__("" : "+v"(C_reg_14));
C_reg_15 = _mm512_loadu_ps(&C.data[C.strides[0] + 112]); __asm__("" : "+v"(C_reg_15));
for (int_fast32_t k = 0; k < K; k++) {
  __m512 B_reg_0;
  __m512 B_reg_1;
  __m512 B_reg_2;
  __m512 B_reg_3;
  __m512 B_reg_4;
  __m512 B_reg_5;
  __m512 B_reg_6;
  __m512 B_reg_7;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  B_reg_2 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 32]); __asm__("" : "+v"(B_reg_2));
  B_reg_3 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 48]); __asm__("" : "+v"(B_reg_3));
  B_reg_4 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 64]); __asm__("" : "+v"(B_reg_4));
  B_reg_5 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 80]); __asm__("" : "+v"(B_reg_5));
  B_reg_6 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 96]); __asm__("" : "+v"(B_reg_6));
  B_reg_7 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 112]); __asm__("" : "+v"(B_reg_7));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_3, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_4, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_5, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_6, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_7, C_reg_7);
  C_reg_8 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_8);
  C_reg_9 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_9);
  C_reg_10 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_2, C_reg_10);
  C_reg_11 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_3, C_reg_11);
  C_reg_12 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_4, C_reg_12);
  C_reg_13 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_5, C_reg_13);
  C_reg_14 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_6, C_reg_14);
  C_reg_15 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_7, C_reg_15);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[32], C_reg_2);
_mm512_storeu_ps(&C.data[48], C_reg_3);
_mm512_storeu_ps(&C.data[64], C_reg_4);
_mm512_storeu_ps(&C.data[80], C_reg_5);
_mm512_storeu_ps(&C.data[96], C_reg_6);
_mm512_storeu_ps(&C.data[112], C_reg_7);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_8);
_mm512_storeu_ps(&C.data[C.strides[0] + 16], C_reg_9);
_mm512_storeu_ps(&C.data[C.strides[0] + 32], C_reg_10);
_mm512_storeu_ps(&C.data[C.strides[0] + 48], C_reg_11);
_mm512_storeu_ps(&C.data[C.strides[0] + 64], C_reg_12);
_mm512_storeu_ps(&C.data[C.strides[0] + 80], C_reg_13);
_mm512_storeu_ps(&C.data[C.strides[0] + 96], C_reg_14);
_mm512_storeu_ps(&C.data[C.strides[0] + 112], C_reg_15);
}

// EXOGEMM_SMALL_PREFIX_small_2x128_resident_beta0(
//     K : size,
//     A : [f32][2, K] @DRAM,
//     B : [f32][K, 128] @DRAM,
//     C : [f32][2, 128] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_2x128_resident_beta0( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
__m512 C_reg_8;
__m512 C_reg_9;
__m512 C_reg_10;
__m512 C_reg_11;
__m512 C_reg_12;
__m512 C_reg_13;
__m512 C_reg_14;
__m512 C_reg_15;
C_reg_0 = _mm512_set1_ps(0.0f);
C_reg_1 = _mm512_set1_ps(0.0f);
C_reg_2 = _mm512_set1_ps(0.0f);
C_reg_3 = _mm512_set1_ps(0.0f);
C_reg_4 = _mm512_set1_ps(0.0f);
C_reg_5 = _mm512_set1_ps(0.0f);
C_reg_6 = _mm512_set1_ps(0.0f);
C_reg_7 = _mm512_set1_ps(0.0f);
C_reg_8 = _mm512_set1_ps(0.0f);
C_reg_9 = _mm512_set1_ps(0.0f);
C_reg_10 = _mm512_set1_ps(0.0f);
C_reg_11 = _mm512_set1_ps(0.0f);
C_reg_12 = _mm512_set1_ps(0.0f);
C_reg_13 = _mm512_set1_ps(0.0f);
C_reg_14 = _mm512_set1_ps(0.0f);
C_reg_15 = _mm512_set1_ps(0.0f);
for (int_fast32_t k = 0; k < K; k++) {
  __m512 B_reg_0;
  __m512 B_reg_1;
  __m512 B_reg_2;
  __m512 B_reg_3;
  __m512 B_reg_4;
  __m512 B_reg_5;
  __m512 B_reg_6;
  __m512 B_reg_7;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  B_reg_2 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 32]); __asm__("" : "+v"(B_reg_2));
  B_reg_3 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 48]); __asm__("" : "+v"(B_reg_3));
  B_reg_4 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 64]); __asm__("" : "+v"(B_reg_4));
  B_reg_5 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 80]); __asm__("" : "+v"(B_reg_5));
  B_reg_6 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 96]); __asm__("" : "+v"(B_reg_6));
  B_reg_7 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 112]); __asm__("" : "+v"(B_reg_7));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_3, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_4, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_5, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_6, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_7, C_reg_7);
  C_reg_8 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_8);
  C_reg_9 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_9);
  C_reg_10 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_2, C_reg_10);
  C_reg_11 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_3, C_reg_11);
  C_reg_12 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_4, C_reg_12);
  C_reg_13 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_5, C_reg_13);
  C_reg_14 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_6, C_reg_14);
  C_reg_15 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_7, C_reg_15);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[32], C_reg_2);
_mm512_storeu_ps(&C.data[48], C_reg_3);
_mm512_storeu_ps(&C.data[64], C_reg_4);
_mm512_storeu_ps(&C.data[80], C_reg_5);
_mm512_storeu_ps(&C.data[96], C_reg_6);
_mm512_storeu_ps(&C.data[112], C_reg_7);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_8);
_mm512_storeu_ps(&C.data[C.strides[0] + 16], C_reg_9);
_mm512_storeu_ps(&C.data[C.strides[0] + 32], C_reg_10);
_mm512_storeu_ps(&C.data[C.strides[0] + 48], C_reg_11);
_mm512_storeu_ps(&C.data[C.strides[0] + 64], C_reg_12);
_mm512_storeu_ps(&C.data[C.strides[0] + 80], C_reg_13);
_mm512_storeu_ps(&C.data[C.strides[0] + 96], C_reg_14);
_mm512_storeu_ps(&C.data[C.strides[0] + 112], C_reg_15);
}

// EXOGEMM_SMALL_PREFIX_small_2x144(
//     K : size,
//     A : [f32][2, K] @DRAM,
//     B : [f32][K, 144] @DRAM,
//     C : [f32][2, 144] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_2x144( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
__m512 C_reg_8;
__m512 C_reg_9;
__m512 C_reg_10;
__m512 C_reg_11;
__m512 C_reg_12;
__m512 C_reg_13;
__m512 C_reg_14;
__m512 C_reg_15;
__m512 C_reg_16;
__m512 C_reg_17;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[16]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[32]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_loadu_ps(&C.data[48]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm512_loadu_ps(&C.data[64]); __asm__("" : "+v"(C_reg_4));
C_reg_5 = _mm512_loadu_ps(&C.data[80]); __asm__("" : "+v"(C_reg_5));
C_reg_6 = _mm512_loadu_ps(&C.data[96]); __asm__("" : "+v"(C_reg_6));
C_reg_7 = _mm512_loadu_ps(&C.data[112]); __asm__("" : "+v"(C_reg_7));
C_reg_8 = _mm512_loadu_ps(&C.data[128]); __asm__("" : "+v"(C_reg_8));
C_reg_9 = _mm512_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_9));
C_reg_10 = _mm512_loadu_ps(&C.data[C.strides[0] + 16]); __asm__("" : "+v"(C_reg_10));
C_reg_11 = _mm512_loadu_ps(&C.data[C.strides[0] + 32]); __asm__("" : "+v"(C_reg_11));
C_reg_12 = _mm512_loadu_ps(&C.data[C.strides[0] + 48]); __asm__("" : "+v"(C_reg_12));
C_reg_13 = _mm512_loadu_ps(&C.data[C.strides[0] + 64]); __asm__("" : "+v"(C_reg_13));
C_reg_14 = _mm512_loadu_ps(&C.data[C.strides[0] + 80]); __asm__("" : "+v"(C_reg_14));
C_reg_15 = _mm512_loadu_ps(&C.data[C.strides[0] + 96]); __asm__("" : "+v"(C_reg_15));
C_reg_16 = _mm512_loadu_ps(&C.data[C.strides[0] + 112]); __asm__("" : "+v"(C_reg_16));
C_reg_17 = _mm512_loadu_ps(&C.data[C.strides[0] + 128]); __asm__("" : "+v"(C_reg_17));
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 576; for (int exo_o = 0; exo_o < 576; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  __m512 B_reg_0;
  __m512 B_reg_1;
  __m512 B_reg_2;
  __m512 B_reg_3;
  __m512 B_reg_4;
  __m512 B_reg_5;
  __m512 B_reg_6;
  __m512 B_reg_7;
  __m512 B_reg_8;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  B_reg_2 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 32]); __asm__("" : "+v"(B_reg_2));
  B_reg_3 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 48]); __asm__("" : "+v"(B_reg_3));
  B_reg_4 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 64]); __asm__("" : "+v"(B_reg_4));
  B_reg_5 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 80]); __asm__("" : "+v"(B_reg_5));
  B_reg_6 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 96]); __asm__("" : "+v"(B_reg_6));
  B_reg_7 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 112]); __asm__("" : "+v"(B_reg_7));
  B_reg_8 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 128]); __asm__("" : "+v"(B_reg_8));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_3, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_4, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_5, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_6, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_7, C_reg_7);
  C_reg_8 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_8, C_reg_8);
  C_reg_9 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_9);
  C_reg_10 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_10);
  C_reg_11 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_2, C_reg_11);
  C_reg_12 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_3, C_reg_12);
  C_reg_13 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_4, C_reg_13);
  C_reg_14 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_5, C_reg_14);
  C_reg_15 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_6, C_reg_15);
  C_reg_16 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_7, C_reg_16);
  C_reg_17 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_8, C_reg_17);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[32], C_reg_2);
_mm512_storeu_ps(&C.data[48], C_reg_3);
_mm512_storeu_ps(&C.data[64], C_reg_4);
_mm512_storeu_ps(&C.data[80], C_reg_5);
_mm512_storeu_ps(&C.data[96], C_reg_6);
_mm512_storeu_ps(&C.data[112], C_reg_7);
_mm512_storeu_ps(&C.data[128], C_reg_8);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_9);
_mm512_storeu_ps(&C.data[C.strides[0] + 16], C_reg_10);
_mm512_storeu_ps(&C.data[C.strides[0] + 32], C_reg_11);
_mm512_storeu_ps(&C.data[C.strides[0] + 48], C_reg_12);
_mm512_storeu_ps(&C.data[C.strides[0] + 64], C_reg_13);
_mm512_storeu_ps(&C.data[C.strides[0] + 80], C_reg_14);
_mm512_storeu_ps(&C.data[C.strides[0] + 96], C_reg_15);
_mm512_storeu_ps(&C.data[C.strides[0] + 112], C_reg_16);
_mm512_storeu_ps(&C.data[C.strides[0] + 128], C_reg_17);
}

// EXOGEMM_SMALL_PREFIX_small_2x144_beta0(
//     K : size,
//     A : [f32][2, K] @DRAM,
//     B : [f32][K, 144] @DRAM,
//     C : [f32][2, 144] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_2x144_beta0( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
__m512 C_reg_8;
__m512 C_reg_9;
__m512 C_reg_10;
__m512 C_reg_11;
__m512 C_reg_12;
__m512 C_reg_13;
__m512 C_reg_14;
__m512 C_reg_15;
__m512 C_reg_16;
__m512 C_reg_17;
C_reg_0 = _mm512_set1_ps(0.0f);
C_reg_1 = _mm512_set1_ps(0.0f);
C_reg_2 = _mm512_set1_ps(0.0f);
C_reg_3 = _mm512_set1_ps(0.0f);
C_reg_4 = _mm512_set1_ps(0.0f);
C_reg_5 = _mm512_set1_ps(0.0f);
C_reg_6 = _mm512_set1_ps(0.0f);
C_reg_7 = _mm512_set1_ps(0.0f);
C_reg_8 = _mm512_set1_ps(0.0f);
C_reg_9 = _mm512_set1_ps(0.0f);
C_reg_10 = _mm512_set1_ps(0.0f);
C_reg_11 = _mm512_set1_ps(0.0f);
C_reg_12 = _mm512_set1_ps(0.0f);
C_reg_13 = _mm512_set1_ps(0.0f);
C_reg_14 = _mm512_set1_ps(0.0f);
C_reg_15 = _mm512_set1_ps(0.0f);
C_reg_16 = _mm512_set1_ps(0.0f);
C_reg_17 = _mm512_set1_ps(0.0f);
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 576; for (int exo_o = 0; exo_o < 576; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  __m512 B_reg_0;
  __m512 B_reg_1;
  __m512 B_reg_2;
  __m512 B_reg_3;
  __m512 B_reg_4;
  __m512 B_reg_5;
  __m512 B_reg_6;
  __m512 B_reg_7;
  __m512 B_reg_8;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  B_reg_2 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 32]); __asm__("" : "+v"(B_reg_2));
  B_reg_3 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 48]); __asm__("" : "+v"(B_reg_3));
  B_reg_4 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 64]); __asm__("" : "+v"(B_reg_4));
  B_reg_5 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 80]); __asm__("" : "+v"(B_reg_5));
  B_reg_6 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 96]); __asm__("" : "+v"(B_reg_6));
  B_reg_7 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 112]); __asm__("" : "+v"(B_reg_7));
  B_reg_8 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 128]); __asm__("" : "+v"(B_reg_8));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_3, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_4, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_5, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_6, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_7, C_reg_7);
  C_reg_8 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_8, C_reg_8);
  C_reg_9 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_9);
  C_reg_10 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_10);
  C_reg_11 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_2, C_reg_11);
  C_reg_12 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_3, C_reg_12);
  C_reg_13 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_4, C_reg_13);
  C_reg_14 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_5, C_reg_14);
  C_reg_15 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_6, C_reg_15);
  C_reg_16 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_7, C_reg_16);
  C_reg_17 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_8, C_reg_17);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[32], C_reg_2);
_mm512_storeu_ps(&C.data[48], C_reg_3);
_mm512_storeu_ps(&C.data[64], C_reg_4);
_mm512_storeu_ps(&C.data[80], C_reg_5);
_mm512_storeu_ps(&C.data[96], C_reg_6);
_mm512_storeu_ps(&C.data[112], C_reg_7);
_mm512_storeu_ps(&C.data[128], C_reg_8);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_9);
_mm512_storeu_ps(&C.data[C.strides[0] + 16], C_reg_10);
_mm512_storeu_ps(&C.data[C.strides[0] + 32], C_reg_11);
_mm512_storeu_ps(&C.data[C.strides[0] + 48], C_reg_12);
_mm512_storeu_ps(&C.data[C.strides[0] + 64], C_reg_13);
_mm512_storeu_ps(&C.data[C.strides[0] + 80], C_reg_14);
_mm512_storeu_ps(&C.data[C.strides[0] + 96], C_reg_15);
_mm512_storeu_ps(&C.data[C.strides[0] + 112], C_reg_16);
_mm512_storeu_ps(&C.data[C.strides[0] + 128], C_reg_17);
}

// EXOGEMM_SMALL_PREFIX_small_2x144_resident(
//     K : size,
//     A : [f32][2, K] @DRAM,
//     B : [f32][K, 144] @DRAM,
//     C : [f32][2, 144] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_2x144_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
__m512 C_reg_8;
__m512 C_reg_9;
__m512 C_reg_10;
__m512 C_reg_11;
__m512 C_reg_12;
__m512 C_reg_13;
__m512 C_reg_14;
__m512 C_reg_15;
__m512 C_reg_16;
__m512 C_reg_17;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[16]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[32]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_loadu_ps(&C.data[48]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm512_loadu_ps(&C.data[64]); __asm__("" : "+v"(C_reg_4));
C_reg_5 = _mm512_loadu_ps(&C.data[80]); __asm__("" : "+v"(C_reg_5));
C_reg_6 = _mm512_loadu_ps(&C.data[96]); __asm__("" : "+v"(C_reg_6));
C_reg_7 = _mm512_loadu_ps(&C.data[112]); __asm__("" : "+v"(C_reg_7));
C_reg_8 = _mm512_loadu_ps(&C.data[128]); __asm__("" : "+v"(C_reg_8));
C_reg_9 = _mm512_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_9));
C_reg_10 = _mm512_loadu_ps(&C.data[C.strides[0] + 16]); __asm__("" : "+v"(C_reg_10));
C_reg_11 = _mm512_loadu_ps(&C.data[C.strides[0] + 32]); __asm__("" : "+v"(C_reg_11));
C_reg_12 = _mm512_loadu_ps(&C.data[C.strides[0] + 48]); __asm__("" : "+v"(C_reg_12));
C_reg_13 = _mm512_loadu_ps(&C.data[C.strides[0] + 64]); __asm__("" : "+v"(C_reg_13));
C_reg_14 = _mm512_loadu_ps(&C.data[C.strides[0] + 80]); __asm__("" : "+v"(C_reg_14));
C_reg_15 = _mm512_loadu_ps(&C.data[C.strides[0] + 96]); __asm__("" : "+v"(C_reg_15));
C_reg_16 = _mm512_loadu_ps(&C.data[C.strides[0] + 112]); __asm__("" : "+v"(C_reg_16));
C_reg_17 = _mm512_loadu_ps(&C.data[C.strides[0] + 128]); __asm__("" : "+v"(C_reg_17));
for (int_fast32_t k = 0; k < K; k++) {
  __m512 B_reg_0;
  __m512 B_reg_1;
  __m512 B_reg_2;
  __m512 B_reg_3;
  __m512 B_reg_4;
  __m512 B_reg_5;
  __m512 B_reg_6;
  __m512 B_reg_7;
  __m512 B_reg_8;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  B_reg_2 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 32]); __asm__("" : "+v"(B_reg_2));
  B_reg_3 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 48]); __asm__("" : "+v"(B_reg_3));
  B_reg_4 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 64]); __asm__("" : "+v"(B_reg_4));
  B_reg_5 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 80]); __asm__("" : "+v"(B_reg_5));
  B_reg_6 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 96]); __asm__("" : "+v"(B_reg_6));
  B_reg_7 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 112]); __asm__("" : "+v"(B_reg_7));
  B_reg_8 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 128]); __asm__("" : "+v"(B_reg_8));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_3, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_4, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_5, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_6, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_7, C_reg_7);
  C_reg_8 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_8, C_reg_8);
  C_reg_9 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_9);
  C_reg_10 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_10);
  C_reg_11 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_2, C_reg_11);
  C_reg_12 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_3, C_reg_12);
  C_reg_13 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_4, C_reg_13);
  C_reg_14 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_5, C_reg_14);
  C_reg_15 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_6, C_reg_15);
  C_reg_16 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_7, C_reg_16);
  C_reg_17 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_8, C_reg_17);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[32], C_reg_2);
_mm512_storeu_ps(&C.data[48], C_reg_3);
_mm512_storeu_ps(&C.data[64], C_reg_4);
_mm512_storeu_ps(&C.data[80], C_reg_5);
_mm512_storeu_ps(&C.data[96], C_reg_6);
_mm512_storeu_ps(&C.data[112], C_reg_7);
_mm512_storeu_ps(&C.data[128], C_reg_8);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_9);
_mm512_storeu_ps(&C.data[C.strides[0] + 16], C_reg_10);
_mm512_storeu_ps(&C.data[C.strides[0] + 32], C_reg_11);
_mm512_storeu_ps(&C.data[C.strides[0] + 48], C_reg_12);
_mm512_storeu_ps(&C.data[C.strides[0] + 64], C_reg_13);
_mm512_storeu_ps(&C.data[C.strides[0] + 80], C_reg_14);
_mm512_storeu_ps(&C.data[C.strides[0] + 96], C_reg_15);
_mm512_storeu_ps(&C.data[C.strides[0] + 112], C_reg_16);
_mm512_storeu_ps(&C.data[C.strides[0] + 128], C_reg_17);
}

// EXOGEMM_SMALL_PREFIX_small_2x144_resident_beta0(
//     K : size,
//     A : [f32][2, K] @DRAM,
//     B : [f32][K, 144] @DRAM,
//     C : [f32][2, 144] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_2x144_resident_beta0( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
__m512 C_reg_8;
__m512 C_reg_9;
__m512 C_reg_10;
__m512 C_reg_11;
__m512 C_reg_12;
__m512 C_reg_13;
__m512 C_reg_14;
__m512 C_reg_15;
__m512 C_reg_16;
__m512 C_reg_17;
C_reg_0 = _mm512_set1_ps(0.0f);
C_reg_1 = _mm512_set1_ps(0.0f);
C_reg_2 = _mm512_set1_ps(0.0f);
C_reg_3 = _mm512_set1_ps(0.0f);
C_reg_4 = _mm512_set1_ps(0.0f);
C_reg_5 = _mm512_set1_ps(0.0f);
C_reg_6 = _mm512_set1_ps(0.0f);
C_reg_7 = _mm512_set1_ps(0.0f);
C_reg_8 = _mm512_set1_ps(0.0f);
C_reg_9 = _mm512_set1_ps(0.0f);
C_reg_10 = _mm512_set1_ps(0.0f);
C_reg_11 = _mm512_set1_ps(0.0f);
C_reg_12 = _mm512_set1_ps(0.0f);
C_reg_13 = _mm512_set1_ps(0.0f);
C_reg_14 = _mm512_set1_ps(0.0f);
C_reg_15 = _mm512_set1_ps(0.0f);
C_reg_16 = _mm512_set1_ps(0.0f);
C_reg_17 = _mm512_set1_ps(0.0f);
for (int_fast32_t k = 0; k < K; k++) {
  __m512 B_reg_0;
  __m512 B_reg_1;
  __m512 B_reg_2;
  __m512 B_reg_3;
  __m512 B_reg_4;
  __m512 B_reg_5;
  __m512 B_reg_6;
  __m512 B_reg_7;
  __m512 B_reg_8;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  B_reg_2 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 32]); __asm__("" : "+v"(B_reg_2));
  B_reg_3 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 48]); __asm__("" : "+v"(B_reg_3));
  B_reg_4 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 64]); __asm__("" : "+v"(B_reg_4));
  B_reg_5 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 80]); __asm__("" : "+v"(B_reg_5));
  B_reg_6 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 96]); __asm__("" : "+v"(B_reg_6));
  B_reg_7 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 112]); __asm__("" : "+v"(B_reg_7));
  B_reg_8 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 128]); __asm__("" : "+v"(B_reg_8));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_3, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_4, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_5, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_6, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_7, C_reg_7);
  C_reg_8 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_8, C_reg_8);
  C_reg_9 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_9);
  C_reg_10 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_10);
  C_reg_11 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_2, C_reg_11);
  C_reg_12 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_3, C_reg_12);
  C_reg_13 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_4, C_reg_13);
  C_reg_14 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_5, C_reg_14);
  C_reg_15 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_6, C_reg_15);
  C_reg_16 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_7, C_reg_16);
  C_reg_17 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_8, C_reg_17);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[32], C_reg_2);
_mm512_storeu_ps(&C.data[48], C_reg_3);
_mm512_storeu_ps(&C.data[64], C_reg_4);
_mm512_storeu_ps(&C.data[80], C_reg_5);
_mm512_storeu_ps(&C.data[96], C_reg_6);
_mm512_storeu_ps(&C.data[112], C_reg_7);
_mm512_storeu_ps(&C.data[128], C_reg_8);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_9);
_mm512_storeu_ps(&C.data[C.strides[0] + 16], C_reg_10);
_mm512_storeu_ps(&C.data[C.strides[0] + 32], C_reg_11);
_mm512_storeu_ps(&C.data[C.strides[0] + 48], C_reg_12);
_mm512_storeu_ps(&C.data[C.strides[0] + 64], C_reg_13);
_mm512_storeu_ps(&C.data[C.strides[0] + 80], C_reg_14);
_mm512_storeu_ps(&C.data[C.strides[0] + 96], C_reg_15);
_mm512_storeu_ps(&C.data[C.strides[0] + 112], C_reg_16);
_mm512_storeu_ps(&C.data[C.strides[0] + 128], C_reg_17);
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
__m512 C_reg_0;
__m512 C_reg_1;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_1));
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 64; for (int exo_o = 0; exo_o < 64; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  __m512 B_reg_0;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_1);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_1);
}

// EXOGEMM_SMALL_PREFIX_small_2x160(
//     K : size,
//     A : [f32][2, K] @DRAM,
//     B : [f32][K, 160] @DRAM,
//     C : [f32][2, 160] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_2x160( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
__m512 C_reg_8;
__m512 C_reg_9;
__m512 C_reg_10;
__m512 C_reg_11;
__m512 C_reg_12;
__m512 C_reg_13;
__m512 C_reg_14;
__m512 C_reg_15;
__m512 C_reg_16;
__m512 C_reg_17;
__m512 C_reg_18;
__m512 C_reg_19;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[16]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[32]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_loadu_ps(&C.data[48]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm512_loadu_ps(&C.data[64]); __asm__("" : "+v"(C_reg_4));
C_reg_5 = _mm512_loadu_ps(&C.data[80]); __asm__("" : "+v"(C_reg_5));
C_reg_6 = _mm512_loadu_ps(&C.data[96]); __asm__("" : "+v"(C_reg_6));
C_reg_7 = _mm512_loadu_ps(&C.data[112]); __asm__("" : "+v"(C_reg_7));
C_reg_8 = _mm512_loadu_ps(&C.data[128]); __asm__("" : "+v"(C_reg_8));
C_reg_9 = _mm512_loadu_ps(&C.data[144]); __asm__("" : "+v"(C_reg_9));
C_reg_10 = _mm512_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_10));
C_reg_11 = _mm512_loadu_ps(&C.data[C.strides[0] + 16]); __asm__("" : "+v"(C_reg_11));
C_reg_12 = _mm512_loadu_ps(&C.data[C.strides[0] + 32]); __asm__("" : "+v"(C_reg_12));
C_reg_13 = _mm512_loadu_ps(&C.data[C.strides[0] + 48]); __asm__("" : "+v"(C_reg_13));
C_reg_14 = _mm512_loadu_ps(&C.data[C.strides[0] + 64]); __asm__("" : "+v"(C_reg_14));
C_reg_15 = _mm512_loadu_ps(&C.data[C.strides[0] + 80]); __asm__("" : "+v"(C_reg_15));
C_reg_16 = _mm512_loadu_ps(&C.data[C.strides[0] + 96]); __asm__("" : "+v"(C_reg_16));
C_reg_17 = _mm512_loadu_ps(&C.data[C.strides[0] + 112]); __asm__("" : "+v"(C_reg_17));
C_reg_18 = _mm512_loadu_ps(&C.data[C.strides[0] + 128]); __asm__("" : "+v"(C_reg_18));
C_reg_19 = _mm512_loadu_ps(&C.data[C.strides[0] + 144]); __asm__("" : "+v"(C_reg_19));
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 640; for (int exo_o = 0; exo_o < 640; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  __m512 B_reg_0;
  __m512 B_reg_1;
  __m512 B_reg_2;
  __m512 B_reg_3;
  __m512 B_reg_4;
  __m512 B_reg_5;
  __m512 B_reg_6;
  __m512 B_reg_7;
  __m512 B_reg_8;
  __m512 B_reg_9;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  B_reg_2 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 32]); __asm__("" : "+v"(B_reg_2));
  B_reg_3 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 48]); __asm__("" : "+v"(B_reg_3));
  B_reg_4 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 64]); __asm__("" : "+v"(B_reg_4));
  B_reg_5 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 80]); __asm__("" : "+v"(B_reg_5));
  B_reg_6 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 96]); __asm__("" : "+v"(B_reg_6));
  B_reg_7 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 112]); __asm__("" : "+v"(B_reg_7));
  B_reg_8 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 128]); __asm__("" : "+v"(B_reg_8));
  B_reg_9 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 144]); __asm__("" : "+v"(B_reg_9));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_3, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_4, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_5, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_6, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_7, C_reg_7);
  C_reg_8 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_8, C_reg_8);
  C_reg_9 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_9, C_reg_9);
  C_reg_10 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_10);
  C_reg_11 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_11);
  C_reg_12 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_2, C_reg_12);
  C_reg_13 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_3, C_reg_13);
  C_reg_14 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_4, C_reg_14);
  C_reg_15 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_5, C_reg_15);
  C_reg_16 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_6, C_reg_16);
  C_reg_17 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_7, C_reg_17);
  C_reg_18 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_8, C_reg_18);
  C_reg_19 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_9, C_reg_19);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[32], C_reg_2);
_mm512_storeu_ps(&C.data[48], C_reg_3);
_mm512_storeu_ps(&C.data[64], C_reg_4);
_mm512_storeu_ps(&C.data[80], C_reg_5);
_mm512_storeu_ps(&C.data[96], C_reg_6);
_mm512_storeu_ps(&C.data[112], C_reg_7);
_mm512_storeu_ps(&C.data[128], C_reg_8);
_mm512_storeu_ps(&C.data[144], C_reg_9);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_10);
_mm512_storeu_ps(&C.data[C.strides[0] + 16], C_reg_11);
_mm512_storeu_ps(&C.data[C.strides[0] + 32], C_reg_12);
_mm512_storeu_ps(&C.data[C.strides[0] + 48], C_reg_13);
_mm512_storeu_ps(&C.data[C.strides[0] + 64], C_reg_14);
_mm512_storeu_ps(&C.data[C.strides[0] + 80], C_reg_15);
_mm512_storeu_ps(&C.data[C.strides[0] + 96], C_reg_16);
_mm512_storeu_ps(&C.data[C.strides[0] + 112], C_reg_17);
_mm512_storeu_ps(&C.data[C.strides[0] + 128], C_reg_18);
_mm512_storeu_ps(&C.data[C.strides[0] + 144], C_reg_19);
}

// EXOGEMM_SMALL_PREFIX_small_2x160_beta0(
//     K : size,
//     A : [f32][2, K] @DRAM,
//     B : [f32][K, 160] @DRAM,
//     C : [f32][2, 160] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_2x160_beta0( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
__m512 C_reg_8;
__m512 C_reg_9;
__m512 C_reg_10;
__m512 C_reg_11;
__m512 C_reg_12;
__m512 C_reg_13;
__m512 C_reg_14;
__m512 C_reg_15;
__m512 C_reg_16;
__m512 C_reg_17;
__m512 C_reg_18;
__m512 C_reg_19;
C_reg_0 = _mm512_set1_ps(0.0f);
C_reg_1 = _mm512_set1_ps(0.0f);
C_reg_2 = _mm512_set1_ps(0.0f);
C_reg_3 = _mm512_set1_ps(0.0f);
C_reg_4 = _mm512_set1_ps(0.0f);
C_reg_5 = _mm512_set1_ps(0.0f);
C_reg_6 = _mm512_set1_ps(0.0f);
C_reg_7 = _mm512_set1_ps(0.0f);
C_reg_8 = _mm512_set1_ps(0.0f);
C_reg_9 = _mm512_set1_ps(0.0f);
C_reg_10 = _mm512_set1_ps(0.0f);
C_reg_11 = _mm512_set1_ps(0.0f);
C_reg_12 = _mm512_set1_ps(0.0f);
C_reg_13 = _mm512_set1_ps(0.0f);
C_reg_14 = _mm512_set1_ps(0.0f);
C_reg_15 = _mm512_set1_ps(0.0f);
C_reg_16 = _mm512_set1_ps(0.0f);
C_reg_17 = _mm512_set1_ps(0.0f);
C_reg_18 = _mm512_set1_ps(0.0f);
C_reg_19 = _mm512_set1_ps(0.0f);
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 640; for (int exo_o = 0; exo_o < 640; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  __m512 B_reg_0;
  __m512 B_reg_1;
  __m512 B_reg_2;
  __m512 B_reg_3;
  __m512 B_reg_4;
  __m512 B_reg_5;
  __m512 B_reg_6;
  __m512 B_reg_7;
  __m512 B_reg_8;
  __m512 B_reg_9;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  B_reg_2 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 32]); __asm__("" : "+v"(B_reg_2));
  B_reg_3 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 48]); __asm__("" : "+v"(B_reg_3));
  B_reg_4 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 64]); __asm__("" : "+v"(B_reg_4));
  B_reg_5 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 80]); __asm__("" : "+v"(B_reg_5));
  B_reg_6 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 96]); __asm__("" : "+v"(B_reg_6));
  B_reg_7 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 112]); __asm__("" : "+v"(B_reg_7));
  B_reg_8 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 128]); __asm__("" : "+v"(B_reg_8));
  B_reg_9 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 144]); __asm__("" : "+v"(B_reg_9));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_3, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_4, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_5, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_6, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_7, C_reg_7);
  C_reg_8 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_8, C_reg_8);
  C_reg_9 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_9, C_reg_9);
  C_reg_10 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_10);
  C_reg_11 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_11);
  C_reg_12 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_2, C_reg_12);
  C_reg_13 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_3, C_reg_13);
  C_reg_14 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_4, C_reg_14);
  C_reg_15 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_5, C_reg_15);
  C_reg_16 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_6, C_reg_16);
  C_reg_17 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_7, C_reg_17);
  C_reg_18 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_8, C_reg_18);
  C_reg_19 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_9, C_reg_19);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[32], C_reg_2);
_mm512_storeu_ps(&C.data[48], C_reg_3);
_mm512_storeu_ps(&C.data[64], C_reg_4);
_mm512_storeu_ps(&C.data[80], C_reg_5);
_mm512_storeu_ps(&C.data[96], C_reg_6);
_mm512_storeu_ps(&C.data[112], C_reg_7);
_mm512_storeu_ps(&C.data[128], C_reg_8);
_mm512_storeu_ps(&C.data[144], C_reg_9);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_10);
_mm512_storeu_ps(&C.data[C.strides[0] + 16], C_reg_11);
_mm512_storeu_ps(&C.data[C.strides[0] + 32], C_reg_12);
_mm512_storeu_ps(&C.data[C.strides[0] + 48], C_reg_13);
_mm512_storeu_ps(&C.data[C.strides[0] + 64], C_reg_14);
_mm512_storeu_ps(&C.data[C.strides[0] + 80], C_reg_15);
_mm512_storeu_ps(&C.data[C.strides[0] + 96], C_reg_16);
_mm512_storeu_ps(&C.data[C.strides[0] + 112], C_reg_17);
_mm512_storeu_ps(&C.data[C.strides[0] + 128], C_reg_18);
_mm512_storeu_ps(&C.data[C.strides[0] + 144], C_reg_19);
}

// EXOGEMM_SMALL_PREFIX_small_2x160_resident(
//     K : size,
//     A : [f32][2, K] @DRAM,
//     B : [f32][K, 160] @DRAM,
//     C : [f32][2, 160] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_2x160_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
__m512 C_reg_8;
__m512 C_reg_9;
__m512 C_reg_10;
__m512 C_reg_11;
__m512 C_reg_12;
__m512 C_reg_13;
__m512 C_reg_14;
__m512 C_reg_15;
__m512 C_reg_16;
__m512 C_reg_17;
__m512 C_reg_18;
__m512 C_reg_19;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[16]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[32]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_loadu_ps(&C.data[48]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm512_loadu_ps(&C.data[64]); __asm__("" : "+v"(C_reg_4));
C_reg_5 = _mm512_loadu_ps(&C.data[80]); __asm__("" : "+v"(C_reg_5));
C_reg_6 = _mm512_loadu_ps(&C.data[96]); __asm__("" : "+v"(C_reg_6));
C_reg_7 = _mm512_loadu_ps(&C.data[112]); __asm__("" : "+v"(C_reg_7));
C_reg_8 = _mm512_loadu_ps(&C.data[128]); __asm__("" : "+v"(C_reg_8));
C_reg_9 = _mm512_loadu_ps(&C.data[144]); __asm__("" : "+v"(C_reg_9));
C_reg_10 = _mm512_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_10));
C_reg_11 = _mm512_loadu_ps(&C.data[C.strides[0] + 16]); __asm__("" : "+v"(C_reg_11));
C_reg_12 = _mm512_loadu_ps(&C.data[C.strides[0] + 32]); __asm__("" : "+v"(C_reg_12));
C_reg_13 = _mm512_loadu_ps(&C.data[C.strides[0] + 48]); __asm__("" : "+v"(C_reg_13));
C_reg_14 = _mm512_loadu_ps(&C.data[C.strides[0] + 64]); __asm__("" : "+v"(C_reg_14));
C_reg_15 = _mm512_loadu_ps(&C.data[C.strides[0] + 80]); __asm__("" : "+v"(C_reg_15));
C_reg_16 = _mm512_loadu_ps(&C.data[C.strides[0] + 96]); __asm__("" : "+v"(C_reg_16));
C_reg_17 = _mm512_loadu_ps(&C.data[C.strides[0] + 112]); __asm__("" : "+v"(C_reg_17));
C_reg_18 = _mm512_loadu_ps(&C.data[C.strides[0] + 128]); __asm__("" : "+v"(C_reg_18));
C_reg_19 = _mm512_loadu_ps(&C.data[C.strides[0] + 144]); __asm__("" : "+v"(C_reg_19));
for (int_fast32_t k = 0; k < K; k++) {
  __m512 B_reg_0;
  __m512 B_reg_1;
  __m512 B_reg_2;
  __m512 B_reg_3;
  __m512 B_reg_4;
  __m512 B_reg_5;
  __m512 B_reg_6;
  __m512 B_reg_7;
  __m512 B_reg_8;
  __m512 B_reg_9;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  B_reg_2 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 32]); __asm__("" : "+v"(B_reg_2));
  B_reg_3 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 48]); __asm__("" : "+v"(B_reg_3));
  B_reg_4 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 64]); __asm__("" : "+v"(B_reg_4));
  B_reg_5 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 80]); __asm__("" : "+v"(B_reg_5));
  B_reg_6 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 96]); __asm__("" : "+v"(B_reg_6));
  B_reg_7 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 112]); __asm__("" : "+v"(B_reg_7));
  B_reg_8 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 128]); __asm__("" : "+v"(B_reg_8));
  B_reg_9 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 144]); __asm__("" : "+v"(B_reg_9));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_3, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_4, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_5, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_6, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_7, C_reg_7);
  C_reg_8 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_8, C_reg_8);
  C_reg_9 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_9, C_reg_9);
  C_reg_10 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_10);
  C_reg_11 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_11);
  C_reg_12 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_2, C_reg_12);
  C_reg_13 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_3, C_reg_13);
  C_reg_14 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_4, C_reg_14);
  C_reg_15 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_5, C_reg_15);
  C_reg_16 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_6, C_reg_16);
  C_reg_17 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_7, C_reg_17);
  C_reg_18 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_8, C_reg_18);
  C_reg_19 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_9, C_reg_19);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[32], C_reg_2);
_mm512_storeu_ps(&C.data[48], C_reg_3);
_mm512_storeu_ps(&C.data[64], C_reg_4);
_mm512_storeu_ps(&C.data[80], C_reg_5);
_mm512_storeu_ps(&C.data[96], C_reg_6);
_mm512_storeu_ps(&C.data[112], C_reg_7);
_mm512_storeu_ps(&C.data[128], C_reg_8);
_mm512_storeu_ps(&C.data[144], C_reg_9);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_10);
_mm512_storeu_ps(&C.data[C.strides[0] + 16], C_reg_11);
_mm512_storeu_ps(&C.data[C.strides[0] + 32], C_reg_12);
_mm512_storeu_ps(&C.data[C.strides[0] + 48], C_reg_13);
_mm512_storeu_ps(&C.data[C.strides[0] + 64], C_reg_14);
_mm512_storeu_ps(&C.data[C.strides[0] + 80], C_reg_15);
_mm512_storeu_ps(&C.data[C.strides[0] + 96], C_reg_16);
_mm512_storeu_ps(&C.data[C.strides[0] + 112], C_reg_17);
_mm512_storeu_ps(&C.data[C.strides[0] + 128], C_reg_18);
_mm512_storeu_ps(&C.data[C.strides[0] + 144], C_reg_19);
}

// EXOGEMM_SMALL_PREFIX_small_2x160_resident_beta0(
//     K : size,
//     A : [f32][2, K] @DRAM,
//     B : [f32][K, 160] @DRAM,
//     C : [f32][2, 160] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_2x160_resident_beta0( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
__m512 C_reg_8;
__m512 C_reg_9;
__m512 C_reg_10;
__m512 C_reg_11;
__m512 C_reg_12;
__m512 C_reg_13;
__m512 C_reg_14;
__m512 C_reg_15;
__m512 C_reg_16;
__m512 C_reg_17;
__m512 C_reg_18;
__m512 C_reg_19;
C_reg_0 = _mm512_set1_ps(0.0f);
C_reg_1 = _mm512_set1_ps(0.0f);
C_reg_2 = _mm512_set1_ps(0.0f);
C_reg_3 = _mm512_set1_ps(0.0f);
C_reg_4 = _mm512_set1_ps(0.0f);
C_reg_5 = _mm512_set1_ps(0.0f);
C_reg_6 = _mm512_set1_ps(0.0f);
C_reg_7 = _mm512_set1_ps(0.0f);
C_reg_8 = _mm512_set1_ps(0.0f);
C_reg_9 = _mm512_set1_ps(0.0f);
C_reg_10 = _mm512_set1_ps(0.0f);
C_reg_11 = _mm512_set1_ps(0.0f);
C_reg_12 = _mm512_set1_ps(0.0f);
C_reg_13 = _mm512_set1_ps(0.0f);
C_reg_14 = _mm512_set1_ps(0.0f);
C_reg_15 = _mm512_set1_ps(0.0f);
C_reg_16 = _mm512_set1_ps(0.0f);
C_reg_17 = _mm512_set1_ps(0.0f);
C_reg_18 = _mm512_set1_ps(0.0f);
C_reg_19 = _mm512_set1_ps(0.0f);
for (int_fast32_t k = 0; k < K; k++) {
  __m512 B_reg_0;
  __m512 B_reg_1;
  __m512 B_reg_2;
  __m512 B_reg_3;
  __m512 B_reg_4;
  __m512 B_reg_5;
  __m512 B_reg_6;
  __m512 B_reg_7;
  __m512 B_reg_8;
  __m512 B_reg_9;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  B_reg_2 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 32]); __asm__("" : "+v"(B_reg_2));
  B_reg_3 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 48]); __asm__("" : "+v"(B_reg_3));
  B_reg_4 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 64]); __asm__("" : "+v"(B_reg_4));
  B_reg_5 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 80]); __asm__("" : "+v"(B_reg_5));
  B_reg_6 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 96]); __asm__("" : "+v"(B_reg_6));
  B_reg_7 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 112]); __asm__("" : "+v"(B_reg_7));
  B_reg_8 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 128]); __asm__("" : "+v"(B_reg_8));
  B_reg_9 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 144]); __asm__("" : "+v"(B_reg_9));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_3, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_4, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_5, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_6, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_7, C_reg_7);
  C_reg_8 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_8, C_reg_8);
  C_reg_9 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_9, C_reg_9);
  C_reg_10 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_10);
  C_reg_11 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_11);
  C_reg_12 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_2, C_reg_12);
  C_reg_13 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_3, C_reg_13);
  C_reg_14 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_4, C_reg_14);
  C_reg_15 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_5, C_reg_15);
  C_reg_16 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_6, C_reg_16);
  C_reg_17 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_7, C_reg_17);
  C_reg_18 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_8, C_reg_18);
  C_reg_19 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_9, C_reg_19);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[32], C_reg_2);
_mm512_storeu_ps(&C.data[48], C_reg_3);
_mm512_storeu_ps(&C.data[64], C_reg_4);
_mm512_storeu_ps(&C.data[80], C_reg_5);
_mm512_storeu_ps(&C.data[96], C_reg_6);
_mm512_storeu_ps(&C.data[112], C_reg_7);
_mm512_storeu_ps(&C.data[128], C_reg_8);
_mm512_storeu_ps(&C.data[144], C_reg_9);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_10);
_mm512_storeu_ps(&C.data[C.strides[0] + 16], C_reg_11);
_mm512_storeu_ps(&C.data[C.strides[0] + 32], C_reg_12);
_mm512_storeu_ps(&C.data[C.strides[0] + 48], C_reg_13);
_mm512_storeu_ps(&C.data[C.strides[0] + 64], C_reg_14);
_mm512_storeu_ps(&C.data[C.strides[0] + 80], C_reg_15);
_mm512_storeu_ps(&C.data[C.strides[0] + 96], C_reg_16);
_mm512_storeu_ps(&C.data[C.strides[0] + 112], C_reg_17);
_mm512_storeu_ps(&C.data[C.strides[0] + 128], C_reg_18);
_mm512_storeu_ps(&C.data[C.strides[0] + 144], C_reg_19);
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
__m512 C_reg_0;
__m512 C_reg_1;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_1));
for (int_fast32_t k = 0; k < K; k++) {
  __m512 B_reg_0;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_1);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_1);
}

// EXOGEMM_SMALL_PREFIX_small_2x16pw(
//     K : size,
//     W : size,
//     A : [f32][2, K] @DRAM,
//     B : [f32][K, 16 + W] @DRAM,
//     C : [f32][2, 16 + W] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_2x16pw( void *ctxt, int_fast32_t K, int_fast32_t W, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
EXO_ASSUME(W <= 16);
__m512 C_full_0;
__m512 C_full_1;
C_full_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_full_0));
C_full_1 = _mm512_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+v"(C_full_1));
__m512 C_reg_0;
__m512 C_reg_1;
C_reg_0 = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (W)) - 1u), &C.data[16]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (W)) - 1u), &C.data[C.strides[0] + 16]); __asm__("" : "+v"(C_reg_1));
for (int_fast32_t k = 0; k < K; k++) {
  __m512 B_full;
  B_full = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_full));
  __m512 B_reg;
  B_reg = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (W)) - 1u), &B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg));
  C_full_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_full, C_full_0);
  C_reg_0 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg, C_reg_0, _cvtu32_mask16((1u << (W)) - 1u));
  C_full_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_full, C_full_1);
  C_reg_1 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg, C_reg_1, _cvtu32_mask16((1u << (W)) - 1u));
}
_mm512_mask_storeu_ps(&C.data[16], _cvtu32_mask16((1u << (W)) - 1u), C_reg_0);
_mm512_mask_storeu_ps(&C.data[C.strides[0] + 16], _cvtu32_mask16((1u << (W)) - 1u), C_reg_1);
_mm512_storeu_ps(&C.data[0], C_full_0);
_mm512_storeu_ps(&C.data[C.strides[0]], C_full_1);
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
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[16]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_loadu_ps(&C.data[C.strides[0] + 16]); __asm__("" : "+v"(C_reg_3));
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 128; for (int exo_o = 0; exo_o < 128; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  __m512 B_reg_0;
  __m512 B_reg_1;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_3);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_2);
_mm512_storeu_ps(&C.data[C.strides[0] + 16], C_reg_3);
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
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[16]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_loadu_ps(&C.data[C.strides[0] + 16]); __asm__("" : "+v"(C_reg_3));
for (int_fast32_t k = 0; k < K; k++) {
  __m512 B_reg_0;
  __m512 B_reg_1;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_3);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_2);
_mm512_storeu_ps(&C.data[C.strides[0] + 16], C_reg_3);
}

// EXOGEMM_SMALL_PREFIX_small_2x48(
//     K : size,
//     A : [f32][2, K] @DRAM,
//     B : [f32][K, 48] @DRAM,
//     C : [f32][2, 48] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_2x48( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[16]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[32]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm512_loadu_ps(&C.data[C.strides[0] + 16]); __asm__("" : "+v"(C_reg_4));
C_reg_5 = _mm512_loadu_ps(&C.data[C.strides[0] + 32]); __asm__("" : "+v"(C_reg_5));
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 192; for (int exo_o = 0; exo_o < 192; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  __m512 B_reg_0;
  __m512 B_reg_1;
  __m512 B_reg_2;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  B_reg_2 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 32]); __asm__("" : "+v"(B_reg_2));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_2, C_reg_5);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[32], C_reg_2);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_3);
_mm512_storeu_ps(&C.data[C.strides[0] + 16], C_reg_4);
_mm512_storeu_ps(&C.data[C.strides[0] + 32], C_reg_5);
}

// EXOGEMM_SMALL_PREFIX_small_2x48_resident(
//     K : size,
//     A : [f32][2, K] @DRAM,
//     B : [f32][K, 48] @DRAM,
//     C : [f32][2, 48] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_2x48_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[16]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[32]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm512_loadu_ps(&C.data[C.strides[0] + 16]); __asm__("" : "+v"(C_reg_4));
C_reg_5 = _mm512_loadu_ps(&C.data[C.strides[0] + 32]); __asm__("" : "+v"(C_reg_5));
for (int_fast32_t k = 0; k < K; k++) {
  __m512 B_reg_0;
  __m512 B_reg_1;
  __m512 B_reg_2;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  B_reg_2 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 32]); __asm__("" : "+v"(B_reg_2));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_2, C_reg_5);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[32], C_reg_2);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_3);
_mm512_storeu_ps(&C.data[C.strides[0] + 16], C_reg_4);
_mm512_storeu_ps(&C.data[C.strides[0] + 32], C_reg_5);
}

// EXOGEMM_SMALL_PREFIX_small_2x64(
//     K : size,
//     A : [f32][2, K] @DRAM,
//     B : [f32][K, 64] @DRAM,
//     C : [f32][2, 64] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_2x64( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[16]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[32]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_loadu_ps(&C.data[48]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm512_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_4));
C_reg_5 = _mm512_loadu_ps(&C.data[C.strides[0] + 16]); __asm__("" : "+v"(C_reg_5));
C_reg_6 = _mm512_loadu_ps(&C.data[C.strides[0] + 32]); __asm__("" : "+v"(C_reg_6));
C_reg_7 = _mm512_loadu_ps(&C.data[C.strides[0] + 48]); __asm__("" : "+v"(C_reg_7));
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 256; for (int exo_o = 0; exo_o < 256; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  __m512 B_reg_0;
  __m512 B_reg_1;
  __m512 B_reg_2;
  __m512 B_reg_3;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  B_reg_2 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 32]); __asm__("" : "+v"(B_reg_2));
  B_reg_3 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 48]); __asm__("" : "+v"(B_reg_3));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_3, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_2, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_3, C_reg_7);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[32], C_reg_2);
_mm512_storeu_ps(&C.data[48], C_reg_3);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_4);
_mm512_storeu_ps(&C.data[C.strides[0] + 16], C_reg_5);
_mm512_storeu_ps(&C.data[C.strides[0] + 32], C_reg_6);
_mm512_storeu_ps(&C.data[C.strides[0] + 48], C_reg_7);
}

// EXOGEMM_SMALL_PREFIX_small_2x64_resident(
//     K : size,
//     A : [f32][2, K] @DRAM,
//     B : [f32][K, 64] @DRAM,
//     C : [f32][2, 64] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_2x64_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[16]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[32]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_loadu_ps(&C.data[48]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm512_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_4));
C_reg_5 = _mm512_loadu_ps(&C.data[C.strides[0] + 16]); __asm__("" : "+v"(C_reg_5));
C_reg_6 = _mm512_loadu_ps(&C.data[C.strides[0] + 32]); __asm__("" : "+v"(C_reg_6));
C_reg_7 = _mm512_loadu_ps(&C.data[C.strides[0] + 48]); __asm__("" : "+v"(C_reg_7));
for (int_fast32_t k = 0; k < K; k++) {
  __m512 B_reg_0;
  __m512 B_reg_1;
  __m512 B_reg_2;
  __m512 B_reg_3;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  B_reg_2 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 32]); __asm__("" : "+v"(B_reg_2));
  B_reg_3 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 48]); __asm__("" : "+v"(B_reg_3));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_3, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_2, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_3, C_reg_7);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[32], C_reg_2);
_mm512_storeu_ps(&C.data[48], C_reg_3);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_4);
_mm512_storeu_ps(&C.data[C.strides[0] + 16], C_reg_5);
_mm512_storeu_ps(&C.data[C.strides[0] + 32], C_reg_6);
_mm512_storeu_ps(&C.data[C.strides[0] + 48], C_reg_7);
}

// EXOGEMM_SMALL_PREFIX_small_2x80(
//     K : size,
//     A : [f32][2, K] @DRAM,
//     B : [f32][K, 80] @DRAM,
//     C : [f32][2, 80] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_2x80( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
__m512 C_reg_8;
__m512 C_reg_9;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[16]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[32]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_loadu_ps(&C.data[48]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm512_loadu_ps(&C.data[64]); __asm__("" : "+v"(C_reg_4));
C_reg_5 = _mm512_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_5));
C_reg_6 = _mm512_loadu_ps(&C.data[C.strides[0] + 16]); __asm__("" : "+v"(C_reg_6));
C_reg_7 = _mm512_loadu_ps(&C.data[C.strides[0] + 32]); __asm__("" : "+v"(C_reg_7));
C_reg_8 = _mm512_loadu_ps(&C.data[C.strides[0] + 48]); __asm__("" : "+v"(C_reg_8));
C_reg_9 = _mm512_loadu_ps(&C.data[C.strides[0] + 64]); __asm__("" : "+v"(C_reg_9));
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 320; for (int exo_o = 0; exo_o < 320; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  __m512 B_reg_0;
  __m512 B_reg_1;
  __m512 B_reg_2;
  __m512 B_reg_3;
  __m512 B_reg_4;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  B_reg_2 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 32]); __asm__("" : "+v"(B_reg_2));
  B_reg_3 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 48]); __asm__("" : "+v"(B_reg_3));
  B_reg_4 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 64]); __asm__("" : "+v"(B_reg_4));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_3, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_4, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_2, C_reg_7);
  C_reg_8 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_3, C_reg_8);
  C_reg_9 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_4, C_reg_9);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[32], C_reg_2);
_mm512_storeu_ps(&C.data[48], C_reg_3);
_mm512_storeu_ps(&C.data[64], C_reg_4);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_5);
_mm512_storeu_ps(&C.data[C.strides[0] + 16], C_reg_6);
_mm512_storeu_ps(&C.data[C.strides[0] + 32], C_reg_7);
_mm512_storeu_ps(&C.data[C.strides[0] + 48], C_reg_8);
_mm512_storeu_ps(&C.data[C.strides[0] + 64], C_reg_9);
}

// EXOGEMM_SMALL_PREFIX_small_2x80_resident(
//     K : size,
//     A : [f32][2, K] @DRAM,
//     B : [f32][K, 80] @DRAM,
//     C : [f32][2, 80] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_2x80_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
__m512 C_reg_8;
__m512 C_reg_9;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[16]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[32]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_loadu_ps(&C.data[48]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm512_loadu_ps(&C.data[64]); __asm__("" : "+v"(C_reg_4));
C_reg_5 = _mm512_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_5));
C_reg_6 = _mm512_loadu_ps(&C.data[C.strides[0] + 16]); __asm__("" : "+v"(C_reg_6));
C_reg_7 = _mm512_loadu_ps(&C.data[C.strides[0] + 32]); __asm__("" : "+v"(C_reg_7));
C_reg_8 = _mm512_loadu_ps(&C.data[C.strides[0] + 48]); __asm__("" : "+v"(C_reg_8));
C_reg_9 = _mm512_loadu_ps(&C.data[C.strides[0] + 64]); __asm__("" : "+v"(C_reg_9));
for (int_fast32_t k = 0; k < K; k++) {
  __m512 B_reg_0;
  __m512 B_reg_1;
  __m512 B_reg_2;
  __m512 B_reg_3;
  __m512 B_reg_4;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  B_reg_2 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 32]); __asm__("" : "+v"(B_reg_2));
  B_reg_3 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 48]); __asm__("" : "+v"(B_reg_3));
  B_reg_4 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 64]); __asm__("" : "+v"(B_reg_4));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_3, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_4, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_2, C_reg_7);
  C_reg_8 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_3, C_reg_8);
  C_reg_9 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_4, C_reg_9);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[32], C_reg_2);
_mm512_storeu_ps(&C.data[48], C_reg_3);
_mm512_storeu_ps(&C.data[64], C_reg_4);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_5);
_mm512_storeu_ps(&C.data[C.strides[0] + 16], C_reg_6);
_mm512_storeu_ps(&C.data[C.strides[0] + 32], C_reg_7);
_mm512_storeu_ps(&C.data[C.strides[0] + 48], C_reg_8);
_mm512_storeu_ps(&C.data[C.strides[0] + 64], C_reg_9);
}

// EXOGEMM_SMALL_PREFIX_small_2x96(
//     K : size,
//     A : [f32][2, K] @DRAM,
//     B : [f32][K, 96] @DRAM,
//     C : [f32][2, 96] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_2x96( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
__m512 C_reg_8;
__m512 C_reg_9;
__m512 C_reg_10;
__m512 C_reg_11;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[16]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[32]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_loadu_ps(&C.data[48]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm512_loadu_ps(&C.data[64]); __asm__("" : "+v"(C_reg_4));
C_reg_5 = _mm512_loadu_ps(&C.data[80]); __asm__("" : "+v"(C_reg_5));
C_reg_6 = _mm512_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_6));
C_reg_7 = _mm512_loadu_ps(&C.data[C.strides[0] + 16]); __asm__("" : "+v"(C_reg_7));
C_reg_8 = _mm512_loadu_ps(&C.data[C.strides[0] + 32]); __asm__("" : "+v"(C_reg_8));
C_reg_9 = _mm512_loadu_ps(&C.data[C.strides[0] + 48]); __asm__("" : "+v"(C_reg_9));
C_reg_10 = _mm512_loadu_ps(&C.data[C.strides[0] + 64]); __asm__("" : "+v"(C_reg_10));
C_reg_11 = _mm512_loadu_ps(&C.data[C.strides[0] + 80]); __asm__("" : "+v"(C_reg_11));
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 384; for (int exo_o = 0; exo_o < 384; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  __m512 B_reg_0;
  __m512 B_reg_1;
  __m512 B_reg_2;
  __m512 B_reg_3;
  __m512 B_reg_4;
  __m512 B_reg_5;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  B_reg_2 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 32]); __asm__("" : "+v"(B_reg_2));
  B_reg_3 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 48]); __asm__("" : "+v"(B_reg_3));
  B_reg_4 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 64]); __asm__("" : "+v"(B_reg_4));
  B_reg_5 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 80]); __asm__("" : "+v"(B_reg_5));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_3, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_4, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_5, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_7);
  C_reg_8 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_2, C_reg_8);
  C_reg_9 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_3, C_reg_9);
  C_reg_10 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_4, C_reg_10);
  C_reg_11 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_5, C_reg_11);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[32], C_reg_2);
_mm512_storeu_ps(&C.data[48], C_reg_3);
_mm512_storeu_ps(&C.data[64], C_reg_4);
_mm512_storeu_ps(&C.data[80], C_reg_5);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_6);
_mm512_storeu_ps(&C.data[C.strides[0] + 16], C_reg_7);
_mm512_storeu_ps(&C.data[C.strides[0] + 32], C_reg_8);
_mm512_storeu_ps(&C.data[C.strides[0] + 48], C_reg_9);
_mm512_storeu_ps(&C.data[C.strides[0] + 64], C_reg_10);
_mm512_storeu_ps(&C.data[C.strides[0] + 80], C_reg_11);
}

// EXOGEMM_SMALL_PREFIX_small_2x96_resident(
//     K : size,
//     A : [f32][2, K] @DRAM,
//     B : [f32][K, 96] @DRAM,
//     C : [f32][2, 96] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_2x96_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
__m512 C_reg_8;
__m512 C_reg_9;
__m512 C_reg_10;
__m512 C_reg_11;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[16]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[32]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_loadu_ps(&C.data[48]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm512_loadu_ps(&C.data[64]); __asm__("" : "+v"(C_reg_4));
C_reg_5 = _mm512_loadu_ps(&C.data[80]); __asm__("" : "+v"(C_reg_5));
C_reg_6 = _mm512_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_6));
C_reg_7 = _mm512_loadu_ps(&C.data[C.strides[0] + 16]); __asm__("" : "+v"(C_reg_7));
C_reg_8 = _mm512_loadu_ps(&C.data[C.strides[0] + 32]); __asm__("" : "+v"(C_reg_8));
C_reg_9 = _mm512_loadu_ps(&C.data[C.strides[0] + 48]); __asm__("" : "+v"(C_reg_9));
C_reg_10 = _mm512_loadu_ps(&C.data[C.strides[0] + 64]); __asm__("" : "+v"(C_reg_10));
C_reg_11 = _mm512_loadu_ps(&C.data[C.strides[0] + 80]); __asm__("" : "+v"(C_reg_11));
for (int_fast32_t k = 0; k < K; k++) {
  __m512 B_reg_0;
  __m512 B_reg_1;
  __m512 B_reg_2;
  __m512 B_reg_3;
  __m512 B_reg_4;
  __m512 B_reg_5;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  B_reg_2 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 32]); __asm__("" : "+v"(B_reg_2));
  B_reg_3 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 48]); __asm__("" : "+v"(B_reg_3));
  B_reg_4 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 64]); __asm__("" : "+v"(B_reg_4));
  B_reg_5 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 80]); __asm__("" : "+v"(B_reg_5));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_3, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_4, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_5, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_7);
  C_reg_8 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_2, C_reg_8);
  C_reg_9 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_3, C_reg_9);
  C_reg_10 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_4, C_reg_10);
  C_reg_11 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_5, C_reg_11);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[32], C_reg_2);
_mm512_storeu_ps(&C.data[48], C_reg_3);
_mm512_storeu_ps(&C.data[64], C_reg_4);
_mm512_storeu_ps(&C.data[80], C_reg_5);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_6);
_mm512_storeu_ps(&C.data[C.strides[0] + 16], C_reg_7);
_mm512_storeu_ps(&C.data[C.strides[0] + 32], C_reg_8);
_mm512_storeu_ps(&C.data[C.strides[0] + 48], C_reg_9);
_mm512_storeu_ps(&C.data[C.strides[0] + 64], C_reg_10);
_mm512_storeu_ps(&C.data[C.strides[0] + 80], C_reg_11);
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
EXO_ASSUME(W <= 16);
__m512 C_reg_0;
__m512 C_reg_1;
C_reg_0 = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (W)) - 1u), &C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (W)) - 1u), &C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_1));
for (int_fast32_t k = 0; k < K; k++) {
  __m512 B_reg;
  B_reg = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (W)) - 1u), &B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg));
  C_reg_0 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg, C_reg_0, _cvtu32_mask16((1u << (W)) - 1u));
  C_reg_1 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg, C_reg_1, _cvtu32_mask16((1u << (W)) - 1u));
}
_mm512_mask_storeu_ps(&C.data[0], _cvtu32_mask16((1u << (W)) - 1u), C_reg_0);
_mm512_mask_storeu_ps(&C.data[C.strides[0]], _cvtu32_mask16((1u << (W)) - 1u), C_reg_1);
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
EXO_ASSUME(W <= 16);
__m512 C_reg_0;
__m512 C_reg_1;
C_reg_0 = _mm512_set1_ps(0.0f);
C_reg_1 = _mm512_set1_ps(0.0f);
for (int_fast32_t k = 0; k < K; k++) {
  __m512 B_reg;
  B_reg = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (W)) - 1u), &B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg));
  C_reg_0 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg, C_reg_0, _cvtu32_mask16((1u << (W)) - 1u));
  C_reg_1 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg, C_reg_1, _cvtu32_mask16((1u << (W)) - 1u));
}
_mm512_mask_storeu_ps(&C.data[0], _cvtu32_mask16((1u << (W)) - 1u), C_reg_0);
_mm512_mask_storeu_ps(&C.data[C.strides[0]], _cvtu32_mask16((1u << (W)) - 1u), C_reg_1);
}

// EXOGEMM_SMALL_PREFIX_small_2xw_l4(
//     K : size,
//     W : size,
//     A : [f32][2, K] @DRAM,
//     B : [f32][K, W] @DRAM,
//     C : [f32][2, W] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_2xw_l4( void *ctxt, int_fast32_t K, int_fast32_t W, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
EXO_ASSUME(W <= 4);
__m128 C_reg_0;
__m128 C_reg_1;
C_reg_0 = _mm_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_1));
for (int_fast32_t k = 0; k < K; k++) {
  __m128 B_reg;
  B_reg = _mm_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg));
  C_reg_0 = _mm_mask3_fmadd_ps(_mm_set1_ps(A.data[k]), B_reg, C_reg_0, (__mmask8)((1u << (W)) - 1u));
  C_reg_1 = _mm_mask3_fmadd_ps(_mm_set1_ps(A.data[A.strides[0] + k]), B_reg, C_reg_1, (__mmask8)((1u << (W)) - 1u));
}
_mm_mask_storeu_ps(&C.data[0], (__mmask8)((1u << (W)) - 1u), C_reg_0);
_mm_mask_storeu_ps(&C.data[C.strides[0]], (__mmask8)((1u << (W)) - 1u), C_reg_1);
}

// EXOGEMM_SMALL_PREFIX_small_2xw_l4_beta0(
//     K : size,
//     W : size,
//     A : [f32][2, K] @DRAM,
//     B : [f32][K, W] @DRAM,
//     C : [f32][2, W] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_2xw_l4_beta0( void *ctxt, int_fast32_t K, int_fast32_t W, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
EXO_ASSUME(W <= 4);
__m128 C_reg_0;
__m128 C_reg_1;
C_reg_0 = _mm_set1_ps(0.0f);
C_reg_1 = _mm_set1_ps(0.0f);
for (int_fast32_t k = 0; k < K; k++) {
  __m128 B_reg;
  B_reg = _mm_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg));
  C_reg_0 = _mm_mask3_fmadd_ps(_mm_set1_ps(A.data[k]), B_reg, C_reg_0, (__mmask8)((1u << (W)) - 1u));
  C_reg_1 = _mm_mask3_fmadd_ps(_mm_set1_ps(A.data[A.strides[0] + k]), B_reg, C_reg_1, (__mmask8)((1u << (W)) - 1u));
}
_mm_mask_storeu_ps(&C.data[0], (__mmask8)((1u << (W)) - 1u), C_reg_0);
_mm_mask_storeu_ps(&C.data[C.strides[0]], (__mmask8)((1u << (W)) - 1u), C_reg_1);
}

// EXOGEMM_SMALL_PREFIX_small_2xw_l8(
//     K : size,
//     W : size,
//     A : [f32][2, K] @DRAM,
//     B : [f32][K, W] @DRAM,
//     C : [f32][2, W] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_2xw_l8( void *ctxt, int_fast32_t K, int_fast32_t W, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
EXO_ASSUME(W <= 8);
__m256 C_reg_0;
__m256 C_reg_1;
C_reg_0 = _mm256_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm256_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_1));
for (int_fast32_t k = 0; k < K; k++) {
  __m256 B_reg;
  B_reg = _mm256_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg));
  C_reg_0 = _mm256_mask3_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg, C_reg_0, (__mmask8)((1u << (W)) - 1u));
  C_reg_1 = _mm256_mask3_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg, C_reg_1, (__mmask8)((1u << (W)) - 1u));
}
_mm256_mask_storeu_ps(&C.data[0], (__mmask8)((1u << (W)) - 1u), C_reg_0);
_mm256_mask_storeu_ps(&C.data[C.strides[0]], (__mmask8)((1u << (W)) - 1u), C_reg_1);
}

// EXOGEMM_SMALL_PREFIX_small_2xw_l8_beta0(
//     K : size,
//     W : size,
//     A : [f32][2, K] @DRAM,
//     B : [f32][K, W] @DRAM,
//     C : [f32][2, W] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_2xw_l8_beta0( void *ctxt, int_fast32_t K, int_fast32_t W, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
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
  B_reg = _mm256_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg));
  C_reg_0 = _mm256_mask3_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg, C_reg_0, (__mmask8)((1u << (W)) - 1u));
  C_reg_1 = _mm256_mask3_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg, C_reg_1, (__mmask8)((1u << (W)) - 1u));
}
_mm256_mask_storeu_ps(&C.data[0], (__mmask8)((1u << (W)) - 1u), C_reg_0);
_mm256_mask_storeu_ps(&C.data[C.strides[0]], (__mmask8)((1u << (W)) - 1u), C_reg_1);
}

// EXOGEMM_SMALL_PREFIX_small_3x112(
//     K : size,
//     A : [f32][3, K] @DRAM,
//     B : [f32][K, 112] @DRAM,
//     C : [f32][3, 112] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_3x112( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
__m512 C_reg_8;
__m512 C_reg_9;
__m512 C_reg_10;
__m512 C_reg_11;
__m512 C_reg_12;
__m512 C_reg_13;
__m512 C_reg_14;
__m512 C_reg_15;
__m512 C_reg_16;
__m512 C_reg_17;
__m512 C_reg_18;
__m512 C_reg_19;
__m512 C_reg_20;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[16]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[32]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_loadu_ps(&C.data[48]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm512_loadu_ps(&C.data[64]); __asm__("" : "+v"(C_reg_4));
C_reg_5 = _mm512_loadu_ps(&C.data[80]); __asm__("" : "+v"(C_reg_5));
C_reg_6 = _mm512_loadu_ps(&C.data[96]); __asm__("" : "+v"(C_reg_6));
C_reg_7 = _mm512_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_7));
C_reg_8 = _mm512_loadu_ps(&C.data[C.strides[0] + 16]); __asm__("" : "+v"(C_reg_8));
C_reg_9 = _mm512_loadu_ps(&C.data[C.strides[0] + 32]); __asm__("" : "+v"(C_reg_9));
C_reg_10 = _mm512_loadu_ps(&C.data[C.strides[0] + 48]); __asm__("" : "+v"(C_reg_10));
C_reg_11 = _mm512_loadu_ps(&C.data[C.strides[0] + 64]); __asm__("" : "+v"(C_reg_11));
C_reg_12 = _mm512_loadu_ps(&C.data[C.strides[0] + 80]); __asm__("" : "+v"(C_reg_12));
C_reg_13 = _mm512_loadu_ps(&C.data[C.strides[0] + 96]); __asm__("" : "+v"(C_reg_13));
C_reg_14 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0])]); __asm__("" : "+v"(C_reg_14));
C_reg_15 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_15));
C_reg_16 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 32]); __asm__("" : "+v"(C_reg_16));
C_reg_17 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 48]); __asm__("" : "+v"(C_reg_17));
C_reg_18 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 64]); __asm__("" : "+v"(C_reg_18));
C_reg_19 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 80]); __asm__("" : "+v"(C_reg_19));
C_reg_20 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 96]); __asm__("" : "+v"(C_reg_20));
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 448; for (int exo_o = 0; exo_o < 448; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  __m512 B_reg_0;
  __m512 B_reg_1;
  __m512 B_reg_2;
  __m512 B_reg_3;
  __m512 B_reg_4;
  __m512 B_reg_5;
  __m512 B_reg_6;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  B_reg_2 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 32]); __asm__("" : "+v"(B_reg_2));
  B_reg_3 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 48]); __asm__("" : "+v"(B_reg_3));
  B_reg_4 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 64]); __asm__("" : "+v"(B_reg_4));
  B_reg_5 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 80]); __asm__("" : "+v"(B_reg_5));
  B_reg_6 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 96]); __asm__("" : "+v"(B_reg_6));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_3, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_4, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_5, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_6, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_7);
  C_reg_8 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_8);
  C_reg_9 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_2, C_reg_9);
  C_reg_10 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_3, C_reg_10);
  C_reg_11 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_4, C_reg_11);
  C_reg_12 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_5, C_reg_12);
  C_reg_13 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_6, C_reg_13);
  C_reg_14 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_14);
  C_reg_15 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_1, C_reg_15);
  C_reg_16 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_2, C_reg_16);
  C_reg_17 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_3, C_reg_17);
  C_reg_18 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_4, C_reg_18);
  C_reg_19 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_5, C_reg_19);
  C_reg_20 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_6, C_reg_20);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[32], C_reg_2);
_mm512_storeu_ps(&C.data[48], C_reg_3);
_mm512_storeu_ps(&C.data[64], C_reg_4);
_mm512_storeu_ps(&C.data[80], C_reg_5);
_mm512_storeu_ps(&C.data[96], C_reg_6);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_7);
_mm512_storeu_ps(&C.data[C.strides[0] + 16], C_reg_8);
_mm512_storeu_ps(&C.data[C.strides[0] + 32], C_reg_9);
_mm512_storeu_ps(&C.data[C.strides[0] + 48], C_reg_10);
_mm512_storeu_ps(&C.data[C.strides[0] + 64], C_reg_11);
_mm512_storeu_ps(&C.data[C.strides[0] + 80], C_reg_12);
_mm512_storeu_ps(&C.data[C.strides[0] + 96], C_reg_13);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_14);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 16], C_reg_15);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 32], C_reg_16);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 48], C_reg_17);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 64], C_reg_18);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 80], C_reg_19);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 96], C_reg_20);
}

// EXOGEMM_SMALL_PREFIX_small_3x112_beta0(
//     K : size,
//     A : [f32][3, K] @DRAM,
//     B : [f32][K, 112] @DRAM,
//     C : [f32][3, 112] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_3x112_beta0( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
__m512 C_reg_8;
__m512 C_reg_9;
__m512 C_reg_10;
__m512 C_reg_11;
__m512 C_reg_12;
__m512 C_reg_13;
__m512 C_reg_14;
__m512 C_reg_15;
__m512 C_reg_16;
__m512 C_reg_17;
__m512 C_reg_18;
__m512 C_reg_19;
__m512 C_reg_20;
C_reg_0 = _mm512_set1_ps(0.0f);
C_reg_1 = _mm512_set1_ps(0.0f);
C_reg_2 = _mm512_set1_ps(0.0f);
C_reg_3 = _mm512_set1_ps(0.0f);
C_reg_4 = _mm512_set1_ps(0.0f);
C_reg_5 = _mm512_set1_ps(0.0f);
C_reg_6 = _mm512_set1_ps(0.0f);
C_reg_7 = _mm512_set1_ps(0.0f);
C_reg_8 = _mm512_set1_ps(0.0f);
C_reg_9 = _mm512_set1_ps(0.0f);
C_reg_10 = _mm512_set1_ps(0.0f);
C_reg_11 = _mm512_set1_ps(0.0f);
C_reg_12 = _mm512_set1_ps(0.0f);
C_reg_13 = _mm512_set1_ps(0.0f);
C_reg_14 = _mm512_set1_ps(0.0f);
C_reg_15 = _mm512_set1_ps(0.0f);
C_reg_16 = _mm512_set1_ps(0.0f);
C_reg_17 = _mm512_set1_ps(0.0f);
C_reg_18 = _mm512_set1_ps(0.0f);
C_reg_19 = _mm512_set1_ps(0.0f);
C_reg_20 = _mm512_set1_ps(0.0f);
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 448; for (int exo_o = 0; exo_o < 448; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  __m512 B_reg_0;
  __m512 B_reg_1;
  __m512 B_reg_2;
  __m512 B_reg_3;
  __m512 B_reg_4;
  __m512 B_reg_5;
  __m512 B_reg_6;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  B_reg_2 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 32]); __asm__("" : "+v"(B_reg_2));
  B_reg_3 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 48]); __asm__("" : "+v"(B_reg_3));
  B_reg_4 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 64]); __asm__("" : "+v"(B_reg_4));
  B_reg_5 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 80]); __asm__("" : "+v"(B_reg_5));
  B_reg_6 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 96]); __asm__("" : "+v"(B_reg_6));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_3, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_4, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_5, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_6, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_7);
  C_reg_8 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_8);
  C_reg_9 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_2, C_reg_9);
  C_reg_10 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_3, C_reg_10);
  C_reg_11 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_4, C_reg_11);
  C_reg_12 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_5, C_reg_12);
  C_reg_13 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_6, C_reg_13);
  C_reg_14 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_14);
  C_reg_15 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_1, C_reg_15);
  C_reg_16 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_2, C_reg_16);
  C_reg_17 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_3, C_reg_17);
  C_reg_18 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_4, C_reg_18);
  C_reg_19 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_5, C_reg_19);
  C_reg_20 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_6, C_reg_20);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[32], C_reg_2);
_mm512_storeu_ps(&C.data[48], C_reg_3);
_mm512_storeu_ps(&C.data[64], C_reg_4);
_mm512_storeu_ps(&C.data[80], C_reg_5);
_mm512_storeu_ps(&C.data[96], C_reg_6);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_7);
_mm512_storeu_ps(&C.data[C.strides[0] + 16], C_reg_8);
_mm512_storeu_ps(&C.data[C.strides[0] + 32], C_reg_9);
_mm512_storeu_ps(&C.data[C.strides[0] + 48], C_reg_10);
_mm512_storeu_ps(&C.data[C.strides[0] + 64], C_reg_11);
_mm512_storeu_ps(&C.data[C.strides[0] + 80], C_reg_12);
_mm512_storeu_ps(&C.data[C.strides[0] + 96], C_reg_13);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_14);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 16], C_reg_15);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 32], C_reg_16);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 48], C_reg_17);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 64], C_reg_18);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 80], C_reg_19);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 96], C_reg_20);
}

// EXOGEMM_SMALL_PREFIX_small_3x112_resident(
//     K : size,
//     A : [f32][3, K] @DRAM,
//     B : [f32][K, 112] @DRAM,
//     C : [f32][3, 112] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_3x112_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
__m512 C_reg_8;
__m512 C_reg_9;
__m512 C_reg_10;
__m512 C_reg_11;
__m512 C_reg_12;
__m512 C_reg_13;
__m512 C_reg_14;
__m512 C_reg_15;
__m512 C_reg_16;
__m512 C_reg_17;
__m512 C_reg_18;
__m512 C_reg_19;
__m512 C_reg_20;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[16]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[32]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_loadu_ps(&C.data[48]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm512_loadu_ps(&C.data[64]); __asm__("" : "+v"(C_reg_4));
C_reg_5 = _mm512_loadu_ps(&C.data[80]); __asm__("" : "+v"(C_reg_5));
C_reg_6 = _mm512_loadu_ps(&C.data[96]); __asm__("" : "+v"(C_reg_6));
C_reg_7 = _mm512_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_7));
C_reg_8 = _mm512_loadu_ps(&C.data[C.strides[0] + 16]); __asm__("" : "+v"(C_reg_8));
C_reg_9 = _mm512_loadu_ps(&C.data[C.strides[0] + 32]); __asm__("" : "+v"(C_reg_9));
C_reg_10 = _mm512_loadu_ps(&C.data[C.strides[0] + 48]); __asm__("" : "+v"(C_reg_10));
C_reg_11 = _mm512_loadu_ps(&C.data[C.strides[0] + 64]); __asm__("" : "+v"(C_reg_11));
C_reg_12 = _mm512_loadu_ps(&C.data[C.strides[0] + 80]); __asm__("" : "+v"(C_reg_12));
C_reg_13 = _mm512_loadu_ps(&C.data[C.strides[0] + 96]); __asm__("" : "+v"(C_reg_13));
C_reg_14 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0])]); __asm__("" : "+v"(C_reg_14));
C_reg_15 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_15));
C_reg_16 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 32]); __asm__("" : "+v"(C_reg_16));
C_reg_17 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 48]); __asm__("" : "+v"(C_reg_17));
C_reg_18 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 64]); __asm__("" : "+v"(C_reg_18));
C_reg_19 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 80]); __asm__("" : "+v"(C_reg_19));
C_reg_20 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 96]); __asm__("" : "+v"(C_reg_20));
for (int_fast32_t k = 0; k < K; k++) {
  __m512 B_reg_0;
  __m512 B_reg_1;
  __m512 B_reg_2;
  __m512 B_reg_3;
  __m512 B_reg_4;
  __m512 B_reg_5;
  __m512 B_reg_6;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  B_reg_2 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 32]); __asm__("" : "+v"(B_reg_2));
  B_reg_3 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 48]); __asm__("" : "+v"(B_reg_3));
  B_reg_4 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 64]); __asm__("" : "+v"(B_reg_4));
  B_reg_5 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 80]); __asm__("" : "+v"(B_reg_5));
  B_reg_6 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 96]); __asm__("" : "+v"(B_reg_6));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_3, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_4, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_5, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_6, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_7);
  C_reg_8 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_8);
  C_reg_9 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_2, C_reg_9);
  C_reg_10 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_3, C_reg_10);
  C_reg_11 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_4, C_reg_11);
  C_reg_12 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_5, C_reg_12);
  C_reg_13 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_6, C_reg_13);
  C_reg_14 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_14);
  C_reg_15 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_1, C_reg_15);
  C_reg_16 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_2, C_reg_16);
  C_reg_17 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_3, C_reg_17);
  C_reg_18 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_4, C_reg_18);
  C_reg_19 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_5, C_reg_19);
  C_reg_20 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_6, C_reg_20);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[32], C_reg_2);
_mm512_storeu_ps(&C.data[48], C_reg_3);
_mm512_storeu_ps(&C.data[64], C_reg_4);
_mm512_storeu_ps(&C.data[80], C_reg_5);
_mm512_storeu_ps(&C.data[96], C_reg_6);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_7);
_mm512_storeu_ps(&C.data[C.strides[0] + 16], C_reg_8);
_mm512_storeu_ps(&C.data[C.strides[0] + 32], C_reg_9);
_mm512_storeu_ps(&C.data[C.strides[0] + 48], C_reg_10);
_mm512_storeu_ps(&C.data[C.strides[0] + 64], C_reg_11);
_mm512_storeu_ps(&C.data[C.strides[0] + 80], C_reg_12);
_mm512_storeu_ps(&C.data[C.strides[0] + 96], C_reg_13);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_14);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 16], C_reg_15);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 32], C_reg_16);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 48], C_reg_17);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 64], C_reg_18);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 80], C_reg_19);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 96], C_reg_20);
}

// EXOGEMM_SMALL_PREFIX_small_3x112_resident_beta0(
//     K : size,
//     A : [f32][3, K] @DRAM,
//     B : [f32][K, 112] @DRAM,
//     C : [f32][3, 112] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_3x112_resident_beta0( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
__m512 C_reg_8;
__m512 C_reg_9;
__m512 C_reg_10;
__m512 C_reg_11;
__m512 C_reg_12;
__m512 C_reg_13;
__m512 C_reg_14;
__m512 C_reg_15;
__m512 C_reg_16;
__m512 C_reg_17;
__m512 C_reg_18;
__m512 C_reg_19;
__m512 C_reg_20;
C_reg_0 = _mm512_set1_ps(0.0f);
C_reg_1 = _mm512_set1_ps(0.0f);
C_reg_2 = _mm512_set1_ps(0.0f);
C_reg_3 = _mm512_set1_ps(0.0f);
C_reg_4 = _mm512_set1_ps(0.0f);
C_reg_5 = _mm512_set1_ps(0.0f);
C_reg_6 = _mm512_set1_ps(0.0f);
C_reg_7 = _mm512_set1_ps(0.0f);
C_reg_8 = _mm512_set1_ps(0.0f);
C_reg_9 = _mm512_set1_ps(0.0f);
C_reg_10 = _mm512_set1_ps(0.0f);
C_reg_11 = _mm512_set1_ps(0.0f);
C_reg_12 = _mm512_set1_ps(0.0f);
C_reg_13 = _mm512_set1_ps(0.0f);
C_reg_14 = _mm512_set1_ps(0.0f);
C_reg_15 = _mm512_set1_ps(0.0f);
C_reg_16 = _mm512_set1_ps(0.0f);
C_reg_17 = _mm512_set1_ps(0.0f);
C_reg_18 = _mm512_set1_ps(0.0f);
C_reg_19 = _mm512_set1_ps(0.0f);
C_reg_20 = _mm512_set1_ps(0.0f);
for (int_fast32_t k = 0; k < K; k++) {
  __m512 B_reg_0;
  __m512 B_reg_1;
  __m512 B_reg_2;
  __m512 B_reg_3;
  __m512 B_reg_4;
  __m512 B_reg_5;
  __m512 B_reg_6;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  B_reg_2 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 32]); __asm__("" : "+v"(B_reg_2));
  B_reg_3 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 48]); __asm__("" : "+v"(B_reg_3));
  B_reg_4 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 64]); __asm__("" : "+v"(B_reg_4));
  B_reg_5 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 80]); __asm__("" : "+v"(B_reg_5));
  B_reg_6 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 96]); __asm__("" : "+v"(B_reg_6));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_3, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_4, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_5, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_6, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_7);
  C_reg_8 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_8);
  C_reg_9 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_2, C_reg_9);
  C_reg_10 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_3, C_reg_10);
  C_reg_11 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_4, C_reg_11);
  C_reg_12 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_5, C_reg_12);
  C_reg_13 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_6, C_reg_13);
  C_reg_14 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_14);
  C_reg_15 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_1, C_reg_15);
  C_reg_16 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_2, C_reg_16);
  C_reg_17 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_3, C_reg_17);
  C_reg_18 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_4, C_reg_18);
  C_reg_19 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_5, C_reg_19);
  C_reg_20 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_6, C_reg_20);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[32], C_reg_2);
_mm512_storeu_ps(&C.data[48], C_reg_3);
_mm512_storeu_ps(&C.data[64], C_reg_4);
_mm512_storeu_ps(&C.data[80], C_reg_5);
_mm512_storeu_ps(&C.data[96], C_reg_6);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_7);
_mm512_storeu_ps(&C.data[C.strides[0] + 16], C_reg_8);
_mm512_storeu_ps(&C.data[C.strides[0] + 32], C_reg_9);
_mm512_storeu_ps(&C.data[C.strides[0] + 48], C_reg_10);
_mm512_storeu_ps(&C.data[C.strides[0] + 64], C_reg_11);
_mm512_storeu_ps(&C.data[C.strides[0] + 80], C_reg_12);
_mm512_storeu_ps(&C.data[C.strides[0] + 96], C_reg_13);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_14);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 16], C_reg_15);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 32], C_reg_16);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 48], C_reg_17);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 64], C_reg_18);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 80], C_reg_19);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 96], C_reg_20);
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
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0])]); __asm__("" : "+v"(C_reg_2));
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 64; for (int exo_o = 0; exo_o < 64; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  __m512 B_reg_0;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_2);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_1);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_2);
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
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0])]); __asm__("" : "+v"(C_reg_2));
for (int_fast32_t k = 0; k < K; k++) {
  __m512 B_reg_0;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_2);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_1);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_2);
}

// EXOGEMM_SMALL_PREFIX_small_3x16pw(
//     K : size,
//     W : size,
//     A : [f32][3, K] @DRAM,
//     B : [f32][K, 16 + W] @DRAM,
//     C : [f32][3, 16 + W] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_3x16pw( void *ctxt, int_fast32_t K, int_fast32_t W, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
EXO_ASSUME(W <= 16);
__m512 C_full_0;
__m512 C_full_1;
__m512 C_full_2;
C_full_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_full_0));
C_full_1 = _mm512_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+v"(C_full_1));
C_full_2 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0])]); __asm__("" : "+v"(C_full_2));
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
C_reg_0 = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (W)) - 1u), &C.data[16]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (W)) - 1u), &C.data[C.strides[0] + 16]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (W)) - 1u), &C.data[(2) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_2));
for (int_fast32_t k = 0; k < K; k++) {
  __m512 B_full;
  B_full = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_full));
  __m512 B_reg;
  B_reg = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (W)) - 1u), &B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg));
  C_full_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_full, C_full_0);
  C_reg_0 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg, C_reg_0, _cvtu32_mask16((1u << (W)) - 1u));
  C_full_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_full, C_full_1);
  C_reg_1 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg, C_reg_1, _cvtu32_mask16((1u << (W)) - 1u));
  C_full_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_full, C_full_2);
  C_reg_2 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg, C_reg_2, _cvtu32_mask16((1u << (W)) - 1u));
}
_mm512_mask_storeu_ps(&C.data[16], _cvtu32_mask16((1u << (W)) - 1u), C_reg_0);
_mm512_mask_storeu_ps(&C.data[C.strides[0] + 16], _cvtu32_mask16((1u << (W)) - 1u), C_reg_1);
_mm512_mask_storeu_ps(&C.data[(2) * (C.strides[0]) + 16], _cvtu32_mask16((1u << (W)) - 1u), C_reg_2);
_mm512_storeu_ps(&C.data[0], C_full_0);
_mm512_storeu_ps(&C.data[C.strides[0]], C_full_1);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0])], C_full_2);
}

// EXOGEMM_SMALL_PREFIX_small_3x32(
//     K : size,
//     A : [f32][3, K] @DRAM,
//     B : [f32][K, 32] @DRAM,
//     C : [f32][3, 32] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_3x32( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[16]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_loadu_ps(&C.data[C.strides[0] + 16]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0])]); __asm__("" : "+v"(C_reg_4));
C_reg_5 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_5));
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 128; for (int exo_o = 0; exo_o < 128; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  __m512 B_reg_0;
  __m512 B_reg_1;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_1, C_reg_5);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_2);
_mm512_storeu_ps(&C.data[C.strides[0] + 16], C_reg_3);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_4);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 16], C_reg_5);
}

// EXOGEMM_SMALL_PREFIX_small_3x32_resident(
//     K : size,
//     A : [f32][3, K] @DRAM,
//     B : [f32][K, 32] @DRAM,
//     C : [f32][3, 32] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_3x32_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[16]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_loadu_ps(&C.data[C.strides[0] + 16]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0])]); __asm__("" : "+v"(C_reg_4));
C_reg_5 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_5));
for (int_fast32_t k = 0; k < K; k++) {
  __m512 B_reg_0;
  __m512 B_reg_1;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_1, C_reg_5);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_2);
_mm512_storeu_ps(&C.data[C.strides[0] + 16], C_reg_3);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_4);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 16], C_reg_5);
}

// EXOGEMM_SMALL_PREFIX_small_3x48(
//     K : size,
//     A : [f32][3, K] @DRAM,
//     B : [f32][K, 48] @DRAM,
//     C : [f32][3, 48] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_3x48( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
__m512 C_reg_8;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[16]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[32]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm512_loadu_ps(&C.data[C.strides[0] + 16]); __asm__("" : "+v"(C_reg_4));
C_reg_5 = _mm512_loadu_ps(&C.data[C.strides[0] + 32]); __asm__("" : "+v"(C_reg_5));
C_reg_6 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0])]); __asm__("" : "+v"(C_reg_6));
C_reg_7 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_7));
C_reg_8 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 32]); __asm__("" : "+v"(C_reg_8));
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 192; for (int exo_o = 0; exo_o < 192; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  __m512 B_reg_0;
  __m512 B_reg_1;
  __m512 B_reg_2;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  B_reg_2 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 32]); __asm__("" : "+v"(B_reg_2));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_2, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_1, C_reg_7);
  C_reg_8 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_2, C_reg_8);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[32], C_reg_2);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_3);
_mm512_storeu_ps(&C.data[C.strides[0] + 16], C_reg_4);
_mm512_storeu_ps(&C.data[C.strides[0] + 32], C_reg_5);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_6);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 16], C_reg_7);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 32], C_reg_8);
}

// EXOGEMM_SMALL_PREFIX_small_3x48_resident(
//     K : size,
//     A : [f32][3, K] @DRAM,
//     B : [f32][K, 48] @DRAM,
//     C : [f32][3, 48] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_3x48_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
__m512 C_reg_8;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[16]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[32]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm512_loadu_ps(&C.data[C.strides[0] + 16]); __asm__("" : "+v"(C_reg_4));
C_reg_5 = _mm512_loadu_ps(&C.data[C.strides[0] + 32]); __asm__("" : "+v"(C_reg_5));
C_reg_6 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0])]); __asm__("" : "+v"(C_reg_6));
C_reg_7 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_7));
C_reg_8 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 32]); __asm__("" : "+v"(C_reg_8));
for (int_fast32_t k = 0; k < K; k++) {
  __m512 B_reg_0;
  __m512 B_reg_1;
  __m512 B_reg_2;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  B_reg_2 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 32]); __asm__("" : "+v"(B_reg_2));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_2, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_1, C_reg_7);
  C_reg_8 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_2, C_reg_8);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[32], C_reg_2);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_3);
_mm512_storeu_ps(&C.data[C.strides[0] + 16], C_reg_4);
_mm512_storeu_ps(&C.data[C.strides[0] + 32], C_reg_5);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_6);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 16], C_reg_7);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 32], C_reg_8);
}

// EXOGEMM_SMALL_PREFIX_small_3x64(
//     K : size,
//     A : [f32][3, K] @DRAM,
//     B : [f32][K, 64] @DRAM,
//     C : [f32][3, 64] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_3x64( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
__m512 C_reg_8;
__m512 C_reg_9;
__m512 C_reg_10;
__m512 C_reg_11;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[16]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[32]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_loadu_ps(&C.data[48]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm512_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_4));
C_reg_5 = _mm512_loadu_ps(&C.data[C.strides[0] + 16]); __asm__("" : "+v"(C_reg_5));
C_reg_6 = _mm512_loadu_ps(&C.data[C.strides[0] + 32]); __asm__("" : "+v"(C_reg_6));
C_reg_7 = _mm512_loadu_ps(&C.data[C.strides[0] + 48]); __asm__("" : "+v"(C_reg_7));
C_reg_8 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0])]); __asm__("" : "+v"(C_reg_8));
C_reg_9 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_9));
C_reg_10 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 32]); __asm__("" : "+v"(C_reg_10));
C_reg_11 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 48]); __asm__("" : "+v"(C_reg_11));
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 256; for (int exo_o = 0; exo_o < 256; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  __m512 B_reg_0;
  __m512 B_reg_1;
  __m512 B_reg_2;
  __m512 B_reg_3;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  B_reg_2 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 32]); __asm__("" : "+v"(B_reg_2));
  B_reg_3 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 48]); __asm__("" : "+v"(B_reg_3));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_3, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_2, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_3, C_reg_7);
  C_reg_8 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_8);
  C_reg_9 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_1, C_reg_9);
  C_reg_10 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_2, C_reg_10);
  C_reg_11 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_3, C_reg_11);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[32], C_reg_2);
_mm512_storeu_ps(&C.data[48], C_reg_3);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_4);
_mm512_storeu_ps(&C.data[C.strides[0] + 16], C_reg_5);
_mm512_storeu_ps(&C.data[C.strides[0] + 32], C_reg_6);
_mm512_storeu_ps(&C.data[C.strides[0] + 48], C_reg_7);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_8);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 16], C_reg_9);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 32], C_reg_10);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 48], C_reg_11);
}

// EXOGEMM_SMALL_PREFIX_small_3x64_resident(
//     K : size,
//     A : [f32][3, K] @DRAM,
//     B : [f32][K, 64] @DRAM,
//     C : [f32][3, 64] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_3x64_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
__m512 C_reg_8;
__m512 C_reg_9;
__m512 C_reg_10;
__m512 C_reg_11;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[16]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[32]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_loadu_ps(&C.data[48]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm512_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_4));
C_reg_5 = _mm512_loadu_ps(&C.data[C.strides[0] + 16]); __asm__("" : "+v"(C_reg_5));
C_reg_6 = _mm512_loadu_ps(&C.data[C.strides[0] + 32]); __asm__("" : "+v"(C_reg_6));
C_reg_7 = _mm512_loadu_ps(&C.data[C.strides[0] + 48]); __asm__("" : "+v"(C_reg_7));
C_reg_8 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0])]); __asm__("" : "+v"(C_reg_8));
C_reg_9 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_9));
C_reg_10 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 32]); __asm__("" : "+v"(C_reg_10));
C_reg_11 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 48]); __asm__("" : "+v"(C_reg_11));
for (int_fast32_t k = 0; k < K; k++) {
  __m512 B_reg_0;
  __m512 B_reg_1;
  __m512 B_reg_2;
  __m512 B_reg_3;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  B_reg_2 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 32]); __asm__("" : "+v"(B_reg_2));
  B_reg_3 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 48]); __asm__("" : "+v"(B_reg_3));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_3, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_2, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_3, C_reg_7);
  C_reg_8 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_8);
  C_reg_9 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_1, C_reg_9);
  C_reg_10 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_2, C_reg_10);
  C_reg_11 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_3, C_reg_11);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[32], C_reg_2);
_mm512_storeu_ps(&C.data[48], C_reg_3);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_4);
_mm512_storeu_ps(&C.data[C.strides[0] + 16], C_reg_5);
_mm512_storeu_ps(&C.data[C.strides[0] + 32], C_reg_6);
_mm512_storeu_ps(&C.data[C.strides[0] + 48], C_reg_7);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_8);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 16], C_reg_9);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 32], C_reg_10);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 48], C_reg_11);
}

// EXOGEMM_SMALL_PREFIX_small_3x80(
//     K : size,
//     A : [f32][3, K] @DRAM,
//     B : [f32][K, 80] @DRAM,
//     C : [f32][3, 80] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_3x80( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
__m512 C_reg_8;
__m512 C_reg_9;
__m512 C_reg_10;
__m512 C_reg_11;
__m512 C_reg_12;
__m512 C_reg_13;
__m512 C_reg_14;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[16]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[32]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_loadu_ps(&C.data[48]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm512_loadu_ps(&C.data[64]); __asm__("" : "+v"(C_reg_4));
C_reg_5 = _mm512_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_5));
C_reg_6 = _mm512_loadu_ps(&C.data[C.strides[0] + 16]); __asm__("" : "+v"(C_reg_6));
C_reg_7 = _mm512_loadu_ps(&C.data[C.strides[0] + 32]); __asm__("" : "+v"(C_reg_7));
C_reg_8 = _mm512_loadu_ps(&C.data[C.strides[0] + 48]); __asm__("" : "+v"(C_reg_8));
C_reg_9 = _mm512_loadu_ps(&C.data[C.strides[0] + 64]); __asm__("" : "+v"(C_reg_9));
C_reg_10 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0])]); __asm__("" : "+v"(C_reg_10));
C_reg_11 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_11));
C_reg_12 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 32]); __asm__("" : "+v"(C_reg_12));
C_reg_13 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 48]); __asm__("" : "+v"(C_reg_13));
C_reg_14 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 64]); __asm__("" : "+v"(C_reg_14));
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 320; for (int exo_o = 0; exo_o < 320; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  __m512 B_reg_0;
  __m512 B_reg_1;
  __m512 B_reg_2;
  __m512 B_reg_3;
  __m512 B_reg_4;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  B_reg_2 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 32]); __asm__("" : "+v"(B_reg_2));
  B_reg_3 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 48]); __asm__("" : "+v"(B_reg_3));
  B_reg_4 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 64]); __asm__("" : "+v"(B_reg_4));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_3, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_4, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_2, C_reg_7);
  C_reg_8 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_3, C_reg_8);
  C_reg_9 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_4, C_reg_9);
  C_reg_10 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_10);
  C_reg_11 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_1, C_reg_11);
  C_reg_12 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_2, C_reg_12);
  C_reg_13 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_3, C_reg_13);
  C_reg_14 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_4, C_reg_14);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[32], C_reg_2);
_mm512_storeu_ps(&C.data[48], C_reg_3);
_mm512_storeu_ps(&C.data[64], C_reg_4);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_5);
_mm512_storeu_ps(&C.data[C.strides[0] + 16], C_reg_6);
_mm512_storeu_ps(&C.data[C.strides[0] + 32], C_reg_7);
_mm512_storeu_ps(&C.data[C.strides[0] + 48], C_reg_8);
_mm512_storeu_ps(&C.data[C.strides[0] + 64], C_reg_9);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_10);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 16], C_reg_11);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 32], C_reg_12);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 48], C_reg_13);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 64], C_reg_14);
}

// EXOGEMM_SMALL_PREFIX_small_3x80_resident(
//     K : size,
//     A : [f32][3, K] @DRAM,
//     B : [f32][K, 80] @DRAM,
//     C : [f32][3, 80] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_3x80_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
__m512 C_reg_8;
__m512 C_reg_9;
__m512 C_reg_10;
__m512 C_reg_11;
__m512 C_reg_12;
__m512 C_reg_13;
__m512 C_reg_14;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[16]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[32]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_loadu_ps(&C.data[48]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm512_loadu_ps(&C.data[64]); __asm__("" : "+v"(C_reg_4));
C_reg_5 = _mm512_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_5));
C_reg_6 = _mm512_loadu_ps(&C.data[C.strides[0] + 16]); __asm__("" : "+v"(C_reg_6));
C_reg_7 = _mm512_loadu_ps(&C.data[C.strides[0] + 32]); __asm__("" : "+v"(C_reg_7));
C_reg_8 = _mm512_loadu_ps(&C.data[C.strides[0] + 48]); __asm__("" : "+v"(C_reg_8));
C_reg_9 = _mm512_loadu_ps(&C.data[C.strides[0] + 64]); __asm__("" : "+v"(C_reg_9));
C_reg_10 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0])]); __asm__("" : "+v"(C_reg_10));
C_reg_11 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_11));
C_reg_12 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 32]); __asm__("" : "+v"(C_reg_12));
C_reg_13 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 48]); __asm__("" : "+v"(C_reg_13));
C_reg_14 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 64]); __asm__("" : "+v"(C_reg_14));
for (int_fast32_t k = 0; k < K; k++) {
  __m512 B_reg_0;
  __m512 B_reg_1;
  __m512 B_reg_2;
  __m512 B_reg_3;
  __m512 B_reg_4;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  B_reg_2 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 32]); __asm__("" : "+v"(B_reg_2));
  B_reg_3 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 48]); __asm__("" : "+v"(B_reg_3));
  B_reg_4 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 64]); __asm__("" : "+v"(B_reg_4));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_3, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_4, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_2, C_reg_7);
  C_reg_8 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_3, C_reg_8);
  C_reg_9 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_4, C_reg_9);
  C_reg_10 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_10);
  C_reg_11 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_1, C_reg_11);
  C_reg_12 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_2, C_reg_12);
  C_reg_13 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_3, C_reg_13);
  C_reg_14 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_4, C_reg_14);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[32], C_reg_2);
_mm512_storeu_ps(&C.data[48], C_reg_3);
_mm512_storeu_ps(&C.data[64], C_reg_4);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_5);
_mm512_storeu_ps(&C.data[C.strides[0] + 16], C_reg_6);
_mm512_storeu_ps(&C.data[C.strides[0] + 32], C_reg_7);
_mm512_storeu_ps(&C.data[C.strides[0] + 48], C_reg_8);
_mm512_storeu_ps(&C.data[C.strides[0] + 64], C_reg_9);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_10);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 16], C_reg_11);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 32], C_reg_12);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 48], C_reg_13);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 64], C_reg_14);
}

// EXOGEMM_SMALL_PREFIX_small_3x96(
//     K : size,
//     A : [f32][3, K] @DRAM,
//     B : [f32][K, 96] @DRAM,
//     C : [f32][3, 96] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_3x96( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
__m512 C_reg_8;
__m512 C_reg_9;
__m512 C_reg_10;
__m512 C_reg_11;
__m512 C_reg_12;
__m512 C_reg_13;
__m512 C_reg_14;
__m512 C_reg_15;
__m512 C_reg_16;
__m512 C_reg_17;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[16]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[32]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_loadu_ps(&C.data[48]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm512_loadu_ps(&C.data[64]); __asm__("" : "+v"(C_reg_4));
C_reg_5 = _mm512_loadu_ps(&C.data[80]); __asm__("" : "+v"(C_reg_5));
C_reg_6 = _mm512_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_6));
C_reg_7 = _mm512_loadu_ps(&C.data[C.strides[0] + 16]); __asm__("" : "+v"(C_reg_7));
C_reg_8 = _mm512_loadu_ps(&C.data[C.strides[0] + 32]); __asm__("" : "+v"(C_reg_8));
C_reg_9 = _mm512_loadu_ps(&C.data[C.strides[0] + 48]); __asm__("" : "+v"(C_reg_9));
C_reg_10 = _mm512_loadu_ps(&C.data[C.strides[0] + 64]); __asm__("" : "+v"(C_reg_10));
C_reg_11 = _mm512_loadu_ps(&C.data[C.strides[0] + 80]); __asm__("" : "+v"(C_reg_11));
C_reg_12 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0])]); __asm__("" : "+v"(C_reg_12));
C_reg_13 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_13));
C_reg_14 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 32]); __asm__("" : "+v"(C_reg_14));
C_reg_15 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 48]); __asm__("" : "+v"(C_reg_15));
C_reg_16 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 64]); __asm__("" : "+v"(C_reg_16));
C_reg_17 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 80]); __asm__("" : "+v"(C_reg_17));
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 384; for (int exo_o = 0; exo_o < 384; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  __m512 B_reg_0;
  __m512 B_reg_1;
  __m512 B_reg_2;
  __m512 B_reg_3;
  __m512 B_reg_4;
  __m512 B_reg_5;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  B_reg_2 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 32]); __asm__("" : "+v"(B_reg_2));
  B_reg_3 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 48]); __asm__("" : "+v"(B_reg_3));
  B_reg_4 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 64]); __asm__("" : "+v"(B_reg_4));
  B_reg_5 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 80]); __asm__("" : "+v"(B_reg_5));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_3, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_4, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_5, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_7);
  C_reg_8 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_2, C_reg_8);
  C_reg_9 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_3, C_reg_9);
  C_reg_10 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_4, C_reg_10);
  C_reg_11 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_5, C_reg_11);
  C_reg_12 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_12);
  C_reg_13 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_1, C_reg_13);
  C_reg_14 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_2, C_reg_14);
  C_reg_15 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_3, C_reg_15);
  C_reg_16 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_4, C_reg_16);
  C_reg_17 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_5, C_reg_17);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[32], C_reg_2);
_mm512_storeu_ps(&C.data[48], C_reg_3);
_mm512_storeu_ps(&C.data[64], C_reg_4);
_mm512_storeu_ps(&C.data[80], C_reg_5);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_6);
_mm512_storeu_ps(&C.data[C.strides[0] + 16], C_reg_7);
_mm512_storeu_ps(&C.data[C.strides[0] + 32], C_reg_8);
_mm512_storeu_ps(&C.data[C.strides[0] + 48], C_reg_9);
_mm512_storeu_ps(&C.data[C.strides[0] + 64], C_reg_10);
_mm512_storeu_ps(&C.data[C.strides[0] + 80], C_reg_11);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_12);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 16], C_reg_13);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 32], C_reg_14);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 48], C_reg_15);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 64], C_reg_16);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 80], C_reg_17);
}

// EXOGEMM_SMALL_PREFIX_small_3x96_resident(
//     K : size,
//     A : [f32][3, K] @DRAM,
//     B : [f32][K, 96] @DRAM,
//     C : [f32][3, 96] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_3x96_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
__m512 C_reg_8;
__m512 C_reg_9;
__m512 C_reg_10;
__m512 C_reg_11;
__m512 C_reg_12;
__m512 C_reg_13;
__m512 C_reg_14;
__m512 C_reg_15;
__m512 C_reg_16;
__m512 C_reg_17;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[16]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[32]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_loadu_ps(&C.data[48]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm512_loadu_ps(&C.data[64]); __asm__("" : "+v"(C_reg_4));
C_reg_5 = _mm512_loadu_ps(&C.data[80]); __asm__("" : "+v"(C_reg_5));
C_reg_6 = _mm512_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_6));
C_reg_7 = _mm512_loadu_ps(&C.data[C.strides[0] + 16]); __asm__("" : "+v"(C_reg_7));
C_reg_8 = _mm512_loadu_ps(&C.data[C.strides[0] + 32]); __asm__("" : "+v"(C_reg_8));
C_reg_9 = _mm512_loadu_ps(&C.data[C.strides[0] + 48]); __asm__("" : "+v"(C_reg_9));
C_reg_10 = _mm512_loadu_ps(&C.data[C.strides[0] + 64]); __asm__("" : "+v"(C_reg_10));
C_reg_11 = _mm512_loadu_ps(&C.data[C.strides[0] + 80]); __asm__("" : "+v"(C_reg_11));
C_reg_12 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0])]); __asm__("" : "+v"(C_reg_12));
C_reg_13 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_13));
C_reg_14 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 32]); __asm__("" : "+v"(C_reg_14));
C_reg_15 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 48]); __asm__("" : "+v"(C_reg_15));
C_reg_16 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 64]); __asm__("" : "+v"(C_reg_16));
C_reg_17 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 80]); __asm__("" : "+v"(C_reg_17));
for (int_fast32_t k = 0; k < K; k++) {
  __m512 B_reg_0;
  __m512 B_reg_1;
  __m512 B_reg_2;
  __m512 B_reg_3;
  __m512 B_reg_4;
  __m512 B_reg_5;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  B_reg_2 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 32]); __asm__("" : "+v"(B_reg_2));
  B_reg_3 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 48]); __asm__("" : "+v"(B_reg_3));
  B_reg_4 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 64]); __asm__("" : "+v"(B_reg_4));
  B_reg_5 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 80]); __asm__("" : "+v"(B_reg_5));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_3, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_4, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_5, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_7);
  C_reg_8 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_2, C_reg_8);
  C_reg_9 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_3, C_reg_9);
  C_reg_10 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_4, C_reg_10);
  C_reg_11 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_5, C_reg_11);
  C_reg_12 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_12);
  C_reg_13 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_1, C_reg_13);
  C_reg_14 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_2, C_reg_14);
  C_reg_15 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_3, C_reg_15);
  C_reg_16 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_4, C_reg_16);
  C_reg_17 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_5, C_reg_17);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[32], C_reg_2);
_mm512_storeu_ps(&C.data[48], C_reg_3);
_mm512_storeu_ps(&C.data[64], C_reg_4);
_mm512_storeu_ps(&C.data[80], C_reg_5);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_6);
_mm512_storeu_ps(&C.data[C.strides[0] + 16], C_reg_7);
_mm512_storeu_ps(&C.data[C.strides[0] + 32], C_reg_8);
_mm512_storeu_ps(&C.data[C.strides[0] + 48], C_reg_9);
_mm512_storeu_ps(&C.data[C.strides[0] + 64], C_reg_10);
_mm512_storeu_ps(&C.data[C.strides[0] + 80], C_reg_11);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_12);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 16], C_reg_13);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 32], C_reg_14);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 48], C_reg_15);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 64], C_reg_16);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 80], C_reg_17);
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
EXO_ASSUME(W <= 16);
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
C_reg_0 = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (W)) - 1u), &C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (W)) - 1u), &C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (W)) - 1u), &C.data[(2) * (C.strides[0])]); __asm__("" : "+v"(C_reg_2));
for (int_fast32_t k = 0; k < K; k++) {
  __m512 B_reg;
  B_reg = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (W)) - 1u), &B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg));
  C_reg_0 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg, C_reg_0, _cvtu32_mask16((1u << (W)) - 1u));
  C_reg_1 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg, C_reg_1, _cvtu32_mask16((1u << (W)) - 1u));
  C_reg_2 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg, C_reg_2, _cvtu32_mask16((1u << (W)) - 1u));
}
_mm512_mask_storeu_ps(&C.data[0], _cvtu32_mask16((1u << (W)) - 1u), C_reg_0);
_mm512_mask_storeu_ps(&C.data[C.strides[0]], _cvtu32_mask16((1u << (W)) - 1u), C_reg_1);
_mm512_mask_storeu_ps(&C.data[(2) * (C.strides[0])], _cvtu32_mask16((1u << (W)) - 1u), C_reg_2);
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
EXO_ASSUME(W <= 16);
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
C_reg_0 = _mm512_set1_ps(0.0f);
C_reg_1 = _mm512_set1_ps(0.0f);
C_reg_2 = _mm512_set1_ps(0.0f);
for (int_fast32_t k = 0; k < K; k++) {
  __m512 B_reg;
  B_reg = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (W)) - 1u), &B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg));
  C_reg_0 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg, C_reg_0, _cvtu32_mask16((1u << (W)) - 1u));
  C_reg_1 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg, C_reg_1, _cvtu32_mask16((1u << (W)) - 1u));
  C_reg_2 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg, C_reg_2, _cvtu32_mask16((1u << (W)) - 1u));
}
_mm512_mask_storeu_ps(&C.data[0], _cvtu32_mask16((1u << (W)) - 1u), C_reg_0);
_mm512_mask_storeu_ps(&C.data[C.strides[0]], _cvtu32_mask16((1u << (W)) - 1u), C_reg_1);
_mm512_mask_storeu_ps(&C.data[(2) * (C.strides[0])], _cvtu32_mask16((1u << (W)) - 1u), C_reg_2);
}

// EXOGEMM_SMALL_PREFIX_small_3xw_l4(
//     K : size,
//     W : size,
//     A : [f32][3, K] @DRAM,
//     B : [f32][K, W] @DRAM,
//     C : [f32][3, W] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_3xw_l4( void *ctxt, int_fast32_t K, int_fast32_t W, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
EXO_ASSUME(W <= 4);
__m128 C_reg_0;
__m128 C_reg_1;
__m128 C_reg_2;
C_reg_0 = _mm_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &C.data[(2) * (C.strides[0])]); __asm__("" : "+v"(C_reg_2));
for (int_fast32_t k = 0; k < K; k++) {
  __m128 B_reg;
  B_reg = _mm_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg));
  C_reg_0 = _mm_mask3_fmadd_ps(_mm_set1_ps(A.data[k]), B_reg, C_reg_0, (__mmask8)((1u << (W)) - 1u));
  C_reg_1 = _mm_mask3_fmadd_ps(_mm_set1_ps(A.data[A.strides[0] + k]), B_reg, C_reg_1, (__mmask8)((1u << (W)) - 1u));
  C_reg_2 = _mm_mask3_fmadd_ps(_mm_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg, C_reg_2, (__mmask8)((1u << (W)) - 1u));
}
_mm_mask_storeu_ps(&C.data[0], (__mmask8)((1u << (W)) - 1u), C_reg_0);
_mm_mask_storeu_ps(&C.data[C.strides[0]], (__mmask8)((1u << (W)) - 1u), C_reg_1);
_mm_mask_storeu_ps(&C.data[(2) * (C.strides[0])], (__mmask8)((1u << (W)) - 1u), C_reg_2);
}

// EXOGEMM_SMALL_PREFIX_small_3xw_l4_beta0(
//     K : size,
//     W : size,
//     A : [f32][3, K] @DRAM,
//     B : [f32][K, W] @DRAM,
//     C : [f32][3, W] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_3xw_l4_beta0( void *ctxt, int_fast32_t K, int_fast32_t W, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
EXO_ASSUME(W <= 4);
__m128 C_reg_0;
__m128 C_reg_1;
__m128 C_reg_2;
C_reg_0 = _mm_set1_ps(0.0f);
C_reg_1 = _mm_set1_ps(0.0f);
C_reg_2 = _mm_set1_ps(0.0f);
for (int_fast32_t k = 0; k < K; k++) {
  __m128 B_reg;
  B_reg = _mm_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg));
  C_reg_0 = _mm_mask3_fmadd_ps(_mm_set1_ps(A.data[k]), B_reg, C_reg_0, (__mmask8)((1u << (W)) - 1u));
  C_reg_1 = _mm_mask3_fmadd_ps(_mm_set1_ps(A.data[A.strides[0] + k]), B_reg, C_reg_1, (__mmask8)((1u << (W)) - 1u));
  C_reg_2 = _mm_mask3_fmadd_ps(_mm_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg, C_reg_2, (__mmask8)((1u << (W)) - 1u));
}
_mm_mask_storeu_ps(&C.data[0], (__mmask8)((1u << (W)) - 1u), C_reg_0);
_mm_mask_storeu_ps(&C.data[C.strides[0]], (__mmask8)((1u << (W)) - 1u), C_reg_1);
_mm_mask_storeu_ps(&C.data[(2) * (C.strides[0])], (__mmask8)((1u << (W)) - 1u), C_reg_2);
}

// EXOGEMM_SMALL_PREFIX_small_3xw_l8(
//     K : size,
//     W : size,
//     A : [f32][3, K] @DRAM,
//     B : [f32][K, W] @DRAM,
//     C : [f32][3, W] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_3xw_l8( void *ctxt, int_fast32_t K, int_fast32_t W, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
EXO_ASSUME(W <= 8);
__m256 C_reg_0;
__m256 C_reg_1;
__m256 C_reg_2;
C_reg_0 = _mm256_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm256_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm256_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &C.data[(2) * (C.strides[0])]); __asm__("" : "+v"(C_reg_2));
for (int_fast32_t k = 0; k < K; k++) {
  __m256 B_reg;
  B_reg = _mm256_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg));
  C_reg_0 = _mm256_mask3_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg, C_reg_0, (__mmask8)((1u << (W)) - 1u));
  C_reg_1 = _mm256_mask3_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg, C_reg_1, (__mmask8)((1u << (W)) - 1u));
  C_reg_2 = _mm256_mask3_fmadd_ps(_mm256_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg, C_reg_2, (__mmask8)((1u << (W)) - 1u));
}
_mm256_mask_storeu_ps(&C.data[0], (__mmask8)((1u << (W)) - 1u), C_reg_0);
_mm256_mask_storeu_ps(&C.data[C.strides[0]], (__mmask8)((1u << (W)) - 1u), C_reg_1);
_mm256_mask_storeu_ps(&C.data[(2) * (C.strides[0])], (__mmask8)((1u << (W)) - 1u), C_reg_2);
}

// EXOGEMM_SMALL_PREFIX_small_3xw_l8_beta0(
//     K : size,
//     W : size,
//     A : [f32][3, K] @DRAM,
//     B : [f32][K, W] @DRAM,
//     C : [f32][3, W] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_3xw_l8_beta0( void *ctxt, int_fast32_t K, int_fast32_t W, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
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
  B_reg = _mm256_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg));
  C_reg_0 = _mm256_mask3_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg, C_reg_0, (__mmask8)((1u << (W)) - 1u));
  C_reg_1 = _mm256_mask3_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg, C_reg_1, (__mmask8)((1u << (W)) - 1u));
  C_reg_2 = _mm256_mask3_fmadd_ps(_mm256_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg, C_reg_2, (__mmask8)((1u << (W)) - 1u));
}
_mm256_mask_storeu_ps(&C.data[0], (__mmask8)((1u << (W)) - 1u), C_reg_0);
_mm256_mask_storeu_ps(&C.data[C.strides[0]], (__mmask8)((1u << (W)) - 1u), C_reg_1);
_mm256_mask_storeu_ps(&C.data[(2) * (C.strides[0])], (__mmask8)((1u << (W)) - 1u), C_reg_2);
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
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0])]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0])]); __asm__("" : "+v"(C_reg_3));
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 64; for (int exo_o = 0; exo_o < 64; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  __m512 B_reg_0;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_0, C_reg_3);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_1);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_2);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0])], C_reg_3);
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
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0])]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0])]); __asm__("" : "+v"(C_reg_3));
for (int_fast32_t k = 0; k < K; k++) {
  __m512 B_reg_0;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_0, C_reg_3);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_1);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_2);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0])], C_reg_3);
}

// EXOGEMM_SMALL_PREFIX_small_4x16pw(
//     K : size,
//     W : size,
//     A : [f32][4, K] @DRAM,
//     B : [f32][K, 16 + W] @DRAM,
//     C : [f32][4, 16 + W] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_4x16pw( void *ctxt, int_fast32_t K, int_fast32_t W, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
EXO_ASSUME(W <= 16);
__m512 C_full_0;
__m512 C_full_1;
__m512 C_full_2;
__m512 C_full_3;
C_full_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_full_0));
C_full_1 = _mm512_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+v"(C_full_1));
C_full_2 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0])]); __asm__("" : "+v"(C_full_2));
C_full_3 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0])]); __asm__("" : "+v"(C_full_3));
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
C_reg_0 = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (W)) - 1u), &C.data[16]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (W)) - 1u), &C.data[C.strides[0] + 16]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (W)) - 1u), &C.data[(2) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (W)) - 1u), &C.data[(3) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_3));
for (int_fast32_t k = 0; k < K; k++) {
  __m512 B_full;
  B_full = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_full));
  __m512 B_reg;
  B_reg = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (W)) - 1u), &B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg));
  C_full_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_full, C_full_0);
  C_reg_0 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg, C_reg_0, _cvtu32_mask16((1u << (W)) - 1u));
  C_full_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_full, C_full_1);
  C_reg_1 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg, C_reg_1, _cvtu32_mask16((1u << (W)) - 1u));
  C_full_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_full, C_full_2);
  C_reg_2 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg, C_reg_2, _cvtu32_mask16((1u << (W)) - 1u));
  C_full_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_full, C_full_3);
  C_reg_3 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg, C_reg_3, _cvtu32_mask16((1u << (W)) - 1u));
}
_mm512_mask_storeu_ps(&C.data[16], _cvtu32_mask16((1u << (W)) - 1u), C_reg_0);
_mm512_mask_storeu_ps(&C.data[C.strides[0] + 16], _cvtu32_mask16((1u << (W)) - 1u), C_reg_1);
_mm512_mask_storeu_ps(&C.data[(2) * (C.strides[0]) + 16], _cvtu32_mask16((1u << (W)) - 1u), C_reg_2);
_mm512_mask_storeu_ps(&C.data[(3) * (C.strides[0]) + 16], _cvtu32_mask16((1u << (W)) - 1u), C_reg_3);
_mm512_storeu_ps(&C.data[0], C_full_0);
_mm512_storeu_ps(&C.data[C.strides[0]], C_full_1);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0])], C_full_2);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0])], C_full_3);
}

// EXOGEMM_SMALL_PREFIX_small_4x32(
//     K : size,
//     A : [f32][4, K] @DRAM,
//     B : [f32][K, 32] @DRAM,
//     C : [f32][4, 32] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_4x32( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[16]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_loadu_ps(&C.data[C.strides[0] + 16]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0])]); __asm__("" : "+v"(C_reg_4));
C_reg_5 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_5));
C_reg_6 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0])]); __asm__("" : "+v"(C_reg_6));
C_reg_7 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_7));
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 128; for (int exo_o = 0; exo_o < 128; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  __m512 B_reg_0;
  __m512 B_reg_1;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_1, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_0, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_1, C_reg_7);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_2);
_mm512_storeu_ps(&C.data[C.strides[0] + 16], C_reg_3);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_4);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 16], C_reg_5);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0])], C_reg_6);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 16], C_reg_7);
}

// EXOGEMM_SMALL_PREFIX_small_4x32_resident(
//     K : size,
//     A : [f32][4, K] @DRAM,
//     B : [f32][K, 32] @DRAM,
//     C : [f32][4, 32] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_4x32_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[16]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_loadu_ps(&C.data[C.strides[0] + 16]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0])]); __asm__("" : "+v"(C_reg_4));
C_reg_5 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_5));
C_reg_6 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0])]); __asm__("" : "+v"(C_reg_6));
C_reg_7 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_7));
for (int_fast32_t k = 0; k < K; k++) {
  __m512 B_reg_0;
  __m512 B_reg_1;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_1, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_0, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_1, C_reg_7);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_2);
_mm512_storeu_ps(&C.data[C.strides[0] + 16], C_reg_3);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_4);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 16], C_reg_5);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0])], C_reg_6);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 16], C_reg_7);
}

// EXOGEMM_SMALL_PREFIX_small_4x48(
//     K : size,
//     A : [f32][4, K] @DRAM,
//     B : [f32][K, 48] @DRAM,
//     C : [f32][4, 48] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_4x48( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
__m512 C_reg_8;
__m512 C_reg_9;
__m512 C_reg_10;
__m512 C_reg_11;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[16]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[32]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm512_loadu_ps(&C.data[C.strides[0] + 16]); __asm__("" : "+v"(C_reg_4));
C_reg_5 = _mm512_loadu_ps(&C.data[C.strides[0] + 32]); __asm__("" : "+v"(C_reg_5));
C_reg_6 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0])]); __asm__("" : "+v"(C_reg_6));
C_reg_7 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_7));
C_reg_8 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 32]); __asm__("" : "+v"(C_reg_8));
C_reg_9 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0])]); __asm__("" : "+v"(C_reg_9));
C_reg_10 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_10));
C_reg_11 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0]) + 32]); __asm__("" : "+v"(C_reg_11));
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 192; for (int exo_o = 0; exo_o < 192; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  __m512 B_reg_0;
  __m512 B_reg_1;
  __m512 B_reg_2;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  B_reg_2 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 32]); __asm__("" : "+v"(B_reg_2));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_2, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_1, C_reg_7);
  C_reg_8 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_2, C_reg_8);
  C_reg_9 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_0, C_reg_9);
  C_reg_10 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_1, C_reg_10);
  C_reg_11 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_2, C_reg_11);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[32], C_reg_2);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_3);
_mm512_storeu_ps(&C.data[C.strides[0] + 16], C_reg_4);
_mm512_storeu_ps(&C.data[C.strides[0] + 32], C_reg_5);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_6);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 16], C_reg_7);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 32], C_reg_8);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0])], C_reg_9);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 16], C_reg_10);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 32], C_reg_11);
}

// EXOGEMM_SMALL_PREFIX_small_4x48_resident(
//     K : size,
//     A : [f32][4, K] @DRAM,
//     B : [f32][K, 48] @DRAM,
//     C : [f32][4, 48] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_4x48_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
__m512 C_reg_8;
__m512 C_reg_9;
__m512 C_reg_10;
__m512 C_reg_11;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[16]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[32]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm512_loadu_ps(&C.data[C.strides[0] + 16]); __asm__("" : "+v"(C_reg_4));
C_reg_5 = _mm512_loadu_ps(&C.data[C.strides[0] + 32]); __asm__("" : "+v"(C_reg_5));
C_reg_6 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0])]); __asm__("" : "+v"(C_reg_6));
C_reg_7 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_7));
C_reg_8 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 32]); __asm__("" : "+v"(C_reg_8));
C_reg_9 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0])]); __asm__("" : "+v"(C_reg_9));
C_reg_10 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_10));
C_reg_11 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0]) + 32]); __asm__("" : "+v"(C_reg_11));
for (int_fast32_t k = 0; k < K; k++) {
  __m512 B_reg_0;
  __m512 B_reg_1;
  __m512 B_reg_2;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  B_reg_2 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 32]); __asm__("" : "+v"(B_reg_2));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_2, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_1, C_reg_7);
  C_reg_8 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_2, C_reg_8);
  C_reg_9 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_0, C_reg_9);
  C_reg_10 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_1, C_reg_10);
  C_reg_11 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_2, C_reg_11);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[32], C_reg_2);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_3);
_mm512_storeu_ps(&C.data[C.strides[0] + 16], C_reg_4);
_mm512_storeu_ps(&C.data[C.strides[0] + 32], C_reg_5);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_6);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 16], C_reg_7);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 32], C_reg_8);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0])], C_reg_9);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 16], C_reg_10);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 32], C_reg_11);
}

// EXOGEMM_SMALL_PREFIX_small_4x64(
//     K : size,
//     A : [f32][4, K] @DRAM,
//     B : [f32][K, 64] @DRAM,
//     C : [f32][4, 64] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_4x64( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
__m512 C_reg_8;
__m512 C_reg_9;
__m512 C_reg_10;
__m512 C_reg_11;
__m512 C_reg_12;
__m512 C_reg_13;
__m512 C_reg_14;
__m512 C_reg_15;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[16]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[32]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_loadu_ps(&C.data[48]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm512_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_4));
C_reg_5 = _mm512_loadu_ps(&C.data[C.strides[0] + 16]); __asm__("" : "+v"(C_reg_5));
C_reg_6 = _mm512_loadu_ps(&C.data[C.strides[0] + 32]); __asm__("" : "+v"(C_reg_6));
C_reg_7 = _mm512_loadu_ps(&C.data[C.strides[0] + 48]); __asm__("" : "+v"(C_reg_7));
C_reg_8 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0])]); __asm__("" : "+v"(C_reg_8));
C_reg_9 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_9));
C_reg_10 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 32]); __asm__("" : "+v"(C_reg_10));
C_reg_11 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 48]); __asm__("" : "+v"(C_reg_11));
C_reg_12 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0])]); __asm__("" : "+v"(C_reg_12));
C_reg_13 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_13));
C_reg_14 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0]) + 32]); __asm__("" : "+v"(C_reg_14));
C_reg_15 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0]) + 48]); __asm__("" : "+v"(C_reg_15));
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 256; for (int exo_o = 0; exo_o < 256; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  __m512 B_reg_0;
  __m512 B_reg_1;
  __m512 B_reg_2;
  __m512 B_reg_3;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  B_reg_2 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 32]); __asm__("" : "+v"(B_reg_2));
  B_reg_3 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 48]); __asm__("" : "+v"(B_reg_3));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_3, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_2, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_3, C_reg_7);
  C_reg_8 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_8);
  C_reg_9 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_1, C_reg_9);
  C_reg_10 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_2, C_reg_10);
  C_reg_11 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_3, C_reg_11);
  C_reg_12 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_0, C_reg_12);
  C_reg_13 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_1, C_reg_13);
  C_reg_14 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_2, C_reg_14);
  C_reg_15 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_3, C_reg_15);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[32], C_reg_2);
_mm512_storeu_ps(&C.data[48], C_reg_3);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_4);
_mm512_storeu_ps(&C.data[C.strides[0] + 16], C_reg_5);
_mm512_storeu_ps(&C.data[C.strides[0] + 32], C_reg_6);
_mm512_storeu_ps(&C.data[C.strides[0] + 48], C_reg_7);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_8);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 16], C_reg_9);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 32], C_reg_10);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 48], C_reg_11);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0])], C_reg_12);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 16], C_reg_13);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 32], C_reg_14);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 48], C_reg_15);
}

// EXOGEMM_SMALL_PREFIX_small_4x64_resident(
//     K : size,
//     A : [f32][4, K] @DRAM,
//     B : [f32][K, 64] @DRAM,
//     C : [f32][4, 64] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_4x64_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
__m512 C_reg_8;
__m512 C_reg_9;
__m512 C_reg_10;
__m512 C_reg_11;
__m512 C_reg_12;
__m512 C_reg_13;
__m512 C_reg_14;
__m512 C_reg_15;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[16]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[32]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_loadu_ps(&C.data[48]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm512_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_4));
C_reg_5 = _mm512_loadu_ps(&C.data[C.strides[0] + 16]); __asm__("" : "+v"(C_reg_5));
C_reg_6 = _mm512_loadu_ps(&C.data[C.strides[0] + 32]); __asm__("" : "+v"(C_reg_6));
C_reg_7 = _mm512_loadu_ps(&C.data[C.strides[0] + 48]); __asm__("" : "+v"(C_reg_7));
C_reg_8 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0])]); __asm__("" : "+v"(C_reg_8));
C_reg_9 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_9));
C_reg_10 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 32]); __asm__("" : "+v"(C_reg_10));
C_reg_11 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 48]); __asm__("" : "+v"(C_reg_11));
C_reg_12 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0])]); __asm__("" : "+v"(C_reg_12));
C_reg_13 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_13));
C_reg_14 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0]) + 32]); __asm__("" : "+v"(C_reg_14));
C_reg_15 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0]) + 48]); __asm__("" : "+v"(C_reg_15));
for (int_fast32_t k = 0; k < K; k++) {
  __m512 B_reg_0;
  __m512 B_reg_1;
  __m512 B_reg_2;
  __m512 B_reg_3;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  B_reg_2 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 32]); __asm__("" : "+v"(B_reg_2));
  B_reg_3 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 48]); __asm__("" : "+v"(B_reg_3));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_3, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_2, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_3, C_reg_7);
  C_reg_8 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_8);
  C_reg_9 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_1, C_reg_9);
  C_reg_10 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_2, C_reg_10);
  C_reg_11 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_3, C_reg_11);
  C_reg_12 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_0, C_reg_12);
  C_reg_13 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_1, C_reg_13);
  C_reg_14 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_2, C_reg_14);
  C_reg_15 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_3, C_reg_15);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[32], C_reg_2);
_mm512_storeu_ps(&C.data[48], C_reg_3);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_4);
_mm512_storeu_ps(&C.data[C.strides[0] + 16], C_reg_5);
_mm512_storeu_ps(&C.data[C.strides[0] + 32], C_reg_6);
_mm512_storeu_ps(&C.data[C.strides[0] + 48], C_reg_7);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_8);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 16], C_reg_9);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 32], C_reg_10);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 48], C_reg_11);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0])], C_reg_12);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 16], C_reg_13);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 32], C_reg_14);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 48], C_reg_15);
}

// EXOGEMM_SMALL_PREFIX_small_4x80(
//     K : size,
//     A : [f32][4, K] @DRAM,
//     B : [f32][K, 80] @DRAM,
//     C : [f32][4, 80] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_4x80( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
__m512 C_reg_8;
__m512 C_reg_9;
__m512 C_reg_10;
__m512 C_reg_11;
__m512 C_reg_12;
__m512 C_reg_13;
__m512 C_reg_14;
__m512 C_reg_15;
__m512 C_reg_16;
__m512 C_reg_17;
__m512 C_reg_18;
__m512 C_reg_19;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[16]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[32]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_loadu_ps(&C.data[48]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm512_loadu_ps(&C.data[64]); __asm__("" : "+v"(C_reg_4));
C_reg_5 = _mm512_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_5));
C_reg_6 = _mm512_loadu_ps(&C.data[C.strides[0] + 16]); __asm__("" : "+v"(C_reg_6));
C_reg_7 = _mm512_loadu_ps(&C.data[C.strides[0] + 32]); __asm__("" : "+v"(C_reg_7));
C_reg_8 = _mm512_loadu_ps(&C.data[C.strides[0] + 48]); __asm__("" : "+v"(C_reg_8));
C_reg_9 = _mm512_loadu_ps(&C.data[C.strides[0] + 64]); __asm__("" : "+v"(C_reg_9));
C_reg_10 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0])]); __asm__("" : "+v"(C_reg_10));
C_reg_11 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_11));
C_reg_12 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 32]); __asm__("" : "+v"(C_reg_12));
C_reg_13 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 48]); __asm__("" : "+v"(C_reg_13));
C_reg_14 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 64]); __asm__("" : "+v"(C_reg_14));
C_reg_15 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0])]); __asm__("" : "+v"(C_reg_15));
C_reg_16 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_16));
C_reg_17 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0]) + 32]); __asm__("" : "+v"(C_reg_17));
C_reg_18 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0]) + 48]); __asm__("" : "+v"(C_reg_18));
C_reg_19 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0]) + 64]); __asm__("" : "+v"(C_reg_19));
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 320; for (int exo_o = 0; exo_o < 320; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  __m512 B_reg_0;
  __m512 B_reg_1;
  __m512 B_reg_2;
  __m512 B_reg_3;
  __m512 B_reg_4;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  B_reg_2 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 32]); __asm__("" : "+v"(B_reg_2));
  B_reg_3 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 48]); __asm__("" : "+v"(B_reg_3));
  B_reg_4 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 64]); __asm__("" : "+v"(B_reg_4));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_3, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_4, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_2, C_reg_7);
  C_reg_8 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_3, C_reg_8);
  C_reg_9 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_4, C_reg_9);
  C_reg_10 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_10);
  C_reg_11 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_1, C_reg_11);
  C_reg_12 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_2, C_reg_12);
  C_reg_13 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_3, C_reg_13);
  C_reg_14 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_4, C_reg_14);
  C_reg_15 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_0, C_reg_15);
  C_reg_16 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_1, C_reg_16);
  C_reg_17 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_2, C_reg_17);
  C_reg_18 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_3, C_reg_18);
  C_reg_19 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_4, C_reg_19);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[32], C_reg_2);
_mm512_storeu_ps(&C.data[48], C_reg_3);
_mm512_storeu_ps(&C.data[64], C_reg_4);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_5);
_mm512_storeu_ps(&C.data[C.strides[0] + 16], C_reg_6);
_mm512_storeu_ps(&C.data[C.strides[0] + 32], C_reg_7);
_mm512_storeu_ps(&C.data[C.strides[0] + 48], C_reg_8);
_mm512_storeu_ps(&C.data[C.strides[0] + 64], C_reg_9);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_10);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 16], C_reg_11);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 32], C_reg_12);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 48], C_reg_13);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 64], C_reg_14);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0])], C_reg_15);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 16], C_reg_16);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 32], C_reg_17);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 48], C_reg_18);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 64], C_reg_19);
}

// EXOGEMM_SMALL_PREFIX_small_4x80_resident(
//     K : size,
//     A : [f32][4, K] @DRAM,
//     B : [f32][K, 80] @DRAM,
//     C : [f32][4, 80] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_4x80_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
__m512 C_reg_8;
__m512 C_reg_9;
__m512 C_reg_10;
__m512 C_reg_11;
__m512 C_reg_12;
__m512 C_reg_13;
__m512 C_reg_14;
__m512 C_reg_15;
__m512 C_reg_16;
__m512 C_reg_17;
__m512 C_reg_18;
__m512 C_reg_19;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[16]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[32]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_loadu_ps(&C.data[48]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm512_loadu_ps(&C.data[64]); __asm__("" : "+v"(C_reg_4));
C_reg_5 = _mm512_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_5));
C_reg_6 = _mm512_loadu_ps(&C.data[C.strides[0] + 16]); __asm__("" : "+v"(C_reg_6));
C_reg_7 = _mm512_loadu_ps(&C.data[C.strides[0] + 32]); __asm__("" : "+v"(C_reg_7));
C_reg_8 = _mm512_loadu_ps(&C.data[C.strides[0] + 48]); __asm__("" : "+v"(C_reg_8));
C_reg_9 = _mm512_loadu_ps(&C.data[C.strides[0] + 64]); __asm__("" : "+v"(C_reg_9));
C_reg_10 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0])]); __asm__("" : "+v"(C_reg_10));
C_reg_11 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_11));
C_reg_12 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 32]); __asm__("" : "+v"(C_reg_12));
C_reg_13 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 48]); __asm__("" : "+v"(C_reg_13));
C_reg_14 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 64]); __asm__("" : "+v"(C_reg_14));
C_reg_15 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0])]); __asm__("" : "+v"(C_reg_15));
C_reg_16 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_16));
C_reg_17 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0]) + 32]); __asm__("" : "+v"(C_reg_17));
C_reg_18 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0]) + 48]); __asm__("" : "+v"(C_reg_18));
C_reg_19 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0]) + 64]); __asm__("" : "+v"(C_reg_19));
for (int_fast32_t k = 0; k < K; k++) {
  __m512 B_reg_0;
  __m512 B_reg_1;
  __m512 B_reg_2;
  __m512 B_reg_3;
  __m512 B_reg_4;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  B_reg_2 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 32]); __asm__("" : "+v"(B_reg_2));
  B_reg_3 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 48]); __asm__("" : "+v"(B_reg_3));
  B_reg_4 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 64]); __asm__("" : "+v"(B_reg_4));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_3, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_4, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_2, C_reg_7);
  C_reg_8 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_3, C_reg_8);
  C_reg_9 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_4, C_reg_9);
  C_reg_10 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_10);
  C_reg_11 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_1, C_reg_11);
  C_reg_12 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_2, C_reg_12);
  C_reg_13 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_3, C_reg_13);
  C_reg_14 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_4, C_reg_14);
  C_reg_15 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_0, C_reg_15);
  C_reg_16 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_1, C_reg_16);
  C_reg_17 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_2, C_reg_17);
  C_reg_18 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_3, C_reg_18);
  C_reg_19 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_4, C_reg_19);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[32], C_reg_2);
_mm512_storeu_ps(&C.data[48], C_reg_3);
_mm512_storeu_ps(&C.data[64], C_reg_4);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_5);
_mm512_storeu_ps(&C.data[C.strides[0] + 16], C_reg_6);
_mm512_storeu_ps(&C.data[C.strides[0] + 32], C_reg_7);
_mm512_storeu_ps(&C.data[C.strides[0] + 48], C_reg_8);
_mm512_storeu_ps(&C.data[C.strides[0] + 64], C_reg_9);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_10);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 16], C_reg_11);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 32], C_reg_12);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 48], C_reg_13);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 64], C_reg_14);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0])], C_reg_15);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 16], C_reg_16);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 32], C_reg_17);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 48], C_reg_18);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 64], C_reg_19);
}

// EXOGEMM_SMALL_PREFIX_small_4x96(
//     K : size,
//     A : [f32][4, K] @DRAM,
//     B : [f32][K, 96] @DRAM,
//     C : [f32][4, 96] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_4x96( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
__m512 C_reg_8;
__m512 C_reg_9;
__m512 C_reg_10;
__m512 C_reg_11;
__m512 C_reg_12;
__m512 C_reg_13;
__m512 C_reg_14;
__m512 C_reg_15;
__m512 C_reg_16;
__m512 C_reg_17;
__m512 C_reg_18;
__m512 C_reg_19;
__m512 C_reg_20;
__m512 C_reg_21;
__m512 C_reg_22;
__m512 C_reg_23;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[16]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[32]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_loadu_ps(&C.data[48]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm512_loadu_ps(&C.data[64]); __asm__("" : "+v"(C_reg_4));
C_reg_5 = _mm512_loadu_ps(&C.data[80]); __asm__("" : "+v"(C_reg_5));
C_reg_6 = _mm512_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_6));
C_reg_7 = _mm512_loadu_ps(&C.data[C.strides[0] + 16]); __asm__("" : "+v"(C_reg_7));
C_reg_8 = _mm512_loadu_ps(&C.data[C.strides[0] + 32]); __asm__("" : "+v"(C_reg_8));
C_reg_9 = _mm512_loadu_ps(&C.data[C.strides[0] + 48]); __asm__("" : "+v"(C_reg_9));
C_reg_10 = _mm512_loadu_ps(&C.data[C.strides[0] + 64]); __asm__("" : "+v"(C_reg_10));
C_reg_11 = _mm512_loadu_ps(&C.data[C.strides[0] + 80]); __asm__("" : "+v"(C_reg_11));
C_reg_12 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0])]); __asm__("" : "+v"(C_reg_12));
C_reg_13 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_13));
C_reg_14 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 32]); __asm__("" : "+v"(C_reg_14));
C_reg_15 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 48]); __asm__("" : "+v"(C_reg_15));
C_reg_16 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 64]); __asm__("" : "+v"(C_reg_16));
C_reg_17 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 80]); __asm__("" : "+v"(C_reg_17));
C_reg_18 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0])]); __asm__("" : "+v"(C_reg_18));
C_reg_19 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_19));
C_reg_20 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0]) + 32]); __asm__("" : "+v"(C_reg_20));
C_reg_21 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0]) + 48]); __asm__("" : "+v"(C_reg_21));
C_reg_22 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0]) + 64]); __asm__("" : "+v"(C_reg_22));
C_reg_23 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0]) + 80]); __asm__("" : "+v"(C_reg_23));
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 384; for (int exo_o = 0; exo_o < 384; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  __m512 B_reg_0;
  __m512 B_reg_1;
  __m512 B_reg_2;
  __m512 B_reg_3;
  __m512 B_reg_4;
  __m512 B_reg_5;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  B_reg_2 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 32]); __asm__("" : "+v"(B_reg_2));
  B_reg_3 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 48]); __asm__("" : "+v"(B_reg_3));
  B_reg_4 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 64]); __asm__("" : "+v"(B_reg_4));
  B_reg_5 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 80]); __asm__("" : "+v"(B_reg_5));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_3, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_4, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_5, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_7);
  C_reg_8 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_2, C_reg_8);
  C_reg_9 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_3, C_reg_9);
  C_reg_10 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_4, C_reg_10);
  C_reg_11 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_5, C_reg_11);
  C_reg_12 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_12);
  C_reg_13 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_1, C_reg_13);
  C_reg_14 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_2, C_reg_14);
  C_reg_15 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_3, C_reg_15);
  C_reg_16 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_4, C_reg_16);
  C_reg_17 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_5, C_reg_17);
  C_reg_18 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_0, C_reg_18);
  C_reg_19 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_1, C_reg_19);
  C_reg_20 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_2, C_reg_20);
  C_reg_21 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_3, C_reg_21);
  C_reg_22 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_4, C_reg_22);
  C_reg_23 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_5, C_reg_23);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[32], C_reg_2);
_mm512_storeu_ps(&C.data[48], C_reg_3);
_mm512_storeu_ps(&C.data[64], C_reg_4);
_mm512_storeu_ps(&C.data[80], C_reg_5);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_6);
_mm512_storeu_ps(&C.data[C.strides[0] + 16], C_reg_7);
_mm512_storeu_ps(&C.data[C.strides[0] + 32], C_reg_8);
_mm512_storeu_ps(&C.data[C.strides[0] + 48], C_reg_9);
_mm512_storeu_ps(&C.data[C.strides[0] + 64], C_reg_10);
_mm512_storeu_ps(&C.data[C.strides[0] + 80], C_reg_11);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_12);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 16], C_reg_13);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 32], C_reg_14);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 48], C_reg_15);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 64], C_reg_16);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 80], C_reg_17);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0])], C_reg_18);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 16], C_reg_19);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 32], C_reg_20);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 48], C_reg_21);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 64], C_reg_22);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 80], C_reg_23);
}

// EXOGEMM_SMALL_PREFIX_small_4x96_beta0(
//     K : size,
//     A : [f32][4, K] @DRAM,
//     B : [f32][K, 96] @DRAM,
//     C : [f32][4, 96] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_4x96_beta0( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
__m512 C_reg_8;
__m512 C_reg_9;
__m512 C_reg_10;
__m512 C_reg_11;
__m512 C_reg_12;
__m512 C_reg_13;
__m512 C_reg_14;
__m512 C_reg_15;
__m512 C_reg_16;
__m512 C_reg_17;
__m512 C_reg_18;
__m512 C_reg_19;
__m512 C_reg_20;
__m512 C_reg_21;
__m512 C_reg_22;
__m512 C_reg_23;
C_reg_0 = _mm512_set1_ps(0.0f);
C_reg_1 = _mm512_set1_ps(0.0f);
C_reg_2 = _mm512_set1_ps(0.0f);
C_reg_3 = _mm512_set1_ps(0.0f);
C_reg_4 = _mm512_set1_ps(0.0f);
C_reg_5 = _mm512_set1_ps(0.0f);
C_reg_6 = _mm512_set1_ps(0.0f);
C_reg_7 = _mm512_set1_ps(0.0f);
C_reg_8 = _mm512_set1_ps(0.0f);
C_reg_9 = _mm512_set1_ps(0.0f);
C_reg_10 = _mm512_set1_ps(0.0f);
C_reg_11 = _mm512_set1_ps(0.0f);
C_reg_12 = _mm512_set1_ps(0.0f);
C_reg_13 = _mm512_set1_ps(0.0f);
C_reg_14 = _mm512_set1_ps(0.0f);
C_reg_15 = _mm512_set1_ps(0.0f);
C_reg_16 = _mm512_set1_ps(0.0f);
C_reg_17 = _mm512_set1_ps(0.0f);
C_reg_18 = _mm512_set1_ps(0.0f);
C_reg_19 = _mm512_set1_ps(0.0f);
C_reg_20 = _mm512_set1_ps(0.0f);
C_reg_21 = _mm512_set1_ps(0.0f);
C_reg_22 = _mm512_set1_ps(0.0f);
C_reg_23 = _mm512_set1_ps(0.0f);
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 384; for (int exo_o = 0; exo_o < 384; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  __m512 B_reg_0;
  __m512 B_reg_1;
  __m512 B_reg_2;
  __m512 B_reg_3;
  __m512 B_reg_4;
  __m512 B_reg_5;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  B_reg_2 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 32]); __asm__("" : "+v"(B_reg_2));
  B_reg_3 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 48]); __asm__("" : "+v"(B_reg_3));
  B_reg_4 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 64]); __asm__("" : "+v"(B_reg_4));
  B_reg_5 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 80]); __asm__("" : "+v"(B_reg_5));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_3, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_4, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_5, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_7);
  C_reg_8 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_2, C_reg_8);
  C_reg_9 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_3, C_reg_9);
  C_reg_10 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_4, C_reg_10);
  C_reg_11 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_5, C_reg_11);
  C_reg_12 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_12);
  C_reg_13 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_1, C_reg_13);
  C_reg_14 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_2, C_reg_14);
  C_reg_15 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_3, C_reg_15);
  C_reg_16 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_4, C_reg_16);
  C_reg_17 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_5, C_reg_17);
  C_reg_18 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_0, C_reg_18);
  C_reg_19 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_1, C_reg_19);
  C_reg_20 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_2, C_reg_20);
  C_reg_21 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_3, C_reg_21);
  C_reg_22 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_4, C_reg_22);
  C_reg_23 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_5, C_reg_23);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[32], C_reg_2);
_mm512_storeu_ps(&C.data[48], C_reg_3);
_mm512_storeu_ps(&C.data[64], C_reg_4);
_mm512_storeu_ps(&C.data[80], C_reg_5);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_6);
_mm512_storeu_ps(&C.data[C.strides[0] + 16], C_reg_7);
_mm512_storeu_ps(&C.data[C.strides[0] + 32], C_reg_8);
_mm512_storeu_ps(&C.data[C.strides[0] + 48], C_reg_9);
_mm512_storeu_ps(&C.data[C.strides[0] + 64], C_reg_10);
_mm512_storeu_ps(&C.data[C.strides[0] + 80], C_reg_11);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_12);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 16], C_reg_13);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 32], C_reg_14);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 48], C_reg_15);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 64], C_reg_16);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 80], C_reg_17);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0])], C_reg_18);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 16], C_reg_19);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 32], C_reg_20);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 48], C_reg_21);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 64], C_reg_22);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 80], C_reg_23);
}

// EXOGEMM_SMALL_PREFIX_small_4x96_resident(
//     K : size,
//     A : [f32][4, K] @DRAM,
//     B : [f32][K, 96] @DRAM,
//     C : [f32][4, 96] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_4x96_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
__m512 C_reg_8;
__m512 C_reg_9;
__m512 C_reg_10;
__m512 C_reg_11;
__m512 C_reg_12;
__m512 C_reg_13;
__m512 C_reg_14;
__m512 C_reg_15;
__m512 C_reg_16;
__m512 C_reg_17;
__m512 C_reg_18;
__m512 C_reg_19;
__m512 C_reg_20;
__m512 C_reg_21;
__m512 C_reg_22;
__m512 C_reg_23;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[16]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[32]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_loadu_ps(&C.data[48]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm512_loadu_ps(&C.data[64]); __asm__("" : "+v"(C_reg_4));
C_reg_5 = _mm512_loadu_ps(&C.data[80]); __asm__("" : "+v"(C_reg_5));
C_reg_6 = _mm512_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_6));
C_reg_7 = _mm512_loadu_ps(&C.data[C.strides[0] + 16]); __asm__("" : "+v"(C_reg_7));
C_reg_8 = _mm512_loadu_ps(&C.data[C.strides[0] + 32]); __asm__("" : "+v"(C_reg_8));
C_reg_9 = _mm512_loadu_ps(&C.data[C.strides[0] + 48]); __asm__("" : "+v"(C_reg_9));
C_reg_10 = _mm512_loadu_ps(&C.data[C.strides[0] + 64]); __asm__("" : "+v"(C_reg_10));
C_reg_11 = _mm512_loadu_ps(&C.data[C.strides[0] + 80]); __asm__("" : "+v"(C_reg_11));
C_reg_12 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0])]); __asm__("" : "+v"(C_reg_12));
C_reg_13 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_13));
C_reg_14 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 32]); __asm__("" : "+v"(C_reg_14));
C_reg_15 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 48]); __asm__("" : "+v"(C_reg_15));
C_reg_16 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 64]); __asm__("" : "+v"(C_reg_16));
C_reg_17 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 80]); __asm__("" : "+v"(C_reg_17));
C_reg_18 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0])]); __asm__("" : "+v"(C_reg_18));
C_reg_19 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_19));
C_reg_20 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0]) + 32]); __asm__("" : "+v"(C_reg_20));
C_reg_21 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0]) + 48]); __asm__("" : "+v"(C_reg_21));
C_reg_22 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0]) + 64]); __asm__("" : "+v"(C_reg_22));
C_reg_23 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0]) + 80]); __asm__("" : "+v"(C_reg_23));
for (int_fast32_t k = 0; k < K; k++) {
  __m512 B_reg_0;
  __m512 B_reg_1;
  __m512 B_reg_2;
  __m512 B_reg_3;
  __m512 B_reg_4;
  __m512 B_reg_5;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  B_reg_2 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 32]); __asm__("" : "+v"(B_reg_2));
  B_reg_3 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 48]); __asm__("" : "+v"(B_reg_3));
  B_reg_4 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 64]); __asm__("" : "+v"(B_reg_4));
  B_reg_5 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 80]); __asm__("" : "+v"(B_reg_5));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_3, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_4, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_5, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_7);
  C_reg_8 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_2, C_reg_8);
  C_reg_9 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_3, C_reg_9);
  C_reg_10 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_4, C_reg_10);
  C_reg_11 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_5, C_reg_11);
  C_reg_12 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_12);
  C_reg_13 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_1, C_reg_13);
  C_reg_14 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_2, C_reg_14);
  C_reg_15 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_3, C_reg_15);
  C_reg_16 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_4, C_reg_16);
  C_reg_17 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_5, C_reg_17);
  C_reg_18 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_0, C_reg_18);
  C_reg_19 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_1, C_reg_19);
  C_reg_20 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_2, C_reg_20);
  C_reg_21 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_3, C_reg_21);
  C_reg_22 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_4, C_reg_22);
  C_reg_23 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_5, C_reg_23);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[32], C_reg_2);
_mm512_storeu_ps(&C.data[48], C_reg_3);
_mm512_storeu_ps(&C.data[64], C_reg_4);
_mm512_storeu_ps(&C.data[80], C_reg_5);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_6);
_mm512_storeu_ps(&C.data[C.strides[0] + 16], C_reg_7);
_mm512_storeu_ps(&C.data[C.strides[0] + 32], C_reg_8);
_mm512_storeu_ps(&C.data[C.strides[0] + 48], C_reg_9);
_mm512_storeu_ps(&C.data[C.strides[0] + 64], C_reg_10);
_mm512_storeu_ps(&C.data[C.strides[0] + 80], C_reg_11);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_12);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 16], C_reg_13);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 32], C_reg_14);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 48], C_reg_15);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 64], C_reg_16);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 80], C_reg_17);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0])], C_reg_18);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 16], C_reg_19);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 32], C_reg_20);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 48], C_reg_21);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 64], C_reg_22);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 80], C_reg_23);
}

// EXOGEMM_SMALL_PREFIX_small_4x96_resident_beta0(
//     K : size,
//     A : [f32][4, K] @DRAM,
//     B : [f32][K, 96] @DRAM,
//     C : [f32][4, 96] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_4x96_resident_beta0( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
__m512 C_reg_8;
__m512 C_reg_9;
__m512 C_reg_10;
__m512 C_reg_11;
__m512 C_reg_12;
__m512 C_reg_13;
__m512 C_reg_14;
__m512 C_reg_15;
__m512 C_reg_16;
__m512 C_reg_17;
__m512 C_reg_18;
__m512 C_reg_19;
__m512 C_reg_20;
__m512 C_reg_21;
__m512 C_reg_22;
__m512 C_reg_23;
C_reg_0 = _mm512_set1_ps(0.0f);
C_reg_1 = _mm512_set1_ps(0.0f);
C_reg_2 = _mm512_set1_ps(0.0f);
C_reg_3 = _mm512_set1_ps(0.0f);
C_reg_4 = _mm512_set1_ps(0.0f);
C_reg_5 = _mm512_set1_ps(0.0f);
C_reg_6 = _mm512_set1_ps(0.0f);
C_reg_7 = _mm512_set1_ps(0.0f);
C_reg_8 = _mm512_set1_ps(0.0f);
C_reg_9 = _mm512_set1_ps(0.0f);
C_reg_10 = _mm512_set1_ps(0.0f);
C_reg_11 = _mm512_set1_ps(0.0f);
C_reg_12 = _mm512_set1_ps(0.0f);
C_reg_13 = _mm512_set1_ps(0.0f);
C_reg_14 = _mm512_set1_ps(0.0f);
C_reg_15 = _mm512_set1_ps(0.0f);
C_reg_16 = _mm512_set1_ps(0.0f);
C_reg_17 = _mm512_set1_ps(0.0f);
C_reg_18 = _mm512_set1_ps(0.0f);
C_reg_19 = _mm512_set1_ps(0.0f);
C_reg_20 = _mm512_set1_ps(0.0f);
C_reg_21 = _mm512_set1_ps(0.0f);
C_reg_22 = _mm512_set1_ps(0.0f);
C_reg_23 = _mm512_set1_ps(0.0f);
for (int_fast32_t k = 0; k < K; k++) {
  __m512 B_reg_0;
  __m512 B_reg_1;
  __m512 B_reg_2;
  __m512 B_reg_3;
  __m512 B_reg_4;
  __m512 B_reg_5;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  B_reg_2 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 32]); __asm__("" : "+v"(B_reg_2));
  B_reg_3 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 48]); __asm__("" : "+v"(B_reg_3));
  B_reg_4 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 64]); __asm__("" : "+v"(B_reg_4));
  B_reg_5 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 80]); __asm__("" : "+v"(B_reg_5));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_3, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_4, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_5, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_7);
  C_reg_8 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_2, C_reg_8);
  C_reg_9 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_3, C_reg_9);
  C_reg_10 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_4, C_reg_10);
  C_reg_11 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_5, C_reg_11);
  C_reg_12 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_12);
  C_reg_13 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_1, C_reg_13);
  C_reg_14 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_2, C_reg_14);
  C_reg_15 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_3, C_reg_15);
  C_reg_16 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_4, C_reg_16);
  C_reg_17 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_5, C_reg_17);
  C_reg_18 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_0, C_reg_18);
  C_reg_19 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_1, C_reg_19);
  C_reg_20 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_2, C_reg_20);
  C_reg_21 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_3, C_reg_21);
  C_reg_22 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_4, C_reg_22);
  C_reg_23 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_5, C_reg_23);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[32], C_reg_2);
_mm512_storeu_ps(&C.data[48], C_reg_3);
_mm512_storeu_ps(&C.data[64], C_reg_4);
_mm512_storeu_ps(&C.data[80], C_reg_5);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_6);
_mm512_storeu_ps(&C.data[C.strides[0] + 16], C_reg_7);
_mm512_storeu_ps(&C.data[C.strides[0] + 32], C_reg_8);
_mm512_storeu_ps(&C.data[C.strides[0] + 48], C_reg_9);
_mm512_storeu_ps(&C.data[C.strides[0] + 64], C_reg_10);
_mm512_storeu_ps(&C.data[C.strides[0] + 80], C_reg_11);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_12);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 16], C_reg_13);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 32], C_reg_14);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 48], C_reg_15);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 64], C_reg_16);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 80], C_reg_17);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0])], C_reg_18);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 16], C_reg_19);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 32], C_reg_20);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 48], C_reg_21);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 64], C_reg_22);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 80], C_reg_23);
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
EXO_ASSUME(W <= 16);
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
C_reg_0 = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (W)) - 1u), &C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (W)) - 1u), &C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (W)) - 1u), &C.data[(2) * (C.strides[0])]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (W)) - 1u), &C.data[(3) * (C.strides[0])]); __asm__("" : "+v"(C_reg_3));
for (int_fast32_t k = 0; k < K; k++) {
  __m512 B_reg;
  B_reg = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (W)) - 1u), &B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg));
  C_reg_0 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg, C_reg_0, _cvtu32_mask16((1u << (W)) - 1u));
  C_reg_1 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg, C_reg_1, _cvtu32_mask16((1u << (W)) - 1u));
  C_reg_2 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg, C_reg_2, _cvtu32_mask16((1u << (W)) - 1u));
  C_reg_3 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg, C_reg_3, _cvtu32_mask16((1u << (W)) - 1u));
}
_mm512_mask_storeu_ps(&C.data[0], _cvtu32_mask16((1u << (W)) - 1u), C_reg_0);
_mm512_mask_storeu_ps(&C.data[C.strides[0]], _cvtu32_mask16((1u << (W)) - 1u), C_reg_1);
_mm512_mask_storeu_ps(&C.data[(2) * (C.strides[0])], _cvtu32_mask16((1u << (W)) - 1u), C_reg_2);
_mm512_mask_storeu_ps(&C.data[(3) * (C.strides[0])], _cvtu32_mask16((1u << (W)) - 1u), C_reg_3);
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
EXO_ASSUME(W <= 16);
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
C_reg_0 = _mm512_set1_ps(0.0f);
C_reg_1 = _mm512_set1_ps(0.0f);
C_reg_2 = _mm512_set1_ps(0.0f);
C_reg_3 = _mm512_set1_ps(0.0f);
for (int_fast32_t k = 0; k < K; k++) {
  __m512 B_reg;
  B_reg = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (W)) - 1u), &B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg));
  C_reg_0 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg, C_reg_0, _cvtu32_mask16((1u << (W)) - 1u));
  C_reg_1 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg, C_reg_1, _cvtu32_mask16((1u << (W)) - 1u));
  C_reg_2 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg, C_reg_2, _cvtu32_mask16((1u << (W)) - 1u));
  C_reg_3 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg, C_reg_3, _cvtu32_mask16((1u << (W)) - 1u));
}
_mm512_mask_storeu_ps(&C.data[0], _cvtu32_mask16((1u << (W)) - 1u), C_reg_0);
_mm512_mask_storeu_ps(&C.data[C.strides[0]], _cvtu32_mask16((1u << (W)) - 1u), C_reg_1);
_mm512_mask_storeu_ps(&C.data[(2) * (C.strides[0])], _cvtu32_mask16((1u << (W)) - 1u), C_reg_2);
_mm512_mask_storeu_ps(&C.data[(3) * (C.strides[0])], _cvtu32_mask16((1u << (W)) - 1u), C_reg_3);
}

// EXOGEMM_SMALL_PREFIX_small_4xw_l4(
//     K : size,
//     W : size,
//     A : [f32][4, K] @DRAM,
//     B : [f32][K, W] @DRAM,
//     C : [f32][4, W] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_4xw_l4( void *ctxt, int_fast32_t K, int_fast32_t W, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
EXO_ASSUME(W <= 4);
__m128 C_reg_0;
__m128 C_reg_1;
__m128 C_reg_2;
__m128 C_reg_3;
C_reg_0 = _mm_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &C.data[(2) * (C.strides[0])]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &C.data[(3) * (C.strides[0])]); __asm__("" : "+v"(C_reg_3));
for (int_fast32_t k = 0; k < K; k++) {
  __m128 B_reg;
  B_reg = _mm_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg));
  C_reg_0 = _mm_mask3_fmadd_ps(_mm_set1_ps(A.data[k]), B_reg, C_reg_0, (__mmask8)((1u << (W)) - 1u));
  C_reg_1 = _mm_mask3_fmadd_ps(_mm_set1_ps(A.data[A.strides[0] + k]), B_reg, C_reg_1, (__mmask8)((1u << (W)) - 1u));
  C_reg_2 = _mm_mask3_fmadd_ps(_mm_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg, C_reg_2, (__mmask8)((1u << (W)) - 1u));
  C_reg_3 = _mm_mask3_fmadd_ps(_mm_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg, C_reg_3, (__mmask8)((1u << (W)) - 1u));
}
_mm_mask_storeu_ps(&C.data[0], (__mmask8)((1u << (W)) - 1u), C_reg_0);
_mm_mask_storeu_ps(&C.data[C.strides[0]], (__mmask8)((1u << (W)) - 1u), C_reg_1);
_mm_mask_storeu_ps(&C.data[(2) * (C.strides[0])], (__mmask8)((1u << (W)) - 1u), C_reg_2);
_mm_mask_storeu_ps(&C.data[(3) * (C.strides[0])], (__mmask8)((1u << (W)) - 1u), C_reg_3);
}

// EXOGEMM_SMALL_PREFIX_small_4xw_l4_beta0(
//     K : size,
//     W : size,
//     A : [f32][4, K] @DRAM,
//     B : [f32][K, W] @DRAM,
//     C : [f32][4, W] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_4xw_l4_beta0( void *ctxt, int_fast32_t K, int_fast32_t W, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
EXO_ASSUME(W <= 4);
__m128 C_reg_0;
__m128 C_reg_1;
__m128 C_reg_2;
__m128 C_reg_3;
C_reg_0 = _mm_set1_ps(0.0f);
C_reg_1 = _mm_set1_ps(0.0f);
C_reg_2 = _mm_set1_ps(0.0f);
C_reg_3 = _mm_set1_ps(0.0f);
for (int_fast32_t k = 0; k < K; k++) {
  __m128 B_reg;
  B_reg = _mm_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg));
  C_reg_0 = _mm_mask3_fmadd_ps(_mm_set1_ps(A.data[k]), B_reg, C_reg_0, (__mmask8)((1u << (W)) - 1u));
  C_reg_1 = _mm_mask3_fmadd_ps(_mm_set1_ps(A.data[A.strides[0] + k]), B_reg, C_reg_1, (__mmask8)((1u << (W)) - 1u));
  C_reg_2 = _mm_mask3_fmadd_ps(_mm_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg, C_reg_2, (__mmask8)((1u << (W)) - 1u));
  C_reg_3 = _mm_mask3_fmadd_ps(_mm_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg, C_reg_3, (__mmask8)((1u << (W)) - 1u));
}
_mm_mask_storeu_ps(&C.data[0], (__mmask8)((1u << (W)) - 1u), C_reg_0);
_mm_mask_storeu_ps(&C.data[C.strides[0]], (__mmask8)((1u << (W)) - 1u), C_reg_1);
_mm_mask_storeu_ps(&C.data[(2) * (C.strides[0])], (__mmask8)((1u << (W)) - 1u), C_reg_2);
_mm_mask_storeu_ps(&C.data[(3) * (C.strides[0])], (__mmask8)((1u << (W)) - 1u), C_reg_3);
}

// EXOGEMM_SMALL_PREFIX_small_4xw_l8(
//     K : size,
//     W : size,
//     A : [f32][4, K] @DRAM,
//     B : [f32][K, W] @DRAM,
//     C : [f32][4, W] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_4xw_l8( void *ctxt, int_fast32_t K, int_fast32_t W, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
EXO_ASSUME(W <= 8);
__m256 C_reg_0;
__m256 C_reg_1;
__m256 C_reg_2;
__m256 C_reg_3;
C_reg_0 = _mm256_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm256_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm256_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &C.data[(2) * (C.strides[0])]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm256_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &C.data[(3) * (C.strides[0])]); __asm__("" : "+v"(C_reg_3));
for (int_fast32_t k = 0; k < K; k++) {
  __m256 B_reg;
  B_reg = _mm256_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg));
  C_reg_0 = _mm256_mask3_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg, C_reg_0, (__mmask8)((1u << (W)) - 1u));
  C_reg_1 = _mm256_mask3_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg, C_reg_1, (__mmask8)((1u << (W)) - 1u));
  C_reg_2 = _mm256_mask3_fmadd_ps(_mm256_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg, C_reg_2, (__mmask8)((1u << (W)) - 1u));
  C_reg_3 = _mm256_mask3_fmadd_ps(_mm256_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg, C_reg_3, (__mmask8)((1u << (W)) - 1u));
}
_mm256_mask_storeu_ps(&C.data[0], (__mmask8)((1u << (W)) - 1u), C_reg_0);
_mm256_mask_storeu_ps(&C.data[C.strides[0]], (__mmask8)((1u << (W)) - 1u), C_reg_1);
_mm256_mask_storeu_ps(&C.data[(2) * (C.strides[0])], (__mmask8)((1u << (W)) - 1u), C_reg_2);
_mm256_mask_storeu_ps(&C.data[(3) * (C.strides[0])], (__mmask8)((1u << (W)) - 1u), C_reg_3);
}

// EXOGEMM_SMALL_PREFIX_small_4xw_l8_beta0(
//     K : size,
//     W : size,
//     A : [f32][4, K] @DRAM,
//     B : [f32][K, W] @DRAM,
//     C : [f32][4, W] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_4xw_l8_beta0( void *ctxt, int_fast32_t K, int_fast32_t W, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
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
  B_reg = _mm256_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg));
  C_reg_0 = _mm256_mask3_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg, C_reg_0, (__mmask8)((1u << (W)) - 1u));
  C_reg_1 = _mm256_mask3_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg, C_reg_1, (__mmask8)((1u << (W)) - 1u));
  C_reg_2 = _mm256_mask3_fmadd_ps(_mm256_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg, C_reg_2, (__mmask8)((1u << (W)) - 1u));
  C_reg_3 = _mm256_mask3_fmadd_ps(_mm256_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg, C_reg_3, (__mmask8)((1u << (W)) - 1u));
}
_mm256_mask_storeu_ps(&C.data[0], (__mmask8)((1u << (W)) - 1u), C_reg_0);
_mm256_mask_storeu_ps(&C.data[C.strides[0]], (__mmask8)((1u << (W)) - 1u), C_reg_1);
_mm256_mask_storeu_ps(&C.data[(2) * (C.strides[0])], (__mmask8)((1u << (W)) - 1u), C_reg_2);
_mm256_mask_storeu_ps(&C.data[(3) * (C.strides[0])], (__mmask8)((1u << (W)) - 1u), C_reg_3);
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
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0])]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0])]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm512_loadu_ps(&C.data[(4) * (C.strides[0])]); __asm__("" : "+v"(C_reg_4));
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 64; for (int exo_o = 0; exo_o < 64; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  __m512 B_reg_0;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_0, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_0, C_reg_4);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_1);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_2);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0])], C_reg_3);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0])], C_reg_4);
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
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0])]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0])]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm512_loadu_ps(&C.data[(4) * (C.strides[0])]); __asm__("" : "+v"(C_reg_4));
for (int_fast32_t k = 0; k < K; k++) {
  __m512 B_reg_0;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_0, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_0, C_reg_4);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_1);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_2);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0])], C_reg_3);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0])], C_reg_4);
}

// EXOGEMM_SMALL_PREFIX_small_5x16pw(
//     K : size,
//     W : size,
//     A : [f32][5, K] @DRAM,
//     B : [f32][K, 16 + W] @DRAM,
//     C : [f32][5, 16 + W] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_5x16pw( void *ctxt, int_fast32_t K, int_fast32_t W, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
EXO_ASSUME(W <= 16);
__m512 C_full_0;
__m512 C_full_1;
__m512 C_full_2;
__m512 C_full_3;
__m512 C_full_4;
C_full_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_full_0));
C_full_1 = _mm512_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+v"(C_full_1));
C_full_2 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0])]); __asm__("" : "+v"(C_full_2));
C_full_3 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0])]); __asm__("" : "+v"(C_full_3));
C_full_4 = _mm512_loadu_ps(&C.data[(4) * (C.strides[0])]); __asm__("" : "+v"(C_full_4));
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
C_reg_0 = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (W)) - 1u), &C.data[16]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (W)) - 1u), &C.data[C.strides[0] + 16]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (W)) - 1u), &C.data[(2) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (W)) - 1u), &C.data[(3) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (W)) - 1u), &C.data[(4) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_4));
for (int_fast32_t k = 0; k < K; k++) {
  __m512 B_full;
  B_full = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_full));
  __m512 B_reg;
  B_reg = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (W)) - 1u), &B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg));
  C_full_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_full, C_full_0);
  C_reg_0 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg, C_reg_0, _cvtu32_mask16((1u << (W)) - 1u));
  C_full_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_full, C_full_1);
  C_reg_1 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg, C_reg_1, _cvtu32_mask16((1u << (W)) - 1u));
  C_full_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_full, C_full_2);
  C_reg_2 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg, C_reg_2, _cvtu32_mask16((1u << (W)) - 1u));
  C_full_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_full, C_full_3);
  C_reg_3 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg, C_reg_3, _cvtu32_mask16((1u << (W)) - 1u));
  C_full_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_full, C_full_4);
  C_reg_4 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg, C_reg_4, _cvtu32_mask16((1u << (W)) - 1u));
}
_mm512_mask_storeu_ps(&C.data[16], _cvtu32_mask16((1u << (W)) - 1u), C_reg_0);
_mm512_mask_storeu_ps(&C.data[C.strides[0] + 16], _cvtu32_mask16((1u << (W)) - 1u), C_reg_1);
_mm512_mask_storeu_ps(&C.data[(2) * (C.strides[0]) + 16], _cvtu32_mask16((1u << (W)) - 1u), C_reg_2);
_mm512_mask_storeu_ps(&C.data[(3) * (C.strides[0]) + 16], _cvtu32_mask16((1u << (W)) - 1u), C_reg_3);
_mm512_mask_storeu_ps(&C.data[(4) * (C.strides[0]) + 16], _cvtu32_mask16((1u << (W)) - 1u), C_reg_4);
_mm512_storeu_ps(&C.data[0], C_full_0);
_mm512_storeu_ps(&C.data[C.strides[0]], C_full_1);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0])], C_full_2);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0])], C_full_3);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0])], C_full_4);
}

// EXOGEMM_SMALL_PREFIX_small_5x32(
//     K : size,
//     A : [f32][5, K] @DRAM,
//     B : [f32][K, 32] @DRAM,
//     C : [f32][5, 32] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_5x32( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
__m512 C_reg_8;
__m512 C_reg_9;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[16]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_loadu_ps(&C.data[C.strides[0] + 16]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0])]); __asm__("" : "+v"(C_reg_4));
C_reg_5 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_5));
C_reg_6 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0])]); __asm__("" : "+v"(C_reg_6));
C_reg_7 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_7));
C_reg_8 = _mm512_loadu_ps(&C.data[(4) * (C.strides[0])]); __asm__("" : "+v"(C_reg_8));
C_reg_9 = _mm512_loadu_ps(&C.data[(4) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_9));
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 128; for (int exo_o = 0; exo_o < 128; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  __m512 B_reg_0;
  __m512 B_reg_1;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_1, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_0, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_1, C_reg_7);
  C_reg_8 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_0, C_reg_8);
  C_reg_9 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_1, C_reg_9);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_2);
_mm512_storeu_ps(&C.data[C.strides[0] + 16], C_reg_3);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_4);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 16], C_reg_5);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0])], C_reg_6);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 16], C_reg_7);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0])], C_reg_8);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0]) + 16], C_reg_9);
}

// EXOGEMM_SMALL_PREFIX_small_5x32_resident(
//     K : size,
//     A : [f32][5, K] @DRAM,
//     B : [f32][K, 32] @DRAM,
//     C : [f32][5, 32] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_5x32_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
__m512 C_reg_8;
__m512 C_reg_9;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[16]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_loadu_ps(&C.data[C.strides[0] + 16]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0])]); __asm__("" : "+v"(C_reg_4));
C_reg_5 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_5));
C_reg_6 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0])]); __asm__("" : "+v"(C_reg_6));
C_reg_7 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_7));
C_reg_8 = _mm512_loadu_ps(&C.data[(4) * (C.strides[0])]); __asm__("" : "+v"(C_reg_8));
C_reg_9 = _mm512_loadu_ps(&C.data[(4) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_9));
for (int_fast32_t k = 0; k < K; k++) {
  __m512 B_reg_0;
  __m512 B_reg_1;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_1, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_0, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_1, C_reg_7);
  C_reg_8 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_0, C_reg_8);
  C_reg_9 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_1, C_reg_9);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_2);
_mm512_storeu_ps(&C.data[C.strides[0] + 16], C_reg_3);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_4);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 16], C_reg_5);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0])], C_reg_6);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 16], C_reg_7);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0])], C_reg_8);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0]) + 16], C_reg_9);
}

// EXOGEMM_SMALL_PREFIX_small_5x48(
//     K : size,
//     A : [f32][5, K] @DRAM,
//     B : [f32][K, 48] @DRAM,
//     C : [f32][5, 48] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_5x48( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
__m512 C_reg_8;
__m512 C_reg_9;
__m512 C_reg_10;
__m512 C_reg_11;
__m512 C_reg_12;
__m512 C_reg_13;
__m512 C_reg_14;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[16]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[32]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm512_loadu_ps(&C.data[C.strides[0] + 16]); __asm__("" : "+v"(C_reg_4));
C_reg_5 = _mm512_loadu_ps(&C.data[C.strides[0] + 32]); __asm__("" : "+v"(C_reg_5));
C_reg_6 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0])]); __asm__("" : "+v"(C_reg_6));
C_reg_7 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_7));
C_reg_8 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 32]); __asm__("" : "+v"(C_reg_8));
C_reg_9 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0])]); __asm__("" : "+v"(C_reg_9));
C_reg_10 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_10));
C_reg_11 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0]) + 32]); __asm__("" : "+v"(C_reg_11));
C_reg_12 = _mm512_loadu_ps(&C.data[(4) * (C.strides[0])]); __asm__("" : "+v"(C_reg_12));
C_reg_13 = _mm512_loadu_ps(&C.data[(4) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_13));
C_reg_14 = _mm512_loadu_ps(&C.data[(4) * (C.strides[0]) + 32]); __asm__("" : "+v"(C_reg_14));
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 192; for (int exo_o = 0; exo_o < 192; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  __m512 B_reg_0;
  __m512 B_reg_1;
  __m512 B_reg_2;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  B_reg_2 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 32]); __asm__("" : "+v"(B_reg_2));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_2, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_1, C_reg_7);
  C_reg_8 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_2, C_reg_8);
  C_reg_9 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_0, C_reg_9);
  C_reg_10 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_1, C_reg_10);
  C_reg_11 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_2, C_reg_11);
  C_reg_12 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_0, C_reg_12);
  C_reg_13 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_1, C_reg_13);
  C_reg_14 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_2, C_reg_14);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[32], C_reg_2);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_3);
_mm512_storeu_ps(&C.data[C.strides[0] + 16], C_reg_4);
_mm512_storeu_ps(&C.data[C.strides[0] + 32], C_reg_5);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_6);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 16], C_reg_7);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 32], C_reg_8);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0])], C_reg_9);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 16], C_reg_10);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 32], C_reg_11);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0])], C_reg_12);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0]) + 16], C_reg_13);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0]) + 32], C_reg_14);
}

// EXOGEMM_SMALL_PREFIX_small_5x48_resident(
//     K : size,
//     A : [f32][5, K] @DRAM,
//     B : [f32][K, 48] @DRAM,
//     C : [f32][5, 48] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_5x48_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
__m512 C_reg_8;
__m512 C_reg_9;
__m512 C_reg_10;
__m512 C_reg_11;
__m512 C_reg_12;
__m512 C_reg_13;
__m512 C_reg_14;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[16]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[32]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm512_loadu_ps(&C.data[C.strides[0] + 16]); __asm__("" : "+v"(C_reg_4));
C_reg_5 = _mm512_loadu_ps(&C.data[C.strides[0] + 32]); __asm__("" : "+v"(C_reg_5));
C_reg_6 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0])]); __asm__("" : "+v"(C_reg_6));
C_reg_7 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_7));
C_reg_8 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 32]); __asm__("" : "+v"(C_reg_8));
C_reg_9 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0])]); __asm__("" : "+v"(C_reg_9));
C_reg_10 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_10));
C_reg_11 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0]) + 32]); __asm__("" : "+v"(C_reg_11));
C_reg_12 = _mm512_loadu_ps(&C.data[(4) * (C.strides[0])]); __asm__("" : "+v"(C_reg_12));
C_reg_13 = _mm512_loadu_ps(&C.data[(4) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_13));
C_reg_14 = _mm512_loadu_ps(&C.data[(4) * (C.strides[0]) + 32]); __asm__("" : "+v"(C_reg_14));
for (int_fast32_t k = 0; k < K; k++) {
  __m512 B_reg_0;
  __m512 B_reg_1;
  __m512 B_reg_2;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  B_reg_2 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 32]); __asm__("" : "+v"(B_reg_2));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_2, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_1, C_reg_7);
  C_reg_8 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_2, C_reg_8);
  C_reg_9 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_0, C_reg_9);
  C_reg_10 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_1, C_reg_10);
  C_reg_11 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_2, C_reg_11);
  C_reg_12 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_0, C_reg_12);
  C_reg_13 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_1, C_reg_13);
  C_reg_14 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_2, C_reg_14);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[32], C_reg_2);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_3);
_mm512_storeu_ps(&C.data[C.strides[0] + 16], C_reg_4);
_mm512_storeu_ps(&C.data[C.strides[0] + 32], C_reg_5);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_6);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 16], C_reg_7);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 32], C_reg_8);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0])], C_reg_9);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 16], C_reg_10);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 32], C_reg_11);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0])], C_reg_12);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0]) + 16], C_reg_13);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0]) + 32], C_reg_14);
}

// EXOGEMM_SMALL_PREFIX_small_5x64(
//     K : size,
//     A : [f32][5, K] @DRAM,
//     B : [f32][K, 64] @DRAM,
//     C : [f32][5, 64] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_5x64( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
__m512 C_reg_8;
__m512 C_reg_9;
__m512 C_reg_10;
__m512 C_reg_11;
__m512 C_reg_12;
__m512 C_reg_13;
__m512 C_reg_14;
__m512 C_reg_15;
__m512 C_reg_16;
__m512 C_reg_17;
__m512 C_reg_18;
__m512 C_reg_19;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[16]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[32]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_loadu_ps(&C.data[48]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm512_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_4));
C_reg_5 = _mm512_loadu_ps(&C.data[C.strides[0] + 16]); __asm__("" : "+v"(C_reg_5));
C_reg_6 = _mm512_loadu_ps(&C.data[C.strides[0] + 32]); __asm__("" : "+v"(C_reg_6));
C_reg_7 = _mm512_loadu_ps(&C.data[C.strides[0] + 48]); __asm__("" : "+v"(C_reg_7));
C_reg_8 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0])]); __asm__("" : "+v"(C_reg_8));
C_reg_9 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_9));
C_reg_10 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 32]); __asm__("" : "+v"(C_reg_10));
C_reg_11 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 48]); __asm__("" : "+v"(C_reg_11));
C_reg_12 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0])]); __asm__("" : "+v"(C_reg_12));
C_reg_13 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_13));
C_reg_14 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0]) + 32]); __asm__("" : "+v"(C_reg_14));
C_reg_15 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0]) + 48]); __asm__("" : "+v"(C_reg_15));
C_reg_16 = _mm512_loadu_ps(&C.data[(4) * (C.strides[0])]); __asm__("" : "+v"(C_reg_16));
C_reg_17 = _mm512_loadu_ps(&C.data[(4) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_17));
C_reg_18 = _mm512_loadu_ps(&C.data[(4) * (C.strides[0]) + 32]); __asm__("" : "+v"(C_reg_18));
C_reg_19 = _mm512_loadu_ps(&C.data[(4) * (C.strides[0]) + 48]); __asm__("" : "+v"(C_reg_19));
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 256; for (int exo_o = 0; exo_o < 256; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  __m512 B_reg_0;
  __m512 B_reg_1;
  __m512 B_reg_2;
  __m512 B_reg_3;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  B_reg_2 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 32]); __asm__("" : "+v"(B_reg_2));
  B_reg_3 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 48]); __asm__("" : "+v"(B_reg_3));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_3, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_2, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_3, C_reg_7);
  C_reg_8 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_8);
  C_reg_9 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_1, C_reg_9);
  C_reg_10 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_2, C_reg_10);
  C_reg_11 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_3, C_reg_11);
  C_reg_12 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_0, C_reg_12);
  C_reg_13 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_1, C_reg_13);
  C_reg_14 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_2, C_reg_14);
  C_reg_15 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_3, C_reg_15);
  C_reg_16 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_0, C_reg_16);
  C_reg_17 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_1, C_reg_17);
  C_reg_18 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_2, C_reg_18);
  C_reg_19 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_3, C_reg_19);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[32], C_reg_2);
_mm512_storeu_ps(&C.data[48], C_reg_3);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_4);
_mm512_storeu_ps(&C.data[C.strides[0] + 16], C_reg_5);
_mm512_storeu_ps(&C.data[C.strides[0] + 32], C_reg_6);
_mm512_storeu_ps(&C.data[C.strides[0] + 48], C_reg_7);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_8);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 16], C_reg_9);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 32], C_reg_10);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 48], C_reg_11);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0])], C_reg_12);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 16], C_reg_13);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 32], C_reg_14);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 48], C_reg_15);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0])], C_reg_16);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0]) + 16], C_reg_17);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0]) + 32], C_reg_18);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0]) + 48], C_reg_19);
}

// EXOGEMM_SMALL_PREFIX_small_5x64_resident(
//     K : size,
//     A : [f32][5, K] @DRAM,
//     B : [f32][K, 64] @DRAM,
//     C : [f32][5, 64] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_5x64_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
__m512 C_reg_8;
__m512 C_reg_9;
__m512 C_reg_10;
__m512 C_reg_11;
__m512 C_reg_12;
__m512 C_reg_13;
__m512 C_reg_14;
__m512 C_reg_15;
__m512 C_reg_16;
__m512 C_reg_17;
__m512 C_reg_18;
__m512 C_reg_19;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[16]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[32]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_loadu_ps(&C.data[48]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm512_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_4));
C_reg_5 = _mm512_loadu_ps(&C.data[C.strides[0] + 16]); __asm__("" : "+v"(C_reg_5));
C_reg_6 = _mm512_loadu_ps(&C.data[C.strides[0] + 32]); __asm__("" : "+v"(C_reg_6));
C_reg_7 = _mm512_loadu_ps(&C.data[C.strides[0] + 48]); __asm__("" : "+v"(C_reg_7));
C_reg_8 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0])]); __asm__("" : "+v"(C_reg_8));
C_reg_9 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_9));
C_reg_10 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 32]); __asm__("" : "+v"(C_reg_10));
C_reg_11 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 48]); __asm__("" : "+v"(C_reg_11));
C_reg_12 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0])]); __asm__("" : "+v"(C_reg_12));
C_reg_13 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_13));
C_reg_14 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0]) + 32]); __asm__("" : "+v"(C_reg_14));
C_reg_15 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0]) + 48]); __asm__("" : "+v"(C_reg_15));
C_reg_16 = _mm512_loadu_ps(&C.data[(4) * (C.strides[0])]); __asm__("" : "+v"(C_reg_16));
C_reg_17 = _mm512_loadu_ps(&C.data[(4) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_17));
C_reg_18 = _mm512_loadu_ps(&C.data[(4) * (C.strides[0]) + 32]); __asm__("" : "+v"(C_reg_18));
C_reg_19 = _mm512_loadu_ps(&C.data[(4) * (C.strides[0]) + 48]); __asm__("" : "+v"(C_reg_19));
for (int_fast32_t k = 0; k < K; k++) {
  __m512 B_reg_0;
  __m512 B_reg_1;
  __m512 B_reg_2;
  __m512 B_reg_3;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  B_reg_2 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 32]); __asm__("" : "+v"(B_reg_2));
  B_reg_3 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 48]); __asm__("" : "+v"(B_reg_3));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_3, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_2, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_3, C_reg_7);
  C_reg_8 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_8);
  C_reg_9 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_1, C_reg_9);
  C_reg_10 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_2, C_reg_10);
  C_reg_11 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_3, C_reg_11);
  C_reg_12 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_0, C_reg_12);
  C_reg_13 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_1, C_reg_13);
  C_reg_14 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_2, C_reg_14);
  C_reg_15 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_3, C_reg_15);
  C_reg_16 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_0, C_reg_16);
  C_reg_17 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_1, C_reg_17);
  C_reg_18 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_2, C_reg_18);
  C_reg_19 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_3, C_reg_19);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[32], C_reg_2);
_mm512_storeu_ps(&C.data[48], C_reg_3);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_4);
_mm512_storeu_ps(&C.data[C.strides[0] + 16], C_reg_5);
_mm512_storeu_ps(&C.data[C.strides[0] + 32], C_reg_6);
_mm512_storeu_ps(&C.data[C.strides[0] + 48], C_reg_7);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_8);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 16], C_reg_9);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 32], C_reg_10);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 48], C_reg_11);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0])], C_reg_12);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 16], C_reg_13);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 32], C_reg_14);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 48], C_reg_15);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0])], C_reg_16);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0]) + 16], C_reg_17);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0]) + 32], C_reg_18);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0]) + 48], C_reg_19);
}

// EXOGEMM_SMALL_PREFIX_small_5x80(
//     K : size,
//     A : [f32][5, K] @DRAM,
//     B : [f32][K, 80] @DRAM,
//     C : [f32][5, 80] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_5x80( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
__m512 C_reg_8;
__m512 C_reg_9;
__m512 C_reg_10;
__m512 C_reg_11;
__m512 C_reg_12;
__m512 C_reg_13;
__m512 C_reg_14;
__m512 C_reg_15;
__m512 C_reg_16;
__m512 C_reg_17;
__m512 C_reg_18;
__m512 C_reg_19;
__m512 C_reg_20;
__m512 C_reg_21;
__m512 C_reg_22;
__m512 C_reg_23;
__m512 C_reg_24;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[16]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[32]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_loadu_ps(&C.data[48]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm512_loadu_ps(&C.data[64]); __asm__("" : "+v"(C_reg_4));
C_reg_5 = _mm512_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_5));
C_reg_6 = _mm512_loadu_ps(&C.data[C.strides[0] + 16]); __asm__("" : "+v"(C_reg_6));
C_reg_7 = _mm512_loadu_ps(&C.data[C.strides[0] + 32]); __asm__("" : "+v"(C_reg_7));
C_reg_8 = _mm512_loadu_ps(&C.data[C.strides[0] + 48]); __asm__("" : "+v"(C_reg_8));
C_reg_9 = _mm512_loadu_ps(&C.data[C.strides[0] + 64]); __asm__("" : "+v"(C_reg_9));
C_reg_10 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0])]); __asm__("" : "+v"(C_reg_10));
C_reg_11 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_11));
C_reg_12 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 32]); __asm__("" : "+v"(C_reg_12));
C_reg_13 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 48]); __asm__("" : "+v"(C_reg_13));
C_reg_14 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 64]); __asm__("" : "+v"(C_reg_14));
C_reg_15 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0])]); __asm__("" : "+v"(C_reg_15));
C_reg_16 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_16));
C_reg_17 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0]) + 32]); __asm__("" : "+v"(C_reg_17));
C_reg_18 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0]) + 48]); __asm__("" : "+v"(C_reg_18));
C_reg_19 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0]) + 64]); __asm__("" : "+v"(C_reg_19));
C_reg_20 = _mm512_loadu_ps(&C.data[(4) * (C.strides[0])]); __asm__("" : "+v"(C_reg_20));
C_reg_21 = _mm512_loadu_ps(&C.data[(4) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_21));
C_reg_22 = _mm512_loadu_ps(&C.data[(4) * (C.strides[0]) + 32]); __asm__("" : "+v"(C_reg_22));
C_reg_23 = _mm512_loadu_ps(&C.data[(4) * (C.strides[0]) + 48]); __asm__("" : "+v"(C_reg_23));
C_reg_24 = _mm512_loadu_ps(&C.data[(4) * (C.strides[0]) + 64]); __asm__("" : "+v"(C_reg_24));
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 320; for (int exo_o = 0; exo_o < 320; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  __m512 B_reg_0;
  __m512 B_reg_1;
  __m512 B_reg_2;
  __m512 B_reg_3;
  __m512 B_reg_4;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  B_reg_2 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 32]); __asm__("" : "+v"(B_reg_2));
  B_reg_3 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 48]); __asm__("" : "+v"(B_reg_3));
  B_reg_4 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 64]); __asm__("" : "+v"(B_reg_4));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_3, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_4, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_2, C_reg_7);
  C_reg_8 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_3, C_reg_8);
  C_reg_9 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_4, C_reg_9);
  C_reg_10 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_10);
  C_reg_11 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_1, C_reg_11);
  C_reg_12 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_2, C_reg_12);
  C_reg_13 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_3, C_reg_13);
  C_reg_14 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_4, C_reg_14);
  C_reg_15 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_0, C_reg_15);
  C_reg_16 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_1, C_reg_16);
  C_reg_17 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_2, C_reg_17);
  C_reg_18 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_3, C_reg_18);
  C_reg_19 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_4, C_reg_19);
  C_reg_20 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_0, C_reg_20);
  C_reg_21 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_1, C_reg_21);
  C_reg_22 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_2, C_reg_22);
  C_reg_23 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_3, C_reg_23);
  C_reg_24 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_4, C_reg_24);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[32], C_reg_2);
_mm512_storeu_ps(&C.data[48], C_reg_3);
_mm512_storeu_ps(&C.data[64], C_reg_4);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_5);
_mm512_storeu_ps(&C.data[C.strides[0] + 16], C_reg_6);
_mm512_storeu_ps(&C.data[C.strides[0] + 32], C_reg_7);
_mm512_storeu_ps(&C.data[C.strides[0] + 48], C_reg_8);
_mm512_storeu_ps(&C.data[C.strides[0] + 64], C_reg_9);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_10);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 16], C_reg_11);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 32], C_reg_12);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 48], C_reg_13);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 64], C_reg_14);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0])], C_reg_15);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 16], C_reg_16);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 32], C_reg_17);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 48], C_reg_18);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 64], C_reg_19);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0])], C_reg_20);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0]) + 16], C_reg_21);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0]) + 32], C_reg_22);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0]) + 48], C_reg_23);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0]) + 64], C_reg_24);
}

// EXOGEMM_SMALL_PREFIX_small_5x80_beta0(
//     K : size,
//     A : [f32][5, K] @DRAM,
//     B : [f32][K, 80] @DRAM,
//     C : [f32][5, 80] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_5x80_beta0( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
__m512 C_reg_8;
__m512 C_reg_9;
__m512 C_reg_10;
__m512 C_reg_11;
__m512 C_reg_12;
__m512 C_reg_13;
__m512 C_reg_14;
__m512 C_reg_15;
__m512 C_reg_16;
__m512 C_reg_17;
__m512 C_reg_18;
__m512 C_reg_19;
__m512 C_reg_20;
__m512 C_reg_21;
__m512 C_reg_22;
__m512 C_reg_23;
__m512 C_reg_24;
C_reg_0 = _mm512_set1_ps(0.0f);
C_reg_1 = _mm512_set1_ps(0.0f);
C_reg_2 = _mm512_set1_ps(0.0f);
C_reg_3 = _mm512_set1_ps(0.0f);
C_reg_4 = _mm512_set1_ps(0.0f);
C_reg_5 = _mm512_set1_ps(0.0f);
C_reg_6 = _mm512_set1_ps(0.0f);
C_reg_7 = _mm512_set1_ps(0.0f);
C_reg_8 = _mm512_set1_ps(0.0f);
C_reg_9 = _mm512_set1_ps(0.0f);
C_reg_10 = _mm512_set1_ps(0.0f);
C_reg_11 = _mm512_set1_ps(0.0f);
C_reg_12 = _mm512_set1_ps(0.0f);
C_reg_13 = _mm512_set1_ps(0.0f);
C_reg_14 = _mm512_set1_ps(0.0f);
C_reg_15 = _mm512_set1_ps(0.0f);
C_reg_16 = _mm512_set1_ps(0.0f);
C_reg_17 = _mm512_set1_ps(0.0f);
C_reg_18 = _mm512_set1_ps(0.0f);
C_reg_19 = _mm512_set1_ps(0.0f);
C_reg_20 = _mm512_set1_ps(0.0f);
C_reg_21 = _mm512_set1_ps(0.0f);
C_reg_22 = _mm512_set1_ps(0.0f);
C_reg_23 = _mm512_set1_ps(0.0f);
C_reg_24 = _mm512_set1_ps(0.0f);
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 320; for (int exo_o = 0; exo_o < 320; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  __m512 B_reg_0;
  __m512 B_reg_1;
  __m512 B_reg_2;
  __m512 B_reg_3;
  __m512 B_reg_4;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  B_reg_2 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 32]); __asm__("" : "+v"(B_reg_2));
  B_reg_3 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 48]); __asm__("" : "+v"(B_reg_3));
  B_reg_4 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 64]); __asm__("" : "+v"(B_reg_4));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_3, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_4, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_2, C_reg_7);
  C_reg_8 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_3, C_reg_8);
  C_reg_9 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_4, C_reg_9);
  C_reg_10 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_10);
  C_reg_11 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_1, C_reg_11);
  C_reg_12 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_2, C_reg_12);
  C_reg_13 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_3, C_reg_13);
  C_reg_14 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_4, C_reg_14);
  C_reg_15 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_0, C_reg_15);
  C_reg_16 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_1, C_reg_16);
  C_reg_17 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_2, C_reg_17);
  C_reg_18 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_3, C_reg_18);
  C_reg_19 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_4, C_reg_19);
  C_reg_20 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_0, C_reg_20);
  C_reg_21 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_1, C_reg_21);
  C_reg_22 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_2, C_reg_22);
  C_reg_23 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_3, C_reg_23);
  C_reg_24 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_4, C_reg_24);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[32], C_reg_2);
_mm512_storeu_ps(&C.data[48], C_reg_3);
_mm512_storeu_ps(&C.data[64], C_reg_4);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_5);
_mm512_storeu_ps(&C.data[C.strides[0] + 16], C_reg_6);
_mm512_storeu_ps(&C.data[C.strides[0] + 32], C_reg_7);
_mm512_storeu_ps(&C.data[C.strides[0] + 48], C_reg_8);
_mm512_storeu_ps(&C.data[C.strides[0] + 64], C_reg_9);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_10);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 16], C_reg_11);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 32], C_reg_12);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 48], C_reg_13);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 64], C_reg_14);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0])], C_reg_15);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 16], C_reg_16);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 32], C_reg_17);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 48], C_reg_18);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 64], C_reg_19);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0])], C_reg_20);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0]) + 16], C_reg_21);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0]) + 32], C_reg_22);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0]) + 48], C_reg_23);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0]) + 64], C_reg_24);
}

// EXOGEMM_SMALL_PREFIX_small_5x80_resident(
//     K : size,
//     A : [f32][5, K] @DRAM,
//     B : [f32][K, 80] @DRAM,
//     C : [f32][5, 80] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_5x80_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
__m512 C_reg_8;
__m512 C_reg_9;
__m512 C_reg_10;
__m512 C_reg_11;
__m512 C_reg_12;
__m512 C_reg_13;
__m512 C_reg_14;
__m512 C_reg_15;
__m512 C_reg_16;
__m512 C_reg_17;
__m512 C_reg_18;
__m512 C_reg_19;
__m512 C_reg_20;
__m512 C_reg_21;
__m512 C_reg_22;
__m512 C_reg_23;
__m512 C_reg_24;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[16]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[32]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_loadu_ps(&C.data[48]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm512_loadu_ps(&C.data[64]); __asm__("" : "+v"(C_reg_4));
C_reg_5 = _mm512_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_5));
C_reg_6 = _mm512_loadu_ps(&C.data[C.strides[0] + 16]); __asm__("" : "+v"(C_reg_6));
C_reg_7 = _mm512_loadu_ps(&C.data[C.strides[0] + 32]); __asm__("" : "+v"(C_reg_7));
C_reg_8 = _mm512_loadu_ps(&C.data[C.strides[0] + 48]); __asm__("" : "+v"(C_reg_8));
C_reg_9 = _mm512_loadu_ps(&C.data[C.strides[0] + 64]); __asm__("" : "+v"(C_reg_9));
C_reg_10 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0])]); __asm__("" : "+v"(C_reg_10));
C_reg_11 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_11));
C_reg_12 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 32]); __asm__("" : "+v"(C_reg_12));
C_reg_13 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 48]); __asm__("" : "+v"(C_reg_13));
C_reg_14 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 64]); __asm__("" : "+v"(C_reg_14));
C_reg_15 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0])]); __asm__("" : "+v"(C_reg_15));
C_reg_16 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_16));
C_reg_17 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0]) + 32]); __asm__("" : "+v"(C_reg_17));
C_reg_18 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0]) + 48]); __asm__("" : "+v"(C_reg_18));
C_reg_19 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0]) + 64]); __asm__("" : "+v"(C_reg_19));
C_reg_20 = _mm512_loadu_ps(&C.data[(4) * (C.strides[0])]); __asm__("" : "+v"(C_reg_20));
C_reg_21 = _mm512_loadu_ps(&C.data[(4) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_21));
C_reg_22 = _mm512_loadu_ps(&C.data[(4) * (C.strides[0]) + 32]); __asm__("" : "+v"(C_reg_22));
C_reg_23 = _mm512_loadu_ps(&C.data[(4) * (C.strides[0]) + 48]); __asm__("" : "+v"(C_reg_23));
C_reg_24 = _mm512_loadu_ps(&C.data[(4) * (C.strides[0]) + 64]); __asm__("" : "+v"(C_reg_24));
for (int_fast32_t k = 0; k < K; k++) {
  __m512 B_reg_0;
  __m512 B_reg_1;
  __m512 B_reg_2;
  __m512 B_reg_3;
  __m512 B_reg_4;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  B_reg_2 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 32]); __asm__("" : "+v"(B_reg_2));
  B_reg_3 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 48]); __asm__("" : "+v"(B_reg_3));
  B_reg_4 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 64]); __asm__("" : "+v"(B_reg_4));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_3, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_4, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_2, C_reg_7);
  C_reg_8 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_3, C_reg_8);
  C_reg_9 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_4, C_reg_9);
  C_reg_10 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_10);
  C_reg_11 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_1, C_reg_11);
  C_reg_12 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_2, C_reg_12);
  C_reg_13 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_3, C_reg_13);
  C_reg_14 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_4, C_reg_14);
  C_reg_15 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_0, C_reg_15);
  C_reg_16 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_1, C_reg_16);
  C_reg_17 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_2, C_reg_17);
  C_reg_18 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_3, C_reg_18);
  C_reg_19 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_4, C_reg_19);
  C_reg_20 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_0, C_reg_20);
  C_reg_21 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_1, C_reg_21);
  C_reg_22 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_2, C_reg_22);
  C_reg_23 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_3, C_reg_23);
  C_reg_24 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_4, C_reg_24);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[32], C_reg_2);
_mm512_storeu_ps(&C.data[48], C_reg_3);
_mm512_storeu_ps(&C.data[64], C_reg_4);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_5);
_mm512_storeu_ps(&C.data[C.strides[0] + 16], C_reg_6);
_mm512_storeu_ps(&C.data[C.strides[0] + 32], C_reg_7);
_mm512_storeu_ps(&C.data[C.strides[0] + 48], C_reg_8);
_mm512_storeu_ps(&C.data[C.strides[0] + 64], C_reg_9);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_10);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 16], C_reg_11);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 32], C_reg_12);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 48], C_reg_13);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 64], C_reg_14);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0])], C_reg_15);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 16], C_reg_16);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 32], C_reg_17);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 48], C_reg_18);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 64], C_reg_19);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0])], C_reg_20);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0]) + 16], C_reg_21);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0]) + 32], C_reg_22);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0]) + 48], C_reg_23);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0]) + 64], C_reg_24);
}

// EXOGEMM_SMALL_PREFIX_small_5x80_resident_beta0(
//     K : size,
//     A : [f32][5, K] @DRAM,
//     B : [f32][K, 80] @DRAM,
//     C : [f32][5, 80] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_5x80_resident_beta0( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
__m512 C_reg_8;
__m512 C_reg_9;
__m512 C_reg_10;
__m512 C_reg_11;
__m512 C_reg_12;
__m512 C_reg_13;
__m512 C_reg_14;
__m512 C_reg_15;
__m512 C_reg_16;
__m512 C_reg_17;
__m512 C_reg_18;
__m512 C_reg_19;
__m512 C_reg_20;
__m512 C_reg_21;
__m512 C_reg_22;
__m512 C_reg_23;
__m512 C_reg_24;
C_reg_0 = _mm512_set1_ps(0.0f);
C_reg_1 = _mm512_set1_ps(0.0f);
C_reg_2 = _mm512_set1_ps(0.0f);
C_reg_3 = _mm512_set1_ps(0.0f);
C_reg_4 = _mm512_set1_ps(0.0f);
C_reg_5 = _mm512_set1_ps(0.0f);
C_reg_6 = _mm512_set1_ps(0.0f);
C_reg_7 = _mm512_set1_ps(0.0f);
C_reg_8 = _mm512_set1_ps(0.0f);
C_reg_9 = _mm512_set1_ps(0.0f);
C_reg_10 = _mm512_set1_ps(0.0f);
C_reg_11 = _mm512_set1_ps(0.0f);
C_reg_12 = _mm512_set1_ps(0.0f);
C_reg_13 = _mm512_set1_ps(0.0f);
C_reg_14 = _mm512_set1_ps(0.0f);
C_reg_15 = _mm512_set1_ps(0.0f);
C_reg_16 = _mm512_set1_ps(0.0f);
C_reg_17 = _mm512_set1_ps(0.0f);
C_reg_18 = _mm512_set1_ps(0.0f);
C_reg_19 = _mm512_set1_ps(0.0f);
C_reg_20 = _mm512_set1_ps(0.0f);
C_reg_21 = _mm512_set1_ps(0.0f);
C_reg_22 = _mm512_set1_ps(0.0f);
C_reg_23 = _mm512_set1_ps(0.0f);
C_reg_24 = _mm512_set1_ps(0.0f);
for (int_fast32_t k = 0; k < K; k++) {
  __m512 B_reg_0;
  __m512 B_reg_1;
  __m512 B_reg_2;
  __m512 B_reg_3;
  __m512 B_reg_4;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  B_reg_2 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 32]); __asm__("" : "+v"(B_reg_2));
  B_reg_3 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 48]); __asm__("" : "+v"(B_reg_3));
  B_reg_4 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 64]); __asm__("" : "+v"(B_reg_4));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_3, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_4, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_2, C_reg_7);
  C_reg_8 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_3, C_reg_8);
  C_reg_9 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_4, C_reg_9);
  C_reg_10 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_10);
  C_reg_11 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_1, C_reg_11);
  C_reg_12 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_2, C_reg_12);
  C_reg_13 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_3, C_reg_13);
  C_reg_14 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_4, C_reg_14);
  C_reg_15 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_0, C_reg_15);
  C_reg_16 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_1, C_reg_16);
  C_reg_17 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_2, C_reg_17);
  C_reg_18 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_3, C_reg_18);
  C_reg_19 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_4, C_reg_19);
  C_reg_20 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_0, C_reg_20);
  C_reg_21 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_1, C_reg_21);
  C_reg_22 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_2, C_reg_22);
  C_reg_23 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_3, C_reg_23);
  C_reg_24 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_4, C_reg_24);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[32], C_reg_2);
_mm512_storeu_ps(&C.data[48], C_reg_3);
_mm512_storeu_ps(&C.data[64], C_reg_4);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_5);
_mm512_storeu_ps(&C.data[C.strides[0] + 16], C_reg_6);
_mm512_storeu_ps(&C.data[C.strides[0] + 32], C_reg_7);
_mm512_storeu_ps(&C.data[C.strides[0] + 48], C_reg_8);
_mm512_storeu_ps(&C.data[C.strides[0] + 64], C_reg_9);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_10);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 16], C_reg_11);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 32], C_reg_12);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 48], C_reg_13);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 64], C_reg_14);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0])], C_reg_15);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 16], C_reg_16);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 32], C_reg_17);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 48], C_reg_18);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 64], C_reg_19);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0])], C_reg_20);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0]) + 16], C_reg_21);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0]) + 32], C_reg_22);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0]) + 48], C_reg_23);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0]) + 64], C_reg_24);
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
EXO_ASSUME(W <= 16);
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
C_reg_0 = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (W)) - 1u), &C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (W)) - 1u), &C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (W)) - 1u), &C.data[(2) * (C.strides[0])]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (W)) - 1u), &C.data[(3) * (C.strides[0])]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (W)) - 1u), &C.data[(4) * (C.strides[0])]); __asm__("" : "+v"(C_reg_4));
for (int_fast32_t k = 0; k < K; k++) {
  __m512 B_reg;
  B_reg = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (W)) - 1u), &B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg));
  C_reg_0 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg, C_reg_0, _cvtu32_mask16((1u << (W)) - 1u));
  C_reg_1 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg, C_reg_1, _cvtu32_mask16((1u << (W)) - 1u));
  C_reg_2 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg, C_reg_2, _cvtu32_mask16((1u << (W)) - 1u));
  C_reg_3 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg, C_reg_3, _cvtu32_mask16((1u << (W)) - 1u));
  C_reg_4 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg, C_reg_4, _cvtu32_mask16((1u << (W)) - 1u));
}
_mm512_mask_storeu_ps(&C.data[0], _cvtu32_mask16((1u << (W)) - 1u), C_reg_0);
_mm512_mask_storeu_ps(&C.data[C.strides[0]], _cvtu32_mask16((1u << (W)) - 1u), C_reg_1);
_mm512_mask_storeu_ps(&C.data[(2) * (C.strides[0])], _cvtu32_mask16((1u << (W)) - 1u), C_reg_2);
_mm512_mask_storeu_ps(&C.data[(3) * (C.strides[0])], _cvtu32_mask16((1u << (W)) - 1u), C_reg_3);
_mm512_mask_storeu_ps(&C.data[(4) * (C.strides[0])], _cvtu32_mask16((1u << (W)) - 1u), C_reg_4);
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
EXO_ASSUME(W <= 16);
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
C_reg_0 = _mm512_set1_ps(0.0f);
C_reg_1 = _mm512_set1_ps(0.0f);
C_reg_2 = _mm512_set1_ps(0.0f);
C_reg_3 = _mm512_set1_ps(0.0f);
C_reg_4 = _mm512_set1_ps(0.0f);
for (int_fast32_t k = 0; k < K; k++) {
  __m512 B_reg;
  B_reg = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (W)) - 1u), &B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg));
  C_reg_0 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg, C_reg_0, _cvtu32_mask16((1u << (W)) - 1u));
  C_reg_1 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg, C_reg_1, _cvtu32_mask16((1u << (W)) - 1u));
  C_reg_2 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg, C_reg_2, _cvtu32_mask16((1u << (W)) - 1u));
  C_reg_3 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg, C_reg_3, _cvtu32_mask16((1u << (W)) - 1u));
  C_reg_4 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg, C_reg_4, _cvtu32_mask16((1u << (W)) - 1u));
}
_mm512_mask_storeu_ps(&C.data[0], _cvtu32_mask16((1u << (W)) - 1u), C_reg_0);
_mm512_mask_storeu_ps(&C.data[C.strides[0]], _cvtu32_mask16((1u << (W)) - 1u), C_reg_1);
_mm512_mask_storeu_ps(&C.data[(2) * (C.strides[0])], _cvtu32_mask16((1u << (W)) - 1u), C_reg_2);
_mm512_mask_storeu_ps(&C.data[(3) * (C.strides[0])], _cvtu32_mask16((1u << (W)) - 1u), C_reg_3);
_mm512_mask_storeu_ps(&C.data[(4) * (C.strides[0])], _cvtu32_mask16((1u << (W)) - 1u), C_reg_4);
}

// EXOGEMM_SMALL_PREFIX_small_5xw_l4(
//     K : size,
//     W : size,
//     A : [f32][5, K] @DRAM,
//     B : [f32][K, W] @DRAM,
//     C : [f32][5, W] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_5xw_l4( void *ctxt, int_fast32_t K, int_fast32_t W, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
EXO_ASSUME(W <= 4);
__m128 C_reg_0;
__m128 C_reg_1;
__m128 C_reg_2;
__m128 C_reg_3;
__m128 C_reg_4;
C_reg_0 = _mm_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &C.data[(2) * (C.strides[0])]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &C.data[(3) * (C.strides[0])]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &C.data[(4) * (C.strides[0])]); __asm__("" : "+v"(C_reg_4));
for (int_fast32_t k = 0; k < K; k++) {
  __m128 B_reg;
  B_reg = _mm_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg));
  C_reg_0 = _mm_mask3_fmadd_ps(_mm_set1_ps(A.data[k]), B_reg, C_reg_0, (__mmask8)((1u << (W)) - 1u));
  C_reg_1 = _mm_mask3_fmadd_ps(_mm_set1_ps(A.data[A.strides[0] + k]), B_reg, C_reg_1, (__mmask8)((1u << (W)) - 1u));
  C_reg_2 = _mm_mask3_fmadd_ps(_mm_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg, C_reg_2, (__mmask8)((1u << (W)) - 1u));
  C_reg_3 = _mm_mask3_fmadd_ps(_mm_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg, C_reg_3, (__mmask8)((1u << (W)) - 1u));
  C_reg_4 = _mm_mask3_fmadd_ps(_mm_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg, C_reg_4, (__mmask8)((1u << (W)) - 1u));
}
_mm_mask_storeu_ps(&C.data[0], (__mmask8)((1u << (W)) - 1u), C_reg_0);
_mm_mask_storeu_ps(&C.data[C.strides[0]], (__mmask8)((1u << (W)) - 1u), C_reg_1);
_mm_mask_storeu_ps(&C.data[(2) * (C.strides[0])], (__mmask8)((1u << (W)) - 1u), C_reg_2);
_mm_mask_storeu_ps(&C.data[(3) * (C.strides[0])], (__mmask8)((1u << (W)) - 1u), C_reg_3);
_mm_mask_storeu_ps(&C.data[(4) * (C.strides[0])], (__mmask8)((1u << (W)) - 1u), C_reg_4);
}

// EXOGEMM_SMALL_PREFIX_small_5xw_l4_beta0(
//     K : size,
//     W : size,
//     A : [f32][5, K] @DRAM,
//     B : [f32][K, W] @DRAM,
//     C : [f32][5, W] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_5xw_l4_beta0( void *ctxt, int_fast32_t K, int_fast32_t W, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
EXO_ASSUME(W <= 4);
__m128 C_reg_0;
__m128 C_reg_1;
__m128 C_reg_2;
__m128 C_reg_3;
__m128 C_reg_4;
C_reg_0 = _mm_set1_ps(0.0f);
C_reg_1 = _mm_set1_ps(0.0f);
C_reg_2 = _mm_set1_ps(0.0f);
C_reg_3 = _mm_set1_ps(0.0f);
C_reg_4 = _mm_set1_ps(0.0f);
for (int_fast32_t k = 0; k < K; k++) {
  __m128 B_reg;
  B_reg = _mm_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg));
  C_reg_0 = _mm_mask3_fmadd_ps(_mm_set1_ps(A.data[k]), B_reg, C_reg_0, (__mmask8)((1u << (W)) - 1u));
  C_reg_1 = _mm_mask3_fmadd_ps(_mm_set1_ps(A.data[A.strides[0] + k]), B_reg, C_reg_1, (__mmask8)((1u << (W)) - 1u));
  C_reg_2 = _mm_mask3_fmadd_ps(_mm_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg, C_reg_2, (__mmask8)((1u << (W)) - 1u));
  C_reg_3 = _mm_mask3_fmadd_ps(_mm_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg, C_reg_3, (__mmask8)((1u << (W)) - 1u));
  C_reg_4 = _mm_mask3_fmadd_ps(_mm_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg, C_reg_4, (__mmask8)((1u << (W)) - 1u));
}
_mm_mask_storeu_ps(&C.data[0], (__mmask8)((1u << (W)) - 1u), C_reg_0);
_mm_mask_storeu_ps(&C.data[C.strides[0]], (__mmask8)((1u << (W)) - 1u), C_reg_1);
_mm_mask_storeu_ps(&C.data[(2) * (C.strides[0])], (__mmask8)((1u << (W)) - 1u), C_reg_2);
_mm_mask_storeu_ps(&C.data[(3) * (C.strides[0])], (__mmask8)((1u << (W)) - 1u), C_reg_3);
_mm_mask_storeu_ps(&C.data[(4) * (C.strides[0])], (__mmask8)((1u << (W)) - 1u), C_reg_4);
}

// EXOGEMM_SMALL_PREFIX_small_5xw_l8(
//     K : size,
//     W : size,
//     A : [f32][5, K] @DRAM,
//     B : [f32][K, W] @DRAM,
//     C : [f32][5, W] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_5xw_l8( void *ctxt, int_fast32_t K, int_fast32_t W, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
EXO_ASSUME(W <= 8);
__m256 C_reg_0;
__m256 C_reg_1;
__m256 C_reg_2;
__m256 C_reg_3;
__m256 C_reg_4;
C_reg_0 = _mm256_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm256_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm256_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &C.data[(2) * (C.strides[0])]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm256_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &C.data[(3) * (C.strides[0])]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm256_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &C.data[(4) * (C.strides[0])]); __asm__("" : "+v"(C_reg_4));
for (int_fast32_t k = 0; k < K; k++) {
  __m256 B_reg;
  B_reg = _mm256_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg));
  C_reg_0 = _mm256_mask3_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg, C_reg_0, (__mmask8)((1u << (W)) - 1u));
  C_reg_1 = _mm256_mask3_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg, C_reg_1, (__mmask8)((1u << (W)) - 1u));
  C_reg_2 = _mm256_mask3_fmadd_ps(_mm256_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg, C_reg_2, (__mmask8)((1u << (W)) - 1u));
  C_reg_3 = _mm256_mask3_fmadd_ps(_mm256_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg, C_reg_3, (__mmask8)((1u << (W)) - 1u));
  C_reg_4 = _mm256_mask3_fmadd_ps(_mm256_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg, C_reg_4, (__mmask8)((1u << (W)) - 1u));
}
_mm256_mask_storeu_ps(&C.data[0], (__mmask8)((1u << (W)) - 1u), C_reg_0);
_mm256_mask_storeu_ps(&C.data[C.strides[0]], (__mmask8)((1u << (W)) - 1u), C_reg_1);
_mm256_mask_storeu_ps(&C.data[(2) * (C.strides[0])], (__mmask8)((1u << (W)) - 1u), C_reg_2);
_mm256_mask_storeu_ps(&C.data[(3) * (C.strides[0])], (__mmask8)((1u << (W)) - 1u), C_reg_3);
_mm256_mask_storeu_ps(&C.data[(4) * (C.strides[0])], (__mmask8)((1u << (W)) - 1u), C_reg_4);
}

// EXOGEMM_SMALL_PREFIX_small_5xw_l8_beta0(
//     K : size,
//     W : size,
//     A : [f32][5, K] @DRAM,
//     B : [f32][K, W] @DRAM,
//     C : [f32][5, W] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_5xw_l8_beta0( void *ctxt, int_fast32_t K, int_fast32_t W, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
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
  B_reg = _mm256_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg));
  C_reg_0 = _mm256_mask3_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg, C_reg_0, (__mmask8)((1u << (W)) - 1u));
  C_reg_1 = _mm256_mask3_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg, C_reg_1, (__mmask8)((1u << (W)) - 1u));
  C_reg_2 = _mm256_mask3_fmadd_ps(_mm256_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg, C_reg_2, (__mmask8)((1u << (W)) - 1u));
  C_reg_3 = _mm256_mask3_fmadd_ps(_mm256_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg, C_reg_3, (__mmask8)((1u << (W)) - 1u));
  C_reg_4 = _mm256_mask3_fmadd_ps(_mm256_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg, C_reg_4, (__mmask8)((1u << (W)) - 1u));
}
_mm256_mask_storeu_ps(&C.data[0], (__mmask8)((1u << (W)) - 1u), C_reg_0);
_mm256_mask_storeu_ps(&C.data[C.strides[0]], (__mmask8)((1u << (W)) - 1u), C_reg_1);
_mm256_mask_storeu_ps(&C.data[(2) * (C.strides[0])], (__mmask8)((1u << (W)) - 1u), C_reg_2);
_mm256_mask_storeu_ps(&C.data[(3) * (C.strides[0])], (__mmask8)((1u << (W)) - 1u), C_reg_3);
_mm256_mask_storeu_ps(&C.data[(4) * (C.strides[0])], (__mmask8)((1u << (W)) - 1u), C_reg_4);
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
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0])]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0])]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm512_loadu_ps(&C.data[(4) * (C.strides[0])]); __asm__("" : "+v"(C_reg_4));
C_reg_5 = _mm512_loadu_ps(&C.data[(5) * (C.strides[0])]); __asm__("" : "+v"(C_reg_5));
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 64; for (int exo_o = 0; exo_o < 64; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  __m512 B_reg_0;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_0, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_0, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg_0, C_reg_5);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_1);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_2);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0])], C_reg_3);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0])], C_reg_4);
_mm512_storeu_ps(&C.data[(5) * (C.strides[0])], C_reg_5);
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
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0])]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0])]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm512_loadu_ps(&C.data[(4) * (C.strides[0])]); __asm__("" : "+v"(C_reg_4));
C_reg_5 = _mm512_loadu_ps(&C.data[(5) * (C.strides[0])]); __asm__("" : "+v"(C_reg_5));
for (int_fast32_t k = 0; k < K; k++) {
  __m512 B_reg_0;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_0, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_0, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg_0, C_reg_5);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_1);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_2);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0])], C_reg_3);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0])], C_reg_4);
_mm512_storeu_ps(&C.data[(5) * (C.strides[0])], C_reg_5);
}

// EXOGEMM_SMALL_PREFIX_small_6x16pw(
//     K : size,
//     W : size,
//     A : [f32][6, K] @DRAM,
//     B : [f32][K, 16 + W] @DRAM,
//     C : [f32][6, 16 + W] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_6x16pw( void *ctxt, int_fast32_t K, int_fast32_t W, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
EXO_ASSUME(W <= 16);
__m512 C_full_0;
__m512 C_full_1;
__m512 C_full_2;
__m512 C_full_3;
__m512 C_full_4;
__m512 C_full_5;
C_full_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_full_0));
C_full_1 = _mm512_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+v"(C_full_1));
C_full_2 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0])]); __asm__("" : "+v"(C_full_2));
C_full_3 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0])]); __asm__("" : "+v"(C_full_3));
C_full_4 = _mm512_loadu_ps(&C.data[(4) * (C.strides[0])]); __asm__("" : "+v"(C_full_4));
C_full_5 = _mm512_loadu_ps(&C.data[(5) * (C.strides[0])]); __asm__("" : "+v"(C_full_5));
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
C_reg_0 = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (W)) - 1u), &C.data[16]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (W)) - 1u), &C.data[C.strides[0] + 16]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (W)) - 1u), &C.data[(2) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (W)) - 1u), &C.data[(3) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (W)) - 1u), &C.data[(4) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_4));
C_reg_5 = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (W)) - 1u), &C.data[(5) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_5));
for (int_fast32_t k = 0; k < K; k++) {
  __m512 B_full;
  B_full = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_full));
  __m512 B_reg;
  B_reg = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (W)) - 1u), &B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg));
  C_full_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_full, C_full_0);
  C_reg_0 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg, C_reg_0, _cvtu32_mask16((1u << (W)) - 1u));
  C_full_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_full, C_full_1);
  C_reg_1 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg, C_reg_1, _cvtu32_mask16((1u << (W)) - 1u));
  C_full_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_full, C_full_2);
  C_reg_2 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg, C_reg_2, _cvtu32_mask16((1u << (W)) - 1u));
  C_full_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_full, C_full_3);
  C_reg_3 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg, C_reg_3, _cvtu32_mask16((1u << (W)) - 1u));
  C_full_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_full, C_full_4);
  C_reg_4 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg, C_reg_4, _cvtu32_mask16((1u << (W)) - 1u));
  C_full_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_full, C_full_5);
  C_reg_5 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg, C_reg_5, _cvtu32_mask16((1u << (W)) - 1u));
}
_mm512_mask_storeu_ps(&C.data[16], _cvtu32_mask16((1u << (W)) - 1u), C_reg_0);
_mm512_mask_storeu_ps(&C.data[C.strides[0] + 16], _cvtu32_mask16((1u << (W)) - 1u), C_reg_1);
_mm512_mask_storeu_ps(&C.data[(2) * (C.strides[0]) + 16], _cvtu32_mask16((1u << (W)) - 1u), C_reg_2);
_mm512_mask_storeu_ps(&C.data[(3) * (C.strides[0]) + 16], _cvtu32_mask16((1u << (W)) - 1u), C_reg_3);
_mm512_mask_storeu_ps(&C.data[(4) * (C.strides[0]) + 16], _cvtu32_mask16((1u << (W)) - 1u), C_reg_4);
_mm512_mask_storeu_ps(&C.data[(5) * (C.strides[0]) + 16], _cvtu32_mask16((1u << (W)) - 1u), C_reg_5);
_mm512_storeu_ps(&C.data[0], C_full_0);
_mm512_storeu_ps(&C.data[C.strides[0]], C_full_1);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0])], C_full_2);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0])], C_full_3);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0])], C_full_4);
_mm512_storeu_ps(&C.data[(5) * (C.strides[0])], C_full_5);
}

// EXOGEMM_SMALL_PREFIX_small_6x32(
//     K : size,
//     A : [f32][6, K] @DRAM,
//     B : [f32][K, 32] @DRAM,
//     C : [f32][6, 32] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_6x32( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
__m512 C_reg_8;
__m512 C_reg_9;
__m512 C_reg_10;
__m512 C_reg_11;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[16]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_loadu_ps(&C.data[C.strides[0] + 16]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0])]); __asm__("" : "+v"(C_reg_4));
C_reg_5 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_5));
C_reg_6 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0])]); __asm__("" : "+v"(C_reg_6));
C_reg_7 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_7));
C_reg_8 = _mm512_loadu_ps(&C.data[(4) * (C.strides[0])]); __asm__("" : "+v"(C_reg_8));
C_reg_9 = _mm512_loadu_ps(&C.data[(4) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_9));
C_reg_10 = _mm512_loadu_ps(&C.data[(5) * (C.strides[0])]); __asm__("" : "+v"(C_reg_10));
C_reg_11 = _mm512_loadu_ps(&C.data[(5) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_11));
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 128; for (int exo_o = 0; exo_o < 128; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  __m512 B_reg_0;
  __m512 B_reg_1;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_1, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_0, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_1, C_reg_7);
  C_reg_8 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_0, C_reg_8);
  C_reg_9 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_1, C_reg_9);
  C_reg_10 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg_0, C_reg_10);
  C_reg_11 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg_1, C_reg_11);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_2);
_mm512_storeu_ps(&C.data[C.strides[0] + 16], C_reg_3);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_4);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 16], C_reg_5);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0])], C_reg_6);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 16], C_reg_7);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0])], C_reg_8);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0]) + 16], C_reg_9);
_mm512_storeu_ps(&C.data[(5) * (C.strides[0])], C_reg_10);
_mm512_storeu_ps(&C.data[(5) * (C.strides[0]) + 16], C_reg_11);
}

// EXOGEMM_SMALL_PREFIX_small_6x32_resident(
//     K : size,
//     A : [f32][6, K] @DRAM,
//     B : [f32][K, 32] @DRAM,
//     C : [f32][6, 32] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_6x32_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
__m512 C_reg_8;
__m512 C_reg_9;
__m512 C_reg_10;
__m512 C_reg_11;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[16]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_loadu_ps(&C.data[C.strides[0] + 16]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0])]); __asm__("" : "+v"(C_reg_4));
C_reg_5 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_5));
C_reg_6 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0])]); __asm__("" : "+v"(C_reg_6));
C_reg_7 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_7));
C_reg_8 = _mm512_loadu_ps(&C.data[(4) * (C.strides[0])]); __asm__("" : "+v"(C_reg_8));
C_reg_9 = _mm512_loadu_ps(&C.data[(4) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_9));
C_reg_10 = _mm512_loadu_ps(&C.data[(5) * (C.strides[0])]); __asm__("" : "+v"(C_reg_10));
C_reg_11 = _mm512_loadu_ps(&C.data[(5) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_11));
for (int_fast32_t k = 0; k < K; k++) {
  __m512 B_reg_0;
  __m512 B_reg_1;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_1, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_0, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_1, C_reg_7);
  C_reg_8 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_0, C_reg_8);
  C_reg_9 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_1, C_reg_9);
  C_reg_10 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg_0, C_reg_10);
  C_reg_11 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg_1, C_reg_11);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_2);
_mm512_storeu_ps(&C.data[C.strides[0] + 16], C_reg_3);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_4);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 16], C_reg_5);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0])], C_reg_6);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 16], C_reg_7);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0])], C_reg_8);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0]) + 16], C_reg_9);
_mm512_storeu_ps(&C.data[(5) * (C.strides[0])], C_reg_10);
_mm512_storeu_ps(&C.data[(5) * (C.strides[0]) + 16], C_reg_11);
}

// EXOGEMM_SMALL_PREFIX_small_6x48(
//     K : size,
//     A : [f32][6, K] @DRAM,
//     B : [f32][K, 48] @DRAM,
//     C : [f32][6, 48] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_6x48( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
__m512 C_reg_8;
__m512 C_reg_9;
__m512 C_reg_10;
__m512 C_reg_11;
__m512 C_reg_12;
__m512 C_reg_13;
__m512 C_reg_14;
__m512 C_reg_15;
__m512 C_reg_16;
__m512 C_reg_17;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[16]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[32]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm512_loadu_ps(&C.data[C.strides[0] + 16]); __asm__("" : "+v"(C_reg_4));
C_reg_5 = _mm512_loadu_ps(&C.data[C.strides[0] + 32]); __asm__("" : "+v"(C_reg_5));
C_reg_6 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0])]); __asm__("" : "+v"(C_reg_6));
C_reg_7 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_7));
C_reg_8 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 32]); __asm__("" : "+v"(C_reg_8));
C_reg_9 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0])]); __asm__("" : "+v"(C_reg_9));
C_reg_10 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_10));
C_reg_11 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0]) + 32]); __asm__("" : "+v"(C_reg_11));
C_reg_12 = _mm512_loadu_ps(&C.data[(4) * (C.strides[0])]); __asm__("" : "+v"(C_reg_12));
C_reg_13 = _mm512_loadu_ps(&C.data[(4) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_13));
C_reg_14 = _mm512_loadu_ps(&C.data[(4) * (C.strides[0]) + 32]); __asm__("" : "+v"(C_reg_14));
C_reg_15 = _mm512_loadu_ps(&C.data[(5) * (C.strides[0])]); __asm__("" : "+v"(C_reg_15));
C_reg_16 = _mm512_loadu_ps(&C.data[(5) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_16));
C_reg_17 = _mm512_loadu_ps(&C.data[(5) * (C.strides[0]) + 32]); __asm__("" : "+v"(C_reg_17));
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 192; for (int exo_o = 0; exo_o < 192; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  __m512 B_reg_0;
  __m512 B_reg_1;
  __m512 B_reg_2;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  B_reg_2 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 32]); __asm__("" : "+v"(B_reg_2));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_2, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_1, C_reg_7);
  C_reg_8 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_2, C_reg_8);
  C_reg_9 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_0, C_reg_9);
  C_reg_10 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_1, C_reg_10);
  C_reg_11 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_2, C_reg_11);
  C_reg_12 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_0, C_reg_12);
  C_reg_13 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_1, C_reg_13);
  C_reg_14 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_2, C_reg_14);
  C_reg_15 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg_0, C_reg_15);
  C_reg_16 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg_1, C_reg_16);
  C_reg_17 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg_2, C_reg_17);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[32], C_reg_2);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_3);
_mm512_storeu_ps(&C.data[C.strides[0] + 16], C_reg_4);
_mm512_storeu_ps(&C.data[C.strides[0] + 32], C_reg_5);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_6);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 16], C_reg_7);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 32], C_reg_8);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0])], C_reg_9);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 16], C_reg_10);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 32], C_reg_11);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0])], C_reg_12);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0]) + 16], C_reg_13);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0]) + 32], C_reg_14);
_mm512_storeu_ps(&C.data[(5) * (C.strides[0])], C_reg_15);
_mm512_storeu_ps(&C.data[(5) * (C.strides[0]) + 16], C_reg_16);
_mm512_storeu_ps(&C.data[(5) * (C.strides[0]) + 32], C_reg_17);
}

// EXOGEMM_SMALL_PREFIX_small_6x48_resident(
//     K : size,
//     A : [f32][6, K] @DRAM,
//     B : [f32][K, 48] @DRAM,
//     C : [f32][6, 48] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_6x48_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
__m512 C_reg_8;
__m512 C_reg_9;
__m512 C_reg_10;
__m512 C_reg_11;
__m512 C_reg_12;
__m512 C_reg_13;
__m512 C_reg_14;
__m512 C_reg_15;
__m512 C_reg_16;
__m512 C_reg_17;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[16]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[32]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm512_loadu_ps(&C.data[C.strides[0] + 16]); __asm__("" : "+v"(C_reg_4));
C_reg_5 = _mm512_loadu_ps(&C.data[C.strides[0] + 32]); __asm__("" : "+v"(C_reg_5));
C_reg_6 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0])]); __asm__("" : "+v"(C_reg_6));
C_reg_7 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_7));
C_reg_8 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 32]); __asm__("" : "+v"(C_reg_8));
C_reg_9 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0])]); __asm__("" : "+v"(C_reg_9));
C_reg_10 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_10));
C_reg_11 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0]) + 32]); __asm__("" : "+v"(C_reg_11));
C_reg_12 = _mm512_loadu_ps(&C.data[(4) * (C.strides[0])]); __asm__("" : "+v"(C_reg_12));
C_reg_13 = _mm512_loadu_ps(&C.data[(4) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_13));
C_reg_14 = _mm512_loadu_ps(&C.data[(4) * (C.strides[0]) + 32]); __asm__("" : "+v"(C_reg_14));
C_reg_15 = _mm512_loadu_ps(&C.data[(5) * (C.strides[0])]); __asm__("" : "+v"(C_reg_15));
C_reg_16 = _mm512_loadu_ps(&C.data[(5) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_16));
C_reg_17 = _mm512_loadu_ps(&C.data[(5) * (C.strides[0]) + 32]); __asm__("" : "+v"(C_reg_17));
for (int_fast32_t k = 0; k < K; k++) {
  __m512 B_reg_0;
  __m512 B_reg_1;
  __m512 B_reg_2;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  B_reg_2 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 32]); __asm__("" : "+v"(B_reg_2));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_2, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_1, C_reg_7);
  C_reg_8 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_2, C_reg_8);
  C_reg_9 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_0, C_reg_9);
  C_reg_10 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_1, C_reg_10);
  C_reg_11 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_2, C_reg_11);
  C_reg_12 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_0, C_reg_12);
  C_reg_13 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_1, C_reg_13);
  C_reg_14 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_2, C_reg_14);
  C_reg_15 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg_0, C_reg_15);
  C_reg_16 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg_1, C_reg_16);
  C_reg_17 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg_2, C_reg_17);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[32], C_reg_2);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_3);
_mm512_storeu_ps(&C.data[C.strides[0] + 16], C_reg_4);
_mm512_storeu_ps(&C.data[C.strides[0] + 32], C_reg_5);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_6);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 16], C_reg_7);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 32], C_reg_8);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0])], C_reg_9);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 16], C_reg_10);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 32], C_reg_11);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0])], C_reg_12);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0]) + 16], C_reg_13);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0]) + 32], C_reg_14);
_mm512_storeu_ps(&C.data[(5) * (C.strides[0])], C_reg_15);
_mm512_storeu_ps(&C.data[(5) * (C.strides[0]) + 16], C_reg_16);
_mm512_storeu_ps(&C.data[(5) * (C.strides[0]) + 32], C_reg_17);
}

// EXOGEMM_SMALL_PREFIX_small_6x64(
//     K : size,
//     A : [f32][6, K] @DRAM,
//     B : [f32][K, 64] @DRAM,
//     C : [f32][6, 64] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_6x64( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
__m512 C_reg_8;
__m512 C_reg_9;
__m512 C_reg_10;
__m512 C_reg_11;
__m512 C_reg_12;
__m512 C_reg_13;
__m512 C_reg_14;
__m512 C_reg_15;
__m512 C_reg_16;
__m512 C_reg_17;
__m512 C_reg_18;
__m512 C_reg_19;
__m512 C_reg_20;
__m512 C_reg_21;
__m512 C_reg_22;
__m512 C_reg_23;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[16]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[32]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_loadu_ps(&C.data[48]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm512_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_4));
C_reg_5 = _mm512_loadu_ps(&C.data[C.strides[0] + 16]); __asm__("" : "+v"(C_reg_5));
C_reg_6 = _mm512_loadu_ps(&C.data[C.strides[0] + 32]); __asm__("" : "+v"(C_reg_6));
C_reg_7 = _mm512_loadu_ps(&C.data[C.strides[0] + 48]); __asm__("" : "+v"(C_reg_7));
C_reg_8 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0])]); __asm__("" : "+v"(C_reg_8));
C_reg_9 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_9));
C_reg_10 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 32]); __asm__("" : "+v"(C_reg_10));
C_reg_11 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 48]); __asm__("" : "+v"(C_reg_11));
C_reg_12 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0])]); __asm__("" : "+v"(C_reg_12));
C_reg_13 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_13));
C_reg_14 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0]) + 32]); __asm__("" : "+v"(C_reg_14));
C_reg_15 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0]) + 48]); __asm__("" : "+v"(C_reg_15));
C_reg_16 = _mm512_loadu_ps(&C.data[(4) * (C.strides[0])]); __asm__("" : "+v"(C_reg_16));
C_reg_17 = _mm512_loadu_ps(&C.data[(4) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_17));
C_reg_18 = _mm512_loadu_ps(&C.data[(4) * (C.strides[0]) + 32]); __asm__("" : "+v"(C_reg_18));
C_reg_19 = _mm512_loadu_ps(&C.data[(4) * (C.strides[0]) + 48]); __asm__("" : "+v"(C_reg_19));
C_reg_20 = _mm512_loadu_ps(&C.data[(5) * (C.strides[0])]); __asm__("" : "+v"(C_reg_20));
C_reg_21 = _mm512_loadu_ps(&C.data[(5) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_21));
C_reg_22 = _mm512_loadu_ps(&C.data[(5) * (C.strides[0]) + 32]); __asm__("" : "+v"(C_reg_22));
C_reg_23 = _mm512_loadu_ps(&C.data[(5) * (C.strides[0]) + 48]); __asm__("" : "+v"(C_reg_23));
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 256; for (int exo_o = 0; exo_o < 256; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  __m512 B_reg_0;
  __m512 B_reg_1;
  __m512 B_reg_2;
  __m512 B_reg_3;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  B_reg_2 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 32]); __asm__("" : "+v"(B_reg_2));
  B_reg_3 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 48]); __asm__("" : "+v"(B_reg_3));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_3, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_2, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_3, C_reg_7);
  C_reg_8 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_8);
  C_reg_9 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_1, C_reg_9);
  C_reg_10 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_2, C_reg_10);
  C_reg_11 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_3, C_reg_11);
  C_reg_12 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_0, C_reg_12);
  C_reg_13 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_1, C_reg_13);
  C_reg_14 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_2, C_reg_14);
  C_reg_15 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_3, C_reg_15);
  C_reg_16 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_0, C_reg_16);
  C_reg_17 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_1, C_reg_17);
  C_reg_18 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_2, C_reg_18);
  C_reg_19 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_3, C_reg_19);
  C_reg_20 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg_0, C_reg_20);
  C_reg_21 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg_1, C_reg_21);
  C_reg_22 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg_2, C_reg_22);
  C_reg_23 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg_3, C_reg_23);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[32], C_reg_2);
_mm512_storeu_ps(&C.data[48], C_reg_3);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_4);
_mm512_storeu_ps(&C.data[C.strides[0] + 16], C_reg_5);
_mm512_storeu_ps(&C.data[C.strides[0] + 32], C_reg_6);
_mm512_storeu_ps(&C.data[C.strides[0] + 48], C_reg_7);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_8);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 16], C_reg_9);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 32], C_reg_10);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 48], C_reg_11);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0])], C_reg_12);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 16], C_reg_13);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 32], C_reg_14);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 48], C_reg_15);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0])], C_reg_16);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0]) + 16], C_reg_17);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0]) + 32], C_reg_18);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0]) + 48], C_reg_19);
_mm512_storeu_ps(&C.data[(5) * (C.strides[0])], C_reg_20);
_mm512_storeu_ps(&C.data[(5) * (C.strides[0]) + 16], C_reg_21);
_mm512_storeu_ps(&C.data[(5) * (C.strides[0]) + 32], C_reg_22);
_mm512_storeu_ps(&C.data[(5) * (C.strides[0]) + 48], C_reg_23);
}

// EXOGEMM_SMALL_PREFIX_small_6x64_beta0(
//     K : size,
//     A : [f32][6, K] @DRAM,
//     B : [f32][K, 64] @DRAM,
//     C : [f32][6, 64] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_6x64_beta0( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
__m512 C_reg_8;
__m512 C_reg_9;
__m512 C_reg_10;
__m512 C_reg_11;
__m512 C_reg_12;
__m512 C_reg_13;
__m512 C_reg_14;
__m512 C_reg_15;
__m512 C_reg_16;
__m512 C_reg_17;
__m512 C_reg_18;
__m512 C_reg_19;
__m512 C_reg_20;
__m512 C_reg_21;
__m512 C_reg_22;
__m512 C_reg_23;
C_reg_0 = _mm512_set1_ps(0.0f);
C_reg_1 = _mm512_set1_ps(0.0f);
C_reg_2 = _mm512_set1_ps(0.0f);
C_reg_3 = _mm512_set1_ps(0.0f);
C_reg_4 = _mm512_set1_ps(0.0f);
C_reg_5 = _mm512_set1_ps(0.0f);
C_reg_6 = _mm512_set1_ps(0.0f);
C_reg_7 = _mm512_set1_ps(0.0f);
C_reg_8 = _mm512_set1_ps(0.0f);
C_reg_9 = _mm512_set1_ps(0.0f);
C_reg_10 = _mm512_set1_ps(0.0f);
C_reg_11 = _mm512_set1_ps(0.0f);
C_reg_12 = _mm512_set1_ps(0.0f);
C_reg_13 = _mm512_set1_ps(0.0f);
C_reg_14 = _mm512_set1_ps(0.0f);
C_reg_15 = _mm512_set1_ps(0.0f);
C_reg_16 = _mm512_set1_ps(0.0f);
C_reg_17 = _mm512_set1_ps(0.0f);
C_reg_18 = _mm512_set1_ps(0.0f);
C_reg_19 = _mm512_set1_ps(0.0f);
C_reg_20 = _mm512_set1_ps(0.0f);
C_reg_21 = _mm512_set1_ps(0.0f);
C_reg_22 = _mm512_set1_ps(0.0f);
C_reg_23 = _mm512_set1_ps(0.0f);
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 256; for (int exo_o = 0; exo_o < 256; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  __m512 B_reg_0;
  __m512 B_reg_1;
  __m512 B_reg_2;
  __m512 B_reg_3;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  B_reg_2 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 32]); __asm__("" : "+v"(B_reg_2));
  B_reg_3 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 48]); __asm__("" : "+v"(B_reg_3));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_3, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_2, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_3, C_reg_7);
  C_reg_8 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_8);
  C_reg_9 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_1, C_reg_9);
  C_reg_10 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_2, C_reg_10);
  C_reg_11 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_3, C_reg_11);
  C_reg_12 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_0, C_reg_12);
  C_reg_13 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_1, C_reg_13);
  C_reg_14 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_2, C_reg_14);
  C_reg_15 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_3, C_reg_15);
  C_reg_16 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_0, C_reg_16);
  C_reg_17 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_1, C_reg_17);
  C_reg_18 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_2, C_reg_18);
  C_reg_19 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_3, C_reg_19);
  C_reg_20 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg_0, C_reg_20);
  C_reg_21 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg_1, C_reg_21);
  C_reg_22 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg_2, C_reg_22);
  C_reg_23 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg_3, C_reg_23);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[32], C_reg_2);
_mm512_storeu_ps(&C.data[48], C_reg_3);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_4);
_mm512_storeu_ps(&C.data[C.strides[0] + 16], C_reg_5);
_mm512_storeu_ps(&C.data[C.strides[0] + 32], C_reg_6);
_mm512_storeu_ps(&C.data[C.strides[0] + 48], C_reg_7);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_8);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 16], C_reg_9);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 32], C_reg_10);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 48], C_reg_11);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0])], C_reg_12);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 16], C_reg_13);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 32], C_reg_14);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 48], C_reg_15);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0])], C_reg_16);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0]) + 16], C_reg_17);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0]) + 32], C_reg_18);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0]) + 48], C_reg_19);
_mm512_storeu_ps(&C.data[(5) * (C.strides[0])], C_reg_20);
_mm512_storeu_ps(&C.data[(5) * (C.strides[0]) + 16], C_reg_21);
_mm512_storeu_ps(&C.data[(5) * (C.strides[0]) + 32], C_reg_22);
_mm512_storeu_ps(&C.data[(5) * (C.strides[0]) + 48], C_reg_23);
}

// EXOGEMM_SMALL_PREFIX_small_6x64_resident(
//     K : size,
//     A : [f32][6, K] @DRAM,
//     B : [f32][K, 64] @DRAM,
//     C : [f32][6, 64] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_6x64_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
__m512 C_reg_8;
__m512 C_reg_9;
__m512 C_reg_10;
__m512 C_reg_11;
__m512 C_reg_12;
__m512 C_reg_13;
__m512 C_reg_14;
__m512 C_reg_15;
__m512 C_reg_16;
__m512 C_reg_17;
__m512 C_reg_18;
__m512 C_reg_19;
__m512 C_reg_20;
__m512 C_reg_21;
__m512 C_reg_22;
__m512 C_reg_23;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[16]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[32]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_loadu_ps(&C.data[48]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm512_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_4));
C_reg_5 = _mm512_loadu_ps(&C.data[C.strides[0] + 16]); __asm__("" : "+v"(C_reg_5));
C_reg_6 = _mm512_loadu_ps(&C.data[C.strides[0] + 32]); __asm__("" : "+v"(C_reg_6));
C_reg_7 = _mm512_loadu_ps(&C.data[C.strides[0] + 48]); __asm__("" : "+v"(C_reg_7));
C_reg_8 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0])]); __asm__("" : "+v"(C_reg_8));
C_reg_9 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_9));
C_reg_10 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 32]); __asm__("" : "+v"(C_reg_10));
C_reg_11 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 48]); __asm__("" : "+v"(C_reg_11));
C_reg_12 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0])]); __asm__("" : "+v"(C_reg_12));
C_reg_13 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_13));
C_reg_14 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0]) + 32]); __asm__("" : "+v"(C_reg_14));
C_reg_15 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0]) + 48]); __asm__("" : "+v"(C_reg_15));
C_reg_16 = _mm512_loadu_ps(&C.data[(4) * (C.strides[0])]); __asm__("" : "+v"(C_reg_16));
C_reg_17 = _mm512_loadu_ps(&C.data[(4) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_17));
C_reg_18 = _mm512_loadu_ps(&C.data[(4) * (C.strides[0]) + 32]); __asm__("" : "+v"(C_reg_18));
C_reg_19 = _mm512_loadu_ps(&C.data[(4) * (C.strides[0]) + 48]); __asm__("" : "+v"(C_reg_19));
C_reg_20 = _mm512_loadu_ps(&C.data[(5) * (C.strides[0])]); __asm__("" : "+v"(C_reg_20));
C_reg_21 = _mm512_loadu_ps(&C.data[(5) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_21));
C_reg_22 = _mm512_loadu_ps(&C.data[(5) * (C.strides[0]) + 32]); __asm__("" : "+v"(C_reg_22));
C_reg_23 = _mm512_loadu_ps(&C.data[(5) * (C.strides[0]) + 48]); __asm__("" : "+v"(C_reg_23));
for (int_fast32_t k = 0; k < K; k++) {
  __m512 B_reg_0;
  __m512 B_reg_1;
  __m512 B_reg_2;
  __m512 B_reg_3;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  B_reg_2 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 32]); __asm__("" : "+v"(B_reg_2));
  B_reg_3 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 48]); __asm__("" : "+v"(B_reg_3));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_3, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_2, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_3, C_reg_7);
  C_reg_8 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_8);
  C_reg_9 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_1, C_reg_9);
  C_reg_10 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_2, C_reg_10);
  C_reg_11 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_3, C_reg_11);
  C_reg_12 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_0, C_reg_12);
  C_reg_13 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_1, C_reg_13);
  C_reg_14 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_2, C_reg_14);
  C_reg_15 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_3, C_reg_15);
  C_reg_16 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_0, C_reg_16);
  C_reg_17 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_1, C_reg_17);
  C_reg_18 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_2, C_reg_18);
  C_reg_19 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_3, C_reg_19);
  C_reg_20 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg_0, C_reg_20);
  C_reg_21 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg_1, C_reg_21);
  C_reg_22 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg_2, C_reg_22);
  C_reg_23 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg_3, C_reg_23);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[32], C_reg_2);
_mm512_storeu_ps(&C.data[48], C_reg_3);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_4);
_mm512_storeu_ps(&C.data[C.strides[0] + 16], C_reg_5);
_mm512_storeu_ps(&C.data[C.strides[0] + 32], C_reg_6);
_mm512_storeu_ps(&C.data[C.strides[0] + 48], C_reg_7);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_8);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 16], C_reg_9);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 32], C_reg_10);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 48], C_reg_11);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0])], C_reg_12);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 16], C_reg_13);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 32], C_reg_14);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 48], C_reg_15);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0])], C_reg_16);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0]) + 16], C_reg_17);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0]) + 32], C_reg_18);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0]) + 48], C_reg_19);
_mm512_storeu_ps(&C.data[(5) * (C.strides[0])], C_reg_20);
_mm512_storeu_ps(&C.data[(5) * (C.strides[0]) + 16], C_reg_21);
_mm512_storeu_ps(&C.data[(5) * (C.strides[0]) + 32], C_reg_22);
_mm512_storeu_ps(&C.data[(5) * (C.strides[0]) + 48], C_reg_23);
}

// EXOGEMM_SMALL_PREFIX_small_6x64_resident_beta0(
//     K : size,
//     A : [f32][6, K] @DRAM,
//     B : [f32][K, 64] @DRAM,
//     C : [f32][6, 64] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_6x64_resident_beta0( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
__m512 C_reg_8;
__m512 C_reg_9;
__m512 C_reg_10;
__m512 C_reg_11;
__m512 C_reg_12;
__m512 C_reg_13;
__m512 C_reg_14;
__m512 C_reg_15;
__m512 C_reg_16;
__m512 C_reg_17;
__m512 C_reg_18;
__m512 C_reg_19;
__m512 C_reg_20;
__m512 C_reg_21;
__m512 C_reg_22;
__m512 C_reg_23;
C_reg_0 = _mm512_set1_ps(0.0f);
C_reg_1 = _mm512_set1_ps(0.0f);
C_reg_2 = _mm512_set1_ps(0.0f);
C_reg_3 = _mm512_set1_ps(0.0f);
C_reg_4 = _mm512_set1_ps(0.0f);
C_reg_5 = _mm512_set1_ps(0.0f);
C_reg_6 = _mm512_set1_ps(0.0f);
C_reg_7 = _mm512_set1_ps(0.0f);
C_reg_8 = _mm512_set1_ps(0.0f);
C_reg_9 = _mm512_set1_ps(0.0f);
C_reg_10 = _mm512_set1_ps(0.0f);
C_reg_11 = _mm512_set1_ps(0.0f);
C_reg_12 = _mm512_set1_ps(0.0f);
C_reg_13 = _mm512_set1_ps(0.0f);
C_reg_14 = _mm512_set1_ps(0.0f);
C_reg_15 = _mm512_set1_ps(0.0f);
C_reg_16 = _mm512_set1_ps(0.0f);
C_reg_17 = _mm512_set1_ps(0.0f);
C_reg_18 = _mm512_set1_ps(0.0f);
C_reg_19 = _mm512_set1_ps(0.0f);
C_reg_20 = _mm512_set1_ps(0.0f);
C_reg_21 = _mm512_set1_ps(0.0f);
C_reg_22 = _mm512_set1_ps(0.0f);
C_reg_23 = _mm512_set1_ps(0.0f);
for (int_fast32_t k = 0; k < K; k++) {
  __m512 B_reg_0;
  __m512 B_reg_1;
  __m512 B_reg_2;
  __m512 B_reg_3;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  B_reg_2 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 32]); __asm__("" : "+v"(B_reg_2));
  B_reg_3 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 48]); __asm__("" : "+v"(B_reg_3));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_3, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_2, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_3, C_reg_7);
  C_reg_8 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_8);
  C_reg_9 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_1, C_reg_9);
  C_reg_10 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_2, C_reg_10);
  C_reg_11 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_3, C_reg_11);
  C_reg_12 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_0, C_reg_12);
  C_reg_13 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_1, C_reg_13);
  C_reg_14 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_2, C_reg_14);
  C_reg_15 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_3, C_reg_15);
  C_reg_16 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_0, C_reg_16);
  C_reg_17 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_1, C_reg_17);
  C_reg_18 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_2, C_reg_18);
  C_reg_19 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_3, C_reg_19);
  C_reg_20 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg_0, C_reg_20);
  C_reg_21 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg_1, C_reg_21);
  C_reg_22 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg_2, C_reg_22);
  C_reg_23 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg_3, C_reg_23);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[32], C_reg_2);
_mm512_storeu_ps(&C.data[48], C_reg_3);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_4);
_mm512_storeu_ps(&C.data[C.strides[0] + 16], C_reg_5);
_mm512_storeu_ps(&C.data[C.strides[0] + 32], C_reg_6);
_mm512_storeu_ps(&C.data[C.strides[0] + 48], C_reg_7);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_8);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 16], C_reg_9);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 32], C_reg_10);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 48], C_reg_11);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0])], C_reg_12);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 16], C_reg_13);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 32], C_reg_14);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 48], C_reg_15);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0])], C_reg_16);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0]) + 16], C_reg_17);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0]) + 32], C_reg_18);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0]) + 48], C_reg_19);
_mm512_storeu_ps(&C.data[(5) * (C.strides[0])], C_reg_20);
_mm512_storeu_ps(&C.data[(5) * (C.strides[0]) + 16], C_reg_21);
_mm512_storeu_ps(&C.data[(5) * (C.strides[0]) + 32], C_reg_22);
_mm512_storeu_ps(&C.data[(5) * (C.strides[0]) + 48], C_reg_23);
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
EXO_ASSUME(W <= 16);
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
C_reg_0 = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (W)) - 1u), &C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (W)) - 1u), &C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (W)) - 1u), &C.data[(2) * (C.strides[0])]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (W)) - 1u), &C.data[(3) * (C.strides[0])]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (W)) - 1u), &C.data[(4) * (C.strides[0])]); __asm__("" : "+v"(C_reg_4));
C_reg_5 = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (W)) - 1u), &C.data[(5) * (C.strides[0])]); __asm__("" : "+v"(C_reg_5));
for (int_fast32_t k = 0; k < K; k++) {
  __m512 B_reg;
  B_reg = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (W)) - 1u), &B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg));
  C_reg_0 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg, C_reg_0, _cvtu32_mask16((1u << (W)) - 1u));
  C_reg_1 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg, C_reg_1, _cvtu32_mask16((1u << (W)) - 1u));
  C_reg_2 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg, C_reg_2, _cvtu32_mask16((1u << (W)) - 1u));
  C_reg_3 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg, C_reg_3, _cvtu32_mask16((1u << (W)) - 1u));
  C_reg_4 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg, C_reg_4, _cvtu32_mask16((1u << (W)) - 1u));
  C_reg_5 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg, C_reg_5, _cvtu32_mask16((1u << (W)) - 1u));
}
_mm512_mask_storeu_ps(&C.data[0], _cvtu32_mask16((1u << (W)) - 1u), C_reg_0);
_mm512_mask_storeu_ps(&C.data[C.strides[0]], _cvtu32_mask16((1u << (W)) - 1u), C_reg_1);
_mm512_mask_storeu_ps(&C.data[(2) * (C.strides[0])], _cvtu32_mask16((1u << (W)) - 1u), C_reg_2);
_mm512_mask_storeu_ps(&C.data[(3) * (C.strides[0])], _cvtu32_mask16((1u << (W)) - 1u), C_reg_3);
_mm512_mask_storeu_ps(&C.data[(4) * (C.strides[0])], _cvtu32_mask16((1u << (W)) - 1u), C_reg_4);
_mm512_mask_storeu_ps(&C.data[(5) * (C.strides[0])], _cvtu32_mask16((1u << (W)) - 1u), C_reg_5);
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
EXO_ASSUME(W <= 16);
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
C_reg_0 = _mm512_set1_ps(0.0f);
C_reg_1 = _mm512_set1_ps(0.0f);
C_reg_2 = _mm512_set1_ps(0.0f);
C_reg_3 = _mm512_set1_ps(0.0f);
C_reg_4 = _mm512_set1_ps(0.0f);
C_reg_5 = _mm512_set1_ps(0.0f);
for (int_fast32_t k = 0; k < K; k++) {
  __m512 B_reg;
  B_reg = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (W)) - 1u), &B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg));
  C_reg_0 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg, C_reg_0, _cvtu32_mask16((1u << (W)) - 1u));
  C_reg_1 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg, C_reg_1, _cvtu32_mask16((1u << (W)) - 1u));
  C_reg_2 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg, C_reg_2, _cvtu32_mask16((1u << (W)) - 1u));
  C_reg_3 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg, C_reg_3, _cvtu32_mask16((1u << (W)) - 1u));
  C_reg_4 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg, C_reg_4, _cvtu32_mask16((1u << (W)) - 1u));
  C_reg_5 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg, C_reg_5, _cvtu32_mask16((1u << (W)) - 1u));
}
_mm512_mask_storeu_ps(&C.data[0], _cvtu32_mask16((1u << (W)) - 1u), C_reg_0);
_mm512_mask_storeu_ps(&C.data[C.strides[0]], _cvtu32_mask16((1u << (W)) - 1u), C_reg_1);
_mm512_mask_storeu_ps(&C.data[(2) * (C.strides[0])], _cvtu32_mask16((1u << (W)) - 1u), C_reg_2);
_mm512_mask_storeu_ps(&C.data[(3) * (C.strides[0])], _cvtu32_mask16((1u << (W)) - 1u), C_reg_3);
_mm512_mask_storeu_ps(&C.data[(4) * (C.strides[0])], _cvtu32_mask16((1u << (W)) - 1u), C_reg_4);
_mm512_mask_storeu_ps(&C.data[(5) * (C.strides[0])], _cvtu32_mask16((1u << (W)) - 1u), C_reg_5);
}

// EXOGEMM_SMALL_PREFIX_small_6xw_l4(
//     K : size,
//     W : size,
//     A : [f32][6, K] @DRAM,
//     B : [f32][K, W] @DRAM,
//     C : [f32][6, W] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_6xw_l4( void *ctxt, int_fast32_t K, int_fast32_t W, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
EXO_ASSUME(W <= 4);
__m128 C_reg_0;
__m128 C_reg_1;
__m128 C_reg_2;
__m128 C_reg_3;
__m128 C_reg_4;
__m128 C_reg_5;
C_reg_0 = _mm_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &C.data[(2) * (C.strides[0])]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &C.data[(3) * (C.strides[0])]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &C.data[(4) * (C.strides[0])]); __asm__("" : "+v"(C_reg_4));
C_reg_5 = _mm_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &C.data[(5) * (C.strides[0])]); __asm__("" : "+v"(C_reg_5));
for (int_fast32_t k = 0; k < K; k++) {
  __m128 B_reg;
  B_reg = _mm_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg));
  C_reg_0 = _mm_mask3_fmadd_ps(_mm_set1_ps(A.data[k]), B_reg, C_reg_0, (__mmask8)((1u << (W)) - 1u));
  C_reg_1 = _mm_mask3_fmadd_ps(_mm_set1_ps(A.data[A.strides[0] + k]), B_reg, C_reg_1, (__mmask8)((1u << (W)) - 1u));
  C_reg_2 = _mm_mask3_fmadd_ps(_mm_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg, C_reg_2, (__mmask8)((1u << (W)) - 1u));
  C_reg_3 = _mm_mask3_fmadd_ps(_mm_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg, C_reg_3, (__mmask8)((1u << (W)) - 1u));
  C_reg_4 = _mm_mask3_fmadd_ps(_mm_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg, C_reg_4, (__mmask8)((1u << (W)) - 1u));
  C_reg_5 = _mm_mask3_fmadd_ps(_mm_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg, C_reg_5, (__mmask8)((1u << (W)) - 1u));
}
_mm_mask_storeu_ps(&C.data[0], (__mmask8)((1u << (W)) - 1u), C_reg_0);
_mm_mask_storeu_ps(&C.data[C.strides[0]], (__mmask8)((1u << (W)) - 1u), C_reg_1);
_mm_mask_storeu_ps(&C.data[(2) * (C.strides[0])], (__mmask8)((1u << (W)) - 1u), C_reg_2);
_mm_mask_storeu_ps(&C.data[(3) * (C.strides[0])], (__mmask8)((1u << (W)) - 1u), C_reg_3);
_mm_mask_storeu_ps(&C.data[(4) * (C.strides[0])], (__mmask8)((1u << (W)) - 1u), C_reg_4);
_mm_mask_storeu_ps(&C.data[(5) * (C.strides[0])], (__mmask8)((1u << (W)) - 1u), C_reg_5);
}

// EXOGEMM_SMALL_PREFIX_small_6xw_l4_beta0(
//     K : size,
//     W : size,
//     A : [f32][6, K] @DRAM,
//     B : [f32][K, W] @DRAM,
//     C : [f32][6, W] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_6xw_l4_beta0( void *ctxt, int_fast32_t K, int_fast32_t W, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
EXO_ASSUME(W <= 4);
__m128 C_reg_0;
__m128 C_reg_1;
__m128 C_reg_2;
__m128 C_reg_3;
__m128 C_reg_4;
__m128 C_reg_5;
C_reg_0 = _mm_set1_ps(0.0f);
C_reg_1 = _mm_set1_ps(0.0f);
C_reg_2 = _mm_set1_ps(0.0f);
C_reg_3 = _mm_set1_ps(0.0f);
C_reg_4 = _mm_set1_ps(0.0f);
C_reg_5 = _mm_set1_ps(0.0f);
for (int_fast32_t k = 0; k < K; k++) {
  __m128 B_reg;
  B_reg = _mm_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg));
  C_reg_0 = _mm_mask3_fmadd_ps(_mm_set1_ps(A.data[k]), B_reg, C_reg_0, (__mmask8)((1u << (W)) - 1u));
  C_reg_1 = _mm_mask3_fmadd_ps(_mm_set1_ps(A.data[A.strides[0] + k]), B_reg, C_reg_1, (__mmask8)((1u << (W)) - 1u));
  C_reg_2 = _mm_mask3_fmadd_ps(_mm_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg, C_reg_2, (__mmask8)((1u << (W)) - 1u));
  C_reg_3 = _mm_mask3_fmadd_ps(_mm_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg, C_reg_3, (__mmask8)((1u << (W)) - 1u));
  C_reg_4 = _mm_mask3_fmadd_ps(_mm_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg, C_reg_4, (__mmask8)((1u << (W)) - 1u));
  C_reg_5 = _mm_mask3_fmadd_ps(_mm_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg, C_reg_5, (__mmask8)((1u << (W)) - 1u));
}
_mm_mask_storeu_ps(&C.data[0], (__mmask8)((1u << (W)) - 1u), C_reg_0);
_mm_mask_storeu_ps(&C.data[C.strides[0]], (__mmask8)((1u << (W)) - 1u), C_reg_1);
_mm_mask_storeu_ps(&C.data[(2) * (C.strides[0])], (__mmask8)((1u << (W)) - 1u), C_reg_2);
_mm_mask_storeu_ps(&C.data[(3) * (C.strides[0])], (__mmask8)((1u << (W)) - 1u), C_reg_3);
_mm_mask_storeu_ps(&C.data[(4) * (C.strides[0])], (__mmask8)((1u << (W)) - 1u), C_reg_4);
_mm_mask_storeu_ps(&C.data[(5) * (C.strides[0])], (__mmask8)((1u << (W)) - 1u), C_reg_5);
}

// EXOGEMM_SMALL_PREFIX_small_6xw_l8(
//     K : size,
//     W : size,
//     A : [f32][6, K] @DRAM,
//     B : [f32][K, W] @DRAM,
//     C : [f32][6, W] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_6xw_l8( void *ctxt, int_fast32_t K, int_fast32_t W, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
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
C_reg_0 = _mm256_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm256_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm256_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &C.data[(2) * (C.strides[0])]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm256_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &C.data[(3) * (C.strides[0])]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm256_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &C.data[(4) * (C.strides[0])]); __asm__("" : "+v"(C_reg_4));
C_reg_5 = _mm256_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &C.data[(5) * (C.strides[0])]); __asm__("" : "+v"(C_reg_5));
for (int_fast32_t k = 0; k < K; k++) {
  __m256 B_reg;
  B_reg = _mm256_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg));
  C_reg_0 = _mm256_mask3_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg, C_reg_0, (__mmask8)((1u << (W)) - 1u));
  C_reg_1 = _mm256_mask3_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg, C_reg_1, (__mmask8)((1u << (W)) - 1u));
  C_reg_2 = _mm256_mask3_fmadd_ps(_mm256_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg, C_reg_2, (__mmask8)((1u << (W)) - 1u));
  C_reg_3 = _mm256_mask3_fmadd_ps(_mm256_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg, C_reg_3, (__mmask8)((1u << (W)) - 1u));
  C_reg_4 = _mm256_mask3_fmadd_ps(_mm256_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg, C_reg_4, (__mmask8)((1u << (W)) - 1u));
  C_reg_5 = _mm256_mask3_fmadd_ps(_mm256_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg, C_reg_5, (__mmask8)((1u << (W)) - 1u));
}
_mm256_mask_storeu_ps(&C.data[0], (__mmask8)((1u << (W)) - 1u), C_reg_0);
_mm256_mask_storeu_ps(&C.data[C.strides[0]], (__mmask8)((1u << (W)) - 1u), C_reg_1);
_mm256_mask_storeu_ps(&C.data[(2) * (C.strides[0])], (__mmask8)((1u << (W)) - 1u), C_reg_2);
_mm256_mask_storeu_ps(&C.data[(3) * (C.strides[0])], (__mmask8)((1u << (W)) - 1u), C_reg_3);
_mm256_mask_storeu_ps(&C.data[(4) * (C.strides[0])], (__mmask8)((1u << (W)) - 1u), C_reg_4);
_mm256_mask_storeu_ps(&C.data[(5) * (C.strides[0])], (__mmask8)((1u << (W)) - 1u), C_reg_5);
}

// EXOGEMM_SMALL_PREFIX_small_6xw_l8_beta0(
//     K : size,
//     W : size,
//     A : [f32][6, K] @DRAM,
//     B : [f32][K, W] @DRAM,
//     C : [f32][6, W] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_6xw_l8_beta0( void *ctxt, int_fast32_t K, int_fast32_t W, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
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
  B_reg = _mm256_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg));
  C_reg_0 = _mm256_mask3_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg, C_reg_0, (__mmask8)((1u << (W)) - 1u));
  C_reg_1 = _mm256_mask3_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg, C_reg_1, (__mmask8)((1u << (W)) - 1u));
  C_reg_2 = _mm256_mask3_fmadd_ps(_mm256_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg, C_reg_2, (__mmask8)((1u << (W)) - 1u));
  C_reg_3 = _mm256_mask3_fmadd_ps(_mm256_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg, C_reg_3, (__mmask8)((1u << (W)) - 1u));
  C_reg_4 = _mm256_mask3_fmadd_ps(_mm256_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg, C_reg_4, (__mmask8)((1u << (W)) - 1u));
  C_reg_5 = _mm256_mask3_fmadd_ps(_mm256_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg, C_reg_5, (__mmask8)((1u << (W)) - 1u));
}
_mm256_mask_storeu_ps(&C.data[0], (__mmask8)((1u << (W)) - 1u), C_reg_0);
_mm256_mask_storeu_ps(&C.data[C.strides[0]], (__mmask8)((1u << (W)) - 1u), C_reg_1);
_mm256_mask_storeu_ps(&C.data[(2) * (C.strides[0])], (__mmask8)((1u << (W)) - 1u), C_reg_2);
_mm256_mask_storeu_ps(&C.data[(3) * (C.strides[0])], (__mmask8)((1u << (W)) - 1u), C_reg_3);
_mm256_mask_storeu_ps(&C.data[(4) * (C.strides[0])], (__mmask8)((1u << (W)) - 1u), C_reg_4);
_mm256_mask_storeu_ps(&C.data[(5) * (C.strides[0])], (__mmask8)((1u << (W)) - 1u), C_reg_5);
}

// EXOGEMM_SMALL_PREFIX_small_7x16(
//     K : size,
//     A : [f32][7, K] @DRAM,
//     B : [f32][K, 16] @DRAM,
//     C : [f32][7, 16] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_7x16( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0])]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0])]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm512_loadu_ps(&C.data[(4) * (C.strides[0])]); __asm__("" : "+v"(C_reg_4));
C_reg_5 = _mm512_loadu_ps(&C.data[(5) * (C.strides[0])]); __asm__("" : "+v"(C_reg_5));
C_reg_6 = _mm512_loadu_ps(&C.data[(6) * (C.strides[0])]); __asm__("" : "+v"(C_reg_6));
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 64; for (int exo_o = 0; exo_o < 64; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  __m512 B_reg_0;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_0, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_0, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg_0, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(6) * (A.strides[0]) + k]), B_reg_0, C_reg_6);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_1);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_2);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0])], C_reg_3);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0])], C_reg_4);
_mm512_storeu_ps(&C.data[(5) * (C.strides[0])], C_reg_5);
_mm512_storeu_ps(&C.data[(6) * (C.strides[0])], C_reg_6);
}

// EXOGEMM_SMALL_PREFIX_small_7x16_resident(
//     K : size,
//     A : [f32][7, K] @DRAM,
//     B : [f32][K, 16] @DRAM,
//     C : [f32][7, 16] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_7x16_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0])]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0])]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm512_loadu_ps(&C.data[(4) * (C.strides[0])]); __asm__("" : "+v"(C_reg_4));
C_reg_5 = _mm512_loadu_ps(&C.data[(5) * (C.strides[0])]); __asm__("" : "+v"(C_reg_5));
C_reg_6 = _mm512_loadu_ps(&C.data[(6) * (C.strides[0])]); __asm__("" : "+v"(C_reg_6));
for (int_fast32_t k = 0; k < K; k++) {
  __m512 B_reg_0;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_0, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_0, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg_0, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(6) * (A.strides[0]) + k]), B_reg_0, C_reg_6);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_1);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_2);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0])], C_reg_3);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0])], C_reg_4);
_mm512_storeu_ps(&C.data[(5) * (C.strides[0])], C_reg_5);
_mm512_storeu_ps(&C.data[(6) * (C.strides[0])], C_reg_6);
}

// EXOGEMM_SMALL_PREFIX_small_7x16pw(
//     K : size,
//     W : size,
//     A : [f32][7, K] @DRAM,
//     B : [f32][K, 16 + W] @DRAM,
//     C : [f32][7, 16 + W] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_7x16pw( void *ctxt, int_fast32_t K, int_fast32_t W, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
EXO_ASSUME(W <= 16);
__m512 C_full_0;
__m512 C_full_1;
__m512 C_full_2;
__m512 C_full_3;
__m512 C_full_4;
__m512 C_full_5;
__m512 C_full_6;
C_full_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_full_0));
C_full_1 = _mm512_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+v"(C_full_1));
C_full_2 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0])]); __asm__("" : "+v"(C_full_2));
C_full_3 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0])]); __asm__("" : "+v"(C_full_3));
C_full_4 = _mm512_loadu_ps(&C.data[(4) * (C.strides[0])]); __asm__("" : "+v"(C_full_4));
C_full_5 = _mm512_loadu_ps(&C.data[(5) * (C.strides[0])]); __asm__("" : "+v"(C_full_5));
C_full_6 = _mm512_loadu_ps(&C.data[(6) * (C.strides[0])]); __asm__("" : "+v"(C_full_6));
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
C_reg_0 = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (W)) - 1u), &C.data[16]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (W)) - 1u), &C.data[C.strides[0] + 16]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (W)) - 1u), &C.data[(2) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (W)) - 1u), &C.data[(3) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (W)) - 1u), &C.data[(4) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_4));
C_reg_5 = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (W)) - 1u), &C.data[(5) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_5));
C_reg_6 = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (W)) - 1u), &C.data[(6) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_6));
for (int_fast32_t k = 0; k < K; k++) {
  __m512 B_full;
  B_full = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_full));
  __m512 B_reg;
  B_reg = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (W)) - 1u), &B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg));
  C_full_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_full, C_full_0);
  C_reg_0 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg, C_reg_0, _cvtu32_mask16((1u << (W)) - 1u));
  C_full_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_full, C_full_1);
  C_reg_1 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg, C_reg_1, _cvtu32_mask16((1u << (W)) - 1u));
  C_full_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_full, C_full_2);
  C_reg_2 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg, C_reg_2, _cvtu32_mask16((1u << (W)) - 1u));
  C_full_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_full, C_full_3);
  C_reg_3 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg, C_reg_3, _cvtu32_mask16((1u << (W)) - 1u));
  C_full_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_full, C_full_4);
  C_reg_4 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg, C_reg_4, _cvtu32_mask16((1u << (W)) - 1u));
  C_full_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_full, C_full_5);
  C_reg_5 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg, C_reg_5, _cvtu32_mask16((1u << (W)) - 1u));
  C_full_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(6) * (A.strides[0]) + k]), B_full, C_full_6);
  C_reg_6 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[(6) * (A.strides[0]) + k]), B_reg, C_reg_6, _cvtu32_mask16((1u << (W)) - 1u));
}
_mm512_mask_storeu_ps(&C.data[16], _cvtu32_mask16((1u << (W)) - 1u), C_reg_0);
_mm512_mask_storeu_ps(&C.data[C.strides[0] + 16], _cvtu32_mask16((1u << (W)) - 1u), C_reg_1);
_mm512_mask_storeu_ps(&C.data[(2) * (C.strides[0]) + 16], _cvtu32_mask16((1u << (W)) - 1u), C_reg_2);
_mm512_mask_storeu_ps(&C.data[(3) * (C.strides[0]) + 16], _cvtu32_mask16((1u << (W)) - 1u), C_reg_3);
_mm512_mask_storeu_ps(&C.data[(4) * (C.strides[0]) + 16], _cvtu32_mask16((1u << (W)) - 1u), C_reg_4);
_mm512_mask_storeu_ps(&C.data[(5) * (C.strides[0]) + 16], _cvtu32_mask16((1u << (W)) - 1u), C_reg_5);
_mm512_mask_storeu_ps(&C.data[(6) * (C.strides[0]) + 16], _cvtu32_mask16((1u << (W)) - 1u), C_reg_6);
_mm512_storeu_ps(&C.data[0], C_full_0);
_mm512_storeu_ps(&C.data[C.strides[0]], C_full_1);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0])], C_full_2);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0])], C_full_3);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0])], C_full_4);
_mm512_storeu_ps(&C.data[(5) * (C.strides[0])], C_full_5);
_mm512_storeu_ps(&C.data[(6) * (C.strides[0])], C_full_6);
}

// EXOGEMM_SMALL_PREFIX_small_7x32(
//     K : size,
//     A : [f32][7, K] @DRAM,
//     B : [f32][K, 32] @DRAM,
//     C : [f32][7, 32] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_7x32( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
__m512 C_reg_8;
__m512 C_reg_9;
__m512 C_reg_10;
__m512 C_reg_11;
__m512 C_reg_12;
__m512 C_reg_13;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[16]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_loadu_ps(&C.data[C.strides[0] + 16]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0])]); __asm__("" : "+v"(C_reg_4));
C_reg_5 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_5));
C_reg_6 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0])]); __asm__("" : "+v"(C_reg_6));
C_reg_7 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_7));
C_reg_8 = _mm512_loadu_ps(&C.data[(4) * (C.strides[0])]); __asm__("" : "+v"(C_reg_8));
C_reg_9 = _mm512_loadu_ps(&C.data[(4) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_9));
C_reg_10 = _mm512_loadu_ps(&C.data[(5) * (C.strides[0])]); __asm__("" : "+v"(C_reg_10));
C_reg_11 = _mm512_loadu_ps(&C.data[(5) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_11));
C_reg_12 = _mm512_loadu_ps(&C.data[(6) * (C.strides[0])]); __asm__("" : "+v"(C_reg_12));
C_reg_13 = _mm512_loadu_ps(&C.data[(6) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_13));
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 128; for (int exo_o = 0; exo_o < 128; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  __m512 B_reg_0;
  __m512 B_reg_1;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_1, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_0, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_1, C_reg_7);
  C_reg_8 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_0, C_reg_8);
  C_reg_9 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_1, C_reg_9);
  C_reg_10 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg_0, C_reg_10);
  C_reg_11 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg_1, C_reg_11);
  C_reg_12 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(6) * (A.strides[0]) + k]), B_reg_0, C_reg_12);
  C_reg_13 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(6) * (A.strides[0]) + k]), B_reg_1, C_reg_13);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_2);
_mm512_storeu_ps(&C.data[C.strides[0] + 16], C_reg_3);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_4);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 16], C_reg_5);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0])], C_reg_6);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 16], C_reg_7);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0])], C_reg_8);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0]) + 16], C_reg_9);
_mm512_storeu_ps(&C.data[(5) * (C.strides[0])], C_reg_10);
_mm512_storeu_ps(&C.data[(5) * (C.strides[0]) + 16], C_reg_11);
_mm512_storeu_ps(&C.data[(6) * (C.strides[0])], C_reg_12);
_mm512_storeu_ps(&C.data[(6) * (C.strides[0]) + 16], C_reg_13);
}

// EXOGEMM_SMALL_PREFIX_small_7x32_resident(
//     K : size,
//     A : [f32][7, K] @DRAM,
//     B : [f32][K, 32] @DRAM,
//     C : [f32][7, 32] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_7x32_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
__m512 C_reg_8;
__m512 C_reg_9;
__m512 C_reg_10;
__m512 C_reg_11;
__m512 C_reg_12;
__m512 C_reg_13;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[16]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_loadu_ps(&C.data[C.strides[0] + 16]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0])]); __asm__("" : "+v"(C_reg_4));
C_reg_5 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_5));
C_reg_6 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0])]); __asm__("" : "+v"(C_reg_6));
C_reg_7 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_7));
C_reg_8 = _mm512_loadu_ps(&C.data[(4) * (C.strides[0])]); __asm__("" : "+v"(C_reg_8));
C_reg_9 = _mm512_loadu_ps(&C.data[(4) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_9));
C_reg_10 = _mm512_loadu_ps(&C.data[(5) * (C.strides[0])]); __asm__("" : "+v"(C_reg_10));
C_reg_11 = _mm512_loadu_ps(&C.data[(5) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_11));
C_reg_12 = _mm512_loadu_ps(&C.data[(6) * (C.strides[0])]); __asm__("" : "+v"(C_reg_12));
C_reg_13 = _mm512_loadu_ps(&C.data[(6) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_13));
for (int_fast32_t k = 0; k < K; k++) {
  __m512 B_reg_0;
  __m512 B_reg_1;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_1, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_0, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_1, C_reg_7);
  C_reg_8 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_0, C_reg_8);
  C_reg_9 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_1, C_reg_9);
  C_reg_10 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg_0, C_reg_10);
  C_reg_11 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg_1, C_reg_11);
  C_reg_12 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(6) * (A.strides[0]) + k]), B_reg_0, C_reg_12);
  C_reg_13 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(6) * (A.strides[0]) + k]), B_reg_1, C_reg_13);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_2);
_mm512_storeu_ps(&C.data[C.strides[0] + 16], C_reg_3);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_4);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 16], C_reg_5);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0])], C_reg_6);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 16], C_reg_7);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0])], C_reg_8);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0]) + 16], C_reg_9);
_mm512_storeu_ps(&C.data[(5) * (C.strides[0])], C_reg_10);
_mm512_storeu_ps(&C.data[(5) * (C.strides[0]) + 16], C_reg_11);
_mm512_storeu_ps(&C.data[(6) * (C.strides[0])], C_reg_12);
_mm512_storeu_ps(&C.data[(6) * (C.strides[0]) + 16], C_reg_13);
}

// EXOGEMM_SMALL_PREFIX_small_7x48(
//     K : size,
//     A : [f32][7, K] @DRAM,
//     B : [f32][K, 48] @DRAM,
//     C : [f32][7, 48] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_7x48( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
__m512 C_reg_8;
__m512 C_reg_9;
__m512 C_reg_10;
__m512 C_reg_11;
__m512 C_reg_12;
__m512 C_reg_13;
__m512 C_reg_14;
__m512 C_reg_15;
__m512 C_reg_16;
__m512 C_reg_17;
__m512 C_reg_18;
__m512 C_reg_19;
__m512 C_reg_20;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[16]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[32]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm512_loadu_ps(&C.data[C.strides[0] + 16]); __asm__("" : "+v"(C_reg_4));
C_reg_5 = _mm512_loadu_ps(&C.data[C.strides[0] + 32]); __asm__("" : "+v"(C_reg_5));
C_reg_6 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0])]); __asm__("" : "+v"(C_reg_6));
C_reg_7 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_7));
C_reg_8 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 32]); __asm__("" : "+v"(C_reg_8));
C_reg_9 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0])]); __asm__("" : "+v"(C_reg_9));
C_reg_10 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_10));
C_reg_11 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0]) + 32]); __asm__("" : "+v"(C_reg_11));
C_reg_12 = _mm512_loadu_ps(&C.data[(4) * (C.strides[0])]); __asm__("" : "+v"(C_reg_12));
C_reg_13 = _mm512_loadu_ps(&C.data[(4) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_13));
C_reg_14 = _mm512_loadu_ps(&C.data[(4) * (C.strides[0]) + 32]); __asm__("" : "+v"(C_reg_14));
C_reg_15 = _mm512_loadu_ps(&C.data[(5) * (C.strides[0])]); __asm__("" : "+v"(C_reg_15));
C_reg_16 = _mm512_loadu_ps(&C.data[(5) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_16));
C_reg_17 = _mm512_loadu_ps(&C.data[(5) * (C.strides[0]) + 32]); __asm__("" : "+v"(C_reg_17));
C_reg_18 = _mm512_loadu_ps(&C.data[(6) * (C.strides[0])]); __asm__("" : "+v"(C_reg_18));
C_reg_19 = _mm512_loadu_ps(&C.data[(6) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_19));
C_reg_20 = _mm512_loadu_ps(&C.data[(6) * (C.strides[0]) + 32]); __asm__("" : "+v"(C_reg_20));
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 192; for (int exo_o = 0; exo_o < 192; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  __m512 B_reg_0;
  __m512 B_reg_1;
  __m512 B_reg_2;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  B_reg_2 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 32]); __asm__("" : "+v"(B_reg_2));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_2, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_1, C_reg_7);
  C_reg_8 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_2, C_reg_8);
  C_reg_9 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_0, C_reg_9);
  C_reg_10 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_1, C_reg_10);
  C_reg_11 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_2, C_reg_11);
  C_reg_12 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_0, C_reg_12);
  C_reg_13 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_1, C_reg_13);
  C_reg_14 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_2, C_reg_14);
  C_reg_15 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg_0, C_reg_15);
  C_reg_16 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg_1, C_reg_16);
  C_reg_17 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg_2, C_reg_17);
  C_reg_18 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(6) * (A.strides[0]) + k]), B_reg_0, C_reg_18);
  C_reg_19 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(6) * (A.strides[0]) + k]), B_reg_1, C_reg_19);
  C_reg_20 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(6) * (A.strides[0]) + k]), B_reg_2, C_reg_20);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[32], C_reg_2);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_3);
_mm512_storeu_ps(&C.data[C.strides[0] + 16], C_reg_4);
_mm512_storeu_ps(&C.data[C.strides[0] + 32], C_reg_5);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_6);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 16], C_reg_7);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 32], C_reg_8);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0])], C_reg_9);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 16], C_reg_10);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 32], C_reg_11);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0])], C_reg_12);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0]) + 16], C_reg_13);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0]) + 32], C_reg_14);
_mm512_storeu_ps(&C.data[(5) * (C.strides[0])], C_reg_15);
_mm512_storeu_ps(&C.data[(5) * (C.strides[0]) + 16], C_reg_16);
_mm512_storeu_ps(&C.data[(5) * (C.strides[0]) + 32], C_reg_17);
_mm512_storeu_ps(&C.data[(6) * (C.strides[0])], C_reg_18);
_mm512_storeu_ps(&C.data[(6) * (C.strides[0]) + 16], C_reg_19);
_mm512_storeu_ps(&C.data[(6) * (C.strides[0]) + 32], C_reg_20);
}

// EXOGEMM_SMALL_PREFIX_small_7x48_beta0(
//     K : size,
//     A : [f32][7, K] @DRAM,
//     B : [f32][K, 48] @DRAM,
//     C : [f32][7, 48] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_7x48_beta0( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
__m512 C_reg_8;
__m512 C_reg_9;
__m512 C_reg_10;
__m512 C_reg_11;
__m512 C_reg_12;
__m512 C_reg_13;
__m512 C_reg_14;
__m512 C_reg_15;
__m512 C_reg_16;
__m512 C_reg_17;
__m512 C_reg_18;
__m512 C_reg_19;
__m512 C_reg_20;
C_reg_0 = _mm512_set1_ps(0.0f);
C_reg_1 = _mm512_set1_ps(0.0f);
C_reg_2 = _mm512_set1_ps(0.0f);
C_reg_3 = _mm512_set1_ps(0.0f);
C_reg_4 = _mm512_set1_ps(0.0f);
C_reg_5 = _mm512_set1_ps(0.0f);
C_reg_6 = _mm512_set1_ps(0.0f);
C_reg_7 = _mm512_set1_ps(0.0f);
C_reg_8 = _mm512_set1_ps(0.0f);
C_reg_9 = _mm512_set1_ps(0.0f);
C_reg_10 = _mm512_set1_ps(0.0f);
C_reg_11 = _mm512_set1_ps(0.0f);
C_reg_12 = _mm512_set1_ps(0.0f);
C_reg_13 = _mm512_set1_ps(0.0f);
C_reg_14 = _mm512_set1_ps(0.0f);
C_reg_15 = _mm512_set1_ps(0.0f);
C_reg_16 = _mm512_set1_ps(0.0f);
C_reg_17 = _mm512_set1_ps(0.0f);
C_reg_18 = _mm512_set1_ps(0.0f);
C_reg_19 = _mm512_set1_ps(0.0f);
C_reg_20 = _mm512_set1_ps(0.0f);
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 192; for (int exo_o = 0; exo_o < 192; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  __m512 B_reg_0;
  __m512 B_reg_1;
  __m512 B_reg_2;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  B_reg_2 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 32]); __asm__("" : "+v"(B_reg_2));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_2, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_1, C_reg_7);
  C_reg_8 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_2, C_reg_8);
  C_reg_9 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_0, C_reg_9);
  C_reg_10 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_1, C_reg_10);
  C_reg_11 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_2, C_reg_11);
  C_reg_12 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_0, C_reg_12);
  C_reg_13 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_1, C_reg_13);
  C_reg_14 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_2, C_reg_14);
  C_reg_15 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg_0, C_reg_15);
  C_reg_16 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg_1, C_reg_16);
  C_reg_17 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg_2, C_reg_17);
  C_reg_18 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(6) * (A.strides[0]) + k]), B_reg_0, C_reg_18);
  C_reg_19 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(6) * (A.strides[0]) + k]), B_reg_1, C_reg_19);
  C_reg_20 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(6) * (A.strides[0]) + k]), B_reg_2, C_reg_20);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[32], C_reg_2);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_3);
_mm512_storeu_ps(&C.data[C.strides[0] + 16], C_reg_4);
_mm512_storeu_ps(&C.data[C.strides[0] + 32], C_reg_5);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_6);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 16], C_reg_7);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 32], C_reg_8);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0])], C_reg_9);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 16], C_reg_10);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 32], C_reg_11);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0])], C_reg_12);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0]) + 16], C_reg_13);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0]) + 32], C_reg_14);
_mm512_storeu_ps(&C.data[(5) * (C.strides[0])], C_reg_15);
_mm512_storeu_ps(&C.data[(5) * (C.strides[0]) + 16], C_reg_16);
_mm512_storeu_ps(&C.data[(5) * (C.strides[0]) + 32], C_reg_17);
_mm512_storeu_ps(&C.data[(6) * (C.strides[0])], C_reg_18);
_mm512_storeu_ps(&C.data[(6) * (C.strides[0]) + 16], C_reg_19);
_mm512_storeu_ps(&C.data[(6) * (C.strides[0]) + 32], C_reg_20);
}

// EXOGEMM_SMALL_PREFIX_small_7x48_resident(
//     K : size,
//     A : [f32][7, K] @DRAM,
//     B : [f32][K, 48] @DRAM,
//     C : [f32][7, 48] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_7x48_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
__m512 C_reg_8;
__m512 C_reg_9;
__m512 C_reg_10;
__m512 C_reg_11;
__m512 C_reg_12;
__m512 C_reg_13;
__m512 C_reg_14;
__m512 C_reg_15;
__m512 C_reg_16;
__m512 C_reg_17;
__m512 C_reg_18;
__m512 C_reg_19;
__m512 C_reg_20;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[16]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[32]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm512_loadu_ps(&C.data[C.strides[0] + 16]); __asm__("" : "+v"(C_reg_4));
C_reg_5 = _mm512_loadu_ps(&C.data[C.strides[0] + 32]); __asm__("" : "+v"(C_reg_5));
C_reg_6 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0])]); __asm__("" : "+v"(C_reg_6));
C_reg_7 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_7));
C_reg_8 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 32]); __asm__("" : "+v"(C_reg_8));
C_reg_9 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0])]); __asm__("" : "+v"(C_reg_9));
C_reg_10 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_10));
C_reg_11 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0]) + 32]); __asm__("" : "+v"(C_reg_11));
C_reg_12 = _mm512_loadu_ps(&C.data[(4) * (C.strides[0])]); __asm__("" : "+v"(C_reg_12));
C_reg_13 = _mm512_loadu_ps(&C.data[(4) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_13));
C_reg_14 = _mm512_loadu_ps(&C.data[(4) * (C.strides[0]) + 32]); __asm__("" : "+v"(C_reg_14));
C_reg_15 = _mm512_loadu_ps(&C.data[(5) * (C.strides[0])]); __asm__("" : "+v"(C_reg_15));
C_reg_16 = _mm512_loadu_ps(&C.data[(5) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_16));
C_reg_17 = _mm512_loadu_ps(&C.data[(5) * (C.strides[0]) + 32]); __asm__("" : "+v"(C_reg_17));
C_reg_18 = _mm512_loadu_ps(&C.data[(6) * (C.strides[0])]); __asm__("" : "+v"(C_reg_18));
C_reg_19 = _mm512_loadu_ps(&C.data[(6) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_19));
C_reg_20 = _mm512_loadu_ps(&C.data[(6) * (C.strides[0]) + 32]); __asm__("" : "+v"(C_reg_20));
for (int_fast32_t k = 0; k < K; k++) {
  __m512 B_reg_0;
  __m512 B_reg_1;
  __m512 B_reg_2;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  B_reg_2 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 32]); __asm__("" : "+v"(B_reg_2));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_2, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_1, C_reg_7);
  C_reg_8 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_2, C_reg_8);
  C_reg_9 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_0, C_reg_9);
  C_reg_10 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_1, C_reg_10);
  C_reg_11 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_2, C_reg_11);
  C_reg_12 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_0, C_reg_12);
  C_reg_13 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_1, C_reg_13);
  C_reg_14 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_2, C_reg_14);
  C_reg_15 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg_0, C_reg_15);
  C_reg_16 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg_1, C_reg_16);
  C_reg_17 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg_2, C_reg_17);
  C_reg_18 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(6) * (A.strides[0]) + k]), B_reg_0, C_reg_18);
  C_reg_19 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(6) * (A.strides[0]) + k]), B_reg_1, C_reg_19);
  C_reg_20 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(6) * (A.strides[0]) + k]), B_reg_2, C_reg_20);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[32], C_reg_2);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_3);
_mm512_storeu_ps(&C.data[C.strides[0] + 16], C_reg_4);
_mm512_storeu_ps(&C.data[C.strides[0] + 32], C_reg_5);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_6);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 16], C_reg_7);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 32], C_reg_8);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0])], C_reg_9);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 16], C_reg_10);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 32], C_reg_11);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0])], C_reg_12);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0]) + 16], C_reg_13);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0]) + 32], C_reg_14);
_mm512_storeu_ps(&C.data[(5) * (C.strides[0])], C_reg_15);
_mm512_storeu_ps(&C.data[(5) * (C.strides[0]) + 16], C_reg_16);
_mm512_storeu_ps(&C.data[(5) * (C.strides[0]) + 32], C_reg_17);
_mm512_storeu_ps(&C.data[(6) * (C.strides[0])], C_reg_18);
_mm512_storeu_ps(&C.data[(6) * (C.strides[0]) + 16], C_reg_19);
_mm512_storeu_ps(&C.data[(6) * (C.strides[0]) + 32], C_reg_20);
}

// EXOGEMM_SMALL_PREFIX_small_7x48_resident_beta0(
//     K : size,
//     A : [f32][7, K] @DRAM,
//     B : [f32][K, 48] @DRAM,
//     C : [f32][7, 48] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_7x48_resident_beta0( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
__m512 C_reg_8;
__m512 C_reg_9;
__m512 C_reg_10;
__m512 C_reg_11;
__m512 C_reg_12;
__m512 C_reg_13;
__m512 C_reg_14;
__m512 C_reg_15;
__m512 C_reg_16;
__m512 C_reg_17;
__m512 C_reg_18;
__m512 C_reg_19;
__m512 C_reg_20;
C_reg_0 = _mm512_set1_ps(0.0f);
C_reg_1 = _mm512_set1_ps(0.0f);
C_reg_2 = _mm512_set1_ps(0.0f);
C_reg_3 = _mm512_set1_ps(0.0f);
C_reg_4 = _mm512_set1_ps(0.0f);
C_reg_5 = _mm512_set1_ps(0.0f);
C_reg_6 = _mm512_set1_ps(0.0f);
C_reg_7 = _mm512_set1_ps(0.0f);
C_reg_8 = _mm512_set1_ps(0.0f);
C_reg_9 = _mm512_set1_ps(0.0f);
C_reg_10 = _mm512_set1_ps(0.0f);
C_reg_11 = _mm512_set1_ps(0.0f);
C_reg_12 = _mm512_set1_ps(0.0f);
C_reg_13 = _mm512_set1_ps(0.0f);
C_reg_14 = _mm512_set1_ps(0.0f);
C_reg_15 = _mm512_set1_ps(0.0f);
C_reg_16 = _mm512_set1_ps(0.0f);
C_reg_17 = _mm512_set1_ps(0.0f);
C_reg_18 = _mm512_set1_ps(0.0f);
C_reg_19 = _mm512_set1_ps(0.0f);
C_reg_20 = _mm512_set1_ps(0.0f);
for (int_fast32_t k = 0; k < K; k++) {
  __m512 B_reg_0;
  __m512 B_reg_1;
  __m512 B_reg_2;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  B_reg_2 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 32]); __asm__("" : "+v"(B_reg_2));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_2, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_1, C_reg_7);
  C_reg_8 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_2, C_reg_8);
  C_reg_9 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_0, C_reg_9);
  C_reg_10 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_1, C_reg_10);
  C_reg_11 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_2, C_reg_11);
  C_reg_12 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_0, C_reg_12);
  C_reg_13 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_1, C_reg_13);
  C_reg_14 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_2, C_reg_14);
  C_reg_15 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg_0, C_reg_15);
  C_reg_16 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg_1, C_reg_16);
  C_reg_17 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg_2, C_reg_17);
  C_reg_18 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(6) * (A.strides[0]) + k]), B_reg_0, C_reg_18);
  C_reg_19 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(6) * (A.strides[0]) + k]), B_reg_1, C_reg_19);
  C_reg_20 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(6) * (A.strides[0]) + k]), B_reg_2, C_reg_20);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[32], C_reg_2);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_3);
_mm512_storeu_ps(&C.data[C.strides[0] + 16], C_reg_4);
_mm512_storeu_ps(&C.data[C.strides[0] + 32], C_reg_5);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_6);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 16], C_reg_7);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 32], C_reg_8);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0])], C_reg_9);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 16], C_reg_10);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 32], C_reg_11);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0])], C_reg_12);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0]) + 16], C_reg_13);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0]) + 32], C_reg_14);
_mm512_storeu_ps(&C.data[(5) * (C.strides[0])], C_reg_15);
_mm512_storeu_ps(&C.data[(5) * (C.strides[0]) + 16], C_reg_16);
_mm512_storeu_ps(&C.data[(5) * (C.strides[0]) + 32], C_reg_17);
_mm512_storeu_ps(&C.data[(6) * (C.strides[0])], C_reg_18);
_mm512_storeu_ps(&C.data[(6) * (C.strides[0]) + 16], C_reg_19);
_mm512_storeu_ps(&C.data[(6) * (C.strides[0]) + 32], C_reg_20);
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
EXO_ASSUME(W <= 16);
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
C_reg_0 = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (W)) - 1u), &C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (W)) - 1u), &C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (W)) - 1u), &C.data[(2) * (C.strides[0])]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (W)) - 1u), &C.data[(3) * (C.strides[0])]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (W)) - 1u), &C.data[(4) * (C.strides[0])]); __asm__("" : "+v"(C_reg_4));
C_reg_5 = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (W)) - 1u), &C.data[(5) * (C.strides[0])]); __asm__("" : "+v"(C_reg_5));
C_reg_6 = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (W)) - 1u), &C.data[(6) * (C.strides[0])]); __asm__("" : "+v"(C_reg_6));
for (int_fast32_t k = 0; k < K; k++) {
  __m512 B_reg;
  B_reg = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (W)) - 1u), &B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg));
  C_reg_0 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg, C_reg_0, _cvtu32_mask16((1u << (W)) - 1u));
  C_reg_1 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg, C_reg_1, _cvtu32_mask16((1u << (W)) - 1u));
  C_reg_2 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg, C_reg_2, _cvtu32_mask16((1u << (W)) - 1u));
  C_reg_3 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg, C_reg_3, _cvtu32_mask16((1u << (W)) - 1u));
  C_reg_4 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg, C_reg_4, _cvtu32_mask16((1u << (W)) - 1u));
  C_reg_5 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg, C_reg_5, _cvtu32_mask16((1u << (W)) - 1u));
  C_reg_6 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[(6) * (A.strides[0]) + k]), B_reg, C_reg_6, _cvtu32_mask16((1u << (W)) - 1u));
}
_mm512_mask_storeu_ps(&C.data[0], _cvtu32_mask16((1u << (W)) - 1u), C_reg_0);
_mm512_mask_storeu_ps(&C.data[C.strides[0]], _cvtu32_mask16((1u << (W)) - 1u), C_reg_1);
_mm512_mask_storeu_ps(&C.data[(2) * (C.strides[0])], _cvtu32_mask16((1u << (W)) - 1u), C_reg_2);
_mm512_mask_storeu_ps(&C.data[(3) * (C.strides[0])], _cvtu32_mask16((1u << (W)) - 1u), C_reg_3);
_mm512_mask_storeu_ps(&C.data[(4) * (C.strides[0])], _cvtu32_mask16((1u << (W)) - 1u), C_reg_4);
_mm512_mask_storeu_ps(&C.data[(5) * (C.strides[0])], _cvtu32_mask16((1u << (W)) - 1u), C_reg_5);
_mm512_mask_storeu_ps(&C.data[(6) * (C.strides[0])], _cvtu32_mask16((1u << (W)) - 1u), C_reg_6);
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
EXO_ASSUME(W <= 16);
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
C_reg_0 = _mm512_set1_ps(0.0f);
C_reg_1 = _mm512_set1_ps(0.0f);
C_reg_2 = _mm512_set1_ps(0.0f);
C_reg_3 = _mm512_set1_ps(0.0f);
C_reg_4 = _mm512_set1_ps(0.0f);
C_reg_5 = _mm512_set1_ps(0.0f);
C_reg_6 = _mm512_set1_ps(0.0f);
for (int_fast32_t k = 0; k < K; k++) {
  __m512 B_reg;
  B_reg = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (W)) - 1u), &B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg));
  C_reg_0 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg, C_reg_0, _cvtu32_mask16((1u << (W)) - 1u));
  C_reg_1 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg, C_reg_1, _cvtu32_mask16((1u << (W)) - 1u));
  C_reg_2 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg, C_reg_2, _cvtu32_mask16((1u << (W)) - 1u));
  C_reg_3 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg, C_reg_3, _cvtu32_mask16((1u << (W)) - 1u));
  C_reg_4 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg, C_reg_4, _cvtu32_mask16((1u << (W)) - 1u));
  C_reg_5 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg, C_reg_5, _cvtu32_mask16((1u << (W)) - 1u));
  C_reg_6 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[(6) * (A.strides[0]) + k]), B_reg, C_reg_6, _cvtu32_mask16((1u << (W)) - 1u));
}
_mm512_mask_storeu_ps(&C.data[0], _cvtu32_mask16((1u << (W)) - 1u), C_reg_0);
_mm512_mask_storeu_ps(&C.data[C.strides[0]], _cvtu32_mask16((1u << (W)) - 1u), C_reg_1);
_mm512_mask_storeu_ps(&C.data[(2) * (C.strides[0])], _cvtu32_mask16((1u << (W)) - 1u), C_reg_2);
_mm512_mask_storeu_ps(&C.data[(3) * (C.strides[0])], _cvtu32_mask16((1u << (W)) - 1u), C_reg_3);
_mm512_mask_storeu_ps(&C.data[(4) * (C.strides[0])], _cvtu32_mask16((1u << (W)) - 1u), C_reg_4);
_mm512_mask_storeu_ps(&C.data[(5) * (C.strides[0])], _cvtu32_mask16((1u << (W)) - 1u), C_reg_5);
_mm512_mask_storeu_ps(&C.data[(6) * (C.strides[0])], _cvtu32_mask16((1u << (W)) - 1u), C_reg_6);
}

// EXOGEMM_SMALL_PREFIX_small_7xw_l4(
//     K : size,
//     W : size,
//     A : [f32][7, K] @DRAM,
//     B : [f32][K, W] @DRAM,
//     C : [f32][7, W] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_7xw_l4( void *ctxt, int_fast32_t K, int_fast32_t W, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
EXO_ASSUME(W <= 4);
__m128 C_reg_0;
__m128 C_reg_1;
__m128 C_reg_2;
__m128 C_reg_3;
__m128 C_reg_4;
__m128 C_reg_5;
__m128 C_reg_6;
C_reg_0 = _mm_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &C.data[(2) * (C.strides[0])]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &C.data[(3) * (C.strides[0])]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &C.data[(4) * (C.strides[0])]); __asm__("" : "+v"(C_reg_4));
C_reg_5 = _mm_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &C.data[(5) * (C.strides[0])]); __asm__("" : "+v"(C_reg_5));
C_reg_6 = _mm_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &C.data[(6) * (C.strides[0])]); __asm__("" : "+v"(C_reg_6));
for (int_fast32_t k = 0; k < K; k++) {
  __m128 B_reg;
  B_reg = _mm_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg));
  C_reg_0 = _mm_mask3_fmadd_ps(_mm_set1_ps(A.data[k]), B_reg, C_reg_0, (__mmask8)((1u << (W)) - 1u));
  C_reg_1 = _mm_mask3_fmadd_ps(_mm_set1_ps(A.data[A.strides[0] + k]), B_reg, C_reg_1, (__mmask8)((1u << (W)) - 1u));
  C_reg_2 = _mm_mask3_fmadd_ps(_mm_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg, C_reg_2, (__mmask8)((1u << (W)) - 1u));
  C_reg_3 = _mm_mask3_fmadd_ps(_mm_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg, C_reg_3, (__mmask8)((1u << (W)) - 1u));
  C_reg_4 = _mm_mask3_fmadd_ps(_mm_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg, C_reg_4, (__mmask8)((1u << (W)) - 1u));
  C_reg_5 = _mm_mask3_fmadd_ps(_mm_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg, C_reg_5, (__mmask8)((1u << (W)) - 1u));
  C_reg_6 = _mm_mask3_fmadd_ps(_mm_set1_ps(A.data[(6) * (A.strides[0]) + k]), B_reg, C_reg_6, (__mmask8)((1u << (W)) - 1u));
}
_mm_mask_storeu_ps(&C.data[0], (__mmask8)((1u << (W)) - 1u), C_reg_0);
_mm_mask_storeu_ps(&C.data[C.strides[0]], (__mmask8)((1u << (W)) - 1u), C_reg_1);
_mm_mask_storeu_ps(&C.data[(2) * (C.strides[0])], (__mmask8)((1u << (W)) - 1u), C_reg_2);
_mm_mask_storeu_ps(&C.data[(3) * (C.strides[0])], (__mmask8)((1u << (W)) - 1u), C_reg_3);
_mm_mask_storeu_ps(&C.data[(4) * (C.strides[0])], (__mmask8)((1u << (W)) - 1u), C_reg_4);
_mm_mask_storeu_ps(&C.data[(5) * (C.strides[0])], (__mmask8)((1u << (W)) - 1u), C_reg_5);
_mm_mask_storeu_ps(&C.data[(6) * (C.strides[0])], (__mmask8)((1u << (W)) - 1u), C_reg_6);
}

// EXOGEMM_SMALL_PREFIX_small_7xw_l4_beta0(
//     K : size,
//     W : size,
//     A : [f32][7, K] @DRAM,
//     B : [f32][K, W] @DRAM,
//     C : [f32][7, W] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_7xw_l4_beta0( void *ctxt, int_fast32_t K, int_fast32_t W, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
EXO_ASSUME(W <= 4);
__m128 C_reg_0;
__m128 C_reg_1;
__m128 C_reg_2;
__m128 C_reg_3;
__m128 C_reg_4;
__m128 C_reg_5;
__m128 C_reg_6;
C_reg_0 = _mm_set1_ps(0.0f);
C_reg_1 = _mm_set1_ps(0.0f);
C_reg_2 = _mm_set1_ps(0.0f);
C_reg_3 = _mm_set1_ps(0.0f);
C_reg_4 = _mm_set1_ps(0.0f);
C_reg_5 = _mm_set1_ps(0.0f);
C_reg_6 = _mm_set1_ps(0.0f);
for (int_fast32_t k = 0; k < K; k++) {
  __m128 B_reg;
  B_reg = _mm_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg));
  C_reg_0 = _mm_mask3_fmadd_ps(_mm_set1_ps(A.data[k]), B_reg, C_reg_0, (__mmask8)((1u << (W)) - 1u));
  C_reg_1 = _mm_mask3_fmadd_ps(_mm_set1_ps(A.data[A.strides[0] + k]), B_reg, C_reg_1, (__mmask8)((1u << (W)) - 1u));
  C_reg_2 = _mm_mask3_fmadd_ps(_mm_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg, C_reg_2, (__mmask8)((1u << (W)) - 1u));
  C_reg_3 = _mm_mask3_fmadd_ps(_mm_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg, C_reg_3, (__mmask8)((1u << (W)) - 1u));
  C_reg_4 = _mm_mask3_fmadd_ps(_mm_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg, C_reg_4, (__mmask8)((1u << (W)) - 1u));
  C_reg_5 = _mm_mask3_fmadd_ps(_mm_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg, C_reg_5, (__mmask8)((1u << (W)) - 1u));
  C_reg_6 = _mm_mask3_fmadd_ps(_mm_set1_ps(A.data[(6) * (A.strides[0]) + k]), B_reg, C_reg_6, (__mmask8)((1u << (W)) - 1u));
}
_mm_mask_storeu_ps(&C.data[0], (__mmask8)((1u << (W)) - 1u), C_reg_0);
_mm_mask_storeu_ps(&C.data[C.strides[0]], (__mmask8)((1u << (W)) - 1u), C_reg_1);
_mm_mask_storeu_ps(&C.data[(2) * (C.strides[0])], (__mmask8)((1u << (W)) - 1u), C_reg_2);
_mm_mask_storeu_ps(&C.data[(3) * (C.strides[0])], (__mmask8)((1u << (W)) - 1u), C_reg_3);
_mm_mask_storeu_ps(&C.data[(4) * (C.strides[0])], (__mmask8)((1u << (W)) - 1u), C_reg_4);
_mm_mask_storeu_ps(&C.data[(5) * (C.strides[0])], (__mmask8)((1u << (W)) - 1u), C_reg_5);
_mm_mask_storeu_ps(&C.data[(6) * (C.strides[0])], (__mmask8)((1u << (W)) - 1u), C_reg_6);
}

// EXOGEMM_SMALL_PREFIX_small_7xw_l8(
//     K : size,
//     W : size,
//     A : [f32][7, K] @DRAM,
//     B : [f32][K, W] @DRAM,
//     C : [f32][7, W] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_7xw_l8( void *ctxt, int_fast32_t K, int_fast32_t W, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
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
C_reg_0 = _mm256_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm256_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm256_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &C.data[(2) * (C.strides[0])]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm256_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &C.data[(3) * (C.strides[0])]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm256_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &C.data[(4) * (C.strides[0])]); __asm__("" : "+v"(C_reg_4));
C_reg_5 = _mm256_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &C.data[(5) * (C.strides[0])]); __asm__("" : "+v"(C_reg_5));
C_reg_6 = _mm256_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &C.data[(6) * (C.strides[0])]); __asm__("" : "+v"(C_reg_6));
for (int_fast32_t k = 0; k < K; k++) {
  __m256 B_reg;
  B_reg = _mm256_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg));
  C_reg_0 = _mm256_mask3_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg, C_reg_0, (__mmask8)((1u << (W)) - 1u));
  C_reg_1 = _mm256_mask3_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg, C_reg_1, (__mmask8)((1u << (W)) - 1u));
  C_reg_2 = _mm256_mask3_fmadd_ps(_mm256_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg, C_reg_2, (__mmask8)((1u << (W)) - 1u));
  C_reg_3 = _mm256_mask3_fmadd_ps(_mm256_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg, C_reg_3, (__mmask8)((1u << (W)) - 1u));
  C_reg_4 = _mm256_mask3_fmadd_ps(_mm256_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg, C_reg_4, (__mmask8)((1u << (W)) - 1u));
  C_reg_5 = _mm256_mask3_fmadd_ps(_mm256_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg, C_reg_5, (__mmask8)((1u << (W)) - 1u));
  C_reg_6 = _mm256_mask3_fmadd_ps(_mm256_set1_ps(A.data[(6) * (A.strides[0]) + k]), B_reg, C_reg_6, (__mmask8)((1u << (W)) - 1u));
}
_mm256_mask_storeu_ps(&C.data[0], (__mmask8)((1u << (W)) - 1u), C_reg_0);
_mm256_mask_storeu_ps(&C.data[C.strides[0]], (__mmask8)((1u << (W)) - 1u), C_reg_1);
_mm256_mask_storeu_ps(&C.data[(2) * (C.strides[0])], (__mmask8)((1u << (W)) - 1u), C_reg_2);
_mm256_mask_storeu_ps(&C.data[(3) * (C.strides[0])], (__mmask8)((1u << (W)) - 1u), C_reg_3);
_mm256_mask_storeu_ps(&C.data[(4) * (C.strides[0])], (__mmask8)((1u << (W)) - 1u), C_reg_4);
_mm256_mask_storeu_ps(&C.data[(5) * (C.strides[0])], (__mmask8)((1u << (W)) - 1u), C_reg_5);
_mm256_mask_storeu_ps(&C.data[(6) * (C.strides[0])], (__mmask8)((1u << (W)) - 1u), C_reg_6);
}

// EXOGEMM_SMALL_PREFIX_small_7xw_l8_beta0(
//     K : size,
//     W : size,
//     A : [f32][7, K] @DRAM,
//     B : [f32][K, W] @DRAM,
//     C : [f32][7, W] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_7xw_l8_beta0( void *ctxt, int_fast32_t K, int_fast32_t W, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
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
  B_reg = _mm256_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg));
  C_reg_0 = _mm256_mask3_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg, C_reg_0, (__mmask8)((1u << (W)) - 1u));
  C_reg_1 = _mm256_mask3_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg, C_reg_1, (__mmask8)((1u << (W)) - 1u));
  C_reg_2 = _mm256_mask3_fmadd_ps(_mm256_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg, C_reg_2, (__mmask8)((1u << (W)) - 1u));
  C_reg_3 = _mm256_mask3_fmadd_ps(_mm256_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg, C_reg_3, (__mmask8)((1u << (W)) - 1u));
  C_reg_4 = _mm256_mask3_fmadd_ps(_mm256_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg, C_reg_4, (__mmask8)((1u << (W)) - 1u));
  C_reg_5 = _mm256_mask3_fmadd_ps(_mm256_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg, C_reg_5, (__mmask8)((1u << (W)) - 1u));
  C_reg_6 = _mm256_mask3_fmadd_ps(_mm256_set1_ps(A.data[(6) * (A.strides[0]) + k]), B_reg, C_reg_6, (__mmask8)((1u << (W)) - 1u));
}
_mm256_mask_storeu_ps(&C.data[0], (__mmask8)((1u << (W)) - 1u), C_reg_0);
_mm256_mask_storeu_ps(&C.data[C.strides[0]], (__mmask8)((1u << (W)) - 1u), C_reg_1);
_mm256_mask_storeu_ps(&C.data[(2) * (C.strides[0])], (__mmask8)((1u << (W)) - 1u), C_reg_2);
_mm256_mask_storeu_ps(&C.data[(3) * (C.strides[0])], (__mmask8)((1u << (W)) - 1u), C_reg_3);
_mm256_mask_storeu_ps(&C.data[(4) * (C.strides[0])], (__mmask8)((1u << (W)) - 1u), C_reg_4);
_mm256_mask_storeu_ps(&C.data[(5) * (C.strides[0])], (__mmask8)((1u << (W)) - 1u), C_reg_5);
_mm256_mask_storeu_ps(&C.data[(6) * (C.strides[0])], (__mmask8)((1u << (W)) - 1u), C_reg_6);
}

// EXOGEMM_SMALL_PREFIX_small_8x16(
//     K : size,
//     A : [f32][8, K] @DRAM,
//     B : [f32][K, 16] @DRAM,
//     C : [f32][8, 16] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_8x16( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0])]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0])]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm512_loadu_ps(&C.data[(4) * (C.strides[0])]); __asm__("" : "+v"(C_reg_4));
C_reg_5 = _mm512_loadu_ps(&C.data[(5) * (C.strides[0])]); __asm__("" : "+v"(C_reg_5));
C_reg_6 = _mm512_loadu_ps(&C.data[(6) * (C.strides[0])]); __asm__("" : "+v"(C_reg_6));
C_reg_7 = _mm512_loadu_ps(&C.data[(7) * (C.strides[0])]); __asm__("" : "+v"(C_reg_7));
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 64; for (int exo_o = 0; exo_o < 64; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  __m512 B_reg_0;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_0, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_0, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg_0, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(6) * (A.strides[0]) + k]), B_reg_0, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(7) * (A.strides[0]) + k]), B_reg_0, C_reg_7);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_1);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_2);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0])], C_reg_3);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0])], C_reg_4);
_mm512_storeu_ps(&C.data[(5) * (C.strides[0])], C_reg_5);
_mm512_storeu_ps(&C.data[(6) * (C.strides[0])], C_reg_6);
_mm512_storeu_ps(&C.data[(7) * (C.strides[0])], C_reg_7);
}

// EXOGEMM_SMALL_PREFIX_small_8x16_beta0(
//     K : size,
//     A : [f32][8, K] @DRAM,
//     B : [f32][K, 16] @DRAM,
//     C : [f32][8, 16] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_8x16_beta0( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
C_reg_0 = _mm512_set1_ps(0.0f);
C_reg_1 = _mm512_set1_ps(0.0f);
C_reg_2 = _mm512_set1_ps(0.0f);
C_reg_3 = _mm512_set1_ps(0.0f);
C_reg_4 = _mm512_set1_ps(0.0f);
C_reg_5 = _mm512_set1_ps(0.0f);
C_reg_6 = _mm512_set1_ps(0.0f);
C_reg_7 = _mm512_set1_ps(0.0f);
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 64; for (int exo_o = 0; exo_o < 64; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  __m512 B_reg_0;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_0, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_0, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg_0, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(6) * (A.strides[0]) + k]), B_reg_0, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(7) * (A.strides[0]) + k]), B_reg_0, C_reg_7);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_1);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_2);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0])], C_reg_3);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0])], C_reg_4);
_mm512_storeu_ps(&C.data[(5) * (C.strides[0])], C_reg_5);
_mm512_storeu_ps(&C.data[(6) * (C.strides[0])], C_reg_6);
_mm512_storeu_ps(&C.data[(7) * (C.strides[0])], C_reg_7);
}

// EXOGEMM_SMALL_PREFIX_small_8x16_resident(
//     K : size,
//     A : [f32][8, K] @DRAM,
//     B : [f32][K, 16] @DRAM,
//     C : [f32][8, 16] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_8x16_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0])]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0])]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm512_loadu_ps(&C.data[(4) * (C.strides[0])]); __asm__("" : "+v"(C_reg_4));
C_reg_5 = _mm512_loadu_ps(&C.data[(5) * (C.strides[0])]); __asm__("" : "+v"(C_reg_5));
C_reg_6 = _mm512_loadu_ps(&C.data[(6) * (C.strides[0])]); __asm__("" : "+v"(C_reg_6));
C_reg_7 = _mm512_loadu_ps(&C.data[(7) * (C.strides[0])]); __asm__("" : "+v"(C_reg_7));
for (int_fast32_t k = 0; k < K; k++) {
  __m512 B_reg_0;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_0, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_0, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg_0, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(6) * (A.strides[0]) + k]), B_reg_0, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(7) * (A.strides[0]) + k]), B_reg_0, C_reg_7);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_1);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_2);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0])], C_reg_3);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0])], C_reg_4);
_mm512_storeu_ps(&C.data[(5) * (C.strides[0])], C_reg_5);
_mm512_storeu_ps(&C.data[(6) * (C.strides[0])], C_reg_6);
_mm512_storeu_ps(&C.data[(7) * (C.strides[0])], C_reg_7);
}

// EXOGEMM_SMALL_PREFIX_small_8x16_resident_beta0(
//     K : size,
//     A : [f32][8, K] @DRAM,
//     B : [f32][K, 16] @DRAM,
//     C : [f32][8, 16] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_8x16_resident_beta0( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
C_reg_0 = _mm512_set1_ps(0.0f);
C_reg_1 = _mm512_set1_ps(0.0f);
C_reg_2 = _mm512_set1_ps(0.0f);
C_reg_3 = _mm512_set1_ps(0.0f);
C_reg_4 = _mm512_set1_ps(0.0f);
C_reg_5 = _mm512_set1_ps(0.0f);
C_reg_6 = _mm512_set1_ps(0.0f);
C_reg_7 = _mm512_set1_ps(0.0f);
for (int_fast32_t k = 0; k < K; k++) {
  __m512 B_reg_0;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_0, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_0, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg_0, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(6) * (A.strides[0]) + k]), B_reg_0, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(7) * (A.strides[0]) + k]), B_reg_0, C_reg_7);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_1);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_2);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0])], C_reg_3);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0])], C_reg_4);
_mm512_storeu_ps(&C.data[(5) * (C.strides[0])], C_reg_5);
_mm512_storeu_ps(&C.data[(6) * (C.strides[0])], C_reg_6);
_mm512_storeu_ps(&C.data[(7) * (C.strides[0])], C_reg_7);
}

// EXOGEMM_SMALL_PREFIX_small_8x16pw(
//     K : size,
//     W : size,
//     A : [f32][8, K] @DRAM,
//     B : [f32][K, 16 + W] @DRAM,
//     C : [f32][8, 16 + W] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_8x16pw( void *ctxt, int_fast32_t K, int_fast32_t W, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
EXO_ASSUME(W <= 16);
__m512 C_full_0;
__m512 C_full_1;
__m512 C_full_2;
__m512 C_full_3;
__m512 C_full_4;
__m512 C_full_5;
__m512 C_full_6;
__m512 C_full_7;
C_full_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_full_0));
C_full_1 = _mm512_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+v"(C_full_1));
C_full_2 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0])]); __asm__("" : "+v"(C_full_2));
C_full_3 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0])]); __asm__("" : "+v"(C_full_3));
C_full_4 = _mm512_loadu_ps(&C.data[(4) * (C.strides[0])]); __asm__("" : "+v"(C_full_4));
C_full_5 = _mm512_loadu_ps(&C.data[(5) * (C.strides[0])]); __asm__("" : "+v"(C_full_5));
C_full_6 = _mm512_loadu_ps(&C.data[(6) * (C.strides[0])]); __asm__("" : "+v"(C_full_6));
C_full_7 = _mm512_loadu_ps(&C.data[(7) * (C.strides[0])]); __asm__("" : "+v"(C_full_7));
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
C_reg_0 = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (W)) - 1u), &C.data[16]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (W)) - 1u), &C.data[C.strides[0] + 16]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (W)) - 1u), &C.data[(2) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (W)) - 1u), &C.data[(3) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (W)) - 1u), &C.data[(4) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_4));
C_reg_5 = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (W)) - 1u), &C.data[(5) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_5));
C_reg_6 = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (W)) - 1u), &C.data[(6) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_6));
C_reg_7 = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (W)) - 1u), &C.data[(7) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_7));
for (int_fast32_t k = 0; k < K; k++) {
  __m512 B_full;
  B_full = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_full));
  __m512 B_reg;
  B_reg = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (W)) - 1u), &B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg));
  C_full_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_full, C_full_0);
  C_reg_0 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg, C_reg_0, _cvtu32_mask16((1u << (W)) - 1u));
  C_full_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_full, C_full_1);
  C_reg_1 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg, C_reg_1, _cvtu32_mask16((1u << (W)) - 1u));
  C_full_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_full, C_full_2);
  C_reg_2 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg, C_reg_2, _cvtu32_mask16((1u << (W)) - 1u));
  C_full_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_full, C_full_3);
  C_reg_3 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg, C_reg_3, _cvtu32_mask16((1u << (W)) - 1u));
  C_full_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_full, C_full_4);
  C_reg_4 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg, C_reg_4, _cvtu32_mask16((1u << (W)) - 1u));
  C_full_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_full, C_full_5);
  C_reg_5 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg, C_reg_5, _cvtu32_mask16((1u << (W)) - 1u));
  C_full_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(6) * (A.strides[0]) + k]), B_full, C_full_6);
  C_reg_6 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[(6) * (A.strides[0]) + k]), B_reg, C_reg_6, _cvtu32_mask16((1u << (W)) - 1u));
  C_full_7 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(7) * (A.strides[0]) + k]), B_full, C_full_7);
  C_reg_7 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[(7) * (A.strides[0]) + k]), B_reg, C_reg_7, _cvtu32_mask16((1u << (W)) - 1u));
}
_mm512_mask_storeu_ps(&C.data[16], _cvtu32_mask16((1u << (W)) - 1u), C_reg_0);
_mm512_mask_storeu_ps(&C.data[C.strides[0] + 16], _cvtu32_mask16((1u << (W)) - 1u), C_reg_1);
_mm512_mask_storeu_ps(&C.data[(2) * (C.strides[0]) + 16], _cvtu32_mask16((1u << (W)) - 1u), C_reg_2);
_mm512_mask_storeu_ps(&C.data[(3) * (C.strides[0]) + 16], _cvtu32_mask16((1u << (W)) - 1u), C_reg_3);
_mm512_mask_storeu_ps(&C.data[(4) * (C.strides[0]) + 16], _cvtu32_mask16((1u << (W)) - 1u), C_reg_4);
_mm512_mask_storeu_ps(&C.data[(5) * (C.strides[0]) + 16], _cvtu32_mask16((1u << (W)) - 1u), C_reg_5);
_mm512_mask_storeu_ps(&C.data[(6) * (C.strides[0]) + 16], _cvtu32_mask16((1u << (W)) - 1u), C_reg_6);
_mm512_mask_storeu_ps(&C.data[(7) * (C.strides[0]) + 16], _cvtu32_mask16((1u << (W)) - 1u), C_reg_7);
_mm512_storeu_ps(&C.data[0], C_full_0);
_mm512_storeu_ps(&C.data[C.strides[0]], C_full_1);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0])], C_full_2);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0])], C_full_3);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0])], C_full_4);
_mm512_storeu_ps(&C.data[(5) * (C.strides[0])], C_full_5);
_mm512_storeu_ps(&C.data[(6) * (C.strides[0])], C_full_6);
_mm512_storeu_ps(&C.data[(7) * (C.strides[0])], C_full_7);
}

// EXOGEMM_SMALL_PREFIX_small_8x32(
//     K : size,
//     A : [f32][8, K] @DRAM,
//     B : [f32][K, 32] @DRAM,
//     C : [f32][8, 32] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_8x32( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
__m512 C_reg_8;
__m512 C_reg_9;
__m512 C_reg_10;
__m512 C_reg_11;
__m512 C_reg_12;
__m512 C_reg_13;
__m512 C_reg_14;
__m512 C_reg_15;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[16]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_loadu_ps(&C.data[C.strides[0] + 16]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0])]); __asm__("" : "+v"(C_reg_4));
C_reg_5 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_5));
C_reg_6 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0])]); __asm__("" : "+v"(C_reg_6));
C_reg_7 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_7));
C_reg_8 = _mm512_loadu_ps(&C.data[(4) * (C.strides[0])]); __asm__("" : "+v"(C_reg_8));
C_reg_9 = _mm512_loadu_ps(&C.data[(4) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_9));
C_reg_10 = _mm512_loadu_ps(&C.data[(5) * (C.strides[0])]); __asm__("" : "+v"(C_reg_10));
C_reg_11 = _mm512_loadu_ps(&C.data[(5) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_11));
C_reg_12 = _mm512_loadu_ps(&C.data[(6) * (C.strides[0])]); __asm__("" : "+v"(C_reg_12));
C_reg_13 = _mm512_loadu_ps(&C.data[(6) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_13));
C_reg_14 = _mm512_loadu_ps(&C.data[(7) * (C.strides[0])]); __asm__("" : "+v"(C_reg_14));
C_reg_15 = _mm512_loadu_ps(&C.data[(7) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_15));
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 128; for (int exo_o = 0; exo_o < 128; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  __m512 B_reg_0;
  __m512 B_reg_1;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_1, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_0, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_1, C_reg_7);
  C_reg_8 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_0, C_reg_8);
  C_reg_9 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_1, C_reg_9);
  C_reg_10 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg_0, C_reg_10);
  C_reg_11 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg_1, C_reg_11);
  C_reg_12 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(6) * (A.strides[0]) + k]), B_reg_0, C_reg_12);
  C_reg_13 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(6) * (A.strides[0]) + k]), B_reg_1, C_reg_13);
  C_reg_14 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(7) * (A.strides[0]) + k]), B_reg_0, C_reg_14);
  C_reg_15 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(7) * (A.strides[0]) + k]), B_reg_1, C_reg_15);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_2);
_mm512_storeu_ps(&C.data[C.strides[0] + 16], C_reg_3);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_4);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 16], C_reg_5);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0])], C_reg_6);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 16], C_reg_7);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0])], C_reg_8);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0]) + 16], C_reg_9);
_mm512_storeu_ps(&C.data[(5) * (C.strides[0])], C_reg_10);
_mm512_storeu_ps(&C.data[(5) * (C.strides[0]) + 16], C_reg_11);
_mm512_storeu_ps(&C.data[(6) * (C.strides[0])], C_reg_12);
_mm512_storeu_ps(&C.data[(6) * (C.strides[0]) + 16], C_reg_13);
_mm512_storeu_ps(&C.data[(7) * (C.strides[0])], C_reg_14);
_mm512_storeu_ps(&C.data[(7) * (C.strides[0]) + 16], C_reg_15);
}

// EXOGEMM_SMALL_PREFIX_small_8x32_beta0(
//     K : size,
//     A : [f32][8, K] @DRAM,
//     B : [f32][K, 32] @DRAM,
//     C : [f32][8, 32] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_8x32_beta0( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
__m512 C_reg_8;
__m512 C_reg_9;
__m512 C_reg_10;
__m512 C_reg_11;
__m512 C_reg_12;
__m512 C_reg_13;
__m512 C_reg_14;
__m512 C_reg_15;
C_reg_0 = _mm512_set1_ps(0.0f);
C_reg_1 = _mm512_set1_ps(0.0f);
C_reg_2 = _mm512_set1_ps(0.0f);
C_reg_3 = _mm512_set1_ps(0.0f);
C_reg_4 = _mm512_set1_ps(0.0f);
C_reg_5 = _mm512_set1_ps(0.0f);
C_reg_6 = _mm512_set1_ps(0.0f);
C_reg_7 = _mm512_set1_ps(0.0f);
C_reg_8 = _mm512_set1_ps(0.0f);
C_reg_9 = _mm512_set1_ps(0.0f);
C_reg_10 = _mm512_set1_ps(0.0f);
C_reg_11 = _mm512_set1_ps(0.0f);
C_reg_12 = _mm512_set1_ps(0.0f);
C_reg_13 = _mm512_set1_ps(0.0f);
C_reg_14 = _mm512_set1_ps(0.0f);
C_reg_15 = _mm512_set1_ps(0.0f);
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 128; for (int exo_o = 0; exo_o < 128; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  __m512 B_reg_0;
  __m512 B_reg_1;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_1, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_0, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_1, C_reg_7);
  C_reg_8 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_0, C_reg_8);
  C_reg_9 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_1, C_reg_9);
  C_reg_10 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg_0, C_reg_10);
  C_reg_11 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg_1, C_reg_11);
  C_reg_12 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(6) * (A.strides[0]) + k]), B_reg_0, C_reg_12);
  C_reg_13 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(6) * (A.strides[0]) + k]), B_reg_1, C_reg_13);
  C_reg_14 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(7) * (A.strides[0]) + k]), B_reg_0, C_reg_14);
  C_reg_15 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(7) * (A.strides[0]) + k]), B_reg_1, C_reg_15);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_2);
_mm512_storeu_ps(&C.data[C.strides[0] + 16], C_reg_3);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_4);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 16], C_reg_5);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0])], C_reg_6);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 16], C_reg_7);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0])], C_reg_8);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0]) + 16], C_reg_9);
_mm512_storeu_ps(&C.data[(5) * (C.strides[0])], C_reg_10);
_mm512_storeu_ps(&C.data[(5) * (C.strides[0]) + 16], C_reg_11);
_mm512_storeu_ps(&C.data[(6) * (C.strides[0])], C_reg_12);
_mm512_storeu_ps(&C.data[(6) * (C.strides[0]) + 16], C_reg_13);
_mm512_storeu_ps(&C.data[(7) * (C.strides[0])], C_reg_14);
_mm512_storeu_ps(&C.data[(7) * (C.strides[0]) + 16], C_reg_15);
}

// EXOGEMM_SMALL_PREFIX_small_8x32_resident(
//     K : size,
//     A : [f32][8, K] @DRAM,
//     B : [f32][K, 32] @DRAM,
//     C : [f32][8, 32] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_8x32_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
__m512 C_reg_8;
__m512 C_reg_9;
__m512 C_reg_10;
__m512 C_reg_11;
__m512 C_reg_12;
__m512 C_reg_13;
__m512 C_reg_14;
__m512 C_reg_15;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[16]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_loadu_ps(&C.data[C.strides[0] + 16]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0])]); __asm__("" : "+v"(C_reg_4));
C_reg_5 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_5));
C_reg_6 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0])]); __asm__("" : "+v"(C_reg_6));
C_reg_7 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_7));
C_reg_8 = _mm512_loadu_ps(&C.data[(4) * (C.strides[0])]); __asm__("" : "+v"(C_reg_8));
C_reg_9 = _mm512_loadu_ps(&C.data[(4) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_9));
C_reg_10 = _mm512_loadu_ps(&C.data[(5) * (C.strides[0])]); __asm__("" : "+v"(C_reg_10));
C_reg_11 = _mm512_loadu_ps(&C.data[(5) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_11));
C_reg_12 = _mm512_loadu_ps(&C.data[(6) * (C.strides[0])]); __asm__("" : "+v"(C_reg_12));
C_reg_13 = _mm512_loadu_ps(&C.data[(6) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_13));
C_reg_14 = _mm512_loadu_ps(&C.data[(7) * (C.strides[0])]); __asm__("" : "+v"(C_reg_14));
C_reg_15 = _mm512_loadu_ps(&C.data[(7) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_15));
for (int_fast32_t k = 0; k < K; k++) {
  __m512 B_reg_0;
  __m512 B_reg_1;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_1, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_0, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_1, C_reg_7);
  C_reg_8 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_0, C_reg_8);
  C_reg_9 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_1, C_reg_9);
  C_reg_10 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg_0, C_reg_10);
  C_reg_11 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg_1, C_reg_11);
  C_reg_12 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(6) * (A.strides[0]) + k]), B_reg_0, C_reg_12);
  C_reg_13 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(6) * (A.strides[0]) + k]), B_reg_1, C_reg_13);
  C_reg_14 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(7) * (A.strides[0]) + k]), B_reg_0, C_reg_14);
  C_reg_15 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(7) * (A.strides[0]) + k]), B_reg_1, C_reg_15);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_2);
_mm512_storeu_ps(&C.data[C.strides[0] + 16], C_reg_3);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_4);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 16], C_reg_5);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0])], C_reg_6);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 16], C_reg_7);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0])], C_reg_8);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0]) + 16], C_reg_9);
_mm512_storeu_ps(&C.data[(5) * (C.strides[0])], C_reg_10);
_mm512_storeu_ps(&C.data[(5) * (C.strides[0]) + 16], C_reg_11);
_mm512_storeu_ps(&C.data[(6) * (C.strides[0])], C_reg_12);
_mm512_storeu_ps(&C.data[(6) * (C.strides[0]) + 16], C_reg_13);
_mm512_storeu_ps(&C.data[(7) * (C.strides[0])], C_reg_14);
_mm512_storeu_ps(&C.data[(7) * (C.strides[0]) + 16], C_reg_15);
}

// EXOGEMM_SMALL_PREFIX_small_8x32_resident_beta0(
//     K : size,
//     A : [f32][8, K] @DRAM,
//     B : [f32][K, 32] @DRAM,
//     C : [f32][8, 32] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_8x32_resident_beta0( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
__m512 C_reg_8;
__m512 C_reg_9;
__m512 C_reg_10;
__m512 C_reg_11;
__m512 C_reg_12;
__m512 C_reg_13;
__m512 C_reg_14;
__m512 C_reg_15;
C_reg_0 = _mm512_set1_ps(0.0f);
C_reg_1 = _mm512_set1_ps(0.0f);
C_reg_2 = _mm512_set1_ps(0.0f);
C_reg_3 = _mm512_set1_ps(0.0f);
C_reg_4 = _mm512_set1_ps(0.0f);
C_reg_5 = _mm512_set1_ps(0.0f);
C_reg_6 = _mm512_set1_ps(0.0f);
C_reg_7 = _mm512_set1_ps(0.0f);
C_reg_8 = _mm512_set1_ps(0.0f);
C_reg_9 = _mm512_set1_ps(0.0f);
C_reg_10 = _mm512_set1_ps(0.0f);
C_reg_11 = _mm512_set1_ps(0.0f);
C_reg_12 = _mm512_set1_ps(0.0f);
C_reg_13 = _mm512_set1_ps(0.0f);
C_reg_14 = _mm512_set1_ps(0.0f);
C_reg_15 = _mm512_set1_ps(0.0f);
for (int_fast32_t k = 0; k < K; k++) {
  __m512 B_reg_0;
  __m512 B_reg_1;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_1, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_0, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_1, C_reg_7);
  C_reg_8 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_0, C_reg_8);
  C_reg_9 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_1, C_reg_9);
  C_reg_10 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg_0, C_reg_10);
  C_reg_11 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg_1, C_reg_11);
  C_reg_12 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(6) * (A.strides[0]) + k]), B_reg_0, C_reg_12);
  C_reg_13 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(6) * (A.strides[0]) + k]), B_reg_1, C_reg_13);
  C_reg_14 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(7) * (A.strides[0]) + k]), B_reg_0, C_reg_14);
  C_reg_15 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(7) * (A.strides[0]) + k]), B_reg_1, C_reg_15);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_2);
_mm512_storeu_ps(&C.data[C.strides[0] + 16], C_reg_3);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_4);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 16], C_reg_5);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0])], C_reg_6);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 16], C_reg_7);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0])], C_reg_8);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0]) + 16], C_reg_9);
_mm512_storeu_ps(&C.data[(5) * (C.strides[0])], C_reg_10);
_mm512_storeu_ps(&C.data[(5) * (C.strides[0]) + 16], C_reg_11);
_mm512_storeu_ps(&C.data[(6) * (C.strides[0])], C_reg_12);
_mm512_storeu_ps(&C.data[(6) * (C.strides[0]) + 16], C_reg_13);
_mm512_storeu_ps(&C.data[(7) * (C.strides[0])], C_reg_14);
_mm512_storeu_ps(&C.data[(7) * (C.strides[0]) + 16], C_reg_15);
}

// EXOGEMM_SMALL_PREFIX_small_8x48(
//     K : size,
//     A : [f32][8, K] @DRAM,
//     B : [f32][K, 48] @DRAM,
//     C : [f32][8, 48] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_8x48( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
__m512 C_reg_8;
__m512 C_reg_9;
__m512 C_reg_10;
__m512 C_reg_11;
__m512 C_reg_12;
__m512 C_reg_13;
__m512 C_reg_14;
__m512 C_reg_15;
__m512 C_reg_16;
__m512 C_reg_17;
__m512 C_reg_18;
__m512 C_reg_19;
__m512 C_reg_20;
__m512 C_reg_21;
__m512 C_reg_22;
__m512 C_reg_23;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[16]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[32]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm512_loadu_ps(&C.data[C.strides[0] + 16]); __asm__("" : "+v"(C_reg_4));
C_reg_5 = _mm512_loadu_ps(&C.data[C.strides[0] + 32]); __asm__("" : "+v"(C_reg_5));
C_reg_6 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0])]); __asm__("" : "+v"(C_reg_6));
C_reg_7 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_7));
C_reg_8 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 32]); __asm__("" : "+v"(C_reg_8));
C_reg_9 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0])]); __asm__("" : "+v"(C_reg_9));
C_reg_10 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_10));
C_reg_11 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0]) + 32]); __asm__("" : "+v"(C_reg_11));
C_reg_12 = _mm512_loadu_ps(&C.data[(4) * (C.strides[0])]); __asm__("" : "+v"(C_reg_12));
C_reg_13 = _mm512_loadu_ps(&C.data[(4) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_13));
C_reg_14 = _mm512_loadu_ps(&C.data[(4) * (C.strides[0]) + 32]); __asm__("" : "+v"(C_reg_14));
C_reg_15 = _mm512_loadu_ps(&C.data[(5) * (C.strides[0])]); __asm__("" : "+v"(C_reg_15));
C_reg_16 = _mm512_loadu_ps(&C.data[(5) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_16));
C_reg_17 = _mm512_loadu_ps(&C.data[(5) * (C.strides[0]) + 32]); __asm__("" : "+v"(C_reg_17));
C_reg_18 = _mm512_loadu_ps(&C.data[(6) * (C.strides[0])]); __asm__("" : "+v"(C_reg_18));
C_reg_19 = _mm512_loadu_ps(&C.data[(6) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_19));
C_reg_20 = _mm512_loadu_ps(&C.data[(6) * (C.strides[0]) + 32]); __asm__("" : "+v"(C_reg_20));
C_reg_21 = _mm512_loadu_ps(&C.data[(7) * (C.strides[0])]); __asm__("" : "+v"(C_reg_21));
C_reg_22 = _mm512_loadu_ps(&C.data[(7) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_22));
C_reg_23 = _mm512_loadu_ps(&C.data[(7) * (C.strides[0]) + 32]); __asm__("" : "+v"(C_reg_23));
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 192; for (int exo_o = 0; exo_o < 192; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  __m512 B_reg_0;
  __m512 B_reg_1;
  __m512 B_reg_2;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  B_reg_2 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 32]); __asm__("" : "+v"(B_reg_2));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_2, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_1, C_reg_7);
  C_reg_8 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_2, C_reg_8);
  C_reg_9 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_0, C_reg_9);
  C_reg_10 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_1, C_reg_10);
  C_reg_11 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_2, C_reg_11);
  C_reg_12 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_0, C_reg_12);
  C_reg_13 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_1, C_reg_13);
  C_reg_14 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_2, C_reg_14);
  C_reg_15 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg_0, C_reg_15);
  C_reg_16 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg_1, C_reg_16);
  C_reg_17 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg_2, C_reg_17);
  C_reg_18 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(6) * (A.strides[0]) + k]), B_reg_0, C_reg_18);
  C_reg_19 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(6) * (A.strides[0]) + k]), B_reg_1, C_reg_19);
  C_reg_20 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(6) * (A.strides[0]) + k]), B_reg_2, C_reg_20);
  C_reg_21 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(7) * (A.strides[0]) + k]), B_reg_0, C_reg_21);
  C_reg_22 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(7) * (A.strides[0]) + k]), B_reg_1, C_reg_22);
  C_reg_23 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(7) * (A.strides[0]) + k]), B_reg_2, C_reg_23);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[32], C_reg_2);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_3);
_mm512_storeu_ps(&C.data[C.strides[0] + 16], C_reg_4);
_mm512_storeu_ps(&C.data[C.strides[0] + 32], C_reg_5);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_6);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 16], C_reg_7);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 32], C_reg_8);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0])], C_reg_9);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 16], C_reg_10);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 32], C_reg_11);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0])], C_reg_12);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0]) + 16], C_reg_13);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0]) + 32], C_reg_14);
_mm512_storeu_ps(&C.data[(5) * (C.strides[0])], C_reg_15);
_mm512_storeu_ps(&C.data[(5) * (C.strides[0]) + 16], C_reg_16);
_mm512_storeu_ps(&C.data[(5) * (C.strides[0]) + 32], C_reg_17);
_mm512_storeu_ps(&C.data[(6) * (C.strides[0])], C_reg_18);
_mm512_storeu_ps(&C.data[(6) * (C.strides[0]) + 16], C_reg_19);
_mm512_storeu_ps(&C.data[(6) * (C.strides[0]) + 32], C_reg_20);
_mm512_storeu_ps(&C.data[(7) * (C.strides[0])], C_reg_21);
_mm512_storeu_ps(&C.data[(7) * (C.strides[0]) + 16], C_reg_22);
_mm512_storeu_ps(&C.data[(7) * (C.strides[0]) + 32], C_reg_23);
}

// EXOGEMM_SMALL_PREFIX_small_8x48_beta0(
//     K : size,
//     A : [f32][8, K] @DRAM,
//     B : [f32][K, 48] @DRAM,
//     C : [f32][8, 48] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_8x48_beta0( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
__m512 C_reg_8;
__m512 C_reg_9;
__m512 C_reg_10;
__m512 C_reg_11;
__m512 C_reg_12;
__m512 C_reg_13;
__m512 C_reg_14;
__m512 C_reg_15;
__m512 C_reg_16;
__m512 C_reg_17;
__m512 C_reg_18;
__m512 C_reg_19;
__m512 C_reg_20;
__m512 C_reg_21;
__m512 C_reg_22;
__m512 C_reg_23;
C_reg_0 = _mm512_set1_ps(0.0f);
C_reg_1 = _mm512_set1_ps(0.0f);
C_reg_2 = _mm512_set1_ps(0.0f);
C_reg_3 = _mm512_set1_ps(0.0f);
C_reg_4 = _mm512_set1_ps(0.0f);
C_reg_5 = _mm512_set1_ps(0.0f);
C_reg_6 = _mm512_set1_ps(0.0f);
C_reg_7 = _mm512_set1_ps(0.0f);
C_reg_8 = _mm512_set1_ps(0.0f);
C_reg_9 = _mm512_set1_ps(0.0f);
C_reg_10 = _mm512_set1_ps(0.0f);
C_reg_11 = _mm512_set1_ps(0.0f);
C_reg_12 = _mm512_set1_ps(0.0f);
C_reg_13 = _mm512_set1_ps(0.0f);
C_reg_14 = _mm512_set1_ps(0.0f);
C_reg_15 = _mm512_set1_ps(0.0f);
C_reg_16 = _mm512_set1_ps(0.0f);
C_reg_17 = _mm512_set1_ps(0.0f);
C_reg_18 = _mm512_set1_ps(0.0f);
C_reg_19 = _mm512_set1_ps(0.0f);
C_reg_20 = _mm512_set1_ps(0.0f);
C_reg_21 = _mm512_set1_ps(0.0f);
C_reg_22 = _mm512_set1_ps(0.0f);
C_reg_23 = _mm512_set1_ps(0.0f);
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 192; for (int exo_o = 0; exo_o < 192; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  __m512 B_reg_0;
  __m512 B_reg_1;
  __m512 B_reg_2;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  B_reg_2 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 32]); __asm__("" : "+v"(B_reg_2));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_2, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_1, C_reg_7);
  C_reg_8 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_2, C_reg_8);
  C_reg_9 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_0, C_reg_9);
  C_reg_10 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_1, C_reg_10);
  C_reg_11 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_2, C_reg_11);
  C_reg_12 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_0, C_reg_12);
  C_reg_13 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_1, C_reg_13);
  C_reg_14 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_2, C_reg_14);
  C_reg_15 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg_0, C_reg_15);
  C_reg_16 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg_1, C_reg_16);
  C_reg_17 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg_2, C_reg_17);
  C_reg_18 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(6) * (A.strides[0]) + k]), B_reg_0, C_reg_18);
  C_reg_19 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(6) * (A.strides[0]) + k]), B_reg_1, C_reg_19);
  C_reg_20 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(6) * (A.strides[0]) + k]), B_reg_2, C_reg_20);
  C_reg_21 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(7) * (A.strides[0]) + k]), B_reg_0, C_reg_21);
  C_reg_22 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(7) * (A.strides[0]) + k]), B_reg_1, C_reg_22);
  C_reg_23 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(7) * (A.strides[0]) + k]), B_reg_2, C_reg_23);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[32], C_reg_2);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_3);
_mm512_storeu_ps(&C.data[C.strides[0] + 16], C_reg_4);
_mm512_storeu_ps(&C.data[C.strides[0] + 32], C_reg_5);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_6);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 16], C_reg_7);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 32], C_reg_8);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0])], C_reg_9);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 16], C_reg_10);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 32], C_reg_11);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0])], C_reg_12);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0]) + 16], C_reg_13);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0]) + 32], C_reg_14);
_mm512_storeu_ps(&C.data[(5) * (C.strides[0])], C_reg_15);
_mm512_storeu_ps(&C.data[(5) * (C.strides[0]) + 16], C_reg_16);
_mm512_storeu_ps(&C.data[(5) * (C.strides[0]) + 32], C_reg_17);
_mm512_storeu_ps(&C.data[(6) * (C.strides[0])], C_reg_18);
_mm512_storeu_ps(&C.data[(6) * (C.strides[0]) + 16], C_reg_19);
_mm512_storeu_ps(&C.data[(6) * (C.strides[0]) + 32], C_reg_20);
_mm512_storeu_ps(&C.data[(7) * (C.strides[0])], C_reg_21);
_mm512_storeu_ps(&C.data[(7) * (C.strides[0]) + 16], C_reg_22);
_mm512_storeu_ps(&C.data[(7) * (C.strides[0]) + 32], C_reg_23);
}

// EXOGEMM_SMALL_PREFIX_small_8x48_resident(
//     K : size,
//     A : [f32][8, K] @DRAM,
//     B : [f32][K, 48] @DRAM,
//     C : [f32][8, 48] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_8x48_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
__m512 C_reg_8;
__m512 C_reg_9;
__m512 C_reg_10;
__m512 C_reg_11;
__m512 C_reg_12;
__m512 C_reg_13;
__m512 C_reg_14;
__m512 C_reg_15;
__m512 C_reg_16;
__m512 C_reg_17;
__m512 C_reg_18;
__m512 C_reg_19;
__m512 C_reg_20;
__m512 C_reg_21;
__m512 C_reg_22;
__m512 C_reg_23;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[16]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[32]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm512_loadu_ps(&C.data[C.strides[0] + 16]); __asm__("" : "+v"(C_reg_4));
C_reg_5 = _mm512_loadu_ps(&C.data[C.strides[0] + 32]); __asm__("" : "+v"(C_reg_5));
C_reg_6 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0])]); __asm__("" : "+v"(C_reg_6));
C_reg_7 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_7));
C_reg_8 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 32]); __asm__("" : "+v"(C_reg_8));
C_reg_9 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0])]); __asm__("" : "+v"(C_reg_9));
C_reg_10 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_10));
C_reg_11 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0]) + 32]); __asm__("" : "+v"(C_reg_11));
C_reg_12 = _mm512_loadu_ps(&C.data[(4) * (C.strides[0])]); __asm__("" : "+v"(C_reg_12));
C_reg_13 = _mm512_loadu_ps(&C.data[(4) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_13));
C_reg_14 = _mm512_loadu_ps(&C.data[(4) * (C.strides[0]) + 32]); __asm__("" : "+v"(C_reg_14));
C_reg_15 = _mm512_loadu_ps(&C.data[(5) * (C.strides[0])]); __asm__("" : "+v"(C_reg_15));
C_reg_16 = _mm512_loadu_ps(&C.data[(5) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_16));
C_reg_17 = _mm512_loadu_ps(&C.data[(5) * (C.strides[0]) + 32]); __asm__("" : "+v"(C_reg_17));
C_reg_18 = _mm512_loadu_ps(&C.data[(6) * (C.strides[0])]); __asm__("" : "+v"(C_reg_18));
C_reg_19 = _mm512_loadu_ps(&C.data[(6) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_19));
C_reg_20 = _mm512_loadu_ps(&C.data[(6) * (C.strides[0]) + 32]); __asm__("" : "+v"(C_reg_20));
C_reg_21 = _mm512_loadu_ps(&C.data[(7) * (C.strides[0])]); __asm__("" : "+v"(C_reg_21));
C_reg_22 = _mm512_loadu_ps(&C.data[(7) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_22));
C_reg_23 = _mm512_loadu_ps(&C.data[(7) * (C.strides[0]) + 32]); __asm__("" : "+v"(C_reg_23));
for (int_fast32_t k = 0; k < K; k++) {
  __m512 B_reg_0;
  __m512 B_reg_1;
  __m512 B_reg_2;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  B_reg_2 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 32]); __asm__("" : "+v"(B_reg_2));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_2, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_1, C_reg_7);
  C_reg_8 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_2, C_reg_8);
  C_reg_9 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_0, C_reg_9);
  C_reg_10 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_1, C_reg_10);
  C_reg_11 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_2, C_reg_11);
  C_reg_12 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_0, C_reg_12);
  C_reg_13 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_1, C_reg_13);
  C_reg_14 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_2, C_reg_14);
  C_reg_15 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg_0, C_reg_15);
  C_reg_16 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg_1, C_reg_16);
  C_reg_17 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg_2, C_reg_17);
  C_reg_18 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(6) * (A.strides[0]) + k]), B_reg_0, C_reg_18);
  C_reg_19 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(6) * (A.strides[0]) + k]), B_reg_1, C_reg_19);
  C_reg_20 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(6) * (A.strides[0]) + k]), B_reg_2, C_reg_20);
  C_reg_21 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(7) * (A.strides[0]) + k]), B_reg_0, C_reg_21);
  C_reg_22 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(7) * (A.strides[0]) + k]), B_reg_1, C_reg_22);
  C_reg_23 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(7) * (A.strides[0]) + k]), B_reg_2, C_reg_23);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[32], C_reg_2);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_3);
_mm512_storeu_ps(&C.data[C.strides[0] + 16], C_reg_4);
_mm512_storeu_ps(&C.data[C.strides[0] + 32], C_reg_5);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_6);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 16], C_reg_7);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 32], C_reg_8);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0])], C_reg_9);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 16], C_reg_10);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 32], C_reg_11);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0])], C_reg_12);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0]) + 16], C_reg_13);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0]) + 32], C_reg_14);
_mm512_storeu_ps(&C.data[(5) * (C.strides[0])], C_reg_15);
_mm512_storeu_ps(&C.data[(5) * (C.strides[0]) + 16], C_reg_16);
_mm512_storeu_ps(&C.data[(5) * (C.strides[0]) + 32], C_reg_17);
_mm512_storeu_ps(&C.data[(6) * (C.strides[0])], C_reg_18);
_mm512_storeu_ps(&C.data[(6) * (C.strides[0]) + 16], C_reg_19);
_mm512_storeu_ps(&C.data[(6) * (C.strides[0]) + 32], C_reg_20);
_mm512_storeu_ps(&C.data[(7) * (C.strides[0])], C_reg_21);
_mm512_storeu_ps(&C.data[(7) * (C.strides[0]) + 16], C_reg_22);
_mm512_storeu_ps(&C.data[(7) * (C.strides[0]) + 32], C_reg_23);
}

// EXOGEMM_SMALL_PREFIX_small_8x48_resident_beta0(
//     K : size,
//     A : [f32][8, K] @DRAM,
//     B : [f32][K, 48] @DRAM,
//     C : [f32][8, 48] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_8x48_resident_beta0( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
__m512 C_reg_8;
__m512 C_reg_9;
__m512 C_reg_10;
__m512 C_reg_11;
__m512 C_reg_12;
__m512 C_reg_13;
__m512 C_reg_14;
__m512 C_reg_15;
__m512 C_reg_16;
__m512 C_reg_17;
__m512 C_reg_18;
__m512 C_reg_19;
__m512 C_reg_20;
__m512 C_reg_21;
__m512 C_reg_22;
__m512 C_reg_23;
C_reg_0 = _mm512_set1_ps(0.0f);
C_reg_1 = _mm512_set1_ps(0.0f);
C_reg_2 = _mm512_set1_ps(0.0f);
C_reg_3 = _mm512_set1_ps(0.0f);
C_reg_4 = _mm512_set1_ps(0.0f);
C_reg_5 = _mm512_set1_ps(0.0f);
C_reg_6 = _mm512_set1_ps(0.0f);
C_reg_7 = _mm512_set1_ps(0.0f);
C_reg_8 = _mm512_set1_ps(0.0f);
C_reg_9 = _mm512_set1_ps(0.0f);
C_reg_10 = _mm512_set1_ps(0.0f);
C_reg_11 = _mm512_set1_ps(0.0f);
C_reg_12 = _mm512_set1_ps(0.0f);
C_reg_13 = _mm512_set1_ps(0.0f);
C_reg_14 = _mm512_set1_ps(0.0f);
C_reg_15 = _mm512_set1_ps(0.0f);
C_reg_16 = _mm512_set1_ps(0.0f);
C_reg_17 = _mm512_set1_ps(0.0f);
C_reg_18 = _mm512_set1_ps(0.0f);
C_reg_19 = _mm512_set1_ps(0.0f);
C_reg_20 = _mm512_set1_ps(0.0f);
C_reg_21 = _mm512_set1_ps(0.0f);
C_reg_22 = _mm512_set1_ps(0.0f);
C_reg_23 = _mm512_set1_ps(0.0f);
for (int_fast32_t k = 0; k < K; k++) {
  __m512 B_reg_0;
  __m512 B_reg_1;
  __m512 B_reg_2;
  B_reg_0 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  B_reg_2 = _mm512_loadu_ps(&B.data[(k) * (B.strides[0]) + 32]); __asm__("" : "+v"(B_reg_2));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_2, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_1, C_reg_7);
  C_reg_8 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_2, C_reg_8);
  C_reg_9 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_0, C_reg_9);
  C_reg_10 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_1, C_reg_10);
  C_reg_11 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_2, C_reg_11);
  C_reg_12 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_0, C_reg_12);
  C_reg_13 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_1, C_reg_13);
  C_reg_14 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_2, C_reg_14);
  C_reg_15 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg_0, C_reg_15);
  C_reg_16 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg_1, C_reg_16);
  C_reg_17 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg_2, C_reg_17);
  C_reg_18 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(6) * (A.strides[0]) + k]), B_reg_0, C_reg_18);
  C_reg_19 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(6) * (A.strides[0]) + k]), B_reg_1, C_reg_19);
  C_reg_20 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(6) * (A.strides[0]) + k]), B_reg_2, C_reg_20);
  C_reg_21 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(7) * (A.strides[0]) + k]), B_reg_0, C_reg_21);
  C_reg_22 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(7) * (A.strides[0]) + k]), B_reg_1, C_reg_22);
  C_reg_23 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(7) * (A.strides[0]) + k]), B_reg_2, C_reg_23);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[32], C_reg_2);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_3);
_mm512_storeu_ps(&C.data[C.strides[0] + 16], C_reg_4);
_mm512_storeu_ps(&C.data[C.strides[0] + 32], C_reg_5);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_6);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 16], C_reg_7);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 32], C_reg_8);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0])], C_reg_9);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 16], C_reg_10);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 32], C_reg_11);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0])], C_reg_12);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0]) + 16], C_reg_13);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0]) + 32], C_reg_14);
_mm512_storeu_ps(&C.data[(5) * (C.strides[0])], C_reg_15);
_mm512_storeu_ps(&C.data[(5) * (C.strides[0]) + 16], C_reg_16);
_mm512_storeu_ps(&C.data[(5) * (C.strides[0]) + 32], C_reg_17);
_mm512_storeu_ps(&C.data[(6) * (C.strides[0])], C_reg_18);
_mm512_storeu_ps(&C.data[(6) * (C.strides[0]) + 16], C_reg_19);
_mm512_storeu_ps(&C.data[(6) * (C.strides[0]) + 32], C_reg_20);
_mm512_storeu_ps(&C.data[(7) * (C.strides[0])], C_reg_21);
_mm512_storeu_ps(&C.data[(7) * (C.strides[0]) + 16], C_reg_22);
_mm512_storeu_ps(&C.data[(7) * (C.strides[0]) + 32], C_reg_23);
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
EXO_ASSUME(W <= 16);
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
C_reg_0 = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (W)) - 1u), &C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (W)) - 1u), &C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (W)) - 1u), &C.data[(2) * (C.strides[0])]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (W)) - 1u), &C.data[(3) * (C.strides[0])]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (W)) - 1u), &C.data[(4) * (C.strides[0])]); __asm__("" : "+v"(C_reg_4));
C_reg_5 = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (W)) - 1u), &C.data[(5) * (C.strides[0])]); __asm__("" : "+v"(C_reg_5));
C_reg_6 = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (W)) - 1u), &C.data[(6) * (C.strides[0])]); __asm__("" : "+v"(C_reg_6));
C_reg_7 = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (W)) - 1u), &C.data[(7) * (C.strides[0])]); __asm__("" : "+v"(C_reg_7));
for (int_fast32_t k = 0; k < K; k++) {
  __m512 B_reg;
  B_reg = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (W)) - 1u), &B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg));
  C_reg_0 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg, C_reg_0, _cvtu32_mask16((1u << (W)) - 1u));
  C_reg_1 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg, C_reg_1, _cvtu32_mask16((1u << (W)) - 1u));
  C_reg_2 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg, C_reg_2, _cvtu32_mask16((1u << (W)) - 1u));
  C_reg_3 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg, C_reg_3, _cvtu32_mask16((1u << (W)) - 1u));
  C_reg_4 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg, C_reg_4, _cvtu32_mask16((1u << (W)) - 1u));
  C_reg_5 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg, C_reg_5, _cvtu32_mask16((1u << (W)) - 1u));
  C_reg_6 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[(6) * (A.strides[0]) + k]), B_reg, C_reg_6, _cvtu32_mask16((1u << (W)) - 1u));
  C_reg_7 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[(7) * (A.strides[0]) + k]), B_reg, C_reg_7, _cvtu32_mask16((1u << (W)) - 1u));
}
_mm512_mask_storeu_ps(&C.data[0], _cvtu32_mask16((1u << (W)) - 1u), C_reg_0);
_mm512_mask_storeu_ps(&C.data[C.strides[0]], _cvtu32_mask16((1u << (W)) - 1u), C_reg_1);
_mm512_mask_storeu_ps(&C.data[(2) * (C.strides[0])], _cvtu32_mask16((1u << (W)) - 1u), C_reg_2);
_mm512_mask_storeu_ps(&C.data[(3) * (C.strides[0])], _cvtu32_mask16((1u << (W)) - 1u), C_reg_3);
_mm512_mask_storeu_ps(&C.data[(4) * (C.strides[0])], _cvtu32_mask16((1u << (W)) - 1u), C_reg_4);
_mm512_mask_storeu_ps(&C.data[(5) * (C.strides[0])], _cvtu32_mask16((1u << (W)) - 1u), C_reg_5);
_mm512_mask_storeu_ps(&C.data[(6) * (C.strides[0])], _cvtu32_mask16((1u << (W)) - 1u), C_reg_6);
_mm512_mask_storeu_ps(&C.data[(7) * (C.strides[0])], _cvtu32_mask16((1u << (W)) - 1u), C_reg_7);
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
EXO_ASSUME(W <= 16);
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
C_reg_0 = _mm512_set1_ps(0.0f);
C_reg_1 = _mm512_set1_ps(0.0f);
C_reg_2 = _mm512_set1_ps(0.0f);
C_reg_3 = _mm512_set1_ps(0.0f);
C_reg_4 = _mm512_set1_ps(0.0f);
C_reg_5 = _mm512_set1_ps(0.0f);
C_reg_6 = _mm512_set1_ps(0.0f);
C_reg_7 = _mm512_set1_ps(0.0f);
for (int_fast32_t k = 0; k < K; k++) {
  __m512 B_reg;
  B_reg = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << (W)) - 1u), &B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg));
  C_reg_0 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg, C_reg_0, _cvtu32_mask16((1u << (W)) - 1u));
  C_reg_1 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg, C_reg_1, _cvtu32_mask16((1u << (W)) - 1u));
  C_reg_2 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg, C_reg_2, _cvtu32_mask16((1u << (W)) - 1u));
  C_reg_3 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg, C_reg_3, _cvtu32_mask16((1u << (W)) - 1u));
  C_reg_4 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg, C_reg_4, _cvtu32_mask16((1u << (W)) - 1u));
  C_reg_5 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg, C_reg_5, _cvtu32_mask16((1u << (W)) - 1u));
  C_reg_6 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[(6) * (A.strides[0]) + k]), B_reg, C_reg_6, _cvtu32_mask16((1u << (W)) - 1u));
  C_reg_7 = _mm512_mask3_fmadd_ps(_mm512_set1_ps(A.data[(7) * (A.strides[0]) + k]), B_reg, C_reg_7, _cvtu32_mask16((1u << (W)) - 1u));
}
_mm512_mask_storeu_ps(&C.data[0], _cvtu32_mask16((1u << (W)) - 1u), C_reg_0);
_mm512_mask_storeu_ps(&C.data[C.strides[0]], _cvtu32_mask16((1u << (W)) - 1u), C_reg_1);
_mm512_mask_storeu_ps(&C.data[(2) * (C.strides[0])], _cvtu32_mask16((1u << (W)) - 1u), C_reg_2);
_mm512_mask_storeu_ps(&C.data[(3) * (C.strides[0])], _cvtu32_mask16((1u << (W)) - 1u), C_reg_3);
_mm512_mask_storeu_ps(&C.data[(4) * (C.strides[0])], _cvtu32_mask16((1u << (W)) - 1u), C_reg_4);
_mm512_mask_storeu_ps(&C.data[(5) * (C.strides[0])], _cvtu32_mask16((1u << (W)) - 1u), C_reg_5);
_mm512_mask_storeu_ps(&C.data[(6) * (C.strides[0])], _cvtu32_mask16((1u << (W)) - 1u), C_reg_6);
_mm512_mask_storeu_ps(&C.data[(7) * (C.strides[0])], _cvtu32_mask16((1u << (W)) - 1u), C_reg_7);
}

// EXOGEMM_SMALL_PREFIX_small_8xw_l4(
//     K : size,
//     W : size,
//     A : [f32][8, K] @DRAM,
//     B : [f32][K, W] @DRAM,
//     C : [f32][8, W] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_8xw_l4( void *ctxt, int_fast32_t K, int_fast32_t W, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
EXO_ASSUME(W <= 4);
__m128 C_reg_0;
__m128 C_reg_1;
__m128 C_reg_2;
__m128 C_reg_3;
__m128 C_reg_4;
__m128 C_reg_5;
__m128 C_reg_6;
__m128 C_reg_7;
C_reg_0 = _mm_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &C.data[(2) * (C.strides[0])]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &C.data[(3) * (C.strides[0])]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &C.data[(4) * (C.strides[0])]); __asm__("" : "+v"(C_reg_4));
C_reg_5 = _mm_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &C.data[(5) * (C.strides[0])]); __asm__("" : "+v"(C_reg_5));
C_reg_6 = _mm_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &C.data[(6) * (C.strides[0])]); __asm__("" : "+v"(C_reg_6));
C_reg_7 = _mm_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &C.data[(7) * (C.strides[0])]); __asm__("" : "+v"(C_reg_7));
for (int_fast32_t k = 0; k < K; k++) {
  __m128 B_reg;
  B_reg = _mm_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg));
  C_reg_0 = _mm_mask3_fmadd_ps(_mm_set1_ps(A.data[k]), B_reg, C_reg_0, (__mmask8)((1u << (W)) - 1u));
  C_reg_1 = _mm_mask3_fmadd_ps(_mm_set1_ps(A.data[A.strides[0] + k]), B_reg, C_reg_1, (__mmask8)((1u << (W)) - 1u));
  C_reg_2 = _mm_mask3_fmadd_ps(_mm_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg, C_reg_2, (__mmask8)((1u << (W)) - 1u));
  C_reg_3 = _mm_mask3_fmadd_ps(_mm_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg, C_reg_3, (__mmask8)((1u << (W)) - 1u));
  C_reg_4 = _mm_mask3_fmadd_ps(_mm_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg, C_reg_4, (__mmask8)((1u << (W)) - 1u));
  C_reg_5 = _mm_mask3_fmadd_ps(_mm_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg, C_reg_5, (__mmask8)((1u << (W)) - 1u));
  C_reg_6 = _mm_mask3_fmadd_ps(_mm_set1_ps(A.data[(6) * (A.strides[0]) + k]), B_reg, C_reg_6, (__mmask8)((1u << (W)) - 1u));
  C_reg_7 = _mm_mask3_fmadd_ps(_mm_set1_ps(A.data[(7) * (A.strides[0]) + k]), B_reg, C_reg_7, (__mmask8)((1u << (W)) - 1u));
}
_mm_mask_storeu_ps(&C.data[0], (__mmask8)((1u << (W)) - 1u), C_reg_0);
_mm_mask_storeu_ps(&C.data[C.strides[0]], (__mmask8)((1u << (W)) - 1u), C_reg_1);
_mm_mask_storeu_ps(&C.data[(2) * (C.strides[0])], (__mmask8)((1u << (W)) - 1u), C_reg_2);
_mm_mask_storeu_ps(&C.data[(3) * (C.strides[0])], (__mmask8)((1u << (W)) - 1u), C_reg_3);
_mm_mask_storeu_ps(&C.data[(4) * (C.strides[0])], (__mmask8)((1u << (W)) - 1u), C_reg_4);
_mm_mask_storeu_ps(&C.data[(5) * (C.strides[0])], (__mmask8)((1u << (W)) - 1u), C_reg_5);
_mm_mask_storeu_ps(&C.data[(6) * (C.strides[0])], (__mmask8)((1u << (W)) - 1u), C_reg_6);
_mm_mask_storeu_ps(&C.data[(7) * (C.strides[0])], (__mmask8)((1u << (W)) - 1u), C_reg_7);
}

// EXOGEMM_SMALL_PREFIX_small_8xw_l4_beta0(
//     K : size,
//     W : size,
//     A : [f32][8, K] @DRAM,
//     B : [f32][K, W] @DRAM,
//     C : [f32][8, W] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_8xw_l4_beta0( void *ctxt, int_fast32_t K, int_fast32_t W, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
EXO_ASSUME(W <= 4);
__m128 C_reg_0;
__m128 C_reg_1;
__m128 C_reg_2;
__m128 C_reg_3;
__m128 C_reg_4;
__m128 C_reg_5;
__m128 C_reg_6;
__m128 C_reg_7;
C_reg_0 = _mm_set1_ps(0.0f);
C_reg_1 = _mm_set1_ps(0.0f);
C_reg_2 = _mm_set1_ps(0.0f);
C_reg_3 = _mm_set1_ps(0.0f);
C_reg_4 = _mm_set1_ps(0.0f);
C_reg_5 = _mm_set1_ps(0.0f);
C_reg_6 = _mm_set1_ps(0.0f);
C_reg_7 = _mm_set1_ps(0.0f);
for (int_fast32_t k = 0; k < K; k++) {
  __m128 B_reg;
  B_reg = _mm_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg));
  C_reg_0 = _mm_mask3_fmadd_ps(_mm_set1_ps(A.data[k]), B_reg, C_reg_0, (__mmask8)((1u << (W)) - 1u));
  C_reg_1 = _mm_mask3_fmadd_ps(_mm_set1_ps(A.data[A.strides[0] + k]), B_reg, C_reg_1, (__mmask8)((1u << (W)) - 1u));
  C_reg_2 = _mm_mask3_fmadd_ps(_mm_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg, C_reg_2, (__mmask8)((1u << (W)) - 1u));
  C_reg_3 = _mm_mask3_fmadd_ps(_mm_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg, C_reg_3, (__mmask8)((1u << (W)) - 1u));
  C_reg_4 = _mm_mask3_fmadd_ps(_mm_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg, C_reg_4, (__mmask8)((1u << (W)) - 1u));
  C_reg_5 = _mm_mask3_fmadd_ps(_mm_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg, C_reg_5, (__mmask8)((1u << (W)) - 1u));
  C_reg_6 = _mm_mask3_fmadd_ps(_mm_set1_ps(A.data[(6) * (A.strides[0]) + k]), B_reg, C_reg_6, (__mmask8)((1u << (W)) - 1u));
  C_reg_7 = _mm_mask3_fmadd_ps(_mm_set1_ps(A.data[(7) * (A.strides[0]) + k]), B_reg, C_reg_7, (__mmask8)((1u << (W)) - 1u));
}
_mm_mask_storeu_ps(&C.data[0], (__mmask8)((1u << (W)) - 1u), C_reg_0);
_mm_mask_storeu_ps(&C.data[C.strides[0]], (__mmask8)((1u << (W)) - 1u), C_reg_1);
_mm_mask_storeu_ps(&C.data[(2) * (C.strides[0])], (__mmask8)((1u << (W)) - 1u), C_reg_2);
_mm_mask_storeu_ps(&C.data[(3) * (C.strides[0])], (__mmask8)((1u << (W)) - 1u), C_reg_3);
_mm_mask_storeu_ps(&C.data[(4) * (C.strides[0])], (__mmask8)((1u << (W)) - 1u), C_reg_4);
_mm_mask_storeu_ps(&C.data[(5) * (C.strides[0])], (__mmask8)((1u << (W)) - 1u), C_reg_5);
_mm_mask_storeu_ps(&C.data[(6) * (C.strides[0])], (__mmask8)((1u << (W)) - 1u), C_reg_6);
_mm_mask_storeu_ps(&C.data[(7) * (C.strides[0])], (__mmask8)((1u << (W)) - 1u), C_reg_7);
}

// EXOGEMM_SMALL_PREFIX_small_8xw_l8(
//     K : size,
//     W : size,
//     A : [f32][8, K] @DRAM,
//     B : [f32][K, W] @DRAM,
//     C : [f32][8, W] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_8xw_l8( void *ctxt, int_fast32_t K, int_fast32_t W, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
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
C_reg_0 = _mm256_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm256_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm256_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &C.data[(2) * (C.strides[0])]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm256_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &C.data[(3) * (C.strides[0])]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm256_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &C.data[(4) * (C.strides[0])]); __asm__("" : "+v"(C_reg_4));
C_reg_5 = _mm256_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &C.data[(5) * (C.strides[0])]); __asm__("" : "+v"(C_reg_5));
C_reg_6 = _mm256_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &C.data[(6) * (C.strides[0])]); __asm__("" : "+v"(C_reg_6));
C_reg_7 = _mm256_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &C.data[(7) * (C.strides[0])]); __asm__("" : "+v"(C_reg_7));
for (int_fast32_t k = 0; k < K; k++) {
  __m256 B_reg;
  B_reg = _mm256_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg));
  C_reg_0 = _mm256_mask3_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg, C_reg_0, (__mmask8)((1u << (W)) - 1u));
  C_reg_1 = _mm256_mask3_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg, C_reg_1, (__mmask8)((1u << (W)) - 1u));
  C_reg_2 = _mm256_mask3_fmadd_ps(_mm256_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg, C_reg_2, (__mmask8)((1u << (W)) - 1u));
  C_reg_3 = _mm256_mask3_fmadd_ps(_mm256_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg, C_reg_3, (__mmask8)((1u << (W)) - 1u));
  C_reg_4 = _mm256_mask3_fmadd_ps(_mm256_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg, C_reg_4, (__mmask8)((1u << (W)) - 1u));
  C_reg_5 = _mm256_mask3_fmadd_ps(_mm256_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg, C_reg_5, (__mmask8)((1u << (W)) - 1u));
  C_reg_6 = _mm256_mask3_fmadd_ps(_mm256_set1_ps(A.data[(6) * (A.strides[0]) + k]), B_reg, C_reg_6, (__mmask8)((1u << (W)) - 1u));
  C_reg_7 = _mm256_mask3_fmadd_ps(_mm256_set1_ps(A.data[(7) * (A.strides[0]) + k]), B_reg, C_reg_7, (__mmask8)((1u << (W)) - 1u));
}
_mm256_mask_storeu_ps(&C.data[0], (__mmask8)((1u << (W)) - 1u), C_reg_0);
_mm256_mask_storeu_ps(&C.data[C.strides[0]], (__mmask8)((1u << (W)) - 1u), C_reg_1);
_mm256_mask_storeu_ps(&C.data[(2) * (C.strides[0])], (__mmask8)((1u << (W)) - 1u), C_reg_2);
_mm256_mask_storeu_ps(&C.data[(3) * (C.strides[0])], (__mmask8)((1u << (W)) - 1u), C_reg_3);
_mm256_mask_storeu_ps(&C.data[(4) * (C.strides[0])], (__mmask8)((1u << (W)) - 1u), C_reg_4);
_mm256_mask_storeu_ps(&C.data[(5) * (C.strides[0])], (__mmask8)((1u << (W)) - 1u), C_reg_5);
_mm256_mask_storeu_ps(&C.data[(6) * (C.strides[0])], (__mmask8)((1u << (W)) - 1u), C_reg_6);
_mm256_mask_storeu_ps(&C.data[(7) * (C.strides[0])], (__mmask8)((1u << (W)) - 1u), C_reg_7);
}

// EXOGEMM_SMALL_PREFIX_small_8xw_l8_beta0(
//     K : size,
//     W : size,
//     A : [f32][8, K] @DRAM,
//     B : [f32][K, W] @DRAM,
//     C : [f32][8, W] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_8xw_l8_beta0( void *ctxt, int_fast32_t K, int_fast32_t W, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
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
  B_reg = _mm256_maskz_loadu_ps((__mmask8)((1u << (W)) - 1u), &B.data[(k) * (B.strides[0])]); __asm__("" : "+v"(B_reg));
  C_reg_0 = _mm256_mask3_fmadd_ps(_mm256_set1_ps(A.data[k]), B_reg, C_reg_0, (__mmask8)((1u << (W)) - 1u));
  C_reg_1 = _mm256_mask3_fmadd_ps(_mm256_set1_ps(A.data[A.strides[0] + k]), B_reg, C_reg_1, (__mmask8)((1u << (W)) - 1u));
  C_reg_2 = _mm256_mask3_fmadd_ps(_mm256_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg, C_reg_2, (__mmask8)((1u << (W)) - 1u));
  C_reg_3 = _mm256_mask3_fmadd_ps(_mm256_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg, C_reg_3, (__mmask8)((1u << (W)) - 1u));
  C_reg_4 = _mm256_mask3_fmadd_ps(_mm256_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg, C_reg_4, (__mmask8)((1u << (W)) - 1u));
  C_reg_5 = _mm256_mask3_fmadd_ps(_mm256_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg, C_reg_5, (__mmask8)((1u << (W)) - 1u));
  C_reg_6 = _mm256_mask3_fmadd_ps(_mm256_set1_ps(A.data[(6) * (A.strides[0]) + k]), B_reg, C_reg_6, (__mmask8)((1u << (W)) - 1u));
  C_reg_7 = _mm256_mask3_fmadd_ps(_mm256_set1_ps(A.data[(7) * (A.strides[0]) + k]), B_reg, C_reg_7, (__mmask8)((1u << (W)) - 1u));
}
_mm256_mask_storeu_ps(&C.data[0], (__mmask8)((1u << (W)) - 1u), C_reg_0);
_mm256_mask_storeu_ps(&C.data[C.strides[0]], (__mmask8)((1u << (W)) - 1u), C_reg_1);
_mm256_mask_storeu_ps(&C.data[(2) * (C.strides[0])], (__mmask8)((1u << (W)) - 1u), C_reg_2);
_mm256_mask_storeu_ps(&C.data[(3) * (C.strides[0])], (__mmask8)((1u << (W)) - 1u), C_reg_3);
_mm256_mask_storeu_ps(&C.data[(4) * (C.strides[0])], (__mmask8)((1u << (W)) - 1u), C_reg_4);
_mm256_mask_storeu_ps(&C.data[(5) * (C.strides[0])], (__mmask8)((1u << (W)) - 1u), C_reg_5);
_mm256_mask_storeu_ps(&C.data[(6) * (C.strides[0])], (__mmask8)((1u << (W)) - 1u), C_reg_6);
_mm256_mask_storeu_ps(&C.data[(7) * (C.strides[0])], (__mmask8)((1u << (W)) - 1u), C_reg_7);
}

// EXOGEMM_SMALL_PREFIX_zero_rows(
//     M : size,
//     N : size,
//     C : [f32][M, N] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_zero_rows( void *ctxt, int_fast32_t M, int_fast32_t N, struct exo_win_2f32 C ) {
// assert stride(C, 1) == 1
for (int_fast32_t i = 0; i < M; i++) {
  for (int_fast32_t jv = 0; jv < ((N) / (16)); jv++) {
    __m512 zero;
    zero = _mm512_set1_ps(0.0f);
    _mm512_storeu_ps(&C.data[(i) * (C.strides[0]) + 16 * jv], zero);
  }
  for (int_fast32_t jt = 0; jt < ((N % 16 + 15) / (16)); jt++) {
    __m512 last;
    last = _mm512_set1_ps(0.0f);
    _mm512_mask_storeu_ps(&C.data[(i) * (C.strides[0]) + 16 * (N / 16) + 16 * jt], _cvtu32_mask16((1u << (N % 16 + -16 * jt + 0)) - 1u), last);
  }
}
}


/* relying on the following instruction..."
avx512_f32_mac(dst,a,b)
{dst_data} = _mm512_fmadd_ps(_mm512_set1_ps({a_data}), {b_data}, {dst_data});
*/

/* relying on the following instruction..."
avx512_f32_mac_tail(N,dst,a,b)
{dst_data} = _mm512_mask3_fmadd_ps(_mm512_set1_ps({a_data}), {b_data}, {dst_data}, _cvtu32_mask16((1u << {N}) - 1u));
*/

/* relying on the following instruction..."
avx512_load(dst,src)
{dst_data} = _mm512_loadu_ps(&{src_data}); __asm__("" : "+v"({dst_data}));
*/

/* relying on the following instruction..."
avx512_load_tail(N,dst,src)
{dst_data} = _mm512_maskz_loadu_ps(_cvtu32_mask16((1u << {N}) - 1u), &{src_data}); __asm__("" : "+v"({dst_data}));
*/

/* relying on the following instruction..."
avx512_mac_vv(dst,a,b)
{dst_data} = _mm512_fmadd_ps({a_data}, {b_data}, {dst_data});
*/

/* relying on the following instruction..."
avx512_reduce_add(dst,src)
{dst_data} += _mm512_reduce_add_ps({src_data});
*/

/* relying on the following instruction..."
avx512_reduce_add4_1x4(d,v0,v1,v2,v3)
{{ float exo_s[4]; exogemm_avx512_hsum4(exo_s, {v0_data}, {v1_data}, {v2_data}, {v3_data}); (&{d_data})[0] += exo_s[0]; (&{d_data})[1] += exo_s[1]; (&{d_data})[2] += exo_s[2]; (&{d_data})[3] += exo_s[3]; }}
*/

/* relying on the following instruction..."
avx512_reduce_add4_2x2(d,v0,v1,v2,v3)
{{ float exo_s[4]; exogemm_avx512_hsum4(exo_s, {v0_data}, {v1_data}, {v2_data}, {v3_data}); (&{d_data})[0] += exo_s[0]; (&{d_data})[1] += exo_s[1]; (&{d_data})[1 * {d}.strides[0] + 0] += exo_s[2]; (&{d_data})[1 * {d}.strides[0] + 1] += exo_s[3]; }}
*/

/* relying on the following instruction..."
avx512_reduce_add4_4x1(d,v0,v1,v2,v3)
{{ float exo_s[4]; exogemm_avx512_hsum4(exo_s, {v0_data}, {v1_data}, {v2_data}, {v3_data}); (&{d_data})[0] += exo_s[0]; (&{d_data})[1 * {d}.strides[0] + 0] += exo_s[1]; (&{d_data})[2 * {d}.strides[0] + 0] += exo_s[2]; (&{d_data})[3 * {d}.strides[0] + 0] += exo_s[3]; }}
*/

/* relying on the following instruction..."
avx512_store(dst,src)
_mm512_storeu_ps(&{dst_data}, {src_data});
*/

/* relying on the following instruction..."
avx512_store_tail(N,dst,src)
_mm512_mask_storeu_ps(&{dst_data}, _cvtu32_mask16((1u << {N}) - 1u), {src_data});
*/

/* relying on the following instruction..."
avx512_w128_f32_mac(dst,a,b)
{dst_data} = _mm_fmadd_ps(_mm_set1_ps({a_data}), {b_data}, {dst_data});
*/

/* relying on the following instruction..."
avx512_w128_f32_mac_tail(N,dst,a,b)
{dst_data} = _mm_mask3_fmadd_ps(_mm_set1_ps({a_data}), {b_data}, {dst_data}, (__mmask8)((1u << {N}) - 1u));
*/

/* relying on the following instruction..."
avx512_w128_load(dst,src)
{dst_data} = _mm_loadu_ps(&{src_data}); __asm__("" : "+v"({dst_data}));
*/

/* relying on the following instruction..."
avx512_w128_load_tail(N,dst,src)
{dst_data} = _mm_maskz_loadu_ps((__mmask8)((1u << {N}) - 1u), &{src_data}); __asm__("" : "+v"({dst_data}));
*/

/* relying on the following instruction..."
avx512_w128_store(dst,src)
_mm_storeu_ps(&{dst_data}, {src_data});
*/

/* relying on the following instruction..."
avx512_w128_store_tail(N,dst,src)
_mm_mask_storeu_ps(&{dst_data}, (__mmask8)((1u << {N}) - 1u), {src_data});
*/

/* relying on the following instruction..."
avx512_w128_zero(dst)
{dst_data} = _mm_set1_ps(0.0f);
*/

/* relying on the following instruction..."
avx512_w128_zero_tail(N,dst)
{dst_data} = _mm_set1_ps(0.0f);
*/

/* relying on the following instruction..."
avx512_w256_f32_mac(dst,a,b)
{dst_data} = _mm256_fmadd_ps(_mm256_set1_ps({a_data}), {b_data}, {dst_data});
*/

/* relying on the following instruction..."
avx512_w256_f32_mac_tail(N,dst,a,b)
{dst_data} = _mm256_mask3_fmadd_ps(_mm256_set1_ps({a_data}), {b_data}, {dst_data}, (__mmask8)((1u << {N}) - 1u));
*/

/* relying on the following instruction..."
avx512_w256_load(dst,src)
{dst_data} = _mm256_loadu_ps(&{src_data}); __asm__("" : "+v"({dst_data}));
*/

/* relying on the following instruction..."
avx512_w256_load_tail(N,dst,src)
{dst_data} = _mm256_maskz_loadu_ps((__mmask8)((1u << {N}) - 1u), &{src_data}); __asm__("" : "+v"({dst_data}));
*/

/* relying on the following instruction..."
avx512_w256_store(dst,src)
_mm256_storeu_ps(&{dst_data}, {src_data});
*/

/* relying on the following instruction..."
avx512_w256_store_tail(N,dst,src)
_mm256_mask_storeu_ps(&{dst_data}, (__mmask8)((1u << {N}) - 1u), {src_data});
*/

/* relying on the following instruction..."
avx512_w256_zero(dst)
{dst_data} = _mm256_set1_ps(0.0f);
*/

/* relying on the following instruction..."
avx512_w256_zero_tail(N,dst)
{dst_data} = _mm256_set1_ps(0.0f);
*/

/* relying on the following instruction..."
avx512_zero(dst)
{dst_data} = _mm512_set1_ps(0.0f);
*/

/* relying on the following instruction..."
avx512_zero_tail(N,dst)
{dst_data} = _mm512_set1_ps(0.0f);
*/

/* relying on the following instruction..."
prefetch_next_b_columns_112(B)
{{ const char *exo_pf = (const char *)&{B_data} + 448; for (int exo_o = 0; exo_o < 448; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }}
*/

/* relying on the following instruction..."
prefetch_next_b_columns_128(B)
{{ const char *exo_pf = (const char *)&{B_data} + 512; for (int exo_o = 0; exo_o < 512; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }}
*/

/* relying on the following instruction..."
prefetch_next_b_columns_144(B)
{{ const char *exo_pf = (const char *)&{B_data} + 576; for (int exo_o = 0; exo_o < 576; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }}
*/

/* relying on the following instruction..."
prefetch_next_b_columns_16(B)
{{ const char *exo_pf = (const char *)&{B_data} + 64; for (int exo_o = 0; exo_o < 64; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }}
*/

/* relying on the following instruction..."
prefetch_next_b_columns_160(B)
{{ const char *exo_pf = (const char *)&{B_data} + 640; for (int exo_o = 0; exo_o < 640; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }}
*/

/* relying on the following instruction..."
prefetch_next_b_columns_32(B)
{{ const char *exo_pf = (const char *)&{B_data} + 128; for (int exo_o = 0; exo_o < 128; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }}
*/

/* relying on the following instruction..."
prefetch_next_b_columns_48(B)
{{ const char *exo_pf = (const char *)&{B_data} + 192; for (int exo_o = 0; exo_o < 192; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }}
*/

/* relying on the following instruction..."
prefetch_next_b_columns_64(B)
{{ const char *exo_pf = (const char *)&{B_data} + 256; for (int exo_o = 0; exo_o < 256; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }}
*/

/* relying on the following instruction..."
prefetch_next_b_columns_80(B)
{{ const char *exo_pf = (const char *)&{B_data} + 320; for (int exo_o = 0; exo_o < 320; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }}
*/

/* relying on the following instruction..."
prefetch_next_b_columns_96(B)
{{ const char *exo_pf = (const char *)&{B_data} + 384; for (int exo_o = 0; exo_o < 384; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }}
*/

/* relying on the following instruction..."
prefetch_next_b_rows_16x1(B)
{{ for (int exo_r = 1; exo_r < 2; exo_r++) __builtin_prefetch(&{B_data} + (size_t)exo_r * ({B}).strides[0], 0, 1); }}
*/

/* relying on the following instruction..."
prefetch_next_b_rows_16x2(B)
{{ for (int exo_r = 2; exo_r < 4; exo_r++) __builtin_prefetch(&{B_data} + (size_t)exo_r * ({B}).strides[0], 0, 1); }}
*/

/* relying on the following instruction..."
prefetch_next_b_rows_16x3(B)
{{ for (int exo_r = 3; exo_r < 6; exo_r++) __builtin_prefetch(&{B_data} + (size_t)exo_r * ({B}).strides[0], 0, 1); }}
*/

/* relying on the following instruction..."
prefetch_next_b_rows_16x4(B)
{{ for (int exo_r = 4; exo_r < 8; exo_r++) __builtin_prefetch(&{B_data} + (size_t)exo_r * ({B}).strides[0], 0, 1); }}
*/
