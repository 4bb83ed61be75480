"""The calibration grid: every candidate build and route timed on shapes of each class, so
that the selector answers from this host's measurements (policy/fitted.py), not a guess.

Why: `exogemm tune --host`'s first stages measure the default tile and its blocking on four
reference shapes. Which *other* plan or path a shape should take was still the analytic
model's guess, and on a Zen 3 host that guess was twice as slow as the default on a
batch-32 layer with K = 9216. The grid measures, on GRID's shapes (square, tall, wide,
skinny, deep-K, small, a lattice of convolution layers, thin K, and decode: batch 1-16
against weights of 8-64 MB), at 1 thread and at all of the host's threads:

    builds   every build of the selector's family (policy/selector.py `candidates`) on the
             AUTO route, where the call takes the packed path (where the wrapper's rules send
             it to an in-place path, every build runs the same kernels: the default only)
    routes   the default build on each other route that changes the path for the shape
             (policy/route.py): the packed GEMM where the rules pick an in-place path, the
             small path where they pick the packed one, the narrow path for few columns, A
             packed where the rules read it in place and in place where they pack it

Each shape's candidates are timed round-robin (a load burst hits all alike, medians kept);
if one beats the default, the two are timed again head to head and that round's figures are
kept (the largest of several noisy medians is biased upwards), so a grid shape's pick is
never slower than the default there. Every point is saved as it is measured: an interrupted
run resumes from the last saved point (`exogemm tune --host` again; `--restart` starts over).
Every candidate is checked against NumPy on the first shape it runs before its figures count.
"""

from __future__ import annotations

import dataclasses
import os
import time
from collections.abc import Callable
from pathlib import Path

from exogemm.bench.candidates import CandidateTimer, check_candidate, point_candidates, time_point
from exogemm.gen.progress import progress_bar
from exogemm.isa.base import VectorIsa
from exogemm.plan.gemm_plan import GemmPlan
from exogemm.policy.calibration import GRID_VERSION, GridPoint, HostCalibration
from exogemm.policy.fitted import MIN_GAIN
from exogemm.policy.route import Route
from exogemm.gen.keys import library_fingerprint
from exogemm.runtime.dispatch import grid_current
from exogemm.runtime.tuning_file import save_calibration

#: The convolution class: im2col GEMMs of a CNN's stages (M = pixels of a 7..56 side, N =
#: output channels, K = input channels x window), a lattice 2 log2-steps apart in M and K
#: and about 1.4 in N, so that a layer of that box is within about 1.2 of a grid shape
#: (policy/fitted.py's distance). On the Zen 3 host version 1's 36 shapes left 44 of the
#: 50 held-out layers extrapolated.
CONV_M, CONV_N, CONV_K = (49, 196, 784, 3136), (24, 64, 160), (72, 288, 1152)
#: Shape classes and their shapes (m, n, k): DL layers' forms at the sizes this project's
#: suites and users meet, none of them a shape of the held-out suite (models/suites.py: a
#: test keeps them apart).
GRID: tuple[tuple[str, tuple[tuple[int, int, int], ...]], ...] = (
    ("square", ((256, 256, 256), (512, 512, 512), (1024, 1024, 1024), (2048, 2048, 2048))),
    ("tall", ((12544, 64, 147), (3136, 64, 576), (3136, 256, 64), (784, 128, 1152),
              (6272, 32, 288), (1568, 512, 256))),
    ("wide", ((64, 4096, 512), (128, 3072, 768), (256, 4096, 1024), (32, 8192, 256))),
    ("skinny", ((1024, 8, 1024), (4096, 16, 512), (2048, 4, 2048), (512, 2, 4096))),
    ("deep-k", ((64, 64, 9216), (32, 4096, 9216), (128, 128, 8192), (256, 512, 16384))),
    ("small", ((16, 16, 16), (32, 32, 32), (64, 64, 64), (96, 96, 96), (128, 128, 128),
               (24, 200, 48))),
    ("conv", tuple((m, n, k) for m in CONV_M for n in CONV_N for k in CONV_K)),
    # a network's first layers: K = 3 x window or a few channels, where the rules send
    # C = A B to the small path (SMALL_THIN_K) and the packed GEMM ran 1.2-1.3x it on Zen 3
    ("thin-k", ((6272, 64, 16), (3136, 128, 16), (12544, 32, 27), (1568, 256, 12))),
    ("decode", ((1, 4096, 4096), (2, 4096, 4096), (4, 4096, 4096), (8, 4096, 4096),
                (16, 4096, 4096), (1, 16384, 1024), (4, 2048, 2048), (16, 8192, 1024))),
)
#: Timing of one point: samples per candidate (round-robin) and the shortest sample.
SAMPLES, MIN_TIME = 5, 0.03
QUICK_SAMPLES, QUICK_MIN_TIME = 3, 0.015


def grid_shapes() -> list[tuple[str, tuple[int, int, int]]]:
    return [(cls, shape) for cls, shapes in GRID for shape in shapes]


def thread_counts() -> tuple[int, ...]:
    """1 and every CPU this process may use (the counts the runtime asks about most)."""
    cpus = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    return (1,) if (cpus or 1) <= 1 else (1, cpus)


def measure_grid(isa: VectorIsa, calibration: HostCalibration, *, quick: bool = False,
                 progress: bool = True, path: Path | None = None,
                 report: Callable[[str], None] = lambda line: None) -> HostCalibration:
    """Measure the grid points `calibration` does not have yet (all of them if its grid is of
    another version or was measured with other library code: grid_current), saving the
    calibration after each; returns it with the grid done."""
    if not grid_current(calibration):
        calibration = dataclasses.replace(calibration, grid=(), grid_version=GRID_VERSION,
                                          grid_done=False, grid_code=library_fingerprint())
    done = {(g.shape, g.threads) for g in calibration.grid}
    todo = [(cls, shape, t) for t in thread_counts() for cls, shape in grid_shapes()
            if (shape, t) not in done]
    if done:
        report(f"  resuming: {len(done)} grid points measured before, {len(todo)} to go")
    samples, min_time = (QUICK_SAMPLES, QUICK_MIN_TIME) if quick else (SAMPLES, MIN_TIME)
    timers: dict[tuple[GemmPlan, Route], CandidateTimer] = {}
    checked: set[str] = set()
    start = time.perf_counter()
    for cls, (m, n, k), threads in progress_bar(todo, len(todo), progress, "grid"):
        cands = point_candidates(isa, m, n, k)
        point_timers = {}
        for name, (plan, r) in cands.items():
            if (plan, r) not in timers:
                timers[plan, r] = CandidateTimer(plan, r)
            point_timers[name] = timers[plan, r]
            if name not in checked:
                check_candidate(name, lambda a, b, c, t=point_timers[name]: t.run(a, b, c, 1),
                                min(m, 263), min(n, 181), min(k, 1031))
                checked.add(name)
        got = time_point(point_timers, m, n, k, threads, samples=samples, min_time=min_time)
        default = next(iter(cands))
        best = max(got, key=got.get)
        if best != default and got[best] >= got[default] * (1 + MIN_GAIN):
            # the winner's curse: a fresh head-to-head round decides, its figures kept
            got.update(time_point({x: point_timers[x] for x in (best, default)}, m, n, k,
                                  threads, samples=samples, min_time=min_time))
        point = GridPoint(m, n, k, threads, {x: round(g, 3) for x, g in got.items()}, cls)
        calibration = dataclasses.replace(calibration, grid=(*calibration.grid, point))
        save_calibration(calibration, path)
        won = max(got, key=got.get)
        report(f"  {cls:7} {m:>5}x{n:>5}x{k:>5} {threads}t: default {got[default]:6.1f}, "
               f"best {won} {got[won]:6.1f} GFLOP/s ({got[won] / got[default]:.2f}x)")
    calibration = dataclasses.replace(
        calibration, grid_done=True,
        seconds=round(calibration.seconds + time.perf_counter() - start, 1))
    save_calibration(calibration, path)
    return calibration


__all__ = ["GRID", "GRID_VERSION", "grid_shapes", "measure_grid", "thread_counts"]
