"""The dot-product kernels (exogemm/plan/dot.py): C += A B^T, B^T's rows read in place.

    C[h, w] += A[h, K] . B[w, K]^T     (A rows, B rows and C rows contiguous; any strides)

Why: see exogemm/plan/dot.py (decode against weights stored [out, in]). The reference is
the dot product as written, and DOT_RECIPE turns it, one checked rewrite at a time, into
h x w vector accumulators with lanes along k:

    divide_k              k = lanes * ko + ki, and a remainder loop for K % lanes
    partial_sums          each C[i, j] gets `lanes` partial sums over ko (acc[ki]), added to
                          C after the loop: the reduction reassociated, which Exo allows
    accumulators_in_registers  acc for every (i, j) lives over the whole K (h x w vectors),
                          the nest split into zeroing, accumulation, lane sums, remainder
    ko_outermost          the accumulation as ko, j, i: one vector of B's row j per (ko, j),
                          reused by the h rows
    stage_a_and_b         A's h vectors loaded once per ko, B's vector once per (ko, j)
    map_to_instructions   vector registers; loads, zero, vector FMA
    remainder_k_outermost the scalar remainder as one k loop around all h x w elements
    unroll                the i and j loops and the buffers: one C variable per register
    lane_sums             each four consecutive lane sums one tree (the ISA's `hsum4`, where
                          it has one and w is 1, 2 or 4), the others one `hsum` each

The remainder (K % lanes elements) is a scalar loop after the lane sums: decode's K is a
multiple of the lanes, and short K has few of them. Exo checks every step.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Callable

from exo import DRAM, Procedure, instr, proc
from exo.API_cursors import ForCursor
from exo.API_scheduling import (
    divide_loop,
    expand_dim,
    fission,
    insert_noop_call,
    lift_alloc,
    rename,
    reorder_loops,
    replace,
    set_memory,
    simplify,
    stage_mem,
    unroll_buffer,
    unroll_loop,
)
from exo.stdlib.scheduling import replace_all

from exogemm.isa.base import VectorIsa
from exogemm.plan.dot import DotFamily, dot_family, dot_kernel_name
from exogemm.procs.cursors import has
from exogemm.procs.instructions import (
    FOUR_SUMS_SHAPES,
    reduce_add4,
    reduction_instructions,
    vector_instructions,
    vector_registers,
)
from exogemm.procs.recipe import Recipe


@lru_cache(maxsize=None)
def dot_microkernel(h: int, w: int) -> Procedure:
    """The reference: an h x w tile of C += A[h, K] B[w, K]^T, all in place."""
    H, W = h, w

    @proc
    def ukernel(K: size, A: [f32][H, K], B: [f32][W, K], C: [f32][H, W]):
        assert stride(A, 1) == 1
        assert stride(B, 1) == 1
        assert stride(C, 1) == 1
        for i in seq(0, H):
            for j in seq(0, W):
                for k in seq(0, K):
                    C[i, j] += A[i, k] * B[j, k]

    return ukernel


#: A dot kernel schedule step: `step(proc, isa, h, w) -> proc`, checked by Exo.
DotStep = Callable[[Procedure, VectorIsa, int, int], Procedure]


def _around(p: Procedure, name: str) -> ForCursor:
    """The loop called `name` that encloses the accumulation `acc[...] += ...`."""
    c = p.find("acc[_] += _")
    while not (isinstance(c, ForCursor) and c.name() == name):
        c = c.parent()
    return c


def divide_k(p: Procedure, isa: VectorIsa, h: int, w: int) -> Procedure:
    # k = lanes * ko + ki; the last K % lanes elements go to a loop of their own.
    return divide_loop(p, "k", isa.lanes, ["ko", "ki"], tail="cut")


def partial_sums(p: Procedure, isa: VectorIsa, h: int, w: int) -> Procedure:
    # Each C[i, j] accumulates `lanes` partial sums over ko (lane ki sums k = ki mod lanes),
    # which are added to C[i, j] after the loop: Exo accepts the reassociated reduction.
    p = reorder_loops(p, "ko ki")
    p = stage_mem(p, p.find_loop("ko"), "C[i, j]", "acc", accum=True)
    p = expand_dim(p, "acc", isa.lanes, "ki")
    p = lift_alloc(p, "acc")
    p = fission(p, p.find_loop("ko").before())
    p = fission(p, p.find_loop("ko").after())
    return simplify(reorder_loops(p, "ki ko"))


def accumulators_in_registers(p: Procedure, isa: VectorIsa, h: int, w: int) -> Procedure:
    # One accumulator vector per (i, j), all live over the whole K; the i, j nest is split
    # into the zeroing, the accumulation, the lane sums and the remainder.
    p = lift_alloc(expand_dim(p, "acc", w, "j"), "acc")
    p = lift_alloc(expand_dim(p, "acc", h, "i"), "acc")
    p = fission(p, p.find_loop("ko").before(), n_lifts=2)
    p = fission(p, p.find_loop("ko").after(), n_lifts=2)
    p = fission(p, p.find("C[i, j] += acc[_]").parent().after(), n_lifts=2)
    return simplify(p)


def ko_outermost(p: Procedure, isa: VectorIsa, h: int, w: int) -> Procedure:
    # The accumulation as ko, j, i: at each ko, B's row j is one vector that the h rows
    # of A reuse.
    p = reorder_loops(p, _around(p, "j"))  # j, ko -> ko, j
    p = reorder_loops(p, _around(p, "i"))  # i, ko -> ko, i
    return reorder_loops(p, _around(p, "i"))  # i, j -> j, i


def stage_a_and_b(p: Procedure, isa: VectorIsa, h: int, w: int) -> Procedure:
    # A's h vectors are loaded once per ko, B's vector once per (ko, j).
    L = isa.lanes
    p = stage_mem(p, _around(p, "j"), f"A[0:{h}, {L} * ko:{L} * ko + {L}]", "a_reg")
    p = stage_mem(p, _around(p, "i"), f"B[j, {L} * ko:{L} * ko + {L}]", "b_reg")
    return simplify(p)


@lru_cache(maxsize=None)
def prefetch_next_rows(lanes: int, w: int) -> Procedure:
    """A no-op for Exo whose C asks the cache for the line of each of the w rows of B that
    follow the given w x lanes window, at the same columns: the next column block's kernel
    call reads them one call later. Addresses only: past the matrix they cost nothing.
    Into L2, not L1 (locality 1: prefetcht2): a whole K chunk of w rows (up to 48 KiB)
    streams between a prefetch and its use, more than an L1 holds; the non-temporal hint,
    which fills L1 only, had those lines evicted unused, and batch 2 x 4096 x 4096 ran at
    5 GFLOP/s, a fifth of the rate with this one (Intel Xeon, AVX-512)."""
    L, W = lanes, w
    template = ("{{ for (int exo_r = " + str(w) + "; exo_r < " + str(2 * w) + "; exo_r++) "
                "__builtin_prefetch(&{B_data} + (size_t)exo_r * ({B}).strides[0], 0, 1); }}")

    @instr(template)
    def prefetch_rows(B: [f32][W, L] @ DRAM):
        assert stride(B, 1) == 1
        pass

    return rename(prefetch_rows, f"prefetch_next_b_rows_{lanes}x{w}")


def prefetch_next_block(p: Procedure, isa: VectorIsa, h: int, w: int) -> Procedure:
    # At each k step, ask for the same columns of the next w rows of B: the next column
    # block's call streams them. Each call streams only w rows of K elements, too short for
    # the hardware prefetchers to ramp up: 8 x 4096 x 4096 ran at a quarter of the DRAM rate.
    # A one-row kernel streams its rows at the DRAM rate unaided: none there
    # (DotFamily.prefetches). The last step, so a kernel without it is the rest of the recipe.
    if not DotFamily.prefetches(h):
        return p
    L = isa.lanes
    body = p.find_loop("ko").body()
    return insert_noop_call(p, body[0].before(), prefetch_next_rows(L, w),
                            [f"B[0:{w}, {L} * ko:{L} * ko + {L}]"])


def map_to_instructions(p: Procedure, isa: VectorIsa, h: int, w: int) -> Procedure:
    # Accumulators and staged rows in vector registers; each lane loop becomes the ISA's
    # load, zero or vector FMA (the lane sums wait for the registers' own names).
    for buf in ("acc", "a_reg", "b_reg"):
        p = set_memory(p, buf, vector_registers(isa))
    ins, red = vector_instructions(isa), reduction_instructions(isa)
    return replace_all(p, [ins.load, ins.zero, red.mac_vv])


def remainder_k_outermost(p: Procedure, isa: VectorIsa, h: int, w: int) -> Procedure:
    # The K % lanes remainder as one loop over k around all h x w scalar FMAs, not one loop
    # per element of C: a multiple of the lanes then skips it with one test. Each of the
    # h x w loops cost a prologue of address arithmetic on every call, run or not (64 x 5 x
    # 64 on the narrow path: 43 GFLOP/s with them, 58 without). Each element still adds its
    # remainder products in k order after its lane sum: the same bits.
    # (By cursor: the lane sums are still a nest of the same loop names.)
    j = p.find("C[_] += A[_] * B[_]").parent().parent()
    i = j.parent()
    p = reorder_loops(p, j)  # j, ki -> ki, j
    return reorder_loops(p, p.forward(i))  # i, ki -> ki, i


def unroll(p: Procedure, isa: VectorIsa, h: int, w: int) -> Procedure:
    # Unroll the row and column loops and give every register its own C variable.
    for name in ("i", "j", "i0"):
        while has(p, f"for {name} in _: _"):
            p = unroll_loop(p, name)
    p = simplify(p)
    p = unroll_buffer(p, "a_reg", 0)
    p = unroll_buffer(p, "acc", 0)
    for i in range(h):
        p = unroll_buffer(p, f"acc_{i}", 0)
    return simplify(p)


def lane_sums(p: Procedure, isa: VectorIsa, h: int, w: int) -> Procedure:
    # Four lane sums at a time where the ISA sums four vectors as one tree (hsum4: 9
    # shuffles and 5 adds on AVX-512 where four reduce_add_ps take 16 and 16), each element
    # in the same order: a K of a few vectors spends most of its time here (64 x 5 x 64 on
    # the narrow path sums 320 elements after 4 FMAs each). The four are the next rows'
    # w = 1, 2 or 4 elements, a block of C; the rest, one lane sum each.
    # (Each sum is replaced at its own loop: replace_all would also try the calls mapped
    # before unroll_buffer, whose windows Exo 1.0 still types by the old buffer and fails on.)
    shape = next(((r, c) for r, c in FOUR_SUMS_SHAPES if c == w and h % r == 0), None)
    four = reduce_add4(isa, *shape) if shape else None
    if four is not None:
        for i in range(0, h, shape[0]):
            p = replace(p, _lane_sum(p, i, 0).expand(0, 3), four)
    one = reduction_instructions(isa).reduce_add
    for i in range(h if four is None else 0):
        for j in range(w):
            p = replace(p, _lane_sum(p, i, j), one)
    return p


def _lane_sum(p: Procedure, i: int, j: int) -> ForCursor:
    """The loop that adds the lanes of the accumulator of C[i, j] to it."""
    return p.find(f"C[_] += acc_{i}_{j}[_]").parent()


#: The dot kernels' recipe (printable step by step, like the micro-kernel's).
DOT_RECIPE: Recipe[DotStep] = Recipe([
    ("divide_k", divide_k),
    ("partial_sums", partial_sums),
    ("accumulators_in_registers", accumulators_in_registers),
    ("ko_outermost", ko_outermost),
    ("stage_a_and_b", stage_a_and_b),
    ("map_to_instructions", map_to_instructions),
    ("remainder_k_outermost", remainder_k_outermost),
    ("unroll", unroll),
    ("lane_sums", lane_sums),
    ("prefetch_next_block", prefetch_next_block),
])


def schedule_dot_kernel(isa: VectorIsa, h: int, w: int,
                        trace: Callable[[str, Procedure], None] | None = None,
                        recipe: Recipe[DotStep] = DOT_RECIPE) -> Procedure:
    """`recipe` applied to the h x w reference; `trace(step, proc)` sees every stage."""
    p = dot_microkernel(h, w)
    if trace:
        trace("reference", p)
    for name, step in recipe:
        p = step(p, isa, h, w)
        if trace:
            trace(name, p)
    return p


@lru_cache(maxsize=None)
def scheduled_dot_kernel(isa: VectorIsa, h: int, w: int, resident: bool = False) -> Procedure:
    """One kernel of the family, or (`resident`) the recipe without its last step, the
    prefetch; the prefetching kernel is the resident one plus that step, so each shape is
    scheduled once per process."""
    if not resident:
        return prefetch_next_block(scheduled_dot_kernel(isa, h, w, True), isa, h, w)
    return schedule_dot_kernel(isa, h, w, recipe=DOT_RECIPE.through("lane_sums"))


def dot_kernels(isa: VectorIsa, prefix: str) -> list[Procedure]:
    """Every kernel of `isa`'s dot family, then the variants without the prefetch, named
    for the library `prefix`."""
    fam = dot_family(isa)
    return [rename(scheduled_dot_kernel(isa, h, w), dot_kernel_name(prefix, h, w))
            for h, w in fam.shapes] + \
        [rename(scheduled_dot_kernel(isa, h, w, True), dot_kernel_name(prefix, h, w, True))
         for h, w in fam.resident_shapes]
