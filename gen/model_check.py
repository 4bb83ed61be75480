"""Validate a built per-model library: its layer table, and every layer's GEMM vs NumPy.

The library is checked as built by its own Makefile: a small C program (`HARNESS`) is linked
against lib<suite>_<isa>.a with the ISA's toolchain and run natively or under the ISA's
emulator, exactly like gen/gemm_check.py's harness, with its cases, canaries and NumPy judge
(error bound gamma_(K+3) (|alpha| |A||B| + |beta C|), every float outside C bit-identical).

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

import subprocess
from dataclasses import dataclass, field, replace
from pathlib import Path

import numpy as np

from exogemm.errors import RunError
from exogemm.gen.gemm_check import GemmCase, GemmReport, encode_case, make_case, run_harness
from exogemm.gen.model_library import BAD_LAYER, LayerEntry, ModelLibrary, openmp_flags

MAGIC = 0x4D4C4458  # "XDLM"
#: Native full-size cases: every layer of at most this many flops (2 M N K) whose operands
#: take at most FULL_SIZE_BYTES (VGG-16's fc6 weights alone are 411 MB).
FULL_SIZE_FLOPS = 2e9
FULL_SIZE_BYTES = 64 * 1024**2
#: K is cut in 4-wide steps: a row-major A is packed by 4 x 4 transposes plus K % 4 columns.
K_TILE = 4

HARNESS = r"""
/* Validation harness for @NAME@: `harness --table` prints the layer table; `harness IN OUT`
   runs the cases of IN (a layer index, a full-size flag, then a gemm_check case) and writes
   each return code and C buffer to OUT. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "@NAME@.h"

@HARNESS_IO@
int main(int argc, char **argv) {
    if (argc == 2 && strcmp(argv[1], "--table") == 0) {
        for (int i = 0; i < @UNAME@_LAYERS; i++) {
            const struct @NAME@_layer_info *L = &@NAME@_layers[i];
            printf("%s\t%d\t%d\t%d\t%d\t%d\t%s\t%d\t%d\t%d\t%d\t%d\n", L->name, L->m, L->n,
                   L->k, L->trans_b, L->count, L->plan, L->mr, L->nr, L->mc, L->nc, L->kc);
        }
        return 0;
    }
    if (argc != 3) die("usage: harness --table | harness INPUT OUTPUT; arguments", (long)argc - 1);
    float one = 1.0f;
    if (@NAME@_layer(-1, 1.0f, &one, 1, &one, 1, 0.0f, &one, 1, 1) != @BAD_LAYER@ ||
        @NAME@_layer(@UNAME@_LAYERS, 1.0f, &one, 1, &one, 1, 0.0f, &one, 1, 1) != @BAD_LAYER@)
        die("an out-of-range layer index did not return", @BAD_LAYER@);
    FILE *in = fopen(argv[1], "rb"), *out = fopen(argv[2], "wb");
    if (!in || !out) die("cannot open the input or output file", 0);
    int64_t head[2];
    read_exact(in, head, sizeof head);
    if (head[0] != @MAGIC@) die("bad magic", (long)head[0]);
    for (int64_t c = 0; c < head[1]; c++) {
        int64_t sel[2], h[@HEADER@];
        float s[2];
        read_exact(in, sel, sizeof sel);
        read_exact(in, h, sizeof h);
        read_exact(in, s, sizeof s);
        if (sel[0] < 0 || sel[0] >= @UNAME@_LAYERS) die("no such layer", (long)sel[0]);
        const struct @NAME@_layer_info *L = &@NAME@_layers[sel[0]];
        /* M N K layout ta tb lda ldb ldc threads na nb nc guard */
        float *A = load(in, h[10]), *B = load(in, h[11]), *C = load(in, h[12]);
        int64_t rc;
        if (sel[1]) {
            if (h[0] != L->m || h[1] != L->n || h[2] != L->k || h[3] != 101 || h[4] != 111 ||
                (h[5] != 111) != L->trans_b)
                die("a full-size case does not match its layer's shape, case", (long)c);
            rc = @NAME@_layer((int)sel[0], s[0], A, (int)h[6], B, (int)h[7], s[1], C + h[13],
                              (int)h[8], (int)h[9]);
        } else {
            rc = L->sgemm((int)h[3], (int)h[4], (int)h[5], (int)h[0], (int)h[1], (int)h[2],
                          s[0], A, (int)h[6], B, (int)h[7], s[1], C + h[13], (int)h[8],
                          (int)h[9]);
        }
        if (fwrite(&rc, sizeof rc, 1, out) != 1) die("short write", (long)c);
        if (h[12] && fwrite(C, sizeof(float), (size_t)h[12], out) != (size_t)h[12])
            die("short write", (long)c);
        free(A);
        free(B);
        free(C);
    }
    @NAME@_release_workspace();
    if (fclose(out) != 0) die("cannot close the output file", 0);
    fclose(in);
    return 0;
}
"""


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


def layer_cases(lib: ModelLibrary, rng: np.random.Generator) -> list[Case]:
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


def full_size_entries(lib: ModelLibrary) -> list[LayerEntry]:
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


def encode(cases: list[Case]) -> bytes:
    parts = [np.array([MAGIC, len(cases)], dtype="<i8").tobytes()]
    for c in cases:
        parts.append(np.array([c.entry.index, int(c.full)], dtype="<i8").tobytes())
        parts.append(encode_case(c.gemm))
    return b"".join(parts)


def build_harness(lib: ModelLibrary, directory: Path, archive: Path) -> Path:
    """The harness linked against the built archive with the ISA's toolchain (cached by the
    archive's bytes, the library's headers, the harness and the command)."""
    from exogemm.gen.cross import build_executable
    from exogemm.gen.gemm_check import HEADER, harness_io

    main_c = (HARNESS.replace("@HARNESS_IO@", harness_io(f"{lib.name} harness"))
              .replace("@NAME@", lib.name).replace("@UNAME@", lib.name.upper())
              .replace("@MAGIC@", str(MAGIC)).replace("@HEADER@", str(HEADER))
              .replace("@BAD_LAYER@", str(BAD_LAYER)))
    flags = [*lib.isa.toolchain.cflags, *openmp_flags(lib.isa)]
    return build_executable(lib.isa, [], main_c, tag=f"{lib.name}-harness", compile_flags=flags,
                            inputs=(archive,), include_dir=directory)


def compiled_table(lib: ModelLibrary, exe: Path) -> list[tuple[str, ...]]:
    """The layer table as the built library holds it, one tuple of strings per row."""
    argv = [*lib.isa.toolchain.runner, str(exe), "--table"]
    proc = subprocess.run(argv, capture_output=True, text=True, timeout=300)
    if proc.returncode != 0:
        raise RunError(f"{' '.join(argv)} failed (status {proc.returncode}):\n"
                       f"{proc.stderr[-4000:]}")
    return [tuple(line.split("\t")) for line in proc.stdout.splitlines()]


def expected_table(lib: ModelLibrary) -> list[tuple[str, ...]]:
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

    report: GemmReport
    table_mismatches: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return self.report.ok and not self.table_mismatches

    def lines(self) -> list[str]:
        table = ("layer table matches the suite" if not self.table_mismatches else
                 f"layer table: {len(self.table_mismatches)} rows differ")
        return [f"{self.report.isa}: {table}", *self.table_mismatches[:10],
                *self.report.lines()]


def check_library(lib: ModelLibrary, directory: Path, archive: Path,
                  seed: int = 0) -> ModelCheck:
    """Link the harness against `archive`, compare its table, run and judge every case."""
    exe = build_harness(lib, directory, archive)
    got, want = compiled_table(lib, exe), expected_table(lib)
    mismatches = [f"row {i}: built {g} != expected {w}"
                  for i, (g, w) in enumerate(zip(got, want)) if g != w]
    if len(got) != len(want):
        mismatches.append(f"the built table has {len(got)} rows, the suite {len(want)}")
    cases = layer_cases(lib, np.random.default_rng(seed))
    verdicts = run_harness(exe, [c.gemm for c in cases], runner=tuple(lib.isa.toolchain.runner),
                           encoded=encode(cases))
    named = [replace(v, label=f"{c.entry.label} ({c.entry.plan.prefix}): {v.label}")
             for c, v in zip(cases, verdicts)]
    reduced = [v for c, v in zip(cases, named) if not c.full]
    full = [v for c, v in zip(cases, named) if c.full]
    where = lib.isa.toolchain.runner[0] if lib.isa.toolchain.runner else "natively"
    report = GemmReport(lib.isa.key, [
        (f"{len(lib.entries)} layers x 2 on reduced shapes via the table's sgemm pointers, "
         f"{where}", reduced),
        (f"{len(full)} layer(s) at full size via {lib.name}_layer, {where}", full),
    ])
    return ModelCheck(report, mismatches)

