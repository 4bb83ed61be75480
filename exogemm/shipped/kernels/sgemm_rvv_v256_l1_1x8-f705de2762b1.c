#include "sgemm_rvv_v256_l1_1x8.h"

#include <stdio.h>
#include <stdlib.h>

#include <riscv_vector.h>

/* relying on the following instruction..."
rvv_v256_l1_f32_mac(dst,a,b)
{dst_data} = __riscv_vfmacc_vf_f32m1({dst_data}, {a_data}, {b_data}, 8);
*/

/* relying on the following instruction..."
rvv_v256_l1_load(dst,src)
{dst_data} = __riscv_vle32_v_f32m1(&{src_data}, 8);
*/

/* relying on the following instruction..."
rvv_v256_l1_store(dst,src)
__riscv_vse32_v_f32m1(&{dst_data}, {src_data}, 8);
*/
// sgemm_rvv_v256_l1_1x8(
//     KC : size,
//     Ac : f32[KC, 1] @DRAM,
//     Bc : f32[KC, 8] @DRAM,
//     C : [f32][1, 8] @DRAM
// )
void sgemm_rvv_v256_l1_1x8( void *ctxt, int_fast32_t KC, const float* Ac, const float* Bc, struct exo_win_2f32 C ) {
// assert stride(C, 1) == 1
vfloat32m1_t C_reg_0;
C_reg_0 = __riscv_vle32_v_f32m1(&C.data[0], 8);
for (int_fast32_t k = 0; k < KC; k++) {
  vfloat32m1_t B_reg_0;
  B_reg_0 = __riscv_vle32_v_f32m1(&Bc[(k) * 8], 8);
  C_reg_0 = __riscv_vfmacc_vf_f32m1(C_reg_0, Ac[k], B_reg_0, 8);
}
__riscv_vse32_v_f32m1(&C.data[0], C_reg_0, 8);
}


// Plain-pointer entry: C is an mr x nr tile of a row-major matrix with row stride ldc.
void sgemm_rvv_v256_l1_1x8_ldc(int_fast32_t kc, const float *Ac, const float *Bc, float *C, int_fast32_t ldc) {
    struct exo_win_2f32 tile = { C, { ldc, 1 } };
    sgemm_rvv_v256_l1_1x8(NULL, kc, Ac, Bc, tile);
}
