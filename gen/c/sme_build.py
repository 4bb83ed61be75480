"""SME kernels and GEMMs as C: Exo's output cached, the C around it filled in from
gen/templates/sme_*.c.in, built with the SME toolchain (isa/sme.py).

What is cached is Exo's C for a set of tiles (`ExoCode`), keyed by the matrix engines'
generating code (keys.matrix_fingerprint), the engine's description and the tiles; the
entry trampoline, the GEMM driver and the harness adapters are templates filled after the
lookup, so editing them schedules nothing.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from exogemm.core import return_codes
from exogemm.gen import cache, keys
from exogemm.gen.c import cross
from exogemm.gen.c.templates import fill
from exogemm.gen.exo.code import ExoCode
from exogemm.gen.source_files import SourceFiles
from exogemm.isa.sme import SmeEngine
from exogemm.procs.matrix.sme_recipe import SmeTile

#: The GEMM's default block: 2 x 2 ZA32 tiles, each fmopa reusing one A and one B vector
#: twice (the 4 tiles' full use).
DEFAULT_GRID = (2, 2)


@dataclass(frozen=True)
class SmeSource(SourceFiles):
    """Generated files: `{prefix}.c` (compiled) and the headers beside it."""

    prefix: str
    c: str
    headers: dict[str, str] = field(default_factory=dict)

    @property
    def name(self) -> str:
        return self.prefix

    @property
    def h(self) -> str:
        return "".join(self.headers.values())

    def files(self) -> dict[str, str]:
        return {f"{self.prefix}.c": self.c, **self.headers}


def exo_key(tiles: tuple[SmeTile, ...], header_name: str, overwrite: bool = False) -> str:
    engine = tiles[0].engine
    return keys.digest("sme", keys.matrix_fingerprint(), engine.fingerprint(), header_name,
                        [(t.rows, t.cols, t.mr, t.nr, t.dtype.name) for t in tiles], overwrite)


def sme_exo_code(tiles: tuple[SmeTile, ...], header_name: str,
                 overwrite: bool = False) -> ExoCode:
    """Exo's C for `tiles` (one engine; with `overwrite` also their beta = 0 twins), from
    the cache or scheduled now (seconds a tile)."""
    if len({t.engine for t in tiles}) != 1:
        raise ValueError("one set of SME kernels is for one engine (one SVL)")

    def schedule() -> ExoCode:
        emitter = cache.generator("exogemm.gen.exo.sme", f"{len(tiles)} SME kernel(s)")
        return emitter.emit(tiles, header_name, overwrite)

    return cache.scheduled("sme", exo_key(tiles, header_name, overwrite), ExoCode, schedule)


def entry_c(prefix: str) -> str:
    """The streaming-mode entry (sme_entry.c.in) of a library named `prefix`."""
    return fill("sme_entry.c.in", prefix=prefix, declaration=entry_declaration(prefix))


def entry_declaration(prefix: str) -> str:
    return fill("sme_entry.h.in", prefix=prefix)


def kernels_source(prefix: str, tiles: tuple[SmeTile, ...],
                   overwrite: bool = False) -> SmeSource:
    """The kernels of `tiles` (and their beta = 0 twins with `overwrite`) and the entry
    trampoline: what the kernel check links."""
    exo = sme_exo_code(tiles, f"{prefix}_exo.h", overwrite)
    return SmeSource(prefix, exo.c + "\n" + entry_c(prefix), {f"{prefix}_exo.h": exo.h})


def gemm_prefix(engine: SmeEngine, rows: int, cols: int) -> str:
    """sgemm_sme_svl256_16x16: operation, engine, the block in elements (docs/names.md)."""
    return f"sgemm_{engine.key.replace('-', '_')}_{rows * engine.lanes}x{cols * engine.lanes}"


def grid_prefix(engine: SmeEngine, rows: int, cols: int) -> str:
    """The GEMM's name before names were in elements (sgemm_sme_svl256_2x2: the ZA tile
    grid), kept in its header as an alias so that code written against it still builds."""
    return f"sgemm_{engine.key.replace('-', '_')}_{rows}x{cols}"


def gemm_source(tile: SmeTile) -> SmeSource:
    """The full GEMM on blocks of `tile` (a full grid): packing, the streaming entry, the
    block loop with zero-padded edge blocks, the beta = 0 kernel where C is not read
    (gen/templates/sme_gemm.c.in)."""
    if tile.ragged:
        raise ValueError(f"the GEMM's block is a whole tile grid, not {tile.name}")
    prefix = gemm_prefix(tile.engine, tile.rows, tile.cols)
    exo = sme_exo_code((tile,), f"{prefix}_exo.h", overwrite=True)
    upper = prefix.upper()
    h = fill("sme_gemm.h.in", prefix=prefix, prefix_upper=upper, svl=tile.engine.svl,
             grid_prefix=grid_prefix(tile.engine, tile.rows, tile.cols),
             codes=return_codes.c_comment_lines("gemm"), return_codes=return_codes.c_enum())
    c = fill("sme_gemm.c.in", prefix=prefix, prefix_upper=upper, kernel=tile.name,
             mr=tile.mr, nr=tile.nr, lanes=tile.lanes, exo_c=exo.c, entry=entry_c(prefix))
    return SmeSource(prefix, c, {f"{prefix}.h": h, f"{prefix}_exo.h": exo.h})


def compile_object(engine: SmeEngine, source: SmeSource, directory: Path) -> Path:
    """Write `source` to `directory` and compile its C to an object with the SME toolchain
    (what `exogemm emit` checks); CompileError carries the compiler's message."""
    tc = engine.toolchain
    tc.require(tc.cc[0])
    c_file = source.write(directory)[0]
    return cross.compile_object(tc.cc, tc.cflags, c_file, c_file.with_suffix(".o"), [directory])

