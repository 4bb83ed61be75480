"""The micro-kernel check: cases, their records for the harness, and the judge.

NumPy makes the inputs and computes the reference in float64; a runner (gen/check/pipeline.py:
in process for native ISAs, the harness program under an emulator for cross ISAs) only
executes the kernel. The C tile sits inside a larger buffer with a row stride wider than
nr, plus a guard row, and every element outside the tile is a canary that must come back
bit-for-bit unchanged: a kernel that writes past its tile fails.

Tolerance: each C element is c + the sum of kc products, so it takes kc + 1 rounded
operations; gen/check/tolerance.py bounds its error by gamma_(kc+1) * (|c| + sum_k |a_k||b_k|).

Datatypes: a case is made in the tile's datatype. A k-grouped one (int8, bf16) has panels
[kc groups, mr or nr, G] and the reference sums kc*G products: exactly for int8 (random
bytes over the whole u8 / s8 ranges, compared for equality), in float64 on the bf16-rounded
inputs for bf16 (the f32 bound with kc*G + 1 operations). f16 (f16 accumulation) is judged
in float64 on its f16 inputs with u = 2^-11, which bounds usefully only to kc ~ 160
(`sweep_kcs`).
"""

from __future__ import annotations

from dataclasses import dataclass

import ml_dtypes
import numpy as np

from exogemm.core.dtype import DType
from exogemm.gen.check import tolerance
from exogemm.gen.check.harness import CaseLayout, Record, fill
from exogemm.gen.check.verdict import Verdict
from exogemm.gen.exo.kernel_source import KernelSource
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
    kc: int  # the kernel's depth argument: k steps, or k-groups of a grouped datatype
    ldc: int
    Ac: np.ndarray  # kc x mr (grouped: kc x mr x G)
    Bc: np.ndarray  # kc x nr (grouped: kc x nr x G)
    C: np.ndarray  # flat (mr + 1) * ldc, tile at rows 0..mr-1, columns 0..nr-1

    @property
    def name(self) -> str:
        return self.tile.name



def sweep_kcs(dtype: DType, kcs: tuple[int, ...] = SWEEP_KC) -> tuple[int, ...]:
    """The depths of `kcs` at which the check can fail a wrong `dtype` kernel
    (`tolerance.discriminating` for kc x G + 1 operations): all of SWEEP_KC for f32, bf16
    and the exact int8 types; for f16, whose bound gamma_(kc+1) with u = 2^-11 covers
    almost any value past kc ~ 160, 1, 7 and 64."""
    return tuple(kc for kc in kcs
                 if tolerance.discriminating(kc * dtype.k_group + 1, dtype.name))


def make_case(tile: Tile, kc: int, rng: np.random.Generator, pad: int = 5) -> Case:
    d = tile.dtype
    ldc = tile.nr + pad
    C = np.full((tile.mr + 1) * ldc, tolerance.canary(d.numpy_c), dtype=d.numpy_c)
    tile_c = C.reshape(tile.mr + 1, ldc)[: tile.mr, : tile.nr]
    group = (d.k_group,) if d.k_group > 1 else ()
    if d.exact:
        tile_c[:] = rng.integers(-1000, 1000, (tile.mr, tile.nr))
    else:
        tile_c[:] = rng.uniform(-1, 1, (tile.mr, tile.nr))
    return Case(tile, kc, ldc, random_operand(d.numpy_a, (kc, tile.mr, *group), rng),
                random_operand(d.numpy_b, (kc, tile.nr, *group), rng), C)


def random_operand(numpy_dtype: str, shape: tuple[int, ...], rng: np.random.Generator,
                   words: bool = True) -> np.ndarray:
    """Random elements of a GEMM operand: integers over the type's whole range (the extreme
    products are where a wrong widening shows), floats uniform in [-1, 1]; bfloat16 as the
    uint16 words the kernels read (`words`) or as ml_dtypes.bfloat16 (what the API takes).
    int16 (s16s16s32, the kernel datatype exact int8 is widened into) spans what the GEMM
    feeds it, -128..255 (s8 and u8), as words too: its full range would overflow int32 sums."""
    if numpy_dtype in ("uint8", "int8"):
        info = np.iinfo(numpy_dtype)
        return rng.integers(info.min, info.max, shape, endpoint=True).astype(numpy_dtype)
    if numpy_dtype == "int16":
        x = rng.integers(-128, 255, shape, endpoint=True).astype(np.int16)
        return x.view(np.uint16) if words else x
    x = rng.uniform(-1, 1, shape)
    if numpy_dtype == "bfloat16":
        x = x.astype(ml_dtypes.bfloat16)
        return x.view(np.uint16) if words else x
    return x.astype(numpy_dtype)


def operand_values(x: np.ndarray, numpy_dtype: str) -> np.ndarray:
    """An operand's values in float64 (bfloat16 and int16 words read as the numbers they
    hold)."""
    if numpy_dtype == "bfloat16":
        x = x.view(ml_dtypes.bfloat16)
    elif numpy_dtype == "int16" and x.dtype == np.uint16:
        x = x.view(np.int16)
    return x.astype(np.float64)


def record(case: Case, kernel: int) -> Record:
    """The case for the harness; `kernel` indexes the program's kernel table."""
    t = case.tile
    return LAYOUT.record(dict(kernel=kernel, kc=case.kc, ldc=case.ldc, mr=t.mr, nr=t.nr),
                         buffers=dict(Ac=case.Ac, Bc=case.Bc, C=case.C))


def adapter(sources: list[KernelSource]) -> str:
    """harness_kernel.c.in for these kernels (of one datatype); a record's `kernel` field
    indexes `sources`."""
    dtypes = {s.datatype for s in sources}
    if len(dtypes) != 1:
        raise ValueError(f"one harness program runs one datatype's kernels, got "
                         f"{', '.join(sorted(d.name for d in dtypes))}")
    d = dtypes.pop()
    return fill("harness_kernel.c.in", layout=LAYOUT.c_enums(),
                declarations="\n".join(f"{s.wrapper_decl};" for s in sources),
                c_a=d.c_a, c_b=d.c_b, c_c=d.c_c,
                kernels="\n".join(f"    {{{s.wrapper}, {s.mr}, {s.nr}}}," for s in sources))


def judge(case: Case, C_out: np.ndarray) -> Verdict:
    """Compare the kernel's output buffer with NumPy and check the canaries."""
    A, B = panel_matrices(case.Ac, case.Bc, case.tile.dtype)
    c0 = _tile(case.C, case).astype(np.float64)
    bound = tolerance.error_bound(A.shape[1] + 1, np.abs(c0) + np.abs(A) @ np.abs(B),
                                  case.tile.dtype.name)
    max_error, ratio = tolerance.error_ratio(_tile(C_out, case), c0 + A @ B, bound)
    written = np.zeros((case.tile.mr + 1, case.ldc), dtype=bool)
    written[: case.tile.mr, : case.tile.nr] = True
    return Verdict(f"{case.name} kc={case.kc}", None, max_error, ratio,
                   tolerance.canaries_intact(case.C, C_out, written.ravel()), group=case.name)


def panel_matrices(Ac: np.ndarray, Bc: np.ndarray, d: DType) -> tuple[np.ndarray, np.ndarray]:
    """op(A) (mr x K) and op(B) (K x nr) in float64 from packed panels, K = kc (x G): a
    grouped panel [kc, mr, G] holds k = G*kc + g at [kc, :, g]. Exact for int8 (|sums| < 2^53)."""
    A, B = operand_values(Ac, d.numpy_a), operand_values(Bc, d.numpy_b)
    if d.k_group > 1:
        A = A.transpose(0, 2, 1).reshape(-1, A.shape[1])
        B = B.transpose(0, 2, 1).reshape(-1, B.shape[1])
    return A.T, B


def _tile(C: np.ndarray, case: Case) -> np.ndarray:
    return C.reshape(case.tile.mr + 1, case.ldc)[: case.tile.mr, : case.tile.nr]
