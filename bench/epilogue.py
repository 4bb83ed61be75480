"""Fused GEMM + bias + ReLU against the GEMM followed by a NumPy bias + ReLU pass.

The fused call is `<prefix>_sgemm_epilogue` of the native epilogue build; to time it with
bench/timing/ctimer.py's C loop it is called through a cblas-signature shim (built once, cached)
that adds the bias and the ReLU flag. The unfused time is the plain GEMM's (same C loop)
plus a NumPy `C += bias; maximum(C, 0)` pass on the output. Samples are interleaved (fused,
GEMM, NumPy pass, fused, ...) so load bursts on a shared machine hit both alike.
"""

from __future__ import annotations

import ctypes
import hashlib
import statistics
import subprocess
import time
from dataclasses import dataclass

import numpy as np

from exogemm.api.gemm import native_library
from exogemm.bench.timing.ctimer import CblasSgemm, aligned_matrix, cache_dir, measure

SHIM = r"""
typedef int (*epilogue_fn)(int, int, int, int, int, float, const float *, int, const float *,
                           int, float, float *, int, const float *, int, const float *, int,
                           int);
static epilogue_fn g_fn;
static const float *g_bias;
static int g_relu, g_threads;

void exogemm_fused_setup(void *fn, const float *bias, int relu, int threads) {
    g_fn = (epilogue_fn)fn; g_bias = bias; g_relu = relu; g_threads = threads;
}

/* cblas_sgemm's signature (row-major only), calling the fused entry with the set-up bias. */
void exogemm_fused_sgemm(int layout, int ta, int tb, int M, int N, int K, float alpha,
                         const float *A, int lda, const float *B, int ldb, float beta,
                         float *C, int ldc) {
    (void)layout;
    g_fn(ta, tb, M, N, K, alpha, A, lda, B, ldb, beta, C, ldc, g_bias, g_relu, 0, 0, g_threads);
}
"""


@dataclass
class EpilogueTiming:
    """Seconds per call (medians of interleaved samples) and the unfused / fused ratio."""

    shape: tuple[int, int, int]
    threads: int
    fused: float
    gemm: float
    numpy_pass: float

    @property
    def ratio(self) -> float:
        """(GEMM + NumPy pass) / fused: > 1 means fusing is faster."""
        return (self.gemm + self.numpy_pass) / self.fused

    def line(self) -> str:
        M, N, K = self.shape
        return (f"{M}x{N}x{K}, {self.threads} thread(s): fused GEMM+bias+ReLU "
                f"{self.fused * 1e3:.3f} ms; GEMM {self.gemm * 1e3:.3f} ms + NumPy pass "
                f"{self.numpy_pass * 1e3:.3f} ms = {(self.gemm + self.numpy_pass) * 1e3:.3f} ms; "
                f"unfused / fused = {self.ratio:.3f}")


def _shim() -> ctypes.CDLL:
    key = hashlib.sha256(SHIM.encode()).hexdigest()[:16]
    so = cache_dir() / f"fused_shim_{key}.so"
    if not so.exists():
        so.parent.mkdir(parents=True, exist_ok=True)
        src = so.with_suffix(".c")
        src.write_text(SHIM)
        tmp = so.with_suffix(f".{time.monotonic_ns()}.tmp")
        subprocess.run(["cc", "-O2", "-shared", "-fPIC", str(src), "-o", str(tmp)], check=True)
        tmp.replace(so)
    return ctypes.CDLL(str(so))


def time_fused_epilogue(M: int = 3136, N: int = 64, K: int = 576, *, threads: int = 1,
                        samples: int = 7, min_time: float = 0.05) -> EpilogueTiming:
    """Interleaved samples of the fused call, the plain GEMM and the NumPy pass."""

    fused_lib, plain_lib = native_library(epilogue=True), native_library()
    plain_lib.set_threads(threads)
    bias = np.random.default_rng(1).uniform(-1, 1, N).astype(np.float32)
    shim = _shim()
    shim.exogemm_fused_setup(ctypes.c_void_p(fused_lib.address("sgemm_epilogue")),
                             bias.ctypes.data_as(ctypes.c_void_p), 1, threads)
    fused = CblasSgemm.from_pointer(shim.exogemm_fused_sgemm, ilp64=False, name="fused")
    plain = CblasSgemm.from_pointer(plain_lib.address("sgemm"), ilp64=False, name="plain")
    C = aligned_matrix(M, N)
    C[...] = np.random.default_rng(2).uniform(-1, 1, (M, N))
    flop = 2.0 * M * N * K
    t_fused, t_gemm, t_pass = [], [], []
    for _ in range(samples):
        kw = dict(beta=0.0, samples=1, warmup=1, min_time=min_time)
        t_fused.append(flop / (measure(fused, M, N, K, **kw)[0] * 1e9))
        t_gemm.append(flop / (measure(plain, M, N, K, **kw)[0] * 1e9))
        t_pass.append(_numpy_pass_seconds(C, bias, min_time))
    plain_lib.set_threads(0)
    return EpilogueTiming((M, N, K), threads, statistics.median(t_fused),
                          statistics.median(t_gemm), statistics.median(t_pass))


def _numpy_pass_seconds(C: np.ndarray, bias: np.ndarray, min_time: float) -> float:
    reps, start = 0, time.perf_counter()
    while True:
        C += bias
        np.maximum(C, 0.0, out=C)
        reps += 1
        elapsed = time.perf_counter() - start
        if elapsed >= min_time:
            return elapsed / reps
