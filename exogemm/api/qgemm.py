"""`exogemm.qgemm`: the quantized matrix product of ONNX MatMulInteger and QLinearMatMul
(plus a per-column bias and ReLU), on the k-grouped int8 GEMM of this machine.

    acc = (op(A) - a_zero_point) @ (op(B) - b_zero_point)          exact int32
    y   = float32(acc) * (a_scale * b_scale) + bias, ReLU'd          float32
    q   = clip(rint(y / y_scale) + y_zero_point, 0, 255)             uint8

A is uint8 or int8, B int8; b_zero_point and b_scale are one value or one per column of
op(B). Which output is computed follows from the arguments: y_scale (QLinearMatMul) gives
uint8, a_scale and b_scale without y_scale give float32, neither int32 (MatMulInteger).

Everything after the integer product runs in the C driver (gen/templates/lowp_gemm.c.in):
the zero-point corrections come from A's row sums and B's column sums taken while packing,
and the scale, bias, ReLU and requantization are applied per C tile after its last K block.
Each float operation is one float32 rounding in the order written (s = a_scale * b_scale[j],
float32(acc), the product, the bias add, the division by y_scale; no fused multiply-add), so
a NumPy float32 evaluation of the same formula gives the same bits; against the exact real
value, |y - exact| <= gamma_4 (|acc a_scale b_scale[j]| + |bias[j]|), gamma_4 = 4u / (1 - 4u),
u = 2^-24. rint rounds half to even.

The int32 result is exact or refused: AccumulatorOverflowError when K * max|a - a_zp| *
max|b - b_zp| (+ max|Y| when accumulating) could pass 2^31 - 1. The partial sums inside
(the raw product, the +128 shift of int8 A on x86) are taken modulo 2^32, so only that
bound matters.
"""

from __future__ import annotations

import math
import numbers

import numpy as np

from exogemm.api.lowp import int32_overflow, native_lowp_gemm, operand_strides
from exogemm.core import return_codes
from exogemm.core.checks import array, flag, matrix, output, unmasked
from exogemm.core.dtype import get_dtype
from exogemm.core.errors import (
    AccumulatorOverflowError,
    DtypeError,
    ExogemmError,
    ScalarError,
    ShapeError,
)
from exogemm.core.threads import resolve_threads

__all__ = ["qgemm"]

#: enum exogemm_qoutput of gen/templates/lowp_gemm.h.in
OUTPUTS = {"int32": 0, "float32": 1, "uint8": 2}
#: A's dtype -> the DType whose driver multiplies it by int8 B
A_TYPES = {"uint8": "u8s8s32", "int8": "s8s8s32"}
#: What `out` may be, for the error messages.
OUT = "a 2-D NumPy array of int32, float32 or uint8 (as the arguments produce)"


def qgemm(A, B, *, a_zero_point=0, b_zero_point=0, a_scale=None, b_scale=None, bias=None,
          relu=False, y_scale=None, y_zero_point=None, out=None, accumulate=False,
          trans_a=False, trans_b=False, threads=None) -> np.ndarray:
    """The quantized product of op(A) (M x K, uint8 or int8) and op(B) (K x N, int8); op(X)
    is X.T when trans_X. Returns `out` (or a new array): int32, float32 or uint8.

    a_zero_point: an integer in A's range. b_zero_point: an integer in int8's range, or N of
    them (one per column of op(B)). a_scale: a positive finite float; b_scale: one or N.
    bias: float32, N finite values; relu: max(y, 0) (both need the scales). y_scale,
    y_zero_point (0..255, default 0): requantize to uint8 (needs a_scale, b_scale).
    accumulate=True adds the int32 result to `out` (int32 output only). threads: an int >= 1
    or None for the default (OMP_NUM_THREADS, else the CPUs this process may use); clamped
    to those CPUs, 1 in a fork child of a threaded process (exogemm/core/threads.py). `out` must
    have distinct elements (no zero stride) and share no memory with A, B, bias, b_scale or
    b_zero_point, and no argument may be a masked array. Bad arguments raise
    exogemm.core.errors.* naming what was wrong and what is allowed.
    """
    A, B = _operands(A, B)
    read = {"A": A, "B": B, "bias": bias, "b_scale": b_scale, "b_zero_point": b_zero_point}
    opA = A.T if flag("trans_a", trans_a) else A
    opB = B.T if flag("trans_b", trans_b) else B
    (M, K), (K2, N) = opA.shape, opB.shape
    if K != K2:
        raise ShapeError(f"inner dimensions differ: op(A) is {M}x{K}, op(B) is {K2}x{N}")
    azp = _zero_point("a_zero_point", a_zero_point, A.dtype)
    bzp = _per_column("b_zero_point", b_zero_point, N, np.int32, B.dtype)
    kind = _output_kind(a_scale, b_scale, bias, flag("relu", relu), y_scale, y_zero_point)
    accumulate = flag("accumulate", accumulate)
    if accumulate and kind != "int32":
        raise ScalarError(f"accumulate=True adds to an int32 output; a {kind} output is "
                          f"computed from the exact sums only")
    nthreads = resolve_threads(threads)
    # every parameter checked before anything else happens (also when M or N is 0)
    if kind != "int32":
        a_s = _scale("a_scale", a_scale)
        bs = _per_column("b_scale", b_scale, N, np.float32)
        _check_scales("b_scale", bs)
        bias = None if bias is None else _bias(bias, N)
    if kind == "uint8":
        y_s = _scale("y_scale", y_scale)
        y_zp = _zero_point("y_zero_point", 0 if y_zero_point is None else y_zero_point,
                           np.dtype(np.uint8))
    if out is None:
        if accumulate:
            raise ScalarError("accumulate=True needs out (the int32 array to add to)")
        out = np.empty((M, N), dtype=kind)
    else:
        out = output("out", out, M, N, read, OUT)
        if out.dtype != np.dtype(kind):
            raise DtypeError(f"out has dtype {out.dtype}, but these arguments produce {kind} "
                             f"(int32 without scales, float32 with a_scale and b_scale, uint8 "
                             f"with y_scale too)")
    if M == 0 or N == 0:
        return out
    _check_int32_range(opA, opB, azp, bzp, out if accumulate else None, K)
    d = get_dtype(A_TYPES[A.dtype.name])
    lib = native_lowp_gemm(d)
    ffi = lib.ffi
    keep = []  # arrays the C reads, alive until the call returns

    def ptr(X, ctype):
        if X is None:
            return ffi.NULL
        keep.append(X)
        return ffi.cast(f"{ctype} *", X.__array_interface__["data"][0])

    q = ffi.new("exogemm_qparams *")
    q.a_zero_point = azp
    if np.any(bzp != 0):
        q.b_zero_point = ptr(bzp, "int32_t")
        q.b_zero_point_stride = int(bzp.size > 1)
    q.output = OUTPUTS[kind]
    if kind != "int32":
        q.a_scale = a_s
        q.b_scale, q.b_scale_stride = ptr(bs, "float"), int(bs.size > 1)
        q.bias = ptr(bias, "float")
        q.relu = int(bool(relu))
    if kind == "uint8":
        q.y_scale, q.y_zero_point = y_s, y_zp
    row_major = out.strides[1] == out.itemsize and out.strides[0] >= N * out.itemsize \
        and out.strides[0] % out.itemsize == 0
    Y = out if row_major else (np.array(out, order="C") if accumulate
                               else np.empty((M, N), out.dtype))
    rc = lib.qgemm(M, N, K, ptr(opA, d.c_a), *operand_strides(opA), ptr(opB, d.c_b),
                   *operand_strides(opB),
                   q, ffi.cast("void *", Y.__array_interface__["data"][0]),
                   Y.strides[0] // Y.itemsize, int(accumulate), nthreads)
    if rc != 0:
        raise ExogemmError(f"generated quantized GEMM failed: {return_codes.meaning(rc)}")
    if Y is not out:
        out[...] = Y
    return out


# --------------------------------------------------------------------------- argument checks


def _operands(A, B) -> tuple[np.ndarray, np.ndarray]:
    """A (uint8 or int8) and B (int8) as 2-D arrays; DtypeError / ShapeError otherwise."""
    A = matrix("A", A, "a 2-D NumPy array of uint8 or int8")
    B = matrix("B", B, "a 2-D NumPy array of int8")
    if A.dtype.name not in A_TYPES:
        raise DtypeError(f"A has dtype {A.dtype}; qgemm takes uint8 or int8 A")
    if B.dtype == np.uint8:
        raise DtypeError("B has dtype uint8; qgemm takes int8 B. For uint8 weights pass "
                         "(B ^ 0x80).view(np.int8), which is B - 128, with b_zero_point - 128")
    if B.dtype != np.int8:
        raise DtypeError(f"B has dtype {B.dtype}; qgemm takes int8 B (with uint8 or int8 A)")
    return A, B


def _integer(name: str, value) -> int:
    """A Python or NumPy integer, or a one-element integer array, as an int."""
    unmasked(name, value)
    if isinstance(value, np.ndarray) and value.size == 1 and value.dtype.kind in "iu":
        value = value.reshape(()).item()
    if isinstance(value, (bool, np.bool_)) or not isinstance(value, numbers.Integral):
        raise ScalarError(f"{name} must be an integer, got {value!r} ({type(value).__name__})")
    return int(value)


def _zero_point(name: str, value, dtype: np.dtype) -> int:
    v = _integer(name, value)
    info = np.iinfo(dtype)
    if not info.min <= v <= info.max:
        raise ScalarError(f"{name} {v} is outside {dtype}'s range {info.min}..{info.max}")
    return v


def _per_column(name: str, value, N: int, dtype, range_of: np.dtype | None = None) -> np.ndarray:
    """A scalar (as a 1-element array) or N values (one per column of op(B)), as `dtype`;
    integers checked against `range_of`'s range."""
    unmasked(name, value)
    if isinstance(value, np.ndarray) and value.ndim > 0 and value.size != 1:
        if value.shape != (N,):
            raise ShapeError(f"{name} has shape {value.shape}; give one value or {N} (one per "
                             f"column of op(B))")
        if range_of is not None:
            if value.dtype.kind not in "iu":
                raise ScalarError(f"{name} must hold integers, got dtype {value.dtype}")
            info = np.iinfo(range_of)
            if value.size and (value.min() < info.min or value.max() > info.max):
                raise ScalarError(f"{name} holds values outside {range_of}'s range "
                                  f"{info.min}..{info.max}")
        elif value.dtype.kind != "f":
            raise ScalarError(f"{name} must hold floats, got dtype {value.dtype}")
        return np.ascontiguousarray(value, dtype=dtype)
    if isinstance(value, (list, tuple)):
        raise ShapeError(f"{name} must be a scalar or a NumPy array of {N} values")
    if range_of is not None:
        return np.array([_zero_point(name, value, range_of)], dtype=dtype)
    return np.array([_scale(name, value)], dtype=dtype)


def _scale(name: str, value) -> float:
    unmasked(name, value)
    if isinstance(value, np.ndarray) and value.size == 1:
        value = value.reshape(()).item()
    if isinstance(value, (bool, np.bool_)) or not isinstance(value, numbers.Real):
        raise ScalarError(f"{name} must be a positive finite float, got {value!r}")
    v = float(np.float32(value))
    if not (math.isfinite(v) and v > 0.0):
        raise ScalarError(f"{name} must be positive and finite in float32, got {value!r}")
    return v


def _check_scales(name: str, s: np.ndarray) -> None:
    bad = ~(np.isfinite(s) & (s > 0))
    if bad.any():
        raise ScalarError(f"{name} must be positive and finite in float32; column "
                          f"{int(np.argmax(bad))} is {s[np.argmax(bad)]}")


def _bias(bias, N: int) -> np.ndarray:
    bias = array("bias", bias, f"a float32 NumPy array of shape ({N},)")
    if bias.dtype != np.float32:
        raise DtypeError(f"bias must be a float32 NumPy array, got {bias.dtype}")
    if bias.shape != (N,):
        raise ShapeError(f"bias has shape {bias.shape}, expected ({N},): one per column")
    if not np.isfinite(bias).all():
        raise ScalarError("bias must be finite")
    return np.ascontiguousarray(bias)


def _output_kind(a_scale, b_scale, bias, relu: bool, y_scale, y_zero_point) -> str:
    """int32, float32 or uint8, from which arguments are given; ScalarError for a
    combination that names no output."""
    scaled = a_scale is not None or b_scale is not None
    if scaled and (a_scale is None or b_scale is None):
        raise ScalarError("give both a_scale and b_scale (a float output), or neither (int32)")
    if y_zero_point is not None and y_scale is None:
        raise ScalarError("y_zero_point without y_scale: a uint8 output needs y_scale")
    if y_scale is not None:
        if not scaled:
            raise ScalarError("y_scale (a uint8 output) needs a_scale and b_scale too")
        return "uint8"
    if not scaled:
        if bias is not None or relu:
            raise ScalarError("bias and relu apply to a float output: give a_scale and b_scale")
        return "int32"
    return "float32"


def _check_int32_range(opA, opB, azp: int, bzp: np.ndarray, C, K: int) -> None:
    """Refuse a product whose exact result could leave int32 (exogemm/api/lowp.py
    int32_overflow)."""
    over = int32_overflow(opA, opB, C, K, azp, bzp)
    if over:
        a, b, c = over
        raise AccumulatorOverflowError(
            f"int32 could overflow: K={K} products of up to |a - a_zp| = {a} x |b - b_zp| = "
            f"{b}" + (f" plus out's {c}" if c else "") + f" can reach {K * a * b + c} > 2^31 - 1")
