"""`exogemm bench`: wall-clock GFLOP/s of the micro-kernels (data in L1, beside the measured
peak), or of a GEMM suite, an ONNX model's GEMMs, the fused epilogue or the per-call
overhead; each benchmark's own module (exogemm/bench/) does the timing."""

from __future__ import annotations

import argparse
from dataclasses import asdict

from exogemm.bench import dl, lowp, overhead, selector, square, tvm_models
from exogemm.bench.epilogue import time_fused_epilogue
from exogemm.bench.kernels import bench_kernels, benchmark_tiles
from exogemm.cli.arguments import (
    add_dtype_arg,
    add_isa_args,
    add_model_args,
    add_shape_args,
    isa_from,
    print_json,
    require_native,
    suite_or_model,
    tile_from,
)
from exogemm.core.dtype import F32, get_dtype
from exogemm.core.errors import ExogemmError
from exogemm.gen.check.mca import host_cpu_name
from exogemm.gen.check.predict import predict_kernel
from exogemm.isa.base import VectorIsa
from exogemm.models.suites import suite_names
from exogemm.policy.calibration import calibration_for

NAME = "bench"
HELP = "benchmark micro-kernels (or a GEMM suite)"
EPILOG = ("examples:\n  exogemm bench --kernels\n  exogemm bench --kernels --mr 6 --nr 64\n"
          "  exogemm bench --kernels --predict   (beside llvm-mca's prediction)\n"
          "  exogemm bench --suite square\n"
          "  exogemm bench --suite square --sizes 512 1024 --threads 1 -o results/\n"
          "  exogemm bench --suite resnet50 --quick\n"
          "  exogemm bench --suite bert --quick --tvm-trials 32   (TVM tuned with 32 trials)\n"
          "  exogemm bench --suite bert --quick --tvm-models   (per-model library vs TVM)\n"
          "  exogemm bench --suite small --threads 1 2   (squares, fc, decode; vs LIBXSMM)\n"
          "  exogemm bench --suite odd --threads 1 --beta 0   (C = A op(B), C never read)\n"
          "  exogemm bench --epilogue --shape 3136 64 576 --threads 1\n"
          "  exogemm bench --overhead   (ns per 1x1x1 call from C; gemm vs numpy.matmul)\n"
          "  exogemm bench --selector --threads 1 2   (gemm's pick vs every candidate, heldout)\n"
          "  exogemm bench --dtype int8 --suite resnet50   (vs MKL, ONNX Runtime)\n"
          "  exogemm bench --dtype bf16 --suite square --sizes 1024 2048 4096\n"
          "  exogemm bench --model model.onnx --batch 8 --quick   (your network's GEMMs)")


def add_arguments(p: argparse.ArgumentParser) -> None:
    add_isa_args(p, default=None)  # the native ISA
    add_shape_args(p, required=False)
    add_dtype_arg(p)
    group = p.add_mutually_exclusive_group(required=True)
    group.add_argument("--kernels", action="store_true", help="micro-kernels with data in L1")
    group.add_argument("--suite", help="a GEMM benchmark suite: square, or one of "
                       + ", ".join(suite_names()))
    group.add_argument("--model", metavar="PATH",
                       help="an ONNX model's GEMMs (MatMul, Gemm, Conv, their int8 forms) as "
                            "a layer suite")
    group.add_argument("--epilogue", action="store_true",
                       help="fused GEMM+bias+ReLU vs GEMM then a NumPy bias+ReLU pass")
    group.add_argument("--selector", nargs="?", const="heldout", metavar="SUITE",
                       help="the plan and route gemm() picks per shape, timed beside every "
                            "candidate it could pick (default: the heldout suite)")
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
    add_model_args(p)
    p.add_argument("--beta", type=float, choices=dl.BETAS,
                   help="layer suites: every call's beta, 1 (default: C += A op(B), what "
                        "kernels are tuned for) or 0 (C = A op(B), as numpy.matmul)")
    p.add_argument("--tvm-trials", type=int, metavar="N",
                   help="layer suites: meta_schedule trials per shape of the tvm_tuned column "
                        "(without it that column is skipped: tuning takes about a minute a "
                        "shape; tunings are cached per shape, target, TVM version and N)")
    p.add_argument("--tvm-models", action="store_true",
                   help="with --suite or --model: exogemm's per-model library beside TVM's "
                        "module of the same GEMMs (size, build time, host speed, aarch64 "
                        "checked under QEMU; docs/tvm.md)")
    p.add_argument("--json", action="store_true")


def _overhead(isa: VectorIsa, as_json: bool) -> int:
    """--overhead: what a tiny call costs beyond its arithmetic, from C and from Python."""
    require_native(isa)
    out = overhead.report(overhead.measure_overhead(), as_json)
    if as_json:
        print_json(out)
    else:
        print("\n".join(out))
    return 0


def _epilogue(isa: VectorIsa, args: argparse.Namespace) -> int:
    """--epilogue: the fused bias+ReLU GEMM against the GEMM and a separate NumPy pass."""
    require_native(isa)
    M, N, K = args.shape
    timing = time_fused_epilogue(M, N, K, threads=(args.threads or [1])[0])
    if args.json:
        print_json(dict(asdict(timing), ratio=timing.ratio))
    else:
        print(timing.line())
    return 0


def _kernels(isa: VectorIsa, args: argparse.Namespace) -> int:
    """--kernels: each benchmark tile (or the --mr x --nr one) timed with data in L1, as a
    share of the peak measured in the same run; exit status 1 if one computed wrong."""
    require_native(isa)
    tiles = benchmark_tiles(isa)
    if args.mr is not None or args.nr is not None:
        tiles = [tile_from(args, isa)]
    results, peak = bench_kernels(isa, tiles)
    cpu = host_cpu_name() if args.predict else None
    predicted = {t.name: predict_kernel(t, cpu) for t in tiles} if cpu else {}
    cal = calibration_for(isa)
    if args.json:
        print_json(dict(isa=isa.key, peak_gflops=peak, kernels=results,
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


def _selector(isa: VectorIsa, args: argparse.Namespace) -> int:
    """--selector: gemm()'s pick against every candidate, per shape of a suite."""
    require_native(isa)
    if args.selector not in suite_names():
        raise ExogemmError(f"--selector takes a layer suite ({', '.join(suite_names())}), "
                           f"got {args.selector!r}")
    threads = tuple(args.threads or (1,))
    judged = selector.judge_suite(isa, args.selector, threads, quick=args.quick)
    out = selector.report(judged, args.json)
    if args.json:
        print_json(out)
    else:
        print("\n".join(out))
    return 0


def run(args: argparse.Namespace) -> int:
    isa = isa_from(args)
    dtype = get_dtype(args.dtype)
    suite = suite_or_model(args)
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
        require_native(isa, dtype)
        return lowp.run_suite_cli(suite, args.dtype, isa, args)
    if args.tvm_models:
        if not suite or suite == "square" or dtype != F32:
            raise ExogemmError("--tvm-models compares the FP32 GEMMs of a layer suite (--suite "
                               f"{', '.join(s for s in suite_names() if s != 'square')}) or of "
                               "an ONNX model (--model PATH)")
        return tvm_models.run_cli(args)
    if args.overhead:
        return _overhead(isa, args.json)
    if args.selector:
        return _selector(isa, args)
    if args.epilogue:
        return _epilogue(isa, args)
    if suite == "square":
        return square.run_suite_cli(suite, isa, args)
    if suite:
        return dl.run_suite_cli(suite, isa, args)
    return _kernels(isa, args)
