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
from exo.API_scheduling import rename
from exo.core.memory import MemGenError

from exogemm.isa.sme import SmeEngine

ALL = "svptrue_b32()"
TAIL = "svwhilelt_b32_s32(0, {N})"
ROWS = "svwhilelt_b32_s32(0, {M})"
HEADER = ("#include <arm_sme.h>\n#ifndef EXOGEMM_ZA_TILE\n"
          "#define EXOGEMM_ZA_TILE(tile, slice) (tile)\n#endif")


@lru_cache(maxsize=None)
def za_memory(engine: SmeEngine) -> type[Memory]:
    """The ZA array of `engine` as an Exo memory (one class per lane count)."""
    L, T = engine.lanes, engine.tiles

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
            if prim_type != "float" or len(dims) != 3 or dims[1:] != [L, L] \
                    or not isinstance(dims[0], int) or not 1 <= dims[0] <= T:
                raise MemGenError(f"{srcinfo}: {engine.key} ZA holds at most {T} f32 tiles "
                                  f"of {L} x {L} (f32[tiles, {L}, {L}]), got {prim_type} "
                                  f"{list(shape)}")
            return f"/* {new_name}: ZA0.S..ZA{dims[0] - 1}.S */"

        @classmethod
        def free(cls, new_name, prim_type, shape, srcinfo):
            return ""

        @classmethod
        def window(cls, basetyp, baseptr, indices, strides, srcinfo):
            return f"{indices[0]}, {indices[1]}"

    ZA.__name__ = ZA.__qualname__ = f"{engine.key.upper().replace('-', '_')}_ZA"
    return ZA


@lru_cache(maxsize=None)
def z_registers(engine: SmeEngine) -> type[Memory]:
    """Streaming z registers of `engine` as an Exo memory: one svfloat32_t per buffer."""
    L = engine.lanes

    class Z(Memory):
        @classmethod
        def global_(cls) -> str:
            return HEADER

        @classmethod
        def can_read(cls) -> bool:
            return False

        @classmethod
        def alloc(cls, new_name, prim_type, shape, srcinfo):
            if prim_type != "float" or [str(d) for d in shape] != [str(L)]:
                raise MemGenError(f"{srcinfo}: an {engine.key} z register holds {L} f32, got "
                                  f"{prim_type} {list(shape)} (unroll the leading dimensions)")
            return f"svfloat32_t {new_name};"

        @classmethod
        def free(cls, new_name, prim_type, shape, srcinfo):
            return ""

        @classmethod
        def window(cls, basetyp, baseptr, indices, strides, srcinfo):
            return baseptr

    Z.__name__ = Z.__qualname__ = f"{engine.key.upper().replace('-', '_')}_Z"
    return Z


@dataclass(frozen=True)
class SmeInstructions:
    """The instructions the SME recipe maps its loops onto."""

    zero_tile: Procedure
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
                self.load_vector, self.load_vector_tail, self.zero_tile]


@lru_cache(maxsize=None)
def sme_instructions(engine: SmeEngine) -> SmeInstructions:
    """`engine`'s FP32 instructions, named <key>_<role> (sme_svl256_mopa)."""
    L, ZA, Z = engine.lanes, za_memory(engine), z_registers(engine)
    tile = "EXOGEMM_ZA_TILE({dst_data})"

    @instr(f"svzero_mask_za(0x11 << {tile});")
    def zero_tile(dst: [f32][L, L] @ ZA):
        for i in seq(0, L):
            for j in seq(0, L):
                dst[i, j] = 0.0

    @instr(f"svld1_hor_za32({{dst_data}}, {ALL}, &{{src_data}});")
    def load_row(dst: [f32][L] @ ZA, src: [f32][L] @ DRAM):
        assert stride(src, 0) == 1
        for j in seq(0, L):
            dst[j] = src[j]

    @instr(f"svld1_hor_za32({{dst_data}}, {TAIL}, &{{src_data}});")
    def load_row_tail(N: size, dst: [f32][L] @ ZA, src: [f32][N] @ DRAM):
        assert stride(src, 0) == 1
        assert N < L
        for j in seq(0, L):
            if j < N:
                dst[j] = src[j]

    @instr(f"svst1_hor_za32({{src_data}}, {ALL}, &{{dst_data}});")
    def store_row(dst: [f32][L] @ DRAM, src: [f32][L] @ ZA):
        assert stride(dst, 0) == 1
        for j in seq(0, L):
            dst[j] = src[j]

    @instr(f"svst1_hor_za32({{src_data}}, {TAIL}, &{{dst_data}});")
    def store_row_tail(N: size, dst: [f32][N] @ DRAM, src: [f32][L] @ ZA):
        assert stride(dst, 0) == 1
        assert N < L
        for j in seq(0, L):
            if j < N:
                dst[j] = src[j]

    @instr(f"{{dst_data}} = svld1_f32({ALL}, &{{src_data}});")
    def load_vector(dst: [f32][L] @ Z, src: [f32][L] @ DRAM):
        assert stride(src, 0) == 1
        for i in seq(0, L):
            dst[i] = src[i]

    @instr(f"{{dst_data}} = svld1_f32({TAIL}, &{{src_data}});")
    def load_vector_tail(N: size, dst: [f32][L] @ Z, src: [f32][N] @ DRAM):
        assert stride(src, 0) == 1
        assert N < L
        for i in seq(0, L):
            if i < N:
                dst[i] = src[i]

    @instr(f"svmopa_za32_f32_m({tile}, {ALL}, {ALL}, {{a_data}}, {{b_data}});")
    def mopa(dst: [f32][L, L] @ ZA, a: [f32][L] @ Z, b: [f32][L] @ Z):
        for i in seq(0, L):
            for j in seq(0, L):
                dst[i, j] += a[i] * b[j]

    @instr(f"svmopa_za32_f32_m({tile}, {ROWS}, {ALL}, {{a_data}}, {{b_data}});")
    def mopa_rows_tail(M: size, dst: [f32][L, L] @ ZA, a: [f32][L] @ Z, b: [f32][L] @ Z):
        assert M < L
        for i in seq(0, L):
            if i < M:
                for j in seq(0, L):
                    dst[i, j] += a[i] * b[j]

    @instr(f"svmopa_za32_f32_m({tile}, {ALL}, {TAIL}, {{a_data}}, {{b_data}});")
    def mopa_cols_tail(N: size, dst: [f32][L, L] @ ZA, a: [f32][L] @ Z, b: [f32][L] @ Z):
        assert N < L
        for i in seq(0, L):
            for j in seq(0, L):
                if j < N:
                    dst[i, j] += a[i] * b[j]

    @instr(f"svmopa_za32_f32_m({tile}, {ROWS}, {TAIL}, {{a_data}}, {{b_data}});")
    def mopa_both_tails(M: size, N: size, dst: [f32][L, L] @ ZA, a: [f32][L] @ Z,
                        b: [f32][L] @ Z):
        assert M < L
        assert N < L
        for i in seq(0, L):
            if i < M:
                for j in seq(0, L):
                    if j < N:
                        dst[i, j] += a[i] * b[j]

    prefix = engine.key.replace("-", "_")
    return SmeInstructions(**{role: rename(p, f"{prefix}_{role}") for role, p in dict(
        zero_tile=zero_tile, load_row=load_row, load_row_tail=load_row_tail,
        store_row=store_row, store_row_tail=store_row_tail, load_vector=load_vector,
        load_vector_tail=load_vector_tail, mopa=mopa, mopa_rows_tail=mopa_rows_tail,
        mopa_cols_tail=mopa_cols_tail, mopa_both_tails=mopa_both_tails).items()})
