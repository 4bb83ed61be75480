"""The small path's kernels: A and B read in place, C updated in place, exact shapes.

    C[h, w] += A[h, K] . B[K, w]     (A rows, B rows and C rows contiguous; any strides)

Why: for a GEMM that fits in L1/L2 (16 x 16 x 16, a batch-1 fully connected layer, a
5 x 3 x 2 call) packing A and B and padding edge tiles cost more than the arithmetic. These
kernels broadcast A's elements from its rows, load B's rows by vectors where they are and
keep the h x w tile of C in registers over the whole K, with no workspace. Edges are exact:
every (h, w) of exogemm/plan/small.py's family is its own kernel (a narrow w is one
masked vector), so no padded lane is computed and no local tile is copied.

Each kernel is the reference below scheduled by the micro-kernel recipe
(procs/microkernel.py) unchanged: the broadcast of A[i, k] is a 1-element window of A, as
in procs/direct.py, and B's row is staged from B itself instead of a packed sliver. Nothing
here is asserted: Exo checks every step. The C wrapper (gen/templates/gemm_wrapper.c.in)
tiles M x N with these kernels.
"""

from __future__ import annotations

from functools import lru_cache

from exo import Procedure, proc
from exo.API_scheduling import rename

from exogemm.isa.base import VectorIsa
from exogemm.plan.small import kernel_name, small_family
from exogemm.plan.tile import make_tile
from exogemm.procs.microkernel import schedule_microkernel
from exogemm.procs.reference import reference_name


@lru_cache(maxsize=None)
def small_microkernel(h: int, w: int) -> Procedure:
    """The reference small kernel: an h x w tile of C += A[h, K] B[K, w], all in place."""
    H, W = h, w

    @proc
    def ukernel(K: size, A: [f32][H, K], B: [f32][K, W], C: [f32][H, W]):
        assert stride(A, 1) == 1
        assert stride(B, 1) == 1
        assert stride(C, 1) == 1
        for k in seq(0, K):
            for i in seq(0, H):
                for j in seq(0, W):
                    C[i, j] += A[i, k] * B[k, j]

    return rename(ukernel, reference_name(h, w, "small"))


@lru_cache(maxsize=None)
def scheduled_small_kernel(isa: VectorIsa, h: int, w: int) -> Procedure:
    """One kernel of the family, by the micro-kernel recipe (scheduled once per process)."""
    return schedule_microkernel(make_tile(h, w, isa), small_microkernel(h, w))


def small_kernels(isa: VectorIsa, prefix: str) -> list[Procedure]:
    """Every kernel of `isa`'s small family, named for the library `prefix` (so libraries
    linked into one program do not share symbols)."""
    return [rename(scheduled_small_kernel(isa, h, w), kernel_name(prefix, h, w))
            for h, w in small_family(isa).shapes]
