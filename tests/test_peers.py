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

from exogemm.bench import ctimer, peers
from exogemm.bench.ctimer import CblasSgemm, aligned_matrix, measure, run_sgemm
from exogemm.bench.peers import Peer, Skipped


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
