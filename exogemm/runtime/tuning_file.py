"""The tuning file: per CPU, ISA and GEMM shape, the plan `exogemm tune` measured fastest.

JSON, written atomically (concurrent tuners never leave a torn file), keyed by

    CPU    brand, microarchitecture and SIMD features (exogemm.core.host's tuning key: a tuned
           plan measured on one CPU says nothing about another; moving the file to another
           machine simply misses)
    ISA    the ISA key (avx512, avx2, ...)
    shape  "MxNxK/threads"

Beside the shapes, "hosts" holds each host's calibration (`exogemm tune --host`,
policy/calibration.py, which reads it). It lives at $EXOGEMM_TUNING, else
cache_root()/tuning.json (exogemm/core/paths.py). The runtime's plan policy
(exogemm/runtime/dispatch.py) reads it; exogemm/tune/autotune.py writes it. No Exo import.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from pathlib import Path

from exogemm.core.host import host_cpu
from exogemm.core.paths import tuning_path
from exogemm.gen import cache
from exogemm.isa.base import VectorIsa
from exogemm.plan.fixed import fits_fixed
from exogemm.plan.gemm_plan import Blocking, GemmPlan, make_plan
from exogemm.plan.tile import make_tile
from exogemm.policy.calibration import FORMAT_VERSION, HostCalibration, read_hosts, read_section
from exogemm.policy.selector import candidates


def cpu_key() -> str:
    """This CPU's key in the tuning file (exogemm.core.host: brand, microarchitecture, SIMD
    features): a plan tuned on one CPU says nothing about another."""
    return host_cpu().tuning_key()


def shape_key(m: int, n: int, k: int, threads: int) -> str:
    return f"{m}x{n}x{k}/{threads}"


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
    #: The winner is best's plan with a fixed function for this shape (plan/fixed.py).
    fixed: bool = False

    def plan(self, isa: VectorIsa) -> GemmPlan:
        """The tuned plan; a fixed function measured by an older exogemm for a shape that
        fixed functions no longer serve (the narrow path computes it) is left out."""
        p = plan_from(isa, self.mr, self.nr, self.mc, self.nc, self.kc, "tuned")
        fixed = self.fixed and fits_fixed(isa, self.m, self.n, self.k)
        return p.with_fixed([(self.m, self.n, self.k)]) if fixed else p

    @property
    def speedup(self) -> float:
        return self.gflops / self.default_gflops


def plan_from(isa: VectorIsa, mr: int, nr: int, mc: int, nc: int, kc: int,
              source: str) -> GemmPlan:
    """The GemmPlan of the candidate family with these numbers (same key, same build)."""
    for cand in candidates(isa):
        p = cand.plan
        if (p.mr, p.nr, *p.blocking.key()) == (mr, nr, mc, nc, kc):
            return p
    return make_plan(make_tile(mr, nr, isa), Blocking(mc=mc, nc=nc, kc=kc, source=source))


def load_tuning(path: Path | None = None) -> dict:
    """The whole file as {cpu: {isa: {shape: entry}}}; empty if absent, corrupt or old."""
    return read_section(path or tuning_path(), "entries")


def save_results(isa: VectorIsa, results: list[TuneResult], path: Path | None = None) -> Path:
    """Merge results into the file (re-read just before writing) and write it atomically."""
    path = path or tuning_path()
    entries = load_tuning(path)
    table = entries.setdefault(cpu_key(), {}).setdefault(isa.key, {})
    for r in results:
        table[shape_key(r.m, r.n, r.k, r.threads)] = asdict(r)
    return _write(path, entries, read_hosts(path))


def save_calibration(calibration: HostCalibration, path: Path | None = None) -> Path:
    """Store this host's calibration of one ISA (policy/calibration.py), keeping the file's
    tuned shapes and the other hosts' calibrations; atomically, like save_results."""
    path = path or tuning_path()
    hosts = dict(read_hosts(path))
    hosts[calibration.host] = {**hosts.get(calibration.host, {}),
                               calibration.isa: calibration.to_json()}
    return _write(path, load_tuning(path), hosts)


def _write(path: Path, entries: dict, hosts: dict) -> Path:
    text = json.dumps({"version": FORMAT_VERSION, "entries": entries, "hosts": hosts},
                      indent=1, sort_keys=True)
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


def clear_tuning(path: Path | None = None) -> tuple[int, int]:
    """Delete the tuning file; return how many tuned shapes and host calibrations (all CPUs
    and ISAs) it held."""
    path = path or tuning_path()
    count = sum(len(shapes) for isas in load_tuning(path).values() for shapes in isas.values())
    calibrations = sum(len(isas) for isas in read_hosts(path).values()
                       if isinstance(isas, dict))
    path.unlink(missing_ok=True)
    return count, calibrations
