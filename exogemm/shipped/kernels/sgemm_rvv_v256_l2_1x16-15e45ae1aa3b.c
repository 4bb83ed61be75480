#include "sgemm_rvv_v256_l2_1x16.h"

#include <stdio.h>
#include <stdlib.h>

#include <riscv_vector.h>

/* relying on the following instruction..."
rvv_v256_l2_f32_mac(dst,a,b)
{dst_data} = __riscv_vfmacc_vf_f32m2({dst_data}, {a_data}, {b_data}, 16);
*/

/* relying on the following instruction..."
rvv_v256_l2_load(dst,src)
{dst_data} = __riscv_vle32_v_f32m2(&{src_data}, 16);
*/

/* relying on the following instruction..."
rvv_v256_l2_store(dst,src)
__riscv_vse32_v_f32m2(&{dst_data}, {src_data}, 16);
*/
// sgemm_rvv_v256_l2_1x16(
//     KC : size,
//     Ac : f32[KC, 1] @DRAM,
//     Bc : f32[KC, 16] @DRAM,
//     C : [f32][1, 16] @DRAM
// )
void sgemm_rvv_v256_l2_1x16( void *ctxt, int_fast32_t KC, const float* Ac, const float* Bc, struct exo_win_2f32 C ) {
// assert stride(C, 1) == 1
vfloat32m2_t C_reg_0;
C_reg_0 = __riscv_vle32_v_f32m2(&C.data[0], 16);
for (int_fast32_t k = 0; k < KC; k++) {
  vfloat32m2_t B_reg_0;
  B_reg_0 = __riscv_vle32_v_f32m2(&Bc[(k) * (16)], 16);
  C_reg_0 = __riscv_vfmacc_vf_f32m2(C_reg_0, Ac[k], B_reg_0, 16);
}
__riscv_vse32_v_f32m2(&C.data[0], C_reg_0, 16);
}


// Plain-pointer entry: C is an mr x nr tile of a row-major matrix with row stride ldc.
void sgemm_rvv_v256_l2_1x16_ldc(int_fast32_t kc, const float *Ac, const float *Bc, float *C, int_fast32_t ldc) {
    struct exo_win_2f32 tile = { C, { ldc, 1 } };
    sgemm_rvv_v256_l2_1x16(NULL, kc, Ac, Bc, tile);
}
