"""`exogemm bench --suite square`: SGEMM with M = N = K from 64 to 4096, 1 and 2 threads,
exogemm against MKL, OpenBLAS (NumPy's) and BLIS, all measured in one run.

Method
  * Every library runs in its own worker process (`python -m exogemm.bench.square --worker`),
    so OpenMP / pthread pools never share a process. For each size the parent takes the
    samples round-robin, one sample per (library, thread count) in turn (rotating who goes
    first), so a burst of load from elsewhere hits every library and both thread counts
    alike -- the 2-thread speedup compares samples taken moments apart; after a threaded
    request it pauses so idle spinning threads of one library cannot steal cores from the
    next.
  * Each sample (bench/ctimer.run_sgemm) times back-to-back cblas-style calls from C (so
    Python overhead cannot dominate small sizes) on 64-byte aligned row-major operands,
    beta = 1; the repetitions are grown until one sample takes >= min_time (50 ms), then one
    warm-up sample; the result is the median of `samples` (>= 5) samples.
  * The FP32 FMA peak of one core is measured in the same run (bench/timing/peak.py), before and
    after; GFLOP/s are also given as % of it (x threads).
  * Peers that are not installed are reported as skipped with the reason, never dropped.

Output: a table (GFLOP/s, % of peak, ratios of exogemm to each peer), the geometric-mean
ratios over 512..4096, the 2-thread speedup over 1 thread, and JSON + PNG files.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from exogemm.api.gemm import native_isa
from exogemm.bench.report import (
    finish,
    geomean,
    measured,
    print_result,
    pyplot,
    require_native,
    save_figure,
    save_results,
    skipped_lines,
)
from exogemm.bench.timing.ctimer import aligned_matrix, calibrate_reps, run_sgemm
from exogemm.bench.timing.peak import measure_peak
from exogemm.bench.workers import (
    BuiltSgemm,
    load_peer,
    pause,
    rotated,
    serve,
    worker_isa,
    worker_pool,
)
from exogemm.core.errors import ExogemmError
from exogemm.gen.c.gemm_build import build_gemm_native
from exogemm.isa import get_isa
from exogemm.policy.blocking import default_gemm_tile, plan_for

SIZES = (64, 128, 256, 512, 1024, 2048, 4096)
THREADS = (1, 2)
LIBRARIES = ("exogemm", "mkl", "openblas", "blis")
TARGET_RANGE = (512, 4096)  # sizes the geomean targets are over


# --------------------------------------------------------------------------- worker


def _load(name: str, isa_key: str | None, plan_args: dict):
    """(object _Bench times, description) for one library, or raise with a reason."""
    if name == "exogemm":
        tile = default_gemm_tile(worker_isa(isa_key), plan_args.get("mr"), plan_args.get("nr"))
        lib = build_gemm_native(plan_for(tile, mc=plan_args.get("mc"), nc=plan_args.get("nc"),
                                         kc=plan_args.get("kc")))
        return BuiltSgemm.of(lib), lib.config()
    return load_peer(name)


class _Bench:
    """One (size, threads) measurement state in a worker: operands and calibrated reps."""

    def __init__(self, fn, n: int, threads: int, min_time: float):
        import numpy as np


        fn.set_threads(threads)
        rng = np.random.default_rng(n)
        self.mats = [aligned_matrix(n, n) for _ in range(3)]
        for x in self.mats:
            x[...] = rng.uniform(-1.0, 1.0, size=x.shape)
        self.fn, self.n, self.run = fn, n, run_sgemm
        self.reps = calibrate_reps(self._time, min_time)
        self._time(self.reps)  # warm-up sample

    def _time(self, reps: int) -> float:
        a, b, c = self.mats
        return self.run(self.fn, a, b, c, beta=1.0, reps=reps)

    def sample(self) -> float:
        return 2.0 * self.n**3 * self.reps / self._time(self.reps) / 1e9


def worker_main(name: str, isa_key: str | None, plan_args: dict) -> None:
    """Serve measurement requests (bench/workers.py protocol) for one library.

    {"n", "threads", "min_time"} -> {"sample": GFLOP/s}: the first request for a (n, threads)
    allocates the operands, calibrates the repetitions and runs a warm-up sample.
    """
    state: dict[tuple[int, int], _Bench] = {}

    def handle(fn, req: dict) -> dict:
        key = (req["n"], req["threads"])
        if key not in state:
            state.clear()  # one size at a time: free the previous operands
            state[key] = _Bench(fn, req["n"], req["threads"], req["min_time"])
        return {"sample": state[key].sample()}

    serve(lambda: _load(name, isa_key, plan_args), handle)


# --------------------------------------------------------------------------- suite


@dataclass
class SuiteResult:
    isa: str
    config: str
    peak_gflops: float
    peak_samples: list[float]
    sizes: list[int]
    threads: list[int]
    libraries: dict[str, str]  # name -> description, or "SKIPPED: reason"
    gflops: dict[str, dict[str, dict[str, float]]] = field(default_factory=dict)
    samples: dict[str, dict[str, dict[str, list[float]]]] = field(default_factory=dict)
    host: dict = field(default_factory=dict)
    seconds: float = 0.0

    def get(self, lib: str, t: int, n: int) -> float | None:
        return self.gflops.get(lib, {}).get(str(t), {}).get(str(n))

    def ratio(self, t: int, n: int, peer: str, lib: str = "exogemm", t_lib: int | None = None):
        a, b = self.get(lib, t if t_lib is None else t_lib, n), self.get(peer, t, n)
        return a / b if a and b else None

    def geomean_ratio(self, t: int, peer: str, lib: str = "exogemm",
                      t_lib: int | None = None) -> float | None:
        lo, hi = TARGET_RANGE
        return geomean(self.ratio(t, n, peer, lib, t_lib) for n in self.sizes if lo <= n <= hi)

    def to_json(self) -> dict:
        d = self.__dict__.copy()
        d["geomean_512_4096"] = {
            f"{t}t_vs_{p}": self.geomean_ratio(t, p)
            for t in self.threads for p in self.libraries if p != "exogemm"
        }
        if 1 in self.threads and 2 in self.threads:
            d["geomean_512_4096"]["exogemm_2t_vs_1t"] = self.geomean_ratio(
                1, "exogemm", "exogemm", t_lib=2)
        return d


def run_square_suite(isa=None, sizes=SIZES, threads=THREADS, libraries=LIBRARIES,
                     min_time: float = 0.05, samples: int = 5, out_dir: Path | None = None,
                     progress: Callable[[str], None] | None = print,
                     plan_args: dict | None = None, plot: bool = True) -> SuiteResult:
    """Run the square suite; write JSON (+ PNG) into out_dir (bench/results by default)."""

    say = progress or (lambda s: None)
    isa = isa or native_isa()
    plan_args = {k: v for k, v in (plan_args or {}).items() if v is not None}
    started = time.time()
    say(f"measuring the {isa.key} FMA peak ...")
    peak0 = measure_peak(isa)
    with worker_pool("exogemm.bench.square", libraries,
                     lambda name: isa.key if name == "exogemm" else None,
                     "--plan", json.dumps(plan_args)) as workers:
        libs = {w.name: w.description for w in workers.values()}
        for name, about in libs.items():
            say(f"{name:9} {about}")
        live = [w for w in workers.values() if w.about]
        res = SuiteResult(isa.key, workers["exogemm"].about or "" if "exogemm" in workers
                          else "", 0.0, [], list(sizes), list(threads), libs)
        # Every (library, threads) pair takes its samples in the same rounds, so the
        # 2-thread / 1-thread speedup compares timings taken moments apart, not minutes.
        runs = [(w, t) for t in threads for w in live]
        turn, last_t = 0, 1
        for n in sizes:
            got: dict[tuple[str, int], list[float]] = {(w.name, t): [] for w, t in runs}
            errors: dict[tuple[str, int], str] = {}
            for _ in range(samples):  # libraries and thread counts alternate sample by sample
                order = rotated(runs, turn)
                turn += 1
                for w, t in order:
                    if (w.name, t) in errors:
                        continue
                    pause(max(t, last_t))  # the previous request's idle threads may spin
                    last_t = t
                    ans = w.ask(n=n, threads=t, min_time=min_time)
                    if "sample" in ans:
                        got[w.name, t].append(ans["sample"])
                    else:
                        errors[w.name, t] = str(ans.get("error"))
            for t in threads:
                line = [f"{t}t n={n:5d}"]
                for w in live:
                    if (w.name, t) in errors:
                        line.append(f"{w.name} ERROR {errors[w.name, t]}")
                        continue
                    med = statistics.median(got[w.name, t])
                    res.gflops.setdefault(w.name, {}).setdefault(str(t), {})[str(n)] = med
                    res.samples.setdefault(w.name, {}).setdefault(str(t), {})[str(n)] = \
                        got[w.name, t]
                    line.append(f"{w.name} {med:6.1f}")
                say("  ".join(line))
    finish(res, peak0, measure_peak(isa), started)
    save_results(res.to_json(), out_dir, f"square-{isa.key}", say,
                 [(".png", lambda p: plot_suite(res, p))] if plot else [])
    return res


def format_table(res: SuiteResult) -> list[str]:
    """The suite as text: GFLOP/s (% of peak) per library, and exogemm's ratios."""
    names = measured(res.libraries)
    peers = [n for n in names if n != "exogemm"]
    lines = [f"square SGEMM on {res.isa}, FP32 FMA peak {res.peak_gflops:.1f} GFLOP/s/core "
             f"(same run); {res.config}"]
    lines += skipped_lines(res.libraries)
    for t in res.threads:
        peak = res.peak_gflops * t
        head = f"{'threads':>7} {'n':>5} " + " ".join(f"{n:>15}" for n in names)
        head += " " + " ".join(f"{'x ' + p:>10}" for p in peers)
        lines += ["", head]
        for n in res.sizes:
            row = f"{t:7d} {n:5d} "
            for name in names:
                g = res.get(name, t, n)
                row += f" {g:7.1f} ({100 * g / peak:3.0f}%)" if g else f"{'-':>15} "
            for p in peers:
                r = res.ratio(t, n, p)
                row += f" {r:10.2f}" if r else f" {'-':>10}"
            lines.append(row)
        gm = " ".join(f"x {p} {res.geomean_ratio(t, p):.2f}" for p in peers
                      if res.geomean_ratio(t, p))
        lines.append(f"{t} thread(s), geomean over {TARGET_RANGE[0]}..{TARGET_RANGE[1]}: {gm}")
    if 1 in res.threads and 2 in res.threads:
        s = res.geomean_ratio(1, "exogemm", "exogemm", t_lib=2)
        if s:
            lines.append(f"exogemm 2 threads / 1 thread, geomean over "
                         f"{TARGET_RANGE[0]}..{TARGET_RANGE[1]}: {s:.2f}x")
    return lines


def plot_suite(res: SuiteResult, path: Path) -> Path:
    """GFLOP/s against size per library, one panel per thread count, peak as a line."""
    plt = pyplot()
    fig, axes = plt.subplots(1, len(res.threads), figsize=(6 * len(res.threads), 4.5),
                             squeeze=False)
    for ax, t in zip(axes[0], res.threads):
        for name in res.gflops:
            pts = [(n, res.get(name, t, n)) for n in res.sizes if res.get(name, t, n)]
            if pts:
                ax.plot(*zip(*pts), marker="o", label=name, lw=2.5 if name == "exogemm" else 1.5)
        ax.axhline(res.peak_gflops * t, color="gray", ls="--", lw=1, label=f"FMA peak x{t}")
        ax.set_xscale("log", base=2)
        ax.set_xlabel("M = N = K")
        ax.set_ylabel("GFLOP/s")
        ax.set_title(f"SGEMM, {t} thread{'s' if t > 1 else ''}, {res.isa}")
        ax.grid(alpha=0.3)
        ax.legend()
    return save_figure(fig, path, dpi=110)


def run_suite_cli(suite: str, isa, args) -> int:
    """Entry for `exogemm bench --suite NAME` (exogemm/cli/main.py)."""

    if suite != "square":
        raise ExogemmError(f"unknown benchmark suite {suite!r}; suites: square")
    require_native(isa, suite)
    sizes = getattr(args, "sizes", None) or SIZES
    threads = getattr(args, "threads", None) or THREADS
    as_json = getattr(args, "json", False)
    res = run_square_suite(isa, sizes=sizes, threads=threads,
                           progress=None if as_json else print,
                           out_dir=getattr(args, "output", None) or None)
    print_result(res, as_json, format_table)
    return 0


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m exogemm.bench.square")
    p.add_argument("--worker")
    p.add_argument("--isa")
    p.add_argument("--plan", default="{}")
    p.add_argument("--sizes", type=int, nargs="*")
    p.add_argument("--threads", type=int, nargs="*")
    p.add_argument("--libraries", nargs="*")
    p.add_argument("--samples", type=int, default=5)
    p.add_argument("--min-time", type=float, default=0.05)
    for k in ("mr", "nr", "mc", "nc", "kc"):
        p.add_argument(f"--{k}", type=int)
    a = p.parse_args(argv)
    if a.worker:
        worker_main(a.worker, a.isa, json.loads(a.plan))
        return 0

    plan_args = {k: getattr(a, k) for k in ("mr", "nr", "mc", "nc", "kc")}
    res = run_square_suite(get_isa(a.isa) if a.isa else None, sizes=a.sizes or SIZES,
                           threads=a.threads or THREADS, libraries=a.libraries or LIBRARIES,
                           samples=a.samples, min_time=a.min_time, plan_args=plan_args)
    print("\n".join(format_table(res)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
