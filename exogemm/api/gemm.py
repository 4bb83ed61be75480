"""`exogemm.gemm`: C = alpha * op(A) @ op(B) + beta * C on NumPy float32 arrays.

The work is done by the GEMM generated for this machine's widest native ISA (procs/gemm.py,
built and cached by gen/c/gemm_build.py), with the plan (micro-kernel + blocking) chosen per
shape by the runtime's one plan policy (exogemm/runtime/dispatch.py `plan_for_shape`): the tuned
plan (`exogemm tune`), else the selector's pick (built on first use if `exogemm prepare` has not
built it), never depending on what the cache holds. Any storage order works: C-order, F-order
and strided views are passed as element strides, so nothing is copied unless a matrix has no
unit stride in either dimension (e.g. `X[::2, ::2]`) or a negative stride; then that operand is
copied (and, for C, written back). beta == 0 never reads C, so NaN/Inf already in C cannot leak.

With `bias=`, `relu=` or `residual=` the fused-epilogue build of the same GEMM is used
(procs/epilogue.py): C = act(alpha op(A) op(B) + beta C + bias[None, :] + residual), applied
as each C tile of the last kc block is stored, so there is no extra pass over C.
"""

from __future__ import annotations

import numpy as np

from exogemm.api.lowp import datatype_of, gemm_low_precision, is_low_precision, supported_pairs
from exogemm.core import return_codes
from exogemm.core.checks import array, flag, float32_scalar, matrix, output
from exogemm.core.dtype import DType
from exogemm.core.errors import DtypeError, ExogemmError, ScalarError, ShapeError
from exogemm.core.threads import resolve_threads
from exogemm.gen.c.gemm_build import GemmLibrary, build_gemm_native
from exogemm.plan.gemm_plan import GemmPlan
from exogemm.policy.route import AUTO
from exogemm.runtime.dispatch import choose_plan, native_isa, native_library, plan_for_shape

__all__ = ["gemm", "native_isa", "native_library", "plan_for_shape"]

#: What A, B and C may be, for the error messages.
MATRIX = (f"a 2-D NumPy array of float32, or of a supported pair of dtypes "
          f"(A x B -> C: {supported_pairs()})")


def gemm(A, B, C=None, *, alpha=1.0, beta=0.0, trans_a=False, trans_b=False, threads=None,
         bias=None, relu=False, residual=None):
    """C = act(alpha * op(A) @ op(B) + beta * C + bias + residual); returns C (a new array
    if C is None).

    op(X) is X.T when trans_X, else X. A, B and C must be 2-D float32 NumPy arrays, and no
    array argument a masked array (its mask would be ignored: pass X.filled(value) or
    np.ma.getdata(X)). C must be writeable, of shape (rows of op(A), columns of op(B)), with
    distinct elements (no zero stride) and share no memory with A, B, bias or residual.
    alpha and beta must be real numbers that float32 holds (checked on every call): finite,
    |x| <= 3.4028235e38, and not a nonzero value that rounds to 0 in float32 (1e-50); beta is
    ignored (taken as 0) when C is None. threads: an int >= 1, or None for the default
    (OMP_NUM_THREADS, else the CPUs this process may use); a count above those CPUs is
    clamped to them (a ThreadsWarning, once), and a fork child of a threaded process runs 1
    (exogemm/core/threads.py says why). The plan is `plan_for_shape(M, N, K, threads)`'s, and
    its route too when op(A) and op(B) have contiguous rows (`Choice.route_for`).

    Fused epilogue, each part optional: bias a float32 vector of length N (added to every
    row), residual a float32 M x N matrix sharing no memory with C (e.g. a ResNet
    shortcut), relu=True for act = max(0, .) (a NaN stays NaN), else the identity. They are
    applied once per element, where the micro-kernel stores its C tile. A fused call runs
    the default plan's epilogue build (an epilogue build per tuned plan would cost minutes
    of scheduling each).

    Low precision (exogemm/api/lowp.py): uint8 or int8 A x int8 B -> int32 C (exact; a
    call whose sums could overflow int32 is refused) and bfloat16 x bfloat16 -> float32
    (`ml_dtypes.bfloat16` arrays), with alpha = 1, beta 0 or 1 and no fused epilogue.

    Raises exogemm.core.errors.* (subclasses of ValueError / TypeError) for bad arguments.
    """
    A = matrix("A", A, MATRIX)
    B = matrix("B", B, MATRIX)
    low = _low_precision_dtype(A, B)
    if low is None:
        _float32("A", A)
        _float32("B", B)
    opA = A.T if flag("trans_a", trans_a) else A
    opB = B.T if flag("trans_b", trans_b) else B
    M, K = opA.shape
    K2, N = opB.shape
    if K != K2:
        raise ShapeError(
            f"inner dimensions differ: op(A) is {M}x{K}, op(B) is {K2}x{N} "
            f"(A {A.shape}{' transposed' if trans_a else ''}, "
            f"B {B.shape}{' transposed' if trans_b else ''})"
        )
    alpha = float32_scalar("alpha", alpha)
    beta = float32_scalar("beta", beta)
    nthreads = resolve_threads(threads)
    if low is not None:
        if alpha != 1.0 or relu or bias is not None or residual is not None:
            raise ScalarError(f"a {A.dtype} x {B.dtype} GEMM takes alpha = 1 and no fused "
                              f"bias, residual or ReLU (yet); got alpha={alpha}"
                              + (", an epilogue" if relu or bias is not None
                                 or residual is not None else ""))
        if C is not None:
            C = output("C", C, M, N, {"A": A, "B": B}, MATRIX)
        return gemm_low_precision(low, A, B, C, beta=beta, trans_a=bool(trans_a),
                                  trans_b=bool(trans_b), threads=nthreads)
    relu = flag("relu", relu)
    if C is None:
        C = np.empty((M, N), dtype=np.float32)
        beta = 0.0
    else:  # checked against the arguments as given, before bias and residual are copied
        C = output("C", C, M, N, {"A": A, "B": B, "bias": bias, "residual": residual}, MATRIX)
        _float32("C", C)
    bias = None if bias is None else _bias(bias, N)
    residual = None if residual is None else _residual(residual, M, N)
    fused = relu or bias is not None or residual is not None
    if M == 0 or N == 0:
        return C

    choice = None
    if fused:
        lib = native_library(epilogue=True)
    elif K > 0:
        # plan_for_shape's answer for the count resolve_threads already settled
        choice = choose_plan(native_isa(), M, N, K, nthreads)
        lib = _library(choice.plan)
    else:
        lib = native_library()
    opA = _unit_strided(opA)
    opB = _unit_strided(opB)
    route = AUTO if choice is None else choice.route_for(
        _strides(opA)[1] == 1 and _strides(opB)[1] == 1)
    # The epilogue adds bias along C's rows, so it needs row-major C (unit column stride).
    usable = _has_unit_stride(C) and (not fused or _strides(C)[1] == 1)
    out = C if usable else (np.zeros((M, N), np.float32) if beta == 0.0
                            else np.array(C, dtype=np.float32, order="C"))
    args = [M, N, K, alpha, _ptr(lib, opA), *_strides(opA), _ptr(lib, opB), *_strides(opB),
            beta, _ptr(lib, out), *_strides(out)]
    if fused:
        null = lib.ffi.NULL
        args += [null if bias is None else _ptr(lib, bias), int(relu),
                 null if residual is None else _ptr(lib, residual),
                 *(_strides(residual) if residual is not None else (0, 1))]
    if fused:
        rc = lib.fn("sgemm_epilogue_strided")(*args, nthreads)
    else:
        rc = lib.fn("sgemm_routed")(*args, nthreads, route.value)
    if rc != 0:
        raise ExogemmError(f"generated sgemm failed: {return_codes.meaning(rc)}")
    if out is not C:
        C[...] = out
    return C


# --------------------------------------------------------------------------- argument checks


def _low_precision_dtype(A: np.ndarray, B: np.ndarray) -> DType | None:
    """The DType of a low-precision call: None when either matrix is a float other than
    float16 x float16 (then _float32 asks for float32); DtypeError naming the supported
    pairs for any other unsupported pair."""
    if not is_low_precision(A, B):
        return None
    both_half = A.dtype == np.float16 and B.dtype == np.float16
    if (A.dtype.kind == "f" or B.dtype.kind == "f") and not both_half:
        return None  # float32/64, or half with another float (bfloat16's kind is V)
    return datatype_of(A, B)


def _float32(name: str, X: np.ndarray) -> None:
    if X.dtype != np.float32:
        raise DtypeError(
            f"{name} has dtype {X.dtype}, expected float32 (convert with "
            f"{name}.astype(np.float32)); supported pairs: {supported_pairs()}"
        )


def _bias(bias, N: int) -> np.ndarray:
    bias = array("bias", bias, f"a NumPy array of float32 of shape ({N},)")
    if bias.dtype != np.float32:
        raise DtypeError(f"bias has dtype {bias.dtype}, expected float32 (convert with "
                         f"bias.astype(np.float32))")
    if bias.shape != (N,):
        raise ShapeError(f"bias has shape {bias.shape}, expected ({N},): one value per "
                         f"column of C")
    return np.ascontiguousarray(bias)


def _residual(R, M: int, N: int) -> np.ndarray:
    R = array("residual", R, f"a NumPy array of float32 of shape ({M}, {N})")
    if R.dtype != np.float32:
        raise DtypeError(f"residual has dtype {R.dtype}, expected float32 (convert with "
                         f"residual.astype(np.float32))")
    if R.shape != (M, N):
        raise ShapeError(f"residual has shape {R.shape}, expected ({M}, {N}) like C")
    # The kernel reads residual rows with unit stride; anything else is copied.
    s = _element_strides(R)
    return R if s is not None and (N <= 1 or s[1] == 1) and (M <= 1 or s[0] >= 0) \
        else np.ascontiguousarray(R)


# --------------------------------------------------------------------------- strides


def _element_strides(X: np.ndarray) -> tuple[int, int] | None:
    """(row, column) strides in elements, None if a stride is not a whole element."""
    rs, cs = X.strides
    if rs % X.itemsize or cs % X.itemsize:
        return None
    return rs // X.itemsize, cs // X.itemsize


def _has_unit_stride(X: np.ndarray) -> bool:
    s = _element_strides(X)
    if s is None:
        return False
    rs, cs = s
    rows, cols = X.shape
    rs, cs = (1 if rows <= 1 else rs), (1 if cols <= 1 else cs)
    return min(rs, cs) >= 0 and (rs == 1 or cs == 1)


def _unit_strided(X: np.ndarray) -> np.ndarray:
    return X if _has_unit_stride(X) else np.ascontiguousarray(X)


def _strides(X: np.ndarray) -> tuple[int, int]:
    rs, cs = _element_strides(X)
    rows, cols = X.shape
    return (1 if rows <= 1 else rs), (1 if cols <= 1 else cs)


def _ptr(lib, X: np.ndarray):
    # from_buffer is 4x faster than reading __array_interface__ (which builds a dict), and
    # a C-contiguous array's buffer starts where its data does; other views give an address.
    if X.flags.c_contiguous:
        return lib.ffi.from_buffer("float[]", X)
    return lib.ffi.cast("float *", X.__array_interface__["data"][0])


#: Built libraries by plan identity: the runtime's plan policy returns the same GemmPlan
#: object for a shape while its answer stands, and hashing a plan (its nested, frozen ISA
#: description) for build_gemm_native's cache costs more than a small GEMM.
_LIBRARIES: dict[int, tuple[GemmPlan, GemmLibrary]] = {}


def _library(plan: GemmPlan) -> GemmLibrary:
    hit = _LIBRARIES.get(id(plan))
    if hit is None or hit[0] is not plan:
        hit = _LIBRARIES[id(plan)] = (plan, build_gemm_native(plan))
    return hit[1]
