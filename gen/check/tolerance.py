"""What "close enough" and "left alone" mean, the same for every check.

Error bound. A result element built from n rounded operations (a dot product of length k
plus what is added to it) satisfies, for any order of summation and with or without FMA,

    |computed - exact| <= gamma_n * magnitude,   gamma_n = n u / (1 - n u),

where `magnitude` is the same expression evaluated on absolute values (|C| + |A||B|, ...) and u
is the unit roundoff of the arithmetic the result is accumulated in (Higham, "Accuracy and
Stability of Numerical Algorithms", 3.1): 2^-24 for f32 accumulation (f32, bf16 inputs), 2^-11
for f16's, whose bound gamma_n grows 8192 times faster with the depth and covers no more than n
< 2048 operations (beyond that n u >= 1 and `gamma` refuses). The bound scales with the depth,
so it never fails a correct kernel, while a wrong one (a missed k step, a wrong row or lane)
errs by O(magnitude), orders of magnitude above it. Each check only says how many operations an
element takes and what its magnitude is; the roundoff is the datatype's
(`exogemm.core.dtype.DType.unit_roundoff`, the one table of it; None there means exact: u = 0).

Canaries. Every element the code under test must not write (guard bands around an output,
leading-dimension gaps, the rest of a wider buffer) holds `CANARY` and must come back
bit-identical; `canaries_intact` is the one check of that.
"""

from __future__ import annotations

import numpy as np

from exogemm.core.dtype import get_dtype

#: What fills every element the code under test must not write: exactly representable, far
#: outside the test data's range (inputs in [-1, 1]), so no correct result equals it.
CANARY = np.float32(-7.25e7)


#: The float16 canary: CANARY is beyond f16's range (it would become -inf, which an
#: overflowing kernel could also write); -60000 is exact in f16 and as far from the data.
CANARY_F16 = np.float16(-6.0e4)


def canary(numpy_dtype: str) -> np.generic:
    """The canary for a buffer of `numpy_dtype`: CANARY for float32 (CANARY_F16 for float16),
    for int32 a value no test's sum reaches (the sums of the int8 tests stay below 2^28 in
    magnitude)."""
    if numpy_dtype == "float16":
        return CANARY_F16
    return CANARY.astype(numpy_dtype) if numpy_dtype.startswith("float") else np.int32(-0x5A5A5A5A)

#: Canary elements before and after an output buffer: a write just past either end of it
#: lands on one of them.
GUARD = 16


def unit_roundoff(dtype: str = "f32") -> float:
    """The unit roundoff of the arithmetic `dtype`'s kernels accumulate in: 0 for an exact
    datatype (int8 products summed in int32), whose results must match exactly; a datatype
    whose products are exact in its accumulator (bf16 inputs, f32 accumulation) takes the
    accumulator's. UnknownDtypeError names the implemented datatypes."""
    u = get_dtype(dtype).unit_roundoff
    return 0.0 if u is None else u


def exact_integer_limit(dtype: str) -> int:
    """1/u of a rounding datatype (2^11 for f16, 2^24 for f32): every integer of at most this
    magnitude is one of its floats, so sums of such integers that stay within it are exact."""
    u = get_dtype(dtype).unit_roundoff
    if u is None:
        raise ValueError(f"{dtype} does not round: every result of it is exact")
    return round(1.0 / u)


def gamma(n_terms: int, dtype: str = "f32") -> float:
    """gamma_n = n u / (1 - n u): the relative error of n rounded operations."""
    nu = n_terms * unit_roundoff(dtype)
    if nu >= 1.0:
        raise ValueError(f"{n_terms} operations exceed what a {dtype} error bound covers "
                         f"(n u = {nu:g} >= 1)")
    return nu / (1.0 - nu)


def discriminating(n_terms: int, dtype: str = "f32") -> bool:
    """Whether the bound over n terms is tight enough to fail a wrong kernel on the checks'
    data (zero-mean inputs in [-1, 1]): such a result is about magnitude / sqrt(n) in size, so
    an error of that size (a missed k step, a wrong lane or row) exceeds gamma_n * magnitude
    only while n u sqrt(n) <= 1. f32 (u = 2^-24) stays there to n ~ 65000; f16 (u = 2^-11)
    only to n ~ 160: deeper, the bound is still true but passes anything near the result
    (a kernel that ignores A passed at kc = 1000), so a sweep must not count on it."""
    return n_terms * unit_roundoff(dtype) * n_terms**0.5 <= 1.0


def error_bound(n_terms: int, magnitude: np.ndarray, dtype: str = "f32") -> np.ndarray:
    """Elementwise bound gamma_n * magnitude (float64) on |computed - exact|."""
    return gamma(n_terms, dtype) * np.asarray(magnitude, dtype=np.float64)


def error_ratio(got: np.ndarray, exact: np.ndarray, bound: np.ndarray) -> tuple[float, float]:
    """(largest |got - exact|, largest |got - exact| / bound) over the elements; an element
    passes when its ratio is at most 1. A NaN or infinite result counts as an infinite
    error, and an exact result passes even where the bound is 0 (exact datatypes)."""
    got = np.asarray(got, dtype=np.float64)
    err = np.where(np.isfinite(got), np.abs(got - exact), np.inf)
    ratio = np.where(err == 0, 0.0, err / np.maximum(bound, np.finfo(np.float64).tiny))
    return float(err.max(initial=0.0)), float(ratio.max(initial=0.0))


def canaries_intact(sent: np.ndarray, returned: np.ndarray, written: np.ndarray) -> bool:
    """Whether every element of `returned` outside the mask `written` has the bits it was
    sent with (compared as bits, so a NaN or -0.0 written over a canary is caught)."""
    keep = ~np.asarray(written, dtype=bool)
    return bool(np.array_equal(_bits(returned[keep]), _bits(sent[keep])))


def bits_equal(a: np.ndarray, b: np.ndarray) -> bool:
    """Whether two buffers hold the same bits (an input the code must only read)."""
    return a.shape == b.shape and bool(np.array_equal(_bits(a), _bits(b)))


def _bits(a: np.ndarray) -> np.ndarray:
    return np.ascontiguousarray(a).view(np.uint8)
