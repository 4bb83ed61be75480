"""beta = 0 without reading C: the first kc block overwrites C instead of accumulating.

    C = alpha * op(A) op(B)          (K <= kc: the first kc block of a beta = 0 GEMM)

Why: with beta = 0 the plain GEMM zeroes all of C in a separate pass and every micro-kernel
then loads its C tile before the k loop. For small k (most deep-learning layers: k = 64..576)
that pass and those loads are a large share of the time; the overwrite micro-kernel starts
from zeroed registers and only stores. Measured on the Sapphire Rapids AVX-512 host: 8-18%
faster on small-k layers (3136x256x64, 784x512x128, 12544x64x147), 2-3% on large squares.

Micro-kernel. The reference is procs/gemm.py's sliver kernel with its C tile zeroed first:

    for i < mr: for j < nr: C[i, j] = 0
    for k: for i < mr: for j < nr: C[i, j] += Ac[k, i] * Bc[k, j]

`OVERWRITE_MICROKERNEL_RECIPE` is procs/microkernel.py's recipe with one more step after
stage_c_tile:
`stage_c_tile` stages C from the zeroing loop on, so the tile's load is dead, and
`skip_dead_c_load` removes it (fuse + merge_writes: "C_reg = C; C_reg = 0" is "C_reg = 0");
`map_to_instructions` maps the zeroing to the ISA's `zero` instruction.

A k-grouped datatype (int8, bf16) has the same kernel: `overwrite_grouped_microkernel` is
the zeroing followed by a call of its grouped reference, inlined, and the same recipe
schedules it. gen/exo/kernels.py emits it next to the accumulating kernel, and the grouped GEMM's
driver (gen/templates/lowp_gemm.c.in) runs it on every tile's first K block: measured on
a Zen 5 (int8, 12x32): ResNet-50's 100352x256x64 2.3x, 3136x256x64 1.2x, 6272x1024x256
1.1x, squares unchanged.

GEMM. The overwrite entry's specification is "zero C, then one kc block" (K <= kc). Its
jc and ic loops are blocked over both nests and fused as for the fused epilogue
(procs/epilogue.py). The mc block is the zeroing followed by procs/gemm.py's mc-block
specification, swapped (call_eqv) for the plain scheduled mc block and inlined; the zeroing
is then tiled like its tiles and fused in front of each (`tile_zeroing`), so each full tile
is "zero the C tile; micro-kernel", replaced by the overwrite micro-kernel (`replace` +
`call_eqv`). Edge tiles keep "zero the m x n tile (in L1); plain edge tile". The C wrapper
(gen/c/gemm_build.py) runs this entry on the first min(K, kc) columns of op(A) when beta = 0
and the plain entry on the rest: C is never read, and the sums are the same as zeroing C
first (0 + x = x), so results are bit-identical to the plain path.
"""

from __future__ import annotations

from functools import lru_cache

from exo import Procedure, proc
from exo.API_cursors import CallCursor, ForCursor, WindowStmtCursor
from exo.API_scheduling import (
    call_eqv,
    divide_loop,
    fission,
    fuse,
    inline,
    inline_window,
    lift_scope,
    merge_writes,
    rename,
    reorder_loops,
    reorder_stmts,
    replace,
    simplify,
)

from exogemm.core.dtype import F32, DType
from exogemm.core.errors import DtypeError, IsaDescriptionError
from exogemm.plan.gemm_plan import DIRECT_LAYOUTS, LAYOUTS, GemmPlan
from exogemm.plan.tile import Tile
from exogemm.procs.cursors import (
    full_tiles,
    inner_loop,
    kernel_call,
    nest_with,
    nests_with,
    only,
    sink,
)
from exogemm.procs.direct import (
    DIRECT,
    direct_overwrite_mc_block_spec,
    gemm_direct_overwrite,
    order_b_packing_scaled,
    overwrite_direct_microkernel,
    pack_b_scaled,
)
from exogemm.procs.fused_nests import block_mc_fused, block_nc_fused, then_split_other_nest
from exogemm.procs.gemm import PLAIN, PLAIN_INLINE, order_b_packing, pack_b
from exogemm.procs.instructions import vector_instructions
from exogemm.procs.microkernel import MICROKERNEL_RECIPE, schedule_microkernel
from exogemm.procs.recipe import Recipe
from exogemm.procs.reference import grouped_microkernel, reference_name, typed
from exogemm.procs.variant import (
    GemmState,
    GemmStep,
    GemmVariant,
    Trace,
    schedule_entry,
    scheduled_state,
)

# --------------------------------------------------------------------------- the micro-kernel


def overwrite_sliver_microkernel(mr: int, nr: int, dtype: DType = F32) -> Procedure:
    """The reference sliver micro-kernel with its C tile zeroed first, in a datatype
    without a k-group (f32; f16, whose grouped-driver GEMM runs it on first K blocks).
    One proc per (mr, nr, dtype) however it is called: call_eqv accepts only the proc the
    scheduled kernel was derived from."""
    return _overwrite_sliver_microkernel(mr, nr, dtype)


@lru_cache(maxsize=None)
def _overwrite_sliver_microkernel(mr: int, nr: int, dtype: DType) -> Procedure:
    MR, NR = mr, nr

    @proc
    def ukernel(KC: size, Ac: [R][KC, MR], Bc: [R][KC, NR], C: [R][MR, NR]):
        assert stride(Ac, 1) == 1
        assert stride(Bc, 1) == 1
        assert stride(C, 1) == 1
        for i in seq(0, MR):
            for j in seq(0, NR):
                C[i, j] = 0.0
        for k in seq(0, KC):
            for i in seq(0, MR):
                for j in seq(0, NR):
                    C[i, j] += Ac[k, i] * Bc[k, j]

    return rename(typed(ukernel, dtype), reference_name(mr, nr, "sliver_overwrite", dtype))


@lru_cache(maxsize=None)
def overwrite_grouped_microkernel(mr: int, nr: int, dtype: DType) -> Procedure:
    """A k-grouped datatype's reference micro-kernel with its C tile zeroed first: the
    zeroing, then the reference (procs/reference.py) called and inlined, so the products
    are written exactly as the reference writes them for that datatype."""
    MR, NR, G = mr, nr, dtype.k_group
    accumulate = grouped_microkernel(MR, NR, dtype)

    @proc
    def ukernel(KG: size, Ac: [R][KG, MR, G], Bc: [R][KG, NR, G], C: [R][MR, NR]):
        assert stride(Ac, 2) == 1
        assert stride(Bc, 2) == 1
        assert stride(C, 1) == 1
        for i in seq(0, MR):
            for j in seq(0, NR):
                C[i, j] = 0.0
        accumulate(KG, Ac, Bc, C)

    p = typed(ukernel, dtype)
    p = simplify(inline(p, p.find(f"{accumulate.name()}(_)")))
    return rename(p, reference_name(mr, nr, "overwrite", dtype))


def skip_dead_c_load(p: Procedure, t: Tile) -> Procedure:
    # The staged C tile is loaded and then zeroed: fuse the two nests and merge the writes,
    # so C is never read and the registers start at zero.
    load = nest_with(p, "C_reg[_] = C[_]")
    p = fuse(p, load, load.next())
    row = nest_with(p, "C_reg[_] = C[_]")
    p = fuse(p, *row.body())  # the load's and the zeroing's column loops
    p = merge_writes(p, p.find("C_reg[_] = C[_]").expand(0, 1))
    return simplify(p)


OVERWRITE_MICROKERNEL_RECIPE = MICROKERNEL_RECIPE.insert_after(
    "stage_c_tile", "skip_dead_c_load", skip_dead_c_load)


def schedule_overwrite_microkernel(
    tile: Tile, trace: Trace | None = None, direct: bool = False
) -> Procedure:
    """The overwrite micro-kernel for `tile` (reading A in place if `direct`, see
    procs/direct.py); `trace(step, proc)` sees every stage."""
    if vector_instructions(tile.isa, tile.dtype).zero is None:
        raise IsaDescriptionError(f"{tile.isa.key} has neither a `zero` nor a `set1` C template; the "
                       f"beta = 0 micro-kernel needs one (isa/base.py, CTemplates)")
    if tile.dtype.k_group > 1:
        if direct:
            raise DtypeError(f"{tile.dtype.name} has no direct kernel: a k-grouped kernel "
                             "reads A in place through its window strides (its _rows entry)")
        reference = overwrite_grouped_microkernel(tile.mr, tile.nr, tile.dtype)
        name = "overwrite"
    elif direct:
        reference, name = overwrite_direct_microkernel(tile.mr, tile.nr), "direct_overwrite"
    else:
        reference = overwrite_sliver_microkernel(tile.mr, tile.nr, tile.dtype)
        name = "sliver_overwrite"
    return schedule_microkernel(tile, reference, trace, OVERWRITE_MICROKERNEL_RECIPE,
                                f"{tile.name}_{name}")


@lru_cache(maxsize=None)
def scheduled_overwrite_microkernel(tile: Tile) -> Procedure:
    """The overwrite micro-kernel of `tile`, scheduled once (every layout's entry calls it)."""
    return schedule_overwrite_microkernel(tile)


@lru_cache(maxsize=None)
def scheduled_direct_overwrite_microkernel(tile: Tile) -> Procedure:
    """The direct overwrite micro-kernel of `tile`, scheduled once."""
    return schedule_overwrite_microkernel(tile, direct=True)


# --------------------------------------------------------------------------- the GEMM


@proc
def gemm_overwrite(M: size, N: size, K: size, alpha: f32, A: [f32][M, K], B: [f32][K, N],
                   C: [f32][M, N]):
    # C = alpha * A * B, C written before it is read (beta = 0).
    assert stride(C, 1) == 1
    for i in seq(0, M):
        for j in seq(0, N):
            C[i, j] = 0.0
    for i in seq(0, M):
        for j in seq(0, N):
            for k in seq(0, K):
                C[i, j] += alpha * A[i, k] * B[k, j]


def overwrite_mc_block_spec(NR: int, MC: int, NC: int, KC: int) -> Procedure:
    """The zeroing over procs/gemm.py's column slivers, then its mc-block specification."""
    NP = NC // NR

    @proc
    def gemm_overwrite_mc_block(M: size, N: size, K: size, NS: index, alpha: f32,
                                A: [f32][M, K], Bc: f32[NP, KC, NR], C: [f32][M, N]):
        # The zeroing over procs/gemm.py's column slivers, then its mc-block spec.
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
                        C[i, NR * jr + jj] += alpha * A[i, k] * Bc[jr, k, jj]
            if N - NR * NS > 0:
                for jj in seq(0, N - NR * NS):
                    for k in seq(0, K):
                        C[i, NR * NS + jj] += alpha * A[i, k] * Bc[NS, k, jj]

    return gemm_overwrite_mc_block


def block_mc_overwrite(s: GemmState) -> Procedure:
    # ic loop over both nests, fused, each block the overwrite mc-block spec. The zeroing
    # first moves past B's packing (they touch different buffers) to meet the GEMM nest.
    p, _ = sink(s.kc_panel, [_zeroing(s.kc_panel)[0]],
                lambda x: isinstance(x, ForCursor) and x.name() == "i")
    s.kc_panel = block_mc_fused(s, p)
    return s.kc_panel


def base_mc_block(s: GemmState) -> Procedure:
    # The mc block: the zeroing, then the base variant's mc block, swapped for the scheduled
    # one (call_eqv) and inlined, so its packing, tiles and micro-kernels are reused as they
    # are; for now the zeroing still runs over the whole block first.
    p = rename(s.specs.mc_block, s.name("mc_block"))
    done = scheduled_state(s.variant.base, s.plan, s.layout)
    base, scheduled = done.specs.mc_block, done.mc_block
    p = replace(p, nest_with(p, "C[_] += _"), base)
    p = call_eqv(p, p.find(f"{base.name()}(_)"), scheduled)
    p = inline(p, p.find(f"{scheduled.name()}(_)"))
    while windows := [x for x in p.body() if isinstance(x, WindowStmtCursor)]:
        p = inline_window(p, windows[0])  # the callee's window arguments
    s.mc_block = simplify(p)
    return s.mc_block


def tile_zeroing(s: GemmState) -> Procedure:
    # The zeroing tiled like the GEMM (full tiles, bottom edge, right edge, corner), moved
    # past A's packing to the tiles and fused in front of each: every tile becomes "zero
    # its C; micro-kernel", so a tile's C is zeroed just before it is computed.
    MR = s.plan.mr
    p = s.mc_block
    p = fission(p, inner_loop(_zeroing(p)[0], "jr").after())  # full slivers | ragged one
    p = lift_scope(p, only(_zeroing(p)[1]))  # ragged-sliver guard out of i
    p = reorder_loops(p, _zeroing(p)[0])  # for jr: for i: for jj
    p = divide_loop(p, only(_zeroing(p)[0]), MR, ["ir", "ii"], tail="cut_and_guard")
    p = divide_loop(p, only(_zeroing(p)[1]), MR, ["ir", "ii"], tail="cut_and_guard")
    p, _ = sink(p, _zeroing(p), _is_tile_loop)  # [zeroing full, zeroing ragged] to the tiles
    # [zero full, zero ragged, tiles full, tiles ragged] -> [full: zero; tiles, ragged: ...]
    p = reorder_stmts(p, _zeroing(p)[1].expand(0, 1))
    for part in (0, 1):
        zero = _zeroing(p)[part]
        p = fuse(p, zero, zero.next())
    for part in (0, 1):  # inside each: [zero tiles, zero edge, tiles, edge]
        p = reorder_stmts(p, _zeroing(p)[part].body()[1].expand(0, 1))
        body = _zeroing(p)[part].body()
        p = fuse(p, body[0], body[1])
        body = _zeroing(p)[part].body()
        p = fuse(p, body[1], body[2])
    # The prefetches (no-ops to Exo) first, so each full tile's zeroing meets its kernel.
    zero = 0
    while isinstance(full_tiles(p).body()[zero + 1], CallCursor) and \
            full_tiles(p).body()[zero + 1] != kernel_call(p):
        p = reorder_stmts(p, full_tiles(p).body()[zero].expand(0, 1))
        zero += 1
    s.mc_block = simplify(p)
    return s.mc_block


def call_microkernel_overwrite(s: GemmState) -> Procedure:
    # Each full tile, "zero the C tile; micro-kernel", is the overwrite reference kernel on
    # the same windows: the base micro-kernel call is swapped back for its reference
    # (call_eqv) and inlined, the pair replaced by the overwrite reference (replace), then
    # by the overwrite micro-kernel scheduled for the ISA (call_eqv).
    p = s.mc_block
    MR, NR = s.plan.mr, s.plan.nr
    ref, ow_ref = s.variant.base.kernel(MR, NR), s.variant.kernel(MR, NR)
    p = call_eqv(p, kernel_call(p), ref)
    p = inline(p, kernel_call(p))
    while isinstance(full_tiles(p).body()[-2], WindowStmtCursor):
        p = inline_window(p, full_tiles(p).body()[-2])
    p = replace(p, full_tiles(p).body()[-2].expand(0, 1), ow_ref)  # [zero tile, k loop]
    p = call_eqv(p, p.find(f"{ow_ref.name()}(_)"), s.variant.scheduled_kernel(s.plan.tile))
    s.mc_block = simplify(p)
    return s.mc_block


def order_packing_of_b(s: GemmState) -> Procedure:
    # B's packing loops ordered for op(B)'s unit stride, as in procs/gemm.py's pack_loops.
    s.kc_panel = order_b_packing(s)
    return s.kc_panel


def _zeroing(p: Procedure) -> list:
    """The top-level nests that zero C (`C[_] = _`), in program order."""
    return nests_with(p, "C[_] = _")


def _is_tile_loop(stmt) -> bool:
    """The jr loop over the full column slivers' tiles (its ir loop ends in a kernel call)."""
    return (isinstance(stmt, ForCursor) and stmt.name() == "jr"
            and isinstance(stmt.body()[0], ForCursor)
            and isinstance(stmt.body()[0].body()[-1], CallCursor))


#: The overwrite entry's recipe: the two nests blocked together down to the mc block, which
#: is the base variant's scheduled mc block with the zeroing tiled into it.
OVERWRITE_GEMM_RECIPE: Recipe[GemmStep] = Recipe([
    ("block_nc_overwrite", block_nc_fused),
    ("pack_b_overwrite", then_split_other_nest(pack_b)),
    ("block_mc_overwrite", block_mc_overwrite),
    ("base_mc_block", base_mc_block),
    ("tile_zeroing", tile_zeroing),
    ("call_microkernel_overwrite", call_microkernel_overwrite),
    ("pack_b_loops", order_packing_of_b),
])

#: The same for direct A: B packed scaled by alpha, as procs/direct.py packs it.
DIRECT_OVERWRITE_GEMM_RECIPE: Recipe[GemmStep] = (
    OVERWRITE_GEMM_RECIPE
    .replace("pack_b_overwrite", "pack_b_scaled_overwrite", then_split_other_nest(pack_b_scaled))
    .replace("pack_b_loops", "order_b_packing_scaled", order_b_packing_scaled)
)

#: C = alpha op(A) op(B) for one kc block (K <= kc), C never read (beta = 0).
OVERWRITE = GemmVariant(
    name="overwrite",
    reference=gemm_overwrite,
    mc_block=overwrite_mc_block_spec,
    one_kc_block=True,
    layouts=LAYOUTS,
    layout_rule="the overwrite GEMM has an entry per operand layout",
    recipe=OVERWRITE_GEMM_RECIPE,
    kernel=overwrite_sliver_microkernel,
    scheduled_kernel=scheduled_overwrite_microkernel,
    edge_tile=PLAIN.edge_tile,
    base=PLAIN_INLINE,
)

#: The overwrite entry reading op(A) in place (procs/direct.py).
DIRECT_OVERWRITE = GemmVariant(
    name="direct_overwrite",
    reference=gemm_direct_overwrite,
    mc_block=direct_overwrite_mc_block_spec,
    one_kc_block=True,
    layouts=DIRECT_LAYOUTS,
    layout_rule=DIRECT.layout_rule,
    recipe=DIRECT_OVERWRITE_GEMM_RECIPE,
    kernel=overwrite_direct_microkernel,
    scheduled_kernel=scheduled_direct_overwrite_microkernel,
    edge_tile=DIRECT.edge_tile,
    base=DIRECT,
)


def schedule_overwrite_gemm(plan: GemmPlan, layout: str = "rr", trace: Trace | None = None,
                            direct: bool = False) -> Procedure:
    """The overwrite entry for one operand layout: C = alpha op(A) op(B) for K <= kc, C
    never read (A read in place if `direct`, see procs/direct.py); `trace(step, proc)`
    sees every step."""
    return schedule_entry(DIRECT_OVERWRITE if direct else OVERWRITE, plan, layout, trace)
