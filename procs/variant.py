"""GEMM variants as data: what an entry computes, the recipe that derives it, its kernels.

A plan's library has several entries per operand layout: the plain GEMM (procs/gemm.py), the
beta = 0 overwrite (procs/overwrite.py), the fused epilogue (procs/epilogue.py) and direct A
(procs/direct.py), which combines with overwrite. Each is one `GemmVariant` value, declared
in its module: its reference proc and mc-block specification (from which `Specs` makes every
level's specification), its recipe (the plain recipe with steps inserted or replaced by
name, procs/recipe.py), its full-tile micro-kernels and, for a variant that reuses another's
scheduled mc block, that base variant. Steps read these fields; no step tests a variant's
name, and one runner (`schedule_entry`) applies any variant's recipe.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import Callable

from exo import Procedure
from exo.API_scheduling import rename

from exogemm.core.errors import LayoutError
from exogemm.plan.gemm_plan import GemmPlan
from exogemm.plan.tile import Tile
from exogemm.procs.cursors import swap_all
from exogemm.procs.recipe import Recipe

#: A GEMM schedule step: rewrites one level of the state, returns the proc it rewrote.
GemmStep = Callable[["GemmState"], Procedure]

#: A trace: sees the reference and, after every step, the step's name and proc.
Trace = Callable[[str, Procedure], None]


@dataclass(frozen=True, eq=False)
class GemmVariant:
    """One kind of entry proc and how it is derived (see the module docstring)."""

    #: "" for the plain GEMM; the entry is <prefix>_<layout> or <prefix>_<name>_<layout>.
    name: str
    #: What the entry computes on windows (any M, N, K); level specs add size bounds.
    reference: Procedure
    #: The mc-block specification for (nr, mc, nc, kc): B packed into kc x nr slivers.
    mc_block: Callable[[int, int, int, int], Procedure]
    #: The entry computes one kc block (K <= kc); the C wrapper runs it on one block only.
    one_kc_block: bool
    #: The operand layouts it has an entry for (plan.gemm_plan.LAYOUTS or DIRECT_LAYOUTS).
    layouts: tuple[str, ...]
    #: Why a layout outside `layouts` is refused (the start of the error message).
    layout_rule: str
    recipe: Recipe[GemmStep]
    #: The full tile's reference micro-kernel for (mr, nr), and its scheduled form.
    kernel: Callable[[int, int], Procedure]
    scheduled_kernel: Callable[[Tile], Procedure]
    #: A ragged tile's (specification, implementation) for a plan.
    edge_tile: Callable[[GemmPlan], tuple[Procedure, Procedure]]
    #: The variant whose scheduled mc block this one builds on (overwrite), if any.
    base: GemmVariant | None = field(default=None)
    #: Emitted only for plans built `with_epilogue()` (the C wrapper's epilogue entries).
    epilogue_plans_only: bool = False


class Specs:
    """The specification procs of one variant, plan and layout: the variant's reference
    with each level's size bounds (and the operand layout) as assertions."""

    def __init__(self, variant: GemmVariant, plan: GemmPlan, layout: str):
        b = plan.blocking
        ref = variant.reference
        one_block = (f"K <= {b.kc}",) if variant.one_kc_block else ()
        self.top = _bounded(ref, f"{ref.name()}_spec", one_block, layout)
        self.nblock = _bounded(ref, f"{ref.name()}_nc_spec", (f"N <= {b.nc}", *one_block),
                               layout)
        self.kblock = self.nblock if variant.one_kc_block else _bounded(
            ref, f"{ref.name()}_kc_spec", (f"N <= {b.nc}", f"K <= {b.kc}"), layout)
        mc_block = variant.mc_block(plan.nr, b.mc, b.nc, b.kc)
        self.mc_block = layout_asserts(mc_block, layout, b=False)


def _bounded(ref: Procedure, name: str, bounds: tuple[str, ...], layout: str) -> Procedure:
    p = rename(ref, name)
    for bound in bounds:
        p = p.add_assertion(bound)
    return layout_asserts(p, layout)


def layout_asserts(p: Procedure, layout: str, a: bool = True, b: bool = True) -> Procedure:
    """`p` with the operand layout's unit strides asserted: 'r' = stride(X, 1) == 1 (rows
    contiguous), 'c' = stride(X, 0) == 1, for A (first letter) and B (second)."""
    la, lb = layout
    if a:
        p = p.add_assertion(f"stride(A, {1 if la == 'r' else 0}) == 1")
    if b:
        p = p.add_assertion(f"stride(B, {1 if lb == 'r' else 0}) == 1")
    return p


@dataclass
class GemmState:
    """The procs being scheduled, one per level, for one variant, plan and layout."""

    plan: GemmPlan
    layout: str
    variant: GemmVariant
    specs: Specs = field(init=False)
    top: Procedure | None = None  # jc loop
    col_panel: Procedure | None = None  # pc loop
    kc_panel: Procedure | None = None  # pack Bc, ic loop
    mc_block: Procedure | None = None  # pack Ac, jr / ir loops, micro-kernel calls

    def __post_init__(self) -> None:
        if self.layout not in self.variant.layouts:
            raise LayoutError(f"{self.variant.layout_rule}: layout one of "
                              f"{', '.join(self.variant.layouts)}, got {self.layout!r}")
        self.specs = Specs(self.variant, self.plan, self.layout)

    @property
    def entry(self) -> str:
        """The entry proc's name: <prefix>_<layout>, or <prefix>_<variant>_<layout>."""
        v = self.variant.name
        return self.plan.entry_name(f"{v}_{self.layout}" if v else self.layout)

    def name(self, level: str) -> str:
        return f"{self.entry}_{level}"


def schedule_entry(variant: GemmVariant, plan: GemmPlan, layout: str = "rr",
                   trace: Trace | None = None) -> Procedure:
    """Apply the variant's recipe for one operand layout; return the entry proc, whose
    callees (column panel, kc panel, mc block, micro-kernels, edge tiles) are the scheduled
    procs. `trace(step, proc)` sees the reference and the proc after every step."""
    s = GemmState(plan, layout, variant)
    if trace:
        trace("reference", s.specs.top)
    for step_name, step in variant.recipe:
        p = step(s)
        if trace:
            trace(step_name, p)
    return link_levels(s)


@lru_cache(maxsize=None)
def scheduled_state(variant: GemmVariant, plan: GemmPlan, layout: str) -> GemmState:
    """A variant's procs for one layout, scheduled once (a variant built on it reuses its
    mc block, which Exo knows to be equivalent to that state's mc-block spec)."""
    s = GemmState(plan, layout, variant)
    for _, step in variant.recipe:
        step(s)
    return s


def link_levels(s: GemmState) -> Procedure:
    """Swap every specification call for the scheduled proc derived from it, bottom-up
    (the column panel is the kc panel itself for a one-kc-block variant)."""
    kc_panel = swap_all(s.kc_panel, s.specs.mc_block, s.mc_block)
    if s.variant.one_kc_block:
        return swap_all(s.top, s.specs.nblock, kc_panel)
    col_panel = swap_all(s.col_panel, s.specs.kblock, kc_panel)
    return swap_all(s.top, s.specs.nblock, col_panel)
