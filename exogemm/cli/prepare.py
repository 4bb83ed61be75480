"""`exogemm prepare`: generate and compile the native ISA's plans ahead of first use (setup.sh
runs it), so that a first gemm() call only loads a library instead of running Exo."""

from __future__ import annotations

import argparse

from exogemm.cli.arguments import add_isa_args, isa_from, positive_arg, require_native
from exogemm.gen import cache
from exogemm.runtime.prepare import prepare

NAME = "prepare"
HELP = ("generate and compile the native ISA's plans ahead of first use (run by "
        "setup.sh), so a first gemm() call only loads a library")
EPILOG = "examples:\n  exogemm prepare\n  exogemm prepare --default-only --jobs 2"


def add_arguments(p: argparse.ArgumentParser) -> None:
    add_isa_args(p, default=None)
    p.add_argument("--default-only", action="store_true",
                   help="only the default plan and its epilogue build (the selector's other "
                        "picks are then scheduled on first use, about a minute each)")
    p.add_argument("--jobs", type=positive_arg("jobs"), help="plans built at once (default: cores)")


def run(args: argparse.Namespace) -> int:
    isa = isa_from(args)
    require_native(isa)
    for done in prepare(isa, default_only=args.default_only, jobs=args.jobs):
        how = "already prepared" if done.was_there else "scheduled and compiled"
        print(f"{done.prefix}: {how} ({done.seconds:.1f} s)")
    print(f"prepared store: {cache.prepared_root()}")
    return 0
