"""Low-precision GEMM squares: exogemm's grouped GEMM against MKL's integer / bf16 GEMM and
the dot-instruction peak, interleaved in one process (`python -m exogemm.bench.lowp`).

MKL (the `mkl` wheel of the bench extras) is called through ctypes: `cblas_gemm_s8u8s32`
(despite the name, its A is the unsigned and B the signed operand, as exogemm's and
vpdpbusd's; checked: the results must match exogemm's bit for bit) and `cblas_gemm_bf16bf16f32`. On AMD CPUs MKL may take a path without
VNNI / AVX512-BF16; the report names the host so a reader can tell.
"""

from __future__ import annotations

import argparse
import ctypes
import statistics
import sys
import time
from pathlib import Path

import ml_dtypes
import numpy as np

from exogemm.api import gemm
from exogemm.bench.peak import PeakProbe
from exogemm.dtype import DType, get_dtype
from exogemm.host import host_cpu
from exogemm.runtime import native_isa

ROW_MAJOR, COL_MAJOR, NO_TRANS, FIX_OFFSET = 101, 102, 111, 171


def _mkl() -> ctypes.CDLL | None:
    for directory in {Path(sys.prefix) / "lib", Path(sys.base_prefix) / "lib"}:
        for lib in sorted(directory.glob("libmkl_rt.so*")):
            return ctypes.CDLL(str(lib))
    return None


def mkl_gemm(mkl: ctypes.CDLL, d: DType, A: np.ndarray, B: np.ndarray, C: np.ndarray) -> None:
    """C = A @ B (row-major) by MKL (bf16 as the column-major C^T = B^T A^T)."""
    M, K = A.shape
    N = B.shape[1]
    ptr = ctypes.c_void_p
    if d.exact:
        zero = ctypes.c_int32(0)
        mkl.cblas_gemm_s8u8s32(ROW_MAJOR, NO_TRANS, NO_TRANS, FIX_OFFSET, M, N, K,
                               ctypes.c_float(1.0), ptr(A.ctypes.data), K, ctypes.c_byte(0),
                               ptr(B.ctypes.data), N, ctypes.c_byte(0), ctypes.c_float(0.0),
                               ptr(C.ctypes.data), N, ctypes.byref(zero))
    else:
        mkl.cblas_gemm_bf16bf16f32(COL_MAJOR, NO_TRANS, NO_TRANS, N, M, K, ctypes.c_float(1.0),
                                   ptr(B.ctypes.data), N, ptr(A.ctypes.data), K,
                                   ctypes.c_float(0.0), ptr(C.ctypes.data), N)


def operands(d: DType, n: int, rng: np.random.Generator):
    if d.exact:
        return (rng.integers(0, 256, (n, n), dtype=np.uint8),
                rng.integers(-128, 128, (n, n), dtype=np.int8))
    return (rng.uniform(-1, 1, (n, n)).astype(ml_dtypes.bfloat16),
            rng.uniform(-1, 1, (n, n)).astype(ml_dtypes.bfloat16))


def best_seconds(run, repeats: int) -> list[float]:
    out = []
    for _ in range(repeats):
        t0 = time.perf_counter()
        run()
        out.append(time.perf_counter() - t0)
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--dtype", default="int8", choices=["int8", "bf16"])
    ap.add_argument("--sizes", type=int, nargs="+", default=[1024, 2048])
    ap.add_argument("--repeats", type=int, default=5)
    args = ap.parse_args(argv)
    d, isa = get_dtype(args.dtype), native_isa()
    peak = PeakProbe(isa, 0.1, d)
    mkl = _mkl()
    print(f"# {d.name} squares, 1 thread, on {host_cpu().describe()}; GOP/s = 2 n^3 / s, "
          f"median of {args.repeats} interleaved rounds (min in brackets)")
    print("n     exogemm  %peak   MKL      x MKL   dot peak")
    rng = np.random.default_rng(0)
    for n in args.sizes:
        A, B = operands(d, n, rng)
        C = np.empty((n, n), d.numpy_c)
        C2 = np.empty((n, n), d.numpy_c)
        gemm(A, B, C, threads=1)  # build + warm
        ours, theirs, peaks = [], [], []
        for _ in range(args.repeats):
            ours += best_seconds(lambda: gemm(A, B, C, threads=1), 1)
            if mkl is not None:
                theirs += best_seconds(lambda: mkl_gemm(mkl, d, A, B, C2), 1)
            peaks.append(peak.sample())
        if mkl is not None and d.exact and not np.array_equal(C, C2):
            exact = np.array_equal(C[:64], A[:64].astype(np.int64) @ B)
            print(f"# n={n}: MKL's int32 result differs from exogemm's; exogemm's first 64 rows "
                  f"{'equal' if exact else 'DIFFER FROM'} NumPy's int64 product (an int8 path "
                  f"without VNNI sums u8 x s8 pairs in saturating int16)")
        ops = 2.0 * n**3 / 1e9
        g = ops / statistics.median(ours)
        p = statistics.median(peaks)
        m = ops / statistics.median(theirs) if theirs else float("nan")
        print(f"{n:<5} {g:7.1f} {100 * g / p:5.1f}%  {m:7.1f}  {g / m:5.2f}   {p:7.1f}  "
              f"[min s: {min(ours):.4f} vs {min(theirs) if theirs else float('nan'):.4f}]")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
