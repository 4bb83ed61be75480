"""The narrow path: C with at most NARROW_N columns on the dot kernels (exogemm/plan/narrow.py).

Why: a GEMV (y = W x, 4096 x 1 x 4096) or a few-column product kept 1..8 of 16 AVX-512 lanes
busy on the small path, and the packed path padded N to its tile. The narrow path runs the
dot kernels (lanes along k) on op(B)'s columns, read in place when they are contiguous and
copied transposed to a stack buffer otherwise, over blocks of C's rows. It must pass the same
NumPy validation as every other path: each N up to NARROW_N, K on both sides of the lanes
and of the copy buffer's chunk, op(B) = B and B^T, row- and column-major, padded leading
dimensions, every beta; write nothing outside C; and give the same bits for 1 and 2 threads
(a thread takes whole row blocks).
"""

from __future__ import annotations

import numpy as np
import pytest
from inplace import assert_only_c_written, assert_threads_keep_the_bits, strided

from exogemm.core.errors import ShapeError
from exogemm.gen.c.gemm_build import build_gemm_native, emit_gemm
from exogemm.gen.c.gemm_source import takes_dot_path, takes_small_path
from exogemm.gen.check import gemm as G
from exogemm.gen.check import tolerance
from exogemm.isa import get_isa
from exogemm.plan.dot import dot_family
from exogemm.plan.fixed import check_fixed_shapes, fits_fixed
from exogemm.plan.narrow import NARROW_FLOATS, NARROW_K, NARROW_N, narrow_pays

AVX512 = get_isa("avx512")


@pytest.fixture(scope="module")
def lib(small_plan):
    return build_gemm_native(small_plan)


# --------------------------------------------------------------------------- the rule


def test_a_gemv_and_few_columns_over_a_long_k_take_the_narrow_path():
    assert narrow_pays(16, 4096, 1, 4096, small=False)  # GEMV: the packed path padded N
    assert narrow_pays(16, 64, 1, 64, small=True)  # 1 of 16 lanes on the small path
    assert narrow_pays(16, 64, 2, 64, small=True)
    assert narrow_pays(16, 64, 5, 64, small=True)  # 1.27x the small path (Zen 5)
    assert narrow_pays(16, 64, 8, 256, small=True)
    assert narrow_pays(16, 4096, 8, 64, small=False)


def test_the_small_path_keeps_short_k_more_columns_and_few_rows():
    assert not narrow_pays(16, 64, 8, 32, small=True)  # 2 vector steps per lane sum
    assert not narrow_pays(16, 64, 8, 64, small=True)  # 8 of 16 lanes: small is 1.3x
    assert not narrow_pays(16, 16, 8, 512, small=True)  # few rows: the copy of B dominates
    assert not narrow_pays(16, 64, NARROW_N + 1, 4096, small=False)
    assert not narrow_pays(16, 4096, 1, NARROW_K - 1, small=False)


def test_fixed_functions_leave_narrow_shapes_to_the_narrow_path():
    assert not fits_fixed(AVX512, 64, 5, 64) and fits_fixed(AVX512, 64, 8, 64)
    with pytest.raises(ShapeError, match="narrow path"):
        check_fixed_shapes(AVX512, [(64, 1, 64)])


def test_a_plan_serving_a_narrow_layer_carries_the_dot_kernels(small_plan):
    # a model library's plan gets the dot family if any layer takes the narrow or dot path
    assert takes_small_path(small_plan, 4096, 1, 4096)
    assert takes_small_path(small_plan, 4096, 4, 1024, trans_b=True)
    assert takes_dot_path(small_plan, 4096, 1, 4096)  # narrow
    assert takes_dot_path(small_plan, 1, 4096, 4096, trans_b=True)  # dot: B^T, one row
    # the small path alone (few rows, op(B) = B) and the packed path need none
    assert takes_small_path(small_plan, 1, 4096, 4096)
    assert not takes_dot_path(small_plan, 1, 4096, 4096)
    assert not takes_dot_path(small_plan, 512, 512, 512, trans_b=True)
    assert not takes_dot_path(small_plan, 4096, 1, 0)


def test_the_row_loops_run_the_dot_kernels_without_the_prefetch(small_plan):
    # op(B) (copied, or B^T's rows) stays in cache: the prefetch would waste load slots
    c, p = emit_gemm(small_plan).c, small_plan.prefix
    fam = dot_family(small_plan.tile.isa)  # AVX-512: 8 rows, 2 columns at 8; AVX2: 6 x 1
    tallest = f"dot_{fam.rows}x{fam.widest[-1]}"
    assert f"void {p}_{tallest}_resident_rows(" in c and f"void {p}_dot_1x4_rows(" in c
    assert f"void {p}_{tallest}_rows(" not in c


# --------------------------------------------------------------------------- the C path


@pytest.mark.parametrize("K", [NARROW_K, 33, 128, 257, NARROW_FLOATS // 2 + 17])
def test_every_width_passes_the_validation_harness(lib, K):
    """N = 1 .. NARROW_N (and one more: another path), rows crossing the row blocks, op(B) =
    B (copied) and B^T (in place), row- and column-major, padded leading dimensions, every
    beta; K past NARROW_FLOATS / N takes several chunks of the copy buffer."""
    rng = np.random.default_rng(K)
    cases = [G.make_case(rng, M, N, K, layout=layout, trans_b=tb, pad=pad, alpha=1.0, beta=beta)
             for M in (9, 17, 70)
             for N in range(1, NARROW_N + 2)
             for layout, tb in ((G.ROW, False), (G.ROW, True), (G.COL, False))
             for pad, beta in ((0, 1.0), (3, 0.0), (1, -0.5))]
    failed = [v.label for v in G.run_in_process(lib, cases) if not v.ok]
    assert not failed, failed[:5]


@pytest.mark.parametrize("beta", [0.0, 1.0, -0.5])
def test_nothing_outside_c_is_written_and_beta_0_never_reads_c(lib, beta):
    assert_only_c_written(lib, np.random.default_rng(6),
                          [(9, 1, 32), (33, 3, 300), (70, 8, 1000), (17, 2, 4097)], beta)


def test_threads_split_the_rows_without_changing_a_bit(lib):
    assert_threads_keep_the_bits(lib, np.random.default_rng(11),
                                 [(4096, 1, 512), (1001, 5, 300), (333, 8, 2048)])


@pytest.mark.parametrize("K", [70, NARROW_FLOATS // 2 + 17])
def test_op_b_with_far_or_backward_rows_is_copied_exactly(lib, K):
    """op(B)'s rows far apart or running backwards (the strided entry on a view; its columns
    contiguous, as every op(B) that is copied): the copy gathers 16 of a column's rows at a
    time, the last ones masked, so C has the bits of the same op(B) made contiguous (whose
    copy the harness validates against NumPy)."""
    rng = np.random.default_rng(K)
    A = rng.uniform(-1, 1, (70, K)).astype(np.float32)
    big = rng.uniform(-1, 1, (3 * K, 12)).astype(np.float32)
    for B in (big[::3, 1:6], big[::-2, 4:7][:K]):
        C0 = rng.uniform(-1, 1, (70, B.shape[1])).astype(np.float32)
        got, want = C0.copy(), C0.copy()
        assert strided(lib, A, B, got) == 0
        assert strided(lib, A, np.ascontiguousarray(B), want) == 0
        np.testing.assert_array_equal(got, want)
        A64, B64 = A.astype(np.float64), B.astype(np.float64)
        bound = tolerance.error_bound(K + 1, np.abs(C0) + np.abs(A64) @ np.abs(B64))
        assert tolerance.error_ratio(got, C0 + A64 @ B64, bound)[1] <= 1.0
