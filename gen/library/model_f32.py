"""FP32 per-model C libraries: only the GEMM plans one network's layers need, for one ISA.

A small device cannot afford a whole BLAS (tens of MB of kernels for every CPU and every
BLAS routine) to run one network whose GEMM shapes are known ahead of time. `emit-model`
writes a standalone library for a layer suite (exogemm/models/suites.py) and an ISA:

    <suite>_<isa>.h         layer table type, one enum constant per layer, the entry points
    <suite>_<isa>.c         the layer table (name, M, N, K, kernel and blocking, sgemm
                            function pointer) and `<suite>_<isa>_layer(...)`
    <plan>.c, <plan>.h, <plan>_exo.h   one full GEMM per distinct plan (gen/c/gemm_build.py)
    Makefile                the ISA toolchain's compiler and exact flags -> lib<suite>_<isa>.a
    README.md               what is inside, how to build and call it, the size report
    <suite>_<isa>_blas.c    with --blas (gen/library/model.py `model_library(..., blas=True)`):
                            `sgemm_` and `cblas_sgemm` (gen/templates/model_blas.c.in), the layers' shapes
                            on their plans, every other call on a generic plan of the ISA

Layer shapes small enough (exogemm/plan/fixed.py: K <= 64, a few tile calls) also get a
fixed function, M, N and K compiled in, which their plan's sgemm finds first.

Each layer's plan (micro-kernel tile + blocking) is chosen for its (M, N, K) by
exogemm/policy/selector.py's `select_plan` (`select_layer_plan`); layers that get the same tile and
blocking share one plan, so the library holds only the distinct plans. Plans are named
sgemm_<isa>_<mr>x<nr>_mc<mc>_nc<nc>_kc<kc>: two plans with the same tile and different
blocking would otherwise export the same symbols (every other symbol of a plan's C is static).
A plan gets entry procs only for the operand layouts its layers call (`layouts_for`: 'rr',
plus 'rc' for B^T layers), about half the code of all four; then the suffix ends in _rr
(or _rr_rc) and the plan's sgemm returns -10 for a call that needs another layout (e.g.
op(A) = A^T).

A layer call is row-major: C[M, N] = alpha * A[M, K] * op(B) + beta * C, where op(B) is
B[K, N], or B^T with B stored N x K for the layers the suite marks `trans_b` (attention
scores Q K^T); conv layers are their im2col GEMMs (A = patches, B = weights).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from exogemm.core import return_codes
from exogemm.gen.c.gemm_build import emit_gemm
from exogemm.gen.c.gemm_source import takes_dot_path, takes_small_path
from exogemm.gen.c.templates import fill
from exogemm.gen.library.blas import front_end
from exogemm.gen.library.per_model import (
    BAD_LAYER,
    LayerTable,
    PerModelLibrary,
    layer_table,
    makefile,
)
from exogemm.isa.base import VectorIsa
from exogemm.models.suites import Layer, Suite
from exogemm.plan.fixed import fits_fixed
from exogemm.plan.gemm_plan import LAYOUTS, GemmPlan, make_plan
from exogemm.plan.tile import Tile
from exogemm.policy.selector import default_plan, select_plan


def select_layer_plan(isa: VectorIsa, m: int, n: int, k: int,
                      tiles: tuple[Tile, ...] | None = None) -> GemmPlan:
    """The plan (tile + blocking) that runs an m x n x k GEMM on `isa`: the analytical
    selector's pick (exogemm/policy/selector.py), which works for cross ISAs too, among
    `tiles` if given (`emit-model --cpu`: the tiles llvm-mca predicts best for that core,
    exogemm/tune/cpu.py). Not the tuning file: its timings are of this host, and a library
    is usually for another machine."""
    return select_plan(isa, m, n, k, tiles=tiles)


def layouts_for(layers: list[Layer]) -> tuple[str, ...]:
    """The operand layouts (procs/gemm.LAYOUTS) a plan needs for these layers' calls: a
    row-major A is 'r'; op(B) = B is 'r', B^T (stored N x K) is 'c'. 'rr' is always kept:
    the wrapper maps a one-column op(B) to it."""
    return ("rr", "rc") if any(layer.trans_b for layer in layers) else ("rr",)


def library_plan(plan: GemmPlan, layouts: tuple[str, ...] = LAYOUTS,
                 small: bool = True, dot: bool = True) -> GemmPlan:
    """`plan` built with only `layouts` (and the small path's kernels only if `small`, the
    dot-product kernels only if `dot` too),
    named after its blocking (and layouts, if not all), so that distinct plans never share
    a symbol."""
    b = plan.blocking
    suffix = f"mc{b.mc}_nc{b.nc}_kc{b.kc}"
    if tuple(layouts) != LAYOUTS:
        suffix += "_" + "_".join(layouts)
    return make_plan(plan.tile, b, suffix=suffix, layouts=layouts, small=small, dot=dot)


@dataclass(frozen=True)
class LayerEntry:
    """One row of the layer table: a suite layer and the plan that runs it."""

    index: int
    layer: Layer
    plan: GemmPlan
    ident: str  # enum constant, e.g. RESNET50_AVX512_BATCH_1_CONV1

    @property
    def label(self) -> str:
        return f"{self.layer.group}/{self.layer.name}"


@dataclass(frozen=True)
class F32ModelLibrary(PerModelLibrary):
    """What goes into one FP32 per-model library (nothing emitted yet): a plan per layer."""

    table: LayerTable
    isa: VectorIsa
    entries: tuple[LayerEntry, ...]
    plans: tuple[GemmPlan, ...]  # distinct, in order of first use (then `generic`)
    generic: GemmPlan | None = None  # --blas: the plan of every call outside the table

    @property
    def name(self) -> str:
        """C prefix and file stem: <suite>_<isa key>, e.g. resnet50_rvv_v128_l1."""
        return library_name(self.suite, self.isa)

    @property
    def blas_source(self) -> str | None:
        """The BLAS entries' C file stem (with --blas), else None."""
        return f"{self.name}_blas" if self.generic is not None else None

    @property
    def target(self) -> VectorIsa:
        return self.isa

    @property
    def summary(self) -> str:
        return f"{len(self.entries)} layers, {len(self.plans)} GEMM plan(s)"

    def files(self) -> dict[str, str]:
        """Every file of the library (README without sizes; see `write_readme`). Scheduling
        a plan not seen before takes about a minute."""
        files = {name: text for plan in self.plans
                 for name, text in emit_gemm(plan).files().items()}
        files.update({f"{self.name}.h": render_header(self),
                      f"{self.name}.c": render_table(self), "Makefile": render_makefile(self)})
        if self.blas_source:
            files[f"{self.blas_source}.c"] = render_blas(self)
        files["README.md"] = readme_text(self)
        return files


def library_name(suite: str, isa: VectorIsa) -> str:
    return f"{suite}_{isa.key}"


def f32_model_library(suite: Suite, isa: VectorIsa, quick: bool = False,
                      tiles: tuple[Tile, ...] | None = None,
                      blas: bool = False) -> F32ModelLibrary:
    """Choose a plan for every layer of `suite` (its quick subset with `quick`), among `tiles`
    if given (`select_layer_plan`); with `blas`, add the generic plan (`generic_plan`) behind
    the library's sgemm_ / cblas_sgemm. Called through gen/library/model.py's
    `model_library`."""
    table = layer_table(suite, library_name(suite.name, isa), quick)
    layers = table.layers
    chosen = [select_layer_plan(isa, x.M, x.N, x.K, tiles) for x in layers]
    groups: dict[tuple[int, ...], list[int]] = {}  # distinct (tile, blocking) -> layers
    for i, plan in enumerate(chosen):
        groups.setdefault((plan.mr, plan.nr, *plan.blocking.key()), []).append(i)
    plan_of: dict[int, GemmPlan] = {}
    for members in groups.values():
        group = [layers[i] for i in members]
        # the small kernels (173 on AVX-512) only where one of these layers runs them
        small = any(takes_small_path(chosen[i], x.M, x.N, x.K, x.trans_b)
                    for i, x in zip(members, group))
        # and the dot-product kernels (and the narrow path's row loops) likewise
        dot = any(takes_dot_path(chosen[i], x.M, x.N, x.K, x.trans_b)
                  for i, x in zip(members, group))
        # every layer shape a fixed function serves gets one (plan/fixed.py)
        fixed = [x.gemm for x in group if not x.trans_b and fits_fixed(isa, *x.gemm)]
        plan = library_plan(chosen[members[0]], layouts_for(group), small, dot) \
            .with_fixed(fixed)
        plan_of.update((i, plan) for i in members)
    entries = tuple(LayerEntry(i, layer, plan_of[i], table.idents[i])
                    for i, layer in enumerate(layers))
    plans = tuple(dict.fromkeys(e.plan for e in entries))
    generic = generic_plan(isa) if blas else None
    if generic is not None and generic not in plans:
        plans += (generic,)
    return F32ModelLibrary(table, isa, entries, plans, generic)


def generic_plan(isa: VectorIsa) -> GemmPlan:
    """The plan a --blas library runs every call outside its layer table on: the ISA's
    default plan with all four operand layouts (a BLAS call may transpose A), its small,
    dot and narrow paths, so that it serves any shape."""
    return library_plan(default_plan(isa))


# --------------------------------------------------------------------------- emission


def render_header(lib: F32ModelLibrary) -> str:
    """The library's header (gen/templates/model.h.in): the layer table type, the entry
    points and the return codes."""
    codes = return_codes.c_comment_lines("gemm", indent="     ")
    return fill("model.h.in", NAME=lib.name, UNAME=lib.name.upper(),
                GUARD=f"{lib.name.upper()}_H", SUITE=lib.table.title, ISA=lib.isa.description,
                NPLANS=len(lib.plans), NLAYERS=len(lib.entries), BAD_LAYER=BAD_LAYER,
                CODES=codes, ENUM=lib.table.enum())


def render_table(lib: F32ModelLibrary) -> str:
    """The layer table and the entry points (gen/templates/model_table.c.in)."""
    includes = "\n".join(f'#include "{p.prefix}.h"' for p in lib.plans)
    rows = []
    for e in lib.entries:
        L, p, b = e.layer, e.plan, e.plan.blocking
        rows.append(f'    {{"{e.label}", {L.M}, {L.N}, {L.K}, {int(L.trans_b)}, {L.count}, '
                    f'"{p.prefix}", {p.mr}, {p.nr}, {b.mc}, {b.nc}, {b.kc}, '
                    f'{p.prefix}_sgemm_ex}},')
    return fill("model_table.c.in", NAME=lib.name, NLAYERS=len(lib.entries),
                BAD_LAYER=BAD_LAYER, INCLUDES=includes, ROWS="\n".join(rows),
                SET_THREADS="\n".join(f"    {p.prefix}_set_num_threads(n);" for p in lib.plans),
                RELEASE="\n".join(f"    {p.prefix}_release_workspace();" for p in lib.plans))


def render_makefile(lib: F32ModelLibrary) -> str:
    """The Makefile (gen/templates/model.mk.in) with the compiler and flags exogemm
    validated the code with."""
    blas = [lib.blas_source] if lib.blas_source else []
    return makefile(lib.isa, lib.name, lib.table.title, lib.archive,
                    [lib.name, *(p.prefix for p in lib.plans), *blas])


def render_blas(lib: F32ModelLibrary) -> str:
    """The --blas library's sgemm_ / cblas_sgemm (gen/templates/model_blas.c.in around the
    shared front end, blas_front.c.in)."""
    assert lib.generic is not None, "render_blas needs a library built with blas=True"
    return fill("model_blas.c.in", NAME=lib.name, ISA=lib.isa.description,
                GENERIC=lib.generic.prefix, NLAYERS=len(lib.entries), FRONT=front_end())


def write_readme(lib: F32ModelLibrary, directory: Path, size_lines: list[str] | None = None) -> Path:
    """README.md again, with the sizes measured once the archive is built."""
    path = directory / "README.md"
    path.write_text(readme_text(lib, size_lines))
    return path


def readme_text(lib: F32ModelLibrary, size_lines: list[str] | None = None) -> str:
    """README.md: contents, build and call, the layer table and (once built) the sizes."""
    rows = [f"| {e.index} | `{e.ident}` | {e.label} | {e.layer.M} | {e.layer.N} | "
            f"{e.layer.K} | {'B^T' if e.layer.trans_b else 'B'} | {e.layer.count} | "
            f"`{e.plan.prefix}` |" for e in lib.entries]
    plans = [f"- {p.describe()}" for p in lib.plans]
    text = "\n".join([
        f"# {lib.name}",
        "",
        f"The GEMMs of {lib.table.title} on "
        f"{lib.isa.description}: {len(lib.entries)} layer shapes served by "
        f"{len(lib.plans)} GEMM plan(s), generated by exogemm from Exo procedures. "
        "Standalone C11 (+ OpenMP if enabled); no BLAS needed.",
        "",
        "## Build and call",
        "",
        "```sh",
        f"make            # -> {lib.archive} (CC, CFLAGS, OPENMP as in the Makefile)",
        "```",
        "",
        "```c",
        f'#include "{lib.name}.h"',
        "/* row-major C = alpha * A * op(B) + beta * C for the layer's M, N, K */",
        f"int rc = {lib.name}_layer({lib.entries[0].ident}, 1.0f, A, lda, B, ldb, 0.0f, C, "
        "ldc, 0);",
        "```",
        "",
        f"`{lib.name}_layers[i]` describes layer i (shape, plan, blocking, and the plan's "
        "`sgemm_ex` pointer, which also takes other shapes). See the header for return codes.",
        "",
        *([f"Built with `--blas`, the archive also exports `sgemm_` and `cblas_sgemm` (the "
           "reference BLAS's semantics and parameter errors): link it instead of BLIS or "
           "OpenBLAS. A call that is a layer's row-major shape runs that layer's plan, any "
           f"other call `{lib.generic.prefix}`; `exogemm_blas_model_calls` and "
           "`exogemm_blas_generic_calls` count them (EXOGEMM_BLAS_VERBOSE=1: one line per "
           "call).", ""] if lib.generic is not None else []),
        "## Plans",
        "",
        *plans,
        "",
        "## Layers",
        "",
        "| # | constant | layer | M | N | K | op(B) | count | plan |",
        "|---|---|---|---|---|---|---|---|---|",
        *rows,
        "",
        *(["## Size", "", *size_lines, ""] if size_lines else []),
    ])
    return text
