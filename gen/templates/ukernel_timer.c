#include <stdint.h>
#include <time.h>
typedef void (*exogemm_ukernel_fn)(int_fast32_t, const float *, const float *, float *, int_fast32_t);
static double exogemm_now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}
/* Seconds for `reps` back-to-back calls of one micro-kernel on the same (L1-resident) data. */
double exogemm_time_ukernel(void *fn, int64_t reps, int_fast32_t kc, const float *Ac,
                            const float *Bc, float *C, int_fast32_t ldc) {
    exogemm_ukernel_fn kernel = (exogemm_ukernel_fn)fn;
    double t0 = exogemm_now();
    for (int64_t r = 0; r < reps; r++) kernel(kc, Ac, Bc, C, ldc);
    return exogemm_now() - t0;
}
