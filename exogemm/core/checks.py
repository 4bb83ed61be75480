"""Argument checks shared by the NumPy entries (`exogemm.gemm` and its low-precision path,
`exogemm.conv2d`, `exogemm.qgemm`): one function per rule, so that a rule and its message
are the same wherever an argument is taken.

Each check refuses a silent wrong answer before anything is computed or written: it raises a
specific exogemm error (errors.py) naming the argument, what was wrong with it and what is
allowed. No check copies or modifies its argument.
"""

from __future__ import annotations

import math
import numbers

import numpy as np

from exogemm.core.errors import AliasingError, DtypeError, ReadOnlyError, ScalarError, ShapeError

#: The largest finite float32: alpha and beta are rounded to float32, beyond it they are inf.
FLOAT32_MAX = float(np.finfo(np.float32).max)
#: The smallest nonzero float32 (a subnormal): a nonzero value below half of it rounds to 0.
FLOAT32_TINIEST = float(np.finfo(np.float32).smallest_subnormal)


def describe(X: object) -> str:
    """What the caller passed, in the words of an error message ("a Python list", "a NumPy
    float32 scalar (1.0)", "a 1-D NumPy array of float32 with shape (3,)"), so the message
    says what was wrong rather than only what was expected."""
    if isinstance(X, np.ndarray):
        kind = "masked array" if isinstance(X, np.ma.MaskedArray) else "array"
        return f"a {X.ndim}-D NumPy {kind} of {X.dtype} with shape {X.shape}"
    if isinstance(X, np.generic):
        return f"a NumPy {X.dtype} scalar ({X.item()!r})"
    kind = type(X)
    where = "Python" if kind.__module__ == "builtins" else kind.__module__
    return f"a {where} {kind.__qualname__}"


def unmasked(name: str, X: object) -> None:
    """Refuse a NumPy masked array: the kernels read its data and cannot see its mask, so
    masked-out elements (whatever values they hold) would enter the result."""
    if isinstance(X, np.ma.MaskedArray):
        raise DtypeError(
            f"{name} is a NumPy masked array; exogemm reads its data and would ignore the "
            f"mask. Decide what masked elements mean: pass {name}.filled(value) (e.g. 0), or "
            f"np.ma.getdata({name}) to use the stored values as they are")


def array(name: str, X: object, allowed: str) -> np.ndarray:
    """X if it is a plain (unmasked) NumPy array; else DtypeError saying what X is and
    `allowed`, the description of what the argument takes."""
    unmasked(name, X)
    if not isinstance(X, np.ndarray):
        raise DtypeError(f"{name} must be {allowed}, got {describe(X)}")
    return X


def matrix(name: str, X: object, allowed: str) -> np.ndarray:
    """X if it is a plain 2-D NumPy array (any dtype: the caller checks it); DtypeError for
    anything but an array, ShapeError for an array of another dimension (a 0-d or 1-d array
    is not taken as a 1 x n matrix: that guess would hide a bug)."""
    X = array(name, X, allowed)
    if X.ndim != 2:
        raise ShapeError(f"{name} must be {allowed}, got {describe(X)}")
    return X


def output(name: str, C: object, M: int, N: int, inputs: dict[str, object],
           allowed: str) -> np.ndarray:
    """C checked as the array a call writes: a plain 2-D NumPy array of shape (M, N),
    writeable, with distinct elements (`distinct_elements`) and sharing no memory with any
    of `inputs` (name -> argument; None and non-arrays are skipped, their own checks refuse
    them), so that nothing is written before an argument is refused."""
    C = matrix(name, C, allowed)
    if C.shape != (M, N):
        raise ShapeError(f"{name} has shape {C.shape}, but op(A) @ op(B) is {M}x{N}")
    if not C.flags.writeable:
        raise ReadOnlyError(f"{name} is read-only; pass a writeable array (or {name}=None)")
    distinct_elements(name, C)
    for other, X in inputs.items():
        disjoint(name, C, other, X)
    return C


def distinct_elements(name: str, C: np.ndarray) -> None:
    """Refuse an output whose elements overlap each other (a row stride of 0 from
    np.broadcast_to or as_strided, or strides shorter than what they step over): several
    results would be written to one place and the last one would win."""
    if _elements_overlap(C):
        raise AliasingError(
            f"{name}'s elements overlap in memory (shape {C.shape}, strides {C.strides} "
            f"bytes: e.g. a stride of 0 from np.broadcast_to or as_strided), so several "
            f"results would land in one place; pass an array whose elements are distinct, "
            f"e.g. np.empty({C.shape}, {C.dtype.name}) or {name}.copy()")


def disjoint(out_name: str, out: np.ndarray, name: str, X: object) -> None:
    """Refuse an input that shares memory with the output: the kernels write the output
    tile by tile while they still read the input, so the result would depend on the order
    of the writes."""
    if isinstance(X, np.ndarray) and shares_memory(out, X):
        raise AliasingError(
            f"{out_name} shares memory with {name}: {out_name} is written while {name} is "
            f"still read. {_ALIASING_ADVICE.get(name, 'Pass a copy of {name}')}"
            .format(out=out_name, name=name))


#: What to do instead, per input that may alias the output (default: pass a copy).
_ALIASING_ADVICE = {
    "A": "Pass a separate output array (or {out}=None)",
    "B": "Pass a separate output array (or {out}=None)",
    "residual": "For C + op(A) @ op(B) pass beta=1 instead, else a separate residual",
}


def shares_memory(a: np.ndarray, b: np.ndarray) -> bool:
    """Whether a and b have an element in common; True when NumPy cannot tell cheaply
    (refusing is safer than a wrong result)."""
    if a.size == 0 or b.size == 0 or not np.may_share_memory(a, b):
        return False
    try:
        return bool(np.shares_memory(a, b, max_work=1 << 20))
    except np.exceptions.TooHardError:
        return True


def _elements_overlap(X: np.ndarray) -> bool:
    """Whether two different elements of the 2-D X share a byte: whether some step
    (d0, d1) != 0 within the shape moves less than an element, |d0 s0 - d1 s1| < itemsize."""
    dims = sorted((abs(s), n) for s, n in zip(X.strides, X.shape) if n > 1)
    w = X.itemsize
    if not dims or X.size == 0:  # NumPy gives empty arrays any strides, (0, 0) among them
        return False
    (s0, n0) = dims[0]
    if s0 < w:
        return True
    if len(dims) == 1:
        return False
    s1, n1 = dims[1]
    if s1 >= s0 * (n0 - 1) + w:
        return False  # one run of the short stride ends before the long stride's next: usual
    d1 = np.arange(1, n1, dtype=np.int64) * s1
    d0 = np.clip(np.rint(d1 / s0), 0, n0 - 1).astype(np.int64) * s0  # the nearest step of s0
    return bool((np.abs(d1 - d0) < w).any())


def flag(name: str, value: object) -> bool:
    """value as a bool if it is one (Python's or NumPy's); ScalarError otherwise: a flag
    given 0, 1 or "yes" is more likely a misplaced argument than a deliberate truth value."""
    if not isinstance(value, (bool, np.bool_)):
        raise ScalarError(f"{name} must be True or False, got {value!r}")
    return bool(value)


def float32_scalar(name: str, value: object) -> float:
    """value as a float, if it is a real number that float32 holds: finite, at most
    FLOAT32_MAX in magnitude, and not a nonzero value that rounds to 0 in float32. The
    kernels take alpha and beta as float32, where anything else would silently become inf
    (1e39) or 0 (1e-50). Checked on every call, also where the value goes unused (K = 0),
    so that whether a call is refused does not depend on the shapes."""
    if isinstance(value, (bool, np.bool_)) or not isinstance(value, numbers.Real):
        raise ScalarError(f"{name} must be a real number, got {value!r} "
                          f"({type(value).__name__})")
    try:
        x = float(value)
    except OverflowError:  # an integer beyond float64's range
        x = math.inf if value > 0 else -math.inf
    if math.isnan(x) or (math.isinf(x) and not isinstance(value, numbers.Integral)):
        raise ScalarError(f"{name} must be finite, got {value!r}")
    if abs(x) > FLOAT32_MAX:
        raise ScalarError(f"{name} must be at most {FLOAT32_MAX:.8g} in magnitude (the "
                          f"largest float32; {name} is rounded to float32), got {x:.8g}, "
                          f"which would become inf")
    if 0.0 < abs(x) < FLOAT32_TINIEST and np.float32(x) == 0.0:
        raise ScalarError(f"{name} is {x!r}, which rounds to 0 in float32 (the smallest "
                          f"nonzero float32 is {FLOAT32_TINIEST:.3g}); pass 0 if 0 is meant, "
                          f"else rescale the operands")
    return x
