"""The pipeline in one place: tiles -> C (cached) -> built for the ISA -> run -> judged.

Native ISAs run in this process through cffi; cross ISAs are compiled with their toolchain
and run under an emulator. Both return output buffers that `validate.judge` compares with
NumPy, so "validated" means the same thing on every ISA.
"""

from __future__ import annotations

from typing import Iterable, Protocol

import numpy as np

from exogemm.errors import UnsupportedCpuError
from exogemm.gen.emit import emit_microkernels
from exogemm.gen.kernel_source import KernelSource
from exogemm.gen.native import build_native
from exogemm.gen.validate import SWEEP_KC, SWEEP_NR, Case, Verdict, judge, make_case
from exogemm.isa.base import VectorIsa
from exogemm.plan.tile import Tile, make_tile, max_mr


class KernelRunner(Protocol):
    def run(self, sources: list[KernelSource], cases: list[Case]) -> list[np.ndarray]:
        """Execute each case's kernel on a copy of its C buffer; return the buffers."""


class NativeRunner:
    """Runs kernels in this process; the CPU must support the ISA."""

    def __init__(self, isa: VectorIsa):
        reason = isa.cpu_check()
        if reason:
            raise UnsupportedCpuError(f"cannot run {isa.key} kernels here: {reason}")
        self.isa = isa

    def run(self, sources: list[KernelSource], cases: list[Case]) -> list[np.ndarray]:
        module = build_native(self.isa, sources)
        outputs = []
        for case in cases:
            C = case.C.copy()
            module.call(case.name, case.kc, case.Ac, case.Bc, C, case.ldc)
            outputs.append(C)
        return outputs


def runner_for(isa: VectorIsa) -> KernelRunner:
    if isa.toolchain.native:
        return NativeRunner(isa)
    from exogemm.gen.cross import CrossRunner

    return CrossRunner(isa)


def sweep_tiles(isa: VectorIsa, nrs: Iterable[int] = SWEEP_NR) -> list[Tile]:
    """mr from 1 to the largest that fits the registers, for each nr that fits at all."""
    return [make_tile(mr, nr, isa) for nr in nrs for mr in range(1, max_mr(nr, isa) + 1)]


def validate(
    isa: VectorIsa,
    tiles: list[Tile],
    kcs: Iterable[int] = SWEEP_KC,
    seed: int = 0,
    runner: KernelRunner | None = None,
    sources: list[KernelSource] | None = None,
    progress: bool = False,
) -> list[Verdict]:
    """Run every tile at every kc on random data and judge the results against NumPy."""
    rng = np.random.default_rng(seed)
    sources = sources or emit_microkernels(tiles, progress=progress)
    cases = [make_case(t, kc, rng) for t in tiles for kc in kcs]
    outputs = (runner or runner_for(isa)).run(sources, cases)
    return [judge(c, out) for c, out in zip(cases, outputs)]
