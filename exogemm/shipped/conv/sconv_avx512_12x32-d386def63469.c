#include "sconv_avx512_12x32_exo.h"

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
#include <stdio.h>
#include <stdlib.h>

#include <stdio.h>
#include <stdlib.h>

float _relu_float(float x) {
    if (x > 0.0) return x;
    else return 0.0;
}

// sgemm_avx512_12x32_edge(
//     K : size,
//     M : size,
//     N : size,
//     Ac : [f32][K, 12] @DRAM,
//     Bc : [f32][K, 32] @DRAM,
//     C : [f32][M, N] @DRAM
// )
static void sgemm_avx512_12x32_edge( void *ctxt, int_fast32_t K, int_fast32_t M, int_fast32_t N, struct exo_win_2f32c Ac, struct exo_win_2f32c Bc, struct exo_win_2f32 C );

// sgemm_avx512_12x32_sliver(
//     KC : size,
//     Ac : [f32][KC, 12] @DRAM,
//     Bc : [f32][KC, 32] @DRAM,
//     C : [f32][12, 32] @DRAM
// )
static void sgemm_avx512_12x32_sliver( void *ctxt, int_fast32_t KC, struct exo_win_2f32c Ac, struct exo_win_2f32c Bc, struct exo_win_2f32 C );

// sgemm_avx512_4x32_sliver(
//     KC : size,
//     Ac : [f32][KC, 4] @DRAM,
//     Bc : [f32][KC, 32] @DRAM,
//     C : [f32][4, 32] @DRAM
// )
static void sgemm_avx512_4x32_sliver( void *ctxt, int_fast32_t KC, struct exo_win_2f32c Ac, struct exo_win_2f32c Bc, struct exo_win_2f32 C );

// sgemm_avx512_8x32_sliver(
//     KC : size,
//     Ac : [f32][KC, 8] @DRAM,
//     Bc : [f32][KC, 32] @DRAM,
//     C : [f32][8, 32] @DRAM
// )
static void sgemm_avx512_8x32_sliver( void *ctxt, int_fast32_t KC, struct exo_win_2f32c Ac, struct exo_win_2f32c Bc, struct exo_win_2f32 C );


/* relying on the following instruction..."
avx512_f32_mac(dst,a,b)
{dst_data} = _mm512_fmadd_ps(_mm512_set1_ps({a_data}), {b_data}, {dst_data});
*/

/* relying on the following instruction..."
avx512_load(dst,src)
{dst_data} = _mm512_loadu_ps(&{src_data}); __asm__("" : "+v"({dst_data}));
*/

/* relying on the following instruction..."
avx512_store(dst,src)
_mm512_storeu_ps(&{dst_data}, {src_data});
*/

/* relying on the following instruction..."
prefetch_b_row_32_ahead8(B)
{{ const char *exo_pf = (const char *)(&{B_data} + (intptr_t)8 * ({B}).strides[0]); __builtin_prefetch(exo_pf + 0, 0, 3); __builtin_prefetch(exo_pf + 64, 0, 3); }}
*/
// sconv_avx512_12x32_bias(
//     M : size,
//     N : size,
//     bias : [f32][N] @DRAM,
//     C : [f32][M, N] @DRAM
// )
void sconv_avx512_12x32_bias( void *ctxt, int_fast32_t M, int_fast32_t N, struct exo_win_1f32c bias, struct exo_win_2f32 C ) {
// assert stride(C, 1) == 1
for (int_fast32_t i = 0; i < M; i++) {
  for (int_fast32_t j = 0; j < N; j++) {
    C.data[i * C.strides[0] + j] += bias.data[j * bias.strides[0]];
  }
}
}

// sconv_avx512_12x32_bias_relu(
//     M : size,
//     N : size,
//     bias : [f32][N] @DRAM,
//     C : [f32][M, N] @DRAM
// )
void sconv_avx512_12x32_bias_relu( void *ctxt, int_fast32_t M, int_fast32_t N, struct exo_win_1f32c bias, struct exo_win_2f32 C ) {
// assert stride(C, 1) == 1
for (int_fast32_t i = 0; i < M; i++) {
  for (int_fast32_t j = 0; j < N; j++) {
    C.data[i * C.strides[0] + j] = _relu_float((float)C.data[i * C.strides[0] + j] + bias.data[j * bias.strides[0]]);
  }
}
}

// sconv_avx512_12x32_macro(
//     M : size,
//     N : size,
//     K : size,
//     MP : size,
//     NP : size,
//     MS : index,
//     NS : index,
//     Ac : [f32][MP, K, 12] @DRAM,
//     Bc : [f32][NP, K, 32] @DRAM,
//     C : [f32][M, N] @DRAM
// )
void sconv_avx512_12x32_macro( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, int_fast32_t MP, int_fast32_t NP, int_fast32_t MS, int_fast32_t NS, struct exo_win_3f32c Ac, struct exo_win_3f32c Bc, struct exo_win_2f32 C ) {
// assert stride(Ac, 2) == 1
// assert stride(Bc, 2) == 1
// assert stride(C, 1) == 1
EXO_ASSUME(MS >= 0);
EXO_ASSUME(NS >= 0);
EXO_ASSUME(12 * MS <= M);
EXO_ASSUME(M < 12 + 12 * MS);
EXO_ASSUME(32 * NS <= N);
EXO_ASSUME(N < 32 + 32 * NS);
EXO_ASSUME(M <= 12 * MP);
EXO_ASSUME(N <= 32 * NP);
for (int_fast32_t jr = 0; jr < NS; jr++) {
  for (int_fast32_t ir = 0; ir < MS; ir++) {
    sgemm_avx512_12x32_sliver(ctxt,K,(struct exo_win_2f32c){ &Ac.data[(ir) * (Ac.strides[0])], { Ac.strides[1], 1 } },(struct exo_win_2f32c){ &Bc.data[(jr) * (Bc.strides[0])], { Bc.strides[1], 1 } },(struct exo_win_2f32){ &C.data[(12 * ir) * (C.strides[0]) + 32 * jr], { C.strides[0], 1 } });
  }
  if (-(12 * MS) + M > 0) {
    sgemm_avx512_12x32_edge(ctxt,K,-(12 * MS) + M,32,(struct exo_win_2f32c){ &Ac.data[(MS) * (Ac.strides[0])], { Ac.strides[1], 1 } },(struct exo_win_2f32c){ &Bc.data[(jr) * (Bc.strides[0])], { Bc.strides[1], 1 } },(struct exo_win_2f32){ &C.data[(12 * MS) * (C.strides[0]) + 32 * jr], { C.strides[0], 1 } });
  }
}
if (-(32 * NS) + N > 0) {
  for (int_fast32_t ir = 0; ir < MS; ir++) {
    sgemm_avx512_12x32_edge(ctxt,K,12,-(32 * NS) + N,(struct exo_win_2f32c){ &Ac.data[(ir) * (Ac.strides[0])], { Ac.strides[1], 1 } },(struct exo_win_2f32c){ &Bc.data[(NS) * (Bc.strides[0])], { Bc.strides[1], 1 } },(struct exo_win_2f32){ &C.data[(12 * ir) * (C.strides[0]) + 32 * NS], { C.strides[0], 1 } });
  }
  if (-(12 * MS) + M > 0) {
    sgemm_avx512_12x32_edge(ctxt,K,-(12 * MS) + M,-(32 * NS) + N,(struct exo_win_2f32c){ &Ac.data[(MS) * (Ac.strides[0])], { Ac.strides[1], 1 } },(struct exo_win_2f32c){ &Bc.data[(NS) * (Bc.strides[0])], { Bc.strides[1], 1 } },(struct exo_win_2f32){ &C.data[(12 * MS) * (C.strides[0]) + 32 * NS], { C.strides[0], 1 } });
  }
}
}

// sconv_avx512_12x32_pack_b_krsc(
//     KR : size,
//     KS : size,
//     CB : size,
//     N : size,
//     NP : size,
//     NS : index,
//     w : [f32][KR, KS, CB, N] @DRAM,
//     Bc : [f32][NP, KR, KS, CB, 32] @DRAM
// )
void sconv_avx512_12x32_pack_b_krsc( void *ctxt, int_fast32_t KR, int_fast32_t KS, int_fast32_t CB, int_fast32_t N, int_fast32_t NP, int_fast32_t NS, struct exo_win_4f32c w, struct exo_win_5f32 Bc ) {
// assert stride(Bc, 4) == 1
EXO_ASSUME(NS >= 0);
EXO_ASSUME(32 * NS <= N);
EXO_ASSUME(N < 32 + 32 * NS);
EXO_ASSUME(N <= 32 * NP);
// assert stride(w, 2) == 1
for (int_fast32_t jr = 0; jr < NS; jr++) {
  for (int_fast32_t jj = 0; jj < 32; jj++) {
    for (int_fast32_t r = 0; r < KR; r++) {
      for (int_fast32_t s = 0; s < KS; s++) {
        for (int_fast32_t c = 0; c < CB; c++) {
          Bc.data[jr * Bc.strides[0] + r * Bc.strides[1] + s * Bc.strides[2] + c * Bc.strides[3] + jj] = w.data[r * w.strides[0] + s * w.strides[1] + c + (jj + 32 * jr) * w.strides[3]];
        }
      }
    }
  }
}
if (-(32 * NS) + N > 0) {
  for (int_fast32_t jj = 0; jj < -(32 * NS) + N; jj++) {
    for (int_fast32_t r = 0; r < KR; r++) {
      for (int_fast32_t s = 0; s < KS; s++) {
        for (int_fast32_t c = 0; c < CB; c++) {
          Bc.data[NS * Bc.strides[0] + r * Bc.strides[1] + s * Bc.strides[2] + c * Bc.strides[3] + jj] = w.data[r * w.strides[0] + s * w.strides[1] + c + (jj + 32 * NS) * w.strides[3]];
        }
      }
    }
  }
}
}

// sconv_avx512_12x32_pack_b_rsck(
//     KR : size,
//     KS : size,
//     CB : size,
//     N : size,
//     NP : size,
//     NS : index,
//     w : [f32][KR, KS, CB, N] @DRAM,
//     Bc : [f32][NP, KR, KS, CB, 32] @DRAM
// )
void sconv_avx512_12x32_pack_b_rsck( void *ctxt, int_fast32_t KR, int_fast32_t KS, int_fast32_t CB, int_fast32_t N, int_fast32_t NP, int_fast32_t NS, struct exo_win_4f32c w, struct exo_win_5f32 Bc ) {
// assert stride(Bc, 4) == 1
EXO_ASSUME(NS >= 0);
EXO_ASSUME(32 * NS <= N);
EXO_ASSUME(N < 32 * NS + 32);
EXO_ASSUME(N <= 32 * NP);
// assert stride(w, 3) == 1
for (int_fast32_t jr = 0; jr < NS; jr++) {
  for (int_fast32_t r = 0; r < KR; r++) {
    for (int_fast32_t s = 0; s < KS; s++) {
      for (int_fast32_t c = 0; c < CB; c++) {
        for (int_fast32_t jj = 0; jj < 32; jj++) {
          Bc.data[jr * Bc.strides[0] + r * Bc.strides[1] + s * Bc.strides[2] + c * Bc.strides[3] + jj] = w.data[r * w.strides[0] + s * w.strides[1] + c * w.strides[2] + 32 * jr + jj];
        }
      }
    }
  }
}
if (N - 32 * NS > 0) {
  for (int_fast32_t r = 0; r < KR; r++) {
    for (int_fast32_t s = 0; s < KS; s++) {
      for (int_fast32_t c = 0; c < CB; c++) {
        for (int_fast32_t jj = 0; jj < N - 32 * NS; jj++) {
          Bc.data[NS * Bc.strides[0] + r * Bc.strides[1] + s * Bc.strides[2] + c * Bc.strides[3] + jj] = w.data[r * w.strides[0] + s * w.strides[1] + c * w.strides[2] + 32 * NS + jj];
        }
      }
    }
  }
}
}

// sconv_avx512_12x32_relu(
//     M : size,
//     N : size,
//     bias : [f32][N] @DRAM,
//     C : [f32][M, N] @DRAM
// )
void sconv_avx512_12x32_relu( void *ctxt, int_fast32_t M, int_fast32_t N, struct exo_win_1f32c bias, struct exo_win_2f32 C ) {
// assert stride(C, 1) == 1
for (int_fast32_t i = 0; i < M; i++) {
  for (int_fast32_t j = 0; j < N; j++) {
    C.data[i * C.strides[0] + j] = _relu_float((float)C.data[i * C.strides[0] + j]);
  }
}
}

// sconv_avx512_12x32_zero(
//     M : size,
//     N : size,
//     C : [f32][M, N] @DRAM
// )
void sconv_avx512_12x32_zero( void *ctxt, int_fast32_t M, int_fast32_t N, struct exo_win_2f32 C ) {
// assert stride(C, 1) == 1
for (int_fast32_t i = 0; i < M; i++) {
  for (int_fast32_t j = 0; j < N; j++) {
    C.data[i * C.strides[0] + j] = 0.0f;
  }
}
}

// sgemm_avx512_12x32_edge(
//     K : size,
//     M : size,
//     N : size,
//     Ac : [f32][K, 12] @DRAM,
//     Bc : [f32][K, 32] @DRAM,
//     C : [f32][M, N] @DRAM
// )
static void sgemm_avx512_12x32_edge( void *ctxt, int_fast32_t K, int_fast32_t M, int_fast32_t N, struct exo_win_2f32c Ac, struct exo_win_2f32c Bc, struct exo_win_2f32 C ) {
EXO_ASSUME(M <= 12);
EXO_ASSUME(N <= 32);
// assert stride(Ac, 1) == 1
// assert stride(Bc, 1) == 1
// assert stride(C, 1) == 1
_Alignas(64) float Ct[12 * 32];
for (int_fast32_t i = 0; i < 12; i++) {
  for (int_fast32_t j = 0; j < 32; j++) {
    Ct[i * 32 + j] = 0.0f;
  }
}
if (M <= 4) {
  sgemm_avx512_4x32_sliver(ctxt,K,(struct exo_win_2f32c){ &Ac.data[0], { Ac.strides[0], 1 } },(struct exo_win_2f32c){ &Bc.data[0], { Bc.strides[0], 1 } },(struct exo_win_2f32){ &Ct[0], { 32, 1 } });
} else {
  if (M <= 8) {
    sgemm_avx512_8x32_sliver(ctxt,K,(struct exo_win_2f32c){ &Ac.data[0], { Ac.strides[0], 1 } },(struct exo_win_2f32c){ &Bc.data[0], { Bc.strides[0], 1 } },(struct exo_win_2f32){ &Ct[0], { 32, 1 } });
  } else {
    sgemm_avx512_12x32_sliver(ctxt,K,(struct exo_win_2f32c){ &Ac.data[0], { Ac.strides[0], 1 } },(struct exo_win_2f32c){ &Bc.data[0], { Bc.strides[0], 1 } },(struct exo_win_2f32){ &Ct[0], { 32, 1 } });
  }
}
for (int_fast32_t i = 0; i < M; i++) {
  for (int_fast32_t j = 0; j < N; j++) {
    C.data[i * C.strides[0] + j] += Ct[i * 32 + j];
  }
}
}

// sgemm_avx512_12x32_sliver(
//     KC : size,
//     Ac : [f32][KC, 12] @DRAM,
//     Bc : [f32][KC, 32] @DRAM,
//     C : [f32][12, 32] @DRAM
// )
static void sgemm_avx512_12x32_sliver( void *ctxt, int_fast32_t KC, struct exo_win_2f32c Ac, struct exo_win_2f32c Bc, struct exo_win_2f32 C ) {
// assert stride(Ac, 1) == 1
// assert stride(Bc, 1) == 1
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
C_reg_16 = _mm512_loadu_ps(&C.data[(8) * (C.strides[0])]); __asm__("" : "+v"(C_reg_16));
C_reg_17 = _mm512_loadu_ps(&C.data[(8) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_17));
C_reg_18 = _mm512_loadu_ps(&C.data[(9) * (C.strides[0])]); __asm__("" : "+v"(C_reg_18));
C_reg_19 = _mm512_loadu_ps(&C.data[(9) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_19));
C_reg_20 = _mm512_loadu_ps(&C.data[(10) * (C.strides[0])]); __asm__("" : "+v"(C_reg_20));
C_reg_21 = _mm512_loadu_ps(&C.data[(10) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_21));
C_reg_22 = _mm512_loadu_ps(&C.data[(11) * (C.strides[0])]); __asm__("" : "+v"(C_reg_22));
C_reg_23 = _mm512_loadu_ps(&C.data[(11) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_23));
for (int_fast32_t k = 0; k < KC; k++) {
  { const char *exo_pf = (const char *)(&Bc.data[(k) * (Bc.strides[0])] + (intptr_t)8 * (((struct exo_win_2f32c){ &Bc.data[(k) * (Bc.strides[0])], { Bc.strides[0], 1 } })).strides[0]); __builtin_prefetch(exo_pf + 0, 0, 3); __builtin_prefetch(exo_pf + 64, 0, 3); }
  __m512 B_reg_0;
  __m512 B_reg_1;
  B_reg_0 = _mm512_loadu_ps(&Bc.data[(k) * (Bc.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&Bc.data[(k) * (Bc.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0])]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0])]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 1]), B_reg_0, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 1]), B_reg_1, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 2]), B_reg_0, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 2]), B_reg_1, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 3]), B_reg_0, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 3]), B_reg_1, C_reg_7);
  C_reg_8 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 4]), B_reg_0, C_reg_8);
  C_reg_9 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 4]), B_reg_1, C_reg_9);
  C_reg_10 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 5]), B_reg_0, C_reg_10);
  C_reg_11 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 5]), B_reg_1, C_reg_11);
  C_reg_12 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 6]), B_reg_0, C_reg_12);
  C_reg_13 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 6]), B_reg_1, C_reg_13);
  C_reg_14 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 7]), B_reg_0, C_reg_14);
  C_reg_15 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 7]), B_reg_1, C_reg_15);
  C_reg_16 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 8]), B_reg_0, C_reg_16);
  C_reg_17 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 8]), B_reg_1, C_reg_17);
  C_reg_18 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 9]), B_reg_0, C_reg_18);
  C_reg_19 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 9]), B_reg_1, C_reg_19);
  C_reg_20 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 10]), B_reg_0, C_reg_20);
  C_reg_21 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 10]), B_reg_1, C_reg_21);
  C_reg_22 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 11]), B_reg_0, C_reg_22);
  C_reg_23 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 11]), B_reg_1, C_reg_23);
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
_mm512_storeu_ps(&C.data[(8) * (C.strides[0])], C_reg_16);
_mm512_storeu_ps(&C.data[(8) * (C.strides[0]) + 16], C_reg_17);
_mm512_storeu_ps(&C.data[(9) * (C.strides[0])], C_reg_18);
_mm512_storeu_ps(&C.data[(9) * (C.strides[0]) + 16], C_reg_19);
_mm512_storeu_ps(&C.data[(10) * (C.strides[0])], C_reg_20);
_mm512_storeu_ps(&C.data[(10) * (C.strides[0]) + 16], C_reg_21);
_mm512_storeu_ps(&C.data[(11) * (C.strides[0])], C_reg_22);
_mm512_storeu_ps(&C.data[(11) * (C.strides[0]) + 16], C_reg_23);
}

// sgemm_avx512_4x32_sliver(
//     KC : size,
//     Ac : [f32][KC, 4] @DRAM,
//     Bc : [f32][KC, 32] @DRAM,
//     C : [f32][4, 32] @DRAM
// )
static void sgemm_avx512_4x32_sliver( void *ctxt, int_fast32_t KC, struct exo_win_2f32c Ac, struct exo_win_2f32c Bc, struct exo_win_2f32 C ) {
// assert stride(Ac, 1) == 1
// assert stride(Bc, 1) == 1
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
for (int_fast32_t k = 0; k < KC; k++) {
  { const char *exo_pf = (const char *)(&Bc.data[(k) * (Bc.strides[0])] + (intptr_t)8 * (((struct exo_win_2f32c){ &Bc.data[(k) * (Bc.strides[0])], { Bc.strides[0], 1 } })).strides[0]); __builtin_prefetch(exo_pf + 0, 0, 3); __builtin_prefetch(exo_pf + 64, 0, 3); }
  __m512 B_reg_0;
  __m512 B_reg_1;
  B_reg_0 = _mm512_loadu_ps(&Bc.data[(k) * (Bc.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&Bc.data[(k) * (Bc.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0])]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0])]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 1]), B_reg_0, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 1]), B_reg_1, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 2]), B_reg_0, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 2]), B_reg_1, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 3]), B_reg_0, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 3]), B_reg_1, C_reg_7);
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

// sgemm_avx512_8x32_sliver(
//     KC : size,
//     Ac : [f32][KC, 8] @DRAM,
//     Bc : [f32][KC, 32] @DRAM,
//     C : [f32][8, 32] @DRAM
// )
static void sgemm_avx512_8x32_sliver( void *ctxt, int_fast32_t KC, struct exo_win_2f32c Ac, struct exo_win_2f32c Bc, struct exo_win_2f32 C ) {
// assert stride(Ac, 1) == 1
// assert stride(Bc, 1) == 1
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
for (int_fast32_t k = 0; k < KC; k++) {
  { const char *exo_pf = (const char *)(&Bc.data[(k) * (Bc.strides[0])] + (intptr_t)8 * (((struct exo_win_2f32c){ &Bc.data[(k) * (Bc.strides[0])], { Bc.strides[0], 1 } })).strides[0]); __builtin_prefetch(exo_pf + 0, 0, 3); __builtin_prefetch(exo_pf + 64, 0, 3); }
  __m512 B_reg_0;
  __m512 B_reg_1;
  B_reg_0 = _mm512_loadu_ps(&Bc.data[(k) * (Bc.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&Bc.data[(k) * (Bc.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0])]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0])]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 1]), B_reg_0, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 1]), B_reg_1, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 2]), B_reg_0, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 2]), B_reg_1, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 3]), B_reg_0, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 3]), B_reg_1, C_reg_7);
  C_reg_8 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 4]), B_reg_0, C_reg_8);
  C_reg_9 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 4]), B_reg_1, C_reg_9);
  C_reg_10 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 5]), B_reg_0, C_reg_10);
  C_reg_11 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 5]), B_reg_1, C_reg_11);
  C_reg_12 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 6]), B_reg_0, C_reg_12);
  C_reg_13 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 6]), B_reg_1, C_reg_13);
  C_reg_14 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 7]), B_reg_0, C_reg_14);
  C_reg_15 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 7]), B_reg_1, C_reg_15);
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

