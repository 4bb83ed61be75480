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
Exo; procs/matrix/amx_*.py builds the Exo memory and instructions from it.
"""

from __future__ import annotations

from dataclasses import dataclass

from exogemm.dtype import BF16F32, S8S8S32, U8S8S32, DType
from exogemm.errors import UnknownDtypeError
from exogemm.host import host_cpu

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
