"""Every procedure a plan's library is made of: what gen/ emits for a GemmPlan.

Sits above the recipes (procs/gemm.py and its variants direct, overwrite, epilogue), so the
variants can build on the plain recipe's steps without the plain recipe knowing them.
"""

from __future__ import annotations

from exo import Procedure
from exo.API_scheduling import rename

from exogemm.plan.gemm_plan import DIRECT_LAYOUTS, GemmPlan
from exogemm.procs.direct import schedule_direct_gemm
from exogemm.procs.epilogue import schedule_epilogue_gemm
from exogemm.procs.gemm import scale_c, schedule_gemm, zero_c
from exogemm.procs.overwrite import schedule_overwrite_gemm


def schedule_all(plan: GemmPlan) -> list[Procedure]:
    """The entry procs of the plan's operand layouts, their beta = 0 overwrite entries, the
    direct-A entries (procs/direct.py) of the row-contiguous op(A) layouts and the beta
    procs: what gen/ emits (and, for an epilogue plan, the epilogue entries)."""
    procs = [schedule_gemm(plan, layout) for layout in plan.layouts]
    procs += [schedule_overwrite_gemm(plan, layout) for layout in plan.layouts]
    direct = [layout for layout in plan.layouts if layout in DIRECT_LAYOUTS]
    procs += [schedule_direct_gemm(plan, layout) for layout in direct]
    procs += [schedule_overwrite_gemm(plan, layout, direct=True) for layout in direct]
    if plan.epilogue:
        procs += [schedule_epilogue_gemm(plan, layout) for layout in plan.layouts]
    return procs + [rename(scale_c, f"{plan.prefix}_scale_c"),
                    rename(zero_c, f"{plan.prefix}_zero_c")]
