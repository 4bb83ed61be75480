#include "gemm_bf16f32_rvv_v128_l1_7x16.h"

#include <stdio.h>
#include <stdlib.h>

#include <riscv_vector.h>
#ifndef EXOGEMM_RVV_BF16
#define EXOGEMM_RVV_BF16
typedef __bf16 exogemm_bf16 __attribute__((may_alias));
#endif
// gemm_bf16f32_rvv_v128_l1_7x16(
//     KG : size,
//     Ac : [ui16][KG, 7, 2] @DRAM,
//     Bc : [ui16][KG, 16, 2] @DRAM,
//     C : [f32][7, 16] @DRAM
// )
void gemm_bf16f32_rvv_v128_l1_7x16( void *ctxt, int_fast32_t KG, struct exo_win_3ui16c Ac, struct exo_win_3ui16c Bc, struct exo_win_2f32 C ) {
// assert stride(Ac, 2) == 1
// assert stride(Bc, 2) == 1
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
vfloat32m1_t C_reg_24;
vfloat32m1_t C_reg_25;
vfloat32m1_t C_reg_26;
vfloat32m1_t C_reg_27;
C_reg_0 = __riscv_vle32_v_f32m1(&C.data[0], 4);
C_reg_1 = __riscv_vle32_v_f32m1(&C.data[4], 4);
C_reg_2 = __riscv_vle32_v_f32m1(&C.data[8], 4);
C_reg_3 = __riscv_vle32_v_f32m1(&C.data[12], 4);
C_reg_4 = __riscv_vle32_v_f32m1(&C.data[C.strides[0]], 4);
C_reg_5 = __riscv_vle32_v_f32m1(&C.data[C.strides[0] + 4], 4);
C_reg_6 = __riscv_vle32_v_f32m1(&C.data[C.strides[0] + 8], 4);
C_reg_7 = __riscv_vle32_v_f32m1(&C.data[C.strides[0] + 12], 4);
C_reg_8 = __riscv_vle32_v_f32m1(&C.data[(2) * (C.strides[0])], 4);
C_reg_9 = __riscv_vle32_v_f32m1(&C.data[(2) * (C.strides[0]) + 4], 4);
C_reg_10 = __riscv_vle32_v_f32m1(&C.data[(2) * (C.strides[0]) + 8], 4);
C_reg_11 = __riscv_vle32_v_f32m1(&C.data[(2) * (C.strides[0]) + 12], 4);
C_reg_12 = __riscv_vle32_v_f32m1(&C.data[(3) * (C.strides[0])], 4);
C_reg_13 = __riscv_vle32_v_f32m1(&C.data[(3) * (C.strides[0]) + 4], 4);
C_reg_14 = __riscv_vle32_v_f32m1(&C.data[(3) * (C.strides[0]) + 8], 4);
C_reg_15 = __riscv_vle32_v_f32m1(&C.data[(3) * (C.strides[0]) + 12], 4);
C_reg_16 = __riscv_vle32_v_f32m1(&C.data[(4) * (C.strides[0])], 4);
C_reg_17 = __riscv_vle32_v_f32m1(&C.data[(4) * (C.strides[0]) + 4], 4);
C_reg_18 = __riscv_vle32_v_f32m1(&C.data[(4) * (C.strides[0]) + 8], 4);
C_reg_19 = __riscv_vle32_v_f32m1(&C.data[(4) * (C.strides[0]) + 12], 4);
C_reg_20 = __riscv_vle32_v_f32m1(&C.data[(5) * (C.strides[0])], 4);
C_reg_21 = __riscv_vle32_v_f32m1(&C.data[(5) * (C.strides[0]) + 4], 4);
C_reg_22 = __riscv_vle32_v_f32m1(&C.data[(5) * (C.strides[0]) + 8], 4);
C_reg_23 = __riscv_vle32_v_f32m1(&C.data[(5) * (C.strides[0]) + 12], 4);
C_reg_24 = __riscv_vle32_v_f32m1(&C.data[(6) * (C.strides[0])], 4);
C_reg_25 = __riscv_vle32_v_f32m1(&C.data[(6) * (C.strides[0]) + 4], 4);
C_reg_26 = __riscv_vle32_v_f32m1(&C.data[(6) * (C.strides[0]) + 8], 4);
C_reg_27 = __riscv_vle32_v_f32m1(&C.data[(6) * (C.strides[0]) + 12], 4);
for (int_fast32_t k = 0; k < KG; k++) {
  vbfloat16mf2x2_t B_reg_0;
  vbfloat16mf2x2_t B_reg_1;
  vbfloat16mf2x2_t B_reg_2;
  vbfloat16mf2x2_t B_reg_3;
  B_reg_0 = __riscv_vlseg2e16_v_bf16mf2x2((const __bf16 *)&Bc.data[(k) * (Bc.strides[0])], 4);
  B_reg_1 = __riscv_vlseg2e16_v_bf16mf2x2((const __bf16 *)&Bc.data[(k) * (Bc.strides[0]) + (4) * (Bc.strides[1])], 4);
  B_reg_2 = __riscv_vlseg2e16_v_bf16mf2x2((const __bf16 *)&Bc.data[(k) * (Bc.strides[0]) + (8) * (Bc.strides[1])], 4);
  B_reg_3 = __riscv_vlseg2e16_v_bf16mf2x2((const __bf16 *)&Bc.data[(k) * (Bc.strides[0]) + (12) * (Bc.strides[1])], 4);
  C_reg_0 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_0, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0])])[0], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_0, 0), 4); C_reg_0 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_0, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0])])[1], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_0, 1), 4);
  C_reg_1 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_1, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0])])[0], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_1, 0), 4); C_reg_1 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_1, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0])])[1], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_1, 1), 4);
  C_reg_2 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_2, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0])])[0], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_2, 0), 4); C_reg_2 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_2, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0])])[1], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_2, 1), 4);
  C_reg_3 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_3, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0])])[0], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_3, 0), 4); C_reg_3 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_3, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0])])[1], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_3, 1), 4);
  C_reg_4 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_4, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0]) + Ac.strides[1]])[0], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_0, 0), 4); C_reg_4 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_4, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0]) + Ac.strides[1]])[1], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_0, 1), 4);
  C_reg_5 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_5, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0]) + Ac.strides[1]])[0], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_1, 0), 4); C_reg_5 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_5, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0]) + Ac.strides[1]])[1], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_1, 1), 4);
  C_reg_6 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_6, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0]) + Ac.strides[1]])[0], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_2, 0), 4); C_reg_6 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_6, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0]) + Ac.strides[1]])[1], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_2, 1), 4);
  C_reg_7 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_7, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0]) + Ac.strides[1]])[0], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_3, 0), 4); C_reg_7 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_7, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0]) + Ac.strides[1]])[1], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_3, 1), 4);
  C_reg_8 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_8, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0]) + (2) * (Ac.strides[1])])[0], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_0, 0), 4); C_reg_8 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_8, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0]) + (2) * (Ac.strides[1])])[1], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_0, 1), 4);
  C_reg_9 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_9, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0]) + (2) * (Ac.strides[1])])[0], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_1, 0), 4); C_reg_9 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_9, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0]) + (2) * (Ac.strides[1])])[1], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_1, 1), 4);
  C_reg_10 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_10, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0]) + (2) * (Ac.strides[1])])[0], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_2, 0), 4); C_reg_10 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_10, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0]) + (2) * (Ac.strides[1])])[1], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_2, 1), 4);
  C_reg_11 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_11, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0]) + (2) * (Ac.strides[1])])[0], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_3, 0), 4); C_reg_11 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_11, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0]) + (2) * (Ac.strides[1])])[1], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_3, 1), 4);
  C_reg_12 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_12, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0]) + (3) * (Ac.strides[1])])[0], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_0, 0), 4); C_reg_12 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_12, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0]) + (3) * (Ac.strides[1])])[1], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_0, 1), 4);
  C_reg_13 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_13, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0]) + (3) * (Ac.strides[1])])[0], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_1, 0), 4); C_reg_13 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_13, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0]) + (3) * (Ac.strides[1])])[1], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_1, 1), 4);
  C_reg_14 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_14, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0]) + (3) * (Ac.strides[1])])[0], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_2, 0), 4); C_reg_14 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_14, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0]) + (3) * (Ac.strides[1])])[1], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_2, 1), 4);
  C_reg_15 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_15, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0]) + (3) * (Ac.strides[1])])[0], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_3, 0), 4); C_reg_15 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_15, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0]) + (3) * (Ac.strides[1])])[1], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_3, 1), 4);
  C_reg_16 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_16, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0]) + (4) * (Ac.strides[1])])[0], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_0, 0), 4); C_reg_16 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_16, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0]) + (4) * (Ac.strides[1])])[1], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_0, 1), 4);
  C_reg_17 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_17, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0]) + (4) * (Ac.strides[1])])[0], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_1, 0), 4); C_reg_17 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_17, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0]) + (4) * (Ac.strides[1])])[1], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_1, 1), 4);
  C_reg_18 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_18, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0]) + (4) * (Ac.strides[1])])[0], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_2, 0), 4); C_reg_18 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_18, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0]) + (4) * (Ac.strides[1])])[1], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_2, 1), 4);
  C_reg_19 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_19, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0]) + (4) * (Ac.strides[1])])[0], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_3, 0), 4); C_reg_19 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_19, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0]) + (4) * (Ac.strides[1])])[1], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_3, 1), 4);
  C_reg_20 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_20, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0]) + (5) * (Ac.strides[1])])[0], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_0, 0), 4); C_reg_20 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_20, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0]) + (5) * (Ac.strides[1])])[1], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_0, 1), 4);
  C_reg_21 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_21, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0]) + (5) * (Ac.strides[1])])[0], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_1, 0), 4); C_reg_21 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_21, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0]) + (5) * (Ac.strides[1])])[1], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_1, 1), 4);
  C_reg_22 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_22, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0]) + (5) * (Ac.strides[1])])[0], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_2, 0), 4); C_reg_22 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_22, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0]) + (5) * (Ac.strides[1])])[1], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_2, 1), 4);
  C_reg_23 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_23, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0]) + (5) * (Ac.strides[1])])[0], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_3, 0), 4); C_reg_23 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_23, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0]) + (5) * (Ac.strides[1])])[1], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_3, 1), 4);
  C_reg_24 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_24, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0]) + (6) * (Ac.strides[1])])[0], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_0, 0), 4); C_reg_24 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_24, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0]) + (6) * (Ac.strides[1])])[1], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_0, 1), 4);
  C_reg_25 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_25, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0]) + (6) * (Ac.strides[1])])[0], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_1, 0), 4); C_reg_25 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_25, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0]) + (6) * (Ac.strides[1])])[1], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_1, 1), 4);
  C_reg_26 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_26, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0]) + (6) * (Ac.strides[1])])[0], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_2, 0), 4); C_reg_26 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_26, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0]) + (6) * (Ac.strides[1])])[1], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_2, 1), 4);
  C_reg_27 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_27, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0]) + (6) * (Ac.strides[1])])[0], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_3, 0), 4); C_reg_27 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_27, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0]) + (6) * (Ac.strides[1])])[1], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_3, 1), 4);
}
__riscv_vse32_v_f32m1(&C.data[0], C_reg_0, 4);
__riscv_vse32_v_f32m1(&C.data[4], C_reg_1, 4);
__riscv_vse32_v_f32m1(&C.data[8], C_reg_2, 4);
__riscv_vse32_v_f32m1(&C.data[12], C_reg_3, 4);
__riscv_vse32_v_f32m1(&C.data[C.strides[0]], C_reg_4, 4);
__riscv_vse32_v_f32m1(&C.data[C.strides[0] + 4], C_reg_5, 4);
__riscv_vse32_v_f32m1(&C.data[C.strides[0] + 8], C_reg_6, 4);
__riscv_vse32_v_f32m1(&C.data[C.strides[0] + 12], C_reg_7, 4);
__riscv_vse32_v_f32m1(&C.data[(2) * (C.strides[0])], C_reg_8, 4);
__riscv_vse32_v_f32m1(&C.data[(2) * (C.strides[0]) + 4], C_reg_9, 4);
__riscv_vse32_v_f32m1(&C.data[(2) * (C.strides[0]) + 8], C_reg_10, 4);
__riscv_vse32_v_f32m1(&C.data[(2) * (C.strides[0]) + 12], C_reg_11, 4);
__riscv_vse32_v_f32m1(&C.data[(3) * (C.strides[0])], C_reg_12, 4);
__riscv_vse32_v_f32m1(&C.data[(3) * (C.strides[0]) + 4], C_reg_13, 4);
__riscv_vse32_v_f32m1(&C.data[(3) * (C.strides[0]) + 8], C_reg_14, 4);
__riscv_vse32_v_f32m1(&C.data[(3) * (C.strides[0]) + 12], C_reg_15, 4);
__riscv_vse32_v_f32m1(&C.data[(4) * (C.strides[0])], C_reg_16, 4);
__riscv_vse32_v_f32m1(&C.data[(4) * (C.strides[0]) + 4], C_reg_17, 4);
__riscv_vse32_v_f32m1(&C.data[(4) * (C.strides[0]) + 8], C_reg_18, 4);
__riscv_vse32_v_f32m1(&C.data[(4) * (C.strides[0]) + 12], C_reg_19, 4);
__riscv_vse32_v_f32m1(&C.data[(5) * (C.strides[0])], C_reg_20, 4);
__riscv_vse32_v_f32m1(&C.data[(5) * (C.strides[0]) + 4], C_reg_21, 4);
__riscv_vse32_v_f32m1(&C.data[(5) * (C.strides[0]) + 8], C_reg_22, 4);
__riscv_vse32_v_f32m1(&C.data[(5) * (C.strides[0]) + 12], C_reg_23, 4);
__riscv_vse32_v_f32m1(&C.data[(6) * (C.strides[0])], C_reg_24, 4);
__riscv_vse32_v_f32m1(&C.data[(6) * (C.strides[0]) + 4], C_reg_25, 4);
__riscv_vse32_v_f32m1(&C.data[(6) * (C.strides[0]) + 8], C_reg_26, 4);
__riscv_vse32_v_f32m1(&C.data[(6) * (C.strides[0]) + 12], C_reg_27, 4);
}

// gemm_bf16f32_rvv_v128_l1_7x16_overwrite(
//     KG : size,
//     Ac : [ui16][KG, 7, 2] @DRAM,
//     Bc : [ui16][KG, 16, 2] @DRAM,
//     C : [f32][7, 16] @DRAM
// )
void gemm_bf16f32_rvv_v128_l1_7x16_overwrite( void *ctxt, int_fast32_t KG, struct exo_win_3ui16c Ac, struct exo_win_3ui16c Bc, struct exo_win_2f32 C ) {
// assert stride(Ac, 2) == 1
// assert stride(Bc, 2) == 1
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
vfloat32m1_t C_reg_24;
vfloat32m1_t C_reg_25;
vfloat32m1_t C_reg_26;
vfloat32m1_t C_reg_27;
C_reg_0 = __riscv_vfmv_v_f_f32m1(0.0f, 4);
C_reg_1 = __riscv_vfmv_v_f_f32m1(0.0f, 4);
C_reg_2 = __riscv_vfmv_v_f_f32m1(0.0f, 4);
C_reg_3 = __riscv_vfmv_v_f_f32m1(0.0f, 4);
C_reg_4 = __riscv_vfmv_v_f_f32m1(0.0f, 4);
C_reg_5 = __riscv_vfmv_v_f_f32m1(0.0f, 4);
C_reg_6 = __riscv_vfmv_v_f_f32m1(0.0f, 4);
C_reg_7 = __riscv_vfmv_v_f_f32m1(0.0f, 4);
C_reg_8 = __riscv_vfmv_v_f_f32m1(0.0f, 4);
C_reg_9 = __riscv_vfmv_v_f_f32m1(0.0f, 4);
C_reg_10 = __riscv_vfmv_v_f_f32m1(0.0f, 4);
C_reg_11 = __riscv_vfmv_v_f_f32m1(0.0f, 4);
C_reg_12 = __riscv_vfmv_v_f_f32m1(0.0f, 4);
C_reg_13 = __riscv_vfmv_v_f_f32m1(0.0f, 4);
C_reg_14 = __riscv_vfmv_v_f_f32m1(0.0f, 4);
C_reg_15 = __riscv_vfmv_v_f_f32m1(0.0f, 4);
C_reg_16 = __riscv_vfmv_v_f_f32m1(0.0f, 4);
C_reg_17 = __riscv_vfmv_v_f_f32m1(0.0f, 4);
C_reg_18 = __riscv_vfmv_v_f_f32m1(0.0f, 4);
C_reg_19 = __riscv_vfmv_v_f_f32m1(0.0f, 4);
C_reg_20 = __riscv_vfmv_v_f_f32m1(0.0f, 4);
C_reg_21 = __riscv_vfmv_v_f_f32m1(0.0f, 4);
C_reg_22 = __riscv_vfmv_v_f_f32m1(0.0f, 4);
C_reg_23 = __riscv_vfmv_v_f_f32m1(0.0f, 4);
C_reg_24 = __riscv_vfmv_v_f_f32m1(0.0f, 4);
C_reg_25 = __riscv_vfmv_v_f_f32m1(0.0f, 4);
C_reg_26 = __riscv_vfmv_v_f_f32m1(0.0f, 4);
C_reg_27 = __riscv_vfmv_v_f_f32m1(0.0f, 4);
for (int_fast32_t k = 0; k < KG; k++) {
  vbfloat16mf2x2_t B_reg_0;
  vbfloat16mf2x2_t B_reg_1;
  vbfloat16mf2x2_t B_reg_2;
  vbfloat16mf2x2_t B_reg_3;
  B_reg_0 = __riscv_vlseg2e16_v_bf16mf2x2((const __bf16 *)&Bc.data[(k) * (Bc.strides[0])], 4);
  B_reg_1 = __riscv_vlseg2e16_v_bf16mf2x2((const __bf16 *)&Bc.data[(k) * (Bc.strides[0]) + (4) * (Bc.strides[1])], 4);
  B_reg_2 = __riscv_vlseg2e16_v_bf16mf2x2((const __bf16 *)&Bc.data[(k) * (Bc.strides[0]) + (8) * (Bc.strides[1])], 4);
  B_reg_3 = __riscv_vlseg2e16_v_bf16mf2x2((const __bf16 *)&Bc.data[(k) * (Bc.strides[0]) + (12) * (Bc.strides[1])], 4);
  C_reg_0 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_0, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0])])[0], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_0, 0), 4); C_reg_0 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_0, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0])])[1], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_0, 1), 4);
  C_reg_1 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_1, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0])])[0], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_1, 0), 4); C_reg_1 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_1, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0])])[1], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_1, 1), 4);
  C_reg_2 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_2, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0])])[0], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_2, 0), 4); C_reg_2 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_2, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0])])[1], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_2, 1), 4);
  C_reg_3 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_3, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0])])[0], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_3, 0), 4); C_reg_3 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_3, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0])])[1], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_3, 1), 4);
  C_reg_4 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_4, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0]) + Ac.strides[1]])[0], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_0, 0), 4); C_reg_4 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_4, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0]) + Ac.strides[1]])[1], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_0, 1), 4);
  C_reg_5 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_5, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0]) + Ac.strides[1]])[0], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_1, 0), 4); C_reg_5 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_5, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0]) + Ac.strides[1]])[1], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_1, 1), 4);
  C_reg_6 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_6, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0]) + Ac.strides[1]])[0], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_2, 0), 4); C_reg_6 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_6, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0]) + Ac.strides[1]])[1], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_2, 1), 4);
  C_reg_7 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_7, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0]) + Ac.strides[1]])[0], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_3, 0), 4); C_reg_7 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_7, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0]) + Ac.strides[1]])[1], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_3, 1), 4);
  C_reg_8 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_8, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0]) + (2) * (Ac.strides[1])])[0], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_0, 0), 4); C_reg_8 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_8, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0]) + (2) * (Ac.strides[1])])[1], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_0, 1), 4);
  C_reg_9 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_9, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0]) + (2) * (Ac.strides[1])])[0], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_1, 0), 4); C_reg_9 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_9, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0]) + (2) * (Ac.strides[1])])[1], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_1, 1), 4);
  C_reg_10 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_10, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0]) + (2) * (Ac.strides[1])])[0], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_2, 0), 4); C_reg_10 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_10, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0]) + (2) * (Ac.strides[1])])[1], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_2, 1), 4);
  C_reg_11 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_11, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0]) + (2) * (Ac.strides[1])])[0], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_3, 0), 4); C_reg_11 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_11, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0]) + (2) * (Ac.strides[1])])[1], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_3, 1), 4);
  C_reg_12 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_12, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0]) + (3) * (Ac.strides[1])])[0], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_0, 0), 4); C_reg_12 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_12, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0]) + (3) * (Ac.strides[1])])[1], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_0, 1), 4);
  C_reg_13 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_13, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0]) + (3) * (Ac.strides[1])])[0], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_1, 0), 4); C_reg_13 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_13, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0]) + (3) * (Ac.strides[1])])[1], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_1, 1), 4);
  C_reg_14 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_14, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0]) + (3) * (Ac.strides[1])])[0], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_2, 0), 4); C_reg_14 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_14, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0]) + (3) * (Ac.strides[1])])[1], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_2, 1), 4);
  C_reg_15 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_15, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0]) + (3) * (Ac.strides[1])])[0], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_3, 0), 4); C_reg_15 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_15, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0]) + (3) * (Ac.strides[1])])[1], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_3, 1), 4);
  C_reg_16 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_16, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0]) + (4) * (Ac.strides[1])])[0], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_0, 0), 4); C_reg_16 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_16, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0]) + (4) * (Ac.strides[1])])[1], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_0, 1), 4);
  C_reg_17 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_17, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0]) + (4) * (Ac.strides[1])])[0], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_1, 0), 4); C_reg_17 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_17, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0]) + (4) * (Ac.strides[1])])[1], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_1, 1), 4);
  C_reg_18 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_18, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0]) + (4) * (Ac.strides[1])])[0], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_2, 0), 4); C_reg_18 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_18, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0]) + (4) * (Ac.strides[1])])[1], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_2, 1), 4);
  C_reg_19 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_19, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0]) + (4) * (Ac.strides[1])])[0], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_3, 0), 4); C_reg_19 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_19, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0]) + (4) * (Ac.strides[1])])[1], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_3, 1), 4);
  C_reg_20 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_20, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0]) + (5) * (Ac.strides[1])])[0], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_0, 0), 4); C_reg_20 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_20, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0]) + (5) * (Ac.strides[1])])[1], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_0, 1), 4);
  C_reg_21 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_21, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0]) + (5) * (Ac.strides[1])])[0], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_1, 0), 4); C_reg_21 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_21, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0]) + (5) * (Ac.strides[1])])[1], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_1, 1), 4);
  C_reg_22 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_22, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0]) + (5) * (Ac.strides[1])])[0], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_2, 0), 4); C_reg_22 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_22, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0]) + (5) * (Ac.strides[1])])[1], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_2, 1), 4);
  C_reg_23 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_23, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0]) + (5) * (Ac.strides[1])])[0], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_3, 0), 4); C_reg_23 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_23, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0]) + (5) * (Ac.strides[1])])[1], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_3, 1), 4);
  C_reg_24 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_24, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0]) + (6) * (Ac.strides[1])])[0], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_0, 0), 4); C_reg_24 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_24, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0]) + (6) * (Ac.strides[1])])[1], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_0, 1), 4);
  C_reg_25 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_25, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0]) + (6) * (Ac.strides[1])])[0], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_1, 0), 4); C_reg_25 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_25, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0]) + (6) * (Ac.strides[1])])[1], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_1, 1), 4);
  C_reg_26 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_26, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0]) + (6) * (Ac.strides[1])])[0], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_2, 0), 4); C_reg_26 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_26, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0]) + (6) * (Ac.strides[1])])[1], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_2, 1), 4);
  C_reg_27 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_27, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0]) + (6) * (Ac.strides[1])])[0], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_3, 0), 4); C_reg_27 = __riscv_vfwmaccbf16_vf_f32m1(C_reg_27, *(const exogemm_bf16 *)&(&Ac.data[(k) * (Ac.strides[0]) + (6) * (Ac.strides[1])])[1], __riscv_vget_v_bf16mf2x2_bf16mf2(B_reg_3, 1), 4);
}
__riscv_vse32_v_f32m1(&C.data[0], C_reg_0, 4);
__riscv_vse32_v_f32m1(&C.data[4], C_reg_1, 4);
__riscv_vse32_v_f32m1(&C.data[8], C_reg_2, 4);
__riscv_vse32_v_f32m1(&C.data[12], C_reg_3, 4);
__riscv_vse32_v_f32m1(&C.data[C.strides[0]], C_reg_4, 4);
__riscv_vse32_v_f32m1(&C.data[C.strides[0] + 4], C_reg_5, 4);
__riscv_vse32_v_f32m1(&C.data[C.strides[0] + 8], C_reg_6, 4);
__riscv_vse32_v_f32m1(&C.data[C.strides[0] + 12], C_reg_7, 4);
__riscv_vse32_v_f32m1(&C.data[(2) * (C.strides[0])], C_reg_8, 4);
__riscv_vse32_v_f32m1(&C.data[(2) * (C.strides[0]) + 4], C_reg_9, 4);
__riscv_vse32_v_f32m1(&C.data[(2) * (C.strides[0]) + 8], C_reg_10, 4);
__riscv_vse32_v_f32m1(&C.data[(2) * (C.strides[0]) + 12], C_reg_11, 4);
__riscv_vse32_v_f32m1(&C.data[(3) * (C.strides[0])], C_reg_12, 4);
__riscv_vse32_v_f32m1(&C.data[(3) * (C.strides[0]) + 4], C_reg_13, 4);
__riscv_vse32_v_f32m1(&C.data[(3) * (C.strides[0]) + 8], C_reg_14, 4);
__riscv_vse32_v_f32m1(&C.data[(3) * (C.strides[0]) + 12], C_reg_15, 4);
__riscv_vse32_v_f32m1(&C.data[(4) * (C.strides[0])], C_reg_16, 4);
__riscv_vse32_v_f32m1(&C.data[(4) * (C.strides[0]) + 4], C_reg_17, 4);
__riscv_vse32_v_f32m1(&C.data[(4) * (C.strides[0]) + 8], C_reg_18, 4);
__riscv_vse32_v_f32m1(&C.data[(4) * (C.strides[0]) + 12], C_reg_19, 4);
__riscv_vse32_v_f32m1(&C.data[(5) * (C.strides[0])], C_reg_20, 4);
__riscv_vse32_v_f32m1(&C.data[(5) * (C.strides[0]) + 4], C_reg_21, 4);
__riscv_vse32_v_f32m1(&C.data[(5) * (C.strides[0]) + 8], C_reg_22, 4);
__riscv_vse32_v_f32m1(&C.data[(5) * (C.strides[0]) + 12], C_reg_23, 4);
__riscv_vse32_v_f32m1(&C.data[(6) * (C.strides[0])], C_reg_24, 4);
__riscv_vse32_v_f32m1(&C.data[(6) * (C.strides[0]) + 4], C_reg_25, 4);
__riscv_vse32_v_f32m1(&C.data[(6) * (C.strides[0]) + 8], C_reg_26, 4);
__riscv_vse32_v_f32m1(&C.data[(6) * (C.strides[0]) + 12], C_reg_27, 4);
}


/* relying on the following instruction..."
rvv_v128_l1_bf16f32_b_load(dst,src)
{dst_data} = __riscv_vlseg2e16_v_bf16mf2x2((const __bf16 *)&{src_data}, 4);
*/

/* relying on the following instruction..."
rvv_v128_l1_bf16f32_load(dst,src)
{dst_data} = __riscv_vle32_v_f32m1(&{src_data}, 4);
*/

/* relying on the following instruction..."
rvv_v128_l1_bf16f32_mac(dst,a,b)
{dst_data} = __riscv_vfwmaccbf16_vf_f32m1({dst_data}, *(const exogemm_bf16 *)&(&{a_data})[0], __riscv_vget_v_bf16mf2x2_bf16mf2({b_data}, 0), 4); {dst_data} = __riscv_vfwmaccbf16_vf_f32m1({dst_data}, *(const exogemm_bf16 *)&(&{a_data})[1], __riscv_vget_v_bf16mf2x2_bf16mf2({b_data}, 1), 4);
*/

/* relying on the following instruction..."
rvv_v128_l1_bf16f32_store(dst,src)
__riscv_vse32_v_f32m1(&{dst_data}, {src_data}, 4);
*/

/* relying on the following instruction..."
rvv_v128_l1_bf16f32_zero(dst)
{dst_data} = __riscv_vfmv_v_f_f32m1(0.0f, 4);
*/

// C[0:mr, 0:nr] += A B, A from packed Ac; C row stride ldc.
void gemm_bf16f32_rvv_v128_l1_7x16_ldc(int_fast32_t kg, const uint16_t *Ac, const uint16_t *Bc, float *C, int_fast32_t ldc) {
    struct exo_win_3ui16c a = { Ac, { 14, 2, 1 } };
    struct exo_win_3ui16c b = { Bc, { 32, 2, 1 } };
    struct exo_win_2f32 tile = { C, { ldc, 1 } };
    gemm_bf16f32_rvv_v128_l1_7x16(NULL, kg, a, b, tile);
}

// C[0:mr, 0:nr] += A B, A from A's mr rows in place (row i's k-group q at A[i*lda + q*G]); C row stride ldc.
void gemm_bf16f32_rvv_v128_l1_7x16_rows(int_fast32_t kg, const uint16_t *A, int_fast32_t lda, const uint16_t *Bc, float *C, int_fast32_t ldc) {
    struct exo_win_3ui16c a = { A, { 2, lda, 1 } };
    struct exo_win_3ui16c b = { Bc, { 32, 2, 1 } };
    struct exo_win_2f32 tile = { C, { ldc, 1 } };
    gemm_bf16f32_rvv_v128_l1_7x16(NULL, kg, a, b, tile);
}

// C[0:mr, 0:nr] = A B, A from packed Ac; C row stride ldc.
void gemm_bf16f32_rvv_v128_l1_7x16_overwrite_ldc(int_fast32_t kg, const uint16_t *Ac, const uint16_t *Bc, float *C, int_fast32_t ldc) {
    struct exo_win_3ui16c a = { Ac, { 14, 2, 1 } };
    struct exo_win_3ui16c b = { Bc, { 32, 2, 1 } };
    struct exo_win_2f32 tile = { C, { ldc, 1 } };
    gemm_bf16f32_rvv_v128_l1_7x16_overwrite(NULL, kg, a, b, tile);
}

// C[0:mr, 0:nr] = A B, A from A's mr rows in place (row i's k-group q at A[i*lda + q*G]); C row stride ldc.
void gemm_bf16f32_rvv_v128_l1_7x16_overwrite_rows(int_fast32_t kg, const uint16_t *A, int_fast32_t lda, const uint16_t *Bc, float *C, int_fast32_t ldc) {
    struct exo_win_3ui16c a = { A, { 2, lda, 1 } };
    struct exo_win_3ui16c b = { Bc, { 32, 2, 1 } };
    struct exo_win_2f32 tile = { C, { ldc, 1 } };
    gemm_bf16f32_rvv_v128_l1_7x16_overwrite(NULL, kg, a, b, tile);
}
