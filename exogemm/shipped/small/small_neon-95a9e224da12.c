#include "EXOGEMM_SMALL_PREFIX.h"

#include <stdio.h>
#include <stdlib.h>

#include <arm_neon.h>
#ifndef EXOGEMM_NEON_TAILS
#define EXOGEMM_NEON_TAILS
/* The first n (1..3) floats at p, zeros above: one 64-bit and/or one lane load. */
static inline float32x4_t exogemm_neon_load_tail(const float *p, int n) {
    float32x2_t zero = vdup_n_f32(0.0f);
    float32x2_t lo = n >= 2 ? vld1_f32(p) : vld1_lane_f32(p, zero, 0);
    float32x2_t hi = n == 3 ? vld1_lane_f32(p + 2, zero, 0) : zero;
    return vcombine_f32(lo, hi);
}
/* Store lanes 0..n-1 (n = 1..3) of v to p. */
static inline void exogemm_neon_store_tail(float *p, float32x4_t v, int n) {
    if (n >= 2) vst1_f32(p, vget_low_f32(v)); else vst1q_lane_f32(p, v, 0);
    if (n == 3) vst1q_lane_f32(p + 2, v, 2);
}
#endif
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
float32x4_t acc_0_0;
acc_0_0 = vdupq_n_f32(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (4)); ko++) {
  float32x4_t a_reg_0;
  a_reg_0 = vld1q_f32(&A.data[4 * ko]);
  float32x4_t b_reg;
  b_reg = vld1q_f32(&B.data[4 * ko]);
  acc_0_0 = vfmaq_f32(acc_0_0, a_reg_0, b_reg);
}
C.data[0] += vaddvq_f32(acc_0_0);
for (int_fast32_t ki = 0; ki < K % 4; ki++) {
  C.data[0] += A.data[ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
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
float32x4_t acc_0_0;
float32x4_t acc_0_1;
acc_0_0 = vdupq_n_f32(0.0f);
acc_0_1 = vdupq_n_f32(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (4)); ko++) {
  float32x4_t a_reg_0;
  a_reg_0 = vld1q_f32(&A.data[4 * ko]);
  float32x4_t b_reg;
  b_reg = vld1q_f32(&B.data[4 * ko]);
  acc_0_0 = vfmaq_f32(acc_0_0, a_reg_0, b_reg);
  float32x4_t b_reg_1;
  b_reg_1 = vld1q_f32(&B.data[B.strides[0] + 4 * ko]);
  acc_0_1 = vfmaq_f32(acc_0_1, a_reg_0, b_reg_1);
}
C.data[0] += vaddvq_f32(acc_0_0);
C.data[1] += vaddvq_f32(acc_0_1);
for (int_fast32_t ki = 0; ki < K % 4; ki++) {
  C.data[0] += A.data[ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[1] += A.data[ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
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
float32x4_t acc_0_0;
float32x4_t acc_0_1;
float32x4_t acc_0_2;
acc_0_0 = vdupq_n_f32(0.0f);
acc_0_1 = vdupq_n_f32(0.0f);
acc_0_2 = vdupq_n_f32(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (4)); ko++) {
  float32x4_t a_reg_0;
  a_reg_0 = vld1q_f32(&A.data[4 * ko]);
  float32x4_t b_reg;
  b_reg = vld1q_f32(&B.data[4 * ko]);
  acc_0_0 = vfmaq_f32(acc_0_0, a_reg_0, b_reg);
  float32x4_t b_reg_1;
  b_reg_1 = vld1q_f32(&B.data[B.strides[0] + 4 * ko]);
  acc_0_1 = vfmaq_f32(acc_0_1, a_reg_0, b_reg_1);
  float32x4_t b_reg_2;
  b_reg_2 = vld1q_f32(&B.data[(2) * (B.strides[0]) + 4 * ko]);
  acc_0_2 = vfmaq_f32(acc_0_2, a_reg_0, b_reg_2);
}
C.data[0] += vaddvq_f32(acc_0_0);
C.data[1] += vaddvq_f32(acc_0_1);
C.data[2] += vaddvq_f32(acc_0_2);
for (int_fast32_t ki = 0; ki < K % 4; ki++) {
  C.data[0] += A.data[ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[1] += A.data[ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[2] += A.data[ki + (K / 4) * 4] * B.data[2 * B.strides[0] + ki + (K / 4) * 4];
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
float32x4_t acc_0_0;
float32x4_t acc_0_1;
float32x4_t acc_0_2;
float32x4_t acc_0_3;
acc_0_0 = vdupq_n_f32(0.0f);
acc_0_1 = vdupq_n_f32(0.0f);
acc_0_2 = vdupq_n_f32(0.0f);
acc_0_3 = vdupq_n_f32(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (4)); ko++) {
  float32x4_t a_reg_0;
  a_reg_0 = vld1q_f32(&A.data[4 * ko]);
  float32x4_t b_reg;
  b_reg = vld1q_f32(&B.data[4 * ko]);
  acc_0_0 = vfmaq_f32(acc_0_0, a_reg_0, b_reg);
  float32x4_t b_reg_1;
  b_reg_1 = vld1q_f32(&B.data[B.strides[0] + 4 * ko]);
  acc_0_1 = vfmaq_f32(acc_0_1, a_reg_0, b_reg_1);
  float32x4_t b_reg_2;
  b_reg_2 = vld1q_f32(&B.data[(2) * (B.strides[0]) + 4 * ko]);
  acc_0_2 = vfmaq_f32(acc_0_2, a_reg_0, b_reg_2);
  float32x4_t b_reg_3;
  b_reg_3 = vld1q_f32(&B.data[(3) * (B.strides[0]) + 4 * ko]);
  acc_0_3 = vfmaq_f32(acc_0_3, a_reg_0, b_reg_3);
}
{ float exo_s[4]; vst1q_f32(exo_s, vpaddq_f32(vpaddq_f32(acc_0_0, acc_0_1), vpaddq_f32(acc_0_2, acc_0_3))); (&C.data[0])[0] += exo_s[0]; (&C.data[0])[1] += exo_s[1]; (&C.data[0])[2] += exo_s[2]; (&C.data[0])[3] += exo_s[3]; }
for (int_fast32_t ki = 0; ki < K % 4; ki++) {
  C.data[0] += A.data[ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[1] += A.data[ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[2] += A.data[ki + (K / 4) * 4] * B.data[2 * B.strides[0] + ki + (K / 4) * 4];
  C.data[3] += A.data[ki + (K / 4) * 4] * B.data[3 * B.strides[0] + ki + (K / 4) * 4];
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
float32x4_t acc_0_0;
float32x4_t acc_1_0;
acc_0_0 = vdupq_n_f32(0.0f);
acc_1_0 = vdupq_n_f32(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (4)); ko++) {
  { for (int exo_r = 1; exo_r < 2; exo_r++) __builtin_prefetch(&B.data[4 * ko] + (size_t)exo_r * (((struct exo_win_2f32c){ &B.data[4 * ko], { B.strides[0], 1 } })).strides[0], 0, 1); }
  float32x4_t a_reg_0;
  float32x4_t a_reg_1;
  a_reg_0 = vld1q_f32(&A.data[4 * ko]);
  a_reg_1 = vld1q_f32(&A.data[A.strides[0] + 4 * ko]);
  float32x4_t b_reg;
  b_reg = vld1q_f32(&B.data[4 * ko]);
  acc_0_0 = vfmaq_f32(acc_0_0, a_reg_0, b_reg);
  acc_1_0 = vfmaq_f32(acc_1_0, a_reg_1, b_reg);
}
C.data[0] += vaddvq_f32(acc_0_0);
C.data[C.strides[0]] += vaddvq_f32(acc_1_0);
for (int_fast32_t ki = 0; ki < K % 4; ki++) {
  C.data[0] += A.data[ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
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
float32x4_t acc_0_0;
float32x4_t acc_1_0;
acc_0_0 = vdupq_n_f32(0.0f);
acc_1_0 = vdupq_n_f32(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (4)); ko++) {
  float32x4_t a_reg_0;
  float32x4_t a_reg_1;
  a_reg_0 = vld1q_f32(&A.data[4 * ko]);
  a_reg_1 = vld1q_f32(&A.data[A.strides[0] + 4 * ko]);
  float32x4_t b_reg;
  b_reg = vld1q_f32(&B.data[4 * ko]);
  acc_0_0 = vfmaq_f32(acc_0_0, a_reg_0, b_reg);
  acc_1_0 = vfmaq_f32(acc_1_0, a_reg_1, b_reg);
}
C.data[0] += vaddvq_f32(acc_0_0);
C.data[C.strides[0]] += vaddvq_f32(acc_1_0);
for (int_fast32_t ki = 0; ki < K % 4; ki++) {
  C.data[0] += A.data[ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
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
float32x4_t acc_0_0;
float32x4_t acc_0_1;
float32x4_t acc_1_0;
float32x4_t acc_1_1;
acc_0_0 = vdupq_n_f32(0.0f);
acc_0_1 = vdupq_n_f32(0.0f);
acc_1_0 = vdupq_n_f32(0.0f);
acc_1_1 = vdupq_n_f32(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (4)); ko++) {
  { for (int exo_r = 2; exo_r < 4; exo_r++) __builtin_prefetch(&B.data[4 * ko] + (size_t)exo_r * (((struct exo_win_2f32c){ &B.data[4 * ko], { B.strides[0], 1 } })).strides[0], 0, 1); }
  float32x4_t a_reg_0;
  float32x4_t a_reg_1;
  a_reg_0 = vld1q_f32(&A.data[4 * ko]);
  a_reg_1 = vld1q_f32(&A.data[A.strides[0] + 4 * ko]);
  float32x4_t b_reg;
  b_reg = vld1q_f32(&B.data[4 * ko]);
  acc_0_0 = vfmaq_f32(acc_0_0, a_reg_0, b_reg);
  acc_1_0 = vfmaq_f32(acc_1_0, a_reg_1, b_reg);
  float32x4_t b_reg_1;
  b_reg_1 = vld1q_f32(&B.data[B.strides[0] + 4 * ko]);
  acc_0_1 = vfmaq_f32(acc_0_1, a_reg_0, b_reg_1);
  acc_1_1 = vfmaq_f32(acc_1_1, a_reg_1, b_reg_1);
}
{ float exo_s[4]; vst1q_f32(exo_s, vpaddq_f32(vpaddq_f32(acc_0_0, acc_0_1), vpaddq_f32(acc_1_0, acc_1_1))); (&C.data[0])[0] += exo_s[0]; (&C.data[0])[1] += exo_s[1]; (&C.data[0])[1 * ((struct exo_win_2f32){ &C.data[0], { C.strides[0], 1 } }).strides[0] + 0] += exo_s[2]; (&C.data[0])[1 * ((struct exo_win_2f32){ &C.data[0], { C.strides[0], 1 } }).strides[0] + 1] += exo_s[3]; }
for (int_fast32_t ki = 0; ki < K % 4; ki++) {
  C.data[0] += A.data[ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[1] += A.data[ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[C.strides[0] + 1] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
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
float32x4_t acc_0_0;
float32x4_t acc_0_1;
float32x4_t acc_1_0;
float32x4_t acc_1_1;
acc_0_0 = vdupq_n_f32(0.0f);
acc_0_1 = vdupq_n_f32(0.0f);
acc_1_0 = vdupq_n_f32(0.0f);
acc_1_1 = vdupq_n_f32(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (4)); ko++) {
  float32x4_t a_reg_0;
  float32x4_t a_reg_1;
  a_reg_0 = vld1q_f32(&A.data[4 * ko]);
  a_reg_1 = vld1q_f32(&A.data[A.strides[0] + 4 * ko]);
  float32x4_t b_reg;
  b_reg = vld1q_f32(&B.data[4 * ko]);
  acc_0_0 = vfmaq_f32(acc_0_0, a_reg_0, b_reg);
  acc_1_0 = vfmaq_f32(acc_1_0, a_reg_1, b_reg);
  float32x4_t b_reg_1;
  b_reg_1 = vld1q_f32(&B.data[B.strides[0] + 4 * ko]);
  acc_0_1 = vfmaq_f32(acc_0_1, a_reg_0, b_reg_1);
  acc_1_1 = vfmaq_f32(acc_1_1, a_reg_1, b_reg_1);
}
{ float exo_s[4]; vst1q_f32(exo_s, vpaddq_f32(vpaddq_f32(acc_0_0, acc_0_1), vpaddq_f32(acc_1_0, acc_1_1))); (&C.data[0])[0] += exo_s[0]; (&C.data[0])[1] += exo_s[1]; (&C.data[0])[1 * ((struct exo_win_2f32){ &C.data[0], { C.strides[0], 1 } }).strides[0] + 0] += exo_s[2]; (&C.data[0])[1 * ((struct exo_win_2f32){ &C.data[0], { C.strides[0], 1 } }).strides[0] + 1] += exo_s[3]; }
for (int_fast32_t ki = 0; ki < K % 4; ki++) {
  C.data[0] += A.data[ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[1] += A.data[ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[C.strides[0] + 1] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
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
float32x4_t acc_0_0;
float32x4_t acc_0_1;
float32x4_t acc_0_2;
float32x4_t acc_1_0;
float32x4_t acc_1_1;
float32x4_t acc_1_2;
acc_0_0 = vdupq_n_f32(0.0f);
acc_0_1 = vdupq_n_f32(0.0f);
acc_0_2 = vdupq_n_f32(0.0f);
acc_1_0 = vdupq_n_f32(0.0f);
acc_1_1 = vdupq_n_f32(0.0f);
acc_1_2 = vdupq_n_f32(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (4)); ko++) {
  { for (int exo_r = 3; exo_r < 6; exo_r++) __builtin_prefetch(&B.data[4 * ko] + (size_t)exo_r * (((struct exo_win_2f32c){ &B.data[4 * ko], { B.strides[0], 1 } })).strides[0], 0, 1); }
  float32x4_t a_reg_0;
  float32x4_t a_reg_1;
  a_reg_0 = vld1q_f32(&A.data[4 * ko]);
  a_reg_1 = vld1q_f32(&A.data[A.strides[0] + 4 * ko]);
  float32x4_t b_reg;
  b_reg = vld1q_f32(&B.data[4 * ko]);
  acc_0_0 = vfmaq_f32(acc_0_0, a_reg_0, b_reg);
  acc_1_0 = vfmaq_f32(acc_1_0, a_reg_1, b_reg);
  float32x4_t b_reg_1;
  b_reg_1 = vld1q_f32(&B.data[B.strides[0] + 4 * ko]);
  acc_0_1 = vfmaq_f32(acc_0_1, a_reg_0, b_reg_1);
  acc_1_1 = vfmaq_f32(acc_1_1, a_reg_1, b_reg_1);
  float32x4_t b_reg_2;
  b_reg_2 = vld1q_f32(&B.data[(2) * (B.strides[0]) + 4 * ko]);
  acc_0_2 = vfmaq_f32(acc_0_2, a_reg_0, b_reg_2);
  acc_1_2 = vfmaq_f32(acc_1_2, a_reg_1, b_reg_2);
}
C.data[0] += vaddvq_f32(acc_0_0);
C.data[1] += vaddvq_f32(acc_0_1);
C.data[2] += vaddvq_f32(acc_0_2);
C.data[C.strides[0]] += vaddvq_f32(acc_1_0);
C.data[C.strides[0] + 1] += vaddvq_f32(acc_1_1);
C.data[C.strides[0] + 2] += vaddvq_f32(acc_1_2);
for (int_fast32_t ki = 0; ki < K % 4; ki++) {
  C.data[0] += A.data[ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[1] += A.data[ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[2] += A.data[ki + (K / 4) * 4] * B.data[2 * B.strides[0] + ki + (K / 4) * 4];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[C.strides[0] + 1] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[C.strides[0] + 2] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[2 * B.strides[0] + ki + (K / 4) * 4];
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
float32x4_t acc_0_0;
float32x4_t acc_0_1;
float32x4_t acc_0_2;
float32x4_t acc_1_0;
float32x4_t acc_1_1;
float32x4_t acc_1_2;
acc_0_0 = vdupq_n_f32(0.0f);
acc_0_1 = vdupq_n_f32(0.0f);
acc_0_2 = vdupq_n_f32(0.0f);
acc_1_0 = vdupq_n_f32(0.0f);
acc_1_1 = vdupq_n_f32(0.0f);
acc_1_2 = vdupq_n_f32(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (4)); ko++) {
  float32x4_t a_reg_0;
  float32x4_t a_reg_1;
  a_reg_0 = vld1q_f32(&A.data[4 * ko]);
  a_reg_1 = vld1q_f32(&A.data[A.strides[0] + 4 * ko]);
  float32x4_t b_reg;
  b_reg = vld1q_f32(&B.data[4 * ko]);
  acc_0_0 = vfmaq_f32(acc_0_0, a_reg_0, b_reg);
  acc_1_0 = vfmaq_f32(acc_1_0, a_reg_1, b_reg);
  float32x4_t b_reg_1;
  b_reg_1 = vld1q_f32(&B.data[B.strides[0] + 4 * ko]);
  acc_0_1 = vfmaq_f32(acc_0_1, a_reg_0, b_reg_1);
  acc_1_1 = vfmaq_f32(acc_1_1, a_reg_1, b_reg_1);
  float32x4_t b_reg_2;
  b_reg_2 = vld1q_f32(&B.data[(2) * (B.strides[0]) + 4 * ko]);
  acc_0_2 = vfmaq_f32(acc_0_2, a_reg_0, b_reg_2);
  acc_1_2 = vfmaq_f32(acc_1_2, a_reg_1, b_reg_2);
}
C.data[0] += vaddvq_f32(acc_0_0);
C.data[1] += vaddvq_f32(acc_0_1);
C.data[2] += vaddvq_f32(acc_0_2);
C.data[C.strides[0]] += vaddvq_f32(acc_1_0);
C.data[C.strides[0] + 1] += vaddvq_f32(acc_1_1);
C.data[C.strides[0] + 2] += vaddvq_f32(acc_1_2);
for (int_fast32_t ki = 0; ki < K % 4; ki++) {
  C.data[0] += A.data[ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[1] += A.data[ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[2] += A.data[ki + (K / 4) * 4] * B.data[2 * B.strides[0] + ki + (K / 4) * 4];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[C.strides[0] + 1] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[C.strides[0] + 2] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[2 * B.strides[0] + ki + (K / 4) * 4];
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
float32x4_t acc_0_0;
float32x4_t acc_0_1;
float32x4_t acc_0_2;
float32x4_t acc_0_3;
float32x4_t acc_1_0;
float32x4_t acc_1_1;
float32x4_t acc_1_2;
float32x4_t acc_1_3;
acc_0_0 = vdupq_n_f32(0.0f);
acc_0_1 = vdupq_n_f32(0.0f);
acc_0_2 = vdupq_n_f32(0.0f);
acc_0_3 = vdupq_n_f32(0.0f);
acc_1_0 = vdupq_n_f32(0.0f);
acc_1_1 = vdupq_n_f32(0.0f);
acc_1_2 = vdupq_n_f32(0.0f);
acc_1_3 = vdupq_n_f32(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (4)); ko++) {
  { for (int exo_r = 4; exo_r < 8; exo_r++) __builtin_prefetch(&B.data[4 * ko] + (size_t)exo_r * (((struct exo_win_2f32c){ &B.data[4 * ko], { B.strides[0], 1 } })).strides[0], 0, 1); }
  float32x4_t a_reg_0;
  float32x4_t a_reg_1;
  a_reg_0 = vld1q_f32(&A.data[4 * ko]);
  a_reg_1 = vld1q_f32(&A.data[A.strides[0] + 4 * ko]);
  float32x4_t b_reg;
  b_reg = vld1q_f32(&B.data[4 * ko]);
  acc_0_0 = vfmaq_f32(acc_0_0, a_reg_0, b_reg);
  acc_1_0 = vfmaq_f32(acc_1_0, a_reg_1, b_reg);
  float32x4_t b_reg_1;
  b_reg_1 = vld1q_f32(&B.data[B.strides[0] + 4 * ko]);
  acc_0_1 = vfmaq_f32(acc_0_1, a_reg_0, b_reg_1);
  acc_1_1 = vfmaq_f32(acc_1_1, a_reg_1, b_reg_1);
  float32x4_t b_reg_2;
  b_reg_2 = vld1q_f32(&B.data[(2) * (B.strides[0]) + 4 * ko]);
  acc_0_2 = vfmaq_f32(acc_0_2, a_reg_0, b_reg_2);
  acc_1_2 = vfmaq_f32(acc_1_2, a_reg_1, b_reg_2);
  float32x4_t b_reg_3;
  b_reg_3 = vld1q_f32(&B.data[(3) * (B.strides[0]) + 4 * ko]);
  acc_0_3 = vfmaq_f32(acc_0_3, a_reg_0, b_reg_3);
  acc_1_3 = vfmaq_f32(acc_1_3, a_reg_1, b_reg_3);
}
{ float exo_s[4]; vst1q_f32(exo_s, vpaddq_f32(vpaddq_f32(acc_0_0, acc_0_1), vpaddq_f32(acc_0_2, acc_0_3))); (&C.data[0])[0] += exo_s[0]; (&C.data[0])[1] += exo_s[1]; (&C.data[0])[2] += exo_s[2]; (&C.data[0])[3] += exo_s[3]; }
{ float exo_s[4]; vst1q_f32(exo_s, vpaddq_f32(vpaddq_f32(acc_1_0, acc_1_1), vpaddq_f32(acc_1_2, acc_1_3))); (&C.data[C.strides[0]])[0] += exo_s[0]; (&C.data[C.strides[0]])[1] += exo_s[1]; (&C.data[C.strides[0]])[2] += exo_s[2]; (&C.data[C.strides[0]])[3] += exo_s[3]; }
for (int_fast32_t ki = 0; ki < K % 4; ki++) {
  C.data[0] += A.data[ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[1] += A.data[ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[2] += A.data[ki + (K / 4) * 4] * B.data[2 * B.strides[0] + ki + (K / 4) * 4];
  C.data[3] += A.data[ki + (K / 4) * 4] * B.data[3 * B.strides[0] + ki + (K / 4) * 4];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[C.strides[0] + 1] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[C.strides[0] + 2] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[2 * B.strides[0] + ki + (K / 4) * 4];
  C.data[C.strides[0] + 3] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[3 * B.strides[0] + ki + (K / 4) * 4];
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
float32x4_t acc_0_0;
float32x4_t acc_0_1;
float32x4_t acc_0_2;
float32x4_t acc_0_3;
float32x4_t acc_1_0;
float32x4_t acc_1_1;
float32x4_t acc_1_2;
float32x4_t acc_1_3;
acc_0_0 = vdupq_n_f32(0.0f);
acc_0_1 = vdupq_n_f32(0.0f);
acc_0_2 = vdupq_n_f32(0.0f);
acc_0_3 = vdupq_n_f32(0.0f);
acc_1_0 = vdupq_n_f32(0.0f);
acc_1_1 = vdupq_n_f32(0.0f);
acc_1_2 = vdupq_n_f32(0.0f);
acc_1_3 = vdupq_n_f32(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (4)); ko++) {
  float32x4_t a_reg_0;
  float32x4_t a_reg_1;
  a_reg_0 = vld1q_f32(&A.data[4 * ko]);
  a_reg_1 = vld1q_f32(&A.data[A.strides[0] + 4 * ko]);
  float32x4_t b_reg;
  b_reg = vld1q_f32(&B.data[4 * ko]);
  acc_0_0 = vfmaq_f32(acc_0_0, a_reg_0, b_reg);
  acc_1_0 = vfmaq_f32(acc_1_0, a_reg_1, b_reg);
  float32x4_t b_reg_1;
  b_reg_1 = vld1q_f32(&B.data[B.strides[0] + 4 * ko]);
  acc_0_1 = vfmaq_f32(acc_0_1, a_reg_0, b_reg_1);
  acc_1_1 = vfmaq_f32(acc_1_1, a_reg_1, b_reg_1);
  float32x4_t b_reg_2;
  b_reg_2 = vld1q_f32(&B.data[(2) * (B.strides[0]) + 4 * ko]);
  acc_0_2 = vfmaq_f32(acc_0_2, a_reg_0, b_reg_2);
  acc_1_2 = vfmaq_f32(acc_1_2, a_reg_1, b_reg_2);
  float32x4_t b_reg_3;
  b_reg_3 = vld1q_f32(&B.data[(3) * (B.strides[0]) + 4 * ko]);
  acc_0_3 = vfmaq_f32(acc_0_3, a_reg_0, b_reg_3);
  acc_1_3 = vfmaq_f32(acc_1_3, a_reg_1, b_reg_3);
}
{ float exo_s[4]; vst1q_f32(exo_s, vpaddq_f32(vpaddq_f32(acc_0_0, acc_0_1), vpaddq_f32(acc_0_2, acc_0_3))); (&C.data[0])[0] += exo_s[0]; (&C.data[0])[1] += exo_s[1]; (&C.data[0])[2] += exo_s[2]; (&C.data[0])[3] += exo_s[3]; }
{ float exo_s[4]; vst1q_f32(exo_s, vpaddq_f32(vpaddq_f32(acc_1_0, acc_1_1), vpaddq_f32(acc_1_2, acc_1_3))); (&C.data[C.strides[0]])[0] += exo_s[0]; (&C.data[C.strides[0]])[1] += exo_s[1]; (&C.data[C.strides[0]])[2] += exo_s[2]; (&C.data[C.strides[0]])[3] += exo_s[3]; }
for (int_fast32_t ki = 0; ki < K % 4; ki++) {
  C.data[0] += A.data[ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[1] += A.data[ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[2] += A.data[ki + (K / 4) * 4] * B.data[2 * B.strides[0] + ki + (K / 4) * 4];
  C.data[3] += A.data[ki + (K / 4) * 4] * B.data[3 * B.strides[0] + ki + (K / 4) * 4];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[C.strides[0] + 1] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[C.strides[0] + 2] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[2 * B.strides[0] + ki + (K / 4) * 4];
  C.data[C.strides[0] + 3] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[3 * B.strides[0] + ki + (K / 4) * 4];
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
float32x4_t acc_0_0;
float32x4_t acc_1_0;
float32x4_t acc_2_0;
acc_0_0 = vdupq_n_f32(0.0f);
acc_1_0 = vdupq_n_f32(0.0f);
acc_2_0 = vdupq_n_f32(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (4)); ko++) {
  { for (int exo_r = 1; exo_r < 2; exo_r++) __builtin_prefetch(&B.data[4 * ko] + (size_t)exo_r * (((struct exo_win_2f32c){ &B.data[4 * ko], { B.strides[0], 1 } })).strides[0], 0, 1); }
  float32x4_t a_reg_0;
  float32x4_t a_reg_1;
  float32x4_t a_reg_2;
  a_reg_0 = vld1q_f32(&A.data[4 * ko]);
  a_reg_1 = vld1q_f32(&A.data[A.strides[0] + 4 * ko]);
  a_reg_2 = vld1q_f32(&A.data[(2) * (A.strides[0]) + 4 * ko]);
  float32x4_t b_reg;
  b_reg = vld1q_f32(&B.data[4 * ko]);
  acc_0_0 = vfmaq_f32(acc_0_0, a_reg_0, b_reg);
  acc_1_0 = vfmaq_f32(acc_1_0, a_reg_1, b_reg);
  acc_2_0 = vfmaq_f32(acc_2_0, a_reg_2, b_reg);
}
C.data[0] += vaddvq_f32(acc_0_0);
C.data[C.strides[0]] += vaddvq_f32(acc_1_0);
C.data[(2) * (C.strides[0])] += vaddvq_f32(acc_2_0);
for (int_fast32_t ki = 0; ki < K % 4; ki++) {
  C.data[0] += A.data[ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[2 * C.strides[0]] += A.data[2 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
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
float32x4_t acc_0_0;
float32x4_t acc_1_0;
float32x4_t acc_2_0;
acc_0_0 = vdupq_n_f32(0.0f);
acc_1_0 = vdupq_n_f32(0.0f);
acc_2_0 = vdupq_n_f32(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (4)); ko++) {
  float32x4_t a_reg_0;
  float32x4_t a_reg_1;
  float32x4_t a_reg_2;
  a_reg_0 = vld1q_f32(&A.data[4 * ko]);
  a_reg_1 = vld1q_f32(&A.data[A.strides[0] + 4 * ko]);
  a_reg_2 = vld1q_f32(&A.data[(2) * (A.strides[0]) + 4 * ko]);
  float32x4_t b_reg;
  b_reg = vld1q_f32(&B.data[4 * ko]);
  acc_0_0 = vfmaq_f32(acc_0_0, a_reg_0, b_reg);
  acc_1_0 = vfmaq_f32(acc_1_0, a_reg_1, b_reg);
  acc_2_0 = vfmaq_f32(acc_2_0, a_reg_2, b_reg);
}
C.data[0] += vaddvq_f32(acc_0_0);
C.data[C.strides[0]] += vaddvq_f32(acc_1_0);
C.data[(2) * (C.strides[0])] += vaddvq_f32(acc_2_0);
for (int_fast32_t ki = 0; ki < K % 4; ki++) {
  C.data[0] += A.data[ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[2 * C.strides[0]] += A.data[2 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
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
float32x4_t acc_0_0;
float32x4_t acc_0_1;
float32x4_t acc_1_0;
float32x4_t acc_1_1;
float32x4_t acc_2_0;
float32x4_t acc_2_1;
acc_0_0 = vdupq_n_f32(0.0f);
acc_0_1 = vdupq_n_f32(0.0f);
acc_1_0 = vdupq_n_f32(0.0f);
acc_1_1 = vdupq_n_f32(0.0f);
acc_2_0 = vdupq_n_f32(0.0f);
acc_2_1 = vdupq_n_f32(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (4)); ko++) {
  { for (int exo_r = 2; exo_r < 4; exo_r++) __builtin_prefetch(&B.data[4 * ko] + (size_t)exo_r * (((struct exo_win_2f32c){ &B.data[4 * ko], { B.strides[0], 1 } })).strides[0], 0, 1); }
  float32x4_t a_reg_0;
  float32x4_t a_reg_1;
  float32x4_t a_reg_2;
  a_reg_0 = vld1q_f32(&A.data[4 * ko]);
  a_reg_1 = vld1q_f32(&A.data[A.strides[0] + 4 * ko]);
  a_reg_2 = vld1q_f32(&A.data[(2) * (A.strides[0]) + 4 * ko]);
  float32x4_t b_reg;
  b_reg = vld1q_f32(&B.data[4 * ko]);
  acc_0_0 = vfmaq_f32(acc_0_0, a_reg_0, b_reg);
  acc_1_0 = vfmaq_f32(acc_1_0, a_reg_1, b_reg);
  acc_2_0 = vfmaq_f32(acc_2_0, a_reg_2, b_reg);
  float32x4_t b_reg_1;
  b_reg_1 = vld1q_f32(&B.data[B.strides[0] + 4 * ko]);
  acc_0_1 = vfmaq_f32(acc_0_1, a_reg_0, b_reg_1);
  acc_1_1 = vfmaq_f32(acc_1_1, a_reg_1, b_reg_1);
  acc_2_1 = vfmaq_f32(acc_2_1, a_reg_2, b_reg_1);
}
C.data[0] += vaddvq_f32(acc_0_0);
C.data[1] += vaddvq_f32(acc_0_1);
C.data[C.strides[0]] += vaddvq_f32(acc_1_0);
C.data[C.strides[0] + 1] += vaddvq_f32(acc_1_1);
C.data[(2) * (C.strides[0])] += vaddvq_f32(acc_2_0);
C.data[(2) * (C.strides[0]) + 1] += vaddvq_f32(acc_2_1);
for (int_fast32_t ki = 0; ki < K % 4; ki++) {
  C.data[0] += A.data[ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[1] += A.data[ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[C.strides[0] + 1] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[2 * C.strides[0]] += A.data[2 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[2 * C.strides[0] + 1] += A.data[2 * A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
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
float32x4_t acc_0_0;
float32x4_t acc_0_1;
float32x4_t acc_1_0;
float32x4_t acc_1_1;
float32x4_t acc_2_0;
float32x4_t acc_2_1;
acc_0_0 = vdupq_n_f32(0.0f);
acc_0_1 = vdupq_n_f32(0.0f);
acc_1_0 = vdupq_n_f32(0.0f);
acc_1_1 = vdupq_n_f32(0.0f);
acc_2_0 = vdupq_n_f32(0.0f);
acc_2_1 = vdupq_n_f32(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (4)); ko++) {
  float32x4_t a_reg_0;
  float32x4_t a_reg_1;
  float32x4_t a_reg_2;
  a_reg_0 = vld1q_f32(&A.data[4 * ko]);
  a_reg_1 = vld1q_f32(&A.data[A.strides[0] + 4 * ko]);
  a_reg_2 = vld1q_f32(&A.data[(2) * (A.strides[0]) + 4 * ko]);
  float32x4_t b_reg;
  b_reg = vld1q_f32(&B.data[4 * ko]);
  acc_0_0 = vfmaq_f32(acc_0_0, a_reg_0, b_reg);
  acc_1_0 = vfmaq_f32(acc_1_0, a_reg_1, b_reg);
  acc_2_0 = vfmaq_f32(acc_2_0, a_reg_2, b_reg);
  float32x4_t b_reg_1;
  b_reg_1 = vld1q_f32(&B.data[B.strides[0] + 4 * ko]);
  acc_0_1 = vfmaq_f32(acc_0_1, a_reg_0, b_reg_1);
  acc_1_1 = vfmaq_f32(acc_1_1, a_reg_1, b_reg_1);
  acc_2_1 = vfmaq_f32(acc_2_1, a_reg_2, b_reg_1);
}
C.data[0] += vaddvq_f32(acc_0_0);
C.data[1] += vaddvq_f32(acc_0_1);
C.data[C.strides[0]] += vaddvq_f32(acc_1_0);
C.data[C.strides[0] + 1] += vaddvq_f32(acc_1_1);
C.data[(2) * (C.strides[0])] += vaddvq_f32(acc_2_0);
C.data[(2) * (C.strides[0]) + 1] += vaddvq_f32(acc_2_1);
for (int_fast32_t ki = 0; ki < K % 4; ki++) {
  C.data[0] += A.data[ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[1] += A.data[ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[C.strides[0] + 1] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[2 * C.strides[0]] += A.data[2 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[2 * C.strides[0] + 1] += A.data[2 * A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
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
float32x4_t acc_0_0;
float32x4_t acc_0_1;
float32x4_t acc_0_2;
float32x4_t acc_1_0;
float32x4_t acc_1_1;
float32x4_t acc_1_2;
float32x4_t acc_2_0;
float32x4_t acc_2_1;
float32x4_t acc_2_2;
acc_0_0 = vdupq_n_f32(0.0f);
acc_0_1 = vdupq_n_f32(0.0f);
acc_0_2 = vdupq_n_f32(0.0f);
acc_1_0 = vdupq_n_f32(0.0f);
acc_1_1 = vdupq_n_f32(0.0f);
acc_1_2 = vdupq_n_f32(0.0f);
acc_2_0 = vdupq_n_f32(0.0f);
acc_2_1 = vdupq_n_f32(0.0f);
acc_2_2 = vdupq_n_f32(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (4)); ko++) {
  { for (int exo_r = 3; exo_r < 6; exo_r++) __builtin_prefetch(&B.data[4 * ko] + (size_t)exo_r * (((struct exo_win_2f32c){ &B.data[4 * ko], { B.strides[0], 1 } })).strides[0], 0, 1); }
  float32x4_t a_reg_0;
  float32x4_t a_reg_1;
  float32x4_t a_reg_2;
  a_reg_0 = vld1q_f32(&A.data[4 * ko]);
  a_reg_1 = vld1q_f32(&A.data[A.strides[0] + 4 * ko]);
  a_reg_2 = vld1q_f32(&A.data[(2) * (A.strides[0]) + 4 * ko]);
  float32x4_t b_reg;
  b_reg = vld1q_f32(&B.data[4 * ko]);
  acc_0_0 = vfmaq_f32(acc_0_0, a_reg_0, b_reg);
  acc_1_0 = vfmaq_f32(acc_1_0, a_reg_1, b_reg);
  acc_2_0 = vfmaq_f32(acc_2_0, a_reg_2, b_reg);
  float32x4_t b_reg_1;
  b_reg_1 = vld1q_f32(&B.data[B.strides[0] + 4 * ko]);
  acc_0_1 = vfmaq_f32(acc_0_1, a_reg_0, b_reg_1);
  acc_1_1 = vfmaq_f32(acc_1_1, a_reg_1, b_reg_1);
  acc_2_1 = vfmaq_f32(acc_2_1, a_reg_2, b_reg_1);
  float32x4_t b_reg_2;
  b_reg_2 = vld1q_f32(&B.data[(2) * (B.strides[0]) + 4 * ko]);
  acc_0_2 = vfmaq_f32(acc_0_2, a_reg_0, b_reg_2);
  acc_1_2 = vfmaq_f32(acc_1_2, a_reg_1, b_reg_2);
  acc_2_2 = vfmaq_f32(acc_2_2, a_reg_2, b_reg_2);
}
C.data[0] += vaddvq_f32(acc_0_0);
C.data[1] += vaddvq_f32(acc_0_1);
C.data[2] += vaddvq_f32(acc_0_2);
C.data[C.strides[0]] += vaddvq_f32(acc_1_0);
C.data[C.strides[0] + 1] += vaddvq_f32(acc_1_1);
C.data[C.strides[0] + 2] += vaddvq_f32(acc_1_2);
C.data[(2) * (C.strides[0])] += vaddvq_f32(acc_2_0);
C.data[(2) * (C.strides[0]) + 1] += vaddvq_f32(acc_2_1);
C.data[(2) * (C.strides[0]) + 2] += vaddvq_f32(acc_2_2);
for (int_fast32_t ki = 0; ki < K % 4; ki++) {
  C.data[0] += A.data[ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[1] += A.data[ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[2] += A.data[ki + (K / 4) * 4] * B.data[2 * B.strides[0] + ki + (K / 4) * 4];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[C.strides[0] + 1] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[C.strides[0] + 2] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[2 * B.strides[0] + ki + (K / 4) * 4];
  C.data[2 * C.strides[0]] += A.data[2 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[2 * C.strides[0] + 1] += A.data[2 * A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[2 * C.strides[0] + 2] += A.data[2 * A.strides[0] + ki + (K / 4) * 4] * B.data[2 * B.strides[0] + ki + (K / 4) * 4];
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
float32x4_t acc_0_0;
float32x4_t acc_0_1;
float32x4_t acc_0_2;
float32x4_t acc_1_0;
float32x4_t acc_1_1;
float32x4_t acc_1_2;
float32x4_t acc_2_0;
float32x4_t acc_2_1;
float32x4_t acc_2_2;
acc_0_0 = vdupq_n_f32(0.0f);
acc_0_1 = vdupq_n_f32(0.0f);
acc_0_2 = vdupq_n_f32(0.0f);
acc_1_0 = vdupq_n_f32(0.0f);
acc_1_1 = vdupq_n_f32(0.0f);
acc_1_2 = vdupq_n_f32(0.0f);
acc_2_0 = vdupq_n_f32(0.0f);
acc_2_1 = vdupq_n_f32(0.0f);
acc_2_2 = vdupq_n_f32(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (4)); ko++) {
  float32x4_t a_reg_0;
  float32x4_t a_reg_1;
  float32x4_t a_reg_2;
  a_reg_0 = vld1q_f32(&A.data[4 * ko]);
  a_reg_1 = vld1q_f32(&A.data[A.strides[0] + 4 * ko]);
  a_reg_2 = vld1q_f32(&A.data[(2) * (A.strides[0]) + 4 * ko]);
  float32x4_t b_reg;
  b_reg = vld1q_f32(&B.data[4 * ko]);
  acc_0_0 = vfmaq_f32(acc_0_0, a_reg_0, b_reg);
  acc_1_0 = vfmaq_f32(acc_1_0, a_reg_1, b_reg);
  acc_2_0 = vfmaq_f32(acc_2_0, a_reg_2, b_reg);
  float32x4_t b_reg_1;
  b_reg_1 = vld1q_f32(&B.data[B.strides[0] + 4 * ko]);
  acc_0_1 = vfmaq_f32(acc_0_1, a_reg_0, b_reg_1);
  acc_1_1 = vfmaq_f32(acc_1_1, a_reg_1, b_reg_1);
  acc_2_1 = vfmaq_f32(acc_2_1, a_reg_2, b_reg_1);
  float32x4_t b_reg_2;
  b_reg_2 = vld1q_f32(&B.data[(2) * (B.strides[0]) + 4 * ko]);
  acc_0_2 = vfmaq_f32(acc_0_2, a_reg_0, b_reg_2);
  acc_1_2 = vfmaq_f32(acc_1_2, a_reg_1, b_reg_2);
  acc_2_2 = vfmaq_f32(acc_2_2, a_reg_2, b_reg_2);
}
C.data[0] += vaddvq_f32(acc_0_0);
C.data[1] += vaddvq_f32(acc_0_1);
C.data[2] += vaddvq_f32(acc_0_2);
C.data[C.strides[0]] += vaddvq_f32(acc_1_0);
C.data[C.strides[0] + 1] += vaddvq_f32(acc_1_1);
C.data[C.strides[0] + 2] += vaddvq_f32(acc_1_2);
C.data[(2) * (C.strides[0])] += vaddvq_f32(acc_2_0);
C.data[(2) * (C.strides[0]) + 1] += vaddvq_f32(acc_2_1);
C.data[(2) * (C.strides[0]) + 2] += vaddvq_f32(acc_2_2);
for (int_fast32_t ki = 0; ki < K % 4; ki++) {
  C.data[0] += A.data[ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[1] += A.data[ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[2] += A.data[ki + (K / 4) * 4] * B.data[2 * B.strides[0] + ki + (K / 4) * 4];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[C.strides[0] + 1] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[C.strides[0] + 2] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[2 * B.strides[0] + ki + (K / 4) * 4];
  C.data[2 * C.strides[0]] += A.data[2 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[2 * C.strides[0] + 1] += A.data[2 * A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[2 * C.strides[0] + 2] += A.data[2 * A.strides[0] + ki + (K / 4) * 4] * B.data[2 * B.strides[0] + ki + (K / 4) * 4];
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
float32x4_t acc_0_0;
float32x4_t acc_0_1;
float32x4_t acc_0_2;
float32x4_t acc_0_3;
float32x4_t acc_1_0;
float32x4_t acc_1_1;
float32x4_t acc_1_2;
float32x4_t acc_1_3;
float32x4_t acc_2_0;
float32x4_t acc_2_1;
float32x4_t acc_2_2;
float32x4_t acc_2_3;
acc_0_0 = vdupq_n_f32(0.0f);
acc_0_1 = vdupq_n_f32(0.0f);
acc_0_2 = vdupq_n_f32(0.0f);
acc_0_3 = vdupq_n_f32(0.0f);
acc_1_0 = vdupq_n_f32(0.0f);
acc_1_1 = vdupq_n_f32(0.0f);
acc_1_2 = vdupq_n_f32(0.0f);
acc_1_3 = vdupq_n_f32(0.0f);
acc_2_0 = vdupq_n_f32(0.0f);
acc_2_1 = vdupq_n_f32(0.0f);
acc_2_2 = vdupq_n_f32(0.0f);
acc_2_3 = vdupq_n_f32(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (4)); ko++) {
  { for (int exo_r = 4; exo_r < 8; exo_r++) __builtin_prefetch(&B.data[4 * ko] + (size_t)exo_r * (((struct exo_win_2f32c){ &B.data[4 * ko], { B.strides[0], 1 } })).strides[0], 0, 1); }
  float32x4_t a_reg_0;
  float32x4_t a_reg_1;
  float32x4_t a_reg_2;
  a_reg_0 = vld1q_f32(&A.data[4 * ko]);
  a_reg_1 = vld1q_f32(&A.data[A.strides[0] + 4 * ko]);
  a_reg_2 = vld1q_f32(&A.data[(2) * (A.strides[0]) + 4 * ko]);
  float32x4_t b_reg;
  b_reg = vld1q_f32(&B.data[4 * ko]);
  acc_0_0 = vfmaq_f32(acc_0_0, a_reg_0, b_reg);
  acc_1_0 = vfmaq_f32(acc_1_0, a_reg_1, b_reg);
  acc_2_0 = vfmaq_f32(acc_2_0, a_reg_2, b_reg);
  float32x4_t b_reg_1;
  b_reg_1 = vld1q_f32(&B.data[B.strides[0] + 4 * ko]);
  acc_0_1 = vfmaq_f32(acc_0_1, a_reg_0, b_reg_1);
  acc_1_1 = vfmaq_f32(acc_1_1, a_reg_1, b_reg_1);
  acc_2_1 = vfmaq_f32(acc_2_1, a_reg_2, b_reg_1);
  float32x4_t b_reg_2;
  b_reg_2 = vld1q_f32(&B.data[(2) * (B.strides[0]) + 4 * ko]);
  acc_0_2 = vfmaq_f32(acc_0_2, a_reg_0, b_reg_2);
  acc_1_2 = vfmaq_f32(acc_1_2, a_reg_1, b_reg_2);
  acc_2_2 = vfmaq_f32(acc_2_2, a_reg_2, b_reg_2);
  float32x4_t b_reg_3;
  b_reg_3 = vld1q_f32(&B.data[(3) * (B.strides[0]) + 4 * ko]);
  acc_0_3 = vfmaq_f32(acc_0_3, a_reg_0, b_reg_3);
  acc_1_3 = vfmaq_f32(acc_1_3, a_reg_1, b_reg_3);
  acc_2_3 = vfmaq_f32(acc_2_3, a_reg_2, b_reg_3);
}
{ float exo_s[4]; vst1q_f32(exo_s, vpaddq_f32(vpaddq_f32(acc_0_0, acc_0_1), vpaddq_f32(acc_0_2, acc_0_3))); (&C.data[0])[0] += exo_s[0]; (&C.data[0])[1] += exo_s[1]; (&C.data[0])[2] += exo_s[2]; (&C.data[0])[3] += exo_s[3]; }
{ float exo_s[4]; vst1q_f32(exo_s, vpaddq_f32(vpaddq_f32(acc_1_0, acc_1_1), vpaddq_f32(acc_1_2, acc_1_3))); (&C.data[C.strides[0]])[0] += exo_s[0]; (&C.data[C.strides[0]])[1] += exo_s[1]; (&C.data[C.strides[0]])[2] += exo_s[2]; (&C.data[C.strides[0]])[3] += exo_s[3]; }
{ float exo_s[4]; vst1q_f32(exo_s, vpaddq_f32(vpaddq_f32(acc_2_0, acc_2_1), vpaddq_f32(acc_2_2, acc_2_3))); (&C.data[(2) * (C.strides[0])])[0] += exo_s[0]; (&C.data[(2) * (C.strides[0])])[1] += exo_s[1]; (&C.data[(2) * (C.strides[0])])[2] += exo_s[2]; (&C.data[(2) * (C.strides[0])])[3] += exo_s[3]; }
for (int_fast32_t ki = 0; ki < K % 4; ki++) {
  C.data[0] += A.data[ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[1] += A.data[ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[2] += A.data[ki + (K / 4) * 4] * B.data[2 * B.strides[0] + ki + (K / 4) * 4];
  C.data[3] += A.data[ki + (K / 4) * 4] * B.data[3 * B.strides[0] + ki + (K / 4) * 4];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[C.strides[0] + 1] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[C.strides[0] + 2] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[2 * B.strides[0] + ki + (K / 4) * 4];
  C.data[C.strides[0] + 3] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[3 * B.strides[0] + ki + (K / 4) * 4];
  C.data[2 * C.strides[0]] += A.data[2 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[2 * C.strides[0] + 1] += A.data[2 * A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[2 * C.strides[0] + 2] += A.data[2 * A.strides[0] + ki + (K / 4) * 4] * B.data[2 * B.strides[0] + ki + (K / 4) * 4];
  C.data[2 * C.strides[0] + 3] += A.data[2 * A.strides[0] + ki + (K / 4) * 4] * B.data[3 * B.strides[0] + ki + (K / 4) * 4];
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
float32x4_t acc_0_0;
float32x4_t acc_0_1;
float32x4_t acc_0_2;
float32x4_t acc_0_3;
float32x4_t acc_1_0;
float32x4_t acc_1_1;
float32x4_t acc_1_2;
float32x4_t acc_1_3;
float32x4_t acc_2_0;
float32x4_t acc_2_1;
float32x4_t acc_2_2;
float32x4_t acc_2_3;
acc_0_0 = vdupq_n_f32(0.0f);
acc_0_1 = vdupq_n_f32(0.0f);
acc_0_2 = vdupq_n_f32(0.0f);
acc_0_3 = vdupq_n_f32(0.0f);
acc_1_0 = vdupq_n_f32(0.0f);
acc_1_1 = vdupq_n_f32(0.0f);
acc_1_2 = vdupq_n_f32(0.0f);
acc_1_3 = vdupq_n_f32(0.0f);
acc_2_0 = vdupq_n_f32(0.0f);
acc_2_1 = vdupq_n_f32(0.0f);
acc_2_2 = vdupq_n_f32(0.0f);
acc_2_3 = vdupq_n_f32(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (4)); ko++) {
  float32x4_t a_reg_0;
  float32x4_t a_reg_1;
  float32x4_t a_reg_2;
  a_reg_0 = vld1q_f32(&A.data[4 * ko]);
  a_reg_1 = vld1q_f32(&A.data[A.strides[0] + 4 * ko]);
  a_reg_2 = vld1q_f32(&A.data[(2) * (A.strides[0]) + 4 * ko]);
  float32x4_t b_reg;
  b_reg = vld1q_f32(&B.data[4 * ko]);
  acc_0_0 = vfmaq_f32(acc_0_0, a_reg_0, b_reg);
  acc_1_0 = vfmaq_f32(acc_1_0, a_reg_1, b_reg);
  acc_2_0 = vfmaq_f32(acc_2_0, a_reg_2, b_reg);
  float32x4_t b_reg_1;
  b_reg_1 = vld1q_f32(&B.data[B.strides[0] + 4 * ko]);
  acc_0_1 = vfmaq_f32(acc_0_1, a_reg_0, b_reg_1);
  acc_1_1 = vfmaq_f32(acc_1_1, a_reg_1, b_reg_1);
  acc_2_1 = vfmaq_f32(acc_2_1, a_reg_2, b_reg_1);
  float32x4_t b_reg_2;
  b_reg_2 = vld1q_f32(&B.data[(2) * (B.strides[0]) + 4 * ko]);
  acc_0_2 = vfmaq_f32(acc_0_2, a_reg_0, b_reg_2);
  acc_1_2 = vfmaq_f32(acc_1_2, a_reg_1, b_reg_2);
  acc_2_2 = vfmaq_f32(acc_2_2, a_reg_2, b_reg_2);
  float32x4_t b_reg_3;
  b_reg_3 = vld1q_f32(&B.data[(3) * (B.strides[0]) + 4 * ko]);
  acc_0_3 = vfmaq_f32(acc_0_3, a_reg_0, b_reg_3);
  acc_1_3 = vfmaq_f32(acc_1_3, a_reg_1, b_reg_3);
  acc_2_3 = vfmaq_f32(acc_2_3, a_reg_2, b_reg_3);
}
{ float exo_s[4]; vst1q_f32(exo_s, vpaddq_f32(vpaddq_f32(acc_0_0, acc_0_1), vpaddq_f32(acc_0_2, acc_0_3))); (&C.data[0])[0] += exo_s[0]; (&C.data[0])[1] += exo_s[1]; (&C.data[0])[2] += exo_s[2]; (&C.data[0])[3] += exo_s[3]; }
{ float exo_s[4]; vst1q_f32(exo_s, vpaddq_f32(vpaddq_f32(acc_1_0, acc_1_1), vpaddq_f32(acc_1_2, acc_1_3))); (&C.data[C.strides[0]])[0] += exo_s[0]; (&C.data[C.strides[0]])[1] += exo_s[1]; (&C.data[C.strides[0]])[2] += exo_s[2]; (&C.data[C.strides[0]])[3] += exo_s[3]; }
{ float exo_s[4]; vst1q_f32(exo_s, vpaddq_f32(vpaddq_f32(acc_2_0, acc_2_1), vpaddq_f32(acc_2_2, acc_2_3))); (&C.data[(2) * (C.strides[0])])[0] += exo_s[0]; (&C.data[(2) * (C.strides[0])])[1] += exo_s[1]; (&C.data[(2) * (C.strides[0])])[2] += exo_s[2]; (&C.data[(2) * (C.strides[0])])[3] += exo_s[3]; }
for (int_fast32_t ki = 0; ki < K % 4; ki++) {
  C.data[0] += A.data[ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[1] += A.data[ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[2] += A.data[ki + (K / 4) * 4] * B.data[2 * B.strides[0] + ki + (K / 4) * 4];
  C.data[3] += A.data[ki + (K / 4) * 4] * B.data[3 * B.strides[0] + ki + (K / 4) * 4];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[C.strides[0] + 1] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[C.strides[0] + 2] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[2 * B.strides[0] + ki + (K / 4) * 4];
  C.data[C.strides[0] + 3] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[3 * B.strides[0] + ki + (K / 4) * 4];
  C.data[2 * C.strides[0]] += A.data[2 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[2 * C.strides[0] + 1] += A.data[2 * A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[2 * C.strides[0] + 2] += A.data[2 * A.strides[0] + ki + (K / 4) * 4] * B.data[2 * B.strides[0] + ki + (K / 4) * 4];
  C.data[2 * C.strides[0] + 3] += A.data[2 * A.strides[0] + ki + (K / 4) * 4] * B.data[3 * B.strides[0] + ki + (K / 4) * 4];
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
float32x4_t acc_0_0;
float32x4_t acc_1_0;
float32x4_t acc_2_0;
float32x4_t acc_3_0;
acc_0_0 = vdupq_n_f32(0.0f);
acc_1_0 = vdupq_n_f32(0.0f);
acc_2_0 = vdupq_n_f32(0.0f);
acc_3_0 = vdupq_n_f32(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (4)); ko++) {
  { for (int exo_r = 1; exo_r < 2; exo_r++) __builtin_prefetch(&B.data[4 * ko] + (size_t)exo_r * (((struct exo_win_2f32c){ &B.data[4 * ko], { B.strides[0], 1 } })).strides[0], 0, 1); }
  float32x4_t a_reg_0;
  float32x4_t a_reg_1;
  float32x4_t a_reg_2;
  float32x4_t a_reg_3;
  a_reg_0 = vld1q_f32(&A.data[4 * ko]);
  a_reg_1 = vld1q_f32(&A.data[A.strides[0] + 4 * ko]);
  a_reg_2 = vld1q_f32(&A.data[(2) * (A.strides[0]) + 4 * ko]);
  a_reg_3 = vld1q_f32(&A.data[(3) * (A.strides[0]) + 4 * ko]);
  float32x4_t b_reg;
  b_reg = vld1q_f32(&B.data[4 * ko]);
  acc_0_0 = vfmaq_f32(acc_0_0, a_reg_0, b_reg);
  acc_1_0 = vfmaq_f32(acc_1_0, a_reg_1, b_reg);
  acc_2_0 = vfmaq_f32(acc_2_0, a_reg_2, b_reg);
  acc_3_0 = vfmaq_f32(acc_3_0, a_reg_3, b_reg);
}
{ float exo_s[4]; vst1q_f32(exo_s, vpaddq_f32(vpaddq_f32(acc_0_0, acc_1_0), vpaddq_f32(acc_2_0, acc_3_0))); (&C.data[0])[0] += exo_s[0]; (&C.data[0])[1 * ((struct exo_win_2f32){ &C.data[0], { C.strides[0], 1 } }).strides[0] + 0] += exo_s[1]; (&C.data[0])[2 * ((struct exo_win_2f32){ &C.data[0], { C.strides[0], 1 } }).strides[0] + 0] += exo_s[2]; (&C.data[0])[3 * ((struct exo_win_2f32){ &C.data[0], { C.strides[0], 1 } }).strides[0] + 0] += exo_s[3]; }
for (int_fast32_t ki = 0; ki < K % 4; ki++) {
  C.data[0] += A.data[ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[2 * C.strides[0]] += A.data[2 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[3 * C.strides[0]] += A.data[3 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
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
float32x4_t acc_0_0;
float32x4_t acc_1_0;
float32x4_t acc_2_0;
float32x4_t acc_3_0;
acc_0_0 = vdupq_n_f32(0.0f);
acc_1_0 = vdupq_n_f32(0.0f);
acc_2_0 = vdupq_n_f32(0.0f);
acc_3_0 = vdupq_n_f32(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (4)); ko++) {
  float32x4_t a_reg_0;
  float32x4_t a_reg_1;
  float32x4_t a_reg_2;
  float32x4_t a_reg_3;
  a_reg_0 = vld1q_f32(&A.data[4 * ko]);
  a_reg_1 = vld1q_f32(&A.data[A.strides[0] + 4 * ko]);
  a_reg_2 = vld1q_f32(&A.data[(2) * (A.strides[0]) + 4 * ko]);
  a_reg_3 = vld1q_f32(&A.data[(3) * (A.strides[0]) + 4 * ko]);
  float32x4_t b_reg;
  b_reg = vld1q_f32(&B.data[4 * ko]);
  acc_0_0 = vfmaq_f32(acc_0_0, a_reg_0, b_reg);
  acc_1_0 = vfmaq_f32(acc_1_0, a_reg_1, b_reg);
  acc_2_0 = vfmaq_f32(acc_2_0, a_reg_2, b_reg);
  acc_3_0 = vfmaq_f32(acc_3_0, a_reg_3, b_reg);
}
{ float exo_s[4]; vst1q_f32(exo_s, vpaddq_f32(vpaddq_f32(acc_0_0, acc_1_0), vpaddq_f32(acc_2_0, acc_3_0))); (&C.data[0])[0] += exo_s[0]; (&C.data[0])[1 * ((struct exo_win_2f32){ &C.data[0], { C.strides[0], 1 } }).strides[0] + 0] += exo_s[1]; (&C.data[0])[2 * ((struct exo_win_2f32){ &C.data[0], { C.strides[0], 1 } }).strides[0] + 0] += exo_s[2]; (&C.data[0])[3 * ((struct exo_win_2f32){ &C.data[0], { C.strides[0], 1 } }).strides[0] + 0] += exo_s[3]; }
for (int_fast32_t ki = 0; ki < K % 4; ki++) {
  C.data[0] += A.data[ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[2 * C.strides[0]] += A.data[2 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[3 * C.strides[0]] += A.data[3 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
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
float32x4_t acc_0_0;
float32x4_t acc_0_1;
float32x4_t acc_1_0;
float32x4_t acc_1_1;
float32x4_t acc_2_0;
float32x4_t acc_2_1;
float32x4_t acc_3_0;
float32x4_t acc_3_1;
acc_0_0 = vdupq_n_f32(0.0f);
acc_0_1 = vdupq_n_f32(0.0f);
acc_1_0 = vdupq_n_f32(0.0f);
acc_1_1 = vdupq_n_f32(0.0f);
acc_2_0 = vdupq_n_f32(0.0f);
acc_2_1 = vdupq_n_f32(0.0f);
acc_3_0 = vdupq_n_f32(0.0f);
acc_3_1 = vdupq_n_f32(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (4)); ko++) {
  { for (int exo_r = 2; exo_r < 4; exo_r++) __builtin_prefetch(&B.data[4 * ko] + (size_t)exo_r * (((struct exo_win_2f32c){ &B.data[4 * ko], { B.strides[0], 1 } })).strides[0], 0, 1); }
  float32x4_t a_reg_0;
  float32x4_t a_reg_1;
  float32x4_t a_reg_2;
  float32x4_t a_reg_3;
  a_reg_0 = vld1q_f32(&A.data[4 * ko]);
  a_reg_1 = vld1q_f32(&A.data[A.strides[0] + 4 * ko]);
  a_reg_2 = vld1q_f32(&A.data[(2) * (A.strides[0]) + 4 * ko]);
  a_reg_3 = vld1q_f32(&A.data[(3) * (A.strides[0]) + 4 * ko]);
  float32x4_t b_reg;
  b_reg = vld1q_f32(&B.data[4 * ko]);
  acc_0_0 = vfmaq_f32(acc_0_0, a_reg_0, b_reg);
  acc_1_0 = vfmaq_f32(acc_1_0, a_reg_1, b_reg);
  acc_2_0 = vfmaq_f32(acc_2_0, a_reg_2, b_reg);
  acc_3_0 = vfmaq_f32(acc_3_0, a_reg_3, b_reg);
  float32x4_t b_reg_1;
  b_reg_1 = vld1q_f32(&B.data[B.strides[0] + 4 * ko]);
  acc_0_1 = vfmaq_f32(acc_0_1, a_reg_0, b_reg_1);
  acc_1_1 = vfmaq_f32(acc_1_1, a_reg_1, b_reg_1);
  acc_2_1 = vfmaq_f32(acc_2_1, a_reg_2, b_reg_1);
  acc_3_1 = vfmaq_f32(acc_3_1, a_reg_3, b_reg_1);
}
{ float exo_s[4]; vst1q_f32(exo_s, vpaddq_f32(vpaddq_f32(acc_0_0, acc_0_1), vpaddq_f32(acc_1_0, acc_1_1))); (&C.data[0])[0] += exo_s[0]; (&C.data[0])[1] += exo_s[1]; (&C.data[0])[1 * ((struct exo_win_2f32){ &C.data[0], { C.strides[0], 1 } }).strides[0] + 0] += exo_s[2]; (&C.data[0])[1 * ((struct exo_win_2f32){ &C.data[0], { C.strides[0], 1 } }).strides[0] + 1] += exo_s[3]; }
{ float exo_s[4]; vst1q_f32(exo_s, vpaddq_f32(vpaddq_f32(acc_2_0, acc_2_1), vpaddq_f32(acc_3_0, acc_3_1))); (&C.data[(2) * (C.strides[0])])[0] += exo_s[0]; (&C.data[(2) * (C.strides[0])])[1] += exo_s[1]; (&C.data[(2) * (C.strides[0])])[1 * ((struct exo_win_2f32){ &C.data[(2) * (C.strides[0])], { C.strides[0], 1 } }).strides[0] + 0] += exo_s[2]; (&C.data[(2) * (C.strides[0])])[1 * ((struct exo_win_2f32){ &C.data[(2) * (C.strides[0])], { C.strides[0], 1 } }).strides[0] + 1] += exo_s[3]; }
for (int_fast32_t ki = 0; ki < K % 4; ki++) {
  C.data[0] += A.data[ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[1] += A.data[ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[C.strides[0] + 1] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[2 * C.strides[0]] += A.data[2 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[2 * C.strides[0] + 1] += A.data[2 * A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[3 * C.strides[0]] += A.data[3 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[3 * C.strides[0] + 1] += A.data[3 * A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
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
float32x4_t acc_0_0;
float32x4_t acc_0_1;
float32x4_t acc_1_0;
float32x4_t acc_1_1;
float32x4_t acc_2_0;
float32x4_t acc_2_1;
float32x4_t acc_3_0;
float32x4_t acc_3_1;
acc_0_0 = vdupq_n_f32(0.0f);
acc_0_1 = vdupq_n_f32(0.0f);
acc_1_0 = vdupq_n_f32(0.0f);
acc_1_1 = vdupq_n_f32(0.0f);
acc_2_0 = vdupq_n_f32(0.0f);
acc_2_1 = vdupq_n_f32(0.0f);
acc_3_0 = vdupq_n_f32(0.0f);
acc_3_1 = vdupq_n_f32(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (4)); ko++) {
  float32x4_t a_reg_0;
  float32x4_t a_reg_1;
  float32x4_t a_reg_2;
  float32x4_t a_reg_3;
  a_reg_0 = vld1q_f32(&A.data[4 * ko]);
  a_reg_1 = vld1q_f32(&A.data[A.strides[0] + 4 * ko]);
  a_reg_2 = vld1q_f32(&A.data[(2) * (A.strides[0]) + 4 * ko]);
  a_reg_3 = vld1q_f32(&A.data[(3) * (A.strides[0]) + 4 * ko]);
  float32x4_t b_reg;
  b_reg = vld1q_f32(&B.data[4 * ko]);
  acc_0_0 = vfmaq_f32(acc_0_0, a_reg_0, b_reg);
  acc_1_0 = vfmaq_f32(acc_1_0, a_reg_1, b_reg);
  acc_2_0 = vfmaq_f32(acc_2_0, a_reg_2, b_reg);
  acc_3_0 = vfmaq_f32(acc_3_0, a_reg_3, b_reg);
  float32x4_t b_reg_1;
  b_reg_1 = vld1q_f32(&B.data[B.strides[0] + 4 * ko]);
  acc_0_1 = vfmaq_f32(acc_0_1, a_reg_0, b_reg_1);
  acc_1_1 = vfmaq_f32(acc_1_1, a_reg_1, b_reg_1);
  acc_2_1 = vfmaq_f32(acc_2_1, a_reg_2, b_reg_1);
  acc_3_1 = vfmaq_f32(acc_3_1, a_reg_3, b_reg_1);
}
{ float exo_s[4]; vst1q_f32(exo_s, vpaddq_f32(vpaddq_f32(acc_0_0, acc_0_1), vpaddq_f32(acc_1_0, acc_1_1))); (&C.data[0])[0] += exo_s[0]; (&C.data[0])[1] += exo_s[1]; (&C.data[0])[1 * ((struct exo_win_2f32){ &C.data[0], { C.strides[0], 1 } }).strides[0] + 0] += exo_s[2]; (&C.data[0])[1 * ((struct exo_win_2f32){ &C.data[0], { C.strides[0], 1 } }).strides[0] + 1] += exo_s[3]; }
{ float exo_s[4]; vst1q_f32(exo_s, vpaddq_f32(vpaddq_f32(acc_2_0, acc_2_1), vpaddq_f32(acc_3_0, acc_3_1))); (&C.data[(2) * (C.strides[0])])[0] += exo_s[0]; (&C.data[(2) * (C.strides[0])])[1] += exo_s[1]; (&C.data[(2) * (C.strides[0])])[1 * ((struct exo_win_2f32){ &C.data[(2) * (C.strides[0])], { C.strides[0], 1 } }).strides[0] + 0] += exo_s[2]; (&C.data[(2) * (C.strides[0])])[1 * ((struct exo_win_2f32){ &C.data[(2) * (C.strides[0])], { C.strides[0], 1 } }).strides[0] + 1] += exo_s[3]; }
for (int_fast32_t ki = 0; ki < K % 4; ki++) {
  C.data[0] += A.data[ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[1] += A.data[ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[C.strides[0] + 1] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[2 * C.strides[0]] += A.data[2 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[2 * C.strides[0] + 1] += A.data[2 * A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[3 * C.strides[0]] += A.data[3 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[3 * C.strides[0] + 1] += A.data[3 * A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
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
float32x4_t acc_0_0;
float32x4_t acc_0_1;
float32x4_t acc_0_2;
float32x4_t acc_1_0;
float32x4_t acc_1_1;
float32x4_t acc_1_2;
float32x4_t acc_2_0;
float32x4_t acc_2_1;
float32x4_t acc_2_2;
float32x4_t acc_3_0;
float32x4_t acc_3_1;
float32x4_t acc_3_2;
acc_0_0 = vdupq_n_f32(0.0f);
acc_0_1 = vdupq_n_f32(0.0f);
acc_0_2 = vdupq_n_f32(0.0f);
acc_1_0 = vdupq_n_f32(0.0f);
acc_1_1 = vdupq_n_f32(0.0f);
acc_1_2 = vdupq_n_f32(0.0f);
acc_2_0 = vdupq_n_f32(0.0f);
acc_2_1 = vdupq_n_f32(0.0f);
acc_2_2 = vdupq_n_f32(0.0f);
acc_3_0 = vdupq_n_f32(0.0f);
acc_3_1 = vdupq_n_f32(0.0f);
acc_3_2 = vdupq_n_f32(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (4)); ko++) {
  { for (int exo_r = 3; exo_r < 6; exo_r++) __builtin_prefetch(&B.data[4 * ko] + (size_t)exo_r * (((struct exo_win_2f32c){ &B.data[4 * ko], { B.strides[0], 1 } })).strides[0], 0, 1); }
  float32x4_t a_reg_0;
  float32x4_t a_reg_1;
  float32x4_t a_reg_2;
  float32x4_t a_reg_3;
  a_reg_0 = vld1q_f32(&A.data[4 * ko]);
  a_reg_1 = vld1q_f32(&A.data[A.strides[0] + 4 * ko]);
  a_reg_2 = vld1q_f32(&A.data[(2) * (A.strides[0]) + 4 * ko]);
  a_reg_3 = vld1q_f32(&A.data[(3) * (A.strides[0]) + 4 * ko]);
  float32x4_t b_reg;
  b_reg = vld1q_f32(&B.data[4 * ko]);
  acc_0_0 = vfmaq_f32(acc_0_0, a_reg_0, b_reg);
  acc_1_0 = vfmaq_f32(acc_1_0, a_reg_1, b_reg);
  acc_2_0 = vfmaq_f32(acc_2_0, a_reg_2, b_reg);
  acc_3_0 = vfmaq_f32(acc_3_0, a_reg_3, b_reg);
  float32x4_t b_reg_1;
  b_reg_1 = vld1q_f32(&B.data[B.strides[0] + 4 * ko]);
  acc_0_1 = vfmaq_f32(acc_0_1, a_reg_0, b_reg_1);
  acc_1_1 = vfmaq_f32(acc_1_1, a_reg_1, b_reg_1);
  acc_2_1 = vfmaq_f32(acc_2_1, a_reg_2, b_reg_1);
  acc_3_1 = vfmaq_f32(acc_3_1, a_reg_3, b_reg_1);
  float32x4_t b_reg_2;
  b_reg_2 = vld1q_f32(&B.data[(2) * (B.strides[0]) + 4 * ko]);
  acc_0_2 = vfmaq_f32(acc_0_2, a_reg_0, b_reg_2);
  acc_1_2 = vfmaq_f32(acc_1_2, a_reg_1, b_reg_2);
  acc_2_2 = vfmaq_f32(acc_2_2, a_reg_2, b_reg_2);
  acc_3_2 = vfmaq_f32(acc_3_2, a_reg_3, b_reg_2);
}
C.data[0] += vaddvq_f32(acc_0_0);
C.data[1] += vaddvq_f32(acc_0_1);
C.data[2] += vaddvq_f32(acc_0_2);
C.data[C.strides[0]] += vaddvq_f32(acc_1_0);
C.data[C.strides[0] + 1] += vaddvq_f32(acc_1_1);
C.data[C.strides[0] + 2] += vaddvq_f32(acc_1_2);
C.data[(2) * (C.strides[0])] += vaddvq_f32(acc_2_0);
C.data[(2) * (C.strides[0]) + 1] += vaddvq_f32(acc_2_1);
C.data[(2) * (C.strides[0]) + 2] += vaddvq_f32(acc_2_2);
C.data[(3) * (C.strides[0])] += vaddvq_f32(acc_3_0);
C.data[(3) * (C.strides[0]) + 1] += vaddvq_f32(acc_3_1);
C.data[(3) * (C.strides[0]) + 2] += vaddvq_f32(acc_3_2);
for (int_fast32_t ki = 0; ki < K % 4; ki++) {
  C.data[0] += A.data[ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[1] += A.data[ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[2] += A.data[ki + (K / 4) * 4] * B.data[2 * B.strides[0] + ki + (K / 4) * 4];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[C.strides[0] + 1] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[C.strides[0] + 2] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[2 * B.strides[0] + ki + (K / 4) * 4];
  C.data[2 * C.strides[0]] += A.data[2 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[2 * C.strides[0] + 1] += A.data[2 * A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[2 * C.strides[0] + 2] += A.data[2 * A.strides[0] + ki + (K / 4) * 4] * B.data[2 * B.strides[0] + ki + (K / 4) * 4];
  C.data[3 * C.strides[0]] += A.data[3 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[3 * C.strides[0] + 1] += A.data[3 * A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[3 * C.strides[0] + 2] += A.data[3 * A.strides[0] + ki + (K / 4) * 4] * B.data[2 * B.strides[0] + ki + (K / 4) * 4];
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
float32x4_t acc_0_0;
float32x4_t acc_0_1;
float32x4_t acc_0_2;
float32x4_t acc_1_0;
float32x4_t acc_1_1;
float32x4_t acc_1_2;
float32x4_t acc_2_0;
float32x4_t acc_2_1;
float32x4_t acc_2_2;
float32x4_t acc_3_0;
float32x4_t acc_3_1;
float32x4_t acc_3_2;
acc_0_0 = vdupq_n_f32(0.0f);
acc_0_1 = vdupq_n_f32(0.0f);
acc_0_2 = vdupq_n_f32(0.0f);
acc_1_0 = vdupq_n_f32(0.0f);
acc_1_1 = vdupq_n_f32(0.0f);
acc_1_2 = vdupq_n_f32(0.0f);
acc_2_0 = vdupq_n_f32(0.0f);
acc_2_1 = vdupq_n_f32(0.0f);
acc_2_2 = vdupq_n_f32(0.0f);
acc_3_0 = vdupq_n_f32(0.0f);
acc_3_1 = vdupq_n_f32(0.0f);
acc_3_2 = vdupq_n_f32(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (4)); ko++) {
  float32x4_t a_reg_0;
  float32x4_t a_reg_1;
  float32x4_t a_reg_2;
  float32x4_t a_reg_3;
  a_reg_0 = vld1q_f32(&A.data[4 * ko]);
  a_reg_1 = vld1q_f32(&A.data[A.strides[0] + 4 * ko]);
  a_reg_2 = vld1q_f32(&A.data[(2) * (A.strides[0]) + 4 * ko]);
  a_reg_3 = vld1q_f32(&A.data[(3) * (A.strides[0]) + 4 * ko]);
  float32x4_t b_reg;
  b_reg = vld1q_f32(&B.data[4 * ko]);
  acc_0_0 = vfmaq_f32(acc_0_0, a_reg_0, b_reg);
  acc_1_0 = vfmaq_f32(acc_1_0, a_reg_1, b_reg);
  acc_2_0 = vfmaq_f32(acc_2_0, a_reg_2, b_reg);
  acc_3_0 = vfmaq_f32(acc_3_0, a_reg_3, b_reg);
  float32x4_t b_reg_1;
  b_reg_1 = vld1q_f32(&B.data[B.strides[0] + 4 * ko]);
  acc_0_1 = vfmaq_f32(acc_0_1, a_reg_0, b_reg_1);
  acc_1_1 = vfmaq_f32(acc_1_1, a_reg_1, b_reg_1);
  acc_2_1 = vfmaq_f32(acc_2_1, a_reg_2, b_reg_1);
  acc_3_1 = vfmaq_f32(acc_3_1, a_reg_3, b_reg_1);
  float32x4_t b_reg_2;
  b_reg_2 = vld1q_f32(&B.data[(2) * (B.strides[0]) + 4 * ko]);
  acc_0_2 = vfmaq_f32(acc_0_2, a_reg_0, b_reg_2);
  acc_1_2 = vfmaq_f32(acc_1_2, a_reg_1, b_reg_2);
  acc_2_2 = vfmaq_f32(acc_2_2, a_reg_2, b_reg_2);
  acc_3_2 = vfmaq_f32(acc_3_2, a_reg_3, b_reg_2);
}
C.data[0] += vaddvq_f32(acc_0_0);
C.data[1] += vaddvq_f32(acc_0_1);
C.data[2] += vaddvq_f32(acc_0_2);
C.data[C.strides[0]] += vaddvq_f32(acc_1_0);
C.data[C.strides[0] + 1] += vaddvq_f32(acc_1_1);
C.data[C.strides[0] + 2] += vaddvq_f32(acc_1_2);
C.data[(2) * (C.strides[0])] += vaddvq_f32(acc_2_0);
C.data[(2) * (C.strides[0]) + 1] += vaddvq_f32(acc_2_1);
C.data[(2) * (C.strides[0]) + 2] += vaddvq_f32(acc_2_2);
C.data[(3) * (C.strides[0])] += vaddvq_f32(acc_3_0);
C.data[(3) * (C.strides[0]) + 1] += vaddvq_f32(acc_3_1);
C.data[(3) * (C.strides[0]) + 2] += vaddvq_f32(acc_3_2);
for (int_fast32_t ki = 0; ki < K % 4; ki++) {
  C.data[0] += A.data[ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[1] += A.data[ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[2] += A.data[ki + (K / 4) * 4] * B.data[2 * B.strides[0] + ki + (K / 4) * 4];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[C.strides[0] + 1] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[C.strides[0] + 2] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[2 * B.strides[0] + ki + (K / 4) * 4];
  C.data[2 * C.strides[0]] += A.data[2 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[2 * C.strides[0] + 1] += A.data[2 * A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[2 * C.strides[0] + 2] += A.data[2 * A.strides[0] + ki + (K / 4) * 4] * B.data[2 * B.strides[0] + ki + (K / 4) * 4];
  C.data[3 * C.strides[0]] += A.data[3 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[3 * C.strides[0] + 1] += A.data[3 * A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[3 * C.strides[0] + 2] += A.data[3 * A.strides[0] + ki + (K / 4) * 4] * B.data[2 * B.strides[0] + ki + (K / 4) * 4];
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
float32x4_t acc_0_0;
float32x4_t acc_0_1;
float32x4_t acc_0_2;
float32x4_t acc_0_3;
float32x4_t acc_1_0;
float32x4_t acc_1_1;
float32x4_t acc_1_2;
float32x4_t acc_1_3;
float32x4_t acc_2_0;
float32x4_t acc_2_1;
float32x4_t acc_2_2;
float32x4_t acc_2_3;
float32x4_t acc_3_0;
float32x4_t acc_3_1;
float32x4_t acc_3_2;
float32x4_t acc_3_3;
acc_0_0 = vdupq_n_f32(0.0f);
acc_0_1 = vdupq_n_f32(0.0f);
acc_0_2 = vdupq_n_f32(0.0f);
acc_0_3 = vdupq_n_f32(0.0f);
acc_1_0 = vdupq_n_f32(0.0f);
acc_1_1 = vdupq_n_f32(0.0f);
acc_1_2 = vdupq_n_f32(0.0f);
acc_1_3 = vdupq_n_f32(0.0f);
acc_2_0 = vdupq_n_f32(0.0f);
acc_2_1 = vdupq_n_f32(0.0f);
acc_2_2 = vdupq_n_f32(0.0f);
acc_2_3 = vdupq_n_f32(0.0f);
acc_3_0 = vdupq_n_f32(0.0f);
acc_3_1 = vdupq_n_f32(0.0f);
acc_3_2 = vdupq_n_f32(0.0f);
acc_3_3 = vdupq_n_f32(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (4)); ko++) {
  { for (int exo_r = 4; exo_r < 8; exo_r++) __builtin_prefetch(&B.data[4 * ko] + (size_t)exo_r * (((struct exo_win_2f32c){ &B.data[4 * ko], { B.strides[0], 1 } })).strides[0], 0, 1); }
  float32x4_t a_reg_0;
  float32x4_t a_reg_1;
  float32x4_t a_reg_2;
  float32x4_t a_reg_3;
  a_reg_0 = vld1q_f32(&A.data[4 * ko]);
  a_reg_1 = vld1q_f32(&A.data[A.strides[0] + 4 * ko]);
  a_reg_2 = vld1q_f32(&A.data[(2) * (A.strides[0]) + 4 * ko]);
  a_reg_3 = vld1q_f32(&A.data[(3) * (A.strides[0]) + 4 * ko]);
  float32x4_t b_reg;
  b_reg = vld1q_f32(&B.data[4 * ko]);
  acc_0_0 = vfmaq_f32(acc_0_0, a_reg_0, b_reg);
  acc_1_0 = vfmaq_f32(acc_1_0, a_reg_1, b_reg);
  acc_2_0 = vfmaq_f32(acc_2_0, a_reg_2, b_reg);
  acc_3_0 = vfmaq_f32(acc_3_0, a_reg_3, b_reg);
  float32x4_t b_reg_1;
  b_reg_1 = vld1q_f32(&B.data[B.strides[0] + 4 * ko]);
  acc_0_1 = vfmaq_f32(acc_0_1, a_reg_0, b_reg_1);
  acc_1_1 = vfmaq_f32(acc_1_1, a_reg_1, b_reg_1);
  acc_2_1 = vfmaq_f32(acc_2_1, a_reg_2, b_reg_1);
  acc_3_1 = vfmaq_f32(acc_3_1, a_reg_3, b_reg_1);
  float32x4_t b_reg_2;
  b_reg_2 = vld1q_f32(&B.data[(2) * (B.strides[0]) + 4 * ko]);
  acc_0_2 = vfmaq_f32(acc_0_2, a_reg_0, b_reg_2);
  acc_1_2 = vfmaq_f32(acc_1_2, a_reg_1, b_reg_2);
  acc_2_2 = vfmaq_f32(acc_2_2, a_reg_2, b_reg_2);
  acc_3_2 = vfmaq_f32(acc_3_2, a_reg_3, b_reg_2);
  float32x4_t b_reg_3;
  b_reg_3 = vld1q_f32(&B.data[(3) * (B.strides[0]) + 4 * ko]);
  acc_0_3 = vfmaq_f32(acc_0_3, a_reg_0, b_reg_3);
  acc_1_3 = vfmaq_f32(acc_1_3, a_reg_1, b_reg_3);
  acc_2_3 = vfmaq_f32(acc_2_3, a_reg_2, b_reg_3);
  acc_3_3 = vfmaq_f32(acc_3_3, a_reg_3, b_reg_3);
}
{ float exo_s[4]; vst1q_f32(exo_s, vpaddq_f32(vpaddq_f32(acc_0_0, acc_0_1), vpaddq_f32(acc_0_2, acc_0_3))); (&C.data[0])[0] += exo_s[0]; (&C.data[0])[1] += exo_s[1]; (&C.data[0])[2] += exo_s[2]; (&C.data[0])[3] += exo_s[3]; }
{ float exo_s[4]; vst1q_f32(exo_s, vpaddq_f32(vpaddq_f32(acc_1_0, acc_1_1), vpaddq_f32(acc_1_2, acc_1_3))); (&C.data[C.strides[0]])[0] += exo_s[0]; (&C.data[C.strides[0]])[1] += exo_s[1]; (&C.data[C.strides[0]])[2] += exo_s[2]; (&C.data[C.strides[0]])[3] += exo_s[3]; }
{ float exo_s[4]; vst1q_f32(exo_s, vpaddq_f32(vpaddq_f32(acc_2_0, acc_2_1), vpaddq_f32(acc_2_2, acc_2_3))); (&C.data[(2) * (C.strides[0])])[0] += exo_s[0]; (&C.data[(2) * (C.strides[0])])[1] += exo_s[1]; (&C.data[(2) * (C.strides[0])])[2] += exo_s[2]; (&C.data[(2) * (C.strides[0])])[3] += exo_s[3]; }
{ float exo_s[4]; vst1q_f32(exo_s, vpaddq_f32(vpaddq_f32(acc_3_0, acc_3_1), vpaddq_f32(acc_3_2, acc_3_3))); (&C.data[(3) * (C.strides[0])])[0] += exo_s[0]; (&C.data[(3) * (C.strides[0])])[1] += exo_s[1]; (&C.data[(3) * (C.strides[0])])[2] += exo_s[2]; (&C.data[(3) * (C.strides[0])])[3] += exo_s[3]; }
for (int_fast32_t ki = 0; ki < K % 4; ki++) {
  C.data[0] += A.data[ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[1] += A.data[ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[2] += A.data[ki + (K / 4) * 4] * B.data[2 * B.strides[0] + ki + (K / 4) * 4];
  C.data[3] += A.data[ki + (K / 4) * 4] * B.data[3 * B.strides[0] + ki + (K / 4) * 4];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[C.strides[0] + 1] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[C.strides[0] + 2] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[2 * B.strides[0] + ki + (K / 4) * 4];
  C.data[C.strides[0] + 3] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[3 * B.strides[0] + ki + (K / 4) * 4];
  C.data[2 * C.strides[0]] += A.data[2 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[2 * C.strides[0] + 1] += A.data[2 * A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[2 * C.strides[0] + 2] += A.data[2 * A.strides[0] + ki + (K / 4) * 4] * B.data[2 * B.strides[0] + ki + (K / 4) * 4];
  C.data[2 * C.strides[0] + 3] += A.data[2 * A.strides[0] + ki + (K / 4) * 4] * B.data[3 * B.strides[0] + ki + (K / 4) * 4];
  C.data[3 * C.strides[0]] += A.data[3 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[3 * C.strides[0] + 1] += A.data[3 * A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[3 * C.strides[0] + 2] += A.data[3 * A.strides[0] + ki + (K / 4) * 4] * B.data[2 * B.strides[0] + ki + (K / 4) * 4];
  C.data[3 * C.strides[0] + 3] += A.data[3 * A.strides[0] + ki + (K / 4) * 4] * B.data[3 * B.strides[0] + ki + (K / 4) * 4];
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
float32x4_t acc_0_0;
float32x4_t acc_0_1;
float32x4_t acc_0_2;
float32x4_t acc_0_3;
float32x4_t acc_1_0;
float32x4_t acc_1_1;
float32x4_t acc_1_2;
float32x4_t acc_1_3;
float32x4_t acc_2_0;
float32x4_t acc_2_1;
float32x4_t acc_2_2;
float32x4_t acc_2_3;
float32x4_t acc_3_0;
float32x4_t acc_3_1;
float32x4_t acc_3_2;
float32x4_t acc_3_3;
acc_0_0 = vdupq_n_f32(0.0f);
acc_0_1 = vdupq_n_f32(0.0f);
acc_0_2 = vdupq_n_f32(0.0f);
acc_0_3 = vdupq_n_f32(0.0f);
acc_1_0 = vdupq_n_f32(0.0f);
acc_1_1 = vdupq_n_f32(0.0f);
acc_1_2 = vdupq_n_f32(0.0f);
acc_1_3 = vdupq_n_f32(0.0f);
acc_2_0 = vdupq_n_f32(0.0f);
acc_2_1 = vdupq_n_f32(0.0f);
acc_2_2 = vdupq_n_f32(0.0f);
acc_2_3 = vdupq_n_f32(0.0f);
acc_3_0 = vdupq_n_f32(0.0f);
acc_3_1 = vdupq_n_f32(0.0f);
acc_3_2 = vdupq_n_f32(0.0f);
acc_3_3 = vdupq_n_f32(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (4)); ko++) {
  float32x4_t a_reg_0;
  float32x4_t a_reg_1;
  float32x4_t a_reg_2;
  float32x4_t a_reg_3;
  a_reg_0 = vld1q_f32(&A.data[4 * ko]);
  a_reg_1 = vld1q_f32(&A.data[A.strides[0] + 4 * ko]);
  a_reg_2 = vld1q_f32(&A.data[(2) * (A.strides[0]) + 4 * ko]);
  a_reg_3 = vld1q_f32(&A.data[(3) * (A.strides[0]) + 4 * ko]);
  float32x4_t b_reg;
  b_reg = vld1q_f32(&B.data[4 * ko]);
  acc_0_0 = vfmaq_f32(acc_0_0, a_reg_0, b_reg);
  acc_1_0 = vfmaq_f32(acc_1_0, a_reg_1, b_reg);
  acc_2_0 = vfmaq_f32(acc_2_0, a_reg_2, b_reg);
  acc_3_0 = vfmaq_f32(acc_3_0, a_reg_3, b_reg);
  float32x4_t b_reg_1;
  b_reg_1 = vld1q_f32(&B.data[B.strides[0] + 4 * ko]);
  acc_0_1 = vfmaq_f32(acc_0_1, a_reg_0, b_reg_1);
  acc_1_1 = vfmaq_f32(acc_1_1, a_reg_1, b_reg_1);
  acc_2_1 = vfmaq_f32(acc_2_1, a_reg_2, b_reg_1);
  acc_3_1 = vfmaq_f32(acc_3_1, a_reg_3, b_reg_1);
  float32x4_t b_reg_2;
  b_reg_2 = vld1q_f32(&B.data[(2) * (B.strides[0]) + 4 * ko]);
  acc_0_2 = vfmaq_f32(acc_0_2, a_reg_0, b_reg_2);
  acc_1_2 = vfmaq_f32(acc_1_2, a_reg_1, b_reg_2);
  acc_2_2 = vfmaq_f32(acc_2_2, a_reg_2, b_reg_2);
  acc_3_2 = vfmaq_f32(acc_3_2, a_reg_3, b_reg_2);
  float32x4_t b_reg_3;
  b_reg_3 = vld1q_f32(&B.data[(3) * (B.strides[0]) + 4 * ko]);
  acc_0_3 = vfmaq_f32(acc_0_3, a_reg_0, b_reg_3);
  acc_1_3 = vfmaq_f32(acc_1_3, a_reg_1, b_reg_3);
  acc_2_3 = vfmaq_f32(acc_2_3, a_reg_2, b_reg_3);
  acc_3_3 = vfmaq_f32(acc_3_3, a_reg_3, b_reg_3);
}
{ float exo_s[4]; vst1q_f32(exo_s, vpaddq_f32(vpaddq_f32(acc_0_0, acc_0_1), vpaddq_f32(acc_0_2, acc_0_3))); (&C.data[0])[0] += exo_s[0]; (&C.data[0])[1] += exo_s[1]; (&C.data[0])[2] += exo_s[2]; (&C.data[0])[3] += exo_s[3]; }
{ float exo_s[4]; vst1q_f32(exo_s, vpaddq_f32(vpaddq_f32(acc_1_0, acc_1_1), vpaddq_f32(acc_1_2, acc_1_3))); (&C.data[C.strides[0]])[0] += exo_s[0]; (&C.data[C.strides[0]])[1] += exo_s[1]; (&C.data[C.strides[0]])[2] += exo_s[2]; (&C.data[C.strides[0]])[3] += exo_s[3]; }
{ float exo_s[4]; vst1q_f32(exo_s, vpaddq_f32(vpaddq_f32(acc_2_0, acc_2_1), vpaddq_f32(acc_2_2, acc_2_3))); (&C.data[(2) * (C.strides[0])])[0] += exo_s[0]; (&C.data[(2) * (C.strides[0])])[1] += exo_s[1]; (&C.data[(2) * (C.strides[0])])[2] += exo_s[2]; (&C.data[(2) * (C.strides[0])])[3] += exo_s[3]; }
{ float exo_s[4]; vst1q_f32(exo_s, vpaddq_f32(vpaddq_f32(acc_3_0, acc_3_1), vpaddq_f32(acc_3_2, acc_3_3))); (&C.data[(3) * (C.strides[0])])[0] += exo_s[0]; (&C.data[(3) * (C.strides[0])])[1] += exo_s[1]; (&C.data[(3) * (C.strides[0])])[2] += exo_s[2]; (&C.data[(3) * (C.strides[0])])[3] += exo_s[3]; }
for (int_fast32_t ki = 0; ki < K % 4; ki++) {
  C.data[0] += A.data[ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[1] += A.data[ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[2] += A.data[ki + (K / 4) * 4] * B.data[2 * B.strides[0] + ki + (K / 4) * 4];
  C.data[3] += A.data[ki + (K / 4) * 4] * B.data[3 * B.strides[0] + ki + (K / 4) * 4];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[C.strides[0] + 1] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[C.strides[0] + 2] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[2 * B.strides[0] + ki + (K / 4) * 4];
  C.data[C.strides[0] + 3] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[3 * B.strides[0] + ki + (K / 4) * 4];
  C.data[2 * C.strides[0]] += A.data[2 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[2 * C.strides[0] + 1] += A.data[2 * A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[2 * C.strides[0] + 2] += A.data[2 * A.strides[0] + ki + (K / 4) * 4] * B.data[2 * B.strides[0] + ki + (K / 4) * 4];
  C.data[2 * C.strides[0] + 3] += A.data[2 * A.strides[0] + ki + (K / 4) * 4] * B.data[3 * B.strides[0] + ki + (K / 4) * 4];
  C.data[3 * C.strides[0]] += A.data[3 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[3 * C.strides[0] + 1] += A.data[3 * A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[3 * C.strides[0] + 2] += A.data[3 * A.strides[0] + ki + (K / 4) * 4] * B.data[2 * B.strides[0] + ki + (K / 4) * 4];
  C.data[3 * C.strides[0] + 3] += A.data[3 * A.strides[0] + ki + (K / 4) * 4] * B.data[3 * B.strides[0] + ki + (K / 4) * 4];
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
float32x4_t acc_0_0;
float32x4_t acc_1_0;
float32x4_t acc_2_0;
float32x4_t acc_3_0;
float32x4_t acc_4_0;
acc_0_0 = vdupq_n_f32(0.0f);
acc_1_0 = vdupq_n_f32(0.0f);
acc_2_0 = vdupq_n_f32(0.0f);
acc_3_0 = vdupq_n_f32(0.0f);
acc_4_0 = vdupq_n_f32(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (4)); ko++) {
  { for (int exo_r = 1; exo_r < 2; exo_r++) __builtin_prefetch(&B.data[4 * ko] + (size_t)exo_r * (((struct exo_win_2f32c){ &B.data[4 * ko], { B.strides[0], 1 } })).strides[0], 0, 1); }
  float32x4_t a_reg_0;
  float32x4_t a_reg_1;
  float32x4_t a_reg_2;
  float32x4_t a_reg_3;
  float32x4_t a_reg_4;
  a_reg_0 = vld1q_f32(&A.data[4 * ko]);
  a_reg_1 = vld1q_f32(&A.data[A.strides[0] + 4 * ko]);
  a_reg_2 = vld1q_f32(&A.data[(2) * (A.strides[0]) + 4 * ko]);
  a_reg_3 = vld1q_f32(&A.data[(3) * (A.strides[0]) + 4 * ko]);
  a_reg_4 = vld1q_f32(&A.data[(4) * (A.strides[0]) + 4 * ko]);
  float32x4_t b_reg;
  b_reg = vld1q_f32(&B.data[4 * ko]);
  acc_0_0 = vfmaq_f32(acc_0_0, a_reg_0, b_reg);
  acc_1_0 = vfmaq_f32(acc_1_0, a_reg_1, b_reg);
  acc_2_0 = vfmaq_f32(acc_2_0, a_reg_2, b_reg);
  acc_3_0 = vfmaq_f32(acc_3_0, a_reg_3, b_reg);
  acc_4_0 = vfmaq_f32(acc_4_0, a_reg_4, b_reg);
}
C.data[0] += vaddvq_f32(acc_0_0);
C.data[C.strides[0]] += vaddvq_f32(acc_1_0);
C.data[(2) * (C.strides[0])] += vaddvq_f32(acc_2_0);
C.data[(3) * (C.strides[0])] += vaddvq_f32(acc_3_0);
C.data[(4) * (C.strides[0])] += vaddvq_f32(acc_4_0);
for (int_fast32_t ki = 0; ki < K % 4; ki++) {
  C.data[0] += A.data[ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[2 * C.strides[0]] += A.data[2 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[3 * C.strides[0]] += A.data[3 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[4 * C.strides[0]] += A.data[4 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
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
float32x4_t acc_0_0;
float32x4_t acc_1_0;
float32x4_t acc_2_0;
float32x4_t acc_3_0;
float32x4_t acc_4_0;
acc_0_0 = vdupq_n_f32(0.0f);
acc_1_0 = vdupq_n_f32(0.0f);
acc_2_0 = vdupq_n_f32(0.0f);
acc_3_0 = vdupq_n_f32(0.0f);
acc_4_0 = vdupq_n_f32(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (4)); ko++) {
  float32x4_t a_reg_0;
  float32x4_t a_reg_1;
  float32x4_t a_reg_2;
  float32x4_t a_reg_3;
  float32x4_t a_reg_4;
  a_reg_0 = vld1q_f32(&A.data[4 * ko]);
  a_reg_1 = vld1q_f32(&A.data[A.strides[0] + 4 * ko]);
  a_reg_2 = vld1q_f32(&A.data[(2) * (A.strides[0]) + 4 * ko]);
  a_reg_3 = vld1q_f32(&A.data[(3) * (A.strides[0]) + 4 * ko]);
  a_reg_4 = vld1q_f32(&A.data[(4) * (A.strides[0]) + 4 * ko]);
  float32x4_t b_reg;
  b_reg = vld1q_f32(&B.data[4 * ko]);
  acc_0_0 = vfmaq_f32(acc_0_0, a_reg_0, b_reg);
  acc_1_0 = vfmaq_f32(acc_1_0, a_reg_1, b_reg);
  acc_2_0 = vfmaq_f32(acc_2_0, a_reg_2, b_reg);
  acc_3_0 = vfmaq_f32(acc_3_0, a_reg_3, b_reg);
  acc_4_0 = vfmaq_f32(acc_4_0, a_reg_4, b_reg);
}
C.data[0] += vaddvq_f32(acc_0_0);
C.data[C.strides[0]] += vaddvq_f32(acc_1_0);
C.data[(2) * (C.strides[0])] += vaddvq_f32(acc_2_0);
C.data[(3) * (C.strides[0])] += vaddvq_f32(acc_3_0);
C.data[(4) * (C.strides[0])] += vaddvq_f32(acc_4_0);
for (int_fast32_t ki = 0; ki < K % 4; ki++) {
  C.data[0] += A.data[ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[2 * C.strides[0]] += A.data[2 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[3 * C.strides[0]] += A.data[3 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[4 * C.strides[0]] += A.data[4 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
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
float32x4_t acc_0_0;
float32x4_t acc_0_1;
float32x4_t acc_1_0;
float32x4_t acc_1_1;
float32x4_t acc_2_0;
float32x4_t acc_2_1;
float32x4_t acc_3_0;
float32x4_t acc_3_1;
float32x4_t acc_4_0;
float32x4_t acc_4_1;
acc_0_0 = vdupq_n_f32(0.0f);
acc_0_1 = vdupq_n_f32(0.0f);
acc_1_0 = vdupq_n_f32(0.0f);
acc_1_1 = vdupq_n_f32(0.0f);
acc_2_0 = vdupq_n_f32(0.0f);
acc_2_1 = vdupq_n_f32(0.0f);
acc_3_0 = vdupq_n_f32(0.0f);
acc_3_1 = vdupq_n_f32(0.0f);
acc_4_0 = vdupq_n_f32(0.0f);
acc_4_1 = vdupq_n_f32(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (4)); ko++) {
  { for (int exo_r = 2; exo_r < 4; exo_r++) __builtin_prefetch(&B.data[4 * ko] + (size_t)exo_r * (((struct exo_win_2f32c){ &B.data[4 * ko], { B.strides[0], 1 } })).strides[0], 0, 1); }
  float32x4_t a_reg_0;
  float32x4_t a_reg_1;
  float32x4_t a_reg_2;
  float32x4_t a_reg_3;
  float32x4_t a_reg_4;
  a_reg_0 = vld1q_f32(&A.data[4 * ko]);
  a_reg_1 = vld1q_f32(&A.data[A.strides[0] + 4 * ko]);
  a_reg_2 = vld1q_f32(&A.data[(2) * (A.strides[0]) + 4 * ko]);
  a_reg_3 = vld1q_f32(&A.data[(3) * (A.strides[0]) + 4 * ko]);
  a_reg_4 = vld1q_f32(&A.data[(4) * (A.strides[0]) + 4 * ko]);
  float32x4_t b_reg;
  b_reg = vld1q_f32(&B.data[4 * ko]);
  acc_0_0 = vfmaq_f32(acc_0_0, a_reg_0, b_reg);
  acc_1_0 = vfmaq_f32(acc_1_0, a_reg_1, b_reg);
  acc_2_0 = vfmaq_f32(acc_2_0, a_reg_2, b_reg);
  acc_3_0 = vfmaq_f32(acc_3_0, a_reg_3, b_reg);
  acc_4_0 = vfmaq_f32(acc_4_0, a_reg_4, b_reg);
  float32x4_t b_reg_1;
  b_reg_1 = vld1q_f32(&B.data[B.strides[0] + 4 * ko]);
  acc_0_1 = vfmaq_f32(acc_0_1, a_reg_0, b_reg_1);
  acc_1_1 = vfmaq_f32(acc_1_1, a_reg_1, b_reg_1);
  acc_2_1 = vfmaq_f32(acc_2_1, a_reg_2, b_reg_1);
  acc_3_1 = vfmaq_f32(acc_3_1, a_reg_3, b_reg_1);
  acc_4_1 = vfmaq_f32(acc_4_1, a_reg_4, b_reg_1);
}
C.data[0] += vaddvq_f32(acc_0_0);
C.data[1] += vaddvq_f32(acc_0_1);
C.data[C.strides[0]] += vaddvq_f32(acc_1_0);
C.data[C.strides[0] + 1] += vaddvq_f32(acc_1_1);
C.data[(2) * (C.strides[0])] += vaddvq_f32(acc_2_0);
C.data[(2) * (C.strides[0]) + 1] += vaddvq_f32(acc_2_1);
C.data[(3) * (C.strides[0])] += vaddvq_f32(acc_3_0);
C.data[(3) * (C.strides[0]) + 1] += vaddvq_f32(acc_3_1);
C.data[(4) * (C.strides[0])] += vaddvq_f32(acc_4_0);
C.data[(4) * (C.strides[0]) + 1] += vaddvq_f32(acc_4_1);
for (int_fast32_t ki = 0; ki < K % 4; ki++) {
  C.data[0] += A.data[ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[1] += A.data[ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[C.strides[0] + 1] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[2 * C.strides[0]] += A.data[2 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[2 * C.strides[0] + 1] += A.data[2 * A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[3 * C.strides[0]] += A.data[3 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[3 * C.strides[0] + 1] += A.data[3 * A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[4 * C.strides[0]] += A.data[4 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[4 * C.strides[0] + 1] += A.data[4 * A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
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
float32x4_t acc_0_0;
float32x4_t acc_0_1;
float32x4_t acc_1_0;
float32x4_t acc_1_1;
float32x4_t acc_2_0;
float32x4_t acc_2_1;
float32x4_t acc_3_0;
float32x4_t acc_3_1;
float32x4_t acc_4_0;
float32x4_t acc_4_1;
acc_0_0 = vdupq_n_f32(0.0f);
acc_0_1 = vdupq_n_f32(0.0f);
acc_1_0 = vdupq_n_f32(0.0f);
acc_1_1 = vdupq_n_f32(0.0f);
acc_2_0 = vdupq_n_f32(0.0f);
acc_2_1 = vdupq_n_f32(0.0f);
acc_3_0 = vdupq_n_f32(0.0f);
acc_3_1 = vdupq_n_f32(0.0f);
acc_4_0 = vdupq_n_f32(0.0f);
acc_4_1 = vdupq_n_f32(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (4)); ko++) {
  float32x4_t a_reg_0;
  float32x4_t a_reg_1;
  float32x4_t a_reg_2;
  float32x4_t a_reg_3;
  float32x4_t a_reg_4;
  a_reg_0 = vld1q_f32(&A.data[4 * ko]);
  a_reg_1 = vld1q_f32(&A.data[A.strides[0] + 4 * ko]);
  a_reg_2 = vld1q_f32(&A.data[(2) * (A.strides[0]) + 4 * ko]);
  a_reg_3 = vld1q_f32(&A.data[(3) * (A.strides[0]) + 4 * ko]);
  a_reg_4 = vld1q_f32(&A.data[(4) * (A.strides[0]) + 4 * ko]);
  float32x4_t b_reg;
  b_reg = vld1q_f32(&B.data[4 * ko]);
  acc_0_0 = vfmaq_f32(acc_0_0, a_reg_0, b_reg);
  acc_1_0 = vfmaq_f32(acc_1_0, a_reg_1, b_reg);
  acc_2_0 = vfmaq_f32(acc_2_0, a_reg_2, b_reg);
  acc_3_0 = vfmaq_f32(acc_3_0, a_reg_3, b_reg);
  acc_4_0 = vfmaq_f32(acc_4_0, a_reg_4, b_reg);
  float32x4_t b_reg_1;
  b_reg_1 = vld1q_f32(&B.data[B.strides[0] + 4 * ko]);
  acc_0_1 = vfmaq_f32(acc_0_1, a_reg_0, b_reg_1);
  acc_1_1 = vfmaq_f32(acc_1_1, a_reg_1, b_reg_1);
  acc_2_1 = vfmaq_f32(acc_2_1, a_reg_2, b_reg_1);
  acc_3_1 = vfmaq_f32(acc_3_1, a_reg_3, b_reg_1);
  acc_4_1 = vfmaq_f32(acc_4_1, a_reg_4, b_reg_1);
}
C.data[0] += vaddvq_f32(acc_0_0);
C.data[1] += vaddvq_f32(acc_0_1);
C.data[C.strides[0]] += vaddvq_f32(acc_1_0);
C.data[C.strides[0] + 1] += vaddvq_f32(acc_1_1);
C.data[(2) * (C.strides[0])] += vaddvq_f32(acc_2_0);
C.data[(2) * (C.strides[0]) + 1] += vaddvq_f32(acc_2_1);
C.data[(3) * (C.strides[0])] += vaddvq_f32(acc_3_0);
C.data[(3) * (C.strides[0]) + 1] += vaddvq_f32(acc_3_1);
C.data[(4) * (C.strides[0])] += vaddvq_f32(acc_4_0);
C.data[(4) * (C.strides[0]) + 1] += vaddvq_f32(acc_4_1);
for (int_fast32_t ki = 0; ki < K % 4; ki++) {
  C.data[0] += A.data[ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[1] += A.data[ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[C.strides[0] + 1] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[2 * C.strides[0]] += A.data[2 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[2 * C.strides[0] + 1] += A.data[2 * A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[3 * C.strides[0]] += A.data[3 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[3 * C.strides[0] + 1] += A.data[3 * A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[4 * C.strides[0]] += A.data[4 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[4 * C.strides[0] + 1] += A.data[4 * A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
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
float32x4_t acc_0_0;
float32x4_t acc_0_1;
float32x4_t acc_0_2;
float32x4_t acc_1_0;
float32x4_t acc_1_1;
float32x4_t acc_1_2;
float32x4_t acc_2_0;
float32x4_t acc_2_1;
float32x4_t acc_2_2;
float32x4_t acc_3_0;
float32x4_t acc_3_1;
float32x4_t acc_3_2;
float32x4_t acc_4_0;
float32x4_t acc_4_1;
float32x4_t acc_4_2;
acc_0_0 = vdupq_n_f32(0.0f);
acc_0_1 = vdupq_n_f32(0.0f);
acc_0_2 = vdupq_n_f32(0.0f);
acc_1_0 = vdupq_n_f32(0.0f);
acc_1_1 = vdupq_n_f32(0.0f);
acc_1_2 = vdupq_n_f32(0.0f);
acc_2_0 = vdupq_n_f32(0.0f);
acc_2_1 = vdupq_n_f32(0.0f);
acc_2_2 = vdupq_n_f32(0.0f);
acc_3_0 = vdupq_n_f32(0.0f);
acc_3_1 = vdupq_n_f32(0.0f);
acc_3_2 = vdupq_n_f32(0.0f);
acc_4_0 = vdupq_n_f32(0.0f);
acc_4_1 = vdupq_n_f32(0.0f);
acc_4_2 = vdupq_n_f32(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (4)); ko++) {
  { for (int exo_r = 3; exo_r < 6; exo_r++) __builtin_prefetch(&B.data[4 * ko] + (size_t)exo_r * (((struct exo_win_2f32c){ &B.data[4 * ko], { B.strides[0], 1 } })).strides[0], 0, 1); }
  float32x4_t a_reg_0;
  float32x4_t a_reg_1;
  float32x4_t a_reg_2;
  float32x4_t a_reg_3;
  float32x4_t a_reg_4;
  a_reg_0 = vld1q_f32(&A.data[4 * ko]);
  a_reg_1 = vld1q_f32(&A.data[A.strides[0] + 4 * ko]);
  a_reg_2 = vld1q_f32(&A.data[(2) * (A.strides[0]) + 4 * ko]);
  a_reg_3 = vld1q_f32(&A.data[(3) * (A.strides[0]) + 4 * ko]);
  a_reg_4 = vld1q_f32(&A.data[(4) * (A.strides[0]) + 4 * ko]);
  float32x4_t b_reg;
  b_reg = vld1q_f32(&B.data[4 * ko]);
  acc_0_0 = vfmaq_f32(acc_0_0, a_reg_0, b_reg);
  acc_1_0 = vfmaq_f32(acc_1_0, a_reg_1, b_reg);
  acc_2_0 = vfmaq_f32(acc_2_0, a_reg_2, b_reg);
  acc_3_0 = vfmaq_f32(acc_3_0, a_reg_3, b_reg);
  acc_4_0 = vfmaq_f32(acc_4_0, a_reg_4, b_reg);
  float32x4_t b_reg_1;
  b_reg_1 = vld1q_f32(&B.data[B.strides[0] + 4 * ko]);
  acc_0_1 = vfmaq_f32(acc_0_1, a_reg_0, b_reg_1);
  acc_1_1 = vfmaq_f32(acc_1_1, a_reg_1, b_reg_1);
  acc_2_1 = vfmaq_f32(acc_2_1, a_reg_2, b_reg_1);
  acc_3_1 = vfmaq_f32(acc_3_1, a_reg_3, b_reg_1);
  acc_4_1 = vfmaq_f32(acc_4_1, a_reg_4, b_reg_1);
  float32x4_t b_reg_2;
  b_reg_2 = vld1q_f32(&B.data[(2) * (B.strides[0]) + 4 * ko]);
  acc_0_2 = vfmaq_f32(acc_0_2, a_reg_0, b_reg_2);
  acc_1_2 = vfmaq_f32(acc_1_2, a_reg_1, b_reg_2);
  acc_2_2 = vfmaq_f32(acc_2_2, a_reg_2, b_reg_2);
  acc_3_2 = vfmaq_f32(acc_3_2, a_reg_3, b_reg_2);
  acc_4_2 = vfmaq_f32(acc_4_2, a_reg_4, b_reg_2);
}
C.data[0] += vaddvq_f32(acc_0_0);
C.data[1] += vaddvq_f32(acc_0_1);
C.data[2] += vaddvq_f32(acc_0_2);
C.data[C.strides[0]] += vaddvq_f32(acc_1_0);
C.data[C.strides[0] + 1] += vaddvq_f32(acc_1_1);
C.data[C.strides[0] + 2] += vaddvq_f32(acc_1_2);
C.data[(2) * (C.strides[0])] += vaddvq_f32(acc_2_0);
C.data[(2) * (C.strides[0]) + 1] += vaddvq_f32(acc_2_1);
C.data[(2) * (C.strides[0]) + 2] += vaddvq_f32(acc_2_2);
C.data[(3) * (C.strides[0])] += vaddvq_f32(acc_3_0);
C.data[(3) * (C.strides[0]) + 1] += vaddvq_f32(acc_3_1);
C.data[(3) * (C.strides[0]) + 2] += vaddvq_f32(acc_3_2);
C.data[(4) * (C.strides[0])] += vaddvq_f32(acc_4_0);
C.data[(4) * (C.strides[0]) + 1] += vaddvq_f32(acc_4_1);
C.data[(4) * (C.strides[0]) + 2] += vaddvq_f32(acc_4_2);
for (int_fast32_t ki = 0; ki < K % 4; ki++) {
  C.data[0] += A.data[ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[1] += A.data[ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[2] += A.data[ki + (K / 4) * 4] * B.data[2 * B.strides[0] + ki + (K / 4) * 4];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[C.strides[0] + 1] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[C.strides[0] + 2] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[2 * B.strides[0] + ki + (K / 4) * 4];
  C.data[2 * C.strides[0]] += A.data[2 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[2 * C.strides[0] + 1] += A.data[2 * A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[2 * C.strides[0] + 2] += A.data[2 * A.strides[0] + ki + (K / 4) * 4] * B.data[2 * B.strides[0] + ki + (K / 4) * 4];
  C.data[3 * C.strides[0]] += A.data[3 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[3 * C.strides[0] + 1] += A.data[3 * A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[3 * C.strides[0] + 2] += A.data[3 * A.strides[0] + ki + (K / 4) * 4] * B.data[2 * B.strides[0] + ki + (K / 4) * 4];
  C.data[4 * C.strides[0]] += A.data[4 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[4 * C.strides[0] + 1] += A.data[4 * A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[4 * C.strides[0] + 2] += A.data[4 * A.strides[0] + ki + (K / 4) * 4] * B.data[2 * B.strides[0] + ki + (K / 4) * 4];
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
float32x4_t acc_0_0;
float32x4_t acc_0_1;
float32x4_t acc_0_2;
float32x4_t acc_1_0;
float32x4_t acc_1_1;
float32x4_t acc_1_2;
float32x4_t acc_2_0;
float32x4_t acc_2_1;
float32x4_t acc_2_2;
float32x4_t acc_3_0;
float32x4_t acc_3_1;
float32x4_t acc_3_2;
float32x4_t acc_4_0;
float32x4_t acc_4_1;
float32x4_t acc_4_2;
acc_0_0 = vdupq_n_f32(0.0f);
acc_0_1 = vdupq_n_f32(0.0f);
acc_0_2 = vdupq_n_f32(0.0f);
acc_1_0 = vdupq_n_f32(0.0f);
acc_1_1 = vdupq_n_f32(0.0f);
acc_1_2 = vdupq_n_f32(0.0f);
acc_2_0 = vdupq_n_f32(0.0f);
acc_2_1 = vdupq_n_f32(0.0f);
acc_2_2 = vdupq_n_f32(0.0f);
acc_3_0 = vdupq_n_f32(0.0f);
acc_3_1 = vdupq_n_f32(0.0f);
acc_3_2 = vdupq_n_f32(0.0f);
acc_4_0 = vdupq_n_f32(0.0f);
acc_4_1 = vdupq_n_f32(0.0f);
acc_4_2 = vdupq_n_f32(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (4)); ko++) {
  float32x4_t a_reg_0;
  float32x4_t a_reg_1;
  float32x4_t a_reg_2;
  float32x4_t a_reg_3;
  float32x4_t a_reg_4;
  a_reg_0 = vld1q_f32(&A.data[4 * ko]);
  a_reg_1 = vld1q_f32(&A.data[A.strides[0] + 4 * ko]);
  a_reg_2 = vld1q_f32(&A.data[(2) * (A.strides[0]) + 4 * ko]);
  a_reg_3 = vld1q_f32(&A.data[(3) * (A.strides[0]) + 4 * ko]);
  a_reg_4 = vld1q_f32(&A.data[(4) * (A.strides[0]) + 4 * ko]);
  float32x4_t b_reg;
  b_reg = vld1q_f32(&B.data[4 * ko]);
  acc_0_0 = vfmaq_f32(acc_0_0, a_reg_0, b_reg);
  acc_1_0 = vfmaq_f32(acc_1_0, a_reg_1, b_reg);
  acc_2_0 = vfmaq_f32(acc_2_0, a_reg_2, b_reg);
  acc_3_0 = vfmaq_f32(acc_3_0, a_reg_3, b_reg);
  acc_4_0 = vfmaq_f32(acc_4_0, a_reg_4, b_reg);
  float32x4_t b_reg_1;
  b_reg_1 = vld1q_f32(&B.data[B.strides[0] + 4 * ko]);
  acc_0_1 = vfmaq_f32(acc_0_1, a_reg_0, b_reg_1);
  acc_1_1 = vfmaq_f32(acc_1_1, a_reg_1, b_reg_1);
  acc_2_1 = vfmaq_f32(acc_2_1, a_reg_2, b_reg_1);
  acc_3_1 = vfmaq_f32(acc_3_1, a_reg_3, b_reg_1);
  acc_4_1 = vfmaq_f32(acc_4_1, a_reg_4, b_reg_1);
  float32x4_t b_reg_2;
  b_reg_2 = vld1q_f32(&B.data[(2) * (B.strides[0]) + 4 * ko]);
  acc_0_2 = vfmaq_f32(acc_0_2, a_reg_0, b_reg_2);
  acc_1_2 = vfmaq_f32(acc_1_2, a_reg_1, b_reg_2);
  acc_2_2 = vfmaq_f32(acc_2_2, a_reg_2, b_reg_2);
  acc_3_2 = vfmaq_f32(acc_3_2, a_reg_3, b_reg_2);
  acc_4_2 = vfmaq_f32(acc_4_2, a_reg_4, b_reg_2);
}
C.data[0] += vaddvq_f32(acc_0_0);
C.data[1] += vaddvq_f32(acc_0_1);
C.data[2] += vaddvq_f32(acc_0_2);
C.data[C.strides[0]] += vaddvq_f32(acc_1_0);
C.data[C.strides[0] + 1] += vaddvq_f32(acc_1_1);
C.data[C.strides[0] + 2] += vaddvq_f32(acc_1_2);
C.data[(2) * (C.strides[0])] += vaddvq_f32(acc_2_0);
C.data[(2) * (C.strides[0]) + 1] += vaddvq_f32(acc_2_1);
C.data[(2) * (C.strides[0]) + 2] += vaddvq_f32(acc_2_2);
C.data[(3) * (C.strides[0])] += vaddvq_f32(acc_3_0);
C.data[(3) * (C.strides[0]) + 1] += vaddvq_f32(acc_3_1);
C.data[(3) * (C.strides[0]) + 2] += vaddvq_f32(acc_3_2);
C.data[(4) * (C.strides[0])] += vaddvq_f32(acc_4_0);
C.data[(4) * (C.strides[0]) + 1] += vaddvq_f32(acc_4_1);
C.data[(4) * (C.strides[0]) + 2] += vaddvq_f32(acc_4_2);
for (int_fast32_t ki = 0; ki < K % 4; ki++) {
  C.data[0] += A.data[ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[1] += A.data[ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[2] += A.data[ki + (K / 4) * 4] * B.data[2 * B.strides[0] + ki + (K / 4) * 4];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[C.strides[0] + 1] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[C.strides[0] + 2] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[2 * B.strides[0] + ki + (K / 4) * 4];
  C.data[2 * C.strides[0]] += A.data[2 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[2 * C.strides[0] + 1] += A.data[2 * A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[2 * C.strides[0] + 2] += A.data[2 * A.strides[0] + ki + (K / 4) * 4] * B.data[2 * B.strides[0] + ki + (K / 4) * 4];
  C.data[3 * C.strides[0]] += A.data[3 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[3 * C.strides[0] + 1] += A.data[3 * A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[3 * C.strides[0] + 2] += A.data[3 * A.strides[0] + ki + (K / 4) * 4] * B.data[2 * B.strides[0] + ki + (K / 4) * 4];
  C.data[4 * C.strides[0]] += A.data[4 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[4 * C.strides[0] + 1] += A.data[4 * A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[4 * C.strides[0] + 2] += A.data[4 * A.strides[0] + ki + (K / 4) * 4] * B.data[2 * B.strides[0] + ki + (K / 4) * 4];
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
float32x4_t acc_0_0;
float32x4_t acc_0_1;
float32x4_t acc_0_2;
float32x4_t acc_0_3;
float32x4_t acc_1_0;
float32x4_t acc_1_1;
float32x4_t acc_1_2;
float32x4_t acc_1_3;
float32x4_t acc_2_0;
float32x4_t acc_2_1;
float32x4_t acc_2_2;
float32x4_t acc_2_3;
float32x4_t acc_3_0;
float32x4_t acc_3_1;
float32x4_t acc_3_2;
float32x4_t acc_3_3;
float32x4_t acc_4_0;
float32x4_t acc_4_1;
float32x4_t acc_4_2;
float32x4_t acc_4_3;
acc_0_0 = vdupq_n_f32(0.0f);
acc_0_1 = vdupq_n_f32(0.0f);
acc_0_2 = vdupq_n_f32(0.0f);
acc_0_3 = vdupq_n_f32(0.0f);
acc_1_0 = vdupq_n_f32(0.0f);
acc_1_1 = vdupq_n_f32(0.0f);
acc_1_2 = vdupq_n_f32(0.0f);
acc_1_3 = vdupq_n_f32(0.0f);
acc_2_0 = vdupq_n_f32(0.0f);
acc_2_1 = vdupq_n_f32(0.0f);
acc_2_2 = vdupq_n_f32(0.0f);
acc_2_3 = vdupq_n_f32(0.0f);
acc_3_0 = vdupq_n_f32(0.0f);
acc_3_1 = vdupq_n_f32(0.0f);
acc_3_2 = vdupq_n_f32(0.0f);
acc_3_3 = vdupq_n_f32(0.0f);
acc_4_0 = vdupq_n_f32(0.0f);
acc_4_1 = vdupq_n_f32(0.0f);
acc_4_2 = vdupq_n_f32(0.0f);
acc_4_3 = vdupq_n_f32(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (4)); ko++) {
  { for (int exo_r = 4; exo_r < 8; exo_r++) __builtin_prefetch(&B.data[4 * ko] + (size_t)exo_r * (((struct exo_win_2f32c){ &B.data[4 * ko], { B.strides[0], 1 } })).strides[0], 0, 1); }
  float32x4_t a_reg_0;
  float32x4_t a_reg_1;
  float32x4_t a_reg_2;
  float32x4_t a_reg_3;
  float32x4_t a_reg_4;
  a_reg_0 = vld1q_f32(&A.data[4 * ko]);
  a_reg_1 = vld1q_f32(&A.data[A.strides[0] + 4 * ko]);
  a_reg_2 = vld1q_f32(&A.data[(2) * (A.strides[0]) + 4 * ko]);
  a_reg_3 = vld1q_f32(&A.data[(3) * (A.strides[0]) + 4 * ko]);
  a_reg_4 = vld1q_f32(&A.data[(4) * (A.strides[0]) + 4 * ko]);
  float32x4_t b_reg;
  b_reg = vld1q_f32(&B.data[4 * ko]);
  acc_0_0 = vfmaq_f32(acc_0_0, a_reg_0, b_reg);
  acc_1_0 = vfmaq_f32(acc_1_0, a_reg_1, b_reg);
  acc_2_0 = vfmaq_f32(acc_2_0, a_reg_2, b_reg);
  acc_3_0 = vfmaq_f32(acc_3_0, a_reg_3, b_reg);
  acc_4_0 = vfmaq_f32(acc_4_0, a_reg_4, b_reg);
  float32x4_t b_reg_1;
  b_reg_1 = vld1q_f32(&B.data[B.strides[0] + 4 * ko]);
  acc_0_1 = vfmaq_f32(acc_0_1, a_reg_0, b_reg_1);
  acc_1_1 = vfmaq_f32(acc_1_1, a_reg_1, b_reg_1);
  acc_2_1 = vfmaq_f32(acc_2_1, a_reg_2, b_reg_1);
  acc_3_1 = vfmaq_f32(acc_3_1, a_reg_3, b_reg_1);
  acc_4_1 = vfmaq_f32(acc_4_1, a_reg_4, b_reg_1);
  float32x4_t b_reg_2;
  b_reg_2 = vld1q_f32(&B.data[(2) * (B.strides[0]) + 4 * ko]);
  acc_0_2 = vfmaq_f32(acc_0_2, a_reg_0, b_reg_2);
  acc_1_2 = vfmaq_f32(acc_1_2, a_reg_1, b_reg_2);
  acc_2_2 = vfmaq_f32(acc_2_2, a_reg_2, b_reg_2);
  acc_3_2 = vfmaq_f32(acc_3_2, a_reg_3, b_reg_2);
  acc_4_2 = vfmaq_f32(acc_4_2, a_reg_4, b_reg_2);
  float32x4_t b_reg_3;
  b_reg_3 = vld1q_f32(&B.data[(3) * (B.strides[0]) + 4 * ko]);
  acc_0_3 = vfmaq_f32(acc_0_3, a_reg_0, b_reg_3);
  acc_1_3 = vfmaq_f32(acc_1_3, a_reg_1, b_reg_3);
  acc_2_3 = vfmaq_f32(acc_2_3, a_reg_2, b_reg_3);
  acc_3_3 = vfmaq_f32(acc_3_3, a_reg_3, b_reg_3);
  acc_4_3 = vfmaq_f32(acc_4_3, a_reg_4, b_reg_3);
}
{ float exo_s[4]; vst1q_f32(exo_s, vpaddq_f32(vpaddq_f32(acc_0_0, acc_0_1), vpaddq_f32(acc_0_2, acc_0_3))); (&C.data[0])[0] += exo_s[0]; (&C.data[0])[1] += exo_s[1]; (&C.data[0])[2] += exo_s[2]; (&C.data[0])[3] += exo_s[3]; }
{ float exo_s[4]; vst1q_f32(exo_s, vpaddq_f32(vpaddq_f32(acc_1_0, acc_1_1), vpaddq_f32(acc_1_2, acc_1_3))); (&C.data[C.strides[0]])[0] += exo_s[0]; (&C.data[C.strides[0]])[1] += exo_s[1]; (&C.data[C.strides[0]])[2] += exo_s[2]; (&C.data[C.strides[0]])[3] += exo_s[3]; }
{ float exo_s[4]; vst1q_f32(exo_s, vpaddq_f32(vpaddq_f32(acc_2_0, acc_2_1), vpaddq_f32(acc_2_2, acc_2_3))); (&C.data[(2) * (C.strides[0])])[0] += exo_s[0]; (&C.data[(2) * (C.strides[0])])[1] += exo_s[1]; (&C.data[(2) * (C.strides[0])])[2] += exo_s[2]; (&C.data[(2) * (C.strides[0])])[3] += exo_s[3]; }
{ float exo_s[4]; vst1q_f32(exo_s, vpaddq_f32(vpaddq_f32(acc_3_0, acc_3_1), vpaddq_f32(acc_3_2, acc_3_3))); (&C.data[(3) * (C.strides[0])])[0] += exo_s[0]; (&C.data[(3) * (C.strides[0])])[1] += exo_s[1]; (&C.data[(3) * (C.strides[0])])[2] += exo_s[2]; (&C.data[(3) * (C.strides[0])])[3] += exo_s[3]; }
{ float exo_s[4]; vst1q_f32(exo_s, vpaddq_f32(vpaddq_f32(acc_4_0, acc_4_1), vpaddq_f32(acc_4_2, acc_4_3))); (&C.data[(4) * (C.strides[0])])[0] += exo_s[0]; (&C.data[(4) * (C.strides[0])])[1] += exo_s[1]; (&C.data[(4) * (C.strides[0])])[2] += exo_s[2]; (&C.data[(4) * (C.strides[0])])[3] += exo_s[3]; }
for (int_fast32_t ki = 0; ki < K % 4; ki++) {
  C.data[0] += A.data[ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[1] += A.data[ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[2] += A.data[ki + (K / 4) * 4] * B.data[2 * B.strides[0] + ki + (K / 4) * 4];
  C.data[3] += A.data[ki + (K / 4) * 4] * B.data[3 * B.strides[0] + ki + (K / 4) * 4];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[C.strides[0] + 1] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[C.strides[0] + 2] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[2 * B.strides[0] + ki + (K / 4) * 4];
  C.data[C.strides[0] + 3] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[3 * B.strides[0] + ki + (K / 4) * 4];
  C.data[2 * C.strides[0]] += A.data[2 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[2 * C.strides[0] + 1] += A.data[2 * A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[2 * C.strides[0] + 2] += A.data[2 * A.strides[0] + ki + (K / 4) * 4] * B.data[2 * B.strides[0] + ki + (K / 4) * 4];
  C.data[2 * C.strides[0] + 3] += A.data[2 * A.strides[0] + ki + (K / 4) * 4] * B.data[3 * B.strides[0] + ki + (K / 4) * 4];
  C.data[3 * C.strides[0]] += A.data[3 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[3 * C.strides[0] + 1] += A.data[3 * A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[3 * C.strides[0] + 2] += A.data[3 * A.strides[0] + ki + (K / 4) * 4] * B.data[2 * B.strides[0] + ki + (K / 4) * 4];
  C.data[3 * C.strides[0] + 3] += A.data[3 * A.strides[0] + ki + (K / 4) * 4] * B.data[3 * B.strides[0] + ki + (K / 4) * 4];
  C.data[4 * C.strides[0]] += A.data[4 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[4 * C.strides[0] + 1] += A.data[4 * A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[4 * C.strides[0] + 2] += A.data[4 * A.strides[0] + ki + (K / 4) * 4] * B.data[2 * B.strides[0] + ki + (K / 4) * 4];
  C.data[4 * C.strides[0] + 3] += A.data[4 * A.strides[0] + ki + (K / 4) * 4] * B.data[3 * B.strides[0] + ki + (K / 4) * 4];
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
float32x4_t acc_0_0;
float32x4_t acc_0_1;
float32x4_t acc_0_2;
float32x4_t acc_0_3;
float32x4_t acc_1_0;
float32x4_t acc_1_1;
float32x4_t acc_1_2;
float32x4_t acc_1_3;
float32x4_t acc_2_0;
float32x4_t acc_2_1;
float32x4_t acc_2_2;
float32x4_t acc_2_3;
float32x4_t acc_3_0;
float32x4_t acc_3_1;
float32x4_t acc_3_2;
float32x4_t acc_3_3;
float32x4_t acc_4_0;
float32x4_t acc_4_1;
float32x4_t acc_4_2;
float32x4_t acc_4_3;
acc_0_0 = vdupq_n_f32(0.0f);
acc_0_1 = vdupq_n_f32(0.0f);
acc_0_2 = vdupq_n_f32(0.0f);
acc_0_3 = vdupq_n_f32(0.0f);
acc_1_0 = vdupq_n_f32(0.0f);
acc_1_1 = vdupq_n_f32(0.0f);
acc_1_2 = vdupq_n_f32(0.0f);
acc_1_3 = vdupq_n_f32(0.0f);
acc_2_0 = vdupq_n_f32(0.0f);
acc_2_1 = vdupq_n_f32(0.0f);
acc_2_2 = vdupq_n_f32(0.0f);
acc_2_3 = vdupq_n_f32(0.0f);
acc_3_0 = vdupq_n_f32(0.0f);
acc_3_1 = vdupq_n_f32(0.0f);
acc_3_2 = vdupq_n_f32(0.0f);
acc_3_3 = vdupq_n_f32(0.0f);
acc_4_0 = vdupq_n_f32(0.0f);
acc_4_1 = vdupq_n_f32(0.0f);
acc_4_2 = vdupq_n_f32(0.0f);
acc_4_3 = vdupq_n_f32(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (4)); ko++) {
  float32x4_t a_reg_0;
  float32x4_t a_reg_1;
  float32x4_t a_reg_2;
  float32x4_t a_reg_3;
  float32x4_t a_reg_4;
  a_reg_0 = vld1q_f32(&A.data[4 * ko]);
  a_reg_1 = vld1q_f32(&A.data[A.strides[0] + 4 * ko]);
  a_reg_2 = vld1q_f32(&A.data[(2) * (A.strides[0]) + 4 * ko]);
  a_reg_3 = vld1q_f32(&A.data[(3) * (A.strides[0]) + 4 * ko]);
  a_reg_4 = vld1q_f32(&A.data[(4) * (A.strides[0]) + 4 * ko]);
  float32x4_t b_reg;
  b_reg = vld1q_f32(&B.data[4 * ko]);
  acc_0_0 = vfmaq_f32(acc_0_0, a_reg_0, b_reg);
  acc_1_0 = vfmaq_f32(acc_1_0, a_reg_1, b_reg);
  acc_2_0 = vfmaq_f32(acc_2_0, a_reg_2, b_reg);
  acc_3_0 = vfmaq_f32(acc_3_0, a_reg_3, b_reg);
  acc_4_0 = vfmaq_f32(acc_4_0, a_reg_4, b_reg);
  float32x4_t b_reg_1;
  b_reg_1 = vld1q_f32(&B.data[B.strides[0] + 4 * ko]);
  acc_0_1 = vfmaq_f32(acc_0_1, a_reg_0, b_reg_1);
  acc_1_1 = vfmaq_f32(acc_1_1, a_reg_1, b_reg_1);
  acc_2_1 = vfmaq_f32(acc_2_1, a_reg_2, b_reg_1);
  acc_3_1 = vfmaq_f32(acc_3_1, a_reg_3, b_reg_1);
  acc_4_1 = vfmaq_f32(acc_4_1, a_reg_4, b_reg_1);
  float32x4_t b_reg_2;
  b_reg_2 = vld1q_f32(&B.data[(2) * (B.strides[0]) + 4 * ko]);
  acc_0_2 = vfmaq_f32(acc_0_2, a_reg_0, b_reg_2);
  acc_1_2 = vfmaq_f32(acc_1_2, a_reg_1, b_reg_2);
  acc_2_2 = vfmaq_f32(acc_2_2, a_reg_2, b_reg_2);
  acc_3_2 = vfmaq_f32(acc_3_2, a_reg_3, b_reg_2);
  acc_4_2 = vfmaq_f32(acc_4_2, a_reg_4, b_reg_2);
  float32x4_t b_reg_3;
  b_reg_3 = vld1q_f32(&B.data[(3) * (B.strides[0]) + 4 * ko]);
  acc_0_3 = vfmaq_f32(acc_0_3, a_reg_0, b_reg_3);
  acc_1_3 = vfmaq_f32(acc_1_3, a_reg_1, b_reg_3);
  acc_2_3 = vfmaq_f32(acc_2_3, a_reg_2, b_reg_3);
  acc_3_3 = vfmaq_f32(acc_3_3, a_reg_3, b_reg_3);
  acc_4_3 = vfmaq_f32(acc_4_3, a_reg_4, b_reg_3);
}
{ float exo_s[4]; vst1q_f32(exo_s, vpaddq_f32(vpaddq_f32(acc_0_0, acc_0_1), vpaddq_f32(acc_0_2, acc_0_3))); (&C.data[0])[0] += exo_s[0]; (&C.data[0])[1] += exo_s[1]; (&C.data[0])[2] += exo_s[2]; (&C.data[0])[3] += exo_s[3]; }
{ float exo_s[4]; vst1q_f32(exo_s, vpaddq_f32(vpaddq_f32(acc_1_0, acc_1_1), vpaddq_f32(acc_1_2, acc_1_3))); (&C.data[C.strides[0]])[0] += exo_s[0]; (&C.data[C.strides[0]])[1] += exo_s[1]; (&C.data[C.strides[0]])[2] += exo_s[2]; (&C.data[C.strides[0]])[3] += exo_s[3]; }
{ float exo_s[4]; vst1q_f32(exo_s, vpaddq_f32(vpaddq_f32(acc_2_0, acc_2_1), vpaddq_f32(acc_2_2, acc_2_3))); (&C.data[(2) * (C.strides[0])])[0] += exo_s[0]; (&C.data[(2) * (C.strides[0])])[1] += exo_s[1]; (&C.data[(2) * (C.strides[0])])[2] += exo_s[2]; (&C.data[(2) * (C.strides[0])])[3] += exo_s[3]; }
{ float exo_s[4]; vst1q_f32(exo_s, vpaddq_f32(vpaddq_f32(acc_3_0, acc_3_1), vpaddq_f32(acc_3_2, acc_3_3))); (&C.data[(3) * (C.strides[0])])[0] += exo_s[0]; (&C.data[(3) * (C.strides[0])])[1] += exo_s[1]; (&C.data[(3) * (C.strides[0])])[2] += exo_s[2]; (&C.data[(3) * (C.strides[0])])[3] += exo_s[3]; }
{ float exo_s[4]; vst1q_f32(exo_s, vpaddq_f32(vpaddq_f32(acc_4_0, acc_4_1), vpaddq_f32(acc_4_2, acc_4_3))); (&C.data[(4) * (C.strides[0])])[0] += exo_s[0]; (&C.data[(4) * (C.strides[0])])[1] += exo_s[1]; (&C.data[(4) * (C.strides[0])])[2] += exo_s[2]; (&C.data[(4) * (C.strides[0])])[3] += exo_s[3]; }
for (int_fast32_t ki = 0; ki < K % 4; ki++) {
  C.data[0] += A.data[ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[1] += A.data[ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[2] += A.data[ki + (K / 4) * 4] * B.data[2 * B.strides[0] + ki + (K / 4) * 4];
  C.data[3] += A.data[ki + (K / 4) * 4] * B.data[3 * B.strides[0] + ki + (K / 4) * 4];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[C.strides[0] + 1] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[C.strides[0] + 2] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[2 * B.strides[0] + ki + (K / 4) * 4];
  C.data[C.strides[0] + 3] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[3 * B.strides[0] + ki + (K / 4) * 4];
  C.data[2 * C.strides[0]] += A.data[2 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[2 * C.strides[0] + 1] += A.data[2 * A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[2 * C.strides[0] + 2] += A.data[2 * A.strides[0] + ki + (K / 4) * 4] * B.data[2 * B.strides[0] + ki + (K / 4) * 4];
  C.data[2 * C.strides[0] + 3] += A.data[2 * A.strides[0] + ki + (K / 4) * 4] * B.data[3 * B.strides[0] + ki + (K / 4) * 4];
  C.data[3 * C.strides[0]] += A.data[3 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[3 * C.strides[0] + 1] += A.data[3 * A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[3 * C.strides[0] + 2] += A.data[3 * A.strides[0] + ki + (K / 4) * 4] * B.data[2 * B.strides[0] + ki + (K / 4) * 4];
  C.data[3 * C.strides[0] + 3] += A.data[3 * A.strides[0] + ki + (K / 4) * 4] * B.data[3 * B.strides[0] + ki + (K / 4) * 4];
  C.data[4 * C.strides[0]] += A.data[4 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[4 * C.strides[0] + 1] += A.data[4 * A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[4 * C.strides[0] + 2] += A.data[4 * A.strides[0] + ki + (K / 4) * 4] * B.data[2 * B.strides[0] + ki + (K / 4) * 4];
  C.data[4 * C.strides[0] + 3] += A.data[4 * A.strides[0] + ki + (K / 4) * 4] * B.data[3 * B.strides[0] + ki + (K / 4) * 4];
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
float32x4_t acc_0_0;
float32x4_t acc_1_0;
float32x4_t acc_2_0;
float32x4_t acc_3_0;
float32x4_t acc_4_0;
float32x4_t acc_5_0;
acc_0_0 = vdupq_n_f32(0.0f);
acc_1_0 = vdupq_n_f32(0.0f);
acc_2_0 = vdupq_n_f32(0.0f);
acc_3_0 = vdupq_n_f32(0.0f);
acc_4_0 = vdupq_n_f32(0.0f);
acc_5_0 = vdupq_n_f32(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (4)); ko++) {
  { for (int exo_r = 1; exo_r < 2; exo_r++) __builtin_prefetch(&B.data[4 * ko] + (size_t)exo_r * (((struct exo_win_2f32c){ &B.data[4 * ko], { B.strides[0], 1 } })).strides[0], 0, 1); }
  float32x4_t a_reg_0;
  float32x4_t a_reg_1;
  float32x4_t a_reg_2;
  float32x4_t a_reg_3;
  float32x4_t a_reg_4;
  float32x4_t a_reg_5;
  a_reg_0 = vld1q_f32(&A.data[4 * ko]);
  a_reg_1 = vld1q_f32(&A.data[A.strides[0] + 4 * ko]);
  a_reg_2 = vld1q_f32(&A.data[(2) * (A.strides[0]) + 4 * ko]);
  a_reg_3 = vld1q_f32(&A.data[(3) * (A.strides[0]) + 4 * ko]);
  a_reg_4 = vld1q_f32(&A.data[(4) * (A.strides[0]) + 4 * ko]);
  a_reg_5 = vld1q_f32(&A.data[(5) * (A.strides[0]) + 4 * ko]);
  float32x4_t b_reg;
  b_reg = vld1q_f32(&B.data[4 * ko]);
  acc_0_0 = vfmaq_f32(acc_0_0, a_reg_0, b_reg);
  acc_1_0 = vfmaq_f32(acc_1_0, a_reg_1, b_reg);
  acc_2_0 = vfmaq_f32(acc_2_0, a_reg_2, b_reg);
  acc_3_0 = vfmaq_f32(acc_3_0, a_reg_3, b_reg);
  acc_4_0 = vfmaq_f32(acc_4_0, a_reg_4, b_reg);
  acc_5_0 = vfmaq_f32(acc_5_0, a_reg_5, b_reg);
}
C.data[0] += vaddvq_f32(acc_0_0);
C.data[C.strides[0]] += vaddvq_f32(acc_1_0);
C.data[(2) * (C.strides[0])] += vaddvq_f32(acc_2_0);
C.data[(3) * (C.strides[0])] += vaddvq_f32(acc_3_0);
C.data[(4) * (C.strides[0])] += vaddvq_f32(acc_4_0);
C.data[(5) * (C.strides[0])] += vaddvq_f32(acc_5_0);
for (int_fast32_t ki = 0; ki < K % 4; ki++) {
  C.data[0] += A.data[ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[2 * C.strides[0]] += A.data[2 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[3 * C.strides[0]] += A.data[3 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[4 * C.strides[0]] += A.data[4 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[5 * C.strides[0]] += A.data[5 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
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
float32x4_t acc_0_0;
float32x4_t acc_1_0;
float32x4_t acc_2_0;
float32x4_t acc_3_0;
float32x4_t acc_4_0;
float32x4_t acc_5_0;
acc_0_0 = vdupq_n_f32(0.0f);
acc_1_0 = vdupq_n_f32(0.0f);
acc_2_0 = vdupq_n_f32(0.0f);
acc_3_0 = vdupq_n_f32(0.0f);
acc_4_0 = vdupq_n_f32(0.0f);
acc_5_0 = vdupq_n_f32(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (4)); ko++) {
  float32x4_t a_reg_0;
  float32x4_t a_reg_1;
  float32x4_t a_reg_2;
  float32x4_t a_reg_3;
  float32x4_t a_reg_4;
  float32x4_t a_reg_5;
  a_reg_0 = vld1q_f32(&A.data[4 * ko]);
  a_reg_1 = vld1q_f32(&A.data[A.strides[0] + 4 * ko]);
  a_reg_2 = vld1q_f32(&A.data[(2) * (A.strides[0]) + 4 * ko]);
  a_reg_3 = vld1q_f32(&A.data[(3) * (A.strides[0]) + 4 * ko]);
  a_reg_4 = vld1q_f32(&A.data[(4) * (A.strides[0]) + 4 * ko]);
  a_reg_5 = vld1q_f32(&A.data[(5) * (A.strides[0]) + 4 * ko]);
  float32x4_t b_reg;
  b_reg = vld1q_f32(&B.data[4 * ko]);
  acc_0_0 = vfmaq_f32(acc_0_0, a_reg_0, b_reg);
  acc_1_0 = vfmaq_f32(acc_1_0, a_reg_1, b_reg);
  acc_2_0 = vfmaq_f32(acc_2_0, a_reg_2, b_reg);
  acc_3_0 = vfmaq_f32(acc_3_0, a_reg_3, b_reg);
  acc_4_0 = vfmaq_f32(acc_4_0, a_reg_4, b_reg);
  acc_5_0 = vfmaq_f32(acc_5_0, a_reg_5, b_reg);
}
C.data[0] += vaddvq_f32(acc_0_0);
C.data[C.strides[0]] += vaddvq_f32(acc_1_0);
C.data[(2) * (C.strides[0])] += vaddvq_f32(acc_2_0);
C.data[(3) * (C.strides[0])] += vaddvq_f32(acc_3_0);
C.data[(4) * (C.strides[0])] += vaddvq_f32(acc_4_0);
C.data[(5) * (C.strides[0])] += vaddvq_f32(acc_5_0);
for (int_fast32_t ki = 0; ki < K % 4; ki++) {
  C.data[0] += A.data[ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[2 * C.strides[0]] += A.data[2 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[3 * C.strides[0]] += A.data[3 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[4 * C.strides[0]] += A.data[4 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[5 * C.strides[0]] += A.data[5 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
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
float32x4_t acc_0_0;
float32x4_t acc_0_1;
float32x4_t acc_1_0;
float32x4_t acc_1_1;
float32x4_t acc_2_0;
float32x4_t acc_2_1;
float32x4_t acc_3_0;
float32x4_t acc_3_1;
float32x4_t acc_4_0;
float32x4_t acc_4_1;
float32x4_t acc_5_0;
float32x4_t acc_5_1;
acc_0_0 = vdupq_n_f32(0.0f);
acc_0_1 = vdupq_n_f32(0.0f);
acc_1_0 = vdupq_n_f32(0.0f);
acc_1_1 = vdupq_n_f32(0.0f);
acc_2_0 = vdupq_n_f32(0.0f);
acc_2_1 = vdupq_n_f32(0.0f);
acc_3_0 = vdupq_n_f32(0.0f);
acc_3_1 = vdupq_n_f32(0.0f);
acc_4_0 = vdupq_n_f32(0.0f);
acc_4_1 = vdupq_n_f32(0.0f);
acc_5_0 = vdupq_n_f32(0.0f);
acc_5_1 = vdupq_n_f32(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (4)); ko++) {
  { for (int exo_r = 2; exo_r < 4; exo_r++) __builtin_prefetch(&B.data[4 * ko] + (size_t)exo_r * (((struct exo_win_2f32c){ &B.data[4 * ko], { B.strides[0], 1 } })).strides[0], 0, 1); }
  float32x4_t a_reg_0;
  float32x4_t a_reg_1;
  float32x4_t a_reg_2;
  float32x4_t a_reg_3;
  float32x4_t a_reg_4;
  float32x4_t a_reg_5;
  a_reg_0 = vld1q_f32(&A.data[4 * ko]);
  a_reg_1 = vld1q_f32(&A.data[A.strides[0] + 4 * ko]);
  a_reg_2 = vld1q_f32(&A.data[(2) * (A.strides[0]) + 4 * ko]);
  a_reg_3 = vld1q_f32(&A.data[(3) * (A.strides[0]) + 4 * ko]);
  a_reg_4 = vld1q_f32(&A.data[(4) * (A.strides[0]) + 4 * ko]);
  a_reg_5 = vld1q_f32(&A.data[(5) * (A.strides[0]) + 4 * ko]);
  float32x4_t b_reg;
  b_reg = vld1q_f32(&B.data[4 * ko]);
  acc_0_0 = vfmaq_f32(acc_0_0, a_reg_0, b_reg);
  acc_1_0 = vfmaq_f32(acc_1_0, a_reg_1, b_reg);
  acc_2_0 = vfmaq_f32(acc_2_0, a_reg_2, b_reg);
  acc_3_0 = vfmaq_f32(acc_3_0, a_reg_3, b_reg);
  acc_4_0 = vfmaq_f32(acc_4_0, a_reg_4, b_reg);
  acc_5_0 = vfmaq_f32(acc_5_0, a_reg_5, b_reg);
  float32x4_t b_reg_1;
  b_reg_1 = vld1q_f32(&B.data[B.strides[0] + 4 * ko]);
  acc_0_1 = vfmaq_f32(acc_0_1, a_reg_0, b_reg_1);
  acc_1_1 = vfmaq_f32(acc_1_1, a_reg_1, b_reg_1);
  acc_2_1 = vfmaq_f32(acc_2_1, a_reg_2, b_reg_1);
  acc_3_1 = vfmaq_f32(acc_3_1, a_reg_3, b_reg_1);
  acc_4_1 = vfmaq_f32(acc_4_1, a_reg_4, b_reg_1);
  acc_5_1 = vfmaq_f32(acc_5_1, a_reg_5, b_reg_1);
}
{ float exo_s[4]; vst1q_f32(exo_s, vpaddq_f32(vpaddq_f32(acc_0_0, acc_0_1), vpaddq_f32(acc_1_0, acc_1_1))); (&C.data[0])[0] += exo_s[0]; (&C.data[0])[1] += exo_s[1]; (&C.data[0])[1 * ((struct exo_win_2f32){ &C.data[0], { C.strides[0], 1 } }).strides[0] + 0] += exo_s[2]; (&C.data[0])[1 * ((struct exo_win_2f32){ &C.data[0], { C.strides[0], 1 } }).strides[0] + 1] += exo_s[3]; }
{ float exo_s[4]; vst1q_f32(exo_s, vpaddq_f32(vpaddq_f32(acc_2_0, acc_2_1), vpaddq_f32(acc_3_0, acc_3_1))); (&C.data[(2) * (C.strides[0])])[0] += exo_s[0]; (&C.data[(2) * (C.strides[0])])[1] += exo_s[1]; (&C.data[(2) * (C.strides[0])])[1 * ((struct exo_win_2f32){ &C.data[(2) * (C.strides[0])], { C.strides[0], 1 } }).strides[0] + 0] += exo_s[2]; (&C.data[(2) * (C.strides[0])])[1 * ((struct exo_win_2f32){ &C.data[(2) * (C.strides[0])], { C.strides[0], 1 } }).strides[0] + 1] += exo_s[3]; }
{ float exo_s[4]; vst1q_f32(exo_s, vpaddq_f32(vpaddq_f32(acc_4_0, acc_4_1), vpaddq_f32(acc_5_0, acc_5_1))); (&C.data[(4) * (C.strides[0])])[0] += exo_s[0]; (&C.data[(4) * (C.strides[0])])[1] += exo_s[1]; (&C.data[(4) * (C.strides[0])])[1 * ((struct exo_win_2f32){ &C.data[(4) * (C.strides[0])], { C.strides[0], 1 } }).strides[0] + 0] += exo_s[2]; (&C.data[(4) * (C.strides[0])])[1 * ((struct exo_win_2f32){ &C.data[(4) * (C.strides[0])], { C.strides[0], 1 } }).strides[0] + 1] += exo_s[3]; }
for (int_fast32_t ki = 0; ki < K % 4; ki++) {
  C.data[0] += A.data[ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[1] += A.data[ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[C.strides[0] + 1] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[2 * C.strides[0]] += A.data[2 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[2 * C.strides[0] + 1] += A.data[2 * A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[3 * C.strides[0]] += A.data[3 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[3 * C.strides[0] + 1] += A.data[3 * A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[4 * C.strides[0]] += A.data[4 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[4 * C.strides[0] + 1] += A.data[4 * A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[5 * C.strides[0]] += A.data[5 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[5 * C.strides[0] + 1] += A.data[5 * A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
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
float32x4_t acc_0_0;
float32x4_t acc_0_1;
float32x4_t acc_1_0;
float32x4_t acc_1_1;
float32x4_t acc_2_0;
float32x4_t acc_2_1;
float32x4_t acc_3_0;
float32x4_t acc_3_1;
float32x4_t acc_4_0;
float32x4_t acc_4_1;
float32x4_t acc_5_0;
float32x4_t acc_5_1;
acc_0_0 = vdupq_n_f32(0.0f);
acc_0_1 = vdupq_n_f32(0.0f);
acc_1_0 = vdupq_n_f32(0.0f);
acc_1_1 = vdupq_n_f32(0.0f);
acc_2_0 = vdupq_n_f32(0.0f);
acc_2_1 = vdupq_n_f32(0.0f);
acc_3_0 = vdupq_n_f32(0.0f);
acc_3_1 = vdupq_n_f32(0.0f);
acc_4_0 = vdupq_n_f32(0.0f);
acc_4_1 = vdupq_n_f32(0.0f);
acc_5_0 = vdupq_n_f32(0.0f);
acc_5_1 = vdupq_n_f32(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (4)); ko++) {
  float32x4_t a_reg_0;
  float32x4_t a_reg_1;
  float32x4_t a_reg_2;
  float32x4_t a_reg_3;
  float32x4_t a_reg_4;
  float32x4_t a_reg_5;
  a_reg_0 = vld1q_f32(&A.data[4 * ko]);
  a_reg_1 = vld1q_f32(&A.data[A.strides[0] + 4 * ko]);
  a_reg_2 = vld1q_f32(&A.data[(2) * (A.strides[0]) + 4 * ko]);
  a_reg_3 = vld1q_f32(&A.data[(3) * (A.strides[0]) + 4 * ko]);
  a_reg_4 = vld1q_f32(&A.data[(4) * (A.strides[0]) + 4 * ko]);
  a_reg_5 = vld1q_f32(&A.data[(5) * (A.strides[0]) + 4 * ko]);
  float32x4_t b_reg;
  b_reg = vld1q_f32(&B.data[4 * ko]);
  acc_0_0 = vfmaq_f32(acc_0_0, a_reg_0, b_reg);
  acc_1_0 = vfmaq_f32(acc_1_0, a_reg_1, b_reg);
  acc_2_0 = vfmaq_f32(acc_2_0, a_reg_2, b_reg);
  acc_3_0 = vfmaq_f32(acc_3_0, a_reg_3, b_reg);
  acc_4_0 = vfmaq_f32(acc_4_0, a_reg_4, b_reg);
  acc_5_0 = vfmaq_f32(acc_5_0, a_reg_5, b_reg);
  float32x4_t b_reg_1;
  b_reg_1 = vld1q_f32(&B.data[B.strides[0] + 4 * ko]);
  acc_0_1 = vfmaq_f32(acc_0_1, a_reg_0, b_reg_1);
  acc_1_1 = vfmaq_f32(acc_1_1, a_reg_1, b_reg_1);
  acc_2_1 = vfmaq_f32(acc_2_1, a_reg_2, b_reg_1);
  acc_3_1 = vfmaq_f32(acc_3_1, a_reg_3, b_reg_1);
  acc_4_1 = vfmaq_f32(acc_4_1, a_reg_4, b_reg_1);
  acc_5_1 = vfmaq_f32(acc_5_1, a_reg_5, b_reg_1);
}
{ float exo_s[4]; vst1q_f32(exo_s, vpaddq_f32(vpaddq_f32(acc_0_0, acc_0_1), vpaddq_f32(acc_1_0, acc_1_1))); (&C.data[0])[0] += exo_s[0]; (&C.data[0])[1] += exo_s[1]; (&C.data[0])[1 * ((struct exo_win_2f32){ &C.data[0], { C.strides[0], 1 } }).strides[0] + 0] += exo_s[2]; (&C.data[0])[1 * ((struct exo_win_2f32){ &C.data[0], { C.strides[0], 1 } }).strides[0] + 1] += exo_s[3]; }
{ float exo_s[4]; vst1q_f32(exo_s, vpaddq_f32(vpaddq_f32(acc_2_0, acc_2_1), vpaddq_f32(acc_3_0, acc_3_1))); (&C.data[(2) * (C.strides[0])])[0] += exo_s[0]; (&C.data[(2) * (C.strides[0])])[1] += exo_s[1]; (&C.data[(2) * (C.strides[0])])[1 * ((struct exo_win_2f32){ &C.data[(2) * (C.strides[0])], { C.strides[0], 1 } }).strides[0] + 0] += exo_s[2]; (&C.data[(2) * (C.strides[0])])[1 * ((struct exo_win_2f32){ &C.data[(2) * (C.strides[0])], { C.strides[0], 1 } }).strides[0] + 1] += exo_s[3]; }
{ float exo_s[4]; vst1q_f32(exo_s, vpaddq_f32(vpaddq_f32(acc_4_0, acc_4_1), vpaddq_f32(acc_5_0, acc_5_1))); (&C.data[(4) * (C.strides[0])])[0] += exo_s[0]; (&C.data[(4) * (C.strides[0])])[1] += exo_s[1]; (&C.data[(4) * (C.strides[0])])[1 * ((struct exo_win_2f32){ &C.data[(4) * (C.strides[0])], { C.strides[0], 1 } }).strides[0] + 0] += exo_s[2]; (&C.data[(4) * (C.strides[0])])[1 * ((struct exo_win_2f32){ &C.data[(4) * (C.strides[0])], { C.strides[0], 1 } }).strides[0] + 1] += exo_s[3]; }
for (int_fast32_t ki = 0; ki < K % 4; ki++) {
  C.data[0] += A.data[ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[1] += A.data[ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[C.strides[0] + 1] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[2 * C.strides[0]] += A.data[2 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[2 * C.strides[0] + 1] += A.data[2 * A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[3 * C.strides[0]] += A.data[3 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[3 * C.strides[0] + 1] += A.data[3 * A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[4 * C.strides[0]] += A.data[4 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[4 * C.strides[0] + 1] += A.data[4 * A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[5 * C.strides[0]] += A.data[5 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[5 * C.strides[0] + 1] += A.data[5 * A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
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
float32x4_t acc_0_0;
float32x4_t acc_0_1;
float32x4_t acc_0_2;
float32x4_t acc_1_0;
float32x4_t acc_1_1;
float32x4_t acc_1_2;
float32x4_t acc_2_0;
float32x4_t acc_2_1;
float32x4_t acc_2_2;
float32x4_t acc_3_0;
float32x4_t acc_3_1;
float32x4_t acc_3_2;
float32x4_t acc_4_0;
float32x4_t acc_4_1;
float32x4_t acc_4_2;
float32x4_t acc_5_0;
float32x4_t acc_5_1;
float32x4_t acc_5_2;
acc_0_0 = vdupq_n_f32(0.0f);
acc_0_1 = vdupq_n_f32(0.0f);
acc_0_2 = vdupq_n_f32(0.0f);
acc_1_0 = vdupq_n_f32(0.0f);
acc_1_1 = vdupq_n_f32(0.0f);
acc_1_2 = vdupq_n_f32(0.0f);
acc_2_0 = vdupq_n_f32(0.0f);
acc_2_1 = vdupq_n_f32(0.0f);
acc_2_2 = vdupq_n_f32(0.0f);
acc_3_0 = vdupq_n_f32(0.0f);
acc_3_1 = vdupq_n_f32(0.0f);
acc_3_2 = vdupq_n_f32(0.0f);
acc_4_0 = vdupq_n_f32(0.0f);
acc_4_1 = vdupq_n_f32(0.0f);
acc_4_2 = vdupq_n_f32(0.0f);
acc_5_0 = vdupq_n_f32(0.0f);
acc_5_1 = vdupq_n_f32(0.0f);
acc_5_2 = vdupq_n_f32(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (4)); ko++) {
  { for (int exo_r = 3; exo_r < 6; exo_r++) __builtin_prefetch(&B.data[4 * ko] + (size_t)exo_r * (((struct exo_win_2f32c){ &B.data[4 * ko], { B.strides[0], 1 } })).strides[0], 0, 1); }
  float32x4_t a_reg_0;
  float32x4_t a_reg_1;
  float32x4_t a_reg_2;
  float32x4_t a_reg_3;
  float32x4_t a_reg_4;
  float32x4_t a_reg_5;
  a_reg_0 = vld1q_f32(&A.data[4 * ko]);
  a_reg_1 = vld1q_f32(&A.data[A.strides[0] + 4 * ko]);
  a_reg_2 = vld1q_f32(&A.data[(2) * (A.strides[0]) + 4 * ko]);
  a_reg_3 = vld1q_f32(&A.data[(3) * (A.strides[0]) + 4 * ko]);
  a_reg_4 = vld1q_f32(&A.data[(4) * (A.strides[0]) + 4 * ko]);
  a_reg_5 = vld1q_f32(&A.data[(5) * (A.strides[0]) + 4 * ko]);
  float32x4_t b_reg;
  b_reg = vld1q_f32(&B.data[4 * ko]);
  acc_0_0 = vfmaq_f32(acc_0_0, a_reg_0, b_reg);
  acc_1_0 = vfmaq_f32(acc_1_0, a_reg_1, b_reg);
  acc_2_0 = vfmaq_f32(acc_2_0, a_reg_2, b_reg);
  acc_3_0 = vfmaq_f32(acc_3_0, a_reg_3, b_reg);
  acc_4_0 = vfmaq_f32(acc_4_0, a_reg_4, b_reg);
  acc_5_0 = vfmaq_f32(acc_5_0, a_reg_5, b_reg);
  float32x4_t b_reg_1;
  b_reg_1 = vld1q_f32(&B.data[B.strides[0] + 4 * ko]);
  acc_0_1 = vfmaq_f32(acc_0_1, a_reg_0, b_reg_1);
  acc_1_1 = vfmaq_f32(acc_1_1, a_reg_1, b_reg_1);
  acc_2_1 = vfmaq_f32(acc_2_1, a_reg_2, b_reg_1);
  acc_3_1 = vfmaq_f32(acc_3_1, a_reg_3, b_reg_1);
  acc_4_1 = vfmaq_f32(acc_4_1, a_reg_4, b_reg_1);
  acc_5_1 = vfmaq_f32(acc_5_1, a_reg_5, b_reg_1);
  float32x4_t b_reg_2;
  b_reg_2 = vld1q_f32(&B.data[(2) * (B.strides[0]) + 4 * ko]);
  acc_0_2 = vfmaq_f32(acc_0_2, a_reg_0, b_reg_2);
  acc_1_2 = vfmaq_f32(acc_1_2, a_reg_1, b_reg_2);
  acc_2_2 = vfmaq_f32(acc_2_2, a_reg_2, b_reg_2);
  acc_3_2 = vfmaq_f32(acc_3_2, a_reg_3, b_reg_2);
  acc_4_2 = vfmaq_f32(acc_4_2, a_reg_4, b_reg_2);
  acc_5_2 = vfmaq_f32(acc_5_2, a_reg_5, b_reg_2);
}
C.data[0] += vaddvq_f32(acc_0_0);
C.data[1] += vaddvq_f32(acc_0_1);
C.data[2] += vaddvq_f32(acc_0_2);
C.data[C.strides[0]] += vaddvq_f32(acc_1_0);
C.data[C.strides[0] + 1] += vaddvq_f32(acc_1_1);
C.data[C.strides[0] + 2] += vaddvq_f32(acc_1_2);
C.data[(2) * (C.strides[0])] += vaddvq_f32(acc_2_0);
C.data[(2) * (C.strides[0]) + 1] += vaddvq_f32(acc_2_1);
C.data[(2) * (C.strides[0]) + 2] += vaddvq_f32(acc_2_2);
C.data[(3) * (C.strides[0])] += vaddvq_f32(acc_3_0);
C.data[(3) * (C.strides[0]) + 1] += vaddvq_f32(acc_3_1);
C.data[(3) * (C.strides[0]) + 2] += vaddvq_f32(acc_3_2);
C.data[(4) * (C.strides[0])] += vaddvq_f32(acc_4_0);
C.data[(4) * (C.strides[0]) + 1] += vaddvq_f32(acc_4_1);
C.data[(4) * (C.strides[0]) + 2] += vaddvq_f32(acc_4_2);
C.data[(5) * (C.strides[0])] += vaddvq_f32(acc_5_0);
C.data[(5) * (C.strides[0]) + 1] += vaddvq_f32(acc_5_1);
C.data[(5) * (C.strides[0]) + 2] += vaddvq_f32(acc_5_2);
for (int_fast32_t ki = 0; ki < K % 4; ki++) {
  C.data[0] += A.data[ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[1] += A.data[ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[2] += A.data[ki + (K / 4) * 4] * B.data[2 * B.strides[0] + ki + (K / 4) * 4];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[C.strides[0] + 1] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[C.strides[0] + 2] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[2 * B.strides[0] + ki + (K / 4) * 4];
  C.data[2 * C.strides[0]] += A.data[2 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[2 * C.strides[0] + 1] += A.data[2 * A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[2 * C.strides[0] + 2] += A.data[2 * A.strides[0] + ki + (K / 4) * 4] * B.data[2 * B.strides[0] + ki + (K / 4) * 4];
  C.data[3 * C.strides[0]] += A.data[3 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[3 * C.strides[0] + 1] += A.data[3 * A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[3 * C.strides[0] + 2] += A.data[3 * A.strides[0] + ki + (K / 4) * 4] * B.data[2 * B.strides[0] + ki + (K / 4) * 4];
  C.data[4 * C.strides[0]] += A.data[4 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[4 * C.strides[0] + 1] += A.data[4 * A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[4 * C.strides[0] + 2] += A.data[4 * A.strides[0] + ki + (K / 4) * 4] * B.data[2 * B.strides[0] + ki + (K / 4) * 4];
  C.data[5 * C.strides[0]] += A.data[5 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[5 * C.strides[0] + 1] += A.data[5 * A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[5 * C.strides[0] + 2] += A.data[5 * A.strides[0] + ki + (K / 4) * 4] * B.data[2 * B.strides[0] + ki + (K / 4) * 4];
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
float32x4_t acc_0_0;
float32x4_t acc_0_1;
float32x4_t acc_0_2;
float32x4_t acc_1_0;
float32x4_t acc_1_1;
float32x4_t acc_1_2;
float32x4_t acc_2_0;
float32x4_t acc_2_1;
float32x4_t acc_2_2;
float32x4_t acc_3_0;
float32x4_t acc_3_1;
float32x4_t acc_3_2;
float32x4_t acc_4_0;
float32x4_t acc_4_1;
float32x4_t acc_4_2;
float32x4_t acc_5_0;
float32x4_t acc_5_1;
float32x4_t acc_5_2;
acc_0_0 = vdupq_n_f32(0.0f);
acc_0_1 = vdupq_n_f32(0.0f);
acc_0_2 = vdupq_n_f32(0.0f);
acc_1_0 = vdupq_n_f32(0.0f);
acc_1_1 = vdupq_n_f32(0.0f);
acc_1_2 = vdupq_n_f32(0.0f);
acc_2_0 = vdupq_n_f32(0.0f);
acc_2_1 = vdupq_n_f32(0.0f);
acc_2_2 = vdupq_n_f32(0.0f);
acc_3_0 = vdupq_n_f32(0.0f);
acc_3_1 = vdupq_n_f32(0.0f);
acc_3_2 = vdupq_n_f32(0.0f);
acc_4_0 = vdupq_n_f32(0.0f);
acc_4_1 = vdupq_n_f32(0.0f);
acc_4_2 = vdupq_n_f32(0.0f);
acc_5_0 = vdupq_n_f32(0.0f);
acc_5_1 = vdupq_n_f32(0.0f);
acc_5_2 = vdupq_n_f32(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (4)); ko++) {
  float32x4_t a_reg_0;
  float32x4_t a_reg_1;
  float32x4_t a_reg_2;
  float32x4_t a_reg_3;
  float32x4_t a_reg_4;
  float32x4_t a_reg_5;
  a_reg_0 = vld1q_f32(&A.data[4 * ko]);
  a_reg_1 = vld1q_f32(&A.data[A.strides[0] + 4 * ko]);
  a_reg_2 = vld1q_f32(&A.data[(2) * (A.strides[0]) + 4 * ko]);
  a_reg_3 = vld1q_f32(&A.data[(3) * (A.strides[0]) + 4 * ko]);
  a_reg_4 = vld1q_f32(&A.data[(4) * (A.strides[0]) + 4 * ko]);
  a_reg_5 = vld1q_f32(&A.data[(5) * (A.strides[0]) + 4 * ko]);
  float32x4_t b_reg;
  b_reg = vld1q_f32(&B.data[4 * ko]);
  acc_0_0 = vfmaq_f32(acc_0_0, a_reg_0, b_reg);
  acc_1_0 = vfmaq_f32(acc_1_0, a_reg_1, b_reg);
  acc_2_0 = vfmaq_f32(acc_2_0, a_reg_2, b_reg);
  acc_3_0 = vfmaq_f32(acc_3_0, a_reg_3, b_reg);
  acc_4_0 = vfmaq_f32(acc_4_0, a_reg_4, b_reg);
  acc_5_0 = vfmaq_f32(acc_5_0, a_reg_5, b_reg);
  float32x4_t b_reg_1;
  b_reg_1 = vld1q_f32(&B.data[B.strides[0] + 4 * ko]);
  acc_0_1 = vfmaq_f32(acc_0_1, a_reg_0, b_reg_1);
  acc_1_1 = vfmaq_f32(acc_1_1, a_reg_1, b_reg_1);
  acc_2_1 = vfmaq_f32(acc_2_1, a_reg_2, b_reg_1);
  acc_3_1 = vfmaq_f32(acc_3_1, a_reg_3, b_reg_1);
  acc_4_1 = vfmaq_f32(acc_4_1, a_reg_4, b_reg_1);
  acc_5_1 = vfmaq_f32(acc_5_1, a_reg_5, b_reg_1);
  float32x4_t b_reg_2;
  b_reg_2 = vld1q_f32(&B.data[(2) * (B.strides[0]) + 4 * ko]);
  acc_0_2 = vfmaq_f32(acc_0_2, a_reg_0, b_reg_2);
  acc_1_2 = vfmaq_f32(acc_1_2, a_reg_1, b_reg_2);
  acc_2_2 = vfmaq_f32(acc_2_2, a_reg_2, b_reg_2);
  acc_3_2 = vfmaq_f32(acc_3_2, a_reg_3, b_reg_2);
  acc_4_2 = vfmaq_f32(acc_4_2, a_reg_4, b_reg_2);
  acc_5_2 = vfmaq_f32(acc_5_2, a_reg_5, b_reg_2);
}
C.data[0] += vaddvq_f32(acc_0_0);
C.data[1] += vaddvq_f32(acc_0_1);
C.data[2] += vaddvq_f32(acc_0_2);
C.data[C.strides[0]] += vaddvq_f32(acc_1_0);
C.data[C.strides[0] + 1] += vaddvq_f32(acc_1_1);
C.data[C.strides[0] + 2] += vaddvq_f32(acc_1_2);
C.data[(2) * (C.strides[0])] += vaddvq_f32(acc_2_0);
C.data[(2) * (C.strides[0]) + 1] += vaddvq_f32(acc_2_1);
C.data[(2) * (C.strides[0]) + 2] += vaddvq_f32(acc_2_2);
C.data[(3) * (C.strides[0])] += vaddvq_f32(acc_3_0);
C.data[(3) * (C.strides[0]) + 1] += vaddvq_f32(acc_3_1);
C.data[(3) * (C.strides[0]) + 2] += vaddvq_f32(acc_3_2);
C.data[(4) * (C.strides[0])] += vaddvq_f32(acc_4_0);
C.data[(4) * (C.strides[0]) + 1] += vaddvq_f32(acc_4_1);
C.data[(4) * (C.strides[0]) + 2] += vaddvq_f32(acc_4_2);
C.data[(5) * (C.strides[0])] += vaddvq_f32(acc_5_0);
C.data[(5) * (C.strides[0]) + 1] += vaddvq_f32(acc_5_1);
C.data[(5) * (C.strides[0]) + 2] += vaddvq_f32(acc_5_2);
for (int_fast32_t ki = 0; ki < K % 4; ki++) {
  C.data[0] += A.data[ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[1] += A.data[ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[2] += A.data[ki + (K / 4) * 4] * B.data[2 * B.strides[0] + ki + (K / 4) * 4];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[C.strides[0] + 1] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[C.strides[0] + 2] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[2 * B.strides[0] + ki + (K / 4) * 4];
  C.data[2 * C.strides[0]] += A.data[2 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[2 * C.strides[0] + 1] += A.data[2 * A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[2 * C.strides[0] + 2] += A.data[2 * A.strides[0] + ki + (K / 4) * 4] * B.data[2 * B.strides[0] + ki + (K / 4) * 4];
  C.data[3 * C.strides[0]] += A.data[3 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[3 * C.strides[0] + 1] += A.data[3 * A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[3 * C.strides[0] + 2] += A.data[3 * A.strides[0] + ki + (K / 4) * 4] * B.data[2 * B.strides[0] + ki + (K / 4) * 4];
  C.data[4 * C.strides[0]] += A.data[4 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[4 * C.strides[0] + 1] += A.data[4 * A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[4 * C.strides[0] + 2] += A.data[4 * A.strides[0] + ki + (K / 4) * 4] * B.data[2 * B.strides[0] + ki + (K / 4) * 4];
  C.data[5 * C.strides[0]] += A.data[5 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[5 * C.strides[0] + 1] += A.data[5 * A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[5 * C.strides[0] + 2] += A.data[5 * A.strides[0] + ki + (K / 4) * 4] * B.data[2 * B.strides[0] + ki + (K / 4) * 4];
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
float32x4_t acc_0_0;
float32x4_t acc_0_1;
float32x4_t acc_0_2;
float32x4_t acc_0_3;
float32x4_t acc_1_0;
float32x4_t acc_1_1;
float32x4_t acc_1_2;
float32x4_t acc_1_3;
float32x4_t acc_2_0;
float32x4_t acc_2_1;
float32x4_t acc_2_2;
float32x4_t acc_2_3;
float32x4_t acc_3_0;
float32x4_t acc_3_1;
float32x4_t acc_3_2;
float32x4_t acc_3_3;
float32x4_t acc_4_0;
float32x4_t acc_4_1;
float32x4_t acc_4_2;
float32x4_t acc_4_3;
float32x4_t acc_5_0;
float32x4_t acc_5_1;
float32x4_t acc_5_2;
float32x4_t acc_5_3;
acc_0_0 = vdupq_n_f32(0.0f);
acc_0_1 = vdupq_n_f32(0.0f);
acc_0_2 = vdupq_n_f32(0.0f);
acc_0_3 = vdupq_n_f32(0.0f);
acc_1_0 = vdupq_n_f32(0.0f);
acc_1_1 = vdupq_n_f32(0.0f);
acc_1_2 = vdupq_n_f32(0.0f);
acc_1_3 = vdupq_n_f32(0.0f);
acc_2_0 = vdupq_n_f32(0.0f);
acc_2_1 = vdupq_n_f32(0.0f);
acc_2_2 = vdupq_n_f32(0.0f);
acc_2_3 = vdupq_n_f32(0.0f);
acc_3_0 = vdupq_n_f32(0.0f);
acc_3_1 = vdupq_n_f32(0.0f);
acc_3_2 = vdupq_n_f32(0.0f);
acc_3_3 = vdupq_n_f32(0.0f);
acc_4_0 = vdupq_n_f32(0.0f);
acc_4_1 = vdupq_n_f32(0.0f);
acc_4_2 = vdupq_n_f32(0.0f);
acc_4_3 = vdupq_n_f32(0.0f);
acc_5_0 = vdupq_n_f32(0.0f);
acc_5_1 = vdupq_n_f32(0.0f);
acc_5_2 = vdupq_n_f32(0.0f);
acc_5_3 = vdupq_n_f32(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (4)); ko++) {
  { for (int exo_r = 4; exo_r < 8; exo_r++) __builtin_prefetch(&B.data[4 * ko] + (size_t)exo_r * (((struct exo_win_2f32c){ &B.data[4 * ko], { B.strides[0], 1 } })).strides[0], 0, 1); }
  float32x4_t a_reg_0;
  float32x4_t a_reg_1;
  float32x4_t a_reg_2;
  float32x4_t a_reg_3;
  float32x4_t a_reg_4;
  float32x4_t a_reg_5;
  a_reg_0 = vld1q_f32(&A.data[4 * ko]);
  a_reg_1 = vld1q_f32(&A.data[A.strides[0] + 4 * ko]);
  a_reg_2 = vld1q_f32(&A.data[(2) * (A.strides[0]) + 4 * ko]);
  a_reg_3 = vld1q_f32(&A.data[(3) * (A.strides[0]) + 4 * ko]);
  a_reg_4 = vld1q_f32(&A.data[(4) * (A.strides[0]) + 4 * ko]);
  a_reg_5 = vld1q_f32(&A.data[(5) * (A.strides[0]) + 4 * ko]);
  float32x4_t b_reg;
  b_reg = vld1q_f32(&B.data[4 * ko]);
  acc_0_0 = vfmaq_f32(acc_0_0, a_reg_0, b_reg);
  acc_1_0 = vfmaq_f32(acc_1_0, a_reg_1, b_reg);
  acc_2_0 = vfmaq_f32(acc_2_0, a_reg_2, b_reg);
  acc_3_0 = vfmaq_f32(acc_3_0, a_reg_3, b_reg);
  acc_4_0 = vfmaq_f32(acc_4_0, a_reg_4, b_reg);
  acc_5_0 = vfmaq_f32(acc_5_0, a_reg_5, b_reg);
  float32x4_t b_reg_1;
  b_reg_1 = vld1q_f32(&B.data[B.strides[0] + 4 * ko]);
  acc_0_1 = vfmaq_f32(acc_0_1, a_reg_0, b_reg_1);
  acc_1_1 = vfmaq_f32(acc_1_1, a_reg_1, b_reg_1);
  acc_2_1 = vfmaq_f32(acc_2_1, a_reg_2, b_reg_1);
  acc_3_1 = vfmaq_f32(acc_3_1, a_reg_3, b_reg_1);
  acc_4_1 = vfmaq_f32(acc_4_1, a_reg_4, b_reg_1);
  acc_5_1 = vfmaq_f32(acc_5_1, a_reg_5, b_reg_1);
  float32x4_t b_reg_2;
  b_reg_2 = vld1q_f32(&B.data[(2) * (B.strides[0]) + 4 * ko]);
  acc_0_2 = vfmaq_f32(acc_0_2, a_reg_0, b_reg_2);
  acc_1_2 = vfmaq_f32(acc_1_2, a_reg_1, b_reg_2);
  acc_2_2 = vfmaq_f32(acc_2_2, a_reg_2, b_reg_2);
  acc_3_2 = vfmaq_f32(acc_3_2, a_reg_3, b_reg_2);
  acc_4_2 = vfmaq_f32(acc_4_2, a_reg_4, b_reg_2);
  acc_5_2 = vfmaq_f32(acc_5_2, a_reg_5, b_reg_2);
  float32x4_t b_reg_3;
  b_reg_3 = vld1q_f32(&B.data[(3) * (B.strides[0]) + 4 * ko]);
  acc_0_3 = vfmaq_f32(acc_0_3, a_reg_0, b_reg_3);
  acc_1_3 = vfmaq_f32(acc_1_3, a_reg_1, b_reg_3);
  acc_2_3 = vfmaq_f32(acc_2_3, a_reg_2, b_reg_3);
  acc_3_3 = vfmaq_f32(acc_3_3, a_reg_3, b_reg_3);
  acc_4_3 = vfmaq_f32(acc_4_3, a_reg_4, b_reg_3);
  acc_5_3 = vfmaq_f32(acc_5_3, a_reg_5, b_reg_3);
}
{ float exo_s[4]; vst1q_f32(exo_s, vpaddq_f32(vpaddq_f32(acc_0_0, acc_0_1), vpaddq_f32(acc_0_2, acc_0_3))); (&C.data[0])[0] += exo_s[0]; (&C.data[0])[1] += exo_s[1]; (&C.data[0])[2] += exo_s[2]; (&C.data[0])[3] += exo_s[3]; }
{ float exo_s[4]; vst1q_f32(exo_s, vpaddq_f32(vpaddq_f32(acc_1_0, acc_1_1), vpaddq_f32(acc_1_2, acc_1_3))); (&C.data[C.strides[0]])[0] += exo_s[0]; (&C.data[C.strides[0]])[1] += exo_s[1]; (&C.data[C.strides[0]])[2] += exo_s[2]; (&C.data[C.strides[0]])[3] += exo_s[3]; }
{ float exo_s[4]; vst1q_f32(exo_s, vpaddq_f32(vpaddq_f32(acc_2_0, acc_2_1), vpaddq_f32(acc_2_2, acc_2_3))); (&C.data[(2) * (C.strides[0])])[0] += exo_s[0]; (&C.data[(2) * (C.strides[0])])[1] += exo_s[1]; (&C.data[(2) * (C.strides[0])])[2] += exo_s[2]; (&C.data[(2) * (C.strides[0])])[3] += exo_s[3]; }
{ float exo_s[4]; vst1q_f32(exo_s, vpaddq_f32(vpaddq_f32(acc_3_0, acc_3_1), vpaddq_f32(acc_3_2, acc_3_3))); (&C.data[(3) * (C.strides[0])])[0] += exo_s[0]; (&C.data[(3) * (C.strides[0])])[1] += exo_s[1]; (&C.data[(3) * (C.strides[0])])[2] += exo_s[2]; (&C.data[(3) * (C.strides[0])])[3] += exo_s[3]; }
{ float exo_s[4]; vst1q_f32(exo_s, vpaddq_f32(vpaddq_f32(acc_4_0, acc_4_1), vpaddq_f32(acc_4_2, acc_4_3))); (&C.data[(4) * (C.strides[0])])[0] += exo_s[0]; (&C.data[(4) * (C.strides[0])])[1] += exo_s[1]; (&C.data[(4) * (C.strides[0])])[2] += exo_s[2]; (&C.data[(4) * (C.strides[0])])[3] += exo_s[3]; }
{ float exo_s[4]; vst1q_f32(exo_s, vpaddq_f32(vpaddq_f32(acc_5_0, acc_5_1), vpaddq_f32(acc_5_2, acc_5_3))); (&C.data[(5) * (C.strides[0])])[0] += exo_s[0]; (&C.data[(5) * (C.strides[0])])[1] += exo_s[1]; (&C.data[(5) * (C.strides[0])])[2] += exo_s[2]; (&C.data[(5) * (C.strides[0])])[3] += exo_s[3]; }
for (int_fast32_t ki = 0; ki < K % 4; ki++) {
  C.data[0] += A.data[ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[1] += A.data[ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[2] += A.data[ki + (K / 4) * 4] * B.data[2 * B.strides[0] + ki + (K / 4) * 4];
  C.data[3] += A.data[ki + (K / 4) * 4] * B.data[3 * B.strides[0] + ki + (K / 4) * 4];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[C.strides[0] + 1] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[C.strides[0] + 2] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[2 * B.strides[0] + ki + (K / 4) * 4];
  C.data[C.strides[0] + 3] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[3 * B.strides[0] + ki + (K / 4) * 4];
  C.data[2 * C.strides[0]] += A.data[2 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[2 * C.strides[0] + 1] += A.data[2 * A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[2 * C.strides[0] + 2] += A.data[2 * A.strides[0] + ki + (K / 4) * 4] * B.data[2 * B.strides[0] + ki + (K / 4) * 4];
  C.data[2 * C.strides[0] + 3] += A.data[2 * A.strides[0] + ki + (K / 4) * 4] * B.data[3 * B.strides[0] + ki + (K / 4) * 4];
  C.data[3 * C.strides[0]] += A.data[3 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[3 * C.strides[0] + 1] += A.data[3 * A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[3 * C.strides[0] + 2] += A.data[3 * A.strides[0] + ki + (K / 4) * 4] * B.data[2 * B.strides[0] + ki + (K / 4) * 4];
  C.data[3 * C.strides[0] + 3] += A.data[3 * A.strides[0] + ki + (K / 4) * 4] * B.data[3 * B.strides[0] + ki + (K / 4) * 4];
  C.data[4 * C.strides[0]] += A.data[4 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[4 * C.strides[0] + 1] += A.data[4 * A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[4 * C.strides[0] + 2] += A.data[4 * A.strides[0] + ki + (K / 4) * 4] * B.data[2 * B.strides[0] + ki + (K / 4) * 4];
  C.data[4 * C.strides[0] + 3] += A.data[4 * A.strides[0] + ki + (K / 4) * 4] * B.data[3 * B.strides[0] + ki + (K / 4) * 4];
  C.data[5 * C.strides[0]] += A.data[5 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[5 * C.strides[0] + 1] += A.data[5 * A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[5 * C.strides[0] + 2] += A.data[5 * A.strides[0] + ki + (K / 4) * 4] * B.data[2 * B.strides[0] + ki + (K / 4) * 4];
  C.data[5 * C.strides[0] + 3] += A.data[5 * A.strides[0] + ki + (K / 4) * 4] * B.data[3 * B.strides[0] + ki + (K / 4) * 4];
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
float32x4_t acc_0_0;
float32x4_t acc_0_1;
float32x4_t acc_0_2;
float32x4_t acc_0_3;
float32x4_t acc_1_0;
float32x4_t acc_1_1;
float32x4_t acc_1_2;
float32x4_t acc_1_3;
float32x4_t acc_2_0;
float32x4_t acc_2_1;
float32x4_t acc_2_2;
float32x4_t acc_2_3;
float32x4_t acc_3_0;
float32x4_t acc_3_1;
float32x4_t acc_3_2;
float32x4_t acc_3_3;
float32x4_t acc_4_0;
float32x4_t acc_4_1;
float32x4_t acc_4_2;
float32x4_t acc_4_3;
float32x4_t acc_5_0;
float32x4_t acc_5_1;
float32x4_t acc_5_2;
float32x4_t acc_5_3;
acc_0_0 = vdupq_n_f32(0.0f);
acc_0_1 = vdupq_n_f32(0.0f);
acc_0_2 = vdupq_n_f32(0.0f);
acc_0_3 = vdupq_n_f32(0.0f);
acc_1_0 = vdupq_n_f32(0.0f);
acc_1_1 = vdupq_n_f32(0.0f);
acc_1_2 = vdupq_n_f32(0.0f);
acc_1_3 = vdupq_n_f32(0.0f);
acc_2_0 = vdupq_n_f32(0.0f);
acc_2_1 = vdupq_n_f32(0.0f);
acc_2_2 = vdupq_n_f32(0.0f);
acc_2_3 = vdupq_n_f32(0.0f);
acc_3_0 = vdupq_n_f32(0.0f);
acc_3_1 = vdupq_n_f32(0.0f);
acc_3_2 = vdupq_n_f32(0.0f);
acc_3_3 = vdupq_n_f32(0.0f);
acc_4_0 = vdupq_n_f32(0.0f);
acc_4_1 = vdupq_n_f32(0.0f);
acc_4_2 = vdupq_n_f32(0.0f);
acc_4_3 = vdupq_n_f32(0.0f);
acc_5_0 = vdupq_n_f32(0.0f);
acc_5_1 = vdupq_n_f32(0.0f);
acc_5_2 = vdupq_n_f32(0.0f);
acc_5_3 = vdupq_n_f32(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (4)); ko++) {
  float32x4_t a_reg_0;
  float32x4_t a_reg_1;
  float32x4_t a_reg_2;
  float32x4_t a_reg_3;
  float32x4_t a_reg_4;
  float32x4_t a_reg_5;
  a_reg_0 = vld1q_f32(&A.data[4 * ko]);
  a_reg_1 = vld1q_f32(&A.data[A.strides[0] + 4 * ko]);
  a_reg_2 = vld1q_f32(&A.data[(2) * (A.strides[0]) + 4 * ko]);
  a_reg_3 = vld1q_f32(&A.data[(3) * (A.strides[0]) + 4 * ko]);
  a_reg_4 = vld1q_f32(&A.data[(4) * (A.strides[0]) + 4 * ko]);
  a_reg_5 = vld1q_f32(&A.data[(5) * (A.strides[0]) + 4 * ko]);
  float32x4_t b_reg;
  b_reg = vld1q_f32(&B.data[4 * ko]);
  acc_0_0 = vfmaq_f32(acc_0_0, a_reg_0, b_reg);
  acc_1_0 = vfmaq_f32(acc_1_0, a_reg_1, b_reg);
  acc_2_0 = vfmaq_f32(acc_2_0, a_reg_2, b_reg);
  acc_3_0 = vfmaq_f32(acc_3_0, a_reg_3, b_reg);
  acc_4_0 = vfmaq_f32(acc_4_0, a_reg_4, b_reg);
  acc_5_0 = vfmaq_f32(acc_5_0, a_reg_5, b_reg);
  float32x4_t b_reg_1;
  b_reg_1 = vld1q_f32(&B.data[B.strides[0] + 4 * ko]);
  acc_0_1 = vfmaq_f32(acc_0_1, a_reg_0, b_reg_1);
  acc_1_1 = vfmaq_f32(acc_1_1, a_reg_1, b_reg_1);
  acc_2_1 = vfmaq_f32(acc_2_1, a_reg_2, b_reg_1);
  acc_3_1 = vfmaq_f32(acc_3_1, a_reg_3, b_reg_1);
  acc_4_1 = vfmaq_f32(acc_4_1, a_reg_4, b_reg_1);
  acc_5_1 = vfmaq_f32(acc_5_1, a_reg_5, b_reg_1);
  float32x4_t b_reg_2;
  b_reg_2 = vld1q_f32(&B.data[(2) * (B.strides[0]) + 4 * ko]);
  acc_0_2 = vfmaq_f32(acc_0_2, a_reg_0, b_reg_2);
  acc_1_2 = vfmaq_f32(acc_1_2, a_reg_1, b_reg_2);
  acc_2_2 = vfmaq_f32(acc_2_2, a_reg_2, b_reg_2);
  acc_3_2 = vfmaq_f32(acc_3_2, a_reg_3, b_reg_2);
  acc_4_2 = vfmaq_f32(acc_4_2, a_reg_4, b_reg_2);
  acc_5_2 = vfmaq_f32(acc_5_2, a_reg_5, b_reg_2);
  float32x4_t b_reg_3;
  b_reg_3 = vld1q_f32(&B.data[(3) * (B.strides[0]) + 4 * ko]);
  acc_0_3 = vfmaq_f32(acc_0_3, a_reg_0, b_reg_3);
  acc_1_3 = vfmaq_f32(acc_1_3, a_reg_1, b_reg_3);
  acc_2_3 = vfmaq_f32(acc_2_3, a_reg_2, b_reg_3);
  acc_3_3 = vfmaq_f32(acc_3_3, a_reg_3, b_reg_3);
  acc_4_3 = vfmaq_f32(acc_4_3, a_reg_4, b_reg_3);
  acc_5_3 = vfmaq_f32(acc_5_3, a_reg_5, b_reg_3);
}
{ float exo_s[4]; vst1q_f32(exo_s, vpaddq_f32(vpaddq_f32(acc_0_0, acc_0_1), vpaddq_f32(acc_0_2, acc_0_3))); (&C.data[0])[0] += exo_s[0]; (&C.data[0])[1] += exo_s[1]; (&C.data[0])[2] += exo_s[2]; (&C.data[0])[3] += exo_s[3]; }
{ float exo_s[4]; vst1q_f32(exo_s, vpaddq_f32(vpaddq_f32(acc_1_0, acc_1_1), vpaddq_f32(acc_1_2, acc_1_3))); (&C.data[C.strides[0]])[0] += exo_s[0]; (&C.data[C.strides[0]])[1] += exo_s[1]; (&C.data[C.strides[0]])[2] += exo_s[2]; (&C.data[C.strides[0]])[3] += exo_s[3]; }
{ float exo_s[4]; vst1q_f32(exo_s, vpaddq_f32(vpaddq_f32(acc_2_0, acc_2_1), vpaddq_f32(acc_2_2, acc_2_3))); (&C.data[(2) * (C.strides[0])])[0] += exo_s[0]; (&C.data[(2) * (C.strides[0])])[1] += exo_s[1]; (&C.data[(2) * (C.strides[0])])[2] += exo_s[2]; (&C.data[(2) * (C.strides[0])])[3] += exo_s[3]; }
{ float exo_s[4]; vst1q_f32(exo_s, vpaddq_f32(vpaddq_f32(acc_3_0, acc_3_1), vpaddq_f32(acc_3_2, acc_3_3))); (&C.data[(3) * (C.strides[0])])[0] += exo_s[0]; (&C.data[(3) * (C.strides[0])])[1] += exo_s[1]; (&C.data[(3) * (C.strides[0])])[2] += exo_s[2]; (&C.data[(3) * (C.strides[0])])[3] += exo_s[3]; }
{ float exo_s[4]; vst1q_f32(exo_s, vpaddq_f32(vpaddq_f32(acc_4_0, acc_4_1), vpaddq_f32(acc_4_2, acc_4_3))); (&C.data[(4) * (C.strides[0])])[0] += exo_s[0]; (&C.data[(4) * (C.strides[0])])[1] += exo_s[1]; (&C.data[(4) * (C.strides[0])])[2] += exo_s[2]; (&C.data[(4) * (C.strides[0])])[3] += exo_s[3]; }
{ float exo_s[4]; vst1q_f32(exo_s, vpaddq_f32(vpaddq_f32(acc_5_0, acc_5_1), vpaddq_f32(acc_5_2, acc_5_3))); (&C.data[(5) * (C.strides[0])])[0] += exo_s[0]; (&C.data[(5) * (C.strides[0])])[1] += exo_s[1]; (&C.data[(5) * (C.strides[0])])[2] += exo_s[2]; (&C.data[(5) * (C.strides[0])])[3] += exo_s[3]; }
for (int_fast32_t ki = 0; ki < K % 4; ki++) {
  C.data[0] += A.data[ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[1] += A.data[ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[2] += A.data[ki + (K / 4) * 4] * B.data[2 * B.strides[0] + ki + (K / 4) * 4];
  C.data[3] += A.data[ki + (K / 4) * 4] * B.data[3 * B.strides[0] + ki + (K / 4) * 4];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[C.strides[0] + 1] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[C.strides[0] + 2] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[2 * B.strides[0] + ki + (K / 4) * 4];
  C.data[C.strides[0] + 3] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[3 * B.strides[0] + ki + (K / 4) * 4];
  C.data[2 * C.strides[0]] += A.data[2 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[2 * C.strides[0] + 1] += A.data[2 * A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[2 * C.strides[0] + 2] += A.data[2 * A.strides[0] + ki + (K / 4) * 4] * B.data[2 * B.strides[0] + ki + (K / 4) * 4];
  C.data[2 * C.strides[0] + 3] += A.data[2 * A.strides[0] + ki + (K / 4) * 4] * B.data[3 * B.strides[0] + ki + (K / 4) * 4];
  C.data[3 * C.strides[0]] += A.data[3 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[3 * C.strides[0] + 1] += A.data[3 * A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[3 * C.strides[0] + 2] += A.data[3 * A.strides[0] + ki + (K / 4) * 4] * B.data[2 * B.strides[0] + ki + (K / 4) * 4];
  C.data[3 * C.strides[0] + 3] += A.data[3 * A.strides[0] + ki + (K / 4) * 4] * B.data[3 * B.strides[0] + ki + (K / 4) * 4];
  C.data[4 * C.strides[0]] += A.data[4 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[4 * C.strides[0] + 1] += A.data[4 * A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[4 * C.strides[0] + 2] += A.data[4 * A.strides[0] + ki + (K / 4) * 4] * B.data[2 * B.strides[0] + ki + (K / 4) * 4];
  C.data[4 * C.strides[0] + 3] += A.data[4 * A.strides[0] + ki + (K / 4) * 4] * B.data[3 * B.strides[0] + ki + (K / 4) * 4];
  C.data[5 * C.strides[0]] += A.data[5 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[5 * C.strides[0] + 1] += A.data[5 * A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[5 * C.strides[0] + 2] += A.data[5 * A.strides[0] + ki + (K / 4) * 4] * B.data[2 * B.strides[0] + ki + (K / 4) * 4];
  C.data[5 * C.strides[0] + 3] += A.data[5 * A.strides[0] + ki + (K / 4) * 4] * B.data[3 * B.strides[0] + ki + (K / 4) * 4];
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
float32x4_t acc_0_0;
float32x4_t acc_1_0;
float32x4_t acc_2_0;
float32x4_t acc_3_0;
float32x4_t acc_4_0;
float32x4_t acc_5_0;
float32x4_t acc_6_0;
acc_0_0 = vdupq_n_f32(0.0f);
acc_1_0 = vdupq_n_f32(0.0f);
acc_2_0 = vdupq_n_f32(0.0f);
acc_3_0 = vdupq_n_f32(0.0f);
acc_4_0 = vdupq_n_f32(0.0f);
acc_5_0 = vdupq_n_f32(0.0f);
acc_6_0 = vdupq_n_f32(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (4)); ko++) {
  { for (int exo_r = 1; exo_r < 2; exo_r++) __builtin_prefetch(&B.data[4 * ko] + (size_t)exo_r * (((struct exo_win_2f32c){ &B.data[4 * ko], { B.strides[0], 1 } })).strides[0], 0, 1); }
  float32x4_t a_reg_0;
  float32x4_t a_reg_1;
  float32x4_t a_reg_2;
  float32x4_t a_reg_3;
  float32x4_t a_reg_4;
  float32x4_t a_reg_5;
  float32x4_t a_reg_6;
  a_reg_0 = vld1q_f32(&A.data[4 * ko]);
  a_reg_1 = vld1q_f32(&A.data[A.strides[0] + 4 * ko]);
  a_reg_2 = vld1q_f32(&A.data[(2) * (A.strides[0]) + 4 * ko]);
  a_reg_3 = vld1q_f32(&A.data[(3) * (A.strides[0]) + 4 * ko]);
  a_reg_4 = vld1q_f32(&A.data[(4) * (A.strides[0]) + 4 * ko]);
  a_reg_5 = vld1q_f32(&A.data[(5) * (A.strides[0]) + 4 * ko]);
  a_reg_6 = vld1q_f32(&A.data[(6) * (A.strides[0]) + 4 * ko]);
  float32x4_t b_reg;
  b_reg = vld1q_f32(&B.data[4 * ko]);
  acc_0_0 = vfmaq_f32(acc_0_0, a_reg_0, b_reg);
  acc_1_0 = vfmaq_f32(acc_1_0, a_reg_1, b_reg);
  acc_2_0 = vfmaq_f32(acc_2_0, a_reg_2, b_reg);
  acc_3_0 = vfmaq_f32(acc_3_0, a_reg_3, b_reg);
  acc_4_0 = vfmaq_f32(acc_4_0, a_reg_4, b_reg);
  acc_5_0 = vfmaq_f32(acc_5_0, a_reg_5, b_reg);
  acc_6_0 = vfmaq_f32(acc_6_0, a_reg_6, b_reg);
}
C.data[0] += vaddvq_f32(acc_0_0);
C.data[C.strides[0]] += vaddvq_f32(acc_1_0);
C.data[(2) * (C.strides[0])] += vaddvq_f32(acc_2_0);
C.data[(3) * (C.strides[0])] += vaddvq_f32(acc_3_0);
C.data[(4) * (C.strides[0])] += vaddvq_f32(acc_4_0);
C.data[(5) * (C.strides[0])] += vaddvq_f32(acc_5_0);
C.data[(6) * (C.strides[0])] += vaddvq_f32(acc_6_0);
for (int_fast32_t ki = 0; ki < K % 4; ki++) {
  C.data[0] += A.data[ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[2 * C.strides[0]] += A.data[2 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[3 * C.strides[0]] += A.data[3 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[4 * C.strides[0]] += A.data[4 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[5 * C.strides[0]] += A.data[5 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[6 * C.strides[0]] += A.data[6 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
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
float32x4_t acc_0_0;
float32x4_t acc_1_0;
float32x4_t acc_2_0;
float32x4_t acc_3_0;
float32x4_t acc_4_0;
float32x4_t acc_5_0;
float32x4_t acc_6_0;
acc_0_0 = vdupq_n_f32(0.0f);
acc_1_0 = vdupq_n_f32(0.0f);
acc_2_0 = vdupq_n_f32(0.0f);
acc_3_0 = vdupq_n_f32(0.0f);
acc_4_0 = vdupq_n_f32(0.0f);
acc_5_0 = vdupq_n_f32(0.0f);
acc_6_0 = vdupq_n_f32(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (4)); ko++) {
  float32x4_t a_reg_0;
  float32x4_t a_reg_1;
  float32x4_t a_reg_2;
  float32x4_t a_reg_3;
  float32x4_t a_reg_4;
  float32x4_t a_reg_5;
  float32x4_t a_reg_6;
  a_reg_0 = vld1q_f32(&A.data[4 * ko]);
  a_reg_1 = vld1q_f32(&A.data[A.strides[0] + 4 * ko]);
  a_reg_2 = vld1q_f32(&A.data[(2) * (A.strides[0]) + 4 * ko]);
  a_reg_3 = vld1q_f32(&A.data[(3) * (A.strides[0]) + 4 * ko]);
  a_reg_4 = vld1q_f32(&A.data[(4) * (A.strides[0]) + 4 * ko]);
  a_reg_5 = vld1q_f32(&A.data[(5) * (A.strides[0]) + 4 * ko]);
  a_reg_6 = vld1q_f32(&A.data[(6) * (A.strides[0]) + 4 * ko]);
  float32x4_t b_reg;
  b_reg = vld1q_f32(&B.data[4 * ko]);
  acc_0_0 = vfmaq_f32(acc_0_0, a_reg_0, b_reg);
  acc_1_0 = vfmaq_f32(acc_1_0, a_reg_1, b_reg);
  acc_2_0 = vfmaq_f32(acc_2_0, a_reg_2, b_reg);
  acc_3_0 = vfmaq_f32(acc_3_0, a_reg_3, b_reg);
  acc_4_0 = vfmaq_f32(acc_4_0, a_reg_4, b_reg);
  acc_5_0 = vfmaq_f32(acc_5_0, a_reg_5, b_reg);
  acc_6_0 = vfmaq_f32(acc_6_0, a_reg_6, b_reg);
}
C.data[0] += vaddvq_f32(acc_0_0);
C.data[C.strides[0]] += vaddvq_f32(acc_1_0);
C.data[(2) * (C.strides[0])] += vaddvq_f32(acc_2_0);
C.data[(3) * (C.strides[0])] += vaddvq_f32(acc_3_0);
C.data[(4) * (C.strides[0])] += vaddvq_f32(acc_4_0);
C.data[(5) * (C.strides[0])] += vaddvq_f32(acc_5_0);
C.data[(6) * (C.strides[0])] += vaddvq_f32(acc_6_0);
for (int_fast32_t ki = 0; ki < K % 4; ki++) {
  C.data[0] += A.data[ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[2 * C.strides[0]] += A.data[2 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[3 * C.strides[0]] += A.data[3 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[4 * C.strides[0]] += A.data[4 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[5 * C.strides[0]] += A.data[5 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[6 * C.strides[0]] += A.data[6 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
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
float32x4_t acc_0_0;
float32x4_t acc_0_1;
float32x4_t acc_1_0;
float32x4_t acc_1_1;
float32x4_t acc_2_0;
float32x4_t acc_2_1;
float32x4_t acc_3_0;
float32x4_t acc_3_1;
float32x4_t acc_4_0;
float32x4_t acc_4_1;
float32x4_t acc_5_0;
float32x4_t acc_5_1;
float32x4_t acc_6_0;
float32x4_t acc_6_1;
acc_0_0 = vdupq_n_f32(0.0f);
acc_0_1 = vdupq_n_f32(0.0f);
acc_1_0 = vdupq_n_f32(0.0f);
acc_1_1 = vdupq_n_f32(0.0f);
acc_2_0 = vdupq_n_f32(0.0f);
acc_2_1 = vdupq_n_f32(0.0f);
acc_3_0 = vdupq_n_f32(0.0f);
acc_3_1 = vdupq_n_f32(0.0f);
acc_4_0 = vdupq_n_f32(0.0f);
acc_4_1 = vdupq_n_f32(0.0f);
acc_5_0 = vdupq_n_f32(0.0f);
acc_5_1 = vdupq_n_f32(0.0f);
acc_6_0 = vdupq_n_f32(0.0f);
acc_6_1 = vdupq_n_f32(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (4)); ko++) {
  { for (int exo_r = 2; exo_r < 4; exo_r++) __builtin_prefetch(&B.data[4 * ko] + (size_t)exo_r * (((struct exo_win_2f32c){ &B.data[4 * ko], { B.strides[0], 1 } })).strides[0], 0, 1); }
  float32x4_t a_reg_0;
  float32x4_t a_reg_1;
  float32x4_t a_reg_2;
  float32x4_t a_reg_3;
  float32x4_t a_reg_4;
  float32x4_t a_reg_5;
  float32x4_t a_reg_6;
  a_reg_0 = vld1q_f32(&A.data[4 * ko]);
  a_reg_1 = vld1q_f32(&A.data[A.strides[0] + 4 * ko]);
  a_reg_2 = vld1q_f32(&A.data[(2) * (A.strides[0]) + 4 * ko]);
  a_reg_3 = vld1q_f32(&A.data[(3) * (A.strides[0]) + 4 * ko]);
  a_reg_4 = vld1q_f32(&A.data[(4) * (A.strides[0]) + 4 * ko]);
  a_reg_5 = vld1q_f32(&A.data[(5) * (A.strides[0]) + 4 * ko]);
  a_reg_6 = vld1q_f32(&A.data[(6) * (A.strides[0]) + 4 * ko]);
  float32x4_t b_reg;
  b_reg = vld1q_f32(&B.data[4 * ko]);
  acc_0_0 = vfmaq_f32(acc_0_0, a_reg_0, b_reg);
  acc_1_0 = vfmaq_f32(acc_1_0, a_reg_1, b_reg);
  acc_2_0 = vfmaq_f32(acc_2_0, a_reg_2, b_reg);
  acc_3_0 = vfmaq_f32(acc_3_0, a_reg_3, b_reg);
  acc_4_0 = vfmaq_f32(acc_4_0, a_reg_4, b_reg);
  acc_5_0 = vfmaq_f32(acc_5_0, a_reg_5, b_reg);
  acc_6_0 = vfmaq_f32(acc_6_0, a_reg_6, b_reg);
  float32x4_t b_reg_1;
  b_reg_1 = vld1q_f32(&B.data[B.strides[0] + 4 * ko]);
  acc_0_1 = vfmaq_f32(acc_0_1, a_reg_0, b_reg_1);
  acc_1_1 = vfmaq_f32(acc_1_1, a_reg_1, b_reg_1);
  acc_2_1 = vfmaq_f32(acc_2_1, a_reg_2, b_reg_1);
  acc_3_1 = vfmaq_f32(acc_3_1, a_reg_3, b_reg_1);
  acc_4_1 = vfmaq_f32(acc_4_1, a_reg_4, b_reg_1);
  acc_5_1 = vfmaq_f32(acc_5_1, a_reg_5, b_reg_1);
  acc_6_1 = vfmaq_f32(acc_6_1, a_reg_6, b_reg_1);
}
C.data[0] += vaddvq_f32(acc_0_0);
C.data[1] += vaddvq_f32(acc_0_1);
C.data[C.strides[0]] += vaddvq_f32(acc_1_0);
C.data[C.strides[0] + 1] += vaddvq_f32(acc_1_1);
C.data[(2) * (C.strides[0])] += vaddvq_f32(acc_2_0);
C.data[(2) * (C.strides[0]) + 1] += vaddvq_f32(acc_2_1);
C.data[(3) * (C.strides[0])] += vaddvq_f32(acc_3_0);
C.data[(3) * (C.strides[0]) + 1] += vaddvq_f32(acc_3_1);
C.data[(4) * (C.strides[0])] += vaddvq_f32(acc_4_0);
C.data[(4) * (C.strides[0]) + 1] += vaddvq_f32(acc_4_1);
C.data[(5) * (C.strides[0])] += vaddvq_f32(acc_5_0);
C.data[(5) * (C.strides[0]) + 1] += vaddvq_f32(acc_5_1);
C.data[(6) * (C.strides[0])] += vaddvq_f32(acc_6_0);
C.data[(6) * (C.strides[0]) + 1] += vaddvq_f32(acc_6_1);
for (int_fast32_t ki = 0; ki < K % 4; ki++) {
  C.data[0] += A.data[ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[1] += A.data[ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[C.strides[0] + 1] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[2 * C.strides[0]] += A.data[2 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[2 * C.strides[0] + 1] += A.data[2 * A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[3 * C.strides[0]] += A.data[3 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[3 * C.strides[0] + 1] += A.data[3 * A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[4 * C.strides[0]] += A.data[4 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[4 * C.strides[0] + 1] += A.data[4 * A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[5 * C.strides[0]] += A.data[5 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[5 * C.strides[0] + 1] += A.data[5 * A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[6 * C.strides[0]] += A.data[6 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[6 * C.strides[0] + 1] += A.data[6 * A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
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
float32x4_t acc_0_0;
float32x4_t acc_0_1;
float32x4_t acc_1_0;
float32x4_t acc_1_1;
float32x4_t acc_2_0;
float32x4_t acc_2_1;
float32x4_t acc_3_0;
float32x4_t acc_3_1;
float32x4_t acc_4_0;
float32x4_t acc_4_1;
float32x4_t acc_5_0;
float32x4_t acc_5_1;
float32x4_t acc_6_0;
float32x4_t acc_6_1;
acc_0_0 = vdupq_n_f32(0.0f);
acc_0_1 = vdupq_n_f32(0.0f);
acc_1_0 = vdupq_n_f32(0.0f);
acc_1_1 = vdupq_n_f32(0.0f);
acc_2_0 = vdupq_n_f32(0.0f);
acc_2_1 = vdupq_n_f32(0.0f);
acc_3_0 = vdupq_n_f32(0.0f);
acc_3_1 = vdupq_n_f32(0.0f);
acc_4_0 = vdupq_n_f32(0.0f);
acc_4_1 = vdupq_n_f32(0.0f);
acc_5_0 = vdupq_n_f32(0.0f);
acc_5_1 = vdupq_n_f32(0.0f);
acc_6_0 = vdupq_n_f32(0.0f);
acc_6_1 = vdupq_n_f32(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (4)); ko++) {
  float32x4_t a_reg_0;
  float32x4_t a_reg_1;
  float32x4_t a_reg_2;
  float32x4_t a_reg_3;
  float32x4_t a_reg_4;
  float32x4_t a_reg_5;
  float32x4_t a_reg_6;
  a_reg_0 = vld1q_f32(&A.data[4 * ko]);
  a_reg_1 = vld1q_f32(&A.data[A.strides[0] + 4 * ko]);
  a_reg_2 = vld1q_f32(&A.data[(2) * (A.strides[0]) + 4 * ko]);
  a_reg_3 = vld1q_f32(&A.data[(3) * (A.strides[0]) + 4 * ko]);
  a_reg_4 = vld1q_f32(&A.data[(4) * (A.strides[0]) + 4 * ko]);
  a_reg_5 = vld1q_f32(&A.data[(5) * (A.strides[0]) + 4 * ko]);
  a_reg_6 = vld1q_f32(&A.data[(6) * (A.strides[0]) + 4 * ko]);
  float32x4_t b_reg;
  b_reg = vld1q_f32(&B.data[4 * ko]);
  acc_0_0 = vfmaq_f32(acc_0_0, a_reg_0, b_reg);
  acc_1_0 = vfmaq_f32(acc_1_0, a_reg_1, b_reg);
  acc_2_0 = vfmaq_f32(acc_2_0, a_reg_2, b_reg);
  acc_3_0 = vfmaq_f32(acc_3_0, a_reg_3, b_reg);
  acc_4_0 = vfmaq_f32(acc_4_0, a_reg_4, b_reg);
  acc_5_0 = vfmaq_f32(acc_5_0, a_reg_5, b_reg);
  acc_6_0 = vfmaq_f32(acc_6_0, a_reg_6, b_reg);
  float32x4_t b_reg_1;
  b_reg_1 = vld1q_f32(&B.data[B.strides[0] + 4 * ko]);
  acc_0_1 = vfmaq_f32(acc_0_1, a_reg_0, b_reg_1);
  acc_1_1 = vfmaq_f32(acc_1_1, a_reg_1, b_reg_1);
  acc_2_1 = vfmaq_f32(acc_2_1, a_reg_2, b_reg_1);
  acc_3_1 = vfmaq_f32(acc_3_1, a_reg_3, b_reg_1);
  acc_4_1 = vfmaq_f32(acc_4_1, a_reg_4, b_reg_1);
  acc_5_1 = vfmaq_f32(acc_5_1, a_reg_5, b_reg_1);
  acc_6_1 = vfmaq_f32(acc_6_1, a_reg_6, b_reg_1);
}
C.data[0] += vaddvq_f32(acc_0_0);
C.data[1] += vaddvq_f32(acc_0_1);
C.data[C.strides[0]] += vaddvq_f32(acc_1_0);
C.data[C.strides[0] + 1] += vaddvq_f32(acc_1_1);
C.data[(2) * (C.strides[0])] += vaddvq_f32(acc_2_0);
C.data[(2) * (C.strides[0]) + 1] += vaddvq_f32(acc_2_1);
C.data[(3) * (C.strides[0])] += vaddvq_f32(acc_3_0);
C.data[(3) * (C.strides[0]) + 1] += vaddvq_f32(acc_3_1);
C.data[(4) * (C.strides[0])] += vaddvq_f32(acc_4_0);
C.data[(4) * (C.strides[0]) + 1] += vaddvq_f32(acc_4_1);
C.data[(5) * (C.strides[0])] += vaddvq_f32(acc_5_0);
C.data[(5) * (C.strides[0]) + 1] += vaddvq_f32(acc_5_1);
C.data[(6) * (C.strides[0])] += vaddvq_f32(acc_6_0);
C.data[(6) * (C.strides[0]) + 1] += vaddvq_f32(acc_6_1);
for (int_fast32_t ki = 0; ki < K % 4; ki++) {
  C.data[0] += A.data[ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[1] += A.data[ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[C.strides[0] + 1] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[2 * C.strides[0]] += A.data[2 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[2 * C.strides[0] + 1] += A.data[2 * A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[3 * C.strides[0]] += A.data[3 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[3 * C.strides[0] + 1] += A.data[3 * A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[4 * C.strides[0]] += A.data[4 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[4 * C.strides[0] + 1] += A.data[4 * A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[5 * C.strides[0]] += A.data[5 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[5 * C.strides[0] + 1] += A.data[5 * A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[6 * C.strides[0]] += A.data[6 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[6 * C.strides[0] + 1] += A.data[6 * A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
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
float32x4_t acc_0_0;
float32x4_t acc_0_1;
float32x4_t acc_0_2;
float32x4_t acc_1_0;
float32x4_t acc_1_1;
float32x4_t acc_1_2;
float32x4_t acc_2_0;
float32x4_t acc_2_1;
float32x4_t acc_2_2;
float32x4_t acc_3_0;
float32x4_t acc_3_1;
float32x4_t acc_3_2;
float32x4_t acc_4_0;
float32x4_t acc_4_1;
float32x4_t acc_4_2;
float32x4_t acc_5_0;
float32x4_t acc_5_1;
float32x4_t acc_5_2;
float32x4_t acc_6_0;
float32x4_t acc_6_1;
float32x4_t acc_6_2;
acc_0_0 = vdupq_n_f32(0.0f);
acc_0_1 = vdupq_n_f32(0.0f);
acc_0_2 = vdupq_n_f32(0.0f);
acc_1_0 = vdupq_n_f32(0.0f);
acc_1_1 = vdupq_n_f32(0.0f);
acc_1_2 = vdupq_n_f32(0.0f);
acc_2_0 = vdupq_n_f32(0.0f);
acc_2_1 = vdupq_n_f32(0.0f);
acc_2_2 = vdupq_n_f32(0.0f);
acc_3_0 = vdupq_n_f32(0.0f);
acc_3_1 = vdupq_n_f32(0.0f);
acc_3_2 = vdupq_n_f32(0.0f);
acc_4_0 = vdupq_n_f32(0.0f);
acc_4_1 = vdupq_n_f32(0.0f);
acc_4_2 = vdupq_n_f32(0.0f);
acc_5_0 = vdupq_n_f32(0.0f);
acc_5_1 = vdupq_n_f32(0.0f);
acc_5_2 = vdupq_n_f32(0.0f);
acc_6_0 = vdupq_n_f32(0.0f);
acc_6_1 = vdupq_n_f32(0.0f);
acc_6_2 = vdupq_n_f32(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (4)); ko++) {
  { for (int exo_r = 3; exo_r < 6; exo_r++) __builtin_prefetch(&B.data[4 * ko] + (size_t)exo_r * (((struct exo_win_2f32c){ &B.data[4 * ko], { B.strides[0], 1 } })).strides[0], 0, 1); }
  float32x4_t a_reg_0;
  float32x4_t a_reg_1;
  float32x4_t a_reg_2;
  float32x4_t a_reg_3;
  float32x4_t a_reg_4;
  float32x4_t a_reg_5;
  float32x4_t a_reg_6;
  a_reg_0 = vld1q_f32(&A.data[4 * ko]);
  a_reg_1 = vld1q_f32(&A.data[A.strides[0] + 4 * ko]);
  a_reg_2 = vld1q_f32(&A.data[(2) * (A.strides[0]) + 4 * ko]);
  a_reg_3 = vld1q_f32(&A.data[(3) * (A.strides[0]) + 4 * ko]);
  a_reg_4 = vld1q_f32(&A.data[(4) * (A.strides[0]) + 4 * ko]);
  a_reg_5 = vld1q_f32(&A.data[(5) * (A.strides[0]) + 4 * ko]);
  a_reg_6 = vld1q_f32(&A.data[(6) * (A.strides[0]) + 4 * ko]);
  float32x4_t b_reg;
  b_reg = vld1q_f32(&B.data[4 * ko]);
  acc_0_0 = vfmaq_f32(acc_0_0, a_reg_0, b_reg);
  acc_1_0 = vfmaq_f32(acc_1_0, a_reg_1, b_reg);
  acc_2_0 = vfmaq_f32(acc_2_0, a_reg_2, b_reg);
  acc_3_0 = vfmaq_f32(acc_3_0, a_reg_3, b_reg);
  acc_4_0 = vfmaq_f32(acc_4_0, a_reg_4, b_reg);
  acc_5_0 = vfmaq_f32(acc_5_0, a_reg_5, b_reg);
  acc_6_0 = vfmaq_f32(acc_6_0, a_reg_6, b_reg);
  float32x4_t b_reg_1;
  b_reg_1 = vld1q_f32(&B.data[B.strides[0] + 4 * ko]);
  acc_0_1 = vfmaq_f32(acc_0_1, a_reg_0, b_reg_1);
  acc_1_1 = vfmaq_f32(acc_1_1, a_reg_1, b_reg_1);
  acc_2_1 = vfmaq_f32(acc_2_1, a_reg_2, b_reg_1);
  acc_3_1 = vfmaq_f32(acc_3_1, a_reg_3, b_reg_1);
  acc_4_1 = vfmaq_f32(acc_4_1, a_reg_4, b_reg_1);
  acc_5_1 = vfmaq_f32(acc_5_1, a_reg_5, b_reg_1);
  acc_6_1 = vfmaq_f32(acc_6_1, a_reg_6, b_reg_1);
  float32x4_t b_reg_2;
  b_reg_2 = vld1q_f32(&B.data[(2) * (B.strides[0]) + 4 * ko]);
  acc_0_2 = vfmaq_f32(acc_0_2, a_reg_0, b_reg_2);
  acc_1_2 = vfmaq_f32(acc_1_2, a_reg_1, b_reg_2);
  acc_2_2 = vfmaq_f32(acc_2_2, a_reg_2, b_reg_2);
  acc_3_2 = vfmaq_f32(acc_3_2, a_reg_3, b_reg_2);
  acc_4_2 = vfmaq_f32(acc_4_2, a_reg_4, b_reg_2);
  acc_5_2 = vfmaq_f32(acc_5_2, a_reg_5, b_reg_2);
  acc_6_2 = vfmaq_f32(acc_6_2, a_reg_6, b_reg_2);
}
C.data[0] += vaddvq_f32(acc_0_0);
C.data[1] += vaddvq_f32(acc_0_1);
C.data[2] += vaddvq_f32(acc_0_2);
C.data[C.strides[0]] += vaddvq_f32(acc_1_0);
C.data[C.strides[0] + 1] += vaddvq_f32(acc_1_1);
C.data[C.strides[0] + 2] += vaddvq_f32(acc_1_2);
C.data[(2) * (C.strides[0])] += vaddvq_f32(acc_2_0);
C.data[(2) * (C.strides[0]) + 1] += vaddvq_f32(acc_2_1);
C.data[(2) * (C.strides[0]) + 2] += vaddvq_f32(acc_2_2);
C.data[(3) * (C.strides[0])] += vaddvq_f32(acc_3_0);
C.data[(3) * (C.strides[0]) + 1] += vaddvq_f32(acc_3_1);
C.data[(3) * (C.strides[0]) + 2] += vaddvq_f32(acc_3_2);
C.data[(4) * (C.strides[0])] += vaddvq_f32(acc_4_0);
C.data[(4) * (C.strides[0]) + 1] += vaddvq_f32(acc_4_1);
C.data[(4) * (C.strides[0]) + 2] += vaddvq_f32(acc_4_2);
C.data[(5) * (C.strides[0])] += vaddvq_f32(acc_5_0);
C.data[(5) * (C.strides[0]) + 1] += vaddvq_f32(acc_5_1);
C.data[(5) * (C.strides[0]) + 2] += vaddvq_f32(acc_5_2);
C.data[(6) * (C.strides[0])] += vaddvq_f32(acc_6_0);
C.data[(6) * (C.strides[0]) + 1] += vaddvq_f32(acc_6_1);
C.data[(6) * (C.strides[0]) + 2] += vaddvq_f32(acc_6_2);
for (int_fast32_t ki = 0; ki < K % 4; ki++) {
  C.data[0] += A.data[ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[1] += A.data[ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[2] += A.data[ki + (K / 4) * 4] * B.data[2 * B.strides[0] + ki + (K / 4) * 4];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[C.strides[0] + 1] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[C.strides[0] + 2] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[2 * B.strides[0] + ki + (K / 4) * 4];
  C.data[2 * C.strides[0]] += A.data[2 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[2 * C.strides[0] + 1] += A.data[2 * A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[2 * C.strides[0] + 2] += A.data[2 * A.strides[0] + ki + (K / 4) * 4] * B.data[2 * B.strides[0] + ki + (K / 4) * 4];
  C.data[3 * C.strides[0]] += A.data[3 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[3 * C.strides[0] + 1] += A.data[3 * A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[3 * C.strides[0] + 2] += A.data[3 * A.strides[0] + ki + (K / 4) * 4] * B.data[2 * B.strides[0] + ki + (K / 4) * 4];
  C.data[4 * C.strides[0]] += A.data[4 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[4 * C.strides[0] + 1] += A.data[4 * A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[4 * C.strides[0] + 2] += A.data[4 * A.strides[0] + ki + (K / 4) * 4] * B.data[2 * B.strides[0] + ki + (K / 4) * 4];
  C.data[5 * C.strides[0]] += A.data[5 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[5 * C.strides[0] + 1] += A.data[5 * A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[5 * C.strides[0] + 2] += A.data[5 * A.strides[0] + ki + (K / 4) * 4] * B.data[2 * B.strides[0] + ki + (K / 4) * 4];
  C.data[6 * C.strides[0]] += A.data[6 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[6 * C.strides[0] + 1] += A.data[6 * A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[6 * C.strides[0] + 2] += A.data[6 * A.strides[0] + ki + (K / 4) * 4] * B.data[2 * B.strides[0] + ki + (K / 4) * 4];
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
float32x4_t acc_0_0;
float32x4_t acc_0_1;
float32x4_t acc_0_2;
float32x4_t acc_1_0;
float32x4_t acc_1_1;
float32x4_t acc_1_2;
float32x4_t acc_2_0;
float32x4_t acc_2_1;
float32x4_t acc_2_2;
float32x4_t acc_3_0;
float32x4_t acc_3_1;
float32x4_t acc_3_2;
float32x4_t acc_4_0;
float32x4_t acc_4_1;
float32x4_t acc_4_2;
float32x4_t acc_5_0;
float32x4_t acc_5_1;
float32x4_t acc_5_2;
float32x4_t acc_6_0;
float32x4_t acc_6_1;
float32x4_t acc_6_2;
acc_0_0 = vdupq_n_f32(0.0f);
acc_0_1 = vdupq_n_f32(0.0f);
acc_0_2 = vdupq_n_f32(0.0f);
acc_1_0 = vdupq_n_f32(0.0f);
acc_1_1 = vdupq_n_f32(0.0f);
acc_1_2 = vdupq_n_f32(0.0f);
acc_2_0 = vdupq_n_f32(0.0f);
acc_2_1 = vdupq_n_f32(0.0f);
acc_2_2 = vdupq_n_f32(0.0f);
acc_3_0 = vdupq_n_f32(0.0f);
acc_3_1 = vdupq_n_f32(0.0f);
acc_3_2 = vdupq_n_f32(0.0f);
acc_4_0 = vdupq_n_f32(0.0f);
acc_4_1 = vdupq_n_f32(0.0f);
acc_4_2 = vdupq_n_f32(0.0f);
acc_5_0 = vdupq_n_f32(0.0f);
acc_5_1 = vdupq_n_f32(0.0f);
acc_5_2 = vdupq_n_f32(0.0f);
acc_6_0 = vdupq_n_f32(0.0f);
acc_6_1 = vdupq_n_f32(0.0f);
acc_6_2 = vdupq_n_f32(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (4)); ko++) {
  float32x4_t a_reg_0;
  float32x4_t a_reg_1;
  float32x4_t a_reg_2;
  float32x4_t a_reg_3;
  float32x4_t a_reg_4;
  float32x4_t a_reg_5;
  float32x4_t a_reg_6;
  a_reg_0 = vld1q_f32(&A.data[4 * ko]);
  a_reg_1 = vld1q_f32(&A.data[A.strides[0] + 4 * ko]);
  a_reg_2 = vld1q_f32(&A.data[(2) * (A.strides[0]) + 4 * ko]);
  a_reg_3 = vld1q_f32(&A.data[(3) * (A.strides[0]) + 4 * ko]);
  a_reg_4 = vld1q_f32(&A.data[(4) * (A.strides[0]) + 4 * ko]);
  a_reg_5 = vld1q_f32(&A.data[(5) * (A.strides[0]) + 4 * ko]);
  a_reg_6 = vld1q_f32(&A.data[(6) * (A.strides[0]) + 4 * ko]);
  float32x4_t b_reg;
  b_reg = vld1q_f32(&B.data[4 * ko]);
  acc_0_0 = vfmaq_f32(acc_0_0, a_reg_0, b_reg);
  acc_1_0 = vfmaq_f32(acc_1_0, a_reg_1, b_reg);
  acc_2_0 = vfmaq_f32(acc_2_0, a_reg_2, b_reg);
  acc_3_0 = vfmaq_f32(acc_3_0, a_reg_3, b_reg);
  acc_4_0 = vfmaq_f32(acc_4_0, a_reg_4, b_reg);
  acc_5_0 = vfmaq_f32(acc_5_0, a_reg_5, b_reg);
  acc_6_0 = vfmaq_f32(acc_6_0, a_reg_6, b_reg);
  float32x4_t b_reg_1;
  b_reg_1 = vld1q_f32(&B.data[B.strides[0] + 4 * ko]);
  acc_0_1 = vfmaq_f32(acc_0_1, a_reg_0, b_reg_1);
  acc_1_1 = vfmaq_f32(acc_1_1, a_reg_1, b_reg_1);
  acc_2_1 = vfmaq_f32(acc_2_1, a_reg_2, b_reg_1);
  acc_3_1 = vfmaq_f32(acc_3_1, a_reg_3, b_reg_1);
  acc_4_1 = vfmaq_f32(acc_4_1, a_reg_4, b_reg_1);
  acc_5_1 = vfmaq_f32(acc_5_1, a_reg_5, b_reg_1);
  acc_6_1 = vfmaq_f32(acc_6_1, a_reg_6, b_reg_1);
  float32x4_t b_reg_2;
  b_reg_2 = vld1q_f32(&B.data[(2) * (B.strides[0]) + 4 * ko]);
  acc_0_2 = vfmaq_f32(acc_0_2, a_reg_0, b_reg_2);
  acc_1_2 = vfmaq_f32(acc_1_2, a_reg_1, b_reg_2);
  acc_2_2 = vfmaq_f32(acc_2_2, a_reg_2, b_reg_2);
  acc_3_2 = vfmaq_f32(acc_3_2, a_reg_3, b_reg_2);
  acc_4_2 = vfmaq_f32(acc_4_2, a_reg_4, b_reg_2);
  acc_5_2 = vfmaq_f32(acc_5_2, a_reg_5, b_reg_2);
  acc_6_2 = vfmaq_f32(acc_6_2, a_reg_6, b_reg_2);
}
C.data[0] += vaddvq_f32(acc_0_0);
C.data[1] += vaddvq_f32(acc_0_1);
C.data[2] += vaddvq_f32(acc_0_2);
C.data[C.strides[0]] += vaddvq_f32(acc_1_0);
C.data[C.strides[0] + 1] += vaddvq_f32(acc_1_1);
C.data[C.strides[0] + 2] += vaddvq_f32(acc_1_2);
C.data[(2) * (C.strides[0])] += vaddvq_f32(acc_2_0);
C.data[(2) * (C.strides[0]) + 1] += vaddvq_f32(acc_2_1);
C.data[(2) * (C.strides[0]) + 2] += vaddvq_f32(acc_2_2);
C.data[(3) * (C.strides[0])] += vaddvq_f32(acc_3_0);
C.data[(3) * (C.strides[0]) + 1] += vaddvq_f32(acc_3_1);
C.data[(3) * (C.strides[0]) + 2] += vaddvq_f32(acc_3_2);
C.data[(4) * (C.strides[0])] += vaddvq_f32(acc_4_0);
C.data[(4) * (C.strides[0]) + 1] += vaddvq_f32(acc_4_1);
C.data[(4) * (C.strides[0]) + 2] += vaddvq_f32(acc_4_2);
C.data[(5) * (C.strides[0])] += vaddvq_f32(acc_5_0);
C.data[(5) * (C.strides[0]) + 1] += vaddvq_f32(acc_5_1);
C.data[(5) * (C.strides[0]) + 2] += vaddvq_f32(acc_5_2);
C.data[(6) * (C.strides[0])] += vaddvq_f32(acc_6_0);
C.data[(6) * (C.strides[0]) + 1] += vaddvq_f32(acc_6_1);
C.data[(6) * (C.strides[0]) + 2] += vaddvq_f32(acc_6_2);
for (int_fast32_t ki = 0; ki < K % 4; ki++) {
  C.data[0] += A.data[ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[1] += A.data[ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[2] += A.data[ki + (K / 4) * 4] * B.data[2 * B.strides[0] + ki + (K / 4) * 4];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[C.strides[0] + 1] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[C.strides[0] + 2] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[2 * B.strides[0] + ki + (K / 4) * 4];
  C.data[2 * C.strides[0]] += A.data[2 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[2 * C.strides[0] + 1] += A.data[2 * A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[2 * C.strides[0] + 2] += A.data[2 * A.strides[0] + ki + (K / 4) * 4] * B.data[2 * B.strides[0] + ki + (K / 4) * 4];
  C.data[3 * C.strides[0]] += A.data[3 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[3 * C.strides[0] + 1] += A.data[3 * A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[3 * C.strides[0] + 2] += A.data[3 * A.strides[0] + ki + (K / 4) * 4] * B.data[2 * B.strides[0] + ki + (K / 4) * 4];
  C.data[4 * C.strides[0]] += A.data[4 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[4 * C.strides[0] + 1] += A.data[4 * A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[4 * C.strides[0] + 2] += A.data[4 * A.strides[0] + ki + (K / 4) * 4] * B.data[2 * B.strides[0] + ki + (K / 4) * 4];
  C.data[5 * C.strides[0]] += A.data[5 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[5 * C.strides[0] + 1] += A.data[5 * A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[5 * C.strides[0] + 2] += A.data[5 * A.strides[0] + ki + (K / 4) * 4] * B.data[2 * B.strides[0] + ki + (K / 4) * 4];
  C.data[6 * C.strides[0]] += A.data[6 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[6 * C.strides[0] + 1] += A.data[6 * A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[6 * C.strides[0] + 2] += A.data[6 * A.strides[0] + ki + (K / 4) * 4] * B.data[2 * B.strides[0] + ki + (K / 4) * 4];
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
float32x4_t acc_0_0;
float32x4_t acc_1_0;
float32x4_t acc_2_0;
float32x4_t acc_3_0;
float32x4_t acc_4_0;
float32x4_t acc_5_0;
float32x4_t acc_6_0;
float32x4_t acc_7_0;
acc_0_0 = vdupq_n_f32(0.0f);
acc_1_0 = vdupq_n_f32(0.0f);
acc_2_0 = vdupq_n_f32(0.0f);
acc_3_0 = vdupq_n_f32(0.0f);
acc_4_0 = vdupq_n_f32(0.0f);
acc_5_0 = vdupq_n_f32(0.0f);
acc_6_0 = vdupq_n_f32(0.0f);
acc_7_0 = vdupq_n_f32(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (4)); ko++) {
  { for (int exo_r = 1; exo_r < 2; exo_r++) __builtin_prefetch(&B.data[4 * ko] + (size_t)exo_r * (((struct exo_win_2f32c){ &B.data[4 * ko], { B.strides[0], 1 } })).strides[0], 0, 1); }
  float32x4_t a_reg_0;
  float32x4_t a_reg_1;
  float32x4_t a_reg_2;
  float32x4_t a_reg_3;
  float32x4_t a_reg_4;
  float32x4_t a_reg_5;
  float32x4_t a_reg_6;
  float32x4_t a_reg_7;
  a_reg_0 = vld1q_f32(&A.data[4 * ko]);
  a_reg_1 = vld1q_f32(&A.data[A.strides[0] + 4 * ko]);
  a_reg_2 = vld1q_f32(&A.data[(2) * (A.strides[0]) + 4 * ko]);
  a_reg_3 = vld1q_f32(&A.data[(3) * (A.strides[0]) + 4 * ko]);
  a_reg_4 = vld1q_f32(&A.data[(4) * (A.strides[0]) + 4 * ko]);
  a_reg_5 = vld1q_f32(&A.data[(5) * (A.strides[0]) + 4 * ko]);
  a_reg_6 = vld1q_f32(&A.data[(6) * (A.strides[0]) + 4 * ko]);
  a_reg_7 = vld1q_f32(&A.data[(7) * (A.strides[0]) + 4 * ko]);
  float32x4_t b_reg;
  b_reg = vld1q_f32(&B.data[4 * ko]);
  acc_0_0 = vfmaq_f32(acc_0_0, a_reg_0, b_reg);
  acc_1_0 = vfmaq_f32(acc_1_0, a_reg_1, b_reg);
  acc_2_0 = vfmaq_f32(acc_2_0, a_reg_2, b_reg);
  acc_3_0 = vfmaq_f32(acc_3_0, a_reg_3, b_reg);
  acc_4_0 = vfmaq_f32(acc_4_0, a_reg_4, b_reg);
  acc_5_0 = vfmaq_f32(acc_5_0, a_reg_5, b_reg);
  acc_6_0 = vfmaq_f32(acc_6_0, a_reg_6, b_reg);
  acc_7_0 = vfmaq_f32(acc_7_0, a_reg_7, b_reg);
}
{ float exo_s[4]; vst1q_f32(exo_s, vpaddq_f32(vpaddq_f32(acc_0_0, acc_1_0), vpaddq_f32(acc_2_0, acc_3_0))); (&C.data[0])[0] += exo_s[0]; (&C.data[0])[1 * ((struct exo_win_2f32){ &C.data[0], { C.strides[0], 1 } }).strides[0] + 0] += exo_s[1]; (&C.data[0])[2 * ((struct exo_win_2f32){ &C.data[0], { C.strides[0], 1 } }).strides[0] + 0] += exo_s[2]; (&C.data[0])[3 * ((struct exo_win_2f32){ &C.data[0], { C.strides[0], 1 } }).strides[0] + 0] += exo_s[3]; }
{ float exo_s[4]; vst1q_f32(exo_s, vpaddq_f32(vpaddq_f32(acc_4_0, acc_5_0), vpaddq_f32(acc_6_0, acc_7_0))); (&C.data[(4) * (C.strides[0])])[0] += exo_s[0]; (&C.data[(4) * (C.strides[0])])[1 * ((struct exo_win_2f32){ &C.data[(4) * (C.strides[0])], { C.strides[0], 1 } }).strides[0] + 0] += exo_s[1]; (&C.data[(4) * (C.strides[0])])[2 * ((struct exo_win_2f32){ &C.data[(4) * (C.strides[0])], { C.strides[0], 1 } }).strides[0] + 0] += exo_s[2]; (&C.data[(4) * (C.strides[0])])[3 * ((struct exo_win_2f32){ &C.data[(4) * (C.strides[0])], { C.strides[0], 1 } }).strides[0] + 0] += exo_s[3]; }
for (int_fast32_t ki = 0; ki < K % 4; ki++) {
  C.data[0] += A.data[ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[2 * C.strides[0]] += A.data[2 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[3 * C.strides[0]] += A.data[3 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[4 * C.strides[0]] += A.data[4 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[5 * C.strides[0]] += A.data[5 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[6 * C.strides[0]] += A.data[6 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[7 * C.strides[0]] += A.data[7 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
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
float32x4_t acc_0_0;
float32x4_t acc_1_0;
float32x4_t acc_2_0;
float32x4_t acc_3_0;
float32x4_t acc_4_0;
float32x4_t acc_5_0;
float32x4_t acc_6_0;
float32x4_t acc_7_0;
acc_0_0 = vdupq_n_f32(0.0f);
acc_1_0 = vdupq_n_f32(0.0f);
acc_2_0 = vdupq_n_f32(0.0f);
acc_3_0 = vdupq_n_f32(0.0f);
acc_4_0 = vdupq_n_f32(0.0f);
acc_5_0 = vdupq_n_f32(0.0f);
acc_6_0 = vdupq_n_f32(0.0f);
acc_7_0 = vdupq_n_f32(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (4)); ko++) {
  float32x4_t a_reg_0;
  float32x4_t a_reg_1;
  float32x4_t a_reg_2;
  float32x4_t a_reg_3;
  float32x4_t a_reg_4;
  float32x4_t a_reg_5;
  float32x4_t a_reg_6;
  float32x4_t a_reg_7;
  a_reg_0 = vld1q_f32(&A.data[4 * ko]);
  a_reg_1 = vld1q_f32(&A.data[A.strides[0] + 4 * ko]);
  a_reg_2 = vld1q_f32(&A.data[(2) * (A.strides[0]) + 4 * ko]);
  a_reg_3 = vld1q_f32(&A.data[(3) * (A.strides[0]) + 4 * ko]);
  a_reg_4 = vld1q_f32(&A.data[(4) * (A.strides[0]) + 4 * ko]);
  a_reg_5 = vld1q_f32(&A.data[(5) * (A.strides[0]) + 4 * ko]);
  a_reg_6 = vld1q_f32(&A.data[(6) * (A.strides[0]) + 4 * ko]);
  a_reg_7 = vld1q_f32(&A.data[(7) * (A.strides[0]) + 4 * ko]);
  float32x4_t b_reg;
  b_reg = vld1q_f32(&B.data[4 * ko]);
  acc_0_0 = vfmaq_f32(acc_0_0, a_reg_0, b_reg);
  acc_1_0 = vfmaq_f32(acc_1_0, a_reg_1, b_reg);
  acc_2_0 = vfmaq_f32(acc_2_0, a_reg_2, b_reg);
  acc_3_0 = vfmaq_f32(acc_3_0, a_reg_3, b_reg);
  acc_4_0 = vfmaq_f32(acc_4_0, a_reg_4, b_reg);
  acc_5_0 = vfmaq_f32(acc_5_0, a_reg_5, b_reg);
  acc_6_0 = vfmaq_f32(acc_6_0, a_reg_6, b_reg);
  acc_7_0 = vfmaq_f32(acc_7_0, a_reg_7, b_reg);
}
{ float exo_s[4]; vst1q_f32(exo_s, vpaddq_f32(vpaddq_f32(acc_0_0, acc_1_0), vpaddq_f32(acc_2_0, acc_3_0))); (&C.data[0])[0] += exo_s[0]; (&C.data[0])[1 * ((struct exo_win_2f32){ &C.data[0], { C.strides[0], 1 } }).strides[0] + 0] += exo_s[1]; (&C.data[0])[2 * ((struct exo_win_2f32){ &C.data[0], { C.strides[0], 1 } }).strides[0] + 0] += exo_s[2]; (&C.data[0])[3 * ((struct exo_win_2f32){ &C.data[0], { C.strides[0], 1 } }).strides[0] + 0] += exo_s[3]; }
{ float exo_s[4]; vst1q_f32(exo_s, vpaddq_f32(vpaddq_f32(acc_4_0, acc_5_0), vpaddq_f32(acc_6_0, acc_7_0))); (&C.data[(4) * (C.strides[0])])[0] += exo_s[0]; (&C.data[(4) * (C.strides[0])])[1 * ((struct exo_win_2f32){ &C.data[(4) * (C.strides[0])], { C.strides[0], 1 } }).strides[0] + 0] += exo_s[1]; (&C.data[(4) * (C.strides[0])])[2 * ((struct exo_win_2f32){ &C.data[(4) * (C.strides[0])], { C.strides[0], 1 } }).strides[0] + 0] += exo_s[2]; (&C.data[(4) * (C.strides[0])])[3 * ((struct exo_win_2f32){ &C.data[(4) * (C.strides[0])], { C.strides[0], 1 } }).strides[0] + 0] += exo_s[3]; }
for (int_fast32_t ki = 0; ki < K % 4; ki++) {
  C.data[0] += A.data[ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[2 * C.strides[0]] += A.data[2 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[3 * C.strides[0]] += A.data[3 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[4 * C.strides[0]] += A.data[4 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[5 * C.strides[0]] += A.data[5 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[6 * C.strides[0]] += A.data[6 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[7 * C.strides[0]] += A.data[7 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
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
float32x4_t acc_0_0;
float32x4_t acc_0_1;
float32x4_t acc_1_0;
float32x4_t acc_1_1;
float32x4_t acc_2_0;
float32x4_t acc_2_1;
float32x4_t acc_3_0;
float32x4_t acc_3_1;
float32x4_t acc_4_0;
float32x4_t acc_4_1;
float32x4_t acc_5_0;
float32x4_t acc_5_1;
float32x4_t acc_6_0;
float32x4_t acc_6_1;
float32x4_t acc_7_0;
float32x4_t acc_7_1;
acc_0_0 = vdupq_n_f32(0.0f);
acc_0_1 = vdupq_n_f32(0.0f);
acc_1_0 = vdupq_n_f32(0.0f);
acc_1_1 = vdupq_n_f32(0.0f);
acc_2_0 = vdupq_n_f32(0.0f);
acc_2_1 = vdupq_n_f32(0.0f);
acc_3_0 = vdupq_n_f32(0.0f);
acc_3_1 = vdupq_n_f32(0.0f);
acc_4_0 = vdupq_n_f32(0.0f);
acc_4_1 = vdupq_n_f32(0.0f);
acc_5_0 = vdupq_n_f32(0.0f);
acc_5_1 = vdupq_n_f32(0.0f);
acc_6_0 = vdupq_n_f32(0.0f);
acc_6_1 = vdupq_n_f32(0.0f);
acc_7_0 = vdupq_n_f32(0.0f);
acc_7_1 = vdupq_n_f32(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (4)); ko++) {
  { for (int exo_r = 2; exo_r < 4; exo_r++) __builtin_prefetch(&B.data[4 * ko] + (size_t)exo_r * (((struct exo_win_2f32c){ &B.data[4 * ko], { B.strides[0], 1 } })).strides[0], 0, 1); }
  float32x4_t a_reg_0;
  float32x4_t a_reg_1;
  float32x4_t a_reg_2;
  float32x4_t a_reg_3;
  float32x4_t a_reg_4;
  float32x4_t a_reg_5;
  float32x4_t a_reg_6;
  float32x4_t a_reg_7;
  a_reg_0 = vld1q_f32(&A.data[4 * ko]);
  a_reg_1 = vld1q_f32(&A.data[A.strides[0] + 4 * ko]);
  a_reg_2 = vld1q_f32(&A.data[(2) * (A.strides[0]) + 4 * ko]);
  a_reg_3 = vld1q_f32(&A.data[(3) * (A.strides[0]) + 4 * ko]);
  a_reg_4 = vld1q_f32(&A.data[(4) * (A.strides[0]) + 4 * ko]);
  a_reg_5 = vld1q_f32(&A.data[(5) * (A.strides[0]) + 4 * ko]);
  a_reg_6 = vld1q_f32(&A.data[(6) * (A.strides[0]) + 4 * ko]);
  a_reg_7 = vld1q_f32(&A.data[(7) * (A.strides[0]) + 4 * ko]);
  float32x4_t b_reg;
  b_reg = vld1q_f32(&B.data[4 * ko]);
  acc_0_0 = vfmaq_f32(acc_0_0, a_reg_0, b_reg);
  acc_1_0 = vfmaq_f32(acc_1_0, a_reg_1, b_reg);
  acc_2_0 = vfmaq_f32(acc_2_0, a_reg_2, b_reg);
  acc_3_0 = vfmaq_f32(acc_3_0, a_reg_3, b_reg);
  acc_4_0 = vfmaq_f32(acc_4_0, a_reg_4, b_reg);
  acc_5_0 = vfmaq_f32(acc_5_0, a_reg_5, b_reg);
  acc_6_0 = vfmaq_f32(acc_6_0, a_reg_6, b_reg);
  acc_7_0 = vfmaq_f32(acc_7_0, a_reg_7, b_reg);
  float32x4_t b_reg_1;
  b_reg_1 = vld1q_f32(&B.data[B.strides[0] + 4 * ko]);
  acc_0_1 = vfmaq_f32(acc_0_1, a_reg_0, b_reg_1);
  acc_1_1 = vfmaq_f32(acc_1_1, a_reg_1, b_reg_1);
  acc_2_1 = vfmaq_f32(acc_2_1, a_reg_2, b_reg_1);
  acc_3_1 = vfmaq_f32(acc_3_1, a_reg_3, b_reg_1);
  acc_4_1 = vfmaq_f32(acc_4_1, a_reg_4, b_reg_1);
  acc_5_1 = vfmaq_f32(acc_5_1, a_reg_5, b_reg_1);
  acc_6_1 = vfmaq_f32(acc_6_1, a_reg_6, b_reg_1);
  acc_7_1 = vfmaq_f32(acc_7_1, a_reg_7, b_reg_1);
}
{ float exo_s[4]; vst1q_f32(exo_s, vpaddq_f32(vpaddq_f32(acc_0_0, acc_0_1), vpaddq_f32(acc_1_0, acc_1_1))); (&C.data[0])[0] += exo_s[0]; (&C.data[0])[1] += exo_s[1]; (&C.data[0])[1 * ((struct exo_win_2f32){ &C.data[0], { C.strides[0], 1 } }).strides[0] + 0] += exo_s[2]; (&C.data[0])[1 * ((struct exo_win_2f32){ &C.data[0], { C.strides[0], 1 } }).strides[0] + 1] += exo_s[3]; }
{ float exo_s[4]; vst1q_f32(exo_s, vpaddq_f32(vpaddq_f32(acc_2_0, acc_2_1), vpaddq_f32(acc_3_0, acc_3_1))); (&C.data[(2) * (C.strides[0])])[0] += exo_s[0]; (&C.data[(2) * (C.strides[0])])[1] += exo_s[1]; (&C.data[(2) * (C.strides[0])])[1 * ((struct exo_win_2f32){ &C.data[(2) * (C.strides[0])], { C.strides[0], 1 } }).strides[0] + 0] += exo_s[2]; (&C.data[(2) * (C.strides[0])])[1 * ((struct exo_win_2f32){ &C.data[(2) * (C.strides[0])], { C.strides[0], 1 } }).strides[0] + 1] += exo_s[3]; }
{ float exo_s[4]; vst1q_f32(exo_s, vpaddq_f32(vpaddq_f32(acc_4_0, acc_4_1), vpaddq_f32(acc_5_0, acc_5_1))); (&C.data[(4) * (C.strides[0])])[0] += exo_s[0]; (&C.data[(4) * (C.strides[0])])[1] += exo_s[1]; (&C.data[(4) * (C.strides[0])])[1 * ((struct exo_win_2f32){ &C.data[(4) * (C.strides[0])], { C.strides[0], 1 } }).strides[0] + 0] += exo_s[2]; (&C.data[(4) * (C.strides[0])])[1 * ((struct exo_win_2f32){ &C.data[(4) * (C.strides[0])], { C.strides[0], 1 } }).strides[0] + 1] += exo_s[3]; }
{ float exo_s[4]; vst1q_f32(exo_s, vpaddq_f32(vpaddq_f32(acc_6_0, acc_6_1), vpaddq_f32(acc_7_0, acc_7_1))); (&C.data[(6) * (C.strides[0])])[0] += exo_s[0]; (&C.data[(6) * (C.strides[0])])[1] += exo_s[1]; (&C.data[(6) * (C.strides[0])])[1 * ((struct exo_win_2f32){ &C.data[(6) * (C.strides[0])], { C.strides[0], 1 } }).strides[0] + 0] += exo_s[2]; (&C.data[(6) * (C.strides[0])])[1 * ((struct exo_win_2f32){ &C.data[(6) * (C.strides[0])], { C.strides[0], 1 } }).strides[0] + 1] += exo_s[3]; }
for (int_fast32_t ki = 0; ki < K % 4; ki++) {
  C.data[0] += A.data[ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[1] += A.data[ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[C.strides[0] + 1] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[2 * C.strides[0]] += A.data[2 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[2 * C.strides[0] + 1] += A.data[2 * A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[3 * C.strides[0]] += A.data[3 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[3 * C.strides[0] + 1] += A.data[3 * A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[4 * C.strides[0]] += A.data[4 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[4 * C.strides[0] + 1] += A.data[4 * A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[5 * C.strides[0]] += A.data[5 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[5 * C.strides[0] + 1] += A.data[5 * A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[6 * C.strides[0]] += A.data[6 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[6 * C.strides[0] + 1] += A.data[6 * A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[7 * C.strides[0]] += A.data[7 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[7 * C.strides[0] + 1] += A.data[7 * A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
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
float32x4_t acc_0_0;
float32x4_t acc_0_1;
float32x4_t acc_1_0;
float32x4_t acc_1_1;
float32x4_t acc_2_0;
float32x4_t acc_2_1;
float32x4_t acc_3_0;
float32x4_t acc_3_1;
float32x4_t acc_4_0;
float32x4_t acc_4_1;
float32x4_t acc_5_0;
float32x4_t acc_5_1;
float32x4_t acc_6_0;
float32x4_t acc_6_1;
float32x4_t acc_7_0;
float32x4_t acc_7_1;
acc_0_0 = vdupq_n_f32(0.0f);
acc_0_1 = vdupq_n_f32(0.0f);
acc_1_0 = vdupq_n_f32(0.0f);
acc_1_1 = vdupq_n_f32(0.0f);
acc_2_0 = vdupq_n_f32(0.0f);
acc_2_1 = vdupq_n_f32(0.0f);
acc_3_0 = vdupq_n_f32(0.0f);
acc_3_1 = vdupq_n_f32(0.0f);
acc_4_0 = vdupq_n_f32(0.0f);
acc_4_1 = vdupq_n_f32(0.0f);
acc_5_0 = vdupq_n_f32(0.0f);
acc_5_1 = vdupq_n_f32(0.0f);
acc_6_0 = vdupq_n_f32(0.0f);
acc_6_1 = vdupq_n_f32(0.0f);
acc_7_0 = vdupq_n_f32(0.0f);
acc_7_1 = vdupq_n_f32(0.0f);
for (int_fast32_t ko = 0; ko < ((K) / (4)); ko++) {
  float32x4_t a_reg_0;
  float32x4_t a_reg_1;
  float32x4_t a_reg_2;
  float32x4_t a_reg_3;
  float32x4_t a_reg_4;
  float32x4_t a_reg_5;
  float32x4_t a_reg_6;
  float32x4_t a_reg_7;
  a_reg_0 = vld1q_f32(&A.data[4 * ko]);
  a_reg_1 = vld1q_f32(&A.data[A.strides[0] + 4 * ko]);
  a_reg_2 = vld1q_f32(&A.data[(2) * (A.strides[0]) + 4 * ko]);
  a_reg_3 = vld1q_f32(&A.data[(3) * (A.strides[0]) + 4 * ko]);
  a_reg_4 = vld1q_f32(&A.data[(4) * (A.strides[0]) + 4 * ko]);
  a_reg_5 = vld1q_f32(&A.data[(5) * (A.strides[0]) + 4 * ko]);
  a_reg_6 = vld1q_f32(&A.data[(6) * (A.strides[0]) + 4 * ko]);
  a_reg_7 = vld1q_f32(&A.data[(7) * (A.strides[0]) + 4 * ko]);
  float32x4_t b_reg;
  b_reg = vld1q_f32(&B.data[4 * ko]);
  acc_0_0 = vfmaq_f32(acc_0_0, a_reg_0, b_reg);
  acc_1_0 = vfmaq_f32(acc_1_0, a_reg_1, b_reg);
  acc_2_0 = vfmaq_f32(acc_2_0, a_reg_2, b_reg);
  acc_3_0 = vfmaq_f32(acc_3_0, a_reg_3, b_reg);
  acc_4_0 = vfmaq_f32(acc_4_0, a_reg_4, b_reg);
  acc_5_0 = vfmaq_f32(acc_5_0, a_reg_5, b_reg);
  acc_6_0 = vfmaq_f32(acc_6_0, a_reg_6, b_reg);
  acc_7_0 = vfmaq_f32(acc_7_0, a_reg_7, b_reg);
  float32x4_t b_reg_1;
  b_reg_1 = vld1q_f32(&B.data[B.strides[0] + 4 * ko]);
  acc_0_1 = vfmaq_f32(acc_0_1, a_reg_0, b_reg_1);
  acc_1_1 = vfmaq_f32(acc_1_1, a_reg_1, b_reg_1);
  acc_2_1 = vfmaq_f32(acc_2_1, a_reg_2, b_reg_1);
  acc_3_1 = vfmaq_f32(acc_3_1, a_reg_3, b_reg_1);
  acc_4_1 = vfmaq_f32(acc_4_1, a_reg_4, b_reg_1);
  acc_5_1 = vfmaq_f32(acc_5_1, a_reg_5, b_reg_1);
  acc_6_1 = vfmaq_f32(acc_6_1, a_reg_6, b_reg_1);
  acc_7_1 = vfmaq_f32(acc_7_1, a_reg_7, b_reg_1);
}
{ float exo_s[4]; vst1q_f32(exo_s, vpaddq_f32(vpaddq_f32(acc_0_0, acc_0_1), vpaddq_f32(acc_1_0, acc_1_1))); (&C.data[0])[0] += exo_s[0]; (&C.data[0])[1] += exo_s[1]; (&C.data[0])[1 * ((struct exo_win_2f32){ &C.data[0], { C.strides[0], 1 } }).strides[0] + 0] += exo_s[2]; (&C.data[0])[1 * ((struct exo_win_2f32){ &C.data[0], { C.strides[0], 1 } }).strides[0] + 1] += exo_s[3]; }
{ float exo_s[4]; vst1q_f32(exo_s, vpaddq_f32(vpaddq_f32(acc_2_0, acc_2_1), vpaddq_f32(acc_3_0, acc_3_1))); (&C.data[(2) * (C.strides[0])])[0] += exo_s[0]; (&C.data[(2) * (C.strides[0])])[1] += exo_s[1]; (&C.data[(2) * (C.strides[0])])[1 * ((struct exo_win_2f32){ &C.data[(2) * (C.strides[0])], { C.strides[0], 1 } }).strides[0] + 0] += exo_s[2]; (&C.data[(2) * (C.strides[0])])[1 * ((struct exo_win_2f32){ &C.data[(2) * (C.strides[0])], { C.strides[0], 1 } }).strides[0] + 1] += exo_s[3]; }
{ float exo_s[4]; vst1q_f32(exo_s, vpaddq_f32(vpaddq_f32(acc_4_0, acc_4_1), vpaddq_f32(acc_5_0, acc_5_1))); (&C.data[(4) * (C.strides[0])])[0] += exo_s[0]; (&C.data[(4) * (C.strides[0])])[1] += exo_s[1]; (&C.data[(4) * (C.strides[0])])[1 * ((struct exo_win_2f32){ &C.data[(4) * (C.strides[0])], { C.strides[0], 1 } }).strides[0] + 0] += exo_s[2]; (&C.data[(4) * (C.strides[0])])[1 * ((struct exo_win_2f32){ &C.data[(4) * (C.strides[0])], { C.strides[0], 1 } }).strides[0] + 1] += exo_s[3]; }
{ float exo_s[4]; vst1q_f32(exo_s, vpaddq_f32(vpaddq_f32(acc_6_0, acc_6_1), vpaddq_f32(acc_7_0, acc_7_1))); (&C.data[(6) * (C.strides[0])])[0] += exo_s[0]; (&C.data[(6) * (C.strides[0])])[1] += exo_s[1]; (&C.data[(6) * (C.strides[0])])[1 * ((struct exo_win_2f32){ &C.data[(6) * (C.strides[0])], { C.strides[0], 1 } }).strides[0] + 0] += exo_s[2]; (&C.data[(6) * (C.strides[0])])[1 * ((struct exo_win_2f32){ &C.data[(6) * (C.strides[0])], { C.strides[0], 1 } }).strides[0] + 1] += exo_s[3]; }
for (int_fast32_t ki = 0; ki < K % 4; ki++) {
  C.data[0] += A.data[ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[1] += A.data[ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[C.strides[0]] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[C.strides[0] + 1] += A.data[A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[2 * C.strides[0]] += A.data[2 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[2 * C.strides[0] + 1] += A.data[2 * A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[3 * C.strides[0]] += A.data[3 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[3 * C.strides[0] + 1] += A.data[3 * A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[4 * C.strides[0]] += A.data[4 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[4 * C.strides[0] + 1] += A.data[4 * A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[5 * C.strides[0]] += A.data[5 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[5 * C.strides[0] + 1] += A.data[5 * A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[6 * C.strides[0]] += A.data[6 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[6 * C.strides[0] + 1] += A.data[6 * A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
  C.data[7 * C.strides[0]] += A.data[7 * A.strides[0] + ki + (K / 4) * 4] * B.data[ki + (K / 4) * 4];
  C.data[7 * C.strides[0] + 1] += A.data[7 * A.strides[0] + ki + (K / 4) * 4] * B.data[B.strides[0] + ki + (K / 4) * 4];
}
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
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[4]);
C_reg_2 = vld1q_f32(&C.data[8]);
float32x4_t B_reg_0;
float32x4_t B_reg_1;
float32x4_t B_reg_2;
B_reg_0 = vld1q_f32(&B.data[0]);
B_reg_1 = vld1q_f32(&B.data[4]);
B_reg_2 = vld1q_f32(&B.data[8]);
C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[0]);
C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[0]);
C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, A.data[0]);
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[8], C_reg_2);
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
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
C_reg_0 = vdupq_n_f32(0.0f);
C_reg_1 = vdupq_n_f32(0.0f);
C_reg_2 = vdupq_n_f32(0.0f);
float32x4_t B_reg_0;
float32x4_t B_reg_1;
float32x4_t B_reg_2;
B_reg_0 = vld1q_f32(&B.data[0]);
B_reg_1 = vld1q_f32(&B.data[4]);
B_reg_2 = vld1q_f32(&B.data[8]);
C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[0]);
C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[0]);
C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, A.data[0]);
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[8], C_reg_2);
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
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[4]);
C_reg_2 = vld1q_f32(&C.data[8]);
C_reg_3 = vld1q_f32(&C.data[12]);
float32x4_t B_reg_0;
float32x4_t B_reg_1;
float32x4_t B_reg_2;
float32x4_t B_reg_3;
B_reg_0 = vld1q_f32(&B.data[0]);
B_reg_1 = vld1q_f32(&B.data[4]);
B_reg_2 = vld1q_f32(&B.data[8]);
B_reg_3 = vld1q_f32(&B.data[12]);
C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[0]);
C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[0]);
C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, A.data[0]);
C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_3, A.data[0]);
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[8], C_reg_2);
vst1q_f32(&C.data[12], C_reg_3);
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
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
C_reg_0 = vdupq_n_f32(0.0f);
C_reg_1 = vdupq_n_f32(0.0f);
C_reg_2 = vdupq_n_f32(0.0f);
C_reg_3 = vdupq_n_f32(0.0f);
float32x4_t B_reg_0;
float32x4_t B_reg_1;
float32x4_t B_reg_2;
float32x4_t B_reg_3;
B_reg_0 = vld1q_f32(&B.data[0]);
B_reg_1 = vld1q_f32(&B.data[4]);
B_reg_2 = vld1q_f32(&B.data[8]);
B_reg_3 = vld1q_f32(&B.data[12]);
C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[0]);
C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[0]);
C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, A.data[0]);
C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_3, A.data[0]);
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[8], C_reg_2);
vst1q_f32(&C.data[12], C_reg_3);
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
float32x4_t C_reg_0;
C_reg_0 = exogemm_neon_load_tail(&C.data[0], (1));
float32x4_t B_reg_0;
B_reg_0 = exogemm_neon_load_tail(&B.data[0], (1));
C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[0]);
exogemm_neon_store_tail(&C.data[0], C_reg_0, (1));
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
float32x4_t C_reg_0;
C_reg_0 = vdupq_n_f32(0.0f);
float32x4_t B_reg_0;
B_reg_0 = exogemm_neon_load_tail(&B.data[0], (1));
C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[0]);
exogemm_neon_store_tail(&C.data[0], C_reg_0, (1));
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
float32x4_t C_reg_0;
C_reg_0 = exogemm_neon_load_tail(&C.data[0], (2));
float32x4_t B_reg_0;
B_reg_0 = exogemm_neon_load_tail(&B.data[0], (2));
C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[0]);
exogemm_neon_store_tail(&C.data[0], C_reg_0, (2));
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
float32x4_t C_reg_0;
C_reg_0 = vdupq_n_f32(0.0f);
float32x4_t B_reg_0;
B_reg_0 = exogemm_neon_load_tail(&B.data[0], (2));
C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[0]);
exogemm_neon_store_tail(&C.data[0], C_reg_0, (2));
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
float32x4_t C_reg_0;
C_reg_0 = exogemm_neon_load_tail(&C.data[0], (3));
float32x4_t B_reg_0;
B_reg_0 = exogemm_neon_load_tail(&B.data[0], (3));
C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[0]);
exogemm_neon_store_tail(&C.data[0], C_reg_0, (3));
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
float32x4_t C_reg_0;
C_reg_0 = vdupq_n_f32(0.0f);
float32x4_t B_reg_0;
B_reg_0 = exogemm_neon_load_tail(&B.data[0], (3));
C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[0]);
exogemm_neon_store_tail(&C.data[0], C_reg_0, (3));
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
float32x4_t C_reg_0;
C_reg_0 = vld1q_f32(&C.data[0]);
float32x4_t B_reg_0;
B_reg_0 = vld1q_f32(&B.data[0]);
C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[0]);
vst1q_f32(&C.data[0], C_reg_0);
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
float32x4_t C_reg_0;
C_reg_0 = vdupq_n_f32(0.0f);
float32x4_t B_reg_0;
B_reg_0 = vld1q_f32(&B.data[0]);
C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[0]);
vst1q_f32(&C.data[0], C_reg_0);
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
float32x4_t C_reg_0;
float32x4_t C_reg_1;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[4]);
float32x4_t B_reg_0;
float32x4_t B_reg_1;
B_reg_0 = vld1q_f32(&B.data[0]);
B_reg_1 = vld1q_f32(&B.data[4]);
C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[0]);
C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[0]);
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
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
float32x4_t C_reg_0;
float32x4_t C_reg_1;
C_reg_0 = vdupq_n_f32(0.0f);
C_reg_1 = vdupq_n_f32(0.0f);
float32x4_t B_reg_0;
float32x4_t B_reg_1;
B_reg_0 = vld1q_f32(&B.data[0]);
B_reg_1 = vld1q_f32(&B.data[4]);
C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[0]);
C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[0]);
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
}

// EXOGEMM_SMALL_PREFIX_small_1x12(
//     K : size,
//     A : [f32][1, K] @DRAM,
//     B : [f32][K, 12] @DRAM,
//     C : [f32][1, 12] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_1x12( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[4]);
C_reg_2 = vld1q_f32(&C.data[8]);
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 48; for (int exo_o = 0; exo_o < 48; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  float32x4_t B_reg_2;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  B_reg_2 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 8]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, A.data[k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[8], C_reg_2);
}

// EXOGEMM_SMALL_PREFIX_small_1x12_resident(
//     K : size,
//     A : [f32][1, K] @DRAM,
//     B : [f32][K, 12] @DRAM,
//     C : [f32][1, 12] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_1x12_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[4]);
C_reg_2 = vld1q_f32(&C.data[8]);
for (int_fast32_t k = 0; k < K; k++) {
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  float32x4_t B_reg_2;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  B_reg_2 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 8]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, A.data[k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[8], C_reg_2);
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
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[4]);
C_reg_2 = vld1q_f32(&C.data[8]);
C_reg_3 = vld1q_f32(&C.data[12]);
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 64; for (int exo_o = 0; exo_o < 64; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  float32x4_t B_reg_2;
  float32x4_t B_reg_3;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  B_reg_2 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 8]);
  B_reg_3 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 12]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, A.data[k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_3, A.data[k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[8], C_reg_2);
vst1q_f32(&C.data[12], C_reg_3);
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
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[4]);
C_reg_2 = vld1q_f32(&C.data[8]);
C_reg_3 = vld1q_f32(&C.data[12]);
for (int_fast32_t k = 0; k < K; k++) {
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  float32x4_t B_reg_2;
  float32x4_t B_reg_3;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  B_reg_2 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 8]);
  B_reg_3 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 12]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, A.data[k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_3, A.data[k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[8], C_reg_2);
vst1q_f32(&C.data[12], C_reg_3);
}

// EXOGEMM_SMALL_PREFIX_small_1x20(
//     K : size,
//     A : [f32][1, K] @DRAM,
//     B : [f32][K, 20] @DRAM,
//     C : [f32][1, 20] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_1x20( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[4]);
C_reg_2 = vld1q_f32(&C.data[8]);
C_reg_3 = vld1q_f32(&C.data[12]);
C_reg_4 = vld1q_f32(&C.data[16]);
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 80; for (int exo_o = 0; exo_o < 80; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  float32x4_t B_reg_2;
  float32x4_t B_reg_3;
  float32x4_t B_reg_4;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  B_reg_2 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 8]);
  B_reg_3 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 12]);
  B_reg_4 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 16]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, A.data[k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_3, A.data[k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_4, A.data[k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[8], C_reg_2);
vst1q_f32(&C.data[12], C_reg_3);
vst1q_f32(&C.data[16], C_reg_4);
}

// EXOGEMM_SMALL_PREFIX_small_1x20_resident(
//     K : size,
//     A : [f32][1, K] @DRAM,
//     B : [f32][K, 20] @DRAM,
//     C : [f32][1, 20] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_1x20_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[4]);
C_reg_2 = vld1q_f32(&C.data[8]);
C_reg_3 = vld1q_f32(&C.data[12]);
C_reg_4 = vld1q_f32(&C.data[16]);
for (int_fast32_t k = 0; k < K; k++) {
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  float32x4_t B_reg_2;
  float32x4_t B_reg_3;
  float32x4_t B_reg_4;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  B_reg_2 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 8]);
  B_reg_3 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 12]);
  B_reg_4 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 16]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, A.data[k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_3, A.data[k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_4, A.data[k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[8], C_reg_2);
vst1q_f32(&C.data[12], C_reg_3);
vst1q_f32(&C.data[16], C_reg_4);
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
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[4]);
C_reg_2 = vld1q_f32(&C.data[8]);
C_reg_3 = vld1q_f32(&C.data[12]);
C_reg_4 = vld1q_f32(&C.data[16]);
C_reg_5 = vld1q_f32(&C.data[20]);
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 96; for (int exo_o = 0; exo_o < 96; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  float32x4_t B_reg_2;
  float32x4_t B_reg_3;
  float32x4_t B_reg_4;
  float32x4_t B_reg_5;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  B_reg_2 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 8]);
  B_reg_3 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 12]);
  B_reg_4 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 16]);
  B_reg_5 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 20]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, A.data[k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_3, A.data[k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_4, A.data[k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_5, A.data[k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[8], C_reg_2);
vst1q_f32(&C.data[12], C_reg_3);
vst1q_f32(&C.data[16], C_reg_4);
vst1q_f32(&C.data[20], C_reg_5);
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
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[4]);
C_reg_2 = vld1q_f32(&C.data[8]);
C_reg_3 = vld1q_f32(&C.data[12]);
C_reg_4 = vld1q_f32(&C.data[16]);
C_reg_5 = vld1q_f32(&C.data[20]);
for (int_fast32_t k = 0; k < K; k++) {
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  float32x4_t B_reg_2;
  float32x4_t B_reg_3;
  float32x4_t B_reg_4;
  float32x4_t B_reg_5;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  B_reg_2 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 8]);
  B_reg_3 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 12]);
  B_reg_4 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 16]);
  B_reg_5 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 20]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, A.data[k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_3, A.data[k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_4, A.data[k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_5, A.data[k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[8], C_reg_2);
vst1q_f32(&C.data[12], C_reg_3);
vst1q_f32(&C.data[16], C_reg_4);
vst1q_f32(&C.data[20], C_reg_5);
}

// EXOGEMM_SMALL_PREFIX_small_1x28(
//     K : size,
//     A : [f32][1, K] @DRAM,
//     B : [f32][K, 28] @DRAM,
//     C : [f32][1, 28] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_1x28( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[4]);
C_reg_2 = vld1q_f32(&C.data[8]);
C_reg_3 = vld1q_f32(&C.data[12]);
C_reg_4 = vld1q_f32(&C.data[16]);
C_reg_5 = vld1q_f32(&C.data[20]);
C_reg_6 = vld1q_f32(&C.data[24]);
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 112; for (int exo_o = 0; exo_o < 112; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  float32x4_t B_reg_2;
  float32x4_t B_reg_3;
  float32x4_t B_reg_4;
  float32x4_t B_reg_5;
  float32x4_t B_reg_6;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  B_reg_2 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 8]);
  B_reg_3 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 12]);
  B_reg_4 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 16]);
  B_reg_5 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 20]);
  B_reg_6 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 24]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, A.data[k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_3, A.data[k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_4, A.data[k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_5, A.data[k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_6, A.data[k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[8], C_reg_2);
vst1q_f32(&C.data[12], C_reg_3);
vst1q_f32(&C.data[16], C_reg_4);
vst1q_f32(&C.data[20], C_reg_5);
vst1q_f32(&C.data[24], C_reg_6);
}

// EXOGEMM_SMALL_PREFIX_small_1x28_resident(
//     K : size,
//     A : [f32][1, K] @DRAM,
//     B : [f32][K, 28] @DRAM,
//     C : [f32][1, 28] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_1x28_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[4]);
C_reg_2 = vld1q_f32(&C.data[8]);
C_reg_3 = vld1q_f32(&C.data[12]);
C_reg_4 = vld1q_f32(&C.data[16]);
C_reg_5 = vld1q_f32(&C.data[20]);
C_reg_6 = vld1q_f32(&C.data[24]);
for (int_fast32_t k = 0; k < K; k++) {
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  float32x4_t B_reg_2;
  float32x4_t B_reg_3;
  float32x4_t B_reg_4;
  float32x4_t B_reg_5;
  float32x4_t B_reg_6;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  B_reg_2 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 8]);
  B_reg_3 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 12]);
  B_reg_4 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 16]);
  B_reg_5 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 20]);
  B_reg_6 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 24]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, A.data[k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_3, A.data[k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_4, A.data[k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_5, A.data[k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_6, A.data[k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[8], C_reg_2);
vst1q_f32(&C.data[12], C_reg_3);
vst1q_f32(&C.data[16], C_reg_4);
vst1q_f32(&C.data[20], C_reg_5);
vst1q_f32(&C.data[24], C_reg_6);
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
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[4]);
C_reg_2 = vld1q_f32(&C.data[8]);
C_reg_3 = vld1q_f32(&C.data[12]);
C_reg_4 = vld1q_f32(&C.data[16]);
C_reg_5 = vld1q_f32(&C.data[20]);
C_reg_6 = vld1q_f32(&C.data[24]);
C_reg_7 = vld1q_f32(&C.data[28]);
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 128; for (int exo_o = 0; exo_o < 128; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  float32x4_t B_reg_2;
  float32x4_t B_reg_3;
  float32x4_t B_reg_4;
  float32x4_t B_reg_5;
  float32x4_t B_reg_6;
  float32x4_t B_reg_7;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  B_reg_2 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 8]);
  B_reg_3 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 12]);
  B_reg_4 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 16]);
  B_reg_5 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 20]);
  B_reg_6 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 24]);
  B_reg_7 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 28]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, A.data[k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_3, A.data[k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_4, A.data[k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_5, A.data[k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_6, A.data[k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_7, A.data[k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[8], C_reg_2);
vst1q_f32(&C.data[12], C_reg_3);
vst1q_f32(&C.data[16], C_reg_4);
vst1q_f32(&C.data[20], C_reg_5);
vst1q_f32(&C.data[24], C_reg_6);
vst1q_f32(&C.data[28], C_reg_7);
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
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[4]);
C_reg_2 = vld1q_f32(&C.data[8]);
C_reg_3 = vld1q_f32(&C.data[12]);
C_reg_4 = vld1q_f32(&C.data[16]);
C_reg_5 = vld1q_f32(&C.data[20]);
C_reg_6 = vld1q_f32(&C.data[24]);
C_reg_7 = vld1q_f32(&C.data[28]);
for (int_fast32_t k = 0; k < K; k++) {
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  float32x4_t B_reg_2;
  float32x4_t B_reg_3;
  float32x4_t B_reg_4;
  float32x4_t B_reg_5;
  float32x4_t B_reg_6;
  float32x4_t B_reg_7;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  B_reg_2 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 8]);
  B_reg_3 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 12]);
  B_reg_4 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 16]);
  B_reg_5 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 20]);
  B_reg_6 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 24]);
  B_reg_7 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 28]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, A.data[k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_3, A.data[k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_4, A.data[k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_5, A.data[k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_6, A.data[k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_7, A.data[k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[8], C_reg_2);
vst1q_f32(&C.data[12], C_reg_3);
vst1q_f32(&C.data[16], C_reg_4);
vst1q_f32(&C.data[20], C_reg_5);
vst1q_f32(&C.data[24], C_reg_6);
vst1q_f32(&C.data[28], C_reg_7);
}

// EXOGEMM_SMALL_PREFIX_small_1x36(
//     K : size,
//     A : [f32][1, K] @DRAM,
//     B : [f32][K, 36] @DRAM,
//     C : [f32][1, 36] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_1x36( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
float32x4_t C_reg_8;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[4]);
C_reg_2 = vld1q_f32(&C.data[8]);
C_reg_3 = vld1q_f32(&C.data[12]);
C_reg_4 = vld1q_f32(&C.data[16]);
C_reg_5 = vld1q_f32(&C.data[20]);
C_reg_6 = vld1q_f32(&C.data[24]);
C_reg_7 = vld1q_f32(&C.data[28]);
C_reg_8 = vld1q_f32(&C.data[32]);
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 144; for (int exo_o = 0; exo_o < 144; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  float32x4_t B_reg_2;
  float32x4_t B_reg_3;
  float32x4_t B_reg_4;
  float32x4_t B_reg_5;
  float32x4_t B_reg_6;
  float32x4_t B_reg_7;
  float32x4_t B_reg_8;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  B_reg_2 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 8]);
  B_reg_3 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 12]);
  B_reg_4 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 16]);
  B_reg_5 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 20]);
  B_reg_6 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 24]);
  B_reg_7 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 28]);
  B_reg_8 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 32]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, A.data[k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_3, A.data[k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_4, A.data[k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_5, A.data[k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_6, A.data[k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_7, A.data[k]);
  C_reg_8 = vfmaq_n_f32(C_reg_8, B_reg_8, A.data[k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[8], C_reg_2);
vst1q_f32(&C.data[12], C_reg_3);
vst1q_f32(&C.data[16], C_reg_4);
vst1q_f32(&C.data[20], C_reg_5);
vst1q_f32(&C.data[24], C_reg_6);
vst1q_f32(&C.data[28], C_reg_7);
vst1q_f32(&C.data[32], C_reg_8);
}

// EXOGEMM_SMALL_PREFIX_small_1x36_resident(
//     K : size,
//     A : [f32][1, K] @DRAM,
//     B : [f32][K, 36] @DRAM,
//     C : [f32][1, 36] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_1x36_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
float32x4_t C_reg_8;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[4]);
C_reg_2 = vld1q_f32(&C.data[8]);
C_reg_3 = vld1q_f32(&C.data[12]);
C_reg_4 = vld1q_f32(&C.data[16]);
C_reg_5 = vld1q_f32(&C.data[20]);
C_reg_6 = vld1q_f32(&C.data[24]);
C_reg_7 = vld1q_f32(&C.data[28]);
C_reg_8 = vld1q_f32(&C.data[32]);
for (int_fast32_t k = 0; k < K; k++) {
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  float32x4_t B_reg_2;
  float32x4_t B_reg_3;
  float32x4_t B_reg_4;
  float32x4_t B_reg_5;
  float32x4_t B_reg_6;
  float32x4_t B_reg_7;
  float32x4_t B_reg_8;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  B_reg_2 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 8]);
  B_reg_3 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 12]);
  B_reg_4 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 16]);
  B_reg_5 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 20]);
  B_reg_6 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 24]);
  B_reg_7 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 28]);
  B_reg_8 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 32]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, A.data[k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_3, A.data[k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_4, A.data[k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_5, A.data[k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_6, A.data[k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_7, A.data[k]);
  C_reg_8 = vfmaq_n_f32(C_reg_8, B_reg_8, A.data[k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[8], C_reg_2);
vst1q_f32(&C.data[12], C_reg_3);
vst1q_f32(&C.data[16], C_reg_4);
vst1q_f32(&C.data[20], C_reg_5);
vst1q_f32(&C.data[24], C_reg_6);
vst1q_f32(&C.data[28], C_reg_7);
vst1q_f32(&C.data[32], C_reg_8);
}

// EXOGEMM_SMALL_PREFIX_small_1x4(
//     K : size,
//     A : [f32][1, K] @DRAM,
//     B : [f32][K, 4] @DRAM,
//     C : [f32][1, 4] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_1x4( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
float32x4_t C_reg_0;
C_reg_0 = vld1q_f32(&C.data[0]);
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 16; for (int exo_o = 0; exo_o < 16; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  float32x4_t B_reg_0;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
}
vst1q_f32(&C.data[0], C_reg_0);
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
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
float32x4_t C_reg_8;
float32x4_t C_reg_9;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[4]);
C_reg_2 = vld1q_f32(&C.data[8]);
C_reg_3 = vld1q_f32(&C.data[12]);
C_reg_4 = vld1q_f32(&C.data[16]);
C_reg_5 = vld1q_f32(&C.data[20]);
C_reg_6 = vld1q_f32(&C.data[24]);
C_reg_7 = vld1q_f32(&C.data[28]);
C_reg_8 = vld1q_f32(&C.data[32]);
C_reg_9 = vld1q_f32(&C.data[36]);
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 160; for (int exo_o = 0; exo_o < 160; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  float32x4_t B_reg_2;
  float32x4_t B_reg_3;
  float32x4_t B_reg_4;
  float32x4_t B_reg_5;
  float32x4_t B_reg_6;
  float32x4_t B_reg_7;
  float32x4_t B_reg_8;
  float32x4_t B_reg_9;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  B_reg_2 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 8]);
  B_reg_3 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 12]);
  B_reg_4 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 16]);
  B_reg_5 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 20]);
  B_reg_6 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 24]);
  B_reg_7 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 28]);
  B_reg_8 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 32]);
  B_reg_9 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 36]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, A.data[k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_3, A.data[k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_4, A.data[k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_5, A.data[k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_6, A.data[k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_7, A.data[k]);
  C_reg_8 = vfmaq_n_f32(C_reg_8, B_reg_8, A.data[k]);
  C_reg_9 = vfmaq_n_f32(C_reg_9, B_reg_9, A.data[k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[8], C_reg_2);
vst1q_f32(&C.data[12], C_reg_3);
vst1q_f32(&C.data[16], C_reg_4);
vst1q_f32(&C.data[20], C_reg_5);
vst1q_f32(&C.data[24], C_reg_6);
vst1q_f32(&C.data[28], C_reg_7);
vst1q_f32(&C.data[32], C_reg_8);
vst1q_f32(&C.data[36], C_reg_9);
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
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
float32x4_t C_reg_8;
float32x4_t C_reg_9;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[4]);
C_reg_2 = vld1q_f32(&C.data[8]);
C_reg_3 = vld1q_f32(&C.data[12]);
C_reg_4 = vld1q_f32(&C.data[16]);
C_reg_5 = vld1q_f32(&C.data[20]);
C_reg_6 = vld1q_f32(&C.data[24]);
C_reg_7 = vld1q_f32(&C.data[28]);
C_reg_8 = vld1q_f32(&C.data[32]);
C_reg_9 = vld1q_f32(&C.data[36]);
for (int_fast32_t k = 0; k < K; k++) {
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  float32x4_t B_reg_2;
  float32x4_t B_reg_3;
  float32x4_t B_reg_4;
  float32x4_t B_reg_5;
  float32x4_t B_reg_6;
  float32x4_t B_reg_7;
  float32x4_t B_reg_8;
  float32x4_t B_reg_9;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  B_reg_2 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 8]);
  B_reg_3 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 12]);
  B_reg_4 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 16]);
  B_reg_5 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 20]);
  B_reg_6 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 24]);
  B_reg_7 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 28]);
  B_reg_8 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 32]);
  B_reg_9 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 36]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, A.data[k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_3, A.data[k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_4, A.data[k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_5, A.data[k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_6, A.data[k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_7, A.data[k]);
  C_reg_8 = vfmaq_n_f32(C_reg_8, B_reg_8, A.data[k]);
  C_reg_9 = vfmaq_n_f32(C_reg_9, B_reg_9, A.data[k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[8], C_reg_2);
vst1q_f32(&C.data[12], C_reg_3);
vst1q_f32(&C.data[16], C_reg_4);
vst1q_f32(&C.data[20], C_reg_5);
vst1q_f32(&C.data[24], C_reg_6);
vst1q_f32(&C.data[28], C_reg_7);
vst1q_f32(&C.data[32], C_reg_8);
vst1q_f32(&C.data[36], C_reg_9);
}

// EXOGEMM_SMALL_PREFIX_small_1x44(
//     K : size,
//     A : [f32][1, K] @DRAM,
//     B : [f32][K, 44] @DRAM,
//     C : [f32][1, 44] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_1x44( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
float32x4_t C_reg_8;
float32x4_t C_reg_9;
float32x4_t C_reg_10;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[4]);
C_reg_2 = vld1q_f32(&C.data[8]);
C_reg_3 = vld1q_f32(&C.data[12]);
C_reg_4 = vld1q_f32(&C.data[16]);
C_reg_5 = vld1q_f32(&C.data[20]);
C_reg_6 = vld1q_f32(&C.data[24]);
C_reg_7 = vld1q_f32(&C.data[28]);
C_reg_8 = vld1q_f32(&C.data[32]);
C_reg_9 = vld1q_f32(&C.data[36]);
C_reg_10 = vld1q_f32(&C.data[40]);
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 176; for (int exo_o = 0; exo_o < 176; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  float32x4_t B_reg_2;
  float32x4_t B_reg_3;
  float32x4_t B_reg_4;
  float32x4_t B_reg_5;
  float32x4_t B_reg_6;
  float32x4_t B_reg_7;
  float32x4_t B_reg_8;
  float32x4_t B_reg_9;
  float32x4_t B_reg_10;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  B_reg_2 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 8]);
  B_reg_3 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 12]);
  B_reg_4 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 16]);
  B_reg_5 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 20]);
  B_reg_6 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 24]);
  B_reg_7 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 28]);
  B_reg_8 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 32]);
  B_reg_9 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 36]);
  B_reg_10 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 40]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, A.data[k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_3, A.data[k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_4, A.data[k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_5, A.data[k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_6, A.data[k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_7, A.data[k]);
  C_reg_8 = vfmaq_n_f32(C_reg_8, B_reg_8, A.data[k]);
  C_reg_9 = vfmaq_n_f32(C_reg_9, B_reg_9, A.data[k]);
  C_reg_10 = vfmaq_n_f32(C_reg_10, B_reg_10, A.data[k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[8], C_reg_2);
vst1q_f32(&C.data[12], C_reg_3);
vst1q_f32(&C.data[16], C_reg_4);
vst1q_f32(&C.data[20], C_reg_5);
vst1q_f32(&C.data[24], C_reg_6);
vst1q_f32(&C.data[28], C_reg_7);
vst1q_f32(&C.data[32], C_reg_8);
vst1q_f32(&C.data[36], C_reg_9);
vst1q_f32(&C.data[40], C_reg_10);
}

// EXOGEMM_SMALL_PREFIX_small_1x44_resident(
//     K : size,
//     A : [f32][1, K] @DRAM,
//     B : [f32][K, 44] @DRAM,
//     C : [f32][1, 44] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_1x44_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
float32x4_t C_reg_8;
float32x4_t C_reg_9;
float32x4_t C_reg_10;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[4]);
C_reg_2 = vld1q_f32(&C.data[8]);
C_reg_3 = vld1q_f32(&C.data[12]);
C_reg_4 = vld1q_f32(&C.data[16]);
C_reg_5 = vld1q_f32(&C.data[20]);
C_reg_6 = vld1q_f32(&C.data[24]);
C_reg_7 = vld1q_f32(&C.data[28]);
C_reg_8 = vld1q_f32(&C.data[32]);
C_reg_9 = vld1q_f32(&C.data[36]);
C_reg_10 = vld1q_f32(&C.data[40]);
for (int_fast32_t k = 0; k < K; k++) {
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  float32x4_t B_reg_2;
  float32x4_t B_reg_3;
  float32x4_t B_reg_4;
  float32x4_t B_reg_5;
  float32x4_t B_reg_6;
  float32x4_t B_reg_7;
  float32x4_t B_reg_8;
  float32x4_t B_reg_9;
  float32x4_t B_reg_10;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  B_reg_2 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 8]);
  B_reg_3 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 12]);
  B_reg_4 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 16]);
  B_reg_5 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 20]);
  B_reg_6 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 24]);
  B_reg_7 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 28]);
  B_reg_8 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 32]);
  B_reg_9 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 36]);
  B_reg_10 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 40]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, A.data[k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_3, A.data[k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_4, A.data[k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_5, A.data[k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_6, A.data[k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_7, A.data[k]);
  C_reg_8 = vfmaq_n_f32(C_reg_8, B_reg_8, A.data[k]);
  C_reg_9 = vfmaq_n_f32(C_reg_9, B_reg_9, A.data[k]);
  C_reg_10 = vfmaq_n_f32(C_reg_10, B_reg_10, A.data[k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[8], C_reg_2);
vst1q_f32(&C.data[12], C_reg_3);
vst1q_f32(&C.data[16], C_reg_4);
vst1q_f32(&C.data[20], C_reg_5);
vst1q_f32(&C.data[24], C_reg_6);
vst1q_f32(&C.data[28], C_reg_7);
vst1q_f32(&C.data[32], C_reg_8);
vst1q_f32(&C.data[36], C_reg_9);
vst1q_f32(&C.data[40], C_reg_10);
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
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
float32x4_t C_reg_8;
float32x4_t C_reg_9;
float32x4_t C_reg_10;
float32x4_t C_reg_11;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[4]);
C_reg_2 = vld1q_f32(&C.data[8]);
C_reg_3 = vld1q_f32(&C.data[12]);
C_reg_4 = vld1q_f32(&C.data[16]);
C_reg_5 = vld1q_f32(&C.data[20]);
C_reg_6 = vld1q_f32(&C.data[24]);
C_reg_7 = vld1q_f32(&C.data[28]);
C_reg_8 = vld1q_f32(&C.data[32]);
C_reg_9 = vld1q_f32(&C.data[36]);
C_reg_10 = vld1q_f32(&C.data[40]);
C_reg_11 = vld1q_f32(&C.data[44]);
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 192; for (int exo_o = 0; exo_o < 192; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  float32x4_t B_reg_2;
  float32x4_t B_reg_3;
  float32x4_t B_reg_4;
  float32x4_t B_reg_5;
  float32x4_t B_reg_6;
  float32x4_t B_reg_7;
  float32x4_t B_reg_8;
  float32x4_t B_reg_9;
  float32x4_t B_reg_10;
  float32x4_t B_reg_11;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  B_reg_2 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 8]);
  B_reg_3 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 12]);
  B_reg_4 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 16]);
  B_reg_5 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 20]);
  B_reg_6 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 24]);
  B_reg_7 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 28]);
  B_reg_8 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 32]);
  B_reg_9 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 36]);
  B_reg_10 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 40]);
  B_reg_11 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 44]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, A.data[k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_3, A.data[k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_4, A.data[k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_5, A.data[k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_6, A.data[k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_7, A.data[k]);
  C_reg_8 = vfmaq_n_f32(C_reg_8, B_reg_8, A.data[k]);
  C_reg_9 = vfmaq_n_f32(C_reg_9, B_reg_9, A.data[k]);
  C_reg_10 = vfmaq_n_f32(C_reg_10, B_reg_10, A.data[k]);
  C_reg_11 = vfmaq_n_f32(C_reg_11, B_reg_11, A.data[k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[8], C_reg_2);
vst1q_f32(&C.data[12], C_reg_3);
vst1q_f32(&C.data[16], C_reg_4);
vst1q_f32(&C.data[20], C_reg_5);
vst1q_f32(&C.data[24], C_reg_6);
vst1q_f32(&C.data[28], C_reg_7);
vst1q_f32(&C.data[32], C_reg_8);
vst1q_f32(&C.data[36], C_reg_9);
vst1q_f32(&C.data[40], C_reg_10);
vst1q_f32(&C.data[44], C_reg_11);
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
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
float32x4_t C_reg_8;
float32x4_t C_reg_9;
float32x4_t C_reg_10;
float32x4_t C_reg_11;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[4]);
C_reg_2 = vld1q_f32(&C.data[8]);
C_reg_3 = vld1q_f32(&C.data[12]);
C_reg_4 = vld1q_f32(&C.data[16]);
C_reg_5 = vld1q_f32(&C.data[20]);
C_reg_6 = vld1q_f32(&C.data[24]);
C_reg_7 = vld1q_f32(&C.data[28]);
C_reg_8 = vld1q_f32(&C.data[32]);
C_reg_9 = vld1q_f32(&C.data[36]);
C_reg_10 = vld1q_f32(&C.data[40]);
C_reg_11 = vld1q_f32(&C.data[44]);
for (int_fast32_t k = 0; k < K; k++) {
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  float32x4_t B_reg_2;
  float32x4_t B_reg_3;
  float32x4_t B_reg_4;
  float32x4_t B_reg_5;
  float32x4_t B_reg_6;
  float32x4_t B_reg_7;
  float32x4_t B_reg_8;
  float32x4_t B_reg_9;
  float32x4_t B_reg_10;
  float32x4_t B_reg_11;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  B_reg_2 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 8]);
  B_reg_3 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 12]);
  B_reg_4 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 16]);
  B_reg_5 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 20]);
  B_reg_6 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 24]);
  B_reg_7 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 28]);
  B_reg_8 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 32]);
  B_reg_9 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 36]);
  B_reg_10 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 40]);
  B_reg_11 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 44]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, A.data[k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_3, A.data[k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_4, A.data[k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_5, A.data[k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_6, A.data[k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_7, A.data[k]);
  C_reg_8 = vfmaq_n_f32(C_reg_8, B_reg_8, A.data[k]);
  C_reg_9 = vfmaq_n_f32(C_reg_9, B_reg_9, A.data[k]);
  C_reg_10 = vfmaq_n_f32(C_reg_10, B_reg_10, A.data[k]);
  C_reg_11 = vfmaq_n_f32(C_reg_11, B_reg_11, A.data[k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[8], C_reg_2);
vst1q_f32(&C.data[12], C_reg_3);
vst1q_f32(&C.data[16], C_reg_4);
vst1q_f32(&C.data[20], C_reg_5);
vst1q_f32(&C.data[24], C_reg_6);
vst1q_f32(&C.data[28], C_reg_7);
vst1q_f32(&C.data[32], C_reg_8);
vst1q_f32(&C.data[36], C_reg_9);
vst1q_f32(&C.data[40], C_reg_10);
vst1q_f32(&C.data[44], C_reg_11);
}

// EXOGEMM_SMALL_PREFIX_small_1x4_resident(
//     K : size,
//     A : [f32][1, K] @DRAM,
//     B : [f32][K, 4] @DRAM,
//     C : [f32][1, 4] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_1x4_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
float32x4_t C_reg_0;
C_reg_0 = vld1q_f32(&C.data[0]);
for (int_fast32_t k = 0; k < K; k++) {
  float32x4_t B_reg_0;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
}
vst1q_f32(&C.data[0], C_reg_0);
}

// EXOGEMM_SMALL_PREFIX_small_1x4pw(
//     K : size,
//     W : size,
//     A : [f32][1, K] @DRAM,
//     B : [f32][K, 4 + W] @DRAM,
//     C : [f32][1, 4 + W] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_1x4pw( void *ctxt, int_fast32_t K, int_fast32_t W, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
EXO_ASSUME(W <= 4);
float32x4_t C_full_0;
C_full_0 = vld1q_f32(&C.data[0]);
float32x4_t C_reg_0;
C_reg_0 = exogemm_neon_load_tail(&C.data[4], (W));
for (int_fast32_t k = 0; k < K; k++) {
  float32x4_t B_full;
  B_full = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  float32x4_t B_reg;
  B_reg = exogemm_neon_load_tail(&B.data[(k) * (B.strides[0]) + 4], (W));
  C_full_0 = vfmaq_n_f32(C_full_0, B_full, A.data[k]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg, A.data[k]);
}
exogemm_neon_store_tail(&C.data[4], C_reg_0, (W));
vst1q_f32(&C.data[0], C_full_0);
}

// EXOGEMM_SMALL_PREFIX_small_1x52(
//     K : size,
//     A : [f32][1, K] @DRAM,
//     B : [f32][K, 52] @DRAM,
//     C : [f32][1, 52] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_1x52( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
float32x4_t C_reg_8;
float32x4_t C_reg_9;
float32x4_t C_reg_10;
float32x4_t C_reg_11;
float32x4_t C_reg_12;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[4]);
C_reg_2 = vld1q_f32(&C.data[8]);
C_reg_3 = vld1q_f32(&C.data[12]);
C_reg_4 = vld1q_f32(&C.data[16]);
C_reg_5 = vld1q_f32(&C.data[20]);
C_reg_6 = vld1q_f32(&C.data[24]);
C_reg_7 = vld1q_f32(&C.data[28]);
C_reg_8 = vld1q_f32(&C.data[32]);
C_reg_9 = vld1q_f32(&C.data[36]);
C_reg_10 = vld1q_f32(&C.data[40]);
C_reg_11 = vld1q_f32(&C.data[44]);
C_reg_12 = vld1q_f32(&C.data[48]);
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 208; for (int exo_o = 0; exo_o < 208; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  float32x4_t B_reg_2;
  float32x4_t B_reg_3;
  float32x4_t B_reg_4;
  float32x4_t B_reg_5;
  float32x4_t B_reg_6;
  float32x4_t B_reg_7;
  float32x4_t B_reg_8;
  float32x4_t B_reg_9;
  float32x4_t B_reg_10;
  float32x4_t B_reg_11;
  float32x4_t B_reg_12;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  B_reg_2 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 8]);
  B_reg_3 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 12]);
  B_reg_4 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 16]);
  B_reg_5 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 20]);
  B_reg_6 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 24]);
  B_reg_7 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 28]);
  B_reg_8 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 32]);
  B_reg_9 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 36]);
  B_reg_10 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 40]);
  B_reg_11 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 44]);
  B_reg_12 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 48]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, A.data[k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_3, A.data[k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_4, A.data[k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_5, A.data[k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_6, A.data[k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_7, A.data[k]);
  C_reg_8 = vfmaq_n_f32(C_reg_8, B_reg_8, A.data[k]);
  C_reg_9 = vfmaq_n_f32(C_reg_9, B_reg_9, A.data[k]);
  C_reg_10 = vfmaq_n_f32(C_reg_10, B_reg_10, A.data[k]);
  C_reg_11 = vfmaq_n_f32(C_reg_11, B_reg_11, A.data[k]);
  C_reg_12 = vfmaq_n_f32(C_reg_12, B_reg_12, A.data[k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[8], C_reg_2);
vst1q_f32(&C.data[12], C_reg_3);
vst1q_f32(&C.data[16], C_reg_4);
vst1q_f32(&C.data[20], C_reg_5);
vst1q_f32(&C.data[24], C_reg_6);
vst1q_f32(&C.data[28], C_reg_7);
vst1q_f32(&C.data[32], C_reg_8);
vst1q_f32(&C.data[36], C_reg_9);
vst1q_f32(&C.data[40], C_reg_10);
vst1q_f32(&C.data[44], C_reg_11);
vst1q_f32(&C.data[48], C_reg_12);
}

// EXOGEMM_SMALL_PREFIX_small_1x52_resident(
//     K : size,
//     A : [f32][1, K] @DRAM,
//     B : [f32][K, 52] @DRAM,
//     C : [f32][1, 52] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_1x52_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
float32x4_t C_reg_8;
float32x4_t C_reg_9;
float32x4_t C_reg_10;
float32x4_t C_reg_11;
float32x4_t C_reg_12;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[4]);
C_reg_2 = vld1q_f32(&C.data[8]);
C_reg_3 = vld1q_f32(&C.data[12]);
C_reg_4 = vld1q_f32(&C.data[16]);
C_reg_5 = vld1q_f32(&C.data[20]);
C_reg_6 = vld1q_f32(&C.data[24]);
C_reg_7 = vld1q_f32(&C.data[28]);
C_reg_8 = vld1q_f32(&C.data[32]);
C_reg_9 = vld1q_f32(&C.data[36]);
C_reg_10 = vld1q_f32(&C.data[40]);
C_reg_11 = vld1q_f32(&C.data[44]);
C_reg_12 = vld1q_f32(&C.data[48]);
for (int_fast32_t k = 0; k < K; k++) {
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  float32x4_t B_reg_2;
  float32x4_t B_reg_3;
  float32x4_t B_reg_4;
  float32x4_t B_reg_5;
  float32x4_t B_reg_6;
  float32x4_t B_reg_7;
  float32x4_t B_reg_8;
  float32x4_t B_reg_9;
  float32x4_t B_reg_10;
  float32x4_t B_reg_11;
  float32x4_t B_reg_12;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  B_reg_2 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 8]);
  B_reg_3 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 12]);
  B_reg_4 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 16]);
  B_reg_5 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 20]);
  B_reg_6 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 24]);
  B_reg_7 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 28]);
  B_reg_8 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 32]);
  B_reg_9 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 36]);
  B_reg_10 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 40]);
  B_reg_11 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 44]);
  B_reg_12 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 48]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, A.data[k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_3, A.data[k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_4, A.data[k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_5, A.data[k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_6, A.data[k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_7, A.data[k]);
  C_reg_8 = vfmaq_n_f32(C_reg_8, B_reg_8, A.data[k]);
  C_reg_9 = vfmaq_n_f32(C_reg_9, B_reg_9, A.data[k]);
  C_reg_10 = vfmaq_n_f32(C_reg_10, B_reg_10, A.data[k]);
  C_reg_11 = vfmaq_n_f32(C_reg_11, B_reg_11, A.data[k]);
  C_reg_12 = vfmaq_n_f32(C_reg_12, B_reg_12, A.data[k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[8], C_reg_2);
vst1q_f32(&C.data[12], C_reg_3);
vst1q_f32(&C.data[16], C_reg_4);
vst1q_f32(&C.data[20], C_reg_5);
vst1q_f32(&C.data[24], C_reg_6);
vst1q_f32(&C.data[28], C_reg_7);
vst1q_f32(&C.data[32], C_reg_8);
vst1q_f32(&C.data[36], C_reg_9);
vst1q_f32(&C.data[40], C_reg_10);
vst1q_f32(&C.data[44], C_reg_11);
vst1q_f32(&C.data[48], C_reg_12);
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
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
float32x4_t C_reg_8;
float32x4_t C_reg_9;
float32x4_t C_reg_10;
float32x4_t C_reg_11;
float32x4_t C_reg_12;
float32x4_t C_reg_13;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[4]);
C_reg_2 = vld1q_f32(&C.data[8]);
C_reg_3 = vld1q_f32(&C.data[12]);
C_reg_4 = vld1q_f32(&C.data[16]);
C_reg_5 = vld1q_f32(&C.data[20]);
C_reg_6 = vld1q_f32(&C.data[24]);
C_reg_7 = vld1q_f32(&C.data[28]);
C_reg_8 = vld1q_f32(&C.data[32]);
C_reg_9 = vld1q_f32(&C.data[36]);
C_reg_10 = vld1q_f32(&C.data[40]);
C_reg_11 = vld1q_f32(&C.data[44]);
C_reg_12 = vld1q_f32(&C.data[48]);
C_reg_13 = vld1q_f32(&C.data[52]);
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 224; for (int exo_o = 0; exo_o < 224; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  float32x4_t B_reg_2;
  float32x4_t B_reg_3;
  float32x4_t B_reg_4;
  float32x4_t B_reg_5;
  float32x4_t B_reg_6;
  float32x4_t B_reg_7;
  float32x4_t B_reg_8;
  float32x4_t B_reg_9;
  float32x4_t B_reg_10;
  float32x4_t B_reg_11;
  float32x4_t B_reg_12;
  float32x4_t B_reg_13;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  B_reg_2 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 8]);
  B_reg_3 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 12]);
  B_reg_4 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 16]);
  B_reg_5 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 20]);
  B_reg_6 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 24]);
  B_reg_7 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 28]);
  B_reg_8 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 32]);
  B_reg_9 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 36]);
  B_reg_10 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 40]);
  B_reg_11 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 44]);
  B_reg_12 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 48]);
  B_reg_13 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 52]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, A.data[k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_3, A.data[k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_4, A.data[k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_5, A.data[k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_6, A.data[k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_7, A.data[k]);
  C_reg_8 = vfmaq_n_f32(C_reg_8, B_reg_8, A.data[k]);
  C_reg_9 = vfmaq_n_f32(C_reg_9, B_reg_9, A.data[k]);
  C_reg_10 = vfmaq_n_f32(C_reg_10, B_reg_10, A.data[k]);
  C_reg_11 = vfmaq_n_f32(C_reg_11, B_reg_11, A.data[k]);
  C_reg_12 = vfmaq_n_f32(C_reg_12, B_reg_12, A.data[k]);
  C_reg_13 = vfmaq_n_f32(C_reg_13, B_reg_13, A.data[k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[8], C_reg_2);
vst1q_f32(&C.data[12], C_reg_3);
vst1q_f32(&C.data[16], C_reg_4);
vst1q_f32(&C.data[20], C_reg_5);
vst1q_f32(&C.data[24], C_reg_6);
vst1q_f32(&C.data[28], C_reg_7);
vst1q_f32(&C.data[32], C_reg_8);
vst1q_f32(&C.data[36], C_reg_9);
vst1q_f32(&C.data[40], C_reg_10);
vst1q_f32(&C.data[44], C_reg_11);
vst1q_f32(&C.data[48], C_reg_12);
vst1q_f32(&C.data[52], C_reg_13);
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
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
float32x4_t C_reg_8;
float32x4_t C_reg_9;
float32x4_t C_reg_10;
float32x4_t C_reg_11;
float32x4_t C_reg_12;
float32x4_t C_reg_13;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[4]);
C_reg_2 = vld1q_f32(&C.data[8]);
C_reg_3 = vld1q_f32(&C.data[12]);
C_reg_4 = vld1q_f32(&C.data[16]);
C_reg_5 = vld1q_f32(&C.data[20]);
C_reg_6 = vld1q_f32(&C.data[24]);
C_reg_7 = vld1q_f32(&C.data[28]);
C_reg_8 = vld1q_f32(&C.data[32]);
C_reg_9 = vld1q_f32(&C.data[36]);
C_reg_10 = vld1q_f32(&C.data[40]);
C_reg_11 = vld1q_f32(&C.data[44]);
C_reg_12 = vld1q_f32(&C.data[48]);
C_reg_13 = vld1q_f32(&C.data[52]);
for (int_fast32_t k = 0; k < K; k++) {
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  float32x4_t B_reg_2;
  float32x4_t B_reg_3;
  float32x4_t B_reg_4;
  float32x4_t B_reg_5;
  float32x4_t B_reg_6;
  float32x4_t B_reg_7;
  float32x4_t B_reg_8;
  float32x4_t B_reg_9;
  float32x4_t B_reg_10;
  float32x4_t B_reg_11;
  float32x4_t B_reg_12;
  float32x4_t B_reg_13;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  B_reg_2 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 8]);
  B_reg_3 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 12]);
  B_reg_4 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 16]);
  B_reg_5 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 20]);
  B_reg_6 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 24]);
  B_reg_7 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 28]);
  B_reg_8 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 32]);
  B_reg_9 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 36]);
  B_reg_10 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 40]);
  B_reg_11 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 44]);
  B_reg_12 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 48]);
  B_reg_13 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 52]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, A.data[k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_3, A.data[k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_4, A.data[k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_5, A.data[k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_6, A.data[k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_7, A.data[k]);
  C_reg_8 = vfmaq_n_f32(C_reg_8, B_reg_8, A.data[k]);
  C_reg_9 = vfmaq_n_f32(C_reg_9, B_reg_9, A.data[k]);
  C_reg_10 = vfmaq_n_f32(C_reg_10, B_reg_10, A.data[k]);
  C_reg_11 = vfmaq_n_f32(C_reg_11, B_reg_11, A.data[k]);
  C_reg_12 = vfmaq_n_f32(C_reg_12, B_reg_12, A.data[k]);
  C_reg_13 = vfmaq_n_f32(C_reg_13, B_reg_13, A.data[k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[8], C_reg_2);
vst1q_f32(&C.data[12], C_reg_3);
vst1q_f32(&C.data[16], C_reg_4);
vst1q_f32(&C.data[20], C_reg_5);
vst1q_f32(&C.data[24], C_reg_6);
vst1q_f32(&C.data[28], C_reg_7);
vst1q_f32(&C.data[32], C_reg_8);
vst1q_f32(&C.data[36], C_reg_9);
vst1q_f32(&C.data[40], C_reg_10);
vst1q_f32(&C.data[44], C_reg_11);
vst1q_f32(&C.data[48], C_reg_12);
vst1q_f32(&C.data[52], C_reg_13);
}

// EXOGEMM_SMALL_PREFIX_small_1x60(
//     K : size,
//     A : [f32][1, K] @DRAM,
//     B : [f32][K, 60] @DRAM,
//     C : [f32][1, 60] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_1x60( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
float32x4_t C_reg_8;
float32x4_t C_reg_9;
float32x4_t C_reg_10;
float32x4_t C_reg_11;
float32x4_t C_reg_12;
float32x4_t C_reg_13;
float32x4_t C_reg_14;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[4]);
C_reg_2 = vld1q_f32(&C.data[8]);
C_reg_3 = vld1q_f32(&C.data[12]);
C_reg_4 = vld1q_f32(&C.data[16]);
C_reg_5 = vld1q_f32(&C.data[20]);
C_reg_6 = vld1q_f32(&C.data[24]);
C_reg_7 = vld1q_f32(&C.data[28]);
C_reg_8 = vld1q_f32(&C.data[32]);
C_reg_9 = vld1q_f32(&C.data[36]);
C_reg_10 = vld1q_f32(&C.data[40]);
C_reg_11 = vld1q_f32(&C.data[44]);
C_reg_12 = vld1q_f32(&C.data[48]);
C_reg_13 = vld1q_f32(&C.data[52]);
C_reg_14 = vld1q_f32(&C.data[56]);
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 240; for (int exo_o = 0; exo_o < 240; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  float32x4_t B_reg_2;
  float32x4_t B_reg_3;
  float32x4_t B_reg_4;
  float32x4_t B_reg_5;
  float32x4_t B_reg_6;
  float32x4_t B_reg_7;
  float32x4_t B_reg_8;
  float32x4_t B_reg_9;
  float32x4_t B_reg_10;
  float32x4_t B_reg_11;
  float32x4_t B_reg_12;
  float32x4_t B_reg_13;
  float32x4_t B_reg_14;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  B_reg_2 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 8]);
  B_reg_3 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 12]);
  B_reg_4 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 16]);
  B_reg_5 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 20]);
  B_reg_6 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 24]);
  B_reg_7 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 28]);
  B_reg_8 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 32]);
  B_reg_9 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 36]);
  B_reg_10 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 40]);
  B_reg_11 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 44]);
  B_reg_12 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 48]);
  B_reg_13 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 52]);
  B_reg_14 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 56]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, A.data[k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_3, A.data[k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_4, A.data[k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_5, A.data[k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_6, A.data[k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_7, A.data[k]);
  C_reg_8 = vfmaq_n_f32(C_reg_8, B_reg_8, A.data[k]);
  C_reg_9 = vfmaq_n_f32(C_reg_9, B_reg_9, A.data[k]);
  C_reg_10 = vfmaq_n_f32(C_reg_10, B_reg_10, A.data[k]);
  C_reg_11 = vfmaq_n_f32(C_reg_11, B_reg_11, A.data[k]);
  C_reg_12 = vfmaq_n_f32(C_reg_12, B_reg_12, A.data[k]);
  C_reg_13 = vfmaq_n_f32(C_reg_13, B_reg_13, A.data[k]);
  C_reg_14 = vfmaq_n_f32(C_reg_14, B_reg_14, A.data[k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[8], C_reg_2);
vst1q_f32(&C.data[12], C_reg_3);
vst1q_f32(&C.data[16], C_reg_4);
vst1q_f32(&C.data[20], C_reg_5);
vst1q_f32(&C.data[24], C_reg_6);
vst1q_f32(&C.data[28], C_reg_7);
vst1q_f32(&C.data[32], C_reg_8);
vst1q_f32(&C.data[36], C_reg_9);
vst1q_f32(&C.data[40], C_reg_10);
vst1q_f32(&C.data[44], C_reg_11);
vst1q_f32(&C.data[48], C_reg_12);
vst1q_f32(&C.data[52], C_reg_13);
vst1q_f32(&C.data[56], C_reg_14);
}

// EXOGEMM_SMALL_PREFIX_small_1x60_beta0(
//     K : size,
//     A : [f32][1, K] @DRAM,
//     B : [f32][K, 60] @DRAM,
//     C : [f32][1, 60] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_1x60_beta0( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
float32x4_t C_reg_8;
float32x4_t C_reg_9;
float32x4_t C_reg_10;
float32x4_t C_reg_11;
float32x4_t C_reg_12;
float32x4_t C_reg_13;
float32x4_t C_reg_14;
C_reg_0 = vdupq_n_f32(0.0f);
C_reg_1 = vdupq_n_f32(0.0f);
C_reg_2 = vdupq_n_f32(0.0f);
C_reg_3 = vdupq_n_f32(0.0f);
C_reg_4 = vdupq_n_f32(0.0f);
C_reg_5 = vdupq_n_f32(0.0f);
C_reg_6 = vdupq_n_f32(0.0f);
C_reg_7 = vdupq_n_f32(0.0f);
C_reg_8 = vdupq_n_f32(0.0f);
C_reg_9 = vdupq_n_f32(0.0f);
C_reg_10 = vdupq_n_f32(0.0f);
C_reg_11 = vdupq_n_f32(0.0f);
C_reg_12 = vdupq_n_f32(0.0f);
C_reg_13 = vdupq_n_f32(0.0f);
C_reg_14 = vdupq_n_f32(0.0f);
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 240; for (int exo_o = 0; exo_o < 240; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  float32x4_t B_reg_2;
  float32x4_t B_reg_3;
  float32x4_t B_reg_4;
  float32x4_t B_reg_5;
  float32x4_t B_reg_6;
  float32x4_t B_reg_7;
  float32x4_t B_reg_8;
  float32x4_t B_reg_9;
  float32x4_t B_reg_10;
  float32x4_t B_reg_11;
  float32x4_t B_reg_12;
  float32x4_t B_reg_13;
  float32x4_t B_reg_14;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  B_reg_2 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 8]);
  B_reg_3 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 12]);
  B_reg_4 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 16]);
  B_reg_5 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 20]);
  B_reg_6 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 24]);
  B_reg_7 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 28]);
  B_reg_8 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 32]);
  B_reg_9 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 36]);
  B_reg_10 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 40]);
  B_reg_11 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 44]);
  B_reg_12 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 48]);
  B_reg_13 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 52]);
  B_reg_14 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 56]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, A.data[k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_3, A.data[k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_4, A.data[k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_5, A.data[k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_6, A.data[k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_7, A.data[k]);
  C_reg_8 = vfmaq_n_f32(C_reg_8, B_reg_8, A.data[k]);
  C_reg_9 = vfmaq_n_f32(C_reg_9, B_reg_9, A.data[k]);
  C_reg_10 = vfmaq_n_f32(C_reg_10, B_reg_10, A.data[k]);
  C_reg_11 = vfmaq_n_f32(C_reg_11, B_reg_11, A.data[k]);
  C_reg_12 = vfmaq_n_f32(C_reg_12, B_reg_12, A.data[k]);
  C_reg_13 = vfmaq_n_f32(C_reg_13, B_reg_13, A.data[k]);
  C_reg_14 = vfmaq_n_f32(C_reg_14, B_reg_14, A.data[k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[8], C_reg_2);
vst1q_f32(&C.data[12], C_reg_3);
vst1q_f32(&C.data[16], C_reg_4);
vst1q_f32(&C.data[20], C_reg_5);
vst1q_f32(&C.data[24], C_reg_6);
vst1q_f32(&C.data[28], C_reg_7);
vst1q_f32(&C.data[32], C_reg_8);
vst1q_f32(&C.data[36], C_reg_9);
vst1q_f32(&C.data[40], C_reg_10);
vst1q_f32(&C.data[44], C_reg_11);
vst1q_f32(&C.data[48], C_reg_12);
vst1q_f32(&C.data[52], C_reg_13);
vst1q_f32(&C.data[56], C_reg_14);
}

// EXOGEMM_SMALL_PREFIX_small_1x60_resident(
//     K : size,
//     A : [f32][1, K] @DRAM,
//     B : [f32][K, 60] @DRAM,
//     C : [f32][1, 60] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_1x60_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
float32x4_t C_reg_8;
float32x4_t C_reg_9;
float32x4_t C_reg_10;
float32x4_t C_reg_11;
float32x4_t C_reg_12;
float32x4_t C_reg_13;
float32x4_t C_reg_14;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[4]);
C_reg_2 = vld1q_f32(&C.data[8]);
C_reg_3 = vld1q_f32(&C.data[12]);
C_reg_4 = vld1q_f32(&C.data[16]);
C_reg_5 = vld1q_f32(&C.data[20]);
C_reg_6 = vld1q_f32(&C.data[24]);
C_reg_7 = vld1q_f32(&C.data[28]);
C_reg_8 = vld1q_f32(&C.data[32]);
C_reg_9 = vld1q_f32(&C.data[36]);
C_reg_10 = vld1q_f32(&C.data[40]);
C_reg_11 = vld1q_f32(&C.data[44]);
C_reg_12 = vld1q_f32(&C.data[48]);
C_reg_13 = vld1q_f32(&C.data[52]);
C_reg_14 = vld1q_f32(&C.data[56]);
for (int_fast32_t k = 0; k < K; k++) {
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  float32x4_t B_reg_2;
  float32x4_t B_reg_3;
  float32x4_t B_reg_4;
  float32x4_t B_reg_5;
  float32x4_t B_reg_6;
  float32x4_t B_reg_7;
  float32x4_t B_reg_8;
  float32x4_t B_reg_9;
  float32x4_t B_reg_10;
  float32x4_t B_reg_11;
  float32x4_t B_reg_12;
  float32x4_t B_reg_13;
  float32x4_t B_reg_14;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  B_reg_2 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 8]);
  B_reg_3 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 12]);
  B_reg_4 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 16]);
  B_reg_5 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 20]);
  B_reg_6 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 24]);
  B_reg_7 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 28]);
  B_reg_8 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 32]);
  B_reg_9 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 36]);
  B_reg_10 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 40]);
  B_reg_11 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 44]);
  B_reg_12 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 48]);
  B_reg_13 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 52]);
  B_reg_14 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 56]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, A.data[k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_3, A.data[k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_4, A.data[k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_5, A.data[k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_6, A.data[k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_7, A.data[k]);
  C_reg_8 = vfmaq_n_f32(C_reg_8, B_reg_8, A.data[k]);
  C_reg_9 = vfmaq_n_f32(C_reg_9, B_reg_9, A.data[k]);
  C_reg_10 = vfmaq_n_f32(C_reg_10, B_reg_10, A.data[k]);
  C_reg_11 = vfmaq_n_f32(C_reg_11, B_reg_11, A.data[k]);
  C_reg_12 = vfmaq_n_f32(C_reg_12, B_reg_12, A.data[k]);
  C_reg_13 = vfmaq_n_f32(C_reg_13, B_reg_13, A.data[k]);
  C_reg_14 = vfmaq_n_f32(C_reg_14, B_reg_14, A.data[k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[8], C_reg_2);
vst1q_f32(&C.data[12], C_reg_3);
vst1q_f32(&C.data[16], C_reg_4);
vst1q_f32(&C.data[20], C_reg_5);
vst1q_f32(&C.data[24], C_reg_6);
vst1q_f32(&C.data[28], C_reg_7);
vst1q_f32(&C.data[32], C_reg_8);
vst1q_f32(&C.data[36], C_reg_9);
vst1q_f32(&C.data[40], C_reg_10);
vst1q_f32(&C.data[44], C_reg_11);
vst1q_f32(&C.data[48], C_reg_12);
vst1q_f32(&C.data[52], C_reg_13);
vst1q_f32(&C.data[56], C_reg_14);
}

// EXOGEMM_SMALL_PREFIX_small_1x60_resident_beta0(
//     K : size,
//     A : [f32][1, K] @DRAM,
//     B : [f32][K, 60] @DRAM,
//     C : [f32][1, 60] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_1x60_resident_beta0( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
float32x4_t C_reg_8;
float32x4_t C_reg_9;
float32x4_t C_reg_10;
float32x4_t C_reg_11;
float32x4_t C_reg_12;
float32x4_t C_reg_13;
float32x4_t C_reg_14;
C_reg_0 = vdupq_n_f32(0.0f);
C_reg_1 = vdupq_n_f32(0.0f);
C_reg_2 = vdupq_n_f32(0.0f);
C_reg_3 = vdupq_n_f32(0.0f);
C_reg_4 = vdupq_n_f32(0.0f);
C_reg_5 = vdupq_n_f32(0.0f);
C_reg_6 = vdupq_n_f32(0.0f);
C_reg_7 = vdupq_n_f32(0.0f);
C_reg_8 = vdupq_n_f32(0.0f);
C_reg_9 = vdupq_n_f32(0.0f);
C_reg_10 = vdupq_n_f32(0.0f);
C_reg_11 = vdupq_n_f32(0.0f);
C_reg_12 = vdupq_n_f32(0.0f);
C_reg_13 = vdupq_n_f32(0.0f);
C_reg_14 = vdupq_n_f32(0.0f);
for (int_fast32_t k = 0; k < K; k++) {
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  float32x4_t B_reg_2;
  float32x4_t B_reg_3;
  float32x4_t B_reg_4;
  float32x4_t B_reg_5;
  float32x4_t B_reg_6;
  float32x4_t B_reg_7;
  float32x4_t B_reg_8;
  float32x4_t B_reg_9;
  float32x4_t B_reg_10;
  float32x4_t B_reg_11;
  float32x4_t B_reg_12;
  float32x4_t B_reg_13;
  float32x4_t B_reg_14;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  B_reg_2 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 8]);
  B_reg_3 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 12]);
  B_reg_4 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 16]);
  B_reg_5 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 20]);
  B_reg_6 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 24]);
  B_reg_7 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 28]);
  B_reg_8 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 32]);
  B_reg_9 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 36]);
  B_reg_10 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 40]);
  B_reg_11 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 44]);
  B_reg_12 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 48]);
  B_reg_13 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 52]);
  B_reg_14 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 56]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, A.data[k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_3, A.data[k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_4, A.data[k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_5, A.data[k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_6, A.data[k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_7, A.data[k]);
  C_reg_8 = vfmaq_n_f32(C_reg_8, B_reg_8, A.data[k]);
  C_reg_9 = vfmaq_n_f32(C_reg_9, B_reg_9, A.data[k]);
  C_reg_10 = vfmaq_n_f32(C_reg_10, B_reg_10, A.data[k]);
  C_reg_11 = vfmaq_n_f32(C_reg_11, B_reg_11, A.data[k]);
  C_reg_12 = vfmaq_n_f32(C_reg_12, B_reg_12, A.data[k]);
  C_reg_13 = vfmaq_n_f32(C_reg_13, B_reg_13, A.data[k]);
  C_reg_14 = vfmaq_n_f32(C_reg_14, B_reg_14, A.data[k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[8], C_reg_2);
vst1q_f32(&C.data[12], C_reg_3);
vst1q_f32(&C.data[16], C_reg_4);
vst1q_f32(&C.data[20], C_reg_5);
vst1q_f32(&C.data[24], C_reg_6);
vst1q_f32(&C.data[28], C_reg_7);
vst1q_f32(&C.data[32], C_reg_8);
vst1q_f32(&C.data[36], C_reg_9);
vst1q_f32(&C.data[40], C_reg_10);
vst1q_f32(&C.data[44], C_reg_11);
vst1q_f32(&C.data[48], C_reg_12);
vst1q_f32(&C.data[52], C_reg_13);
vst1q_f32(&C.data[56], C_reg_14);
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
float32x4_t C_reg_0;
float32x4_t C_reg_1;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[4]);
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 32; for (int exo_o = 0; exo_o < 32; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
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
float32x4_t C_reg_0;
float32x4_t C_reg_1;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[4]);
for (int_fast32_t k = 0; k < K; k++) {
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
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
EXO_ASSUME(W <= 4);
float32x4_t C_reg_0;
C_reg_0 = exogemm_neon_load_tail(&C.data[0], (W));
for (int_fast32_t k = 0; k < K; k++) {
  float32x4_t B_reg;
  B_reg = exogemm_neon_load_tail(&B.data[(k) * (B.strides[0])], (W));
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg, A.data[k]);
}
exogemm_neon_store_tail(&C.data[0], C_reg_0, (W));
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
EXO_ASSUME(W <= 4);
float32x4_t C_reg_0;
C_reg_0 = vdupq_n_f32(0.0f);
for (int_fast32_t k = 0; k < K; k++) {
  float32x4_t B_reg;
  B_reg = exogemm_neon_load_tail(&B.data[(k) * (B.strides[0])], (W));
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg, A.data[k]);
}
exogemm_neon_store_tail(&C.data[0], C_reg_0, (W));
}

// EXOGEMM_SMALL_PREFIX_small_2x12(
//     K : size,
//     A : [f32][2, K] @DRAM,
//     B : [f32][K, 12] @DRAM,
//     C : [f32][2, 12] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_2x12( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[4]);
C_reg_2 = vld1q_f32(&C.data[8]);
C_reg_3 = vld1q_f32(&C.data[C.strides[0]]);
C_reg_4 = vld1q_f32(&C.data[C.strides[0] + 4]);
C_reg_5 = vld1q_f32(&C.data[C.strides[0] + 8]);
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 48; for (int exo_o = 0; exo_o < 48; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  float32x4_t B_reg_2;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  B_reg_2 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 8]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, A.data[k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_0, A.data[A.strides[0] + k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_1, A.data[A.strides[0] + k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_2, A.data[A.strides[0] + k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[8], C_reg_2);
vst1q_f32(&C.data[C.strides[0]], C_reg_3);
vst1q_f32(&C.data[C.strides[0] + 4], C_reg_4);
vst1q_f32(&C.data[C.strides[0] + 8], C_reg_5);
}

// EXOGEMM_SMALL_PREFIX_small_2x12_resident(
//     K : size,
//     A : [f32][2, K] @DRAM,
//     B : [f32][K, 12] @DRAM,
//     C : [f32][2, 12] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_2x12_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[4]);
C_reg_2 = vld1q_f32(&C.data[8]);
C_reg_3 = vld1q_f32(&C.data[C.strides[0]]);
C_reg_4 = vld1q_f32(&C.data[C.strides[0] + 4]);
C_reg_5 = vld1q_f32(&C.data[C.strides[0] + 8]);
for (int_fast32_t k = 0; k < K; k++) {
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  float32x4_t B_reg_2;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  B_reg_2 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 8]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, A.data[k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_0, A.data[A.strides[0] + k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_1, A.data[A.strides[0] + k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_2, A.data[A.strides[0] + k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[8], C_reg_2);
vst1q_f32(&C.data[C.strides[0]], C_reg_3);
vst1q_f32(&C.data[C.strides[0] + 4], C_reg_4);
vst1q_f32(&C.data[C.strides[0] + 8], C_reg_5);
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
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[4]);
C_reg_2 = vld1q_f32(&C.data[8]);
C_reg_3 = vld1q_f32(&C.data[12]);
C_reg_4 = vld1q_f32(&C.data[C.strides[0]]);
C_reg_5 = vld1q_f32(&C.data[C.strides[0] + 4]);
C_reg_6 = vld1q_f32(&C.data[C.strides[0] + 8]);
C_reg_7 = vld1q_f32(&C.data[C.strides[0] + 12]);
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 64; for (int exo_o = 0; exo_o < 64; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  float32x4_t B_reg_2;
  float32x4_t B_reg_3;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  B_reg_2 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 8]);
  B_reg_3 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 12]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, A.data[k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_3, A.data[k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_0, A.data[A.strides[0] + k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_1, A.data[A.strides[0] + k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_2, A.data[A.strides[0] + k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_3, A.data[A.strides[0] + k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[8], C_reg_2);
vst1q_f32(&C.data[12], C_reg_3);
vst1q_f32(&C.data[C.strides[0]], C_reg_4);
vst1q_f32(&C.data[C.strides[0] + 4], C_reg_5);
vst1q_f32(&C.data[C.strides[0] + 8], C_reg_6);
vst1q_f32(&C.data[C.strides[0] + 12], C_reg_7);
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
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[4]);
C_reg_2 = vld1q_f32(&C.data[8]);
C_reg_3 = vld1q_f32(&C.data[12]);
C_reg_4 = vld1q_f32(&C.data[C.strides[0]]);
C_reg_5 = vld1q_f32(&C.data[C.strides[0] + 4]);
C_reg_6 = vld1q_f32(&C.data[C.strides[0] + 8]);
C_reg_7 = vld1q_f32(&C.data[C.strides[0] + 12]);
for (int_fast32_t k = 0; k < K; k++) {
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  float32x4_t B_reg_2;
  float32x4_t B_reg_3;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  B_reg_2 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 8]);
  B_reg_3 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 12]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, A.data[k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_3, A.data[k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_0, A.data[A.strides[0] + k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_1, A.data[A.strides[0] + k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_2, A.data[A.strides[0] + k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_3, A.data[A.strides[0] + k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[8], C_reg_2);
vst1q_f32(&C.data[12], C_reg_3);
vst1q_f32(&C.data[C.strides[0]], C_reg_4);
vst1q_f32(&C.data[C.strides[0] + 4], C_reg_5);
vst1q_f32(&C.data[C.strides[0] + 8], C_reg_6);
vst1q_f32(&C.data[C.strides[0] + 12], C_reg_7);
}

// EXOGEMM_SMALL_PREFIX_small_2x20(
//     K : size,
//     A : [f32][2, K] @DRAM,
//     B : [f32][K, 20] @DRAM,
//     C : [f32][2, 20] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_2x20( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
float32x4_t C_reg_8;
float32x4_t C_reg_9;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[4]);
C_reg_2 = vld1q_f32(&C.data[8]);
C_reg_3 = vld1q_f32(&C.data[12]);
C_reg_4 = vld1q_f32(&C.data[16]);
C_reg_5 = vld1q_f32(&C.data[C.strides[0]]);
C_reg_6 = vld1q_f32(&C.data[C.strides[0] + 4]);
C_reg_7 = vld1q_f32(&C.data[C.strides[0] + 8]);
C_reg_8 = vld1q_f32(&C.data[C.strides[0] + 12]);
C_reg_9 = vld1q_f32(&C.data[C.strides[0] + 16]);
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 80; for (int exo_o = 0; exo_o < 80; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  float32x4_t B_reg_2;
  float32x4_t B_reg_3;
  float32x4_t B_reg_4;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  B_reg_2 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 8]);
  B_reg_3 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 12]);
  B_reg_4 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 16]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, A.data[k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_3, A.data[k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_4, A.data[k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_0, A.data[A.strides[0] + k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_1, A.data[A.strides[0] + k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_2, A.data[A.strides[0] + k]);
  C_reg_8 = vfmaq_n_f32(C_reg_8, B_reg_3, A.data[A.strides[0] + k]);
  C_reg_9 = vfmaq_n_f32(C_reg_9, B_reg_4, A.data[A.strides[0] + k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[8], C_reg_2);
vst1q_f32(&C.data[12], C_reg_3);
vst1q_f32(&C.data[16], C_reg_4);
vst1q_f32(&C.data[C.strides[0]], C_reg_5);
vst1q_f32(&C.data[C.strides[0] + 4], C_reg_6);
vst1q_f32(&C.data[C.strides[0] + 8], C_reg_7);
vst1q_f32(&C.data[C.strides[0] + 12], C_reg_8);
vst1q_f32(&C.data[C.strides[0] + 16], C_reg_9);
}

// EXOGEMM_SMALL_PREFIX_small_2x20_resident(
//     K : size,
//     A : [f32][2, K] @DRAM,
//     B : [f32][K, 20] @DRAM,
//     C : [f32][2, 20] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_2x20_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
float32x4_t C_reg_8;
float32x4_t C_reg_9;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[4]);
C_reg_2 = vld1q_f32(&C.data[8]);
C_reg_3 = vld1q_f32(&C.data[12]);
C_reg_4 = vld1q_f32(&C.data[16]);
C_reg_5 = vld1q_f32(&C.data[C.strides[0]]);
C_reg_6 = vld1q_f32(&C.data[C.strides[0] + 4]);
C_reg_7 = vld1q_f32(&C.data[C.strides[0] + 8]);
C_reg_8 = vld1q_f32(&C.data[C.strides[0] + 12]);
C_reg_9 = vld1q_f32(&C.data[C.strides[0] + 16]);
for (int_fast32_t k = 0; k < K; k++) {
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  float32x4_t B_reg_2;
  float32x4_t B_reg_3;
  float32x4_t B_reg_4;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  B_reg_2 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 8]);
  B_reg_3 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 12]);
  B_reg_4 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 16]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, A.data[k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_3, A.data[k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_4, A.data[k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_0, A.data[A.strides[0] + k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_1, A.data[A.strides[0] + k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_2, A.data[A.strides[0] + k]);
  C_reg_8 = vfmaq_n_f32(C_reg_8, B_reg_3, A.data[A.strides[0] + k]);
  C_reg_9 = vfmaq_n_f32(C_reg_9, B_reg_4, A.data[A.strides[0] + k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[8], C_reg_2);
vst1q_f32(&C.data[12], C_reg_3);
vst1q_f32(&C.data[16], C_reg_4);
vst1q_f32(&C.data[C.strides[0]], C_reg_5);
vst1q_f32(&C.data[C.strides[0] + 4], C_reg_6);
vst1q_f32(&C.data[C.strides[0] + 8], C_reg_7);
vst1q_f32(&C.data[C.strides[0] + 12], C_reg_8);
vst1q_f32(&C.data[C.strides[0] + 16], C_reg_9);
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
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
float32x4_t C_reg_8;
float32x4_t C_reg_9;
float32x4_t C_reg_10;
float32x4_t C_reg_11;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[4]);
C_reg_2 = vld1q_f32(&C.data[8]);
C_reg_3 = vld1q_f32(&C.data[12]);
C_reg_4 = vld1q_f32(&C.data[16]);
C_reg_5 = vld1q_f32(&C.data[20]);
C_reg_6 = vld1q_f32(&C.data[C.strides[0]]);
C_reg_7 = vld1q_f32(&C.data[C.strides[0] + 4]);
C_reg_8 = vld1q_f32(&C.data[C.strides[0] + 8]);
C_reg_9 = vld1q_f32(&C.data[C.strides[0] + 12]);
C_reg_10 = vld1q_f32(&C.data[C.strides[0] + 16]);
C_reg_11 = vld1q_f32(&C.data[C.strides[0] + 20]);
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 96; for (int exo_o = 0; exo_o < 96; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  float32x4_t B_reg_2;
  float32x4_t B_reg_3;
  float32x4_t B_reg_4;
  float32x4_t B_reg_5;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  B_reg_2 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 8]);
  B_reg_3 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 12]);
  B_reg_4 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 16]);
  B_reg_5 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 20]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, A.data[k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_3, A.data[k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_4, A.data[k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_5, A.data[k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_0, A.data[A.strides[0] + k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_1, A.data[A.strides[0] + k]);
  C_reg_8 = vfmaq_n_f32(C_reg_8, B_reg_2, A.data[A.strides[0] + k]);
  C_reg_9 = vfmaq_n_f32(C_reg_9, B_reg_3, A.data[A.strides[0] + k]);
  C_reg_10 = vfmaq_n_f32(C_reg_10, B_reg_4, A.data[A.strides[0] + k]);
  C_reg_11 = vfmaq_n_f32(C_reg_11, B_reg_5, A.data[A.strides[0] + k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[8], C_reg_2);
vst1q_f32(&C.data[12], C_reg_3);
vst1q_f32(&C.data[16], C_reg_4);
vst1q_f32(&C.data[20], C_reg_5);
vst1q_f32(&C.data[C.strides[0]], C_reg_6);
vst1q_f32(&C.data[C.strides[0] + 4], C_reg_7);
vst1q_f32(&C.data[C.strides[0] + 8], C_reg_8);
vst1q_f32(&C.data[C.strides[0] + 12], C_reg_9);
vst1q_f32(&C.data[C.strides[0] + 16], C_reg_10);
vst1q_f32(&C.data[C.strides[0] + 20], C_reg_11);
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
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
float32x4_t C_reg_8;
float32x4_t C_reg_9;
float32x4_t C_reg_10;
float32x4_t C_reg_11;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[4]);
C_reg_2 = vld1q_f32(&C.data[8]);
C_reg_3 = vld1q_f32(&C.data[12]);
C_reg_4 = vld1q_f32(&C.data[16]);
C_reg_5 = vld1q_f32(&C.data[20]);
C_reg_6 = vld1q_f32(&C.data[C.strides[0]]);
C_reg_7 = vld1q_f32(&C.data[C.strides[0] + 4]);
C_reg_8 = vld1q_f32(&C.data[C.strides[0] + 8]);
C_reg_9 = vld1q_f32(&C.data[C.strides[0] + 12]);
C_reg_10 = vld1q_f32(&C.data[C.strides[0] + 16]);
C_reg_11 = vld1q_f32(&C.data[C.strides[0] + 20]);
for (int_fast32_t k = 0; k < K; k++) {
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  float32x4_t B_reg_2;
  float32x4_t B_reg_3;
  float32x4_t B_reg_4;
  float32x4_t B_reg_5;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  B_reg_2 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 8]);
  B_reg_3 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 12]);
  B_reg_4 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 16]);
  B_reg_5 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 20]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, A.data[k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_3, A.data[k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_4, A.data[k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_5, A.data[k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_0, A.data[A.strides[0] + k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_1, A.data[A.strides[0] + k]);
  C_reg_8 = vfmaq_n_f32(C_reg_8, B_reg_2, A.data[A.strides[0] + k]);
  C_reg_9 = vfmaq_n_f32(C_reg_9, B_reg_3, A.data[A.strides[0] + k]);
  C_reg_10 = vfmaq_n_f32(C_reg_10, B_reg_4, A.data[A.strides[0] + k]);
  C_reg_11 = vfmaq_n_f32(C_reg_11, B_reg_5, A.data[A.strides[0] + k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[8], C_reg_2);
vst1q_f32(&C.data[12], C_reg_3);
vst1q_f32(&C.data[16], C_reg_4);
vst1q_f32(&C.data[20], C_reg_5);
vst1q_f32(&C.data[C.strides[0]], C_reg_6);
vst1q_f32(&C.data[C.strides[0] + 4], C_reg_7);
vst1q_f32(&C.data[C.strides[0] + 8], C_reg_8);
vst1q_f32(&C.data[C.strides[0] + 12], C_reg_9);
vst1q_f32(&C.data[C.strides[0] + 16], C_reg_10);
vst1q_f32(&C.data[C.strides[0] + 20], C_reg_11);
}

// EXOGEMM_SMALL_PREFIX_small_2x28(
//     K : size,
//     A : [f32][2, K] @DRAM,
//     B : [f32][K, 28] @DRAM,
//     C : [f32][2, 28] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_2x28( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
float32x4_t C_reg_8;
float32x4_t C_reg_9;
float32x4_t C_reg_10;
float32x4_t C_reg_11;
float32x4_t C_reg_12;
float32x4_t C_reg_13;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[4]);
C_reg_2 = vld1q_f32(&C.data[8]);
C_reg_3 = vld1q_f32(&C.data[12]);
C_reg_4 = vld1q_f32(&C.data[16]);
C_reg_5 = vld1q_f32(&C.data[20]);
C_reg_6 = vld1q_f32(&C.data[24]);
C_reg_7 = vld1q_f32(&C.data[C.strides[0]]);
C_reg_8 = vld1q_f32(&C.data[C.strides[0] + 4]);
C_reg_9 = vld1q_f32(&C.data[C.strides[0] + 8]);
C_reg_10 = vld1q_f32(&C.data[C.strides[0] + 12]);
C_reg_11 = vld1q_f32(&C.data[C.strides[0] + 16]);
C_reg_12 = vld1q_f32(&C.data[C.strides[0] + 20]);
C_reg_13 = vld1q_f32(&C.data[C.strides[0] + 24]);
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 112; for (int exo_o = 0; exo_o < 112; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  float32x4_t B_reg_2;
  float32x4_t B_reg_3;
  float32x4_t B_reg_4;
  float32x4_t B_reg_5;
  float32x4_t B_reg_6;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  B_reg_2 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 8]);
  B_reg_3 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 12]);
  B_reg_4 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 16]);
  B_reg_5 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 20]);
  B_reg_6 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 24]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, A.data[k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_3, A.data[k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_4, A.data[k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_5, A.data[k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_6, A.data[k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_0, A.data[A.strides[0] + k]);
  C_reg_8 = vfmaq_n_f32(C_reg_8, B_reg_1, A.data[A.strides[0] + k]);
  C_reg_9 = vfmaq_n_f32(C_reg_9, B_reg_2, A.data[A.strides[0] + k]);
  C_reg_10 = vfmaq_n_f32(C_reg_10, B_reg_3, A.data[A.strides[0] + k]);
  C_reg_11 = vfmaq_n_f32(C_reg_11, B_reg_4, A.data[A.strides[0] + k]);
  C_reg_12 = vfmaq_n_f32(C_reg_12, B_reg_5, A.data[A.strides[0] + k]);
  C_reg_13 = vfmaq_n_f32(C_reg_13, B_reg_6, A.data[A.strides[0] + k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[8], C_reg_2);
vst1q_f32(&C.data[12], C_reg_3);
vst1q_f32(&C.data[16], C_reg_4);
vst1q_f32(&C.data[20], C_reg_5);
vst1q_f32(&C.data[24], C_reg_6);
vst1q_f32(&C.data[C.strides[0]], C_reg_7);
vst1q_f32(&C.data[C.strides[0] + 4], C_reg_8);
vst1q_f32(&C.data[C.strides[0] + 8], C_reg_9);
vst1q_f32(&C.data[C.strides[0] + 12], C_reg_10);
vst1q_f32(&C.data[C.strides[0] + 16], C_reg_11);
vst1q_f32(&C.data[C.strides[0] + 20], C_reg_12);
vst1q_f32(&C.data[C.strides[0] + 24], C_reg_13);
}

// EXOGEMM_SMALL_PREFIX_small_2x28_resident(
//     K : size,
//     A : [f32][2, K] @DRAM,
//     B : [f32][K, 28] @DRAM,
//     C : [f32][2, 28] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_2x28_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
float32x4_t C_reg_8;
float32x4_t C_reg_9;
float32x4_t C_reg_10;
float32x4_t C_reg_11;
float32x4_t C_reg_12;
float32x4_t C_reg_13;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[4]);
C_reg_2 = vld1q_f32(&C.data[8]);
C_reg_3 = vld1q_f32(&C.data[12]);
C_reg_4 = vld1q_f32(&C.data[16]);
C_reg_5 = vld1q_f32(&C.data[20]);
C_reg_6 = vld1q_f32(&C.data[24]);
C_reg_7 = vld1q_f32(&C.data[C.strides[0]]);
C_reg_8 = vld1q_f32(&C.data[C.strides[0] + 4]);
C_reg_9 = vld1q_f32(&C.data[C.strides[0] + 8]);
C_reg_10 = vld1q_f32(&C.data[C.strides[0] + 12]);
C_reg_11 = vld1q_f32(&C.data[C.strides[0] + 16]);
C_reg_12 = vld1q_f32(&C.data[C.strides[0] + 20]);
C_reg_13 = vld1q_f32(&C.data[C.strides[0] + 24]);
for (int_fast32_t k = 0; k < K; k++) {
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  float32x4_t B_reg_2;
  float32x4_t B_reg_3;
  float32x4_t B_reg_4;
  float32x4_t B_reg_5;
  float32x4_t B_reg_6;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  B_reg_2 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 8]);
  B_reg_3 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 12]);
  B_reg_4 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 16]);
  B_reg_5 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 20]);
  B_reg_6 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 24]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, A.data[k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_3, A.data[k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_4, A.data[k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_5, A.data[k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_6, A.data[k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_0, A.data[A.strides[0] + k]);
  C_reg_8 = vfmaq_n_f32(C_reg_8, B_reg_1, A.data[A.strides[0] + k]);
  C_reg_9 = vfmaq_n_f32(C_reg_9, B_reg_2, A.data[A.strides[0] + k]);
  C_reg_10 = vfmaq_n_f32(C_reg_10, B_reg_3, A.data[A.strides[0] + k]);
  C_reg_11 = vfmaq_n_f32(C_reg_11, B_reg_4, A.data[A.strides[0] + k]);
  C_reg_12 = vfmaq_n_f32(C_reg_12, B_reg_5, A.data[A.strides[0] + k]);
  C_reg_13 = vfmaq_n_f32(C_reg_13, B_reg_6, A.data[A.strides[0] + k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[8], C_reg_2);
vst1q_f32(&C.data[12], C_reg_3);
vst1q_f32(&C.data[16], C_reg_4);
vst1q_f32(&C.data[20], C_reg_5);
vst1q_f32(&C.data[24], C_reg_6);
vst1q_f32(&C.data[C.strides[0]], C_reg_7);
vst1q_f32(&C.data[C.strides[0] + 4], C_reg_8);
vst1q_f32(&C.data[C.strides[0] + 8], C_reg_9);
vst1q_f32(&C.data[C.strides[0] + 12], C_reg_10);
vst1q_f32(&C.data[C.strides[0] + 16], C_reg_11);
vst1q_f32(&C.data[C.strides[0] + 20], C_reg_12);
vst1q_f32(&C.data[C.strides[0] + 24], C_reg_13);
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
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
float32x4_t C_reg_8;
float32x4_t C_reg_9;
float32x4_t C_reg_10;
float32x4_t C_reg_11;
float32x4_t C_reg_12;
float32x4_t C_reg_13;
float32x4_t C_reg_14;
float32x4_t C_reg_15;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[4]);
C_reg_2 = vld1q_f32(&C.data[8]);
C_reg_3 = vld1q_f32(&C.data[12]);
C_reg_4 = vld1q_f32(&C.data[16]);
C_reg_5 = vld1q_f32(&C.data[20]);
C_reg_6 = vld1q_f32(&C.data[24]);
C_reg_7 = vld1q_f32(&C.data[28]);
C_reg_8 = vld1q_f32(&C.data[C.strides[0]]);
C_reg_9 = vld1q_f32(&C.data[C.strides[0] + 4]);
C_reg_10 = vld1q_f32(&C.data[C.strides[0] + 8]);
C_reg_11 = vld1q_f32(&C.data[C.strides[0] + 12]);
C_reg_12 = vld1q_f32(&C.data[C.strides[0] + 16]);
C_reg_13 = vld1q_f32(&C.data[C.strides[0] + 20]);
C_reg_14 = vld1q_f32(&C.data[C.strides[0] + 24]);
C_reg_15 = vld1q_f32(&C.data[C.strides[0] + 28]);
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 128; for (int exo_o = 0; exo_o < 128; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  float32x4_t B_reg_2;
  float32x4_t B_reg_3;
  float32x4_t B_reg_4;
  float32x4_t B_reg_5;
  float32x4_t B_reg_6;
  float32x4_t B_reg_7;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  B_reg_2 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 8]);
  B_reg_3 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 12]);
  B_reg_4 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 16]);
  B_reg_5 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 20]);
  B_reg_6 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 24]);
  B_reg_7 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 28]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, A.data[k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_3, A.data[k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_4, A.data[k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_5, A.data[k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_6, A.data[k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_7, A.data[k]);
  C_reg_8 = vfmaq_n_f32(C_reg_8, B_reg_0, A.data[A.strides[0] + k]);
  C_reg_9 = vfmaq_n_f32(C_reg_9, B_reg_1, A.data[A.strides[0] + k]);
  C_reg_10 = vfmaq_n_f32(C_reg_10, B_reg_2, A.data[A.strides[0] + k]);
  C_reg_11 = vfmaq_n_f32(C_reg_11, B_reg_3, A.data[A.strides[0] + k]);
  C_reg_12 = vfmaq_n_f32(C_reg_12, B_reg_4, A.data[A.strides[0] + k]);
  C_reg_13 = vfmaq_n_f32(C_reg_13, B_reg_5, A.data[A.strides[0] + k]);
  C_reg_14 = vfmaq_n_f32(C_reg_14, B_reg_6, A.data[A.strides[0] + k]);
  C_reg_15 = vfmaq_n_f32(C_reg_15, B_reg_7, A.data[A.strides[0] + k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[8], C_reg_2);
vst1q_f32(&C.data[12], C_reg_3);
vst1q_f32(&C.data[16], C_reg_4);
vst1q_f32(&C.data[20], C_reg_5);
vst1q_f32(&C.data[24], C_reg_6);
vst1q_f32(&C.data[28], C_reg_7);
vst1q_f32(&C.data[C.strides[0]], C_reg_8);
vst1q_f32(&C.data[C.strides[0] + 4], C_reg_9);
vst1q_f32(&C.data[C.strides[0] + 8], C_reg_10);
vst1q_f32(&C.data[C.strides[0] + 12], C_reg_11);
vst1q_f32(&C.data[C.strides[0] + 16], C_reg_12);
vst1q_f32(&C.data[C.strides[0] + 20], C_reg_13);
vst1q_f32(&C.data[C.strides[0] + 24], C_reg_14);
vst1q_f32(&C.data[C.strides[0] + 28], C_reg_15);
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
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
float32x4_t C_reg_8;
float32x4_t C_reg_9;
float32x4_t C_reg_10;
float32x4_t C_reg_11;
float32x4_t C_reg_12;
float32x4_t C_reg_13;
float32x4_t C_reg_14;
float32x4_t C_reg_15;
C_reg_0 = vdupq_n_f32(0.0f);
C_reg_1 = vdupq_n_f32(0.0f);
C_reg_2 = vdupq_n_f32(0.0f);
C_reg_3 = vdupq_n_f32(0.0f);
C_reg_4 = vdupq_n_f32(0.0f);
C_reg_5 = vdupq_n_f32(0.0f);
C_reg_6 = vdupq_n_f32(0.0f);
C_reg_7 = vdupq_n_f32(0.0f);
C_reg_8 = vdupq_n_f32(0.0f);
C_reg_9 = vdupq_n_f32(0.0f);
C_reg_10 = vdupq_n_f32(0.0f);
C_reg_11 = vdupq_n_f32(0.0f);
C_reg_12 = vdupq_n_f32(0.0f);
C_reg_13 = vdupq_n_f32(0.0f);
C_reg_14 = vdupq_n_f32(0.0f);
C_reg_15 = vdupq_n_f32(0.0f);
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 128; for (int exo_o = 0; exo_o < 128; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  float32x4_t B_reg_2;
  float32x4_t B_reg_3;
  float32x4_t B_reg_4;
  float32x4_t B_reg_5;
  float32x4_t B_reg_6;
  float32x4_t B_reg_7;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  B_reg_2 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 8]);
  B_reg_3 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 12]);
  B_reg_4 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 16]);
  B_reg_5 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 20]);
  B_reg_6 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 24]);
  B_reg_7 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 28]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, A.data[k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_3, A.data[k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_4, A.data[k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_5, A.data[k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_6, A.data[k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_7, A.data[k]);
  C_reg_8 = vfmaq_n_f32(C_reg_8, B_reg_0, A.data[A.strides[0] + k]);
  C_reg_9 = vfmaq_n_f32(C_reg_9, B_reg_1, A.data[A.strides[0] + k]);
  C_reg_10 = vfmaq_n_f32(C_reg_10, B_reg_2, A.data[A.strides[0] + k]);
  C_reg_11 = vfmaq_n_f32(C_reg_11, B_reg_3, A.data[A.strides[0] + k]);
  C_reg_12 = vfmaq_n_f32(C_reg_12, B_reg_4, A.data[A.strides[0] + k]);
  C_reg_13 = vfmaq_n_f32(C_reg_13, B_reg_5, A.data[A.strides[0] + k]);
  C_reg_14 = vfmaq_n_f32(C_reg_14, B_reg_6, A.data[A.strides[0] + k]);
  C_reg_15 = vfmaq_n_f32(C_reg_15, B_reg_7, A.data[A.strides[0] + k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[8], C_reg_2);
vst1q_f32(&C.data[12], C_reg_3);
vst1q_f32(&C.data[16], C_reg_4);
vst1q_f32(&C.data[20], C_reg_5);
vst1q_f32(&C.data[24], C_reg_6);
vst1q_f32(&C.data[28], C_reg_7);
vst1q_f32(&C.data[C.strides[0]], C_reg_8);
vst1q_f32(&C.data[C.strides[0] + 4], C_reg_9);
vst1q_f32(&C.data[C.strides[0] + 8], C_reg_10);
vst1q_f32(&C.data[C.strides[0] + 12], C_reg_11);
vst1q_f32(&C.data[C.strides[0] + 16], C_reg_12);
vst1q_f32(&C.data[C.strides[0] + 20], C_reg_13);
vst1q_f32(&C.data[C.strides[0] + 24], C_reg_14);
vst1q_f32(&C.data[C.strides[0] + 28], C_reg_15);
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
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
float32x4_t C_reg_8;
float32x4_t C_reg_9;
float32x4_t C_reg_10;
float32x4_t C_reg_11;
float32x4_t C_reg_12;
float32x4_t C_reg_13;
float32x4_t C_reg_14;
float32x4_t C_reg_15;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[4]);
C_reg_2 = vld1q_f32(&C.data[8]);
C_reg_3 = vld1q_f32(&C.data[12]);
C_reg_4 = vld1q_f32(&C.data[16]);
C_reg_5 = vld1q_f32(&C.data[20]);
C_reg_6 = vld1q_f32(&C.data[24]);
C_reg_7 = vld1q_f32(&C.data[28]);
C_reg_8 = vld1q_f32(&C.data[C.strides[0]]);
C_reg_9 = vld1q_f32(&C.data[C.strides[0] + 4]);
C_reg_10 = vld1q_f32(&C.data[C.strides[0] + 8]);
C_reg_11 = vld1q_f32(&C.data[C.strides[0] + 12]);
C_reg_12 = vld1q_f32(&C.data[C.strides[0] + 16]);
C_reg_13 = vld1q_f32(&C.data[C.strides[0] + 20]);
C_reg_14 = vld1q_f32(&C.data[C.strides[0] + 24]);
C_reg_15 = vld1q_f32(&C.data[C.strides[0] + 28]);
for (int_fast32_t k = 0; k < K; k++) {
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  float32x4_t B_reg_2;
  float32x4_t B_reg_3;
  float32x4_t B_reg_4;
  float32x4_t B_reg_5;
  float32x4_t B_reg_6;
  float32x4_t B_reg_7;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  B_reg_2 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 8]);
  B_reg_3 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 12]);
  B_reg_4 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 16]);
  B_reg_5 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 20]);
  B_reg_6 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 24]);
  B_reg_7 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 28]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, A.data[k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_3, A.data[k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_4, A.data[k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_5, A.data[k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_6, A.data[k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_7, A.data[k]);
  C_reg_8 = vfmaq_n_f32(C_reg_8, B_reg_0, A.data[A.strides[0] + k]);
  C_reg_9 = vfmaq_n_f32(C_reg_9, B_reg_1, A.data[A.strides[0] + k]);
  C_reg_10 = vfmaq_n_f32(C_reg_10, B_reg_2, A.data[A.strides[0] + k]);
  C_reg_11 = vfmaq_n_f32(C_reg_11, B_reg_3, A.data[A.strides[0] + k]);
  C_reg_12 = vfmaq_n_f32(C_reg_12, B_reg_4, A.data[A.strides[0] + k]);
  C_reg_13 = vfmaq_n_f32(C_reg_13, B_reg_5, A.data[A.strides[0] + k]);
  C_reg_14 = vfmaq_n_f32(C_reg_14, B_reg_6, A.data[A.strides[0] + k]);
  C_reg_15 = vfmaq_n_f32(C_reg_15, B_reg_7, A.data[A.strides[0] + k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[8], C_reg_2);
vst1q_f32(&C.data[12], C_reg_3);
vst1q_f32(&C.data[16], C_reg_4);
vst1q_f32(&C.data[20], C_reg_5);
vst1q_f32(&C.data[24], C_reg_6);
vst1q_f32(&C.data[28], C_reg_7);
vst1q_f32(&C.data[C.strides[0]], C_reg_8);
vst1q_f32(&C.data[C.strides[0] + 4], C_reg_9);
vst1q_f32(&C.data[C.strides[0] + 8], C_reg_10);
vst1q_f32(&C.data[C.strides[0] + 12], C_reg_11);
vst1q_f32(&C.data[C.strides[0] + 16], C_reg_12);
vst1q_f32(&C.data[C.strides[0] + 20], C_reg_13);
vst1q_f32(&C.data[C.strides[0] + 24], C_reg_14);
vst1q_f32(&C.data[C.strides[0] + 28], C_reg_15);
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
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
float32x4_t C_reg_8;
float32x4_t C_reg_9;
float32x4_t C_reg_10;
float32x4_t C_reg_11;
float32x4_t C_reg_12;
float32x4_t C_reg_13;
float32x4_t C_reg_14;
float32x4_t C_reg_15;
C_reg_0 = vdupq_n_f32(0.0f);
C_reg_1 = vdupq_n_f32(0.0f);
C_reg_2 = vdupq_n_f32(0.0f);
C_reg_3 = vdupq_n_f32(0.0f);
C_reg_4 = vdupq_n_f32(0.0f);
C_reg_5 = vdupq_n_f32(0.0f);
C_reg_6 = vdupq_n_f32(0.0f);
C_reg_7 = vdupq_n_f32(0.0f);
C_reg_8 = vdupq_n_f32(0.0f);
C_reg_9 = vdupq_n_f32(0.0f);
C_reg_10 = vdupq_n_f32(0.0f);
C_reg_11 = vdupq_n_f32(0.0f);
C_reg_12 = vdupq_n_f32(0.0f);
C_reg_13 = vdupq_n_f32(0.0f);
C_reg_14 = vdupq_n_f32(0.0f);
C_reg_15 = vdupq_n_f32(0.0f);
for (int_fast32_t k = 0; k < K; k++) {
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  float32x4_t B_reg_2;
  float32x4_t B_reg_3;
  float32x4_t B_reg_4;
  float32x4_t B_reg_5;
  float32x4_t B_reg_6;
  float32x4_t B_reg_7;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  B_reg_2 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 8]);
  B_reg_3 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 12]);
  B_reg_4 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 16]);
  B_reg_5 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 20]);
  B_reg_6 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 24]);
  B_reg_7 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 28]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, A.data[k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_3, A.data[k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_4, A.data[k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_5, A.data[k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_6, A.data[k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_7, A.data[k]);
  C_reg_8 = vfmaq_n_f32(C_reg_8, B_reg_0, A.data[A.strides[0] + k]);
  C_reg_9 = vfmaq_n_f32(C_reg_9, B_reg_1, A.data[A.strides[0] + k]);
  C_reg_10 = vfmaq_n_f32(C_reg_10, B_reg_2, A.data[A.strides[0] + k]);
  C_reg_11 = vfmaq_n_f32(C_reg_11, B_reg_3, A.data[A.strides[0] + k]);
  C_reg_12 = vfmaq_n_f32(C_reg_12, B_reg_4, A.data[A.strides[0] + k]);
  C_reg_13 = vfmaq_n_f32(C_reg_13, B_reg_5, A.data[A.strides[0] + k]);
  C_reg_14 = vfmaq_n_f32(C_reg_14, B_reg_6, A.data[A.strides[0] + k]);
  C_reg_15 = vfmaq_n_f32(C_reg_15, B_reg_7, A.data[A.strides[0] + k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[8], C_reg_2);
vst1q_f32(&C.data[12], C_reg_3);
vst1q_f32(&C.data[16], C_reg_4);
vst1q_f32(&C.data[20], C_reg_5);
vst1q_f32(&C.data[24], C_reg_6);
vst1q_f32(&C.data[28], C_reg_7);
vst1q_f32(&C.data[C.strides[0]], C_reg_8);
vst1q_f32(&C.data[C.strides[0] + 4], C_reg_9);
vst1q_f32(&C.data[C.strides[0] + 8], C_reg_10);
vst1q_f32(&C.data[C.strides[0] + 12], C_reg_11);
vst1q_f32(&C.data[C.strides[0] + 16], C_reg_12);
vst1q_f32(&C.data[C.strides[0] + 20], C_reg_13);
vst1q_f32(&C.data[C.strides[0] + 24], C_reg_14);
vst1q_f32(&C.data[C.strides[0] + 28], C_reg_15);
}

// EXOGEMM_SMALL_PREFIX_small_2x36(
//     K : size,
//     A : [f32][2, K] @DRAM,
//     B : [f32][K, 36] @DRAM,
//     C : [f32][2, 36] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_2x36( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
float32x4_t C_reg_8;
float32x4_t C_reg_9;
float32x4_t C_reg_10;
float32x4_t C_reg_11;
float32x4_t C_reg_12;
float32x4_t C_reg_13;
float32x4_t C_reg_14;
float32x4_t C_reg_15;
float32x4_t C_reg_16;
float32x4_t C_reg_17;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[4]);
C_reg_2 = vld1q_f32(&C.data[8]);
C_reg_3 = vld1q_f32(&C.data[12]);
C_reg_4 = vld1q_f32(&C.data[16]);
C_reg_5 = vld1q_f32(&C.data[20]);
C_reg_6 = vld1q_f32(&C.data[24]);
C_reg_7 = vld1q_f32(&C.data[28]);
C_reg_8 = vld1q_f32(&C.data[32]);
C_reg_9 = vld1q_f32(&C.data[C.strides[0]]);
C_reg_10 = vld1q_f32(&C.data[C.strides[0] + 4]);
C_reg_11 = vld1q_f32(&C.data[C.strides[0] + 8]);
C_reg_12 = vld1q_f32(&C.data[C.strides[0] + 12]);
C_reg_13 = vld1q_f32(&C.data[C.strides[0] + 16]);
C_reg_14 = vld1q_f32(&C.data[C.strides[0] + 20]);
C_reg_15 = vld1q_f32(&C.data[C.strides[0] + 24]);
C_reg_16 = vld1q_f32(&C.data[C.strides[0] + 28]);
C_reg_17 = vld1q_f32(&C.data[C.strides[0] + 32]);
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 144; for (int exo_o = 0; exo_o < 144; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  float32x4_t B_reg_2;
  float32x4_t B_reg_3;
  float32x4_t B_reg_4;
  float32x4_t B_reg_5;
  float32x4_t B_reg_6;
  float32x4_t B_reg_7;
  float32x4_t B_reg_8;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  B_reg_2 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 8]);
  B_reg_3 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 12]);
  B_reg_4 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 16]);
  B_reg_5 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 20]);
  B_reg_6 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 24]);
  B_reg_7 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 28]);
  B_reg_8 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 32]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, A.data[k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_3, A.data[k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_4, A.data[k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_5, A.data[k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_6, A.data[k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_7, A.data[k]);
  C_reg_8 = vfmaq_n_f32(C_reg_8, B_reg_8, A.data[k]);
  C_reg_9 = vfmaq_n_f32(C_reg_9, B_reg_0, A.data[A.strides[0] + k]);
  C_reg_10 = vfmaq_n_f32(C_reg_10, B_reg_1, A.data[A.strides[0] + k]);
  C_reg_11 = vfmaq_n_f32(C_reg_11, B_reg_2, A.data[A.strides[0] + k]);
  C_reg_12 = vfmaq_n_f32(C_reg_12, B_reg_3, A.data[A.strides[0] + k]);
  C_reg_13 = vfmaq_n_f32(C_reg_13, B_reg_4, A.data[A.strides[0] + k]);
  C_reg_14 = vfmaq_n_f32(C_reg_14, B_reg_5, A.data[A.strides[0] + k]);
  C_reg_15 = vfmaq_n_f32(C_reg_15, B_reg_6, A.data[A.strides[0] + k]);
  C_reg_16 = vfmaq_n_f32(C_reg_16, B_reg_7, A.data[A.strides[0] + k]);
  C_reg_17 = vfmaq_n_f32(C_reg_17, B_reg_8, A.data[A.strides[0] + k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[8], C_reg_2);
vst1q_f32(&C.data[12], C_reg_3);
vst1q_f32(&C.data[16], C_reg_4);
vst1q_f32(&C.data[20], C_reg_5);
vst1q_f32(&C.data[24], C_reg_6);
vst1q_f32(&C.data[28], C_reg_7);
vst1q_f32(&C.data[32], C_reg_8);
vst1q_f32(&C.data[C.strides[0]], C_reg_9);
vst1q_f32(&C.data[C.strides[0] + 4], C_reg_10);
vst1q_f32(&C.data[C.strides[0] + 8], C_reg_11);
vst1q_f32(&C.data[C.strides[0] + 12], C_reg_12);
vst1q_f32(&C.data[C.strides[0] + 16], C_reg_13);
vst1q_f32(&C.data[C.strides[0] + 20], C_reg_14);
vst1q_f32(&C.data[C.strides[0] + 24], C_reg_15);
vst1q_f32(&C.data[C.strides[0] + 28], C_reg_16);
vst1q_f32(&C.data[C.strides[0] + 32], C_reg_17);
}

// EXOGEMM_SMALL_PREFIX_small_2x36_beta0(
//     K : size,
//     A : [f32][2, K] @DRAM,
//     B : [f32][K, 36] @DRAM,
//     C : [f32][2, 36] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_2x36_beta0( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
float32x4_t C_reg_8;
float32x4_t C_reg_9;
float32x4_t C_reg_10;
float32x4_t C_reg_11;
float32x4_t C_reg_12;
float32x4_t C_reg_13;
float32x4_t C_reg_14;
float32x4_t C_reg_15;
float32x4_t C_reg_16;
float32x4_t C_reg_17;
C_reg_0 = vdupq_n_f32(0.0f);
C_reg_1 = vdupq_n_f32(0.0f);
C_reg_2 = vdupq_n_f32(0.0f);
C_reg_3 = vdupq_n_f32(0.0f);
C_reg_4 = vdupq_n_f32(0.0f);
C_reg_5 = vdupq_n_f32(0.0f);
C_reg_6 = vdupq_n_f32(0.0f);
C_reg_7 = vdupq_n_f32(0.0f);
C_reg_8 = vdupq_n_f32(0.0f);
C_reg_9 = vdupq_n_f32(0.0f);
C_reg_10 = vdupq_n_f32(0.0f);
C_reg_11 = vdupq_n_f32(0.0f);
C_reg_12 = vdupq_n_f32(0.0f);
C_reg_13 = vdupq_n_f32(0.0f);
C_reg_14 = vdupq_n_f32(0.0f);
C_reg_15 = vdupq_n_f32(0.0f);
C_reg_16 = vdupq_n_f32(0.0f);
C_reg_17 = vdupq_n_f32(0.0f);
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 144; for (int exo_o = 0; exo_o < 144; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  float32x4_t B_reg_2;
  float32x4_t B_reg_3;
  float32x4_t B_reg_4;
  float32x4_t B_reg_5;
  float32x4_t B_reg_6;
  float32x4_t B_reg_7;
  float32x4_t B_reg_8;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  B_reg_2 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 8]);
  B_reg_3 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 12]);
  B_reg_4 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 16]);
  B_reg_5 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 20]);
  B_reg_6 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 24]);
  B_reg_7 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 28]);
  B_reg_8 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 32]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, A.data[k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_3, A.data[k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_4, A.data[k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_5, A.data[k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_6, A.data[k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_7, A.data[k]);
  C_reg_8 = vfmaq_n_f32(C_reg_8, B_reg_8, A.data[k]);
  C_reg_9 = vfmaq_n_f32(C_reg_9, B_reg_0, A.data[A.strides[0] + k]);
  C_reg_10 = vfmaq_n_f32(C_reg_10, B_reg_1, A.data[A.strides[0] + k]);
  C_reg_11 = vfmaq_n_f32(C_reg_11, B_reg_2, A.data[A.strides[0] + k]);
  C_reg_12 = vfmaq_n_f32(C_reg_12, B_reg_3, A.data[A.strides[0] + k]);
  C_reg_13 = vfmaq_n_f32(C_reg_13, B_reg_4, A.data[A.strides[0] + k]);
  C_reg_14 = vfmaq_n_f32(C_reg_14, B_reg_5, A.data[A.strides[0] + k]);
  C_reg_15 = vfmaq_n_f32(C_reg_15, B_reg_6, A.data[A.strides[0] + k]);
  C_reg_16 = vfmaq_n_f32(C_reg_16, B_reg_7, A.data[A.strides[0] + k]);
  C_reg_17 = vfmaq_n_f32(C_reg_17, B_reg_8, A.data[A.strides[0] + k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[8], C_reg_2);
vst1q_f32(&C.data[12], C_reg_3);
vst1q_f32(&C.data[16], C_reg_4);
vst1q_f32(&C.data[20], C_reg_5);
vst1q_f32(&C.data[24], C_reg_6);
vst1q_f32(&C.data[28], C_reg_7);
vst1q_f32(&C.data[32], C_reg_8);
vst1q_f32(&C.data[C.strides[0]], C_reg_9);
vst1q_f32(&C.data[C.strides[0] + 4], C_reg_10);
vst1q_f32(&C.data[C.strides[0] + 8], C_reg_11);
vst1q_f32(&C.data[C.strides[0] + 12], C_reg_12);
vst1q_f32(&C.data[C.strides[0] + 16], C_reg_13);
vst1q_f32(&C.data[C.strides[0] + 20], C_reg_14);
vst1q_f32(&C.data[C.strides[0] + 24], C_reg_15);
vst1q_f32(&C.data[C.strides[0] + 28], C_reg_16);
vst1q_f32(&C.data[C.strides[0] + 32], C_reg_17);
}

// EXOGEMM_SMALL_PREFIX_small_2x36_resident(
//     K : size,
//     A : [f32][2, K] @DRAM,
//     B : [f32][K, 36] @DRAM,
//     C : [f32][2, 36] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_2x36_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
float32x4_t C_reg_8;
float32x4_t C_reg_9;
float32x4_t C_reg_10;
float32x4_t C_reg_11;
float32x4_t C_reg_12;
float32x4_t C_reg_13;
float32x4_t C_reg_14;
float32x4_t C_reg_15;
float32x4_t C_reg_16;
float32x4_t C_reg_17;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[4]);
C_reg_2 = vld1q_f32(&C.data[8]);
C_reg_3 = vld1q_f32(&C.data[12]);
C_reg_4 = vld1q_f32(&C.data[16]);
C_reg_5 = vld1q_f32(&C.data[20]);
C_reg_6 = vld1q_f32(&C.data[24]);
C_reg_7 = vld1q_f32(&C.data[28]);
C_reg_8 = vld1q_f32(&C.data[32]);
C_reg_9 = vld1q_f32(&C.data[C.strides[0]]);
C_reg_10 = vld1q_f32(&C.data[C.strides[0] + 4]);
C_reg_11 = vld1q_f32(&C.data[C.strides[0] + 8]);
C_reg_12 = vld1q_f32(&C.data[C.strides[0] + 12]);
C_reg_13 = vld1q_f32(&C.data[C.strides[0] + 16]);
C_reg_14 = vld1q_f32(&C.data[C.strides[0] + 20]);
C_reg_15 = vld1q_f32(&C.data[C.strides[0] + 24]);
C_reg_16 = vld1q_f32(&C.data[C.strides[0] + 28]);
C_reg_17 = vld1q_f32(&C.data[C.strides[0] + 32]);
for (int_fast32_t k = 0; k < K; k++) {
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  float32x4_t B_reg_2;
  float32x4_t B_reg_3;
  float32x4_t B_reg_4;
  float32x4_t B_reg_5;
  float32x4_t B_reg_6;
  float32x4_t B_reg_7;
  float32x4_t B_reg_8;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  B_reg_2 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 8]);
  B_reg_3 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 12]);
  B_reg_4 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 16]);
  B_reg_5 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 20]);
  B_reg_6 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 24]);
  B_reg_7 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 28]);
  B_reg_8 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 32]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, A.data[k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_3, A.data[k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_4, A.data[k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_5, A.data[k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_6, A.data[k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_7, A.data[k]);
  C_reg_8 = vfmaq_n_f32(C_reg_8, B_reg_8, A.data[k]);
  C_reg_9 = vfmaq_n_f32(C_reg_9, B_reg_0, A.data[A.strides[0] + k]);
  C_reg_10 = vfmaq_n_f32(C_reg_10, B_reg_1, A.data[A.strides[0] + k]);
  C_reg_11 = vfmaq_n_f32(C_reg_11, B_reg_2, A.data[A.strides[0] + k]);
  C_reg_12 = vfmaq_n_f32(C_reg_12, B_reg_3, A.data[A.strides[0] + k]);
  C_reg_13 = vfmaq_n_f32(C_reg_13, B_reg_4, A.data[A.strides[0] + k]);
  C_reg_14 = vfmaq_n_f32(C_reg_14, B_reg_5, A.data[A.strides[0] + k]);
  C_reg_15 = vfmaq_n_f32(C_reg_15, B_reg_6, A.data[A.strides[0] + k]);
  C_reg_16 = vfmaq_n_f32(C_reg_16, B_reg_7, A.data[A.strides[0] + k]);
  C_reg_17 = vfmaq_n_f32(C_reg_17, B_reg_8, A.data[A.strides[0] + k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[8], C_reg_2);
vst1q_f32(&C.data[12], C_reg_3);
vst1q_f32(&C.data[16], C_reg_4);
vst1q_f32(&C.data[20], C_reg_5);
vst1q_f32(&C.data[24], C_reg_6);
vst1q_f32(&C.data[28], C_reg_7);
vst1q_f32(&C.data[32], C_reg_8);
vst1q_f32(&C.data[C.strides[0]], C_reg_9);
vst1q_f32(&C.data[C.strides[0] + 4], C_reg_10);
vst1q_f32(&C.data[C.strides[0] + 8], C_reg_11);
vst1q_f32(&C.data[C.strides[0] + 12], C_reg_12);
vst1q_f32(&C.data[C.strides[0] + 16], C_reg_13);
vst1q_f32(&C.data[C.strides[0] + 20], C_reg_14);
vst1q_f32(&C.data[C.strides[0] + 24], C_reg_15);
vst1q_f32(&C.data[C.strides[0] + 28], C_reg_16);
vst1q_f32(&C.data[C.strides[0] + 32], C_reg_17);
}

// EXOGEMM_SMALL_PREFIX_small_2x36_resident_beta0(
//     K : size,
//     A : [f32][2, K] @DRAM,
//     B : [f32][K, 36] @DRAM,
//     C : [f32][2, 36] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_2x36_resident_beta0( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
float32x4_t C_reg_8;
float32x4_t C_reg_9;
float32x4_t C_reg_10;
float32x4_t C_reg_11;
float32x4_t C_reg_12;
float32x4_t C_reg_13;
float32x4_t C_reg_14;
float32x4_t C_reg_15;
float32x4_t C_reg_16;
float32x4_t C_reg_17;
C_reg_0 = vdupq_n_f32(0.0f);
C_reg_1 = vdupq_n_f32(0.0f);
C_reg_2 = vdupq_n_f32(0.0f);
C_reg_3 = vdupq_n_f32(0.0f);
C_reg_4 = vdupq_n_f32(0.0f);
C_reg_5 = vdupq_n_f32(0.0f);
C_reg_6 = vdupq_n_f32(0.0f);
C_reg_7 = vdupq_n_f32(0.0f);
C_reg_8 = vdupq_n_f32(0.0f);
C_reg_9 = vdupq_n_f32(0.0f);
C_reg_10 = vdupq_n_f32(0.0f);
C_reg_11 = vdupq_n_f32(0.0f);
C_reg_12 = vdupq_n_f32(0.0f);
C_reg_13 = vdupq_n_f32(0.0f);
C_reg_14 = vdupq_n_f32(0.0f);
C_reg_15 = vdupq_n_f32(0.0f);
C_reg_16 = vdupq_n_f32(0.0f);
C_reg_17 = vdupq_n_f32(0.0f);
for (int_fast32_t k = 0; k < K; k++) {
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  float32x4_t B_reg_2;
  float32x4_t B_reg_3;
  float32x4_t B_reg_4;
  float32x4_t B_reg_5;
  float32x4_t B_reg_6;
  float32x4_t B_reg_7;
  float32x4_t B_reg_8;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  B_reg_2 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 8]);
  B_reg_3 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 12]);
  B_reg_4 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 16]);
  B_reg_5 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 20]);
  B_reg_6 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 24]);
  B_reg_7 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 28]);
  B_reg_8 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 32]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, A.data[k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_3, A.data[k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_4, A.data[k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_5, A.data[k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_6, A.data[k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_7, A.data[k]);
  C_reg_8 = vfmaq_n_f32(C_reg_8, B_reg_8, A.data[k]);
  C_reg_9 = vfmaq_n_f32(C_reg_9, B_reg_0, A.data[A.strides[0] + k]);
  C_reg_10 = vfmaq_n_f32(C_reg_10, B_reg_1, A.data[A.strides[0] + k]);
  C_reg_11 = vfmaq_n_f32(C_reg_11, B_reg_2, A.data[A.strides[0] + k]);
  C_reg_12 = vfmaq_n_f32(C_reg_12, B_reg_3, A.data[A.strides[0] + k]);
  C_reg_13 = vfmaq_n_f32(C_reg_13, B_reg_4, A.data[A.strides[0] + k]);
  C_reg_14 = vfmaq_n_f32(C_reg_14, B_reg_5, A.data[A.strides[0] + k]);
  C_reg_15 = vfmaq_n_f32(C_reg_15, B_reg_6, A.data[A.strides[0] + k]);
  C_reg_16 = vfmaq_n_f32(C_reg_16, B_reg_7, A.data[A.strides[0] + k]);
  C_reg_17 = vfmaq_n_f32(C_reg_17, B_reg_8, A.data[A.strides[0] + k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[8], C_reg_2);
vst1q_f32(&C.data[12], C_reg_3);
vst1q_f32(&C.data[16], C_reg_4);
vst1q_f32(&C.data[20], C_reg_5);
vst1q_f32(&C.data[24], C_reg_6);
vst1q_f32(&C.data[28], C_reg_7);
vst1q_f32(&C.data[32], C_reg_8);
vst1q_f32(&C.data[C.strides[0]], C_reg_9);
vst1q_f32(&C.data[C.strides[0] + 4], C_reg_10);
vst1q_f32(&C.data[C.strides[0] + 8], C_reg_11);
vst1q_f32(&C.data[C.strides[0] + 12], C_reg_12);
vst1q_f32(&C.data[C.strides[0] + 16], C_reg_13);
vst1q_f32(&C.data[C.strides[0] + 20], C_reg_14);
vst1q_f32(&C.data[C.strides[0] + 24], C_reg_15);
vst1q_f32(&C.data[C.strides[0] + 28], C_reg_16);
vst1q_f32(&C.data[C.strides[0] + 32], C_reg_17);
}

// EXOGEMM_SMALL_PREFIX_small_2x4(
//     K : size,
//     A : [f32][2, K] @DRAM,
//     B : [f32][K, 4] @DRAM,
//     C : [f32][2, 4] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_2x4( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
float32x4_t C_reg_0;
float32x4_t C_reg_1;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[C.strides[0]]);
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 16; for (int exo_o = 0; exo_o < 16; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  float32x4_t B_reg_0;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_0, A.data[A.strides[0] + k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[C.strides[0]], C_reg_1);
}

// EXOGEMM_SMALL_PREFIX_small_2x40(
//     K : size,
//     A : [f32][2, K] @DRAM,
//     B : [f32][K, 40] @DRAM,
//     C : [f32][2, 40] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_2x40( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
float32x4_t C_reg_8;
float32x4_t C_reg_9;
float32x4_t C_reg_10;
float32x4_t C_reg_11;
float32x4_t C_reg_12;
float32x4_t C_reg_13;
float32x4_t C_reg_14;
float32x4_t C_reg_15;
float32x4_t C_reg_16;
float32x4_t C_reg_17;
float32x4_t C_reg_18;
float32x4_t C_reg_19;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[4]);
C_reg_2 = vld1q_f32(&C.data[8]);
C_reg_3 = vld1q_f32(&C.data[12]);
C_reg_4 = vld1q_f32(&C.data[16]);
C_reg_5 = vld1q_f32(&C.data[20]);
C_reg_6 = vld1q_f32(&C.data[24]);
C_reg_7 = vld1q_f32(&C.data[28]);
C_reg_8 = vld1q_f32(&C.data[32]);
C_reg_9 = vld1q_f32(&C.data[36]);
C_reg_10 = vld1q_f32(&C.data[C.strides[0]]);
C_reg_11 = vld1q_f32(&C.data[C.strides[0] + 4]);
C_reg_12 = vld1q_f32(&C.data[C.strides[0] + 8]);
C_reg_13 = vld1q_f32(&C.data[C.strides[0] + 12]);
C_reg_14 = vld1q_f32(&C.data[C.strides[0] + 16]);
C_reg_15 = vld1q_f32(&C.data[C.strides[0] + 20]);
C_reg_16 = vld1q_f32(&C.data[C.strides[0] + 24]);
C_reg_17 = vld1q_f32(&C.data[C.strides[0] + 28]);
C_reg_18 = vld1q_f32(&C.data[C.strides[0] + 32]);
C_reg_19 = vld1q_f32(&C.data[C.strides[0] + 36]);
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 160; for (int exo_o = 0; exo_o < 160; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  float32x4_t B_reg_2;
  float32x4_t B_reg_3;
  float32x4_t B_reg_4;
  float32x4_t B_reg_5;
  float32x4_t B_reg_6;
  float32x4_t B_reg_7;
  float32x4_t B_reg_8;
  float32x4_t B_reg_9;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  B_reg_2 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 8]);
  B_reg_3 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 12]);
  B_reg_4 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 16]);
  B_reg_5 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 20]);
  B_reg_6 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 24]);
  B_reg_7 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 28]);
  B_reg_8 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 32]);
  B_reg_9 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 36]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, A.data[k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_3, A.data[k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_4, A.data[k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_5, A.data[k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_6, A.data[k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_7, A.data[k]);
  C_reg_8 = vfmaq_n_f32(C_reg_8, B_reg_8, A.data[k]);
  C_reg_9 = vfmaq_n_f32(C_reg_9, B_reg_9, A.data[k]);
  C_reg_10 = vfmaq_n_f32(C_reg_10, B_reg_0, A.data[A.strides[0] + k]);
  C_reg_11 = vfmaq_n_f32(C_reg_11, B_reg_1, A.data[A.strides[0] + k]);
  C_reg_12 = vfmaq_n_f32(C_reg_12, B_reg_2, A.data[A.strides[0] + k]);
  C_reg_13 = vfmaq_n_f32(C_reg_13, B_reg_3, A.data[A.strides[0] + k]);
  C_reg_14 = vfmaq_n_f32(C_reg_14, B_reg_4, A.data[A.strides[0] + k]);
  C_reg_15 = vfmaq_n_f32(C_reg_15, B_reg_5, A.data[A.strides[0] + k]);
  C_reg_16 = vfmaq_n_f32(C_reg_16, B_reg_6, A.data[A.strides[0] + k]);
  C_reg_17 = vfmaq_n_f32(C_reg_17, B_reg_7, A.data[A.strides[0] + k]);
  C_reg_18 = vfmaq_n_f32(C_reg_18, B_reg_8, A.data[A.strides[0] + k]);
  C_reg_19 = vfmaq_n_f32(C_reg_19, B_reg_9, A.data[A.strides[0] + k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[8], C_reg_2);
vst1q_f32(&C.data[12], C_reg_3);
vst1q_f32(&C.data[16], C_reg_4);
vst1q_f32(&C.data[20], C_reg_5);
vst1q_f32(&C.data[24], C_reg_6);
vst1q_f32(&C.data[28], C_reg_7);
vst1q_f32(&C.data[32], C_reg_8);
vst1q_f32(&C.data[36], C_reg_9);
vst1q_f32(&C.data[C.strides[0]], C_reg_10);
vst1q_f32(&C.data[C.strides[0] + 4], C_reg_11);
vst1q_f32(&C.data[C.strides[0] + 8], C_reg_12);
vst1q_f32(&C.data[C.strides[0] + 12], C_reg_13);
vst1q_f32(&C.data[C.strides[0] + 16], C_reg_14);
vst1q_f32(&C.data[C.strides[0] + 20], C_reg_15);
vst1q_f32(&C.data[C.strides[0] + 24], C_reg_16);
vst1q_f32(&C.data[C.strides[0] + 28], C_reg_17);
vst1q_f32(&C.data[C.strides[0] + 32], C_reg_18);
vst1q_f32(&C.data[C.strides[0] + 36], C_reg_19);
}

// EXOGEMM_SMALL_PREFIX_small_2x40_beta0(
//     K : size,
//     A : [f32][2, K] @DRAM,
//     B : [f32][K, 40] @DRAM,
//     C : [f32][2, 40] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_2x40_beta0( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
float32x4_t C_reg_8;
float32x4_t C_reg_9;
float32x4_t C_reg_10;
float32x4_t C_reg_11;
float32x4_t C_reg_12;
float32x4_t C_reg_13;
float32x4_t C_reg_14;
float32x4_t C_reg_15;
float32x4_t C_reg_16;
float32x4_t C_reg_17;
float32x4_t C_reg_18;
float32x4_t C_reg_19;
C_reg_0 = vdupq_n_f32(0.0f);
C_reg_1 = vdupq_n_f32(0.0f);
C_reg_2 = vdupq_n_f32(0.0f);
C_reg_3 = vdupq_n_f32(0.0f);
C_reg_4 = vdupq_n_f32(0.0f);
C_reg_5 = vdupq_n_f32(0.0f);
C_reg_6 = vdupq_n_f32(0.0f);
C_reg_7 = vdupq_n_f32(0.0f);
C_reg_8 = vdupq_n_f32(0.0f);
C_reg_9 = vdupq_n_f32(0.0f);
C_reg_10 = vdupq_n_f32(0.0f);
C_reg_11 = vdupq_n_f32(0.0f);
C_reg_12 = vdupq_n_f32(0.0f);
C_reg_13 = vdupq_n_f32(0.0f);
C_reg_14 = vdupq_n_f32(0.0f);
C_reg_15 = vdupq_n_f32(0.0f);
C_reg_16 = vdupq_n_f32(0.0f);
C_reg_17 = vdupq_n_f32(0.0f);
C_reg_18 = vdupq_n_f32(0.0f);
C_reg_19 = vdupq_n_f32(0.0f);
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 160; for (int exo_o = 0; exo_o < 160; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  float32x4_t B_reg_2;
  float32x4_t B_reg_3;
  float32x4_t B_reg_4;
  float32x4_t B_reg_5;
  float32x4_t B_reg_6;
  float32x4_t B_reg_7;
  float32x4_t B_reg_8;
  float32x4_t B_reg_9;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  B_reg_2 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 8]);
  B_reg_3 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 12]);
  B_reg_4 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 16]);
  B_reg_5 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 20]);
  B_reg_6 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 24]);
  B_reg_7 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 28]);
  B_reg_8 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 32]);
  B_reg_9 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 36]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, A.data[k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_3, A.data[k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_4, A.data[k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_5, A.data[k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_6, A.data[k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_7, A.data[k]);
  C_reg_8 = vfmaq_n_f32(C_reg_8, B_reg_8, A.data[k]);
  C_reg_9 = vfmaq_n_f32(C_reg_9, B_reg_9, A.data[k]);
  C_reg_10 = vfmaq_n_f32(C_reg_10, B_reg_0, A.data[A.strides[0] + k]);
  C_reg_11 = vfmaq_n_f32(C_reg_11, B_reg_1, A.data[A.strides[0] + k]);
  C_reg_12 = vfmaq_n_f32(C_reg_12, B_reg_2, A.data[A.strides[0] + k]);
  C_reg_13 = vfmaq_n_f32(C_reg_13, B_reg_3, A.data[A.strides[0] + k]);
  C_reg_14 = vfmaq_n_f32(C_reg_14, B_reg_4, A.data[A.strides[0] + k]);
  C_reg_15 = vfmaq_n_f32(C_reg_15, B_reg_5, A.data[A.strides[0] + k]);
  C_reg_16 = vfmaq_n_f32(C_reg_16, B_reg_6, A.data[A.strides[0] + k]);
  C_reg_17 = vfmaq_n_f32(C_reg_17, B_reg_7, A.data[A.strides[0] + k]);
  C_reg_18 = vfmaq_n_f32(C_reg_18, B_reg_8, A.data[A.strides[0] + k]);
  C_reg_19 = vfmaq_n_f32(C_reg_19, B_reg_9, A.data[A.strides[0] + k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[8], C_reg_2);
vst1q_f32(&C.data[12], C_reg_3);
vst1q_f32(&C.data[16], C_reg_4);
vst1q_f32(&C.data[20], C_reg_5);
vst1q_f32(&C.data[24], C_reg_6);
vst1q_f32(&C.data[28], C_reg_7);
vst1q_f32(&C.data[32], C_reg_8);
vst1q_f32(&C.data[36], C_reg_9);
vst1q_f32(&C.data[C.strides[0]], C_reg_10);
vst1q_f32(&C.data[C.strides[0] + 4], C_reg_11);
vst1q_f32(&C.data[C.strides[0] + 8], C_reg_12);
vst1q_f32(&C.data[C.strides[0] + 12], C_reg_13);
vst1q_f32(&C.data[C.strides[0] + 16], C_reg_14);
vst1q_f32(&C.data[C.strides[0] + 20], C_reg_15);
vst1q_f32(&C.data[C.strides[0] + 24], C_reg_16);
vst1q_f32(&C.data[C.strides[0] + 28], C_reg_17);
vst1q_f32(&C.data[C.strides[0] + 32], C_reg_18);
vst1q_f32(&C.data[C.strides[0] + 36], C_reg_19);
}

// EXOGEMM_SMALL_PREFIX_small_2x40_resident(
//     K : size,
//     A : [f32][2, K] @DRAM,
//     B : [f32][K, 40] @DRAM,
//     C : [f32][2, 40] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_2x40_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
float32x4_t C_reg_8;
float32x4_t C_reg_9;
float32x4_t C_reg_10;
float32x4_t C_reg_11;
float32x4_t C_reg_12;
float32x4_t C_reg_13;
float32x4_t C_reg_14;
float32x4_t C_reg_15;
float32x4_t C_reg_16;
float32x4_t C_reg_17;
float32x4_t C_reg_18;
float32x4_t C_reg_19;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[4]);
C_reg_2 = vld1q_f32(&C.data[8]);
C_reg_3 = vld1q_f32(&C.data[12]);
C_reg_4 = vld1q_f32(&C.data[16]);
C_reg_5 = vld1q_f32(&C.data[20]);
C_reg_6 = vld1q_f32(&C.data[24]);
C_reg_7 = vld1q_f32(&C.data[28]);
C_reg_8 = vld1q_f32(&C.data[32]);
C_reg_9 = vld1q_f32(&C.data[36]);
C_reg_10 = vld1q_f32(&C.data[C.strides[0]]);
C_reg_11 = vld1q_f32(&C.data[C.strides[0] + 4]);
C_reg_12 = vld1q_f32(&C.data[C.strides[0] + 8]);
C_reg_13 = vld1q_f32(&C.data[C.strides[0] + 12]);
C_reg_14 = vld1q_f32(&C.data[C.strides[0] + 16]);
C_reg_15 = vld1q_f32(&C.data[C.strides[0] + 20]);
C_reg_16 = vld1q_f32(&C.data[C.strides[0] + 24]);
C_reg_17 = vld1q_f32(&C.data[C.strides[0] + 28]);
C_reg_18 = vld1q_f32(&C.data[C.strides[0] + 32]);
C_reg_19 = vld1q_f32(&C.data[C.strides[0] + 36]);
for (int_fast32_t k = 0; k < K; k++) {
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  float32x4_t B_reg_2;
  float32x4_t B_reg_3;
  float32x4_t B_reg_4;
  float32x4_t B_reg_5;
  float32x4_t B_reg_6;
  float32x4_t B_reg_7;
  float32x4_t B_reg_8;
  float32x4_t B_reg_9;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  B_reg_2 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 8]);
  B_reg_3 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 12]);
  B_reg_4 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 16]);
  B_reg_5 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 20]);
  B_reg_6 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 24]);
  B_reg_7 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 28]);
  B_reg_8 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 32]);
  B_reg_9 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 36]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, A.data[k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_3, A.data[k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_4, A.data[k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_5, A.data[k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_6, A.data[k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_7, A.data[k]);
  C_reg_8 = vfmaq_n_f32(C_reg_8, B_reg_8, A.data[k]);
  C_reg_9 = vfmaq_n_f32(C_reg_9, B_reg_9, A.data[k]);
  C_reg_10 = vfmaq_n_f32(C_reg_10, B_reg_0, A.data[A.strides[0] + k]);
  C_reg_11 = vfmaq_n_f32(C_reg_11, B_reg_1, A.data[A.strides[0] + k]);
  C_reg_12 = vfmaq_n_f32(C_reg_12, B_reg_2, A.data[A.strides[0] + k]);
  C_reg_13 = vfmaq_n_f32(C_reg_13, B_reg_3, A.data[A.strides[0] + k]);
  C_reg_14 = vfmaq_n_f32(C_reg_14, B_reg_4, A.data[A.strides[0] + k]);
  C_reg_15 = vfmaq_n_f32(C_reg_15, B_reg_5, A.data[A.strides[0] + k]);
  C_reg_16 = vfmaq_n_f32(C_reg_16, B_reg_6, A.data[A.strides[0] + k]);
  C_reg_17 = vfmaq_n_f32(C_reg_17, B_reg_7, A.data[A.strides[0] + k]);
  C_reg_18 = vfmaq_n_f32(C_reg_18, B_reg_8, A.data[A.strides[0] + k]);
  C_reg_19 = vfmaq_n_f32(C_reg_19, B_reg_9, A.data[A.strides[0] + k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[8], C_reg_2);
vst1q_f32(&C.data[12], C_reg_3);
vst1q_f32(&C.data[16], C_reg_4);
vst1q_f32(&C.data[20], C_reg_5);
vst1q_f32(&C.data[24], C_reg_6);
vst1q_f32(&C.data[28], C_reg_7);
vst1q_f32(&C.data[32], C_reg_8);
vst1q_f32(&C.data[36], C_reg_9);
vst1q_f32(&C.data[C.strides[0]], C_reg_10);
vst1q_f32(&C.data[C.strides[0] + 4], C_reg_11);
vst1q_f32(&C.data[C.strides[0] + 8], C_reg_12);
vst1q_f32(&C.data[C.strides[0] + 12], C_reg_13);
vst1q_f32(&C.data[C.strides[0] + 16], C_reg_14);
vst1q_f32(&C.data[C.strides[0] + 20], C_reg_15);
vst1q_f32(&C.data[C.strides[0] + 24], C_reg_16);
vst1q_f32(&C.data[C.strides[0] + 28], C_reg_17);
vst1q_f32(&C.data[C.strides[0] + 32], C_reg_18);
vst1q_f32(&C.data[C.strides[0] + 36], C_reg_19);
}

// EXOGEMM_SMALL_PREFIX_small_2x40_resident_beta0(
//     K : size,
//     A : [f32][2, K] @DRAM,
//     B : [f32][K, 40] @DRAM,
//     C : [f32][2, 40] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_2x40_resident_beta0( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
float32x4_t C_reg_8;
float32x4_t C_reg_9;
float32x4_t C_reg_10;
float32x4_t C_reg_11;
float32x4_t C_reg_12;
float32x4_t C_reg_13;
float32x4_t C_reg_14;
float32x4_t C_reg_15;
float32x4_t C_reg_16;
float32x4_t C_reg_17;
float32x4_t C_reg_18;
float32x4_t C_reg_19;
C_reg_0 = vdupq_n_f32(0.0f);
C_reg_1 = vdupq_n_f32(0.0f);
C_reg_2 = vdupq_n_f32(0.0f);
C_reg_3 = vdupq_n_f32(0.0f);
C_reg_4 = vdupq_n_f32(0.0f);
C_reg_5 = vdupq_n_f32(0.0f);
C_reg_6 = vdupq_n_f32(0.0f);
C_reg_7 = vdupq_n_f32(0.0f);
C_reg_8 = vdupq_n_f32(0.0f);
C_reg_9 = vdupq_n_f32(0.0f);
C_reg_10 = vdupq_n_f32(0.0f);
C_reg_11 = vdupq_n_f32(0.0f);
C_reg_12 = vdupq_n_f32(0.0f);
C_reg_13 = vdupq_n_f32(0.0f);
C_reg_14 = vdupq_n_f32(0.0f);
C_reg_15 = vdupq_n_f32(0.0f);
C_reg_16 = vdupq_n_f32(0.0f);
C_reg_17 = vdupq_n_f32(0.0f);
C_reg_18 = vdupq_n_f32(0.0f);
C_reg_19 = vdupq_n_f32(0.0f);
for (int_fast32_t k = 0; k < K; k++) {
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  float32x4_t B_reg_2;
  float32x4_t B_reg_3;
  float32x4_t B_reg_4;
  float32x4_t B_reg_5;
  float32x4_t B_reg_6;
  float32x4_t B_reg_7;
  float32x4_t B_reg_8;
  float32x4_t B_reg_9;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  B_reg_2 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 8]);
  B_reg_3 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 12]);
  B_reg_4 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 16]);
  B_reg_5 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 20]);
  B_reg_6 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 24]);
  B_reg_7 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 28]);
  B_reg_8 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 32]);
  B_reg_9 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 36]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, A.data[k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_3, A.data[k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_4, A.data[k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_5, A.data[k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_6, A.data[k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_7, A.data[k]);
  C_reg_8 = vfmaq_n_f32(C_reg_8, B_reg_8, A.data[k]);
  C_reg_9 = vfmaq_n_f32(C_reg_9, B_reg_9, A.data[k]);
  C_reg_10 = vfmaq_n_f32(C_reg_10, B_reg_0, A.data[A.strides[0] + k]);
  C_reg_11 = vfmaq_n_f32(C_reg_11, B_reg_1, A.data[A.strides[0] + k]);
  C_reg_12 = vfmaq_n_f32(C_reg_12, B_reg_2, A.data[A.strides[0] + k]);
  C_reg_13 = vfmaq_n_f32(C_reg_13, B_reg_3, A.data[A.strides[0] + k]);
  C_reg_14 = vfmaq_n_f32(C_reg_14, B_reg_4, A.data[A.strides[0] + k]);
  C_reg_15 = vfmaq_n_f32(C_reg_15, B_reg_5, A.data[A.strides[0] + k]);
  C_reg_16 = vfmaq_n_f32(C_reg_16, B_reg_6, A.data[A.strides[0] + k]);
  C_reg_17 = vfmaq_n_f32(C_reg_17, B_reg_7, A.data[A.strides[0] + k]);
  C_reg_18 = vfmaq_n_f32(C_reg_18, B_reg_8, A.data[A.strides[0] + k]);
  C_reg_19 = vfmaq_n_f32(C_reg_19, B_reg_9, A.data[A.strides[0] + k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[8], C_reg_2);
vst1q_f32(&C.data[12], C_reg_3);
vst1q_f32(&C.data[16], C_reg_4);
vst1q_f32(&C.data[20], C_reg_5);
vst1q_f32(&C.data[24], C_reg_6);
vst1q_f32(&C.data[28], C_reg_7);
vst1q_f32(&C.data[32], C_reg_8);
vst1q_f32(&C.data[36], C_reg_9);
vst1q_f32(&C.data[C.strides[0]], C_reg_10);
vst1q_f32(&C.data[C.strides[0] + 4], C_reg_11);
vst1q_f32(&C.data[C.strides[0] + 8], C_reg_12);
vst1q_f32(&C.data[C.strides[0] + 12], C_reg_13);
vst1q_f32(&C.data[C.strides[0] + 16], C_reg_14);
vst1q_f32(&C.data[C.strides[0] + 20], C_reg_15);
vst1q_f32(&C.data[C.strides[0] + 24], C_reg_16);
vst1q_f32(&C.data[C.strides[0] + 28], C_reg_17);
vst1q_f32(&C.data[C.strides[0] + 32], C_reg_18);
vst1q_f32(&C.data[C.strides[0] + 36], C_reg_19);
}

// EXOGEMM_SMALL_PREFIX_small_2x4_resident(
//     K : size,
//     A : [f32][2, K] @DRAM,
//     B : [f32][K, 4] @DRAM,
//     C : [f32][2, 4] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_2x4_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
float32x4_t C_reg_0;
float32x4_t C_reg_1;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[C.strides[0]]);
for (int_fast32_t k = 0; k < K; k++) {
  float32x4_t B_reg_0;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_0, A.data[A.strides[0] + k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[C.strides[0]], C_reg_1);
}

// EXOGEMM_SMALL_PREFIX_small_2x4pw(
//     K : size,
//     W : size,
//     A : [f32][2, K] @DRAM,
//     B : [f32][K, 4 + W] @DRAM,
//     C : [f32][2, 4 + W] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_2x4pw( void *ctxt, int_fast32_t K, int_fast32_t W, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
EXO_ASSUME(W <= 4);
float32x4_t C_full_0;
float32x4_t C_full_1;
C_full_0 = vld1q_f32(&C.data[0]);
C_full_1 = vld1q_f32(&C.data[C.strides[0]]);
float32x4_t C_reg_0;
float32x4_t C_reg_1;
C_reg_0 = exogemm_neon_load_tail(&C.data[4], (W));
C_reg_1 = exogemm_neon_load_tail(&C.data[C.strides[0] + 4], (W));
for (int_fast32_t k = 0; k < K; k++) {
  float32x4_t B_full;
  B_full = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  float32x4_t B_reg;
  B_reg = exogemm_neon_load_tail(&B.data[(k) * (B.strides[0]) + 4], (W));
  C_full_0 = vfmaq_n_f32(C_full_0, B_full, A.data[k]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg, A.data[k]);
  C_full_1 = vfmaq_n_f32(C_full_1, B_full, A.data[A.strides[0] + k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg, A.data[A.strides[0] + k]);
}
exogemm_neon_store_tail(&C.data[4], C_reg_0, (W));
exogemm_neon_store_tail(&C.data[C.strides[0] + 4], C_reg_1, (W));
vst1q_f32(&C.data[0], C_full_0);
vst1q_f32(&C.data[C.strides[0]], C_full_1);
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
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[4]);
C_reg_2 = vld1q_f32(&C.data[C.strides[0]]);
C_reg_3 = vld1q_f32(&C.data[C.strides[0] + 4]);
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 32; for (int exo_o = 0; exo_o < 32; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_0, A.data[A.strides[0] + k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_1, A.data[A.strides[0] + k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[C.strides[0]], C_reg_2);
vst1q_f32(&C.data[C.strides[0] + 4], C_reg_3);
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
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[4]);
C_reg_2 = vld1q_f32(&C.data[C.strides[0]]);
C_reg_3 = vld1q_f32(&C.data[C.strides[0] + 4]);
for (int_fast32_t k = 0; k < K; k++) {
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_0, A.data[A.strides[0] + k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_1, A.data[A.strides[0] + k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[C.strides[0]], C_reg_2);
vst1q_f32(&C.data[C.strides[0] + 4], C_reg_3);
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
EXO_ASSUME(W <= 4);
float32x4_t C_reg_0;
float32x4_t C_reg_1;
C_reg_0 = exogemm_neon_load_tail(&C.data[0], (W));
C_reg_1 = exogemm_neon_load_tail(&C.data[C.strides[0]], (W));
for (int_fast32_t k = 0; k < K; k++) {
  float32x4_t B_reg;
  B_reg = exogemm_neon_load_tail(&B.data[(k) * (B.strides[0])], (W));
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg, A.data[A.strides[0] + k]);
}
exogemm_neon_store_tail(&C.data[0], C_reg_0, (W));
exogemm_neon_store_tail(&C.data[C.strides[0]], C_reg_1, (W));
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
EXO_ASSUME(W <= 4);
float32x4_t C_reg_0;
float32x4_t C_reg_1;
C_reg_0 = vdupq_n_f32(0.0f);
C_reg_1 = vdupq_n_f32(0.0f);
for (int_fast32_t k = 0; k < K; k++) {
  float32x4_t B_reg;
  B_reg = exogemm_neon_load_tail(&B.data[(k) * (B.strides[0])], (W));
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg, A.data[A.strides[0] + k]);
}
exogemm_neon_store_tail(&C.data[0], C_reg_0, (W));
exogemm_neon_store_tail(&C.data[C.strides[0]], C_reg_1, (W));
}

// EXOGEMM_SMALL_PREFIX_small_3x12(
//     K : size,
//     A : [f32][3, K] @DRAM,
//     B : [f32][K, 12] @DRAM,
//     C : [f32][3, 12] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_3x12( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
float32x4_t C_reg_8;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[4]);
C_reg_2 = vld1q_f32(&C.data[8]);
C_reg_3 = vld1q_f32(&C.data[C.strides[0]]);
C_reg_4 = vld1q_f32(&C.data[C.strides[0] + 4]);
C_reg_5 = vld1q_f32(&C.data[C.strides[0] + 8]);
C_reg_6 = vld1q_f32(&C.data[(2) * (C.strides[0])]);
C_reg_7 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 4]);
C_reg_8 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 8]);
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 48; for (int exo_o = 0; exo_o < 48; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  float32x4_t B_reg_2;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  B_reg_2 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 8]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, A.data[k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_0, A.data[A.strides[0] + k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_1, A.data[A.strides[0] + k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_2, A.data[A.strides[0] + k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_0, A.data[(2) * (A.strides[0]) + k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_1, A.data[(2) * (A.strides[0]) + k]);
  C_reg_8 = vfmaq_n_f32(C_reg_8, B_reg_2, A.data[(2) * (A.strides[0]) + k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[8], C_reg_2);
vst1q_f32(&C.data[C.strides[0]], C_reg_3);
vst1q_f32(&C.data[C.strides[0] + 4], C_reg_4);
vst1q_f32(&C.data[C.strides[0] + 8], C_reg_5);
vst1q_f32(&C.data[(2) * (C.strides[0])], C_reg_6);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 4], C_reg_7);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 8], C_reg_8);
}

// EXOGEMM_SMALL_PREFIX_small_3x12_resident(
//     K : size,
//     A : [f32][3, K] @DRAM,
//     B : [f32][K, 12] @DRAM,
//     C : [f32][3, 12] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_3x12_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
float32x4_t C_reg_8;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[4]);
C_reg_2 = vld1q_f32(&C.data[8]);
C_reg_3 = vld1q_f32(&C.data[C.strides[0]]);
C_reg_4 = vld1q_f32(&C.data[C.strides[0] + 4]);
C_reg_5 = vld1q_f32(&C.data[C.strides[0] + 8]);
C_reg_6 = vld1q_f32(&C.data[(2) * (C.strides[0])]);
C_reg_7 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 4]);
C_reg_8 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 8]);
for (int_fast32_t k = 0; k < K; k++) {
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  float32x4_t B_reg_2;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  B_reg_2 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 8]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, A.data[k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_0, A.data[A.strides[0] + k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_1, A.data[A.strides[0] + k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_2, A.data[A.strides[0] + k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_0, A.data[(2) * (A.strides[0]) + k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_1, A.data[(2) * (A.strides[0]) + k]);
  C_reg_8 = vfmaq_n_f32(C_reg_8, B_reg_2, A.data[(2) * (A.strides[0]) + k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[8], C_reg_2);
vst1q_f32(&C.data[C.strides[0]], C_reg_3);
vst1q_f32(&C.data[C.strides[0] + 4], C_reg_4);
vst1q_f32(&C.data[C.strides[0] + 8], C_reg_5);
vst1q_f32(&C.data[(2) * (C.strides[0])], C_reg_6);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 4], C_reg_7);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 8], C_reg_8);
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
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
float32x4_t C_reg_8;
float32x4_t C_reg_9;
float32x4_t C_reg_10;
float32x4_t C_reg_11;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[4]);
C_reg_2 = vld1q_f32(&C.data[8]);
C_reg_3 = vld1q_f32(&C.data[12]);
C_reg_4 = vld1q_f32(&C.data[C.strides[0]]);
C_reg_5 = vld1q_f32(&C.data[C.strides[0] + 4]);
C_reg_6 = vld1q_f32(&C.data[C.strides[0] + 8]);
C_reg_7 = vld1q_f32(&C.data[C.strides[0] + 12]);
C_reg_8 = vld1q_f32(&C.data[(2) * (C.strides[0])]);
C_reg_9 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 4]);
C_reg_10 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 8]);
C_reg_11 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 12]);
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 64; for (int exo_o = 0; exo_o < 64; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  float32x4_t B_reg_2;
  float32x4_t B_reg_3;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  B_reg_2 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 8]);
  B_reg_3 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 12]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, A.data[k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_3, A.data[k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_0, A.data[A.strides[0] + k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_1, A.data[A.strides[0] + k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_2, A.data[A.strides[0] + k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_3, A.data[A.strides[0] + k]);
  C_reg_8 = vfmaq_n_f32(C_reg_8, B_reg_0, A.data[(2) * (A.strides[0]) + k]);
  C_reg_9 = vfmaq_n_f32(C_reg_9, B_reg_1, A.data[(2) * (A.strides[0]) + k]);
  C_reg_10 = vfmaq_n_f32(C_reg_10, B_reg_2, A.data[(2) * (A.strides[0]) + k]);
  C_reg_11 = vfmaq_n_f32(C_reg_11, B_reg_3, A.data[(2) * (A.strides[0]) + k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[8], C_reg_2);
vst1q_f32(&C.data[12], C_reg_3);
vst1q_f32(&C.data[C.strides[0]], C_reg_4);
vst1q_f32(&C.data[C.strides[0] + 4], C_reg_5);
vst1q_f32(&C.data[C.strides[0] + 8], C_reg_6);
vst1q_f32(&C.data[C.strides[0] + 12], C_reg_7);
vst1q_f32(&C.data[(2) * (C.strides[0])], C_reg_8);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 4], C_reg_9);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 8], C_reg_10);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 12], C_reg_11);
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
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
float32x4_t C_reg_8;
float32x4_t C_reg_9;
float32x4_t C_reg_10;
float32x4_t C_reg_11;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[4]);
C_reg_2 = vld1q_f32(&C.data[8]);
C_reg_3 = vld1q_f32(&C.data[12]);
C_reg_4 = vld1q_f32(&C.data[C.strides[0]]);
C_reg_5 = vld1q_f32(&C.data[C.strides[0] + 4]);
C_reg_6 = vld1q_f32(&C.data[C.strides[0] + 8]);
C_reg_7 = vld1q_f32(&C.data[C.strides[0] + 12]);
C_reg_8 = vld1q_f32(&C.data[(2) * (C.strides[0])]);
C_reg_9 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 4]);
C_reg_10 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 8]);
C_reg_11 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 12]);
for (int_fast32_t k = 0; k < K; k++) {
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  float32x4_t B_reg_2;
  float32x4_t B_reg_3;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  B_reg_2 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 8]);
  B_reg_3 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 12]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, A.data[k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_3, A.data[k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_0, A.data[A.strides[0] + k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_1, A.data[A.strides[0] + k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_2, A.data[A.strides[0] + k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_3, A.data[A.strides[0] + k]);
  C_reg_8 = vfmaq_n_f32(C_reg_8, B_reg_0, A.data[(2) * (A.strides[0]) + k]);
  C_reg_9 = vfmaq_n_f32(C_reg_9, B_reg_1, A.data[(2) * (A.strides[0]) + k]);
  C_reg_10 = vfmaq_n_f32(C_reg_10, B_reg_2, A.data[(2) * (A.strides[0]) + k]);
  C_reg_11 = vfmaq_n_f32(C_reg_11, B_reg_3, A.data[(2) * (A.strides[0]) + k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[8], C_reg_2);
vst1q_f32(&C.data[12], C_reg_3);
vst1q_f32(&C.data[C.strides[0]], C_reg_4);
vst1q_f32(&C.data[C.strides[0] + 4], C_reg_5);
vst1q_f32(&C.data[C.strides[0] + 8], C_reg_6);
vst1q_f32(&C.data[C.strides[0] + 12], C_reg_7);
vst1q_f32(&C.data[(2) * (C.strides[0])], C_reg_8);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 4], C_reg_9);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 8], C_reg_10);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 12], C_reg_11);
}

// EXOGEMM_SMALL_PREFIX_small_3x20(
//     K : size,
//     A : [f32][3, K] @DRAM,
//     B : [f32][K, 20] @DRAM,
//     C : [f32][3, 20] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_3x20( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
float32x4_t C_reg_8;
float32x4_t C_reg_9;
float32x4_t C_reg_10;
float32x4_t C_reg_11;
float32x4_t C_reg_12;
float32x4_t C_reg_13;
float32x4_t C_reg_14;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[4]);
C_reg_2 = vld1q_f32(&C.data[8]);
C_reg_3 = vld1q_f32(&C.data[12]);
C_reg_4 = vld1q_f32(&C.data[16]);
C_reg_5 = vld1q_f32(&C.data[C.strides[0]]);
C_reg_6 = vld1q_f32(&C.data[C.strides[0] + 4]);
C_reg_7 = vld1q_f32(&C.data[C.strides[0] + 8]);
C_reg_8 = vld1q_f32(&C.data[C.strides[0] + 12]);
C_reg_9 = vld1q_f32(&C.data[C.strides[0] + 16]);
C_reg_10 = vld1q_f32(&C.data[(2) * (C.strides[0])]);
C_reg_11 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 4]);
C_reg_12 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 8]);
C_reg_13 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 12]);
C_reg_14 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 16]);
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 80; for (int exo_o = 0; exo_o < 80; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  float32x4_t B_reg_2;
  float32x4_t B_reg_3;
  float32x4_t B_reg_4;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  B_reg_2 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 8]);
  B_reg_3 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 12]);
  B_reg_4 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 16]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, A.data[k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_3, A.data[k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_4, A.data[k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_0, A.data[A.strides[0] + k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_1, A.data[A.strides[0] + k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_2, A.data[A.strides[0] + k]);
  C_reg_8 = vfmaq_n_f32(C_reg_8, B_reg_3, A.data[A.strides[0] + k]);
  C_reg_9 = vfmaq_n_f32(C_reg_9, B_reg_4, A.data[A.strides[0] + k]);
  C_reg_10 = vfmaq_n_f32(C_reg_10, B_reg_0, A.data[(2) * (A.strides[0]) + k]);
  C_reg_11 = vfmaq_n_f32(C_reg_11, B_reg_1, A.data[(2) * (A.strides[0]) + k]);
  C_reg_12 = vfmaq_n_f32(C_reg_12, B_reg_2, A.data[(2) * (A.strides[0]) + k]);
  C_reg_13 = vfmaq_n_f32(C_reg_13, B_reg_3, A.data[(2) * (A.strides[0]) + k]);
  C_reg_14 = vfmaq_n_f32(C_reg_14, B_reg_4, A.data[(2) * (A.strides[0]) + k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[8], C_reg_2);
vst1q_f32(&C.data[12], C_reg_3);
vst1q_f32(&C.data[16], C_reg_4);
vst1q_f32(&C.data[C.strides[0]], C_reg_5);
vst1q_f32(&C.data[C.strides[0] + 4], C_reg_6);
vst1q_f32(&C.data[C.strides[0] + 8], C_reg_7);
vst1q_f32(&C.data[C.strides[0] + 12], C_reg_8);
vst1q_f32(&C.data[C.strides[0] + 16], C_reg_9);
vst1q_f32(&C.data[(2) * (C.strides[0])], C_reg_10);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 4], C_reg_11);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 8], C_reg_12);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 12], C_reg_13);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 16], C_reg_14);
}

// EXOGEMM_SMALL_PREFIX_small_3x20_resident(
//     K : size,
//     A : [f32][3, K] @DRAM,
//     B : [f32][K, 20] @DRAM,
//     C : [f32][3, 20] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_3x20_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
float32x4_t C_reg_8;
float32x4_t C_reg_9;
float32x4_t C_reg_10;
float32x4_t C_reg_11;
float32x4_t C_reg_12;
float32x4_t C_reg_13;
float32x4_t C_reg_14;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[4]);
C_reg_2 = vld1q_f32(&C.data[8]);
C_reg_3 = vld1q_f32(&C.data[12]);
C_reg_4 = vld1q_f32(&C.data[16]);
C_reg_5 = vld1q_f32(&C.data[C.strides[0]]);
C_reg_6 = vld1q_f32(&C.data[C.strides[0] + 4]);
C_reg_7 = vld1q_f32(&C.data[C.strides[0] + 8]);
C_reg_8 = vld1q_f32(&C.data[C.strides[0] + 12]);
C_reg_9 = vld1q_f32(&C.data[C.strides[0] + 16]);
C_reg_10 = vld1q_f32(&C.data[(2) * (C.strides[0])]);
C_reg_11 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 4]);
C_reg_12 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 8]);
C_reg_13 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 12]);
C_reg_14 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 16]);
for (int_fast32_t k = 0; k < K; k++) {
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  float32x4_t B_reg_2;
  float32x4_t B_reg_3;
  float32x4_t B_reg_4;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  B_reg_2 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 8]);
  B_reg_3 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 12]);
  B_reg_4 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 16]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, A.data[k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_3, A.data[k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_4, A.data[k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_0, A.data[A.strides[0] + k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_1, A.data[A.strides[0] + k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_2, A.data[A.strides[0] + k]);
  C_reg_8 = vfmaq_n_f32(C_reg_8, B_reg_3, A.data[A.strides[0] + k]);
  C_reg_9 = vfmaq_n_f32(C_reg_9, B_reg_4, A.data[A.strides[0] + k]);
  C_reg_10 = vfmaq_n_f32(C_reg_10, B_reg_0, A.data[(2) * (A.strides[0]) + k]);
  C_reg_11 = vfmaq_n_f32(C_reg_11, B_reg_1, A.data[(2) * (A.strides[0]) + k]);
  C_reg_12 = vfmaq_n_f32(C_reg_12, B_reg_2, A.data[(2) * (A.strides[0]) + k]);
  C_reg_13 = vfmaq_n_f32(C_reg_13, B_reg_3, A.data[(2) * (A.strides[0]) + k]);
  C_reg_14 = vfmaq_n_f32(C_reg_14, B_reg_4, A.data[(2) * (A.strides[0]) + k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[8], C_reg_2);
vst1q_f32(&C.data[12], C_reg_3);
vst1q_f32(&C.data[16], C_reg_4);
vst1q_f32(&C.data[C.strides[0]], C_reg_5);
vst1q_f32(&C.data[C.strides[0] + 4], C_reg_6);
vst1q_f32(&C.data[C.strides[0] + 8], C_reg_7);
vst1q_f32(&C.data[C.strides[0] + 12], C_reg_8);
vst1q_f32(&C.data[C.strides[0] + 16], C_reg_9);
vst1q_f32(&C.data[(2) * (C.strides[0])], C_reg_10);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 4], C_reg_11);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 8], C_reg_12);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 12], C_reg_13);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 16], C_reg_14);
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
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
float32x4_t C_reg_8;
float32x4_t C_reg_9;
float32x4_t C_reg_10;
float32x4_t C_reg_11;
float32x4_t C_reg_12;
float32x4_t C_reg_13;
float32x4_t C_reg_14;
float32x4_t C_reg_15;
float32x4_t C_reg_16;
float32x4_t C_reg_17;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[4]);
C_reg_2 = vld1q_f32(&C.data[8]);
C_reg_3 = vld1q_f32(&C.data[12]);
C_reg_4 = vld1q_f32(&C.data[16]);
C_reg_5 = vld1q_f32(&C.data[20]);
C_reg_6 = vld1q_f32(&C.data[C.strides[0]]);
C_reg_7 = vld1q_f32(&C.data[C.strides[0] + 4]);
C_reg_8 = vld1q_f32(&C.data[C.strides[0] + 8]);
C_reg_9 = vld1q_f32(&C.data[C.strides[0] + 12]);
C_reg_10 = vld1q_f32(&C.data[C.strides[0] + 16]);
C_reg_11 = vld1q_f32(&C.data[C.strides[0] + 20]);
C_reg_12 = vld1q_f32(&C.data[(2) * (C.strides[0])]);
C_reg_13 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 4]);
C_reg_14 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 8]);
C_reg_15 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 12]);
C_reg_16 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 16]);
C_reg_17 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 20]);
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 96; for (int exo_o = 0; exo_o < 96; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  float32x4_t B_reg_2;
  float32x4_t B_reg_3;
  float32x4_t B_reg_4;
  float32x4_t B_reg_5;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  B_reg_2 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 8]);
  B_reg_3 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 12]);
  B_reg_4 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 16]);
  B_reg_5 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 20]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, A.data[k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_3, A.data[k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_4, A.data[k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_5, A.data[k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_0, A.data[A.strides[0] + k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_1, A.data[A.strides[0] + k]);
  C_reg_8 = vfmaq_n_f32(C_reg_8, B_reg_2, A.data[A.strides[0] + k]);
  C_reg_9 = vfmaq_n_f32(C_reg_9, B_reg_3, A.data[A.strides[0] + k]);
  C_reg_10 = vfmaq_n_f32(C_reg_10, B_reg_4, A.data[A.strides[0] + k]);
  C_reg_11 = vfmaq_n_f32(C_reg_11, B_reg_5, A.data[A.strides[0] + k]);
  C_reg_12 = vfmaq_n_f32(C_reg_12, B_reg_0, A.data[(2) * (A.strides[0]) + k]);
  C_reg_13 = vfmaq_n_f32(C_reg_13, B_reg_1, A.data[(2) * (A.strides[0]) + k]);
  C_reg_14 = vfmaq_n_f32(C_reg_14, B_reg_2, A.data[(2) * (A.strides[0]) + k]);
  C_reg_15 = vfmaq_n_f32(C_reg_15, B_reg_3, A.data[(2) * (A.strides[0]) + k]);
  C_reg_16 = vfmaq_n_f32(C_reg_16, B_reg_4, A.data[(2) * (A.strides[0]) + k]);
  C_reg_17 = vfmaq_n_f32(C_reg_17, B_reg_5, A.data[(2) * (A.strides[0]) + k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[8], C_reg_2);
vst1q_f32(&C.data[12], C_reg_3);
vst1q_f32(&C.data[16], C_reg_4);
vst1q_f32(&C.data[20], C_reg_5);
vst1q_f32(&C.data[C.strides[0]], C_reg_6);
vst1q_f32(&C.data[C.strides[0] + 4], C_reg_7);
vst1q_f32(&C.data[C.strides[0] + 8], C_reg_8);
vst1q_f32(&C.data[C.strides[0] + 12], C_reg_9);
vst1q_f32(&C.data[C.strides[0] + 16], C_reg_10);
vst1q_f32(&C.data[C.strides[0] + 20], C_reg_11);
vst1q_f32(&C.data[(2) * (C.strides[0])], C_reg_12);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 4], C_reg_13);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 8], C_reg_14);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 12], C_reg_15);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 16], C_reg_16);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 20], C_reg_17);
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
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
float32x4_t C_reg_8;
float32x4_t C_reg_9;
float32x4_t C_reg_10;
float32x4_t C_reg_11;
float32x4_t C_reg_12;
float32x4_t C_reg_13;
float32x4_t C_reg_14;
float32x4_t C_reg_15;
float32x4_t C_reg_16;
float32x4_t C_reg_17;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[4]);
C_reg_2 = vld1q_f32(&C.data[8]);
C_reg_3 = vld1q_f32(&C.data[12]);
C_reg_4 = vld1q_f32(&C.data[16]);
C_reg_5 = vld1q_f32(&C.data[20]);
C_reg_6 = vld1q_f32(&C.data[C.strides[0]]);
C_reg_7 = vld1q_f32(&C.data[C.strides[0] + 4]);
C_reg_8 = vld1q_f32(&C.data[C.strides[0] + 8]);
C_reg_9 = vld1q_f32(&C.data[C.strides[0] + 12]);
C_reg_10 = vld1q_f32(&C.data[C.strides[0] + 16]);
C_reg_11 = vld1q_f32(&C.data[C.strides[0] + 20]);
C_reg_12 = vld1q_f32(&C.data[(2) * (C.strides[0])]);
C_reg_13 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 4]);
C_reg_14 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 8]);
C_reg_15 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 12]);
C_reg_16 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 16]);
C_reg_17 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 20]);
for (int_fast32_t k = 0; k < K; k++) {
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  float32x4_t B_reg_2;
  float32x4_t B_reg_3;
  float32x4_t B_reg_4;
  float32x4_t B_reg_5;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  B_reg_2 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 8]);
  B_reg_3 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 12]);
  B_reg_4 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 16]);
  B_reg_5 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 20]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, A.data[k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_3, A.data[k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_4, A.data[k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_5, A.data[k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_0, A.data[A.strides[0] + k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_1, A.data[A.strides[0] + k]);
  C_reg_8 = vfmaq_n_f32(C_reg_8, B_reg_2, A.data[A.strides[0] + k]);
  C_reg_9 = vfmaq_n_f32(C_reg_9, B_reg_3, A.data[A.strides[0] + k]);
  C_reg_10 = vfmaq_n_f32(C_reg_10, B_reg_4, A.data[A.strides[0] + k]);
  C_reg_11 = vfmaq_n_f32(C_reg_11, B_reg_5, A.data[A.strides[0] + k]);
  C_reg_12 = vfmaq_n_f32(C_reg_12, B_reg_0, A.data[(2) * (A.strides[0]) + k]);
  C_reg_13 = vfmaq_n_f32(C_reg_13, B_reg_1, A.data[(2) * (A.strides[0]) + k]);
  C_reg_14 = vfmaq_n_f32(C_reg_14, B_reg_2, A.data[(2) * (A.strides[0]) + k]);
  C_reg_15 = vfmaq_n_f32(C_reg_15, B_reg_3, A.data[(2) * (A.strides[0]) + k]);
  C_reg_16 = vfmaq_n_f32(C_reg_16, B_reg_4, A.data[(2) * (A.strides[0]) + k]);
  C_reg_17 = vfmaq_n_f32(C_reg_17, B_reg_5, A.data[(2) * (A.strides[0]) + k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[8], C_reg_2);
vst1q_f32(&C.data[12], C_reg_3);
vst1q_f32(&C.data[16], C_reg_4);
vst1q_f32(&C.data[20], C_reg_5);
vst1q_f32(&C.data[C.strides[0]], C_reg_6);
vst1q_f32(&C.data[C.strides[0] + 4], C_reg_7);
vst1q_f32(&C.data[C.strides[0] + 8], C_reg_8);
vst1q_f32(&C.data[C.strides[0] + 12], C_reg_9);
vst1q_f32(&C.data[C.strides[0] + 16], C_reg_10);
vst1q_f32(&C.data[C.strides[0] + 20], C_reg_11);
vst1q_f32(&C.data[(2) * (C.strides[0])], C_reg_12);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 4], C_reg_13);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 8], C_reg_14);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 12], C_reg_15);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 16], C_reg_16);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 20], C_reg_17);
}

// EXOGEMM_SMALL_PREFIX_small_3x28(
//     K : size,
//     A : [f32][3, K] @DRAM,
//     B : [f32][K, 28] @DRAM,
//     C : [f32][3, 28] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_3x28( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
float32x4_t C_reg_8;
float32x4_t C_reg_9;
float32x4_t C_reg_10;
float32x4_t C_reg_11;
float32x4_t C_reg_12;
float32x4_t C_reg_13;
float32x4_t C_reg_14;
float32x4_t C_reg_15;
float32x4_t C_reg_16;
float32x4_t C_reg_17;
float32x4_t C_reg_18;
float32x4_t C_reg_19;
float32x4_t C_reg_20;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[4]);
C_reg_2 = vld1q_f32(&C.data[8]);
C_reg_3 = vld1q_f32(&C.data[12]);
C_reg_4 = vld1q_f32(&C.data[16]);
C_reg_5 = vld1q_f32(&C.data[20]);
C_reg_6 = vld1q_f32(&C.data[24]);
C_reg_7 = vld1q_f32(&C.data[C.strides[0]]);
C_reg_8 = vld1q_f32(&C.data[C.strides[0] + 4]);
C_reg_9 = vld1q_f32(&C.data[C.strides[0] + 8]);
C_reg_10 = vld1q_f32(&C.data[C.strides[0] + 12]);
C_reg_11 = vld1q_f32(&C.data[C.strides[0] + 16]);
C_reg_12 = vld1q_f32(&C.data[C.strides[0] + 20]);
C_reg_13 = vld1q_f32(&C.data[C.strides[0] + 24]);
C_reg_14 = vld1q_f32(&C.data[(2) * (C.strides[0])]);
C_reg_15 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 4]);
C_reg_16 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 8]);
C_reg_17 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 12]);
C_reg_18 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 16]);
C_reg_19 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 20]);
C_reg_20 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 24]);
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 112; for (int exo_o = 0; exo_o < 112; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  float32x4_t B_reg_2;
  float32x4_t B_reg_3;
  float32x4_t B_reg_4;
  float32x4_t B_reg_5;
  float32x4_t B_reg_6;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  B_reg_2 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 8]);
  B_reg_3 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 12]);
  B_reg_4 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 16]);
  B_reg_5 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 20]);
  B_reg_6 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 24]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, A.data[k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_3, A.data[k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_4, A.data[k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_5, A.data[k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_6, A.data[k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_0, A.data[A.strides[0] + k]);
  C_reg_8 = vfmaq_n_f32(C_reg_8, B_reg_1, A.data[A.strides[0] + k]);
  C_reg_9 = vfmaq_n_f32(C_reg_9, B_reg_2, A.data[A.strides[0] + k]);
  C_reg_10 = vfmaq_n_f32(C_reg_10, B_reg_3, A.data[A.strides[0] + k]);
  C_reg_11 = vfmaq_n_f32(C_reg_11, B_reg_4, A.data[A.strides[0] + k]);
  C_reg_12 = vfmaq_n_f32(C_reg_12, B_reg_5, A.data[A.strides[0] + k]);
  C_reg_13 = vfmaq_n_f32(C_reg_13, B_reg_6, A.data[A.strides[0] + k]);
  C_reg_14 = vfmaq_n_f32(C_reg_14, B_reg_0, A.data[(2) * (A.strides[0]) + k]);
  C_reg_15 = vfmaq_n_f32(C_reg_15, B_reg_1, A.data[(2) * (A.strides[0]) + k]);
  C_reg_16 = vfmaq_n_f32(C_reg_16, B_reg_2, A.data[(2) * (A.strides[0]) + k]);
  C_reg_17 = vfmaq_n_f32(C_reg_17, B_reg_3, A.data[(2) * (A.strides[0]) + k]);
  C_reg_18 = vfmaq_n_f32(C_reg_18, B_reg_4, A.data[(2) * (A.strides[0]) + k]);
  C_reg_19 = vfmaq_n_f32(C_reg_19, B_reg_5, A.data[(2) * (A.strides[0]) + k]);
  C_reg_20 = vfmaq_n_f32(C_reg_20, B_reg_6, A.data[(2) * (A.strides[0]) + k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[8], C_reg_2);
vst1q_f32(&C.data[12], C_reg_3);
vst1q_f32(&C.data[16], C_reg_4);
vst1q_f32(&C.data[20], C_reg_5);
vst1q_f32(&C.data[24], C_reg_6);
vst1q_f32(&C.data[C.strides[0]], C_reg_7);
vst1q_f32(&C.data[C.strides[0] + 4], C_reg_8);
vst1q_f32(&C.data[C.strides[0] + 8], C_reg_9);
vst1q_f32(&C.data[C.strides[0] + 12], C_reg_10);
vst1q_f32(&C.data[C.strides[0] + 16], C_reg_11);
vst1q_f32(&C.data[C.strides[0] + 20], C_reg_12);
vst1q_f32(&C.data[C.strides[0] + 24], C_reg_13);
vst1q_f32(&C.data[(2) * (C.strides[0])], C_reg_14);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 4], C_reg_15);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 8], C_reg_16);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 12], C_reg_17);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 16], C_reg_18);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 20], C_reg_19);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 24], C_reg_20);
}

// EXOGEMM_SMALL_PREFIX_small_3x28_beta0(
//     K : size,
//     A : [f32][3, K] @DRAM,
//     B : [f32][K, 28] @DRAM,
//     C : [f32][3, 28] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_3x28_beta0( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
float32x4_t C_reg_8;
float32x4_t C_reg_9;
float32x4_t C_reg_10;
float32x4_t C_reg_11;
float32x4_t C_reg_12;
float32x4_t C_reg_13;
float32x4_t C_reg_14;
float32x4_t C_reg_15;
float32x4_t C_reg_16;
float32x4_t C_reg_17;
float32x4_t C_reg_18;
float32x4_t C_reg_19;
float32x4_t C_reg_20;
C_reg_0 = vdupq_n_f32(0.0f);
C_reg_1 = vdupq_n_f32(0.0f);
C_reg_2 = vdupq_n_f32(0.0f);
C_reg_3 = vdupq_n_f32(0.0f);
C_reg_4 = vdupq_n_f32(0.0f);
C_reg_5 = vdupq_n_f32(0.0f);
C_reg_6 = vdupq_n_f32(0.0f);
C_reg_7 = vdupq_n_f32(0.0f);
C_reg_8 = vdupq_n_f32(0.0f);
C_reg_9 = vdupq_n_f32(0.0f);
C_reg_10 = vdupq_n_f32(0.0f);
C_reg_11 = vdupq_n_f32(0.0f);
C_reg_12 = vdupq_n_f32(0.0f);
C_reg_13 = vdupq_n_f32(0.0f);
C_reg_14 = vdupq_n_f32(0.0f);
C_reg_15 = vdupq_n_f32(0.0f);
C_reg_16 = vdupq_n_f32(0.0f);
C_reg_17 = vdupq_n_f32(0.0f);
C_reg_18 = vdupq_n_f32(0.0f);
C_reg_19 = vdupq_n_f32(0.0f);
C_reg_20 = vdupq_n_f32(0.0f);
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 112; for (int exo_o = 0; exo_o < 112; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  float32x4_t B_reg_2;
  float32x4_t B_reg_3;
  float32x4_t B_reg_4;
  float32x4_t B_reg_5;
  float32x4_t B_reg_6;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  B_reg_2 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 8]);
  B_reg_3 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 12]);
  B_reg_4 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 16]);
  B_reg_5 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 20]);
  B_reg_6 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 24]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, A.data[k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_3, A.data[k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_4, A.data[k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_5, A.data[k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_6, A.data[k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_0, A.data[A.strides[0] + k]);
  C_reg_8 = vfmaq_n_f32(C_reg_8, B_reg_1, A.data[A.strides[0] + k]);
  C_reg_9 = vfmaq_n_f32(C_reg_9, B_reg_2, A.data[A.strides[0] + k]);
  C_reg_10 = vfmaq_n_f32(C_reg_10, B_reg_3, A.data[A.strides[0] + k]);
  C_reg_11 = vfmaq_n_f32(C_reg_11, B_reg_4, A.data[A.strides[0] + k]);
  C_reg_12 = vfmaq_n_f32(C_reg_12, B_reg_5, A.data[A.strides[0] + k]);
  C_reg_13 = vfmaq_n_f32(C_reg_13, B_reg_6, A.data[A.strides[0] + k]);
  C_reg_14 = vfmaq_n_f32(C_reg_14, B_reg_0, A.data[(2) * (A.strides[0]) + k]);
  C_reg_15 = vfmaq_n_f32(C_reg_15, B_reg_1, A.data[(2) * (A.strides[0]) + k]);
  C_reg_16 = vfmaq_n_f32(C_reg_16, B_reg_2, A.data[(2) * (A.strides[0]) + k]);
  C_reg_17 = vfmaq_n_f32(C_reg_17, B_reg_3, A.data[(2) * (A.strides[0]) + k]);
  C_reg_18 = vfmaq_n_f32(C_reg_18, B_reg_4, A.data[(2) * (A.strides[0]) + k]);
  C_reg_19 = vfmaq_n_f32(C_reg_19, B_reg_5, A.data[(2) * (A.strides[0]) + k]);
  C_reg_20 = vfmaq_n_f32(C_reg_20, B_reg_6, A.data[(2) * (A.strides[0]) + k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[8], C_reg_2);
vst1q_f32(&C.data[12], C_reg_3);
vst1q_f32(&C.data[16], C_reg_4);
vst1q_f32(&C.data[20], C_reg_5);
vst1q_f32(&C.data[24], C_reg_6);
vst1q_f32(&C.data[C.strides[0]], C_reg_7);
vst1q_f32(&C.data[C.strides[0] + 4], C_reg_8);
vst1q_f32(&C.data[C.strides[0] + 8], C_reg_9);
vst1q_f32(&C.data[C.strides[0] + 12], C_reg_10);
vst1q_f32(&C.data[C.strides[0] + 16], C_reg_11);
vst1q_f32(&C.data[C.strides[0] + 20], C_reg_12);
vst1q_f32(&C.data[C.strides[0] + 24], C_reg_13);
vst1q_f32(&C.data[(2) * (C.strides[0])], C_reg_14);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 4], C_reg_15);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 8], C_reg_16);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 12], C_reg_17);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 16], C_reg_18);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 20], C_reg_19);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 24], C_reg_20);
}

// EXOGEMM_SMALL_PREFIX_small_3x28_resident(
//     K : size,
//     A : [f32][3, K] @DRAM,
//     B : [f32][K, 28] @DRAM,
//     C : [f32][3, 28] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_3x28_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
float32x4_t C_reg_8;
float32x4_t C_reg_9;
float32x4_t C_reg_10;
float32x4_t C_reg_11;
float32x4_t C_reg_12;
float32x4_t C_reg_13;
float32x4_t C_reg_14;
float32x4_t C_reg_15;
float32x4_t C_reg_16;
float32x4_t C_reg_17;
float32x4_t C_reg_18;
float32x4_t C_reg_19;
float32x4_t C_reg_20;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[4]);
C_reg_2 = vld1q_f32(&C.data[8]);
C_reg_3 = vld1q_f32(&C.data[12]);
C_reg_4 = vld1q_f32(&C.data[16]);
C_reg_5 = vld1q_f32(&C.data[20]);
C_reg_6 = vld1q_f32(&C.data[24]);
C_reg_7 = vld1q_f32(&C.data[C.strides[0]]);
C_reg_8 = vld1q_f32(&C.data[C.strides[0] + 4]);
C_reg_9 = vld1q_f32(&C.data[C.strides[0] + 8]);
C_reg_10 = vld1q_f32(&C.data[C.strides[0] + 12]);
C_reg_11 = vld1q_f32(&C.data[C.strides[0] + 16]);
C_reg_12 = vld1q_f32(&C.data[C.strides[0] + 20]);
C_reg_13 = vld1q_f32(&C.data[C.strides[0] + 24]);
C_reg_14 = vld1q_f32(&C.data[(2) * (C.strides[0])]);
C_reg_15 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 4]);
C_reg_16 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 8]);
C_reg_17 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 12]);
C_reg_18 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 16]);
C_reg_19 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 20]);
C_reg_20 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 24]);
for (int_fast32_t k = 0; k < K; k++) {
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  float32x4_t B_reg_2;
  float32x4_t B_reg_3;
  float32x4_t B_reg_4;
  float32x4_t B_reg_5;
  float32x4_t B_reg_6;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  B_reg_2 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 8]);
  B_reg_3 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 12]);
  B_reg_4 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 16]);
  B_reg_5 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 20]);
  B_reg_6 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 24]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, A.data[k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_3, A.data[k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_4, A.data[k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_5, A.data[k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_6, A.data[k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_0, A.data[A.strides[0] + k]);
  C_reg_8 = vfmaq_n_f32(C_reg_8, B_reg_1, A.data[A.strides[0] + k]);
  C_reg_9 = vfmaq_n_f32(C_reg_9, B_reg_2, A.data[A.strides[0] + k]);
  C_reg_10 = vfmaq_n_f32(C_reg_10, B_reg_3, A.data[A.strides[0] + k]);
  C_reg_11 = vfmaq_n_f32(C_reg_11, B_reg_4, A.data[A.strides[0] + k]);
  C_reg_12 = vfmaq_n_f32(C_reg_12, B_reg_5, A.data[A.strides[0] + k]);
  C_reg_13 = vfmaq_n_f32(C_reg_13, B_reg_6, A.data[A.strides[0] + k]);
  C_reg_14 = vfmaq_n_f32(C_reg_14, B_reg_0, A.data[(2) * (A.strides[0]) + k]);
  C_reg_15 = vfmaq_n_f32(C_reg_15, B_reg_1, A.data[(2) * (A.strides[0]) + k]);
  C_reg_16 = vfmaq_n_f32(C_reg_16, B_reg_2, A.data[(2) * (A.strides[0]) + k]);
  C_reg_17 = vfmaq_n_f32(C_reg_17, B_reg_3, A.data[(2) * (A.strides[0]) + k]);
  C_reg_18 = vfmaq_n_f32(C_reg_18, B_reg_4, A.data[(2) * (A.strides[0]) + k]);
  C_reg_19 = vfmaq_n_f32(C_reg_19, B_reg_5, A.data[(2) * (A.strides[0]) + k]);
  C_reg_20 = vfmaq_n_f32(C_reg_20, B_reg_6, A.data[(2) * (A.strides[0]) + k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[8], C_reg_2);
vst1q_f32(&C.data[12], C_reg_3);
vst1q_f32(&C.data[16], C_reg_4);
vst1q_f32(&C.data[20], C_reg_5);
vst1q_f32(&C.data[24], C_reg_6);
vst1q_f32(&C.data[C.strides[0]], C_reg_7);
vst1q_f32(&C.data[C.strides[0] + 4], C_reg_8);
vst1q_f32(&C.data[C.strides[0] + 8], C_reg_9);
vst1q_f32(&C.data[C.strides[0] + 12], C_reg_10);
vst1q_f32(&C.data[C.strides[0] + 16], C_reg_11);
vst1q_f32(&C.data[C.strides[0] + 20], C_reg_12);
vst1q_f32(&C.data[C.strides[0] + 24], C_reg_13);
vst1q_f32(&C.data[(2) * (C.strides[0])], C_reg_14);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 4], C_reg_15);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 8], C_reg_16);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 12], C_reg_17);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 16], C_reg_18);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 20], C_reg_19);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 24], C_reg_20);
}

// EXOGEMM_SMALL_PREFIX_small_3x28_resident_beta0(
//     K : size,
//     A : [f32][3, K] @DRAM,
//     B : [f32][K, 28] @DRAM,
//     C : [f32][3, 28] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_3x28_resident_beta0( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
float32x4_t C_reg_8;
float32x4_t C_reg_9;
float32x4_t C_reg_10;
float32x4_t C_reg_11;
float32x4_t C_reg_12;
float32x4_t C_reg_13;
float32x4_t C_reg_14;
float32x4_t C_reg_15;
float32x4_t C_reg_16;
float32x4_t C_reg_17;
float32x4_t C_reg_18;
float32x4_t C_reg_19;
float32x4_t C_reg_20;
C_reg_0 = vdupq_n_f32(0.0f);
C_reg_1 = vdupq_n_f32(0.0f);
C_reg_2 = vdupq_n_f32(0.0f);
C_reg_3 = vdupq_n_f32(0.0f);
C_reg_4 = vdupq_n_f32(0.0f);
C_reg_5 = vdupq_n_f32(0.0f);
C_reg_6 = vdupq_n_f32(0.0f);
C_reg_7 = vdupq_n_f32(0.0f);
C_reg_8 = vdupq_n_f32(0.0f);
C_reg_9 = vdupq_n_f32(0.0f);
C_reg_10 = vdupq_n_f32(0.0f);
C_reg_11 = vdupq_n_f32(0.0f);
C_reg_12 = vdupq_n_f32(0.0f);
C_reg_13 = vdupq_n_f32(0.0f);
C_reg_14 = vdupq_n_f32(0.0f);
C_reg_15 = vdupq_n_f32(0.0f);
C_reg_16 = vdupq_n_f32(0.0f);
C_reg_17 = vdupq_n_f32(0.0f);
C_reg_18 = vdupq_n_f32(0.0f);
C_reg_19 = vdupq_n_f32(0.0f);
C_reg_20 = vdupq_n_f32(0.0f);
for (int_fast32_t k = 0; k < K; k++) {
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  float32x4_t B_reg_2;
  float32x4_t B_reg_3;
  float32x4_t B_reg_4;
  float32x4_t B_reg_5;
  float32x4_t B_reg_6;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  B_reg_2 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 8]);
  B_reg_3 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 12]);
  B_reg_4 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 16]);
  B_reg_5 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 20]);
  B_reg_6 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 24]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, A.data[k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_3, A.data[k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_4, A.data[k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_5, A.data[k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_6, A.data[k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_0, A.data[A.strides[0] + k]);
  C_reg_8 = vfmaq_n_f32(C_reg_8, B_reg_1, A.data[A.strides[0] + k]);
  C_reg_9 = vfmaq_n_f32(C_reg_9, B_reg_2, A.data[A.strides[0] + k]);
  C_reg_10 = vfmaq_n_f32(C_reg_10, B_reg_3, A.data[A.strides[0] + k]);
  C_reg_11 = vfmaq_n_f32(C_reg_11, B_reg_4, A.data[A.strides[0] + k]);
  C_reg_12 = vfmaq_n_f32(C_reg_12, B_reg_5, A.data[A.strides[0] + k]);
  C_reg_13 = vfmaq_n_f32(C_reg_13, B_reg_6, A.data[A.strides[0] + k]);
  C_reg_14 = vfmaq_n_f32(C_reg_14, B_reg_0, A.data[(2) * (A.strides[0]) + k]);
  C_reg_15 = vfmaq_n_f32(C_reg_15, B_reg_1, A.data[(2) * (A.strides[0]) + k]);
  C_reg_16 = vfmaq_n_f32(C_reg_16, B_reg_2, A.data[(2) * (A.strides[0]) + k]);
  C_reg_17 = vfmaq_n_f32(C_reg_17, B_reg_3, A.data[(2) * (A.strides[0]) + k]);
  C_reg_18 = vfmaq_n_f32(C_reg_18, B_reg_4, A.data[(2) * (A.strides[0]) + k]);
  C_reg_19 = vfmaq_n_f32(C_reg_19, B_reg_5, A.data[(2) * (A.strides[0]) + k]);
  C_reg_20 = vfmaq_n_f32(C_reg_20, B_reg_6, A.data[(2) * (A.strides[0]) + k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[8], C_reg_2);
vst1q_f32(&C.data[12], C_reg_3);
vst1q_f32(&C.data[16], C_reg_4);
vst1q_f32(&C.data[20], C_reg_5);
vst1q_f32(&C.data[24], C_reg_6);
vst1q_f32(&C.data[C.strides[0]], C_reg_7);
vst1q_f32(&C.data[C.strides[0] + 4], C_reg_8);
vst1q_f32(&C.data[C.strides[0] + 8], C_reg_9);
vst1q_f32(&C.data[C.strides[0] + 12], C_reg_10);
vst1q_f32(&C.data[C.strides[0] + 16], C_reg_11);
vst1q_f32(&C.data[C.strides[0] + 20], C_reg_12);
vst1q_f32(&C.data[C.strides[0] + 24], C_reg_13);
vst1q_f32(&C.data[(2) * (C.strides[0])], C_reg_14);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 4], C_reg_15);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 8], C_reg_16);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 12], C_reg_17);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 16], C_reg_18);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 20], C_reg_19);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 24], C_reg_20);
}

// EXOGEMM_SMALL_PREFIX_small_3x4(
//     K : size,
//     A : [f32][3, K] @DRAM,
//     B : [f32][K, 4] @DRAM,
//     C : [f32][3, 4] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_3x4( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[C.strides[0]]);
C_reg_2 = vld1q_f32(&C.data[(2) * (C.strides[0])]);
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 16; for (int exo_o = 0; exo_o < 16; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  float32x4_t B_reg_0;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_0, A.data[A.strides[0] + k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_0, A.data[(2) * (A.strides[0]) + k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[C.strides[0]], C_reg_1);
vst1q_f32(&C.data[(2) * (C.strides[0])], C_reg_2);
}

// EXOGEMM_SMALL_PREFIX_small_3x4_resident(
//     K : size,
//     A : [f32][3, K] @DRAM,
//     B : [f32][K, 4] @DRAM,
//     C : [f32][3, 4] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_3x4_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[C.strides[0]]);
C_reg_2 = vld1q_f32(&C.data[(2) * (C.strides[0])]);
for (int_fast32_t k = 0; k < K; k++) {
  float32x4_t B_reg_0;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_0, A.data[A.strides[0] + k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_0, A.data[(2) * (A.strides[0]) + k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[C.strides[0]], C_reg_1);
vst1q_f32(&C.data[(2) * (C.strides[0])], C_reg_2);
}

// EXOGEMM_SMALL_PREFIX_small_3x4pw(
//     K : size,
//     W : size,
//     A : [f32][3, K] @DRAM,
//     B : [f32][K, 4 + W] @DRAM,
//     C : [f32][3, 4 + W] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_3x4pw( void *ctxt, int_fast32_t K, int_fast32_t W, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
EXO_ASSUME(W <= 4);
float32x4_t C_full_0;
float32x4_t C_full_1;
float32x4_t C_full_2;
C_full_0 = vld1q_f32(&C.data[0]);
C_full_1 = vld1q_f32(&C.data[C.strides[0]]);
C_full_2 = vld1q_f32(&C.data[(2) * (C.strides[0])]);
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
C_reg_0 = exogemm_neon_load_tail(&C.data[4], (W));
C_reg_1 = exogemm_neon_load_tail(&C.data[C.strides[0] + 4], (W));
C_reg_2 = exogemm_neon_load_tail(&C.data[(2) * (C.strides[0]) + 4], (W));
for (int_fast32_t k = 0; k < K; k++) {
  float32x4_t B_full;
  B_full = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  float32x4_t B_reg;
  B_reg = exogemm_neon_load_tail(&B.data[(k) * (B.strides[0]) + 4], (W));
  C_full_0 = vfmaq_n_f32(C_full_0, B_full, A.data[k]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg, A.data[k]);
  C_full_1 = vfmaq_n_f32(C_full_1, B_full, A.data[A.strides[0] + k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg, A.data[A.strides[0] + k]);
  C_full_2 = vfmaq_n_f32(C_full_2, B_full, A.data[(2) * (A.strides[0]) + k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg, A.data[(2) * (A.strides[0]) + k]);
}
exogemm_neon_store_tail(&C.data[4], C_reg_0, (W));
exogemm_neon_store_tail(&C.data[C.strides[0] + 4], C_reg_1, (W));
exogemm_neon_store_tail(&C.data[(2) * (C.strides[0]) + 4], C_reg_2, (W));
vst1q_f32(&C.data[0], C_full_0);
vst1q_f32(&C.data[C.strides[0]], C_full_1);
vst1q_f32(&C.data[(2) * (C.strides[0])], C_full_2);
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
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[4]);
C_reg_2 = vld1q_f32(&C.data[C.strides[0]]);
C_reg_3 = vld1q_f32(&C.data[C.strides[0] + 4]);
C_reg_4 = vld1q_f32(&C.data[(2) * (C.strides[0])]);
C_reg_5 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 4]);
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 32; for (int exo_o = 0; exo_o < 32; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_0, A.data[A.strides[0] + k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_1, A.data[A.strides[0] + k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_0, A.data[(2) * (A.strides[0]) + k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_1, A.data[(2) * (A.strides[0]) + k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[C.strides[0]], C_reg_2);
vst1q_f32(&C.data[C.strides[0] + 4], C_reg_3);
vst1q_f32(&C.data[(2) * (C.strides[0])], C_reg_4);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 4], C_reg_5);
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
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[4]);
C_reg_2 = vld1q_f32(&C.data[C.strides[0]]);
C_reg_3 = vld1q_f32(&C.data[C.strides[0] + 4]);
C_reg_4 = vld1q_f32(&C.data[(2) * (C.strides[0])]);
C_reg_5 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 4]);
for (int_fast32_t k = 0; k < K; k++) {
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_0, A.data[A.strides[0] + k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_1, A.data[A.strides[0] + k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_0, A.data[(2) * (A.strides[0]) + k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_1, A.data[(2) * (A.strides[0]) + k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[C.strides[0]], C_reg_2);
vst1q_f32(&C.data[C.strides[0] + 4], C_reg_3);
vst1q_f32(&C.data[(2) * (C.strides[0])], C_reg_4);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 4], C_reg_5);
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
EXO_ASSUME(W <= 4);
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
C_reg_0 = exogemm_neon_load_tail(&C.data[0], (W));
C_reg_1 = exogemm_neon_load_tail(&C.data[C.strides[0]], (W));
C_reg_2 = exogemm_neon_load_tail(&C.data[(2) * (C.strides[0])], (W));
for (int_fast32_t k = 0; k < K; k++) {
  float32x4_t B_reg;
  B_reg = exogemm_neon_load_tail(&B.data[(k) * (B.strides[0])], (W));
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg, A.data[A.strides[0] + k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg, A.data[(2) * (A.strides[0]) + k]);
}
exogemm_neon_store_tail(&C.data[0], C_reg_0, (W));
exogemm_neon_store_tail(&C.data[C.strides[0]], C_reg_1, (W));
exogemm_neon_store_tail(&C.data[(2) * (C.strides[0])], C_reg_2, (W));
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
EXO_ASSUME(W <= 4);
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
C_reg_0 = vdupq_n_f32(0.0f);
C_reg_1 = vdupq_n_f32(0.0f);
C_reg_2 = vdupq_n_f32(0.0f);
for (int_fast32_t k = 0; k < K; k++) {
  float32x4_t B_reg;
  B_reg = exogemm_neon_load_tail(&B.data[(k) * (B.strides[0])], (W));
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg, A.data[A.strides[0] + k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg, A.data[(2) * (A.strides[0]) + k]);
}
exogemm_neon_store_tail(&C.data[0], C_reg_0, (W));
exogemm_neon_store_tail(&C.data[C.strides[0]], C_reg_1, (W));
exogemm_neon_store_tail(&C.data[(2) * (C.strides[0])], C_reg_2, (W));
}

// EXOGEMM_SMALL_PREFIX_small_4x12(
//     K : size,
//     A : [f32][4, K] @DRAM,
//     B : [f32][K, 12] @DRAM,
//     C : [f32][4, 12] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_4x12( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
float32x4_t C_reg_8;
float32x4_t C_reg_9;
float32x4_t C_reg_10;
float32x4_t C_reg_11;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[4]);
C_reg_2 = vld1q_f32(&C.data[8]);
C_reg_3 = vld1q_f32(&C.data[C.strides[0]]);
C_reg_4 = vld1q_f32(&C.data[C.strides[0] + 4]);
C_reg_5 = vld1q_f32(&C.data[C.strides[0] + 8]);
C_reg_6 = vld1q_f32(&C.data[(2) * (C.strides[0])]);
C_reg_7 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 4]);
C_reg_8 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 8]);
C_reg_9 = vld1q_f32(&C.data[(3) * (C.strides[0])]);
C_reg_10 = vld1q_f32(&C.data[(3) * (C.strides[0]) + 4]);
C_reg_11 = vld1q_f32(&C.data[(3) * (C.strides[0]) + 8]);
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 48; for (int exo_o = 0; exo_o < 48; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  float32x4_t B_reg_2;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  B_reg_2 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 8]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, A.data[k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_0, A.data[A.strides[0] + k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_1, A.data[A.strides[0] + k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_2, A.data[A.strides[0] + k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_0, A.data[(2) * (A.strides[0]) + k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_1, A.data[(2) * (A.strides[0]) + k]);
  C_reg_8 = vfmaq_n_f32(C_reg_8, B_reg_2, A.data[(2) * (A.strides[0]) + k]);
  C_reg_9 = vfmaq_n_f32(C_reg_9, B_reg_0, A.data[(3) * (A.strides[0]) + k]);
  C_reg_10 = vfmaq_n_f32(C_reg_10, B_reg_1, A.data[(3) * (A.strides[0]) + k]);
  C_reg_11 = vfmaq_n_f32(C_reg_11, B_reg_2, A.data[(3) * (A.strides[0]) + k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[8], C_reg_2);
vst1q_f32(&C.data[C.strides[0]], C_reg_3);
vst1q_f32(&C.data[C.strides[0] + 4], C_reg_4);
vst1q_f32(&C.data[C.strides[0] + 8], C_reg_5);
vst1q_f32(&C.data[(2) * (C.strides[0])], C_reg_6);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 4], C_reg_7);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 8], C_reg_8);
vst1q_f32(&C.data[(3) * (C.strides[0])], C_reg_9);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 4], C_reg_10);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 8], C_reg_11);
}

// EXOGEMM_SMALL_PREFIX_small_4x12_resident(
//     K : size,
//     A : [f32][4, K] @DRAM,
//     B : [f32][K, 12] @DRAM,
//     C : [f32][4, 12] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_4x12_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
float32x4_t C_reg_8;
float32x4_t C_reg_9;
float32x4_t C_reg_10;
float32x4_t C_reg_11;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[4]);
C_reg_2 = vld1q_f32(&C.data[8]);
C_reg_3 = vld1q_f32(&C.data[C.strides[0]]);
C_reg_4 = vld1q_f32(&C.data[C.strides[0] + 4]);
C_reg_5 = vld1q_f32(&C.data[C.strides[0] + 8]);
C_reg_6 = vld1q_f32(&C.data[(2) * (C.strides[0])]);
C_reg_7 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 4]);
C_reg_8 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 8]);
C_reg_9 = vld1q_f32(&C.data[(3) * (C.strides[0])]);
C_reg_10 = vld1q_f32(&C.data[(3) * (C.strides[0]) + 4]);
C_reg_11 = vld1q_f32(&C.data[(3) * (C.strides[0]) + 8]);
for (int_fast32_t k = 0; k < K; k++) {
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  float32x4_t B_reg_2;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  B_reg_2 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 8]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, A.data[k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_0, A.data[A.strides[0] + k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_1, A.data[A.strides[0] + k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_2, A.data[A.strides[0] + k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_0, A.data[(2) * (A.strides[0]) + k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_1, A.data[(2) * (A.strides[0]) + k]);
  C_reg_8 = vfmaq_n_f32(C_reg_8, B_reg_2, A.data[(2) * (A.strides[0]) + k]);
  C_reg_9 = vfmaq_n_f32(C_reg_9, B_reg_0, A.data[(3) * (A.strides[0]) + k]);
  C_reg_10 = vfmaq_n_f32(C_reg_10, B_reg_1, A.data[(3) * (A.strides[0]) + k]);
  C_reg_11 = vfmaq_n_f32(C_reg_11, B_reg_2, A.data[(3) * (A.strides[0]) + k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[8], C_reg_2);
vst1q_f32(&C.data[C.strides[0]], C_reg_3);
vst1q_f32(&C.data[C.strides[0] + 4], C_reg_4);
vst1q_f32(&C.data[C.strides[0] + 8], C_reg_5);
vst1q_f32(&C.data[(2) * (C.strides[0])], C_reg_6);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 4], C_reg_7);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 8], C_reg_8);
vst1q_f32(&C.data[(3) * (C.strides[0])], C_reg_9);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 4], C_reg_10);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 8], C_reg_11);
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
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
float32x4_t C_reg_8;
float32x4_t C_reg_9;
float32x4_t C_reg_10;
float32x4_t C_reg_11;
float32x4_t C_reg_12;
float32x4_t C_reg_13;
float32x4_t C_reg_14;
float32x4_t C_reg_15;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[4]);
C_reg_2 = vld1q_f32(&C.data[8]);
C_reg_3 = vld1q_f32(&C.data[12]);
C_reg_4 = vld1q_f32(&C.data[C.strides[0]]);
C_reg_5 = vld1q_f32(&C.data[C.strides[0] + 4]);
C_reg_6 = vld1q_f32(&C.data[C.strides[0] + 8]);
C_reg_7 = vld1q_f32(&C.data[C.strides[0] + 12]);
C_reg_8 = vld1q_f32(&C.data[(2) * (C.strides[0])]);
C_reg_9 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 4]);
C_reg_10 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 8]);
C_reg_11 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 12]);
C_reg_12 = vld1q_f32(&C.data[(3) * (C.strides[0])]);
C_reg_13 = vld1q_f32(&C.data[(3) * (C.strides[0]) + 4]);
C_reg_14 = vld1q_f32(&C.data[(3) * (C.strides[0]) + 8]);
C_reg_15 = vld1q_f32(&C.data[(3) * (C.strides[0]) + 12]);
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 64; for (int exo_o = 0; exo_o < 64; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  float32x4_t B_reg_2;
  float32x4_t B_reg_3;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  B_reg_2 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 8]);
  B_reg_3 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 12]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, A.data[k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_3, A.data[k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_0, A.data[A.strides[0] + k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_1, A.data[A.strides[0] + k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_2, A.data[A.strides[0] + k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_3, A.data[A.strides[0] + k]);
  C_reg_8 = vfmaq_n_f32(C_reg_8, B_reg_0, A.data[(2) * (A.strides[0]) + k]);
  C_reg_9 = vfmaq_n_f32(C_reg_9, B_reg_1, A.data[(2) * (A.strides[0]) + k]);
  C_reg_10 = vfmaq_n_f32(C_reg_10, B_reg_2, A.data[(2) * (A.strides[0]) + k]);
  C_reg_11 = vfmaq_n_f32(C_reg_11, B_reg_3, A.data[(2) * (A.strides[0]) + k]);
  C_reg_12 = vfmaq_n_f32(C_reg_12, B_reg_0, A.data[(3) * (A.strides[0]) + k]);
  C_reg_13 = vfmaq_n_f32(C_reg_13, B_reg_1, A.data[(3) * (A.strides[0]) + k]);
  C_reg_14 = vfmaq_n_f32(C_reg_14, B_reg_2, A.data[(3) * (A.strides[0]) + k]);
  C_reg_15 = vfmaq_n_f32(C_reg_15, B_reg_3, A.data[(3) * (A.strides[0]) + k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[8], C_reg_2);
vst1q_f32(&C.data[12], C_reg_3);
vst1q_f32(&C.data[C.strides[0]], C_reg_4);
vst1q_f32(&C.data[C.strides[0] + 4], C_reg_5);
vst1q_f32(&C.data[C.strides[0] + 8], C_reg_6);
vst1q_f32(&C.data[C.strides[0] + 12], C_reg_7);
vst1q_f32(&C.data[(2) * (C.strides[0])], C_reg_8);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 4], C_reg_9);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 8], C_reg_10);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 12], C_reg_11);
vst1q_f32(&C.data[(3) * (C.strides[0])], C_reg_12);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 4], C_reg_13);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 8], C_reg_14);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 12], C_reg_15);
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
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
float32x4_t C_reg_8;
float32x4_t C_reg_9;
float32x4_t C_reg_10;
float32x4_t C_reg_11;
float32x4_t C_reg_12;
float32x4_t C_reg_13;
float32x4_t C_reg_14;
float32x4_t C_reg_15;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[4]);
C_reg_2 = vld1q_f32(&C.data[8]);
C_reg_3 = vld1q_f32(&C.data[12]);
C_reg_4 = vld1q_f32(&C.data[C.strides[0]]);
C_reg_5 = vld1q_f32(&C.data[C.strides[0] + 4]);
C_reg_6 = vld1q_f32(&C.data[C.strides[0] + 8]);
C_reg_7 = vld1q_f32(&C.data[C.strides[0] + 12]);
C_reg_8 = vld1q_f32(&C.data[(2) * (C.strides[0])]);
C_reg_9 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 4]);
C_reg_10 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 8]);
C_reg_11 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 12]);
C_reg_12 = vld1q_f32(&C.data[(3) * (C.strides[0])]);
C_reg_13 = vld1q_f32(&C.data[(3) * (C.strides[0]) + 4]);
C_reg_14 = vld1q_f32(&C.data[(3) * (C.strides[0]) + 8]);
C_reg_15 = vld1q_f32(&C.data[(3) * (C.strides[0]) + 12]);
for (int_fast32_t k = 0; k < K; k++) {
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  float32x4_t B_reg_2;
  float32x4_t B_reg_3;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  B_reg_2 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 8]);
  B_reg_3 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 12]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, A.data[k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_3, A.data[k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_0, A.data[A.strides[0] + k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_1, A.data[A.strides[0] + k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_2, A.data[A.strides[0] + k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_3, A.data[A.strides[0] + k]);
  C_reg_8 = vfmaq_n_f32(C_reg_8, B_reg_0, A.data[(2) * (A.strides[0]) + k]);
  C_reg_9 = vfmaq_n_f32(C_reg_9, B_reg_1, A.data[(2) * (A.strides[0]) + k]);
  C_reg_10 = vfmaq_n_f32(C_reg_10, B_reg_2, A.data[(2) * (A.strides[0]) + k]);
  C_reg_11 = vfmaq_n_f32(C_reg_11, B_reg_3, A.data[(2) * (A.strides[0]) + k]);
  C_reg_12 = vfmaq_n_f32(C_reg_12, B_reg_0, A.data[(3) * (A.strides[0]) + k]);
  C_reg_13 = vfmaq_n_f32(C_reg_13, B_reg_1, A.data[(3) * (A.strides[0]) + k]);
  C_reg_14 = vfmaq_n_f32(C_reg_14, B_reg_2, A.data[(3) * (A.strides[0]) + k]);
  C_reg_15 = vfmaq_n_f32(C_reg_15, B_reg_3, A.data[(3) * (A.strides[0]) + k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[8], C_reg_2);
vst1q_f32(&C.data[12], C_reg_3);
vst1q_f32(&C.data[C.strides[0]], C_reg_4);
vst1q_f32(&C.data[C.strides[0] + 4], C_reg_5);
vst1q_f32(&C.data[C.strides[0] + 8], C_reg_6);
vst1q_f32(&C.data[C.strides[0] + 12], C_reg_7);
vst1q_f32(&C.data[(2) * (C.strides[0])], C_reg_8);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 4], C_reg_9);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 8], C_reg_10);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 12], C_reg_11);
vst1q_f32(&C.data[(3) * (C.strides[0])], C_reg_12);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 4], C_reg_13);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 8], C_reg_14);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 12], C_reg_15);
}

// EXOGEMM_SMALL_PREFIX_small_4x20(
//     K : size,
//     A : [f32][4, K] @DRAM,
//     B : [f32][K, 20] @DRAM,
//     C : [f32][4, 20] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_4x20( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
float32x4_t C_reg_8;
float32x4_t C_reg_9;
float32x4_t C_reg_10;
float32x4_t C_reg_11;
float32x4_t C_reg_12;
float32x4_t C_reg_13;
float32x4_t C_reg_14;
float32x4_t C_reg_15;
float32x4_t C_reg_16;
float32x4_t C_reg_17;
float32x4_t C_reg_18;
float32x4_t C_reg_19;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[4]);
C_reg_2 = vld1q_f32(&C.data[8]);
C_reg_3 = vld1q_f32(&C.data[12]);
C_reg_4 = vld1q_f32(&C.data[16]);
C_reg_5 = vld1q_f32(&C.data[C.strides[0]]);
C_reg_6 = vld1q_f32(&C.data[C.strides[0] + 4]);
C_reg_7 = vld1q_f32(&C.data[C.strides[0] + 8]);
C_reg_8 = vld1q_f32(&C.data[C.strides[0] + 12]);
C_reg_9 = vld1q_f32(&C.data[C.strides[0] + 16]);
C_reg_10 = vld1q_f32(&C.data[(2) * (C.strides[0])]);
C_reg_11 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 4]);
C_reg_12 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 8]);
C_reg_13 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 12]);
C_reg_14 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 16]);
C_reg_15 = vld1q_f32(&C.data[(3) * (C.strides[0])]);
C_reg_16 = vld1q_f32(&C.data[(3) * (C.strides[0]) + 4]);
C_reg_17 = vld1q_f32(&C.data[(3) * (C.strides[0]) + 8]);
C_reg_18 = vld1q_f32(&C.data[(3) * (C.strides[0]) + 12]);
C_reg_19 = vld1q_f32(&C.data[(3) * (C.strides[0]) + 16]);
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 80; for (int exo_o = 0; exo_o < 80; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  float32x4_t B_reg_2;
  float32x4_t B_reg_3;
  float32x4_t B_reg_4;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  B_reg_2 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 8]);
  B_reg_3 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 12]);
  B_reg_4 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 16]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, A.data[k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_3, A.data[k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_4, A.data[k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_0, A.data[A.strides[0] + k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_1, A.data[A.strides[0] + k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_2, A.data[A.strides[0] + k]);
  C_reg_8 = vfmaq_n_f32(C_reg_8, B_reg_3, A.data[A.strides[0] + k]);
  C_reg_9 = vfmaq_n_f32(C_reg_9, B_reg_4, A.data[A.strides[0] + k]);
  C_reg_10 = vfmaq_n_f32(C_reg_10, B_reg_0, A.data[(2) * (A.strides[0]) + k]);
  C_reg_11 = vfmaq_n_f32(C_reg_11, B_reg_1, A.data[(2) * (A.strides[0]) + k]);
  C_reg_12 = vfmaq_n_f32(C_reg_12, B_reg_2, A.data[(2) * (A.strides[0]) + k]);
  C_reg_13 = vfmaq_n_f32(C_reg_13, B_reg_3, A.data[(2) * (A.strides[0]) + k]);
  C_reg_14 = vfmaq_n_f32(C_reg_14, B_reg_4, A.data[(2) * (A.strides[0]) + k]);
  C_reg_15 = vfmaq_n_f32(C_reg_15, B_reg_0, A.data[(3) * (A.strides[0]) + k]);
  C_reg_16 = vfmaq_n_f32(C_reg_16, B_reg_1, A.data[(3) * (A.strides[0]) + k]);
  C_reg_17 = vfmaq_n_f32(C_reg_17, B_reg_2, A.data[(3) * (A.strides[0]) + k]);
  C_reg_18 = vfmaq_n_f32(C_reg_18, B_reg_3, A.data[(3) * (A.strides[0]) + k]);
  C_reg_19 = vfmaq_n_f32(C_reg_19, B_reg_4, A.data[(3) * (A.strides[0]) + k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[8], C_reg_2);
vst1q_f32(&C.data[12], C_reg_3);
vst1q_f32(&C.data[16], C_reg_4);
vst1q_f32(&C.data[C.strides[0]], C_reg_5);
vst1q_f32(&C.data[C.strides[0] + 4], C_reg_6);
vst1q_f32(&C.data[C.strides[0] + 8], C_reg_7);
vst1q_f32(&C.data[C.strides[0] + 12], C_reg_8);
vst1q_f32(&C.data[C.strides[0] + 16], C_reg_9);
vst1q_f32(&C.data[(2) * (C.strides[0])], C_reg_10);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 4], C_reg_11);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 8], C_reg_12);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 12], C_reg_13);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 16], C_reg_14);
vst1q_f32(&C.data[(3) * (C.strides[0])], C_reg_15);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 4], C_reg_16);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 8], C_reg_17);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 12], C_reg_18);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 16], C_reg_19);
}

// EXOGEMM_SMALL_PREFIX_small_4x20_resident(
//     K : size,
//     A : [f32][4, K] @DRAM,
//     B : [f32][K, 20] @DRAM,
//     C : [f32][4, 20] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_4x20_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
float32x4_t C_reg_8;
float32x4_t C_reg_9;
float32x4_t C_reg_10;
float32x4_t C_reg_11;
float32x4_t C_reg_12;
float32x4_t C_reg_13;
float32x4_t C_reg_14;
float32x4_t C_reg_15;
float32x4_t C_reg_16;
float32x4_t C_reg_17;
float32x4_t C_reg_18;
float32x4_t C_reg_19;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[4]);
C_reg_2 = vld1q_f32(&C.data[8]);
C_reg_3 = vld1q_f32(&C.data[12]);
C_reg_4 = vld1q_f32(&C.data[16]);
C_reg_5 = vld1q_f32(&C.data[C.strides[0]]);
C_reg_6 = vld1q_f32(&C.data[C.strides[0] + 4]);
C_reg_7 = vld1q_f32(&C.data[C.strides[0] + 8]);
C_reg_8 = vld1q_f32(&C.data[C.strides[0] + 12]);
C_reg_9 = vld1q_f32(&C.data[C.strides[0] + 16]);
C_reg_10 = vld1q_f32(&C.data[(2) * (C.strides[0])]);
C_reg_11 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 4]);
C_reg_12 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 8]);
C_reg_13 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 12]);
C_reg_14 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 16]);
C_reg_15 = vld1q_f32(&C.data[(3) * (C.strides[0])]);
C_reg_16 = vld1q_f32(&C.data[(3) * (C.strides[0]) + 4]);
C_reg_17 = vld1q_f32(&C.data[(3) * (C.strides[0]) + 8]);
C_reg_18 = vld1q_f32(&C.data[(3) * (C.strides[0]) + 12]);
C_reg_19 = vld1q_f32(&C.data[(3) * (C.strides[0]) + 16]);
for (int_fast32_t k = 0; k < K; k++) {
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  float32x4_t B_reg_2;
  float32x4_t B_reg_3;
  float32x4_t B_reg_4;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  B_reg_2 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 8]);
  B_reg_3 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 12]);
  B_reg_4 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 16]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, A.data[k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_3, A.data[k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_4, A.data[k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_0, A.data[A.strides[0] + k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_1, A.data[A.strides[0] + k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_2, A.data[A.strides[0] + k]);
  C_reg_8 = vfmaq_n_f32(C_reg_8, B_reg_3, A.data[A.strides[0] + k]);
  C_reg_9 = vfmaq_n_f32(C_reg_9, B_reg_4, A.data[A.strides[0] + k]);
  C_reg_10 = vfmaq_n_f32(C_reg_10, B_reg_0, A.data[(2) * (A.strides[0]) + k]);
  C_reg_11 = vfmaq_n_f32(C_reg_11, B_reg_1, A.data[(2) * (A.strides[0]) + k]);
  C_reg_12 = vfmaq_n_f32(C_reg_12, B_reg_2, A.data[(2) * (A.strides[0]) + k]);
  C_reg_13 = vfmaq_n_f32(C_reg_13, B_reg_3, A.data[(2) * (A.strides[0]) + k]);
  C_reg_14 = vfmaq_n_f32(C_reg_14, B_reg_4, A.data[(2) * (A.strides[0]) + k]);
  C_reg_15 = vfmaq_n_f32(C_reg_15, B_reg_0, A.data[(3) * (A.strides[0]) + k]);
  C_reg_16 = vfmaq_n_f32(C_reg_16, B_reg_1, A.data[(3) * (A.strides[0]) + k]);
  C_reg_17 = vfmaq_n_f32(C_reg_17, B_reg_2, A.data[(3) * (A.strides[0]) + k]);
  C_reg_18 = vfmaq_n_f32(C_reg_18, B_reg_3, A.data[(3) * (A.strides[0]) + k]);
  C_reg_19 = vfmaq_n_f32(C_reg_19, B_reg_4, A.data[(3) * (A.strides[0]) + k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[8], C_reg_2);
vst1q_f32(&C.data[12], C_reg_3);
vst1q_f32(&C.data[16], C_reg_4);
vst1q_f32(&C.data[C.strides[0]], C_reg_5);
vst1q_f32(&C.data[C.strides[0] + 4], C_reg_6);
vst1q_f32(&C.data[C.strides[0] + 8], C_reg_7);
vst1q_f32(&C.data[C.strides[0] + 12], C_reg_8);
vst1q_f32(&C.data[C.strides[0] + 16], C_reg_9);
vst1q_f32(&C.data[(2) * (C.strides[0])], C_reg_10);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 4], C_reg_11);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 8], C_reg_12);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 12], C_reg_13);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 16], C_reg_14);
vst1q_f32(&C.data[(3) * (C.strides[0])], C_reg_15);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 4], C_reg_16);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 8], C_reg_17);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 12], C_reg_18);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 16], C_reg_19);
}

// EXOGEMM_SMALL_PREFIX_small_4x24(
//     K : size,
//     A : [f32][4, K] @DRAM,
//     B : [f32][K, 24] @DRAM,
//     C : [f32][4, 24] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_4x24( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
float32x4_t C_reg_8;
float32x4_t C_reg_9;
float32x4_t C_reg_10;
float32x4_t C_reg_11;
float32x4_t C_reg_12;
float32x4_t C_reg_13;
float32x4_t C_reg_14;
float32x4_t C_reg_15;
float32x4_t C_reg_16;
float32x4_t C_reg_17;
float32x4_t C_reg_18;
float32x4_t C_reg_19;
float32x4_t C_reg_20;
float32x4_t C_reg_21;
float32x4_t C_reg_22;
float32x4_t C_reg_23;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[4]);
C_reg_2 = vld1q_f32(&C.data[8]);
C_reg_3 = vld1q_f32(&C.data[12]);
C_reg_4 = vld1q_f32(&C.data[16]);
C_reg_5 = vld1q_f32(&C.data[20]);
C_reg_6 = vld1q_f32(&C.data[C.strides[0]]);
C_reg_7 = vld1q_f32(&C.data[C.strides[0] + 4]);
C_reg_8 = vld1q_f32(&C.data[C.strides[0] + 8]);
C_reg_9 = vld1q_f32(&C.data[C.strides[0] + 12]);
C_reg_10 = vld1q_f32(&C.data[C.strides[0] + 16]);
C_reg_11 = vld1q_f32(&C.data[C.strides[0] + 20]);
C_reg_12 = vld1q_f32(&C.data[(2) * (C.strides[0])]);
C_reg_13 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 4]);
C_reg_14 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 8]);
C_reg_15 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 12]);
C_reg_16 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 16]);
C_reg_17 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 20]);
C_reg_18 = vld1q_f32(&C.data[(3) * (C.strides[0])]);
C_reg_19 = vld1q_f32(&C.data[(3) * (C.strides[0]) + 4]);
C_reg_20 = vld1q_f32(&C.data[(3) * (C.strides[0]) + 8]);
C_reg_21 = vld1q_f32(&C.data[(3) * (C.strides[0]) + 12]);
C_reg_22 = vld1q_f32(&C.data[(3) * (C.strides[0]) + 16]);
C_reg_23 = vld1q_f32(&C.data[(3) * (C.strides[0]) + 20]);
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 96; for (int exo_o = 0; exo_o < 96; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  float32x4_t B_reg_2;
  float32x4_t B_reg_3;
  float32x4_t B_reg_4;
  float32x4_t B_reg_5;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  B_reg_2 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 8]);
  B_reg_3 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 12]);
  B_reg_4 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 16]);
  B_reg_5 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 20]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, A.data[k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_3, A.data[k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_4, A.data[k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_5, A.data[k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_0, A.data[A.strides[0] + k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_1, A.data[A.strides[0] + k]);
  C_reg_8 = vfmaq_n_f32(C_reg_8, B_reg_2, A.data[A.strides[0] + k]);
  C_reg_9 = vfmaq_n_f32(C_reg_9, B_reg_3, A.data[A.strides[0] + k]);
  C_reg_10 = vfmaq_n_f32(C_reg_10, B_reg_4, A.data[A.strides[0] + k]);
  C_reg_11 = vfmaq_n_f32(C_reg_11, B_reg_5, A.data[A.strides[0] + k]);
  C_reg_12 = vfmaq_n_f32(C_reg_12, B_reg_0, A.data[(2) * (A.strides[0]) + k]);
  C_reg_13 = vfmaq_n_f32(C_reg_13, B_reg_1, A.data[(2) * (A.strides[0]) + k]);
  C_reg_14 = vfmaq_n_f32(C_reg_14, B_reg_2, A.data[(2) * (A.strides[0]) + k]);
  C_reg_15 = vfmaq_n_f32(C_reg_15, B_reg_3, A.data[(2) * (A.strides[0]) + k]);
  C_reg_16 = vfmaq_n_f32(C_reg_16, B_reg_4, A.data[(2) * (A.strides[0]) + k]);
  C_reg_17 = vfmaq_n_f32(C_reg_17, B_reg_5, A.data[(2) * (A.strides[0]) + k]);
  C_reg_18 = vfmaq_n_f32(C_reg_18, B_reg_0, A.data[(3) * (A.strides[0]) + k]);
  C_reg_19 = vfmaq_n_f32(C_reg_19, B_reg_1, A.data[(3) * (A.strides[0]) + k]);
  C_reg_20 = vfmaq_n_f32(C_reg_20, B_reg_2, A.data[(3) * (A.strides[0]) + k]);
  C_reg_21 = vfmaq_n_f32(C_reg_21, B_reg_3, A.data[(3) * (A.strides[0]) + k]);
  C_reg_22 = vfmaq_n_f32(C_reg_22, B_reg_4, A.data[(3) * (A.strides[0]) + k]);
  C_reg_23 = vfmaq_n_f32(C_reg_23, B_reg_5, A.data[(3) * (A.strides[0]) + k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[8], C_reg_2);
vst1q_f32(&C.data[12], C_reg_3);
vst1q_f32(&C.data[16], C_reg_4);
vst1q_f32(&C.data[20], C_reg_5);
vst1q_f32(&C.data[C.strides[0]], C_reg_6);
vst1q_f32(&C.data[C.strides[0] + 4], C_reg_7);
vst1q_f32(&C.data[C.strides[0] + 8], C_reg_8);
vst1q_f32(&C.data[C.strides[0] + 12], C_reg_9);
vst1q_f32(&C.data[C.strides[0] + 16], C_reg_10);
vst1q_f32(&C.data[C.strides[0] + 20], C_reg_11);
vst1q_f32(&C.data[(2) * (C.strides[0])], C_reg_12);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 4], C_reg_13);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 8], C_reg_14);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 12], C_reg_15);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 16], C_reg_16);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 20], C_reg_17);
vst1q_f32(&C.data[(3) * (C.strides[0])], C_reg_18);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 4], C_reg_19);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 8], C_reg_20);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 12], C_reg_21);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 16], C_reg_22);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 20], C_reg_23);
}

// EXOGEMM_SMALL_PREFIX_small_4x24_beta0(
//     K : size,
//     A : [f32][4, K] @DRAM,
//     B : [f32][K, 24] @DRAM,
//     C : [f32][4, 24] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_4x24_beta0( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
float32x4_t C_reg_8;
float32x4_t C_reg_9;
float32x4_t C_reg_10;
float32x4_t C_reg_11;
float32x4_t C_reg_12;
float32x4_t C_reg_13;
float32x4_t C_reg_14;
float32x4_t C_reg_15;
float32x4_t C_reg_16;
float32x4_t C_reg_17;
float32x4_t C_reg_18;
float32x4_t C_reg_19;
float32x4_t C_reg_20;
float32x4_t C_reg_21;
float32x4_t C_reg_22;
float32x4_t C_reg_23;
C_reg_0 = vdupq_n_f32(0.0f);
C_reg_1 = vdupq_n_f32(0.0f);
C_reg_2 = vdupq_n_f32(0.0f);
C_reg_3 = vdupq_n_f32(0.0f);
C_reg_4 = vdupq_n_f32(0.0f);
C_reg_5 = vdupq_n_f32(0.0f);
C_reg_6 = vdupq_n_f32(0.0f);
C_reg_7 = vdupq_n_f32(0.0f);
C_reg_8 = vdupq_n_f32(0.0f);
C_reg_9 = vdupq_n_f32(0.0f);
C_reg_10 = vdupq_n_f32(0.0f);
C_reg_11 = vdupq_n_f32(0.0f);
C_reg_12 = vdupq_n_f32(0.0f);
C_reg_13 = vdupq_n_f32(0.0f);
C_reg_14 = vdupq_n_f32(0.0f);
C_reg_15 = vdupq_n_f32(0.0f);
C_reg_16 = vdupq_n_f32(0.0f);
C_reg_17 = vdupq_n_f32(0.0f);
C_reg_18 = vdupq_n_f32(0.0f);
C_reg_19 = vdupq_n_f32(0.0f);
C_reg_20 = vdupq_n_f32(0.0f);
C_reg_21 = vdupq_n_f32(0.0f);
C_reg_22 = vdupq_n_f32(0.0f);
C_reg_23 = vdupq_n_f32(0.0f);
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 96; for (int exo_o = 0; exo_o < 96; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  float32x4_t B_reg_2;
  float32x4_t B_reg_3;
  float32x4_t B_reg_4;
  float32x4_t B_reg_5;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  B_reg_2 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 8]);
  B_reg_3 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 12]);
  B_reg_4 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 16]);
  B_reg_5 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 20]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, A.data[k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_3, A.data[k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_4, A.data[k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_5, A.data[k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_0, A.data[A.strides[0] + k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_1, A.data[A.strides[0] + k]);
  C_reg_8 = vfmaq_n_f32(C_reg_8, B_reg_2, A.data[A.strides[0] + k]);
  C_reg_9 = vfmaq_n_f32(C_reg_9, B_reg_3, A.data[A.strides[0] + k]);
  C_reg_10 = vfmaq_n_f32(C_reg_10, B_reg_4, A.data[A.strides[0] + k]);
  C_reg_11 = vfmaq_n_f32(C_reg_11, B_reg_5, A.data[A.strides[0] + k]);
  C_reg_12 = vfmaq_n_f32(C_reg_12, B_reg_0, A.data[(2) * (A.strides[0]) + k]);
  C_reg_13 = vfmaq_n_f32(C_reg_13, B_reg_1, A.data[(2) * (A.strides[0]) + k]);
  C_reg_14 = vfmaq_n_f32(C_reg_14, B_reg_2, A.data[(2) * (A.strides[0]) + k]);
  C_reg_15 = vfmaq_n_f32(C_reg_15, B_reg_3, A.data[(2) * (A.strides[0]) + k]);
  C_reg_16 = vfmaq_n_f32(C_reg_16, B_reg_4, A.data[(2) * (A.strides[0]) + k]);
  C_reg_17 = vfmaq_n_f32(C_reg_17, B_reg_5, A.data[(2) * (A.strides[0]) + k]);
  C_reg_18 = vfmaq_n_f32(C_reg_18, B_reg_0, A.data[(3) * (A.strides[0]) + k]);
  C_reg_19 = vfmaq_n_f32(C_reg_19, B_reg_1, A.data[(3) * (A.strides[0]) + k]);
  C_reg_20 = vfmaq_n_f32(C_reg_20, B_reg_2, A.data[(3) * (A.strides[0]) + k]);
  C_reg_21 = vfmaq_n_f32(C_reg_21, B_reg_3, A.data[(3) * (A.strides[0]) + k]);
  C_reg_22 = vfmaq_n_f32(C_reg_22, B_reg_4, A.data[(3) * (A.strides[0]) + k]);
  C_reg_23 = vfmaq_n_f32(C_reg_23, B_reg_5, A.data[(3) * (A.strides[0]) + k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[8], C_reg_2);
vst1q_f32(&C.data[12], C_reg_3);
vst1q_f32(&C.data[16], C_reg_4);
vst1q_f32(&C.data[20], C_reg_5);
vst1q_f32(&C.data[C.strides[0]], C_reg_6);
vst1q_f32(&C.data[C.strides[0] + 4], C_reg_7);
vst1q_f32(&C.data[C.strides[0] + 8], C_reg_8);
vst1q_f32(&C.data[C.strides[0] + 12], C_reg_9);
vst1q_f32(&C.data[C.strides[0] + 16], C_reg_10);
vst1q_f32(&C.data[C.strides[0] + 20], C_reg_11);
vst1q_f32(&C.data[(2) * (C.strides[0])], C_reg_12);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 4], C_reg_13);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 8], C_reg_14);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 12], C_reg_15);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 16], C_reg_16);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 20], C_reg_17);
vst1q_f32(&C.data[(3) * (C.strides[0])], C_reg_18);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 4], C_reg_19);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 8], C_reg_20);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 12], C_reg_21);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 16], C_reg_22);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 20], C_reg_23);
}

// EXOGEMM_SMALL_PREFIX_small_4x24_resident(
//     K : size,
//     A : [f32][4, K] @DRAM,
//     B : [f32][K, 24] @DRAM,
//     C : [f32][4, 24] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_4x24_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
float32x4_t C_reg_8;
float32x4_t C_reg_9;
float32x4_t C_reg_10;
float32x4_t C_reg_11;
float32x4_t C_reg_12;
float32x4_t C_reg_13;
float32x4_t C_reg_14;
float32x4_t C_reg_15;
float32x4_t C_reg_16;
float32x4_t C_reg_17;
float32x4_t C_reg_18;
float32x4_t C_reg_19;
float32x4_t C_reg_20;
float32x4_t C_reg_21;
float32x4_t C_reg_22;
float32x4_t C_reg_23;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[4]);
C_reg_2 = vld1q_f32(&C.data[8]);
C_reg_3 = vld1q_f32(&C.data[12]);
C_reg_4 = vld1q_f32(&C.data[16]);
C_reg_5 = vld1q_f32(&C.data[20]);
C_reg_6 = vld1q_f32(&C.data[C.strides[0]]);
C_reg_7 = vld1q_f32(&C.data[C.strides[0] + 4]);
C_reg_8 = vld1q_f32(&C.data[C.strides[0] + 8]);
C_reg_9 = vld1q_f32(&C.data[C.strides[0] + 12]);
C_reg_10 = vld1q_f32(&C.data[C.strides[0] + 16]);
C_reg_11 = vld1q_f32(&C.data[C.strides[0] + 20]);
C_reg_12 = vld1q_f32(&C.data[(2) * (C.strides[0])]);
C_reg_13 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 4]);
C_reg_14 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 8]);
C_reg_15 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 12]);
C_reg_16 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 16]);
C_reg_17 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 20]);
C_reg_18 = vld1q_f32(&C.data[(3) * (C.strides[0])]);
C_reg_19 = vld1q_f32(&C.data[(3) * (C.strides[0]) + 4]);
C_reg_20 = vld1q_f32(&C.data[(3) * (C.strides[0]) + 8]);
C_reg_21 = vld1q_f32(&C.data[(3) * (C.strides[0]) + 12]);
C_reg_22 = vld1q_f32(&C.data[(3) * (C.strides[0]) + 16]);
C_reg_23 = vld1q_f32(&C.data[(3) * (C.strides[0]) + 20]);
for (int_fast32_t k = 0; k < K; k++) {
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  float32x4_t B_reg_2;
  float32x4_t B_reg_3;
  float32x4_t B_reg_4;
  float32x4_t B_reg_5;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  B_reg_2 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 8]);
  B_reg_3 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 12]);
  B_reg_4 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 16]);
  B_reg_5 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 20]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, A.data[k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_3, A.data[k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_4, A.data[k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_5, A.data[k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_0, A.data[A.strides[0] + k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_1, A.data[A.strides[0] + k]);
  C_reg_8 = vfmaq_n_f32(C_reg_8, B_reg_2, A.data[A.strides[0] + k]);
  C_reg_9 = vfmaq_n_f32(C_reg_9, B_reg_3, A.data[A.strides[0] + k]);
  C_reg_10 = vfmaq_n_f32(C_reg_10, B_reg_4, A.data[A.strides[0] + k]);
  C_reg_11 = vfmaq_n_f32(C_reg_11, B_reg_5, A.data[A.strides[0] + k]);
  C_reg_12 = vfmaq_n_f32(C_reg_12, B_reg_0, A.data[(2) * (A.strides[0]) + k]);
  C_reg_13 = vfmaq_n_f32(C_reg_13, B_reg_1, A.data[(2) * (A.strides[0]) + k]);
  C_reg_14 = vfmaq_n_f32(C_reg_14, B_reg_2, A.data[(2) * (A.strides[0]) + k]);
  C_reg_15 = vfmaq_n_f32(C_reg_15, B_reg_3, A.data[(2) * (A.strides[0]) + k]);
  C_reg_16 = vfmaq_n_f32(C_reg_16, B_reg_4, A.data[(2) * (A.strides[0]) + k]);
  C_reg_17 = vfmaq_n_f32(C_reg_17, B_reg_5, A.data[(2) * (A.strides[0]) + k]);
  C_reg_18 = vfmaq_n_f32(C_reg_18, B_reg_0, A.data[(3) * (A.strides[0]) + k]);
  C_reg_19 = vfmaq_n_f32(C_reg_19, B_reg_1, A.data[(3) * (A.strides[0]) + k]);
  C_reg_20 = vfmaq_n_f32(C_reg_20, B_reg_2, A.data[(3) * (A.strides[0]) + k]);
  C_reg_21 = vfmaq_n_f32(C_reg_21, B_reg_3, A.data[(3) * (A.strides[0]) + k]);
  C_reg_22 = vfmaq_n_f32(C_reg_22, B_reg_4, A.data[(3) * (A.strides[0]) + k]);
  C_reg_23 = vfmaq_n_f32(C_reg_23, B_reg_5, A.data[(3) * (A.strides[0]) + k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[8], C_reg_2);
vst1q_f32(&C.data[12], C_reg_3);
vst1q_f32(&C.data[16], C_reg_4);
vst1q_f32(&C.data[20], C_reg_5);
vst1q_f32(&C.data[C.strides[0]], C_reg_6);
vst1q_f32(&C.data[C.strides[0] + 4], C_reg_7);
vst1q_f32(&C.data[C.strides[0] + 8], C_reg_8);
vst1q_f32(&C.data[C.strides[0] + 12], C_reg_9);
vst1q_f32(&C.data[C.strides[0] + 16], C_reg_10);
vst1q_f32(&C.data[C.strides[0] + 20], C_reg_11);
vst1q_f32(&C.data[(2) * (C.strides[0])], C_reg_12);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 4], C_reg_13);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 8], C_reg_14);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 12], C_reg_15);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 16], C_reg_16);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 20], C_reg_17);
vst1q_f32(&C.data[(3) * (C.strides[0])], C_reg_18);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 4], C_reg_19);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 8], C_reg_20);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 12], C_reg_21);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 16], C_reg_22);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 20], C_reg_23);
}

// EXOGEMM_SMALL_PREFIX_small_4x24_resident_beta0(
//     K : size,
//     A : [f32][4, K] @DRAM,
//     B : [f32][K, 24] @DRAM,
//     C : [f32][4, 24] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_4x24_resident_beta0( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
float32x4_t C_reg_8;
float32x4_t C_reg_9;
float32x4_t C_reg_10;
float32x4_t C_reg_11;
float32x4_t C_reg_12;
float32x4_t C_reg_13;
float32x4_t C_reg_14;
float32x4_t C_reg_15;
float32x4_t C_reg_16;
float32x4_t C_reg_17;
float32x4_t C_reg_18;
float32x4_t C_reg_19;
float32x4_t C_reg_20;
float32x4_t C_reg_21;
float32x4_t C_reg_22;
float32x4_t C_reg_23;
C_reg_0 = vdupq_n_f32(0.0f);
C_reg_1 = vdupq_n_f32(0.0f);
C_reg_2 = vdupq_n_f32(0.0f);
C_reg_3 = vdupq_n_f32(0.0f);
C_reg_4 = vdupq_n_f32(0.0f);
C_reg_5 = vdupq_n_f32(0.0f);
C_reg_6 = vdupq_n_f32(0.0f);
C_reg_7 = vdupq_n_f32(0.0f);
C_reg_8 = vdupq_n_f32(0.0f);
C_reg_9 = vdupq_n_f32(0.0f);
C_reg_10 = vdupq_n_f32(0.0f);
C_reg_11 = vdupq_n_f32(0.0f);
C_reg_12 = vdupq_n_f32(0.0f);
C_reg_13 = vdupq_n_f32(0.0f);
C_reg_14 = vdupq_n_f32(0.0f);
C_reg_15 = vdupq_n_f32(0.0f);
C_reg_16 = vdupq_n_f32(0.0f);
C_reg_17 = vdupq_n_f32(0.0f);
C_reg_18 = vdupq_n_f32(0.0f);
C_reg_19 = vdupq_n_f32(0.0f);
C_reg_20 = vdupq_n_f32(0.0f);
C_reg_21 = vdupq_n_f32(0.0f);
C_reg_22 = vdupq_n_f32(0.0f);
C_reg_23 = vdupq_n_f32(0.0f);
for (int_fast32_t k = 0; k < K; k++) {
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  float32x4_t B_reg_2;
  float32x4_t B_reg_3;
  float32x4_t B_reg_4;
  float32x4_t B_reg_5;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  B_reg_2 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 8]);
  B_reg_3 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 12]);
  B_reg_4 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 16]);
  B_reg_5 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 20]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, A.data[k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_3, A.data[k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_4, A.data[k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_5, A.data[k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_0, A.data[A.strides[0] + k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_1, A.data[A.strides[0] + k]);
  C_reg_8 = vfmaq_n_f32(C_reg_8, B_reg_2, A.data[A.strides[0] + k]);
  C_reg_9 = vfmaq_n_f32(C_reg_9, B_reg_3, A.data[A.strides[0] + k]);
  C_reg_10 = vfmaq_n_f32(C_reg_10, B_reg_4, A.data[A.strides[0] + k]);
  C_reg_11 = vfmaq_n_f32(C_reg_11, B_reg_5, A.data[A.strides[0] + k]);
  C_reg_12 = vfmaq_n_f32(C_reg_12, B_reg_0, A.data[(2) * (A.strides[0]) + k]);
  C_reg_13 = vfmaq_n_f32(C_reg_13, B_reg_1, A.data[(2) * (A.strides[0]) + k]);
  C_reg_14 = vfmaq_n_f32(C_reg_14, B_reg_2, A.data[(2) * (A.strides[0]) + k]);
  C_reg_15 = vfmaq_n_f32(C_reg_15, B_reg_3, A.data[(2) * (A.strides[0]) + k]);
  C_reg_16 = vfmaq_n_f32(C_reg_16, B_reg_4, A.data[(2) * (A.strides[0]) + k]);
  C_reg_17 = vfmaq_n_f32(C_reg_17, B_reg_5, A.data[(2) * (A.strides[0]) + k]);
  C_reg_18 = vfmaq_n_f32(C_reg_18, B_reg_0, A.data[(3) * (A.strides[0]) + k]);
  C_reg_19 = vfmaq_n_f32(C_reg_19, B_reg_1, A.data[(3) * (A.strides[0]) + k]);
  C_reg_20 = vfmaq_n_f32(C_reg_20, B_reg_2, A.data[(3) * (A.strides[0]) + k]);
  C_reg_21 = vfmaq_n_f32(C_reg_21, B_reg_3, A.data[(3) * (A.strides[0]) + k]);
  C_reg_22 = vfmaq_n_f32(C_reg_22, B_reg_4, A.data[(3) * (A.strides[0]) + k]);
  C_reg_23 = vfmaq_n_f32(C_reg_23, B_reg_5, A.data[(3) * (A.strides[0]) + k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[8], C_reg_2);
vst1q_f32(&C.data[12], C_reg_3);
vst1q_f32(&C.data[16], C_reg_4);
vst1q_f32(&C.data[20], C_reg_5);
vst1q_f32(&C.data[C.strides[0]], C_reg_6);
vst1q_f32(&C.data[C.strides[0] + 4], C_reg_7);
vst1q_f32(&C.data[C.strides[0] + 8], C_reg_8);
vst1q_f32(&C.data[C.strides[0] + 12], C_reg_9);
vst1q_f32(&C.data[C.strides[0] + 16], C_reg_10);
vst1q_f32(&C.data[C.strides[0] + 20], C_reg_11);
vst1q_f32(&C.data[(2) * (C.strides[0])], C_reg_12);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 4], C_reg_13);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 8], C_reg_14);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 12], C_reg_15);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 16], C_reg_16);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 20], C_reg_17);
vst1q_f32(&C.data[(3) * (C.strides[0])], C_reg_18);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 4], C_reg_19);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 8], C_reg_20);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 12], C_reg_21);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 16], C_reg_22);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 20], C_reg_23);
}

// EXOGEMM_SMALL_PREFIX_small_4x4(
//     K : size,
//     A : [f32][4, K] @DRAM,
//     B : [f32][K, 4] @DRAM,
//     C : [f32][4, 4] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_4x4( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[C.strides[0]]);
C_reg_2 = vld1q_f32(&C.data[(2) * (C.strides[0])]);
C_reg_3 = vld1q_f32(&C.data[(3) * (C.strides[0])]);
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 16; for (int exo_o = 0; exo_o < 16; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  float32x4_t B_reg_0;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_0, A.data[A.strides[0] + k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_0, A.data[(2) * (A.strides[0]) + k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_0, A.data[(3) * (A.strides[0]) + k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[C.strides[0]], C_reg_1);
vst1q_f32(&C.data[(2) * (C.strides[0])], C_reg_2);
vst1q_f32(&C.data[(3) * (C.strides[0])], C_reg_3);
}

// EXOGEMM_SMALL_PREFIX_small_4x4_resident(
//     K : size,
//     A : [f32][4, K] @DRAM,
//     B : [f32][K, 4] @DRAM,
//     C : [f32][4, 4] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_4x4_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[C.strides[0]]);
C_reg_2 = vld1q_f32(&C.data[(2) * (C.strides[0])]);
C_reg_3 = vld1q_f32(&C.data[(3) * (C.strides[0])]);
for (int_fast32_t k = 0; k < K; k++) {
  float32x4_t B_reg_0;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_0, A.data[A.strides[0] + k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_0, A.data[(2) * (A.strides[0]) + k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_0, A.data[(3) * (A.strides[0]) + k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[C.strides[0]], C_reg_1);
vst1q_f32(&C.data[(2) * (C.strides[0])], C_reg_2);
vst1q_f32(&C.data[(3) * (C.strides[0])], C_reg_3);
}

// EXOGEMM_SMALL_PREFIX_small_4x4pw(
//     K : size,
//     W : size,
//     A : [f32][4, K] @DRAM,
//     B : [f32][K, 4 + W] @DRAM,
//     C : [f32][4, 4 + W] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_4x4pw( void *ctxt, int_fast32_t K, int_fast32_t W, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
EXO_ASSUME(W <= 4);
float32x4_t C_full_0;
float32x4_t C_full_1;
float32x4_t C_full_2;
float32x4_t C_full_3;
C_full_0 = vld1q_f32(&C.data[0]);
C_full_1 = vld1q_f32(&C.data[C.strides[0]]);
C_full_2 = vld1q_f32(&C.data[(2) * (C.strides[0])]);
C_full_3 = vld1q_f32(&C.data[(3) * (C.strides[0])]);
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
C_reg_0 = exogemm_neon_load_tail(&C.data[4], (W));
C_reg_1 = exogemm_neon_load_tail(&C.data[C.strides[0] + 4], (W));
C_reg_2 = exogemm_neon_load_tail(&C.data[(2) * (C.strides[0]) + 4], (W));
C_reg_3 = exogemm_neon_load_tail(&C.data[(3) * (C.strides[0]) + 4], (W));
for (int_fast32_t k = 0; k < K; k++) {
  float32x4_t B_full;
  B_full = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  float32x4_t B_reg;
  B_reg = exogemm_neon_load_tail(&B.data[(k) * (B.strides[0]) + 4], (W));
  C_full_0 = vfmaq_n_f32(C_full_0, B_full, A.data[k]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg, A.data[k]);
  C_full_1 = vfmaq_n_f32(C_full_1, B_full, A.data[A.strides[0] + k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg, A.data[A.strides[0] + k]);
  C_full_2 = vfmaq_n_f32(C_full_2, B_full, A.data[(2) * (A.strides[0]) + k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg, A.data[(2) * (A.strides[0]) + k]);
  C_full_3 = vfmaq_n_f32(C_full_3, B_full, A.data[(3) * (A.strides[0]) + k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg, A.data[(3) * (A.strides[0]) + k]);
}
exogemm_neon_store_tail(&C.data[4], C_reg_0, (W));
exogemm_neon_store_tail(&C.data[C.strides[0] + 4], C_reg_1, (W));
exogemm_neon_store_tail(&C.data[(2) * (C.strides[0]) + 4], C_reg_2, (W));
exogemm_neon_store_tail(&C.data[(3) * (C.strides[0]) + 4], C_reg_3, (W));
vst1q_f32(&C.data[0], C_full_0);
vst1q_f32(&C.data[C.strides[0]], C_full_1);
vst1q_f32(&C.data[(2) * (C.strides[0])], C_full_2);
vst1q_f32(&C.data[(3) * (C.strides[0])], C_full_3);
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
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[4]);
C_reg_2 = vld1q_f32(&C.data[C.strides[0]]);
C_reg_3 = vld1q_f32(&C.data[C.strides[0] + 4]);
C_reg_4 = vld1q_f32(&C.data[(2) * (C.strides[0])]);
C_reg_5 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 4]);
C_reg_6 = vld1q_f32(&C.data[(3) * (C.strides[0])]);
C_reg_7 = vld1q_f32(&C.data[(3) * (C.strides[0]) + 4]);
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 32; for (int exo_o = 0; exo_o < 32; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_0, A.data[A.strides[0] + k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_1, A.data[A.strides[0] + k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_0, A.data[(2) * (A.strides[0]) + k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_1, A.data[(2) * (A.strides[0]) + k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_0, A.data[(3) * (A.strides[0]) + k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_1, A.data[(3) * (A.strides[0]) + k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[C.strides[0]], C_reg_2);
vst1q_f32(&C.data[C.strides[0] + 4], C_reg_3);
vst1q_f32(&C.data[(2) * (C.strides[0])], C_reg_4);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 4], C_reg_5);
vst1q_f32(&C.data[(3) * (C.strides[0])], C_reg_6);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 4], C_reg_7);
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
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[4]);
C_reg_2 = vld1q_f32(&C.data[C.strides[0]]);
C_reg_3 = vld1q_f32(&C.data[C.strides[0] + 4]);
C_reg_4 = vld1q_f32(&C.data[(2) * (C.strides[0])]);
C_reg_5 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 4]);
C_reg_6 = vld1q_f32(&C.data[(3) * (C.strides[0])]);
C_reg_7 = vld1q_f32(&C.data[(3) * (C.strides[0]) + 4]);
for (int_fast32_t k = 0; k < K; k++) {
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_0, A.data[A.strides[0] + k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_1, A.data[A.strides[0] + k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_0, A.data[(2) * (A.strides[0]) + k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_1, A.data[(2) * (A.strides[0]) + k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_0, A.data[(3) * (A.strides[0]) + k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_1, A.data[(3) * (A.strides[0]) + k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[C.strides[0]], C_reg_2);
vst1q_f32(&C.data[C.strides[0] + 4], C_reg_3);
vst1q_f32(&C.data[(2) * (C.strides[0])], C_reg_4);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 4], C_reg_5);
vst1q_f32(&C.data[(3) * (C.strides[0])], C_reg_6);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 4], C_reg_7);
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
EXO_ASSUME(W <= 4);
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
C_reg_0 = exogemm_neon_load_tail(&C.data[0], (W));
C_reg_1 = exogemm_neon_load_tail(&C.data[C.strides[0]], (W));
C_reg_2 = exogemm_neon_load_tail(&C.data[(2) * (C.strides[0])], (W));
C_reg_3 = exogemm_neon_load_tail(&C.data[(3) * (C.strides[0])], (W));
for (int_fast32_t k = 0; k < K; k++) {
  float32x4_t B_reg;
  B_reg = exogemm_neon_load_tail(&B.data[(k) * (B.strides[0])], (W));
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg, A.data[A.strides[0] + k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg, A.data[(2) * (A.strides[0]) + k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg, A.data[(3) * (A.strides[0]) + k]);
}
exogemm_neon_store_tail(&C.data[0], C_reg_0, (W));
exogemm_neon_store_tail(&C.data[C.strides[0]], C_reg_1, (W));
exogemm_neon_store_tail(&C.data[(2) * (C.strides[0])], C_reg_2, (W));
exogemm_neon_store_tail(&C.data[(3) * (C.strides[0])], C_reg_3, (W));
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
EXO_ASSUME(W <= 4);
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
C_reg_0 = vdupq_n_f32(0.0f);
C_reg_1 = vdupq_n_f32(0.0f);
C_reg_2 = vdupq_n_f32(0.0f);
C_reg_3 = vdupq_n_f32(0.0f);
for (int_fast32_t k = 0; k < K; k++) {
  float32x4_t B_reg;
  B_reg = exogemm_neon_load_tail(&B.data[(k) * (B.strides[0])], (W));
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg, A.data[A.strides[0] + k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg, A.data[(2) * (A.strides[0]) + k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg, A.data[(3) * (A.strides[0]) + k]);
}
exogemm_neon_store_tail(&C.data[0], C_reg_0, (W));
exogemm_neon_store_tail(&C.data[C.strides[0]], C_reg_1, (W));
exogemm_neon_store_tail(&C.data[(2) * (C.strides[0])], C_reg_2, (W));
exogemm_neon_store_tail(&C.data[(3) * (C.strides[0])], C_reg_3, (W));
}

// EXOGEMM_SMALL_PREFIX_small_5x12(
//     K : size,
//     A : [f32][5, K] @DRAM,
//     B : [f32][K, 12] @DRAM,
//     C : [f32][5, 12] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_5x12( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
float32x4_t C_reg_8;
float32x4_t C_reg_9;
float32x4_t C_reg_10;
float32x4_t C_reg_11;
float32x4_t C_reg_12;
float32x4_t C_reg_13;
float32x4_t C_reg_14;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[4]);
C_reg_2 = vld1q_f32(&C.data[8]);
C_reg_3 = vld1q_f32(&C.data[C.strides[0]]);
C_reg_4 = vld1q_f32(&C.data[C.strides[0] + 4]);
C_reg_5 = vld1q_f32(&C.data[C.strides[0] + 8]);
C_reg_6 = vld1q_f32(&C.data[(2) * (C.strides[0])]);
C_reg_7 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 4]);
C_reg_8 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 8]);
C_reg_9 = vld1q_f32(&C.data[(3) * (C.strides[0])]);
C_reg_10 = vld1q_f32(&C.data[(3) * (C.strides[0]) + 4]);
C_reg_11 = vld1q_f32(&C.data[(3) * (C.strides[0]) + 8]);
C_reg_12 = vld1q_f32(&C.data[(4) * (C.strides[0])]);
C_reg_13 = vld1q_f32(&C.data[(4) * (C.strides[0]) + 4]);
C_reg_14 = vld1q_f32(&C.data[(4) * (C.strides[0]) + 8]);
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 48; for (int exo_o = 0; exo_o < 48; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  float32x4_t B_reg_2;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  B_reg_2 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 8]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, A.data[k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_0, A.data[A.strides[0] + k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_1, A.data[A.strides[0] + k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_2, A.data[A.strides[0] + k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_0, A.data[(2) * (A.strides[0]) + k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_1, A.data[(2) * (A.strides[0]) + k]);
  C_reg_8 = vfmaq_n_f32(C_reg_8, B_reg_2, A.data[(2) * (A.strides[0]) + k]);
  C_reg_9 = vfmaq_n_f32(C_reg_9, B_reg_0, A.data[(3) * (A.strides[0]) + k]);
  C_reg_10 = vfmaq_n_f32(C_reg_10, B_reg_1, A.data[(3) * (A.strides[0]) + k]);
  C_reg_11 = vfmaq_n_f32(C_reg_11, B_reg_2, A.data[(3) * (A.strides[0]) + k]);
  C_reg_12 = vfmaq_n_f32(C_reg_12, B_reg_0, A.data[(4) * (A.strides[0]) + k]);
  C_reg_13 = vfmaq_n_f32(C_reg_13, B_reg_1, A.data[(4) * (A.strides[0]) + k]);
  C_reg_14 = vfmaq_n_f32(C_reg_14, B_reg_2, A.data[(4) * (A.strides[0]) + k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[8], C_reg_2);
vst1q_f32(&C.data[C.strides[0]], C_reg_3);
vst1q_f32(&C.data[C.strides[0] + 4], C_reg_4);
vst1q_f32(&C.data[C.strides[0] + 8], C_reg_5);
vst1q_f32(&C.data[(2) * (C.strides[0])], C_reg_6);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 4], C_reg_7);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 8], C_reg_8);
vst1q_f32(&C.data[(3) * (C.strides[0])], C_reg_9);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 4], C_reg_10);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 8], C_reg_11);
vst1q_f32(&C.data[(4) * (C.strides[0])], C_reg_12);
vst1q_f32(&C.data[(4) * (C.strides[0]) + 4], C_reg_13);
vst1q_f32(&C.data[(4) * (C.strides[0]) + 8], C_reg_14);
}

// EXOGEMM_SMALL_PREFIX_small_5x12_resident(
//     K : size,
//     A : [f32][5, K] @DRAM,
//     B : [f32][K, 12] @DRAM,
//     C : [f32][5, 12] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_5x12_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
float32x4_t C_reg_8;
float32x4_t C_reg_9;
float32x4_t C_reg_10;
float32x4_t C_reg_11;
float32x4_t C_reg_12;
float32x4_t C_reg_13;
float32x4_t C_reg_14;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[4]);
C_reg_2 = vld1q_f32(&C.data[8]);
C_reg_3 = vld1q_f32(&C.data[C.strides[0]]);
C_reg_4 = vld1q_f32(&C.data[C.strides[0] + 4]);
C_reg_5 = vld1q_f32(&C.data[C.strides[0] + 8]);
C_reg_6 = vld1q_f32(&C.data[(2) * (C.strides[0])]);
C_reg_7 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 4]);
C_reg_8 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 8]);
C_reg_9 = vld1q_f32(&C.data[(3) * (C.strides[0])]);
C_reg_10 = vld1q_f32(&C.data[(3) * (C.strides[0]) + 4]);
C_reg_11 = vld1q_f32(&C.data[(3) * (C.strides[0]) + 8]);
C_reg_12 = vld1q_f32(&C.data[(4) * (C.strides[0])]);
C_reg_13 = vld1q_f32(&C.data[(4) * (C.strides[0]) + 4]);
C_reg_14 = vld1q_f32(&C.data[(4) * (C.strides[0]) + 8]);
for (int_fast32_t k = 0; k < K; k++) {
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  float32x4_t B_reg_2;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  B_reg_2 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 8]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, A.data[k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_0, A.data[A.strides[0] + k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_1, A.data[A.strides[0] + k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_2, A.data[A.strides[0] + k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_0, A.data[(2) * (A.strides[0]) + k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_1, A.data[(2) * (A.strides[0]) + k]);
  C_reg_8 = vfmaq_n_f32(C_reg_8, B_reg_2, A.data[(2) * (A.strides[0]) + k]);
  C_reg_9 = vfmaq_n_f32(C_reg_9, B_reg_0, A.data[(3) * (A.strides[0]) + k]);
  C_reg_10 = vfmaq_n_f32(C_reg_10, B_reg_1, A.data[(3) * (A.strides[0]) + k]);
  C_reg_11 = vfmaq_n_f32(C_reg_11, B_reg_2, A.data[(3) * (A.strides[0]) + k]);
  C_reg_12 = vfmaq_n_f32(C_reg_12, B_reg_0, A.data[(4) * (A.strides[0]) + k]);
  C_reg_13 = vfmaq_n_f32(C_reg_13, B_reg_1, A.data[(4) * (A.strides[0]) + k]);
  C_reg_14 = vfmaq_n_f32(C_reg_14, B_reg_2, A.data[(4) * (A.strides[0]) + k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[8], C_reg_2);
vst1q_f32(&C.data[C.strides[0]], C_reg_3);
vst1q_f32(&C.data[C.strides[0] + 4], C_reg_4);
vst1q_f32(&C.data[C.strides[0] + 8], C_reg_5);
vst1q_f32(&C.data[(2) * (C.strides[0])], C_reg_6);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 4], C_reg_7);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 8], C_reg_8);
vst1q_f32(&C.data[(3) * (C.strides[0])], C_reg_9);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 4], C_reg_10);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 8], C_reg_11);
vst1q_f32(&C.data[(4) * (C.strides[0])], C_reg_12);
vst1q_f32(&C.data[(4) * (C.strides[0]) + 4], C_reg_13);
vst1q_f32(&C.data[(4) * (C.strides[0]) + 8], C_reg_14);
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
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
float32x4_t C_reg_8;
float32x4_t C_reg_9;
float32x4_t C_reg_10;
float32x4_t C_reg_11;
float32x4_t C_reg_12;
float32x4_t C_reg_13;
float32x4_t C_reg_14;
float32x4_t C_reg_15;
float32x4_t C_reg_16;
float32x4_t C_reg_17;
float32x4_t C_reg_18;
float32x4_t C_reg_19;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[4]);
C_reg_2 = vld1q_f32(&C.data[8]);
C_reg_3 = vld1q_f32(&C.data[12]);
C_reg_4 = vld1q_f32(&C.data[C.strides[0]]);
C_reg_5 = vld1q_f32(&C.data[C.strides[0] + 4]);
C_reg_6 = vld1q_f32(&C.data[C.strides[0] + 8]);
C_reg_7 = vld1q_f32(&C.data[C.strides[0] + 12]);
C_reg_8 = vld1q_f32(&C.data[(2) * (C.strides[0])]);
C_reg_9 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 4]);
C_reg_10 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 8]);
C_reg_11 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 12]);
C_reg_12 = vld1q_f32(&C.data[(3) * (C.strides[0])]);
C_reg_13 = vld1q_f32(&C.data[(3) * (C.strides[0]) + 4]);
C_reg_14 = vld1q_f32(&C.data[(3) * (C.strides[0]) + 8]);
C_reg_15 = vld1q_f32(&C.data[(3) * (C.strides[0]) + 12]);
C_reg_16 = vld1q_f32(&C.data[(4) * (C.strides[0])]);
C_reg_17 = vld1q_f32(&C.data[(4) * (C.strides[0]) + 4]);
C_reg_18 = vld1q_f32(&C.data[(4) * (C.strides[0]) + 8]);
C_reg_19 = vld1q_f32(&C.data[(4) * (C.strides[0]) + 12]);
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 64; for (int exo_o = 0; exo_o < 64; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  float32x4_t B_reg_2;
  float32x4_t B_reg_3;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  B_reg_2 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 8]);
  B_reg_3 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 12]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, A.data[k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_3, A.data[k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_0, A.data[A.strides[0] + k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_1, A.data[A.strides[0] + k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_2, A.data[A.strides[0] + k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_3, A.data[A.strides[0] + k]);
  C_reg_8 = vfmaq_n_f32(C_reg_8, B_reg_0, A.data[(2) * (A.strides[0]) + k]);
  C_reg_9 = vfmaq_n_f32(C_reg_9, B_reg_1, A.data[(2) * (A.strides[0]) + k]);
  C_reg_10 = vfmaq_n_f32(C_reg_10, B_reg_2, A.data[(2) * (A.strides[0]) + k]);
  C_reg_11 = vfmaq_n_f32(C_reg_11, B_reg_3, A.data[(2) * (A.strides[0]) + k]);
  C_reg_12 = vfmaq_n_f32(C_reg_12, B_reg_0, A.data[(3) * (A.strides[0]) + k]);
  C_reg_13 = vfmaq_n_f32(C_reg_13, B_reg_1, A.data[(3) * (A.strides[0]) + k]);
  C_reg_14 = vfmaq_n_f32(C_reg_14, B_reg_2, A.data[(3) * (A.strides[0]) + k]);
  C_reg_15 = vfmaq_n_f32(C_reg_15, B_reg_3, A.data[(3) * (A.strides[0]) + k]);
  C_reg_16 = vfmaq_n_f32(C_reg_16, B_reg_0, A.data[(4) * (A.strides[0]) + k]);
  C_reg_17 = vfmaq_n_f32(C_reg_17, B_reg_1, A.data[(4) * (A.strides[0]) + k]);
  C_reg_18 = vfmaq_n_f32(C_reg_18, B_reg_2, A.data[(4) * (A.strides[0]) + k]);
  C_reg_19 = vfmaq_n_f32(C_reg_19, B_reg_3, A.data[(4) * (A.strides[0]) + k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[8], C_reg_2);
vst1q_f32(&C.data[12], C_reg_3);
vst1q_f32(&C.data[C.strides[0]], C_reg_4);
vst1q_f32(&C.data[C.strides[0] + 4], C_reg_5);
vst1q_f32(&C.data[C.strides[0] + 8], C_reg_6);
vst1q_f32(&C.data[C.strides[0] + 12], C_reg_7);
vst1q_f32(&C.data[(2) * (C.strides[0])], C_reg_8);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 4], C_reg_9);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 8], C_reg_10);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 12], C_reg_11);
vst1q_f32(&C.data[(3) * (C.strides[0])], C_reg_12);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 4], C_reg_13);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 8], C_reg_14);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 12], C_reg_15);
vst1q_f32(&C.data[(4) * (C.strides[0])], C_reg_16);
vst1q_f32(&C.data[(4) * (C.strides[0]) + 4], C_reg_17);
vst1q_f32(&C.data[(4) * (C.strides[0]) + 8], C_reg_18);
vst1q_f32(&C.data[(4) * (C.strides[0]) + 12], C_reg_19);
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
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
float32x4_t C_reg_8;
float32x4_t C_reg_9;
float32x4_t C_reg_10;
float32x4_t C_reg_11;
float32x4_t C_reg_12;
float32x4_t C_reg_13;
float32x4_t C_reg_14;
float32x4_t C_reg_15;
float32x4_t C_reg_16;
float32x4_t C_reg_17;
float32x4_t C_reg_18;
float32x4_t C_reg_19;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[4]);
C_reg_2 = vld1q_f32(&C.data[8]);
C_reg_3 = vld1q_f32(&C.data[12]);
C_reg_4 = vld1q_f32(&C.data[C.strides[0]]);
C_reg_5 = vld1q_f32(&C.data[C.strides[0] + 4]);
C_reg_6 = vld1q_f32(&C.data[C.strides[0] + 8]);
C_reg_7 = vld1q_f32(&C.data[C.strides[0] + 12]);
C_reg_8 = vld1q_f32(&C.data[(2) * (C.strides[0])]);
C_reg_9 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 4]);
C_reg_10 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 8]);
C_reg_11 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 12]);
C_reg_12 = vld1q_f32(&C.data[(3) * (C.strides[0])]);
C_reg_13 = vld1q_f32(&C.data[(3) * (C.strides[0]) + 4]);
C_reg_14 = vld1q_f32(&C.data[(3) * (C.strides[0]) + 8]);
C_reg_15 = vld1q_f32(&C.data[(3) * (C.strides[0]) + 12]);
C_reg_16 = vld1q_f32(&C.data[(4) * (C.strides[0])]);
C_reg_17 = vld1q_f32(&C.data[(4) * (C.strides[0]) + 4]);
C_reg_18 = vld1q_f32(&C.data[(4) * (C.strides[0]) + 8]);
C_reg_19 = vld1q_f32(&C.data[(4) * (C.strides[0]) + 12]);
for (int_fast32_t k = 0; k < K; k++) {
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  float32x4_t B_reg_2;
  float32x4_t B_reg_3;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  B_reg_2 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 8]);
  B_reg_3 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 12]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, A.data[k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_3, A.data[k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_0, A.data[A.strides[0] + k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_1, A.data[A.strides[0] + k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_2, A.data[A.strides[0] + k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_3, A.data[A.strides[0] + k]);
  C_reg_8 = vfmaq_n_f32(C_reg_8, B_reg_0, A.data[(2) * (A.strides[0]) + k]);
  C_reg_9 = vfmaq_n_f32(C_reg_9, B_reg_1, A.data[(2) * (A.strides[0]) + k]);
  C_reg_10 = vfmaq_n_f32(C_reg_10, B_reg_2, A.data[(2) * (A.strides[0]) + k]);
  C_reg_11 = vfmaq_n_f32(C_reg_11, B_reg_3, A.data[(2) * (A.strides[0]) + k]);
  C_reg_12 = vfmaq_n_f32(C_reg_12, B_reg_0, A.data[(3) * (A.strides[0]) + k]);
  C_reg_13 = vfmaq_n_f32(C_reg_13, B_reg_1, A.data[(3) * (A.strides[0]) + k]);
  C_reg_14 = vfmaq_n_f32(C_reg_14, B_reg_2, A.data[(3) * (A.strides[0]) + k]);
  C_reg_15 = vfmaq_n_f32(C_reg_15, B_reg_3, A.data[(3) * (A.strides[0]) + k]);
  C_reg_16 = vfmaq_n_f32(C_reg_16, B_reg_0, A.data[(4) * (A.strides[0]) + k]);
  C_reg_17 = vfmaq_n_f32(C_reg_17, B_reg_1, A.data[(4) * (A.strides[0]) + k]);
  C_reg_18 = vfmaq_n_f32(C_reg_18, B_reg_2, A.data[(4) * (A.strides[0]) + k]);
  C_reg_19 = vfmaq_n_f32(C_reg_19, B_reg_3, A.data[(4) * (A.strides[0]) + k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[8], C_reg_2);
vst1q_f32(&C.data[12], C_reg_3);
vst1q_f32(&C.data[C.strides[0]], C_reg_4);
vst1q_f32(&C.data[C.strides[0] + 4], C_reg_5);
vst1q_f32(&C.data[C.strides[0] + 8], C_reg_6);
vst1q_f32(&C.data[C.strides[0] + 12], C_reg_7);
vst1q_f32(&C.data[(2) * (C.strides[0])], C_reg_8);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 4], C_reg_9);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 8], C_reg_10);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 12], C_reg_11);
vst1q_f32(&C.data[(3) * (C.strides[0])], C_reg_12);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 4], C_reg_13);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 8], C_reg_14);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 12], C_reg_15);
vst1q_f32(&C.data[(4) * (C.strides[0])], C_reg_16);
vst1q_f32(&C.data[(4) * (C.strides[0]) + 4], C_reg_17);
vst1q_f32(&C.data[(4) * (C.strides[0]) + 8], C_reg_18);
vst1q_f32(&C.data[(4) * (C.strides[0]) + 12], C_reg_19);
}

// EXOGEMM_SMALL_PREFIX_small_5x20(
//     K : size,
//     A : [f32][5, K] @DRAM,
//     B : [f32][K, 20] @DRAM,
//     C : [f32][5, 20] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_5x20( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
float32x4_t C_reg_8;
float32x4_t C_reg_9;
float32x4_t C_reg_10;
float32x4_t C_reg_11;
float32x4_t C_reg_12;
float32x4_t C_reg_13;
float32x4_t C_reg_14;
float32x4_t C_reg_15;
float32x4_t C_reg_16;
float32x4_t C_reg_17;
float32x4_t C_reg_18;
float32x4_t C_reg_19;
float32x4_t C_reg_20;
float32x4_t C_reg_21;
float32x4_t C_reg_22;
float32x4_t C_reg_23;
float32x4_t C_reg_24;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[4]);
C_reg_2 = vld1q_f32(&C.data[8]);
C_reg_3 = vld1q_f32(&C.data[12]);
C_reg_4 = vld1q_f32(&C.data[16]);
C_reg_5 = vld1q_f32(&C.data[C.strides[0]]);
C_reg_6 = vld1q_f32(&C.data[C.strides[0] + 4]);
C_reg_7 = vld1q_f32(&C.data[C.strides[0] + 8]);
C_reg_8 = vld1q_f32(&C.data[C.strides[0] + 12]);
C_reg_9 = vld1q_f32(&C.data[C.strides[0] + 16]);
C_reg_10 = vld1q_f32(&C.data[(2) * (C.strides[0])]);
C_reg_11 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 4]);
C_reg_12 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 8]);
C_reg_13 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 12]);
C_reg_14 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 16]);
C_reg_15 = vld1q_f32(&C.data[(3) * (C.strides[0])]);
C_reg_16 = vld1q_f32(&C.data[(3) * (C.strides[0]) + 4]);
C_reg_17 = vld1q_f32(&C.data[(3) * (C.strides[0]) + 8]);
C_reg_18 = vld1q_f32(&C.data[(3) * (C.strides[0]) + 12]);
C_reg_19 = vld1q_f32(&C.data[(3) * (C.strides[0]) + 16]);
C_reg_20 = vld1q_f32(&C.data[(4) * (C.strides[0])]);
C_reg_21 = vld1q_f32(&C.data[(4) * (C.strides[0]) + 4]);
C_reg_22 = vld1q_f32(&C.data[(4) * (C.strides[0]) + 8]);
C_reg_23 = vld1q_f32(&C.data[(4) * (C.strides[0]) + 12]);
C_reg_24 = vld1q_f32(&C.data[(4) * (C.strides[0]) + 16]);
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 80; for (int exo_o = 0; exo_o < 80; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  float32x4_t B_reg_2;
  float32x4_t B_reg_3;
  float32x4_t B_reg_4;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  B_reg_2 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 8]);
  B_reg_3 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 12]);
  B_reg_4 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 16]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, A.data[k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_3, A.data[k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_4, A.data[k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_0, A.data[A.strides[0] + k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_1, A.data[A.strides[0] + k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_2, A.data[A.strides[0] + k]);
  C_reg_8 = vfmaq_n_f32(C_reg_8, B_reg_3, A.data[A.strides[0] + k]);
  C_reg_9 = vfmaq_n_f32(C_reg_9, B_reg_4, A.data[A.strides[0] + k]);
  C_reg_10 = vfmaq_n_f32(C_reg_10, B_reg_0, A.data[(2) * (A.strides[0]) + k]);
  C_reg_11 = vfmaq_n_f32(C_reg_11, B_reg_1, A.data[(2) * (A.strides[0]) + k]);
  C_reg_12 = vfmaq_n_f32(C_reg_12, B_reg_2, A.data[(2) * (A.strides[0]) + k]);
  C_reg_13 = vfmaq_n_f32(C_reg_13, B_reg_3, A.data[(2) * (A.strides[0]) + k]);
  C_reg_14 = vfmaq_n_f32(C_reg_14, B_reg_4, A.data[(2) * (A.strides[0]) + k]);
  C_reg_15 = vfmaq_n_f32(C_reg_15, B_reg_0, A.data[(3) * (A.strides[0]) + k]);
  C_reg_16 = vfmaq_n_f32(C_reg_16, B_reg_1, A.data[(3) * (A.strides[0]) + k]);
  C_reg_17 = vfmaq_n_f32(C_reg_17, B_reg_2, A.data[(3) * (A.strides[0]) + k]);
  C_reg_18 = vfmaq_n_f32(C_reg_18, B_reg_3, A.data[(3) * (A.strides[0]) + k]);
  C_reg_19 = vfmaq_n_f32(C_reg_19, B_reg_4, A.data[(3) * (A.strides[0]) + k]);
  C_reg_20 = vfmaq_n_f32(C_reg_20, B_reg_0, A.data[(4) * (A.strides[0]) + k]);
  C_reg_21 = vfmaq_n_f32(C_reg_21, B_reg_1, A.data[(4) * (A.strides[0]) + k]);
  C_reg_22 = vfmaq_n_f32(C_reg_22, B_reg_2, A.data[(4) * (A.strides[0]) + k]);
  C_reg_23 = vfmaq_n_f32(C_reg_23, B_reg_3, A.data[(4) * (A.strides[0]) + k]);
  C_reg_24 = vfmaq_n_f32(C_reg_24, B_reg_4, A.data[(4) * (A.strides[0]) + k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[8], C_reg_2);
vst1q_f32(&C.data[12], C_reg_3);
vst1q_f32(&C.data[16], C_reg_4);
vst1q_f32(&C.data[C.strides[0]], C_reg_5);
vst1q_f32(&C.data[C.strides[0] + 4], C_reg_6);
vst1q_f32(&C.data[C.strides[0] + 8], C_reg_7);
vst1q_f32(&C.data[C.strides[0] + 12], C_reg_8);
vst1q_f32(&C.data[C.strides[0] + 16], C_reg_9);
vst1q_f32(&C.data[(2) * (C.strides[0])], C_reg_10);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 4], C_reg_11);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 8], C_reg_12);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 12], C_reg_13);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 16], C_reg_14);
vst1q_f32(&C.data[(3) * (C.strides[0])], C_reg_15);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 4], C_reg_16);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 8], C_reg_17);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 12], C_reg_18);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 16], C_reg_19);
vst1q_f32(&C.data[(4) * (C.strides[0])], C_reg_20);
vst1q_f32(&C.data[(4) * (C.strides[0]) + 4], C_reg_21);
vst1q_f32(&C.data[(4) * (C.strides[0]) + 8], C_reg_22);
vst1q_f32(&C.data[(4) * (C.strides[0]) + 12], C_reg_23);
vst1q_f32(&C.data[(4) * (C.strides[0]) + 16], C_reg_24);
}

// EXOGEMM_SMALL_PREFIX_small_5x20_beta0(
//     K : size,
//     A : [f32][5, K] @DRAM,
//     B : [f32][K, 20] @DRAM,
//     C : [f32][5, 20] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_5x20_beta0( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
float32x4_t C_reg_8;
float32x4_t C_reg_9;
float32x4_t C_reg_10;
float32x4_t C_reg_11;
float32x4_t C_reg_12;
float32x4_t C_reg_13;
float32x4_t C_reg_14;
float32x4_t C_reg_15;
float32x4_t C_reg_16;
float32x4_t C_reg_17;
float32x4_t C_reg_18;
float32x4_t C_reg_19;
float32x4_t C_reg_20;
float32x4_t C_reg_21;
float32x4_t C_reg_22;
float32x4_t C_reg_23;
float32x4_t C_reg_24;
C_reg_0 = vdupq_n_f32(0.0f);
C_reg_1 = vdupq_n_f32(0.0f);
C_reg_2 = vdupq_n_f32(0.0f);
C_reg_3 = vdupq_n_f32(0.0f);
C_reg_4 = vdupq_n_f32(0.0f);
C_reg_5 = vdupq_n_f32(0.0f);
C_reg_6 = vdupq_n_f32(0.0f);
C_reg_7 = vdupq_n_f32(0.0f);
C_reg_8 = vdupq_n_f32(0.0f);
C_reg_9 = vdupq_n_f32(0.0f);
C_reg_10 = vdupq_n_f32(0.0f);
C_reg_11 = vdupq_n_f32(0.0f);
C_reg_12 = vdupq_n_f32(0.0f);
C_reg_13 = vdupq_n_f32(0.0f);
C_reg_14 = vdupq_n_f32(0.0f);
C_reg_15 = vdupq_n_f32(0.0f);
C_reg_16 = vdupq_n_f32(0.0f);
C_reg_17 = vdupq_n_f32(0.0f);
C_reg_18 = vdupq_n_f32(0.0f);
C_reg_19 = vdupq_n_f32(0.0f);
C_reg_20 = vdupq_n_f32(0.0f);
C_reg_21 = vdupq_n_f32(0.0f);
C_reg_22 = vdupq_n_f32(0.0f);
C_reg_23 = vdupq_n_f32(0.0f);
C_reg_24 = vdupq_n_f32(0.0f);
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 80; for (int exo_o = 0; exo_o < 80; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  float32x4_t B_reg_2;
  float32x4_t B_reg_3;
  float32x4_t B_reg_4;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  B_reg_2 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 8]);
  B_reg_3 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 12]);
  B_reg_4 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 16]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, A.data[k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_3, A.data[k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_4, A.data[k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_0, A.data[A.strides[0] + k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_1, A.data[A.strides[0] + k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_2, A.data[A.strides[0] + k]);
  C_reg_8 = vfmaq_n_f32(C_reg_8, B_reg_3, A.data[A.strides[0] + k]);
  C_reg_9 = vfmaq_n_f32(C_reg_9, B_reg_4, A.data[A.strides[0] + k]);
  C_reg_10 = vfmaq_n_f32(C_reg_10, B_reg_0, A.data[(2) * (A.strides[0]) + k]);
  C_reg_11 = vfmaq_n_f32(C_reg_11, B_reg_1, A.data[(2) * (A.strides[0]) + k]);
  C_reg_12 = vfmaq_n_f32(C_reg_12, B_reg_2, A.data[(2) * (A.strides[0]) + k]);
  C_reg_13 = vfmaq_n_f32(C_reg_13, B_reg_3, A.data[(2) * (A.strides[0]) + k]);
  C_reg_14 = vfmaq_n_f32(C_reg_14, B_reg_4, A.data[(2) * (A.strides[0]) + k]);
  C_reg_15 = vfmaq_n_f32(C_reg_15, B_reg_0, A.data[(3) * (A.strides[0]) + k]);
  C_reg_16 = vfmaq_n_f32(C_reg_16, B_reg_1, A.data[(3) * (A.strides[0]) + k]);
  C_reg_17 = vfmaq_n_f32(C_reg_17, B_reg_2, A.data[(3) * (A.strides[0]) + k]);
  C_reg_18 = vfmaq_n_f32(C_reg_18, B_reg_3, A.data[(3) * (A.strides[0]) + k]);
  C_reg_19 = vfmaq_n_f32(C_reg_19, B_reg_4, A.data[(3) * (A.strides[0]) + k]);
  C_reg_20 = vfmaq_n_f32(C_reg_20, B_reg_0, A.data[(4) * (A.strides[0]) + k]);
  C_reg_21 = vfmaq_n_f32(C_reg_21, B_reg_1, A.data[(4) * (A.strides[0]) + k]);
  C_reg_22 = vfmaq_n_f32(C_reg_22, B_reg_2, A.data[(4) * (A.strides[0]) + k]);
  C_reg_23 = vfmaq_n_f32(C_reg_23, B_reg_3, A.data[(4) * (A.strides[0]) + k]);
  C_reg_24 = vfmaq_n_f32(C_reg_24, B_reg_4, A.data[(4) * (A.strides[0]) + k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[8], C_reg_2);
vst1q_f32(&C.data[12], C_reg_3);
vst1q_f32(&C.data[16], C_reg_4);
vst1q_f32(&C.data[C.strides[0]], C_reg_5);
vst1q_f32(&C.data[C.strides[0] + 4], C_reg_6);
vst1q_f32(&C.data[C.strides[0] + 8], C_reg_7);
vst1q_f32(&C.data[C.strides[0] + 12], C_reg_8);
vst1q_f32(&C.data[C.strides[0] + 16], C_reg_9);
vst1q_f32(&C.data[(2) * (C.strides[0])], C_reg_10);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 4], C_reg_11);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 8], C_reg_12);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 12], C_reg_13);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 16], C_reg_14);
vst1q_f32(&C.data[(3) * (C.strides[0])], C_reg_15);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 4], C_reg_16);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 8], C_reg_17);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 12], C_reg_18);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 16], C_reg_19);
vst1q_f32(&C.data[(4) * (C.strides[0])], C_reg_20);
vst1q_f32(&C.data[(4) * (C.strides[0]) + 4], C_reg_21);
vst1q_f32(&C.data[(4) * (C.strides[0]) + 8], C_reg_22);
vst1q_f32(&C.data[(4) * (C.strides[0]) + 12], C_reg_23);
vst1q_f32(&C.data[(4) * (C.strides[0]) + 16], C_reg_24);
}

// EXOGEMM_SMALL_PREFIX_small_5x20_resident(
//     K : size,
//     A : [f32][5, K] @DRAM,
//     B : [f32][K, 20] @DRAM,
//     C : [f32][5, 20] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_5x20_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
float32x4_t C_reg_8;
float32x4_t C_reg_9;
float32x4_t C_reg_10;
float32x4_t C_reg_11;
float32x4_t C_reg_12;
float32x4_t C_reg_13;
float32x4_t C_reg_14;
float32x4_t C_reg_15;
float32x4_t C_reg_16;
float32x4_t C_reg_17;
float32x4_t C_reg_18;
float32x4_t C_reg_19;
float32x4_t C_reg_20;
float32x4_t C_reg_21;
float32x4_t C_reg_22;
float32x4_t C_reg_23;
float32x4_t C_reg_24;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[4]);
C_reg_2 = vld1q_f32(&C.data[8]);
C_reg_3 = vld1q_f32(&C.data[12]);
C_reg_4 = vld1q_f32(&C.data[16]);
C_reg_5 = vld1q_f32(&C.data[C.strides[0]]);
C_reg_6 = vld1q_f32(&C.data[C.strides[0] + 4]);
C_reg_7 = vld1q_f32(&C.data[C.strides[0] + 8]);
C_reg_8 = vld1q_f32(&C.data[C.strides[0] + 12]);
C_reg_9 = vld1q_f32(&C.data[C.strides[0] + 16]);
C_reg_10 = vld1q_f32(&C.data[(2) * (C.strides[0])]);
C_reg_11 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 4]);
C_reg_12 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 8]);
C_reg_13 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 12]);
C_reg_14 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 16]);
C_reg_15 = vld1q_f32(&C.data[(3) * (C.strides[0])]);
C_reg_16 = vld1q_f32(&C.data[(3) * (C.strides[0]) + 4]);
C_reg_17 = vld1q_f32(&C.data[(3) * (C.strides[0]) + 8]);
C_reg_18 = vld1q_f32(&C.data[(3) * (C.strides[0]) + 12]);
C_reg_19 = vld1q_f32(&C.data[(3) * (C.strides[0]) + 16]);
C_reg_20 = vld1q_f32(&C.data[(4) * (C.strides[0])]);
C_reg_21 = vld1q_f32(&C.data[(4) * (C.strides[0]) + 4]);
C_reg_22 = vld1q_f32(&C.data[(4) * (C.strides[0]) + 8]);
C_reg_23 = vld1q_f32(&C.data[(4) * (C.strides[0]) + 12]);
C_reg_24 = vld1q_f32(&C.data[(4) * (C.strides[0]) + 16]);
for (int_fast32_t k = 0; k < K; k++) {
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  float32x4_t B_reg_2;
  float32x4_t B_reg_3;
  float32x4_t B_reg_4;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  B_reg_2 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 8]);
  B_reg_3 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 12]);
  B_reg_4 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 16]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, A.data[k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_3, A.data[k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_4, A.data[k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_0, A.data[A.strides[0] + k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_1, A.data[A.strides[0] + k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_2, A.data[A.strides[0] + k]);
  C_reg_8 = vfmaq_n_f32(C_reg_8, B_reg_3, A.data[A.strides[0] + k]);
  C_reg_9 = vfmaq_n_f32(C_reg_9, B_reg_4, A.data[A.strides[0] + k]);
  C_reg_10 = vfmaq_n_f32(C_reg_10, B_reg_0, A.data[(2) * (A.strides[0]) + k]);
  C_reg_11 = vfmaq_n_f32(C_reg_11, B_reg_1, A.data[(2) * (A.strides[0]) + k]);
  C_reg_12 = vfmaq_n_f32(C_reg_12, B_reg_2, A.data[(2) * (A.strides[0]) + k]);
  C_reg_13 = vfmaq_n_f32(C_reg_13, B_reg_3, A.data[(2) * (A.strides[0]) + k]);
  C_reg_14 = vfmaq_n_f32(C_reg_14, B_reg_4, A.data[(2) * (A.strides[0]) + k]);
  C_reg_15 = vfmaq_n_f32(C_reg_15, B_reg_0, A.data[(3) * (A.strides[0]) + k]);
  C_reg_16 = vfmaq_n_f32(C_reg_16, B_reg_1, A.data[(3) * (A.strides[0]) + k]);
  C_reg_17 = vfmaq_n_f32(C_reg_17, B_reg_2, A.data[(3) * (A.strides[0]) + k]);
  C_reg_18 = vfmaq_n_f32(C_reg_18, B_reg_3, A.data[(3) * (A.strides[0]) + k]);
  C_reg_19 = vfmaq_n_f32(C_reg_19, B_reg_4, A.data[(3) * (A.strides[0]) + k]);
  C_reg_20 = vfmaq_n_f32(C_reg_20, B_reg_0, A.data[(4) * (A.strides[0]) + k]);
  C_reg_21 = vfmaq_n_f32(C_reg_21, B_reg_1, A.data[(4) * (A.strides[0]) + k]);
  C_reg_22 = vfmaq_n_f32(C_reg_22, B_reg_2, A.data[(4) * (A.strides[0]) + k]);
  C_reg_23 = vfmaq_n_f32(C_reg_23, B_reg_3, A.data[(4) * (A.strides[0]) + k]);
  C_reg_24 = vfmaq_n_f32(C_reg_24, B_reg_4, A.data[(4) * (A.strides[0]) + k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[8], C_reg_2);
vst1q_f32(&C.data[12], C_reg_3);
vst1q_f32(&C.data[16], C_reg_4);
vst1q_f32(&C.data[C.strides[0]], C_reg_5);
vst1q_f32(&C.data[C.strides[0] + 4], C_reg_6);
vst1q_f32(&C.data[C.strides[0] + 8], C_reg_7);
vst1q_f32(&C.data[C.strides[0] + 12], C_reg_8);
vst1q_f32(&C.data[C.strides[0] + 16], C_reg_9);
vst1q_f32(&C.data[(2) * (C.strides[0])], C_reg_10);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 4], C_reg_11);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 8], C_reg_12);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 12], C_reg_13);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 16], C_reg_14);
vst1q_f32(&C.data[(3) * (C.strides[0])], C_reg_15);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 4], C_reg_16);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 8], C_reg_17);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 12], C_reg_18);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 16], C_reg_19);
vst1q_f32(&C.data[(4) * (C.strides[0])], C_reg_20);
vst1q_f32(&C.data[(4) * (C.strides[0]) + 4], C_reg_21);
vst1q_f32(&C.data[(4) * (C.strides[0]) + 8], C_reg_22);
vst1q_f32(&C.data[(4) * (C.strides[0]) + 12], C_reg_23);
vst1q_f32(&C.data[(4) * (C.strides[0]) + 16], C_reg_24);
}

// EXOGEMM_SMALL_PREFIX_small_5x20_resident_beta0(
//     K : size,
//     A : [f32][5, K] @DRAM,
//     B : [f32][K, 20] @DRAM,
//     C : [f32][5, 20] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_5x20_resident_beta0( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
float32x4_t C_reg_8;
float32x4_t C_reg_9;
float32x4_t C_reg_10;
float32x4_t C_reg_11;
float32x4_t C_reg_12;
float32x4_t C_reg_13;
float32x4_t C_reg_14;
float32x4_t C_reg_15;
float32x4_t C_reg_16;
float32x4_t C_reg_17;
float32x4_t C_reg_18;
float32x4_t C_reg_19;
float32x4_t C_reg_20;
float32x4_t C_reg_21;
float32x4_t C_reg_22;
float32x4_t C_reg_23;
float32x4_t C_reg_24;
C_reg_0 = vdupq_n_f32(0.0f);
C_reg_1 = vdupq_n_f32(0.0f);
C_reg_2 = vdupq_n_f32(0.0f);
C_reg_3 = vdupq_n_f32(0.0f);
C_reg_4 = vdupq_n_f32(0.0f);
C_reg_5 = vdupq_n_f32(0.0f);
C_reg_6 = vdupq_n_f32(0.0f);
C_reg_7 = vdupq_n_f32(0.0f);
C_reg_8 = vdupq_n_f32(0.0f);
C_reg_9 = vdupq_n_f32(0.0f);
C_reg_10 = vdupq_n_f32(0.0f);
C_reg_11 = vdupq_n_f32(0.0f);
C_reg_12 = vdupq_n_f32(0.0f);
C_reg_13 = vdupq_n_f32(0.0f);
C_reg_14 = vdupq_n_f32(0.0f);
C_reg_15 = vdupq_n_f32(0.0f);
C_reg_16 = vdupq_n_f32(0.0f);
C_reg_17 = vdupq_n_f32(0.0f);
C_reg_18 = vdupq_n_f32(0.0f);
C_reg_19 = vdupq_n_f32(0.0f);
C_reg_20 = vdupq_n_f32(0.0f);
C_reg_21 = vdupq_n_f32(0.0f);
C_reg_22 = vdupq_n_f32(0.0f);
C_reg_23 = vdupq_n_f32(0.0f);
C_reg_24 = vdupq_n_f32(0.0f);
for (int_fast32_t k = 0; k < K; k++) {
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  float32x4_t B_reg_2;
  float32x4_t B_reg_3;
  float32x4_t B_reg_4;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  B_reg_2 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 8]);
  B_reg_3 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 12]);
  B_reg_4 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 16]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, A.data[k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_3, A.data[k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_4, A.data[k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_0, A.data[A.strides[0] + k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_1, A.data[A.strides[0] + k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_2, A.data[A.strides[0] + k]);
  C_reg_8 = vfmaq_n_f32(C_reg_8, B_reg_3, A.data[A.strides[0] + k]);
  C_reg_9 = vfmaq_n_f32(C_reg_9, B_reg_4, A.data[A.strides[0] + k]);
  C_reg_10 = vfmaq_n_f32(C_reg_10, B_reg_0, A.data[(2) * (A.strides[0]) + k]);
  C_reg_11 = vfmaq_n_f32(C_reg_11, B_reg_1, A.data[(2) * (A.strides[0]) + k]);
  C_reg_12 = vfmaq_n_f32(C_reg_12, B_reg_2, A.data[(2) * (A.strides[0]) + k]);
  C_reg_13 = vfmaq_n_f32(C_reg_13, B_reg_3, A.data[(2) * (A.strides[0]) + k]);
  C_reg_14 = vfmaq_n_f32(C_reg_14, B_reg_4, A.data[(2) * (A.strides[0]) + k]);
  C_reg_15 = vfmaq_n_f32(C_reg_15, B_reg_0, A.data[(3) * (A.strides[0]) + k]);
  C_reg_16 = vfmaq_n_f32(C_reg_16, B_reg_1, A.data[(3) * (A.strides[0]) + k]);
  C_reg_17 = vfmaq_n_f32(C_reg_17, B_reg_2, A.data[(3) * (A.strides[0]) + k]);
  C_reg_18 = vfmaq_n_f32(C_reg_18, B_reg_3, A.data[(3) * (A.strides[0]) + k]);
  C_reg_19 = vfmaq_n_f32(C_reg_19, B_reg_4, A.data[(3) * (A.strides[0]) + k]);
  C_reg_20 = vfmaq_n_f32(C_reg_20, B_reg_0, A.data[(4) * (A.strides[0]) + k]);
  C_reg_21 = vfmaq_n_f32(C_reg_21, B_reg_1, A.data[(4) * (A.strides[0]) + k]);
  C_reg_22 = vfmaq_n_f32(C_reg_22, B_reg_2, A.data[(4) * (A.strides[0]) + k]);
  C_reg_23 = vfmaq_n_f32(C_reg_23, B_reg_3, A.data[(4) * (A.strides[0]) + k]);
  C_reg_24 = vfmaq_n_f32(C_reg_24, B_reg_4, A.data[(4) * (A.strides[0]) + k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[8], C_reg_2);
vst1q_f32(&C.data[12], C_reg_3);
vst1q_f32(&C.data[16], C_reg_4);
vst1q_f32(&C.data[C.strides[0]], C_reg_5);
vst1q_f32(&C.data[C.strides[0] + 4], C_reg_6);
vst1q_f32(&C.data[C.strides[0] + 8], C_reg_7);
vst1q_f32(&C.data[C.strides[0] + 12], C_reg_8);
vst1q_f32(&C.data[C.strides[0] + 16], C_reg_9);
vst1q_f32(&C.data[(2) * (C.strides[0])], C_reg_10);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 4], C_reg_11);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 8], C_reg_12);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 12], C_reg_13);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 16], C_reg_14);
vst1q_f32(&C.data[(3) * (C.strides[0])], C_reg_15);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 4], C_reg_16);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 8], C_reg_17);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 12], C_reg_18);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 16], C_reg_19);
vst1q_f32(&C.data[(4) * (C.strides[0])], C_reg_20);
vst1q_f32(&C.data[(4) * (C.strides[0]) + 4], C_reg_21);
vst1q_f32(&C.data[(4) * (C.strides[0]) + 8], C_reg_22);
vst1q_f32(&C.data[(4) * (C.strides[0]) + 12], C_reg_23);
vst1q_f32(&C.data[(4) * (C.strides[0]) + 16], C_reg_24);
}

// EXOGEMM_SMALL_PREFIX_small_5x4(
//     K : size,
//     A : [f32][5, K] @DRAM,
//     B : [f32][K, 4] @DRAM,
//     C : [f32][5, 4] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_5x4( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[C.strides[0]]);
C_reg_2 = vld1q_f32(&C.data[(2) * (C.strides[0])]);
C_reg_3 = vld1q_f32(&C.data[(3) * (C.strides[0])]);
C_reg_4 = vld1q_f32(&C.data[(4) * (C.strides[0])]);
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 16; for (int exo_o = 0; exo_o < 16; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  float32x4_t B_reg_0;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_0, A.data[A.strides[0] + k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_0, A.data[(2) * (A.strides[0]) + k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_0, A.data[(3) * (A.strides[0]) + k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_0, A.data[(4) * (A.strides[0]) + k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[C.strides[0]], C_reg_1);
vst1q_f32(&C.data[(2) * (C.strides[0])], C_reg_2);
vst1q_f32(&C.data[(3) * (C.strides[0])], C_reg_3);
vst1q_f32(&C.data[(4) * (C.strides[0])], C_reg_4);
}

// EXOGEMM_SMALL_PREFIX_small_5x4_resident(
//     K : size,
//     A : [f32][5, K] @DRAM,
//     B : [f32][K, 4] @DRAM,
//     C : [f32][5, 4] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_5x4_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[C.strides[0]]);
C_reg_2 = vld1q_f32(&C.data[(2) * (C.strides[0])]);
C_reg_3 = vld1q_f32(&C.data[(3) * (C.strides[0])]);
C_reg_4 = vld1q_f32(&C.data[(4) * (C.strides[0])]);
for (int_fast32_t k = 0; k < K; k++) {
  float32x4_t B_reg_0;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_0, A.data[A.strides[0] + k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_0, A.data[(2) * (A.strides[0]) + k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_0, A.data[(3) * (A.strides[0]) + k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_0, A.data[(4) * (A.strides[0]) + k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[C.strides[0]], C_reg_1);
vst1q_f32(&C.data[(2) * (C.strides[0])], C_reg_2);
vst1q_f32(&C.data[(3) * (C.strides[0])], C_reg_3);
vst1q_f32(&C.data[(4) * (C.strides[0])], C_reg_4);
}

// EXOGEMM_SMALL_PREFIX_small_5x4pw(
//     K : size,
//     W : size,
//     A : [f32][5, K] @DRAM,
//     B : [f32][K, 4 + W] @DRAM,
//     C : [f32][5, 4 + W] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_5x4pw( void *ctxt, int_fast32_t K, int_fast32_t W, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
EXO_ASSUME(W <= 4);
float32x4_t C_full_0;
float32x4_t C_full_1;
float32x4_t C_full_2;
float32x4_t C_full_3;
float32x4_t C_full_4;
C_full_0 = vld1q_f32(&C.data[0]);
C_full_1 = vld1q_f32(&C.data[C.strides[0]]);
C_full_2 = vld1q_f32(&C.data[(2) * (C.strides[0])]);
C_full_3 = vld1q_f32(&C.data[(3) * (C.strides[0])]);
C_full_4 = vld1q_f32(&C.data[(4) * (C.strides[0])]);
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
C_reg_0 = exogemm_neon_load_tail(&C.data[4], (W));
C_reg_1 = exogemm_neon_load_tail(&C.data[C.strides[0] + 4], (W));
C_reg_2 = exogemm_neon_load_tail(&C.data[(2) * (C.strides[0]) + 4], (W));
C_reg_3 = exogemm_neon_load_tail(&C.data[(3) * (C.strides[0]) + 4], (W));
C_reg_4 = exogemm_neon_load_tail(&C.data[(4) * (C.strides[0]) + 4], (W));
for (int_fast32_t k = 0; k < K; k++) {
  float32x4_t B_full;
  B_full = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  float32x4_t B_reg;
  B_reg = exogemm_neon_load_tail(&B.data[(k) * (B.strides[0]) + 4], (W));
  C_full_0 = vfmaq_n_f32(C_full_0, B_full, A.data[k]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg, A.data[k]);
  C_full_1 = vfmaq_n_f32(C_full_1, B_full, A.data[A.strides[0] + k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg, A.data[A.strides[0] + k]);
  C_full_2 = vfmaq_n_f32(C_full_2, B_full, A.data[(2) * (A.strides[0]) + k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg, A.data[(2) * (A.strides[0]) + k]);
  C_full_3 = vfmaq_n_f32(C_full_3, B_full, A.data[(3) * (A.strides[0]) + k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg, A.data[(3) * (A.strides[0]) + k]);
  C_full_4 = vfmaq_n_f32(C_full_4, B_full, A.data[(4) * (A.strides[0]) + k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg, A.data[(4) * (A.strides[0]) + k]);
}
exogemm_neon_store_tail(&C.data[4], C_reg_0, (W));
exogemm_neon_store_tail(&C.data[C.strides[0] + 4], C_reg_1, (W));
exogemm_neon_store_tail(&C.data[(2) * (C.strides[0]) + 4], C_reg_2, (W));
exogemm_neon_store_tail(&C.data[(3) * (C.strides[0]) + 4], C_reg_3, (W));
exogemm_neon_store_tail(&C.data[(4) * (C.strides[0]) + 4], C_reg_4, (W));
vst1q_f32(&C.data[0], C_full_0);
vst1q_f32(&C.data[C.strides[0]], C_full_1);
vst1q_f32(&C.data[(2) * (C.strides[0])], C_full_2);
vst1q_f32(&C.data[(3) * (C.strides[0])], C_full_3);
vst1q_f32(&C.data[(4) * (C.strides[0])], C_full_4);
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
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
float32x4_t C_reg_8;
float32x4_t C_reg_9;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[4]);
C_reg_2 = vld1q_f32(&C.data[C.strides[0]]);
C_reg_3 = vld1q_f32(&C.data[C.strides[0] + 4]);
C_reg_4 = vld1q_f32(&C.data[(2) * (C.strides[0])]);
C_reg_5 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 4]);
C_reg_6 = vld1q_f32(&C.data[(3) * (C.strides[0])]);
C_reg_7 = vld1q_f32(&C.data[(3) * (C.strides[0]) + 4]);
C_reg_8 = vld1q_f32(&C.data[(4) * (C.strides[0])]);
C_reg_9 = vld1q_f32(&C.data[(4) * (C.strides[0]) + 4]);
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 32; for (int exo_o = 0; exo_o < 32; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_0, A.data[A.strides[0] + k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_1, A.data[A.strides[0] + k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_0, A.data[(2) * (A.strides[0]) + k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_1, A.data[(2) * (A.strides[0]) + k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_0, A.data[(3) * (A.strides[0]) + k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_1, A.data[(3) * (A.strides[0]) + k]);
  C_reg_8 = vfmaq_n_f32(C_reg_8, B_reg_0, A.data[(4) * (A.strides[0]) + k]);
  C_reg_9 = vfmaq_n_f32(C_reg_9, B_reg_1, A.data[(4) * (A.strides[0]) + k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[C.strides[0]], C_reg_2);
vst1q_f32(&C.data[C.strides[0] + 4], C_reg_3);
vst1q_f32(&C.data[(2) * (C.strides[0])], C_reg_4);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 4], C_reg_5);
vst1q_f32(&C.data[(3) * (C.strides[0])], C_reg_6);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 4], C_reg_7);
vst1q_f32(&C.data[(4) * (C.strides[0])], C_reg_8);
vst1q_f32(&C.data[(4) * (C.strides[0]) + 4], C_reg_9);
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
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
float32x4_t C_reg_8;
float32x4_t C_reg_9;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[4]);
C_reg_2 = vld1q_f32(&C.data[C.strides[0]]);
C_reg_3 = vld1q_f32(&C.data[C.strides[0] + 4]);
C_reg_4 = vld1q_f32(&C.data[(2) * (C.strides[0])]);
C_reg_5 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 4]);
C_reg_6 = vld1q_f32(&C.data[(3) * (C.strides[0])]);
C_reg_7 = vld1q_f32(&C.data[(3) * (C.strides[0]) + 4]);
C_reg_8 = vld1q_f32(&C.data[(4) * (C.strides[0])]);
C_reg_9 = vld1q_f32(&C.data[(4) * (C.strides[0]) + 4]);
for (int_fast32_t k = 0; k < K; k++) {
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_0, A.data[A.strides[0] + k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_1, A.data[A.strides[0] + k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_0, A.data[(2) * (A.strides[0]) + k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_1, A.data[(2) * (A.strides[0]) + k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_0, A.data[(3) * (A.strides[0]) + k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_1, A.data[(3) * (A.strides[0]) + k]);
  C_reg_8 = vfmaq_n_f32(C_reg_8, B_reg_0, A.data[(4) * (A.strides[0]) + k]);
  C_reg_9 = vfmaq_n_f32(C_reg_9, B_reg_1, A.data[(4) * (A.strides[0]) + k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[C.strides[0]], C_reg_2);
vst1q_f32(&C.data[C.strides[0] + 4], C_reg_3);
vst1q_f32(&C.data[(2) * (C.strides[0])], C_reg_4);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 4], C_reg_5);
vst1q_f32(&C.data[(3) * (C.strides[0])], C_reg_6);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 4], C_reg_7);
vst1q_f32(&C.data[(4) * (C.strides[0])], C_reg_8);
vst1q_f32(&C.data[(4) * (C.strides[0]) + 4], C_reg_9);
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
EXO_ASSUME(W <= 4);
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
C_reg_0 = exogemm_neon_load_tail(&C.data[0], (W));
C_reg_1 = exogemm_neon_load_tail(&C.data[C.strides[0]], (W));
C_reg_2 = exogemm_neon_load_tail(&C.data[(2) * (C.strides[0])], (W));
C_reg_3 = exogemm_neon_load_tail(&C.data[(3) * (C.strides[0])], (W));
C_reg_4 = exogemm_neon_load_tail(&C.data[(4) * (C.strides[0])], (W));
for (int_fast32_t k = 0; k < K; k++) {
  float32x4_t B_reg;
  B_reg = exogemm_neon_load_tail(&B.data[(k) * (B.strides[0])], (W));
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg, A.data[A.strides[0] + k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg, A.data[(2) * (A.strides[0]) + k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg, A.data[(3) * (A.strides[0]) + k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg, A.data[(4) * (A.strides[0]) + k]);
}
exogemm_neon_store_tail(&C.data[0], C_reg_0, (W));
exogemm_neon_store_tail(&C.data[C.strides[0]], C_reg_1, (W));
exogemm_neon_store_tail(&C.data[(2) * (C.strides[0])], C_reg_2, (W));
exogemm_neon_store_tail(&C.data[(3) * (C.strides[0])], C_reg_3, (W));
exogemm_neon_store_tail(&C.data[(4) * (C.strides[0])], C_reg_4, (W));
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
EXO_ASSUME(W <= 4);
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
C_reg_0 = vdupq_n_f32(0.0f);
C_reg_1 = vdupq_n_f32(0.0f);
C_reg_2 = vdupq_n_f32(0.0f);
C_reg_3 = vdupq_n_f32(0.0f);
C_reg_4 = vdupq_n_f32(0.0f);
for (int_fast32_t k = 0; k < K; k++) {
  float32x4_t B_reg;
  B_reg = exogemm_neon_load_tail(&B.data[(k) * (B.strides[0])], (W));
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg, A.data[A.strides[0] + k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg, A.data[(2) * (A.strides[0]) + k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg, A.data[(3) * (A.strides[0]) + k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg, A.data[(4) * (A.strides[0]) + k]);
}
exogemm_neon_store_tail(&C.data[0], C_reg_0, (W));
exogemm_neon_store_tail(&C.data[C.strides[0]], C_reg_1, (W));
exogemm_neon_store_tail(&C.data[(2) * (C.strides[0])], C_reg_2, (W));
exogemm_neon_store_tail(&C.data[(3) * (C.strides[0])], C_reg_3, (W));
exogemm_neon_store_tail(&C.data[(4) * (C.strides[0])], C_reg_4, (W));
}

// EXOGEMM_SMALL_PREFIX_small_6x12(
//     K : size,
//     A : [f32][6, K] @DRAM,
//     B : [f32][K, 12] @DRAM,
//     C : [f32][6, 12] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_6x12( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
float32x4_t C_reg_8;
float32x4_t C_reg_9;
float32x4_t C_reg_10;
float32x4_t C_reg_11;
float32x4_t C_reg_12;
float32x4_t C_reg_13;
float32x4_t C_reg_14;
float32x4_t C_reg_15;
float32x4_t C_reg_16;
float32x4_t C_reg_17;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[4]);
C_reg_2 = vld1q_f32(&C.data[8]);
C_reg_3 = vld1q_f32(&C.data[C.strides[0]]);
C_reg_4 = vld1q_f32(&C.data[C.strides[0] + 4]);
C_reg_5 = vld1q_f32(&C.data[C.strides[0] + 8]);
C_reg_6 = vld1q_f32(&C.data[(2) * (C.strides[0])]);
C_reg_7 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 4]);
C_reg_8 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 8]);
C_reg_9 = vld1q_f32(&C.data[(3) * (C.strides[0])]);
C_reg_10 = vld1q_f32(&C.data[(3) * (C.strides[0]) + 4]);
C_reg_11 = vld1q_f32(&C.data[(3) * (C.strides[0]) + 8]);
C_reg_12 = vld1q_f32(&C.data[(4) * (C.strides[0])]);
C_reg_13 = vld1q_f32(&C.data[(4) * (C.strides[0]) + 4]);
C_reg_14 = vld1q_f32(&C.data[(4) * (C.strides[0]) + 8]);
C_reg_15 = vld1q_f32(&C.data[(5) * (C.strides[0])]);
C_reg_16 = vld1q_f32(&C.data[(5) * (C.strides[0]) + 4]);
C_reg_17 = vld1q_f32(&C.data[(5) * (C.strides[0]) + 8]);
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 48; for (int exo_o = 0; exo_o < 48; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  float32x4_t B_reg_2;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  B_reg_2 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 8]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, A.data[k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_0, A.data[A.strides[0] + k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_1, A.data[A.strides[0] + k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_2, A.data[A.strides[0] + k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_0, A.data[(2) * (A.strides[0]) + k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_1, A.data[(2) * (A.strides[0]) + k]);
  C_reg_8 = vfmaq_n_f32(C_reg_8, B_reg_2, A.data[(2) * (A.strides[0]) + k]);
  C_reg_9 = vfmaq_n_f32(C_reg_9, B_reg_0, A.data[(3) * (A.strides[0]) + k]);
  C_reg_10 = vfmaq_n_f32(C_reg_10, B_reg_1, A.data[(3) * (A.strides[0]) + k]);
  C_reg_11 = vfmaq_n_f32(C_reg_11, B_reg_2, A.data[(3) * (A.strides[0]) + k]);
  C_reg_12 = vfmaq_n_f32(C_reg_12, B_reg_0, A.data[(4) * (A.strides[0]) + k]);
  C_reg_13 = vfmaq_n_f32(C_reg_13, B_reg_1, A.data[(4) * (A.strides[0]) + k]);
  C_reg_14 = vfmaq_n_f32(C_reg_14, B_reg_2, A.data[(4) * (A.strides[0]) + k]);
  C_reg_15 = vfmaq_n_f32(C_reg_15, B_reg_0, A.data[(5) * (A.strides[0]) + k]);
  C_reg_16 = vfmaq_n_f32(C_reg_16, B_reg_1, A.data[(5) * (A.strides[0]) + k]);
  C_reg_17 = vfmaq_n_f32(C_reg_17, B_reg_2, A.data[(5) * (A.strides[0]) + k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[8], C_reg_2);
vst1q_f32(&C.data[C.strides[0]], C_reg_3);
vst1q_f32(&C.data[C.strides[0] + 4], C_reg_4);
vst1q_f32(&C.data[C.strides[0] + 8], C_reg_5);
vst1q_f32(&C.data[(2) * (C.strides[0])], C_reg_6);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 4], C_reg_7);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 8], C_reg_8);
vst1q_f32(&C.data[(3) * (C.strides[0])], C_reg_9);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 4], C_reg_10);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 8], C_reg_11);
vst1q_f32(&C.data[(4) * (C.strides[0])], C_reg_12);
vst1q_f32(&C.data[(4) * (C.strides[0]) + 4], C_reg_13);
vst1q_f32(&C.data[(4) * (C.strides[0]) + 8], C_reg_14);
vst1q_f32(&C.data[(5) * (C.strides[0])], C_reg_15);
vst1q_f32(&C.data[(5) * (C.strides[0]) + 4], C_reg_16);
vst1q_f32(&C.data[(5) * (C.strides[0]) + 8], C_reg_17);
}

// EXOGEMM_SMALL_PREFIX_small_6x12_resident(
//     K : size,
//     A : [f32][6, K] @DRAM,
//     B : [f32][K, 12] @DRAM,
//     C : [f32][6, 12] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_6x12_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
float32x4_t C_reg_8;
float32x4_t C_reg_9;
float32x4_t C_reg_10;
float32x4_t C_reg_11;
float32x4_t C_reg_12;
float32x4_t C_reg_13;
float32x4_t C_reg_14;
float32x4_t C_reg_15;
float32x4_t C_reg_16;
float32x4_t C_reg_17;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[4]);
C_reg_2 = vld1q_f32(&C.data[8]);
C_reg_3 = vld1q_f32(&C.data[C.strides[0]]);
C_reg_4 = vld1q_f32(&C.data[C.strides[0] + 4]);
C_reg_5 = vld1q_f32(&C.data[C.strides[0] + 8]);
C_reg_6 = vld1q_f32(&C.data[(2) * (C.strides[0])]);
C_reg_7 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 4]);
C_reg_8 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 8]);
C_reg_9 = vld1q_f32(&C.data[(3) * (C.strides[0])]);
C_reg_10 = vld1q_f32(&C.data[(3) * (C.strides[0]) + 4]);
C_reg_11 = vld1q_f32(&C.data[(3) * (C.strides[0]) + 8]);
C_reg_12 = vld1q_f32(&C.data[(4) * (C.strides[0])]);
C_reg_13 = vld1q_f32(&C.data[(4) * (C.strides[0]) + 4]);
C_reg_14 = vld1q_f32(&C.data[(4) * (C.strides[0]) + 8]);
C_reg_15 = vld1q_f32(&C.data[(5) * (C.strides[0])]);
C_reg_16 = vld1q_f32(&C.data[(5) * (C.strides[0]) + 4]);
C_reg_17 = vld1q_f32(&C.data[(5) * (C.strides[0]) + 8]);
for (int_fast32_t k = 0; k < K; k++) {
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  float32x4_t B_reg_2;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  B_reg_2 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 8]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, A.data[k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_0, A.data[A.strides[0] + k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_1, A.data[A.strides[0] + k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_2, A.data[A.strides[0] + k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_0, A.data[(2) * (A.strides[0]) + k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_1, A.data[(2) * (A.strides[0]) + k]);
  C_reg_8 = vfmaq_n_f32(C_reg_8, B_reg_2, A.data[(2) * (A.strides[0]) + k]);
  C_reg_9 = vfmaq_n_f32(C_reg_9, B_reg_0, A.data[(3) * (A.strides[0]) + k]);
  C_reg_10 = vfmaq_n_f32(C_reg_10, B_reg_1, A.data[(3) * (A.strides[0]) + k]);
  C_reg_11 = vfmaq_n_f32(C_reg_11, B_reg_2, A.data[(3) * (A.strides[0]) + k]);
  C_reg_12 = vfmaq_n_f32(C_reg_12, B_reg_0, A.data[(4) * (A.strides[0]) + k]);
  C_reg_13 = vfmaq_n_f32(C_reg_13, B_reg_1, A.data[(4) * (A.strides[0]) + k]);
  C_reg_14 = vfmaq_n_f32(C_reg_14, B_reg_2, A.data[(4) * (A.strides[0]) + k]);
  C_reg_15 = vfmaq_n_f32(C_reg_15, B_reg_0, A.data[(5) * (A.strides[0]) + k]);
  C_reg_16 = vfmaq_n_f32(C_reg_16, B_reg_1, A.data[(5) * (A.strides[0]) + k]);
  C_reg_17 = vfmaq_n_f32(C_reg_17, B_reg_2, A.data[(5) * (A.strides[0]) + k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[8], C_reg_2);
vst1q_f32(&C.data[C.strides[0]], C_reg_3);
vst1q_f32(&C.data[C.strides[0] + 4], C_reg_4);
vst1q_f32(&C.data[C.strides[0] + 8], C_reg_5);
vst1q_f32(&C.data[(2) * (C.strides[0])], C_reg_6);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 4], C_reg_7);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 8], C_reg_8);
vst1q_f32(&C.data[(3) * (C.strides[0])], C_reg_9);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 4], C_reg_10);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 8], C_reg_11);
vst1q_f32(&C.data[(4) * (C.strides[0])], C_reg_12);
vst1q_f32(&C.data[(4) * (C.strides[0]) + 4], C_reg_13);
vst1q_f32(&C.data[(4) * (C.strides[0]) + 8], C_reg_14);
vst1q_f32(&C.data[(5) * (C.strides[0])], C_reg_15);
vst1q_f32(&C.data[(5) * (C.strides[0]) + 4], C_reg_16);
vst1q_f32(&C.data[(5) * (C.strides[0]) + 8], C_reg_17);
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
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
float32x4_t C_reg_8;
float32x4_t C_reg_9;
float32x4_t C_reg_10;
float32x4_t C_reg_11;
float32x4_t C_reg_12;
float32x4_t C_reg_13;
float32x4_t C_reg_14;
float32x4_t C_reg_15;
float32x4_t C_reg_16;
float32x4_t C_reg_17;
float32x4_t C_reg_18;
float32x4_t C_reg_19;
float32x4_t C_reg_20;
float32x4_t C_reg_21;
float32x4_t C_reg_22;
float32x4_t C_reg_23;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[4]);
C_reg_2 = vld1q_f32(&C.data[8]);
C_reg_3 = vld1q_f32(&C.data[12]);
C_reg_4 = vld1q_f32(&C.data[C.strides[0]]);
C_reg_5 = vld1q_f32(&C.data[C.strides[0] + 4]);
C_reg_6 = vld1q_f32(&C.data[C.strides[0] + 8]);
C_reg_7 = vld1q_f32(&C.data[C.strides[0] + 12]);
C_reg_8 = vld1q_f32(&C.data[(2) * (C.strides[0])]);
C_reg_9 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 4]);
C_reg_10 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 8]);
C_reg_11 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 12]);
C_reg_12 = vld1q_f32(&C.data[(3) * (C.strides[0])]);
C_reg_13 = vld1q_f32(&C.data[(3) * (C.strides[0]) + 4]);
C_reg_14 = vld1q_f32(&C.data[(3) * (C.strides[0]) + 8]);
C_reg_15 = vld1q_f32(&C.data[(3) * (C.strides[0]) + 12]);
C_reg_16 = vld1q_f32(&C.data[(4) * (C.strides[0])]);
C_reg_17 = vld1q_f32(&C.data[(4) * (C.strides[0]) + 4]);
C_reg_18 = vld1q_f32(&C.data[(4) * (C.strides[0]) + 8]);
C_reg_19 = vld1q_f32(&C.data[(4) * (C.strides[0]) + 12]);
C_reg_20 = vld1q_f32(&C.data[(5) * (C.strides[0])]);
C_reg_21 = vld1q_f32(&C.data[(5) * (C.strides[0]) + 4]);
C_reg_22 = vld1q_f32(&C.data[(5) * (C.strides[0]) + 8]);
C_reg_23 = vld1q_f32(&C.data[(5) * (C.strides[0]) + 12]);
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 64; for (int exo_o = 0; exo_o < 64; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  float32x4_t B_reg_2;
  float32x4_t B_reg_3;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  B_reg_2 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 8]);
  B_reg_3 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 12]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, A.data[k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_3, A.data[k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_0, A.data[A.strides[0] + k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_1, A.data[A.strides[0] + k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_2, A.data[A.strides[0] + k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_3, A.data[A.strides[0] + k]);
  C_reg_8 = vfmaq_n_f32(C_reg_8, B_reg_0, A.data[(2) * (A.strides[0]) + k]);
  C_reg_9 = vfmaq_n_f32(C_reg_9, B_reg_1, A.data[(2) * (A.strides[0]) + k]);
  C_reg_10 = vfmaq_n_f32(C_reg_10, B_reg_2, A.data[(2) * (A.strides[0]) + k]);
  C_reg_11 = vfmaq_n_f32(C_reg_11, B_reg_3, A.data[(2) * (A.strides[0]) + k]);
  C_reg_12 = vfmaq_n_f32(C_reg_12, B_reg_0, A.data[(3) * (A.strides[0]) + k]);
  C_reg_13 = vfmaq_n_f32(C_reg_13, B_reg_1, A.data[(3) * (A.strides[0]) + k]);
  C_reg_14 = vfmaq_n_f32(C_reg_14, B_reg_2, A.data[(3) * (A.strides[0]) + k]);
  C_reg_15 = vfmaq_n_f32(C_reg_15, B_reg_3, A.data[(3) * (A.strides[0]) + k]);
  C_reg_16 = vfmaq_n_f32(C_reg_16, B_reg_0, A.data[(4) * (A.strides[0]) + k]);
  C_reg_17 = vfmaq_n_f32(C_reg_17, B_reg_1, A.data[(4) * (A.strides[0]) + k]);
  C_reg_18 = vfmaq_n_f32(C_reg_18, B_reg_2, A.data[(4) * (A.strides[0]) + k]);
  C_reg_19 = vfmaq_n_f32(C_reg_19, B_reg_3, A.data[(4) * (A.strides[0]) + k]);
  C_reg_20 = vfmaq_n_f32(C_reg_20, B_reg_0, A.data[(5) * (A.strides[0]) + k]);
  C_reg_21 = vfmaq_n_f32(C_reg_21, B_reg_1, A.data[(5) * (A.strides[0]) + k]);
  C_reg_22 = vfmaq_n_f32(C_reg_22, B_reg_2, A.data[(5) * (A.strides[0]) + k]);
  C_reg_23 = vfmaq_n_f32(C_reg_23, B_reg_3, A.data[(5) * (A.strides[0]) + k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[8], C_reg_2);
vst1q_f32(&C.data[12], C_reg_3);
vst1q_f32(&C.data[C.strides[0]], C_reg_4);
vst1q_f32(&C.data[C.strides[0] + 4], C_reg_5);
vst1q_f32(&C.data[C.strides[0] + 8], C_reg_6);
vst1q_f32(&C.data[C.strides[0] + 12], C_reg_7);
vst1q_f32(&C.data[(2) * (C.strides[0])], C_reg_8);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 4], C_reg_9);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 8], C_reg_10);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 12], C_reg_11);
vst1q_f32(&C.data[(3) * (C.strides[0])], C_reg_12);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 4], C_reg_13);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 8], C_reg_14);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 12], C_reg_15);
vst1q_f32(&C.data[(4) * (C.strides[0])], C_reg_16);
vst1q_f32(&C.data[(4) * (C.strides[0]) + 4], C_reg_17);
vst1q_f32(&C.data[(4) * (C.strides[0]) + 8], C_reg_18);
vst1q_f32(&C.data[(4) * (C.strides[0]) + 12], C_reg_19);
vst1q_f32(&C.data[(5) * (C.strides[0])], C_reg_20);
vst1q_f32(&C.data[(5) * (C.strides[0]) + 4], C_reg_21);
vst1q_f32(&C.data[(5) * (C.strides[0]) + 8], C_reg_22);
vst1q_f32(&C.data[(5) * (C.strides[0]) + 12], C_reg_23);
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
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
float32x4_t C_reg_8;
float32x4_t C_reg_9;
float32x4_t C_reg_10;
float32x4_t C_reg_11;
float32x4_t C_reg_12;
float32x4_t C_reg_13;
float32x4_t C_reg_14;
float32x4_t C_reg_15;
float32x4_t C_reg_16;
float32x4_t C_reg_17;
float32x4_t C_reg_18;
float32x4_t C_reg_19;
float32x4_t C_reg_20;
float32x4_t C_reg_21;
float32x4_t C_reg_22;
float32x4_t C_reg_23;
C_reg_0 = vdupq_n_f32(0.0f);
C_reg_1 = vdupq_n_f32(0.0f);
C_reg_2 = vdupq_n_f32(0.0f);
C_reg_3 = vdupq_n_f32(0.0f);
C_reg_4 = vdupq_n_f32(0.0f);
C_reg_5 = vdupq_n_f32(0.0f);
C_reg_6 = vdupq_n_f32(0.0f);
C_reg_7 = vdupq_n_f32(0.0f);
C_reg_8 = vdupq_n_f32(0.0f);
C_reg_9 = vdupq_n_f32(0.0f);
C_reg_10 = vdupq_n_f32(0.0f);
C_reg_11 = vdupq_n_f32(0.0f);
C_reg_12 = vdupq_n_f32(0.0f);
C_reg_13 = vdupq_n_f32(0.0f);
C_reg_14 = vdupq_n_f32(0.0f);
C_reg_15 = vdupq_n_f32(0.0f);
C_reg_16 = vdupq_n_f32(0.0f);
C_reg_17 = vdupq_n_f32(0.0f);
C_reg_18 = vdupq_n_f32(0.0f);
C_reg_19 = vdupq_n_f32(0.0f);
C_reg_20 = vdupq_n_f32(0.0f);
C_reg_21 = vdupq_n_f32(0.0f);
C_reg_22 = vdupq_n_f32(0.0f);
C_reg_23 = vdupq_n_f32(0.0f);
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 64; for (int exo_o = 0; exo_o < 64; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  float32x4_t B_reg_2;
  float32x4_t B_reg_3;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  B_reg_2 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 8]);
  B_reg_3 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 12]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, A.data[k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_3, A.data[k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_0, A.data[A.strides[0] + k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_1, A.data[A.strides[0] + k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_2, A.data[A.strides[0] + k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_3, A.data[A.strides[0] + k]);
  C_reg_8 = vfmaq_n_f32(C_reg_8, B_reg_0, A.data[(2) * (A.strides[0]) + k]);
  C_reg_9 = vfmaq_n_f32(C_reg_9, B_reg_1, A.data[(2) * (A.strides[0]) + k]);
  C_reg_10 = vfmaq_n_f32(C_reg_10, B_reg_2, A.data[(2) * (A.strides[0]) + k]);
  C_reg_11 = vfmaq_n_f32(C_reg_11, B_reg_3, A.data[(2) * (A.strides[0]) + k]);
  C_reg_12 = vfmaq_n_f32(C_reg_12, B_reg_0, A.data[(3) * (A.strides[0]) + k]);
  C_reg_13 = vfmaq_n_f32(C_reg_13, B_reg_1, A.data[(3) * (A.strides[0]) + k]);
  C_reg_14 = vfmaq_n_f32(C_reg_14, B_reg_2, A.data[(3) * (A.strides[0]) + k]);
  C_reg_15 = vfmaq_n_f32(C_reg_15, B_reg_3, A.data[(3) * (A.strides[0]) + k]);
  C_reg_16 = vfmaq_n_f32(C_reg_16, B_reg_0, A.data[(4) * (A.strides[0]) + k]);
  C_reg_17 = vfmaq_n_f32(C_reg_17, B_reg_1, A.data[(4) * (A.strides[0]) + k]);
  C_reg_18 = vfmaq_n_f32(C_reg_18, B_reg_2, A.data[(4) * (A.strides[0]) + k]);
  C_reg_19 = vfmaq_n_f32(C_reg_19, B_reg_3, A.data[(4) * (A.strides[0]) + k]);
  C_reg_20 = vfmaq_n_f32(C_reg_20, B_reg_0, A.data[(5) * (A.strides[0]) + k]);
  C_reg_21 = vfmaq_n_f32(C_reg_21, B_reg_1, A.data[(5) * (A.strides[0]) + k]);
  C_reg_22 = vfmaq_n_f32(C_reg_22, B_reg_2, A.data[(5) * (A.strides[0]) + k]);
  C_reg_23 = vfmaq_n_f32(C_reg_23, B_reg_3, A.data[(5) * (A.strides[0]) + k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[8], C_reg_2);
vst1q_f32(&C.data[12], C_reg_3);
vst1q_f32(&C.data[C.strides[0]], C_reg_4);
vst1q_f32(&C.data[C.strides[0] + 4], C_reg_5);
vst1q_f32(&C.data[C.strides[0] + 8], C_reg_6);
vst1q_f32(&C.data[C.strides[0] + 12], C_reg_7);
vst1q_f32(&C.data[(2) * (C.strides[0])], C_reg_8);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 4], C_reg_9);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 8], C_reg_10);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 12], C_reg_11);
vst1q_f32(&C.data[(3) * (C.strides[0])], C_reg_12);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 4], C_reg_13);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 8], C_reg_14);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 12], C_reg_15);
vst1q_f32(&C.data[(4) * (C.strides[0])], C_reg_16);
vst1q_f32(&C.data[(4) * (C.strides[0]) + 4], C_reg_17);
vst1q_f32(&C.data[(4) * (C.strides[0]) + 8], C_reg_18);
vst1q_f32(&C.data[(4) * (C.strides[0]) + 12], C_reg_19);
vst1q_f32(&C.data[(5) * (C.strides[0])], C_reg_20);
vst1q_f32(&C.data[(5) * (C.strides[0]) + 4], C_reg_21);
vst1q_f32(&C.data[(5) * (C.strides[0]) + 8], C_reg_22);
vst1q_f32(&C.data[(5) * (C.strides[0]) + 12], C_reg_23);
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
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
float32x4_t C_reg_8;
float32x4_t C_reg_9;
float32x4_t C_reg_10;
float32x4_t C_reg_11;
float32x4_t C_reg_12;
float32x4_t C_reg_13;
float32x4_t C_reg_14;
float32x4_t C_reg_15;
float32x4_t C_reg_16;
float32x4_t C_reg_17;
float32x4_t C_reg_18;
float32x4_t C_reg_19;
float32x4_t C_reg_20;
float32x4_t C_reg_21;
float32x4_t C_reg_22;
float32x4_t C_reg_23;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[4]);
C_reg_2 = vld1q_f32(&C.data[8]);
C_reg_3 = vld1q_f32(&C.data[12]);
C_reg_4 = vld1q_f32(&C.data[C.strides[0]]);
C_reg_5 = vld1q_f32(&C.data[C.strides[0] + 4]);
C_reg_6 = vld1q_f32(&C.data[C.strides[0] + 8]);
C_reg_7 = vld1q_f32(&C.data[C.strides[0] + 12]);
C_reg_8 = vld1q_f32(&C.data[(2) * (C.strides[0])]);
C_reg_9 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 4]);
C_reg_10 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 8]);
C_reg_11 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 12]);
C_reg_12 = vld1q_f32(&C.data[(3) * (C.strides[0])]);
C_reg_13 = vld1q_f32(&C.data[(3) * (C.strides[0]) + 4]);
C_reg_14 = vld1q_f32(&C.data[(3) * (C.strides[0]) + 8]);
C_reg_15 = vld1q_f32(&C.data[(3) * (C.strides[0]) + 12]);
C_reg_16 = vld1q_f32(&C.data[(4) * (C.strides[0])]);
C_reg_17 = vld1q_f32(&C.data[(4) * (C.strides[0]) + 4]);
C_reg_18 = vld1q_f32(&C.data[(4) * (C.strides[0]) + 8]);
C_reg_19 = vld1q_f32(&C.data[(4) * (C.strides[0]) + 12]);
C_reg_20 = vld1q_f32(&C.data[(5) * (C.strides[0])]);
C_reg_21 = vld1q_f32(&C.data[(5) * (C.strides[0]) + 4]);
C_reg_22 = vld1q_f32(&C.data[(5) * (C.strides[0]) + 8]);
C_reg_23 = vld1q_f32(&C.data[(5) * (C.strides[0]) + 12]);
for (int_fast32_t k = 0; k < K; k++) {
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  float32x4_t B_reg_2;
  float32x4_t B_reg_3;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  B_reg_2 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 8]);
  B_reg_3 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 12]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, A.data[k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_3, A.data[k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_0, A.data[A.strides[0] + k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_1, A.data[A.strides[0] + k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_2, A.data[A.strides[0] + k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_3, A.data[A.strides[0] + k]);
  C_reg_8 = vfmaq_n_f32(C_reg_8, B_reg_0, A.data[(2) * (A.strides[0]) + k]);
  C_reg_9 = vfmaq_n_f32(C_reg_9, B_reg_1, A.data[(2) * (A.strides[0]) + k]);
  C_reg_10 = vfmaq_n_f32(C_reg_10, B_reg_2, A.data[(2) * (A.strides[0]) + k]);
  C_reg_11 = vfmaq_n_f32(C_reg_11, B_reg_3, A.data[(2) * (A.strides[0]) + k]);
  C_reg_12 = vfmaq_n_f32(C_reg_12, B_reg_0, A.data[(3) * (A.strides[0]) + k]);
  C_reg_13 = vfmaq_n_f32(C_reg_13, B_reg_1, A.data[(3) * (A.strides[0]) + k]);
  C_reg_14 = vfmaq_n_f32(C_reg_14, B_reg_2, A.data[(3) * (A.strides[0]) + k]);
  C_reg_15 = vfmaq_n_f32(C_reg_15, B_reg_3, A.data[(3) * (A.strides[0]) + k]);
  C_reg_16 = vfmaq_n_f32(C_reg_16, B_reg_0, A.data[(4) * (A.strides[0]) + k]);
  C_reg_17 = vfmaq_n_f32(C_reg_17, B_reg_1, A.data[(4) * (A.strides[0]) + k]);
  C_reg_18 = vfmaq_n_f32(C_reg_18, B_reg_2, A.data[(4) * (A.strides[0]) + k]);
  C_reg_19 = vfmaq_n_f32(C_reg_19, B_reg_3, A.data[(4) * (A.strides[0]) + k]);
  C_reg_20 = vfmaq_n_f32(C_reg_20, B_reg_0, A.data[(5) * (A.strides[0]) + k]);
  C_reg_21 = vfmaq_n_f32(C_reg_21, B_reg_1, A.data[(5) * (A.strides[0]) + k]);
  C_reg_22 = vfmaq_n_f32(C_reg_22, B_reg_2, A.data[(5) * (A.strides[0]) + k]);
  C_reg_23 = vfmaq_n_f32(C_reg_23, B_reg_3, A.data[(5) * (A.strides[0]) + k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[8], C_reg_2);
vst1q_f32(&C.data[12], C_reg_3);
vst1q_f32(&C.data[C.strides[0]], C_reg_4);
vst1q_f32(&C.data[C.strides[0] + 4], C_reg_5);
vst1q_f32(&C.data[C.strides[0] + 8], C_reg_6);
vst1q_f32(&C.data[C.strides[0] + 12], C_reg_7);
vst1q_f32(&C.data[(2) * (C.strides[0])], C_reg_8);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 4], C_reg_9);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 8], C_reg_10);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 12], C_reg_11);
vst1q_f32(&C.data[(3) * (C.strides[0])], C_reg_12);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 4], C_reg_13);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 8], C_reg_14);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 12], C_reg_15);
vst1q_f32(&C.data[(4) * (C.strides[0])], C_reg_16);
vst1q_f32(&C.data[(4) * (C.strides[0]) + 4], C_reg_17);
vst1q_f32(&C.data[(4) * (C.strides[0]) + 8], C_reg_18);
vst1q_f32(&C.data[(4) * (C.strides[0]) + 12], C_reg_19);
vst1q_f32(&C.data[(5) * (C.strides[0])], C_reg_20);
vst1q_f32(&C.data[(5) * (C.strides[0]) + 4], C_reg_21);
vst1q_f32(&C.data[(5) * (C.strides[0]) + 8], C_reg_22);
vst1q_f32(&C.data[(5) * (C.strides[0]) + 12], C_reg_23);
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
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
float32x4_t C_reg_8;
float32x4_t C_reg_9;
float32x4_t C_reg_10;
float32x4_t C_reg_11;
float32x4_t C_reg_12;
float32x4_t C_reg_13;
float32x4_t C_reg_14;
float32x4_t C_reg_15;
float32x4_t C_reg_16;
float32x4_t C_reg_17;
float32x4_t C_reg_18;
float32x4_t C_reg_19;
float32x4_t C_reg_20;
float32x4_t C_reg_21;
float32x4_t C_reg_22;
float32x4_t C_reg_23;
C_reg_0 = vdupq_n_f32(0.0f);
C_reg_1 = vdupq_n_f32(0.0f);
C_reg_2 = vdupq_n_f32(0.0f);
C_reg_3 = vdupq_n_f32(0.0f);
C_reg_4 = vdupq_n_f32(0.0f);
C_reg_5 = vdupq_n_f32(0.0f);
C_reg_6 = vdupq_n_f32(0.0f);
C_reg_7 = vdupq_n_f32(0.0f);
C_reg_8 = vdupq_n_f32(0.0f);
C_reg_9 = vdupq_n_f32(0.0f);
C_reg_10 = vdupq_n_f32(0.0f);
C_reg_11 = vdupq_n_f32(0.0f);
C_reg_12 = vdupq_n_f32(0.0f);
C_reg_13 = vdupq_n_f32(0.0f);
C_reg_14 = vdupq_n_f32(0.0f);
C_reg_15 = vdupq_n_f32(0.0f);
C_reg_16 = vdupq_n_f32(0.0f);
C_reg_17 = vdupq_n_f32(0.0f);
C_reg_18 = vdupq_n_f32(0.0f);
C_reg_19 = vdupq_n_f32(0.0f);
C_reg_20 = vdupq_n_f32(0.0f);
C_reg_21 = vdupq_n_f32(0.0f);
C_reg_22 = vdupq_n_f32(0.0f);
C_reg_23 = vdupq_n_f32(0.0f);
for (int_fast32_t k = 0; k < K; k++) {
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  float32x4_t B_reg_2;
  float32x4_t B_reg_3;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  B_reg_2 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 8]);
  B_reg_3 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 12]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, A.data[k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_3, A.data[k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_0, A.data[A.strides[0] + k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_1, A.data[A.strides[0] + k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_2, A.data[A.strides[0] + k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_3, A.data[A.strides[0] + k]);
  C_reg_8 = vfmaq_n_f32(C_reg_8, B_reg_0, A.data[(2) * (A.strides[0]) + k]);
  C_reg_9 = vfmaq_n_f32(C_reg_9, B_reg_1, A.data[(2) * (A.strides[0]) + k]);
  C_reg_10 = vfmaq_n_f32(C_reg_10, B_reg_2, A.data[(2) * (A.strides[0]) + k]);
  C_reg_11 = vfmaq_n_f32(C_reg_11, B_reg_3, A.data[(2) * (A.strides[0]) + k]);
  C_reg_12 = vfmaq_n_f32(C_reg_12, B_reg_0, A.data[(3) * (A.strides[0]) + k]);
  C_reg_13 = vfmaq_n_f32(C_reg_13, B_reg_1, A.data[(3) * (A.strides[0]) + k]);
  C_reg_14 = vfmaq_n_f32(C_reg_14, B_reg_2, A.data[(3) * (A.strides[0]) + k]);
  C_reg_15 = vfmaq_n_f32(C_reg_15, B_reg_3, A.data[(3) * (A.strides[0]) + k]);
  C_reg_16 = vfmaq_n_f32(C_reg_16, B_reg_0, A.data[(4) * (A.strides[0]) + k]);
  C_reg_17 = vfmaq_n_f32(C_reg_17, B_reg_1, A.data[(4) * (A.strides[0]) + k]);
  C_reg_18 = vfmaq_n_f32(C_reg_18, B_reg_2, A.data[(4) * (A.strides[0]) + k]);
  C_reg_19 = vfmaq_n_f32(C_reg_19, B_reg_3, A.data[(4) * (A.strides[0]) + k]);
  C_reg_20 = vfmaq_n_f32(C_reg_20, B_reg_0, A.data[(5) * (A.strides[0]) + k]);
  C_reg_21 = vfmaq_n_f32(C_reg_21, B_reg_1, A.data[(5) * (A.strides[0]) + k]);
  C_reg_22 = vfmaq_n_f32(C_reg_22, B_reg_2, A.data[(5) * (A.strides[0]) + k]);
  C_reg_23 = vfmaq_n_f32(C_reg_23, B_reg_3, A.data[(5) * (A.strides[0]) + k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[8], C_reg_2);
vst1q_f32(&C.data[12], C_reg_3);
vst1q_f32(&C.data[C.strides[0]], C_reg_4);
vst1q_f32(&C.data[C.strides[0] + 4], C_reg_5);
vst1q_f32(&C.data[C.strides[0] + 8], C_reg_6);
vst1q_f32(&C.data[C.strides[0] + 12], C_reg_7);
vst1q_f32(&C.data[(2) * (C.strides[0])], C_reg_8);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 4], C_reg_9);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 8], C_reg_10);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 12], C_reg_11);
vst1q_f32(&C.data[(3) * (C.strides[0])], C_reg_12);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 4], C_reg_13);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 8], C_reg_14);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 12], C_reg_15);
vst1q_f32(&C.data[(4) * (C.strides[0])], C_reg_16);
vst1q_f32(&C.data[(4) * (C.strides[0]) + 4], C_reg_17);
vst1q_f32(&C.data[(4) * (C.strides[0]) + 8], C_reg_18);
vst1q_f32(&C.data[(4) * (C.strides[0]) + 12], C_reg_19);
vst1q_f32(&C.data[(5) * (C.strides[0])], C_reg_20);
vst1q_f32(&C.data[(5) * (C.strides[0]) + 4], C_reg_21);
vst1q_f32(&C.data[(5) * (C.strides[0]) + 8], C_reg_22);
vst1q_f32(&C.data[(5) * (C.strides[0]) + 12], C_reg_23);
}

// EXOGEMM_SMALL_PREFIX_small_6x4(
//     K : size,
//     A : [f32][6, K] @DRAM,
//     B : [f32][K, 4] @DRAM,
//     C : [f32][6, 4] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_6x4( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[C.strides[0]]);
C_reg_2 = vld1q_f32(&C.data[(2) * (C.strides[0])]);
C_reg_3 = vld1q_f32(&C.data[(3) * (C.strides[0])]);
C_reg_4 = vld1q_f32(&C.data[(4) * (C.strides[0])]);
C_reg_5 = vld1q_f32(&C.data[(5) * (C.strides[0])]);
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 16; for (int exo_o = 0; exo_o < 16; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  float32x4_t B_reg_0;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_0, A.data[A.strides[0] + k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_0, A.data[(2) * (A.strides[0]) + k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_0, A.data[(3) * (A.strides[0]) + k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_0, A.data[(4) * (A.strides[0]) + k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_0, A.data[(5) * (A.strides[0]) + k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[C.strides[0]], C_reg_1);
vst1q_f32(&C.data[(2) * (C.strides[0])], C_reg_2);
vst1q_f32(&C.data[(3) * (C.strides[0])], C_reg_3);
vst1q_f32(&C.data[(4) * (C.strides[0])], C_reg_4);
vst1q_f32(&C.data[(5) * (C.strides[0])], C_reg_5);
}

// EXOGEMM_SMALL_PREFIX_small_6x4_resident(
//     K : size,
//     A : [f32][6, K] @DRAM,
//     B : [f32][K, 4] @DRAM,
//     C : [f32][6, 4] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_6x4_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[C.strides[0]]);
C_reg_2 = vld1q_f32(&C.data[(2) * (C.strides[0])]);
C_reg_3 = vld1q_f32(&C.data[(3) * (C.strides[0])]);
C_reg_4 = vld1q_f32(&C.data[(4) * (C.strides[0])]);
C_reg_5 = vld1q_f32(&C.data[(5) * (C.strides[0])]);
for (int_fast32_t k = 0; k < K; k++) {
  float32x4_t B_reg_0;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_0, A.data[A.strides[0] + k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_0, A.data[(2) * (A.strides[0]) + k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_0, A.data[(3) * (A.strides[0]) + k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_0, A.data[(4) * (A.strides[0]) + k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_0, A.data[(5) * (A.strides[0]) + k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[C.strides[0]], C_reg_1);
vst1q_f32(&C.data[(2) * (C.strides[0])], C_reg_2);
vst1q_f32(&C.data[(3) * (C.strides[0])], C_reg_3);
vst1q_f32(&C.data[(4) * (C.strides[0])], C_reg_4);
vst1q_f32(&C.data[(5) * (C.strides[0])], C_reg_5);
}

// EXOGEMM_SMALL_PREFIX_small_6x4pw(
//     K : size,
//     W : size,
//     A : [f32][6, K] @DRAM,
//     B : [f32][K, 4 + W] @DRAM,
//     C : [f32][6, 4 + W] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_6x4pw( void *ctxt, int_fast32_t K, int_fast32_t W, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
EXO_ASSUME(W <= 4);
float32x4_t C_full_0;
float32x4_t C_full_1;
float32x4_t C_full_2;
float32x4_t C_full_3;
float32x4_t C_full_4;
float32x4_t C_full_5;
C_full_0 = vld1q_f32(&C.data[0]);
C_full_1 = vld1q_f32(&C.data[C.strides[0]]);
C_full_2 = vld1q_f32(&C.data[(2) * (C.strides[0])]);
C_full_3 = vld1q_f32(&C.data[(3) * (C.strides[0])]);
C_full_4 = vld1q_f32(&C.data[(4) * (C.strides[0])]);
C_full_5 = vld1q_f32(&C.data[(5) * (C.strides[0])]);
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
C_reg_0 = exogemm_neon_load_tail(&C.data[4], (W));
C_reg_1 = exogemm_neon_load_tail(&C.data[C.strides[0] + 4], (W));
C_reg_2 = exogemm_neon_load_tail(&C.data[(2) * (C.strides[0]) + 4], (W));
C_reg_3 = exogemm_neon_load_tail(&C.data[(3) * (C.strides[0]) + 4], (W));
C_reg_4 = exogemm_neon_load_tail(&C.data[(4) * (C.strides[0]) + 4], (W));
C_reg_5 = exogemm_neon_load_tail(&C.data[(5) * (C.strides[0]) + 4], (W));
for (int_fast32_t k = 0; k < K; k++) {
  float32x4_t B_full;
  B_full = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  float32x4_t B_reg;
  B_reg = exogemm_neon_load_tail(&B.data[(k) * (B.strides[0]) + 4], (W));
  C_full_0 = vfmaq_n_f32(C_full_0, B_full, A.data[k]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg, A.data[k]);
  C_full_1 = vfmaq_n_f32(C_full_1, B_full, A.data[A.strides[0] + k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg, A.data[A.strides[0] + k]);
  C_full_2 = vfmaq_n_f32(C_full_2, B_full, A.data[(2) * (A.strides[0]) + k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg, A.data[(2) * (A.strides[0]) + k]);
  C_full_3 = vfmaq_n_f32(C_full_3, B_full, A.data[(3) * (A.strides[0]) + k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg, A.data[(3) * (A.strides[0]) + k]);
  C_full_4 = vfmaq_n_f32(C_full_4, B_full, A.data[(4) * (A.strides[0]) + k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg, A.data[(4) * (A.strides[0]) + k]);
  C_full_5 = vfmaq_n_f32(C_full_5, B_full, A.data[(5) * (A.strides[0]) + k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg, A.data[(5) * (A.strides[0]) + k]);
}
exogemm_neon_store_tail(&C.data[4], C_reg_0, (W));
exogemm_neon_store_tail(&C.data[C.strides[0] + 4], C_reg_1, (W));
exogemm_neon_store_tail(&C.data[(2) * (C.strides[0]) + 4], C_reg_2, (W));
exogemm_neon_store_tail(&C.data[(3) * (C.strides[0]) + 4], C_reg_3, (W));
exogemm_neon_store_tail(&C.data[(4) * (C.strides[0]) + 4], C_reg_4, (W));
exogemm_neon_store_tail(&C.data[(5) * (C.strides[0]) + 4], C_reg_5, (W));
vst1q_f32(&C.data[0], C_full_0);
vst1q_f32(&C.data[C.strides[0]], C_full_1);
vst1q_f32(&C.data[(2) * (C.strides[0])], C_full_2);
vst1q_f32(&C.data[(3) * (C.strides[0])], C_full_3);
vst1q_f32(&C.data[(4) * (C.strides[0])], C_full_4);
vst1q_f32(&C.data[(5) * (C.strides[0])], C_full_5);
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
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
float32x4_t C_reg_8;
float32x4_t C_reg_9;
float32x4_t C_reg_10;
float32x4_t C_reg_11;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[4]);
C_reg_2 = vld1q_f32(&C.data[C.strides[0]]);
C_reg_3 = vld1q_f32(&C.data[C.strides[0] + 4]);
C_reg_4 = vld1q_f32(&C.data[(2) * (C.strides[0])]);
C_reg_5 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 4]);
C_reg_6 = vld1q_f32(&C.data[(3) * (C.strides[0])]);
C_reg_7 = vld1q_f32(&C.data[(3) * (C.strides[0]) + 4]);
C_reg_8 = vld1q_f32(&C.data[(4) * (C.strides[0])]);
C_reg_9 = vld1q_f32(&C.data[(4) * (C.strides[0]) + 4]);
C_reg_10 = vld1q_f32(&C.data[(5) * (C.strides[0])]);
C_reg_11 = vld1q_f32(&C.data[(5) * (C.strides[0]) + 4]);
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 32; for (int exo_o = 0; exo_o < 32; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_0, A.data[A.strides[0] + k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_1, A.data[A.strides[0] + k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_0, A.data[(2) * (A.strides[0]) + k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_1, A.data[(2) * (A.strides[0]) + k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_0, A.data[(3) * (A.strides[0]) + k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_1, A.data[(3) * (A.strides[0]) + k]);
  C_reg_8 = vfmaq_n_f32(C_reg_8, B_reg_0, A.data[(4) * (A.strides[0]) + k]);
  C_reg_9 = vfmaq_n_f32(C_reg_9, B_reg_1, A.data[(4) * (A.strides[0]) + k]);
  C_reg_10 = vfmaq_n_f32(C_reg_10, B_reg_0, A.data[(5) * (A.strides[0]) + k]);
  C_reg_11 = vfmaq_n_f32(C_reg_11, B_reg_1, A.data[(5) * (A.strides[0]) + k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[C.strides[0]], C_reg_2);
vst1q_f32(&C.data[C.strides[0] + 4], C_reg_3);
vst1q_f32(&C.data[(2) * (C.strides[0])], C_reg_4);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 4], C_reg_5);
vst1q_f32(&C.data[(3) * (C.strides[0])], C_reg_6);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 4], C_reg_7);
vst1q_f32(&C.data[(4) * (C.strides[0])], C_reg_8);
vst1q_f32(&C.data[(4) * (C.strides[0]) + 4], C_reg_9);
vst1q_f32(&C.data[(5) * (C.strides[0])], C_reg_10);
vst1q_f32(&C.data[(5) * (C.strides[0]) + 4], C_reg_11);
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
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
float32x4_t C_reg_8;
float32x4_t C_reg_9;
float32x4_t C_reg_10;
float32x4_t C_reg_11;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[4]);
C_reg_2 = vld1q_f32(&C.data[C.strides[0]]);
C_reg_3 = vld1q_f32(&C.data[C.strides[0] + 4]);
C_reg_4 = vld1q_f32(&C.data[(2) * (C.strides[0])]);
C_reg_5 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 4]);
C_reg_6 = vld1q_f32(&C.data[(3) * (C.strides[0])]);
C_reg_7 = vld1q_f32(&C.data[(3) * (C.strides[0]) + 4]);
C_reg_8 = vld1q_f32(&C.data[(4) * (C.strides[0])]);
C_reg_9 = vld1q_f32(&C.data[(4) * (C.strides[0]) + 4]);
C_reg_10 = vld1q_f32(&C.data[(5) * (C.strides[0])]);
C_reg_11 = vld1q_f32(&C.data[(5) * (C.strides[0]) + 4]);
for (int_fast32_t k = 0; k < K; k++) {
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_0, A.data[A.strides[0] + k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_1, A.data[A.strides[0] + k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_0, A.data[(2) * (A.strides[0]) + k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_1, A.data[(2) * (A.strides[0]) + k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_0, A.data[(3) * (A.strides[0]) + k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_1, A.data[(3) * (A.strides[0]) + k]);
  C_reg_8 = vfmaq_n_f32(C_reg_8, B_reg_0, A.data[(4) * (A.strides[0]) + k]);
  C_reg_9 = vfmaq_n_f32(C_reg_9, B_reg_1, A.data[(4) * (A.strides[0]) + k]);
  C_reg_10 = vfmaq_n_f32(C_reg_10, B_reg_0, A.data[(5) * (A.strides[0]) + k]);
  C_reg_11 = vfmaq_n_f32(C_reg_11, B_reg_1, A.data[(5) * (A.strides[0]) + k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[C.strides[0]], C_reg_2);
vst1q_f32(&C.data[C.strides[0] + 4], C_reg_3);
vst1q_f32(&C.data[(2) * (C.strides[0])], C_reg_4);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 4], C_reg_5);
vst1q_f32(&C.data[(3) * (C.strides[0])], C_reg_6);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 4], C_reg_7);
vst1q_f32(&C.data[(4) * (C.strides[0])], C_reg_8);
vst1q_f32(&C.data[(4) * (C.strides[0]) + 4], C_reg_9);
vst1q_f32(&C.data[(5) * (C.strides[0])], C_reg_10);
vst1q_f32(&C.data[(5) * (C.strides[0]) + 4], C_reg_11);
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
EXO_ASSUME(W <= 4);
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
C_reg_0 = exogemm_neon_load_tail(&C.data[0], (W));
C_reg_1 = exogemm_neon_load_tail(&C.data[C.strides[0]], (W));
C_reg_2 = exogemm_neon_load_tail(&C.data[(2) * (C.strides[0])], (W));
C_reg_3 = exogemm_neon_load_tail(&C.data[(3) * (C.strides[0])], (W));
C_reg_4 = exogemm_neon_load_tail(&C.data[(4) * (C.strides[0])], (W));
C_reg_5 = exogemm_neon_load_tail(&C.data[(5) * (C.strides[0])], (W));
for (int_fast32_t k = 0; k < K; k++) {
  float32x4_t B_reg;
  B_reg = exogemm_neon_load_tail(&B.data[(k) * (B.strides[0])], (W));
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg, A.data[A.strides[0] + k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg, A.data[(2) * (A.strides[0]) + k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg, A.data[(3) * (A.strides[0]) + k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg, A.data[(4) * (A.strides[0]) + k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg, A.data[(5) * (A.strides[0]) + k]);
}
exogemm_neon_store_tail(&C.data[0], C_reg_0, (W));
exogemm_neon_store_tail(&C.data[C.strides[0]], C_reg_1, (W));
exogemm_neon_store_tail(&C.data[(2) * (C.strides[0])], C_reg_2, (W));
exogemm_neon_store_tail(&C.data[(3) * (C.strides[0])], C_reg_3, (W));
exogemm_neon_store_tail(&C.data[(4) * (C.strides[0])], C_reg_4, (W));
exogemm_neon_store_tail(&C.data[(5) * (C.strides[0])], C_reg_5, (W));
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
EXO_ASSUME(W <= 4);
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
C_reg_0 = vdupq_n_f32(0.0f);
C_reg_1 = vdupq_n_f32(0.0f);
C_reg_2 = vdupq_n_f32(0.0f);
C_reg_3 = vdupq_n_f32(0.0f);
C_reg_4 = vdupq_n_f32(0.0f);
C_reg_5 = vdupq_n_f32(0.0f);
for (int_fast32_t k = 0; k < K; k++) {
  float32x4_t B_reg;
  B_reg = exogemm_neon_load_tail(&B.data[(k) * (B.strides[0])], (W));
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg, A.data[A.strides[0] + k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg, A.data[(2) * (A.strides[0]) + k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg, A.data[(3) * (A.strides[0]) + k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg, A.data[(4) * (A.strides[0]) + k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg, A.data[(5) * (A.strides[0]) + k]);
}
exogemm_neon_store_tail(&C.data[0], C_reg_0, (W));
exogemm_neon_store_tail(&C.data[C.strides[0]], C_reg_1, (W));
exogemm_neon_store_tail(&C.data[(2) * (C.strides[0])], C_reg_2, (W));
exogemm_neon_store_tail(&C.data[(3) * (C.strides[0])], C_reg_3, (W));
exogemm_neon_store_tail(&C.data[(4) * (C.strides[0])], C_reg_4, (W));
exogemm_neon_store_tail(&C.data[(5) * (C.strides[0])], C_reg_5, (W));
}

// EXOGEMM_SMALL_PREFIX_small_7x12(
//     K : size,
//     A : [f32][7, K] @DRAM,
//     B : [f32][K, 12] @DRAM,
//     C : [f32][7, 12] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_7x12( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
float32x4_t C_reg_8;
float32x4_t C_reg_9;
float32x4_t C_reg_10;
float32x4_t C_reg_11;
float32x4_t C_reg_12;
float32x4_t C_reg_13;
float32x4_t C_reg_14;
float32x4_t C_reg_15;
float32x4_t C_reg_16;
float32x4_t C_reg_17;
float32x4_t C_reg_18;
float32x4_t C_reg_19;
float32x4_t C_reg_20;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[4]);
C_reg_2 = vld1q_f32(&C.data[8]);
C_reg_3 = vld1q_f32(&C.data[C.strides[0]]);
C_reg_4 = vld1q_f32(&C.data[C.strides[0] + 4]);
C_reg_5 = vld1q_f32(&C.data[C.strides[0] + 8]);
C_reg_6 = vld1q_f32(&C.data[(2) * (C.strides[0])]);
C_reg_7 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 4]);
C_reg_8 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 8]);
C_reg_9 = vld1q_f32(&C.data[(3) * (C.strides[0])]);
C_reg_10 = vld1q_f32(&C.data[(3) * (C.strides[0]) + 4]);
C_reg_11 = vld1q_f32(&C.data[(3) * (C.strides[0]) + 8]);
C_reg_12 = vld1q_f32(&C.data[(4) * (C.strides[0])]);
C_reg_13 = vld1q_f32(&C.data[(4) * (C.strides[0]) + 4]);
C_reg_14 = vld1q_f32(&C.data[(4) * (C.strides[0]) + 8]);
C_reg_15 = vld1q_f32(&C.data[(5) * (C.strides[0])]);
C_reg_16 = vld1q_f32(&C.data[(5) * (C.strides[0]) + 4]);
C_reg_17 = vld1q_f32(&C.data[(5) * (C.strides[0]) + 8]);
C_reg_18 = vld1q_f32(&C.data[(6) * (C.strides[0])]);
C_reg_19 = vld1q_f32(&C.data[(6) * (C.strides[0]) + 4]);
C_reg_20 = vld1q_f32(&C.data[(6) * (C.strides[0]) + 8]);
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 48; for (int exo_o = 0; exo_o < 48; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  float32x4_t B_reg_2;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  B_reg_2 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 8]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, A.data[k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_0, A.data[A.strides[0] + k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_1, A.data[A.strides[0] + k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_2, A.data[A.strides[0] + k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_0, A.data[(2) * (A.strides[0]) + k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_1, A.data[(2) * (A.strides[0]) + k]);
  C_reg_8 = vfmaq_n_f32(C_reg_8, B_reg_2, A.data[(2) * (A.strides[0]) + k]);
  C_reg_9 = vfmaq_n_f32(C_reg_9, B_reg_0, A.data[(3) * (A.strides[0]) + k]);
  C_reg_10 = vfmaq_n_f32(C_reg_10, B_reg_1, A.data[(3) * (A.strides[0]) + k]);
  C_reg_11 = vfmaq_n_f32(C_reg_11, B_reg_2, A.data[(3) * (A.strides[0]) + k]);
  C_reg_12 = vfmaq_n_f32(C_reg_12, B_reg_0, A.data[(4) * (A.strides[0]) + k]);
  C_reg_13 = vfmaq_n_f32(C_reg_13, B_reg_1, A.data[(4) * (A.strides[0]) + k]);
  C_reg_14 = vfmaq_n_f32(C_reg_14, B_reg_2, A.data[(4) * (A.strides[0]) + k]);
  C_reg_15 = vfmaq_n_f32(C_reg_15, B_reg_0, A.data[(5) * (A.strides[0]) + k]);
  C_reg_16 = vfmaq_n_f32(C_reg_16, B_reg_1, A.data[(5) * (A.strides[0]) + k]);
  C_reg_17 = vfmaq_n_f32(C_reg_17, B_reg_2, A.data[(5) * (A.strides[0]) + k]);
  C_reg_18 = vfmaq_n_f32(C_reg_18, B_reg_0, A.data[(6) * (A.strides[0]) + k]);
  C_reg_19 = vfmaq_n_f32(C_reg_19, B_reg_1, A.data[(6) * (A.strides[0]) + k]);
  C_reg_20 = vfmaq_n_f32(C_reg_20, B_reg_2, A.data[(6) * (A.strides[0]) + k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[8], C_reg_2);
vst1q_f32(&C.data[C.strides[0]], C_reg_3);
vst1q_f32(&C.data[C.strides[0] + 4], C_reg_4);
vst1q_f32(&C.data[C.strides[0] + 8], C_reg_5);
vst1q_f32(&C.data[(2) * (C.strides[0])], C_reg_6);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 4], C_reg_7);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 8], C_reg_8);
vst1q_f32(&C.data[(3) * (C.strides[0])], C_reg_9);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 4], C_reg_10);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 8], C_reg_11);
vst1q_f32(&C.data[(4) * (C.strides[0])], C_reg_12);
vst1q_f32(&C.data[(4) * (C.strides[0]) + 4], C_reg_13);
vst1q_f32(&C.data[(4) * (C.strides[0]) + 8], C_reg_14);
vst1q_f32(&C.data[(5) * (C.strides[0])], C_reg_15);
vst1q_f32(&C.data[(5) * (C.strides[0]) + 4], C_reg_16);
vst1q_f32(&C.data[(5) * (C.strides[0]) + 8], C_reg_17);
vst1q_f32(&C.data[(6) * (C.strides[0])], C_reg_18);
vst1q_f32(&C.data[(6) * (C.strides[0]) + 4], C_reg_19);
vst1q_f32(&C.data[(6) * (C.strides[0]) + 8], C_reg_20);
}

// EXOGEMM_SMALL_PREFIX_small_7x12_beta0(
//     K : size,
//     A : [f32][7, K] @DRAM,
//     B : [f32][K, 12] @DRAM,
//     C : [f32][7, 12] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_7x12_beta0( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
float32x4_t C_reg_8;
float32x4_t C_reg_9;
float32x4_t C_reg_10;
float32x4_t C_reg_11;
float32x4_t C_reg_12;
float32x4_t C_reg_13;
float32x4_t C_reg_14;
float32x4_t C_reg_15;
float32x4_t C_reg_16;
float32x4_t C_reg_17;
float32x4_t C_reg_18;
float32x4_t C_reg_19;
float32x4_t C_reg_20;
C_reg_0 = vdupq_n_f32(0.0f);
C_reg_1 = vdupq_n_f32(0.0f);
C_reg_2 = vdupq_n_f32(0.0f);
C_reg_3 = vdupq_n_f32(0.0f);
C_reg_4 = vdupq_n_f32(0.0f);
C_reg_5 = vdupq_n_f32(0.0f);
C_reg_6 = vdupq_n_f32(0.0f);
C_reg_7 = vdupq_n_f32(0.0f);
C_reg_8 = vdupq_n_f32(0.0f);
C_reg_9 = vdupq_n_f32(0.0f);
C_reg_10 = vdupq_n_f32(0.0f);
C_reg_11 = vdupq_n_f32(0.0f);
C_reg_12 = vdupq_n_f32(0.0f);
C_reg_13 = vdupq_n_f32(0.0f);
C_reg_14 = vdupq_n_f32(0.0f);
C_reg_15 = vdupq_n_f32(0.0f);
C_reg_16 = vdupq_n_f32(0.0f);
C_reg_17 = vdupq_n_f32(0.0f);
C_reg_18 = vdupq_n_f32(0.0f);
C_reg_19 = vdupq_n_f32(0.0f);
C_reg_20 = vdupq_n_f32(0.0f);
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 48; for (int exo_o = 0; exo_o < 48; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  float32x4_t B_reg_2;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  B_reg_2 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 8]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, A.data[k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_0, A.data[A.strides[0] + k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_1, A.data[A.strides[0] + k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_2, A.data[A.strides[0] + k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_0, A.data[(2) * (A.strides[0]) + k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_1, A.data[(2) * (A.strides[0]) + k]);
  C_reg_8 = vfmaq_n_f32(C_reg_8, B_reg_2, A.data[(2) * (A.strides[0]) + k]);
  C_reg_9 = vfmaq_n_f32(C_reg_9, B_reg_0, A.data[(3) * (A.strides[0]) + k]);
  C_reg_10 = vfmaq_n_f32(C_reg_10, B_reg_1, A.data[(3) * (A.strides[0]) + k]);
  C_reg_11 = vfmaq_n_f32(C_reg_11, B_reg_2, A.data[(3) * (A.strides[0]) + k]);
  C_reg_12 = vfmaq_n_f32(C_reg_12, B_reg_0, A.data[(4) * (A.strides[0]) + k]);
  C_reg_13 = vfmaq_n_f32(C_reg_13, B_reg_1, A.data[(4) * (A.strides[0]) + k]);
  C_reg_14 = vfmaq_n_f32(C_reg_14, B_reg_2, A.data[(4) * (A.strides[0]) + k]);
  C_reg_15 = vfmaq_n_f32(C_reg_15, B_reg_0, A.data[(5) * (A.strides[0]) + k]);
  C_reg_16 = vfmaq_n_f32(C_reg_16, B_reg_1, A.data[(5) * (A.strides[0]) + k]);
  C_reg_17 = vfmaq_n_f32(C_reg_17, B_reg_2, A.data[(5) * (A.strides[0]) + k]);
  C_reg_18 = vfmaq_n_f32(C_reg_18, B_reg_0, A.data[(6) * (A.strides[0]) + k]);
  C_reg_19 = vfmaq_n_f32(C_reg_19, B_reg_1, A.data[(6) * (A.strides[0]) + k]);
  C_reg_20 = vfmaq_n_f32(C_reg_20, B_reg_2, A.data[(6) * (A.strides[0]) + k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[8], C_reg_2);
vst1q_f32(&C.data[C.strides[0]], C_reg_3);
vst1q_f32(&C.data[C.strides[0] + 4], C_reg_4);
vst1q_f32(&C.data[C.strides[0] + 8], C_reg_5);
vst1q_f32(&C.data[(2) * (C.strides[0])], C_reg_6);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 4], C_reg_7);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 8], C_reg_8);
vst1q_f32(&C.data[(3) * (C.strides[0])], C_reg_9);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 4], C_reg_10);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 8], C_reg_11);
vst1q_f32(&C.data[(4) * (C.strides[0])], C_reg_12);
vst1q_f32(&C.data[(4) * (C.strides[0]) + 4], C_reg_13);
vst1q_f32(&C.data[(4) * (C.strides[0]) + 8], C_reg_14);
vst1q_f32(&C.data[(5) * (C.strides[0])], C_reg_15);
vst1q_f32(&C.data[(5) * (C.strides[0]) + 4], C_reg_16);
vst1q_f32(&C.data[(5) * (C.strides[0]) + 8], C_reg_17);
vst1q_f32(&C.data[(6) * (C.strides[0])], C_reg_18);
vst1q_f32(&C.data[(6) * (C.strides[0]) + 4], C_reg_19);
vst1q_f32(&C.data[(6) * (C.strides[0]) + 8], C_reg_20);
}

// EXOGEMM_SMALL_PREFIX_small_7x12_resident(
//     K : size,
//     A : [f32][7, K] @DRAM,
//     B : [f32][K, 12] @DRAM,
//     C : [f32][7, 12] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_7x12_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
float32x4_t C_reg_8;
float32x4_t C_reg_9;
float32x4_t C_reg_10;
float32x4_t C_reg_11;
float32x4_t C_reg_12;
float32x4_t C_reg_13;
float32x4_t C_reg_14;
float32x4_t C_reg_15;
float32x4_t C_reg_16;
float32x4_t C_reg_17;
float32x4_t C_reg_18;
float32x4_t C_reg_19;
float32x4_t C_reg_20;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[4]);
C_reg_2 = vld1q_f32(&C.data[8]);
C_reg_3 = vld1q_f32(&C.data[C.strides[0]]);
C_reg_4 = vld1q_f32(&C.data[C.strides[0] + 4]);
C_reg_5 = vld1q_f32(&C.data[C.strides[0] + 8]);
C_reg_6 = vld1q_f32(&C.data[(2) * (C.strides[0])]);
C_reg_7 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 4]);
C_reg_8 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 8]);
C_reg_9 = vld1q_f32(&C.data[(3) * (C.strides[0])]);
C_reg_10 = vld1q_f32(&C.data[(3) * (C.strides[0]) + 4]);
C_reg_11 = vld1q_f32(&C.data[(3) * (C.strides[0]) + 8]);
C_reg_12 = vld1q_f32(&C.data[(4) * (C.strides[0])]);
C_reg_13 = vld1q_f32(&C.data[(4) * (C.strides[0]) + 4]);
C_reg_14 = vld1q_f32(&C.data[(4) * (C.strides[0]) + 8]);
C_reg_15 = vld1q_f32(&C.data[(5) * (C.strides[0])]);
C_reg_16 = vld1q_f32(&C.data[(5) * (C.strides[0]) + 4]);
C_reg_17 = vld1q_f32(&C.data[(5) * (C.strides[0]) + 8]);
C_reg_18 = vld1q_f32(&C.data[(6) * (C.strides[0])]);
C_reg_19 = vld1q_f32(&C.data[(6) * (C.strides[0]) + 4]);
C_reg_20 = vld1q_f32(&C.data[(6) * (C.strides[0]) + 8]);
for (int_fast32_t k = 0; k < K; k++) {
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  float32x4_t B_reg_2;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  B_reg_2 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 8]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, A.data[k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_0, A.data[A.strides[0] + k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_1, A.data[A.strides[0] + k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_2, A.data[A.strides[0] + k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_0, A.data[(2) * (A.strides[0]) + k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_1, A.data[(2) * (A.strides[0]) + k]);
  C_reg_8 = vfmaq_n_f32(C_reg_8, B_reg_2, A.data[(2) * (A.strides[0]) + k]);
  C_reg_9 = vfmaq_n_f32(C_reg_9, B_reg_0, A.data[(3) * (A.strides[0]) + k]);
  C_reg_10 = vfmaq_n_f32(C_reg_10, B_reg_1, A.data[(3) * (A.strides[0]) + k]);
  C_reg_11 = vfmaq_n_f32(C_reg_11, B_reg_2, A.data[(3) * (A.strides[0]) + k]);
  C_reg_12 = vfmaq_n_f32(C_reg_12, B_reg_0, A.data[(4) * (A.strides[0]) + k]);
  C_reg_13 = vfmaq_n_f32(C_reg_13, B_reg_1, A.data[(4) * (A.strides[0]) + k]);
  C_reg_14 = vfmaq_n_f32(C_reg_14, B_reg_2, A.data[(4) * (A.strides[0]) + k]);
  C_reg_15 = vfmaq_n_f32(C_reg_15, B_reg_0, A.data[(5) * (A.strides[0]) + k]);
  C_reg_16 = vfmaq_n_f32(C_reg_16, B_reg_1, A.data[(5) * (A.strides[0]) + k]);
  C_reg_17 = vfmaq_n_f32(C_reg_17, B_reg_2, A.data[(5) * (A.strides[0]) + k]);
  C_reg_18 = vfmaq_n_f32(C_reg_18, B_reg_0, A.data[(6) * (A.strides[0]) + k]);
  C_reg_19 = vfmaq_n_f32(C_reg_19, B_reg_1, A.data[(6) * (A.strides[0]) + k]);
  C_reg_20 = vfmaq_n_f32(C_reg_20, B_reg_2, A.data[(6) * (A.strides[0]) + k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[8], C_reg_2);
vst1q_f32(&C.data[C.strides[0]], C_reg_3);
vst1q_f32(&C.data[C.strides[0] + 4], C_reg_4);
vst1q_f32(&C.data[C.strides[0] + 8], C_reg_5);
vst1q_f32(&C.data[(2) * (C.strides[0])], C_reg_6);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 4], C_reg_7);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 8], C_reg_8);
vst1q_f32(&C.data[(3) * (C.strides[0])], C_reg_9);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 4], C_reg_10);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 8], C_reg_11);
vst1q_f32(&C.data[(4) * (C.strides[0])], C_reg_12);
vst1q_f32(&C.data[(4) * (C.strides[0]) + 4], C_reg_13);
vst1q_f32(&C.data[(4) * (C.strides[0]) + 8], C_reg_14);
vst1q_f32(&C.data[(5) * (C.strides[0])], C_reg_15);
vst1q_f32(&C.data[(5) * (C.strides[0]) + 4], C_reg_16);
vst1q_f32(&C.data[(5) * (C.strides[0]) + 8], C_reg_17);
vst1q_f32(&C.data[(6) * (C.strides[0])], C_reg_18);
vst1q_f32(&C.data[(6) * (C.strides[0]) + 4], C_reg_19);
vst1q_f32(&C.data[(6) * (C.strides[0]) + 8], C_reg_20);
}

// EXOGEMM_SMALL_PREFIX_small_7x12_resident_beta0(
//     K : size,
//     A : [f32][7, K] @DRAM,
//     B : [f32][K, 12] @DRAM,
//     C : [f32][7, 12] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_7x12_resident_beta0( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
float32x4_t C_reg_8;
float32x4_t C_reg_9;
float32x4_t C_reg_10;
float32x4_t C_reg_11;
float32x4_t C_reg_12;
float32x4_t C_reg_13;
float32x4_t C_reg_14;
float32x4_t C_reg_15;
float32x4_t C_reg_16;
float32x4_t C_reg_17;
float32x4_t C_reg_18;
float32x4_t C_reg_19;
float32x4_t C_reg_20;
C_reg_0 = vdupq_n_f32(0.0f);
C_reg_1 = vdupq_n_f32(0.0f);
C_reg_2 = vdupq_n_f32(0.0f);
C_reg_3 = vdupq_n_f32(0.0f);
C_reg_4 = vdupq_n_f32(0.0f);
C_reg_5 = vdupq_n_f32(0.0f);
C_reg_6 = vdupq_n_f32(0.0f);
C_reg_7 = vdupq_n_f32(0.0f);
C_reg_8 = vdupq_n_f32(0.0f);
C_reg_9 = vdupq_n_f32(0.0f);
C_reg_10 = vdupq_n_f32(0.0f);
C_reg_11 = vdupq_n_f32(0.0f);
C_reg_12 = vdupq_n_f32(0.0f);
C_reg_13 = vdupq_n_f32(0.0f);
C_reg_14 = vdupq_n_f32(0.0f);
C_reg_15 = vdupq_n_f32(0.0f);
C_reg_16 = vdupq_n_f32(0.0f);
C_reg_17 = vdupq_n_f32(0.0f);
C_reg_18 = vdupq_n_f32(0.0f);
C_reg_19 = vdupq_n_f32(0.0f);
C_reg_20 = vdupq_n_f32(0.0f);
for (int_fast32_t k = 0; k < K; k++) {
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  float32x4_t B_reg_2;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  B_reg_2 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 8]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, A.data[k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_0, A.data[A.strides[0] + k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_1, A.data[A.strides[0] + k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_2, A.data[A.strides[0] + k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_0, A.data[(2) * (A.strides[0]) + k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_1, A.data[(2) * (A.strides[0]) + k]);
  C_reg_8 = vfmaq_n_f32(C_reg_8, B_reg_2, A.data[(2) * (A.strides[0]) + k]);
  C_reg_9 = vfmaq_n_f32(C_reg_9, B_reg_0, A.data[(3) * (A.strides[0]) + k]);
  C_reg_10 = vfmaq_n_f32(C_reg_10, B_reg_1, A.data[(3) * (A.strides[0]) + k]);
  C_reg_11 = vfmaq_n_f32(C_reg_11, B_reg_2, A.data[(3) * (A.strides[0]) + k]);
  C_reg_12 = vfmaq_n_f32(C_reg_12, B_reg_0, A.data[(4) * (A.strides[0]) + k]);
  C_reg_13 = vfmaq_n_f32(C_reg_13, B_reg_1, A.data[(4) * (A.strides[0]) + k]);
  C_reg_14 = vfmaq_n_f32(C_reg_14, B_reg_2, A.data[(4) * (A.strides[0]) + k]);
  C_reg_15 = vfmaq_n_f32(C_reg_15, B_reg_0, A.data[(5) * (A.strides[0]) + k]);
  C_reg_16 = vfmaq_n_f32(C_reg_16, B_reg_1, A.data[(5) * (A.strides[0]) + k]);
  C_reg_17 = vfmaq_n_f32(C_reg_17, B_reg_2, A.data[(5) * (A.strides[0]) + k]);
  C_reg_18 = vfmaq_n_f32(C_reg_18, B_reg_0, A.data[(6) * (A.strides[0]) + k]);
  C_reg_19 = vfmaq_n_f32(C_reg_19, B_reg_1, A.data[(6) * (A.strides[0]) + k]);
  C_reg_20 = vfmaq_n_f32(C_reg_20, B_reg_2, A.data[(6) * (A.strides[0]) + k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[8], C_reg_2);
vst1q_f32(&C.data[C.strides[0]], C_reg_3);
vst1q_f32(&C.data[C.strides[0] + 4], C_reg_4);
vst1q_f32(&C.data[C.strides[0] + 8], C_reg_5);
vst1q_f32(&C.data[(2) * (C.strides[0])], C_reg_6);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 4], C_reg_7);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 8], C_reg_8);
vst1q_f32(&C.data[(3) * (C.strides[0])], C_reg_9);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 4], C_reg_10);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 8], C_reg_11);
vst1q_f32(&C.data[(4) * (C.strides[0])], C_reg_12);
vst1q_f32(&C.data[(4) * (C.strides[0]) + 4], C_reg_13);
vst1q_f32(&C.data[(4) * (C.strides[0]) + 8], C_reg_14);
vst1q_f32(&C.data[(5) * (C.strides[0])], C_reg_15);
vst1q_f32(&C.data[(5) * (C.strides[0]) + 4], C_reg_16);
vst1q_f32(&C.data[(5) * (C.strides[0]) + 8], C_reg_17);
vst1q_f32(&C.data[(6) * (C.strides[0])], C_reg_18);
vst1q_f32(&C.data[(6) * (C.strides[0]) + 4], C_reg_19);
vst1q_f32(&C.data[(6) * (C.strides[0]) + 8], C_reg_20);
}

// EXOGEMM_SMALL_PREFIX_small_7x4(
//     K : size,
//     A : [f32][7, K] @DRAM,
//     B : [f32][K, 4] @DRAM,
//     C : [f32][7, 4] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_7x4( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[C.strides[0]]);
C_reg_2 = vld1q_f32(&C.data[(2) * (C.strides[0])]);
C_reg_3 = vld1q_f32(&C.data[(3) * (C.strides[0])]);
C_reg_4 = vld1q_f32(&C.data[(4) * (C.strides[0])]);
C_reg_5 = vld1q_f32(&C.data[(5) * (C.strides[0])]);
C_reg_6 = vld1q_f32(&C.data[(6) * (C.strides[0])]);
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 16; for (int exo_o = 0; exo_o < 16; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  float32x4_t B_reg_0;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_0, A.data[A.strides[0] + k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_0, A.data[(2) * (A.strides[0]) + k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_0, A.data[(3) * (A.strides[0]) + k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_0, A.data[(4) * (A.strides[0]) + k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_0, A.data[(5) * (A.strides[0]) + k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_0, A.data[(6) * (A.strides[0]) + k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[C.strides[0]], C_reg_1);
vst1q_f32(&C.data[(2) * (C.strides[0])], C_reg_2);
vst1q_f32(&C.data[(3) * (C.strides[0])], C_reg_3);
vst1q_f32(&C.data[(4) * (C.strides[0])], C_reg_4);
vst1q_f32(&C.data[(5) * (C.strides[0])], C_reg_5);
vst1q_f32(&C.data[(6) * (C.strides[0])], C_reg_6);
}

// EXOGEMM_SMALL_PREFIX_small_7x4_resident(
//     K : size,
//     A : [f32][7, K] @DRAM,
//     B : [f32][K, 4] @DRAM,
//     C : [f32][7, 4] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_7x4_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[C.strides[0]]);
C_reg_2 = vld1q_f32(&C.data[(2) * (C.strides[0])]);
C_reg_3 = vld1q_f32(&C.data[(3) * (C.strides[0])]);
C_reg_4 = vld1q_f32(&C.data[(4) * (C.strides[0])]);
C_reg_5 = vld1q_f32(&C.data[(5) * (C.strides[0])]);
C_reg_6 = vld1q_f32(&C.data[(6) * (C.strides[0])]);
for (int_fast32_t k = 0; k < K; k++) {
  float32x4_t B_reg_0;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_0, A.data[A.strides[0] + k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_0, A.data[(2) * (A.strides[0]) + k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_0, A.data[(3) * (A.strides[0]) + k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_0, A.data[(4) * (A.strides[0]) + k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_0, A.data[(5) * (A.strides[0]) + k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_0, A.data[(6) * (A.strides[0]) + k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[C.strides[0]], C_reg_1);
vst1q_f32(&C.data[(2) * (C.strides[0])], C_reg_2);
vst1q_f32(&C.data[(3) * (C.strides[0])], C_reg_3);
vst1q_f32(&C.data[(4) * (C.strides[0])], C_reg_4);
vst1q_f32(&C.data[(5) * (C.strides[0])], C_reg_5);
vst1q_f32(&C.data[(6) * (C.strides[0])], C_reg_6);
}

// EXOGEMM_SMALL_PREFIX_small_7x4pw(
//     K : size,
//     W : size,
//     A : [f32][7, K] @DRAM,
//     B : [f32][K, 4 + W] @DRAM,
//     C : [f32][7, 4 + W] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_7x4pw( void *ctxt, int_fast32_t K, int_fast32_t W, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
EXO_ASSUME(W <= 4);
float32x4_t C_full_0;
float32x4_t C_full_1;
float32x4_t C_full_2;
float32x4_t C_full_3;
float32x4_t C_full_4;
float32x4_t C_full_5;
float32x4_t C_full_6;
C_full_0 = vld1q_f32(&C.data[0]);
C_full_1 = vld1q_f32(&C.data[C.strides[0]]);
C_full_2 = vld1q_f32(&C.data[(2) * (C.strides[0])]);
C_full_3 = vld1q_f32(&C.data[(3) * (C.strides[0])]);
C_full_4 = vld1q_f32(&C.data[(4) * (C.strides[0])]);
C_full_5 = vld1q_f32(&C.data[(5) * (C.strides[0])]);
C_full_6 = vld1q_f32(&C.data[(6) * (C.strides[0])]);
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
C_reg_0 = exogemm_neon_load_tail(&C.data[4], (W));
C_reg_1 = exogemm_neon_load_tail(&C.data[C.strides[0] + 4], (W));
C_reg_2 = exogemm_neon_load_tail(&C.data[(2) * (C.strides[0]) + 4], (W));
C_reg_3 = exogemm_neon_load_tail(&C.data[(3) * (C.strides[0]) + 4], (W));
C_reg_4 = exogemm_neon_load_tail(&C.data[(4) * (C.strides[0]) + 4], (W));
C_reg_5 = exogemm_neon_load_tail(&C.data[(5) * (C.strides[0]) + 4], (W));
C_reg_6 = exogemm_neon_load_tail(&C.data[(6) * (C.strides[0]) + 4], (W));
for (int_fast32_t k = 0; k < K; k++) {
  float32x4_t B_full;
  B_full = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  float32x4_t B_reg;
  B_reg = exogemm_neon_load_tail(&B.data[(k) * (B.strides[0]) + 4], (W));
  C_full_0 = vfmaq_n_f32(C_full_0, B_full, A.data[k]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg, A.data[k]);
  C_full_1 = vfmaq_n_f32(C_full_1, B_full, A.data[A.strides[0] + k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg, A.data[A.strides[0] + k]);
  C_full_2 = vfmaq_n_f32(C_full_2, B_full, A.data[(2) * (A.strides[0]) + k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg, A.data[(2) * (A.strides[0]) + k]);
  C_full_3 = vfmaq_n_f32(C_full_3, B_full, A.data[(3) * (A.strides[0]) + k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg, A.data[(3) * (A.strides[0]) + k]);
  C_full_4 = vfmaq_n_f32(C_full_4, B_full, A.data[(4) * (A.strides[0]) + k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg, A.data[(4) * (A.strides[0]) + k]);
  C_full_5 = vfmaq_n_f32(C_full_5, B_full, A.data[(5) * (A.strides[0]) + k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg, A.data[(5) * (A.strides[0]) + k]);
  C_full_6 = vfmaq_n_f32(C_full_6, B_full, A.data[(6) * (A.strides[0]) + k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg, A.data[(6) * (A.strides[0]) + k]);
}
exogemm_neon_store_tail(&C.data[4], C_reg_0, (W));
exogemm_neon_store_tail(&C.data[C.strides[0] + 4], C_reg_1, (W));
exogemm_neon_store_tail(&C.data[(2) * (C.strides[0]) + 4], C_reg_2, (W));
exogemm_neon_store_tail(&C.data[(3) * (C.strides[0]) + 4], C_reg_3, (W));
exogemm_neon_store_tail(&C.data[(4) * (C.strides[0]) + 4], C_reg_4, (W));
exogemm_neon_store_tail(&C.data[(5) * (C.strides[0]) + 4], C_reg_5, (W));
exogemm_neon_store_tail(&C.data[(6) * (C.strides[0]) + 4], C_reg_6, (W));
vst1q_f32(&C.data[0], C_full_0);
vst1q_f32(&C.data[C.strides[0]], C_full_1);
vst1q_f32(&C.data[(2) * (C.strides[0])], C_full_2);
vst1q_f32(&C.data[(3) * (C.strides[0])], C_full_3);
vst1q_f32(&C.data[(4) * (C.strides[0])], C_full_4);
vst1q_f32(&C.data[(5) * (C.strides[0])], C_full_5);
vst1q_f32(&C.data[(6) * (C.strides[0])], C_full_6);
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
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
float32x4_t C_reg_8;
float32x4_t C_reg_9;
float32x4_t C_reg_10;
float32x4_t C_reg_11;
float32x4_t C_reg_12;
float32x4_t C_reg_13;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[4]);
C_reg_2 = vld1q_f32(&C.data[C.strides[0]]);
C_reg_3 = vld1q_f32(&C.data[C.strides[0] + 4]);
C_reg_4 = vld1q_f32(&C.data[(2) * (C.strides[0])]);
C_reg_5 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 4]);
C_reg_6 = vld1q_f32(&C.data[(3) * (C.strides[0])]);
C_reg_7 = vld1q_f32(&C.data[(3) * (C.strides[0]) + 4]);
C_reg_8 = vld1q_f32(&C.data[(4) * (C.strides[0])]);
C_reg_9 = vld1q_f32(&C.data[(4) * (C.strides[0]) + 4]);
C_reg_10 = vld1q_f32(&C.data[(5) * (C.strides[0])]);
C_reg_11 = vld1q_f32(&C.data[(5) * (C.strides[0]) + 4]);
C_reg_12 = vld1q_f32(&C.data[(6) * (C.strides[0])]);
C_reg_13 = vld1q_f32(&C.data[(6) * (C.strides[0]) + 4]);
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 32; for (int exo_o = 0; exo_o < 32; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_0, A.data[A.strides[0] + k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_1, A.data[A.strides[0] + k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_0, A.data[(2) * (A.strides[0]) + k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_1, A.data[(2) * (A.strides[0]) + k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_0, A.data[(3) * (A.strides[0]) + k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_1, A.data[(3) * (A.strides[0]) + k]);
  C_reg_8 = vfmaq_n_f32(C_reg_8, B_reg_0, A.data[(4) * (A.strides[0]) + k]);
  C_reg_9 = vfmaq_n_f32(C_reg_9, B_reg_1, A.data[(4) * (A.strides[0]) + k]);
  C_reg_10 = vfmaq_n_f32(C_reg_10, B_reg_0, A.data[(5) * (A.strides[0]) + k]);
  C_reg_11 = vfmaq_n_f32(C_reg_11, B_reg_1, A.data[(5) * (A.strides[0]) + k]);
  C_reg_12 = vfmaq_n_f32(C_reg_12, B_reg_0, A.data[(6) * (A.strides[0]) + k]);
  C_reg_13 = vfmaq_n_f32(C_reg_13, B_reg_1, A.data[(6) * (A.strides[0]) + k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[C.strides[0]], C_reg_2);
vst1q_f32(&C.data[C.strides[0] + 4], C_reg_3);
vst1q_f32(&C.data[(2) * (C.strides[0])], C_reg_4);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 4], C_reg_5);
vst1q_f32(&C.data[(3) * (C.strides[0])], C_reg_6);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 4], C_reg_7);
vst1q_f32(&C.data[(4) * (C.strides[0])], C_reg_8);
vst1q_f32(&C.data[(4) * (C.strides[0]) + 4], C_reg_9);
vst1q_f32(&C.data[(5) * (C.strides[0])], C_reg_10);
vst1q_f32(&C.data[(5) * (C.strides[0]) + 4], C_reg_11);
vst1q_f32(&C.data[(6) * (C.strides[0])], C_reg_12);
vst1q_f32(&C.data[(6) * (C.strides[0]) + 4], C_reg_13);
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
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
float32x4_t C_reg_8;
float32x4_t C_reg_9;
float32x4_t C_reg_10;
float32x4_t C_reg_11;
float32x4_t C_reg_12;
float32x4_t C_reg_13;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[4]);
C_reg_2 = vld1q_f32(&C.data[C.strides[0]]);
C_reg_3 = vld1q_f32(&C.data[C.strides[0] + 4]);
C_reg_4 = vld1q_f32(&C.data[(2) * (C.strides[0])]);
C_reg_5 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 4]);
C_reg_6 = vld1q_f32(&C.data[(3) * (C.strides[0])]);
C_reg_7 = vld1q_f32(&C.data[(3) * (C.strides[0]) + 4]);
C_reg_8 = vld1q_f32(&C.data[(4) * (C.strides[0])]);
C_reg_9 = vld1q_f32(&C.data[(4) * (C.strides[0]) + 4]);
C_reg_10 = vld1q_f32(&C.data[(5) * (C.strides[0])]);
C_reg_11 = vld1q_f32(&C.data[(5) * (C.strides[0]) + 4]);
C_reg_12 = vld1q_f32(&C.data[(6) * (C.strides[0])]);
C_reg_13 = vld1q_f32(&C.data[(6) * (C.strides[0]) + 4]);
for (int_fast32_t k = 0; k < K; k++) {
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_0, A.data[A.strides[0] + k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_1, A.data[A.strides[0] + k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_0, A.data[(2) * (A.strides[0]) + k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_1, A.data[(2) * (A.strides[0]) + k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_0, A.data[(3) * (A.strides[0]) + k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_1, A.data[(3) * (A.strides[0]) + k]);
  C_reg_8 = vfmaq_n_f32(C_reg_8, B_reg_0, A.data[(4) * (A.strides[0]) + k]);
  C_reg_9 = vfmaq_n_f32(C_reg_9, B_reg_1, A.data[(4) * (A.strides[0]) + k]);
  C_reg_10 = vfmaq_n_f32(C_reg_10, B_reg_0, A.data[(5) * (A.strides[0]) + k]);
  C_reg_11 = vfmaq_n_f32(C_reg_11, B_reg_1, A.data[(5) * (A.strides[0]) + k]);
  C_reg_12 = vfmaq_n_f32(C_reg_12, B_reg_0, A.data[(6) * (A.strides[0]) + k]);
  C_reg_13 = vfmaq_n_f32(C_reg_13, B_reg_1, A.data[(6) * (A.strides[0]) + k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[C.strides[0]], C_reg_2);
vst1q_f32(&C.data[C.strides[0] + 4], C_reg_3);
vst1q_f32(&C.data[(2) * (C.strides[0])], C_reg_4);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 4], C_reg_5);
vst1q_f32(&C.data[(3) * (C.strides[0])], C_reg_6);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 4], C_reg_7);
vst1q_f32(&C.data[(4) * (C.strides[0])], C_reg_8);
vst1q_f32(&C.data[(4) * (C.strides[0]) + 4], C_reg_9);
vst1q_f32(&C.data[(5) * (C.strides[0])], C_reg_10);
vst1q_f32(&C.data[(5) * (C.strides[0]) + 4], C_reg_11);
vst1q_f32(&C.data[(6) * (C.strides[0])], C_reg_12);
vst1q_f32(&C.data[(6) * (C.strides[0]) + 4], C_reg_13);
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
EXO_ASSUME(W <= 4);
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
C_reg_0 = exogemm_neon_load_tail(&C.data[0], (W));
C_reg_1 = exogemm_neon_load_tail(&C.data[C.strides[0]], (W));
C_reg_2 = exogemm_neon_load_tail(&C.data[(2) * (C.strides[0])], (W));
C_reg_3 = exogemm_neon_load_tail(&C.data[(3) * (C.strides[0])], (W));
C_reg_4 = exogemm_neon_load_tail(&C.data[(4) * (C.strides[0])], (W));
C_reg_5 = exogemm_neon_load_tail(&C.data[(5) * (C.strides[0])], (W));
C_reg_6 = exogemm_neon_load_tail(&C.data[(6) * (C.strides[0])], (W));
for (int_fast32_t k = 0; k < K; k++) {
  float32x4_t B_reg;
  B_reg = exogemm_neon_load_tail(&B.data[(k) * (B.strides[0])], (W));
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg, A.data[A.strides[0] + k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg, A.data[(2) * (A.strides[0]) + k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg, A.data[(3) * (A.strides[0]) + k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg, A.data[(4) * (A.strides[0]) + k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg, A.data[(5) * (A.strides[0]) + k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg, A.data[(6) * (A.strides[0]) + k]);
}
exogemm_neon_store_tail(&C.data[0], C_reg_0, (W));
exogemm_neon_store_tail(&C.data[C.strides[0]], C_reg_1, (W));
exogemm_neon_store_tail(&C.data[(2) * (C.strides[0])], C_reg_2, (W));
exogemm_neon_store_tail(&C.data[(3) * (C.strides[0])], C_reg_3, (W));
exogemm_neon_store_tail(&C.data[(4) * (C.strides[0])], C_reg_4, (W));
exogemm_neon_store_tail(&C.data[(5) * (C.strides[0])], C_reg_5, (W));
exogemm_neon_store_tail(&C.data[(6) * (C.strides[0])], C_reg_6, (W));
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
EXO_ASSUME(W <= 4);
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
C_reg_0 = vdupq_n_f32(0.0f);
C_reg_1 = vdupq_n_f32(0.0f);
C_reg_2 = vdupq_n_f32(0.0f);
C_reg_3 = vdupq_n_f32(0.0f);
C_reg_4 = vdupq_n_f32(0.0f);
C_reg_5 = vdupq_n_f32(0.0f);
C_reg_6 = vdupq_n_f32(0.0f);
for (int_fast32_t k = 0; k < K; k++) {
  float32x4_t B_reg;
  B_reg = exogemm_neon_load_tail(&B.data[(k) * (B.strides[0])], (W));
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg, A.data[A.strides[0] + k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg, A.data[(2) * (A.strides[0]) + k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg, A.data[(3) * (A.strides[0]) + k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg, A.data[(4) * (A.strides[0]) + k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg, A.data[(5) * (A.strides[0]) + k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg, A.data[(6) * (A.strides[0]) + k]);
}
exogemm_neon_store_tail(&C.data[0], C_reg_0, (W));
exogemm_neon_store_tail(&C.data[C.strides[0]], C_reg_1, (W));
exogemm_neon_store_tail(&C.data[(2) * (C.strides[0])], C_reg_2, (W));
exogemm_neon_store_tail(&C.data[(3) * (C.strides[0])], C_reg_3, (W));
exogemm_neon_store_tail(&C.data[(4) * (C.strides[0])], C_reg_4, (W));
exogemm_neon_store_tail(&C.data[(5) * (C.strides[0])], C_reg_5, (W));
exogemm_neon_store_tail(&C.data[(6) * (C.strides[0])], C_reg_6, (W));
}

// EXOGEMM_SMALL_PREFIX_small_8x12(
//     K : size,
//     A : [f32][8, K] @DRAM,
//     B : [f32][K, 12] @DRAM,
//     C : [f32][8, 12] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_8x12( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
float32x4_t C_reg_8;
float32x4_t C_reg_9;
float32x4_t C_reg_10;
float32x4_t C_reg_11;
float32x4_t C_reg_12;
float32x4_t C_reg_13;
float32x4_t C_reg_14;
float32x4_t C_reg_15;
float32x4_t C_reg_16;
float32x4_t C_reg_17;
float32x4_t C_reg_18;
float32x4_t C_reg_19;
float32x4_t C_reg_20;
float32x4_t C_reg_21;
float32x4_t C_reg_22;
float32x4_t C_reg_23;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[4]);
C_reg_2 = vld1q_f32(&C.data[8]);
C_reg_3 = vld1q_f32(&C.data[C.strides[0]]);
C_reg_4 = vld1q_f32(&C.data[C.strides[0] + 4]);
C_reg_5 = vld1q_f32(&C.data[C.strides[0] + 8]);
C_reg_6 = vld1q_f32(&C.data[(2) * (C.strides[0])]);
C_reg_7 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 4]);
C_reg_8 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 8]);
C_reg_9 = vld1q_f32(&C.data[(3) * (C.strides[0])]);
C_reg_10 = vld1q_f32(&C.data[(3) * (C.strides[0]) + 4]);
C_reg_11 = vld1q_f32(&C.data[(3) * (C.strides[0]) + 8]);
C_reg_12 = vld1q_f32(&C.data[(4) * (C.strides[0])]);
C_reg_13 = vld1q_f32(&C.data[(4) * (C.strides[0]) + 4]);
C_reg_14 = vld1q_f32(&C.data[(4) * (C.strides[0]) + 8]);
C_reg_15 = vld1q_f32(&C.data[(5) * (C.strides[0])]);
C_reg_16 = vld1q_f32(&C.data[(5) * (C.strides[0]) + 4]);
C_reg_17 = vld1q_f32(&C.data[(5) * (C.strides[0]) + 8]);
C_reg_18 = vld1q_f32(&C.data[(6) * (C.strides[0])]);
C_reg_19 = vld1q_f32(&C.data[(6) * (C.strides[0]) + 4]);
C_reg_20 = vld1q_f32(&C.data[(6) * (C.strides[0]) + 8]);
C_reg_21 = vld1q_f32(&C.data[(7) * (C.strides[0])]);
C_reg_22 = vld1q_f32(&C.data[(7) * (C.strides[0]) + 4]);
C_reg_23 = vld1q_f32(&C.data[(7) * (C.strides[0]) + 8]);
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 48; for (int exo_o = 0; exo_o < 48; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  float32x4_t B_reg_2;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  B_reg_2 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 8]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, A.data[k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_0, A.data[A.strides[0] + k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_1, A.data[A.strides[0] + k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_2, A.data[A.strides[0] + k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_0, A.data[(2) * (A.strides[0]) + k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_1, A.data[(2) * (A.strides[0]) + k]);
  C_reg_8 = vfmaq_n_f32(C_reg_8, B_reg_2, A.data[(2) * (A.strides[0]) + k]);
  C_reg_9 = vfmaq_n_f32(C_reg_9, B_reg_0, A.data[(3) * (A.strides[0]) + k]);
  C_reg_10 = vfmaq_n_f32(C_reg_10, B_reg_1, A.data[(3) * (A.strides[0]) + k]);
  C_reg_11 = vfmaq_n_f32(C_reg_11, B_reg_2, A.data[(3) * (A.strides[0]) + k]);
  C_reg_12 = vfmaq_n_f32(C_reg_12, B_reg_0, A.data[(4) * (A.strides[0]) + k]);
  C_reg_13 = vfmaq_n_f32(C_reg_13, B_reg_1, A.data[(4) * (A.strides[0]) + k]);
  C_reg_14 = vfmaq_n_f32(C_reg_14, B_reg_2, A.data[(4) * (A.strides[0]) + k]);
  C_reg_15 = vfmaq_n_f32(C_reg_15, B_reg_0, A.data[(5) * (A.strides[0]) + k]);
  C_reg_16 = vfmaq_n_f32(C_reg_16, B_reg_1, A.data[(5) * (A.strides[0]) + k]);
  C_reg_17 = vfmaq_n_f32(C_reg_17, B_reg_2, A.data[(5) * (A.strides[0]) + k]);
  C_reg_18 = vfmaq_n_f32(C_reg_18, B_reg_0, A.data[(6) * (A.strides[0]) + k]);
  C_reg_19 = vfmaq_n_f32(C_reg_19, B_reg_1, A.data[(6) * (A.strides[0]) + k]);
  C_reg_20 = vfmaq_n_f32(C_reg_20, B_reg_2, A.data[(6) * (A.strides[0]) + k]);
  C_reg_21 = vfmaq_n_f32(C_reg_21, B_reg_0, A.data[(7) * (A.strides[0]) + k]);
  C_reg_22 = vfmaq_n_f32(C_reg_22, B_reg_1, A.data[(7) * (A.strides[0]) + k]);
  C_reg_23 = vfmaq_n_f32(C_reg_23, B_reg_2, A.data[(7) * (A.strides[0]) + k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[8], C_reg_2);
vst1q_f32(&C.data[C.strides[0]], C_reg_3);
vst1q_f32(&C.data[C.strides[0] + 4], C_reg_4);
vst1q_f32(&C.data[C.strides[0] + 8], C_reg_5);
vst1q_f32(&C.data[(2) * (C.strides[0])], C_reg_6);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 4], C_reg_7);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 8], C_reg_8);
vst1q_f32(&C.data[(3) * (C.strides[0])], C_reg_9);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 4], C_reg_10);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 8], C_reg_11);
vst1q_f32(&C.data[(4) * (C.strides[0])], C_reg_12);
vst1q_f32(&C.data[(4) * (C.strides[0]) + 4], C_reg_13);
vst1q_f32(&C.data[(4) * (C.strides[0]) + 8], C_reg_14);
vst1q_f32(&C.data[(5) * (C.strides[0])], C_reg_15);
vst1q_f32(&C.data[(5) * (C.strides[0]) + 4], C_reg_16);
vst1q_f32(&C.data[(5) * (C.strides[0]) + 8], C_reg_17);
vst1q_f32(&C.data[(6) * (C.strides[0])], C_reg_18);
vst1q_f32(&C.data[(6) * (C.strides[0]) + 4], C_reg_19);
vst1q_f32(&C.data[(6) * (C.strides[0]) + 8], C_reg_20);
vst1q_f32(&C.data[(7) * (C.strides[0])], C_reg_21);
vst1q_f32(&C.data[(7) * (C.strides[0]) + 4], C_reg_22);
vst1q_f32(&C.data[(7) * (C.strides[0]) + 8], C_reg_23);
}

// EXOGEMM_SMALL_PREFIX_small_8x12_beta0(
//     K : size,
//     A : [f32][8, K] @DRAM,
//     B : [f32][K, 12] @DRAM,
//     C : [f32][8, 12] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_8x12_beta0( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
float32x4_t C_reg_8;
float32x4_t C_reg_9;
float32x4_t C_reg_10;
float32x4_t C_reg_11;
float32x4_t C_reg_12;
float32x4_t C_reg_13;
float32x4_t C_reg_14;
float32x4_t C_reg_15;
float32x4_t C_reg_16;
float32x4_t C_reg_17;
float32x4_t C_reg_18;
float32x4_t C_reg_19;
float32x4_t C_reg_20;
float32x4_t C_reg_21;
float32x4_t C_reg_22;
float32x4_t C_reg_23;
C_reg_0 = vdupq_n_f32(0.0f);
C_reg_1 = vdupq_n_f32(0.0f);
C_reg_2 = vdupq_n_f32(0.0f);
C_reg_3 = vdupq_n_f32(0.0f);
C_reg_4 = vdupq_n_f32(0.0f);
C_reg_5 = vdupq_n_f32(0.0f);
C_reg_6 = vdupq_n_f32(0.0f);
C_reg_7 = vdupq_n_f32(0.0f);
C_reg_8 = vdupq_n_f32(0.0f);
C_reg_9 = vdupq_n_f32(0.0f);
C_reg_10 = vdupq_n_f32(0.0f);
C_reg_11 = vdupq_n_f32(0.0f);
C_reg_12 = vdupq_n_f32(0.0f);
C_reg_13 = vdupq_n_f32(0.0f);
C_reg_14 = vdupq_n_f32(0.0f);
C_reg_15 = vdupq_n_f32(0.0f);
C_reg_16 = vdupq_n_f32(0.0f);
C_reg_17 = vdupq_n_f32(0.0f);
C_reg_18 = vdupq_n_f32(0.0f);
C_reg_19 = vdupq_n_f32(0.0f);
C_reg_20 = vdupq_n_f32(0.0f);
C_reg_21 = vdupq_n_f32(0.0f);
C_reg_22 = vdupq_n_f32(0.0f);
C_reg_23 = vdupq_n_f32(0.0f);
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 48; for (int exo_o = 0; exo_o < 48; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  float32x4_t B_reg_2;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  B_reg_2 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 8]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, A.data[k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_0, A.data[A.strides[0] + k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_1, A.data[A.strides[0] + k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_2, A.data[A.strides[0] + k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_0, A.data[(2) * (A.strides[0]) + k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_1, A.data[(2) * (A.strides[0]) + k]);
  C_reg_8 = vfmaq_n_f32(C_reg_8, B_reg_2, A.data[(2) * (A.strides[0]) + k]);
  C_reg_9 = vfmaq_n_f32(C_reg_9, B_reg_0, A.data[(3) * (A.strides[0]) + k]);
  C_reg_10 = vfmaq_n_f32(C_reg_10, B_reg_1, A.data[(3) * (A.strides[0]) + k]);
  C_reg_11 = vfmaq_n_f32(C_reg_11, B_reg_2, A.data[(3) * (A.strides[0]) + k]);
  C_reg_12 = vfmaq_n_f32(C_reg_12, B_reg_0, A.data[(4) * (A.strides[0]) + k]);
  C_reg_13 = vfmaq_n_f32(C_reg_13, B_reg_1, A.data[(4) * (A.strides[0]) + k]);
  C_reg_14 = vfmaq_n_f32(C_reg_14, B_reg_2, A.data[(4) * (A.strides[0]) + k]);
  C_reg_15 = vfmaq_n_f32(C_reg_15, B_reg_0, A.data[(5) * (A.strides[0]) + k]);
  C_reg_16 = vfmaq_n_f32(C_reg_16, B_reg_1, A.data[(5) * (A.strides[0]) + k]);
  C_reg_17 = vfmaq_n_f32(C_reg_17, B_reg_2, A.data[(5) * (A.strides[0]) + k]);
  C_reg_18 = vfmaq_n_f32(C_reg_18, B_reg_0, A.data[(6) * (A.strides[0]) + k]);
  C_reg_19 = vfmaq_n_f32(C_reg_19, B_reg_1, A.data[(6) * (A.strides[0]) + k]);
  C_reg_20 = vfmaq_n_f32(C_reg_20, B_reg_2, A.data[(6) * (A.strides[0]) + k]);
  C_reg_21 = vfmaq_n_f32(C_reg_21, B_reg_0, A.data[(7) * (A.strides[0]) + k]);
  C_reg_22 = vfmaq_n_f32(C_reg_22, B_reg_1, A.data[(7) * (A.strides[0]) + k]);
  C_reg_23 = vfmaq_n_f32(C_reg_23, B_reg_2, A.data[(7) * (A.strides[0]) + k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[8], C_reg_2);
vst1q_f32(&C.data[C.strides[0]], C_reg_3);
vst1q_f32(&C.data[C.strides[0] + 4], C_reg_4);
vst1q_f32(&C.data[C.strides[0] + 8], C_reg_5);
vst1q_f32(&C.data[(2) * (C.strides[0])], C_reg_6);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 4], C_reg_7);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 8], C_reg_8);
vst1q_f32(&C.data[(3) * (C.strides[0])], C_reg_9);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 4], C_reg_10);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 8], C_reg_11);
vst1q_f32(&C.data[(4) * (C.strides[0])], C_reg_12);
vst1q_f32(&C.data[(4) * (C.strides[0]) + 4], C_reg_13);
vst1q_f32(&C.data[(4) * (C.strides[0]) + 8], C_reg_14);
vst1q_f32(&C.data[(5) * (C.strides[0])], C_reg_15);
vst1q_f32(&C.data[(5) * (C.strides[0]) + 4], C_reg_16);
vst1q_f32(&C.data[(5) * (C.strides[0]) + 8], C_reg_17);
vst1q_f32(&C.data[(6) * (C.strides[0])], C_reg_18);
vst1q_f32(&C.data[(6) * (C.strides[0]) + 4], C_reg_19);
vst1q_f32(&C.data[(6) * (C.strides[0]) + 8], C_reg_20);
vst1q_f32(&C.data[(7) * (C.strides[0])], C_reg_21);
vst1q_f32(&C.data[(7) * (C.strides[0]) + 4], C_reg_22);
vst1q_f32(&C.data[(7) * (C.strides[0]) + 8], C_reg_23);
}

// EXOGEMM_SMALL_PREFIX_small_8x12_resident(
//     K : size,
//     A : [f32][8, K] @DRAM,
//     B : [f32][K, 12] @DRAM,
//     C : [f32][8, 12] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_8x12_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
float32x4_t C_reg_8;
float32x4_t C_reg_9;
float32x4_t C_reg_10;
float32x4_t C_reg_11;
float32x4_t C_reg_12;
float32x4_t C_reg_13;
float32x4_t C_reg_14;
float32x4_t C_reg_15;
float32x4_t C_reg_16;
float32x4_t C_reg_17;
float32x4_t C_reg_18;
float32x4_t C_reg_19;
float32x4_t C_reg_20;
float32x4_t C_reg_21;
float32x4_t C_reg_22;
float32x4_t C_reg_23;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[4]);
C_reg_2 = vld1q_f32(&C.data[8]);
C_reg_3 = vld1q_f32(&C.data[C.strides[0]]);
C_reg_4 = vld1q_f32(&C.data[C.strides[0] + 4]);
C_reg_5 = vld1q_f32(&C.data[C.strides[0] + 8]);
C_reg_6 = vld1q_f32(&C.data[(2) * (C.strides[0])]);
C_reg_7 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 4]);
C_reg_8 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 8]);
C_reg_9 = vld1q_f32(&C.data[(3) * (C.strides[0])]);
C_reg_10 = vld1q_f32(&C.data[(3) * (C.strides[0]) + 4]);
C_reg_11 = vld1q_f32(&C.data[(3) * (C.strides[0]) + 8]);
C_reg_12 = vld1q_f32(&C.data[(4) * (C.strides[0])]);
C_reg_13 = vld1q_f32(&C.data[(4) * (C.strides[0]) + 4]);
C_reg_14 = vld1q_f32(&C.data[(4) * (C.strides[0]) + 8]);
C_reg_15 = vld1q_f32(&C.data[(5) * (C.strides[0])]);
C_reg_16 = vld1q_f32(&C.data[(5) * (C.strides[0]) + 4]);
C_reg_17 = vld1q_f32(&C.data[(5) * (C.strides[0]) + 8]);
C_reg_18 = vld1q_f32(&C.data[(6) * (C.strides[0])]);
C_reg_19 = vld1q_f32(&C.data[(6) * (C.strides[0]) + 4]);
C_reg_20 = vld1q_f32(&C.data[(6) * (C.strides[0]) + 8]);
C_reg_21 = vld1q_f32(&C.data[(7) * (C.strides[0])]);
C_reg_22 = vld1q_f32(&C.data[(7) * (C.strides[0]) + 4]);
C_reg_23 = vld1q_f32(&C.data[(7) * (C.strides[0]) + 8]);
for (int_fast32_t k = 0; k < K; k++) {
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  float32x4_t B_reg_2;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  B_reg_2 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 8]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, A.data[k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_0, A.data[A.strides[0] + k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_1, A.data[A.strides[0] + k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_2, A.data[A.strides[0] + k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_0, A.data[(2) * (A.strides[0]) + k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_1, A.data[(2) * (A.strides[0]) + k]);
  C_reg_8 = vfmaq_n_f32(C_reg_8, B_reg_2, A.data[(2) * (A.strides[0]) + k]);
  C_reg_9 = vfmaq_n_f32(C_reg_9, B_reg_0, A.data[(3) * (A.strides[0]) + k]);
  C_reg_10 = vfmaq_n_f32(C_reg_10, B_reg_1, A.data[(3) * (A.strides[0]) + k]);
  C_reg_11 = vfmaq_n_f32(C_reg_11, B_reg_2, A.data[(3) * (A.strides[0]) + k]);
  C_reg_12 = vfmaq_n_f32(C_reg_12, B_reg_0, A.data[(4) * (A.strides[0]) + k]);
  C_reg_13 = vfmaq_n_f32(C_reg_13, B_reg_1, A.data[(4) * (A.strides[0]) + k]);
  C_reg_14 = vfmaq_n_f32(C_reg_14, B_reg_2, A.data[(4) * (A.strides[0]) + k]);
  C_reg_15 = vfmaq_n_f32(C_reg_15, B_reg_0, A.data[(5) * (A.strides[0]) + k]);
  C_reg_16 = vfmaq_n_f32(C_reg_16, B_reg_1, A.data[(5) * (A.strides[0]) + k]);
  C_reg_17 = vfmaq_n_f32(C_reg_17, B_reg_2, A.data[(5) * (A.strides[0]) + k]);
  C_reg_18 = vfmaq_n_f32(C_reg_18, B_reg_0, A.data[(6) * (A.strides[0]) + k]);
  C_reg_19 = vfmaq_n_f32(C_reg_19, B_reg_1, A.data[(6) * (A.strides[0]) + k]);
  C_reg_20 = vfmaq_n_f32(C_reg_20, B_reg_2, A.data[(6) * (A.strides[0]) + k]);
  C_reg_21 = vfmaq_n_f32(C_reg_21, B_reg_0, A.data[(7) * (A.strides[0]) + k]);
  C_reg_22 = vfmaq_n_f32(C_reg_22, B_reg_1, A.data[(7) * (A.strides[0]) + k]);
  C_reg_23 = vfmaq_n_f32(C_reg_23, B_reg_2, A.data[(7) * (A.strides[0]) + k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[8], C_reg_2);
vst1q_f32(&C.data[C.strides[0]], C_reg_3);
vst1q_f32(&C.data[C.strides[0] + 4], C_reg_4);
vst1q_f32(&C.data[C.strides[0] + 8], C_reg_5);
vst1q_f32(&C.data[(2) * (C.strides[0])], C_reg_6);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 4], C_reg_7);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 8], C_reg_8);
vst1q_f32(&C.data[(3) * (C.strides[0])], C_reg_9);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 4], C_reg_10);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 8], C_reg_11);
vst1q_f32(&C.data[(4) * (C.strides[0])], C_reg_12);
vst1q_f32(&C.data[(4) * (C.strides[0]) + 4], C_reg_13);
vst1q_f32(&C.data[(4) * (C.strides[0]) + 8], C_reg_14);
vst1q_f32(&C.data[(5) * (C.strides[0])], C_reg_15);
vst1q_f32(&C.data[(5) * (C.strides[0]) + 4], C_reg_16);
vst1q_f32(&C.data[(5) * (C.strides[0]) + 8], C_reg_17);
vst1q_f32(&C.data[(6) * (C.strides[0])], C_reg_18);
vst1q_f32(&C.data[(6) * (C.strides[0]) + 4], C_reg_19);
vst1q_f32(&C.data[(6) * (C.strides[0]) + 8], C_reg_20);
vst1q_f32(&C.data[(7) * (C.strides[0])], C_reg_21);
vst1q_f32(&C.data[(7) * (C.strides[0]) + 4], C_reg_22);
vst1q_f32(&C.data[(7) * (C.strides[0]) + 8], C_reg_23);
}

// EXOGEMM_SMALL_PREFIX_small_8x12_resident_beta0(
//     K : size,
//     A : [f32][8, K] @DRAM,
//     B : [f32][K, 12] @DRAM,
//     C : [f32][8, 12] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_8x12_resident_beta0( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
float32x4_t C_reg_8;
float32x4_t C_reg_9;
float32x4_t C_reg_10;
float32x4_t C_reg_11;
float32x4_t C_reg_12;
float32x4_t C_reg_13;
float32x4_t C_reg_14;
float32x4_t C_reg_15;
float32x4_t C_reg_16;
float32x4_t C_reg_17;
float32x4_t C_reg_18;
float32x4_t C_reg_19;
float32x4_t C_reg_20;
float32x4_t C_reg_21;
float32x4_t C_reg_22;
float32x4_t C_reg_23;
C_reg_0 = vdupq_n_f32(0.0f);
C_reg_1 = vdupq_n_f32(0.0f);
C_reg_2 = vdupq_n_f32(0.0f);
C_reg_3 = vdupq_n_f32(0.0f);
C_reg_4 = vdupq_n_f32(0.0f);
C_reg_5 = vdupq_n_f32(0.0f);
C_reg_6 = vdupq_n_f32(0.0f);
C_reg_7 = vdupq_n_f32(0.0f);
C_reg_8 = vdupq_n_f32(0.0f);
C_reg_9 = vdupq_n_f32(0.0f);
C_reg_10 = vdupq_n_f32(0.0f);
C_reg_11 = vdupq_n_f32(0.0f);
C_reg_12 = vdupq_n_f32(0.0f);
C_reg_13 = vdupq_n_f32(0.0f);
C_reg_14 = vdupq_n_f32(0.0f);
C_reg_15 = vdupq_n_f32(0.0f);
C_reg_16 = vdupq_n_f32(0.0f);
C_reg_17 = vdupq_n_f32(0.0f);
C_reg_18 = vdupq_n_f32(0.0f);
C_reg_19 = vdupq_n_f32(0.0f);
C_reg_20 = vdupq_n_f32(0.0f);
C_reg_21 = vdupq_n_f32(0.0f);
C_reg_22 = vdupq_n_f32(0.0f);
C_reg_23 = vdupq_n_f32(0.0f);
for (int_fast32_t k = 0; k < K; k++) {
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  float32x4_t B_reg_2;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  B_reg_2 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 8]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, A.data[k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_0, A.data[A.strides[0] + k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_1, A.data[A.strides[0] + k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_2, A.data[A.strides[0] + k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_0, A.data[(2) * (A.strides[0]) + k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_1, A.data[(2) * (A.strides[0]) + k]);
  C_reg_8 = vfmaq_n_f32(C_reg_8, B_reg_2, A.data[(2) * (A.strides[0]) + k]);
  C_reg_9 = vfmaq_n_f32(C_reg_9, B_reg_0, A.data[(3) * (A.strides[0]) + k]);
  C_reg_10 = vfmaq_n_f32(C_reg_10, B_reg_1, A.data[(3) * (A.strides[0]) + k]);
  C_reg_11 = vfmaq_n_f32(C_reg_11, B_reg_2, A.data[(3) * (A.strides[0]) + k]);
  C_reg_12 = vfmaq_n_f32(C_reg_12, B_reg_0, A.data[(4) * (A.strides[0]) + k]);
  C_reg_13 = vfmaq_n_f32(C_reg_13, B_reg_1, A.data[(4) * (A.strides[0]) + k]);
  C_reg_14 = vfmaq_n_f32(C_reg_14, B_reg_2, A.data[(4) * (A.strides[0]) + k]);
  C_reg_15 = vfmaq_n_f32(C_reg_15, B_reg_0, A.data[(5) * (A.strides[0]) + k]);
  C_reg_16 = vfmaq_n_f32(C_reg_16, B_reg_1, A.data[(5) * (A.strides[0]) + k]);
  C_reg_17 = vfmaq_n_f32(C_reg_17, B_reg_2, A.data[(5) * (A.strides[0]) + k]);
  C_reg_18 = vfmaq_n_f32(C_reg_18, B_reg_0, A.data[(6) * (A.strides[0]) + k]);
  C_reg_19 = vfmaq_n_f32(C_reg_19, B_reg_1, A.data[(6) * (A.strides[0]) + k]);
  C_reg_20 = vfmaq_n_f32(C_reg_20, B_reg_2, A.data[(6) * (A.strides[0]) + k]);
  C_reg_21 = vfmaq_n_f32(C_reg_21, B_reg_0, A.data[(7) * (A.strides[0]) + k]);
  C_reg_22 = vfmaq_n_f32(C_reg_22, B_reg_1, A.data[(7) * (A.strides[0]) + k]);
  C_reg_23 = vfmaq_n_f32(C_reg_23, B_reg_2, A.data[(7) * (A.strides[0]) + k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[8], C_reg_2);
vst1q_f32(&C.data[C.strides[0]], C_reg_3);
vst1q_f32(&C.data[C.strides[0] + 4], C_reg_4);
vst1q_f32(&C.data[C.strides[0] + 8], C_reg_5);
vst1q_f32(&C.data[(2) * (C.strides[0])], C_reg_6);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 4], C_reg_7);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 8], C_reg_8);
vst1q_f32(&C.data[(3) * (C.strides[0])], C_reg_9);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 4], C_reg_10);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 8], C_reg_11);
vst1q_f32(&C.data[(4) * (C.strides[0])], C_reg_12);
vst1q_f32(&C.data[(4) * (C.strides[0]) + 4], C_reg_13);
vst1q_f32(&C.data[(4) * (C.strides[0]) + 8], C_reg_14);
vst1q_f32(&C.data[(5) * (C.strides[0])], C_reg_15);
vst1q_f32(&C.data[(5) * (C.strides[0]) + 4], C_reg_16);
vst1q_f32(&C.data[(5) * (C.strides[0]) + 8], C_reg_17);
vst1q_f32(&C.data[(6) * (C.strides[0])], C_reg_18);
vst1q_f32(&C.data[(6) * (C.strides[0]) + 4], C_reg_19);
vst1q_f32(&C.data[(6) * (C.strides[0]) + 8], C_reg_20);
vst1q_f32(&C.data[(7) * (C.strides[0])], C_reg_21);
vst1q_f32(&C.data[(7) * (C.strides[0]) + 4], C_reg_22);
vst1q_f32(&C.data[(7) * (C.strides[0]) + 8], C_reg_23);
}

// EXOGEMM_SMALL_PREFIX_small_8x4(
//     K : size,
//     A : [f32][8, K] @DRAM,
//     B : [f32][K, 4] @DRAM,
//     C : [f32][8, 4] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_8x4( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[C.strides[0]]);
C_reg_2 = vld1q_f32(&C.data[(2) * (C.strides[0])]);
C_reg_3 = vld1q_f32(&C.data[(3) * (C.strides[0])]);
C_reg_4 = vld1q_f32(&C.data[(4) * (C.strides[0])]);
C_reg_5 = vld1q_f32(&C.data[(5) * (C.strides[0])]);
C_reg_6 = vld1q_f32(&C.data[(6) * (C.strides[0])]);
C_reg_7 = vld1q_f32(&C.data[(7) * (C.strides[0])]);
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 16; for (int exo_o = 0; exo_o < 16; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  float32x4_t B_reg_0;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_0, A.data[A.strides[0] + k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_0, A.data[(2) * (A.strides[0]) + k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_0, A.data[(3) * (A.strides[0]) + k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_0, A.data[(4) * (A.strides[0]) + k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_0, A.data[(5) * (A.strides[0]) + k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_0, A.data[(6) * (A.strides[0]) + k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_0, A.data[(7) * (A.strides[0]) + k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[C.strides[0]], C_reg_1);
vst1q_f32(&C.data[(2) * (C.strides[0])], C_reg_2);
vst1q_f32(&C.data[(3) * (C.strides[0])], C_reg_3);
vst1q_f32(&C.data[(4) * (C.strides[0])], C_reg_4);
vst1q_f32(&C.data[(5) * (C.strides[0])], C_reg_5);
vst1q_f32(&C.data[(6) * (C.strides[0])], C_reg_6);
vst1q_f32(&C.data[(7) * (C.strides[0])], C_reg_7);
}

// EXOGEMM_SMALL_PREFIX_small_8x4_beta0(
//     K : size,
//     A : [f32][8, K] @DRAM,
//     B : [f32][K, 4] @DRAM,
//     C : [f32][8, 4] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_8x4_beta0( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
C_reg_0 = vdupq_n_f32(0.0f);
C_reg_1 = vdupq_n_f32(0.0f);
C_reg_2 = vdupq_n_f32(0.0f);
C_reg_3 = vdupq_n_f32(0.0f);
C_reg_4 = vdupq_n_f32(0.0f);
C_reg_5 = vdupq_n_f32(0.0f);
C_reg_6 = vdupq_n_f32(0.0f);
C_reg_7 = vdupq_n_f32(0.0f);
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 16; for (int exo_o = 0; exo_o < 16; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  float32x4_t B_reg_0;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_0, A.data[A.strides[0] + k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_0, A.data[(2) * (A.strides[0]) + k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_0, A.data[(3) * (A.strides[0]) + k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_0, A.data[(4) * (A.strides[0]) + k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_0, A.data[(5) * (A.strides[0]) + k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_0, A.data[(6) * (A.strides[0]) + k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_0, A.data[(7) * (A.strides[0]) + k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[C.strides[0]], C_reg_1);
vst1q_f32(&C.data[(2) * (C.strides[0])], C_reg_2);
vst1q_f32(&C.data[(3) * (C.strides[0])], C_reg_3);
vst1q_f32(&C.data[(4) * (C.strides[0])], C_reg_4);
vst1q_f32(&C.data[(5) * (C.strides[0])], C_reg_5);
vst1q_f32(&C.data[(6) * (C.strides[0])], C_reg_6);
vst1q_f32(&C.data[(7) * (C.strides[0])], C_reg_7);
}

// EXOGEMM_SMALL_PREFIX_small_8x4_resident(
//     K : size,
//     A : [f32][8, K] @DRAM,
//     B : [f32][K, 4] @DRAM,
//     C : [f32][8, 4] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_8x4_resident( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[C.strides[0]]);
C_reg_2 = vld1q_f32(&C.data[(2) * (C.strides[0])]);
C_reg_3 = vld1q_f32(&C.data[(3) * (C.strides[0])]);
C_reg_4 = vld1q_f32(&C.data[(4) * (C.strides[0])]);
C_reg_5 = vld1q_f32(&C.data[(5) * (C.strides[0])]);
C_reg_6 = vld1q_f32(&C.data[(6) * (C.strides[0])]);
C_reg_7 = vld1q_f32(&C.data[(7) * (C.strides[0])]);
for (int_fast32_t k = 0; k < K; k++) {
  float32x4_t B_reg_0;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_0, A.data[A.strides[0] + k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_0, A.data[(2) * (A.strides[0]) + k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_0, A.data[(3) * (A.strides[0]) + k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_0, A.data[(4) * (A.strides[0]) + k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_0, A.data[(5) * (A.strides[0]) + k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_0, A.data[(6) * (A.strides[0]) + k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_0, A.data[(7) * (A.strides[0]) + k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[C.strides[0]], C_reg_1);
vst1q_f32(&C.data[(2) * (C.strides[0])], C_reg_2);
vst1q_f32(&C.data[(3) * (C.strides[0])], C_reg_3);
vst1q_f32(&C.data[(4) * (C.strides[0])], C_reg_4);
vst1q_f32(&C.data[(5) * (C.strides[0])], C_reg_5);
vst1q_f32(&C.data[(6) * (C.strides[0])], C_reg_6);
vst1q_f32(&C.data[(7) * (C.strides[0])], C_reg_7);
}

// EXOGEMM_SMALL_PREFIX_small_8x4_resident_beta0(
//     K : size,
//     A : [f32][8, K] @DRAM,
//     B : [f32][K, 4] @DRAM,
//     C : [f32][8, 4] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_8x4_resident_beta0( void *ctxt, int_fast32_t K, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
C_reg_0 = vdupq_n_f32(0.0f);
C_reg_1 = vdupq_n_f32(0.0f);
C_reg_2 = vdupq_n_f32(0.0f);
C_reg_3 = vdupq_n_f32(0.0f);
C_reg_4 = vdupq_n_f32(0.0f);
C_reg_5 = vdupq_n_f32(0.0f);
C_reg_6 = vdupq_n_f32(0.0f);
C_reg_7 = vdupq_n_f32(0.0f);
for (int_fast32_t k = 0; k < K; k++) {
  float32x4_t B_reg_0;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_0, A.data[A.strides[0] + k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_0, A.data[(2) * (A.strides[0]) + k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_0, A.data[(3) * (A.strides[0]) + k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_0, A.data[(4) * (A.strides[0]) + k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_0, A.data[(5) * (A.strides[0]) + k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_0, A.data[(6) * (A.strides[0]) + k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_0, A.data[(7) * (A.strides[0]) + k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[C.strides[0]], C_reg_1);
vst1q_f32(&C.data[(2) * (C.strides[0])], C_reg_2);
vst1q_f32(&C.data[(3) * (C.strides[0])], C_reg_3);
vst1q_f32(&C.data[(4) * (C.strides[0])], C_reg_4);
vst1q_f32(&C.data[(5) * (C.strides[0])], C_reg_5);
vst1q_f32(&C.data[(6) * (C.strides[0])], C_reg_6);
vst1q_f32(&C.data[(7) * (C.strides[0])], C_reg_7);
}

// EXOGEMM_SMALL_PREFIX_small_8x4pw(
//     K : size,
//     W : size,
//     A : [f32][8, K] @DRAM,
//     B : [f32][K, 4 + W] @DRAM,
//     C : [f32][8, 4 + W] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_small_8x4pw( void *ctxt, int_fast32_t K, int_fast32_t W, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
// assert stride(C, 1) == 1
EXO_ASSUME(W <= 4);
float32x4_t C_full_0;
float32x4_t C_full_1;
float32x4_t C_full_2;
float32x4_t C_full_3;
float32x4_t C_full_4;
float32x4_t C_full_5;
float32x4_t C_full_6;
float32x4_t C_full_7;
C_full_0 = vld1q_f32(&C.data[0]);
C_full_1 = vld1q_f32(&C.data[C.strides[0]]);
C_full_2 = vld1q_f32(&C.data[(2) * (C.strides[0])]);
C_full_3 = vld1q_f32(&C.data[(3) * (C.strides[0])]);
C_full_4 = vld1q_f32(&C.data[(4) * (C.strides[0])]);
C_full_5 = vld1q_f32(&C.data[(5) * (C.strides[0])]);
C_full_6 = vld1q_f32(&C.data[(6) * (C.strides[0])]);
C_full_7 = vld1q_f32(&C.data[(7) * (C.strides[0])]);
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
C_reg_0 = exogemm_neon_load_tail(&C.data[4], (W));
C_reg_1 = exogemm_neon_load_tail(&C.data[C.strides[0] + 4], (W));
C_reg_2 = exogemm_neon_load_tail(&C.data[(2) * (C.strides[0]) + 4], (W));
C_reg_3 = exogemm_neon_load_tail(&C.data[(3) * (C.strides[0]) + 4], (W));
C_reg_4 = exogemm_neon_load_tail(&C.data[(4) * (C.strides[0]) + 4], (W));
C_reg_5 = exogemm_neon_load_tail(&C.data[(5) * (C.strides[0]) + 4], (W));
C_reg_6 = exogemm_neon_load_tail(&C.data[(6) * (C.strides[0]) + 4], (W));
C_reg_7 = exogemm_neon_load_tail(&C.data[(7) * (C.strides[0]) + 4], (W));
for (int_fast32_t k = 0; k < K; k++) {
  float32x4_t B_full;
  B_full = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  float32x4_t B_reg;
  B_reg = exogemm_neon_load_tail(&B.data[(k) * (B.strides[0]) + 4], (W));
  C_full_0 = vfmaq_n_f32(C_full_0, B_full, A.data[k]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg, A.data[k]);
  C_full_1 = vfmaq_n_f32(C_full_1, B_full, A.data[A.strides[0] + k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg, A.data[A.strides[0] + k]);
  C_full_2 = vfmaq_n_f32(C_full_2, B_full, A.data[(2) * (A.strides[0]) + k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg, A.data[(2) * (A.strides[0]) + k]);
  C_full_3 = vfmaq_n_f32(C_full_3, B_full, A.data[(3) * (A.strides[0]) + k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg, A.data[(3) * (A.strides[0]) + k]);
  C_full_4 = vfmaq_n_f32(C_full_4, B_full, A.data[(4) * (A.strides[0]) + k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg, A.data[(4) * (A.strides[0]) + k]);
  C_full_5 = vfmaq_n_f32(C_full_5, B_full, A.data[(5) * (A.strides[0]) + k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg, A.data[(5) * (A.strides[0]) + k]);
  C_full_6 = vfmaq_n_f32(C_full_6, B_full, A.data[(6) * (A.strides[0]) + k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg, A.data[(6) * (A.strides[0]) + k]);
  C_full_7 = vfmaq_n_f32(C_full_7, B_full, A.data[(7) * (A.strides[0]) + k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg, A.data[(7) * (A.strides[0]) + k]);
}
exogemm_neon_store_tail(&C.data[4], C_reg_0, (W));
exogemm_neon_store_tail(&C.data[C.strides[0] + 4], C_reg_1, (W));
exogemm_neon_store_tail(&C.data[(2) * (C.strides[0]) + 4], C_reg_2, (W));
exogemm_neon_store_tail(&C.data[(3) * (C.strides[0]) + 4], C_reg_3, (W));
exogemm_neon_store_tail(&C.data[(4) * (C.strides[0]) + 4], C_reg_4, (W));
exogemm_neon_store_tail(&C.data[(5) * (C.strides[0]) + 4], C_reg_5, (W));
exogemm_neon_store_tail(&C.data[(6) * (C.strides[0]) + 4], C_reg_6, (W));
exogemm_neon_store_tail(&C.data[(7) * (C.strides[0]) + 4], C_reg_7, (W));
vst1q_f32(&C.data[0], C_full_0);
vst1q_f32(&C.data[C.strides[0]], C_full_1);
vst1q_f32(&C.data[(2) * (C.strides[0])], C_full_2);
vst1q_f32(&C.data[(3) * (C.strides[0])], C_full_3);
vst1q_f32(&C.data[(4) * (C.strides[0])], C_full_4);
vst1q_f32(&C.data[(5) * (C.strides[0])], C_full_5);
vst1q_f32(&C.data[(6) * (C.strides[0])], C_full_6);
vst1q_f32(&C.data[(7) * (C.strides[0])], C_full_7);
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
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
float32x4_t C_reg_8;
float32x4_t C_reg_9;
float32x4_t C_reg_10;
float32x4_t C_reg_11;
float32x4_t C_reg_12;
float32x4_t C_reg_13;
float32x4_t C_reg_14;
float32x4_t C_reg_15;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[4]);
C_reg_2 = vld1q_f32(&C.data[C.strides[0]]);
C_reg_3 = vld1q_f32(&C.data[C.strides[0] + 4]);
C_reg_4 = vld1q_f32(&C.data[(2) * (C.strides[0])]);
C_reg_5 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 4]);
C_reg_6 = vld1q_f32(&C.data[(3) * (C.strides[0])]);
C_reg_7 = vld1q_f32(&C.data[(3) * (C.strides[0]) + 4]);
C_reg_8 = vld1q_f32(&C.data[(4) * (C.strides[0])]);
C_reg_9 = vld1q_f32(&C.data[(4) * (C.strides[0]) + 4]);
C_reg_10 = vld1q_f32(&C.data[(5) * (C.strides[0])]);
C_reg_11 = vld1q_f32(&C.data[(5) * (C.strides[0]) + 4]);
C_reg_12 = vld1q_f32(&C.data[(6) * (C.strides[0])]);
C_reg_13 = vld1q_f32(&C.data[(6) * (C.strides[0]) + 4]);
C_reg_14 = vld1q_f32(&C.data[(7) * (C.strides[0])]);
C_reg_15 = vld1q_f32(&C.data[(7) * (C.strides[0]) + 4]);
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 32; for (int exo_o = 0; exo_o < 32; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_0, A.data[A.strides[0] + k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_1, A.data[A.strides[0] + k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_0, A.data[(2) * (A.strides[0]) + k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_1, A.data[(2) * (A.strides[0]) + k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_0, A.data[(3) * (A.strides[0]) + k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_1, A.data[(3) * (A.strides[0]) + k]);
  C_reg_8 = vfmaq_n_f32(C_reg_8, B_reg_0, A.data[(4) * (A.strides[0]) + k]);
  C_reg_9 = vfmaq_n_f32(C_reg_9, B_reg_1, A.data[(4) * (A.strides[0]) + k]);
  C_reg_10 = vfmaq_n_f32(C_reg_10, B_reg_0, A.data[(5) * (A.strides[0]) + k]);
  C_reg_11 = vfmaq_n_f32(C_reg_11, B_reg_1, A.data[(5) * (A.strides[0]) + k]);
  C_reg_12 = vfmaq_n_f32(C_reg_12, B_reg_0, A.data[(6) * (A.strides[0]) + k]);
  C_reg_13 = vfmaq_n_f32(C_reg_13, B_reg_1, A.data[(6) * (A.strides[0]) + k]);
  C_reg_14 = vfmaq_n_f32(C_reg_14, B_reg_0, A.data[(7) * (A.strides[0]) + k]);
  C_reg_15 = vfmaq_n_f32(C_reg_15, B_reg_1, A.data[(7) * (A.strides[0]) + k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[C.strides[0]], C_reg_2);
vst1q_f32(&C.data[C.strides[0] + 4], C_reg_3);
vst1q_f32(&C.data[(2) * (C.strides[0])], C_reg_4);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 4], C_reg_5);
vst1q_f32(&C.data[(3) * (C.strides[0])], C_reg_6);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 4], C_reg_7);
vst1q_f32(&C.data[(4) * (C.strides[0])], C_reg_8);
vst1q_f32(&C.data[(4) * (C.strides[0]) + 4], C_reg_9);
vst1q_f32(&C.data[(5) * (C.strides[0])], C_reg_10);
vst1q_f32(&C.data[(5) * (C.strides[0]) + 4], C_reg_11);
vst1q_f32(&C.data[(6) * (C.strides[0])], C_reg_12);
vst1q_f32(&C.data[(6) * (C.strides[0]) + 4], C_reg_13);
vst1q_f32(&C.data[(7) * (C.strides[0])], C_reg_14);
vst1q_f32(&C.data[(7) * (C.strides[0]) + 4], C_reg_15);
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
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
float32x4_t C_reg_8;
float32x4_t C_reg_9;
float32x4_t C_reg_10;
float32x4_t C_reg_11;
float32x4_t C_reg_12;
float32x4_t C_reg_13;
float32x4_t C_reg_14;
float32x4_t C_reg_15;
C_reg_0 = vdupq_n_f32(0.0f);
C_reg_1 = vdupq_n_f32(0.0f);
C_reg_2 = vdupq_n_f32(0.0f);
C_reg_3 = vdupq_n_f32(0.0f);
C_reg_4 = vdupq_n_f32(0.0f);
C_reg_5 = vdupq_n_f32(0.0f);
C_reg_6 = vdupq_n_f32(0.0f);
C_reg_7 = vdupq_n_f32(0.0f);
C_reg_8 = vdupq_n_f32(0.0f);
C_reg_9 = vdupq_n_f32(0.0f);
C_reg_10 = vdupq_n_f32(0.0f);
C_reg_11 = vdupq_n_f32(0.0f);
C_reg_12 = vdupq_n_f32(0.0f);
C_reg_13 = vdupq_n_f32(0.0f);
C_reg_14 = vdupq_n_f32(0.0f);
C_reg_15 = vdupq_n_f32(0.0f);
for (int_fast32_t k = 0; k < K; k++) {
  { const char *exo_pf = (const char *)&B.data[(k) * (B.strides[0])] + 32; for (int exo_o = 0; exo_o < 32; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_0, A.data[A.strides[0] + k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_1, A.data[A.strides[0] + k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_0, A.data[(2) * (A.strides[0]) + k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_1, A.data[(2) * (A.strides[0]) + k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_0, A.data[(3) * (A.strides[0]) + k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_1, A.data[(3) * (A.strides[0]) + k]);
  C_reg_8 = vfmaq_n_f32(C_reg_8, B_reg_0, A.data[(4) * (A.strides[0]) + k]);
  C_reg_9 = vfmaq_n_f32(C_reg_9, B_reg_1, A.data[(4) * (A.strides[0]) + k]);
  C_reg_10 = vfmaq_n_f32(C_reg_10, B_reg_0, A.data[(5) * (A.strides[0]) + k]);
  C_reg_11 = vfmaq_n_f32(C_reg_11, B_reg_1, A.data[(5) * (A.strides[0]) + k]);
  C_reg_12 = vfmaq_n_f32(C_reg_12, B_reg_0, A.data[(6) * (A.strides[0]) + k]);
  C_reg_13 = vfmaq_n_f32(C_reg_13, B_reg_1, A.data[(6) * (A.strides[0]) + k]);
  C_reg_14 = vfmaq_n_f32(C_reg_14, B_reg_0, A.data[(7) * (A.strides[0]) + k]);
  C_reg_15 = vfmaq_n_f32(C_reg_15, B_reg_1, A.data[(7) * (A.strides[0]) + k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[C.strides[0]], C_reg_2);
vst1q_f32(&C.data[C.strides[0] + 4], C_reg_3);
vst1q_f32(&C.data[(2) * (C.strides[0])], C_reg_4);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 4], C_reg_5);
vst1q_f32(&C.data[(3) * (C.strides[0])], C_reg_6);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 4], C_reg_7);
vst1q_f32(&C.data[(4) * (C.strides[0])], C_reg_8);
vst1q_f32(&C.data[(4) * (C.strides[0]) + 4], C_reg_9);
vst1q_f32(&C.data[(5) * (C.strides[0])], C_reg_10);
vst1q_f32(&C.data[(5) * (C.strides[0]) + 4], C_reg_11);
vst1q_f32(&C.data[(6) * (C.strides[0])], C_reg_12);
vst1q_f32(&C.data[(6) * (C.strides[0]) + 4], C_reg_13);
vst1q_f32(&C.data[(7) * (C.strides[0])], C_reg_14);
vst1q_f32(&C.data[(7) * (C.strides[0]) + 4], C_reg_15);
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
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
float32x4_t C_reg_8;
float32x4_t C_reg_9;
float32x4_t C_reg_10;
float32x4_t C_reg_11;
float32x4_t C_reg_12;
float32x4_t C_reg_13;
float32x4_t C_reg_14;
float32x4_t C_reg_15;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[4]);
C_reg_2 = vld1q_f32(&C.data[C.strides[0]]);
C_reg_3 = vld1q_f32(&C.data[C.strides[0] + 4]);
C_reg_4 = vld1q_f32(&C.data[(2) * (C.strides[0])]);
C_reg_5 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 4]);
C_reg_6 = vld1q_f32(&C.data[(3) * (C.strides[0])]);
C_reg_7 = vld1q_f32(&C.data[(3) * (C.strides[0]) + 4]);
C_reg_8 = vld1q_f32(&C.data[(4) * (C.strides[0])]);
C_reg_9 = vld1q_f32(&C.data[(4) * (C.strides[0]) + 4]);
C_reg_10 = vld1q_f32(&C.data[(5) * (C.strides[0])]);
C_reg_11 = vld1q_f32(&C.data[(5) * (C.strides[0]) + 4]);
C_reg_12 = vld1q_f32(&C.data[(6) * (C.strides[0])]);
C_reg_13 = vld1q_f32(&C.data[(6) * (C.strides[0]) + 4]);
C_reg_14 = vld1q_f32(&C.data[(7) * (C.strides[0])]);
C_reg_15 = vld1q_f32(&C.data[(7) * (C.strides[0]) + 4]);
for (int_fast32_t k = 0; k < K; k++) {
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_0, A.data[A.strides[0] + k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_1, A.data[A.strides[0] + k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_0, A.data[(2) * (A.strides[0]) + k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_1, A.data[(2) * (A.strides[0]) + k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_0, A.data[(3) * (A.strides[0]) + k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_1, A.data[(3) * (A.strides[0]) + k]);
  C_reg_8 = vfmaq_n_f32(C_reg_8, B_reg_0, A.data[(4) * (A.strides[0]) + k]);
  C_reg_9 = vfmaq_n_f32(C_reg_9, B_reg_1, A.data[(4) * (A.strides[0]) + k]);
  C_reg_10 = vfmaq_n_f32(C_reg_10, B_reg_0, A.data[(5) * (A.strides[0]) + k]);
  C_reg_11 = vfmaq_n_f32(C_reg_11, B_reg_1, A.data[(5) * (A.strides[0]) + k]);
  C_reg_12 = vfmaq_n_f32(C_reg_12, B_reg_0, A.data[(6) * (A.strides[0]) + k]);
  C_reg_13 = vfmaq_n_f32(C_reg_13, B_reg_1, A.data[(6) * (A.strides[0]) + k]);
  C_reg_14 = vfmaq_n_f32(C_reg_14, B_reg_0, A.data[(7) * (A.strides[0]) + k]);
  C_reg_15 = vfmaq_n_f32(C_reg_15, B_reg_1, A.data[(7) * (A.strides[0]) + k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[C.strides[0]], C_reg_2);
vst1q_f32(&C.data[C.strides[0] + 4], C_reg_3);
vst1q_f32(&C.data[(2) * (C.strides[0])], C_reg_4);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 4], C_reg_5);
vst1q_f32(&C.data[(3) * (C.strides[0])], C_reg_6);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 4], C_reg_7);
vst1q_f32(&C.data[(4) * (C.strides[0])], C_reg_8);
vst1q_f32(&C.data[(4) * (C.strides[0]) + 4], C_reg_9);
vst1q_f32(&C.data[(5) * (C.strides[0])], C_reg_10);
vst1q_f32(&C.data[(5) * (C.strides[0]) + 4], C_reg_11);
vst1q_f32(&C.data[(6) * (C.strides[0])], C_reg_12);
vst1q_f32(&C.data[(6) * (C.strides[0]) + 4], C_reg_13);
vst1q_f32(&C.data[(7) * (C.strides[0])], C_reg_14);
vst1q_f32(&C.data[(7) * (C.strides[0]) + 4], C_reg_15);
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
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
float32x4_t C_reg_8;
float32x4_t C_reg_9;
float32x4_t C_reg_10;
float32x4_t C_reg_11;
float32x4_t C_reg_12;
float32x4_t C_reg_13;
float32x4_t C_reg_14;
float32x4_t C_reg_15;
C_reg_0 = vdupq_n_f32(0.0f);
C_reg_1 = vdupq_n_f32(0.0f);
C_reg_2 = vdupq_n_f32(0.0f);
C_reg_3 = vdupq_n_f32(0.0f);
C_reg_4 = vdupq_n_f32(0.0f);
C_reg_5 = vdupq_n_f32(0.0f);
C_reg_6 = vdupq_n_f32(0.0f);
C_reg_7 = vdupq_n_f32(0.0f);
C_reg_8 = vdupq_n_f32(0.0f);
C_reg_9 = vdupq_n_f32(0.0f);
C_reg_10 = vdupq_n_f32(0.0f);
C_reg_11 = vdupq_n_f32(0.0f);
C_reg_12 = vdupq_n_f32(0.0f);
C_reg_13 = vdupq_n_f32(0.0f);
C_reg_14 = vdupq_n_f32(0.0f);
C_reg_15 = vdupq_n_f32(0.0f);
for (int_fast32_t k = 0; k < K; k++) {
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  B_reg_0 = vld1q_f32(&B.data[(k) * (B.strides[0])]);
  B_reg_1 = vld1q_f32(&B.data[(k) * (B.strides[0]) + 4]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, A.data[k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_0, A.data[A.strides[0] + k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_1, A.data[A.strides[0] + k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_0, A.data[(2) * (A.strides[0]) + k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_1, A.data[(2) * (A.strides[0]) + k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_0, A.data[(3) * (A.strides[0]) + k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_1, A.data[(3) * (A.strides[0]) + k]);
  C_reg_8 = vfmaq_n_f32(C_reg_8, B_reg_0, A.data[(4) * (A.strides[0]) + k]);
  C_reg_9 = vfmaq_n_f32(C_reg_9, B_reg_1, A.data[(4) * (A.strides[0]) + k]);
  C_reg_10 = vfmaq_n_f32(C_reg_10, B_reg_0, A.data[(5) * (A.strides[0]) + k]);
  C_reg_11 = vfmaq_n_f32(C_reg_11, B_reg_1, A.data[(5) * (A.strides[0]) + k]);
  C_reg_12 = vfmaq_n_f32(C_reg_12, B_reg_0, A.data[(6) * (A.strides[0]) + k]);
  C_reg_13 = vfmaq_n_f32(C_reg_13, B_reg_1, A.data[(6) * (A.strides[0]) + k]);
  C_reg_14 = vfmaq_n_f32(C_reg_14, B_reg_0, A.data[(7) * (A.strides[0]) + k]);
  C_reg_15 = vfmaq_n_f32(C_reg_15, B_reg_1, A.data[(7) * (A.strides[0]) + k]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
vst1q_f32(&C.data[C.strides[0]], C_reg_2);
vst1q_f32(&C.data[C.strides[0] + 4], C_reg_3);
vst1q_f32(&C.data[(2) * (C.strides[0])], C_reg_4);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 4], C_reg_5);
vst1q_f32(&C.data[(3) * (C.strides[0])], C_reg_6);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 4], C_reg_7);
vst1q_f32(&C.data[(4) * (C.strides[0])], C_reg_8);
vst1q_f32(&C.data[(4) * (C.strides[0]) + 4], C_reg_9);
vst1q_f32(&C.data[(5) * (C.strides[0])], C_reg_10);
vst1q_f32(&C.data[(5) * (C.strides[0]) + 4], C_reg_11);
vst1q_f32(&C.data[(6) * (C.strides[0])], C_reg_12);
vst1q_f32(&C.data[(6) * (C.strides[0]) + 4], C_reg_13);
vst1q_f32(&C.data[(7) * (C.strides[0])], C_reg_14);
vst1q_f32(&C.data[(7) * (C.strides[0]) + 4], C_reg_15);
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
EXO_ASSUME(W <= 4);
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
C_reg_0 = exogemm_neon_load_tail(&C.data[0], (W));
C_reg_1 = exogemm_neon_load_tail(&C.data[C.strides[0]], (W));
C_reg_2 = exogemm_neon_load_tail(&C.data[(2) * (C.strides[0])], (W));
C_reg_3 = exogemm_neon_load_tail(&C.data[(3) * (C.strides[0])], (W));
C_reg_4 = exogemm_neon_load_tail(&C.data[(4) * (C.strides[0])], (W));
C_reg_5 = exogemm_neon_load_tail(&C.data[(5) * (C.strides[0])], (W));
C_reg_6 = exogemm_neon_load_tail(&C.data[(6) * (C.strides[0])], (W));
C_reg_7 = exogemm_neon_load_tail(&C.data[(7) * (C.strides[0])], (W));
for (int_fast32_t k = 0; k < K; k++) {
  float32x4_t B_reg;
  B_reg = exogemm_neon_load_tail(&B.data[(k) * (B.strides[0])], (W));
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg, A.data[A.strides[0] + k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg, A.data[(2) * (A.strides[0]) + k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg, A.data[(3) * (A.strides[0]) + k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg, A.data[(4) * (A.strides[0]) + k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg, A.data[(5) * (A.strides[0]) + k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg, A.data[(6) * (A.strides[0]) + k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg, A.data[(7) * (A.strides[0]) + k]);
}
exogemm_neon_store_tail(&C.data[0], C_reg_0, (W));
exogemm_neon_store_tail(&C.data[C.strides[0]], C_reg_1, (W));
exogemm_neon_store_tail(&C.data[(2) * (C.strides[0])], C_reg_2, (W));
exogemm_neon_store_tail(&C.data[(3) * (C.strides[0])], C_reg_3, (W));
exogemm_neon_store_tail(&C.data[(4) * (C.strides[0])], C_reg_4, (W));
exogemm_neon_store_tail(&C.data[(5) * (C.strides[0])], C_reg_5, (W));
exogemm_neon_store_tail(&C.data[(6) * (C.strides[0])], C_reg_6, (W));
exogemm_neon_store_tail(&C.data[(7) * (C.strides[0])], C_reg_7, (W));
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
EXO_ASSUME(W <= 4);
float32x4_t C_reg_0;
float32x4_t C_reg_1;
float32x4_t C_reg_2;
float32x4_t C_reg_3;
float32x4_t C_reg_4;
float32x4_t C_reg_5;
float32x4_t C_reg_6;
float32x4_t C_reg_7;
C_reg_0 = vdupq_n_f32(0.0f);
C_reg_1 = vdupq_n_f32(0.0f);
C_reg_2 = vdupq_n_f32(0.0f);
C_reg_3 = vdupq_n_f32(0.0f);
C_reg_4 = vdupq_n_f32(0.0f);
C_reg_5 = vdupq_n_f32(0.0f);
C_reg_6 = vdupq_n_f32(0.0f);
C_reg_7 = vdupq_n_f32(0.0f);
for (int_fast32_t k = 0; k < K; k++) {
  float32x4_t B_reg;
  B_reg = exogemm_neon_load_tail(&B.data[(k) * (B.strides[0])], (W));
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg, A.data[k]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg, A.data[A.strides[0] + k]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg, A.data[(2) * (A.strides[0]) + k]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg, A.data[(3) * (A.strides[0]) + k]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg, A.data[(4) * (A.strides[0]) + k]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg, A.data[(5) * (A.strides[0]) + k]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg, A.data[(6) * (A.strides[0]) + k]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg, A.data[(7) * (A.strides[0]) + k]);
}
exogemm_neon_store_tail(&C.data[0], C_reg_0, (W));
exogemm_neon_store_tail(&C.data[C.strides[0]], C_reg_1, (W));
exogemm_neon_store_tail(&C.data[(2) * (C.strides[0])], C_reg_2, (W));
exogemm_neon_store_tail(&C.data[(3) * (C.strides[0])], C_reg_3, (W));
exogemm_neon_store_tail(&C.data[(4) * (C.strides[0])], C_reg_4, (W));
exogemm_neon_store_tail(&C.data[(5) * (C.strides[0])], C_reg_5, (W));
exogemm_neon_store_tail(&C.data[(6) * (C.strides[0])], C_reg_6, (W));
exogemm_neon_store_tail(&C.data[(7) * (C.strides[0])], C_reg_7, (W));
}

// EXOGEMM_SMALL_PREFIX_zero_rows(
//     M : size,
//     N : size,
//     C : [f32][M, N] @DRAM
// )
void EXOGEMM_SMALL_PREFIX_zero_rows( void *ctxt, int_fast32_t M, int_fast32_t N, struct exo_win_2f32 C ) {
// assert stride(C, 1) == 1
for (int_fast32_t i = 0; i < M; i++) {
  for (int_fast32_t jv = 0; jv < ((N) / (4)); jv++) {
    float32x4_t zero;
    zero = vdupq_n_f32(0.0f);
    vst1q_f32(&C.data[(i) * (C.strides[0]) + 4 * jv], zero);
  }
  for (int_fast32_t jt = 0; jt < ((N % 4 + 3) / (4)); jt++) {
    float32x4_t last;
    last = vdupq_n_f32(0.0f);
    exogemm_neon_store_tail(&C.data[(i) * (C.strides[0]) + 4 * (N / 4) + 4 * jt], last, (N % 4 + -4 * jt + 0));
  }
}
}


/* relying on the following instruction..."
neon_f32_mac(dst,a,b)
{dst_data} = vfmaq_n_f32({dst_data}, {b_data}, {a_data});
*/

/* relying on the following instruction..."
neon_f32_mac_tail(N,dst,a,b)
{dst_data} = vfmaq_n_f32({dst_data}, {b_data}, {a_data});
*/

/* relying on the following instruction..."
neon_load(dst,src)
{dst_data} = vld1q_f32(&{src_data});
*/

/* relying on the following instruction..."
neon_load_tail(N,dst,src)
{dst_data} = exogemm_neon_load_tail(&{src_data}, {N});
*/

/* relying on the following instruction..."
neon_mac_vv(dst,a,b)
{dst_data} = vfmaq_f32({dst_data}, {a_data}, {b_data});
*/

/* relying on the following instruction..."
neon_reduce_add(dst,src)
{dst_data} += vaddvq_f32({src_data});
*/

/* relying on the following instruction..."
neon_reduce_add4_1x4(d,v0,v1,v2,v3)
{{ float exo_s[4]; vst1q_f32(exo_s, vpaddq_f32(vpaddq_f32({v0_data}, {v1_data}), vpaddq_f32({v2_data}, {v3_data}))); (&{d_data})[0] += exo_s[0]; (&{d_data})[1] += exo_s[1]; (&{d_data})[2] += exo_s[2]; (&{d_data})[3] += exo_s[3]; }}
*/

/* relying on the following instruction..."
neon_reduce_add4_2x2(d,v0,v1,v2,v3)
{{ float exo_s[4]; vst1q_f32(exo_s, vpaddq_f32(vpaddq_f32({v0_data}, {v1_data}), vpaddq_f32({v2_data}, {v3_data}))); (&{d_data})[0] += exo_s[0]; (&{d_data})[1] += exo_s[1]; (&{d_data})[1 * {d}.strides[0] + 0] += exo_s[2]; (&{d_data})[1 * {d}.strides[0] + 1] += exo_s[3]; }}
*/

/* relying on the following instruction..."
neon_reduce_add4_4x1(d,v0,v1,v2,v3)
{{ float exo_s[4]; vst1q_f32(exo_s, vpaddq_f32(vpaddq_f32({v0_data}, {v1_data}), vpaddq_f32({v2_data}, {v3_data}))); (&{d_data})[0] += exo_s[0]; (&{d_data})[1 * {d}.strides[0] + 0] += exo_s[1]; (&{d_data})[2 * {d}.strides[0] + 0] += exo_s[2]; (&{d_data})[3 * {d}.strides[0] + 0] += exo_s[3]; }}
*/

/* relying on the following instruction..."
neon_store(dst,src)
vst1q_f32(&{dst_data}, {src_data});
*/

/* relying on the following instruction..."
neon_store_tail(N,dst,src)
exogemm_neon_store_tail(&{dst_data}, {src_data}, {N});
*/

/* relying on the following instruction..."
neon_zero(dst)
{dst_data} = vdupq_n_f32(0.0f);
*/

/* relying on the following instruction..."
neon_zero_tail(N,dst)
{dst_data} = vdupq_n_f32(0.0f);
*/

/* relying on the following instruction..."
prefetch_next_b_columns_12(B)
{{ const char *exo_pf = (const char *)&{B_data} + 48; for (int exo_o = 0; exo_o < 48; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }}
*/

/* relying on the following instruction..."
prefetch_next_b_columns_16(B)
{{ const char *exo_pf = (const char *)&{B_data} + 64; for (int exo_o = 0; exo_o < 64; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }}
*/

/* relying on the following instruction..."
prefetch_next_b_columns_20(B)
{{ const char *exo_pf = (const char *)&{B_data} + 80; for (int exo_o = 0; exo_o < 80; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }}
*/

/* relying on the following instruction..."
prefetch_next_b_columns_24(B)
{{ const char *exo_pf = (const char *)&{B_data} + 96; for (int exo_o = 0; exo_o < 96; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }}
*/

/* relying on the following instruction..."
prefetch_next_b_columns_28(B)
{{ const char *exo_pf = (const char *)&{B_data} + 112; for (int exo_o = 0; exo_o < 112; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }}
*/

/* relying on the following instruction..."
prefetch_next_b_columns_32(B)
{{ const char *exo_pf = (const char *)&{B_data} + 128; for (int exo_o = 0; exo_o < 128; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }}
*/

/* relying on the following instruction..."
prefetch_next_b_columns_36(B)
{{ const char *exo_pf = (const char *)&{B_data} + 144; for (int exo_o = 0; exo_o < 144; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }}
*/

/* relying on the following instruction..."
prefetch_next_b_columns_4(B)
{{ const char *exo_pf = (const char *)&{B_data} + 16; for (int exo_o = 0; exo_o < 16; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }}
*/

/* relying on the following instruction..."
prefetch_next_b_columns_40(B)
{{ const char *exo_pf = (const char *)&{B_data} + 160; for (int exo_o = 0; exo_o < 160; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }}
*/

/* relying on the following instruction..."
prefetch_next_b_columns_44(B)
{{ const char *exo_pf = (const char *)&{B_data} + 176; for (int exo_o = 0; exo_o < 176; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }}
*/

/* relying on the following instruction..."
prefetch_next_b_columns_48(B)
{{ const char *exo_pf = (const char *)&{B_data} + 192; for (int exo_o = 0; exo_o < 192; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }}
*/

/* relying on the following instruction..."
prefetch_next_b_columns_52(B)
{{ const char *exo_pf = (const char *)&{B_data} + 208; for (int exo_o = 0; exo_o < 208; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }}
*/

/* relying on the following instruction..."
prefetch_next_b_columns_56(B)
{{ const char *exo_pf = (const char *)&{B_data} + 224; for (int exo_o = 0; exo_o < 224; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }}
*/

/* relying on the following instruction..."
prefetch_next_b_columns_60(B)
{{ const char *exo_pf = (const char *)&{B_data} + 240; for (int exo_o = 0; exo_o < 240; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }}
*/

/* relying on the following instruction..."
prefetch_next_b_columns_8(B)
{{ const char *exo_pf = (const char *)&{B_data} + 32; for (int exo_o = 0; exo_o < 32; exo_o += 64) __builtin_prefetch(exo_pf + exo_o, 0, 3); }}
*/

/* relying on the following instruction..."
prefetch_next_b_rows_4x1(B)
{{ for (int exo_r = 1; exo_r < 2; exo_r++) __builtin_prefetch(&{B_data} + (size_t)exo_r * ({B}).strides[0], 0, 1); }}
*/

/* relying on the following instruction..."
prefetch_next_b_rows_4x2(B)
{{ for (int exo_r = 2; exo_r < 4; exo_r++) __builtin_prefetch(&{B_data} + (size_t)exo_r * ({B}).strides[0], 0, 1); }}
*/

/* relying on the following instruction..."
prefetch_next_b_rows_4x3(B)
{{ for (int exo_r = 3; exo_r < 6; exo_r++) __builtin_prefetch(&{B_data} + (size_t)exo_r * ({B}).strides[0], 0, 1); }}
*/

/* relying on the following instruction..."
prefetch_next_b_rows_4x4(B)
{{ for (int exo_r = 4; exo_r < 8; exo_r++) __builtin_prefetch(&{B_data} + (size_t)exo_r * ({B}).strides[0], 0, 1); }}
*/
