"""Micro-kernel benchmark: GFLOP/s of each kernel with its operands in L1, as % of peak.

Each kernel is validated first (a kernel that computes the wrong thing fast is reported as
such), then timed from C: `reps` back-to-back calls per sample, samples of >= min_time
seconds, median of >= 5. The FMA peak is measured in the same run, interleaved with the
kernels: each kernel sample is followed by a peak sample, so both see the same machine load,
and % of peak divides the kernels' medians by the median of those interleaved peak samples.
"""

from __future__ import annotations

import statistics
from dataclasses import dataclass

import numpy as np

from exogemm.bench.timing.ctimer import aligned_matrix, calibrate_reps
from exogemm.bench.timing.peak import PeakProbe
from exogemm.core.host import host_cpu
from exogemm.gen.c.native import NativeKernels, build_native
from exogemm.gen.check.pipeline import validate
from exogemm.gen.exo.kernels import emit_microkernels
from exogemm.isa.base import VectorIsa
from exogemm.plan.tile import Tile, default_tile, make_tile, max_mr

KC_TARGET = 256


@dataclass
class KernelResult:
    name: str
    mr: int
    nr: int
    kc: int
    validated: bool
    gflops: float
    samples: list[float]
    percent_of_peak: float = 0.0


def l1_bytes() -> int:
    caches = host_cpu().caches
    return caches.l1.size if caches else 32 * 1024


def l1_kc(tile: Tile) -> int:
    """kc near 256 such that the Ac and Bc panels (kc*(mr+nr) floats) fit in L1."""
    kc = KC_TARGET
    while kc > 16 and 4 * kc * (tile.mr + tile.nr) > l1_bytes():
        kc //= 2
    return kc


def benchmark_tiles(isa: VectorIsa) -> list[Tile]:
    """The ISA's default tile, then the tallest kernel for 1..4 vectors per row (the shapes
    BLIS-style kernels use)."""
    tiles = [default_tile(isa)]
    for nv in range(1, 5):
        nr = nv * isa.lanes
        if max_mr(nr, isa) >= 1 and make_tile(max_mr(nr, isa), nr, isa) not in tiles:
            tiles.append(make_tile(max_mr(nr, isa), nr, isa))
    return tiles


@dataclass(frozen=True)
class InterleavedTimings:
    """Per tile (tile, kc, GFLOP/s samples), and the peak samples taken between them."""

    kernels: list[tuple[Tile, int, list[float]]]
    peak_runs: list[float]
    accumulators: int  # of the peak loop


def time_interleaved(isa: VectorIsa, module: NativeKernels, tiles: list[Tile], samples: int,
                     seconds: float) -> InterleavedTimings:
    """Time each tile's kernel of `module` on L1-sized panels (kc from `l1_kc`), `samples`
    samples of about `seconds` taken round-robin over the tiles, each followed by a peak sample:
    kernel and peak see the same machine load, so % of peak divides like by like (`exogemm bench
    --kernels`, the
    workbench's `time_kernels`)."""
    probe = PeakProbe(isa, seconds=seconds)
    rng = np.random.default_rng(1)
    timers = []
    for t in tiles:
        kc = l1_kc(t)
        # cache-line aligned, as the GEMM's packing workspace is (page-aligned): a B row
        # straddling two lines costs the kernel a second load slot
        Ac, Bc = aligned_matrix(kc, t.mr), aligned_matrix(kc, t.nr)
        Ac[...], Bc[...] = rng.uniform(-1, 1, Ac.shape), rng.uniform(-1, 1, Bc.shape)
        C = np.zeros(t.mr * t.nr, dtype=np.float32)

        def timed(reps: int, t: Tile = t, kc: int = kc, Ac=Ac, Bc=Bc, C=C) -> float:
            return module.time(t.name, reps, kc, Ac, Bc, C, t.nr)

        timers.append((t, kc, timed, calibrate_reps(timed, seconds)))
    # round-robin over the tiles, so that a burst of load from another tenant of this
    # shared machine slows one sample of every kernel rather than all samples of one
    runs: dict[Tile, list[float]] = {t: [] for t in tiles}
    peak_runs = []
    for _ in range(samples):
        for t, kc, timed, reps in timers:
            runs[t].append(2.0 * t.mr * t.nr * kc * reps / timed(reps) / 1e9)
            peak_runs.append(probe.sample())
    return InterleavedTimings([(t, kc, runs[t]) for t, kc, _, _ in timers], peak_runs,
                              probe.accumulators)


def bench_kernels(isa: VectorIsa, tiles: list[Tile], samples: int = 5,
                  min_time: float = 0.05) -> tuple[list[KernelResult], float]:
    """Validate and time each tile; return the results and the peak GFLOP/s used for %."""
    sources = emit_microkernels(tiles)
    verdicts = validate(isa, tiles, kcs=(1, 7, 256), sources=sources)
    ok = {t.name: all(v.ok for v in verdicts if v.group == t.name) for t in tiles}
    timings = time_interleaved(isa, build_native(isa, sources), tiles, max(samples, 5),
                               min_time)
    peak = statistics.median(timings.peak_runs)
    return [KernelResult(t.name, t.mr, t.nr, kc, ok[t.name], statistics.median(runs), runs,
                         100.0 * statistics.median(runs) / peak)
            for t, kc, runs in timings.kernels], peak
