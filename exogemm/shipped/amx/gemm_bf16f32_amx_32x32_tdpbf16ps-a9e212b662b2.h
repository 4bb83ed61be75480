
#pragma once
#ifndef GEMM_BF16F32_AMX_32X32_TDPBF16PS_H
#define GEMM_BF16F32_AMX_32X32_TDPBF16PS_H

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
#ifndef EXO_WIN_3UI16
#define EXO_WIN_3UI16
struct exo_win_3ui16{
    uint16_t * const data;
    const int_fast32_t strides[3];
};
#endif
#ifndef EXO_WIN_3UI16C
#define EXO_WIN_3UI16C
struct exo_win_3ui16c{
    const uint16_t * const data;
    const int_fast32_t strides[3];
};
#endif
// gemm_bf16f32_amx_32x32_tdpbf16ps(
//     KG : size,
//     A : [ui16][32, KG, 2] @DRAM,
//     B : [ui16][KG, 32, 2] @DRAM,
//     C : [f32][32, 32] @DRAM
// )
void gemm_bf16f32_amx_32x32_tdpbf16ps( void *ctxt, int_fast32_t KG, struct exo_win_3ui16c A, struct exo_win_3ui16c B, struct exo_win_2f32 C );

// gemm_bf16f32_amx_32x32_tdpbf16ps_overwrite(
//     KG : size,
//     A : [ui16][32, KG, 2] @DRAM,
//     B : [ui16][KG, 32, 2] @DRAM,
//     C : [f32][32, 32] @DRAM
// )
void gemm_bf16f32_amx_32x32_tdpbf16ps_overwrite( void *ctxt, int_fast32_t KG, struct exo_win_3ui16c A, struct exo_win_3ui16c B, struct exo_win_2f32 C );



#ifdef __cplusplus
}
#endif
#endif  // GEMM_BF16F32_AMX_32X32_TDPBF16PS_H
