"""Generate a GEMM plan's C with Exo: schedule every entry proc, run Exo's code generator,
wrap the result (gen/gemm_source.py). The slow part (about a minute per plan), imported only
when a plan's sources are not in the cache."""

from __future__ import annotations

from exo import compile_procs_to_strings

from exogemm.gen.gemm_source import GemmSource, wrap_exo_code
from exogemm.plan.gemm_plan import GemmPlan
from exogemm.procs.entries import schedule_all


def generate_gemm(plan: GemmPlan) -> GemmSource:
    """Schedule and emit every procedure of the plan; not cached (gen/gemm_build is)."""
    c, exo_h = compile_procs_to_strings(schedule_all(plan), f"{plan.prefix}_exo.h")
    return wrap_exo_code(plan, c, exo_h)
