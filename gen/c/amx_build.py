"""The AMX kernels' C: Exo's output (cached), the C entries around it, and objects compiled
with the AMX flags on any x86-64 host.

Exo's output is cached by `keys.matrix_fingerprint()` (the vector code it builds on plus the
matrix engines' own code), the engine description and the kernel's tile block, as
gen/exo/code.py keys the vector kernels; the entries (gen/templates/amx_kernel.c.in: the
tile configuration from the kernel's layout, loaded once per call) are filled in after the
lookup, so editing them schedules nothing. A host without AMX still emits and compiles the
kernels (`compile_object`, then `tile_instructions_in` reads the instructions back from the
object with objdump); running them needs AMX, or the reference model of the tile
instructions the tests build against (-DEXOGEMM_AMX_EMULATE, gen/templates/amx_emulate.h).
"""

from __future__ import annotations

import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path

from exogemm.core.errors import ToolchainMissingError
from exogemm.core.return_codes import RETURN_CODES
from exogemm.gen import cache, keys
from exogemm.gen.c import cross
from exogemm.gen.c.templates import TEMPLATES, fill
from exogemm.gen.exo.code import ExoCode
from exogemm.gen.source_files import SourceFiles
from exogemm.isa.amx import AmxKernel

#: gcc's flags for AMX code: the tile instructions, and AVX-512 for what surrounds them.
AMX_CFLAGS = ("-O2", "-mamx-tile", "-mamx-bf16", "-mamx-int8", "-mavx512f", "-mavx512bw",
              "-mavx512vl", "-mavx512dq", "-mavx512bf16", "-mavx512vnni", "-fopenmp")
#: Flags of a build against the reference model: no AMX (nor AVX-512) instructions in the
#: object, so it runs on any x86-64 host.
EMULATE_CFLAGS = ("-O2", "-fopenmp", "-DEXOGEMM_AMX_EMULATE")
#: The header of the reference model, written beside a kernel built with EMULATE_CFLAGS.
EMULATION_HEADER = TEMPLATES / "amx_emulate.h"


@dataclass(frozen=True)
class AmxSource(SourceFiles):
    """The C of one AMX kernel with its entries, ready to compile (gen/c/cross.py's source
    protocol: name, c, h, write)."""

    name: str
    c: str
    h: str

    def files(self) -> dict[str, str]:
        """<name>.c and <name>.h (an emulated build adds -I EMULATION_HEADER's folder)."""
        return {f"{self.name}.c": self.c, f"{self.name}.h": self.h}


def permission_source() -> AmxSource:
    """The per-process request for the tile state (gen/templates/amx_permission.c):
    `int exogemm_amx_request_permission(void)`, 0 or the errno of the refusal."""
    return AmxSource("amx_permission", (TEMPLATES / "amx_permission.c").read_text(), "")


def exo_key(kernel: AmxKernel) -> str:
    """The cache key of the kernel's Exo code: the matrix engines' generating code, the
    engine description, the tile block."""
    return keys.digest("amx", keys.matrix_fingerprint(), kernel.engine.fingerprint(),
                        kernel.mt, kernel.nt)


def exo_code(kernel: AmxKernel) -> ExoCode:
    """Exo's C and header of the kernel: cached, else scheduled (under the Exo lock)."""
    def schedule() -> ExoCode:
        generator = cache.generator("exogemm.gen.exo.amx", f"the AMX kernel {kernel.name}")
        return ExoCode(*generator.generate(kernel))

    return cache.scheduled("amx", exo_key(kernel), ExoCode, schedule)


def config_rows(kernel: AmxKernel) -> str:
    """The C filling the tile configuration: bytes per row and rows of each tile used."""
    lines = []
    for tile, rows, colsb in kernel.layout.config():
        lines.append(f"    config[{16 + 2 * tile}] = {colsb & 0xFF}; "
                     f"config[{17 + 2 * tile}] = {colsb >> 8}; config[{48 + tile}] = {rows};")
    return "\n".join(lines)


def entry_values(kernel: AmxKernel) -> dict[str, object]:
    """The template values every AMX C file (entries, driver, harness) shares."""
    d = kernel.engine.dtype
    return dict(name=kernel.name, c_a=d.c_a, c_b=d.c_b, c_c=d.c_c)


def kernel_entries(kernel: AmxKernel) -> str:
    """The kernel's C entries (gen/templates/amx_kernel.c.in)."""
    d = kernel.engine.dtype
    tiles = ", ".join(f"{b.name} tmm{b.first}..{b.first + b.count - 1}"
                      for b in kernel.layout.buffers)
    return fill("amx_kernel.c.in", **entry_values(kernel), m=kernel.m, n=kernel.n,
                group=d.k_group, depth=kernel.depth_groups, tiles=tiles,
                palette=kernel.engine.palette, config_rows=config_rows(kernel),
                exo_a=d.exo_a, exo_b=d.exo_b, exo_c=d.exo_c)


def kernel_source(kernel: AmxKernel) -> AmxSource:
    """The kernel's C file: Exo's code and its entries."""
    code = exo_code(kernel)
    return AmxSource(kernel.name, code.c + kernel_entries(kernel), code.h)


def _code(name: str) -> int:
    return next(r.value for r in RETURN_CODES if r.name == name)


def gemm_source(kernel: AmxKernel) -> AmxSource:
    """The kernel's C file with the whole-GEMM driver (gen/templates/amx_gemm.c.in) after
    its entries: `<name>_gemm(M, N, K, A, lda, B, ldb, C, ldc)`, C += A . B; the header
    declares both entries (amx_entries.h.in)."""
    src = kernel_source(kernel)
    driver = fill("amx_gemm.c.in", **entry_values(kernel), m=kernel.m, n=kernel.n,
                  group=kernel.engine.k_group,
                  depth_k=kernel.depth_groups * kernel.engine.k_group,
                  ok=_code("OK"), negative_dimension=_code("NEGATIVE_DIMENSION"),
                  leading_dimension=_code("LEADING_DIMENSION"),
                  out_of_memory=_code("OUT_OF_MEMORY"))
    entries = fill("amx_entries.h.in", **entry_values(kernel), m=kernel.m, n=kernel.n,
                   depth=kernel.depth_groups)
    marker = "\n#ifdef __cplusplus\n}\n#endif"
    h = src.h.replace(marker, entries + marker, 1) if marker in src.h else src.h + entries
    return AmxSource(kernel.name, src.c + driver, h)


def compile_object(source: AmxSource, out: Path, emulate: bool = False) -> Path:
    """`source` compiled by gcc into the object `out`, with AMX_CFLAGS (or against the
    reference model with EMULATE_CFLAGS). Works on any x86-64 host with gcc >= 11."""
    gcc = shutil.which("gcc")
    if gcc is None:
        raise ToolchainMissingError("gcc not found; install it with: apt-get install gcc")
    out.parent.mkdir(parents=True, exist_ok=True)
    c_file = source.write(out.parent)[0]
    return cross.compile_object([gcc], EMULATE_CFLAGS if emulate else AMX_CFLAGS, c_file,
                                out, [EMULATION_HEADER.parent])


#: The AMX mnemonics as objdump prints them.
TILE_MNEMONICS = ("ldtilecfg", "tilerelease", "tileloadd", "tilestored", "tilezero",
                  "tdpbf16ps", "tdpbusd", "tdpbssd")


def tile_instructions_in(obj: Path) -> dict[str, int]:
    """How many times each AMX instruction occurs in the object's disassembly (objdump)."""
    objdump = shutil.which("objdump")
    if objdump is None:
        raise ToolchainMissingError("objdump not found; install it with: apt-get install "
                                    "binutils")
    text = subprocess.run([objdump, "-d", "--no-show-raw-insn", str(obj)],
                          capture_output=True, text=True, check=True).stdout
    counts = dict.fromkeys(TILE_MNEMONICS, 0)
    for line in text.splitlines():
        parts = line.split("\t")
        if len(parts) >= 2:
            mnemonic = parts[1].split()[0] if parts[1].split() else ""
            if mnemonic in counts:
                counts[mnemonic] += 1
    return counts
