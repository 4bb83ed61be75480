"""The Exo side of an ISA description: its vector registers as an Exo memory, and its C
templates as `@instr` procedures.

isa/ holds plain data (so the runtime never imports Exo); the schedules ask this module for
the Exo objects built from that data. Each instruction's body states exactly what it
computes, so Exo can prove that replacing a loop by it preserves meaning. Built once per
ISA description (cached).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from exo import DRAM, Memory, instr
from exo.API_scheduling import rename
from exo.core.memory import MemGenError
from exo.libs.externs import select

from exogemm.dtype import F32, DType
from exogemm.errors import DtypeError
from exogemm.isa.base import VectorIsa


def _described(isa: VectorIsa, dtype: DType) -> None:
    """Refuse a datatype whose registers and instructions are not written here yet, so a
    step asking for them fails with the reason instead of scheduling f32 code."""
    if dtype != F32:
        raise DtypeError(f"{isa.key}: no {dtype.name} vector registers or instructions in "
                         f"procs/instructions.py yet; described: {F32.name}")


def vector_registers(isa: VectorIsa, dtype: DType = F32) -> type[Memory]:
    """An Exo memory whose buffers are C vector variables of the ISA's type for `dtype`:
    one class per (ISA, dtype), since Exo tells memories apart by class.

    Only single vectors are allowed (shape [..., lanes] with the leading dimensions unrolled by
    the schedule first): scalable types such as SVE's and RVV's cannot form C arrays, so the
    schedule gives every register its own variable, which suits every compiler.
    """
    _described(isa, dtype)
    return _vector_registers(isa, dtype)


@lru_cache(maxsize=None)
def _vector_registers(isa: VectorIsa, dtype: DType) -> type[Memory]:
    lanes, ctype = isa.lanes, isa.c_vector_type

    class VectorRegisters(Memory):
        @classmethod
        def global_(cls) -> str:
            return isa.header + ("\n" + isa.prelude if isa.prelude else "")

        @classmethod
        def can_read(cls) -> bool:
            return False

        @classmethod
        def alloc(cls, new_name, prim_type, shape, srcinfo):
            if prim_type != "float":
                raise MemGenError(f"{srcinfo}: {isa.key} vectors hold f32 only")
            if not shape or not (shape[-1].isdecimal() and int(shape[-1]) == lanes):
                raise MemGenError(f"{srcinfo}: {isa.key} vectors must be {lanes}-wide")
            if len(shape) > 1:
                dims = "][".join(map(str, shape[:-1]))
                return f"{ctype} {new_name}[{dims}];"
            return f"{ctype} {new_name};"

        @classmethod
        def free(cls, new_name, prim_type, shape, srcinfo):
            return ""

        @classmethod
        def window(cls, basetyp, baseptr, indices, strides, srcinfo):
            idxs = indices[:-1]
            return baseptr + "".join(f"[{i}]" for i in idxs)

    VectorRegisters.__name__ = VectorRegisters.__qualname__ = f"{isa.key.upper()}_REGS"
    return VectorRegisters


@dataclass(frozen=True)
class VectorInstructions:
    """The Exo instructions the micro-kernel schedule maps its loops onto."""

    load: object
    load_tail: object
    store: object
    store_tail: object
    mac: object
    mac_tail: object
    add: object
    add_tail: object
    max_floor: object
    max_floor_tail: object
    zero: object | None  # None: the ISA has neither a zero nor a set1 template
    zero_tail: object | None

    def all(self) -> list:
        optional = [x for x in (self.zero, self.zero_tail) if x is not None]
        return [self.load, self.store, self.mac, self.load_tail, self.store_tail, self.mac_tail,
                self.add, self.add_tail, self.max_floor, self.max_floor_tail, *optional]

    @staticmethod
    def build(isa: VectorIsa, dtype: DType = F32) -> "VectorInstructions":
        """Instantiate the instructions for `isa.lanes` lanes in `vector_registers(isa, dtype)`.

        The bodies are the semantics Exo checks a replaced loop against; the templates are the
        C that is emitted. The `_tail` forms touch only the first N lanes of memory, which is
        what keeps edge tiles from reading or writing past the matrix.
        """
        L, Vec, t = isa.lanes, vector_registers(isa, dtype), isa.c
        mac_c = isa.mac_templates(F32)  # the Exo semantics below are f32's

        @instr(t.load)
        def load(dst: [f32][L] @ Vec, src: [f32][L] @ DRAM):
            assert stride(src, 0) == 1
            assert stride(dst, 0) == 1
            for i in seq(0, L):
                dst[i] = src[i]

        @instr(t.load_tail)
        def load_tail(N: size, dst: [f32][L] @ Vec, src: [f32][N] @ DRAM):
            assert stride(src, 0) == 1
            assert stride(dst, 0) == 1
            assert N < L
            for i in seq(0, L):
                if i < N:
                    dst[i] = src[i]

        @instr(t.store)
        def store(dst: [f32][L] @ DRAM, src: [f32][L] @ Vec):
            assert stride(src, 0) == 1
            assert stride(dst, 0) == 1
            for i in seq(0, L):
                dst[i] = src[i]

        @instr(t.store_tail)
        def store_tail(N: size, dst: [f32][N] @ DRAM, src: [f32][L] @ Vec):
            assert stride(src, 0) == 1
            assert stride(dst, 0) == 1
            assert N < L
            for i in seq(0, L):
                if i < N:
                    dst[i] = src[i]

        @instr(mac_c.mac)
        def mac(dst: [f32][L] @ Vec, a: [f32][1] @ DRAM, b: [f32][L] @ Vec):
            assert stride(b, 0) == 1
            assert stride(dst, 0) == 1
            for i in seq(0, L):
                dst[i] += a[0] * b[i]

        @instr(mac_c.mac_tail)
        def mac_tail(N: size, dst: [f32][L] @ Vec, a: [f32][1] @ DRAM, b: [f32][L] @ Vec):
            assert stride(b, 0) == 1
            assert stride(dst, 0) == 1
            assert N < L
            for i in seq(0, L):
                if i < N:
                    dst[i] += a[0] * b[i]

        @instr(t.add)
        def add(dst: [f32][L] @ Vec, src: [f32][L] @ DRAM):
            assert stride(src, 0) == 1
            assert stride(dst, 0) == 1
            for i in seq(0, L):
                dst[i] += src[i]

        @instr(t.add_tail)
        def add_tail(N: size, dst: [f32][L] @ Vec, src: [f32][N] @ DRAM):
            assert stride(src, 0) == 1
            assert stride(dst, 0) == 1
            assert N < L
            for i in seq(0, L):
                if i < N:
                    dst[i] += src[i]

        @instr(t.max_floor)
        def max_floor(dst: [f32][L] @ Vec, lo: [f32][1] @ DRAM):
            assert stride(dst, 0) == 1
            for i in seq(0, L):
                dst[i] = select(dst[i], lo[0], lo[0], dst[i])

        @instr(t.max_floor_tail)
        def max_floor_tail(N: size, dst: [f32][L] @ Vec, lo: [f32][1] @ DRAM):
            assert stride(dst, 0) == 1
            assert N < L
            for i in seq(0, L):
                if i < N:
                    dst[i] = select(dst[i], lo[0], lo[0], dst[i])

        zero_c = t.zero or (f"{{dst_data}} = {t.set1.format(x='0.0f')};" if t.set1 else "")

        @instr(zero_c)
        def zero(dst: [f32][L] @ Vec):
            assert stride(dst, 0) == 1
            for i in seq(0, L):
                dst[i] = 0.0

        @instr(zero_c)
        def zero_tail(N: size, dst: [f32][L] @ Vec):
            assert stride(dst, 0) == 1
            assert N < L
            for i in seq(0, L):
                if i < N:
                    dst[i] = 0.0

        # The multiply-accumulate is named by its datatype too (avx512_f32_mac): other
        # datatypes' sit next to it on the same ISA.
        named = {
            role: rename(p, f"{isa.key}_{F32.name}_{role}" if role.startswith("mac")
                         else f"{isa.key}_{role}")
            for role, p in dict(
                load=load,
                load_tail=load_tail,
                store=store,
                store_tail=store_tail,
                mac=mac,
                mac_tail=mac_tail,
                add=add,
                add_tail=add_tail,
                max_floor=max_floor,
                max_floor_tail=max_floor_tail,
                zero=zero,
                zero_tail=zero_tail,
            ).items()
        }
        if not zero_c:
            named.update(zero=None, zero_tail=None)
        return VectorInstructions(**named)


def vector_instructions(isa: VectorIsa, dtype: DType = F32) -> VectorInstructions:
    """The ISA's instructions for `dtype`, built once per description. The steps pass the
    tile's dtype, so a new datatype adds instructions here, not branches in a step."""
    _described(isa, dtype)
    return _vector_instructions(isa, dtype)


@lru_cache(maxsize=None)
def _vector_instructions(isa: VectorIsa, dtype: DType) -> VectorInstructions:
    return VectorInstructions.build(isa, dtype)
