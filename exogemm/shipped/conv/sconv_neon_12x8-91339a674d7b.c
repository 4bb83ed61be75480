#include "sconv_neon_12x8_exo.h"

#include <stdio.h>
#include <stdlib.h>

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
float _relu_float(float x) {
    if (x > 0.0) return x;
    else return 0.0;
}

// sgemm_neon_12x8_edge(
//     K : size,
//     M : size,
//     N : size,
//     Ac : [f32][K, 12] @DRAM,
//     Bc : [f32][K, 8] @DRAM,
//     C : [f32][M, N] @DRAM
// )
static void sgemm_neon_12x8_edge( void *ctxt, int_fast32_t K, int_fast32_t M, int_fast32_t N, struct exo_win_2f32c Ac, struct exo_win_2f32c Bc, struct exo_win_2f32 C );

// sgemm_neon_12x8_sliver(
//     KC : size,
//     Ac : [f32][KC, 12] @DRAM,
//     Bc : [f32][KC, 8] @DRAM,
//     C : [f32][12, 8] @DRAM
// )
static void sgemm_neon_12x8_sliver( void *ctxt, int_fast32_t KC, struct exo_win_2f32c Ac, struct exo_win_2f32c Bc, struct exo_win_2f32 C );

// sgemm_neon_4x8_sliver(
//     KC : size,
//     Ac : [f32][KC, 4] @DRAM,
//     Bc : [f32][KC, 8] @DRAM,
//     C : [f32][4, 8] @DRAM
// )
static void sgemm_neon_4x8_sliver( void *ctxt, int_fast32_t KC, struct exo_win_2f32c Ac, struct exo_win_2f32c Bc, struct exo_win_2f32 C );

// sgemm_neon_8x8_sliver(
//     KC : size,
//     Ac : [f32][KC, 8] @DRAM,
//     Bc : [f32][KC, 8] @DRAM,
//     C : [f32][8, 8] @DRAM
// )
static void sgemm_neon_8x8_sliver( void *ctxt, int_fast32_t KC, struct exo_win_2f32c Ac, struct exo_win_2f32c Bc, struct exo_win_2f32 C );


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
// sconv_neon_12x8_bias(
//     M : size,
//     N : size,
//     bias : [f32][N] @DRAM,
//     C : [f32][M, N] @DRAM
// )
void sconv_neon_12x8_bias( void *ctxt, int_fast32_t M, int_fast32_t N, struct exo_win_1f32c bias, struct exo_win_2f32 C ) {
// assert stride(C, 1) == 1
for (int_fast32_t i = 0; i < M; i++) {
  for (int_fast32_t j = 0; j < N; j++) {
    C.data[i * C.strides[0] + j] += bias.data[j * bias.strides[0]];
  }
}
}

// sconv_neon_12x8_bias_relu(
//     M : size,
//     N : size,
//     bias : [f32][N] @DRAM,
//     C : [f32][M, N] @DRAM
// )
void sconv_neon_12x8_bias_relu( void *ctxt, int_fast32_t M, int_fast32_t N, struct exo_win_1f32c bias, struct exo_win_2f32 C ) {
// assert stride(C, 1) == 1
for (int_fast32_t i = 0; i < M; i++) {
  for (int_fast32_t j = 0; j < N; j++) {
    C.data[i * C.strides[0] + j] = _relu_float((float)C.data[i * C.strides[0] + j] + bias.data[j * bias.strides[0]]);
  }
}
}

// sconv_neon_12x8_macro(
//     M : size,
//     N : size,
//     K : size,
//     MP : size,
//     NP : size,
//     MS : index,
//     NS : index,
//     Ac : [f32][MP, K, 12] @DRAM,
//     Bc : [f32][NP, K, 8] @DRAM,
//     C : [f32][M, N] @DRAM
// )
void sconv_neon_12x8_macro( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, int_fast32_t MP, int_fast32_t NP, int_fast32_t MS, int_fast32_t NS, struct exo_win_3f32c Ac, struct exo_win_3f32c Bc, struct exo_win_2f32 C ) {
// assert stride(Ac, 2) == 1
// assert stride(Bc, 2) == 1
// assert stride(C, 1) == 1
EXO_ASSUME(MS >= 0);
EXO_ASSUME(NS >= 0);
EXO_ASSUME(12 * MS <= M);
EXO_ASSUME(M < 12 + 12 * MS);
EXO_ASSUME(8 * NS <= N);
EXO_ASSUME(N < 8 + 8 * NS);
EXO_ASSUME(M <= 12 * MP);
EXO_ASSUME(N <= 8 * NP);
for (int_fast32_t jr = 0; jr < NS; jr++) {
  for (int_fast32_t ir = 0; ir < MS; ir++) {
    sgemm_neon_12x8_sliver(ctxt,K,(struct exo_win_2f32c){ &Ac.data[(ir) * (Ac.strides[0])], { Ac.strides[1], 1 } },(struct exo_win_2f32c){ &Bc.data[(jr) * (Bc.strides[0])], { Bc.strides[1], 1 } },(struct exo_win_2f32){ &C.data[(12 * ir) * (C.strides[0]) + 8 * jr], { C.strides[0], 1 } });
  }
  if (-(12 * MS) + M > 0) {
    sgemm_neon_12x8_edge(ctxt,K,-(12 * MS) + M,8,(struct exo_win_2f32c){ &Ac.data[(MS) * (Ac.strides[0])], { Ac.strides[1], 1 } },(struct exo_win_2f32c){ &Bc.data[(jr) * (Bc.strides[0])], { Bc.strides[1], 1 } },(struct exo_win_2f32){ &C.data[(12 * MS) * (C.strides[0]) + 8 * jr], { C.strides[0], 1 } });
  }
}
if (-(8 * NS) + N > 0) {
  for (int_fast32_t ir = 0; ir < MS; ir++) {
    sgemm_neon_12x8_edge(ctxt,K,12,-(8 * NS) + N,(struct exo_win_2f32c){ &Ac.data[(ir) * (Ac.strides[0])], { Ac.strides[1], 1 } },(struct exo_win_2f32c){ &Bc.data[(NS) * (Bc.strides[0])], { Bc.strides[1], 1 } },(struct exo_win_2f32){ &C.data[(12 * ir) * (C.strides[0]) + 8 * NS], { C.strides[0], 1 } });
  }
  if (-(12 * MS) + M > 0) {
    sgemm_neon_12x8_edge(ctxt,K,-(12 * MS) + M,-(8 * NS) + N,(struct exo_win_2f32c){ &Ac.data[(MS) * (Ac.strides[0])], { Ac.strides[1], 1 } },(struct exo_win_2f32c){ &Bc.data[(NS) * (Bc.strides[0])], { Bc.strides[1], 1 } },(struct exo_win_2f32){ &C.data[(12 * MS) * (C.strides[0]) + 8 * NS], { C.strides[0], 1 } });
  }
}
}

// sconv_neon_12x8_pack_b_krsc(
//     KR : size,
//     KS : size,
//     CB : size,
//     N : size,
//     NP : size,
//     NS : index,
//     w : [f32][KR, KS, CB, N] @DRAM,
//     Bc : [f32][NP, KR, KS, CB, 8] @DRAM
// )
void sconv_neon_12x8_pack_b_krsc( void *ctxt, int_fast32_t KR, int_fast32_t KS, int_fast32_t CB, int_fast32_t N, int_fast32_t NP, int_fast32_t NS, struct exo_win_4f32c w, struct exo_win_5f32 Bc ) {
// assert stride(Bc, 4) == 1
EXO_ASSUME(NS >= 0);
EXO_ASSUME(8 * NS <= N);
EXO_ASSUME(N < 8 + 8 * NS);
EXO_ASSUME(N <= 8 * NP);
// assert stride(w, 2) == 1
for (int_fast32_t jr = 0; jr < NS; jr++) {
  for (int_fast32_t jj = 0; jj < 8; jj++) {
    for (int_fast32_t r = 0; r < KR; r++) {
      for (int_fast32_t s = 0; s < KS; s++) {
        for (int_fast32_t c = 0; c < CB; c++) {
          Bc.data[jr * Bc.strides[0] + r * Bc.strides[1] + s * Bc.strides[2] + c * Bc.strides[3] + jj] = w.data[r * w.strides[0] + s * w.strides[1] + c + (jj + 8 * jr) * w.strides[3]];
        }
      }
    }
  }
}
if (-(8 * NS) + N > 0) {
  for (int_fast32_t jj = 0; jj < -(8 * NS) + N; jj++) {
    for (int_fast32_t r = 0; r < KR; r++) {
      for (int_fast32_t s = 0; s < KS; s++) {
        for (int_fast32_t c = 0; c < CB; c++) {
          Bc.data[NS * Bc.strides[0] + r * Bc.strides[1] + s * Bc.strides[2] + c * Bc.strides[3] + jj] = w.data[r * w.strides[0] + s * w.strides[1] + c + (jj + 8 * NS) * w.strides[3]];
        }
      }
    }
  }
}
}

// sconv_neon_12x8_pack_b_rsck(
//     KR : size,
//     KS : size,
//     CB : size,
//     N : size,
//     NP : size,
//     NS : index,
//     w : [f32][KR, KS, CB, N] @DRAM,
//     Bc : [f32][NP, KR, KS, CB, 8] @DRAM
// )
void sconv_neon_12x8_pack_b_rsck( void *ctxt, int_fast32_t KR, int_fast32_t KS, int_fast32_t CB, int_fast32_t N, int_fast32_t NP, int_fast32_t NS, struct exo_win_4f32c w, struct exo_win_5f32 Bc ) {
// assert stride(Bc, 4) == 1
EXO_ASSUME(NS >= 0);
EXO_ASSUME(8 * NS <= N);
EXO_ASSUME(N < 8 * NS + 8);
EXO_ASSUME(N <= 8 * NP);
// assert stride(w, 3) == 1
for (int_fast32_t jr = 0; jr < NS; jr++) {
  for (int_fast32_t r = 0; r < KR; r++) {
    for (int_fast32_t s = 0; s < KS; s++) {
      for (int_fast32_t c = 0; c < CB; c++) {
        for (int_fast32_t jj = 0; jj < 8; jj++) {
          Bc.data[jr * Bc.strides[0] + r * Bc.strides[1] + s * Bc.strides[2] + c * Bc.strides[3] + jj] = w.data[r * w.strides[0] + s * w.strides[1] + c * w.strides[2] + 8 * jr + jj];
        }
      }
    }
  }
}
if (N - 8 * NS > 0) {
  for (int_fast32_t r = 0; r < KR; r++) {
    for (int_fast32_t s = 0; s < KS; s++) {
      for (int_fast32_t c = 0; c < CB; c++) {
        for (int_fast32_t jj = 0; jj < N - 8 * NS; jj++) {
          Bc.data[NS * Bc.strides[0] + r * Bc.strides[1] + s * Bc.strides[2] + c * Bc.strides[3] + jj] = w.data[r * w.strides[0] + s * w.strides[1] + c * w.strides[2] + 8 * NS + jj];
        }
      }
    }
  }
}
}

// sconv_neon_12x8_relu(
//     M : size,
//     N : size,
//     bias : [f32][N] @DRAM,
//     C : [f32][M, N] @DRAM
// )
void sconv_neon_12x8_relu( void *ctxt, int_fast32_t M, int_fast32_t N, struct exo_win_1f32c bias, struct exo_win_2f32 C ) {
// assert stride(C, 1) == 1
for (int_fast32_t i = 0; i < M; i++) {
  for (int_fast32_t j = 0; j < N; j++) {
    C.data[i * C.strides[0] + j] = _relu_float((float)C.data[i * C.strides[0] + j]);
  }
}
}

// sconv_neon_12x8_zero(
//     M : size,
//     N : size,
//     C : [f32][M, N] @DRAM
// )
void sconv_neon_12x8_zero( void *ctxt, int_fast32_t M, int_fast32_t N, struct exo_win_2f32 C ) {
// assert stride(C, 1) == 1
for (int_fast32_t i = 0; i < M; i++) {
  for (int_fast32_t j = 0; j < N; j++) {
    C.data[i * C.strides[0] + j] = 0.0f;
  }
}
}

// sgemm_neon_12x8_edge(
//     K : size,
//     M : size,
//     N : size,
//     Ac : [f32][K, 12] @DRAM,
//     Bc : [f32][K, 8] @DRAM,
//     C : [f32][M, N] @DRAM
// )
static void sgemm_neon_12x8_edge( void *ctxt, int_fast32_t K, int_fast32_t M, int_fast32_t N, struct exo_win_2f32c Ac, struct exo_win_2f32c Bc, struct exo_win_2f32 C ) {
EXO_ASSUME(M <= 12);
EXO_ASSUME(N <= 8);
// assert stride(Ac, 1) == 1
// assert stride(Bc, 1) == 1
// assert stride(C, 1) == 1
_Alignas(64) float Ct[12 * 8];
for (int_fast32_t i = 0; i < 12; i++) {
  for (int_fast32_t j = 0; j < 8; j++) {
    Ct[i * 8 + j] = 0.0f;
  }
}
if (M <= 4) {
  sgemm_neon_4x8_sliver(ctxt,K,(struct exo_win_2f32c){ &Ac.data[0], { Ac.strides[0], 1 } },(struct exo_win_2f32c){ &Bc.data[0], { Bc.strides[0], 1 } },(struct exo_win_2f32){ &Ct[0], { 8, 1 } });
} else {
  if (M <= 8) {
    sgemm_neon_8x8_sliver(ctxt,K,(struct exo_win_2f32c){ &Ac.data[0], { Ac.strides[0], 1 } },(struct exo_win_2f32c){ &Bc.data[0], { Bc.strides[0], 1 } },(struct exo_win_2f32){ &Ct[0], { 8, 1 } });
  } else {
    sgemm_neon_12x8_sliver(ctxt,K,(struct exo_win_2f32c){ &Ac.data[0], { Ac.strides[0], 1 } },(struct exo_win_2f32c){ &Bc.data[0], { Bc.strides[0], 1 } },(struct exo_win_2f32){ &Ct[0], { 8, 1 } });
  }
}
for (int_fast32_t i = 0; i < M; i++) {
  for (int_fast32_t j = 0; j < N; j++) {
    C.data[i * C.strides[0] + j] += Ct[i * 8 + j];
  }
}
}

// sgemm_neon_12x8_sliver(
//     KC : size,
//     Ac : [f32][KC, 12] @DRAM,
//     Bc : [f32][KC, 8] @DRAM,
//     C : [f32][12, 8] @DRAM
// )
static void sgemm_neon_12x8_sliver( void *ctxt, int_fast32_t KC, struct exo_win_2f32c Ac, struct exo_win_2f32c Bc, struct exo_win_2f32 C ) {
// assert stride(Ac, 1) == 1
// assert stride(Bc, 1) == 1
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
for (int_fast32_t k = 0; k < KC; k++) {
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  B_reg_0 = vld1q_f32(&Bc.data[(k) * (Bc.strides[0])]);
  B_reg_1 = vld1q_f32(&Bc.data[(k) * (Bc.strides[0]) + 4]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, Ac.data[(k) * (Ac.strides[0])]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, Ac.data[(k) * (Ac.strides[0])]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_0, Ac.data[(k) * (Ac.strides[0]) + 1]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_1, Ac.data[(k) * (Ac.strides[0]) + 1]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_0, Ac.data[(k) * (Ac.strides[0]) + 2]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_1, Ac.data[(k) * (Ac.strides[0]) + 2]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_0, Ac.data[(k) * (Ac.strides[0]) + 3]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_1, Ac.data[(k) * (Ac.strides[0]) + 3]);
  C_reg_8 = vfmaq_n_f32(C_reg_8, B_reg_0, Ac.data[(k) * (Ac.strides[0]) + 4]);
  C_reg_9 = vfmaq_n_f32(C_reg_9, B_reg_1, Ac.data[(k) * (Ac.strides[0]) + 4]);
  C_reg_10 = vfmaq_n_f32(C_reg_10, B_reg_0, Ac.data[(k) * (Ac.strides[0]) + 5]);
  C_reg_11 = vfmaq_n_f32(C_reg_11, B_reg_1, Ac.data[(k) * (Ac.strides[0]) + 5]);
  C_reg_12 = vfmaq_n_f32(C_reg_12, B_reg_0, Ac.data[(k) * (Ac.strides[0]) + 6]);
  C_reg_13 = vfmaq_n_f32(C_reg_13, B_reg_1, Ac.data[(k) * (Ac.strides[0]) + 6]);
  C_reg_14 = vfmaq_n_f32(C_reg_14, B_reg_0, Ac.data[(k) * (Ac.strides[0]) + 7]);
  C_reg_15 = vfmaq_n_f32(C_reg_15, B_reg_1, Ac.data[(k) * (Ac.strides[0]) + 7]);
  C_reg_16 = vfmaq_n_f32(C_reg_16, B_reg_0, Ac.data[(k) * (Ac.strides[0]) + 8]);
  C_reg_17 = vfmaq_n_f32(C_reg_17, B_reg_1, Ac.data[(k) * (Ac.strides[0]) + 8]);
  C_reg_18 = vfmaq_n_f32(C_reg_18, B_reg_0, Ac.data[(k) * (Ac.strides[0]) + 9]);
  C_reg_19 = vfmaq_n_f32(C_reg_19, B_reg_1, Ac.data[(k) * (Ac.strides[0]) + 9]);
  C_reg_20 = vfmaq_n_f32(C_reg_20, B_reg_0, Ac.data[(k) * (Ac.strides[0]) + 10]);
  C_reg_21 = vfmaq_n_f32(C_reg_21, B_reg_1, Ac.data[(k) * (Ac.strides[0]) + 10]);
  C_reg_22 = vfmaq_n_f32(C_reg_22, B_reg_0, Ac.data[(k) * (Ac.strides[0]) + 11]);
  C_reg_23 = vfmaq_n_f32(C_reg_23, B_reg_1, Ac.data[(k) * (Ac.strides[0]) + 11]);
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

// sgemm_neon_4x8_sliver(
//     KC : size,
//     Ac : [f32][KC, 4] @DRAM,
//     Bc : [f32][KC, 8] @DRAM,
//     C : [f32][4, 8] @DRAM
// )
static void sgemm_neon_4x8_sliver( void *ctxt, int_fast32_t KC, struct exo_win_2f32c Ac, struct exo_win_2f32c Bc, struct exo_win_2f32 C ) {
// assert stride(Ac, 1) == 1
// assert stride(Bc, 1) == 1
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
for (int_fast32_t k = 0; k < KC; k++) {
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  B_reg_0 = vld1q_f32(&Bc.data[(k) * (Bc.strides[0])]);
  B_reg_1 = vld1q_f32(&Bc.data[(k) * (Bc.strides[0]) + 4]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, Ac.data[(k) * (Ac.strides[0])]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, Ac.data[(k) * (Ac.strides[0])]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_0, Ac.data[(k) * (Ac.strides[0]) + 1]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_1, Ac.data[(k) * (Ac.strides[0]) + 1]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_0, Ac.data[(k) * (Ac.strides[0]) + 2]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_1, Ac.data[(k) * (Ac.strides[0]) + 2]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_0, Ac.data[(k) * (Ac.strides[0]) + 3]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_1, Ac.data[(k) * (Ac.strides[0]) + 3]);
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

// sgemm_neon_8x8_sliver(
//     KC : size,
//     Ac : [f32][KC, 8] @DRAM,
//     Bc : [f32][KC, 8] @DRAM,
//     C : [f32][8, 8] @DRAM
// )
static void sgemm_neon_8x8_sliver( void *ctxt, int_fast32_t KC, struct exo_win_2f32c Ac, struct exo_win_2f32c Bc, struct exo_win_2f32 C ) {
// assert stride(Ac, 1) == 1
// assert stride(Bc, 1) == 1
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
for (int_fast32_t k = 0; k < KC; k++) {
  float32x4_t B_reg_0;
  float32x4_t B_reg_1;
  B_reg_0 = vld1q_f32(&Bc.data[(k) * (Bc.strides[0])]);
  B_reg_1 = vld1q_f32(&Bc.data[(k) * (Bc.strides[0]) + 4]);
  C_reg_0 = vfmaq_n_f32(C_reg_0, B_reg_0, Ac.data[(k) * (Ac.strides[0])]);
  C_reg_1 = vfmaq_n_f32(C_reg_1, B_reg_1, Ac.data[(k) * (Ac.strides[0])]);
  C_reg_2 = vfmaq_n_f32(C_reg_2, B_reg_0, Ac.data[(k) * (Ac.strides[0]) + 1]);
  C_reg_3 = vfmaq_n_f32(C_reg_3, B_reg_1, Ac.data[(k) * (Ac.strides[0]) + 1]);
  C_reg_4 = vfmaq_n_f32(C_reg_4, B_reg_0, Ac.data[(k) * (Ac.strides[0]) + 2]);
  C_reg_5 = vfmaq_n_f32(C_reg_5, B_reg_1, Ac.data[(k) * (Ac.strides[0]) + 2]);
  C_reg_6 = vfmaq_n_f32(C_reg_6, B_reg_0, Ac.data[(k) * (Ac.strides[0]) + 3]);
  C_reg_7 = vfmaq_n_f32(C_reg_7, B_reg_1, Ac.data[(k) * (Ac.strides[0]) + 3]);
  C_reg_8 = vfmaq_n_f32(C_reg_8, B_reg_0, Ac.data[(k) * (Ac.strides[0]) + 4]);
  C_reg_9 = vfmaq_n_f32(C_reg_9, B_reg_1, Ac.data[(k) * (Ac.strides[0]) + 4]);
  C_reg_10 = vfmaq_n_f32(C_reg_10, B_reg_0, Ac.data[(k) * (Ac.strides[0]) + 5]);
  C_reg_11 = vfmaq_n_f32(C_reg_11, B_reg_1, Ac.data[(k) * (Ac.strides[0]) + 5]);
  C_reg_12 = vfmaq_n_f32(C_reg_12, B_reg_0, Ac.data[(k) * (Ac.strides[0]) + 6]);
  C_reg_13 = vfmaq_n_f32(C_reg_13, B_reg_1, Ac.data[(k) * (Ac.strides[0]) + 6]);
  C_reg_14 = vfmaq_n_f32(C_reg_14, B_reg_0, Ac.data[(k) * (Ac.strides[0]) + 7]);
  C_reg_15 = vfmaq_n_f32(C_reg_15, B_reg_1, Ac.data[(k) * (Ac.strides[0]) + 7]);
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

