"""The full GEMM the BLIS way, derived from a reference GEMM one named rewrite at a time.

    C[M, N] += alpha * op(A)[M, K] * op(B)[K, N]          (beta is applied before, see below)

The five BLIS loops are obtained by blocking the reference loop nest and *replacing* each
block by a call to the same computation on windows, so every level is a small procedure that
Exo checks against a specification it was derived from:

    gemm            reference, any M, N, K and strides
    block_nc        jc loop: N in blocks of nc; each block is `gemm` on a column window
    block_kc        pc loop: K in blocks of kc; each block is `gemm` on a window
    pack_b          the kc x nc block of B staged (stage_mem) into Bc, laid out as nc/nr
                    slivers of kc x nr (divide_dim + rearrange_dim), in the packing workspace
    block_mc        ic loop: M in blocks of mc, each a GEMM with packed B
    pack_a          alpha * A staged (bind_expr + expand_dim + fission) into Ac, laid out as
                    mc/mr slivers of kc x mr
    register_tiles  macro-kernel: jr / ir loops over mr x nr tiles of C, edge tiles cut off
    call_microkernel  full tiles replaced by the reference micro-kernel, then (call_eqv) by
                    the micro-kernel the recipe in procs/microkernel.py scheduled for the ISA
    prefetch_c      before each full tile's micro-kernel, the C tile below it is prefetched
                    (an instruction that is a no-op to Exo); not where strips run (below)
    edge_tiles      ragged tiles (M % mr rows, N % nr columns) replaced by `edge_tile`: the
                    full micro-kernel run on the padded slivers into a small local C tile,
                    of which only the valid m x n part is added to C
    pack_loops      packing loops ordered for the operands' unit stride; a row-major op(A)
                    is packed by 4 x 4 in-register transposes (`scaled_transpose_4x4`,
                    procs/portable_instrs.py), two rows left over by 2 x 4 ones
    strip_chunks    (plain entries, an ISA with `strip_chunk_bytes`) the full tiles taken
                    in chunks of column slivers, each mr-row strip of C swept across a
                    chunk before the next strip: fission, divide_loop, reorder_loops
    extract_packing (plain entries only) B's packing, A's packing and the tiles become
                    procedures of their own (`_pack_b`, `_pack_a`, `_mc_tiles`), which
                    the C wrapper can also call in its own order

Threads: the C wrapper (gen/c/gemm_build.py) splits M (or N, when M has too few tiles) into
one slice of whole mr x nr tiles per thread and runs this whole procedure on each slice in
one OpenMP region per call, each thread with its own packing workspace. That is the ic (or
jc) loop partitioned across threads with no barrier inside a GEMM, so a preempted thread on
a busy machine delays only its own slice, and a C element's arithmetic (its tile, the kc
blocks, the summation order) does not depend on the thread count: 1 and 2 threads give
identical bits.

Each level that calls the next names a *specification* proc (the reference loop nest with
the level's size bounds as assertions, procs/variant.py's `Specs`); `replace` proves the
blocked loops equal that specification and `call_eqv` swaps in the scheduled procedure
derived from it, so the chain from the reference to the C is checked by Exo. One step is
asserted, not proved: the edge tile (procs/tile_kernels.py).

Steps find the statements they rewrite by pattern, name and role (procs/cursors.py), and the
variants (procs/overwrite.py, epilogue.py, direct.py) are this recipe with steps inserted or
replaced by name (procs/variant.py), so no step here knows which variant runs it.

Strides. The operands are windows, so one proc serves any leading dimension; which index of
op(A) and op(B) is unit-stride decides the packing loop order, so there is one entry proc
per operand layout (`LAYOUTS`): 'r' = rows contiguous (stride(X, 1) == 1), 'c' = columns
contiguous (stride(X, 0) == 1). C always has unit column stride: the C wrapper computes
C^T = B^T A^T for column-major C. alpha is folded into the packing of A. beta == 0: the
first kc block is computed by the overwrite entry (procs/overwrite.py), which stores C
without reading it; otherwise `scale_c` scales C before the GEMM (`zero_c` zeroes it when
no entry runs: K == 0 or alpha == 0).

Fused epilogue (bias, residual, ReLU; procs/epilogue.py). A plan built `with_epilogue()`
also gets `<prefix>_epilogue_<layout>` entries: one kc block (K <= kc) whose every tile is
computed by the epilogue micro-kernel (or epilogue edge tile), so the epilogue is applied in
registers as the tile is stored. The C wrapper runs the plain entry on all kc blocks but the
last and the epilogue entry on the last, so the epilogue runs once per element.

Few columns (N <= 4 nr, row-contiguous op(A)): the C wrapper calls the direct-A entries of
procs/direct.py instead, which do not pack A (alpha is applied to B).

No step names an ISA: lanes, registers and instructions come from the Tile's ISA description.
"""

from __future__ import annotations

from dataclasses import replace as replace_fields

from exo import Procedure
from exo.API_cursors import CallCursor, ForCursor
from exo.API_scheduling import (
    bind_expr,
    call_eqv,
    cut_loop,
    divide_dim,
    divide_loop,
    expand_dim,
    extract_subproc,
    fission,
    fuse,
    insert_noop_call,
    lift_alloc,
    lift_scope,
    rearrange_dim,
    rename,
    reorder_loops,
    replace,
    resize_dim,
    set_memory,
    shift_loop,
    simplify,
    stage_mem,
)
from exo.stdlib.stdlib import hoist_stmt

from exogemm.plan.gemm_plan import LAYOUTS, GemmPlan
from exogemm.procs.cursors import (
    c_nests,
    first_loop,
    full_tiles,
    guard_after,
    guard_in,
    has,
    inner_loop,
    nest_with,
    only,
    reorder_nest,
    right_edge,
    tidy_sliver_indices,
    top_loops,
)
from exogemm.procs.memories import PackedPanels
from exogemm.procs.portable_instrs import (
    PREFETCH_STAGES,
    prefetch_next_tile,
    prefetch_sliver_rows,
    scaled_transpose_2x4,
    scaled_transpose_4x4,
)
from exogemm.procs.recipe import Recipe
from exogemm.procs.specs import gemm, gemm_mc_block_spec
from exogemm.procs.tile_kernels import (
    edge_tile_impl,
    edge_tile_spec,
    scheduled_microkernel,
    sliver_microkernel,
)
from exogemm.procs.variant import GemmState, GemmStep, GemmVariant, Trace, schedule_entry

# --------------------------------------------------------------------------- the steps


def block_nc(s: GemmState) -> Procedure:
    # jc loop: N in blocks of nc, then the ragged last block if any; each block is the
    # reference GEMM on a column window, replaced by the nc-bounded specification.
    p = rename(s.specs.top, s.entry)
    p = reorder_loops(p, "i j")
    p = divide_loop(p, "j", s.plan.blocking.nc, ["jc", "jj"], tail="cut_and_guard")
    p = reorder_loops(p, "jj i")
    p = reorder_loops(p, "jj i")
    p = replace(p, p.find_loop("jc").body(), s.specs.nblock)
    p = replace(p, guard_after(p.find_loop("jc")).body(), s.specs.nblock)
    s.top = simplify(p)
    return s.top


def block_kc(s: GemmState) -> Procedure:
    # pc loop: K in blocks of kc; each block (a rank-kc update of the column panel) is
    # replaced by the kc-bounded specification.
    p = rename(s.specs.nblock, s.name("col_panel"))
    p = reorder_loops(p, "j k")
    p = reorder_loops(p, "i k")
    p = divide_loop(p, "k", s.plan.blocking.kc, ["pc", "kk"], tail="cut_and_guard")
    for _ in range(2):
        p = reorder_loops(p, "kk i")
        p = reorder_loops(p, "kk j")
    p = replace(p, p.find_loop("pc").body(), s.specs.kblock)
    p = replace(p, guard_after(p.find_loop("pc")).body(), s.specs.kblock)
    s.col_panel = simplify(p)
    return s.col_panel


def pack_b(s: GemmState) -> Procedure:
    # Stage the kc x nc block of B into Bc (workspace) laid out as nc/nr slivers of kc x nr,
    # Bc[j / nr, k, j % nr] = B[k, j], and split the compute's j loop the same way so each
    # sliver is read as Bc[jr, k, 0:nr] (the ragged last sliver's padding is never read).
    b, NR = s.plan.blocking, s.plan.nr
    p = rename(s.specs.kblock, s.name("kc_panel"))
    p = stage_mem(p, nest_with(p, "C[_] += _"), "B[0:K, 0:N]", "Bc")
    p = resize_dim(p, "Bc", 0, f"{b.kc}", 0)
    p = resize_dim(p, "Bc", 1, f"{b.nc}", 0)
    p = divide_dim(p, "Bc", 1, NR)
    p = rearrange_dim(p, "Bc", [1, 0, 2])
    p = set_memory(p, "Bc", PackedPanels)
    p = divide_loop(p, p.find_loop("i1"), NR, ["jr", "jj"], tail="cut_and_guard")
    p = divide_loop(p, inner_loop(nest_with(p, "C[_] += _"), "j"), NR, ["jr", "jj"],
                    tail="cut_and_guard")
    s.kc_panel = tidy_sliver_indices(simplify(p), "Bc", "N", NR)
    return s.kc_panel


def block_mc(s: GemmState) -> Procedure:
    # ic loop: M in blocks of mc, each a GEMM on the packed Bc (the mc-block specification).
    p = s.kc_panel
    p = divide_loop(p, p.find_loop("i"), s.plan.blocking.mc, ["ic", "ii"], tail="cut_and_guard")
    p = replace(p, p.find_loop("ic").body(), s.specs.mc_block)
    p = replace(p, guard_after(p.find_loop("ic")).body(), s.specs.mc_block)
    s.kc_panel = simplify(p)
    return s.kc_panel


def pack_a(s: GemmState) -> Procedure:
    # alpha * A[i, k] is bound to a buffer Ac[i, k] computed once, before all j (bind_expr,
    # expand_dim, fission), then laid out as mc/mr slivers of kc x mr: Ac[i / mr, k, i % mr].
    # alpha costs one multiply per element of A instead of one per multiply-add.
    b, MR = s.plan.blocking, s.plan.mr
    p = rename(s.specs.mc_block, s.name("mc_block"))
    p = reorder_nest(p, lambda p: p.find_loop("jr"), ["k", "jr", "jj"])
    p = reorder_nest(p, lambda p: p.find_loop("jj #1"), ["k", "jj"])
    p = lift_scope(p, p.find_loop("k #1"))  # k out of the ragged-sliver guard
    p = fuse(p, p.find_loop("k"), p.find_loop("k #1"))
    p = bind_expr(p, p.find("alpha * A[_]", many=True), "Ac")
    p = expand_dim(p, "Ac", f"{b.kc}", "k")
    p = expand_dim(p, "Ac", f"{b.mc}", "i")
    p = lift_alloc(p, "Ac", n_lifts=2)
    p = fission(p, p.find("Ac[_] = _").after(), n_lifts=2)
    # alpha read once into a local: through the pointer Exo passes, it could alias Ac for
    # the C compiler, which would then neither keep it in a register nor vectorize packing.
    p = bind_expr(p, p.find("alpha"), "alpha_r")
    p = hoist_stmt(p, p.find("alpha_r = _"))
    p = hoist_stmt(p, p.find("alpha_r = _"))
    p = fission(p, p.find_loop("jr").after(), n_lifts=2)
    p = lift_scope(p, guard_in(p, "k"))  # the ragged sliver's guard out of k
    p = lift_scope(p, guard_in(p, "i"))  # and out of i
    p = divide_dim(p, "Ac", 0, MR)
    p = rearrange_dim(p, "Ac", [0, 2, 1])
    p = set_memory(p, "Ac", PackedPanels)
    s.mc_block = simplify(p)
    return s.mc_block


def register_tiles(s: GemmState) -> Procedure:
    # Macro-kernel: i in mr-high slivers too, giving four loop nests over tiles of C: full
    # tiles, the ragged bottom row (M % mr rows), the ragged right column and the corner.
    # Loops ordered BLIS-style, jr then ir then k (rank-1 updates of one tile); the bottom
    # edge tile joins the full tiles' jr iteration.
    MR = s.plan.mr
    p = s.mc_block
    # top level: [Ac, packing, full-j compute, if ragged sliver: ragged-j compute]
    p = divide_loop(p, only(c_nests(p)[1]), MR, ["ir", "ii"], tail="cut_and_guard")
    p = divide_loop(p, c_nests(p)[0], MR, ["ir", "ii"], tail="cut_and_guard")
    p = divide_loop(p, nest_with(p, "Ac[_] = _"), MR, ["ir", "ii"], tail="cut_and_guard")
    p = tidy_sliver_indices(simplify(p), "Ac", "M", MR)
    s.mc_block = order_tiles(p)
    return s.mc_block


def order_tiles(p: Procedure) -> Procedure:
    """The C nests split into mr-high tiles, [full, if: bottom, if: (right, if: corner)],
    ordered jr, ir, k (full tiles and the right column) with the bottom edge tile moved into
    the full tiles' jr loop."""
    p = reorder_nest(p, lambda p: c_nests(p)[0], ["jr", "ir", "k", "ii", "jj"])
    p = reorder_nest(p, lambda p: only(c_nests(p)[1]), ["jr", "ii", "jj", "k"])
    p = lift_scope(p, only(c_nests(p)[1]))
    p = fuse(p, *c_nests(p)[:2])
    p = reorder_nest(p, lambda p: inner_loop(c_nests(p)[1], "ir"), ["ir", "ii", "jj", "k"])
    p = reorder_nest(p, lambda p: only(guard_after(inner_loop(c_nests(p)[1], "ir"))),
                     ["ii", "jj", "k"])
    return simplify(p)


def call_microkernel(s: GemmState) -> Procedure:
    # Each full tile (its k loop, and whatever the variant computes on the tile after it)
    # is the variant's reference micro-kernel on sliver windows (replace), then the kernel
    # the ISA's recipe scheduled from it (call_eqv).
    p = s.mc_block
    ref = s.variant.kernel(s.plan.mr, s.plan.nr)
    p = replace(p, full_tiles(p).body(), ref)
    p = call_eqv(p, p.find(f"{ref.name()}(_)"), s.variant.scheduled_kernel(s.plan.tile))
    s.mc_block = simplify(p)
    return s.mc_block


def prefetch_c(s: GemmState) -> Procedure:
    # Before each full tile's micro-kernel, prefetch the C tile below it (a no-op to Exo).
    p = s.mc_block
    MR, NR = s.plan.mr, s.plan.nr
    for ahead, locality in PREFETCH_STAGES:
        call = next(x for x in full_tiles(p).body() if isinstance(x, CallCursor))
        p = insert_noop_call(p, call.before(), prefetch_next_tile(MR, NR, ahead, locality),
                             [f"C[{MR} * ir:{MR} * ir + {MR}, {NR} * jr:{NR} * jr + {NR}]"])
    s.mc_block = p
    return p


#: Finders of the bottom, right and corner edge tiles' loop nests in an mc block (after
#: register_tiles: the bottom tile follows the full tiles in their jr loop, the right
#: column is the ragged sliver's ir loop, the corner the guard after it).
EDGE_TILE_NESTS = (
    lambda p: guard_after(full_tiles(p)).body(),
    lambda p: inner_loop(right_edge(p), "ir").body(),
    lambda p: guard_after(inner_loop(right_edge(p), "ir")).body(),
)


def strip_chunk(plan: GemmPlan) -> int:
    """Column slivers per chunk of the strip order (0: the BLIS order): as many kc x nr
    slivers of packed B as fit the ISA's `strip_chunk_bytes`, at least one."""
    size = plan.tile.isa.strip_chunk_bytes
    return max(1, size // (plan.blocking.kc * plan.nr * 4)) if size else 0


def prefetch_c_unless_strips(s: GemmState) -> Procedure:
    # In the strip order the tile below a tile is the next strip's, a chunk of tiles later;
    # the tile to the right, next, shares its rows' lines: the prefetchers follow those.
    return s.mc_block if strip_chunk(s.plan) else prefetch_c(s)


def strip_chunks(s: GemmState) -> Procedure:
    # for jr: (for ir: tile; if bottom)  ->  for jb: for ir: for jc < CH: tile[jr = CH jb + jc]
    # (and the NS % CH slivers left the same way), then the bottom tiles' own jr loop. In
    # the BLIS order each tile starts a new block of mr rows of C; across a chunk a strip's
    # rows are read on consecutive lines, and the chunk's packed B stays in L2.
    ch = strip_chunk(s.plan)
    if not ch:
        return s.mc_block
    p = s.mc_block
    p = fission(p, full_tiles(p).after())
    p = divide_loop(p, top_loops(p, "jr")[0], ch, ["jb", "jc"], tail="cut_and_guard")
    p = reorder_loops(p, p.find_loop("jc"))
    p = reorder_loops(p, p.find_loop("jc #1"))
    s.mc_block = simplify(p)
    return s.mc_block


def edge_tiles(s: GemmState) -> Procedure:
    # Bottom, right and corner tiles (m x n, m <= mr, n <= nr) become the variant's edge
    # tile: for the plain GEMM the full micro-kernel on the padded slivers into a local
    # tile, the valid part added to C (procs/tile_kernels.py).
    p = s.mc_block
    spec, impl = s.variant.edge_tile(s.plan)
    for find in EDGE_TILE_NESTS:
        p = replace(p, find(p), spec)
    while has(p, f"{spec.name()}(_)"):
        p = call_eqv(p, p.find(f"{spec.name()}(_)"), impl)
    s.mc_block = simplify(p)
    return s.mc_block


def pack_loops(s: GemmState) -> Procedure:
    # Packing loops ordered so the innermost loop walks the operand's unit stride (reads)
    # or the sliver's (writes).
    la = s.layout[0]
    s.kc_panel = order_b_packing(s)
    # Ac: unit stride along k ('r': row-major op(A)) reads whole rows; along m ('c') reads
    # and writes mr contiguous floats per k.
    p = s.mc_block
    inner = ["k", "ii"] if la == "c" else A_ROW_PACK_ORDER
    p = reorder_nest(p, lambda p: p.find_loop("ir"), ["ir", *inner])
    p = reorder_nest(p, lambda p: only(guard_after(first_loop(p))), inner)
    if la == "r" and s.plan.mr >= 2:
        p = _pack_rows_by_transposes(p, s.plan.mr)
        ko = first_loop(p).body()[0]  # the first transposes' loop, 4 k steps a trip
        assert isinstance(ko, ForCursor) and ko.name() == "ko"
        p = insert_noop_call(p, ko.body()[0].before(),
                             prefetch_sliver_rows(s.plan.mr, *A_PACK_PREFETCH),
                             [f"A[{s.plan.mr} * ir:{s.plan.mr} * ir + {s.plan.mr}, "
                              "4 * ko:4 * ko + 4]"])
    s.mc_block = simplify(p)
    return s.mc_block


def order_b_packing(s: GemmState) -> Procedure:
    """Bc's packing, [for k: (full slivers; ragged sliver)], as one nest per sliver kind,
    the innermost loop along op(B)'s unit stride: k outer for row-contiguous op(B), so each
    row is read whole (one stream the prefetcher follows; 3-6% faster than sliver-outer
    for m = 49, where packing B is a large share), sliver-outer for column-contiguous."""
    p = s.kc_panel
    p = fission(p, inner_loop(p.find_loop("i0"), "jr").after())
    p = lift_scope(p, only(p.find_loop("i0 #1")))
    if s.layout[1] == "c":
        p = reorder_nest(p, lambda p: p.find_loop("i0"), ["jr", "jj", "i0"])
        p = reorder_nest(p, lambda p: p.find_loop("jj #1"), ["jj", "i0"])
    return simplify(p)


def extract_packing(s: GemmState) -> Procedure:
    # The packing nests and the tiles become procedures of their own, called where they
    # were: the kc panel calls <entry>_pack_b(N, K, B, Bc) (full and ragged slivers), the
    # mc block <entry>_pack_a(M, K, alpha_r, A, Ac) and then <entry>_mc_tiles(M, N, K, NS,
    # Ac, Bc, C). Nothing changes in what runs; the C wrapper can call the three levels in
    # another order than the five loops' (docs/gemm.md, "Packing and tiles as procedures").
    p = s.kc_panel
    s.kc_panel, _ = extract_subproc(p, p.find("Bc : _").next().as_block().expand(0, 1),
                                    s.name("pack_b"))
    p = s.mc_block
    p, pack_a_proc = extract_subproc(p, p.find_loop("ir").as_block().expand(0, 1),
                                     s.name("pack_a"))
    tiles = p.find(f"{pack_a_proc.name()}(_)").next()  # the tiles: the rest of the block
    p, _ = extract_subproc(p, tiles.as_block().expand(0, None), s.name("mc_tiles"))
    s.mc_block = p
    return p


def _pack_rows_by_transposes(p: Procedure, mr: int) -> Procedure:
    """Row-major op(A): `for ir: for ii < mr: for k: Ac[ir, k, ii] = alpha * A[.., k]` in
    blocks of 4 k steps: rows 0 .. 4q - 1 (mr = 4q + r) by `scaled_transpose_4x4`, and two
    of the r rows left over by `scaled_transpose_2x4` (K % 4 columns and a last odd row stay
    scalar). GCC vectorizes the element-by-element copy along k and scatters it into the
    sliver one float at a time: a 6 x 372 block packed at 0.43 ns per element that way and
    0.25 ns with 4 x 4 and 2 x 4 blocks (Zen 3, A in L3), where the kernel spends about
    3 ns per element of A at N = 128."""
    p = divide_loop(p, inner_loop(first_loop(p), "k"), 4, ["ko", "ki"], tail="cut")
    p = fission(p, inner_loop(first_loop(p), "ko").after(), n_lifts=1)
    q4 = mr // 4 * 4
    rows = lambda p: first_loop(p).body()[0]  # noqa: E731  for ii < mr: for ko: for ki
    rest = 1 if q4 else 0  # where the rows after the first 4q are, once cut off
    if 0 < q4 < mr:
        p = cut_loop(p, rows(p), q4)
    if mr - q4 >= 2:
        if mr - q4 > 2:
            p = cut_loop(p, first_loop(p).body()[rest], q4 + 2)
        if q4:
            p = shift_loop(p, first_loop(p).body()[rest], 0)
        p = reorder_nest(p, lambda p: first_loop(p).body()[rest], ["ko", "ki", "ii"])
        p = replace(p, first_loop(p).body()[rest].body()[0], scaled_transpose_2x4)
    if q4:
        p = divide_loop(p, rows(p), 4, ["io", "iq"], perfect=True)
        p = reorder_nest(p, rows, ["ko", "io", "ki", "iq"])
        p = replace(p, inner_loop(rows(p), "ki"), scaled_transpose_4x4)
    return simplify(p)


#: Rows of a row-major A prefetched while a sliver is packed, a line per row every 16
#: floats: (slivers ahead, __builtin_prefetch locality). Into L1 (3): the next sliver's
#: packing reads them next.
A_PACK_PREFETCH = (1, 3)

# Loop order for packing a row-major op(A) (k contiguous): ["ii", "k"] reads rows
# contiguously, ["k", "ii"] writes the sliver contiguously.
A_ROW_PACK_ORDER = ["ii", "k"]

def plain_edge_tile(plan: GemmPlan) -> tuple[Procedure, Procedure]:
    """The plain GEMM's edge tile: (specification, implementation)."""
    return edge_tile_spec(plan.mr, plan.nr), edge_tile_impl(plan.tile)


#: The plain GEMM's recipe; the variants edit it by step name.
GEMM_RECIPE: Recipe[GemmStep] = Recipe([
    ("block_nc", block_nc),
    ("block_kc", block_kc),
    ("pack_b", pack_b),
    ("block_mc", block_mc),
    ("pack_a", pack_a),
    ("register_tiles", register_tiles),
    ("call_microkernel", call_microkernel),
    ("prefetch_c", prefetch_c),
    ("edge_tiles", edge_tiles),
    ("pack_loops", pack_loops),
])

#: The plain GEMM's own recipe: the base recipe, its tiles in strips where the ISA asks,
#: then its packing and tiles as procedures of their own (the variants, which edit
#: GEMM_RECIPE, keep the BLIS order and theirs inline).
PLAIN_GEMM_RECIPE: Recipe[GemmStep] = (
    GEMM_RECIPE
    .replace("prefetch_c", "prefetch_c_unless_strips", prefetch_c_unless_strips)
    .insert_after("pack_loops", "strip_chunks", strip_chunks)
    .insert_after("strip_chunks", "extract_packing", extract_packing))

#: The plain GEMM: C += alpha op(A) op(B) over all of K.
PLAIN = GemmVariant(
    name="",
    reference=gemm,
    mc_block=gemm_mc_block_spec,
    one_kc_block=False,
    layouts=LAYOUTS,
    layout_rule="the GEMM has an entry per operand layout",
    recipe=PLAIN_GEMM_RECIPE,
    kernel=sliver_microkernel,
    scheduled_kernel=scheduled_microkernel,
    edge_tile=plain_edge_tile,
)

#: The plain GEMM with its packing and tiles inline (GEMM_RECIPE): the base the overwrite
#: variant derives its mc block from, since it moves the zeroing through the packing to
#: each tile, which a call would stop.
PLAIN_INLINE = replace_fields(PLAIN, recipe=GEMM_RECIPE)


def schedule_gemm(plan: GemmPlan, layout: str = "rr", trace: Trace | None = None) -> Procedure:
    """The plain entry for one operand layout (see `variant.schedule_entry`)."""
    return schedule_entry(PLAIN, plan, layout, trace)
