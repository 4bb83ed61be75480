"""`exogemm inspect`: static per-k-step counts (FMAs, loads, spills) read from a compiled
kernel's assembly, for any ISA without running it; with --cpu, llvm-mca's prediction of the
k loop on that core."""

from __future__ import annotations

import argparse

from exogemm.cli.arguments import (
    add_dtype_arg,
    add_isa_args,
    add_shape_args,
    isa_from,
    print_json,
    refuse_timed_as_alone,
    tile_from,
    timed_as_option,
)
from exogemm.gen.check.inspect import inspect_kernel
from exogemm.gen.check.mca import cpu_models, mca_target
from exogemm.core.dtype import F32, get_dtype
from exogemm.gen.c.cores import core_target
from exogemm.gen.c.lowp_gemm import kernel_dtype
from exogemm.gen.check.predict import predict_kernel, predict_ratio
from exogemm.plan.tile import gemm_tile
from exogemm.isa.base import VectorIsa

NAME = "inspect"
HELP = "static per-k-step counts (FMAs, loads, spills) from the compiled kernel's assembly"
EPILOG = ("examples:\n  exogemm inspect --isa neon\n"
          "  exogemm inspect --isa rvv --vlen 256 --lmul 2 --mr 7 --nr 32 --asm\n"
          "  exogemm inspect --isa neon --cpu neoverse-v1   (llvm-mca's prediction)\n"
          "  exogemm inspect --isa sve --cpu a64fx --json\n"
          "  exogemm inspect --isa rvv --list-cpus   (which -mcpu names have a model)\n"
          "  exogemm inspect --isa neon --cpu cortex-a53 --dtype int8   (its kernel, int8/f32)")


def add_arguments(p: argparse.ArgumentParser) -> None:
    add_isa_args(p)
    add_shape_args(p, required=False)
    add_dtype_arg(p)
    p.add_argument("--asm", action="store_true", help="also print the inner loop's assembly")
    p.add_argument("--cpu", help="also predict the k loop on this core with llvm-mca (an "
                                 "-mcpu name; x86: native for this host)")
    timed_as_option(p)
    p.add_argument("--list-cpus", action="store_true",
                   help="the -mcpu names with an LLVM scheduling model for the ISA's code")
    p.add_argument("--json", action="store_true")


def run(args: argparse.Namespace) -> int:
    refuse_timed_as_alone(args)
    isa = isa_from(args)
    if args.list_cpus:
        return _list_cpus(isa, args.json)
    dtype = get_dtype(args.dtype)
    if dtype != F32:
        return _inspect_low_precision(isa, dtype, args)
    tile = tile_from(args, isa)
    report = inspect_kernel(tile)
    prediction = (predict_kernel(tile, args.cpu, report, timed_as=args.timed_as) if args.cpu
                  else None)
    if args.json:
        out = report.as_dict(with_asm=args.asm)
        if prediction:
            out["prediction"] = prediction.as_dict()
        print_json(out)
        return 0
    print(report.summary())
    if prediction:
        print(prediction.summary())
    if args.asm:
        print("\n# inner k loop\n" + report.loop_asm)
    return 0


def _inspect_low_precision(isa: VectorIsa, dtype, args: argparse.Namespace) -> int:
    """--dtype int8|bf16|fp16: the kernel the datatype runs (on --cpu's level, for a cross
    ISA narrowed to that core), its counts, and with --cpu its predicted rate against the
    f32 GEMM kernel's on the same core."""
    if args.cpu and not isa.toolchain.native:
        isa = core_target(isa, args.cpu)
    kernel = kernel_dtype(isa, dtype)
    tile = gemm_tile(isa, args.mr, args.nr, kernel)
    report = inspect_kernel(tile)
    ratio = (predict_ratio(tile, gemm_tile(isa), args.cpu, timed_as=args.timed_as,
                           dtype=dtype.name) if args.cpu else None)
    if args.json:
        out = dict(dtype=dtype.name, kernel_dtype=kernel.name, level=isa.level,
                   report=report.as_dict(with_asm=args.asm))
        if ratio:
            out["prediction"] = ratio.as_dict()
        print_json(out)
        return 0
    where = f"{isa.core} (level {isa.level})" if isa.core else f"{isa.key} on this CPU"
    print(f"{dtype.name} on {where}: the {kernel.name} kernel {tile.name}")
    print(report.summary())
    if ratio:
        print(ratio.kernel.summary())
        print(ratio.summary())
    if args.asm:
        print("\n# inner k loop\n" + report.loop_asm)
    return 0


def _list_cpus(isa: VectorIsa, as_json: bool) -> int:
    """`inspect --list-cpus`: llvm-mca's CPU names for the ISA's triple, as a Markdown table
    of those with a scheduling model for its code, then the others with the reason."""
    models = cpu_models(isa)
    if as_json:
        print_json(dict(isa=isa.key, triple=mca_target(isa).triple, cpus=models))
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
