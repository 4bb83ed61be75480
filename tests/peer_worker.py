"""Helper of the peers' tests (test_bench_onnxruntime, test_bench_tvm): one request to a
suite worker of a peer column, as bench/dl.py makes them."""

from __future__ import annotations

from exogemm.bench.workers import Worker


def ask_once(column: str) -> tuple[str, dict]:
    """(the worker's description, its answer) for one small B^T, beta = 1 request."""
    w = Worker.start("exogemm.bench.dl", column, None)
    try:
        return w.about, w.ask(m=8, n=16, k=32, trans_b=True, beta=1.0, threads=1,
                              min_time=0.001, samples=2)
    finally:
        w.close()
