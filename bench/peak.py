"""Measure the single-core FP32 FMA peak of a native ISA with a generated C loop.

The loop keeps `registers - 2` independent accumulators busy (far more than FMA latency x
ports), so it is bound by FMA throughput alone; that is the ceiling micro-kernels are
compared with. It is written from the ISA's own C snippets, so every native ISA gets one.
"""

from __future__ import annotations

import statistics
from dataclasses import dataclass

from exogemm.gen.native import build_native
from exogemm.isa.base import VectorIsa

PEAK_DECL = "double exogemm_peak_seconds(int64_t iters, float *sink);"


def peak_source(isa: VectorIsa) -> tuple[str, int]:
    """C for the peak loop and the number of accumulators it uses."""
    t = isa.c
    n = isa.registers - 2
    lines = [
        "double exogemm_peak_seconds(int64_t iters, float *sink) {",
        f"    {isa.c_vector_type} x = {t.set1.format(x='1.0000001f')};",
        f"    {isa.c_vector_type} y = {t.set1.format(x='0.9999999f')};",
    ]
    lines += [f"    {isa.c_vector_type} a{i} = {t.set1.format(x=f'{i}.0f')};" for i in range(n)]
    lines += ["    double t0 = exogemm_now();", "    for (int64_t r = 0; r < iters; r++) {"]
    lines += [f"        a{i} = {t.fma_vv.format(acc=f'a{i}', x='x', y='y')};" for i in range(n)]
    lines += ["    }", "    double t1 = exogemm_now();"]
    lines += [f"    {t.store_expr.format(ptr=f'sink + {i * isa.lanes}', v=f'a{i}')};" for i in range(n)]
    lines += ["    return t1 - t0;", "}"]
    return f"{isa.header}\n" + "\n".join(lines) + "\n", n


@dataclass
class Peak:
    isa: str
    gflops: float
    samples: list[float]
    accumulators: int


class PeakProbe:
    """The compiled peak loop, sampled on demand (so benchmarks can interleave it)."""

    def __init__(self, isa: VectorIsa, seconds: float = 0.1):
        import numpy as np

        src, self.accumulators = peak_source(isa)
        self.module = build_native(isa, [], extra_c=src, extra_cdef=PEAK_DECL)
        self._sink = np.zeros(self.accumulators * isa.lanes, dtype=np.float32)
        self._ptr = self.module.ffi.cast("float *", self.module.ffi.from_buffer(self._sink))
        self._flops_per_iter = 2.0 * self.accumulators * isa.lanes
        iters = 1000
        while (t := self._seconds(iters)) < seconds / 4:
            iters *= 4
        self.iters = max(1, int(iters * seconds / max(t, 1e-9)))

    def _seconds(self, iters: int) -> float:
        return self.module.lib.exogemm_peak_seconds(iters, self._ptr)

    def sample(self) -> float:
        """One GFLOP/s sample of about the calibrated duration."""
        return self._flops_per_iter * self.iters / self._seconds(self.iters) / 1e9


def measure_peak(isa: VectorIsa, samples: int = 7, seconds: float = 0.1) -> Peak:
    """Median GFLOP/s over `samples` runs of about `seconds` each (after calibration)."""
    probe = PeakProbe(isa, seconds)
    runs = [probe.sample() for _ in range(samples)]
    return Peak(isa.key, statistics.median(runs), runs, probe.accumulators)
