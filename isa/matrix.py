"""The matrix-engine registry: every module in isa/ with a `describe_engine(**params)` is a
matrix engine (AMX tiles, SME's ZA array) — the units beside the vector registers that
multiply whole tiles per instruction.

They are kept apart from the vector ISAs (`exogemm.isa.get_isa`) because the schedules that
target them are different (C lives in tile storage, not in a list of vector registers) and so
is their cache key (gen/cache.py `matrix_fingerprint`). A module is found by its function
name, so adding an engine is one file here, as for a vector ISA.
"""

from __future__ import annotations

import importlib
import inspect
import pkgutil
from functools import lru_cache
from typing import Protocol

from exogemm import isa as _isa_package
from exogemm.core.errors import UnknownIsaError


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


@lru_cache(maxsize=1)
def _modules() -> dict[str, object]:
    found = {}
    for info in pkgutil.iter_modules(_isa_package.__path__):
        if info.name.startswith("_"):
            continue
        module = importlib.import_module(f"{_isa_package.__name__}.{info.name}")
        if callable(getattr(module, "describe_engine", None)):
            found[info.name] = module
    return dict(sorted(found.items()))


def known_engines() -> list[str]:
    return list(_modules())


def engine_parameters(name: str) -> dict[str, object]:
    """The parameters an engine takes, with their defaults (e.g. sme: svl=512)."""
    return {p.name: p.default
            for p in inspect.signature(_module(name).describe_engine).parameters.values()}


def _module(name: str):
    modules = _modules()
    if name not in modules:
        raise UnknownIsaError(f"unknown matrix engine {name!r}; known engines: "
                              f"{', '.join(modules)}")
    return modules[name]


@lru_cache(maxsize=None)
def _describe(name: str, params: tuple[tuple[str, object], ...]) -> MatrixEngine:
    return _module(name).describe_engine(**dict(params))


def get_engine(name: str, **params: object) -> MatrixEngine:
    """The description of engine `name`; parameters left as None take its defaults. A
    parameter it does not take raises UnknownIsaError listing those it does."""
    accepted = engine_parameters(name)
    given = {k: v for k, v in params.items() if v is not None}
    extra = sorted(set(given) - set(accepted))
    if extra:
        takes = ", ".join(accepted) or "no parameters"
        raise UnknownIsaError(f"engine {name!r} does not take {', '.join(extra)}; it takes "
                              f"{takes}")
    return _describe(name, tuple(sorted(given.items())))
