"""`exogemm emit-model`: a standalone C library with only the GEMMs one network needs (a layer
suite or an ONNX model), built with the ISA's toolchain, its size set against full BLAS
libraries and, with --check, validated against NumPy (a matrix engine's through engines.py).
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from exogemm.cli import engines as engine_cli
from exogemm.cli.arguments import (
    add_dtype_arg,
    add_isa_args,
    add_model_args,
    isa_from,
    print_json,
    refuse_timed_as_alone,
    suite_or_model,
    timed_as_option,
)
from exogemm.core.dtype import F32, DType, get_dtype
from exogemm.core.errors import ExogemmError
from exogemm.gen.c.cores import core_target
from exogemm.gen.check.gemm import report_json
from exogemm.gen.check.library_size import SizeReport, library_size
from exogemm.gen.check.model import ModelCheck, check_library
from exogemm.gen.check.model_blas import BlasCheck, blas_json, blas_lines, check_blas
from exogemm.gen.check.model_lowp import check_lowp_library
from exogemm.gen.library.model import model_library
from exogemm.gen.library.model_f32 import F32ModelLibrary, write_readme
from exogemm.isa.base import VectorIsa
from exogemm.models.suites import Suite, suite_names
from exogemm.plan.tile import Tile
from exogemm.tune import cpu as tune_cpu

NAME = "emit-model"
HELP = ("write a standalone C library with only the GEMMs one network needs, build it "
        "with the ISA's toolchain and report its size against full BLAS libraries")
EPILOG = ("examples:\n  exogemm emit-model resnet50 --isa neon -o out/resnet50-neon\n"
          "  exogemm emit-model bert --isa rvv --vlen 256 --quick -o out/ --check\n"
          "  exogemm emit-model mobilenet --isa avx512 -o out/ --check --json\n"
          "  exogemm emit-model resnet50 --dtype int8 --isa neon -o out/ --check\n"
          "  exogemm emit-model --model model.onnx --batch 1 --isa neon -o out/ --check\n"
          "  exogemm emit-model resnet50 --isa neon --cpu neoverse-v1 -o out/\n"
          "  exogemm emit-model resnet50 --isa neon --cpu cortex-a53 --dtype int8 --check -o out/\n"
          "  exogemm emit-model odd --isa neon --blas -o out/ --check")


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("suite", nargs="?", help="layer suite: " + ", ".join(suite_names()))
    p.add_argument("--model", metavar="PATH",
                   help="instead of a suite: an ONNX model's GEMMs (the library is named "
                        "after the file)")
    add_model_args(p)
    add_isa_args(p)
    add_dtype_arg(p)
    p.add_argument("-o", "--output", required=True, help="output directory")
    p.add_argument("--quick", action="store_true",
                   help="the suite's quick subset (batch 1 / sequence 128)")
    p.add_argument("--check", action="store_true",
                   help="also validate the built library against NumPy (QEMU for cross ISAs)")
    p.add_argument("--blas", action="store_true",
                   help="also export sgemm_ and cblas_sgemm: the layers' shapes on their plans, "
                        "any other call on a generic plan (a drop-in for BLIS/OpenBLAS)")
    p.add_argument("--cpu", help="FP32: build the plans from the tiles llvm-mca predicts best "
                                 "for this core (`exogemm tune --cpu`); --dtype int8|bf16|fp16: "
                                 "the instruction level the core has (LLVM's description), "
                                 "built with -mcpu and checked under QEMU's model of the core")
    timed_as_option(p)
    p.add_argument("--json", action="store_true")


def run(args: argparse.Namespace) -> int:
    if args.blas and (get_dtype(args.dtype) != F32 or args.isa in engine_cli.known_engines()):
        raise ExogemmError("--blas adds FP32 sgemm_ / cblas_sgemm to a vector ISA's FP32 "
                           "library (leave out --dtype and the matrix engine)")
    if (code := engine_cli.run("emit-model", args)) is not None:
        return code
    isa = isa_from(args)
    dtype = get_dtype(args.dtype)
    if (args.suite is None) == (args.model is None):
        raise ExogemmError("emit-model builds a layer suite (" + ", ".join(suite_names())
                           + ") or an ONNX model (--model PATH): give one of the two")
    if args.model and args.quick:
        raise ExogemmError("--quick takes a built-in suite's subset; a model's layers are its "
                           "graph's (choose them with --batch / --dim)")
    suite = suite_or_model(args)
    refuse_timed_as_alone(args)
    if dtype != F32:
        if args.cpu:  # the level the core has: its kernels, its -mcpu, its QEMU model
            isa = core_target(isa, args.cpu)
        return _emit_lowp_model(suite, args, isa, dtype)
    return _emit_f32_model(suite, args, isa)


def _cpu_tiles(isa: VectorIsa, args: argparse.Namespace) -> list[Tile] | None:
    """--cpu: the tiles llvm-mca ranks best for that core (None: the selector's own)."""
    if not args.cpu:
        return None
    ranking = tune_cpu.rank_tiles(isa, args.cpu, progress=None if args.json else print,
                                  timed_as=args.timed_as)
    tiles = ranking.preferred(isa)
    if not args.json:
        print(f"tiles for {ranking.cpu} (llvm-mca): {', '.join(t.name for t in tiles)}")
    return tiles


def _emit_f32_model(suite: str | Suite, args: argparse.Namespace, isa: VectorIsa) -> int:
    """The FP32 library: a plan per layer shape (and with --blas a generic one), its size
    report, and with --check its validation; exit status 1 if a check failed."""
    lib = model_library(suite, isa, quick=args.quick, tiles=_cpu_tiles(isa, args),
                        blas=args.blas)
    out = Path(args.output)
    paths = lib.write(out)
    archive = lib.build(out)
    sizes = library_size(lib, archive)
    write_readme(lib, out, ["```", *sizes.lines(), "```"])
    (out / "size_report.json").write_text(json.dumps(sizes.as_dict(), indent=2) + "\n")
    check = blas_check = None
    if args.check:
        check = check_library(lib, out, archive)
        blas_check = check_blas(lib, out, archive) if args.blas else None
    if args.json:
        print_json(_f32_json(lib, out, archive, sizes, check, blas_check))
    else:
        print("\n".join(_f32_lines(lib, out, archive, len(paths), sizes, check, blas_check)))
    ok = (check is None or check.ok) and (blas_check is None or blas_check.ok)
    return 0 if ok else 1


def _f32_json(lib: F32ModelLibrary, out: Path, archive: Path, sizes: SizeReport,
              check: ModelCheck | None, blas_check: BlasCheck | None) -> dict:
    """--json: the layers and the plan serving each, the sizes, the checks' verdicts."""
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
    return result


def _f32_lines(lib: F32ModelLibrary, out: Path, archive: Path, files: int, sizes: SizeReport,
               check: ModelCheck | None, blas_check: BlasCheck | None) -> list[str]:
    """The text report: the plans and how many layers each serves, the sizes, the checks
    (one element per printed block, so that an empty block still prints its line)."""
    lines = [f"{lib.name}: {lib.summary}"]
    for plan in lib.plans:
        used = sum(e.plan == plan for e in lib.entries)
        role = "; --blas: every call off the table" if plan == lib.generic else ""
        lines.append(f"  {plan.describe()}; {used} layer(s){role}")
    lines += [f"wrote {files} files to {out}, built {archive}\n", "\n".join(sizes.lines())]
    if lib.generic is not None:
        lines.append("\n".join(["", *blas_lines(lib, sizes)]))
    if check is not None:
        lines += ["", "\n".join(check.lines())]
    if blas_check is not None:
        lines.append("\n".join(["", *blas_check.lines()]))
    return lines


def _emit_lowp_model(suite: str | Suite, args: argparse.Namespace, isa: VectorIsa,
                     dtype: DType) -> int:
    """emit-model --dtype int8|bf16|...: one kernel + the grouped driver + the layer table."""
    lib = model_library(suite, isa, dtype, quick=args.quick)
    out = Path(args.output)
    paths = lib.write(out)
    archive = lib.build(out)
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
        print_json(result)
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
