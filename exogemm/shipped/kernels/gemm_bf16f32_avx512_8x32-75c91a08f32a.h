
#pragma once
#ifndef GEMM_BF16F32_AVX512_8X32_H
#define GEMM_BF16F32_AVX512_8X32_H

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
#ifndef EXO_WIN_1UI16C
#define EXO_WIN_1UI16C
struct exo_win_1ui16c{
    const uint16_t * const data;
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
// gemm_bf16f32_avx512_8x32(
//     KG : size,
//     Ac : [ui16][KG, 8, 2] @DRAM,
//     Bc : [ui16][KG, 32, 2] @DRAM,
//     C : [f32][8, 32] @DRAM
// )
void gemm_bf16f32_avx512_8x32( void *ctxt, int_fast32_t KG, struct exo_win_3ui16c Ac, struct exo_win_3ui16c Bc, struct exo_win_2f32 C );

// gemm_bf16f32_avx512_8x32_overwrite(
//     KG : size,
//     Ac : [ui16][KG, 8, 2] @DRAM,
//     Bc : [ui16][KG, 32, 2] @DRAM,
//     C : [f32][8, 32] @DRAM
// )
void gemm_bf16f32_avx512_8x32_overwrite( void *ctxt, int_fast32_t KG, struct exo_win_3ui16c Ac, struct exo_win_3ui16c Bc, struct exo_win_2f32 C );



// Ac is kg x 8 x 2, Bc is kg x 32 x 2 (2 consecutive k innermost).
// C[0:mr, 0:nr] += A B, A from packed Ac.
void gemm_bf16f32_avx512_8x32_ldc(int_fast32_t kg, const uint16_t *Ac, const uint16_t *Bc, float *C, int_fast32_t ldc);
// C[0:mr, 0:nr] += A B, A from A's mr rows in place (row i's k-group q at A[i*lda + q*G]).
void gemm_bf16f32_avx512_8x32_rows(int_fast32_t kg, const uint16_t *A, int_fast32_t lda, const uint16_t *Bc, float *C, int_fast32_t ldc);
// C[0:mr, 0:nr] = A B, A from packed Ac.
void gemm_bf16f32_avx512_8x32_overwrite_ldc(int_fast32_t kg, const uint16_t *Ac, const uint16_t *Bc, float *C, int_fast32_t ldc);
// C[0:mr, 0:nr] = A B, A from A's mr rows in place (row i's k-group q at A[i*lda + q*G]).
void gemm_bf16f32_avx512_8x32_overwrite_rows(int_fast32_t kg, const uint16_t *A, int_fast32_t lda, const uint16_t *Bc, float *C, int_fast32_t ldc);

#ifdef __cplusplus
}
#endif
#endif  // GEMM_BF16F32_AVX512_8X32_H
