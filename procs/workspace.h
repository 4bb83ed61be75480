#include <stdlib.h>
#include <string.h>
#include <stddef.h>
#if defined(__linux__)
#include <sys/mman.h>
#endif
/* Packing workspace: one buffer per slot (0: Ac, 1: Bc) per calling thread, reserved by the
   C wrapper before a GEMM starts (exogemm_ws_reserve) and reused by every later call, so the
   loops never allocate. Page-aligned and zero-filled when (re)allocated. */
typedef struct { float *ptr; size_t floats; } exogemm_ws_slot;
static _Thread_local exogemm_ws_slot exogemm_ws[2];
static float *exogemm_workspace(int slot) { return exogemm_ws[slot].ptr; }
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
    return 0;
}
static void exogemm_ws_release(void) {
    for (int s = 0; s < 2; s++) { free(exogemm_ws[s].ptr); exogemm_ws[s].ptr = NULL; exogemm_ws[s].floats = 0; }
}
