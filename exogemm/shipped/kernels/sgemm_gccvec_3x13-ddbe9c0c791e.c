#include "sgemm_gccvec_3x13.h"

#include <stdio.h>
#include <stdlib.h>


typedef float v8f __attribute__((vector_size(32)));

/* relying on the following instruction..."
gccvec_f32_mac(dst,a,b)
{dst_data} += {a_data} * {b_data};
*/

/* relying on the following instruction..."
gccvec_f32_mac_tail(N,dst,a,b)
{dst_data} += {a_data} * {b_data};
*/

/* relying on the following instruction..."
gccvec_load(dst,src)
__builtin_memcpy(&{dst_data}, &{src_data}, sizeof(v8f));
*/

/* relying on the following instruction..."
gccvec_load_tail(N,dst,src)
{dst_data} = (v8f){{0}}; __builtin_memcpy(&{dst_data}, &{src_data}, {N} * sizeof(float));
*/

/* relying on the following instruction..."
gccvec_store(dst,src)
__builtin_memcpy(&{dst_data}, &{src_data}, sizeof(v8f));
*/

/* relying on the following instruction..."
gccvec_store_tail(N,dst,src)
__builtin_memcpy(&{dst_data}, &{src_data}, {N} * sizeof(float));
*/
// sgemm_gccvec_3x13(
//     KC : size,
//     Ac : f32[KC, 3] @DRAM,
//     Bc : f32[KC, 13] @DRAM,
//     C : [f32][3, 13] @DRAM
// )
void sgemm_gccvec_3x13( void *ctxt, int_fast32_t KC, const float* Ac, const float* Bc, struct exo_win_2f32 C ) {
// assert stride(C, 1) == 1
v8f C_reg_0;
v8f C_reg_1;
v8f C_reg_2;
v8f C_reg_3;
v8f C_reg_4;
v8f C_reg_5;
__builtin_memcpy(&C_reg_0, &C.data[0], sizeof(v8f));
C_reg_1 = (v8f){0}; __builtin_memcpy(&C_reg_1, &C.data[8], (5) * sizeof(float));
__builtin_memcpy(&C_reg_2, &C.data[C.strides[0]], sizeof(v8f));
C_reg_3 = (v8f){0}; __builtin_memcpy(&C_reg_3, &C.data[C.strides[0] + 8], (5) * sizeof(float));
__builtin_memcpy(&C_reg_4, &C.data[(2) * (C.strides[0])], sizeof(v8f));
C_reg_5 = (v8f){0}; __builtin_memcpy(&C_reg_5, &C.data[(2) * (C.strides[0]) + 8], (5) * sizeof(float));
for (int_fast32_t k = 0; k < KC; k++) {
  v8f B_reg_0;
  v8f B_reg_1;
  __builtin_memcpy(&B_reg_0, &Bc[(k) * (13)], sizeof(v8f));
  B_reg_1 = (v8f){0}; __builtin_memcpy(&B_reg_1, &Bc[(k) * (13) + 8], (5) * sizeof(float));
  C_reg_0 += Ac[(k) * 3] * B_reg_0;
  C_reg_1 += Ac[(k) * 3] * B_reg_1;
  C_reg_2 += Ac[(k) * 3 + 1] * B_reg_0;
  C_reg_3 += Ac[(k) * 3 + 1] * B_reg_1;
  C_reg_4 += Ac[(k) * 3 + 2] * B_reg_0;
  C_reg_5 += Ac[(k) * 3 + 2] * B_reg_1;
}
__builtin_memcpy(&C.data[0], &C_reg_0, sizeof(v8f));
__builtin_memcpy(&C.data[8], &C_reg_1, (5) * sizeof(float));
__builtin_memcpy(&C.data[C.strides[0]], &C_reg_2, sizeof(v8f));
__builtin_memcpy(&C.data[C.strides[0] + 8], &C_reg_3, (5) * sizeof(float));
__builtin_memcpy(&C.data[(2) * (C.strides[0])], &C_reg_4, sizeof(v8f));
__builtin_memcpy(&C.data[(2) * (C.strides[0]) + 8], &C_reg_5, (5) * sizeof(float));
}


// Plain-pointer entry: C is an mr x nr tile of a row-major matrix with row stride ldc.
void sgemm_gccvec_3x13_ldc(int_fast32_t kc, const float *Ac, const float *Bc, float *C, int_fast32_t ldc) {
    struct exo_win_2f32 tile = { C, { ldc, 1 } };
    sgemm_gccvec_3x13(NULL, kc, Ac, Bc, tile);
}
