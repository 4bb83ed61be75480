"""The small path's masked kernels, the width a run-time argument: one kernel per height.

    C[h, W] += A[h, K] . B[K, W]      0 < W <= lanes: one masked vector per row of C

Why: the last columns of a row block (N mod lanes of them) are one masked vector. With the
width a constant, every height needs lanes - 1 such kernels (8 x 15 on AVX-512, half the
family's kernels and of its scheduling time); their code differs only in the mask, which
the kernel can as well compute from W once per call (one k-register set up outside the k
loop). So each height has one, and the wrapper passes the width.

The schedule, each step checked by Exo (the micro-kernel recipe's first two steps, then
what a width below one vector needs instead of its vector split):

    stage_c_tile          C's h x W tile in a local buffer for the whole k loop
    stage_b_row           row k of B loaded once per k step
    one_masked_vector     both buffers padded to one vector in registers; every loop over
                          the W columns becomes a lane loop guarded by `lane < W` (split by
                          the lanes, the loop over vectors cut after its first trip, the rest
                          empty since W < lanes, the first unrolled)
    map_to_instructions   the guarded lane loops are the ISA's masked load, FMA and store
    unroll_rows           h independent FMAs per k step
    one_variable_per_register   the C tile split into one variable per row

The beta = 0 form starts from the zeroed tile and never reads C (procs/overwrite.py's
`skip_dead_c_load` after `stage_c_tile`, as for the other kernels).

The wide form, one whole vector and then the masked one, for heights whose C tile has room
for two vectors of registers:

    C[h, lanes + W] += A[h, K] . B[K, lanes + W]      0 < W <= lanes

Why: lanes + 1 .. 2 lanes - 1 columns (12 on AVX2) were two calls, a 1-vector kernel and a
tail kernel, each broadcasting every A[i, k] for one FMA; as one call each broadcast feeds
two FMAs and the arguments, C's loads and stores and the k loop are paid once. Zen 3, from C,
interleaved, kernels alone: 12 x 12 x 12 as two 6-row calls took 97 ns against 138 ns for
the library's four calls, 12 x 12 x 32 175 ns against 263. Its reference writes the
columns as the two ranges it is made of (whole vector, then the W past it), so the same
steps apply to each: the whole vector's buffers go to registers as they are, the W columns'
as above (wide_vector_registers, then one_masked_vector).
"""

from __future__ import annotations

from functools import lru_cache

from exo import Procedure, proc
from exo.API_cursors import ForCursor
from exo.API_scheduling import (
    cut_loop,
    divide_loop,
    eliminate_dead_code,
    inline,
    rename,
    resize_dim,
    set_memory,
    simplify,
    stage_mem,
    unroll_buffer,
    unroll_loop,
)
from exo.stdlib.scheduling import replace_all

from exogemm.core.dtype import F32
from exogemm.isa.base import VectorIsa
from exogemm.procs.cursors import all_loops, has
from exogemm.procs.instructions import vector_instructions, vector_registers
from exogemm.procs.overwrite import skip_dead_c_load
from exogemm.procs.recipe import Recipe
from exogemm.procs.reference import reference_name


@lru_cache(maxsize=None)
def small_tail_microkernel(h: int, lanes: int) -> Procedure:
    """The reference: an h x W tile of C += A[h, K] B[K, W] in place, W <= lanes (the
    narrower forms' widest tail fills their vector)."""
    H, L = h, lanes

    @proc
    def ukernel(K: size, W: size, A: [f32][H, K], B: [f32][K, W], C: [f32][H, W]):
        assert stride(A, 1) == 1
        assert stride(B, 1) == 1
        assert stride(C, 1) == 1
        assert W <= L
        for k in seq(0, K):
            for i in seq(0, H):
                for j in seq(0, W):
                    C[i, j] += A[i, k] * B[k, j]

    return rename(ukernel, reference_name(h, "w", "small"))


@lru_cache(maxsize=None)
def small_tail_overwrite_microkernel(h: int, lanes: int) -> Procedure:
    """The beta = 0 reference: the h x W tile zeroed, then small_tail_microkernel inlined."""
    H, L = h, lanes
    accumulate = small_tail_microkernel(h, lanes)

    @proc
    def ukernel(K: size, W: size, A: [f32][H, K], B: [f32][K, W], C: [f32][H, W]):
        assert stride(A, 1) == 1
        assert stride(B, 1) == 1
        assert stride(C, 1) == 1
        assert W <= L
        for i in seq(0, H):
            for j in seq(0, W):
                C[i, j] = 0.0
        accumulate(K, W, A, B, C)

    p = simplify(inline(ukernel, ukernel.find(f"{accumulate.name()}(_)")))
    return rename(p, reference_name(h, "w", "small_overwrite"))


@lru_cache(maxsize=None)
def small_wide_tail_microkernel(h: int, lanes: int) -> Procedure:
    """The wide reference: an h x (lanes + W) tile of C += A[h, K] B[K, lanes + W] in place,
    0 < W <= lanes, written as its whole vector of columns and then the W past it."""
    H, L = h, lanes

    @proc
    def ukernel(K: size, W: size, A: [f32][H, K], B: [f32][K, L + W], C: [f32][H, L + W]):
        assert stride(A, 1) == 1
        assert stride(B, 1) == 1
        assert stride(C, 1) == 1
        assert W <= L
        for k in seq(0, K):
            for i in seq(0, H):
                for j in seq(0, L):
                    C[i, j] += A[i, k] * B[k, j]
                for j in seq(0, W):
                    C[i, L + j] += A[i, k] * B[k, L + j]

    return rename(ukernel, reference_name(h, f"{lanes}pw", "small"))


def stage_c_tile(p: Procedure, isa: VectorIsa) -> Procedure:
    # The C tile in a local buffer from the first loop (the k loop, or the beta = 0
    # zeroing before it) to the end: loaded and stored once per call.
    first = next(n for n, s in enumerate(p.body()) if isinstance(s, ForCursor))
    block = p.body()[first].expand(0, len(p.body()) - 1 - first)
    h = next(a for a in p.args() if a.name() == "C").shape()[0].value()
    return stage_mem(p, block, f"C[0:{h}, 0:W]", "C_reg")


def stage_b_row(p: Procedure, isa: VectorIsa) -> Procedure:
    # Row k of B loaded once per k step; every row of C reuses it.
    return simplify(stage_mem(p, "for i in _: _", "B[k, 0:W]", "B_reg"))


def one_masked_vector(p: Procedure, isa: VectorIsa) -> Procedure:
    # Pad both buffers to one vector of registers (W < lanes), then turn every loop over
    # the W columns into `for lane: if lane < W`: split by the lanes with a guard, cut the
    # loop over vectors after its first trip, drop the rest (empty: W < lanes) and unroll
    # the first.
    L = isa.lanes
    for buf, dim in (("C_reg", 1), ("B_reg", 0)):
        p = resize_dim(p, buf, dim, L, 0)
        p = set_memory(p, buf, vector_registers(isa, F32))
    while loops := [s for s in all_loops(p) if _is_name(s.hi(), "W")]:
        p = divide_loop(p, loops[0], L, ["jv", "jl"], tail="guard")
        p = cut_loop(p, p.find_loop("jv"), 1)
        rest = next(s for s in all_loops(p) if s.name() == "jv" and not _is_zero(s.lo()))
        p = eliminate_dead_code(p, rest)
        p = unroll_loop(p, p.find_loop("jv"))
    return simplify(p)


def map_to_instructions(p: Procedure, isa: VectorIsa) -> Procedure:
    # Each guarded lane loop is one masked instruction of the ISA, with N = W.
    return replace_all(p, vector_instructions(isa, F32).all())


def unroll_rows(p: Procedure, isa: VectorIsa) -> Procedure:
    # Straight-line code: h independent masked FMAs per k step.
    for name in ("i0", "i"):
        while has(p, f"for {name} in _: _"):
            p = unroll_loop(p, p.find_loop(name))
    return simplify(p)


def one_variable_per_register(p: Procedure, isa: VectorIsa) -> Procedure:
    # One C variable per row's vector register (ISAs whose vectors cannot form arrays).
    return simplify(unroll_buffer(p, "C_reg", 0))


#: The tail kernels' recipe.
TAIL_RECIPE: Recipe = Recipe([
    ("stage_c_tile", stage_c_tile),
    ("stage_b_row", stage_b_row),
    ("one_masked_vector", one_masked_vector),
    ("map_to_instructions", map_to_instructions),
    ("unroll_rows", unroll_rows),
    ("one_variable_per_register", one_variable_per_register),
])


def stage_wide_c_tile(p: Procedure, isa: VectorIsa) -> Procedure:
    # Both parts of the C tile in local buffers for the whole k loop: the whole vector of
    # columns (C_full) and the W past it (C_reg, as in the tail kernels).
    h = next(a for a in p.args() if a.name() == "C").shape()[0].value()
    L = isa.lanes
    p = stage_mem(p, p.find_loop("k"), f"C[0:{h}, 0:{L}]", "C_full")
    return simplify(stage_mem(p, p.find_loop("k"), f"C[0:{h}, {L}:{L} + W]", "C_reg"))


def stage_wide_b_row(p: Procedure, isa: VectorIsa) -> Procedure:
    # Row k of B loaded once per k step, in the same two parts.
    L = isa.lanes
    p = stage_mem(p, "for i in _: _", f"B[k, 0:{L}]", "B_full")
    return simplify(stage_mem(p, "for i in _: _", f"B[k, {L}:{L} + W]", "B_reg"))


def wide_vector_registers(p: Procedure, isa: VectorIsa) -> Procedure:
    # The whole vector's buffers are one register each as they are; the W columns' are
    # padded and masked by one_masked_vector next.
    for buf in ("C_full", "B_full"):
        p = set_memory(p, buf, vector_registers(isa, F32))
    return p


def one_variable_per_wide_register(p: Procedure, isa: VectorIsa) -> Procedure:
    # One variable per row's register, for both parts of the tile.
    return simplify(unroll_buffer(one_variable_per_register(p, isa), "C_full", 0))


#: The wide kernels' recipe: the tail kernels' steps, each on both parts of the tile.
WIDE_TAIL_RECIPE: Recipe = Recipe([
    ("stage_c_tile", stage_wide_c_tile),
    ("stage_b_row", stage_wide_b_row),
    ("wide_vector_registers", wide_vector_registers),
    ("one_masked_vector", one_masked_vector),
    ("map_to_instructions", map_to_instructions),
    ("unroll_rows", unroll_rows),
    ("one_variable_per_register", one_variable_per_wide_register),
])


def skip_dead_c_load_of_tail(p: Procedure, isa: VectorIsa) -> Procedure:
    # The staged tile's load is dead once the zeroing is staged with it: procs/overwrite.py's
    # step (which reads no tile shape) fuses the two and merges the writes.
    return skip_dead_c_load(p, None)


#: The beta = 0 form's recipe: C never read, the registers start at zero.
TAIL_OVERWRITE_RECIPE: Recipe = TAIL_RECIPE.insert_after(
    "stage_c_tile", "skip_dead_c_load", skip_dead_c_load_of_tail)


@lru_cache(maxsize=None)
def scheduled_small_tail(isa: VectorIsa, h: int, overwrite: bool = False) -> Procedure:
    """The h-row tail kernel of `isa` (its beta = 0 form with `overwrite`), scheduled once
    per process; callers rename it for their library."""
    if overwrite:
        p, recipe = small_tail_overwrite_microkernel(h, isa.lanes), TAIL_OVERWRITE_RECIPE
    else:
        p, recipe = small_tail_microkernel(h, isa.lanes), TAIL_RECIPE
    for _, step in recipe:
        p = step(p, isa)
    return p


@lru_cache(maxsize=None)
def scheduled_small_wide_tail(isa: VectorIsa, h: int) -> Procedure:
    """The h-row wide kernel of `isa` (one whole vector, then the masked one), scheduled
    once per process; callers rename it for their library. Only the accumulating form: at
    beta = 0 the wrapper zeroes the tile first, as for the whole-vector kernels without
    their own beta = 0 form."""
    p = small_wide_tail_microkernel(h, isa.lanes)
    for _, step in WIDE_TAIL_RECIPE:
        p = step(p, isa)
    return p


# --------------------------------------------------------------------------- helpers


def _is_name(e, name: str) -> bool:
    return getattr(e, "name", lambda: None)() == name


def _is_zero(e) -> bool:
    return getattr(e, "value", lambda: None)() == 0
