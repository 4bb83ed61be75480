"""A micro-kernel tile: mr x nr of C on one ISA for one datatype, and which tiles fit.

Per k step a tile of mr x nr (nv = nr/lanes vectors per row, lanes of the tile's datatype) does 2*mr*nr flops and loads
nv vectors of B and mr elements of A, so its arithmetic intensity in registers is

    flops per load = 2*mr*nr / (nv + mr)

`default_tile` is the register-feasible tile (by `make_tile`'s budget) that maximizes it,
with nr a whole number of vectors; ties go to the larger C tile (mr*nv, more independent
FMAs to hide latency), then to the larger mr. `gemm_tile` is the GEMM's default, which
trades a little of that intensity for lower ragged-edge waste. Everything comes from the
ISA description, so a new ISA gets its defaults with no code here.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction

from exogemm.core.dtype import F32, DType
from exogemm.core.errors import RegisterBudgetError, ShapeError, check_positive_int
from exogemm.isa.base import VectorIsa


@dataclass(frozen=True)
class Tile:
    """One micro-kernel shape on one ISA for one datatype, with the register arithmetic the
    schedule needs."""

    mr: int
    nr: int
    isa: VectorIsa
    dtype: DType = field(default=F32)

    @property
    def lanes(self) -> int:
        """Accumulator lanes per vector register for this tile's datatype (8 f16 on NEON)."""
        return self.isa.lanes_for(self.dtype)

    @property
    def vectors_per_row(self) -> int:
        return -(-self.nr // self.lanes)

    @property
    def padded_nr(self) -> int:
        return self.vectors_per_row * self.lanes

    @property
    def registers_needed(self) -> int:
        """C tile (mr x nv) + one B row (nv vectors of `b_row_registers` each) + the ISA's
        reserved registers (A broadcast)."""
        nv = self.vectors_per_row
        return self.mr * nv + nv * self.isa.b_row_registers(self.dtype) + self.isa.reserved_registers

    @property
    def name(self) -> str:
        """BLIS-style kernel name: type, ISA, shape (sgemm_avx512_12x32)."""
        return f"{self.dtype.prefix}_{self.isa.key}_{self.mr}x{self.nr}"


def make_tile(mr: object, nr: object, isa: VectorIsa, dtype: DType = F32) -> Tile:
    """Validate a requested shape; raise if it is not positive or exceeds the register file."""
    tile = Tile(check_positive_int("mr", mr), check_positive_int("nr", nr), isa, dtype)
    if tile.registers_needed > isa.registers:
        raise RegisterBudgetError(
            f"{tile.mr}x{tile.nr} on {isa.key} needs {tile.registers_needed} vector registers "
            f"({tile.mr}x{tile.vectors_per_row} for C, {tile.vectors_per_row} for B, "
            f"{isa.reserved_registers} reserved) but {isa.key} has {isa.registers}; "
            f"largest mr for nr={tile.nr} is {max_mr(tile.nr, isa, dtype)}"
        )
    return tile


def max_mr(nr: int, isa: VectorIsa, dtype: DType = F32) -> int:
    """The largest mr whose tile fits the register file with this nr of `dtype` lanes
    (0 if none does)."""
    nv = -(-nr // isa.lanes_for(dtype))
    b_row = nv * isa.b_row_registers(dtype)
    return max(0, (isa.registers - b_row - isa.reserved_registers) // nv)


def flops_per_load(tile: Tile) -> Fraction:
    """2*mr*nr / (vectors of B + elements of A loaded per k step), exact."""
    return Fraction(2 * tile.mr * tile.nr, tile.vectors_per_row + tile.mr)


def feasible_tiles(isa: VectorIsa, dtype: DType = F32) -> list[Tile]:
    """Every tile with nr a multiple of the lanes that fits the register budget."""
    tiles, L = [], isa.lanes_for(dtype)
    nv = 1
    while (top := max_mr(nv * L, isa, dtype)) >= 1:
        tiles += [make_tile(mr, nv * L, isa, dtype) for mr in range(1, top + 1)]
        nv += 1
    return tiles


def default_tile(isa: VectorIsa, dtype: DType = F32) -> Tile:
    """The feasible tile with the most flops per load (see the module docstring)."""
    tiles = feasible_tiles(isa, dtype)
    if not tiles:
        raise ValueError(f"no micro-kernel fits {isa.key}'s {isa.registers} vector registers")
    return max(tiles, key=lambda t: (flops_per_load(t), t.mr * t.vectors_per_row, t.mr))


def gemm_tile(isa: VectorIsa, mr: int | None = None, nr: int | None = None,
              dtype: DType = F32) -> Tile:
    """The micro-kernel tile a GEMM on `isa` uses: (mr, nr) if given, else the default.

    Default: nr = 2 vectors, and mr the largest the register file holds (C tile + one B row
    + reserved registers), rounded down to a multiple of 4 when that is >= 8 (leaving the
    compiler a few registers). Two B vectors per k step keep the ragged-edge waste low and
    give 2 FMAs per A broadcast. On AVX-512 this is 12x32 (measured 3-5% faster in the GEMM
    than 14x32, 8x48, 5x80; on par with 6x64); NEON/RVV-128 get 12x8, AVX2 6x16.
    """
    if mr is not None or nr is not None:
        if mr is None or nr is None:
            raise ShapeError("give both mr and nr, or neither for the ISA's default GEMM tile")
        return make_tile(mr, nr, isa, dtype)
    nr = 2 * isa.lanes_for(dtype)
    if max_mr(nr, isa, dtype) < 1:  # a wide B row (RVV int8 at LMUL 8): one vector
        nr //= 2
    top = max(1, max_mr(nr, isa, dtype))
    return make_tile(top // 4 * 4 if top >= 8 else top, nr, isa, dtype)
