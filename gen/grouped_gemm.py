"""The GEMM of a k-grouped datatype (int8, bf16): the BLIS loops and packing of
gen/templates/grouped_gemm.c.in around the micro-kernel the recipe scheduled for the dtype.

Why a C driver and not procs/gemm.py's recipe: that recipe's packing steps stage op(A) and
op(B) element for element (`stage_mem`, `bind_expr` of alpha * A) and its kernel calls are
proved against an ungrouped k loop; a grouped datatype needs K padded to whole groups with
zeros, which Exo cannot prove equal to the unpadded sum (it does not reason about values).
Until that step exists as an asserted rewrite in the recipe (docs/low-precision.md), the
grouped GEMM's loops are this template; every multiply-accumulate is in the Exo-derived
micro-kernel, and the tests compare whole GEMMs with NumPy exactly (int8).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from exogemm import return_codes
from exogemm.dtype import DType
from exogemm.errors import DtypeError
from exogemm.gen import cache
from exogemm.gen.gemm_build import native_flags
from exogemm.gen.gemm_source import fill
from exogemm.gen.kernel_source import KernelSource, cached_kernel
from exogemm.gen.native import load_module, require_runnable
from exogemm.isa.base import VectorIsa
from exogemm.plan.blocking import plan_for
from exogemm.plan.tile import Tile, gemm_tile

#: The kernel generator, imported by name on a cache miss only (loading never imports Exo).
GENERATOR = "exogemm.gen.emit"


@dataclass(frozen=True)
class GroupedPlan:
    """The micro-kernel tile and the cache blocking (kc a whole number of k-groups, mc of
    tiles, nc of slivers) of one grouped-datatype GEMM."""

    tile: Tile
    mc: int
    nc: int
    kc: int

    @property
    def prefix(self) -> str:
        """The entry is <prefix>_gemm: gemm_u8s8s32_avx512_12x32_gemm."""
        return self.tile.name


def grouped_plan(isa: VectorIsa, dtype: DType, mr: int | None = None,
                 nr: int | None = None) -> GroupedPlan:
    """The ISA's GEMM tile for `dtype` with the blocking model's sizes (mc and nc are whole
    tiles and slivers already), kc rounded down to whole groups."""
    if dtype.k_group == 1:
        raise DtypeError(f"{dtype.name} is not a k-grouped datatype; its GEMM is procs/gemm.py's")
    tile = gemm_tile(isa, mr, nr, dtype)
    b = plan_for(tile).blocking
    G = dtype.k_group
    return GroupedPlan(tile, mc=b.mc, nc=b.nc, kc=max(G, b.kc // G * G))


def driver_source(plan: GroupedPlan) -> str:
    """The C of the plan's GEMM driver (it includes the kernel's header)."""
    t, d = plan.tile, plan.tile.dtype
    return fill("grouped_gemm.c.in", prefix=plan.prefix, dtype=d.name, c_a=d.c_a, c_b=d.c_b,
                c_c=d.c_c, kernel=t.name, mr=t.mr, nr=t.nr, group=d.k_group, mc=plan.mc,
                nc=plan.nc, kc=plan.kc, return_enum=return_codes.c_enum())


def entry_decl(plan: GroupedPlan) -> str:
    d = plan.tile.dtype
    return (f"int {plan.prefix}_gemm(int64_t M, int64_t N, int64_t K, const {d.c_a} *A, "
            f"int64_t a_rs, int64_t a_cs, const {d.c_b} *B, int64_t b_rs, int64_t b_cs, "
            f"{d.c_c} *C, int64_t ldc, int accumulate, int threads);")


@dataclass
class GroupedLibrary:
    """A loaded grouped-datatype GEMM: `gemm(...)` on raw pointers (see the template)."""

    plan: GroupedPlan
    ffi: object
    lib: object

    @property
    def gemm(self):
        return getattr(self.lib, f"{self.plan.prefix}_gemm")


@lru_cache(maxsize=None)
def build_grouped_gemm(plan: GroupedPlan) -> GroupedLibrary:
    """Compile the plan's kernel and driver for this machine (cached on disk) and import it;
    UnsupportedCpuError says which extension is missing when the CPU cannot run it."""
    isa = plan.tile.isa
    require_runnable(isa, plan.tile.dtype)
    kernel = kernel_source(plan.tile)
    module = load_module(isa, "grouped-gemm", [kernel], entry_decl(plan), driver_source(plan),
                         native_flags(isa), link_args=("-fopenmp",))
    return GroupedLibrary(plan, module.ffi, module.lib)


def kernel_source(tile: Tile) -> KernelSource:
    """The tile's kernel from the cache, else scheduled by Exo (imported by name then)."""
    hit = cached_kernel(tile)
    return hit if hit is not None else cache.generator(GENERATOR, tile.name).emit_microkernel(tile)
