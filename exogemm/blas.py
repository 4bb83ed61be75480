"""The drop-in BLAS of this host: the plans `libexogemm_blas.so` embeds, and the library.

`exogemm build-blas`, the tests and bench/blas.py ask here. The library runs, for each
call, the plan `exogemm.gemm`'s policy picks on a host without a tuning file (the
selector's pick among the native ISA's candidate family, for the call's shape and thread
count), tabulated on a grid of shapes (gen/blas_library.py `policy_table`); it embeds the
plans picked anywhere on that grid, each with its small-shape, dot, narrow and rank-1
paths, so it takes any shape, layout and transpose. Not embedded: the tuning file's
per-shape plans (`exogemm tune`), which would need their own builds.
"""

from __future__ import annotations

import os
from pathlib import Path

from exogemm.gen.blas_library import PolicyTable, blas_library, export_library, policy_table
from exogemm.plan.gemm_plan import GemmPlan
from exogemm.plan.selector import default_plan
from exogemm.runtime import native_isa


def blas_plan() -> GemmPlan:
    """The library's default plan (index 0): the native ISA's default plan."""
    return default_plan(native_isa())


def blas_policy() -> PolicyTable:
    """The plans the host's library embeds and which one each call runs."""
    return policy_table(native_isa(), len(os.sched_getaffinity(0)), blas_plan())


def build_blas(directory: Path | None = None) -> Path:
    """The path of the host's libexogemm_blas.so: the cached build, or with `directory` a
    copy there beside its sources (`exogemm build-blas -o DIR`)."""
    plan = blas_plan()
    return blas_library(plan) if directory is None else export_library(plan, directory)
