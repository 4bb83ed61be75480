"""The read-bandwidth ceiling (bench/timing/bandwidth.py, `exogemm peak --bandwidth`): every level
measured on every thread count gives a positive figure from the fastest read pattern, each
rep really reads the buffer again, and a GEMM's bytes are named by the level its working set
streams from. No timing assertions beyond "positive" and "twice the reads take longer"."""

from __future__ import annotations

import json

import numpy as np
import pytest

from exogemm.bench.timing import bandwidth
from exogemm.cli.main import main
from exogemm.core.host import CacheLevel, CacheSizes

ZEN5 = CacheSizes(CacheLevel(48 * 1024, 12), CacheLevel(2**20, 16), CacheLevel(32 * 2**20, 16))


def test_each_level_on_each_thread_count_reads_at_a_positive_rate():
    points = bandwidth.measure_read_bandwidth((1, 2), samples=2, min_time=0.002)
    assert [(p.level, p.threads) for p in points] == [
        ("L2", 1), ("L3", 1), ("DRAM", 1), ("L2", 2), ("L3", 2), ("DRAM", 2)]
    assert all(p.gbs > 0 and p.best_gbs >= p.gbs and len(p.samples) == 2 for p in points)
    assert all(p.streams in bandwidth.STREAM_COUNTS for p in points)


def test_every_rep_reads_the_buffer_again():
    """The sum is a pure function of the buffer: a compiler that hoists it out of the reps
    loop reports one read as many (it once printed 1.8 PB/s from L2). Eight times the reps
    must take clearly longer than one rep's worth, for every stream count."""
    mod = bandwidth._load()
    buf = np.ones(1 << 18, dtype=np.float32)  # 1 MiB: in L2, reads are fast
    ptr = mod.ffi.cast("const float *", buf.ctypes.data)
    sink = mod.ffi.new("float *")
    for streams in bandwidth.STREAM_COUNTS:
        one = min(mod.lib.exogemm_read_seconds(ptr, buf.size, 4, 1, streams, sink)
                  for _ in range(5))
        eight = min(mod.lib.exogemm_read_seconds(ptr, buf.size, 32, 1, streams, sink)
                    for _ in range(5))
        assert sink[0] == pytest.approx(32 * buf.size)  # every element, every rep
        assert eight > 3 * one, (streams, one, eight)


def test_bad_reader_arguments_return_minus_one():
    mod = bandwidth._load()
    buf = np.ones(1024, dtype=np.float32)
    ptr = mod.ffi.cast("const float *", buf.ctypes.data)
    sink = mod.ffi.new("float *")
    assert mod.lib.exogemm_read_seconds(ptr, buf.size, 1, 0, 1, sink) == -1.0
    assert mod.lib.exogemm_read_seconds(ptr, buf.size, 1, 1, 0, sink) == -1.0
    assert mod.lib.exogemm_read_seconds(ptr, buf.size, 1, 1, 65, sink) == -1.0


def test_working_sets_are_sized_from_the_caches():
    assert bandwidth.level_sizes(1, ZEN5) == {"L2": 2**19, "L3": 16 * 2**20, "DRAM": 128 * 2**20}
    assert bandwidth.level_sizes(2, ZEN5)["L2"] == 2**20  # half of each thread's L2


def test_a_gemm_streams_from_the_level_its_bytes_fit():
    decode = bandwidth.gemm_bytes(1, 4096, 4096)  # the 64 MiB weight matrix dominates
    assert 4 * 4096 * 4096 < decode < 4 * 4096 * 4100
    assert bandwidth.level_of(decode, 1, ZEN5) == "DRAM"
    assert bandwidth.level_of(bandwidth.gemm_bytes(8, 256, 512), 1, ZEN5) == "L2"
    assert bandwidth.level_of(bandwidth.gemm_bytes(8, 1024, 1024), 1, ZEN5) == "L3"
    assert bandwidth.level_of(bandwidth.gemm_bytes(8, 1024, 1024), 8, ZEN5) == "L2"  # shares


def test_bad_requests_are_refused():
    with pytest.raises(ValueError):
        bandwidth.measure_read(1024, threads=0)


def test_peak_bandwidth_cli_prints_json(capsys):
    assert main(["peak", "--bandwidth", "--threads", "1", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert [p["level"] for p in out["read_bandwidth"]] == ["L2", "L3", "DRAM"]
    assert all(p["gbs"] > 0 for p in out["read_bandwidth"]) and out["host"]
