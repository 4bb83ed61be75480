#include "sgemm_neon_9x11.h"

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
neon_store(dst,src)
vst1q_f32(&{dst_data}, {src_data});
*/

/* relying on the following instruction..."
neon_store_tail(N,dst,src)
exogemm_neon_store_tail(&{dst_data}, {src_data}, {N});
*/
// sgemm_neon_9x11(
//     KC : size,
//     Ac : f32[KC, 9] @DRAM,
//     Bc : f32[KC, 11] @DRAM,
//     C : [f32][9, 11] @DRAM
// )
void sgemm_neon_9x11( void *ctxt, int_fast32_t KC, const float* Ac, const float* Bc, struct exo_win_2f32 C ) {
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
float32x4_t C_reg_25;
float32x4_t C_reg_26;
C_reg_0 = vld1q_f32(&C.data[0]);
C_reg_1 = vld1q_f32(&C.data[4]);
C_reg_2 = exogemm_neon_load_tail(&C.data[8], (3));
C_reg_3 = vld1q_f32(&C.data[C.strides[0]]);
C_reg_4 = vld1q_f32(&C.data[C.strides[0] + 4]);
C_reg_5 = exogemm_neon_load_tail(&C.data[C.strides[0] + 8], (3));
C_reg_6 = vld1q_f32(&C.data[(2) * (C.strides[0])]);
C_reg_7 = vld1q_f32(&C.data[(2) * (C.strides[0]) + 4]);
C_reg_8 = exogemm_neon_load_tail(&C.data[(2) * (C.strides[0]) + 8], (3));
C_reg_9 = vld1q_f32(&C.data[(3) * (C.strides[0])]);
C_reg_10 = vld1q_f32(&C.data[(3) * (C.strides[0]) + 4]);
C_reg_11 = exogemm_neon_load_tail(&C.data[(3) * (C.strides[0]) + 8], (3));
C_reg_12 = vld1q_f32(&C.data[(4) * (C.strides[0])]);
C_reg_13 = vld1q_f32(&C.data[(4) * (C.strides[0]) + 4]);
C_reg_14 = exogemm_neon_load_tail(&C.data[(4) * (C.strides[0]) + 8], (3));
C_reg_15 = vld1q_f32(&C.data[(5) * (C.strides[0])]);
C_reg_16 = vld1q_f32(&C.data[(5) * (C.strides[0]) + 4]);
C_reg_17 = exogemm_neon_load_tail(&C.data[(5) * (C.strides[0]) + 8], (3));
C_reg_18 = vld1q_f32(&C.data[(6) * (C.strides[0])]);
C_reg_19 = vld1q_f32(&C.data[(6) * (C.strides[0]) + 4]);
C_reg_20 = exogemm_neon_load_tail(&C.data[(6) * (C.strides[0]) + 8], (3));
C_reg_21 = vld1q_f32(&C.data[(7) * (C.strides[0])]);
C_reg_22 = vld1q_f32(&C.data[(7) * (C.strides[0]) + 4]);
C_reg_23 = exogemm_neon_load_tail(&C.data[(7) * (C.strides[0]) + 8], (3));
C_reg_24 = vld1q_f32(&C.data[(8) * (C.strides[0])]);
C_reg_25 = vld1q_f32(&C.data[(8) * (C.strides[0]) + 4]);
C_reg_26 = exogemm_neon_load_tail(&C.data[(8) * (C.strides[0]) + 8], (3));
for (int_fast32_t k = 0; k < KC; k++) {
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  float32x4_t B_reg_2;
  B_reg_0 = vld1q_f32(&Bc[(k) * (11)]);
  B_reg_1 = vld1q_f32(&Bc[(k) * (11) + 4]);
  B_reg_2 = exogemm_neon_load_tail(&Bc[(k) * (11) + 8], (3));
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, Ac[(k) * 9]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, Ac[(k) * 9]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_2, Ac[(k) * 9]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_0, Ac[(k) * 9 + 1]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_1, Ac[(k) * 9 + 1]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_2, Ac[(k) * 9 + 1]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_0, Ac[(k) * 9 + 2]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_1, Ac[(k) * 9 + 2]);
  C_reg_8 = vfmaq_n_f32(C_reg_8, B_reg_2, Ac[(k) * 9 + 2]);
  C_reg_9 = vfmaq_n_f32(C_reg_9, B_reg_0, Ac[(k) * 9 + 3]);
  C_reg_10 = vfmaq_n_f32(C_reg_10, B_reg_1, Ac[(k) * 9 + 3]);
  C_reg_11 = vfmaq_n_f32(C_reg_11, B_reg_2, Ac[(k) * 9 + 3]);
  C_reg_12 = vfmaq_n_f32(C_reg_12, B_reg_0, Ac[(k) * 9 + 4]);
  C_reg_13 = vfmaq_n_f32(C_reg_13, B_reg_1, Ac[(k) * 9 + 4]);
  C_reg_14 = vfmaq_n_f32(C_reg_14, B_reg_2, Ac[(k) * 9 + 4]);
  C_reg_15 = vfmaq_n_f32(C_reg_15, B_reg_0, Ac[(k) * 9 + 5]);
  C_reg_16 = vfmaq_n_f32(C_reg_16, B_reg_1, Ac[(k) * 9 + 5]);
  C_reg_17 = vfmaq_n_f32(C_reg_17, B_reg_2, Ac[(k) * 9 + 5]);
  C_reg_18 = vfmaq_n_f32(C_reg_18, B_reg_0, Ac[(k) * 9 + 6]);
  C_reg_19 = vfmaq_n_f32(C_reg_19, B_reg_1, Ac[(k) * 9 + 6]);
  C_reg_20 = vfmaq_n_f32(C_reg_20, B_reg_2, Ac[(k) * 9 + 6]);
  C_reg_21 = vfmaq_n_f32(C_reg_21, B_reg_0, Ac[(k) * 9 + 7]);
  C_reg_22 = vfmaq_n_f32(C_reg_22, B_reg_1, Ac[(k) * 9 + 7]);
  C_reg_23 = vfmaq_n_f32(C_reg_23, B_reg_2, Ac[(k) * 9 + 7]);
  C_reg_24 = vfmaq_n_f32(C_reg_24, B_reg_0, Ac[(k) * 9 + 8]);
  C_reg_25 = vfmaq_n_f32(C_reg_25, B_reg_1, Ac[(k) * 9 + 8]);
  C_reg_26 = vfmaq_n_f32(C_reg_26, B_reg_2, Ac[(k) * 9 + 8]);
}
vst1q_f32(&C.data[0], C_reg_0);
vst1q_f32(&C.data[4], C_reg_1);
exogemm_neon_store_tail(&C.data[8], C_reg_2, (3));
vst1q_f32(&C.data[C.strides[0]], C_reg_3);
vst1q_f32(&C.data[C.strides[0] + 4], C_reg_4);
exogemm_neon_store_tail(&C.data[C.strides[0] + 8], C_reg_5, (3));
vst1q_f32(&C.data[(2) * (C.strides[0])], C_reg_6);
vst1q_f32(&C.data[(2) * (C.strides[0]) + 4], C_reg_7);
exogemm_neon_store_tail(&C.data[(2) * (C.strides[0]) + 8], C_reg_8, (3));
vst1q_f32(&C.data[(3) * (C.strides[0])], C_reg_9);
vst1q_f32(&C.data[(3) * (C.strides[0]) + 4], C_reg_10);
exogemm_neon_store_tail(&C.data[(3) * (C.strides[0]) + 8], C_reg_11, (3));
vst1q_f32(&C.data[(4) * (C.strides[0])], C_reg_12);
vst1q_f32(&C.data[(4) * (C.strides[0]) + 4], C_reg_13);
exogemm_neon_store_tail(&C.data[(4) * (C.strides[0]) + 8], C_reg_14, (3));
vst1q_f32(&C.data[(5) * (C.strides[0])], C_reg_15);
vst1q_f32(&C.data[(5) * (C.strides[0]) + 4], C_reg_16);
exogemm_neon_store_tail(&C.data[(5) * (C.strides[0]) + 8], C_reg_17, (3));
vst1q_f32(&C.data[(6) * (C.strides[0])], C_reg_18);
vst1q_f32(&C.data[(6) * (C.strides[0]) + 4], C_reg_19);
exogemm_neon_store_tail(&C.data[(6) * (C.strides[0]) + 8], C_reg_20, (3));
vst1q_f32(&C.data[(7) * (C.strides[0])], C_reg_21);
vst1q_f32(&C.data[(7) * (C.strides[0]) + 4], C_reg_22);
exogemm_neon_store_tail(&C.data[(7) * (C.strides[0]) + 8], C_reg_23, (3));
vst1q_f32(&C.data[(8) * (C.strides[0])], C_reg_24);
vst1q_f32(&C.data[(8) * (C.strides[0]) + 4], C_reg_25);
exogemm_neon_store_tail(&C.data[(8) * (C.strides[0]) + 8], C_reg_26, (3));
}


// Plain-pointer entry: C is an mr x nr tile of a row-major matrix with row stride ldc.
void sgemm_neon_9x11_ldc(int_fast32_t kc, const float *Ac, const float *Bc, float *C, int_fast32_t ldc) {
    struct exo_win_2f32 tile = { C, { ldc, 1 } };
    sgemm_neon_9x11(NULL, kc, Ac, Bc, tile);
}
