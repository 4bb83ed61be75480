"""The host calibration: what `exogemm tune --host` measured on this machine, which the plan
layer starts from instead of the analytic model alone.

Why: the default tile (plan/tile.py) and the blocking model (policy/blocking.py, Low et al.)
derive everything from the ISA description and the cache sizes. What they cannot know is
how a given core runs the code: how many loads it issues beside its FMAs, how its L2 feeds
a deeper or a shallower kc, how far a C tile's rows cost when they miss. The model's
constants were calibrated on one AMD Zen 4 and ranked tiles differently from what an Intel
Sapphire Rapids measured. ATLAS's idea on top of the analytic model: measure a few
candidates around the model's values on the machine itself, once, and start from the
winner; this is what MKL's and OpenBLAS's per-CPU tables give them, found here by
measurement instead of shipped per CPU.

Stored in the tuning file next to the tuned shapes (one file, one stamp: the runtime's plan
cache already keys on it), as "hosts" -> host fingerprint -> ISA key -> the calibration.
In force only for a native ISA on a host with the same fingerprint (brand,
microarchitecture, SIMD features, cache sizes): a calibration says nothing about another
CPU, and a cross ISA cannot be timed here. EXOGEMM_CALIBRATION=off puts the analytic model
back in force (comparisons, and the test suite's fixed expectations). No file writing here:
exogemm/runtime/tuning_file.py writes the file.
"""

from __future__ import annotations

import json
import os
from dataclasses import asdict, dataclass, field
from functools import lru_cache
from pathlib import Path

from exogemm.core.errors import RegisterBudgetError, ShapeError
from exogemm.core.host import host_cpu
from exogemm.core.paths import tuning_path
from exogemm.isa.base import VectorIsa
from exogemm.plan.tile import Tile, make_tile

#: The tuning file's layout version (exogemm/runtime/tuning_file.py writes it; other versions are
#: ignored, treated as empty).
FORMAT_VERSION = 1
#: The value of $EXOGEMM_CALIBRATION that puts the analytic model back in force.
OFF = "off"


#: The calibration grid's version (exogemm/tune/grid.py): its shapes and the paths the
#: wrapper's routes take. A grid of another version was measured on other shapes or against
#: other paths: the runtime does not answer from it and `tune --host` measures it anew.
#: 4: the small path's tall form (AUTO for 17-128 rows on AVX2, the small route anywhere).
#: 5: AUTO also takes the tall form for few ragged columns at any height (TALL_EDGE_TILES),
#: its threads split the rows where there are more rows than columns, from 16 k steps.
#: 6: AUTO takes the tall form up to 512 rows (A's chunk in L2) with at most 12 x nr columns.
GRID_VERSION = 6


@dataclass(frozen=True)
class KernelRate:
    """One micro-kernel's measured rate with its panels in L1 (bench/kernels.py)."""

    mr: int
    nr: int
    kc: int
    gflops: float
    percent_of_peak: float


@dataclass(frozen=True)
class TileBlocking:
    """The blocking measured fastest for one tile."""

    mr: int
    nr: int
    mc: int
    nc: int
    kc: int


@dataclass(frozen=True)
class GridPoint:
    """One shape of the calibration grid (exogemm/tune/grid.py) and the rate every candidate
    ran there: candidate name ("<family name>/<route>", e.g. "6x16 tall/packed") ->
    median GFLOP/s, the default ("<family[0] name>/auto") among them."""

    m: int
    n: int
    k: int
    threads: int
    gflops: dict[str, float]
    #: the shape class it stands for (tall, wide, skinny, deep-k, small, decode, square)
    shape_class: str = ""

    @property
    def shape(self) -> tuple[int, int, int]:
        return (self.m, self.n, self.k)


@dataclass(frozen=True)
class HostCalibration:
    """The calibrated default tile, the best blocking of every tile measured, and the
    measurements behind them (kept for `exogemm tune --show` and the --json report)."""

    host: str
    isa: str
    mr: int
    nr: int
    blockings: tuple[TileBlocking, ...]
    kernels: tuple[KernelRate, ...] = ()
    #: candidate plan name -> geometric mean GFLOP/s over the reference shapes
    gemms: dict[str, float] = field(default_factory=dict)
    shapes: tuple[tuple[int, int, int], ...] = ()
    peak_gflops: float = 0.0
    seconds: float = 0.0
    when: str = ""
    #: the grid's measurements (exogemm/tune/grid.py), in grid order; `grid_done` once every
    #: shape of `grid_version`'s grid was measured (an interrupted run resumes from here)
    grid: tuple[GridPoint, ...] = ()
    grid_version: int = 0
    grid_done: bool = False
    #: the library code the grid was measured with (gen/keys.py library_fingerprint): a
    #: wrapper rule changed since changes what a route runs, and the grid no longer says
    #: which is faster
    grid_code: str = ""

    def blocking_of(self, mr: int, nr: int) -> TileBlocking | None:
        return next((b for b in self.blockings if (b.mr, b.nr) == (mr, nr)), None)

    def to_json(self) -> dict:
        return asdict(self)

    @classmethod
    def from_json(cls, data: dict) -> HostCalibration:
        """Raises TypeError / ValueError / KeyError on an entry of another layout or with a
        size that is not a positive integer."""
        sizes = [data["mr"], data["nr"]] + [b[d] for b in data["blockings"]
                                            for d in ("mr", "nr", "mc", "nc", "kc")]
        if not all(type(v) is int and v > 0 for v in sizes):
            raise ValueError(f"calibration sizes must be positive integers, got {sizes}")
        return cls(**{**data,
                      "blockings": tuple(TileBlocking(**b) for b in data["blockings"]),
                      "kernels": tuple(KernelRate(**k) for k in data.get("kernels", ())),
                      "gemms": {str(k): float(v) for k, v in data.get("gemms", {}).items()},
                      "shapes": tuple(tuple(int(d) for d in s) for s in data.get("shapes", ())),
                      "grid": tuple(_grid_point(g) for g in data.get("grid", ())),
                      "grid_version": int(data.get("grid_version", 0)),
                      "grid_done": bool(data.get("grid_done", False)),
                      "grid_code": str(data.get("grid_code", ""))})


def _grid_point(data: dict) -> GridPoint:
    """A stored grid point, checked: positive integer sizes, positive finite rates."""
    sizes = [data["m"], data["n"], data["k"], data["threads"]]
    if not all(type(v) is int and v > 0 for v in sizes):
        raise ValueError(f"grid sizes must be positive integers, got {sizes}")
    rates = {str(name): float(g) for name, g in data["gflops"].items()}
    if not rates or not all(0.0 < g < float("inf") for g in rates.values()):
        raise ValueError(f"grid rates must be positive and finite, got {rates}")
    return GridPoint(*sizes, rates, str(data.get("shape_class", "")))


@lru_cache(maxsize=1)
def host_fingerprint() -> str:
    """What a calibration is valid for: the tuning key (brand, microarchitecture, SIMD
    features) and the cache sizes the model read (VMs of one brand differ in them)."""
    cpu = host_cpu()
    caches = cpu.caches
    levels = ("none" if caches is None else
              " ".join(f"{name} {lvl.size}/{lvl.ways}" for name, lvl in
                       (("L1", caches.l1), ("L2", caches.l2), ("L3", caches.l3)) if lvl))
    return f"{cpu.tuning_key()} {{{levels}}}"


def calibration_enabled() -> bool:
    return os.environ.get("EXOGEMM_CALIBRATION", "").lower() != OFF


def calibration_for(isa: VectorIsa, path: Path | None = None) -> HostCalibration | None:
    """This host's calibration of `isa`, or None (cross or non-runnable ISA, none measured,
    switched off, or an entry this version cannot read). A stat() per call when warm."""
    if not calibration_enabled() or not isa.toolchain.native or isa.cpu_check() is not None:
        return None
    where = str(path or tuning_path())
    try:
        st = os.stat(where)
    except OSError:
        return None
    # the file is replaced on every write (a new inode): with mtime and size, a sure stamp
    return _parsed(where, (st.st_ino, st.st_mtime_ns, st.st_size), isa.key)


def calibrated_tile(isa: VectorIsa) -> Tile | None:
    """The f32 GEMM tile this host's calibration measured fastest on `isa`, or None (also
    for a tile the ISA description no longer holds)."""
    cal = calibration_for(isa)
    if cal is None:
        return None
    try:
        return make_tile(cal.mr, cal.nr, isa)
    except (RegisterBudgetError, ShapeError):
        return None


def read_section(path: Path, name: str) -> dict:
    """One section of the tuning file ("entries": tuned shapes, "hosts": calibrations); {}
    if the file is absent, unreadable, of another version, or the section is not a map."""
    try:
        data = json.loads(path.read_text())
    except (OSError, ValueError):
        return {}
    if not isinstance(data, dict) or data.get("version") != FORMAT_VERSION:
        return {}
    section = data.get(name)
    return section if isinstance(section, dict) else {}


def read_hosts(path: Path) -> dict:
    """The file's calibrations, {host fingerprint: {ISA key: calibration}}."""
    return read_section(path, "hosts")


@lru_cache(maxsize=8)
def _parsed(where: str, stamp: tuple[int, int, int], isa_key: str) -> HostCalibration | None:
    """This host's entry for `isa_key` in the file as it is at `stamp`, read and checked once
    (the plan layer asks for it several times per plan)."""
    entry = read_hosts(Path(where)).get(host_fingerprint(), {}).get(isa_key)
    if not isinstance(entry, dict):
        return None
    try:
        return HostCalibration.from_json(entry)
    except (TypeError, ValueError, KeyError):
        return None
