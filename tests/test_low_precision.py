"""Low precision: int8 (u8 x s8 -> s32), s8 x s8 -> s32 and bf16 (-> f32) kernels and GEMMs on
the native ISA, through the kernel each runs there (s8 x s8 on x86 runs the u8 x s8 kernel on
A + 128, less 128 x colsum(B); on AVX2 without VNNI both run the int16 kernel on operands
widened while packing).

int8 results are exact (compared with NumPy's int64 matmul, element for element); bf16
results are within the f32 bound gamma_(K+1) * |A||B| of the float64 product of the
bf16-rounded inputs. Skipped, with the reason, where this CPU lacks the dot instructions.
"""

from __future__ import annotations

import ctypes
import mmap

import ml_dtypes
import numpy as np
import pytest

from exogemm.api.gemm import gemm
from exogemm.core.dtype import F32, get_dtype
from exogemm.core.errors import (
    AccumulatorOverflowError,
    DtypeError,
    RegisterBudgetError,
    ScalarError,
)
from exogemm.gen.c.lowp_gemm import kernel_dtype
from exogemm.gen.check import tolerance
from exogemm.gen.check.kernel import random_operand
from exogemm.gen.check.pipeline import sweep_tiles, validate
from exogemm.plan.tile import make_tile
from exogemm.runtime.dispatch import native_isa

DTYPES = ("int8", "bf16")
#: The GEMM's datatypes: s8s8 runs shifted where the ISA has no s8 x s8 dot (x86).
GEMM_DTYPES = ("int8", "s8s8", "bf16")


def _require(name: str):
    """The DType `name`, skipping (with the reason) when the native ISA cannot run the
    kernel that computes it (its own dot, or the one it is shifted into)."""
    d = get_dtype(name)
    isa = native_isa()
    try:
        reason = isa.unavailable(kernel_dtype(isa, d))
    except DtypeError as e:
        reason = str(e)
    if reason:
        pytest.skip(f"{isa.key} {d.name}: {reason}")
    return d


def operands(name: str, M: int, N: int, K: int, rng: np.random.Generator):
    """Random op(A) (M x K) and op(B) (K x N) of the datatype, as the API takes them."""
    d = get_dtype(name)
    return (random_operand(d.numpy_a, (M, K), rng, words=False),
            random_operand(d.numpy_b, (K, N), rng, words=False))


def check(name: str, A, B, C, K: int, C0=None) -> None:
    """C equals op(A) op(B) (+ C0): exactly for the integer types (an int64 product), within
    the f32 bound for bf16."""
    if get_dtype(name).exact:
        exact = A.astype(np.int64) @ B.astype(np.int64) + (0 if C0 is None else
                                                          np.asarray(C0, np.int64))
        np.testing.assert_array_equal(C, exact)
        return
    A64, B64 = A.astype(np.float64), B.astype(np.float64)
    exact = A64 @ B64 + (0 if C0 is None else C0)
    bound = tolerance.error_bound(K + 1, np.abs(A64) @ np.abs(B64), "bf16")
    assert tolerance.error_ratio(C, exact, bound)[1] <= 1.0


@pytest.mark.parametrize("name", DTYPES)
def test_every_kernel_row_count_and_ragged_width_matches_numpy(name):
    isa = native_isa()
    d = _kernel_of(isa, _require(name))
    shapes = [(mr, nr) for nr in (16, 23, 32) for mr in range(1, 9)] + [(12, 32), (4, 4), (1, 1)]
    tiles = [t for t in (_fitting(mr, nr, isa, d) for mr, nr in shapes) if t is not None]
    assert len(tiles) >= 12  # AVX2's 16 registers hold fewer rows than AVX-512's 32
    verdicts = validate(isa, tiles, kcs=(1, 3, 100))
    assert all(v.ok for v in verdicts), [v for v in verdicts if not v.ok][:3]


def _kernel_of(isa, d):
    """The datatype of the kernels d's GEMM runs here (its route), skipping where those are
    the f32 kernels (bf16 widened to f32 while packing): the f32 sweeps check them."""
    kernel = kernel_dtype(isa, d)
    if kernel == F32:
        pytest.skip(f"{isa.key} {d.name} runs the f32 kernels (operands widened while "
                    f"packing), which the f32 kernel sweeps check")
    return kernel


def _fitting(mr: int, nr: int, isa, d):
    """The mr x nr tile, or None where the ISA's registers cannot hold it."""
    try:
        return make_tile(mr, nr, isa, d)
    except RegisterBudgetError:
        return None


@pytest.mark.slow
@pytest.mark.parametrize("name", DTYPES)
def test_the_whole_kernel_sweep_matches_numpy(name):
    isa = native_isa()
    d = _kernel_of(isa, _require(name))
    verdicts = validate(isa, sweep_tiles(isa, dtype=d), kcs=(1, 7, 64, 1000))
    assert all(v.ok for v in verdicts), [v for v in verdicts if not v.ok][:3]


#: Edges of every loop: ragged tiles, K below / not a multiple of the group, K over several
#: K blocks with a partial last group (13 x 40 x 4099), a packed B block too big for the
#: row-by-row tile order (20 x 600 x 2001, 1.2 MB of int8).
SHAPES = [(1, 1, 1), (1, 200, 3), (5, 7, 4), (13, 33, 5), (37, 45, 91), (100, 70, 1601),
          (257, 129, 67), (12, 32, 2000), (3, 500, 17), (13, 40, 4099), (20, 600, 2001)]


@pytest.mark.parametrize("name", GEMM_DTYPES)
@pytest.mark.parametrize("M,N,K", SHAPES)
def test_gemm_matches_numpy_for_every_edge_and_k_not_a_multiple_of_the_group(name, M, N, K):
    _require(name)
    A, B = operands(name, M, N, K, np.random.default_rng(M * N + K))
    check(name, A, B, gemm(A, B), K)


@pytest.mark.parametrize("name", GEMM_DTYPES)
def test_transposes_strides_threads_and_accumulation(name):
    d = _require(name)
    rng = np.random.default_rng(7)
    A, B = operands(name, 61, 47, 83, rng)
    check(name, A, B, gemm(np.asfortranarray(A.T), B, trans_a=True), 83)
    check(name, A, B, gemm(A, np.ascontiguousarray(B.T), trans_b=True, threads=1), 83)
    wide, _ = operands(name, 122, 1, 249, rng)
    check(name, wide[::2, ::3], B, gemm(wide[::2, ::3], B, threads=2), 83)
    rows = wide[:61, 5:88]  # k contiguous, row stride 249: read in place, not packed
    check(name, rows, B, gemm(rows, B), 83)
    C0 = np.asarray(operands(name, 61, 1, 47, rng)[0], dtype=d.numpy_c)  # 61 x 47
    C = C0.copy()
    gemm(A, B, C, beta=1.0)
    check(name, A, B, C, 84, C0.astype(np.float64))
    column_major = np.zeros((47, 61), dtype=d.numpy_c).T
    check(name, A, B, gemm(A, B, column_major), 83)


@pytest.mark.parametrize("name", GEMM_DTYPES)
def test_nothing_is_written_outside_c(name):
    d = _require(name)
    A, B = operands(name, 29, 35, 22, np.random.default_rng(3))
    canary = tolerance.canary(d.numpy_c)
    buf = np.full((29 + 2, 35 + 9), canary, dtype=d.numpy_c)
    C = buf[1:30, 3:38]
    gemm(A, B, C)
    check(name, A, B, C, 22)
    outside = np.ones(buf.shape, bool)
    outside[1:30, 3:38] = False
    assert tolerance.bits_equal(buf[outside], np.full(outside.sum(), canary, d.numpy_c))


@pytest.fixture
def guarded_page():
    """A page of memory followed by an unreadable one (reading past the first crashes)."""
    page = mmap.PAGESIZE
    buf = mmap.mmap(-1, 2 * page)
    start = ctypes.addressof(ctypes.c_char.from_buffer(buf))
    libc = ctypes.CDLL(None, use_errno=True)
    no_access = 0  # PROT_NONE (not exported by Python's mmap module)
    assert libc.mprotect(ctypes.c_void_p(start + page), ctypes.c_size_t(page), no_access) == 0
    yield buf, page
    libc.mprotect(ctypes.c_void_p(start + page), ctypes.c_size_t(page),
                  mmap.PROT_READ | mmap.PROT_WRITE)


@pytest.mark.parametrize("name", GEMM_DTYPES)
@pytest.mark.parametrize("M", [24, 25])
def test_a_is_never_read_past_its_last_row(name, M, guarded_page):
    """A row's partial last k-group may be read past the row's end (into the next row, times
    B's zero padding); the last row's never is: A ends where an unreadable page begins."""
    d = _require(name)
    buf, page = guarded_page
    size = np.dtype(d.numpy_a).itemsize
    K, N = (147, 40) if size == 1 else (75, 40)  # a partial last group; A within the page
    A = np.frombuffer(buf, d.numpy_a, count=M * K, offset=page - M * K * size).reshape(M, K)
    fresh, B = operands(name, M, N, K, np.random.default_rng(M))
    A[...] = fresh
    check(name, A, B, gemm(A, B), K)
    # rows in descending memory order: the logical first row ends at the page's end
    A[...] = fresh[::-1]
    check(name, A[::-1], B, gemm(A[::-1], B), K)
    # one row repeated (row stride 0), ending at the page's end
    row = A[-1]
    check(name, np.broadcast_to(row, (M, K)), B, gemm(np.broadcast_to(row, (M, K)), B), K)


def test_int32_overflow_is_refused_before_anything_runs():
    _require("int8")
    A = np.full((2, 70000), 255, np.uint8)
    B = np.full((70000, 3), -128, np.int8)
    C = np.full((2, 3), 5, np.int32)
    with pytest.raises(AccumulatorOverflowError, match="K=70000 .* 255 x 128"):
        gemm(A, B, C)
    assert (C == 5).all()
    # the worst case of any u8 x s8 input passes up to K = 65793
    K = (2**31 - 1) // (255 * 128)
    A, B = np.full((1, K), 255, np.uint8), np.full((K, 1), -128, np.int8)
    assert gemm(A, B)[0, 0] == -255 * 128 * K


@pytest.mark.parametrize("a,b,hint", [
    (np.int16, np.int8, "uint8 or int8 \\(A\\) and int8 \\(B\\)"),
    (np.uint8, np.uint8, "uint8 B: pass \\(B \\^ 0x80\\).view\\(np.int8\\)"),
    (np.uint16, np.uint16, "view them as bfloat16"),
    (np.uint8, np.float32, "uint8, expected float32 .* uint8 x int8 -> int32"),
    (ml_dtypes.bfloat16, np.float32, "bfloat16 x bfloat16 -> float32"),
    (np.float16, np.float32, "float16 x float16 -> float16"),
])
def test_an_unsupported_dtype_pair_names_the_supported_ones(a, b, hint):
    with pytest.raises(DtypeError, match=hint):
        gemm(np.zeros((2, 3), a), np.zeros((3, 4), b))


def test_float16_runs_on_every_native_isa_rounded_once_where_it_has_no_f16_fma():
    """float16 x float16 -> float16 runs on the native ISA: by NEON's f16 fmla where the ISA
    describes it, else (x86) by the f32 FMA kernel on halves converted while packing (F16C),
    each element of C rounded once to half: then every element is the float32 sum rounded
    to f16, within gamma_K |A||B| of the exact one plus half an f16 ulp."""
    rng = np.random.default_rng(7)
    A = rng.standard_normal((37, 300)).astype(np.float16)
    B = rng.standard_normal((300, 45)).astype(np.float16)
    C = gemm(A, B)
    assert C.dtype == np.float16
    exact = A.astype(np.float64) @ B.astype(np.float64)
    if "f16" not in native_isa().dtypes:
        magnitude = np.abs(A.astype(np.float64)) @ np.abs(B.astype(np.float64))
        bound = tolerance.error_bound(301, magnitude, "f32")  # the sums (and C's addition)

        def rounded_once(got: np.ndarray, want: np.ndarray) -> bool:
            half_ulp = (np.abs(want) + bound) * 2.0**-11
            return bool((np.abs(got.astype(np.float64) - want) <= bound + half_ulp).all())

        assert rounded_once(C, exact)
        D = C.copy()
        gemm(A, B, D, beta=1.0)  # C + the float32 sums, rounded once
        assert rounded_once(D, C.astype(np.float64) + exact)
        assert not rounded_once(C[::-1], exact)  # the check can fail
    integers = rng.integers(-1, 2, (37, 300)).astype(np.float16)
    assert np.array_equal(gemm(integers, integers.T.copy()).astype(np.float64),
                          integers.astype(np.float64) @ integers.T.astype(np.float64))


def test_low_precision_refuses_what_it_does_not_compute():
    _require("int8")
    A, B = np.zeros((2, 3), np.uint8), np.zeros((3, 4), np.int8)
    with pytest.raises(ScalarError, match="alpha = 1"):
        gemm(A, B, alpha=0.5)
    with pytest.raises(ScalarError, match="beta 0 .* or 1"):
        gemm(A, B, np.zeros((2, 4), np.int32), beta=2.0)
    with pytest.raises(DtypeError, match="produces int32"):
        gemm(A, B, np.zeros((2, 4), np.float32))


def test_s8s8_overflow_bound_and_shifted_sums_that_wrap():
    """s8 x s8: |a|, |b| <= 128, so K up to 131071 always passes. At K = 131071 with a = b =
    127 the shifted sum (a + 128) b passes 2^31 (it wraps in int32) while the true sum fits:
    the result is still exact, as the corrections are taken modulo 2^32."""
    _require("s8s8")
    K = (2**31 - 1) // (128 * 128)
    A, B = np.full((2, K), 127, np.int8), np.full((K, 3), 127, np.int8)
    assert 255 * 127 * K > 2**31 - 1 >= 127 * 127 * K
    assert (gemm(A, B) == 127 * 127 * K).all()
    A[1] = -128
    B[:, 2] = -128
    assert (gemm(A, B) == np.array([[127 * 127, 127 * 127, -127 * 128],
                                    [-128 * 127, -128 * 127, 128 * 128]]) * K).all()
    with pytest.raises(AccumulatorOverflowError, match="K=131072 .* 128 x 128"):
        gemm(np.full((1, K + 1), -128, np.int8), np.full((K + 1, 1), -128, np.int8))


@pytest.mark.parametrize("name", ["int8", "s8s8"])
def test_int8_is_exact_at_the_operands_extremes_and_over_their_full_range(name):
    """Every product and pair sum at the extremes of the operand types, where a saturating
    int16 pair sum (vpmaddubsw: 255 x 127 + 255 x 127 > 32767) goes wrong, and uniformly random
    full-range operands: equal to NumPy's int64 product, on whichever kernel this CPU runs
    (AVX2 without VNNI: int16 words and vpmaddwd)."""
    d = _require(name)
    info_a, info_b = np.iinfo(d.numpy_a), np.iinfo(d.numpy_b)
    K = 256
    for a, b in [(info_a.max, info_b.max), (info_a.max, info_b.min), (info_a.min, info_b.min),
                 (info_a.min, info_b.max)]:
        A, B = np.full((64, K), a, d.numpy_a), np.full((K, 64), b, d.numpy_b)
        check(name, A, B, gemm(A, B), K)
    A, B = operands(name, 64, 64, K, np.random.default_rng(11))
    check(name, A, B, gemm(A, B), K)
