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
