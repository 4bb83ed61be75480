"""`exogemm bench --suite resnet50|mobilenet|vgg16|bert`: the layer suites of
exogemm/models/suites.py, per layer, exogemm against MKL, OpenBLAS (NumPy's), BLIS, LIBXSMM
and ONNX Runtime, all measured in one run.

What is measured
  * Every distinct GEMM of the suite (docs/suites.md), each library on the same shape:
    row-major C = A op(B), beta = 1, timed from C by bench/ctimer.measure (reps grown until
    a sample lasts min_time, one warm-up sample), the median of `samples` samples taken
    one per request in rounds over all libraries (_interleaved_samples).
  * For conv layers also `exogemm_conv`: exogemm.conv2d's implicit-GEMM variant on the NHWC
    input and RSCK filter the layer comes from (packing straight from the input tensor,
    where the GEMM columns start from an im2col matrix already built); same FLOP count, so
    its GFLOP/s compare directly. Timed in a loop of driver calls with every argument
    converted once. Only layers with conv2d's hyper-parameters (`Layer.conv`): an ONNX
    model's grouped or asymmetrically padded convs are timed as their im2col GEMMs only.
  * Each library runs in its own worker process (`python -m exogemm.bench.dl --worker`), the
    parent asks them for one sample each in turn, round after round, layer by layer,
    rotating the order every round and every layer; with more than one thread
    it pauses between requests so spinning threads of one library cannot steal cores from
    the next. The FP32 FMA peak of one core (bench/timing/peak.py) is measured before and after;
    GFLOP/s are also given as % of it (x threads).
  * Peers that are not installed are reported as skipped with the reason. Each peer runs in
    its best configuration too (bench/peers.configurations): OpenBLAS once as the
    environment sets it and once more with OPENBLAS_CORETYPE at the best kernels this CPU
    runs when those differ; BLIS likewise with BLIS_ARCH_TYPE, or a skipped row saying why
    the override is unavailable; LIBXSMM's dispatched JIT kernels (bench/peers/xsmm.py); ONNX
    Runtime's MLAS on a one-node MatMul / Gemm session per shape, timed from Python with the
    same calibration, warm-up and samples (bench/peers/onnxruntime.py).
  * Ratios are given against the best peer row of each layer (the fastest configured peer,
    named in the table); geomeans and the minimum ratio per group and overall.
  * For memory-bound rows (the small suite's decode and fc groups) also the GEMM's bytes
    over its time as % of the read bandwidth of the same number of bytes (bench/timing/bandwidth.py:
    the fastest of a few read patterns), measured right after the layer's GEMMs at the same
    thread count, with the level (L2, L3 or DRAM by this host's cache sizes) for a name.

exogemm appears twice: "exogemm" (untuned: the default plan, 12x32 with model blocking on
AVX-512, the same for every layer) and "exogemm_tuned" (per layer: the plan in the tuning file,
exogemm/runtime/tuning_file.py, for this CPU, ISA, shape and thread count, else the selector's
pick, exogemm/policy/selector.py, built if needed). Ratios and geomeans are given for both.

Output: a per-layer table (GFLOP/s, % of peak, exogemm / peer ratios), geometric means of
the ratios per group (batch or sequence length) and overall, the network-weighted rate
(sum of count x flops over sum of count x time) per library, and JSON + a per-layer PNG bar
plot with the peak line, in bench/results (or -o DIR).

Bounded run time: the default suites take a few minutes on one core; `quick` uses batch 1 /
sequence 128 only (and drops VGG-16's two largest FC layers), fewer samples and shorter
samples, about a minute.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path
from typing import Callable

from exogemm.api.conv import conv_shape, implicit_runner
from exogemm.api.gemm import native_isa
from exogemm.bench.dl_result import (
    BANDWIDTH_GROUPS,
    BETAS,
    CONV_COLUMN,
    DEFAULT,
    LABELS,
    LIBRARIES,
    ONNXRUNTIME_COLUMN,
    OURS,
    QUICK,
    TUNED_COLUMN,
    TVM_COLUMN,
    TVM_TUNED_COLUMN,
    DlResult,
    combined_geomeans,
    format_table,
    plot_layer_roofline,
    plot_suite,
)
from exogemm.bench.peers import onnxruntime as onnxruntime_peer
from exogemm.bench.peers import tvm as tvm_peer
from exogemm.bench.peers.configure import configurations
from exogemm.bench.peers.discover import NAMES as PEER_NAMES
from exogemm.bench.report import (
    finish,
    print_result,
    require_native,
    save_results,
)
from exogemm.bench.roofline import (
    measure_bandwidth,
)
from exogemm.bench.timing.bandwidth import gemm_bytes, measure_read, measure_read_bandwidth
from exogemm.bench.timing.ctimer import calibrate_reps, measure
from exogemm.bench.timing.peak import measure_peak
from exogemm.bench.workers import (
    BuiltSgemm,
    load_peer,
    pause,
    rotated,
    serve,
    worker_isa,
    worker_pool,
)
from exogemm.core.errors import ExogemmError
from exogemm.gen.c.conv_build import build_conv_native
from exogemm.gen.c.gemm_build import build_gemm_native
from exogemm.isa import get_isa
from exogemm.models.suites import Suite, get_suite
from exogemm.policy.blocking import default_gemm_tile, plan_for
from exogemm.policy.route import AUTO
from exogemm.runtime.dispatch import choose_plan
from exogemm.runtime.tuning_file import tuning_path

# --------------------------------------------------------------------------- worker


class _TunedGemm:
    """exogemm with the plan chosen per shape: tuned entry, else the selector's pick."""

    def __init__(self, isa):
        self.isa = isa

    def for_shape(self, m: int, n: int, k: int, threads: int, trans_b: bool = False):
        # The runtime's plan policy, building the selector's pick if nobody has yet: this
        # column reports what a tuned deployment runs (the route as exogemm.gemm takes it).
        choice = choose_plan(self.isa, m, n, k, threads)
        lib = build_gemm_native(choice.plan)
        route = choice.route_for(not trans_b)
        named = "" if route == AUTO else f" route {route.name}"
        return BuiltSgemm.of(lib, route), lib.config().split(" (")[0] + named


#: Why the tvm_tuned column is skipped when no trial budget was asked for: tuning every shape
#: of a suite takes about a minute a shape, which a benchmark run must not start on its own.
TVM_NOT_ASKED = ("not asked for: --tvm-trials N tunes each shape with meta_schedule (about a "
                 "minute a shape; cached per shape, target, TVM version and N)")


def _load(name: str, isa_key: str | None, tvm_trials: int | None = None):
    """(object ctimer.measure accepts, description) for one library, or raise the reason
    (tvm_trials: the tvm_tuned column's trial budget per shape; None: the column is
    skipped, TVM_NOT_ASKED)."""
    if name == TUNED_COLUMN:
        return (_TunedGemm(worker_isa(isa_key)),
                f"plan per layer: {tuning_path()}, else the selector's pick")
    if name == ONNXRUNTIME_COLUMN:
        why = onnxruntime_peer.missing()
        if why:
            raise LookupError(why)
        return onnxruntime_peer.FloatGemm(), onnxruntime_peer.FloatGemm.describe()
    if name == TVM_TUNED_COLUMN and tvm_trials is None and tvm_peer.missing(tuned=True) is None:
        raise LookupError(TVM_NOT_ASKED)
    if name in (TVM_COLUMN, TVM_TUNED_COLUMN):
        # progress to stderr: a worker's stdout is the request protocol
        peer = tvm_peer.TvmGemm(tuned=name == TVM_TUNED_COLUMN,
                                trials=tvm_trials or tvm_peer.DEFAULT_TRIALS,
                                progress=lambda s: print(s, file=sys.stderr, flush=True))
        return peer, peer.describe()
    if name in ("exogemm", CONV_COLUMN):
        plan = plan_for(default_gemm_tile(worker_isa(isa_key)))
        if name == CONV_COLUMN:
            lib = build_conv_native(plan)
            return plan, f"implicit-GEMM conv2d, {lib.config()}"
        lib = build_gemm_native(plan)
        return BuiltSgemm.of(lib), lib.config()
    return load_peer(name)


def measure_conv(plan, conv: dict, threads: int, min_time: float, samples: int,
                 warmup: int = 1, seed: int = 0) -> list[float]:
    """GFLOP/s samples of the implicit conv on random NHWC input and RSCK filter."""
    import numpy as np


    rng = np.random.default_rng(seed)
    x_shape = (conv["batch"], conv["H"], conv["W"], conv["C"])
    w_shape = (conv["R"], conv["S"], conv["C"], conv["K"])
    shape = conv_shape(x_shape, w_shape, stride=conv["stride"], padding=conv["padding"],
                       dilation=conv.get("dilation", 1), filter_layout="RSCK")
    x = rng.uniform(-1, 1, x_shape).astype(np.float32)
    w = rng.uniform(-1, 1, w_shape).astype(np.float32)
    out = np.empty((shape.Nb, shape.Ho, shape.Wo, shape.K), np.float32)
    run = implicit_runner(shape, x, w, "RSCK", None, False, threads, out, plan)

    def timed(reps: int) -> float:
        t0 = time.perf_counter()
        for _ in range(reps):
            rc = run()
        if rc != 0:
            raise RuntimeError(f"conv driver returned {rc}")
        return time.perf_counter() - t0

    reps = calibrate_reps(timed, min_time)
    for _ in range(warmup):
        timed(reps)
    return [shape.flops * reps / timed(reps) / 1e9 for _ in range(samples)]


def worker_main(name: str, isa_key: str | None,
                tvm_trials: int | None = None) -> None:
    """Serve measurement requests (bench/workers.py protocol) for one library.

    {"threads", "min_time", "samples"} and either {"m", "n", "k", "trans_b", "beta"} or, for the
    implicit-conv column, {"conv"} -> {"samples": GFLOP/s list, "plan": tuned plan or null};
    the tvm_tuned column also answers {"tuning": seconds, trials, measured, cached}.
    """

    def handle(fn, req: dict) -> dict:
        target, plan = fn, None
        if name == TUNED_COLUMN:
            target, plan = fn.for_shape(req["m"], req["n"], req["k"], req["threads"],
                                        req["trans_b"])
        if name == CONV_COLUMN:
            g = measure_conv(fn, req["conv"], req["threads"], req["min_time"], req["samples"])
        elif name == ONNXRUNTIME_COLUMN:
            g = fn.measure(req["m"], req["n"], req["k"], trans_b=req["trans_b"],
                           beta=req["beta"], threads=req["threads"], min_time=req["min_time"],
                           samples=req["samples"], seed=req["m"])
            plan = onnxruntime_peer.float_node(req["trans_b"], req["beta"])
        elif name in (TVM_COLUMN, TVM_TUNED_COLUMN):
            g = fn.measure(req["m"], req["n"], req["k"], trans_b=req["trans_b"],
                           beta=req["beta"], threads=req["threads"], min_time=req["min_time"],
                           samples=req["samples"], seed=req["m"])
            gemm = tvm_peer.Gemm(req["m"], req["n"], req["k"], req["trans_b"], req["beta"])
            tuning = fn.last_tuning
            return {"samples": g, "plan": fn.plan(gemm), "tuning": tuning and dict(
                seconds=tuning.seconds, trials=tuning.trials, measured=tuning.measured,
                cached=tuning.cached, best_us=tuning.best_us)}
        else:
            g = measure(target, req["m"], req["n"], req["k"], trans_b=req["trans_b"],
                        beta=req["beta"], threads=req["threads"], min_time=req["min_time"],
                        samples=req["samples"], warmup=1, seed=req["m"])
        if plan is None and hasattr(getattr(fn, "handle", None), "last_path"):
            plan = fn.handle.last_path()  # LIBXSMM: a dispatched kernel or libxsmm_sgemm
        return {"samples": g, "plan": plan}

    serve(lambda: _load(name, isa_key, tvm_trials), handle)


def _interleaved_samples(layer, order: list, threads: int, cfg: dict, beta: float
                         ) -> dict[str, dict]:
    """Every library's samples of one layer, one sample per request, in rounds: round s asks
    the libraries in `order` turned by s, so each library's samples are spread over the
    whole layer's time and a load burst of the shared machine lands on one sample of
    several libraries rather than on all samples of one. (Asked for all samples at once, a
    library's median came from a fraction of a second: on a noisy 2-core VM a burst then
    halved one library's figure for a layer while its neighbours kept theirs, and the best
    peer of a layer was as often the luckiest as the fastest.) Each request calibrates
    and warms up again (bench/timing/ctimer.gflops_samples), so every sample starts from
    the caches the previous library left, the same for all. Answers as a worker's, with
    the samples gathered; a library that fails once is not asked again for the layer."""
    got: dict[str, dict] = {}
    for s in range(cfg["samples"]):
        for w in rotated(order, s):
            if w.name == CONV_COLUMN and not layer.conv:
                continue
            if "error" in got.get(w.name, {}):
                continue
            pause(threads)
            req = dict(threads=threads, min_time=cfg["min_time"], samples=1)
            if w.name == CONV_COLUMN:
                req["conv"] = layer.conv
            else:
                req.update(m=layer.M, n=layer.N, k=layer.K, trans_b=layer.trans_b, beta=beta)
            ans = w.ask(**req)
            if "samples" not in ans:
                got[w.name] = ans
                continue
            got.setdefault(w.name, {**ans, "samples": []})["samples"].extend(ans["samples"])
    return {w.name: got[w.name] for w in order if w.name in got}


# --------------------------------------------------------------------------- the run


def run_dl_suite(name: str | Suite, isa=None, *, sizes=None, quick: bool = False, threads=(1,),
                 libraries=LIBRARIES, implicit: bool = True, min_time: float | None = None,
                 samples: int | None = None, out_dir: Path | None = None,
                 progress: Callable[[str], None] | None = print, plot: bool = True,
                 layer_filter: Callable[[object], bool] | None = None,
                 beta: float = 1.0, tvm_trials: int | None = None) -> DlResult:
    """Run one layer suite on the native `isa` (default: the widest native one); write JSON
    (+ PNG) into out_dir (bench/results by default) and return the result.

    sizes: batches (sequence lengths for bert) instead of the suite's; quick: the quick
    sizes and shorter measurements; implicit: also time exogemm's implicit conv on the conv
    layers; layer_filter: keep only the layers it accepts (tests, subsets); beta: of every
    GEMM call, 1 (C += A op(B)) or 0 (C = A op(B), as numpy's matmul: C is never read, and a
    library that zeroes C first pays for it); tvm_trials: the tvm_tuned column's meta_schedule
    trials per shape (a shape tuned before with this budget is read from the cache).
    """

    say = progress or (lambda s: None)
    if beta not in BETAS:
        raise ExogemmError(f"beta {beta:g}: the suites time beta = 0 or 1 (C = or += A op(B))")
    if tvm_trials is not None and tvm_trials < 1:
        raise ExogemmError(f"--tvm-trials {tvm_trials}: the TVM tuner needs at least 1 trial "
                           f"per shape")
    suite = get_suite(name)
    isa = isa or native_isa()
    cfg = dict(QUICK if quick else DEFAULT)
    cfg.update({k: v for k, v in dict(min_time=min_time, samples=samples).items() if v})
    layers = suite.layers(tuple(sizes) if sizes else None, quick=quick)
    if layer_filter:
        layers = [x for x in layers if layer_filter(x)]
    names = [n for n in libraries if n not in PEER_NAMES]
    rows = configurations([n for n in libraries if n in PEER_NAMES])
    names += [r.column for r in rows if not r.skipped]
    if implicit and any(x.conv for x in layers):
        names.append(CONV_COLUMN)
    started = time.time()
    say(f"{suite.name}: {len(layers)} distinct GEMMs, {len(names)} columns; measuring the "
        f"{isa.key} FMA peak ...")
    peak0 = measure_peak(isa)
    res = DlResult(suite.name, isa.key, "", quick, 0.0, [], list(threads), {}, [
        dict(name=x.name, group=x.group, kind=x.kind, M=x.M, N=x.N, K=x.K, count=x.count,
             trans_b=x.trans_b, conv=x.conv, also=list(x.also), key=x.key) for x in layers])
    res.labels = {r.column: r.label for r in rows}
    res.beta = beta
    with worker_pool("exogemm.bench.dl", names,
                     lambda n: isa.key if n in (*OURS, CONV_COLUMN) else None,
                     *(("--tvm-trials", str(tvm_trials)) if tvm_trials else ()),
                     env={r.column: r.env for r in rows if r.env}) as workers:
        res.libraries = {w.name: w.description for w in workers.values()}
        res.libraries.update({r.column: f"SKIPPED: {r.skipped}" for r in rows if r.skipped})
        res.config = res.libraries.get("exogemm", "")
        for lib, about in res.libraries.items():
            say(f"  {lib:13} {about}")
        live = [w for w in workers.values() if w.about]
        turn = 0
        for t in threads:
            for layer in layers:
                line = [f"{t}t {layer.group:8} {layer.name:20} {layer.M}x{layer.N}x{layer.K}"]
                got = _interleaved_samples(layer, rotated(live, turn), t, cfg, beta)
                turn += 1
                for w_name, ans in got.items():
                    if "samples" in ans:
                        med = statistics.median(ans["samples"])
                        res.gflops.setdefault(w_name, {}).setdefault(str(t), {})[layer.key] = med
                        res.samples.setdefault(w_name, {}).setdefault(str(t), {})[layer.key] = \
                            ans["samples"]
                        line.append(f"{w_name} {med:6.1f}")
                        if ans.get("tuning"):
                            res.peer_tuning.setdefault(w_name, {})[f"{t}|{layer.key}"] = \
                                ans["tuning"]
                        if ans.get("plan") and w_name == TUNED_COLUMN:
                            res.tuned_plans[layer.key] = ans["plan"]
                        elif ans.get("plan"):
                            res.peer_paths.setdefault(w_name, {})[f"{t}|{layer.key}"] = \
                                ans["plan"]
                    else:
                        res.errors.setdefault(w_name, {})[f"{t}|{layer.key}"] = \
                            str(ans.get("error"))
                        line.append(f"{w_name} ERROR")
                if layer.group in BANDWIDTH_GROUPS:  # the ceiling of the same bytes, now
                    read = measure_read(gemm_bytes(layer.M, layer.N, layer.K, beta), t,
                                        samples=3)
                    res.layer_read_bandwidth[f"{t}|{layer.key}"] = read.to_json()
                    line.append(f"read {read.gbs:.1f} GB/s")
                say("  ".join(line))
    peak1 = measure_peak(isa)
    res.bandwidth_gbs = measure_bandwidth()
    if any(x.group in BANDWIDTH_GROUPS for x in layers):
        say("measuring the read bandwidth (L2, L3, DRAM) ...")
        res.read_bandwidth = [p.to_json() for p in measure_read_bandwidth(tuple(threads))]
    finish(res, peak0, peak1, started)
    plots = [(".png", lambda p: plot_suite(res, p)),
             ("-roofline.png", lambda p: plot_layer_roofline(res, p))]
    stem = f"{suite.name}{'-quick' if quick else ''}{'-beta0' if beta == 0.0 else ''}-{isa.key}"
    save_results(res.to_json(), out_dir, stem,
                 say, plots if plot else [])
    return res


# --------------------------------------------------------------------------- entry points


def run_suite_cli(suite: str | Suite, isa, args) -> int:
    """Entry for `exogemm bench --suite resnet50|mobilenet|vgg16|bert` and `exogemm bench
    --model M.onnx` (exogemm/cli/main.py; `suite` a name or a Suite, exogemm/models/onnx_import.py).

    Reads from `args` (an argparse namespace; missing attributes take the defaults):
    threads (list, default [1]), output (directory), json (print JSON instead of the
    table), quick (bool), batch or sizes (list of batches; sequence lengths for bert),
    no_conv (bool: skip the implicit-conv column), samples, min_time, beta (default 1),
    tvm_trials (the tvm_tuned column's trials per shape).
    """

    suite = get_suite(suite)
    require_native(isa, suite.name)
    as_json = getattr(args, "json", False)
    beta = getattr(args, "beta", None)
    res = run_dl_suite(suite, isa,
                       sizes=getattr(args, "batch", None) or getattr(args, "sizes", None),
                       quick=bool(getattr(args, "quick", False)),
                       threads=tuple(getattr(args, "threads", None) or (1,)),
                       implicit=not getattr(args, "no_conv", False),
                       min_time=getattr(args, "min_time", None),
                       samples=getattr(args, "samples", None),
                       out_dir=getattr(args, "output", None) or None,
                       progress=None if as_json else print,
                       beta=1.0 if beta is None else float(beta),
                       tvm_trials=getattr(args, "tvm_trials", None))
    print_result(res, as_json, format_table)
    return 0


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(
        prog="python -m exogemm.bench.dl",
        description="Deep-learning layer suites: exogemm vs MKL, OpenBLAS, BLIS per layer.")
    p.add_argument("--worker", help=argparse.SUPPRESS)
    p.add_argument("--isa")
    p.add_argument("--suite", nargs="+", default=[], help="resnet50 mobilenet vgg16 bert")
    p.add_argument("--quick", action="store_true", help="batch 1 / seq 128, short samples")
    p.add_argument("--batch", type=int, nargs="+", help="batches (bert: sequence lengths)")
    p.add_argument("--threads", type=int, nargs="+", default=[1])
    p.add_argument("--libraries", nargs="+", default=list(LIBRARIES))
    p.add_argument("--no-conv", action="store_true", help="skip the implicit-conv column")
    p.add_argument("--samples", type=int)
    p.add_argument("--min-time", type=float)
    p.add_argument("--tvm-trials", type=int, default=None,
                   help="meta_schedule trials per shape of the tvm_tuned column")
    p.add_argument("-o", "--output")
    a = p.parse_args(argv)
    if a.worker:
        worker_main(a.worker, a.isa, a.tvm_trials)
        return 0

    if not a.suite:
        p.error("give --suite NAME [NAME ...]")
    results = []
    for name in a.suite:
        res = run_dl_suite(name, get_isa(a.isa) if a.isa else None, sizes=a.batch,
                           quick=a.quick, threads=tuple(a.threads), libraries=a.libraries,
                           implicit=not a.no_conv, min_time=a.min_time, samples=a.samples,
                           out_dir=a.output, tvm_trials=a.tvm_trials)
        print("\n".join(format_table(res)))
        results.append(res)
    if len(results) > 1:
        for t in a.threads:
            for lib in OURS:
                gm = combined_geomeans(results, t, lib)
                print(f"{t} thread(s), geomean over {' + '.join(a.suite)}: "
                      + ", ".join(f"{LABELS[lib]} x {p} {v:.2f}" for p, v in gm.items() if v))
    return 0


if __name__ == "__main__":
    sys.exit(main())
