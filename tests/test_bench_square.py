"""The square benchmark suite: runs end to end on a tiny size, reports skipped peers, writes
JSON + PNG, and computes the ratios the issue's targets are stated in.

Why: `exogemm bench --suite square` produces the figures quoted in the closing note; a broken
table, a silently dropped peer or a wrong ratio would misreport them.
"""

from __future__ import annotations

import json

import pytest

from exogemm.bench.square import SuiteResult, format_table, run_square_suite


def test_tiny_suite_end_to_end(tmp_path):
    from exogemm.api.gemm import native_isa

    try:
        isa = native_isa()
    except Exception as exc:  # no native ISA: nothing to time
        pytest.skip(str(exc))
    res = run_square_suite(isa, sizes=(64,), threads=(1, 2), libraries=("exogemm", "openblas"),
                           min_time=0.01, samples=3, out_dir=tmp_path, progress=None)
    assert res.get("exogemm", 1, 64) > 0 and res.get("exogemm", 2, 64) > 0
    files = sorted(p.suffix for p in tmp_path.iterdir())
    assert files == [".json", ".png"]
    data = json.loads(next(tmp_path.glob("*.json")).read_text())
    assert data["sizes"] == [64]
    # every (library, thread count) pair took its samples in the same rounds
    assert all(len(data["samples"][lib][t]["64"]) == 3
               for lib in ("exogemm", "openblas") for t in ("1", "2"))
    text = "\n".join(format_table(res))
    assert "exogemm" in text and "peak" in text


def test_ratios_and_skipped_peers_in_the_table():
    res = SuiteResult("x", "cfg", 100.0, [100.0], [512, 1024, 4096], [1, 2],
                      {"exogemm": "ours", "mkl": "mkl", "blis": "SKIPPED: apt-get install"})
    for t, scale in ((1, 1.0), (2, 1.9)):
        for n in (512, 1024, 4096):
            res.gflops.setdefault("exogemm", {}).setdefault(str(t), {})[str(n)] = 90.0 * scale
            res.gflops.setdefault("mkl", {}).setdefault(str(t), {})[str(n)] = 100.0 * scale
    assert res.geomean_ratio(1, "mkl") == pytest.approx(0.9)
    assert res.geomean_ratio(1, "exogemm", "exogemm", t_lib=2) == pytest.approx(1.9)
    text = "\n".join(format_table(res))
    assert "blis: SKIPPED: apt-get install" in text
    assert "2 threads / 1 thread" in text and "1.90x" in text
