"""The Exo side of an ISA description: its vector registers as an Exo memory, and its C
templates as `@instr` procedures.

isa/ holds plain data (so the runtime never imports Exo); the schedules ask this module for
the Exo objects built from that data. Each instruction's body states exactly what it
computes, so Exo can prove that replacing a loop by it preserves meaning. Built once per
ISA description and datatype (cached).

A k-grouped datatype (G > 1) has 32-bit accumulator lanes, like f32, and B registers of
lanes x G elements; its dot instruction's body is the reference's g loop over one register
(`for j < lanes: for g < G: dst[j] += widen(a[g]) * widen(b[j, g])`), written the way the
reference writes its products (procs/reference.py), so they unify. A datatype without a
k-group (f32, f16) is an FMA by element over `lanes_for(dtype)` lanes (8 for f16 on NEON):
the same R-typed instructions as f32's, given its element type and its DotTemplates' C.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from exo import DRAM, Memory, Procedure, instr
from exo.API_scheduling import rename, set_precision
from exo.core.memory import MemGenError
from exo.libs.externs import select

from exogemm.core.dtype import F32, DType
from exogemm.core.errors import DtypeError, IsaDescriptionError
from exogemm.isa.base import DotTemplates, VectorIsa
from exogemm.procs.widen import WORD_READERS


def _described(isa: VectorIsa, dtype: DType) -> None:
    """Refuse a datatype the ISA has no instructions for, so a step asking for them fails
    with the reason instead of scheduling another datatype's code."""
    if dtype.name not in isa.dtypes:
        raise DtypeError(f"{isa.key} has no {dtype.name} instructions (it has: "
                         f"{', '.join(isa.dtypes)}); a datatype's dot instruction is "
                         f"described in `dots` in isa/{isa.name}.py")


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
    lanes = isa.lanes_for(dtype)
    if dtype == F32:
        # one vector type: [..., lanes] f32
        shapes = {"float": (isa.c_vector_type, 1)}
        prelude = isa.prelude
    else:
        # accumulators [..., lanes] and, for G > 1, B rows [..., lanes, G] (for G = 1 the
        # B row is one more vector of the accumulators' type)
        dot = isa.dot_templates(dtype)
        shapes = {dtype.c_c: (dot.acc_type, 1)}
        if dtype.k_group > 1:
            shapes[dtype.c_b] = (dot.b_type, 2)
        prelude = "\n".join(x for x in (isa.prelude, dot.prelude) if x)
    group = dtype.k_group

    def vector_dims(prim_type: str, srcinfo) -> tuple[str, int]:
        if prim_type not in shapes:
            raise MemGenError(f"{srcinfo}: {isa.key} {dtype.name} vectors hold "
                              f"{' or '.join(shapes)}, not {prim_type}")
        return shapes[prim_type]

    class VectorRegisters(Memory):
        @classmethod
        def global_(cls) -> str:
            return isa.header + ("\n" + prelude if prelude else "")

        @classmethod
        def can_read(cls) -> bool:
            return False

        @classmethod
        def alloc(cls, new_name, prim_type, shape, srcinfo):
            ctype, dims = vector_dims(prim_type, srcinfo)
            want = [lanes, group][:dims]
            if [int(d) if str(d).isdecimal() else d for d in shape[-dims:]] != want:
                raise MemGenError(f"{srcinfo}: {isa.key} {prim_type} vectors must be "
                                  f"{' x '.join(map(str, want))}, got {list(shape)}")
            lead = shape[:-dims]
            return f"{ctype} {new_name}" + "".join(f"[{d}]" for d in lead) + ";"

        @classmethod
        def free(cls, new_name, prim_type, shape, srcinfo):
            return ""

        @classmethod
        def window(cls, basetyp, baseptr, indices, strides, srcinfo):
            _, dims = vector_dims(basetyp.basetype().ctype(), srcinfo)
            return baseptr + "".join(f"[{i}]" for i in indices[:-dims])

    suffix = "" if dtype == F32 else f"_{dtype.name.upper()}"
    VectorRegisters.__name__ = VectorRegisters.__qualname__ = f"{isa.key.upper()}{suffix}_REGS"
    return VectorRegisters


@dataclass(frozen=True)
class VectorInstructions:
    """The Exo instructions the micro-kernel schedule maps its loops onto."""

    load: Procedure
    load_tail: Procedure
    store: Procedure
    store_tail: Procedure
    mac: Procedure
    mac_tail: Procedure
    zero: Procedure | None  # None: the ISA has neither a zero nor a set1 template
    zero_tail: Procedure | None
    # The fused epilogue's (f32 only for now; None for a dot datatype).
    add: Procedure | None = None
    add_tail: Procedure | None = None
    max_floor: Procedure | None = None
    max_floor_tail: Procedure | None = None
    # A dot datatype's B-row loads (lanes x G elements); f32's B row uses `load`.
    b_load: Procedure | None = None
    b_load_tail: Procedure | None = None

    def all(self) -> list[Procedure]:
        """In the order `replace_all` should try them: the B-row loads first, because Exo's
        replace matches shapes, not element types, and when lanes == G (4 int8 lanes on
        NEON) a B row's group loop also has the shape of an accumulator load."""
        return [x for x in (self.b_load, self.b_load_tail, self.load, self.store, self.mac,
                            self.load_tail, self.store_tail, self.mac_tail, self.add,
                            self.add_tail, self.max_floor, self.max_floor_tail, self.zero,
                            self.zero_tail) if x is not None]

    @staticmethod
    def build(isa: VectorIsa, dtype: DType = F32) -> "VectorInstructions":
        if dtype == F32:
            return VectorInstructions._build_f32(isa)
        if dtype.k_group == 1:
            return _fma_instructions(isa, dtype)
        return _dot_instructions(isa, dtype)

    @staticmethod
    def _build_f32(isa: VectorIsa) -> "VectorInstructions":
        """f32's instructions for `isa.lanes` lanes in `vector_registers(isa, F32)`: the FMA,
        the epilogue's add and max, and `_accumulator_ops`.

        The bodies are the semantics Exo checks a replaced loop against; the templates are the
        C that is emitted. The `_tail` forms touch only the first N lanes (the edge tiles').
        """
        L, Vec, t = isa.lanes, vector_registers(isa, F32), isa.c

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
        named = {
            role: rename(p, f"{isa.key}_{role}")
            for role, p in dict(
                add=add,
                add_tail=add_tail,
                max_floor=max_floor,
                max_floor_tail=max_floor_tail,
            ).items()
        }
        accumulators = _accumulator_ops(isa, F32, t, zero_c)
        if not zero_c:
            accumulators.update(zero=None, zero_tail=None)
        return VectorInstructions(**named, **_fma(isa, F32, t), **accumulators)


def _fma(isa: VectorIsa, dtype: DType, t) -> dict[str, Procedure]:
    """The FMA by element of a datatype without a k-group (dst += a * b over the lanes,
    `_tail`: only the first N change), with the C of `t` (CTemplates for f32, DotTemplates
    for f16): written once with R, then given the dtype's element types. Named by the
    datatype too (avx512_f32_mac, neon_f16_mac): several sit side by side on one ISA."""
    L, Vec = isa.lanes_for(dtype), vector_registers(isa, dtype)

    @instr(t.mac)
    def mac(dst: [R][L] @ Vec, a: [R][1] @ DRAM, b: [R][L] @ Vec):
        assert stride(b, 0) == 1
        assert stride(dst, 0) == 1
        for i in seq(0, L):
            dst[i] += a[0] * b[i]

    @instr(t.mac_tail)
    def mac_tail(N: size, dst: [R][L] @ Vec, a: [R][1] @ DRAM, b: [R][L] @ Vec):
        assert stride(b, 0) == 1
        assert stride(dst, 0) == 1
        assert N < L
        for i in seq(0, L):
            if i < N:
                dst[i] += a[0] * b[i]

    types = {"dst": dtype.exo_c, "a": dtype.exo_a, "b": dtype.exo_b}
    return {role: _typed(rename(p, f"{isa.key}_{dtype.name}_{role}"), types)
            for role, p in dict(mac=mac, mac_tail=mac_tail).items()}


def _fma_instructions(isa: VectorIsa, dtype: DType) -> VectorInstructions:
    """A datatype other than f32 without a k-group (f16): the FMA and the accumulators' loads,
    stores and zero in `vector_registers(isa, dtype)`, with the C of its DotTemplates. The B
    row is loaded as the accumulators are, so A, B and C must share one element type (Exo
    also refuses a product of two precisions; a widening FMA such as FMLAL would need its
    own semantics)."""
    if not dtype.exo_a == dtype.exo_b == dtype.exo_c:
        raise DtypeError(f"{dtype.name}: an FMA datatype (k_group 1) needs one element type "
                         f"for A, B and C, got {dtype.exo_a}, {dtype.exo_b}, {dtype.exo_c}")
    d = isa.dot_templates(dtype)
    return VectorInstructions(**_fma(isa, dtype, d), **_accumulator_ops(isa, dtype, d, d.zero))


def _accumulator_ops(isa: VectorIsa, dtype: DType, t, zero_c: str) -> dict[str, Procedure]:
    """The accumulator registers' loads, stores and zero (and their tail forms) of `dtype`,
    with the C of `t` (the ISA's CTemplates for f32, its DotTemplates for a dot datatype):
    written once with Exo's generic type R, then given the accumulator's element type. The
    `_tail` forms touch only the first N lanes of memory, which is what keeps edge tiles
    from reading or writing past the matrix. Named <isa>_<role> for f32 and
    <isa>_<dtype>_<role> for another datatype."""
    L, Vec = isa.lanes_for(dtype), vector_registers(isa, dtype)

    @instr(t.load)
    def load(dst: [R][L] @ Vec, src: [R][L] @ DRAM):
        assert stride(src, 0) == 1
        assert stride(dst, 0) == 1
        for i in seq(0, L):
            dst[i] = src[i]

    @instr(t.load_tail)
    def load_tail(N: size, dst: [R][L] @ Vec, src: [R][N] @ DRAM):
        assert stride(src, 0) == 1
        assert stride(dst, 0) == 1
        assert N < L
        for i in seq(0, L):
            if i < N:
                dst[i] = src[i]

    @instr(t.store)
    def store(dst: [R][L] @ DRAM, src: [R][L] @ Vec):
        assert stride(src, 0) == 1
        assert stride(dst, 0) == 1
        for i in seq(0, L):
            dst[i] = src[i]

    @instr(t.store_tail)
    def store_tail(N: size, dst: [R][N] @ DRAM, src: [R][L] @ Vec):
        assert stride(src, 0) == 1
        assert stride(dst, 0) == 1
        assert N < L
        for i in seq(0, L):
            if i < N:
                dst[i] = src[i]

    @instr(zero_c)
    def zero(dst: [R][L] @ Vec):
        assert stride(dst, 0) == 1
        for i in seq(0, L):
            dst[i] = 0.0

    @instr(zero_c)
    def zero_tail(N: size, dst: [R][L] @ Vec):
        assert stride(dst, 0) == 1
        assert N < L
        for i in seq(0, L):
            if i < N:
                dst[i] = 0.0

    prefix = isa.key if dtype == F32 else f"{isa.key}_{dtype.name}"
    types = {"dst": dtype.exo_c, "src": dtype.exo_c}
    return {role: _typed(rename(p, f"{prefix}_{role}"), types)
            for role, p in dict(load=load, load_tail=load_tail, store=store,
                                store_tail=store_tail, zero=zero, zero_tail=zero_tail).items()}


def _dot_instructions(isa: VectorIsa, dtype: DType) -> VectorInstructions:
    """The accumulators' loads, stores and zero (`_accumulator_ops`), the B-row loads and the
    dot instruction of a k-grouped datatype, in `vector_registers(isa, dtype)`. Written with
    Exo's generic type R, then given the dtype's element types; the bodies are the semantics
    Exo checks, the ISA's `DotTemplates` the C emitted."""
    L, G = isa.lanes_for(dtype), dtype.k_group
    Vec, d = vector_registers(isa, dtype), isa.dot_templates(dtype)

    @instr(d.b_load)
    def b_load(dst: [R][L, G] @ Vec, src: [R][L, G] @ DRAM):
        assert stride(src, 1) == 1
        assert stride(dst, 1) == 1
        for j in seq(0, L):
            for g in seq(0, G):
                dst[j, g] = src[j, g]

    @instr(d.b_load_tail)
    def b_load_tail(N: size, dst: [R][L, G] @ Vec, src: [R][N, G] @ DRAM):
        assert stride(src, 1) == 1
        assert stride(dst, 1) == 1
        assert N < L
        for j in seq(0, L):
            if j < N:
                for g in seq(0, G):
                    dst[j, g] = src[j, g]

    mac, mac_tail = _dot(dtype, L, G, Vec, d)
    b_rows = {"dst": dtype.exo_b, "src": dtype.exo_b}
    products = {"dst": dtype.exo_c, "a": dtype.exo_a, "b": dtype.exo_b}
    named = {
        role: _typed(rename(p, f"{isa.key}_{dtype.name}_{role}"), types)
        for role, p, types in (
            ("b_load", b_load, b_rows), ("b_load_tail", b_load_tail, b_rows),
            ("mac", mac, products), ("mac_tail", mac_tail, products),
        )
    }
    return VectorInstructions(**named, **_accumulator_ops(isa, dtype, d, d.zero))


def _dot(dtype: DType, L: int, G: int, Vec: type[Memory], d: DotTemplates
         ) -> tuple[Procedure, Procedure]:
    """The dot instruction and its tail form (L lanes, groups of G, in Vec, C from `d`),
    their products written as the reference's."""
    if dtype.product == "widened":
        @instr(d.mac)
        def mac(dst: [R][L] @ Vec, a: [R][G] @ DRAM, b: [R][L, G] @ Vec):
            assert stride(a, 0) == 1
            assert stride(b, 1) == 1
            assert stride(dst, 0) == 1
            for j in seq(0, L):
                for g in seq(0, G):
                    x: i32
                    y: i32
                    x = a[g]
                    y = b[j, g]
                    dst[j] += x * y

        @instr(d.mac_tail)
        def mac_tail(N: size, dst: [R][L] @ Vec, a: [R][G] @ DRAM, b: [R][L, G] @ Vec):
            assert stride(a, 0) == 1
            assert stride(b, 1) == 1
            assert stride(dst, 0) == 1
            assert N < L
            for j in seq(0, L):
                if j < N:
                    for g in seq(0, G):
                        x: i32
                        y: i32
                        x = a[g]
                        y = b[j, g]
                        dst[j] += x * y

        return mac, mac_tail
    if dtype.product in WORD_READERS:  # 16-bit words read through their extern
        word = WORD_READERS[dtype.product]

        @instr(d.mac)
        def mac(dst: [R][L] @ Vec, a: [ui16][G] @ DRAM, b: [ui16][L, G] @ Vec):
            assert stride(a, 0) == 1
            assert stride(b, 1) == 1
            assert stride(dst, 0) == 1
            for j in seq(0, L):
                for g in seq(0, G):
                    dst[j] += word(a[g]) * word(b[j, g])

        @instr(d.mac_tail)
        def mac_tail(N: size, dst: [R][L] @ Vec, a: [ui16][G] @ DRAM, b: [ui16][L, G] @ Vec):
            assert stride(a, 0) == 1
            assert stride(b, 1) == 1
            assert stride(dst, 0) == 1
            assert N < L
            for j in seq(0, L):
                if j < N:
                    for g in seq(0, G):
                        dst[j] += word(a[g]) * word(b[j, g])

        return mac, mac_tail
    raise DtypeError(f"{dtype.name}: no dot instruction semantics for products "
                     f"{dtype.product!r} in procs/instructions.py")


def _typed(p: Procedure, types: dict[str, str]) -> Procedure:
    """`p` with each of its generic-typed (R) arguments named in `types` given that type."""
    args = {a.name() for a in p.args()}
    for arg, typ in types.items():
        if arg in args:
            p = set_precision(p, arg, typ)
    return p


def vector_instructions(isa: VectorIsa, dtype: DType = F32) -> VectorInstructions:
    """The ISA's instructions for `dtype`, built once per description. The steps pass the
    tile's dtype, so a new datatype adds instructions here, not branches in a step."""
    _described(isa, dtype)
    return _vector_instructions(isa, dtype)


@lru_cache(maxsize=None)
def _vector_instructions(isa: VectorIsa, dtype: DType) -> VectorInstructions:
    return VectorInstructions.build(isa, dtype)


@dataclass(frozen=True)
class ReductionInstructions:
    """What the dot-product kernels (procs/dot.py) add to the f32 instructions: a vector
    by vector FMA and the sum of a vector's lanes added to one element of memory."""

    mac_vv: Procedure
    reduce_add: Procedure


def reduction_instructions(isa: VectorIsa) -> ReductionInstructions:
    """The ISA's `fma_vv` and `hsum` templates as Exo instructions (IsaDescriptionError if
    the description has no `hsum`: it has no dot-product kernels)."""
    if not (isa.c.fma_vv and isa.c.hsum):
        raise IsaDescriptionError(f"{isa.key} describes no `fma_vv` and `hsum` C templates, "
                                  "which the dot-product kernels (op(B) = B^T) are made of")
    return _reduction_instructions(isa)


@lru_cache(maxsize=None)
def _reduction_instructions(isa: VectorIsa) -> ReductionInstructions:
    L, Vec, t = isa.lanes, vector_registers(isa, F32), isa.c

    @instr("{dst_data} = " + t.fma_vv.format(acc="{dst_data}", x="{a_data}", y="{b_data}") + ";")
    def mac_vv(dst: [f32][L] @ Vec, a: [f32][L] @ Vec, b: [f32][L] @ Vec):
        assert stride(dst, 0) == 1
        assert stride(a, 0) == 1
        assert stride(b, 0) == 1
        for i in seq(0, L):
            dst[i] += a[i] * b[i]

    @instr("{dst_data} += " + t.hsum.format(v="{src_data}") + ";")
    def reduce_add(dst: [f32][1] @ DRAM, src: [f32][L] @ Vec):
        assert stride(src, 0) == 1
        for i in seq(0, L):
            dst[0] += src[i]

    return ReductionInstructions(rename(mac_vv, f"{isa.key}_mac_vv"),
                                 rename(reduce_add, f"{isa.key}_reduce_add"))


#: The C blocks whose four lane sums one `reduce_add4` adds: (rows, columns).
FOUR_SUMS_SHAPES = ((1, 4), (2, 2), (4, 1))


@lru_cache(maxsize=None)
def reduce_add4(isa: VectorIsa, rows: int, cols: int) -> Procedure | None:
    """The lane sums of four vectors added to a rows x cols block of C in one statement
    (the ISA's `hsum4`, each sum with the bits of `hsum`), stated as the four `reduce_add`
    loops it replaces, block elements in row-major order; None where the ISA has no `hsum4`.
    Exo passes a buffer once per call, so C is one block and the vectors four registers."""
    if not isa.c.hsum4:
        return None
    if (rows, cols) not in FOUR_SUMS_SHAPES:
        raise ValueError(f"four lane sums fill a block of {FOUR_SUMS_SHAPES}, not {rows}x{cols}")
    L, R, Cc, Vec = isa.lanes, rows, cols, vector_registers(isa, F32)
    cells = [divmod(e, cols) for e in range(4)]  # (row, column) of each sum in the block
    _, (r1, c1), (r2, c2), (r3, c3) = cells
    sums = isa.c.hsum4.format(s="exo_s", **{f"v{e}": f"{{v{e}_data}}" for e in range(4)})
    at = [f"{c}" if r == 0 else f"{r} * {{d}}.strides[0] + {c}" for r, c in cells]
    adds = " ".join(f"(&{{d_data}})[{at[e]}] += exo_s[{e}];" for e in range(4))

    @instr("{{ float exo_s[4]; " + sums + "; " + adds + " }}")
    def reduce_add4(d: [f32][R, Cc] @ DRAM, v0: [f32][L] @ Vec, v1: [f32][L] @ Vec,
                    v2: [f32][L] @ Vec, v3: [f32][L] @ Vec):
        assert stride(d, 1) == 1
        assert stride(v0, 0) == 1
        assert stride(v1, 0) == 1
        assert stride(v2, 0) == 1
        assert stride(v3, 0) == 1
        for i in seq(0, L):
            d[0, 0] += v0[i]
        for i in seq(0, L):
            d[r1, c1] += v1[i]
        for i in seq(0, L):
            d[r2, c2] += v2[i]
        for i in seq(0, L):
            d[r3, c3] += v3[i]

    return rename(reduce_add4, f"{isa.key}_reduce_add4_{rows}x{cols}")
