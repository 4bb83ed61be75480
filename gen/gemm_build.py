"""Emit, build and load the full GEMM of a plan (procs/gemm.py), cached by hash.

What is emitted for a plan (`emit_gemm`), deterministic for the same inputs:

    <prefix>.c       Exo's C for every scheduled proc (one entry per operand layout, their
                     levels, micro-kernel, edge tile, beta procs) followed by the hand-written
                     wrapper below: argument checks, layouts/transposes, beta, threads, dispatch
    <prefix>_exo.h   Exo's header (window structs, entry procs), included by <prefix>.c
    <prefix>.h       the public header: a cblas-style `sgemm` and helpers, for C users

The wrapper is plain C11 (+ OpenMP when compiled with -fopenmp), so the same files build
natively and with a cross toolchain. `build_gemm_native(plan)` compiles them with cffi into an
importable module (cached under cache_root()/gemm, keyed by sources, flags and compiler).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from functools import lru_cache
from pathlib import Path

from exo import compile_procs_to_strings

from exogemm.gen import cache
from exogemm.gen.native import load_module, require_runnable
from exogemm.isa.base import VectorIsa
from exogemm.plan.gemm_plan import DIRECT_LAYOUTS, DIRECT_MAX_SLIVERS, LAYOUTS, GemmPlan
from exogemm.procs.entries import schedule_all

#: Return codes of <prefix>_sgemm_strided / _sgemm_ex (negative: which argument is wrong).
RETURN_CODES = {
    0: "ok",
    -1: "a dimension is negative",
    -2: "C has no unit stride in either dimension",
    -3: "op(A) has no unit stride in either dimension",
    -4: "op(B) has no unit stride in either dimension",
    -5: "out of memory for the packing workspace",
    -6: "a leading dimension is smaller than the matrix width",
    -7: "layout or transpose code is not a CBLAS value",
    -8: "the epilogue needs C with unit column stride (row-major C)",
    -9: "the residual has no unit column stride",
    -10: "this plan was built without the entry for these operand layouts",
}

#: Below this M*N*K the wrapper does not start threads (a parallel region costs microseconds).
SERIAL_BELOW = 64.0**3

WRAPPER = r"""
/* ------------------------------------------------------------------------------------------
   Hand-written wrapper (thin): argument checks, storage orders and transposes reduced to
   element strides, beta, OpenMP thread count, dispatch to the Exo entry for the operand
   layout. All loops and packing are the Exo procs above.
   ------------------------------------------------------------------------------------------ */
#include <math.h>
#include <stdio.h>
#ifdef _OPENMP
#include <omp.h>
#endif

typedef void (*@P@_entry_fn)(void *, int_fast32_t, int_fast32_t, int_fast32_t, const float *,
                              struct exo_win_2f32c, struct exo_win_2f32c, struct exo_win_2f32);
/* Exo entry per (op(A) layout, op(B) layout): 'r' = unit stride along rows, 'c' = columns;
   NULL for a layout the plan was built without (GemmPlan.layouts). */
static const @P@_entry_fn @P@_entries[2][2] = {
    { @E_RR@, @E_RC@ },
    { @E_CR@, @E_CC@ },
};
/* The beta = 0 entries: C = alpha op(A) op(B) for K <= kc, C written, never read. */
static const @P@_entry_fn @P@_overwrite_entries[2][2] = {
    { @O_RR@, @O_RC@ },
    { @O_CR@, @O_CC@ },
};

/* Direct A (procs/direct.py): row-contiguous op(A) read in place, alpha applied to B, for
   N <= @DIRECT_N@ (few columns: packing A would not pay); per op(B) layout, NULL if the
   plan has no such layout. */
static const @P@_entry_fn @P@_direct_entries[2] = { @D_RR@, @D_RC@ };
static const @P@_entry_fn @P@_direct_overwrite_entries[2] = { @DO_RR@, @DO_RC@ };

static int @P@_default_threads = 0; /* 0: OpenMP's default (OMP_NUM_THREADS, else cores) */

void @P@_set_num_threads(int n) { @P@_default_threads = n > 0 ? n : 0; }

int @P@_get_num_threads(void) {
#ifdef _OPENMP
    return @P@_default_threads > 0 ? @P@_default_threads : omp_get_max_threads();
#else
    return 1;
#endif
}

void @P@_release_workspace(void) { exogemm_ws_release(); }

const char *@P@_config(void) { return "@CONFIG@"; }

/* A dimension of extent 0 or 1 may have any stride: make it 1 so layouts are recognised. */
static void @P@_unit_if_single(int64_t rows, int64_t cols, int64_t *rs, int64_t *cs) {
    if (cols <= 1) *cs = 1;
    if (rows <= 1) *rs = 1;
}

/* The fused epilogue's operands (epilogue plans only): out = max(lo, x + bias + R), bias and
   R never NULL here (the caller substitutes a zero row; R's row stride is then 0). */
typedef struct { const float *bias; const float *R; int64_t r_rs; float lo; } @P@_epilogue;

/* C += alpha op(A)[:, k0:k1] op(B)[k0:k1, :] by the plain entry (the direct one if
   `direct`), except that with `overwrite` the first min(kc, k1 - k0) columns are done by the
   overwrite entry, so C (taken as zero) is never read. Aw and Bw start at column / row 0 of
   this thread's slice; a_cs and b_rs step one column of op(A) and one row of op(B). */
static void @P@_columns(int la, int lb, int overwrite, int direct, int64_t m, int64_t n,
                        int64_t k0, int64_t k1, const float *alpha, struct exo_win_2f32c Aw,
                        int64_t a_cs, struct exo_win_2f32c Bw, int64_t b_rs,
                        struct exo_win_2f32 Cp)
{
    if (overwrite && k1 > k0) {
        int64_t k = k1 - k0 < @KC@ ? k1 - k0 : @KC@;
        struct exo_win_2f32c Ak = { Aw.data + k0 * a_cs, { Aw.strides[0], Aw.strides[1] } };
        struct exo_win_2f32c Bk = { Bw.data + k0 * b_rs, { Bw.strides[0], Bw.strides[1] } };
        (direct ? @P@_direct_overwrite_entries[lb] : @P@_overwrite_entries[la][lb])(
            NULL, m, n, k, alpha, Ak, Bk, Cp);
        k0 += k;
    }
    if (k1 > k0) {
        struct exo_win_2f32c Ak = { Aw.data + k0 * a_cs, { Aw.strides[0], Aw.strides[1] } };
        struct exo_win_2f32c Bk = { Bw.data + k0 * b_rs, { Bw.strides[0], Bw.strides[1] } };
        (direct ? @P@_direct_entries[lb] : @P@_entries[la][lb])(NULL, m, n, k1 - k0, alpha,
                                                                 Ak, Bk, Cp);
    }
}

static int @P@_run(int64_t M, int64_t N, int64_t K, float alpha,
                   const float *A, int64_t a_rs, int64_t a_cs,
                   const float *B, int64_t b_rs, int64_t b_cs,
                   float beta, float *C, int64_t c_rs, int64_t c_cs, int threads,
                   const @P@_epilogue *epi)
{
    if (M < 0 || N < 0 || K < 0) return -1;
    if (M == 0 || N == 0) return 0;
    @P@_unit_if_single(M, N, &c_rs, &c_cs);
    if (epi && c_cs != 1) return -8;
    @P@_unit_if_single(M, K, &a_rs, &a_cs);
    @P@_unit_if_single(K, N, &b_rs, &b_cs);
    if (c_cs != 1) {
        if (c_rs != 1) return -2;
        /* Column-major C: compute C^T = op(B)^T op(A)^T, whose rows are contiguous. */
        int64_t t = M; M = N; N = t;
        const float *X = A; A = B; B = X;
        int64_t ars = b_cs, acs = b_rs, brs = a_cs, bcs = a_rs;
        a_rs = ars; a_cs = acs; b_rs = brs; b_cs = bcs;
        c_rs = c_cs; c_cs = 1;
    }
    int la = a_cs == 1 ? 0 : (a_rs == 1 ? 1 : -1);
    int lb = b_cs == 1 ? 0 : (b_rs == 1 ? 1 : -1);
    if (la < 0) return -3;
    if (lb < 0) return -4;
    if (!@P@_entries[la][lb]) return -10;

    /* beta == 0 never reads C: the overwrite entry writes the first kc block (unless an
       epilogue entry must take that block, K <= kc), otherwise C is zeroed first. */
    int overwrite = beta == 0.0f && K > 0 && alpha != 0.0f && (!epi || K > @KC@) &&
                    @P@_overwrite_entries[la][lb] != NULL;
    /* Decided on the whole N, not a thread's slice, so the thread count never changes
       which entry computes an element. */
    int direct = la == 0 && N <= @DIRECT_N@ && @P@_direct_entries[lb] != NULL &&
                 @P@_direct_overwrite_entries[lb] != NULL;
    struct exo_win_2f32 Cw = { C, { (int_fast32_t)c_rs, 1 } };
    if (beta == 0.0f && !overwrite) @P@_zero_c(NULL, M, N, Cw);
    else if (beta != 0.0f && beta != 1.0f) @P@_scale_c(NULL, M, N, &beta, Cw);
    if (K == 0 || alpha == 0.0f) {
        if (!epi) return 0;
        K = 0;  /* the epilogue still applies; A and B are not read */
    }

    /* Threads: one slice of whole mr-row (or nr-column) tiles per thread, each running the
       whole Exo GEMM on its slice with its own workspace; no barrier inside a GEMM, and a
       C element's arithmetic does not depend on the thread count. */
    int want = threads > 0 ? threads : @P@_get_num_threads();
    int64_t mt = (M + @MR@ - 1) / @MR@, nt = (N + @NR@ - 1) / @NR@;
    int split_m = mt >= 2 * want || mt >= nt;
    int64_t tiles = split_m ? mt : nt;
    if ((double)M * (double)N * (double)K < @SERIAL_FLOPS@ || tiles < 2) want = 1;
    if (want > tiles) want = (int)tiles;
    int err = 0;
#ifdef _OPENMP
    #pragma omp parallel num_threads(want) if (want > 1) reduction(|: err)
#endif
    {
#ifdef _OPENMP
        int t = omp_get_thread_num(), nth = omp_get_num_threads();
#else
        int t = 0, nth = 1;
#endif
        int64_t lo = tiles * t / nth, hi = tiles * (t + 1) / nth;
        int64_t m0 = 0, m1 = M, n0 = 0, n1 = N;
        if (split_m) { m0 = lo * @MR@; m1 = hi * @MR@ < M ? hi * @MR@ : M; }
        else         { n0 = lo * @NR@; n1 = hi * @NR@ < N ? hi * @NR@ : N; }
        if (m1 > m0 && n1 > n0) {
            int64_t m = m1 - m0, n = n1 - n0;
            int64_t mp = (m < @MC@ ? m : @MC@) + @MR@ - 1, np = (n < @NC@ ? n : @NC@) + @NR@ - 1;
            if (exogemm_ws_reserve(0, (size_t)(mp / @MR@) * @KC@ * @MR@) != 0 ||
                exogemm_ws_reserve(1, (size_t)(np / @NR@) * @KC@ * @NR@) != 0) {
                err = 1;
            } else {
                const float *Ap = A + m0 * a_rs, *Bp = B + n0 * b_cs;
                struct exo_win_2f32c Aw = { Ap, { (int_fast32_t)(la ? 1 : a_rs), (int_fast32_t)(la ? a_cs : 1) } };
                struct exo_win_2f32c Bw = { Bp, { (int_fast32_t)(lb ? 1 : b_rs), (int_fast32_t)(lb ? b_cs : 1) } };
                struct exo_win_2f32 Cp = { C + m0 * c_rs + n0, { (int_fast32_t)c_rs, 1 } };
                if (!epi) {
                    @P@_columns(la, lb, overwrite, direct, m, n, 0, K, &alpha, Aw, a_cs, Bw, b_rs, Cp);
                } else {
@EPILOGUE_CALL@
                }
            }
        }
    }
    return err ? -5 : 0;
}

int @P@_sgemm_strided(int64_t M, int64_t N, int64_t K, float alpha,
                      const float *A, int64_t a_rs, int64_t a_cs,
                      const float *B, int64_t b_rs, int64_t b_cs,
                      float beta, float *C, int64_t c_rs, int64_t c_cs, int threads)
{
    return @P@_run(M, N, K, alpha, A, a_rs, a_cs, B, b_rs, b_cs, beta, C, c_rs, c_cs,
                   threads, NULL);
}

int @P@_sgemm_ex(int layout, int transa, int transb, int M, int N, int K, float alpha,
                 const float *A, int lda, const float *B, int ldb, float beta,
                 float *C, int ldc, int threads)
{
    if ((layout != 101 && layout != 102) || transa < 111 || transa > 113 ||
        transb < 111 || transb > 113)
        return -7;
    if (M < 0 || N < 0 || K < 0) return -1;
    int row = layout == 101, ta = transa != 111, tb = transb != 111;
    /* Stored widths: what each leading dimension must cover. */
    int a_w = row ? (ta ? M : K) : (ta ? K : M);
    int b_w = row ? (tb ? K : N) : (tb ? N : K);
    int c_w = row ? N : M;
    if (lda < (a_w > 1 ? a_w : 1) || ldb < (b_w > 1 ? b_w : 1) || ldc < (c_w > 1 ? c_w : 1))
        return -6;
    /* op(X)(i, j) = X[i * rs + j * cs]; row-major untransposed is (ld, 1). */
    int64_t ars = (row != ta) ? lda : 1, acs = (row != ta) ? 1 : lda;
    int64_t brs = (row != tb) ? ldb : 1, bcs = (row != tb) ? 1 : ldb;
    int64_t crs = row ? ldc : 1, ccs = row ? 1 : ldc;
    return @P@_sgemm_strided(M, N, K, alpha, A, ars, acs, B, brs, bcs, beta, C, crs, ccs,
                             threads);
}

void @P@_sgemm(int layout, int transa, int transb, int M, int N, int K, float alpha,
               const float *A, int lda, const float *B, int ldb, float beta,
               float *C, int ldc)
{
    int rc = @P@_sgemm_ex(layout, transa, transb, M, N, K, alpha, A, lda, B, ldb, beta,
                          C, ldc, 0);
    if (rc != 0) fprintf(stderr, "@P@_sgemm: error %d (see @P@.h)\n", rc);
}
"""

#: The epilogue plan's per-thread call: the plain entry for all kc blocks but the last
#: (K1 = a multiple of kc), then the epilogue entry for the last block (1..kc columns), so
#: the epilogue is applied exactly once per element, after its last multiply-add.
EPILOGUE_CALL = r"""                    int64_t K1 = K > 0 ? (K - 1) / @KC@ * @KC@ : 0;
                    @P@_columns(la, lb, overwrite, direct, m, n, 0, K1, &alpha, Aw, a_cs, Bw, b_rs, Cp);
                    struct exo_win_2f32c Al = { Ap + K1 * a_cs, { Aw.strides[0], Aw.strides[1] } };
                    struct exo_win_2f32c Bl = { Bp + K1 * b_rs, { Bw.strides[0], Bw.strides[1] } };
                    struct exo_win_1f32c bw = { epi->bias + n0, { 1 } };
                    struct exo_win_2f32c Rw = { epi->R + m0 * epi->r_rs + n0,
                                                { (int_fast32_t)epi->r_rs, 1 } };
                    struct exo_win_1f32c low = { &epi->lo, { 1 } };
                    @P@_epilogue_entries[la][lb](NULL, m, n, K - K1, &alpha, Al, Bl, Cp,
                                                 bw, Rw, low);"""

EPILOGUE_WRAPPER = r"""
typedef void (*@P@_epilogue_fn)(void *, int_fast32_t, int_fast32_t, int_fast32_t,
                                const float *, struct exo_win_2f32c, struct exo_win_2f32c,
                                struct exo_win_2f32, struct exo_win_1f32c,
                                struct exo_win_2f32c, struct exo_win_1f32c);
static const @P@_epilogue_fn @P@_epilogue_entries[2][2] = {
    { @P@_epilogue_rr, @P@_epilogue_rc },
    { @P@_epilogue_cr, @P@_epilogue_cc },
};
"""

EPILOGUE_API = r"""
int @P@_sgemm_epilogue_strided(int64_t M, int64_t N, int64_t K, float alpha,
                               const float *A, int64_t a_rs, int64_t a_cs,
                               const float *B, int64_t b_rs, int64_t b_cs,
                               float beta, float *C, int64_t c_rs, int64_t c_cs,
                               const float *bias, int relu,
                               const float *R, int64_t r_rs, int64_t r_cs, int threads)
{
    if (M < 0 || N < 0 || K < 0) return -1;
    if (M == 0 || N == 0) return 0;
    if (R && N > 1 && r_cs != 1) return -9;
    float *zeros = NULL;  /* stands in for an absent bias / residual (a zero row) */
    if (!bias || !R) {
        zeros = (float *)calloc((size_t)N, sizeof(float));
        if (!zeros) return -5;
    }
    @P@_epilogue epi = { bias ? bias : zeros, R ? R : zeros, R ? r_rs : 0,
                         relu ? 0.0f : -INFINITY };
    int rc = @P@_run(M, N, K, alpha, A, a_rs, a_cs, B, b_rs, b_cs, beta, C, c_rs, c_cs,
                     threads, &epi);
    free(zeros);
    return rc;
}

int @P@_sgemm_epilogue(int transa, int transb, int M, int N, int K, float alpha,
                       const float *A, int lda, const float *B, int ldb, float beta,
                       float *C, int ldc, const float *bias, int relu,
                       const float *R, int ldr, int threads)
{
    if (transa < 111 || transa > 113 || transb < 111 || transb > 113) return -7;
    if (M < 0 || N < 0 || K < 0) return -1;
    int ta = transa != 111, tb = transb != 111;
    int a_w = ta ? M : K, b_w = tb ? K : N;
    if (lda < (a_w > 1 ? a_w : 1) || ldb < (b_w > 1 ? b_w : 1) || ldc < (N > 1 ? N : 1) ||
        (R && ldr < (N > 1 ? N : 1)))
        return -6;
    return @P@_sgemm_epilogue_strided(M, N, K, alpha, A, ta ? 1 : lda, ta ? lda : 1,
                                      B, tb ? 1 : ldb, tb ? ldb : 1, beta, C, ldc, 1,
                                      bias, relu, R, ldr, 1, threads);
}
"""

EPILOGUE_DECLS = r"""
#define @P@_HAS_EPILOGUE 1
/* Fused epilogue (this is an epilogue build): row-major C, then
     C = act(alpha * op(A) * op(B) + beta * C + bias[None, :] + R)
   applied where the micro-kernel stores each C tile of the last kc block (no extra pass).
   bias: N floats or NULL; relu != 0: act = max(0, .), else identity (NaN stays NaN);
   R: M x N residual, row-major with leading dimension ldr (>= N), or NULL; it may not
   overlap C. Return codes as _sgemm_ex, plus -8 (C not row-major), -9 (R not row-major). */
int @P@_sgemm_epilogue(int transa, int transb, int M, int N, int K, float alpha,
                       const float *A, int lda, const float *B, int ldb, float beta,
                       float *C, int ldc, const float *bias, int relu,
                       const float *R, int ldr, int threads);
int @P@_sgemm_epilogue_strided(int64_t M, int64_t N, int64_t K, float alpha,
                               const float *A, int64_t a_rs, int64_t a_cs,
                               const float *B, int64_t b_rs, int64_t b_cs,
                               float beta, float *C, int64_t c_rs, int64_t c_cs,
                               const float *bias, int relu,
                               const float *R, int64_t r_rs, int64_t r_cs, int threads);
"""

PUBLIC_HEADER = r"""#ifndef @GUARD@
#define @GUARD@
/* exogemm @P@ -- SGEMM generated by Exo for @ISA@.
   @CONFIG@

   C = alpha * op(A) * op(B) + beta * C with CBLAS conventions:
     layout 101 row-major / 102 column-major, trans 111 no / 112 (or 113) transpose,
     leading dimensions >= max(1, stored width). beta == 0 never reads C.
   Build: cc @CFLAGS@ -fopenmp -c @P@.c   (without -fopenmp: single-threaded)
   Thread safety: calls from different threads may run concurrently (per-thread workspace). */
#include <stdint.h>
#ifdef __cplusplus
extern "C" {
#endif

/* cblas_sgemm-compatible (int dimensions); errors are reported on stderr. */
void @P@_sgemm(int layout, int transa, int transb, int M, int N, int K, float alpha,
               const float *A, int lda, const float *B, int ldb, float beta,
               float *C, int ldc);

/* Same, with a thread count (<= 0: the default) and a return code:
   0 ok, -1 negative dimension, -5 out of memory, -6 leading dimension too small,
   -7 bad layout/transpose code, -8 operand layouts this build has no entry for
   (entries built: @LAYOUTS@). */
int @P@_sgemm_ex(int layout, int transa, int transb, int M, int N, int K, float alpha,
                 const float *A, int lda, const float *B, int ldb, float beta,
                 float *C, int ldc, int threads);

/* General element strides: op(A)(i,k) = A[i*a_rs + k*a_cs], op(B)(k,j) = B[k*b_rs + j*b_cs],
   C(i,j) = C[i*c_rs + j*c_cs]; each matrix needs one unit stride (-2/-3/-4 otherwise). */
int @P@_sgemm_strided(int64_t M, int64_t N, int64_t K, float alpha,
                      const float *A, int64_t a_rs, int64_t a_cs,
                      const float *B, int64_t b_rs, int64_t b_cs,
                      float beta, float *C, int64_t c_rs, int64_t c_cs, int threads);

void @P@_set_num_threads(int n);   /* default thread count; <= 0: OpenMP's default */
int @P@_get_num_threads(void);
void @P@_release_workspace(void);  /* free this thread's packing buffers */
const char *@P@_config(void);      /* kernel, blocking */
@EPILOGUE_DECLS@
#ifdef __cplusplus
}
#endif
#endif
"""

CDEF = """
int @P@_sgemm_strided(int64_t M, int64_t N, int64_t K, float alpha,
                      const float *A, int64_t a_rs, int64_t a_cs,
                      const float *B, int64_t b_rs, int64_t b_cs,
                      float beta, float *C, int64_t c_rs, int64_t c_cs, int threads);
int @P@_sgemm_ex(int layout, int transa, int transb, int M, int N, int K, float alpha,
                 const float *A, int lda, const float *B, int ldb, float beta,
                 float *C, int ldc, int threads);
void @P@_sgemm(int layout, int transa, int transb, int M, int N, int K, float alpha,
               const float *A, int lda, const float *B, int ldb, float beta,
               float *C, int ldc);
void @P@_set_num_threads(int n);
int @P@_get_num_threads(void);
void @P@_release_workspace(void);
const char *@P@_config(void);
@EPILOGUE_DECLS@"""


@dataclass(frozen=True)
class GemmSource:
    """The generated files of one plan."""

    prefix: str
    isa_key: str
    mr: int
    nr: int
    mc: int
    nc: int
    kc: int
    config: str
    c: str
    exo_h: str
    h: str
    epilogue: bool = False  # the fused-epilogue entries are built too

    @property
    def name(self) -> str:
        return self.prefix

    def write(self, directory: Path) -> list[Path]:
        directory.mkdir(parents=True, exist_ok=True)
        files = {f"{self.prefix}.c": self.c, f"{self.prefix}_exo.h": self.exo_h,
                 f"{self.prefix}.h": self.h}
        paths = []
        for name, text in files.items():
            (directory / name).write_text(text)
            paths.append(directory / name)
        return paths

    def cdef(self) -> str:
        decls = EPILOGUE_DECLS.strip("\n") if self.epilogue else ""
        return CDEF.replace("@EPILOGUE_DECLS@", decls).replace("@P@", self.prefix)


def _fill(template: str, plan: GemmPlan, config: str) -> str:
    b = plan.blocking
    epi = plan.epilogue
    template = template.replace("@EPILOGUE_CALL@", EPILOGUE_CALL if epi else "")
    template = template.replace("@EPILOGUE_DECLS@", EPILOGUE_DECLS.strip("\n") if epi else "")
    values = {
        "@P@": plan.prefix, "@MR@": plan.mr, "@NR@": plan.nr, "@MC@": b.mc, "@NC@": b.nc,
        "@KC@": b.kc, "@CONFIG@": config, "@ISA@": plan.tile.isa.description,
        "@GUARD@": plan.prefix.upper() + "_H",
        "@CFLAGS@": " ".join(plan.tile.isa.toolchain.cflags),
        "@SERIAL_FLOPS@": f"{SERIAL_BELOW:.1f}", "@LAYOUTS@": ", ".join(plan.layouts),
        **{f"@E_{x.upper()}@": f"{plan.prefix}_{x}" if x in plan.layouts else "NULL"
           for x in LAYOUTS},
        **{f"@O_{x.upper()}@": f"{plan.prefix}_overwrite_{x}" if x in plan.layouts else "NULL"
           for x in LAYOUTS},
        "@DIRECT_N@": DIRECT_MAX_SLIVERS * plan.nr,
        **{f"@D_{x.upper()}@": f"{plan.prefix}_direct_{x}" if x in plan.layouts else "NULL"
           for x in DIRECT_LAYOUTS},
        **{f"@DO_{x.upper()}@": f"{plan.prefix}_direct_overwrite_{x}"
           if x in plan.layouts else "NULL" for x in DIRECT_LAYOUTS},
    }
    for k, v in values.items():
        template = template.replace(k, str(v))
    return template


def _generate(plan: GemmPlan) -> GemmSource:
    b = plan.blocking
    config = (f"{plan.prefix}: micro-kernel {plan.mr}x{plan.nr}, mc={b.mc} nc={b.nc} "
              f"kc={b.kc} ({b.source})")
    if plan.layouts != LAYOUTS:
        config += f", layouts {' '.join(plan.layouts)}"
    exo_h_name = f"{plan.prefix}_exo.h"
    c, exo_h = compile_procs_to_strings(schedule_all(plan), exo_h_name)
    wrapper = WRAPPER + EPILOGUE_API if plan.epilogue else WRAPPER
    if plan.epilogue:  # the entry table must precede @P@_run, which uses it
        wrapper = wrapper.replace("static int @P@_default_threads",
                                  EPILOGUE_WRAPPER + "\nstatic int @P@_default_threads", 1)
    c = c + _fill(wrapper, plan, config)
    h = _fill(PUBLIC_HEADER, plan, config)
    return GemmSource(plan.prefix, plan.tile.isa.key, plan.mr, plan.nr, b.mc, b.nc, b.kc,
                      config, c, exo_h, h, plan.epilogue)


def _isa_fingerprint(isa: VectorIsa) -> tuple:
    return (isa.key, isa.lanes, isa.registers, isa.c_vector_type, isa.header, isa.prelude,
            isa.c, isa.toolchain.cflags)


def _key(plan: GemmPlan) -> str:
    b = plan.blocking
    return cache.digest("gemm", cache.code_fingerprint(), _isa_fingerprint(plan.tile.isa),
                        plan.prefix, plan.layouts, plan.mr, plan.nr, b.mc, b.nc, b.kc,
                        b.source, plan.epilogue)


def emit_gemm(plan: GemmPlan) -> GemmSource:
    """The plan's C and headers, from the cache when the same inputs were scheduled before."""
    key = _key(plan)
    hit = cache.load_record("gemm", key, GemmSource)
    if hit is not None:
        return hit
    src = _generate(plan)
    cache.store_json("gemm", key, asdict(src))
    return src


# --------------------------------------------------------------------------- native build


@dataclass
class GemmLibrary:
    """A loaded native GEMM: call it on raw pointers, or hand its address to a C timer."""

    plan: GemmPlan
    source: GemmSource
    ffi: object
    lib: object

    def fn(self, name: str):
        return getattr(self.lib, f"{self.source.prefix}_{name}")

    def address(self, name: str = "sgemm") -> int:
        """Address of <prefix>_<name> (the cblas-style entry by default, LP64 ints)."""
        fn = self.ffi.addressof(self.lib, f"{self.source.prefix}_{name}")
        return int(self.ffi.cast("uintptr_t", fn))

    def set_threads(self, n: int) -> None:
        self.fn("set_num_threads")(n)

    def config(self) -> str:
        return self.ffi.string(self.fn("config")()).decode()


def native_flags(isa: VectorIsa) -> list[str]:
    return [*isa.toolchain.cflags, "-fopenmp"]


@lru_cache(maxsize=None)
def build_gemm_native(plan: GemmPlan) -> GemmLibrary:
    """Compile the plan for this machine (cached on disk) and import it."""
    require_runnable(plan.tile.isa)
    src = emit_gemm(plan)
    module = load_module(plan.tile.isa, "gemm", [src], src.cdef(), f'#include "{src.prefix}.h"\n',
                         native_flags(plan.tile.isa), link_args=("-fopenmp",))
    return GemmLibrary(plan, src, module.ffi, module.lib)
