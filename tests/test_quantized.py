"""exogemm.qgemm: the quantized product (ONNX MatMulInteger / QLinearMatMul, bias, ReLU) on the
native ISA's int8 GEMM, against NumPy.

- int32 output: equal to the int64 product of (a - a_zp) and (b - b_zp), element for element.
- float32 output: bit for bit the NumPy float32 evaluation of the documented formula
  (s = a_scale * b_scale[j]; float32(acc) * s + bias; ReLU), and within
  gamma_4 (|acc a_scale b_scale[j]| + |bias[j]|) of the exact (float64) value.
- uint8 output: equal to NumPy's clip(rint(y / y_scale) + y_zp, 0, 255) of that float32 y,
  except that an element may differ by one where y / y_scale lies within float32 rounding
  of a .5 boundary (a compiler that fused the multiply-add would be entitled to round it
  the other way); every other element must be equal, and both saturation ends are hit.
"""

from __future__ import annotations

import numpy as np
import pytest

from exogemm import qgemm
from exogemm.core.dtype import get_dtype
from exogemm.core.errors import (
    AccumulatorOverflowError,
    DtypeError,
    ScalarError,
    ShapeError,
)
from exogemm.gen.c.lowp_gemm import build_lowp_gemm, kernel_dtype, lowp_plan, run_check
from exogemm.gen.check import tolerance
from exogemm.gen.check.kernel import random_operand
from exogemm.isa import get_isa
from exogemm.runtime.dispatch import native_isa

A_TYPES = ("uint8", "int8")
SHAPES = [(1, 1, 1), (1, 200, 3), (5, 7, 4), (13, 33, 5), (37, 45, 91), (100, 70, 1601),
          (257, 129, 67), (12, 32, 2000), (3, 500, 17)]
U = 2.0**-24
GAMMA4 = 4 * U / (1 - 4 * U)


def _require(a_type: str) -> None:
    d = get_dtype({"uint8": "u8s8s32", "int8": "s8s8s32"}[a_type])
    isa = native_isa()
    reason = isa.unavailable(kernel_dtype(isa, d))
    if reason:
        pytest.skip(f"{isa.key} {d.name}: {reason}")


def _case(a_type: str, M: int, N: int, K: int, seed: int, per_column: bool):
    """Random A, B and zero points over the types' whole ranges."""
    rng = np.random.default_rng(seed)
    A = random_operand(a_type, (M, K), rng)
    B = random_operand("int8", (K, N), rng)
    info = np.iinfo(a_type)
    azp = int(rng.integers(info.min, info.max, endpoint=True))
    bzp = (rng.integers(-128, 127, N, endpoint=True).astype(np.int32) if per_column
           else int(rng.integers(-128, 127, endpoint=True)))
    return rng, A, B, azp, bzp


def _exact(A, B, azp, bzp) -> np.ndarray:
    return (A.astype(np.int64) - azp) @ (B.astype(np.int64) - np.asarray(bzp, np.int64))


def _float_reference(acc, a_scale, b_scale, bias, relu) -> np.ndarray:
    """The documented float32 formula, evaluated by NumPy one rounding at a time."""
    s = np.float32(a_scale) * np.asarray(b_scale, np.float32)
    y = acc.astype(np.float32) * s
    if bias is not None:
        y = y + bias
    return np.maximum(y, np.float32(0)) if relu else y


def _check_float(Y, acc, a_scale, b_scale, bias, relu) -> None:
    ref = _float_reference(acc, a_scale, b_scale, bias, relu)
    assert tolerance.bits_equal(Y, ref)
    s64 = np.float64(np.float32(a_scale)) * np.asarray(b_scale, np.float32).astype(np.float64)
    p = acc.astype(np.float64) * s64
    b64 = 0.0 if bias is None else bias.astype(np.float64)
    exact = p + b64
    if relu:
        exact = np.maximum(exact, 0.0)
    assert (np.abs(Y - exact) <= GAMMA4 * (np.abs(p) + np.abs(b64))).all()


def _check_uint8(Q, acc, a_scale, b_scale, bias, y_scale, y_zp) -> int:
    """Q against NumPy; returns how many elements lay within rounding of a .5 boundary."""
    y = _float_reference(acc, a_scale, b_scale, bias, False)
    v = y / np.float32(y_scale)
    ref = np.clip(np.rint(v) + np.float32(y_zp), 0, 255).astype(np.uint8)
    diff = np.abs(Q.astype(np.int16) - ref.astype(np.int16))
    v64 = v.astype(np.float64)
    # y within gamma_4 of its value, then one division rounding
    p = np.abs(acc.astype(np.float64) * np.float64(np.float32(a_scale))
               * np.asarray(b_scale, np.float32).astype(np.float64))
    slack = (GAMMA4 * (p + (0.0 if bias is None else np.abs(bias.astype(np.float64))))
             / np.float64(np.float32(y_scale)) + 2 * U * np.abs(v64))
    near_half = np.abs(np.abs(v64 - np.floor(v64)) - 0.5) <= slack
    assert (diff <= 1).all()
    assert (diff[~near_half] == 0).all()
    return int(near_half.sum())


@pytest.mark.parametrize("a_type", A_TYPES)
@pytest.mark.parametrize("M,N,K", SHAPES)
def test_matmul_integer_matches_numpy_for_every_edge(a_type, M, N, K):
    _require(a_type)
    for per_column in (False, True):
        _, A, B, azp, bzp = _case(a_type, M, N, K, M * N + K + per_column, per_column)
        C = qgemm(A, B, a_zero_point=azp, b_zero_point=bzp)
        assert C.dtype == np.int32
        np.testing.assert_array_equal(C, _exact(A, B, azp, bzp))


@pytest.mark.parametrize("a_type", A_TYPES)
def test_transposes_strides_threads_and_accumulation(a_type):
    _require(a_type)
    rng, A, B, azp, bzp = _case(a_type, 61, 47, 83, 11, True)
    ref = _exact(A, B, azp, bzp)
    kw = dict(a_zero_point=azp, b_zero_point=bzp)
    np.testing.assert_array_equal(qgemm(np.asfortranarray(A.T), B, trans_a=True, threads=1, **kw), ref)
    np.testing.assert_array_equal(
        qgemm(A, np.ascontiguousarray(B.T), trans_b=True, threads=2, **kw), ref)
    np.testing.assert_array_equal(
        qgemm(np.ascontiguousarray(A.T), np.ascontiguousarray(B.T), trans_a=True, trans_b=True,
              **kw), ref)
    wide = random_operand(a_type, (122, 249), rng)
    Bw = random_operand("int8", (83, 94), rng)
    np.testing.assert_array_equal(
        qgemm(wide[::2, ::3], Bw[:, ::2], threads=2, **kw), _exact(wide[::2, ::3], Bw[:, ::2], azp, bzp))
    C0 = rng.integers(-10**6, 10**6, (61, 47)).astype(np.int32)
    C = C0.copy()
    qgemm(A, B, out=C, accumulate=True, **kw)
    np.testing.assert_array_equal(C, ref + C0)
    column_major = np.zeros((47, 61), np.int32).T
    np.testing.assert_array_equal(qgemm(A, B, out=column_major, **kw), ref)


@pytest.mark.parametrize("a_type", A_TYPES)
@pytest.mark.parametrize("M,N,K", [(37, 45, 91), (12, 32, 2000), (100, 70, 1601), (5, 7, 4)])
@pytest.mark.parametrize("per_column", [False, True])
def test_float_output_with_bias_and_relu(a_type, M, N, K, per_column):
    """One K block (finished from a local tile) and several (an int32 workspace)."""
    _require(a_type)
    rng, A, B, azp, bzp = _case(a_type, M, N, K, 5 * K + M, per_column)
    acc = _exact(A, B, azp, bzp)
    a_scale = np.float32(0.0173)
    b_scale = (rng.uniform(1e-3, 1e-2, N).astype(np.float32) if per_column
               else np.float32(0.0041))
    bias = rng.normal(0, 2 * float(np.abs(acc).mean()) * 7e-5, N).astype(np.float32)
    for b, relu, threads in ((None, False, 1), (bias, False, 2), (bias, True, None)):
        Y = qgemm(A, B, a_zero_point=azp, b_zero_point=bzp, a_scale=a_scale, b_scale=b_scale,
                  bias=b, relu=relu, threads=threads)
        assert Y.dtype == np.float32
        _check_float(Y, acc, a_scale, b_scale, b, relu)
        if relu:
            assert (Y == 0).any() and (Y > 0).any()


@pytest.mark.parametrize("a_type", A_TYPES)
@pytest.mark.parametrize("M,N,K", [(37, 45, 91), (12, 32, 2000), (257, 129, 67)])
def test_uint8_requantization_saturates_at_both_ends(a_type, M, N, K):
    _require(a_type)
    rng, A, B, azp, bzp = _case(a_type, M, N, K, 3 * M + K, True)
    acc = _exact(A, B, azp, bzp)
    a_scale, b_scale = np.float32(0.02), rng.uniform(0.5e-3, 2e-3, N).astype(np.float32)
    bias = rng.normal(0, 1, N).astype(np.float32)
    y = _float_reference(acc, a_scale, b_scale, bias, False)
    y_scale = np.float32(np.percentile(np.abs(y), 60) / 100)  # some values beyond either end
    for y_zp in (128, 3):
        Q = qgemm(A, B, a_zero_point=azp, b_zero_point=bzp, a_scale=a_scale, b_scale=b_scale,
                  bias=bias, y_scale=y_scale, y_zero_point=y_zp)
        assert Q.dtype == np.uint8
        assert (Q == 0).any() and (Q == 255).any()
        assert _check_uint8(Q, acc, a_scale, b_scale, bias, y_scale, y_zp) <= Q.size // 100


def test_uint8_rounds_half_to_even():
    """acc * scale landing exactly on .5: rint's ties go to the even integer."""
    _require("uint8")
    A = np.array([[1], [3], [5], [7]], np.uint8)  # acc = a, y = a / 2 = 0.5, 1.5, 2.5, 3.5
    B = np.ones((1, 1), np.int8)
    Q = qgemm(A, B, a_scale=0.5, b_scale=1.0, y_scale=1.0, y_zero_point=10)
    assert Q.ravel().tolist() == [10, 12, 12, 14]


@pytest.mark.parametrize("kind", ["int32", "float32", "uint8"])
def test_nothing_is_written_outside_out(kind):
    _require("uint8")
    _, A, B, azp, bzp = _case("uint8", 29, 35, 1700, 9, True)
    kw = dict(a_zero_point=azp, b_zero_point=bzp)
    if kind != "int32":
        kw.update(a_scale=0.01, b_scale=0.002)
    if kind == "uint8":
        kw.update(y_scale=0.5, y_zero_point=7)
    canary = {"int32": np.int32(-0x5A5A5A5A), "float32": tolerance.CANARY,
              "uint8": np.uint8(0xA5)}[kind]
    buf = np.full((29 + 2, 35 + 9), canary, dtype=kind)
    Y = buf[1:30, 3:38]
    qgemm(A, B, out=Y, **kw)
    np.testing.assert_array_equal(Y, qgemm(A, B, **kw))
    outside = np.ones(buf.shape, bool)
    outside[1:30, 3:38] = False
    assert tolerance.bits_equal(buf[outside], np.full(outside.sum(), canary, kind))


def test_int32_overflow_of_the_true_result_is_refused():
    _require("uint8")
    K = (2**31 - 1) // (255 * 255) + 1
    A = np.full((1, K), 255, np.uint8)
    B = np.full((K, 1), -128, np.int8)
    with pytest.raises(AccumulatorOverflowError, match=f"K={K} .* 255 x .* 255"):
        qgemm(A, B, b_zero_point=127)
    # the same K with zero points that shrink the deviations passes, exactly
    assert qgemm(A, B, a_zero_point=200, b_zero_point=-100)[0, 0] == K * 55 * -28


@pytest.mark.parametrize("kwargs,error,match", [
    (dict(a_zero_point=256), ScalarError, "a_zero_point 256 is outside uint8's range 0..255"),
    (dict(a_zero_point=-1), ScalarError, "outside uint8's range"),
    (dict(a_zero_point=1.5), ScalarError, "a_zero_point must be an integer"),
    (dict(b_zero_point=128), ScalarError, "b_zero_point 128 is outside int8's range"),
    (dict(b_zero_point=np.array([0, 0, 0, 200])), ScalarError, "outside int8's range"),
    (dict(b_zero_point=np.zeros(5, np.int32)), ShapeError, "give one value or 4"),
    (dict(a_scale=0.1), ScalarError, "both a_scale and b_scale"),
    (dict(a_scale=0.0, b_scale=1.0), ScalarError, "a_scale must be positive and finite"),
    (dict(a_scale=1.0, b_scale=float("nan")), ScalarError, "b_scale must be positive"),
    (dict(a_scale=1.0, b_scale=np.array([1, 1, -1, 1], np.float32)), ScalarError,
     "column 2 is -1"),
    (dict(a_scale=1.0, b_scale=np.ones(3, np.float32)), ShapeError, "give one value or 4"),
    (dict(a_scale=1e-30, b_scale=1.0, y_scale=float("inf")), ScalarError, "y_scale must be"),
    (dict(a_scale=1.0, b_scale=1.0, bias=np.ones(5, np.float32)), ShapeError, "one per column"),
    (dict(a_scale=1.0, b_scale=1.0, bias=np.ones(4)), DtypeError, "bias must be a float32"),
    (dict(a_scale=1.0, b_scale=1.0, bias=np.array([0, np.inf, 0, 0], np.float32)),
     ScalarError, "bias must be finite"),
    (dict(bias=np.ones(4, np.float32)), ScalarError, "give a_scale and b_scale"),
    (dict(relu=True), ScalarError, "give a_scale and b_scale"),
    (dict(a_scale=1.0, b_scale=1.0, y_zero_point=3), ScalarError, "needs y_scale"),
    (dict(y_scale=1.0), ScalarError, "needs a_scale and b_scale"),
    (dict(a_scale=1.0, b_scale=1.0, y_scale=1.0, y_zero_point=256), ScalarError,
     "y_zero_point 256 is outside uint8's range"),
    (dict(out=np.zeros((2, 4), np.float32)), DtypeError, "produce int32"),
    (dict(a_scale=1.0, b_scale=1.0, out=np.zeros((2, 4), np.float32), accumulate=True),
     ScalarError, "accumulate=True adds to an int32 output"),
    (dict(accumulate=True), ScalarError, "needs out"),
    (dict(relu=1), ScalarError, "relu must be True or False"),
])
def test_bad_arguments_get_a_specific_error(kwargs, error, match):
    A, B = np.zeros((2, 3), np.uint8), np.zeros((3, 4), np.int8)
    with pytest.raises(error, match=match):
        qgemm(A, B, **kwargs)


@pytest.mark.parametrize("a,b,match", [
    (np.float32, np.int8, "A has dtype float32; qgemm takes uint8 or int8 A"),
    (np.uint8, np.uint8, "B has dtype uint8; qgemm takes int8 B. .* b_zero_point - 128"),
    (np.uint8, np.int16, "B has dtype int16"),
    (np.int16, np.int8, "A has dtype int16"),
])
def test_mixed_or_unsupported_dtypes_name_the_supported_ones(a, b, match):
    with pytest.raises(DtypeError, match=match):
        qgemm(np.zeros((2, 3), a), np.zeros((3, 4), b))


def test_shapes_are_checked():
    with pytest.raises(ShapeError, match="inner dimensions differ"):
        qgemm(np.zeros((2, 3), np.uint8), np.zeros((4, 4), np.int8))
    with pytest.raises(ShapeError, match="A must be a 2-D NumPy array .* got a 1-D"):
        qgemm(np.zeros(3, np.uint8), np.zeros((3, 4), np.int8))


@pytest.mark.parametrize("a_type", A_TYPES)
def test_the_header_beside_the_library_documents_every_entry(a_type):
    _require(a_type)
    d = get_dtype({"uint8": "u8s8s32", "int8": "s8s8s32"}[a_type])
    lib = build_lowp_gemm(lowp_plan(native_isa(), d))
    text = lib.header.read_text()
    prefix = lib.plan.prefix
    assert any(lib.header.parent.glob("*.so"))  # beside the library
    for needle in (f"int {prefix}_gemm(", f"int {prefix}_qgemm(", "exogemm_qparams",
                   "EXOGEMM_BAD_QUANT_PARAMS = -15", "op(A)[i, k] = A[i * a_rs + k * a_cs]",
                   "rint rounds half to even"):
        assert needle in text


@pytest.mark.parametrize("isa_name,dtype,shift", [
    ("neon", "s8s8s32", 0),     # sdot multiplies s8 x s8 itself: the direct path
    ("neon", "u8s8s32", 0),     # usdot (i8mm)
    ("native", "s8s8s32", 128),  # x86: u8 x s8 on A + 128
])
def test_the_driver_self_check_under_each_isa(isa_name, dtype, shift):
    """The C self-check (gen/templates/lowp_gemm_check.c.in: gemm and qgemm int32 in every
    layout against a scalar int64 reference), built with the ISA's toolchain and run under its
    emulator (natively for the host's ISA). The mode follows whether the ISA has the dot."""
    isa = native_isa() if isa_name == "native" else get_isa(isa_name)
    plan = lowp_plan(isa, get_dtype(dtype))
    if isa_name == "native" and isa.key != "avx512":
        pytest.skip(f"the shifted mode is x86's; the native ISA is {isa.key}")
    assert plan.shift == shift
    reason = isa.unavailable(plan.tile.dtype)
    if reason:
        pytest.skip(f"{isa.key} {plan.tile.dtype.name}: {reason}")
    assert run_check(plan) == "ok 52"  # 48 random cases, 4 at the ends of the ranges


@pytest.mark.slow
@pytest.mark.parametrize("dtype", ["u8s8s32", "s8s8s32"])
def test_the_driver_self_check_under_address_and_undefined_behaviour_sanitizers(dtype):
    """The same self-check natively, built with -fsanitize=address,undefined: operands of
    their exact size, so a read past A (the partial last k-group read in place), B, the
    workspace or C, a leak, or undefined integer arithmetic in the driver fails it."""
    isa = native_isa()
    plan = lowp_plan(isa, get_dtype(dtype))
    reason = isa.unavailable(plan.tile.dtype)
    if reason:
        pytest.skip(f"{isa.key} {plan.tile.dtype.name}: {reason}")
    assert run_check(plan, sanitize=True) == "ok 52"


@pytest.mark.parametrize("a_type", A_TYPES)
def test_several_column_and_k_blocks_with_two_threads(a_type):
    """N past one nc block and K past one kc block: the column sums restart per column
    block, the row sums are taken in the first only, and every tile is finished once."""
    _require(a_type)
    d = get_dtype({"uint8": "u8s8s32", "int8": "s8s8s32"}[a_type])
    plan = lowp_plan(native_isa(), d)
    M, N, K = 13, plan.nc + 5, plan.kc + 7
    rng, A, B, azp, bzp = _case(a_type, M, N, K, 21, True)
    acc = _exact(A, B, azp, bzp)
    np.testing.assert_array_equal(qgemm(A, B, a_zero_point=azp, b_zero_point=bzp, threads=2), acc)
    b_scale = rng.uniform(1e-4, 1e-3, N).astype(np.float32)
    Y = qgemm(A, B, a_zero_point=azp, b_zero_point=bzp, a_scale=0.01, b_scale=b_scale, threads=2)
    _check_float(Y, acc, 0.01, b_scale, None, False)
    np.testing.assert_array_equal(qgemm(A, B, threads=2), _exact(A, B, 0, 0))
