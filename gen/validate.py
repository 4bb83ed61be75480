"""The micro-kernel check: cases, their records for the harness, and the judge.

NumPy makes the inputs and computes the reference in float64; a runner (gen/pipeline.py:
in process for native ISAs, the harness program under an emulator for cross ISAs) only
executes the kernel. The C tile sits inside a larger buffer with a row stride wider than
nr, plus a guard row, and every element outside the tile is a canary that must come back
bit-for-bit unchanged: a kernel that writes past its tile fails.

Tolerance: each C element is c + the sum of kc products, so it takes kc + 1 rounded
operations; gen/tolerance.py bounds its error by gamma_(kc+1) * (|c| + sum_k |a_k||b_k|).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from exogemm.gen import tolerance
from exogemm.gen.harness import CaseLayout, Record, fill
from exogemm.gen.kernel_source import KernelSource
from exogemm.plan.tile import Tile

SWEEP_NR = (8, 16, 31, 32, 48, 64)
SWEEP_KC = (1, 7, 64, 256, 1000)

#: One kernel call on the wire: which kernel of the program's table, and its arguments.
LAYOUT = CaseLayout(fields=("kernel", "kc", "ldc", "mr", "nr"), buffers=("Ac", "Bc", "C"),
                    written_back=("C",))


@dataclass
class Case:
    """One kernel call: inputs, and the buffer holding C at row stride ldc (+ a guard row)."""

    tile: Tile
    kc: int
    ldc: int
    Ac: np.ndarray  # kc x mr
    Bc: np.ndarray  # kc x nr
    C: np.ndarray  # flat (mr + 1) * ldc, tile at rows 0..mr-1, columns 0..nr-1

    @property
    def name(self) -> str:
        return self.tile.name


@dataclass
class Verdict:
    name: str
    mr: int
    nr: int
    kc: int
    max_error: float
    max_error_over_tolerance: float
    canaries_intact: bool

    @property
    def ok(self) -> bool:
        return self.canaries_intact and self.max_error_over_tolerance <= 1.0


def make_case(tile: Tile, kc: int, rng: np.random.Generator, pad: int = 5) -> Case:
    ldc = tile.nr + pad
    C = np.full((tile.mr + 1) * ldc, tolerance.CANARY, dtype=np.float32)
    C.reshape(tile.mr + 1, ldc)[: tile.mr, : tile.nr] = rng.uniform(-1, 1, (tile.mr, tile.nr))
    return Case(
        tile, kc, ldc,
        rng.uniform(-1, 1, (kc, tile.mr)).astype(np.float32),
        rng.uniform(-1, 1, (kc, tile.nr)).astype(np.float32),
        C,
    )


def record(case: Case, kernel: int) -> Record:
    """The case for the harness; `kernel` indexes the program's kernel table."""
    t = case.tile
    return LAYOUT.record(dict(kernel=kernel, kc=case.kc, ldc=case.ldc, mr=t.mr, nr=t.nr),
                         buffers=dict(Ac=case.Ac, Bc=case.Bc, C=case.C))


def adapter(sources: list[KernelSource]) -> str:
    """harness_kernel.c.in for these kernels; a record's `kernel` field indexes `sources`."""
    return fill("harness_kernel.c.in", layout=LAYOUT.c_enums(),
                declarations="\n".join(f"{s.wrapper_decl};" for s in sources),
                kernels="\n".join(f"    {{{s.wrapper}, {s.mr}, {s.nr}}}," for s in sources))


def judge(case: Case, C_out: np.ndarray) -> Verdict:
    """Compare the kernel's output buffer with NumPy and check the canaries."""
    A, B = case.Ac.T.astype(np.float64), case.Bc.astype(np.float64)
    c0 = _tile(case.C, case).astype(np.float64)
    bound = tolerance.error_bound(case.kc + 1, np.abs(c0) + np.abs(A) @ np.abs(B),
                                  case.tile.dtype.name)
    max_error, ratio = tolerance.error_ratio(_tile(C_out, case), c0 + A @ B, bound)
    written = np.zeros((case.tile.mr + 1, case.ldc), dtype=bool)
    written[: case.tile.mr, : case.tile.nr] = True
    return Verdict(case.name, case.tile.mr, case.tile.nr, case.kc, max_error, ratio,
                   tolerance.canaries_intact(case.C, C_out, written.ravel()))


def _tile(C: np.ndarray, case: Case) -> np.ndarray:
    return C.reshape(case.tile.mr + 1, case.ldc)[: case.tile.mr, : case.tile.nr]
