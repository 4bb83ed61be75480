"""The shape of a matrix engine's kit (`EngineKit`): every role an engine fills for the
command line, written once so that AMX and SME (and the next engine) are two answers to the
same questions rather than two stacks with their own words.

An engine is described in isa/ (`describe_engine`, isa/matrix.py), scheduled in procs/matrix/,
generated in gen/exo/, wrapped in C in gen/c/ and checked in gen/check/; its kit is where
those meet the command line. exogemm/cli/engines.py runs every command through these roles
only, and derives which engine takes which command from the roles a kit fills
(`COMMAND_ROLES`): an optional role left as None makes the command refuse that engine,
naming the commands it does take.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any, Protocol

from exogemm.gen.check.verdict import Verdict
from exogemm.gen.library.per_model import PerModelLibrary
from exogemm.isa.matrix import MatrixEngine, engine_parameters, get_engine


class Checks(Protocol):
    """The `exogemm test` role: the kernel check and the GEMM check against NumPy."""

    def cannot_check(self, engine: MatrixEngine, args: argparse.Namespace) -> str | None:
        """None when this host can run the checks, else the whole refusal sentence (what is
        missing: a toolchain, an emulator, an emulator that computes this datatype right)."""

    def check_kernels(self, engine: MatrixEngine,
                      args: argparse.Namespace) -> list[Verdict]:
        """The micro-kernels (and their beta = 0 twins) against NumPy."""

    def check_gemm(self, engine: MatrixEngine, args: argparse.Namespace) -> list[Verdict]:
        """The GEMM around the kernels against NumPy ([] where the datatype has no GEMM)."""


class LibraryKit(Protocol):
    """The `exogemm emit-model` role: a per-model library (a suite's layers as C)."""

    def model_library(self, engine: MatrixEngine,
                      args: argparse.Namespace) -> PerModelLibrary:
        """The library the arguments name (the suite, the block), made by
        gen/library/model.py's `model_library`."""

    def check_library(self, lib: Any, out: Path) -> list[Verdict]:
        """Every layer of the written library against NumPy."""


class EngineKit(Protocol):
    """Every role of a matrix engine on the command line. `show` and `emit` every engine
    fills; `checks` and `library` are None where the engine has none (AMX has no per-model
    library), which is how the command line knows to refuse `test` or `emit-model`."""

    #: The --isa name: the engine's module name in isa/ (isa/matrix.known_engines()).
    name: str
    #: Names --dtype may take for this engine beyond the project's datatype names.
    dtype_names: tuple[str, ...]
    #: The help of --tiles when this engine's block is chosen with it, else None.
    tiles_help: str | None
    checks: Checks | None
    library: LibraryKit | None

    def refuse(self, command: str, args: argparse.Namespace) -> None:
        """Raise ExogemmError for an option of `command` this engine does not take (those
        the vector ISAs have); checked before anything is described."""

    def describe(self, args: argparse.Namespace) -> MatrixEngine:
        """The isa/ description the arguments name (--svl, --dtype, ...)."""

    def tile(self, engine: MatrixEngine, args: argparse.Namespace) -> Any:
        """The block one kernel computes, from the arguments (--tiles, --mr, --nr)."""

    def show(self, tile: Any, step: str | None, overwrite: bool) -> None:
        """Print the kernel's proc after every recipe step (only `step`; `overwrite`: the
        beta = 0 recipe), under one header line."""

    def emit(self, tile: Any, out: Path) -> list[Path]:
        """Write the kernel, the C around it and its build note into `out`: the files."""

    def isas_lines(self) -> str:
        """The engine's lines of `exogemm isas`."""

    def isas_row(self) -> dict:
        """The engine's row of `exogemm isas --json`."""


#: Each command an engine may take, and the role of its kit that serves it (None: a role
#: every kit fills). The order is the order refusals name the commands in.
COMMAND_ROLES: dict[str, str | None] = {"show": None, "emit": None, "test": "checks",
                                        "emit-model": "library"}


def commands(kit: EngineKit) -> tuple[str, ...]:
    """The commands `kit` takes: those whose role it fills."""
    return tuple(c for c, role in COMMAND_ROLES.items()
                 if role is None or getattr(kit, role, None) is not None)


def engine_from(name: str, args: argparse.Namespace, **given: object) -> MatrixEngine:
    """Engine `name` with the parameters the arguments give (`given` overrides them)."""
    params = {p: getattr(args, p, None) for p in engine_parameters(name)}
    return get_engine(name, **{**params, **given})


def default_row(name: str, **extra: object) -> dict:
    """An engine's `exogemm isas --json` row at its default parameters (plus `extra`)."""
    engine = get_engine(name)
    return dict(isa=name, params=engine_parameters(name), matrix_engine=True,
                runs_here=engine.runnable_here() or "yes", description=engine.description,
                **extra)


def default_lines(name: str) -> str:
    """An engine's `exogemm isas` lines at its default parameters, as the vector ISAs'."""
    engine = get_engine(name)
    params = ", ".join(f"{k}={v}" for k, v in engine_parameters(name).items()) or "-"
    return (f"{name:8} {params:18} matrix engine  {engine.description}\n"
            f"{'':8} runs here: {engine.runnable_here() or 'yes'}")
