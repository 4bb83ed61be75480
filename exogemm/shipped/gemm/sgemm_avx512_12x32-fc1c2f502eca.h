
#pragma once
#ifndef SGEMM_AVX512_12X32_EXO_H
#define SGEMM_AVX512_12X32_EXO_H

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
// sgemm_avx512_12x32_cc(
//     M : size,
//     N : size,
//     K : size,
//     alpha : f32 @DRAM,
//     A : [f32][M, K] @DRAM,
//     B : [f32][K, N] @DRAM,
//     C : [f32][M, N] @DRAM
// )
void sgemm_avx512_12x32_cc( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, const float* alpha, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C );

// sgemm_avx512_12x32_cr(
//     M : size,
//     N : size,
//     K : size,
//     alpha : f32 @DRAM,
//     A : [f32][M, K] @DRAM,
//     B : [f32][K, N] @DRAM,
//     C : [f32][M, N] @DRAM
// )
void sgemm_avx512_12x32_cr( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, const float* alpha, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C );

// sgemm_avx512_12x32_direct_overwrite_rc(
//     M : size,
//     N : size,
//     K : size,
//     alpha : f32 @DRAM,
//     A : [f32][M, K] @DRAM,
//     B : [f32][K, N] @DRAM,
//     C : [f32][M, N] @DRAM
// )
void sgemm_avx512_12x32_direct_overwrite_rc( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, const float* alpha, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C );

// sgemm_avx512_12x32_direct_overwrite_rr(
//     M : size,
//     N : size,
//     K : size,
//     alpha : f32 @DRAM,
//     A : [f32][M, K] @DRAM,
//     B : [f32][K, N] @DRAM,
//     C : [f32][M, N] @DRAM
// )
void sgemm_avx512_12x32_direct_overwrite_rr( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, const float* alpha, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C );

// sgemm_avx512_12x32_direct_rc(
//     M : size,
//     N : size,
//     K : size,
//     alpha : f32 @DRAM,
//     A : [f32][M, K] @DRAM,
//     B : [f32][K, N] @DRAM,
//     C : [f32][M, N] @DRAM
// )
void sgemm_avx512_12x32_direct_rc( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, const float* alpha, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C );

// sgemm_avx512_12x32_direct_rr(
//     M : size,
//     N : size,
//     K : size,
//     alpha : f32 @DRAM,
//     A : [f32][M, K] @DRAM,
//     B : [f32][K, N] @DRAM,
//     C : [f32][M, N] @DRAM
// )
void sgemm_avx512_12x32_direct_rr( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, const float* alpha, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C );

// sgemm_avx512_12x32_overwrite_cc(
//     M : size,
//     N : size,
//     K : size,
//     alpha : f32 @DRAM,
//     A : [f32][M, K] @DRAM,
//     B : [f32][K, N] @DRAM,
//     C : [f32][M, N] @DRAM
// )
void sgemm_avx512_12x32_overwrite_cc( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, const float* alpha, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C );

// sgemm_avx512_12x32_overwrite_cr(
//     M : size,
//     N : size,
//     K : size,
//     alpha : f32 @DRAM,
//     A : [f32][M, K] @DRAM,
//     B : [f32][K, N] @DRAM,
//     C : [f32][M, N] @DRAM
// )
void sgemm_avx512_12x32_overwrite_cr( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, const float* alpha, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C );

// sgemm_avx512_12x32_overwrite_rc(
//     M : size,
//     N : size,
//     K : size,
//     alpha : f32 @DRAM,
//     A : [f32][M, K] @DRAM,
//     B : [f32][K, N] @DRAM,
//     C : [f32][M, N] @DRAM
// )
void sgemm_avx512_12x32_overwrite_rc( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, const float* alpha, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C );

// sgemm_avx512_12x32_overwrite_rr(
//     M : size,
//     N : size,
//     K : size,
//     alpha : f32 @DRAM,
//     A : [f32][M, K] @DRAM,
//     B : [f32][K, N] @DRAM,
//     C : [f32][M, N] @DRAM
// )
void sgemm_avx512_12x32_overwrite_rr( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, const float* alpha, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C );

// sgemm_avx512_12x32_rc(
//     M : size,
//     N : size,
//     K : size,
//     alpha : f32 @DRAM,
//     A : [f32][M, K] @DRAM,
//     B : [f32][K, N] @DRAM,
//     C : [f32][M, N] @DRAM
// )
void sgemm_avx512_12x32_rc( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, const float* alpha, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C );

// sgemm_avx512_12x32_rr(
//     M : size,
//     N : size,
//     K : size,
//     alpha : f32 @DRAM,
//     A : [f32][M, K] @DRAM,
//     B : [f32][K, N] @DRAM,
//     C : [f32][M, N] @DRAM
// )
void sgemm_avx512_12x32_rr( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, const float* alpha, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C );

// sgemm_avx512_12x32_scale_c(
//     M : size,
//     N : size,
//     beta : f32 @DRAM,
//     C : [f32][M, N] @DRAM
// )
void sgemm_avx512_12x32_scale_c( void *ctxt, int_fast32_t M, int_fast32_t N, const float* beta, struct exo_win_2f32 C );

// sgemm_avx512_12x32_zero_c(
//     M : size,
//     N : size,
//     C : [f32][M, N] @DRAM
// )
void sgemm_avx512_12x32_zero_c( void *ctxt, int_fast32_t M, int_fast32_t N, struct exo_win_2f32 C );



#ifdef __cplusplus
}
#endif
#endif  // SGEMM_AVX512_12X32_EXO_H
