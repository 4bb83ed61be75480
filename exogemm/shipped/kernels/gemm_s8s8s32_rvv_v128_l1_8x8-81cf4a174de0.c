#include "gemm_s8s8s32_rvv_v128_l1_8x8.h"

#include <stdio.h>
#include <stdlib.h>

#include <riscv_vector.h>
// gemm_s8s8s32_rvv_v128_l1_8x8(
//     KG : size,
//     Ac : [i8][KG, 8, 4] @DRAM,
//     Bc : [i8][KG, 8, 4] @DRAM,
//     C : [i32][8, 8] @DRAM
// )
void gemm_s8s8s32_rvv_v128_l1_8x8( void *ctxt, int_fast32_t KG, struct exo_win_3i8c Ac, struct exo_win_3i8c Bc, struct exo_win_2i32 C ) {
// assert stride(Ac, 2) == 1
// assert stride(Bc, 2) == 1
// assert stride(C, 1) == 1
vint32m1_t C_reg_0;
vint32m1_t C_reg_1;
vint32m1_t C_reg_2;
vint32m1_t C_reg_3;
vint32m1_t C_reg_4;
vint32m1_t C_reg_5;
vint32m1_t C_reg_6;
vint32m1_t C_reg_7;
vint32m1_t C_reg_8;
vint32m1_t C_reg_9;
vint32m1_t C_reg_10;
vint32m1_t C_reg_11;
vint32m1_t C_reg_12;
vint32m1_t C_reg_13;
vint32m1_t C_reg_14;
vint32m1_t C_reg_15;
C_reg_0 = __riscv_vle32_v_i32m1(&C.data[0], 4);
C_reg_1 = __riscv_vle32_v_i32m1(&C.data[4], 4);
C_reg_2 = __riscv_vle32_v_i32m1(&C.data[C.strides[0]], 4);
C_reg_3 = __riscv_vle32_v_i32m1(&C.data[C.strides[0] + 4], 4);
C_reg_4 = __riscv_vle32_v_i32m1(&C.data[(2) * (C.strides[0])], 4);
C_reg_5 = __riscv_vle32_v_i32m1(&C.data[(2) * (C.strides[0]) + 4], 4);
C_reg_6 = __riscv_vle32_v_i32m1(&C.data[(3) * (C.strides[0])], 4);
C_reg_7 = __riscv_vle32_v_i32m1(&C.data[(3) * (C.strides[0]) + 4], 4);
C_reg_8 = __riscv_vle32_v_i32m1(&C.data[(4) * (C.strides[0])], 4);
C_reg_9 = __riscv_vle32_v_i32m1(&C.data[(4) * (C.strides[0]) + 4], 4);
C_reg_10 = __riscv_vle32_v_i32m1(&C.data[(5) * (C.strides[0])], 4);
C_reg_11 = __riscv_vle32_v_i32m1(&C.data[(5) * (C.strides[0]) + 4], 4);
C_reg_12 = __riscv_vle32_v_i32m1(&C.data[(6) * (C.strides[0])], 4);
C_reg_13 = __riscv_vle32_v_i32m1(&C.data[(6) * (C.strides[0]) + 4], 4);
C_reg_14 = __riscv_vle32_v_i32m1(&C.data[(7) * (C.strides[0])], 4);
C_reg_15 = __riscv_vle32_v_i32m1(&C.data[(7) * (C.strides[0]) + 4], 4);
for (int_fast32_t k = 0; k < KG; k++) {
  vint8mf4x4_t B_reg_0;
  vint8mf4x4_t B_reg_1;
  B_reg_0 = __riscv_vlseg4e8_v_i8mf4x4(&Bc.data[(k) * (Bc.strides[0])], 4);
  B_reg_1 = __riscv_vlseg4e8_v_i8mf4x4(&Bc.data[(k) * (Bc.strides[0]) + (4) * (Bc.strides[1])], 4);
  C_reg_0 = __riscv_vwmacc_vx_i32m1(C_reg_0, (&Ac.data[(k) * (Ac.strides[0])])[0], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_0, 0), 4), 4); C_reg_0 = __riscv_vwmacc_vx_i32m1(C_reg_0, (&Ac.data[(k) * (Ac.strides[0])])[1], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_0, 1), 4), 4); C_reg_0 = __riscv_vwmacc_vx_i32m1(C_reg_0, (&Ac.data[(k) * (Ac.strides[0])])[2], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_0, 2), 4), 4); C_reg_0 = __riscv_vwmacc_vx_i32m1(C_reg_0, (&Ac.data[(k) * (Ac.strides[0])])[3], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_0, 3), 4), 4);
  C_reg_1 = __riscv_vwmacc_vx_i32m1(C_reg_1, (&Ac.data[(k) * (Ac.strides[0])])[0], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_1, 0), 4), 4); C_reg_1 = __riscv_vwmacc_vx_i32m1(C_reg_1, (&Ac.data[(k) * (Ac.strides[0])])[1], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_1, 1), 4), 4); C_reg_1 = __riscv_vwmacc_vx_i32m1(C_reg_1, (&Ac.data[(k) * (Ac.strides[0])])[2], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_1, 2), 4), 4); C_reg_1 = __riscv_vwmacc_vx_i32m1(C_reg_1, (&Ac.data[(k) * (Ac.strides[0])])[3], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_1, 3), 4), 4);
  C_reg_2 = __riscv_vwmacc_vx_i32m1(C_reg_2, (&Ac.data[(k) * (Ac.strides[0]) + Ac.strides[1]])[0], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_0, 0), 4), 4); C_reg_2 = __riscv_vwmacc_vx_i32m1(C_reg_2, (&Ac.data[(k) * (Ac.strides[0]) + Ac.strides[1]])[1], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_0, 1), 4), 4); C_reg_2 = __riscv_vwmacc_vx_i32m1(C_reg_2, (&Ac.data[(k) * (Ac.strides[0]) + Ac.strides[1]])[2], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_0, 2), 4), 4); C_reg_2 = __riscv_vwmacc_vx_i32m1(C_reg_2, (&Ac.data[(k) * (Ac.strides[0]) + Ac.strides[1]])[3], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_0, 3), 4), 4);
  C_reg_3 = __riscv_vwmacc_vx_i32m1(C_reg_3, (&Ac.data[(k) * (Ac.strides[0]) + Ac.strides[1]])[0], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_1, 0), 4), 4); C_reg_3 = __riscv_vwmacc_vx_i32m1(C_reg_3, (&Ac.data[(k) * (Ac.strides[0]) + Ac.strides[1]])[1], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_1, 1), 4), 4); C_reg_3 = __riscv_vwmacc_vx_i32m1(C_reg_3, (&Ac.data[(k) * (Ac.strides[0]) + Ac.strides[1]])[2], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_1, 2), 4), 4); C_reg_3 = __riscv_vwmacc_vx_i32m1(C_reg_3, (&Ac.data[(k) * (Ac.strides[0]) + Ac.strides[1]])[3], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_1, 3), 4), 4);
  C_reg_4 = __riscv_vwmacc_vx_i32m1(C_reg_4, (&Ac.data[(k) * (Ac.strides[0]) + (2) * (Ac.strides[1])])[0], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_0, 0), 4), 4); C_reg_4 = __riscv_vwmacc_vx_i32m1(C_reg_4, (&Ac.data[(k) * (Ac.strides[0]) + (2) * (Ac.strides[1])])[1], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_0, 1), 4), 4); C_reg_4 = __riscv_vwmacc_vx_i32m1(C_reg_4, (&Ac.data[(k) * (Ac.strides[0]) + (2) * (Ac.strides[1])])[2], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_0, 2), 4), 4); C_reg_4 = __riscv_vwmacc_vx_i32m1(C_reg_4, (&Ac.data[(k) * (Ac.strides[0]) + (2) * (Ac.strides[1])])[3], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_0, 3), 4), 4);
  C_reg_5 = __riscv_vwmacc_vx_i32m1(C_reg_5, (&Ac.data[(k) * (Ac.strides[0]) + (2) * (Ac.strides[1])])[0], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_1, 0), 4), 4); C_reg_5 = __riscv_vwmacc_vx_i32m1(C_reg_5, (&Ac.data[(k) * (Ac.strides[0]) + (2) * (Ac.strides[1])])[1], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_1, 1), 4), 4); C_reg_5 = __riscv_vwmacc_vx_i32m1(C_reg_5, (&Ac.data[(k) * (Ac.strides[0]) + (2) * (Ac.strides[1])])[2], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_1, 2), 4), 4); C_reg_5 = __riscv_vwmacc_vx_i32m1(C_reg_5, (&Ac.data[(k) * (Ac.strides[0]) + (2) * (Ac.strides[1])])[3], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_1, 3), 4), 4);
  C_reg_6 = __riscv_vwmacc_vx_i32m1(C_reg_6, (&Ac.data[(k) * (Ac.strides[0]) + (3) * (Ac.strides[1])])[0], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_0, 0), 4), 4); C_reg_6 = __riscv_vwmacc_vx_i32m1(C_reg_6, (&Ac.data[(k) * (Ac.strides[0]) + (3) * (Ac.strides[1])])[1], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_0, 1), 4), 4); C_reg_6 = __riscv_vwmacc_vx_i32m1(C_reg_6, (&Ac.data[(k) * (Ac.strides[0]) + (3) * (Ac.strides[1])])[2], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_0, 2), 4), 4); C_reg_6 = __riscv_vwmacc_vx_i32m1(C_reg_6, (&Ac.data[(k) * (Ac.strides[0]) + (3) * (Ac.strides[1])])[3], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_0, 3), 4), 4);
  C_reg_7 = __riscv_vwmacc_vx_i32m1(C_reg_7, (&Ac.data[(k) * (Ac.strides[0]) + (3) * (Ac.strides[1])])[0], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_1, 0), 4), 4); C_reg_7 = __riscv_vwmacc_vx_i32m1(C_reg_7, (&Ac.data[(k) * (Ac.strides[0]) + (3) * (Ac.strides[1])])[1], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_1, 1), 4), 4); C_reg_7 = __riscv_vwmacc_vx_i32m1(C_reg_7, (&Ac.data[(k) * (Ac.strides[0]) + (3) * (Ac.strides[1])])[2], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_1, 2), 4), 4); C_reg_7 = __riscv_vwmacc_vx_i32m1(C_reg_7, (&Ac.data[(k) * (Ac.strides[0]) + (3) * (Ac.strides[1])])[3], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_1, 3), 4), 4);
  C_reg_8 = __riscv_vwmacc_vx_i32m1(C_reg_8, (&Ac.data[(k) * (Ac.strides[0]) + (4) * (Ac.strides[1])])[0], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_0, 0), 4), 4); C_reg_8 = __riscv_vwmacc_vx_i32m1(C_reg_8, (&Ac.data[(k) * (Ac.strides[0]) + (4) * (Ac.strides[1])])[1], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_0, 1), 4), 4); C_reg_8 = __riscv_vwmacc_vx_i32m1(C_reg_8, (&Ac.data[(k) * (Ac.strides[0]) + (4) * (Ac.strides[1])])[2], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_0, 2), 4), 4); C_reg_8 = __riscv_vwmacc_vx_i32m1(C_reg_8, (&Ac.data[(k) * (Ac.strides[0]) + (4) * (Ac.strides[1])])[3], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_0, 3), 4), 4);
  C_reg_9 = __riscv_vwmacc_vx_i32m1(C_reg_9, (&Ac.data[(k) * (Ac.strides[0]) + (4) * (Ac.strides[1])])[0], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_1, 0), 4), 4); C_reg_9 = __riscv_vwmacc_vx_i32m1(C_reg_9, (&Ac.data[(k) * (Ac.strides[0]) + (4) * (Ac.strides[1])])[1], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_1, 1), 4), 4); C_reg_9 = __riscv_vwmacc_vx_i32m1(C_reg_9, (&Ac.data[(k) * (Ac.strides[0]) + (4) * (Ac.strides[1])])[2], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_1, 2), 4), 4); C_reg_9 = __riscv_vwmacc_vx_i32m1(C_reg_9, (&Ac.data[(k) * (Ac.strides[0]) + (4) * (Ac.strides[1])])[3], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_1, 3), 4), 4);
  C_reg_10 = __riscv_vwmacc_vx_i32m1(C_reg_10, (&Ac.data[(k) * (Ac.strides[0]) + (5) * (Ac.strides[1])])[0], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_0, 0), 4), 4); C_reg_10 = __riscv_vwmacc_vx_i32m1(C_reg_10, (&Ac.data[(k) * (Ac.strides[0]) + (5) * (Ac.strides[1])])[1], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_0, 1), 4), 4); C_reg_10 = __riscv_vwmacc_vx_i32m1(C_reg_10, (&Ac.data[(k) * (Ac.strides[0]) + (5) * (Ac.strides[1])])[2], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_0, 2), 4), 4); C_reg_10 = __riscv_vwmacc_vx_i32m1(C_reg_10, (&Ac.data[(k) * (Ac.strides[0]) + (5) * (Ac.strides[1])])[3], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_0, 3), 4), 4);
  C_reg_11 = __riscv_vwmacc_vx_i32m1(C_reg_11, (&Ac.data[(k) * (Ac.strides[0]) + (5) * (Ac.strides[1])])[0], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_1, 0), 4), 4); C_reg_11 = __riscv_vwmacc_vx_i32m1(C_reg_11, (&Ac.data[(k) * (Ac.strides[0]) + (5) * (Ac.strides[1])])[1], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_1, 1), 4), 4); C_reg_11 = __riscv_vwmacc_vx_i32m1(C_reg_11, (&Ac.data[(k) * (Ac.strides[0]) + (5) * (Ac.strides[1])])[2], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_1, 2), 4), 4); C_reg_11 = __riscv_vwmacc_vx_i32m1(C_reg_11, (&Ac.data[(k) * (Ac.strides[0]) + (5) * (Ac.strides[1])])[3], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_1, 3), 4), 4);
  C_reg_12 = __riscv_vwmacc_vx_i32m1(C_reg_12, (&Ac.data[(k) * (Ac.strides[0]) + (6) * (Ac.strides[1])])[0], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_0, 0), 4), 4); C_reg_12 = __riscv_vwmacc_vx_i32m1(C_reg_12, (&Ac.data[(k) * (Ac.strides[0]) + (6) * (Ac.strides[1])])[1], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_0, 1), 4), 4); C_reg_12 = __riscv_vwmacc_vx_i32m1(C_reg_12, (&Ac.data[(k) * (Ac.strides[0]) + (6) * (Ac.strides[1])])[2], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_0, 2), 4), 4); C_reg_12 = __riscv_vwmacc_vx_i32m1(C_reg_12, (&Ac.data[(k) * (Ac.strides[0]) + (6) * (Ac.strides[1])])[3], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_0, 3), 4), 4);
  C_reg_13 = __riscv_vwmacc_vx_i32m1(C_reg_13, (&Ac.data[(k) * (Ac.strides[0]) + (6) * (Ac.strides[1])])[0], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_1, 0), 4), 4); C_reg_13 = __riscv_vwmacc_vx_i32m1(C_reg_13, (&Ac.data[(k) * (Ac.strides[0]) + (6) * (Ac.strides[1])])[1], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_1, 1), 4), 4); C_reg_13 = __riscv_vwmacc_vx_i32m1(C_reg_13, (&Ac.data[(k) * (Ac.strides[0]) + (6) * (Ac.strides[1])])[2], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_1, 2), 4), 4); C_reg_13 = __riscv_vwmacc_vx_i32m1(C_reg_13, (&Ac.data[(k) * (Ac.strides[0]) + (6) * (Ac.strides[1])])[3], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_1, 3), 4), 4);
  C_reg_14 = __riscv_vwmacc_vx_i32m1(C_reg_14, (&Ac.data[(k) * (Ac.strides[0]) + (7) * (Ac.strides[1])])[0], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_0, 0), 4), 4); C_reg_14 = __riscv_vwmacc_vx_i32m1(C_reg_14, (&Ac.data[(k) * (Ac.strides[0]) + (7) * (Ac.strides[1])])[1], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_0, 1), 4), 4); C_reg_14 = __riscv_vwmacc_vx_i32m1(C_reg_14, (&Ac.data[(k) * (Ac.strides[0]) + (7) * (Ac.strides[1])])[2], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_0, 2), 4), 4); C_reg_14 = __riscv_vwmacc_vx_i32m1(C_reg_14, (&Ac.data[(k) * (Ac.strides[0]) + (7) * (Ac.strides[1])])[3], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_0, 3), 4), 4);
  C_reg_15 = __riscv_vwmacc_vx_i32m1(C_reg_15, (&Ac.data[(k) * (Ac.strides[0]) + (7) * (Ac.strides[1])])[0], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_1, 0), 4), 4); C_reg_15 = __riscv_vwmacc_vx_i32m1(C_reg_15, (&Ac.data[(k) * (Ac.strides[0]) + (7) * (Ac.strides[1])])[1], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_1, 1), 4), 4); C_reg_15 = __riscv_vwmacc_vx_i32m1(C_reg_15, (&Ac.data[(k) * (Ac.strides[0]) + (7) * (Ac.strides[1])])[2], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_1, 2), 4), 4); C_reg_15 = __riscv_vwmacc_vx_i32m1(C_reg_15, (&Ac.data[(k) * (Ac.strides[0]) + (7) * (Ac.strides[1])])[3], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_1, 3), 4), 4);
}
__riscv_vse32_v_i32m1(&C.data[0], C_reg_0, 4);
__riscv_vse32_v_i32m1(&C.data[4], C_reg_1, 4);
__riscv_vse32_v_i32m1(&C.data[C.strides[0]], C_reg_2, 4);
__riscv_vse32_v_i32m1(&C.data[C.strides[0] + 4], C_reg_3, 4);
__riscv_vse32_v_i32m1(&C.data[(2) * (C.strides[0])], C_reg_4, 4);
__riscv_vse32_v_i32m1(&C.data[(2) * (C.strides[0]) + 4], C_reg_5, 4);
__riscv_vse32_v_i32m1(&C.data[(3) * (C.strides[0])], C_reg_6, 4);
__riscv_vse32_v_i32m1(&C.data[(3) * (C.strides[0]) + 4], C_reg_7, 4);
__riscv_vse32_v_i32m1(&C.data[(4) * (C.strides[0])], C_reg_8, 4);
__riscv_vse32_v_i32m1(&C.data[(4) * (C.strides[0]) + 4], C_reg_9, 4);
__riscv_vse32_v_i32m1(&C.data[(5) * (C.strides[0])], C_reg_10, 4);
__riscv_vse32_v_i32m1(&C.data[(5) * (C.strides[0]) + 4], C_reg_11, 4);
__riscv_vse32_v_i32m1(&C.data[(6) * (C.strides[0])], C_reg_12, 4);
__riscv_vse32_v_i32m1(&C.data[(6) * (C.strides[0]) + 4], C_reg_13, 4);
__riscv_vse32_v_i32m1(&C.data[(7) * (C.strides[0])], C_reg_14, 4);
__riscv_vse32_v_i32m1(&C.data[(7) * (C.strides[0]) + 4], C_reg_15, 4);
}

// gemm_s8s8s32_rvv_v128_l1_8x8_overwrite(
//     KG : size,
//     Ac : [i8][KG, 8, 4] @DRAM,
//     Bc : [i8][KG, 8, 4] @DRAM,
//     C : [i32][8, 8] @DRAM
// )
void gemm_s8s8s32_rvv_v128_l1_8x8_overwrite( void *ctxt, int_fast32_t KG, struct exo_win_3i8c Ac, struct exo_win_3i8c Bc, struct exo_win_2i32 C ) {
// assert stride(Ac, 2) == 1
// assert stride(Bc, 2) == 1
// assert stride(C, 1) == 1
vint32m1_t C_reg_0;
vint32m1_t C_reg_1;
vint32m1_t C_reg_2;
vint32m1_t C_reg_3;
vint32m1_t C_reg_4;
vint32m1_t C_reg_5;
vint32m1_t C_reg_6;
vint32m1_t C_reg_7;
vint32m1_t C_reg_8;
vint32m1_t C_reg_9;
vint32m1_t C_reg_10;
vint32m1_t C_reg_11;
vint32m1_t C_reg_12;
vint32m1_t C_reg_13;
vint32m1_t C_reg_14;
vint32m1_t C_reg_15;
C_reg_0 = __riscv_vmv_v_x_i32m1(0, 4);
C_reg_1 = __riscv_vmv_v_x_i32m1(0, 4);
C_reg_2 = __riscv_vmv_v_x_i32m1(0, 4);
C_reg_3 = __riscv_vmv_v_x_i32m1(0, 4);
C_reg_4 = __riscv_vmv_v_x_i32m1(0, 4);
C_reg_5 = __riscv_vmv_v_x_i32m1(0, 4);
C_reg_6 = __riscv_vmv_v_x_i32m1(0, 4);
C_reg_7 = __riscv_vmv_v_x_i32m1(0, 4);
C_reg_8 = __riscv_vmv_v_x_i32m1(0, 4);
C_reg_9 = __riscv_vmv_v_x_i32m1(0, 4);
C_reg_10 = __riscv_vmv_v_x_i32m1(0, 4);
C_reg_11 = __riscv_vmv_v_x_i32m1(0, 4);
C_reg_12 = __riscv_vmv_v_x_i32m1(0, 4);
C_reg_13 = __riscv_vmv_v_x_i32m1(0, 4);
C_reg_14 = __riscv_vmv_v_x_i32m1(0, 4);
C_reg_15 = __riscv_vmv_v_x_i32m1(0, 4);
for (int_fast32_t k = 0; k < KG; k++) {
  vint8mf4x4_t B_reg_0;
  vint8mf4x4_t B_reg_1;
  B_reg_0 = __riscv_vlseg4e8_v_i8mf4x4(&Bc.data[(k) * (Bc.strides[0])], 4);
  B_reg_1 = __riscv_vlseg4e8_v_i8mf4x4(&Bc.data[(k) * (Bc.strides[0]) + (4) * (Bc.strides[1])], 4);
  C_reg_0 = __riscv_vwmacc_vx_i32m1(C_reg_0, (&Ac.data[(k) * (Ac.strides[0])])[0], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_0, 0), 4), 4); C_reg_0 = __riscv_vwmacc_vx_i32m1(C_reg_0, (&Ac.data[(k) * (Ac.strides[0])])[1], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_0, 1), 4), 4); C_reg_0 = __riscv_vwmacc_vx_i32m1(C_reg_0, (&Ac.data[(k) * (Ac.strides[0])])[2], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_0, 2), 4), 4); C_reg_0 = __riscv_vwmacc_vx_i32m1(C_reg_0, (&Ac.data[(k) * (Ac.strides[0])])[3], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_0, 3), 4), 4);
  C_reg_1 = __riscv_vwmacc_vx_i32m1(C_reg_1, (&Ac.data[(k) * (Ac.strides[0])])[0], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_1, 0), 4), 4); C_reg_1 = __riscv_vwmacc_vx_i32m1(C_reg_1, (&Ac.data[(k) * (Ac.strides[0])])[1], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_1, 1), 4), 4); C_reg_1 = __riscv_vwmacc_vx_i32m1(C_reg_1, (&Ac.data[(k) * (Ac.strides[0])])[2], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_1, 2), 4), 4); C_reg_1 = __riscv_vwmacc_vx_i32m1(C_reg_1, (&Ac.data[(k) * (Ac.strides[0])])[3], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_1, 3), 4), 4);
  C_reg_2 = __riscv_vwmacc_vx_i32m1(C_reg_2, (&Ac.data[(k) * (Ac.strides[0]) + Ac.strides[1]])[0], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_0, 0), 4), 4); C_reg_2 = __riscv_vwmacc_vx_i32m1(C_reg_2, (&Ac.data[(k) * (Ac.strides[0]) + Ac.strides[1]])[1], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_0, 1), 4), 4); C_reg_2 = __riscv_vwmacc_vx_i32m1(C_reg_2, (&Ac.data[(k) * (Ac.strides[0]) + Ac.strides[1]])[2], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_0, 2), 4), 4); C_reg_2 = __riscv_vwmacc_vx_i32m1(C_reg_2, (&Ac.data[(k) * (Ac.strides[0]) + Ac.strides[1]])[3], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_0, 3), 4), 4);
  C_reg_3 = __riscv_vwmacc_vx_i32m1(C_reg_3, (&Ac.data[(k) * (Ac.strides[0]) + Ac.strides[1]])[0], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_1, 0), 4), 4); C_reg_3 = __riscv_vwmacc_vx_i32m1(C_reg_3, (&Ac.data[(k) * (Ac.strides[0]) + Ac.strides[1]])[1], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_1, 1), 4), 4); C_reg_3 = __riscv_vwmacc_vx_i32m1(C_reg_3, (&Ac.data[(k) * (Ac.strides[0]) + Ac.strides[1]])[2], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_1, 2), 4), 4); C_reg_3 = __riscv_vwmacc_vx_i32m1(C_reg_3, (&Ac.data[(k) * (Ac.strides[0]) + Ac.strides[1]])[3], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_1, 3), 4), 4);
  C_reg_4 = __riscv_vwmacc_vx_i32m1(C_reg_4, (&Ac.data[(k) * (Ac.strides[0]) + (2) * (Ac.strides[1])])[0], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_0, 0), 4), 4); C_reg_4 = __riscv_vwmacc_vx_i32m1(C_reg_4, (&Ac.data[(k) * (Ac.strides[0]) + (2) * (Ac.strides[1])])[1], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_0, 1), 4), 4); C_reg_4 = __riscv_vwmacc_vx_i32m1(C_reg_4, (&Ac.data[(k) * (Ac.strides[0]) + (2) * (Ac.strides[1])])[2], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_0, 2), 4), 4); C_reg_4 = __riscv_vwmacc_vx_i32m1(C_reg_4, (&Ac.data[(k) * (Ac.strides[0]) + (2) * (Ac.strides[1])])[3], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_0, 3), 4), 4);
  C_reg_5 = __riscv_vwmacc_vx_i32m1(C_reg_5, (&Ac.data[(k) * (Ac.strides[0]) + (2) * (Ac.strides[1])])[0], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_1, 0), 4), 4); C_reg_5 = __riscv_vwmacc_vx_i32m1(C_reg_5, (&Ac.data[(k) * (Ac.strides[0]) + (2) * (Ac.strides[1])])[1], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_1, 1), 4), 4); C_reg_5 = __riscv_vwmacc_vx_i32m1(C_reg_5, (&Ac.data[(k) * (Ac.strides[0]) + (2) * (Ac.strides[1])])[2], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_1, 2), 4), 4); C_reg_5 = __riscv_vwmacc_vx_i32m1(C_reg_5, (&Ac.data[(k) * (Ac.strides[0]) + (2) * (Ac.strides[1])])[3], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_1, 3), 4), 4);
  C_reg_6 = __riscv_vwmacc_vx_i32m1(C_reg_6, (&Ac.data[(k) * (Ac.strides[0]) + (3) * (Ac.strides[1])])[0], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_0, 0), 4), 4); C_reg_6 = __riscv_vwmacc_vx_i32m1(C_reg_6, (&Ac.data[(k) * (Ac.strides[0]) + (3) * (Ac.strides[1])])[1], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_0, 1), 4), 4); C_reg_6 = __riscv_vwmacc_vx_i32m1(C_reg_6, (&Ac.data[(k) * (Ac.strides[0]) + (3) * (Ac.strides[1])])[2], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_0, 2), 4), 4); C_reg_6 = __riscv_vwmacc_vx_i32m1(C_reg_6, (&Ac.data[(k) * (Ac.strides[0]) + (3) * (Ac.strides[1])])[3], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_0, 3), 4), 4);
  C_reg_7 = __riscv_vwmacc_vx_i32m1(C_reg_7, (&Ac.data[(k) * (Ac.strides[0]) + (3) * (Ac.strides[1])])[0], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_1, 0), 4), 4); C_reg_7 = __riscv_vwmacc_vx_i32m1(C_reg_7, (&Ac.data[(k) * (Ac.strides[0]) + (3) * (Ac.strides[1])])[1], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_1, 1), 4), 4); C_reg_7 = __riscv_vwmacc_vx_i32m1(C_reg_7, (&Ac.data[(k) * (Ac.strides[0]) + (3) * (Ac.strides[1])])[2], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_1, 2), 4), 4); C_reg_7 = __riscv_vwmacc_vx_i32m1(C_reg_7, (&Ac.data[(k) * (Ac.strides[0]) + (3) * (Ac.strides[1])])[3], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_1, 3), 4), 4);
  C_reg_8 = __riscv_vwmacc_vx_i32m1(C_reg_8, (&Ac.data[(k) * (Ac.strides[0]) + (4) * (Ac.strides[1])])[0], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_0, 0), 4), 4); C_reg_8 = __riscv_vwmacc_vx_i32m1(C_reg_8, (&Ac.data[(k) * (Ac.strides[0]) + (4) * (Ac.strides[1])])[1], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_0, 1), 4), 4); C_reg_8 = __riscv_vwmacc_vx_i32m1(C_reg_8, (&Ac.data[(k) * (Ac.strides[0]) + (4) * (Ac.strides[1])])[2], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_0, 2), 4), 4); C_reg_8 = __riscv_vwmacc_vx_i32m1(C_reg_8, (&Ac.data[(k) * (Ac.strides[0]) + (4) * (Ac.strides[1])])[3], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_0, 3), 4), 4);
  C_reg_9 = __riscv_vwmacc_vx_i32m1(C_reg_9, (&Ac.data[(k) * (Ac.strides[0]) + (4) * (Ac.strides[1])])[0], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_1, 0), 4), 4); C_reg_9 = __riscv_vwmacc_vx_i32m1(C_reg_9, (&Ac.data[(k) * (Ac.strides[0]) + (4) * (Ac.strides[1])])[1], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_1, 1), 4), 4); C_reg_9 = __riscv_vwmacc_vx_i32m1(C_reg_9, (&Ac.data[(k) * (Ac.strides[0]) + (4) * (Ac.strides[1])])[2], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_1, 2), 4), 4); C_reg_9 = __riscv_vwmacc_vx_i32m1(C_reg_9, (&Ac.data[(k) * (Ac.strides[0]) + (4) * (Ac.strides[1])])[3], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_1, 3), 4), 4);
  C_reg_10 = __riscv_vwmacc_vx_i32m1(C_reg_10, (&Ac.data[(k) * (Ac.strides[0]) + (5) * (Ac.strides[1])])[0], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_0, 0), 4), 4); C_reg_10 = __riscv_vwmacc_vx_i32m1(C_reg_10, (&Ac.data[(k) * (Ac.strides[0]) + (5) * (Ac.strides[1])])[1], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_0, 1), 4), 4); C_reg_10 = __riscv_vwmacc_vx_i32m1(C_reg_10, (&Ac.data[(k) * (Ac.strides[0]) + (5) * (Ac.strides[1])])[2], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_0, 2), 4), 4); C_reg_10 = __riscv_vwmacc_vx_i32m1(C_reg_10, (&Ac.data[(k) * (Ac.strides[0]) + (5) * (Ac.strides[1])])[3], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_0, 3), 4), 4);
  C_reg_11 = __riscv_vwmacc_vx_i32m1(C_reg_11, (&Ac.data[(k) * (Ac.strides[0]) + (5) * (Ac.strides[1])])[0], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_1, 0), 4), 4); C_reg_11 = __riscv_vwmacc_vx_i32m1(C_reg_11, (&Ac.data[(k) * (Ac.strides[0]) + (5) * (Ac.strides[1])])[1], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_1, 1), 4), 4); C_reg_11 = __riscv_vwmacc_vx_i32m1(C_reg_11, (&Ac.data[(k) * (Ac.strides[0]) + (5) * (Ac.strides[1])])[2], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_1, 2), 4), 4); C_reg_11 = __riscv_vwmacc_vx_i32m1(C_reg_11, (&Ac.data[(k) * (Ac.strides[0]) + (5) * (Ac.strides[1])])[3], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_1, 3), 4), 4);
  C_reg_12 = __riscv_vwmacc_vx_i32m1(C_reg_12, (&Ac.data[(k) * (Ac.strides[0]) + (6) * (Ac.strides[1])])[0], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_0, 0), 4), 4); C_reg_12 = __riscv_vwmacc_vx_i32m1(C_reg_12, (&Ac.data[(k) * (Ac.strides[0]) + (6) * (Ac.strides[1])])[1], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_0, 1), 4), 4); C_reg_12 = __riscv_vwmacc_vx_i32m1(C_reg_12, (&Ac.data[(k) * (Ac.strides[0]) + (6) * (Ac.strides[1])])[2], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_0, 2), 4), 4); C_reg_12 = __riscv_vwmacc_vx_i32m1(C_reg_12, (&Ac.data[(k) * (Ac.strides[0]) + (6) * (Ac.strides[1])])[3], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_0, 3), 4), 4);
  C_reg_13 = __riscv_vwmacc_vx_i32m1(C_reg_13, (&Ac.data[(k) * (Ac.strides[0]) + (6) * (Ac.strides[1])])[0], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_1, 0), 4), 4); C_reg_13 = __riscv_vwmacc_vx_i32m1(C_reg_13, (&Ac.data[(k) * (Ac.strides[0]) + (6) * (Ac.strides[1])])[1], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_1, 1), 4), 4); C_reg_13 = __riscv_vwmacc_vx_i32m1(C_reg_13, (&Ac.data[(k) * (Ac.strides[0]) + (6) * (Ac.strides[1])])[2], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_1, 2), 4), 4); C_reg_13 = __riscv_vwmacc_vx_i32m1(C_reg_13, (&Ac.data[(k) * (Ac.strides[0]) + (6) * (Ac.strides[1])])[3], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_1, 3), 4), 4);
  C_reg_14 = __riscv_vwmacc_vx_i32m1(C_reg_14, (&Ac.data[(k) * (Ac.strides[0]) + (7) * (Ac.strides[1])])[0], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_0, 0), 4), 4); C_reg_14 = __riscv_vwmacc_vx_i32m1(C_reg_14, (&Ac.data[(k) * (Ac.strides[0]) + (7) * (Ac.strides[1])])[1], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_0, 1), 4), 4); C_reg_14 = __riscv_vwmacc_vx_i32m1(C_reg_14, (&Ac.data[(k) * (Ac.strides[0]) + (7) * (Ac.strides[1])])[2], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_0, 2), 4), 4); C_reg_14 = __riscv_vwmacc_vx_i32m1(C_reg_14, (&Ac.data[(k) * (Ac.strides[0]) + (7) * (Ac.strides[1])])[3], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_0, 3), 4), 4);
  C_reg_15 = __riscv_vwmacc_vx_i32m1(C_reg_15, (&Ac.data[(k) * (Ac.strides[0]) + (7) * (Ac.strides[1])])[0], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_1, 0), 4), 4); C_reg_15 = __riscv_vwmacc_vx_i32m1(C_reg_15, (&Ac.data[(k) * (Ac.strides[0]) + (7) * (Ac.strides[1])])[1], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_1, 1), 4), 4); C_reg_15 = __riscv_vwmacc_vx_i32m1(C_reg_15, (&Ac.data[(k) * (Ac.strides[0]) + (7) * (Ac.strides[1])])[2], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_1, 2), 4), 4); C_reg_15 = __riscv_vwmacc_vx_i32m1(C_reg_15, (&Ac.data[(k) * (Ac.strides[0]) + (7) * (Ac.strides[1])])[3], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4(B_reg_1, 3), 4), 4);
}
__riscv_vse32_v_i32m1(&C.data[0], C_reg_0, 4);
__riscv_vse32_v_i32m1(&C.data[4], C_reg_1, 4);
__riscv_vse32_v_i32m1(&C.data[C.strides[0]], C_reg_2, 4);
__riscv_vse32_v_i32m1(&C.data[C.strides[0] + 4], C_reg_3, 4);
__riscv_vse32_v_i32m1(&C.data[(2) * (C.strides[0])], C_reg_4, 4);
__riscv_vse32_v_i32m1(&C.data[(2) * (C.strides[0]) + 4], C_reg_5, 4);
__riscv_vse32_v_i32m1(&C.data[(3) * (C.strides[0])], C_reg_6, 4);
__riscv_vse32_v_i32m1(&C.data[(3) * (C.strides[0]) + 4], C_reg_7, 4);
__riscv_vse32_v_i32m1(&C.data[(4) * (C.strides[0])], C_reg_8, 4);
__riscv_vse32_v_i32m1(&C.data[(4) * (C.strides[0]) + 4], C_reg_9, 4);
__riscv_vse32_v_i32m1(&C.data[(5) * (C.strides[0])], C_reg_10, 4);
__riscv_vse32_v_i32m1(&C.data[(5) * (C.strides[0]) + 4], C_reg_11, 4);
__riscv_vse32_v_i32m1(&C.data[(6) * (C.strides[0])], C_reg_12, 4);
__riscv_vse32_v_i32m1(&C.data[(6) * (C.strides[0]) + 4], C_reg_13, 4);
__riscv_vse32_v_i32m1(&C.data[(7) * (C.strides[0])], C_reg_14, 4);
__riscv_vse32_v_i32m1(&C.data[(7) * (C.strides[0]) + 4], C_reg_15, 4);
}


/* relying on the following instruction..."
rvv_v128_l1_s8s8s32_b_load(dst,src)
{dst_data} = __riscv_vlseg4e8_v_i8mf4x4(&{src_data}, 4);
*/

/* relying on the following instruction..."
rvv_v128_l1_s8s8s32_load(dst,src)
{dst_data} = __riscv_vle32_v_i32m1(&{src_data}, 4);
*/

/* relying on the following instruction..."
rvv_v128_l1_s8s8s32_mac(dst,a,b)
{dst_data} = __riscv_vwmacc_vx_i32m1({dst_data}, (&{a_data})[0], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4({b_data}, 0), 4), 4); {dst_data} = __riscv_vwmacc_vx_i32m1({dst_data}, (&{a_data})[1], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4({b_data}, 1), 4), 4); {dst_data} = __riscv_vwmacc_vx_i32m1({dst_data}, (&{a_data})[2], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4({b_data}, 2), 4), 4); {dst_data} = __riscv_vwmacc_vx_i32m1({dst_data}, (&{a_data})[3], __riscv_vsext_vf2_i16mf2(__riscv_vget_v_i8mf4x4_i8mf4({b_data}, 3), 4), 4);
*/

/* relying on the following instruction..."
rvv_v128_l1_s8s8s32_store(dst,src)
__riscv_vse32_v_i32m1(&{dst_data}, {src_data}, 4);
*/

/* relying on the following instruction..."
rvv_v128_l1_s8s8s32_zero(dst)
{dst_data} = __riscv_vmv_v_x_i32m1(0, 4);
*/

// C[0:mr, 0:nr] += A B, A from packed Ac; C row stride ldc.
void gemm_s8s8s32_rvv_v128_l1_8x8_ldc(int_fast32_t kg, const int8_t *Ac, const int8_t *Bc, int32_t *C, int_fast32_t ldc) {
    struct exo_win_3i8c a = { Ac, { 32, 4, 1 } };
    struct exo_win_3i8c b = { Bc, { 32, 4, 1 } };
    struct exo_win_2i32 tile = { C, { ldc, 1 } };
    gemm_s8s8s32_rvv_v128_l1_8x8(NULL, kg, a, b, tile);
}

// C[0:mr, 0:nr] += A B, A from A's mr rows in place (row i's k-group q at A[i*lda + q*G]); C row stride ldc.
void gemm_s8s8s32_rvv_v128_l1_8x8_rows(int_fast32_t kg, const int8_t *A, int_fast32_t lda, const int8_t *Bc, int32_t *C, int_fast32_t ldc) {
    struct exo_win_3i8c a = { A, { 4, lda, 1 } };
    struct exo_win_3i8c b = { Bc, { 32, 4, 1 } };
    struct exo_win_2i32 tile = { C, { ldc, 1 } };
    gemm_s8s8s32_rvv_v128_l1_8x8(NULL, kg, a, b, tile);
}

// C[0:mr, 0:nr] = A B, A from packed Ac; C row stride ldc.
void gemm_s8s8s32_rvv_v128_l1_8x8_overwrite_ldc(int_fast32_t kg, const int8_t *Ac, const int8_t *Bc, int32_t *C, int_fast32_t ldc) {
    struct exo_win_3i8c a = { Ac, { 32, 4, 1 } };
    struct exo_win_3i8c b = { Bc, { 32, 4, 1 } };
    struct exo_win_2i32 tile = { C, { ldc, 1 } };
    gemm_s8s8s32_rvv_v128_l1_8x8_overwrite(NULL, kg, a, b, tile);
}

// C[0:mr, 0:nr] = A B, A from A's mr rows in place (row i's k-group q at A[i*lda + q*G]); C row stride ldc.
void gemm_s8s8s32_rvv_v128_l1_8x8_overwrite_rows(int_fast32_t kg, const int8_t *A, int_fast32_t lda, const int8_t *Bc, int32_t *C, int_fast32_t ldc) {
    struct exo_win_3i8c a = { A, { 4, lda, 1 } };
    struct exo_win_3i8c b = { Bc, { 32, 4, 1 } };
    struct exo_win_2i32 tile = { C, { ldc, 1 } };
    gemm_s8s8s32_rvv_v128_l1_8x8_overwrite(NULL, kg, a, b, tile);
}
