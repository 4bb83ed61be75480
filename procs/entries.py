"""Every procedure a plan's library is made of: what gen/ emits for a GemmPlan.

Sits above the recipes (procs/gemm.py and its variants direct, overwrite, epilogue), so the
variants can build on the plain recipe's steps without the plain recipe knowing them.
"""

from __future__ import annotations

from exo import Procedure
from exo.API_scheduling import rename

from exogemm.plan.gemm_plan import GemmPlan
from exogemm.procs.direct import DIRECT
from exogemm.procs.epilogue import EPILOGUE
from exogemm.procs.gemm import PLAIN
from exogemm.procs.overwrite import DIRECT_OVERWRITE, OVERWRITE
from exogemm.procs.specs import scale_c
from exogemm.procs.variant import GemmVariant, schedule_entry
from exogemm.procs.zeroing import vector_zero_c

#: Every variant, by name ("" is the plain GEMM), in the order their entries are emitted.
VARIANTS: dict[str, GemmVariant] = {
    v.name: v for v in (PLAIN, OVERWRITE, DIRECT, DIRECT_OVERWRITE, EPILOGUE)
}


def schedule_all(plan: GemmPlan) -> list[Procedure]:
    """The entry procs of the plan's operand layouts, their beta = 0 overwrite entries, the
    direct-A entries (procs/direct.py) of the row-contiguous op(A) layouts and the beta
    procs: what gen/ emits (and, for an epilogue plan, the epilogue entries)."""
    variants = [v for v in VARIANTS.values() if plan.epilogue or not v.epilogue_plans_only]
    procs = [schedule_entry(v, plan, layout)
             for v in variants for layout in plan.layouts if layout in v.layouts]
    return procs + [rename(scale_c, f"{plan.prefix}_scale_c"),
                    vector_zero_c(plan.tile.isa, f"{plan.prefix}_zero_c")]
