"""The selector's candidates for one shape, and their timing: what the calibration grid
(exogemm/tune/grid.py) measures and what the selector benchmark (bench/selector.py) compares
the selector's pick with.

A candidate is a build of the selector's family (policy/selector.py `candidates`) on a
route (policy/route.py), named '<family name>/<route>'. For one shape the candidates are
the default build on the AUTO route first (the wrapper's rules: what every call ran before
routes), every other build of the family where the rules take the packed path (where they
send the call to an in-place path every build runs the same kernels), and the default build
on each route that changes the path for that shape. All are timed through the cblas entry
with beta = 0 (exogemm.gemm's C = A B), round-robin, medians kept.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from exogemm.bench.timing.ctimer import CblasSgemm, random_operands, round_robin, run_sgemm
from exogemm.core.errors import ExogemmError
from exogemm.gen.c.gemm_build import GemmLibrary, build_gemm_native
from exogemm.gen.c.gemm_source import takes_small_path
from exogemm.gen.check.tolerance import error_bound, error_ratio
from exogemm.isa.base import VectorIsa
from exogemm.plan import narrow
from exogemm.plan.gemm_plan import DIRECT_MAX_SLIVERS, GemmPlan
from exogemm.plan.small import small_family
from exogemm.policy.fitted import candidate_name
from exogemm.policy.route import AUTO, Route, route
from exogemm.policy.selector import candidates


def auto_path(plan: GemmPlan, m: int, n: int, k: int) -> str:
    """Where the wrapper's rules send a row-major, alpha = 1, beta = 0 call: "inplace" (small,
    narrow or dot kernels: the same in every build), "direct" (packed GEMM, A read in place)
    or "packed"."""
    if takes_small_path(plan, m, n, k, beta0=True):
        return "inplace"
    return "direct" if n <= DIRECT_MAX_SLIVERS * plan.nr else "packed"


def point_candidates(isa: VectorIsa, m: int, n: int, k: int) -> dict[str, tuple[GemmPlan, Route]]:
    """The candidates for one shape (module docstring), default first."""
    family = candidates(isa)
    default = family[0]
    path = auto_path(default.plan, m, n, k)
    out = {candidate_name(default.name): (default.plan, AUTO)}
    if path != "inplace":
        for c in family[1:]:
            out.setdefault(candidate_name(c.name), (c.plan, AUTO))
    extra = []
    if path == "inplace":
        extra.append("packed")
    else:
        extra.append("small")
        extra.append("packed_a" if path == "direct" else "direct")
    lanes = small_family(isa).lanes
    if n <= narrow.NARROW_N and not narrow.narrow_pays(lanes, m, n, k, small=path == "inplace"):
        extra.append("narrow")
    for name in extra:
        out[candidate_name(default.name, route(name))] = (default.plan, route(name))
    return out


class CandidateTimer:
    """One candidate: its loaded build and route, timed through the cblas entry."""

    def __init__(self, plan: GemmPlan, r: Route):
        self.lib: GemmLibrary = build_gemm_native(plan)
        self.route = r
        self.fn = CblasSgemm.from_pointer(self.lib.address("sgemm"), False,
                                          self.lib.source.prefix)

    def run(self, a, b, c, threads: int, reps: int = 1) -> float:
        self.lib.set_route(self.route)
        self.lib.set_threads(threads)
        return run_sgemm(self.fn, a, b, c, beta=0.0, reps=reps)


def _operands(m: int, n: int, k: int):
    return random_operands(m, n, k, seed=m * 31 + n * 7 + k)


def check_candidate(name: str, compute: Callable[[np.ndarray, np.ndarray, np.ndarray], object],
                    m: int, n: int, k: int, seed: int | None = None) -> None:
    """`compute(a, b, c)` (C = A B, C filled with NaN first) against float64 NumPy within
    the f32 error bound (gen/check/tolerance.py): a fast wrong candidate is never timed.
    Raises ExogemmError naming the candidate."""
    a, b, c = (_operands(m, n, k) if seed is None else random_operands(m, n, k, seed=seed))
    c[...] = np.nan
    compute(a, b, c)
    a64, b64 = a.astype(np.float64), b.astype(np.float64)
    _, ratio = error_ratio(c, a64 @ b64, error_bound(k, np.abs(a64) @ np.abs(b64)))
    if not ratio <= 1.0:
        raise ExogemmError(f"candidate {name} computed {m}x{n}x{k} outside the f32 error "
                           f"bound ({ratio:.3g}x it): not calibrating on a wrong candidate")


def time_point(timers: dict[str, CandidateTimer], m: int, n: int, k: int, threads: int, *,
               samples: int, min_time: float) -> dict[str, float]:
    """Median GFLOP/s of every candidate on one shape, samples taken round-robin."""
    a, b, c = _operands(m, n, k)
    timed = {name: (lambda reps, t=t: t.run(a, b, c, threads, reps)) for name, t in timers.items()}
    return round_robin(timed, 2.0 * m * n * k, min_time, samples)


__all__ = ["CandidateTimer", "auto_path", "check_candidate", "point_candidates", "time_point"]
