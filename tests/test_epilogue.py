"""The fused epilogue: out = act(alpha op(A) op(B) + beta C + bias + residual).

Why: bias, residual and ReLU are applied where the micro-kernel stores its C tile, so they
must be applied exactly once per element, after the last multiply-add (the last kc block),
on every tile kind (full, bottom, right, corner), for every ISA, and the plain GEMM must not
change. Block edges are crossed cheaply with tiny blocks (mc = 2 mr, nc = 2 nr, kc = 16).
"""

from __future__ import annotations

import numpy as np
import pytest

import exogemm
from exogemm.api.conv import conv2d_reference
from exogemm.core.errors import AliasingError, ConvParameterError, DtypeError, ShapeError
from exogemm.gen.c.gemm_build import build_gemm_native, emit_gemm
from exogemm.gen.check import gemm as G
from exogemm.isa import get_isa, known_isas
from exogemm.plan.gemm_plan import LAYOUTS
from exogemm.plan.tile import make_tile
from exogemm.procs.epilogue import (
    EPILOGUE_GEMM_RECIPE,
    EPILOGUE_MICROKERNEL_RECIPE,
    schedule_epilogue_gemm,
    schedule_epilogue_microkernel,
)

KC = 16  # the tiny blocking's kc


@pytest.fixture(scope="module")
def small_epilogue_lib(small_plan):
    return build_gemm_native(small_plan.with_epilogue())


def _ok(verdicts):
    bad = [v for v in verdicts if not v.ok]
    assert not bad, bad[:3]


def _run_epilogue(lib, A, B, C, *, bias=None, relu=False, R=None, beta=0.0):
    """Call <prefix>_sgemm_epilogue on row-major float32 arrays; return the return code."""
    ffi = lib.ffi
    ptr = lambda x: ffi.NULL if x is None else ffi.cast("float *", ffi.from_buffer(x))  # noqa: E731
    M, K = A.shape
    N = B.shape[1]
    return lib.fn("sgemm_epilogue")(111, 111, M, N, K, 1.0, ptr(A), K, ptr(B), N, beta, ptr(C),
                                    N, ptr(bias), int(relu), ptr(R), N, 1)


# --------------------------------------------------------------------------- the recipes


def test_epilogue_microkernel_is_the_microkernel_recipe_after_one_named_step():
    seen = []
    p = schedule_epilogue_microkernel(make_tile(2, 20, get_isa("avx512")),
                                      trace=lambda step, p: seen.append(step))
    assert seen == ["reference"] + [n for n, _ in EPILOGUE_MICROKERNEL_RECIPE]
    assert seen[1] == "one_loop_per_epilogue_op"
    text = str(p)
    # nr = 20 is one whole vector plus 4 lanes: each row has a full and a masked form
    assert text.count("avx512_add(") == 2 * 2 and text.count("avx512_add_tail(4,") == 2 * 2
    assert text.count("avx512_max_floor(") == 2 and text.count("avx512_max_floor_tail(4,") == 2
    # applied in registers between the k loop and the store, once per register
    assert text.index("for k in") < text.index("avx512_add(") < text.index("avx512_store(")
    assert "if " not in text


@pytest.mark.parametrize("name", known_isas())
def test_every_isa_fills_the_epilogue_templates_and_gets_the_kernel(name):
    isa = get_isa(name)
    tile = make_tile(2, isa.lanes + 1, isa)  # ragged nr: the masked forms are needed
    text = str(schedule_epilogue_microkernel(tile))
    for op in ("add", "add_tail", "max_floor", "max_floor_tail"):
        assert f"{isa.key}_{op}(" in text


def test_epilogue_gemm_recipe_calls_only_epilogue_kernels_and_is_linked():
    plan = G.small_blocking_plan(get_isa("avx512")).with_epilogue()
    seen = []
    top = schedule_epilogue_gemm(plan, "rr", trace=lambda step, p: seen.append(step))
    assert seen == ["reference"] + [n for n, _ in EPILOGUE_GEMM_RECIPE]
    text = str(top)
    assert "spec" not in text  # every specification call was swapped for its proc
    assert f"{plan.prefix}_epilogue_rr_kc_panel(" in text


# --------------------------------------------------------------------------- results


def test_epilogue_cases_pass_natively_with_blocks_crossed(small_epilogue_lib):
    lib = small_epilogue_lib
    mr, nr = lib.plan.mr, lib.plan.nr
    rng = np.random.default_rng(3)
    cases = (G.epilogue_cases(rng, (0, 1, 7, 2 * mr + 1, 2 * nr + 3), kc=KC)
             + G.epilogue_cases(rng, (4 * mr + 3,), kc=KC, threads=2))
    assert any(c.K > 2 * KC for c in cases) and any(c.K == 0 for c in cases)
    _ok(G.run_in_process(lib, cases))


def test_epilogue_is_applied_once_after_the_last_kc_block_not_per_block(small_epilogue_lib):
    lib = small_epilogue_lib
    mr, nr = lib.plan.mr, lib.plan.nr
    M, N, K = 2 * mr + 3, 2 * nr + 5, 3 * KC + 7  # four kc blocks, every tile kind
    rng = np.random.default_rng(4)
    A = rng.uniform(-1, 1, (M, K)).astype(np.float32)
    B = rng.uniform(-1, 1, (K, N)).astype(np.float32)
    bias = np.full(N, 100.0, np.float32)
    C = np.zeros((M, N), np.float32)
    assert _run_epilogue(lib, A, B, C, bias=bias) == 0
    exact = A.astype(np.float64) @ B + 100.0
    assert np.abs(C - exact).max() < 1e-3  # once: per kc block would add 400
    # ReLU per block would clip partial sums: a floor of -10 with bias -10 then ReLU
    C[...] = 0
    assert _run_epilogue(lib, A, B, C, bias=-bias / 10, relu=True) == 0
    want = np.maximum(A.astype(np.float64) @ B - 10.0, 0.0)
    assert np.abs(C - want).max() < 1e-3 and (C == 0).all()
    C[...] = 0
    shift = np.full(N, 10.0, np.float32)
    assert _run_epilogue(lib, A, B, C, bias=shift, relu=True) == 0
    np.testing.assert_allclose(C, np.maximum(A.astype(np.float64) @ B + 10.0, 0), atol=1e-3)


def test_beta_zero_ignores_nan_in_c_and_absent_operands_are_zero(small_epilogue_lib):
    lib = small_epilogue_lib
    rng = np.random.default_rng(5)
    A = rng.uniform(-1, 1, (13, 40)).astype(np.float32)
    B = rng.uniform(-1, 1, (40, 37)).astype(np.float32)
    C = np.full((13, 37), np.nan, np.float32)
    assert _run_epilogue(lib, A, B, C) == 0
    np.testing.assert_allclose(C, A.astype(np.float64) @ B, atol=1e-4)


def test_the_plain_entries_of_an_epilogue_build_are_the_plain_gemm():
    isa = get_isa("avx512")
    plain = emit_gemm(G.small_blocking_plan(isa))
    epi = emit_gemm(G.small_blocking_plan(isa).with_epilogue())
    for absent in ("_epilogue_rr", "sliver_epilogue", "edge_epilogue", "_sgemm_epilogue("):
        assert absent not in plain.c  # the plain build has no epilogue procs or entry
    for layout in LAYOUTS:
        name = f"void {plain.prefix}_{layout}("  # the definition (a comment precedes it)
        body = plain.c[plain.c.index(name):].split("\n}\n")[0]
        twin = epi.c[epi.c.index(name.replace(plain.prefix, epi.prefix)):].split("\n}\n")[0]
        assert twin.replace(epi.prefix, plain.prefix) == body
        assert f"void {epi.prefix}_epilogue_{layout}(" in epi.c


# --------------------------------------------------------------------------- exogemm.gemm


def test_gemm_api_fuses_bias_relu_and_residual():
    rng = np.random.default_rng(6)
    M, N, K = 37, 45, 300  # K > the model kc on common caches
    A = rng.uniform(-1, 1, (M, K)).astype(np.float32)
    B = rng.uniform(-1, 1, (K, N)).astype(np.float32)
    bias = rng.uniform(-3, 3, N).astype(np.float32)
    R = rng.uniform(-3, 3, (M, N)).astype(np.float32)
    try:
        out = exogemm.gemm(A, B, bias=bias, relu=True, residual=R)
    except exogemm.core.errors.UnsupportedCpuError as exc:
        pytest.skip(str(exc))
    want = np.maximum(A.astype(np.float64) @ B + bias + R, 0)
    np.testing.assert_allclose(out, want, atol=1e-4)
    C = np.asfortranarray(rng.uniform(-1, 1, (M, N)).astype(np.float32))  # copied, written back
    Rt = np.asfortranarray(R)
    want = A.astype(np.float64) @ B + 0.5 * C + Rt
    exogemm.gemm(A, B, C, beta=0.5, residual=Rt)
    np.testing.assert_allclose(C, want, atol=1e-4)


@pytest.mark.parametrize("kwargs, error, words", [
    (dict(bias=np.zeros(4, np.float32)), ShapeError, "expected (5,)"),
    (dict(bias=np.zeros((1, 5), np.float32)), ShapeError, "one value per column"),
    (dict(bias=np.zeros(5)), DtypeError, "bias has dtype float64"),
    (dict(bias=[0.0] * 5), DtypeError, "bias must be a NumPy array"),
    (dict(residual=np.zeros((5, 3), np.float32)), ShapeError, "expected (3, 5)"),
    (dict(residual=np.zeros((3, 5), np.int32)), DtypeError, "residual has dtype int32"),
    (dict(relu=1), exogemm.core.errors.ScalarError, "relu must be True or False"),
])
def test_gemm_api_rejects_bad_epilogue_operands(kwargs, error, words):
    A, B = np.ones((3, 4), np.float32), np.ones((4, 5), np.float32)
    with pytest.raises(error, match=words.replace("(", r"\(").replace(")", r"\)")):
        exogemm.gemm(A, B, **kwargs)


def test_gemm_api_rejects_a_residual_that_aliases_c():
    A, B = np.ones((3, 4), np.float32), np.ones((4, 5), np.float32)
    C = np.zeros((3, 5), np.float32)
    with pytest.raises(AliasingError, match="C shares memory with residual.*beta=1"):
        exogemm.gemm(A, B, C, residual=C)


# --------------------------------------------------------------------------- conv2d


def test_conv2d_fuses_bias_residual_and_relu():
    rng = np.random.default_rng(7)
    x = rng.uniform(-1, 1, (2, 9, 9, 8)).astype(np.float32)
    w = rng.uniform(-1, 1, (16, 3, 3, 8)).astype(np.float32)
    b = rng.uniform(-1, 1, 16).astype(np.float32)
    res = rng.uniform(-2, 2, (2, 5, 5, 16)).astype(np.float32)
    try:
        out = exogemm.conv2d(x, w, stride=2, padding=1, bias=b, relu=True, residual=res)
    except exogemm.core.errors.UnsupportedCpuError as exc:
        pytest.skip(str(exc))
    want = conv2d_reference(x, w, stride=2, padding=1, bias=b, relu=True, residual=res)
    np.testing.assert_allclose(out, want, atol=1e-4)


def test_conv2d_residual_errors_are_specific():
    x = np.ones((1, 4, 4, 2), np.float32)
    w = np.ones((3, 1, 1, 2), np.float32)
    with pytest.raises(ShapeError, match=r"residual has shape \(1, 4, 4, 2\).*\(1, 4, 4, 3\)"):
        exogemm.conv2d(x, w, residual=np.ones((1, 4, 4, 2), np.float32))
    with pytest.raises(ConvParameterError, match="im2col variant"):
        exogemm.conv2d(x, w, residual=np.ones((1, 4, 4, 3), np.float32), variant="implicit")


def test_fused_epilogue_timing_reports_both_paths():
    from exogemm.bench.epilogue import time_fused_epilogue

    try:
        t = time_fused_epilogue(96, 40, 70, samples=1, min_time=0.005)
    except exogemm.core.errors.UnsupportedCpuError as exc:
        pytest.skip(str(exc))
    assert t.fused > 0 and t.gemm > 0 and t.numpy_pass > 0
    assert t.ratio == pytest.approx((t.gemm + t.numpy_pass) / t.fused)
    assert "unfused / fused" in t.line()
