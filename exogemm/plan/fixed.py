"""Shape-specialized GEMMs: M, N and K known when the library is generated.

Why: on a 4 x 4 x 4 or 17 x 31 x 13 call the small path (plan/small.py) spends more time
choosing and calling its kernels (loops over column and row blocks, table lookups, K read
at run time) than computing. LIBXSMM removes that by generating one kernel per shape at run
time. Where the shapes are known ahead (a model library's layers, a tuned shape), exogemm
does the same ahead of time: the tile decomposition of M x N is decided here, in Python,
and the library gets one function per shape that calls its tile kernels at constant offsets
(no loop, no branch), each kernel scheduled by Exo with K a constant and, for K up to
FIXED_UNROLL_K, its k loop unrolled.

Each shape has two functions: C += A B, and C = A B for beta = 0, whose kernels start from
zeroed registers and never read C (procs/overwrite.py's idea); the wrapper applies any other
beta to C first. The decomposition starts from the small path's (gemm_wrapper.c.in
`small_panel`: column blocks as wide as the widest kernel of the tallest row block) and uses
what kernels scheduled per shape allow and the run-time path's small family does not:
* rows split as evenly as the family's height allows (17 rows: 6 + 6 + 5, not 8 + 8 + 1): a
  lone row's block is one FMA chain per vector, waiting on the FMA latency at every k step;
* a masked tail joined to the whole vectors before it when the registers allow (31 columns:
  one block of two vectors, the second masked, not a block of 16 and a block of 15): each
  k step then broadcasts A's elements once for both (measured: docs/gemm.md, Fixed shapes).
Every element is still the same k-ordered chain of FMAs as on the small path, so a fixed
shape's result is bit-identical to the small path's.

Plain data (no Exo): procs/fixed.py schedules the kernels named here, gen/ emits the calls.
"""

from __future__ import annotations

from dataclasses import dataclass

from exogemm.core.errors import ShapeError
from exogemm.isa.base import VectorIsa
from exogemm.plan.narrow import NARROW_N, narrow_pays
from exogemm.plan.small import small_family

#: Kernels with K at most this unroll their k loop completely (at most 16 x h FMAs per
#: vector: a few KB of code); longer K keeps a loop with a constant trip count.
FIXED_UNROLL_K = 16
#: A shape gets a fixed function only if K is at most this: past it a call's fixed cost
#: is a small share of its arithmetic, and the small path is as fast.
FIXED_MAX_K = 64
#: ... and if it takes at most this many tile kernel calls (the function's code size).
FIXED_MAX_CALLS = 64

Shape = tuple[int, int, int]


@dataclass(frozen=True)
class FixedTile:
    """One kernel call of a fixed shape: rows i .. i+h-1, columns j .. j+w-1 of C."""

    i: int
    j: int
    h: int
    w: int


def row_heights(isa: VectorIsa, m: int) -> list[int]:
    """The heights of the row blocks of an m-row C, top to bottom: as few blocks of at most
    the family's height as cover m, as even as possible (the taller ones first)."""
    blocks = -(-m // small_family(isa).rows)
    return [m // blocks + (1 if b < m % blocks else 0) for b in range(blocks)]


def column_blocks(isa: VectorIsa, m: int, n: int) -> list[int]:
    """The widths of the column blocks of an m x n C, left to right: small_panel's rule for
    the tallest row block, then a masked tail joined to the block before it if the
    registers hold one vector more."""
    fam = small_family(isa)
    widest = fam.widest[max(row_heights(isa, m)) - 1]
    widths, j = [], 0
    while j < n:
        left = n - j
        q = left // fam.lanes
        if q > 0:
            # one vector more than the widest kernel: two halves, not widest + 1
            if q == widest + 1:
                q = (widest + 2) // 2
            elif q > widest:
                q = widest
        w = q * fam.lanes if q > 0 else left
        widths.append(w)
        j += w
    if len(widths) > 1 and widths[-1] < fam.lanes and widths[-2] // fam.lanes < widest:
        widths[-2:] = [widths[-2] + widths[-1]]
    return widths


def fixed_tiles(isa: VectorIsa, m: int, n: int) -> tuple[FixedTile, ...]:
    """The kernel calls covering an m x n C exactly once, in the small path's order
    (column blocks outside, row blocks inside)."""
    heights = row_heights(isa, m)
    tiles, j = [], 0
    for w in column_blocks(isa, m, n):
        i = 0
        for h in heights:
            tiles.append(FixedTile(i, j, h, w))
            i += h
        j += w
    return tuple(tiles)


def fits_fixed(isa: VectorIsa, m: int, n: int, k: int) -> bool:
    """Whether an m x n x k shape is worth a fixed function (see FIXED_MAX_K, _CALLS): not
    one the narrow path (plan/narrow.py) computes faster than the small path's kernels."""
    return 0 < k <= FIXED_MAX_K and m > 0 and n > 0 and \
        len(fixed_tiles(isa, m, n)) <= FIXED_MAX_CALLS and \
        not narrow_pays(small_family(isa).lanes, m, n, k, small=True)


#: A tile kernel of fixed shapes: (h, w, K, overwrite), overwrite for beta = 0 (C = A B).
FixedKernel = tuple[int, int, int, bool]


def fixed_kernels(isa: VectorIsa, shapes: tuple[Shape, ...]) -> tuple[FixedKernel, ...]:
    """The distinct tile kernels the fixed functions of `shapes` call (each in both forms:
    C += A B, and C = A B for beta = 0), sorted."""
    tiles = {(t.h, t.w, k) for m, n, k in shapes for t in fixed_tiles(isa, m, n)}
    return tuple(sorted((h, w, k, overwrite) for h, w, k in tiles for overwrite in (False, True)))


def fixed_kernel_name(prefix: str, kernel: FixedKernel) -> str:
    """The symbol of one constant-K tile kernel in the library `prefix`."""
    h, w, k, overwrite = kernel
    return f"{prefix}_fixed_{h}x{w}k{k}" + ("_beta0" if overwrite else "")


def fixed_function_name(prefix: str, shape: Shape, overwrite: bool) -> str:
    """The (static) function of one fixed shape, C += A B (C = A B with `overwrite`)."""
    m, n, k = shape
    return f"{prefix}_fixed_{m}x{n}x{k}" + ("_beta0" if overwrite else "")


def check_fixed_shapes(isa: VectorIsa, shapes: object) -> tuple[Shape, ...]:
    """`shapes` as a sorted tuple of distinct (M, N, K), each one fits_fixed; ShapeError
    naming the first bad one and what is allowed otherwise."""
    try:
        items = [tuple(s) for s in shapes]  # type: ignore[union-attr]
    except TypeError:
        raise ShapeError(f"fixed shapes must be a sequence of (M, N, K), got {shapes!r}") from None
    for s in items:
        if len(s) != 3 or not all(isinstance(x, int) and not isinstance(x, bool) for x in s):
            raise ShapeError(f"a fixed shape is (M, N, K) of integers, got {s!r}")
        if fits_fixed(isa, *s):
            continue
        if narrow_pays(small_family(isa).lanes, *s, small=True):
            raise ShapeError(
                f"fixed shape {s[0]}x{s[1]}x{s[2]} takes the narrow path (at most "
                f"{NARROW_N} columns, K long enough: exogemm/plan/narrow.py), which is faster "
                f"than a fixed function; leave it out of the fixed shapes")
        raise ShapeError(
            f"fixed shape {s[0]}x{s[1]}x{s[2]} is outside what fixed functions serve on "
            f"{isa.key}: positive M and N, 1 <= K <= {FIXED_MAX_K}, at most "
            f"{FIXED_MAX_CALLS} tile kernel calls (this one takes "
            f"{len(fixed_tiles(isa, s[0], s[1])) if s[0] > 0 and s[1] > 0 else 0})")
    return tuple(sorted(set(items)))  # type: ignore[arg-type]
