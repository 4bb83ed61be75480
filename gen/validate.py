"""Judge generated kernels against NumPy: the one validation path for every ISA.

NumPy makes the inputs and computes the reference in float64; a runner (in-process for
native ISAs, an emulator for cross ISAs) only executes the kernel. The C tile sits inside a
larger buffer with a row stride wider than nr, and every element outside the tile is a
canary that must come back bit-for-bit unchanged: a kernel that writes past its tile fails.

Tolerance. Each C element is c + sum of kc products accumulated in float32 (with or without
FMA). The classical bound |computed - exact| <= gamma_(kc+1) * (|c| + sum_k |a_k||b_k|),
gamma_n = n*u / (1 - n*u), u = 2**-24, holds for any summation order; we accept an element
when its error is within that bound (computed in float64). A wrong kernel (a missed k step,
a wrong row or lane) errs by O(|a||b|), orders of magnitude above it.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from exogemm.plan.tile import Tile

UNIT_ROUNDOFF = 2.0**-24
CANARY = np.float32(-7.25e7)  # exactly representable, never produced by the test data
SWEEP_NR = (8, 16, 31, 32, 48, 64)
SWEEP_KC = (1, 7, 64, 256, 1000)


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
    C = np.full((tile.mr + 1) * ldc, CANARY, dtype=np.float32)
    C.reshape(tile.mr + 1, ldc)[: tile.mr, : tile.nr] = rng.uniform(-1, 1, (tile.mr, tile.nr))
    return Case(
        tile, kc, ldc,
        rng.uniform(-1, 1, (kc, tile.mr)).astype(np.float32),
        rng.uniform(-1, 1, (kc, tile.nr)).astype(np.float32),
        C,
    )


def tolerance(case: Case) -> np.ndarray:
    """Elementwise error bound gamma_(kc+1) * (|C0| + |Ac|^T |Bc|)."""
    n = case.kc + 1
    gamma = n * UNIT_ROUNDOFF / (1 - n * UNIT_ROUNDOFF)
    c0 = _tile(case.C, case).astype(np.float64)
    return gamma * (np.abs(c0) + np.abs(case.Ac.T.astype(np.float64)) @ np.abs(case.Bc.astype(np.float64)))


def expected(case: Case) -> np.ndarray:
    return _tile(case.C, case).astype(np.float64) + case.Ac.T.astype(np.float64) @ case.Bc.astype(np.float64)


def judge(case: Case, C_out: np.ndarray) -> Verdict:
    """Compare the kernel's output buffer with NumPy and check the canaries."""
    got = _tile(C_out, case).astype(np.float64)
    err = np.abs(got - expected(case))
    err = np.where(np.isnan(got), np.inf, err)
    tol = tolerance(case)
    outside = np.ones((case.tile.mr + 1, case.ldc), dtype=bool)
    outside[: case.tile.mr, : case.tile.nr] = False
    intact = np.array_equal(
        C_out.reshape(outside.shape)[outside].view(np.uint32),
        case.C.reshape(outside.shape)[outside].view(np.uint32),
    )
    return Verdict(
        case.name, case.tile.mr, case.tile.nr, case.kc,
        float(err.max()), float((err / np.maximum(tol, np.finfo(np.float64).tiny)).max()),
        bool(intact),
    )


def _tile(C: np.ndarray, case: Case) -> np.ndarray:
    return C.reshape(case.tile.mr + 1, case.ldc)[: case.tile.mr, : case.tile.nr]
