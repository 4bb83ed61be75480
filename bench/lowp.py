"""Low-precision GEMM squares: exogemm's grouped GEMM against MKL's integer / bf16 GEMM and
the dot-instruction peak, interleaved in one process (`python -m exogemm.bench.lowp`).

MKL (the `mkl` wheel of the bench extras, found by bench/peers.py and set to 1 thread) is
called through ctypes: `cblas_gemm_s8u8s32`
(despite the name, its A is the unsigned and B the signed operand, as exogemm's and
vpdpbusd's; checked: the results must match exogemm's bit for bit) and `cblas_gemm_bf16bf16f32`. On AMD CPUs MKL may take a path without
VNNI / AVX512-BF16; the report names the host so a reader can tell.
"""

from __future__ import annotations

import argparse
import ctypes
import statistics
import time

import numpy as np

from exogemm.api import gemm
from exogemm.bench.peak import PeakProbe
from exogemm.bench.peers import Peer, discover
from exogemm.dtype import DType, get_dtype
from exogemm.gen.validate import random_operand
from exogemm.host import host_cpu
from exogemm.runtime import native_isa

ROW_MAJOR, COL_MAJOR, NO_TRANS, FIX_OFFSET = 101, 102, 111, 171


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


def seconds(run) -> float:
    t0 = time.perf_counter()
    run()
    return time.perf_counter() - t0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--dtype", default="int8", choices=["int8", "bf16"])
    ap.add_argument("--sizes", type=int, nargs="+", default=[1024, 2048])
    ap.add_argument("--repeats", type=int, default=5)
    args = ap.parse_args(argv)
    d, isa = get_dtype(args.dtype), native_isa()
    peak = PeakProbe(isa, 0.1, d)
    found = discover(("mkl",))["mkl"]
    mkl = found.handle if isinstance(found, Peer) else None
    if mkl is None:
        print(f"# MKL skipped: {found.reason}")
    else:
        found.set_threads(1)
    print(f"# {d.name} squares, 1 thread, on {host_cpu().describe()}; GOP/s = 2 n^3 / s, "
          f"median of {args.repeats} interleaved rounds (min in brackets)")
    print("n     exogemm  %peak   MKL      x MKL   dot peak")
    rng = np.random.default_rng(0)
    for n in args.sizes:
        A = random_operand(d.numpy_a, (n, n), rng, words=False)
        B = random_operand(d.numpy_b, (n, n), rng, words=False)
        C = np.empty((n, n), d.numpy_c)
        C2 = np.empty((n, n), d.numpy_c)
        gemm(A, B, C, threads=1)  # build + warm
        ours, theirs, peaks = [], [], []
        for _ in range(args.repeats):
            ours.append(seconds(lambda: gemm(A, B, C, threads=1)))
            if mkl is not None:
                theirs.append(seconds(lambda: mkl_gemm(mkl, d, A, B, C2)))
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
