"""The check of a low-precision per-model library (gen/library/model_lowp.py): the validation
harness (harness_model_lowp.c.in) linked against the built archive with the ISA's toolchain,
run natively or under QEMU. The compiled table is compared with the suite; every layer runs on
a reduced shape that keeps its code paths (model_check.reduced_extent) through the exported
GEMM, plain and accumulating into a padded C, and full-size layers through `<name>_layer`.
int8 results must equal NumPy's int64 product, bf16 ones lie within the f32 bound
gamma_(K+1) |A||B|; every element of C's buffer outside the matrix must come back unchanged.

f16 accumulates in f16, whose worst-case bound stops telling a right result from a wrong one
past about 160 k steps (tolerance.discriminating) while the layers' K run into the
thousands. Such a case runs on integer-valued data instead (`_integer_valued`): A and B in
{-1, 0, 1}, at most `limit - C_RANGE` nonzero elements in each row of A, C in [-C_RANGE,
C_RANGE], where `limit` = 1/u (2^11 for f16) is the largest magnitude below which every
integer is a float of the datatype. Every partial sum, in any order, is then such an
integer, so every rounding is exact and the result must equal NumPy's exactly: a dropped,
repeated or misplaced k step shows.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import numpy as np

from exogemm.gen.c.cross import run_program
from exogemm.gen.c.templates import fill
from exogemm.gen.check import tolerance
from exogemm.gen.check.harness import CaseLayout, Program, Record, build_program
from exogemm.gen.check.kernel import operand_values, random_operand
from exogemm.gen.check.model import FULL_SIZE_BYTES, FULL_SIZE_FLOPS, reduced_extent
from exogemm.gen.check.verdict import Report, Verdict
from exogemm.gen.library.model_lowp import LowpModelLibrary
from exogemm.gen.library.per_model import BAD_LAYER, openmp_flags

LAYOUT = CaseLayout(fields=("layer", "full", "M", "N", "K", "lda", "ldb", "ldc", "guard",
                            "accumulate", "threads"),
                    buffers=("A", "B", "C"), written_back=("C",))



@dataclass
class Case:
    layer: int
    full: bool
    M: int
    N: int
    K: int
    A: np.ndarray  # M x lda
    B: np.ndarray  # K x ldb, or N x ldb for a B^T layer
    C: np.ndarray  # flat: guard, M x ldc, guard
    ldc: int
    accumulate: bool
    threads: int
    integer_valued: bool  # judged exactly (see the module docstring)


#: The magnitude of the integer C values an integer-valued accumulating case starts from.
C_RANGE = 8


def _integer_valued(shape: tuple[int, int], K: int, limit: int,
                    rng: np.random.Generator) -> np.ndarray:
    """Elements in {-1, 0, 1}, at most limit - C_RANGE of them nonzero in the first K
    columns of each row (the others zeroed at random places, row by row)."""
    x = rng.integers(-1, 2, shape).astype(np.float64)
    keep = limit - C_RANGE
    if K > keep:
        drop = rng.permuted(np.tile(np.arange(K), (shape[0], 1)), axis=1)[:, keep:]
        np.put_along_axis(x, drop, 0.0, axis=1)
    return x


def _case(lib: LowpModelLibrary, i: int, full: bool, M: int, N: int, K: int, pad: int,
          accumulate: bool, rng: np.random.Generator) -> Case:
    d, L, G = lib.dtype, lib.layers[i], tolerance.GUARD
    lda, ldb, ldc = K + pad, (K if L.trans_b else N) + pad, N + pad
    b_shape = ((N if L.trans_b else K), ldb)
    integer_valued = not d.exact and not tolerance.discriminating(K + 1, d.name)
    if integer_valued:
        limit = tolerance.exact_integer_limit(d.name)
        A = _integer_valued((M, lda), K, limit, rng).astype(d.numpy_a)
        B = rng.integers(-1, 2, b_shape).astype(d.numpy_b)
    else:
        A = random_operand(d.numpy_a, (M, lda), rng)
        B = random_operand(d.numpy_b, b_shape, rng)
    C = np.full(2 * G + M * ldc, tolerance.canary(d.numpy_c), dtype=d.numpy_c)
    if accumulate:
        inner = C[G:G + M * ldc].reshape(M, ldc)[:, :N]
        inner[:] = (rng.integers(-1000, 1000, (M, N)) if d.exact
                    else rng.integers(-C_RANGE, C_RANGE + 1, (M, N)) if integer_valued
                    else rng.uniform(-1, 1, (M, N)))
    threads = 2 if full and lib.isa.toolchain.native else 1
    return Case(i, full, M, N, K, A, B, C, ldc, accumulate, threads, integer_valued)


def cases(lib: LowpModelLibrary, rng: np.random.Generator) -> list[Case]:
    """Per layer two reduced shapes (tight, and padded + accumulating), then full sizes:
    natively each layer within model_check's size limits, emulated the smallest one."""
    p, out = lib.plan, []
    for i, L in enumerate(lib.layers):
        M = reduced_extent(L.M, p.mc, p.tile.mr)
        N = reduced_extent(L.N, p.nc, p.tile.nr)
        K = reduced_extent(L.K, p.kc, lib.dtype.k_group)
        out += [_case(lib, i, False, M, N, K, 0, False, rng),
                _case(lib, i, False, M, N, K, 5, True, rng)]
    size = {i: (2 * L.M * L.N * L.K, L.M * L.K + L.K * L.N + 4 * L.M * L.N)
            for i, L in enumerate(lib.layers)}
    full = [i for i in size if lib.isa.toolchain.native and size[i][0] <= FULL_SIZE_FLOPS
            and size[i][1] <= FULL_SIZE_BYTES] or [min(size, key=size.get)]
    return out + [_case(lib, i, True, *lib.layers[i].gemm, 0, False, rng) for i in full]


def record(c: Case) -> Record:
    return LAYOUT.record(dict(layer=c.layer, full=int(c.full), M=c.M, N=c.N, K=c.K,
                              lda=c.A.shape[1], ldb=c.B.shape[1], ldc=c.ldc,
                              guard=tolerance.GUARD, accumulate=int(c.accumulate),
                              threads=c.threads),
                         buffers=dict(A=c.A, B=c.B, C=c.C))


def judge(lib: LowpModelLibrary, c: Case, returned: int, C: np.ndarray) -> Verdict:
    d, L, G = lib.dtype, lib.layers[c.layer], tolerance.GUARD
    A = operand_values(c.A, d.numpy_a)[:, :c.K].astype(np.float64)
    B = operand_values(c.B, d.numpy_b).astype(np.float64)
    B = B[:, :c.K].T if L.trans_b else B[:, :c.N]
    inner = lambda X: X[G:G + c.M * c.ldc].reshape(c.M, c.ldc)[:, :c.N]  # noqa: E731
    c0 = inner(c.C).astype(np.float64) if c.accumulate else 0.0
    exact, got = A @ B + c0, inner(C).astype(np.float64)
    if d.exact or c.integer_valued:
        err = float(np.abs(got - exact).max(initial=0))
        ratio = err if err == 0 else float("inf")
    else:
        bound = tolerance.error_bound(c.K + 1, np.abs(A) @ np.abs(B) + np.abs(c0), d.name)
        err, ratio = tolerance.error_ratio(got, exact, bound)
    written = np.zeros(C.shape, dtype=bool)
    inner(written)[:] = True
    label = (f"{lib.label(c.layer)} {c.M}x{c.N}x{c.K}{' full' if c.full else ''}"
             f"{' accumulate' if c.accumulate else ''}")
    return Verdict(label, returned, err, ratio,
                       tolerance.canaries_intact(c.C, C, written), True)


def adapter(lib: LowpModelLibrary) -> str:
    """harness_model_lowp.c.in for the library `lib`."""
    d = lib.dtype
    return fill("harness_model_lowp.c.in", layout=LAYOUT.c_enums(), name=lib.name,
                uname=lib.name.upper(), bad_layer=BAD_LAYER, prefix=lib.plan.prefix,
                c_a=d.c_a, c_b=d.c_b, c_c=d.c_c)


def check_lowp_library(lib: LowpModelLibrary, directory: Path, archive: Path,
                       seed: int = 0) -> tuple[Report, list[str]]:
    """Link the harness against `archive`, compare its table, run and judge every case;
    returns the report and the table's mismatches."""
    exe = build_program(lib.isa, [], adapter(lib), tag=f"{lib.name}-harness",
                        compile_flags=[*lib.isa.toolchain.cflags, *openmp_flags(lib.isa)],
                        inputs=(archive,), include_dir=directory)
    runner = lib.isa.toolchain.runner
    table = run_program([*runner, str(exe), "--table"], what=f"{lib.name}'s layer table",
                        timeout=300).stdout.splitlines()
    want = ["\t".join(str(x) for x in (lib.label(i), L.M, L.N, L.K, int(L.trans_b), L.count))
            for i, L in enumerate(lib.layers)]
    mismatches = [f"row {i}: built {g!r} != expected {w!r}"
                  for i, (g, w) in enumerate(zip(table, want)) if g != w]
    if len(table) != len(want):
        mismatches.append(f"the built table has {len(table)} rows, the suite {len(want)}")
    todo = cases(lib, np.random.default_rng(seed))
    results = Program(exe, lib.name, emulator=tuple(runner)).run([record(c) for c in todo])
    verdicts = [judge(lib, c, r.returned, r.buffers["C"]) for c, r in zip(todo, results)]
    where = " ".join(runner) if runner else "natively"  # with the CPU model: the proof's core
    reduced = [v for c, v in zip(todo, verdicts) if not c.full]
    full = [v for c, v in zip(todo, verdicts) if c.full]
    return Report(lib.isa.key, [
        (f"{len(lib.layers)} layers x 2 on reduced shapes via {lib.plan.prefix}_gemm, {where}",
         reduced),
        (f"{len(full)} layer(s) at full size via {lib.name}_layer, {where}", full),
    ]), mismatches
