"""What decides the bits of a result (docs/gemm.md "Reproducibility"): the plan, chosen
from the shape and thread count and never from what the cache holds; within a plan, the
thread count does not change them; low-precision results do not depend on threads."""

from __future__ import annotations

import numpy as np
import pytest

import exogemm
from exogemm.core.dtype import get_dtype
from exogemm.gen.c.gemm_build import build_gemm_native
from exogemm.gen.check.kernel import random_operand
from exogemm.runtime.dispatch import plan_for_shape

#: Shapes whose plans differ between 1 and 2 threads on some hosts (25 x 2000 x 373 and
#: 1 x 64 x 9 on the Zen 5 host), single and multiple kc blocks, ragged edges.
SHAPES = [(500, 300, 700), (257, 1, 257), (13, 517, 33), (1, 64, 9), (25, 2000, 373)]


def _operands(M: int, N: int, K: int):
    rng = np.random.default_rng(M * N + K)
    return (rng.standard_normal((M, K), dtype=np.float32),
            rng.standard_normal((K, N), dtype=np.float32),
            rng.standard_normal((M, N), dtype=np.float32))


def _bits(X: np.ndarray) -> np.ndarray:
    return X.view(np.uint32)


def _run_plan(plan, A, B, C, threads: int) -> np.ndarray:
    """C := 0.75 A B + C computed by `plan`'s library on `threads` threads."""
    lib = build_gemm_native(plan)
    out = C.copy()
    M, K = A.shape
    N = B.shape[1]
    ptr = lambda X: lib.ffi.cast("float *", X.ctypes.data)  # noqa: E731
    rc = lib.fn("sgemm_strided")(M, N, K, 0.75, ptr(A), K, 1, ptr(B), N, 1, 1.0, ptr(out),
                                 N, 1, threads)
    assert rc == 0
    return out


@pytest.mark.parametrize("shape", SHAPES)
def test_a_plan_gives_the_same_bits_on_one_and_two_threads(isa, shape):
    A, B, C = _operands(*shape)
    for threads in (1, 2):
        plan = plan_for_shape(*shape, threads)[0]
        once, twice = (_run_plan(plan, A, B, C, t) for t in (1, 2))
        assert np.array_equal(_bits(once), _bits(twice)), plan.prefix


@pytest.mark.parametrize("shape", SHAPES)
def test_a_call_gives_the_bits_of_the_plan_plan_for_shape_names(isa, shape):
    """So `plan_for_shape` tells a user exactly when two calls agree bit for bit."""
    A, B, C = _operands(*shape)
    for threads in (1, 2, 1):
        plan = plan_for_shape(*shape, threads)[0]
        got = exogemm.gemm(A, B, C.copy(), alpha=0.75, beta=1.0, threads=threads)
        assert np.array_equal(_bits(got), _bits(_run_plan(plan, A, B, C, 1)))


@pytest.mark.parametrize("name, shape", [("int8", (61, 47, 83)), ("bf16", (61, 47, 83)),
                                         ("int8", (300, 700, 2100)), ("bf16", (300, 700, 2100))])
def test_low_precision_results_do_not_depend_on_the_thread_count(isa, name, shape):
    d = get_dtype(name)
    reason = isa.unavailable(d)
    if reason:
        pytest.skip(f"{name} cannot run on {isa.key} here: {reason}")
    M, N, K = shape
    rng = np.random.default_rng(5)
    A = random_operand(d.numpy_a, (M, K), rng, words=False)
    B = random_operand(d.numpy_b, (K, N), rng, words=False)
    outs = [exogemm.gemm(A, B, threads=t) for t in (1, 2, 2)]
    for out in outs[1:]:
        assert np.array_equal(out.view(np.uint8), outs[0].view(np.uint8))
