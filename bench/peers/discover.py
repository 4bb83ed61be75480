"""Find the peer BLAS libraries that exogemm's SGEMM is benchmarked against.

Why a module of its own: each peer ships differently (NumPy's bundled
OpenBLAS with renamed ILP64 symbols, MKL's pip wheel under ``<venv>/lib``,
BLIS from Debian), and a benchmark must say plainly *why* a peer is absent
instead of silently comparing against fewer libraries.

``discover()`` returns, for each of ``mkl``, ``openblas``, ``blis`` and
``libxsmm``, either a :class:`Peer` (a cblas_sgemm address usable by
:mod:`bench.ctimer`, plus a thread-count setter) or a :class:`Skipped` with
the reason and the install command.

Packages: ``pip install mkl threadpoolctl`` (NumPy already bundles OpenBLAS),
``apt-get install -y libblis4-openmp`` (PyPI ``blis`` exposes no C
cblas_sgemm, only its Cython API, and is checked and rejected as such) and
``apt-get install -y libxsmm-dev`` (bench/peers/xsmm.py wraps its JIT kernels).

Best configuration: a peer is reported as the environment configures it *and*,
when that runs a kernel set below what this CPU can execute, once more with the
override that selects the best one (``configurations()``): OpenBLAS with
``OPENBLAS_CORETYPE``, BLIS with ``BLIS_ARCH_TYPE`` when its build honours it
(else the reason it cannot). The override reaches only that peer's worker
process; this process's environment is never changed.

All peers are dlopen'ed RTLD_LOCAL into one process, which is fine for
1-thread timing.  With more threads, MKL's libiomp5, BLIS's libgomp and
OpenBLAS's pthreads pool each keep spinning workers for a while after a call
and steal cores from the next peer: time each peer in its own process then.
"""

from __future__ import annotations

import ctypes
import glob
import importlib.metadata
import importlib.util
import os
import sys
import warnings
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterable, Mapping, Sequence, Union

from exogemm.bench.peers import xsmm
from exogemm.bench.timing.ctimer import CblasSgemm, measure

NAMES = ("mkl", "openblas", "blis", "libxsmm")

#: Environment settings that make a peer run slower than it can; a benchmark
#: must not silently report such numbers.
SLOW_ENV = {
    "OPENBLAS_CORETYPE": "forces an OpenBLAS kernel set instead of autodetection",
    "OPENBLAS_L2_SIZE": "overrides OpenBLAS's cache blocking",
    "MKL_ENABLE_INSTRUCTIONS": "caps the ISA MKL may use",
    "MKL_CBWR": "makes MKL pick reproducible, usually slower, code paths",
    "BLIS_ARCH_TYPE": "forces a BLIS sub-configuration",
}


@dataclass(frozen=True)
class Peer:
    """A loaded peer library ready to be timed."""

    name: str
    library_path: str
    version: str | None
    sgemm: CblasSgemm
    set_threads: Callable[[int], None] = field(repr=False, compare=False)
    notes: str = ""
    handle: Any = field(default=None, repr=False, compare=False)  # ctypes.CDLL, XsmmSgemm
    #: The kernel set the library picked on this CPU (OpenBLAS's core name, BLIS's
    #: sub-configuration), None where it does not say.
    core: str | None = None


@dataclass(frozen=True)
class Skipped:
    """A peer that could not be used, and why (with the fix)."""

    name: str
    reason: str


Found = Union[Peer, Skipped]
_CFunc = Any  # a ctypes foreign function (ctypes._CFuncPtr is private)


def slow_env_settings(environ: Mapping[str, str] | None = None) -> list[str]:
    """Messages for each set variable in :data:`SLOW_ENV`."""
    env = os.environ if environ is None else environ
    return [f"{k}={env[k]!r} is set: {why}; peer figures may be low"
            for k, why in SLOW_ENV.items() if env.get(k)]


def warn_slow_env() -> None:
    """Emit a RuntimeWarning per slowing variable (never unsets them)."""
    for msg in slow_env_settings():
        warnings.warn(msg, RuntimeWarning, stacklevel=3)


def _open(path: str) -> ctypes.CDLL | str:
    """dlopen (RTLD_LOCAL, so same-named symbols of peers never clash)."""
    try:
        return ctypes.CDLL(path, mode=os.RTLD_NOW | os.RTLD_LOCAL)
    except OSError as exc:
        return f"cannot load {path}: {exc}"


def _sym(lib: ctypes.CDLL, name: str) -> _CFunc | None:
    try:
        return getattr(lib, name)
    except AttributeError:
        return None


def _setter(fn: _CFunc, argtype: type) -> Callable[[int], None]:
    fn.argtypes, fn.restype = [argtype], None

    def set_threads(n: int) -> None:
        if n < 1:
            raise ValueError("thread count must be >= 1")
        fn(n)

    return set_threads


def _string(fn: _CFunc | None) -> str | None:
    if fn is None:
        return None
    fn.argtypes, fn.restype = [], ctypes.c_char_p
    raw = fn()
    return raw.decode(errors="replace").strip() if raw else None


def _data_lib_dirs() -> list[Path]:
    """<prefix>/lib for the venv and base interpreter (pip wheels' data dir)."""
    return list(dict.fromkeys(Path(p) / "lib" for p in (sys.prefix, sys.base_prefix)))


def _site_dirs() -> list[Path]:
    import site

    return [Path(p) for p in site.getsitepackages()]


# ---------------------------------------------------------------- MKL

def _mkl_candidates() -> list[str]:
    found: list[str] = []
    try:
        for f in importlib.metadata.distribution("mkl").files or []:
            if f.name.startswith("libmkl_rt.so"):
                found.append(os.path.normpath(f.locate()))
    except importlib.metadata.PackageNotFoundError:
        pass
    for d in _data_lib_dirs():
        found += sorted(glob.glob(str(d / "libmkl_rt.so*")), reverse=True)
    return [p for p in dict.fromkeys(found) if os.path.exists(p)]


def _load_mkl(path: str) -> Found:
    lib = _open(path)
    if isinstance(lib, str):
        return Skipped("mkl", lib)
    # Prefer the explicit ILP64 entry point: it ignores MKL_INTERFACE_LAYER.
    fn, ilp64 = _sym(lib, "cblas_sgemm_64"), True
    if fn is None:
        fn, ilp64 = _sym(lib, "cblas_sgemm"), False
    setn = _sym(lib, "MKL_Set_Num_Threads")  # lower-case one is Fortran (int*)
    if fn is None or setn is None:
        return Skipped("mkl", f"{path} lacks cblas_sgemm or MKL_Set_Num_Threads")
    version = None
    getv = _sym(lib, "MKL_Get_Version_String")
    if getv is not None:
        buf = ctypes.create_string_buffer(256)
        getv.argtypes, getv.restype = [ctypes.c_char_p, ctypes.c_int], None
        getv(buf, len(buf))
        version = buf.value.decode(errors="replace").strip()
    return Peer("mkl", path, version,
                CblasSgemm.from_pointer(fn, ilp64, "mkl cblas_sgemm"),
                _setter(setn, ctypes.c_int), handle=lib)


# ---------------------------------------------------------------- OpenBLAS

# (prefix, suffix) decorations seen in the wild: scipy-openblas64 (NumPy 2
# wheels), openblas64_ (Debian/Fedora ILP64), scipy-openblas32, plain.
_OPENBLAS_DECOR = (("scipy_", "64_"), ("", "64_"), ("scipy_", ""), ("", ""))


def _openblas_candidates() -> list[str]:
    found: list[str] = []
    try:
        import numpy  # noqa: F401  (loads its OpenBLAS so threadpoolctl sees it)
        from threadpoolctl import threadpool_info

        libs = [i["filepath"] for i in threadpool_info()
                if i.get("internal_api") == "openblas"]
        found += sorted(libs, key=lambda p: "numpy" not in p)
    except ImportError:
        pass
    spec = importlib.util.find_spec("numpy")
    roots = [Path(spec.origin).parent.parent] if spec and spec.origin else []
    for root in roots + _site_dirs():
        for pat in ("numpy.libs/lib*openblas*.so*", "scipy_openblas*/lib/lib*.so*"):
            found += sorted(glob.glob(str(root / pat)))
    return [p for p in dict.fromkeys(found) if os.path.exists(p)]


def _load_openblas(path: str) -> Found:
    lib = _open(path)
    if isinstance(lib, str):
        return Skipped("openblas", lib)
    for pre, suf in _OPENBLAS_DECOR:
        fn = _sym(lib, f"{pre}cblas_sgemm{suf}")
        setn = _sym(lib, f"{pre}openblas_set_num_threads{suf}")
        if fn is None or setn is None:
            continue
        config = _string(_sym(lib, f"{pre}openblas_get_config{suf}"))
        # The config string is authoritative; the 64_ suffix is the fallback.
        ilp64 = "USE64BITINT" in config if config else suf == "64_"
        version = config.split()[1] if config and config.startswith("OpenBLAS ") else None
        core = _string(_sym(lib, f"{pre}openblas_get_corename{suf}"))
        return Peer("openblas", path, version,
                    CblasSgemm.from_pointer(fn, ilp64, f"{pre}cblas_sgemm{suf}"),
                    _setter(setn, ctypes.c_int), notes=config or "", handle=lib, core=core)
    return Skipped("openblas", f"{path} exports no (scipy_)cblas_sgemm(64_)")


# ---------------------------------------------------------------- BLIS

_BLIS_APT = "apt-get install -y libblis4-openmp"


def _blis_candidates() -> list[str]:
    found: list[str] = []
    spec = importlib.util.find_spec("blis")  # PyPI blis: checked, usually no cblas
    if spec and spec.submodule_search_locations:
        for d in spec.submodule_search_locations:
            found += sorted(glob.glob(os.path.join(d, "*.so")))
    for d in _data_lib_dirs():
        found += sorted(glob.glob(str(d / "libblis.so*")))
    # Debian/Ubuntu: alternatives symlinks to the openmp/pthread/serial build.
    found += ["/usr/lib/x86_64-linux-gnu/libblis.so.4",
              "/usr/lib/x86_64-linux-gnu/libblis64.so.4"]
    return [p for p in dict.fromkeys(found) if os.path.exists(p)]


def _load_blis(path: str) -> Found:
    lib = _open(path)
    if isinstance(lib, str):
        return Skipped("blis", lib)
    fn = _sym(lib, "cblas_sgemm") or _sym(lib, "cblas_sgemm64_")
    setn = _sym(lib, "bli_thread_set_num_threads")
    if fn is None or setn is None:
        return Skipped("blis", f"{path} exports no cblas_sgemm (PyPI 'blis' "
                       "has only a Cython API)")
    size = _sym(lib, "bli_info_get_blas_int_type_size")
    if size is not None:
        size.argtypes, size.restype = [], ctypes.c_long
        ilp64 = size() == 64
    else:
        ilp64 = "64" in os.path.basename(path)
    notes, core = "", None
    arch_id, arch_str = _sym(lib, "bli_arch_query_id"), _sym(lib, "bli_arch_string")
    if arch_id is not None and arch_str is not None:
        arch_id.argtypes, arch_id.restype = [], ctypes.c_int
        arch_str.argtypes, arch_str.restype = [ctypes.c_int], ctypes.c_char_p
        core = arch_str(arch_id()).decode()
        notes = f"arch={core}"
    # bli_thread_set_num_threads takes dim_t, a 64-bit integer.
    return Peer("blis", os.path.realpath(path),  # resolve the alternatives link
                _string(_sym(lib, "bli_info_get_version_str")),
                CblasSgemm.from_pointer(fn, ilp64, "blis cblas_sgemm"),
                _setter(setn, ctypes.c_int64), notes=notes, handle=lib, core=core)


def blis_arch_ids(path: str) -> dict[str, int]:
    """BLIS's architecture names and their ids (what BLIS_ARCH_TYPE takes in BLIS 0.9),
    from the library itself; {} if it does not export bli_arch_string."""
    lib = _open(path)
    fn = None if isinstance(lib, str) else _sym(lib, "bli_arch_string")
    if fn is None:
        return {}
    fn.argtypes, fn.restype = [ctypes.c_int], ctypes.c_char_p
    ids: dict[str, int] = {}
    for i in range(64):  # arch_t has a few dozen members; unknown ids return NULL
        name = fn(i)
        if name:
            ids.setdefault(name.decode(), i)
    return ids


# ---------------------------------------------------------------- LIBXSMM


def _libxsmm_candidates() -> list[str]:
    """Shared BLAS libraries exporting sgemm_ for libxsmm_sgemm's large shapes: Debian's
    BLIS first (the BLAS setup.sh installs), then the system's reference-BLAS slot."""
    found = ["/usr/lib/x86_64-linux-gnu/libblis.so.4", "/usr/lib/x86_64-linux-gnu/libblas.so.3"]
    return [os.path.realpath(p) for p in found if os.path.exists(p)]


def _load_libxsmm(blas: str) -> Found:
    why = xsmm.missing()
    if why:
        return Skipped("libxsmm", why)
    try:
        xs = xsmm.xsmm_sgemm(blas)
    except Exception as exc:  # a failed build is a reason to skip, said in full
        return Skipped("libxsmm", f"building the LIBXSMM wrapper with {blas} failed: "
                                  f"{type(exc).__name__}: {exc}")
    notes = (f"JIT kernels from libxsmm_smmdispatch, dispatched once per shape and reused; "
             f"what the JIT refuses goes to libxsmm_sgemm, whose BLAS fallback is {blas}; "
             f"kernels run on one thread")
    return Peer("libxsmm", str(xsmm.STATIC_LIBRARY), xsmm.version(), xs.sgemm,
                xs.set_threads, notes=notes, handle=xs, core="jit")


# ---------------------------------------------------------------- discover

_LOADERS: dict[str, Callable[[str], Found]] = {
    "mkl": _load_mkl, "openblas": _load_openblas, "blis": _load_blis,
    "libxsmm": _load_libxsmm}
_CANDIDATES: dict[str, Callable[[], list[str]]] = {
    "mkl": lambda: _mkl_candidates(),
    "openblas": lambda: _openblas_candidates(),
    "blis": lambda: _blis_candidates(),
    "libxsmm": lambda: _libxsmm_candidates(),
}
_MISSING = {
    "mkl": "MKL not installed: pip install mkl",
    "openblas": "no OpenBLAS found next to NumPy (numpy.libs/) nor via "
                "threadpoolctl: pip install numpy threadpoolctl",
    "blis": f"BLIS with cblas_sgemm not installed: {_BLIS_APT}",
    "libxsmm": f"LIBXSMM needs a BLAS exporting sgemm_ for its fallback: {_BLIS_APT}",
}


def _first_usable(name: str, paths: Iterable[str]) -> Found:
    skipped: list[str] = []
    for path in paths:
        got = _LOADERS[name](path)
        if isinstance(got, Peer):
            return got
        skipped.append(got.reason)
    if not skipped:
        return Skipped(name, _MISSING[name])
    return Skipped(name, "; ".join(skipped + [_MISSING[name]]))


def discover(names: Sequence[str] = NAMES, *,
             paths: Mapping[str, Sequence[str]] | None = None,
             warn: bool = True) -> dict[str, Found]:
    """Locate each peer; ``paths`` replaces the search list for a name.

    With ``warn`` (the default) environment variables that slow the peers
    down are reported as RuntimeWarnings.
    """
    if warn:
        warn_slow_env()
    out: dict[str, Found] = {}
    for name in names:
        if name not in _LOADERS:
            raise ValueError(f"unknown peer {name!r}; choose from {NAMES}")
        given = (paths or {}).get(name)
        out[name] = _first_usable(name, given if given is not None
                                  else _CANDIDATES[name]())
    return out



def cpu_busy(seconds: float = 0.5) -> float | None:
    """Fraction of all CPUs busy over ``seconds`` (Linux /proc/stat), or None.

    The load average lags by minutes; this tells whether *right now* some
    other process would compete with the timed library.
    """
    import time

    def sample() -> tuple[int, int]:
        with open("/proc/stat") as f:
            vals = [int(v) for v in f.readline().split()[1:]]
        idle = vals[3] + (vals[4] if len(vals) > 4 else 0)
        return sum(vals[:8]) - idle, idle

    try:
        b0, i0 = sample()
        time.sleep(seconds)
        b1, i1 = sample()
    except (OSError, ValueError, IndexError):
        return None
    total = (b1 - b0) + (i1 - i0)
    return (b1 - b0) / total if total > 0 else None


def main(argv: Sequence[str] | None = None) -> None:
    """``python -m exogemm.bench.peers.discover [SIZE ...]``: list peers, 1-thread GFLOP/s."""

    sizes = [int(a) for a in (argv if argv is not None else sys.argv[1:])] or [1024, 2048]
    found = discover()
    busy = cpu_busy()
    if busy is not None and busy > 0.05:
        print(f"warning: CPUs {busy:.0%} busy before timing: other work is "
              "running, figures will be low and noisy")
    for name, got in found.items():
        if isinstance(got, Skipped):
            print(f"{name:9s} SKIPPED: {got.reason}")
            continue
        print(f"{name:9s} {got.version} {got.notes} [{got.library_path}]")
        for n in sizes:
            g = measure(got, n, n, n, threads=1, min_time=0.2, samples=5)
            print(f"{'':9s} M=N=K={n:5d} 1 thread: best {max(g):7.1f} "
                  f"median {sorted(g)[len(g) // 2]:7.1f} GFLOP/s")


if __name__ == "__main__":
    main()
