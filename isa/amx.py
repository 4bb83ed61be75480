"""Intel AMX (Advanced Matrix Extensions): the tile unit beside AVX-512, as a matrix engine.

AMX is described as a matrix engine attached to the avx512 ISA (docs/new-isa.md, "Matrix
engines"), not as a vector ISA of its own: an AMX kernel needs the AVX-512 kernels for packing,
edges and the fallback, and a CPU has AMX only beside AVX-512.

The facts every AMX kernel is scheduled from (Intel SDM vol. 1, ch. 18; palette 1):

* 8 tile registers (tmm0..tmm7), each at most 16 rows of at most 64 bytes; a kernel sets
  each tile's rows and bytes per row (colsb) with `ldtilecfg` before using it.
* One multiply per datatype, reducing a k-group of consecutive k into each 32-bit C lane:
  `tdpbf16ps` (bf16 pairs into f32, k-group 2), `tdpbusd` (u8 x s8 quads into s32, k-group
  4), `tdpbssd` (s8 x s8 quads into s32). B is read in the VNNI layout: row k/g of the tile
  holds the g consecutive k of every column, B_packed[k/g][n*g + k%g].

This module is plain data (no Exo): the runtime and `exogemm isas` read it without importing
Exo; procs/matrix/amx_*.py builds the Exo memory and instructions from it. A kernel
(`AmxKernel`: mt x nt C tiles of 16 x 16) lays out its tiles here too (`TileLayout`), so its
C entries fill the tile configuration without Exo.
"""

from __future__ import annotations

from dataclasses import dataclass

from exogemm.core.dtype import BF16F32, S8S8S32, U8S8S32, DType
from exogemm.core.errors import ShapeError, UnknownDtypeError
from exogemm.core.host import host_cpu

#: Tile registers, their largest shape, and the tile configuration's palette (palette 1 is
#: the only one Sapphire Rapids to Granite Rapids define; 0 means "release the tiles").
TILES = 8
MAX_ROWS = 16
MAX_COLSB = 64
PALETTE = 1

#: The CPU flags (Linux /proc/cpuinfo names) every AMX kernel needs.
TILE_FLAG = "amx_tile"


@dataclass(frozen=True)
class AmxDtype:
    """One datatype of the tile multiply: the DType it computes and its instruction."""

    dtype: DType
    instruction: str  # the tile multiply: "tdpbf16ps"
    intrinsic: str  # its immintrin.h macro: "_tile_dpbf16ps"
    flag: str  # the CPU flag that has it: "amx_bf16"


#: The datatypes AMX multiplies, by the name `--dtype` takes (the one table of them).
AMX_DTYPES: dict[str, AmxDtype] = {
    "bf16": AmxDtype(BF16F32, "tdpbf16ps", "_tile_dpbf16ps", "amx_bf16"),
    "u8s8": AmxDtype(U8S8S32, "tdpbusd", "_tile_dpbusd", "amx_int8"),
    "s8s8": AmxDtype(S8S8S32, "tdpbssd", "_tile_dpbssd", "amx_int8"),
}


@dataclass(frozen=True)
class AmxEngine:
    """The AMX tile unit for one datatype (`describe_engine`)."""

    kind: AmxDtype
    name: str = "amx"
    tiles: int = TILES
    max_rows: int = MAX_ROWS
    max_colsb: int = MAX_COLSB
    palette: int = PALETTE

    @property
    def dtype(self) -> DType:
        return self.kind.dtype

    @property
    def dtype_name(self) -> str:
        """The short name `--dtype` takes ("bf16", "u8s8", "s8s8")."""
        return next(k for k, v in AMX_DTYPES.items() if v == self.kind)

    @property
    def description(self) -> str:
        return (f"Intel AMX tiles ({self.tiles} x {self.max_rows} rows x {self.max_colsb} "
                f"bytes), {self.dtype.name} with {self.kind.instruction}, beside avx512")

    @property
    def key(self) -> str:
        return f"amx-{self.dtype_name}"

    @property
    def k_group(self) -> int:
        return self.dtype.k_group

    @property
    def tile_depth(self) -> int:
        """k elements one tile multiply reduces: a 64-byte A row of k-groups."""
        return self.max_colsb // self.dtype.a_bytes

    @property
    def tile_cols(self) -> int:
        """C columns of one full tile: 64 bytes of 32-bit accumulators."""
        return self.max_colsb // self.dtype.c_bytes

    @property
    def flags(self) -> tuple[str, str]:
        """The CPU flags a kernel of this datatype needs."""
        return (TILE_FLAG, self.kind.flag)

    def fingerprint(self) -> tuple:
        return (self.name, self.dtype_name, self.dtype.name, self.kind.instruction,
                self.tiles, self.max_rows, self.max_colsb, self.palette)

    def runnable_here(self) -> str | None:
        """None when the host's CPU reports amx_tile and this datatype's flag; else the CPU
        and what it lacks (Linux also needs the per-process permission: exogemm/amx_runtime)."""
        cpu = host_cpu()
        why = cpu.missing_features(*self.flags, arch="x86_64")
        return None if why is None else f"{cpu.brand}: {why}"


def describe_engine(dtype: str = "bf16") -> AmxEngine:
    """The AMX tile unit multiplying `dtype` ("bf16", "u8s8" or "s8s8")."""
    if dtype not in AMX_DTYPES:
        known = ", ".join(f"{k} ({v.instruction})" for k, v in AMX_DTYPES.items())
        raise UnknownDtypeError(f"AMX has no {dtype!r} tile multiply; it has: {known}")
    return AmxEngine(AMX_DTYPES[dtype])


@dataclass(frozen=True)
class TileBuffer:
    """One buffer of tiles: `count` tiles (its leading dimensions), each `rows` rows of
    `colsb` bytes, numbered from `first`."""

    name: str
    lead: tuple[int, ...]  # the leading (tile-counting) dimensions
    rows: int
    colsb: int
    tile_dims: int  # dimensions of one tile: 2 for C, 3 for A and B (rows, k-groups, group)
    first: int

    @property
    def count(self) -> int:
        n = 1
        for d in self.lead:
            n *= d
        return n

    def number(self, lead_index: tuple[int, ...]) -> int:
        """The tile number of the tile at `lead_index` (row-major over `lead`)."""
        at = 0
        for i, d in zip(lead_index, self.lead):
            at = at * d + i
        return self.first + at


@dataclass(frozen=True)
class TileLayout:
    """Which tiles each of a kernel's tile buffers holds: the whole tile assignment."""

    buffers: tuple[TileBuffer, ...]

    @staticmethod
    def of(engine: AmxEngine, shapes: tuple[tuple[str, tuple[int, ...], int], ...]
           ) -> "TileLayout":
        """Number `shapes` ((name, lead, tile_dims), in order) from tile 0, full tiles of
        16 rows x 64 bytes; ShapeError when they need more tiles than the engine has."""
        found, first = [], 0
        for name, lead, dims in shapes:
            b = TileBuffer(name, lead, engine.max_rows, engine.max_colsb, dims, first)
            found.append(b)
            first += b.count
        if first > engine.tiles:
            raise ShapeError(f"the tile buffers {', '.join(n for n, _, _ in shapes)} need "
                             f"{first} tiles; AMX has {engine.tiles}")
        return TileLayout(tuple(found))

    def buffer(self, name: str) -> TileBuffer | None:
        return next((b for b in self.buffers if b.name == name), None)

    def config(self) -> list[tuple[int, int, int]]:
        """(tile number, rows, bytes per row) of every tile used: the ldtilecfg entries."""
        return [(b.first + n, b.rows, b.colsb) for b in self.buffers for n in range(b.count)]


@dataclass(frozen=True)
class AmxKernel:
    """One AMX micro-kernel: `mt` x `nt` C tiles of the engine's datatype."""

    engine: AmxEngine
    mt: int = 2
    nt: int = 2

    def __post_init__(self):
        need = self.mt * self.nt + self.mt + self.nt
        if self.mt < 1 or self.nt < 1 or need > self.engine.tiles:
            raise ShapeError(f"{self.mt} x {self.nt} C tiles need {need} tile registers "
                             f"(C, A and B tiles); AMX has {self.engine.tiles}: choose "
                             f"mt, nt >= 1 with mt*nt + mt + nt <= {self.engine.tiles}")

    @property
    def m(self) -> int:
        return self.mt * self.engine.max_rows

    @property
    def n(self) -> int:
        return self.nt * self.engine.tile_cols

    @property
    def depth_groups(self) -> int:
        """k-groups of one tile step (16: 64 bytes of A per row)."""
        return self.engine.max_colsb // (self.engine.k_group * self.engine.dtype.a_bytes)

    @property
    def name(self) -> str:
        """e.g. gemm_bf16f32_amx_32x32_tdpbf16ps: operation and dtypes, tile, engine,
        technique."""
        return (f"{self.engine.dtype.prefix}_amx_{self.m}x{self.n}_"
                f"{self.engine.kind.instruction}")

    @property
    def layout(self) -> TileLayout:
        """The kernel's tiles: C first, then A, then B."""
        return TileLayout.of(self.engine, (("C_tile", (self.mt, self.nt), 2),
                                           ("A_tile", (self.mt,), 3),
                                           ("B_tile", (self.nt,), 3)))
