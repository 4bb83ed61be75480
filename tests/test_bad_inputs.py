"""Arguments that used to give a silent wrong answer (issue 18, items 3 and 4), and the rule
for each: a specific exogemm error whose message names the argument, what was wrong and what
is allowed, raised before anything is written, on every entry that takes the argument
(`exogemm.gemm` on float32 and on low-precision pairs, `exogemm.conv2d`, `exogemm.qgemm`).

Every test that passes an output checks that it comes back bit for bit as it was sent. The
refusals happen before any library is loaded, so nothing here needs a particular CPU.
"""

from __future__ import annotations

from collections.abc import Callable

import ml_dtypes
import numpy as np
import pytest
from numpy.lib.stride_tricks import as_strided

import exogemm
from exogemm.core.checks import FLOAT32_MAX, FLOAT32_TINIEST
from exogemm.core.errors import AliasingError, DtypeError, ExogemmError, ScalarError, ShapeError
from exogemm.gen.check.tolerance import bits_equal

M, N, K = 4, 5, 3


def f32(*shape: int) -> np.ndarray:
    """Data in [-1, 1], from a fixed seed per shape."""
    return np.random.default_rng(sum(shape)).uniform(-1, 1, shape).astype(np.float32)


def u8(*shape: int) -> np.ndarray:
    return np.arange(np.prod(shape), dtype=np.uint8).reshape(shape) % 7


def s8(*shape: int) -> np.ndarray:
    return (np.arange(np.prod(shape), dtype=np.int8).reshape(shape) % 5) - 2


def bf16(*shape: int) -> np.ndarray:
    return f32(*shape).astype(ml_dtypes.bfloat16)


def refused(error: type[ExogemmError], words: list[str], call: Callable[[], object],
            *untouched: np.ndarray) -> None:
    """call() raises `error` with each of `words` in its message, and every array in
    `untouched` (the output, or the buffer under it) keeps its bits."""
    before = [X.copy() for X in untouched]
    with pytest.raises(error) as raised:
        call()
    for word in words:
        assert word in str(raised.value), (word, str(raised.value))
    for X, sent in zip(untouched, before):
        assert bits_equal(X, sent)


def overlapping_rows(dtype: str) -> tuple[np.ndarray, np.ndarray]:
    """(C, the buffer under it): an M x N view whose rows all start one element apart."""
    buf = np.arange(M + N, dtype=dtype)
    return as_strided(buf, (M, N), (buf.itemsize, buf.itemsize)), buf


# --------------------------------------------------------------------------- item 3: aliasing


def _gemm_bias_is_a_row_of_c():
    C = f32(M, N)
    return lambda: exogemm.gemm(f32(M, K), f32(K, N), C, beta=1.0, bias=C[1]), C, "bias"


def _gemm_bias_inside_cs_buffer():
    buf = f32(M * N + N)
    C = buf[:M * N].reshape(M, N)
    return lambda: exogemm.gemm(f32(M, K), f32(K, N), C, bias=buf[M * N - 2:-2]), buf, "bias"


def _gemm_residual_is_c():
    C = f32(M, N)
    return lambda: exogemm.gemm(f32(M, K), f32(K, N), C, residual=C), C, "residual"


def _qgemm_bias_is_a_row_of_out():
    out = np.ones((M, N), np.float32)
    return (lambda: exogemm.qgemm(u8(M, K), s8(K, N), a_scale=0.5, b_scale=0.25, bias=out[0],
                                  out=out), out, "bias")


def _qgemm_b_scale_is_a_row_of_out():
    out = np.ones((M, N), np.float32)
    return (lambda: exogemm.qgemm(u8(M, K), s8(K, N), a_scale=0.5, b_scale=out[2], out=out),
            out, "b_scale")


def _qgemm_b_zero_point_is_a_row_of_out():
    out = np.zeros((M, N), np.int32)
    return lambda: exogemm.qgemm(u8(M, K), s8(K, N), b_zero_point=out[3], out=out), out, \
        "b_zero_point"


@pytest.mark.parametrize("case", [
    _gemm_bias_is_a_row_of_c, _gemm_bias_inside_cs_buffer, _gemm_residual_is_c,
    _qgemm_bias_is_a_row_of_out, _qgemm_b_scale_is_a_row_of_out,
    _qgemm_b_zero_point_is_a_row_of_out,
], ids=lambda f: f.__name__.strip("_"))
def test_an_argument_sharing_memory_with_the_output_is_refused(case):
    """The output is written tile by tile while bias, residual and scales are still read,
    so a bias that is (part of) a row of C would change under the GEMM. conv2d allocates
    its output, and the low-precision gemm takes no bias, so neither has this case."""
    call, buffer, name = case()
    refused(AliasingError, ["shares memory with " + name, "is written while"], call, buffer)


def _gemm_broadcast_to_made_writeable():
    buf = f32(N)
    C = np.broadcast_to(buf, (M, N))
    C.flags.writeable = True
    return lambda: exogemm.gemm(f32(M, K), f32(K, N), C, beta=1.0), buf, "strides (0, 4)"


def _gemm_as_strided_row_stride_0():
    buf = f32(N)
    C = as_strided(buf, (M, N), (0, 4))
    return lambda: exogemm.gemm(f32(M, K), f32(K, N), C), buf, "strides (0, 4)"


def _gemm_column_stride_0():
    buf = f32(M)
    C = as_strided(buf, (M, N), (4, 0))
    return lambda: exogemm.gemm(f32(M, K), f32(K, N), C), buf, "strides (4, 0)"


def _gemm_rows_one_element_apart():
    C, buf = overlapping_rows("float32")
    return lambda: exogemm.gemm(f32(M, K), f32(K, N), C, beta=0.5), buf, "strides (4, 4)"


def _int8_gemm_rows_one_element_apart():
    C, buf = overlapping_rows("int32")
    return lambda: exogemm.gemm(u8(M, K), s8(K, N), C, beta=1.0), buf, "strides (4, 4)"


def _bf16_gemm_row_stride_0():
    buf = f32(N)
    return (lambda: exogemm.gemm(bf16(M, K), bf16(K, N), as_strided(buf, (M, N), (0, 4))),
            buf, "strides (0, 4)")


def _qgemm_out_row_stride_0():
    buf = np.zeros(N, np.int32)
    return (lambda: exogemm.qgemm(u8(M, K), s8(K, N), out=as_strided(buf, (M, N), (0, 4))),
            buf, "strides (0, 4)")


@pytest.mark.parametrize("case", [
    _gemm_broadcast_to_made_writeable, _gemm_as_strided_row_stride_0, _gemm_column_stride_0,
    _gemm_rows_one_element_apart, _int8_gemm_rows_one_element_apart, _bf16_gemm_row_stride_0,
    _qgemm_out_row_stride_0,
], ids=lambda f: f.__name__.strip("_"))
def test_an_output_whose_elements_overlap_is_refused(case):
    """Two results written to one place: the last one wins (with a row stride of 0, the
    sum of the rows' updates when beta = 1), which is never what was meant."""
    call, buffer, strides = case()
    refused(AliasingError, ["elements overlap in memory", strides, ".copy()"], call, buffer)


@pytest.mark.parametrize("strides", [(20, 8), (8, 36), (-20, -4), (4, 16)],
                         ids=["interleaved", "interleaved-by-columns", "reversed",
                              "column-major"])
def test_an_output_with_distinct_elements_is_accepted_under_any_strides(strides):
    """The overlap rule is exact, not a guess from the layout: rows 5 elements apart with
    columns 2 apart (interleaved, but no two elements in one place) are a valid C and get
    the right result."""
    buf = np.zeros(200, np.float32)
    start = 100 if min(strides) < 0 else 0
    C = as_strided(buf[start:], (M, N), strides)
    C[...] = f32(M, N)
    A, B = f32(M, K), f32(K, N)
    want = A.astype(np.float64) @ B - C
    exogemm.gemm(A, B, C, beta=-1.0)
    np.testing.assert_allclose(C, want, atol=1e-5)


def test_an_empty_output_is_accepted_whatever_its_strides():
    """NumPy gives an empty array any strides, (0, 0) among them; it has no elements to
    overlap, so the overlap rule does not apply."""
    C = as_strided(np.empty(1, np.float32), (0, N), (0, 0))
    assert exogemm.gemm(f32(0, K), f32(K, N), C) is C


# --------------------------------------------------------------------------- item 3: masks


def _masked(X: np.ndarray) -> np.ma.MaskedArray:
    """X with its first element masked out (the data array is X itself, not a copy)."""
    mask = np.zeros(X.shape, bool)
    mask.flat[0] = True
    return np.ma.masked_array(X, mask)


def _masked_calls() -> dict[str, tuple[Callable[[], object], np.ndarray | None]]:
    """"entry argument" -> (a call with that argument masked, the output it passes or None),
    so that the test can check the output was left alone."""
    C = f32(M, N)
    x, w = f32(1, 5, 5, 3), f32(4, 3, 3, 3)
    Ci = np.zeros((M, N), np.int32)
    Cb = np.zeros((M, N), np.float32)
    out = np.zeros((M, N), np.float32)
    return {
        "gemm A": (lambda: exogemm.gemm(_masked(f32(M, K)), f32(K, N), C), C),
        "gemm B": (lambda: exogemm.gemm(f32(M, K), _masked(f32(K, N)), C), C),
        "gemm C": (lambda: exogemm.gemm(f32(M, K), f32(K, N), _masked(C)), C),
        "gemm bias": (lambda: exogemm.gemm(f32(M, K), f32(K, N), C, bias=_masked(f32(N))), C),
        "gemm residual": (lambda: exogemm.gemm(f32(M, K), f32(K, N), C,
                                               residual=_masked(f32(M, N))), C),
        "int8 gemm A": (lambda: exogemm.gemm(_masked(u8(M, K)), s8(K, N), Ci), Ci),
        "int8 gemm B": (lambda: exogemm.gemm(u8(M, K), _masked(s8(K, N)), Ci), Ci),
        "int8 gemm C": (lambda: exogemm.gemm(u8(M, K), s8(K, N), _masked(Ci)), Ci),
        "bf16 gemm A": (lambda: exogemm.gemm(_masked(bf16(M, K)), bf16(K, N), Cb), Cb),
        "conv2d x": (lambda: exogemm.conv2d(_masked(x), w), None),
        "conv2d w": (lambda: exogemm.conv2d(x, _masked(w)), None),
        "conv2d bias": (lambda: exogemm.conv2d(x, w, bias=_masked(f32(4))), None),
        "conv2d residual": (lambda: exogemm.conv2d(x, w, residual=_masked(f32(1, 3, 3, 4))),
                            None),
        "qgemm A": (lambda: exogemm.qgemm(_masked(u8(M, K)), s8(K, N), out=Ci), Ci),
        "qgemm B": (lambda: exogemm.qgemm(u8(M, K), _masked(s8(K, N)), out=Ci), Ci),
        "qgemm out": (lambda: exogemm.qgemm(u8(M, K), s8(K, N), out=_masked(Ci)), Ci),
        "qgemm bias": (lambda: exogemm.qgemm(u8(M, K), s8(K, N), a_scale=1.0, b_scale=1.0,
                                             bias=_masked(f32(N)), out=out), out),
        "qgemm b_scale": (lambda: exogemm.qgemm(u8(M, K), s8(K, N), a_scale=1.0,
                                                b_scale=_masked(np.ones(N, np.float32)),
                                                out=out), out),
        "qgemm b_zero_point": (lambda: exogemm.qgemm(
            u8(M, K), s8(K, N), b_zero_point=_masked(np.zeros(N, np.int32)), out=Ci), Ci),
    }


@pytest.mark.parametrize("which", list(_masked_calls()))
def test_a_masked_array_is_refused_for_every_argument(which):
    """The kernels read a masked array's data and cannot see its mask, so masked-out values
    would enter the result; the error says how to choose deliberately."""
    call, output = _masked_calls()[which]
    name = which.split()[-1]
    words = [f"{name} is a NumPy masked array", f"{name}.filled(", f"np.ma.getdata({name})"]
    refused(DtypeError, words, call, *([] if output is None else [output]))


# --------------------------------------------------------------------------- item 3: alpha, beta


@pytest.mark.parametrize("value, words", [
    (1e39, ["{} must be at most 3.4028235e+38", "got 1e+39", "would become inf"]),
    (-1e39, ["{} must be at most 3.4028235e+38", "got -1e+39"]),
    (10**400, ["{} must be at most 3.4028235e+38", "got inf"]),
    (1e-50, ["{} is 1e-50, which rounds to 0 in float32", "pass 0 if 0 is meant"]),
    (-7e-46, ["{} is -7e-46, which rounds to 0 in float32"]),
    (float("inf"), ["{} must be finite, got inf"]),
    (float("nan"), ["{} must be finite, got nan"]),
], ids=["1e39", "-1e39", "10**400", "1e-50", "-7e-46", "inf", "nan"])
@pytest.mark.parametrize("name", ["alpha", "beta"])
def test_alpha_or_beta_that_float32_cannot_hold_is_refused(name, value, words):
    """The kernels take alpha and beta as float32: 1e39 would silently become inf, 1e-50
    would become 0. Refused on every call, even where the value would go unused (K = 0)."""
    C = f32(M, N)
    for A, B in ((f32(M, K), f32(K, N)), (f32(M, 0), f32(0, N))):
        refused(ScalarError, [w.format(name) for w in words],
                lambda: exogemm.gemm(A, B, C, **{name: value}), C)


@pytest.mark.parametrize("value", [FLOAT32_MAX, -FLOAT32_MAX, FLOAT32_TINIEST, -FLOAT32_TINIEST,
                                   0.0, -0.0, np.float64(2.5), 3])
def test_alpha_and_beta_that_float32_holds_are_accepted(value):
    """The limits themselves pass: the largest float32 and the smallest subnormal. With
    op(A) op(B) a 0/1 matrix, each element is alpha or 0, exactly."""
    A, B = np.eye(M, K, dtype=np.float32), np.eye(K, N, dtype=np.float32)
    assert np.array_equal(exogemm.gemm(A, B, alpha=value), np.float32(value) * (A @ B))
    C0 = np.ones((M, N), np.float32)
    assert np.array_equal(exogemm.gemm(A, B, C0.copy(), alpha=0.0, beta=value),
                          np.float32(value) * C0)


# --------------------------------------------------------------------------- item 4: matrices


NOT_MATRICES = [
    (np.float32(1.0), DtypeError, "a NumPy float32 scalar (1.0)"),
    (np.array(1.0, np.float32), ShapeError, "a 0-D NumPy array of float32 with shape ()"),
    (np.ones(3, np.float32), ShapeError, "a 1-D NumPy array of float32 with shape (3,)"),
    ([[1.0, 2.0]], DtypeError, "a Python list"),
]
NOT_MATRIX_IDS = ["float32 scalar", "0-d", "1-d", "list"]


@pytest.mark.parametrize("bad, error, passed", NOT_MATRICES, ids=NOT_MATRIX_IDS)
@pytest.mark.parametrize("where", ["A", "B", "C"])
def test_gemm_refuses_what_is_not_a_2d_array_and_names_what_is_allowed(where, bad, error,
                                                                        passed):
    """A scalar or a 0-d / 1-d array is not guessed into a matrix: the message says what
    was passed and that a 2-D NumPy array of float32 or of a supported pair is needed."""
    args = {"A": f32(M, K), "B": f32(K, N), "C": f32(M, N)}
    args[where] = bad
    kept = [args["C"]] if where != "C" else []
    refused(error, [f"{where} must be a 2-D NumPy array of float32", "uint8 x int8 -> int32",
                    "bfloat16 x bfloat16 -> float32", f"got {passed}"],
            lambda: exogemm.gemm(args["A"], args["B"], args["C"]), *kept)


@pytest.mark.parametrize("bad, error, passed", NOT_MATRICES, ids=NOT_MATRIX_IDS)
def test_low_precision_gemm_refuses_what_is_not_a_2d_array(bad, error, passed):
    C = np.zeros((M, N), np.int32)
    refused(error, ["B must be a 2-D NumPy array", "uint8 x int8 -> int32", f"got {passed}"],
            lambda: exogemm.gemm(u8(M, K), bad, C), C)


@pytest.mark.parametrize("where, allowed", [("A", "uint8 or int8"), ("B", "int8"),
                                            ("out", "int32, float32 or uint8")])
@pytest.mark.parametrize("bad, error, passed", NOT_MATRICES, ids=NOT_MATRIX_IDS)
def test_qgemm_refuses_what_is_not_a_2d_array(where, allowed, bad, error, passed):
    args = {"A": u8(M, K), "B": s8(K, N), "out": np.zeros((M, N), np.int32)}
    args[where] = bad
    kept = [args["out"]] if where != "out" else []
    refused(error, [f"{where} must be a 2-D NumPy array of {allowed}", f"got {passed}"],
            lambda: exogemm.qgemm(args["A"], args["B"], out=args["out"]), *kept)


@pytest.mark.parametrize("where, allowed", [("x", "a 4-D NHWC NumPy array of float32"),
                                            ("w", "a 4-D NumPy array of float32")])
@pytest.mark.parametrize("bad, passed", [(np.float32(1.0), "a NumPy float32 scalar (1.0)"),
                                         ([[1.0, 2.0]], "a Python list")])
def test_conv2d_refuses_what_is_not_an_array_and_names_what_is_allowed(where, allowed, bad,
                                                                       passed):
    args = {"x": f32(1, 5, 5, 3), "w": f32(4, 3, 3, 3)}
    args[where] = bad
    refused(DtypeError, [f"{where} must be {allowed}", f"got {passed}"],
            lambda: exogemm.conv2d(args["x"], args["w"]))
