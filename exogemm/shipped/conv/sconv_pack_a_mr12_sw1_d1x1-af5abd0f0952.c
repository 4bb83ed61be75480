#include "sconv_pack_a_mr12_sw1_d1x1_exo.h"

#include <stdio.h>
#include <stdlib.h>


/* relying on the following instruction..."
scaled_transpose_4x4(alpha,src,dst)
{{ typedef float exo_v4 __attribute__((vector_size(16), aligned(4))); const float *exo_s = &{src_data}; float *exo_d = &{dst_data}; const intptr_t exo_ss = ({src}).strides[0], exo_ds = ({dst}).strides[0]; const exo_v4 exo_a = {{ *{alpha}, *{alpha}, *{alpha}, *{alpha} }}; exo_v4 exo_r0 = *(const exo_v4 *)exo_s, exo_r1 = *(const exo_v4 *)(exo_s + exo_ss); exo_v4 exo_r2 = *(const exo_v4 *)(exo_s + 2 * exo_ss); exo_v4 exo_r3 = *(const exo_v4 *)(exo_s + 3 * exo_ss); exo_v4 exo_t0 = __builtin_shufflevector(exo_r0, exo_r1, 0, 4, 1, 5); exo_v4 exo_t1 = __builtin_shufflevector(exo_r0, exo_r1, 2, 6, 3, 7); exo_v4 exo_t2 = __builtin_shufflevector(exo_r2, exo_r3, 0, 4, 1, 5); exo_v4 exo_t3 = __builtin_shufflevector(exo_r2, exo_r3, 2, 6, 3, 7); *(exo_v4 *)exo_d = exo_a * __builtin_shufflevector(exo_t0, exo_t2, 0, 1, 4, 5); *(exo_v4 *)(exo_d + exo_ds) = exo_a * __builtin_shufflevector(exo_t0, exo_t2, 2, 3, 6, 7); *(exo_v4 *)(exo_d + 2 * exo_ds) = exo_a * __builtin_shufflevector(exo_t1, exo_t3, 0, 1, 4, 5); *(exo_v4 *)(exo_d + 3 * exo_ds) = exo_a * __builtin_shufflevector(exo_t1, exo_t3, 2, 3, 6, 7); }}
*/
// sconv_pack_a_mr12_sw1_d1x1(
//     L : size,
//     KR : size,
//     KS : size,
//     CB : size,
//     H : size,
//     W : size,
//     C : size,
//     ii0 : index,
//     hi0 : index,
//     wi0 : index,
//     r0 : index,
//     s0 : index,
//     c0 : index,
//     x : [f32][H, W, C] @DRAM,
//     Ac : [f32][KR, KS, CB, 12] @DRAM
// )
void sconv_pack_a_mr12_sw1_d1x1( void *ctxt, int_fast32_t L, int_fast32_t KR, int_fast32_t KS, int_fast32_t CB, int_fast32_t H, int_fast32_t W, int_fast32_t C, int_fast32_t ii0, int_fast32_t hi0, int_fast32_t wi0, int_fast32_t r0, int_fast32_t s0, int_fast32_t c0, struct exo_win_3f32c x, struct exo_win_4f32 Ac ) {
// assert stride(x, 2) == 1
// assert stride(Ac, 3) == 1
EXO_ASSUME(ii0 >= 0);
EXO_ASSUME(ii0 + L <= 12);
EXO_ASSUME(c0 >= 0);
EXO_ASSUME(c0 + CB <= C);
for (int_fast32_t r = 0; r < KR; r++) {
  if (hi0 + 1 * (r0 + r) >= 0 && hi0 + 1 * (r0 + r) < H) {
    for (int_fast32_t s = 0; s < KS; s++) {
      for (int_fast32_t c = 0; c < CB; c++) {
        for (int_fast32_t l = 0; l < L; l++) {
          if (wi0 + 1 * l + 1 * (s0 + s) >= 0 && wi0 + 1 * l + 1 * (s0 + s) < W) {
            Ac.data[r * Ac.strides[0] + s * Ac.strides[1] + c * Ac.strides[2] + ii0 + l] = x.data[(hi0 + r0 + r) * x.strides[0] + (wi0 + l + s0 + s) * x.strides[1] + c0 + c];
          } else {
            Ac.data[r * Ac.strides[0] + s * Ac.strides[1] + c * Ac.strides[2] + ii0 + l] = 0.0f;
          }
        }
      }
    }
  } else {
    for (int_fast32_t s = 0; s < KS; s++) {
      for (int_fast32_t c = 0; c < CB; c++) {
        for (int_fast32_t l = 0; l < L; l++) {
          Ac.data[r * Ac.strides[0] + s * Ac.strides[1] + c * Ac.strides[2] + ii0 + l] = 0.0f;
        }
      }
    }
  }
}
}

// sconv_pack_a_mr12_sw1_d1x1_interior(
//     L : size,
//     KR : size,
//     KS : size,
//     CB : size,
//     H : size,
//     W : size,
//     C : size,
//     ii0 : index,
//     hi0 : index,
//     wi0 : index,
//     r0 : index,
//     s0 : index,
//     c0 : index,
//     x : [f32][H, W, C] @DRAM,
//     Ac : [f32][KR, KS, CB, 12] @DRAM
// )
void sconv_pack_a_mr12_sw1_d1x1_interior( void *ctxt, int_fast32_t L, int_fast32_t KR, int_fast32_t KS, int_fast32_t CB, int_fast32_t H, int_fast32_t W, int_fast32_t C, int_fast32_t ii0, int_fast32_t hi0, int_fast32_t wi0, int_fast32_t r0, int_fast32_t s0, int_fast32_t c0, struct exo_win_3f32c x, struct exo_win_4f32 Ac ) {
// assert stride(x, 2) == 1
// assert stride(Ac, 3) == 1
EXO_ASSUME(ii0 >= 0);
EXO_ASSUME(L + ii0 <= 12);
EXO_ASSUME(c0 >= 0);
EXO_ASSUME(CB + c0 <= C);
EXO_ASSUME(s0 + wi0 >= 0);
EXO_ASSUME(-2 + KS + L + s0 + wi0 < W);
float one;
one = 1.0f;
for (int_fast32_t r = 0; r < KR; r++) {
  if (hi0 + r + r0 >= 0 && hi0 + r + r0 < H) {
    for (int_fast32_t s = 0; s < KS; s++) {
      for (int_fast32_t co = 0; co < ((CB) / (4)); co++) {
        for (int_fast32_t lo = 0; lo < ((L) / (4)); lo++) {
          { typedef float exo_v4 __attribute__((vector_size(16), aligned(4))); const float *exo_s = &x.data[(hi0 + r + r0) * (x.strides[0]) + (s + s0 + wi0 + 4 * lo) * (x.strides[1]) + c0 + 4 * co]; float *exo_d = &Ac.data[(r) * (Ac.strides[0]) + (s) * (Ac.strides[1]) + (4 * co) * (Ac.strides[2]) + ii0 + 4 * lo]; const intptr_t exo_ss = (((struct exo_win_2f32c){ &x.data[(hi0 + r + r0) * (x.strides[0]) + (s + s0 + wi0 + 4 * lo) * (x.strides[1]) + c0 + 4 * co], { x.strides[1], 1 } })).strides[0], exo_ds = (((struct exo_win_2f32){ &Ac.data[(r) * (Ac.strides[0]) + (s) * (Ac.strides[1]) + (4 * co) * (Ac.strides[2]) + ii0 + 4 * lo], { Ac.strides[2], 1 } })).strides[0]; const exo_v4 exo_a = { *(&one), *(&one), *(&one), *(&one) }; exo_v4 exo_r0 = *(const exo_v4 *)exo_s, exo_r1 = *(const exo_v4 *)(exo_s + exo_ss); exo_v4 exo_r2 = *(const exo_v4 *)(exo_s + 2 * exo_ss); exo_v4 exo_r3 = *(const exo_v4 *)(exo_s + 3 * exo_ss); exo_v4 exo_t0 = __builtin_shufflevector(exo_r0, exo_r1, 0, 4, 1, 5); exo_v4 exo_t1 = __builtin_shufflevector(exo_r0, exo_r1, 2, 6, 3, 7); exo_v4 exo_t2 = __builtin_shufflevector(exo_r2, exo_r3, 0, 4, 1, 5); exo_v4 exo_t3 = __builtin_shufflevector(exo_r2, exo_r3, 2, 6, 3, 7); *(exo_v4 *)exo_d = exo_a * __builtin_shufflevector(exo_t0, exo_t2, 0, 1, 4, 5); *(exo_v4 *)(exo_d + exo_ds) = exo_a * __builtin_shufflevector(exo_t0, exo_t2, 2, 3, 6, 7); *(exo_v4 *)(exo_d + 2 * exo_ds) = exo_a * __builtin_shufflevector(exo_t1, exo_t3, 0, 1, 4, 5); *(exo_v4 *)(exo_d + 3 * exo_ds) = exo_a * __builtin_shufflevector(exo_t1, exo_t3, 2, 3, 6, 7); }
        }
        for (int_fast32_t ci = 0; ci < 4; ci++) {
          for (int_fast32_t li = 0; li < L % 4; li++) {
            Ac.data[r * Ac.strides[0] + s * Ac.strides[1] + (ci + 4 * co) * Ac.strides[2] + ii0 + li + (L / 4) * 4] = one * x.data[(hi0 + r + r0) * x.strides[0] + (wi0 + li + (L / 4) * 4 + s + s0) * x.strides[1] + c0 + ci + 4 * co];
          }
        }
      }
      for (int_fast32_t ci = 0; ci < CB % 4; ci++) {
        for (int_fast32_t l = 0; l < L; l++) {
          Ac.data[r * Ac.strides[0] + s * Ac.strides[1] + (ci + (CB / 4) * 4) * Ac.strides[2] + ii0 + l] = one * x.data[(hi0 + r + r0) * x.strides[0] + (l + s + s0 + wi0) * x.strides[1] + c0 + ci + (CB / 4) * 4];
        }
      }
    }
  } else {
    for (int_fast32_t s = 0; s < KS; s++) {
      for (int_fast32_t c = 0; c < CB; c++) {
        for (int_fast32_t l = 0; l < L; l++) {
          Ac.data[r * Ac.strides[0] + s * Ac.strides[1] + c * Ac.strides[2] + ii0 + l] = 0.0f;
        }
      }
    }
  }
}
}

