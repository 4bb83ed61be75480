#include "gemm_bf16f32_neon_12x8.h"

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
#ifndef EXOGEMM_WORD
#define EXOGEMM_WORD
typedef int exogemm_word __attribute__((may_alias, aligned(1)));
#endif
#include <string.h>
#ifndef EXOGEMM_NEON_BYTE_TAILS
#define EXOGEMM_NEON_BYTE_TAILS
static inline uint8x16_t exogemm_neon_load_bytes(const void *p, int n) {
    uint8_t t[16] = {0};
    memcpy(t, p, (size_t)n);
    return vld1q_u8(t);
}
static inline void exogemm_neon_store_bytes(void *p, uint8x16_t v, int n) {
    uint8_t t[16];
    vst1q_u8(t, v);
    memcpy(p, t, (size_t)n);
}
#endif
// gemm_bf16f32_neon_12x8(
//     KG : size,
//     Ac : [ui16][KG, 12, 2] @DRAM,
//     Bc : [ui16][KG, 8, 2] @DRAM,
//     C : [f32][12, 8] @DRAM
// )
void gemm_bf16f32_neon_12x8( void *ctxt, int_fast32_t KG, struct exo_win_3ui16c Ac, struct exo_win_3ui16c Bc, struct exo_win_2f32 C ) {
// assert stride(Ac, 2) == 1
// assert stride(Bc, 2) == 1
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
C_reg_16 = vld1q_f32(&C.data[(8) * (C.strides[0])]);
C_reg_17 = vld1q_f32(&C.data[(8) * (C.strides[0]) + 4]);
C_reg_18 = vld1q_f32(&C.data[(9) * (C.strides[0])]);
C_reg_19 = vld1q_f32(&C.data[(9) * (C.strides[0]) + 4]);
C_reg_20 = vld1q_f32(&C.data[(10) * (C.strides[0])]);
C_reg_21 = vld1q_f32(&C.data[(10) * (C.strides[0]) + 4]);
C_reg_22 = vld1q_f32(&C.data[(11) * (C.strides[0])]);
C_reg_23 = vld1q_f32(&C.data[(11) * (C.strides[0]) + 4]);
for (int_fast32_t k = 0; k < KG; k++) {
  bfloat16x8_t B_reg_0;
  bfloat16x8_t B_reg_1;
  B_reg_0 = vreinterpretq_bf16_u16(vld1q_u16(&Bc.data[(k) * (Bc.strides[0])]));
  B_reg_1 = vreinterpretq_bf16_u16(vld1q_u16(&Bc.data[(k) * (Bc.strides[0]) + (4) * (Bc.strides[1])]));
  C_reg_0 = vbfdotq_f32(C_reg_0, vreinterpretq_bf16_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0])])), B_reg_0);
  C_reg_1 = vbfdotq_f32(C_reg_1, vreinterpretq_bf16_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0])])), B_reg_1);
  C_reg_2 = vbfdotq_f32(C_reg_2, vreinterpretq_bf16_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + Ac.strides[1]])), B_reg_0);
  C_reg_3 = vbfdotq_f32(C_reg_3, vreinterpretq_bf16_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + Ac.strides[1]])), B_reg_1);
  C_reg_4 = vbfdotq_f32(C_reg_4, vreinterpretq_bf16_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (2) * (Ac.strides[1])])), B_reg_0);
  C_reg_5 = vbfdotq_f32(C_reg_5, vreinterpretq_bf16_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (2) * (Ac.strides[1])])), B_reg_1);
  C_reg_6 = vbfdotq_f32(C_reg_6, vreinterpretq_bf16_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (3) * (Ac.strides[1])])), B_reg_0);
  C_reg_7 = vbfdotq_f32(C_reg_7, vreinterpretq_bf16_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (3) * (Ac.strides[1])])), B_reg_1);
  C_reg_8 = vbfdotq_f32(C_reg_8, vreinterpretq_bf16_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (4) * (Ac.strides[1])])), B_reg_0);
  C_reg_9 = vbfdotq_f32(C_reg_9, vreinterpretq_bf16_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (4) * (Ac.strides[1])])), B_reg_1);
  C_reg_10 = vbfdotq_f32(C_reg_10, vreinterpretq_bf16_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (5) * (Ac.strides[1])])), B_reg_0);
  C_reg_11 = vbfdotq_f32(C_reg_11, vreinterpretq_bf16_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (5) * (Ac.strides[1])])), B_reg_1);
  C_reg_12 = vbfdotq_f32(C_reg_12, vreinterpretq_bf16_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (6) * (Ac.strides[1])])), B_reg_0);
  C_reg_13 = vbfdotq_f32(C_reg_13, vreinterpretq_bf16_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (6) * (Ac.strides[1])])), B_reg_1);
  C_reg_14 = vbfdotq_f32(C_reg_14, vreinterpretq_bf16_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (7) * (Ac.strides[1])])), B_reg_0);
  C_reg_15 = vbfdotq_f32(C_reg_15, vreinterpretq_bf16_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (7) * (Ac.strides[1])])), B_reg_1);
  C_reg_16 = vbfdotq_f32(C_reg_16, vreinterpretq_bf16_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (8) * (Ac.strides[1])])), B_reg_0);
  C_reg_17 = vbfdotq_f32(C_reg_17, vreinterpretq_bf16_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (8) * (Ac.strides[1])])), B_reg_1);
  C_reg_18 = vbfdotq_f32(C_reg_18, vreinterpretq_bf16_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (9) * (Ac.strides[1])])), B_reg_0);
  C_reg_19 = vbfdotq_f32(C_reg_19, vreinterpretq_bf16_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (9) * (Ac.strides[1])])), B_reg_1);
  C_reg_20 = vbfdotq_f32(C_reg_20, vreinterpretq_bf16_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (10) * (Ac.strides[1])])), B_reg_0);
  C_reg_21 = vbfdotq_f32(C_reg_21, vreinterpretq_bf16_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (10) * (Ac.strides[1])])), B_reg_1);
  C_reg_22 = vbfdotq_f32(C_reg_22, vreinterpretq_bf16_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (11) * (Ac.strides[1])])), B_reg_0);
  C_reg_23 = vbfdotq_f32(C_reg_23, vreinterpretq_bf16_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (11) * (Ac.strides[1])])), B_reg_1);
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
vst1q_f32(&C.data[(8) * (C.strides[0])], C_reg_16);
vst1q_f32(&C.data[(8) * (C.strides[0]) + 4], C_reg_17);
vst1q_f32(&C.data[(9) * (C.strides[0])], C_reg_18);
vst1q_f32(&C.data[(9) * (C.strides[0]) + 4], C_reg_19);
vst1q_f32(&C.data[(10) * (C.strides[0])], C_reg_20);
vst1q_f32(&C.data[(10) * (C.strides[0]) + 4], C_reg_21);
vst1q_f32(&C.data[(11) * (C.strides[0])], C_reg_22);
vst1q_f32(&C.data[(11) * (C.strides[0]) + 4], C_reg_23);
}

// gemm_bf16f32_neon_12x8_overwrite(
//     KG : size,
//     Ac : [ui16][KG, 12, 2] @DRAM,
//     Bc : [ui16][KG, 8, 2] @DRAM,
//     C : [f32][12, 8] @DRAM
// )
void gemm_bf16f32_neon_12x8_overwrite( void *ctxt, int_fast32_t KG, struct exo_win_3ui16c Ac, struct exo_win_3ui16c Bc, struct exo_win_2f32 C ) {
// assert stride(Ac, 2) == 1
// assert stride(Bc, 2) == 1
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
for (int_fast32_t k = 0; k < KG; k++) {
  bfloat16x8_t B_reg_0;
  bfloat16x8_t B_reg_1;
  B_reg_0 = vreinterpretq_bf16_u16(vld1q_u16(&Bc.data[(k) * (Bc.strides[0])]));
  B_reg_1 = vreinterpretq_bf16_u16(vld1q_u16(&Bc.data[(k) * (Bc.strides[0]) + (4) * (Bc.strides[1])]));
  C_reg_0 = vbfdotq_f32(C_reg_0, vreinterpretq_bf16_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0])])), B_reg_0);
  C_reg_1 = vbfdotq_f32(C_reg_1, vreinterpretq_bf16_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0])])), B_reg_1);
  C_reg_2 = vbfdotq_f32(C_reg_2, vreinterpretq_bf16_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + Ac.strides[1]])), B_reg_0);
  C_reg_3 = vbfdotq_f32(C_reg_3, vreinterpretq_bf16_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + Ac.strides[1]])), B_reg_1);
  C_reg_4 = vbfdotq_f32(C_reg_4, vreinterpretq_bf16_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (2) * (Ac.strides[1])])), B_reg_0);
  C_reg_5 = vbfdotq_f32(C_reg_5, vreinterpretq_bf16_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (2) * (Ac.strides[1])])), B_reg_1);
  C_reg_6 = vbfdotq_f32(C_reg_6, vreinterpretq_bf16_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (3) * (Ac.strides[1])])), B_reg_0);
  C_reg_7 = vbfdotq_f32(C_reg_7, vreinterpretq_bf16_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (3) * (Ac.strides[1])])), B_reg_1);
  C_reg_8 = vbfdotq_f32(C_reg_8, vreinterpretq_bf16_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (4) * (Ac.strides[1])])), B_reg_0);
  C_reg_9 = vbfdotq_f32(C_reg_9, vreinterpretq_bf16_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (4) * (Ac.strides[1])])), B_reg_1);
  C_reg_10 = vbfdotq_f32(C_reg_10, vreinterpretq_bf16_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (5) * (Ac.strides[1])])), B_reg_0);
  C_reg_11 = vbfdotq_f32(C_reg_11, vreinterpretq_bf16_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (5) * (Ac.strides[1])])), B_reg_1);
  C_reg_12 = vbfdotq_f32(C_reg_12, vreinterpretq_bf16_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (6) * (Ac.strides[1])])), B_reg_0);
  C_reg_13 = vbfdotq_f32(C_reg_13, vreinterpretq_bf16_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (6) * (Ac.strides[1])])), B_reg_1);
  C_reg_14 = vbfdotq_f32(C_reg_14, vreinterpretq_bf16_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (7) * (Ac.strides[1])])), B_reg_0);
  C_reg_15 = vbfdotq_f32(C_reg_15, vreinterpretq_bf16_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (7) * (Ac.strides[1])])), B_reg_1);
  C_reg_16 = vbfdotq_f32(C_reg_16, vreinterpretq_bf16_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (8) * (Ac.strides[1])])), B_reg_0);
  C_reg_17 = vbfdotq_f32(C_reg_17, vreinterpretq_bf16_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (8) * (Ac.strides[1])])), B_reg_1);
  C_reg_18 = vbfdotq_f32(C_reg_18, vreinterpretq_bf16_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (9) * (Ac.strides[1])])), B_reg_0);
  C_reg_19 = vbfdotq_f32(C_reg_19, vreinterpretq_bf16_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (9) * (Ac.strides[1])])), B_reg_1);
  C_reg_20 = vbfdotq_f32(C_reg_20, vreinterpretq_bf16_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (10) * (Ac.strides[1])])), B_reg_0);
  C_reg_21 = vbfdotq_f32(C_reg_21, vreinterpretq_bf16_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (10) * (Ac.strides[1])])), B_reg_1);
  C_reg_22 = vbfdotq_f32(C_reg_22, vreinterpretq_bf16_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (11) * (Ac.strides[1])])), B_reg_0);
  C_reg_23 = vbfdotq_f32(C_reg_23, vreinterpretq_bf16_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (11) * (Ac.strides[1])])), B_reg_1);
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
vst1q_f32(&C.data[(8) * (C.strides[0])], C_reg_16);
vst1q_f32(&C.data[(8) * (C.strides[0]) + 4], C_reg_17);
vst1q_f32(&C.data[(9) * (C.strides[0])], C_reg_18);
vst1q_f32(&C.data[(9) * (C.strides[0]) + 4], C_reg_19);
vst1q_f32(&C.data[(10) * (C.strides[0])], C_reg_20);
vst1q_f32(&C.data[(10) * (C.strides[0]) + 4], C_reg_21);
vst1q_f32(&C.data[(11) * (C.strides[0])], C_reg_22);
vst1q_f32(&C.data[(11) * (C.strides[0]) + 4], C_reg_23);
}


/* relying on the following instruction..."
neon_bf16f32_b_load(dst,src)
{dst_data} = vreinterpretq_bf16_u16(vld1q_u16(&{src_data}));
*/

/* relying on the following instruction..."
neon_bf16f32_load(dst,src)
{dst_data} = vld1q_f32(&{src_data});
*/

/* relying on the following instruction..."
neon_bf16f32_mac(dst,a,b)
{dst_data} = vbfdotq_f32({dst_data}, vreinterpretq_bf16_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&{a_data})), {b_data});
*/

/* relying on the following instruction..."
neon_bf16f32_store(dst,src)
vst1q_f32(&{dst_data}, {src_data});
*/

/* relying on the following instruction..."
neon_bf16f32_zero(dst)
{dst_data} = vdupq_n_f32(0.0f);
*/

// C[0:mr, 0:nr] += A B, A from packed Ac; C row stride ldc.
void gemm_bf16f32_neon_12x8_ldc(int_fast32_t kg, const uint16_t *Ac, const uint16_t *Bc, float *C, int_fast32_t ldc) {
    struct exo_win_3ui16c a = { Ac, { 24, 2, 1 } };
    struct exo_win_3ui16c b = { Bc, { 16, 2, 1 } };
    struct exo_win_2f32 tile = { C, { ldc, 1 } };
    gemm_bf16f32_neon_12x8(NULL, kg, a, b, tile);
}

// C[0:mr, 0:nr] += A B, A from A's mr rows in place (row i's k-group q at A[i*lda + q*G]); C row stride ldc.
void gemm_bf16f32_neon_12x8_rows(int_fast32_t kg, const uint16_t *A, int_fast32_t lda, const uint16_t *Bc, float *C, int_fast32_t ldc) {
    struct exo_win_3ui16c a = { A, { 2, lda, 1 } };
    struct exo_win_3ui16c b = { Bc, { 16, 2, 1 } };
    struct exo_win_2f32 tile = { C, { ldc, 1 } };
    gemm_bf16f32_neon_12x8(NULL, kg, a, b, tile);
}

// C[0:mr, 0:nr] = A B, A from packed Ac; C row stride ldc.
void gemm_bf16f32_neon_12x8_overwrite_ldc(int_fast32_t kg, const uint16_t *Ac, const uint16_t *Bc, float *C, int_fast32_t ldc) {
    struct exo_win_3ui16c a = { Ac, { 24, 2, 1 } };
    struct exo_win_3ui16c b = { Bc, { 16, 2, 1 } };
    struct exo_win_2f32 tile = { C, { ldc, 1 } };
    gemm_bf16f32_neon_12x8_overwrite(NULL, kg, a, b, tile);
}

// C[0:mr, 0:nr] = A B, A from A's mr rows in place (row i's k-group q at A[i*lda + q*G]); C row stride ldc.
void gemm_bf16f32_neon_12x8_overwrite_rows(int_fast32_t kg, const uint16_t *A, int_fast32_t lda, const uint16_t *Bc, float *C, int_fast32_t ldc) {
    struct exo_win_3ui16c a = { A, { 2, lda, 1 } };
    struct exo_win_3ui16c b = { Bc, { 16, 2, 1 } };
    struct exo_win_2f32 tile = { C, { ldc, 1 } };
    gemm_bf16f32_neon_12x8_overwrite(NULL, kg, a, b, tile);
}
