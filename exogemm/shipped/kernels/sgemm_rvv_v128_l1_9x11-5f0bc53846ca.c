#include "sgemm_rvv_v128_l1_9x11.h"

#include <stdio.h>
#include <stdlib.h>

#include <riscv_vector.h>

/* relying on the following instruction..."
rvv_v128_l1_f32_mac(dst,a,b)
{dst_data} = __riscv_vfmacc_vf_f32m1({dst_data}, {a_data}, {b_data}, 4);
*/

/* relying on the following instruction..."
rvv_v128_l1_f32_mac_tail(N,dst,a,b)
{dst_data} = __riscv_vfmacc_vf_f32m1_tu({dst_data}, {a_data}, {b_data}, {N});
*/

/* relying on the following instruction..."
rvv_v128_l1_load(dst,src)
{dst_data} = __riscv_vle32_v_f32m1(&{src_data}, 4);
*/

/* relying on the following instruction..."
rvv_v128_l1_load_tail(N,dst,src)
{dst_data} = __riscv_vle32_v_f32m1(&{src_data}, {N});
*/

/* relying on the following instruction..."
rvv_v128_l1_store(dst,src)
__riscv_vse32_v_f32m1(&{dst_data}, {src_data}, 4);
*/

/* relying on the following instruction..."
rvv_v128_l1_store_tail(N,dst,src)
__riscv_vse32_v_f32m1(&{dst_data}, {src_data}, {N});
*/
// sgemm_rvv_v128_l1_9x11(
//     KC : size,
//     Ac : f32[KC, 9] @DRAM,
//     Bc : f32[KC, 11] @DRAM,
//     C : [f32][9, 11] @DRAM
// )
void sgemm_rvv_v128_l1_9x11( void *ctxt, int_fast32_t KC, const float* Ac, const float* Bc, struct exo_win_2f32 C ) {
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
C_reg_0 = __riscv_vle32_v_f32m1(&C.data[0], 4);
C_reg_1 = __riscv_vle32_v_f32m1(&C.data[4], 4);
C_reg_2 = __riscv_vle32_v_f32m1(&C.data[8], (3));
C_reg_3 = __riscv_vle32_v_f32m1(&C.data[C.strides[0]], 4);
C_reg_4 = __riscv_vle32_v_f32m1(&C.data[C.strides[0] + 4], 4);
C_reg_5 = __riscv_vle32_v_f32m1(&C.data[C.strides[0] + 8], (3));
C_reg_6 = __riscv_vle32_v_f32m1(&C.data[(2) * (C.strides[0])], 4);
C_reg_7 = __riscv_vle32_v_f32m1(&C.data[(2) * (C.strides[0]) + 4], 4);
C_reg_8 = __riscv_vle32_v_f32m1(&C.data[(2) * (C.strides[0]) + 8], (3));
C_reg_9 = __riscv_vle32_v_f32m1(&C.data[(3) * (C.strides[0])], 4);
C_reg_10 = __riscv_vle32_v_f32m1(&C.data[(3) * (C.strides[0]) + 4], 4);
C_reg_11 = __riscv_vle32_v_f32m1(&C.data[(3) * (C.strides[0]) + 8], (3));
C_reg_12 = __riscv_vle32_v_f32m1(&C.data[(4) * (C.strides[0])], 4);
C_reg_13 = __riscv_vle32_v_f32m1(&C.data[(4) * (C.strides[0]) + 4], 4);
C_reg_14 = __riscv_vle32_v_f32m1(&C.data[(4) * (C.strides[0]) + 8], (3));
C_reg_15 = __riscv_vle32_v_f32m1(&C.data[(5) * (C.strides[0])], 4);
C_reg_16 = __riscv_vle32_v_f32m1(&C.data[(5) * (C.strides[0]) + 4], 4);
C_reg_17 = __riscv_vle32_v_f32m1(&C.data[(5) * (C.strides[0]) + 8], (3));
C_reg_18 = __riscv_vle32_v_f32m1(&C.data[(6) * (C.strides[0])], 4);
C_reg_19 = __riscv_vle32_v_f32m1(&C.data[(6) * (C.strides[0]) + 4], 4);
C_reg_20 = __riscv_vle32_v_f32m1(&C.data[(6) * (C.strides[0]) + 8], (3));
C_reg_21 = __riscv_vle32_v_f32m1(&C.data[(7) * (C.strides[0])], 4);
C_reg_22 = __riscv_vle32_v_f32m1(&C.data[(7) * (C.strides[0]) + 4], 4);
C_reg_23 = __riscv_vle32_v_f32m1(&C.data[(7) * (C.strides[0]) + 8], (3));
C_reg_24 = __riscv_vle32_v_f32m1(&C.data[(8) * (C.strides[0])], 4);
C_reg_25 = __riscv_vle32_v_f32m1(&C.data[(8) * (C.strides[0]) + 4], 4);
C_reg_26 = __riscv_vle32_v_f32m1(&C.data[(8) * (C.strides[0]) + 8], (3));
for (int_fast32_t k = 0; k < KC; k++) {
  vfloat32m1_t B_reg_0;
  vfloat32m1_t B_reg_1;
  vfloat32m1_t B_reg_2;
  B_reg_0 = __riscv_vle32_v_f32m1(&Bc[(k) * (11)], 4);
  B_reg_1 = __riscv_vle32_v_f32m1(&Bc[(k) * (11) + 4], 4);
  B_reg_2 = __riscv_vle32_v_f32m1(&Bc[(k) * (11) + 8], (3));
  C_reg_0 = __riscv_vfmacc_vf_f32m1(C_reg_0, Ac[(k) * 9], B_reg_0, 4);
  C_reg_1 = __riscv_vfmacc_vf_f32m1(C_reg_1, Ac[(k) * 9], B_reg_1, 4);
  C_reg_2 = __riscv_vfmacc_vf_f32m1_tu(C_reg_2, Ac[(k) * 9], B_reg_2, (3));
  C_reg_3 = __riscv_vfmacc_vf_f32m1(C_reg_3, Ac[(k) * 9 + 1], B_reg_0, 4);
  C_reg_4 = __riscv_vfmacc_vf_f32m1(C_reg_4, Ac[(k) * 9 + 1], B_reg_1, 4);
  C_reg_5 = __riscv_vfmacc_vf_f32m1_tu(C_reg_5, Ac[(k) * 9 + 1], B_reg_2, (3));
  C_reg_6 = __riscv_vfmacc_vf_f32m1(C_reg_6, Ac[(k) * 9 + 2], B_reg_0, 4);
  C_reg_7 = __riscv_vfmacc_vf_f32m1(C_reg_7, Ac[(k) * 9 + 2], B_reg_1, 4);
  C_reg_8 = __riscv_vfmacc_vf_f32m1_tu(C_reg_8, Ac[(k) * 9 + 2], B_reg_2, (3));
  C_reg_9 = __riscv_vfmacc_vf_f32m1(C_reg_9, Ac[(k) * 9 + 3], B_reg_0, 4);
  C_reg_10 = __riscv_vfmacc_vf_f32m1(C_reg_10, Ac[(k) * 9 + 3], B_reg_1, 4);
  C_reg_11 = __riscv_vfmacc_vf_f32m1_tu(C_reg_11, Ac[(k) * 9 + 3], B_reg_2, (3));
  C_reg_12 = __riscv_vfmacc_vf_f32m1(C_reg_12, Ac[(k) * 9 + 4], B_reg_0, 4);
  C_reg_13 = __riscv_vfmacc_vf_f32m1(C_reg_13, Ac[(k) * 9 + 4], B_reg_1, 4);
  C_reg_14 = __riscv_vfmacc_vf_f32m1_tu(C_reg_14, Ac[(k) * 9 + 4], B_reg_2, (3));
  C_reg_15 = __riscv_vfmacc_vf_f32m1(C_reg_15, Ac[(k) * 9 + 5], B_reg_0, 4);
  C_reg_16 = __riscv_vfmacc_vf_f32m1(C_reg_16, Ac[(k) * 9 + 5], B_reg_1, 4);
  C_reg_17 = __riscv_vfmacc_vf_f32m1_tu(C_reg_17, Ac[(k) * 9 + 5], B_reg_2, (3));
  C_reg_18 = __riscv_vfmacc_vf_f32m1(C_reg_18, Ac[(k) * 9 + 6], B_reg_0, 4);
  C_reg_19 = __riscv_vfmacc_vf_f32m1(C_reg_19, Ac[(k) * 9 + 6], B_reg_1, 4);
  C_reg_20 = __riscv_vfmacc_vf_f32m1_tu(C_reg_20, Ac[(k) * 9 + 6], B_reg_2, (3));
  C_reg_21 = __riscv_vfmacc_vf_f32m1(C_reg_21, Ac[(k) * 9 + 7], B_reg_0, 4);
  C_reg_22 = __riscv_vfmacc_vf_f32m1(C_reg_22, Ac[(k) * 9 + 7], B_reg_1, 4);
  C_reg_23 = __riscv_vfmacc_vf_f32m1_tu(C_reg_23, Ac[(k) * 9 + 7], B_reg_2, (3));
  C_reg_24 = __riscv_vfmacc_vf_f32m1(C_reg_24, Ac[(k) * 9 + 8], B_reg_0, 4);
  C_reg_25 = __riscv_vfmacc_vf_f32m1(C_reg_25, Ac[(k) * 9 + 8], B_reg_1, 4);
  C_reg_26 = __riscv_vfmacc_vf_f32m1_tu(C_reg_26, Ac[(k) * 9 + 8], B_reg_2, (3));
}
__riscv_vse32_v_f32m1(&C.data[0], C_reg_0, 4);
__riscv_vse32_v_f32m1(&C.data[4], C_reg_1, 4);
__riscv_vse32_v_f32m1(&C.data[8], C_reg_2, (3));
__riscv_vse32_v_f32m1(&C.data[C.strides[0]], C_reg_3, 4);
__riscv_vse32_v_f32m1(&C.data[C.strides[0] + 4], C_reg_4, 4);
__riscv_vse32_v_f32m1(&C.data[C.strides[0] + 8], C_reg_5, (3));
__riscv_vse32_v_f32m1(&C.data[(2) * (C.strides[0])], C_reg_6, 4);
__riscv_vse32_v_f32m1(&C.data[(2) * (C.strides[0]) + 4], C_reg_7, 4);
__riscv_vse32_v_f32m1(&C.data[(2) * (C.strides[0]) + 8], C_reg_8, (3));
__riscv_vse32_v_f32m1(&C.data[(3) * (C.strides[0])], C_reg_9, 4);
__riscv_vse32_v_f32m1(&C.data[(3) * (C.strides[0]) + 4], C_reg_10, 4);
__riscv_vse32_v_f32m1(&C.data[(3) * (C.strides[0]) + 8], C_reg_11, (3));
__riscv_vse32_v_f32m1(&C.data[(4) * (C.strides[0])], C_reg_12, 4);
__riscv_vse32_v_f32m1(&C.data[(4) * (C.strides[0]) + 4], C_reg_13, 4);
__riscv_vse32_v_f32m1(&C.data[(4) * (C.strides[0]) + 8], C_reg_14, (3));
__riscv_vse32_v_f32m1(&C.data[(5) * (C.strides[0])], C_reg_15, 4);
__riscv_vse32_v_f32m1(&C.data[(5) * (C.strides[0]) + 4], C_reg_16, 4);
__riscv_vse32_v_f32m1(&C.data[(5) * (C.strides[0]) + 8], C_reg_17, (3));
__riscv_vse32_v_f32m1(&C.data[(6) * (C.strides[0])], C_reg_18, 4);
__riscv_vse32_v_f32m1(&C.data[(6) * (C.strides[0]) + 4], C_reg_19, 4);
__riscv_vse32_v_f32m1(&C.data[(6) * (C.strides[0]) + 8], C_reg_20, (3));
__riscv_vse32_v_f32m1(&C.data[(7) * (C.strides[0])], C_reg_21, 4);
__riscv_vse32_v_f32m1(&C.data[(7) * (C.strides[0]) + 4], C_reg_22, 4);
__riscv_vse32_v_f32m1(&C.data[(7) * (C.strides[0]) + 8], C_reg_23, (3));
__riscv_vse32_v_f32m1(&C.data[(8) * (C.strides[0])], C_reg_24, 4);
__riscv_vse32_v_f32m1(&C.data[(8) * (C.strides[0]) + 4], C_reg_25, 4);
__riscv_vse32_v_f32m1(&C.data[(8) * (C.strides[0]) + 8], C_reg_26, (3));
}


// Plain-pointer entry: C is an mr x nr tile of a row-major matrix with row stride ldc.
void sgemm_rvv_v128_l1_9x11_ldc(int_fast32_t kc, const float *Ac, const float *Bc, float *C, int_fast32_t ldc) {
    struct exo_win_2f32 tile = { C, { ldc, 1 } };
    sgemm_rvv_v128_l1_9x11(NULL, kc, Ac, Bc, tile);
}
