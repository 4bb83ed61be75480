#include "sgemm_avx512_6x16.h"

#include <immintrin.h>
#ifndef EXOGEMM_AVX512_HSUM4
#define EXOGEMM_AVX512_HSUM4
#include <stdint.h>
/* s[0..3] = the lane sums of v0..v3, each added in the order of _mm512_reduce_add_ps
   (256-bit halves, 128-bit halves, lanes 2 apart, then neighbours): the same bits. The four
   share each step's shuffle: 9 shuffles and 5 adds, where four reduce_add_ps take 16 and 16
   (shuffles run on one port of Intel cores). */
static inline void exogemm_avx512_hsum4(float *s, __m512 v0, __m512 v1, __m512 v2, __m512 v3) {
    __m512 h01 = _mm512_add_ps(_mm512_shuffle_f32x4(v0, v1, 0x44),   /* lo 256 of v0, v1 */
                               _mm512_shuffle_f32x4(v0, v1, 0xEE));  /* hi 256 */
    __m512 h23 = _mm512_add_ps(_mm512_shuffle_f32x4(v2, v3, 0x44),
                               _mm512_shuffle_f32x4(v2, v3, 0xEE));
    __m512 q = _mm512_add_ps(_mm512_shuffle_f32x4(h01, h23, 0x88),   /* lo 128 of each */
                             _mm512_shuffle_f32x4(h01, h23, 0xDD));  /* hi 128 */
    q = _mm512_add_ps(q, _mm512_permute_ps(q, 0x4E));                /* lanes 2 apart */
    q = _mm512_add_ps(q, _mm512_permute_ps(q, 0xB1));                /* neighbours */
    __m512i at = _mm512_setr_epi32(0, 4, 8, 12, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
    _mm_storeu_ps(s, _mm512_castps512_ps128(_mm512_permutexvar_ps(at, q)));
}
/* Bt[j * k + kk] = B[kk * rs + j * cs] for j < n, kk < k: 16 rows of a column a gather and
   one store, the last rows masked (a masked-off lane reads nothing). Scalar stores of
   64 x 5 x 64's copy took 1.4 cycles a float, a sixth of the call. A row stride whose 16
   rows overflow the gather's 32-bit indices takes the scalar copy. */
static inline void exogemm_avx512_gather_columns(int64_t n, int64_t k, const float *B,
                                                 int64_t rs, int64_t cs, float *Bt) {
    if (rs > INT32_MAX / 16 || rs < -INT32_MAX / 16) {
        for (int64_t kk = 0; kk < k; kk++)
            for (int64_t j = 0; j < n; j++) Bt[j * k + kk] = B[kk * rs + j * cs];
        return;
    }
    __m512i at = _mm512_mullo_epi32(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11,
                                                      12, 13, 14, 15),
                                    _mm512_set1_epi32((int)rs));
    int64_t kk = 0;
    for (; kk + 16 <= k; kk += 16)
        for (int64_t j = 0; j < n; j++)
            _mm512_storeu_ps(Bt + j * k + kk, _mm512_i32gather_ps(at, B + kk * rs + j * cs, 4));
    if (kk < k) {
        __mmask16 m = _cvtu32_mask16((1u << (k - kk)) - 1u);
        for (int64_t j = 0; j < n; j++)
            _mm512_mask_storeu_ps(Bt + j * k + kk, m, _mm512_mask_i32gather_ps(
                _mm512_setzero_ps(), m, at, B + kk * rs + j * cs, 4));
    }
}
#endif
#include <stdio.h>
#include <stdlib.h>


/* relying on the following instruction..."
avx512_f32_mac(dst,a,b)
{dst_data} = _mm512_fmadd_ps(_mm512_set1_ps({a_data}), {b_data}, {dst_data});
*/

/* relying on the following instruction..."
avx512_load(dst,src)
{dst_data} = _mm512_loadu_ps(&{src_data}); __asm__("" : "+v"({dst_data}));
*/

/* relying on the following instruction..."
avx512_store(dst,src)
_mm512_storeu_ps(&{dst_data}, {src_data});
*/

/* relying on the following instruction..."
prefetch_b_row_16_ahead8(B)
{{ const char *exo_pf = (const char *)(&{B_data} + (intptr_t)8 * ({B}).strides[0]); __builtin_prefetch(exo_pf + 0, 0, 3); }}
*/
// sgemm_avx512_6x16(
//     KC : size,
//     Ac : f32[KC, 6] @DRAM,
//     Bc : f32[KC, 16] @DRAM,
//     C : [f32][6, 16] @DRAM
// )
void sgemm_avx512_6x16( void *ctxt, int_fast32_t KC, const float* Ac, const float* Bc, struct exo_win_2f32 C ) {
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0])]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0])]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm512_loadu_ps(&C.data[(4) * (C.strides[0])]); __asm__("" : "+v"(C_reg_4));
C_reg_5 = _mm512_loadu_ps(&C.data[(5) * (C.strides[0])]); __asm__("" : "+v"(C_reg_5));
for (int_fast32_t k = 0; k < KC; k++) {
  { const char *exo_pf = (const char *)(&Bc[(k) * (16)] + (intptr_t)8 * (((struct exo_win_2f32c){ &Bc[(k) * (16)], { 16, 1 } })).strides[0]); __builtin_prefetch(exo_pf + 0, 0, 3); }
  __m512 B_reg_0;
  B_reg_0 = _mm512_loadu_ps(&Bc[(k) * (16)]); __asm__("" : "+v"(B_reg_0));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(Ac[(k) * 6]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(Ac[(k) * 6 + 1]), B_reg_0, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(Ac[(k) * 6 + 2]), B_reg_0, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(Ac[(k) * 6 + 3]), B_reg_0, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(Ac[(k) * 6 + 4]), B_reg_0, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(Ac[(k) * 6 + 5]), B_reg_0, C_reg_5);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_1);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_2);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0])], C_reg_3);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0])], C_reg_4);
_mm512_storeu_ps(&C.data[(5) * (C.strides[0])], C_reg_5);
}


// Plain-pointer entry: C is an mr x nr tile of a row-major matrix with row stride ldc.
void sgemm_avx512_6x16_ldc(int_fast32_t kc, const float *Ac, const float *Bc, float *C, int_fast32_t ldc) {
    struct exo_win_2f32 tile = { C, { ldc, 1 } };
    sgemm_avx512_6x16(NULL, kc, Ac, Bc, tile);
}
