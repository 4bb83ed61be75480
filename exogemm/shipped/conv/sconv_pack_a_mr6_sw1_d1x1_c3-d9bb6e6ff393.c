#include "sconv_pack_a_mr6_sw1_d1x1_c3_exo.h"

#include <stdio.h>
#include <stdlib.h>

// sconv_pack_a_mr6_sw1_d1x1_c3(
//     L : size,
//     KR : size,
//     KS : size,
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
//     Ac : [f32][KR, KS, 3, 6] @DRAM
// )
void sconv_pack_a_mr6_sw1_d1x1_c3( void *ctxt, int_fast32_t L, int_fast32_t KR, int_fast32_t KS, int_fast32_t H, int_fast32_t W, int_fast32_t C, int_fast32_t ii0, int_fast32_t hi0, int_fast32_t wi0, int_fast32_t r0, int_fast32_t s0, int_fast32_t c0, struct exo_win_3f32c x, struct exo_win_4f32 Ac ) {
// assert stride(x, 2) == 1
// assert stride(Ac, 3) == 1
EXO_ASSUME(ii0 >= 0);
EXO_ASSUME(L + ii0 <= 6);
EXO_ASSUME(c0 >= 0);
EXO_ASSUME(3 + c0 <= C);
for (int_fast32_t r = 0; r < KR; r++) {
  if (hi0 + r + r0 >= 0 && hi0 + r + r0 < H) {
    for (int_fast32_t s = 0; s < KS; s++) {
      for (int_fast32_t l = 0; l < L; l++) {
        if (l + s + s0 + wi0 >= 0 && l + s + s0 + wi0 < W) {
          Ac.data[r * Ac.strides[0] + s * Ac.strides[1] + ii0 + l] = x.data[(hi0 + r + r0) * x.strides[0] + (l + s + s0 + wi0) * x.strides[1] + c0];
        } else {
          Ac.data[r * Ac.strides[0] + s * Ac.strides[1] + ii0 + l] = 0.0f;
        }
      }
      for (int_fast32_t l = 0; l < L; l++) {
        if (l + s + s0 + wi0 >= 0 && l + s + s0 + wi0 < W) {
          Ac.data[r * Ac.strides[0] + s * Ac.strides[1] + Ac.strides[2] + ii0 + l] = x.data[(hi0 + r + r0) * x.strides[0] + (l + s + s0 + wi0) * x.strides[1] + 1 + c0];
        } else {
          Ac.data[r * Ac.strides[0] + s * Ac.strides[1] + Ac.strides[2] + ii0 + l] = 0.0f;
        }
      }
      for (int_fast32_t l = 0; l < L; l++) {
        if (l + s + s0 + wi0 >= 0 && l + s + s0 + wi0 < W) {
          Ac.data[r * Ac.strides[0] + s * Ac.strides[1] + 2 * Ac.strides[2] + ii0 + l] = x.data[(hi0 + r + r0) * x.strides[0] + (l + s + s0 + wi0) * x.strides[1] + 2 + c0];
        } else {
          Ac.data[r * Ac.strides[0] + s * Ac.strides[1] + 2 * Ac.strides[2] + ii0 + l] = 0.0f;
        }
      }
    }
  } else {
    for (int_fast32_t s = 0; s < KS; s++) {
      for (int_fast32_t l = 0; l < L; l++) {
        Ac.data[r * Ac.strides[0] + s * Ac.strides[1] + ii0 + l] = 0.0f;
      }
      for (int_fast32_t l = 0; l < L; l++) {
        Ac.data[r * Ac.strides[0] + s * Ac.strides[1] + Ac.strides[2] + ii0 + l] = 0.0f;
      }
      for (int_fast32_t l = 0; l < L; l++) {
        Ac.data[r * Ac.strides[0] + s * Ac.strides[1] + 2 * Ac.strides[2] + ii0 + l] = 0.0f;
      }
    }
  }
}
}

// sconv_pack_a_mr6_sw1_d1x1_c3_interior(
//     L : size,
//     KR : size,
//     KS : size,
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
//     Ac : [f32][KR, KS, 3, 6] @DRAM
// )
void sconv_pack_a_mr6_sw1_d1x1_c3_interior( void *ctxt, int_fast32_t L, int_fast32_t KR, int_fast32_t KS, int_fast32_t H, int_fast32_t W, int_fast32_t C, int_fast32_t ii0, int_fast32_t hi0, int_fast32_t wi0, int_fast32_t r0, int_fast32_t s0, int_fast32_t c0, struct exo_win_3f32c x, struct exo_win_4f32 Ac ) {
// assert stride(x, 2) == 1
// assert stride(Ac, 3) == 1
EXO_ASSUME(ii0 >= 0);
EXO_ASSUME(L + ii0 <= 6);
EXO_ASSUME(c0 >= 0);
EXO_ASSUME(3 + c0 <= C);
EXO_ASSUME(s0 + wi0 >= 0);
EXO_ASSUME(-2 + KS + L + s0 + wi0 < W);
float one;
one = 1.0f;
for (int_fast32_t r = 0; r < KR; r++) {
  if (hi0 + r + r0 >= 0 && hi0 + r + r0 < H) {
    for (int_fast32_t s = 0; s < KS; s++) {
      for (int_fast32_t l = 0; l < L; l++) {
        Ac.data[r * Ac.strides[0] + s * Ac.strides[1] + ii0 + l] = one * x.data[(hi0 + r + r0) * x.strides[0] + (l + s + s0 + wi0) * x.strides[1] + c0];
      }
      for (int_fast32_t l = 0; l < L; l++) {
        Ac.data[r * Ac.strides[0] + s * Ac.strides[1] + Ac.strides[2] + ii0 + l] = one * x.data[(hi0 + r + r0) * x.strides[0] + (l + s + s0 + wi0) * x.strides[1] + 1 + c0];
      }
      for (int_fast32_t l = 0; l < L; l++) {
        Ac.data[r * Ac.strides[0] + s * Ac.strides[1] + 2 * Ac.strides[2] + ii0 + l] = one * x.data[(hi0 + r + r0) * x.strides[0] + (l + s + s0 + wi0) * x.strides[1] + 2 + c0];
      }
    }
  } else {
    for (int_fast32_t s = 0; s < KS; s++) {
      for (int_fast32_t l = 0; l < L; l++) {
        Ac.data[r * Ac.strides[0] + s * Ac.strides[1] + ii0 + l] = 0.0f;
      }
      for (int_fast32_t l = 0; l < L; l++) {
        Ac.data[r * Ac.strides[0] + s * Ac.strides[1] + Ac.strides[2] + ii0 + l] = 0.0f;
      }
      for (int_fast32_t l = 0; l < L; l++) {
        Ac.data[r * Ac.strides[0] + s * Ac.strides[1] + 2 * Ac.strides[2] + ii0 + l] = 0.0f;
      }
    }
  }
}
}

