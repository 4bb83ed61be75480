"""The drop-in BLAS of this host: the plans `libexogemm_blas.so` embeds, and the library.

`exogemm build-blas`, the tests and bench/blas.py ask here. The library runs, for each
call, the plan `exogemm.gemm`'s policy picks (exogemm/runtime/dispatch.py `choose_plan`): the
tuning file's plan for a shape `exogemm tune` measured on this CPU, else the selector's
pick among the native ISA's candidate family for the call's shape and thread count,
tabulated on a grid of shapes (gen/library/blas.py `policy_table`). It embeds every plan
picked, each with its small-shape, dot, narrow and rank-1 paths, so it takes any shape,
layout and transpose. The tuning file is read when the library is built: `exogemm
build-blas` again after `exogemm tune` (only the BLAS entries are recompiled).
"""

from __future__ import annotations

import os
from pathlib import Path

from exogemm.gen.library.blas import (
    PolicyTable,
    Tuned,
    blas_library,
    export_library,
    policy_table,
)
from exogemm.plan.gemm_plan import GemmPlan
from exogemm.policy.selector import default_plan
from exogemm.runtime.dispatch import native_isa
from exogemm.runtime.tuning_file import tuned_entries


def blas_plan() -> GemmPlan:
    """The library's default plan (index 0): the native ISA's default plan."""
    return default_plan(native_isa())


def blas_tuned(path: Path | None = None) -> tuple[Tuned, ...]:
    """This CPU's tuned shapes of the native ISA (the tuning file at `path`, else the
    runtime's), as (m, n, k, threads, plan), in shape order."""
    isa = native_isa()
    results = sorted(tuned_entries(isa, path).values(), key=lambda r: (r.m, r.n, r.k, r.threads))
    return tuple((r.m, r.n, r.k, r.threads, r.plan(isa)) for r in results)


def blas_policy(path: Path | None = None) -> PolicyTable:
    """The plans the host's library embeds and which one each call runs."""
    return policy_table(native_isa(), len(os.sched_getaffinity(0)), blas_plan(),
                        blas_tuned(path))


def build_blas(directory: Path | None = None, tuning: Path | None = None) -> Path:
    """The path of the host's libexogemm_blas.so: the cached build, or with `directory` a
    copy there beside its sources (`exogemm build-blas -o DIR`); `tuning`: the tuning file
    to embed (default: the runtime's)."""
    plan, tuned = blas_plan(), blas_tuned(tuning)
    return blas_library(plan, tuned) if directory is None else \
        export_library(plan, directory, tuned)
