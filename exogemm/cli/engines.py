"""The CLI's matrix-engine branch: `exogemm show|emit|test|emit-model|isas` when --isa names
a matrix engine (isa/matrix.py) instead of a vector ISA.

Generic over the engines: every command is written once against the roles of a kit
(exogemm/engines/protocol.py `EngineKit`), and each engine's kit (exogemm/engines/<name>.py)
fills them. `COMMANDS`, which engine takes which command, is read from the roles each kit
fills, so a new engine needs no line here.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from exogemm.core.errors import ExogemmError
from exogemm.engines import get_kit, kits
from exogemm.engines.protocol import EngineKit, Verdict, commands
from exogemm.isa.matrix import engine_parameters, known_engines

#: Engine parameters the command line already has an option for (AMX's datatype: --dtype).
_OWN_OPTIONS = {"dtype"}

__all__ = ["COMMANDS", "add_engine_args", "add_tiles_arg", "dtype_names", "engine_param_names",
           "isas_lines", "isas_rows", "known_engines", "run"]


def engine_param_names() -> list[str]:
    return sorted({p for name in known_engines() for p in engine_parameters(name)}
                  - _OWN_OPTIONS)


def add_engine_args(p: argparse.ArgumentParser) -> None:
    """The engines' parameters (--svl), beside the vector ISAs' (cli._add_isa_args)."""
    for param in engine_param_names():
        users = [n for n in known_engines() if param in engine_parameters(n)]
        p.add_argument(f"--{param}", type=int, default=None,
                       help=f"matrix-engine parameter for {', '.join(users)}")


def add_tiles_arg(p: argparse.ArgumentParser) -> None:
    """--tiles RxC, for the engines whose block is a grid of tiles (their kits' help)."""
    helps = [kit.tiles_help for kit in kits().values() if kit.tiles_help]
    p.add_argument("--tiles", metavar="RxC", help=f"matrix engine: {'; '.join(helps)}")


def dtype_names() -> list[str]:
    """The names --dtype takes for some engine beyond the project's datatypes (AMX's u8s8,
    s8s8, ...), in the kits' order."""
    return [n for kit in kits().values() for n in kit.dtype_names]


def run(command: str, args: argparse.Namespace) -> int | None:
    """Run `exogemm COMMAND` for the matrix engine --isa names (its exit status); None when
    --isa names a vector ISA. A command the engine does not take is refused, naming those
    it does."""
    name = getattr(args, "isa", None)
    if name not in known_engines():
        return None
    kit = get_kit(name)
    if command not in COMMANDS[name]:
        takes = ", ".join(f"`exogemm {c}`" for c in COMMANDS[name])
        raise ExogemmError(f"--isa {name} is a matrix engine taken by {takes} (and `exogemm "
                           f"isas`), not by `exogemm {command}`")
    kit.refuse(command, args)
    return _HANDLERS[command](kit, args)


def _show(kit: EngineKit, args: argparse.Namespace) -> int:
    """The kernel's recipe, step by step (--step: one; --overwrite: the beta = 0 one)."""
    engine = kit.describe(args)
    kit.show(kit.tile(engine, args), args.step, args.overwrite)
    return 0


def _emit(kit: EngineKit, args: argparse.Namespace) -> int:
    """The kernel and the C around it into -o DIR, one path a line."""
    engine = kit.describe(args)
    for path in kit.emit(kit.tile(engine, args), Path(args.output)):
        print(path)
    return 0


def _report(verdicts: list[Verdict], lines: bool) -> list[Verdict]:
    """Print each verdict's line (unless not `lines`); the failed ones."""
    for v in verdicts if lines else ():
        print(v.line())
    return [v for v in verdicts if not v.ok]


def _test(kit: EngineKit, args: argparse.Namespace) -> int:
    """The kernel check (unless --gemm) and the GEMM check; 1 if a case failed."""
    checks = kit.checks
    assert checks is not None  # COMMANDS has `test` only for a kit with checks
    engine = kit.describe(args)
    why = checks.cannot_check(engine, args)
    if why:
        raise ExogemmError(why)
    verdicts = [] if args.gemm else list(checks.check_kernels(engine, args))
    verdicts += checks.check_gemm(engine, args)
    failed = _report(verdicts, not args.json)
    print(f"{engine.key}: {len(verdicts)} cases, {len(verdicts) - len(failed)} passed, "
          f"{len(failed)} failed")
    return 1 if failed else 0


def _emit_model(kit: EngineKit, args: argparse.Namespace) -> int:
    """A suite's library for the engine, written and built in -o DIR; --check runs every
    layer against NumPy."""
    library = kit.library
    assert library is not None  # COMMANDS has `emit-model` only for a kit with a library
    lib = library.model_library(kit.describe(args), args)
    out = Path(args.output)
    paths = lib.write(out)
    archive = lib.build(out)
    print(f"{lib.name}: {lib.summary}; wrote {len(paths)} files to {out}, built {archive}")
    if not args.check:
        return 0
    verdicts = library.check_library(lib, out)
    failed = _report(verdicts, True)
    print(f"check: {len(verdicts)} layers, {len(failed)} failed")
    return 1 if failed else 0


_HANDLERS = {"show": _show, "emit": _emit, "test": _test, "emit-model": _emit_model}

#: Which engine takes which command: those whose role its kit fills.
COMMANDS: dict[str, tuple[str, ...]] = {name: commands(kit) for name, kit in kits().items()}


def isas_rows() -> list[dict]:
    """`exogemm isas --json` rows of the matrix engines (at their default parameters)."""
    return [get_kit(name).isas_row() for name in known_engines()]


def isas_lines() -> list[str]:
    """`exogemm isas` rows of the matrix engines (AMX's: a block per datatype)."""
    return [get_kit(name).isas_lines() for name in known_engines()]
