#include "sgemm_rvv_v128_l2_4x24.h"

#include <stdio.h>
#include <stdlib.h>

#include <riscv_vector.h>

/* relying on the following instruction..."
rvv_v128_l2_f32_mac(dst,a,b)
{dst_data} = __riscv_vfmacc_vf_f32m2({dst_data}, {a_data}, {b_data}, 8);
*/

/* relying on the following instruction..."
rvv_v128_l2_load(dst,src)
{dst_data} = __riscv_vle32_v_f32m2(&{src_data}, 8);
*/

/* relying on the following instruction..."
rvv_v128_l2_store(dst,src)
__riscv_vse32_v_f32m2(&{dst_data}, {src_data}, 8);
*/
// sgemm_rvv_v128_l2_4x24(
//     KC : size,
//     Ac : f32[KC, 4] @DRAM,
//     Bc : f32[KC, 24] @DRAM,
//     C : [f32][4, 24] @DRAM
// )
void sgemm_rvv_v128_l2_4x24( void *ctxt, int_fast32_t KC, const float* Ac, const float* Bc, struct exo_win_2f32 C ) {
// assert stride(C, 1) == 1
vfloat32m2_t C_reg_0;
vfloat32m2_t C_reg_1;
vfloat32m2_t C_reg_2;
vfloat32m2_t C_reg_3;
vfloat32m2_t C_reg_4;
vfloat32m2_t C_reg_5;
vfloat32m2_t C_reg_6;
vfloat32m2_t C_reg_7;
vfloat32m2_t C_reg_8;
vfloat32m2_t C_reg_9;
vfloat32m2_t C_reg_10;
vfloat32m2_t C_reg_11;
C_reg_0 = __riscv_vle32_v_f32m2(&C.data[0], 8);
C_reg_1 = __riscv_vle32_v_f32m2(&C.data[8], 8);
C_reg_2 = __riscv_vle32_v_f32m2(&C.data[16], 8);
C_reg_3 = __riscv_vle32_v_f32m2(&C.data[C.strides[0]], 8);
C_reg_4 = __riscv_vle32_v_f32m2(&C.data[C.strides[0] + 8], 8);
C_reg_5 = __riscv_vle32_v_f32m2(&C.data[C.strides[0] + 16], 8);
C_reg_6 = __riscv_vle32_v_f32m2(&C.data[(2) * (C.strides[0])], 8);
C_reg_7 = __riscv_vle32_v_f32m2(&C.data[(2) * (C.strides[0]) + 8], 8);
C_reg_8 = __riscv_vle32_v_f32m2(&C.data[(2) * (C.strides[0]) + 16], 8);
C_reg_9 = __riscv_vle32_v_f32m2(&C.data[(3) * (C.strides[0])], 8);
C_reg_10 = __riscv_vle32_v_f32m2(&C.data[(3) * (C.strides[0]) + 8], 8);
C_reg_11 = __riscv_vle32_v_f32m2(&C.data[(3) * (C.strides[0]) + 16], 8);
for (int_fast32_t k = 0; k < KC; k++) {
  vfloat32m2_t B_reg_0;
  vfloat32m2_t B_reg_1;
  vfloat32m2_t B_reg_2;
  B_reg_0 = __riscv_vle32_v_f32m2(&Bc[(k) * (24)], 8);
  B_reg_1 = __riscv_vle32_v_f32m2(&Bc[(k) * (24) + 8], 8);
  B_reg_2 = __riscv_vle32_v_f32m2(&Bc[(k) * (24) + 16], 8);
  C_reg_0 = __riscv_vfmacc_vf_f32m2(C_reg_0, Ac[(k) * 4], B_reg_0, 8);
  C_reg_1 = __riscv_vfmacc_vf_f32m2(C_reg_1, Ac[(k) * 4], B_reg_1, 8);
  C_reg_2 = __riscv_vfmacc_vf_f32m2(C_reg_2, Ac[(k) * 4], B_reg_2, 8);
  C_reg_3 = __riscv_vfmacc_vf_f32m2(C_reg_3, Ac[(k) * 4 + 1], B_reg_0, 8);
  C_reg_4 = __riscv_vfmacc_vf_f32m2(C_reg_4, Ac[(k) * 4 + 1], B_reg_1, 8);
  C_reg_5 = __riscv_vfmacc_vf_f32m2(C_reg_5, Ac[(k) * 4 + 1], B_reg_2, 8);
  C_reg_6 = __riscv_vfmacc_vf_f32m2(C_reg_6, Ac[(k) * 4 + 2], B_reg_0, 8);
  C_reg_7 = __riscv_vfmacc_vf_f32m2(C_reg_7, Ac[(k) * 4 + 2], B_reg_1, 8);
  C_reg_8 = __riscv_vfmacc_vf_f32m2(C_reg_8, Ac[(k) * 4 + 2], B_reg_2, 8);
  C_reg_9 = __riscv_vfmacc_vf_f32m2(C_reg_9, Ac[(k) * 4 + 3], B_reg_0, 8);
  C_reg_10 = __riscv_vfmacc_vf_f32m2(C_reg_10, Ac[(k) * 4 + 3], B_reg_1, 8);
  C_reg_11 = __riscv_vfmacc_vf_f32m2(C_reg_11, Ac[(k) * 4 + 3], B_reg_2, 8);
}
__riscv_vse32_v_f32m2(&C.data[0], C_reg_0, 8);
__riscv_vse32_v_f32m2(&C.data[8], C_reg_1, 8);
__riscv_vse32_v_f32m2(&C.data[16], C_reg_2, 8);
__riscv_vse32_v_f32m2(&C.data[C.strides[0]], C_reg_3, 8);
__riscv_vse32_v_f32m2(&C.data[C.strides[0] + 8], C_reg_4, 8);
__riscv_vse32_v_f32m2(&C.data[C.strides[0] + 16], C_reg_5, 8);
__riscv_vse32_v_f32m2(&C.data[(2) * (C.strides[0])], C_reg_6, 8);
__riscv_vse32_v_f32m2(&C.data[(2) * (C.strides[0]) + 8], C_reg_7, 8);
__riscv_vse32_v_f32m2(&C.data[(2) * (C.strides[0]) + 16], C_reg_8, 8);
__riscv_vse32_v_f32m2(&C.data[(3) * (C.strides[0])], C_reg_9, 8);
__riscv_vse32_v_f32m2(&C.data[(3) * (C.strides[0]) + 8], C_reg_10, 8);
__riscv_vse32_v_f32m2(&C.data[(3) * (C.strides[0]) + 16], C_reg_11, 8);
}


// Plain-pointer entry: C is an mr x nr tile of a row-major matrix with row stride ldc.
void sgemm_rvv_v128_l2_4x24_ldc(int_fast32_t kc, const float *Ac, const float *Bc, float *C, int_fast32_t ldc) {
    struct exo_win_2f32 tile = { C, { ldc, 1 } };
    sgemm_rvv_v128_l2_4x24(NULL, kc, Ac, Bc, tile);
}
