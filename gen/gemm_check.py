"""Validate a generated GEMM against NumPy: the same cases and judge for every ISA.

A case is one cblas-style call (`<prefix>_sgemm_ex`): storage order, transposes, leading
dimensions with padding, alpha, beta, threads; an epilogue case (`epilogue_cases`) calls
`<prefix>_sgemm_epilogue` of an epilogue build instead, adding bias, ReLU and a residual.
NumPy makes the operands; the C matrix sits in a buffer with `GUARD` canary floats before
and after it, and the leading-dimension gaps are canaries too, so a write outside the
logical matrix is caught bit-for-bit.

How a case runs differs only in where:
  in-process   the cffi-built library (native ISA)
  harness      a small C program (`HARNESS`) that reads the cases from a file, calls the
               generated sgemm on exactly-sized heap copies of A and B, and writes C back;
               built natively with -fsanitize=address,undefined (`sanitized_harness`) or
               with an ISA's cross toolchain and run under its emulator (`run_cross`)
and `judge` compares every result with NumPy in float64.

Tolerance: each element is alpha * sum of K products plus beta * c, all in float32 (alpha
folded into A while packing); |computed - exact| <= gamma_(K+3) * (|alpha| (|op(A)||op(B)|)_ij
+ |beta c_ij|) with gamma_n = n u / (1 - n u), u = 2^-24, for any summation order.
"""

from __future__ import annotations

import os
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable

import numpy as np

from exogemm.errors import RunError
from exogemm.gen.gemm_build import GemmSource

UNIT_ROUNDOFF = 2.0**-24
CANARY = np.float32(-7.25e7)
GUARD = 16  # canary floats before and after C
MAGIC = 0x4D455847  # "GXEM"
HEADER = 19  # int64 fields per case, see HARNESS
ROW, COL, NOTRANS, TRANS = 101, 102, 111, 112

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
        buf = np.full(max(0, (outer - 1) * ld + inner) if outer else 0, CANARY, np.float32)
        if outer and inner:
            np.lib.stride_tricks.as_strided(buf, (outer, inner), (ld * 4, 4))[...] = \
                rng.uniform(-1, 1, (outer, inner))
        return buf, ld

    A, lda = stored(M, K, trans_a)
    B, ldb = stored(K, N, trans_b)
    outer, inner = _stored_shape(M, N, layout, False)
    ldc = max(1, inner) + pad
    C = np.full(2 * GUARD + outer * ldc, CANARY, np.float32)
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
                    case.R = np.full(max(0, (M - 1) * case.ldr + N) if M else 0, CANARY,
                                     np.float32)
                    if M and N:
                        _logical(case.R, M, N, case.ldr, ROW, False)[...] = \
                            rng.uniform(-2, 2, (M, N))
                out.append(case)
                n += 1
    return out


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
                            alpha, beta = ((1.0, 0.0), (-0.5, 1.0), (2.0, 0.25))[n % 3]
                            out.append(make_case(
                                rng, M, N, K, layout=layouts[n % len(layouts)], trans_a=ta,
                                trans_b=tb, pad=pad, alpha=alpha, beta=beta, threads=threads))
                            n += 1
    return out


@dataclass
class GemmVerdict:
    label: str
    returned: int
    max_error: float
    max_error_over_tolerance: float
    canaries_intact: bool
    inputs_intact: bool

    @property
    def ok(self) -> bool:
        return (self.returned == 0 and self.canaries_intact and self.inputs_intact
                and self.max_error_over_tolerance <= 1.0)


def expected(case: GemmCase) -> tuple[np.ndarray, np.ndarray]:
    """Exact (float64) result and the elementwise tolerance."""
    A, B = case.op("A"), case.op("B")
    c0 = case.c_view(case.C).astype(np.float64)
    c0 = np.zeros_like(c0) if case.beta == 0 else c0  # beta == 0: C is not read
    exact = case.alpha * (A @ B) + case.beta * c0
    n = case.K + 5  # + 2 for the epilogue's additions
    gamma = n * UNIT_ROUNDOFF / (1 - n * UNIT_ROUNDOFF)
    tol = gamma * (abs(case.alpha) * (np.abs(A) @ np.abs(B)) + abs(case.beta) * np.abs(c0))
    if case.epilogue:
        bias = np.zeros(case.N) if case.bias is None else case.bias.astype(np.float64)
        exact = exact + bias[None, :] + case.residual()
        tol = tol + gamma * (np.abs(bias)[None, :] + np.abs(case.residual()))
        if case.relu:  # max(0, .) is 1-Lipschitz: the bound carries over
            exact = np.maximum(exact, 0.0)
    return exact, tol


def judge(case: GemmCase, C_out: np.ndarray, returned: int = 0,
          A_after: np.ndarray | None = None, B_after: np.ndarray | None = None) -> GemmVerdict:
    mask = case.c_mask()
    intact = np.array_equal(C_out[~mask].view(np.uint32), case.C[~mask].view(np.uint32))
    inputs = all(after is None or np.array_equal(after.view(np.uint32), before.view(np.uint32))
                 for after, before in ((A_after, case.A), (B_after, case.B)))
    if case.M == 0 or case.N == 0:
        return GemmVerdict(case.label, returned, 0.0, 0.0, intact, inputs)
    exact, tol = expected(case)
    got = case.c_view(C_out).astype(np.float64)
    err = np.where(np.isfinite(got), np.abs(got - exact), np.inf)
    ratio = err / np.maximum(tol, np.finfo(np.float64).tiny)
    ratio = np.where(err == 0, 0.0, ratio)
    return GemmVerdict(case.label, returned, float(err.max()), float(ratio.max()), intact,
                       inputs)


# --------------------------------------------------------------------------- in-process


def run_in_process(lib, cases: list[GemmCase]) -> list[GemmVerdict]:
    """Run each case through the cffi library's cblas-style entry and judge it."""
    ffi, fn = lib.ffi, lib.fn("sgemm_ex")
    verdicts = []
    for case in cases:
        A, B, C = case.A.copy(), case.B.copy(), case.C.copy()
        ptr = lambda x, off=0: ffi.cast("float *", ffi.from_buffer(x)) + off  # noqa: E731
        ta, tb = TRANS if case.trans_a else NOTRANS, TRANS if case.trans_b else NOTRANS
        if case.epilogue:
            bias = ffi.NULL if case.bias is None else ptr(case.bias)
            R = ffi.NULL if case.R is None else ptr(case.R)
            rc = lib.fn("sgemm_epilogue")(ta, tb, case.M, case.N, case.K, case.alpha, ptr(A),
                                          case.lda, ptr(B), case.ldb, case.beta,
                                          ptr(C, GUARD), case.ldc, bias, int(case.relu), R,
                                          case.ldr, case.threads)
        else:
            rc = fn(case.layout, ta, tb, case.M, case.N, case.K, case.alpha, ptr(A), case.lda,
                    ptr(B), case.ldb, case.beta, ptr(C, GUARD), case.ldc, case.threads)
        verdicts.append(judge(case, C, rc, A, B))
    return verdicts


# --------------------------------------------------------------------------- C harness


#: C helpers every file-driven harness shares: die with a reason, read exactly, load floats.
HARNESS_IO = r"""static void die(const char *why, long detail) {
    fprintf(stderr, "@WHO@: %s (%ld)\n", why, detail);
    exit(3);
}
static void read_exact(FILE *f, void *p, size_t bytes) {
    if (bytes && fread(p, 1, bytes, f) != bytes) die("input file too short, wanted", (long)bytes);
}
static float *load(FILE *f, int64_t n) {
    float *p = (float *)malloc(n > 0 ? (size_t)n * sizeof(float) : 1);
    if (!p) die("out of memory", (long)n);
    read_exact(f, p, (size_t)(n > 0 ? n : 0) * sizeof(float));
    return p;
}
"""


def harness_io(who: str) -> str:
    """HARNESS_IO with `who` naming the program in its error messages."""
    return HARNESS_IO.replace("@WHO@", who)


HARNESS = r"""
/* Reads sgemm cases from a file, runs the generated sgemm on exactly-sized heap copies of
   A and B (so AddressSanitizer sees any read past them), writes each C buffer back. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "@P@.h"

@HARNESS_IO@
int main(int argc, char **argv) {
    if (argc != 3) die("usage: harness INPUT OUTPUT; arguments", (long)argc - 1);
    FILE *in = fopen(argv[1], "rb"), *out = fopen(argv[2], "wb");
    if (!in || !out) die("cannot open the input or output file", 0);
    int64_t head[2];
    read_exact(in, head, sizeof head);
    if (head[0] != @MAGIC@) die("bad magic", (long)head[0]);
    for (int64_t c = 0; c < head[1]; c++) {
        int64_t h[@HEADER@];
        float s[2];
        read_exact(in, h, sizeof h);
        read_exact(in, s, sizeof s);
        /* M N K layout ta tb lda ldb ldc threads na nb nc guard
           epilogue relu nbias (-1: none) nR (-1: none) ldr */
        float *A = load(in, h[10]), *B = load(in, h[11]), *C = load(in, h[12]);
        float *bias = h[16] >= 0 ? load(in, h[16]) : NULL, *R = h[17] >= 0 ? load(in, h[17]) : NULL;
        int64_t rc;
        if (h[14]) {
#ifdef @P@_HAS_EPILOGUE
            rc = @P@_sgemm_epilogue((int)h[4], (int)h[5], (int)h[0], (int)h[1], (int)h[2], s[0],
                                    A, (int)h[6], B, (int)h[7], s[1], C + h[13], (int)h[8],
                                    bias, (int)h[15], R, (int)h[18], (int)h[9]);
#else
            die("an epilogue case, but this is not an epilogue build; case", (long)c);
#endif
        } else {
            rc = @P@_sgemm_ex((int)h[3], (int)h[4], (int)h[5], (int)h[0], (int)h[1],
                              (int)h[2], s[0], A, (int)h[6], B, (int)h[7], s[1],
                              C + h[13], (int)h[8], (int)h[9]);
        }
        if (fwrite(&rc, sizeof rc, 1, out) != 1) die("short write", (long)c);
        if (h[12] && fwrite(C, sizeof(float), (size_t)h[12], out) != (size_t)h[12])
            die("short write", (long)c);
        free(A);
        free(B);
        free(C);
        free(bias);
        free(R);
    }
    @P@_release_workspace();
    if (fclose(out) != 0) die("cannot close the output file", 0);
    fclose(in);
    return 0;
}
"""


def harness_source(src: GemmSource) -> str:
    return (HARNESS.replace("@HARNESS_IO@", harness_io("exogemm gemm harness"))
            .replace("@P@", src.prefix).replace("@MAGIC@", str(MAGIC))
            .replace("@HEADER@", str(HEADER)))


def encode(cases: list[GemmCase]) -> bytes:
    head = np.array([MAGIC, len(cases)], dtype="<i8").tobytes()
    return head + b"".join(encode_case(c) for c in cases)


def encode_case(c: GemmCase) -> bytes:
    """One case as HARNESS reads it: HEADER int64 fields, alpha and beta, A, B, C, then
    bias and R when present."""
    head = [c.M, c.N, c.K, c.layout, TRANS if c.trans_a else NOTRANS,
            TRANS if c.trans_b else NOTRANS, c.lda, c.ldb, c.ldc, c.threads,
            c.A.size, c.B.size, c.C.size, GUARD, int(c.epilogue), int(c.relu),
            -1 if c.bias is None else c.bias.size, -1 if c.R is None else c.R.size, c.ldr]
    parts = [np.array(head, dtype="<i8").tobytes(),
             np.array([c.alpha, c.beta], dtype="<f4").tobytes()]
    parts += [np.ascontiguousarray(buf, dtype="<f4").tobytes()
              for buf in (c.A, c.B, c.C, c.bias, c.R) if buf is not None]
    return b"".join(parts)


def decode(data: bytes, cases: list[GemmCase]) -> list[tuple[int, np.ndarray]]:
    out, at = [], 0
    for c in cases:
        if at + 8 + 4 * c.C.size > len(data):
            raise RunError(f"the harness wrote {len(data)} bytes, fewer than the cases need")
        rc = int(np.frombuffer(data, "<i8", 1, at)[0])
        at += 8
        out.append((rc, np.frombuffer(data, "<f4", c.C.size, at).astype(np.float32)))
        at += 4 * c.C.size
    return out




def sanitized_harness(src: GemmSource, isa) -> Path:
    """The harness + generated C built natively with ASan and UBSan (cached by content)."""
    from exogemm.gen.cross import build_executable, sanitizer_flags

    return build_executable(isa, [src], harness_source(src), tag="gemm-asan",
                            compile_flags=sanitizer_flags(isa))


def run_harness(exe: Path, cases: list[GemmCase], runner: tuple[str, ...] = (),
                env: dict | None = None, timeout: float = 1800,
                encoded: bytes | None = None) -> list[GemmVerdict]:
    """Run `exe` (under `runner`, e.g. qemu) on the cases and judge the outputs.

    `encoded`: the input file for a harness that reads more than `encode` writes."""
    with tempfile.TemporaryDirectory(prefix="exogemm-gemm-") as tmp:
        inp, outp = Path(tmp) / "cases.bin", Path(tmp) / "out.bin"
        inp.write_bytes(encode(cases) if encoded is None else encoded)
        argv = [*runner, str(exe), str(inp), str(outp)]
        try:
            proc = subprocess.run(argv, capture_output=True, text=True, timeout=timeout,
                                  cwd=tmp, env={**os.environ, **(env or {})})
        except subprocess.TimeoutExpired as exc:
            raise RunError(f"{' '.join(argv)} did not finish in {timeout} s") from exc
        if proc.returncode != 0:
            raise RunError(f"{' '.join(argv)} failed (status {proc.returncode}):\n"
                           f"{proc.stderr[-6000:]}")
        results = decode(outp.read_bytes(), cases)
    return [judge(c, C, rc) for c, (rc, C) in zip(cases, results)]


def run_cross(src: GemmSource, isa, cases: list[GemmCase]) -> list[GemmVerdict]:
    """Cross-compile the harness for `isa` (its toolchain; no OpenMP) and run it emulated."""
    from exogemm.gen.cross import build_executable

    tc = isa.toolchain
    tc.require(tc.cc[0], *tc.runner[:1])
    exe = build_executable(isa, [src], harness_source(src), tag="gemm-harness")
    return run_harness(exe, cases, runner=tuple(tc.runner))


# --------------------------------------------------------------------------- `exogemm test --gemm`


@dataclass
class GemmReport:
    """What `validate_gemm` ran and how it went, ready to print or dump as JSON."""

    isa: str
    runs: list[tuple[str, list[GemmVerdict]]]  # (description, verdicts)

    @property
    def verdicts(self) -> list[GemmVerdict]:
        return [v for _, vs in self.runs for v in vs]

    @property
    def failed(self) -> list[GemmVerdict]:
        return [v for v in self.verdicts if not v.ok]

    @property
    def ok(self) -> bool:
        return not self.failed

    def lines(self) -> list[str]:
        out = []
        for what, vs in self.runs:
            bad = sum(not v.ok for v in vs)
            worst = max((v.max_error_over_tolerance for v in vs), default=0.0)
            out.append(f"{self.isa}: {what}: {len(vs)} cases, {len(vs) - bad} passed, "
                       f"{bad} failed; largest error / tolerance {worst:.3f}")
        for v in self.failed[:20]:
            out.append(f"FAILED {v.label}: returned {v.returned}, error {v.max_error:.3g} = "
                       f"{v.max_error_over_tolerance:.3g} x tolerance, canaries "
                       f"{'intact' if v.canaries_intact else 'OVERWRITTEN'}, inputs "
                       f"{'intact' if v.inputs_intact else 'MODIFIED'}")
        return out


def small_blocking_plan(isa):
    """The ISA's default tile with tiny blocks (mc = 2 mr, nc = 2 nr, kc = 16), so that
    small matrices cross every block edge of every loop."""
    from exogemm.plan.blocking import plan_for
    from exogemm.plan.tile import gemm_tile

    tile = gemm_tile(isa)
    return plan_for(tile, mc=2 * tile.mr, nc=2 * tile.nr, kc=16)


def validate_gemm(isa, seed: int = 0) -> GemmReport:
    """The GEMM validation of `exogemm test --gemm` for one ISA.

    Native: the default plan (model blocking) on the fixed sweep (dims SWEEP_DIMS, four
    ops, ld padding 0 / 5, row/column-major, 1 and 2 threads), in-process; then tiny blocks
    on shapes that cross every block edge. Cross ISAs: tiny blocks on small shapes, built
    with the ISA's toolchain and run under its emulator. Judged by NumPy either way.
    """
    from exogemm.gen.gemm_build import build_gemm_native, emit_gemm
    from exogemm.plan.blocking import plan_for
    from exogemm.plan.tile import gemm_tile

    rng = np.random.default_rng(seed)
    small = small_blocking_plan(isa)
    mr, nr = small.mr, small.nr
    edge_dims = (0, 1, 7, 2 * mr + 1, 2 * nr + 3)
    report = GemmReport(isa.key, [])
    if isa.toolchain.native:
        plan = plan_for(gemm_tile(isa))
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


def report_json(report: GemmReport) -> dict:
    """`exogemm test --gemm --json`: the runs and any failures, JSON-ready."""
    from dataclasses import asdict

    return dict(
        isa=report.isa, ok=report.ok,
        runs=[dict(what=what, cases=len(vs), failed=sum(not v.ok for v in vs),
                   worst_error_over_tolerance=max((v.max_error_over_tolerance for v in vs),
                                                  default=0.0)) for what, vs in report.runs],
        failures=[asdict(v) for v in report.failed[:50]],
    )
