"""Per-model libraries side by side: exogemm's `emit-model` library against Apache TVM's
compiled module of the same GEMMs, for this host and cross-compiled for aarch64 and riscv64
(`CROSS_TARGETS`).

What is compared, per suite (resnet50, bert; `--quick` subsets) or ONNX model (`--model`):
  * The GEMMs: every distinct (M, N, K, op(B)) of the suite, C += A op(B) (the convs as
    their im2col GEMMs, as the layer suites time them). exogemm: the static library
    `exogemm emit-model` writes and builds (plans chosen per layer, C compiled with the
    ISA's toolchain). TVM: one IRModule with one `te` matmul per shape (Y = A op(B) + C,
    bench/peers/tvm.py), compiled by TVM's LLVM into one object: untuned (the default
    schedule) and tuned (each shape's best meta_schedule record on this host, read from or
    written to the tuning cache with the trial budget). The cross targets' tuned modules
    compile the host-tuned schedules for aarch64 / riscv64: meta_schedule tunes by running
    candidates on the target, which an emulator cannot time.
  * Code size: binutils `size` text of the archive (exogemm) or the object (TVM), with the
    target's own `size`.
  * Build time: exogemm `emit-model` as a subprocess (write C + compile + archive; Python
    start-up included): cold (`--cold`: a new empty build cache, so Exo's output comes
    from the shipped store, or Exo schedules the plans the store lacks; how many is
    reported) and warm (again with that cache). TVM: tvm.compile of the module; tuned: the
    compile plus, separately, the tuning seconds of its shapes.
  * Speed on this host, per layer and network-weighted (sum count x flops over sum
    count x time): exogemm's library through its `<name>_layer` entry (ctypes), TVM's
    functions through its runtime, both timed with ctimer.gflops_samples on one thread.
  * Correctness of the cross builds under QEMU (aarch64; riscv64 with V at the VLEN
    exogemm's RVV library is built for): exogemm's `emit-model --check` (its own
    validation: every layer against NumPy within its error bound); TVM's object linked
    with bench/peers/tvm_harness.c (a minimal runtime: TVM's own runtime is not available for
    these targets here) by the target's C compiler, run under the same QEMU command line
    as exogemm's check (the ISA's runner), and every function's output checked against the
    float64 product within gamma_(K+1) |A||op(B)| (+|C|).

Output: JSON and a markdown table (bench/results or -o DIR), a PNG plot; `--doc PATH`
rewrites the measured section of docs/tvm.md between its markers.
"""

from __future__ import annotations

import argparse
import ctypes
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, Callable

import numpy as np

from exogemm.api.gemm import native_isa
from exogemm.bench.peers import tvm as tvm_peer
from exogemm.bench.report import host_info, pyplot, save_figure
from exogemm.bench.timing.ctimer import gflops_samples, loop_timer
from exogemm.core.errors import ExogemmError
from exogemm.gen.check.library_size import berkeley_sizes
from exogemm.gen.library.per_model import binutil
from exogemm.isa import get_isa
from exogemm.models.onnx_import import model_suite, parse_dims
from exogemm.models.suites import Suite, get_suite

HARNESS = Path(__file__).resolve().parent / "peers" / "tvm_harness.c"
RESULTS_DIR = Path(__file__).resolve().parent / "results"
#: The markers of docs/tvm.md's generated section.
DOC_BEGIN, DOC_END = "<!-- tvm models begin -->", "<!-- tvm models end -->"
MIN_TIME, SAMPLES = 0.05, 3


@dataclass(frozen=True)
class CrossTarget:
    """A cross target of the comparison: exogemm's ISA for it (with its parameters), TVM's
    LLVM target for the same machine, and the C flags that link TVM's object with the
    harness (the ISA's compiler, with the float ABI TVM's object was built for)."""

    arch: str  # "aarch64": the TVM build's label, the table's name for the machine
    isa: str  # exogemm's ISA key
    params: tuple[tuple[str, int], ...]  # its parameters, e.g. (("vlen", 256),)
    tvm: dict  # TVM's target, as the JSON-style dict tvm.target.Target takes
    harness_flags: tuple[str, ...] = ()

    @property
    def vector_isa(self):
        """exogemm's description of the ISA: its toolchain (compiler, size tool, QEMU)."""
        return get_isa(self.isa, **dict(self.params))



#: The cross targets, in the table's order. RVV at VLEN 256: the harness runs TVM's object
#: under the same QEMU CPU (rv64 with V at VLEN 256) as exogemm's check of its RVV build;
#: TVM's riscv64 code is VLEN-agnostic (scalable vectors), exogemm's is built for the VLEN.
CROSS_TARGETS = (
    CrossTarget("aarch64", "neon", (),
                {"kind": "llvm", "mtriple": "aarch64-linux-gnu", "mattr": ["+neon"]}),
    CrossTarget("riscv64", "rvv", (("vlen", 256),),
                {"kind": "llvm", "mtriple": "riscv64-linux-gnu", "mabi": "lp64d",
                 "mattr": ["+64bit", "+m", "+a", "+f", "+d", "+c", "+v"]},
                ("-march=rv64gcv", "-mabi=lp64d")),
)


@dataclass(frozen=True)
class ModelGemm:
    """One distinct GEMM of a suite: the shape, how often a forward pass runs it, the
    exogemm library's layer index that computes it."""

    gemm: tvm_peer.Gemm
    count: int
    layer: int
    name: str

    @property
    def flops(self) -> float:
        return 2.0 * self.gemm.m * self.gemm.n * self.gemm.k


def model_gemms(suite: Suite, quick: bool) -> list[ModelGemm]:
    """The distinct GEMMs of a suite in layer order (counts summed over repeats), indexed
    as exogemm's emit-model numbers the layers (one entry per distinct layer)."""
    out: dict[tvm_peer.Gemm, ModelGemm] = {}
    for i, layer in enumerate(suite.layers(None, quick=quick)):
        g = tvm_peer.Gemm(layer.M, layer.N, layer.K, layer.trans_b, 1.0)
        if g in out:
            old = out[g]
            out[g] = ModelGemm(g, old.count + layer.count, old.layer, old.name)
        else:
            out[g] = ModelGemm(g, layer.count, i, layer.name)
    return list(out.values())


# --------------------------------------------------------------------------- exogemm side


@dataclass
class ExogemmBuild:
    isa: str  # the ISA as the table names it: avx2, neon, rvv vlen=256
    library: str
    directory: str
    archive: str
    text_bytes: int
    plans: list[str]
    layers: list[dict]
    first_s: float  # the first build: from an empty cache with --cold, else the current one
    first_cache: str  # "empty" or "current"
    first_scheduled: int  # plans Exo scheduled in the first build (not in store or cache)
    warm_s: float  # the same build again: Exo's output cached
    check_ok: bool | None = None
    check_note: str = ""


def _emit(args: list[str], env: dict[str, str]) -> tuple[float, dict, str]:
    """Run `exogemm emit-model ARGS --json`: (seconds, its JSON, its stderr)."""
    t0 = time.perf_counter()
    proc = subprocess.run([sys.executable, "-m", "exogemm.cli", "emit-model", *args, "--json"],
                          capture_output=True, text=True, env=env)
    seconds = time.perf_counter() - t0
    if proc.returncode not in (0, 1):
        raise ExogemmError(f"exogemm emit-model {' '.join(args)} failed ({proc.returncode}): "
                           f"{proc.stderr.strip()[-2000:]}")
    return seconds, json.loads(proc.stdout), proc.stderr


def build_exogemm(source: list[str], isa: str, out: Path, cold: bool, check: bool,
                  say: Callable[[str], None],
                  params: tuple[tuple[str, int], ...] = ()) -> ExogemmBuild:
    """exogemm's library for `isa` with its `params` (rvv: vlen): built once (cold: in a new
    empty cache, if asked; else in the current cache, which may still lack plans), then
    again (warm), then with `check` validated (natively or under QEMU) by emit-model
    --check."""
    label = " ".join([isa, *(f"{k}={v}" for k, v in params)])
    isa_args = ["--isa", isa] + [a for k, v in params for a in (f"--{k}", str(v))]
    env = dict(os.environ)
    tmp = tempfile.mkdtemp(prefix="exogemm-cold-") if cold else None
    try:
        if tmp:
            env["EXOGEMM_CACHE"] = tmp
        directory = out / f"exogemm-{isa}"
        args = [*source, *isa_args, "-o", str(directory)]
        say(f"exogemm {label}: first build ({'empty' if cold else 'current'} build cache) ...")
        first_s, _, err = _emit(args, env)
        scheduled = err.count("scheduling ")
        say(f"exogemm {label}: warm build ...")
        warm_s, got, _ = _emit(args, env)
        build = ExogemmBuild(label, got["library"], str(directory), got["archive"],
                             got["size"]["total"]["text"], got["plans"], got["layers"],
                             first_s, "empty" if cold else "current", scheduled, warm_s)
        if check:
            say(f"exogemm {label}: emit-model --check ...")
            _, checked, _ = _emit([*args, "--check"], env)
            build.check_ok = bool(checked.get("check", {}).get("ok"))
            runner = get_isa(isa, **dict(params)).toolchain.runner
            build.check_note = "emit-model --check (NumPy, error bound" + (
                f", under {' '.join(runner)})" if runner else ")")
        return build
    finally:
        if tmp:
            shutil.rmtree(tmp, ignore_errors=True)


def layer_index(build: ExogemmBuild, gemm: tvm_peer.Gemm) -> int:
    """The library's layer number of a GEMM (its layer table, from emit-model's JSON)."""
    for layer in build.layers:
        if (layer["m"], layer["n"], layer["k"], bool(layer["trans_b"])) == \
                (gemm.m, gemm.n, gemm.k, gemm.trans_b):
            return layer["index"]
    raise ExogemmError(f"{build.library} has no layer {gemm.key}")


def exogemm_runner(build: ExogemmBuild) -> Callable[[int, list[np.ndarray]], Any]:
    """call(layer, [A, B, C]) of the host library, through a shared object linked from its
    archive (the whole archive, with OpenMP)."""
    name = build.library
    # The library's own Makefile builds position-dependent objects (a static archive for a
    # program); the copy loaded here is rebuilt by it with -fPIC added to its compiler.
    pic = Path(build.directory).with_name(Path(build.directory).name + "-pic")
    shutil.rmtree(pic, ignore_errors=True)
    shutil.copytree(build.directory, pic)
    make = subprocess.run(["make", "-C", str(pic), "clean", f"lib{name}.a", "CC=gcc -fPIC"],
                          capture_output=True, text=True)
    so = pic / f"lib{name}.so"
    link = make.returncode or subprocess.run(
        ["gcc", "-shared", "-o", str(so), "-Wl,--whole-archive", str(pic / f"lib{name}.a"),
         "-Wl,--no-whole-archive", "-fopenmp"], capture_output=True, text=True).returncode
    if link:
        raise ExogemmError(f"could not rebuild {name} as a shared object for timing: "
                           f"{make.stderr.strip()[-1000:]}")
    lib = ctypes.CDLL(str(so))
    fn = getattr(lib, f"{name}_layer")
    fp = ctypes.c_void_p
    fn.argtypes = [ctypes.c_int, ctypes.c_float, fp, ctypes.c_int, fp, ctypes.c_int,
                   ctypes.c_float, fp, ctypes.c_int, ctypes.c_int]
    fn.restype = ctypes.c_int

    def call(layer: int, ops: list[np.ndarray]) -> Callable[[], None]:
        A, B, C = ops
        args = (layer, 1.0, A.ctypes.data, A.shape[1], B.ctypes.data, B.shape[1], 1.0,
                C.ctypes.data, C.shape[1], 1)

        def run() -> None:
            rc = fn(*args)
            if rc:
                raise ExogemmError(f"{name}_layer({layer}) returned {rc}")
        run.operands = ops  # type: ignore[attr-defined]  # the pointers' arrays stay alive
        return run

    return call


# --------------------------------------------------------------------------- TVM side


@dataclass
class TvmBuild:
    target: str
    tuned: bool
    object_path: str
    text_bytes: int
    compile_s: float
    tuning_s: float | None
    trials: int | None
    check_ok: bool | None = None
    check_note: str = ""


def tvm_module(gemms: list[ModelGemm], tunings: list[tvm_peer.Tuning] | None):
    """One IRModule: gemm_<i> for the i-th GEMM, its default schedule or its tuned one."""
    tvm = tvm_peer.tvm()
    funcs = {}
    host = tvm_peer.host_target(1)
    for i, mg in enumerate(gemms):
        if tunings:
            func = tvm_peer.tuned_module(mg.gemm, tunings[i], host)["main"]
        else:
            func = mg.gemm.prim_func()
        funcs[f"gemm_{i}"] = func.with_attr("global_symbol", f"gemm_{i}")
    return tvm.IRModule(funcs)


def build_tvm(gemms: list[ModelGemm], target, label: str, out: Path,
              tunings: list[tvm_peer.Tuning] | None, size_tool: str):
    """(TvmBuild, the compiled executable): compile, write the object, measure its size."""
    tvm = tvm_peer.tvm()
    mod = tvm_module(gemms, tunings)
    t0 = time.perf_counter()
    ex = tvm.compile(mod, target=target)
    compile_s = time.perf_counter() - t0
    obj = out / f"tvm-{label}{'-tuned' if tunings else ''}.o"
    ex.mod.write_to_file(str(obj))
    text = sum(s.text for s in berkeley_sizes(size_tool, obj).values())
    return TvmBuild(label, bool(tunings), str(obj), text, compile_s,
                    sum(t.seconds for t in tunings) if tunings else None,
                    tunings[0].trials if tunings else None), ex


def check_tvm_cross(build: TvmBuild, gemms: list[ModelGemm], cc: list[str],
                    runner: list[str], work: Path) -> tuple[bool, str]:
    """Link the object with bench/peers/tvm_harness.c (static), run every function under the
    emulator on random operands and check each output; (all ok, a note)."""
    table = "\n".join(f"extern int __tvm_ffi_gemm_{i}(void *, const TVMFFIAny *, int32_t, "
                      f"TVMFFIAny *);" for i in range(len(gemms)))
    table += ("\nstruct gemm { const char *name; packed_fn fn; int64_t m, n, k; "
              "int trans_b, beta; };\nstatic const struct gemm GEMMS[] = {\n")
    table += ",\n".join(f'    {{"{mg.gemm.key}", __tvm_ffi_gemm_{i}, {mg.gemm.m}, {mg.gemm.n}, '
                        f'{mg.gemm.k}, {int(mg.gemm.trans_b)}, 1}}'
                        for i, mg in enumerate(gemms))
    table += "\n};\n#define N_GEMMS " + str(len(gemms)) + "\n"
    src = work / "tvm_harness.c"
    src.write_text(HARNESS.read_text().replace("/* @FUNCTIONS@ */", table))
    exe = work / f"harness-{Path(build.object_path).stem}"
    proc = subprocess.run([*cc, "-O2", "-static", "-o", str(exe), str(src), build.object_path,
                           "-lm"], capture_output=True, text=True)
    if proc.returncode:
        return False, f"harness did not link: {proc.stderr.strip()[-600:]}"
    bad = []
    rng = np.random.default_rng(5)
    for i, mg in enumerate(gemms):
        g = mg.gemm
        A = rng.uniform(-1, 1, (g.m, g.k)).astype(np.float32)
        B = rng.uniform(-1, 1, g.b_shape).astype(np.float32)
        C = rng.uniform(-1, 1, (g.m, g.n)).astype(np.float32)
        files = []
        for name, x in (("a", A), ("b", B), ("c", C)):
            files.append(work / f"{name}.bin")
            x.tofile(files[-1])
        y = work / "y.bin"
        run = subprocess.run([*runner, str(exe), str(i), *map(str, files), str(y)],
                             capture_output=True, text=True)
        if run.returncode:
            bad.append(f"{g.key}: {run.stderr.strip()[-300:]}")
            continue
        got = np.fromfile(y, np.float32).reshape(g.m, g.n)
        try:
            tvm_peer.check_result(g, got, A, B, C)
        except ExogemmError as exc:
            bad.append(str(exc))
    note = f"{len(gemms) - len(bad)} of {len(gemms)} GEMMs within gamma_(K+1) under " \
           f"{runner[0]} (bench/peers/tvm_harness.c)"
    return not bad, note + ("; " + "; ".join(bad)[:1000] if bad else "")


# --------------------------------------------------------------------------- the run


@dataclass
class ModelsResult:
    suite: str
    quick: bool
    host: dict
    tvm_version: str
    trials: int
    gemms: list[dict]
    exogemm: list[dict] = field(default_factory=list)
    tvm: list[dict] = field(default_factory=list)
    gflops: dict[str, list[float]] = field(default_factory=dict)  # column -> per GEMM
    network_gflops: dict[str, float] = field(default_factory=dict)
    cross: list[str] = field(default_factory=list)  # the cross targets' arch names


def network(gemms: list[ModelGemm], rates: list[float]) -> float:
    """sum(count x flops) / sum(count x time) over the GEMMs."""
    work = sum(g.count * g.flops for g in gemms)
    secs = sum(g.count * g.flops / (r * 1e9) for g, r in zip(gemms, rates))
    return work / secs / 1e9


def _operands(g: tvm_peer.Gemm, seed: int) -> list[np.ndarray]:
    rng = np.random.default_rng(seed)
    return [rng.uniform(-1, 1, (g.m, g.k)).astype(np.float32),
            rng.uniform(-1, 1, g.b_shape).astype(np.float32),
            rng.uniform(-1, 1, (g.m, g.n)).astype(np.float32)]


def model_source(source: str, quick: bool, batch: int | None,
                 dims: dict[str, int] | None) -> tuple[Suite, list[str]]:
    """(the suite, emit-model's arguments naming it) for a built-in suite or an ONNX model
    (its symbolic dims fixed by `batch` and `dims`, passed on to emit-model as --batch and
    --dim, so both sides read the same layers)."""
    if not str(source).endswith(".onnx"):
        if batch or dims:
            raise ExogemmError("--batch and --dim fix an ONNX model's symbolic dims; "
                               f"the {source} suite has none")
        suite = get_suite(source)
        return suite, [suite.name] + (["--quick"] if quick else [])
    if quick:
        raise ExogemmError("--quick takes a built-in suite's subset; a model's layers are "
                           "its graph's")
    if not Path(source).is_file():
        raise ExogemmError(f"no ONNX model at {source}")
    args = ["--model", str(source)] + (["--batch", str(batch)] if batch else [])
    args += [a for k, v in (dims or {}).items() for a in ("--dim", f"{k}={v}")]
    return model_suite(source, batch=batch, dims=dims), args


def cross_tvm_builds(gemms: list[ModelGemm], cross: CrossTarget, out: Path,
                     tunings: list[tvm_peer.Tuning] | None,
                     say: Callable[[str], None]) -> TvmBuild:
    """TVM's module compiled for a cross target (untuned, or the host-tuned schedules), its
    object sized with the target's `size` and checked under the ISA's QEMU command line."""
    isa = cross.vector_isa
    target = tvm_peer.tvm().target.Target(cross.tvm)
    build, _ = build_tvm(gemms, target, cross.arch, out, tunings, binutil(isa, "size"))
    tc = isa.toolchain
    with tempfile.TemporaryDirectory(prefix="tvm-qemu-") as work:
        say(f"TVM {cross.arch}{' tuned' if tunings else ''}: checking under "
            f"{' '.join(tc.runner)} ...")
        build.check_ok, build.check_note = check_tvm_cross(
            build, gemms, [*tc.cc, *cross.harness_flags], list(tc.runner), Path(work))
    return build


def run_models(source: str, quick: bool, trials: int, out: Path, *,
               cold: bool = False, cross: bool | tuple[CrossTarget, ...] = True,
               batch: int | None = None, dims: dict[str, int] | None = None,
               say: Callable[[str], None] = print) -> ModelsResult:
    """Build, size, time and check both sides for one suite or model; `cross`: True for
    every CROSS_TARGETS entry, False for none, or the targets."""
    why = tvm_peer.missing(tuned=True)
    if why:
        raise ExogemmError(f"the per-model comparison needs TVM and its tuner: {why}")
    targets = CROSS_TARGETS if cross is True else tuple(cross or ())
    suite, lib_source = model_source(source, quick, batch, dims)
    gemms = model_gemms(suite, quick)
    host_isa = native_isa().key
    out.mkdir(parents=True, exist_ok=True)
    res = ModelsResult(suite.name, quick, host_info(), tvm_peer.version(), trials,
                       [dict(key=g.gemm.key, name=g.name, count=g.count, layer=g.layer)
                        for g in gemms], cross=[t.arch for t in targets])
    say(f"{suite.name}: {len(gemms)} distinct GEMMs; exogemm {host_isa}"
        + "".join(f", {t.isa}" for t in targets)
        + f"; TVM {res.tvm_version}, {trials} trials per shape")

    # exogemm libraries
    builds = [build_exogemm(lib_source, host_isa, out, cold, False, say)]
    builds += [build_exogemm(lib_source, t.isa, out, cold, True, say, t.params)
               for t in targets]
    res.exogemm = [asdict(b) for b in builds]

    # TVM: tune (or read the cache), then compile host and cross targets, untuned and tuned
    host = tvm_peer.host_target(1)
    tunings = [tvm_peer.tune(g.gemm, host, trials, progress=say) for g in gemms]
    built: dict[bool, Any] = {}  # tuned -> the host's executable
    tvm_builds = []
    for tuned in (None, tunings):
        b, built[bool(tuned)] = build_tvm(gemms, host, "x86_64", out, tuned, "size")
        tvm_builds.append(b)
        tvm_builds += [cross_tvm_builds(gemms, t, out, tuned, say) for t in targets]
    res.tvm = [asdict(b) for b in tvm_builds]

    # speed on this host, one thread
    tvm_peer.set_threads(1)
    call = exogemm_runner(builds[0])
    columns: dict[str, list[float]] = {"exogemm": [], "tvm": [], "tvm_tuned": []}
    for i, mg in enumerate(gemms):
        ops = _operands(mg.gemm, i)
        index = layer_index(builds[0], mg.gemm)
        once = [x.copy() for x in ops]
        call(index, once)()  # C += A op(B) once, checked like TVM's output
        tvm_peer.check_result(mg.gemm, once[2], *ops)
        run = call(index, [x.copy() for x in ops])
        g = statistics_median(gflops_samples(loop_timer(run), mg.flops, MIN_TIME, SAMPLES, 1))
        columns["exogemm"].append(g)
        for col, tuned in (("tvm", False), ("tvm_tuned", True)):
            fn = built[tuned][f"gemm_{i}"]
            tvm_peer.check(fn, mg.gemm)
            args = tvm_peer.tensors(mg.gemm, *ops)
            columns[col].append(statistics_median(gflops_samples(
                loop_timer(lambda: fn(*args)), mg.flops, MIN_TIME, SAMPLES, 1)))
        say(f"  {mg.gemm.key:22} x{mg.count:<3} " + "  ".join(
            f"{c} {v[-1]:6.1f}" for c, v in columns.items()))
    res.gflops = columns
    res.network_gflops = {c: network(gemms, v) for c, v in columns.items()}
    return res


def statistics_median(xs: list[float]) -> float:
    return float(np.median(xs))


# --------------------------------------------------------------------------- report


def table(res: ModelsResult) -> list[str]:
    """The markdown rows of one suite: one line per library build."""
    rows = []
    net = res.network_gflops
    host = res.host.get("cpu", "")
    for b in res.exogemm:
        speed = f"{net['exogemm']:.1f}" if b["isa"] == native_isa().key else "-"
        cold = (f"{'cold' if b['first_cache'] == 'empty' else 'first'} {b['first_s']:.1f} s "
                f"({b['first_scheduled']} of {len(b['plans'])} plans scheduled by Exo)")
        check = "-" if b["check_ok"] is None else ("pass" if b["check_ok"] else "FAIL")
        rows.append(f"| {res.suite} | exogemm {b['isa']} | {b['text_bytes']:,} | {cold} | "
                    f"{b['warm_s']:.1f} s | {speed} | {check} |")
    for b in res.tvm:
        col = "tvm_tuned" if b["tuned"] else "tvm"
        speed = f"{net[col]:.1f}" if b["target"] == "x86_64" else "-"
        build = f"compile {b['compile_s']:.1f} s"
        if b["tuned"]:
            build += f" + tuning {b['tuning_s']:.0f} s ({b['trials']} trials/shape)"
        check = "-" if b["check_ok"] is None else ("pass" if b["check_ok"] else "FAIL")
        what = "TVM tuned" if b["tuned"] else "TVM untuned"
        if b["tuned"] and b["target"] != "x86_64":
            what = "TVM host-tuned schedules"
        rows.append(f"| {res.suite} | {what} {b['target']} | {b['text_bytes']:,} | {build} | "
                    f"- | {speed} | {check} |")
    return rows


HEADER = ["| suite | library | text bytes | build (exogemm: cold; TVM) | warm build | "
          "host GFLOP/s (network) | cross build under QEMU |",
          "| --- | --- | ---: | --- | --- | ---: | --- |"]


def layer_table(res: ModelsResult) -> list[str]:
    lines = [f"| {res.suite} GEMM | count | exogemm | tvm | tvm_tuned |",
             "| --- | ---: | ---: | ---: | ---: |"]
    for i, g in enumerate(res.gemms):
        lines.append(f"| {g['key']} | {g['count']} | " + " | ".join(
            f"{res.gflops[c][i]:.1f}" for c in ("exogemm", "tvm", "tvm_tuned")) + " |")
    return lines


def markdown(results: list[ModelsResult], command: str) -> list[str]:
    r0 = results[0]
    lines = [f"Measured {time.strftime('%Y-%m-%d')} on {r0.host.get('cpu', '')}, one "
             f"thread, TVM {r0.tvm_version} with {r0.trials} meta_schedule trials per shape; "
             f"regenerate with `{command}`.", "", *HEADER]
    for r in results:
        lines += table(r)
    for r in results:
        lines += ["", *layer_table(r)]
    total = sum(b["tuning_s"] or 0 for r in results for b in r.tvm
                if b["tuned"] and b["target"] == "x86_64")
    lines += ["", f"Total TVM tuning time for these suites: {total:.0f} s "
                  f"({r0.trials} trials per shape; a shape shared by two suites counts twice "
                  f"here but is tuned once)."]
    return lines


def cross_sizes(res: ModelsResult, arch: str) -> list[int]:
    """The text bytes of the cross target `arch`'s builds: exogemm, TVM untuned, TVM tuned
    (the exogemm builds are in the order of res.cross, after the host's)."""
    exo = res.exogemm[1 + res.cross.index(arch)]["text_bytes"]
    return [exo] + [b["text_bytes"] for b in res.tvm if b["target"] == arch]


def plot(results: list[ModelsResult], path: Path) -> Path:
    """Network GFLOP/s on the host, and one code-size panel per cross target."""
    plt = pyplot()
    arches = results[0].cross
    fig, axes = plt.subplots(1, 1 + len(arches), figsize=(5.5 * (1 + len(arches)), 4),
                             squeeze=False)
    axes = axes[0]
    cols = ("exogemm", "tvm", "tvm_tuned")
    for j, r in enumerate(results):
        axes[0].bar([j + (i - 1) * 0.27 for i in range(3)],
                    [r.network_gflops[c] for c in cols], 0.27,
                    color=["C0", "C1", "C2"], label=list(cols) if j == 0 else None)
        for ax, arch in zip(axes[1:], arches):
            ax.bar([j + (i - 1) * 0.27 for i in range(3)],
                   [s / 1024 for s in cross_sizes(r, arch)], 0.27, color=["C0", "C1", "C2"])
    titles = ["network-weighted GFLOP/s, host, 1 thread"] + \
        [f"{arch} code size (text KiB)" for arch in arches]
    for ax, title in zip(axes, titles):
        ax.set_xticks(range(len(results)))
        ax.set_xticklabels([r.suite for r in results])
        ax.set_title(title, fontsize=9)
        ax.grid(axis="y", alpha=0.3)
    axes[0].legend(fontsize=8)
    fig.suptitle(f"exogemm vs TVM {results[0].tvm_version} ({results[0].trials} trials/shape), "
                 f"{results[0].host.get('cpu', '')}", fontsize=9)
    return save_figure(fig, path, dpi=100)


def write_doc(doc: Path, lines: list[str]) -> None:
    """Replace the generated section of the page between its markers."""
    text = doc.read_text()
    if DOC_BEGIN not in text or DOC_END not in text:
        raise ExogemmError(f"{doc} has no {DOC_BEGIN} ... {DOC_END} section to rewrite")
    head, rest = text.split(DOC_BEGIN, 1)
    _, tail = rest.split(DOC_END, 1)
    doc.write_text(head + DOC_BEGIN + "\n" + "\n".join(lines) + "\n" + DOC_END + tail)


def run_cli(args: argparse.Namespace) -> int:
    """`exogemm bench --suite S --tvm-models` / `exogemm bench --model M.onnx --tvm-models`:
    one suite or model, written to -o DIR (default bench/results/tvm-models)."""
    argv = (["--model", args.model] if args.model else [args.suite]) \
        + (["--batch", str(args.model_batch)] if args.model_batch else []) \
        + [a for d in args.dim for a in ("--dim", d)] \
        + (["--quick"] if args.quick else []) \
        + ["--tvm-trials", str(args.tvm_trials or tvm_peer.DEFAULT_TRIALS)] \
        + (["-o", args.output] if args.output else [])
    return main(argv)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m exogemm.bench.tvm_models",
                                description="exogemm's per-model libraries beside TVM's")
    p.add_argument("suites", nargs="*", default=["resnet50", "bert"],
                   help="layer suites (default resnet50 bert), or none with --model")
    p.add_argument("--model", help="an ONNX model instead of the suites")
    p.add_argument("--quick", action="store_true", help="the suites' quick subsets")
    p.add_argument("--tvm-trials", type=int, default=tvm_peer.DEFAULT_TRIALS)
    p.add_argument("--cold", action="store_true",
                   help="also time exogemm's build from an empty build cache")
    p.add_argument("--no-cross", action="store_true",
                   help="host only (no " + ", ".join(t.arch for t in CROSS_TARGETS) + ", QEMU)")
    # --batch / --dim as `exogemm emit-model` takes them, passed on to it (declared here:
    # bench sits below the cli layer)
    p.add_argument("--batch", type=int, dest="model_batch", metavar="N",
                   help="--model: the first dim of every graph input whose first dim is symbolic")
    p.add_argument("--dim", action="append", default=[], metavar="NAME=VALUE",
                   help="--model: the value of a named symbolic dim (repeatable)")
    p.add_argument("-o", "--output", help="directory for the builds, JSON, table and plot")
    p.add_argument("--doc", help="also rewrite this page's measured section (docs/tvm.md)")
    a = p.parse_args(argv)
    if a.tvm_trials < 1:
        p.error("--tvm-trials must be at least 1")
    if a.model and a.quick:
        p.error("--quick takes a built-in suite's subset; an ONNX model's layers are its graph's")
    if (a.model_batch or a.dim) and not a.model:
        p.error("--batch and --dim fix an ONNX model's symbolic dims: they need --model")
    try:
        dims = parse_dims(a.dim)
    except ExogemmError as exc:
        p.error(str(exc))
    sources = [a.model] if a.model else a.suites
    out = Path(a.output) if a.output else RESULTS_DIR / "tvm-models"
    results = [run_models(s, a.quick, a.tvm_trials, out / Path(s).stem, cold=a.cold,
                          cross=not a.no_cross, batch=a.model_batch, dims=dims) for s in sources]
    command = "python -m exogemm.bench.tvm_models " + " ".join(
        (["--model", a.model] if a.model else a.suites)
        + ([f"--batch {a.model_batch}"] if a.model_batch else []) + [f"--dim {d}" for d in a.dim]
        + (["--no-cross"] if a.no_cross else [])
        + (["--quick"] if a.quick else []) + [f"--tvm-trials {a.tvm_trials}"]
        + (["--cold"] if a.cold else []) + ([f"--doc {a.doc}"] if a.doc else []))
    lines = markdown(results, command)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    (out / f"tvm-models-{stamp}.json").write_text(
        json.dumps([asdict(r) for r in results], indent=1))
    (out / f"tvm-models-{stamp}.md").write_text("\n".join(lines) + "\n")
    print("\n".join(lines))
    png = plot(results, out / f"tvm-models-{stamp}.png")
    if a.doc:
        shutil.copy(png, Path(a.doc).with_suffix(".png"))
        write_doc(Path(a.doc), lines)
    print(f"wrote {out}/tvm-models-{stamp}.json, .md, .png")
    return 0


if __name__ == "__main__":
    sys.exit(main())
