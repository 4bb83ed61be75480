"""The fused epilogue: bias, residual and ReLU applied where the micro-kernel stores C.

    out = act(alpha * op(A) op(B) + beta * C + bias[None, :] + residual)

The activation is a run-time floor `lo`: `out = lo if x < lo else x` is ReLU for lo = 0 and
the identity for lo = -inf (a NaN stays NaN either way), so one generated variant serves
both and costs one vector max per C register. Absent operands are zeros (the C wrapper
passes a zero row, with row stride 0 for the residual), so there is one variant, not eight.

Micro-kernel. The reference kernel gets the epilogue after its k loop:

    for k: for i < mr: for j < nr: C[i, j] += Ac[k, i] * Bc[k, j]
    for i < mr: for j < nr: C[i, j] += bias[j]; C[i, j] += R[i, j]; C[i, j] = max(lo, C[i, j])

`EPILOGUE_MICROKERNEL_RECIPE` is one named step (`one_loop_per_epilogue_op`: fission, so
each lane loop is one operation) followed by procs/microkernel.py's recipe unchanged:
`stage_c_tile` keeps the C tile in registers through the epilogue, and
`map_to_instructions` maps the epilogue's lane loops onto the ISA's `add` / `max_floor`
instructions (masked `_tail` forms for a ragged nr). Exo checks every step.

GEMM. An epilogue may be applied once, after the last multiply-add into an element, so it
belongs to the last kc block. `schedule_epilogue_gemm` derives the epilogue entry, one kc
block (K <= kc) followed by the epilogue, from its specification by `EPILOGUE_GEMM_RECIPE`:
the epilogue nest is blocked like the GEMM (jc, ic, then register tiles) and each of its
loops fused with the GEMM's, so every tile becomes "k loop; epilogue", which is replaced by
the epilogue micro-kernel (`replace` + `call_eqv`) or the epilogue edge tile (procs/gemm.py's
edge tile, proved equal by `call_eqv`, then the epilogue). The C wrapper (gen/gemm_build.py) runs the plain entry on the
first K1 = kc * floor((K - 1) / kc) columns of op(A) (the earlier kc blocks, accumulated
exactly as without an epilogue) and this entry on the last 1..kc: that split is in C, not
proved by Exo.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Callable

from exo import Procedure, proc
from exo.API_cursors import ForCursor
from exo.API_scheduling import (
    call_eqv,
    divide_loop,
    fission,
    fuse,
    lift_scope,
    rename,
    reorder_loops,
    reorder_stmts,
    replace,
    simplify,
)
from exo.libs.externs import select

from exogemm.errors import ShapeError
from exogemm.plan.gemm_plan import LAYOUTS, GemmPlan
from exogemm.plan.tile import Tile
from exogemm.procs import gemm as gemm_steps
from exogemm.procs.gemm import (
    GemmState,
    _has,
    _layout_asserts,
    _reorder_nest,
    _swap_all,
    _top,
    edge_tile_impl,
    edge_tile_spec,
)
from exogemm.procs.microkernel import MICROKERNEL_RECIPE, schedule_microkernel


@lru_cache(maxsize=None)
def epilogue_sliver_microkernel(mr: int, nr: int) -> Procedure:
    """The reference sliver micro-kernel followed by the epilogue on its C tile."""
    MR, NR = mr, nr

    @proc
    def ukernel(KC: size, Ac: [f32][KC, MR], Bc: [f32][KC, NR], C: [f32][MR, NR],
                bias: [f32][NR], R: [f32][MR, NR], lo: [f32][1]):
        assert stride(Ac, 1) == 1
        assert stride(Bc, 1) == 1
        assert stride(C, 1) == 1
        assert stride(bias, 0) == 1
        assert stride(R, 1) == 1
        for k in seq(0, KC):
            for i in seq(0, MR):
                for j in seq(0, NR):
                    C[i, j] += Ac[k, i] * Bc[k, j]
        for i in seq(0, MR):
            for j in seq(0, NR):
                C[i, j] += bias[j]
                C[i, j] += R[i, j]
                C[i, j] = select(C[i, j], lo[0], lo[0], C[i, j])

    return rename(ukernel, f"sgemm_ref_{mr}x{nr}_sliver_epilogue")


def one_loop_per_epilogue_op(p: Procedure, t: Tile) -> Procedure:
    # Split the epilogue's column loop after each statement, so every lane loop holds one
    # operation (add bias, add residual, max with the floor) that maps to one instruction.
    for _ in range(2):
        last_j = p.find_loop("j", many=True)[-1]
        p = fission(p, last_j.body()[0].after())
    return p


EPILOGUE_MICROKERNEL_RECIPE: list[tuple[str, Callable[[Procedure, Tile], Procedure]]] = [
    ("one_loop_per_epilogue_op", one_loop_per_epilogue_op),
    *MICROKERNEL_RECIPE,
]


def schedule_epilogue_microkernel(
    tile: Tile, trace: Callable[[str, Procedure], None] | None = None
) -> Procedure:
    """The epilogue micro-kernel for `tile`; `trace(step, proc)` sees every stage."""
    return schedule_microkernel(tile, epilogue_sliver_microkernel(tile.mr, tile.nr), trace,
                                EPILOGUE_MICROKERNEL_RECIPE, f"{tile.name}_sliver_epilogue")


# --------------------------------------------------------------------------- the GEMM


@proc
def gemm_epilogue(M: size, N: size, K: size, alpha: f32, A: [f32][M, K], B: [f32][K, N],
                  C: [f32][M, N], bias: [f32][N], R: [f32][M, N], lo: [f32][1]):
    # The last kc block of a GEMM (C already holds beta * C + the earlier blocks), then the
    # epilogue on every element.
    assert stride(C, 1) == 1
    assert stride(bias, 0) == 1
    assert stride(R, 1) == 1
    for i in seq(0, M):
        for j in seq(0, N):
            for k in seq(0, K):
                C[i, j] += alpha * A[i, k] * B[k, j]
    for i in seq(0, M):
        for j in seq(0, N):
            C[i, j] += bias[j]
            C[i, j] += R[i, j]
            C[i, j] = select(C[i, j], lo[0], lo[0], C[i, j])


class _EpilogueSpecs:
    """The specification procs of the epilogue GEMM for one plan and layout: one kc block
    (K <= kc) and the epilogue, with each level's size bounds as assertions."""

    def __init__(self, plan: GemmPlan, layout: str):
        b = plan.blocking
        NR, MC, NC, KC = plan.nr, b.mc, b.nc, b.kc
        NP = NC // NR
        top = rename(gemm_epilogue, "gemm_epilogue_spec").add_assertion(f"K <= {KC}")
        self.top = _layout_asserts(top, layout)
        self.nblock = _layout_asserts(
            rename(gemm_epilogue, "gemm_epilogue_nc_spec")
            .add_assertion(f"N <= {NC}").add_assertion(f"K <= {KC}"),
            layout,
        )

        @proc
        def gemm_epilogue_mc_block(M: size, N: size, K: size, NS: index, alpha: f32,
                                   A: [f32][M, K], Bc: f32[NP, KC, NR], C: [f32][M, N],
                                   bias: [f32][N], R: [f32][M, N], lo: [f32][1]):
            # procs/gemm.py's mc-block specification, then the epilogue over the same
            # column slivers (NS full ones, then the ragged one).
            assert stride(C, 1) == 1
            assert stride(bias, 0) == 1
            assert stride(R, 1) == 1
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
                            C[i, NR * jr + jj] += alpha * A[i, k] * Bc[jr, k, jj]
                if N - NR * NS > 0:
                    for jj in seq(0, N - NR * NS):
                        for k in seq(0, K):
                            C[i, NR * NS + jj] += alpha * A[i, k] * Bc[NS, k, jj]
            for i in seq(0, M):
                for jr in seq(0, NS):
                    for jj in seq(0, NR):
                        C[i, NR * jr + jj] += bias[NR * jr + jj]
                        C[i, NR * jr + jj] += R[i, NR * jr + jj]
                        C[i, NR * jr + jj] = select(C[i, NR * jr + jj], lo[0], lo[0],
                                                    C[i, NR * jr + jj])
                if N - NR * NS > 0:
                    for jj in seq(0, N - NR * NS):
                        C[i, NR * NS + jj] += bias[NR * NS + jj]
                        C[i, NR * NS + jj] += R[i, NR * NS + jj]
                        C[i, NR * NS + jj] = select(C[i, NR * NS + jj], lo[0], lo[0],
                                                    C[i, NR * NS + jj])

        self.mc_block = _layout_asserts(gemm_epilogue_mc_block, layout, b=False)
        self.kblock = self.nblock  # K <= kc: the column panel is one kc block


@lru_cache(maxsize=None)
def edge_tile_epilogue_spec(mr: int, nr: int) -> Procedure:
    """An edge tile (m x n corner of a tile, from full slivers), then its epilogue."""
    MR, NR = mr, nr

    @proc
    def edge_tile_epilogue(K: size, M: size, N: size, Ac: [f32][K, MR], Bc: [f32][K, NR],
                           C: [f32][M, N], bias: [f32][N], R: [f32][M, N], lo: [f32][1]):
        assert M <= MR
        assert N <= NR
        assert stride(Ac, 1) == 1
        assert stride(Bc, 1) == 1
        assert stride(C, 1) == 1
        assert stride(bias, 0) == 1
        assert stride(R, 1) == 1
        for i in seq(0, M):
            for j in seq(0, N):
                for k in seq(0, K):
                    C[i, j] += Ac[k, i] * Bc[k, j]
        for i in seq(0, M):
            for j in seq(0, N):
                C[i, j] += bias[j]
                C[i, j] += R[i, j]
                C[i, j] = select(C[i, j], lo[0], lo[0], C[i, j])

    return edge_tile_epilogue


@lru_cache(maxsize=None)
def edge_tile_epilogue_impl(tile: Tile) -> Procedure:
    """The specification's edge-tile nest replaced by (replace) and proved equal to
    (call_eqv) procs/gemm.py's edge tile, then the epilogue on the valid M x N part. Exo
    checks this step; the one asserted step is inside the plain edge tile."""
    MR, NR = tile.mr, tile.nr
    p = rename(edge_tile_epilogue_spec(MR, NR), f"{tile.name}_edge_epilogue")
    p = replace(p, p.body()[0], edge_tile_spec(MR, NR))
    p = call_eqv(p, p.find(f"{edge_tile_spec(MR, NR).name()}(_)"), edge_tile_impl(tile))
    return simplify(p)


@lru_cache(maxsize=None)
def scheduled_epilogue_microkernel(tile: Tile) -> Procedure:
    """The epilogue micro-kernel of `tile`, scheduled once per tile (every layout's entry
    calls the same one)."""
    return schedule_epilogue_microkernel(tile)


def block_nc_epilogue(s: GemmState) -> Procedure:
    # jc loop over both nests (GEMM and epilogue): N in blocks of nc, the two jc loops (and
    # the two ragged-block guards) fused, each block replaced by the nc-bounded spec.
    s.top = block_nc_fused(s, rename(s.specs.top, s.entry))
    return s.top


def block_nc_fused(s: GemmState, p: Procedure) -> Procedure:
    """A top-level spec of two loop nests over (i, j): N in blocks of nc for both, the jc
    loops and ragged-block guards fused, each block replaced by the nc-bounded spec."""
    NC = s.plan.blocking.nc
    p = reorder_loops(p, "i j")
    p = reorder_loops(p, p.find_loop("i #1"))
    for _ in range(2):
        p = divide_loop(p, p.find_loop("j"), NC, ["jc", "jj"], tail="cut_and_guard")
    for _ in range(4):
        p = reorder_loops(p, "jj i")
    p = _fuse_pairs(p, 0)
    p = replace(p, p.body()[0].body(), s.specs.nblock)
    p = replace(p, p.body()[1].body(), s.specs.nblock)
    return simplify(p)


def pack_b_epilogue(s: GemmState) -> Procedure:
    # procs/gemm.py's pack_b, then the epilogue's columns split into the same nr slivers.
    NR = s.plan.nr
    p = gemm_steps.pack_b(s)
    p = divide_loop(p, p.find_loop("j"), NR, ["jr", "jj"], tail="cut_and_guard")
    s.kc_panel = simplify(p)
    return s.kc_panel


def block_mc_epilogue(s: GemmState) -> Procedure:
    # ic loop over both nests, fused, each block replaced by the mc-block epilogue spec.
    s.kc_panel = block_mc_fused(s, s.kc_panel)
    return s.kc_panel


def block_mc_fused(s: GemmState, p: Procedure) -> Procedure:
    """Two adjacent loop nests over i in a kc panel: M in blocks of mc for both, the ic loops
    and ragged-block guards fused, each block replaced by the level's mc-block spec."""
    MC = s.plan.blocking.mc
    for _ in range(2):
        p = divide_loop(p, p.find_loop("i"), MC, ["ic", "ii"], tail="cut_and_guard")
    first = next(n for n, x in enumerate(p.body()) if isinstance(x, ForCursor) and x.name() == "ic")
    p = _fuse_pairs(p, first)
    p = replace(p, p.body()[first].body(), s.specs.mc_block)
    p = replace(p, p.body()[first + 1].body(), s.specs.mc_block)
    return simplify(p)


def tile_epilogue(s: GemmState) -> Procedure:
    # The epilogue nest tiled like the GEMM's register tiles (full tiles, bottom edge, right
    # edge, corner) and each of its loops fused with the GEMM's, so every tile's epilogue
    # directly follows the tile's k loop.
    MR = s.plan.mr
    p = s.mc_block
    epi = p.body()[-1]
    p = fission(p, epi.body()[0].after())
    p = lift_scope(p, p.body()[-1].body()[0])  # ragged-sliver guard out of i
    full = p.body()[-2]
    p = divide_loop(p, full, MR, ["ir", "ii"], tail="cut_and_guard")
    p = _reorder_nest(p, lambda p: p.body()[-3], ["jr", "ir", "ii", "jj"])
    p = _reorder_nest(p, lambda p: p.body()[-2].body()[0], ["jr", "ii", "jj"])
    p = lift_scope(p, p.body()[-2].body()[0])
    p = fuse(p, p.body()[-3], p.body()[-2])
    ragged = p.body()[-1].body()[0]
    p = divide_loop(p, ragged, MR, ["ir", "ii"], tail="cut_and_guard")
    # [... GEMM full+bottom, GEMM right+corner, epilogue full+bottom, epilogue right+corner]
    p = reorder_stmts(p, p.body()[-3].expand(0, 1))
    p = fuse(p, p.body()[-4], p.body()[-3])
    p = fuse(p, p.body()[-2], p.body()[-1])
    for outer in (-2, -1):
        body = p.body()[outer].body()
        p = reorder_stmts(p, body[1].expand(0, 1))
        body = p.body()[outer].body()
        p = fuse(p, body[0], body[1])
        body = p.body()[outer].body()
        p = fuse(p, body[1], body[2])
    s.mc_block = simplify(p)
    return s.mc_block


def call_microkernel_epilogue(s: GemmState) -> Procedure:
    # Each full tile with its epilogue is the reference epilogue micro-kernel on windows
    # (replace), then the scheduled epilogue micro-kernel (call_eqv).
    p = s.mc_block
    ref = epilogue_sliver_microkernel(s.plan.mr, s.plan.nr)
    tile = _top(p, 3).body()[0].body()
    p = replace(p, tile, ref)
    p = call_eqv(p, p.find(f"{ref.name()}(_)"), scheduled_epilogue_microkernel(s.plan.tile))
    s.mc_block = simplify(p)
    return s.mc_block


def edge_tiles_epilogue(s: GemmState) -> Procedure:
    # Bottom, right and corner tiles with their epilogue become epilogue edge tiles.
    p = s.mc_block
    spec, impl = edge_tile_epilogue_spec(s.plan.mr, s.plan.nr), edge_tile_epilogue_impl(s.plan.tile)
    p = replace(p, _top(p, 3).body()[1].body(), spec)
    p = replace(p, _top(p, 4).body()[0].body(), spec)
    p = replace(p, _top(p, 4).body()[1].body(), spec)
    while _has(p, f"{spec.name()}(_)"):
        p = call_eqv(p, p.find(f"{spec.name()}(_)"), impl)
    s.mc_block = simplify(p)
    return s.mc_block


#: The epilogue GEMM's recipe: procs/gemm.py's steps where they apply unchanged, and
#: epilogue versions of the steps that must carry the epilogue nest along.
EPILOGUE_GEMM_RECIPE: list[tuple[str, Callable[[GemmState], Procedure]]] = [
    ("block_nc_epilogue", block_nc_epilogue),
    ("pack_b_epilogue", pack_b_epilogue),
    ("block_mc_epilogue", block_mc_epilogue),
    ("pack_a", gemm_steps.pack_a),
    ("register_tiles", gemm_steps.register_tiles),
    ("tile_epilogue", tile_epilogue),
    ("call_microkernel_epilogue", call_microkernel_epilogue),
    ("prefetch_c", gemm_steps.prefetch_c),
    ("edge_tiles_epilogue", edge_tiles_epilogue),
    ("pack_loops", gemm_steps.pack_loops),
]


def schedule_epilogue_gemm(
    plan: GemmPlan,
    layout: str = "rr",
    trace: Callable[[str, Procedure], None] | None = None,
) -> Procedure:
    """The epilogue entry for one operand layout: one kc block (K <= kc) of the GEMM with
    the epilogue fused into every tile's store; `trace(step, proc)` sees every step."""
    if layout not in LAYOUTS:
        raise ShapeError(f"layout must be one of {', '.join(LAYOUTS)}, got {layout!r}")
    s = GemmState(plan, layout, _EpilogueSpecs(plan, layout), variant="epilogue")
    if trace:
        trace("reference", s.specs.top)
    for step_name, step in EPILOGUE_GEMM_RECIPE:
        p = step(s)
        if trace:
            trace(step_name, p)
    kc_panel = _swap_all(s.kc_panel, s.specs.mc_block, s.mc_block)
    return _swap_all(s.top, s.specs.nblock, kc_panel)


def _fuse_pairs(p: Procedure, first: int) -> Procedure:
    """[loop A, guard A, loop B, guard B] at p.body()[first:] -> [loop AB, guard AB]."""
    p = reorder_stmts(p, p.body()[first + 1].expand(0, 1))
    p = fuse(p, p.body()[first], p.body()[first + 1])
    return fuse(p, p.body()[first + 1], p.body()[first + 2])
