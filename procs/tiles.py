"""Which micro-kernel shape to use on an ISA when the user names none.

Per k step a tile of mr x nr (nv = nr/lanes vectors per row) does 2*mr*nr flops and loads
nv vectors of B and mr elements of A, so its arithmetic intensity in registers is

    flops per load = 2*mr*nr / (nv + mr)

The default is the register-feasible tile (by `make_tile`'s budget) that maximizes it, with
nr a whole number of vectors; ties go to the larger C tile (mr*nv, more independent FMAs to
hide latency), then to the larger mr. Everything comes from the ISA description, so a new
ISA gets a default with no code here.
"""

from __future__ import annotations

from fractions import Fraction

from exogemm.isa.base import VectorIsa
from exogemm.procs.microkernel import Tile, make_tile, max_mr


def flops_per_load(tile: Tile) -> Fraction:
    """2*mr*nr / (vectors of B + elements of A loaded per k step), exact."""
    return Fraction(2 * tile.mr * tile.nr, tile.vectors_per_row + tile.mr)


def feasible_tiles(isa: VectorIsa) -> list[Tile]:
    """Every tile with nr a multiple of the lanes that fits the register budget."""
    tiles = []
    nv = 1
    while (top := max_mr(nv * isa.lanes, isa)) >= 1:
        tiles += [make_tile(mr, nv * isa.lanes, isa) for mr in range(1, top + 1)]
        nv += 1
    return tiles


def default_tile(isa: VectorIsa) -> Tile:
    """The feasible tile with the most flops per load (see the module docstring)."""
    tiles = feasible_tiles(isa)
    if not tiles:
        raise ValueError(f"no micro-kernel fits {isa.key}'s {isa.registers} vector registers")
    return max(tiles, key=lambda t: (flops_per_load(t), t.mr * t.vectors_per_row, t.mr))
