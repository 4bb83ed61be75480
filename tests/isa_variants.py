"""Every registered ISA with the parameter sets its module asks to be tested with.

An ISA module may declare `TEST_VARIANTS = ({"vlen": 128, ...}, ...)`; without it the ISA is
tested with describe()'s defaults. A new file in isa/ is therefore picked up with no change
here.
"""

from __future__ import annotations

import importlib

import pytest

from exogemm.isa import get_isa, known_isas
from exogemm.isa.base import VectorIsa


def variants() -> list[tuple[str, dict]]:
    out = []
    for name in known_isas():
        module = importlib.import_module(f"exogemm.isa.{name}")
        out += [(name, dict(p)) for p in getattr(module, "TEST_VARIANTS", ({},))]
    return out


def params() -> list:
    """pytest parameters (name, params) with ids like rvv_v256_l2."""
    return [pytest.param(n, p, id=get_isa(n, **p).key) for n, p in variants()]


def isa_or_skip(name: str, params: dict, *, run: bool = True) -> VectorIsa:
    """The ISA, or a skip naming what is missing (with the apt command) to build/run it."""
    isa = get_isa(name, **params)
    if run:
        reason = isa.runnable_here()
        if reason:
            pytest.skip(f"{isa.key}: {reason}")
    return isa
