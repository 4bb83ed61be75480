"""What a vector ISA must declare so the schedules in procs/ can target it.

An ISA module fills in C snippets (how to load, store and multiply-add one vector, with and
without a tail mask) and a toolchain. This is plain data with no Exo import, so the runtime
and the plan layer can read an ISA without loading the scheduler; procs/instructions.py turns
the snippets into Exo `@instr` procedures whose bodies state exactly what each instruction
computes, so Exo can prove that replacing a loop by the instruction preserves meaning.
Schedules only read this object: adding an ISA touches no schedule.
"""

from __future__ import annotations

import shutil
from dataclasses import dataclass, field, replace
from typing import Callable

from exogemm.core.dtype import F32, DType
from exogemm.core.errors import IsaDescriptionError, ToolchainMissingError
from exogemm.core.host import CacheSizes


@dataclass(frozen=True)
class CTemplates:
    """C statements for each vector operation, in Exo's `@instr` template syntax.

    Placeholders: `{dst_data}`, `{src_data}` (loads/stores), `{a_data}` (the scalar A element,
    an lvalue), `{b_data}` (a vector), `{N}` (number of active lanes in a tail, 1..lanes-1),
    `{lo_data}` (the epilogue's floor, a scalar lvalue).

    `mac` / `mac_tail` is the multiply-accumulate of the f32 datatype (dst += a * b, an FMA);
    a low-precision datatype's dot instruction (vpdpbusd, sdot, vdpbf16ps) and the loads
    around it are given per datatype in `VectorIsa.dots`.

    The fused epilogue (procs/epilogue.py) needs two more operations, each with a tail form:
    `add` (dst += the vector at src in memory: bias, residual; the tail reads exactly N
    floats) and `max_floor` (dst = lo if dst < lo else dst, NaN kept: ReLU with lo = 0,
    identity with lo = -inf). A tail max may also change the padding lanes (never stored).
    """

    load: str
    load_tail: str
    store: str
    store_tail: str
    mac: str
    mac_tail: str
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
    # The dot-product kernels (op(B) = B^T, procs/dot.py) also use fma_vv, as an instruction:
    hsum: str = ""  # "{v}" -> the sum of v's lanes, a float; empty: no dot kernels
    # A statement storing the lane sums of the vectors {v0}..{v3} to the floats {s}[0..3],
    # each with the bits of `hsum`: a tree over the four shares its shuffles, where one
    # `hsum` per element spends a shuffle per add (a short K's dot kernels are mostly lane
    # sums). Empty: one `hsum` per element.
    hsum4: str = ""
    store_expr: str = ""  # "{ptr}", "{v}" -> statement storing v to ptr
    # A statement copying the {n} columns of a {k}-row matrix at {src} (rows {rs} floats
    # apart, columns {cs}) transposed to {dst} (column j at {dst} + j * {k}): the narrow
    # path's copy of op(B), a vector of rows at a time (a gather). Empty: the wrapper's
    # scalar copy, which stores one float at a time.
    gather_columns: str = ""


#: A's k-group (4 bytes, 2 bf16) read as one unaligned 32-bit word without breaking the C
#: aliasing rules: the dot templates' broadcast of A reads `*(const exogemm_word *)&a`.
A_WORD_PRELUDE = """\
#ifndef EXOGEMM_WORD
#define EXOGEMM_WORD
typedef int exogemm_word __attribute__((may_alias, aligned(1)));
#endif"""


#: Short names of the extension macros in a level's name (VectorIsa.level).
LEVEL_NAMES = {
    "__ARM_FEATURE_DOTPROD": "dotprod", "__ARM_FEATURE_MATMUL_INT8": "i8mm",
    "__ARM_FEATURE_BF16_VECTOR_ARITHMETIC": "bf16",
    "__ARM_FEATURE_FP16_VECTOR_ARITHMETIC": "fp16", "__AVXVNNI__": "avxvnni",
    "__AVX512VNNI__": "vnni", "__AVX512BF16__": "bf16",
}


@dataclass(frozen=True)
class DotTemplates:
    """One datatype other than f32 on this ISA: a dot instruction that adds, to each
    accumulator lane, the G products of a k-group (G = the dtype's k_group: 4 int8 or 2 bf16
    consecutive k) of A, broadcast, and of one B column; and the loads and stores around it.

    A register holds `VectorIsa.lanes_for(dtype)` accumulator lanes (the 32-bit lanes of int32
    and f32: `VectorIsa.lanes`; 16-bit f16 lanes: twice that), and a B register lanes x G
    elements. G = 1 (f16: `fmla` by element) is a plain FMA: its B row has the accumulators'
    element type and is loaded by `load` / `load_tail`, so `b_type` and `b_load*` stay empty.
    Placeholders as in CTemplates: `{a_data}` is the first of A's G elements (an lvalue; a
    group of G > 1 is read as one 32-bit word), `{b_data}` a B register, `{N}` the active
    lanes of a tail (1..lanes-1).
    """

    acc_type: str  # C type of an accumulator register
    mac: str  # dst lanes += the dot of A's group and b's lane groups
    mac_tail: str  # only the first N lanes change
    load: str  # accumulators from memory (the C tile; for G = 1 the B row too)
    load_tail: str
    store: str
    store_tail: str
    zero: str  # every accumulator lane 0 (the beta = 0 kernel's first write)
    b_type: str = ""  # C type of a register holding a B row of lanes x G elements (G > 1)
    b_load: str = ""  # a B row of lanes x G elements into a register (G > 1)
    b_load_tail: str = ""  # the first N x G elements, the rest zero (G > 1)
    #: The ISA extension the instructions need (named in skips and errors): "AVX512-VNNI".
    extension: str = ""
    #: Register operands one B row vector occupies (in units of `VectorIsa.registers`): 1 for
    #: one wide register; more when the row is a tuple (RVV's segment load of G fields), so
    #: that tiles are sized without spills.
    b_registers: int = 1
    #: Why this CPU cannot run the instructions natively (None: it can), as VectorIsa.cpu_check
    #: (not part of the description's identity: cache keys hash the repr).
    cpu_check: Callable[[], str | None] = field(default=lambda: None, compare=False, repr=False)
    prelude: str = ""  # extra C before the kernel (typedefs the templates use)
    #: The macro a compiler predefines for a core that has the instructions (LLVM's
    #: description of a named core, `clang -mcpu=NAME -E -dM`, is what says which cores
    #: do; exogemm keeps no table of its own); empty: every core of the ISA has them.
    #: Not part of the identity: it picks kernels, it does not shape them.
    feature: str = field(default="", compare=False, repr=False)
    #: A C expression, true when the running CPU has the instructions (HWCAP bits on
    #: Linux/AArch64, cpuid on x86): what a library checks at init, to return
    #: EXOGEMM_UNSUPPORTED_CPU instead of executing an illegal instruction. Empty: always.
    #: Not part of the identity either: it is in the driver's C, which its build's key hashes.
    c_cpu_test: str = field(default="", compare=False, repr=False)
    #: Multiply-accumulate instructions (AsmPatterns.dot) per accumulator vector and k-group
    #: (NEON's int16 pairs: 2 `smlal`), so that a k loop's count says how many k-groups an
    #: iteration does (gen/check/inspect.py). Read from the compiled code, not the C.
    macs: int = field(default=1, compare=False, repr=False)


@dataclass(frozen=True)
class AsmPatterns:
    """How `gen.inspect` reads this ISA's disassembly (objdump output, one instruction a line).

    Each pattern is a regular expression searched in "mnemonic operands" of one instruction of
    the inner k loop; an instruction may count in several classes (an x86 FMA with a memory
    operand is both an FMA and a load). Empty patterns count nothing.

    fma             vector fused multiply-adds
    dot             the low-precision datatypes' multiply-accumulates (sdot, smlal, vpmaddwd,
                    f16 fmla, ...): what a dot kernel's k loop is counted and timed by
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
    dot: str = ""


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
class VectorIsa:
    """A SIMD target as the schedules see it.

    lanes      f32 elements in one vector operand (for RVV: one register *group* of LMUL regs);
               a datatype's lanes are `lanes_for(dtype)`
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
    # Where the blocking model keeps the micro-kernel's A and B slivers (exogemm/policy/blocking.py):
    # False, in L1 (Low et al.); True, in L2, for out-of-order cores whose L2 feeds a
    # sliver pair per k step with bandwidth to spare, so a deeper kc that amortizes the
    # C tile's load and store wins (measured on an AVX-512 Zen 4: +5..25% on squares).
    slivers_in_l2: bool = False
    # B rows the packed micro-kernel asks the cache for ahead of its k loop (0: none). With
    # slivers in L2, a kc x nr B sliver is larger than L1 and is read from L2 by every tile
    # of its column; the L1 prefetcher follows that stream late. 8 rows ahead, into L1, on
    # an Intel AVX-512 Xeon: 1.02-1.04x on 1024^3-4096^3 (16 rows alike, 4 rows half of it),
    # 0.99-1.01x on mid-size layers (procs/microkernel.py, prefetch_b_ahead).
    b_prefetch_rows: int = 0
    # Bytes of packed B (a chunk of kc x nr column slivers) that each mr-row strip of C
    # sweeps before the next strip does (procs/gemm.py, strip_chunks); 0: the BLIS order,
    # each sliver down all the strips. In the BLIS order every tile starts a new block of
    # mr rows of C, which no prefetcher streams in: on an Intel AVX-512 Xeon the macro-kernel
    # ran 91-93% of the peak with every operand in L2 against the kernel's 99-100% alone.
    # Strips across chunks of 1 MiB: 1.02-1.08x on 512-1568 x 1024-2048 x 128-256, 1.01-1.04x
    # on 512-4096 squares (1 thread; the whole B panel per strip lost 0.87-0.96x on squares).
    strip_chunk_bytes: int = 0
    # Low-precision datatypes' dot instructions, by datatype name (exogemm.core.dtype):
    # e.g. ("u8s8s32", DotTemplates(<vpdpbusd>, ...)).
    dots: tuple[tuple[str, DotTemplates], ...] = ()
    # Narrower masked vectors of the same ISA for the small path's last few columns, fewest
    # lanes first (AVX-512VL's 4-lane xmm and 8-lane ymm forms), each a description of its
    # own whose f32 templates work at its width. Why: a masked access costs what its whole
    # vector's span costs, masked-off lanes included, and a 64-byte span at a C row's
    # start crosses a cache line unless the row is line-aligned; 3 columns on an xmm
    # rather than a zmm: 5000 x 3 x 7 1.5x faster (procs/small_tail.py).
    narrower: tuple[VectorIsa, ...] = ()
    #: The named core this description was narrowed to (`for_core`): only the dots the core
    #: has, its compiler flags and emulator model; empty: the ISA's full description.
    core: str = ""
    #: A C expression true when the running CPU runs the f32 code (the ISA's baseline:
    #: AVX2 and FMA); empty: every CPU of the architecture does (AArch64's Advanced SIMD).
    c_cpu_test: str = ""
    #: The full description a core's was narrowed from (None: this is one): its
    #: `fingerprint`, since narrowing changes which kernels are used and how they are
    #: compiled (keyed by the builds' flags), not what Exo generates.
    full: VectorIsa | None = field(default=None, compare=False, repr=False)

    def lanes_for(self, dtype: DType = F32) -> int:
        """Accumulator lanes of `dtype` in one vector operand: the register's bits over the
        accumulator element's (`lanes` counts 32-bit lanes, so int32 and f32 accumulators,
        the k-grouped datatypes' included, have `lanes`; f16 has twice as many). Every split
        of a datatype's vectors (tiles, the schedule, the instructions) asks this."""
        return self.lanes * 4 // dtype.c_bytes

    @property
    def forms(self) -> tuple[VectorIsa, ...]:
        """This ISA's register widths, narrowest first: `narrower`, then itself."""
        return (*self.narrower, self)

    def narrowest_holding(self, columns: int) -> VectorIsa:
        """The narrowest of `forms` whose vector holds `columns` f32 elements; itself when
        only several of its vectors do."""
        return next((form for form in self.forms if columns <= form.lanes), self)

    def b_row_registers(self, dtype: DType = F32) -> int:
        """Register operands one vector of a B row of `dtype` occupies (DotTemplates)."""
        found = dict(self.dots).get(dtype.name)
        return found.b_registers if found is not None else 1

    @property
    def dtypes(self) -> tuple[str, ...]:
        """The datatypes this ISA describes: f32 (`c`) and each of `dots`."""
        return (F32.name, *(name for name, _ in self.dots))

    def dot_templates(self, dtype: DType) -> DotTemplates:
        """The dot instruction and loads of low-precision `dtype` on this ISA;
        IsaDescriptionError naming what the ISA has when it describes none (f32 is `c`)."""
        found = dict(self.dots).get(dtype.name)
        if found is None:
            raise IsaDescriptionError(f"{self.key} describes no dot instruction for "
                                      f"{dtype.name} (it has: {', '.join(self.dtypes)}); add "
                                      f"it to `dots` in isa/{self.name}.py")
        return found

    def unavailable(self, dtype: DType = F32) -> str | None:
        """None if `dtype` kernels for this ISA can be built and run here, else why not
        (a missing tool, CPU feature, or a datatype the ISA does not describe)."""
        reason = self.runnable_here()
        if reason or dtype == F32:
            return reason
        if dtype.name not in self.dtypes:
            return f"{self.key} has no {dtype.name} instructions (it has: {', '.join(self.dtypes)})"
        return self.dot_templates(dtype).cpu_check() if self.toolchain.native else None

    @property
    def key(self) -> str:
        """A stable identifier used in kernel names and cache keys: avx512, rvv_v256_m2, ..."""
        return self.name + "".join(f"_{k[0]}{v}" for k, v in self.params)

    def fingerprint(self) -> tuple:
        """Everything in this description that shapes generated or compiled code: the one
        ISA part of every cache key (kernels, GEMM plans, conv builds, cross executables)."""
        if self.full is not None:  # narrowed to a core: the same Exo output as the full one
            return self.full.fingerprint()
        # b_prefetch_rows and strip_chunk_bytes only where set: an ISA without them keeps the
        # fingerprint (and the stored entries) it had before the fields existed
        return (self.key, self.lanes, self.registers, self.c_vector_type, self.header,
                self.prelude, self.c, self.dots, self.reserved_registers, self.toolchain.cc,
                self.toolchain.cflags, self.toolchain.ldflags,
                tuple(n.fingerprint() for n in self.narrower),
                *((("b_prefetch_rows", self.b_prefetch_rows),) if self.b_prefetch_rows else ()),
                *((("strip_chunk_bytes", self.strip_chunk_bytes),)
                  if self.strip_chunk_bytes else ()))

    @property
    def level(self) -> str:
        """The instruction-set level this description needs, named by the ISA and the
        extensions of its dots: `neon+dotprod+fp16` for a Cortex-A76, `neon` for a
        Cortex-A53 (docs/names.md)."""
        extras = sorted({d.feature for _, d in self.dots if d.feature})
        return "+".join([self.name, *(LEVEL_NAMES.get(f, f) for f in extras)])

    def for_core(self, core: str, macros: dict[str, str] | frozenset[str],
                 toolchain: Toolchain) -> VectorIsa:
        """This ISA narrowed to the named core: the dots whose `feature` the core's
        predefined `macros` include (datatypes route to the kernels it has,
        gen/c/lowp_gemm.ROUTES), built and run with `toolchain` (gen/c/cores.py)."""
        full = self.full or self
        kept = tuple((n, d) for n, d in full.dots if not d.feature or d.feature in macros)
        narrowed = replace(full, core=core, dots=kept, toolchain=toolchain, full=full)
        return replace(narrowed, description=f"{full.description}; for {core}: level "
                                             f"{narrowed.level}")

    def runnable_here(self) -> str | None:
        """None if kernels for this ISA can run on this machine, else why not."""
        if self.toolchain.native:
            return self.cpu_check()
        for tool in (self.toolchain.cc[0], self.toolchain.runner[0]):
            if shutil.which(tool) is None:
                return f"'{tool}' is not installed; install it with: {self.toolchain.install_hint()}"
        return None
