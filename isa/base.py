"""What a vector ISA must declare so the schedules in procs/ can target it.

An ISA module fills in C snippets (how to load, store and multiply-add one vector, with and
without a tail mask) and a toolchain; `VectorIsa` turns the snippets into Exo `@instr`
procedures whose bodies state exactly what each instruction computes, so Exo can prove that
replacing a loop by the instruction preserves meaning. Schedules only read this object:
adding an ISA touches no schedule.
"""

from __future__ import annotations

import shutil
from dataclasses import dataclass, field
from functools import cached_property
from typing import Callable

from exo import DRAM, Memory, instr
from exo.API_scheduling import rename
from exo.core.memory import MemGenError
from exo.libs.externs import select

from exogemm.errors import ToolchainMissingError


@dataclass(frozen=True)
class CTemplates:
    """C statements for each vector operation, in Exo's `@instr` template syntax.

    Placeholders: `{dst_data}`, `{src_data}` (loads/stores), `{a_data}` (the scalar A element,
    an lvalue), `{b_data}` (a vector), `{N}` (number of active lanes in a tail, 1..lanes-1),
    `{lo_data}` (the epilogue's floor, a scalar lvalue).

    The fused epilogue (procs/epilogue.py) needs two more operations, each with a tail form:
    `add` (dst += the vector at src in memory: bias, residual; the tail reads exactly N
    floats) and `max_floor` (dst = lo if dst < lo else dst, NaN kept: ReLU with lo = 0,
    identity with lo = -inf). A tail max may also change the padding lanes (never stored).
    """

    load: str
    load_tail: str
    store: str
    store_tail: str
    fma: str
    fma_tail: str
    add: str
    add_tail: str
    max_floor: str
    max_floor_tail: str
    # dst = the all-zero vector (the beta = 0 micro-kernel's first write of its C tile);
    # empty: built from set1. Its tail form is the same statement (padding lanes of a C
    # register are never stored).
    zero: str = ""
    # Plain C expressions for harness code outside Exo (the peak-FLOPS loop).
    set1: str = ""  # "{x}" -> vector with every lane x
    fma_vv: str = ""  # "{acc}", "{x}", "{y}" -> acc + x*y
    store_expr: str = ""  # "{ptr}", "{v}" -> statement storing v to ptr


@dataclass(frozen=True)
class AsmPatterns:
    """How `gen.inspect` reads this ISA's disassembly (objdump output, one instruction a line).

    Each pattern is a regular expression searched in "mnemonic operands" of one instruction of
    the inner k loop; an instruction may count in several classes (an x86 FMA with a memory
    operand is both an FMA and a load). Empty patterns count nothing.

    fma             vector fused multiply-adds
    vector_load     loads of B (and C) vectors, including ones folded into an FMA
    broadcast_load  loads of A's element: scalar FP loads, load-and-broadcast, embedded broadcast
    spill, reload   stores to / loads from the stack (vector or scalar)
    branch          mnemonics of (conditional) branches, to find the loop's backward jump
    objdump_args    arguments for `Toolchain.objdump` before the file; {symbol} is the kernel
    """

    fma: str
    vector_load: str
    broadcast_load: str = ""
    spill: str = ""
    reload: str = ""
    branch: str = r"^(j\w+|b(\.\w+)?|b\w+|c?bn?z|tbn?z)$"
    objdump_args: tuple[str, ...] = ("-d", "--no-show-raw-insn", "--disassemble={symbol}")


@dataclass(frozen=True)
class Toolchain:
    """How to build and run code for the ISA.

    `runner` is empty for ISAs that run natively in this process (through cffi); otherwise it
    is the emulator command line that runs a static executable.
    """

    cc: tuple[str, ...]
    cflags: tuple[str, ...]
    runner: tuple[str, ...] = ()
    objdump: str = "objdump"
    apt_packages: tuple[str, ...] = ()
    # Flags for linking an executable only (e.g. -static for a QEMU-run program), not for -c.
    ldflags: tuple[str, ...] = ()

    @property
    def native(self) -> bool:
        return not self.runner

    def install_hint(self) -> str:
        if not self.apt_packages:
            return ""
        return "apt-get install -y " + " ".join(self.apt_packages)

    def require(self, *tools: str) -> None:
        """Raise ToolchainMissingError naming the apt command if a tool is not on PATH."""
        for tool in tools or (self.cc[0], *self.runner[:1]):
            if shutil.which(tool) is None:
                hint = self.install_hint()
                raise ToolchainMissingError(
                    f"'{tool}' is not installed" + (f"; install it with: {hint}" if hint else "")
                )


@dataclass(frozen=True)
class CacheLevel:
    """One data (or unified) cache level, as the GEMM blocking model reads it."""

    size: int  # bytes
    ways: int
    line: int = 64  # bytes

    @property
    def sets(self) -> int:
        return max(1, self.size // (self.ways * self.line))


@dataclass(frozen=True)
class CacheSizes:
    """The data caches of a target CPU (procs/blocking.py derives mc, nc, kc from them)."""

    l1: CacheLevel
    l2: CacheLevel
    l3: CacheLevel | None = None


@dataclass(frozen=True)
class VectorIsa:
    """A SIMD target as the schedules see it.

    lanes      f32 elements in one vector operand (for RVV: one register *group* of LMUL regs)
    registers  vector operands the register allocator can hold at once (RVV: 32 / LMUL)
    """

    name: str
    lanes: int
    registers: int
    c_vector_type: str
    header: str
    c: CTemplates
    toolchain: Toolchain
    description: str
    params: tuple[tuple[str, int], ...] = ()
    # Returns None when this CPU can run the code natively, else the reason it cannot.
    cpu_check: Callable[[], str | None] = field(default=lambda: None, compare=False)
    # Registers that are not free for the C tile and the B row (the A broadcast, scratch).
    reserved_registers: int = 1
    # Extra text for the emitted C prelude (typedefs, helper macros).
    prelude: str = ""
    # How to read this ISA's disassembly for the static check (`exogemm inspect`).
    asm: AsmPatterns | None = None
    # Data caches of a typical CPU for this ISA (cross targets); None: read the host's.
    caches: CacheSizes | None = None
    # Where the blocking model keeps the micro-kernel's A and B slivers (procs/blocking.py):
    # False, in L1 (Low et al.); True, in L2, for out-of-order cores whose L2 feeds a
    # sliver pair per k step with bandwidth to spare, so a deeper kc that amortizes the
    # C tile's load and store wins (measured on an AVX-512 Zen 4: +5..25% on squares).
    slivers_in_l2: bool = False

    @property
    def key(self) -> str:
        """A stable identifier used in kernel names and cache keys: avx512, rvv_v256_m2, ..."""
        return self.name + "".join(f"_{k[0]}{v}" for k, v in self.params)

    @cached_property
    def memory(self) -> type[Memory]:
        return vector_memory(self)

    @cached_property
    def instructions(self) -> "VectorInstructions":
        return VectorInstructions.build(self)

    def runnable_here(self) -> str | None:
        """None if kernels for this ISA can run on this machine, else why not."""
        if self.toolchain.native:
            return self.cpu_check()
        for tool in (self.toolchain.cc[0], self.toolchain.runner[0]):
            if shutil.which(tool) is None:
                return f"'{tool}' is not installed; install it with: {self.toolchain.install_hint()}"
        return None


def vector_memory(isa: VectorIsa) -> type[Memory]:
    """An Exo memory whose buffers are C vector variables of the ISA's type.

    Only single vectors are allowed (shape [..., lanes] with the leading dimensions unrolled by
    the schedule first): scalable types such as SVE's and RVV's cannot form C arrays, so the
    schedule gives every register its own variable, which suits every compiler.
    """
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
    fma: object
    fma_tail: object
    add: object
    add_tail: object
    max_floor: object
    max_floor_tail: object
    zero: object | None  # None: the ISA has neither a zero nor a set1 template
    zero_tail: object | None

    def all(self) -> list:
        optional = [x for x in (self.zero, self.zero_tail) if x is not None]
        return [self.load, self.store, self.fma, self.load_tail, self.store_tail, self.fma_tail,
                self.add, self.add_tail, self.max_floor, self.max_floor_tail, *optional]

    @staticmethod
    def build(isa: VectorIsa) -> "VectorInstructions":
        """Instantiate the instructions for `isa.lanes` lanes in `isa.memory`.

        The bodies are the semantics Exo checks a replaced loop against; the templates are the
        C that is emitted. The `_tail` forms touch only the first N lanes of memory, which is
        what keeps edge tiles from reading or writing past the matrix.
        """
        L, Vec, t = isa.lanes, isa.memory, isa.c

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

        @instr(t.fma)
        def fma(dst: [f32][L] @ Vec, a: [f32][1] @ DRAM, b: [f32][L] @ Vec):
            assert stride(b, 0) == 1
            assert stride(dst, 0) == 1
            for i in seq(0, L):
                dst[i] += a[0] * b[i]

        @instr(t.fma_tail)
        def fma_tail(N: size, dst: [f32][L] @ Vec, a: [f32][1] @ DRAM, b: [f32][L] @ Vec):
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

        named = {
            role: rename(p, f"{isa.key}_{role}")
            for role, p in dict(
                load=load,
                load_tail=load_tail,
                store=store,
                store_tail=store_tail,
                fma=fma,
                fma_tail=fma_tail,
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
