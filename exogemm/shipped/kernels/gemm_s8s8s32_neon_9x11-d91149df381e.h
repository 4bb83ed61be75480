
#pragma once
#ifndef GEMM_S8S8S32_NEON_9X11_H
#define GEMM_S8S8S32_NEON_9X11_H

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
#ifndef EXO_WIN_1I8C
#define EXO_WIN_1I8C
struct exo_win_1i8c{
    const int8_t * const data;
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
// gemm_s8s8s32_neon_9x11(
//     KG : size,
//     Ac : [i8][KG, 9, 4] @DRAM,
//     Bc : [i8][KG, 11, 4] @DRAM,
//     C : [i32][9, 11] @DRAM
// )
void gemm_s8s8s32_neon_9x11( void *ctxt, int_fast32_t KG, struct exo_win_3i8c Ac, struct exo_win_3i8c Bc, struct exo_win_2i32 C );

// gemm_s8s8s32_neon_9x11_overwrite(
//     KG : size,
//     Ac : [i8][KG, 9, 4] @DRAM,
//     Bc : [i8][KG, 11, 4] @DRAM,
//     C : [i32][9, 11] @DRAM
// )
void gemm_s8s8s32_neon_9x11_overwrite( void *ctxt, int_fast32_t KG, struct exo_win_3i8c Ac, struct exo_win_3i8c Bc, struct exo_win_2i32 C );



// Ac is kg x 9 x 4, Bc is kg x 11 x 4 (4 consecutive k innermost).
// C[0:mr, 0:nr] += A B, A from packed Ac.
void gemm_s8s8s32_neon_9x11_ldc(int_fast32_t kg, const int8_t *Ac, const int8_t *Bc, int32_t *C, int_fast32_t ldc);
// C[0:mr, 0:nr] += A B, A from A's mr rows in place (row i's k-group q at A[i*lda + q*G]).
void gemm_s8s8s32_neon_9x11_rows(int_fast32_t kg, const int8_t *A, int_fast32_t lda, const int8_t *Bc, int32_t *C, int_fast32_t ldc);
// C[0:mr, 0:nr] = A B, A from packed Ac.
void gemm_s8s8s32_neon_9x11_overwrite_ldc(int_fast32_t kg, const int8_t *Ac, const int8_t *Bc, int32_t *C, int_fast32_t ldc);
// C[0:mr, 0:nr] = A B, A from A's mr rows in place (row i's k-group q at A[i*lda + q*G]).
void gemm_s8s8s32_neon_9x11_overwrite_rows(int_fast32_t kg, const int8_t *A, int_fast32_t lda, const int8_t *Bc, int32_t *C, int_fast32_t ldc);

#ifdef __cplusplus
}
#endif
#endif  // GEMM_S8S8S32_NEON_9X11_H
