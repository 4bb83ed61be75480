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
                    (an instruction that is a no-op to Exo)
    edge_tiles      ragged tiles (M % mr rows, N % nr columns) replaced by `edge_tile`: the
                    full micro-kernel run on the padded slivers into a small local C tile,
                    of which only the valid m x n part is added to C
    pack_loops      packing loops ordered for the operands' unit stride; a row-major op(A)
                    is packed by 4 x 4 in-register transposes (`scaled_transpose_4x4`)

Threads: the C wrapper (gen/gemm_build.py) splits M (or N, when M has too few tiles) into
one slice of whole mr x nr tiles per thread and runs this whole procedure on each slice in
one OpenMP region per call, each thread with its own packing workspace. That is the ic (or
jc) loop partitioned across threads with no barrier inside a GEMM, so a preempted thread on
a busy machine delays only its own slice, and a C element's arithmetic (its tile, the kc
blocks, the summation order) does not depend on the thread count: 1 and 2 threads give
identical bits.

Each level that calls the next names a *specification* proc (the reference loop nest with
the level's size bounds as assertions); `replace` proves the blocked loops equal that
specification and `call_eqv` swaps in the scheduled procedure derived from it, so the chain
from the reference to the C is checked by Exo. One step is asserted, not proved: Exo cannot
reason about values, so it cannot show that computing the padding rows/columns of an edge
tile into a local buffer whose padding is then dropped equals the guarded edge loops
(`edge_tile_impl` is registered equivalent to `edge_tile_spec` with `unsafe_assert_eq`); the
tests check that step (NumPy comparison, sanitizers, guard bands).

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

from dataclasses import dataclass
from functools import lru_cache
from typing import Callable

from exo import DRAM, Procedure, SchedulingError, instr, proc
from exo.API_cursors import BinaryOpCursor, CallCursor, ForCursor, ReadCursor
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
    reorder_loops,
    replace,
    resize_dim,
    rewrite_expr,
    set_memory,
    simplify,
    stage_mem,
)
from exo.stdlib.stdlib import hoist_stmt

from exogemm.errors import ShapeError
from exogemm.plan.blocking import caches_for, model_blocking, plan_for
from exogemm.plan.gemm_plan import LAYOUTS, GemmPlan
from exogemm.plan.tile import Tile, gemm_tile, make_tile
from exogemm.procs.memories import AlignedStack, PackedPanels
from exogemm.procs.microkernel import schedule_microkernel, step_printer

# --------------------------------------------------------------------------- specifications


@proc
def gemm(M: size, N: size, K: size, alpha: f32, A: [f32][M, K], B: [f32][K, N],
         C: [f32][M, N]):
    # The BLAS operation on windows (any strides); C has unit column stride.
    assert stride(C, 1) == 1
    for i in seq(0, M):
        for j in seq(0, N):
            for k in seq(0, K):
                C[i, j] += alpha * A[i, k] * B[k, j]


@proc
def scale_c(M: size, N: size, beta: f32, C: [f32][M, N]):
    # C = beta * C (beta != 0, != 1), before the GEMM accumulates into it.
    assert stride(C, 1) == 1
    for i in seq(0, M):
        for j in seq(0, N):
            C[i, j] = beta * C[i, j]


@proc
def zero_c(M: size, N: size, C: [f32][M, N]):
    # C = 0 for beta == 0 when no overwrite entry runs (K == 0, alpha == 0, an epilogue
    # taking the only kc block): C is written, never read, so NaN/Inf in C cannot leak.
    assert stride(C, 1) == 1
    for i in seq(0, M):
        for j in seq(0, N):
            C[i, j] = 0.0


def _layout_asserts(p: Procedure, layout: str, a: bool = True, b: bool = True) -> Procedure:
    la, lb = layout
    if a:
        p = p.add_assertion(f"stride(A, {1 if la == 'r' else 0}) == 1")
    if b:
        p = p.add_assertion(f"stride(B, {1 if lb == 'r' else 0}) == 1")
    return p


class _Specs:
    """The specification procs of one plan and layout: the reference loop nest with each
    level's size bounds (and the operand layout) as assertions."""

    def __init__(self, plan: GemmPlan, layout: str):
        b = plan.blocking
        NR, MC, NC, KC = plan.nr, b.mc, b.nc, b.kc
        NP = NC // NR
        self.top = _layout_asserts(rename(gemm, "gemm_spec"), layout)
        self.nblock = _layout_asserts(
            rename(gemm, "gemm_nc_spec").add_assertion(f"N <= {NC}"), layout
        )
        self.kblock = _layout_asserts(
            rename(gemm, "gemm_kc_spec").add_assertion(f"N <= {NC}").add_assertion(f"K <= {KC}"),
            layout,
        )

        @proc
        def gemm_mc_block(M: size, N: size, K: size, NS: index, alpha: f32, A: [f32][M, K],
                          Bc: f32[NP, KC, NR], C: [f32][M, N]):
            # One (<= mc) x (<= nc) x (<= kc) block, B packed into kc x nr slivers: NS full
            # nr-wide column slivers, then a ragged one. (NS is an argument because Exo's
            # unifier takes no '/' or '%' in a specification.)
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
                            C[i, NR * jr + jj] += alpha * A[i, k] * Bc[jr, k, jj]
                if N - NR * NS > 0:
                    for jj in seq(0, N - NR * NS):
                        for k in seq(0, K):
                            C[i, NR * NS + jj] += alpha * A[i, k] * Bc[NS, k, jj]

        self.mc_block = _layout_asserts(gemm_mc_block, layout, b=False)


@lru_cache(maxsize=None)
def sliver_microkernel(mr: int, nr: int) -> Procedure:
    """The reference micro-kernel on windows into the packed buffers (kc x mr and kc x nr
    slivers with unit-stride rows); procs/microkernel.py's recipe schedules it unchanged."""
    MR, NR = mr, nr

    @proc
    def ukernel(KC: size, Ac: [f32][KC, MR], Bc: [f32][KC, NR], C: [f32][MR, NR]):
        assert stride(Ac, 1) == 1
        assert stride(Bc, 1) == 1
        assert stride(C, 1) == 1
        for k in seq(0, KC):
            for i in seq(0, MR):
                for j in seq(0, NR):
                    C[i, j] += Ac[k, i] * Bc[k, j]

    return rename(ukernel, f"sgemm_ref_{mr}x{nr}_sliver")


@lru_cache(maxsize=None)
def edge_tile_spec(mr: int, nr: int) -> Procedure:
    """An edge tile: the m x n (m <= mr, n <= nr) corner of a tile, from full slivers."""
    MR, NR = mr, nr

    @proc
    def edge_tile(K: size, M: size, N: size, Ac: [f32][K, MR], Bc: [f32][K, NR],
                  C: [f32][M, N]):
        assert M <= MR
        assert N <= NR
        assert stride(Ac, 1) == 1
        assert stride(Bc, 1) == 1
        assert stride(C, 1) == 1
        for i in seq(0, M):
            for j in seq(0, N):
                for k in seq(0, K):
                    C[i, j] += Ac[k, i] * Bc[k, j]

    return edge_tile


@lru_cache(maxsize=None)
def scheduled_microkernel(tile: Tile) -> Procedure:
    """The ISA's register-blocked kernel, by the micro-kernel recipe, on sliver windows."""
    return rename(
        schedule_microkernel(tile, reference=sliver_microkernel(tile.mr, tile.nr)),
        f"{tile.name}_sliver",
    )


@lru_cache(maxsize=None)
def edge_tile_impl(tile: Tile) -> Procedure:
    """The edge tile computed by a micro-kernel into a zeroed local mr x nr tile (the slivers
    are padded), of which only the valid M x N corner is added to C. The kernel is the
    smallest of 4, 8 or mr rows (all scheduled by the same recipe) that covers M, so a thin
    bottom edge does not pay for mr rows."""
    MR, NR = tile.mr, tile.nr
    R1, R2 = edge_rows(tile)

    @proc
    def edge_tile(K: size, M: size, N: size, Ac: [f32][K, MR], Bc: [f32][K, NR],
                  C: [f32][M, N]):
        assert M <= MR
        assert N <= NR
        assert stride(Ac, 1) == 1
        assert stride(Bc, 1) == 1
        assert stride(C, 1) == 1
        Ct: f32[MR, NR] @ AlignedStack
        for i in seq(0, MR):
            for j in seq(0, NR):
                Ct[i, j] = 0.0
        if M <= R1:
            for k in seq(0, K):
                for i in seq(0, R1):
                    for j in seq(0, NR):
                        Ct[i, j] += Ac[k, i] * Bc[k, j]
        else:
            if M <= R2:
                for k in seq(0, K):
                    for i in seq(0, R2):
                        for j in seq(0, NR):
                            Ct[i, j] += Ac[k, i] * Bc[k, j]
            else:
                for k in seq(0, K):
                    for i in seq(0, MR):
                        for j in seq(0, NR):
                            Ct[i, j] += Ac[k, i] * Bc[k, j]
        for i in seq(0, M):
            for j in seq(0, N):
                C[i, j] += Ct[i, j]

    p = call_edge_kernels(rename(edge_tile, f"{tile.name}_edge"), tile)
    # The asserted step (see the module docstring): padding lanes computed, then dropped.
    edge_tile_spec(MR, NR).unsafe_assert_eq(p)
    return simplify(p)


def edge_rows(tile: Tile) -> tuple[int, int]:
    """The two smaller kernel heights (4 and 8 rows, capped at mr) an edge tile may use."""
    return min(4, tile.mr), min(8, tile.mr)


def call_edge_kernels(p: Procedure, tile: Tile) -> Procedure:
    """Replace an edge-tile proc's three k loops (edge_rows(tile) and mr rows into the local
    tile Ct) by the micro-kernels the recipe scheduled for those heights (replace, call_eqv)."""
    NR = tile.nr
    for rows in (*edge_rows(tile), tile.mr):
        ref = sliver_microkernel(rows, NR)
        loop = next(c for c in p.find_loop("k", many=True) if c.body()[0].hi().value() == rows)
        p = replace(p, loop, ref)
        kernel = scheduled_microkernel(tile if rows == tile.mr else make_tile(rows, NR, tile.isa))
        p = call_eqv(p, p.find(f"{ref.name()}(_)"), kernel)
    return p


#: C tiles prefetched before each micro-kernel: (tiles ahead, __builtin_prefetch locality).
#: One tile ahead into L2 (locality 2) measured best on AVX-512 (ahead 2 or into L1 no better).
PREFETCH_STAGES = ((1, 2),)


def prefetch_rows_template(window: str, first: int, last: int, row_bytes: str, write: int,
                           locality: int) -> str:
    """An instr template (the prefetch steps' no-op instructions) that asks the cache for
    rows first..last-1 counted from the start of the f32 window `window`, each `row_bytes`
    long (a C expression), one `__builtin_prefetch` per 64-byte line a row touches. The
    addresses are computed as integers and only prefetched (never dereferenced), so rows
    past the end of the matrix cost nothing; `__builtin_prefetch` exists in GCC and Clang
    on every target."""
    return (
        "{{ const uintptr_t exo_row = (uintptr_t)({" + window + "}).strides[0] * sizeof(float); "
        "for (int exo_r = " + str(first) + "; exo_r < " + str(last) + "; exo_r++) {{ "
        "const uintptr_t exo_s = (uintptr_t)&{" + window + "_data} + (uintptr_t)exo_r * exo_row; "
        "const uintptr_t exo_e = exo_s + " + row_bytes + "; "
        "for (uintptr_t exo_pf = exo_s & ~(uintptr_t)63; exo_pf < exo_e; exo_pf += 64) "
        "__builtin_prefetch((const void *)exo_pf, " + str(write) + ", " + str(locality) + "); "
        "}} }}"
    )


@lru_cache(maxsize=None)
def prefetch_next_tile(mr: int, nr: int, ahead: int = 1, locality: int = 3) -> Procedure:
    """A no-op for Exo (its body is `pass`) whose C asks the cache, for writing, for the C
    tile `ahead` tiles below the given one: issued before a tile's micro-kernel, it makes
    that tile's C rows arrive during this tile's k loop instead of stalling its kernel's
    first loads."""
    MR, NR = mr, nr
    template = prefetch_rows_template("C", ahead * MR, (ahead + 1) * MR, f"{NR * 4}u",
                                      write=1, locality=locality)

    @instr(template)
    def prefetch_c(C: [f32][MR, NR] @ DRAM):
        assert stride(C, 1) == 1
        pass

    return rename(prefetch_c, f"prefetch_c_tile_{mr}x{nr}_ahead{ahead}_l{locality}")


_TRANSPOSE_4x4 = (
    "{{ typedef float exo_v4 __attribute__((vector_size(16), aligned(4))); "
    "const float *exo_s = &{src_data}; float *exo_d = &{dst_data}; "
    "const intptr_t exo_ss = ({src}).strides[0], exo_ds = ({dst}).strides[0]; "
    "const exo_v4 exo_a = {{ *{alpha}, *{alpha}, *{alpha}, *{alpha} }}; "
    "exo_v4 exo_r0 = *(const exo_v4 *)exo_s, exo_r1 = *(const exo_v4 *)(exo_s + exo_ss); "
    "exo_v4 exo_r2 = *(const exo_v4 *)(exo_s + 2 * exo_ss); "
    "exo_v4 exo_r3 = *(const exo_v4 *)(exo_s + 3 * exo_ss); "
    "exo_v4 exo_t0 = __builtin_shufflevector(exo_r0, exo_r1, 0, 4, 1, 5); "
    "exo_v4 exo_t1 = __builtin_shufflevector(exo_r0, exo_r1, 2, 6, 3, 7); "
    "exo_v4 exo_t2 = __builtin_shufflevector(exo_r2, exo_r3, 0, 4, 1, 5); "
    "exo_v4 exo_t3 = __builtin_shufflevector(exo_r2, exo_r3, 2, 6, 3, 7); "
    "*(exo_v4 *)exo_d = exo_a * __builtin_shufflevector(exo_t0, exo_t2, 0, 1, 4, 5); "
    "*(exo_v4 *)(exo_d + exo_ds) = exo_a * __builtin_shufflevector(exo_t0, exo_t2, 2, 3, 6, 7); "
    "*(exo_v4 *)(exo_d + 2 * exo_ds) = exo_a * __builtin_shufflevector(exo_t1, exo_t3, 0, 1, 4, 5); "
    "*(exo_v4 *)(exo_d + 3 * exo_ds) = exo_a * __builtin_shufflevector(exo_t1, exo_t3, 2, 3, 6, 7); }}"
)


@instr(_TRANSPOSE_4x4)
def scaled_transpose_4x4(alpha: f32, src: [f32][4, 4] @ DRAM, dst: [f32][4, 4] @ DRAM):
    # dst = alpha * src^T for 4x4 blocks with unit-stride rows: four 16-byte loads, the
    # transpose in registers with GCC/Clang generic vectors (no ISA intrinsics, so every
    # target gets it), four 16-byte stores. Packs a row-major op(A) into kc x mr slivers.
    assert stride(src, 1) == 1
    assert stride(dst, 1) == 1
    for j in seq(0, 4):
        for i in seq(0, 4):
            dst[j, i] = alpha * src[i, j]


# --------------------------------------------------------------------------- the steps


@dataclass
class GemmState:
    """The procs being scheduled, one per level, and the plan they follow."""

    plan: GemmPlan
    layout: str
    specs: _Specs
    top: Procedure | None = None  # jc loop
    col_panel: Procedure | None = None  # pc loop
    kc_panel: Procedure | None = None  # pack Bc, ic loop
    mc_block: Procedure | None = None  # pack Ac, jr / ir loops, micro-kernel calls
    #: "" (the plain GEMM), "epilogue" (an epilogue nest follows the GEMM,
    #: procs/epilogue.py), "overwrite" (beta = 0, C zeroed first, procs/overwrite.py),
    #: "direct" (A not packed, procs/direct.py) or "direct_overwrite".
    variant: str = ""

    @property
    def epilogue(self) -> bool:
        return self.variant == "epilogue"

    @property
    def direct(self) -> bool:
        """A read in place (procs/direct.py): "direct" or "direct_overwrite"."""
        return self.variant.startswith("direct")

    @property
    def entry(self) -> str:
        """The entry proc's name: <prefix>_<layout>, or <prefix>_<variant>_<layout>."""
        layout = f"{self.variant}_{self.layout}" if self.variant else self.layout
        return self.plan.entry_name(layout)

    def name(self, level: str) -> str:
        return f"{self.entry}_{level}"


def block_nc(s: GemmState) -> Procedure:
    # jc loop: N in blocks of nc, then the ragged last block if any; each block is the
    # reference GEMM on a column window, replaced by the nc-bounded specification.
    p = rename(s.specs.top, s.entry)
    p = reorder_loops(p, "i j")
    p = divide_loop(p, "j", s.plan.blocking.nc, ["jc", "jj"], tail="cut_and_guard")
    p = reorder_loops(p, "jj i")
    p = reorder_loops(p, "jj i")
    p = replace(p, p.find_loop("jc").body()[0], s.specs.nblock)
    p = replace(p, p.body()[-1].body()[0], s.specs.nblock)
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
    p = replace(p, p.find_loop("pc").body()[0], s.specs.kblock)
    p = replace(p, p.body()[-1].body()[0], s.specs.kblock)
    s.col_panel = simplify(p)
    return s.col_panel


def pack_b(s: GemmState, nest: int = 0) -> Procedure:
    # Stage the kc x nc block of B into Bc (workspace) laid out as nc/nr slivers of kc x nr,
    # Bc[j / nr, k, j % nr] = B[k, j], and split the compute's j loop the same way so each
    # sliver is read as Bc[jr, k, 0:nr] (the ragged last sliver's padding is never read).
    # `nest`: the top-level statement that is the GEMM nest (1 after a zeroing nest).
    b, NR = s.plan.blocking, s.plan.nr
    p = rename(s.specs.kblock, s.name("kc_panel"))
    p = stage_mem(p, p.body()[nest], "B[0:K, 0:N]", "Bc")
    p = resize_dim(p, "Bc", 0, f"{b.kc}", 0)
    p = resize_dim(p, "Bc", 1, f"{b.nc}", 0)
    p = divide_dim(p, "Bc", 1, NR)
    p = rearrange_dim(p, "Bc", [1, 0, 2])
    p = set_memory(p, "Bc", PackedPanels)
    p = divide_loop(p, p.find_loop("i1"), NR, ["jr", "jj"], tail="cut_and_guard")
    p = divide_loop(p, p.find_loop(f"j #{nest}"), NR, ["jr", "jj"], tail="cut_and_guard")
    s.kc_panel = _tidy_sliver_indices(simplify(p), "Bc", "N", NR)
    return s.kc_panel


def block_mc(s: GemmState) -> Procedure:
    # ic loop: M in blocks of mc, each a GEMM on the packed Bc (the mc-block specification).
    p = s.kc_panel
    p = divide_loop(p, p.find_loop("i"), s.plan.blocking.mc, ["ic", "ii"], tail="cut_and_guard")
    p = replace(p, p.find_loop("ic").body()[0], s.specs.mc_block)
    p = replace(p, p.body()[-1].body()[0], s.specs.mc_block)
    s.kc_panel = simplify(p)
    return s.kc_panel


def pack_a(s: GemmState) -> Procedure:
    # alpha * A[i, k] is bound to a buffer Ac[i, k] computed once, before all j (bind_expr,
    # expand_dim, fission), then laid out as mc/mr slivers of kc x mr: Ac[i / mr, k, i % mr].
    # alpha costs one multiply per element of A instead of one per multiply-add.
    b, MR = s.plan.blocking, s.plan.mr
    p = rename(s.specs.mc_block, s.name("mc_block"))
    p = _reorder_nest(p, lambda p: p.find_loop("jr"), ["k", "jr", "jj"])
    p = _reorder_nest(p, lambda p: p.find_loop("jj #1"), ["k", "jj"])
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
    ragged = -2 if s.epilogue else -1  # the epilogue nest, if any, stays last
    p = lift_scope(p, p.body()[ragged].body()[0].body()[0])  # guard out of k
    p = lift_scope(p, p.body()[ragged].body()[0])  # guard out of i
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
    p = divide_loop(p, _top(p, 3).body()[0], MR, ["ir", "ii"], tail="cut_and_guard")
    p = divide_loop(p, _top(p, 2), MR, ["ir", "ii"], tail="cut_and_guard")
    p = divide_loop(p, _top(p, 1), MR, ["ir", "ii"], tail="cut_and_guard")
    p = _tidy_sliver_indices(simplify(p), "Ac", "M", MR)
    # [Ac, pack, if: pack tail, full, if: bottom, if: (right, if: corner)]
    p = _reorder_nest(p, lambda p: _top(p, 3), ["jr", "ir", "k", "ii", "jj"])
    p = _reorder_nest(p, lambda p: _top(p, 4).body()[0], ["jr", "ii", "jj", "k"])
    p = lift_scope(p, _top(p, 4).body()[0])
    p = fuse(p, _top(p, 3), _top(p, 4))
    p = _reorder_nest(p, lambda p: _top(p, 4).body()[0], ["ir", "ii", "jj", "k"])
    p = _reorder_nest(p, lambda p: _top(p, 4).body()[1].body()[0], ["ii", "jj", "k"])
    s.mc_block = simplify(p)
    return s.mc_block


def call_microkernel(s: GemmState) -> Procedure:
    # Each full tile is the reference micro-kernel on sliver windows of Ac and Bc and a tile
    # of C (replace), then the micro-kernel the ISA's recipe scheduled from it (call_eqv).
    p = s.mc_block
    MR, NR = s.plan.mr, s.plan.nr
    ref = sliver_microkernel(MR, NR)
    ir_loop = _top(p, 3).body()[0]
    tile = next(x for x in ir_loop.body() if isinstance(x, ForCursor) and x.name() == "k")
    p = replace(p, tile, ref)
    p = call_eqv(p, p.find(f"{ref.name()}(_)"), scheduled_microkernel(s.plan.tile))
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


def edge_tiles(s: GemmState) -> Procedure:
    # Bottom, right and corner tiles (m x n, m <= mr, n <= nr) become edge tiles: the full
    # micro-kernel on the padded slivers into a local tile, the valid part added to C.
    p = s.mc_block
    spec, impl = edge_tile_spec(s.plan.mr, s.plan.nr), edge_tile_impl(s.plan.tile)
    p = replace(p, _top(p, 3).body()[1].body()[0], spec)
    p = replace(p, _top(p, 4).body()[0].body()[0], spec)
    p = replace(p, _top(p, 4).body()[1].body()[0], spec)
    while _has(p, f"{spec.name()}(_)"):
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
    p = _reorder_nest(p, lambda p: p.find_loop("ir"), ["ir", *inner])
    p = _reorder_nest(p, lambda p: _top(p, 2).body()[0], inner)
    if la == "r" and s.plan.mr % 4 == 0:
        p = _pack_rows_by_4x4_transposes(p)
    s.mc_block = simplify(p)
    return s.mc_block


def order_b_packing(s: GemmState) -> Procedure:
    """Bc's packing, [for k: (full slivers; ragged sliver)], as one nest per sliver kind,
    the innermost loop along op(B)'s unit stride: k outer for row-contiguous op(B), so each
    row is read whole (one stream the prefetcher follows; 3-6% faster than sliver-outer
    for m = 49, where packing B is a large share), sliver-outer for column-contiguous."""
    p = s.kc_panel
    p = fission(p, p.find_loop("i0").body()[0].after())
    p = lift_scope(p, p.find_loop("i0 #1").body()[0])
    if s.layout[1] == "c":
        p = _reorder_nest(p, lambda p: p.find_loop("i0"), ["jr", "jj", "i0"])
        p = _reorder_nest(p, lambda p: p.find_loop("jj #1"), ["jj", "i0"])
    return simplify(p)


def _pack_rows_by_4x4_transposes(p: Procedure) -> Procedure:
    """Row-major op(A): `for ir: for ii < mr: for k: Ac[ir, k, ii] = alpha * A[.., k]` in
    4 x 4 blocks, each replaced by `scaled_transpose_4x4` (K % 4 columns stay scalar)."""
    p = divide_loop(p, _top(p, 1).body()[0].body()[0], 4, ["ko", "ki"], tail="cut")
    p = fission(p, _top(p, 1).body()[0].body()[0].after(), n_lifts=1)
    p = divide_loop(p, _top(p, 1).body()[0], 4, ["io", "iq"], perfect=True)
    p = _reorder_nest(p, lambda p: _top(p, 1).body()[0], ["ko", "io", "ki", "iq"])
    p = replace(p, _nest(_top(p, 1).body()[0])[2], scaled_transpose_4x4)
    return simplify(p)


# Loop order for packing a row-major op(A) (k contiguous): ["ii", "k"] reads rows
# contiguously, ["k", "ii"] writes the sliver contiguously.
A_ROW_PACK_ORDER = ["ii", "k"]

GEMM_RECIPE: list[tuple[str, Callable[[GemmState], Procedure]]] = [
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
]


def schedule_gemm(
    plan: GemmPlan,
    layout: str = "rr",
    trace: Callable[[str, Procedure], None] | None = None,
) -> Procedure:
    """Apply the GEMM recipe for one operand layout; return the entry proc, whose callees
    (column panel, kc panel, mc block, micro-kernel, edge tile) are the scheduled procs.

    `trace(step, proc)` sees the reference and, after every step, the proc it rewrote.
    """
    if layout not in LAYOUTS:
        raise ShapeError(f"layout must be one of {', '.join(LAYOUTS)}, got {layout!r}")
    s = GemmState(plan, layout, _Specs(plan, layout))
    if trace:
        trace("reference", s.specs.top)
    for step_name, step in GEMM_RECIPE:
        p = step(s)
        if trace:
            trace(step_name, p)
    return link_levels(s)


@lru_cache(maxsize=None)
def scheduled_plain_state(plan: GemmPlan, layout: str) -> GemmState:
    """The plain recipe's procs for one layout, scheduled once (procs/overwrite.py builds
    on its mc block, which Exo knows to be equivalent to that state's mc-block spec)."""
    s = GemmState(plan, layout, _Specs(plan, layout))
    for _, step in GEMM_RECIPE:
        step(s)
    return s


def link_levels(s: GemmState) -> Procedure:
    """Swap every specification call for the scheduled proc derived from it, bottom-up."""
    kc_panel = _swap_all(s.kc_panel, s.specs.mc_block, s.mc_block)
    col_panel = _swap_all(s.col_panel, s.specs.kblock, kc_panel)
    return _swap_all(s.top, s.specs.nblock, col_panel)


def _swap_all(p: Procedure, spec: Procedure, impl: Procedure) -> Procedure:
    while _has(p, f"{spec.name()}(_)"):
        p = call_eqv(p, p.find(f"{spec.name()}(_)"), impl)
    return p


# --------------------------------------------------------------------------- helpers


def _walk_expr(e):
    yield e
    if isinstance(e, BinaryOpCursor):
        yield from _walk_expr(e.lhs())
        yield from _walk_expr(e.rhs())


def _tidy_sliver_indices(p: Procedure, buf: str, size: str, q: int) -> Procedure:
    """Rewrite `(x + S / q * q) / q` to `S / q` and `(x + S / q * q) % q` to `x` in the
    accesses of `buf` in ragged-sliver loops (x < S % q); Exo checks each rewrite."""
    while True:
        for access in _accesses(p, buf):
            e = next((e for e in access.idx() if _needs_tidy(e, size)), None)
            if e is not None:
                names = [x.name() for x in _walk_expr(e.lhs())
                         if isinstance(x, ReadCursor) and x.name() != size]
                p = rewrite_expr(p, e, f"{size} / {q}" if e.op() == "/" else names[0])
                break
        else:
            return p


def _needs_tidy(e, size: str) -> bool:
    return (
        isinstance(e, BinaryOpCursor)
        and e.op() in ("/", "%")
        and any(isinstance(x, ReadCursor) and x.name() != size for x in _walk_expr(e.lhs()))
    )


def _accesses(p: Procedure, buf: str) -> list:
    return [c for pattern in (f"{buf}[_]", f"{buf}[_] = _") if _has(p, pattern)
            for c in p.find(pattern, many=True)]


def _has(p: Procedure, pattern: str) -> bool:
    try:
        return bool(p.find(pattern, many=True))
    except SchedulingError:
        return False


def full_tiles(p: Procedure) -> ForCursor:
    """The ir loop over the full tiles of each full column sliver in an mc_block proc (the
    first top-level jr loop: A's packing, if any, loops over ir)."""
    return next(x for x in p.body() if isinstance(x, ForCursor) and x.name() == "jr").body()[0]


def _top(p: Procedure, i: int):
    """Top-level statement i of an mc_block proc, counting its first loop (the packing of
    Ac) as 1, whatever allocations and scalar set-up precede it."""
    first = next(n for n, stmt in enumerate(p.body()) if isinstance(stmt, ForCursor))
    return p.body()[first + i - 1]


def _nest(loop: ForCursor) -> list[ForCursor]:
    """The perfectly nested loops starting at `loop`."""
    out = [loop]
    while len(out[-1].body()) == 1 and isinstance(out[-1].body()[0], ForCursor):
        out.append(out[-1].body()[0])
    return out


def _reorder_nest(p: Procedure, root: Callable[[Procedure], ForCursor],
                  order: list[str]) -> Procedure:
    """Permute the perfect loop nest `root(p)` (its first len(order) loops) into `order`."""
    while True:
        nest = _nest(root(p))[: len(order)]
        names = [loop.name() for loop in nest]
        for d in range(len(nest) - 1):
            if order.index(names[d]) > order.index(names[d + 1]):
                p = reorder_loops(p, nest[d])
                break
        else:
            return p


def show_gemm_schedule(isa, out: Callable[[str], None] = print, *, mr: int | None = None,
                       nr: int | None = None, mc: int | None = None, nc: int | None = None,
                       kc: int | None = None, layout: str = "rr", step: str | None = None,
                       ) -> GemmPlan:
    """`exogemm show --gemm`: the blocking model's derivation, then every recipe step."""
    tile = gemm_tile(isa, mr, nr)
    plan = plan_for(tile, mc=mc, nc=nc, kc=kc)
    caches, source = caches_for(isa)
    out(f"# {plan.describe()}")
    out(f"# operand layout {layout!r} (of {', '.join(LAYOUTS)}: op(A) then op(B), "
        f"r = rows contiguous, c = columns contiguous)")
    out("# blocking model (Low et al. 2016):")
    for line in model_blocking(tile, caches, source).explain():
        out(f"#   {line}")

    schedule_gemm(plan, layout, trace=step_printer(step, out))
    return plan
