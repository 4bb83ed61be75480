
#pragma once
#ifndef SCONV_PACK_A_MR12_SW2_D1X1_C3_EXO_H
#define SCONV_PACK_A_MR12_SW2_D1X1_C3_EXO_H

#ifdef __cplusplus
extern "C" {
#endif


#include <stdint.h>
#include <stdbool.h>

// Compiler feature macros adapted from Hedley (public domain)
// https://github.com/nemequ/hedley

#if defined(__has_builtin)
#  define EXO_HAS_BUILTIN(builtin) __has_builtin(builtin)
#else
#  define EXO_HAS_BUILTIN(builtin) (0)
#endif

#if EXO_HAS_BUILTIN(__builtin_assume)
#  define EXO_ASSUME(expr) __builtin_assume(expr)
#elif EXO_HAS_BUILTIN(__builtin_unreachable)
#  define EXO_ASSUME(expr) \
      ((void)((expr) ? 1 : (__builtin_unreachable(), 1)))
#else
#  define EXO_ASSUME(expr) ((void)(expr))
#endif


#ifndef EXO_WIN_3F32C
#define EXO_WIN_3F32C
struct exo_win_3f32c{
    const float * const data;
    const int_fast32_t strides[3];
};
#endif
#ifndef EXO_WIN_4F32
#define EXO_WIN_4F32
struct exo_win_4f32{
    float * const data;
    const int_fast32_t strides[4];
};
#endif
// sconv_pack_a_mr12_sw2_d1x1_c3(
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
//     Ac : [f32][KR, KS, 3, 12] @DRAM
// )
void sconv_pack_a_mr12_sw2_d1x1_c3( void *ctxt, int_fast32_t L, int_fast32_t KR, int_fast32_t KS, int_fast32_t H, int_fast32_t W, int_fast32_t C, int_fast32_t ii0, int_fast32_t hi0, int_fast32_t wi0, int_fast32_t r0, int_fast32_t s0, int_fast32_t c0, struct exo_win_3f32c x, struct exo_win_4f32 Ac );

// sconv_pack_a_mr12_sw2_d1x1_c3_interior(
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
//     Ac : [f32][KR, KS, 3, 12] @DRAM
// )
void sconv_pack_a_mr12_sw2_d1x1_c3_interior( void *ctxt, int_fast32_t L, int_fast32_t KR, int_fast32_t KS, int_fast32_t H, int_fast32_t W, int_fast32_t C, int_fast32_t ii0, int_fast32_t hi0, int_fast32_t wi0, int_fast32_t r0, int_fast32_t s0, int_fast32_t c0, struct exo_win_3f32c x, struct exo_win_4f32 Ac );



#ifdef __cplusplus
}
#endif
#endif  // SCONV_PACK_A_MR12_SW2_D1X1_C3_EXO_H
