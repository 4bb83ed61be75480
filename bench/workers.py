"""Worker processes for the benchmark suites (bench/square.py, bench/dl.py), both ends.

Why separate processes: MKL, OpenBLAS, BLIS and exogemm each bring their own OpenMP or
pthread pool; in one process they would fight over cores and over the OpenMP runtime. So
every library is loaded in its own `python -m exogemm.bench.SUITE --worker NAME`, and the
parent asks them for measurements in turn.

The protocol is JSON lines: the worker first says {"ready": description} or
{"skipped": reason} (then exits); afterwards one answer line per request line, the
suite's answer or {"error": reason}; {"quit": true} ends it.

The parent's side also lives here: the order of the libraries rotates from one request
round to the next, and with threads there is a pause before each request, so a burst of
outside load or a pool of idle spinning threads hits every library alike.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, Callable, Iterable, Iterator, Mapping, TextIO, TypeVar

from exogemm.api.gemm import native_isa
from exogemm.bench.peers.configure import CORE_ENV, configured_problem, peer_of
from exogemm.bench.peers.discover import Skipped, discover
from exogemm.bench.report import SKIPPED
from exogemm.bench.timing.ctimer import CblasSgemm
from exogemm.isa import get_isa
from exogemm.policy.route import AUTO, Route

PAUSE_S = 0.3  # between requests with threads (MKL's idle threads spin ~200 ms)
PAUSE_1T_S = 0.02

T = TypeVar("T")


# --------------------------------------------------------------------------- worker side


def serve(load: Callable[[], tuple[T, str]], handle: Callable[[T, dict], dict],
          requests: Iterable[str] | None = None, out: TextIO | None = None) -> None:
    """Load one library and answer requests until {"quit": true} or the end of input.

    load() -> (library, description), or raises: the reason is reported as skipped.
    handle(library, request) -> the answer; an exception becomes {"error": reason}, so one
    failing shape does not lose the library for the rest of the run.
    requests / out default to stdin / stdout (given in tests).
    """
    requests = sys.stdin if requests is None else requests
    out = sys.stdout if out is None else out

    def say(msg: dict) -> None:
        out.write(json.dumps(msg) + "\n")
        out.flush()

    try:
        lib, about = load()
    except Exception as exc:  # the parent marks the library skipped, with the reason
        say({"skipped": f"{type(exc).__name__}: {exc}"})
        return
    say({"ready": about})
    for line in requests:
        req = json.loads(line)
        if req.get("quit"):
            break
        try:
            answer = handle(lib, req)
        except Exception as exc:
            answer = {"error": f"{type(exc).__name__}: {exc}"}
        say(answer)


@dataclass(frozen=True)
class BuiltSgemm:
    """A built exogemm GEMM in the shape bench/ctimer times: .sgemm and .set_threads."""

    sgemm: CblasSgemm
    set_threads: Callable[[int], None]

    @classmethod
    def of(cls, lib: Any, route: Route = AUTO) -> "BuiltSgemm":
        """From gen/gemm_build's loaded library (LP64 cblas-style `sgemm` entry), on `route`
        (exogemm/policy/route.py): set with the thread count before every timing, since one
        loaded library serves shapes of different routes."""
        def set_threads(n: int) -> None:
            lib.set_route(route)
            lib.set_threads(n)

        return cls(CblasSgemm.from_pointer(lib.address("sgemm"), False, lib.source.prefix),
                   set_threads)


def worker_isa(isa_key: str | None):
    """The ISA an exogemm worker builds for: the one the parent named, else the native one."""

    return get_isa(isa_key) if isa_key else native_isa()


def load_peer(name: str) -> tuple[Any, str]:
    """(peer, description) for an installed peer library; LookupError(reason) if it is not.

    `name` is a result column (bench/peers.PeerConfig): the library, or the library under
    an override the parent put into this worker's environment ('openblas[Cooperlake]'),
    which must have taken effect (else LookupError: the row would be mislabelled). The
    description names the kernel set the library runs and the override that chose it."""

    base = peer_of(name)
    got = discover([base], warn=False)[base]
    if isinstance(got, Skipped):
        raise LookupError(got.reason)
    problem = configured_problem(name, got)
    if problem:
        raise LookupError(problem)
    var = CORE_ENV.get(base)
    chosen = f" by {var}={os.environ[var]}" if var and os.environ.get(var) else ""
    core = f" kernels {got.core}{chosen};" if got.core and base != "libxsmm" else ""
    return got, f"{got.version or ''}{core} {got.notes} [{got.library_path}]".strip()


# --------------------------------------------------------------------------- parent side


class Worker:
    """The parent's handle on one worker process."""

    def __init__(self, name: str, argv: list[str], env: Mapping[str, str] | None = None):
        """Start `argv`; `env` overrides this process's environment for the worker only
        (a peer's best configuration, bench/peers.PeerConfig.env)."""
        self.name = name
        env = {**os.environ, **(env or {}), "PYTHONUNBUFFERED": "1"}
        self.proc = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     text=True, env=env)
        hello = json.loads(self.proc.stdout.readline() or '{"skipped": "worker died"}')
        self.about: str | None = hello.get("ready")
        self.skipped: str | None = hello.get("skipped")

    @classmethod
    def start(cls, module: str, name: str, isa_key: str | None, *extra: str,
              env: Mapping[str, str] | None = None) -> "Worker":
        """`python -m module --worker name [--isa isa_key] extra...` under `env` overrides."""
        argv = [sys.executable, "-m", module, "--worker", name, *extra]
        if isa_key:
            argv += ["--isa", isa_key]
        return cls(name, argv, env)

    @property
    def description(self) -> str:
        """What the results list for this library: its description or why it was skipped."""
        return self.about if self.about else f"{SKIPPED}{self.skipped}"

    def ask(self, **req) -> dict:
        """Send one request and wait for its answer; a dead worker answers with an error."""
        try:
            self.proc.stdin.write(json.dumps(req) + "\n")
            self.proc.stdin.flush()
        except BrokenPipeError:
            return {"error": "worker exited"}
        line = self.proc.stdout.readline()
        return json.loads(line) if line else {"error": "worker exited"}

    def close(self) -> None:
        if self.proc.poll() is None:
            try:
                self.proc.stdin.write('{"quit": true}\n')
                self.proc.stdin.flush()
            except BrokenPipeError:
                pass
            try:
                self.proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self.proc.kill()


@contextmanager
def worker_pool(module: str, names: Iterable[str], isa_key: Callable[[str], str | None],
                *extra: str, env: Mapping[str, Mapping[str, str]] | None = None
                ) -> Iterator[dict[str, Worker]]:
    """One started Worker per name (isa_key(name) is passed as --isa, env[name] overrides
    its environment), all closed on exit, also when the run fails half-way, so no worker
    outlives the suite."""
    workers: dict[str, Worker] = {}
    try:
        for name in names:
            workers[name] = Worker.start(module, name, isa_key(name), *extra,
                                         env=(env or {}).get(name))
        yield workers
    finally:
        for w in workers.values():
            w.close()


def rotated(items: list[T], turn: int) -> list[T]:
    """items starting at position turn (mod len): who goes first changes every round."""
    if not items:
        return []
    k = turn % len(items)
    return items[k:] + items[:k]


def pause(threads: int) -> None:
    """Sleep before a request: long enough with threads for the previous library's idle
    spinning threads to go to sleep, a short breather on one thread."""
    time.sleep(PAUSE_S if threads > 1 else PAUSE_1T_S)
