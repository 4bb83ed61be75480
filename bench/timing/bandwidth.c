/* Read bandwidth: `threads` threads each sum their slice of one float buffer, `reps` times,
 * reading their slice as `streams` equal parts in lockstep.
 *
 * Why C and not NumPy: the figure is the ceiling a memory-bound GEMM (decode: M = 1..8
 * against a weight matrix) is judged by, so the loop must read as fast as the core can
 * issue loads: eight 64-byte vector accumulators (GCC vector extensions, so any target
 * compiles it), one 512-byte step per stream per visit. Why several streams: a GEMM reads
 * many rows of its weights at once, and on some machines (VMs above all) one sequential
 * stream is served slower than several: the caller keeps the fastest stream count, since a
 * ceiling a GEMM can beat says nothing. Why `noipa`: the sum is a pure function of its
 * arguments, and without it GCC computes it once for all `reps` (a PB/s "bandwidth").
 * Each thread reads only its own contiguous slice, as a GEMM split over threads reads its
 * share of the weights. Wall time is taken from C between the start barrier and the last
 * thread's finish.
 */
#include <pthread.h>
#include <stdint.h>
#include <string.h>
#include <time.h>

typedef float vec16 __attribute__((vector_size(64)));

#define ACCUMULATORS 8
#define STEP (ACCUMULATORS * 16) /* floats per stream per visit */
#define MAX_STREAMS 64

typedef struct {
    const float *data;
    int64_t count;
    int64_t reps;
    int streams;
    pthread_barrier_t *start;
    float sum;
} slice;

static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

static vec16 load16(const float *p)
{
    vec16 v;
    memcpy(&v, p, sizeof v);
    return v;
}

__attribute__((noipa)) static float sum_slice(const float *p, int64_t count, int streams)
{
    vec16 acc[ACCUMULATORS] = {{0}};
    int64_t part = count / streams / STEP * STEP;
    for (int64_t i = 0; i < part; i += STEP)
        for (int s = 0; s < streams; ++s) {
            const float *q = p + s * part + i;
            for (int j = 0; j < ACCUMULATORS; ++j)
                acc[j] += load16(q + 16 * j);
        }
    float total = 0.0f;
    for (int64_t i = streams * part; i < count; ++i)
        total += p[i];
    for (int j = 0; j < ACCUMULATORS; ++j)
        for (int l = 0; l < 16; ++l)
            total += acc[j][l];
    return total;
}

static void *reader(void *arg)
{
    slice *s = (slice *)arg;
    float total = 0.0f;
    pthread_barrier_wait(s->start);
    for (int64_t r = 0; r < s->reps; ++r)
        total += sum_slice(s->data, s->count, s->streams);
    s->sum = total;
    return NULL;
}

/* Seconds for `reps` reads of `count` floats split over `threads` (1..64) threads, each
 * reading its slice as `streams` (1..64) parts at once; the sum goes to *sink so the reads
 * cannot be optimised away. -1 for a bad count or if a thread cannot start. */
double exogemm_read_seconds(const float *data, int64_t count, int64_t reps, int threads,
                            int streams, float *sink)
{
    pthread_t ids[64];
    slice slices[64];
    pthread_barrier_t start;
    if (threads < 1 || threads > 64 || streams < 1 || streams > MAX_STREAMS)
        return -1.0;
    pthread_barrier_init(&start, NULL, (unsigned)threads);
    int64_t share = (count / threads) / STEP * STEP;
    for (int t = 0; t < threads; ++t) {
        slices[t].data = data + t * share;
        slices[t].count = t == threads - 1 ? count - t * share : share;
        slices[t].reps = reps;
        slices[t].streams = streams;
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
