"""The workbench: one module for working on a micro-kernel by hand, in a notebook or a script.

Everything the interactive workflow needs, under names that stay put while the modules
behind them move:

    from exogemm.workbench import *

    isa = get_isa("avx512")                     # or describe your own: VectorIsa(...)
    tile = make_tile(4, 24, isa)                # checked against the register budget
    p = reference(tile)                         # the plain-loop micro-kernel, named for the tile
    p = apply_step(p, tile, "stage_c_tile")     # one named rewrite of the recipe (Exo-checked)
    p = schedule(tile, through="unroll_vectors")    # or the recipe up to a step
    show_steps(tile)                            # the proc after every step (`exogemm show`)
    src = emit_proc(p, tile)                    # C + header of a proc you scheduled yourself
    src = emit_kernel(tile)                     # ... or of the whole recipe (cached)
    print(validate(tile, src))                  # against NumPy: natively, or under QEMU
    print(time_kernels(tile, src))              # GFLOP/s against the measured FMA peak
    print(inspect_kernel(tile, src).summary())  # FMAs, loads and spills per k step

Its scheduling calls hold the process-wide Exo lock (gen/cache.py `exo_lock`): Exo and its
SMT solver are not thread-safe, so threads working at once take turns there.
Importing this module imports Exo (it schedules); `import exogemm` does not import it, so
the GEMM runtime never pays for the workbench. Each function here is a thin door onto the
implementation (exogemm.isa, exogemm.plan.tile, exogemm.procs.microkernel, exogemm.gen.*,
exogemm.bench.*), which may be reorganized; code written against these names keeps working.
`__all__` lists the public names and tests/test_workbench.py pins them.
"""

from __future__ import annotations

import statistics
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from exogemm.bench.kernels import time_interleaved
from exogemm.bench.timing.peak import Peak
from exogemm.bench.timing.peak import measure_peak as _measure_peak
from exogemm.core import exo_speed
from exogemm.core.errors import (
    ExogemmError,
    RegisterBudgetError,
    ToolchainMissingError,
    UnknownIsaError,
    UnknownStepError,
    UnsupportedCpuError,
    check_positive_int,
)
from exogemm.gen.c.native import NativeKernels, build_native
from exogemm.gen.cache import exo_lock
from exogemm.gen.check.inspect import LoopReport
from exogemm.gen.check.inspect import inspect_kernel as _inspect_kernel
from exogemm.gen.check.kernel import SWEEP_KC
from exogemm.gen.check.pipeline import validate as _validate
from exogemm.gen.check.verdict import Verdict
from exogemm.gen.exo.kernel_source import KernelSource
from exogemm.gen.exo.kernels import Procedure, emit_microkernel, emit_microkernels
from exogemm.gen.exo.kernels import emit_proc as _emit_proc
from exogemm.isa import get_isa as _get_isa
from exogemm.isa import isa_parameters as _isa_parameters
from exogemm.isa import known_isas as _known_isas
from exogemm.isa.base import AsmPatterns, CTemplates, Toolchain, VectorIsa
from exogemm.plan.tile import Tile
from exogemm.plan.tile import default_tile as _default_tile
from exogemm.plan.tile import make_tile as _make_tile
from exogemm.procs.microkernel import MICROKERNEL_RECIPE, schedule_microkernel, step_printer
from exogemm.procs.recipe import Recipe
from exogemm.procs.reference import microkernel

# the workbench schedules interactively: the same Exo, without its per-check overheads
exo_speed.apply()

__all__ = [  # noqa: RUF022 (grouped by workflow step, in the order of the module)
    # describing and choosing an ISA
    "VectorIsa", "CTemplates", "Toolchain", "AsmPatterns",
    "known_isas", "isa_parameters", "get_isa", "why_not_runnable",
    # tiles
    "Tile", "make_tile", "default_tile",
    # the recipe and its steps
    "Procedure", "Step", "recipe", "step_names", "get_step", "reference", "apply_step",
    "schedule", "show_steps",
    # C
    "KernelSource", "emit_kernel", "emit_kernels", "emit_proc", "NativeKernels",
    "compile_native",
    # validation
    "VALIDATION_KCS", "Verdict", "Validation", "validate",
    # timing
    "Peak", "Timing", "Benchmark", "measure_peak", "time_kernels",
    # assembly
    "LoopReport", "inspect_kernel",
    # errors a notebook user may want to catch
    "ExogemmError", "UnknownIsaError", "UnknownStepError", "RegisterBudgetError",
    "ToolchainMissingError", "UnsupportedCpuError",
]

#: A recipe step: `step(proc, tile) -> proc`, an equivalent proc that Exo has checked.
Step = Callable[[Procedure, Tile], Procedure]

#: The depths (kc) `validate` runs each kernel at unless told otherwise: 1 and 7 (shorter
#: than any unrolling), 64 and 256 (typical), 1000 (a long accumulation).
VALIDATION_KCS: tuple[int, ...] = tuple(SWEEP_KC)


# --------------------------------------------------------------------------- ISAs


def known_isas() -> list[str]:
    """The names `get_isa` accepts: one per module in isa/ (so a new file shows up here)."""
    return _known_isas()


def isa_parameters(name: str) -> dict[str, object]:
    """The parameters ISA `name` takes and their defaults (rvv: {'vlen': 128, 'lmul': 1}),
    so you know what `get_isa(name, ...)` accepts before calling it."""
    return _isa_parameters(name)


def get_isa(name: str, **params: int) -> VectorIsa:
    """The description of a registered ISA, e.g. `get_isa("rvv", vlen=256, lmul=1)`.

    The description is what every schedule reads (lanes, registers, C templates, toolchain);
    a typo in the name or a parameter raises UnknownIsaError listing what is allowed. To try
    an ISA that is not registered, build a `VectorIsa(...)` yourself and pass it to
    `make_tile` like any other.
    """
    return _get_isa(name, **params)


def why_not_runnable(isa: VectorIsa) -> str | None:
    """None if this machine can build and run `isa`'s kernels, else the reason.

    Checks the compiler (and, for a cross ISA, the emulator) on PATH — the reason then names
    the apt command — and, for a native ISA, that this CPU has the instructions. Ask before
    `validate` or `time_kernels` to skip with a reason instead of failing half way.
    """
    try:
        isa.toolchain.require()
    except ToolchainMissingError as exc:
        return str(exc)
    return isa.runnable_here()


# --------------------------------------------------------------------------- tiles


def make_tile(mr: int, nr: int, isa: VectorIsa) -> Tile:
    """The mr x nr micro-kernel tile on `isa`, checked before any scheduling.

    Raises ShapeError for a non-positive size and RegisterBudgetError when the tile needs
    more vector registers than the ISA has (mr x ceil(nr/lanes) for C, ceil(nr/lanes) for a
    row of B, plus the ISA's reserved ones), with the count it needs and the largest mr that
    fits.
    """
    return _make_tile(mr, nr, isa)


def default_tile(isa: VectorIsa) -> Tile:
    """The ISA's best micro-kernel tile: the register-feasible shape with the most flops per
    load (nr a whole number of vectors), what `exogemm show/emit/inspect` use by default."""
    return _default_tile(isa)


# --------------------------------------------------------------------------- the recipe


def recipe() -> Recipe[Step]:
    """The micro-kernel recipe: its (name, step) pairs in order. Immutable: edit it by step
    name (`insert_after`, `insert_before`, `replace`, `without` return a new recipe) and
    pass the result to `schedule(tile, recipe=...)`.

    Each step is a plain function `step(proc, tile) -> proc` that never names an ISA; the
    README's schedule table says what each achieves.
    """
    return MICROKERNEL_RECIPE


def step_names() -> list[str]:
    """The recipe's step names in order: what `apply_step`, `schedule(through=...)`,
    `show_steps(step=...)` and `exogemm show --step` accept."""
    return MICROKERNEL_RECIPE.names()


def get_step(name: str) -> Step:
    """The recipe's step function called `name`; UnknownStepError lists the valid names."""
    return MICROKERNEL_RECIPE.step(name)


def reference(tile: Tile) -> Procedure:
    """The unscheduled micro-kernel for `tile`: C[0:mr, 0:nr] += Ac^T Bc in plain loops
    (k, i, j), already named `tile.name`. Every schedule, by hand or by recipe, starts here,
    and Exo checks that each rewrite computes exactly what this proc does."""
    with exo_lock():
        return microkernel(tile.mr, tile.nr, tile.name)


def apply_step(proc: Procedure, tile: Tile, name: str) -> Procedure:
    """Apply the one recipe step called `name` to `proc` (scheduled up to the step before
    it), to watch the recipe work a step at a time."""
    with exo_lock():
        return get_step(name)(proc, tile)


def schedule(tile: Tile, through: str | None = None,
             recipe: Recipe[Step] | None = None) -> Procedure:
    """The reference kernel after the recipe's steps up to and including `through` (the
    whole recipe if None): the scheduled kernel `emit_kernel` compiles, or an intermediate
    stage to continue by hand. `recipe`: an edited recipe (see `recipe()`) to run instead."""
    with exo_lock():
        return schedule_microkernel(tile, recipe=(recipe or MICROKERNEL_RECIPE).through(through))


def show_steps(tile: Tile, step: str | None = None,
               out: Callable[[str], None] = print) -> Procedure:
    """Print the reference and the proc after every recipe step (only `step` if given), in
    the format of `exogemm show`; returns the proc after the last step run.

    With `step`, the recipe runs only up to that step, so asking for an early step is quick
    (`step="reference"` prints the unscheduled kernel). `out` receives each printed block
    (default: print), e.g. `lines.append` to collect them.
    """
    trace = step_printer(step, out)
    if step == "reference":
        trace(step, reference(tile))
        return reference(tile)
    with exo_lock():
        return schedule_microkernel(tile, trace=trace, recipe=MICROKERNEL_RECIPE.through(step))


# --------------------------------------------------------------------------- C


def emit_kernel(tile: Tile) -> KernelSource:
    """C and header of the whole recipe's kernel for `tile`, cached (~/.cache/exogemm or
    $EXOGEMM_CACHE) by a hash of everything that shapes it, so a second call is instant.

    Besides Exo's entry point the C has a plain-pointer one, `<name>_ldc(kc, Ac, Bc, C, ldc)`.
    """
    return emit_microkernel(tile)


def emit_kernels(tiles: Sequence[Tile], jobs: int | None = None) -> list[KernelSource]:
    """`emit_kernel` for many tiles; kernels not yet cached are scheduled in `jobs` worker
    processes (default: every core) when their ISA is registered, else one after another."""
    return emit_microkernels(list(tiles), jobs=jobs)


def emit_proc(proc: Procedure, tile: Tile) -> KernelSource:
    """C and header of a proc you scheduled yourself (not cached), with the same
    plain-pointer entry as `emit_kernel`, ready for `validate`, `time_kernels` and
    `inspect_kernel`.

    The kernel is emitted under `tile.name` (the proc is renamed if needed), since that is
    the name the validation and timing harnesses call. `proc` must compute the tile's
    micro-kernel: start from `reference(tile)` and let Exo's rewrites keep it equivalent.
    """
    with exo_lock():
        return _emit_proc(proc, tile)


def _as_list(items, kind: type) -> list:
    return [items] if isinstance(items, kind) else list(items)


def _one_isa(tiles: list[Tile]) -> VectorIsa:
    if not tiles:
        raise ExogemmError("no tiles given")
    isas = {t.isa.key for t in tiles}
    if len(isas) > 1:
        raise ExogemmError(f"tiles of one ISA at a time, got {', '.join(sorted(isas))}")
    return tiles[0].isa


def compile_native(isa: VectorIsa, sources: KernelSource | Sequence[KernelSource]
                   ) -> NativeKernels:
    """Compile kernels for this CPU with the ISA's flags and load them into this process
    (cffi; the built module is cached), to call them on NumPy arrays:

        kernels.call(tile.name, kc, Ac, Bc, C.reshape(-1), ldc)   # C tile += Ac^T Bc

    `Ac` is kc x mr, `Bc` kc x nr (float32, C-contiguous), `C` a flat float32 buffer holding
    the tile at row stride `ldc`. Raises unless the ISA runs natively here.
    """
    return build_native(isa, _as_list(sources, KernelSource))


# --------------------------------------------------------------------------- validation


@dataclass(frozen=True)
class Validation:
    """The verdicts of one `validate` call: print it for a one-line summary (plus one line
    per failing case), or read `ok`, `worst` and `verdicts`."""

    isa: str
    runs_as: str
    verdicts: tuple[Verdict, ...]  # one per kernel and kc (a verdict's group: its kernel)
    kcs: list[int]  # the depths every kernel ran at, sorted

    @property
    def ok(self) -> bool:
        """Every kernel at every kc within the rounding bound, every canary intact."""
        return all(v.ok for v in self.verdicts)

    @property
    def worst(self) -> float:
        """The largest error seen, as a multiple of its rounding bound (<= 1 passes)."""
        return max(v.max_error_over_tolerance for v in self.verdicts)

    @property
    def canaries_intact(self) -> bool:
        """No kernel wrote outside its C tile."""
        return all(v.canaries_intact for v in self.verdicts)

    @property
    def kernels(self) -> list[str]:
        """The kernel names validated, sorted."""
        return sorted({v.group for v in self.verdicts})

    @property
    def failures(self) -> list[Verdict]:
        """The cases that failed (empty when `ok`)."""
        return [v for v in self.verdicts if not v.ok]

    def __str__(self) -> str:
        line = (f"[{self.isa}] {', '.join(self.kernels)} validated: {self.ok} "
                f"(kc = {', '.join(map(str, self.kcs))}; worst error {self.worst:.2f} x the "
                f"rounding bound; canaries intact: {self.canaries_intact}; {self.runs_as})")
        failed = [(f"  FAILED {v.label}: error {v.max_error:.3g} = "
                   f"{v.max_error_over_tolerance:.3g} x the bound, canaries "
                   f"{'intact' if v.canaries_intact else 'OVERWRITTEN'}") for v in self.failures]
        return "\n".join([line, *failed])


def _runs_as(isa: VectorIsa) -> str:
    if isa.toolchain.native:
        return "run natively, in process"
    return "run under " + " ".join(isa.toolchain.runner)


def validate(tiles: Tile | Sequence[Tile],
             sources: KernelSource | Sequence[KernelSource] | None = None,
             kcs: Sequence[int] = VALIDATION_KCS, seed: int = 0) -> Validation:
    """Run each tile's kernel at every kc on random data in [-1, 1] and judge it against a
    float64 NumPy reference: every element within gamma_(kc+1) (|C0| + |A||B|), every
    element around the tile (canaries) bit-identical.

    `sources` are the kernels to run (e.g. from `emit_proc`); by default the recipe's
    (`emit_kernels`). Native ISAs run in this process; cross ISAs run as a program built with
    the ISA's toolchain under its emulator (QEMU), each panel ending at an inaccessible page.
    All tiles must be of one ISA. See `why_not_runnable` to skip cleanly where they cannot run.
    """
    tile_list = _as_list(tiles, Tile)
    isa = _one_isa(tile_list)
    source_list = None if sources is None else _as_list(sources, KernelSource)
    verdicts = _validate(isa, tile_list, kcs=tuple(kcs), seed=seed, sources=source_list)
    return Validation(isa.key, _runs_as(isa), tuple(verdicts), sorted(set(kcs)))


# --------------------------------------------------------------------------- timing


@dataclass(frozen=True)
class Timing:
    """One kernel's speed: the median GFLOP/s of its samples at depth kc (panels in L1),
    and that as a share of the FMA peak measured in the same run."""

    name: str
    mr: int
    nr: int
    kc: int
    gflops: float
    samples: tuple[float, ...]
    peak_gflops: float

    @property
    def percent_of_peak(self) -> float:
        """100 x gflops / the single-core FMA peak."""
        return 100.0 * self.gflops / self.peak_gflops

    def __str__(self) -> str:
        return (f"{self.name}: {self.gflops:.1f} GFLOP/s at kc={self.kc}, "
                f"{self.percent_of_peak:.1f}% of the {self.peak_gflops:.1f} GFLOP/s peak")


@dataclass(frozen=True)
class Benchmark:
    """What `time_kernels` measured: the peak (samples interleaved with the kernels') and
    one Timing per kernel. Print it for a table."""

    peak: Peak
    timings: tuple[Timing, ...]

    def __str__(self) -> str:
        rows = [(f"measured FMA peak: {self.peak.gflops:.1f} GFLOP/s ({self.peak.isa}, one "
                 f"core, {self.peak.accumulators} accumulators)"),
                f"{'kernel':24s} {'kc':>5s} {'GFLOP/s':>8s} {'% of peak':>9s}"]
        rows += [f"{t.name:24s} {t.kc:5d} {t.gflops:8.1f} {t.percent_of_peak:8.1f}%"
                 for t in self.timings]
        return "\n".join(rows)


def measure_peak(isa: VectorIsa, samples: int = 7, seconds: float = 0.1) -> Peak:
    """This core's FP32 FMA peak for a native ISA: the median GFLOP/s of `samples` runs of a
    loop of independent FMAs written from the ISA's own C templates (about `seconds` each),
    the ceiling micro-kernels are compared with (`exogemm peak`)."""
    return _measure_peak(isa, samples=samples, seconds=seconds)


def time_kernels(tiles: Tile | Sequence[Tile],
                 sources: KernelSource | Sequence[KernelSource] | None = None,
                 samples: int = 5, seconds: float = 0.1) -> Benchmark:
    """Time kernels in C against the FMA peak, as `exogemm bench --kernels` does.

    Each kernel runs back to back on panels sized to stay in L1 (kc near 256); a sample is
    enough calls to last `seconds`, and every kernel sample is followed by a peak sample, so
    both see the same machine load and % of peak divides like by like. `sources` default to
    the recipe's kernels; pass `emit_proc`'s to time your own schedule. It measures speed
    only: `validate` a kernel first. Native ISAs only (time under an emulator means
    nothing; `inspect_kernel` is the static check for cross ISAs).
    """
    check_positive_int("samples", samples)
    tile_list = _as_list(tiles, Tile)
    isa = _one_isa(tile_list)
    if not isa.toolchain.native:
        raise UnsupportedCpuError(
            f"{isa.key} runs under {isa.toolchain.runner[0]}, where time means nothing; "
            "use inspect_kernel for its inner loop instead")
    source_list = (emit_kernels(tile_list) if sources is None
                   else _as_list(sources, KernelSource))
    timings = time_interleaved(isa, compile_native(isa, source_list), tile_list, samples,
                               seconds)
    runs = timings.peak_runs
    peak = Peak(isa.key, statistics.median(runs), runs, timings.accumulators)
    return Benchmark(peak, tuple(
        Timing(t.name, t.mr, t.nr, kc, statistics.median(runs), tuple(runs), peak.gflops)
        for t, kc, runs in timings.kernels))


# --------------------------------------------------------------------------- assembly


def inspect_kernel(tile: Tile, source: KernelSource | None = None) -> LoopReport:
    """What the compiler made of the kernel's inner k loop, read from its disassembly:
    vector FMAs, vector loads, A-element loads, stack spills and reloads per k step.

    Works for any ISA whose compiler and objdump are installed (nothing runs, so it is the
    performance check under QEMU); a register-feasible tile shows mr x ceil(nr/lanes) FMAs
    and no stack traffic. `source` defaults to the recipe's kernel; `.summary()` is one line,
    `.loop_asm` the loop itself. The ISA must declare `AsmPatterns` (`VectorIsa.asm`).
    """
    return _inspect_kernel(tile, source)
