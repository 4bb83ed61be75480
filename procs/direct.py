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
    call_direct_microkernel  full tiles: the direct micro-kernel, whose reference reads
                    A[i, k] (an mr x kc window of A) instead of Ac[k, i]; the micro-kernel
                    recipe schedules it unchanged (the broadcast is a 1-element window)
    prefetch_a      before each full tile's micro-kernel in the first column sliver, the A
                    rows of the tile two below are prefetched into L2 (a no-op to Exo,
                    like prefetch_c)
    direct_edge_tiles  ragged tiles: their (<= mr) rows of A copied into a zero-padded
                    local kc x mr sliver, then procs/gemm.py's edge tile

The copy into the local sliver is the second asserted step (see procs/gemm.py): Exo cannot
reason that padding rows which are computed and then dropped do not matter. The C wrapper
(gen/gemm_build.py) calls these entries for row-contiguous op(A) when N is at most
`DIRECT_MAX_SLIVERS` slivers of nr columns, and the packed entries otherwise; beta = 0 has
a direct overwrite entry too (procs/overwrite.py with `direct=True`).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Callable

from exo import DRAM, Procedure, instr, proc
from exo.API_cursors import ForCursor
from exo.API_scheduling import (
    bind_expr,
    call_eqv,
    divide_dim,
    divide_loop,
    expand_dim,
    fission,
    fuse,
    insert_noop_call,
    lift_alloc,
    lift_scope,
    rearrange_dim,
    rename,
    replace,
    set_memory,
    simplify,
)
from exo.stdlib.stdlib import hoist_stmt

from exogemm.errors import LayoutError
from exogemm.plan.gemm_plan import DIRECT_LAYOUTS, GemmPlan
from exogemm.plan.tile import Tile
from exogemm.procs import gemm as gemm_steps
from exogemm.procs.gemm import (
    GemmState,
    _layout_asserts,
    _reorder_nest,
    _tidy_sliver_indices,
    edge_tile_impl,
    edge_tile_spec,
    full_tiles,
    link_levels,
    prefetch_rows_template,
)
from exogemm.procs.memories import AlignedStack, PackedPanels
from exogemm.procs.microkernel import schedule_microkernel


@proc
def gemm_direct(M: size, N: size, K: size, alpha: f32, A: [f32][M, K], B: [f32][K, N],
                C: [f32][M, N]):
    # The BLAS operation with alpha on B's side, where the packing applies it.
    assert stride(C, 1) == 1
    for i in seq(0, M):
        for j in seq(0, N):
            for k in seq(0, K):
                C[i, j] += A[i, k] * (alpha * B[k, j])


class DirectSpecs:
    """The specification procs of the direct GEMM for one plan and layout (as procs/gemm.py's
    `_Specs`: the reference with each level's size bounds and the operand layout)."""

    def __init__(self, plan: GemmPlan, layout: str):
        b = plan.blocking
        NR, MC, NC, KC = plan.nr, b.mc, b.nc, b.kc
        NP = NC // NR
        self.top = _layout_asserts(rename(gemm_direct, "gemm_direct_spec"), layout)
        self.nblock = _layout_asserts(
            rename(gemm_direct, "gemm_direct_nc_spec").add_assertion(f"N <= {NC}"), layout
        )
        self.kblock = _layout_asserts(
            rename(gemm_direct, "gemm_direct_kc_spec")
            .add_assertion(f"N <= {NC}").add_assertion(f"K <= {KC}"),
            layout,
        )

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

        self.mc_block = _layout_asserts(gemm_direct_mc_block, layout, b=False)


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


class DirectOverwriteSpecs:
    """procs/overwrite.py's specifications (the zeroing, then one kc block) for direct A."""

    def __init__(self, plan: GemmPlan, layout: str):
        b = plan.blocking
        NR, MC, NC, KC = plan.nr, b.mc, b.nc, b.kc
        NP = NC // NR
        top = rename(gemm_direct_overwrite, "gemm_direct_overwrite_spec")
        self.top = _layout_asserts(top.add_assertion(f"K <= {KC}"), layout)
        self.nblock = _layout_asserts(
            rename(gemm_direct_overwrite, "gemm_direct_overwrite_nc_spec")
            .add_assertion(f"N <= {NC}").add_assertion(f"K <= {KC}"),
            layout,
        )
        self.kblock = self.nblock  # K <= kc: the column panel is one kc block

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

        self.mc_block = _layout_asserts(gemm_direct_overwrite_mc_block, layout, b=False)


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

    return rename(ukernel, f"sgemm_ref_{mr}x{nr}_direct")


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

    return rename(ukernel, f"sgemm_ref_{mr}x{nr}_direct_overwrite")


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


# --------------------------------------------------------------------------- the GEMM


def pack_b_scaled(s: GemmState, nest: int = 0) -> Procedure:
    # alpha * B[k, j] bound to Bc (bind_expr) and computed once before all rows i: the
    # loops put i innermost, the binding hoisted out of it and expanded over k and j, the
    # nest split in two (fission). Bc is then laid out as nc/nr slivers of kc x nr, and
    # both nests' j loops split the same way, as in procs/gemm.py's pack_b.
    # `nest`: the top-level statement that is the GEMM nest (1 after a zeroing nest).
    b, NR = s.plan.blocking, s.plan.nr
    p = rename(s.specs.kblock, s.name("kc_panel"))
    p = _reorder_nest(p, lambda p: p.body()[nest], ["j", "k", "i"])
    p = bind_expr(p, p.find("alpha * B[_]"), "Bc")
    p = lift_alloc(p, "Bc")
    p = hoist_stmt(p, p.find("Bc = _"))
    p = expand_dim(p, "Bc", f"{b.kc}", "k")
    p = expand_dim(p, "Bc", f"{b.nc}", "j")
    p = lift_alloc(p, "Bc", n_lifts=2)
    p = fission(p, p.find("Bc[_] = _").after(), n_lifts=2)
    # [zeroing if nest = 1, Bc, packing nest, GEMM nest]
    p = _reorder_nest(p, lambda p: p.body()[nest + 2], ["i", "j", "k"])
    p = divide_dim(p, "Bc", 0, NR)
    p = rearrange_dim(p, "Bc", [0, 2, 1])
    p = set_memory(p, "Bc", PackedPanels)
    p = divide_loop(p, p.body()[nest + 1], NR, ["jr", "jj"], tail="cut_and_guard")
    p = divide_loop(p, p.body()[nest + 3].body()[0], NR, ["jr", "jj"], tail="cut_and_guard")
    s.kc_panel = _tidy_sliver_indices(simplify(p), "Bc", "N", NR)
    return s.kc_panel


def order_b_packing_scaled(s: GemmState) -> Procedure:
    # Bc's packing loops as in procs/gemm.py's order_b_packing: k outer for row-contiguous
    # op(B) (whole rows read), sliver-outer with k innermost for column-contiguous.
    if s.layout[1] == "r":
        p = s.kc_panel
        p = _reorder_nest(p, lambda p: p.body()[_first_loop(p)], ["k", "jr", "jj"])
        p = _reorder_nest(p, lambda p: p.body()[_first_loop(p) + 1].body()[0], ["k", "jj"])
        s.kc_panel = simplify(p)
    return s.kc_panel


def direct_tiles(s: GemmState) -> Procedure:
    # Macro-kernel on A in place: rows in mr-high tiles, giving four nests over tiles of C
    # (full, bottom edge, right edge, corner), ordered jr, ir, k as in procs/gemm.py.
    MR = s.plan.mr
    p = rename(s.specs.mc_block, s.name("mc_block"))
    p = fission(p, p.find_loop("jr").after())  # full slivers | ragged sliver
    p = lift_scope(p, p.body()[1].body()[0])  # ragged-sliver guard out of i
    p = divide_loop(p, p.body()[1].body()[0], MR, ["ir", "ii"], tail="cut_and_guard")
    p = divide_loop(p, p.body()[0], MR, ["ir", "ii"], tail="cut_and_guard")
    # [full, if: bottom, if: (right, if: corner)]
    p = _reorder_nest(p, lambda p: p.body()[0], ["jr", "ir", "k", "ii", "jj"])
    p = _reorder_nest(p, lambda p: p.body()[1].body()[0], ["jr", "ii", "jj", "k"])
    p = lift_scope(p, p.body()[1].body()[0])
    p = fuse(p, p.body()[0], p.body()[1])
    p = _reorder_nest(p, lambda p: p.body()[1].body()[0], ["ir", "ii", "jj", "k"])
    p = _reorder_nest(p, lambda p: p.body()[1].body()[1].body()[0], ["ii", "jj", "k"])
    s.mc_block = simplify(p)
    return s.mc_block


def call_direct_microkernel(s: GemmState) -> Procedure:
    # Each full tile is the direct reference kernel on an mr x k window of A (replace),
    # then the kernel the ISA's recipe scheduled from it (call_eqv).
    p = s.mc_block
    ref = direct_microkernel(s.plan.mr, s.plan.nr)
    ir_loop = p.body()[0].body()[0]
    tile = next(x for x in ir_loop.body() if isinstance(x, ForCursor) and x.name() == "k")
    p = replace(p, tile, ref)
    p = call_eqv(p, p.find(f"{ref.name()}(_)"), scheduled_direct_microkernel(s.plan.tile))
    s.mc_block = simplify(p)
    return s.mc_block


#: A rows prefetched before each full tile's micro-kernel: (tiles ahead, __builtin_prefetch
#: locality). Why: a tile's kernel reads mr rows of A that nothing has touched, as mr slow
#: streams (one element per row per k step) the hardware prefetcher follows poorly. Measured
#: on Zen 4 (1 thread, 6x64, n = 64, k = 147, beta = 0): with A and C out of cache (m =
#: 50000) 83.7 -> 102.4 GFLOP/s (peak 113); m = 12544 105.1 -> 104.8, m = 3000 108.7 -> 105.3
#: (A already in cache: the prefetches are a small cost). One tile ahead: 101.8 at m = 50000
#: but 3-4% slower when A is cached; into L1 (locality 3): 85.6.
A_PREFETCH = (2, 2)


@lru_cache(maxsize=None)
def prefetch_a_rows(mr: int, ahead: int, locality: int) -> Procedure:
    """A no-op for Exo (its body is `pass`) whose C asks the cache for the K elements of
    each of the mr rows `ahead` tiles below the given mr x K window of A, in the first
    column sliver (jr = 0) only: the later slivers find the mc block's rows in L2
    (prefetching them again cost 3-5% on 784 x 128 x 1152)."""
    MR = mr
    template = "if ({jr} == 0) " + prefetch_rows_template(
        "A", ahead * MR, (ahead + 1) * MR, "(uintptr_t)({K}) * sizeof(float)", write=0,
        locality=locality)

    @instr(template)
    def prefetch_a(K: size, jr: index, A: [f32][MR, K] @ DRAM):
        assert stride(A, 1) == 1
        pass

    return rename(prefetch_a, f"prefetch_a_rows_{mr}_ahead{ahead}_l{locality}")


def prefetch_a(s: GemmState) -> Procedure:
    # Before each full tile's micro-kernel (the tile's last statement) in the first sliver,
    # prefetch the A rows of a tile further down (a no-op to Exo): they arrive in L2 while
    # this tile computes.
    p = s.mc_block
    MR = s.plan.mr
    p = insert_noop_call(p, full_tiles(p).body()[-1].before(), prefetch_a_rows(MR, *A_PREFETCH),
                         ["K", "jr", f"A[{MR} * ir:{MR} * ir + {MR}, 0:K]"])
    s.mc_block = p
    return p


def direct_edge_tiles(s: GemmState) -> Procedure:
    # Bottom, right and corner tiles: their rows of A copied into a padded local sliver,
    # then the edge tile of procs/gemm.py.
    p = s.mc_block
    plan = s.plan
    spec = direct_edge_spec(plan.mr, plan.nr, plan.blocking.kc)
    impl = direct_edge_impl(plan.tile, plan.blocking.kc, f"{plan.prefix}_direct_edge")
    p = replace(p, p.body()[0].body()[1].body()[0], spec)
    p = replace(p, p.body()[1].body()[0].body()[0], spec)
    p = replace(p, p.body()[1].body()[1].body()[0], spec)
    while gemm_steps._has(p, f"{spec.name()}(_)"):
        p = call_eqv(p, p.find(f"{spec.name()}(_)"), impl)
    s.mc_block = simplify(p)
    return s.mc_block


def _first_loop(p: Procedure) -> int:
    """Index of the first top-level loop of a kc panel: the packing of Bc (a zeroing nest
    has moved into the ic loop by then)."""
    return next(n for n, x in enumerate(p.body()) if isinstance(x, ForCursor))


DIRECT_GEMM_RECIPE = [
    ("block_nc", gemm_steps.block_nc),
    ("block_kc", gemm_steps.block_kc),
    ("pack_b_scaled", pack_b_scaled),
    ("block_mc", gemm_steps.block_mc),
    ("direct_tiles", direct_tiles),
    ("call_direct_microkernel", call_direct_microkernel),
    ("prefetch_c", gemm_steps.prefetch_c),
    ("prefetch_a", prefetch_a),
    ("direct_edge_tiles", direct_edge_tiles),
    ("order_b_packing_scaled", order_b_packing_scaled),
]


def schedule_direct_gemm(plan: GemmPlan, layout: str = "rr",
                         trace: Callable[[str, Procedure], None] | None = None) -> Procedure:
    """The direct entry for one layout of DIRECT_LAYOUTS; `trace(step, proc)` sees every
    step."""
    if layout not in DIRECT_LAYOUTS:
        raise LayoutError(f"direct A needs row-contiguous op(A): layout one of "
                          f"{', '.join(DIRECT_LAYOUTS)}, got {layout!r}")
    s = GemmState(plan, layout, DirectSpecs(plan, layout), variant="direct")
    if trace:
        trace("reference", s.specs.top)
    for step_name, step in DIRECT_GEMM_RECIPE:
        p = step(s)
        if trace:
            trace(step_name, p)
    return link_levels(s)


@lru_cache(maxsize=None)
def scheduled_direct_state(plan: GemmPlan, layout: str) -> GemmState:
    """The direct recipe's procs for one layout, scheduled once (the direct overwrite entry
    builds on its mc block)."""
    s = GemmState(plan, layout, DirectSpecs(plan, layout), variant="direct")
    for _, step in DIRECT_GEMM_RECIPE:
        step(s)
    return s
