"""`exogemm test`: validate the micro-kernel sweep (or with --gemm the full GEMM) against
NumPy, under QEMU for a cross ISA; with --slow, the checkout's slow test set instead."""

from __future__ import annotations

import argparse
import subprocess
import sys
from dataclasses import asdict

from exogemm.cli import engines as engine_cli
from exogemm.cli.arguments import (
    add_dtype_arg,
    add_isa_args,
    isa_from,
    positive_arg,
    print_json,
)
from exogemm.core.dtype import F32, DType, get_dtype
from exogemm.core.errors import ExogemmError
from exogemm.core.paths import CHECKOUT_TESTS
from exogemm.gen.c.cores import core_target, emulated_as
from exogemm.gen.c.lowp_gemm import kernel_dtype, route_to
from exogemm.gen.check.gemm import validate_gemm
from exogemm.gen.check.kernel import SWEEP_KC, SWEEP_NR, sweep_kcs
from exogemm.gen.check.pipeline import sweep_tiles, validate
from exogemm.isa.base import VectorIsa

NAME = "test"
HELP = "validate the kernel sweep (or the full GEMM) against NumPy"
EPILOG = ("examples:\n  exogemm test --isa avx512\n  exogemm test --isa neon --json\n"
          "  exogemm test --isa rvv --vlen 256 --lmul 2\n  exogemm test --gemm --isa sve\n"
          "  exogemm test --isa neon --nr 8 16 --max-mr 4 --kc 1 64 --jobs 1   (reduced)\n"
          "  exogemm test --isa avx512 --dtype int8   (kc counts k-groups of 4)\n"
          "  exogemm test --isa neon --cpu cortex-a53 --dtype int8   (ARMv8.0: int16 smlal)\n"
          "  exogemm test --slow   (the test suite's slow set: sweeps, stress, sanitizers)")

#: The checkout's test suite, whose `slow` set `exogemm test --slow` runs (an installed wheel
#: has no tests/: the command then says so).
TESTS_DIR = CHECKOUT_TESTS


def add_arguments(p: argparse.ArgumentParser) -> None:
    add_isa_args(p, default=None)  # the native ISA
    add_dtype_arg(p, engines=True)
    p.add_argument("--gemm", action="store_true", help="validate the full GEMM instead")
    engine_cli.add_tiles_arg(p)
    p.add_argument("--slow", action="store_true",
                   help="run the test suite's tests marked slow (pytest -m slow) instead")
    p.add_argument("--nr", type=positive_arg("nr"), nargs="+",
                   help=f"kernel sweep: these nr only (default {' '.join(map(str, SWEEP_NR))})")
    p.add_argument("--max-mr", type=positive_arg("max-mr"),
                   help="kernel sweep: mr from 1 to this (default: the largest that fits)")
    p.add_argument("--kc", type=positive_arg("kc"), nargs="+",
                   help=f"kernel sweep: these kc only (default {' '.join(map(str, SWEEP_KC))}; "
                        f"f16: {' '.join(map(str, sweep_kcs(get_dtype('f16'))))}, where its "
                        "error bound can still fail a wrong kernel)")
    p.add_argument("--jobs", type=positive_arg("jobs"),
                   help="processes scheduling kernels at once (default: every core)")
    p.add_argument("--cpu", help="a cross ISA's core (cortex-a53, cortex-a76, ...): only the "
                                 "instructions it has (LLVM's description of it), built with "
                                 "-mcpu=NAME and run under QEMU's model of it")
    p.add_argument("--json", action="store_true")


def run_slow_tests() -> int:
    """The tests marked `slow` (sweeps, stress repetitions, sanitizer builds), left out of
    the default run to keep it within CI's time: pytest's exit status."""
    if not TESTS_DIR.is_dir():
        raise ExogemmError(f"the slow tests live in a source checkout's tests/ ({TESTS_DIR} "
                           f"does not exist); clone the repository to run them")
    return subprocess.call([sys.executable, "-m", "pytest", "-m", "slow", "-n", "auto",
                            str(TESTS_DIR)])


def _kernel_under_test(isa: VectorIsa, dtype: DType, as_json: bool) -> DType:
    """The datatype of the kernels `dtype`'s GEMM runs on `isa` here (its route: its own dot,
    the u8 x s8 dot on shifted operands, or int16 words on AVX2 without VNNI), refusing
    with the reason before any scheduling starts when this machine cannot run them."""
    kernel = kernel_dtype(isa, dtype)  # DtypeError: none
    reason = isa.unavailable(kernel)
    if reason:
        raise ExogemmError(f"cannot run {isa.key} kernels here: {reason}")
    where = f"a {isa.core} ({isa.level})" if isa.core else "this CPU"
    if kernel != dtype and not as_json:
        route = route_to(dtype, kernel)
        how = (f"A shifted by {abs(route.shift)} while packing" if route.shift
               else "the operands converted while packing")
        print(f"{isa.key} {dtype.name}: its GEMM runs the {kernel.name} kernels on {where} "
              f"({how}); checking those")
    return kernel


def _test_gemm(isa: VectorIsa, dtype: DType, as_json: bool) -> int:
    """--gemm: the f32 GEMM's validation across shapes and layouts."""
    if dtype != F32:
        raise ExogemmError("--gemm checks the f32 GEMM; the k-grouped GEMMs are checked "
                           "by tests/test_low_precision.py (pytest -m 'slow or not slow')")
    report = validate_gemm(isa)
    if as_json:
        print_json(dict(isa=isa.key, cases=len(report.verdicts),
                        failed=[asdict(v) for v in report.failed]))
    else:
        print("\n".join(report.lines()))
    return 0 if report.ok else 1


def _test_kernels(isa: VectorIsa, dtype: DType, args: argparse.Namespace) -> int:
    """The kernel sweep: every tile that fits, at each kc, against NumPy's product."""
    tiles = sweep_tiles(isa, args.nr or SWEEP_NR, max_rows=args.max_mr, dtype=dtype)
    if not tiles:
        raise ExogemmError(f"no tile of {isa.key} fits: nr {args.nr} with mr <= {args.max_mr}")
    kcs = tuple(args.kc or sweep_kcs(dtype))
    verdicts = validate(isa, tiles, kcs=kcs, progress=not args.json, jobs=args.jobs)
    failed = [v for v in verdicts if not v.ok]
    if args.json:
        print_json(dict(isa=isa.key, kernels=len(tiles), cases=len(verdicts),
                        failed=[asdict(v) for v in failed]))
        return 1 if failed else 0
    worst = max(verdicts, key=lambda v: v.max_error_over_tolerance)
    print(f"{isa.key} {dtype.name}: {len(tiles)} kernels x kc {list(kcs)} = "
          f"{len(verdicts)} cases, {len(verdicts) - len(failed)} passed, {len(failed)} failed")
    print(f"largest error / tolerance: {worst.max_error_over_tolerance:.3f} "
          f"({worst.label}); tolerance = gamma_(kc+1) * (|C| + |A||B|)")
    for v in failed:
        print(f"FAILED {v.label}: error {v.max_error:.3g} = "
              f"{v.max_error_over_tolerance:.3g} x tolerance, "
              f"canaries {'intact' if v.canaries_intact else 'OVERWRITTEN'}")
    return 1 if failed else 0


def run(args: argparse.Namespace) -> int:
    if args.slow:
        return run_slow_tests()
    if (code := engine_cli.run("test", args)) is not None:
        return code
    isa = isa_from(args)
    if args.cpu:
        isa = core_target(isa, args.cpu)
        if not args.json:
            model = emulated_as(isa)
            print(f"{isa.key} for {args.cpu}: level {isa.level}, built with -mcpu={args.cpu}, "
                  + (f"run under QEMU -cpu {model}" if model == args.cpu else
                     f"run under QEMU -cpu {model or 'max'} (QEMU has no model of {args.cpu}: "
                     f"an instruction above its level would not trap)"))
    dtype = get_dtype(args.dtype)
    if args.gemm:
        return _test_gemm(isa, dtype, args.json)
    return _test_kernels(isa, _kernel_under_test(isa, dtype, args.json), args)
