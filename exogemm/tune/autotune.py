"""Empirical autotuner: time the selector's candidate plans per GEMM shape, keep the fastest.

`tune_shapes(isa, shapes)` builds every candidate plan of the ISA (exogemm/policy/selector.py; ~40 s
each the first time, then disk-cached), times them all on each shape with the C timer
(bench/ctimer: interleaved samples, so a load burst on this shared machine hits every
candidate alike; the median is kept) and records the winner in the tuning file. The fastest
candidate is then timed again head to head with the default plan (the largest of several
noisy medians is biased upwards), and replaces the default only if that round finds it
MIN_GAIN faster; the recorded figures are that round's.

The results go to the tuning file (exogemm/runtime/tuning_file.py), which the runtime's plan policy
(exogemm/runtime/dispatch.py) reads for `exogemm.gemm`, `exogemm.conv2d` and the benchmarks.
"""

from __future__ import annotations

import statistics
from datetime import datetime, timezone
from pathlib import Path

from exogemm.bench.timing.ctimer import CblasSgemm, random_operands, round_robin, run_sgemm
from exogemm.core.errors import ExogemmError, ShapeError, check_positive_int
from exogemm.core.threads import resolve_threads
from exogemm.gen.c.gemm_build import build_gemm_native
from exogemm.gen.progress import progress_bar
from exogemm.isa.base import VectorIsa
from exogemm.models.suites import Suite, get_suite, suite_names
from exogemm.plan.fixed import fits_fixed
from exogemm.plan.gemm_plan import GemmPlan
from exogemm.policy.selector import candidates, select_plan
from exogemm.runtime.tuning_file import TuneResult, save_results

#: A candidate replaces the default plan only if its median is this much faster: on a
#: shared machine medians of equal plans differ by a few percent, and a non-default plan
#: costs a build on every new machine and (for conv2d's implicit variant) a conv build.
MIN_GAIN = 0.03
#: Square shapes of `exogemm tune --suite square` (full and --quick).
SQUARE_SIZES = (256, 512, 1024, 2048)
SQUARE_QUICK = (512, 1024)


def parse_shape(text: str) -> tuple[int, int, int]:
    """'MxNxK' -> (m, n, k), positive; ShapeError saying what is allowed otherwise."""
    parts = text.lower().split("x")
    if len(parts) != 3 or not all(p.strip().isdigit() for p in parts):
        raise ShapeError(f"shape must be MxNxK with positive integers (e.g. 12544x64x147), "
                         f"got {text!r}")
    m, n, k = (int(p) for p in parts)
    for name, v in (("M", m), ("N", n), ("K", k)):
        check_positive_int(name, v)
    return m, n, k


# --------------------------------------------------------------------------- the file


# --------------------------------------------------------------------------- measuring


def suite_shapes(suite: str | Suite, quick: bool = False) -> list[tuple[int, int, int]]:
    """Distinct (m, n, k) of a layer suite (exogemm/models/suites.py; a name or a Suite, e.g.
    an ONNX model's) or of the square suite."""
    if suite == "square":
        return [(s, s, s) for s in (SQUARE_QUICK if quick else SQUARE_SIZES)]

    if isinstance(suite, str) and suite not in suite_names():
        raise ExogemmError(f"unknown tuning suite {suite!r}; suites: "
                           f"{', '.join([*suite_names(), 'square'])}")
    seen: dict[tuple[int, int, int], None] = {}
    for layer in get_suite(suite).layers(quick=quick):
        seen.setdefault(layer.gemm, None)
    return list(seen)


def _timers(isa: VectorIsa, progress: bool):
    """{candidate name: (plan, CblasSgemm, library)} for every candidate, built if needed."""

    family = candidates(isa)
    return {cand.name: plan_timer(cand.plan)
            for cand in progress_bar(family, len(family), progress, "building candidates")}


def plan_timer(plan: GemmPlan):
    """(plan, CblasSgemm, library) of one plan, built if needed."""
    lib = build_gemm_native(plan)
    return plan, CblasSgemm.from_pointer(lib.address("sgemm"), False, lib.source.prefix), lib


def measure_candidates(timers: dict, m: int, n: int, k: int, threads: int, *,
                       min_time: float, samples: int) -> dict[str, float]:
    """Median GFLOP/s of every candidate on one shape, samples taken round-robin."""
    a, b, c = random_operands(m, n, k, seed=m * 31 + n * 7 + k)

    def timed(fn, lib):
        def run(reps: int) -> float:
            lib.set_threads(threads)
            return run_sgemm(fn, a, b, c, beta=1.0, reps=reps)
        return run

    return round_robin({name: timed(fn, lib) for name, (_, fn, lib) in timers.items()},
                       2.0 * m * n * k, min_time, samples)


def tune_shapes(isa: VectorIsa, shapes: list[tuple[int, int, int]], *, threads: int = 1,
                quick: bool = False, progress: bool = True,
                path: Path | None = None) -> list[TuneResult]:
    """Time every candidate on every shape, save the winners, return the results."""

    if not isa.toolchain.native or isa.cpu_check():
        raise ExogemmError(f"{isa.key} does not run natively here; tuning measures wall-clock "
                           f"time, so only native ISAs can be tuned (the selector's analytical "
                           f"pick still works for {isa.key})")
    # the count gemm runs and looks up (clamped to the CPUs), so the entry saved is found
    threads = resolve_threads(check_positive_int("threads", threads))
    shapes = [tuple(check_positive_int(d, v) for d, v in zip("mnk", s)) for s in shapes]
    if not shapes:
        raise ShapeError("no shapes to tune: give --suite or --shapes MxNxK ...")
    timers = _timers(isa, progress)
    names = {c.plan: c.name for c in candidates(isa)}
    default = candidates(isa)[0].name
    min_time, samples = (0.02, 5) if quick else (0.05, 7)
    now = datetime.now(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")
    results = []
    for m, n, k in progress_bar(shapes, len(shapes), progress, "tuning shapes"):
        g = measure_candidates(timers, m, n, k, threads, min_time=min_time, samples=samples)
        best, final = max(g, key=g.get), dict(g)
        if best != default:
            # The largest of several noisy medians is biased upwards (winner's curse): a
            # fresh head-to-head round decides, and its figures are the ones recorded.
            final.update(measure_candidates({x: timers[x] for x in (best, default)}, m, n, k,
                                            threads, min_time=min_time, samples=samples))
            if final[best] < final[default] * (1 + MIN_GAIN):
                best = default
        p = timers[best][0]
        fixed = fits_fixed(isa, m, n, k) and _fixed_wins(best, timers[best], final, m, n, k,
                                                         threads, min_time, samples)
        won = f"{best}+fixed" if fixed else best
        results.append(TuneResult(
            m, n, k, threads, p.mr, p.nr, *p.blocking.key(), best, final[won], default,
            final[default],
            names[select_plan(isa, m, n, k, threads=threads)], final, now, fixed))
    save_results(isa, results, path)
    return results


def _fixed_wins(best: str, timer: tuple, final: dict[str, float], m: int, n: int, k: int,
                threads: int, min_time: float, samples: int) -> bool:
    """Time best's plan (`timer`, from plan_timer) with a fixed function for m x n x k
    (plan/fixed.py: a build of its own) head to head with it; True if it is MIN_GAIN faster.
    Its figure is recorded in `final` as '<best>+fixed', and best's replaced by this round's."""
    timers = {best: timer, f"{best}+fixed": plan_timer(timer[0].with_fixed([(m, n, k)]))}
    final.update(measure_candidates(timers, m, n, k, threads, min_time=min_time,
                                    samples=samples))
    return final[f"{best}+fixed"] >= final[best] * (1 + MIN_GAIN)


def format_results(results: list[TuneResult]) -> list[str]:
    """The tuning table: shape, winner, GFLOP/s of winner and default, selector's pick."""
    lines = [f"{'M x N x K':>20} {'thr':>3}  {'best':14} {'GFLOP/s':>8} {'default':>8} "
             f"{'gain':>6}  selector"]
    for r in results:
        hit = "=" if r.selected == r.best else f"{r.selected} ({r.candidates[r.selected]:.1f})"
        best = f"{r.best}+fixed" if r.fixed else r.best
        lines.append(f"{r.m:>6}x{r.n:>5}x{r.k:>6} {r.threads:>3}  {best:14} {r.gflops:8.1f} "
                     f"{r.default_gflops:8.1f} {r.speedup:5.2f}x  {hit}")
    if results:
        gm = statistics.geometric_mean([r.speedup for r in results])
        agree = sum(r.selected == r.best for r in results)
        lines.append(f"geomean gain over the default plan {gm:.3f}x; selector agreed on "
                     f"{agree}/{len(results)} shapes")
    return lines


# --------------------------------------------------------------------------- choosing


