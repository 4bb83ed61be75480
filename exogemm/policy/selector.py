"""Pick a micro-kernel and cache blocking for one GEMM shape from an analytical cost model.

Why a small candidate family: every distinct GemmPlan is scheduled and compiled once (~40 s,
then cached on disk), so the selector chooses among a few plans per ISA that a model
library shares, instead of deriving a new plan per shape. The family is derived from the
ISA description (lanes, registers, caches), never from its name:

    tiles      the default GEMM tile (`gemm_tile`: nv0 = 2 vectors per row, the largest mr
               rounded to a multiple of 4) and the "wide" tile with 2*nv0 vectors per row and
               the largest mr the registers hold, kept only if its C tile has at least as
               many accumulators (mr*nv) as the default's: as many independent FMAs per k
               step to hide FMA latency, so only the shape and load mix change
    blockings  the cache model's (exogemm/policy/blocking.py), and a "tall" variant with mc doubled:
               when k is at most kc/2 the packed Ac (mc x k) fills at most half of its L2
               share, so twice the rows fit and each B sliver is reused by twice the tiles;
               for the default tile also a "short" variant whose nc keeps Bc (kc x nc) in
               BC_L2_SHARE of L2: when one mc block holds all of a thread's rows (m = 49
               or 128: ResNet-50's last stage, BERT at sequence length 128) Bc is swept
               once right after it is packed, so it should still be in L2 (measured +6%
               to +17% there; -4% on 2048^3, where A is then packed n/nc times)

On AVX-512 (host caches) this is 12x32 and 6x64, each with mc as modelled or doubled. On a
host that `exogemm tune --host` calibrated, the default tile and each tile's blocking are
the measured ones (policy/calibration.py), named "host" instead of "model".

The cost model counts FMA-issue slots for the slice of the GEMM one thread computes (the
wrapper splits M, or N, in whole tiles across threads; see gen/c/gemm_build.py):

    kernel   ceil(m/mr)*mr x ceil(n/nr)*nr x k, i.e. the padded edge tiles are paid in full,
             at max(mr*nv, mr + nv) slots per tile k step (FMAs vs loads), times
             SLIVER_SPILL when the A and B slivers (kc' x (mr + nr), kc' = min(kc, k))
             overflow their room in the cache exogemm/policy/blocking.py keeps them in (its
             `sliver_room`: L1 less one way for C, or L2_SLIVER_SHARE of L2 for an ISA
             with `slivers_in_l2`)
    C tiles  one load + store of the C tile per micro-kernel call, ceil(k/kc) calls per tile,
             plus C_ROW slots per C row touched (each row is a separate stream through the
             caches). This is the term behind the seeds' point: when k is small the k loop
             no longer hides the C traffic, and a wider nr touches fewer rows for the same
             C tile, so it wins; when k is large the tile whose model kc is larger makes
             fewer calls and wins.
    packing  A is packed once per nc block of N, B once; every mc block re-streams its B
             slivers from L2. A packed element of a row-major op(A) (im2col's layout) costs
             A_PACK_BLOCKED slots in the rows procs/gemm.py's pack_loops packs by in-register
             transposes (4 x 4 blocks, and 2 x 4 for two rows left over: all but an odd
             last row of a sliver, `a_pack_slots`), A_PACK_SCALAR in the others;
             a B element costs PACK_SLOTS / lanes. A is not packed at all when n has at
             most DIRECT_MAX_SLIVERS slivers of nr columns (procs/direct.py reads it in
             place): for ResNet-50's conv1 (n = 64) the wider 6x64 then beats 12x32 (one
             sliver, half the C rows per tile: 0.98x vs 0.91x MKL on the Sapphire Rapids
             AVX-512 host), where with A packed 12x32 won (then mr = 6 packed element by element).
    Ac       L2_SPILL when Ac (mc x kc') exceeds the model's L2 share (L2_AC_SHARE)
    Bc       BC_SPILL when the slice has one mc block of rows and Bc (kc' x min(n, nc))
             exceeds BC_SPILL_SHARE of L2 (packed B left L2 before it is read)

The constants are coarse and only rank candidates; `exogemm tune` measures them. Because
each plan other than the default costs a build, `select_plan` keeps the default plan unless
another candidate is predicted at least MIN_GAIN faster.
Effective kc is min(kc, k): the generated code takes K at run time, so a plan whose kc >= k
runs the whole k range in one block (kc = k for that call), whatever kc it was built with.
"""

from __future__ import annotations

from dataclasses import dataclass

from exogemm.core.errors import check_positive_int
from exogemm.isa.base import VectorIsa
from exogemm.plan.gemm_plan import DIRECT_MAX_SLIVERS, Blocking, GemmPlan, make_plan
from exogemm.plan.tile import Tile, make_tile, max_mr
from exogemm.policy.blocking import (
    FLOAT_BYTES,
    HOST_SOURCE,
    L2_AC_SHARE,
    blocking_for,
    caches_for,
    default_gemm_tile,
    sliver_room,
)

#: Slots per C row a micro-kernel call touches (a new cache-line stream, likely an L2 miss).
C_ROW = 4
#: Slots per packed B element, divided by the lanes (contiguous runs of nr floats).
PACK_SLOTS = 2
#: Rows of procs/gemm.py's in-register transposes that pack a row-major A: 4 x 4 blocks,
#: then one 2 x 4 block for two rows left over.
TRANSPOSE_ROWS, PAIR_ROWS = 4, 2
#: Slots per packed A element: by transposes, or element by element (load, scale, store).
#: Chosen so that the model ranks conv1 as measured (12x32 ~10-15% faster than 6x64 on
#: the Sapphire Rapids AVX-512 host; the model predicts ~19%).
A_PACK_BLOCKED = 1.0
A_PACK_SCALAR = 2.0
#: Kernel slowdown when the A and B slivers overflow their cache (B is re-read from the
#: next level).
SLIVER_SPILL = 1.15
#: Slowdown when Ac overflows its L2 share (A slivers come from L3).
L2_SPILL = 1.10
#: Share of L2 the "short" blocking keeps Bc in; the slowdown when one mc block's Bc is
#: larger than BC_SPILL_SHARE of L2 (fitted to the measurements above: at m = 128 a Bc of
#: 1 MiB, half of L2, is still as fast as the short one, 3 and 4 MiB are 6-10% slower).
BC_L2_SHARE = 1 / 4
BC_SPILL_SHARE = 1 / 2
BC_SPILL = 1.12
#: Predicted speed-up a candidate needs to replace the default plan (worth a build).
MIN_GAIN = 0.01


@dataclass(frozen=True)
class Candidate:
    """One plan of an ISA's candidate family and why it is there."""

    name: str  # e.g. "12x32 model", "6x64 tall"
    plan: GemmPlan


@dataclass(frozen=True)
class Ranked:
    """A candidate with its predicted cost (slots) for one shape; lower is faster."""

    candidate: Candidate
    cost: float
    gflop_per_slot: float  # 2*m*n*k / cost: a relative speed, comparable across candidates


def candidate_tiles(isa: VectorIsa, default: Tile | None = None) -> list[Tile]:
    """The default GEMM tile (`default_gemm_tile`'s unless given) and, if it keeps as many
    accumulators, the one twice as wide."""
    default = default or default_gemm_tile(isa)
    tiles = [default]
    nv = 2 * default.vectors_per_row
    mr = max_mr(nv * isa.lanes, isa)
    if mr >= 1 and mr * nv >= default.mr * default.vectors_per_row:
        tiles.append(make_tile(mr, nv * isa.lanes, isa))
    return tiles


def candidates(isa: VectorIsa, tiles: tuple[Tile, ...] | None = None) -> list[Candidate]:
    """The candidate family of the module docstring, default plan first; with `tiles`
    (e.g. a foreign core's best-predicted ones, exogemm/tune/cpu.py), those tiles in its
    place, the first one the default."""
    family = []
    caches, _ = caches_for(isa)
    for tile in tiles or candidate_tiles(isa):
        model = blocking_for(tile)  # the host's calibrated blocking where there is one
        kind = "host" if model.source == HOST_SOURCE else "model"
        tall = Blocking(mc=2 * model.mc, nc=model.nc, kc=model.kc,
                        source=f"{model.source}, tall (2 mc)")
        family.append(Candidate(f"{tile.mr}x{tile.nr} {kind}", make_plan(tile, model)))
        family.append(Candidate(f"{tile.mr}x{tile.nr} tall", make_plan(tile, tall)))
    tile, model = family[0].plan.tile, family[0].plan.blocking
    fit = int(BC_L2_SHARE * caches.l2.size) // (model.kc * FLOAT_BYTES) // tile.nr * tile.nr
    if tile.nr <= fit < model.nc:
        short = Blocking(mc=model.mc, nc=fit, kc=model.kc,
                         source=f"{model.source}, short (Bc in L2)")
        family.append(Candidate(f"{tile.mr}x{tile.nr} short", make_plan(tile, short)))
    return family


def default_plan(isa: VectorIsa) -> GemmPlan:
    """The plan `exogemm.gemm` used before any selection: default tile, model blocking."""
    return candidates(isa)[0].plan


def thread_slice(plan: GemmPlan, m: int, n: int, threads: int) -> tuple[int, int]:
    """The (m, n) of the largest slice one thread computes, as the C wrapper splits work."""
    mt, nt = -(-m // plan.mr), -(-n // plan.nr)
    split_m = mt >= 2 * threads or mt >= nt
    tiles = mt if split_m else nt
    want = max(1, min(threads, tiles))
    per = -(-tiles // want)
    if split_m:
        return min(m, per * plan.mr), n
    return m, min(n, per * plan.nr)


def a_pack_slots(mr: int) -> float:
    """Slots per packed element of a row-major op(A) for an mr-row sliver: the rows the
    transposes cover at A_PACK_BLOCKED, an odd row left over at A_PACK_SCALAR."""
    blocked = mr // TRANSPOSE_ROWS * TRANSPOSE_ROWS
    if mr - blocked >= PAIR_ROWS:
        blocked += PAIR_ROWS
    return (blocked * A_PACK_BLOCKED + (mr - blocked) * A_PACK_SCALAR) / mr


def predicted_cost(plan: GemmPlan, m: int, n: int, k: int, threads: int = 1) -> float:
    """Issue slots for the critical thread's slice (see the module docstring)."""
    n_all = n
    m, n = thread_slice(plan, m, n, threads)
    tile, b = plan.tile, plan.blocking
    isa = tile.isa
    mr, nr, nv = tile.mr, tile.nr, tile.vectors_per_row
    caches, _ = caches_for(isa)
    kc = min(b.kc, k)
    mt, nt, kb = -(-m // mr), -(-n // nr), -(-k // b.kc)

    kernel = mt * nt * k * max(mr * nv, mr + nv)
    if kc * (mr + tile.padded_nr) * FLOAT_BYTES > sliver_room(isa, caches):
        kernel *= SLIVER_SPILL
    if min(b.mc, mt * mr) * kc * FLOAT_BYTES > L2_AC_SHARE * caches.l2.size:
        kernel *= L2_SPILL
    if m <= b.mc and kc * min(n, b.nc) * FLOAT_BYTES > BC_SPILL_SHARE * caches.l2.size:
        kernel *= BC_SPILL
    c_tiles = mt * nt * kb * (2 * mr * nv + C_ROW * mr)
    if n_all <= DIRECT_MAX_SLIVERS * nr:  # the wrapper's test, on the whole N
        a_pack = 0.0
    else:
        a_pack = a_pack_slots(mr)
    packing = (m * k * -(-n // b.nc) * a_pack
               + n * k * (1 + -(-m // b.mc)) * PACK_SLOTS / isa.lanes)
    return kernel + c_tiles + packing


def rank_plans(isa: VectorIsa, m: int, n: int, k: int, *, threads: int = 1,
               tiles: tuple[Tile, ...] | None = None) -> list[Ranked]:
    """Every candidate for the shape, fastest predicted first (ties: family order)."""
    return _rank(candidates(isa, tiles), m, n, k, threads)


def _rank(family: list[Candidate], m: int, n: int, k: int, threads: int) -> list[Ranked]:
    m, n, k, threads = _check_shape(m, n, k, threads)
    ranked = []
    for cand in family:
        cost = predicted_cost(cand.plan, m, n, k, threads)
        ranked.append(Ranked(cand, cost, 2 * m * n * k / cost))
    return sorted(ranked, key=lambda r: r.cost)


def select_plan(isa: VectorIsa, m: int, n: int, k: int, *, threads: int = 1,
                tiles: tuple[Tile, ...] | None = None) -> GemmPlan:
    """The candidate plan the cost model predicts fastest for an m x n x k GEMM on `isa`.

    Works for any ISA description (cross ISAs included): it only reads lanes, registers and
    caches. The default plan is kept unless a candidate is predicted MIN_GAIN faster. The
    plan may not be built yet; building it is the caller's choice (~40 s once). `tiles`
    replaces the family's tiles (`candidates`).
    """
    return _pick(candidates(isa, tiles), m, n, k, threads)


def select_plans(isa: VectorIsa, shapes: list[tuple[int, int, int]], *,
                 threads: int = 1) -> list[GemmPlan]:
    """`select_plan` for each (m, n, k) of `shapes`, the candidate family derived once: a
    table of picks (gen/library/blas.py's) costs a fraction of the calls one by one."""
    family = candidates(isa)
    return [_pick(family, m, n, k, threads) for m, n, k in shapes]


def _pick(family: list[Candidate], m: int, n: int, k: int, threads: int) -> GemmPlan:
    """The fastest predicted plan of `family` (ties: family order), unless the default
    (the family's first) is within MIN_GAIN of it."""
    ranked = _rank(family, m, n, k, threads)
    default = family[0].plan
    default_cost = next(r.cost for r in ranked if r.candidate.plan == default)
    best = ranked[0]
    return best.candidate.plan if best.cost * (1 + MIN_GAIN) < default_cost else default


def _check_shape(m: object, n: object, k: object, threads: object) -> tuple[int, int, int, int]:
    names = ("m", "n", "k", "threads")
    return tuple(check_positive_int(name, v) for name, v in zip(names, (m, n, k, threads)))


def describe_ranking(ranked: list[Ranked]) -> list[str]:
    """One line per candidate, for the CLI: name, plan, relative predicted speed."""
    best = ranked[0].cost
    return [
        f"{r.candidate.name:14s} mc={r.candidate.plan.blocking.mc} "
        f"nc={r.candidate.plan.blocking.nc} kc={r.candidate.plan.blocking.kc}  "
        f"predicted {best / r.cost:.3f}x of best"
        for r in ranked
    ]


__all__ = ["Candidate", "Ranked", "candidates", "candidate_tiles", "default_plan",
           "describe_ranking", "predicted_cost", "rank_plans", "select_plan", "select_plans",
           "thread_slice"]
