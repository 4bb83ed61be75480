#include "sgemm_rvv_v256_l2_4x35.h"

#include <stdio.h>
#include <stdlib.h>

#include <riscv_vector.h>

/* relying on the following instruction..."
rvv_v256_l2_f32_mac(dst,a,b)
{dst_data} = __riscv_vfmacc_vf_f32m2({dst_data}, {a_data}, {b_data}, 16);
*/

/* relying on the following instruction..."
rvv_v256_l2_f32_mac_tail(N,dst,a,b)
{dst_data} = __riscv_vfmacc_vf_f32m2_tu({dst_data}, {a_data}, {b_data}, {N});
*/

/* relying on the following instruction..."
rvv_v256_l2_load(dst,src)
{dst_data} = __riscv_vle32_v_f32m2(&{src_data}, 16);
*/

/* relying on the following instruction..."
rvv_v256_l2_load_tail(N,dst,src)
{dst_data} = __riscv_vle32_v_f32m2(&{src_data}, {N});
*/

/* relying on the following instruction..."
rvv_v256_l2_store(dst,src)
__riscv_vse32_v_f32m2(&{dst_data}, {src_data}, 16);
*/

/* relying on the following instruction..."
rvv_v256_l2_store_tail(N,dst,src)
__riscv_vse32_v_f32m2(&{dst_data}, {src_data}, {N});
*/
// sgemm_rvv_v256_l2_4x35(
//     KC : size,
//     Ac : f32[KC, 4] @DRAM,
//     Bc : f32[KC, 35] @DRAM,
//     C : [f32][4, 35] @DRAM
// )
void sgemm_rvv_v256_l2_4x35( void *ctxt, int_fast32_t KC, const float* Ac, const float* Bc, struct exo_win_2f32 C ) {
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
C_reg_0 = __riscv_vle32_v_f32m2(&C.data[0], 16);
C_reg_1 = __riscv_vle32_v_f32m2(&C.data[16], 16);
C_reg_2 = __riscv_vle32_v_f32m2(&C.data[32], (3));
C_reg_3 = __riscv_vle32_v_f32m2(&C.data[C.strides[0]], 16);
C_reg_4 = __riscv_vle32_v_f32m2(&C.data[C.strides[0] + 16], 16);
C_reg_5 = __riscv_vle32_v_f32m2(&C.data[C.strides[0] + 32], (3));
C_reg_6 = __riscv_vle32_v_f32m2(&C.data[(2) * (C.strides[0])], 16);
C_reg_7 = __riscv_vle32_v_f32m2(&C.data[(2) * (C.strides[0]) + 16], 16);
C_reg_8 = __riscv_vle32_v_f32m2(&C.data[(2) * (C.strides[0]) + 32], (3));
C_reg_9 = __riscv_vle32_v_f32m2(&C.data[(3) * (C.strides[0])], 16);
C_reg_10 = __riscv_vle32_v_f32m2(&C.data[(3) * (C.strides[0]) + 16], 16);
C_reg_11 = __riscv_vle32_v_f32m2(&C.data[(3) * (C.strides[0]) + 32], (3));
for (int_fast32_t k = 0; k < KC; k++) {
  vfloat32m2_t B_reg_0;
  vfloat32m2_t B_reg_1;
  vfloat32m2_t B_reg_2;
  B_reg_0 = __riscv_vle32_v_f32m2(&Bc[(k) * (35)], 16);
  B_reg_1 = __riscv_vle32_v_f32m2(&Bc[(k) * (35) + 16], 16);
  B_reg_2 = __riscv_vle32_v_f32m2(&Bc[(k) * (35) + 32], (3));
  C_reg_0 = __riscv_vfmacc_vf_f32m2(C_reg_0, Ac[(k) * 4], B_reg_0, 16);
  C_reg_1 = __riscv_vfmacc_vf_f32m2(C_reg_1, Ac[(k) * 4], B_reg_1, 16);
  C_reg_2 = __riscv_vfmacc_vf_f32m2_tu(C_reg_2, Ac[(k) * 4], B_reg_2, (3));
  C_reg_3 = __riscv_vfmacc_vf_f32m2(C_reg_3, Ac[(k) * 4 + 1], B_reg_0, 16);
  C_reg_4 = __riscv_vfmacc_vf_f32m2(C_reg_4, Ac[(k) * 4 + 1], B_reg_1, 16);
  C_reg_5 = __riscv_vfmacc_vf_f32m2_tu(C_reg_5, Ac[(k) * 4 + 1], B_reg_2, (3));
  C_reg_6 = __riscv_vfmacc_vf_f32m2(C_reg_6, Ac[(k) * 4 + 2], B_reg_0, 16);
  C_reg_7 = __riscv_vfmacc_vf_f32m2(C_reg_7, Ac[(k) * 4 + 2], B_reg_1, 16);
  C_reg_8 = __riscv_vfmacc_vf_f32m2_tu(C_reg_8, Ac[(k) * 4 + 2], B_reg_2, (3));
  C_reg_9 = __riscv_vfmacc_vf_f32m2(C_reg_9, Ac[(k) * 4 + 3], B_reg_0, 16);
  C_reg_10 = __riscv_vfmacc_vf_f32m2(C_reg_10, Ac[(k) * 4 + 3], B_reg_1, 16);
  C_reg_11 = __riscv_vfmacc_vf_f32m2_tu(C_reg_11, Ac[(k) * 4 + 3], B_reg_2, (3));
}
__riscv_vse32_v_f32m2(&C.data[0], C_reg_0, 16);
__riscv_vse32_v_f32m2(&C.data[16], C_reg_1, 16);
__riscv_vse32_v_f32m2(&C.data[32], C_reg_2, (3));
__riscv_vse32_v_f32m2(&C.data[C.strides[0]], C_reg_3, 16);
__riscv_vse32_v_f32m2(&C.data[C.strides[0] + 16], C_reg_4, 16);
__riscv_vse32_v_f32m2(&C.data[C.strides[0] + 32], C_reg_5, (3));
__riscv_vse32_v_f32m2(&C.data[(2) * (C.strides[0])], C_reg_6, 16);
__riscv_vse32_v_f32m2(&C.data[(2) * (C.strides[0]) + 16], C_reg_7, 16);
__riscv_vse32_v_f32m2(&C.data[(2) * (C.strides[0]) + 32], C_reg_8, (3));
__riscv_vse32_v_f32m2(&C.data[(3) * (C.strides[0])], C_reg_9, 16);
__riscv_vse32_v_f32m2(&C.data[(3) * (C.strides[0]) + 16], C_reg_10, 16);
__riscv_vse32_v_f32m2(&C.data[(3) * (C.strides[0]) + 32], C_reg_11, (3));
}


// Plain-pointer entry: C is an mr x nr tile of a row-major matrix with row stride ldc.
void sgemm_rvv_v256_l2_4x35_ldc(int_fast32_t kc, const float *Ac, const float *Bc, float *C, int_fast32_t ldc) {
    struct exo_win_2f32 tile = { C, { ldc, 1 } };
    sgemm_rvv_v256_l2_4x35(NULL, kc, Ac, Bc, tile);
}
