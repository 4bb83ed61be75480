"""beta = 0's zeroing by vector stores (procs/zeroing.py).

Why: the in-place paths zero C just before their kernels load it; zeroed element by element,
the kernels' vector loads wait for those narrow stores to reach the cache (a 5 x 3 x 2 call
took 6x as long at beta = 0 as at beta = 1). The zeroing must be the ISA's whole-vector and
masked stores on every ISA that can zero a register, keep the element-wise loops on one that
cannot, and write exactly C: every element, whatever N's remainder, and nothing past a row.
"""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest

from exogemm.gen.c.gemm_build import build_gemm_native
from exogemm.isa import get_isa, known_isas
from exogemm.procs.zeroing import vector_zero_c


@pytest.fixture(scope="module")
def lib(small_plan):
    return build_gemm_native(small_plan)


@pytest.mark.parametrize("name", known_isas())
def test_every_isa_zeroes_by_whole_and_masked_vector_stores(name):
    isa = get_isa(name)
    text = str(vector_zero_c(isa, f"zero_{name}"))
    for role in ("zero", "store", "zero_tail", "store_tail"):
        assert f"{isa.key}_{role}(" in text, role
    assert "= 0.0" not in text  # no element is zeroed on its own


def test_an_isa_that_cannot_zero_a_register_keeps_the_element_wise_loops():
    isa = get_isa("avx512")
    bare = dataclasses.replace(isa, c=dataclasses.replace(isa.c, zero="", set1=""))
    text = str(vector_zero_c(bare, "zero_bare"))
    assert "C[i, j] = 0.0" in text and "_store" not in text


def test_beta_0_without_products_zeroes_exactly_c(lib):
    """alpha = 0 and K = 0 at beta = 0 are the zeroing alone: C (NaN before) all zeros for
    every remainder of N by the lanes, padded rows, the padding and the row after C kept."""
    lanes = lib.plan.tile.isa.lanes
    ptr = lambda x: lib.ffi.cast("float *", x.ctypes.data)  # noqa: E731
    A = np.ones((8, 4), np.float32)
    B = np.ones((4, 3 * lanes + 1), np.float32)
    for M in (1, 3):
        for N in range(1, 3 * lanes + 2):
            for K, alpha in ((0, 1.0), (4, 0.0)):
                cbuf = np.full((M + 1, N + 3), np.nan, np.float32)
                assert lib.fn("sgemm_strided")(M, N, K, alpha, ptr(A), 4, 1, ptr(B),
                                               B.shape[1], 1, 0.0, ptr(cbuf), N + 3, 1, 1) == 0
                assert (cbuf[:M, :N] == 0).all(), (M, N, K)
                outside = np.ones(cbuf.shape, bool)
                outside[:M, :N] = False
                assert np.isnan(cbuf[outside]).all(), f"written outside C: {(M, N, K)}"
