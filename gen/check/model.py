"""Validate a built per-model library: its layer table, and every layer's GEMM vs NumPy.

The library is checked as built by its own Makefile: the validation harness (gen/check/harness.py)
with this check's adapter (harness_model.c.in) is linked against lib<suite>_<isa>.a with the
ISA's toolchain and run natively or under the ISA's emulator, with gen/check/gemm.py's cases,
canaries and NumPy judge (its error bound; every float outside C bit-identical; A and B
unchanged).

1. The compiled table is printed by the harness and compared with the suite's layers and the
   plans chosen for them (name, M, N, K, op(B), count, plan, tile, blocking).
2. Every table entry runs on a *reduced* shape through the table's function pointer (two
   cases: alpha 1 / beta 0 with tight leading dimensions, and alpha -0.5 / beta 0.25 with
   padded ones). `reduced_extent` explains why a reduced shape runs the same code.
3. Full-size layers run through `<lib>_layer(i, ...)` itself: natively every layer up to
   `FULL_SIZE_FLOPS` and `FULL_SIZE_BYTES` (2 threads), under emulation the smallest layer
   (1 thread).
The harness also checks that an out-of-range layer index returns BAD_LAYER.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from pathlib import Path

import numpy as np

from exogemm.gen.c.cross import run_program
from exogemm.gen.check import gemm as gemm_check
from exogemm.gen.check.gemm import GemmCase, make_case
from exogemm.gen.check.harness import CaseLayout, Program, Record, build_program, fill
from exogemm.gen.check.verdict import Report
from exogemm.gen.library.model_f32 import F32ModelLibrary, LayerEntry
from exogemm.gen.library.per_model import BAD_LAYER, openmp_flags

#: A GEMM check case plus which layer runs it and whether through <lib>_layer (full size) or
#: the layer's sgemm pointer (any shape).
LAYOUT = CaseLayout(fields=("layer", "full", *gemm_check.LAYOUT.fields),
                    scalars=gemm_check.LAYOUT.scalars, buffers=gemm_check.LAYOUT.buffers,
                    written_back=gemm_check.LAYOUT.written_back)
#: Native full-size cases: every layer of at most this many flops (2 M N K) whose operands
#: take at most FULL_SIZE_BYTES (VGG-16's fc6 weights alone are 411 MB).
FULL_SIZE_FLOPS = 2e9
FULL_SIZE_BYTES = 64 * 1024**2
#: K is cut in 4-wide steps: a row-major A is packed by 4 x 4 transposes plus K % 4 columns.
K_TILE = 4


def reduced_extent(x: int, block: int, tile: int) -> int:
    """A smaller extent that runs the same code as `x` in a dimension blocked by `block`
    (a multiple of `tile`) and cut into `tile`-wide pieces inside a block.

    The generated GEMM's control flow along a dimension depends only on: how many full
    blocks there are (0, 1, or more: a loop over identical full blocks), whether a ragged
    block follows (`if x % block > 0`), how many full tiles that ragged block holds (0, 1, or
    more: a loop over identical tiles) and the width of the last ragged tile (x % tile, which
    picks the edge tile, its masks, and the 4-, 8- or mr-row kernel). Keeping at most two
    full blocks (one if a ragged block follows, so there are still two blocks), at most two
    full tiles in the ragged block, and x % tile exactly keeps every one of those, while
    M = 12544 becomes at most mc + 3 mr - 1. Full blocks cannot shrink: their size is baked
    into the plan.
    """
    full, rest = divmod(x, block)
    rest = tile * min(rest // tile, 2) + rest % tile
    return min(full, 1 if rest else 2) * block + rest


def reduced_shape(entry: LayerEntry) -> tuple[int, int, int]:
    L, p, b = entry.layer, entry.plan, entry.plan.blocking
    return (reduced_extent(L.M, b.mc, p.mr), reduced_extent(L.N, b.nc, p.nr),
            reduced_extent(L.K, b.kc, K_TILE))


@dataclass
class Case:
    """One harness case: which layer, through which entry, and the gemm_check case."""

    entry: LayerEntry
    full: bool
    gemm: GemmCase


def layer_cases(lib: F32ModelLibrary, rng: np.random.Generator) -> list[Case]:
    """Reduced shapes for every entry, then the full-size ones (see the module docstring)."""
    cases = []
    for e in lib.entries:
        M, N, K = reduced_shape(e)
        for pad, alpha, beta in ((0, 1.0, 0.0), (5, -0.5, 0.25)):
            cases.append(Case(e, False, make_case(rng, M, N, K, trans_b=e.layer.trans_b,
                                                  pad=pad, alpha=alpha, beta=beta)))
    for e in full_size_entries(lib):
        cases.append(Case(e, True, make_case(rng, e.layer.M, e.layer.N, e.layer.K,
                                             trans_b=e.layer.trans_b,
                                             threads=2 if lib.isa.toolchain.native else 1)))
    return cases


def full_size_entries(lib: F32ModelLibrary) -> list[LayerEntry]:
    """Native: every layer within FULL_SIZE_FLOPS and FULL_SIZE_BYTES (at least the
    smallest); emulated: the smallest layer (QEMU runs vector code some hundred times
    slower)."""
    smallest = min(lib.entries, key=lambda e: (e.layer.flops, operand_bytes(e)))
    if not lib.isa.toolchain.native:
        return [smallest]
    return [e for e in lib.entries if e.layer.flops <= FULL_SIZE_FLOPS
            and operand_bytes(e) <= FULL_SIZE_BYTES] or [smallest]


def operand_bytes(entry: LayerEntry) -> int:
    """Bytes of A, B and C of the layer's full-size GEMM."""
    L = entry.layer
    return 4 * (L.M * L.K + L.K * L.N + L.M * L.N)


def record(case: Case) -> Record:
    fields, scalars, buffers = gemm_check.values(case.gemm)
    return LAYOUT.record(dict(layer=case.entry.index, full=int(case.full), **fields), scalars,
                         buffers)


def adapter(lib: F32ModelLibrary) -> str:
    """harness_model.c.in for the library `lib`."""
    return fill("harness_model.c.in", layout=LAYOUT.c_enums(), name=lib.name,
                uname=lib.name.upper(), bad_layer=BAD_LAYER)


def build_harness(lib: F32ModelLibrary, directory: Path, archive: Path) -> Path:
    """The harness linked against the built archive with the ISA's toolchain (cached by the
    archive's bytes, the library's headers, the harness and the command)."""
    return build_program(lib.isa, [], adapter(lib), tag=f"{lib.name}-harness",
                         compile_flags=[*lib.isa.toolchain.cflags, *openmp_flags(lib.isa)],
                         inputs=(archive,), include_dir=directory)


def compiled_table(lib: F32ModelLibrary, exe: Path) -> list[tuple[str, ...]]:
    """The layer table as the built library holds it, one tuple of strings per row."""
    proc = run_program([*lib.isa.toolchain.runner, str(exe), "--table"],
                       what=f"{lib.name}'s layer table", timeout=300)
    return [tuple(line.split("\t")) for line in proc.stdout.splitlines()]


def expected_table(lib: F32ModelLibrary) -> list[tuple[str, ...]]:
    """The rows the table must hold: the suite's layers and the plans chosen for them."""
    rows = []
    for e in lib.entries:
        L, p, b = e.layer, e.plan, e.plan.blocking
        rows.append(tuple(str(x) for x in (e.label, L.M, L.N, L.K, int(L.trans_b), L.count,
                                           p.prefix, p.mr, p.nr, b.mc, b.nc, b.kc)))
    return rows


@dataclass
class ModelCheck:
    """Outcome of `check_library`: the table comparison and the GEMM runs."""

    report: Report
    table_mismatches: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return self.report.ok and not self.table_mismatches

    def lines(self) -> list[str]:
        table = ("layer table matches the suite" if not self.table_mismatches else
                 f"layer table: {len(self.table_mismatches)} rows differ")
        return [f"{self.report.isa}: {table}", *self.table_mismatches[:10],
                *self.report.lines()]


def check_library(lib: F32ModelLibrary, directory: Path, archive: Path,
                  seed: int = 0) -> ModelCheck:
    """Link the harness against `archive`, compare its table, run and judge every case."""
    exe = build_harness(lib, directory, archive)
    got, want = compiled_table(lib, exe), expected_table(lib)
    mismatches = [f"row {i}: built {g} != expected {w}"
                  for i, (g, w) in enumerate(zip(got, want)) if g != w]
    if len(got) != len(want):
        mismatches.append(f"the built table has {len(got)} rows, the suite {len(want)}")
    cases = layer_cases(lib, np.random.default_rng(seed))
    results = Program(exe, lib.name, emulator=tuple(lib.isa.toolchain.runner)).run(
        [record(c) for c in cases])
    verdicts = [gemm_check.judge_result(c.gemm, r) for c, r in zip(cases, results)]
    named = [replace(v, label=f"{c.entry.label} ({c.entry.plan.prefix}): {v.label}")
             for c, v in zip(cases, verdicts)]
    reduced = [v for c, v in zip(cases, named) if not c.full]
    full = [v for c, v in zip(cases, named) if c.full]
    where = lib.isa.toolchain.runner[0] if lib.isa.toolchain.runner else "natively"
    report = Report(lib.isa.key, [
        (f"{len(lib.entries)} layers x 2 on reduced shapes via the table's sgemm pointers, "
         f"{where}", reduced),
        (f"{len(full)} layer(s) at full size via {lib.name}_layer, {where}", full),
    ])
    return ModelCheck(report, mismatches)

