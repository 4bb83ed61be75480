"""Direct A: few-column GEMMs read row-contiguous op(A) in place (procs/direct.py).

Why: when N has at most DIRECT_MAX_SLIVERS slivers of nr columns, packing A costs more than
it saves, so the C wrapper calls the direct entries instead. They must compute exactly what
the packed entries compute (with alpha = 1 the same products are summed in the same order,
so the bits agree), for every tile kind, kc block, beta and thread split. Block edges are
crossed cheaply with tiny blocks (mc = 2 mr, nc = 2 nr, kc = 16).
"""

from __future__ import annotations

import numpy as np
import pytest

from exogemm.core.errors import LayoutError
from exogemm.gen.c.gemm_build import build_gemm_native
from exogemm.gen.c.gemm_source import takes_dot_path
from exogemm.gen.check import gemm as G
from exogemm.isa import get_isa
from exogemm.plan.gemm_plan import DIRECT_LAYOUTS, DIRECT_MAX_SLIVERS, LAYOUTS
from exogemm.procs.direct import (
    DIRECT_GEMM_RECIPE,
    schedule_direct_gemm,
)
from exogemm.procs.overwrite import schedule_overwrite_gemm

KC = 16  # the tiny blocking's kc


@pytest.fixture(scope="module")
def small_lib(small_plan):
    return build_gemm_native(small_plan)


def _sgemm(lib, A, B, C, *, alpha=1.0, beta=0.0, threads=1):
    """<prefix>_sgemm_strided on float32 arrays of any memory order; returns the code."""
    ptr = lambda x: lib.ffi.cast("float *", x.ctypes.data)  # noqa: E731 (views too)
    (M, K), N = A.shape, B.shape[1]
    s = lambda x: [st // 4 for st in x.strides]  # noqa: E731
    return lib.fn("sgemm_strided")(M, N, K, alpha, ptr(A), *s(A), ptr(B), *s(B), beta,
                                   ptr(C), *s(C), threads)


# --------------------------------------------------------------------------- the recipe


def test_the_direct_recipe_never_packs_a_and_is_linked():
    plan = G.small_blocking_plan(get_isa("avx512"))
    seen = []
    top = schedule_direct_gemm(plan, "rr", trace=lambda step, p: seen.append(step))
    assert seen == ["reference"] + [n for n, _ in DIRECT_GEMM_RECIPE]
    text = str(top)
    assert "spec" not in text  # every specification call was swapped for its proc
    assert f"{plan.prefix}_direct_rr_col_panel(" in text
    overwrite = str(schedule_overwrite_gemm(plan, "rr", direct=True))
    assert "spec" not in overwrite and f"{plan.prefix}_direct_overwrite_rr(" in overwrite


def test_direct_a_needs_row_contiguous_a():
    plan = G.small_blocking_plan(get_isa("avx512"))
    for layout in sorted(set(LAYOUTS) - set(DIRECT_LAYOUTS)):
        with pytest.raises(LayoutError, match="row-contiguous op\\(A\\)"):
            schedule_direct_gemm(plan, layout)


def test_the_library_has_direct_entries_that_take_a_in_place(small_lib):
    c, prefix = small_lib.source.c, small_lib.source.prefix
    for layout in LAYOUTS:
        has = f"void {prefix}_direct_{layout}(" in c
        assert has == (layout in DIRECT_LAYOUTS), layout
        assert (f"void {prefix}_direct_overwrite_{layout}(" in c) == has
    # the direct mc blocks use no Ac workspace (slot 0): A goes to the kernels as it is
    for name in ("direct_rr_mc_block", "direct_overwrite_rc_mc_block"):
        body = c.split(f"static void {prefix}_{name}(")[2].split("\n}\n")[0]
        assert "exogemm_workspace(0)" not in body, name
        assert f"{prefix}_direct(" in body or f"{prefix}_direct_overwrite(" in body, name


# --------------------------------------------------------------------------- results


def _shapes(mr: int, nr: int) -> list[tuple[int, int, int]]:
    """Every tile kind, 1..3 kc blocks, 1..DIRECT_MAX_SLIVERS slivers (and one past it)."""
    top = DIRECT_MAX_SLIVERS * nr
    return [(1, 1, 1), (mr, nr, KC), (2 * mr + 5, nr + 3, KC + 1), (3 * mr + 1, top, 3 * KC),
            (5 * mr + 7, top - 1, 2 * KC + 5), (mr - 1, top + 1, 7), (4 * mr, 2 * nr, 1)]


@pytest.mark.parametrize("beta", [0.0, 1.0, 0.5])
def test_direct_gives_the_bits_of_the_packed_path(small_lib, beta):
    # Row-major A takes the direct path (N <= its limit), the same A in column-major order
    # the packed one; with alpha = 1 both sum the same products in the same order. (B is
    # column-major: with row-major B and alpha = 1 these shapes take the small path. With
    # M at most the dot family's rows, op(B) = B^T sends the row-major call to the dot
    # kernels instead, which sum in another order: on AVX2, mr = 6 is within them.)
    rng = np.random.default_rng(21)
    plan = small_lib.plan
    shapes = [s for s in _shapes(plan.mr, plan.nr) if not takes_dot_path(plan, *s, trans_b=True)]
    assert len(shapes) >= 4
    for M, N, K in shapes:
        A = rng.uniform(-1, 1, (M, K)).astype(np.float32)
        B = np.asfortranarray(rng.uniform(-1, 1, (K, N)).astype(np.float32))
        C0 = rng.uniform(-1, 1, (M, N)).astype(np.float32)
        direct, packed = C0.copy(), C0.copy()
        assert _sgemm(small_lib, A, B, direct, beta=beta) == 0
        assert _sgemm(small_lib, np.asfortranarray(A), B, packed, beta=beta) == 0
        assert np.array_equal(direct, packed), (M, N, K)


@pytest.mark.parametrize("trans_b", [False, True])
def test_direct_with_alpha_beta_strides_and_threads_matches_numpy(small_lib, trans_b):
    rng = np.random.default_rng(22)
    for M, N, K in _shapes(small_lib.plan.mr, small_lib.plan.nr):
        A = rng.uniform(-1, 1, (M, K + 3)).astype(np.float32)[:, :K]  # lda = K + 3
        Bt = rng.uniform(-1, 1, (N, K)).astype(np.float32)
        B = Bt.T if trans_b else np.ascontiguousarray(Bt.T)
        C0 = rng.uniform(-1, 1, (M, N)).astype(np.float32)
        want = -1.5 * (A.astype(np.float64) @ B) + 0.25 * C0
        results = []
        for threads in (1, 2):
            C = C0.copy()
            assert _sgemm(small_lib, A, B, C, alpha=-1.5, beta=0.25, threads=threads) == 0
            np.testing.assert_allclose(C, want, rtol=1e-5, atol=1e-5 * K)
            results.append(C)
        assert np.array_equal(*results), (M, N, K)  # thread count never changes the bits


def test_direct_sweep_with_guard_bands_passes(small_lib):
    rng = np.random.default_rng(23)
    mr, nr = small_lib.plan.mr, small_lib.plan.nr
    cases = [G.make_case(rng, m, n, k, trans_a=False, trans_b=tb, beta=beta, nan_in_c=beta == 0,
                         alpha=0.75, threads=t, pad=5 * t - 5, layout=G.ROW)
             for m, n, k in ((1, 1, 1), (mr + 1, nr - 1, KC), (2 * mr + 5, 3 * nr + 1, 2 * KC + 1))
             for tb in (False, True) for t in (1, 2) for beta in (0.0, -2.0)]
    bad = [v for v in G.run_in_process(small_lib, cases) if not v.ok]
    assert not bad, bad[:3]
