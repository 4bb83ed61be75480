"""Fixed shapes: M, N and K compiled into a plan's library (exogemm/plan/fixed.py).

Why: where the shapes are known ahead (a model library's layers, a tuned shape), a call
should cost what LIBXSMM's dispatched kernel costs: no loop over tiles, no K argument, a k
loop unrolled. Such a function must give exactly the small path's bits (the same k-ordered
FMA chain per element), pass the NumPy validation with any leading dimensions and every
beta, never read C for beta = 0, write nothing outside C, and leave every other shape to
the plan's usual paths. Shapes it cannot serve are refused with the reason.
"""

from __future__ import annotations

import numpy as np
import pytest
from inplace import c_with_canaries, emit_model_checked, inside, strided

from exogemm.core.errors import ShapeError
from exogemm.gen.c.gemm_build import build_gemm_native
from exogemm.gen.check import gemm as G
from exogemm.isa import get_isa
from exogemm.models.suites import get_suite
from exogemm.plan.fixed import (
    FIXED_MAX_K,
    FIXED_UNROLL_K,
    fits_fixed,
    fixed_kernels,
    fixed_tiles,
)
from exogemm.plan.tile import make_tile
from exogemm.procs.fixed import scheduled_fixed_kernel
from exogemm.runtime.tuning_file import TuneResult

AVX512 = get_isa("avx512")

#: Heights and widths across the family's kernels: masked, whole-vector, several row and
#: column blocks, K unrolled (<= FIXED_UNROLL_K) and K kept as a loop (up to FIXED_MAX_K).
SHAPES = [(1, 1, 1), (5, 3, 2), (4, 4, 4), (16, 16, 16), (17, 31, 13), (3, 300, 7),
          (8, 49, 9), (20, 64, 64), (9, 17, 16), (1, 256, 17)]


@pytest.fixture(scope="module")
def libs(small_plan):
    """(the plan with SHAPES fixed, the same plan without): built once."""
    return build_gemm_native(small_plan.with_fixed(SHAPES)), build_gemm_native(small_plan)


def _cblas(lib, A, B, C, *, beta):
    """The cblas-style entry, row-major, untransposed: the fixed functions' fast path."""
    ptr = lambda x: lib.ffi.cast("float *", x.ctypes.data)  # noqa: E731
    (M, K), N = A.shape, B.shape[1]
    ld = lambda x: x.strides[0] // 4  # noqa: E731
    return lib.fn("sgemm_ex")(101, 111, 111, M, N, K, 1.0, ptr(A), ld(A), ptr(B), ld(B),
                              beta, ptr(C), ld(C), 1)


# --------------------------------------------------------------------------- the plan


@pytest.mark.parametrize("m", [1, 2, 7, 8, 9, 16, 17, 33])
@pytest.mark.parametrize("n", [1, 15, 16, 17, 48, 64, 65, 100, 300])
def test_the_tiles_cover_c_exactly_once_with_kernels_that_fit_the_registers(m, n):
    seen = np.zeros((m, n), int)
    for t in fixed_tiles(AVX512, m, n):
        assert 1 <= t.h <= 8
        make_tile(t.h, t.w, AVX512)  # raises if its C tile and B row exceed the registers
        seen[t.i:t.i + t.h, t.j:t.j + t.w] += 1
    assert (seen == 1).all()


@pytest.mark.parametrize("m, heights", [(8, [8]), (9, [5, 4]), (17, [6, 6, 5]),
                                        (33, [7, 7, 7, 6, 6]), (3, [3])])
def test_rows_are_split_evenly_so_no_block_is_a_lone_row(m, heights):
    assert [t.h for t in fixed_tiles(AVX512, m, 16)] == heights


@pytest.mark.parametrize("m, n, widths", [
    (17, 31, [31]),          # 16 + 15 masked: one block of two vectors
    (9, 40, [40]),           # 32 + 8 masked
    (1, 300, [240, 60]),     # the widest 1-row kernel (15 vectors), then 48 + 12 masked
    (8, 63, [48, 15]),       # 8 rows hold 3 vectors at most: the tail stays alone
    (4, 15, [15]),           # a tail alone
])
def test_a_masked_tail_joins_the_vectors_before_it_when_the_registers_allow(m, n, widths):
    tiles = fixed_tiles(AVX512, m, n)
    assert [t.w for t in tiles if t.i == 0] == widths


def test_each_tile_kernel_comes_in_both_forms_accumulate_and_beta_0():
    kernels = fixed_kernels(AVX512, ((4, 4, 4), (5, 3, 2)))
    assert kernels == ((4, 4, 4, False), (4, 4, 4, True), (5, 3, 2, False), (5, 3, 2, True))


def test_k_is_unrolled_up_to_the_limit_and_beta_0_never_loads_c():
    small = str(scheduled_fixed_kernel(AVX512, (3, 5, FIXED_UNROLL_K, False), "x"))
    assert "for k in" not in small
    assert small.count("avx512_w256_f32_mac_tail(5,") == 3 * FIXED_UNROLL_K
    assert "avx512_w256_load_tail(5, C_reg" in small
    zeroed = str(scheduled_fixed_kernel(AVX512, (3, 5, 4, True), "x"))
    assert "C_reg" in zeroed and "C[" in zeroed and "load_tail(5, C_reg" not in zeroed
    longer = str(scheduled_fixed_kernel(AVX512, (2, 16, FIXED_UNROLL_K + 1, False), "x"))
    assert "for k in seq(0, 17)" in longer


@pytest.mark.parametrize("w, instruction", [
    (3, "avx512_w128_f32_mac_tail(3,"), (4, "avx512_w128_f32_mac("),
    (7, "avx512_w256_f32_mac_tail(7,"), (8, "avx512_w256_f32_mac("),
    (9, "avx512_f32_mac_tail(9,"), (19, "avx512_f32_mac_tail(3,")])
def test_a_tile_narrower_than_a_vector_is_on_the_narrowest_register_that_holds_it(w, instruction):
    """AVX-512VL's xmm (4 lanes) and ymm (8 lanes) for up to 4 and 8 columns: a masked
    zmm access at a C row's start spans a cache line boundary unless the row is
    line-aligned, and costs that split for its masked-off lanes too. Wider tiles stay on zmm."""
    text = str(scheduled_fixed_kernel(AVX512, (2, w, 3, False), "x"))
    assert text.count(instruction) == 2 * 3


@pytest.mark.parametrize("bad, why", [
    ((4, 4, FIXED_MAX_K + 1), "1 <= K <= 64"),
    ((0, 4, 4), "positive M and N"),
    ((512, 512, 4), "tile kernel calls"),
    ((4, 4), "(M, N, K) of integers"),
    ((4.0, 4, 4), "(M, N, K) of integers"),
])
def test_shapes_a_fixed_function_cannot_serve_are_refused_with_the_reason(small_plan, bad, why):
    with pytest.raises(ShapeError, match=why.replace("(", r"\(").replace(")", r"\)")):
        small_plan.with_fixed([bad])


def test_a_tuned_shape_whose_fixed_function_won_carries_it(small_plan):
    r = TuneResult(4, 4, 4, 1, small_plan.mr, small_plan.nr, *small_plan.blocking.key(),
                   "default", 10.0, "default", 5.0, "default", fixed=True)
    assert r.plan(small_plan.tile.isa).fixed == ((4, 4, 4),)
    assert fits_fixed(small_plan.tile.isa, 4, 4, 4)


# --------------------------------------------------------------------------- the library


@pytest.mark.parametrize("beta", [1.0, 0.0, -0.5])
@pytest.mark.parametrize("shape", SHAPES)
def test_a_fixed_shape_gives_the_small_paths_bits_and_nothing_outside_c(libs, shape, beta):
    fixed, plain = libs
    M, N, K = shape
    rng = np.random.default_rng(M * 100 + N + K)
    _, A = inside(rng, M, K, 3)
    _, B = inside(rng, K, N, 5)
    cbuf, C, C0, outside = c_with_canaries(rng, M, N, beta)
    assert strided(fixed, A, B, C, beta=beta) == 0
    again = C0.copy()
    assert strided(plain, A, B, again, beta=beta) == 0
    np.testing.assert_array_equal(C, again)
    want = A.astype(np.float64) @ B + (beta * C0.astype(np.float64) if beta else 0)
    np.testing.assert_allclose(C, want, rtol=1e-5, atol=1e-5 * K)
    assert np.isnan(cbuf[outside]).all(), "an element outside C was written"
    if beta in (0.0, 1.0):  # the cblas entry's direct path: same bits
        C2 = np.full_like(C0, np.nan) if beta == 0.0 else C0.copy()
        assert _cblas(fixed, A, B, C2, beta=beta) == 0
        np.testing.assert_array_equal(C2, C)


def test_every_other_call_takes_the_plans_usual_paths(libs):
    """Other shapes, alpha != 1, transposes and column-major calls of the same sizes: all
    judged by the GEMM harness (NumPy, tolerance, canaries) on the fixed library."""
    fixed, _ = libs
    rng = np.random.default_rng(11)
    cases = [G.make_case(rng, M, N, K, layout=layout, trans_a=ta, trans_b=tb, pad=2,
                         alpha=alpha, beta=0.5)
             for M, N, K in [(4, 4, 4), (5, 3, 2), (4, 4, 5), (17, 31, 14), (100, 70, 90)]
             for layout, ta, tb, alpha in ((G.ROW, False, False, 2.0), (G.COL, False, False, 1.0),
                                           (G.ROW, True, False, 1.0), (G.ROW, False, True, 1.0))]
    failed = [v.label for v in G.run_in_process(fixed, cases) if not v.ok]
    assert not failed, failed[:5]


@pytest.mark.slow  # minutes: a whole model library scheduled for NEON and run under QEMU
def test_a_model_library_for_another_isa_has_fixed_functions_that_pass_its_check(tmp_path):
    """`emit-model odd --isa neon --check`: the layers a fixed function serves get one in
    their plan's C, and the library passes its NumPy check under QEMU."""
    text = emit_model_checked("odd", "neon", tmp_path)
    neon = get_isa("neon")
    served = {x.gemm for x in get_suite("odd").layers(quick=True)
              if not x.trans_b and fits_fixed(neon, *x.gemm)}
    assert served and all(f"if (M == {m} && N == {n} && K == {k})" in text
                          for m, n, k in served)
