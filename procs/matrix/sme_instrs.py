"""SME's storage and instructions as Exo objects: the ZA array as a memory, z registers as a
memory, and the instructions an FP32 outer-product kernel uses as `@instr`s.

ZA memory. A buffer in ZA is the C block of a kernel: f32[tiles, lanes, lanes], buffer index
t = ZA32 tile ZA<t>.S. It is not allocated (ZA is there once streaming mode and ZA are on,
gen/templates/sme_entry.c.in) and cannot be read or written as memory, only by the
instructions below. A window `C_za[t, i, 0:L]` is written in C as `t, i`, the (tile, slice)
pair of the row forms (`svld1_hor_za32(t, i, ...)`); a whole tile `C_za[t, 0:L, 0:L]` as
`t, 0`, of which `EXOGEMM_ZA_TILE` keeps the tile. The tile number must be a constant, so
the schedule unrolls the tile loops before mapping to these instructions.

Z memory: one `svfloat32_t` per buffer of shape [lanes] (scalable types form no C arrays, so
the schedule unrolls the leading dimensions into one variable each, as for SVE).

Each instruction's body states what it computes; the `_tail` forms touch only the first N
(rows M) lanes, which is what makes ragged M and N exact: the predicates are
`svwhilelt_b32(0, N)`, so inactive lanes are neither read nor written in memory, and a
predicated `fmopa` leaves the ZA elements of inactive rows and columns unchanged.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from exo import DRAM, Memory, Procedure, instr
from exo.API_scheduling import rename, set_precision
from exo.core.memory import MemGenError

from exogemm.core.dtype import F32, DType
from exogemm.isa.sme import SmeEngine
from exogemm.procs.widen import bf16_as_f32

ALL = "svptrue_b32()"
TAIL = "svwhilelt_b32_s32(0, {N})"
HEADER = ("#include <arm_sme.h>\n#ifndef EXOGEMM_ZA_TILE\n"
          "#define EXOGEMM_ZA_TILE(tile, slice) (tile)\n#endif")


#: Per datatype: (ZA element C type, z register C type, z element C type, predicate bits
#: of one z element, C of a full-width z load with predicate {pg}).
_TYPES = {
    "f32": ("float", "svfloat32_t", "float", 32, "svld1_f32({pg}, &{{src_data}})"),
    "s8s8s32": ("int32_t", "svint8_t", "int8_t", 8, "svld1_s8({pg}, &{{src_data}})"),
    "bf16f32": ("float", "svbfloat16_t", "uint16_t", 16,
                "svreinterpret_bf16_u16(svld1_u16({pg}, &{{src_data}}))"),
}
#: The outer-product intrinsic of each datatype.
_MOPA = {"f32": "svmopa_za32_f32_m", "s8s8s32": "svmopa_za32_s8_m",
         "bf16f32": "svmopa_za32_bf16_m"}


def _suffix(dtype: DType) -> str:
    return "" if dtype == F32 else f"_{dtype.name.upper()}"


def za_memory(engine: SmeEngine, dtype: DType = F32) -> type[Memory]:
    """The ZA array of `engine` as an Exo memory of `dtype`'s 32-bit accumulators (one
    class per lane count and datatype: Exo tells memories apart by class)."""
    return _za_memory(engine, dtype)


@lru_cache(maxsize=None)
def _za_memory(engine: SmeEngine, dtype: DType) -> type[Memory]:
    L, T = engine.lanes, engine.tiles
    c_type = _TYPES[dtype.name][0]

    class ZA(Memory):
        @classmethod
        def global_(cls) -> str:
            return HEADER

        @classmethod
        def can_read(cls) -> bool:
            return False

        @classmethod
        def alloc(cls, new_name, prim_type, shape, srcinfo):
            dims = [int(d) if str(d).isdecimal() else d for d in shape]
            if prim_type != c_type or len(dims) != 3 or dims[1:] != [L, L] \
                    or not isinstance(dims[0], int) or not 1 <= dims[0] <= T:
                raise MemGenError(f"{srcinfo}: {engine.key} ZA holds at most {T} {c_type} "
                                  f"tiles of {L} x {L} ([tiles, {L}, {L}]), got {prim_type} "
                                  f"{list(shape)}")
            return f"/* {new_name}: ZA0.S..ZA{dims[0] - 1}.S */"

        @classmethod
        def free(cls, new_name, prim_type, shape, srcinfo):
            return ""

        @classmethod
        def window(cls, basetyp, baseptr, indices, strides, srcinfo):
            return f"{indices[0]}, {indices[1]}"

    ZA.__name__ = ZA.__qualname__ = f"{engine.key.upper().replace('-', '_')}_ZA{_suffix(dtype)}"
    return ZA


def z_registers(engine: SmeEngine, dtype: DType = F32) -> type[Memory]:
    """Streaming z registers of `engine` as an Exo memory: one variable per buffer of shape
    [lanes] (f32) or [lanes, G] (a k-grouped datatype: a column's groups in one register)."""
    return _z_registers(engine, dtype)


@lru_cache(maxsize=None)
def _z_registers(engine: SmeEngine, dtype: DType) -> type[Memory]:
    L, G = engine.lanes, dtype.k_group
    _, z_type, elem, _, _ = _TYPES[dtype.name]
    want = [str(L)] + ([str(G)] if G > 1 else [])

    class Z(Memory):
        @classmethod
        def global_(cls) -> str:
            return HEADER

        @classmethod
        def can_read(cls) -> bool:
            return False

        @classmethod
        def alloc(cls, new_name, prim_type, shape, srcinfo):
            if prim_type != elem or [str(d) for d in shape] != want:
                raise MemGenError(f"{srcinfo}: an {engine.key} z register holds {elem} "
                                  f"[{', '.join(want)}], got {prim_type} {list(shape)} "
                                  "(unroll the leading dimensions)")
            return f"{z_type} {new_name};"

        @classmethod
        def free(cls, new_name, prim_type, shape, srcinfo):
            return ""

        @classmethod
        def window(cls, basetyp, baseptr, indices, strides, srcinfo):
            return baseptr

    Z.__name__ = Z.__qualname__ = f"{engine.key.upper().replace('-', '_')}_Z{_suffix(dtype)}"
    return Z


@dataclass(frozen=True)
class SmeInstructions:
    """The instructions the SME recipe maps its loops onto."""

    zero_tile: Procedure
    zero_tile_rows_tail: Procedure
    zero_tile_cols_tail: Procedure
    zero_tile_both_tails: Procedure
    load_row: Procedure
    load_row_tail: Procedure
    store_row: Procedure
    store_row_tail: Procedure
    load_vector: Procedure
    load_vector_tail: Procedure
    mopa: Procedure
    mopa_rows_tail: Procedure
    mopa_cols_tail: Procedure
    mopa_both_tails: Procedure

    def all(self) -> list[Procedure]:
        """In the order `replace_all` tries them (full forms before tails)."""
        return [self.mopa, self.mopa_rows_tail, self.mopa_cols_tail, self.mopa_both_tails,
                self.load_row, self.load_row_tail, self.store_row, self.store_row_tail,
                self.load_vector, self.load_vector_tail, self.zero_tile,
                self.zero_tile_rows_tail, self.zero_tile_cols_tail, self.zero_tile_both_tails]


def sme_instructions(engine: SmeEngine, dtype: DType = F32) -> SmeInstructions:
    """`engine`'s instructions for `dtype` (f32: fmopa; s8s8s32: smopa; bf16f32: bfmopa),
    named <key>[_<dtype>]_<role> (sme_svl256_mopa, sme_svl256_s8s8s32_mopa). Written with
    Exo's generic type R, then given the datatype's element types."""
    return _sme_instructions(engine, dtype)


@lru_cache(maxsize=None)
def _sme_instructions(engine: SmeEngine, dtype: DType) -> SmeInstructions:
    rows = _row_ops(engine, dtype)
    vectors = _vector_loads(engine, dtype)
    mopas = _f32_mopas(engine) if dtype == F32 else _grouped_mopas(engine, dtype)
    prefix = engine.key.replace("-", "_") + ("" if dtype == F32 else f"_{dtype.name}")
    return SmeInstructions(**{role: rename(p, f"{prefix}_{role}")
                              for role, p in {**rows, **vectors, **mopas}.items()})


def _typed(p: Procedure, types: dict[str, str]) -> Procedure:
    for arg, typ in types.items():
        p = set_precision(p, arg, typ)
    return p


def _row_ops(engine: SmeEngine, dtype: DType) -> dict[str, Procedure]:
    """ZA tile zero and row loads / stores of 32-bit accumulators (f32 or i32)."""
    L, ZA = engine.lanes, za_memory(engine, dtype)
    tile = "EXOGEMM_ZA_TILE({dst_data})"

    @instr(f"svzero_mask_za(0x11 << {tile});")
    def zero_tile(dst: [R][L, L] @ ZA):
        for i in seq(0, L):
            for j in seq(0, L):
                dst[i, j] = 0.0

    # A ragged tile's zeroing: the instruction zeroes the whole tile; the rows and columns
    # outside M x N are padding, which no instruction of the kernel stores.
    @instr(f"svzero_mask_za(0x11 << {tile});")
    def zero_tile_rows_tail(M: size, dst: [R][L, L] @ ZA):
        assert M < L
        for i in seq(0, L):
            if i < M:
                for j in seq(0, L):
                    dst[i, j] = 0.0

    @instr(f"svzero_mask_za(0x11 << {tile});")
    def zero_tile_cols_tail(N: size, dst: [R][L, L] @ ZA):
        assert N < L
        for i in seq(0, L):
            for j in seq(0, L):
                if j < N:
                    dst[i, j] = 0.0

    @instr(f"svzero_mask_za(0x11 << {tile});")
    def zero_tile_both_tails(M: size, N: size, dst: [R][L, L] @ ZA):
        assert M < L
        assert N < L
        for i in seq(0, L):
            if i < M:
                for j in seq(0, L):
                    if j < N:
                        dst[i, j] = 0.0

    @instr(f"svld1_hor_za32({{dst_data}}, {ALL}, &{{src_data}});")
    def load_row(dst: [R][L] @ ZA, src: [R][L] @ DRAM):
        assert stride(src, 0) == 1
        for j in seq(0, L):
            dst[j] = src[j]

    @instr(f"svld1_hor_za32({{dst_data}}, {TAIL}, &{{src_data}});")
    def load_row_tail(N: size, dst: [R][L] @ ZA, src: [R][N] @ DRAM):
        assert stride(src, 0) == 1
        assert N < L
        for j in seq(0, L):
            if j < N:
                dst[j] = src[j]

    @instr(f"svst1_hor_za32({{src_data}}, {ALL}, &{{dst_data}});")
    def store_row(dst: [R][L] @ DRAM, src: [R][L] @ ZA):
        assert stride(dst, 0) == 1
        for j in seq(0, L):
            dst[j] = src[j]

    @instr(f"svst1_hor_za32({{src_data}}, {TAIL}, &{{dst_data}});")
    def store_row_tail(N: size, dst: [R][N] @ DRAM, src: [R][L] @ ZA):
        assert stride(dst, 0) == 1
        assert N < L
        for j in seq(0, L):
            if j < N:
                dst[j] = src[j]

    c = dtype.exo_c
    return {"zero_tile": _typed(zero_tile, {"dst": c}),
            "zero_tile_rows_tail": _typed(zero_tile_rows_tail, {"dst": c}),
            "zero_tile_cols_tail": _typed(zero_tile_cols_tail, {"dst": c}),
            "zero_tile_both_tails": _typed(zero_tile_both_tails, {"dst": c}),
            "load_row": _typed(load_row, {"dst": c, "src": c}),
            "load_row_tail": _typed(load_row_tail, {"dst": c, "src": c}),
            "store_row": _typed(store_row, {"dst": c, "src": c}),
            "store_row_tail": _typed(store_row_tail, {"dst": c, "src": c})}


def _vector_loads(engine: SmeEngine, dtype: DType) -> dict[str, Procedure]:
    """Loads of a packed A column / B row into a z register: L elements (f32) or L groups
    of G (int8, bf16); the tail form loads the first N (groups), zeroing the rest."""
    L, G, Z = engine.lanes, dtype.k_group, z_registers(engine, dtype)
    _, _, _, bits, load = _TYPES[dtype.name]
    scale = f"{G} * " if G > 1 else ""
    full = "{dst_data} = " + load.format(pg=f"svptrue_b{bits}()") + ";"
    tail = "{dst_data} = " + load.format(pg=f"svwhilelt_b{bits}_s32(0, {scale}{{N}})") + ";"
    if G == 1:
        @instr(full)
        def load_vector(dst: [R][L] @ Z, src: [R][L] @ DRAM):
            assert stride(src, 0) == 1
            for i in seq(0, L):
                dst[i] = src[i]

        @instr(tail)
        def load_vector_tail(N: size, dst: [R][L] @ Z, src: [R][N] @ DRAM):
            assert stride(src, 0) == 1
            assert N < L
            for i in seq(0, L):
                if i < N:
                    dst[i] = src[i]
    else:
        @instr(full)
        def load_vector(dst: [R][L, G] @ Z, src: [R][L, G] @ DRAM):
            assert stride(src, 1) == 1
            for i in seq(0, L):
                for g in seq(0, G):
                    dst[i, g] = src[i, g]

        @instr(tail)
        def load_vector_tail(N: size, dst: [R][L, G] @ Z, src: [R][N, G] @ DRAM):
            assert stride(src, 1) == 1
            assert N < L
            for i in seq(0, L):
                if i < N:
                    for g in seq(0, G):
                        dst[i, g] = src[i, g]

    a = dtype.exo_a
    return {"load_vector": _typed(load_vector, {"dst": a, "src": a}),
            "load_vector_tail": _typed(load_vector_tail, {"dst": a, "src": a})}


def _predicates(dtype: DType) -> tuple[str, str, str]:
    """(all lanes, the first M rows' elements, the first N columns' elements) of a mopa."""
    bits, G = _TYPES[dtype.name][3], dtype.k_group
    scale = f"{G} * " if G > 1 else ""
    return (f"svptrue_b{bits}()", f"svwhilelt_b{bits}_s32(0, {scale}{{M}})",
            f"svwhilelt_b{bits}_s32(0, {scale}{{N}})")


def _mopa_c(dtype: DType, rows: str, cols: str) -> str:
    return (f"{_MOPA[dtype.name]}(EXOGEMM_ZA_TILE({{dst_data}}), {rows}, {cols}, "
            "{x_data}, {y_data});")


def _f32_mopas(engine: SmeEngine) -> dict[str, Procedure]:
    """fmopa: dst[i, j] += x[i] * y[j], and its row / column / both predicated forms."""
    L, ZA, Z = engine.lanes, za_memory(engine), z_registers(engine)
    every, first_m, first_n = _predicates(F32)

    @instr(_mopa_c(F32, every, every))
    def mopa(dst: [f32][L, L] @ ZA, x: [f32][L] @ Z, y: [f32][L] @ Z):
        for i in seq(0, L):
            for j in seq(0, L):
                dst[i, j] += x[i] * y[j]

    @instr(_mopa_c(F32, first_m, every))
    def mopa_rows_tail(M: size, dst: [f32][L, L] @ ZA, x: [f32][L] @ Z, y: [f32][L] @ Z):
        assert M < L
        for i in seq(0, L):
            if i < M:
                for j in seq(0, L):
                    dst[i, j] += x[i] * y[j]

    @instr(_mopa_c(F32, every, first_n))
    def mopa_cols_tail(N: size, dst: [f32][L, L] @ ZA, x: [f32][L] @ Z, y: [f32][L] @ Z):
        assert N < L
        for i in seq(0, L):
            for j in seq(0, L):
                if j < N:
                    dst[i, j] += x[i] * y[j]

    @instr(_mopa_c(F32, first_m, first_n))
    def mopa_both_tails(M: size, N: size, dst: [f32][L, L] @ ZA, x: [f32][L] @ Z,
                        y: [f32][L] @ Z):
        assert M < L
        assert N < L
        for i in seq(0, L):
            if i < M:
                for j in seq(0, L):
                    if j < N:
                        dst[i, j] += x[i] * y[j]

    return dict(mopa=mopa, mopa_rows_tail=mopa_rows_tail, mopa_cols_tail=mopa_cols_tail,
                mopa_both_tails=mopa_both_tails)


def _grouped_mopas(engine: SmeEngine, dtype: DType) -> dict[str, Procedure]:
    """The widening outer products, written as the grouped reference writes its products
    (procs/reference.py): smopa, dst[i, j] += sum_g i32(x[i, g]) * i32(y[j, g]); bfmopa,
    dst[i, j] += sum_g bf16_as_f32(x[i, g]) * bf16_as_f32(y[j, g]); with the row / column /
    both predicated forms (inactive source elements count as zero, so inactive ZA rows and
    columns get + 0)."""
    L, G, ZA, Z = engine.lanes, dtype.k_group, za_memory(engine, dtype), \
        z_registers(engine, dtype)
    every, first_m, first_n = _predicates(dtype)
    if dtype.product == "widened":
        @instr(_mopa_c(dtype, every, every))
        def mopa(dst: [R][L, L] @ ZA, x: [R][L, G] @ Z, y: [R][L, G] @ Z):
            for i in seq(0, L):
                for j in seq(0, L):
                    for g in seq(0, G):
                        a: i32
                        b: i32
                        a = x[i, g]
                        b = y[j, g]
                        dst[i, j] += a * b

        @instr(_mopa_c(dtype, first_m, every))
        def mopa_rows_tail(M: size, dst: [R][L, L] @ ZA, x: [R][L, G] @ Z,
                           y: [R][L, G] @ Z):
            assert M < L
            for i in seq(0, L):
                if i < M:
                    for j in seq(0, L):
                        for g in seq(0, G):
                            a: i32
                            b: i32
                            a = x[i, g]
                            b = y[j, g]
                            dst[i, j] += a * b

        @instr(_mopa_c(dtype, every, first_n))
        def mopa_cols_tail(N: size, dst: [R][L, L] @ ZA, x: [R][L, G] @ Z,
                           y: [R][L, G] @ Z):
            assert N < L
            for i in seq(0, L):
                for j in seq(0, L):
                    if j < N:
                        for g in seq(0, G):
                            a: i32
                            b: i32
                            a = x[i, g]
                            b = y[j, g]
                            dst[i, j] += a * b

        @instr(_mopa_c(dtype, first_m, first_n))
        def mopa_both_tails(M: size, N: size, dst: [R][L, L] @ ZA, x: [R][L, G] @ Z,
                            y: [R][L, G] @ Z):
            assert M < L
            assert N < L
            for i in seq(0, L):
                if i < M:
                    for j in seq(0, L):
                        if j < N:
                            for g in seq(0, G):
                                a: i32
                                b: i32
                                a = x[i, g]
                                b = y[j, g]
                                dst[i, j] += a * b
    else:
        @instr(_mopa_c(dtype, every, every))
        def mopa(dst: [R][L, L] @ ZA, x: [ui16][L, G] @ Z, y: [ui16][L, G] @ Z):
            for i in seq(0, L):
                for j in seq(0, L):
                    for g in seq(0, G):
                        dst[i, j] += bf16_as_f32(x[i, g]) * bf16_as_f32(y[j, g])

        @instr(_mopa_c(dtype, first_m, every))
        def mopa_rows_tail(M: size, dst: [R][L, L] @ ZA, x: [ui16][L, G] @ Z,
                           y: [ui16][L, G] @ Z):
            assert M < L
            for i in seq(0, L):
                if i < M:
                    for j in seq(0, L):
                        for g in seq(0, G):
                            dst[i, j] += bf16_as_f32(x[i, g]) * bf16_as_f32(y[j, g])

        @instr(_mopa_c(dtype, every, first_n))
        def mopa_cols_tail(N: size, dst: [R][L, L] @ ZA, x: [ui16][L, G] @ Z,
                           y: [ui16][L, G] @ Z):
            assert N < L
            for i in seq(0, L):
                for j in seq(0, L):
                    if j < N:
                        for g in seq(0, G):
                            dst[i, j] += bf16_as_f32(x[i, g]) * bf16_as_f32(y[j, g])

        @instr(_mopa_c(dtype, first_m, first_n))
        def mopa_both_tails(M: size, N: size, dst: [R][L, L] @ ZA, x: [ui16][L, G] @ Z,
                            y: [ui16][L, G] @ Z):
            assert M < L
            assert N < L
            for i in seq(0, L):
                if i < M:
                    for j in seq(0, L):
                        if j < N:
                            for g in seq(0, G):
                                dst[i, j] += bf16_as_f32(x[i, g]) * bf16_as_f32(y[j, g])

    types = {"dst": dtype.exo_c, "x": dtype.exo_a, "y": dtype.exo_b}
    return {role: _typed(p, types) for role, p in dict(
        mopa=mopa, mopa_rows_tail=mopa_rows_tail, mopa_cols_tail=mopa_cols_tail,
        mopa_both_tails=mopa_both_tails).items()}
