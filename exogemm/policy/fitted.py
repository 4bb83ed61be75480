"""The selector fitted to this host's measurements: which build and which route a shape gets
where the host calibration's grid (exogemm/tune/grid.py) measured its neighbourhood.

Why: the analytic cost model (policy/selector.py) ranks candidates from the ISA description;
its constants were fitted on other hosts, and a pick it makes is a guess (on a Zen 3 host,
a batch-32, K = 9216 layer ran half as fast on its pick as on the default plan). The grid
measures every candidate (the selector's builds times the routes of policy/route.py) on
shapes of each class (square, tall, wide, skinny, deep-K, small, decode), relative to the
default (the family's first build on the AUTO route). For a shape asked about:

    calibrated    it is a grid shape: the candidate measured fastest there, if it beat the
                  default by MIN_GAIN (the grid confirmed it head to head), else the default;
                  so on a calibration shape the pick is never slower than the default
    fitted        the grid has shapes within MAX_DISTANCE of it (distance: the Euclidean
                  norm of the log2 ratios of m, n and k; 1 = one dimension twice as large,
                  1.5 = e.g. two dimensions 2.1x each):
                  each candidate's speed relative to the default, interpolated from up to
                  NEIGHBOURS nearest ones by inverse squared distance; a candidate is
                  picked only if it beat the default by MIN_GAIN at every one of them (a
                  path's gain changes abruptly across a shape: on the Zen 3 host the small
                  path ran 1.5-2.2x the packed one at N = 24 and 0.6-0.75x at N = 16 and 32,
                  where interpolating across them picked it)
    extrapolated  no grid shape is that near: the analytic model's pick, and the answer says
                  so (`exogemm inspect --shape`, the bench report's plan column)

Only grid points of the thread count nearest the call's are read (the grid measures 1 and
all of the host's threads). A candidate the grid did not measure at a neighbour (a route
that does not apply there) counts as the default's speed there.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from exogemm.policy.calibration import GridPoint
from exogemm.policy.route import AUTO, Route, route

#: Grid shapes read for a fitted answer, and how far one may be (log2 units).
NEIGHBOURS = 3
MAX_DISTANCE = 1.5
#: Distance units per unit of edge-tile padding share (distance): a quarter of a tile
#: padded counts as one dimension twice as large.
EDGE_WEIGHT = 4.0
#: Distance below which a grid shape is the shape asked about (rounding of log2).
SAME = 1e-9
#: Predicted or measured speed-up a candidate needs to replace the default.
MIN_GAIN = 0.03


@dataclass(frozen=True)
class Fitted:
    """What the grid says about one shape: the candidate ('<family name>/<route>') to run,
    its predicted speed relative to the default, how it was found, and the nearest grid
    shape with its distance."""

    candidate: str
    speedup: float
    how: str  # "calibrated", "fitted" or "extrapolated"
    nearest: tuple[int, int, int] | None
    distance: float

    @property
    def family_name(self) -> str:
        return self.candidate.rsplit("/", 1)[0]

    @property
    def route(self) -> Route:
        return route(self.candidate.rsplit("/", 1)[1])


def candidate_name(family_name: str, r: Route = AUTO) -> str:
    return f"{family_name}/{r.name}"


def edge_waste(n: int, nr: int) -> float:
    """The share of the last nr-wide column tile that is padding (0 for whole tiles)."""
    padded = -(-n // nr) * nr
    return (padded - n) / padded


def distance(a: tuple[int, int, int], b: tuple[int, int, int], nr: int = 0) -> float:
    """The norm of the log2 ratios of m, n and k and, with the default build's `nr`, of
    EDGE_WEIGHT times the difference of their N edge tiles' padding: where the packed path
    pads a column tile the in-place paths (one vector of columns at a time) do not, so two
    shapes a few columns apart (N = 24 and 32 with nr = 16) can rank the paths oppositely."""
    d2 = sum(math.log2(x / y) ** 2 for x, y in zip(a, b))
    if nr:
        d2 += (EDGE_WEIGHT * (edge_waste(a[1], nr) - edge_waste(b[1], nr))) ** 2
    return math.sqrt(d2)


def grid_threads(grid: tuple[GridPoint, ...], threads: int) -> int | None:
    """The thread count of the grid's points nearest `threads` (ties: the smaller)."""
    counts = sorted({g.threads for g in grid})
    return min(counts, key=lambda t: (abs(t - threads), t)) if counts else None


def fitted_choice(grid: tuple[GridPoint, ...], default: str, m: int, n: int, k: int,
                  threads: int, nr: int = 0) -> Fitted:
    """The grid's answer for an m x n x k call on `threads` (module docstring); `default`
    is the default candidate's name, `nr` its build's tile width (distance). With an empty
    grid: 'extrapolated', the default."""
    t = grid_threads(grid, threads)
    points = [g for g in grid if g.threads == t and default in g.gflops]
    shape = (m, n, k)
    near = sorted(((distance(shape, g.shape, nr), g) for g in points), key=lambda x: x[0])
    if not near or near[0][0] > MAX_DISTANCE:
        d = near[0][0] if near else math.inf
        return Fitted(default, 1.0, "extrapolated", near[0][1].shape if near else None, d)
    if near[0][0] <= SAME:
        g = near[0][1]
        best = max(g.gflops, key=lambda c: (g.gflops[c], c == default))
        gain = g.gflops[best] / g.gflops[default]
        if gain < 1 + MIN_GAIN:
            best, gain = default, 1.0
        return Fitted(best, gain, "calibrated", g.shape, 0.0)
    near = [(d, g) for d, g in near[:NEIGHBOURS] if d <= MAX_DISTANCE]
    weights = [1.0 / (d * d) for d, _ in near]
    names = sorted({c for _, g in near for c in g.gflops})
    predicted, agreed = {}, {default}
    for c in names:
        ratios = [g.gflops.get(c, g.gflops[default]) / g.gflops[default] for _, g in near]
        predicted[c] = sum(w * r for w, r in zip(weights, ratios)) / sum(weights)
        if min(ratios) >= 1 + MIN_GAIN:
            agreed.add(c)
    best = max(agreed, key=lambda c: (predicted[c], c == default))
    if predicted[best] < 1 + MIN_GAIN:
        best = default
    return Fitted(best, predicted[best] if best != default else 1.0, "fitted",
                  near[0][1].shape, near[0][0])


__all__ = [
    "EDGE_WEIGHT",
    "MAX_DISTANCE",
    "MIN_GAIN",
    "NEIGHBOURS",
    "Fitted",
    "candidate_name",
    "distance",
    "edge_waste",
    "fitted_choice",
    "grid_threads",
]
