"""`exogemm bench --overhead`: the fixed cost of one call, from C and from Python.

Why: on tiny problems the cost of a call is its overhead (argument checks, plan lookup,
dispatch), not its arithmetic. From C, the library's cblas-style `sgemm` (the entry a C
user or the BLAS interface calls) is timed on 1 x 1 x 1 by the C timer (bench/timing/ctimer.py);
the target is at most 100 ns. From Python, `exogemm.gemm(A, B, C)` is timed beside
`numpy.matmul(A, B, out=C)` on the same arrays, interleaved, so a user sees what each call
costs before any arithmetic. Both for the plan the runtime picks for the shape.
"""

from __future__ import annotations

import statistics
import time
from dataclasses import asdict, dataclass

import numpy as np

from exogemm.api.gemm import gemm, native_isa
from exogemm.bench.timing.ctimer import measure
from exogemm.bench.workers import BuiltSgemm
from exogemm.core.host import host_cpu
from exogemm.gen.c.gemm_build import build_gemm_native
from exogemm.runtime.dispatch import choose_plan

#: The shapes timed (tiny: the call is all overhead).
SHAPES = ((1, 1, 1), (4, 4, 4), (16, 16, 16))
CALLS = 2000  # Python calls per sample
SAMPLES = 7


@dataclass(frozen=True)
class Overhead:
    shape: tuple[int, int, int]
    c_ns: float  # best ns per call of the library's sgemm from C
    python_us: float  # median us per exogemm.gemm call
    numpy_us: float  # median us per numpy.matmul call

    def line(self) -> str:
        m, n, k = self.shape
        return (f"{m}x{n}x{k}: from C {self.c_ns:.0f} ns per call; from Python exogemm.gemm "
                f"{self.python_us:.2f} us, numpy.matmul {self.numpy_us:.2f} us "
                f"({self.python_us / self.numpy_us:.1f}x)")


def _python_times(m: int, n: int, k: int) -> tuple[float, float]:
    """Median us per call of exogemm.gemm and numpy.matmul, samples interleaved."""
    rng = np.random.default_rng(0)
    a = rng.uniform(-1, 1, (m, k)).astype(np.float32)
    b = rng.uniform(-1, 1, (k, n)).astype(np.float32)
    c = np.zeros((m, n), np.float32)
    gemm(a, b, c)  # the plan's library loaded before timing
    ours, theirs = [], []
    for _ in range(SAMPLES):
        t0 = time.perf_counter()
        for _ in range(CALLS):
            gemm(a, b, c)
        t1 = time.perf_counter()
        for _ in range(CALLS):
            np.matmul(a, b, out=c)
        t2 = time.perf_counter()
        ours.append((t1 - t0) / CALLS * 1e6)
        theirs.append((t2 - t1) / CALLS * 1e6)
    return statistics.median(ours), statistics.median(theirs)


def measure_overhead(shapes=SHAPES) -> list[Overhead]:
    out = []
    for m, n, k in shapes:
        choice = choose_plan(native_isa(), m, n, k, 1)
        lib = BuiltSgemm.of(build_gemm_native(choice.plan), choice.route)
        gflops = max(measure(lib, m, n, k, threads=1, min_time=0.05, samples=5))
        python_us, numpy_us = _python_times(m, n, k)
        out.append(Overhead((m, n, k), 2.0 * m * n * k / gflops, python_us, numpy_us))
    return out


def report(results: list[Overhead], as_json: bool) -> dict | list[str]:
    if as_json:
        return dict(host=host_cpu().describe(), calls=[asdict(r) for r in results])
    return [f"per-call cost on {host_cpu().describe()}, 1 thread, beta = 1:",
            *(r.line() for r in results)]
