"""Rank micro-kernel tiles for a core you do not have, by llvm-mca's prediction.

`exogemm tune --host` times kernels; a library for a Neoverse V1 or a SiFive X280 is built
on a machine that is neither. So `exogemm tune --cpu NAME` simulates each candidate tile's
inner k loop on LLVM's model of that core (gen/check/predict.py) and ranks the tiles by predicted
% of the core's FMA peak. The candidates are the selector's tiles (exogemm/policy/selector.py:
the default GEMM tile and its wide twin) and the micro-kernel benchmark's (the ISA's default
tile and the tallest tile of 1..4 vectors per row, bench/kernels.py); ties keep that order,
so a core on which every tile reaches its peak keeps the selector's default.

Each tile not yet generated is one Exo run (10-40 s), so the ranking is cached per ISA,
CPU, tile set, generating code and llvm-mca version (`ranking_key`), as a JSON entry of kind
`mca` in the build cache.

`emit-model --cpu NAME` builds its plans from `CpuRanking.preferred`: the best tile and the
next one if it is predicted within PREFERRED_WITHIN of it (at most MAX_PREFERRED tiles, as
the selector's own family has two: each tile's plans are a GEMM build). The selector then
chooses among those per layer shape with its cache and edge model, as it does by default.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import asdict, dataclass

from exogemm.bench.kernels import benchmark_tiles
from exogemm.core.errors import ExogemmError
from exogemm.gen import cache, keys
from exogemm.gen.check.mca import mca_version, usable_peak
from exogemm.gen.check.predict import predict_kernel
from exogemm.isa.base import VectorIsa
from exogemm.plan.tile import Tile, make_tile
from exogemm.policy.selector import candidate_tiles

#: A tile within this fraction of the best predicted % of peak is as good as the best.
PREFERRED_WITHIN = 0.03
#: At most this many tiles go to the selector for `emit-model --cpu`.
MAX_PREFERRED = 2
CACHE_KIND = "mca"


@dataclass(frozen=True)
class RankedTile:
    """One tile's predicted k loop on the core."""

    mr: int
    nr: int
    kernel: str
    percent_of_peak: float
    cycles: float
    fmas: int
    bottleneck: str


@dataclass(frozen=True)
class CpuRanking:
    """Tiles of one ISA ranked for one core, best first."""

    isa: str
    cpu: str
    model: str
    llvm: str
    tiles: tuple[RankedTile, ...]
    timed_as: str = ""  # the stand-in core whose model simulated `cpu`, if any

    def preferred(self, isa: VectorIsa) -> tuple[Tile, ...]:
        """The best tile, and the next ones within PREFERRED_WITHIN of it (MAX_PREFERRED)."""
        best = self.tiles[0].percent_of_peak
        close = [t for t in self.tiles if t.percent_of_peak >= best * (1 - PREFERRED_WITHIN)]
        return tuple(make_tile(t.mr, t.nr, isa) for t in close[:MAX_PREFERRED])

    def lines(self) -> list[str]:
        """The ranking as a table for the terminal."""
        model = (f"timed as {self.timed_as}, LLVM model {self.model}" if self.timed_as
                 else f"LLVM model {self.model}")
        head = [f"{self.isa} tiles on {self.cpu} ({model}, {self.llvm}), "
                f"predicted per k step:",
                f"{'kernel':26} {'% of peak':>9} {'cycles':>7} {'FMAs':>5}  bottleneck"]
        return head + [f"{t.kernel:26} {t.percent_of_peak:8.1f}% {t.cycles:7.2f} {t.fmas:5d}  "
                       f"{t.bottleneck}" for t in self.tiles]

    def to_json(self) -> dict:
        return asdict(self)


def ranking_tiles(isa: VectorIsa) -> list[Tile]:
    """The candidates (module docstring): the selector's tiles, then the benchmark's."""
    return list(dict.fromkeys([*candidate_tiles(isa), *benchmark_tiles(isa)]))


def parse_tiles(texts: list[str], isa: VectorIsa) -> list[Tile]:
    """'MRxNR' strings as tiles of `isa` (register budget checked by make_tile)."""
    tiles = []
    for text in texts:
        mr, sep, nr = text.lower().partition("x")
        if not (sep and mr.isdigit() and nr.isdigit()):
            raise ExogemmError(f"a tile is MRxNR, e.g. 6x16; got {text!r}")
        tiles.append(make_tile(int(mr), int(nr), isa))
    return tiles


def ranking_key(isa: VectorIsa, cpu: str, mcpu: str, tiles: list[Tile]) -> str:
    return keys.digest(isa.key, cpu, mcpu, [t.name for t in tiles], keys.code_fingerprint(),
                        mca_version())


def rank_tiles(isa: VectorIsa, cpu: str, tiles: list[Tile] | None = None,
               progress: Callable[[str], None] | None = None,
               timed_as: str | None = None) -> CpuRanking:
    """`tiles` (default `ranking_tiles`) ranked by predicted % of `cpu`'s FMA peak (on the
    model of `timed_as`, if given: gen/mca.usable_peak); cached."""
    # refuses unknown and unmodelled CPUs before any Exo run
    peak = usable_peak(isa, cpu, timed_as)
    tiles = tiles or ranking_tiles(isa)
    key = ranking_key(isa, peak.cpu, peak.mcpu, tiles)
    stored = cache.load_json(CACHE_KIND, key)
    if stored is not None:
        return CpuRanking(**{**stored, "tiles": tuple(RankedTile(**t) for t in stored["tiles"])})
    ranked = []
    for tile in tiles:
        if progress:
            progress(f"predicting {tile.name} on {peak.cpu}")
        p = predict_kernel(tile, peak.cpu, timed_as=timed_as)
        ranked.append(RankedTile(tile.mr, tile.nr, tile.name, round(p.percent_of_peak, 1),
                                 round(p.cycles, 2), p.fmas, p.bottleneck))
    order = sorted(range(len(ranked)), key=lambda i: (-ranked[i].percent_of_peak, i))
    ranking = CpuRanking(isa.key, peak.cpu, peak.model, mca_version(),
                         tuple(ranked[i] for i in order), peak.mcpu if peak.stand_in else "")
    cache.store_json(CACHE_KIND, key, ranking.to_json())
    return ranking


__all__ = ["CpuRanking", "RankedTile", "parse_tiles", "rank_tiles", "ranking_tiles"]
