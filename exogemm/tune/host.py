"""`exogemm tune --host`: calibrate the default tile and its blocking to the machine it runs on.

The analytic model (plan/tile.py, policy/blocking.py) is where every host starts; this
measures what it cannot know (docs/tuning.md, "Host calibration") and stores the winners in
the tuning file (policy/calibration.py), from which `default_gemm_tile`, `blocking_for`, the
selector's family and so every later `exogemm.gemm` start. Three measuring stages and a
build, a few minutes on 2 cores; the plan builds dominate and run `jobs` at a time in
worker processes, as `exogemm prepare`'s do:

    kernels    every tile `exogemm bench --kernels` knows and the model's GEMM tiles:
               validated, timed with their panels in L1, interleaved with the FMA peak probe
    tiles      the model's default tile and the MAX_OTHER_TILES other tiles whose kernels ran
               fastest (if within TILE_SLACK of the default's rate or faster), each with the
               model's blocking, timed on the reference shapes (geometric mean)
    blockings  the winning tile with kc halved and 1.5x (mc and nc derived by the model for
               that kc), timed against its model blocking

Timing is tune.py's: samples round-robin across the candidates (a load burst hits them all),
medians kept. A winner other than the model's replaces it only if a fresh head-to-head round
finds it MIN_GAIN faster (the largest of several noisy medians is biased upwards). Every
candidate's result is checked against NumPy on one shape first: a fast wrong plan is never
kept. Last, the plans the runtime may now pick (the calibrated plan's tall, short and wide
siblings and its epilogue build) are built into the prepared store, as `exogemm prepare`
does for the model's, so that no later call waits a minute for Exo.
"""

from __future__ import annotations

import dataclasses
import os
import statistics
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path

from exogemm.bench.candidates import check_candidate
from exogemm.bench.kernels import bench_kernels, benchmark_tiles
from exogemm.bench.timing.ctimer import run_sgemm
from exogemm.core.errors import ExogemmError
from exogemm.gen.c.gemm_build import build_gemm_native
from exogemm.gen.progress import progress_bar
from exogemm.isa import get_isa
from exogemm.isa.base import VectorIsa
from exogemm.plan.gemm_plan import Blocking, GemmPlan, make_plan
from exogemm.plan.tile import Tile, gemm_tile, make_tile
from exogemm.policy.blocking import HOST_SOURCE, model_blocking_for
from exogemm.policy.calibration import (
    HostCalibration,
    KernelRate,
    TileBlocking,
    calibration_for,
    host_fingerprint,
)
from exogemm.policy.fitted import MIN_GAIN as GRID_GAIN
from exogemm.policy.selector import candidate_tiles
from exogemm.runtime.prepare import prepare
from exogemm.runtime.tuning_file import save_calibration
from exogemm.tune.autotune import MIN_GAIN, measure_candidates, plan_timer
from exogemm.runtime.dispatch import grid_current
from exogemm.tune.grid import GRID_VERSION, grid_shapes, measure_grid, thread_counts

#: The GEMMs a calibration is judged on (geometric mean): a square, an im2col convolution
#: (ResNet-50 conv3_x, N = 64: edge tiles and packing weigh), a 256-row product (one mc
#: block per thread: B's reuse weighs) and, without --quick, a square whose B leaves L2.
REFERENCE_SHAPES = ((1024, 1024, 1024), (3136, 64, 576), (256, 1024, 1024), (2048, 2048, 2048))
QUICK_SHAPES = 3
#: Other tiles (beside the model's default) whose GEMM is timed, and how far below the
#: default's kernel rate one may be and still be tried.
MAX_OTHER_TILES = 2
TILE_SLACK = 0.02
#: Blocking variants around the model's: kc scaled, mc and nc re-derived by the model for
#: that kc. mc doubled and nc for a Bc in L2 are not searched here: they are the selector's
#: "tall" and "short" candidates, chosen per shape (policy/selector.py), built from whatever
#: blocking is in force.
KC_SCALES = (0.5, 1.5)
#: Each of those with mc doubled too: on the Zen 3 host the selector's "tall" build (mc x 2)
#: was the best candidate on many held-out layers, by 4-11%, under the grid's 3% bar.
MC_SCALE = 2
KC_ROUND = 16
#: The shape every candidate is checked on against NumPy (crosses every block edge of the
#: model's blockings on the ISAs here).
CHECK_SHAPE = (263, 181, 1031)


@dataclass(frozen=True)
class Measured:
    """One stage's candidates and their geometric mean GFLOP/s over the reference shapes."""

    plans: dict[str, GemmPlan]
    gflops: dict[str, float]

    def best(self) -> str:
        return max(self.gflops, key=self.gflops.get)


def kernel_tiles(isa: VectorIsa) -> list[Tile]:
    """The tiles whose micro-kernels stage one times: `bench --kernels`' and the model's."""
    tiles = benchmark_tiles(isa)
    return tiles + [t for t in candidate_tiles(isa, gemm_tile(isa)) if t not in tiles]


def tiles_to_try(default: Tile, rates: dict[Tile, float]) -> list[Tile]:
    """The model's default tile and the fastest others (module docstring)."""
    floor = rates.get(default, 0.0) * (1 - TILE_SLACK)
    others = sorted((t for t in rates if t != default and rates[t] >= floor),
                    key=lambda t: -rates[t])
    return [default, *others[:MAX_OTHER_TILES]]


def blocking_variants(tile: Tile) -> dict[str, Blocking]:
    """The model's blocking of `tile` and the variants around it, by candidate name. A
    variant carries the source a calibrated blocking has (plan/blocking.calibrated_blocking),
    so the plan timed here is the very build the runtime loads once it is calibrated."""
    model = model_blocking_for(tile)
    out = {f"{tile.mr}x{tile.nr} model": model}
    for scale in KC_SCALES:
        kc = max(KC_ROUND, int(model.kc * scale) // KC_ROUND * KC_ROUND)
        if kc != model.kc:
            b = model_blocking_for(tile, kc=kc)
            out[f"{tile.mr}x{tile.nr} kc {kc}"] = Blocking(b.mc, b.nc, b.kc, source=HOST_SOURCE)
    for name, b in list(out.items()):
        # mc doubled: the selector's "tall" build of that blocking, usually built already
        out[f"{name} mc {MC_SCALE * b.mc}"] = Blocking(MC_SCALE * b.mc, b.nc, b.kc,
                                                       source=HOST_SOURCE)
    return out


def calibrate_host(isa: VectorIsa, *, quick: bool = False, progress: bool = True,
                   jobs: int | None = None, path: Path | None = None, restart: bool = False,
                   report: Callable[[str], None] = lambda line: None) -> HostCalibration:
    """Run the stages on `isa` (native), save the calibration, build the calibrated family,
    measure the grid, return the calibration. A calibration of this host whose grid an
    earlier run left unfinished, or whose grid is of an older layout (GRID_VERSION) or was
    measured with other library code (grid_current), is resumed at its grid (unless
    `restart`; measure_grid starts a stale grid anew)."""
    if not isa.toolchain.native or isa.cpu_check():
        raise ExogemmError(f"{isa.key} does not run natively here; a host calibration times "
                           f"the ISA on this machine (cross ISAs keep the analytic model)")
    earlier = None if restart else calibration_for(isa, path)
    if earlier is not None and (not grid_current(earlier) or not earlier.grid_done):
        # stages 1-3 are done (they are saved together); the family is built again if an
        # interruption left it unbuilt (a no-op otherwise), and the grid goes on, or starts
        # anew when it is of another layout
        report(f"stages 4-5/5: resuming the calibration measured {earlier.when} at its grid "
               f"(--restart measures everything anew)")
        prepare(isa, jobs=jobs, tuning=path)
        return measure_grid(isa, earlier, quick=quick, progress=progress, path=path,
                            report=report)
    start = time.perf_counter()
    shapes = REFERENCE_SHAPES[:QUICK_SHAPES] if quick else REFERENCE_SHAPES
    samples, min_time = (3, 0.02) if quick else (5, 0.05)

    report("stage 1/5: micro-kernels (validated, panels in L1, same-run FMA peak)")
    timed = kernel_tiles(isa)
    kernels, peak = bench_kernels(isa, timed, samples=samples)  # results in `timed` order
    bad = [k.name for k in kernels if not k.validated]
    if bad:
        raise ExogemmError(f"micro-kernels failed validation against NumPy: {', '.join(bad)}")
    rates = {t: k.gflops for t, k in zip(timed, kernels)}
    for k in sorted(kernels, key=lambda k: -k.gflops):
        report(f"  {k.name:24} kc {k.kc:4}  {k.gflops:7.1f} GFLOP/s  {k.percent_of_peak:5.1f}%")

    default = gemm_tile(isa)
    tiles = tiles_to_try(default, rates)
    report(f"stage 2/5: GEMM tiles {', '.join(f'{t.mr}x{t.nr}' for t in tiles)} "
           f"(model blocking) on {len(shapes)} shapes")
    stage2 = _measure({f"{t.mr}x{t.nr} model": make_plan(t, model_blocking_for(t))
                       for t in tiles}, shapes, samples, min_time, jobs, progress, report)
    tile = stage2.plans[stage2.best()].tile

    report(f"stage 3/5: blockings of {tile.mr}x{tile.nr} around the model's")
    stage3 = _measure({name: make_plan(tile, b) for name, b in blocking_variants(tile).items()},
                      shapes, samples, min_time, jobs, progress, report)

    # the winner against the model's default plan, head to head (winner's curse)
    model_name = f"{default.mr}x{default.nr} model"
    winner = stage3.best()
    gemms = {**stage2.gflops, **stage3.gflops}
    if stage3.plans[winner] != stage2.plans[model_name]:
        final = _measure({model_name: stage2.plans[model_name], winner: stage3.plans[winner]},
                         shapes, samples, min_time, jobs, progress, report)
        gemms.update({f"{name} (final)": g for name, g in final.gflops.items()})
        if final.gflops[winner] < final.gflops[model_name] * (1 + MIN_GAIN):
            report(f"  {winner} is not {MIN_GAIN:.0%} faster head to head: the model's "
                   f"{model_name} stays")
            winner = model_name
    chosen = stage3.plans.get(winner) or stage2.plans[winner]
    b = chosen.blocking
    calibration = HostCalibration(
        host=host_fingerprint(), isa=isa.key, mr=chosen.mr, nr=chosen.nr,
        blockings=(TileBlocking(chosen.mr, chosen.nr, b.mc, b.nc, b.kc),),
        kernels=tuple(KernelRate(k.mr, k.nr, k.kc, round(k.gflops, 2),
                                 round(k.percent_of_peak, 2)) for k in kernels),
        gemms={name: round(g, 2) for name, g in gemms.items()},
        shapes=tuple(shapes), peak_gflops=round(peak, 2),
        seconds=round(time.perf_counter() - start, 1),
        when=datetime.now(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ"))
    save_calibration(calibration, path)

    report("stage 4/5: the calibrated plan family (the selector's tall, short and wide "
           "candidates, the epilogue build), built now so that no later call waits for Exo")
    prepare(isa, jobs=jobs, tuning=path)
    calibration = dataclasses.replace(calibration, grid_version=GRID_VERSION,
                                      seconds=round(time.perf_counter() - start, 1))
    save_calibration(calibration, path)
    report(f"stage 5/5: the grid: every build and route of the selector on "
           f"{len(grid_shapes())} shapes x {len(thread_counts())} thread counts, saved as "
           f"it goes (an interrupted run resumes here)")
    return measure_grid(isa, calibration, quick=quick, progress=progress, path=path,
                        report=report)


def _measure(plans: dict[str, GemmPlan], shapes: tuple, samples: int, min_time: float,
             jobs: int | None, progress: bool, report: Callable[[str], None]) -> Measured:
    """Build `plans` (in parallel), check each against NumPy, time them on every shape;
    their geometric means."""
    report(f"  building {len(plans)} plans (cached ones load)")
    _build_all(list(plans.values()), jobs)
    timers = {name: plan_timer(p) for name, p in plans.items()}
    for name, (_, fn, _) in timers.items():
        _check(name, fn)
    per_shape: dict[str, list[float]] = {name: [] for name in plans}
    for m, n, k in progress_bar(shapes, len(shapes), progress, "timing"):
        got = measure_candidates(timers, m, n, k, 1, min_time=min_time, samples=samples)
        for name, g in got.items():
            per_shape[name].append(g)
        report(f"  {m}x{n}x{k}: " + ", ".join(f"{name} {g:.1f}" for name, g in got.items()))
    gflops = {name: statistics.geometric_mean(v) for name, v in per_shape.items()}
    report("  geomean: " + ", ".join(f"{name} {g:.1f}" for name, g in gflops.items()))
    return Measured(plans, gflops)


def _check(name: str, fn) -> None:
    """C = A B through the candidate on CHECK_SHAPE against float64 NumPy, within the f32
    error bound (bench/candidates.check_candidate)."""
    check_candidate(name, lambda a, b, c: run_sgemm(fn, a, b, c, beta=0.0), *CHECK_SHAPE,
                    seed=7)


def _build_all(plans: list[GemmPlan], jobs: int | None) -> None:
    """Schedule and compile the plans `jobs` at a time in worker processes (Exo is not
    thread-safe); a plan already in the cache costs its worker a load."""
    if len(plans) <= 1:
        for p in plans:
            build_gemm_native(p)
        return
    work = [(p.tile.isa.name, p.tile.isa.params, p.mr, p.nr, p.blocking) for p in plans]
    workers = max(1, min(len(work), jobs or os.cpu_count() or 1))
    with ProcessPoolExecutor(max_workers=workers) as pool:
        list(pool.map(_build_one, work))


def _build_one(job: tuple) -> None:
    """One plan in a worker process; the job names the ISA rather than carrying it (a
    description holds functions, which do not pickle)."""
    name, params, mr, nr, blocking = job
    build_gemm_native(make_plan(make_tile(mr, nr, get_isa(name, **dict(params))), blocking))


def format_calibration(cal: HostCalibration) -> list[str]:
    """The calibration in a few lines: what is in force and what it was measured against."""
    lines = [f"host calibration of {cal.isa} on {cal.host}",
             f"  measured {cal.when} in {cal.seconds:.0f} s, FMA peak {cal.peak_gflops:.1f} "
             f"GFLOP/s, shapes {', '.join(f'{m}x{n}x{k}' for m, n, k in cal.shapes)}",
             f"  default tile {cal.mr}x{cal.nr}"]
    for b in cal.blockings:
        lines.append(f"  {b.mr}x{b.nr}: mc {b.mc} nc {b.nc} kc {b.kc}")
    for name, g in sorted(cal.gemms.items(), key=lambda x: -x[1]):
        lines.append(f"    {name:24} {g:7.1f} GFLOP/s (geomean)")
    if cal.grid:
        state = "complete" if cal.grid_done else "unfinished: `exogemm tune --host` resumes it"
        lines.append(f"  grid ({state}): {len(cal.grid)} points; where a candidate beat the "
                     f"default there:")
        for g in cal.grid:
            default = next(iter(g.gflops))
            best = max(g.gflops, key=g.gflops.get)
            if best != default and g.gflops[best] >= g.gflops[default] * (1 + GRID_GAIN):
                lines.append(f"    {g.shape_class:7} {g.m}x{g.n}x{g.k} {g.threads}t: {best} "
                             f"{g.gflops[best] / g.gflops[default]:.2f}x the default")
    return lines
