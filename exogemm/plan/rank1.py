"""The rank-1 path: C += a b^T (K = 1) one row of C at a time, on kernels with K = 1 built in.

Why: with K = 1 every element of C is one FMA, so a rank-1 update is a stream over C (read,
FMA, write) and its rate is the cache's or memory's. The small path's tiles (plan/small.py)
carry a run-time k loop, the next block's prefetches and, for 8-row tiles, eight row pointers
per tile: about 60% of a plain row stream's rate (256 x 256 x 1: 57 against 88 GFLOP/s on
Zen 5, 1 thread). Here each row of C is swept left to right, so C is read and written
sequentially where the prefetchers follow it, by tile kernels of one row with K = 1 a constant
(procs/fixed.py's, scheduled from the same reference: no k loop, nothing but loads, FMAs and
stores):

    a block of RANK1_VECTORS vectors     repeated across the row
    1 .. RANK1_VECTORS - 1 vectors       what is left of whole vectors
    1 .. lanes - 1 columns               one masked vector at the end of the row

Every element is the same single FMA as on the small path, so the result is bit-identical
to it and to any thread count (threads take whole rows). For beta = 0 the same kernels come
in a form that writes a b^T without reading C (0 + x is x: the same bits).

Taken for K = 1 where the small path would be (alpha = 1, row-major operands) and the rows
have at least RANK1_MIN_N columns: shorter rows pay the row loop's switch for little work
(100 x 100 x 1 ran at 0.65x the small path's 8-row tiles).

Plain data (no Exo): gen/ emits these kernels with the small family and the wrapper's row
loop from them.
"""

from __future__ import annotations

from exogemm.isa.base import VectorIsa
from exogemm.plan.fixed import FixedKernel, fixed_kernel_name
from exogemm.plan.small import small_family

#: The width of the repeated block, in vectors (4 x 16 f32 on AVX-512: a cache line of C
#: per vector, four loads, FMAs and stores in flight per block).
RANK1_VECTORS = 4
#: The fewest columns of C the rank-1 path takes.
RANK1_MIN_N = 192


def rank1_whole_kernels(isa: VectorIsa, overwrite: bool = False) -> tuple[FixedKernel, ...]:
    """The path's kernels of whole vectors, 1 .. RANK1_VECTORS (the last is the repeated
    block, the others what is left of a row's whole vectors); `overwrite`: the beta = 0
    forms (C = a b^T, C never read)."""
    lanes = small_family(isa).lanes
    return tuple((1, q * lanes, 1, overwrite) for q in range(1, RANK1_VECTORS + 1))


def rank1_tail_kernels(isa: VectorIsa, overwrite: bool = False) -> tuple[FixedKernel, ...]:
    """The path's masked kernels, widths 1 .. lanes - 1 (a row's last columns)."""
    return tuple((1, t, 1, overwrite) for t in range(1, small_family(isa).lanes))


def rank1_kernels(isa: VectorIsa) -> tuple[FixedKernel, ...]:
    """Every one-row, K = 1 tile kernel of the path: the whole-vector ones, then the masked,
    accumulating, then the same for beta = 0: zeroing C first and then reading it back
    is a second pass over C (1000 x 1000 x 1 at beta = 0 ran at 0.68x LIBXSMM's rate)."""
    return tuple(kernel for overwrite in (False, True)
                 for kernel in rank1_whole_kernels(isa, overwrite)
                 + rank1_tail_kernels(isa, overwrite))


def rank1_prefix(prefix: str) -> str:
    """The name prefix of the path's kernels in the library `prefix` (apart from the
    fixed shapes' own constant-K kernels, which may have the same shapes)."""
    return f"{prefix}_rank1"


def rank1_kernel_name(prefix: str, kernel: FixedKernel) -> str:
    """The symbol of one of the path's kernels in the library `prefix`."""
    return fixed_kernel_name(rank1_prefix(prefix), kernel)


def rank1_pays(m: int, n: int, k: int) -> bool:
    """Whether an m x n x k call the small path would take goes to the rank-1 path."""
    return k == 1 and m > 0 and n >= RANK1_MIN_N
