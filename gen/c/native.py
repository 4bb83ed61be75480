"""Compile generated kernels into an importable Python extension with cffi, cached.

One module holds a batch of kernels plus a C timing loop, so a benchmark calls each kernel
thousands of times without returning to Python. The module name is a hash of the sources,
flags and compiler version, so a second run imports the existing .so instead of rebuilding.
"""

from __future__ import annotations

import os
import shlex
import shutil
import subprocess
import sys
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import numpy as np

from exogemm.core.dtype import F32, DType
from exogemm.core.errors import CompileError, ToolchainMissingError, UnsupportedCpuError
from exogemm.gen import cache, keys
from exogemm.gen.c.templates import template_text
from exogemm.gen.exo.kernel_source import KernelSource
from exogemm.isa.base import VectorIsa

TIMER_DECL = (
    "double exogemm_time_ukernel(void *fn, int64_t reps, int_fast32_t kc, const float *Ac, "
    "const float *Bc, float *C, int_fast32_t ldc);"
)


@dataclass
class NativeKernels:
    """A loaded extension module: call kernels on NumPy arrays, or time them in C."""

    ffi: object
    lib: object
    kernels: dict[str, KernelSource]

    def _ptr(self, a: np.ndarray, ctype: str, writable: bool = False):
        want = np.dtype(_NUMPY_OF_C[ctype])
        if a.dtype != want:
            raise TypeError(f"expected a {want} array, got {a.dtype}")
        return self.ffi.cast(f"{ctype} *", self.ffi.from_buffer(a, require_writable=writable))

    def call(self, name: str, kc: int, Ac: np.ndarray, Bc: np.ndarray, C: np.ndarray, ldc: int):
        """Run kernel `name` on C (a flat buffer of the kernel's C type holding the tile at
        row stride ldc); kc is the kernel's depth (k-groups for a grouped datatype)."""
        d = self.kernels[name].datatype
        getattr(self.lib, self.kernels[name].wrapper)(
            kc, self._ptr(Ac, d.c_a), self._ptr(Bc, d.c_b), self._ptr(C, d.c_c, True), ldc
        )

    def time(self, name: str, reps: int, kc: int, Ac, Bc, C, ldc: int) -> float:
        fn = self.ffi.addressof(self.lib, self.kernels[name].wrapper)
        return self.lib.exogemm_time_ukernel(
            self.ffi.cast("void *", fn), reps, kc, self._ptr(Ac, "float"),
            self._ptr(Bc, "float"), self._ptr(C, "float", True), ldc,
        )


#: The NumPy dtype of each C element type a kernel's wrapper takes.
_NUMPY_OF_C = {"float": "float32", "int32_t": "int32", "uint8_t": "uint8", "int8_t": "int8",
               "uint16_t": "uint16"}


@lru_cache(maxsize=None)
def compiler_version(cc: str) -> str:
    try:
        out = subprocess.run([cc, "--version"], capture_output=True, text=True, check=True)
    except (OSError, subprocess.CalledProcessError):
        raise ToolchainMissingError(f"C compiler '{cc}' is not installed or does not run")
    return out.stdout.splitlines()[0]


def build_native(isa: VectorIsa, sources: list[KernelSource], extra_c: str = "",
                 extra_cdef: str = "") -> NativeKernels:
    """Compile `sources` (+ optional extra C) for the host and import the result."""
    cdef = "\n".join(s.wrapper_decl + ";" for s in sources) + "\n" + TIMER_DECL + extra_cdef
    includes = "".join(f'#include "{s.name}.h"\n' for s in sources)
    module = load_module(isa, "native", sources, cdef, includes + "\n" + template_text("ukernel_timer.c") + extra_c,
                         list(isa.toolchain.cflags), key_extra=keys.code_fingerprint())
    return NativeKernels(module.ffi, module.lib, {s.name: s for s in sources})


def require_runnable(isa: VectorIsa, dtype: DType = F32) -> None:
    """Raise unless `isa`'s code for `dtype` can be built and run in this process (cheap:
    call it before slow scheduling, so a wrong ISA or a missing extension fails at once)."""
    if not isa.toolchain.native:
        raise CompileError(f"{isa.key} is not a native ISA; use the cross-compilation path")
    reason = isa.unavailable(dtype)
    if reason:
        what = "" if dtype == F32 else f" {dtype.name}"
        raise UnsupportedCpuError(f"cannot run {isa.key}{what} code here: {reason}")


#: Flags of every shared object built here. GCC assumes by default that a global function
#: of a shared object can be interposed by another definition at load time, so it does not
#: inline the micro-kernel into the entries of the same file that call it: each call then
#: passes Exo's window structs through the stack (read back before they are written out:
#: a store-forwarding stall). Allowing the inlining made the int8 GEMM 1.12x faster at
#: 2048^3 and 1.24x at 3136x256x64 (AMD Zen 5); nothing here relies on interposition.
SHARED_OBJECT_FLAGS = ("-fno-semantic-interposition",)


def load_module(isa: VectorIsa, kind: str, sources: list, cdef: str, prelude: str,
                flags: list[str], link_args: tuple[str, ...] = (), key_extra: object = ""):
    """Build `sources` (anything with name, c, h and write(dir), whose first written file is
    its .c) into a cffi extension exposing `cdef`, with `prelude` as the module's own C, and
    import it. The .so is cached under cache_root()/kind, named by a hash of every input, so
    a second run imports it instead of compiling (cache.load_extension: built once across
    threads and processes, verified against its manifest before loading); a compiler
    failure keeps the C and reports the compiler's own messages. Refuses ISAs that are not
    native or this CPU cannot run."""
    require_runnable(isa)
    cc = isa.toolchain.cc[0]
    flags = [*flags, *SHARED_OBJECT_FLAGS]
    key = keys.digest(kind, key_extra, compiler_version(cc), flags, link_args, cdef, prelude,
                       [(s.name, s.c, s.h) for s in sources], sys.version,
                       cache.ARTIFACT_FORMAT)[:20]
    modname = f"{cache.EXTENSION_PREFIX}{kind.replace('-', '_')}_{key}"
    kept = cache.cache_root(create=False) / kind / "failed" / modname
    return cache.load_extension(kind, modname, lambda tmpdir: _compile(
        isa, modname, tmpdir, kept, sources, cdef, prelude, flags, link_args))


def require_cc_env() -> None:
    """Refuse a $CC that does not run. cffi compiles through setuptools, which uses $CC
    when it is set: a missing one fails deep inside setuptools with a misleading message
    (a missing pyconfig.h)."""
    cc = os.environ.get("CC")
    if cc is None:
        return
    argv = shlex.split(cc)
    if not argv or shutil.which(argv[0]) is None:
        raise ToolchainMissingError(
            f"$CC is set to {cc!r}, which is not an installed compiler (cffi builds with "
            f"$CC); unset CC or point it at one, e.g. CC=gcc")


def _compiler_diagnostics(isa: VectorIsa, directory: Path, flags: list[str]) -> str:
    """The compiler's own error messages for the kept C files (cffi does not return them)."""
    messages = []
    for c_file in sorted(directory.glob("*.c")):
        proc = subprocess.run([isa.toolchain.cc[0], *flags, "-I", str(directory), "-c",
                               str(c_file), "-o", os.devnull], capture_output=True, text=True)
        if proc.returncode != 0:
            messages.append(proc.stderr.strip())
    return "".join(m + "\n" for m in messages)


def _compile(isa, modname, tmpdir: Path, kept: Path, sources, cdef, prelude, flags,
             link_args) -> Path:
    """Compile the module in `tmpdir` and return its .so there; on a compiler failure the C
    is copied to `kept` and CompileError carries the compiler's messages."""
    import cffi

    require_cc_env()
    c_files = [str(s.write(tmpdir)[0]) for s in sources]
    ffi = cffi.FFI()
    ffi.cdef(cdef)
    ffi.set_source(modname, prelude, sources=c_files, include_dirs=[str(tmpdir)],
                   extra_compile_args=flags, extra_link_args=list(link_args))
    try:
        return Path(ffi.compile(tmpdir=str(tmpdir), verbose=False))
    except Exception as exc:  # cffi wraps the compiler's failure
        kept.mkdir(parents=True, exist_ok=True)
        for f in tmpdir.glob("*.[ch]"):
            (kept / f.name).write_bytes(f.read_bytes())
        raise CompileError(
            f"compiling {', '.join(s.name for s in sources)} failed: {exc}\n"
            f"{_compiler_diagnostics(isa, kept, flags)}generated C kept in {kept}"
        ) from exc
