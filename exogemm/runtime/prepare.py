"""`exogemm prepare`: generate and compile the plans every user of this machine needs, ahead
of first use, into the prepared store (gen/cache.prepared_root()).

Scheduling a GEMM plan in Exo takes about a minute; without this, the first `exogemm.gemm`
on a fresh install pays it. setup.sh runs `exogemm prepare` once, so a first call only loads
a library. The store is content-addressed like the user cache, so a prepared plan whose
inputs changed (new code, another CPU's caches) is simply not found and is built on demand.
"""

from __future__ import annotations

import os
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path

from exogemm.core.errors import ExogemmError
from exogemm.core.paths import tuning_path
from exogemm.gen import cache
from exogemm.gen.c.gemm_build import build_gemm_native
from exogemm.gen.c.gemm_source import cached_gemm_source
from exogemm.isa import get_isa
from exogemm.isa.base import VectorIsa
from exogemm.plan.gemm_plan import GemmPlan
from exogemm.policy.selector import candidates, default_plan


@dataclass(frozen=True)
class Prepared:
    prefix: str
    seconds: float
    was_there: bool  # already prepared (or in the user cache): nothing was scheduled


def plans_to_prepare(isa: VectorIsa, default_only: bool = False) -> list[GemmPlan]:
    """What a user of `isa` may run before any tuning: the default plan, its epilogue build
    (fused calls run it) and every other plan the selector may pick (the runtime runs the
    pick whether built or not, and schedules a missing one on first use: a minute);
    `default_only`: the first two."""
    plan = default_plan(isa)
    plans = [plan, plan.with_epilogue()]
    if not default_only:
        plans += [c.plan for c in candidates(isa) if c.plan not in plans]
    return plans


def _prepare_one(job: tuple[str, tuple, bool, int, str]) -> Prepared:
    """Build plan number `index` of `plans_to_prepare` in this (worker) process. The job
    names the ISA rather than carrying it: a description holds functions, which do not
    pickle, and the registry rebuilds the same one. It also names the tuning file the
    parent reads (the host calibration decides the family): a worker points
    EXOGEMM_CACHE at the prepared store, which would otherwise move the file it finds."""
    name, params, default_only, index, tuning = job
    os.environ["EXOGEMM_TUNING"] = tuning
    plan = plans_to_prepare(get_isa(name, **dict(params)), default_only)[index]
    os.environ["EXOGEMM_CACHE"] = str(cache.prepared_root())
    start = time.perf_counter()
    was_there = cached_gemm_source(plan) is not None
    build_gemm_native(plan)
    return Prepared(plan.prefix, time.perf_counter() - start, was_there)


def prepare(isa: VectorIsa, *, default_only: bool = False, jobs: int | None = None,
            tuning: Path | None = None) -> list[Prepared]:
    """Build the plans into the prepared store, `jobs` at a time in worker processes (Exo is
    not thread-safe; each process schedules one plan). `isa` must come from the registry;
    `tuning`: the tuning file whose host calibration decides the family (default
    paths.tuning_path())."""
    root = cache.prepared_root()
    try:
        root.mkdir(parents=True, exist_ok=True)
        probe = root / ".writable"
        probe.touch()
        probe.unlink()
    except OSError as exc:
        raise ExogemmError(f"cannot write the prepared store {root} ({exc}); set "
                           f"EXOGEMM_PREPARED to a writable directory") from exc
    count = len(plans_to_prepare(isa, default_only))
    workers = max(1, min(count, jobs or os.cpu_count() or 1))
    where = str(tuning or tuning_path())
    work = [(isa.name, isa.params, default_only, i, where) for i in range(count)]
    with ProcessPoolExecutor(max_workers=workers) as pool:
        return list(pool.map(_prepare_one, work))
