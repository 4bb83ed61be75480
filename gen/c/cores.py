"""A named core as a build target: which of an ISA's instructions it has, how to compile
for it and which emulator model runs its code.

Kernel engineers ship to a board, not to an ISA: a library for a Jetson Nano must not contain
one instruction its Cortex-A57 lacks, or it dies with SIGILL. What a core has comes from
LLVM's description of it (`clang -mcpu=NAME -E -dM`: the extension macros it predefines),
never from a table of our own; the ISA says which macro each of its dot instructions needs
(`DotTemplates.feature`). The narrowed description (`VectorIsa.for_core`) keeps only the
dots the core has, so every datatype routes to a kernel it runs (gen/c/lowp_gemm.ROUTES:
int8 on a Cortex-A53 through int16 `smlal`, on a Cortex-A76 through `sdot`); it compiles with
`-mcpu=NAME` (the compiler may then use nothing the core lacks, in the driver's loops
either) and runs under QEMU's model of that core when QEMU has one, so that an instruction
above the core's level traps: the check can fail.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from dataclasses import dataclass, replace
from functools import cache

from exogemm.core.errors import ExogemmError, ToolchainMissingError
from exogemm.isa.base import VectorIsa

#: The compiler asked which extensions a core has (its predefined macros).
CLANG = "clang-19"



@dataclass(frozen=True)
class CoreQuery:
    """How clang is asked about a core of one ISA: the target triple, the option that names
    the core, and the macros every core implementing the ISA predefines. The one table of
    these facts: core targets here, llvm-mca's targets (gen/check/mca.py) on top."""

    triple: str
    macros: tuple[str, ...]
    cpu_option: str = "-mcpu"


CORE_QUERIES: dict[str, CoreQuery] = {
    "avx2": CoreQuery("x86_64", ("__AVX2__", "__FMA__"), "-march"),
    "avx512": CoreQuery("x86_64", ("__AVX512F__",), "-march"),
    "neon": CoreQuery("aarch64", ("__ARM_NEON",)),
    "sve": CoreQuery("aarch64", ("__ARM_FEATURE_SVE",)),
    "rvv": CoreQuery("riscv64", ("__riscv_vector",)),
}


class UnknownCoreError(ExogemmError, ValueError):
    """A core no tool knows, or one that does not implement the ISA."""


@cache
def cpu_macros(triple: str, cpu_option: str, cpu: str) -> dict[str, str]:
    """The macros clang predefines for code built for `cpu` (its extensions, RVV's VLEN)."""
    if shutil.which(CLANG) is None:
        raise ToolchainMissingError(f"'{CLANG}' is not installed (it says which extensions "
                                    f"a core has); install it with: apt-get install -y clang-19")
    proc = subprocess.run([CLANG, f"--target={triple}-linux-gnu", f"{cpu_option}={cpu}", "-dM",
                           "-E", "-x", "c", "/dev/null"], capture_output=True, text=True)
    if proc.returncode != 0:
        raise UnknownCoreError(f"{CLANG} does not know CPU {cpu!r} for {triple}: "
                               f"{proc.stderr.strip()[:300]}")
    return dict(m.groups() for m in re.finditer(r"^#define (\S+) ?(.*)$", proc.stdout, re.M))


def core_query(isa: VectorIsa) -> CoreQuery:
    """The ISA's row of CORE_QUERIES; UnknownCoreError naming the ISAs that have one."""
    try:
        return CORE_QUERIES[isa.name]
    except KeyError:
        raise UnknownCoreError(f"no core queries are described for {isa.key}; they are for "
                               f"{', '.join(CORE_QUERIES)}") from None


def core_macros(isa: VectorIsa, cpu: str) -> dict[str, str]:
    """What clang predefines for code of `isa` built for `cpu`."""
    q = core_query(isa)
    return cpu_macros(q.triple, q.cpu_option, cpu)


def missing_extension(isa: VectorIsa, cpu: str) -> str | None:
    """Why `cpu` does not implement the ISA (clang defines none of its macros for it), or
    None."""
    q = core_query(isa)
    absent = [m for m in q.macros if m not in core_macros(isa, cpu)]
    if not absent:
        return None
    return (f"{cpu} does not implement {isa.name} ({CLANG} {q.cpu_option}={cpu} defines no "
            f"{', '.join(absent)})")


@cache
def emulator_models(runner: str) -> tuple[str, ...]:
    """The CPU models a QEMU user-mode emulator has (`-cpu help`), () if it is absent."""
    if shutil.which(runner) is None:
        return ()
    proc = subprocess.run([runner, "-cpu", "help"], capture_output=True, text=True)
    return tuple(m.group(1) for m in re.finditer(r"^\s+(\S+)", proc.stdout, re.M))


@cache
def _compiler_knows(cc: str, cpu: str) -> bool:
    proc = subprocess.run([cc, f"-mcpu={cpu}", "-E", "-x", "c", "/dev/null"],
                          capture_output=True, text=True)
    return proc.returncode == 0


def core_target(isa: VectorIsa, cpu: str) -> VectorIsa:
    """`isa` narrowed to the core `cpu` (module docstring). UnknownCoreError when clang or
    the cross compiler does not know the core, or the core does not implement the ISA; a
    native ISA is refused (this machine's own CPU is detected, not named)."""
    if isa.toolchain.native:
        raise UnknownCoreError(f"--cpu names a core of a cross-compiled ISA (neon, sve, rvv); "
                               f"{isa.key} runs on this machine, whose CPU is detected")
    reason = missing_extension(isa, cpu)
    if reason:
        raise UnknownCoreError(reason)
    tc = isa.toolchain
    tc.require(tc.cc[0])
    if not _compiler_knows(tc.cc[0], cpu):
        raise UnknownCoreError(f"{tc.cc[0]} does not know -mcpu={cpu} (clang does); a newer "
                               f"cross compiler is needed to build for it")
    cflags = tuple(f for f in tc.cflags if not f.startswith(("-march=", "-mcpu="))) \
        + (f"-mcpu={cpu}",)
    emulator = tc.runner[0] if tc.runner else ""
    runner = tc.runner
    if cpu in emulator_models(emulator):
        runner = (emulator, "-cpu", cpu)
    return isa.for_core(cpu, frozenset(core_macros(isa, cpu)),
                        replace(tc, cflags=cflags, runner=runner))


def emulated_as(isa: VectorIsa) -> str:
    """The CPU model the ISA's code runs under (QEMU's `-cpu`), '' when native."""
    r = isa.toolchain.runner
    return r[r.index("-cpu") + 1] if "-cpu" in r else ""
