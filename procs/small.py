"""The small path's kernels: A and B read in place, C updated in place, exact shapes.

    C[h, w] += A[h, K] . B[K, w]     (A rows, B rows and C rows contiguous; any strides)

Why: for a GEMM that fits in L1/L2 (16 x 16 x 16, a batch-1 fully connected layer, a
5 x 3 x 2 call) packing A and B and padding edge tiles cost more than the arithmetic. These
kernels broadcast A's elements from its rows, load B's rows by vectors where they are and
keep the h x w tile of C in registers over the whole K, with no workspace. Edges are exact:
every (h, w) of whole vectors in exogemm/plan/small.py's family is its own kernel, and a
narrow w is one masked vector of a tail kernel (procs/small_tail.py), so no padded lane is
computed and no local tile is copied.

Each kernel is the reference below scheduled by the micro-kernel recipe
(procs/microkernel.py) unchanged: the broadcast of A[i, k] is a 1-element window of A, as
in procs/direct.py, and B's row is staged from B itself instead of a packed sliver. Nothing
here is asserted: Exo checks every step. The C wrapper (gen/templates/gemm_wrapper.c.in)
tiles M x N with these kernels.
"""

from __future__ import annotations

from functools import lru_cache

from exo import DRAM, Procedure, instr, proc
from exo.API_scheduling import inline, insert_noop_call, rename, simplify

from exogemm.isa.base import VectorIsa
from exogemm.plan.small import kernel_name, small_family
from exogemm.plan.tile import Tile, make_tile
from exogemm.procs.microkernel import MICROKERNEL_RECIPE, KernelStep, schedule_microkernel
from exogemm.procs.overwrite import skip_dead_c_load
from exogemm.procs.recipe import Recipe
from exogemm.procs.reference import reference_name
from exogemm.procs.small_tail import scheduled_small_tail, scheduled_small_wide_tail


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
def small_overwrite_microkernel(h: int, w: int) -> Procedure:
    """The beta = 0 reference: the h x w tile of C zeroed, then small_microkernel called
    and inlined (its products written exactly as there)."""
    H, W = h, w
    accumulate = small_microkernel(h, w)

    @proc
    def ukernel(K: size, A: [f32][H, K], B: [f32][K, W], C: [f32][H, W]):
        assert stride(A, 1) == 1
        assert stride(B, 1) == 1
        assert stride(C, 1) == 1
        for i in seq(0, H):
            for j in seq(0, W):
                C[i, j] = 0.0
        accumulate(K, A, B, C)

    p = simplify(inline(ukernel, ukernel.find(f"{accumulate.name()}(_)")))
    return rename(p, reference_name(h, w, "small_overwrite"))


@lru_cache(maxsize=None)
def prefetch_next_columns(w: int) -> Procedure:
    """A no-op for Exo (its body is `pass`) whose C asks the cache for the w elements of B's
    row that follow the given 1 x w window: the row's part the next column block's kernel
    call will read. Addresses are computed, never dereferenced: past the matrix they cost
    nothing. Into L1 (locality 3): a call of few k steps (3 x 5000 x 7) reads the lines
    from L2 one call later (Intel Xeon: 1.15x the rate of prefetching into L2 only); with
    the K chunks of a streamed B the two hints ran alike there."""
    W = w
    template = ("{{ const char *exo_pf = (const char *)&{B_data} + " + str(4 * w) + "; "
                "for (int exo_o = 0; exo_o < " + str(4 * w) + "; exo_o += 64) "
                "__builtin_prefetch(exo_pf + exo_o, 0, 3); }}")

    @instr(template)
    def prefetch_b(B: [f32][1, W] @ DRAM):
        assert stride(B, 1) == 1
        pass

    return rename(prefetch_b, f"prefetch_next_b_columns_{w}")


def prefetch_next_block(p: Procedure, t: Tile) -> Procedure:
    # At each k step, ask for row k's next w columns of B: the kernel call for the next
    # column block reads them. A decode-like GEMM streams B from memory in K chunks swept
    # across the columns (gemm_wrapper.c.in), where a row's 3 lines per call are too few for
    # the hardware prefetchers to follow: 8 x 4096 x 4096 ran at 15 GB/s, a third of the
    # DRAM rate. Wide kernels (1 .. 5 rows on AVX-512) read 5+ lines of a row per k step,
    # which the hardware streams well; prefetching them too halved 1 x 4096 x 4096 on 2
    # threads. A masked kernel is the last block of its rows: nothing to prefetch.
    if not small_family(t.isa).prefetches(t.nr):
        return p
    k_body = p.find_loop("k").body()
    return insert_noop_call(p, k_body[0].before(), prefetch_next_columns(t.nr),
                            [f"B[k:k + 1, 0:{t.nr}]"])


#: The small kernels' recipe: the micro-kernel recipe, then the prefetch of the next block.
#: A call whose B stays in cache runs the kernel without that last step (the prefetches
#: would take load slots for lines already there).
SMALL_RECIPE: Recipe[KernelStep] = MICROKERNEL_RECIPE.insert_after(
    "one_variable_per_register", "prefetch_next_block", prefetch_next_block)
#: The beta = 0 kernels' recipe: the C tile's load is dead once the zeroing is staged with
#: it, and skip_dead_c_load (procs/overwrite.py) removes it, as for the micro-kernel.
SMALL_OVERWRITE_RECIPE: Recipe[KernelStep] = SMALL_RECIPE.insert_after(
    "stage_c_tile", "skip_dead_c_load", skip_dead_c_load)


@lru_cache(maxsize=None)
def scheduled_small_kernel(isa: VectorIsa, h: int, w: int, resident: bool = False,
                           overwrite: bool = False) -> Procedure:
    """One kernel of the family by SMALL_RECIPE (SMALL_OVERWRITE_RECIPE for the beta = 0
    form), or (`resident`) by the recipe without its last step; the prefetching kernel is
    the resident one plus that step, so each shape is scheduled once per process."""
    tile = make_tile(h, w, isa)
    if resident:
        reference, recipe = ((small_overwrite_microkernel(h, w), SMALL_OVERWRITE_RECIPE)
                             if overwrite else (small_microkernel(h, w), SMALL_RECIPE))
        return schedule_microkernel(tile, reference,
                                    recipe=recipe.through("one_variable_per_register"))
    return prefetch_next_block(scheduled_small_kernel(isa, h, w, True, overwrite), tile)


def small_kernels(isa: VectorIsa, prefix: str) -> list[Procedure]:
    """Every kernel of `isa`'s small family, named for the library `prefix` (so libraries
    linked into one program do not share symbols): the whole-vector ones, then the tail
    kernels (procs/small_tail.py), on the ISA's narrower registers and then its own, and
    the wide kernels (a whole vector and a masked one)."""
    fam = small_family(isa)
    tails = [rename(scheduled_small_tail(form, h, overwrite),
                    fam.tail_name(prefix, h, overwrite, form.lanes))
             for form in isa.forms
             for overwrite in (False, True) for h in fam.tail_heights] + \
        [rename(scheduled_small_wide_tail(isa, h), fam.wide_name(prefix, h))
         for h in fam.wide_heights]
    return [rename(scheduled_small_kernel(isa, h, w), kernel_name(prefix, h, w))
            for h, w in fam.shapes] + \
        [rename(scheduled_small_kernel(isa, h, w, True), kernel_name(prefix, h, w, True))
         for h, w in fam.resident_shapes] + \
        [rename(scheduled_small_kernel(isa, h, w, False, True),
                kernel_name(prefix, h, w, False, True)) for h, w in fam.overwrite_shapes] + \
        [rename(scheduled_small_kernel(isa, h, w, True, True),
                kernel_name(prefix, h, w, True, True))
         for h, w in fam.overwrite_resident_shapes] + tails
