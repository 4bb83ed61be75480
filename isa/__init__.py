"""The ISA registry: every module in this package with a `describe(**params)` is an ISA.

Adding a target means adding one file here; `get_isa("name", vlen=256)` finds it, validates
its parameters against `describe`'s signature and returns the `VectorIsa` the schedules read.
"""

from __future__ import annotations

import importlib
import inspect
import pkgutil
from functools import lru_cache

from exogemm.core.errors import UnknownIsaError
from exogemm.isa.base import CTemplates, Toolchain, VectorIsa

__all__ = ["CTemplates", "Toolchain", "VectorIsa", "get_isa", "known_isas", "isa_parameters"]

_NOT_ISAS = {"base"}


@lru_cache(maxsize=1)
def _modules() -> dict[str, object]:
    found = {}
    for info in pkgutil.iter_modules(__path__):
        if info.name in _NOT_ISAS or info.name.startswith("_"):
            continue
        module = importlib.import_module(f"{__name__}.{info.name}")
        if callable(getattr(module, "describe", None)):
            found[info.name] = module
    return dict(sorted(found.items()))


def known_isas() -> list[str]:
    return list(_modules())


def isa_parameters(name: str) -> dict[str, object]:
    """The parameters an ISA takes, with their defaults (e.g. rvv: vlen=128, lmul=1)."""
    module = _module(name)
    return {
        p.name: p.default
        for p in inspect.signature(module.describe).parameters.values()
    }


def _module(name: str):
    modules = _modules()
    if name not in modules:
        raise UnknownIsaError(f"unknown ISA {name!r}; known ISAs: {', '.join(modules)}")
    return modules[name]


@lru_cache(maxsize=None)
def _describe(name: str, params: tuple[tuple[str, int], ...]) -> VectorIsa:
    return _module(name).describe(**dict(params))


def get_isa(name: str, **params: int | None) -> VectorIsa:
    """The description of ISA `name`; parameters left as None take the ISA's defaults.

    Unknown ISAs and parameters the ISA does not take raise UnknownIsaError listing what is
    allowed, so a typo on the command line is answered, not ignored.
    """
    accepted = isa_parameters(name)
    given = {k: v for k, v in params.items() if v is not None}
    extra = sorted(set(given) - set(accepted))
    if extra:
        takes = ", ".join(accepted) or "no parameters"
        raise UnknownIsaError(f"ISA {name!r} does not take {', '.join(extra)}; it takes {takes}")
    return _describe(name, tuple(sorted(given.items())))
