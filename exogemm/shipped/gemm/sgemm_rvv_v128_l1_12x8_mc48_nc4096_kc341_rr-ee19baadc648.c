#include "sgemm_rvv_v128_l1_12x8_mc48_nc4096_kc341_rr_exo.h"

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

#include <riscv_vector.h>
// sgemm_rvv_v128_l1_12x8_direct(
//     KC : size,
//     A : [f32][12, KC] @DRAM,
//     Bc : [f32][KC, 8] @DRAM,
//     C : [f32][12, 8] @DRAM
// )
static void sgemm_rvv_v128_l1_12x8_direct( void *ctxt, int_fast32_t KC, struct exo_win_2f32c A, struct exo_win_2f32c Bc, struct exo_win_2f32 C );

// sgemm_rvv_v128_l1_12x8_direct_overwrite(
//     KC : size,
//     A : [f32][12, KC] @DRAM,
//     Bc : [f32][KC, 8] @DRAM,
//     C : [f32][12, 8] @DRAM
// )
static void sgemm_rvv_v128_l1_12x8_direct_overwrite( void *ctxt, int_fast32_t KC, struct exo_win_2f32c A, struct exo_win_2f32c Bc, struct exo_win_2f32 C );

// sgemm_rvv_v128_l1_12x8_edge(
//     K : size,
//     M : size,
//     N : size,
//     Ac : [f32][K, 12] @DRAM,
//     Bc : [f32][K, 8] @DRAM,
//     C : [f32][M, N] @DRAM
// )
static void sgemm_rvv_v128_l1_12x8_edge( void *ctxt, int_fast32_t K, int_fast32_t M, int_fast32_t N, struct exo_win_2f32c Ac, struct exo_win_2f32c Bc, struct exo_win_2f32 C );

// sgemm_rvv_v128_l1_12x8_mc48_nc4096_kc341_rr_direct_edge(
//     K : size,
//     M : size,
//     N : size,
//     A : [f32][M, K] @DRAM,
//     Bc : [f32][K, 8] @DRAM,
//     C : [f32][M, N] @DRAM
// )
static void sgemm_rvv_v128_l1_12x8_mc48_nc4096_kc341_rr_direct_edge( void *ctxt, int_fast32_t K, int_fast32_t M, int_fast32_t N, struct exo_win_2f32c A, struct exo_win_2f32c Bc, struct exo_win_2f32 C );

// sgemm_rvv_v128_l1_12x8_mc48_nc4096_kc341_rr_direct_overwrite_rr_kc_panel(
//     M : size,
//     N : size,
//     K : size,
//     alpha : f32 @DRAM,
//     A : [f32][M, K] @DRAM,
//     B : [f32][K, N] @DRAM,
//     C : [f32][M, N] @DRAM
// )
static void sgemm_rvv_v128_l1_12x8_mc48_nc4096_kc341_rr_direct_overwrite_rr_kc_panel( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, const float* alpha, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C );

// sgemm_rvv_v128_l1_12x8_mc48_nc4096_kc341_rr_direct_overwrite_rr_mc_block(
//     M : size,
//     N : size,
//     K : size,
//     NS : index,
//     A : [f32][M, K] @DRAM,
//     Bc : f32[512, 341, 8] @DRAM,
//     C : [f32][M, N] @DRAM
// )
static void sgemm_rvv_v128_l1_12x8_mc48_nc4096_kc341_rr_direct_overwrite_rr_mc_block( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, int_fast32_t NS, struct exo_win_2f32c A, const float* Bc, struct exo_win_2f32 C );

// sgemm_rvv_v128_l1_12x8_mc48_nc4096_kc341_rr_direct_rr_col_panel(
//     M : size,
//     N : size,
//     K : size,
//     alpha : f32 @DRAM,
//     A : [f32][M, K] @DRAM,
//     B : [f32][K, N] @DRAM,
//     C : [f32][M, N] @DRAM
// )
static void sgemm_rvv_v128_l1_12x8_mc48_nc4096_kc341_rr_direct_rr_col_panel( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, const float* alpha, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C );

// sgemm_rvv_v128_l1_12x8_mc48_nc4096_kc341_rr_direct_rr_kc_panel(
//     M : size,
//     N : size,
//     K : size,
//     alpha : f32 @DRAM,
//     A : [f32][M, K] @DRAM,
//     B : [f32][K, N] @DRAM,
//     C : [f32][M, N] @DRAM
// )
static void sgemm_rvv_v128_l1_12x8_mc48_nc4096_kc341_rr_direct_rr_kc_panel( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, const float* alpha, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C );

// sgemm_rvv_v128_l1_12x8_mc48_nc4096_kc341_rr_direct_rr_mc_block(
//     M : size,
//     N : size,
//     K : size,
//     NS : index,
//     A : [f32][M, K] @DRAM,
//     Bc : f32[512, 341, 8] @DRAM,
//     C : [f32][M, N] @DRAM
// )
static void sgemm_rvv_v128_l1_12x8_mc48_nc4096_kc341_rr_direct_rr_mc_block( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, int_fast32_t NS, struct exo_win_2f32c A, const float* Bc, struct exo_win_2f32 C );

// sgemm_rvv_v128_l1_12x8_mc48_nc4096_kc341_rr_overwrite_rr_kc_panel(
//     M : size,
//     N : size,
//     K : size,
//     alpha : f32 @DRAM,
//     A : [f32][M, K] @DRAM,
//     B : [f32][K, N] @DRAM,
//     C : [f32][M, N] @DRAM
// )
static void sgemm_rvv_v128_l1_12x8_mc48_nc4096_kc341_rr_overwrite_rr_kc_panel( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, const float* alpha, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C );

// sgemm_rvv_v128_l1_12x8_mc48_nc4096_kc341_rr_overwrite_rr_mc_block(
//     M : size,
//     N : size,
//     K : size,
//     NS : index,
//     alpha : f32 @DRAM,
//     A : [f32][M, K] @DRAM,
//     Bc : f32[512, 341, 8] @DRAM,
//     C : [f32][M, N] @DRAM
// )
static void sgemm_rvv_v128_l1_12x8_mc48_nc4096_kc341_rr_overwrite_rr_mc_block( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, int_fast32_t NS, const float* alpha, struct exo_win_2f32c A, const float* Bc, struct exo_win_2f32 C );

// sgemm_rvv_v128_l1_12x8_mc48_nc4096_kc341_rr_rr_col_panel(
//     M : size,
//     N : size,
//     K : size,
//     alpha : f32 @DRAM,
//     A : [f32][M, K] @DRAM,
//     B : [f32][K, N] @DRAM,
//     C : [f32][M, N] @DRAM
// )
static void sgemm_rvv_v128_l1_12x8_mc48_nc4096_kc341_rr_rr_col_panel( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, const float* alpha, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C );

// sgemm_rvv_v128_l1_12x8_mc48_nc4096_kc341_rr_rr_kc_panel(
//     M : size,
//     N : size,
//     K : size,
//     alpha : f32 @DRAM,
//     A : [f32][M, K] @DRAM,
//     B : [f32][K, N] @DRAM,
//     C : [f32][M, N] @DRAM
// )
static void sgemm_rvv_v128_l1_12x8_mc48_nc4096_kc341_rr_rr_kc_panel( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, const float* alpha, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C );

// sgemm_rvv_v128_l1_12x8_mc48_nc4096_kc341_rr_rr_mc_block(
//     M : size,
//     N : size,
//     K : size,
//     NS : index,
//     alpha : f32 @DRAM,
//     A : [f32][M, K] @DRAM,
//     Bc : f32[512, 341, 8] @DRAM,
//     C : [f32][M, N] @DRAM
// )
static void sgemm_rvv_v128_l1_12x8_mc48_nc4096_kc341_rr_rr_mc_block( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, int_fast32_t NS, const float* alpha, struct exo_win_2f32c A, const float* Bc, struct exo_win_2f32 C );

// sgemm_rvv_v128_l1_12x8_mc48_nc4096_kc341_rr_rr_mc_tiles(
//     M : size,
//     N : size,
//     K : size,
//     NS : index,
//     Bc : f32[512, 341, 8] @DRAM,
//     C : [f32][M, N] @DRAM,
//     Ac : f32[4, 341, 12] @PackedPanels
// )
static void sgemm_rvv_v128_l1_12x8_mc48_nc4096_kc341_rr_rr_mc_tiles( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, int_fast32_t NS, const float* Bc, struct exo_win_2f32 C, const float* Ac );

// sgemm_rvv_v128_l1_12x8_mc48_nc4096_kc341_rr_rr_pack_a(
//     M : size,
//     K : size,
//     A : [f32][M, K] @DRAM,
//     Ac : f32[4, 341, 12] @PackedPanels,
//     alpha_r : f32 @DRAM
// )
static void sgemm_rvv_v128_l1_12x8_mc48_nc4096_kc341_rr_rr_pack_a( void *ctxt, int_fast32_t M, int_fast32_t K, struct exo_win_2f32c A, float* Ac, const float* alpha_r );

// sgemm_rvv_v128_l1_12x8_mc48_nc4096_kc341_rr_rr_pack_b(
//     N : size,
//     K : size,
//     B : [f32][K, N] @DRAM,
//     Bc : f32[512, 341, 8] @PackedPanels
// )
static void sgemm_rvv_v128_l1_12x8_mc48_nc4096_kc341_rr_rr_pack_b( void *ctxt, int_fast32_t N, int_fast32_t K, struct exo_win_2f32c B, float* Bc );

// sgemm_rvv_v128_l1_12x8_sliver(
//     KC : size,
//     Ac : [f32][KC, 12] @DRAM,
//     Bc : [f32][KC, 8] @DRAM,
//     C : [f32][12, 8] @DRAM
// )
static void sgemm_rvv_v128_l1_12x8_sliver( void *ctxt, int_fast32_t KC, struct exo_win_2f32c Ac, struct exo_win_2f32c Bc, struct exo_win_2f32 C );

// sgemm_rvv_v128_l1_12x8_sliver_overwrite(
//     KC : size,
//     Ac : [f32][KC, 12] @DRAM,
//     Bc : [f32][KC, 8] @DRAM,
//     C : [f32][12, 8] @DRAM
// )
static void sgemm_rvv_v128_l1_12x8_sliver_overwrite( void *ctxt, int_fast32_t KC, struct exo_win_2f32c Ac, struct exo_win_2f32c Bc, struct exo_win_2f32 C );

// sgemm_rvv_v128_l1_4x8_sliver(
//     KC : size,
//     Ac : [f32][KC, 4] @DRAM,
//     Bc : [f32][KC, 8] @DRAM,
//     C : [f32][4, 8] @DRAM
// )
static void sgemm_rvv_v128_l1_4x8_sliver( void *ctxt, int_fast32_t KC, struct exo_win_2f32c Ac, struct exo_win_2f32c Bc, struct exo_win_2f32 C );

// sgemm_rvv_v128_l1_8x8_sliver(
//     KC : size,
//     Ac : [f32][KC, 8] @DRAM,
//     Bc : [f32][KC, 8] @DRAM,
//     C : [f32][8, 8] @DRAM
// )
static void sgemm_rvv_v128_l1_8x8_sliver( void *ctxt, int_fast32_t KC, struct exo_win_2f32c Ac, struct exo_win_2f32c Bc, struct exo_win_2f32 C );


/* relying on the following instruction..."
prefetch_a_rows_12_ahead2_l2(K,jr,A)
if ({jr} == 0) {{ const uintptr_t exo_row = (uintptr_t)({A}).strides[0] * sizeof(float); for (int exo_r = 24; exo_r < 36; exo_r++) {{ const uintptr_t exo_s = (uintptr_t)&{A_data} + (uintptr_t)exo_r * exo_row; const uintptr_t exo_e = exo_s + (uintptr_t)({K}) * sizeof(float); for (uintptr_t exo_pf = exo_s & ~(uintptr_t)63; exo_pf < exo_e; exo_pf += 64) __builtin_prefetch((const void *)exo_pf, 0, 2); }} }}
*/

/* relying on the following instruction..."
prefetch_c_tile_12x8_ahead1_l2(C)
{{ const uintptr_t exo_row = (uintptr_t)({C}).strides[0] * sizeof(float); for (int exo_r = 12; exo_r < 24; exo_r++) {{ const uintptr_t exo_s = (uintptr_t)&{C_data} + (uintptr_t)exo_r * exo_row; const uintptr_t exo_e = exo_s + 32u; for (uintptr_t exo_pf = exo_s & ~(uintptr_t)63; exo_pf < exo_e; exo_pf += 64) __builtin_prefetch((const void *)exo_pf, 1, 2); }} }}
*/

/* relying on the following instruction..."
prefetch_sliver_rows_12_ahead1_l3(A)
{{ const uintptr_t exo_row = (uintptr_t)({A}).strides[0] * sizeof(float); for (int exo_r = 12; exo_r < 24; exo_r++) {{ const uintptr_t exo_p = (uintptr_t)&{A_data} + (uintptr_t)exo_r * exo_row; if ((exo_p & 63u) < 16u) __builtin_prefetch((const void *)exo_p, 0, 3); }} }}
*/

/* relying on the following instruction..."
rvv_v128_l1_f32_mac(dst,a,b)
{dst_data} = __riscv_vfmacc_vf_f32m1({dst_data}, {a_data}, {b_data}, 4);
*/

/* relying on the following instruction..."
rvv_v128_l1_load(dst,src)
{dst_data} = __riscv_vle32_v_f32m1(&{src_data}, 4);
*/

/* relying on the following instruction..."
rvv_v128_l1_store(dst,src)
__riscv_vse32_v_f32m1(&{dst_data}, {src_data}, 4);
*/

/* relying on the following instruction..."
rvv_v128_l1_store_tail(N,dst,src)
__riscv_vse32_v_f32m1(&{dst_data}, {src_data}, {N});
*/

/* relying on the following instruction..."
rvv_v128_l1_zero(dst)
{dst_data} = __riscv_vfmv_v_f_f32m1(0.0f, 4);
*/

/* relying on the following instruction..."
rvv_v128_l1_zero_tail(N,dst)
{dst_data} = __riscv_vfmv_v_f_f32m1(0.0f, 4);
*/

/* relying on the following instruction..."
scaled_transpose_4x4(alpha,src,dst)
{{ typedef float exo_v4 __attribute__((vector_size(16), aligned(4))); const float *exo_s = &{src_data}; float *exo_d = &{dst_data}; const intptr_t exo_ss = ({src}).strides[0], exo_ds = ({dst}).strides[0]; const exo_v4 exo_a = {{ *{alpha}, *{alpha}, *{alpha}, *{alpha} }}; exo_v4 exo_r0 = *(const exo_v4 *)exo_s, exo_r1 = *(const exo_v4 *)(exo_s + exo_ss); exo_v4 exo_r2 = *(const exo_v4 *)(exo_s + 2 * exo_ss); exo_v4 exo_r3 = *(const exo_v4 *)(exo_s + 3 * exo_ss); exo_v4 exo_t0 = __builtin_shufflevector(exo_r0, exo_r1, 0, 4, 1, 5); exo_v4 exo_t1 = __builtin_shufflevector(exo_r0, exo_r1, 2, 6, 3, 7); exo_v4 exo_t2 = __builtin_shufflevector(exo_r2, exo_r3, 0, 4, 1, 5); exo_v4 exo_t3 = __builtin_shufflevector(exo_r2, exo_r3, 2, 6, 3, 7); *(exo_v4 *)exo_d = exo_a * __builtin_shufflevector(exo_t0, exo_t2, 0, 1, 4, 5); *(exo_v4 *)(exo_d + exo_ds) = exo_a * __builtin_shufflevector(exo_t0, exo_t2, 2, 3, 6, 7); *(exo_v4 *)(exo_d + 2 * exo_ds) = exo_a * __builtin_shufflevector(exo_t1, exo_t3, 0, 1, 4, 5); *(exo_v4 *)(exo_d + 3 * exo_ds) = exo_a * __builtin_shufflevector(exo_t1, exo_t3, 2, 3, 6, 7); }}
*/
// sgemm_rvv_v128_l1_12x8_direct(
//     KC : size,
//     A : [f32][12, KC] @DRAM,
//     Bc : [f32][KC, 8] @DRAM,
//     C : [f32][12, 8] @DRAM
// )
static void sgemm_rvv_v128_l1_12x8_direct( void *ctxt, int_fast32_t KC, struct exo_win_2f32c A, struct exo_win_2f32c Bc, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(Bc, 1) == 1
// assert stride(C, 1) == 1
vfloat32m1_t C_reg_0;
vfloat32m1_t C_reg_1;
vfloat32m1_t C_reg_2;
vfloat32m1_t C_reg_3;
vfloat32m1_t C_reg_4;
vfloat32m1_t C_reg_5;
vfloat32m1_t C_reg_6;
vfloat32m1_t C_reg_7;
vfloat32m1_t C_reg_8;
vfloat32m1_t C_reg_9;
vfloat32m1_t C_reg_10;
vfloat32m1_t C_reg_11;
vfloat32m1_t C_reg_12;
vfloat32m1_t C_reg_13;
vfloat32m1_t C_reg_14;
vfloat32m1_t C_reg_15;
vfloat32m1_t C_reg_16;
vfloat32m1_t C_reg_17;
vfloat32m1_t C_reg_18;
vfloat32m1_t C_reg_19;
vfloat32m1_t C_reg_20;
vfloat32m1_t C_reg_21;
vfloat32m1_t C_reg_22;
vfloat32m1_t C_reg_23;
C_reg_0 = __riscv_vle32_v_f32m1(&C.data[0], 4);
C_reg_1 = __riscv_vle32_v_f32m1(&C.data[4], 4);
C_reg_2 = __riscv_vle32_v_f32m1(&C.data[C.strides[0]], 4);
C_reg_3 = __riscv_vle32_v_f32m1(&C.data[C.strides[0] + 4], 4);
C_reg_4 = __riscv_vle32_v_f32m1(&C.data[(2) * (C.strides[0])], 4);
C_reg_5 = __riscv_vle32_v_f32m1(&C.data[(2) * (C.strides[0]) + 4], 4);
C_reg_6 = __riscv_vle32_v_f32m1(&C.data[(3) * (C.strides[0])], 4);
C_reg_7 = __riscv_vle32_v_f32m1(&C.data[(3) * (C.strides[0]) + 4], 4);
C_reg_8 = __riscv_vle32_v_f32m1(&C.data[(4) * (C.strides[0])], 4);
C_reg_9 = __riscv_vle32_v_f32m1(&C.data[(4) * (C.strides[0]) + 4], 4);
C_reg_10 = __riscv_vle32_v_f32m1(&C.data[(5) * (C.strides[0])], 4);
C_reg_11 = __riscv_vle32_v_f32m1(&C.data[(5) * (C.strides[0]) + 4], 4);
C_reg_12 = __riscv_vle32_v_f32m1(&C.data[(6) * (C.strides[0])], 4);
C_reg_13 = __riscv_vle32_v_f32m1(&C.data[(6) * (C.strides[0]) + 4], 4);
C_reg_14 = __riscv_vle32_v_f32m1(&C.data[(7) * (C.strides[0])], 4);
C_reg_15 = __riscv_vle32_v_f32m1(&C.data[(7) * (C.strides[0]) + 4], 4);
C_reg_16 = __riscv_vle32_v_f32m1(&C.data[(8) * (C.strides[0])], 4);
C_reg_17 = __riscv_vle32_v_f32m1(&C.data[(8) * (C.strides[0]) + 4], 4);
C_reg_18 = __riscv_vle32_v_f32m1(&C.data[(9) * (C.strides[0])], 4);
C_reg_19 = __riscv_vle32_v_f32m1(&C.data[(9) * (C.strides[0]) + 4], 4);
C_reg_20 = __riscv_vle32_v_f32m1(&C.data[(10) * (C.strides[0])], 4);
C_reg_21 = __riscv_vle32_v_f32m1(&C.data[(10) * (C.strides[0]) + 4], 4);
C_reg_22 = __riscv_vle32_v_f32m1(&C.data[(11) * (C.strides[0])], 4);
C_reg_23 = __riscv_vle32_v_f32m1(&C.data[(11) * (C.strides[0]) + 4], 4);
for (int_fast32_t k = 0; k < KC; k++) {
  vfloat32m1_t B_reg_0;
  vfloat32m1_t B_reg_1;
  B_reg_0 = __riscv_vle32_v_f32m1(&Bc.data[(k) * (Bc.strides[0])], 4);
  B_reg_1 = __riscv_vle32_v_f32m1(&Bc.data[(k) * (Bc.strides[0]) + 4], 4);
  C_reg_0 = __riscv_vfmacc_vf_f32m1(C_reg_0, A.data[k], B_reg_0, 4);
  C_reg_1 = __riscv_vfmacc_vf_f32m1(C_reg_1, A.data[k], B_reg_1, 4);
  C_reg_2 = __riscv_vfmacc_vf_f32m1(C_reg_2, A.data[A.strides[0] + k], B_reg_0, 4);
  C_reg_3 = __riscv_vfmacc_vf_f32m1(C_reg_3, A.data[A.strides[0] + k], B_reg_1, 4);
  C_reg_4 = __riscv_vfmacc_vf_f32m1(C_reg_4, A.data[(2) * (A.strides[0]) + k], B_reg_0, 4);
  C_reg_5 = __riscv_vfmacc_vf_f32m1(C_reg_5, A.data[(2) * (A.strides[0]) + k], B_reg_1, 4);
  C_reg_6 = __riscv_vfmacc_vf_f32m1(C_reg_6, A.data[(3) * (A.strides[0]) + k], B_reg_0, 4);
  C_reg_7 = __riscv_vfmacc_vf_f32m1(C_reg_7, A.data[(3) * (A.strides[0]) + k], B_reg_1, 4);
  C_reg_8 = __riscv_vfmacc_vf_f32m1(C_reg_8, A.data[(4) * (A.strides[0]) + k], B_reg_0, 4);
  C_reg_9 = __riscv_vfmacc_vf_f32m1(C_reg_9, A.data[(4) * (A.strides[0]) + k], B_reg_1, 4);
  C_reg_10 = __riscv_vfmacc_vf_f32m1(C_reg_10, A.data[(5) * (A.strides[0]) + k], B_reg_0, 4);
  C_reg_11 = __riscv_vfmacc_vf_f32m1(C_reg_11, A.data[(5) * (A.strides[0]) + k], B_reg_1, 4);
  C_reg_12 = __riscv_vfmacc_vf_f32m1(C_reg_12, A.data[(6) * (A.strides[0]) + k], B_reg_0, 4);
  C_reg_13 = __riscv_vfmacc_vf_f32m1(C_reg_13, A.data[(6) * (A.strides[0]) + k], B_reg_1, 4);
  C_reg_14 = __riscv_vfmacc_vf_f32m1(C_reg_14, A.data[(7) * (A.strides[0]) + k], B_reg_0, 4);
  C_reg_15 = __riscv_vfmacc_vf_f32m1(C_reg_15, A.data[(7) * (A.strides[0]) + k], B_reg_1, 4);
  C_reg_16 = __riscv_vfmacc_vf_f32m1(C_reg_16, A.data[(8) * (A.strides[0]) + k], B_reg_0, 4);
  C_reg_17 = __riscv_vfmacc_vf_f32m1(C_reg_17, A.data[(8) * (A.strides[0]) + k], B_reg_1, 4);
  C_reg_18 = __riscv_vfmacc_vf_f32m1(C_reg_18, A.data[(9) * (A.strides[0]) + k], B_reg_0, 4);
  C_reg_19 = __riscv_vfmacc_vf_f32m1(C_reg_19, A.data[(9) * (A.strides[0]) + k], B_reg_1, 4);
  C_reg_20 = __riscv_vfmacc_vf_f32m1(C_reg_20, A.data[(10) * (A.strides[0]) + k], B_reg_0, 4);
  C_reg_21 = __riscv_vfmacc_vf_f32m1(C_reg_21, A.data[(10) * (A.strides[0]) + k], B_reg_1, 4);
  C_reg_22 = __riscv_vfmacc_vf_f32m1(C_reg_22, A.data[(11) * (A.strides[0]) + k], B_reg_0, 4);
  C_reg_23 = __riscv_vfmacc_vf_f32m1(C_reg_23, A.data[(11) * (A.strides[0]) + k], B_reg_1, 4);
}
__riscv_vse32_v_f32m1(&C.data[0], C_reg_0, 4);
__riscv_vse32_v_f32m1(&C.data[4], C_reg_1, 4);
__riscv_vse32_v_f32m1(&C.data[C.strides[0]], C_reg_2, 4);
__riscv_vse32_v_f32m1(&C.data[C.strides[0] + 4], C_reg_3, 4);
__riscv_vse32_v_f32m1(&C.data[(2) * (C.strides[0])], C_reg_4, 4);
__riscv_vse32_v_f32m1(&C.data[(2) * (C.strides[0]) + 4], C_reg_5, 4);
__riscv_vse32_v_f32m1(&C.data[(3) * (C.strides[0])], C_reg_6, 4);
__riscv_vse32_v_f32m1(&C.data[(3) * (C.strides[0]) + 4], C_reg_7, 4);
__riscv_vse32_v_f32m1(&C.data[(4) * (C.strides[0])], C_reg_8, 4);
__riscv_vse32_v_f32m1(&C.data[(4) * (C.strides[0]) + 4], C_reg_9, 4);
__riscv_vse32_v_f32m1(&C.data[(5) * (C.strides[0])], C_reg_10, 4);
__riscv_vse32_v_f32m1(&C.data[(5) * (C.strides[0]) + 4], C_reg_11, 4);
__riscv_vse32_v_f32m1(&C.data[(6) * (C.strides[0])], C_reg_12, 4);
__riscv_vse32_v_f32m1(&C.data[(6) * (C.strides[0]) + 4], C_reg_13, 4);
__riscv_vse32_v_f32m1(&C.data[(7) * (C.strides[0])], C_reg_14, 4);
__riscv_vse32_v_f32m1(&C.data[(7) * (C.strides[0]) + 4], C_reg_15, 4);
__riscv_vse32_v_f32m1(&C.data[(8) * (C.strides[0])], C_reg_16, 4);
__riscv_vse32_v_f32m1(&C.data[(8) * (C.strides[0]) + 4], C_reg_17, 4);
__riscv_vse32_v_f32m1(&C.data[(9) * (C.strides[0])], C_reg_18, 4);
__riscv_vse32_v_f32m1(&C.data[(9) * (C.strides[0]) + 4], C_reg_19, 4);
__riscv_vse32_v_f32m1(&C.data[(10) * (C.strides[0])], C_reg_20, 4);
__riscv_vse32_v_f32m1(&C.data[(10) * (C.strides[0]) + 4], C_reg_21, 4);
__riscv_vse32_v_f32m1(&C.data[(11) * (C.strides[0])], C_reg_22, 4);
__riscv_vse32_v_f32m1(&C.data[(11) * (C.strides[0]) + 4], C_reg_23, 4);
}

// sgemm_rvv_v128_l1_12x8_direct_overwrite(
//     KC : size,
//     A : [f32][12, KC] @DRAM,
//     Bc : [f32][KC, 8] @DRAM,
//     C : [f32][12, 8] @DRAM
// )
static void sgemm_rvv_v128_l1_12x8_direct_overwrite( void *ctxt, int_fast32_t KC, struct exo_win_2f32c A, struct exo_win_2f32c Bc, struct exo_win_2f32 C ) {
// assert stride(A, 1) == 1
// assert stride(Bc, 1) == 1
// assert stride(C, 1) == 1
vfloat32m1_t C_reg_0;
vfloat32m1_t C_reg_1;
vfloat32m1_t C_reg_2;
vfloat32m1_t C_reg_3;
vfloat32m1_t C_reg_4;
vfloat32m1_t C_reg_5;
vfloat32m1_t C_reg_6;
vfloat32m1_t C_reg_7;
vfloat32m1_t C_reg_8;
vfloat32m1_t C_reg_9;
vfloat32m1_t C_reg_10;
vfloat32m1_t C_reg_11;
vfloat32m1_t C_reg_12;
vfloat32m1_t C_reg_13;
vfloat32m1_t C_reg_14;
vfloat32m1_t C_reg_15;
vfloat32m1_t C_reg_16;
vfloat32m1_t C_reg_17;
vfloat32m1_t C_reg_18;
vfloat32m1_t C_reg_19;
vfloat32m1_t C_reg_20;
vfloat32m1_t C_reg_21;
vfloat32m1_t C_reg_22;
vfloat32m1_t C_reg_23;
C_reg_0 = __riscv_vfmv_v_f_f32m1(0.0f, 4);
C_reg_1 = __riscv_vfmv_v_f_f32m1(0.0f, 4);
C_reg_2 = __riscv_vfmv_v_f_f32m1(0.0f, 4);
C_reg_3 = __riscv_vfmv_v_f_f32m1(0.0f, 4);
C_reg_4 = __riscv_vfmv_v_f_f32m1(0.0f, 4);
C_reg_5 = __riscv_vfmv_v_f_f32m1(0.0f, 4);
C_reg_6 = __riscv_vfmv_v_f_f32m1(0.0f, 4);
C_reg_7 = __riscv_vfmv_v_f_f32m1(0.0f, 4);
C_reg_8 = __riscv_vfmv_v_f_f32m1(0.0f, 4);
C_reg_9 = __riscv_vfmv_v_f_f32m1(0.0f, 4);
C_reg_10 = __riscv_vfmv_v_f_f32m1(0.0f, 4);
C_reg_11 = __riscv_vfmv_v_f_f32m1(0.0f, 4);
C_reg_12 = __riscv_vfmv_v_f_f32m1(0.0f, 4);
C_reg_13 = __riscv_vfmv_v_f_f32m1(0.0f, 4);
C_reg_14 = __riscv_vfmv_v_f_f32m1(0.0f, 4);
C_reg_15 = __riscv_vfmv_v_f_f32m1(0.0f, 4);
C_reg_16 = __riscv_vfmv_v_f_f32m1(0.0f, 4);
C_reg_17 = __riscv_vfmv_v_f_f32m1(0.0f, 4);
C_reg_18 = __riscv_vfmv_v_f_f32m1(0.0f, 4);
C_reg_19 = __riscv_vfmv_v_f_f32m1(0.0f, 4);
C_reg_20 = __riscv_vfmv_v_f_f32m1(0.0f, 4);
C_reg_21 = __riscv_vfmv_v_f_f32m1(0.0f, 4);
C_reg_22 = __riscv_vfmv_v_f_f32m1(0.0f, 4);
C_reg_23 = __riscv_vfmv_v_f_f32m1(0.0f, 4);
for (int_fast32_t k = 0; k < KC; k++) {
  vfloat32m1_t B_reg_0;
  vfloat32m1_t B_reg_1;
  B_reg_0 = __riscv_vle32_v_f32m1(&Bc.data[(k) * (Bc.strides[0])], 4);
  B_reg_1 = __riscv_vle32_v_f32m1(&Bc.data[(k) * (Bc.strides[0]) + 4], 4);
  C_reg_0 = __riscv_vfmacc_vf_f32m1(C_reg_0, A.data[k], B_reg_0, 4);
  C_reg_1 = __riscv_vfmacc_vf_f32m1(C_reg_1, A.data[k], B_reg_1, 4);
  C_reg_2 = __riscv_vfmacc_vf_f32m1(C_reg_2, A.data[A.strides[0] + k], B_reg_0, 4);
  C_reg_3 = __riscv_vfmacc_vf_f32m1(C_reg_3, A.data[A.strides[0] + k], B_reg_1, 4);
  C_reg_4 = __riscv_vfmacc_vf_f32m1(C_reg_4, A.data[(2) * (A.strides[0]) + k], B_reg_0, 4);
  C_reg_5 = __riscv_vfmacc_vf_f32m1(C_reg_5, A.data[(2) * (A.strides[0]) + k], B_reg_1, 4);
  C_reg_6 = __riscv_vfmacc_vf_f32m1(C_reg_6, A.data[(3) * (A.strides[0]) + k], B_reg_0, 4);
  C_reg_7 = __riscv_vfmacc_vf_f32m1(C_reg_7, A.data[(3) * (A.strides[0]) + k], B_reg_1, 4);
  C_reg_8 = __riscv_vfmacc_vf_f32m1(C_reg_8, A.data[(4) * (A.strides[0]) + k], B_reg_0, 4);
  C_reg_9 = __riscv_vfmacc_vf_f32m1(C_reg_9, A.data[(4) * (A.strides[0]) + k], B_reg_1, 4);
  C_reg_10 = __riscv_vfmacc_vf_f32m1(C_reg_10, A.data[(5) * (A.strides[0]) + k], B_reg_0, 4);
  C_reg_11 = __riscv_vfmacc_vf_f32m1(C_reg_11, A.data[(5) * (A.strides[0]) + k], B_reg_1, 4);
  C_reg_12 = __riscv_vfmacc_vf_f32m1(C_reg_12, A.data[(6) * (A.strides[0]) + k], B_reg_0, 4);
  C_reg_13 = __riscv_vfmacc_vf_f32m1(C_reg_13, A.data[(6) * (A.strides[0]) + k], B_reg_1, 4);
  C_reg_14 = __riscv_vfmacc_vf_f32m1(C_reg_14, A.data[(7) * (A.strides[0]) + k], B_reg_0, 4);
  C_reg_15 = __riscv_vfmacc_vf_f32m1(C_reg_15, A.data[(7) * (A.strides[0]) + k], B_reg_1, 4);
  C_reg_16 = __riscv_vfmacc_vf_f32m1(C_reg_16, A.data[(8) * (A.strides[0]) + k], B_reg_0, 4);
  C_reg_17 = __riscv_vfmacc_vf_f32m1(C_reg_17, A.data[(8) * (A.strides[0]) + k], B_reg_1, 4);
  C_reg_18 = __riscv_vfmacc_vf_f32m1(C_reg_18, A.data[(9) * (A.strides[0]) + k], B_reg_0, 4);
  C_reg_19 = __riscv_vfmacc_vf_f32m1(C_reg_19, A.data[(9) * (A.strides[0]) + k], B_reg_1, 4);
  C_reg_20 = __riscv_vfmacc_vf_f32m1(C_reg_20, A.data[(10) * (A.strides[0]) + k], B_reg_0, 4);
  C_reg_21 = __riscv_vfmacc_vf_f32m1(C_reg_21, A.data[(10) * (A.strides[0]) + k], B_reg_1, 4);
  C_reg_22 = __riscv_vfmacc_vf_f32m1(C_reg_22, A.data[(11) * (A.strides[0]) + k], B_reg_0, 4);
  C_reg_23 = __riscv_vfmacc_vf_f32m1(C_reg_23, A.data[(11) * (A.strides[0]) + k], B_reg_1, 4);
}
__riscv_vse32_v_f32m1(&C.data[0], C_reg_0, 4);
__riscv_vse32_v_f32m1(&C.data[4], C_reg_1, 4);
__riscv_vse32_v_f32m1(&C.data[C.strides[0]], C_reg_2, 4);
__riscv_vse32_v_f32m1(&C.data[C.strides[0] + 4], C_reg_3, 4);
__riscv_vse32_v_f32m1(&C.data[(2) * (C.strides[0])], C_reg_4, 4);
__riscv_vse32_v_f32m1(&C.data[(2) * (C.strides[0]) + 4], C_reg_5, 4);
__riscv_vse32_v_f32m1(&C.data[(3) * (C.strides[0])], C_reg_6, 4);
__riscv_vse32_v_f32m1(&C.data[(3) * (C.strides[0]) + 4], C_reg_7, 4);
__riscv_vse32_v_f32m1(&C.data[(4) * (C.strides[0])], C_reg_8, 4);
__riscv_vse32_v_f32m1(&C.data[(4) * (C.strides[0]) + 4], C_reg_9, 4);
__riscv_vse32_v_f32m1(&C.data[(5) * (C.strides[0])], C_reg_10, 4);
__riscv_vse32_v_f32m1(&C.data[(5) * (C.strides[0]) + 4], C_reg_11, 4);
__riscv_vse32_v_f32m1(&C.data[(6) * (C.strides[0])], C_reg_12, 4);
__riscv_vse32_v_f32m1(&C.data[(6) * (C.strides[0]) + 4], C_reg_13, 4);
__riscv_vse32_v_f32m1(&C.data[(7) * (C.strides[0])], C_reg_14, 4);
__riscv_vse32_v_f32m1(&C.data[(7) * (C.strides[0]) + 4], C_reg_15, 4);
__riscv_vse32_v_f32m1(&C.data[(8) * (C.strides[0])], C_reg_16, 4);
__riscv_vse32_v_f32m1(&C.data[(8) * (C.strides[0]) + 4], C_reg_17, 4);
__riscv_vse32_v_f32m1(&C.data[(9) * (C.strides[0])], C_reg_18, 4);
__riscv_vse32_v_f32m1(&C.data[(9) * (C.strides[0]) + 4], C_reg_19, 4);
__riscv_vse32_v_f32m1(&C.data[(10) * (C.strides[0])], C_reg_20, 4);
__riscv_vse32_v_f32m1(&C.data[(10) * (C.strides[0]) + 4], C_reg_21, 4);
__riscv_vse32_v_f32m1(&C.data[(11) * (C.strides[0])], C_reg_22, 4);
__riscv_vse32_v_f32m1(&C.data[(11) * (C.strides[0]) + 4], C_reg_23, 4);
}

// sgemm_rvv_v128_l1_12x8_edge(
//     K : size,
//     M : size,
//     N : size,
//     Ac : [f32][K, 12] @DRAM,
//     Bc : [f32][K, 8] @DRAM,
//     C : [f32][M, N] @DRAM
// )
static void sgemm_rvv_v128_l1_12x8_edge( void *ctxt, int_fast32_t K, int_fast32_t M, int_fast32_t N, struct exo_win_2f32c Ac, struct exo_win_2f32c Bc, struct exo_win_2f32 C ) {
EXO_ASSUME(M <= 12);
EXO_ASSUME(N <= 8);
// assert stride(Ac, 1) == 1
// assert stride(Bc, 1) == 1
// assert stride(C, 1) == 1
_Alignas(64) float Ct[12 * 8];
for (int_fast32_t i = 0; i < 12; i++) {
  for (int_fast32_t j = 0; j < 8; j++) {
    Ct[i * 8 + j] = 0.0f;
  }
}
if (M <= 4) {
  sgemm_rvv_v128_l1_4x8_sliver(ctxt,K,(struct exo_win_2f32c){ &Ac.data[0], { Ac.strides[0], 1 } },(struct exo_win_2f32c){ &Bc.data[0], { Bc.strides[0], 1 } },(struct exo_win_2f32){ &Ct[0], { 8, 1 } });
} else {
  if (M <= 8) {
    sgemm_rvv_v128_l1_8x8_sliver(ctxt,K,(struct exo_win_2f32c){ &Ac.data[0], { Ac.strides[0], 1 } },(struct exo_win_2f32c){ &Bc.data[0], { Bc.strides[0], 1 } },(struct exo_win_2f32){ &Ct[0], { 8, 1 } });
  } else {
    sgemm_rvv_v128_l1_12x8_sliver(ctxt,K,(struct exo_win_2f32c){ &Ac.data[0], { Ac.strides[0], 1 } },(struct exo_win_2f32c){ &Bc.data[0], { Bc.strides[0], 1 } },(struct exo_win_2f32){ &Ct[0], { 8, 1 } });
  }
}
for (int_fast32_t i = 0; i < M; i++) {
  for (int_fast32_t j = 0; j < N; j++) {
    C.data[i * C.strides[0] + j] += Ct[i * 8 + j];
  }
}
}

// sgemm_rvv_v128_l1_12x8_mc48_nc4096_kc341_rr_direct_edge(
//     K : size,
//     M : size,
//     N : size,
//     A : [f32][M, K] @DRAM,
//     Bc : [f32][K, 8] @DRAM,
//     C : [f32][M, N] @DRAM
// )
static void sgemm_rvv_v128_l1_12x8_mc48_nc4096_kc341_rr_direct_edge( void *ctxt, int_fast32_t K, int_fast32_t M, int_fast32_t N, struct exo_win_2f32c A, struct exo_win_2f32c Bc, struct exo_win_2f32 C ) {
EXO_ASSUME(M <= 12);
EXO_ASSUME(N <= 8);
EXO_ASSUME(K <= 341);
// assert stride(A, 1) == 1
// assert stride(Bc, 1) == 1
// assert stride(C, 1) == 1
_Alignas(64) float At[341 * 12];
for (int_fast32_t k = 0; k < K; k++) {
  for (int_fast32_t i = 0; i < M; i++) {
    At[k * 12 + i] = A.data[i * A.strides[0] + k];
  }
  for (int_fast32_t i = M; i < 12; i++) {
    At[k * 12 + i] = 0.0f;
  }
}
sgemm_rvv_v128_l1_12x8_edge(ctxt,K,M,N,(struct exo_win_2f32c){ &At[0], { 12, 1 } },Bc,C);
}

// sgemm_rvv_v128_l1_12x8_mc48_nc4096_kc341_rr_direct_overwrite_rr(
//     M : size,
//     N : size,
//     K : size,
//     alpha : f32 @DRAM,
//     A : [f32][M, K] @DRAM,
//     B : [f32][K, N] @DRAM,
//     C : [f32][M, N] @DRAM
// )
void sgemm_rvv_v128_l1_12x8_mc48_nc4096_kc341_rr_direct_overwrite_rr( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, const float* alpha, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(C, 1) == 1
EXO_ASSUME(K <= 341);
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
for (int_fast32_t jc = 0; jc < ((N) / (4096)); jc++) {
  sgemm_rvv_v128_l1_12x8_mc48_nc4096_kc341_rr_direct_overwrite_rr_kc_panel(ctxt,M,4096,K,alpha,(struct exo_win_2f32c){ &A.data[0], { A.strides[0], 1 } },(struct exo_win_2f32c){ &B.data[4096 * jc], { B.strides[0], 1 } },(struct exo_win_2f32){ &C.data[4096 * jc], { C.strides[0], 1 } });
}
if (N % 4096 > 0) {
  sgemm_rvv_v128_l1_12x8_mc48_nc4096_kc341_rr_direct_overwrite_rr_kc_panel(ctxt,M,N % 4096,K,alpha,(struct exo_win_2f32c){ &A.data[0], { A.strides[0], 1 } },(struct exo_win_2f32c){ &B.data[4096 * (N / 4096)], { B.strides[0], 1 } },(struct exo_win_2f32){ &C.data[4096 * (N / 4096)], { C.strides[0], 1 } });
}
}

// sgemm_rvv_v128_l1_12x8_mc48_nc4096_kc341_rr_direct_overwrite_rr_kc_panel(
//     M : size,
//     N : size,
//     K : size,
//     alpha : f32 @DRAM,
//     A : [f32][M, K] @DRAM,
//     B : [f32][K, N] @DRAM,
//     C : [f32][M, N] @DRAM
// )
static void sgemm_rvv_v128_l1_12x8_mc48_nc4096_kc341_rr_direct_overwrite_rr_kc_panel( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, const float* alpha, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(C, 1) == 1
EXO_ASSUME(N <= 4096);
EXO_ASSUME(K <= 341);
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
float *restrict Bc = exogemm_workspace(1);
for (int_fast32_t k = 0; k < K; k++) {
  for (int_fast32_t jr = 0; jr < ((N) / (8)); jr++) {
    for (int_fast32_t jj = 0; jj < 8; jj++) {
      Bc[jr * 2728 + k * 8 + jj] = *alpha * B.data[k * B.strides[0] + jj + 8 * jr];
    }
  }
}
if (N % 8 > 0) {
  for (int_fast32_t k = 0; k < K; k++) {
    for (int_fast32_t jj = 0; jj < N % 8; jj++) {
      Bc[(N / 8) * 2728 + k * 8 + jj] = *alpha * B.data[k * B.strides[0] + jj + (N / 8) * 8];
    }
  }
}
for (int_fast32_t ic = 0; ic < ((M) / (48)); ic++) {
  sgemm_rvv_v128_l1_12x8_mc48_nc4096_kc341_rr_direct_overwrite_rr_mc_block(ctxt,48,N,K,((N) / (8)),(struct exo_win_2f32c){ &A.data[(48 * ic) * (A.strides[0])], { A.strides[0], 1 } },Bc,(struct exo_win_2f32){ &C.data[(48 * ic) * (C.strides[0])], { C.strides[0], 1 } });
}
if (M % 48 > 0) {
  sgemm_rvv_v128_l1_12x8_mc48_nc4096_kc341_rr_direct_overwrite_rr_mc_block(ctxt,M % 48,N,K,((N) / (8)),(struct exo_win_2f32c){ &A.data[(48 * (M / 48)) * (A.strides[0])], { A.strides[0], 1 } },Bc,(struct exo_win_2f32){ &C.data[(48 * (M / 48)) * (C.strides[0])], { C.strides[0], 1 } });
}
}

// sgemm_rvv_v128_l1_12x8_mc48_nc4096_kc341_rr_direct_overwrite_rr_mc_block(
//     M : size,
//     N : size,
//     K : size,
//     NS : index,
//     A : [f32][M, K] @DRAM,
//     Bc : f32[512, 341, 8] @DRAM,
//     C : [f32][M, N] @DRAM
// )
static void sgemm_rvv_v128_l1_12x8_mc48_nc4096_kc341_rr_direct_overwrite_rr_mc_block( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, int_fast32_t NS, struct exo_win_2f32c A, const float* Bc, struct exo_win_2f32 C ) {
// assert stride(C, 1) == 1
EXO_ASSUME(M <= 48);
EXO_ASSUME(N <= 4096);
EXO_ASSUME(K <= 341);
EXO_ASSUME(NS >= 0);
EXO_ASSUME(8 * NS <= N);
EXO_ASSUME(N < 8 + 8 * NS);
// assert stride(A, 1) == 1
for (int_fast32_t jr = 0; jr < NS; jr++) {
  for (int_fast32_t ir = 0; ir < ((M) / (12)); ir++) {
    { const uintptr_t exo_row = (uintptr_t)(((struct exo_win_2f32c){ &C.data[(12 * ir) * (C.strides[0]) + 8 * jr], { C.strides[0], 1 } })).strides[0] * sizeof(float); for (int exo_r = 12; exo_r < 24; exo_r++) { const uintptr_t exo_s = (uintptr_t)&C.data[(12 * ir) * (C.strides[0]) + 8 * jr] + (uintptr_t)exo_r * exo_row; const uintptr_t exo_e = exo_s + 32u; for (uintptr_t exo_pf = exo_s & ~(uintptr_t)63; exo_pf < exo_e; exo_pf += 64) __builtin_prefetch((const void *)exo_pf, 1, 2); } }
    if ((jr) == 0) { const uintptr_t exo_row = (uintptr_t)(((struct exo_win_2f32c){ &A.data[(12 * ir) * (A.strides[0])], { A.strides[0], 1 } })).strides[0] * sizeof(float); for (int exo_r = 24; exo_r < 36; exo_r++) { const uintptr_t exo_s = (uintptr_t)&A.data[(12 * ir) * (A.strides[0])] + (uintptr_t)exo_r * exo_row; const uintptr_t exo_e = exo_s + (uintptr_t)((K)) * sizeof(float); for (uintptr_t exo_pf = exo_s & ~(uintptr_t)63; exo_pf < exo_e; exo_pf += 64) __builtin_prefetch((const void *)exo_pf, 0, 2); } }
    sgemm_rvv_v128_l1_12x8_direct_overwrite(ctxt,K,(struct exo_win_2f32c){ &A.data[(12 * ir) * (A.strides[0])], { A.strides[0], 1 } },(struct exo_win_2f32c){ &Bc[(jr) * (2728)], { 8, 1 } },(struct exo_win_2f32){ &C.data[(12 * ir) * (C.strides[0]) + 8 * jr], { C.strides[0], 1 } });
  }
  if (M % 12 > 0) {
    for (int_fast32_t ii = 0; ii < M % 12; ii++) {
      for (int_fast32_t jj = 0; jj < 8; jj++) {
        C.data[(ii + (M / 12) * 12) * C.strides[0] + jj + 8 * jr] = 0.0f;
      }
    }
    sgemm_rvv_v128_l1_12x8_mc48_nc4096_kc341_rr_direct_edge(ctxt,K,M % 12,8,(struct exo_win_2f32c){ &A.data[(12 * (M / 12)) * (A.strides[0])], { A.strides[0], 1 } },(struct exo_win_2f32c){ &Bc[(jr) * (2728)], { 8, 1 } },(struct exo_win_2f32){ &C.data[(12 * (M / 12)) * (C.strides[0]) + 8 * jr], { C.strides[0], 1 } });
  }
}
if (-(8 * NS) + N > 0) {
  for (int_fast32_t ir = 0; ir < ((M) / (12)); ir++) {
    for (int_fast32_t ii = 0; ii < 12; ii++) {
      for (int_fast32_t jj = 0; jj < -(8 * NS) + N; jj++) {
        C.data[(ii + 12 * ir) * C.strides[0] + jj + 8 * NS] = 0.0f;
      }
    }
    sgemm_rvv_v128_l1_12x8_mc48_nc4096_kc341_rr_direct_edge(ctxt,K,12,-(8 * NS) + N,(struct exo_win_2f32c){ &A.data[(12 * ir) * (A.strides[0])], { A.strides[0], 1 } },(struct exo_win_2f32c){ &Bc[(NS) * (2728)], { 8, 1 } },(struct exo_win_2f32){ &C.data[(12 * ir) * (C.strides[0]) + 8 * NS], { C.strides[0], 1 } });
  }
  if (M % 12 > 0) {
    for (int_fast32_t ii = 0; ii < M % 12; ii++) {
      for (int_fast32_t jj = 0; jj < -(8 * NS) + N; jj++) {
        C.data[(ii + (M / 12) * 12) * C.strides[0] + jj + 8 * NS] = 0.0f;
      }
    }
    sgemm_rvv_v128_l1_12x8_mc48_nc4096_kc341_rr_direct_edge(ctxt,K,M % 12,-(8 * NS) + N,(struct exo_win_2f32c){ &A.data[(12 * (M / 12)) * (A.strides[0])], { A.strides[0], 1 } },(struct exo_win_2f32c){ &Bc[(NS) * (2728)], { 8, 1 } },(struct exo_win_2f32){ &C.data[(12 * (M / 12)) * (C.strides[0]) + 8 * NS], { C.strides[0], 1 } });
  }
}
}

// sgemm_rvv_v128_l1_12x8_mc48_nc4096_kc341_rr_direct_rr(
//     M : size,
//     N : size,
//     K : size,
//     alpha : f32 @DRAM,
//     A : [f32][M, K] @DRAM,
//     B : [f32][K, N] @DRAM,
//     C : [f32][M, N] @DRAM
// )
void sgemm_rvv_v128_l1_12x8_mc48_nc4096_kc341_rr_direct_rr( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, const float* alpha, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(C, 1) == 1
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
for (int_fast32_t jc = 0; jc < ((N) / (4096)); jc++) {
  sgemm_rvv_v128_l1_12x8_mc48_nc4096_kc341_rr_direct_rr_col_panel(ctxt,M,4096,K,alpha,(struct exo_win_2f32c){ &A.data[0], { A.strides[0], 1 } },(struct exo_win_2f32c){ &B.data[4096 * jc], { B.strides[0], 1 } },(struct exo_win_2f32){ &C.data[4096 * jc], { C.strides[0], 1 } });
}
if (N % 4096 > 0) {
  sgemm_rvv_v128_l1_12x8_mc48_nc4096_kc341_rr_direct_rr_col_panel(ctxt,M,N % 4096,K,alpha,(struct exo_win_2f32c){ &A.data[0], { A.strides[0], 1 } },(struct exo_win_2f32c){ &B.data[4096 * (N / 4096)], { B.strides[0], 1 } },(struct exo_win_2f32){ &C.data[4096 * (N / 4096)], { C.strides[0], 1 } });
}
}

// sgemm_rvv_v128_l1_12x8_mc48_nc4096_kc341_rr_direct_rr_col_panel(
//     M : size,
//     N : size,
//     K : size,
//     alpha : f32 @DRAM,
//     A : [f32][M, K] @DRAM,
//     B : [f32][K, N] @DRAM,
//     C : [f32][M, N] @DRAM
// )
static void sgemm_rvv_v128_l1_12x8_mc48_nc4096_kc341_rr_direct_rr_col_panel( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, const float* alpha, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(C, 1) == 1
EXO_ASSUME(N <= 4096);
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
for (int_fast32_t pc = 0; pc < ((K) / (341)); pc++) {
  sgemm_rvv_v128_l1_12x8_mc48_nc4096_kc341_rr_direct_rr_kc_panel(ctxt,M,N,341,alpha,(struct exo_win_2f32c){ &A.data[341 * pc], { A.strides[0], 1 } },(struct exo_win_2f32c){ &B.data[(341 * pc) * (B.strides[0])], { B.strides[0], 1 } },(struct exo_win_2f32){ &C.data[0], { C.strides[0], 1 } });
}
if (K % 341 > 0) {
  sgemm_rvv_v128_l1_12x8_mc48_nc4096_kc341_rr_direct_rr_kc_panel(ctxt,M,N,K % 341,alpha,(struct exo_win_2f32c){ &A.data[341 * (K / 341)], { A.strides[0], 1 } },(struct exo_win_2f32c){ &B.data[(341 * (K / 341)) * (B.strides[0])], { B.strides[0], 1 } },(struct exo_win_2f32){ &C.data[0], { C.strides[0], 1 } });
}
}

// sgemm_rvv_v128_l1_12x8_mc48_nc4096_kc341_rr_direct_rr_kc_panel(
//     M : size,
//     N : size,
//     K : size,
//     alpha : f32 @DRAM,
//     A : [f32][M, K] @DRAM,
//     B : [f32][K, N] @DRAM,
//     C : [f32][M, N] @DRAM
// )
static void sgemm_rvv_v128_l1_12x8_mc48_nc4096_kc341_rr_direct_rr_kc_panel( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, const float* alpha, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(C, 1) == 1
EXO_ASSUME(N <= 4096);
EXO_ASSUME(K <= 341);
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
float *restrict Bc = exogemm_workspace(1);
for (int_fast32_t k = 0; k < K; k++) {
  for (int_fast32_t jr = 0; jr < ((N) / (8)); jr++) {
    for (int_fast32_t jj = 0; jj < 8; jj++) {
      Bc[jr * 2728 + k * 8 + jj] = *alpha * B.data[k * B.strides[0] + jj + 8 * jr];
    }
  }
}
if (N % 8 > 0) {
  for (int_fast32_t k = 0; k < K; k++) {
    for (int_fast32_t jj = 0; jj < N % 8; jj++) {
      Bc[(N / 8) * 2728 + k * 8 + jj] = *alpha * B.data[k * B.strides[0] + jj + (N / 8) * 8];
    }
  }
}
for (int_fast32_t ic = 0; ic < ((M) / (48)); ic++) {
  sgemm_rvv_v128_l1_12x8_mc48_nc4096_kc341_rr_direct_rr_mc_block(ctxt,48,N,K,((N) / (8)),(struct exo_win_2f32c){ &A.data[(48 * ic) * (A.strides[0])], { A.strides[0], 1 } },Bc,(struct exo_win_2f32){ &C.data[(48 * ic) * (C.strides[0])], { C.strides[0], 1 } });
}
if (M % 48 > 0) {
  sgemm_rvv_v128_l1_12x8_mc48_nc4096_kc341_rr_direct_rr_mc_block(ctxt,M % 48,N,K,((N) / (8)),(struct exo_win_2f32c){ &A.data[(48 * (M / 48)) * (A.strides[0])], { A.strides[0], 1 } },Bc,(struct exo_win_2f32){ &C.data[(48 * (M / 48)) * (C.strides[0])], { C.strides[0], 1 } });
}
}

// sgemm_rvv_v128_l1_12x8_mc48_nc4096_kc341_rr_direct_rr_mc_block(
//     M : size,
//     N : size,
//     K : size,
//     NS : index,
//     A : [f32][M, K] @DRAM,
//     Bc : f32[512, 341, 8] @DRAM,
//     C : [f32][M, N] @DRAM
// )
static void sgemm_rvv_v128_l1_12x8_mc48_nc4096_kc341_rr_direct_rr_mc_block( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, int_fast32_t NS, struct exo_win_2f32c A, const float* Bc, struct exo_win_2f32 C ) {
// assert stride(C, 1) == 1
EXO_ASSUME(M <= 48);
EXO_ASSUME(N <= 4096);
EXO_ASSUME(K <= 341);
EXO_ASSUME(NS >= 0);
EXO_ASSUME(8 * NS <= N);
EXO_ASSUME(N < 8 + 8 * NS);
// assert stride(A, 1) == 1
for (int_fast32_t jr = 0; jr < NS; jr++) {
  for (int_fast32_t ir = 0; ir < ((M) / (12)); ir++) {
    { const uintptr_t exo_row = (uintptr_t)(((struct exo_win_2f32c){ &C.data[(12 * ir) * (C.strides[0]) + 8 * jr], { C.strides[0], 1 } })).strides[0] * sizeof(float); for (int exo_r = 12; exo_r < 24; exo_r++) { const uintptr_t exo_s = (uintptr_t)&C.data[(12 * ir) * (C.strides[0]) + 8 * jr] + (uintptr_t)exo_r * exo_row; const uintptr_t exo_e = exo_s + 32u; for (uintptr_t exo_pf = exo_s & ~(uintptr_t)63; exo_pf < exo_e; exo_pf += 64) __builtin_prefetch((const void *)exo_pf, 1, 2); } }
    if ((jr) == 0) { const uintptr_t exo_row = (uintptr_t)(((struct exo_win_2f32c){ &A.data[(12 * ir) * (A.strides[0])], { A.strides[0], 1 } })).strides[0] * sizeof(float); for (int exo_r = 24; exo_r < 36; exo_r++) { const uintptr_t exo_s = (uintptr_t)&A.data[(12 * ir) * (A.strides[0])] + (uintptr_t)exo_r * exo_row; const uintptr_t exo_e = exo_s + (uintptr_t)((K)) * sizeof(float); for (uintptr_t exo_pf = exo_s & ~(uintptr_t)63; exo_pf < exo_e; exo_pf += 64) __builtin_prefetch((const void *)exo_pf, 0, 2); } }
    sgemm_rvv_v128_l1_12x8_direct(ctxt,K,(struct exo_win_2f32c){ &A.data[(12 * ir) * (A.strides[0])], { A.strides[0], 1 } },(struct exo_win_2f32c){ &Bc[(jr) * (2728)], { 8, 1 } },(struct exo_win_2f32){ &C.data[(12 * ir) * (C.strides[0]) + 8 * jr], { C.strides[0], 1 } });
  }
  if (M % 12 > 0) {
    sgemm_rvv_v128_l1_12x8_mc48_nc4096_kc341_rr_direct_edge(ctxt,K,M % 12,8,(struct exo_win_2f32c){ &A.data[(12 * (M / 12)) * (A.strides[0])], { A.strides[0], 1 } },(struct exo_win_2f32c){ &Bc[(jr) * (2728)], { 8, 1 } },(struct exo_win_2f32){ &C.data[(12 * (M / 12)) * (C.strides[0]) + 8 * jr], { C.strides[0], 1 } });
  }
}
if (-(8 * NS) + N > 0) {
  for (int_fast32_t ir = 0; ir < ((M) / (12)); ir++) {
    sgemm_rvv_v128_l1_12x8_mc48_nc4096_kc341_rr_direct_edge(ctxt,K,12,-(8 * NS) + N,(struct exo_win_2f32c){ &A.data[(12 * ir) * (A.strides[0])], { A.strides[0], 1 } },(struct exo_win_2f32c){ &Bc[(NS) * (2728)], { 8, 1 } },(struct exo_win_2f32){ &C.data[(12 * ir) * (C.strides[0]) + 8 * NS], { C.strides[0], 1 } });
  }
  if (M % 12 > 0) {
    sgemm_rvv_v128_l1_12x8_mc48_nc4096_kc341_rr_direct_edge(ctxt,K,M % 12,-(8 * NS) + N,(struct exo_win_2f32c){ &A.data[(12 * (M / 12)) * (A.strides[0])], { A.strides[0], 1 } },(struct exo_win_2f32c){ &Bc[(NS) * (2728)], { 8, 1 } },(struct exo_win_2f32){ &C.data[(12 * (M / 12)) * (C.strides[0]) + 8 * NS], { C.strides[0], 1 } });
  }
}
}

// sgemm_rvv_v128_l1_12x8_mc48_nc4096_kc341_rr_overwrite_rr(
//     M : size,
//     N : size,
//     K : size,
//     alpha : f32 @DRAM,
//     A : [f32][M, K] @DRAM,
//     B : [f32][K, N] @DRAM,
//     C : [f32][M, N] @DRAM
// )
void sgemm_rvv_v128_l1_12x8_mc48_nc4096_kc341_rr_overwrite_rr( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, const float* alpha, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(C, 1) == 1
EXO_ASSUME(K <= 341);
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
for (int_fast32_t jc = 0; jc < ((N) / (4096)); jc++) {
  sgemm_rvv_v128_l1_12x8_mc48_nc4096_kc341_rr_overwrite_rr_kc_panel(ctxt,M,4096,K,alpha,(struct exo_win_2f32c){ &A.data[0], { A.strides[0], 1 } },(struct exo_win_2f32c){ &B.data[4096 * jc], { B.strides[0], 1 } },(struct exo_win_2f32){ &C.data[4096 * jc], { C.strides[0], 1 } });
}
if (N % 4096 > 0) {
  sgemm_rvv_v128_l1_12x8_mc48_nc4096_kc341_rr_overwrite_rr_kc_panel(ctxt,M,N % 4096,K,alpha,(struct exo_win_2f32c){ &A.data[0], { A.strides[0], 1 } },(struct exo_win_2f32c){ &B.data[4096 * (N / 4096)], { B.strides[0], 1 } },(struct exo_win_2f32){ &C.data[4096 * (N / 4096)], { C.strides[0], 1 } });
}
}

// sgemm_rvv_v128_l1_12x8_mc48_nc4096_kc341_rr_overwrite_rr_kc_panel(
//     M : size,
//     N : size,
//     K : size,
//     alpha : f32 @DRAM,
//     A : [f32][M, K] @DRAM,
//     B : [f32][K, N] @DRAM,
//     C : [f32][M, N] @DRAM
// )
static void sgemm_rvv_v128_l1_12x8_mc48_nc4096_kc341_rr_overwrite_rr_kc_panel( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, const float* alpha, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(C, 1) == 1
EXO_ASSUME(N <= 4096);
EXO_ASSUME(K <= 341);
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
float *restrict Bc = exogemm_workspace(1);
for (int_fast32_t i0 = 0; i0 < K; i0++) {
  for (int_fast32_t jr = 0; jr < ((N) / (8)); jr++) {
    for (int_fast32_t jj = 0; jj < 8; jj++) {
      Bc[jr * 2728 + i0 * 8 + jj] = B.data[i0 * B.strides[0] + jj + 8 * jr];
    }
  }
}
if (N % 8 > 0) {
  for (int_fast32_t i0 = 0; i0 < K; i0++) {
    for (int_fast32_t jj = 0; jj < N % 8; jj++) {
      Bc[(N / 8) * 2728 + i0 * 8 + jj] = B.data[i0 * B.strides[0] + jj + (N / 8) * 8];
    }
  }
}
for (int_fast32_t ic = 0; ic < ((M) / (48)); ic++) {
  sgemm_rvv_v128_l1_12x8_mc48_nc4096_kc341_rr_overwrite_rr_mc_block(ctxt,48,N,K,((N) / (8)),alpha,(struct exo_win_2f32c){ &A.data[(48 * ic) * (A.strides[0])], { A.strides[0], 1 } },Bc,(struct exo_win_2f32){ &C.data[(48 * ic) * (C.strides[0])], { C.strides[0], 1 } });
}
if (M % 48 > 0) {
  sgemm_rvv_v128_l1_12x8_mc48_nc4096_kc341_rr_overwrite_rr_mc_block(ctxt,M % 48,N,K,((N) / (8)),alpha,(struct exo_win_2f32c){ &A.data[(48 * (M / 48)) * (A.strides[0])], { A.strides[0], 1 } },Bc,(struct exo_win_2f32){ &C.data[(48 * (M / 48)) * (C.strides[0])], { C.strides[0], 1 } });
}
}

// sgemm_rvv_v128_l1_12x8_mc48_nc4096_kc341_rr_overwrite_rr_mc_block(
//     M : size,
//     N : size,
//     K : size,
//     NS : index,
//     alpha : f32 @DRAM,
//     A : [f32][M, K] @DRAM,
//     Bc : f32[512, 341, 8] @DRAM,
//     C : [f32][M, N] @DRAM
// )
static void sgemm_rvv_v128_l1_12x8_mc48_nc4096_kc341_rr_overwrite_rr_mc_block( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, int_fast32_t NS, const float* alpha, struct exo_win_2f32c A, const float* Bc, struct exo_win_2f32 C ) {
// assert stride(C, 1) == 1
EXO_ASSUME(M <= 48);
EXO_ASSUME(N <= 4096);
EXO_ASSUME(K <= 341);
EXO_ASSUME(NS >= 0);
EXO_ASSUME(8 * NS <= N);
EXO_ASSUME(N < 8 + 8 * NS);
// assert stride(A, 1) == 1
float *restrict Ac = exogemm_workspace(0);
float alpha_r;
alpha_r = *alpha;
for (int_fast32_t ir = 0; ir < ((M) / (12)); ir++) {
  for (int_fast32_t ko = 0; ko < ((K) / (4)); ko++) {
    { const uintptr_t exo_row = (uintptr_t)(((struct exo_win_2f32c){ &A.data[(12 * ir) * (A.strides[0]) + 4 * ko], { A.strides[0], 1 } })).strides[0] * sizeof(float); for (int exo_r = 12; exo_r < 24; exo_r++) { const uintptr_t exo_p = (uintptr_t)&A.data[(12 * ir) * (A.strides[0]) + 4 * ko] + (uintptr_t)exo_r * exo_row; if ((exo_p & 63u) < 16u) __builtin_prefetch((const void *)exo_p, 0, 3); } }
    for (int_fast32_t io = 0; io < 3; io++) {
      { typedef float exo_v4 __attribute__((vector_size(16), aligned(4))); const float *exo_s = &A.data[(4 * io + 12 * ir) * (A.strides[0]) + 4 * ko]; float *exo_d = &Ac[(ir) * (4092) + (4 * ko) * (12) + 4 * io]; const intptr_t exo_ss = (((struct exo_win_2f32c){ &A.data[(4 * io + 12 * ir) * (A.strides[0]) + 4 * ko], { A.strides[0], 1 } })).strides[0], exo_ds = (((struct exo_win_2f32){ &Ac[(ir) * (4092) + (4 * ko) * (12) + 4 * io], { 12, 1 } })).strides[0]; const exo_v4 exo_a = { *(&alpha_r), *(&alpha_r), *(&alpha_r), *(&alpha_r) }; exo_v4 exo_r0 = *(const exo_v4 *)exo_s, exo_r1 = *(const exo_v4 *)(exo_s + exo_ss); exo_v4 exo_r2 = *(const exo_v4 *)(exo_s + 2 * exo_ss); exo_v4 exo_r3 = *(const exo_v4 *)(exo_s + 3 * exo_ss); exo_v4 exo_t0 = __builtin_shufflevector(exo_r0, exo_r1, 0, 4, 1, 5); exo_v4 exo_t1 = __builtin_shufflevector(exo_r0, exo_r1, 2, 6, 3, 7); exo_v4 exo_t2 = __builtin_shufflevector(exo_r2, exo_r3, 0, 4, 1, 5); exo_v4 exo_t3 = __builtin_shufflevector(exo_r2, exo_r3, 2, 6, 3, 7); *(exo_v4 *)exo_d = exo_a * __builtin_shufflevector(exo_t0, exo_t2, 0, 1, 4, 5); *(exo_v4 *)(exo_d + exo_ds) = exo_a * __builtin_shufflevector(exo_t0, exo_t2, 2, 3, 6, 7); *(exo_v4 *)(exo_d + 2 * exo_ds) = exo_a * __builtin_shufflevector(exo_t1, exo_t3, 0, 1, 4, 5); *(exo_v4 *)(exo_d + 3 * exo_ds) = exo_a * __builtin_shufflevector(exo_t1, exo_t3, 2, 3, 6, 7); }
    }
  }
  for (int_fast32_t ii = 0; ii < 12; ii++) {
    for (int_fast32_t ki = 0; ki < K % 4; ki++) {
      Ac[ir * 4092 + (ki + (K / 4) * 4) * 12 + ii] = alpha_r * A.data[(ii + 12 * ir) * A.strides[0] + ki + (K / 4) * 4];
    }
  }
}
if (M % 12 > 0) {
  for (int_fast32_t ii = 0; ii < M % 12; ii++) {
    for (int_fast32_t k = 0; k < K; k++) {
      Ac[(M / 12) * 4092 + k * 12 + ii] = alpha_r * A.data[(ii + (M / 12) * 12) * A.strides[0] + k];
    }
  }
}
for (int_fast32_t jr = 0; jr < NS; jr++) {
  for (int_fast32_t ir = 0; ir < ((M) / (12)); ir++) {
    { const uintptr_t exo_row = (uintptr_t)(((struct exo_win_2f32c){ &C.data[(12 * ir) * (C.strides[0]) + 8 * jr], { C.strides[0], 1 } })).strides[0] * sizeof(float); for (int exo_r = 12; exo_r < 24; exo_r++) { const uintptr_t exo_s = (uintptr_t)&C.data[(12 * ir) * (C.strides[0]) + 8 * jr] + (uintptr_t)exo_r * exo_row; const uintptr_t exo_e = exo_s + 32u; for (uintptr_t exo_pf = exo_s & ~(uintptr_t)63; exo_pf < exo_e; exo_pf += 64) __builtin_prefetch((const void *)exo_pf, 1, 2); } }
    sgemm_rvv_v128_l1_12x8_sliver_overwrite(ctxt,K,(struct exo_win_2f32c){ &Ac[(ir) * (4092)], { 12, 1 } },(struct exo_win_2f32c){ &Bc[(jr) * (2728)], { 8, 1 } },(struct exo_win_2f32){ &C.data[(12 * ir) * (C.strides[0]) + 8 * jr], { C.strides[0], 1 } });
  }
  if (M % 12 > 0) {
    for (int_fast32_t ii = 0; ii < M % 12; ii++) {
      for (int_fast32_t jj = 0; jj < 8; jj++) {
        C.data[(ii + (M / 12) * 12) * C.strides[0] + jj + 8 * jr] = 0.0f;
      }
    }
    sgemm_rvv_v128_l1_12x8_edge(ctxt,K,M % 12,8,(struct exo_win_2f32c){ &Ac[((M / 12)) * (4092)], { 12, 1 } },(struct exo_win_2f32c){ &Bc[(jr) * (2728)], { 8, 1 } },(struct exo_win_2f32){ &C.data[(12 * (M / 12)) * (C.strides[0]) + 8 * jr], { C.strides[0], 1 } });
  }
}
if (-(8 * NS) + N > 0) {
  for (int_fast32_t ir = 0; ir < ((M) / (12)); ir++) {
    for (int_fast32_t ii = 0; ii < 12; ii++) {
      for (int_fast32_t jj = 0; jj < -(8 * NS) + N; jj++) {
        C.data[(ii + 12 * ir) * C.strides[0] + jj + 8 * NS] = 0.0f;
      }
    }
    sgemm_rvv_v128_l1_12x8_edge(ctxt,K,12,-(8 * NS) + N,(struct exo_win_2f32c){ &Ac[(ir) * (4092)], { 12, 1 } },(struct exo_win_2f32c){ &Bc[(NS) * (2728)], { 8, 1 } },(struct exo_win_2f32){ &C.data[(12 * ir) * (C.strides[0]) + 8 * NS], { C.strides[0], 1 } });
  }
  if (M % 12 > 0) {
    for (int_fast32_t ii = 0; ii < M % 12; ii++) {
      for (int_fast32_t jj = 0; jj < -(8 * NS) + N; jj++) {
        C.data[(ii + (M / 12) * 12) * C.strides[0] + jj + 8 * NS] = 0.0f;
      }
    }
    sgemm_rvv_v128_l1_12x8_edge(ctxt,K,M % 12,-(8 * NS) + N,(struct exo_win_2f32c){ &Ac[((M / 12)) * (4092)], { 12, 1 } },(struct exo_win_2f32c){ &Bc[(NS) * (2728)], { 8, 1 } },(struct exo_win_2f32){ &C.data[(12 * (M / 12)) * (C.strides[0]) + 8 * NS], { C.strides[0], 1 } });
  }
}
}

// sgemm_rvv_v128_l1_12x8_mc48_nc4096_kc341_rr_rr(
//     M : size,
//     N : size,
//     K : size,
//     alpha : f32 @DRAM,
//     A : [f32][M, K] @DRAM,
//     B : [f32][K, N] @DRAM,
//     C : [f32][M, N] @DRAM
// )
void sgemm_rvv_v128_l1_12x8_mc48_nc4096_kc341_rr_rr( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, const float* alpha, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(C, 1) == 1
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
for (int_fast32_t jc = 0; jc < ((N) / (4096)); jc++) {
  sgemm_rvv_v128_l1_12x8_mc48_nc4096_kc341_rr_rr_col_panel(ctxt,M,4096,K,alpha,(struct exo_win_2f32c){ &A.data[0], { A.strides[0], 1 } },(struct exo_win_2f32c){ &B.data[4096 * jc], { B.strides[0], 1 } },(struct exo_win_2f32){ &C.data[4096 * jc], { C.strides[0], 1 } });
}
if (N % 4096 > 0) {
  sgemm_rvv_v128_l1_12x8_mc48_nc4096_kc341_rr_rr_col_panel(ctxt,M,N % 4096,K,alpha,(struct exo_win_2f32c){ &A.data[0], { A.strides[0], 1 } },(struct exo_win_2f32c){ &B.data[4096 * (N / 4096)], { B.strides[0], 1 } },(struct exo_win_2f32){ &C.data[4096 * (N / 4096)], { C.strides[0], 1 } });
}
}

// sgemm_rvv_v128_l1_12x8_mc48_nc4096_kc341_rr_rr_col_panel(
//     M : size,
//     N : size,
//     K : size,
//     alpha : f32 @DRAM,
//     A : [f32][M, K] @DRAM,
//     B : [f32][K, N] @DRAM,
//     C : [f32][M, N] @DRAM
// )
static void sgemm_rvv_v128_l1_12x8_mc48_nc4096_kc341_rr_rr_col_panel( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, const float* alpha, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(C, 1) == 1
EXO_ASSUME(N <= 4096);
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
for (int_fast32_t pc = 0; pc < ((K) / (341)); pc++) {
  sgemm_rvv_v128_l1_12x8_mc48_nc4096_kc341_rr_rr_kc_panel(ctxt,M,N,341,alpha,(struct exo_win_2f32c){ &A.data[341 * pc], { A.strides[0], 1 } },(struct exo_win_2f32c){ &B.data[(341 * pc) * (B.strides[0])], { B.strides[0], 1 } },(struct exo_win_2f32){ &C.data[0], { C.strides[0], 1 } });
}
if (K % 341 > 0) {
  sgemm_rvv_v128_l1_12x8_mc48_nc4096_kc341_rr_rr_kc_panel(ctxt,M,N,K % 341,alpha,(struct exo_win_2f32c){ &A.data[341 * (K / 341)], { A.strides[0], 1 } },(struct exo_win_2f32c){ &B.data[(341 * (K / 341)) * (B.strides[0])], { B.strides[0], 1 } },(struct exo_win_2f32){ &C.data[0], { C.strides[0], 1 } });
}
}

// sgemm_rvv_v128_l1_12x8_mc48_nc4096_kc341_rr_rr_kc_panel(
//     M : size,
//     N : size,
//     K : size,
//     alpha : f32 @DRAM,
//     A : [f32][M, K] @DRAM,
//     B : [f32][K, N] @DRAM,
//     C : [f32][M, N] @DRAM
// )
static void sgemm_rvv_v128_l1_12x8_mc48_nc4096_kc341_rr_rr_kc_panel( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, const float* alpha, struct exo_win_2f32c A, struct exo_win_2f32c B, struct exo_win_2f32 C ) {
// assert stride(C, 1) == 1
EXO_ASSUME(N <= 4096);
EXO_ASSUME(K <= 341);
// assert stride(A, 1) == 1
// assert stride(B, 1) == 1
float *restrict Bc = exogemm_workspace(1);
sgemm_rvv_v128_l1_12x8_mc48_nc4096_kc341_rr_rr_pack_b(ctxt,N,K,B,Bc);
for (int_fast32_t ic = 0; ic < ((M) / (48)); ic++) {
  sgemm_rvv_v128_l1_12x8_mc48_nc4096_kc341_rr_rr_mc_block(ctxt,48,N,K,((N) / (8)),alpha,(struct exo_win_2f32c){ &A.data[(48 * ic) * (A.strides[0])], { A.strides[0], 1 } },Bc,(struct exo_win_2f32){ &C.data[(48 * ic) * (C.strides[0])], { C.strides[0], 1 } });
}
if (M % 48 > 0) {
  sgemm_rvv_v128_l1_12x8_mc48_nc4096_kc341_rr_rr_mc_block(ctxt,M % 48,N,K,((N) / (8)),alpha,(struct exo_win_2f32c){ &A.data[(48 * (M / 48)) * (A.strides[0])], { A.strides[0], 1 } },Bc,(struct exo_win_2f32){ &C.data[(48 * (M / 48)) * (C.strides[0])], { C.strides[0], 1 } });
}
}

// sgemm_rvv_v128_l1_12x8_mc48_nc4096_kc341_rr_rr_mc_block(
//     M : size,
//     N : size,
//     K : size,
//     NS : index,
//     alpha : f32 @DRAM,
//     A : [f32][M, K] @DRAM,
//     Bc : f32[512, 341, 8] @DRAM,
//     C : [f32][M, N] @DRAM
// )
static void sgemm_rvv_v128_l1_12x8_mc48_nc4096_kc341_rr_rr_mc_block( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, int_fast32_t NS, const float* alpha, struct exo_win_2f32c A, const float* Bc, struct exo_win_2f32 C ) {
// assert stride(C, 1) == 1
EXO_ASSUME(M <= 48);
EXO_ASSUME(N <= 4096);
EXO_ASSUME(K <= 341);
EXO_ASSUME(NS >= 0);
EXO_ASSUME(8 * NS <= N);
EXO_ASSUME(N < 8 + 8 * NS);
// assert stride(A, 1) == 1
float *restrict Ac = exogemm_workspace(0);
float alpha_r;
alpha_r = *alpha;
sgemm_rvv_v128_l1_12x8_mc48_nc4096_kc341_rr_rr_pack_a(ctxt,M,K,A,Ac,&alpha_r);
sgemm_rvv_v128_l1_12x8_mc48_nc4096_kc341_rr_rr_mc_tiles(ctxt,M,N,K,NS,Bc,C,Ac);
}

// sgemm_rvv_v128_l1_12x8_mc48_nc4096_kc341_rr_rr_mc_tiles(
//     M : size,
//     N : size,
//     K : size,
//     NS : index,
//     Bc : f32[512, 341, 8] @DRAM,
//     C : [f32][M, N] @DRAM,
//     Ac : f32[4, 341, 12] @PackedPanels
// )
static void sgemm_rvv_v128_l1_12x8_mc48_nc4096_kc341_rr_rr_mc_tiles( void *ctxt, int_fast32_t M, int_fast32_t N, int_fast32_t K, int_fast32_t NS, const float* Bc, struct exo_win_2f32 C, const float* Ac ) {
// assert stride(C, 1) == 1
EXO_ASSUME(M <= 48);
EXO_ASSUME(N <= 4096);
EXO_ASSUME(K <= 341);
EXO_ASSUME(NS >= 0);
EXO_ASSUME(8 * NS <= N);
EXO_ASSUME(N < 8 + 8 * NS);
for (int_fast32_t jr = 0; jr < NS; jr++) {
  for (int_fast32_t ir = 0; ir < ((M) / (12)); ir++) {
    { const uintptr_t exo_row = (uintptr_t)(((struct exo_win_2f32c){ &C.data[(12 * ir) * (C.strides[0]) + 8 * jr], { C.strides[0], 1 } })).strides[0] * sizeof(float); for (int exo_r = 12; exo_r < 24; exo_r++) { const uintptr_t exo_s = (uintptr_t)&C.data[(12 * ir) * (C.strides[0]) + 8 * jr] + (uintptr_t)exo_r * exo_row; const uintptr_t exo_e = exo_s + 32u; for (uintptr_t exo_pf = exo_s & ~(uintptr_t)63; exo_pf < exo_e; exo_pf += 64) __builtin_prefetch((const void *)exo_pf, 1, 2); } }
    sgemm_rvv_v128_l1_12x8_sliver(ctxt,K,(struct exo_win_2f32c){ &Ac[(ir) * (4092)], { 12, 1 } },(struct exo_win_2f32c){ &Bc[(jr) * (2728)], { 8, 1 } },(struct exo_win_2f32){ &C.data[(12 * ir) * (C.strides[0]) + 8 * jr], { C.strides[0], 1 } });
  }
  if (M % 12 > 0) {
    sgemm_rvv_v128_l1_12x8_edge(ctxt,K,M % 12,8,(struct exo_win_2f32c){ &Ac[((M / 12)) * (4092)], { 12, 1 } },(struct exo_win_2f32c){ &Bc[(jr) * (2728)], { 8, 1 } },(struct exo_win_2f32){ &C.data[(12 * (M / 12)) * (C.strides[0]) + 8 * jr], { C.strides[0], 1 } });
  }
}
if (-(8 * NS) + N > 0) {
  for (int_fast32_t ir = 0; ir < ((M) / (12)); ir++) {
    sgemm_rvv_v128_l1_12x8_edge(ctxt,K,12,-(8 * NS) + N,(struct exo_win_2f32c){ &Ac[(ir) * (4092)], { 12, 1 } },(struct exo_win_2f32c){ &Bc[(NS) * (2728)], { 8, 1 } },(struct exo_win_2f32){ &C.data[(12 * ir) * (C.strides[0]) + 8 * NS], { C.strides[0], 1 } });
  }
  if (M % 12 > 0) {
    sgemm_rvv_v128_l1_12x8_edge(ctxt,K,M % 12,-(8 * NS) + N,(struct exo_win_2f32c){ &Ac[((M / 12)) * (4092)], { 12, 1 } },(struct exo_win_2f32c){ &Bc[(NS) * (2728)], { 8, 1 } },(struct exo_win_2f32){ &C.data[(12 * (M / 12)) * (C.strides[0]) + 8 * NS], { C.strides[0], 1 } });
  }
}
}

// sgemm_rvv_v128_l1_12x8_mc48_nc4096_kc341_rr_rr_pack_a(
//     M : size,
//     K : size,
//     A : [f32][M, K] @DRAM,
//     Ac : f32[4, 341, 12] @PackedPanels,
//     alpha_r : f32 @DRAM
// )
static void sgemm_rvv_v128_l1_12x8_mc48_nc4096_kc341_rr_rr_pack_a( void *ctxt, int_fast32_t M, int_fast32_t K, struct exo_win_2f32c A, float* Ac, const float* alpha_r ) {
EXO_ASSUME(M <= 48);
EXO_ASSUME(K <= 341);
// assert stride(A, 1) == 1
for (int_fast32_t ir = 0; ir < ((M) / (12)); ir++) {
  for (int_fast32_t ko = 0; ko < ((K) / (4)); ko++) {
    { const uintptr_t exo_row = (uintptr_t)(((struct exo_win_2f32c){ &A.data[(12 * ir) * (A.strides[0]) + 4 * ko], { A.strides[0], 1 } })).strides[0] * sizeof(float); for (int exo_r = 12; exo_r < 24; exo_r++) { const uintptr_t exo_p = (uintptr_t)&A.data[(12 * ir) * (A.strides[0]) + 4 * ko] + (uintptr_t)exo_r * exo_row; if ((exo_p & 63u) < 16u) __builtin_prefetch((const void *)exo_p, 0, 3); } }
    for (int_fast32_t io = 0; io < 3; io++) {
      { typedef float exo_v4 __attribute__((vector_size(16), aligned(4))); const float *exo_s = &A.data[(4 * io + 12 * ir) * (A.strides[0]) + 4 * ko]; float *exo_d = &Ac[(ir) * (4092) + (4 * ko) * (12) + 4 * io]; const intptr_t exo_ss = (((struct exo_win_2f32c){ &A.data[(4 * io + 12 * ir) * (A.strides[0]) + 4 * ko], { A.strides[0], 1 } })).strides[0], exo_ds = (((struct exo_win_2f32){ &Ac[(ir) * (4092) + (4 * ko) * (12) + 4 * io], { 12, 1 } })).strides[0]; const exo_v4 exo_a = { *(alpha_r), *(alpha_r), *(alpha_r), *(alpha_r) }; exo_v4 exo_r0 = *(const exo_v4 *)exo_s, exo_r1 = *(const exo_v4 *)(exo_s + exo_ss); exo_v4 exo_r2 = *(const exo_v4 *)(exo_s + 2 * exo_ss); exo_v4 exo_r3 = *(const exo_v4 *)(exo_s + 3 * exo_ss); exo_v4 exo_t0 = __builtin_shufflevector(exo_r0, exo_r1, 0, 4, 1, 5); exo_v4 exo_t1 = __builtin_shufflevector(exo_r0, exo_r1, 2, 6, 3, 7); exo_v4 exo_t2 = __builtin_shufflevector(exo_r2, exo_r3, 0, 4, 1, 5); exo_v4 exo_t3 = __builtin_shufflevector(exo_r2, exo_r3, 2, 6, 3, 7); *(exo_v4 *)exo_d = exo_a * __builtin_shufflevector(exo_t0, exo_t2, 0, 1, 4, 5); *(exo_v4 *)(exo_d + exo_ds) = exo_a * __builtin_shufflevector(exo_t0, exo_t2, 2, 3, 6, 7); *(exo_v4 *)(exo_d + 2 * exo_ds) = exo_a * __builtin_shufflevector(exo_t1, exo_t3, 0, 1, 4, 5); *(exo_v4 *)(exo_d + 3 * exo_ds) = exo_a * __builtin_shufflevector(exo_t1, exo_t3, 2, 3, 6, 7); }
    }
  }
  for (int_fast32_t ii = 0; ii < 12; ii++) {
    for (int_fast32_t ki = 0; ki < K % 4; ki++) {
      Ac[ir * 4092 + (ki + (K / 4) * 4) * 12 + ii] = *alpha_r * A.data[(ii + 12 * ir) * A.strides[0] + ki + (K / 4) * 4];
    }
  }
}
if (M % 12 > 0) {
  for (int_fast32_t ii = 0; ii < M % 12; ii++) {
    for (int_fast32_t k = 0; k < K; k++) {
      Ac[(M / 12) * 4092 + k * 12 + ii] = *alpha_r * A.data[(ii + (M / 12) * 12) * A.strides[0] + k];
    }
  }
}
}

// sgemm_rvv_v128_l1_12x8_mc48_nc4096_kc341_rr_rr_pack_b(
//     N : size,
//     K : size,
//     B : [f32][K, N] @DRAM,
//     Bc : f32[512, 341, 8] @PackedPanels
// )
static void sgemm_rvv_v128_l1_12x8_mc48_nc4096_kc341_rr_rr_pack_b( void *ctxt, int_fast32_t N, int_fast32_t K, struct exo_win_2f32c B, float* Bc ) {
EXO_ASSUME(N <= 4096);
EXO_ASSUME(K <= 341);
// assert stride(B, 1) == 1
for (int_fast32_t i0 = 0; i0 < K; i0++) {
  for (int_fast32_t jr = 0; jr < ((N) / (8)); jr++) {
    for (int_fast32_t jj = 0; jj < 8; jj++) {
      Bc[jr * 2728 + i0 * 8 + jj] = B.data[i0 * B.strides[0] + jj + 8 * jr];
    }
  }
}
if (N % 8 > 0) {
  for (int_fast32_t i0 = 0; i0 < K; i0++) {
    for (int_fast32_t jj = 0; jj < N % 8; jj++) {
      Bc[(N / 8) * 2728 + i0 * 8 + jj] = B.data[i0 * B.strides[0] + jj + (N / 8) * 8];
    }
  }
}
}

// sgemm_rvv_v128_l1_12x8_mc48_nc4096_kc341_rr_scale_c(
//     M : size,
//     N : size,
//     beta : f32 @DRAM,
//     C : [f32][M, N] @DRAM
// )
void sgemm_rvv_v128_l1_12x8_mc48_nc4096_kc341_rr_scale_c( void *ctxt, int_fast32_t M, int_fast32_t N, const float* beta, struct exo_win_2f32 C ) {
// assert stride(C, 1) == 1
for (int_fast32_t i = 0; i < M; i++) {
  for (int_fast32_t j = 0; j < N; j++) {
    C.data[i * C.strides[0] + j] = *beta * C.data[i * C.strides[0] + j];
  }
}
}

// sgemm_rvv_v128_l1_12x8_mc48_nc4096_kc341_rr_zero_c(
//     M : size,
//     N : size,
//     C : [f32][M, N] @DRAM
// )
void sgemm_rvv_v128_l1_12x8_mc48_nc4096_kc341_rr_zero_c( void *ctxt, int_fast32_t M, int_fast32_t N, struct exo_win_2f32 C ) {
// assert stride(C, 1) == 1
for (int_fast32_t i = 0; i < M; i++) {
  for (int_fast32_t jv = 0; jv < ((N) / (4)); jv++) {
    vfloat32m1_t zero;
    zero = __riscv_vfmv_v_f_f32m1(0.0f, 4);
    __riscv_vse32_v_f32m1(&C.data[(i) * (C.strides[0]) + 4 * jv], zero, 4);
  }
  for (int_fast32_t jt = 0; jt < ((N % 4 + 3) / (4)); jt++) {
    vfloat32m1_t last;
    last = __riscv_vfmv_v_f_f32m1(0.0f, 4);
    __riscv_vse32_v_f32m1(&C.data[(i) * (C.strides[0]) + 4 * (N / 4) + 4 * jt], last, (N % 4 + -4 * jt + 0));
  }
}
}

// sgemm_rvv_v128_l1_12x8_sliver(
//     KC : size,
//     Ac : [f32][KC, 12] @DRAM,
//     Bc : [f32][KC, 8] @DRAM,
//     C : [f32][12, 8] @DRAM
// )
static void sgemm_rvv_v128_l1_12x8_sliver( void *ctxt, int_fast32_t KC, struct exo_win_2f32c Ac, struct exo_win_2f32c Bc, struct exo_win_2f32 C ) {
// assert stride(Ac, 1) == 1
// assert stride(Bc, 1) == 1
// assert stride(C, 1) == 1
vfloat32m1_t C_reg_0;
vfloat32m1_t C_reg_1;
vfloat32m1_t C_reg_2;
vfloat32m1_t C_reg_3;
vfloat32m1_t C_reg_4;
vfloat32m1_t C_reg_5;
vfloat32m1_t C_reg_6;
vfloat32m1_t C_reg_7;
vfloat32m1_t C_reg_8;
vfloat32m1_t C_reg_9;
vfloat32m1_t C_reg_10;
vfloat32m1_t C_reg_11;
vfloat32m1_t C_reg_12;
vfloat32m1_t C_reg_13;
vfloat32m1_t C_reg_14;
vfloat32m1_t C_reg_15;
vfloat32m1_t C_reg_16;
vfloat32m1_t C_reg_17;
vfloat32m1_t C_reg_18;
vfloat32m1_t C_reg_19;
vfloat32m1_t C_reg_20;
vfloat32m1_t C_reg_21;
vfloat32m1_t C_reg_22;
vfloat32m1_t C_reg_23;
C_reg_0 = __riscv_vle32_v_f32m1(&C.data[0], 4);
C_reg_1 = __riscv_vle32_v_f32m1(&C.data[4], 4);
C_reg_2 = __riscv_vle32_v_f32m1(&C.data[C.strides[0]], 4);
C_reg_3 = __riscv_vle32_v_f32m1(&C.data[C.strides[0] + 4], 4);
C_reg_4 = __riscv_vle32_v_f32m1(&C.data[(2) * (C.strides[0])], 4);
C_reg_5 = __riscv_vle32_v_f32m1(&C.data[(2) * (C.strides[0]) + 4], 4);
C_reg_6 = __riscv_vle32_v_f32m1(&C.data[(3) * (C.strides[0])], 4);
C_reg_7 = __riscv_vle32_v_f32m1(&C.data[(3) * (C.strides[0]) + 4], 4);
C_reg_8 = __riscv_vle32_v_f32m1(&C.data[(4) * (C.strides[0])], 4);
C_reg_9 = __riscv_vle32_v_f32m1(&C.data[(4) * (C.strides[0]) + 4], 4);
C_reg_10 = __riscv_vle32_v_f32m1(&C.data[(5) * (C.strides[0])], 4);
C_reg_11 = __riscv_vle32_v_f32m1(&C.data[(5) * (C.strides[0]) + 4], 4);
C_reg_12 = __riscv_vle32_v_f32m1(&C.data[(6) * (C.strides[0])], 4);
C_reg_13 = __riscv_vle32_v_f32m1(&C.data[(6) * (C.strides[0]) + 4], 4);
C_reg_14 = __riscv_vle32_v_f32m1(&C.data[(7) * (C.strides[0])], 4);
C_reg_15 = __riscv_vle32_v_f32m1(&C.data[(7) * (C.strides[0]) + 4], 4);
C_reg_16 = __riscv_vle32_v_f32m1(&C.data[(8) * (C.strides[0])], 4);
C_reg_17 = __riscv_vle32_v_f32m1(&C.data[(8) * (C.strides[0]) + 4], 4);
C_reg_18 = __riscv_vle32_v_f32m1(&C.data[(9) * (C.strides[0])], 4);
C_reg_19 = __riscv_vle32_v_f32m1(&C.data[(9) * (C.strides[0]) + 4], 4);
C_reg_20 = __riscv_vle32_v_f32m1(&C.data[(10) * (C.strides[0])], 4);
C_reg_21 = __riscv_vle32_v_f32m1(&C.data[(10) * (C.strides[0]) + 4], 4);
C_reg_22 = __riscv_vle32_v_f32m1(&C.data[(11) * (C.strides[0])], 4);
C_reg_23 = __riscv_vle32_v_f32m1(&C.data[(11) * (C.strides[0]) + 4], 4);
for (int_fast32_t k = 0; k < KC; k++) {
  vfloat32m1_t B_reg_0;
  vfloat32m1_t B_reg_1;
  B_reg_0 = __riscv_vle32_v_f32m1(&Bc.data[(k) * (Bc.strides[0])], 4);
  B_reg_1 = __riscv_vle32_v_f32m1(&Bc.data[(k) * (Bc.strides[0]) + 4], 4);
  C_reg_0 = __riscv_vfmacc_vf_f32m1(C_reg_0, Ac.data[(k) * (Ac.strides[0])], B_reg_0, 4);
  C_reg_1 = __riscv_vfmacc_vf_f32m1(C_reg_1, Ac.data[(k) * (Ac.strides[0])], B_reg_1, 4);
  C_reg_2 = __riscv_vfmacc_vf_f32m1(C_reg_2, Ac.data[(k) * (Ac.strides[0]) + 1], B_reg_0, 4);
  C_reg_3 = __riscv_vfmacc_vf_f32m1(C_reg_3, Ac.data[(k) * (Ac.strides[0]) + 1], B_reg_1, 4);
  C_reg_4 = __riscv_vfmacc_vf_f32m1(C_reg_4, Ac.data[(k) * (Ac.strides[0]) + 2], B_reg_0, 4);
  C_reg_5 = __riscv_vfmacc_vf_f32m1(C_reg_5, Ac.data[(k) * (Ac.strides[0]) + 2], B_reg_1, 4);
  C_reg_6 = __riscv_vfmacc_vf_f32m1(C_reg_6, Ac.data[(k) * (Ac.strides[0]) + 3], B_reg_0, 4);
  C_reg_7 = __riscv_vfmacc_vf_f32m1(C_reg_7, Ac.data[(k) * (Ac.strides[0]) + 3], B_reg_1, 4);
  C_reg_8 = __riscv_vfmacc_vf_f32m1(C_reg_8, Ac.data[(k) * (Ac.strides[0]) + 4], B_reg_0, 4);
  C_reg_9 = __riscv_vfmacc_vf_f32m1(C_reg_9, Ac.data[(k) * (Ac.strides[0]) + 4], B_reg_1, 4);
  C_reg_10 = __riscv_vfmacc_vf_f32m1(C_reg_10, Ac.data[(k) * (Ac.strides[0]) + 5], B_reg_0, 4);
  C_reg_11 = __riscv_vfmacc_vf_f32m1(C_reg_11, Ac.data[(k) * (Ac.strides[0]) + 5], B_reg_1, 4);
  C_reg_12 = __riscv_vfmacc_vf_f32m1(C_reg_12, Ac.data[(k) * (Ac.strides[0]) + 6], B_reg_0, 4);
  C_reg_13 = __riscv_vfmacc_vf_f32m1(C_reg_13, Ac.data[(k) * (Ac.strides[0]) + 6], B_reg_1, 4);
  C_reg_14 = __riscv_vfmacc_vf_f32m1(C_reg_14, Ac.data[(k) * (Ac.strides[0]) + 7], B_reg_0, 4);
  C_reg_15 = __riscv_vfmacc_vf_f32m1(C_reg_15, Ac.data[(k) * (Ac.strides[0]) + 7], B_reg_1, 4);
  C_reg_16 = __riscv_vfmacc_vf_f32m1(C_reg_16, Ac.data[(k) * (Ac.strides[0]) + 8], B_reg_0, 4);
  C_reg_17 = __riscv_vfmacc_vf_f32m1(C_reg_17, Ac.data[(k) * (Ac.strides[0]) + 8], B_reg_1, 4);
  C_reg_18 = __riscv_vfmacc_vf_f32m1(C_reg_18, Ac.data[(k) * (Ac.strides[0]) + 9], B_reg_0, 4);
  C_reg_19 = __riscv_vfmacc_vf_f32m1(C_reg_19, Ac.data[(k) * (Ac.strides[0]) + 9], B_reg_1, 4);
  C_reg_20 = __riscv_vfmacc_vf_f32m1(C_reg_20, Ac.data[(k) * (Ac.strides[0]) + 10], B_reg_0, 4);
  C_reg_21 = __riscv_vfmacc_vf_f32m1(C_reg_21, Ac.data[(k) * (Ac.strides[0]) + 10], B_reg_1, 4);
  C_reg_22 = __riscv_vfmacc_vf_f32m1(C_reg_22, Ac.data[(k) * (Ac.strides[0]) + 11], B_reg_0, 4);
  C_reg_23 = __riscv_vfmacc_vf_f32m1(C_reg_23, Ac.data[(k) * (Ac.strides[0]) + 11], B_reg_1, 4);
}
__riscv_vse32_v_f32m1(&C.data[0], C_reg_0, 4);
__riscv_vse32_v_f32m1(&C.data[4], C_reg_1, 4);
__riscv_vse32_v_f32m1(&C.data[C.strides[0]], C_reg_2, 4);
__riscv_vse32_v_f32m1(&C.data[C.strides[0] + 4], C_reg_3, 4);
__riscv_vse32_v_f32m1(&C.data[(2) * (C.strides[0])], C_reg_4, 4);
__riscv_vse32_v_f32m1(&C.data[(2) * (C.strides[0]) + 4], C_reg_5, 4);
__riscv_vse32_v_f32m1(&C.data[(3) * (C.strides[0])], C_reg_6, 4);
__riscv_vse32_v_f32m1(&C.data[(3) * (C.strides[0]) + 4], C_reg_7, 4);
__riscv_vse32_v_f32m1(&C.data[(4) * (C.strides[0])], C_reg_8, 4);
__riscv_vse32_v_f32m1(&C.data[(4) * (C.strides[0]) + 4], C_reg_9, 4);
__riscv_vse32_v_f32m1(&C.data[(5) * (C.strides[0])], C_reg_10, 4);
__riscv_vse32_v_f32m1(&C.data[(5) * (C.strides[0]) + 4], C_reg_11, 4);
__riscv_vse32_v_f32m1(&C.data[(6) * (C.strides[0])], C_reg_12, 4);
__riscv_vse32_v_f32m1(&C.data[(6) * (C.strides[0]) + 4], C_reg_13, 4);
__riscv_vse32_v_f32m1(&C.data[(7) * (C.strides[0])], C_reg_14, 4);
__riscv_vse32_v_f32m1(&C.data[(7) * (C.strides[0]) + 4], C_reg_15, 4);
__riscv_vse32_v_f32m1(&C.data[(8) * (C.strides[0])], C_reg_16, 4);
__riscv_vse32_v_f32m1(&C.data[(8) * (C.strides[0]) + 4], C_reg_17, 4);
__riscv_vse32_v_f32m1(&C.data[(9) * (C.strides[0])], C_reg_18, 4);
__riscv_vse32_v_f32m1(&C.data[(9) * (C.strides[0]) + 4], C_reg_19, 4);
__riscv_vse32_v_f32m1(&C.data[(10) * (C.strides[0])], C_reg_20, 4);
__riscv_vse32_v_f32m1(&C.data[(10) * (C.strides[0]) + 4], C_reg_21, 4);
__riscv_vse32_v_f32m1(&C.data[(11) * (C.strides[0])], C_reg_22, 4);
__riscv_vse32_v_f32m1(&C.data[(11) * (C.strides[0]) + 4], C_reg_23, 4);
}

// sgemm_rvv_v128_l1_12x8_sliver_overwrite(
//     KC : size,
//     Ac : [f32][KC, 12] @DRAM,
//     Bc : [f32][KC, 8] @DRAM,
//     C : [f32][12, 8] @DRAM
// )
static void sgemm_rvv_v128_l1_12x8_sliver_overwrite( void *ctxt, int_fast32_t KC, struct exo_win_2f32c Ac, struct exo_win_2f32c Bc, struct exo_win_2f32 C ) {
// assert stride(Ac, 1) == 1
// assert stride(Bc, 1) == 1
// assert stride(C, 1) == 1
vfloat32m1_t C_reg_0;
vfloat32m1_t C_reg_1;
vfloat32m1_t C_reg_2;
vfloat32m1_t C_reg_3;
vfloat32m1_t C_reg_4;
vfloat32m1_t C_reg_5;
vfloat32m1_t C_reg_6;
vfloat32m1_t C_reg_7;
vfloat32m1_t C_reg_8;
vfloat32m1_t C_reg_9;
vfloat32m1_t C_reg_10;
vfloat32m1_t C_reg_11;
vfloat32m1_t C_reg_12;
vfloat32m1_t C_reg_13;
vfloat32m1_t C_reg_14;
vfloat32m1_t C_reg_15;
vfloat32m1_t C_reg_16;
vfloat32m1_t C_reg_17;
vfloat32m1_t C_reg_18;
vfloat32m1_t C_reg_19;
vfloat32m1_t C_reg_20;
vfloat32m1_t C_reg_21;
vfloat32m1_t C_reg_22;
vfloat32m1_t C_reg_23;
C_reg_0 = __riscv_vfmv_v_f_f32m1(0.0f, 4);
C_reg_1 = __riscv_vfmv_v_f_f32m1(0.0f, 4);
C_reg_2 = __riscv_vfmv_v_f_f32m1(0.0f, 4);
C_reg_3 = __riscv_vfmv_v_f_f32m1(0.0f, 4);
C_reg_4 = __riscv_vfmv_v_f_f32m1(0.0f, 4);
C_reg_5 = __riscv_vfmv_v_f_f32m1(0.0f, 4);
C_reg_6 = __riscv_vfmv_v_f_f32m1(0.0f, 4);
C_reg_7 = __riscv_vfmv_v_f_f32m1(0.0f, 4);
C_reg_8 = __riscv_vfmv_v_f_f32m1(0.0f, 4);
C_reg_9 = __riscv_vfmv_v_f_f32m1(0.0f, 4);
C_reg_10 = __riscv_vfmv_v_f_f32m1(0.0f, 4);
C_reg_11 = __riscv_vfmv_v_f_f32m1(0.0f, 4);
C_reg_12 = __riscv_vfmv_v_f_f32m1(0.0f, 4);
C_reg_13 = __riscv_vfmv_v_f_f32m1(0.0f, 4);
C_reg_14 = __riscv_vfmv_v_f_f32m1(0.0f, 4);
C_reg_15 = __riscv_vfmv_v_f_f32m1(0.0f, 4);
C_reg_16 = __riscv_vfmv_v_f_f32m1(0.0f, 4);
C_reg_17 = __riscv_vfmv_v_f_f32m1(0.0f, 4);
C_reg_18 = __riscv_vfmv_v_f_f32m1(0.0f, 4);
C_reg_19 = __riscv_vfmv_v_f_f32m1(0.0f, 4);
C_reg_20 = __riscv_vfmv_v_f_f32m1(0.0f, 4);
C_reg_21 = __riscv_vfmv_v_f_f32m1(0.0f, 4);
C_reg_22 = __riscv_vfmv_v_f_f32m1(0.0f, 4);
C_reg_23 = __riscv_vfmv_v_f_f32m1(0.0f, 4);
for (int_fast32_t k = 0; k < KC; k++) {
  vfloat32m1_t B_reg_0;
  vfloat32m1_t B_reg_1;
  B_reg_0 = __riscv_vle32_v_f32m1(&Bc.data[(k) * (Bc.strides[0])], 4);
  B_reg_1 = __riscv_vle32_v_f32m1(&Bc.data[(k) * (Bc.strides[0]) + 4], 4);
  C_reg_0 = __riscv_vfmacc_vf_f32m1(C_reg_0, Ac.data[(k) * (Ac.strides[0])], B_reg_0, 4);
  C_reg_1 = __riscv_vfmacc_vf_f32m1(C_reg_1, Ac.data[(k) * (Ac.strides[0])], B_reg_1, 4);
  C_reg_2 = __riscv_vfmacc_vf_f32m1(C_reg_2, Ac.data[(k) * (Ac.strides[0]) + 1], B_reg_0, 4);
  C_reg_3 = __riscv_vfmacc_vf_f32m1(C_reg_3, Ac.data[(k) * (Ac.strides[0]) + 1], B_reg_1, 4);
  C_reg_4 = __riscv_vfmacc_vf_f32m1(C_reg_4, Ac.data[(k) * (Ac.strides[0]) + 2], B_reg_0, 4);
  C_reg_5 = __riscv_vfmacc_vf_f32m1(C_reg_5, Ac.data[(k) * (Ac.strides[0]) + 2], B_reg_1, 4);
  C_reg_6 = __riscv_vfmacc_vf_f32m1(C_reg_6, Ac.data[(k) * (Ac.strides[0]) + 3], B_reg_0, 4);
  C_reg_7 = __riscv_vfmacc_vf_f32m1(C_reg_7, Ac.data[(k) * (Ac.strides[0]) + 3], B_reg_1, 4);
  C_reg_8 = __riscv_vfmacc_vf_f32m1(C_reg_8, Ac.data[(k) * (Ac.strides[0]) + 4], B_reg_0, 4);
  C_reg_9 = __riscv_vfmacc_vf_f32m1(C_reg_9, Ac.data[(k) * (Ac.strides[0]) + 4], B_reg_1, 4);
  C_reg_10 = __riscv_vfmacc_vf_f32m1(C_reg_10, Ac.data[(k) * (Ac.strides[0]) + 5], B_reg_0, 4);
  C_reg_11 = __riscv_vfmacc_vf_f32m1(C_reg_11, Ac.data[(k) * (Ac.strides[0]) + 5], B_reg_1, 4);
  C_reg_12 = __riscv_vfmacc_vf_f32m1(C_reg_12, Ac.data[(k) * (Ac.strides[0]) + 6], B_reg_0, 4);
  C_reg_13 = __riscv_vfmacc_vf_f32m1(C_reg_13, Ac.data[(k) * (Ac.strides[0]) + 6], B_reg_1, 4);
  C_reg_14 = __riscv_vfmacc_vf_f32m1(C_reg_14, Ac.data[(k) * (Ac.strides[0]) + 7], B_reg_0, 4);
  C_reg_15 = __riscv_vfmacc_vf_f32m1(C_reg_15, Ac.data[(k) * (Ac.strides[0]) + 7], B_reg_1, 4);
  C_reg_16 = __riscv_vfmacc_vf_f32m1(C_reg_16, Ac.data[(k) * (Ac.strides[0]) + 8], B_reg_0, 4);
  C_reg_17 = __riscv_vfmacc_vf_f32m1(C_reg_17, Ac.data[(k) * (Ac.strides[0]) + 8], B_reg_1, 4);
  C_reg_18 = __riscv_vfmacc_vf_f32m1(C_reg_18, Ac.data[(k) * (Ac.strides[0]) + 9], B_reg_0, 4);
  C_reg_19 = __riscv_vfmacc_vf_f32m1(C_reg_19, Ac.data[(k) * (Ac.strides[0]) + 9], B_reg_1, 4);
  C_reg_20 = __riscv_vfmacc_vf_f32m1(C_reg_20, Ac.data[(k) * (Ac.strides[0]) + 10], B_reg_0, 4);
  C_reg_21 = __riscv_vfmacc_vf_f32m1(C_reg_21, Ac.data[(k) * (Ac.strides[0]) + 10], B_reg_1, 4);
  C_reg_22 = __riscv_vfmacc_vf_f32m1(C_reg_22, Ac.data[(k) * (Ac.strides[0]) + 11], B_reg_0, 4);
  C_reg_23 = __riscv_vfmacc_vf_f32m1(C_reg_23, Ac.data[(k) * (Ac.strides[0]) + 11], B_reg_1, 4);
}
__riscv_vse32_v_f32m1(&C.data[0], C_reg_0, 4);
__riscv_vse32_v_f32m1(&C.data[4], C_reg_1, 4);
__riscv_vse32_v_f32m1(&C.data[C.strides[0]], C_reg_2, 4);
__riscv_vse32_v_f32m1(&C.data[C.strides[0] + 4], C_reg_3, 4);
__riscv_vse32_v_f32m1(&C.data[(2) * (C.strides[0])], C_reg_4, 4);
__riscv_vse32_v_f32m1(&C.data[(2) * (C.strides[0]) + 4], C_reg_5, 4);
__riscv_vse32_v_f32m1(&C.data[(3) * (C.strides[0])], C_reg_6, 4);
__riscv_vse32_v_f32m1(&C.data[(3) * (C.strides[0]) + 4], C_reg_7, 4);
__riscv_vse32_v_f32m1(&C.data[(4) * (C.strides[0])], C_reg_8, 4);
__riscv_vse32_v_f32m1(&C.data[(4) * (C.strides[0]) + 4], C_reg_9, 4);
__riscv_vse32_v_f32m1(&C.data[(5) * (C.strides[0])], C_reg_10, 4);
__riscv_vse32_v_f32m1(&C.data[(5) * (C.strides[0]) + 4], C_reg_11, 4);
__riscv_vse32_v_f32m1(&C.data[(6) * (C.strides[0])], C_reg_12, 4);
__riscv_vse32_v_f32m1(&C.data[(6) * (C.strides[0]) + 4], C_reg_13, 4);
__riscv_vse32_v_f32m1(&C.data[(7) * (C.strides[0])], C_reg_14, 4);
__riscv_vse32_v_f32m1(&C.data[(7) * (C.strides[0]) + 4], C_reg_15, 4);
__riscv_vse32_v_f32m1(&C.data[(8) * (C.strides[0])], C_reg_16, 4);
__riscv_vse32_v_f32m1(&C.data[(8) * (C.strides[0]) + 4], C_reg_17, 4);
__riscv_vse32_v_f32m1(&C.data[(9) * (C.strides[0])], C_reg_18, 4);
__riscv_vse32_v_f32m1(&C.data[(9) * (C.strides[0]) + 4], C_reg_19, 4);
__riscv_vse32_v_f32m1(&C.data[(10) * (C.strides[0])], C_reg_20, 4);
__riscv_vse32_v_f32m1(&C.data[(10) * (C.strides[0]) + 4], C_reg_21, 4);
__riscv_vse32_v_f32m1(&C.data[(11) * (C.strides[0])], C_reg_22, 4);
__riscv_vse32_v_f32m1(&C.data[(11) * (C.strides[0]) + 4], C_reg_23, 4);
}

// sgemm_rvv_v128_l1_4x8_sliver(
//     KC : size,
//     Ac : [f32][KC, 4] @DRAM,
//     Bc : [f32][KC, 8] @DRAM,
//     C : [f32][4, 8] @DRAM
// )
static void sgemm_rvv_v128_l1_4x8_sliver( void *ctxt, int_fast32_t KC, struct exo_win_2f32c Ac, struct exo_win_2f32c Bc, struct exo_win_2f32 C ) {
// assert stride(Ac, 1) == 1
// assert stride(Bc, 1) == 1
// assert stride(C, 1) == 1
vfloat32m1_t C_reg_0;
vfloat32m1_t C_reg_1;
vfloat32m1_t C_reg_2;
vfloat32m1_t C_reg_3;
vfloat32m1_t C_reg_4;
vfloat32m1_t C_reg_5;
vfloat32m1_t C_reg_6;
vfloat32m1_t C_reg_7;
C_reg_0 = __riscv_vle32_v_f32m1(&C.data[0], 4);
C_reg_1 = __riscv_vle32_v_f32m1(&C.data[4], 4);
C_reg_2 = __riscv_vle32_v_f32m1(&C.data[C.strides[0]], 4);
C_reg_3 = __riscv_vle32_v_f32m1(&C.data[C.strides[0] + 4], 4);
C_reg_4 = __riscv_vle32_v_f32m1(&C.data[(2) * (C.strides[0])], 4);
C_reg_5 = __riscv_vle32_v_f32m1(&C.data[(2) * (C.strides[0]) + 4], 4);
C_reg_6 = __riscv_vle32_v_f32m1(&C.data[(3) * (C.strides[0])], 4);
C_reg_7 = __riscv_vle32_v_f32m1(&C.data[(3) * (C.strides[0]) + 4], 4);
for (int_fast32_t k = 0; k < KC; k++) {
  vfloat32m1_t B_reg_0;
  vfloat32m1_t B_reg_1;
  B_reg_0 = __riscv_vle32_v_f32m1(&Bc.data[(k) * (Bc.strides[0])], 4);
  B_reg_1 = __riscv_vle32_v_f32m1(&Bc.data[(k) * (Bc.strides[0]) + 4], 4);
  C_reg_0 = __riscv_vfmacc_vf_f32m1(C_reg_0, Ac.data[(k) * (Ac.strides[0])], B_reg_0, 4);
  C_reg_1 = __riscv_vfmacc_vf_f32m1(C_reg_1, Ac.data[(k) * (Ac.strides[0])], B_reg_1, 4);
  C_reg_2 = __riscv_vfmacc_vf_f32m1(C_reg_2, Ac.data[(k) * (Ac.strides[0]) + 1], B_reg_0, 4);
  C_reg_3 = __riscv_vfmacc_vf_f32m1(C_reg_3, Ac.data[(k) * (Ac.strides[0]) + 1], B_reg_1, 4);
  C_reg_4 = __riscv_vfmacc_vf_f32m1(C_reg_4, Ac.data[(k) * (Ac.strides[0]) + 2], B_reg_0, 4);
  C_reg_5 = __riscv_vfmacc_vf_f32m1(C_reg_5, Ac.data[(k) * (Ac.strides[0]) + 2], B_reg_1, 4);
  C_reg_6 = __riscv_vfmacc_vf_f32m1(C_reg_6, Ac.data[(k) * (Ac.strides[0]) + 3], B_reg_0, 4);
  C_reg_7 = __riscv_vfmacc_vf_f32m1(C_reg_7, Ac.data[(k) * (Ac.strides[0]) + 3], B_reg_1, 4);
}
__riscv_vse32_v_f32m1(&C.data[0], C_reg_0, 4);
__riscv_vse32_v_f32m1(&C.data[4], C_reg_1, 4);
__riscv_vse32_v_f32m1(&C.data[C.strides[0]], C_reg_2, 4);
__riscv_vse32_v_f32m1(&C.data[C.strides[0] + 4], C_reg_3, 4);
__riscv_vse32_v_f32m1(&C.data[(2) * (C.strides[0])], C_reg_4, 4);
__riscv_vse32_v_f32m1(&C.data[(2) * (C.strides[0]) + 4], C_reg_5, 4);
__riscv_vse32_v_f32m1(&C.data[(3) * (C.strides[0])], C_reg_6, 4);
__riscv_vse32_v_f32m1(&C.data[(3) * (C.strides[0]) + 4], C_reg_7, 4);
}

// sgemm_rvv_v128_l1_8x8_sliver(
//     KC : size,
//     Ac : [f32][KC, 8] @DRAM,
//     Bc : [f32][KC, 8] @DRAM,
//     C : [f32][8, 8] @DRAM
// )
static void sgemm_rvv_v128_l1_8x8_sliver( void *ctxt, int_fast32_t KC, struct exo_win_2f32c Ac, struct exo_win_2f32c Bc, struct exo_win_2f32 C ) {
// assert stride(Ac, 1) == 1
// assert stride(Bc, 1) == 1
// assert stride(C, 1) == 1
vfloat32m1_t C_reg_0;
vfloat32m1_t C_reg_1;
vfloat32m1_t C_reg_2;
vfloat32m1_t C_reg_3;
vfloat32m1_t C_reg_4;
vfloat32m1_t C_reg_5;
vfloat32m1_t C_reg_6;
vfloat32m1_t C_reg_7;
vfloat32m1_t C_reg_8;
vfloat32m1_t C_reg_9;
vfloat32m1_t C_reg_10;
vfloat32m1_t C_reg_11;
vfloat32m1_t C_reg_12;
vfloat32m1_t C_reg_13;
vfloat32m1_t C_reg_14;
vfloat32m1_t C_reg_15;
C_reg_0 = __riscv_vle32_v_f32m1(&C.data[0], 4);
C_reg_1 = __riscv_vle32_v_f32m1(&C.data[4], 4);
C_reg_2 = __riscv_vle32_v_f32m1(&C.data[C.strides[0]], 4);
C_reg_3 = __riscv_vle32_v_f32m1(&C.data[C.strides[0] + 4], 4);
C_reg_4 = __riscv_vle32_v_f32m1(&C.data[(2) * (C.strides[0])], 4);
C_reg_5 = __riscv_vle32_v_f32m1(&C.data[(2) * (C.strides[0]) + 4], 4);
C_reg_6 = __riscv_vle32_v_f32m1(&C.data[(3) * (C.strides[0])], 4);
C_reg_7 = __riscv_vle32_v_f32m1(&C.data[(3) * (C.strides[0]) + 4], 4);
C_reg_8 = __riscv_vle32_v_f32m1(&C.data[(4) * (C.strides[0])], 4);
C_reg_9 = __riscv_vle32_v_f32m1(&C.data[(4) * (C.strides[0]) + 4], 4);
C_reg_10 = __riscv_vle32_v_f32m1(&C.data[(5) * (C.strides[0])], 4);
C_reg_11 = __riscv_vle32_v_f32m1(&C.data[(5) * (C.strides[0]) + 4], 4);
C_reg_12 = __riscv_vle32_v_f32m1(&C.data[(6) * (C.strides[0])], 4);
C_reg_13 = __riscv_vle32_v_f32m1(&C.data[(6) * (C.strides[0]) + 4], 4);
C_reg_14 = __riscv_vle32_v_f32m1(&C.data[(7) * (C.strides[0])], 4);
C_reg_15 = __riscv_vle32_v_f32m1(&C.data[(7) * (C.strides[0]) + 4], 4);
for (int_fast32_t k = 0; k < KC; k++) {
  vfloat32m1_t B_reg_0;
  vfloat32m1_t B_reg_1;
  B_reg_0 = __riscv_vle32_v_f32m1(&Bc.data[(k) * (Bc.strides[0])], 4);
  B_reg_1 = __riscv_vle32_v_f32m1(&Bc.data[(k) * (Bc.strides[0]) + 4], 4);
  C_reg_0 = __riscv_vfmacc_vf_f32m1(C_reg_0, Ac.data[(k) * (Ac.strides[0])], B_reg_0, 4);
  C_reg_1 = __riscv_vfmacc_vf_f32m1(C_reg_1, Ac.data[(k) * (Ac.strides[0])], B_reg_1, 4);
  C_reg_2 = __riscv_vfmacc_vf_f32m1(C_reg_2, Ac.data[(k) * (Ac.strides[0]) + 1], B_reg_0, 4);
  C_reg_3 = __riscv_vfmacc_vf_f32m1(C_reg_3, Ac.data[(k) * (Ac.strides[0]) + 1], B_reg_1, 4);
  C_reg_4 = __riscv_vfmacc_vf_f32m1(C_reg_4, Ac.data[(k) * (Ac.strides[0]) + 2], B_reg_0, 4);
  C_reg_5 = __riscv_vfmacc_vf_f32m1(C_reg_5, Ac.data[(k) * (Ac.strides[0]) + 2], B_reg_1, 4);
  C_reg_6 = __riscv_vfmacc_vf_f32m1(C_reg_6, Ac.data[(k) * (Ac.strides[0]) + 3], B_reg_0, 4);
  C_reg_7 = __riscv_vfmacc_vf_f32m1(C_reg_7, Ac.data[(k) * (Ac.strides[0]) + 3], B_reg_1, 4);
  C_reg_8 = __riscv_vfmacc_vf_f32m1(C_reg_8, Ac.data[(k) * (Ac.strides[0]) + 4], B_reg_0, 4);
  C_reg_9 = __riscv_vfmacc_vf_f32m1(C_reg_9, Ac.data[(k) * (Ac.strides[0]) + 4], B_reg_1, 4);
  C_reg_10 = __riscv_vfmacc_vf_f32m1(C_reg_10, Ac.data[(k) * (Ac.strides[0]) + 5], B_reg_0, 4);
  C_reg_11 = __riscv_vfmacc_vf_f32m1(C_reg_11, Ac.data[(k) * (Ac.strides[0]) + 5], B_reg_1, 4);
  C_reg_12 = __riscv_vfmacc_vf_f32m1(C_reg_12, Ac.data[(k) * (Ac.strides[0]) + 6], B_reg_0, 4);
  C_reg_13 = __riscv_vfmacc_vf_f32m1(C_reg_13, Ac.data[(k) * (Ac.strides[0]) + 6], B_reg_1, 4);
  C_reg_14 = __riscv_vfmacc_vf_f32m1(C_reg_14, Ac.data[(k) * (Ac.strides[0]) + 7], B_reg_0, 4);
  C_reg_15 = __riscv_vfmacc_vf_f32m1(C_reg_15, Ac.data[(k) * (Ac.strides[0]) + 7], B_reg_1, 4);
}
__riscv_vse32_v_f32m1(&C.data[0], C_reg_0, 4);
__riscv_vse32_v_f32m1(&C.data[4], C_reg_1, 4);
__riscv_vse32_v_f32m1(&C.data[C.strides[0]], C_reg_2, 4);
__riscv_vse32_v_f32m1(&C.data[C.strides[0] + 4], C_reg_3, 4);
__riscv_vse32_v_f32m1(&C.data[(2) * (C.strides[0])], C_reg_4, 4);
__riscv_vse32_v_f32m1(&C.data[(2) * (C.strides[0]) + 4], C_reg_5, 4);
__riscv_vse32_v_f32m1(&C.data[(3) * (C.strides[0])], C_reg_6, 4);
__riscv_vse32_v_f32m1(&C.data[(3) * (C.strides[0]) + 4], C_reg_7, 4);
__riscv_vse32_v_f32m1(&C.data[(4) * (C.strides[0])], C_reg_8, 4);
__riscv_vse32_v_f32m1(&C.data[(4) * (C.strides[0]) + 4], C_reg_9, 4);
__riscv_vse32_v_f32m1(&C.data[(5) * (C.strides[0])], C_reg_10, 4);
__riscv_vse32_v_f32m1(&C.data[(5) * (C.strides[0]) + 4], C_reg_11, 4);
__riscv_vse32_v_f32m1(&C.data[(6) * (C.strides[0])], C_reg_12, 4);
__riscv_vse32_v_f32m1(&C.data[(6) * (C.strides[0]) + 4], C_reg_13, 4);
__riscv_vse32_v_f32m1(&C.data[(7) * (C.strides[0])], C_reg_14, 4);
__riscv_vse32_v_f32m1(&C.data[(7) * (C.strides[0]) + 4], C_reg_15, 4);
}

