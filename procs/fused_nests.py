"""Blocking a specification of two loop nests together (the beta = 0 zeroing before the
GEMM, or the epilogue after it): both nests get the same jc / ic loops, fused, so each block
is still one call of the level's specification.

Steps shared by procs/overwrite.py and procs/epilogue.py; the nests are found by name (the
jc / ic loops) and by the guards `cut_and_guard` leaves after them.
"""

from __future__ import annotations

from exo import Procedure
from exo.API_scheduling import (
    divide_loop,
    fuse,
    rename,
    reorder_loops,
    reorder_stmts,
    replace,
    simplify,
)

from exogemm.procs.cursors import guard_after, top_loops
from exogemm.procs.variant import GemmState, GemmStep


def block_nc_fused(s: GemmState) -> Procedure:
    # jc loop over both nests of the entry's spec (zeroing and GEMM, or GEMM and epilogue):
    # N in blocks of nc for both, the jc loops and ragged-block guards fused, each block
    # replaced by the nc-bounded spec.
    NC = s.plan.blocking.nc
    p = rename(s.specs.top, s.entry)
    p = reorder_loops(p, "i j")
    p = reorder_loops(p, p.find_loop("i #1"))
    for _ in range(2):
        p = divide_loop(p, p.find_loop("j"), NC, ["jc", "jj"], tail="cut_and_guard")
    for _ in range(4):
        p = reorder_loops(p, "jj i")
    p = fuse_pairs(p, "jc")
    p = replace(p, p.find_loop("jc").body(), s.specs.nblock)
    p = replace(p, guard_after(p.find_loop("jc")).body(), s.specs.nblock)
    s.top = simplify(p)
    return s.top


def then_split_other_nest(pack: GemmStep) -> GemmStep:
    """A step that runs the B packing step `pack` (it packs for the GEMM nest), then splits
    the columns of the spec's other nest (the zeroing or the epilogue) into the same nr
    slivers."""
    def step(s: GemmState) -> Procedure:
        p = pack(s)
        p = divide_loop(p, p.find_loop("j"), s.plan.nr, ["jr", "jj"], tail="cut_and_guard")
        s.kc_panel = simplify(p)
        return s.kc_panel

    return step


def block_mc_fused(s: GemmState, p: Procedure) -> Procedure:
    """Two adjacent loop nests over i in a kc panel: M in blocks of mc for both, the ic loops
    and ragged-block guards fused, each block replaced by the level's mc-block spec."""
    MC = s.plan.blocking.mc
    for _ in range(2):
        p = divide_loop(p, p.find_loop("i"), MC, ["ic", "ii"], tail="cut_and_guard")
    p = fuse_pairs(p, "ic")
    p = replace(p, p.find_loop("ic").body(), s.specs.mc_block)
    p = replace(p, guard_after(p.find_loop("ic")).body(), s.specs.mc_block)
    return simplify(p)


def fuse_pairs(p: Procedure, name: str) -> Procedure:
    """[loop A, guard A, loop B, guard B] (A and B the first two top-level loops called
    `name`, each followed by its ragged-block guard) -> [loop AB, guard AB]."""
    p = reorder_stmts(p, guard_after(top_loops(p, name)[0]).expand(0, 1))
    p = fuse(p, *top_loops(p, name)[:2])
    first = guard_after(top_loops(p, name)[0])
    return fuse(p, first, first.next())
