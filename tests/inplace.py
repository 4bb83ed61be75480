"""Helpers of the in-place paths' tests (test_small, test_fixed, test_dot): calling a plan's
strided entry on NumPy views, and operands inside NaN-filled buffers so that a read or write
outside them shows."""

from __future__ import annotations

import contextlib
import io

import numpy as np
import pytest

from exogemm.cli.main import main
from exogemm.isa import get_isa


def strided(lib, A, B, C, *, alpha=1.0, beta=1.0, threads=1) -> int:
    """<prefix>_sgemm_strided on float32 arrays of any memory order (op(B) = B as given:
    pass `Bt.T` for B^T); returns the code."""
    ptr = lambda x: lib.ffi.cast("float *", x.ctypes.data)  # noqa: E731 (views too)
    (M, K), N = A.shape, B.shape[1]
    s = lambda x: [st // 4 for st in x.strides]  # noqa: E731
    return lib.fn("sgemm_strided")(M, N, K, alpha, ptr(A), *s(A), ptr(B), *s(B), beta,
                                   ptr(C), *s(C), threads)


def routed(lib, A, B, C, *, beta, threads=1, name="small") -> int:
    """The strided operands through <prefix>_sgemm_routed on the named route (the small
    route unless named)."""
    from exogemm.policy.route import route

    ptr = lambda x: lib.ffi.cast("float *", x.ctypes.data)  # noqa: E731 (views too)
    s = lambda x: [st // 4 for st in x.strides]  # noqa: E731
    return lib.fn("sgemm_routed")(A.shape[0], B.shape[1], A.shape[1], 1.0, ptr(A), *s(A),
                                  ptr(B), *s(B), beta, ptr(C), *s(C), threads,
                                  route(name).value)


def inside(rng, rows, cols, pad):
    """A rows x cols view into a larger NaN-filled buffer (leading dimension cols + pad),
    so a read or write outside the view shows."""
    buf = np.full((rows + 1, cols + pad), np.nan, np.float32)
    view = buf[:rows, :cols]
    view[...] = rng.uniform(-1, 1, (rows, cols))
    return buf, view


def c_with_canaries(rng, M, N, beta):
    """(buffer, C inside it, C's values, mask of the buffer outside C): for beta = 0, C is
    NaN (a call that read it would show)."""
    cbuf, C = inside(rng, M, N, 2)
    C0 = C.copy()
    if beta == 0.0:
        C[...] = np.nan  # beta = 0 never reads C
    outside = np.isnan(cbuf).copy()
    outside[:M, :N] = False
    return cbuf, C, C0, outside


def assert_only_c_written(lib, rng, shapes, beta, *, trans_b=False):
    """For each (M, N, K): A and B inside NaN-filled buffers (op(B) = B^T, stored N x K, with
    `trans_b`) and C among canaries; the call must match NumPy, write nothing outside C and,
    for beta = 0, never read C."""
    for M, N, K in shapes:
        _, A = inside(rng, M, K, 3)
        B = inside(rng, N, K, 5)[1].T if trans_b else inside(rng, K, N, 5)[1]
        cbuf, C, C0, outside = c_with_canaries(rng, M, N, beta)
        assert strided(lib, A, B, C, beta=beta) == 0
        want = A.astype(np.float64) @ B + (beta * C0.astype(np.float64) if beta else 0)
        np.testing.assert_allclose(C, want, rtol=1e-5, atol=1e-5 * K)
        assert np.isnan(cbuf[outside]).all(), "an element outside C was written"


def assert_threads_keep_the_bits(lib, rng, shapes, *, trans_b=False):
    """For each (M, N, K): 1 and 2 threads give the same bits, and match NumPy (op(B) =
    B^T, stored N x K, with `trans_b`)."""
    for M, N, K in shapes:
        A = rng.uniform(-1, 1, (M, K)).astype(np.float32)
        B = (rng.uniform(-1, 1, (N, K)).astype(np.float32).T if trans_b
             else rng.uniform(-1, 1, (K, N)).astype(np.float32))
        one, two = np.zeros((M, N), np.float32), np.zeros((M, N), np.float32)
        assert strided(lib, A, B, one, threads=1) == 0
        assert strided(lib, A, B, two, threads=2) == 0
        np.testing.assert_array_equal(one, two)
        np.testing.assert_allclose(one, A.astype(np.float64) @ B.astype(np.float64),
                                   rtol=1e-4, atol=1e-4)


def emit_model_checked(suite: str, isa_name: str, out) -> str:
    """`emit-model SUITE --isa ISA --quick --check --json` into `out`, asserted to succeed;
    the text of its plans' C (skipped where the ISA cannot run)."""
    reason = get_isa(isa_name).runnable_here()
    if reason:
        pytest.skip(f"{isa_name} cannot run here: {reason}")
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        code = main(["emit-model", suite, "--isa", isa_name, "--quick", "-o", str(out),
                     "--check", "--json"])
    assert code == 0, printed.getvalue()[-2000:]
    return "".join(p.read_text() for p in out.glob(f"sgemm_{isa_name}_*.c"))
