#include "sconv_rvv_v128_l1_12x8_exo.h"

#include <stdio.h>
#include <stdlib.h>

#include <stdio.h>
#include <stdlib.h>

#include <riscv_vector.h>
float _relu_float(float x) {
    if (x > 0.0) return x;
    else return 0.0;
}

// sgemm_rvv_v128_l1_12x8_edge(
//     K : size,
//     M : size,
//     N : size,
//     Ac : [f32][K, 12] @DRAM,
//     Bc : [f32][K, 8] @DRAM,
//     C : [f32][M, N] @DRAM
// )
static void sgemm_rvv_v128_l1_12x8_edge( void *ctxt, int_fast32_t K, int_fast32_t M, int_fast32_t N, struct exo_win_2f32c Ac, struct exo_win_2f32c Bc, struct exo_win_2f32 C );

// sgemm_rvv_v128_l1_12x8_sliver(
//     KC : size,
//     Ac : [f32][KC, 12] @DRAM,
//     Bc : [f32][KC, 8] @DRAM,
//     C : [f32][12, 8] @DRAM
// )
static void sgemm_rvv_v128_l1_12x8_sliver( void *ctxt, int_fast32_t KC, struct exo_win_2f32c Ac, struct exo_win_2f32c Bc, struct exo_win_2f32 C );

// sgemm_rvv_v128_l1_4x8_sliver(
//     KC : size,
//     Ac : [f32][KC, 4] @DRAM,
//     Bc : [f32][KC, 8] @DRAM,
//     C : [f32][4, 8] @DRAM
// )
static void sgemm_rvv_v128_l1_4x8_sliver( void *ctxt, int_fast32_t KC, struct exo_win_2f32c Ac, struct exo_win_2f32c Bc, struct exo_win_2f32 C );

// sgemm_rvv_v128_l1_8x8_sliver(
//     KC : size,
//     Ac : [f32][KC, 8] @DRAM,
//     Bc : [f32][KC, 8] @DRAM,
//     C : [f32][8, 8] @DRAM
// )
static void sgemm_rvv_v128_l1_8x8_sliver( void *ctxt, int_fast32_t KC, struct exo_win_2f32c Ac, struct exo_win_2f32c Bc, struct exo_win_2f32 C );


/* relying on the following instruction..."
rvv_v128_l1_f32_mac(dst,a,b)
{dst_data} = __riscv_vfmacc_vf_f32m1({dst_data}, {a_data}, {b_data}, 4);
*/

/* relying on the following instruction..."
rvv_v128_l1_load(dst,src)
{dst_data} = __riscv_vle32_v_f32m1(&{src_data}, 4);
*/

/* relying on the following instruction..."
rvv_v128_l1_store(dst,src)
__riscv_vse32_v_f32m1(&{dst_data}, {src_data}, 4);
*/
// sconv_rvv_v128_l1_12x8_bias(
//     M : size,
//     N : size,
//     bias : [f32][N] @DRAM,
//     C : [f32][M, N] @DRAM
// )
void sconv_rvv_v128_l1_12x8_bias( void *ctxt, int_fast32_t M, int_fast32_t N, struct exo_win_1f32c bias, struct exo_win_2f32 C ) {
// assert stride(C, 1) == 1
for (int_fast32_t i = 0; i < M; i++) {
  for (int_fast32_t j = 0; j < N; j++) {
    C.data[i * C.strides[0] + j] += bias.data[j * bias.strides[0]];
  }
}
}

// sconv_rvv_v128_l1_12x8_bias_relu(
//     M : size,
//     N : size,
//     bias : [f32][N] @DRAM,
//     C : [f32][M, N] @DRAM
// )
void sconv_rvv_v128_l1_12x8_bias_relu( void *ctxt, int_fast32_t M, int_fast32_t N, struct exo_win_1f32c bias, struct exo_win_2f32 C ) {
// assert stride(C, 1) == 1
for (int_fast32_t i = 0; i < M; i++) {
  for (int_fast32_t j = 0; j < N; j++) {
    C.data[i * C.strides[0] + j] = _relu_float((float)C.data[i * C.strides[0] + j] + bias.data[j * bias.strides[0]]);
  }
}
}

// sconv_rvv_v128_l1_12x8_macro(
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
void sconv_rvv_v128_l1_12x8_macro( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, int_fast32_t MP, int_fast32_t NP, int_fast32_t MS, int_fast32_t NS, struct exo_win_3f32c Ac, struct exo_win_3f32c Bc, struct exo_win_2f32 C ) {
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
    sgemm_rvv_v128_l1_12x8_sliver(ctxt,K,(struct exo_win_2f32c){ &Ac.data[(ir) * (Ac.strides[0])], { Ac.strides[1], 1 } },(struct exo_win_2f32c){ &Bc.data[(jr) * (Bc.strides[0])], { Bc.strides[1], 1 } },(struct exo_win_2f32){ &C.data[(12 * ir) * (C.strides[0]) + 8 * jr], { C.strides[0], 1 } });
  }
  if (-(12 * MS) + M > 0) {
    sgemm_rvv_v128_l1_12x8_edge(ctxt,K,-(12 * MS) + M,8,(struct exo_win_2f32c){ &Ac.data[(MS) * (Ac.strides[0])], { Ac.strides[1], 1 } },(struct exo_win_2f32c){ &Bc.data[(jr) * (Bc.strides[0])], { Bc.strides[1], 1 } },(struct exo_win_2f32){ &C.data[(12 * MS) * (C.strides[0]) + 8 * jr], { C.strides[0], 1 } });
  }
}
if (-(8 * NS) + N > 0) {
  for (int_fast32_t ir = 0; ir < MS; ir++) {
    sgemm_rvv_v128_l1_12x8_edge(ctxt,K,12,-(8 * NS) + N,(struct exo_win_2f32c){ &Ac.data[(ir) * (Ac.strides[0])], { Ac.strides[1], 1 } },(struct exo_win_2f32c){ &Bc.data[(NS) * (Bc.strides[0])], { Bc.strides[1], 1 } },(struct exo_win_2f32){ &C.data[(12 * ir) * (C.strides[0]) + 8 * NS], { C.strides[0], 1 } });
  }
  if (-(12 * MS) + M > 0) {
    sgemm_rvv_v128_l1_12x8_edge(ctxt,K,-(12 * MS) + M,-(8 * NS) + N,(struct exo_win_2f32c){ &Ac.data[(MS) * (Ac.strides[0])], { Ac.strides[1], 1 } },(struct exo_win_2f32c){ &Bc.data[(NS) * (Bc.strides[0])], { Bc.strides[1], 1 } },(struct exo_win_2f32){ &C.data[(12 * MS) * (C.strides[0]) + 8 * NS], { C.strides[0], 1 } });
  }
}
}

// sconv_rvv_v128_l1_12x8_pack_b_krsc(
//     KR : size,
//     KS : size,
//     CB : size,
//     N : size,
//     NP : size,
//     NS : index,
//     w : [f32][KR, KS, CB, N] @DRAM,
//     Bc : [f32][NP, KR, KS, CB, 8] @DRAM
// )
void sconv_rvv_v128_l1_12x8_pack_b_krsc( void *ctxt, int_fast32_t KR, int_fast32_t KS, int_fast32_t CB, int_fast32_t N, int_fast32_t NP, int_fast32_t NS, struct exo_win_4f32c w, struct exo_win_5f32 Bc ) {
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

// sconv_rvv_v128_l1_12x8_pack_b_rsck(
//     KR : size,
//     KS : size,
//     CB : size,
//     N : size,
//     NP : size,
//     NS : index,
//     w : [f32][KR, KS, CB, N] @DRAM,
//     Bc : [f32][NP, KR, KS, CB, 8] @DRAM
// )
void sconv_rvv_v128_l1_12x8_pack_b_rsck( void *ctxt, int_fast32_t KR, int_fast32_t KS, int_fast32_t CB, int_fast32_t N, int_fast32_t NP, int_fast32_t NS, struct exo_win_4f32c w, struct exo_win_5f32 Bc ) {
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

// sconv_rvv_v128_l1_12x8_relu(
//     M : size,
//     N : size,
//     bias : [f32][N] @DRAM,
//     C : [f32][M, N] @DRAM
// )
void sconv_rvv_v128_l1_12x8_relu( void *ctxt, int_fast32_t M, int_fast32_t N, struct exo_win_1f32c bias, struct exo_win_2f32 C ) {
// assert stride(C, 1) == 1
for (int_fast32_t i = 0; i < M; i++) {
  for (int_fast32_t j = 0; j < N; j++) {
    C.data[i * C.strides[0] + j] = _relu_float((float)C.data[i * C.strides[0] + j]);
  }
}
}

// sconv_rvv_v128_l1_12x8_zero(
//     M : size,
//     N : size,
//     C : [f32][M, N] @DRAM
// )
void sconv_rvv_v128_l1_12x8_zero( void *ctxt, int_fast32_t M, int_fast32_t N, struct exo_win_2f32 C ) {
// assert stride(C, 1) == 1
for (int_fast32_t i = 0; i < M; i++) {
  for (int_fast32_t j = 0; j < N; j++) {
    C.data[i * C.strides[0] + j] = 0.0f;
  }
}
}

// sgemm_rvv_v128_l1_12x8_edge(
//     K : size,
//     M : size,
//     N : size,
//     Ac : [f32][K, 12] @DRAM,
//     Bc : [f32][K, 8] @DRAM,
//     C : [f32][M, N] @DRAM
// )
static void sgemm_rvv_v128_l1_12x8_edge( void *ctxt, int_fast32_t K, int_fast32_t M, int_fast32_t N, struct exo_win_2f32c Ac, struct exo_win_2f32c Bc, struct exo_win_2f32 C ) {
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
  sgemm_rvv_v128_l1_4x8_sliver(ctxt,K,(struct exo_win_2f32c){ &Ac.data[0], { Ac.strides[0], 1 } },(struct exo_win_2f32c){ &Bc.data[0], { Bc.strides[0], 1 } },(struct exo_win_2f32){ &Ct[0], { 8, 1 } });
} else {
  if (M <= 8) {
    sgemm_rvv_v128_l1_8x8_sliver(ctxt,K,(struct exo_win_2f32c){ &Ac.data[0], { Ac.strides[0], 1 } },(struct exo_win_2f32c){ &Bc.data[0], { Bc.strides[0], 1 } },(struct exo_win_2f32){ &Ct[0], { 8, 1 } });
  } else {
    sgemm_rvv_v128_l1_12x8_sliver(ctxt,K,(struct exo_win_2f32c){ &Ac.data[0], { Ac.strides[0], 1 } },(struct exo_win_2f32c){ &Bc.data[0], { Bc.strides[0], 1 } },(struct exo_win_2f32){ &Ct[0], { 8, 1 } });
  }
}
for (int_fast32_t i = 0; i < M; i++) {
  for (int_fast32_t j = 0; j < N; j++) {
    C.data[i * C.strides[0] + j] += Ct[i * 8 + j];
  }
}
}

// sgemm_rvv_v128_l1_12x8_sliver(
//     KC : size,
//     Ac : [f32][KC, 12] @DRAM,
//     Bc : [f32][KC, 8] @DRAM,
//     C : [f32][12, 8] @DRAM
// )
static void sgemm_rvv_v128_l1_12x8_sliver( void *ctxt, int_fast32_t KC, struct exo_win_2f32c Ac, struct exo_win_2f32c Bc, struct exo_win_2f32 C ) {
// assert stride(Ac, 1) == 1
// assert stride(Bc, 1) == 1
// assert stride(C, 1) == 1
vfloat32m1_t C_reg_0;
vfloat32m1_t C_reg_1;
vfloat32m1_t C_reg_2;
vfloat32m1_t C_reg_3;
vfloat32m1_t C_reg_4;
vfloat32m1_t C_reg_5;
vfloat32m1_t C_reg_6;
vfloat32m1_t C_reg_7;
vfloat32m1_t C_reg_8;
vfloat32m1_t C_reg_9;
vfloat32m1_t C_reg_10;
vfloat32m1_t C_reg_11;
vfloat32m1_t C_reg_12;
vfloat32m1_t C_reg_13;
vfloat32m1_t C_reg_14;
vfloat32m1_t C_reg_15;
vfloat32m1_t C_reg_16;
vfloat32m1_t C_reg_17;
vfloat32m1_t C_reg_18;
vfloat32m1_t C_reg_19;
vfloat32m1_t C_reg_20;
vfloat32m1_t C_reg_21;
vfloat32m1_t C_reg_22;
vfloat32m1_t C_reg_23;
C_reg_0 = __riscv_vle32_v_f32m1(&C.data[0], 4);
C_reg_1 = __riscv_vle32_v_f32m1(&C.data[4], 4);
C_reg_2 = __riscv_vle32_v_f32m1(&C.data[C.strides[0]], 4);
C_reg_3 = __riscv_vle32_v_f32m1(&C.data[C.strides[0] + 4], 4);
C_reg_4 = __riscv_vle32_v_f32m1(&C.data[(2) * (C.strides[0])], 4);
C_reg_5 = __riscv_vle32_v_f32m1(&C.data[(2) * (C.strides[0]) + 4], 4);
C_reg_6 = __riscv_vle32_v_f32m1(&C.data[(3) * (C.strides[0])], 4);
C_reg_7 = __riscv_vle32_v_f32m1(&C.data[(3) * (C.strides[0]) + 4], 4);
C_reg_8 = __riscv_vle32_v_f32m1(&C.data[(4) * (C.strides[0])], 4);
C_reg_9 = __riscv_vle32_v_f32m1(&C.data[(4) * (C.strides[0]) + 4], 4);
C_reg_10 = __riscv_vle32_v_f32m1(&C.data[(5) * (C.strides[0])], 4);
C_reg_11 = __riscv_vle32_v_f32m1(&C.data[(5) * (C.strides[0]) + 4], 4);
C_reg_12 = __riscv_vle32_v_f32m1(&C.data[(6) * (C.strides[0])], 4);
C_reg_13 = __riscv_vle32_v_f32m1(&C.data[(6) * (C.strides[0]) + 4], 4);
C_reg_14 = __riscv_vle32_v_f32m1(&C.data[(7) * (C.strides[0])], 4);
C_reg_15 = __riscv_vle32_v_f32m1(&C.data[(7) * (C.strides[0]) + 4], 4);
C_reg_16 = __riscv_vle32_v_f32m1(&C.data[(8) * (C.strides[0])], 4);
C_reg_17 = __riscv_vle32_v_f32m1(&C.data[(8) * (C.strides[0]) + 4], 4);
C_reg_18 = __riscv_vle32_v_f32m1(&C.data[(9) * (C.strides[0])], 4);
C_reg_19 = __riscv_vle32_v_f32m1(&C.data[(9) * (C.strides[0]) + 4], 4);
C_reg_20 = __riscv_vle32_v_f32m1(&C.data[(10) * (C.strides[0])], 4);
C_reg_21 = __riscv_vle32_v_f32m1(&C.data[(10) * (C.strides[0]) + 4], 4);
C_reg_22 = __riscv_vle32_v_f32m1(&C.data[(11) * (C.strides[0])], 4);
C_reg_23 = __riscv_vle32_v_f32m1(&C.data[(11) * (C.strides[0]) + 4], 4);
for (int_fast32_t k = 0; k < KC; k++) {
  vfloat32m1_t B_reg_0;
  vfloat32m1_t B_reg_1;
  B_reg_0 = __riscv_vle32_v_f32m1(&Bc.data[(k) * (Bc.strides[0])], 4);
  B_reg_1 = __riscv_vle32_v_f32m1(&Bc.data[(k) * (Bc.strides[0]) + 4], 4);
  C_reg_0 = __riscv_vfmacc_vf_f32m1(C_reg_0, Ac.data[(k) * (Ac.strides[0])], B_reg_0, 4);
  C_reg_1 = __riscv_vfmacc_vf_f32m1(C_reg_1, Ac.data[(k) * (Ac.strides[0])], B_reg_1, 4);
  C_reg_2 = __riscv_vfmacc_vf_f32m1(C_reg_2, Ac.data[(k) * (Ac.strides[0]) + 1], B_reg_0, 4);
  C_reg_3 = __riscv_vfmacc_vf_f32m1(C_reg_3, Ac.data[(k) * (Ac.strides[0]) + 1], B_reg_1, 4);
  C_reg_4 = __riscv_vfmacc_vf_f32m1(C_reg_4, Ac.data[(k) * (Ac.strides[0]) + 2], B_reg_0, 4);
  C_reg_5 = __riscv_vfmacc_vf_f32m1(C_reg_5, Ac.data[(k) * (Ac.strides[0]) + 2], B_reg_1, 4);
  C_reg_6 = __riscv_vfmacc_vf_f32m1(C_reg_6, Ac.data[(k) * (Ac.strides[0]) + 3], B_reg_0, 4);
  C_reg_7 = __riscv_vfmacc_vf_f32m1(C_reg_7, Ac.data[(k) * (Ac.strides[0]) + 3], B_reg_1, 4);
  C_reg_8 = __riscv_vfmacc_vf_f32m1(C_reg_8, Ac.data[(k) * (Ac.strides[0]) + 4], B_reg_0, 4);
  C_reg_9 = __riscv_vfmacc_vf_f32m1(C_reg_9, Ac.data[(k) * (Ac.strides[0]) + 4], B_reg_1, 4);
  C_reg_10 = __riscv_vfmacc_vf_f32m1(C_reg_10, Ac.data[(k) * (Ac.strides[0]) + 5], B_reg_0, 4);
  C_reg_11 = __riscv_vfmacc_vf_f32m1(C_reg_11, Ac.data[(k) * (Ac.strides[0]) + 5], B_reg_1, 4);
  C_reg_12 = __riscv_vfmacc_vf_f32m1(C_reg_12, Ac.data[(k) * (Ac.strides[0]) + 6], B_reg_0, 4);
  C_reg_13 = __riscv_vfmacc_vf_f32m1(C_reg_13, Ac.data[(k) * (Ac.strides[0]) + 6], B_reg_1, 4);
  C_reg_14 = __riscv_vfmacc_vf_f32m1(C_reg_14, Ac.data[(k) * (Ac.strides[0]) + 7], B_reg_0, 4);
  C_reg_15 = __riscv_vfmacc_vf_f32m1(C_reg_15, Ac.data[(k) * (Ac.strides[0]) + 7], B_reg_1, 4);
  C_reg_16 = __riscv_vfmacc_vf_f32m1(C_reg_16, Ac.data[(k) * (Ac.strides[0]) + 8], B_reg_0, 4);
  C_reg_17 = __riscv_vfmacc_vf_f32m1(C_reg_17, Ac.data[(k) * (Ac.strides[0]) + 8], B_reg_1, 4);
  C_reg_18 = __riscv_vfmacc_vf_f32m1(C_reg_18, Ac.data[(k) * (Ac.strides[0]) + 9], B_reg_0, 4);
  C_reg_19 = __riscv_vfmacc_vf_f32m1(C_reg_19, Ac.data[(k) * (Ac.strides[0]) + 9], B_reg_1, 4);
  C_reg_20 = __riscv_vfmacc_vf_f32m1(C_reg_20, Ac.data[(k) * (Ac.strides[0]) + 10], B_reg_0, 4);
  C_reg_21 = __riscv_vfmacc_vf_f32m1(C_reg_21, Ac.data[(k) * (Ac.strides[0]) + 10], B_reg_1, 4);
  C_reg_22 = __riscv_vfmacc_vf_f32m1(C_reg_22, Ac.data[(k) * (Ac.strides[0]) + 11], B_reg_0, 4);
  C_reg_23 = __riscv_vfmacc_vf_f32m1(C_reg_23, Ac.data[(k) * (Ac.strides[0]) + 11], B_reg_1, 4);
}
__riscv_vse32_v_f32m1(&C.data[0], C_reg_0, 4);
__riscv_vse32_v_f32m1(&C.data[4], C_reg_1, 4);
__riscv_vse32_v_f32m1(&C.data[C.strides[0]], C_reg_2, 4);
__riscv_vse32_v_f32m1(&C.data[C.strides[0] + 4], C_reg_3, 4);
__riscv_vse32_v_f32m1(&C.data[(2) * (C.strides[0])], C_reg_4, 4);
__riscv_vse32_v_f32m1(&C.data[(2) * (C.strides[0]) + 4], C_reg_5, 4);
__riscv_vse32_v_f32m1(&C.data[(3) * (C.strides[0])], C_reg_6, 4);
__riscv_vse32_v_f32m1(&C.data[(3) * (C.strides[0]) + 4], C_reg_7, 4);
__riscv_vse32_v_f32m1(&C.data[(4) * (C.strides[0])], C_reg_8, 4);
__riscv_vse32_v_f32m1(&C.data[(4) * (C.strides[0]) + 4], C_reg_9, 4);
__riscv_vse32_v_f32m1(&C.data[(5) * (C.strides[0])], C_reg_10, 4);
__riscv_vse32_v_f32m1(&C.data[(5) * (C.strides[0]) + 4], C_reg_11, 4);
__riscv_vse32_v_f32m1(&C.data[(6) * (C.strides[0])], C_reg_12, 4);
__riscv_vse32_v_f32m1(&C.data[(6) * (C.strides[0]) + 4], C_reg_13, 4);
__riscv_vse32_v_f32m1(&C.data[(7) * (C.strides[0])], C_reg_14, 4);
__riscv_vse32_v_f32m1(&C.data[(7) * (C.strides[0]) + 4], C_reg_15, 4);
__riscv_vse32_v_f32m1(&C.data[(8) * (C.strides[0])], C_reg_16, 4);
__riscv_vse32_v_f32m1(&C.data[(8) * (C.strides[0]) + 4], C_reg_17, 4);
__riscv_vse32_v_f32m1(&C.data[(9) * (C.strides[0])], C_reg_18, 4);
__riscv_vse32_v_f32m1(&C.data[(9) * (C.strides[0]) + 4], C_reg_19, 4);
__riscv_vse32_v_f32m1(&C.data[(10) * (C.strides[0])], C_reg_20, 4);
__riscv_vse32_v_f32m1(&C.data[(10) * (C.strides[0]) + 4], C_reg_21, 4);
__riscv_vse32_v_f32m1(&C.data[(11) * (C.strides[0])], C_reg_22, 4);
__riscv_vse32_v_f32m1(&C.data[(11) * (C.strides[0]) + 4], C_reg_23, 4);
}

// sgemm_rvv_v128_l1_4x8_sliver(
//     KC : size,
//     Ac : [f32][KC, 4] @DRAM,
//     Bc : [f32][KC, 8] @DRAM,
//     C : [f32][4, 8] @DRAM
// )
static void sgemm_rvv_v128_l1_4x8_sliver( void *ctxt, int_fast32_t KC, struct exo_win_2f32c Ac, struct exo_win_2f32c Bc, struct exo_win_2f32 C ) {
// assert stride(Ac, 1) == 1
// assert stride(Bc, 1) == 1
// assert stride(C, 1) == 1
vfloat32m1_t C_reg_0;
vfloat32m1_t C_reg_1;
vfloat32m1_t C_reg_2;
vfloat32m1_t C_reg_3;
vfloat32m1_t C_reg_4;
vfloat32m1_t C_reg_5;
vfloat32m1_t C_reg_6;
vfloat32m1_t C_reg_7;
C_reg_0 = __riscv_vle32_v_f32m1(&C.data[0], 4);
C_reg_1 = __riscv_vle32_v_f32m1(&C.data[4], 4);
C_reg_2 = __riscv_vle32_v_f32m1(&C.data[C.strides[0]], 4);
C_reg_3 = __riscv_vle32_v_f32m1(&C.data[C.strides[0] + 4], 4);
C_reg_4 = __riscv_vle32_v_f32m1(&C.data[(2) * (C.strides[0])], 4);
C_reg_5 = __riscv_vle32_v_f32m1(&C.data[(2) * (C.strides[0]) + 4], 4);
C_reg_6 = __riscv_vle32_v_f32m1(&C.data[(3) * (C.strides[0])], 4);
C_reg_7 = __riscv_vle32_v_f32m1(&C.data[(3) * (C.strides[0]) + 4], 4);
for (int_fast32_t k = 0; k < KC; k++) {
  vfloat32m1_t B_reg_0;
  vfloat32m1_t B_reg_1;
  B_reg_0 = __riscv_vle32_v_f32m1(&Bc.data[(k) * (Bc.strides[0])], 4);
  B_reg_1 = __riscv_vle32_v_f32m1(&Bc.data[(k) * (Bc.strides[0]) + 4], 4);
  C_reg_0 = __riscv_vfmacc_vf_f32m1(C_reg_0, Ac.data[(k) * (Ac.strides[0])], B_reg_0, 4);
  C_reg_1 = __riscv_vfmacc_vf_f32m1(C_reg_1, Ac.data[(k) * (Ac.strides[0])], B_reg_1, 4);
  C_reg_2 = __riscv_vfmacc_vf_f32m1(C_reg_2, Ac.data[(k) * (Ac.strides[0]) + 1], B_reg_0, 4);
  C_reg_3 = __riscv_vfmacc_vf_f32m1(C_reg_3, Ac.data[(k) * (Ac.strides[0]) + 1], B_reg_1, 4);
  C_reg_4 = __riscv_vfmacc_vf_f32m1(C_reg_4, Ac.data[(k) * (Ac.strides[0]) + 2], B_reg_0, 4);
  C_reg_5 = __riscv_vfmacc_vf_f32m1(C_reg_5, Ac.data[(k) * (Ac.strides[0]) + 2], B_reg_1, 4);
  C_reg_6 = __riscv_vfmacc_vf_f32m1(C_reg_6, Ac.data[(k) * (Ac.strides[0]) + 3], B_reg_0, 4);
  C_reg_7 = __riscv_vfmacc_vf_f32m1(C_reg_7, Ac.data[(k) * (Ac.strides[0]) + 3], B_reg_1, 4);
}
__riscv_vse32_v_f32m1(&C.data[0], C_reg_0, 4);
__riscv_vse32_v_f32m1(&C.data[4], C_reg_1, 4);
__riscv_vse32_v_f32m1(&C.data[C.strides[0]], C_reg_2, 4);
__riscv_vse32_v_f32m1(&C.data[C.strides[0] + 4], C_reg_3, 4);
__riscv_vse32_v_f32m1(&C.data[(2) * (C.strides[0])], C_reg_4, 4);
__riscv_vse32_v_f32m1(&C.data[(2) * (C.strides[0]) + 4], C_reg_5, 4);
__riscv_vse32_v_f32m1(&C.data[(3) * (C.strides[0])], C_reg_6, 4);
__riscv_vse32_v_f32m1(&C.data[(3) * (C.strides[0]) + 4], C_reg_7, 4);
}

// sgemm_rvv_v128_l1_8x8_sliver(
//     KC : size,
//     Ac : [f32][KC, 8] @DRAM,
//     Bc : [f32][KC, 8] @DRAM,
//     C : [f32][8, 8] @DRAM
// )
static void sgemm_rvv_v128_l1_8x8_sliver( void *ctxt, int_fast32_t KC, struct exo_win_2f32c Ac, struct exo_win_2f32c Bc, struct exo_win_2f32 C ) {
// assert stride(Ac, 1) == 1
// assert stride(Bc, 1) == 1
// assert stride(C, 1) == 1
vfloat32m1_t C_reg_0;
vfloat32m1_t C_reg_1;
vfloat32m1_t C_reg_2;
vfloat32m1_t C_reg_3;
vfloat32m1_t C_reg_4;
vfloat32m1_t C_reg_5;
vfloat32m1_t C_reg_6;
vfloat32m1_t C_reg_7;
vfloat32m1_t C_reg_8;
vfloat32m1_t C_reg_9;
vfloat32m1_t C_reg_10;
vfloat32m1_t C_reg_11;
vfloat32m1_t C_reg_12;
vfloat32m1_t C_reg_13;
vfloat32m1_t C_reg_14;
vfloat32m1_t C_reg_15;
C_reg_0 = __riscv_vle32_v_f32m1(&C.data[0], 4);
C_reg_1 = __riscv_vle32_v_f32m1(&C.data[4], 4);
C_reg_2 = __riscv_vle32_v_f32m1(&C.data[C.strides[0]], 4);
C_reg_3 = __riscv_vle32_v_f32m1(&C.data[C.strides[0] + 4], 4);
C_reg_4 = __riscv_vle32_v_f32m1(&C.data[(2) * (C.strides[0])], 4);
C_reg_5 = __riscv_vle32_v_f32m1(&C.data[(2) * (C.strides[0]) + 4], 4);
C_reg_6 = __riscv_vle32_v_f32m1(&C.data[(3) * (C.strides[0])], 4);
C_reg_7 = __riscv_vle32_v_f32m1(&C.data[(3) * (C.strides[0]) + 4], 4);
C_reg_8 = __riscv_vle32_v_f32m1(&C.data[(4) * (C.strides[0])], 4);
C_reg_9 = __riscv_vle32_v_f32m1(&C.data[(4) * (C.strides[0]) + 4], 4);
C_reg_10 = __riscv_vle32_v_f32m1(&C.data[(5) * (C.strides[0])], 4);
C_reg_11 = __riscv_vle32_v_f32m1(&C.data[(5) * (C.strides[0]) + 4], 4);
C_reg_12 = __riscv_vle32_v_f32m1(&C.data[(6) * (C.strides[0])], 4);
C_reg_13 = __riscv_vle32_v_f32m1(&C.data[(6) * (C.strides[0]) + 4], 4);
C_reg_14 = __riscv_vle32_v_f32m1(&C.data[(7) * (C.strides[0])], 4);
C_reg_15 = __riscv_vle32_v_f32m1(&C.data[(7) * (C.strides[0]) + 4], 4);
for (int_fast32_t k = 0; k < KC; k++) {
  vfloat32m1_t B_reg_0;
  vfloat32m1_t B_reg_1;
  B_reg_0 = __riscv_vle32_v_f32m1(&Bc.data[(k) * (Bc.strides[0])], 4);
  B_reg_1 = __riscv_vle32_v_f32m1(&Bc.data[(k) * (Bc.strides[0]) + 4], 4);
  C_reg_0 = __riscv_vfmacc_vf_f32m1(C_reg_0, Ac.data[(k) * (Ac.strides[0])], B_reg_0, 4);
  C_reg_1 = __riscv_vfmacc_vf_f32m1(C_reg_1, Ac.data[(k) * (Ac.strides[0])], B_reg_1, 4);
  C_reg_2 = __riscv_vfmacc_vf_f32m1(C_reg_2, Ac.data[(k) * (Ac.strides[0]) + 1], B_reg_0, 4);
  C_reg_3 = __riscv_vfmacc_vf_f32m1(C_reg_3, Ac.data[(k) * (Ac.strides[0]) + 1], B_reg_1, 4);
  C_reg_4 = __riscv_vfmacc_vf_f32m1(C_reg_4, Ac.data[(k) * (Ac.strides[0]) + 2], B_reg_0, 4);
  C_reg_5 = __riscv_vfmacc_vf_f32m1(C_reg_5, Ac.data[(k) * (Ac.strides[0]) + 2], B_reg_1, 4);
  C_reg_6 = __riscv_vfmacc_vf_f32m1(C_reg_6, Ac.data[(k) * (Ac.strides[0]) + 3], B_reg_0, 4);
  C_reg_7 = __riscv_vfmacc_vf_f32m1(C_reg_7, Ac.data[(k) * (Ac.strides[0]) + 3], B_reg_1, 4);
  C_reg_8 = __riscv_vfmacc_vf_f32m1(C_reg_8, Ac.data[(k) * (Ac.strides[0]) + 4], B_reg_0, 4);
  C_reg_9 = __riscv_vfmacc_vf_f32m1(C_reg_9, Ac.data[(k) * (Ac.strides[0]) + 4], B_reg_1, 4);
  C_reg_10 = __riscv_vfmacc_vf_f32m1(C_reg_10, Ac.data[(k) * (Ac.strides[0]) + 5], B_reg_0, 4);
  C_reg_11 = __riscv_vfmacc_vf_f32m1(C_reg_11, Ac.data[(k) * (Ac.strides[0]) + 5], B_reg_1, 4);
  C_reg_12 = __riscv_vfmacc_vf_f32m1(C_reg_12, Ac.data[(k) * (Ac.strides[0]) + 6], B_reg_0, 4);
  C_reg_13 = __riscv_vfmacc_vf_f32m1(C_reg_13, Ac.data[(k) * (Ac.strides[0]) + 6], B_reg_1, 4);
  C_reg_14 = __riscv_vfmacc_vf_f32m1(C_reg_14, Ac.data[(k) * (Ac.strides[0]) + 7], B_reg_0, 4);
  C_reg_15 = __riscv_vfmacc_vf_f32m1(C_reg_15, Ac.data[(k) * (Ac.strides[0]) + 7], B_reg_1, 4);
}
__riscv_vse32_v_f32m1(&C.data[0], C_reg_0, 4);
__riscv_vse32_v_f32m1(&C.data[4], C_reg_1, 4);
__riscv_vse32_v_f32m1(&C.data[C.strides[0]], C_reg_2, 4);
__riscv_vse32_v_f32m1(&C.data[C.strides[0] + 4], C_reg_3, 4);
__riscv_vse32_v_f32m1(&C.data[(2) * (C.strides[0])], C_reg_4, 4);
__riscv_vse32_v_f32m1(&C.data[(2) * (C.strides[0]) + 4], C_reg_5, 4);
__riscv_vse32_v_f32m1(&C.data[(3) * (C.strides[0])], C_reg_6, 4);
__riscv_vse32_v_f32m1(&C.data[(3) * (C.strides[0]) + 4], C_reg_7, 4);
__riscv_vse32_v_f32m1(&C.data[(4) * (C.strides[0])], C_reg_8, 4);
__riscv_vse32_v_f32m1(&C.data[(4) * (C.strides[0]) + 4], C_reg_9, 4);
__riscv_vse32_v_f32m1(&C.data[(5) * (C.strides[0])], C_reg_10, 4);
__riscv_vse32_v_f32m1(&C.data[(5) * (C.strides[0]) + 4], C_reg_11, 4);
__riscv_vse32_v_f32m1(&C.data[(6) * (C.strides[0])], C_reg_12, 4);
__riscv_vse32_v_f32m1(&C.data[(6) * (C.strides[0]) + 4], C_reg_13, 4);
__riscv_vse32_v_f32m1(&C.data[(7) * (C.strides[0])], C_reg_14, 4);
__riscv_vse32_v_f32m1(&C.data[(7) * (C.strides[0]) + 4], C_reg_15, 4);
}

