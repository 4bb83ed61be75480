"""The `exogemm` command line: every pipeline stage a user can run from Python, from a shell.

Each subcommand is a thin shell over a library function, in a module of its own
(exogemm/cli/<command>.py: NAME, HELP, EPILOG, add_arguments, run); this module only puts
them under one parser, in `COMMANDS` order (the order `exogemm --help` lists them). Errors a
user can cause are ExogemmError subclasses and are printed as one line (exit status 2),
never a traceback.
"""

from __future__ import annotations

import argparse
import sys
from types import ModuleType

from exogemm.cli import (
    bench,
    build_blas,
    cache,
    emit,
    emit_model,
    inspect,
    isas,
    peak,
    prepare,
    show,
    test,
    tune,
)
from exogemm.core.errors import ExogemmError

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

#: The subcommands, in the order `exogemm --help` lists them.
COMMANDS: tuple[ModuleType, ...] = (isas, show, emit, test, peak, bench, inspect, tune,
                                    emit_model, prepare, build_blas, cache)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="exogemm", description="Exo-scheduled GEMM micro-kernels for many vector ISAs.",
        epilog=EXAMPLES, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    for command in COMMANDS:
        p = sub.add_parser(command.NAME, help=command.HELP, description=command.HELP,
                           epilog=command.EPILOG,
                           formatter_class=argparse.RawDescriptionHelpFormatter)
        p.set_defaults(func=command.run)
        command.add_arguments(p)
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
