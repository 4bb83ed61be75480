#include "gemm_u8s8s32_neon_9x11.h"

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
// gemm_u8s8s32_neon_9x11(
//     KG : size,
//     Ac : [ui8][KG, 9, 4] @DRAM,
//     Bc : [i8][KG, 11, 4] @DRAM,
//     C : [i32][9, 11] @DRAM
// )
void gemm_u8s8s32_neon_9x11( void *ctxt, int_fast32_t KG, struct exo_win_3ui8c Ac, struct exo_win_3i8c Bc, struct exo_win_2i32 C ) {
// assert stride(Ac, 2) == 1
// assert stride(Bc, 2) == 1
// assert stride(C, 1) == 1
int32x4_t C_reg_0;
int32x4_t C_reg_1;
int32x4_t C_reg_2;
int32x4_t C_reg_3;
int32x4_t C_reg_4;
int32x4_t C_reg_5;
int32x4_t C_reg_6;
int32x4_t C_reg_7;
int32x4_t C_reg_8;
int32x4_t C_reg_9;
int32x4_t C_reg_10;
int32x4_t C_reg_11;
int32x4_t C_reg_12;
int32x4_t C_reg_13;
int32x4_t C_reg_14;
int32x4_t C_reg_15;
int32x4_t C_reg_16;
int32x4_t C_reg_17;
int32x4_t C_reg_18;
int32x4_t C_reg_19;
int32x4_t C_reg_20;
int32x4_t C_reg_21;
int32x4_t C_reg_22;
int32x4_t C_reg_23;
int32x4_t C_reg_24;
int32x4_t C_reg_25;
int32x4_t C_reg_26;
C_reg_0 = vld1q_s32(&C.data[0]);
C_reg_1 = vld1q_s32(&C.data[4]);
C_reg_2 = vreinterpretq_s32_u8(exogemm_neon_load_bytes(&C.data[8], 4 * (3)));
C_reg_3 = vld1q_s32(&C.data[C.strides[0]]);
C_reg_4 = vld1q_s32(&C.data[C.strides[0] + 4]);
C_reg_5 = vreinterpretq_s32_u8(exogemm_neon_load_bytes(&C.data[C.strides[0] + 8], 4 * (3)));
C_reg_6 = vld1q_s32(&C.data[(2) * (C.strides[0])]);
C_reg_7 = vld1q_s32(&C.data[(2) * (C.strides[0]) + 4]);
C_reg_8 = vreinterpretq_s32_u8(exogemm_neon_load_bytes(&C.data[(2) * (C.strides[0]) + 8], 4 * (3)));
C_reg_9 = vld1q_s32(&C.data[(3) * (C.strides[0])]);
C_reg_10 = vld1q_s32(&C.data[(3) * (C.strides[0]) + 4]);
C_reg_11 = vreinterpretq_s32_u8(exogemm_neon_load_bytes(&C.data[(3) * (C.strides[0]) + 8], 4 * (3)));
C_reg_12 = vld1q_s32(&C.data[(4) * (C.strides[0])]);
C_reg_13 = vld1q_s32(&C.data[(4) * (C.strides[0]) + 4]);
C_reg_14 = vreinterpretq_s32_u8(exogemm_neon_load_bytes(&C.data[(4) * (C.strides[0]) + 8], 4 * (3)));
C_reg_15 = vld1q_s32(&C.data[(5) * (C.strides[0])]);
C_reg_16 = vld1q_s32(&C.data[(5) * (C.strides[0]) + 4]);
C_reg_17 = vreinterpretq_s32_u8(exogemm_neon_load_bytes(&C.data[(5) * (C.strides[0]) + 8], 4 * (3)));
C_reg_18 = vld1q_s32(&C.data[(6) * (C.strides[0])]);
C_reg_19 = vld1q_s32(&C.data[(6) * (C.strides[0]) + 4]);
C_reg_20 = vreinterpretq_s32_u8(exogemm_neon_load_bytes(&C.data[(6) * (C.strides[0]) + 8], 4 * (3)));
C_reg_21 = vld1q_s32(&C.data[(7) * (C.strides[0])]);
C_reg_22 = vld1q_s32(&C.data[(7) * (C.strides[0]) + 4]);
C_reg_23 = vreinterpretq_s32_u8(exogemm_neon_load_bytes(&C.data[(7) * (C.strides[0]) + 8], 4 * (3)));
C_reg_24 = vld1q_s32(&C.data[(8) * (C.strides[0])]);
C_reg_25 = vld1q_s32(&C.data[(8) * (C.strides[0]) + 4]);
C_reg_26 = vreinterpretq_s32_u8(exogemm_neon_load_bytes(&C.data[(8) * (C.strides[0]) + 8], 4 * (3)));
for (int_fast32_t k = 0; k < KG; k++) {
  int8x16_t B_reg_0;
  int8x16_t B_reg_1;
  int8x16_t B_reg_2;
  B_reg_0 = vld1q_s8(&Bc.data[(k) * (Bc.strides[0])]);
  B_reg_1 = vld1q_s8(&Bc.data[(k) * (Bc.strides[0]) + (4) * (Bc.strides[1])]);
  B_reg_2 = vreinterpretq_s8_u8(exogemm_neon_load_bytes(&Bc.data[(k) * (Bc.strides[0]) + (8) * (Bc.strides[1])], 4 * (3)));
  C_reg_0 = vusdotq_s32(C_reg_0, vreinterpretq_u8_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0])])), B_reg_0);
  C_reg_1 = vusdotq_s32(C_reg_1, vreinterpretq_u8_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0])])), B_reg_1);
  C_reg_2 = vusdotq_s32(C_reg_2, vreinterpretq_u8_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0])])), B_reg_2);
  C_reg_3 = vusdotq_s32(C_reg_3, vreinterpretq_u8_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + Ac.strides[1]])), B_reg_0);
  C_reg_4 = vusdotq_s32(C_reg_4, vreinterpretq_u8_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + Ac.strides[1]])), B_reg_1);
  C_reg_5 = vusdotq_s32(C_reg_5, vreinterpretq_u8_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + Ac.strides[1]])), B_reg_2);
  C_reg_6 = vusdotq_s32(C_reg_6, vreinterpretq_u8_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (2) * (Ac.strides[1])])), B_reg_0);
  C_reg_7 = vusdotq_s32(C_reg_7, vreinterpretq_u8_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (2) * (Ac.strides[1])])), B_reg_1);
  C_reg_8 = vusdotq_s32(C_reg_8, vreinterpretq_u8_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (2) * (Ac.strides[1])])), B_reg_2);
  C_reg_9 = vusdotq_s32(C_reg_9, vreinterpretq_u8_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (3) * (Ac.strides[1])])), B_reg_0);
  C_reg_10 = vusdotq_s32(C_reg_10, vreinterpretq_u8_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (3) * (Ac.strides[1])])), B_reg_1);
  C_reg_11 = vusdotq_s32(C_reg_11, vreinterpretq_u8_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (3) * (Ac.strides[1])])), B_reg_2);
  C_reg_12 = vusdotq_s32(C_reg_12, vreinterpretq_u8_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (4) * (Ac.strides[1])])), B_reg_0);
  C_reg_13 = vusdotq_s32(C_reg_13, vreinterpretq_u8_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (4) * (Ac.strides[1])])), B_reg_1);
  C_reg_14 = vusdotq_s32(C_reg_14, vreinterpretq_u8_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (4) * (Ac.strides[1])])), B_reg_2);
  C_reg_15 = vusdotq_s32(C_reg_15, vreinterpretq_u8_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (5) * (Ac.strides[1])])), B_reg_0);
  C_reg_16 = vusdotq_s32(C_reg_16, vreinterpretq_u8_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (5) * (Ac.strides[1])])), B_reg_1);
  C_reg_17 = vusdotq_s32(C_reg_17, vreinterpretq_u8_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (5) * (Ac.strides[1])])), B_reg_2);
  C_reg_18 = vusdotq_s32(C_reg_18, vreinterpretq_u8_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (6) * (Ac.strides[1])])), B_reg_0);
  C_reg_19 = vusdotq_s32(C_reg_19, vreinterpretq_u8_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (6) * (Ac.strides[1])])), B_reg_1);
  C_reg_20 = vusdotq_s32(C_reg_20, vreinterpretq_u8_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (6) * (Ac.strides[1])])), B_reg_2);
  C_reg_21 = vusdotq_s32(C_reg_21, vreinterpretq_u8_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (7) * (Ac.strides[1])])), B_reg_0);
  C_reg_22 = vusdotq_s32(C_reg_22, vreinterpretq_u8_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (7) * (Ac.strides[1])])), B_reg_1);
  C_reg_23 = vusdotq_s32(C_reg_23, vreinterpretq_u8_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (7) * (Ac.strides[1])])), B_reg_2);
  C_reg_24 = vusdotq_s32(C_reg_24, vreinterpretq_u8_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (8) * (Ac.strides[1])])), B_reg_0);
  C_reg_25 = vusdotq_s32(C_reg_25, vreinterpretq_u8_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (8) * (Ac.strides[1])])), B_reg_1);
  C_reg_26 = vusdotq_s32(C_reg_26, vreinterpretq_u8_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (8) * (Ac.strides[1])])), B_reg_2);
}
vst1q_s32(&C.data[0], C_reg_0);
vst1q_s32(&C.data[4], C_reg_1);
exogemm_neon_store_bytes(&C.data[8], vreinterpretq_u8_s32(C_reg_2), 4 * (3));
vst1q_s32(&C.data[C.strides[0]], C_reg_3);
vst1q_s32(&C.data[C.strides[0] + 4], C_reg_4);
exogemm_neon_store_bytes(&C.data[C.strides[0] + 8], vreinterpretq_u8_s32(C_reg_5), 4 * (3));
vst1q_s32(&C.data[(2) * (C.strides[0])], C_reg_6);
vst1q_s32(&C.data[(2) * (C.strides[0]) + 4], C_reg_7);
exogemm_neon_store_bytes(&C.data[(2) * (C.strides[0]) + 8], vreinterpretq_u8_s32(C_reg_8), 4 * (3));
vst1q_s32(&C.data[(3) * (C.strides[0])], C_reg_9);
vst1q_s32(&C.data[(3) * (C.strides[0]) + 4], C_reg_10);
exogemm_neon_store_bytes(&C.data[(3) * (C.strides[0]) + 8], vreinterpretq_u8_s32(C_reg_11), 4 * (3));
vst1q_s32(&C.data[(4) * (C.strides[0])], C_reg_12);
vst1q_s32(&C.data[(4) * (C.strides[0]) + 4], C_reg_13);
exogemm_neon_store_bytes(&C.data[(4) * (C.strides[0]) + 8], vreinterpretq_u8_s32(C_reg_14), 4 * (3));
vst1q_s32(&C.data[(5) * (C.strides[0])], C_reg_15);
vst1q_s32(&C.data[(5) * (C.strides[0]) + 4], C_reg_16);
exogemm_neon_store_bytes(&C.data[(5) * (C.strides[0]) + 8], vreinterpretq_u8_s32(C_reg_17), 4 * (3));
vst1q_s32(&C.data[(6) * (C.strides[0])], C_reg_18);
vst1q_s32(&C.data[(6) * (C.strides[0]) + 4], C_reg_19);
exogemm_neon_store_bytes(&C.data[(6) * (C.strides[0]) + 8], vreinterpretq_u8_s32(C_reg_20), 4 * (3));
vst1q_s32(&C.data[(7) * (C.strides[0])], C_reg_21);
vst1q_s32(&C.data[(7) * (C.strides[0]) + 4], C_reg_22);
exogemm_neon_store_bytes(&C.data[(7) * (C.strides[0]) + 8], vreinterpretq_u8_s32(C_reg_23), 4 * (3));
vst1q_s32(&C.data[(8) * (C.strides[0])], C_reg_24);
vst1q_s32(&C.data[(8) * (C.strides[0]) + 4], C_reg_25);
exogemm_neon_store_bytes(&C.data[(8) * (C.strides[0]) + 8], vreinterpretq_u8_s32(C_reg_26), 4 * (3));
}

// gemm_u8s8s32_neon_9x11_overwrite(
//     KG : size,
//     Ac : [ui8][KG, 9, 4] @DRAM,
//     Bc : [i8][KG, 11, 4] @DRAM,
//     C : [i32][9, 11] @DRAM
// )
void gemm_u8s8s32_neon_9x11_overwrite( void *ctxt, int_fast32_t KG, struct exo_win_3ui8c Ac, struct exo_win_3i8c Bc, struct exo_win_2i32 C ) {
// assert stride(Ac, 2) == 1
// assert stride(Bc, 2) == 1
// assert stride(C, 1) == 1
int32x4_t C_reg_0;
int32x4_t C_reg_1;
int32x4_t C_reg_2;
int32x4_t C_reg_3;
int32x4_t C_reg_4;
int32x4_t C_reg_5;
int32x4_t C_reg_6;
int32x4_t C_reg_7;
int32x4_t C_reg_8;
int32x4_t C_reg_9;
int32x4_t C_reg_10;
int32x4_t C_reg_11;
int32x4_t C_reg_12;
int32x4_t C_reg_13;
int32x4_t C_reg_14;
int32x4_t C_reg_15;
int32x4_t C_reg_16;
int32x4_t C_reg_17;
int32x4_t C_reg_18;
int32x4_t C_reg_19;
int32x4_t C_reg_20;
int32x4_t C_reg_21;
int32x4_t C_reg_22;
int32x4_t C_reg_23;
int32x4_t C_reg_24;
int32x4_t C_reg_25;
int32x4_t C_reg_26;
C_reg_0 = vdupq_n_s32(0);
C_reg_1 = vdupq_n_s32(0);
C_reg_2 = vdupq_n_s32(0);
C_reg_3 = vdupq_n_s32(0);
C_reg_4 = vdupq_n_s32(0);
C_reg_5 = vdupq_n_s32(0);
C_reg_6 = vdupq_n_s32(0);
C_reg_7 = vdupq_n_s32(0);
C_reg_8 = vdupq_n_s32(0);
C_reg_9 = vdupq_n_s32(0);
C_reg_10 = vdupq_n_s32(0);
C_reg_11 = vdupq_n_s32(0);
C_reg_12 = vdupq_n_s32(0);
C_reg_13 = vdupq_n_s32(0);
C_reg_14 = vdupq_n_s32(0);
C_reg_15 = vdupq_n_s32(0);
C_reg_16 = vdupq_n_s32(0);
C_reg_17 = vdupq_n_s32(0);
C_reg_18 = vdupq_n_s32(0);
C_reg_19 = vdupq_n_s32(0);
C_reg_20 = vdupq_n_s32(0);
C_reg_21 = vdupq_n_s32(0);
C_reg_22 = vdupq_n_s32(0);
C_reg_23 = vdupq_n_s32(0);
C_reg_24 = vdupq_n_s32(0);
C_reg_25 = vdupq_n_s32(0);
C_reg_26 = vdupq_n_s32(0);
for (int_fast32_t k = 0; k < KG; k++) {
  int8x16_t B_reg_0;
  int8x16_t B_reg_1;
  int8x16_t B_reg_2;
  B_reg_0 = vld1q_s8(&Bc.data[(k) * (Bc.strides[0])]);
  B_reg_1 = vld1q_s8(&Bc.data[(k) * (Bc.strides[0]) + (4) * (Bc.strides[1])]);
  B_reg_2 = vreinterpretq_s8_u8(exogemm_neon_load_bytes(&Bc.data[(k) * (Bc.strides[0]) + (8) * (Bc.strides[1])], 4 * (3)));
  C_reg_0 = vusdotq_s32(C_reg_0, vreinterpretq_u8_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0])])), B_reg_0);
  C_reg_1 = vusdotq_s32(C_reg_1, vreinterpretq_u8_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0])])), B_reg_1);
  C_reg_2 = vusdotq_s32(C_reg_2, vreinterpretq_u8_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0])])), B_reg_2);
  C_reg_3 = vusdotq_s32(C_reg_3, vreinterpretq_u8_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + Ac.strides[1]])), B_reg_0);
  C_reg_4 = vusdotq_s32(C_reg_4, vreinterpretq_u8_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + Ac.strides[1]])), B_reg_1);
  C_reg_5 = vusdotq_s32(C_reg_5, vreinterpretq_u8_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + Ac.strides[1]])), B_reg_2);
  C_reg_6 = vusdotq_s32(C_reg_6, vreinterpretq_u8_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (2) * (Ac.strides[1])])), B_reg_0);
  C_reg_7 = vusdotq_s32(C_reg_7, vreinterpretq_u8_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (2) * (Ac.strides[1])])), B_reg_1);
  C_reg_8 = vusdotq_s32(C_reg_8, vreinterpretq_u8_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (2) * (Ac.strides[1])])), B_reg_2);
  C_reg_9 = vusdotq_s32(C_reg_9, vreinterpretq_u8_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (3) * (Ac.strides[1])])), B_reg_0);
  C_reg_10 = vusdotq_s32(C_reg_10, vreinterpretq_u8_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (3) * (Ac.strides[1])])), B_reg_1);
  C_reg_11 = vusdotq_s32(C_reg_11, vreinterpretq_u8_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (3) * (Ac.strides[1])])), B_reg_2);
  C_reg_12 = vusdotq_s32(C_reg_12, vreinterpretq_u8_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (4) * (Ac.strides[1])])), B_reg_0);
  C_reg_13 = vusdotq_s32(C_reg_13, vreinterpretq_u8_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (4) * (Ac.strides[1])])), B_reg_1);
  C_reg_14 = vusdotq_s32(C_reg_14, vreinterpretq_u8_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (4) * (Ac.strides[1])])), B_reg_2);
  C_reg_15 = vusdotq_s32(C_reg_15, vreinterpretq_u8_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (5) * (Ac.strides[1])])), B_reg_0);
  C_reg_16 = vusdotq_s32(C_reg_16, vreinterpretq_u8_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (5) * (Ac.strides[1])])), B_reg_1);
  C_reg_17 = vusdotq_s32(C_reg_17, vreinterpretq_u8_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (5) * (Ac.strides[1])])), B_reg_2);
  C_reg_18 = vusdotq_s32(C_reg_18, vreinterpretq_u8_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (6) * (Ac.strides[1])])), B_reg_0);
  C_reg_19 = vusdotq_s32(C_reg_19, vreinterpretq_u8_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (6) * (Ac.strides[1])])), B_reg_1);
  C_reg_20 = vusdotq_s32(C_reg_20, vreinterpretq_u8_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (6) * (Ac.strides[1])])), B_reg_2);
  C_reg_21 = vusdotq_s32(C_reg_21, vreinterpretq_u8_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (7) * (Ac.strides[1])])), B_reg_0);
  C_reg_22 = vusdotq_s32(C_reg_22, vreinterpretq_u8_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (7) * (Ac.strides[1])])), B_reg_1);
  C_reg_23 = vusdotq_s32(C_reg_23, vreinterpretq_u8_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (7) * (Ac.strides[1])])), B_reg_2);
  C_reg_24 = vusdotq_s32(C_reg_24, vreinterpretq_u8_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (8) * (Ac.strides[1])])), B_reg_0);
  C_reg_25 = vusdotq_s32(C_reg_25, vreinterpretq_u8_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (8) * (Ac.strides[1])])), B_reg_1);
  C_reg_26 = vusdotq_s32(C_reg_26, vreinterpretq_u8_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&Ac.data[(k) * (Ac.strides[0]) + (8) * (Ac.strides[1])])), B_reg_2);
}
vst1q_s32(&C.data[0], C_reg_0);
vst1q_s32(&C.data[4], C_reg_1);
exogemm_neon_store_bytes(&C.data[8], vreinterpretq_u8_s32(C_reg_2), 4 * (3));
vst1q_s32(&C.data[C.strides[0]], C_reg_3);
vst1q_s32(&C.data[C.strides[0] + 4], C_reg_4);
exogemm_neon_store_bytes(&C.data[C.strides[0] + 8], vreinterpretq_u8_s32(C_reg_5), 4 * (3));
vst1q_s32(&C.data[(2) * (C.strides[0])], C_reg_6);
vst1q_s32(&C.data[(2) * (C.strides[0]) + 4], C_reg_7);
exogemm_neon_store_bytes(&C.data[(2) * (C.strides[0]) + 8], vreinterpretq_u8_s32(C_reg_8), 4 * (3));
vst1q_s32(&C.data[(3) * (C.strides[0])], C_reg_9);
vst1q_s32(&C.data[(3) * (C.strides[0]) + 4], C_reg_10);
exogemm_neon_store_bytes(&C.data[(3) * (C.strides[0]) + 8], vreinterpretq_u8_s32(C_reg_11), 4 * (3));
vst1q_s32(&C.data[(4) * (C.strides[0])], C_reg_12);
vst1q_s32(&C.data[(4) * (C.strides[0]) + 4], C_reg_13);
exogemm_neon_store_bytes(&C.data[(4) * (C.strides[0]) + 8], vreinterpretq_u8_s32(C_reg_14), 4 * (3));
vst1q_s32(&C.data[(5) * (C.strides[0])], C_reg_15);
vst1q_s32(&C.data[(5) * (C.strides[0]) + 4], C_reg_16);
exogemm_neon_store_bytes(&C.data[(5) * (C.strides[0]) + 8], vreinterpretq_u8_s32(C_reg_17), 4 * (3));
vst1q_s32(&C.data[(6) * (C.strides[0])], C_reg_18);
vst1q_s32(&C.data[(6) * (C.strides[0]) + 4], C_reg_19);
exogemm_neon_store_bytes(&C.data[(6) * (C.strides[0]) + 8], vreinterpretq_u8_s32(C_reg_20), 4 * (3));
vst1q_s32(&C.data[(7) * (C.strides[0])], C_reg_21);
vst1q_s32(&C.data[(7) * (C.strides[0]) + 4], C_reg_22);
exogemm_neon_store_bytes(&C.data[(7) * (C.strides[0]) + 8], vreinterpretq_u8_s32(C_reg_23), 4 * (3));
vst1q_s32(&C.data[(8) * (C.strides[0])], C_reg_24);
vst1q_s32(&C.data[(8) * (C.strides[0]) + 4], C_reg_25);
exogemm_neon_store_bytes(&C.data[(8) * (C.strides[0]) + 8], vreinterpretq_u8_s32(C_reg_26), 4 * (3));
}


/* relying on the following instruction..."
neon_u8s8s32_b_load(dst,src)
{dst_data} = vld1q_s8(&{src_data});
*/

/* relying on the following instruction..."
neon_u8s8s32_b_load_tail(N,dst,src)
{dst_data} = vreinterpretq_s8_u8(exogemm_neon_load_bytes(&{src_data}, 4 * {N}));
*/

/* relying on the following instruction..."
neon_u8s8s32_load(dst,src)
{dst_data} = vld1q_s32(&{src_data});
*/

/* relying on the following instruction..."
neon_u8s8s32_load_tail(N,dst,src)
{dst_data} = vreinterpretq_s32_u8(exogemm_neon_load_bytes(&{src_data}, 4 * {N}));
*/

/* relying on the following instruction..."
neon_u8s8s32_mac(dst,a,b)
{dst_data} = vusdotq_s32({dst_data}, vreinterpretq_u8_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&{a_data})), {b_data});
*/

/* relying on the following instruction..."
neon_u8s8s32_mac_tail(N,dst,a,b)
{dst_data} = vusdotq_s32({dst_data}, vreinterpretq_u8_u32(vdupq_n_u32((uint32_t)*(const exogemm_word *)&{a_data})), {b_data});
*/

/* relying on the following instruction..."
neon_u8s8s32_store(dst,src)
vst1q_s32(&{dst_data}, {src_data});
*/

/* relying on the following instruction..."
neon_u8s8s32_store_tail(N,dst,src)
exogemm_neon_store_bytes(&{dst_data}, vreinterpretq_u8_s32({src_data}), 4 * {N});
*/

/* relying on the following instruction..."
neon_u8s8s32_zero(dst)
{dst_data} = vdupq_n_s32(0);
*/

/* relying on the following instruction..."
neon_u8s8s32_zero_tail(N,dst)
{dst_data} = vdupq_n_s32(0);
*/

// C[0:mr, 0:nr] += A B, A from packed Ac; C row stride ldc.
void gemm_u8s8s32_neon_9x11_ldc(int_fast32_t kg, const uint8_t *Ac, const int8_t *Bc, int32_t *C, int_fast32_t ldc) {
    struct exo_win_3ui8c a = { Ac, { 36, 4, 1 } };
    struct exo_win_3i8c b = { Bc, { 44, 4, 1 } };
    struct exo_win_2i32 tile = { C, { ldc, 1 } };
    gemm_u8s8s32_neon_9x11(NULL, kg, a, b, tile);
}

// C[0:mr, 0:nr] += A B, A from A's mr rows in place (row i's k-group q at A[i*lda + q*G]); C row stride ldc.
void gemm_u8s8s32_neon_9x11_rows(int_fast32_t kg, const uint8_t *A, int_fast32_t lda, const int8_t *Bc, int32_t *C, int_fast32_t ldc) {
    struct exo_win_3ui8c a = { A, { 4, lda, 1 } };
    struct exo_win_3i8c b = { Bc, { 44, 4, 1 } };
    struct exo_win_2i32 tile = { C, { ldc, 1 } };
    gemm_u8s8s32_neon_9x11(NULL, kg, a, b, tile);
}

// C[0:mr, 0:nr] = A B, A from packed Ac; C row stride ldc.
void gemm_u8s8s32_neon_9x11_overwrite_ldc(int_fast32_t kg, const uint8_t *Ac, const int8_t *Bc, int32_t *C, int_fast32_t ldc) {
    struct exo_win_3ui8c a = { Ac, { 36, 4, 1 } };
    struct exo_win_3i8c b = { Bc, { 44, 4, 1 } };
    struct exo_win_2i32 tile = { C, { ldc, 1 } };
    gemm_u8s8s32_neon_9x11_overwrite(NULL, kg, a, b, tile);
}

// C[0:mr, 0:nr] = A B, A from A's mr rows in place (row i's k-group q at A[i*lda + q*G]); C row stride ldc.
void gemm_u8s8s32_neon_9x11_overwrite_rows(int_fast32_t kg, const uint8_t *A, int_fast32_t lda, const int8_t *Bc, int32_t *C, int_fast32_t ldc) {
    struct exo_win_3ui8c a = { A, { 4, lda, 1 } };
    struct exo_win_3i8c b = { Bc, { 44, 4, 1 } };
    struct exo_win_2i32 tile = { C, { ldc, 1 } };
    gemm_u8s8s32_neon_9x11_overwrite(NULL, kg, a, b, tile);
}
