"""Time cblas-style SGEMM function pointers from C.

Why C: at small sizes a single SGEMM call takes microseconds, so looping in
Python (argument conversion, the GIL, cffi dispatch) would dominate what we
measure.  A tiny C harness calls the function pointer ``reps`` times between
two ``clock_gettime(CLOCK_MONOTONIC)`` reads, so only the library is timed.

The harness is built once with cffi and cached on disk, keyed by a hash of
its source, under ``$EXOGEMM_CACHE/ctimer`` or ``~/.cache/exogemm/ctimer``.

Any function with the cblas_sgemm signature can be timed, which is how
exogemm's own kernels get compared with the peer libraries::

    void sgemm(int layout, int transa, int transb,
               INT M, INT N, INT K, float alpha,
               const float *A, INT lda, const float *B, INT ldb,
               float beta, float *C, INT ldc);

where the enums use the CBLAS values (RowMajor=101, ColMajor=102,
NoTrans=111, Trans=112) and ``INT`` is ``int64_t`` when ``ilp64`` is true,
else ``int32_t``.  Wrap such a pointer in :class:`CblasSgemm`.
"""

from __future__ import annotations

import ctypes
import hashlib
import math
import statistics
import sys
import time
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from types import ModuleType
from typing import Any, Callable, Literal, Protocol, Union

import numpy as np

from exogemm.gen import cache
from exogemm.gen.c.native import require_cc_env

ROW_MAJOR, COL_MAJOR = 101, 102
NO_TRANS, TRANS = 111, 112
_INT32_MAX = 2**31 - 1

Layout = Literal["row", "col"]

_CDEF = """
double time_sgemm(void *fn, int ilp64, int layout, int ta, int tb,
                  int64_t M, int64_t N, int64_t K, float alpha,
                  const float *A, int64_t lda, const float *B, int64_t ldb,
                  float beta, float *C, int64_t ldc, int64_t reps);
void exogemm_ref_sgemm_ilp64(int layout, int ta, int tb,
                  int64_t M, int64_t N, int64_t K, float alpha,
                  const float *A, int64_t lda, const float *B, int64_t ldb,
                  float beta, float *C, int64_t ldc);
void exogemm_ref_sgemm_lp64(int layout, int ta, int tb,
                  int32_t M, int32_t N, int32_t K, float alpha,
                  const float *A, int32_t lda, const float *B, int32_t ldb,
                  float beta, float *C, int32_t ldc);
"""

#: The timing harness: C in a real file beside this module, read when first needed.
_SOURCE_FILE = Path(__file__).with_name("ctimer.c")


def cache_dir() -> Path:
    """Where the compiled harness lives; EXOGEMM_CACHE overrides the default."""
    return cache.cache_root(create=False) / "ctimer"


def _module_name(source: str) -> str:
    key = "\0".join([_CDEF, source, sys.version, sys.platform, str(cache.ARTIFACT_FORMAT)])
    return f"{cache.EXTENSION_PREFIX}ctimer_" + hashlib.sha256(key.encode()).hexdigest()[:16]


@lru_cache(maxsize=None)
def _load() -> ModuleType:
    """Import the cached harness, compiling it first if needed (cache.load_extension: built
    once across processes, stored atomically with a manifest, verified before loading)."""
    source = "\n" + _SOURCE_FILE.read_text()
    name = _module_name(source)
    return cache.load_extension("ctimer", name, lambda tmpdir: _compile(name, source, tmpdir))


def _compile(name: str, source: str, tmpdir: Path) -> Path:
    import cffi  # only needed to build

    require_cc_env()
    ffi = cffi.FFI()
    ffi.cdef(_CDEF)
    ffi.set_source(name, source, extra_compile_args=["-O2"])
    return Path(ffi.compile(tmpdir=str(tmpdir), verbose=False))


@dataclass(frozen=True)
class CblasSgemm:
    """A raw cblas_sgemm-compatible function address plus its integer width."""

    address: int
    ilp64: bool
    name: str = "sgemm"

    @classmethod
    def from_pointer(cls, ptr: Any, ilp64: bool, name: str = "sgemm") -> "CblasSgemm":
        """Accept an int address, a ctypes function/pointer or a cffi cdata."""
        ffi = _load().ffi
        if isinstance(ptr, int):
            address = ptr
        elif isinstance(ptr, ffi.CData):  # cdata of any FFI instance
            address = int(ffi.cast("uintptr_t", ptr))
        else:  # ctypes function or pointer
            address = ctypes.cast(ptr, ctypes.c_void_p).value or 0
        if not address:
            raise ValueError(f"{name}: NULL function pointer")
        return cls(address, ilp64, name)


class HasSgemm(Protocol):
    """Anything carrying a CblasSgemm, e.g. bench.peers.Peer."""

    sgemm: CblasSgemm
    set_threads: Callable[[int], None]


SgemmLike = Union[CblasSgemm, HasSgemm]


def reference_sgemm(ilp64: bool = True) -> CblasSgemm:
    """The harness's naive C sgemm: a slow but trusted cblas-style target."""
    mod = _load()
    sym = "exogemm_ref_sgemm_ilp64" if ilp64 else "exogemm_ref_sgemm_lp64"
    return CblasSgemm.from_pointer(mod.ffi.addressof(mod.lib, sym), ilp64, sym)


def _as_sgemm(fn: SgemmLike) -> CblasSgemm:
    return fn if isinstance(fn, CblasSgemm) else fn.sgemm


def _ld(x: np.ndarray, layout: Layout, what: str) -> int:
    """Leading dimension of a 2-D float32 view in the given storage order."""
    if x.dtype != np.float32 or x.ndim != 2:
        raise TypeError(f"{what} must be a 2-D float32 array")
    rows, cols = x.shape
    unit, lead = (1, 0) if layout == "row" else (0, 1)
    if x.shape[unit] > 1 and x.strides[unit] != 4:
        raise ValueError(f"{what}: elements must be unit-stride along {layout}s")
    if x.shape[lead] <= 1:  # stride is meaningless for a single row/column
        return max(1, x.shape[unit])
    ld, rem = divmod(x.strides[lead], 4)
    if rem or ld < x.shape[unit]:
        raise ValueError(f"{what}: bad leading stride {x.strides[lead]}")
    return ld


def _ptr(ffi: Any, x: np.ndarray) -> Any:
    return ffi.cast("float *", x.__array_interface__["data"][0])


def _check_ints(sg: CblasSgemm, *ints: int) -> None:
    if not sg.ilp64 and max(ints) > _INT32_MAX:
        raise OverflowError(f"{sg.name} is LP64; dimension exceeds int32")


def run_sgemm(fn: SgemmLike, a: np.ndarray, b: np.ndarray, c: np.ndarray, *,
              layout: Layout = "row", trans_a: bool = False, trans_b: bool = False,
              alpha: float = 1.0, beta: float = 0.0, reps: int = 1) -> float:
    """C := alpha*op(A)@op(B) + beta*C through ``fn``; return seconds taken.

    ``a``, ``b``, ``c`` are the *stored* matrices (``a`` is K x M when
    ``trans_a``); ``layout`` says whether rows (``"row"``) or columns
    (``"col"``) are contiguous.  Padded views (leading dimension larger than
    the logical one) are supported, which is how ld != M/K is tested.
    """
    sg = _as_sgemm(fn)
    m, n = c.shape
    k = a.shape[0] if trans_a else a.shape[1]
    if (a.shape[1] if trans_a else a.shape[0]) != m:
        raise ValueError("op(A) rows != C rows")
    if (b.shape[1] if trans_b else b.shape[0]) != k or \
            (b.shape[0] if trans_b else b.shape[1]) != n:
        raise ValueError("op(B) shape does not match op(A) and C")
    lda, ldb, ldc = _ld(a, layout, "A"), _ld(b, layout, "B"), _ld(c, layout, "C")
    _check_ints(sg, m, n, k, lda, ldb, ldc)
    mod = _load()
    return float(mod.lib.time_sgemm(
        mod.ffi.cast("void *", sg.address), int(sg.ilp64),
        ROW_MAJOR if layout == "row" else COL_MAJOR,
        TRANS if trans_a else NO_TRANS, TRANS if trans_b else NO_TRANS,
        m, n, k, alpha, _ptr(mod.ffi, a), lda, _ptr(mod.ffi, b), ldb,
        beta, _ptr(mod.ffi, c), ldc, reps))


def aligned_matrix(rows: int, cols: int, layout: Layout = "row",
                   align: int = 64) -> np.ndarray:
    """Uninitialised float32 matrix whose data starts on an ``align`` boundary.

    Peer libraries are sensitive to alignment; giving every candidate
    cache-line aligned buffers keeps the comparison fair.
    """
    count = rows * cols
    raw = np.empty(count + align // 4, dtype=np.float32)
    offset = (-raw.__array_interface__["data"][0] % align) // 4
    flat = raw[offset:offset + count]
    return flat.reshape(rows, cols) if layout == "row" else flat.reshape(cols, rows).T


def calibrate_reps(timed: Callable[[int], float], min_time: float) -> int:
    """Repetitions for one sample (``timed(reps)`` seconds) to last ``min_time``.

    A sample must be long enough that the clock's resolution and one stray
    interrupt do not matter, but a fixed count would take minutes at large
    sizes.  From one call, each step aims 20% past ``min_time`` at the rate
    just seen, taking at least one more rep (no stall on a zero reading) and
    at most 100x more (a slow first call, page faults or lazy binding, must
    not blow the count up); it stops at the first sample that lasts.
    """
    reps, t = 1, timed(1)
    while t < min_time:
        grow = math.ceil(reps * 1.2 * min_time / max(t, 1e-9))
        reps = min(max(grow, reps + 1), reps * 100)
        t = timed(reps)
    return reps


def measure(fn: SgemmLike, m: int, n: int, k: int, *, layout: Layout = "row",
            trans_a: bool = False, trans_b: bool = False, alpha: float = 1.0,
            beta: float = 1.0, min_time: float = 0.05, samples: int = 5,
            warmup: int = 1, threads: int | None = None,
            seed: int = 0) -> list[float]:
    """GFLOP/s samples (2*M*N*K per call) of ``fn`` on random operands.

    ``fn`` is a :class:`CblasSgemm` or anything with ``.sgemm`` (a Peer).
    Reps per sample are doubled/scaled until one sample lasts ``min_time``
    seconds, then ``warmup`` untimed samples run before ``samples`` timed
    ones.  ``beta`` defaults to 1 (C += A*B, the case GEMM kernels are tuned
    for); inputs lie in [-1, 1) so C stays finite over many reps.
    ``threads`` calls ``fn.set_threads`` first (peers only).
    """
    if threads is not None:
        setter = getattr(fn, "set_threads", None)
        if setter is None:
            raise TypeError("threads= needs an object with set_threads()")
        setter(threads)
    a, b, c = random_operands(m, n, k, layout=layout, trans_a=trans_a, trans_b=trans_b,
                              seed=seed)

    def run(reps: int) -> float:
        return run_sgemm(fn, a, b, c, layout=layout, trans_a=trans_a,
                         trans_b=trans_b, alpha=alpha, beta=beta, reps=reps)

    return gflops_samples(run, 2.0 * m * n * k, min_time, samples, warmup)


def random_operands(m: int, n: int, k: int, *, layout: Layout = "row", trans_a: bool = False,
                    trans_b: bool = False, seed: int = 0
                    ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(A, B, C) as `measure` times them: aligned, stored as op() says, uniform in [-1, 1)
    (so C stays finite over many beta = 1 reps)."""
    rng = np.random.default_rng(seed)
    a = aligned_matrix(*((k, m) if trans_a else (m, k)), layout=layout)
    b = aligned_matrix(*((n, k) if trans_b else (k, n)), layout=layout)
    c = aligned_matrix(m, n, layout=layout)
    for x in (a, b, c):
        x[...] = rng.uniform(-1.0, 1.0, size=x.shape)
    return a, b, c


def gflops_samples(timed: Callable[[int], float], flop: float, min_time: float,
                   samples: int, warmup: int) -> list[float]:
    """The one timing method of the suites: `timed(reps)` (seconds for reps calls of
    `flop` each) calibrated to last min_time (calibrate_reps), `warmup` untimed samples,
    then `samples` GFLOP/s samples."""
    reps = calibrate_reps(timed, min_time)
    for _ in range(warmup):
        timed(reps)
    return [flop * reps / timed(reps) / 1e9 for _ in range(samples)]


def round_robin(timed: dict[str, Callable[[int], float]], flop: float, min_time: float,
                samples: int) -> dict[str, float]:
    """Median GFLOP/s of several candidates on one problem (`timed[name](reps)`: seconds for
    reps calls of `flop` each): each calibrated to last min_time (calibrate_reps), then
    `samples` rounds over all of them, each round starting one candidate later, so a load
    burst on a shared machine hits every candidate alike."""
    reps = {name: calibrate_reps(run, min_time) for name, run in timed.items()}
    got: dict[str, list[float]] = {name: [] for name in timed}
    names = list(timed)
    for s in range(samples):
        for name in names[s % len(names):] + names[:s % len(names)]:
            got[name].append(flop * reps[name] / timed[name](reps[name]) / 1e9)
    return {name: statistics.median(v) for name, v in got.items()}


def loop_timer(run: Callable[[], object]) -> Callable[[int], float]:
    """timed(reps): wall seconds of `reps` back-to-back calls of `run` from Python, for a
    library that has no C entry the harness could call (its Python call overhead, a
    microsecond or so, is part of what it costs)."""
    def timed(reps: int) -> float:
        t0 = time.perf_counter()
        for _ in range(reps):
            run()
        return time.perf_counter() - t0

    return timed
