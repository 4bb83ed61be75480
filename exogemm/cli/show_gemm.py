"""`exogemm show --gemm`: the blocking model's derivation, then the GEMM recipe step by step."""

from __future__ import annotations

from typing import Callable

from exogemm.plan.gemm_plan import LAYOUTS, GemmPlan
from exogemm.plan.tile import gemm_tile
from exogemm.policy.blocking import caches_for, model_blocking, plan_for
from exogemm.procs.gemm import schedule_gemm
from exogemm.procs.microkernel import step_printer


def show_gemm_schedule(isa, out: Callable[[str], None] = print, *, mr: int | None = None,
                       nr: int | None = None, mc: int | None = None, nc: int | None = None,
                       kc: int | None = None, layout: str = "rr", step: str | None = None,
                       ) -> GemmPlan:
    """Print the plan, the blocking model's reasoning and every recipe step (only `step`'s
    when given) for the ISA's GEMM; return the plan."""
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
