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

import importlib.util
import sys
import tempfile
from dataclasses import asdict, dataclass
from functools import lru_cache
from pathlib import Path

from exo import compile_procs_to_strings

from exogemm.errors import CompileError, UnsupportedCpuError
from exogemm.gen import cache
from exogemm.gen.native import compiler_version
from exogemm.isa.base import VectorIsa
from exogemm.procs.gemm import LAYOUTS, GemmPlan, schedule_all

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
    -8: "this plan was built without the entry for these operand layouts",
}

#: Below this M*N*K the wrapper does not start threads (a parallel region costs microseconds).
SERIAL_BELOW = 64.0**3

WRAPPER = r"""
/* ------------------------------------------------------------------------------------------
   Hand-written wrapper (thin): argument checks, storage orders and transposes reduced to
   element strides, beta, OpenMP thread count, dispatch to the Exo entry for the operand
   layout. All loops and packing are the Exo procs above.
   ------------------------------------------------------------------------------------------ */
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

int @P@_sgemm_strided(int64_t M, int64_t N, int64_t K, float alpha,
                      const float *A, int64_t a_rs, int64_t a_cs,
                      const float *B, int64_t b_rs, int64_t b_cs,
                      float beta, float *C, int64_t c_rs, int64_t c_cs, int threads)
{
    if (M < 0 || N < 0 || K < 0) return -1;
    if (M == 0 || N == 0) return 0;
    @P@_unit_if_single(M, N, &c_rs, &c_cs);
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
    if (!@P@_entries[la][lb]) return -8;

    struct exo_win_2f32 Cw = { C, { (int_fast32_t)c_rs, 1 } };
    if (beta == 0.0f) @P@_zero_c(NULL, M, N, Cw);      /* never reads C */
    else if (beta != 1.0f) @P@_scale_c(NULL, M, N, &beta, Cw);
    if (K == 0 || alpha == 0.0f) return 0;

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
                @P@_entries[la][lb](NULL, m, n, K, &alpha, Aw, Bw, Cp);
            }
        }
    }
    return err ? -5 : 0;
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
"""


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
        return CDEF.replace("@P@", self.prefix)


def _fill(template: str, plan: GemmPlan, config: str) -> str:
    b = plan.blocking
    values = {
        "@P@": plan.prefix, "@MR@": plan.mr, "@NR@": plan.nr, "@MC@": b.mc, "@NC@": b.nc,
        "@KC@": b.kc, "@CONFIG@": config, "@ISA@": plan.tile.isa.description,
        "@GUARD@": plan.prefix.upper() + "_H",
        "@CFLAGS@": " ".join(plan.tile.isa.toolchain.cflags),
        "@SERIAL_FLOPS@": f"{SERIAL_BELOW:.1f}", "@LAYOUTS@": ", ".join(plan.layouts),
        **{f"@E_{x.upper()}@": f"{plan.prefix}_{x}" if x in plan.layouts else "NULL"
           for x in LAYOUTS},
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
    c = c + _fill(WRAPPER, plan, config)
    h = _fill(PUBLIC_HEADER, plan, config)
    return GemmSource(plan.prefix, plan.tile.isa.key, plan.mr, plan.nr, b.mc, b.nc, b.kc,
                      config, c, exo_h, h)


def _isa_fingerprint(isa: VectorIsa) -> tuple:
    return (isa.key, isa.lanes, isa.registers, isa.c_vector_type, isa.header, isa.prelude,
            isa.c, isa.toolchain.cflags)


def _key(plan: GemmPlan) -> str:
    b = plan.blocking
    return cache.digest("gemm", cache.code_fingerprint(), _isa_fingerprint(plan.tile.isa),
                        plan.prefix, plan.layouts, plan.mr, plan.nr, b.mc, b.nc, b.kc,
                        b.source)


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
    isa = plan.tile.isa
    if not isa.toolchain.native:
        raise CompileError(f"{isa.key} is not a native ISA; use the cross-compilation path")
    reason = isa.cpu_check()
    if reason:
        raise UnsupportedCpuError(f"cannot run {isa.key} code here: {reason}")
    src = emit_gemm(plan)
    cc = isa.toolchain.cc[0]
    flags = native_flags(isa)
    key = cache.digest("gemm-native", compiler_version(cc), flags, src.c, src.exo_h, src.h,
                       src.cdef(), sys.version)[:20]
    modname = f"_exogemm_gemm_{key}"
    build_dir = cache.cache_root() / "gemm"
    built = sorted(build_dir.glob(f"{modname}.*.so")) or sorted(build_dir.glob(f"{modname}*.so"))
    if not built:
        built = [_compile(src, modname, build_dir, flags)]
    spec = importlib.util.spec_from_file_location(modname, built[0])
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    sys.modules.setdefault(modname, module)
    return GemmLibrary(plan, src, module.ffi, module.lib)


def _compile(src: GemmSource, modname: str, build_dir: Path, flags: list[str]) -> Path:
    import cffi

    with tempfile.TemporaryDirectory(dir=cache.cache_root()) as tmp:
        tmpdir = Path(tmp)
        c_file = src.write(tmpdir)[0]
        ffi = cffi.FFI()
        ffi.cdef(src.cdef())
        ffi.set_source(modname, f'#include "{src.prefix}.h"\n', sources=[str(c_file)],
                       include_dirs=[str(tmpdir)], extra_compile_args=flags,
                       extra_link_args=["-fopenmp"])
        try:
            so = Path(ffi.compile(tmpdir=str(tmpdir), verbose=False))
        except Exception as exc:  # cffi wraps the compiler's failure
            kept = build_dir / "failed" / modname
            src.write(kept)
            raise CompileError(f"compiling {src.prefix} failed: {exc}\n"
                               f"generated C kept in {kept}") from exc
        build_dir.mkdir(parents=True, exist_ok=True)
        final = build_dir / so.name
        cache.atomic_write(final, so.read_bytes())
        return final
