"""The drop-in BLAS of this host: which plan `libexogemm_blas.so` embeds, and the library.

`exogemm build-blas` and the tests ask here. The library embeds the native ISA's default
plan (the selector's default: default tile, the host's blocking; `plan/selector.py`) with
its small-shape family, the dot and narrow paths and the rank-1 path, so it takes any
shape, layout and transpose; the other plans of `exogemm.gemm`'s policy (the selector's
per-shape picks, the tuning file's) are not embedded yet, so a shape `exogemm.gemm` runs
with another plan may run at a different speed here (bench/blas.py measures that).
"""

from __future__ import annotations

from pathlib import Path

from exogemm.gen.blas_library import blas_library, export_library
from exogemm.plan.gemm_plan import GemmPlan
from exogemm.plan.selector import default_plan
from exogemm.runtime import native_isa


def blas_plan() -> GemmPlan:
    """The plan the host's BLAS library runs: the native ISA's default plan."""
    return default_plan(native_isa())


def build_blas(directory: Path | None = None) -> Path:
    """The path of the host's libexogemm_blas.so: the cached build, or with `directory` a
    copy there beside its sources (`exogemm build-blas -o DIR`)."""
    plan = blas_plan()
    return blas_library(plan) if directory is None else export_library(plan, directory)
