"""The micro-kernel pipeline in one place: tiles -> C (cached) -> built for the ISA -> run ->
judged.

Both runners turn the cases into the harness's records (gen/check/kernel.py) and return its
Results; they differ only in how the kernels run: `NativeRunner` calls them in this process
through cffi, `CrossRunner` builds the harness program with the ISA's toolchain and runs it
under the ISA's emulator, with every panel ending at an inaccessible page (a kernel that
reads one float past its panel faults, and the run fails with the emulator's report).
`validate.judge` then compares the C buffers with NumPy, so "validated" means the same thing
on every ISA.
"""

from __future__ import annotations

from typing import Iterable, Protocol

import numpy as np

from exogemm.core.dtype import F32, DType
from exogemm.gen.c.native import build_native, require_runnable
from exogemm.gen.check.harness import InProcess, Program, Record, Result, build_program
from exogemm.gen.check.kernel import (
    SWEEP_KC,
    SWEEP_NR,
    Case,
    adapter,
    judge,
    make_case,
    record,
)
from exogemm.gen.check.verdict import Verdict
from exogemm.gen.exo.kernel_source import KernelSource
from exogemm.gen.exo.kernels import emit_microkernels
from exogemm.isa.base import VectorIsa
from exogemm.plan.tile import Tile, make_tile, max_mr


class KernelRunner(Protocol):
    def run(self, sources: list[KernelSource], cases: list[Case]) -> list[Result]:
        """Run each case's kernel on a copy of its C buffer; the Results hold the buffers."""


class NativeRunner:
    """Runs kernels in this process; the CPU must support the ISA."""

    def __init__(self, isa: VectorIsa, dtype: DType = F32):
        require_runnable(isa, dtype)
        self.isa = isa

    def run(self, sources: list[KernelSource], cases: list[Case]) -> list[Result]:
        module = build_native(self.isa, sources)
        names = [s.name for s in sources]

        def call(r: Record) -> int:
            module.call(names[r.field("kernel")], r.field("kc"), r.buffer("Ac"),
                        r.buffer("Bc"), r.buffer("C"), r.field("ldc"))
            return 0

        return InProcess(call).run(_records(sources, cases))


class CrossRunner:
    """Runs kernels for a non-native ISA: the harness program under the ISA's emulator."""

    def __init__(self, isa: VectorIsa):
        self.isa = isa

    def run(self, sources: list[KernelSource], cases: list[Case]) -> list[Result]:
        tc = self.isa.toolchain
        tc.require(tc.cc[0], *tc.runner[:1])
        records = _records(sources, cases)
        exe = build_program(self.isa, sources, adapter(sources), tag="harness")
        what = f"{self.isa.key} kernels {', '.join(s.name for s in sources)}"
        return Program(exe, what, emulator=tuple(tc.runner)).run(records)


def _records(sources: list[KernelSource], cases: list[Case]) -> list[Record]:
    index = {s.name: i for i, s in enumerate(sources)}
    missing = sorted({c.name for c in cases} - set(index))
    if missing:
        raise ValueError(f"cases for kernels with no source: {', '.join(missing)}")
    return [record(c, index[c.name]) for c in cases]


def runner_for(isa: VectorIsa, dtype: DType = F32) -> KernelRunner:
    return NativeRunner(isa, dtype) if isa.toolchain.native else CrossRunner(isa)


def sweep_tiles(isa: VectorIsa, nrs: Iterable[int] = SWEEP_NR,
                max_rows: int | None = None, dtype: DType = F32) -> list[Tile]:
    """mr from 1 to the largest that fits the registers (at most `max_rows`), for each nr
    that fits at all (in `dtype`'s lanes)."""
    return [make_tile(mr, nr, isa, dtype) for nr in nrs
            for top in (max_mr(nr, isa, dtype),)
            for mr in range(1, min(top, max_rows or top) + 1)]


def validate(
    isa: VectorIsa,
    tiles: list[Tile],
    kcs: Iterable[int] = SWEEP_KC,
    seed: int = 0,
    runner: KernelRunner | None = None,
    sources: list[KernelSource] | None = None,
    progress: bool = False,
    jobs: int | None = None,
) -> list[Verdict]:
    """Run every tile at every kc on random data and judge the results against NumPy;
    `jobs` processes schedule the kernels not yet cached (default: every core)."""
    rng = np.random.default_rng(seed)
    sources = sources or emit_microkernels(tiles, jobs=jobs, progress=progress)
    cases = [make_case(t, kc, rng) for t in tiles for kc in kcs]
    dtypes = {t.dtype for t in tiles}
    if len(dtypes) != 1:
        raise ValueError("validate one datatype's tiles at a time")
    results = (runner or runner_for(isa, dtypes.pop())).run(sources, cases)
    return [judge(c, r.buffers["C"]) for c, r in zip(cases, results)]
