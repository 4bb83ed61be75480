
#pragma once
#ifndef SME_KERNELS_SME_SVL256_BF16F32_OVERWRITE_EXO_H
#define SME_KERNELS_SME_SVL256_BF16F32_OVERWRITE_EXO_H

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
#ifndef EXO_WIN_2UI16
#define EXO_WIN_2UI16
struct exo_win_2ui16{
    uint16_t * const data;
    const int_fast32_t strides[2];
};
#endif
#ifndef EXO_WIN_2UI16C
#define EXO_WIN_2UI16C
struct exo_win_2ui16c{
    const uint16_t * const data;
    const int_fast32_t strides[2];
};
#endif
#ifndef EXO_WIN_3UI16C
#define EXO_WIN_3UI16C
struct exo_win_3ui16c{
    const uint16_t * const data;
    const int_fast32_t strides[3];
};
#endif
// gemm_bf16f32_sme_svl256_15x9_mopa(
//     KG : size,
//     Ac : [ui16][KG, 15, 2] @DRAM,
//     Bc : [ui16][KG, 9, 2] @DRAM,
//     C : [f32][15, 9] @DRAM
// )
void gemm_bf16f32_sme_svl256_15x9_mopa( void *ctxt, int_fast32_t KG, struct exo_win_3ui16c Ac, struct exo_win_3ui16c Bc, struct exo_win_2f32 C ) __arm_streaming __arm_inout("za");

// gemm_bf16f32_sme_svl256_15x9_mopa_overwrite(
//     KG : size,
//     Ac : [ui16][KG, 15, 2] @DRAM,
//     Bc : [ui16][KG, 9, 2] @DRAM,
//     C : [f32][15, 9] @DRAM
// )
void gemm_bf16f32_sme_svl256_15x9_mopa_overwrite( void *ctxt, int_fast32_t KG, struct exo_win_3ui16c Ac, struct exo_win_3ui16c Bc, struct exo_win_2f32 C ) __arm_streaming __arm_inout("za");

// gemm_bf16f32_sme_svl256_16x16_mopa(
//     KG : size,
//     Ac : [ui16][KG, 16, 2] @DRAM,
//     Bc : [ui16][KG, 16, 2] @DRAM,
//     C : [f32][16, 16] @DRAM
// )
void gemm_bf16f32_sme_svl256_16x16_mopa( void *ctxt, int_fast32_t KG, struct exo_win_3ui16c Ac, struct exo_win_3ui16c Bc, struct exo_win_2f32 C ) __arm_streaming __arm_inout("za");

// gemm_bf16f32_sme_svl256_16x16_mopa_overwrite(
//     KG : size,
//     Ac : [ui16][KG, 16, 2] @DRAM,
//     Bc : [ui16][KG, 16, 2] @DRAM,
//     C : [f32][16, 16] @DRAM
// )
void gemm_bf16f32_sme_svl256_16x16_mopa_overwrite( void *ctxt, int_fast32_t KG, struct exo_win_3ui16c Ac, struct exo_win_3ui16c Bc, struct exo_win_2f32 C ) __arm_streaming __arm_inout("za");



#ifdef __cplusplus
}
#endif
#endif  // SME_KERNELS_SME_SVL256_BF16F32_OVERWRITE_EXO_H
