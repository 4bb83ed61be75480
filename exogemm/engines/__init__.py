"""The matrix engines' kits: one module per engine (amx, sme) filling the roles of
`protocol.EngineKit` (describe, tile, show, emit, checks, per-model library, isas) that the
command line runs every engine command through; a module with a `KIT` is found by name, as
isa/matrix.py finds an engine.

`kits()` is the one table from engine name to kit. It is read from this folder rather than
written out, so adding an engine's kit registers nothing: tests/test_engines.py checks that
every engine isa/matrix.py knows has a kit here and every kit an engine there.
"""

from __future__ import annotations

import importlib
import pkgutil
from functools import lru_cache

from exogemm.core.errors import UnknownIsaError
from exogemm.engines.protocol import EngineKit


@lru_cache(maxsize=1)
def kits() -> dict[str, EngineKit]:
    """Every kit in this folder by its engine's name (a module's `KIT`), sorted by name."""
    found: dict[str, EngineKit] = {}
    for info in pkgutil.iter_modules(__path__):
        if info.name.startswith("_"):
            continue
        kit = getattr(importlib.import_module(f"{__name__}.{info.name}"), "KIT", None)
        if kit is not None:
            found[kit.name] = kit
    return dict(sorted(found.items()))


def get_kit(name: str) -> EngineKit:
    """The kit of engine `name`; UnknownIsaError naming the engines that have one."""
    found = kits()
    if name not in found:
        raise UnknownIsaError(f"no matrix-engine kit for {name!r}; kits: {', '.join(found)}")
    return found[name]
