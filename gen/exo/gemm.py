"""Generate a GEMM plan's C with Exo: schedule every entry proc and run Exo's code generator
(gen/gemm_build wraps the result). The slow part (about a minute per plan), imported only
when a plan's Exo code is not in the cache."""

from __future__ import annotations

from exo import compile_procs_to_strings

from exogemm.gen.exo.code import (
    FIXED_PREFIX,
    SMALL_PREFIX,
    ExoCode,
    FixedSource,
    SmallSource,
)
from exogemm.isa.base import VectorIsa
from exogemm.plan.fixed import FixedKernel
from exogemm.plan.gemm_plan import GemmPlan
from exogemm.procs.dot import dot_kernels
from exogemm.procs.entries import schedule_all
from exogemm.procs.fixed import fixed_kernel_procs, rank1_kernel_procs
from exogemm.procs.small import small_kernels
from exogemm.procs.zeroing import vector_zero_c


def generate_small(isa: VectorIsa) -> SmallSource:
    """Schedule and emit the ISA's small-kernel family, its dot-product kernels
    (procs/dot.py), the rank-1 path's (plan/rank1.py) and the zeroing the wrapper runs
    before them (procs/zeroing.py) under SMALL_PREFIX; not cached."""
    kernels = small_kernels(isa, SMALL_PREFIX) + dot_kernels(isa, SMALL_PREFIX) + \
        rank1_kernel_procs(isa, SMALL_PREFIX) + \
        [vector_zero_c(isa, f"{SMALL_PREFIX}_zero_rows")]
    c, _ = compile_procs_to_strings(kernels, f"{SMALL_PREFIX}.h")
    return SmallSource(isa.key, c)


def generate_fixed(isa: VectorIsa, kernels: tuple[FixedKernel, ...]) -> FixedSource:
    """Schedule and emit constant-K tile kernels (plan/fixed.fixed_kernels) under
    FIXED_PREFIX; not cached."""
    c, _ = compile_procs_to_strings(fixed_kernel_procs(isa, kernels, FIXED_PREFIX),
                                    f"{FIXED_PREFIX}.h")
    return FixedSource(isa.key, c)


def generate_gemm(plan: GemmPlan) -> ExoCode:
    """Schedule and emit every procedure of the plan (the wrapper and the ISA's small
    family are added by gen/gemm_build.emit_gemm); not cached (gen/gemm_build is)."""
    c, exo_h = compile_procs_to_strings(schedule_all(plan), f"{plan.prefix}_exo.h")
    return ExoCode(c, exo_h)
