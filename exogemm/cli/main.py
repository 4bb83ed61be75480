"""The `exogemm` command line: every pipeline stage a user can run from Python, from a shell.

Each subcommand is a thin shell over a library function; errors a user can cause are
ExogemmError subclasses and are printed as one line (exit status 2), never a traceback.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from dataclasses import asdict
from pathlib import Path

from exogemm.api.gemm import native_isa
from exogemm.bench import dl, lowp, overhead, square
from exogemm.bench.epilogue import time_fused_epilogue
from exogemm.bench.kernels import bench_kernels, benchmark_tiles
from exogemm.bench.timing.bandwidth import format_bandwidth, measure_read_bandwidth
from exogemm.bench.timing.peak import measure_peak
from exogemm.cli import amx as amx_cli
from exogemm.cli import engines as engine_cli
from exogemm.cli.show_gemm import show_gemm_schedule
from exogemm.core import exo_speed
from exogemm.core.dtype import ALIASES, DTYPES, F32, DType, get_dtype
from exogemm.core.errors import ExogemmError
from exogemm.core.host import host_cpu
from exogemm.core.paths import CHECKOUT_TESTS
from exogemm.gen import cache
from exogemm.gen.c.lowp_gemm import kernel_dtype
from exogemm.gen.check.gemm import report_json, validate_gemm
from exogemm.gen.check.inspect import inspect_kernel
from exogemm.gen.check.kernel import SWEEP_KC, SWEEP_NR, sweep_kcs
from exogemm.gen.check.library_size import library_size
from exogemm.gen.check.mca import cpu_models, host_cpu_name, mca_target
from exogemm.gen.check.model import check_library
from exogemm.gen.check.model_blas import blas_json, blas_lines, check_blas
from exogemm.gen.check.model_lowp import check_lowp_library
from exogemm.gen.check.pipeline import sweep_tiles, validate
from exogemm.gen.check.predict import predict_kernel
from exogemm.gen.exo.kernels import emit_microkernel
from exogemm.gen.library.model import build_library, model_library, write_library, write_readme
from exogemm.gen.library.model_lowp import (
    build_lowp_library,
    lowp_model_library,
    write_lowp_library,
)
from exogemm.isa import get_isa, isa_parameters, known_isas
from exogemm.models.onnx_import import model_suite, parse_dims
from exogemm.models.suites import Suite, suite_names
from exogemm.plan.dot import dot_family
from exogemm.plan.gemm_plan import DIRECT_MAX_SLIVERS
from exogemm.plan.tile import default_tile, gemm_tile, make_tile
from exogemm.policy.blocking import default_gemm_tile, plan_for
from exogemm.policy.calibration import calibration_for
from exogemm.policy.selector import describe_ranking, rank_plans, select_plan
from exogemm.procs.direct import direct_microkernel, schedule_direct_gemm
from exogemm.procs.dot import schedule_dot_kernel
from exogemm.procs.epilogue import schedule_epilogue_gemm, schedule_epilogue_microkernel
from exogemm.procs.microkernel import schedule_microkernel, step_printer
from exogemm.procs.overwrite import schedule_overwrite_gemm, schedule_overwrite_microkernel
from exogemm.runtime import tuning_file
from exogemm.runtime.blas import blas_policy, build_blas
from exogemm.runtime.prepare import prepare
from exogemm.runtime.ship import read_manifest, ship_from_suite, stale_reason
from exogemm.tune import autotune as tune
from exogemm.tune import cpu as tune_cpu
from exogemm.tune import host as tune_host

EXAMPLES = """\
examples:
  exogemm show --isa avx512 --mr 6 --nr 64     print the kernel after every rewrite step
  exogemm emit --isa avx512 --mr 6 --nr 64 -o out/
  exogemm test --isa avx512                    validate the whole kernel sweep vs NumPy
  exogemm peak                                 measure this core's FP32 FMA peak
  exogemm bench --kernels                      GFLOP/s of the micro-kernels, % of peak
  exogemm isas                                 the ISAs exogemm knows and their parameters
  exogemm test --isa rvv --vlen 256 --lmul 2   cross ISAs are validated under QEMU
  exogemm inspect --isa neon --asm             FMAs/loads/spills per k step, from assembly
  exogemm tune --suite resnet50 --quick        pick the fastest plan per layer shape
  exogemm emit-model resnet50 --isa neon -o out/   a C library with only ResNet-50's GEMMs
  exogemm show --isa sme --svl 256 --tiles 2x2 SME outer products into ZA tiles (docs/sme.md)
"""


def _isa_param_names() -> list[str]:
    return sorted({p for name in known_isas() for p in isa_parameters(name)})


def _add_isa_args(p: argparse.ArgumentParser, default: str | None = "avx512") -> None:
    """--isa and the ISA parameters; default None: the native ISA (`_isa_from`)."""
    what = default or "this CPU's widest"
    p.add_argument("--isa", default=default,
                   help=f"target ISA: {', '.join(known_isas())}, or a matrix engine: "
                        f"{', '.join(engine_cli.known_engines())} (default {what})")
    for param in _isa_param_names():
        users = [n for n in known_isas() if param in isa_parameters(n)]
        p.add_argument(f"--{param}", type=int, default=None,
                       help=f"ISA parameter for {', '.join(users)}")
    engine_cli.add_engine_args(p)


def _isa_from(args: argparse.Namespace):
    """The ISA named by --isa and its parameters; without --isa (commands that time or run
    natively), the widest ISA this CPU runs."""
    params = {p: getattr(args, p) for p in _isa_param_names()}
    return get_isa(args.isa or native_isa().name, **params)


def _add_shape_args(p: argparse.ArgumentParser, required: bool) -> None:
    p.add_argument("--mr", type=_int_arg("mr"), required=required, help="rows of the C tile")
    p.add_argument("--nr", type=_int_arg("nr"), required=required, help="columns of the C tile")


def _add_dtype_arg(p: argparse.ArgumentParser, engines: bool = False) -> None:
    """--dtype; with `engines`, also the names only --isa amx takes (u8s8, s8s8, ...)."""
    names = [*DTYPES, *ALIASES]
    extra = [n for n in amx_cli.AMX_DTYPE_NAMES if n not in names] if engines else []
    p.add_argument("--dtype", default="f32", choices=[*names, *extra], metavar="DTYPE",
                   help=f"datatype: {', '.join(names)} (default f32)"
                        + ("; with --isa amx: bf16 (default), u8s8, s8s8" if engines else ""))


def _int_arg(name: str):
    def parse(text: str) -> int:
        try:
            return int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{name} must be a positive integer, got {text!r}")

    return parse


def _positive_arg(name: str):
    """An option that must be a positive integer (rejected by the parser otherwise; tile
    sizes are checked later by make_tile, which says what fits)."""
    def parse(text: str) -> int:
        value = _int_arg(name)(text)
        if value <= 0:
            raise argparse.ArgumentTypeError(f"{name} must be a positive integer, got {value}")
        return value

    return parse


def _tile_from(args, isa):
    if (args.mr is None) != (args.nr is None):
        raise ExogemmError("give both --mr and --nr, or neither for the ISA's default tile")
    dtype = get_dtype(getattr(args, "dtype", "f32"))
    if dtype.name not in isa.dtypes:
        raise ExogemmError(f"{isa.key} has no {dtype.name} instructions "
                           f"(it has: {', '.join(isa.dtypes)})")
    if args.mr is None:
        return default_tile(isa, dtype)
    return make_tile(args.mr, args.nr, isa, dtype)


def _print_json(obj) -> None:
    print(json.dumps(obj, indent=2, default=lambda o: asdict(o) if hasattr(o, "__dataclass_fields__") else str(o)))


# --------------------------------------------------------------------------- commands


def isa_matrix() -> str:
    """The README's ISA matrix, made from the registry (a test keeps the README's copy
    current): every ISA in isa/ with its default parameters, tiles, runner and packages."""
    lines = ["| ISA | parameters (defaults) | description | kernel tile / GEMM tile | runs as | "
             "toolchain (Debian) |", "|---|---|---|---|---|---|"]
    for name in known_isas():
        isa = get_isa(name)
        params = ", ".join(f"--{k} {v}" for k, v in isa_parameters(name).items()) or "-"
        kernel, gemm = default_tile(isa), gemm_tile(isa)
        runs = (f"`{' '.join(isa.toolchain.runner)}`" if isa.toolchain.runner
                else "native, in-process (cffi)")
        packages = ", ".join(isa.toolchain.apt_packages) or isa.toolchain.cc[0]
        lines.append(f"| `{name}` | {params} | {isa.description} | {kernel.mr}x{kernel.nr} / "
                     f"{gemm.mr}x{gemm.nr} | {runs} | {packages} |")
    return "\n".join(lines)


def cmd_isas(args) -> int:
    if args.markdown:
        print(isa_matrix())
        return 0
    rows = []
    for name in known_isas():
        isa = get_isa(name)
        rows.append(dict(isa=name, params=isa_parameters(name), lanes=isa.lanes,
                         registers=isa.registers, runs_here=isa.runnable_here() or "yes",
                         description=isa.description))
    if args.json:
        _print_json(rows + engine_cli.isas_rows())
        return 0
    for r in rows:
        params = ", ".join(f"{k}={v}" for k, v in r["params"].items()) or "-"
        print(f"{r['isa']:8} {params:18} {r['lanes']:3} lanes {r['registers']:3} regs  "
              f"{r['description']}\n{'':8} runs here: {r['runs_here']}")
    print("\n".join(engine_cli.isas_lines()))
    return 0


def cmd_show(args) -> int:
    # show schedules in this process, not through the cache's generator: patch Exo here
    exo_speed.apply()
    if (code := engine_cli.run("show", args)) is not None:
        return code
    isa = _isa_from(args)
    trace = step_printer(args.step)
    dtype = get_dtype(args.dtype)
    if dtype != F32 and (args.gemm or args.epilogue or args.direct or args.dot
                         or (args.overwrite and dtype.k_group == 1)):
        raise ExogemmError("--dtype shows the micro-kernel recipe only (and, for a k-grouped "
                           "datatype, its --overwrite twin): the epilogue and direct variants "
                           "are f32's, and a k-grouped GEMM's loops are "
                           "gen/templates/grouped_gemm.c.in around those kernels")
    if args.gemm and args.epilogue:
        plan = plan_for(default_gemm_tile(isa)).with_epilogue()
        print(f"# {plan.describe()}\n# the epilogue entry: the last kc block + the epilogue")
        schedule_epilogue_gemm(plan, "rr", trace=trace)
        return 0
    if args.gemm and args.overwrite:
        plan = plan_for(default_gemm_tile(isa))
        print(f"# {plan.describe()}\n# the beta = 0 entry: the first kc block, C never read")
        schedule_overwrite_gemm(plan, "rr", trace=trace)
        return 0
    if args.gemm and args.direct:
        plan = plan_for(default_gemm_tile(isa))
        print(f"# {plan.describe()}\n# the direct-A entry (row-major A read in place, alpha "
              f"on B), used for N <= {DIRECT_MAX_SLIVERS * plan.nr}")
        schedule_direct_gemm(plan, "rr", trace=trace)
        return 0
    if args.gemm:
        show_gemm_schedule(isa, print, step=args.step)
        return 0
    if args.dot:
        h, w = args.mr or 1, args.nr or 4
        fam = dot_family(isa)
        if (h, w) not in fam.shapes:
            raise ExogemmError(f"{isa.key} has no {h}x{w} dot kernel; its family (rows x "
                               f"columns of C): heights 1..{fam.rows}, widths up to "
                               f"{', '.join(map(str, fam.widest)) or 'none'} per height")
        print(f"# the {h}x{w} dot-product kernel on {isa.key}: C += A B^T, B's rows read in "
              f"place, lanes along k")
        schedule_dot_kernel(isa, h, w, trace=trace)
        return 0

    tile = _tile_from(args, isa)
    print(f"# {tile.name}: {tile.mr}x{tile.nr} on {isa.key} ({isa.lanes} lanes), "
          f"{tile.registers_needed}/{isa.registers} vector registers"
          + (", fused epilogue (bias, residual, ReLU)" if args.epilogue else "")
          + (", beta = 0 (C stored, never loaded)" if args.overwrite else "")
          + (", direct A (its rows read in place)" if args.direct else ""))
    if args.epilogue:
        schedule_epilogue_microkernel(tile, trace=trace)
    elif args.overwrite:
        schedule_overwrite_microkernel(tile, trace=trace)
    elif args.direct:
        schedule_microkernel(tile, direct_microkernel(tile.mr, tile.nr), trace,
                             name=f"{tile.name}_direct")
    else:
        schedule_microkernel(tile, trace=trace)
    return 0


def cmd_emit(args) -> int:
    if (code := engine_cli.run("emit", args)) is not None:
        return code
    if args.dtype != "f32":
        raise ExogemmError("emit --dtype is for the matrix engines (--isa amx, sme); a vector "
                           "ISA's low-precision kernels are emitted with their GEMM: "
                           "exogemm emit-model --dtype")
    isa = _isa_from(args)
    tile = _tile_from(args, isa)
    src = emit_microkernel(tile)
    out = Path(args.output)
    paths = src.write(out)
    note = out / f"{tile.name}.txt"
    tc = isa.toolchain
    note.write_text(
        f"{tile.name}: C[0:{tile.mr}, 0:{tile.nr}] += Ac^T Bc on {isa.description}\n\n"
        f"Build:\n    {' '.join(tc.cc)} {' '.join(tc.cflags)} -c {tile.name}.c\n\n"
        f"Call:\n    {src.wrapper_decl};\n"
        f"    Ac: kc x {tile.mr} floats (packed A sliver), Bc: kc x {tile.nr} floats "
        f"(packed B sliver),\n    C: the tile's top-left element in a row-major matrix "
        f"with row stride ldc >= {tile.nr}.\n"
    )
    for p in [*paths, note]:
        print(p)
    return 0


#: The checkout's test suite, whose `slow` set `exogemm test --slow` runs (an installed wheel
#: has no tests/: the command then says so).
TESTS_DIR = CHECKOUT_TESTS


def run_slow_tests() -> int:
    """The tests marked `slow` (sweeps, stress repetitions, sanitizer builds), left out of
    the default run to keep it within CI's time: pytest's exit status."""
    if not TESTS_DIR.is_dir():
        raise ExogemmError(f"the slow tests live in a source checkout's tests/ ({TESTS_DIR} "
                           f"does not exist); clone the repository to run them")
    return subprocess.call([sys.executable, "-m", "pytest", "-m", "slow", "-n", "auto",
                            str(TESTS_DIR)])


def cmd_test(args) -> int:
    if args.slow:
        return run_slow_tests()
    if (code := engine_cli.run("test", args)) is not None:
        return code
    isa = _isa_from(args)
    dtype = get_dtype(args.dtype)
    if dtype.k_group > 1 and dtype.name not in isa.dtypes:
        kernel = kernel_dtype(isa, dtype)  # DtypeError when the GEMM cannot run either
        raise ExogemmError(f"{isa.key} has no {dtype.name} kernels: its {dtype.name} GEMM "
                           f"runs the {kernel.name} kernel on shifted operands (check that "
                           f"kernel with `exogemm test --isa {isa.name} --dtype {kernel.name}`"
                           f", the GEMM with tests/test_low_precision.py)")
    reason = isa.unavailable(dtype)
    if reason:
        raise ExogemmError(f"cannot run {isa.key} kernels here: {reason}")
    if args.gemm:
        if dtype != F32:
            raise ExogemmError("--gemm checks the f32 GEMM; the k-grouped GEMMs are checked "
                               "by tests/test_low_precision.py (pytest -m 'slow or not slow')")
        report = validate_gemm(isa)
        if args.json:
            _print_json(dict(isa=isa.key, cases=len(report.verdicts),
                             failed=[asdict(v) for v in report.failed]))
        else:
            print("\n".join(report.lines()))
        return 0 if report.ok else 1
    tiles = sweep_tiles(isa, args.nr or SWEEP_NR, max_rows=args.max_mr, dtype=dtype)
    if not tiles:
        raise ExogemmError(f"no tile of {isa.key} fits: nr {args.nr} with mr <= {args.max_mr}")
    kcs = tuple(args.kc or sweep_kcs(dtype))
    verdicts = validate(isa, tiles, kcs=kcs, progress=not args.json, jobs=args.jobs)
    failed = [v for v in verdicts if not v.ok]
    if args.json:
        _print_json(dict(isa=isa.key, kernels=len(tiles), cases=len(verdicts),
                         failed=[asdict(v) for v in failed]))
    else:
        worst = max(verdicts, key=lambda v: v.max_error_over_tolerance)
        print(f"{isa.key} {dtype.name}: {len(tiles)} kernels x kc {list(kcs)} = {len(verdicts)} cases, "
              f"{len(verdicts) - len(failed)} passed, {len(failed)} failed")
        print(f"largest error / tolerance: {worst.max_error_over_tolerance:.3f} "
              f"({worst.name}, kc={worst.kc}); tolerance = gamma_(kc+1) * (|C| + |A||B|)")
        for v in failed:
            print(f"FAILED {v.name} kc={v.kc}: error {v.max_error:.3g} = "
                  f"{v.max_error_over_tolerance:.3g} x tolerance, "
                  f"canaries {'intact' if v.canaries_intact else 'OVERWRITTEN'}")
    return 1 if failed else 0


def cmd_peak(args) -> int:
    if args.bandwidth:
        points = measure_read_bandwidth(tuple(args.threads or (1, 2)))
        if args.json:
            _print_json(dict(read_bandwidth=[p.to_json() for p in points],
                             host=host_cpu().describe()))
        else:
            print(f"read bandwidth (C loop summing floats; median and best of "
                  f"{len(points[0].samples)}) on {host_cpu().describe()}")
            print("\n".join(format_bandwidth(points)))
        return 0
    isa = _isa_from(args)
    dtype = get_dtype(args.dtype)
    _require_native(isa, dtype)
    peak = measure_peak(isa, dtype=dtype)
    what = "FP32 FMA peak" if dtype.k_group == 1 else f"{dtype.name} dot-instruction peak"
    unit = "GOP/s" if dtype.exact else "GFLOP/s"
    if args.json:
        _print_json(dict(asdict(peak), dtype=dtype.name, host=host_cpu().describe()))
    else:
        print(f"{isa.key} single-core {what}: {peak.gflops:.1f} {unit} on {host_cpu().describe()} "
              f"(median of {len(peak.samples)}, {peak.accumulators} accumulators; "
              f"samples {', '.join(f'{s:.1f}' for s in peak.samples)})")
    return 0


def cmd_bench(args) -> int:
    isa = _isa_from(args)
    dtype = get_dtype(args.dtype)
    suite = _suite_or_model(args)
    if args.beta is not None and (dtype != F32 or suite in (None, "square")):
        raise ExogemmError("--beta sets the beta of the f32 layer suites' calls (--suite "
                           f"{', '.join(suite_names())}); square and low-precision suites and "
                           "the other benchmarks time their own calls")
    if dtype != F32:
        if not suite:
            raise ExogemmError(f"bench --dtype {args.dtype} runs a GEMM suite (--suite square, "
                               f"resnet50, bert, ...); its kernels are checked by `exogemm "
                               f"test --dtype {args.dtype}` and its peak by `exogemm peak "
                               f"--dtype {args.dtype}`")
        _require_native(isa, dtype)
        return lowp.run_suite_cli(suite, args.dtype, isa, args)
    if args.overhead:
        _require_native(isa)
        out = overhead.report(overhead.measure_overhead(), args.json)
        if args.json:
            _print_json(out)
        else:
            print("\n".join(out))
        return 0
    if args.epilogue:
        _require_native(isa)
        M, N, K = args.shape
        timing = time_fused_epilogue(M, N, K, threads=(args.threads or [1])[0])
        if args.json:
            _print_json(dict(asdict(timing), ratio=timing.ratio))
        else:
            print(timing.line())
        return 0
    if suite == "square":
        return square.run_suite_cli(suite, isa, args)
    if suite:
        return dl.run_suite_cli(suite, isa, args)

    _require_native(isa)
    tiles = benchmark_tiles(isa)
    if args.mr is not None or args.nr is not None:
        tiles = [_tile_from(args, isa)]
    results, peak = bench_kernels(isa, tiles)
    cpu = host_cpu_name() if args.predict else None
    predicted = {t.name: predict_kernel(t, cpu) for t in tiles} if cpu else {}
    cal = calibration_for(isa)
    if args.json:
        _print_json(dict(isa=isa.key, peak_gflops=peak, kernels=results,
                         host_calibration=cal.to_json() if cal else None,
                         predicted={k: p.as_dict() for k, p in predicted.items()} or None))
        return 0
    column = f"  predicted % (llvm-mca -mcpu={cpu})" if cpu else ""
    print(f"{'kernel':24} {'kc':>5} {'validated':>9} {'GFLOP/s':>8} {'% of peak':>9}{column}")
    for r in results:
        guess = f"  {predicted[r.name].percent_of_peak:8.1f}%" if cpu else ""
        print(f"{r.name:24} {r.kc:5d} {'yes' if r.validated else 'NO':>9} "
              f"{r.gflops:8.1f} {r.percent_of_peak:8.1f}%{guess}")
    print(f"measured FMA peak (same run): {peak:.1f} GFLOP/s")
    print("GEMM tile and blocking in force: " + (
        f"host calibration of {cal.when} ({cal.mr}x{cal.nr}; `exogemm tune --show`)" if cal
        else f"the analytic model (no host calibration of {isa.key} on this CPU; "
             f"`exogemm tune --host` measures one in a few minutes)"))
    return 0 if all(r.validated for r in results) else 1


def _refuse_timed_as_alone(args) -> None:
    if args.timed_as and not args.cpu:
        raise ExogemmError("--timed-as names the modelled core that simulates --cpu NAME's "
                           "code; give --cpu too")


def cmd_inspect(args) -> int:
    _refuse_timed_as_alone(args)
    isa = _isa_from(args)
    if args.list_cpus:
        return _list_cpus(isa, args.json)
    tile = _tile_from(args, isa)
    report = inspect_kernel(tile)
    prediction = (predict_kernel(tile, args.cpu, report, timed_as=args.timed_as) if args.cpu
                  else None)
    if args.json:
        out = report.as_dict(with_asm=args.asm)
        if prediction:
            out["prediction"] = prediction.as_dict()
        _print_json(out)
        return 0
    print(report.summary())
    if prediction:
        print(prediction.summary())
    if args.asm:
        print("\n# inner k loop\n" + report.loop_asm)
    return 0


def _list_cpus(isa, as_json: bool) -> int:
    """`inspect --list-cpus`: llvm-mca's CPU names for the ISA's triple, as a Markdown table
    of those with a scheduling model for its code, then the others with the reason."""
    models = cpu_models(isa)
    if as_json:
        _print_json(dict(isa=isa.key, triple=mca_target(isa).triple, cpus=models))
        return 0
    print(f"| -mcpu | LLVM scheduling model | {isa.name} FMAs per cycle |\n|---|---|---|")
    for m in (m for m in models if not m.problem):
        print(f"| `{m.cpu}` | {m.model} | {m.fmas_per_cycle:.3g} |")
    others: dict[str, list[str]] = {}
    for m in models:
        if m.problem:
            others.setdefault(m.problem, []).append(m.cpu)
    if others:
        print(f"\nNo prediction for {isa.key}'s code:")
        for problem, cpus in others.items():
            print(f"- {problem}: {', '.join(f'`{c}`' for c in cpus)}")
    return 0


def cmd_emit_model(args) -> int:
    if args.blas and (get_dtype(args.dtype) != F32 or args.isa in engine_cli.known_engines()):
        raise ExogemmError("--blas adds FP32 sgemm_ / cblas_sgemm to a vector ISA's FP32 "
                           "library (leave out --dtype and the matrix engine)")
    if (code := engine_cli.run("emit-model", args)) is not None:
        return code
    isa = _isa_from(args)
    dtype = get_dtype(args.dtype)
    if (args.suite is None) == (args.model is None):
        raise ExogemmError("emit-model builds a layer suite (" + ", ".join(suite_names())
                           + ") or an ONNX model (--model PATH): give one of the two")
    if args.model and args.quick:
        raise ExogemmError("--quick takes a built-in suite's subset; a model's layers are its "
                           "graph's (choose them with --batch / --dim)")
    suite = _suite_or_model(args)
    _refuse_timed_as_alone(args)
    if dtype != F32:
        if args.cpu:
            raise ExogemmError(f"--cpu ranks the FP32 micro-kernel tiles; a {dtype.name} "
                               f"library has one kernel per ISA (leave --cpu out)")
        return _emit_lowp_model(suite, args, isa, dtype)
    tiles = None
    if args.cpu:
        ranking = tune_cpu.rank_tiles(isa, args.cpu, progress=None if args.json else print,
                                      timed_as=args.timed_as)
        tiles = ranking.preferred(isa)
        if not args.json:
            print(f"tiles for {ranking.cpu} (llvm-mca): {', '.join(t.name for t in tiles)}")
    lib = model_library(suite, isa, quick=args.quick, tiles=tiles, blas=args.blas)
    out = Path(args.output)
    paths = write_library(lib, out)
    archive = build_library(lib, out)
    sizes = library_size(lib, archive)
    write_readme(lib, out, ["```", *sizes.lines(), "```"])
    (out / "size_report.json").write_text(json.dumps(sizes.as_dict(), indent=2) + "\n")
    check = blas_check = None
    if args.check:
        check = check_library(lib, out, archive)
        blas_check = check_blas(lib, out, archive) if args.blas else None
    if args.json:
        result = dict(library=lib.name, directory=str(out), archive=str(archive),
                      layers=[dict(index=e.index, name=e.label, m=e.layer.M, n=e.layer.N,
                                   k=e.layer.K, trans_b=e.layer.trans_b, plan=e.plan.prefix)
                              for e in lib.entries],
                      plans=[p.prefix for p in lib.plans], size=sizes.as_dict())
        if lib.generic is not None:
            result["blas"] = blas_json(lib, sizes, blas_check)
        if check is not None:
            result["check"] = {**report_json(check.report), "ok": check.ok,
                               "table_mismatches": check.table_mismatches}
        _print_json(result)
    else:
        print(f"{lib.name}: {len(lib.entries)} layers, {len(lib.plans)} GEMM plan(s)")
        for plan in lib.plans:
            used = sum(e.plan == plan for e in lib.entries)
            role = "; --blas: every call off the table" if plan == lib.generic else ""
            print(f"  {plan.describe()}; {used} layer(s){role}")
        print(f"wrote {len(paths)} files to {out}, built {archive}\n")
        print("\n".join(sizes.lines()))
        if lib.generic is not None:
            print("\n".join(["", *blas_lines(lib, sizes)]))
        if check is not None:
            print()
            print("\n".join(check.lines()))
        if blas_check is not None:
            print("\n".join(["", *blas_check.lines()]))
    ok = (check is None or check.ok) and (blas_check is None or blas_check.ok)
    return 0 if ok else 1


def _emit_lowp_model(suite: str | Suite, args, isa, dtype: DType) -> int:
    """emit-model --dtype int8|bf16|...: one kernel + the grouped driver + the layer table."""
    lib = lowp_model_library(suite, isa, dtype, quick=args.quick)
    out = Path(args.output)
    paths = write_lowp_library(lib, out)
    archive = build_lowp_library(lib, out)
    report = mismatches = None
    if args.check:
        reason = isa.unavailable(lib.plan.tile.dtype)  # the kernel's (s8s8 may be shifted)
        if reason:
            raise ExogemmError(f"cannot run {isa.key} {dtype.name} code here to check it: "
                               f"{reason}")
        report, mismatches = check_lowp_library(lib, out, archive)
    ok = report is None or (report.ok and not mismatches)
    if args.json:
        result = dict(library=lib.name, directory=str(out), archive=str(archive),
                      dtype=dtype.name, plan=lib.plan.prefix, kernel=lib.plan.tile.name,
                      layers=[dict(index=i, name=lib.label(i), m=L.M, n=L.N, k=L.K,
                                   trans_b=L.trans_b) for i, L in enumerate(lib.layers)],
                      archive_bytes=archive.stat().st_size)
        if report is not None:
            result["check"] = {**report_json(report), "ok": ok, "table_mismatches": mismatches}
        _print_json(result)
    else:
        print(f"{lib.name}: {len(lib.layers)} layers served by {lib.plan.prefix}_gemm "
              f"(kernel {lib.plan.tile.name}, mc {lib.plan.mc}, nc {lib.plan.nc}, "
              f"kc {lib.plan.kc})")
        print(f"wrote {len(paths)} files to {out}, built {archive} "
              f"({archive.stat().st_size} bytes)")
        if report is not None:
            table = ("layer table matches the suite" if not mismatches
                     else f"layer table: {len(mismatches)} rows differ")
            print("\n".join([f"{isa.key}: {table}", *mismatches[:10], *report.lines()]))
    return 0 if ok else 1


def cmd_cache(args) -> int:
    if args.pytest_args and args.action != "ship":
        raise ExogemmError(f"`exogemm cache {args.action}` takes no further arguments (got "
                           f"{' '.join(args.pytest_args)}); only `cache ship -- PYTEST_ARGS`")
    if args.action == "clear":
        print(f"removed {cache.clear()} cached files from {cache.cache_root(create=False)}")
    elif args.action == "verify":
        return _verify_cache()
    elif args.action == "ship":
        carry = Path(args.carry) if args.carry else None
        print("\n".join(ship_from_suite(args.pytest_args, merge=args.merge,
                                        carry=carry).lines()))
    elif args.action == "shipped":
        manifest = read_manifest()
        if manifest:
            print("\n".join(manifest.lines()))
        stale = stale_reason()
        print(f"stale: {stale}" if stale else "up to date with the generating code")
        return 1 if stale else 0
    else:
        print(cache.cache_root(create=False))
    return 0


def _verify_cache() -> int:
    """`exogemm cache verify`: counts per kind; exit status 1 if a damaged entry was removed."""
    report = cache.verify()
    for kind, count in report.kinds.items():
        print(f"{kind}: {count.ok} ok, {count.removed} damaged (removed)")
    for path, reason in report.removed:
        print(f"removed {path}: {reason}")
    if not report.kinds:
        print(f"no entries in {cache.cache_root(create=False)}")
    return 1 if report.removed else 0


def cmd_prepare(args) -> int:
    isa = _isa_from(args)
    _require_native(isa)
    for done in prepare(isa, default_only=args.default_only, jobs=args.jobs):
        how = "already prepared" if done.was_there else "scheduled and compiled"
        print(f"{done.prefix}: {how} ({done.seconds:.1f} s)")
    print(f"prepared store: {cache.prepared_root()}")
    return 0


def cmd_build_blas(args) -> int:
    _require_native(native_isa())
    path = build_blas(Path(args.output) if args.output else None)
    plans = "".join(f"\n    {plan.describe()}" for plan in blas_policy().plans)
    print(f"{path}\n  SGEMM by the plan exogemm.gemm's selector picks per shape, among:{plans}"
          f"\n  use: LD_PRELOAD={path} <program>   (or link it before -lblas); "
          f"EXOGEMM_BLAS_VERBOSE=1 counts the calls it ran")
    return 0


def cmd_tune(args) -> int:
    path = Path(args.file) if args.file else None
    if args.clear:
        where = path or tuning_file.tuning_path()
        shapes, hosts = tuning_file.clear_tuning(path)
        print(f"removed {shapes} tuned shapes and {hosts} host calibrations ({where})")
        return 0
    isa = _isa_from(args)
    if args.tiles and not args.cpu:
        raise ExogemmError("--tiles chooses the tiles `tune --cpu NAME` ranks; give --cpu")
    _refuse_timed_as_alone(args)
    if args.cpu:
        tiles = tune_cpu.parse_tiles(args.tiles, isa) if args.tiles else None
        progress = None if args.json else (lambda line: print(line, file=sys.stderr))
        ranking = tune_cpu.rank_tiles(isa, args.cpu, tiles, progress, args.timed_as)
        if args.json:
            _print_json(ranking.to_json())
        else:
            print("\n".join(ranking.lines()))
            print(f"emit-model --cpu {ranking.cpu} builds its plans from: "
                  f"{', '.join(t.name for t in ranking.preferred(isa))}")
        return 0
    if args.explain:
        for text in args.explain:
            m, n, k = tune.parse_shape(text)
            pick = select_plan(isa, m, n, k, threads=args.threads)
            print(f"{m}x{n}x{k}, {args.threads} thread(s) on {isa.key}: selector picks "
                  f"{pick.tile.name} mc={pick.blocking.mc} nc={pick.blocking.nc} "
                  f"kc={pick.blocking.kc}")
            for line in describe_ranking(rank_plans(isa, m, n, k, threads=args.threads)):
                print("  " + line)
        return 0
    if args.host:
        _require_native(isa)
        report = (lambda line: None) if args.json else print
        cal = tune_host.calibrate_host(isa, quick=args.quick, progress=not args.json,
                                       jobs=args.jobs, path=path, report=report)
        if args.json:
            _print_json(cal.to_json())
            return 0
        for line in tune_host.format_calibration(cal):
            print(line)
        print(f"saved to {path or tuning_file.tuning_path()}; exogemm.gemm starts from it "
              f"(EXOGEMM_CALIBRATION=off: the analytic model)")
        return 0
    if args.show:
        entries = list(tuning_file.tuned_entries(isa, path).values())
        cal = calibration_for(isa, path)
        if args.json:
            _print_json(dict(cpu=tuning_file.cpu_key(), isa=isa.key, entries=entries,
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
    suite = _suite_or_model(args)
    if (suite is None) == (args.shapes is None):
        raise ExogemmError("give --host, --suite NAME, --model PATH or --shapes MxNxK ... (or "
                           "--show / --clear)")
    shapes = (tune.suite_shapes(suite, args.quick) if suite
              else [tune.parse_shape(s) for s in args.shapes])
    results = tune.tune_shapes(isa, shapes, threads=args.threads, quick=args.quick,
                               progress=not args.json, path=path)
    if args.json:
        _print_json(dict(cpu=tuning_file.cpu_key(), isa=isa.key, results=results))
        return 0
    for line in tune.format_results(results):
        print(line)
    print(f"saved to {path or tuning_file.tuning_path()}")
    return 0


def _suite_or_model(args) -> str | Suite | None:
    """The layers a command runs: an ONNX model's (--model, with --batch / --dim fixing its
    symbolic dims; exogemm/models/onnx_import.py), else the suite named (or None)."""
    if args.model is None:
        if args.model_batch is not None or args.dim:
            raise ExogemmError("--batch and --dim fix an ONNX model's symbolic dims: give them "
                               "with --model PATH")
        return args.suite
    return model_suite(args.model, batch=args.model_batch, dims=parse_dims(args.dim))


def _add_model_args(p: argparse.ArgumentParser) -> None:
    """--batch and --dim, which fix the symbolic dims of the --model's graph."""
    p.add_argument("--batch", type=_positive_arg("--batch"), dest="model_batch", metavar="N",
                   help="--model: the first dim of every graph input whose first dim is "
                        "symbolic")
    p.add_argument("--dim", action="append", default=[], metavar="NAME=VALUE",
                   help="--model: the value of a named symbolic dim (repeatable)")


def _require_native(isa, dtype: DType = F32) -> None:
    if not isa.toolchain.native:
        raise ExogemmError(f"{isa.key} runs under emulation here; wall-clock GFLOP/s would be "
                           f"meaningless (use `exogemm inspect` for its static counts)")
    reason = isa.unavailable(dtype)
    if reason:
        raise ExogemmError(f"cannot run {isa.key} natively: {reason}")


def _timed_as_option(p: argparse.ArgumentParser) -> None:
    """--timed-as: the modelled core whose LLVM model simulates a --cpu that has none."""
    p.add_argument("--timed-as", metavar="CPU",
                   help="--cpu: simulate on this core's LLVM scheduling model, for a core "
                        "LLVM has none of (e.g. --cpu carmel --timed-as neoverse-n1: your "
                        "judgement of the closest modelled core; reports name both)")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="exogemm", description="Exo-scheduled GEMM micro-kernels for many vector ISAs.",
        epilog=EXAMPLES, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)

    def command(name, func, help, epilog=""):
        p = sub.add_parser(name, help=help, description=help, epilog=epilog,
                           formatter_class=argparse.RawDescriptionHelpFormatter)
        p.set_defaults(func=func)
        return p

    p = command("isas", cmd_isas, "list the known ISAs, their parameters and whether they run here",
                "examples:\n  exogemm isas --json\n  exogemm isas --markdown   (the README's matrix)")
    p.add_argument("--json", action="store_true")
    p.add_argument("--markdown", action="store_true", help="the ISA matrix as a Markdown table")

    p = command("show", cmd_show, "print the proc after every schedule step",
                "examples:\n  exogemm show --isa avx512 --mr 6 --nr 64\n"
                "  exogemm show --isa avx512 --mr 4 --nr 31 --step map_to_instructions\n"
                "  exogemm show --isa avx512              (the ISA's default tile)\n"
                "  exogemm show --isa avx512 --epilogue   (the fused-epilogue micro-kernel)\n"
                "  exogemm show --isa neon --gemm --epilogue --step tile_epilogue\n"
                "  exogemm show --isa avx512 --gemm --overwrite --step tile_zeroing\n"
                "  exogemm show --isa avx512 --gemm --direct --step pack_b_scaled\n"
                "  exogemm show --isa avx512 --dtype int8 --mr 4 --nr 32   (vpdpbusd kernel)\n"
                "  exogemm show --isa neon --dot --mr 8 --nr 2   (C += A B^T, lanes along k)\n"
                "  exogemm show --isa amx --dtype bf16 --step map_to_tile_instructions")
    _add_isa_args(p)
    _add_shape_args(p, required=False)
    _add_dtype_arg(p, engines=True)
    p.add_argument("--step", help="print only this step")
    engine_cli.add_tiles_arg(p)
    p.add_argument("--gemm", action="store_true", help="show the full GEMM schedule instead")
    variant = p.add_mutually_exclusive_group()
    variant.add_argument("--epilogue", action="store_true",
                         help="the fused bias/residual/ReLU variant (micro-kernel, or with "
                              "--gemm the epilogue entry)")
    variant.add_argument("--overwrite", action="store_true",
                         help="the beta = 0 variant that never reads C (micro-kernel, or with "
                              "--gemm the overwrite entry)")
    variant.add_argument("--direct", action="store_true",
                         help="the direct-A variant for few columns: A not packed "
                              "(micro-kernel, or with --gemm the direct entry)")
    variant.add_argument("--dot", action="store_true",
                         help="a dot-product kernel of the small path (op(B) = B^T): --mr "
                              "rows of C (default 1), --nr columns (default 4)")

    p = command("emit", cmd_emit, "write a kernel's .c, .h and build note",
                "examples:\n  exogemm emit --isa avx512 --mr 6 --nr 64 -o out/\n"
                "  exogemm emit --isa amx --dtype u8s8 -o out/   (AMX kernel + GEMM driver)")
    _add_isa_args(p)
    _add_shape_args(p, required=False)
    _add_dtype_arg(p, engines=True)
    engine_cli.add_tiles_arg(p)
    p.add_argument("-o", "--output", required=True, help="output directory")

    p = command("test", cmd_test, "validate the kernel sweep (or the full GEMM) against NumPy",
                "examples:\n  exogemm test --isa avx512\n  exogemm test --isa neon --json\n"
                "  exogemm test --isa rvv --vlen 256 --lmul 2\n  exogemm test --gemm --isa sve\n"
                "  exogemm test --isa neon --nr 8 16 --max-mr 4 --kc 1 64 --jobs 1   (reduced)\n"
                "  exogemm test --isa avx512 --dtype int8   (kc counts k-groups of 4)\n"
                "  exogemm test --slow   (the test suite's slow set: sweeps, stress, sanitizers)")
    _add_isa_args(p, default=None)  # the native ISA
    _add_dtype_arg(p)
    p.add_argument("--gemm", action="store_true", help="validate the full GEMM instead")
    engine_cli.add_tiles_arg(p)
    p.add_argument("--slow", action="store_true",
                   help="run the test suite's tests marked slow (pytest -m slow) instead")
    p.add_argument("--nr", type=_positive_arg("nr"), nargs="+",
                   help=f"kernel sweep: these nr only (default {' '.join(map(str, SWEEP_NR))})")
    p.add_argument("--max-mr", type=_positive_arg("max-mr"),
                   help="kernel sweep: mr from 1 to this (default: the largest that fits)")
    p.add_argument("--kc", type=_positive_arg("kc"), nargs="+",
                   help=f"kernel sweep: these kc only (default {' '.join(map(str, SWEEP_KC))}; "
                        f"f16: {' '.join(map(str, sweep_kcs(get_dtype('f16'))))}, where its "
                        "error bound can still fail a wrong kernel)")
    p.add_argument("--jobs", type=_positive_arg("jobs"),
                   help="processes scheduling kernels at once (default: every core)")
    p.add_argument("--json", action="store_true")

    p = command("peak", cmd_peak, "measure the single-core FP32 FMA (or a dtype's dot) peak",
                "examples:\n  exogemm peak --json\n  exogemm peak --dtype int8\n"
                "  exogemm peak --bandwidth --threads 1 2")
    _add_isa_args(p, default=None)  # the native ISA
    _add_dtype_arg(p)
    p.add_argument("--bandwidth", action="store_true",
                   help="measure the read bandwidth from L2, L3 and DRAM instead")
    p.add_argument("--threads", type=int, nargs="+",
                   help="--bandwidth: thread counts (default 1 2)")
    p.add_argument("--json", action="store_true")

    p = command("bench", cmd_bench, "benchmark micro-kernels (or a GEMM suite)",
                "examples:\n  exogemm bench --kernels\n  exogemm bench --kernels --mr 6 --nr 64\n"
                "  exogemm bench --kernels --predict   (beside llvm-mca's prediction)\n"
                "  exogemm bench --suite square\n"
                "  exogemm bench --suite square --sizes 512 1024 --threads 1 -o results/\n"
                "  exogemm bench --suite resnet50 --quick\n"
                "  exogemm bench --suite small --threads 1 2   (squares, fc, decode; vs LIBXSMM)\n"
                "  exogemm bench --suite odd --threads 1 --beta 0   (C = A op(B), C never read)\n"
                "  exogemm bench --epilogue --shape 3136 64 576 --threads 1\n"
                "  exogemm bench --overhead   (ns per 1x1x1 call from C; gemm vs numpy.matmul)\n"
                "  exogemm bench --dtype int8 --suite resnet50   (vs MKL, ONNX Runtime)\n"
                "  exogemm bench --dtype bf16 --suite square --sizes 1024 2048 4096\n"
                "  exogemm bench --model model.onnx --batch 8 --quick   (your network's GEMMs)")
    _add_isa_args(p, default=None)  # the native ISA
    _add_shape_args(p, required=False)
    _add_dtype_arg(p)
    group = p.add_mutually_exclusive_group(required=True)
    group.add_argument("--kernels", action="store_true", help="micro-kernels with data in L1")
    group.add_argument("--suite", help="a GEMM benchmark suite: square, or one of "
                       + ", ".join(suite_names()))
    group.add_argument("--model", metavar="PATH",
                       help="an ONNX model's GEMMs (MatMul, Gemm, Conv, their int8 forms) as "
                            "a layer suite")
    group.add_argument("--epilogue", action="store_true",
                       help="fused GEMM+bias+ReLU vs GEMM then a NumPy bias+ReLU pass")
    group.add_argument("--overhead", action="store_true",
                       help="per-call cost of tiny GEMMs from C, and exogemm.gemm beside "
                            "numpy.matmul from Python")
    p.add_argument("--predict", action="store_true",
                   help="--kernels: add llvm-mca's predicted %% of peak for this host's CPU")
    p.add_argument("--shape", type=int, nargs=3, default=(3136, 64, 576), metavar=("M", "N", "K"),
                   help="--epilogue: the GEMM shape (default 3136 64 576)")
    p.add_argument("--quick", action="store_true", help="layer suites: a smaller, faster subset")
    p.add_argument("--sizes", type=int, nargs="+", help="suite: matrix sizes (default 64..4096)")
    p.add_argument("--threads", type=int, nargs="+", help="suite: thread counts (default 1 2)")
    p.add_argument("-o", "--output", help="suite: directory for the JSON and PNG results")
    _add_model_args(p)
    p.add_argument("--beta", type=float, choices=dl.BETAS,
                   help="layer suites: every call's beta, 1 (default: C += A op(B), what "
                        "kernels are tuned for) or 0 (C = A op(B), as numpy.matmul)")
    p.add_argument("--json", action="store_true")

    p = command("inspect", cmd_inspect,
                "static per-k-step counts (FMAs, loads, spills) from the compiled kernel's assembly",
                "examples:\n  exogemm inspect --isa neon\n"
                "  exogemm inspect --isa rvv --vlen 256 --lmul 2 --mr 7 --nr 32 --asm\n"
                "  exogemm inspect --isa neon --cpu neoverse-v1   (llvm-mca's prediction)\n"
                "  exogemm inspect --isa sve --cpu a64fx --json\n"
                "  exogemm inspect --isa rvv --list-cpus   (which -mcpu names have a model)")
    _add_isa_args(p)
    _add_shape_args(p, required=False)
    p.add_argument("--asm", action="store_true", help="also print the inner loop's assembly")
    p.add_argument("--cpu", help="also predict the k loop on this core with llvm-mca (an "
                                 "-mcpu name; x86: native for this host)")
    _timed_as_option(p)
    p.add_argument("--list-cpus", action="store_true",
                   help="the -mcpu names with an LLVM scheduling model for the ISA's code")
    p.add_argument("--json", action="store_true")

    p = command("tune", cmd_tune,
                "calibrate this host (--host), or time the candidate plans per GEMM shape and "
                "cache the fastest",
                "examples:\n  exogemm tune --host            (once per machine)\n"
                "  exogemm tune --suite resnet50 --quick\n"
                "  exogemm tune --shapes 12544x64x147 3136x64x64 --threads 1\n"
                "  exogemm tune --model model.onnx --dim seq=128 --quick\n"
                "  exogemm tune --show\n  exogemm tune --clear\n"
                "  exogemm tune --explain 12544x64x147 --isa neon   (cross ISAs: model only)\n"
                "  exogemm tune --cpu neoverse-v1 --isa neon   (tiles by llvm-mca's prediction)\n"
                "gemm(), conv2d() and `bench --suite` use the tuned plan of a shape.")
    _add_isa_args(p, default=None)
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
    _timed_as_option(p)
    p.add_argument("--quick", action="store_true", help="smaller suite, fewer/shorter samples")
    p.add_argument("--threads", type=_int_arg("threads"), default=1, help="threads (default 1)")
    p.add_argument("--jobs", type=_int_arg("jobs"), default=None,
                   help="--host: plans built at a time (default: the CPUs)")
    p.add_argument("--file", help="tuning file (default $EXOGEMM_TUNING or the cache's)")
    _add_model_args(p)
    p.add_argument("--json", action="store_true")

    p = command("emit-model", cmd_emit_model,
                "write a standalone C library with only the GEMMs one network needs, build it "
                "with the ISA's toolchain and report its size against full BLAS libraries",
                "examples:\n  exogemm emit-model resnet50 --isa neon -o out/resnet50-neon\n"
                "  exogemm emit-model bert --isa rvv --vlen 256 --quick -o out/ --check\n"
                "  exogemm emit-model mobilenet --isa avx512 -o out/ --check --json\n"
                "  exogemm emit-model resnet50 --dtype int8 --isa neon -o out/ --check\n"
                "  exogemm emit-model --model model.onnx --batch 1 --isa neon -o out/ --check\n"
                "  exogemm emit-model resnet50 --isa neon --cpu neoverse-v1 -o out/\n"
                "  exogemm emit-model odd --isa neon --blas -o out/ --check")
    p.add_argument("suite", nargs="?", help="layer suite: " + ", ".join(suite_names()))
    p.add_argument("--model", metavar="PATH",
                   help="instead of a suite: an ONNX model's GEMMs (the library is named "
                        "after the file)")
    _add_model_args(p)
    _add_isa_args(p)
    _add_dtype_arg(p)
    p.add_argument("-o", "--output", required=True, help="output directory")
    p.add_argument("--quick", action="store_true",
                   help="the suite's quick subset (batch 1 / sequence 128)")
    p.add_argument("--check", action="store_true",
                   help="also validate the built library against NumPy (QEMU for cross ISAs)")
    p.add_argument("--blas", action="store_true",
                   help="also export sgemm_ and cblas_sgemm: the layers' shapes on their plans, "
                        "any other call on a generic plan (a drop-in for BLIS/OpenBLAS)")
    p.add_argument("--cpu", help="build the plans from the tiles llvm-mca predicts best for "
                                 "this core (`exogemm tune --cpu`)")
    _timed_as_option(p)
    p.add_argument("--json", action="store_true")

    p = command("prepare", cmd_prepare,
                "generate and compile the native ISA's plans ahead of first use (run by "
                "setup.sh), so a first gemm() call only loads a library",
                "examples:\n  exogemm prepare\n  exogemm prepare --default-only --jobs 2")
    _add_isa_args(p, default=None)
    p.add_argument("--default-only", action="store_true",
                   help="only the default plan and its epilogue build (the selector's other "
                        "picks are then scheduled on first use, about a minute each)")
    p.add_argument("--jobs", type=_positive_arg("jobs"), help="plans built at once (default: cores)")

    p = command("build-blas", cmd_build_blas,
                "build libexogemm_blas.so for this host: sgemm_ and cblas_sgemm by exogemm's "
                "GEMM, every other BLAS routine left to the BLAS behind it",
                "examples:\n  exogemm build-blas            (the cached build; prints its path)\n"
                "  exogemm build-blas -o out/    (the library and its C sources in out/)\n"
                "  LD_PRELOAD=out/libexogemm_blas.so EXOGEMM_BLAS_VERBOSE=1 python3 app.py")
    p.add_argument("-o", "--output", help="directory for the library and its sources")

    p = command("cache", cmd_cache, "show, verify or clear the build cache",
                "examples:\n  exogemm cache path\n  exogemm cache verify   (remove damaged "
                "entries; exit status 1 if any)\n  exogemm cache clear\n"
                "  exogemm cache shipped  (the shipped store of Exo's output; exit status 1 "
                "if stale)\n  exogemm cache ship     (run the default tests, then ship the "
                "Exo output they used: after changing the generating code)\n"
                "  exogemm cache ship --merge  (add what this host's run used, e.g. its "
                "native plans, to the store)")
    p.add_argument("action", choices=["clear", "path", "verify", "shipped", "ship"])
    p.add_argument("--merge", action="store_true",
                   help="ship: add the entries to the shipped store (same generating code) "
                   "instead of replacing it")
    p.add_argument("--carry", metavar="OLD_STORE",
                   help="ship: take entries over from an older store (a copy of the shipped "
                   "store made before a restructuring) instead of scheduling them")
    p.add_argument("pytest_args", nargs="*", metavar="PYTEST_ARG",
                   help="ship: extra arguments for the test run that records what to ship "
                   "(after --)")
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        return args.func(args)
    except ExogemmError as exc:
        print(f"exogemm: error: {exc}", file=sys.stderr)
        return 2
    except BrokenPipeError:  # output piped into `head`: not an error
        sys.stderr.close()
        return 0


if __name__ == "__main__":
    sys.exit(main())
