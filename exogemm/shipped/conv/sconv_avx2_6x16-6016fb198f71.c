#include "sconv_avx2_6x16_exo.h"

#include <immintrin.h>
#ifndef EXOGEMM_AVX2_MASK
#define EXOGEMM_AVX2_MASK
/* Lanes 0..n-1 set: the mask operand of vmaskmovps (folds to a constant for constant n). */
static inline __m256i exogemm_avx2_mask(int n) {
    return _mm256_cmpgt_epi32(_mm256_set1_epi32(n), _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
}
/* Lanes 0..n-1 of v to p (n <= 8), as a 4-, a 2- and a 1-float store by the bits of n: AMD's
   vmaskmovps store is microcoded (module docstring of isa/avx2.py). */
static inline __attribute__((always_inline)) void exogemm_avx2_store_tail(float *p, __m256 v, int n) {
    if (n >= 8) { _mm256_storeu_ps(p, v); return; }
    __m128 x = _mm256_castps256_ps128(v);
    if (n & 4) { _mm_storeu_ps(p, x); p += 4; x = _mm256_extractf128_ps(v, 1); }
    if (n & 2) { _mm_storel_pi((__m64 *)p, x); p += 2; x = _mm_movehl_ps(x, x); }
    if (n & 1) _mm_store_ss(p, x);
}
/* The same for n int32 lanes (a move does not change the bits). */
static inline __attribute__((always_inline)) void exogemm_avx2_store_tail_epi32(void *p, __m256i v, int n) {
    exogemm_avx2_store_tail((float *)p, _mm256_castsi256_ps(v), n);
}
/* The sum of the 8 lanes (halves, then pairs, then the last two). */
static inline float exogemm_avx2_hsum(__m256 v) {
    __m128 s = _mm_add_ps(_mm256_castps256_ps128(v), _mm256_extractf128_ps(v, 1));
    s = _mm_add_ps(s, _mm_movehl_ps(s, s));
    return _mm_cvtss_f32(_mm_add_ss(s, _mm_movehdup_ps(s)));
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

// sgemm_avx2_4x16_sliver(
//     KC : size,
//     Ac : [f32][KC, 4] @DRAM,
//     Bc : [f32][KC, 16] @DRAM,
//     C : [f32][4, 16] @DRAM
// )
static void sgemm_avx2_4x16_sliver( void *ctxt, int_fast32_t KC, struct exo_win_2f32c Ac, struct exo_win_2f32c Bc, struct exo_win_2f32 C );

// sgemm_avx2_6x16_edge(
//     K : size,
//     M : size,
//     N : size,
//     Ac : [f32][K, 6] @DRAM,
//     Bc : [f32][K, 16] @DRAM,
//     C : [f32][M, N] @DRAM
// )
static void sgemm_avx2_6x16_edge( void *ctxt, int_fast32_t K, int_fast32_t M, int_fast32_t N, struct exo_win_2f32c Ac, struct exo_win_2f32c Bc, struct exo_win_2f32 C );

// sgemm_avx2_6x16_sliver(
//     KC : size,
//     Ac : [f32][KC, 6] @DRAM,
//     Bc : [f32][KC, 16] @DRAM,
//     C : [f32][6, 16] @DRAM
// )
static void sgemm_avx2_6x16_sliver( void *ctxt, int_fast32_t KC, struct exo_win_2f32c Ac, struct exo_win_2f32c Bc, struct exo_win_2f32 C );


/* relying on the following instruction..."
avx2_f32_mac(dst,a,b)
{dst_data} = _mm256_fmadd_ps(_mm256_set1_ps({a_data}), {b_data}, {dst_data});
*/

/* relying on the following instruction..."
avx2_load(dst,src)
{dst_data} = _mm256_loadu_ps(&{src_data}); __asm__("" : "+x"({dst_data}));
*/

/* relying on the following instruction..."
avx2_store(dst,src)
_mm256_storeu_ps(&{dst_data}, {src_data});
*/
// sconv_avx2_6x16_bias(
//     M : size,
//     N : size,
//     bias : [f32][N] @DRAM,
//     C : [f32][M, N] @DRAM
// )
void sconv_avx2_6x16_bias( void *ctxt, int_fast32_t M, int_fast32_t N, struct exo_win_1f32c bias, struct exo_win_2f32 C ) {
// assert stride(C, 1) == 1
for (int_fast32_t i = 0; i < M; i++) {
  for (int_fast32_t j = 0; j < N; j++) {
    C.data[i * C.strides[0] + j] += bias.data[j * bias.strides[0]];
  }
}
}

// sconv_avx2_6x16_bias_relu(
//     M : size,
//     N : size,
//     bias : [f32][N] @DRAM,
//     C : [f32][M, N] @DRAM
// )
void sconv_avx2_6x16_bias_relu( void *ctxt, int_fast32_t M, int_fast32_t N, struct exo_win_1f32c bias, struct exo_win_2f32 C ) {
// assert stride(C, 1) == 1
for (int_fast32_t i = 0; i < M; i++) {
  for (int_fast32_t j = 0; j < N; j++) {
    C.data[i * C.strides[0] + j] = _relu_float((float)C.data[i * C.strides[0] + j] + bias.data[j * bias.strides[0]]);
  }
}
}

// sconv_avx2_6x16_macro(
//     M : size,
//     N : size,
//     K : size,
//     MP : size,
//     NP : size,
//     MS : index,
//     NS : index,
//     Ac : [f32][MP, K, 6] @DRAM,
//     Bc : [f32][NP, K, 16] @DRAM,
//     C : [f32][M, N] @DRAM
// )
void sconv_avx2_6x16_macro( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, int_fast32_t MP, int_fast32_t NP, int_fast32_t MS, int_fast32_t NS, struct exo_win_3f32c Ac, struct exo_win_3f32c Bc, struct exo_win_2f32 C ) {
// assert stride(Ac, 2) == 1
// assert stride(Bc, 2) == 1
// assert stride(C, 1) == 1
EXO_ASSUME(MS >= 0);
EXO_ASSUME(NS >= 0);
EXO_ASSUME(6 * MS <= M);
EXO_ASSUME(M < 6 + 6 * MS);
EXO_ASSUME(16 * NS <= N);
EXO_ASSUME(N < 16 + 16 * NS);
EXO_ASSUME(M <= 6 * MP);
EXO_ASSUME(N <= 16 * NP);
for (int_fast32_t jr = 0; jr < NS; jr++) {
  for (int_fast32_t ir = 0; ir < MS; ir++) {
    sgemm_avx2_6x16_sliver(ctxt,K,(struct exo_win_2f32c){ &Ac.data[(ir) * (Ac.strides[0])], { Ac.strides[1], 1 } },(struct exo_win_2f32c){ &Bc.data[(jr) * (Bc.strides[0])], { Bc.strides[1], 1 } },(struct exo_win_2f32){ &C.data[(6 * ir) * (C.strides[0]) + 16 * jr], { C.strides[0], 1 } });
  }
  if (-(6 * MS) + M > 0) {
    sgemm_avx2_6x16_edge(ctxt,K,-(6 * MS) + M,16,(struct exo_win_2f32c){ &Ac.data[(MS) * (Ac.strides[0])], { Ac.strides[1], 1 } },(struct exo_win_2f32c){ &Bc.data[(jr) * (Bc.strides[0])], { Bc.strides[1], 1 } },(struct exo_win_2f32){ &C.data[(6 * MS) * (C.strides[0]) + 16 * jr], { C.strides[0], 1 } });
  }
}
if (-(16 * NS) + N > 0) {
  for (int_fast32_t ir = 0; ir < MS; ir++) {
    sgemm_avx2_6x16_edge(ctxt,K,6,-(16 * NS) + N,(struct exo_win_2f32c){ &Ac.data[(ir) * (Ac.strides[0])], { Ac.strides[1], 1 } },(struct exo_win_2f32c){ &Bc.data[(NS) * (Bc.strides[0])], { Bc.strides[1], 1 } },(struct exo_win_2f32){ &C.data[(6 * ir) * (C.strides[0]) + 16 * NS], { C.strides[0], 1 } });
  }
  if (-(6 * MS) + M > 0) {
    sgemm_avx2_6x16_edge(ctxt,K,-(6 * MS) + M,-(16 * NS) + N,(struct exo_win_2f32c){ &Ac.data[(MS) * (Ac.strides[0])], { Ac.strides[1], 1 } },(struct exo_win_2f32c){ &Bc.data[(NS) * (Bc.strides[0])], { Bc.strides[1], 1 } },(struct exo_win_2f32){ &C.data[(6 * MS) * (C.strides[0]) + 16 * NS], { C.strides[0], 1 } });
  }
}
}

// sconv_avx2_6x16_pack_b_krsc(
//     KR : size,
//     KS : size,
//     CB : size,
//     N : size,
//     NP : size,
//     NS : index,
//     w : [f32][KR, KS, CB, N] @DRAM,
//     Bc : [f32][NP, KR, KS, CB, 16] @DRAM
// )
void sconv_avx2_6x16_pack_b_krsc( void *ctxt, int_fast32_t KR, int_fast32_t KS, int_fast32_t CB, int_fast32_t N, int_fast32_t NP, int_fast32_t NS, struct exo_win_4f32c w, struct exo_win_5f32 Bc ) {
// assert stride(Bc, 4) == 1
EXO_ASSUME(NS >= 0);
EXO_ASSUME(16 * NS <= N);
EXO_ASSUME(N < 16 + 16 * NS);
EXO_ASSUME(N <= 16 * NP);
// assert stride(w, 2) == 1
for (int_fast32_t jr = 0; jr < NS; jr++) {
  for (int_fast32_t jj = 0; jj < 16; jj++) {
    for (int_fast32_t r = 0; r < KR; r++) {
      for (int_fast32_t s = 0; s < KS; s++) {
        for (int_fast32_t c = 0; c < CB; c++) {
          Bc.data[jr * Bc.strides[0] + r * Bc.strides[1] + s * Bc.strides[2] + c * Bc.strides[3] + jj] = w.data[r * w.strides[0] + s * w.strides[1] + c + (jj + 16 * jr) * w.strides[3]];
        }
      }
    }
  }
}
if (-(16 * NS) + N > 0) {
  for (int_fast32_t jj = 0; jj < -(16 * NS) + N; jj++) {
    for (int_fast32_t r = 0; r < KR; r++) {
      for (int_fast32_t s = 0; s < KS; s++) {
        for (int_fast32_t c = 0; c < CB; c++) {
          Bc.data[NS * Bc.strides[0] + r * Bc.strides[1] + s * Bc.strides[2] + c * Bc.strides[3] + jj] = w.data[r * w.strides[0] + s * w.strides[1] + c + (jj + 16 * NS) * w.strides[3]];
        }
      }
    }
  }
}
}

// sconv_avx2_6x16_pack_b_rsck(
//     KR : size,
//     KS : size,
//     CB : size,
//     N : size,
//     NP : size,
//     NS : index,
//     w : [f32][KR, KS, CB, N] @DRAM,
//     Bc : [f32][NP, KR, KS, CB, 16] @DRAM
// )
void sconv_avx2_6x16_pack_b_rsck( void *ctxt, int_fast32_t KR, int_fast32_t KS, int_fast32_t CB, int_fast32_t N, int_fast32_t NP, int_fast32_t NS, struct exo_win_4f32c w, struct exo_win_5f32 Bc ) {
// assert stride(Bc, 4) == 1
EXO_ASSUME(NS >= 0);
EXO_ASSUME(16 * NS <= N);
EXO_ASSUME(N < 16 * NS + 16);
EXO_ASSUME(N <= 16 * NP);
// assert stride(w, 3) == 1
for (int_fast32_t jr = 0; jr < NS; jr++) {
  for (int_fast32_t r = 0; r < KR; r++) {
    for (int_fast32_t s = 0; s < KS; s++) {
      for (int_fast32_t c = 0; c < CB; c++) {
        for (int_fast32_t jj = 0; jj < 16; jj++) {
          Bc.data[jr * Bc.strides[0] + r * Bc.strides[1] + s * Bc.strides[2] + c * Bc.strides[3] + jj] = w.data[r * w.strides[0] + s * w.strides[1] + c * w.strides[2] + 16 * jr + jj];
        }
      }
    }
  }
}
if (N - 16 * NS > 0) {
  for (int_fast32_t r = 0; r < KR; r++) {
    for (int_fast32_t s = 0; s < KS; s++) {
      for (int_fast32_t c = 0; c < CB; c++) {
        for (int_fast32_t jj = 0; jj < N - 16 * NS; jj++) {
          Bc.data[NS * Bc.strides[0] + r * Bc.strides[1] + s * Bc.strides[2] + c * Bc.strides[3] + jj] = w.data[r * w.strides[0] + s * w.strides[1] + c * w.strides[2] + 16 * NS + jj];
        }
      }
    }
  }
}
}

// sconv_avx2_6x16_relu(
//     M : size,
//     N : size,
//     bias : [f32][N] @DRAM,
//     C : [f32][M, N] @DRAM
// )
void sconv_avx2_6x16_relu( void *ctxt, int_fast32_t M, int_fast32_t N, struct exo_win_1f32c bias, struct exo_win_2f32 C ) {
// assert stride(C, 1) == 1
for (int_fast32_t i = 0; i < M; i++) {
  for (int_fast32_t j = 0; j < N; j++) {
    C.data[i * C.strides[0] + j] = _relu_float((float)C.data[i * C.strides[0] + j]);
  }
}
}

// sconv_avx2_6x16_zero(
//     M : size,
//     N : size,
//     C : [f32][M, N] @DRAM
// )
void sconv_avx2_6x16_zero( void *ctxt, int_fast32_t M, int_fast32_t N, struct exo_win_2f32 C ) {
// assert stride(C, 1) == 1
for (int_fast32_t i = 0; i < M; i++) {
  for (int_fast32_t j = 0; j < N; j++) {
    C.data[i * C.strides[0] + j] = 0.0f;
  }
}
}

// sgemm_avx2_4x16_sliver(
//     KC : size,
//     Ac : [f32][KC, 4] @DRAM,
//     Bc : [f32][KC, 16] @DRAM,
//     C : [f32][4, 16] @DRAM
// )
static void sgemm_avx2_4x16_sliver( void *ctxt, int_fast32_t KC, struct exo_win_2f32c Ac, struct exo_win_2f32c Bc, struct exo_win_2f32 C ) {
// assert stride(Ac, 1) == 1
// assert stride(Bc, 1) == 1
// assert stride(C, 1) == 1
__m256 C_reg_0;
__m256 C_reg_1;
__m256 C_reg_2;
__m256 C_reg_3;
__m256 C_reg_4;
__m256 C_reg_5;
__m256 C_reg_6;
__m256 C_reg_7;
C_reg_0 = _mm256_loadu_ps(&C.data[0]); __asm__("" : "+x"(C_reg_0));
C_reg_1 = _mm256_loadu_ps(&C.data[8]); __asm__("" : "+x"(C_reg_1));
C_reg_2 = _mm256_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+x"(C_reg_2));
C_reg_3 = _mm256_loadu_ps(&C.data[C.strides[0] + 8]); __asm__("" : "+x"(C_reg_3));
C_reg_4 = _mm256_loadu_ps(&C.data[(2) * (C.strides[0])]); __asm__("" : "+x"(C_reg_4));
C_reg_5 = _mm256_loadu_ps(&C.data[(2) * (C.strides[0]) + 8]); __asm__("" : "+x"(C_reg_5));
C_reg_6 = _mm256_loadu_ps(&C.data[(3) * (C.strides[0])]); __asm__("" : "+x"(C_reg_6));
C_reg_7 = _mm256_loadu_ps(&C.data[(3) * (C.strides[0]) + 8]); __asm__("" : "+x"(C_reg_7));
for (int_fast32_t k = 0; k < KC; k++) {
  __m256 B_reg_0;
  __m256 B_reg_1;
  B_reg_0 = _mm256_loadu_ps(&Bc.data[(k) * (Bc.strides[0])]); __asm__("" : "+x"(B_reg_0));
  B_reg_1 = _mm256_loadu_ps(&Bc.data[(k) * (Bc.strides[0]) + 8]); __asm__("" : "+x"(B_reg_1));
  C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(Ac.data[(k) * (Ac.strides[0])]), B_reg_0, C_reg_0);
  C_reg_1 = _mm256_fmadd_ps(_mm256_set1_ps(Ac.data[(k) * (Ac.strides[0])]), B_reg_1, C_reg_1);
  C_reg_2 = _mm256_fmadd_ps(_mm256_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 1]), B_reg_0, C_reg_2);
  C_reg_3 = _mm256_fmadd_ps(_mm256_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 1]), B_reg_1, C_reg_3);
  C_reg_4 = _mm256_fmadd_ps(_mm256_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 2]), B_reg_0, C_reg_4);
  C_reg_5 = _mm256_fmadd_ps(_mm256_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 2]), B_reg_1, C_reg_5);
  C_reg_6 = _mm256_fmadd_ps(_mm256_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 3]), B_reg_0, C_reg_6);
  C_reg_7 = _mm256_fmadd_ps(_mm256_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 3]), B_reg_1, C_reg_7);
}
_mm256_storeu_ps(&C.data[0], C_reg_0);
_mm256_storeu_ps(&C.data[8], C_reg_1);
_mm256_storeu_ps(&C.data[C.strides[0]], C_reg_2);
_mm256_storeu_ps(&C.data[C.strides[0] + 8], C_reg_3);
_mm256_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_4);
_mm256_storeu_ps(&C.data[(2) * (C.strides[0]) + 8], C_reg_5);
_mm256_storeu_ps(&C.data[(3) * (C.strides[0])], C_reg_6);
_mm256_storeu_ps(&C.data[(3) * (C.strides[0]) + 8], C_reg_7);
}

// sgemm_avx2_6x16_edge(
//     K : size,
//     M : size,
//     N : size,
//     Ac : [f32][K, 6] @DRAM,
//     Bc : [f32][K, 16] @DRAM,
//     C : [f32][M, N] @DRAM
// )
static void sgemm_avx2_6x16_edge( void *ctxt, int_fast32_t K, int_fast32_t M, int_fast32_t N, struct exo_win_2f32c Ac, struct exo_win_2f32c Bc, struct exo_win_2f32 C ) {
EXO_ASSUME(M <= 6);
EXO_ASSUME(N <= 16);
// assert stride(Ac, 1) == 1
// assert stride(Bc, 1) == 1
// assert stride(C, 1) == 1
_Alignas(64) float Ct[6 * 16];
for (int_fast32_t i = 0; i < 6; i++) {
  for (int_fast32_t j = 0; j < 16; j++) {
    Ct[i * 16 + j] = 0.0f;
  }
}
if (M <= 4) {
  sgemm_avx2_4x16_sliver(ctxt,K,(struct exo_win_2f32c){ &Ac.data[0], { Ac.strides[0], 1 } },(struct exo_win_2f32c){ &Bc.data[0], { Bc.strides[0], 1 } },(struct exo_win_2f32){ &Ct[0], { 16, 1 } });
} else {
  if (M <= 6) {
    sgemm_avx2_6x16_sliver(ctxt,K,(struct exo_win_2f32c){ &Ac.data[0], { Ac.strides[0], 1 } },(struct exo_win_2f32c){ &Bc.data[0], { Bc.strides[0], 1 } },(struct exo_win_2f32){ &Ct[0], { 16, 1 } });
  } else {
    sgemm_avx2_6x16_sliver(ctxt,K,(struct exo_win_2f32c){ &Ac.data[0], { Ac.strides[0], 1 } },(struct exo_win_2f32c){ &Bc.data[0], { Bc.strides[0], 1 } },(struct exo_win_2f32){ &Ct[0], { 16, 1 } });
  }
}
for (int_fast32_t i = 0; i < M; i++) {
  for (int_fast32_t j = 0; j < N; j++) {
    C.data[i * C.strides[0] + j] += Ct[i * 16 + j];
  }
}
}

// sgemm_avx2_6x16_sliver(
//     KC : size,
//     Ac : [f32][KC, 6] @DRAM,
//     Bc : [f32][KC, 16] @DRAM,
//     C : [f32][6, 16] @DRAM
// )
static void sgemm_avx2_6x16_sliver( void *ctxt, int_fast32_t KC, struct exo_win_2f32c Ac, struct exo_win_2f32c Bc, struct exo_win_2f32 C ) {
// assert stride(Ac, 1) == 1
// assert stride(Bc, 1) == 1
// assert stride(C, 1) == 1
__m256 C_reg_0;
__m256 C_reg_1;
__m256 C_reg_2;
__m256 C_reg_3;
__m256 C_reg_4;
__m256 C_reg_5;
__m256 C_reg_6;
__m256 C_reg_7;
__m256 C_reg_8;
__m256 C_reg_9;
__m256 C_reg_10;
__m256 C_reg_11;
C_reg_0 = _mm256_loadu_ps(&C.data[0]); __asm__("" : "+x"(C_reg_0));
C_reg_1 = _mm256_loadu_ps(&C.data[8]); __asm__("" : "+x"(C_reg_1));
C_reg_2 = _mm256_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+x"(C_reg_2));
C_reg_3 = _mm256_loadu_ps(&C.data[C.strides[0] + 8]); __asm__("" : "+x"(C_reg_3));
C_reg_4 = _mm256_loadu_ps(&C.data[(2) * (C.strides[0])]); __asm__("" : "+x"(C_reg_4));
C_reg_5 = _mm256_loadu_ps(&C.data[(2) * (C.strides[0]) + 8]); __asm__("" : "+x"(C_reg_5));
C_reg_6 = _mm256_loadu_ps(&C.data[(3) * (C.strides[0])]); __asm__("" : "+x"(C_reg_6));
C_reg_7 = _mm256_loadu_ps(&C.data[(3) * (C.strides[0]) + 8]); __asm__("" : "+x"(C_reg_7));
C_reg_8 = _mm256_loadu_ps(&C.data[(4) * (C.strides[0])]); __asm__("" : "+x"(C_reg_8));
C_reg_9 = _mm256_loadu_ps(&C.data[(4) * (C.strides[0]) + 8]); __asm__("" : "+x"(C_reg_9));
C_reg_10 = _mm256_loadu_ps(&C.data[(5) * (C.strides[0])]); __asm__("" : "+x"(C_reg_10));
C_reg_11 = _mm256_loadu_ps(&C.data[(5) * (C.strides[0]) + 8]); __asm__("" : "+x"(C_reg_11));
for (int_fast32_t k = 0; k < KC; k++) {
  __m256 B_reg_0;
  __m256 B_reg_1;
  B_reg_0 = _mm256_loadu_ps(&Bc.data[(k) * (Bc.strides[0])]); __asm__("" : "+x"(B_reg_0));
  B_reg_1 = _mm256_loadu_ps(&Bc.data[(k) * (Bc.strides[0]) + 8]); __asm__("" : "+x"(B_reg_1));
  C_reg_0 = _mm256_fmadd_ps(_mm256_set1_ps(Ac.data[(k) * (Ac.strides[0])]), B_reg_0, C_reg_0);
  C_reg_1 = _mm256_fmadd_ps(_mm256_set1_ps(Ac.data[(k) * (Ac.strides[0])]), B_reg_1, C_reg_1);
  C_reg_2 = _mm256_fmadd_ps(_mm256_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 1]), B_reg_0, C_reg_2);
  C_reg_3 = _mm256_fmadd_ps(_mm256_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 1]), B_reg_1, C_reg_3);
  C_reg_4 = _mm256_fmadd_ps(_mm256_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 2]), B_reg_0, C_reg_4);
  C_reg_5 = _mm256_fmadd_ps(_mm256_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 2]), B_reg_1, C_reg_5);
  C_reg_6 = _mm256_fmadd_ps(_mm256_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 3]), B_reg_0, C_reg_6);
  C_reg_7 = _mm256_fmadd_ps(_mm256_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 3]), B_reg_1, C_reg_7);
  C_reg_8 = _mm256_fmadd_ps(_mm256_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 4]), B_reg_0, C_reg_8);
  C_reg_9 = _mm256_fmadd_ps(_mm256_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 4]), B_reg_1, C_reg_9);
  C_reg_10 = _mm256_fmadd_ps(_mm256_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 5]), B_reg_0, C_reg_10);
  C_reg_11 = _mm256_fmadd_ps(_mm256_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 5]), B_reg_1, C_reg_11);
}
_mm256_storeu_ps(&C.data[0], C_reg_0);
_mm256_storeu_ps(&C.data[8], C_reg_1);
_mm256_storeu_ps(&C.data[C.strides[0]], C_reg_2);
_mm256_storeu_ps(&C.data[C.strides[0] + 8], C_reg_3);
_mm256_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_4);
_mm256_storeu_ps(&C.data[(2) * (C.strides[0]) + 8], C_reg_5);
_mm256_storeu_ps(&C.data[(3) * (C.strides[0])], C_reg_6);
_mm256_storeu_ps(&C.data[(3) * (C.strides[0]) + 8], C_reg_7);
_mm256_storeu_ps(&C.data[(4) * (C.strides[0])], C_reg_8);
_mm256_storeu_ps(&C.data[(4) * (C.strides[0]) + 8], C_reg_9);
_mm256_storeu_ps(&C.data[(5) * (C.strides[0])], C_reg_10);
_mm256_storeu_ps(&C.data[(5) * (C.strides[0]) + 8], C_reg_11);
}

