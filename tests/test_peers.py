"""Peer BLAS discovery and the C timing harness.

Why: benchmark figures are only meaningful if every peer computes the same
cblas_sgemm contract exogemm implements (layouts, transposes, alpha/beta,
padded leading dimensions, beta == 0 not reading C) and the timer reports
sane numbers.  Peers that are not installed skip with the install command.
"""

from __future__ import annotations

import math
import os
from typing import Iterator

import numpy as np
import pytest

from exogemm.bench.peers import configure
from exogemm.bench.peers import discover as peers
from exogemm.bench.peers.discover import Peer, Skipped
from exogemm.bench.timing import ctimer
from exogemm.bench.timing.ctimer import CblasSgemm, aligned_matrix, measure, run_sgemm
from exogemm.bench.workers import Worker
from exogemm.core.host import HostCpu, host_cpu


@pytest.fixture(scope="module")
def found() -> dict[str, peers.Found]:
    return peers.discover(warn=False)


@pytest.fixture(params=peers.NAMES)
def peer(request: pytest.FixtureRequest, found: dict[str, peers.Found]) -> Iterator[Peer]:
    got = found[request.param]
    if isinstance(got, Skipped):
        pytest.skip(f"{got.name}: {got.reason}")
    got.set_threads(1)
    yield got


def _targets(found: dict[str, peers.Found]) -> list[CblasSgemm]:
    return [ctimer.reference_sgemm(True), ctimer.reference_sgemm(False)] + [
        p.sgemm for p in found.values() if isinstance(p, Peer)]


def _operand(rng: np.random.Generator, rows: int, cols: int, layout: str,
             pad: int) -> tuple[np.ndarray, np.ndarray]:
    """(buffer, view): a rows x cols view whose leading dimension is padded."""
    if layout == "row":
        full = aligned_matrix(rows, cols + pad, "row")
        view = full[:, :cols]
    else:
        full = aligned_matrix(rows + pad, cols, "col")
        view = full[:rows, :]
    full[...] = np.nan  # padding must never be read or written
    view[...] = rng.uniform(-1.0, 1.0, size=view.shape)
    return full, view


SHAPES = [(1, 1, 1), (7, 5, 3), (33, 17, 65), (64, 48, 40)]
SCALARS = [(1.0, 0.0), (0.5, -1.5), (-2.0, 1.0), (0.0, 0.75)]


def _check(sg: CblasSgemm, layout: str, ta: bool, tb: bool,
           shape: tuple[int, int, int], alpha: float, beta: float, pad: int,
           rng: np.random.Generator) -> None:
    m, n, k = shape
    _, a = _operand(rng, *((k, m) if ta else (m, k)), layout, pad)
    _, b = _operand(rng, *((n, k) if tb else (k, n)), layout, pad)
    c_full, c = _operand(rng, m, n, layout, pad)
    if beta == 0.0:
        c[...] = np.nan  # beta == 0 means C is write-only
    base = c.copy()
    opa = (a.T if ta else a).astype(np.float64)
    opb = (b.T if tb else b).astype(np.float64)
    want = alpha * (opa @ opb) + (beta * base if beta else 0.0)
    run_sgemm(sg, a, b, c, layout=layout, trans_a=ta, trans_b=tb,
              alpha=alpha, beta=beta)
    tol = 8 * np.finfo(np.float32).eps * (abs(alpha) * k + abs(beta) + 1)
    np.testing.assert_allclose(c, want, rtol=0, atol=tol,
                               err_msg=f"{sg.name} {layout} ta={ta} tb={tb} "
                                       f"{shape} alpha={alpha} beta={beta}")
    # C's padding is untouched (still NaN) and nothing outside C was written.
    assert np.isnan(c_full).sum() == c_full.size - c.size


@pytest.mark.parametrize("layout", ["row", "col"])
@pytest.mark.parametrize("ta", [False, True])
@pytest.mark.parametrize("tb", [False, True])
def test_peer_matches_numpy(peer: Peer, layout: str, ta: bool, tb: bool) -> None:
    rng = np.random.default_rng(1234)
    for i, shape in enumerate(SHAPES):
        alpha, beta = SCALARS[i % len(SCALARS)]
        _check(peer.sgemm, layout, ta, tb, shape, alpha, beta, pad=i % 2 * 3, rng=rng)
        alpha, beta = SCALARS[(i + 1) % len(SCALARS)]
        _check(peer.sgemm, layout, ta, tb, shape, alpha, beta, pad=0, rng=rng)


@pytest.mark.parametrize("ilp64", [True, False])
def test_reference_sgemm_matches_numpy(ilp64: bool) -> None:
    """The harness itself (no peer needed) passes the same contract."""
    rng = np.random.default_rng(7)
    sg = ctimer.reference_sgemm(ilp64)
    for layout in ("row", "col"):
        for ta in (False, True):
            for tb in (False, True):
                for i, shape in enumerate(SHAPES):
                    alpha, beta = SCALARS[i % len(SCALARS)]
                    _check(sg, layout, ta, tb, shape, alpha, beta, pad=i % 2, rng=rng)


def test_peer_metadata(peer: Peer) -> None:
    assert os.path.exists(peer.library_path)
    assert peer.sgemm.address
    assert peer.version, f"{peer.name}: no version string"
    if peer.name == "openblas":  # NumPy 2 wheels bundle ILP64 scipy-openblas
        assert peer.sgemm.ilp64 == ("USE64BITINT" in peer.notes)


def test_measure_peer(peer: Peer) -> None:
    g = measure(peer, 64, 48, 32, threads=1, min_time=0.005, samples=3)
    assert len(g) == 3 and all(math.isfinite(x) and x > 0 for x in g)


def test_measure_generic_pointer(found: dict[str, peers.Found]) -> None:
    """Any cblas-style address goes through the same timer (exogemm's too)."""
    for sg in _targets(found):
        again = CblasSgemm.from_pointer(sg.address, sg.ilp64, sg.name)
        g = measure(again, 16, 8, 24, layout="col", trans_a=True,
                    min_time=0.002, samples=2, warmup=0)
        assert len(g) == 2 and all(math.isfinite(x) and x > 0 for x in g), sg.name


def test_measure_threads_needs_setter() -> None:
    with pytest.raises(TypeError):
        measure(ctimer.reference_sgemm(), 4, 4, 4, threads=1, min_time=0.0)


def test_calibrate_reps_aims_past_min_time_at_the_rate_seen() -> None:
    calls: list[int] = []

    def timed(reps: int) -> float:  # a library call of 1 ms, steady
        calls.append(reps)
        return reps * 1e-3

    reps = ctimer.calibrate_reps(timed, 0.05)
    assert calls == [1, reps]  # one step at a steady rate
    assert 60 <= reps <= 61  # 20% past min_time: 1.2 * 0.05 s / 1 ms
    calls.clear()
    assert ctimer.calibrate_reps(timed, 0.0) == 1 and calls == [1]


def test_calibrate_reps_grows_at_most_100x_a_step() -> None:
    """A first call that reads as zero time (clock resolution) or a slow first call
    followed by fast ones must not blow up the count: each step is at most 100x."""
    calls: list[int] = []

    def timed(reps: int) -> float:
        calls.append(reps)
        return 0.0 if reps < 1000 else 1.0

    assert ctimer.calibrate_reps(timed, 0.5) == 10000
    assert calls == [1, 100, 10000]


def test_lp64_rejects_huge_dims() -> None:
    sg = ctimer.reference_sgemm(False)
    a = aligned_matrix(1, 1)
    big = np.lib.stride_tricks.as_strided(a, shape=(2, 1), strides=(4 * 2**31, 4))
    with pytest.raises(OverflowError):
        run_sgemm(sg, big, a, aligned_matrix(2, 1))


def test_missing_peers_are_skipped_with_reason(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in peers.NAMES:
        monkeypatch.setattr(peers, f"_{name}_candidates", lambda: [])
    got = peers.discover(warn=False)
    assert set(got) == set(peers.NAMES)
    assert all(isinstance(s, Skipped) for s in got.values())
    assert "pip install mkl" in got["mkl"].reason
    assert "apt-get install -y libblis4-openmp" in got["blis"].reason
    assert "BLAS exporting sgemm_" in got["libxsmm"].reason
    assert "OpenBLAS" in got["openblas"].reason


def test_unusable_library_is_skipped(tmp_path: os.PathLike[str]) -> None:
    libm = "/lib/x86_64-linux-gnu/libm.so.6"
    paths = {"mkl": [os.path.join(tmp_path, "libmkl_rt.so.2")]}
    if os.path.exists(libm):
        paths["blis"] = [libm]
    got = peers.discover(list(paths), paths=paths, warn=False)
    assert isinstance(got["mkl"], Skipped) and "cannot load" in got["mkl"].reason
    if "blis" in got:
        assert isinstance(got["blis"], Skipped)
        assert "no cblas_sgemm" in got["blis"].reason


def test_slow_env_is_reported() -> None:
    env = {"OPENBLAS_CORETYPE": "Haswell", "OPENBLAS_L2_SIZE": "", "PATH": "/bin"}
    msgs = peers.slow_env_settings(env)
    assert len(msgs) == 1 and "OPENBLAS_CORETYPE" in msgs[0]
    assert peers.slow_env_settings({}) == []


def test_discover_warns_on_slow_env(monkeypatch: pytest.MonkeyPatch) -> None:
    # Only add a variable when absent, so a real setting is never removed.
    if "OPENBLAS_L2_SIZE" not in os.environ:
        monkeypatch.setenv("OPENBLAS_L2_SIZE", "262144")
    with pytest.warns(RuntimeWarning, match="OPENBLAS_L2_SIZE"):
        peers.discover(["openblas"])


# ---------------------------------------------------------------- LIBXSMM


@pytest.fixture(scope="module")
def libxsmm(found: dict[str, peers.Found]) -> Peer:
    got = found["libxsmm"]
    if isinstance(got, Skipped):
        pytest.skip(f"libxsmm: {got.reason}")
    return got


def _product(sg: Peer, m: int, n: int, k: int, trans_b: bool = False, alpha: float = 1.0,
             seed: int = 0) -> tuple[np.ndarray, np.ndarray]:
    rng = np.random.default_rng(seed)
    a = rng.uniform(-1, 1, (m, k)).astype(np.float32)
    b = rng.uniform(-1, 1, (n, k) if trans_b else (k, n)).astype(np.float32)
    c = np.zeros((m, n), np.float32)
    run_sgemm(sg, a, b, c, trans_b=trans_b, alpha=alpha, beta=0.0)
    return c, alpha * (a.astype(np.float64) @ (b.T if trans_b else b).astype(np.float64))


def test_libxsmm_runs_a_dispatched_kernel_for_a_plain_small_gemm(libxsmm: Peer) -> None:
    for m, n, k in [(4, 4, 4), (17, 31, 13), (1, 1000, 64), (128, 128, 128)]:
        c, want = _product(libxsmm, m, n, k)
        np.testing.assert_allclose(c, want, rtol=0, atol=1e-4 * k)
        assert libxsmm.handle.last_path() == "jit", (m, n, k)


def test_libxsmm_hands_what_its_jit_refuses_to_libxsmm_sgemm(libxsmm: Peer) -> None:
    c, want = _product(libxsmm, 9, 7, 5, alpha=0.5)
    np.testing.assert_allclose(c, want, rtol=0, atol=1e-5)
    assert libxsmm.handle.last_path() == "libxsmm_sgemm"


def test_libxsmm_one_entry_cache_follows_the_shape(libxsmm: Peer) -> None:
    """Alternating shapes (and transposes) redispatch: a stale kernel would write the
    previous shape's result."""
    for seed, (m, n, k, tb) in enumerate([(8, 8, 8, False), (5, 3, 2, False), (8, 8, 8, False),
                                          (8, 8, 8, True), (3, 5000, 7, False)]):
        c, want = _product(libxsmm, m, n, k, trans_b=tb, seed=seed)
        np.testing.assert_allclose(c, want, rtol=0, atol=1e-4 * k, err_msg=str((m, n, k, tb)))


# ---------------------------------------------------------------- best configuration

ZEN5 = frozenset({"avx2", "fma", "avx512f", "avx512bw", "avx512vl", "avx512dq", "avx512_bf16"})
SKYLAKE_SERVER = frozenset({"avx2", "fma", "avx512f", "avx512bw", "avx512vl", "avx512dq"})
SAPPHIRE_RAPIDS = SKYLAKE_SERVER | {"avx512_bf16", "amx_tile", "amx_bf16"}
HASWELL = frozenset({"avx2", "fma", "avx"})


def test_best_openblas_coretype_is_the_widest_kernel_set_the_cpu_runs() -> None:
    assert configure.best_openblas_coretype(SAPPHIRE_RAPIDS) == "SapphireRapids"
    assert configure.best_openblas_coretype(ZEN5) == "Cooperlake"
    assert configure.best_openblas_coretype(SKYLAKE_SERVER) == "SkylakeX"
    assert configure.best_openblas_coretype(HASWELL) == "Haswell"
    assert configure.best_openblas_coretype({"avx512f", "avx2", "fma"}) == "Haswell"  # no BW/VL/DQ
    assert configure.best_openblas_coretype({"sse4_2"}) is None


def test_best_blis_archs_put_avx512_first() -> None:
    assert configure.best_blis_archs(ZEN5) == ["skx", "zen3", "haswell"]
    assert configure.best_blis_archs(HASWELL) == ["zen3", "haswell"]
    assert configure.best_blis_archs({"sse4_2"}) == []


def _host(features: frozenset[str]) -> HostCpu:
    return HostCpu("x86_64", "AuthenticAMD", "test CPU", "zen5", features, None)


def _peer(name: str, core: str | None) -> Peer:
    return Peer(name, f"/lib/lib{name}.so", "1.0", ctimer.reference_sgemm(False),
                lambda n: None, core=core)


def test_openblas_below_the_cpu_gets_a_second_row_with_the_best_coretype() -> None:
    rows = configure.configurations(["openblas"], found={"openblas": _peer("openblas", "Haswell")},
                                host=_host(ZEN5), environ={"OPENBLAS_CORETYPE": "Haswell"})
    assert [(r.column, r.label, r.env) for r in rows] == [
        ("openblas", "openblas (env: Haswell)", {}),
        ("openblas[Cooperlake]", "openblas (Cooperlake)", {"OPENBLAS_CORETYPE": "Cooperlake"})]


def test_openblas_already_at_its_best_kernels_gets_one_row() -> None:
    # Cooperlake runs SkylakeX's SGEMM kernels and reports itself as SkylakeX.
    rows = configure.configurations(["openblas"], found={"openblas": _peer("openblas", "SkylakeX")},
                                host=_host(ZEN5), environ={})
    assert [(r.column, r.label) for r in rows] == [("openblas", "openblas (SkylakeX)")]


def test_blis_override_row_when_the_build_honours_it(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(configure, "blis_arch_ids", lambda path: {"skx": 0, "zen3": 6})
    rows = configure.configurations(["blis"], found={"blis": _peer("blis", "generic")},
                                host=_host(ZEN5), environ={},
                                probe=lambda path, arch, i: None if arch == "zen3" else "no")
    assert [(r.column, r.env, r.skipped) for r in rows] == [
        ("blis", {}, None), ("blis[zen3]", {"BLIS_ARCH_TYPE": "6"}, None)]


def test_blis_override_that_fails_everywhere_is_a_skipped_row_with_the_reasons(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(configure, "blis_arch_ids", lambda path: {"skx": 0, "haswell": 3})
    rows = configure.configurations(["blis"], found={"blis": _peer("blis", "generic")},
                                host=_host(ZEN5), environ={},
                                probe=lambda path, arch, i: f"BLIS_ARCH_TYPE={i} aborts")
    assert rows[1].column == "blis[skx]" and rows[1].skipped
    assert "BLIS_ARCH_TYPE=0 aborts" in rows[1].skipped
    assert "zen3 is not in this build" in rows[1].skipped


def test_a_missing_peer_is_a_skipped_row() -> None:
    rows = configure.configurations(["mkl"], found={"mkl": Skipped("mkl", "pip install mkl")},
                                host=_host(ZEN5), environ={})
    assert [(r.column, r.skipped) for r in rows] == [("mkl", "pip install mkl")]


def test_an_override_that_did_not_take_is_reported() -> None:
    env = {"OPENBLAS_CORETYPE": "Cooperlake"}
    assert configure.configured_problem("openblas[Cooperlake]", _peer("openblas", "SkylakeX"),
                                    env) is None
    said = configure.configured_problem("openblas[Cooperlake]", _peer("openblas", "Haswell"), env)
    assert said and "runs Haswell" in said
    assert configure.configured_problem("openblas", _peer("openblas", "Haswell"), env) is None


def test_the_override_reaches_only_its_worker() -> None:
    """The best configuration's variable is set in the worker's environment (constructed
    for that subprocess), and that OpenBLAS then runs the kernels asked for."""
    best = configure.best_openblas_coretype(host_cpu().features)
    if best is None or configure.kernel_level("openblas", best) < 3:
        pytest.skip("this CPU has no OpenBLAS kernels above AVX2 to select")
    env = {"OPENBLAS_CORETYPE": best}
    w = Worker.start("exogemm.bench.dl", f"openblas[{best}]", None, env=env)
    try:
        assert w.about, w.skipped
        assert f"by OPENBLAS_CORETYPE={best}" in w.about and "SkylakeX" in w.about
    finally:
        w.close()
