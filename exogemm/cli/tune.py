"""`exogemm tune`: calibrate this host's default tile and blocking (--host), time the candidate
plans of GEMM shapes and cache the fastest (--suite, --model, --shapes), or show, explain and
clear what is tuned; with --cpu, rank a core's tiles by llvm-mca's prediction instead."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from exogemm.cli.arguments import (
    add_isa_args,
    add_model_args,
    int_arg,
    isa_from,
    print_json,
    refuse_timed_as_alone,
    require_native,
    suite_or_model,
    timed_as_option,
)
from exogemm.core.errors import ExogemmError
from exogemm.isa.base import VectorIsa
from exogemm.models.suites import suite_names
from exogemm.policy.calibration import GRID_VERSION, calibration_for
from exogemm.policy.selector import describe_ranking, rank_plans, select_plan
from exogemm.runtime import tuning_file
from exogemm.runtime.dispatch import choose_plan, grid_answer, grid_current
from exogemm.tune import autotune as tune
from exogemm.tune import cpu as tune_cpu
from exogemm.tune import host as tune_host

NAME = "tune"
HELP = ("calibrate this host (--host), or time the candidate plans per GEMM shape and "
        "cache the fastest")
EPILOG = ("examples:\n  exogemm tune --host            (once per machine)\n"
          "  exogemm tune --suite resnet50 --quick\n"
          "  exogemm tune --shapes 12544x64x147 3136x64x64 --threads 1\n"
          "  exogemm tune --model model.onnx --dim seq=128 --quick\n"
          "  exogemm tune --show\n  exogemm tune --clear\n"
          "  exogemm tune --explain 12544x64x147 --isa neon   (cross ISAs: model only)\n"
          "  exogemm tune --cpu neoverse-v1 --isa neon   (tiles by llvm-mca's prediction)\n"
          "gemm(), conv2d() and `bench --suite` use the tuned plan of a shape.")


def add_arguments(p: argparse.ArgumentParser) -> None:
    add_isa_args(p, default=None)
    target = p.add_mutually_exclusive_group()
    target.add_argument("--host", action="store_true",
                        help="calibrate the default tile and blocking to this machine (a few "
                             "minutes; every later call starts from it)")
    target.add_argument("--suite", help=", ".join(suite_names()) + " or square")
    target.add_argument("--model", metavar="PATH", help="the GEMM shapes of an ONNX model")
    target.add_argument("--shapes", nargs="+", metavar="MxNxK", help="GEMM shapes to tune")
    target.add_argument("--show", action="store_true", help="print this CPU's tuned shapes")
    target.add_argument("--explain", nargs="+", metavar="MxNxK",
                        help="the selector's ranking of the candidates (any ISA, no timing)")
    target.add_argument("--clear", action="store_true", help="delete the tuning file")
    target.add_argument("--cpu", help="rank the ISA's candidate tiles for this core by "
                        "llvm-mca's prediction (no board needed; cached)")
    p.add_argument("--tiles", nargs="+", metavar="MRxNR",
                   help="--cpu: rank these tiles instead of the candidates")
    timed_as_option(p)
    p.add_argument("--quick", action="store_true", help="smaller suite, fewer/shorter samples")
    p.add_argument("--threads", type=int_arg("threads"), default=1, help="threads (default 1)")
    p.add_argument("--jobs", type=int_arg("jobs"), default=None,
                   help="--host: plans built at a time (default: the CPUs)")
    p.add_argument("--restart", action="store_true",
                   help="--host: measure every stage anew (default: an unfinished grid resumes)")
    p.add_argument("--file", help="tuning file (default $EXOGEMM_TUNING or the cache's)")
    add_model_args(p)
    p.add_argument("--json", action="store_true")


def _clear(path: Path | None) -> int:
    where = path or tuning_file.tuning_path()
    shapes, hosts = tuning_file.clear_tuning(path)
    print(f"removed {shapes} tuned shapes and {hosts} host calibrations ({where})")
    return 0


def _rank_cpu(isa: VectorIsa, args: argparse.Namespace) -> int:
    """--cpu: the tiles ranked by llvm-mca for a core there may be no board of (progress on
    stderr, so that stdout is the ranking alone)."""
    tiles = tune_cpu.parse_tiles(args.tiles, isa) if args.tiles else None
    progress = None if args.json else (lambda line: print(line, file=sys.stderr))
    ranking = tune_cpu.rank_tiles(isa, args.cpu, tiles, progress, args.timed_as)
    if args.json:
        print_json(ranking.to_json())
    else:
        print("\n".join(ranking.lines()))
        print(f"emit-model --cpu {ranking.cpu} builds its plans from: "
              f"{', '.join(t.name for t in ranking.preferred(isa))}")
    return 0


def _explain(isa: VectorIsa, args: argparse.Namespace) -> int:
    """--explain: the selector's pick and its ranking of every candidate, per shape (the
    model only: it works for an ISA this host cannot run)."""
    for text in args.explain:
        m, n, k = tune.parse_shape(text)
        pick = select_plan(isa, m, n, k, threads=args.threads)
        print(f"{m}x{n}x{k}, {args.threads} thread(s) on {isa.key}: the model picks "
              f"{pick.tile.name} mc={pick.blocking.mc} nc={pick.blocking.nc} "
              f"kc={pick.blocking.kc}")
        if isa.toolchain.native and isa.runnable_here() is None:
            choice = choose_plan(isa, m, n, k, args.threads)
            print(f"  gemm() runs {choice.plan.tile.name} mc={choice.plan.blocking.mc} "
                  f"nc={choice.plan.blocking.nc} kc={choice.plan.blocking.kc} route "
                  f"{choice.route.name} ({choice.why}{_grid_note(isa, m, n, k, args.threads)})")
        for line in describe_ranking(rank_plans(isa, m, n, k, threads=args.threads)):
            print("  " + line)
    return 0


def _grid_note(isa: VectorIsa, m: int, n: int, k: int, threads: int) -> str:
    """Which grid shape the fitted answer leaned on, if the host calibration has a grid."""
    fit = grid_answer(isa, m, n, k, threads)
    if fit is None:
        cal = calibration_for(isa)
        if cal is not None and cal.grid and cal.grid_version != GRID_VERSION:
            return (f": the calibration grid is of version {cal.grid_version}, measured "
                    f"against other paths than version {GRID_VERSION}'s, and not used "
                    f"(exogemm tune --host measures it anew)")
        if cal is not None and cal.grid and not grid_current(cal):
            return (": the calibration grid was measured with other library code (the "
                    "wrapper's rules have changed since), and not used (exogemm tune --host "
                    "measures it anew)")
        return ": no calibration grid on this host (exogemm tune --host)"
    if fit.nearest is None:
        return ""
    near = "x".join(map(str, fit.nearest))
    return (f": nearest grid shape {near} at distance {fit.distance:.2f}, predicted "
            f"{fit.speedup:.2f}x the default")


def _host(isa: VectorIsa, args: argparse.Namespace, path: Path | None) -> int:
    """--host: measure the default tile and blocking this machine runs best."""
    require_native(isa)
    report = (lambda line: None) if args.json else print
    cal = tune_host.calibrate_host(isa, quick=args.quick, progress=not args.json,
                                   jobs=args.jobs, path=path, restart=args.restart,
                                   report=report)
    if args.json:
        print_json(cal.to_json())
        return 0
    for line in tune_host.format_calibration(cal):
        print(line)
    print(f"saved to {path or tuning_file.tuning_path()}; exogemm.gemm starts from it "
          f"(EXOGEMM_CALIBRATION=off: the analytic model)")
    return 0


def _show(isa: VectorIsa, args: argparse.Namespace, path: Path | None) -> int:
    """--show: this CPU's host calibration (or that there is none) and its tuned shapes."""
    entries = list(tuning_file.tuned_entries(isa, path).values())
    cal = calibration_for(isa, path)
    if args.json:
        print_json(dict(cpu=tuning_file.cpu_key(), isa=isa.key, entries=entries,
                        host_calibration=cal.to_json() if cal else None))
        return 0
    for line in tune_host.format_calibration(cal) if cal else [
            f"no host calibration of {isa.key} on this CPU: the analytic model is in "
            f"force (`exogemm tune --host` measures one)"]:
        print(line)
    print(f"{path or tuning_file.tuning_path()}: {len(entries)} shapes for {isa.key} on "
          f"{tuning_file.cpu_key()}")
    for line in tune.format_results(entries):
        print(line)
    return 0


def _tune_shapes(isa: VectorIsa, args: argparse.Namespace, path: Path | None) -> int:
    """--suite, --model or --shapes: time each shape's candidate plans, keep the fastest."""
    suite = suite_or_model(args)
    if (suite is None) == (args.shapes is None):
        raise ExogemmError("give --host, --suite NAME, --model PATH or --shapes MxNxK ... (or "
                           "--show / --clear)")
    shapes = (tune.suite_shapes(suite, args.quick) if suite
              else [tune.parse_shape(s) for s in args.shapes])
    results = tune.tune_shapes(isa, shapes, threads=args.threads, quick=args.quick,
                               progress=not args.json, path=path)
    if args.json:
        print_json(dict(cpu=tuning_file.cpu_key(), isa=isa.key, results=results))
        return 0
    for line in tune.format_results(results):
        print(line)
    print(f"saved to {path or tuning_file.tuning_path()}")
    return 0


def run(args: argparse.Namespace) -> int:
    path = Path(args.file) if args.file else None
    if args.clear:
        return _clear(path)
    isa = isa_from(args)
    if args.tiles and not args.cpu:
        raise ExogemmError("--tiles chooses the tiles `tune --cpu NAME` ranks; give --cpu")
    refuse_timed_as_alone(args)
    if args.cpu:
        return _rank_cpu(isa, args)
    if args.explain:
        return _explain(isa, args)
    if args.host:
        return _host(isa, args, path)
    if args.show:
        return _show(isa, args, path)
    return _tune_shapes(isa, args, path)
