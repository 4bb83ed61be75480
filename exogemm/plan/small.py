"""The small path's kernel family: which exact-shape kernels a GEMM library carries for
problems too small (or too thin) for packing to pay.

Why a family and not one tile: on a 16 x 16 x 16 or a 5 x 3 x 2 call, the packed GEMM
copies A and B into workspace, pads ragged tiles to mr x nr and computes the padding, and
those costs are the whole call. The small path reads A and B where they are (row-major A
broadcast from its rows, row-major B loaded by vectors from its rows, C updated in place)
and covers every M x N with kernels whose shape is exact:

    rows     heights 1 .. rows (a tile of h rows of C: h broadcasts of A per k step)
    widths   whole vectors 1 .. widest(h) (lanes, 2 lanes, ...), and for the last
             1 .. lanes - 1 columns one masked vector whose width is a run-time argument
             (a tail kernel per height, in a form for each of the ISA's vector widths:
             the narrowest that holds the columns), so N is covered by full-vector blocks
             and at most one masked block, never computing a padded lane; where a height
             has room for two vectors, also lanes + 1 .. 2 lanes - 1 columns in one call
             (a wide kernel per height: a whole vector, then a masked one)

`rows` is 8 where the register file allows it with two or more vectors (so the batch 1..8
rows of a decode-like GEMM are one row block and B is read once), and `widest(h)` the most
vectors that h rows of C plus one B row leave registers for: a kernel call has a fixed
cost (its arguments, the C tile's loads and stores), so a thin problem wants few, wide
calls. On AVX-512 (32 zmm): 15, 10, 7, 6, 5, 4, 3, 3 vectors for 1..8 rows, 53 whole-vector
kernels + 8 tail kernels (procs/small_tail.py; with the width a constant they were 8 x 15)
on each of xmm, ymm and zmm (up to 4, 8 and 15 columns), 48 of the whole-vector ones also
without the prefetch, and the 12 whole-vector kernels the row and column loops and the
full-width row blocks repeat and the 24 tail kernels also in a beta = 0 form (C = A B).

This module is plain data (no Exo): the wrapper's dispatch tables are made from it
(gen/c/gemm_source.py) and procs/small.py schedules the kernels it names.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from exogemm.core.dtype import F32
from exogemm.isa.base import VectorIsa
from exogemm.plan.tile import max_mr

#: Preferred rows of the small path's tiles (see the module docstring).
SMALL_ROWS = 8
#: The widest kernel of a height, in vectors: a 1-row tile could hold 15 zmm accumulators,
#: but past 16 vectors (256 f32 columns) a call's fixed cost is already a small share.
SMALL_MAX_VECTORS = 16
#: Whole-vector kernels whose row segment is at most this long prefetch the next column
#: block's B (procs/small.prefetch_next_block); wider ones read enough lines of a row per
#: k step for the hardware prefetchers.
PREFETCH_MAX_ROW_BYTES = 640


@dataclass(frozen=True)
class SmallFamily:
    """The exact-shape kernels of the small path on one ISA (f32)."""

    isa_key: str
    lanes: int
    rows: int
    #: widest[h - 1]: the most whole vectors a kernel of h rows has (the register budget)
    widest: tuple[int, ...]
    #: The lanes of each form of the tail kernels, narrowest first (VectorIsa.forms).
    tail_lanes: tuple[int, ...]

    @property
    def vectors(self) -> int:
        """The most vectors of any height (the dispatch table's width)."""
        return max(self.widest)

    def full_widths(self, h: int) -> tuple[int, ...]:
        """Widths made of whole vectors for h rows: lanes, 2 lanes, ..., widest x lanes."""
        return tuple(q * self.lanes for q in range(1, self.widest[h - 1] + 1))

    @property
    def tail_widths(self) -> tuple[int, ...]:
        """Widths of less than one vector: a tail kernel's (one masked vector)."""
        return tuple(range(1, self.lanes))

    def tail_name(self, prefix: str, h: int, overwrite: bool, lanes: int) -> str:
        """The symbol of the h-row tail kernel of the form with `lanes` lanes."""
        return tail_kernel_name(prefix, h, overwrite, 0 if lanes == self.lanes else lanes)

    def tail_form(self, w: int) -> int:
        """The lanes of the tail kernel that covers w < lanes columns: the narrowest of
        `tail_lanes` that holds them (a masked access costs its whole vector's span;
        VectorIsa.narrowest_holding)."""
        if not 0 < w < self.lanes:
            raise ValueError(f"a tail is 1..{self.lanes - 1} columns, not {w}")
        return next(lanes for lanes in self.tail_lanes if w <= lanes)

    @property
    def shapes(self) -> tuple[tuple[int, int], ...]:
        """Every (rows, columns) whole-vector kernel of the family, in emission order."""
        return tuple((h, w) for h in range(1, self.rows + 1) for w in self.full_widths(h))

    @property
    def tail_heights(self) -> tuple[int, ...]:
        """The heights with a tail kernel (every one): h rows of any width below the lanes,
        each also in a beta = 0 form, since a masked load of C right after masked stores
        that zeroed it waits for them to commit (Intel Xeon, beta = 0, same run: 4 x 4 x 4
        went from 0.57x to 0.92x LIBXSMM's rate, 5 x 3 x 2 from 0.75x to 1.24x)."""
        return tuple(range(1, self.rows + 1))

    @property
    def wide_heights(self) -> tuple[int, ...]:
        """The heights with a wide kernel (procs/small_tail.py: one whole vector, then one
        masked, lanes + 1 .. 2 lanes - 1 columns in one call): those with room for two
        vectors of C (widest >= 2)."""
        return tuple(h for h in range(1, self.rows + 1) if self.widest[h - 1] >= 2)

    def wide_name(self, prefix: str, h: int) -> str:
        """The symbol of the h-row wide kernel (its width past the whole vector a run-time
        argument) in the library `prefix`."""
        return f"{prefix}_small_{h}x{self.lanes}pw"

    def prefetches(self, w: int) -> bool:
        """Whether the kernels of w columns prefetch the next column block's B. A tail
        kernel never does: it is always the last block of its rows. Those that do also come
        without the prefetch (`resident_shapes`) for calls whose B stays in cache, where a
        prefetch is a wasted load slot (4 x 256 x 256: 1.23x faster without)."""
        return w % self.lanes == 0 and w * 4 <= PREFETCH_MAX_ROW_BYTES

    def called(self, prefix: str, h: int, w: int, resident: bool, overwrite: bool = False) -> str:
        """The kernel of h x w a call runs: the variant without the prefetch when B stays
        in cache (`resident`) and there is one, else the family's kernel; `overwrite`: the
        beta = 0 kernel (C = A B, C never read; `overwrite_shapes`)."""
        return kernel_name(prefix, h, w, resident and self.prefetches(w), overwrite)

    @property
    def resident_shapes(self) -> tuple[tuple[int, int], ...]:
        """The (rows, columns) kernels that also have a variant without the prefetch."""
        return tuple((h, w) for h, w in self.shapes if self.prefetches(w))

    @property
    def full_width_shapes(self) -> tuple[tuple[int, int], ...]:
        """For each count of vectors past the tallest height's widest kernel, the kernel of
        the tallest height that spans them: what a row block spanning all the columns runs
        (the tall form's full rows, gen/c/gemm_source.py tall_full_rows). On AVX-512 2 x 128
        and 2 x 144 besides the heights' widest (6 x 64, 5 x 80, 4 x 96, 3 x 112, 2 x 160)."""
        out = []
        for v in range(self.widest[self.rows - 1] + 1, self.vectors + 1):
            h = max((h for h in range(2, self.rows) if self.widest[h - 1] >= v), default=0)
            if h:
                out.append((h, v * self.lanes))
        return tuple(out)

    @property
    def overwrite_shapes(self) -> tuple[tuple[int, int], ...]:
        """The kernels that also come in a beta = 0 form, which starts from zeroed registers
        and never reads C: the tallest height's, which the row loop runs over every full
        block of rows, each lower height's widest, which the column loop of a single row
        block (M < rows) repeats across C, and the full-width row blocks' (full_width_shapes).
        With beta = 0 the small path otherwise zeroes C in a pass of its own and then loads
        it: 4000 x 32 x 7 ran at 0.44x LIBXSMM's rate (0.97x at beta = 1), 3 x 5000 x 7 at
        0.81x (0.96x with these kernels); the tall form's 2 x 128 blocks ran 3136 x 128 x 16
        at 0.86x the packed path. The few blocks left over are zeroed just before their
        kernel reads them, while in L1 (a whole vector's load takes its data from the store
        before it)."""
        full = set(self.full_width_shapes)
        return tuple((h, w) for h, w in self.shapes
                     if h == self.rows or w == self.full_widths(h)[-1] or (h, w) in full)

    @property
    def overwrite_resident_shapes(self) -> tuple[tuple[int, int], ...]:
        """The beta = 0 kernels that also come without the prefetch."""
        return tuple((h, w) for h, w in self.overwrite_shapes if self.prefetches(w))


def tail_kernel_name(prefix: str, h: int, overwrite: bool = False, lanes: int = 0) -> str:
    """The symbol of the h-row tail kernel (its width a run-time argument) in the library
    `prefix`; `overwrite`: its beta = 0 form; `lanes`: the form on the ISA's narrower
    registers of that many lanes (0: on its own)."""
    return (f"{prefix}_small_{h}xw" + (f"_l{lanes}" if lanes else "")
            + ("_beta0" if overwrite else ""))


def kernel_name(prefix: str, h: int, w: int, resident: bool = False,
                overwrite: bool = False) -> str:
    """The symbol of one small kernel in the library whose names start with `prefix`;
    `resident`: the variant without the prefetch (SmallFamily.resident_shapes);
    `overwrite`: the beta = 0 form (SmallFamily.overwrite_shapes)."""
    return (f"{prefix}_small_{h}x{w}" + ("_resident" if resident else "")
            + ("_beta0" if overwrite else ""))


@lru_cache(maxsize=None)
def small_family(isa: VectorIsa) -> SmallFamily:
    """The family for `isa`: SMALL_ROWS rows if that many fit with two vectors (else the
    most that fit one), and for each height as many vectors as its C tile and B row leave
    registers for (at most SMALL_MAX_VECTORS): fewer rows, wider kernels, so a 1 x 4096
    row takes 17 calls, not 86."""
    rows = SMALL_ROWS if max_mr(2 * isa.lanes, isa, F32) >= SMALL_ROWS else \
        min(SMALL_ROWS, max_mr(isa.lanes, isa, F32))
    if rows < 1:
        raise ValueError(f"{isa.key}: not even a 1-row small kernel fits its registers")
    widest = tuple(max(q for q in range(1, SMALL_MAX_VECTORS + 1)
                       if max_mr(q * isa.lanes, isa, F32) >= h) for h in range(1, rows + 1))
    return SmallFamily(isa.key, isa.lanes, rows, widest,
                       tuple(form.lanes for form in isa.forms))
