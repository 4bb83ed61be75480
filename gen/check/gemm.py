"""Validate a generated GEMM against NumPy: the same cases and judge for every ISA.

A case is one cblas-style call (`<prefix>_sgemm_ex`): storage order, transposes, leading
dimensions with padding, alpha, beta, threads; an epilogue case (`epilogue_cases`) calls
`<prefix>_sgemm_epilogue` of an epilogue build instead, adding bias, ReLU and a residual.
NumPy makes the operands; the C matrix sits in a buffer with `GUARD` canary floats before
and after it, and the leading-dimension gaps are canaries too, so a write outside the
logical matrix is caught bit-for-bit; A and B must come back unchanged.

Every case becomes a record of the validation harness (gen/check/harness.py, `LAYOUT`), and how it
runs differs only in where:
  in-process   the cffi-built library (native ISA)
  harness      the harness program with this check's adapter (harness_gemm.c.in), linked
               with the generated GEMM: built natively with -fsanitize=address,undefined
               (`sanitized_harness`) or with an ISA's cross toolchain and run under its
               emulator (`run_cross`)
and `judge` compares every result with NumPy in float64.

Tolerance: each element is alpha * sum of K products plus beta * c, all in float32 (alpha
folded into A while packing), plus bias and residual in an epilogue build: K + 5 rounded
operations, bounded by gen/check/tolerance.py as gamma_(K+5) * (|alpha| (|op(A)||op(B)|)_ij +
|beta c_ij| + |bias_j| + |R_ij|), for any summation order.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Callable, Iterable

import numpy as np

from exogemm.gen.c.gemm_build import GemmLibrary, GemmSource, build_gemm_native, emit_gemm
from exogemm.gen.check import tolerance
from exogemm.gen.check.harness import (
    CaseLayout,
    InProcess,
    Program,
    Record,
    Result,
    Runner,
    build_program,
    fill,
)
from exogemm.gen.check.tolerance import GUARD
from exogemm.gen.check.verdict import Report, Verdict
from exogemm.isa.base import VectorIsa
from exogemm.plan.gemm_plan import GemmPlan
from exogemm.policy.blocking import default_gemm_tile, plan_for

ROW, COL, NOTRANS, TRANS = 101, 102, 111, 112

#: One sgemm call on the wire; bias and R are empty buffers when has_bias / has_R are 0.
LAYOUT = CaseLayout(
    fields=("M", "N", "K", "layout", "transa", "transb", "lda", "ldb", "ldc", "threads",
            "guard", "epilogue", "relu", "has_bias", "has_R", "ldr"),
    scalars=("alpha", "beta"),
    buffers=("A", "B", "C", "bias", "R"),
    written_back=("A", "B", "C"),
)

#: The fixed sweep of the issue: every dimension from this set, four ops, ld padding 0 / 5.
SWEEP_DIMS = (0, 1, 7, 32, 64, 257)
SWEEP_PADS = (0, 5)


@dataclass
class GemmCase:
    """One sgemm call; A, B, C are the stored buffers (C with guards), flat float32."""

    M: int
    N: int
    K: int
    layout: int
    trans_a: bool
    trans_b: bool
    lda: int
    ldb: int
    ldc: int
    alpha: float
    beta: float
    threads: int
    A: np.ndarray
    B: np.ndarray
    C: np.ndarray  # GUARD + ldc * (stored rows) + GUARD floats
    # Fused epilogue (row-major only): bias (N) or None, ReLU, residual (M rows of ldr) or None.
    epilogue: bool = False
    bias: np.ndarray | None = None
    relu: bool = False
    R: np.ndarray | None = None
    ldr: int = 1

    @property
    def label(self) -> str:
        lay = "row" if self.layout == ROW else "col"
        ops = ("T" if self.trans_a else "N") + ("T" if self.trans_b else "N")
        epi = (f" epilogue(bias={'yes' if self.bias is not None else 'no'} relu={self.relu} "
               f"residual={'ldr=%d' % self.ldr if self.R is not None else 'no'})"
               if self.epilogue else "")
        return (f"M={self.M} N={self.N} K={self.K} {lay}-major {ops} lda={self.lda} "
                f"ldb={self.ldb} ldc={self.ldc} alpha={self.alpha:g} beta={self.beta:g} "
                f"threads={self.threads}{epi}")

    def residual(self) -> np.ndarray:
        """The residual as an M x N float64 matrix (zeros when absent)."""
        if self.R is None or self.M == 0 or self.N == 0:
            return np.zeros((self.M, self.N))
        return _logical(self.R, self.M, self.N, self.ldr, ROW, False).astype(np.float64)

    def op(self, which: str) -> np.ndarray:
        """op(A) (M x K) or op(B) (K x N) as a float64 view of the stored buffer."""
        if which == "A":
            rows, cols, ld, t, buf = self.M, self.K, self.lda, self.trans_a, self.A
        else:
            rows, cols, ld, t, buf = self.K, self.N, self.ldb, self.trans_b, self.B
        return _logical(buf, rows, cols, ld, self.layout, t).astype(np.float64)

    def c_view(self, buf: np.ndarray) -> np.ndarray:
        return _logical(buf[GUARD:len(buf) - GUARD], self.M, self.N, self.ldc, self.layout, False)

    def c_mask(self) -> np.ndarray:
        """True where the buffer holds an element of C (everything else is a canary)."""
        mask = np.zeros(self.C.shape, dtype=bool)
        self.c_view(mask)[...] = True
        return mask


def _stored_shape(rows: int, cols: int, layout: int, trans: bool) -> tuple[int, int]:
    """(outer, inner) extent of the stored matrix: inner is the contiguous one."""
    r, c = (cols, rows) if trans else (rows, cols)
    return (r, c) if layout == ROW else (c, r)


def _logical(buf: np.ndarray, rows: int, cols: int, ld: int, layout: int, trans: bool):
    outer, inner = _stored_shape(rows, cols, layout, trans)
    if outer == 0 or inner == 0:
        stored = buf[:0].reshape(outer, inner)
    else:
        stored = np.lib.stride_tricks.as_strided(
            buf, shape=(outer, inner), strides=(ld * buf.itemsize, buf.itemsize))
    X = stored if layout == ROW else stored.T  # the stored matrix X
    return X.T if trans else X


def make_case(rng: np.random.Generator, M: int, N: int, K: int, *, layout: int = ROW,
              trans_a: bool = False, trans_b: bool = False, pad: int = 0, alpha: float = 1.0,
              beta: float = 0.0, threads: int = 1, nan_in_c: bool = False) -> GemmCase:
    """Random operands in [-1, 1) with leading dimensions = stored width + pad."""

    def stored(rows, cols, trans):
        outer, inner = _stored_shape(rows, cols, layout, trans)
        ld = max(1, inner) + pad
        buf = np.full(max(0, (outer - 1) * ld + inner) if outer else 0, tolerance.CANARY,
                      np.float32)
        if outer and inner:
            np.lib.stride_tricks.as_strided(buf, (outer, inner), (ld * 4, 4))[...] = \
                rng.uniform(-1, 1, (outer, inner))
        return buf, ld

    A, lda = stored(M, K, trans_a)
    B, ldb = stored(K, N, trans_b)
    outer, inner = _stored_shape(M, N, layout, False)
    ldc = max(1, inner) + pad
    C = np.full(2 * GUARD + outer * ldc, tolerance.CANARY, np.float32)
    case = GemmCase(M, N, K, layout, trans_a, trans_b, lda, ldb, ldc, float(np.float32(alpha)),
                    float(np.float32(beta)), threads, A, B, C)
    if M and N:
        case.c_view(C)[...] = np.nan if nan_in_c else rng.uniform(-1, 1, (M, N))
    return case


def epilogue_cases(rng: np.random.Generator, dims: Iterable[int], kc: int,
                   threads: int = 1) -> list[GemmCase]:
    """Fused-epilogue cases: M, N from dims; K = 0, 1, kc, kc + 1 and 2 kc + 5 (so the
    epilogue must be applied once, after the last of several kc blocks, and also when
    there is no product at all); the four ops; bias, ReLU and a padded residual each on or
    off in turn; beta 0 (C full of NaN, never read), 1 and 0.5."""
    out, n = [], 0
    for M in dims:
        for N in dims:
            for K in (0, 1, kc, kc + 1, 2 * kc + 5):
                ta, tb = bool(n & 1), bool(n & 2)
                beta = (0.0, 1.0, 0.5)[n % 3]
                case = make_case(rng, M, N, K, trans_a=ta, trans_b=tb, pad=n % 2 * 3,
                                 alpha=(1.0, -0.5)[n % 2], beta=beta, threads=threads,
                                 nan_in_c=beta == 0.0)
                case.epilogue, case.relu = True, n % 4 != 3
                if n % 5 != 4:  # bias large enough that applying it twice cannot pass
                    case.bias = rng.uniform(-4, 4, N).astype(np.float32)
                if n % 3 != 1:
                    case.ldr = max(1, N) + n % 2 * 5
                    case.R = np.full(max(0, (M - 1) * case.ldr + N) if M else 0,
                                     tolerance.CANARY, np.float32)
                    if M and N:
                        _logical(case.R, M, N, case.ldr, ROW, False)[...] = \
                            rng.uniform(-2, 2, (M, N))
                out.append(case)
                n += 1
    return out


#: (alpha, beta) pairs a sweep cycles through: 5 of them, prime to the 8 (op, pad) cases of
#: a shape, so each op meets each pair. alpha = 1 with beta 0, 1 and -0.5 is the small path
#: (gen/templates/gemm_wrapper.c.in); the others run the packed or direct entries.
SCALARS = ((1.0, 0.0), (-0.5, 1.0), (2.0, 0.25), (1.0, 1.0), (1.0, -0.5))


def sweep_cases(rng: np.random.Generator, dims: Iterable[int] = SWEEP_DIMS,
                pads: Iterable[int] = SWEEP_PADS, layouts=(ROW, COL), threads: int = 1,
                max_flops: float = float("inf")) -> list[GemmCase]:
    """dims^3 x ops {NN, NT, TN, TT} x pads, the layout alternating; alpha/beta vary."""
    dims, pads, out = list(dims), list(pads), []
    n = 0
    for M in dims:
        for N in dims:
            for K in dims:
                if 2.0 * M * N * K > max_flops:
                    continue
                for ta in (False, True):
                    for tb in (False, True):
                        for pad in pads:
                            alpha, beta = SCALARS[n % len(SCALARS)]
                            out.append(make_case(
                                rng, M, N, K, layout=layouts[n % len(layouts)], trans_a=ta,
                                trans_b=tb, pad=pad, alpha=alpha, beta=beta, threads=threads))
                            n += 1
    return out


def expected(case: GemmCase) -> tuple[np.ndarray, np.ndarray]:
    """Exact (float64) result and the elementwise tolerance."""
    A, B = case.op("A"), case.op("B")
    c0 = case.c_view(case.C).astype(np.float64)
    c0 = np.zeros_like(c0) if case.beta == 0 else c0  # beta == 0: C is not read
    exact = case.alpha * (A @ B) + case.beta * c0
    magnitude = abs(case.alpha) * (np.abs(A) @ np.abs(B)) + abs(case.beta) * np.abs(c0)
    if case.epilogue:
        bias = np.zeros(case.N) if case.bias is None else case.bias.astype(np.float64)
        exact = exact + bias[None, :] + case.residual()
        magnitude = magnitude + np.abs(bias)[None, :] + np.abs(case.residual())
        if case.relu:  # max(0, .) is 1-Lipschitz: the bound carries over
            exact = np.maximum(exact, 0.0)
    # K products and sums, alpha, beta * c, + 2 for the epilogue's additions
    return exact, tolerance.error_bound(case.K + 5, magnitude)


def judge(case: GemmCase, C_out: np.ndarray, returned: int = 0,
          A_after: np.ndarray | None = None, B_after: np.ndarray | None = None) -> Verdict:
    intact = tolerance.canaries_intact(case.C, C_out, case.c_mask())
    inputs = all(after is None or tolerance.bits_equal(after, before)
                 for after, before in ((A_after, case.A), (B_after, case.B)))
    if case.M == 0 or case.N == 0:
        return Verdict(case.label, returned, 0.0, 0.0, intact, inputs)
    exact, tol = expected(case)
    max_error, ratio = tolerance.error_ratio(case.c_view(C_out), exact, tol)
    return Verdict(case.label, returned, max_error, ratio, intact, inputs)


# --------------------------------------------------------------------------- running


def values(case: GemmCase) -> tuple[dict, dict, dict]:
    """The case's fields, scalars and buffers by LAYOUT's names (a model check adds its
    own fields to them)."""
    none = np.zeros(0, np.float32)
    fields = dict(M=case.M, N=case.N, K=case.K, layout=case.layout,
                  transa=TRANS if case.trans_a else NOTRANS,
                  transb=TRANS if case.trans_b else NOTRANS, lda=case.lda, ldb=case.ldb,
                  ldc=case.ldc, threads=case.threads, guard=GUARD, epilogue=int(case.epilogue),
                  relu=int(case.relu), has_bias=int(case.bias is not None),
                  has_R=int(case.R is not None), ldr=case.ldr)
    buffers = dict(A=case.A, B=case.B, C=case.C, bias=none if case.bias is None else case.bias,
                   R=none if case.R is None else case.R)
    return fields, dict(alpha=case.alpha, beta=case.beta), buffers


def record(case: GemmCase) -> Record:
    return LAYOUT.record(*values(case))


def judge_result(case: GemmCase, result: Result) -> Verdict:
    """`judge` on what the harness returned: C, the return code, and A and B."""
    b = result.buffers
    return judge(case, b["C"], result.returned, b["A"], b["B"])


def check(cases: list[GemmCase], runner: Runner) -> list[Verdict]:
    """Run every case with `runner` and judge it."""
    return [judge_result(c, r) for c, r in zip(cases, runner.run([record(c) for c in cases]))]


def in_process_call(lib: GemmLibrary) -> Callable[[Record], int]:
    """A record's call through the cffi library (`InProcess`), as the adapter makes it."""
    ffi = lib.ffi

    def ptr(x: np.ndarray, offset: int = 0):
        return ffi.cast("float *", ffi.from_buffer(x)) + offset

    def call(r: Record) -> int:
        f = r.field
        A, B, C = ptr(r.buffer("A")), ptr(r.buffer("B")), ptr(r.buffer("C"), f("guard"))
        if f("epilogue"):
            bias = ptr(r.buffer("bias")) if f("has_bias") else ffi.NULL
            R = ptr(r.buffer("R")) if f("has_R") else ffi.NULL
            return lib.fn("sgemm_epilogue")(
                f("transa"), f("transb"), f("M"), f("N"), f("K"), r.scalar("alpha"), A,
                f("lda"), B, f("ldb"), r.scalar("beta"), C, f("ldc"), bias, f("relu"), R,
                f("ldr"), f("threads"))
        return lib.fn("sgemm_ex")(
            f("layout"), f("transa"), f("transb"), f("M"), f("N"), f("K"), r.scalar("alpha"),
            A, f("lda"), B, f("ldb"), r.scalar("beta"), C, f("ldc"), f("threads"))

    return call


def run_in_process(lib: GemmLibrary, cases: list[GemmCase]) -> list[Verdict]:
    """Run each case through the cffi library's cblas-style entry and judge it."""
    return check(cases, InProcess(in_process_call(lib)))


def adapter(src: GemmSource) -> str:
    """harness_gemm.c.in for the GEMM of `src`."""
    return fill("harness_gemm.c.in", layout=LAYOUT.c_enums(), prefix=src.prefix)


def harness_program(src: GemmSource, isa: VectorIsa, sanitize: bool = False) -> Path:
    """The harness + generated GEMM, built with the ISA's toolchain (no OpenMP), or
    natively with ASan and UBSan (cached by content)."""
    tag = "gemm-asan" if sanitize else "gemm-harness"
    return build_program(isa, [src], adapter(src), tag=tag, sanitize=sanitize)


def sanitized_harness(src: GemmSource, isa: VectorIsa) -> Path:
    """The harness + generated C built natively with ASan and UBSan (cached by content)."""
    return harness_program(src, isa, sanitize=True)


def run_harness(exe: Path, cases: list[GemmCase], runner: tuple[str, ...] = (),
                env: dict | None = None, timeout: float = 1800) -> list[Verdict]:
    """Run the harness program `exe` (under `runner`, e.g. qemu) on the cases and judge."""
    return check(cases, Program(exe, "GEMM harness", emulator=runner, env=env,
                                timeout=timeout))


def run_cross(src: GemmSource, isa: VectorIsa, cases: list[GemmCase]) -> list[Verdict]:
    """Cross-compile the harness for `isa` (its toolchain; no OpenMP) and run it emulated."""
    tc = isa.toolchain
    tc.require(tc.cc[0], *tc.runner[:1])
    return run_harness(harness_program(src, isa), cases, runner=tuple(tc.runner))


# --------------------------------------------------------------------------- `exogemm test --gemm`


def small_blocking_plan(isa: VectorIsa) -> GemmPlan:
    """The ISA's default tile with tiny blocks (mc = 2 mr, nc = 2 nr, kc = 16), so that
    small matrices cross every block edge of every loop."""
    tile = default_gemm_tile(isa)
    return plan_for(tile, mc=2 * tile.mr, nc=2 * tile.nr, kc=16)


def validate_gemm(isa: VectorIsa, seed: int = 0) -> Report:
    """The GEMM validation of `exogemm test --gemm` for one ISA.

    Native: the default plan (model blocking) on the fixed sweep (dims SWEEP_DIMS, four
    ops, ld padding 0 / 5, row/column-major, 1 and 2 threads), in-process; then tiny blocks
    on shapes that cross every block edge. Cross ISAs: tiny blocks on small shapes, built
    with the ISA's toolchain and run under its emulator. Judged by NumPy either way.
    """
    rng = np.random.default_rng(seed)
    small = small_blocking_plan(isa)
    mr, nr = small.mr, small.nr
    edge_dims = (0, 1, 7, 2 * mr + 1, 2 * nr + 3)
    report = Report(isa.key, [])
    if isa.toolchain.native:
        plan = plan_for(default_gemm_tile(isa))
        lib = build_gemm_native(plan)
        cases = sweep_cases(rng, threads=1) + sweep_cases(rng, dims=(1, 7, 64, 257), threads=2)
        report.runs.append((f"{plan.prefix} model blocking, sweep {SWEEP_DIMS}^3 x ops x ld "
                            f"pad {SWEEP_PADS}", run_in_process(lib, cases)))
        lib = build_gemm_native(small)
        cases = sweep_cases(rng, dims=edge_dims + (4 * mr + 3,), threads=2)
        report.runs.append((f"mc={small.blocking.mc} nc={small.blocking.nc} kc=16, "
                            f"dims {edge_dims + (4 * mr + 3,)}", run_in_process(lib, cases)))
        lib = build_gemm_native(small.with_epilogue())
        cases = (epilogue_cases(rng, edge_dims, kc=16)
                 + epilogue_cases(rng, (2 * mr + 1, 4 * mr + 3), kc=16, threads=2))
        report.runs.append((f"fused epilogue, mc={small.blocking.mc} nc={small.blocking.nc} "
                            f"kc=16, dims {edge_dims}, K up to 2 kc + 5",
                            run_in_process(lib, cases)))
    else:
        cases = sweep_cases(rng, dims=edge_dims)
        report.runs.append((f"mc={small.blocking.mc} nc={small.blocking.nc} kc=16 under "
                            f"{isa.toolchain.runner[0]}, dims {edge_dims}",
                            run_cross(emit_gemm(small), isa, cases)))
        cases = epilogue_cases(rng, edge_dims, kc=16)
        report.runs.append((f"fused epilogue, mc={small.blocking.mc} nc={small.blocking.nc} "
                            f"kc=16 under {isa.toolchain.runner[0]}, dims {edge_dims}, K up to "
                            f"2 kc + 5", run_cross(emit_gemm(small.with_epilogue()), isa, cases)))
    return report


def report_json(report: Report) -> dict:
    """`exogemm test --gemm --json`: the runs and any failures, JSON-ready."""
    return dict(
        isa=report.isa, ok=report.ok,
        runs=[dict(what=what, cases=len(vs), failed=sum(not v.ok for v in vs),
                   worst_error_over_tolerance=max((v.max_error_over_tolerance for v in vs),
                                                  default=0.0)) for what, vs in report.runs],
        failures=[asdict(v) for v in report.failed[:50]],
    )
