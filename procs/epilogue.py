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
edge tile, proved equal by `call_eqv`, then the epilogue). The C wrapper (gen/c/gemm_build.py) runs the plain entry on the
first K1 = kc * floor((K - 1) / kc) columns of op(A) (the earlier kc blocks, accumulated
exactly as without an epilogue) and this entry on the last 1..kc: that split is in C, not
proved by Exo.
"""

from __future__ import annotations

from functools import lru_cache

from exo import Procedure, proc
from exo.API_scheduling import (
    call_eqv,
    divide_loop,
    fission,
    fuse,
    lift_scope,
    rename,
    reorder_stmts,
    replace,
    simplify,
)
from exo.libs.externs import select

from exogemm.plan.gemm_plan import LAYOUTS, GemmPlan
from exogemm.plan.tile import Tile
from exogemm.procs.cursors import (
    c_nests,
    first_loop,
    inner_loop,
    nests_with,
    only,
    reorder_nest,
)
from exogemm.procs.fused_nests import block_mc_fused, block_nc_fused, then_split_other_nest
from exogemm.procs.gemm import GEMM_RECIPE, pack_b
from exogemm.procs.microkernel import MICROKERNEL_RECIPE, schedule_microkernel
from exogemm.procs.recipe import Recipe
from exogemm.procs.reference import reference_name
from exogemm.procs.tile_kernels import edge_tile_impl, edge_tile_spec
from exogemm.procs.variant import GemmState, GemmStep, GemmVariant, Trace, schedule_entry


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

    return rename(ukernel, reference_name(mr, nr, "sliver_epilogue"))


def one_loop_per_epilogue_op(p: Procedure, t: Tile) -> Procedure:
    # Split the epilogue's column loop after each statement, so every lane loop holds one
    # operation (add bias, add residual, max with the floor) that maps to one instruction.
    for _ in range(2):
        last_j = p.find_loop("j", many=True)[-1]
        p = fission(p, last_j.body()[0].after())
    return p


EPILOGUE_MICROKERNEL_RECIPE = MICROKERNEL_RECIPE.insert_before(
    "stage_c_tile", "one_loop_per_epilogue_op", one_loop_per_epilogue_op)


def schedule_epilogue_microkernel(tile: Tile, trace: Trace | None = None) -> Procedure:
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


def epilogue_mc_block_spec(NR: int, MC: int, NC: int, KC: int) -> Procedure:
    """procs/gemm.py's mc-block specification, then the epilogue on the same slivers."""
    NP = NC // NR

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

    return gemm_epilogue_mc_block


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
    p = replace(p, first_loop(p), edge_tile_spec(MR, NR))
    p = call_eqv(p, p.find(f"{edge_tile_spec(MR, NR).name()}(_)"), edge_tile_impl(tile))
    return simplify(p)


@lru_cache(maxsize=None)
def scheduled_epilogue_microkernel(tile: Tile) -> Procedure:
    """The epilogue micro-kernel of `tile`, scheduled once per tile (every layout's entry
    calls the same one)."""
    return schedule_epilogue_microkernel(tile)


def block_mc_epilogue(s: GemmState) -> Procedure:
    # ic loop over both nests, fused, each block replaced by the mc-block epilogue spec.
    s.kc_panel = block_mc_fused(s, s.kc_panel)
    return s.kc_panel


def _epilogue_nests(p: Procedure) -> list:
    """The top-level nests of the epilogue (they read the bias), in program order."""
    return nests_with(p, "bias[_]")


def _gemm_nests(p: Procedure) -> list:
    """The top-level nests that accumulate into C and are not the epilogue's."""
    epilogue = _epilogue_nests(p)
    return [n for n in c_nests(p) if not any(n == e for e in epilogue)]


def tile_epilogue(s: GemmState) -> Procedure:
    # The epilogue nest tiled like the GEMM's register tiles (full tiles, bottom edge, right
    # edge, corner) and each of its loops fused with the GEMM's, so every tile's epilogue
    # directly follows the tile's k loop.
    MR = s.plan.mr
    p = s.mc_block
    epi = _epilogue_nests
    p = fission(p, inner_loop(epi(p)[0], "jr").after())  # full slivers | ragged sliver
    p = lift_scope(p, only(epi(p)[1]))  # ragged-sliver guard out of i
    p = divide_loop(p, epi(p)[0], MR, ["ir", "ii"], tail="cut_and_guard")
    p = reorder_nest(p, lambda p: epi(p)[0], ["jr", "ir", "ii", "jj"])
    p = reorder_nest(p, lambda p: only(epi(p)[1]), ["jr", "ii", "jj"])
    p = lift_scope(p, only(epi(p)[1]))
    p = fuse(p, *epi(p)[:2])  # full tiles and the bottom edge in one jr loop
    p = divide_loop(p, only(epi(p)[1]), MR, ["ir", "ii"], tail="cut_and_guard")
    # [GEMM full+bottom, GEMM right+corner, epilogue full+bottom, epilogue right+corner]
    p = reorder_stmts(p, _gemm_nests(p)[1].expand(0, 1))
    p = fuse(p, *c_nests(p)[0:2])  # [GEMM+epilogue full+bottom, GEMM right, epilogue right]
    p = fuse(p, *c_nests(p)[1:3])
    for part in (0, 1):  # each is [GEMM tiles, GEMM edge, epilogue tiles, epilogue edge]
        body = c_nests(p)[part].body()
        p = reorder_stmts(p, body[1].expand(0, 1))
        body = c_nests(p)[part].body()
        p = fuse(p, body[0], body[1])
        body = c_nests(p)[part].body()
        p = fuse(p, body[1], body[2])
    s.mc_block = simplify(p)
    return s.mc_block


def epilogue_edge_tile(plan: GemmPlan) -> tuple[Procedure, Procedure]:
    """The edge tile with its epilogue: (specification, implementation)."""
    return edge_tile_epilogue_spec(plan.mr, plan.nr), edge_tile_epilogue_impl(plan.tile)


#: The epilogue GEMM's recipe: procs/gemm.py's, with the steps that must carry the
#: epilogue nest along replaced, and no pc loop (the entry is one kc block); its
#: call_microkernel and edge_tiles call the epilogue's kernel and edge tile.
EPILOGUE_GEMM_RECIPE: Recipe[GemmStep] = (
    GEMM_RECIPE
    .replace("block_nc", "block_nc_epilogue", block_nc_fused)
    .without("block_kc")
    .replace("pack_b", "pack_b_epilogue", then_split_other_nest(pack_b))
    .replace("block_mc", "block_mc_epilogue", block_mc_epilogue)
    .insert_after("register_tiles", "tile_epilogue", tile_epilogue)
)

#: One kc block (K <= kc) of the GEMM, then bias, residual and the activation floor.
EPILOGUE = GemmVariant(
    name="epilogue",
    reference=gemm_epilogue,
    mc_block=epilogue_mc_block_spec,
    one_kc_block=True,
    layouts=LAYOUTS,
    layout_rule="the epilogue GEMM has an entry per operand layout",
    recipe=EPILOGUE_GEMM_RECIPE,
    kernel=epilogue_sliver_microkernel,
    scheduled_kernel=scheduled_epilogue_microkernel,
    edge_tile=epilogue_edge_tile,
    epilogue_plans_only=True,
)


def schedule_epilogue_gemm(plan: GemmPlan, layout: str = "rr",
                           trace: Trace | None = None) -> Procedure:
    """The epilogue entry for one operand layout: one kc block (K <= kc) of the GEMM with
    the epilogue fused into every tile's store; `trace(step, proc)` sees every step."""
    return schedule_entry(EPILOGUE, plan, layout, trace)
