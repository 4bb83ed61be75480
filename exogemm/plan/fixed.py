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
beta to C first. The decomposition is the small path's own (gemm_wrapper.c.in `small_panel`): column blocks
as wide as the widest kernel of the tallest row block, rows in blocks of the family's
height. Every element is the same k-ordered chain of FMAs as on the small path, so a fixed
shape's result is bit-identical to the small path's.

Plain data (no Exo): procs/fixed.py schedules the kernels named here, gen/ emits the calls.
"""

from __future__ import annotations

from dataclasses import dataclass

from exogemm.errors import ShapeError
from exogemm.isa.base import VectorIsa
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


def column_blocks(isa: VectorIsa, m: int, n: int) -> list[int]:
    """The widths of the column blocks of an m x n C, left to right (small_panel's rule)."""
    fam = small_family(isa)
    tallest = min(m, fam.rows)
    widths, j = [], 0
    while j < n:
        left = n - j
        q = left // fam.lanes
        if q > 0:
            widest = fam.widest[tallest - 1]
            # one vector more than the widest kernel: two halves, not widest + 1
            if q == widest + 1:
                q = (widest + 2) // 2
            elif q > widest:
                q = widest
        w = q * fam.lanes if q > 0 else left
        widths.append(w)
        j += w
    return widths


def fixed_tiles(isa: VectorIsa, m: int, n: int) -> tuple[FixedTile, ...]:
    """The kernel calls covering an m x n C exactly once, in the small path's order."""
    rows = small_family(isa).rows
    tiles, j = [], 0
    for w in column_blocks(isa, m, n):
        for i in range(0, m, rows):
            tiles.append(FixedTile(i, j, min(rows, m - i), w))
        j += w
    return tuple(tiles)


def fits_fixed(isa: VectorIsa, m: int, n: int, k: int) -> bool:
    """Whether an m x n x k shape is worth a fixed function (see FIXED_MAX_K, _CALLS)."""
    return 0 < k <= FIXED_MAX_K and m > 0 and n > 0 and \
        len(fixed_tiles(isa, m, n)) <= FIXED_MAX_CALLS


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
        if not fits_fixed(isa, *s):
            raise ShapeError(
                f"fixed shape {s[0]}x{s[1]}x{s[2]} is outside what fixed functions serve on "
                f"{isa.key}: positive M and N, 1 <= K <= {FIXED_MAX_K}, at most "
                f"{FIXED_MAX_CALLS} tile kernel calls (this one takes "
                f"{len(fixed_tiles(isa, s[0], s[1])) if s[0] > 0 and s[1] > 0 else 0})")
    return tuple(sorted(set(items)))  # type: ignore[arg-type]
