"""`exogemm build-blas`: libexogemm_blas.so for this host, a drop-in BLAS whose sgemm_ and
cblas_sgemm are exogemm's GEMM and whose other routines are the BLAS behind it."""

from __future__ import annotations

import argparse
from pathlib import Path

from exogemm.api.gemm import native_isa
from exogemm.cli.arguments import require_native
from exogemm.runtime.blas import blas_policy, build_blas

NAME = "build-blas"
HELP = ("build libexogemm_blas.so for this host: sgemm_ and cblas_sgemm by exogemm's "
        "GEMM, every other BLAS routine left to the BLAS behind it")
EPILOG = ("examples:\n  exogemm build-blas            (the cached build; prints its path)\n"
          "  exogemm build-blas -o out/    (the library and its C sources in out/)\n"
          "  LD_PRELOAD=out/libexogemm_blas.so EXOGEMM_BLAS_VERBOSE=1 python3 app.py")


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("-o", "--output", help="directory for the library and its sources")


def run(args: argparse.Namespace) -> int:
    require_native(native_isa())
    path = build_blas(Path(args.output) if args.output else None)
    plans = "".join(f"\n    {plan.describe()}" for plan in blas_policy().plans)
    print(f"{path}\n  SGEMM by the plan exogemm.gemm's selector picks per shape, among:{plans}"
          f"\n  use: LD_PRELOAD={path} <program>   (or link it before -lblas); "
          f"EXOGEMM_BLAS_VERBOSE=1 counts the calls it ran")
    return 0
