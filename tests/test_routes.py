"""Routes and the fitted selector (policy/route.py, policy/fitted.py, tune/grid.py): a route
changes which path computes C, never what it computes; the calibration grid's measurements
decide the route and build a shape gets, never slower than the default on a grid shape, and
the answer says when it is outside the grid."""

from __future__ import annotations

import contextlib
import dataclasses
import io

import numpy as np
import pytest

from exogemm.api.gemm import gemm
from exogemm.bench import selector
from exogemm.bench.candidates import point_candidates
from exogemm.cli.main import main
from exogemm.core import return_codes
from exogemm.core.errors import ExogemmError
from exogemm.gen.c.gemm_build import build_gemm_native
from exogemm.gen.keys import library_fingerprint
from exogemm.models.suites import Layer, Suite, get_suite
from exogemm.policy import fitted
from exogemm.policy.calibration import GridPoint, HostCalibration, TileBlocking, host_fingerprint
from exogemm.policy.route import AUTO, ROUTES, route
from exogemm.policy.selector import candidates, default_plan
from exogemm.runtime import dispatch as runtime
from exogemm.runtime import tuning_file as tf
from exogemm.runtime.dispatch import native_isa
from exogemm.tune import grid

#: Shapes where each route takes a different path than the rules (small, narrow, direct and
#: packed A, K = 1, edge tiles everywhere).
SHAPES = [(1, 4096, 512), (16, 1024, 1024), (200, 300, 64), (64, 8, 512), (37, 100, 1),
          (333, 517, 129), (5, 3, 7), (130, 6, 1000)]


def routed(lib, A, B, C, r: int, *, beta=0.0, threads=1) -> int:
    ptr = lambda x: lib.ffi.cast("float *", x.ctypes.data)
    (M, K), N = A.shape, B.shape[1]
    return lib.fn("sgemm_routed")(M, N, K, 1.0, ptr(A), K, 1, ptr(B), N, 1, beta, ptr(C), N, 1,
                                  threads, r)


@pytest.fixture(scope="module")
def lib():
    return build_gemm_native(default_plan(native_isa()))


@pytest.mark.parametrize("shape", SHAPES, ids=lambda s: "x".join(map(str, s)))
def test_every_route_computes_the_same_product(lib, shape):
    M, N, K = shape
    rng = np.random.default_rng(M + N + K)
    A = rng.uniform(-1, 1, (M, K)).astype(np.float32)
    B = rng.uniform(-1, 1, (K, N)).astype(np.float32)
    C0 = rng.uniform(-1, 1, (M, N)).astype(np.float32)
    want = A.astype(np.float64) @ B + C0
    for r in ROUTES:
        for threads in (1, 2):
            C = C0.copy()
            assert routed(lib, A, B, C, r.value, beta=1.0, threads=threads) == 0, r.name
            np.testing.assert_allclose(C, want, rtol=1e-5, atol=1e-5 * K, err_msg=r.name)


def test_a_route_outside_the_table_is_refused_by_name(lib):
    A = np.ones((2, 2), np.float32)
    C = np.full((2, 2), 7.0, np.float32)
    for bad in (-1, len(ROUTES), 1000):
        rc = routed(lib, A, A, C, bad)
        assert return_codes.name(rc) == "EXOGEMM_BAD_ROUTE"
    assert (C == 7.0).all(), "a refused call wrote C"
    with pytest.raises(ExogemmError, match="unknown route 'fast'; routes: auto, packed"):
        route("fast")


def test_set_route_steers_the_cblas_entry_and_a_bad_value_means_auto(lib):
    # K past the plan's kc: the packed path adds each kc chunk's sum to C, so its bits differ
    # from the small path's (at K <= kc both sum every k step in one register, in order)
    M, N, K = 16, 1024, 2 * lib.plan.blocking.kc + 1
    rng = np.random.default_rng(3)
    A = rng.uniform(-1, 1, (M, K)).astype(np.float32)
    B = rng.uniform(-1, 1, (K, N)).astype(np.float32)
    ptr = lambda x: lib.ffi.cast("float *", x.ctypes.data)

    def cblas() -> np.ndarray:
        C = np.zeros((M, N), np.float32)
        assert lib.fn("sgemm_ex")(101, 111, 111, M, N, K, 1.0, ptr(A), K, ptr(B), N,
                                  0.0, ptr(C), N, 1) == 0
        return C

    out = {}
    for r in (route("packed"), route("small"), AUTO):
        lib.set_route(r)
        out[r.name] = cblas()
    lib.fn("set_route")(99)  # not a route: the cblas entries take the rules again
    C = cblas()
    # 16 rows take the small path by the rules: auto's bits are small's, packed's differ
    assert np.array_equal(out["auto"], out["small"]) and np.array_equal(C, out["auto"])
    assert not np.array_equal(out["packed"], out["small"])


# --------------------------------------------------------------------------- the fitted selector

D, T, P = "6x16 model/auto", "6x16 tall/auto", "6x16 model/packed_a"


def point(m, n, k, threads=1, **rates):
    return GridPoint(m, n, k, threads, rates)


GRID = (point(64, 64, 9216, **{D: 60.0, P: 80.0, T: 59.0}),
        point(1024, 1024, 1024, **{D: 85.0, T: 86.0, P: 70.0}),   # tall within MIN_GAIN
        point(512, 512, 512, **{D: 80.0, T: 70.0}),
        point(64, 64, 9216, 2, **{D: 120.0, P: 110.0}))


def test_on_a_grid_shape_the_pick_is_the_measured_best_and_never_slower_than_the_default():
    for g in GRID:
        fit = fitted.fitted_choice(GRID, D, *g.shape, g.threads)
        assert fit.how == "calibrated" and fit.distance == 0.0
        assert g.gflops[fit.candidate] >= g.gflops[D]
    assert fitted.fitted_choice(GRID, D, 64, 64, 9216, 1).candidate == P
    # 86 against 85 is noise (MIN_GAIN): the default stays
    assert fitted.fitted_choice(GRID, D, 1024, 1024, 1024, 1).candidate == D
    # the grid of the nearest thread count answers: at 2 threads packed A lost
    assert fitted.fitted_choice(GRID, D, 64, 64, 9216, 2).candidate == D
    assert fitted.fitted_choice(GRID, D, 64, 64, 9216, 8).candidate == D


def test_near_a_grid_shape_the_measured_ratios_are_interpolated():
    fit = fitted.fitted_choice(GRID, D, 64, 96, 8192, 1)
    assert fit.how == "fitted" and fit.candidate == P and fit.nearest == (64, 64, 9216)
    assert 1.03 < fit.speedup <= 80.0 / 60.0
    assert fit.route == route("packed_a") and fit.family_name == "6x16 model"


def test_a_candidate_must_win_at_every_neighbour_it_is_interpolated_from():
    """A path's gain changes abruptly (N = 24 against N = 16 or 32): the small path twice as
    fast at one neighbour and 0.6x at the other is not picked between them, however the
    weighted mean comes out."""
    S = "6x16 model/small"
    grid_ = (point(784, 24, 288, **{D: 40.0, S: 80.0}), point(784, 48, 288, **{D: 80.0, S: 48.0}))
    fit = fitted.fitted_choice(grid_, D, 784, 32, 288, 1)  # nearer the small path's win
    assert fit.how == "fitted" and fit.candidate == D
    both = (point(784, 24, 288, **{D: 40.0, S: 80.0}), point(784, 48, 288, **{D: 80.0, S: 88.0}))
    assert fitted.fitted_choice(both, D, 784, 32, 288, 1).candidate == S


def test_far_from_the_grid_the_answer_says_it_extrapolates():
    fit = fitted.fitted_choice(GRID, D, 7, 50000, 3, 1)
    assert fit.how == "extrapolated" and fit.candidate == D
    assert fit.distance > fitted.MAX_DISTANCE
    assert fitted.fitted_choice((), D, 8, 8, 8, 1).how == "extrapolated"


@pytest.fixture
def calibrated(tmp_path, monkeypatch):
    path = tmp_path / "tuning.json"
    monkeypatch.setenv("EXOGEMM_TUNING", str(path))
    monkeypatch.delenv("EXOGEMM_CALIBRATION", raising=False)
    runtime._choose.cache_clear()
    yield path
    runtime._choose.cache_clear()


def host_calibration(isa, grid_points, **extra) -> HostCalibration:
    plan = default_plan(isa)
    b = plan.blocking
    return HostCalibration(host=host_fingerprint(), isa=isa.key, mr=plan.mr, nr=plan.nr,
                           blockings=(TileBlocking(plan.mr, plan.nr, b.mc, b.nc, b.kc),),
                           grid=tuple(grid_points), grid_version=grid.GRID_VERSION,
                           grid_code=library_fingerprint(), **extra)


def test_gemm_runs_the_route_the_grid_measured_and_its_bits(calibrated):
    isa = native_isa()
    default = fitted.candidate_name(candidates(isa)[0].name)
    packed = fitted.candidate_name(candidates(isa)[0].name, route("packed"))
    shape = (200, 8, 700)  # the narrow path by the rules (lane sums: other bits than packed)
    tf.save_calibration(host_calibration(isa, [point(*shape, **{default: 50.0, packed: 70.0})],
                                         grid_done=True))
    choice = runtime.plan_for_shape(*shape, 1)
    assert choice.why == "calibrated" and choice.route == route("packed")
    rng = np.random.default_rng(5)
    A = rng.uniform(-1, 1, shape[::2]).astype(np.float32)
    B = rng.uniform(-1, 1, shape[2:0:-1]).astype(np.float32)
    lib = build_gemm_native(choice.plan)
    want = {}
    for r in (route("packed"), AUTO):
        want[r.name] = np.zeros(shape[:2], np.float32)
        assert routed(lib, A, B, want[r.name], r.value) == 0
    got = gemm(A, B, threads=1)
    assert np.array_equal(got, want["packed"]) and not np.array_equal(got, want["auto"])
    # the grid timed op(B) = B: a call on B^T (the dot kernels' layout) keeps the rules
    Bt = np.ascontiguousarray(B.T)
    ptr = lambda x: lib.ffi.cast("float *", x.ctypes.data)
    M, N, K = shape
    by_rules = np.zeros((M, N), np.float32)
    assert lib.fn("sgemm_routed")(M, N, K, 1.0, ptr(A), K, 1, ptr(Bt), 1, K, 0.0,
                                  ptr(by_rules), N, 1, 1, AUTO.value) == 0
    assert np.array_equal(gemm(A, Bt, trans_b=True, threads=1), by_rules)
    assert choice.route_for(False) == AUTO and choice.route_for(True) == route("packed")
    far = runtime.plan_for_shape(3, 100000, 2, 1)
    assert far.why == "extrapolated" and far.route == AUTO


def test_a_grid_of_another_version_is_not_answered_from(calibrated):
    """A grid measured against other paths (an older GRID_VERSION: the wrapper's routes
    have changed since) says nothing: the runtime falls back to the model's pick, and
    `tune --explain` says why."""
    isa, shape, cal = _packed_measured_faster()
    tf.save_calibration(dataclasses.replace(cal, grid_version=grid.GRID_VERSION - 1))
    assert f"grid is of version {grid.GRID_VERSION - 1}" in _not_answered_from(isa, shape)


def _packed_measured_faster() -> tuple:
    """(native ISA, 200 x 8 x 700, a calibration whose one grid point measured the packed
    route 1.4x the default there)."""
    isa = native_isa()
    default = fitted.candidate_name(candidates(isa)[0].name)
    packed = fitted.candidate_name(candidates(isa)[0].name, route("packed"))
    shape = (200, 8, 700)
    cal = host_calibration(isa, [point(*shape, **{default: 50.0, packed: 70.0})],
                           grid_done=True)
    return isa, shape, cal


def _not_answered_from(isa, shape) -> str:
    """Checks that the saved calibration's grid gives no answer for `shape` (the runtime
    runs the model's pick on the rules' route); returns what `tune --explain` says of it."""
    runtime._choose.cache_clear()
    assert runtime.grid_answer(isa, *shape, 1) is None
    choice = runtime.plan_for_shape(*shape, 1)
    assert choice.why != "calibrated" and choice.route == AUTO
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(["tune", "--explain", "x".join(map(str, shape))]) == 0
    return out.getvalue()


def test_a_grid_measured_with_other_library_code_is_not_answered_from(calibrated, monkeypatch):
    """The grid times built libraries, whose routes follow the wrapper's rules (gen/c,
    gen/templates: not in the cache keys): a grid measured before a rule changed can rank
    the routes the other way round (on the Intel Xeon, 3136 x 128 x 16 at beta = 0: packed
    1.08x the tall form before its beta = 0 kernels, 0.86x after). The runtime does not
    answer from it, `tune --explain` says why, and `tune --host` measures it anew."""
    isa, shape, cal = _packed_measured_faster()
    tf.save_calibration(cal)
    assert runtime.grid_answer(isa, *shape, 1).how == "calibrated"
    stale = dataclasses.replace(cal, grid_code="measured with an older wrapper")
    tf.save_calibration(stale)
    assert "measured with other library code" in _not_answered_from(isa, shape)
    monkeypatch.setattr(grid, "GRID", (("small", ((24, 40, 32),)),))
    monkeypatch.setattr(grid, "thread_counts", lambda: (1,))
    again = grid.measure_grid(isa, stale, quick=True, progress=False, path=calibrated)
    assert [g.shape for g in again.grid] == [(24, 40, 32)] and again.grid_done
    assert again.grid_code == library_fingerprint()


def test_an_interrupted_grid_resumes_where_it_stopped(calibrated, monkeypatch):
    isa = native_isa()
    monkeypatch.setattr(grid, "GRID", (("small", ((24, 40, 32), (40, 24, 64))),))
    monkeypatch.setattr(grid, "thread_counts", lambda: (1,))
    start = host_calibration(isa, [])
    seen = []

    def stop_after_one(line: str) -> None:
        seen.append(line)
        if len(seen) == 1:
            raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        grid.measure_grid(isa, start, quick=True, progress=False, path=calibrated,
                          report=stop_after_one)
    saved = HostCalibration.from_json(tf.read_hosts(calibrated)[host_fingerprint()][isa.key])
    assert [g.shape for g in saved.grid] == [(24, 40, 32)] and not saved.grid_done
    lines = []
    done = grid.measure_grid(isa, saved, quick=True, progress=False, path=calibrated,
                             report=lines.append)
    assert "resuming: 1 grid points measured before, 1 to go" in lines[0]
    assert [g.shape for g in done.grid] == [(24, 40, 32), (40, 24, 64)] and done.grid_done
    assert done.grid[0] == saved.grid[0], "a measured point was measured again"
    # a grid of another layout is measured anew
    old = dataclasses.replace(done, grid_version=grid.GRID_VERSION - 1)
    again = grid.measure_grid(isa, old, quick=True, progress=False, path=calibrated)
    assert len(again.grid) == 2 and again.grid_version == grid.GRID_VERSION


def test_every_grid_candidate_is_a_build_of_the_family_on_a_route():
    isa = native_isa()
    family = {c.name: c.plan for c in candidates(isa)}
    for cls, shape in grid.grid_shapes():
        cands = point_candidates(isa, *shape)
        first = next(iter(cands))
        assert first == fitted.candidate_name(candidates(isa)[0].name), shape
        for name, (plan, r) in cands.items():
            fam, rname = name.rsplit("/", 1)
            assert family[fam] == plan and route(rname) == r
        assert len(cands) >= 2, f"{cls} {shape}: nothing to compare with the default"


def test_the_grid_holds_no_held_out_shape():
    """The selector is judged on the heldout suite: it must never have been fitted on it."""
    heldout = {layer.gemm for layer in get_suite("heldout").layers()}
    assert len(heldout) >= 50
    assert not heldout & {shape for _, shape in grid.grid_shapes()}


def test_the_selector_benchmark_times_the_choice_beside_every_candidate(calibrated):
    isa = native_isa()
    default = fitted.candidate_name(candidates(isa)[0].name)
    packed = fitted.candidate_name(candidates(isa)[0].name, route("packed"))
    tf.save_calibration(host_calibration(isa, [point(200, 8, 700, **{default: 5.0,
                                                                      packed: 70.0})]))
    tiny = Suite("tiny", "two layers", lambda quick=False: [
        Layer("narrow", "fc", "g", 200, 8, 700), Layer("far", "fc", "g", 3, 9000, 2)], (), ())
    judged = selector.judge_suite(isa, tiny, (1,), quick=True)
    assert [(j.m, j.why, j.choice) for j in judged] == [
        (200, "calibrated", packed), (3, "extrapolated", default)]
    for j in judged:
        assert j.choice in j.gflops and default in j.gflops and len(j.gflops) >= 2
        assert 0 < j.pick_ratio <= 1 and j.best in j.gflops
    lines = selector.report(judged, as_json=False)
    assert any("the choice >= 0.97x the best candidate on" in line for line in lines)
    assert selector.report(judged, as_json=True)["summary"][1]["shapes"] == 2


def test_tune_host_resumes_at_the_grid_when_its_layout_changed(calibrated, monkeypatch):
    """A calibration whose grid is of an older layout keeps stages 1-3 (the default tile and
    blocking, measured over minutes) and measures the new grid only."""
    from exogemm.tune import host as tune_host

    isa = native_isa()
    monkeypatch.setattr(grid, "GRID", (("small", ((24, 40, 32),)),))
    monkeypatch.setattr(grid, "thread_counts", lambda: (1,))
    old = host_calibration(isa, [point(8, 8, 8, **{"x/auto": 1.0})], when="earlier",
                           grid_done=True)
    tf.save_calibration(dataclasses.replace(old, grid_version=grid.GRID_VERSION - 1))
    lines = []
    cal = tune_host.calibrate_host(isa, quick=True, progress=False, path=calibrated,
                                   report=lines.append)
    assert "resuming the calibration measured earlier" in lines[0]
    assert cal.when == "earlier" and cal.grid_done and cal.grid_version == grid.GRID_VERSION
    assert [g.shape for g in cal.grid] == [(24, 40, 32)]
