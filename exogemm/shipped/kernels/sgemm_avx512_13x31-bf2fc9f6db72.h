
#pragma once
#ifndef SGEMM_AVX512_13X31_H
#define SGEMM_AVX512_13X31_H

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


#ifndef EXO_WIN_1F32
#define EXO_WIN_1F32
struct exo_win_1f32{
    float * const data;
    const int_fast32_t strides[1];
};
#endif
#ifndef EXO_WIN_1F32C
#define EXO_WIN_1F32C
struct exo_win_1f32c{
    const float * const data;
    const int_fast32_t strides[1];
};
#endif
#ifndef EXO_WIN_2F32
#define EXO_WIN_2F32
struct exo_win_2f32{
    float * const data;
    const int_fast32_t strides[2];
};
#endif
#ifndef EXO_WIN_2F32C
#define EXO_WIN_2F32C
struct exo_win_2f32c{
    const float * const data;
    const int_fast32_t strides[2];
};
#endif
// sgemm_avx512_13x31(
//     KC : size,
//     Ac : f32[KC, 13] @DRAM,
//     Bc : f32[KC, 31] @DRAM,
//     C : [f32][13, 31] @DRAM
// )
void sgemm_avx512_13x31( void *ctxt, int_fast32_t KC, const float* Ac, const float* Bc, struct exo_win_2f32 C );



// C[0:13, 0:31] += Ac^T Bc; Ac is kc x 13, Bc is kc x 31.
void sgemm_avx512_13x31_ldc(int_fast32_t kc, const float *Ac, const float *Bc, float *C, int_fast32_t ldc);

#ifdef __cplusplus
}
#endif
#endif  // SGEMM_AVX512_13X31_H
