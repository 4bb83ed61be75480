"""`exogemm bench --selector`: the plan and route exogemm.gemm picks for each shape of a suite,
timed beside every candidate it could have picked, so the selector is judged by measurement.

Why: the selector is the project's claim in one function (a variety of kernels chosen per
shape beats one kernel), and its answers on shapes it was never fitted on are the test of
that claim. The default suite is `heldout` (models/suites.py: 50 layer shapes of networks
outside the tuned suites, none of them a grid shape of the host calibration). For each
shape and thread count: the runtime's choice (runtime/dispatch.py `choose_plan`: tuned,
calibrated, fitted, extrapolated or the model's), every candidate of bench/candidates.py
(the family's builds on the auto route, the default build on the other routes), all timed
round-robin in one run; the figure is the choice's rate over the best candidate's (the
largest of several noisy medians, so a conservative figure). The target (issue 55): the
choice at >= 0.97x the best on every shape.
"""

from __future__ import annotations

import statistics
from dataclasses import asdict, dataclass

from exogemm.bench.candidates import CandidateTimer, point_candidates, time_point
from exogemm.core.host import host_cpu
from exogemm.isa.base import VectorIsa
from exogemm.models.suites import get_suite
from exogemm.policy.fitted import candidate_name
from exogemm.policy.selector import candidates
from exogemm.runtime.dispatch import choose_plan

#: The share of the best candidate's rate the choice must reach on every shape.
TARGET = 0.97
SAMPLES, MIN_TIME = 5, 0.03
QUICK_SAMPLES, QUICK_MIN_TIME = 3, 0.015


@dataclass(frozen=True)
class Judged:
    """One shape: the choice and why, every candidate's GFLOP/s, and the ratios."""

    layer: str
    m: int
    n: int
    k: int
    threads: int
    choice: str  # '<family name>/<route>', or the build's prefix if not of the family
    why: str
    gflops: dict[str, float]

    @property
    def best(self) -> str:
        return max(self.gflops, key=self.gflops.get)

    @property
    def pick_ratio(self) -> float:
        return self.gflops[self.choice] / self.gflops[self.best]

    @property
    def default_ratio(self) -> float:
        return self.gflops[next(iter(self.gflops))] / self.gflops[self.best]


def judge_suite(isa: VectorIsa, suite: str = "heldout", threads: tuple[int, ...] = (1,), *,
                quick: bool = False) -> list[Judged]:
    """Time the choice and the candidates of every distinct GEMM of `suite` (row-major
    calls; a layer whose op(B) is transposed is judged on B's layout as stored)."""
    samples, min_time = (QUICK_SAMPLES, QUICK_MIN_TIME) if quick else (SAMPLES, MIN_TIME)
    family = {c.plan: c.name for c in candidates(isa)}
    timers: dict = {}
    seen: dict[tuple[int, int, int], str] = {}
    for layer in get_suite(suite).layers(quick=quick):
        seen.setdefault(layer.gemm, f"{layer.group}: {layer.name}")
    out = []
    for t in threads:
        for (m, n, k), name in seen.items():
            cands = point_candidates(isa, m, n, k)
            choice = choose_plan(isa, m, n, k, t)
            pick = (candidate_name(family[choice.plan], choice.route)
                    if choice.plan in family else f"{choice.plan.prefix}/{choice.route.name}")
            if pick not in cands:
                # a family build on a route the candidates leave out (its auto path is an
                # in-place one, where every build runs the same kernels): that candidate
                same = [c for c, (_, r) in cands.items() if r == choice.route]
                pick = same[0] if same and choice.plan in family else pick
                cands.setdefault(pick, (choice.plan, choice.route))
            for c, key in cands.items():
                if key not in timers:
                    timers[key] = CandidateTimer(*key)
            got = time_point({c: timers[key] for c, key in cands.items()}, m, n, k, t,
                             samples=samples, min_time=min_time)
            out.append(Judged(name, m, n, k, t, pick, choice.why,
                              {c: round(g, 2) for c, g in got.items()}))
    return out


def summary(judged: list[Judged]) -> dict:
    """Per thread count: shapes, how many reach TARGET, geomeans and the worst ratio."""
    out = {}
    for t in sorted({j.threads for j in judged}):
        js = [j for j in judged if j.threads == t]
        out[t] = dict(shapes=len(js), at_target=sum(j.pick_ratio >= TARGET for j in js),
                      pick_geomean=statistics.geometric_mean([j.pick_ratio for j in js]),
                      default_geomean=statistics.geometric_mean([j.default_ratio for j in js]),
                      worst=min(j.pick_ratio for j in js),
                      why={w: sum(j.why == w for j in js) for w in sorted({j.why for j in js})})
    return out


def report(judged: list[Judged], as_json: bool) -> dict | list[str]:
    if as_json:
        return dict(host=host_cpu().describe(), target=TARGET,
                    shapes=[{**asdict(j), "pick_ratio": j.pick_ratio,
                             "default_ratio": j.default_ratio} for j in judged],
                    summary=summary(judged))
    lines = [f"host: {host_cpu().describe()}",
             f"{'layer':44} {'M x N x K':>17} thr  {'why':12} {'choice':22} {'x best':>6} "
             f"{'default':>7}  best"]
    for j in judged:
        flag = "" if j.pick_ratio >= TARGET else "  <"
        lines.append(f"{j.layer[:44]:44} {j.m:>5}x{j.n:>5}x{j.k:>5} {j.threads:>3}  "
                     f"{j.why:12} {j.choice:22} {j.pick_ratio:6.3f} {j.default_ratio:7.3f}  "
                     f"{j.best} {j.gflops[j.best]:.1f}{flag}")
    for t, s in summary(judged).items():
        lines.append(f"{t} thread(s): the choice >= {TARGET}x the best candidate on "
                     f"{s['at_target']}/{s['shapes']} shapes; geomean {s['pick_geomean']:.3f}x "
                     f"(the default plan {s['default_geomean']:.3f}x), worst "
                     f"{s['worst']:.3f}x; answers {s['why']}")
    return lines


__all__ = ["Judged", "TARGET", "judge_suite", "report", "summary"]
