"""The runtime: which native ISA runs here, which plan a call runs, and its loaded library.

It loads generated and cached (or prepared, `exogemm prepare`) libraries and never imports
Exo itself: only a plan nobody generated yet is scheduled, by gen/gemm_build, which says so.
The plan policy (`choose_plan`) is the one place that decides what a GEMM call runs; the
API, conv2d, the tuner's report and the benchmarks all ask it.
"""

from __future__ import annotations

import os
from functools import lru_cache
from pathlib import Path
from typing import NamedTuple

from exogemm.core.errors import UnsupportedCpuError
from exogemm.core.paths import tuning_path
from exogemm.core.threads import thread_count
from exogemm.gen.c.gemm_build import GemmLibrary, build_gemm_native
from exogemm.gen.c.gemm_source import SERIAL_BELOW
from exogemm.gen.keys import library_fingerprint
from exogemm.isa import get_isa, known_isas
from exogemm.isa.base import VectorIsa
from exogemm.plan.gemm_plan import GemmPlan
from exogemm.policy.blocking import default_gemm_tile, plan_for
from exogemm.policy.calibration import (GRID_VERSION, HostCalibration, calibration_enabled,
                                        calibration_for)
from exogemm.policy.fitted import Fitted, candidate_name, fitted_choice
from exogemm.policy.route import AUTO, Route
from exogemm.policy.selector import candidates, default_plan, select_plan
from exogemm.runtime.tuning_file import tuned_plan


@lru_cache(maxsize=1)
def native_isa() -> VectorIsa:
    """The widest ISA in isa/ that runs natively on this CPU."""
    runnable = []
    for name in known_isas():
        isa = get_isa(name)
        if isa.toolchain.native and isa.runnable_here() is None:
            runnable.append(isa)
    if not runnable:
        raise UnsupportedCpuError("no ISA in isa/ runs natively on this CPU")
    return max(runnable, key=lambda isa: (isa.lanes * isa.registers, isa.name))


@lru_cache(maxsize=None)
def native_library(mr: int | None = None, nr: int | None = None, mc: int | None = None,
                   nc: int | None = None, kc: int | None = None,
                   epilogue: bool = False) -> GemmLibrary:
    """The built GEMM for the native ISA (default tile and model blocking unless given);
    `epilogue=True`: the build that also has the fused-epilogue entries."""
    plan = plan_for(default_gemm_tile(native_isa(), mr, nr), mc=mc, nc=nc, kc=kc)
    return build_gemm_native(plan.with_epilogue() if epilogue else plan)


class Choice(NamedTuple):
    """What one GEMM call runs: the build, why it was chosen, and the route inside it
    (exogemm/policy/route.py; AUTO: the build's own rules)."""

    plan: GemmPlan
    why: str
    route: Route = AUTO

    def route_for(self, rows_contiguous: bool) -> Route:
        """The route for a call whose op(A) and op(B) both have contiguous rows (what the
        calibration grid timed), AUTO for any other layout (op(B) = B^T takes the dot
        kernels by the rules, which no grid point measured)."""
        return self.route if rows_contiguous else AUTO


def choose_plan(isa: VectorIsa, m: int, n: int, k: int, threads: int = 1,
                path: Path | None = None) -> Choice:
    """(plan, why, route) for one GEMM call: the one plan policy, which `exogemm.gemm`,
    `exogemm.conv2d`, the tuner's report and the benchmarks all use.

        1. the tuned plan of this CPU, ISA and shape, if the tuning file has one ("tuned"),
           for the thread count, or for one thread when the call is below SERIAL_BELOW
           (the wrapper runs it on one thread anyway);
        2. else, on a host whose calibration measured a grid of shapes (`exogemm tune
           --host`), the fitted selector's build and route (policy/fitted.py: "calibrated"
           on a grid shape, "fitted" near one, "extrapolated" where the grid is too far
           and the analytic model picks);
        3. else the selector's pick ("selected", or "default" when that is the default plan).

    The answer depends on the shape, the thread count (the selector ranks the slice one
    thread computes), the ISA and caches, and the tuning file: never on what the cache
    already holds. Plans differ in their edge tiles and kc blocks, so they may round
    differently; a policy that fell back to the default plan while the pick was not yet
    built gave one call two results depending on the cache's history (issue 18). A pick
    nobody built is scheduled on first use (about a minute, said on stderr); `exogemm
    prepare` (run by setup.sh) builds the whole candidate family ahead of time.
    The selector's family starts from this host's calibration (`exogemm tune --host`,
    kept in the same file) where there is one.
    Cached per (shape, tuning file's inode, mtime and size), so a call costs a stat() when
    warm.
    """
    where = str(path or tuning_path())
    try:
        st = os.stat(where)
        stamp = (st.st_ino, st.st_mtime_ns, st.st_size)  # written by replacing: new inode
    except OSError:
        stamp = None
    _ISAS.setdefault(isa.key, isa)
    return _choose(isa.key, m, n, k, threads, where, stamp, calibration_enabled())


#: ISA descriptions by key: `_choose` is cached on the key, since hashing a whole (nested,
#: frozen) VectorIsa on every GEMM call would cost more than the lookup it saves.
_ISAS: dict[str, VectorIsa] = {}


@lru_cache(maxsize=1024)
def _choose(isa_key: str, m: int, n: int, k: int, threads: int, where: str,
            stamp: tuple[int, int, int] | None, calibrated: bool) -> Choice:
    """choose_plan's answer; `calibrated` (EXOGEMM_CALIBRATION not off) is only a cache key:
    the selector reads the host calibration, which lives in the same file (`stamp`)."""
    isa, path = _ISAS[isa_key], Path(where)
    if stamp is not None:
        tuned = tuned_plan(isa, m, n, k, threads, path)
        if tuned is None and threads > 1 and m * n * k < SERIAL_BELOW:
            # the wrapper runs a call this small on one thread whatever it is asked for:
            # the one-thread tuning is the one that applies
            tuned = tuned_plan(isa, m, n, k, 1, path)
        if tuned is not None:
            return Choice(tuned, "tuned")
    fit = grid_answer(isa, m, n, k, threads, path) if stamp is not None else None
    if fit is not None and fit.how != "extrapolated":
        family = {c.name: c.plan for c in candidates(isa)}
        if fit.family_name in family:
            return Choice(family[fit.family_name], fit.how, fit.route)
    pick = select_plan(isa, m, n, k, threads=threads)
    if fit is not None and fit.how == "extrapolated":
        return Choice(pick, "extrapolated")
    return Choice(pick, "default" if pick == default_plan(isa) else "selected")


def grid_current(cal: HostCalibration) -> bool:
    """Whether a calibration's grid was measured against the paths this code runs: of this
    GRID_VERSION (its shapes and routes) and made with this library code
    (library_fingerprint: a wrapper rule changed since can make the route the grid found
    fastest the slower one)."""
    return cal.grid_version == GRID_VERSION and cal.grid_code == library_fingerprint()


def grid_answer(isa: VectorIsa, m: int, n: int, k: int, threads: int,
                path: Path | None = None) -> Fitted | None:
    """What this host's calibration grid says of the shape (policy/fitted.py), None without
    a grid or with one measured against other paths (grid_current): the one place the
    runtime and `tune --explain` ask it."""
    cal = calibration_for(isa, path)
    if cal is None or not cal.grid or not grid_current(cal):
        return None
    default = candidates(isa)[0]
    return fitted_choice(cal.grid, candidate_name(default.name), m, n, k, threads,
                         default.plan.nr)


def plan_for_shape(m: int, n: int, k: int, threads: int | None = None) -> Choice:
    """(GemmPlan, why, route) `exogemm.gemm` runs for an m x n x k product on `threads` on the
    native ISA: `choose_plan`'s answer for the count the call runs (thread_count: None is
    the default, a count above the CPUs is clamped, a threaded process's fork child runs 1),
    so the tuned entry looked up is the one of the threads that really run."""
    return choose_plan(native_isa(), m, n, k, thread_count(threads))
