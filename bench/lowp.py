"""`exogemm bench --dtype int8|bf16|fp16 --suite square|resnet50|bert|...`: low-precision GEMMs of
a suite, exogemm against the peers' int8 / bf16 GEMMs and the dot-instruction peak, all
measured in one process, interleaved.

Libraries (each one that cannot run is listed as skipped, with the reason):
  exogemm       exogemm.gemm on the NumPy operands (the k-grouped GEMM, gen/c/lowp_gemm.py)
  mkl           MKL's cblas_gemm_s8u8s32 (its A is the unsigned operand, as vpdpbusd's) and
                cblas_gemm_bf16bf16f32, from the `mkl` wheel (bench/peers/discover.py), through
                ctypes. On AMD CPUs MKL takes a path without VNNI / AVX512-BF16; its int8
                results there are wrong (seen on Zen 5 with MKL 2026.2: garbage in some columns
                even where no int16 pair sum can saturate), so results are checked, below.
  onnxruntime   ONNX Runtime's MatMulInteger (MLAS, VNNI where the CPU has it) on a one-node
                model, output bound to a preallocated array; its CPU provider has no bf16
                MatMul, so bf16 lists it as skipped.
  torch         PyTorch's CPU GEMMs where torch is installed (not an extra: PyPI's x86-64
                Linux wheel pulls the CUDA libraries, gigabytes; install its CPU build):
                int8 `torch._int_mm` (u8 x s8 -> s32, oneDNN), bf16 `torch.mm` on bf16
                tensors (oneDNN, AVX512-BF16 where the CPU has it). torch has no CPU
                bf16 x bf16 -> f32 mm, so its bf16 C is bf16 (rounded from its f32 sums: it
                writes half the bytes of the others' f32 C).
Every library gets the same row-major op(A) (M x K) and op(B) (K x N), C = op(A) op(B).

How: per shape, each library's call is repeated until a sample lasts `min_time`, one warm-up,
then `rounds` samples taken in rotated order together with a sample of the dot peak
(bench/timing/peak.py, same instruction the kernels use); the median (and min) is reported. int8
results are compared with exogemm's, which the tests check exactly against NumPy's int64
product: a peer whose result differs is marked `inexact` (bf16: within 1e-2 relative); and
for int8 every library also multiplies the operands where int8 GEMMs go wrong (the ends of
the ranges, random full-range values: bench/exactness.py), whose table the report prints.

Output: per layer GOP/s, % of the dot peak and exogemm / peer ratios; the network-weighted
rate (sum of count x ops over sum of count x time) per library; JSON + PNG in bench/results.
"""

from __future__ import annotations

import ctypes
import importlib.util
import statistics
import textwrap
import time
from dataclasses import asdict, dataclass, field
from typing import Callable

import ml_dtypes
import numpy as np

from exogemm.api.gemm import gemm
from exogemm.bench import exactness
from exogemm.bench.peers import onnxruntime as onnxruntime_peer
from exogemm.bench.peers.discover import Peer, discover
from exogemm.bench.report import (
    SKIPPED,
    geomean,
    host_info,
    measured,
    print_result,
    pyplot,
    require_native,
    save_figure,
    save_results,
    skipped_lines,
)
from exogemm.bench.timing.ctimer import calibrate_reps, loop_timer
from exogemm.bench.timing.peak import PeakProbe
from exogemm.bench.workers import rotated
from exogemm.core.dtype import DType, get_dtype
from exogemm.core.host import host_cpu
from exogemm.gen.check.kernel import random_operand
from exogemm.isa.base import VectorIsa
from exogemm.models.suites import Suite, get_suite, suite_label

ROW_MAJOR, COL_MAJOR, NO_TRANS, FIX_OFFSET = 101, 102, 111, 171
SQUARES = (256, 512, 1024, 2048, 4096)
TORCH_MISSING = ("not installed: install PyTorch's CPU build (PyPI's x86-64 Linux wheel pulls "
                 "the CUDA libraries, gigabytes, so it is no extra of exogemm's)")

#: A library's GEMM on prepared operands: run(A, B, C) writes C = A @ B.
Run = Callable[[np.ndarray, np.ndarray, np.ndarray], None]


@dataclass
class Library:
    name: str
    about: str  # version / path, or SKIPPED + reason
    run: Run | None = None
    set_threads: Callable[[int], None] = lambda n: None
    #: The element type of the C this library writes, when not the datatype's (torch's bf16).
    c_dtype: np.dtype | None = None

    def new_c(self, d: DType, M: int, N: int) -> np.ndarray:
        """A zeroed M x N C of the element type this library writes."""
        return np.zeros((M, N), self.c_dtype or d.numpy_c)


def exogemm_library(threads: int) -> Library:
    return Library("exogemm", "exogemm.gemm (k-grouped GEMM)",
                   lambda A, B, C: gemm(A, B, C, threads=threads))


#: The reference row: exogemm's own FP32 GEMM on the same shapes, so that the low-precision
#: speed-up over FP32 (what low precision is for) is measured in the same interleaved run.
F32_REFERENCE = "exogemm-f32"


def exogemm_f32_library(threads: int) -> Library:
    """exogemm.gemm on float32 copies of the operands (made once per shape, before timing,
    with a float32 C of its own); its result is not the datatype's, so it is not compared."""
    # the shape's operands and their copies; holding A and B themselves means a later shape's
    # arrays can never be taken for them (an id alone can be reused once they are freed)
    prepared: list[np.ndarray] = []

    def run(A: np.ndarray, B: np.ndarray, C: np.ndarray) -> None:
        if not prepared or prepared[0] is not A or prepared[1] is not B:
            prepared[:] = [A, B, A.astype(np.float32), B.astype(np.float32),
                           np.zeros(C.shape, np.float32)]
        gemm(*prepared[2:], threads=threads)

    return Library(F32_REFERENCE, "exogemm.gemm in FP32 on the same shapes (the reference "
                   "the low-precision speed-up is measured against)", run)


def mkl_library(d: DType) -> Library:
    found = discover(("mkl",), warn=False)["mkl"]
    if not isinstance(found, Peer):
        return Library("mkl", SKIPPED + found.reason)
    if d.name not in ("u8s8s32", "bf16f32", "f16"):
        return Library("mkl", SKIPPED + f"MKL has no {d.name} GEMM (its int8 one is "
                                        f"cblas_gemm_s8u8s32: u8 x s8)")
    mkl, ptr = found.handle, ctypes.c_void_p

    def run(A: np.ndarray, B: np.ndarray, C: np.ndarray) -> None:
        (M, K), N = A.shape, B.shape[1]
        if d.name == "f16":  # MKL_F16 is the half's 16-bit word; alpha 1, beta 0
            one, zero = ctypes.c_uint16(0x3C00), ctypes.c_uint16(0)
            mkl.cblas_hgemm(ROW_MAJOR, NO_TRANS, NO_TRANS, M, N, K, one, ptr(A.ctypes.data), K,
                            ptr(B.ctypes.data), N, zero, ptr(C.ctypes.data), N)
        elif d.exact:
            zero = ctypes.c_int32(0)
            mkl.cblas_gemm_s8u8s32(ROW_MAJOR, NO_TRANS, NO_TRANS, FIX_OFFSET, M, N, K,
                                   ctypes.c_float(1.0), ptr(A.ctypes.data), K, ctypes.c_byte(0),
                                   ptr(B.ctypes.data), N, ctypes.c_byte(0), ctypes.c_float(0.0),
                                   ptr(C.ctypes.data), N, ctypes.byref(zero))
        else:  # row-major C = A B as the column-major C^T = B^T A^T
            mkl.cblas_gemm_bf16bf16f32(COL_MAJOR, NO_TRANS, NO_TRANS, N, M, K,
                                       ctypes.c_float(1.0), ptr(B.ctypes.data), N,
                                       ptr(A.ctypes.data), K, ctypes.c_float(0.0),
                                       ptr(C.ctypes.data), N)

    what = ("cblas_hgemm" if d.name == "f16" else "cblas_gemm_s8u8s32" if d.exact
            else "cblas_gemm_bf16bf16f32")
    return Library("mkl", f"MKL {found.version or ''} {what} ({found.library_path})".strip(),
                   run, found.set_threads)


def onnxruntime_library(d: DType, threads: int) -> Library:
    why = onnxruntime_peer.missing()
    if why:
        return Library("onnxruntime", SKIPPED + why)
    if d.name != "u8s8s32":
        return Library("onnxruntime", SKIPPED + f"its CPU provider has no {d.name} MatMul")
    session = onnxruntime_peer.one_node_session(
        "MatMulInteger", [("A", np.uint8, ["M", "K"]), ("B", np.int8, ["K", "N"])],
        ("Y", np.int32, ["M", "N"]), threads)
    return Library("onnxruntime", f"ONNX Runtime {onnxruntime_peer.version()} MatMulInteger "
                   f"(MLAS), {threads} thread(s)",
                   onnxruntime_peer.runner(session, ["A", "B"], "Y"))


def _torch_view(torch, a: np.ndarray):
    """`a` as a torch tensor sharing its memory (bf16 through its 16-bit pattern: torch
    cannot take NumPy's ml_dtypes.bfloat16 directly)."""
    if a.dtype == ml_dtypes.bfloat16:
        return torch.from_numpy(a.view(np.int16)).view(torch.bfloat16)
    return torch.from_numpy(a)


def torch_library(d: DType) -> Library:
    if importlib.util.find_spec("torch") is None:
        return Library("torch", SKIPPED + TORCH_MISSING)
    if d.name not in ("u8s8s32", "bf16f32", "f16"):
        return Library("torch", SKIPPED + f"no {d.name} CPU GEMM in torch")
    import torch

    last: list = [None, None]  # (key, tensors) of the last call: no conversion per repeat

    def tensors(A: np.ndarray, B: np.ndarray, C: np.ndarray) -> tuple:
        key = tuple((x.ctypes.data, x.shape) for x in (A, B, C))
        if last[0] != key:
            last[:] = [key, tuple(_torch_view(torch, x) for x in (A, B, C))]
        return last[1]

    def run(A: np.ndarray, B: np.ndarray, C: np.ndarray) -> None:
        a, b, c = tensors(A, B, C)
        if d.exact:
            torch._int_mm(a, b, out=c)
        else:
            torch.mm(a, b, out=c)

    what = ("torch._int_mm" if d.exact else "torch.mm on float16" if d.name == "f16"
            else "torch.mm on bfloat16 (C in bfloat16)")
    return Library("torch", f"PyTorch {torch.__version__} {what}", run, torch.set_num_threads,
                   np.dtype(ml_dtypes.bfloat16) if d.name == "bf16f32" else None)


def libraries(d: DType, threads: int) -> list[Library]:
    return [exogemm_library(threads), exogemm_f32_library(threads), mkl_library(d),
            onnxruntime_library(d, threads), torch_library(d)]


@dataclass
class Shape:
    name: str
    M: int
    N: int
    K: int
    count: int = 1
    seconds: dict[str, float] = field(default_factory=dict)  # median per library
    best: dict[str, float] = field(default_factory=dict)  # min per library
    inexact: list[str] = field(default_factory=list)  # peers whose result differs

    @property
    def ops(self) -> float:
        return 2.0 * self.M * self.N * self.K

    def gops(self, lib: str) -> float | None:
        s = self.seconds.get(lib)
        return self.ops / s / 1e9 if s else None


@dataclass
class LowpResult:
    suite: str
    dtype: str
    threads: int
    libraries: dict[str, str]
    shapes: list[Shape]
    peak_samples: list[float] = field(default_factory=list)
    host: dict = field(default_factory=dict)
    seconds: float = 0.0
    #: Integer datatypes: each library on the operands where int8 GEMMs go wrong
    #: (bench/exactness.py), reported beside the rates.
    exactness: list[exactness.Exactness] = field(default_factory=list)

    @property
    def peak(self) -> float:
        """The dot peak of `threads` cores (the median one-core sample x threads)."""
        return statistics.median(self.peak_samples) * self.threads

    def weighted(self, lib: str) -> float | None:
        """Network-weighted GOP/s: sum of count x ops over sum of count x time."""
        if any(lib not in s.seconds for s in self.shapes):
            return None
        return (sum(s.count * s.ops for s in self.shapes)
                / sum(s.count * s.seconds[lib] for s in self.shapes) / 1e9)

    def to_json(self) -> dict:
        return dict(asdict(self), peak_gops=self.peak,
                    weighted_gops={n: self.weighted(n) for n in measured(self.libraries)})


def suite_shapes(suite: str | Suite, sizes: list[int] | None, quick: bool) -> list[Shape]:
    if suite == "square":
        return [Shape(f"n={n}", n, n, n) for n in sizes or SQUARES]
    return [Shape(x.name, *x.gemm, count=x.count) for x in get_suite(suite).layers(quick=quick)]


def _agrees(d: DType, ours: np.ndarray, theirs: np.ndarray) -> bool:
    if d.exact:
        return bool(np.array_equal(ours, theirs))
    theirs = theirs.astype(ours.dtype)
    scale = max(1.0, float(np.abs(ours).max(initial=0)))
    return bool(np.abs(ours - theirs).max(initial=0) <= 1e-2 * scale)


def measure_shape(shape: Shape, d: DType, libs: list[Library], probe: PeakProbe,
                  peaks: list[float], rounds: int, min_time: float,
                  rng: np.random.Generator) -> None:
    A = random_operand(d.numpy_a, (shape.M, shape.K), rng, words=False)
    B = random_operand(d.numpy_b, (shape.K, shape.N), rng, words=False)
    outs = {lib.name: lib.new_c(d, shape.M, shape.N) for lib in libs}
    timers = {lib.name: loop_timer(lambda lib=lib: lib.run(A, B, outs[lib.name])) for lib in libs}
    reps = {name: calibrate_reps(t, min_time) for name, t in timers.items()}  # + warm-up
    samples: dict[str, list[float]] = {name: [] for name in timers}
    for r in range(rounds):
        for name in rotated(list(timers), r):
            samples[name].append(timers[name](reps[name]) / reps[name])
        peaks.append(probe.sample())
    shape.seconds = {n: statistics.median(s) for n, s in samples.items()}
    shape.best = {n: min(s) for n, s in samples.items()}
    shape.inexact = [n for n in outs if n not in ("exogemm", F32_REFERENCE)
                     and not _agrees(d, outs["exogemm"], outs[n])]


def run_suite(suite: str | Suite, dtype: str, isa: VectorIsa, *, threads: int = 1,
              sizes: list[int] | None = None, quick: bool = False,
              say: Callable[[str], None] = print) -> LowpResult:
    """Time the suite's shapes (the square suite's, a layer suite's or a model's, `suite` a
    name or a Suite) in `dtype` with every library, interleaved."""
    require_native(isa, f"{suite_label(suite)} {dtype}")
    d = get_dtype(dtype)
    started = time.time()
    libs = libraries(d, threads)
    for lib in libs:
        lib.set_threads(threads)
    runnable = [lib for lib in libs if lib.run]
    probe = PeakProbe(isa, 0.05, d)
    res = LowpResult(suite_label(suite), d.name, threads, {lib.name: lib.about for lib in libs},
                     suite_shapes(suite, sizes, quick))
    if d.exact:
        res.exactness = exactness.measure(d, {lib.name: lib.run for lib in runnable
                                              if lib.name != F32_REFERENCE})
    rng = np.random.default_rng(0)
    for shape in res.shapes:
        measure_shape(shape, d, runnable, probe, res.peak_samples, 3 if quick else 5,
                      0.02 if quick else 0.05, rng)
        say(f"  {shape.name}: " + ", ".join(f"{n} {shape.gops(n):.0f}" for n in shape.seconds)
            + " GOP/s")
    res.seconds, res.host = time.time() - started, host_info()
    return res


def format_table(res: LowpResult) -> list[str]:
    libs = measured(res.libraries)
    peers = [n for n in libs if n != "exogemm"]
    lines = [f"# {res.suite} in {res.dtype}, {res.threads} thread(s), on {res.host['cpu']}",
             f"# dot-instruction peak {res.peak:.0f} GOP/s (median of {len(res.peak_samples)} "
             "samples in the run); GOP/s = 2MNK / median time",
             f"{'layer':22} {'M':>7} {'N':>5} {'K':>5} {'x':>3} "
             + " ".join(f"{n[:11]:>11}" for n in libs) + "  %peak "
             + " ".join(f"{'/' + n[:8]:>9}" for n in peers)]
    for s in res.shapes:
        g = s.gops("exogemm")
        cells = " ".join(f"{s.gops(n):10.1f}{'*' if n in s.inexact else ' '}" for n in libs)
        ratios = " ".join(f"{g / s.gops(n):9.2f}" for n in peers)
        flag = "  (* inexact: " + ", ".join(s.inexact) + ")" if s.inexact else ""
        lines.append(f"{s.name[:22]:22} {s.M:7d} {s.N:5d} {s.K:5d} {s.count:3d} {cells} "
                     f"{100 * g / res.peak:5.1f}% {ratios}{flag}")
    w = {n: res.weighted(n) for n in libs}
    lines.append(f"{'network-weighted':22} {'':23} "
                 + " ".join(f"{w[n]:11.1f}" for n in libs)
                 + f" {100 * w['exogemm'] / res.peak:5.1f}% "
                 + " ".join(f"{w['exogemm'] / w[n]:9.2f}" for n in peers))
    for n in peers:
        gm = geomean(s.gops("exogemm") / s.gops(n) for s in res.shapes)
        lines.append(f"geomean exogemm / {n}: {gm:.2f}")
    lines += [f"{n}: {about}" for n, about in res.libraries.items()
              if not about.startswith(SKIPPED)]
    if res.exactness:
        lines += ["", *exactness.format_exactness(get_dtype(res.dtype), res.exactness)]
    skipped = skipped_lines(res.libraries)
    return lines + (["skipped:", *skipped] if skipped else [])


def plot(res: LowpResult, path) -> object:
    plt = pyplot()
    libs = measured(res.libraries)
    fig, ax = plt.subplots(figsize=(max(6, 0.5 * len(res.shapes) + 2), 4))
    width = 0.8 / len(libs)
    for i, n in enumerate(libs):
        ax.bar([x + i * width for x in range(len(res.shapes))],
               [100 * s.gops(n) / res.peak for s in res.shapes], width, label=n)
    ax.axhline(100, color="k", lw=0.8)
    ax.set_xticks([x + 0.4 - width / 2 for x in range(len(res.shapes))],
                  [s.name for s in res.shapes], rotation=70, fontsize=7)
    ax.set_ylabel(f"% of the {res.dtype} dot peak ({res.peak:.0f} GOP/s)")
    ax.set_title(textwrap.fill(f"{res.suite} {res.dtype}, {res.threads} thread(s), "
                               f"{res.host['cpu']}", 100), fontsize=7)
    ax.legend(fontsize=7)
    return save_figure(fig, path.with_suffix(".png"), 120)


def run_suite_cli(suite: str | Suite, dtype: str, isa: VectorIsa, args) -> int:
    say = print if not args.json else (lambda s: None)
    name = suite_label(suite)
    if not args.json:
        print(f"# {name} {dtype} on {host_cpu().describe()} ...")
    for threads in args.threads or [1]:
        res = run_suite(suite, dtype, isa, threads=threads, sizes=args.sizes,
                        quick=args.quick, say=say)
        print_result(res, args.json, format_table)
        save_results(res.to_json(), args.output, f"{name}-{res.dtype}-t{threads}", say,
                     [(".png", lambda p, res=res: plot(res, p))])
    return 0
