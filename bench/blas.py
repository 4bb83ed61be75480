"""The drop-in BLAS (libexogemm_blas.so) against `exogemm.gemm`: a benchmark, not a test.

Debian's NumPy (`/usr/bin/python3`, linked to the system BLAS) computes float32 A @ B on
squares with the library preloaded (LD_PRELOAD, its call counter checked: the products
really ran exogemm's code), beside `exogemm.gemm(A, B)` on the same shapes and threads in
this process, and the system BLAS alone for context; then the fixed cost of one
`cblas_sgemm` call on 1 x 1 x 1 from C (bench/timing/ctimer.py), beside the plan's own
cblas-style entry. Rounds alternate the libraries, best time of each kept.

    python -m exogemm.bench.blas [--sizes 512 1024 2048] [--threads 1 2] [--json]
"""

from __future__ import annotations

import argparse
import ctypes
import json
import os
import re
import subprocess
import time
from dataclasses import asdict, dataclass
from pathlib import Path

import numpy as np

from exogemm.api.gemm import gemm
from exogemm.bench.timing.ctimer import CblasSgemm, measure
from exogemm.bench.workers import BuiltSgemm
from exogemm.core.host import host_cpu
from exogemm.gen.c.gemm_build import build_gemm_native
from exogemm.runtime.blas import blas_plan, blas_policy, build_blas
from exogemm.runtime.dispatch import plan_for_shape

SYSTEM_PYTHON = "/usr/bin/python3"
PROBE = Path(__file__).with_name("blas_numpy_probe.py")
SIZES = (512, 1024, 1536, 2048)
ROUNDS = 5
REPS = 3
COUNT = re.compile(r"exogemm_blas: (\d+) SGEMM calls computed")


@dataclass(frozen=True)
class Square:
    n: int
    threads: int
    preloaded: float  # GFLOP/s of Debian NumPy's A @ B with the library preloaded
    gemm: float  # GFLOP/s of exogemm.gemm(A, B)
    system: float  # GFLOP/s of Debian NumPy on the system BLAS alone
    calls: int  # SGEMM calls the library counted in the preloaded runs
    gemm_plan: str  # what exogemm.gemm ran
    library_plan: str  # what the library ran

    def line(self) -> str:
        same = "the same plan" if self.gemm_plan == self.library_plan else \
            f"plans differ: gemm {self.gemm_plan}, library {self.library_plan}"
        return (f"{self.n:5d}^3 {self.threads}T: NumPy + libexogemm_blas {self.preloaded:6.1f} "
                f"GFLOP/s, exogemm.gemm {self.gemm:6.1f} ({self.preloaded / self.gemm:.3f}x), "
                f"system BLAS {self.system:6.1f}; {self.calls} calls through exogemm, {same}")


def numpy_seconds(n: int, threads: int, library: Path | None) -> tuple[float, int]:
    """(best seconds of A @ B in Debian's NumPy, calls the library counted)."""
    env = {**os.environ, "OMP_NUM_THREADS": str(threads), "EXOGEMM_NUM_THREADS": str(threads)}
    env.pop("LD_PRELOAD", None)
    if library is not None:
        env.update(LD_PRELOAD=str(library), EXOGEMM_BLAS_VERBOSE="1")
    proc = subprocess.run([SYSTEM_PYTHON, str(PROBE), str(n), str(REPS)], env=env,
                          capture_output=True, text=True, check=True)
    found = COUNT.search(proc.stderr)
    return json.loads(proc.stdout)["seconds"], int(found.group(1)) if found else 0


def gemm_seconds(n: int, threads: int) -> float:
    rng = np.random.default_rng(0)
    a = rng.uniform(-1, 1, (n, n)).astype(np.float32)
    b = rng.uniform(-1, 1, (n, n)).astype(np.float32)
    gemm(a, b, threads=threads)
    best = float("inf")
    for _ in range(REPS):
        t0 = time.perf_counter()
        gemm(a, b, threads=threads)
        best = min(best, time.perf_counter() - t0)
    return best


def short(plan) -> str:
    b = plan.blocking
    return f"{plan.mr}x{plan.nr} mc={b.mc} nc={b.nc} kc={b.kc}"


def squares(sizes=SIZES, threads=(1,)) -> list[Square]:
    library, policy = build_blas(), blas_policy()
    out = []
    for t in threads:
        for n in sizes:
            flop = 2.0 * n**3 / 1e9
            pre, ours, system, calls = [], [], [], 0
            for _ in range(ROUNDS):
                seconds, counted = numpy_seconds(n, t, library)
                pre.append(seconds)
                calls += counted
                ours.append(gemm_seconds(n, t))
                system.append(numpy_seconds(n, t, None)[0])
            out.append(Square(n, t, flop / min(pre), flop / min(ours), flop / min(system),
                              calls, short(plan_for_shape(n, n, n, t)[0]),
                              short(policy.plan_for(n, n, n, t))))
    return out


def call_overhead_ns() -> dict[str, float]:
    """Best ns per 1 x 1 x 1 call from C: the library's cblas_sgemm and sgemm_ path (row-
    and column-major) and the embedded plan's own cblas-style sgemm."""
    lib = ctypes.CDLL(str(build_blas()))
    ours = CblasSgemm.from_pointer(lib.cblas_sgemm, False, "cblas_sgemm")
    plan = BuiltSgemm.of(build_gemm_native(blas_plan()))
    out = {}
    for name, fn, layout in (("cblas_sgemm row-major", ours, "row"),
                             ("cblas_sgemm col-major", ours, "col"),
                             (f"{blas_plan().prefix}_sgemm row-major", plan, "row")):
        gflops = max(measure(fn, 1, 1, 1, layout=layout, min_time=0.05, samples=5))
        out[name] = 2.0 / gflops
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=list(SIZES))
    parser.add_argument("--threads", type=int, nargs="+", default=[1])
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    results = squares(args.sizes, args.threads)
    overhead = call_overhead_ns()
    if args.json:
        print(json.dumps({"host": host_cpu().describe(), "load": os.getloadavg(),
                          "plans": [p.describe() for p in blas_policy().plans],
                          "squares": [asdict(r) for r in results], "overhead_ns": overhead},
                         indent=1))
        return 0
    print(f"host: {host_cpu().describe()}; load average {os.getloadavg()[0]:.1f} at the end")
    print(f"library: {len(blas_policy().plans)} plans, default {blas_plan().describe()}")
    for r in results:
        print(r.line())
    for name, ns in overhead.items():
        print(f"1x1x1 {name}: {ns:.0f} ns per call from C")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
