"""The full GEMM (procs/gemm.py) against NumPy: fixed sweep, properties, layouts, threads.

Why: the GEMM is what users call; every storage order, transpose, leading dimension,
alpha/beta combination and ragged edge must give BLAS results, write nothing outside C,
and give the same bits with 1 and 2 threads. Block edges are exercised with tiny blocks
(mc = 2 mr, nc = 2 nr, kc = 16) so that small matrices cross every loop's edge cheaply.
"""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from inplace import c_with_canaries, routed, strided
from slow_set import default_or_slow

import exogemm
from exogemm.api.gemm import native_isa, native_library
from exogemm.gen.c.gemm_build import build_gemm_native, emit_gemm
from exogemm.gen.check import gemm as G
from exogemm.isa import get_isa, known_isas
from exogemm.plan.dot import dot_family
from exogemm.plan.gemm_plan import LAYOUTS
from exogemm.plan.tile import gemm_tile
from exogemm.policy.selector import default_plan
from exogemm.procs.gemm import schedule_gemm, strip_chunk


@pytest.fixture(scope="module")
def lib():
    try:
        return native_library()
    except exogemm.core.errors.UnsupportedCpuError as exc:
        pytest.skip(str(exc))


@pytest.fixture(scope="module")
def small_lib(lib):
    return build_gemm_native(G.small_blocking_plan(native_isa()))


def _ok(verdicts):
    bad = [v for v in verdicts if not v.ok]
    assert not bad, bad[:3]


# --------------------------------------------------------------------------- the recipe


def test_every_recipe_step_is_traced_and_the_chain_is_linked():
    isa = get_isa("avx512")
    plan = G.small_blocking_plan(isa)
    seen = []
    top = schedule_gemm(plan, "rr", trace=lambda step, p: seen.append(step))
    assert seen[0] == "reference" and seen[-1] == "extract_packing" and len(seen) == 13
    assert "strip_chunks" in seen and "prefetch_c_unless_strips" in seen
    text = str(top)
    assert "gemm_nc_spec" not in text and f"{plan.prefix}_rr_col_panel" in text


def test_generated_c_has_the_five_loops_packing_and_openmp():
    src = emit_gemm(G.small_blocking_plan(get_isa("avx512")))
    for layout in LAYOUTS:
        assert f"void {src.prefix}_{layout}(" in src.c  # one entry per operand layout
        for level in ("pack_b", "pack_a", "mc_tiles"):  # the levels a driver can call
            assert f"static void {src.prefix}_{layout}_{level}(" in src.c
    assert "#pragma omp parallel num_threads" in src.c  # threads split M or N in the wrapper
    assert "exogemm_workspace(0)" in src.c and "exogemm_workspace(1)" in src.c
    assert f"void {src.prefix}_sgemm(int layout, int transa, int transb" in src.h


def test_strips_sweep_chunks_of_slivers_where_the_isa_asks():
    # AVX-512 asks for strips across 1 MiB of packed B (16 slivers of 512 x 32), AVX2 keeps
    # the BLIS order; each strip's chunk loop, the slivers left over and the bottom tiles
    # are loops of the extracted tiles procedure
    avx512 = emit_gemm(default_plan(get_isa("avx512")))
    tiles = _proc_text(avx512.c, f"{avx512.prefix}_rr_mc_tiles")
    assert strip_chunk(default_plan(get_isa("avx512"))) == 16
    assert "for (int_fast32_t jb = 0; jb < exo_floor_div(NS, 16); jb++)" in tiles
    assert tiles.index("jb++") < tiles.index("ir++") < tiles.index("jc++")
    assert "prefetch_c_tile" not in tiles  # the next tile shares its rows' lines
    assert strip_chunk(default_plan(get_isa("avx2"))) == 0
    avx2 = emit_gemm(default_plan(get_isa("avx2")))
    assert " jb " not in _proc_text(avx2.c, f"{avx2.prefix}_rr_mc_tiles")


def _proc_text(c: str, name: str) -> str:
    start = c.rindex(f"static void {name}( void *ctxt")  # the definition, after its prototype
    return c[start:c.index("\n}\n", start)]


@pytest.mark.parametrize("beta", [0.0, 1.0])
def test_strip_chunks_their_leftovers_and_edges_match_numpy_on_one_and_two_threads(lib, beta):
    # the packed route on shapes crossing the strip order's loops: a whole chunk of slivers
    # and slivers left over, ragged rows and columns, two kc blocks (beta = 0: the first one
    # by the overwrite entry, the second in strips); C inside a NaN band that must stay NaN
    plan = lib.plan
    kc, mr, nr = plan.blocking.kc, plan.mr, plan.nr
    chunk = max(1, strip_chunk(plan))
    rng = np.random.default_rng(11)
    for M, N, K in ((3 * mr + 7, (chunk + 1) * nr + 5, kc + 88), (mr, chunk * nr, 64),
                    (2 * mr + 1, 2 * chunk * nr + nr + 1, 33)):
        A = rng.uniform(-1, 1, (M, K)).astype(np.float32)
        B = rng.uniform(-1, 1, (K, N)).astype(np.float32)
        results = []
        for threads in (1, 2):
            cbuf, C, C0, outside = c_with_canaries(np.random.default_rng(5), M, N, beta)
            assert routed(lib, A, B, C, beta=beta, threads=threads, name="packed") == 0
            assert np.isnan(cbuf[outside]).all(), (M, N, K, threads)
            results.append(C.copy())
        assert np.array_equal(results[0], results[1]), (M, N, K)
        want = A.astype(np.float64) @ B + beta * C0
        np.testing.assert_allclose(results[0], want, rtol=1e-4, atol=1e-4)


# --------------------------------------------------------------------------- the sweep


def test_fixed_sweep_dims_ops_and_ld_padding(lib):
    # {0, 1, 7, 32, 64, 257}^3 x {NN, NT, TN, TT} x ld pad {0, 5}, row/col-major alternating
    cases = G.sweep_cases(np.random.default_rng(1))
    assert len(cases) == 6**3 * 4 * 2
    _ok(G.run_in_process(lib, cases))


def test_tiny_blocks_cross_every_block_edge(small_lib):
    plan = small_lib.plan
    dims = (1, plan.mr - 1, plan.mr + 1, 2 * plan.mr + 1, 2 * plan.nr + 3, 5 * plan.mr + 2)
    cases = G.sweep_cases(np.random.default_rng(2), dims=dims, pads=(0, 3), threads=2)
    _ok(G.run_in_process(small_lib, cases))


@pytest.mark.parametrize("beta", [0.0, 1.0, -0.5])
def test_threads_splitting_the_rows_give_the_bits_of_one_thread(small_lib, beta):
    # C's rows split between 2 and 3 threads (the C entry takes the count as given), each
    # running the Exo procedure on its rows: tiny blocks so that jc, pc and mc blocks,
    # ragged slivers and slices that are not whole mc blocks all occur; every layout
    plan = small_lib.plan
    rng = np.random.default_rng(7)
    b = plan.blocking
    M, N, K = 7 * plan.mr + 2, 3 * b.nc + plan.nr + 3, 2 * b.kc + 5
    for ta, tb in ((False, False), (True, False), (False, True), (True, True)):
        A = rng.uniform(-1, 1, (K, M) if ta else (M, K)).astype(np.float32)
        B = rng.uniform(-1, 1, (N, K) if tb else (K, N)).astype(np.float32)
        opA, opB = (A.T if ta else A), (B.T if tb else B)
        C0 = rng.uniform(-1, 1, (M, N)).astype(np.float32)
        results = []
        for threads in (1, 2, 3):
            C = C0.copy()
            assert strided(small_lib, opA, opB, C, alpha=1.5, beta=beta, threads=threads) == 0
            results.append(C)
        for other in results[1:]:
            assert np.array_equal(results[0], other), (ta, tb)
        want = 1.5 * (opA.astype(np.float64) @ opB) + beta * C0
        np.testing.assert_allclose(results[0], want, rtol=1e-4, atol=1e-4)


def test_beta_zero_never_reads_c(lib):
    rng = np.random.default_rng(3)
    cases = [G.make_case(rng, m, n, k, beta=0.0, nan_in_c=True, trans_a=ta)
             for m, n, k in ((1, 1, 1), (13, 33, 7), (64, 257, 32)) for ta in (False, True)]
    verdicts = G.run_in_process(lib, cases)
    _ok(verdicts)
    A = rng.standard_normal((20, 30), dtype=np.float32)
    B = rng.standard_normal((30, 40), dtype=np.float32)
    C = np.full((20, 40), np.nan, np.float32)
    C[0, 0] = np.inf
    exogemm.gemm(A, B, C, beta=0.0)
    assert np.isfinite(C).all()
    np.testing.assert_allclose(C, A @ B, rtol=1e-5, atol=1e-4)


def test_alpha_zero_and_k_zero_only_scale_c(lib):
    rng = np.random.default_rng(4)
    A = np.full((5, 3), np.nan, np.float32)
    B = np.ones((3, 6), np.float32)
    C = rng.standard_normal((5, 6), dtype=np.float32)
    out = exogemm.gemm(A, B, C.copy(), alpha=0.0, beta=2.0)  # A is not read (BLAS)
    np.testing.assert_array_equal(out, 2 * C)
    out = exogemm.gemm(np.ones((5, 0), np.float32), np.ones((0, 6), np.float32), C.copy(),
                       beta=0.5)
    np.testing.assert_array_equal(out, 0.5 * C)
    assert exogemm.gemm(np.ones((0, 4), np.float32), np.ones((4, 3), np.float32)).shape == (0, 3)


# --------------------------------------------------------------------------- NumPy API


@pytest.mark.parametrize("order", ["C", "F"])
@pytest.mark.parametrize("trans_a", [False, True])
@pytest.mark.parametrize("trans_b", [False, True])
def test_api_storage_orders_and_transposes(lib, order, trans_a, trans_b):
    rng = np.random.default_rng(5)
    M, N, K = 67, 45, 53
    A = np.asarray(rng.standard_normal((K, M) if trans_a else (M, K)), np.float32, order=order)
    B = np.asarray(rng.standard_normal((N, K) if trans_b else (K, N)), np.float32, order=order)
    C = np.asarray(rng.standard_normal((M, N)), np.float32, order=order)
    ref = 1.5 * (A.T if trans_a else A).astype(np.float64) @ (B.T if trans_b else B) - 0.5 * C
    out = exogemm.gemm(A, B, C, alpha=1.5, beta=-0.5, trans_a=trans_a, trans_b=trans_b)
    assert out is C
    np.testing.assert_allclose(C, ref, rtol=2e-5, atol=2e-4)


def test_api_strided_views_and_guard_bands(lib):
    rng = np.random.default_rng(6)
    big_a = rng.standard_normal((90, 80), dtype=np.float32)
    big_b = rng.standard_normal((70, 95), dtype=np.float32)
    A = big_a[3:63:2, 5:45]  # row stride 2 rows, unit column stride
    B = big_b[::-1][:40, 1:91:3]  # negative row stride, column step 3: copied
    canvas = np.full((50, 70), -7.25e7, np.float32)
    C = canvas[2:32, 4:64:2]  # no unit stride at all: computed in a temporary
    before = canvas.copy()
    before[2:32, 4:64:2] = 0
    C[...] = rng.standard_normal(C.shape)
    ref = A.astype(np.float64) @ B + 2.0 * C
    exogemm.gemm(A, B, C, beta=2.0)
    np.testing.assert_allclose(C, ref, rtol=2e-5, atol=2e-4)
    after = canvas.copy()
    after[2:32, 4:64:2] = 0
    np.testing.assert_array_equal(after.view(np.uint32), before.view(np.uint32))


def test_api_returns_new_c_and_column_major_c_gets_no_copy(lib):
    rng = np.random.default_rng(7)
    A = rng.standard_normal((33, 17), dtype=np.float32)
    B = rng.standard_normal((17, 29), dtype=np.float32)
    C = exogemm.gemm(A, B)
    assert C.shape == (33, 29) and C.dtype == np.float32 and C.flags.c_contiguous
    Cf = np.zeros((33, 29), np.float32, order="F")
    assert exogemm.gemm(A, B, Cf) is Cf
    np.testing.assert_allclose(Cf, A @ B, rtol=1e-5, atol=1e-4)


stride_step = st.integers(1, 3)


@st.composite
def gemm_problem(draw):
    M, N, K = draw(st.integers(0, 45)), draw(st.integers(0, 45)), draw(st.integers(0, 45))
    ta, tb = draw(st.booleans()), draw(st.booleans())

    def operand(rows, cols, trans, name):
        shape = (cols, rows) if trans else (rows, cols)
        step = (draw(stride_step), draw(stride_step))
        order = draw(st.sampled_from("CF"))
        base = np.asarray(np.random.default_rng(rows * 131 + cols).uniform(
            -1, 1, (shape[0] * step[0], shape[1] * step[1])), np.float32, order=order)
        return base[::step[0], ::step[1]]

    A = operand(M, K, ta, "A")
    B = operand(K, N, tb, "B")
    C = operand(M, N, False, "C")
    alpha = draw(st.floats(-4, 4, allow_nan=False, width=32))
    beta = draw(st.sampled_from([0.0, 1.0, -0.5, 3.0]))
    threads = draw(st.sampled_from([None, 1, 2]))
    return A, B, C, ta, tb, alpha, beta, threads


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(gemm_problem())
def test_property_matches_numpy(lib, problem):
    A, B, C, ta, tb, alpha, beta, threads = problem
    opA = (A.T if ta else A).astype(np.float64)
    opB = (B.T if tb else B).astype(np.float64)
    c0 = np.zeros(C.shape) if beta == 0 else C.astype(np.float64)
    ref = alpha * (opA @ opB) + beta * c0
    K = opA.shape[1]
    n = K + 3
    tol = n * 2.0**-24 / (1 - n * 2.0**-24) * (abs(alpha) * np.abs(opA) @ np.abs(opB)
                                                 + abs(beta) * np.abs(c0))
    out = exogemm.gemm(A, B, C, alpha=alpha, beta=beta, trans_a=ta, trans_b=tb,
                       threads=threads)
    assert out is C
    assert (np.abs(C - ref) <= tol + 1e-30).all()


def test_cblas_entry_validates_its_arguments(lib):
    fn, ffi = lib.fn("sgemm_ex"), lib.ffi
    buf = np.zeros(64, np.float32)
    p = ffi.cast("float *", ffi.from_buffer(buf))
    assert fn(101, 111, 111, 2, 2, 2, 1.0, p, 1, p, 2, 0.0, p, 2, 1) == -6  # lda < K
    assert fn(100, 111, 111, 2, 2, 2, 1.0, p, 2, p, 2, 0.0, p, 2, 1) == -7  # bad layout
    assert fn(101, 111, 110, 2, 2, 2, 1.0, p, 2, p, 2, 0.0, p, 2, 1) == -7  # bad trans
    assert fn(101, 111, 111, -1, 2, 2, 1.0, p, 2, p, 2, 0.0, p, 2, 1) == -1
    assert fn(102, 112, 112, 3, 2, 4, 1.0, p, 4, p, 2, 0.0, p, 3, 2) == 0


# --------------------------------------------------------------------------- every ISA


CROSS = [name for name in known_isas() if not get_isa(name).toolchain.native]
#: The foreign ISAs whose whole sweep, fixed shapes and dot kernels run by default; the
#: others' are `slow`: each schedules a whole plan with its small and dot families with Exo
#: (5-7 minutes of a fresh clone's run each; measured on a fresh clone: SVE 423 s, RVV
#: 339 s, NEON's 36 s once its sweep has scheduled the plan). Their packed kernels' masks
#: and tails still run by default in tests/test_isas.py.
CROSS_SWEEP_DEFAULT = ("neon",)


@pytest.mark.parametrize("name", default_or_slow(CROSS, CROSS_SWEEP_DEFAULT))
def test_cross_isa_gemm_under_emulation(name):
    isa = get_isa(name)
    reason = isa.runnable_here()
    if reason:
        pytest.skip(reason)
    plan = G.small_blocking_plan(isa)
    dims = (0, 1, 7, 2 * plan.mr + 1, 2 * plan.nr + 3)
    cases = G.sweep_cases(np.random.default_rng(9), dims=dims, pads=(0, 5))
    _ok(G.run_cross(emit_gemm(plan), isa, cases))


#: Shapes compiled into the cross libraries below (plan/fixed.py): masked and whole-vector
#: tiles, K unrolled and not.
CROSS_FIXED = ((5, 3, 2), (9, 17, 16), (3, 40, 21))


@pytest.mark.parametrize("name", default_or_slow(CROSS, CROSS_SWEEP_DEFAULT))
def test_cross_isa_fixed_shapes_and_dot_kernels_under_emulation(name):
    """The paths taken only by alpha = 1 calls with contiguous rows: fixed shapes (beta 0, 1
    and another), the dot kernels of op(B) = B^T for every height of the family, and the
    narrow path's few columns on them."""
    isa = get_isa(name)
    reason = isa.runnable_here()
    if reason:
        pytest.skip(reason)
    plan = G.small_blocking_plan(isa).with_fixed(CROSS_FIXED)
    rng = np.random.default_rng(10)
    cases = [G.make_case(rng, M, N, K, pad=pad, alpha=1.0, beta=beta)
             for M, N, K in CROSS_FIXED for pad, beta in ((0, 1.0), (3, 0.0), (1, -0.5))]
    cases += [G.make_case(rng, M, N, K, trans_b=True, pad=2, alpha=1.0, beta=beta)
              for M in range(1, dot_family(isa).rows + 1) for N in (1, 5, 9)
              for K, beta in ((1, 1.0), (isa.lanes + 3, 0.0), (3 * isa.lanes, 0.5))]
    # the narrow path (plan/narrow.py): few columns, op(B) copied or read in place
    cases += [G.make_case(rng, M, N, K, trans_b=tb, pad=1, alpha=1.0, beta=beta)
              for M in (9, 21) for N in (1, 3, 8) for tb in (False, True)
              for K, beta in ((130, 1.0), (301, 0.0))]
    _ok(G.run_cross(emit_gemm(plan), isa, cases))


def test_every_isa_has_a_default_tile_and_blocking():
    from exogemm.policy.blocking import plan_for

    for name in known_isas():
        plan = plan_for(gemm_tile(get_isa(name)))
        b = plan.blocking
        assert b.mc % plan.mr == 0 and b.nc % plan.nr == 0 and b.kc > 0
