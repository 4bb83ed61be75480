"""Validate conv2d against a NumPy reference convolution, on every ISA, both variants.

A case is one convolution (shape, stride, padding, dilation, filter layout, bias, ReLU) on
random inputs in [-1, 1). The reference is exogemm.api.conv.conv2d_reference in float64 (zero
padding + one einsum per filter tap: independent of im2col and of the packing). An output
element passes when

    |computed - exact| <= gamma_(R*S*C + 2) * ((|x| * |w|) + |bias|)

(* the convolution; gamma_n from gen/check/tolerance.py): the classical bound for a float32 dot
product of length R*S*C in any order plus the bias; a wrong tap or a dropped channel errs by
O(1). The output sits between GUARD canary floats that must come back bit-identical.

Where a case runs:
  native, in-process   exogemm.api.conv on this CPU (both variants; the implicit one also with
                       tiny blocks, so small shapes cross every block edge)
  harness              the validation harness (gen/check/harness.py): the implicit conv + packers
                       with this check's adapter (harness_conv.c.in), and the im2col
                       variant's GEMM (on the im2col matrix made by the same NumPy code
                       conv2d uses) through the GEMM check's program; built natively with
                       ASan + UBSan, or with an ISA's toolchain and run under its emulator
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import numpy as np

from exogemm.api.conv import (
    ConvShape,
    _conv_implicit,
    _filter_matrix,
    conv2d,
    conv2d_reference,
    conv_shape,
    im2col,
)
from exogemm.api.gemm import native_isa
from exogemm.core.threads import resolve_threads
from exogemm.gen.c.conv_build import (
    CSource,
    Geometry,
    emit_conv,
    emit_packer,
    geometry,
    k_blocking,
    m_block,
)
from exogemm.gen.c.gemm_build import emit_gemm
from exogemm.gen.check import gemm as gemm_check
from exogemm.gen.check import tolerance
from exogemm.gen.check.gemm import ROW, GemmCase, small_blocking_plan
from exogemm.gen.check.harness import CaseLayout, Program, Record, Result, build_program, fill
from exogemm.gen.check.tolerance import GUARD
from exogemm.gen.check.verdict import Report, Verdict
from exogemm.isa.base import VectorIsa
from exogemm.plan.gemm_plan import GemmPlan
from exogemm.policy.blocking import default_gemm_tile, plan_for

#: One implicit convolution (sconv_*_conv) on the wire; the output starts `guard` floats
#: into its buffer, and bias is empty when has_bias is 0.
LAYOUT = CaseLayout(
    fields=("Nb", "H", "W", "C", "K", "R", "S", "SH", "SW", "PH", "PW", "DH", "DW", "krsc",
            "has_bias", "relu", "packer", "KR", "KS", "CB", "mc", "guard"),
    buffers=("x", "w", "bias", "out"),
    written_back=("out",),
)


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


def expected(case: ConvCase) -> tuple[np.ndarray, np.ndarray]:
    """Exact (float64) output and the elementwise tolerance."""
    p = case.params
    exact = conv2d_reference(case.x, case.w, bias=case.bias, relu=case.relu, **p)
    magnitude = conv2d_reference(np.abs(case.x), np.abs(case.w),
                                 bias=None if case.bias is None else np.abs(case.bias), **p)
    n = case.shape.R * case.shape.S * case.shape.C + 2
    return exact, tolerance.error_bound(n, magnitude)


def judge(case: ConvCase, got: np.ndarray, variant: str, returned: int = 0,
          canaries_intact: bool = True) -> Verdict:
    exact, tol = expected(case)
    if returned != 0 or got.shape != exact.shape:
        return Verdict(case.label, returned, np.inf, np.inf, canaries_intact, group=variant)
    max_error, ratio = tolerance.error_ratio(got, exact, tol)
    return Verdict(case.label, returned, max_error, ratio, canaries_intact, group=variant)


def _guarded_output(shape: ConvShape) -> np.ndarray:
    """Room for the output between GUARD canaries either side (all canaries to start)."""
    return np.full(shape.Nb * shape.Ho * shape.Wo * shape.K + 2 * GUARD, tolerance.CANARY,
                   np.float32)


def _output(buf: np.ndarray, shape: ConvShape) -> np.ndarray:
    return buf[GUARD:len(buf) - GUARD].reshape(shape.Nb, shape.Ho, shape.Wo, shape.K)


def _guards_intact(buf: np.ndarray, shape: ConvShape) -> bool:
    written = np.zeros(buf.shape, dtype=bool)
    written[GUARD:len(buf) - GUARD] = True
    return tolerance.canaries_intact(_guarded_output(shape), buf, written)


# --------------------------------------------------------------------------- native


def run_native(cases: list[ConvCase], variant: str, threads: int | None = None,
               plan=None) -> list[Verdict]:
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
        buf = _guarded_output(s)
        view = _output(buf, s)
        _conv_implicit(s, case.x, case.w, case.layout, case.bias, case.relu,
                       resolve_threads(threads), view, plan=plan)
        out.append(judge(case, view, f"implicit ({plan.prefix} mc={plan.blocking.mc} "
                                     f"nc={plan.blocking.nc} kc={plan.blocking.kc})",
                         canaries_intact=_guards_intact(buf, s)))
    return out


# --------------------------------------------------------------------------- harness


def implicit_record(case: ConvCase, plan: GemmPlan, packers: list[Geometry]) -> Record:
    """The implicit convolution of `case` with `plan`'s blocking, for the harness; the
    packer it needs is added to `packers` (the program's packer table) if new."""
    s = case.shape
    M = s.gemm[0]
    kr, ks, cb = k_blocking(s.C, s.R, s.S, plan.blocking.kc)
    geo = geometry(plan, s.C, s.sw, s.dh, s.dw, cb)
    if geo not in packers:
        packers.append(geo)
    fields = dict(Nb=s.Nb, H=s.H, W=s.W, C=s.C, K=s.K, R=s.R, S=s.S, SH=s.sh, SW=s.sw,
                  PH=s.ph, PW=s.pw, DH=s.dh, DW=s.dw, krsc=int(case.layout == "KRSC"),
                  has_bias=int(case.bias is not None), relu=int(case.relu),
                  packer=packers.index(geo), KR=kr, KS=ks, CB=cb,
                  mc=m_block(M, plan.mr, plan.blocking.mc, 1), guard=GUARD)
    bias = np.zeros(0, np.float32) if case.bias is None else case.bias
    return LAYOUT.record(fields, buffers=dict(x=case.x, w=case.w, bias=bias,
                                              out=_guarded_output(s)))


def adapter(conv: CSource, packers: list[CSource]) -> str:
    """harness_conv.c.in for the conv module `conv` and its packer table."""
    return fill("harness_conv.c.in", layout=LAYOUT.c_enums(), conv=conv.name,
                packer_headers="\n".join(f'#include "{p.name}.h"' for p in packers),
                packers=", ".join(f"(void *){p.name}_run" for p in packers) or "0")


def im2col_case(case: ConvCase) -> GemmCase:
    """The im2col variant's GEMM call (the im2col matrix made by the same NumPy code conv2d
    uses, times the filter matrix), into a C with guard bands, as a GEMM check case."""
    s = case.shape
    M, N, K = s.gemm
    A = np.ascontiguousarray(im2col(case.x, s))
    B, trans_b = _filter_matrix(s, case.w, case.layout)
    C = np.full(2 * GUARD + M * N, tolerance.CANARY, np.float32)
    return GemmCase(M, N, K, ROW, False, trans_b, lda=K, ldb=K if trans_b else N, ldc=N,
                    alpha=1.0, beta=0.0, threads=1, A=A.ravel(),
                    B=np.ascontiguousarray(B).ravel(), C=C)


def run_in_harness(isa: VectorIsa, cases: list[ConvCase], plan: GemmPlan,
                   gemm_plan: GemmPlan | None = None, sanitize: bool = False,
                   variants=("implicit", "im2col")) -> list[Verdict]:
    """Run the cases in harness programs for `isa` (cross toolchain and its emulator, or
    natively with sanitizers) and judge them: the implicit variant through the conv module
    of `plan` (with its packers), the im2col variant through the GEMM check's program for
    `gemm_plan` (needed for it), with bias and ReLU applied in NumPy."""
    if gemm_plan is None:
        variants = tuple(v for v in variants if v != "im2col")
    tc = isa.toolchain
    emulator = () if sanitize else tuple(tc.runner)
    where = "sanitized" if sanitize else (tc.runner[0] if tc.runner else "native")
    if not sanitize:
        tc.require(tc.cc[0], *tc.runner[:1])
    by_variant = []
    if "implicit" in variants:
        geos: list[Geometry] = []
        records = [implicit_record(c, plan, geos) for c in cases]
        conv, packers = emit_conv(plan), [emit_packer(g) for g in geos]
        exe = build_program(isa, [conv, *packers], adapter(conv, packers),
                            tag="conv-asan" if sanitize else "conv-harness", sanitize=sanitize)
        results = Program(exe, f"{isa.key} conv {conv.name}", emulator=emulator).run(records)
        by_variant.append([
            judge(c, _output(r.buffers["out"], c.shape), f"implicit ({where})", r.returned,
                  _guards_intact(r.buffers["out"], c.shape))
            for c, r in zip(cases, results)])
    if "im2col" in variants:
        gemm_cases = [im2col_case(c) for c in cases]
        exe = gemm_check.harness_program(emit_gemm(gemm_plan), isa, sanitize=sanitize)
        results = Program(exe, f"{isa.key} GEMM {gemm_plan.prefix} (im2col)",
                          emulator=emulator).run([gemm_check.record(g) for g in gemm_cases])
        by_variant.append([_judge_im2col(c, g, r, where)
                           for c, g, r in zip(cases, gemm_cases, results)])
    return [v for per_case in zip(*by_variant) for v in per_case]


def _judge_im2col(case: ConvCase, gemm: GemmCase, result: Result, where: str) -> Verdict:
    s = case.shape
    C = gemm.c_view(result.buffers["C"]).copy()
    if result.returned == 0:
        _numpy_epilogue(C, case.bias, case.relu)
    return judge(case, C.reshape(s.Nb, s.Ho, s.Wo, s.K), f"im2col ({where})", result.returned,
                 tolerance.canaries_intact(gemm.C, result.buffers["C"], gemm.c_mask()))


def _numpy_epilogue(C: np.ndarray, bias: np.ndarray | None, relu: bool) -> None:
    """Bias and ReLU in NumPy, in place: the harness's im2col runs the plain GEMM (its
    cblas entry), so this checks the im2col lowering; the fused epilogue that
    exogemm.conv2d uses is validated on every ISA by gen/check/gemm.py."""
    if bias is not None:
        C += bias
    if relu:
        np.maximum(C, 0.0, out=C)


def small_plans(isa: VectorIsa) -> GemmPlan:
    """The plan with tiny blocks (mc = 2 mr, nc = 2 nr, kc = 16) used to validate small
    shapes across every block edge, for the conv module and the GEMM alike."""
    return small_blocking_plan(isa)


def validate_conv(isa: VectorIsa, seed: int = 0, sanitize: bool = True) -> Report:
    """conv2d on `isa` against NumPy (a hook for `exogemm test --conv`).

    Native ISA: the implicit variant in-process with the ISA's default plan (1 and 2 threads)
    and with tiny blocks, into canary-guarded outputs; the public conv2d, both variants, 1
    and 2 threads, when `isa` is the one conv2d uses; and, if `sanitize`, the implicit variant
    in the ASan/UBSan harness. Cross ISA: both variants with tiny blocks under the emulator.
    All on EDGE_SPECS.
    """
    rng = np.random.default_rng(seed)
    cases = edge_cases(rng)
    small = small_plans(isa)
    verdicts: list[Verdict] = []
    if isa.toolchain.native:
        default = plan_for(default_gemm_tile(isa))
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
    return Report.by_group(isa.key, verdicts, prefix="conv2d ")


def _tagged(verdicts: list[Verdict], threads: int, prefix: str = "") -> list[Verdict]:
    return [replace(v, group=f"{prefix}{v.group}, {threads} thread{'s' if threads > 1 else ''}")
            for v in verdicts]


