"""Time float32 A @ B in Debian's NumPy (run by bench/blas.py under /usr/bin/python3).

Standalone on purpose: it runs in the system Python, whose NumPy is linked to the system
BLAS (libblas.so.3), with or without libexogemm_blas.so preloaded in front of it; it
imports nothing of exogemm. Prints one JSON line: the best seconds of `reps` products.

    /usr/bin/python3 blas_numpy_probe.py N REPS
"""

import json
import sys
import time

import numpy as np


def main() -> None:
    n, reps = int(sys.argv[1]), int(sys.argv[2])
    rng = np.random.default_rng(0)
    a = rng.uniform(-1, 1, (n, n)).astype(np.float32)
    b = rng.uniform(-1, 1, (n, n)).astype(np.float32)
    a @ b  # warm: the BLAS's threads and buffers
    best = float("inf")
    for _ in range(reps):
        t0 = time.perf_counter()
        a @ b
        best = min(best, time.perf_counter() - t0)
    print(json.dumps({"n": n, "seconds": best, "numpy": np.__version__}))


if __name__ == "__main__":
    main()
