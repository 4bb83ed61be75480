"""Direct A: the GEMM for few columns, reading row-major op(A) in place instead of packing it.

    C[M, N] += op(A)[M, K] * (alpha * op(B)[K, N])        (op(A) rows contiguous)

Why: the packed GEMM copies every element of A into Ac once per kc block and then reads
it N / nr times. When N is small (the first layers of a CNN: n = 64 output channels, m =
12544 pixels, k = 147) that copy is a large share of the work. The micro-kernel can
instead broadcast A's elements from their rows (stride lda); each rank-1 update reads one
element of each of mr rows, so mr sequential streams run through A. Measured on the
Sapphire Rapids AVX-512 host (1 thread, ratio to MKL): the ResNet-50 conv1 slice goes from
0.81x (packed, 12x32) to 0.91x (direct, 12x32) and 0.98x (direct, 6x64, which the selector
then picks).

What changes against procs/gemm.py:

    pack_b_scaled   alpha moves to B: its specification is `A[i, k] * (alpha * B[k, j])`,
                    and alpha * B is bound to Bc (bind_expr, hoist out of i, expand_dim,
                    fission), laid out as the same kc x nr slivers as the plain pack_b
    direct_tiles    no Ac: the mc block's rows are tiled by mr directly (jr, ir, k, ii, jj)
    call_microkernel  full tiles: the direct micro-kernel (DIRECT.kernel), whose reference
                    reads A[i, k] (an mr x kc window of A) instead of Ac[k, i]; the
                    micro-kernel recipe schedules it unchanged (the broadcast is a 1-element
                    window)
    prefetch_a      before each full tile's micro-kernel in the first column sliver, the A
                    rows of the tile two below are prefetched into L2 (a no-op to Exo,
                    like prefetch_c)
    edge_tiles      ragged tiles (DIRECT.edge_tile): their (<= mr) rows of A copied into a zero-padded
                    local kc x mr sliver, then procs/gemm.py's edge tile

The copy into the local sliver is the second asserted step (see procs/gemm.py): Exo cannot
reason that padding rows which are computed and then dropped do not matter. The C wrapper
(gen/c/gemm_build.py) calls these entries for row-contiguous op(A) when N is at most
`DIRECT_MAX_SLIVERS` slivers of nr columns, and the packed entries otherwise; beta = 0 has
a direct overwrite entry too (procs/overwrite.py with `direct=True`).
"""

from __future__ import annotations

from functools import lru_cache

from exo import Procedure, proc
from exo.API_scheduling import (
    bind_expr,
    call_eqv,
    divide_dim,
    divide_loop,
    expand_dim,
    fission,
    insert_noop_call,
    lift_alloc,
    lift_scope,
    rearrange_dim,
    rename,
    set_memory,
    simplify,
)
from exo.stdlib.stdlib import hoist_stmt

from exogemm.plan.gemm_plan import DIRECT_LAYOUTS, GemmPlan
from exogemm.plan.tile import Tile
from exogemm.procs.cursors import (
    c_nests,
    first_loop,
    guard_after,
    inner_loop,
    kernel_call,
    nest_with,
    only,
    reorder_nest,
    tidy_sliver_indices,
)
from exogemm.procs.gemm import GEMM_RECIPE, order_tiles
from exogemm.procs.memories import AlignedStack, PackedPanels
from exogemm.procs.microkernel import schedule_microkernel
from exogemm.procs.portable_instrs import prefetch_a_rows
from exogemm.procs.recipe import Recipe
from exogemm.procs.reference import reference_name
from exogemm.procs.tile_kernels import edge_tile_impl, edge_tile_spec
from exogemm.procs.variant import GemmState, GemmStep, GemmVariant, Trace, schedule_entry

# --------------------------------------------------------------------------- specifications


@proc
def gemm_direct(M: size, N: size, K: size, alpha: f32, A: [f32][M, K], B: [f32][K, N],
                C: [f32][M, N]):
    # The BLAS operation with alpha on B's side, where the packing applies it.
    assert stride(C, 1) == 1
    for i in seq(0, M):
        for j in seq(0, N):
            for k in seq(0, K):
                C[i, j] += A[i, k] * (alpha * B[k, j])


def direct_mc_block_spec(NR: int, MC: int, NC: int, KC: int) -> Procedure:
    """One (<= mc) x (<= nc) x (<= kc) block on alpha * B packed into slivers, A in place."""
    NP = NC // NR

    @proc
    def gemm_direct_mc_block(M: size, N: size, K: size, NS: index, A: [f32][M, K],
                             Bc: f32[NP, KC, NR], C: [f32][M, N]):
        # One (<= mc) x (<= nc) x (<= kc) block on alpha * B packed into kc x nr
        # slivers (NS full ones, then a ragged one) and A as it is.
        assert stride(C, 1) == 1
        assert M <= MC
        assert N <= NC
        assert K <= KC
        assert NS >= 0
        assert NR * NS <= N
        assert N < NR * NS + NR
        for i in seq(0, M):
            for jr in seq(0, NS):
                for jj in seq(0, NR):
                    for k in seq(0, K):
                        C[i, NR * jr + jj] += A[i, k] * Bc[jr, k, jj]
            if N - NR * NS > 0:
                for jj in seq(0, N - NR * NS):
                    for k in seq(0, K):
                        C[i, NR * NS + jj] += A[i, k] * Bc[NS, k, jj]

    return gemm_direct_mc_block


@proc
def gemm_direct_overwrite(M: size, N: size, K: size, alpha: f32, A: [f32][M, K],
                          B: [f32][K, N], C: [f32][M, N]):
    # C = A * (alpha * B), C written before it is read (beta = 0).
    assert stride(C, 1) == 1
    for i in seq(0, M):
        for j in seq(0, N):
            C[i, j] = 0.0
    for i in seq(0, M):
        for j in seq(0, N):
            for k in seq(0, K):
                C[i, j] += A[i, k] * (alpha * B[k, j])


def direct_overwrite_mc_block_spec(NR: int, MC: int, NC: int, KC: int) -> Procedure:
    """The zeroing over the column slivers, then the direct mc-block specification
    (procs/overwrite.py's DIRECT_OVERWRITE)."""
    NP = NC // NR

    @proc
    def gemm_direct_overwrite_mc_block(M: size, N: size, K: size, NS: index,
                                       A: [f32][M, K], Bc: f32[NP, KC, NR],
                                       C: [f32][M, N]):
        # The zeroing over the column slivers, then DirectSpecs' mc-block spec.
        assert stride(C, 1) == 1
        assert M <= MC
        assert N <= NC
        assert K <= KC
        assert NS >= 0
        assert NR * NS <= N
        assert N < NR * NS + NR
        for i in seq(0, M):
            for jr in seq(0, NS):
                for jj in seq(0, NR):
                    C[i, NR * jr + jj] = 0.0
            if N - NR * NS > 0:
                for jj in seq(0, N - NR * NS):
                    C[i, NR * NS + jj] = 0.0
        for i in seq(0, M):
            for jr in seq(0, NS):
                for jj in seq(0, NR):
                    for k in seq(0, K):
                        C[i, NR * jr + jj] += A[i, k] * Bc[jr, k, jj]
            if N - NR * NS > 0:
                for jj in seq(0, N - NR * NS):
                    for k in seq(0, K):
                        C[i, NR * NS + jj] += A[i, k] * Bc[NS, k, jj]

    return gemm_direct_overwrite_mc_block


# --------------------------------------------------------------------------- kernels


@lru_cache(maxsize=None)
def direct_microkernel(mr: int, nr: int) -> Procedure:
    """The reference micro-kernel reading A's mr rows in place (an mr x kc window)."""
    MR, NR = mr, nr

    @proc
    def ukernel(KC: size, A: [f32][MR, KC], Bc: [f32][KC, NR], C: [f32][MR, NR]):
        assert stride(A, 1) == 1
        assert stride(Bc, 1) == 1
        assert stride(C, 1) == 1
        for k in seq(0, KC):
            for i in seq(0, MR):
                for j in seq(0, NR):
                    C[i, j] += A[i, k] * Bc[k, j]

    return rename(ukernel, reference_name(mr, nr, "direct"))


@lru_cache(maxsize=None)
def scheduled_direct_microkernel(tile: Tile) -> Procedure:
    """The ISA's register-blocked direct kernel, by procs/microkernel.py's recipe."""
    return schedule_microkernel(tile, direct_microkernel(tile.mr, tile.nr),
                                name=f"{tile.name}_direct")


@lru_cache(maxsize=None)
def overwrite_direct_microkernel(mr: int, nr: int) -> Procedure:
    """The direct reference micro-kernel with its C tile zeroed first (beta = 0)."""
    MR, NR = mr, nr

    @proc
    def ukernel(KC: size, A: [f32][MR, KC], Bc: [f32][KC, NR], C: [f32][MR, NR]):
        assert stride(A, 1) == 1
        assert stride(Bc, 1) == 1
        assert stride(C, 1) == 1
        for i in seq(0, MR):
            for j in seq(0, NR):
                C[i, j] = 0.0
        for k in seq(0, KC):
            for i in seq(0, MR):
                for j in seq(0, NR):
                    C[i, j] += A[i, k] * Bc[k, j]

    return rename(ukernel, reference_name(mr, nr, "direct_overwrite"))


@lru_cache(maxsize=None)
def direct_edge_spec(mr: int, nr: int, kc: int) -> Procedure:
    """A ragged tile of the direct GEMM: m <= mr rows of A, n <= nr columns of a sliver."""
    MR, NR, KC = mr, nr, kc

    @proc
    def direct_edge(K: size, M: size, N: size, A: [f32][M, K], Bc: [f32][K, NR],
                    C: [f32][M, N]):
        assert M <= MR
        assert N <= NR
        assert K <= KC
        assert stride(A, 1) == 1
        assert stride(Bc, 1) == 1
        assert stride(C, 1) == 1
        for i in seq(0, M):
            for j in seq(0, N):
                for k in seq(0, K):
                    C[i, j] += A[i, k] * Bc[k, j]

    return direct_edge


@lru_cache(maxsize=None)
def direct_edge_impl(tile: Tile, kc: int, name: str) -> Procedure:
    """The ragged tile's rows of A copied into a local kc x mr sliver whose padding rows
    are zero, then procs/gemm.py's edge tile on it (asserted equal to the specification)."""
    MR, NR, KC = tile.mr, tile.nr, kc
    edge = edge_tile_spec(MR, NR)

    @proc
    def direct_edge(K: size, M: size, N: size, A: [f32][M, K], Bc: [f32][K, NR],
                    C: [f32][M, N]):
        assert M <= MR
        assert N <= NR
        assert K <= KC
        assert stride(A, 1) == 1
        assert stride(Bc, 1) == 1
        assert stride(C, 1) == 1
        At: f32[KC, MR] @ AlignedStack
        for k in seq(0, K):
            for i in seq(0, M):
                At[k, i] = A[i, k]
            for i in seq(M, MR):
                At[k, i] = 0.0
        edge(K, M, N, At[0:K, 0:MR], Bc, C)

    p = rename(direct_edge, name)
    direct_edge_spec(tile.mr, tile.nr, kc).unsafe_assert_eq(p)
    return call_eqv(p, p.find(f"{edge.name()}(_)"), edge_tile_impl(tile))


def direct_edge_tile(plan: GemmPlan) -> tuple[Procedure, Procedure]:
    """The direct GEMM's edge tile: (specification, implementation)."""
    kc = plan.blocking.kc
    return (direct_edge_spec(plan.mr, plan.nr, kc),
            direct_edge_impl(plan.tile, kc, f"{plan.prefix}_direct_edge"))


# --------------------------------------------------------------------------- the GEMM


def pack_b_scaled(s: GemmState) -> Procedure:
    # alpha * B[k, j] bound to Bc (bind_expr) and computed once before all rows i: the
    # loops put i innermost, the binding hoisted out of it and expanded over k and j, the
    # nest split in two (fission). Bc is then laid out as nc/nr slivers of kc x nr, and
    # both nests' j loops split the same way, as in procs/gemm.py's pack_b.
    b, NR = s.plan.blocking, s.plan.nr
    p = rename(s.specs.kblock, s.name("kc_panel"))
    p = reorder_nest(p, lambda p: nest_with(p, "C[_] += _"), ["j", "k", "i"])
    p = bind_expr(p, p.find("alpha * B[_]"), "Bc")
    p = lift_alloc(p, "Bc")
    p = hoist_stmt(p, p.find("Bc = _"))
    p = expand_dim(p, "Bc", f"{b.kc}", "k")
    p = expand_dim(p, "Bc", f"{b.nc}", "j")
    p = lift_alloc(p, "Bc", n_lifts=2)
    p = fission(p, p.find("Bc[_] = _").after(), n_lifts=2)
    # [zeroing, if any; Bc; packing nest; GEMM nest]
    p = reorder_nest(p, lambda p: nest_with(p, "C[_] += _"), ["i", "j", "k"])
    p = divide_dim(p, "Bc", 0, NR)
    p = rearrange_dim(p, "Bc", [0, 2, 1])
    p = set_memory(p, "Bc", PackedPanels)
    p = divide_loop(p, nest_with(p, "Bc[_] = _"), NR, ["jr", "jj"], tail="cut_and_guard")
    p = divide_loop(p, inner_loop(nest_with(p, "C[_] += _"), "j"), NR, ["jr", "jj"],
                    tail="cut_and_guard")
    s.kc_panel = tidy_sliver_indices(simplify(p), "Bc", "N", NR)
    return s.kc_panel


def order_b_packing_scaled(s: GemmState) -> Procedure:
    # Bc's packing loops as in procs/gemm.py's order_b_packing: k outer for row-contiguous
    # op(B) (whole rows read), sliver-outer with k innermost for column-contiguous.
    if s.layout[1] == "r":
        p = s.kc_panel
        p = reorder_nest(p, first_loop, ["k", "jr", "jj"])
        p = reorder_nest(p, lambda p: only(guard_after(first_loop(p))), ["k", "jj"])
        s.kc_panel = simplify(p)
    return s.kc_panel


def direct_tiles(s: GemmState) -> Procedure:
    # Macro-kernel on A in place: rows in mr-high tiles, giving four nests over tiles of C
    # (full, bottom edge, right edge, corner), ordered jr, ir, k as in procs/gemm.py.
    MR = s.plan.mr
    p = rename(s.specs.mc_block, s.name("mc_block"))
    p = fission(p, p.find_loop("jr").after())  # full slivers | ragged sliver
    p = lift_scope(p, only(c_nests(p)[1]))  # ragged-sliver guard out of i
    p = divide_loop(p, only(c_nests(p)[1]), MR, ["ir", "ii"], tail="cut_and_guard")
    p = divide_loop(p, c_nests(p)[0], MR, ["ir", "ii"], tail="cut_and_guard")
    s.mc_block = order_tiles(p)
    return s.mc_block


#: A rows prefetched before each full tile's micro-kernel: (tiles ahead, __builtin_prefetch
#: locality). Why: a tile's kernel reads mr rows of A that nothing has touched, as mr slow
#: streams (one element per row per k step) the hardware prefetcher follows poorly. Measured
#: on Zen 4 (1 thread, 6x64, n = 64, k = 147, beta = 0): with A and C out of cache (m =
#: 50000) 83.7 -> 102.4 GFLOP/s (peak 113); m = 12544 105.1 -> 104.8, m = 3000 108.7 -> 105.3
#: (A already in cache: the prefetches are a small cost). One tile ahead: 101.8 at m = 50000
#: but 3-4% slower when A is cached; into L1 (locality 3): 85.6.
A_PREFETCH = (2, 2)


def prefetch_a(s: GemmState) -> Procedure:
    # Before each full tile's micro-kernel in the first sliver, prefetch the A rows of a
    # tile further down (a no-op to Exo): they arrive in L2 while this tile computes.
    p = s.mc_block
    MR = s.plan.mr
    p = insert_noop_call(p, kernel_call(p).before(), prefetch_a_rows(MR, *A_PREFETCH),
                         ["K", "jr", f"A[{MR} * ir:{MR} * ir + {MR}, 0:K]"])
    s.mc_block = p
    return p


#: The direct GEMM's recipe: procs/gemm.py's with B packed scaled by alpha, no Ac, A's
#: rows prefetched; its call_microkernel and edge_tiles call the direct kernel and edge.
DIRECT_GEMM_RECIPE: Recipe[GemmStep] = (
    GEMM_RECIPE
    .replace("pack_b", "pack_b_scaled", pack_b_scaled)
    .without("pack_a")
    .replace("register_tiles", "direct_tiles", direct_tiles)
    .insert_after("prefetch_c", "prefetch_a", prefetch_a)
    .replace("pack_loops", "order_b_packing_scaled", order_b_packing_scaled)
)

#: C += op(A) (alpha op(B)) with op(A) read in place (row-contiguous layouts only).
DIRECT = GemmVariant(
    name="direct",
    reference=gemm_direct,
    mc_block=direct_mc_block_spec,
    one_kc_block=False,
    layouts=DIRECT_LAYOUTS,
    layout_rule="direct A needs row-contiguous op(A)",
    recipe=DIRECT_GEMM_RECIPE,
    kernel=direct_microkernel,
    scheduled_kernel=scheduled_direct_microkernel,
    edge_tile=direct_edge_tile,
)


def schedule_direct_gemm(plan: GemmPlan, layout: str = "rr",
                         trace: Trace | None = None) -> Procedure:
    """The direct entry for one layout of DIRECT_LAYOUTS; `trace(step, proc)` sees every
    step."""
    return schedule_entry(DIRECT, plan, layout, trace)
