"""Per-model libraries in a low-precision datatype (int8, bf16): `emit-model SUITE --dtype`.

A k-grouped datatype's GEMM is one driver (gen/grouped_gemm.py: BLIS loops, k-grouped
packing, ragged edges through a local tile) around one Exo-scheduled micro-kernel, and it
takes any M, N, K at run time, so a network's int8 library needs exactly one kernel and one
driver whatever its layers; what is per model is the layer table. Files:

    <suite>_<dtype>_<isa>.h     the layer table type, one enum constant per layer, the entries
    <suite>_<dtype>_<isa>.c     the layer table and `<name>_layer(...)`
    <plan>.c                    the GEMM driver (gen/templates/grouped_gemm.c.in)
    <kernel>.c, <kernel>.h      the micro-kernel (and Exo's header)
    Makefile, README.md         as the f32 libraries' (gen/model_library.py)

`check_lowp_library` links the validation harness (harness_model_lowp.c.in) against the built
archive with the ISA's toolchain and runs it natively or under QEMU: the compiled table is
compared with the suite, every layer runs on a reduced shape that keeps its code paths
(model_check.reduced_extent) through the exported GEMM, plain and accumulating into a padded
C, and full-size layers through `<name>_layer`. int8 results must equal NumPy's int64
product; bf16 ones lie within the f32 bound gamma_(K+1) |A||B|; every element of C's buffer
outside the matrix must come back unchanged.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import numpy as np

from exogemm import return_codes
from exogemm.dtype import DType
from exogemm.gen import tolerance
from exogemm.gen.cross import run_program
from exogemm.gen.emit import emit_microkernels
from exogemm.gen.gemm_check import GemmReport, GemmVerdict
from exogemm.gen.gemm_source import fill
from exogemm.gen.grouped_gemm import GroupedPlan, driver_source, entry_decl, grouped_plan
from exogemm.gen.harness import CaseLayout, Program, Record, build_program
from exogemm.gen.model_check import FULL_SIZE_BYTES, FULL_SIZE_FLOPS, reduced_extent
from exogemm.gen.model_library import (
    BAD_LAYER,
    binutil,
    build_archive,
    c_ident,
    openmp_flags,
)
from exogemm.gen.validate import operand_values, random_operand
from exogemm.isa.base import VectorIsa
from exogemm.suites import Layer, get_suite

LAYOUT = CaseLayout(fields=("layer", "full", "M", "N", "K", "lda", "ldb", "ldc", "guard",
                            "accumulate", "threads"),
                    buffers=("A", "B", "C"), written_back=("C",))


@dataclass(frozen=True)
class LowpModelLibrary:
    suite: str
    isa: VectorIsa
    dtype: DType
    quick: bool
    layers: tuple[Layer, ...]
    idents: tuple[str, ...]  # the layers' enum constants
    plan: GroupedPlan

    @property
    def name(self) -> str:
        """C prefix and file stem: <suite>_<dtype>_<isa key>, e.g. resnet50_u8s8s32_neon."""
        return f"{self.suite}_{self.dtype.name}_{self.isa.key}"

    @property
    def archive(self) -> str:
        return f"lib{self.name}.a"

    def label(self, i: int) -> str:
        return f"{self.layers[i].group}/{self.layers[i].name}"


def lowp_model_library(suite: str, isa: VectorIsa, dtype: DType, *,
                       quick: bool = False) -> LowpModelLibrary:
    """The layers of `suite` (its quick subset with `quick`) and the one plan serving them."""
    layers = tuple(get_suite(suite).layers(quick=quick))
    stem, idents = f"{suite}_{dtype.name}_{isa.key}".upper(), []
    for i, layer in enumerate(layers):
        ident = f"{stem}_{c_ident(layer.group)}_{c_ident(layer.name)}"
        idents.append(f"{ident}_{i}" if ident in idents else ident)
    return LowpModelLibrary(suite, isa, dtype, quick, layers, tuple(idents),
                            grouped_plan(isa, dtype))


def _suite(lib: LowpModelLibrary) -> str:
    return lib.suite + (" (quick subset)" if lib.quick else "")


def render_header(lib: LowpModelLibrary) -> str:
    d = lib.dtype
    enum = "\n".join(f"    {ident} = {i},  /* {L.M}x{L.N}x{L.K}{' B^T' if L.trans_b else ''} */"
                     for i, (ident, L) in enumerate(zip(lib.idents, lib.layers)))
    exactness = ("Results are exact (int32 overflow is the caller's to rule out: K x max|a| x "
                 "max|b| < 2^31)." if d.exact else
                 "Products are exact in f32; sums round as f32's (bound gamma_(K+1) |A||B|).")
    return fill("model_lowp.h.in", NAME=lib.name, UNAME=lib.name.upper(),
                GUARD=f"{lib.name.upper()}_H", DTYPE=d.name, SUITE=_suite(lib),
                ISA=lib.isa.description, PREFIX=lib.plan.prefix, TILE=lib.plan.tile.name,
                NLAYERS=len(lib.layers), C_A=d.c_a, C_B=d.c_b, C_C=d.c_c, EXACTNESS=exactness,
                BAD_LAYER=BAD_LAYER, CODES=return_codes.c_comment_lines("gemm", indent="     "),
                ENUM=enum, ENTRY_DECL=entry_decl(lib.plan))


def render_table(lib: LowpModelLibrary) -> str:
    d = lib.dtype
    rows = "\n".join(f'    {{"{lib.label(i)}", {L.M}, {L.N}, {L.K}, {int(L.trans_b)}, '
                     f'{L.count}}},' for i, L in enumerate(lib.layers))
    return fill("model_lowp_table.c.in", NAME=lib.name, NLAYERS=len(lib.layers), ROWS=rows,
                C_A=d.c_a, C_B=d.c_b, C_C=d.c_c, BAD_LAYER=BAD_LAYER, PREFIX=lib.plan.prefix,
                LEADING_DIMENSION=return_codes.code("LEADING_DIMENSION"))


def render_makefile(lib: LowpModelLibrary) -> str:
    tc = lib.isa.toolchain
    note = "" if tc.native else (" The emulator-validated build is\n# single-threaded; "
                                 "OPENMP=-fopenmp needs the target's libgomp.")
    srcs = [lib.name, lib.plan.prefix + "_driver", lib.plan.tile.name]
    return fill("model.mk.in", NAME=lib.name, SUITE=f"{_suite(lib)} in {lib.dtype.name}",
                ISA=lib.isa.description, CC=" ".join(tc.cc), CFLAGS=" ".join(tc.cflags),
                OPENMP=" ".join(openmp_flags(lib.isa)), OPENMP_NOTE=note,
                AR=binutil(lib.isa, "ar"), ARCHIVE=lib.archive,
                SRCS=" ".join(f"{s}.c" for s in srcs))


def render_readme(lib: LowpModelLibrary, size_lines: list[str] | None = None) -> str:
    d, L0 = lib.dtype, lib.layers[0]
    rows = [f"| {i} | `{ident}` | {lib.label(i)} | {L.M} | {L.N} | {L.K} | "
            f"{'B^T' if L.trans_b else 'B'} | {L.count} |"
            for i, (ident, L) in enumerate(zip(lib.idents, lib.layers))]
    return "\n".join([
        f"# {lib.name}", "",
        f"The {d.name} GEMMs ({d.c_a} x {d.c_b} -> {d.c_c}) of {_suite(lib)} on "
        f"{lib.isa.description}: {len(lib.layers)} layer shapes served by one GEMM, "
        f"`{lib.plan.prefix}_gemm` (micro-kernel `{lib.plan.tile.name}`, derived by Exo; "
        f"blocking mc={lib.plan.mc}, nc={lib.plan.nc}, kc={lib.plan.kc}). Standalone C11 "
        "(+ OpenMP if enabled).", "",
        "## Build and call", "", "```sh", f"make            # -> {lib.archive}", "```", "",
        "```c", f'#include "{lib.name}.h"',
        f"/* row-major C = A op(B) for the layer's M, N, K ({L0.M}x{L0.N}x{L0.K} here) */",
        f"int rc = {lib.name}_layer({lib.idents[0]}, A, lda, B, ldb, C, ldc, 0, 0);", "```",
        "", "See the header for the arguments and return codes.", "",
        "## Layers", "", "| # | constant | layer | M | N | K | op(B) | count |",
        "|---|---|---|---|---|---|---|---|", *rows, "",
        *(["## Size", "", *size_lines, ""] if size_lines else []),
    ])


def write_lowp_library(lib: LowpModelLibrary, directory: Path,
                       size_lines: list[str] | None = None) -> list[Path]:
    """Emit every file of the library into `directory` (scheduling the kernel if it was
    never scheduled: seconds)."""
    directory.mkdir(parents=True, exist_ok=True)
    kernel = emit_microkernels([lib.plan.tile])[0]
    paths = list(kernel.write(directory))
    for name, text in ((f"{lib.name}.h", render_header(lib)),
                       (f"{lib.name}.c", render_table(lib)),
                       (f"{lib.plan.prefix}_driver.c", driver_source(lib.plan)),
                       ("Makefile", render_makefile(lib)),
                       ("README.md", render_readme(lib, size_lines))):
        (directory / name).write_text(text)
        paths.append(directory / name)
    return paths


def build_lowp_library(lib: LowpModelLibrary, directory: Path) -> Path:
    return build_archive(lib.isa, lib.archive, directory)


# --------------------------------------------------------------------------- check


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


def _case(lib: LowpModelLibrary, i: int, full: bool, M: int, N: int, K: int, pad: int,
          accumulate: bool, rng: np.random.Generator) -> Case:
    d, L, G = lib.dtype, lib.layers[i], tolerance.GUARD
    lda, ldb, ldc = K + pad, (K if L.trans_b else N) + pad, N + pad
    A = random_operand(d.numpy_a, (M, lda), rng)
    B = random_operand(d.numpy_b, ((N if L.trans_b else K), ldb), rng)
    C = np.full(2 * G + M * ldc, tolerance.canary(d.numpy_c), dtype=d.numpy_c)
    if accumulate:
        inner = C[G:G + M * ldc].reshape(M, ldc)[:, :N]
        inner[:] = (rng.integers(-1000, 1000, (M, N)) if d.exact
                    else rng.uniform(-1, 1, (M, N)))
    threads = 2 if full and lib.isa.toolchain.native else 1
    return Case(i, full, M, N, K, A, B, C, ldc, accumulate, threads)


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


def judge(lib: LowpModelLibrary, c: Case, returned: int, C: np.ndarray) -> GemmVerdict:
    d, L, G = lib.dtype, lib.layers[c.layer], tolerance.GUARD
    A = operand_values(c.A, d.numpy_a)[:, :c.K].astype(np.float64)
    B = operand_values(c.B, d.numpy_b).astype(np.float64)
    B = B[:, :c.K].T if L.trans_b else B[:, :c.N]
    inner = lambda X: X[G:G + c.M * c.ldc].reshape(c.M, c.ldc)[:, :c.N]  # noqa: E731
    c0 = inner(c.C).astype(np.float64) if c.accumulate else 0.0
    exact, got = A @ B + c0, inner(C).astype(np.float64)
    if d.exact:
        err = float(np.abs(got - exact).max(initial=0))
        ratio = err if err == 0 else float("inf")
    else:
        bound = tolerance.error_bound(c.K + 1, np.abs(A) @ np.abs(B) + np.abs(c0), d.name)
        err, ratio = tolerance.error_ratio(got, exact, bound)
    written = np.zeros(C.shape, dtype=bool)
    inner(written)[:] = True
    label = (f"{lib.label(c.layer)} {c.M}x{c.N}x{c.K}{' full' if c.full else ''}"
             f"{' accumulate' if c.accumulate else ''}")
    return GemmVerdict(label, returned, err, ratio,
                       tolerance.canaries_intact(c.C, C, written), True)


def check_lowp_library(lib: LowpModelLibrary, directory: Path, archive: Path,
                       seed: int = 0) -> tuple[GemmReport, list[str]]:
    """Link the harness against `archive`, compare its table, run and judge every case;
    returns the report and the table's mismatches."""
    d = lib.dtype
    adapter = fill("harness_model_lowp.c.in", layout=LAYOUT.c_enums(), name=lib.name,
                   uname=lib.name.upper(), bad_layer=BAD_LAYER, prefix=lib.plan.prefix,
                   c_a=d.c_a, c_b=d.c_b, c_c=d.c_c)
    exe = build_program(lib.isa, [], adapter, tag=f"{lib.name}-harness",
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
    where = runner[0] if runner else "natively"
    reduced = [v for c, v in zip(todo, verdicts) if not c.full]
    full = [v for c, v in zip(todo, verdicts) if c.full]
    return GemmReport(lib.isa.key, [
        (f"{len(lib.layers)} layers x 2 on reduced shapes via {lib.plan.prefix}_gemm, {where}",
         reduced),
        (f"{len(full)} layer(s) at full size via {lib.name}_layer, {where}", full),
    ]), mismatches
