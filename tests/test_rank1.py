"""The rank-1 path: C += a b^T (K = 1) row by row on one-row kernels with K = 1 built in.

Why: with K = 1 a GEMM is a stream over C, and the small path's 8-row tiles walk C down its
columns, a stride that maps a power-of-two row length onto the same cache sets (256 x 512 x 1
ran at a quarter of the row-by-row rate). The path must pass the NumPy validation for every
kind of row end (whole blocks, whole vectors left, a masked tail), any leading dimensions and
every beta, write nothing outside C, and give the small path's bits (each element one FMA)
for any thread split.
"""

from __future__ import annotations

import numpy as np
import pytest
from inplace import assert_only_c_written, assert_threads_keep_the_bits, strided

from exogemm.gen.c.gemm_build import build_gemm_native
from exogemm.gen.check import gemm as G
from exogemm.isa import get_isa
from exogemm.plan.fixed import fixed_kernel_name
from exogemm.plan.rank1 import (
    RANK1_MIN_N,
    RANK1_VECTORS,
    rank1_kernel_name,
    rank1_kernels,
    rank1_pays,
)

AVX512 = get_isa("avx512")


@pytest.fixture(scope="module")
def lib(small_plan):
    return build_gemm_native(small_plan)


# --------------------------------------------------------------------------- the rule


def test_k_1_over_long_rows_takes_the_rank_1_path():
    assert rank1_pays(1000, 1000, 1) and rank1_pays(1, RANK1_MIN_N, 1)
    assert not rank1_pays(1000, RANK1_MIN_N - 1, 1)  # short rows: the small path's tiles
    assert not rank1_pays(1000, 1000, 2)


def test_the_kernels_are_one_row_with_k_1_named_apart_from_fixed_shapes():
    kernels = rank1_kernels(AVX512)
    widths = [16, 32, 48, 64] + list(range(1, 16))
    assert [w for _, w, _, _ in kernels] == widths * 2
    assert RANK1_VECTORS * 16 == 64
    assert all(h == 1 and k == 1 for h, _, k, _ in kernels)
    # accumulating, then the beta = 0 forms that never read C
    assert [overwrite for *_, overwrite in kernels] == [False] * 19 + [True] * 19
    p = "sgemm_avx512_12x32"
    assert rank1_kernel_name(p, kernels[0]) != fixed_kernel_name(p, kernels[0])


# --------------------------------------------------------------------------- the C path


def test_every_row_end_passes_the_validation_harness(lib):
    """Rows of whole 64-column blocks, then 0..3 whole vectors, then 0..15 masked columns;
    row- and column-major (C^T then has K = 1 too), padded leading dimensions, every beta
    (row-major beta = 0: the beta = 0 row loop)."""
    rng = np.random.default_rng(1)
    cases = [G.make_case(rng, M, N, 1, layout=layout, pad=pad, alpha=1.0, beta=beta)
             for M in (1, 2, 7, 33)
             for N in (RANK1_MIN_N, 193, 207, 208, 255, 256, 257, 300, 1000, 1023)
             for layout, pad, beta in ((G.ROW, 0, 1.0), (G.COL, 3, 0.0), (G.ROW, 5, -0.5),
                                       (G.ROW, 2, 0.0))]
    failed = [v.label for v in G.run_in_process(lib, cases) if not v.ok]
    assert not failed, failed[:5]


@pytest.mark.parametrize("beta", [0.0, 1.0, -0.5])
def test_nothing_outside_c_is_written_and_beta_0_never_reads_c(lib, beta):
    assert_only_c_written(lib, np.random.default_rng(2),
                          [(9, RANK1_MIN_N, 1), (33, 301, 1), (2, 1000, 1)], beta)


def test_threads_split_the_rows_without_changing_a_bit(lib):
    assert_threads_keep_the_bits(lib, np.random.default_rng(3),
                                 [(1001, 300, 1), (64, 1024, 1)])


def test_beta_0_gives_the_bits_of_accumulating_into_zeros(lib):
    # the beta = 0 row loop's kernels write a b^T: 0 + x is x, so the same bits as beta = 1
    # on a zeroed C (the beta = 0 C starts as NaN: a kernel that read it would show)
    rng = np.random.default_rng(5)
    for M, N in ((3, RANK1_MIN_N), (17, 1000), (2, 207)):
        A = rng.uniform(-1, 1, (M, 1)).astype(np.float32)
        B = rng.uniform(-1, 1, (1, N)).astype(np.float32)
        zeros, nans = np.zeros((M, N), np.float32), np.full((M, N), np.nan, np.float32)
        assert strided(lib, A, B, zeros) == 0
        assert strided(lib, A, B, nans, beta=0.0) == 0
        np.testing.assert_array_equal(nans, zeros)


def test_the_bits_are_the_small_paths(lib):
    # the same columns computed on short rows (the small path) and within long ones
    rng = np.random.default_rng(4)
    A = rng.uniform(-1, 1, (40, 1)).astype(np.float32)
    B = rng.uniform(-1, 1, (1, 512)).astype(np.float32)
    C0 = rng.uniform(-1, 1, (40, 512)).astype(np.float32)
    whole, parts = C0.copy(), C0.copy()
    assert strided(lib, A, B, whole) == 0
    for j in range(0, 512, 128):  # 128 < RANK1_MIN_N columns: the small path
        assert strided(lib, A, B[:, j:j + 128], parts[:, j:j + 128]) == 0
    np.testing.assert_array_equal(whole, parts)
