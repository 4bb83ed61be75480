
#pragma once
#ifndef HGEMM_NEON_9X19_H
#define HGEMM_NEON_9X19_H

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


#ifndef EXO_WIN_1F16
#define EXO_WIN_1F16
struct exo_win_1f16{
    _Float16 * const data;
    const int_fast32_t strides[1];
};
#endif
#ifndef EXO_WIN_1F16C
#define EXO_WIN_1F16C
struct exo_win_1f16c{
    const _Float16 * const data;
    const int_fast32_t strides[1];
};
#endif
#ifndef EXO_WIN_2F16
#define EXO_WIN_2F16
struct exo_win_2f16{
    _Float16 * const data;
    const int_fast32_t strides[2];
};
#endif
#ifndef EXO_WIN_2F16C
#define EXO_WIN_2F16C
struct exo_win_2f16c{
    const _Float16 * const data;
    const int_fast32_t strides[2];
};
#endif
// hgemm_neon_9x19(
//     KC : size,
//     Ac : f16[KC, 9] @DRAM,
//     Bc : f16[KC, 19] @DRAM,
//     C : [f16][9, 19] @DRAM
// )
void hgemm_neon_9x19( void *ctxt, int_fast32_t KC, const _Float16* Ac, const _Float16* Bc, struct exo_win_2f16 C );

// hgemm_neon_9x19_sliver_overwrite(
//     KC : size,
//     Ac : [f16][KC, 9] @DRAM,
//     Bc : [f16][KC, 19] @DRAM,
//     C : [f16][9, 19] @DRAM
// )
void hgemm_neon_9x19_sliver_overwrite( void *ctxt, int_fast32_t KC, struct exo_win_2f16c Ac, struct exo_win_2f16c Bc, struct exo_win_2f16 C );



// C[0:9, 0:19] += Ac^T Bc; Ac is kc x 9, Bc is kc x 19.
void hgemm_neon_9x19_ldc(int_fast32_t kc, const _Float16 *Ac, const _Float16 *Bc, _Float16 *C, int_fast32_t ldc);
// C[0:9, 0:19] = Ac^T Bc (C never read).
void hgemm_neon_9x19_overwrite_ldc(int_fast32_t kc, const _Float16 *Ac, const _Float16 *Bc, _Float16 *C, int_fast32_t ldc);

#ifdef __cplusplus
}
#endif
#endif  // HGEMM_NEON_9X19_H
