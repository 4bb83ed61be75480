#include "sgemm_sve_v256_1x8.h"

#include <stdio.h>
#include <stdlib.h>

#include <arm_sve.h>
// sgemm_sve_v256_1x8(
//     KC : size,
//     Ac : f32[KC, 1] @DRAM,
//     Bc : f32[KC, 8] @DRAM,
//     C : [f32][1, 8] @DRAM
// )
void sgemm_sve_v256_1x8( void *ctxt, int_fast32_t KC, const float* Ac, const float* Bc, struct exo_win_2f32 C ) {
// assert stride(C, 1) == 1
svfloat32_t C_reg_0;
C_reg_0 = svld1_f32(svptrue_b32(), &C.data[0]);
for (int_fast32_t k = 0; k < KC; k++) {
  svfloat32_t B_reg_0;
  B_reg_0 = svld1_f32(svptrue_b32(), &Bc[(k) * 8]);
  C_reg_0 = svmla_n_f32_x(svptrue_b32(), C_reg_0, B_reg_0, Ac[k]);
}
svst1_f32(svptrue_b32(), &C.data[0], C_reg_0);
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

// Plain-pointer entry: C is an mr x nr tile of a row-major matrix with row stride ldc.
void sgemm_sve_v256_1x8_ldc(int_fast32_t kc, const float *Ac, const float *Bc, float *C, int_fast32_t ldc) {
    struct exo_win_2f32 tile = { C, { ldc, 1 } };
    sgemm_sve_v256_1x8(NULL, kc, Ac, Bc, tile);
}
