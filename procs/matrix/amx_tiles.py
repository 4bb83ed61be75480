"""AMX tile registers as an Exo memory, and the tile instructions as `@instr`s.

Exo 1.0's own AMX memory (exo.libs.memories.AMX_TILE) hands out tile numbers from a class-wide
counter as buffers are allocated during code generation, and a compile that fails half-way
leaves the counter advanced for the next one. Here no state is kept: a kernel's tiles are
laid out up front, from its own buffers (isa/amx.py `TileLayout`: which buffer holds which
tiles, of which shape), and `tile_memory(layout)` is a memory class made from that layout
alone, so the same kernel always gets the same tile numbers, and the same layout gives the
tile configuration (rows and bytes per row of each tile) its C entry loads once per call.

A buffer in tile memory is an array of whole tiles: its leading dimensions count tiles (all
indices constant by the time C is generated: the schedule unrolls the tile loops), its last
two (C: rows x columns) or three (A and B: rows x k-groups x group) are one tile. A window
into it prints as the tile's number, which is what the `_tile_*` intrinsics take.

Each instruction's body states what it computes on tiles, so Exo checks every replacement:
    tileloadd  dst[r, ...] = src[r, ...] for the tile's rows r (row stride: the window's)
    tilestored the reverse
    tilezero   dst[i, j] = 0
    tdp*       dst[i, j] += sum over k < 16, g < G of a[i, k, g] * b[k, j, g]
               (a: 16 rows of A, k-grouped; b: B in the VNNI layout, b[k, j, g] is
                B[k*G + g, j]; products widened as the reference widens them)
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from exo import DRAM, Memory, Procedure, instr
from exo.API_scheduling import rename, set_precision
from exo.core.memory import MemGenError

from exogemm.core.dtype import DType
from exogemm.isa.amx import AmxEngine, TileBuffer, TileLayout
from exogemm.procs.widen import bf16_as_f32

#: What the tile memory's buffers include: the intrinsics (or, for tests on a host without
#: AMX, the reference model of them: gen/templates/amx_emulate.h, picked by the macro).
TILE_HEADER = ("#include <immintrin.h>\n"
               "#ifdef EXOGEMM_AMX_EMULATE\n#include \"amx_emulate.h\"\n#endif")


def tile_memory(layout: TileLayout) -> type[Memory]:
    """An Exo memory holding `layout`'s buffers in AMX tiles (one class per layout, made
    from it alone: see the module docstring)."""
    return _tile_memory(layout)


@lru_cache(maxsize=None)
def _tile_memory(layout: TileLayout) -> type[Memory]:
    def known(name: str, srcinfo) -> TileBuffer:
        b = layout.buffer(name)
        if b is None:
            names = ", ".join(x.name for x in layout.buffers)
            raise MemGenError(f"{srcinfo}: {name} is not one of this kernel's tile buffers "
                              f"({names})")
        return b

    class AmxTiles(Memory):
        @classmethod
        def global_(cls) -> str:
            return TILE_HEADER

        @classmethod
        def can_read(cls) -> bool:
            return False

        @classmethod
        def alloc(cls, new_name, prim_type, shape, srcinfo):
            b = known(new_name, srcinfo)
            lead = [int(d) if str(d).isdecimal() else d for d in shape[:len(b.lead)]]
            if tuple(lead) != b.lead or len(shape) != len(b.lead) + b.tile_dims:
                raise MemGenError(f"{srcinfo}: {new_name} must be {list(b.lead)} tiles of "
                                  f"{b.tile_dims} dimensions, got shape {list(shape)}")
            last = b.first + b.count - 1
            return f"/* {new_name}: tiles tmm{b.first}..tmm{last} */"

        @classmethod
        def free(cls, new_name, prim_type, shape, srcinfo):
            return ""

        @classmethod
        def window(cls, basetyp, baseptr, indices, strides, srcinfo):
            b = known(baseptr, srcinfo)
            lead = indices[:len(b.lead)]
            if not all(str(i).isdecimal() for i in lead):
                raise MemGenError(f"{srcinfo}: tile index {baseptr}[{', '.join(lead)}] is not "
                                  f"a constant (unroll the tile loops first)")
            if any(str(i) != "0" for i in indices[len(b.lead):]):
                raise MemGenError(f"{srcinfo}: a window into {baseptr} must be whole tiles")
            return str(b.number(tuple(int(i) for i in lead)))

    AmxTiles.__name__ = AmxTiles.__qualname__ = "AMX_TILES_" + "_".join(
        f"{b.name}{b.first}" for b in layout.buffers)
    return AmxTiles


# --------------------------------------------------------------------------- instructions

#: The C of each instruction: tile numbers are the tile windows' `_data`, row strides in bytes.
LOAD_C = "_tile_loadd({dst_data}, &{src_data}, {src}.strides[0] * (int)sizeof({src_data}));"
STORE_C = "_tile_stored({src_data}, &{dst_data}, {dst}.strides[0] * (int)sizeof({dst_data}));"
ZERO_C = "_tile_zero({dst_data});"
MULTIPLY_C = "{intrinsic}({{dst_data}}, {{a_data}}, {{b_data}});"


@dataclass(frozen=True)
class TileInstructions:
    """The tile instructions of one kernel (its layout) and datatype."""

    load_c: Procedure  # tileloadd of a C tile: 16 rows x 16 lanes of 32 bits
    store_c: Procedure  # tilestored of a C tile
    zero_c: Procedure  # tilezero of a C tile
    load_a: Procedure  # tileloadd of an A tile: 16 rows x 16 k-groups of G
    load_b: Procedure  # tileloadd of a B tile (VNNI layout): 16 k-groups x 16 columns x G
    multiply: Procedure  # tdpbf16ps / tdpbusd / tdpbssd

    def all(self) -> list[Procedure]:
        return [self.load_c, self.store_c, self.zero_c, self.load_a, self.load_b,
                self.multiply]


def tile_instructions(engine: AmxEngine, layout: TileLayout) -> TileInstructions:
    """The tile instructions for `engine`'s datatype over `layout`'s tile memory."""
    return _tile_instructions(engine, layout)


@lru_cache(maxsize=None)
def _tile_instructions(engine: AmxEngine, layout: TileLayout) -> TileInstructions:
    Tile, dtype = tile_memory(layout), engine.dtype
    R_, C_, G = engine.max_rows, engine.tile_cols, engine.k_group
    KT = engine.max_colsb // (G * dtype.a_bytes)  # k-groups in a 64-byte row: 16

    @instr(LOAD_C)
    def load_c(dst: [R][R_, C_] @ Tile, src: [R][R_, C_] @ DRAM):
        assert stride(src, 1) == 1
        for i in seq(0, R_):
            for j in seq(0, C_):
                dst[i, j] = src[i, j]

    @instr(STORE_C)
    def store_c(dst: [R][R_, C_] @ DRAM, src: [R][R_, C_] @ Tile):
        assert stride(dst, 1) == 1
        for i in seq(0, R_):
            for j in seq(0, C_):
                dst[i, j] = src[i, j]

    @instr(ZERO_C)
    def zero_c(dst: [R][R_, C_] @ Tile):
        for i in seq(0, R_):
            for j in seq(0, C_):
                dst[i, j] = 0.0

    @instr(LOAD_C)
    def load_grouped(dst: [R][R_, KT, G] @ Tile, src: [R][R_, KT, G] @ DRAM):
        assert stride(src, 2) == 1
        assert stride(src, 1) == G
        for i in seq(0, R_):
            for k in seq(0, KT):
                for g in seq(0, G):
                    dst[i, k, g] = src[i, k, g]

    multiply = _multiply(engine, Tile, R_, C_, KT, G)
    key = engine.key.replace("-", "_")
    c, a, b = dtype.exo_c, dtype.exo_a, dtype.exo_b
    return TileInstructions(
        load_c=typed_arguments(rename(load_c, f"{key}_tileloadd_c"), {"dst": c, "src": c}),
        store_c=typed_arguments(rename(store_c, f"{key}_tilestored_c"), {"dst": c, "src": c}),
        zero_c=typed_arguments(rename(zero_c, f"{key}_tilezero_c"), {"dst": c}),
        load_a=typed_arguments(rename(load_grouped, f"{key}_tileloadd_a"),
                               {"dst": a, "src": a}),
        load_b=typed_arguments(rename(load_grouped, f"{key}_tileloadd_b"),
                               {"dst": b, "src": b}),
        multiply=typed_arguments(rename(multiply, f"{key}_{engine.kind.instruction}"),
                                 {"dst": c, "a": a, "b": b}),
    )


def typed_arguments(p: Procedure, types: dict[str, str]) -> Procedure:
    """`p` with each generic-typed (R) argument named in `types` given that element type."""
    for arg, typ in types.items():
        p = set_precision(p, arg, typ)
    return p


def _multiply(engine: AmxEngine, Tile: type[Memory], R_: int, C_: int, KT: int, G: int
              ) -> Procedure:
    """The tile multiply, its products written as the reference writes them."""
    dtype: DType = engine.dtype
    c_text = MULTIPLY_C.format(intrinsic=engine.kind.intrinsic)
    if dtype.product == "widened":
        @instr(c_text)
        def tdp(dst: [R][R_, C_] @ Tile, a: [R][R_, KT, G] @ Tile, b: [R][KT, C_, G] @ Tile):
            for i in seq(0, R_):
                for j in seq(0, C_):
                    for k in seq(0, KT):
                        for g in seq(0, G):
                            x: i32
                            y: i32
                            x = a[i, k, g]
                            y = b[k, j, g]
                            dst[i, j] += x * y

        return tdp
    if dtype.product == "bf16":
        @instr(c_text)
        def tdp(dst: [R][R_, C_] @ Tile, a: [ui16][R_, KT, G] @ Tile,
                b: [ui16][KT, C_, G] @ Tile):
            for i in seq(0, R_):
                for j in seq(0, C_):
                    for k in seq(0, KT):
                        for g in seq(0, G):
                            dst[i, j] += bf16_as_f32(a[i, k, g]) * bf16_as_f32(b[k, j, g])

        return tdp
    raise ValueError(f"{dtype.name}: no tile multiply for products {dtype.product!r}")
