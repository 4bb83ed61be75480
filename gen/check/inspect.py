"""Static performance check: what the compiler made of a kernel's inner k loop.

Under an emulator wall time means nothing, so instead the kernel is compiled with its ISA's
toolchain and flags (linked with a stub `main`, so every branch target is final), the kernel
function is disassembled with the ISA's objdump, and the inner k loop -- the code between the
target of a backward branch and that branch -- is classified instruction by instruction with
the ISA's `AsmPatterns`: vector FMAs, vector loads, loads of A's element, stack spills and
reloads. A register-feasible tile should show mr*ceil(nr/lanes) FMAs and no stack traffic.

The counts are instructions per iteration of that loop, i.e. per k step: the emitted loop
body is one k step, and the toolchains configured here do not unroll it (a compiler that did
would show a multiple of mr*ceil(nr/lanes) FMAs, which the tests would flag). A load that
fetches two registers (aarch64 `ldp q`) counts once.
"""

from __future__ import annotations

import re
import subprocess
from dataclasses import dataclass, field

from exogemm.core.dtype import F32
from exogemm.core.errors import ExogemmError, ToolchainMissingError
from exogemm.gen.c.cross import build_executable
from exogemm.gen.exo.kernel_source import KernelSource
from exogemm.gen.exo.kernels import emit_microkernel
from exogemm.plan.tile import Tile

STUB_MAIN = "int main(void) { return 0; }\n"
_LINE = re.compile(r"^\s*([0-9a-f]+):\s+(\S+)\s*(.*)$")
_TARGET = re.compile(r"(?:^|[\s,])(?:0x)?([0-9a-f]+)\s+<")
_COMMENT = re.compile(r"\s+(//|#\s|;).*$")


@dataclass(frozen=True)
class Instruction:
    address: int
    mnemonic: str
    operands: str

    @property
    def text(self) -> str:
        return f"{self.mnemonic} {self.operands}".strip()


@dataclass
class LoopReport:
    """Per iteration of the kernel's inner k loop (see the module docstring)."""

    kernel: str
    isa: str
    mr: int
    nr: int
    lanes: int
    fmas: int
    vector_loads: int
    a_loads: int
    spills: int
    reloads: int
    instructions: int
    loop_asm: str = field(repr=False, default="")
    function_asm: str = field(repr=False, default="")
    dtype: str = "f32"  # the kernel's datatype; `fmas` counts its multiply-accumulates
    macs: int = 1  # of them per C vector and k step (k-group): DotTemplates.macs

    @property
    def expected_fmas(self) -> int:
        """mr * ceil(nr / lanes) * macs: one FMA (or `macs` dot instructions) per C vector
        per k step (k-group)."""
        return self.mr * -(-self.nr // self.lanes) * self.macs

    @property
    def steps(self) -> float:
        """k steps (k-groups) one iteration of the loop does (more than 1: unrolled)."""
        return self.fmas / self.expected_fmas if self.expected_fmas else 0.0

    @property
    def stack_traffic(self) -> int:
        return self.spills + self.reloads

    def as_dict(self, with_asm: bool = False) -> dict:
        """The counts (for JSON output), and the assembly if asked."""
        d = {k: v for k, v in self.__dict__.items() if with_asm or not k.endswith("_asm")}
        d["expected_fmas"] = self.expected_fmas
        return d

    def summary(self) -> str:
        what = "vector FMAs" if self.dtype == "f32" else f"{self.dtype} multiply-accumulates"
        step = "k step" if self.dtype == "f32" else "k step (k-group)"
        return (f"{self.kernel}: inner k loop, per {step}: {self.fmas} {what} "
                f"(expected {self.expected_fmas}), {self.vector_loads} vector loads, "
                f"{self.a_loads} A-element loads, {self.spills} spills, {self.reloads} reloads, "
                f"{self.instructions} instructions")


def disassemble(tile: Tile, source: KernelSource | None = None) -> str:
    """objdump's text of the kernel function, as built with the ISA's toolchain and flags."""
    isa = tile.isa
    if isa.asm is None:
        raise ExogemmError(f"ISA {isa.key} declares no AsmPatterns (VectorIsa.asm); "
                           "it cannot be inspected")
    source = source or emit_microkernel(tile)
    exe = build_executable(isa, [source], {"inspect.c": STUB_MAIN}, tag="inspect")
    objdump = isa.toolchain.objdump
    isa.toolchain.require(objdump)
    argv = [objdump, *(a.format(symbol=source.name) for a in isa.asm.objdump_args), str(exe)]
    try:
        proc = subprocess.run(argv, capture_output=True, text=True, check=True)
    except (OSError, subprocess.CalledProcessError) as exc:
        err = getattr(exc, "stderr", "") or str(exc)
        raise ToolchainMissingError(
            f"'{objdump}' failed ({err.strip()}); install it with: "
            f"{isa.toolchain.install_hint()}") from exc
    text = proc.stdout
    start = text.find(f"<{source.name}>:")
    if start < 0:
        raise ExogemmError(f"{objdump} output has no function {source.name}")
    return text[start:].split("\n\n", 1)[0]


def parse(function_asm: str) -> list[Instruction]:
    out = []
    for line in function_asm.splitlines()[1:]:
        m = _LINE.match(line)
        if m and m.group(2) != "...":
            operands = _COMMENT.sub("", m.group(3).strip())
            out.append(Instruction(int(m.group(1), 16), m.group(2), operands))
    return out


def inner_loop(instructions: list[Instruction], fma: re.Pattern, branch: re.Pattern
               ) -> list[Instruction]:
    """The body of the loop (backward branch) with the most FMAs; innermost on ties."""
    if not instructions:
        raise ExogemmError("the kernel's disassembly holds no instructions")
    first, last = instructions[0].address, instructions[-1].address
    loops = []
    for ins in instructions:
        if not branch.search(ins.mnemonic):
            continue
        m = _TARGET.search(ins.operands)
        if not m:
            continue
        target = int(m.group(1), 16)
        if first <= target <= ins.address <= last:
            body = [i for i in instructions if target <= i.address <= ins.address]
            loops.append(body)
    if not loops:
        raise ExogemmError("no loop (backward branch) found in the kernel's disassembly")
    return max(loops, key=lambda b: (sum(bool(fma.search(i.text)) for i in b), -len(b)))


def inspect_kernel(tile: Tile, source: KernelSource | None = None) -> LoopReport:
    """Compile, disassemble and classify the inner k loop of `tile`'s kernel.

    The report carries the loop's and the whole function's assembly (`loop_asm`,
    `function_asm`) besides the counts.
    """
    return classify(tile, disassemble(tile, source))


def mac_pattern(tile: Tile) -> str:
    """The regex of the tile's multiply-accumulates: the ISA's FMA for f32, its dot
    instructions (AsmPatterns.dot) for the other datatypes."""
    pats = tile.isa.asm
    if tile.dtype == F32:
        return pats.fma
    if not pats.dot:
        raise ExogemmError(f"{tile.isa.key} names no dot instructions (AsmPatterns.dot): its "
                           f"{tile.dtype.name} kernels cannot be inspected")
    return pats.dot


def classify(tile: Tile, function_asm: str) -> LoopReport:
    """Count, in objdump text of the kernel function, what its inner k loop executes."""
    pats = tile.isa.asm
    if pats is None:
        raise ExogemmError(f"ISA {tile.isa.key} declares no AsmPatterns (VectorIsa.asm)")
    compiled = {name: re.compile(p) if p else None
                for name, p in (("fma", mac_pattern(tile)), ("load", pats.vector_load),
                                ("a", pats.broadcast_load), ("spill", pats.spill),
                                ("reload", pats.reload), ("branch", pats.branch))}
    body = inner_loop(parse(function_asm), compiled["fma"], compiled["branch"])

    def count(name: str) -> int:
        rx = compiled[name]
        return sum(bool(rx.search(i.text)) for i in body) if rx else 0

    return LoopReport(
        kernel=tile.name, isa=tile.isa.key, mr=tile.mr, nr=tile.nr,
        lanes=tile.isa.lanes_for(tile.dtype), dtype=tile.dtype.name,
        macs=1 if tile.dtype == F32 else tile.isa.dot_templates(tile.dtype).macs,
        fmas=count("fma"), vector_loads=count("load"), a_loads=count("a"),
        spills=count("spill"), reloads=count("reload"), instructions=len(body),
        loop_asm="\n".join(f"{i.address:8x}:  {i.text}" for i in body),
        function_asm=function_asm,
    )
