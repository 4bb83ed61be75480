/* Read bandwidth: `threads` threads each sum their slice of one float buffer, `reps` times.
 *
 * Why C and not NumPy: the figure is the ceiling a memory-bound GEMM (decode: M = 1..8
 * against a weight matrix) is judged by, so the loop must read as fast as the core can
 * issue loads: 128 independent float accumulators, which GCC keeps in eight AVX-512 (or
 * sixteen AVX2) registers at -O3 -march=native without reassociating anything. Each
 * thread reads only its own contiguous slice, as a GEMM split over threads reads its
 * share of the weights. Wall time is taken from C between the start barrier and the last
 * thread's finish.
 */
#include <pthread.h>
#include <stdint.h>
#include <time.h>

#define LANES 128

typedef struct {
    const float *data;
    int64_t count;
    int64_t reps;
    pthread_barrier_t *start;
    float sum;
} slice;

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

static float sum_slice(const float *p, int64_t count)
{
    float acc[LANES] = {0};
    int64_t i = 0;
    for (; i + LANES <= count; i += LANES)
        for (int j = 0; j < LANES; ++j)
            acc[j] += p[i + j];
    float s = 0.0f;
    for (; i < count; ++i)
        s += p[i];
    for (int j = 0; j < LANES; ++j)
        s += acc[j];
    return s;
}

static void *reader(void *arg)
{
    slice *s = (slice *)arg;
    float total = 0.0f;
    pthread_barrier_wait(s->start);
    for (int64_t r = 0; r < s->reps; ++r)
        total += sum_slice(s->data, s->count);
    s->sum = total;
    return NULL;
}

/* Seconds for `reps` reads of `count` floats split over `threads` (1..64) threads; the
 * sum goes to *sink so the reads cannot be optimised away. -1 if a thread cannot start. */
double exogemm_read_seconds(const float *data, int64_t count, int64_t reps, int threads,
                            float *sink)
{
    pthread_t ids[64];
    slice slices[64];
    pthread_barrier_t start;
    if (threads < 1 || threads > 64)
        return -1.0;
    pthread_barrier_init(&start, NULL, (unsigned)threads);
    int64_t share = (count / threads) / LANES * LANES;
    for (int t = 0; t < threads; ++t) {
        slices[t].data = data + t * share;
        slices[t].count = t == threads - 1 ? count - t * share : share;
        slices[t].reps = reps;
        slices[t].start = &start;
    }
    for (int t = 1; t < threads; ++t)
        if (pthread_create(&ids[t], NULL, reader, &slices[t]) != 0)
            return -1.0; /* the started threads wait at the barrier forever: report it */
    double t0 = now();
    reader(&slices[0]);
    for (int t = 1; t < threads; ++t)
        pthread_join(ids[t], NULL);
    double t1 = now();
    pthread_barrier_destroy(&start);
    float s = 0.0f;
    for (int t = 0; t < threads; ++t)
        s += slices[t].sum;
    *sink = s;
    return t1 - t0;
}
