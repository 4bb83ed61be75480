"""beta = 0 without reading C: the overwrite entries (procs/overwrite.py).

Why: with beta = 0 the first kc block overwrites C, so there is no zeroing pass and no
micro-kernel loads its C tile. C must never be read (NaN/Inf in it cannot leak), the sums
must be exactly those of accumulating into a zeroed C, and every tile kind, kc block and
thread split must take the path. Block edges are crossed cheaply with tiny blocks
(mc = 2 mr, nc = 2 nr, kc = 16).
"""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest

from exogemm.core.errors import IsaDescriptionError
from exogemm.gen.c.gemm_build import build_gemm_native
from exogemm.gen.check import gemm as G
from exogemm.isa import get_isa, known_isas
from exogemm.plan.gemm_plan import LAYOUTS
from exogemm.plan.tile import make_tile
from exogemm.procs.overwrite import (
    OVERWRITE_GEMM_RECIPE,
    OVERWRITE_MICROKERNEL_RECIPE,
    schedule_overwrite_gemm,
    schedule_overwrite_microkernel,
)

KC = 16  # the tiny blocking's kc


@pytest.fixture(scope="module")
def small_lib(small_plan):
    return build_gemm_native(small_plan)


def _sgemm(lib, A, B, C, beta, threads=1):
    """<prefix>_sgemm_ex on row-major float32 arrays; returns the return code."""
    ptr = lambda x: lib.ffi.cast("float *", lib.ffi.from_buffer(x))  # noqa: E731
    M, K = A.shape
    N = B.shape[1]
    return lib.fn("sgemm_ex")(101, 111, 111, M, N, K, 1.0, ptr(A), K, ptr(B), N, beta, ptr(C),
                              N, threads)


# --------------------------------------------------------------------------- the recipes


@pytest.mark.parametrize("name", known_isas())
def test_the_overwrite_microkernel_starts_from_zero_and_never_loads_c(name):
    isa = get_isa(name)
    tile = make_tile(2, isa.lanes + 1, isa)  # ragged nr: the masked forms are needed too
    seen = []
    text = str(schedule_overwrite_microkernel(tile, trace=lambda step, p: seen.append(step)))
    assert seen == ["reference"] + [n for n, _ in OVERWRITE_MICROKERNEL_RECIPE]
    assert f"{isa.key}_zero(" in text and f"{isa.key}_zero_tail(" in text
    loads = [line for line in text.splitlines() if "_load" in line]
    assert loads and all("Bc[" in line for line in loads)  # B rows only, never C
    assert text.index("_zero(") < text.index("for k in") < text.index("_store(")


def test_an_isa_without_a_zero_template_gets_a_specific_error():
    isa = get_isa("avx512")
    bare = dataclasses.replace(isa, c=dataclasses.replace(isa.c, zero="", set1=""))
    with pytest.raises(IsaDescriptionError, match="neither a `zero` nor a `set1`"):
        schedule_overwrite_microkernel(make_tile(2, 16, bare))


def test_the_overwrite_gemm_recipe_tiles_the_zeroing_into_the_kernels_and_is_linked():
    plan = G.small_blocking_plan(get_isa("avx512"))
    seen = []
    top = schedule_overwrite_gemm(plan, "rr", trace=lambda step, p: seen.append(step))
    assert seen == ["reference"] + [n for n, _ in OVERWRITE_GEMM_RECIPE]
    text = str(top)
    assert "spec" not in text  # every specification call was swapped for its proc
    assert f"{plan.prefix}_overwrite_rr_kc_panel(" in text


def test_every_layout_gets_an_overwrite_entry(small_lib):
    for layout in LAYOUTS:
        assert f"void {small_lib.source.prefix}_overwrite_{layout}(" in small_lib.source.c


# --------------------------------------------------------------------------- results


@pytest.mark.parametrize("threads", [1, 2])
def test_beta_zero_gives_the_bits_of_accumulating_into_zeros(small_lib, threads):
    mr, nr = small_lib.plan.mr, small_lib.plan.nr
    rng = np.random.default_rng(11)
    # every tile kind (full, bottom, right, corner) and 1, kc, kc + 1 and 4 kc blocks
    for M, N, K in ((2 * mr + 3, 2 * nr + 5, 1), (mr, nr, KC), (3 * mr + 1, nr + 1, KC + 1),
                    (4 * mr + 5, 3 * nr + 7, 3 * KC + 7)):
        A = rng.uniform(-1, 1, (M, K)).astype(np.float32)
        B = rng.uniform(-1, 1, (K, N)).astype(np.float32)
        overwritten = np.full((M, N), np.nan, np.float32)
        accumulated = np.zeros((M, N), np.float32)
        assert _sgemm(small_lib, A, B, overwritten, 0.0, threads) == 0
        assert _sgemm(small_lib, A, B, accumulated, 1.0, threads) == 0
        assert np.array_equal(overwritten, accumulated), (M, N, K)


def test_beta_zero_never_reads_c_on_any_tile_or_block(small_lib):
    rng = np.random.default_rng(12)
    mr, nr = small_lib.plan.mr, small_lib.plan.nr
    M, N, K = 3 * mr + 2, 2 * nr + 9, 2 * KC + 3
    A = rng.uniform(-1, 1, (M, K)).astype(np.float32)
    B = rng.uniform(-1, 1, (K, N)).astype(np.float32)
    for poison in (np.nan, np.inf, -np.inf):
        C = np.full((M, N), poison, np.float32)
        assert _sgemm(small_lib, A, B, C, 0.0) == 0
        np.testing.assert_allclose(C, A.astype(np.float64) @ B, atol=1e-4)


def test_beta_zero_sweep_with_guard_bands_passes(small_lib):
    rng = np.random.default_rng(13)
    mr, nr = small_lib.plan.mr, small_lib.plan.nr
    cases = [G.make_case(rng, m, n, k, trans_a=ta, trans_b=tb, beta=0.0, nan_in_c=True,
                         alpha=-0.5, threads=t, pad=5 * t - 5, layout=layout)
             for m, n, k in ((1, 1, 1), (mr + 1, nr - 1, KC), (2 * mr + 5, 3 * nr + 1, 2 * KC + 1))
             for ta in (False, True) for tb in (False, True) for t in (1, 2)
             for layout in (G.ROW, G.COL)]
    bad = [v for v in G.run_in_process(small_lib, cases) if not v.ok]
    assert not bad, bad[:3]
