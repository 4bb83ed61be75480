"""From the reference micro-kernel to register-blocked vector code, one named rewrite at a time.

The recipe (`MICROKERNEL_RECIPE`) is a list of steps; each takes the proc and the kernel's
`Tile` (shape + ISA description) and returns an equivalent proc that Exo has checked. No step
names an ISA: lanes, register count and instructions all come from `tile.isa`.

    reference            for k: for i < mr: for j < nr: C[i,j] += Ac[k,i] * Bc[k,j]
    stage_c_tile         C tile loaded once into a local buffer, stored once after the k loop
    stage_b_row          each k step loads Bc[k, 0:nr] once and reuses it for every row i
    split_into_vectors   nr padded to whole vectors, buffers live in vector registers, every
                         j loop split into (vector, lane) with a guard on the padded lanes
    number_the_registers the C tile becomes a list of mr*nv registers, C_reg[row*nv + vector]
    unroll_vectors       the vector loops unrolled; guards that always hold are dropped, so
                         only the last vector of a ragged nr keeps its lane mask
    map_to_instructions  each lane loop replaced by one ISA instruction (masked where guarded)
    unroll_rows          the row loops unrolled: straight-line code with mr*nv FMAs per k
    one_variable_per_register  buffers split so each vector register is its own C variable
    prefetch_b_ahead     on an ISA that asks for it (`b_prefetch_rows`), each k step of an
                         f32 kernel on a packed B sliver (Bc) first asks the cache for the
                         B row that many steps ahead (a no-op to Exo)
"""

from __future__ import annotations

from typing import Callable

from exo import Procedure
from exo.API_cursors import ForCursor
from exo.API_scheduling import (
    divide_dim,
    divide_loop,
    insert_noop_call,
    mult_dim,
    rename,
    resize_dim,
    set_memory,
    simplify,
    stage_mem,
    unroll_buffer,
    unroll_loop,
)
from exo.stdlib.scheduling import replace_all

from exogemm.plan.tile import Tile
from exogemm.core.dtype import F32
from exogemm.procs.cursors import drop_guards_that_always_hold, statements
from exogemm.procs.instructions import vector_instructions, vector_registers
from exogemm.procs.portable_instrs import prefetch_sliver_row_ahead
from exogemm.procs.recipe import Recipe
from exogemm.procs.reference import microkernel

# --------------------------------------------------------------------------- the steps


def stage_c_tile(p: Procedure, t: Tile) -> Procedure:
    # Keep the whole C tile in a local buffer from the first loop to the end (the k loop,
    # plus a fused epilogue after it or the beta = 0 zeroing before it, if any): one load
    # and one store of C per kernel call instead of one per k step, so an epilogue is
    # applied in registers just before the store.
    first = next(n for n, s in enumerate(p.body()) if isinstance(s, ForCursor))
    block = p.body()[first].expand(0, len(p.body()) - 1 - first)
    return stage_mem(p, block, f"C[0:{t.mr}, 0:{t.nr}]", "C_reg")


def stage_b_row(p: Procedure, t: Tile) -> Procedure:
    # Load row k of the packed B panel once per k step; every row i of C reuses it. (For a
    # k-grouped datatype the row is nr columns x G: one register holds lanes x G elements.)
    # B is the reference's argument Bc (a packed sliver) or B (read in place).
    group = f", 0:{t.dtype.k_group}" if t.dtype.k_group > 1 else ""
    b = next(a.name() for a in p.args() if a.name() in ("Bc", "B"))
    return simplify(stage_mem(p, "for i in _: _", f"{b}[k, 0:{t.nr}{group}]", "B_reg"))


def split_into_vectors(p: Procedure, t: Tile) -> Procedure:
    # Pad the column dimension of both buffers to whole vectors, split it into
    # (vector, lane), place the buffers in vector registers, and split every j loop the same
    # way. The guard `lane + L*vector < nr` keeps padded lanes out of memory. L is the
    # datatype's lanes (8 f16 where NEON holds 4 f32).
    L = t.lanes
    for buf, dim in (("C_reg", 1), ("B_reg", 0)):
        if t.padded_nr != t.nr:
            p = resize_dim(p, buf, dim, t.padded_nr, 0)
        p = divide_dim(p, buf, dim, L)
        p = set_memory(p, buf, vector_registers(t.isa, t.dtype))
    tail = "cut" if t.padded_nr == t.nr else "guard"
    while loops := _column_loops(p, t):
        p = divide_loop(p, loops[0], L, ["jv", "jl"], tail=tail)
    return simplify(p)


def number_the_registers(p: Procedure, t: Tile) -> Procedure:
    # Merge (row, vector) into one register index r = row*nv + vector, so the C tile is a
    # flat list of mr*nv vector registers that the last step can name one by one.
    return simplify(mult_dim(p, "C_reg", 0, 1))


def unroll_vectors(p: Procedure, t: Tile) -> Procedure:
    # Unroll the per-vector loops; after that each guard compares a lane index with a
    # constant, so guards that hold for all lanes are removed and the rest become masks.
    while _has_loop(p, "jv"):
        p = unroll_loop(p, "jv")
    p = simplify(p)
    return drop_guards_that_always_hold(p)


def map_to_instructions(p: Procedure, t: Tile) -> Procedure:
    # Replace each lane loop by the ISA instruction whose semantics it matches: loads,
    # stores and multiply-adds, and their masked forms for a ragged last vector.
    return replace_all(p, vector_instructions(t.isa, t.dtype).all())


def unroll_rows(p: Procedure, t: Tile) -> Procedure:
    # Unroll the row loops: the k loop body becomes mr*nv independent FMAs, enough to hide
    # the FMA latency, with no loop overhead.
    for name in ("i0", "i"):
        while _has_loop(p, name):
            p = unroll_loop(p, name)
    return simplify(p)


def one_variable_per_register(p: Procedure, t: Tile) -> Procedure:
    # Give every vector register its own C variable (C_reg_<r>, B_reg_<vector>): the register
    # allocator sees scalars, and ISAs whose vector types cannot form arrays (SVE, RVV) are
    # served by the same schedule.
    p = unroll_buffer(p, "C_reg", 0)
    p = unroll_buffer(p, "B_reg", 0)
    return simplify(p)


def prefetch_b_ahead(p: Procedure, t: Tile) -> Procedure:
    # Ask for Bc's row b_prefetch_rows k steps ahead at the top of each k step. Only where
    # the ISA asks (isa/base.py, b_prefetch_rows: a kc x nr sliver kept in L2 streams from
    # there for every tile of its column), only for f32 kernels on a packed sliver whose k
    # loop runs to a size argument: a kernel reading B in place has prefetches of its own
    # (procs/small.py) and one of fixed K ends before a row ahead would be read.
    ahead = t.isa.b_prefetch_rows
    if not ahead or t.dtype != F32 or not _has_loop(p, "k"):
        return p
    loop = p.find_loop("k")
    if "Bc" not in [str(a.name()) for a in p.args()] or _bound(loop) is not None:
        return p
    return insert_noop_call(p, loop.body()[0].before(), prefetch_sliver_row_ahead(t.nr, ahead),
                            [f"Bc[k:k + 1, 0:{t.nr}]"])


#: A micro-kernel schedule step: `step(proc, tile) -> proc`, checked by Exo.
KernelStep = Callable[[Procedure, Tile], Procedure]

#: The micro-kernel recipe; variants (procs/overwrite.py, epilogue.py) edit it by name.
MICROKERNEL_RECIPE: Recipe[KernelStep] = Recipe([
    ("stage_c_tile", stage_c_tile),
    ("stage_b_row", stage_b_row),
    ("split_into_vectors", split_into_vectors),
    ("number_the_registers", number_the_registers),
    ("unroll_vectors", unroll_vectors),
    ("map_to_instructions", map_to_instructions),
    ("unroll_rows", unroll_rows),
    ("one_variable_per_register", one_variable_per_register),
    ("prefetch_b_ahead", prefetch_b_ahead),
])


def step_printer(step: str | None = None,
                 out: Callable[[str], None] = print) -> Callable[[str, Procedure], None]:
    """A `trace` for the schedulers that prints each step's name and proc the way `exogemm
    show` does (only `step`'s when given): one format for the CLI, the workbench and the
    GEMM schedule's printout."""
    def trace(name: str, p: Procedure) -> None:
        if step in (None, name):
            out(f"\n# ---- {name} " + "-" * max(0, 60 - len(name)))
            out(str(p))

    return trace


def schedule_microkernel(
    tile: Tile,
    reference: Procedure | None = None,
    trace: Callable[[str, Procedure], None] | None = None,
    recipe: Recipe[KernelStep] | None = None,
    name: str | None = None,
) -> Procedure:
    """Apply the recipe (MICROKERNEL_RECIPE unless given) to the reference kernel, named
    `name` (the tile's name unless given); `trace(step, proc)` sees every stage."""
    p = rename(reference or microkernel(tile.mr, tile.nr, dtype=tile.dtype), name or tile.name)
    if trace:
        trace("reference", p)
    for step_name, step in recipe or MICROKERNEL_RECIPE:
        p = step(p, tile)
        if trace:
            trace(step_name, p)
    return p


# --------------------------------------------------------------------------- helpers




def _column_loops(p: Procedure, t: Tile) -> list[ForCursor]:
    """Loops over the nr columns that have not been split yet: innermost loops over 0..nr
    and, for a k-grouped datatype, loops over 0..nr whose body is the innermost loop over
    the group of a B row (`for j: for g < G: .. B_reg[j, g] ..`). That group loop is never
    a column loop, even when nr == G."""
    grouped = t.dtype.k_group > 1

    def is_group_loop(s) -> bool:
        return (grouped and isinstance(s, ForCursor) and _bound(s) == t.dtype.k_group
                and not isinstance(s.body()[0], ForCursor) and _reads_or_writes(s, "B_reg"))

    def is_column_loop(s) -> bool:
        # k is the reduction, never a column loop, even when a constant K equals nr
        if not isinstance(s, ForCursor) or s.name() in ("jv", "jl", "k") or _bound(s) != t.nr:
            return False
        inner = s.body()[0]
        if not isinstance(inner, ForCursor):
            return not is_group_loop(s)
        return is_group_loop(inner)

    return [s for s in statements(p) if is_column_loop(s)]


def _bound(loop: ForCursor) -> int | None:
    """The loop's constant upper bound, None if it is not a constant."""
    return getattr(loop.hi(), "value", lambda: None)()


def _reads_or_writes(block: ForCursor, buffer: str) -> bool:
    """True if a statement inside `block` assigns to or reads `buffer` (by name)."""
    return any(buffer in str(s._impl._node) for s in block.body())




def _has_loop(p: Procedure, name: str) -> bool:
    return any(isinstance(s, ForCursor) and s.name() == name for s in statements(p))
