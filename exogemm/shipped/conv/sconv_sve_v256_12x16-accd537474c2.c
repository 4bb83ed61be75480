#include "sconv_sve_v256_12x16_exo.h"

#include <stdio.h>
#include <stdlib.h>

#include <stdio.h>
#include <stdlib.h>

#include <arm_sve.h>
float _relu_float(float x) {
    if (x > 0.0) return x;
    else return 0.0;
}

// sgemm_sve_v256_12x16_edge(
//     K : size,
//     M : size,
//     N : size,
//     Ac : [f32][K, 12] @DRAM,
//     Bc : [f32][K, 16] @DRAM,
//     C : [f32][M, N] @DRAM
// )
static void sgemm_sve_v256_12x16_edge( void *ctxt, int_fast32_t K, int_fast32_t M, int_fast32_t N, struct exo_win_2f32c Ac, struct exo_win_2f32c Bc, struct exo_win_2f32 C );

// sgemm_sve_v256_12x16_sliver(
//     KC : size,
//     Ac : [f32][KC, 12] @DRAM,
//     Bc : [f32][KC, 16] @DRAM,
//     C : [f32][12, 16] @DRAM
// )
static void sgemm_sve_v256_12x16_sliver( void *ctxt, int_fast32_t KC, struct exo_win_2f32c Ac, struct exo_win_2f32c Bc, struct exo_win_2f32 C );

// sgemm_sve_v256_4x16_sliver(
//     KC : size,
//     Ac : [f32][KC, 4] @DRAM,
//     Bc : [f32][KC, 16] @DRAM,
//     C : [f32][4, 16] @DRAM
// )
static void sgemm_sve_v256_4x16_sliver( void *ctxt, int_fast32_t KC, struct exo_win_2f32c Ac, struct exo_win_2f32c Bc, struct exo_win_2f32 C );

// sgemm_sve_v256_8x16_sliver(
//     KC : size,
//     Ac : [f32][KC, 8] @DRAM,
//     Bc : [f32][KC, 16] @DRAM,
//     C : [f32][8, 16] @DRAM
// )
static void sgemm_sve_v256_8x16_sliver( void *ctxt, int_fast32_t KC, struct exo_win_2f32c Ac, struct exo_win_2f32c Bc, struct exo_win_2f32 C );

// sconv_sve_v256_12x16_bias(
//     M : size,
//     N : size,
//     bias : [f32][N] @DRAM,
//     C : [f32][M, N] @DRAM
// )
void sconv_sve_v256_12x16_bias( void *ctxt, int_fast32_t M, int_fast32_t N, struct exo_win_1f32c bias, struct exo_win_2f32 C ) {
// assert stride(C, 1) == 1
for (int_fast32_t i = 0; i < M; i++) {
  for (int_fast32_t j = 0; j < N; j++) {
    C.data[i * C.strides[0] + j] += bias.data[j * bias.strides[0]];
  }
}
}

// sconv_sve_v256_12x16_bias_relu(
//     M : size,
//     N : size,
//     bias : [f32][N] @DRAM,
//     C : [f32][M, N] @DRAM
// )
void sconv_sve_v256_12x16_bias_relu( void *ctxt, int_fast32_t M, int_fast32_t N, struct exo_win_1f32c bias, struct exo_win_2f32 C ) {
// assert stride(C, 1) == 1
for (int_fast32_t i = 0; i < M; i++) {
  for (int_fast32_t j = 0; j < N; j++) {
    C.data[i * C.strides[0] + j] = _relu_float((float)C.data[i * C.strides[0] + j] + bias.data[j * bias.strides[0]]);
  }
}
}

// sconv_sve_v256_12x16_macro(
//     M : size,
//     N : size,
//     K : size,
//     MP : size,
//     NP : size,
//     MS : index,
//     NS : index,
//     Ac : [f32][MP, K, 12] @DRAM,
//     Bc : [f32][NP, K, 16] @DRAM,
//     C : [f32][M, N] @DRAM
// )
void sconv_sve_v256_12x16_macro( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, int_fast32_t MP, int_fast32_t NP, int_fast32_t MS, int_fast32_t NS, struct exo_win_3f32c Ac, struct exo_win_3f32c Bc, struct exo_win_2f32 C ) {
// assert stride(Ac, 2) == 1
// assert stride(Bc, 2) == 1
// assert stride(C, 1) == 1
EXO_ASSUME(MS >= 0);
EXO_ASSUME(NS >= 0);
EXO_ASSUME(12 * MS <= M);
EXO_ASSUME(M < 12 + 12 * MS);
EXO_ASSUME(16 * NS <= N);
EXO_ASSUME(N < 16 + 16 * NS);
EXO_ASSUME(M <= 12 * MP);
EXO_ASSUME(N <= 16 * NP);
for (int_fast32_t jr = 0; jr < NS; jr++) {
  for (int_fast32_t ir = 0; ir < MS; ir++) {
    sgemm_sve_v256_12x16_sliver(ctxt,K,(struct exo_win_2f32c){ &Ac.data[(ir) * (Ac.strides[0])], { Ac.strides[1], 1 } },(struct exo_win_2f32c){ &Bc.data[(jr) * (Bc.strides[0])], { Bc.strides[1], 1 } },(struct exo_win_2f32){ &C.data[(12 * ir) * (C.strides[0]) + 16 * jr], { C.strides[0], 1 } });
  }
  if (-(12 * MS) + M > 0) {
    sgemm_sve_v256_12x16_edge(ctxt,K,-(12 * MS) + M,16,(struct exo_win_2f32c){ &Ac.data[(MS) * (Ac.strides[0])], { Ac.strides[1], 1 } },(struct exo_win_2f32c){ &Bc.data[(jr) * (Bc.strides[0])], { Bc.strides[1], 1 } },(struct exo_win_2f32){ &C.data[(12 * MS) * (C.strides[0]) + 16 * jr], { C.strides[0], 1 } });
  }
}
if (-(16 * NS) + N > 0) {
  for (int_fast32_t ir = 0; ir < MS; ir++) {
    sgemm_sve_v256_12x16_edge(ctxt,K,12,-(16 * NS) + N,(struct exo_win_2f32c){ &Ac.data[(ir) * (Ac.strides[0])], { Ac.strides[1], 1 } },(struct exo_win_2f32c){ &Bc.data[(NS) * (Bc.strides[0])], { Bc.strides[1], 1 } },(struct exo_win_2f32){ &C.data[(12 * ir) * (C.strides[0]) + 16 * NS], { C.strides[0], 1 } });
  }
  if (-(12 * MS) + M > 0) {
    sgemm_sve_v256_12x16_edge(ctxt,K,-(12 * MS) + M,-(16 * NS) + N,(struct exo_win_2f32c){ &Ac.data[(MS) * (Ac.strides[0])], { Ac.strides[1], 1 } },(struct exo_win_2f32c){ &Bc.data[(NS) * (Bc.strides[0])], { Bc.strides[1], 1 } },(struct exo_win_2f32){ &C.data[(12 * MS) * (C.strides[0]) + 16 * NS], { C.strides[0], 1 } });
  }
}
}

// sconv_sve_v256_12x16_pack_b_krsc(
//     KR : size,
//     KS : size,
//     CB : size,
//     N : size,
//     NP : size,
//     NS : index,
//     w : [f32][KR, KS, CB, N] @DRAM,
//     Bc : [f32][NP, KR, KS, CB, 16] @DRAM
// )
void sconv_sve_v256_12x16_pack_b_krsc( void *ctxt, int_fast32_t KR, int_fast32_t KS, int_fast32_t CB, int_fast32_t N, int_fast32_t NP, int_fast32_t NS, struct exo_win_4f32c w, struct exo_win_5f32 Bc ) {
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

// sconv_sve_v256_12x16_pack_b_rsck(
//     KR : size,
//     KS : size,
//     CB : size,
//     N : size,
//     NP : size,
//     NS : index,
//     w : [f32][KR, KS, CB, N] @DRAM,
//     Bc : [f32][NP, KR, KS, CB, 16] @DRAM
// )
void sconv_sve_v256_12x16_pack_b_rsck( void *ctxt, int_fast32_t KR, int_fast32_t KS, int_fast32_t CB, int_fast32_t N, int_fast32_t NP, int_fast32_t NS, struct exo_win_4f32c w, struct exo_win_5f32 Bc ) {
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

// sconv_sve_v256_12x16_relu(
//     M : size,
//     N : size,
//     bias : [f32][N] @DRAM,
//     C : [f32][M, N] @DRAM
// )
void sconv_sve_v256_12x16_relu( void *ctxt, int_fast32_t M, int_fast32_t N, struct exo_win_1f32c bias, struct exo_win_2f32 C ) {
// assert stride(C, 1) == 1
for (int_fast32_t i = 0; i < M; i++) {
  for (int_fast32_t j = 0; j < N; j++) {
    C.data[i * C.strides[0] + j] = _relu_float((float)C.data[i * C.strides[0] + j]);
  }
}
}

// sconv_sve_v256_12x16_zero(
//     M : size,
//     N : size,
//     C : [f32][M, N] @DRAM
// )
void sconv_sve_v256_12x16_zero( void *ctxt, int_fast32_t M, int_fast32_t N, struct exo_win_2f32 C ) {
// assert stride(C, 1) == 1
for (int_fast32_t i = 0; i < M; i++) {
  for (int_fast32_t j = 0; j < N; j++) {
    C.data[i * C.strides[0] + j] = 0.0f;
  }
}
}

// sgemm_sve_v256_12x16_edge(
//     K : size,
//     M : size,
//     N : size,
//     Ac : [f32][K, 12] @DRAM,
//     Bc : [f32][K, 16] @DRAM,
//     C : [f32][M, N] @DRAM
// )
static void sgemm_sve_v256_12x16_edge( void *ctxt, int_fast32_t K, int_fast32_t M, int_fast32_t N, struct exo_win_2f32c Ac, struct exo_win_2f32c Bc, struct exo_win_2f32 C ) {
EXO_ASSUME(M <= 12);
EXO_ASSUME(N <= 16);
// assert stride(Ac, 1) == 1
// assert stride(Bc, 1) == 1
// assert stride(C, 1) == 1
_Alignas(64) float Ct[12 * 16];
for (int_fast32_t i = 0; i < 12; i++) {
  for (int_fast32_t j = 0; j < 16; j++) {
    Ct[i * 16 + j] = 0.0f;
  }
}
if (M <= 4) {
  sgemm_sve_v256_4x16_sliver(ctxt,K,(struct exo_win_2f32c){ &Ac.data[0], { Ac.strides[0], 1 } },(struct exo_win_2f32c){ &Bc.data[0], { Bc.strides[0], 1 } },(struct exo_win_2f32){ &Ct[0], { 16, 1 } });
} else {
  if (M <= 8) {
    sgemm_sve_v256_8x16_sliver(ctxt,K,(struct exo_win_2f32c){ &Ac.data[0], { Ac.strides[0], 1 } },(struct exo_win_2f32c){ &Bc.data[0], { Bc.strides[0], 1 } },(struct exo_win_2f32){ &Ct[0], { 16, 1 } });
  } else {
    sgemm_sve_v256_12x16_sliver(ctxt,K,(struct exo_win_2f32c){ &Ac.data[0], { Ac.strides[0], 1 } },(struct exo_win_2f32c){ &Bc.data[0], { Bc.strides[0], 1 } },(struct exo_win_2f32){ &Ct[0], { 16, 1 } });
  }
}
for (int_fast32_t i = 0; i < M; i++) {
  for (int_fast32_t j = 0; j < N; j++) {
    C.data[i * C.strides[0] + j] += Ct[i * 16 + j];
  }
}
}

// sgemm_sve_v256_12x16_sliver(
//     KC : size,
//     Ac : [f32][KC, 12] @DRAM,
//     Bc : [f32][KC, 16] @DRAM,
//     C : [f32][12, 16] @DRAM
// )
static void sgemm_sve_v256_12x16_sliver( void *ctxt, int_fast32_t KC, struct exo_win_2f32c Ac, struct exo_win_2f32c Bc, struct exo_win_2f32 C ) {
// assert stride(Ac, 1) == 1
// assert stride(Bc, 1) == 1
// assert stride(C, 1) == 1
svfloat32_t C_reg_0;
svfloat32_t C_reg_1;
svfloat32_t C_reg_2;
svfloat32_t C_reg_3;
svfloat32_t C_reg_4;
svfloat32_t C_reg_5;
svfloat32_t C_reg_6;
svfloat32_t C_reg_7;
svfloat32_t C_reg_8;
svfloat32_t C_reg_9;
svfloat32_t C_reg_10;
svfloat32_t C_reg_11;
svfloat32_t C_reg_12;
svfloat32_t C_reg_13;
svfloat32_t C_reg_14;
svfloat32_t C_reg_15;
svfloat32_t C_reg_16;
svfloat32_t C_reg_17;
svfloat32_t C_reg_18;
svfloat32_t C_reg_19;
svfloat32_t C_reg_20;
svfloat32_t C_reg_21;
svfloat32_t C_reg_22;
svfloat32_t C_reg_23;
C_reg_0 = svld1_f32(svptrue_b32(), &C.data[0]);
C_reg_1 = svld1_f32(svptrue_b32(), &C.data[8]);
C_reg_2 = svld1_f32(svptrue_b32(), &C.data[C.strides[0]]);
C_reg_3 = svld1_f32(svptrue_b32(), &C.data[C.strides[0] + 8]);
C_reg_4 = svld1_f32(svptrue_b32(), &C.data[(2) * (C.strides[0])]);
C_reg_5 = svld1_f32(svptrue_b32(), &C.data[(2) * (C.strides[0]) + 8]);
C_reg_6 = svld1_f32(svptrue_b32(), &C.data[(3) * (C.strides[0])]);
C_reg_7 = svld1_f32(svptrue_b32(), &C.data[(3) * (C.strides[0]) + 8]);
C_reg_8 = svld1_f32(svptrue_b32(), &C.data[(4) * (C.strides[0])]);
C_reg_9 = svld1_f32(svptrue_b32(), &C.data[(4) * (C.strides[0]) + 8]);
C_reg_10 = svld1_f32(svptrue_b32(), &C.data[(5) * (C.strides[0])]);
C_reg_11 = svld1_f32(svptrue_b32(), &C.data[(5) * (C.strides[0]) + 8]);
C_reg_12 = svld1_f32(svptrue_b32(), &C.data[(6) * (C.strides[0])]);
C_reg_13 = svld1_f32(svptrue_b32(), &C.data[(6) * (C.strides[0]) + 8]);
C_reg_14 = svld1_f32(svptrue_b32(), &C.data[(7) * (C.strides[0])]);
C_reg_15 = svld1_f32(svptrue_b32(), &C.data[(7) * (C.strides[0]) + 8]);
C_reg_16 = svld1_f32(svptrue_b32(), &C.data[(8) * (C.strides[0])]);
C_reg_17 = svld1_f32(svptrue_b32(), &C.data[(8) * (C.strides[0]) + 8]);
C_reg_18 = svld1_f32(svptrue_b32(), &C.data[(9) * (C.strides[0])]);
C_reg_19 = svld1_f32(svptrue_b32(), &C.data[(9) * (C.strides[0]) + 8]);
C_reg_20 = svld1_f32(svptrue_b32(), &C.data[(10) * (C.strides[0])]);
C_reg_21 = svld1_f32(svptrue_b32(), &C.data[(10) * (C.strides[0]) + 8]);
C_reg_22 = svld1_f32(svptrue_b32(), &C.data[(11) * (C.strides[0])]);
C_reg_23 = svld1_f32(svptrue_b32(), &C.data[(11) * (C.strides[0]) + 8]);
for (int_fast32_t k = 0; k < KC; k++) {
  svfloat32_t B_reg_0;
  svfloat32_t B_reg_1;
  B_reg_0 = svld1_f32(svptrue_b32(), &Bc.data[(k) * (Bc.strides[0])]);
  B_reg_1 = svld1_f32(svptrue_b32(), &Bc.data[(k) * (Bc.strides[0]) + 8]);
  C_reg_0 = svmla_n_f32_x(svptrue_b32(), C_reg_0, B_reg_0, Ac.data[(k) * (Ac.strides[0])]);
  C_reg_1 = svmla_n_f32_x(svptrue_b32(), C_reg_1, B_reg_1, Ac.data[(k) * (Ac.strides[0])]);
  C_reg_2 = svmla_n_f32_x(svptrue_b32(), C_reg_2, B_reg_0, Ac.data[(k) * (Ac.strides[0]) + 1]);
  C_reg_3 = svmla_n_f32_x(svptrue_b32(), C_reg_3, B_reg_1, Ac.data[(k) * (Ac.strides[0]) + 1]);
  C_reg_4 = svmla_n_f32_x(svptrue_b32(), C_reg_4, B_reg_0, Ac.data[(k) * (Ac.strides[0]) + 2]);
  C_reg_5 = svmla_n_f32_x(svptrue_b32(), C_reg_5, B_reg_1, Ac.data[(k) * (Ac.strides[0]) + 2]);
  C_reg_6 = svmla_n_f32_x(svptrue_b32(), C_reg_6, B_reg_0, Ac.data[(k) * (Ac.strides[0]) + 3]);
  C_reg_7 = svmla_n_f32_x(svptrue_b32(), C_reg_7, B_reg_1, Ac.data[(k) * (Ac.strides[0]) + 3]);
  C_reg_8 = svmla_n_f32_x(svptrue_b32(), C_reg_8, B_reg_0, Ac.data[(k) * (Ac.strides[0]) + 4]);
  C_reg_9 = svmla_n_f32_x(svptrue_b32(), C_reg_9, B_reg_1, Ac.data[(k) * (Ac.strides[0]) + 4]);
  C_reg_10 = svmla_n_f32_x(svptrue_b32(), C_reg_10, B_reg_0, Ac.data[(k) * (Ac.strides[0]) + 5]);
  C_reg_11 = svmla_n_f32_x(svptrue_b32(), C_reg_11, B_reg_1, Ac.data[(k) * (Ac.strides[0]) + 5]);
  C_reg_12 = svmla_n_f32_x(svptrue_b32(), C_reg_12, B_reg_0, Ac.data[(k) * (Ac.strides[0]) + 6]);
  C_reg_13 = svmla_n_f32_x(svptrue_b32(), C_reg_13, B_reg_1, Ac.data[(k) * (Ac.strides[0]) + 6]);
  C_reg_14 = svmla_n_f32_x(svptrue_b32(), C_reg_14, B_reg_0, Ac.data[(k) * (Ac.strides[0]) + 7]);
  C_reg_15 = svmla_n_f32_x(svptrue_b32(), C_reg_15, B_reg_1, Ac.data[(k) * (Ac.strides[0]) + 7]);
  C_reg_16 = svmla_n_f32_x(svptrue_b32(), C_reg_16, B_reg_0, Ac.data[(k) * (Ac.strides[0]) + 8]);
  C_reg_17 = svmla_n_f32_x(svptrue_b32(), C_reg_17, B_reg_1, Ac.data[(k) * (Ac.strides[0]) + 8]);
  C_reg_18 = svmla_n_f32_x(svptrue_b32(), C_reg_18, B_reg_0, Ac.data[(k) * (Ac.strides[0]) + 9]);
  C_reg_19 = svmla_n_f32_x(svptrue_b32(), C_reg_19, B_reg_1, Ac.data[(k) * (Ac.strides[0]) + 9]);
  C_reg_20 = svmla_n_f32_x(svptrue_b32(), C_reg_20, B_reg_0, Ac.data[(k) * (Ac.strides[0]) + 10]);
  C_reg_21 = svmla_n_f32_x(svptrue_b32(), C_reg_21, B_reg_1, Ac.data[(k) * (Ac.strides[0]) + 10]);
  C_reg_22 = svmla_n_f32_x(svptrue_b32(), C_reg_22, B_reg_0, Ac.data[(k) * (Ac.strides[0]) + 11]);
  C_reg_23 = svmla_n_f32_x(svptrue_b32(), C_reg_23, B_reg_1, Ac.data[(k) * (Ac.strides[0]) + 11]);
}
svst1_f32(svptrue_b32(), &C.data[0], C_reg_0);
svst1_f32(svptrue_b32(), &C.data[8], C_reg_1);
svst1_f32(svptrue_b32(), &C.data[C.strides[0]], C_reg_2);
svst1_f32(svptrue_b32(), &C.data[C.strides[0] + 8], C_reg_3);
svst1_f32(svptrue_b32(), &C.data[(2) * (C.strides[0])], C_reg_4);
svst1_f32(svptrue_b32(), &C.data[(2) * (C.strides[0]) + 8], C_reg_5);
svst1_f32(svptrue_b32(), &C.data[(3) * (C.strides[0])], C_reg_6);
svst1_f32(svptrue_b32(), &C.data[(3) * (C.strides[0]) + 8], C_reg_7);
svst1_f32(svptrue_b32(), &C.data[(4) * (C.strides[0])], C_reg_8);
svst1_f32(svptrue_b32(), &C.data[(4) * (C.strides[0]) + 8], C_reg_9);
svst1_f32(svptrue_b32(), &C.data[(5) * (C.strides[0])], C_reg_10);
svst1_f32(svptrue_b32(), &C.data[(5) * (C.strides[0]) + 8], C_reg_11);
svst1_f32(svptrue_b32(), &C.data[(6) * (C.strides[0])], C_reg_12);
svst1_f32(svptrue_b32(), &C.data[(6) * (C.strides[0]) + 8], C_reg_13);
svst1_f32(svptrue_b32(), &C.data[(7) * (C.strides[0])], C_reg_14);
svst1_f32(svptrue_b32(), &C.data[(7) * (C.strides[0]) + 8], C_reg_15);
svst1_f32(svptrue_b32(), &C.data[(8) * (C.strides[0])], C_reg_16);
svst1_f32(svptrue_b32(), &C.data[(8) * (C.strides[0]) + 8], C_reg_17);
svst1_f32(svptrue_b32(), &C.data[(9) * (C.strides[0])], C_reg_18);
svst1_f32(svptrue_b32(), &C.data[(9) * (C.strides[0]) + 8], C_reg_19);
svst1_f32(svptrue_b32(), &C.data[(10) * (C.strides[0])], C_reg_20);
svst1_f32(svptrue_b32(), &C.data[(10) * (C.strides[0]) + 8], C_reg_21);
svst1_f32(svptrue_b32(), &C.data[(11) * (C.strides[0])], C_reg_22);
svst1_f32(svptrue_b32(), &C.data[(11) * (C.strides[0]) + 8], C_reg_23);
}

// sgemm_sve_v256_4x16_sliver(
//     KC : size,
//     Ac : [f32][KC, 4] @DRAM,
//     Bc : [f32][KC, 16] @DRAM,
//     C : [f32][4, 16] @DRAM
// )
static void sgemm_sve_v256_4x16_sliver( void *ctxt, int_fast32_t KC, struct exo_win_2f32c Ac, struct exo_win_2f32c Bc, struct exo_win_2f32 C ) {
// assert stride(Ac, 1) == 1
// assert stride(Bc, 1) == 1
// assert stride(C, 1) == 1
svfloat32_t C_reg_0;
svfloat32_t C_reg_1;
svfloat32_t C_reg_2;
svfloat32_t C_reg_3;
svfloat32_t C_reg_4;
svfloat32_t C_reg_5;
svfloat32_t C_reg_6;
svfloat32_t C_reg_7;
C_reg_0 = svld1_f32(svptrue_b32(), &C.data[0]);
C_reg_1 = svld1_f32(svptrue_b32(), &C.data[8]);
C_reg_2 = svld1_f32(svptrue_b32(), &C.data[C.strides[0]]);
C_reg_3 = svld1_f32(svptrue_b32(), &C.data[C.strides[0] + 8]);
C_reg_4 = svld1_f32(svptrue_b32(), &C.data[(2) * (C.strides[0])]);
C_reg_5 = svld1_f32(svptrue_b32(), &C.data[(2) * (C.strides[0]) + 8]);
C_reg_6 = svld1_f32(svptrue_b32(), &C.data[(3) * (C.strides[0])]);
C_reg_7 = svld1_f32(svptrue_b32(), &C.data[(3) * (C.strides[0]) + 8]);
for (int_fast32_t k = 0; k < KC; k++) {
  svfloat32_t B_reg_0;
  svfloat32_t B_reg_1;
  B_reg_0 = svld1_f32(svptrue_b32(), &Bc.data[(k) * (Bc.strides[0])]);
  B_reg_1 = svld1_f32(svptrue_b32(), &Bc.data[(k) * (Bc.strides[0]) + 8]);
  C_reg_0 = svmla_n_f32_x(svptrue_b32(), C_reg_0, B_reg_0, Ac.data[(k) * (Ac.strides[0])]);
  C_reg_1 = svmla_n_f32_x(svptrue_b32(), C_reg_1, B_reg_1, Ac.data[(k) * (Ac.strides[0])]);
  C_reg_2 = svmla_n_f32_x(svptrue_b32(), C_reg_2, B_reg_0, Ac.data[(k) * (Ac.strides[0]) + 1]);
  C_reg_3 = svmla_n_f32_x(svptrue_b32(), C_reg_3, B_reg_1, Ac.data[(k) * (Ac.strides[0]) + 1]);
  C_reg_4 = svmla_n_f32_x(svptrue_b32(), C_reg_4, B_reg_0, Ac.data[(k) * (Ac.strides[0]) + 2]);
  C_reg_5 = svmla_n_f32_x(svptrue_b32(), C_reg_5, B_reg_1, Ac.data[(k) * (Ac.strides[0]) + 2]);
  C_reg_6 = svmla_n_f32_x(svptrue_b32(), C_reg_6, B_reg_0, Ac.data[(k) * (Ac.strides[0]) + 3]);
  C_reg_7 = svmla_n_f32_x(svptrue_b32(), C_reg_7, B_reg_1, Ac.data[(k) * (Ac.strides[0]) + 3]);
}
svst1_f32(svptrue_b32(), &C.data[0], C_reg_0);
svst1_f32(svptrue_b32(), &C.data[8], C_reg_1);
svst1_f32(svptrue_b32(), &C.data[C.strides[0]], C_reg_2);
svst1_f32(svptrue_b32(), &C.data[C.strides[0] + 8], C_reg_3);
svst1_f32(svptrue_b32(), &C.data[(2) * (C.strides[0])], C_reg_4);
svst1_f32(svptrue_b32(), &C.data[(2) * (C.strides[0]) + 8], C_reg_5);
svst1_f32(svptrue_b32(), &C.data[(3) * (C.strides[0])], C_reg_6);
svst1_f32(svptrue_b32(), &C.data[(3) * (C.strides[0]) + 8], C_reg_7);
}

// sgemm_sve_v256_8x16_sliver(
//     KC : size,
//     Ac : [f32][KC, 8] @DRAM,
//     Bc : [f32][KC, 16] @DRAM,
//     C : [f32][8, 16] @DRAM
// )
static void sgemm_sve_v256_8x16_sliver( void *ctxt, int_fast32_t KC, struct exo_win_2f32c Ac, struct exo_win_2f32c Bc, struct exo_win_2f32 C ) {
// assert stride(Ac, 1) == 1
// assert stride(Bc, 1) == 1
// assert stride(C, 1) == 1
svfloat32_t C_reg_0;
svfloat32_t C_reg_1;
svfloat32_t C_reg_2;
svfloat32_t C_reg_3;
svfloat32_t C_reg_4;
svfloat32_t C_reg_5;
svfloat32_t C_reg_6;
svfloat32_t C_reg_7;
svfloat32_t C_reg_8;
svfloat32_t C_reg_9;
svfloat32_t C_reg_10;
svfloat32_t C_reg_11;
svfloat32_t C_reg_12;
svfloat32_t C_reg_13;
svfloat32_t C_reg_14;
svfloat32_t C_reg_15;
C_reg_0 = svld1_f32(svptrue_b32(), &C.data[0]);
C_reg_1 = svld1_f32(svptrue_b32(), &C.data[8]);
C_reg_2 = svld1_f32(svptrue_b32(), &C.data[C.strides[0]]);
C_reg_3 = svld1_f32(svptrue_b32(), &C.data[C.strides[0] + 8]);
C_reg_4 = svld1_f32(svptrue_b32(), &C.data[(2) * (C.strides[0])]);
C_reg_5 = svld1_f32(svptrue_b32(), &C.data[(2) * (C.strides[0]) + 8]);
C_reg_6 = svld1_f32(svptrue_b32(), &C.data[(3) * (C.strides[0])]);
C_reg_7 = svld1_f32(svptrue_b32(), &C.data[(3) * (C.strides[0]) + 8]);
C_reg_8 = svld1_f32(svptrue_b32(), &C.data[(4) * (C.strides[0])]);
C_reg_9 = svld1_f32(svptrue_b32(), &C.data[(4) * (C.strides[0]) + 8]);
C_reg_10 = svld1_f32(svptrue_b32(), &C.data[(5) * (C.strides[0])]);
C_reg_11 = svld1_f32(svptrue_b32(), &C.data[(5) * (C.strides[0]) + 8]);
C_reg_12 = svld1_f32(svptrue_b32(), &C.data[(6) * (C.strides[0])]);
C_reg_13 = svld1_f32(svptrue_b32(), &C.data[(6) * (C.strides[0]) + 8]);
C_reg_14 = svld1_f32(svptrue_b32(), &C.data[(7) * (C.strides[0])]);
C_reg_15 = svld1_f32(svptrue_b32(), &C.data[(7) * (C.strides[0]) + 8]);
for (int_fast32_t k = 0; k < KC; k++) {
  svfloat32_t B_reg_0;
  svfloat32_t B_reg_1;
  B_reg_0 = svld1_f32(svptrue_b32(), &Bc.data[(k) * (Bc.strides[0])]);
  B_reg_1 = svld1_f32(svptrue_b32(), &Bc.data[(k) * (Bc.strides[0]) + 8]);
  C_reg_0 = svmla_n_f32_x(svptrue_b32(), C_reg_0, B_reg_0, Ac.data[(k) * (Ac.strides[0])]);
  C_reg_1 = svmla_n_f32_x(svptrue_b32(), C_reg_1, B_reg_1, Ac.data[(k) * (Ac.strides[0])]);
  C_reg_2 = svmla_n_f32_x(svptrue_b32(), C_reg_2, B_reg_0, Ac.data[(k) * (Ac.strides[0]) + 1]);
  C_reg_3 = svmla_n_f32_x(svptrue_b32(), C_reg_3, B_reg_1, Ac.data[(k) * (Ac.strides[0]) + 1]);
  C_reg_4 = svmla_n_f32_x(svptrue_b32(), C_reg_4, B_reg_0, Ac.data[(k) * (Ac.strides[0]) + 2]);
  C_reg_5 = svmla_n_f32_x(svptrue_b32(), C_reg_5, B_reg_1, Ac.data[(k) * (Ac.strides[0]) + 2]);
  C_reg_6 = svmla_n_f32_x(svptrue_b32(), C_reg_6, B_reg_0, Ac.data[(k) * (Ac.strides[0]) + 3]);
  C_reg_7 = svmla_n_f32_x(svptrue_b32(), C_reg_7, B_reg_1, Ac.data[(k) * (Ac.strides[0]) + 3]);
  C_reg_8 = svmla_n_f32_x(svptrue_b32(), C_reg_8, B_reg_0, Ac.data[(k) * (Ac.strides[0]) + 4]);
  C_reg_9 = svmla_n_f32_x(svptrue_b32(), C_reg_9, B_reg_1, Ac.data[(k) * (Ac.strides[0]) + 4]);
  C_reg_10 = svmla_n_f32_x(svptrue_b32(), C_reg_10, B_reg_0, Ac.data[(k) * (Ac.strides[0]) + 5]);
  C_reg_11 = svmla_n_f32_x(svptrue_b32(), C_reg_11, B_reg_1, Ac.data[(k) * (Ac.strides[0]) + 5]);
  C_reg_12 = svmla_n_f32_x(svptrue_b32(), C_reg_12, B_reg_0, Ac.data[(k) * (Ac.strides[0]) + 6]);
  C_reg_13 = svmla_n_f32_x(svptrue_b32(), C_reg_13, B_reg_1, Ac.data[(k) * (Ac.strides[0]) + 6]);
  C_reg_14 = svmla_n_f32_x(svptrue_b32(), C_reg_14, B_reg_0, Ac.data[(k) * (Ac.strides[0]) + 7]);
  C_reg_15 = svmla_n_f32_x(svptrue_b32(), C_reg_15, B_reg_1, Ac.data[(k) * (Ac.strides[0]) + 7]);
}
svst1_f32(svptrue_b32(), &C.data[0], C_reg_0);
svst1_f32(svptrue_b32(), &C.data[8], C_reg_1);
svst1_f32(svptrue_b32(), &C.data[C.strides[0]], C_reg_2);
svst1_f32(svptrue_b32(), &C.data[C.strides[0] + 8], C_reg_3);
svst1_f32(svptrue_b32(), &C.data[(2) * (C.strides[0])], C_reg_4);
svst1_f32(svptrue_b32(), &C.data[(2) * (C.strides[0]) + 8], C_reg_5);
svst1_f32(svptrue_b32(), &C.data[(3) * (C.strides[0])], C_reg_6);
svst1_f32(svptrue_b32(), &C.data[(3) * (C.strides[0]) + 8], C_reg_7);
svst1_f32(svptrue_b32(), &C.data[(4) * (C.strides[0])], C_reg_8);
svst1_f32(svptrue_b32(), &C.data[(4) * (C.strides[0]) + 8], C_reg_9);
svst1_f32(svptrue_b32(), &C.data[(5) * (C.strides[0])], C_reg_10);
svst1_f32(svptrue_b32(), &C.data[(5) * (C.strides[0]) + 8], C_reg_11);
svst1_f32(svptrue_b32(), &C.data[(6) * (C.strides[0])], C_reg_12);
svst1_f32(svptrue_b32(), &C.data[(6) * (C.strides[0]) + 8], C_reg_13);
svst1_f32(svptrue_b32(), &C.data[(7) * (C.strides[0])], C_reg_14);
svst1_f32(svptrue_b32(), &C.data[(7) * (C.strides[0]) + 8], C_reg_15);
}


/* relying on the following instruction..."
sve_v256_f32_mac(dst,a,b)
{dst_data} = svmla_n_f32_x(svptrue_b32(), {dst_data}, {b_data}, {a_data});
*/

/* relying on the following instruction..."
sve_v256_load(dst,src)
{dst_data} = svld1_f32(svptrue_b32(), &{src_data});
*/

/* relying on the following instruction..."
sve_v256_store(dst,src)
svst1_f32(svptrue_b32(), &{dst_data}, {src_data});
*/
