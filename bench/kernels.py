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

from exogemm.bench.peak import PeakProbe
from exogemm.gen.emit import emit_microkernels
from exogemm.gen.native import build_native
from exogemm.gen.pipeline import validate
from exogemm.host import host_cpu
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


def bench_kernels(isa: VectorIsa, tiles: list[Tile], samples: int = 5,
                  min_time: float = 0.05) -> tuple[list[KernelResult], float]:
    """Validate and time each tile; return the results and the peak GFLOP/s used for %."""
    sources = emit_microkernels(tiles)
    verdicts = validate(isa, tiles, kcs=(1, 7, 256), sources=sources)
    ok = {t.name: all(v.ok for v in verdicts if v.name == t.name) for t in tiles}
    probe = PeakProbe(isa, seconds=min_time)
    peak_runs: list[float] = []
    module = build_native(isa, sources)
    rng = np.random.default_rng(1)
    results = []
    for t in tiles:
        kc = l1_kc(t)
        Ac = rng.uniform(-1, 1, (kc, t.mr)).astype(np.float32)
        Bc = rng.uniform(-1, 1, (kc, t.nr)).astype(np.float32)
        C = np.zeros(t.mr * t.nr, dtype=np.float32)
        flops = 2.0 * t.mr * t.nr * kc
        reps = 64
        while module.time(t.name, reps, kc, Ac, Bc, C, t.nr) < min_time:
            reps *= 2
        runs = []
        for _ in range(max(samples, 5)):  # kernel and peak alternate: both see the same load
            runs.append(flops * reps / module.time(t.name, reps, kc, Ac, Bc, C, t.nr) / 1e9)
            peak_runs.append(probe.sample())
        results.append(KernelResult(t.name, t.mr, t.nr, kc, ok[t.name],
                                    statistics.median(runs), runs))
    peak = statistics.median(peak_runs)
    for r in results:
        r.percent_of_peak = 100.0 * r.gflops / peak
    return results, peak
