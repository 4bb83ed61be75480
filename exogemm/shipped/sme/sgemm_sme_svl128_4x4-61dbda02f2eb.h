
#pragma once
#ifndef SGEMM_SME_SVL128_4X4_EXO_H
#define SGEMM_SME_SVL128_4X4_EXO_H

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
// sgemm_sme_svl128_4x4_mopa(
//     KC : size,
//     Ac : f32[KC, 4] @DRAM,
//     Bc : f32[KC, 4] @DRAM,
//     C : [f32][4, 4] @DRAM
// )
void sgemm_sme_svl128_4x4_mopa( void *ctxt, int_fast32_t KC, const float* Ac, const float* Bc, struct exo_win_2f32 C ) __arm_streaming __arm_inout("za");

// sgemm_sme_svl128_4x4_mopa_overwrite(
//     KC : size,
//     Ac : [f32][KC, 4] @DRAM,
//     Bc : [f32][KC, 4] @DRAM,
//     C : [f32][4, 4] @DRAM
// )
void sgemm_sme_svl128_4x4_mopa_overwrite( void *ctxt, int_fast32_t KC, struct exo_win_2f32c Ac, struct exo_win_2f32c Bc, struct exo_win_2f32 C ) __arm_streaming __arm_inout("za");



#ifdef __cplusplus
}
#endif
#endif  // SGEMM_SME_SVL128_4X4_EXO_H
