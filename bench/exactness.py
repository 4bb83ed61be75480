"""What each int8 library returns where int8 GEMMs go wrong: the extremes of the operand
ranges and uniformly random full-range operands, compared element for element with the
exact int64 product.

Why a table of its own: a speed figure of an inexact GEMM is not a figure of the same
computation. `vpmaddubsw` (u8 x s8 products summed in pairs into saturating int16: ONNX
Runtime's and oneDNN's path on AVX2 without VNNI) gives 4,194,176 instead of 8,290,560 at
A = 255, B = 127, K = 256; oneDNN documents the saturation and asks for 7-bit weights. The
benchmark reports prints this table beside the rates (bench/lowp.py), and
tests/test_bench_lowp.py runs it on every host, so that exogemm's exactness on every level
and what the peers return are shown by the same test.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import numpy as np

from exogemm.core.dtype import DType

#: The shape every library multiplies (K deep enough for int16 pair sums to saturate).
SHAPE = (64, 64, 256)


@dataclass(frozen=True)
class Inputs:
    """One kind of operands: a name and how to draw A and B (M x K, K x N)."""

    name: str
    draw: Callable[[DType, np.random.Generator], tuple[np.ndarray, np.ndarray]]


def _limits(numpy_type: str) -> tuple[int, int]:
    info = np.iinfo(numpy_type)
    return int(info.min), int(info.max)


def _constant(a_end: int, b_end: int) -> Inputs:
    """Every A element at one end of its range, every B element at one end of B's."""
    def draw(d: DType, rng: np.random.Generator) -> tuple[np.ndarray, np.ndarray]:
        (M, N, K), (a_lo, a_hi), (b_lo, b_hi) = SHAPE, _limits(d.numpy_a), _limits(d.numpy_b)
        return (np.full((M, K), (a_lo, a_hi)[a_end], d.numpy_a),
                np.full((K, N), (b_lo, b_hi)[b_end], d.numpy_b))
    return Inputs(f"A {'max' if a_end else 'min'}, B {'max' if b_end else 'min'}", draw)


def _ends(d: DType, rng: np.random.Generator) -> tuple[np.ndarray, np.ndarray]:
    """Each element at either end of its range, at random."""
    (M, N, K), (a_lo, a_hi), (b_lo, b_hi) = SHAPE, _limits(d.numpy_a), _limits(d.numpy_b)
    return (np.where(rng.integers(0, 2, (M, K)) == 1, a_hi, a_lo).astype(d.numpy_a),
            np.where(rng.integers(0, 2, (K, N)) == 1, b_hi, b_lo).astype(d.numpy_b))


def _uniform(d: DType, rng: np.random.Generator) -> tuple[np.ndarray, np.ndarray]:
    (M, N, K), (a_lo, a_hi), (b_lo, b_hi) = SHAPE, _limits(d.numpy_a), _limits(d.numpy_b)
    return (rng.integers(a_lo, a_hi + 1, (M, K)).astype(d.numpy_a),
            rng.integers(b_lo, b_hi + 1, (K, N)).astype(d.numpy_b))


INPUTS = (_constant(1, 1), _constant(1, 0), _constant(0, 0), _constant(0, 1),
          Inputs("ends at random", _ends), Inputs("uniform full range", _uniform))


@dataclass(frozen=True)
class Exactness:
    """One library on one kind of operands: how many of C's elements are wrong, and the
    largest error (0 and 0: exact)."""

    library: str
    inputs: str
    wrong: int
    elements: int
    largest_error: int


def measure(d: DType, runs: dict[str, Callable[[np.ndarray, np.ndarray, np.ndarray], None]],
            seed: int = 0) -> list[Exactness]:
    """Every library (name -> run(A, B, C) writing C = A B) on every kind of INPUTS."""
    rng = np.random.default_rng(seed)
    rows = []
    for kind in INPUTS:
        A, B = kind.draw(d, rng)
        exact = A.astype(np.int64) @ B.astype(np.int64)
        for name, run in runs.items():
            C = np.zeros(exact.shape, np.int32)
            run(A, B, C)
            error = np.abs(C.astype(np.int64) - exact)
            rows.append(Exactness(name, kind.name, int((error != 0).sum()), error.size,
                                  int(error.max())))
    return rows


def format_exactness(d: DType, rows: list[Exactness]) -> list[str]:
    """The table: a row per kind of operands, a column per library ('exact' or the count
    of wrong elements and the largest error)."""
    libraries = list(dict.fromkeys(r.library for r in rows))
    M, N, K = SHAPE
    lines = [f"# exactness of {d.name} ({d.numpy_a} x {d.numpy_b} -> int32), {M}x{N}x{K}: "
             "wrong elements of C / largest error",
             f"{'operands':22} " + " ".join(f"{n[:20]:>20}" for n in libraries)]
    for kind in INPUTS:
        cells = []
        for n in libraries:
            r = next(r for r in rows if r.library == n and r.inputs == kind.name)
            cells.append("exact" if r.wrong == 0 else f"{r.wrong}/{r.elements} (<= {r.largest_error})")
        lines.append(f"{kind.name:22} " + " ".join(f"{c:>20}" for c in cells))
    return lines
