"""The dot-product kernels: C += A B^T for a few rows, B^T's rows read in place.

Why: a decode step (batch 1..8 against a weight matrix) whose weights are stored
[out, in] (how PyTorch's Linear and most checkpoints keep them) is C = A W^T: op(B) = B^T,
whose columns are W's contiguous rows. The small path needs op(B)'s rows contiguous, and
the packed path copies all of W into panels before using each element once, at a fifth of
the memory system's rate. A dot-product kernel instead streams W's rows as they are: an h x
w tile of C keeps h x w vector accumulators over K (lanes along k), each k step loads h
vectors of A and w of W and does h x w vector FMAs, and the lanes are summed once at the
end. W is read once, in w sequential streams.

    heights  1 .. rows (8, one row block for batch 1..8: W is read from memory once)
    widths   1 .. widest(h): h x w accumulators, h A vectors and one W vector fit the
             registers (at most DOT_MAX_WIDTH streams of W at a time)

Plain data (no Exo): procs/dot.py schedules the kernels, the wrapper's tables come from here.
An ISA whose description has no `hsum` template has no such kernels.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from exogemm.isa.base import VectorIsa

#: Rows of the tallest dot kernel (batch 1..8 is one row block).
DOT_ROWS = 8
#: The most W rows (C columns) one kernel streams at a time.
DOT_MAX_WIDTH = 4


@dataclass(frozen=True)
class DotFamily:
    """The dot-product kernels of one ISA (f32); rows 0 if the ISA has none."""

    isa_key: str
    rows: int
    #: widest[h - 1]: the most columns (W rows) a kernel of h rows has
    widest: tuple[int, ...]

    @property
    def widths(self) -> int:
        """The most columns of any height (the dispatch table's width)."""
        return max(self.widest, default=0)

    @property
    def shapes(self) -> tuple[tuple[int, int], ...]:
        """Every (rows, columns) kernel, in the order they are emitted."""
        return tuple((h, w) for h in range(1, self.rows + 1)
                     for w in range(1, self.widest[h - 1] + 1))

    @staticmethod
    def prefetches(h: int) -> bool:
        """Whether the kernels of h rows prefetch the next column block's W rows: a one-row
        kernel streams its rows at the DRAM rate unaided, and the prefetches take load
        slots from it (1 x 4096 x 4096: 41 GB/s without, 34 with)."""
        return h >= 2

    @property
    def resident_shapes(self) -> tuple[tuple[int, int], ...]:
        """The kernels that also have a variant without the prefetch, for the narrow path,
        whose op(B) stays in cache (a prefetch there is a wasted load slot: 64 x 5 x 64
        1.08x, 256 x 5 x 512 1.08x faster without)."""
        return tuple((h, w) for h, w in self.shapes if self.prefetches(h))

    def called(self, prefix: str, h: int, w: int, resident: bool) -> str:
        """The kernel of h x w a call runs: without the prefetch when op(B) stays in cache
        (`resident`) and there is such a variant, else the family's kernel."""
        return dot_kernel_name(prefix, h, w, resident and self.prefetches(h))


def dot_kernel_name(prefix: str, h: int, w: int, resident: bool = False) -> str:
    """The symbol of one dot kernel in the library whose names start with `prefix`;
    `resident`: the variant without the prefetch (DotFamily.resident_shapes)."""
    return f"{prefix}_dot_{h}x{w}" + ("_resident" if resident else "")


@lru_cache(maxsize=None)
def dot_family(isa: VectorIsa) -> DotFamily:
    """For each height h, the widest w with h x w accumulators + h A vectors + one W
    vector within the registers the ISA leaves to a kernel."""
    if not (isa.c.fma_vv and isa.c.hsum):
        return DotFamily(isa.key, 0, ())
    budget = isa.registers - isa.reserved_registers
    widest = []
    for h in range(1, DOT_ROWS + 1):
        w = min(DOT_MAX_WIDTH, (budget - h - 1) // h)
        if w < 1:
            break
        widest.append(w)
    return DotFamily(isa.key, len(widest), tuple(widest))
