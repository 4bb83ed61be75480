"""libexogemm_blas.so: `sgemm_` and `cblas_sgemm` for the host from exogemm's generated GEMM.

A drop-in SGEMM: LD_PRELOAD it (or link it before the BLAS) and a program's SGEMM calls
run exogemm's code while every other BLAS routine falls through to the BLAS behind it. It
is plain C, built from a plan's cached sources (gen/gemm_build.py `emit_gemm`: Exo's code
from the cache, scheduled once if nobody did) and gen/templates/blas_library.c.in, which
holds the reference BLAS's argument checks, error reports and quick returns; no Python is
needed at run time. Every symbol of the plan's C is hidden: the library exports only the
BLAS entries and its counters, so it cannot interpose on an exogemm library loaded beside
it.

The library is linked against the host's `libblas.so.3` (by soname, so the system's
choice: `update-alternatives --display libblas.so.3-<arch>`) where there is one: linked
first, it then brings the rest of BLAS, and its error reports reach the BLAS's `xerbla_`
when the program has none of its own.

The build is cached under cache_root()/blas/<key>/, the key a hash of the sources, the
flags and the compiler; `exogemm build-blas -o DIR` copies it with its sources to DIR.
"""

from __future__ import annotations

import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path

from exogemm.errors import CompileError
from exogemm.gen import cache
from exogemm.gen.gemm_build import emit_gemm
from exogemm.gen.gemm_source import GemmSource, fill
from exogemm.gen.native import SHARED_OBJECT_FLAGS, compiler_version, require_runnable
from exogemm.plan.gemm_plan import GemmPlan

LIBRARY = "libexogemm_blas.so"
SOURCE = "exogemm_blas.c"
#: The BLAS the library is linked against (by soname) where the host has it.
BACKING_BLAS = "libblas.so.3"
#: Exported: the BLAS entries, the call and error counters, the thread count and config.
EXPORTS = ("sgemm_", "cblas_sgemm", "exogemm_blas_calls", "exogemm_blas_errors",
           "exogemm_blas_threads", "exogemm_blas_config")


@dataclass(frozen=True)
class BlasSources:
    """The C of one BLAS library: the plan's GEMM and the BLAS entries around it."""

    plan: GemmPlan
    gemm: GemmSource
    c: str  # exogemm_blas.c

    def write(self, directory: Path) -> list[Path]:
        paths = self.gemm.write(directory)
        (directory / SOURCE).write_text(self.c)
        return [*paths, directory / SOURCE]


def blas_sources(plan: GemmPlan) -> BlasSources:
    """The library's sources for `plan` (its Exo code scheduled first if not cached)."""
    gemm = emit_gemm(plan)
    c = fill("blas_library.c.in", prefix=gemm.prefix, config=gemm.config,
             isa=plan.tile.isa.description)
    return BlasSources(plan, gemm, c)


def backing_blas(cc: str) -> str | None:
    """The path of the host's libblas.so.3 the compiler would link, None if it has none."""
    proc = subprocess.run([cc, f"-print-file-name={BACKING_BLAS}"], capture_output=True,
                          text=True)
    found = proc.stdout.strip()
    return found if proc.returncode == 0 and Path(found).is_absolute() and \
        Path(found).exists() else None


def compile_command(src: BlasSources, directory: Path, output: Path) -> list[str]:
    """The compiler command that builds the library in `directory` (its sources written)."""
    tc = src.plan.tile.isa.toolchain
    cc = tc.cc[0]
    link = ["-Wl,--no-as-needed", f"-l:{BACKING_BLAS}"] if backing_blas(cc) else []
    return [*tc.cc, *tc.cflags, *SHARED_OBJECT_FLAGS, "-fopenmp", "-fPIC", "-shared",
            "-fvisibility=hidden", "-I", str(directory), "-o", str(output),
            str(directory / f"{src.gemm.prefix}.c"), str(directory / SOURCE), *link]


def compile_library(src: BlasSources, directory: Path) -> Path:
    """Write the sources to `directory` and compile LIBRARY there; CompileError with the
    compiler's messages if it fails."""
    src.write(directory)
    output = directory / LIBRARY
    cmd = compile_command(src, directory, output)
    proc = subprocess.run(cmd, capture_output=True, text=True)
    if proc.returncode != 0:
        raise CompileError(f"building {LIBRARY} failed (exit status {proc.returncode}):\n"
                           f"{' '.join(cmd)}\n{proc.stderr[-4000:]}\nsources in {directory}")
    return output


def blas_library(plan: GemmPlan) -> Path:
    """The built library for `plan`, from the cache (built once across threads and
    processes, verified against its manifest before it is handed out)."""
    require_runnable(plan.tile.isa)
    src = blas_sources(plan)
    cc = src.plan.tile.isa.toolchain.cc[0]
    key = cache.digest("blas", compiler_version(cc), src.gemm.c, src.gemm.h, src.gemm.exo_h,
                       src.c, compile_command(src, Path("."), Path(LIBRARY)),
                       cache.ARTIFACT_FORMAT)[:20]
    final = cache.cache_root() / "blas" / key / LIBRARY
    if cache.verified_artifact(final):
        return final
    with cache.entry_lock("blas", key):
        if cache.verified_artifact(final, judge=True):
            return final
        with cache.temp_build_dir() as tmp:
            built = compile_library(src, tmp)
            src.write(final.parent)
            cache.store_artifact(final, built.read_bytes(), mode=0o755)
    return final


def export_library(plan: GemmPlan, directory: Path) -> Path:
    """The library and its sources in `directory` (`exogemm build-blas -o DIR`)."""
    directory.mkdir(parents=True, exist_ok=True)
    built = blas_library(plan)
    blas_sources(plan).write(directory)
    target = directory / LIBRARY
    shutil.copyfile(built, target)
    target.chmod(0o755)
    return target
