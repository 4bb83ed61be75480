"""The tile kernels of fixed shapes (exogemm/plan/fixed.py): K a constant, k unrolled.

    C[h, w] += A[h, K] . B[K, w]     K a constant; A rows, B rows and C rows contiguous
    C[h, w]  = A[h, K] . B[K, w]     the same for beta = 0: C is never read

Why: a shape known when the library is generated needs no K argument and no k loop
control; with K up to FIXED_UNROLL_K the k loop disappears and the kernel is one straight
run of h broadcasts and FMAs per k step, which is what LIBXSMM's JIT emits for a shape. The
reference is the small kernel's (procs/small.py) with K fixed, and the schedule is the
micro-kernel recipe unchanged (procs/overwrite.py's for beta = 0) plus one step that unrolls
k. Exo checks every step.
"""

from __future__ import annotations

from functools import lru_cache

from exo import Procedure, proc
from exo.API_scheduling import simplify, unroll_loop

from exogemm.isa.base import VectorIsa
from exogemm.plan.fixed import FIXED_UNROLL_K, FixedKernel, fixed_kernel_name
from exogemm.plan.rank1 import rank1_kernels, rank1_prefix
from exogemm.plan.tile import Tile, make_tile
from exogemm.procs.microkernel import MICROKERNEL_RECIPE, KernelStep, schedule_microkernel
from exogemm.procs.overwrite import OVERWRITE_MICROKERNEL_RECIPE
from exogemm.procs.recipe import Recipe


@lru_cache(maxsize=None)
def fixed_microkernel(h: int, w: int, k: int, overwrite: bool) -> Procedure:
    """The reference: an h x w tile of C += A[h, k] B[k, w] (C = A B with `overwrite`:
    beta = 0, C never read), all in place, k a constant."""
    H, W, KK = h, w, k

    @proc
    def ukernel(A: [f32][H, KK], B: [f32][KK, W], C: [f32][H, W]):
        assert stride(A, 1) == 1
        assert stride(B, 1) == 1
        assert stride(C, 1) == 1
        for k in seq(0, KK):
            for i in seq(0, H):
                for j in seq(0, W):
                    C[i, j] += A[i, k] * B[k, j]

    @proc
    def ukernel_overwrite(A: [f32][H, KK], B: [f32][KK, W], C: [f32][H, W]):
        assert stride(A, 1) == 1
        assert stride(B, 1) == 1
        assert stride(C, 1) == 1
        for i in seq(0, H):
            for j in seq(0, W):
                C[i, j] = 0.0
        for k in seq(0, KK):
            for i in seq(0, H):
                for j in seq(0, W):
                    C[i, j] += A[i, k] * B[k, j]

    return ukernel_overwrite if overwrite else ukernel


def unroll_k(p: Procedure, t: Tile) -> Procedure:
    # K is a constant: unroll the k loop, so the kernel is straight-line code (no counter,
    # no branch) with every k step's broadcasts and FMAs visible to the compiler.
    return simplify(unroll_loop(p, "k"))


def fixed_recipe(k: int, overwrite: bool) -> Recipe[KernelStep]:
    """The micro-kernel recipe (procs/overwrite.py's for beta = 0, whose C tile starts
    from zeroed registers), plus `unroll_k` for K <= FIXED_UNROLL_K."""
    recipe = OVERWRITE_MICROKERNEL_RECIPE if overwrite else MICROKERNEL_RECIPE
    if k <= FIXED_UNROLL_K:
        recipe = recipe.insert_after("one_variable_per_register", "unroll_k", unroll_k)
    return recipe


@lru_cache(maxsize=None)
def scheduled_fixed_kernel(isa: VectorIsa, kernel: FixedKernel, prefix: str) -> Procedure:
    """One constant-K tile kernel, named for the library `prefix`; one narrower than a
    vector on the ISA's narrowest register that holds it (a masked access costs its whole
    vector's span: VectorIsa.narrower)."""
    h, w, k, overwrite = kernel
    form = isa.narrowest_holding(w)
    return schedule_microkernel(make_tile(h, w, form), fixed_microkernel(h, w, k, overwrite),
                                recipe=fixed_recipe(k, overwrite),
                                name=fixed_kernel_name(prefix, kernel))


def fixed_kernel_procs(isa: VectorIsa, kernels: tuple[FixedKernel, ...],
                       prefix: str) -> list[Procedure]:
    """The kernels of plan/fixed.fixed_kernels, scheduled, in that order."""
    return [scheduled_fixed_kernel(isa, kernel, prefix) for kernel in kernels]


def rank1_kernel_procs(isa: VectorIsa, prefix: str) -> list[Procedure]:
    """The rank-1 path's one-row, K = 1 kernels (plan/rank1.py), scheduled like any
    constant-K kernel and named apart from the fixed shapes' (rank1_prefix)."""
    return [scheduled_fixed_kernel(isa, kernel, rank1_prefix(prefix))
            for kernel in rank1_kernels(isa)]
