"""Roofline view of a layer suite: is a layer slow because of the kernel or because of memory?

A GEMM of M x N x K does 2*M*N*K flops and must move at least the operands once: A (M*K),
B (K*N) and C written, and read too unless beta = 0 (M*N or 2*M*N), 4 bytes each
(bench/bandwidth.gemm_bytes). Its
arithmetic intensity I = flops / bytes bounds what any library can reach on one core:

    attainable GFLOP/s = min(FMA peak, I * memory bandwidth)

Square GEMMs have I in the hundreds and sit under the flat compute roof; DL layers with a
small N or K (tall-skinny convolutions, pointwise layers, batch-1 classifiers) have I near
or below the ridge point peak / bandwidth, where blocking cannot help and only bytes count.
The bandwidth is measured in the same run as the GFLOP/s (single-core copy, read + write),
like the peak, so the two roofs and the points share the machine's state.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from exogemm.bench.report import pyplot, save_figure
from exogemm.bench.timing.bandwidth import FLOAT_BYTES, gemm_bytes


def arithmetic_intensity(m: int, n: int, k: int, beta: float = 1.0) -> float:
    """Flops per byte of the minimal traffic: 2mnk / (4 (mk + kn + 2mn)), or with mn for
    beta = 0."""
    if min(m, n, k) <= 0:
        raise ValueError(f"GEMM dimensions must be positive, got {m}x{n}x{k}")
    return 2.0 * m * n * k / gemm_bytes(m, n, k, beta)


def measure_bandwidth(megabytes: int = 256, repeats: int = 5) -> float:
    """Single-core memory bandwidth in GB/s: best of `repeats` copies of a buffer far larger
    than the caches, counting the bytes read and the bytes written."""
    src = np.ones(megabytes * 2**20 // FLOAT_BYTES, dtype=np.float32)
    dst = np.empty_like(src)
    np.copyto(dst, src)  # touch both buffers so page faults are not timed
    best = float("inf")
    for _ in range(repeats):
        t = time.perf_counter()
        np.copyto(dst, src)
        best = min(best, time.perf_counter() - t)
    return 2.0 * src.nbytes / best / 1e9


@dataclass(frozen=True)
class RooflinePoint:
    label: str
    library: str
    intensity: float
    gflops: float


def attainable(intensity: float, peak_gflops: float, bandwidth_gbs: float) -> float:
    return min(peak_gflops, intensity * bandwidth_gbs)


def plot_roofline(points: list[RooflinePoint], peak_gflops: float, bandwidth_gbs: float,
                  path: Path, title: str) -> Path | None:
    """Log-log roofline with one marker per (layer, library); None without points.
    Needs matplotlib (bench/report.pyplot)."""
    if not points:
        return None
    plt = pyplot()
    lo = min(p.intensity for p in points) / 2
    hi = max(max(p.intensity for p in points) * 2, 2 * peak_gflops / bandwidth_gbs)
    xs = np.geomspace(lo, hi, 200)
    fig, ax = plt.subplots(figsize=(8, 5))
    ax.plot(xs, [attainable(x, peak_gflops, bandwidth_gbs) for x in xs], color="black", lw=1.5,
            label=f"roof: FMA peak {peak_gflops:.0f} GFLOP/s, copy bandwidth "
                  f"{bandwidth_gbs:.1f} GB/s")
    markers = "os^vD<>p*"
    for i, lib in enumerate(dict.fromkeys(p.library for p in points)):
        mine = [p for p in points if p.library == lib]
        ax.scatter([p.intensity for p in mine], [p.gflops for p in mine], s=28 if lib.startswith(
            "exogemm") else 18, marker=markers[i % len(markers)], label=lib, zorder=3,
            edgecolors="black" if lib.startswith("exogemm") else "none", linewidths=0.5)
    ax.set_xscale("log")
    ax.set_yscale("log")
    ax.set_xlabel("arithmetic intensity (flop / byte of A, B, C traffic)")
    ax.set_ylabel("GFLOP/s")
    ax.set_title(title)
    ax.grid(alpha=0.3, which="both")
    ax.legend(fontsize=7)
    return save_figure(fig, path, dpi=100)
