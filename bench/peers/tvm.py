"""Apache TVM as a peer: a `te` matmul per shape, compiled by TVM's LLVM backend for this
host, untuned (the default schedule: the loop nest as written) and tuned with meta_schedule.

Why a module of its own: TVM is the tool people reach for to generate per-model kernels, so
a user choosing between it and exogemm's per-model libraries needs its figures on the same
GEMMs. Like ONNX Runtime it has no cblas entry bench/ctimer could call: each compiled
function is called from Python on TVM tensors allocated once (no conversion or allocation
per call), with the suites' one timing method (ctimer.gflops_samples). Its call overhead
through TVM's FFI, a few microseconds, is part of what a call costs in TVM too.

What each row computes (the same products as the ONNX Runtime peer):
  Y = A op(B) for beta = 0, and Y = A op(B) + C for beta = 1 (the suite's C += A op(B),
  written to another array), op(B) = B or B^T (B stored N x K). One `te` compute for the
  product and one for the sum, which TVM's schedules fuse into the product's loop nest.

Tuning (the `tvm_tuned` column): meta_schedule (`tvm.s_tir.meta_schedule.tir_integration.
tune_tir`, its default evolutionary search with the XGBoost cost model, local builder and
runner) with a trial budget per shape. The database of each tuning run is kept under the
cache directory (tvm/<TVM version>/<target>/<shape>-<trials>t/, see `tuning_dir`) with the
seconds it took, so a rerun of a suite does not retune: it reads the best record and
compiles it (and the compiled module itself is cached beside it). The target is this host's
CPU as LLVM names it (`mcpu`), with `num-cores` = the row's thread count.

apache-tvm is the `tvm` extra (with the XGBoost cost model meta_schedule needs); without it
the columns are skipped with the reason.
"""

from __future__ import annotations

import contextlib
import hashlib
import importlib
import importlib.util
import json
import os
import shutil
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any, Callable, Iterator

import numpy as np

from exogemm.bench.timing.ctimer import gflops_samples, loop_timer, random_operands
from exogemm.core.errors import ExogemmError
from exogemm.core.paths import cache_dir

INSTALL = "pip install 'exogemm[tvm]'"
MISSING = f"not installed: {INSTALL} (apache-tvm)"
MISSING_TUNER = (f"meta_schedule's cost model and process pool are not installed: {INSTALL} "
                 f"(xgboost, cloudpickle, psutil)")
#: Trials per shape when none is asked for: meta_schedule's first generation of candidates
#: (64) measured once, so the cost model has learnt from one batch before the search stops.
DEFAULT_TRIALS = 64
#: What tuned rows need besides tvm: the cost model and the builder/runner process pool.
TUNER_MODULES = ("xgboost", "cloudpickle", "psutil")
#: Seconds a candidate's build may take before meta_schedule gives it up.
BUILD_TIMEOUT_S = 300.0
#: The run time meta_schedule records for a candidate that failed to build or run.
FAILED_S = 1e9


def missing(tuned: bool = False) -> str | None:
    """Why the peer (its tuned form with `tuned`) cannot run here, or None."""
    if importlib.util.find_spec("tvm") is None:
        return MISSING
    if tuned and any(importlib.util.find_spec(m) is None for m in TUNER_MODULES):
        return MISSING_TUNER
    return None


def tvm() -> ModuleType:
    """The tvm package, imported on first use: importing it (its LLVM and runtime libraries)
    costs about a second that `exogemm` commands without this peer should not pay. The
    runtime's thread pool is sized from TVM_NUM_THREADS when it starts, so it is set to the
    machine's CPUs first (unless the user set it): rows then choose their thread count with
    `set_threads`."""
    os.environ.setdefault("TVM_NUM_THREADS", str(os.cpu_count() or 1))
    return importlib.import_module("tvm")


def version() -> str:
    return tvm().__version__


def set_threads(threads: int) -> None:
    """Run TVM's parallel loops on `threads` threads from now on."""
    from_runtime = tvm().runtime
    if from_runtime.num_threads() != threads:
        tvm().get_global_func("runtime.config_threadpool")(1, threads)


# --------------------------------------------------------------------------- the GEMM


@dataclass(frozen=True)
class Gemm:
    """One suite row's product: Y = A op(B) (+ C when beta = 1), row-major FP32."""

    m: int
    n: int
    k: int
    trans_b: bool = False
    beta: float = 0.0

    def __post_init__(self):
        if min(self.m, self.n, self.k) < 1:
            raise ExogemmError(f"a TVM GEMM needs M, N, K >= 1, got {self.m}x{self.n}x{self.k}")
        if self.beta not in (0.0, 1.0):
            raise ExogemmError(f"the TVM peer computes beta = 0 or 1, got {self.beta:g}")

    @property
    def key(self) -> str:
        """Names the shape in cache paths and reports: 128x256x64, T for B^T, +C for beta 1."""
        return (f"{self.m}x{self.n}x{self.k}{'T' if self.trans_b else ''}"
                f"{'+C' if self.beta else ''}")

    @property
    def b_shape(self) -> tuple[int, int]:
        return (self.n, self.k) if self.trans_b else (self.k, self.n)

    def prim_func(self):
        """The `te` definition as a TIR PrimFunc main(A, B, [C,] Y)."""
        te = importlib.import_module("tvm.te")
        m, n, k = self.m, self.n, self.k
        A = te.placeholder((m, k), "float32", name="A")
        B = te.placeholder(self.b_shape, "float32", name="B")
        r = te.reduce_axis((0, k), name="k")
        if self.trans_b:
            P = te.compute((m, n), lambda i, j: te.sum(A[i, r] * B[j, r], axis=r), name="P")
        else:
            P = te.compute((m, n), lambda i, j: te.sum(A[i, r] * B[r, j], axis=r), name="P")
        if not self.beta:
            return te.create_prim_func([A, B, P])
        C = te.placeholder((m, n), "float32", name="C")
        Y = te.compute((m, n), lambda i, j: P[i, j] + C[i, j], name="Y")
        return te.create_prim_func([A, B, C, Y])

    def reference(self, A: np.ndarray, B: np.ndarray, C: np.ndarray | None) -> np.ndarray:
        """The product in float64 (what a result is checked against)."""
        out = A.astype(np.float64) @ (B.T if self.trans_b else B).astype(np.float64)
        return out + C if C is not None else out


# --------------------------------------------------------------------------- targets


def host_target(threads: int = 1):
    """This CPU as TVM's LLVM names it (`mcpu`, e.g. znver3), `num-cores` = threads: the
    tuner sizes parallel loops by it."""
    t = tvm()
    cpu = t.target.codegen.llvm_get_system_cpu()
    return t.target.Target({"kind": "llvm", "mcpu": cpu, "num-cores": int(threads)})


def target_slug(target) -> str:
    """A short readable name of a target for paths (its kind, mtriple/mcpu, num-cores) with a
    hash of its whole JSON, so two targets that differ anywhere never share a cache entry."""
    about = {k: v for k, v in target.export().items()}
    text = json.dumps(about, sort_keys=True, default=str)
    parts = [str(about.get("kind"))] + [str(about[k]) for k in ("mtriple", "mcpu")
                                        if about.get(k)]
    if about.get("num-cores"):
        parts.append(f"{about['num-cores']}c")
    return "-".join(parts) + "-" + hashlib.sha256(text.encode()).hexdigest()[:8]


def tuning_dir(gemm: Gemm, target, trials: int) -> Path:
    """Where the tuning of `gemm` for `target` with `trials` trials is kept."""
    return (cache_dir() / "tvm" / version() / target_slug(target)
            / f"{gemm.key}-{trials}t")


# --------------------------------------------------------------------------- tuning


@dataclass(frozen=True)
class Tuning:
    """A finished meta_schedule run: where its database is, how long it took, how many
    trials it measured, the best latency it saw, and whether this call ran it or read it."""

    path: Path
    seconds: float
    trials: int
    measured: int
    best_us: float | None
    cached: bool

    def describe(self) -> str:
        return (f"{self.measured} of {self.trials} trials, tuned in {self.seconds:.0f} s"
                + (" (cached)" if self.cached else ""))


@contextlib.contextmanager
def _stdout_to_stderr() -> Iterator[None]:
    """Send file descriptor 1 to stderr for a while: meta_schedule's C++ side prints its
    task tables to stdout, which in a suite worker is the JSON protocol."""
    sys.stdout.flush()
    saved = os.dup(1)
    try:
        os.dup2(2, 1)
        yield
    finally:
        sys.stdout.flush()
        os.dup2(saved, 1)
        os.close(saved)


def _database(path: Path):
    ms = importlib.import_module("tvm.s_tir.meta_schedule")
    return ms.database.JSONDatabase(work_dir=str(path))


def tune(gemm: Gemm, target, trials: int = DEFAULT_TRIALS, *,
         progress: Callable[[str], None] | None = None) -> Tuning:
    """The meta_schedule tuning of `gemm` for `target` with `trials` trials: read from the
    cache if it was run before, else run now (in a temporary directory renamed into place
    when it finished, so an interrupted run is never read as a finished one)."""
    if trials < 1:
        raise ExogemmError(f"a TVM tuning needs at least 1 trial, got {trials}")
    why = missing(tuned=True)
    if why:
        raise LookupError(why)
    path = tuning_dir(gemm, target, trials)
    done = path / "done.json"
    if done.exists():
        about = json.loads(done.read_text())
        return Tuning(path, about["seconds"], trials, about["measured"], about.get("best_us"),
                      True)
    if progress:
        progress(f"tvm: tuning {gemm.key} for {target_slug(target)}, {trials} trials ...")
    ms = importlib.import_module("tvm.s_tir.meta_schedule")
    path.parent.mkdir(parents=True, exist_ok=True)
    work = path.with_name(f"{path.name}.tmp-{os.getpid()}")
    shutil.rmtree(work, ignore_errors=True)
    work.mkdir()
    threads = int(target.export().get("num-cores") or 1)
    started = time.perf_counter()
    old = os.environ.get("TVM_NUM_THREADS")
    os.environ["TVM_NUM_THREADS"] = str(threads)  # the runner's processes time with these
    try:
        with _stdout_to_stderr():
            # One builder process with a long timeout: a build takes a second or two, but
            # on a busy 2-core host (two builders, or other work at a higher priority) it
            # took over LocalBuilder's default 30 s and the candidate was lost.
            builder = ms.builder.LocalBuilder(max_workers=1, timeout_sec=BUILD_TIMEOUT_S)
            db = ms.tir_integration.tune_tir(
                gemm.prim_func(), target, str(work), max_trials_global=trials,
                num_trials_per_iter=min(trials, 64), builder=builder, num_tuning_cores=1,
                seed=0)
    finally:
        if old is None:
            os.environ.pop("TVM_NUM_THREADS", None)
        else:
            os.environ["TVM_NUM_THREADS"] = old
    seconds = time.perf_counter() - started
    records = db.get_all_tuning_records()
    # meta_schedule records a candidate that failed to build or run with 1e10 s
    runs = [s for r in records if r.run_secs and (s := float(r.run_secs[0])) < FAILED_S]
    best_us = min(runs) * 1e6 if runs else None
    if not runs:
        raise ExogemmError(f"TVM tuning of {gemm.key} measured no valid schedule in "
                           f"{trials} trials (logs in {work}/logs)")
    about = dict(seconds=seconds, measured=len(runs), best_us=best_us, trials=trials,
                 tvm=version(), target=str(target), gemm=gemm.key)
    (work / "done.json").write_text(json.dumps(about, indent=1))
    shutil.rmtree(path, ignore_errors=True)
    os.replace(work, path)
    return Tuning(path, seconds, trials, len(runs), best_us, False)


def tuned_module(gemm: Gemm, tuning: Tuning, target):
    """The IRModule of the best schedule in a tuning's database (TIR with its loop
    structure, parallel and vector annotations applied): target-independent, so the same
    schedule can be compiled for another target (bench/tvm_models.py cross-compiles it)."""
    ms = importlib.import_module("tvm.s_tir.meta_schedule")
    sch = ms.tir_integration.compile_tir(_database(tuning.path), gemm.prim_func(), target)
    if sch is None:
        raise ExogemmError(f"the TVM tuning database {tuning.path} has no schedule for "
                           f"{gemm.key}")
    return sch.mod


# --------------------------------------------------------------------------- compiling


def compile_gemm(gemm: Gemm, target, tuning: Tuning | None = None):
    """`tvm.compile` of the untuned PrimFunc, or of the best tuned schedule."""
    mod = tuned_module(gemm, tuning, target) if tuning else gemm.prim_func()
    return tvm().compile(mod, target=target)


def load_compiled(gemm: Gemm, target, tuning: Tuning | None = None) -> Any:
    """The callable main(A, B, [C,] Y) for this host: compiled now, or for a tuned
    schedule loaded from the shared library cached beside its database."""
    t = tvm()
    if tuning is None:
        return compile_gemm(gemm, target)["main"]
    so = tuning.path / "main.so"
    if not so.exists():
        tmp = so.with_name(f"main.so.tmp-{os.getpid()}.so")
        compile_gemm(gemm, target, tuning).export_library(str(tmp))
        os.replace(tmp, so)
    return t.runtime.load_module(str(so))["main"]


# --------------------------------------------------------------------------- the peer


class TvmGemm:
    """The FP32 peer of bench/dl.py, untuned or tuned with `trials` trials per shape: one
    compiled function per (shape, op(B), beta, threads), the last one kept (the suites ask
    shape by shape). `last_tuning` is the tuning of the last tuned shape asked for."""

    def __init__(self, tuned: bool = False, trials: int = DEFAULT_TRIALS,
                 progress: Callable[[str], None] | None = None):
        why = missing(tuned)
        if why:
            raise LookupError(why)
        if trials < 1:
            raise ExogemmError(f"--tvm-trials must be at least 1, got {trials}")
        self.tuned, self.trials, self.progress = tuned, trials, progress
        self._key: tuple | None = None
        self._fn: Any = None
        self.last_tuning: Tuning | None = None

    def describe(self) -> str:
        target = host_target()
        cpu = target.export().get("mcpu")
        if self.tuned:
            return (f"Apache TVM {version()} te matmul, meta_schedule-tuned per shape "
                    f"({self.trials} trials; databases cached), LLVM -mcpu={cpu}")
        return (f"Apache TVM {version()} te matmul, untuned (default schedule: the loop nest "
                f"as written), LLVM -mcpu={cpu}")

    def plan(self, gemm: Gemm) -> str:
        """What a row ran: the product, and for tuned rows the tuning behind it."""
        what = f"Y = A {'B^T' if gemm.trans_b else 'B'}{' + C' if gemm.beta else ''}"
        if self.tuned and self.last_tuning:
            return f"{what}; {self.last_tuning.describe()}"
        return what

    def function(self, gemm: Gemm, threads: int) -> Any:
        """The compiled main for this row, tuning first if needed, checked against NumPy
        on its first use: a wrong product is an error, never a figure."""
        key = (gemm, threads)
        if key != self._key:
            target = host_target(threads)
            tuning = tune(gemm, target, self.trials, progress=self.progress) \
                if self.tuned else None
            fn = load_compiled(gemm, target, tuning)
            set_threads(threads)
            check(fn, gemm)
            self._key, self._fn, self.last_tuning = key, fn, tuning
        set_threads(threads)
        return self._fn

    def product(self, A: np.ndarray, B: np.ndarray, C: np.ndarray | None = None, *,
                trans_b: bool = False, threads: int = 1) -> np.ndarray:
        """A op(B) (+ C when given) as the timed function computes it."""
        m, k = A.shape
        n = B.shape[0] if trans_b else B.shape[1]
        gemm = Gemm(m, n, k, trans_b, 0.0 if C is None else 1.0)
        return run(self.function(gemm, threads), gemm, A, B, C)

    def measure(self, m: int, n: int, k: int, *, trans_b: bool, beta: float, threads: int,
                min_time: float, samples: int, warmup: int = 1, seed: int = 0) -> list[float]:
        """GFLOP/s samples on the operands ctimer.measure gives every peer."""
        gemm = Gemm(m, n, k, trans_b, beta)
        fn = self.function(gemm, threads)
        a, b, c = random_operands(m, n, k, trans_b=trans_b, seed=seed)
        args = tensors(gemm, a, b, c if beta else None)
        return gflops_samples(loop_timer(lambda: fn(*args)), 2.0 * m * n * k, min_time,
                              samples, warmup)


def tensors(gemm: Gemm, A: np.ndarray, B: np.ndarray, C: np.ndarray | None) -> list:
    """TVM tensors for main(A, B, [C,] Y), allocated once (Y uninitialised)."""
    t = tvm()
    dev = t.cpu()
    ins = [A, B] + ([C] if gemm.beta else [])
    out = t.runtime.tensor(np.empty((gemm.m, gemm.n), np.float32), dev)
    return [t.runtime.tensor(np.ascontiguousarray(x, np.float32), dev) for x in ins] + [out]


def run(fn: Any, gemm: Gemm, A: np.ndarray, B: np.ndarray,
        C: np.ndarray | None) -> np.ndarray:
    """Y of one call of a compiled main on NumPy operands."""
    args = tensors(gemm, A, B, C)
    fn(*args)
    return args[-1].numpy()


def check(fn: Any, gemm: Gemm, seed: int = 1) -> None:
    """One call on random operands, its output checked by `check_result`."""
    rng = np.random.default_rng(seed)
    A = rng.uniform(-1, 1, (gemm.m, gemm.k)).astype(np.float32)
    B = rng.uniform(-1, 1, gemm.b_shape).astype(np.float32)
    C = rng.uniform(-1, 1, (gemm.m, gemm.n)).astype(np.float32) if gemm.beta else None
    check_result(gemm, run(fn, gemm, A, B, C), A, B, C)


def check_result(gemm: Gemm, got: np.ndarray, A: np.ndarray, B: np.ndarray,
                 C: np.ndarray | None) -> None:
    """`got` against the float64 product: every element within gamma_(K+1) =
    (K+1)u/(1-(K+1)u) of the magnitude |A||op(B)| (+|C|), the classic dot product bound of
    any summation order (the bound exogemm's own checks use), else ExogemmError naming the
    worst element. A NaN or infinity fails."""
    exact = gemm.reference(A, B, C if gemm.beta else None)
    opB = np.abs(B.T if gemm.trans_b else B).astype(np.float64)
    magnitude = np.abs(A).astype(np.float64) @ opB + (np.abs(C) if gemm.beta else 0)
    u = 2.0 ** -24
    nk = gemm.k + 1
    bound = nk * u / (1 - nk * u) * magnitude + np.finfo(np.float32).tiny
    err = np.where(np.isfinite(got), np.abs(got - exact), np.inf)
    if not np.all(err <= bound):
        i = np.unravel_index(int(np.argmax(err / bound)), err.shape)
        raise ExogemmError(f"TVM's {gemm.key} is wrong: element {tuple(map(int, i))} is "
                           f"{got[i]!r}, expected {exact[i]!r} (error {err[i]:.3g} over the "
                           f"bound {bound[i]:.3g})")
