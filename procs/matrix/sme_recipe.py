"""From the reference micro-kernel to SME outer products into ZA tiles, one named rewrite at a
time (`SME_RECIPE`), each checked by Exo and printable by `exogemm show --isa sme`.

The reference is the vector recipe's (procs/reference.py `microkernel`): for k: for i < mr:
for j < nr: C[i, j] += Ac[k, i] * Bc[k, j], on a k-major packed column sliver of A and row
sliver of B. For SME each k step is one rank-1 update of the C block, which is exactly what
`fmopa` computes per ZA tile. A k-grouped datatype (bf16: 2, int8: 4 products per C element
and step) starts from the grouped reference (panels [kg, mr, G], `for g < G` innermost);
the same steps keep the group innermost in the z registers, and `bfmopa` / `smopa` compute
a tile's update of one k-group.

    stage_c_in_za      C block loaded once into a local buffer C_za, stored once after k
    stage_a_column     each k step loads the packed column Ac[k, 0:mr] once (A_col)
    stage_b_row        ... and the packed row Bc[k, 0:nr] once (B_row)
    split_into_tiles   every i / j loop split into (tile, lane) with a guard on padded lanes,
                       tile loops outside the lane loops; C_za padded to rows*lanes x
                       cols*lanes and cut into ZA32 tiles ([tiles, lanes, lanes] in ZA),
                       A_col / B_row into z registers
    unroll_tiles       tile loops unrolled (tile numbers become constants); guards that
                       always hold dropped, so only ragged last tiles keep theirs; one
                       variable per z register
    map_to_mopa        lane loops replaced by SME instructions: ZA row loads/stores,
                       vector loads, fmopa (predicated where guarded)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from exo import Procedure
from exo.API_cursors import ForCursor
from exo.API_scheduling import (
    divide_dim,
    divide_loop,
    fuse,
    merge_writes,
    mult_dim,
    rearrange_dim,
    rename,
    reorder_loops,
    resize_dim,
    set_memory,
    simplify,
    stage_mem,
    unroll_buffer,
    unroll_loop,
)
from exo.core.LoopIR import LoopIR
from exo.stdlib.scheduling import replace_all

from exogemm.core.dtype import BF16F32, F32, S8S8S32, DType
from exogemm.core.errors import DtypeError, ShapeError
from exogemm.isa.sme import SmeEngine
from exogemm.procs.cursors import drop_guards_that_always_hold, nest_with, statements
from exogemm.procs.matrix.sme_instrs import sme_instructions, z_registers, za_memory
from exogemm.procs.overwrite import overwrite_grouped_microkernel, overwrite_sliver_microkernel
from exogemm.procs.recipe import Recipe
from exogemm.procs.reference import microkernel

#: The datatypes with SME instructions here: fmopa (f32), smopa (int8 quadruples into
#: int32), bfmopa (bf16 pairs into f32).
SME_DTYPES = (F32.name, S8S8S32.name, BF16F32.name)

#: The (row tiles, column tiles) blocks the 4 ZA32 tiles allow.
TILE_GRIDS = ((1, 1), (1, 2), (2, 1), (2, 2), (1, 4), (4, 1))


@dataclass(frozen=True)
class SmeTile:
    """One SME micro-kernel: a grid of rows x cols ZA32 tiles holding an mr x nr C block.
    mr and nr default to the whole grid; smaller ones (ragged edges) leave the last row of
    tiles / column of tiles partly used, through predicates."""

    engine: SmeEngine
    rows: int
    cols: int
    mr: int
    nr: int
    dtype: DType = F32

    def __post_init__(self):
        if self.dtype.name not in SME_DTYPES:
            raise DtypeError(f"sme kernels take {', '.join(SME_DTYPES)}, not "
                             f"{self.dtype.name}")
        if (self.rows, self.cols) not in TILE_GRIDS:
            raise ShapeError(f"sme tile grid {self.rows}x{self.cols} is not one the 4 ZA32 "
                             f"tiles allow: {', '.join(f'{r}x{c}' for r, c in TILE_GRIDS)}")
        L = self.engine.lanes
        for what, n, tiles in (("mr", self.mr, self.rows), ("nr", self.nr, self.cols)):
            if isinstance(n, bool) or not isinstance(n, int) or \
                    not (tiles - 1) * L < n <= tiles * L:
                raise ShapeError(f"{what}={n!r} does not fill {tiles} tile(s) of {L} lanes "
                                 f"at {self.engine.key}: it must be in "
                                 f"{(tiles - 1) * L + 1}..{tiles * L}")

    @property
    def lanes(self) -> int:
        return self.engine.lanes

    @property
    def ragged(self) -> bool:
        return (self.mr, self.nr) != (self.rows * self.lanes, self.cols * self.lanes)

    @property
    def name(self) -> str:
        """sgemm_sme_svl256_16x16_mopa (gemm_s8s8s32_sme_... for int8): the C block in
        elements, like every kernel name (docs/names.md). The ZA tile grid is the smallest
        that holds the block (__post_init__ refuses any other), so the name needs no more."""
        return f"{self.dtype.prefix}_{self.engine.key.replace('-', '_')}_{self.mr}x{self.nr}_mopa"

    @property
    def grid_name(self) -> str:
        """The name exogemm gave this kernel before names were in elements (the ZA tile grid,
        then the block of a ragged one): what `exogemm show` says the old name was."""
        edge = f"_{self.mr}x{self.nr}" if self.ragged else ""
        return (f"{self.dtype.prefix}_{self.engine.key.replace('-', '_')}_{self.rows}x"
                f"{self.cols}_mopa{edge}")


def sme_tile(engine: SmeEngine, rows: int, cols: int, mr: int | None = None,
             nr: int | None = None, dtype: DType = F32) -> SmeTile:
    """The tile of a rows x cols grid; mr / nr default to the full grid."""
    L = engine.lanes
    return SmeTile(engine, rows, cols, rows * L if mr is None else mr,
                   cols * L if nr is None else nr, dtype)


# --------------------------------------------------------------------------- the steps


def stage_c_in_za(p: Procedure, t: SmeTile) -> Procedure:
    # The C block lives in one local buffer (later: ZA) for the whole k loop: one load and one
    # store of C per kernel call.
    return stage_mem(p, "for k in _: _", f"C[0:{t.mr}, 0:{t.nr}]", "C_za")


def stage_a_column(p: Procedure, t: SmeTile) -> Procedure:
    # Load column k of the packed A sliver once per k step (the left vector of fmopa; for a
    # k-grouped datatype, the column's k-group: mr x G elements).
    return simplify(stage_mem(p, "for i in _: _", f"Ac[k, 0:{t.mr}{_group(t)}]", "A_col"))


def stage_b_row(p: Procedure, t: SmeTile) -> Procedure:
    # Load row k of the packed B sliver once per k step (the right vector of fmopa).
    return simplify(stage_mem(p, "for i in _: _", f"Bc[k, 0:{t.nr}{_group(t)}]", "B_row"))


def split_into_tiles(p: Procedure, t: SmeTile) -> Procedure:
    # Every loop over rows or columns (found by what it indexes) is split into (tile, lane)
    # with a guard on the padded lanes, and tile loops are moved outside the lane loops, so
    # that each tile's lane loops are the nest an instruction replaces. Then C_za is padded
    # to whole tiles and cut into [rows*cols, lanes, lanes] in ZA (tile r*cols + c holds rows
    # r*L.., columns c*L..); A_col / B_row become lists of z registers ([lanes], or
    # [lanes, G] for a k-grouped datatype).
    L = t.lanes
    # columns first, so that the column-tile loop can move above the (unguarded) row loop
    while loops := _unsplit_loops(p, "column"):
        p = _split(p, loops[0], t.nr, t.cols * L, L, "jt", "jl")
        inner = _parent_loop(p, "jt")
        if inner is not None:
            p = reorder_loops(p, inner)
    while loops := _unsplit_loops(p, "row"):
        p = _split(p, loops[0], t.mr, t.rows * L, L, "it", "il")
        jt = _loop_directly_inside(p, "jt", "it")
        if jt is not None:
            p = reorder_loops(p, jt)
    for buf, dim, n, tiles in (("C_za", 0, t.mr, t.rows), ("C_za", 1, t.nr, t.cols),
                               ("A_col", 0, t.mr, t.rows), ("B_row", 0, t.nr, t.cols)):
        if n != tiles * L:
            p = resize_dim(p, buf, dim, tiles * L, 0)
    p = divide_dim(p, "C_za", 0, L)
    p = divide_dim(p, "C_za", 2, L)
    p = rearrange_dim(p, "C_za", [0, 2, 1, 3])
    p = mult_dim(p, "C_za", 0, 1)
    p = divide_dim(p, "A_col", 0, L)
    p = divide_dim(p, "B_row", 0, L)
    p = set_memory(p, "C_za", za_memory(t.engine, t.dtype))
    p = set_memory(p, "A_col", z_registers(t.engine, t.dtype))
    p = set_memory(p, "B_row", z_registers(t.engine, t.dtype))
    return simplify(p)


def unroll_tiles(p: Procedure, t: SmeTile) -> Procedure:
    # Unroll the tile loops: each tile number is a constant (the ZA32 tile an instruction
    # names), guards that always hold go, and every z register gets its own variable.
    for name in ("jt", "it"):
        while _find_loop(p, name) is not None:
            p = unroll_loop(p, _find_loop(p, name))
    p = drop_guards_that_always_hold(simplify(p))
    p = unroll_buffer(p, "A_col", 0)
    p = unroll_buffer(p, "B_row", 0)
    return simplify(p)


def map_to_mopa(p: Procedure, t: SmeTile) -> Procedure:
    # Replace each lane loop nest by the SME instruction whose semantics it matches.
    return replace_all(p, sme_instructions(t.engine, t.dtype).all())


#: A step of the SME recipe: `step(proc, tile) -> proc`, checked by Exo.
SmeStep = Callable[[Procedure, SmeTile], Procedure]

SME_RECIPE: Recipe[SmeStep] = Recipe([
    ("stage_c_in_za", stage_c_in_za),
    ("stage_a_column", stage_a_column),
    ("stage_b_row", stage_b_row),
    ("split_into_tiles", split_into_tiles),
    ("unroll_tiles", unroll_tiles),
    ("map_to_mopa", map_to_mopa),
])


def stage_c_from_zeroing(p: Procedure, t: SmeTile) -> Procedure:
    # beta = 0: C_za is staged from the zeroing of C on, so its load from C is dead.
    first = next(n for n, s in enumerate(p.body()) if isinstance(s, ForCursor))
    block = p.body()[first].expand(0, len(p.body()) - 1 - first)
    return stage_mem(p, block, f"C[0:{t.mr}, 0:{t.nr}]", "C_za")


def skip_dead_c_load(p: Procedure, t: SmeTile) -> Procedure:
    # The staged C block is loaded and then zeroed: fuse the two nests and merge the writes,
    # so C is never read and the ZA tiles start at zero (the zeroing maps to ZERO {ZAn.S}).
    load = nest_with(p, "C_za[_] = C[_]")
    p = fuse(p, load, load.next())
    row = nest_with(p, "C_za[_] = C[_]")
    p = fuse(p, *row.body())
    p = merge_writes(p, p.find("C_za[_] = C[_]").expand(0, 1))
    return simplify(p)


#: The beta = 0 kernel (C = Ac^T Bc, C never read): the same steps from the reference with
#: its C block zeroed first (procs/overwrite.py's references).
SME_OVERWRITE_RECIPE: Recipe[SmeStep] = SME_RECIPE.replace(
    "stage_c_in_za", "stage_c_from_zeroing", stage_c_from_zeroing).insert_after(
    "stage_c_from_zeroing", "skip_dead_c_load", skip_dead_c_load)


def schedule_sme(tile: SmeTile, trace: Callable[[str, Procedure], None] | None = None,
                 overwrite: bool = False) -> Procedure:
    """The reference micro-kernel for tile.mr x tile.nr through SME_RECIPE, named tile.name
    (with `overwrite`: the beta = 0 reference through SME_OVERWRITE_RECIPE, named
    tile.name + "_overwrite"); `trace(step, proc)` sees every stage (procs/microkernel.py
    `step_printer`)."""
    if overwrite:
        ref = (overwrite_grouped_microkernel(tile.mr, tile.nr, tile.dtype)
               if tile.dtype.k_group > 1 else
               overwrite_sliver_microkernel(tile.mr, tile.nr, tile.dtype))
        p, recipe = rename(ref, f"{tile.name}_overwrite"), SME_OVERWRITE_RECIPE
    else:
        p, recipe = rename(microkernel(tile.mr, tile.nr, dtype=tile.dtype), tile.name), \
            SME_RECIPE
    if trace:
        trace("reference", p)
    for name, step in recipe:
        p = step(p, tile)
        if trace:
            trace(name, p)
    return p


# --------------------------------------------------------------------------- helpers

#: The k loop and the loops split_into_tiles made: never split again.
_SPLIT = ("k", "it", "il", "jt", "jl")




def _bound(loop: ForCursor) -> int | None:
    return getattr(loop.hi(), "value", lambda: None)()


#: Where a row / column index sits in each buffer before split_into_tiles divides them.
_ROLE_DIMS = {"row": {"C": 0, "C_za": 0, "A_col": 0, "Ac": 1},
              "column": {"C": 1, "C_za": 1, "B_row": 0, "Bc": 1}}


def _unsplit_loops(p: Procedure, role: str) -> list[ForCursor]:
    """Loops not split yet (not k, not a tile or lane loop) whose variable indexes a row
    (`role` "row") or a column ("column") of C, C_za, A_col / Ac or B_row / Bc: found by what
    they index, so a group loop (k-grouped datatypes) or equal extents never confuse them."""
    dims = _ROLE_DIMS[role]
    return [s for s in statements(p)
            if isinstance(s, ForCursor) and s.name() not in _SPLIT
            and _indexes(s._impl._node.body, s._impl._node.iter, dims)]


def _indexes(stmts, var, dims: dict[str, int]) -> bool:
    """Whether `var` occurs in index `dims[buffer]` of an access to one of `dims`' buffers
    anywhere in the LoopIR statements `stmts`."""
    def uses(e) -> bool:
        if isinstance(e, LoopIR.Read):
            return e.name == var or any(uses(i) for i in e.idx)
        return any(uses(x) for x in (getattr(e, "lhs", None), getattr(e, "rhs", None),
                                     *getattr(e, "args", ())) if x is not None)

    def access(name, idx) -> bool:
        d = dims.get(str(name))
        return d is not None and d < len(idx) and uses(idx[d])

    def reads(e) -> bool:
        if isinstance(e, LoopIR.Read):
            return access(e.name, e.idx) or any(reads(i) for i in e.idx)
        return any(reads(x) for x in (getattr(e, "lhs", None), getattr(e, "rhs", None),
                                      *getattr(e, "args", ())) if x is not None)

    for st in stmts:
        if isinstance(st, (LoopIR.Assign, LoopIR.Reduce)):
            if access(st.name, st.idx) or reads(st.rhs):
                return True
        elif isinstance(st, (LoopIR.For, LoopIR.If)):
            if _indexes(st.body, var, dims) or \
                    (isinstance(st, LoopIR.If) and _indexes(st.orelse, var, dims)):
                return True
    return False


def _group(t: SmeTile) -> str:
    return f", 0:{t.dtype.k_group}" if t.dtype.k_group > 1 else ""


def _split(p: Procedure, loop: ForCursor, n: int, padded: int, L: int, outer: str,
           inner: str) -> Procedure:
    if n == padded:
        return divide_loop(p, loop, L, [outer, inner], perfect=True)
    return divide_loop(p, loop, L, [outer, inner], tail="guard")


def _parent_loop(p: Procedure, name: str) -> ForCursor | None:
    """The loop directly enclosing a freshly split `name` loop, if it is a row loop (so the
    two can swap): the loop whose only statement is the `name` loop."""
    for s in statements(p):
        if isinstance(s, ForCursor) and s.name() not in _SPLIT and \
                len(s.body()) == 1 and isinstance(s.body()[0], ForCursor) and \
                s.body()[0].name() == name:
            return s
    return None


def _loop_directly_inside(p: Procedure, name: str, parent: str) -> ForCursor | None:
    """The `parent` loop whose body is exactly one `name` loop (to swap them)."""
    for s in statements(p):
        if isinstance(s, ForCursor) and s.name() == parent and len(s.body()) == 1 and \
                isinstance(s.body()[0], ForCursor) and s.body()[0].name() == name:
            return s
    return None


def _find_loop(p: Procedure, name: str) -> ForCursor | None:
    return next((s for s in statements(p) if isinstance(s, ForCursor) and s.name() == name),
                None)


