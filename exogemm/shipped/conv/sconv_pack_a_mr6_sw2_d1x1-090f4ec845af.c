#include "sconv_pack_a_mr6_sw2_d1x1_exo.h"

#include <stdio.h>
#include <stdlib.h>

// sconv_pack_a_mr6_sw2_d1x1(
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
//     Ac : [f32][KR, KS, CB, 6] @DRAM
// )
void sconv_pack_a_mr6_sw2_d1x1( void *ctxt, int_fast32_t L, int_fast32_t KR, int_fast32_t KS, int_fast32_t CB, int_fast32_t H, int_fast32_t W, int_fast32_t C, int_fast32_t ii0, int_fast32_t hi0, int_fast32_t wi0, int_fast32_t r0, int_fast32_t s0, int_fast32_t c0, struct exo_win_3f32c x, struct exo_win_4f32 Ac ) {
// assert stride(x, 2) == 1
// assert stride(Ac, 3) == 1
EXO_ASSUME(ii0 >= 0);
EXO_ASSUME(ii0 + L <= 6);
EXO_ASSUME(c0 >= 0);
EXO_ASSUME(c0 + CB <= C);
for (int_fast32_t r = 0; r < KR; r++) {
  if (hi0 + 1 * (r0 + r) >= 0 && hi0 + 1 * (r0 + r) < H) {
    for (int_fast32_t s = 0; s < KS; s++) {
      for (int_fast32_t c = 0; c < CB; c++) {
        for (int_fast32_t l = 0; l < L; l++) {
          if (wi0 + 2 * l + 1 * (s0 + s) >= 0 && wi0 + 2 * l + 1 * (s0 + s) < W) {
            Ac.data[r * Ac.strides[0] + s * Ac.strides[1] + c * Ac.strides[2] + ii0 + l] = x.data[(hi0 + r0 + r) * x.strides[0] + (wi0 + 2 * l + s0 + s) * x.strides[1] + c0 + c];
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

// sconv_pack_a_mr6_sw2_d1x1_interior(
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
//     Ac : [f32][KR, KS, CB, 6] @DRAM
// )
void sconv_pack_a_mr6_sw2_d1x1_interior( void *ctxt, int_fast32_t L, int_fast32_t KR, int_fast32_t KS, int_fast32_t CB, int_fast32_t H, int_fast32_t W, int_fast32_t C, int_fast32_t ii0, int_fast32_t hi0, int_fast32_t wi0, int_fast32_t r0, int_fast32_t s0, int_fast32_t c0, struct exo_win_3f32c x, struct exo_win_4f32 Ac ) {
// assert stride(x, 2) == 1
// assert stride(Ac, 3) == 1
EXO_ASSUME(ii0 >= 0);
EXO_ASSUME(ii0 + L <= 6);
EXO_ASSUME(c0 >= 0);
EXO_ASSUME(c0 + CB <= C);
EXO_ASSUME(wi0 + 1 * s0 >= 0);
EXO_ASSUME(wi0 + 2 * (L - 1) + 1 * (s0 + KS - 1) < W);
float one;
one = 1.0f;
for (int_fast32_t r = 0; r < KR; r++) {
  if (hi0 + 1 * (r0 + r) >= 0 && hi0 + 1 * (r0 + r) < H) {
    for (int_fast32_t s = 0; s < KS; s++) {
      for (int_fast32_t c = 0; c < CB; c++) {
        for (int_fast32_t l = 0; l < L; l++) {
          Ac.data[r * Ac.strides[0] + s * Ac.strides[1] + c * Ac.strides[2] + ii0 + l] = one * x.data[(hi0 + r0 + r) * x.strides[0] + (wi0 + 2 * l + s0 + s) * x.strides[1] + c0 + c];
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

