"""The matrix-engine registry: every module in isa/ with a `describe_engine(**params)` is a
matrix engine (AMX tiles, SME's ZA array) — the units beside the vector registers that
multiply whole tiles per instruction.

They are kept apart from the vector ISAs (`exogemm.isa.get_isa`) because the schedules that
target them are different (C lives in tile storage, not in a list of vector registers) and so
is their cache key (gen/keys.py `matrix_fingerprint`). A module is found by its function
name, so adding an engine is one file here, as for a vector ISA.
"""

from __future__ import annotations

from functools import lru_cache
from types import ModuleType
from typing import Protocol

from exogemm.isa import given_parameters, target_module, target_parameters, targets


class MatrixEngine(Protocol):
    """What every engine description answers (each module defines its own frozen class)."""

    name: str          # the --isa name: "sme", "amx"
    description: str   # one line for `exogemm isas`

    @property
    def key(self) -> str:
        """The name with its parameters ("sme-svl256"): file and kernel names."""

    def fingerprint(self) -> tuple:
        """Everything of the description a generated kernel depends on (cache keys)."""

    def runnable_here(self) -> str | None:
        """None when kernels for it run on this machine (natively or emulated), else why
        not (the host CPU and the missing flag, or the missing emulator)."""


def known_engines() -> list[str]:
    return list(targets("describe_engine"))


def engine_parameters(name: str) -> dict[str, object]:
    """The parameters an engine takes, with their defaults (e.g. sme: svl=512)."""
    return target_parameters(_module(name), "describe_engine")


def _module(name: str) -> ModuleType:
    return target_module(name, "describe_engine", "matrix engine", "engines")


@lru_cache(maxsize=None)
def _describe(name: str, params: tuple[tuple[str, object], ...]) -> MatrixEngine:
    return _module(name).describe_engine(**dict(params))


def get_engine(name: str, **params: object) -> MatrixEngine:
    """The description of engine `name`; parameters left as None take its defaults. A
    parameter it does not take raises UnknownIsaError listing those it does."""
    return _describe(name, given_parameters("engine", name, engine_parameters(name), params))
