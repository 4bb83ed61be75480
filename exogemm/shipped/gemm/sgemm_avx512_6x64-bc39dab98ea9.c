#include "sgemm_avx512_6x64_exo.h"


static int exo_floor_div(int num, int quot) {
  int off = (num>=0)? 0 : quot-1;
  return (num-off)/quot;
}

#include <immintrin.h>
#ifndef EXOGEMM_AVX512_HSUM4
#define EXOGEMM_AVX512_HSUM4
#include <stdint.h>
/* s[0..3] = the lane sums of v0..v3, each added in the order of _mm512_reduce_add_ps
   (256-bit halves, 128-bit halves, lanes 2 apart, then neighbours): the same bits. The four
   share each step's shuffle: 9 shuffles and 5 adds, where four reduce_add_ps take 16 and 16
   (shuffles run on one port of Intel cores). */
static inline void exogemm_avx512_hsum4(float *s, __m512 v0, __m512 v1, __m512 v2, __m512 v3) {
    __m512 h01 = _mm512_add_ps(_mm512_shuffle_f32x4(v0, v1, 0x44),   /* lo 256 of v0, v1 */
                               _mm512_shuffle_f32x4(v0, v1, 0xEE));  /* hi 256 */
    __m512 h23 = _mm512_add_ps(_mm512_shuffle_f32x4(v2, v3, 0x44),
                               _mm512_shuffle_f32x4(v2, v3, 0xEE));
    __m512 q = _mm512_add_ps(_mm512_shuffle_f32x4(h01, h23, 0x88),   /* lo 128 of each */
                             _mm512_shuffle_f32x4(h01, h23, 0xDD));  /* hi 128 */
    q = _mm512_add_ps(q, _mm512_permute_ps(q, 0x4E));                /* lanes 2 apart */
    q = _mm512_add_ps(q, _mm512_permute_ps(q, 0xB1));                /* neighbours */
    __m512i at = _mm512_setr_epi32(0, 4, 8, 12, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
    _mm_storeu_ps(s, _mm512_castps512_ps128(_mm512_permutexvar_ps(at, q)));
}
/* Bt[j * k + kk] = B[kk * rs + j * cs] for j < n, kk < k: 16 rows of a column a gather and
   one store, the last rows masked (a masked-off lane reads nothing). Scalar stores of
   64 x 5 x 64's copy took 1.4 cycles a float, a sixth of the call. A row stride whose 16
   rows overflow the gather's 32-bit indices takes the scalar copy. */
static inline void exogemm_avx512_gather_columns(int64_t n, int64_t k, const float *B,
                                                 int64_t rs, int64_t cs, float *Bt) {
    if (rs > INT32_MAX / 16 || rs < -INT32_MAX / 16) {
        for (int64_t kk = 0; kk < k; kk++)
            for (int64_t j = 0; j < n; j++) Bt[j * k + kk] = B[kk * rs + j * cs];
        return;
    }
    __m512i at = _mm512_mullo_epi32(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11,
                                                      12, 13, 14, 15),
                                    _mm512_set1_epi32((int)rs));
    int64_t kk = 0;
    for (; kk + 16 <= k; kk += 16)
        for (int64_t j = 0; j < n; j++)
            _mm512_storeu_ps(Bt + j * k + kk, _mm512_i32gather_ps(at, B + kk * rs + j * cs, 4));
    if (kk < k) {
        __mmask16 m = _cvtu32_mask16((1u << (k - kk)) - 1u);
        for (int64_t j = 0; j < n; j++)
            _mm512_mask_storeu_ps(Bt + j * k + kk, m, _mm512_mask_i32gather_ps(
                _mm512_setzero_ps(), m, at, B + kk * rs + j * cs, 4));
    }
}
#endif
#include <stdio.h>
#include <stdlib.h>

#include <stdio.h>
#include <stdlib.h>

#include <stdio.h>
#include <stdlib.h>

#include <stdlib.h>
#include <string.h>
#include <stddef.h>
#include <pthread.h>
#if defined(__linux__)
#include <sys/mman.h>
#endif
/* Packing workspace: one buffer per slot (0: Ac, 1: Bc) per calling thread, reserved by the
   C wrapper before a GEMM starts (exogemm_ws_reserve) and reused by every later call of that
   thread, so the loops never allocate. Page-aligned and zero-filled when (re)allocated.
   The hot path reads the thread-local slots; a pthread key whose destructor frees them is
   set when a thread first allocates, so a thread's buffers go when the thread exits
   (short-lived callers and the OpenMP workers libgomp retires when a team shrinks would
   otherwise leak theirs). The main thread never runs key destructors: its buffers stay
   for the process's life, re-faulting their pages on every call would cost 5-15%. */
typedef struct { float *ptr; size_t floats; } exogemm_ws_slot;
static _Thread_local exogemm_ws_slot exogemm_ws[2];
static pthread_key_t exogemm_ws_key;
static pthread_once_t exogemm_ws_key_once = PTHREAD_ONCE_INIT;
static int exogemm_ws_key_made;
static float *exogemm_workspace(int slot) { return exogemm_ws[slot].ptr; }
static void exogemm_ws_free(exogemm_ws_slot *slots) {
    for (int s = 0; s < 2; s++) { free(slots[s].ptr); slots[s].ptr = NULL; slots[s].floats = 0; }
}
static void exogemm_ws_at_thread_exit(void *slots) { exogemm_ws_free((exogemm_ws_slot *)slots); }
static void exogemm_ws_make_key(void) {
    exogemm_ws_key_made = pthread_key_create(&exogemm_ws_key, exogemm_ws_at_thread_exit) == 0;
}
/* This thread's slots, to be freed at its exit. If no key could be made (the process ran
   out of its PTHREAD_KEYS_MAX), the buffers live on as before: a leak, not an error. */
static void exogemm_ws_free_at_exit(void) {
    pthread_once(&exogemm_ws_key_once, exogemm_ws_make_key);
    if (exogemm_ws_key_made) pthread_setspecific(exogemm_ws_key, exogemm_ws);
}
/* A library unloaded (dlclose) while threads live must not leave them a destructor in
   unmapped code: their buffers then leak instead. */
__attribute__((destructor)) static void exogemm_ws_unload(void) {
    if (exogemm_ws_key_made) pthread_key_delete(exogemm_ws_key);
}
static int exogemm_ws_reserve(int slot, size_t floats) {
    exogemm_ws_slot *w = &exogemm_ws[slot];
    if (w->ptr && w->floats >= floats) return 0;
    /* Buffers of 1 MiB and more are 2 MiB-aligned and, on Linux, asked to be huge pages
       (fewer TLB misses streaming Bc); smaller ones are page-aligned. */
    size_t align = floats * sizeof(float) >= ((size_t)1 << 20) ? ((size_t)2 << 20) : 4096u;
    size_t bytes = (floats * sizeof(float) + align - 1) & ~(align - 1);
    float *p = (float *)aligned_alloc(align, bytes);
    if (!p) return -1;
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    if (align > 4096u) madvise(p, bytes, MADV_HUGEPAGE);
#endif
    memset(p, 0, bytes);
    free(w->ptr);
    w->ptr = p;
    w->floats = bytes / sizeof(float);
    exogemm_ws_free_at_exit();
    return 0;
}
static void exogemm_ws_release(void) { exogemm_ws_free(exogemm_ws); }

// sgemm_avx512_4x64_sliver(
//     KC : size,
//     Ac : [f32][KC, 4] @DRAM,
//     Bc : [f32][KC, 64] @DRAM,
//     C : [f32][4, 64] @DRAM
// )
static void sgemm_avx512_4x64_sliver( void *ctxt, int_fast32_t KC, struct exo_win_2f32c Ac, struct exo_win_2f32c Bc, struct exo_win_2f32 C );

// sgemm_avx512_6x64_cc_col_panel(
//     M : size,
//     N : size,
//     K : size,
//     alpha : f32 @DRAM,
//     A : [f32][M, K] @DRAM,
//     B : [f32][K, N] @DRAM,
//     C : [f32][M, N] @DRAM
// )
static void sgemm_avx512_6x64_cc_col_panel( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, const float* alpha, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C );

// sgemm_avx512_6x64_cc_kc_panel(
//     M : size,
//     N : size,
//     K : size,
//     alpha : f32 @DRAM,
//     A : [f32][M, K] @DRAM,
//     B : [f32][K, N] @DRAM,
//     C : [f32][M, N] @DRAM
// )
static void sgemm_avx512_6x64_cc_kc_panel( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, const float* alpha, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C );

// sgemm_avx512_6x64_cc_mc_block(
//     M : size,
//     N : size,
//     K : size,
//     NS : index,
//     alpha : f32 @DRAM,
//     A : [f32][M, K] @DRAM,
//     Bc : f32[64, 468, 64] @DRAM,
//     C : [f32][M, N] @DRAM
// )
static void sgemm_avx512_6x64_cc_mc_block( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, int_fast32_t NS, const float* alpha, struct exo_win_2f32c A, const float* Bc, struct exo_win_2f32 C );

// sgemm_avx512_6x64_cc_mc_tiles(
//     M : size,
//     N : size,
//     K : size,
//     NS : index,
//     Bc : f32[64, 468, 64] @DRAM,
//     C : [f32][M, N] @DRAM,
//     Ac : f32[46, 468, 6] @PackedPanels
// )
static void sgemm_avx512_6x64_cc_mc_tiles( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, int_fast32_t NS, const float* Bc, struct exo_win_2f32 C, const float* Ac );

// sgemm_avx512_6x64_cc_pack_a(
//     M : size,
//     K : size,
//     A : [f32][M, K] @DRAM,
//     Ac : f32[46, 468, 6] @PackedPanels,
//     alpha_r : f32 @DRAM
// )
static void sgemm_avx512_6x64_cc_pack_a( void *ctxt, int_fast32_t M, int_fast32_t K, struct exo_win_2f32c A, float* Ac, const float* alpha_r );

// sgemm_avx512_6x64_cc_pack_b(
//     N : size,
//     K : size,
//     B : [f32][K, N] @DRAM,
//     Bc : f32[64, 468, 64] @PackedPanels
// )
static void sgemm_avx512_6x64_cc_pack_b( void *ctxt, int_fast32_t N, int_fast32_t K, struct exo_win_2f32c B, float* Bc );

// sgemm_avx512_6x64_cr_col_panel(
//     M : size,
//     N : size,
//     K : size,
//     alpha : f32 @DRAM,
//     A : [f32][M, K] @DRAM,
//     B : [f32][K, N] @DRAM,
//     C : [f32][M, N] @DRAM
// )
static void sgemm_avx512_6x64_cr_col_panel( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, const float* alpha, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C );

// sgemm_avx512_6x64_cr_kc_panel(
//     M : size,
//     N : size,
//     K : size,
//     alpha : f32 @DRAM,
//     A : [f32][M, K] @DRAM,
//     B : [f32][K, N] @DRAM,
//     C : [f32][M, N] @DRAM
// )
static void sgemm_avx512_6x64_cr_kc_panel( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, const float* alpha, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C );

// sgemm_avx512_6x64_cr_mc_block(
//     M : size,
//     N : size,
//     K : size,
//     NS : index,
//     alpha : f32 @DRAM,
//     A : [f32][M, K] @DRAM,
//     Bc : f32[64, 468, 64] @DRAM,
//     C : [f32][M, N] @DRAM
// )
static void sgemm_avx512_6x64_cr_mc_block( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, int_fast32_t NS, const float* alpha, struct exo_win_2f32c A, const float* Bc, struct exo_win_2f32 C );

// sgemm_avx512_6x64_cr_mc_tiles(
//     M : size,
//     N : size,
//     K : size,
//     NS : index,
//     Bc : f32[64, 468, 64] @DRAM,
//     C : [f32][M, N] @DRAM,
//     Ac : f32[46, 468, 6] @PackedPanels
// )
static void sgemm_avx512_6x64_cr_mc_tiles( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, int_fast32_t NS, const float* Bc, struct exo_win_2f32 C, const float* Ac );

// sgemm_avx512_6x64_cr_pack_a(
//     M : size,
//     K : size,
//     A : [f32][M, K] @DRAM,
//     Ac : f32[46, 468, 6] @PackedPanels,
//     alpha_r : f32 @DRAM
// )
static void sgemm_avx512_6x64_cr_pack_a( void *ctxt, int_fast32_t M, int_fast32_t K, struct exo_win_2f32c A, float* Ac, const float* alpha_r );

// sgemm_avx512_6x64_cr_pack_b(
//     N : size,
//     K : size,
//     B : [f32][K, N] @DRAM,
//     Bc : f32[64, 468, 64] @PackedPanels
// )
static void sgemm_avx512_6x64_cr_pack_b( void *ctxt, int_fast32_t N, int_fast32_t K, struct exo_win_2f32c B, float* Bc );

// sgemm_avx512_6x64_direct(
//     KC : size,
//     A : [f32][6, KC] @DRAM,
//     Bc : [f32][KC, 64] @DRAM,
//     C : [f32][6, 64] @DRAM
// )
static void sgemm_avx512_6x64_direct( void *ctxt, int_fast32_t KC, struct exo_win_2f32c A, struct exo_win_2f32c Bc, struct exo_win_2f32 C );

// sgemm_avx512_6x64_direct_edge(
//     K : size,
//     M : size,
//     N : size,
//     A : [f32][M, K] @DRAM,
//     Bc : [f32][K, 64] @DRAM,
//     C : [f32][M, N] @DRAM
// )
static void sgemm_avx512_6x64_direct_edge( void *ctxt, int_fast32_t K, int_fast32_t M, int_fast32_t N, struct exo_win_2f32c A, struct exo_win_2f32c Bc, struct exo_win_2f32 C );

// sgemm_avx512_6x64_direct_overwrite(
//     KC : size,
//     A : [f32][6, KC] @DRAM,
//     Bc : [f32][KC, 64] @DRAM,
//     C : [f32][6, 64] @DRAM
// )
static void sgemm_avx512_6x64_direct_overwrite( void *ctxt, int_fast32_t KC, struct exo_win_2f32c A, struct exo_win_2f32c Bc, struct exo_win_2f32 C );

// sgemm_avx512_6x64_direct_overwrite_rc_kc_panel(
//     M : size,
//     N : size,
//     K : size,
//     alpha : f32 @DRAM,
//     A : [f32][M, K] @DRAM,
//     B : [f32][K, N] @DRAM,
//     C : [f32][M, N] @DRAM
// )
static void sgemm_avx512_6x64_direct_overwrite_rc_kc_panel( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, const float* alpha, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C );

// sgemm_avx512_6x64_direct_overwrite_rc_mc_block(
//     M : size,
//     N : size,
//     K : size,
//     NS : index,
//     A : [f32][M, K] @DRAM,
//     Bc : f32[64, 468, 64] @DRAM,
//     C : [f32][M, N] @DRAM
// )
static void sgemm_avx512_6x64_direct_overwrite_rc_mc_block( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, int_fast32_t NS, struct exo_win_2f32c A, const float* Bc, struct exo_win_2f32 C );

// sgemm_avx512_6x64_direct_overwrite_rr_kc_panel(
//     M : size,
//     N : size,
//     K : size,
//     alpha : f32 @DRAM,
//     A : [f32][M, K] @DRAM,
//     B : [f32][K, N] @DRAM,
//     C : [f32][M, N] @DRAM
// )
static void sgemm_avx512_6x64_direct_overwrite_rr_kc_panel( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, const float* alpha, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C );

// sgemm_avx512_6x64_direct_overwrite_rr_mc_block(
//     M : size,
//     N : size,
//     K : size,
//     NS : index,
//     A : [f32][M, K] @DRAM,
//     Bc : f32[64, 468, 64] @DRAM,
//     C : [f32][M, N] @DRAM
// )
static void sgemm_avx512_6x64_direct_overwrite_rr_mc_block( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, int_fast32_t NS, struct exo_win_2f32c A, const float* Bc, struct exo_win_2f32 C );

// sgemm_avx512_6x64_direct_rc_col_panel(
//     M : size,
//     N : size,
//     K : size,
//     alpha : f32 @DRAM,
//     A : [f32][M, K] @DRAM,
//     B : [f32][K, N] @DRAM,
//     C : [f32][M, N] @DRAM
// )
static void sgemm_avx512_6x64_direct_rc_col_panel( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, const float* alpha, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C );

// sgemm_avx512_6x64_direct_rc_kc_panel(
//     M : size,
//     N : size,
//     K : size,
//     alpha : f32 @DRAM,
//     A : [f32][M, K] @DRAM,
//     B : [f32][K, N] @DRAM,
//     C : [f32][M, N] @DRAM
// )
static void sgemm_avx512_6x64_direct_rc_kc_panel( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, const float* alpha, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C );

// sgemm_avx512_6x64_direct_rc_mc_block(
//     M : size,
//     N : size,
//     K : size,
//     NS : index,
//     A : [f32][M, K] @DRAM,
//     Bc : f32[64, 468, 64] @DRAM,
//     C : [f32][M, N] @DRAM
// )
static void sgemm_avx512_6x64_direct_rc_mc_block( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, int_fast32_t NS, struct exo_win_2f32c A, const float* Bc, struct exo_win_2f32 C );

// sgemm_avx512_6x64_direct_rr_col_panel(
//     M : size,
//     N : size,
//     K : size,
//     alpha : f32 @DRAM,
//     A : [f32][M, K] @DRAM,
//     B : [f32][K, N] @DRAM,
//     C : [f32][M, N] @DRAM
// )
static void sgemm_avx512_6x64_direct_rr_col_panel( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, const float* alpha, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C );

// sgemm_avx512_6x64_direct_rr_kc_panel(
//     M : size,
//     N : size,
//     K : size,
//     alpha : f32 @DRAM,
//     A : [f32][M, K] @DRAM,
//     B : [f32][K, N] @DRAM,
//     C : [f32][M, N] @DRAM
// )
static void sgemm_avx512_6x64_direct_rr_kc_panel( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, const float* alpha, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C );

// sgemm_avx512_6x64_direct_rr_mc_block(
//     M : size,
//     N : size,
//     K : size,
//     NS : index,
//     A : [f32][M, K] @DRAM,
//     Bc : f32[64, 468, 64] @DRAM,
//     C : [f32][M, N] @DRAM
// )
static void sgemm_avx512_6x64_direct_rr_mc_block( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, int_fast32_t NS, struct exo_win_2f32c A, const float* Bc, struct exo_win_2f32 C );

// sgemm_avx512_6x64_edge(
//     K : size,
//     M : size,
//     N : size,
//     Ac : [f32][K, 6] @DRAM,
//     Bc : [f32][K, 64] @DRAM,
//     C : [f32][M, N] @DRAM
// )
static void sgemm_avx512_6x64_edge( void *ctxt, int_fast32_t K, int_fast32_t M, int_fast32_t N, struct exo_win_2f32c Ac, struct exo_win_2f32c Bc, struct exo_win_2f32 C );

// sgemm_avx512_6x64_overwrite_cc_kc_panel(
//     M : size,
//     N : size,
//     K : size,
//     alpha : f32 @DRAM,
//     A : [f32][M, K] @DRAM,
//     B : [f32][K, N] @DRAM,
//     C : [f32][M, N] @DRAM
// )
static void sgemm_avx512_6x64_overwrite_cc_kc_panel( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, const float* alpha, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C );

// sgemm_avx512_6x64_overwrite_cc_mc_block(
//     M : size,
//     N : size,
//     K : size,
//     NS : index,
//     alpha : f32 @DRAM,
//     A : [f32][M, K] @DRAM,
//     Bc : f32[64, 468, 64] @DRAM,
//     C : [f32][M, N] @DRAM
// )
static void sgemm_avx512_6x64_overwrite_cc_mc_block( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, int_fast32_t NS, const float* alpha, struct exo_win_2f32c A, const float* Bc, struct exo_win_2f32 C );

// sgemm_avx512_6x64_overwrite_cr_kc_panel(
//     M : size,
//     N : size,
//     K : size,
//     alpha : f32 @DRAM,
//     A : [f32][M, K] @DRAM,
//     B : [f32][K, N] @DRAM,
//     C : [f32][M, N] @DRAM
// )
static void sgemm_avx512_6x64_overwrite_cr_kc_panel( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, const float* alpha, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C );

// sgemm_avx512_6x64_overwrite_cr_mc_block(
//     M : size,
//     N : size,
//     K : size,
//     NS : index,
//     alpha : f32 @DRAM,
//     A : [f32][M, K] @DRAM,
//     Bc : f32[64, 468, 64] @DRAM,
//     C : [f32][M, N] @DRAM
// )
static void sgemm_avx512_6x64_overwrite_cr_mc_block( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, int_fast32_t NS, const float* alpha, struct exo_win_2f32c A, const float* Bc, struct exo_win_2f32 C );

// sgemm_avx512_6x64_overwrite_rc_kc_panel(
//     M : size,
//     N : size,
//     K : size,
//     alpha : f32 @DRAM,
//     A : [f32][M, K] @DRAM,
//     B : [f32][K, N] @DRAM,
//     C : [f32][M, N] @DRAM
// )
static void sgemm_avx512_6x64_overwrite_rc_kc_panel( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, const float* alpha, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C );

// sgemm_avx512_6x64_overwrite_rc_mc_block(
//     M : size,
//     N : size,
//     K : size,
//     NS : index,
//     alpha : f32 @DRAM,
//     A : [f32][M, K] @DRAM,
//     Bc : f32[64, 468, 64] @DRAM,
//     C : [f32][M, N] @DRAM
// )
static void sgemm_avx512_6x64_overwrite_rc_mc_block( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, int_fast32_t NS, const float* alpha, struct exo_win_2f32c A, const float* Bc, struct exo_win_2f32 C );

// sgemm_avx512_6x64_overwrite_rr_kc_panel(
//     M : size,
//     N : size,
//     K : size,
//     alpha : f32 @DRAM,
//     A : [f32][M, K] @DRAM,
//     B : [f32][K, N] @DRAM,
//     C : [f32][M, N] @DRAM
// )
static void sgemm_avx512_6x64_overwrite_rr_kc_panel( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, const float* alpha, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C );

// sgemm_avx512_6x64_overwrite_rr_mc_block(
//     M : size,
//     N : size,
//     K : size,
//     NS : index,
//     alpha : f32 @DRAM,
//     A : [f32][M, K] @DRAM,
//     Bc : f32[64, 468, 64] @DRAM,
//     C : [f32][M, N] @DRAM
// )
static void sgemm_avx512_6x64_overwrite_rr_mc_block( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, int_fast32_t NS, const float* alpha, struct exo_win_2f32c A, const float* Bc, struct exo_win_2f32 C );

// sgemm_avx512_6x64_rc_col_panel(
//     M : size,
//     N : size,
//     K : size,
//     alpha : f32 @DRAM,
//     A : [f32][M, K] @DRAM,
//     B : [f32][K, N] @DRAM,
//     C : [f32][M, N] @DRAM
// )
static void sgemm_avx512_6x64_rc_col_panel( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, const float* alpha, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C );

// sgemm_avx512_6x64_rc_kc_panel(
//     M : size,
//     N : size,
//     K : size,
//     alpha : f32 @DRAM,
//     A : [f32][M, K] @DRAM,
//     B : [f32][K, N] @DRAM,
//     C : [f32][M, N] @DRAM
// )
static void sgemm_avx512_6x64_rc_kc_panel( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, const float* alpha, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C );

// sgemm_avx512_6x64_rc_mc_block(
//     M : size,
//     N : size,
//     K : size,
//     NS : index,
//     alpha : f32 @DRAM,
//     A : [f32][M, K] @DRAM,
//     Bc : f32[64, 468, 64] @DRAM,
//     C : [f32][M, N] @DRAM
// )
static void sgemm_avx512_6x64_rc_mc_block( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, int_fast32_t NS, const float* alpha, struct exo_win_2f32c A, const float* Bc, struct exo_win_2f32 C );

// sgemm_avx512_6x64_rc_mc_tiles(
//     M : size,
//     N : size,
//     K : size,
//     NS : index,
//     Bc : f32[64, 468, 64] @DRAM,
//     C : [f32][M, N] @DRAM,
//     Ac : f32[46, 468, 6] @PackedPanels
// )
static void sgemm_avx512_6x64_rc_mc_tiles( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, int_fast32_t NS, const float* Bc, struct exo_win_2f32 C, const float* Ac );

// sgemm_avx512_6x64_rc_pack_a(
//     M : size,
//     K : size,
//     A : [f32][M, K] @DRAM,
//     Ac : f32[46, 468, 6] @PackedPanels,
//     alpha_r : f32 @DRAM
// )
static void sgemm_avx512_6x64_rc_pack_a( void *ctxt, int_fast32_t M, int_fast32_t K, struct exo_win_2f32c A, float* Ac, const float* alpha_r );

// sgemm_avx512_6x64_rc_pack_b(
//     N : size,
//     K : size,
//     B : [f32][K, N] @DRAM,
//     Bc : f32[64, 468, 64] @PackedPanels
// )
static void sgemm_avx512_6x64_rc_pack_b( void *ctxt, int_fast32_t N, int_fast32_t K, struct exo_win_2f32c B, float* Bc );

// sgemm_avx512_6x64_rr_col_panel(
//     M : size,
//     N : size,
//     K : size,
//     alpha : f32 @DRAM,
//     A : [f32][M, K] @DRAM,
//     B : [f32][K, N] @DRAM,
//     C : [f32][M, N] @DRAM
// )
static void sgemm_avx512_6x64_rr_col_panel( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, const float* alpha, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C );

// sgemm_avx512_6x64_rr_kc_panel(
//     M : size,
//     N : size,
//     K : size,
//     alpha : f32 @DRAM,
//     A : [f32][M, K] @DRAM,
//     B : [f32][K, N] @DRAM,
//     C : [f32][M, N] @DRAM
// )
static void sgemm_avx512_6x64_rr_kc_panel( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, const float* alpha, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C );

// sgemm_avx512_6x64_rr_mc_block(
//     M : size,
//     N : size,
//     K : size,
//     NS : index,
//     alpha : f32 @DRAM,
//     A : [f32][M, K] @DRAM,
//     Bc : f32[64, 468, 64] @DRAM,
//     C : [f32][M, N] @DRAM
// )
static void sgemm_avx512_6x64_rr_mc_block( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, int_fast32_t NS, const float* alpha, struct exo_win_2f32c A, const float* Bc, struct exo_win_2f32 C );

// sgemm_avx512_6x64_rr_mc_tiles(
//     M : size,
//     N : size,
//     K : size,
//     NS : index,
//     Bc : f32[64, 468, 64] @DRAM,
//     C : [f32][M, N] @DRAM,
//     Ac : f32[46, 468, 6] @PackedPanels
// )
static void sgemm_avx512_6x64_rr_mc_tiles( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, int_fast32_t NS, const float* Bc, struct exo_win_2f32 C, const float* Ac );

// sgemm_avx512_6x64_rr_pack_a(
//     M : size,
//     K : size,
//     A : [f32][M, K] @DRAM,
//     Ac : f32[46, 468, 6] @PackedPanels,
//     alpha_r : f32 @DRAM
// )
static void sgemm_avx512_6x64_rr_pack_a( void *ctxt, int_fast32_t M, int_fast32_t K, struct exo_win_2f32c A, float* Ac, const float* alpha_r );

// sgemm_avx512_6x64_rr_pack_b(
//     N : size,
//     K : size,
//     B : [f32][K, N] @DRAM,
//     Bc : f32[64, 468, 64] @PackedPanels
// )
static void sgemm_avx512_6x64_rr_pack_b( void *ctxt, int_fast32_t N, int_fast32_t K, struct exo_win_2f32c B, float* Bc );

// sgemm_avx512_6x64_sliver(
//     KC : size,
//     Ac : [f32][KC, 6] @DRAM,
//     Bc : [f32][KC, 64] @DRAM,
//     C : [f32][6, 64] @DRAM
// )
static void sgemm_avx512_6x64_sliver( void *ctxt, int_fast32_t KC, struct exo_win_2f32c Ac, struct exo_win_2f32c Bc, struct exo_win_2f32 C );

// sgemm_avx512_6x64_sliver_overwrite(
//     KC : size,
//     Ac : [f32][KC, 6] @DRAM,
//     Bc : [f32][KC, 64] @DRAM,
//     C : [f32][6, 64] @DRAM
// )
static void sgemm_avx512_6x64_sliver_overwrite( void *ctxt, int_fast32_t KC, struct exo_win_2f32c Ac, struct exo_win_2f32c Bc, struct exo_win_2f32 C );


/* relying on the following instruction..."
avx512_f32_mac(dst,a,b)
{dst_data} = _mm512_fmadd_ps(_mm512_set1_ps({a_data}), {b_data}, {dst_data});
*/

/* relying on the following instruction..."
avx512_load(dst,src)
{dst_data} = _mm512_loadu_ps(&{src_data}); __asm__("" : "+v"({dst_data}));
*/

/* relying on the following instruction..."
avx512_store(dst,src)
_mm512_storeu_ps(&{dst_data}, {src_data});
*/

/* relying on the following instruction..."
avx512_store_tail(N,dst,src)
_mm512_mask_storeu_ps(&{dst_data}, _cvtu32_mask16((1u << {N}) - 1u), {src_data});
*/

/* relying on the following instruction..."
avx512_zero(dst)
{dst_data} = _mm512_set1_ps(0.0f);
*/

/* relying on the following instruction..."
avx512_zero_tail(N,dst)
{dst_data} = _mm512_set1_ps(0.0f);
*/

/* relying on the following instruction..."
prefetch_a_rows_6_ahead2_l2(K,jr,A)
if ({jr} == 0) {{ const uintptr_t exo_row = (uintptr_t)({A}).strides[0] * sizeof(float); for (int exo_r = 12; exo_r < 18; exo_r++) {{ const uintptr_t exo_s = (uintptr_t)&{A_data} + (uintptr_t)exo_r * exo_row; const uintptr_t exo_e = exo_s + (uintptr_t)({K}) * sizeof(float); for (uintptr_t exo_pf = exo_s & ~(uintptr_t)63; exo_pf < exo_e; exo_pf += 64) __builtin_prefetch((const void *)exo_pf, 0, 2); }} }}
*/

/* relying on the following instruction..."
prefetch_b_row_64_ahead8(B)
{{ const char *exo_pf = (const char *)(&{B_data} + (intptr_t)8 * ({B}).strides[0]); __builtin_prefetch(exo_pf + 0, 0, 3); __builtin_prefetch(exo_pf + 64, 0, 3); __builtin_prefetch(exo_pf + 128, 0, 3); __builtin_prefetch(exo_pf + 192, 0, 3); }}
*/

/* relying on the following instruction..."
prefetch_c_tile_6x64_ahead1_l2(C)
{{ const uintptr_t exo_row = (uintptr_t)({C}).strides[0] * sizeof(float); for (int exo_r = 6; exo_r < 12; exo_r++) {{ const uintptr_t exo_s = (uintptr_t)&{C_data} + (uintptr_t)exo_r * exo_row; const uintptr_t exo_e = exo_s + 256u; for (uintptr_t exo_pf = exo_s & ~(uintptr_t)63; exo_pf < exo_e; exo_pf += 64) __builtin_prefetch((const void *)exo_pf, 1, 2); }} }}
*/

/* relying on the following instruction..."
prefetch_sliver_rows_6_ahead1_l3(A)
{{ const uintptr_t exo_row = (uintptr_t)({A}).strides[0] * sizeof(float); for (int exo_r = 6; exo_r < 12; exo_r++) {{ const uintptr_t exo_p = (uintptr_t)&{A_data} + (uintptr_t)exo_r * exo_row; if ((exo_p & 63u) < 16u) __builtin_prefetch((const void *)exo_p, 0, 3); }} }}
*/

/* relying on the following instruction..."
scaled_transpose_2x4(alpha,src,dst)
{{ typedef float exo_v4 __attribute__((vector_size(16), aligned(4))); typedef float exo_v2 __attribute__((vector_size(8), aligned(4))); const float *exo_s = &{src_data}; float *exo_d = &{dst_data}; const intptr_t exo_ss = ({src}).strides[0], exo_ds = ({dst}).strides[0]; const exo_v4 exo_a = {{ *{alpha}, *{alpha}, *{alpha}, *{alpha} }}; exo_v4 exo_r0 = *(const exo_v4 *)exo_s, exo_r1 = *(const exo_v4 *)(exo_s + exo_ss); exo_v4 exo_t0 = exo_a * __builtin_shufflevector(exo_r0, exo_r1, 0, 4, 1, 5); exo_v4 exo_t1 = exo_a * __builtin_shufflevector(exo_r0, exo_r1, 2, 6, 3, 7); *(exo_v2 *)exo_d = __builtin_shufflevector(exo_t0, exo_t0, 0, 1); *(exo_v2 *)(exo_d + exo_ds) = __builtin_shufflevector(exo_t0, exo_t0, 2, 3); *(exo_v2 *)(exo_d + 2 * exo_ds) = __builtin_shufflevector(exo_t1, exo_t1, 0, 1); *(exo_v2 *)(exo_d + 3 * exo_ds) = __builtin_shufflevector(exo_t1, exo_t1, 2, 3); }}
*/

/* relying on the following instruction..."
scaled_transpose_4x4(alpha,src,dst)
{{ typedef float exo_v4 __attribute__((vector_size(16), aligned(4))); const float *exo_s = &{src_data}; float *exo_d = &{dst_data}; const intptr_t exo_ss = ({src}).strides[0], exo_ds = ({dst}).strides[0]; const exo_v4 exo_a = {{ *{alpha}, *{alpha}, *{alpha}, *{alpha} }}; exo_v4 exo_r0 = *(const exo_v4 *)exo_s, exo_r1 = *(const exo_v4 *)(exo_s + exo_ss); exo_v4 exo_r2 = *(const exo_v4 *)(exo_s + 2 * exo_ss); exo_v4 exo_r3 = *(const exo_v4 *)(exo_s + 3 * exo_ss); exo_v4 exo_t0 = __builtin_shufflevector(exo_r0, exo_r1, 0, 4, 1, 5); exo_v4 exo_t1 = __builtin_shufflevector(exo_r0, exo_r1, 2, 6, 3, 7); exo_v4 exo_t2 = __builtin_shufflevector(exo_r2, exo_r3, 0, 4, 1, 5); exo_v4 exo_t3 = __builtin_shufflevector(exo_r2, exo_r3, 2, 6, 3, 7); *(exo_v4 *)exo_d = exo_a * __builtin_shufflevector(exo_t0, exo_t2, 0, 1, 4, 5); *(exo_v4 *)(exo_d + exo_ds) = exo_a * __builtin_shufflevector(exo_t0, exo_t2, 2, 3, 6, 7); *(exo_v4 *)(exo_d + 2 * exo_ds) = exo_a * __builtin_shufflevector(exo_t1, exo_t3, 0, 1, 4, 5); *(exo_v4 *)(exo_d + 3 * exo_ds) = exo_a * __builtin_shufflevector(exo_t1, exo_t3, 2, 3, 6, 7); }}
*/
// sgemm_avx512_4x64_sliver(
//     KC : size,
//     Ac : [f32][KC, 4] @DRAM,
//     Bc : [f32][KC, 64] @DRAM,
//     C : [f32][4, 64] @DRAM
// )
static void sgemm_avx512_4x64_sliver( void *ctxt, int_fast32_t KC, struct exo_win_2f32c Ac, struct exo_win_2f32c Bc, struct exo_win_2f32 C ) {
// assert stride(Ac, 1) == 1
// assert stride(Bc, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
__m512 C_reg_8;
__m512 C_reg_9;
__m512 C_reg_10;
__m512 C_reg_11;
__m512 C_reg_12;
__m512 C_reg_13;
__m512 C_reg_14;
__m512 C_reg_15;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[16]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[32]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_loadu_ps(&C.data[48]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm512_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_4));
C_reg_5 = _mm512_loadu_ps(&C.data[C.strides[0] + 16]); __asm__("" : "+v"(C_reg_5));
C_reg_6 = _mm512_loadu_ps(&C.data[C.strides[0] + 32]); __asm__("" : "+v"(C_reg_6));
C_reg_7 = _mm512_loadu_ps(&C.data[C.strides[0] + 48]); __asm__("" : "+v"(C_reg_7));
C_reg_8 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0])]); __asm__("" : "+v"(C_reg_8));
C_reg_9 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_9));
C_reg_10 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 32]); __asm__("" : "+v"(C_reg_10));
C_reg_11 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 48]); __asm__("" : "+v"(C_reg_11));
C_reg_12 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0])]); __asm__("" : "+v"(C_reg_12));
C_reg_13 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_13));
C_reg_14 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0]) + 32]); __asm__("" : "+v"(C_reg_14));
C_reg_15 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0]) + 48]); __asm__("" : "+v"(C_reg_15));
for (int_fast32_t k = 0; k < KC; k++) {
  { const char *exo_pf = (const char *)(&Bc.data[(k) * (Bc.strides[0])] + (intptr_t)8 * (((struct exo_win_2f32c){ &Bc.data[(k) * (Bc.strides[0])], { Bc.strides[0], 1 } })).strides[0]); __builtin_prefetch(exo_pf + 0, 0, 3); __builtin_prefetch(exo_pf + 64, 0, 3); __builtin_prefetch(exo_pf + 128, 0, 3); __builtin_prefetch(exo_pf + 192, 0, 3); }
  __m512 B_reg_0;
  __m512 B_reg_1;
  __m512 B_reg_2;
  __m512 B_reg_3;
  B_reg_0 = _mm512_loadu_ps(&Bc.data[(k) * (Bc.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&Bc.data[(k) * (Bc.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  B_reg_2 = _mm512_loadu_ps(&Bc.data[(k) * (Bc.strides[0]) + 32]); __asm__("" : "+v"(B_reg_2));
  B_reg_3 = _mm512_loadu_ps(&Bc.data[(k) * (Bc.strides[0]) + 48]); __asm__("" : "+v"(B_reg_3));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0])]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0])]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0])]), B_reg_2, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0])]), B_reg_3, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 1]), B_reg_0, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 1]), B_reg_1, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 1]), B_reg_2, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 1]), B_reg_3, C_reg_7);
  C_reg_8 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 2]), B_reg_0, C_reg_8);
  C_reg_9 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 2]), B_reg_1, C_reg_9);
  C_reg_10 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 2]), B_reg_2, C_reg_10);
  C_reg_11 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 2]), B_reg_3, C_reg_11);
  C_reg_12 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 3]), B_reg_0, C_reg_12);
  C_reg_13 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 3]), B_reg_1, C_reg_13);
  C_reg_14 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 3]), B_reg_2, C_reg_14);
  C_reg_15 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 3]), B_reg_3, C_reg_15);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[32], C_reg_2);
_mm512_storeu_ps(&C.data[48], C_reg_3);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_4);
_mm512_storeu_ps(&C.data[C.strides[0] + 16], C_reg_5);
_mm512_storeu_ps(&C.data[C.strides[0] + 32], C_reg_6);
_mm512_storeu_ps(&C.data[C.strides[0] + 48], C_reg_7);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_8);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 16], C_reg_9);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 32], C_reg_10);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 48], C_reg_11);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0])], C_reg_12);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 16], C_reg_13);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 32], C_reg_14);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 48], C_reg_15);
}

// sgemm_avx512_6x64_cc(
//     M : size,
//     N : size,
//     K : size,
//     alpha : f32 @DRAM,
//     A : [f32][M, K] @DRAM,
//     B : [f32][K, N] @DRAM,
//     C : [f32][M, N] @DRAM
// )
void sgemm_avx512_6x64_cc( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, const float* alpha, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(C, 1) == 1
// assert stride(A, 0) == 1
// assert stride(B, 0) == 1
for (int_fast32_t jc = 0; jc < ((N) / (4096)); jc++) {
  sgemm_avx512_6x64_cc_col_panel(ctxt,M,4096,K,alpha,(struct exo_win_2f32c){ &A.data[0], { 1, A.strides[1] } },(struct exo_win_2f32c){ &B.data[(4096 * jc) * (B.strides[1])], { 1, B.strides[1] } },(struct exo_win_2f32){ &C.data[4096 * jc], { C.strides[0], 1 } });
}
if (N % 4096 > 0) {
  sgemm_avx512_6x64_cc_col_panel(ctxt,M,N % 4096,K,alpha,(struct exo_win_2f32c){ &A.data[0], { 1, A.strides[1] } },(struct exo_win_2f32c){ &B.data[(4096 * (N / 4096)) * (B.strides[1])], { 1, B.strides[1] } },(struct exo_win_2f32){ &C.data[4096 * (N / 4096)], { C.strides[0], 1 } });
}
}

// sgemm_avx512_6x64_cc_col_panel(
//     M : size,
//     N : size,
//     K : size,
//     alpha : f32 @DRAM,
//     A : [f32][M, K] @DRAM,
//     B : [f32][K, N] @DRAM,
//     C : [f32][M, N] @DRAM
// )
static void sgemm_avx512_6x64_cc_col_panel( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, const float* alpha, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(C, 1) == 1
EXO_ASSUME(N <= 4096);
// assert stride(A, 0) == 1
// assert stride(B, 0) == 1
for (int_fast32_t pc = 0; pc < ((K) / (468)); pc++) {
  sgemm_avx512_6x64_cc_kc_panel(ctxt,M,N,468,alpha,(struct exo_win_2f32c){ &A.data[(468 * pc) * (A.strides[1])], { 1, A.strides[1] } },(struct exo_win_2f32c){ &B.data[468 * pc], { 1, B.strides[1] } },(struct exo_win_2f32){ &C.data[0], { C.strides[0], 1 } });
}
if (K % 468 > 0) {
  sgemm_avx512_6x64_cc_kc_panel(ctxt,M,N,K % 468,alpha,(struct exo_win_2f32c){ &A.data[(468 * (K / 468)) * (A.strides[1])], { 1, A.strides[1] } },(struct exo_win_2f32c){ &B.data[468 * (K / 468)], { 1, B.strides[1] } },(struct exo_win_2f32){ &C.data[0], { C.strides[0], 1 } });
}
}

// sgemm_avx512_6x64_cc_kc_panel(
//     M : size,
//     N : size,
//     K : size,
//     alpha : f32 @DRAM,
//     A : [f32][M, K] @DRAM,
//     B : [f32][K, N] @DRAM,
//     C : [f32][M, N] @DRAM
// )
static void sgemm_avx512_6x64_cc_kc_panel( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, const float* alpha, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(C, 1) == 1
EXO_ASSUME(N <= 4096);
EXO_ASSUME(K <= 468);
// assert stride(A, 0) == 1
// assert stride(B, 0) == 1
float *restrict Bc = exogemm_workspace(1);
sgemm_avx512_6x64_cc_pack_b(ctxt,N,K,B,Bc);
for (int_fast32_t ic = 0; ic < ((M) / (276)); ic++) {
  sgemm_avx512_6x64_cc_mc_block(ctxt,276,N,K,((N) / (64)),alpha,(struct exo_win_2f32c){ &A.data[276 * ic], { 1, A.strides[1] } },Bc,(struct exo_win_2f32){ &C.data[(276 * ic) * (C.strides[0])], { C.strides[0], 1 } });
}
if (M % 276 > 0) {
  sgemm_avx512_6x64_cc_mc_block(ctxt,M % 276,N,K,((N) / (64)),alpha,(struct exo_win_2f32c){ &A.data[276 * (M / 276)], { 1, A.strides[1] } },Bc,(struct exo_win_2f32){ &C.data[(276 * (M / 276)) * (C.strides[0])], { C.strides[0], 1 } });
}
}

// sgemm_avx512_6x64_cc_mc_block(
//     M : size,
//     N : size,
//     K : size,
//     NS : index,
//     alpha : f32 @DRAM,
//     A : [f32][M, K] @DRAM,
//     Bc : f32[64, 468, 64] @DRAM,
//     C : [f32][M, N] @DRAM
// )
static void sgemm_avx512_6x64_cc_mc_block( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, int_fast32_t NS, const float* alpha, struct exo_win_2f32c A, const float* Bc, struct exo_win_2f32 C ) {
// assert stride(C, 1) == 1
EXO_ASSUME(M <= 276);
EXO_ASSUME(N <= 4096);
EXO_ASSUME(K <= 468);
EXO_ASSUME(NS >= 0);
EXO_ASSUME(64 * NS <= N);
EXO_ASSUME(N < 64 + 64 * NS);
// assert stride(A, 0) == 1
float *restrict Ac = exogemm_workspace(0);
float alpha_r;
alpha_r = *alpha;
sgemm_avx512_6x64_cc_pack_a(ctxt,M,K,A,Ac,&alpha_r);
sgemm_avx512_6x64_cc_mc_tiles(ctxt,M,N,K,NS,Bc,C,Ac);
}

// sgemm_avx512_6x64_cc_mc_tiles(
//     M : size,
//     N : size,
//     K : size,
//     NS : index,
//     Bc : f32[64, 468, 64] @DRAM,
//     C : [f32][M, N] @DRAM,
//     Ac : f32[46, 468, 6] @PackedPanels
// )
static void sgemm_avx512_6x64_cc_mc_tiles( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, int_fast32_t NS, const float* Bc, struct exo_win_2f32 C, const float* Ac ) {
// assert stride(C, 1) == 1
EXO_ASSUME(M <= 276);
EXO_ASSUME(N <= 4096);
EXO_ASSUME(K <= 468);
EXO_ASSUME(NS >= 0);
EXO_ASSUME(64 * NS <= N);
EXO_ASSUME(N < 64 + 64 * NS);
for (int_fast32_t jb = 0; jb < exo_floor_div(NS, 8); jb++) {
  for (int_fast32_t ir = 0; ir < ((M) / (6)); ir++) {
    for (int_fast32_t jc = 0; jc < 8; jc++) {
      sgemm_avx512_6x64_sliver(ctxt,K,(struct exo_win_2f32c){ &Ac[(ir) * (2808)], { 6, 1 } },(struct exo_win_2f32c){ &Bc[(jc + 8 * jb) * (29952)], { 64, 1 } },(struct exo_win_2f32){ &C.data[(6 * ir) * (C.strides[0]) + 64 * jc + 512 * jb], { C.strides[0], 1 } });
    }
  }
}
if (NS % 8 > 0) {
  for (int_fast32_t ir = 0; ir < ((M) / (6)); ir++) {
    for (int_fast32_t jc = 0; jc < NS % 8; jc++) {
      sgemm_avx512_6x64_sliver(ctxt,K,(struct exo_win_2f32c){ &Ac[(ir) * (2808)], { 6, 1 } },(struct exo_win_2f32c){ &Bc[(jc + exo_floor_div(NS, 8) * 8) * (29952)], { 64, 1 } },(struct exo_win_2f32){ &C.data[(6 * ir) * (C.strides[0]) + 64 * (jc + exo_floor_div(NS, 8) * 8)], { C.strides[0], 1 } });
    }
  }
}
for (int_fast32_t jr = 0; jr < NS; jr++) {
  if (M % 6 > 0) {
    sgemm_avx512_6x64_edge(ctxt,K,M % 6,64,(struct exo_win_2f32c){ &Ac[((M / 6)) * (2808)], { 6, 1 } },(struct exo_win_2f32c){ &Bc[(jr) * (29952)], { 64, 1 } },(struct exo_win_2f32){ &C.data[(6 * (M / 6)) * (C.strides[0]) + 64 * jr], { C.strides[0], 1 } });
  }
}
if (-(64 * NS) + N > 0) {
  for (int_fast32_t ir = 0; ir < ((M) / (6)); ir++) {
    sgemm_avx512_6x64_edge(ctxt,K,6,-(64 * NS) + N,(struct exo_win_2f32c){ &Ac[(ir) * (2808)], { 6, 1 } },(struct exo_win_2f32c){ &Bc[(NS) * (29952)], { 64, 1 } },(struct exo_win_2f32){ &C.data[(6 * ir) * (C.strides[0]) + 64 * NS], { C.strides[0], 1 } });
  }
  if (M % 6 > 0) {
    sgemm_avx512_6x64_edge(ctxt,K,M % 6,-(64 * NS) + N,(struct exo_win_2f32c){ &Ac[((M / 6)) * (2808)], { 6, 1 } },(struct exo_win_2f32c){ &Bc[(NS) * (29952)], { 64, 1 } },(struct exo_win_2f32){ &C.data[(6 * (M / 6)) * (C.strides[0]) + 64 * NS], { C.strides[0], 1 } });
  }
}
}

// sgemm_avx512_6x64_cc_pack_a(
//     M : size,
//     K : size,
//     A : [f32][M, K] @DRAM,
//     Ac : f32[46, 468, 6] @PackedPanels,
//     alpha_r : f32 @DRAM
// )
static void sgemm_avx512_6x64_cc_pack_a( void *ctxt, int_fast32_t M, int_fast32_t K, struct exo_win_2f32c A, float* Ac, const float* alpha_r ) {
EXO_ASSUME(M <= 276);
EXO_ASSUME(K <= 468);
// assert stride(A, 0) == 1
for (int_fast32_t ir = 0; ir < ((M) / (6)); ir++) {
  for (int_fast32_t k = 0; k < K; k++) {
    for (int_fast32_t ii = 0; ii < 6; ii++) {
      Ac[ir * 2808 + k * 6 + ii] = *alpha_r * A.data[ii + 6 * ir + k * A.strides[1]];
    }
  }
}
if (M % 6 > 0) {
  for (int_fast32_t k = 0; k < K; k++) {
    for (int_fast32_t ii = 0; ii < M % 6; ii++) {
      Ac[(M / 6) * 2808 + k * 6 + ii] = *alpha_r * A.data[ii + (M / 6) * 6 + k * A.strides[1]];
    }
  }
}
}

// sgemm_avx512_6x64_cc_pack_b(
//     N : size,
//     K : size,
//     B : [f32][K, N] @DRAM,
//     Bc : f32[64, 468, 64] @PackedPanels
// )
static void sgemm_avx512_6x64_cc_pack_b( void *ctxt, int_fast32_t N, int_fast32_t K, struct exo_win_2f32c B, float* Bc ) {
EXO_ASSUME(N <= 4096);
EXO_ASSUME(K <= 468);
// assert stride(B, 0) == 1
for (int_fast32_t jr = 0; jr < ((N) / (64)); jr++) {
  for (int_fast32_t jj = 0; jj < 64; jj++) {
    for (int_fast32_t i0 = 0; i0 < K; i0++) {
      Bc[jr * 29952 + i0 * 64 + jj] = B.data[i0 + (jj + 64 * jr) * B.strides[1]];
    }
  }
}
if (N % 64 > 0) {
  for (int_fast32_t i0 = 0; i0 < K; i0++) {
    for (int_fast32_t jj = 0; jj < N % 64; jj++) {
      Bc[(N / 64) * 29952 + i0 * 64 + jj] = B.data[i0 + (jj + (N / 64) * 64) * B.strides[1]];
    }
  }
}
}

// sgemm_avx512_6x64_cr(
//     M : size,
//     N : size,
//     K : size,
//     alpha : f32 @DRAM,
//     A : [f32][M, K] @DRAM,
//     B : [f32][K, N] @DRAM,
//     C : [f32][M, N] @DRAM
// )
void sgemm_avx512_6x64_cr( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, const float* alpha, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(C, 1) == 1
// assert stride(A, 0) == 1
// assert stride(B, 1) == 1
for (int_fast32_t jc = 0; jc < ((N) / (4096)); jc++) {
  sgemm_avx512_6x64_cr_col_panel(ctxt,M,4096,K,alpha,(struct exo_win_2f32c){ &A.data[0], { 1, A.strides[1] } },(struct exo_win_2f32c){ &B.data[4096 * jc], { B.strides[0], 1 } },(struct exo_win_2f32){ &C.data[4096 * jc], { C.strides[0], 1 } });
}
if (N % 4096 > 0) {
  sgemm_avx512_6x64_cr_col_panel(ctxt,M,N % 4096,K,alpha,(struct exo_win_2f32c){ &A.data[0], { 1, A.strides[1] } },(struct exo_win_2f32c){ &B.data[4096 * (N / 4096)], { B.strides[0], 1 } },(struct exo_win_2f32){ &C.data[4096 * (N / 4096)], { C.strides[0], 1 } });
}
}

// sgemm_avx512_6x64_cr_col_panel(
//     M : size,
//     N : size,
//     K : size,
//     alpha : f32 @DRAM,
//     A : [f32][M, K] @DRAM,
//     B : [f32][K, N] @DRAM,
//     C : [f32][M, N] @DRAM
// )
static void sgemm_avx512_6x64_cr_col_panel( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, const float* alpha, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(C, 1) == 1
EXO_ASSUME(N <= 4096);
// assert stride(A, 0) == 1
// assert stride(B, 1) == 1
for (int_fast32_t pc = 0; pc < ((K) / (468)); pc++) {
  sgemm_avx512_6x64_cr_kc_panel(ctxt,M,N,468,alpha,(struct exo_win_2f32c){ &A.data[(468 * pc) * (A.strides[1])], { 1, A.strides[1] } },(struct exo_win_2f32c){ &B.data[(468 * pc) * (B.strides[0])], { B.strides[0], 1 } },(struct exo_win_2f32){ &C.data[0], { C.strides[0], 1 } });
}
if (K % 468 > 0) {
  sgemm_avx512_6x64_cr_kc_panel(ctxt,M,N,K % 468,alpha,(struct exo_win_2f32c){ &A.data[(468 * (K / 468)) * (A.strides[1])], { 1, A.strides[1] } },(struct exo_win_2f32c){ &B.data[(468 * (K / 468)) * (B.strides[0])], { B.strides[0], 1 } },(struct exo_win_2f32){ &C.data[0], { C.strides[0], 1 } });
}
}

// sgemm_avx512_6x64_cr_kc_panel(
//     M : size,
//     N : size,
//     K : size,
//     alpha : f32 @DRAM,
//     A : [f32][M, K] @DRAM,
//     B : [f32][K, N] @DRAM,
//     C : [f32][M, N] @DRAM
// )
static void sgemm_avx512_6x64_cr_kc_panel( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, const float* alpha, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(C, 1) == 1
EXO_ASSUME(N <= 4096);
EXO_ASSUME(K <= 468);
// assert stride(A, 0) == 1
// assert stride(B, 1) == 1
float *restrict Bc = exogemm_workspace(1);
sgemm_avx512_6x64_cr_pack_b(ctxt,N,K,B,Bc);
for (int_fast32_t ic = 0; ic < ((M) / (276)); ic++) {
  sgemm_avx512_6x64_cr_mc_block(ctxt,276,N,K,((N) / (64)),alpha,(struct exo_win_2f32c){ &A.data[276 * ic], { 1, A.strides[1] } },Bc,(struct exo_win_2f32){ &C.data[(276 * ic) * (C.strides[0])], { C.strides[0], 1 } });
}
if (M % 276 > 0) {
  sgemm_avx512_6x64_cr_mc_block(ctxt,M % 276,N,K,((N) / (64)),alpha,(struct exo_win_2f32c){ &A.data[276 * (M / 276)], { 1, A.strides[1] } },Bc,(struct exo_win_2f32){ &C.data[(276 * (M / 276)) * (C.strides[0])], { C.strides[0], 1 } });
}
}

// sgemm_avx512_6x64_cr_mc_block(
//     M : size,
//     N : size,
//     K : size,
//     NS : index,
//     alpha : f32 @DRAM,
//     A : [f32][M, K] @DRAM,
//     Bc : f32[64, 468, 64] @DRAM,
//     C : [f32][M, N] @DRAM
// )
static void sgemm_avx512_6x64_cr_mc_block( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, int_fast32_t NS, const float* alpha, struct exo_win_2f32c A, const float* Bc, struct exo_win_2f32 C ) {
// assert stride(C, 1) == 1
EXO_ASSUME(M <= 276);
EXO_ASSUME(N <= 4096);
EXO_ASSUME(K <= 468);
EXO_ASSUME(NS >= 0);
EXO_ASSUME(64 * NS <= N);
EXO_ASSUME(N < 64 + 64 * NS);
// assert stride(A, 0) == 1
float *restrict Ac = exogemm_workspace(0);
float alpha_r;
alpha_r = *alpha;
sgemm_avx512_6x64_cr_pack_a(ctxt,M,K,A,Ac,&alpha_r);
sgemm_avx512_6x64_cr_mc_tiles(ctxt,M,N,K,NS,Bc,C,Ac);
}

// sgemm_avx512_6x64_cr_mc_tiles(
//     M : size,
//     N : size,
//     K : size,
//     NS : index,
//     Bc : f32[64, 468, 64] @DRAM,
//     C : [f32][M, N] @DRAM,
//     Ac : f32[46, 468, 6] @PackedPanels
// )
static void sgemm_avx512_6x64_cr_mc_tiles( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, int_fast32_t NS, const float* Bc, struct exo_win_2f32 C, const float* Ac ) {
// assert stride(C, 1) == 1
EXO_ASSUME(M <= 276);
EXO_ASSUME(N <= 4096);
EXO_ASSUME(K <= 468);
EXO_ASSUME(NS >= 0);
EXO_ASSUME(64 * NS <= N);
EXO_ASSUME(N < 64 + 64 * NS);
for (int_fast32_t jb = 0; jb < exo_floor_div(NS, 8); jb++) {
  for (int_fast32_t ir = 0; ir < ((M) / (6)); ir++) {
    for (int_fast32_t jc = 0; jc < 8; jc++) {
      sgemm_avx512_6x64_sliver(ctxt,K,(struct exo_win_2f32c){ &Ac[(ir) * (2808)], { 6, 1 } },(struct exo_win_2f32c){ &Bc[(jc + 8 * jb) * (29952)], { 64, 1 } },(struct exo_win_2f32){ &C.data[(6 * ir) * (C.strides[0]) + 64 * jc + 512 * jb], { C.strides[0], 1 } });
    }
  }
}
if (NS % 8 > 0) {
  for (int_fast32_t ir = 0; ir < ((M) / (6)); ir++) {
    for (int_fast32_t jc = 0; jc < NS % 8; jc++) {
      sgemm_avx512_6x64_sliver(ctxt,K,(struct exo_win_2f32c){ &Ac[(ir) * (2808)], { 6, 1 } },(struct exo_win_2f32c){ &Bc[(jc + exo_floor_div(NS, 8) * 8) * (29952)], { 64, 1 } },(struct exo_win_2f32){ &C.data[(6 * ir) * (C.strides[0]) + 64 * (jc + exo_floor_div(NS, 8) * 8)], { C.strides[0], 1 } });
    }
  }
}
for (int_fast32_t jr = 0; jr < NS; jr++) {
  if (M % 6 > 0) {
    sgemm_avx512_6x64_edge(ctxt,K,M % 6,64,(struct exo_win_2f32c){ &Ac[((M / 6)) * (2808)], { 6, 1 } },(struct exo_win_2f32c){ &Bc[(jr) * (29952)], { 64, 1 } },(struct exo_win_2f32){ &C.data[(6 * (M / 6)) * (C.strides[0]) + 64 * jr], { C.strides[0], 1 } });
  }
}
if (-(64 * NS) + N > 0) {
  for (int_fast32_t ir = 0; ir < ((M) / (6)); ir++) {
    sgemm_avx512_6x64_edge(ctxt,K,6,-(64 * NS) + N,(struct exo_win_2f32c){ &Ac[(ir) * (2808)], { 6, 1 } },(struct exo_win_2f32c){ &Bc[(NS) * (29952)], { 64, 1 } },(struct exo_win_2f32){ &C.data[(6 * ir) * (C.strides[0]) + 64 * NS], { C.strides[0], 1 } });
  }
  if (M % 6 > 0) {
    sgemm_avx512_6x64_edge(ctxt,K,M % 6,-(64 * NS) + N,(struct exo_win_2f32c){ &Ac[((M / 6)) * (2808)], { 6, 1 } },(struct exo_win_2f32c){ &Bc[(NS) * (29952)], { 64, 1 } },(struct exo_win_2f32){ &C.data[(6 * (M / 6)) * (C.strides[0]) + 64 * NS], { C.strides[0], 1 } });
  }
}
}

// sgemm_avx512_6x64_cr_pack_a(
//     M : size,
//     K : size,
//     A : [f32][M, K] @DRAM,
//     Ac : f32[46, 468, 6] @PackedPanels,
//     alpha_r : f32 @DRAM
// )
static void sgemm_avx512_6x64_cr_pack_a( void *ctxt, int_fast32_t M, int_fast32_t K, struct exo_win_2f32c A, float* Ac, const float* alpha_r ) {
EXO_ASSUME(M <= 276);
EXO_ASSUME(K <= 468);
// assert stride(A, 0) == 1
for (int_fast32_t ir = 0; ir < ((M) / (6)); ir++) {
  for (int_fast32_t k = 0; k < K; k++) {
    for (int_fast32_t ii = 0; ii < 6; ii++) {
      Ac[ir * 2808 + k * 6 + ii] = *alpha_r * A.data[ii + 6 * ir + k * A.strides[1]];
    }
  }
}
if (M % 6 > 0) {
  for (int_fast32_t k = 0; k < K; k++) {
    for (int_fast32_t ii = 0; ii < M % 6; ii++) {
      Ac[(M / 6) * 2808 + k * 6 + ii] = *alpha_r * A.data[ii + (M / 6) * 6 + k * A.strides[1]];
    }
  }
}
}

// sgemm_avx512_6x64_cr_pack_b(
//     N : size,
//     K : size,
//     B : [f32][K, N] @DRAM,
//     Bc : f32[64, 468, 64] @PackedPanels
// )
static void sgemm_avx512_6x64_cr_pack_b( void *ctxt, int_fast32_t N, int_fast32_t K, struct exo_win_2f32c B, float* Bc ) {
EXO_ASSUME(N <= 4096);
EXO_ASSUME(K <= 468);
// assert stride(B, 1) == 1
for (int_fast32_t i0 = 0; i0 < K; i0++) {
  for (int_fast32_t jr = 0; jr < ((N) / (64)); jr++) {
    for (int_fast32_t jj = 0; jj < 64; jj++) {
      Bc[jr * 29952 + i0 * 64 + jj] = B.data[i0 * B.strides[0] + jj + 64 * jr];
    }
  }
}
if (N % 64 > 0) {
  for (int_fast32_t i0 = 0; i0 < K; i0++) {
    for (int_fast32_t jj = 0; jj < N % 64; jj++) {
      Bc[(N / 64) * 29952 + i0 * 64 + jj] = B.data[i0 * B.strides[0] + jj + (N / 64) * 64];
    }
  }
}
}

// sgemm_avx512_6x64_direct(
//     KC : size,
//     A : [f32][6, KC] @DRAM,
//     Bc : [f32][KC, 64] @DRAM,
//     C : [f32][6, 64] @DRAM
// )
static void sgemm_avx512_6x64_direct( void *ctxt, int_fast32_t KC, struct exo_win_2f32c A, struct exo_win_2f32c Bc, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(Bc, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
__m512 C_reg_8;
__m512 C_reg_9;
__m512 C_reg_10;
__m512 C_reg_11;
__m512 C_reg_12;
__m512 C_reg_13;
__m512 C_reg_14;
__m512 C_reg_15;
__m512 C_reg_16;
__m512 C_reg_17;
__m512 C_reg_18;
__m512 C_reg_19;
__m512 C_reg_20;
__m512 C_reg_21;
__m512 C_reg_22;
__m512 C_reg_23;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[16]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[32]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_loadu_ps(&C.data[48]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm512_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_4));
C_reg_5 = _mm512_loadu_ps(&C.data[C.strides[0] + 16]); __asm__("" : "+v"(C_reg_5));
C_reg_6 = _mm512_loadu_ps(&C.data[C.strides[0] + 32]); __asm__("" : "+v"(C_reg_6));
C_reg_7 = _mm512_loadu_ps(&C.data[C.strides[0] + 48]); __asm__("" : "+v"(C_reg_7));
C_reg_8 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0])]); __asm__("" : "+v"(C_reg_8));
C_reg_9 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_9));
C_reg_10 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 32]); __asm__("" : "+v"(C_reg_10));
C_reg_11 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 48]); __asm__("" : "+v"(C_reg_11));
C_reg_12 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0])]); __asm__("" : "+v"(C_reg_12));
C_reg_13 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_13));
C_reg_14 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0]) + 32]); __asm__("" : "+v"(C_reg_14));
C_reg_15 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0]) + 48]); __asm__("" : "+v"(C_reg_15));
C_reg_16 = _mm512_loadu_ps(&C.data[(4) * (C.strides[0])]); __asm__("" : "+v"(C_reg_16));
C_reg_17 = _mm512_loadu_ps(&C.data[(4) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_17));
C_reg_18 = _mm512_loadu_ps(&C.data[(4) * (C.strides[0]) + 32]); __asm__("" : "+v"(C_reg_18));
C_reg_19 = _mm512_loadu_ps(&C.data[(4) * (C.strides[0]) + 48]); __asm__("" : "+v"(C_reg_19));
C_reg_20 = _mm512_loadu_ps(&C.data[(5) * (C.strides[0])]); __asm__("" : "+v"(C_reg_20));
C_reg_21 = _mm512_loadu_ps(&C.data[(5) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_21));
C_reg_22 = _mm512_loadu_ps(&C.data[(5) * (C.strides[0]) + 32]); __asm__("" : "+v"(C_reg_22));
C_reg_23 = _mm512_loadu_ps(&C.data[(5) * (C.strides[0]) + 48]); __asm__("" : "+v"(C_reg_23));
for (int_fast32_t k = 0; k < KC; k++) {
  { const char *exo_pf = (const char *)(&Bc.data[(k) * (Bc.strides[0])] + (intptr_t)8 * (((struct exo_win_2f32c){ &Bc.data[(k) * (Bc.strides[0])], { Bc.strides[0], 1 } })).strides[0]); __builtin_prefetch(exo_pf + 0, 0, 3); __builtin_prefetch(exo_pf + 64, 0, 3); __builtin_prefetch(exo_pf + 128, 0, 3); __builtin_prefetch(exo_pf + 192, 0, 3); }
  __m512 B_reg_0;
  __m512 B_reg_1;
  __m512 B_reg_2;
  __m512 B_reg_3;
  B_reg_0 = _mm512_loadu_ps(&Bc.data[(k) * (Bc.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&Bc.data[(k) * (Bc.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  B_reg_2 = _mm512_loadu_ps(&Bc.data[(k) * (Bc.strides[0]) + 32]); __asm__("" : "+v"(B_reg_2));
  B_reg_3 = _mm512_loadu_ps(&Bc.data[(k) * (Bc.strides[0]) + 48]); __asm__("" : "+v"(B_reg_3));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_3, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_2, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_3, C_reg_7);
  C_reg_8 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_8);
  C_reg_9 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_1, C_reg_9);
  C_reg_10 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_2, C_reg_10);
  C_reg_11 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_3, C_reg_11);
  C_reg_12 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_0, C_reg_12);
  C_reg_13 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_1, C_reg_13);
  C_reg_14 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_2, C_reg_14);
  C_reg_15 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_3, C_reg_15);
  C_reg_16 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_0, C_reg_16);
  C_reg_17 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_1, C_reg_17);
  C_reg_18 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_2, C_reg_18);
  C_reg_19 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_3, C_reg_19);
  C_reg_20 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg_0, C_reg_20);
  C_reg_21 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg_1, C_reg_21);
  C_reg_22 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg_2, C_reg_22);
  C_reg_23 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg_3, C_reg_23);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[32], C_reg_2);
_mm512_storeu_ps(&C.data[48], C_reg_3);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_4);
_mm512_storeu_ps(&C.data[C.strides[0] + 16], C_reg_5);
_mm512_storeu_ps(&C.data[C.strides[0] + 32], C_reg_6);
_mm512_storeu_ps(&C.data[C.strides[0] + 48], C_reg_7);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_8);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 16], C_reg_9);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 32], C_reg_10);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 48], C_reg_11);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0])], C_reg_12);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 16], C_reg_13);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 32], C_reg_14);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 48], C_reg_15);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0])], C_reg_16);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0]) + 16], C_reg_17);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0]) + 32], C_reg_18);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0]) + 48], C_reg_19);
_mm512_storeu_ps(&C.data[(5) * (C.strides[0])], C_reg_20);
_mm512_storeu_ps(&C.data[(5) * (C.strides[0]) + 16], C_reg_21);
_mm512_storeu_ps(&C.data[(5) * (C.strides[0]) + 32], C_reg_22);
_mm512_storeu_ps(&C.data[(5) * (C.strides[0]) + 48], C_reg_23);
}

// sgemm_avx512_6x64_direct_edge(
//     K : size,
//     M : size,
//     N : size,
//     A : [f32][M, K] @DRAM,
//     Bc : [f32][K, 64] @DRAM,
//     C : [f32][M, N] @DRAM
// )
static void sgemm_avx512_6x64_direct_edge( void *ctxt, int_fast32_t K, int_fast32_t M, int_fast32_t N, struct exo_win_2f32c A, struct exo_win_2f32c Bc, struct exo_win_2f32 C ) {
EXO_ASSUME(M <= 6);
EXO_ASSUME(N <= 64);
EXO_ASSUME(K <= 468);
// assert stride(A, 1) == 1
// assert stride(Bc, 1) == 1
// assert stride(C, 1) == 1
_Alignas(64) float At[468 * 6];
for (int_fast32_t k = 0; k < K; k++) {
  for (int_fast32_t i = 0; i < M; i++) {
    At[k * 6 + i] = A.data[i * A.strides[0] + k];
  }
  for (int_fast32_t i = M; i < 6; i++) {
    At[k * 6 + i] = 0.0f;
  }
}
sgemm_avx512_6x64_edge(ctxt,K,M,N,(struct exo_win_2f32c){ &At[0], { 6, 1 } },Bc,C);
}

// sgemm_avx512_6x64_direct_overwrite(
//     KC : size,
//     A : [f32][6, KC] @DRAM,
//     Bc : [f32][KC, 64] @DRAM,
//     C : [f32][6, 64] @DRAM
// )
static void sgemm_avx512_6x64_direct_overwrite( void *ctxt, int_fast32_t KC, struct exo_win_2f32c A, struct exo_win_2f32c Bc, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(Bc, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
__m512 C_reg_8;
__m512 C_reg_9;
__m512 C_reg_10;
__m512 C_reg_11;
__m512 C_reg_12;
__m512 C_reg_13;
__m512 C_reg_14;
__m512 C_reg_15;
__m512 C_reg_16;
__m512 C_reg_17;
__m512 C_reg_18;
__m512 C_reg_19;
__m512 C_reg_20;
__m512 C_reg_21;
__m512 C_reg_22;
__m512 C_reg_23;
C_reg_0 = _mm512_set1_ps(0.0f);
C_reg_1 = _mm512_set1_ps(0.0f);
C_reg_2 = _mm512_set1_ps(0.0f);
C_reg_3 = _mm512_set1_ps(0.0f);
C_reg_4 = _mm512_set1_ps(0.0f);
C_reg_5 = _mm512_set1_ps(0.0f);
C_reg_6 = _mm512_set1_ps(0.0f);
C_reg_7 = _mm512_set1_ps(0.0f);
C_reg_8 = _mm512_set1_ps(0.0f);
C_reg_9 = _mm512_set1_ps(0.0f);
C_reg_10 = _mm512_set1_ps(0.0f);
C_reg_11 = _mm512_set1_ps(0.0f);
C_reg_12 = _mm512_set1_ps(0.0f);
C_reg_13 = _mm512_set1_ps(0.0f);
C_reg_14 = _mm512_set1_ps(0.0f);
C_reg_15 = _mm512_set1_ps(0.0f);
C_reg_16 = _mm512_set1_ps(0.0f);
C_reg_17 = _mm512_set1_ps(0.0f);
C_reg_18 = _mm512_set1_ps(0.0f);
C_reg_19 = _mm512_set1_ps(0.0f);
C_reg_20 = _mm512_set1_ps(0.0f);
C_reg_21 = _mm512_set1_ps(0.0f);
C_reg_22 = _mm512_set1_ps(0.0f);
C_reg_23 = _mm512_set1_ps(0.0f);
for (int_fast32_t k = 0; k < KC; k++) {
  { const char *exo_pf = (const char *)(&Bc.data[(k) * (Bc.strides[0])] + (intptr_t)8 * (((struct exo_win_2f32c){ &Bc.data[(k) * (Bc.strides[0])], { Bc.strides[0], 1 } })).strides[0]); __builtin_prefetch(exo_pf + 0, 0, 3); __builtin_prefetch(exo_pf + 64, 0, 3); __builtin_prefetch(exo_pf + 128, 0, 3); __builtin_prefetch(exo_pf + 192, 0, 3); }
  __m512 B_reg_0;
  __m512 B_reg_1;
  __m512 B_reg_2;
  __m512 B_reg_3;
  B_reg_0 = _mm512_loadu_ps(&Bc.data[(k) * (Bc.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&Bc.data[(k) * (Bc.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  B_reg_2 = _mm512_loadu_ps(&Bc.data[(k) * (Bc.strides[0]) + 32]); __asm__("" : "+v"(B_reg_2));
  B_reg_3 = _mm512_loadu_ps(&Bc.data[(k) * (Bc.strides[0]) + 48]); __asm__("" : "+v"(B_reg_3));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_2, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[k]), B_reg_3, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_0, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_1, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_2, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[A.strides[0] + k]), B_reg_3, C_reg_7);
  C_reg_8 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_0, C_reg_8);
  C_reg_9 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_1, C_reg_9);
  C_reg_10 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_2, C_reg_10);
  C_reg_11 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(2) * (A.strides[0]) + k]), B_reg_3, C_reg_11);
  C_reg_12 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_0, C_reg_12);
  C_reg_13 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_1, C_reg_13);
  C_reg_14 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_2, C_reg_14);
  C_reg_15 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(3) * (A.strides[0]) + k]), B_reg_3, C_reg_15);
  C_reg_16 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_0, C_reg_16);
  C_reg_17 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_1, C_reg_17);
  C_reg_18 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_2, C_reg_18);
  C_reg_19 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(4) * (A.strides[0]) + k]), B_reg_3, C_reg_19);
  C_reg_20 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg_0, C_reg_20);
  C_reg_21 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg_1, C_reg_21);
  C_reg_22 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg_2, C_reg_22);
  C_reg_23 = _mm512_fmadd_ps(_mm512_set1_ps(A.data[(5) * (A.strides[0]) + k]), B_reg_3, C_reg_23);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[32], C_reg_2);
_mm512_storeu_ps(&C.data[48], C_reg_3);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_4);
_mm512_storeu_ps(&C.data[C.strides[0] + 16], C_reg_5);
_mm512_storeu_ps(&C.data[C.strides[0] + 32], C_reg_6);
_mm512_storeu_ps(&C.data[C.strides[0] + 48], C_reg_7);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_8);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 16], C_reg_9);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 32], C_reg_10);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 48], C_reg_11);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0])], C_reg_12);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 16], C_reg_13);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 32], C_reg_14);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 48], C_reg_15);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0])], C_reg_16);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0]) + 16], C_reg_17);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0]) + 32], C_reg_18);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0]) + 48], C_reg_19);
_mm512_storeu_ps(&C.data[(5) * (C.strides[0])], C_reg_20);
_mm512_storeu_ps(&C.data[(5) * (C.strides[0]) + 16], C_reg_21);
_mm512_storeu_ps(&C.data[(5) * (C.strides[0]) + 32], C_reg_22);
_mm512_storeu_ps(&C.data[(5) * (C.strides[0]) + 48], C_reg_23);
}

// sgemm_avx512_6x64_direct_overwrite_rc(
//     M : size,
//     N : size,
//     K : size,
//     alpha : f32 @DRAM,
//     A : [f32][M, K] @DRAM,
//     B : [f32][K, N] @DRAM,
//     C : [f32][M, N] @DRAM
// )
void sgemm_avx512_6x64_direct_overwrite_rc( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, const float* alpha, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(C, 1) == 1
EXO_ASSUME(K <= 468);
// assert stride(A, 1) == 1
// assert stride(B, 0) == 1
for (int_fast32_t jc = 0; jc < ((N) / (4096)); jc++) {
  sgemm_avx512_6x64_direct_overwrite_rc_kc_panel(ctxt,M,4096,K,alpha,(struct exo_win_2f32c){ &A.data[0], { A.strides[0], 1 } },(struct exo_win_2f32c){ &B.data[(4096 * jc) * (B.strides[1])], { 1, B.strides[1] } },(struct exo_win_2f32){ &C.data[4096 * jc], { C.strides[0], 1 } });
}
if (N % 4096 > 0) {
  sgemm_avx512_6x64_direct_overwrite_rc_kc_panel(ctxt,M,N % 4096,K,alpha,(struct exo_win_2f32c){ &A.data[0], { A.strides[0], 1 } },(struct exo_win_2f32c){ &B.data[(4096 * (N / 4096)) * (B.strides[1])], { 1, B.strides[1] } },(struct exo_win_2f32){ &C.data[4096 * (N / 4096)], { C.strides[0], 1 } });
}
}

// sgemm_avx512_6x64_direct_overwrite_rc_kc_panel(
//     M : size,
//     N : size,
//     K : size,
//     alpha : f32 @DRAM,
//     A : [f32][M, K] @DRAM,
//     B : [f32][K, N] @DRAM,
//     C : [f32][M, N] @DRAM
// )
static void sgemm_avx512_6x64_direct_overwrite_rc_kc_panel( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, const float* alpha, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(C, 1) == 1
EXO_ASSUME(N <= 4096);
EXO_ASSUME(K <= 468);
// assert stride(A, 1) == 1
// assert stride(B, 0) == 1
float *restrict Bc = exogemm_workspace(1);
for (int_fast32_t jr = 0; jr < ((N) / (64)); jr++) {
  for (int_fast32_t jj = 0; jj < 64; jj++) {
    for (int_fast32_t k = 0; k < K; k++) {
      Bc[jr * 29952 + k * 64 + jj] = *alpha * B.data[k + (jj + 64 * jr) * B.strides[1]];
    }
  }
}
if (N % 64 > 0) {
  for (int_fast32_t jj = 0; jj < N % 64; jj++) {
    for (int_fast32_t k = 0; k < K; k++) {
      Bc[(N / 64) * 29952 + k * 64 + jj] = *alpha * B.data[k + (jj + (N / 64) * 64) * B.strides[1]];
    }
  }
}
for (int_fast32_t ic = 0; ic < ((M) / (276)); ic++) {
  sgemm_avx512_6x64_direct_overwrite_rc_mc_block(ctxt,276,N,K,((N) / (64)),(struct exo_win_2f32c){ &A.data[(276 * ic) * (A.strides[0])], { A.strides[0], 1 } },Bc,(struct exo_win_2f32){ &C.data[(276 * ic) * (C.strides[0])], { C.strides[0], 1 } });
}
if (M % 276 > 0) {
  sgemm_avx512_6x64_direct_overwrite_rc_mc_block(ctxt,M % 276,N,K,((N) / (64)),(struct exo_win_2f32c){ &A.data[(276 * (M / 276)) * (A.strides[0])], { A.strides[0], 1 } },Bc,(struct exo_win_2f32){ &C.data[(276 * (M / 276)) * (C.strides[0])], { C.strides[0], 1 } });
}
}

// sgemm_avx512_6x64_direct_overwrite_rc_mc_block(
//     M : size,
//     N : size,
//     K : size,
//     NS : index,
//     A : [f32][M, K] @DRAM,
//     Bc : f32[64, 468, 64] @DRAM,
//     C : [f32][M, N] @DRAM
// )
static void sgemm_avx512_6x64_direct_overwrite_rc_mc_block( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, int_fast32_t NS, struct exo_win_2f32c A, const float* Bc, struct exo_win_2f32 C ) {
// assert stride(C, 1) == 1
EXO_ASSUME(M <= 276);
EXO_ASSUME(N <= 4096);
EXO_ASSUME(K <= 468);
EXO_ASSUME(NS >= 0);
EXO_ASSUME(64 * NS <= N);
EXO_ASSUME(N < 64 + 64 * NS);
// assert stride(A, 1) == 1
for (int_fast32_t jr = 0; jr < NS; jr++) {
  for (int_fast32_t ir = 0; ir < ((M) / (6)); ir++) {
    { const uintptr_t exo_row = (uintptr_t)(((struct exo_win_2f32c){ &C.data[(6 * ir) * (C.strides[0]) + 64 * jr], { C.strides[0], 1 } })).strides[0] * sizeof(float); for (int exo_r = 6; exo_r < 12; exo_r++) { const uintptr_t exo_s = (uintptr_t)&C.data[(6 * ir) * (C.strides[0]) + 64 * jr] + (uintptr_t)exo_r * exo_row; const uintptr_t exo_e = exo_s + 256u; for (uintptr_t exo_pf = exo_s & ~(uintptr_t)63; exo_pf < exo_e; exo_pf += 64) __builtin_prefetch((const void *)exo_pf, 1, 2); } }
    if ((jr) == 0) { const uintptr_t exo_row = (uintptr_t)(((struct exo_win_2f32c){ &A.data[(6 * ir) * (A.strides[0])], { A.strides[0], 1 } })).strides[0] * sizeof(float); for (int exo_r = 12; exo_r < 18; exo_r++) { const uintptr_t exo_s = (uintptr_t)&A.data[(6 * ir) * (A.strides[0])] + (uintptr_t)exo_r * exo_row; const uintptr_t exo_e = exo_s + (uintptr_t)((K)) * sizeof(float); for (uintptr_t exo_pf = exo_s & ~(uintptr_t)63; exo_pf < exo_e; exo_pf += 64) __builtin_prefetch((const void *)exo_pf, 0, 2); } }
    sgemm_avx512_6x64_direct_overwrite(ctxt,K,(struct exo_win_2f32c){ &A.data[(6 * ir) * (A.strides[0])], { A.strides[0], 1 } },(struct exo_win_2f32c){ &Bc[(jr) * (29952)], { 64, 1 } },(struct exo_win_2f32){ &C.data[(6 * ir) * (C.strides[0]) + 64 * jr], { C.strides[0], 1 } });
  }
  if (M % 6 > 0) {
    for (int_fast32_t ii = 0; ii < M % 6; ii++) {
      for (int_fast32_t jj = 0; jj < 64; jj++) {
        C.data[(ii + (M / 6) * 6) * C.strides[0] + jj + 64 * jr] = 0.0f;
      }
    }
    sgemm_avx512_6x64_direct_edge(ctxt,K,M % 6,64,(struct exo_win_2f32c){ &A.data[(6 * (M / 6)) * (A.strides[0])], { A.strides[0], 1 } },(struct exo_win_2f32c){ &Bc[(jr) * (29952)], { 64, 1 } },(struct exo_win_2f32){ &C.data[(6 * (M / 6)) * (C.strides[0]) + 64 * jr], { C.strides[0], 1 } });
  }
}
if (-(64 * NS) + N > 0) {
  for (int_fast32_t ir = 0; ir < ((M) / (6)); ir++) {
    for (int_fast32_t ii = 0; ii < 6; ii++) {
      for (int_fast32_t jj = 0; jj < -(64 * NS) + N; jj++) {
        C.data[(ii + 6 * ir) * C.strides[0] + jj + 64 * NS] = 0.0f;
      }
    }
    sgemm_avx512_6x64_direct_edge(ctxt,K,6,-(64 * NS) + N,(struct exo_win_2f32c){ &A.data[(6 * ir) * (A.strides[0])], { A.strides[0], 1 } },(struct exo_win_2f32c){ &Bc[(NS) * (29952)], { 64, 1 } },(struct exo_win_2f32){ &C.data[(6 * ir) * (C.strides[0]) + 64 * NS], { C.strides[0], 1 } });
  }
  if (M % 6 > 0) {
    for (int_fast32_t ii = 0; ii < M % 6; ii++) {
      for (int_fast32_t jj = 0; jj < -(64 * NS) + N; jj++) {
        C.data[(ii + (M / 6) * 6) * C.strides[0] + jj + 64 * NS] = 0.0f;
      }
    }
    sgemm_avx512_6x64_direct_edge(ctxt,K,M % 6,-(64 * NS) + N,(struct exo_win_2f32c){ &A.data[(6 * (M / 6)) * (A.strides[0])], { A.strides[0], 1 } },(struct exo_win_2f32c){ &Bc[(NS) * (29952)], { 64, 1 } },(struct exo_win_2f32){ &C.data[(6 * (M / 6)) * (C.strides[0]) + 64 * NS], { C.strides[0], 1 } });
  }
}
}

// sgemm_avx512_6x64_direct_overwrite_rr(
//     M : size,
//     N : size,
//     K : size,
//     alpha : f32 @DRAM,
//     A : [f32][M, K] @DRAM,
//     B : [f32][K, N] @DRAM,
//     C : [f32][M, N] @DRAM
// )
void sgemm_avx512_6x64_direct_overwrite_rr( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, const float* alpha, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(C, 1) == 1
EXO_ASSUME(K <= 468);
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
for (int_fast32_t jc = 0; jc < ((N) / (4096)); jc++) {
  sgemm_avx512_6x64_direct_overwrite_rr_kc_panel(ctxt,M,4096,K,alpha,(struct exo_win_2f32c){ &A.data[0], { A.strides[0], 1 } },(struct exo_win_2f32c){ &B.data[4096 * jc], { B.strides[0], 1 } },(struct exo_win_2f32){ &C.data[4096 * jc], { C.strides[0], 1 } });
}
if (N % 4096 > 0) {
  sgemm_avx512_6x64_direct_overwrite_rr_kc_panel(ctxt,M,N % 4096,K,alpha,(struct exo_win_2f32c){ &A.data[0], { A.strides[0], 1 } },(struct exo_win_2f32c){ &B.data[4096 * (N / 4096)], { B.strides[0], 1 } },(struct exo_win_2f32){ &C.data[4096 * (N / 4096)], { C.strides[0], 1 } });
}
}

// sgemm_avx512_6x64_direct_overwrite_rr_kc_panel(
//     M : size,
//     N : size,
//     K : size,
//     alpha : f32 @DRAM,
//     A : [f32][M, K] @DRAM,
//     B : [f32][K, N] @DRAM,
//     C : [f32][M, N] @DRAM
// )
static void sgemm_avx512_6x64_direct_overwrite_rr_kc_panel( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, const float* alpha, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(C, 1) == 1
EXO_ASSUME(N <= 4096);
EXO_ASSUME(K <= 468);
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
float *restrict Bc = exogemm_workspace(1);
for (int_fast32_t k = 0; k < K; k++) {
  for (int_fast32_t jr = 0; jr < ((N) / (64)); jr++) {
    for (int_fast32_t jj = 0; jj < 64; jj++) {
      Bc[jr * 29952 + k * 64 + jj] = *alpha * B.data[k * B.strides[0] + jj + 64 * jr];
    }
  }
}
if (N % 64 > 0) {
  for (int_fast32_t k = 0; k < K; k++) {
    for (int_fast32_t jj = 0; jj < N % 64; jj++) {
      Bc[(N / 64) * 29952 + k * 64 + jj] = *alpha * B.data[k * B.strides[0] + jj + (N / 64) * 64];
    }
  }
}
for (int_fast32_t ic = 0; ic < ((M) / (276)); ic++) {
  sgemm_avx512_6x64_direct_overwrite_rr_mc_block(ctxt,276,N,K,((N) / (64)),(struct exo_win_2f32c){ &A.data[(276 * ic) * (A.strides[0])], { A.strides[0], 1 } },Bc,(struct exo_win_2f32){ &C.data[(276 * ic) * (C.strides[0])], { C.strides[0], 1 } });
}
if (M % 276 > 0) {
  sgemm_avx512_6x64_direct_overwrite_rr_mc_block(ctxt,M % 276,N,K,((N) / (64)),(struct exo_win_2f32c){ &A.data[(276 * (M / 276)) * (A.strides[0])], { A.strides[0], 1 } },Bc,(struct exo_win_2f32){ &C.data[(276 * (M / 276)) * (C.strides[0])], { C.strides[0], 1 } });
}
}

// sgemm_avx512_6x64_direct_overwrite_rr_mc_block(
//     M : size,
//     N : size,
//     K : size,
//     NS : index,
//     A : [f32][M, K] @DRAM,
//     Bc : f32[64, 468, 64] @DRAM,
//     C : [f32][M, N] @DRAM
// )
static void sgemm_avx512_6x64_direct_overwrite_rr_mc_block( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, int_fast32_t NS, struct exo_win_2f32c A, const float* Bc, struct exo_win_2f32 C ) {
// assert stride(C, 1) == 1
EXO_ASSUME(M <= 276);
EXO_ASSUME(N <= 4096);
EXO_ASSUME(K <= 468);
EXO_ASSUME(NS >= 0);
EXO_ASSUME(64 * NS <= N);
EXO_ASSUME(N < 64 + 64 * NS);
// assert stride(A, 1) == 1
for (int_fast32_t jr = 0; jr < NS; jr++) {
  for (int_fast32_t ir = 0; ir < ((M) / (6)); ir++) {
    { const uintptr_t exo_row = (uintptr_t)(((struct exo_win_2f32c){ &C.data[(6 * ir) * (C.strides[0]) + 64 * jr], { C.strides[0], 1 } })).strides[0] * sizeof(float); for (int exo_r = 6; exo_r < 12; exo_r++) { const uintptr_t exo_s = (uintptr_t)&C.data[(6 * ir) * (C.strides[0]) + 64 * jr] + (uintptr_t)exo_r * exo_row; const uintptr_t exo_e = exo_s + 256u; for (uintptr_t exo_pf = exo_s & ~(uintptr_t)63; exo_pf < exo_e; exo_pf += 64) __builtin_prefetch((const void *)exo_pf, 1, 2); } }
    if ((jr) == 0) { const uintptr_t exo_row = (uintptr_t)(((struct exo_win_2f32c){ &A.data[(6 * ir) * (A.strides[0])], { A.strides[0], 1 } })).strides[0] * sizeof(float); for (int exo_r = 12; exo_r < 18; exo_r++) { const uintptr_t exo_s = (uintptr_t)&A.data[(6 * ir) * (A.strides[0])] + (uintptr_t)exo_r * exo_row; const uintptr_t exo_e = exo_s + (uintptr_t)((K)) * sizeof(float); for (uintptr_t exo_pf = exo_s & ~(uintptr_t)63; exo_pf < exo_e; exo_pf += 64) __builtin_prefetch((const void *)exo_pf, 0, 2); } }
    sgemm_avx512_6x64_direct_overwrite(ctxt,K,(struct exo_win_2f32c){ &A.data[(6 * ir) * (A.strides[0])], { A.strides[0], 1 } },(struct exo_win_2f32c){ &Bc[(jr) * (29952)], { 64, 1 } },(struct exo_win_2f32){ &C.data[(6 * ir) * (C.strides[0]) + 64 * jr], { C.strides[0], 1 } });
  }
  if (M % 6 > 0) {
    for (int_fast32_t ii = 0; ii < M % 6; ii++) {
      for (int_fast32_t jj = 0; jj < 64; jj++) {
        C.data[(ii + (M / 6) * 6) * C.strides[0] + jj + 64 * jr] = 0.0f;
      }
    }
    sgemm_avx512_6x64_direct_edge(ctxt,K,M % 6,64,(struct exo_win_2f32c){ &A.data[(6 * (M / 6)) * (A.strides[0])], { A.strides[0], 1 } },(struct exo_win_2f32c){ &Bc[(jr) * (29952)], { 64, 1 } },(struct exo_win_2f32){ &C.data[(6 * (M / 6)) * (C.strides[0]) + 64 * jr], { C.strides[0], 1 } });
  }
}
if (-(64 * NS) + N > 0) {
  for (int_fast32_t ir = 0; ir < ((M) / (6)); ir++) {
    for (int_fast32_t ii = 0; ii < 6; ii++) {
      for (int_fast32_t jj = 0; jj < -(64 * NS) + N; jj++) {
        C.data[(ii + 6 * ir) * C.strides[0] + jj + 64 * NS] = 0.0f;
      }
    }
    sgemm_avx512_6x64_direct_edge(ctxt,K,6,-(64 * NS) + N,(struct exo_win_2f32c){ &A.data[(6 * ir) * (A.strides[0])], { A.strides[0], 1 } },(struct exo_win_2f32c){ &Bc[(NS) * (29952)], { 64, 1 } },(struct exo_win_2f32){ &C.data[(6 * ir) * (C.strides[0]) + 64 * NS], { C.strides[0], 1 } });
  }
  if (M % 6 > 0) {
    for (int_fast32_t ii = 0; ii < M % 6; ii++) {
      for (int_fast32_t jj = 0; jj < -(64 * NS) + N; jj++) {
        C.data[(ii + (M / 6) * 6) * C.strides[0] + jj + 64 * NS] = 0.0f;
      }
    }
    sgemm_avx512_6x64_direct_edge(ctxt,K,M % 6,-(64 * NS) + N,(struct exo_win_2f32c){ &A.data[(6 * (M / 6)) * (A.strides[0])], { A.strides[0], 1 } },(struct exo_win_2f32c){ &Bc[(NS) * (29952)], { 64, 1 } },(struct exo_win_2f32){ &C.data[(6 * (M / 6)) * (C.strides[0]) + 64 * NS], { C.strides[0], 1 } });
  }
}
}

// sgemm_avx512_6x64_direct_rc(
//     M : size,
//     N : size,
//     K : size,
//     alpha : f32 @DRAM,
//     A : [f32][M, K] @DRAM,
//     B : [f32][K, N] @DRAM,
//     C : [f32][M, N] @DRAM
// )
void sgemm_avx512_6x64_direct_rc( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, const float* alpha, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(C, 1) == 1
// assert stride(A, 1) == 1
// assert stride(B, 0) == 1
for (int_fast32_t jc = 0; jc < ((N) / (4096)); jc++) {
  sgemm_avx512_6x64_direct_rc_col_panel(ctxt,M,4096,K,alpha,(struct exo_win_2f32c){ &A.data[0], { A.strides[0], 1 } },(struct exo_win_2f32c){ &B.data[(4096 * jc) * (B.strides[1])], { 1, B.strides[1] } },(struct exo_win_2f32){ &C.data[4096 * jc], { C.strides[0], 1 } });
}
if (N % 4096 > 0) {
  sgemm_avx512_6x64_direct_rc_col_panel(ctxt,M,N % 4096,K,alpha,(struct exo_win_2f32c){ &A.data[0], { A.strides[0], 1 } },(struct exo_win_2f32c){ &B.data[(4096 * (N / 4096)) * (B.strides[1])], { 1, B.strides[1] } },(struct exo_win_2f32){ &C.data[4096 * (N / 4096)], { C.strides[0], 1 } });
}
}

// sgemm_avx512_6x64_direct_rc_col_panel(
//     M : size,
//     N : size,
//     K : size,
//     alpha : f32 @DRAM,
//     A : [f32][M, K] @DRAM,
//     B : [f32][K, N] @DRAM,
//     C : [f32][M, N] @DRAM
// )
static void sgemm_avx512_6x64_direct_rc_col_panel( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, const float* alpha, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(C, 1) == 1
EXO_ASSUME(N <= 4096);
// assert stride(A, 1) == 1
// assert stride(B, 0) == 1
for (int_fast32_t pc = 0; pc < ((K) / (468)); pc++) {
  sgemm_avx512_6x64_direct_rc_kc_panel(ctxt,M,N,468,alpha,(struct exo_win_2f32c){ &A.data[468 * pc], { A.strides[0], 1 } },(struct exo_win_2f32c){ &B.data[468 * pc], { 1, B.strides[1] } },(struct exo_win_2f32){ &C.data[0], { C.strides[0], 1 } });
}
if (K % 468 > 0) {
  sgemm_avx512_6x64_direct_rc_kc_panel(ctxt,M,N,K % 468,alpha,(struct exo_win_2f32c){ &A.data[468 * (K / 468)], { A.strides[0], 1 } },(struct exo_win_2f32c){ &B.data[468 * (K / 468)], { 1, B.strides[1] } },(struct exo_win_2f32){ &C.data[0], { C.strides[0], 1 } });
}
}

// sgemm_avx512_6x64_direct_rc_kc_panel(
//     M : size,
//     N : size,
//     K : size,
//     alpha : f32 @DRAM,
//     A : [f32][M, K] @DRAM,
//     B : [f32][K, N] @DRAM,
//     C : [f32][M, N] @DRAM
// )
static void sgemm_avx512_6x64_direct_rc_kc_panel( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, const float* alpha, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(C, 1) == 1
EXO_ASSUME(N <= 4096);
EXO_ASSUME(K <= 468);
// assert stride(A, 1) == 1
// assert stride(B, 0) == 1
float *restrict Bc = exogemm_workspace(1);
for (int_fast32_t jr = 0; jr < ((N) / (64)); jr++) {
  for (int_fast32_t jj = 0; jj < 64; jj++) {
    for (int_fast32_t k = 0; k < K; k++) {
      Bc[jr * 29952 + k * 64 + jj] = *alpha * B.data[k + (jj + 64 * jr) * B.strides[1]];
    }
  }
}
if (N % 64 > 0) {
  for (int_fast32_t jj = 0; jj < N % 64; jj++) {
    for (int_fast32_t k = 0; k < K; k++) {
      Bc[(N / 64) * 29952 + k * 64 + jj] = *alpha * B.data[k + (jj + (N / 64) * 64) * B.strides[1]];
    }
  }
}
for (int_fast32_t ic = 0; ic < ((M) / (276)); ic++) {
  sgemm_avx512_6x64_direct_rc_mc_block(ctxt,276,N,K,((N) / (64)),(struct exo_win_2f32c){ &A.data[(276 * ic) * (A.strides[0])], { A.strides[0], 1 } },Bc,(struct exo_win_2f32){ &C.data[(276 * ic) * (C.strides[0])], { C.strides[0], 1 } });
}
if (M % 276 > 0) {
  sgemm_avx512_6x64_direct_rc_mc_block(ctxt,M % 276,N,K,((N) / (64)),(struct exo_win_2f32c){ &A.data[(276 * (M / 276)) * (A.strides[0])], { A.strides[0], 1 } },Bc,(struct exo_win_2f32){ &C.data[(276 * (M / 276)) * (C.strides[0])], { C.strides[0], 1 } });
}
}

// sgemm_avx512_6x64_direct_rc_mc_block(
//     M : size,
//     N : size,
//     K : size,
//     NS : index,
//     A : [f32][M, K] @DRAM,
//     Bc : f32[64, 468, 64] @DRAM,
//     C : [f32][M, N] @DRAM
// )
static void sgemm_avx512_6x64_direct_rc_mc_block( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, int_fast32_t NS, struct exo_win_2f32c A, const float* Bc, struct exo_win_2f32 C ) {
// assert stride(C, 1) == 1
EXO_ASSUME(M <= 276);
EXO_ASSUME(N <= 4096);
EXO_ASSUME(K <= 468);
EXO_ASSUME(NS >= 0);
EXO_ASSUME(64 * NS <= N);
EXO_ASSUME(N < 64 + 64 * NS);
// assert stride(A, 1) == 1
for (int_fast32_t jr = 0; jr < NS; jr++) {
  for (int_fast32_t ir = 0; ir < ((M) / (6)); ir++) {
    { const uintptr_t exo_row = (uintptr_t)(((struct exo_win_2f32c){ &C.data[(6 * ir) * (C.strides[0]) + 64 * jr], { C.strides[0], 1 } })).strides[0] * sizeof(float); for (int exo_r = 6; exo_r < 12; exo_r++) { const uintptr_t exo_s = (uintptr_t)&C.data[(6 * ir) * (C.strides[0]) + 64 * jr] + (uintptr_t)exo_r * exo_row; const uintptr_t exo_e = exo_s + 256u; for (uintptr_t exo_pf = exo_s & ~(uintptr_t)63; exo_pf < exo_e; exo_pf += 64) __builtin_prefetch((const void *)exo_pf, 1, 2); } }
    if ((jr) == 0) { const uintptr_t exo_row = (uintptr_t)(((struct exo_win_2f32c){ &A.data[(6 * ir) * (A.strides[0])], { A.strides[0], 1 } })).strides[0] * sizeof(float); for (int exo_r = 12; exo_r < 18; exo_r++) { const uintptr_t exo_s = (uintptr_t)&A.data[(6 * ir) * (A.strides[0])] + (uintptr_t)exo_r * exo_row; const uintptr_t exo_e = exo_s + (uintptr_t)((K)) * sizeof(float); for (uintptr_t exo_pf = exo_s & ~(uintptr_t)63; exo_pf < exo_e; exo_pf += 64) __builtin_prefetch((const void *)exo_pf, 0, 2); } }
    sgemm_avx512_6x64_direct(ctxt,K,(struct exo_win_2f32c){ &A.data[(6 * ir) * (A.strides[0])], { A.strides[0], 1 } },(struct exo_win_2f32c){ &Bc[(jr) * (29952)], { 64, 1 } },(struct exo_win_2f32){ &C.data[(6 * ir) * (C.strides[0]) + 64 * jr], { C.strides[0], 1 } });
  }
  if (M % 6 > 0) {
    sgemm_avx512_6x64_direct_edge(ctxt,K,M % 6,64,(struct exo_win_2f32c){ &A.data[(6 * (M / 6)) * (A.strides[0])], { A.strides[0], 1 } },(struct exo_win_2f32c){ &Bc[(jr) * (29952)], { 64, 1 } },(struct exo_win_2f32){ &C.data[(6 * (M / 6)) * (C.strides[0]) + 64 * jr], { C.strides[0], 1 } });
  }
}
if (-(64 * NS) + N > 0) {
  for (int_fast32_t ir = 0; ir < ((M) / (6)); ir++) {
    sgemm_avx512_6x64_direct_edge(ctxt,K,6,-(64 * NS) + N,(struct exo_win_2f32c){ &A.data[(6 * ir) * (A.strides[0])], { A.strides[0], 1 } },(struct exo_win_2f32c){ &Bc[(NS) * (29952)], { 64, 1 } },(struct exo_win_2f32){ &C.data[(6 * ir) * (C.strides[0]) + 64 * NS], { C.strides[0], 1 } });
  }
  if (M % 6 > 0) {
    sgemm_avx512_6x64_direct_edge(ctxt,K,M % 6,-(64 * NS) + N,(struct exo_win_2f32c){ &A.data[(6 * (M / 6)) * (A.strides[0])], { A.strides[0], 1 } },(struct exo_win_2f32c){ &Bc[(NS) * (29952)], { 64, 1 } },(struct exo_win_2f32){ &C.data[(6 * (M / 6)) * (C.strides[0]) + 64 * NS], { C.strides[0], 1 } });
  }
}
}

// sgemm_avx512_6x64_direct_rr(
//     M : size,
//     N : size,
//     K : size,
//     alpha : f32 @DRAM,
//     A : [f32][M, K] @DRAM,
//     B : [f32][K, N] @DRAM,
//     C : [f32][M, N] @DRAM
// )
void sgemm_avx512_6x64_direct_rr( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, const float* alpha, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(C, 1) == 1
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
for (int_fast32_t jc = 0; jc < ((N) / (4096)); jc++) {
  sgemm_avx512_6x64_direct_rr_col_panel(ctxt,M,4096,K,alpha,(struct exo_win_2f32c){ &A.data[0], { A.strides[0], 1 } },(struct exo_win_2f32c){ &B.data[4096 * jc], { B.strides[0], 1 } },(struct exo_win_2f32){ &C.data[4096 * jc], { C.strides[0], 1 } });
}
if (N % 4096 > 0) {
  sgemm_avx512_6x64_direct_rr_col_panel(ctxt,M,N % 4096,K,alpha,(struct exo_win_2f32c){ &A.data[0], { A.strides[0], 1 } },(struct exo_win_2f32c){ &B.data[4096 * (N / 4096)], { B.strides[0], 1 } },(struct exo_win_2f32){ &C.data[4096 * (N / 4096)], { C.strides[0], 1 } });
}
}

// sgemm_avx512_6x64_direct_rr_col_panel(
//     M : size,
//     N : size,
//     K : size,
//     alpha : f32 @DRAM,
//     A : [f32][M, K] @DRAM,
//     B : [f32][K, N] @DRAM,
//     C : [f32][M, N] @DRAM
// )
static void sgemm_avx512_6x64_direct_rr_col_panel( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, const float* alpha, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(C, 1) == 1
EXO_ASSUME(N <= 4096);
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
for (int_fast32_t pc = 0; pc < ((K) / (468)); pc++) {
  sgemm_avx512_6x64_direct_rr_kc_panel(ctxt,M,N,468,alpha,(struct exo_win_2f32c){ &A.data[468 * pc], { A.strides[0], 1 } },(struct exo_win_2f32c){ &B.data[(468 * pc) * (B.strides[0])], { B.strides[0], 1 } },(struct exo_win_2f32){ &C.data[0], { C.strides[0], 1 } });
}
if (K % 468 > 0) {
  sgemm_avx512_6x64_direct_rr_kc_panel(ctxt,M,N,K % 468,alpha,(struct exo_win_2f32c){ &A.data[468 * (K / 468)], { A.strides[0], 1 } },(struct exo_win_2f32c){ &B.data[(468 * (K / 468)) * (B.strides[0])], { B.strides[0], 1 } },(struct exo_win_2f32){ &C.data[0], { C.strides[0], 1 } });
}
}

// sgemm_avx512_6x64_direct_rr_kc_panel(
//     M : size,
//     N : size,
//     K : size,
//     alpha : f32 @DRAM,
//     A : [f32][M, K] @DRAM,
//     B : [f32][K, N] @DRAM,
//     C : [f32][M, N] @DRAM
// )
static void sgemm_avx512_6x64_direct_rr_kc_panel( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, const float* alpha, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(C, 1) == 1
EXO_ASSUME(N <= 4096);
EXO_ASSUME(K <= 468);
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
float *restrict Bc = exogemm_workspace(1);
for (int_fast32_t k = 0; k < K; k++) {
  for (int_fast32_t jr = 0; jr < ((N) / (64)); jr++) {
    for (int_fast32_t jj = 0; jj < 64; jj++) {
      Bc[jr * 29952 + k * 64 + jj] = *alpha * B.data[k * B.strides[0] + jj + 64 * jr];
    }
  }
}
if (N % 64 > 0) {
  for (int_fast32_t k = 0; k < K; k++) {
    for (int_fast32_t jj = 0; jj < N % 64; jj++) {
      Bc[(N / 64) * 29952 + k * 64 + jj] = *alpha * B.data[k * B.strides[0] + jj + (N / 64) * 64];
    }
  }
}
for (int_fast32_t ic = 0; ic < ((M) / (276)); ic++) {
  sgemm_avx512_6x64_direct_rr_mc_block(ctxt,276,N,K,((N) / (64)),(struct exo_win_2f32c){ &A.data[(276 * ic) * (A.strides[0])], { A.strides[0], 1 } },Bc,(struct exo_win_2f32){ &C.data[(276 * ic) * (C.strides[0])], { C.strides[0], 1 } });
}
if (M % 276 > 0) {
  sgemm_avx512_6x64_direct_rr_mc_block(ctxt,M % 276,N,K,((N) / (64)),(struct exo_win_2f32c){ &A.data[(276 * (M / 276)) * (A.strides[0])], { A.strides[0], 1 } },Bc,(struct exo_win_2f32){ &C.data[(276 * (M / 276)) * (C.strides[0])], { C.strides[0], 1 } });
}
}

// sgemm_avx512_6x64_direct_rr_mc_block(
//     M : size,
//     N : size,
//     K : size,
//     NS : index,
//     A : [f32][M, K] @DRAM,
//     Bc : f32[64, 468, 64] @DRAM,
//     C : [f32][M, N] @DRAM
// )
static void sgemm_avx512_6x64_direct_rr_mc_block( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, int_fast32_t NS, struct exo_win_2f32c A, const float* Bc, struct exo_win_2f32 C ) {
// assert stride(C, 1) == 1
EXO_ASSUME(M <= 276);
EXO_ASSUME(N <= 4096);
EXO_ASSUME(K <= 468);
EXO_ASSUME(NS >= 0);
EXO_ASSUME(64 * NS <= N);
EXO_ASSUME(N < 64 + 64 * NS);
// assert stride(A, 1) == 1
for (int_fast32_t jr = 0; jr < NS; jr++) {
  for (int_fast32_t ir = 0; ir < ((M) / (6)); ir++) {
    { const uintptr_t exo_row = (uintptr_t)(((struct exo_win_2f32c){ &C.data[(6 * ir) * (C.strides[0]) + 64 * jr], { C.strides[0], 1 } })).strides[0] * sizeof(float); for (int exo_r = 6; exo_r < 12; exo_r++) { const uintptr_t exo_s = (uintptr_t)&C.data[(6 * ir) * (C.strides[0]) + 64 * jr] + (uintptr_t)exo_r * exo_row; const uintptr_t exo_e = exo_s + 256u; for (uintptr_t exo_pf = exo_s & ~(uintptr_t)63; exo_pf < exo_e; exo_pf += 64) __builtin_prefetch((const void *)exo_pf, 1, 2); } }
    if ((jr) == 0) { const uintptr_t exo_row = (uintptr_t)(((struct exo_win_2f32c){ &A.data[(6 * ir) * (A.strides[0])], { A.strides[0], 1 } })).strides[0] * sizeof(float); for (int exo_r = 12; exo_r < 18; exo_r++) { const uintptr_t exo_s = (uintptr_t)&A.data[(6 * ir) * (A.strides[0])] + (uintptr_t)exo_r * exo_row; const uintptr_t exo_e = exo_s + (uintptr_t)((K)) * sizeof(float); for (uintptr_t exo_pf = exo_s & ~(uintptr_t)63; exo_pf < exo_e; exo_pf += 64) __builtin_prefetch((const void *)exo_pf, 0, 2); } }
    sgemm_avx512_6x64_direct(ctxt,K,(struct exo_win_2f32c){ &A.data[(6 * ir) * (A.strides[0])], { A.strides[0], 1 } },(struct exo_win_2f32c){ &Bc[(jr) * (29952)], { 64, 1 } },(struct exo_win_2f32){ &C.data[(6 * ir) * (C.strides[0]) + 64 * jr], { C.strides[0], 1 } });
  }
  if (M % 6 > 0) {
    sgemm_avx512_6x64_direct_edge(ctxt,K,M % 6,64,(struct exo_win_2f32c){ &A.data[(6 * (M / 6)) * (A.strides[0])], { A.strides[0], 1 } },(struct exo_win_2f32c){ &Bc[(jr) * (29952)], { 64, 1 } },(struct exo_win_2f32){ &C.data[(6 * (M / 6)) * (C.strides[0]) + 64 * jr], { C.strides[0], 1 } });
  }
}
if (-(64 * NS) + N > 0) {
  for (int_fast32_t ir = 0; ir < ((M) / (6)); ir++) {
    sgemm_avx512_6x64_direct_edge(ctxt,K,6,-(64 * NS) + N,(struct exo_win_2f32c){ &A.data[(6 * ir) * (A.strides[0])], { A.strides[0], 1 } },(struct exo_win_2f32c){ &Bc[(NS) * (29952)], { 64, 1 } },(struct exo_win_2f32){ &C.data[(6 * ir) * (C.strides[0]) + 64 * NS], { C.strides[0], 1 } });
  }
  if (M % 6 > 0) {
    sgemm_avx512_6x64_direct_edge(ctxt,K,M % 6,-(64 * NS) + N,(struct exo_win_2f32c){ &A.data[(6 * (M / 6)) * (A.strides[0])], { A.strides[0], 1 } },(struct exo_win_2f32c){ &Bc[(NS) * (29952)], { 64, 1 } },(struct exo_win_2f32){ &C.data[(6 * (M / 6)) * (C.strides[0]) + 64 * NS], { C.strides[0], 1 } });
  }
}
}

// sgemm_avx512_6x64_edge(
//     K : size,
//     M : size,
//     N : size,
//     Ac : [f32][K, 6] @DRAM,
//     Bc : [f32][K, 64] @DRAM,
//     C : [f32][M, N] @DRAM
// )
static void sgemm_avx512_6x64_edge( void *ctxt, int_fast32_t K, int_fast32_t M, int_fast32_t N, struct exo_win_2f32c Ac, struct exo_win_2f32c Bc, struct exo_win_2f32 C ) {
EXO_ASSUME(M <= 6);
EXO_ASSUME(N <= 64);
// assert stride(Ac, 1) == 1
// assert stride(Bc, 1) == 1
// assert stride(C, 1) == 1
_Alignas(64) float Ct[6 * 64];
for (int_fast32_t i = 0; i < 6; i++) {
  for (int_fast32_t j = 0; j < 64; j++) {
    Ct[i * 64 + j] = 0.0f;
  }
}
if (M <= 4) {
  sgemm_avx512_4x64_sliver(ctxt,K,(struct exo_win_2f32c){ &Ac.data[0], { Ac.strides[0], 1 } },(struct exo_win_2f32c){ &Bc.data[0], { Bc.strides[0], 1 } },(struct exo_win_2f32){ &Ct[0], { 64, 1 } });
} else {
  if (M <= 6) {
    sgemm_avx512_6x64_sliver(ctxt,K,(struct exo_win_2f32c){ &Ac.data[0], { Ac.strides[0], 1 } },(struct exo_win_2f32c){ &Bc.data[0], { Bc.strides[0], 1 } },(struct exo_win_2f32){ &Ct[0], { 64, 1 } });
  } else {
    sgemm_avx512_6x64_sliver(ctxt,K,(struct exo_win_2f32c){ &Ac.data[0], { Ac.strides[0], 1 } },(struct exo_win_2f32c){ &Bc.data[0], { Bc.strides[0], 1 } },(struct exo_win_2f32){ &Ct[0], { 64, 1 } });
  }
}
for (int_fast32_t i = 0; i < M; i++) {
  for (int_fast32_t j = 0; j < N; j++) {
    C.data[i * C.strides[0] + j] += Ct[i * 64 + j];
  }
}
}

// sgemm_avx512_6x64_overwrite_cc(
//     M : size,
//     N : size,
//     K : size,
//     alpha : f32 @DRAM,
//     A : [f32][M, K] @DRAM,
//     B : [f32][K, N] @DRAM,
//     C : [f32][M, N] @DRAM
// )
void sgemm_avx512_6x64_overwrite_cc( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, const float* alpha, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(C, 1) == 1
EXO_ASSUME(K <= 468);
// assert stride(A, 0) == 1
// assert stride(B, 0) == 1
for (int_fast32_t jc = 0; jc < ((N) / (4096)); jc++) {
  sgemm_avx512_6x64_overwrite_cc_kc_panel(ctxt,M,4096,K,alpha,(struct exo_win_2f32c){ &A.data[0], { 1, A.strides[1] } },(struct exo_win_2f32c){ &B.data[(4096 * jc) * (B.strides[1])], { 1, B.strides[1] } },(struct exo_win_2f32){ &C.data[4096 * jc], { C.strides[0], 1 } });
}
if (N % 4096 > 0) {
  sgemm_avx512_6x64_overwrite_cc_kc_panel(ctxt,M,N % 4096,K,alpha,(struct exo_win_2f32c){ &A.data[0], { 1, A.strides[1] } },(struct exo_win_2f32c){ &B.data[(4096 * (N / 4096)) * (B.strides[1])], { 1, B.strides[1] } },(struct exo_win_2f32){ &C.data[4096 * (N / 4096)], { C.strides[0], 1 } });
}
}

// sgemm_avx512_6x64_overwrite_cc_kc_panel(
//     M : size,
//     N : size,
//     K : size,
//     alpha : f32 @DRAM,
//     A : [f32][M, K] @DRAM,
//     B : [f32][K, N] @DRAM,
//     C : [f32][M, N] @DRAM
// )
static void sgemm_avx512_6x64_overwrite_cc_kc_panel( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, const float* alpha, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(C, 1) == 1
EXO_ASSUME(N <= 4096);
EXO_ASSUME(K <= 468);
// assert stride(A, 0) == 1
// assert stride(B, 0) == 1
float *restrict Bc = exogemm_workspace(1);
for (int_fast32_t jr = 0; jr < ((N) / (64)); jr++) {
  for (int_fast32_t jj = 0; jj < 64; jj++) {
    for (int_fast32_t i0 = 0; i0 < K; i0++) {
      Bc[jr * 29952 + i0 * 64 + jj] = B.data[i0 + (jj + 64 * jr) * B.strides[1]];
    }
  }
}
if (N % 64 > 0) {
  for (int_fast32_t i0 = 0; i0 < K; i0++) {
    for (int_fast32_t jj = 0; jj < N % 64; jj++) {
      Bc[(N / 64) * 29952 + i0 * 64 + jj] = B.data[i0 + (jj + (N / 64) * 64) * B.strides[1]];
    }
  }
}
for (int_fast32_t ic = 0; ic < ((M) / (276)); ic++) {
  sgemm_avx512_6x64_overwrite_cc_mc_block(ctxt,276,N,K,((N) / (64)),alpha,(struct exo_win_2f32c){ &A.data[276 * ic], { 1, A.strides[1] } },Bc,(struct exo_win_2f32){ &C.data[(276 * ic) * (C.strides[0])], { C.strides[0], 1 } });
}
if (M % 276 > 0) {
  sgemm_avx512_6x64_overwrite_cc_mc_block(ctxt,M % 276,N,K,((N) / (64)),alpha,(struct exo_win_2f32c){ &A.data[276 * (M / 276)], { 1, A.strides[1] } },Bc,(struct exo_win_2f32){ &C.data[(276 * (M / 276)) * (C.strides[0])], { C.strides[0], 1 } });
}
}

// sgemm_avx512_6x64_overwrite_cc_mc_block(
//     M : size,
//     N : size,
//     K : size,
//     NS : index,
//     alpha : f32 @DRAM,
//     A : [f32][M, K] @DRAM,
//     Bc : f32[64, 468, 64] @DRAM,
//     C : [f32][M, N] @DRAM
// )
static void sgemm_avx512_6x64_overwrite_cc_mc_block( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, int_fast32_t NS, const float* alpha, struct exo_win_2f32c A, const float* Bc, struct exo_win_2f32 C ) {
// assert stride(C, 1) == 1
EXO_ASSUME(M <= 276);
EXO_ASSUME(N <= 4096);
EXO_ASSUME(K <= 468);
EXO_ASSUME(NS >= 0);
EXO_ASSUME(64 * NS <= N);
EXO_ASSUME(N < 64 + 64 * NS);
// assert stride(A, 0) == 1
float *restrict Ac = exogemm_workspace(0);
float alpha_r;
alpha_r = *alpha;
for (int_fast32_t ir = 0; ir < ((M) / (6)); ir++) {
  for (int_fast32_t k = 0; k < K; k++) {
    for (int_fast32_t ii = 0; ii < 6; ii++) {
      Ac[ir * 2808 + k * 6 + ii] = alpha_r * A.data[ii + 6 * ir + k * A.strides[1]];
    }
  }
}
if (M % 6 > 0) {
  for (int_fast32_t k = 0; k < K; k++) {
    for (int_fast32_t ii = 0; ii < M % 6; ii++) {
      Ac[(M / 6) * 2808 + k * 6 + ii] = alpha_r * A.data[ii + (M / 6) * 6 + k * A.strides[1]];
    }
  }
}
for (int_fast32_t jr = 0; jr < NS; jr++) {
  for (int_fast32_t ir = 0; ir < ((M) / (6)); ir++) {
    { const uintptr_t exo_row = (uintptr_t)(((struct exo_win_2f32c){ &C.data[(6 * ir) * (C.strides[0]) + 64 * jr], { C.strides[0], 1 } })).strides[0] * sizeof(float); for (int exo_r = 6; exo_r < 12; exo_r++) { const uintptr_t exo_s = (uintptr_t)&C.data[(6 * ir) * (C.strides[0]) + 64 * jr] + (uintptr_t)exo_r * exo_row; const uintptr_t exo_e = exo_s + 256u; for (uintptr_t exo_pf = exo_s & ~(uintptr_t)63; exo_pf < exo_e; exo_pf += 64) __builtin_prefetch((const void *)exo_pf, 1, 2); } }
    sgemm_avx512_6x64_sliver_overwrite(ctxt,K,(struct exo_win_2f32c){ &Ac[(ir) * (2808)], { 6, 1 } },(struct exo_win_2f32c){ &Bc[(jr) * (29952)], { 64, 1 } },(struct exo_win_2f32){ &C.data[(6 * ir) * (C.strides[0]) + 64 * jr], { C.strides[0], 1 } });
  }
  if (M % 6 > 0) {
    for (int_fast32_t ii = 0; ii < M % 6; ii++) {
      for (int_fast32_t jj = 0; jj < 64; jj++) {
        C.data[(ii + (M / 6) * 6) * C.strides[0] + jj + 64 * jr] = 0.0f;
      }
    }
    sgemm_avx512_6x64_edge(ctxt,K,M % 6,64,(struct exo_win_2f32c){ &Ac[((M / 6)) * (2808)], { 6, 1 } },(struct exo_win_2f32c){ &Bc[(jr) * (29952)], { 64, 1 } },(struct exo_win_2f32){ &C.data[(6 * (M / 6)) * (C.strides[0]) + 64 * jr], { C.strides[0], 1 } });
  }
}
if (-(64 * NS) + N > 0) {
  for (int_fast32_t ir = 0; ir < ((M) / (6)); ir++) {
    for (int_fast32_t ii = 0; ii < 6; ii++) {
      for (int_fast32_t jj = 0; jj < -(64 * NS) + N; jj++) {
        C.data[(ii + 6 * ir) * C.strides[0] + jj + 64 * NS] = 0.0f;
      }
    }
    sgemm_avx512_6x64_edge(ctxt,K,6,-(64 * NS) + N,(struct exo_win_2f32c){ &Ac[(ir) * (2808)], { 6, 1 } },(struct exo_win_2f32c){ &Bc[(NS) * (29952)], { 64, 1 } },(struct exo_win_2f32){ &C.data[(6 * ir) * (C.strides[0]) + 64 * NS], { C.strides[0], 1 } });
  }
  if (M % 6 > 0) {
    for (int_fast32_t ii = 0; ii < M % 6; ii++) {
      for (int_fast32_t jj = 0; jj < -(64 * NS) + N; jj++) {
        C.data[(ii + (M / 6) * 6) * C.strides[0] + jj + 64 * NS] = 0.0f;
      }
    }
    sgemm_avx512_6x64_edge(ctxt,K,M % 6,-(64 * NS) + N,(struct exo_win_2f32c){ &Ac[((M / 6)) * (2808)], { 6, 1 } },(struct exo_win_2f32c){ &Bc[(NS) * (29952)], { 64, 1 } },(struct exo_win_2f32){ &C.data[(6 * (M / 6)) * (C.strides[0]) + 64 * NS], { C.strides[0], 1 } });
  }
}
}

// sgemm_avx512_6x64_overwrite_cr(
//     M : size,
//     N : size,
//     K : size,
//     alpha : f32 @DRAM,
//     A : [f32][M, K] @DRAM,
//     B : [f32][K, N] @DRAM,
//     C : [f32][M, N] @DRAM
// )
void sgemm_avx512_6x64_overwrite_cr( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, const float* alpha, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(C, 1) == 1
EXO_ASSUME(K <= 468);
// assert stride(A, 0) == 1
// assert stride(B, 1) == 1
for (int_fast32_t jc = 0; jc < ((N) / (4096)); jc++) {
  sgemm_avx512_6x64_overwrite_cr_kc_panel(ctxt,M,4096,K,alpha,(struct exo_win_2f32c){ &A.data[0], { 1, A.strides[1] } },(struct exo_win_2f32c){ &B.data[4096 * jc], { B.strides[0], 1 } },(struct exo_win_2f32){ &C.data[4096 * jc], { C.strides[0], 1 } });
}
if (N % 4096 > 0) {
  sgemm_avx512_6x64_overwrite_cr_kc_panel(ctxt,M,N % 4096,K,alpha,(struct exo_win_2f32c){ &A.data[0], { 1, A.strides[1] } },(struct exo_win_2f32c){ &B.data[4096 * (N / 4096)], { B.strides[0], 1 } },(struct exo_win_2f32){ &C.data[4096 * (N / 4096)], { C.strides[0], 1 } });
}
}

// sgemm_avx512_6x64_overwrite_cr_kc_panel(
//     M : size,
//     N : size,
//     K : size,
//     alpha : f32 @DRAM,
//     A : [f32][M, K] @DRAM,
//     B : [f32][K, N] @DRAM,
//     C : [f32][M, N] @DRAM
// )
static void sgemm_avx512_6x64_overwrite_cr_kc_panel( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, const float* alpha, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(C, 1) == 1
EXO_ASSUME(N <= 4096);
EXO_ASSUME(K <= 468);
// assert stride(A, 0) == 1
// assert stride(B, 1) == 1
float *restrict Bc = exogemm_workspace(1);
for (int_fast32_t i0 = 0; i0 < K; i0++) {
  for (int_fast32_t jr = 0; jr < ((N) / (64)); jr++) {
    for (int_fast32_t jj = 0; jj < 64; jj++) {
      Bc[jr * 29952 + i0 * 64 + jj] = B.data[i0 * B.strides[0] + jj + 64 * jr];
    }
  }
}
if (N % 64 > 0) {
  for (int_fast32_t i0 = 0; i0 < K; i0++) {
    for (int_fast32_t jj = 0; jj < N % 64; jj++) {
      Bc[(N / 64) * 29952 + i0 * 64 + jj] = B.data[i0 * B.strides[0] + jj + (N / 64) * 64];
    }
  }
}
for (int_fast32_t ic = 0; ic < ((M) / (276)); ic++) {
  sgemm_avx512_6x64_overwrite_cr_mc_block(ctxt,276,N,K,((N) / (64)),alpha,(struct exo_win_2f32c){ &A.data[276 * ic], { 1, A.strides[1] } },Bc,(struct exo_win_2f32){ &C.data[(276 * ic) * (C.strides[0])], { C.strides[0], 1 } });
}
if (M % 276 > 0) {
  sgemm_avx512_6x64_overwrite_cr_mc_block(ctxt,M % 276,N,K,((N) / (64)),alpha,(struct exo_win_2f32c){ &A.data[276 * (M / 276)], { 1, A.strides[1] } },Bc,(struct exo_win_2f32){ &C.data[(276 * (M / 276)) * (C.strides[0])], { C.strides[0], 1 } });
}
}

// sgemm_avx512_6x64_overwrite_cr_mc_block(
//     M : size,
//     N : size,
//     K : size,
//     NS : index,
//     alpha : f32 @DRAM,
//     A : [f32][M, K] @DRAM,
//     Bc : f32[64, 468, 64] @DRAM,
//     C : [f32][M, N] @DRAM
// )
static void sgemm_avx512_6x64_overwrite_cr_mc_block( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, int_fast32_t NS, const float* alpha, struct exo_win_2f32c A, const float* Bc, struct exo_win_2f32 C ) {
// assert stride(C, 1) == 1
EXO_ASSUME(M <= 276);
EXO_ASSUME(N <= 4096);
EXO_ASSUME(K <= 468);
EXO_ASSUME(NS >= 0);
EXO_ASSUME(64 * NS <= N);
EXO_ASSUME(N < 64 + 64 * NS);
// assert stride(A, 0) == 1
float *restrict Ac = exogemm_workspace(0);
float alpha_r;
alpha_r = *alpha;
for (int_fast32_t ir = 0; ir < ((M) / (6)); ir++) {
  for (int_fast32_t k = 0; k < K; k++) {
    for (int_fast32_t ii = 0; ii < 6; ii++) {
      Ac[ir * 2808 + k * 6 + ii] = alpha_r * A.data[ii + 6 * ir + k * A.strides[1]];
    }
  }
}
if (M % 6 > 0) {
  for (int_fast32_t k = 0; k < K; k++) {
    for (int_fast32_t ii = 0; ii < M % 6; ii++) {
      Ac[(M / 6) * 2808 + k * 6 + ii] = alpha_r * A.data[ii + (M / 6) * 6 + k * A.strides[1]];
    }
  }
}
for (int_fast32_t jr = 0; jr < NS; jr++) {
  for (int_fast32_t ir = 0; ir < ((M) / (6)); ir++) {
    { const uintptr_t exo_row = (uintptr_t)(((struct exo_win_2f32c){ &C.data[(6 * ir) * (C.strides[0]) + 64 * jr], { C.strides[0], 1 } })).strides[0] * sizeof(float); for (int exo_r = 6; exo_r < 12; exo_r++) { const uintptr_t exo_s = (uintptr_t)&C.data[(6 * ir) * (C.strides[0]) + 64 * jr] + (uintptr_t)exo_r * exo_row; const uintptr_t exo_e = exo_s + 256u; for (uintptr_t exo_pf = exo_s & ~(uintptr_t)63; exo_pf < exo_e; exo_pf += 64) __builtin_prefetch((const void *)exo_pf, 1, 2); } }
    sgemm_avx512_6x64_sliver_overwrite(ctxt,K,(struct exo_win_2f32c){ &Ac[(ir) * (2808)], { 6, 1 } },(struct exo_win_2f32c){ &Bc[(jr) * (29952)], { 64, 1 } },(struct exo_win_2f32){ &C.data[(6 * ir) * (C.strides[0]) + 64 * jr], { C.strides[0], 1 } });
  }
  if (M % 6 > 0) {
    for (int_fast32_t ii = 0; ii < M % 6; ii++) {
      for (int_fast32_t jj = 0; jj < 64; jj++) {
        C.data[(ii + (M / 6) * 6) * C.strides[0] + jj + 64 * jr] = 0.0f;
      }
    }
    sgemm_avx512_6x64_edge(ctxt,K,M % 6,64,(struct exo_win_2f32c){ &Ac[((M / 6)) * (2808)], { 6, 1 } },(struct exo_win_2f32c){ &Bc[(jr) * (29952)], { 64, 1 } },(struct exo_win_2f32){ &C.data[(6 * (M / 6)) * (C.strides[0]) + 64 * jr], { C.strides[0], 1 } });
  }
}
if (-(64 * NS) + N > 0) {
  for (int_fast32_t ir = 0; ir < ((M) / (6)); ir++) {
    for (int_fast32_t ii = 0; ii < 6; ii++) {
      for (int_fast32_t jj = 0; jj < -(64 * NS) + N; jj++) {
        C.data[(ii + 6 * ir) * C.strides[0] + jj + 64 * NS] = 0.0f;
      }
    }
    sgemm_avx512_6x64_edge(ctxt,K,6,-(64 * NS) + N,(struct exo_win_2f32c){ &Ac[(ir) * (2808)], { 6, 1 } },(struct exo_win_2f32c){ &Bc[(NS) * (29952)], { 64, 1 } },(struct exo_win_2f32){ &C.data[(6 * ir) * (C.strides[0]) + 64 * NS], { C.strides[0], 1 } });
  }
  if (M % 6 > 0) {
    for (int_fast32_t ii = 0; ii < M % 6; ii++) {
      for (int_fast32_t jj = 0; jj < -(64 * NS) + N; jj++) {
        C.data[(ii + (M / 6) * 6) * C.strides[0] + jj + 64 * NS] = 0.0f;
      }
    }
    sgemm_avx512_6x64_edge(ctxt,K,M % 6,-(64 * NS) + N,(struct exo_win_2f32c){ &Ac[((M / 6)) * (2808)], { 6, 1 } },(struct exo_win_2f32c){ &Bc[(NS) * (29952)], { 64, 1 } },(struct exo_win_2f32){ &C.data[(6 * (M / 6)) * (C.strides[0]) + 64 * NS], { C.strides[0], 1 } });
  }
}
}

// sgemm_avx512_6x64_overwrite_rc(
//     M : size,
//     N : size,
//     K : size,
//     alpha : f32 @DRAM,
//     A : [f32][M, K] @DRAM,
//     B : [f32][K, N] @DRAM,
//     C : [f32][M, N] @DRAM
// )
void sgemm_avx512_6x64_overwrite_rc( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, const float* alpha, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(C, 1) == 1
EXO_ASSUME(K <= 468);
// assert stride(A, 1) == 1
// assert stride(B, 0) == 1
for (int_fast32_t jc = 0; jc < ((N) / (4096)); jc++) {
  sgemm_avx512_6x64_overwrite_rc_kc_panel(ctxt,M,4096,K,alpha,(struct exo_win_2f32c){ &A.data[0], { A.strides[0], 1 } },(struct exo_win_2f32c){ &B.data[(4096 * jc) * (B.strides[1])], { 1, B.strides[1] } },(struct exo_win_2f32){ &C.data[4096 * jc], { C.strides[0], 1 } });
}
if (N % 4096 > 0) {
  sgemm_avx512_6x64_overwrite_rc_kc_panel(ctxt,M,N % 4096,K,alpha,(struct exo_win_2f32c){ &A.data[0], { A.strides[0], 1 } },(struct exo_win_2f32c){ &B.data[(4096 * (N / 4096)) * (B.strides[1])], { 1, B.strides[1] } },(struct exo_win_2f32){ &C.data[4096 * (N / 4096)], { C.strides[0], 1 } });
}
}

// sgemm_avx512_6x64_overwrite_rc_kc_panel(
//     M : size,
//     N : size,
//     K : size,
//     alpha : f32 @DRAM,
//     A : [f32][M, K] @DRAM,
//     B : [f32][K, N] @DRAM,
//     C : [f32][M, N] @DRAM
// )
static void sgemm_avx512_6x64_overwrite_rc_kc_panel( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, const float* alpha, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(C, 1) == 1
EXO_ASSUME(N <= 4096);
EXO_ASSUME(K <= 468);
// assert stride(A, 1) == 1
// assert stride(B, 0) == 1
float *restrict Bc = exogemm_workspace(1);
for (int_fast32_t jr = 0; jr < ((N) / (64)); jr++) {
  for (int_fast32_t jj = 0; jj < 64; jj++) {
    for (int_fast32_t i0 = 0; i0 < K; i0++) {
      Bc[jr * 29952 + i0 * 64 + jj] = B.data[i0 + (jj + 64 * jr) * B.strides[1]];
    }
  }
}
if (N % 64 > 0) {
  for (int_fast32_t i0 = 0; i0 < K; i0++) {
    for (int_fast32_t jj = 0; jj < N % 64; jj++) {
      Bc[(N / 64) * 29952 + i0 * 64 + jj] = B.data[i0 + (jj + (N / 64) * 64) * B.strides[1]];
    }
  }
}
for (int_fast32_t ic = 0; ic < ((M) / (276)); ic++) {
  sgemm_avx512_6x64_overwrite_rc_mc_block(ctxt,276,N,K,((N) / (64)),alpha,(struct exo_win_2f32c){ &A.data[(276 * ic) * (A.strides[0])], { A.strides[0], 1 } },Bc,(struct exo_win_2f32){ &C.data[(276 * ic) * (C.strides[0])], { C.strides[0], 1 } });
}
if (M % 276 > 0) {
  sgemm_avx512_6x64_overwrite_rc_mc_block(ctxt,M % 276,N,K,((N) / (64)),alpha,(struct exo_win_2f32c){ &A.data[(276 * (M / 276)) * (A.strides[0])], { A.strides[0], 1 } },Bc,(struct exo_win_2f32){ &C.data[(276 * (M / 276)) * (C.strides[0])], { C.strides[0], 1 } });
}
}

// sgemm_avx512_6x64_overwrite_rc_mc_block(
//     M : size,
//     N : size,
//     K : size,
//     NS : index,
//     alpha : f32 @DRAM,
//     A : [f32][M, K] @DRAM,
//     Bc : f32[64, 468, 64] @DRAM,
//     C : [f32][M, N] @DRAM
// )
static void sgemm_avx512_6x64_overwrite_rc_mc_block( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, int_fast32_t NS, const float* alpha, struct exo_win_2f32c A, const float* Bc, struct exo_win_2f32 C ) {
// assert stride(C, 1) == 1
EXO_ASSUME(M <= 276);
EXO_ASSUME(N <= 4096);
EXO_ASSUME(K <= 468);
EXO_ASSUME(NS >= 0);
EXO_ASSUME(64 * NS <= N);
EXO_ASSUME(N < 64 + 64 * NS);
// assert stride(A, 1) == 1
float *restrict Ac = exogemm_workspace(0);
float alpha_r;
alpha_r = *alpha;
for (int_fast32_t ir = 0; ir < ((M) / (6)); ir++) {
  for (int_fast32_t ko = 0; ko < ((K) / (4)); ko++) {
    { const uintptr_t exo_row = (uintptr_t)(((struct exo_win_2f32c){ &A.data[(6 * ir) * (A.strides[0]) + 4 * ko], { A.strides[0], 1 } })).strides[0] * sizeof(float); for (int exo_r = 6; exo_r < 12; exo_r++) { const uintptr_t exo_p = (uintptr_t)&A.data[(6 * ir) * (A.strides[0]) + 4 * ko] + (uintptr_t)exo_r * exo_row; if ((exo_p & 63u) < 16u) __builtin_prefetch((const void *)exo_p, 0, 3); } }
    for (int_fast32_t io = 0; io < 1; io++) {
      { typedef float exo_v4 __attribute__((vector_size(16), aligned(4))); const float *exo_s = &A.data[(4 * io + 6 * ir) * (A.strides[0]) + 4 * ko]; float *exo_d = &Ac[(ir) * (2808) + (4 * ko) * 6 + 4 * io]; const intptr_t exo_ss = (((struct exo_win_2f32c){ &A.data[(4 * io + 6 * ir) * (A.strides[0]) + 4 * ko], { A.strides[0], 1 } })).strides[0], exo_ds = (((struct exo_win_2f32){ &Ac[(ir) * (2808) + (4 * ko) * 6 + 4 * io], { 6, 1 } })).strides[0]; const exo_v4 exo_a = { *(&alpha_r), *(&alpha_r), *(&alpha_r), *(&alpha_r) }; exo_v4 exo_r0 = *(const exo_v4 *)exo_s, exo_r1 = *(const exo_v4 *)(exo_s + exo_ss); exo_v4 exo_r2 = *(const exo_v4 *)(exo_s + 2 * exo_ss); exo_v4 exo_r3 = *(const exo_v4 *)(exo_s + 3 * exo_ss); exo_v4 exo_t0 = __builtin_shufflevector(exo_r0, exo_r1, 0, 4, 1, 5); exo_v4 exo_t1 = __builtin_shufflevector(exo_r0, exo_r1, 2, 6, 3, 7); exo_v4 exo_t2 = __builtin_shufflevector(exo_r2, exo_r3, 0, 4, 1, 5); exo_v4 exo_t3 = __builtin_shufflevector(exo_r2, exo_r3, 2, 6, 3, 7); *(exo_v4 *)exo_d = exo_a * __builtin_shufflevector(exo_t0, exo_t2, 0, 1, 4, 5); *(exo_v4 *)(exo_d + exo_ds) = exo_a * __builtin_shufflevector(exo_t0, exo_t2, 2, 3, 6, 7); *(exo_v4 *)(exo_d + 2 * exo_ds) = exo_a * __builtin_shufflevector(exo_t1, exo_t3, 0, 1, 4, 5); *(exo_v4 *)(exo_d + 3 * exo_ds) = exo_a * __builtin_shufflevector(exo_t1, exo_t3, 2, 3, 6, 7); }
    }
  }
  for (int_fast32_t ko = 0; ko < ((K) / (4)); ko++) {
    { typedef float exo_v4 __attribute__((vector_size(16), aligned(4))); typedef float exo_v2 __attribute__((vector_size(8), aligned(4))); const float *exo_s = &A.data[(4 + 6 * ir) * (A.strides[0]) + 4 * ko]; float *exo_d = &Ac[(ir) * (2808) + (4 * ko) * 6 + 4]; const intptr_t exo_ss = (((struct exo_win_2f32c){ &A.data[(4 + 6 * ir) * (A.strides[0]) + 4 * ko], { A.strides[0], 1 } })).strides[0], exo_ds = (((struct exo_win_2f32){ &Ac[(ir) * (2808) + (4 * ko) * 6 + 4], { 6, 1 } })).strides[0]; const exo_v4 exo_a = { *(&alpha_r), *(&alpha_r), *(&alpha_r), *(&alpha_r) }; exo_v4 exo_r0 = *(const exo_v4 *)exo_s, exo_r1 = *(const exo_v4 *)(exo_s + exo_ss); exo_v4 exo_t0 = exo_a * __builtin_shufflevector(exo_r0, exo_r1, 0, 4, 1, 5); exo_v4 exo_t1 = exo_a * __builtin_shufflevector(exo_r0, exo_r1, 2, 6, 3, 7); *(exo_v2 *)exo_d = __builtin_shufflevector(exo_t0, exo_t0, 0, 1); *(exo_v2 *)(exo_d + exo_ds) = __builtin_shufflevector(exo_t0, exo_t0, 2, 3); *(exo_v2 *)(exo_d + 2 * exo_ds) = __builtin_shufflevector(exo_t1, exo_t1, 0, 1); *(exo_v2 *)(exo_d + 3 * exo_ds) = __builtin_shufflevector(exo_t1, exo_t1, 2, 3); }
  }
  for (int_fast32_t ii = 0; ii < 6; ii++) {
    for (int_fast32_t ki = 0; ki < K % 4; ki++) {
      Ac[ir * 2808 + (ki + (K / 4) * 4) * 6 + ii] = alpha_r * A.data[(ii + 6 * ir) * A.strides[0] + ki + (K / 4) * 4];
    }
  }
}
if (M % 6 > 0) {
  for (int_fast32_t ii = 0; ii < M % 6; ii++) {
    for (int_fast32_t k = 0; k < K; k++) {
      Ac[(M / 6) * 2808 + k * 6 + ii] = alpha_r * A.data[(ii + (M / 6) * 6) * A.strides[0] + k];
    }
  }
}
for (int_fast32_t jr = 0; jr < NS; jr++) {
  for (int_fast32_t ir = 0; ir < ((M) / (6)); ir++) {
    { const uintptr_t exo_row = (uintptr_t)(((struct exo_win_2f32c){ &C.data[(6 * ir) * (C.strides[0]) + 64 * jr], { C.strides[0], 1 } })).strides[0] * sizeof(float); for (int exo_r = 6; exo_r < 12; exo_r++) { const uintptr_t exo_s = (uintptr_t)&C.data[(6 * ir) * (C.strides[0]) + 64 * jr] + (uintptr_t)exo_r * exo_row; const uintptr_t exo_e = exo_s + 256u; for (uintptr_t exo_pf = exo_s & ~(uintptr_t)63; exo_pf < exo_e; exo_pf += 64) __builtin_prefetch((const void *)exo_pf, 1, 2); } }
    sgemm_avx512_6x64_sliver_overwrite(ctxt,K,(struct exo_win_2f32c){ &Ac[(ir) * (2808)], { 6, 1 } },(struct exo_win_2f32c){ &Bc[(jr) * (29952)], { 64, 1 } },(struct exo_win_2f32){ &C.data[(6 * ir) * (C.strides[0]) + 64 * jr], { C.strides[0], 1 } });
  }
  if (M % 6 > 0) {
    for (int_fast32_t ii = 0; ii < M % 6; ii++) {
      for (int_fast32_t jj = 0; jj < 64; jj++) {
        C.data[(ii + (M / 6) * 6) * C.strides[0] + jj + 64 * jr] = 0.0f;
      }
    }
    sgemm_avx512_6x64_edge(ctxt,K,M % 6,64,(struct exo_win_2f32c){ &Ac[((M / 6)) * (2808)], { 6, 1 } },(struct exo_win_2f32c){ &Bc[(jr) * (29952)], { 64, 1 } },(struct exo_win_2f32){ &C.data[(6 * (M / 6)) * (C.strides[0]) + 64 * jr], { C.strides[0], 1 } });
  }
}
if (-(64 * NS) + N > 0) {
  for (int_fast32_t ir = 0; ir < ((M) / (6)); ir++) {
    for (int_fast32_t ii = 0; ii < 6; ii++) {
      for (int_fast32_t jj = 0; jj < -(64 * NS) + N; jj++) {
        C.data[(ii + 6 * ir) * C.strides[0] + jj + 64 * NS] = 0.0f;
      }
    }
    sgemm_avx512_6x64_edge(ctxt,K,6,-(64 * NS) + N,(struct exo_win_2f32c){ &Ac[(ir) * (2808)], { 6, 1 } },(struct exo_win_2f32c){ &Bc[(NS) * (29952)], { 64, 1 } },(struct exo_win_2f32){ &C.data[(6 * ir) * (C.strides[0]) + 64 * NS], { C.strides[0], 1 } });
  }
  if (M % 6 > 0) {
    for (int_fast32_t ii = 0; ii < M % 6; ii++) {
      for (int_fast32_t jj = 0; jj < -(64 * NS) + N; jj++) {
        C.data[(ii + (M / 6) * 6) * C.strides[0] + jj + 64 * NS] = 0.0f;
      }
    }
    sgemm_avx512_6x64_edge(ctxt,K,M % 6,-(64 * NS) + N,(struct exo_win_2f32c){ &Ac[((M / 6)) * (2808)], { 6, 1 } },(struct exo_win_2f32c){ &Bc[(NS) * (29952)], { 64, 1 } },(struct exo_win_2f32){ &C.data[(6 * (M / 6)) * (C.strides[0]) + 64 * NS], { C.strides[0], 1 } });
  }
}
}

// sgemm_avx512_6x64_overwrite_rr(
//     M : size,
//     N : size,
//     K : size,
//     alpha : f32 @DRAM,
//     A : [f32][M, K] @DRAM,
//     B : [f32][K, N] @DRAM,
//     C : [f32][M, N] @DRAM
// )
void sgemm_avx512_6x64_overwrite_rr( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, const float* alpha, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(C, 1) == 1
EXO_ASSUME(K <= 468);
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
for (int_fast32_t jc = 0; jc < ((N) / (4096)); jc++) {
  sgemm_avx512_6x64_overwrite_rr_kc_panel(ctxt,M,4096,K,alpha,(struct exo_win_2f32c){ &A.data[0], { A.strides[0], 1 } },(struct exo_win_2f32c){ &B.data[4096 * jc], { B.strides[0], 1 } },(struct exo_win_2f32){ &C.data[4096 * jc], { C.strides[0], 1 } });
}
if (N % 4096 > 0) {
  sgemm_avx512_6x64_overwrite_rr_kc_panel(ctxt,M,N % 4096,K,alpha,(struct exo_win_2f32c){ &A.data[0], { A.strides[0], 1 } },(struct exo_win_2f32c){ &B.data[4096 * (N / 4096)], { B.strides[0], 1 } },(struct exo_win_2f32){ &C.data[4096 * (N / 4096)], { C.strides[0], 1 } });
}
}

// sgemm_avx512_6x64_overwrite_rr_kc_panel(
//     M : size,
//     N : size,
//     K : size,
//     alpha : f32 @DRAM,
//     A : [f32][M, K] @DRAM,
//     B : [f32][K, N] @DRAM,
//     C : [f32][M, N] @DRAM
// )
static void sgemm_avx512_6x64_overwrite_rr_kc_panel( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, const float* alpha, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(C, 1) == 1
EXO_ASSUME(N <= 4096);
EXO_ASSUME(K <= 468);
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
float *restrict Bc = exogemm_workspace(1);
for (int_fast32_t i0 = 0; i0 < K; i0++) {
  for (int_fast32_t jr = 0; jr < ((N) / (64)); jr++) {
    for (int_fast32_t jj = 0; jj < 64; jj++) {
      Bc[jr * 29952 + i0 * 64 + jj] = B.data[i0 * B.strides[0] + jj + 64 * jr];
    }
  }
}
if (N % 64 > 0) {
  for (int_fast32_t i0 = 0; i0 < K; i0++) {
    for (int_fast32_t jj = 0; jj < N % 64; jj++) {
      Bc[(N / 64) * 29952 + i0 * 64 + jj] = B.data[i0 * B.strides[0] + jj + (N / 64) * 64];
    }
  }
}
for (int_fast32_t ic = 0; ic < ((M) / (276)); ic++) {
  sgemm_avx512_6x64_overwrite_rr_mc_block(ctxt,276,N,K,((N) / (64)),alpha,(struct exo_win_2f32c){ &A.data[(276 * ic) * (A.strides[0])], { A.strides[0], 1 } },Bc,(struct exo_win_2f32){ &C.data[(276 * ic) * (C.strides[0])], { C.strides[0], 1 } });
}
if (M % 276 > 0) {
  sgemm_avx512_6x64_overwrite_rr_mc_block(ctxt,M % 276,N,K,((N) / (64)),alpha,(struct exo_win_2f32c){ &A.data[(276 * (M / 276)) * (A.strides[0])], { A.strides[0], 1 } },Bc,(struct exo_win_2f32){ &C.data[(276 * (M / 276)) * (C.strides[0])], { C.strides[0], 1 } });
}
}

// sgemm_avx512_6x64_overwrite_rr_mc_block(
//     M : size,
//     N : size,
//     K : size,
//     NS : index,
//     alpha : f32 @DRAM,
//     A : [f32][M, K] @DRAM,
//     Bc : f32[64, 468, 64] @DRAM,
//     C : [f32][M, N] @DRAM
// )
static void sgemm_avx512_6x64_overwrite_rr_mc_block( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, int_fast32_t NS, const float* alpha, struct exo_win_2f32c A, const float* Bc, struct exo_win_2f32 C ) {
// assert stride(C, 1) == 1
EXO_ASSUME(M <= 276);
EXO_ASSUME(N <= 4096);
EXO_ASSUME(K <= 468);
EXO_ASSUME(NS >= 0);
EXO_ASSUME(64 * NS <= N);
EXO_ASSUME(N < 64 + 64 * NS);
// assert stride(A, 1) == 1
float *restrict Ac = exogemm_workspace(0);
float alpha_r;
alpha_r = *alpha;
for (int_fast32_t ir = 0; ir < ((M) / (6)); ir++) {
  for (int_fast32_t ko = 0; ko < ((K) / (4)); ko++) {
    { const uintptr_t exo_row = (uintptr_t)(((struct exo_win_2f32c){ &A.data[(6 * ir) * (A.strides[0]) + 4 * ko], { A.strides[0], 1 } })).strides[0] * sizeof(float); for (int exo_r = 6; exo_r < 12; exo_r++) { const uintptr_t exo_p = (uintptr_t)&A.data[(6 * ir) * (A.strides[0]) + 4 * ko] + (uintptr_t)exo_r * exo_row; if ((exo_p & 63u) < 16u) __builtin_prefetch((const void *)exo_p, 0, 3); } }
    for (int_fast32_t io = 0; io < 1; io++) {
      { typedef float exo_v4 __attribute__((vector_size(16), aligned(4))); const float *exo_s = &A.data[(4 * io + 6 * ir) * (A.strides[0]) + 4 * ko]; float *exo_d = &Ac[(ir) * (2808) + (4 * ko) * 6 + 4 * io]; const intptr_t exo_ss = (((struct exo_win_2f32c){ &A.data[(4 * io + 6 * ir) * (A.strides[0]) + 4 * ko], { A.strides[0], 1 } })).strides[0], exo_ds = (((struct exo_win_2f32){ &Ac[(ir) * (2808) + (4 * ko) * 6 + 4 * io], { 6, 1 } })).strides[0]; const exo_v4 exo_a = { *(&alpha_r), *(&alpha_r), *(&alpha_r), *(&alpha_r) }; exo_v4 exo_r0 = *(const exo_v4 *)exo_s, exo_r1 = *(const exo_v4 *)(exo_s + exo_ss); exo_v4 exo_r2 = *(const exo_v4 *)(exo_s + 2 * exo_ss); exo_v4 exo_r3 = *(const exo_v4 *)(exo_s + 3 * exo_ss); exo_v4 exo_t0 = __builtin_shufflevector(exo_r0, exo_r1, 0, 4, 1, 5); exo_v4 exo_t1 = __builtin_shufflevector(exo_r0, exo_r1, 2, 6, 3, 7); exo_v4 exo_t2 = __builtin_shufflevector(exo_r2, exo_r3, 0, 4, 1, 5); exo_v4 exo_t3 = __builtin_shufflevector(exo_r2, exo_r3, 2, 6, 3, 7); *(exo_v4 *)exo_d = exo_a * __builtin_shufflevector(exo_t0, exo_t2, 0, 1, 4, 5); *(exo_v4 *)(exo_d + exo_ds) = exo_a * __builtin_shufflevector(exo_t0, exo_t2, 2, 3, 6, 7); *(exo_v4 *)(exo_d + 2 * exo_ds) = exo_a * __builtin_shufflevector(exo_t1, exo_t3, 0, 1, 4, 5); *(exo_v4 *)(exo_d + 3 * exo_ds) = exo_a * __builtin_shufflevector(exo_t1, exo_t3, 2, 3, 6, 7); }
    }
  }
  for (int_fast32_t ko = 0; ko < ((K) / (4)); ko++) {
    { typedef float exo_v4 __attribute__((vector_size(16), aligned(4))); typedef float exo_v2 __attribute__((vector_size(8), aligned(4))); const float *exo_s = &A.data[(4 + 6 * ir) * (A.strides[0]) + 4 * ko]; float *exo_d = &Ac[(ir) * (2808) + (4 * ko) * 6 + 4]; const intptr_t exo_ss = (((struct exo_win_2f32c){ &A.data[(4 + 6 * ir) * (A.strides[0]) + 4 * ko], { A.strides[0], 1 } })).strides[0], exo_ds = (((struct exo_win_2f32){ &Ac[(ir) * (2808) + (4 * ko) * 6 + 4], { 6, 1 } })).strides[0]; const exo_v4 exo_a = { *(&alpha_r), *(&alpha_r), *(&alpha_r), *(&alpha_r) }; exo_v4 exo_r0 = *(const exo_v4 *)exo_s, exo_r1 = *(const exo_v4 *)(exo_s + exo_ss); exo_v4 exo_t0 = exo_a * __builtin_shufflevector(exo_r0, exo_r1, 0, 4, 1, 5); exo_v4 exo_t1 = exo_a * __builtin_shufflevector(exo_r0, exo_r1, 2, 6, 3, 7); *(exo_v2 *)exo_d = __builtin_shufflevector(exo_t0, exo_t0, 0, 1); *(exo_v2 *)(exo_d + exo_ds) = __builtin_shufflevector(exo_t0, exo_t0, 2, 3); *(exo_v2 *)(exo_d + 2 * exo_ds) = __builtin_shufflevector(exo_t1, exo_t1, 0, 1); *(exo_v2 *)(exo_d + 3 * exo_ds) = __builtin_shufflevector(exo_t1, exo_t1, 2, 3); }
  }
  for (int_fast32_t ii = 0; ii < 6; ii++) {
    for (int_fast32_t ki = 0; ki < K % 4; ki++) {
      Ac[ir * 2808 + (ki + (K / 4) * 4) * 6 + ii] = alpha_r * A.data[(ii + 6 * ir) * A.strides[0] + ki + (K / 4) * 4];
    }
  }
}
if (M % 6 > 0) {
  for (int_fast32_t ii = 0; ii < M % 6; ii++) {
    for (int_fast32_t k = 0; k < K; k++) {
      Ac[(M / 6) * 2808 + k * 6 + ii] = alpha_r * A.data[(ii + (M / 6) * 6) * A.strides[0] + k];
    }
  }
}
for (int_fast32_t jr = 0; jr < NS; jr++) {
  for (int_fast32_t ir = 0; ir < ((M) / (6)); ir++) {
    { const uintptr_t exo_row = (uintptr_t)(((struct exo_win_2f32c){ &C.data[(6 * ir) * (C.strides[0]) + 64 * jr], { C.strides[0], 1 } })).strides[0] * sizeof(float); for (int exo_r = 6; exo_r < 12; exo_r++) { const uintptr_t exo_s = (uintptr_t)&C.data[(6 * ir) * (C.strides[0]) + 64 * jr] + (uintptr_t)exo_r * exo_row; const uintptr_t exo_e = exo_s + 256u; for (uintptr_t exo_pf = exo_s & ~(uintptr_t)63; exo_pf < exo_e; exo_pf += 64) __builtin_prefetch((const void *)exo_pf, 1, 2); } }
    sgemm_avx512_6x64_sliver_overwrite(ctxt,K,(struct exo_win_2f32c){ &Ac[(ir) * (2808)], { 6, 1 } },(struct exo_win_2f32c){ &Bc[(jr) * (29952)], { 64, 1 } },(struct exo_win_2f32){ &C.data[(6 * ir) * (C.strides[0]) + 64 * jr], { C.strides[0], 1 } });
  }
  if (M % 6 > 0) {
    for (int_fast32_t ii = 0; ii < M % 6; ii++) {
      for (int_fast32_t jj = 0; jj < 64; jj++) {
        C.data[(ii + (M / 6) * 6) * C.strides[0] + jj + 64 * jr] = 0.0f;
      }
    }
    sgemm_avx512_6x64_edge(ctxt,K,M % 6,64,(struct exo_win_2f32c){ &Ac[((M / 6)) * (2808)], { 6, 1 } },(struct exo_win_2f32c){ &Bc[(jr) * (29952)], { 64, 1 } },(struct exo_win_2f32){ &C.data[(6 * (M / 6)) * (C.strides[0]) + 64 * jr], { C.strides[0], 1 } });
  }
}
if (-(64 * NS) + N > 0) {
  for (int_fast32_t ir = 0; ir < ((M) / (6)); ir++) {
    for (int_fast32_t ii = 0; ii < 6; ii++) {
      for (int_fast32_t jj = 0; jj < -(64 * NS) + N; jj++) {
        C.data[(ii + 6 * ir) * C.strides[0] + jj + 64 * NS] = 0.0f;
      }
    }
    sgemm_avx512_6x64_edge(ctxt,K,6,-(64 * NS) + N,(struct exo_win_2f32c){ &Ac[(ir) * (2808)], { 6, 1 } },(struct exo_win_2f32c){ &Bc[(NS) * (29952)], { 64, 1 } },(struct exo_win_2f32){ &C.data[(6 * ir) * (C.strides[0]) + 64 * NS], { C.strides[0], 1 } });
  }
  if (M % 6 > 0) {
    for (int_fast32_t ii = 0; ii < M % 6; ii++) {
      for (int_fast32_t jj = 0; jj < -(64 * NS) + N; jj++) {
        C.data[(ii + (M / 6) * 6) * C.strides[0] + jj + 64 * NS] = 0.0f;
      }
    }
    sgemm_avx512_6x64_edge(ctxt,K,M % 6,-(64 * NS) + N,(struct exo_win_2f32c){ &Ac[((M / 6)) * (2808)], { 6, 1 } },(struct exo_win_2f32c){ &Bc[(NS) * (29952)], { 64, 1 } },(struct exo_win_2f32){ &C.data[(6 * (M / 6)) * (C.strides[0]) + 64 * NS], { C.strides[0], 1 } });
  }
}
}

// sgemm_avx512_6x64_rc(
//     M : size,
//     N : size,
//     K : size,
//     alpha : f32 @DRAM,
//     A : [f32][M, K] @DRAM,
//     B : [f32][K, N] @DRAM,
//     C : [f32][M, N] @DRAM
// )
void sgemm_avx512_6x64_rc( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, const float* alpha, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(C, 1) == 1
// assert stride(A, 1) == 1
// assert stride(B, 0) == 1
for (int_fast32_t jc = 0; jc < ((N) / (4096)); jc++) {
  sgemm_avx512_6x64_rc_col_panel(ctxt,M,4096,K,alpha,(struct exo_win_2f32c){ &A.data[0], { A.strides[0], 1 } },(struct exo_win_2f32c){ &B.data[(4096 * jc) * (B.strides[1])], { 1, B.strides[1] } },(struct exo_win_2f32){ &C.data[4096 * jc], { C.strides[0], 1 } });
}
if (N % 4096 > 0) {
  sgemm_avx512_6x64_rc_col_panel(ctxt,M,N % 4096,K,alpha,(struct exo_win_2f32c){ &A.data[0], { A.strides[0], 1 } },(struct exo_win_2f32c){ &B.data[(4096 * (N / 4096)) * (B.strides[1])], { 1, B.strides[1] } },(struct exo_win_2f32){ &C.data[4096 * (N / 4096)], { C.strides[0], 1 } });
}
}

// sgemm_avx512_6x64_rc_col_panel(
//     M : size,
//     N : size,
//     K : size,
//     alpha : f32 @DRAM,
//     A : [f32][M, K] @DRAM,
//     B : [f32][K, N] @DRAM,
//     C : [f32][M, N] @DRAM
// )
static void sgemm_avx512_6x64_rc_col_panel( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, const float* alpha, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(C, 1) == 1
EXO_ASSUME(N <= 4096);
// assert stride(A, 1) == 1
// assert stride(B, 0) == 1
for (int_fast32_t pc = 0; pc < ((K) / (468)); pc++) {
  sgemm_avx512_6x64_rc_kc_panel(ctxt,M,N,468,alpha,(struct exo_win_2f32c){ &A.data[468 * pc], { A.strides[0], 1 } },(struct exo_win_2f32c){ &B.data[468 * pc], { 1, B.strides[1] } },(struct exo_win_2f32){ &C.data[0], { C.strides[0], 1 } });
}
if (K % 468 > 0) {
  sgemm_avx512_6x64_rc_kc_panel(ctxt,M,N,K % 468,alpha,(struct exo_win_2f32c){ &A.data[468 * (K / 468)], { A.strides[0], 1 } },(struct exo_win_2f32c){ &B.data[468 * (K / 468)], { 1, B.strides[1] } },(struct exo_win_2f32){ &C.data[0], { C.strides[0], 1 } });
}
}

// sgemm_avx512_6x64_rc_kc_panel(
//     M : size,
//     N : size,
//     K : size,
//     alpha : f32 @DRAM,
//     A : [f32][M, K] @DRAM,
//     B : [f32][K, N] @DRAM,
//     C : [f32][M, N] @DRAM
// )
static void sgemm_avx512_6x64_rc_kc_panel( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, const float* alpha, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(C, 1) == 1
EXO_ASSUME(N <= 4096);
EXO_ASSUME(K <= 468);
// assert stride(A, 1) == 1
// assert stride(B, 0) == 1
float *restrict Bc = exogemm_workspace(1);
sgemm_avx512_6x64_rc_pack_b(ctxt,N,K,B,Bc);
for (int_fast32_t ic = 0; ic < ((M) / (276)); ic++) {
  sgemm_avx512_6x64_rc_mc_block(ctxt,276,N,K,((N) / (64)),alpha,(struct exo_win_2f32c){ &A.data[(276 * ic) * (A.strides[0])], { A.strides[0], 1 } },Bc,(struct exo_win_2f32){ &C.data[(276 * ic) * (C.strides[0])], { C.strides[0], 1 } });
}
if (M % 276 > 0) {
  sgemm_avx512_6x64_rc_mc_block(ctxt,M % 276,N,K,((N) / (64)),alpha,(struct exo_win_2f32c){ &A.data[(276 * (M / 276)) * (A.strides[0])], { A.strides[0], 1 } },Bc,(struct exo_win_2f32){ &C.data[(276 * (M / 276)) * (C.strides[0])], { C.strides[0], 1 } });
}
}

// sgemm_avx512_6x64_rc_mc_block(
//     M : size,
//     N : size,
//     K : size,
//     NS : index,
//     alpha : f32 @DRAM,
//     A : [f32][M, K] @DRAM,
//     Bc : f32[64, 468, 64] @DRAM,
//     C : [f32][M, N] @DRAM
// )
static void sgemm_avx512_6x64_rc_mc_block( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, int_fast32_t NS, const float* alpha, struct exo_win_2f32c A, const float* Bc, struct exo_win_2f32 C ) {
// assert stride(C, 1) == 1
EXO_ASSUME(M <= 276);
EXO_ASSUME(N <= 4096);
EXO_ASSUME(K <= 468);
EXO_ASSUME(NS >= 0);
EXO_ASSUME(64 * NS <= N);
EXO_ASSUME(N < 64 + 64 * NS);
// assert stride(A, 1) == 1
float *restrict Ac = exogemm_workspace(0);
float alpha_r;
alpha_r = *alpha;
sgemm_avx512_6x64_rc_pack_a(ctxt,M,K,A,Ac,&alpha_r);
sgemm_avx512_6x64_rc_mc_tiles(ctxt,M,N,K,NS,Bc,C,Ac);
}

// sgemm_avx512_6x64_rc_mc_tiles(
//     M : size,
//     N : size,
//     K : size,
//     NS : index,
//     Bc : f32[64, 468, 64] @DRAM,
//     C : [f32][M, N] @DRAM,
//     Ac : f32[46, 468, 6] @PackedPanels
// )
static void sgemm_avx512_6x64_rc_mc_tiles( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, int_fast32_t NS, const float* Bc, struct exo_win_2f32 C, const float* Ac ) {
// assert stride(C, 1) == 1
EXO_ASSUME(M <= 276);
EXO_ASSUME(N <= 4096);
EXO_ASSUME(K <= 468);
EXO_ASSUME(NS >= 0);
EXO_ASSUME(64 * NS <= N);
EXO_ASSUME(N < 64 + 64 * NS);
for (int_fast32_t jb = 0; jb < exo_floor_div(NS, 8); jb++) {
  for (int_fast32_t ir = 0; ir < ((M) / (6)); ir++) {
    for (int_fast32_t jc = 0; jc < 8; jc++) {
      sgemm_avx512_6x64_sliver(ctxt,K,(struct exo_win_2f32c){ &Ac[(ir) * (2808)], { 6, 1 } },(struct exo_win_2f32c){ &Bc[(jc + 8 * jb) * (29952)], { 64, 1 } },(struct exo_win_2f32){ &C.data[(6 * ir) * (C.strides[0]) + 64 * jc + 512 * jb], { C.strides[0], 1 } });
    }
  }
}
if (NS % 8 > 0) {
  for (int_fast32_t ir = 0; ir < ((M) / (6)); ir++) {
    for (int_fast32_t jc = 0; jc < NS % 8; jc++) {
      sgemm_avx512_6x64_sliver(ctxt,K,(struct exo_win_2f32c){ &Ac[(ir) * (2808)], { 6, 1 } },(struct exo_win_2f32c){ &Bc[(jc + exo_floor_div(NS, 8) * 8) * (29952)], { 64, 1 } },(struct exo_win_2f32){ &C.data[(6 * ir) * (C.strides[0]) + 64 * (jc + exo_floor_div(NS, 8) * 8)], { C.strides[0], 1 } });
    }
  }
}
for (int_fast32_t jr = 0; jr < NS; jr++) {
  if (M % 6 > 0) {
    sgemm_avx512_6x64_edge(ctxt,K,M % 6,64,(struct exo_win_2f32c){ &Ac[((M / 6)) * (2808)], { 6, 1 } },(struct exo_win_2f32c){ &Bc[(jr) * (29952)], { 64, 1 } },(struct exo_win_2f32){ &C.data[(6 * (M / 6)) * (C.strides[0]) + 64 * jr], { C.strides[0], 1 } });
  }
}
if (-(64 * NS) + N > 0) {
  for (int_fast32_t ir = 0; ir < ((M) / (6)); ir++) {
    sgemm_avx512_6x64_edge(ctxt,K,6,-(64 * NS) + N,(struct exo_win_2f32c){ &Ac[(ir) * (2808)], { 6, 1 } },(struct exo_win_2f32c){ &Bc[(NS) * (29952)], { 64, 1 } },(struct exo_win_2f32){ &C.data[(6 * ir) * (C.strides[0]) + 64 * NS], { C.strides[0], 1 } });
  }
  if (M % 6 > 0) {
    sgemm_avx512_6x64_edge(ctxt,K,M % 6,-(64 * NS) + N,(struct exo_win_2f32c){ &Ac[((M / 6)) * (2808)], { 6, 1 } },(struct exo_win_2f32c){ &Bc[(NS) * (29952)], { 64, 1 } },(struct exo_win_2f32){ &C.data[(6 * (M / 6)) * (C.strides[0]) + 64 * NS], { C.strides[0], 1 } });
  }
}
}

// sgemm_avx512_6x64_rc_pack_a(
//     M : size,
//     K : size,
//     A : [f32][M, K] @DRAM,
//     Ac : f32[46, 468, 6] @PackedPanels,
//     alpha_r : f32 @DRAM
// )
static void sgemm_avx512_6x64_rc_pack_a( void *ctxt, int_fast32_t M, int_fast32_t K, struct exo_win_2f32c A, float* Ac, const float* alpha_r ) {
EXO_ASSUME(M <= 276);
EXO_ASSUME(K <= 468);
// assert stride(A, 1) == 1
for (int_fast32_t ir = 0; ir < ((M) / (6)); ir++) {
  for (int_fast32_t ko = 0; ko < ((K) / (4)); ko++) {
    { const uintptr_t exo_row = (uintptr_t)(((struct exo_win_2f32c){ &A.data[(6 * ir) * (A.strides[0]) + 4 * ko], { A.strides[0], 1 } })).strides[0] * sizeof(float); for (int exo_r = 6; exo_r < 12; exo_r++) { const uintptr_t exo_p = (uintptr_t)&A.data[(6 * ir) * (A.strides[0]) + 4 * ko] + (uintptr_t)exo_r * exo_row; if ((exo_p & 63u) < 16u) __builtin_prefetch((const void *)exo_p, 0, 3); } }
    for (int_fast32_t io = 0; io < 1; io++) {
      { typedef float exo_v4 __attribute__((vector_size(16), aligned(4))); const float *exo_s = &A.data[(4 * io + 6 * ir) * (A.strides[0]) + 4 * ko]; float *exo_d = &Ac[(ir) * (2808) + (4 * ko) * 6 + 4 * io]; const intptr_t exo_ss = (((struct exo_win_2f32c){ &A.data[(4 * io + 6 * ir) * (A.strides[0]) + 4 * ko], { A.strides[0], 1 } })).strides[0], exo_ds = (((struct exo_win_2f32){ &Ac[(ir) * (2808) + (4 * ko) * 6 + 4 * io], { 6, 1 } })).strides[0]; const exo_v4 exo_a = { *(alpha_r), *(alpha_r), *(alpha_r), *(alpha_r) }; exo_v4 exo_r0 = *(const exo_v4 *)exo_s, exo_r1 = *(const exo_v4 *)(exo_s + exo_ss); exo_v4 exo_r2 = *(const exo_v4 *)(exo_s + 2 * exo_ss); exo_v4 exo_r3 = *(const exo_v4 *)(exo_s + 3 * exo_ss); exo_v4 exo_t0 = __builtin_shufflevector(exo_r0, exo_r1, 0, 4, 1, 5); exo_v4 exo_t1 = __builtin_shufflevector(exo_r0, exo_r1, 2, 6, 3, 7); exo_v4 exo_t2 = __builtin_shufflevector(exo_r2, exo_r3, 0, 4, 1, 5); exo_v4 exo_t3 = __builtin_shufflevector(exo_r2, exo_r3, 2, 6, 3, 7); *(exo_v4 *)exo_d = exo_a * __builtin_shufflevector(exo_t0, exo_t2, 0, 1, 4, 5); *(exo_v4 *)(exo_d + exo_ds) = exo_a * __builtin_shufflevector(exo_t0, exo_t2, 2, 3, 6, 7); *(exo_v4 *)(exo_d + 2 * exo_ds) = exo_a * __builtin_shufflevector(exo_t1, exo_t3, 0, 1, 4, 5); *(exo_v4 *)(exo_d + 3 * exo_ds) = exo_a * __builtin_shufflevector(exo_t1, exo_t3, 2, 3, 6, 7); }
    }
  }
  for (int_fast32_t ko = 0; ko < ((K) / (4)); ko++) {
    { typedef float exo_v4 __attribute__((vector_size(16), aligned(4))); typedef float exo_v2 __attribute__((vector_size(8), aligned(4))); const float *exo_s = &A.data[(4 + 6 * ir) * (A.strides[0]) + 4 * ko]; float *exo_d = &Ac[(ir) * (2808) + (4 * ko) * 6 + 4]; const intptr_t exo_ss = (((struct exo_win_2f32c){ &A.data[(4 + 6 * ir) * (A.strides[0]) + 4 * ko], { A.strides[0], 1 } })).strides[0], exo_ds = (((struct exo_win_2f32){ &Ac[(ir) * (2808) + (4 * ko) * 6 + 4], { 6, 1 } })).strides[0]; const exo_v4 exo_a = { *(alpha_r), *(alpha_r), *(alpha_r), *(alpha_r) }; exo_v4 exo_r0 = *(const exo_v4 *)exo_s, exo_r1 = *(const exo_v4 *)(exo_s + exo_ss); exo_v4 exo_t0 = exo_a * __builtin_shufflevector(exo_r0, exo_r1, 0, 4, 1, 5); exo_v4 exo_t1 = exo_a * __builtin_shufflevector(exo_r0, exo_r1, 2, 6, 3, 7); *(exo_v2 *)exo_d = __builtin_shufflevector(exo_t0, exo_t0, 0, 1); *(exo_v2 *)(exo_d + exo_ds) = __builtin_shufflevector(exo_t0, exo_t0, 2, 3); *(exo_v2 *)(exo_d + 2 * exo_ds) = __builtin_shufflevector(exo_t1, exo_t1, 0, 1); *(exo_v2 *)(exo_d + 3 * exo_ds) = __builtin_shufflevector(exo_t1, exo_t1, 2, 3); }
  }
  for (int_fast32_t ii = 0; ii < 6; ii++) {
    for (int_fast32_t ki = 0; ki < K % 4; ki++) {
      Ac[ir * 2808 + (ki + (K / 4) * 4) * 6 + ii] = *alpha_r * A.data[(ii + 6 * ir) * A.strides[0] + ki + (K / 4) * 4];
    }
  }
}
if (M % 6 > 0) {
  for (int_fast32_t ii = 0; ii < M % 6; ii++) {
    for (int_fast32_t k = 0; k < K; k++) {
      Ac[(M / 6) * 2808 + k * 6 + ii] = *alpha_r * A.data[(ii + (M / 6) * 6) * A.strides[0] + k];
    }
  }
}
}

// sgemm_avx512_6x64_rc_pack_b(
//     N : size,
//     K : size,
//     B : [f32][K, N] @DRAM,
//     Bc : f32[64, 468, 64] @PackedPanels
// )
static void sgemm_avx512_6x64_rc_pack_b( void *ctxt, int_fast32_t N, int_fast32_t K, struct exo_win_2f32c B, float* Bc ) {
EXO_ASSUME(N <= 4096);
EXO_ASSUME(K <= 468);
// assert stride(B, 0) == 1
for (int_fast32_t jr = 0; jr < ((N) / (64)); jr++) {
  for (int_fast32_t jj = 0; jj < 64; jj++) {
    for (int_fast32_t i0 = 0; i0 < K; i0++) {
      Bc[jr * 29952 + i0 * 64 + jj] = B.data[i0 + (jj + 64 * jr) * B.strides[1]];
    }
  }
}
if (N % 64 > 0) {
  for (int_fast32_t i0 = 0; i0 < K; i0++) {
    for (int_fast32_t jj = 0; jj < N % 64; jj++) {
      Bc[(N / 64) * 29952 + i0 * 64 + jj] = B.data[i0 + (jj + (N / 64) * 64) * B.strides[1]];
    }
  }
}
}

// sgemm_avx512_6x64_rr(
//     M : size,
//     N : size,
//     K : size,
//     alpha : f32 @DRAM,
//     A : [f32][M, K] @DRAM,
//     B : [f32][K, N] @DRAM,
//     C : [f32][M, N] @DRAM
// )
void sgemm_avx512_6x64_rr( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, const float* alpha, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(C, 1) == 1
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
for (int_fast32_t jc = 0; jc < ((N) / (4096)); jc++) {
  sgemm_avx512_6x64_rr_col_panel(ctxt,M,4096,K,alpha,(struct exo_win_2f32c){ &A.data[0], { A.strides[0], 1 } },(struct exo_win_2f32c){ &B.data[4096 * jc], { B.strides[0], 1 } },(struct exo_win_2f32){ &C.data[4096 * jc], { C.strides[0], 1 } });
}
if (N % 4096 > 0) {
  sgemm_avx512_6x64_rr_col_panel(ctxt,M,N % 4096,K,alpha,(struct exo_win_2f32c){ &A.data[0], { A.strides[0], 1 } },(struct exo_win_2f32c){ &B.data[4096 * (N / 4096)], { B.strides[0], 1 } },(struct exo_win_2f32){ &C.data[4096 * (N / 4096)], { C.strides[0], 1 } });
}
}

// sgemm_avx512_6x64_rr_col_panel(
//     M : size,
//     N : size,
//     K : size,
//     alpha : f32 @DRAM,
//     A : [f32][M, K] @DRAM,
//     B : [f32][K, N] @DRAM,
//     C : [f32][M, N] @DRAM
// )
static void sgemm_avx512_6x64_rr_col_panel( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, const float* alpha, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(C, 1) == 1
EXO_ASSUME(N <= 4096);
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
for (int_fast32_t pc = 0; pc < ((K) / (468)); pc++) {
  sgemm_avx512_6x64_rr_kc_panel(ctxt,M,N,468,alpha,(struct exo_win_2f32c){ &A.data[468 * pc], { A.strides[0], 1 } },(struct exo_win_2f32c){ &B.data[(468 * pc) * (B.strides[0])], { B.strides[0], 1 } },(struct exo_win_2f32){ &C.data[0], { C.strides[0], 1 } });
}
if (K % 468 > 0) {
  sgemm_avx512_6x64_rr_kc_panel(ctxt,M,N,K % 468,alpha,(struct exo_win_2f32c){ &A.data[468 * (K / 468)], { A.strides[0], 1 } },(struct exo_win_2f32c){ &B.data[(468 * (K / 468)) * (B.strides[0])], { B.strides[0], 1 } },(struct exo_win_2f32){ &C.data[0], { C.strides[0], 1 } });
}
}

// sgemm_avx512_6x64_rr_kc_panel(
//     M : size,
//     N : size,
//     K : size,
//     alpha : f32 @DRAM,
//     A : [f32][M, K] @DRAM,
//     B : [f32][K, N] @DRAM,
//     C : [f32][M, N] @DRAM
// )
static void sgemm_avx512_6x64_rr_kc_panel( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, const float* alpha, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(C, 1) == 1
EXO_ASSUME(N <= 4096);
EXO_ASSUME(K <= 468);
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
float *restrict Bc = exogemm_workspace(1);
sgemm_avx512_6x64_rr_pack_b(ctxt,N,K,B,Bc);
for (int_fast32_t ic = 0; ic < ((M) / (276)); ic++) {
  sgemm_avx512_6x64_rr_mc_block(ctxt,276,N,K,((N) / (64)),alpha,(struct exo_win_2f32c){ &A.data[(276 * ic) * (A.strides[0])], { A.strides[0], 1 } },Bc,(struct exo_win_2f32){ &C.data[(276 * ic) * (C.strides[0])], { C.strides[0], 1 } });
}
if (M % 276 > 0) {
  sgemm_avx512_6x64_rr_mc_block(ctxt,M % 276,N,K,((N) / (64)),alpha,(struct exo_win_2f32c){ &A.data[(276 * (M / 276)) * (A.strides[0])], { A.strides[0], 1 } },Bc,(struct exo_win_2f32){ &C.data[(276 * (M / 276)) * (C.strides[0])], { C.strides[0], 1 } });
}
}

// sgemm_avx512_6x64_rr_mc_block(
//     M : size,
//     N : size,
//     K : size,
//     NS : index,
//     alpha : f32 @DRAM,
//     A : [f32][M, K] @DRAM,
//     Bc : f32[64, 468, 64] @DRAM,
//     C : [f32][M, N] @DRAM
// )
static void sgemm_avx512_6x64_rr_mc_block( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, int_fast32_t NS, const float* alpha, struct exo_win_2f32c A, const float* Bc, struct exo_win_2f32 C ) {
// assert stride(C, 1) == 1
EXO_ASSUME(M <= 276);
EXO_ASSUME(N <= 4096);
EXO_ASSUME(K <= 468);
EXO_ASSUME(NS >= 0);
EXO_ASSUME(64 * NS <= N);
EXO_ASSUME(N < 64 + 64 * NS);
// assert stride(A, 1) == 1
float *restrict Ac = exogemm_workspace(0);
float alpha_r;
alpha_r = *alpha;
sgemm_avx512_6x64_rr_pack_a(ctxt,M,K,A,Ac,&alpha_r);
sgemm_avx512_6x64_rr_mc_tiles(ctxt,M,N,K,NS,Bc,C,Ac);
}

// sgemm_avx512_6x64_rr_mc_tiles(
//     M : size,
//     N : size,
//     K : size,
//     NS : index,
//     Bc : f32[64, 468, 64] @DRAM,
//     C : [f32][M, N] @DRAM,
//     Ac : f32[46, 468, 6] @PackedPanels
// )
static void sgemm_avx512_6x64_rr_mc_tiles( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, int_fast32_t NS, const float* Bc, struct exo_win_2f32 C, const float* Ac ) {
// assert stride(C, 1) == 1
EXO_ASSUME(M <= 276);
EXO_ASSUME(N <= 4096);
EXO_ASSUME(K <= 468);
EXO_ASSUME(NS >= 0);
EXO_ASSUME(64 * NS <= N);
EXO_ASSUME(N < 64 + 64 * NS);
for (int_fast32_t jb = 0; jb < exo_floor_div(NS, 8); jb++) {
  for (int_fast32_t ir = 0; ir < ((M) / (6)); ir++) {
    for (int_fast32_t jc = 0; jc < 8; jc++) {
      sgemm_avx512_6x64_sliver(ctxt,K,(struct exo_win_2f32c){ &Ac[(ir) * (2808)], { 6, 1 } },(struct exo_win_2f32c){ &Bc[(jc + 8 * jb) * (29952)], { 64, 1 } },(struct exo_win_2f32){ &C.data[(6 * ir) * (C.strides[0]) + 64 * jc + 512 * jb], { C.strides[0], 1 } });
    }
  }
}
if (NS % 8 > 0) {
  for (int_fast32_t ir = 0; ir < ((M) / (6)); ir++) {
    for (int_fast32_t jc = 0; jc < NS % 8; jc++) {
      sgemm_avx512_6x64_sliver(ctxt,K,(struct exo_win_2f32c){ &Ac[(ir) * (2808)], { 6, 1 } },(struct exo_win_2f32c){ &Bc[(jc + exo_floor_div(NS, 8) * 8) * (29952)], { 64, 1 } },(struct exo_win_2f32){ &C.data[(6 * ir) * (C.strides[0]) + 64 * (jc + exo_floor_div(NS, 8) * 8)], { C.strides[0], 1 } });
    }
  }
}
for (int_fast32_t jr = 0; jr < NS; jr++) {
  if (M % 6 > 0) {
    sgemm_avx512_6x64_edge(ctxt,K,M % 6,64,(struct exo_win_2f32c){ &Ac[((M / 6)) * (2808)], { 6, 1 } },(struct exo_win_2f32c){ &Bc[(jr) * (29952)], { 64, 1 } },(struct exo_win_2f32){ &C.data[(6 * (M / 6)) * (C.strides[0]) + 64 * jr], { C.strides[0], 1 } });
  }
}
if (-(64 * NS) + N > 0) {
  for (int_fast32_t ir = 0; ir < ((M) / (6)); ir++) {
    sgemm_avx512_6x64_edge(ctxt,K,6,-(64 * NS) + N,(struct exo_win_2f32c){ &Ac[(ir) * (2808)], { 6, 1 } },(struct exo_win_2f32c){ &Bc[(NS) * (29952)], { 64, 1 } },(struct exo_win_2f32){ &C.data[(6 * ir) * (C.strides[0]) + 64 * NS], { C.strides[0], 1 } });
  }
  if (M % 6 > 0) {
    sgemm_avx512_6x64_edge(ctxt,K,M % 6,-(64 * NS) + N,(struct exo_win_2f32c){ &Ac[((M / 6)) * (2808)], { 6, 1 } },(struct exo_win_2f32c){ &Bc[(NS) * (29952)], { 64, 1 } },(struct exo_win_2f32){ &C.data[(6 * (M / 6)) * (C.strides[0]) + 64 * NS], { C.strides[0], 1 } });
  }
}
}

// sgemm_avx512_6x64_rr_pack_a(
//     M : size,
//     K : size,
//     A : [f32][M, K] @DRAM,
//     Ac : f32[46, 468, 6] @PackedPanels,
//     alpha_r : f32 @DRAM
// )
static void sgemm_avx512_6x64_rr_pack_a( void *ctxt, int_fast32_t M, int_fast32_t K, struct exo_win_2f32c A, float* Ac, const float* alpha_r ) {
EXO_ASSUME(M <= 276);
EXO_ASSUME(K <= 468);
// assert stride(A, 1) == 1
for (int_fast32_t ir = 0; ir < ((M) / (6)); ir++) {
  for (int_fast32_t ko = 0; ko < ((K) / (4)); ko++) {
    { const uintptr_t exo_row = (uintptr_t)(((struct exo_win_2f32c){ &A.data[(6 * ir) * (A.strides[0]) + 4 * ko], { A.strides[0], 1 } })).strides[0] * sizeof(float); for (int exo_r = 6; exo_r < 12; exo_r++) { const uintptr_t exo_p = (uintptr_t)&A.data[(6 * ir) * (A.strides[0]) + 4 * ko] + (uintptr_t)exo_r * exo_row; if ((exo_p & 63u) < 16u) __builtin_prefetch((const void *)exo_p, 0, 3); } }
    for (int_fast32_t io = 0; io < 1; io++) {
      { typedef float exo_v4 __attribute__((vector_size(16), aligned(4))); const float *exo_s = &A.data[(4 * io + 6 * ir) * (A.strides[0]) + 4 * ko]; float *exo_d = &Ac[(ir) * (2808) + (4 * ko) * 6 + 4 * io]; const intptr_t exo_ss = (((struct exo_win_2f32c){ &A.data[(4 * io + 6 * ir) * (A.strides[0]) + 4 * ko], { A.strides[0], 1 } })).strides[0], exo_ds = (((struct exo_win_2f32){ &Ac[(ir) * (2808) + (4 * ko) * 6 + 4 * io], { 6, 1 } })).strides[0]; const exo_v4 exo_a = { *(alpha_r), *(alpha_r), *(alpha_r), *(alpha_r) }; exo_v4 exo_r0 = *(const exo_v4 *)exo_s, exo_r1 = *(const exo_v4 *)(exo_s + exo_ss); exo_v4 exo_r2 = *(const exo_v4 *)(exo_s + 2 * exo_ss); exo_v4 exo_r3 = *(const exo_v4 *)(exo_s + 3 * exo_ss); exo_v4 exo_t0 = __builtin_shufflevector(exo_r0, exo_r1, 0, 4, 1, 5); exo_v4 exo_t1 = __builtin_shufflevector(exo_r0, exo_r1, 2, 6, 3, 7); exo_v4 exo_t2 = __builtin_shufflevector(exo_r2, exo_r3, 0, 4, 1, 5); exo_v4 exo_t3 = __builtin_shufflevector(exo_r2, exo_r3, 2, 6, 3, 7); *(exo_v4 *)exo_d = exo_a * __builtin_shufflevector(exo_t0, exo_t2, 0, 1, 4, 5); *(exo_v4 *)(exo_d + exo_ds) = exo_a * __builtin_shufflevector(exo_t0, exo_t2, 2, 3, 6, 7); *(exo_v4 *)(exo_d + 2 * exo_ds) = exo_a * __builtin_shufflevector(exo_t1, exo_t3, 0, 1, 4, 5); *(exo_v4 *)(exo_d + 3 * exo_ds) = exo_a * __builtin_shufflevector(exo_t1, exo_t3, 2, 3, 6, 7); }
    }
  }
  for (int_fast32_t ko = 0; ko < ((K) / (4)); ko++) {
    { typedef float exo_v4 __attribute__((vector_size(16), aligned(4))); typedef float exo_v2 __attribute__((vector_size(8), aligned(4))); const float *exo_s = &A.data[(4 + 6 * ir) * (A.strides[0]) + 4 * ko]; float *exo_d = &Ac[(ir) * (2808) + (4 * ko) * 6 + 4]; const intptr_t exo_ss = (((struct exo_win_2f32c){ &A.data[(4 + 6 * ir) * (A.strides[0]) + 4 * ko], { A.strides[0], 1 } })).strides[0], exo_ds = (((struct exo_win_2f32){ &Ac[(ir) * (2808) + (4 * ko) * 6 + 4], { 6, 1 } })).strides[0]; const exo_v4 exo_a = { *(alpha_r), *(alpha_r), *(alpha_r), *(alpha_r) }; exo_v4 exo_r0 = *(const exo_v4 *)exo_s, exo_r1 = *(const exo_v4 *)(exo_s + exo_ss); exo_v4 exo_t0 = exo_a * __builtin_shufflevector(exo_r0, exo_r1, 0, 4, 1, 5); exo_v4 exo_t1 = exo_a * __builtin_shufflevector(exo_r0, exo_r1, 2, 6, 3, 7); *(exo_v2 *)exo_d = __builtin_shufflevector(exo_t0, exo_t0, 0, 1); *(exo_v2 *)(exo_d + exo_ds) = __builtin_shufflevector(exo_t0, exo_t0, 2, 3); *(exo_v2 *)(exo_d + 2 * exo_ds) = __builtin_shufflevector(exo_t1, exo_t1, 0, 1); *(exo_v2 *)(exo_d + 3 * exo_ds) = __builtin_shufflevector(exo_t1, exo_t1, 2, 3); }
  }
  for (int_fast32_t ii = 0; ii < 6; ii++) {
    for (int_fast32_t ki = 0; ki < K % 4; ki++) {
      Ac[ir * 2808 + (ki + (K / 4) * 4) * 6 + ii] = *alpha_r * A.data[(ii + 6 * ir) * A.strides[0] + ki + (K / 4) * 4];
    }
  }
}
if (M % 6 > 0) {
  for (int_fast32_t ii = 0; ii < M % 6; ii++) {
    for (int_fast32_t k = 0; k < K; k++) {
      Ac[(M / 6) * 2808 + k * 6 + ii] = *alpha_r * A.data[(ii + (M / 6) * 6) * A.strides[0] + k];
    }
  }
}
}

// sgemm_avx512_6x64_rr_pack_b(
//     N : size,
//     K : size,
//     B : [f32][K, N] @DRAM,
//     Bc : f32[64, 468, 64] @PackedPanels
// )
static void sgemm_avx512_6x64_rr_pack_b( void *ctxt, int_fast32_t N, int_fast32_t K, struct exo_win_2f32c B, float* Bc ) {
EXO_ASSUME(N <= 4096);
EXO_ASSUME(K <= 468);
// assert stride(B, 1) == 1
for (int_fast32_t i0 = 0; i0 < K; i0++) {
  for (int_fast32_t jr = 0; jr < ((N) / (64)); jr++) {
    for (int_fast32_t jj = 0; jj < 64; jj++) {
      Bc[jr * 29952 + i0 * 64 + jj] = B.data[i0 * B.strides[0] + jj + 64 * jr];
    }
  }
}
if (N % 64 > 0) {
  for (int_fast32_t i0 = 0; i0 < K; i0++) {
    for (int_fast32_t jj = 0; jj < N % 64; jj++) {
      Bc[(N / 64) * 29952 + i0 * 64 + jj] = B.data[i0 * B.strides[0] + jj + (N / 64) * 64];
    }
  }
}
}

// sgemm_avx512_6x64_scale_c(
//     M : size,
//     N : size,
//     beta : f32 @DRAM,
//     C : [f32][M, N] @DRAM
// )
void sgemm_avx512_6x64_scale_c( void *ctxt, int_fast32_t M, int_fast32_t N, const float* beta, struct exo_win_2f32 C ) {
// assert stride(C, 1) == 1
for (int_fast32_t i = 0; i < M; i++) {
  for (int_fast32_t j = 0; j < N; j++) {
    C.data[i * C.strides[0] + j] = *beta * C.data[i * C.strides[0] + j];
  }
}
}

// sgemm_avx512_6x64_sliver(
//     KC : size,
//     Ac : [f32][KC, 6] @DRAM,
//     Bc : [f32][KC, 64] @DRAM,
//     C : [f32][6, 64] @DRAM
// )
static void sgemm_avx512_6x64_sliver( void *ctxt, int_fast32_t KC, struct exo_win_2f32c Ac, struct exo_win_2f32c Bc, struct exo_win_2f32 C ) {
// assert stride(Ac, 1) == 1
// assert stride(Bc, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
__m512 C_reg_8;
__m512 C_reg_9;
__m512 C_reg_10;
__m512 C_reg_11;
__m512 C_reg_12;
__m512 C_reg_13;
__m512 C_reg_14;
__m512 C_reg_15;
__m512 C_reg_16;
__m512 C_reg_17;
__m512 C_reg_18;
__m512 C_reg_19;
__m512 C_reg_20;
__m512 C_reg_21;
__m512 C_reg_22;
__m512 C_reg_23;
C_reg_0 = _mm512_loadu_ps(&C.data[0]); __asm__("" : "+v"(C_reg_0));
C_reg_1 = _mm512_loadu_ps(&C.data[16]); __asm__("" : "+v"(C_reg_1));
C_reg_2 = _mm512_loadu_ps(&C.data[32]); __asm__("" : "+v"(C_reg_2));
C_reg_3 = _mm512_loadu_ps(&C.data[48]); __asm__("" : "+v"(C_reg_3));
C_reg_4 = _mm512_loadu_ps(&C.data[C.strides[0]]); __asm__("" : "+v"(C_reg_4));
C_reg_5 = _mm512_loadu_ps(&C.data[C.strides[0] + 16]); __asm__("" : "+v"(C_reg_5));
C_reg_6 = _mm512_loadu_ps(&C.data[C.strides[0] + 32]); __asm__("" : "+v"(C_reg_6));
C_reg_7 = _mm512_loadu_ps(&C.data[C.strides[0] + 48]); __asm__("" : "+v"(C_reg_7));
C_reg_8 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0])]); __asm__("" : "+v"(C_reg_8));
C_reg_9 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_9));
C_reg_10 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 32]); __asm__("" : "+v"(C_reg_10));
C_reg_11 = _mm512_loadu_ps(&C.data[(2) * (C.strides[0]) + 48]); __asm__("" : "+v"(C_reg_11));
C_reg_12 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0])]); __asm__("" : "+v"(C_reg_12));
C_reg_13 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_13));
C_reg_14 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0]) + 32]); __asm__("" : "+v"(C_reg_14));
C_reg_15 = _mm512_loadu_ps(&C.data[(3) * (C.strides[0]) + 48]); __asm__("" : "+v"(C_reg_15));
C_reg_16 = _mm512_loadu_ps(&C.data[(4) * (C.strides[0])]); __asm__("" : "+v"(C_reg_16));
C_reg_17 = _mm512_loadu_ps(&C.data[(4) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_17));
C_reg_18 = _mm512_loadu_ps(&C.data[(4) * (C.strides[0]) + 32]); __asm__("" : "+v"(C_reg_18));
C_reg_19 = _mm512_loadu_ps(&C.data[(4) * (C.strides[0]) + 48]); __asm__("" : "+v"(C_reg_19));
C_reg_20 = _mm512_loadu_ps(&C.data[(5) * (C.strides[0])]); __asm__("" : "+v"(C_reg_20));
C_reg_21 = _mm512_loadu_ps(&C.data[(5) * (C.strides[0]) + 16]); __asm__("" : "+v"(C_reg_21));
C_reg_22 = _mm512_loadu_ps(&C.data[(5) * (C.strides[0]) + 32]); __asm__("" : "+v"(C_reg_22));
C_reg_23 = _mm512_loadu_ps(&C.data[(5) * (C.strides[0]) + 48]); __asm__("" : "+v"(C_reg_23));
for (int_fast32_t k = 0; k < KC; k++) {
  { const char *exo_pf = (const char *)(&Bc.data[(k) * (Bc.strides[0])] + (intptr_t)8 * (((struct exo_win_2f32c){ &Bc.data[(k) * (Bc.strides[0])], { Bc.strides[0], 1 } })).strides[0]); __builtin_prefetch(exo_pf + 0, 0, 3); __builtin_prefetch(exo_pf + 64, 0, 3); __builtin_prefetch(exo_pf + 128, 0, 3); __builtin_prefetch(exo_pf + 192, 0, 3); }
  __m512 B_reg_0;
  __m512 B_reg_1;
  __m512 B_reg_2;
  __m512 B_reg_3;
  B_reg_0 = _mm512_loadu_ps(&Bc.data[(k) * (Bc.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&Bc.data[(k) * (Bc.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  B_reg_2 = _mm512_loadu_ps(&Bc.data[(k) * (Bc.strides[0]) + 32]); __asm__("" : "+v"(B_reg_2));
  B_reg_3 = _mm512_loadu_ps(&Bc.data[(k) * (Bc.strides[0]) + 48]); __asm__("" : "+v"(B_reg_3));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0])]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0])]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0])]), B_reg_2, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0])]), B_reg_3, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 1]), B_reg_0, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 1]), B_reg_1, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 1]), B_reg_2, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 1]), B_reg_3, C_reg_7);
  C_reg_8 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 2]), B_reg_0, C_reg_8);
  C_reg_9 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 2]), B_reg_1, C_reg_9);
  C_reg_10 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 2]), B_reg_2, C_reg_10);
  C_reg_11 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 2]), B_reg_3, C_reg_11);
  C_reg_12 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 3]), B_reg_0, C_reg_12);
  C_reg_13 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 3]), B_reg_1, C_reg_13);
  C_reg_14 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 3]), B_reg_2, C_reg_14);
  C_reg_15 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 3]), B_reg_3, C_reg_15);
  C_reg_16 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 4]), B_reg_0, C_reg_16);
  C_reg_17 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 4]), B_reg_1, C_reg_17);
  C_reg_18 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 4]), B_reg_2, C_reg_18);
  C_reg_19 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 4]), B_reg_3, C_reg_19);
  C_reg_20 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 5]), B_reg_0, C_reg_20);
  C_reg_21 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 5]), B_reg_1, C_reg_21);
  C_reg_22 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 5]), B_reg_2, C_reg_22);
  C_reg_23 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 5]), B_reg_3, C_reg_23);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[32], C_reg_2);
_mm512_storeu_ps(&C.data[48], C_reg_3);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_4);
_mm512_storeu_ps(&C.data[C.strides[0] + 16], C_reg_5);
_mm512_storeu_ps(&C.data[C.strides[0] + 32], C_reg_6);
_mm512_storeu_ps(&C.data[C.strides[0] + 48], C_reg_7);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_8);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 16], C_reg_9);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 32], C_reg_10);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 48], C_reg_11);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0])], C_reg_12);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 16], C_reg_13);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 32], C_reg_14);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 48], C_reg_15);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0])], C_reg_16);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0]) + 16], C_reg_17);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0]) + 32], C_reg_18);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0]) + 48], C_reg_19);
_mm512_storeu_ps(&C.data[(5) * (C.strides[0])], C_reg_20);
_mm512_storeu_ps(&C.data[(5) * (C.strides[0]) + 16], C_reg_21);
_mm512_storeu_ps(&C.data[(5) * (C.strides[0]) + 32], C_reg_22);
_mm512_storeu_ps(&C.data[(5) * (C.strides[0]) + 48], C_reg_23);
}

// sgemm_avx512_6x64_sliver_overwrite(
//     KC : size,
//     Ac : [f32][KC, 6] @DRAM,
//     Bc : [f32][KC, 64] @DRAM,
//     C : [f32][6, 64] @DRAM
// )
static void sgemm_avx512_6x64_sliver_overwrite( void *ctxt, int_fast32_t KC, struct exo_win_2f32c Ac, struct exo_win_2f32c Bc, struct exo_win_2f32 C ) {
// assert stride(Ac, 1) == 1
// assert stride(Bc, 1) == 1
// assert stride(C, 1) == 1
__m512 C_reg_0;
__m512 C_reg_1;
__m512 C_reg_2;
__m512 C_reg_3;
__m512 C_reg_4;
__m512 C_reg_5;
__m512 C_reg_6;
__m512 C_reg_7;
__m512 C_reg_8;
__m512 C_reg_9;
__m512 C_reg_10;
__m512 C_reg_11;
__m512 C_reg_12;
__m512 C_reg_13;
__m512 C_reg_14;
__m512 C_reg_15;
__m512 C_reg_16;
__m512 C_reg_17;
__m512 C_reg_18;
__m512 C_reg_19;
__m512 C_reg_20;
__m512 C_reg_21;
__m512 C_reg_22;
__m512 C_reg_23;
C_reg_0 = _mm512_set1_ps(0.0f);
C_reg_1 = _mm512_set1_ps(0.0f);
C_reg_2 = _mm512_set1_ps(0.0f);
C_reg_3 = _mm512_set1_ps(0.0f);
C_reg_4 = _mm512_set1_ps(0.0f);
C_reg_5 = _mm512_set1_ps(0.0f);
C_reg_6 = _mm512_set1_ps(0.0f);
C_reg_7 = _mm512_set1_ps(0.0f);
C_reg_8 = _mm512_set1_ps(0.0f);
C_reg_9 = _mm512_set1_ps(0.0f);
C_reg_10 = _mm512_set1_ps(0.0f);
C_reg_11 = _mm512_set1_ps(0.0f);
C_reg_12 = _mm512_set1_ps(0.0f);
C_reg_13 = _mm512_set1_ps(0.0f);
C_reg_14 = _mm512_set1_ps(0.0f);
C_reg_15 = _mm512_set1_ps(0.0f);
C_reg_16 = _mm512_set1_ps(0.0f);
C_reg_17 = _mm512_set1_ps(0.0f);
C_reg_18 = _mm512_set1_ps(0.0f);
C_reg_19 = _mm512_set1_ps(0.0f);
C_reg_20 = _mm512_set1_ps(0.0f);
C_reg_21 = _mm512_set1_ps(0.0f);
C_reg_22 = _mm512_set1_ps(0.0f);
C_reg_23 = _mm512_set1_ps(0.0f);
for (int_fast32_t k = 0; k < KC; k++) {
  { const char *exo_pf = (const char *)(&Bc.data[(k) * (Bc.strides[0])] + (intptr_t)8 * (((struct exo_win_2f32c){ &Bc.data[(k) * (Bc.strides[0])], { Bc.strides[0], 1 } })).strides[0]); __builtin_prefetch(exo_pf + 0, 0, 3); __builtin_prefetch(exo_pf + 64, 0, 3); __builtin_prefetch(exo_pf + 128, 0, 3); __builtin_prefetch(exo_pf + 192, 0, 3); }
  __m512 B_reg_0;
  __m512 B_reg_1;
  __m512 B_reg_2;
  __m512 B_reg_3;
  B_reg_0 = _mm512_loadu_ps(&Bc.data[(k) * (Bc.strides[0])]); __asm__("" : "+v"(B_reg_0));
  B_reg_1 = _mm512_loadu_ps(&Bc.data[(k) * (Bc.strides[0]) + 16]); __asm__("" : "+v"(B_reg_1));
  B_reg_2 = _mm512_loadu_ps(&Bc.data[(k) * (Bc.strides[0]) + 32]); __asm__("" : "+v"(B_reg_2));
  B_reg_3 = _mm512_loadu_ps(&Bc.data[(k) * (Bc.strides[0]) + 48]); __asm__("" : "+v"(B_reg_3));
  C_reg_0 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0])]), B_reg_0, C_reg_0);
  C_reg_1 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0])]), B_reg_1, C_reg_1);
  C_reg_2 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0])]), B_reg_2, C_reg_2);
  C_reg_3 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0])]), B_reg_3, C_reg_3);
  C_reg_4 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 1]), B_reg_0, C_reg_4);
  C_reg_5 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 1]), B_reg_1, C_reg_5);
  C_reg_6 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 1]), B_reg_2, C_reg_6);
  C_reg_7 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 1]), B_reg_3, C_reg_7);
  C_reg_8 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 2]), B_reg_0, C_reg_8);
  C_reg_9 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 2]), B_reg_1, C_reg_9);
  C_reg_10 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 2]), B_reg_2, C_reg_10);
  C_reg_11 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 2]), B_reg_3, C_reg_11);
  C_reg_12 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 3]), B_reg_0, C_reg_12);
  C_reg_13 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 3]), B_reg_1, C_reg_13);
  C_reg_14 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 3]), B_reg_2, C_reg_14);
  C_reg_15 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 3]), B_reg_3, C_reg_15);
  C_reg_16 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 4]), B_reg_0, C_reg_16);
  C_reg_17 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 4]), B_reg_1, C_reg_17);
  C_reg_18 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 4]), B_reg_2, C_reg_18);
  C_reg_19 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 4]), B_reg_3, C_reg_19);
  C_reg_20 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 5]), B_reg_0, C_reg_20);
  C_reg_21 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 5]), B_reg_1, C_reg_21);
  C_reg_22 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 5]), B_reg_2, C_reg_22);
  C_reg_23 = _mm512_fmadd_ps(_mm512_set1_ps(Ac.data[(k) * (Ac.strides[0]) + 5]), B_reg_3, C_reg_23);
}
_mm512_storeu_ps(&C.data[0], C_reg_0);
_mm512_storeu_ps(&C.data[16], C_reg_1);
_mm512_storeu_ps(&C.data[32], C_reg_2);
_mm512_storeu_ps(&C.data[48], C_reg_3);
_mm512_storeu_ps(&C.data[C.strides[0]], C_reg_4);
_mm512_storeu_ps(&C.data[C.strides[0] + 16], C_reg_5);
_mm512_storeu_ps(&C.data[C.strides[0] + 32], C_reg_6);
_mm512_storeu_ps(&C.data[C.strides[0] + 48], C_reg_7);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0])], C_reg_8);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 16], C_reg_9);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 32], C_reg_10);
_mm512_storeu_ps(&C.data[(2) * (C.strides[0]) + 48], C_reg_11);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0])], C_reg_12);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 16], C_reg_13);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 32], C_reg_14);
_mm512_storeu_ps(&C.data[(3) * (C.strides[0]) + 48], C_reg_15);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0])], C_reg_16);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0]) + 16], C_reg_17);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0]) + 32], C_reg_18);
_mm512_storeu_ps(&C.data[(4) * (C.strides[0]) + 48], C_reg_19);
_mm512_storeu_ps(&C.data[(5) * (C.strides[0])], C_reg_20);
_mm512_storeu_ps(&C.data[(5) * (C.strides[0]) + 16], C_reg_21);
_mm512_storeu_ps(&C.data[(5) * (C.strides[0]) + 32], C_reg_22);
_mm512_storeu_ps(&C.data[(5) * (C.strides[0]) + 48], C_reg_23);
}

// sgemm_avx512_6x64_zero_c(
//     M : size,
//     N : size,
//     C : [f32][M, N] @DRAM
// )
void sgemm_avx512_6x64_zero_c( void *ctxt, int_fast32_t M, int_fast32_t N, struct exo_win_2f32 C ) {
// assert stride(C, 1) == 1
for (int_fast32_t i = 0; i < M; i++) {
  for (int_fast32_t jv = 0; jv < ((N) / (16)); jv++) {
    __m512 zero;
    zero = _mm512_set1_ps(0.0f);
    _mm512_storeu_ps(&C.data[(i) * (C.strides[0]) + 16 * jv], zero);
  }
  for (int_fast32_t jt = 0; jt < ((N % 16 + 15) / (16)); jt++) {
    __m512 last;
    last = _mm512_set1_ps(0.0f);
    _mm512_mask_storeu_ps(&C.data[(i) * (C.strides[0]) + 16 * (N / 16) + 16 * jt], _cvtu32_mask16((1u << (N % 16 + -16 * jt + 0)) - 1u), last);
  }
}
}

