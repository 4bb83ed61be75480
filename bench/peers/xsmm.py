"""LIBXSMM as a benchmark peer: its JIT kernels behind the cblas_sgemm shape bench/ctimer times.

Why: at small shapes (squares up to 128, batch 1-16 layers, decode) LIBXSMM is what users of
that region pick, not a BLAS; a small-shape comparison without it says little. Debian's
libxsmm-dev ships static libraries only, so the wrapper (bench/peers/xsmm_peer.c, a real C file)
is linked with /usr/lib/libxsmm.a into a cffi extension built once and cached like the C
timer's harness (gen/cache.load_extension, keyed by the wrapper's source, the LIBXSMM
library and the BLAS it falls back to).

libxsmm.a calls a Fortran BLAS (sgemm_) for what its JIT does not cover: large shapes given
to libxsmm_sgemm, alpha != 1, beta other than 0 or 1. The caller names that BLAS (a shared
library exporting sgemm_; bench/peers/discover.py passes Debian's BLIS) and the description says so.
"""

from __future__ import annotations

import ctypes
import hashlib
import shutil
import subprocess
import sys
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from types import ModuleType

from exogemm.bench.timing.ctimer import CblasSgemm
from exogemm.gen import cache
from exogemm.gen.c.native import require_cc_env

SOURCE_FILE = Path(__file__).with_name("xsmm_peer.c")
STATIC_LIBRARY = Path("/usr/lib/libxsmm.a")
HEADER = Path("/usr/include/libxsmm.h")
VERSION_HEADER = Path("/usr/include/libxsmm_version.h")
APT = "apt-get install -y libxsmm-dev"

CDEF = """
void exogemm_xsmm_init(void);
int exogemm_xsmm_last_path(void);
void exogemm_xsmm_sgemm(int layout, int ta, int tb, int32_t M, int32_t N, int32_t K,
                        float alpha, const float *A, int32_t lda, const float *B,
                        int32_t ldb, float beta, float *C, int32_t ldc);
"""


def missing() -> str | None:
    """Why LIBXSMM cannot be built here (with the install command), or None."""
    for path in (STATIC_LIBRARY, HEADER):
        if not path.exists():
            return f"LIBXSMM not installed ({path} missing): {APT}"
    return None


def version() -> str | None:
    """LIBXSMM's version from its header ('1.17'), or None."""
    try:
        text = VERSION_HEADER.read_text()
    except OSError:
        return None
    for line in text.splitlines():
        if line.startswith("#define LIBXSMM_CONFIG_VERSION "):
            return line.split('"')[1]
    return None


def _link_flags() -> list[str]:
    """pkg-config's libraries for LIBXSMM (its static archive is linked by path)."""
    if shutil.which("pkg-config"):
        out = subprocess.run(["pkg-config", "--libs", "libxsmm"], capture_output=True,
                             text=True)
        if out.returncode == 0:
            return [f for f in out.stdout.split() if f not in ("-lxsmm", "-lc")
                    and not f.startswith("-L")]
    return ["-lpthread", "-lrt", "-ldl", "-lm"]


def _module_name(source: str, blas: str) -> str:
    lib = STATIC_LIBRARY.stat()
    key = "\0".join([CDEF, source, blas, str(lib.st_size), str(int(lib.st_mtime)),
                     version() or "", sys.version, str(cache.ARTIFACT_FORMAT)])
    return f"{cache.EXTENSION_PREFIX}xsmm_" + hashlib.sha256(key.encode()).hexdigest()[:16]


def _compile(name: str, source: str, blas: str, tmpdir: Path) -> Path:
    import cffi  # only needed to build

    require_cc_env()
    ffi = cffi.FFI()
    ffi.cdef(CDEF)
    ffi.set_source(name, source, include_dirs=[str(HEADER.parent)], extra_compile_args=["-O2"],
                   extra_objects=[str(STATIC_LIBRARY)],
                   extra_link_args=[blas, *_link_flags()])
    return Path(ffi.compile(tmpdir=str(tmpdir), verbose=False))


@lru_cache(maxsize=None)
def load(blas: str) -> ModuleType:
    """The built wrapper (cffi module) with LIBXSMM initialised; `blas` is the path of the
    shared library its BLAS fallback calls. Raises LookupError when LIBXSMM is missing."""
    why = missing()
    if why:
        raise LookupError(why)
    source = "\n" + SOURCE_FILE.read_text()
    name = _module_name(source, blas)
    mod = cache.load_extension("xsmm", name, lambda tmpdir: _compile(name, source, blas,
                                                                       tmpdir))
    mod.lib.exogemm_xsmm_init()
    return mod


@dataclass(frozen=True)
class XsmmSgemm:
    """LIBXSMM in the shape bench/ctimer times (.sgemm, .set_threads) and what it ran."""

    module: ModuleType
    blas: ctypes.CDLL

    @property
    def sgemm(self) -> CblasSgemm:
        return CblasSgemm.from_pointer(self.module.ffi.addressof(self.module.lib,
                                                                 "exogemm_xsmm_sgemm"),
                                       False, "libxsmm (dispatched) sgemm")

    def set_threads(self, n: int) -> None:
        """LIBXSMM's dispatched kernels run on the calling thread; `n` reaches only the BLAS
        fallback (BLIS's bli_thread_set_num_threads)."""
        if n < 1:
            raise ValueError("thread count must be >= 1")
        setter = getattr(self.blas, "bli_thread_set_num_threads", None)
        if setter is not None:
            setter.argtypes, setter.restype = [ctypes.c_int64], None
            setter(n)

    def last_path(self) -> str:
        """What the last call ran: 'jit' (a dispatched kernel) or 'libxsmm_sgemm'."""
        return "jit" if self.module.lib.exogemm_xsmm_last_path() else "libxsmm_sgemm"


def xsmm_sgemm(blas: str) -> XsmmSgemm:
    """LIBXSMM's dispatched SGEMM with `blas` as its fallback (LookupError if missing)."""
    return XsmmSgemm(load(blas), ctypes.CDLL(blas, mode=ctypes.RTLD_GLOBAL))
