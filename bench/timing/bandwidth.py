"""Measured read bandwidth from L2, L3 and DRAM: the ceiling of a memory-bound GEMM.

Why: a decode GEMM (M = 1..8 rows against a 4096 x 4096 or 11008 x 4096 weight matrix)
does 2 flops per weight it reads, so its GFLOP/s say little until they are set against how
fast this machine can read those bytes. `exogemm peak --bandwidth` measures it for working
sets sized from this host's caches (exogemm/core/host.py), and the small suite (bench/dl.py)
measures it again for each memory-bound GEMM's own byte count, in the same run as the GEMM:
a VM's cache sizes in sysfs need not be the machine's (one reports a 480 MiB L3), so the
suite's ceiling does not depend on them. The reader is a C loop (bench/timing/bandwidth.c, built at
-O3 -march=native and cached like the C timer's harness) summing a float buffer on 1 or 2
threads, as 1, 4 or 16 streams at once; the fastest stream count is the ceiling.

Working sets: L2 = half of L2 per thread (each thread reads its own slice, as a GEMM split
over threads reads its share of the weights), L3 = half of L3, DRAM = 4 x L3. A GEMM's
bytes are named with `level_of` by the same rule.
"""

from __future__ import annotations

import hashlib
import statistics
import sys
from dataclasses import asdict, dataclass
from functools import lru_cache
from pathlib import Path
from types import ModuleType

from exogemm.bench.timing.ctimer import aligned_matrix, calibrate_reps
from exogemm.core.host import CacheSizes, host_cpu
from exogemm.gen import cache
from exogemm.gen.c.native import require_cc_env

SOURCE_FILE = Path(__file__).with_name("bandwidth.c")
CDEF = ("double exogemm_read_seconds(const float *data, int64_t count, int64_t reps, "
        "int threads, int streams, float *sink);")
FLAGS = ["-O3", "-march=native", "-pthread"]
LEVELS = ("L2", "L3", "DRAM")
#: Streams a thread reads its slice as (bench/timing/bandwidth.c); the fastest is kept.
STREAM_COUNTS = (1, 4, 16)
#: Without sysfs cache sizes: Zen-like defaults (1 MiB L2, 32 MiB L3).
DEFAULT_L2, DEFAULT_L3 = 2**20, 32 * 2**20
FLOAT_BYTES = 4


@dataclass(frozen=True)
class ReadBandwidth:
    """One working set's read bandwidth on `threads` threads: median and best of the samples
    of the fastest stream count."""

    level: str
    bytes: int  # working set
    threads: int
    gbs: float  # median GB/s (1e9 bytes)
    best_gbs: float
    samples: list[float]
    streams: int = 1  # the fastest of STREAM_COUNTS

    def to_json(self) -> dict:
        return asdict(self)


def _cache_sizes(caches: CacheSizes | None) -> tuple[int, int]:
    if caches is None:
        return DEFAULT_L2, DEFAULT_L3
    return caches.l2.size, caches.l3.size if caches.l3 else max(DEFAULT_L3, 8 * caches.l2.size)


def level_sizes(threads: int, caches: CacheSizes | None = None) -> dict[str, int]:
    """Working-set bytes measured for each level on `threads` threads (this host's caches
    unless `caches` is given)."""
    l2, l3 = _cache_sizes(caches if caches is not None else host_cpu().caches)
    return {"L2": threads * l2 // 2, "L3": max(l3 // 2, threads * l2 * 2), "DRAM": 4 * l3}


def level_of(nbytes: int, threads: int, caches: CacheSizes | None = None) -> str:
    """The level a working set of `nbytes` read on `threads` threads streams from: L2 if
    each thread's share fits its L2, L3 if the whole fits L3, else DRAM."""
    l2, l3 = _cache_sizes(caches if caches is not None else host_cpu().caches)
    if nbytes <= threads * l2:
        return "L2"
    return "L3" if nbytes <= l3 else "DRAM"


def _module_name(source: str) -> str:
    key = "\0".join([CDEF, source, *FLAGS, sys.version, str(cache.ARTIFACT_FORMAT)])
    return f"{cache.EXTENSION_PREFIX}bandwidth_" + hashlib.sha256(key.encode()).hexdigest()[:16]


def _compile(name: str, source: str, tmpdir: Path) -> Path:
    import cffi  # only needed to build

    require_cc_env()
    ffi = cffi.FFI()
    ffi.cdef(CDEF)
    ffi.set_source(name, source, extra_compile_args=FLAGS, extra_link_args=["-pthread"])
    return Path(ffi.compile(tmpdir=str(tmpdir), verbose=False))


@lru_cache(maxsize=None)
def _load() -> ModuleType:
    source = "\n" + SOURCE_FILE.read_text()
    name = _module_name(source)
    return cache.load_extension("bandwidth", name, lambda tmpdir: _compile(name, source,
                                                                             tmpdir))


def measure_read(nbytes: int, threads: int = 1, samples: int = 5, min_time: float = 0.05,
                 level: str | None = None) -> ReadBandwidth:
    """Read bandwidth of `nbytes` (a float buffer, touched first) on `threads`: each stream
    count of STREAM_COUNTS timed in turn, `samples` rounds, and the fastest median kept.
    `level` names the working set (default: `level_of` it)."""
    if threads < 1 or nbytes < FLOAT_BYTES:
        raise ValueError(f"need threads >= 1 and at least one float, got {threads}, {nbytes}")
    mod = _load()
    buf = aligned_matrix(1, max(1, nbytes // FLOAT_BYTES))[0]
    buf[...] = 1.0  # page faults happen here, not in the timed reads
    ptr = mod.ffi.cast("const float *", buf.__array_interface__["data"][0])
    sink = mod.ffi.new("float *")

    def timed(reps: int, streams: int) -> float:
        seconds = mod.lib.exogemm_read_seconds(ptr, buf.size, reps, threads, streams, sink)
        if seconds < 0:
            raise RuntimeError(f"could not start {threads} reader threads")
        return seconds

    reps = calibrate_reps(lambda r: timed(r, 1), min_time)
    for streams in STREAM_COUNTS:  # warm-up: the buffer into its cache level, each pattern
        timed(reps, streams)
    got: dict[int, list[float]] = {s: [] for s in STREAM_COUNTS}
    for _ in range(samples):  # interleaved: drift on a noisy machine hits every pattern
        for streams in STREAM_COUNTS:
            got[streams].append(buf.nbytes * reps / timed(reps, streams) / 1e9)
    streams = max(STREAM_COUNTS, key=lambda s: statistics.median(got[s]))
    best = got[streams]
    return ReadBandwidth(level or level_of(buf.nbytes, threads), buf.nbytes, threads,
                         statistics.median(best), max(best), best, streams)


def measure_read_bandwidth(threads: tuple[int, ...] = (1, 2), levels: tuple[str, ...] = LEVELS,
                           samples: int = 5, min_time: float = 0.05) -> list[ReadBandwidth]:
    """Read bandwidth of each level's working set on each thread count."""
    return [measure_read(level_sizes(t)[level], t, samples, min_time, level)
            for t in threads for level in levels]


def format_bandwidth(points: list[ReadBandwidth]) -> list[str]:
    """`exogemm peak --bandwidth`'s table."""
    lines = [f"{'level':6} {'threads':>7} {'bytes':>12} {'GB/s median':>12} {'best':>8} "
             f"{'streams':>7}"]
    for p in points:
        lines.append(f"{p.level:6} {p.threads:7d} {p.bytes:12d} {p.gbs:12.1f} {p.best_gbs:8.1f} "
                     f"{p.streams:7d}")
    return lines


def gemm_bytes(m: int, n: int, k: int, beta: float = 1.0) -> int:
    """Bytes a GEMM must move at least once: A and B read, C written, and read too unless
    beta = 0 (C = A op(B) never reads it)."""
    return FLOAT_BYTES * (m * k + k * n + (1 if beta == 0.0 else 2) * m * n)

