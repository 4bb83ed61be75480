"""How many bytes a per-model library costs, next to the full BLAS libraries on this machine.

Sizes are binutils `size` (Berkeley) numbers, read with the ISA's own `size` program:
text = every read-only allocated section (code, constants, unwind tables), data, bss. The
library's are summed over the objects of its static archive; a BLAS's over the shared
objects a program needs to call sgemm, for which the file size is given too:

    OpenBLAS  NumPy's bundled libscipy_openblas (one file: BLAS + LAPACK, every x86 core)
    BLIS      Debian's libblis.so.4 (BLAS + BLIS API, every x86 sub-configuration)
    MKL       the sequential link set: libmkl_intel_lp64 + libmkl_sequential + libmkl_core,
              plus libmkl_avx512, the kernel library MKL loads on an AVX-512 CPU

They are found as bench/peers/discover.py finds them for the benchmarks. They are x86-64 builds, the
only ones here; an AArch64 or RISC-V build of the same libraries is of the same order, since
each also ships kernels for many cores and every BLAS routine.
"""

from __future__ import annotations

import glob
import os
import shutil
import subprocess
from dataclasses import asdict, dataclass, field
from pathlib import Path

from exogemm.bench.peers.discover import Peer, discover
from exogemm.core.errors import RunError, ToolchainMissingError
from exogemm.gen.library.model_f32 import F32ModelLibrary
from exogemm.gen.library.per_model import binutil

#: MKL's shared objects for a sequential LP64 program on an AVX-512 CPU (names before .so).
MKL_SEQUENTIAL_SET = ("libmkl_intel_lp64", "libmkl_sequential", "libmkl_core", "libmkl_avx512")


@dataclass(frozen=True)
class Sizes:
    """Berkeley `size` numbers of one file (or a sum), in bytes."""

    text: int
    data: int
    bss: int

    def __add__(self, other: "Sizes") -> "Sizes":
        return Sizes(self.text + other.text, self.data + other.data, self.bss + other.bss)


@dataclass(frozen=True)
class PeerSize:
    """A full BLAS library: the files it takes and their sizes."""

    name: str
    files: tuple[str, ...]
    file_bytes: int
    sizes: Sizes


@dataclass
class SizeReport:
    library: str
    isa: str
    archive: str
    archive_bytes: int
    objects: dict[str, Sizes]  # archive member -> sizes
    peers: list[PeerSize] = field(default_factory=list)
    skipped: list[str] = field(default_factory=list)  # peers not found, and why

    @property
    def total(self) -> Sizes:
        return sum(self.objects.values(), Sizes(0, 0, 0))

    def ratio(self, peer: PeerSize) -> float:
        """How many times more code (text bytes) the BLAS has than this library."""
        return peer.sizes.text / max(1, self.total.text)

    def lines(self) -> list[str]:
        t = self.total
        rows = [(f"{self.library} ({len(self.objects)} objects)", t, self.archive_bytes, 1.0)]
        rows += [(f"  {o}", s, None, None) for o, s in self.objects.items()]
        for p in self.peers:
            label = f"{p.name} ({', '.join(Path(f).name for f in p.files)})"
            if len(label) > 48:
                label = f"{p.name} ({len(p.files)} files)"
            rows.append((label, p.sizes, p.file_bytes, self.ratio(p)))
        w = max(len(r[0]) for r in rows)
        out = [f"{'library':{w}} {'text B':>11} {'data B':>9} {'file B':>12} {'text x':>7}"]
        for label, s, file_bytes, ratio in rows:
            tail = "" if file_bytes is None else f" {file_bytes:12,} {ratio:7.0f}"
            out.append(f"{label:{w}} {s.text:11,} {s.data:9,}{tail}")
        out += [f"(not found: {s})" for s in self.skipped]
        out.append("text = read-only allocated sections (binutils size, Berkeley); "
                   "text x = BLAS text / this library's text")
        return out

    def as_dict(self) -> dict:
        return dict(library=self.library, isa=self.isa, archive=self.archive,
                    archive_bytes=self.archive_bytes, total=asdict(self.total),
                    objects={k: asdict(v) for k, v in self.objects.items()},
                    peers=[dict(asdict(p), text_ratio=self.ratio(p)) for p in self.peers],
                    skipped=self.skipped)


def berkeley_sizes(size_tool: str, path: Path) -> dict[str, Sizes]:
    """`size` of a file: one entry per object (per member of an archive)."""
    if shutil.which(size_tool) is None:
        raise ToolchainMissingError(f"'{size_tool}' (binutils) is not installed")
    proc = subprocess.run([size_tool, "--format=berkeley", str(path)], capture_output=True,
                          text=True)
    if proc.returncode != 0:
        raise RunError(f"{size_tool} could not read {path}: {proc.stderr.strip()[-2000:]}")
    out = {}
    for line in proc.stdout.splitlines()[1:]:
        fields = line.split(None, 5)
        if len(fields) == 6:
            member = fields[5].split(" (ex ")[0]
            out[Path(member).name] = Sizes(int(fields[0]), int(fields[1]), int(fields[2]))
    return out


def library_size(lib: F32ModelLibrary, archive: Path, peers: bool = True) -> SizeReport:
    """The archive's sizes (ISA's `size`), and the full BLAS libraries' with `peers`."""
    report = SizeReport(lib.name, lib.isa.key, archive.name, archive.stat().st_size,
                        berkeley_sizes(binutil(lib.isa, "size"), archive))
    if peers:
        report.peers, report.skipped = blas_sizes()
    return report


def blas_sizes() -> tuple[list[PeerSize], list[str]]:
    """Sizes of MKL, OpenBLAS and BLIS as bench/peers/discover.py finds them (x86-64 builds)."""

    found, skipped = [], []
    for name, peer in discover(warn=False).items():
        if not isinstance(peer, Peer):
            skipped.append(f"{name}: {peer.reason}")
            continue
        files = [os.path.realpath(peer.library_path)]
        if name == "mkl":
            files = _mkl_set(Path(files[0]).parent)
            if not files:
                skipped.append(f"mkl: {', '.join(MKL_SEQUENTIAL_SET)} not all next to "
                               f"{peer.library_path}")
                continue
        total = Sizes(0, 0, 0)
        for f in files:
            total = total + sum(berkeley_sizes("size", Path(f)).values(), Sizes(0, 0, 0))
        found.append(PeerSize(name, tuple(files), sum(os.path.getsize(f) for f in files), total))
    return found, skipped


def _mkl_set(directory: Path) -> list[str]:
    files = []
    for stem in MKL_SEQUENTIAL_SET:
        hits = sorted(glob.glob(str(directory / f"{stem}.so*")))
        if not hits:
            return []
        files.append(os.path.realpath(hits[0]))
    return files
