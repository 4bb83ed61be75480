"""`exogemm.gemm` on low-precision NumPy arrays: uint8 or int8 x int8 -> int32, bfloat16 x
bfloat16 -> float32 (`ml_dtypes.bfloat16`) and float16 x float16 -> float16, run by the low-precision GEMM of this machine's native ISA
(gen/c/lowp_gemm.py). `exogemm.api.gemm.gemm` dispatches here on the dtypes.

C = op(A) @ op(B) (beta = 0) or C += op(A) @ op(B) (beta = 1); any strides (views,
transposes) of A and B are read in place, C is written in place when it has unit column
stride (else through a row-major copy).

int32 overflow is refused, not wrapped: before running, the largest sum the inputs can
produce (K * max|a| * max|b|, plus max|C| when accumulating) is checked against 2^31 - 1,
so an int8 result is either exact or an AccumulatorOverflowError. (K up to 65793 always
passes with u8 x s8 of any values, up to 131071 with s8 x s8.) int8 x int8 runs, on x86,
the u8 x s8 kernel on A + 128 less 128 x B's column sums (gen/c/lowp_gemm.py).
"""

from __future__ import annotations

from functools import lru_cache

import ml_dtypes
import numpy as np

from exogemm.api import amx as amx_api
from exogemm.core import return_codes
from exogemm.core.dtype import DType, get_dtype
from exogemm.core.errors import (
    AccumulatorOverflowError,
    DtypeError,
    ExogemmError,
    ScalarError,
    ShapeError,
)
from exogemm.gen.c.lowp_gemm import build_lowp_gemm, cffi_type, lowp_plan
from exogemm.runtime.dispatch import native_isa

#: (dtype of A, dtype of B) -> the DType that multiplies them; float32 x float32 is the
#: FP32 GEMM's (exogemm.api.gemm).
SUPPORTED: dict[tuple[str, str], str] = {
    ("uint8", "int8"): "u8s8s32",
    ("int8", "int8"): "s8s8s32",
    ("bfloat16", "bfloat16"): "bf16f32",
    ("float16", "float16"): "f16",  # NEON FEAT_FP16's fmla; elsewhere the f32 kernel (F16C)
}

INT32_MAX = 2**31 - 1


def supported_pairs() -> str:
    """The dtype pairs `exogemm.gemm` takes, for error messages."""
    pairs = [("float32", "float32", "float32")]
    pairs += [(a, b, get_dtype(d).numpy_c) for (a, b), d in SUPPORTED.items()]
    return "; ".join(f"{a} x {b} -> {c}" for a, b, c in pairs)


#: SUPPORTED keyed by NumPy dtype objects: a call's lookup without building dtype names
#: (each `dtype.name` costs about a microsecond, and small GEMMs are called often).
_BY_DTYPE: dict[tuple[np.dtype, np.dtype], DType] = {
    (np.dtype(ml_dtypes.bfloat16 if a == "bfloat16" else a),
     np.dtype(ml_dtypes.bfloat16 if b == "bfloat16" else b)): get_dtype(d)
    for (a, b), d in SUPPORTED.items()}
_FLOAT32 = np.dtype(np.float32)


def is_low_precision(A: np.ndarray, B: np.ndarray) -> bool:
    """Whether a call with these operands is not the FP32 GEMM's."""
    return A.dtype != _FLOAT32 or B.dtype != _FLOAT32


def datatype_of(A: np.ndarray, B: np.ndarray) -> DType:
    """The DType for A's and B's dtypes; DtypeError listing the supported pairs otherwise
    (with a hint for the usual mistakes: int8 activations, bfloat16 passed as its bits)."""
    found = _BY_DTYPE.get((A.dtype, B.dtype))
    if found is not None:
        return found
    pair = (A.dtype.name, B.dtype.name)
    hint = ""
    if "uint16" in pair:
        hint = (" (bfloat16 passed as its 16-bit words? view them as bfloat16: "
                "X.view(ml_dtypes.bfloat16))")
    elif pair == ("uint8", "uint8") or pair == ("int8", "uint8"):
        hint = (" (uint8 B: pass (B ^ 0x80).view(np.int8), which is B - 128, to "
                "exogemm.qgemm with b_zero_point - 128)")
    elif any(d in ("int16", "uint16", "int32") for d in pair):
        hint = " (8-bit integers must be passed as uint8 or int8 (A) and int8 (B) arrays)"
    raise DtypeError(f"A {pair[0]} x B {pair[1]} is not supported{hint}; supported: "
                     f"{supported_pairs()}")


def gemm_low_precision(d: DType, A: np.ndarray, B: np.ndarray, C: np.ndarray | None, *,
                       beta: float, trans_a: bool, trans_b: bool, threads: int) -> np.ndarray:
    """The low-precision `exogemm.gemm` for A's and B's DType `d` (`datatype_of`; arguments
    already checked there for shape and flags; threads from
    exogemm.core.threads.resolve_threads)."""
    opA = A.T if trans_a else A
    opB = B.T if trans_b else B
    M, K = opA.shape
    N = opB.shape[1]
    if beta not in (0.0, 1.0):
        raise ScalarError(f"a {d.name} GEMM takes beta 0 (C = op(A) op(B)) or 1 "
                          f"(C += op(A) op(B)), got {beta}")
    if C is None:
        C, beta = np.empty((M, N), dtype=d.numpy_c), 0.0
    elif C.dtype.name != d.numpy_c:
        raise DtypeError(f"C has dtype {C.dtype}; A {A.dtype} x B {B.dtype} produces "
                         f"{d.numpy_c} (supported: {supported_pairs()})")
    if M == 0 or N == 0:
        return C
    if d.exact:
        _check_int32_range(opA, opB, C if beta == 1.0 else None, K)
    if amx_api.usable(d):  # opt-in (EXOGEMM_AMX=1), row-major operands only
        rc = amx_api.gemm(d, opA, opB, C, beta == 1.0, threads)
        if rc is not None:
            if rc != 0:
                raise ExogemmError(f"generated AMX {d.name} GEMM failed: "
                                   f"{return_codes.meaning(rc)}")
            return C
    lib = native_lowp_gemm(d)
    row_major = C.strides[1] == C.itemsize and C.strides[0] >= N * C.itemsize
    out = C if row_major else np.array(C, order="C") if beta else np.empty((M, N), d.numpy_c)
    ffi = lib.ffi
    rc = lib.gemm(M, N, K, pointer(ffi, opA, d.c_a), *operand_strides(opA),
                  pointer(ffi, opB, d.c_b), *operand_strides(opB), pointer(ffi, out, d.c_c),
                  out.strides[0] // out.itemsize,
                  int(beta == 1.0), threads)
    if rc != 0:
        raise ExogemmError(f"generated {d.name} GEMM failed: {return_codes.meaning(rc)}")
    if out is not C:
        C[...] = out
    return C


@lru_cache(maxsize=None)
def native_lowp_gemm(d: DType):
    """The native ISA's grouped GEMM for `d` (gemm and, for integers, qgemm), looked up once
    per datatype: both Python entries call it on every call."""
    isa = native_isa()
    try:
        plan = lowp_plan(isa, d)
    except DtypeError as e:
        raise DtypeError(f"{d.numpy_a} x {d.numpy_b} -> {d.numpy_c} cannot run on this "
                         f"machine ({e}); convert the operands to a supported pair: "
                         f"{supported_pairs()}") from None
    return build_lowp_gemm(plan)


def int32_overflow(opA: np.ndarray, opB: np.ndarray, C: np.ndarray | None, K: int,
                   a_zero_point: int = 0, b_zero_point: np.ndarray | None = None
                   ) -> tuple[int, int, int] | None:
    """(max |a - a_zp|, max |b - b_zp|, max |C|) when K such products plus C could leave
    int32, else None. The operands are scanned only when their types' ranges could
    overflow (u8 x s8 without zero points: K > 65793) or C is accumulated into; b_zero_point
    is one value or one per column of op(B)."""
    bzp = None if b_zero_point is None or not np.any(b_zero_point) else \
        np.asarray(b_zero_point, np.int64)
    a_lo, a_hi = _range(opA.dtype)
    b_lo, b_hi = _range(opB.dtype)
    a_ext = max(a_hi - a_zero_point, a_zero_point - a_lo)
    b_ext = max(b_hi, -b_lo) if bzp is None else max(b_hi - int(bzp.min()), int(bzp.max()) - b_lo)
    if C is None and K * a_ext * b_ext <= INT32_MAX:
        return None
    a = _deviation(opA, a_zero_point, None)
    b = _deviation(opB, 0, None) if bzp is None else \
        _deviation(opB, bzp, 0 if bzp.size > 1 else None)
    c = _deviation(C, 0, None) if C is not None else 0
    return (a, b, c) if K * a * b + c > INT32_MAX else None


def _check_int32_range(opA: np.ndarray, opB: np.ndarray, C: np.ndarray | None, K: int) -> None:
    """Refuse a product whose sums could leave int32 (`int32_overflow`)."""
    over = int32_overflow(opA, opB, C, K)
    if over:
        a, b, c = over
        raise AccumulatorOverflowError(
            f"int32 could overflow: K={K} products of up to {a} x {b}"
            + (f" plus C's {c}" if c else "") + f" can reach {K * a * b + c} > 2^31 - 1; "
            f"split K into blocks of at most {max(1, (INT32_MAX - c) // max(1, a * b))} and "
            f"sum them in int64")


def _range(dtype: np.dtype) -> tuple[int, int]:
    """The integer type's (min, max), from a table for the 8-bit types: np.iinfo costs about
    a microsecond, and this runs on every call."""
    found = _RANGES.get(dtype)
    if found is None:
        info = np.iinfo(dtype)
        found = (int(info.min), int(info.max))
    return found


_RANGES = {np.dtype(np.uint8): (0, 255), np.dtype(np.int8): (-128, 127)}


def _deviation(X: np.ndarray, zp: np.ndarray | int, axis: int | None) -> int:
    """max |x - zp| over X (per-column zero points along `axis`), without a wrapped
    np.abs of an int8 -128 or a widened copy of X."""
    if X.size == 0:
        return 0
    hi = X.max(axis=axis).astype(np.int64) - zp
    lo = zp - X.min(axis=axis).astype(np.int64)
    return int(max(np.max(hi), np.max(lo)))


def operand_strides(X: np.ndarray) -> tuple[int, int]:
    rs, cs = X.strides
    if rs % X.itemsize or cs % X.itemsize:
        raise ShapeError(f"an operand's strides {X.strides} are not whole {X.dtype} elements")
    return rs // X.itemsize, cs // X.itemsize


def pointer(ffi, X: np.ndarray, ctype: str):
    """X's data as a C `ctype *` (bfloat16 arrays as their 16-bit words; halves as theirs,
    which is how the cffi declarations spell _Float16, `cffi_type`)."""
    if X.dtype == ml_dtypes.bfloat16:
        X = X.view(np.uint16)
    return ffi.cast(f"{cffi_type(ctype)} *", X.__array_interface__["data"][0])
