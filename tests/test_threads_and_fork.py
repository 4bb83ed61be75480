"""The thread count rule (exogemm/core/threads.py), fork safety and per-thread memory (issue 18,
items 7-9).

Anything that could hang (a forked child entering an OpenMP region) or end its process
(libgomp failing to create threads) runs in a subprocess of its own session, killed with
its whole process group at a timeout, so a regression fails instead of blocking the run.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
import warnings

import numpy as np
import pytest

import exogemm
from exogemm.api.conv import conv2d_memory
from exogemm.core import threads
from exogemm.core.dtype import get_dtype
from exogemm.core.errors import DtypeError, ScalarError, ThreadsWarning
from exogemm.gen.c.lowp_gemm import lowp_plan
from exogemm.runtime.dispatch import native_isa, plan_for_shape

TIMEOUT = 240  # seconds for one subprocess: generous, a hang is what it catches

needs_two_cpus = pytest.mark.skipif(threads.available_cpus() < 2,
                                    reason="needs 2 CPUs: 1 is never threaded")

#: Helpers every subprocess script starts with: the RSS, the operations under test (each
#: returns whether its result is right) and a fork that reports the child's JSON line.
PRELUDE = """
import json, os, sys, threading, time, warnings
import numpy as np
import exogemm
from exogemm.core import threads
from exogemm.api.conv import conv2d_reference
from exogemm.core.errors import ThreadsWarning

def rss_mb():
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024

def os_threads():
    return len(os.listdir("/proc/self/task"))

rng = np.random.default_rng(7)
A = rng.standard_normal((300, 260), dtype=np.float32)
B = rng.standard_normal((260, 280), dtype=np.float32)
X = rng.standard_normal((2, 12, 12, 8), dtype=np.float32)
W = rng.standard_normal((16, 3, 3, 8), dtype=np.float32)
A8 = rng.integers(0, 256, (200, 320), dtype=np.uint8)
B8 = rng.integers(-128, 128, (320, 96), dtype=np.int8)

def run_gemm(t):
    return bool(np.allclose(exogemm.gemm(A, B, threads=t), A @ B, rtol=1e-4, atol=1e-3))

def run_conv(t):
    out = exogemm.conv2d(X, W, padding=1, variant="implicit", threads=t)
    out2 = exogemm.conv2d(X, W, padding=1, threads=t)
    ref = conv2d_reference(X, W, padding=1)
    return bool(np.allclose(out, ref, rtol=1e-4, atol=1e-3)
                and np.allclose(out2, ref, rtol=1e-4, atol=1e-3))

def run_int8(t):
    ref = A8.astype(np.int64) @ B8.astype(np.int64)
    return bool(np.array_equal(exogemm.gemm(A8, B8, threads=t), ref))

OPS = {"gemm": run_gemm, "conv2d": run_conv, "int8": run_int8}

def in_child(work):
    # Runs work() in a fork child; returns the JSON it printed (the parent waits).
    r, w = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(r)
        try:
            with warnings.catch_warnings(record=True) as caught:
                warnings.simplefilter("always")
                got = work()
            got["warnings"] = [str(x.message) for x in caught
                               if issubclass(x.category, ThreadsWarning)]
            os.write(w, json.dumps(got).encode())
        finally:
            os._exit(0)
    os.close(w)
    data = b""
    while chunk := os.read(r, 65536):
        data += chunk
    os.waitpid(pid, 0)
    return json.loads(data)
"""


def run_script(body: str, env: dict[str, str] | None = None) -> dict:
    """Run PRELUDE + body in a new Python process and session; returns the JSON object its
    last output line holds. Fails (killing the whole process group) after TIMEOUT s."""
    environ = {k: v for k, v in os.environ.items() if k != "OMP_NUM_THREADS"}
    environ.update(env or {})
    proc = subprocess.Popen([sys.executable, "-c", PRELUDE + textwrap.dedent(body)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env=environ, start_new_session=True)
    try:
        out, err = proc.communicate(timeout=TIMEOUT)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        out, err = proc.communicate()
        pytest.fail(f"timed out after {TIMEOUT} s (a hang); stdout: {out}\nstderr: {err}")
    assert proc.returncode == 0, f"exit status {proc.returncode}\nstdout: {out}\nstderr: {err}"
    return json.loads(out.strip().splitlines()[-1])


def int8_runs_here() -> None:
    try:
        lowp_plan(native_isa(), get_dtype("u8s8s32"))
    except DtypeError as e:
        pytest.skip(f"int8 GEMM skipped: the native ISA has no int8 kernel here (needs "
                    f"AVX512-VNNI, AVX-VNNI or an equivalent): {e}")
    reason = native_isa().unavailable(get_dtype("u8s8s32"))
    if reason:  # described, but not runnable on this CPU (AVX2 without AVX-VNNI: Zen 3)
        pytest.skip(f"int8 GEMM skipped: {native_isa().key}'s int8 kernel cannot run here: "
                    f"{reason}")


# --------------------------------------------------------------------------- item 7: fork


@needs_two_cpus
@pytest.mark.parametrize("op", ["gemm", "conv2d", "int8"])
def test_fork_child_after_threaded_call_runs_serially_and_right(op):
    """After a 2-thread call in the parent, a fork child's calls (threads=None and 2) finish,
    are right, run on 1 thread and warn once; the child's own children stay serial."""
    if op == "int8":
        int8_runs_here()
    got = run_script(f"""
        op = OPS["{op}"]
        assert op(2)
        def work():
            ok = op(None) and op(2)
            grandchild = in_child(lambda: {{"count": threads.thread_count(None)}})
            return {{"ok": ok, "count": threads.thread_count(2),
                     "grandchild": grandchild["count"]}}
        print(json.dumps(in_child(work)))
    """)
    assert got["ok"] and got["count"] == 1 and got["grandchild"] == 1
    assert len(got["warnings"]) == 1, got["warnings"]
    assert "fork" in got["warnings"][0] and "spawn" in got["warnings"][0]


@needs_two_cpus
def test_multiprocessing_fork_pool_after_threaded_calls():
    """A multiprocessing 'fork' Pool made after threaded gemm, conv2d (and int8) calls:
    every task finishes with the right result."""
    ops = ["gemm", "conv2d"]
    try:
        int8_runs_here()
        ops.append("int8")
    except pytest.skip.Exception:
        pass
    got = run_script(f"""
        import multiprocessing as mp
        ops = {ops!r}
        assert all(OPS[o](2) for o in ops)
        def task(o):
            with warnings.catch_warnings():
                warnings.simplefilter("ignore", ThreadsWarning)
                return OPS[o](None), threads.thread_count(None)
        with mp.get_context("fork").Pool(2) as pool:
            results = pool.map(task, ops * 3)
        print(json.dumps({{"results": results}}))
    """)
    assert got["results"] == [[True, 1]] * len(ops) * 3


@needs_two_cpus
def test_child_of_never_threaded_parent_keeps_threads():
    """A parent that only ran 1-thread calls: its fork child keeps the default count (all
    CPUs), runs a 2-thread gemm (it cannot hang: no OpenMP team was started) and is not
    warned."""
    got = run_script("""
        assert run_gemm(1) and run_conv(1)
        def work():
            return {"ok": run_gemm(2) and run_conv(None), "count": threads.thread_count(None),
                    "cpus": threads.available_cpus()}
        print(json.dumps(in_child(work)))
    """)
    assert got["ok"] and got["count"] == got["cpus"] >= 2
    assert got["warnings"] == []


# --------------------------------------------------------------------------- item 8: memory


@needs_two_cpus
def test_short_lived_threads_free_their_workspace():
    """200 Python threads, one after another, each calling gemm, the implicit conv2d and
    (where it runs) the int8 GEMM, 2 threads each (the caller and an OpenMP worker of its
    own pool, each with packing buffers): RSS grew 466 MB here before each thread's
    workspace was freed at its exit, 3 MB after."""
    try:
        int8_runs_here()
        int8 = True
    except pytest.skip.Exception:
        int8 = False
    got = run_script(f"""
        big = np.ones((512, 512), np.float32)
        x, w = np.ones((1, 32, 32, 64), np.float32), np.ones((64, 3, 3, 64), np.float32)
        a8, b8 = np.ones((512, 512), np.uint8), np.ones((512, 512), np.int8)
        def call():
            exogemm.gemm(big, big)
            exogemm.conv2d(x, w, padding=1, variant="implicit")
            if {int8}:
                exogemm.gemm(a8, b8)
        for _ in range(3):  # warm-up: the main thread's buffers, malloc's arenas
            call(); t = threading.Thread(target=call); t.start(); t.join()
        before, start = rss_mb(), time.perf_counter()
        for _ in range(200):
            t = threading.Thread(target=call); t.start(); t.join()
        print(json.dumps({{"growth": rss_mb() - before,
                          "seconds": time.perf_counter() - start}}))
    """)
    print(f"200 short-lived threads: RSS +{got['growth']:.1f} MB in {got['seconds']:.1f} s")
    assert got["growth"] < 64
    assert got["seconds"] < 120


@needs_two_cpus
def test_thread_pool_reuse_does_not_grow():
    """ThreadPoolExecutor(4) made and shut down 20 times, 8 gemm calls each."""
    got = run_script("""
        from concurrent.futures import ThreadPoolExecutor
        big = np.ones((512, 512), np.float32)
        def call(_):
            return exogemm.gemm(big, big)[0, 0]
        def rounds(n):
            for _ in range(n):
                with ThreadPoolExecutor(4) as ex:
                    assert all(v == 512 for v in ex.map(call, range(8)))
        rounds(2)
        before = rss_mb()
        rounds(20)
        print(json.dumps({"growth": rss_mb() - before}))
    """)
    print(f"ThreadPoolExecutor(4) x 20: RSS +{got['growth']:.1f} MB")
    assert got["growth"] < 64


def test_openmp_team_size_alternation_does_not_grow():
    """The C entry called straight with 8 and 2 threads in turn (bypassing the Python
    clamp, so libgomp really retires 6 workers each round and makes new ones): their
    buffers are freed as they exit. Also the same through exogemm.gemm (clamped)."""
    got = run_script("""
        from exogemm.gen.c.gemm_build import build_gemm_native
        from exogemm.runtime.dispatch import plan_for_shape
        M = N = K = 512
        a, b = np.ones((M, K), np.float32), np.ones((K, N), np.float32)
        c = np.zeros((M, N), np.float32)
        lib = build_gemm_native(plan_for_shape(M, N, K, 2)[0])
        f = lib.fn("sgemm_strided")
        ptr = lambda X: lib.ffi.cast("float *", X.__array_interface__["data"][0])
        def round_c():
            for t in (8, 2):
                assert f(M, N, K, 1.0, ptr(a), K, 1, ptr(b), N, 1, 0.0, ptr(c), N, 1, t) == 0
        def round_api():
            with warnings.catch_warnings():
                warnings.simplefilter("ignore", ThreadsWarning)
                for t in (8, 2):
                    exogemm.gemm(a, b, threads=t)
        for _ in range(3):
            round_c(); round_api()
        before = rss_mb()
        for _ in range(30):
            round_c()
        middle = rss_mb()
        for _ in range(30):
            round_api()
        print(json.dumps({"c": middle - before, "api": rss_mb() - middle}))
    """)
    print(f"threads 8/2 x 30: RSS +{got['c']:.1f} MB (C entry), +{got['api']:.1f} MB (gemm)")
    assert got["c"] < 48 and got["api"] < 48


# --------------------------------------------------------------------------- item 9: the count


def test_huge_thread_counts_are_clamped_without_ending_the_process():
    """threads=40000 (libgomp exited the process) and 2**31 (a cffi OverflowError) run on
    the CPUs this process may use, with one ThreadsWarning for the process; no threads are
    left behind."""
    got = run_script("""
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            ok = run_gemm(40000) and run_gemm(2**31) and run_conv(40000)
        print(json.dumps({"ok": ok, "threads": os_threads(), "cpus": threads.available_cpus(),
                          "warnings": [str(w.message) for w in caught
                                       if issubclass(w.category, ThreadsWarning)]}))
    """)
    assert got["ok"]
    assert got["threads"] <= got["cpus"] + 4  # the OpenMP pool, not 40000
    assert len(got["warnings"]) == 1, got["warnings"]
    assert "40000" in got["warnings"][0] and f"{got['cpus']} CPUs" in got["warnings"][0]


BAD = [0, -1, 1.5, 2.0, "2", True, np.bool_(True), np.float32(2), [2]]


@pytest.mark.parametrize("bad", BAD, ids=repr)
def test_bad_thread_values_raise_scalar_error(bad):
    A = np.ones((8, 8), np.float32)
    x, w = np.ones((1, 4, 4, 2), np.float32), np.ones((3, 1, 1, 2), np.float32)
    calls = [lambda: exogemm.gemm(A, A, threads=bad),
             lambda: exogemm.conv2d(x, w, threads=bad),
             lambda: conv2d_memory(x.shape, w.shape, threads=bad),
             lambda: exogemm.qgemm(A.astype(np.uint8), A.astype(np.int8), threads=bad),
             lambda: plan_for_shape(8, 8, 8, bad),
             lambda: threads.resolve_threads(bad)]
    for call in calls:
        with pytest.raises(ScalarError, match=r"threads must be None .* or an int >= 1"):
            call()


def test_default_and_clamp(monkeypatch):
    """None: OMP_NUM_THREADS (first entry) if a positive integer, else the CPUs; counts above
    the CPUs clamped with a warning once per process; NumPy integers accepted."""
    cpus = threads.available_cpus()
    monkeypatch.delenv("OMP_NUM_THREADS", raising=False)
    assert threads.thread_count(None) == cpus
    monkeypatch.setenv("OMP_NUM_THREADS", "1,4")
    assert threads.thread_count(None) == 1
    monkeypatch.setenv("OMP_NUM_THREADS", "lots")
    assert threads.thread_count(None) == cpus
    assert threads.thread_count(np.int64(1)) == 1
    monkeypatch.setattr(threads._State, "warned_clamp", False)
    monkeypatch.setenv("OMP_NUM_THREADS", str(cpus + 7))
    with pytest.warns(ThreadsWarning, match=f"OMP_NUM_THREADS={cpus + 7}"):
        assert threads.thread_count(None) == cpus
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert threads.thread_count(cpus + 1) == cpus  # said once per process


@needs_two_cpus
def test_only_a_call_that_runs_threads_is_recorded(monkeypatch):
    """thread_count (plan_for_shape, conv2d_memory) answers without marking the process as
    threaded, so asking about 2 threads leaves later fork children their threads;
    resolve_threads (a call that runs) marks it when the count is above 1."""
    monkeypatch.setattr(threads._State, "threaded", False)
    assert threads.thread_count(2) == 2 and plan_for_shape(64, 64, 64, 2)
    assert threads.resolve_threads(1) == 1
    assert not threads._State.threaded
    assert threads.resolve_threads(2) == 2
    assert threads._State.threaded
