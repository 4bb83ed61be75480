/* LIBXSMM as a cblas_sgemm-shaped peer for bench/ctimer (LP64 int, CBLAS enums).
 *
 * Why a wrapper: LIBXSMM has no cblas_sgemm. Its users JIT a kernel for one shape with
 * libxsmm_smmdispatch once and call the returned pointer many times; that is the path
 * measured here. The wrapper keeps a one-entry cache (the arguments of the last dispatch
 * and the kernel it returned), so repeated calls on the same shape -- what the C timer
 * does -- only compare the arguments and call the kernel. Shapes the JIT refuses (NULL:
 * alpha != 1, beta other than 0 or 1, transposes this build cannot generate) go to
 * libxsmm_sgemm, which runs its own kernels or hands the call to the BLAS it was linked
 * with (exogemm links Debian's BLIS, see bench/peers/xsmm.py).
 *
 * LIBXSMM is column-major. A row-major C = op(A) op(B) (M x N) is the column-major
 * C^T = op(B)^T op(A)^T (N x M): swap A and B, M and N, and their transpose flags.
 */
#include <stdint.h>
#include <string.h>
#include <libxsmm.h>

enum { ROW_MAJOR = 101, NO_TRANS = 111 };

typedef struct {
    libxsmm_blasint m, n, k, lda, ldb, ldc;
    int flags;
    float beta;
} dispatch_key;

static dispatch_key cached_key;
static libxsmm_smmfunction cached_kernel;
static int cache_valid;
static int last_path; /* 1: a dispatched JIT kernel ran, 0: libxsmm_sgemm */

void exogemm_xsmm_init(void)
{
    libxsmm_init();
}

/* 1 if the last call ran a dispatched kernel, 0 if it went to libxsmm_sgemm. */
int exogemm_xsmm_last_path(void)
{
    return last_path;
}

static libxsmm_smmfunction dispatched(const dispatch_key *key)
{
    if (cache_valid && memcmp(key, &cached_key, sizeof *key) == 0)
        return cached_kernel;
    const float alpha = 1.0f;
    const int prefetch = LIBXSMM_GEMM_PREFETCH_NONE;
    cached_kernel = libxsmm_smmdispatch(key->m, key->n, key->k, &key->lda, &key->ldb,
                                        &key->ldc, &alpha, &key->beta, &key->flags,
                                        &prefetch);
    cached_key = *key;
    cache_valid = 1;
    return cached_kernel;
}

void exogemm_xsmm_sgemm(int layout, int ta, int tb, int32_t M, int32_t N, int32_t K,
                        float alpha, const float *A, int32_t lda, const float *B,
                        int32_t ldb, float beta, float *C, int32_t ldc)
{
    const int row = layout == ROW_MAJOR;
    /* Column-major operands: for a row-major call, first is B and second is A. */
    const float *first = row ? B : A, *second = row ? A : B;
    const int t_first = (row ? tb : ta) != NO_TRANS, t_second = (row ? ta : tb) != NO_TRANS;
    dispatch_key key;
    memset(&key, 0, sizeof key); /* the padding takes part in memcmp */
    key.m = row ? N : M;
    key.n = row ? M : N;
    key.k = K;
    key.lda = row ? ldb : lda;
    key.ldb = row ? lda : ldb;
    key.ldc = ldc;
    key.flags = (t_first ? LIBXSMM_GEMM_FLAG_TRANS_A : 0)
              | (t_second ? LIBXSMM_GEMM_FLAG_TRANS_B : 0);
    key.beta = beta;
    if (alpha == 1.0f && (beta == 0.0f || beta == 1.0f)) {
        libxsmm_smmfunction kernel = dispatched(&key);
        if (kernel) {
            kernel(first, second, C);
            last_path = 1;
            return;
        }
    }
    const char transa = t_first ? 'T' : 'N', transb = t_second ? 'T' : 'N';
    libxsmm_sgemm(&transa, &transb, &key.m, &key.n, &key.k, &alpha, first, &key.lda,
                  second, &key.ldb, &beta, C, &key.ldc);
    last_path = 0;
}
