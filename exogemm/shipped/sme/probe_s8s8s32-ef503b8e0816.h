
#pragma once
#ifndef PROBE_S8S8S32_EXO_H
#define PROBE_S8S8S32_EXO_H

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


#ifndef EXO_WIN_1I32
#define EXO_WIN_1I32
struct exo_win_1i32{
    int32_t * const data;
    const int_fast32_t strides[1];
};
#endif
#ifndef EXO_WIN_1I32C
#define EXO_WIN_1I32C
struct exo_win_1i32c{
    const int32_t * const data;
    const int_fast32_t strides[1];
};
#endif
#ifndef EXO_WIN_2I32
#define EXO_WIN_2I32
struct exo_win_2i32{
    int32_t * const data;
    const int_fast32_t strides[2];
};
#endif
#ifndef EXO_WIN_2I8
#define EXO_WIN_2I8
struct exo_win_2i8{
    int8_t * const data;
    const int_fast32_t strides[2];
};
#endif
#ifndef EXO_WIN_2I8C
#define EXO_WIN_2I8C
struct exo_win_2i8c{
    const int8_t * const data;
    const int_fast32_t strides[2];
};
#endif
#ifndef EXO_WIN_3I8C
#define EXO_WIN_3I8C
struct exo_win_3i8c{
    const int8_t * const data;
    const int_fast32_t strides[3];
};
#endif
// gemm_s8s8s32_sme_svl256_16x16_mopa(
//     KG : size,
//     Ac : [i8][KG, 16, 4] @DRAM,
//     Bc : [i8][KG, 16, 4] @DRAM,
//     C : [i32][16, 16] @DRAM
// )
void gemm_s8s8s32_sme_svl256_16x16_mopa( void *ctxt, int_fast32_t KG, struct exo_win_3i8c Ac, struct exo_win_3i8c Bc, struct exo_win_2i32 C ) __arm_streaming __arm_inout("za");

// gemm_s8s8s32_sme_svl256_7x25_mopa(
//     KG : size,
//     Ac : [i8][KG, 7, 4] @DRAM,
//     Bc : [i8][KG, 25, 4] @DRAM,
//     C : [i32][7, 25] @DRAM
// )
void gemm_s8s8s32_sme_svl256_7x25_mopa( void *ctxt, int_fast32_t KG, struct exo_win_3i8c Ac, struct exo_win_3i8c Bc, struct exo_win_2i32 C ) __arm_streaming __arm_inout("za");



#ifdef __cplusplus
}
#endif
#endif  // PROBE_S8S8S32_EXO_H
