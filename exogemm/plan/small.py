"""The small path's kernel family: which exact-shape kernels a GEMM library carries for
problems too small (or too thin) for packing to pay.

Why a family and not one tile: on a 16 x 16 x 16 or a 5 x 3 x 2 call, the packed GEMM
copies A and B into workspace, pads ragged tiles to mr x nr and computes the padding, and
those costs are the whole call. The small path reads A and B where they are (row-major A
broadcast from its rows, row-major B loaded by vectors from its rows, C updated in place)
and covers every M x N with kernels whose shape is exact:

    rows     heights 1 .. rows (a tile of h rows of C: h broadcasts of A per k step)
    widths   whole vectors 1 .. vectors (lanes, 2 lanes, ...) and the masked widths
             1 .. lanes - 1 (one vector with a tail mask), so N is covered by full-vector
             blocks and at most one masked block, never computing a padded lane

`rows` is 8 where the register file allows it with two or more vectors (so the batch 1..8
rows of a decode-like GEMM are one row block and B is read once), and `vectors` the most
that `rows` rows of C plus one B row fit in registers, at most 4. On AVX-512 (32 zmm):
8 rows x 3 vectors (8 x 48), 8 x (3 + 15) = 144 kernels.

This module is plain data (no Exo): the wrapper's dispatch tables are made from it
(gen/gemm_source.py) and procs/small.py schedules the kernels it names.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from exogemm.dtype import F32
from exogemm.isa.base import VectorIsa
from exogemm.plan.tile import max_mr

#: Preferred rows of the small path's tiles (see the module docstring).
SMALL_ROWS = 8
#: At most this many vectors per row (wider tiles only lengthen the edge kernels' list).
SMALL_MAX_VECTORS = 4


@dataclass(frozen=True)
class SmallFamily:
    """The exact-shape kernels of the small path on one ISA (f32)."""

    isa_key: str
    lanes: int
    rows: int
    vectors: int

    @property
    def full_widths(self) -> tuple[int, ...]:
        """Widths made of whole vectors: lanes, 2 lanes, ..., vectors x lanes."""
        return tuple(q * self.lanes for q in range(1, self.vectors + 1))

    @property
    def tail_widths(self) -> tuple[int, ...]:
        """Widths of less than one vector (one masked vector)."""
        return tuple(range(1, self.lanes))

    @property
    def shapes(self) -> tuple[tuple[int, int], ...]:
        """Every (rows, columns) kernel of the family, in the order they are emitted."""
        return tuple((h, w) for h in range(1, self.rows + 1)
                     for w in self.full_widths + self.tail_widths)


def kernel_name(prefix: str, h: int, w: int) -> str:
    """The symbol of one small kernel in the library whose names start with `prefix`."""
    return f"{prefix}_small_{h}x{w}"


@lru_cache(maxsize=None)
def small_family(isa: VectorIsa) -> SmallFamily:
    """The family for `isa`: SMALL_ROWS rows if that many fit with two vectors (else the
    most that fit one), and as many vectors as fit those rows (at most SMALL_MAX_VECTORS)."""
    rows = SMALL_ROWS if max_mr(2 * isa.lanes, isa, F32) >= SMALL_ROWS else \
        min(SMALL_ROWS, max_mr(isa.lanes, isa, F32))
    if rows < 1:
        raise ValueError(f"{isa.key}: not even a 1-row small kernel fits its registers")
    vectors = max(q for q in range(1, SMALL_MAX_VECTORS + 1)
                  if max_mr(q * isa.lanes, isa, F32) >= rows)
    return SmallFamily(isa.key, isa.lanes, rows, vectors)
