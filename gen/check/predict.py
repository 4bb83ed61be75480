"""Predicted speed of a kernel's inner k loop on a named core, from LLVM's model of it.

The loop `gen/check/inspect.py` finds in the disassembly (a backward branch and its target) is fed
to llvm-mca as assembly: objdump's text of each instruction, a label at the top and the
branch's target replaced by that label (llvm-mca parses objdump's syntax for x86, AArch64
and RISC-V alike). The simulation gives cycles per iteration, i.e. per k step; the core's
peak comes from the same model (`gen/mca.core_peak`), so

    FMA bound        FMAs per k step / the model's FMAs per cycle: the fewest cycles a k
                     step can take
    % of peak        FMA bound / predicted cycles: the share of the core's FMA issue rate
                     the loop sustains. Per instruction, so independent of the vector length:
                     for SVE and RVV it is the FLOP-rate share only if the kernel's vector
                     length (--vlen) is the core's (docs/static-performance.md)
    bottleneck       what holds the loop above its FMA bound (`bottleneck`)
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from exogemm.gen.check.inspect import LoopReport, inspect_kernel, mac_pattern
from exogemm.gen.check.mca import McaRun, core_vlen, run_mca, usable_peak
from exogemm.gen.exo.kernel_source import KernelSource
from exogemm.plan.tile import Tile

LOOP_LABEL = "exogemm_k_loop"
#: Predicted cycles within this factor of a bound count as sitting on it.
ON_BOUND = 1.03
_BRANCH_TARGET = re.compile(r"(?:0x)?[0-9a-f]+\s+<[^>]*>")


@dataclass(frozen=True)
class Prediction:
    """The k loop of one kernel on one core, per k step (see the module docstring)."""

    kernel: str
    isa: str
    cpu: str
    model: str
    cycles: float
    fmas: int
    core_fmas_per_cycle: float
    block_rthroughput: float
    bottleneck: str
    timed_as: str = ""  # the stand-in core whose model simulated `cpu`, if any
    note: str = ""
    #: The tile's scalar multiply-accumulates per cycle (mr x nr x the k-group, times the k
    #: steps of an iteration, over its cycles): what datatypes are compared by.
    macs_per_cycle: float = 0.0
    dtype: str = "f32"  # the kernel's: its `fmas` are FMAs for f32, dot instructions else

    @property
    def fma_bound(self) -> float:
        return self.fmas / self.core_fmas_per_cycle

    @property
    def percent_of_peak(self) -> float:
        return 100.0 * self.fma_bound / self.cycles

    def as_dict(self) -> dict:
        return {**self.__dict__, "fma_bound": self.fma_bound,
                "percent_of_peak": self.percent_of_peak}

    def summary(self) -> str:
        model = (f"timed as {self.timed_as}, LLVM model {self.model}" if self.timed_as
                 else f"LLVM model {self.model}")
        what = "FMAs" if self.dtype == "f32" else f"{self.dtype} multiply-accumulates"
        text = (f"{self.kernel} on {self.cpu} ({model}): "
                f"{self.cycles:.2f} cycles per k step for {self.fmas} {what}; FMA bound "
                f"{self.fma_bound:.2f} cycles ({self.core_fmas_per_cycle:g} FMAs/cycle); "
                f"{self.percent_of_peak:.1f}% of the core's FMA peak; bottleneck: "
                f"{self.bottleneck}")
        return text + (f"\nnote: {self.note}" if self.note else "")


@dataclass(frozen=True)
class RatioPrediction:
    """A low-precision kernel against the f32 kernel on one core: both predictions and the
    predicted ratio of their rates (products per cycle), what `exogemm inspect --cpu NAME
    --dtype int8` reports."""

    dtype: str
    kernel: Prediction
    f32: Prediction

    @property
    def ratio(self) -> float:
        return self.kernel.macs_per_cycle / self.f32.macs_per_cycle

    def as_dict(self) -> dict:
        return dict(dtype=self.dtype, kernel=self.kernel.as_dict(), f32=self.f32.as_dict(),
                    ratio=self.ratio)

    def summary(self) -> str:
        k, f = self.kernel, self.f32
        return (f"predicted on {k.cpu}: {self.dtype} by {k.kernel} {k.macs_per_cycle:.1f} "
                f"products per cycle, f32 by {f.kernel} {f.macs_per_cycle:.1f}: "
                f"{self.dtype}/f32 = {self.ratio:.2f}")


def predict_ratio(tile: Tile, f32_tile: Tile, cpu: str, timed_as: str | None = None,
                  dtype: str = "") -> RatioPrediction:
    """`tile` (the kernel a low-precision datatype, `dtype`, runs: its own or a route's)
    and `f32_tile` simulated on `cpu`."""
    return RatioPrediction(dtype or tile.dtype.name, predict_kernel(tile, cpu, timed_as=timed_as),
                           predict_kernel(f32_tile, cpu, timed_as=timed_as))


def loop_assembly(report: LoopReport) -> list[str]:
    """The inner loop's instructions as assembly llvm-mca reads: a label, then objdump's
    text, the closing branch aimed at the label."""
    lines = [line.split(":", 1)[1].strip() for line in report.loop_asm.splitlines()]
    lines[-1] = _BRANCH_TARGET.sub(LOOP_LABEL, lines[-1])
    return [f"{LOOP_LABEL}:", *lines]


def predict_kernel(tile: Tile, cpu: str, report: LoopReport | None = None,
                   source: KernelSource | None = None, timed_as: str | None = None
                   ) -> Prediction:
    """Simulate `tile`'s inner k loop (`report`, else inspected now) on `cpu` (on the model
    of `timed_as`, a stand-in for a core LLVM has no model of: gen/mca.usable_peak)."""
    peak = usable_peak(tile.isa, cpu, timed_as)
    report = report or inspect_kernel(tile, source)
    run = run_mca(tile.isa, peak.mcpu, loop_assembly(report))
    fma = re.compile(mac_pattern(tile))
    loads = [re.compile(p) for p in (tile.isa.asm.vector_load, tile.isa.asm.broadcast_load) if p]
    kinds = [_kind(text, fma, loads) for text in report.loop_asm.splitlines()]
    return Prediction(
        kernel=tile.name, isa=tile.isa.key, cpu=peak.cpu, model=peak.model,
        cycles=run.cycles_per_iteration, fmas=report.fmas,
        core_fmas_per_cycle=peak.fmas_per_cycle, block_rthroughput=run.block_rthroughput,
        bottleneck=bottleneck(run, report.fmas / peak.fmas_per_cycle, kinds),
        timed_as=peak.mcpu if peak.stand_in else "", note=_vlen_note(tile, peak.cpu),
        macs_per_cycle=tile.mr * tile.nr * tile.dtype.k_group * report.steps
        / run.cycles_per_iteration, dtype=tile.dtype.name)


def _kind(line: str, fma: re.Pattern, loads: list[re.Pattern]) -> str:
    text = line.split(":", 1)[1].strip()
    if fma.search(text):
        return "FMA"
    return "load" if any(p.search(text) for p in loads) else "other"


def bottleneck(run: McaRun, fma_bound: float, kinds: list[str]) -> str:
    """What sets the loop's cycles: the FMA pipes at their peak; else latency (cycles above
    the resource bound: dependency chains, or an in-order core's stalls); else the busiest
    resource, named with the instruction kind that loads it most; else dispatch width."""
    cycles = run.cycles_per_iteration
    if cycles <= fma_bound * ON_BOUND:
        return "FMA throughput (at the core's peak)"
    if cycles > run.block_rthroughput * ON_BOUND:
        deps = run.dependencies
        detail = (f"; llvm-mca's bottleneck analysis: register dependencies "
                  f"{deps.get('register', 0):.0f}%, memory {deps.get('memory', 0):.0f}% of "
                  f"cycles" if deps else "")
        return (f"latency: {cycles:.2f} cycles vs a resource bound of "
                f"{run.block_rthroughput:.2f} (dependency chains or in-order stalls{detail})")
    if not run.pressure:
        return f"resource bound {run.block_rthroughput:.2f} cycles (no pressure view)"
    busiest = max(run.pressure.values())
    if busiest < run.block_rthroughput / ON_BOUND:
        return (f"dispatch width ({run.dispatch_width} micro-ops per cycle; busiest resource "
                f"{busiest:.2f} cycles)")
    names = [n for n, p in run.pressure.items() if p >= busiest / ON_BOUND]
    return f"{'/'.join(names)} ({busiest:.2f} cycles per k step: {_users(run, names, kinds)})"


def _users(run: McaRun, names: list[str], kinds: list[str]) -> str:
    """Which kinds of instruction keep the named resources busy, largest share first."""
    share: dict[str, float] = {}
    for (_, cycles), kind in zip(run.by_instruction, kinds):
        share[kind] = share.get(kind, 0.0) + sum(cycles.get(n, 0.0) for n in names)
    total = sum(share.values()) or 1.0
    ranked = sorted(((v, k) for k, v in share.items() if v > 0), reverse=True)
    plural = {"FMA": "FMAs", "load": "loads", "other": "other instructions"}
    return ", ".join(f"{plural[k]} {100 * v / total:.0f}%" for v, k in ranked)


def _vlen_note(tile: Tile, cpu: str) -> str:
    """For RVV: the core's VLEN when it is not the kernel's (the % is per instruction)."""
    vlen, params = core_vlen(tile.isa, cpu), dict(tile.isa.params)
    if vlen is None or vlen == params.get("vlen", vlen):
        return ""
    core_lanes = vlen // 32 * params.get("lmul", 1)
    return (f"{cpu} has VLEN {vlen}, the kernel was built for --vlen {params['vlen']}: the % "
            f"is of FMA instructions; of the core's FLOP peak it is {tile.isa.lanes}/"
            f"{core_lanes} of that")
