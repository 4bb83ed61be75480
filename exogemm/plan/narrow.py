"""The narrow path: C with a few columns (N <= NARROW_N) and a long enough K, on the dot kernels.

Why: the small path vectorises along N, so a C of N < lanes columns is one masked vector per
row: 1 x 4096 x 4096's mirror image 4096 x 1 x 4096 (a GEMV, y = W x) keeps 1 of 16 AVX-512
lanes busy and the packed path pads N to a whole tile. The dot kernels (plan/dot.py)
vectorise along K instead, so every lane is busy whatever N is: op(B)'s N columns are read as
rows (in place when op(B) = B^T or N = 1 with a unit stride, else copied transposed to a
buffer on the stack, NARROW_FLOATS at a time) and C's rows are taken in blocks of the dot
family's height.

What that costs, counted in the small path's own unit (one masked vector FMA per row of C
per k step: M x K of them):
    the dot kernels' FMAs      M x N x K / lanes
    one lane sum per element   LANE_SUM_SLOTS x M x N
    copying op(B)              COPY_SLOTS x N x K
    each row's share of the kernel calls and C's update   ROW_SLOTS x M
The narrow path is taken where these are fewer than M x K. The constants are a least-squares
fit of both paths' times on AMD Zen 5 (AVX-512, 1 thread; M in 16, 64, 256, N in 2..8, K in
32..256: docs/gemm.md, "Narrow C"); the rule picks the slower path on 1 of those 108 shapes,
by 9%. (Refitted when the kernel calls stopped passing windows on the stack: the per-row
cost fell from 28 to 6.5.) A call the small path would not take (the packed path, which pads N to its
tile) goes to the narrow path whenever N <= NARROW_N and K >= NARROW_K: 4096 x 8 x 64 ran
1.5x, 256 x 1 x 512 11x faster.

Plain data (no Exo): the wrapper (gen/templates/gemm_wrapper.c.in) applies the same rule with
these constants, and plan/fixed.py leaves such shapes to it.
"""

from __future__ import annotations

#: The most columns of C the narrow path takes.
NARROW_N = 8
#: The least K it takes (below it a dot kernel is mostly its scalar K remainder).
NARROW_K = 32
#: One lane sum (the dot kernels' per-element cost), in the small path's units.
LANE_SUM_SLOTS = 3.3
#: One element of op(B) copied transposed, in the small path's units.
COPY_SLOTS = 1.8
#: One row of C's share of the dot kernel calls, in the small path's units.
ROW_SLOTS = 6.5
#: The stack buffer for op(B)'s copied columns, in floats (16 KiB).
NARROW_FLOATS = 4096
#: From this K on, C's rows go in blocks of NARROW_LONG_ROWS (for N >= 2), not of the dot
#: family's height: a call reads its rows of A once for the columns it covers, and the
#: 8-row kernels cover 2 columns, the 4-row ones 4, so on a long K, where A streams from L2
#: or memory, fewer rows a block read A fewer times (512 x 4 x 512: 144 -> 183 GFLOP/s,
#: 512 x 8 x 512: 172 -> 199 on Zen 5). Below it the 8-row blocks are 5% faster (64 x 5 x 64).
NARROW_LONG_K = 128
NARROW_LONG_ROWS = 4


def narrow_pays(lanes: int, m: int, n: int, k: int, small: bool) -> bool:
    """Whether an m x n x k call takes the narrow path; `small`: whether the small path
    would take it otherwise (else the packed path would)."""
    if not (0 < n <= NARROW_N and k >= NARROW_K and m > 0):
        return False
    if not small:
        return True
    return (m * n * k / lanes + LANE_SUM_SLOTS * m * n + COPY_SLOTS * n * k
            + ROW_SLOTS * m) < m * k
