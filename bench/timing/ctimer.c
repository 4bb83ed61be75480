#include <stdint.h>
#include <time.h>

typedef void (*sgemm_ilp64_fn)(int, int, int, int64_t, int64_t, int64_t,
    float, const float *, int64_t, const float *, int64_t,
    float, float *, int64_t);
typedef void (*sgemm_lp64_fn)(int, int, int, int32_t, int32_t, int32_t,
    float, const float *, int32_t, const float *, int32_t,
    float, float *, int32_t);

static double elapsed(const struct timespec *a, const struct timespec *b)
{
    return (double)(b->tv_sec - a->tv_sec) + 1e-9 * (double)(b->tv_nsec - a->tv_nsec);
}

/* Call fn reps times; return wall seconds.  Int range was checked by Python. */
double time_sgemm(void *fn, int ilp64, int layout, int ta, int tb,
                  int64_t M, int64_t N, int64_t K, float alpha,
                  const float *A, int64_t lda, const float *B, int64_t ldb,
                  float beta, float *C, int64_t ldc, int64_t reps)
{
    struct timespec t0, t1;
    int64_t r;
    if (ilp64) {
        sgemm_ilp64_fn f = (sgemm_ilp64_fn)fn;
        clock_gettime(CLOCK_MONOTONIC, &t0);
        for (r = 0; r < reps; ++r)
            f(layout, ta, tb, M, N, K, alpha, A, lda, B, ldb, beta, C, ldc);
        clock_gettime(CLOCK_MONOTONIC, &t1);
    } else {
        sgemm_lp64_fn f = (sgemm_lp64_fn)fn;
        clock_gettime(CLOCK_MONOTONIC, &t0);
        for (r = 0; r < reps; ++r)
            f(layout, ta, tb, (int32_t)M, (int32_t)N, (int32_t)K, alpha,
              A, (int32_t)lda, B, (int32_t)ldb, beta, C, (int32_t)ldc);
        clock_gettime(CLOCK_MONOTONIC, &t1);
    }
    return elapsed(&t0, &t1);
}

/* Naive cblas-style reference (double accumulation).  It lets the harness
   and the LP64/ILP64 plumbing be tested without any BLAS installed. */
void exogemm_ref_sgemm_ilp64(int layout, int ta, int tb,
                  int64_t M, int64_t N, int64_t K, float alpha,
                  const float *A, int64_t lda, const float *B, int64_t ldb,
                  float beta, float *C, int64_t ldc)
{
    int row = layout == 101;
    /* op(X)(i, j) = X[i * rs + j * cs]; row-major untransposed is (ld, 1). */
    int64_t ars = (row == (ta == 111)) ? lda : 1, acs = ars == 1 ? lda : 1;
    int64_t brs = (row == (tb == 111)) ? ldb : 1, bcs = brs == 1 ? ldb : 1;
    int64_t crs = row ? ldc : 1, ccs = row ? 1 : ldc;
    int64_t i, j, p;
    for (i = 0; i < M; ++i)
        for (j = 0; j < N; ++j) {
            double acc = 0.0;
            float *c = &C[i * crs + j * ccs];
            for (p = 0; p < K; ++p)
                acc += (double)A[i * ars + p * acs] * (double)B[p * brs + j * bcs];
            *c = beta == 0.0f ? (float)(alpha * acc)
                              : (float)(alpha * acc + (double)beta * (double)*c);
        }
}

void exogemm_ref_sgemm_lp64(int layout, int ta, int tb,
                  int32_t M, int32_t N, int32_t K, float alpha,
                  const float *A, int32_t lda, const float *B, int32_t ldb,
                  float beta, float *C, int32_t ldc)
{
    exogemm_ref_sgemm_ilp64(layout, ta, tb, M, N, K, alpha, A, lda, B, ldb,
                            beta, C, ldc);
}
