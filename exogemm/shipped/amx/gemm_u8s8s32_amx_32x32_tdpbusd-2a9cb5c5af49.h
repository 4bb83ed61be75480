
#pragma once
#ifndef GEMM_U8S8S32_AMX_32X32_TDPBUSD_H
#define GEMM_U8S8S32_AMX_32X32_TDPBUSD_H

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


#ifndef EXO_WIN_2I32
#define EXO_WIN_2I32
struct exo_win_2i32{
    int32_t * const data;
    const int_fast32_t strides[2];
};
#endif
#ifndef EXO_WIN_2I32C
#define EXO_WIN_2I32C
struct exo_win_2i32c{
    const int32_t * const data;
    const int_fast32_t strides[2];
};
#endif
#ifndef EXO_WIN_3I8
#define EXO_WIN_3I8
struct exo_win_3i8{
    int8_t * const data;
    const int_fast32_t strides[3];
};
#endif
#ifndef EXO_WIN_3I8C
#define EXO_WIN_3I8C
struct exo_win_3i8c{
    const int8_t * const data;
    const int_fast32_t strides[3];
};
#endif
#ifndef EXO_WIN_3UI8
#define EXO_WIN_3UI8
struct exo_win_3ui8{
    uint8_t * const data;
    const int_fast32_t strides[3];
};
#endif
#ifndef EXO_WIN_3UI8C
#define EXO_WIN_3UI8C
struct exo_win_3ui8c{
    const uint8_t * const data;
    const int_fast32_t strides[3];
};
#endif
// gemm_u8s8s32_amx_32x32_tdpbusd(
//     KG : size,
//     A : [ui8][32, KG, 4] @DRAM,
//     B : [i8][KG, 32, 4] @DRAM,
//     C : [i32][32, 32] @DRAM
// )
void gemm_u8s8s32_amx_32x32_tdpbusd( void *ctxt, int_fast32_t KG, struct exo_win_3ui8c A, struct exo_win_3i8c B, struct exo_win_2i32 C );

// gemm_u8s8s32_amx_32x32_tdpbusd_overwrite(
//     KG : size,
//     A : [ui8][32, KG, 4] @DRAM,
//     B : [i8][KG, 32, 4] @DRAM,
//     C : [i32][32, 32] @DRAM
// )
void gemm_u8s8s32_amx_32x32_tdpbusd_overwrite( void *ctxt, int_fast32_t KG, struct exo_win_3ui8c A, struct exo_win_3i8c B, struct exo_win_2i32 C );



#ifdef __cplusplus
}
#endif
#endif  // GEMM_U8S8S32_AMX_32X32_TDPBUSD_H
