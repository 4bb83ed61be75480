"""What every per-model library shares, whatever its datatype or engine: the record's shape
(a name, an archive, the target whose toolchain builds it, a layer table, its files), the
layer table with its C enum constants, the Makefile and the build.

A per-model library is the GEMMs of one network for one target (gen/library/model.py's
`model_library` makes one): the FP32 libraries choose a plan per layer (model_f32.py), a
low-precision library serves every layer with one k-grouped GEMM (model_lowp.py), an SME
library with one ZA-tile GEMM (model_sme.py). The three differ in what serves the layers and
so in their C; the table of layers, the enum constants that name them, the Makefile and the
archive are the same thing in each, and are written once here.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from abc import abstractmethod
from dataclasses import dataclass
from pathlib import Path

from exogemm.core import return_codes
from exogemm.core.errors import CompileError, ToolchainMissingError
from exogemm.gen.c.templates import fill
from exogemm.gen.source_files import SourceFiles
from exogemm.isa.base import VectorIsa
from exogemm.isa.matrix import MatrixEngine
from exogemm.models.suites import Layer, Suite, get_suite

#: Return code of `<lib>_layer` for a layer index outside the table (exogemm/core/return_codes.py,
#: distinct from the plans' own codes).
BAD_LAYER = return_codes.code("BAD_LAYER")


@dataclass(frozen=True)
class LayerTable:
    """The layers a library serves, in the suite's order, and the C enum constant naming
    each (<LIBRARY NAME>_<GROUP>_<LAYER>, numbered where two layers would share one)."""

    suite: str
    quick: bool
    layers: tuple[Layer, ...]
    idents: tuple[str, ...]

    @property
    def title(self) -> str:
        """The suite as the library's files name it."""
        return self.suite + (" (quick subset)" if self.quick else "")

    def label(self, i: int) -> str:
        """Layer i as `group/name`, as the compiled table and the checks print it."""
        return f"{self.layers[i].group}/{self.layers[i].name}"

    def enum(self) -> str:
        """The header's enum body: one constant per layer, its shape as a comment."""
        return "\n".join(f"    {ident} = {i},  /* {x.M}x{x.N}x{x.K}"
                         f"{' B^T' if x.trans_b else ''} */"
                         for i, (ident, x) in enumerate(zip(self.idents, self.layers)))

    def rows(self) -> str:
        """The compiled table's rows where nothing but the shape is per layer:
        {"group/name", M, N, K, trans_b, count}."""
        return "\n".join(f'    {{"{self.label(i)}", {x.M}, {x.N}, {x.K}, {int(x.trans_b)}, '
                         f'{x.count}}},' for i, x in enumerate(self.layers))

    def readme_rows(self) -> list[str]:
        """The README's layer table (its header lines included)."""
        return ["| # | constant | layer | M | N | K | op(B) | count |",
                "|---|---|---|---|---|---|---|---|",
                *(f"| {i} | `{ident}` | {self.label(i)} | {x.M} | {x.N} | {x.K} | "
                  f"{'B^T' if x.trans_b else 'B'} | {x.count} |"
                  for i, (ident, x) in enumerate(zip(self.idents, self.layers)))]


def layer_table(suite: str | Suite, name: str, quick: bool = False,
                number_every_layer: bool = False) -> LayerTable:
    """The layers of `suite` (a name or a Suite, e.g. an ONNX model's; its quick subset with
    `quick`) for the library `name`. A constant gets the layer's index appended where it would
    repeat an earlier one, or always with `number_every_layer` (the SME libraries' spelling,
    kept so that their emitted headers do not change)."""
    resolved = get_suite(suite)
    layers = tuple(resolved.layers(quick=quick))
    idents: list[str] = []
    for i, layer in enumerate(layers):
        ident = f"{name.upper()}_{c_ident(layer.group)}_{c_ident(layer.name)}"
        idents.append(f"{ident}_{i}" if number_every_layer or ident in idents else ident)
    return LayerTable(resolved.name, quick, layers, tuple(idents))


def c_ident(text: str) -> str:
    return re.sub(r"[^A-Z0-9]+", "_", text.upper()).strip("_")


class PerModelLibrary(SourceFiles):
    """The record every per-model library is: a name, the table of layers it serves, the
    target whose toolchain builds it, its files (SourceFiles: one `write` for all), one
    `build`."""

    table: LayerTable

    @property
    @abstractmethod
    def name(self) -> str:
        """C prefix and file stem: <suite>[_<dtype>]_<target key>."""

    @property
    @abstractmethod
    def target(self) -> VectorIsa | MatrixEngine:
        """The vector ISA or matrix engine whose toolchain builds the library."""

    @property
    @abstractmethod
    def summary(self) -> str:
        """Its layers and what serves them (the one line `exogemm emit-model` prints)."""

    @property
    def archive(self) -> str:
        return f"lib{self.name}.a"

    @property
    def suite(self) -> str:
        return self.table.suite

    @property
    def quick(self) -> bool:
        return self.table.quick

    @property
    def layers(self) -> tuple[Layer, ...]:
        return self.table.layers

    def label(self, i: int) -> str:
        return self.table.label(i)

    def ident(self, i: int) -> str:
        return self.table.idents[i]

    def build(self, directory: Path) -> Path:
        """`make` in `directory` with the target's toolchain; returns lib<name>.a."""
        return build_archive(self.target, self.archive, directory)


# --------------------------------------------------------------------------- the build


def binutil(isa: VectorIsa | MatrixEngine, tool: str) -> str:
    """The target's binutils program `tool` (ar, size, nm): the objdump's sibling, e.g.
    aarch64-linux-gnu-objdump -> aarch64-linux-gnu-ar."""
    objdump = isa.toolchain.objdump
    return objdump[: -len("objdump")] + tool if objdump.endswith("objdump") else tool


def openmp_flags(isa: VectorIsa | MatrixEngine) -> list[str]:
    """-fopenmp for native targets; cross builds are single-threaded (QEMU validates them so)."""
    return ["-fopenmp"] if isa.toolchain.native else []


def makefile(isa: VectorIsa | MatrixEngine, name: str, suite: str, archive: str,
             stems: list[str]) -> str:
    """model.mk.in for the library `name` of `suite` on `isa`: the C files <stem>.c into
    `archive`, with the toolchain's exact flags (every per-model library's Makefile)."""
    tc = isa.toolchain
    note = "" if tc.native else (" The emulator-validated build is\n# single-threaded; "
                                 "OPENMP=-fopenmp needs the target's libgomp.")
    return fill("model.mk.in", NAME=name, SUITE=suite, ISA=isa.description,
                CC=" ".join(tc.cc), CFLAGS=" ".join(tc.cflags),
                OPENMP=" ".join(openmp_flags(isa)), OPENMP_NOTE=note,
                AR=binutil(isa, "ar"), ARCHIVE=archive, SRCS=" ".join(f"{s}.c" for s in stems))


def build_archive(isa: VectorIsa | MatrixEngine, archive: str, directory: Path) -> Path:
    """`make archive` in `directory` (a library's Makefile, model.mk.in) with the target's
    toolchain; returns its path."""
    tc = isa.toolchain
    tc.require(tc.cc[0])
    for tool, hint in (("make", "apt-get install -y make"),
                       (binutil(isa, "ar"), tc.install_hint() or "apt-get install -y binutils")):
        if shutil.which(tool) is None:
            raise ToolchainMissingError(f"'{tool}' is not installed; install it with: {hint}")
    proc = subprocess.run(["make", "-s", "-C", str(directory), archive],
                          capture_output=True, text=True)
    if proc.returncode != 0:
        raise CompileError(f"building {archive} for {isa.key} failed "
                           f"(make exit status {proc.returncode}):\n{proc.stderr[-4000:]}\n"
                           f"sources in {directory}")
    return directory / archive
