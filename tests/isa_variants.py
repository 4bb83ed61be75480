"""Every registered ISA with the parameter sets its module asks to be tested with.

An ISA module may declare `TEST_VARIANTS = ({"vlen": 128, ...}, ...)`; without it the ISA is
tested with describe()'s defaults. A new file in isa/ is therefore picked up with no change
here.
"""

from __future__ import annotations

import importlib

import pytest

from exogemm.core.dtype import F32, DType
from exogemm.isa import get_isa, known_isas
from exogemm.isa.base import VectorIsa
from exogemm.plan.tile import Tile, default_tile, make_tile, max_mr


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


def sweep(isa: VectorIsa, dtype: DType = F32) -> list[Tile]:
    """The tiles one ISA's sweep validates for `dtype`: a ragged vector with a few rows, one
    whole vector on one row, whole vectors plus a tail with the registers full, and the
    ISA's default shape, in the datatype's lanes (8 f16 where NEON has 4 int32 or f32)."""
    L = isa.lanes_for(dtype)
    tiles = []
    for mr, nr in ((3, max(1, L - 1)), (1, L), (None, 2 * L + 3)):
        top = max_mr(nr, isa, dtype)
        if top >= 1:
            tiles.append(make_tile(min(mr or top, top), nr, isa, dtype))
    tiles.append(default_tile(isa, dtype))
    return list(dict.fromkeys(tiles))  # drop repeats, keep order
