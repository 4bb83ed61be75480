"""Validate conv2d against a NumPy reference convolution, on every ISA, both variants.

A case is one convolution (shape, stride, padding, dilation, filter layout, bias, ReLU) on
random inputs in [-1, 1). The reference is exogemm.conv.conv2d_reference in float64 (zero
padding + one einsum per filter tap: independent of im2col and of the packing). An output
element passes when

    |computed - exact| <= gamma_(R*S*C + 2) * ((|x| * |w|) + |bias|)

(* the convolution, gamma_n = n u / (1 - n u), u = 2^-24): the classical bound for a float32
dot product of length R*S*C in any order plus the bias; a wrong tap or a dropped channel errs
by O(1). The output sits between GUARD canary floats that must come back bit-identical.

Where a case runs:
  native, in-process   exogemm.conv on this CPU (both variants; the implicit one also with
                       tiny blocks, so small shapes cross every block edge)
  native, sanitized    the implicit conv + packers in a C harness built with ASan + UBSan
  cross (QEMU)         the implicit conv + packers, and the GEMM for the im2col variant (the
                       im2col matrix made by the same NumPy code conv2d uses), in one C
                       harness built by gen/cross.build_executable and run under the ISA's
                       emulator
"""

from __future__ import annotations

import subprocess
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from exogemm.conv import (
    ConvShape,
    _conv_implicit,
    _filter_matrix,
    conv2d,
    conv2d_reference,
    conv_shape,
    im2col,
)
from exogemm.gen.conv_build import (
    CSource,
    Geometry,
    emit_conv,
    emit_packer,
    geometry,
    k_blocking,
    m_block,
)
from exogemm.errors import RunError, ToolchainMissingError
from exogemm.gen.cross import build_executable, sanitizer_flags
from exogemm.isa.base import VectorIsa
from exogemm.procs.gemm import GemmPlan

UNIT_ROUNDOFF = 2.0**-24


@dataclass
class ConvCase:
    shape: ConvShape
    layout: str
    x: np.ndarray
    w: np.ndarray
    bias: np.ndarray | None
    relu: bool

    @property
    def params(self) -> dict:
        s = self.shape
        return dict(stride=(s.sh, s.sw), padding=(s.ph, s.pw), dilation=(s.dh, s.dw),
                    filter_layout=self.layout)

    @property
    def label(self) -> str:
        s = self.shape
        return (f"x {s.Nb}x{s.H}x{s.W}x{s.C} w {s.K}:{s.R}x{s.S} stride ({s.sh},{s.sw}) pad "
                f"({s.ph},{s.pw}) dil ({s.dh},{s.dw}) {self.layout}"
                f"{' +bias' if self.bias is not None else ''}{' relu' if self.relu else ''}")


def make_case(rng: np.random.Generator, x_shape, K: int, R: int, S: int, *, stride=1,
              padding=0, dilation=1, layout: str = "KRSC", bias: bool = False,
              relu: bool = False) -> ConvCase:
    Nb, H, W, C = x_shape
    w_shape = (K, R, S, C) if layout == "KRSC" else (R, S, C, K)
    shape = conv_shape(x_shape, w_shape, stride=stride, padding=padding, dilation=dilation,
                       filter_layout=layout)
    x = rng.uniform(-1, 1, x_shape).astype(np.float32)
    w = rng.uniform(-1, 1, w_shape).astype(np.float32)
    b = rng.uniform(-1, 1, K).astype(np.float32) if bias else None
    return ConvCase(shape, layout, x, w, b, relu)


#: Small shapes that cover the edge cases: strides, padding, dilation, 1x1, rectangular
#: windows, channels not a multiple of any vector length, batch > 1, both filter layouts,
#: bias / ReLU, an RGB input (specialised packer) and a window as large as the input.
EDGE_SPECS = [
    # x shape, K, R, S, keyword arguments
    ((1, 8, 8, 3), 5, 3, 3, dict(padding=1)),
    ((2, 9, 11, 5), 7, 3, 3, dict(stride=2, padding=1, layout="RSCK", bias=True)),
    ((1, 10, 9, 4), 9, 3, 2, dict(padding=(2, 1), dilation=2, relu=True)),
    ((2, 6, 7, 17), 33, 1, 1, dict()),
    ((1, 7, 7, 19), 13, 1, 1, dict(stride=2, layout="RSCK", bias=True, relu=True)),
    ((1, 13, 12, 3), 8, 7, 7, dict(stride=2, padding=3)),
    ((3, 5, 6, 6), 4, 5, 6, dict()),
    ((1, 6, 5, 21), 37, 3, 3, dict(stride=(1, 2), padding=(0, 2), layout="RSCK")),
    ((1, 4, 4, 40), 3, 2, 2, dict(dilation=(1, 3), padding=(0, 2), bias=True)),
]


def edge_cases(rng: np.random.Generator) -> list[ConvCase]:
    return [make_case(rng, xs, K, R, S, **kw) for xs, K, R, S, kw in EDGE_SPECS]


# --------------------------------------------------------------------------- judging


@dataclass
class ConvVerdict:
    label: str
    variant: str
    returned: int
    max_error: float
    max_error_over_tolerance: float
    canaries_intact: bool = True
    notes: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return (self.returned == 0 and self.canaries_intact
                and self.max_error_over_tolerance <= 1.0)


def expected(case: ConvCase) -> tuple[np.ndarray, np.ndarray]:
    """Exact (float64) output and the elementwise tolerance."""
    p = case.params
    exact = conv2d_reference(case.x, case.w, bias=case.bias, relu=case.relu, **p)
    mag = conv2d_reference(np.abs(case.x), np.abs(case.w),
                           bias=None if case.bias is None else np.abs(case.bias), **p)
    n = case.shape.R * case.shape.S * case.shape.C + 2
    return exact, n * UNIT_ROUNDOFF / (1 - n * UNIT_ROUNDOFF) * mag


def judge(case: ConvCase, got: np.ndarray, variant: str, returned: int = 0,
          canaries_intact: bool = True) -> ConvVerdict:
    exact, tol = expected(case)
    if returned != 0 or got.shape != exact.shape:
        return ConvVerdict(case.label, variant, returned, np.inf, np.inf, canaries_intact)
    got = got.astype(np.float64)
    err = np.where(np.isfinite(got), np.abs(got - exact), np.inf)
    ratio = np.where(err == 0, 0.0, err / np.maximum(tol, np.finfo(np.float64).tiny))
    return ConvVerdict(case.label, variant, returned, float(err.max(initial=0)),
                       float(ratio.max(initial=0)), canaries_intact)


def _with_canaries(n: int) -> np.ndarray:
    return np.full(n + 2 * GUARD, CANARY, np.float32)


def _canaries_intact(buf: np.ndarray) -> bool:
    want = np.full(GUARD, CANARY, np.float32).view(np.uint32)
    return (np.array_equal(buf[:GUARD].view(np.uint32), want)
            and np.array_equal(buf[len(buf) - GUARD:].view(np.uint32), want))


# --------------------------------------------------------------------------- native


def run_native(cases: list[ConvCase], variant: str, threads: int | None = None,
               plan=None) -> list[ConvVerdict]:
    """In-process on this CPU. With `plan`, the implicit conv of that plan (e.g. tiny
    blocks) writes into a canary-guarded buffer; else the public conv2d."""
    out = []
    for case in cases:
        if plan is None:
            got = conv2d(case.x, case.w, bias=case.bias, relu=case.relu, variant=variant,
                         threads=threads, **case.params)
            out.append(judge(case, got, variant))
            continue
        s = case.shape
        buf = _with_canaries(s.Nb * s.Ho * s.Wo * s.K)
        view = buf[GUARD:len(buf) - GUARD].reshape(s.Nb, s.Ho, s.Wo, s.K)
        _conv_implicit(s, case.x, case.w, case.layout, case.bias, case.relu, threads or 0,
                       view, plan=plan)
        out.append(judge(case, view, f"implicit ({plan.prefix} mc={plan.blocking.mc} "
                                     f"nc={plan.blocking.nc} kc={plan.blocking.kc})",
                         canaries_intact=_canaries_intact(buf)))
    return out


# --------------------------------------------------------------------------- harness


def harness_cases(cases: list[ConvCase], plan, variants=("implicit", "im2col")):
    """HarnessCases for `cases` (implicit: conv calls; im2col: GEMM calls on the im2col
    matrix) and the packer geometries the implicit ones need."""
    geos, out = [], []
    for case in cases:
        s = case.shape
        M, N, K = s.gemm
        if "implicit" in variants:
            kr, ks, cb = k_blocking(s.C, s.R, s.S, plan.blocking.kc)
            geo = geometry(plan, s.C, s.sw, s.dh, s.dw, cb)
            if geo not in geos:
                geos.append(geo)
            fields = dict(Nb=s.Nb, H=s.H, W=s.W, C=s.C, K=s.K, R=s.R, S=s.S, SH=s.sh, SW=s.sw,
                          PH=s.ph, PW=s.pw, DH=s.dh, DW=s.dw, krsc=int(case.layout == "KRSC"),
                          has_bias=int(case.bias is not None), relu=int(case.relu),
                          packer=geos.index(geo), KR=kr, KS=ks, CB=cb,
                          mc=m_block(M, plan.mr, plan.blocking.mc, 1))
            out.append(("implicit", case, HarnessCase(1, fields, case.x.ravel(), case.w.ravel(),
                                                      case.bias, M * N)))
        if "im2col" in variants:
            A = np.ascontiguousarray(im2col(case.x, s))
            B, trans_b = _filter_matrix(s, case.w, case.layout)
            fields = dict(M=M, N=N, K=K, trans_b=int(trans_b))
            out.append(("im2col", case, HarnessCase(0, fields, A.ravel(),
                                                    np.ascontiguousarray(B).ravel(), None,
                                                    M * N)))
    return out, geos


def run_in_harness(isa, cases: list[ConvCase], plan, gemm_plan=None, sanitize: bool = False,
                   variants=("implicit", "im2col")) -> list[ConvVerdict]:
    """Build the harness for `isa` (cross toolchain, or natively with sanitizers) and judge
    every case; `gemm_plan` is needed for the im2col variant."""
    if gemm_plan is None:
        variants = tuple(v for v in variants if v != "im2col")
    items, geos = harness_cases(cases, plan, variants)
    exe = harness_executable(isa, plan, geos, gemm_plan if "im2col" in variants else None,
                             sanitize=sanitize)
    runner = () if sanitize else tuple(isa.toolchain.runner)
    results = run_harness(exe, [h for _, _, h in items], runner=runner)
    verdicts = []
    for (variant, case, _), (rc, buf) in zip(items, results):
        s = case.shape
        C = buf[GUARD:len(buf) - GUARD].reshape(s.Nb * s.Ho * s.Wo, s.K).copy()
        if variant == "im2col" and rc == 0:
            _numpy_epilogue(C, case.bias, case.relu)
        where = "sanitized" if sanitize else (isa.toolchain.runner[0] if isa.toolchain.runner
                                              else "native")
        verdicts.append(judge(case, C.reshape(s.Nb, s.Ho, s.Wo, s.K), f"{variant} ({where})",
                              rc, _canaries_intact(buf)))
    return verdicts


def _numpy_epilogue(C: np.ndarray, bias: np.ndarray | None, relu: bool) -> None:
    """Bias and ReLU in NumPy, in place: the harness's im2col runs the plain GEMM (its
    cblas entry), so this checks the im2col lowering; the fused epilogue that
    exogemm.conv2d uses is validated on every ISA by gen/gemm_check.py."""
    if bias is not None:
        C += bias
    if relu:
        np.maximum(C, 0.0, out=C)


def small_plans(isa):
    """The plan with tiny blocks (mc = 2 mr, nc = 2 nr, kc = 16) used to validate small
    shapes across every block edge, for the conv module and the GEMM alike."""
    from exogemm.gen.gemm_check import small_blocking_plan

    return small_blocking_plan(isa)


@dataclass
class ConvReport:
    isa: str
    verdicts: list[ConvVerdict]

    @property
    def failed(self) -> list[ConvVerdict]:
        return [v for v in self.verdicts if not v.ok]

    @property
    def ok(self) -> bool:
        return not self.failed

    def lines(self) -> list[str]:
        by_variant: dict[str, list[ConvVerdict]] = {}
        for v in self.verdicts:
            by_variant.setdefault(v.variant, []).append(v)
        out = []
        for variant, vs in by_variant.items():
            bad = sum(not v.ok for v in vs)
            worst = max((v.max_error_over_tolerance for v in vs), default=0.0)
            out.append(f"{self.isa}: conv2d {variant}: {len(vs)} cases, {len(vs) - bad} "
                       f"passed; largest error / tolerance {worst:.3f}")
        for v in self.failed[:20]:
            out.append(f"FAILED {v.variant} {v.label}: returned {v.returned}, error "
                       f"{v.max_error:.3g} = {v.max_error_over_tolerance:.3g} x tolerance, "
                       f"canaries {'intact' if v.canaries_intact else 'OVERWRITTEN'}")
        return out


def validate_conv(isa, seed: int = 0, sanitize: bool = True) -> ConvReport:
    """conv2d on `isa` against NumPy (a hook for `exogemm test --conv`).

    Native ISA: the implicit variant in-process with the ISA's default plan (1 and 2 threads)
    and with tiny blocks, into canary-guarded outputs; the public conv2d, both variants, 1
    and 2 threads, when `isa` is the one conv2d uses; and, if `sanitize`, the implicit variant
    in the ASan/UBSan harness. Cross ISA: both variants with tiny blocks under the emulator.
    All on EDGE_SPECS.
    """
    from exogemm.api import native_isa
    from exogemm.procs.blocking import plan_for
    from exogemm.procs.gemm import gemm_tile

    rng = np.random.default_rng(seed)
    cases = edge_cases(rng)
    small = small_plans(isa)
    verdicts: list[ConvVerdict] = []
    if isa.toolchain.native:
        default = plan_for(gemm_tile(isa))
        for threads in (1, 2):
            verdicts += _tagged(run_native(cases, "implicit", threads, plan=default), threads)
        verdicts += _tagged(run_native(cases, "implicit", 2, plan=small), 2)
        if isa.key == native_isa().key:  # the public conv2d runs on this ISA
            for variant in ("implicit", "im2col"):
                for threads in (1, 2):
                    verdicts += _tagged(run_native(cases, variant, threads), threads, "public ")
        if sanitize:
            verdicts += run_in_harness(isa, cases, small, sanitize=True, variants=("implicit",))
    else:
        verdicts += run_in_harness(isa, cases, small, gemm_plan=small)
    return ConvReport(isa.key, verdicts)


def _tagged(verdicts: list[ConvVerdict], threads: int, prefix: str = "") -> list[ConvVerdict]:
    for v in verdicts:
        v.variant = f"{prefix}{v.variant}, {threads} thread{'s' if threads > 1 else ''}"
    return verdicts


# --------------------------------------------------------------------------- harness

MAGIC = 0x564E4F43  # "CONV"
GUARD = 16  # canary floats before and after each output
CANARY = np.float32(-7.25e7)
CONV_FIELDS = ("Nb", "H", "W", "C", "K", "R", "S", "SH", "SW", "PH", "PW", "DH", "DW",
               "krsc", "has_bias", "relu", "packer", "KR", "KS", "CB", "mc")
GEMM_FIELDS = ("M", "N", "K", "trans_b")
HEADER = 1 + len(CONV_FIELDS) + 3  # kind, fields, then n_in0, n_in1, n_out (floats)

HARNESS = r"""
/* Reads cases from a file: kind 1 = implicit-GEMM convolution through @P@_conv, kind 0 =
   a row-major GEMM C = A op(B) through @G@_sgemm_ex (the im2col variant's GEMM); writes each
   return code and output buffer (with its canaries) back. Inputs end at an inaccessible
   page, so reading past them faults. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>
#include "@P@.h"
@PACKER_HEADERS@
@GEMM_HEADER@

static void *const PACKERS[] = { @PACKERS@ };

static void die(const char *why, long detail) {
    fprintf(stderr, "exogemm conv harness: %s (%ld)\n", why, detail);
    exit(3);
}
static void read_exact(FILE *f, void *p, size_t bytes) {
    if (bytes && fread(p, 1, bytes, f) != bytes) die("input file too short, wanted", (long)bytes);
}
typedef struct { char *base; size_t len; float *data; } guarded_t;
static guarded_t guarded(size_t n) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE), bytes = n * sizeof(float);
    size_t span = (bytes + page - 1) / page * page;
    guarded_t g;
    g.len = span + page;
    g.base = mmap(NULL, g.len, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (g.base == MAP_FAILED) die("mmap failed for floats", (long)n);
    if (mprotect(g.base + span, page, PROT_NONE) != 0) die("mprotect failed", (long)n);
    g.data = (float *)(g.base + span - bytes);
    return g;
}
static guarded_t load(FILE *f, int64_t n) {
    guarded_t g = guarded((size_t)(n > 0 ? n : 0));
    read_exact(f, g.data, (size_t)(n > 0 ? n : 0) * sizeof(float));
    return g;
}

int main(int argc, char **argv) {
    if (argc != 3) die("usage: harness INPUT OUTPUT; arguments", (long)argc - 1);
    FILE *in = fopen(argv[1], "rb"), *out = fopen(argv[2], "wb");
    if (!in || !out) die("cannot open the input or output file", 0);
    int64_t head[2];
    read_exact(in, head, sizeof head);
    if (head[0] != @MAGIC@) die("bad magic", (long)head[0]);
    for (int64_t c = 0; c < head[1]; c++) {
        int64_t h[@HEADER@];
        read_exact(in, h, sizeof h);
        const int64_t *f = h + 1, nin0 = h[@HEADER@ - 3], nin1 = h[@HEADER@ - 2];
        const int64_t nout = h[@HEADER@ - 1];
        guarded_t a = load(in, nin0), b = load(in, nin1);
        guarded_t bias = load(in, h[0] == 1 && f[14] ? f[4] : 0);
        float *o = (float *)malloc((size_t)(nout > 0 ? nout : 1) * sizeof(float));
        if (!o) die("out of memory", (long)nout);
        read_exact(in, o, (size_t)nout * sizeof(float));
        int64_t rc;
        if (h[0] == 1) {
            if (f[16] < 0 || f[16] >= (int64_t)(sizeof PACKERS / sizeof PACKERS[0]))
                die("no such packer", (long)f[16]);
            rc = @P@_conv(f[0], f[1], f[2], f[3], f[4], f[5], f[6], f[7], f[8], f[9], f[10],
                          f[11], f[12], a.data, b.data, (int)f[13], f[14] ? bias.data : NULL,
                          (int)f[15], o + @GUARD@, PACKERS[f[16]], f[17], f[18], f[19], f[20],
                          1);
        } else {
@GEMM_CALL@
        }
        if (fwrite(&rc, sizeof rc, 1, out) != 1) die("short write", (long)c);
        if (nout && fwrite(o, sizeof(float), (size_t)nout, out) != (size_t)nout)
            die("short write", (long)c);
        munmap(a.base, a.len);
        munmap(b.base, b.len);
        munmap(bias.base, bias.len);
        free(o);
    }
    @P@_release_workspace();
    if (fclose(out) != 0) die("cannot close the output file", 0);
    fclose(in);
    return 0;
}
"""

GEMM_CALL = r"""            rc = @G@_sgemm_ex(101, 111, f[3] ? 112 : 111, (int)f[0], (int)f[1], (int)f[2],
                              1.0f, a.data, (int)f[2], b.data, (int)(f[3] ? f[2] : f[1]), 0.0f,
                              o + @GUARD@, (int)f[1], 1);"""
NO_GEMM_CALL = "            rc = -100; /* no GEMM linked */"


@dataclass
class HarnessCase:
    """One harness call: kind 1 (conv: fields CONV_FIELDS) or 0 (GEMM: M, N, K); `a` and `b`
    are x and w (conv) or A and B (GEMM), `out` the output with GUARD canaries either side."""

    kind: int
    fields: dict
    a: np.ndarray
    b: np.ndarray
    bias: np.ndarray | None
    out_floats: int  # floats of output proper (canaries excluded)

    def out_buffer(self) -> np.ndarray:
        return np.full(self.out_floats + 2 * GUARD, CANARY, np.float32)


def harness_source(conv_src: CSource, packers: list[CSource], gemm_prefix: str | None) -> str:
    text = (HARNESS.replace("@PACKER_HEADERS@",
                            "\n".join(f'#include "{p.name}.h"' for p in packers))
            .replace("@PACKERS@", ", ".join(f"(void *){p.name}_run" for p in packers) or "0")
            .replace("@GEMM_HEADER@", f'#include "{gemm_prefix}.h"' if gemm_prefix else "")
            .replace("@GEMM_CALL@", GEMM_CALL if gemm_prefix else NO_GEMM_CALL))
    return (text.replace("@P@", conv_src.name).replace("@G@", gemm_prefix or "")
            .replace("@MAGIC@", str(MAGIC)).replace("@HEADER@", str(HEADER))
            .replace("@GUARD@", str(GUARD)))


def encode(cases: list[HarnessCase], outs: list[np.ndarray]) -> bytes:
    parts = [np.array([MAGIC, len(cases)], dtype="<i8").tobytes()]
    for case, out in zip(cases, outs):
        names = CONV_FIELDS if case.kind == 1 else GEMM_FIELDS
        vals = [case.fields[n] for n in names] + [0] * (len(CONV_FIELDS) - len(names))
        head = [case.kind, *vals, case.a.size, case.b.size, out.size]
        parts.append(np.array(head, dtype="<i8").tobytes())
        for arr in (case.a, case.b) + ((case.bias,) if case.kind == 1 and case.bias is not None
                                       else ()):
            parts.append(np.ascontiguousarray(arr, dtype="<f4").tobytes())
        parts.append(np.ascontiguousarray(out, dtype="<f4").tobytes())
    return b"".join(parts)


def decode(data: bytes, outs: list[np.ndarray]) -> list[tuple[int, np.ndarray]]:
    res, at = [], 0
    for out in outs:
        if at + 8 + 4 * out.size > len(data):
            raise RunError(f"the conv harness wrote {len(data)} bytes, fewer than the cases need")
        rc = int(np.frombuffer(data, "<i8", 1, at)[0])
        at += 8
        res.append((rc, np.frombuffer(data, "<f4", out.size, at).copy()))
        at += 4 * out.size
    return res


def harness_executable(isa: VectorIsa, plan: GemmPlan, geometries: list[Geometry],
                       gemm_plan: GemmPlan | None = None, sanitize: bool = False) -> Path:
    """Conv module + packers (+ the GEMM of `gemm_plan`) + HARNESS as one program: built with
    the ISA's toolchain via gen/cross.build_executable, or natively with ASan/UBSan."""
    conv_src = emit_conv(plan)
    packers = [emit_packer(g) for g in geometries]
    gemm_src = None
    if gemm_plan is not None:
        from exogemm.gen.gemm_build import emit_gemm

        gemm_src = emit_gemm(gemm_plan)
    main_c = harness_source(conv_src, packers, gemm_src.prefix if gemm_src else None)
    sources = [conv_src, *packers, *([gemm_src] if gemm_src else [])]
    if not sanitize:
        return build_executable(isa, sources, main_c, tag="conv-harness")
    return build_executable(isa, sources, main_c, tag="conv-asan",
                            compile_flags=sanitizer_flags(isa))



def run_harness(exe: Path, cases: list[HarnessCase], runner: tuple[str, ...] = (),
                timeout: float = 1800) -> list[tuple[int, np.ndarray]]:
    """Run the harness (under `runner`, e.g. qemu) on the cases: (return code, output buffer
    with its canaries) per case."""
    outs = [c.out_buffer() for c in cases]
    with tempfile.TemporaryDirectory(prefix="exogemm-conv-") as tmp:
        inp, outp = Path(tmp) / "cases.bin", Path(tmp) / "out.bin"
        inp.write_bytes(encode(cases, outs))
        argv = [*runner, str(exe), str(inp), str(outp)]
        try:
            proc = subprocess.run(argv, capture_output=True, text=True, timeout=timeout)
        except subprocess.TimeoutExpired as exc:
            raise RunError(f"{' '.join(argv)} did not finish in {timeout:.0f} s") from exc
        except OSError as exc:
            raise ToolchainMissingError(f"cannot run '{argv[0]}': {exc}") from exc
        if proc.returncode != 0:
            raise RunError(f"{' '.join(argv)} failed (status {proc.returncode}):\n"
                           f"{proc.stderr[-6000:]}")
        return decode(outp.read_bytes(), outs)
