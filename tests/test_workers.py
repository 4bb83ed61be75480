"""The worker protocol the benchmark suites share (bench/workers.py): a library that cannot
be loaded is reported skipped with its reason, a failing request costs one answer and not
the worker, the parent's handle survives a dead worker, and no worker outlives a run.

Why: a suite that hung on a dead worker, dropped a peer silently or left processes
spinning would corrupt every figure measured after it.
"""

from __future__ import annotations

import io
import json
import os
import sys

import pytest

from exogemm.bench.workers import Worker, rotated, serve, worker_pool

# A worker in the shape of bench/square.py's and bench/dl.py's: adds the library (10) to x.
ADDER = """
import sys
from exogemm.bench.workers import serve

def load():
    if sys.argv[1] == "broken":
        raise LookupError("libadder.so not found")
    return 10, "adder 1.0"

serve(load, lambda lib, req: {"sum": lib + req["x"]})
"""


def _serve(lines: list[str], load=lambda: (10, "adder 1.0")) -> list[dict]:
    out = io.StringIO()
    serve(load, lambda lib, req: {"sum": lib + req["x"]}, iter(lines), out)
    return [json.loads(x) for x in out.getvalue().splitlines()]


def test_serve_says_ready_then_answers_each_request_in_order():
    assert _serve(['{"x": 1}\n', '{"x": 2}\n']) == [
        {"ready": "adder 1.0"}, {"sum": 11}, {"sum": 12}]


def test_serve_turns_a_failing_request_into_an_error_and_goes_on():
    got = _serve(['{"y": 1}\n', '{"x": 2}\n'])
    assert got[1] == {"error": "KeyError: 'x'"} and got[2] == {"sum": 12}


def test_serve_stops_at_quit():
    assert _serve(['{"x": 1}\n', '{"quit": true}\n', '{"x": 2}\n'])[-1] == {"sum": 11}


def test_serve_reports_a_library_that_does_not_load_as_skipped_with_the_reason():
    def load():
        raise LookupError("libadder.so not found")

    assert _serve(['{"x": 1}\n'], load) == [{"skipped": "LookupError: libadder.so not found"}]


def test_worker_process_round_trip():
    w = Worker("adder", [sys.executable, "-c", ADDER, "ok"])
    try:
        assert (w.about, w.skipped, w.description) == ("adder 1.0", None, "adder 1.0")
        assert w.ask(x=5) == {"sum": 15}
        assert "error" in w.ask(z=5)
        assert w.ask(x=6) == {"sum": 16}
    finally:
        w.close()
    assert w.proc.returncode == 0


def test_worker_that_cannot_load_is_described_as_skipped():
    w = Worker("adder", [sys.executable, "-c", ADDER, "broken"])
    w.close()
    assert w.about is None
    assert w.description == "SKIPPED: LookupError: libadder.so not found"


def test_dead_worker_answers_with_an_error_instead_of_hanging():
    w = Worker("dead", [sys.executable, "-c", "pass"])
    assert w.description == "SKIPPED: worker died"
    w.proc.wait()
    assert w.ask(x=1) == {"error": "worker exited"}
    w.close()


def test_worker_pool_closes_every_worker_even_when_the_run_fails(monkeypatch):
    started: list[Worker] = []

    def start(module, name, isa_key, *extra, env=None):
        started.append(Worker(name, [sys.executable, "-c", ADDER, "ok"]))
        return started[-1]

    monkeypatch.setattr(Worker, "start", staticmethod(start))
    with pytest.raises(RuntimeError):
        with worker_pool("unused", ["a", "b"], lambda name: None) as workers:
            assert list(workers) == ["a", "b"]
            raise RuntimeError("the run failed")
    assert [w.proc.returncode for w in started] == [0, 0]


def test_rotated_changes_who_goes_first_each_turn():
    assert [rotated([1, 2, 3], turn) for turn in range(4)] == [
        [1, 2, 3], [2, 3, 1], [3, 1, 2], [1, 2, 3]]
    assert rotated([], 5) == []


ENV_ECHO = """
import os
from exogemm.bench.workers import serve

serve(lambda: (0, os.environ.get("EXOGEMM_TEST_WORKER_ONLY", "unset")), lambda lib, req: {})
"""


def test_env_override_reaches_the_worker_and_not_this_process():
    w = Worker("echo", [sys.executable, "-c", ENV_ECHO], env={"EXOGEMM_TEST_WORKER_ONLY": "yes"})
    w.close()
    plain = Worker("echo", [sys.executable, "-c", ENV_ECHO])
    plain.close()
    assert (w.about, plain.about) == ("yes", "unset")
    assert "EXOGEMM_TEST_WORKER_ONLY" not in os.environ
