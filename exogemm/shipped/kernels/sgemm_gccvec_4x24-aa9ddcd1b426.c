#include "sgemm_gccvec_4x24.h"

#include <stdio.h>
#include <stdlib.h>


typedef float v8f __attribute__((vector_size(32)));

/* relying on the following instruction..."
gccvec_f32_mac(dst,a,b)
{dst_data} += {a_data} * {b_data};
*/

/* relying on the following instruction..."
gccvec_load(dst,src)
__builtin_memcpy(&{dst_data}, &{src_data}, sizeof(v8f));
*/

/* relying on the following instruction..."
gccvec_store(dst,src)
__builtin_memcpy(&{dst_data}, &{src_data}, sizeof(v8f));
*/
// sgemm_gccvec_4x24(
//     KC : size,
//     Ac : f32[KC, 4] @DRAM,
//     Bc : f32[KC, 24] @DRAM,
//     C : [f32][4, 24] @DRAM
// )
void sgemm_gccvec_4x24( void *ctxt, int_fast32_t KC, const float* Ac, const float* Bc, struct exo_win_2f32 C ) {
// assert stride(C, 1) == 1
v8f C_reg_0;
v8f C_reg_1;
v8f C_reg_2;
v8f C_reg_3;
v8f C_reg_4;
v8f C_reg_5;
v8f C_reg_6;
v8f C_reg_7;
v8f C_reg_8;
v8f C_reg_9;
v8f C_reg_10;
v8f C_reg_11;
__builtin_memcpy(&C_reg_0, &C.data[0], sizeof(v8f));
__builtin_memcpy(&C_reg_1, &C.data[8], sizeof(v8f));
__builtin_memcpy(&C_reg_2, &C.data[16], sizeof(v8f));
__builtin_memcpy(&C_reg_3, &C.data[C.strides[0]], sizeof(v8f));
__builtin_memcpy(&C_reg_4, &C.data[C.strides[0] + 8], sizeof(v8f));
__builtin_memcpy(&C_reg_5, &C.data[C.strides[0] + 16], sizeof(v8f));
__builtin_memcpy(&C_reg_6, &C.data[(2) * (C.strides[0])], sizeof(v8f));
__builtin_memcpy(&C_reg_7, &C.data[(2) * (C.strides[0]) + 8], sizeof(v8f));
__builtin_memcpy(&C_reg_8, &C.data[(2) * (C.strides[0]) + 16], sizeof(v8f));
__builtin_memcpy(&C_reg_9, &C.data[(3) * (C.strides[0])], sizeof(v8f));
__builtin_memcpy(&C_reg_10, &C.data[(3) * (C.strides[0]) + 8], sizeof(v8f));
__builtin_memcpy(&C_reg_11, &C.data[(3) * (C.strides[0]) + 16], sizeof(v8f));
for (int_fast32_t k = 0; k < KC; k++) {
  v8f B_reg_0;
  v8f B_reg_1;
  v8f B_reg_2;
  __builtin_memcpy(&B_reg_0, &Bc[(k) * (24)], sizeof(v8f));
  __builtin_memcpy(&B_reg_1, &Bc[(k) * (24) + 8], sizeof(v8f));
  __builtin_memcpy(&B_reg_2, &Bc[(k) * (24) + 16], sizeof(v8f));
  C_reg_0 += Ac[(k) * 4] * B_reg_0;
  C_reg_1 += Ac[(k) * 4] * B_reg_1;
  C_reg_2 += Ac[(k) * 4] * B_reg_2;
  C_reg_3 += Ac[(k) * 4 + 1] * B_reg_0;
  C_reg_4 += Ac[(k) * 4 + 1] * B_reg_1;
  C_reg_5 += Ac[(k) * 4 + 1] * B_reg_2;
  C_reg_6 += Ac[(k) * 4 + 2] * B_reg_0;
  C_reg_7 += Ac[(k) * 4 + 2] * B_reg_1;
  C_reg_8 += Ac[(k) * 4 + 2] * B_reg_2;
  C_reg_9 += Ac[(k) * 4 + 3] * B_reg_0;
  C_reg_10 += Ac[(k) * 4 + 3] * B_reg_1;
  C_reg_11 += Ac[(k) * 4 + 3] * B_reg_2;
}
__builtin_memcpy(&C.data[0], &C_reg_0, sizeof(v8f));
__builtin_memcpy(&C.data[8], &C_reg_1, sizeof(v8f));
__builtin_memcpy(&C.data[16], &C_reg_2, sizeof(v8f));
__builtin_memcpy(&C.data[C.strides[0]], &C_reg_3, sizeof(v8f));
__builtin_memcpy(&C.data[C.strides[0] + 8], &C_reg_4, sizeof(v8f));
__builtin_memcpy(&C.data[C.strides[0] + 16], &C_reg_5, sizeof(v8f));
__builtin_memcpy(&C.data[(2) * (C.strides[0])], &C_reg_6, sizeof(v8f));
__builtin_memcpy(&C.data[(2) * (C.strides[0]) + 8], &C_reg_7, sizeof(v8f));
__builtin_memcpy(&C.data[(2) * (C.strides[0]) + 16], &C_reg_8, sizeof(v8f));
__builtin_memcpy(&C.data[(3) * (C.strides[0])], &C_reg_9, sizeof(v8f));
__builtin_memcpy(&C.data[(3) * (C.strides[0]) + 8], &C_reg_10, sizeof(v8f));
__builtin_memcpy(&C.data[(3) * (C.strides[0]) + 16], &C_reg_11, sizeof(v8f));
}


// Plain-pointer entry: C is an mr x nr tile of a row-major matrix with row stride ldc.
void sgemm_gccvec_4x24_ldc(int_fast32_t kc, const float *Ac, const float *Bc, float *C, int_fast32_t ldc) {
    struct exo_win_2f32 tile = { C, { ldc, 1 } };
    sgemm_gccvec_4x24(NULL, kc, Ac, Bc, tile);
}
