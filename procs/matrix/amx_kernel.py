"""The AMX micro-kernel: a block of C tiles accumulated over k in tiles, one checked step at a
time, from the reference block GEMM.

    reference             for i < M: for j < N: for k < KG: for g < G:
                              C[i, j] += A[i, k, g] * B[k, j, g]
                          A row-major (A[i, k, g] is A[i, k*G + g]), B packed in the VNNI
                          layout the tile multiply reads (B[k, j, g] is B_packed[k][j*G + g],
                          i.e. B[k*G + g, j] of the logical matrix), KG a multiple of 16
    block_into_tiles      i and j split into 16-row, 16-column tiles: C is mt x nt tiles
    tile_depth            k split into steps of one tile depth (16 k-groups: 32 bf16 or 64
                          int8 k elements), the k steps outermost
    stage_c_in_tiles      the C tiles loaded once before the k loop, stored once after it
    stage_a_in_tiles      each k step loads the mt A tiles once (16 rows x 64 bytes each)
    stage_b_in_tiles      and the nt B tiles (16 k-groups x 64 bytes each)
    assign_tiles          those buffers placed in AMX tiles, numbered by the kernel's layout
    map_to_tile_instructions  each copy loop is a tileloadd / tilestored, each tile product
                          a tdpbf16ps / tdpbusd / tdpbssd
    unroll_tiles          the tile loops unrolled: every tile is a constant tile number

The beta = 0 kernel (AMX_OVERWRITE_RECIPE, C = A . B) starts from C zeroed, then the
reference; its `zero_c_in_tiles` replaces `stage_c_in_tiles`: C staged from the zeroing on,
so the tiles' load is dead and merged away, and the zeroing becomes tilezero.

mt x nt C tiles, mt A tiles and nt B tiles must fit in the 8 tile registers: 2 x 2 (the 32 x 32
block) uses all of them.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Callable

from exo import Procedure, SchedulingError, proc
from exo.API_scheduling import (
    divide_dim,
    divide_loop,
    fuse,
    inline,
    merge_writes,
    rearrange_dim,
    rename,
    reorder_loops,
    set_memory,
    simplify,
    stage_mem,
    unroll_loop,
)
from exo.API_scheduling import replace as replace_loop

from exogemm.core.dtype import DType
from exogemm.core.errors import ShapeError
from exogemm.isa.amx import AmxKernel
from exogemm.procs.matrix.amx_tiles import (
    tile_instructions,
    tile_memory,
    typed_arguments,
)
from exogemm.procs.recipe import Recipe
from exogemm.procs.widen import bf16_as_f32


def reference_name(k: AmxKernel) -> str:
    return f"{k.engine.dtype.prefix}_amx_ref_{k.m}x{k.n}"


@lru_cache(maxsize=None)
def reference(m: int, n: int, dtype: DType, depth: int) -> Procedure:
    """C[0:m, 0:n] += A . B over KG k-groups (a multiple of `depth`): A[m, KG, G] row-major,
    B[KG, n, G] the VNNI-packed B, written with Exo's R, then given `dtype`'s types."""
    return _typed(_generic_reference(m, n, dtype, depth), dtype)


@lru_cache(maxsize=None)
def overwrite_reference(m: int, n: int, dtype: DType, depth: int) -> Procedure:
    """C[0:m, 0:n] = A . B (beta = 0): C zeroed, then the reference, inlined."""
    M, N, G, D = m, n, dtype.k_group, depth
    block = _generic_reference(m, n, dtype, depth)

    @proc
    def block_overwrite(KG: size, A: [R][M, KG, G], B: [R][KG, N, G], C: [R][M, N]):
        assert KG % D == 0
        assert stride(A, 2) == 1
        assert stride(A, 1) == G
        assert stride(B, 2) == 1
        assert stride(B, 1) == G
        assert stride(C, 1) == 1
        for zi in seq(0, M):
            for zj in seq(0, N):
                C[zi, zj] = 0.0
        block(KG, A, B, C)

    return _typed(simplify(inline(block_overwrite, "block(_)")), dtype)


def _typed(p: Procedure, dtype: DType) -> Procedure:
    return typed_arguments(p, {"A": dtype.exo_a, "B": dtype.exo_b, "C": dtype.exo_c})


@lru_cache(maxsize=None)
def _generic_reference(m: int, n: int, dtype: DType, depth: int) -> Procedure:
    M, N, G, D = m, n, dtype.k_group, depth
    if dtype.product == "widened":
        @proc
        def block(KG: size, A: [R][M, KG, G], B: [R][KG, N, G], C: [R][M, N]):
            assert KG % D == 0
            assert stride(A, 2) == 1
            assert stride(A, 1) == G
            assert stride(B, 2) == 1
            assert stride(B, 1) == G
            assert stride(C, 1) == 1
            for i in seq(0, M):
                for j in seq(0, N):
                    for k in seq(0, KG):
                        for g in seq(0, G):
                            a: i32
                            b: i32
                            a = A[i, k, g]
                            b = B[k, j, g]
                            C[i, j] += a * b
    elif dtype.product == "bf16":
        @proc
        def block(KG: size, A: [ui16][M, KG, G], B: [ui16][KG, N, G], C: [R][M, N]):
            assert KG % D == 0
            assert stride(A, 2) == 1
            assert stride(A, 1) == G
            assert stride(B, 2) == 1
            assert stride(B, 1) == G
            assert stride(C, 1) == 1
            for i in seq(0, M):
                for j in seq(0, N):
                    for k in seq(0, KG):
                        for g in seq(0, G):
                            C[i, j] += bf16_as_f32(A[i, k, g]) * bf16_as_f32(B[k, j, g])
    else:
        raise ShapeError(f"{dtype.name}: AMX multiplies bf16 or int8 products, not "
                         f"{dtype.product!r}")
    return block


def kernel_reference(k: AmxKernel) -> Procedure:
    return rename(reference(k.m, k.n, k.engine.dtype, k.depth_groups), reference_name(k))


# --------------------------------------------------------------------------- the steps

AmxStep = Callable[[Procedure, AmxKernel], Procedure]


def block_into_tiles(p: Procedure, k: AmxKernel) -> Procedure:
    p = divide_loop(p, p.find_loop("i"), k.engine.max_rows, ["it", "ii"], perfect=True)
    p = divide_loop(p, p.find_loop("j"), k.engine.tile_cols, ["jt", "jj"], perfect=True)
    return reorder_loops(p, p.find_loop("ii"))  # it, jt, ii, jj


def tile_depth(p: Procedure, k: AmxKernel) -> Procedure:
    p = divide_loop(p, p.find_loop("k"), k.depth_groups, ["kt", "kk"], perfect=True)
    for outer in ("jj", "ii", "jt", "it"):  # kt moves out past each, innermost first
        p = reorder_loops(p, p.find_loop(f"{outer} #0"))
    return p


def stage_c_in_tiles(p: Procedure, k: AmxKernel) -> Procedure:
    p = stage_mem(p, p.find_loop("kt"), f"C[0:{k.m}, 0:{k.n}]", "C_tile")
    return _c_as_tiles(p, k)


def zero_c_in_tiles(p: Procedure, k: AmxKernel) -> Procedure:
    # beta = 0: C staged from its zeroing on, so the tiles' load is dead: fused with the
    # zeroing and merged ("C_tile = C; C_tile = 0" is "C_tile = 0"), C is never read
    zero = p.find_loop("zi")
    p = stage_mem(p, zero.expand(0, 1), f"C[0:{k.m}, 0:{k.n}]", "C_tile")
    load = p.find("C_tile = _").parent().parent()
    p = fuse(p, load, p.forward(load).next())
    p = fuse(p, p.forward(load).body()[0], p.forward(load).body()[1])
    p = merge_writes(p, p.forward(load).body()[0].body()[0].expand(0, 1))
    return _c_as_tiles(p, k)


def _c_as_tiles(p: Procedure, k: AmxKernel) -> Procedure:
    """C_tile [m, n] as [mt, nt, 16, 16], its load (or zeroing) and store nests by tile."""
    R_, C_ = k.engine.max_rows, k.engine.tile_cols
    p = divide_dim(p, "C_tile", 1, C_)
    p = divide_dim(p, "C_tile", 0, R_)
    p = rearrange_dim(p, "C_tile", [0, 2, 1, 3])  # [it, jt, row, column]
    for copy in (p.find("C_tile = _").parent().parent(), p.find("C[_] = _").parent().parent()):
        p = _split_copy_2d(p, copy, R_, C_)
    return simplify(p)


def _split_copy_2d(p: Procedure, outer, rows: int, cols: int) -> Procedure:
    """A copy nest `for i0: for i1:` over the whole block, as tiles: for i0o: for i1o: for
    i0i < rows: for i1i < cols."""
    name0, name1 = outer.name(), outer.body()[0].name()
    p = divide_loop(p, outer, rows, [f"{name0}o", f"{name0}i"], perfect=True)
    p = divide_loop(p, p.forward(outer).body()[0].body()[0], cols,
                    [f"{name1}o", f"{name1}i"], perfect=True)
    return reorder_loops(p, p.forward(outer).body()[0])


def stage_a_in_tiles(p: Procedure, k: AmxKernel) -> Procedure:
    D, G, R_ = k.depth_groups, k.engine.k_group, k.engine.max_rows
    kt = p.find_loop("kt")
    p = stage_mem(p, kt.body()[0], f"A[0:{k.m}, {D}*kt:{D}*kt+{D}, 0:{G}]", "A_tile")
    p = divide_dim(p, "A_tile", 0, R_)  # [it, row, k-group, g]
    copy = p.find("A_tile = _").parent().parent().parent()
    p = divide_loop(p, copy, R_, [f"{copy.name()}o", f"{copy.name()}i"], perfect=True)
    return simplify(p)


def stage_b_in_tiles(p: Procedure, k: AmxKernel) -> Procedure:
    D, G, C_ = k.depth_groups, k.engine.k_group, k.engine.tile_cols
    p = stage_mem(p, p.find_loop("it"), f"B[{D}*kt:{D}*kt+{D}, 0:{k.n}, 0:{G}]", "B_tile")
    p = divide_dim(p, "B_tile", 1, C_)
    p = rearrange_dim(p, "B_tile", [1, 0, 2, 3])  # [jt, k-group, column, g]
    copy = p.find("B_tile = _").parent().parent()  # the column loop
    p = divide_loop(p, copy, C_, [f"{copy.name()}o", f"{copy.name()}i"], perfect=True)
    p = reorder_loops(p, p.forward(copy).parent())  # the tile loop outermost
    return simplify(p)


def assign_tiles(p: Procedure, k: AmxKernel) -> Procedure:
    Tiles = tile_memory(k.layout)
    for b in k.layout.buffers:
        p = set_memory(p, b.name, Tiles)
    return p


def map_to_tile_instructions(p: Procedure, k: AmxKernel) -> Procedure:
    t = tile_instructions(k.engine, k.layout)
    # each copy or product nest, found by its statement, replaced from its tile's row loop
    # (a C tile set to a constant is the beta = 0 kernel's zeroing)
    rows = {
        "C_tile = 0.0": (t.zero_c, 2), "C_tile = _": (t.load_c, 2), "C[_] = _": (t.store_c, 2),
        "A_tile = _": (t.load_a, 3), "B_tile = _": (t.load_b, 3),
        "C_tile += _": (t.multiply, 4),
    }
    for pattern, (instruction, depth) in rows.items():
        while (loop := _first(p.find, pattern)) is not None:
            for _ in range(depth):
                loop = loop.parent()
            p = replace_loop(p, loop, instruction)
    return p


def unroll_tiles(p: Procedure, k: AmxKernel) -> Procedure:
    for name in ("i0o", "i1o", "it", "jt"):  # the C, A, B and product tile loops
        while (loop := _first(p.find_loop, name)) is not None:
            p = unroll_loop(p, loop)
    return simplify(p)


def _first(find: Callable[[str], object], pattern: str):
    """The first match of `pattern` (p.find, p.find_loop), or None when none is left."""
    try:
        return find(pattern)
    except SchedulingError:
        return None


AMX_RECIPE: Recipe[AmxStep] = Recipe([
    ("block_into_tiles", block_into_tiles),
    ("tile_depth", tile_depth),
    ("stage_c_in_tiles", stage_c_in_tiles),
    ("stage_a_in_tiles", stage_a_in_tiles),
    ("stage_b_in_tiles", stage_b_in_tiles),
    ("assign_tiles", assign_tiles),
    ("map_to_tile_instructions", map_to_tile_instructions),
    ("unroll_tiles", unroll_tiles),
])


#: beta = 0: the tiles of C are zeroed (tilezero) instead of loaded; C is only stored.
AMX_OVERWRITE_RECIPE: Recipe[AmxStep] = AMX_RECIPE.replace(
    "stage_c_in_tiles", "zero_c_in_tiles", zero_c_in_tiles)


def overwrite_name(k: AmxKernel) -> str:
    return f"{k.name}_overwrite"


def schedule_amx(k: AmxKernel, trace: Callable[[str, Procedure], None] | None = None,
                 recipe: Recipe[AmxStep] | None = None, overwrite: bool = False) -> Procedure:
    """The recipe (AMX_RECIPE, or AMX_OVERWRITE_RECIPE for the beta = 0 kernel, unless
    given) applied to the kernel's reference (C += A . B, or C = A . B), named `k.name`
    (`overwrite_name(k)`); `trace(step, proc)` sees every stage (procs/microkernel.py
    `step_printer`)."""
    if overwrite:
        reference_proc = overwrite_reference(k.m, k.n, k.engine.dtype, k.depth_groups)
        p = rename(reference_proc, overwrite_name(k))
        recipe = recipe or AMX_OVERWRITE_RECIPE
    else:
        p = rename(kernel_reference(k), k.name)
    if trace:
        trace("reference", p)
    for name, step in recipe or AMX_RECIPE:
        p = step(p, k)
        if trace:
            trace(name, p)
    return p
