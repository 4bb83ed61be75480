"""A GEMM build as data: a micro-kernel tile, cache blocking, the operand layouts and
variants it has entries for. Plain data (no Exo), so the runtime can name, key and load a
plan's library without the scheduler; procs/ derives the procedures from it."""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass

from exogemm.core.errors import BlockingError, LayoutError, PlanNameError, ShapeError
from exogemm.plan.fixed import check_fixed_shapes
from exogemm.plan.tile import Tile

#: Operand layouts: op(A) then op(B); 'r' = unit stride along rows (stride(X, 1) == 1),
#: 'c' = unit stride along columns (stride(X, 0) == 1).
LAYOUTS = ("rr", "rc", "cr", "cc")

#: Direct A (procs/direct.py) is used when op(B) has at most this many nr-column slivers
#: (N <= 4 nr): A's elements are then reused too few times for packing them to pay
#: (measured on AVX-512, 12x32 tile: see docs/gemm.md "Direct A").
DIRECT_MAX_SLIVERS = 4

#: Layouts (op(A), op(B)) with a direct entry: op(A) must have contiguous rows.
DIRECT_LAYOUTS = ("rr", "rc")


@dataclass(frozen=True)
class Blocking:
    """Cache blocking: Ac is mc x kc (L2), Bc is kc x nc (L3), a B sliver kc x nr (L1)."""

    mc: int
    nc: int
    kc: int
    source: str = "override"  # "model" when derived by exogemm/policy/blocking.py

    def key(self) -> tuple[int, int, int]:
        return (self.mc, self.nc, self.kc)


@dataclass(frozen=True)
class GemmPlan:
    """One GEMM build: a micro-kernel tile on an ISA plus the cache blocking."""

    tile: Tile
    blocking: Blocking
    #: Appended to the name prefix, so that plans sharing a tile (different blocking) can be
    #: linked into one program without their external symbols colliding.
    suffix: str = ""
    #: Operand layouts (of LAYOUTS) that get an entry proc; a library for known calls (a
    #: model's layers: row-major, op(B) = B or B^T) needs only those, at half the code.
    layouts: tuple[str, ...] = LAYOUTS
    #: Also build the fused-epilogue entries (procs/epilogue.py) next to the plain ones.
    epilogue: bool = False
    #: Also carry the small path's kernel family (exogemm/plan/small.py): every runtime plan
    #: does; a model library's plan only if one of its layers takes that path (its size).
    small: bool = True
    #: Also carry the dot-product kernels (exogemm/plan/dot.py) of the dot and narrow paths
    #: (with the small family only): every runtime plan does; a model library's plan only if
    #: one of its layers takes one of those paths.
    dot: bool = True
    #: Shapes (M, N, K) compiled with constant sizes (exogemm/plan/fixed.py): a model
    #: library's or a tuned shape's; checked by `with_fixed`.
    fixed: tuple[tuple[int, int, int], ...] = ()

    @property
    def mr(self) -> int:
        return self.tile.mr

    @property
    def nr(self) -> int:
        return self.tile.nr

    @property
    def prefix(self) -> str:
        """Name prefix of every external symbol of this plan: sgemm_<isa>_<mr>x<nr>, then
        _<suffix> if the plan has one, then _epi for an epilogue build."""
        name = f"{self.tile.name}_{self.suffix}" if self.suffix else self.tile.name
        return name + ("_epi" if self.epilogue else "")

    def with_epilogue(self) -> "GemmPlan":
        """The same plan, also building the fused-epilogue entries."""
        return dataclasses.replace(self, epilogue=True)

    def with_fixed(self, shapes) -> "GemmPlan":
        """The same plan with fixed functions for `shapes` (ShapeError for one that
        exogemm/plan/fixed.py does not serve; only f32 plans have them)."""
        if shapes and self.tile.dtype.name != "f32":
            raise ShapeError(f"fixed shapes are f32 only; {self.prefix} is "
                             f"{self.tile.dtype.name}")
        return dataclasses.replace(self, fixed=check_fixed_shapes(self.tile.isa, shapes))

    def without_fixed(self) -> "GemmPlan":
        """The plan whose Exo code this one shares (its fixed functions are added to it)."""
        return dataclasses.replace(self, fixed=())

    def entry_name(self, layout: str) -> str:
        return f"{self.prefix}_{layout}"

    def describe(self) -> str:
        b, size = self.blocking, self.tile.dtype.a_bytes
        return (
            f"{self.prefix}: micro-kernel {self.mr}x{self.nr} on {self.tile.isa.key}, "
            f"mc={b.mc} nc={b.nc} kc={b.kc} ({b.source}); "
            f"Ac {b.mc * b.kc * size // 1024} KiB, Bc {b.kc * b.nc * size // 1024} KiB, "
            f"B sliver {b.kc * self.nr * size // 1024} KiB"
        )


def make_plan(tile: Tile, blocking: Blocking, suffix: str = "",
              layouts: tuple[str, ...] = LAYOUTS, small: bool = True,
              dot: bool = True) -> GemmPlan:
    """Check that the blocking is compatible with the tile (multiples of mr / nr, positive),
    that the name suffix makes C identifiers (lower-case letters, digits, '_') and that the
    layouts are distinct names of LAYOUTS (kept in LAYOUTS order)."""
    if suffix and not re.fullmatch(r"[a-z0-9]+(_[a-z0-9]+)*", suffix):
        raise PlanNameError(f"a plan name suffix must be lower-case letters and digits separated "
                            f"by single '_' (it ends C identifiers), got {suffix!r}")
    layouts = tuple(layouts)
    if not layouts or len(set(layouts)) != len(layouts) or not set(layouts) <= set(LAYOUTS):
        raise LayoutError(f"plan layouts must be distinct names of {', '.join(LAYOUTS)} (at "
                          f"least one), got {layouts!r}")
    layouts = tuple(x for x in LAYOUTS if x in layouts)
    for name in ("mc", "nc", "kc"):
        value = getattr(blocking, name)
        if isinstance(value, bool) or not isinstance(value, int) or value <= 0:
            raise BlockingError(f"{name} must be a positive integer, got {value!r}")
    if blocking.mc % tile.mr:
        raise BlockingError(
            f"mc={blocking.mc} must be a multiple of mr={tile.mr} (e.g. "
            f"{max(tile.mr, blocking.mc // tile.mr * tile.mr)})"
        )
    if blocking.nc % tile.nr:
        raise BlockingError(
            f"nc={blocking.nc} must be a multiple of nr={tile.nr} (e.g. "
            f"{max(tile.nr, blocking.nc // tile.nr * tile.nr)})"
        )
    return GemmPlan(tile, blocking, suffix, layouts, small=small, dot=dot)
