"""Empirical autotuner: time the selector's candidate plans per GEMM shape, keep the fastest.

`tune_shapes(isa, shapes)` builds every candidate plan of the ISA (exogemm/plan/selector.py; ~40 s
each the first time, then disk-cached), times them all on each shape with the C timer
(bench/ctimer: interleaved samples, so a load burst on this shared machine hits every
candidate alike; the median is kept) and records the winner in the tuning file. The fastest
candidate is then timed again head to head with the default plan (the largest of several
noisy medians is biased upwards), and replaces the default only if that round finds it
MIN_GAIN faster; the recorded figures are that round's.

The tuning file (JSON, written atomically, so concurrent tuners never leave a torn file) is
keyed by

    CPU    brand, microarchitecture and SIMD features (exogemm.host's tuning key: a tuned
           plan measured on one CPU says nothing about another; moving the file to another
           machine simply misses)
    ISA    the ISA key (avx512, avx2, ...)
    shape  "MxNxK/threads"

and lives at $EXOGEMM_TUNING, else cache_root()/tuning.json. `exogemm.gemm`,
`exogemm.conv2d` and the layer benchmarks read it through `tuned_plan`.
"""

from __future__ import annotations

import json
import os
import statistics
from dataclasses import asdict, dataclass, field
from datetime import datetime, timezone
from functools import lru_cache
from pathlib import Path

from exogemm.errors import ExogemmError, ShapeError, check_positive_int
from exogemm.gen import cache
from exogemm.host import host_cpu
from exogemm.isa.base import VectorIsa
from exogemm.plan.gemm_plan import Blocking, GemmPlan, make_plan
from exogemm.plan.tile import make_tile

#: Bumped when the file layout changes; other versions are ignored (treated as empty).
FORMAT_VERSION = 1
#: A candidate replaces the default plan only if its median is this much faster: on a
#: shared machine medians of equal plans differ by a few percent, and a non-default plan
#: costs a build on every new machine and (for conv2d's implicit variant) a conv build.
MIN_GAIN = 0.03
#: Square shapes of `exogemm tune --suite square` (full and --quick).
SQUARE_SIZES = (256, 512, 1024, 2048)
SQUARE_QUICK = (512, 1024)


def tuning_path() -> Path:
    """$EXOGEMM_TUNING, else cache_root()/tuning.json."""
    env = os.environ.get("EXOGEMM_TUNING")
    return Path(env) if env else cache.cache_root(create=False) / "tuning.json"


def cpu_key() -> str:
    """This CPU's key in the tuning file (exogemm.host: brand, microarchitecture, SIMD
    features): a plan tuned on one CPU says nothing about another."""
    return host_cpu().tuning_key()


def shape_key(m: int, n: int, k: int, threads: int) -> str:
    return f"{m}x{n}x{k}/{threads}"


def parse_shape(text: str) -> tuple[int, int, int]:
    """'MxNxK' -> (m, n, k), positive; ShapeError saying what is allowed otherwise."""
    parts = text.lower().split("x")
    if len(parts) != 3 or not all(p.strip().isdigit() for p in parts):
        raise ShapeError(f"shape must be MxNxK with positive integers (e.g. 12544x64x147), "
                         f"got {text!r}")
    m, n, k = (int(p) for p in parts)
    for name, v in (("M", m), ("N", n), ("K", k)):
        check_positive_int(name, v)
    return m, n, k


@dataclass
class TuneResult:
    """One tuned shape: the winner, every candidate's median GFLOP/s, the selector's pick."""

    m: int
    n: int
    k: int
    threads: int
    mr: int
    nr: int
    mc: int
    nc: int
    kc: int
    best: str
    gflops: float
    default: str
    default_gflops: float
    selected: str
    candidates: dict[str, float] = field(default_factory=dict)
    when: str = ""

    def plan(self, isa: VectorIsa) -> GemmPlan:
        return plan_from(isa, self.mr, self.nr, self.mc, self.nc, self.kc, "tuned")

    @property
    def speedup(self) -> float:
        return self.gflops / self.default_gflops


def plan_from(isa: VectorIsa, mr: int, nr: int, mc: int, nc: int, kc: int,
              source: str) -> GemmPlan:
    """The GemmPlan of the candidate family with these numbers (same key, same build)."""
    from exogemm.plan.selector import candidates

    for cand in candidates(isa):
        p = cand.plan
        if (p.mr, p.nr, *p.blocking.key()) == (mr, nr, mc, nc, kc):
            return p
    return make_plan(make_tile(mr, nr, isa), Blocking(mc=mc, nc=nc, kc=kc, source=source))


# --------------------------------------------------------------------------- the file


def load_tuning(path: Path | None = None) -> dict:
    """The whole file as {cpu: {isa: {shape: entry}}}; empty if absent, corrupt or old."""
    path = path or tuning_path()
    try:
        data = json.loads(path.read_text())
    except FileNotFoundError:
        return {}
    except (OSError, ValueError):
        return {}
    if not isinstance(data, dict) or data.get("version") != FORMAT_VERSION:
        return {}
    entries = data.get("entries")
    return entries if isinstance(entries, dict) else {}


def save_results(isa: VectorIsa, results: list[TuneResult], path: Path | None = None) -> Path:
    """Merge results into the file (re-read just before writing) and write it atomically."""
    path = path or tuning_path()
    entries = load_tuning(path)
    table = entries.setdefault(cpu_key(), {}).setdefault(isa.key, {})
    for r in results:
        table[shape_key(r.m, r.n, r.k, r.threads)] = asdict(r)
    text = json.dumps({"version": FORMAT_VERSION, "entries": entries}, indent=1, sort_keys=True)
    cache.atomic_write(path, text.encode())
    return path


def tuned_entries(isa: VectorIsa, path: Path | None = None) -> dict[str, TuneResult]:
    """This CPU's tuned shapes for `isa`, by shape key."""
    table = load_tuning(path).get(cpu_key(), {}).get(isa.key, {})
    out = {}
    for key, entry in table.items():
        try:
            out[key] = TuneResult(**entry)
        except TypeError:
            continue  # an entry from another layout: ignore it rather than fail a GEMM
    return out


def tuned_plan(isa: VectorIsa, m: int, n: int, k: int, threads: int = 1,
               path: Path | None = None) -> GemmPlan | None:
    """The plan tuned for exactly this CPU, ISA and shape, or None."""
    hit = tuned_entries(isa, path).get(shape_key(m, n, k, threads))
    return hit.plan(isa) if hit else None


def clear_tuning(path: Path | None = None) -> int:
    """Delete the tuning file; return how many entries (all CPUs and ISAs) it held."""
    path = path or tuning_path()
    count = sum(len(shapes) for isas in load_tuning(path).values() for shapes in isas.values())
    path.unlink(missing_ok=True)
    return count


# --------------------------------------------------------------------------- measuring


def suite_shapes(name: str, quick: bool = False) -> list[tuple[int, int, int]]:
    """Distinct (m, n, k) of a layer suite (bench/suites.py) or of the square suite."""
    if name == "square":
        return [(s, s, s) for s in (SQUARE_QUICK if quick else SQUARE_SIZES)]
    from exogemm.bench.suites import get_suite, suite_names

    if name not in suite_names():
        raise ExogemmError(f"unknown tuning suite {name!r}; suites: "
                           f"{', '.join([*suite_names(), 'square'])}")
    seen: dict[tuple[int, int, int], None] = {}
    for layer in get_suite(name).layers(quick=quick):
        seen.setdefault(layer.gemm, None)
    return list(seen)


def _timers(isa: VectorIsa, progress: bool):
    """{candidate name: (plan, CblasSgemm, library)} for every candidate, built if needed."""
    from exogemm.bench.ctimer import CblasSgemm
    from exogemm.gen.gemm_build import build_gemm_native
    from exogemm.gen.progress import progress_bar
    from exogemm.plan.selector import candidates

    family = candidates(isa)
    out = {}
    for cand in progress_bar(family, len(family), progress, "building candidates"):
        lib = build_gemm_native(cand.plan)
        out[cand.name] = (cand.plan,
                          CblasSgemm.from_pointer(lib.address("sgemm"), False, lib.source.prefix),
                          lib)
    return out


def measure_candidates(timers: dict, m: int, n: int, k: int, threads: int, *,
                       min_time: float, samples: int) -> dict[str, float]:
    """Median GFLOP/s of every candidate on one shape, samples taken round-robin."""
    import numpy as np

    from exogemm.bench.ctimer import aligned_matrix, run_sgemm

    rng = np.random.default_rng(m * 31 + n * 7 + k)
    a, b, c = aligned_matrix(m, k), aligned_matrix(k, n), aligned_matrix(m, n)
    for x in (a, b, c):
        x[...] = rng.uniform(-1.0, 1.0, size=x.shape)
    reps = {}
    for name, (_, fn, lib) in timers.items():
        lib.set_threads(threads)
        r, t = 1, run_sgemm(fn, a, b, c, beta=1.0)
        while t < min_time:
            r = min(max(int(r * 1.2 * min_time / max(t, 1e-9)) + 1, r + 1), r * 100)
            t = run_sgemm(fn, a, b, c, beta=1.0, reps=r)
        reps[name] = r
    got: dict[str, list[float]] = {name: [] for name in timers}
    names = list(timers)
    for s in range(samples):
        for name in names[s % len(names):] + names[:s % len(names)]:
            _, fn, lib = timers[name]
            lib.set_threads(threads)
            t = run_sgemm(fn, a, b, c, beta=1.0, reps=reps[name])
            got[name].append(2.0 * m * n * k * reps[name] / t / 1e9)
    return {name: statistics.median(v) for name, v in got.items()}


def tune_shapes(isa: VectorIsa, shapes: list[tuple[int, int, int]], *, threads: int = 1,
                quick: bool = False, progress: bool = True,
                path: Path | None = None) -> list[TuneResult]:
    """Time every candidate on every shape, save the winners, return the results."""
    from exogemm.gen.progress import progress_bar
    from exogemm.plan.selector import candidates, select_plan

    if not isa.toolchain.native or isa.cpu_check():
        raise ExogemmError(f"{isa.key} does not run natively here; tuning measures wall-clock "
                           f"time, so only native ISAs can be tuned (the selector's analytical "
                           f"pick still works for {isa.key})")
    threads = check_positive_int("threads", threads)
    shapes = [tuple(check_positive_int(d, v) for d, v in zip("mnk", s)) for s in shapes]
    if not shapes:
        raise ShapeError("no shapes to tune: give --suite or --shapes MxNxK ...")
    timers = _timers(isa, progress)
    names = {c.plan: c.name for c in candidates(isa)}
    default = candidates(isa)[0].name
    min_time, samples = (0.02, 5) if quick else (0.05, 7)
    now = datetime.now(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")
    results = []
    for m, n, k in progress_bar(shapes, len(shapes), progress, "tuning shapes"):
        g = measure_candidates(timers, m, n, k, threads, min_time=min_time, samples=samples)
        best, final = max(g, key=g.get), dict(g)
        if best != default:
            # The largest of several noisy medians is biased upwards (winner's curse): a
            # fresh head-to-head round decides, and its figures are the ones recorded.
            final.update(measure_candidates({x: timers[x] for x in (best, default)}, m, n, k,
                                            threads, min_time=min_time, samples=samples))
            if final[best] < final[default] * (1 + MIN_GAIN):
                best = default
        p = timers[best][0]
        results.append(TuneResult(
            m, n, k, threads, p.mr, p.nr, *p.blocking.key(), best, final[best], default,
            final[default],
            names[select_plan(isa, m, n, k, threads=threads)], final, now))
    save_results(isa, results, path)
    return results


def format_results(results: list[TuneResult]) -> list[str]:
    """The tuning table: shape, winner, GFLOP/s of winner and default, selector's pick."""
    lines = [f"{'M x N x K':>20} {'thr':>3}  {'best':14} {'GFLOP/s':>8} {'default':>8} "
             f"{'gain':>6}  selector"]
    for r in results:
        hit = "=" if r.selected == r.best else f"{r.selected} ({r.candidates[r.selected]:.1f})"
        lines.append(f"{r.m:>6}x{r.n:>5}x{r.k:>6} {r.threads:>3}  {r.best:14} {r.gflops:8.1f} "
                     f"{r.default_gflops:8.1f} {r.speedup:5.2f}x  {hit}")
    if results:
        gm = statistics.geometric_mean([r.speedup for r in results])
        agree = sum(r.selected == r.best for r in results)
        lines.append(f"geomean gain over the default plan {gm:.3f}x; selector agreed on "
                     f"{agree}/{len(results)} shapes")
    return lines


# --------------------------------------------------------------------------- choosing


def is_scheduled(plan: GemmPlan) -> bool:
    """Whether the plan's C is in the build cache (Exo scheduling, the ~40 s part, is done;
    what is left on first use is at most a compile)."""
    from exogemm.gen.gemm_build import _key

    return (cache.cache_root() / "gemm" / f"{_key(plan)}.json").is_file()


def choose_plan(isa: VectorIsa, m: int, n: int, k: int, threads: int = 1,
                path: Path | None = None) -> tuple[GemmPlan, str]:
    """(plan, why) for one GEMM call: what `exogemm.gemm` and `exogemm.conv2d` run.

        1. the tuned plan of this CPU, ISA and shape, if the tuning file has one ("tuned");
        2. else the selector's pick if that plan is already scheduled ("selected");
        3. else the default plan ("default").

    Why not build the selector's pick on demand: scheduling a plan takes ~40 s once, and a
    first call on a never-tuned shape must not silently take that long. `exogemm tune`
    builds every candidate, so after any tuning run rule 2 uses the whole family.
    Cached per (shape, tuning file's mtime and size), so a call costs a stat() when warm.
    """
    where = str(path) if path else (os.environ.get("EXOGEMM_TUNING")
                                    or _default_file(os.environ.get("EXOGEMM_CACHE")))
    try:
        st = os.stat(where)
        stamp = (st.st_mtime_ns, st.st_size)
    except OSError:
        stamp = None
    _ISAS.setdefault(isa.key, isa)
    return _choose(isa.key, m, n, k, threads, where, stamp)


@lru_cache(maxsize=8)
def _default_file(cache_env: str | None) -> str:
    """tuning_path() without $EXOGEMM_TUNING, per $EXOGEMM_CACHE (Path building is slow)."""
    return str(cache.cache_root(create=False) / "tuning.json")


#: ISA descriptions by key: `_choose` is cached on the key, since hashing a whole (nested,
#: frozen) VectorIsa on every GEMM call would cost more than the lookup it saves.
_ISAS: dict[str, VectorIsa] = {}


@lru_cache(maxsize=1024)
def _choose(isa_key: str, m: int, n: int, k: int, threads: int, where: str,
            stamp: tuple[int, int] | None) -> tuple[GemmPlan, str]:
    from exogemm.plan.selector import default_plan, select_plan

    isa, path = _ISAS[isa_key], Path(where)
    if stamp is not None:
        tuned = tuned_plan(isa, m, n, k, threads, path)
        if tuned is not None:
            return tuned, "tuned"
    pick = select_plan(isa, m, n, k, threads=threads)
    default = default_plan(isa)
    if pick != default and is_scheduled(pick):
        return pick, "selected"
    return default, "default"
