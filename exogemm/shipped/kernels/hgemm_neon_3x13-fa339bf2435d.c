#include "hgemm_neon_3x13.h"

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
// hgemm_neon_3x13(
//     KC : size,
//     Ac : f16[KC, 3] @DRAM,
//     Bc : f16[KC, 13] @DRAM,
//     C : [f16][3, 13] @DRAM
// )
void hgemm_neon_3x13( void *ctxt, int_fast32_t KC, const _Float16* Ac, const _Float16* Bc, struct exo_win_2f16 C ) {
// assert stride(C, 1) == 1
float16x8_t C_reg_0;
float16x8_t C_reg_1;
float16x8_t C_reg_2;
float16x8_t C_reg_3;
float16x8_t C_reg_4;
float16x8_t C_reg_5;
C_reg_0 = vld1q_f16((const float16_t *)&C.data[0]);
C_reg_1 = vreinterpretq_f16_u8(exogemm_neon_load_bytes(&C.data[8], 2 * (5)));
C_reg_2 = vld1q_f16((const float16_t *)&C.data[C.strides[0]]);
C_reg_3 = vreinterpretq_f16_u8(exogemm_neon_load_bytes(&C.data[C.strides[0] + 8], 2 * (5)));
C_reg_4 = vld1q_f16((const float16_t *)&C.data[(2) * (C.strides[0])]);
C_reg_5 = vreinterpretq_f16_u8(exogemm_neon_load_bytes(&C.data[(2) * (C.strides[0]) + 8], 2 * (5)));
for (int_fast32_t k = 0; k < KC; k++) {
  float16x8_t B_reg_0;
  float16x8_t B_reg_1;
  B_reg_0 = vld1q_f16((const float16_t *)&Bc[(k) * (13)]);
  B_reg_1 = vreinterpretq_f16_u8(exogemm_neon_load_bytes(&Bc[(k) * (13) + 8], 2 * (5)));
  C_reg_0 = vaddq_f16(C_reg_0, B_reg_0);
  C_reg_1 = vfmaq_n_f16(C_reg_1, B_reg_1, Ac[(k) * 3]);
  C_reg_2 = vaddq_f16(C_reg_2, B_reg_0);
  C_reg_3 = vfmaq_n_f16(C_reg_3, B_reg_1, Ac[(k) * 3 + 1]);
  C_reg_4 = vaddq_f16(C_reg_4, B_reg_0);
  C_reg_5 = vfmaq_n_f16(C_reg_5, B_reg_1, Ac[(k) * 3 + 2]);
}
vst1q_f16((float16_t *)&C.data[0], C_reg_0);
exogemm_neon_store_bytes(&C.data[8], vreinterpretq_u8_f16(C_reg_1), 2 * (5));
vst1q_f16((float16_t *)&C.data[C.strides[0]], C_reg_2);
exogemm_neon_store_bytes(&C.data[C.strides[0] + 8], vreinterpretq_u8_f16(C_reg_3), 2 * (5));
vst1q_f16((float16_t *)&C.data[(2) * (C.strides[0])], C_reg_4);
exogemm_neon_store_bytes(&C.data[(2) * (C.strides[0]) + 8], vreinterpretq_u8_f16(C_reg_5), 2 * (5));
}

// hgemm_neon_3x13_sliver_overwrite(
//     KC : size,
//     Ac : [f16][KC, 3] @DRAM,
//     Bc : [f16][KC, 13] @DRAM,
//     C : [f16][3, 13] @DRAM
// )
void hgemm_neon_3x13_sliver_overwrite( void *ctxt, int_fast32_t KC, struct exo_win_2f16c Ac, struct exo_win_2f16c Bc, struct exo_win_2f16 C ) {
// assert stride(Ac, 1) == 1
// assert stride(Bc, 1) == 1
// assert stride(C, 1) == 1
float16x8_t C_reg_0;
float16x8_t C_reg_1;
float16x8_t C_reg_2;
float16x8_t C_reg_3;
float16x8_t C_reg_4;
float16x8_t C_reg_5;
C_reg_0 = vdupq_n_f16(0);
C_reg_1 = vdupq_n_f16(0);
C_reg_2 = vdupq_n_f16(0);
C_reg_3 = vdupq_n_f16(0);
C_reg_4 = vdupq_n_f16(0);
C_reg_5 = vdupq_n_f16(0);
for (int_fast32_t k = 0; k < KC; k++) {
  float16x8_t B_reg_0;
  float16x8_t B_reg_1;
  B_reg_0 = vld1q_f16((const float16_t *)&Bc.data[(k) * (Bc.strides[0])]);
  B_reg_1 = vreinterpretq_f16_u8(exogemm_neon_load_bytes(&Bc.data[(k) * (Bc.strides[0]) + 8], 2 * (5)));
  C_reg_0 = vaddq_f16(C_reg_0, B_reg_0);
  C_reg_1 = vfmaq_n_f16(C_reg_1, B_reg_1, Ac.data[(k) * (Ac.strides[0])]);
  C_reg_2 = vaddq_f16(C_reg_2, B_reg_0);
  C_reg_3 = vfmaq_n_f16(C_reg_3, B_reg_1, Ac.data[(k) * (Ac.strides[0]) + 1]);
  C_reg_4 = vaddq_f16(C_reg_4, B_reg_0);
  C_reg_5 = vfmaq_n_f16(C_reg_5, B_reg_1, Ac.data[(k) * (Ac.strides[0]) + 2]);
}
vst1q_f16((float16_t *)&C.data[0], C_reg_0);
exogemm_neon_store_bytes(&C.data[8], vreinterpretq_u8_f16(C_reg_1), 2 * (5));
vst1q_f16((float16_t *)&C.data[C.strides[0]], C_reg_2);
exogemm_neon_store_bytes(&C.data[C.strides[0] + 8], vreinterpretq_u8_f16(C_reg_3), 2 * (5));
vst1q_f16((float16_t *)&C.data[(2) * (C.strides[0])], C_reg_4);
exogemm_neon_store_bytes(&C.data[(2) * (C.strides[0]) + 8], vreinterpretq_u8_f16(C_reg_5), 2 * (5));
}


/* relying on the following instruction..."
neon_f16_load(dst,src)
{dst_data} = vld1q_f16((const float16_t *)&{src_data});
*/

/* relying on the following instruction..."
neon_f16_load_tail(N,dst,src)
{dst_data} = vreinterpretq_f16_u8(exogemm_neon_load_bytes(&{src_data}, 2 * {N}));
*/

/* relying on the following instruction..."
neon_f16_mac(dst,a,b)
{dst_data} = vaddq_f16({dst_data}, {b_data});
*/

/* relying on the following instruction..."
neon_f16_mac_tail(N,dst,a,b)
{dst_data} = vfmaq_n_f16({dst_data}, {b_data}, {a_data});
*/

/* relying on the following instruction..."
neon_f16_store(dst,src)
vst1q_f16((float16_t *)&{dst_data}, {src_data});
*/

/* relying on the following instruction..."
neon_f16_store_tail(N,dst,src)
exogemm_neon_store_bytes(&{dst_data}, vreinterpretq_u8_f16({src_data}), 2 * {N});
*/

/* relying on the following instruction..."
neon_f16_zero(dst)
{dst_data} = vdupq_n_f16(0);
*/

/* relying on the following instruction..."
neon_f16_zero_tail(N,dst)
{dst_data} = vdupq_n_f16(0);
*/

// Plain-pointer entry: C is an mr x nr tile of a row-major matrix with row stride ldc.
void hgemm_neon_3x13_ldc(int_fast32_t kc, const _Float16 *Ac, const _Float16 *Bc, _Float16 *C, int_fast32_t ldc) {
    struct exo_win_2f16 tile = { C, { ldc, 1 } };
    hgemm_neon_3x13(NULL, kc, Ac, Bc, tile);
}

// C[0:mr, 0:nr] = Ac^T Bc (C never read); C row stride ldc.
void hgemm_neon_3x13_overwrite_ldc(int_fast32_t kc, const _Float16 *Ac, const _Float16 *Bc, _Float16 *C, int_fast32_t ldc) {
    struct exo_win_2f16c a = { Ac, { 3, 1 } };
    struct exo_win_2f16c b = { Bc, { 13, 1 } };
    struct exo_win_2f16 tile = { C, { ldc, 1 } };
    hgemm_neon_3x13_sliver_overwrite(NULL, kc, a, b, tile);
}
