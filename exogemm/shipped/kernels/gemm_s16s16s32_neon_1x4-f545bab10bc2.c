#include "gemm_s16s16s32_neon_1x4.h"

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
#ifndef EXOGEMM_NEON_PAIRS
#define EXOGEMM_NEON_PAIRS
static inline int16x4x2_t exogemm_neon_load_pairs(const void *p, int n) {
    int16_t t[8] = {0};
    memcpy(t, p, 4 * (size_t)n);
    return vld2_s16(t);
}
#endif
// gemm_s16s16s32_neon_1x4(
//     KG : size,
//     Ac : [ui16][KG, 1, 2] @DRAM,
//     Bc : [ui16][KG, 4, 2] @DRAM,
//     C : [i32][1, 4] @DRAM
// )
void gemm_s16s16s32_neon_1x4( void *ctxt, int_fast32_t KG, struct exo_win_3ui16c Ac, struct exo_win_3ui16c Bc, struct exo_win_2i32 C ) {
// assert stride(Ac, 2) == 1
// assert stride(Bc, 2) == 1
// assert stride(C, 1) == 1
int32x4_t C_reg_0;
C_reg_0 = vld1q_s32(&C.data[0]);
for (int_fast32_t k = 0; k < KG; k++) {
  int16x4x2_t B_reg_0;
  B_reg_0 = vld2_s16((const int16_t *)&Bc.data[(k) * (Bc.strides[0])]);
  C_reg_0 = vmlal_n_s16(vmlal_n_s16(C_reg_0, B_reg_0.val[0], (int16_t)(&Ac.data[(k) * (Ac.strides[0])])[0]), B_reg_0.val[1], (int16_t)(&Ac.data[(k) * (Ac.strides[0])])[1]);
}
vst1q_s32(&C.data[0], C_reg_0);
}

// gemm_s16s16s32_neon_1x4_overwrite(
//     KG : size,
//     Ac : [ui16][KG, 1, 2] @DRAM,
//     Bc : [ui16][KG, 4, 2] @DRAM,
//     C : [i32][1, 4] @DRAM
// )
void gemm_s16s16s32_neon_1x4_overwrite( void *ctxt, int_fast32_t KG, struct exo_win_3ui16c Ac, struct exo_win_3ui16c Bc, struct exo_win_2i32 C ) {
// assert stride(Ac, 2) == 1
// assert stride(Bc, 2) == 1
// assert stride(C, 1) == 1
int32x4_t C_reg_0;
C_reg_0 = vdupq_n_s32(0);
for (int_fast32_t k = 0; k < KG; k++) {
  int16x4x2_t B_reg_0;
  B_reg_0 = vld2_s16((const int16_t *)&Bc.data[(k) * (Bc.strides[0])]);
  C_reg_0 = vmlal_n_s16(vmlal_n_s16(C_reg_0, B_reg_0.val[0], (int16_t)(&Ac.data[(k) * (Ac.strides[0])])[0]), B_reg_0.val[1], (int16_t)(&Ac.data[(k) * (Ac.strides[0])])[1]);
}
vst1q_s32(&C.data[0], C_reg_0);
}


/* relying on the following instruction..."
neon_s16s16s32_b_load(dst,src)
{dst_data} = vld2_s16((const int16_t *)&{src_data});
*/

/* relying on the following instruction..."
neon_s16s16s32_load(dst,src)
{dst_data} = vld1q_s32(&{src_data});
*/

/* relying on the following instruction..."
neon_s16s16s32_mac(dst,a,b)
{dst_data} = vmlal_n_s16(vmlal_n_s16({dst_data}, {b_data}.val[0], (int16_t)(&{a_data})[0]), {b_data}.val[1], (int16_t)(&{a_data})[1]);
*/

/* relying on the following instruction..."
neon_s16s16s32_store(dst,src)
vst1q_s32(&{dst_data}, {src_data});
*/

/* relying on the following instruction..."
neon_s16s16s32_zero(dst)
{dst_data} = vdupq_n_s32(0);
*/

// C[0:mr, 0:nr] += A B, A from packed Ac; C row stride ldc.
void gemm_s16s16s32_neon_1x4_ldc(int_fast32_t kg, const uint16_t *Ac, const uint16_t *Bc, int32_t *C, int_fast32_t ldc) {
    struct exo_win_3ui16c a = { Ac, { 2, 2, 1 } };
    struct exo_win_3ui16c b = { Bc, { 8, 2, 1 } };
    struct exo_win_2i32 tile = { C, { ldc, 1 } };
    gemm_s16s16s32_neon_1x4(NULL, kg, a, b, tile);
}

// C[0:mr, 0:nr] += A B, A from A's mr rows in place (row i's k-group q at A[i*lda + q*G]); C row stride ldc.
void gemm_s16s16s32_neon_1x4_rows(int_fast32_t kg, const uint16_t *A, int_fast32_t lda, const uint16_t *Bc, int32_t *C, int_fast32_t ldc) {
    struct exo_win_3ui16c a = { A, { 2, lda, 1 } };
    struct exo_win_3ui16c b = { Bc, { 8, 2, 1 } };
    struct exo_win_2i32 tile = { C, { ldc, 1 } };
    gemm_s16s16s32_neon_1x4(NULL, kg, a, b, tile);
}

// C[0:mr, 0:nr] = A B, A from packed Ac; C row stride ldc.
void gemm_s16s16s32_neon_1x4_overwrite_ldc(int_fast32_t kg, const uint16_t *Ac, const uint16_t *Bc, int32_t *C, int_fast32_t ldc) {
    struct exo_win_3ui16c a = { Ac, { 2, 2, 1 } };
    struct exo_win_3ui16c b = { Bc, { 8, 2, 1 } };
    struct exo_win_2i32 tile = { C, { ldc, 1 } };
    gemm_s16s16s32_neon_1x4_overwrite(NULL, kg, a, b, tile);
}

// C[0:mr, 0:nr] = A B, A from A's mr rows in place (row i's k-group q at A[i*lda + q*G]); C row stride ldc.
void gemm_s16s16s32_neon_1x4_overwrite_rows(int_fast32_t kg, const uint16_t *A, int_fast32_t lda, const uint16_t *Bc, int32_t *C, int_fast32_t ldc) {
    struct exo_win_3ui16c a = { A, { 2, lda, 1 } };
    struct exo_win_3ui16c b = { Bc, { 8, 2, 1 } };
    struct exo_win_2i32 tile = { C, { ldc, 1 } };
    gemm_s16s16s32_neon_1x4_overwrite(NULL, kg, a, b, tile);
}
