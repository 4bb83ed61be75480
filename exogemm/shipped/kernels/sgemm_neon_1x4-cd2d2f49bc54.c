#include "sgemm_neon_1x4.h"

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
neon_load(dst,src)
{dst_data} = vld1q_f32(&{src_data});
*/

/* relying on the following instruction..."
neon_store(dst,src)
vst1q_f32(&{dst_data}, {src_data});
*/
// sgemm_neon_1x4(
//     KC : size,
//     Ac : f32[KC, 1] @DRAM,
//     Bc : f32[KC, 4] @DRAM,
//     C : [f32][1, 4] @DRAM
// )
void sgemm_neon_1x4( void *ctxt, int_fast32_t KC, const float* Ac, const float* Bc, struct exo_win_2f32 C ) {
// assert stride(C, 1) == 1
float32x4_t C_reg_0;
C_reg_0 = vld1q_f32(&C.data[0]);
for (int_fast32_t k = 0; k < KC; k++) {
  float32x4_t B_reg_0;
  B_reg_0 = vld1q_f32(&Bc[(k) * 4]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, Ac[k]);
}
vst1q_f32(&C.data[0], C_reg_0);
}


// Plain-pointer entry: C is an mr x nr tile of a row-major matrix with row stride ldc.
void sgemm_neon_1x4_ldc(int_fast32_t kc, const float *Ac, const float *Bc, float *C, int_fast32_t ldc) {
    struct exo_win_2f32 tile = { C, { ldc, 1 } };
    sgemm_neon_1x4(NULL, kc, Ac, Bc, tile);
}
