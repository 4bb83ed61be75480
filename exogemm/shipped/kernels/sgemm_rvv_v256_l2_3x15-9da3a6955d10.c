#include "sgemm_rvv_v256_l2_3x15.h"

#include <stdio.h>
#include <stdlib.h>

#include <riscv_vector.h>

/* relying on the following instruction..."
rvv_v256_l2_f32_mac_tail(N,dst,a,b)
{dst_data} = __riscv_vfmacc_vf_f32m2_tu({dst_data}, {a_data}, {b_data}, {N});
*/

/* relying on the following instruction..."
rvv_v256_l2_load_tail(N,dst,src)
{dst_data} = __riscv_vle32_v_f32m2(&{src_data}, {N});
*/

/* relying on the following instruction..."
rvv_v256_l2_store_tail(N,dst,src)
__riscv_vse32_v_f32m2(&{dst_data}, {src_data}, {N});
*/
// sgemm_rvv_v256_l2_3x15(
//     KC : size,
//     Ac : f32[KC, 3] @DRAM,
//     Bc : f32[KC, 15] @DRAM,
//     C : [f32][3, 15] @DRAM
// )
void sgemm_rvv_v256_l2_3x15( void *ctxt, int_fast32_t KC, const float* Ac, const float* Bc, struct exo_win_2f32 C ) {
// assert stride(C, 1) == 1
vfloat32m2_t C_reg_0;
vfloat32m2_t C_reg_1;
vfloat32m2_t C_reg_2;
C_reg_0 = __riscv_vle32_v_f32m2(&C.data[0], (15));
C_reg_1 = __riscv_vle32_v_f32m2(&C.data[C.strides[0]], (15));
C_reg_2 = __riscv_vle32_v_f32m2(&C.data[(2) * (C.strides[0])], (15));
for (int_fast32_t k = 0; k < KC; k++) {
  vfloat32m2_t B_reg_0;
  B_reg_0 = __riscv_vle32_v_f32m2(&Bc[(k) * (15)], (15));
  C_reg_0 = __riscv_vfmacc_vf_f32m2_tu(C_reg_0, Ac[(k) * 3], B_reg_0, (15));
  C_reg_1 = __riscv_vfmacc_vf_f32m2_tu(C_reg_1, Ac[(k) * 3 + 1], B_reg_0, (15));
  C_reg_2 = __riscv_vfmacc_vf_f32m2_tu(C_reg_2, Ac[(k) * 3 + 2], B_reg_0, (15));
}
__riscv_vse32_v_f32m2(&C.data[0], C_reg_0, (15));
__riscv_vse32_v_f32m2(&C.data[C.strides[0]], C_reg_1, (15));
__riscv_vse32_v_f32m2(&C.data[(2) * (C.strides[0])], C_reg_2, (15));
}


// Plain-pointer entry: C is an mr x nr tile of a row-major matrix with row stride ldc.
void sgemm_rvv_v256_l2_3x15_ldc(int_fast32_t kc, const float *Ac, const float *Bc, float *C, int_fast32_t ldc) {
    struct exo_win_2f32 tile = { C, { ldc, 1 } };
    sgemm_rvv_v256_l2_3x15(NULL, kc, Ac, Bc, tile);
}
