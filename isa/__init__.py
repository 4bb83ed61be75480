"""The ISA registry: every module in this package with a `describe(**params)` is an ISA.

Adding a target means adding one file here; `get_isa("name", vlen=256)` finds it, validates
its parameters against `describe`'s signature and returns the `VectorIsa` the schedules read.
"""

from __future__ import annotations

import importlib
import inspect
import pkgutil
from functools import lru_cache
from types import ModuleType

from exogemm.core.errors import UnknownIsaError
from exogemm.isa.base import CTemplates, Toolchain, VectorIsa

__all__ = ["CTemplates", "Toolchain", "VectorIsa", "get_isa", "known_isas", "isa_parameters"]

_NOT_ISAS = {"base", "matrix"}


@lru_cache(maxsize=None)
def targets(describer: str = "describe") -> dict[str, ModuleType]:
    """The modules of this package that define `describer`, by name: `describe` for the
    vector ISAs, `describe_engine` for the matrix engines (isa/matrix.py). One scan for
    both, so a new target of either kind is one file here."""
    found = {}
    for info in pkgutil.iter_modules(__path__):
        if info.name in _NOT_ISAS or info.name.startswith("_"):
            continue
        module = importlib.import_module(f"{__name__}.{info.name}")
        if callable(getattr(module, describer, None)):
            found[info.name] = module
    return dict(sorted(found.items()))


def target_module(name: str, describer: str, what: str, plural: str) -> ModuleType:
    """The module of target `name`, or UnknownIsaError naming the known ones."""
    modules = targets(describer)
    if name not in modules:
        raise UnknownIsaError(f"unknown {what} {name!r}; known {plural}: {', '.join(modules)}")
    return modules[name]


def target_parameters(module: ModuleType, describer: str) -> dict[str, object]:
    """The parameters a target's description takes, with their defaults."""
    return {p.name: p.default
            for p in inspect.signature(getattr(module, describer)).parameters.values()}


def given_parameters(what: str, name: str, accepted: dict[str, object],
                     params: dict[str, object]) -> tuple[tuple[str, object], ...]:
    """The parameters given (None: the default), sorted; a parameter the target does not
    take raises UnknownIsaError listing those it does, so a typo is answered, not ignored."""
    given = {k: v for k, v in params.items() if v is not None}
    extra = sorted(set(given) - set(accepted))
    if extra:
        takes = ", ".join(accepted) or "no parameters"
        raise UnknownIsaError(f"{what} {name!r} does not take {', '.join(extra)}; it takes "
                              f"{takes}")
    return tuple(sorted(given.items()))


def known_isas() -> list[str]:
    return list(targets())


def isa_parameters(name: str) -> dict[str, object]:
    """The parameters an ISA takes, with their defaults (e.g. rvv: vlen=128, lmul=1)."""
    return target_parameters(target_module(name, "describe", "ISA", "ISAs"), "describe")


@lru_cache(maxsize=None)
def _describe(name: str, params: tuple[tuple[str, int], ...]) -> VectorIsa:
    return target_module(name, "describe", "ISA", "ISAs").describe(**dict(params))


def get_isa(name: str, **params: int | None) -> VectorIsa:
    """The description of ISA `name`; parameters left as None take the ISA's defaults.

    Unknown ISAs and parameters the ISA does not take raise UnknownIsaError listing what is
    allowed, so a typo on the command line is answered, not ignored.
    """
    return _describe(name, given_parameters("ISA", name, isa_parameters(name), params))
