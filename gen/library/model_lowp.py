"""Per-model libraries in a low-precision datatype (int8, bf16): `emit-model SUITE --dtype`.

A k-grouped datatype's GEMM is one driver (gen/c/lowp_gemm.py: BLIS loops, k-grouped
packing, ragged edges through a local tile) around one Exo-scheduled micro-kernel, and it
takes any M, N, K at run time, so a network's int8 library needs exactly one kernel and one
driver whatever its layers; what is per model is the layer table. Files:

    <suite>_<dtype>_<isa>.h     the layer table type, one enum constant per layer, the entries
    <suite>_<dtype>_<isa>.c     the layer table and `<name>_layer(...)`
    <plan>_driver.c, <plan>_gemm.h  the GEMM driver (gen/templates/lowp_gemm.c.in) and the
                                header of its entries (plain and, for integers, quantized)
    <kernel>.c, <kernel>.h      the micro-kernel (and Exo's header)
    Makefile, README.md         as the f32 libraries' (gen/library/model_f32.py)

gen/check/model_lowp.py's `check_lowp_library` links the validation harness
(harness_model_lowp.c.in) against the built archive with the ISA's toolchain and runs it
natively or under QEMU: the compiled table is compared with the suite, every layer runs on a
reduced shape that keeps its code paths (model_check.reduced_extent) through the exported GEMM,
plain and accumulating into a padded C, and full-size layers through `<name>_layer`. int8
results must equal NumPy's int64 product; bf16 ones lie within the f32 bound gamma_(K+1) |A||B|;
every element of C's buffer outside the matrix must come back unchanged.
"""

from __future__ import annotations

from dataclasses import dataclass

from exogemm.core import return_codes
from exogemm.core.dtype import DType
from exogemm.gen.c.lowp_gemm import LowpPlan, driver_source, header_source, lowp_plan
from exogemm.gen.c.templates import fill
from exogemm.gen.exo.kernels import emit_microkernels
from exogemm.gen.library.per_model import (
    BAD_LAYER,
    LayerTable,
    PerModelLibrary,
    layer_table,
    makefile,
)
from exogemm.isa.base import VectorIsa
from exogemm.models.suites import Suite


@dataclass(frozen=True)
class LowpModelLibrary(PerModelLibrary):
    """A low-precision per-model library: the layer table and the one plan serving it."""

    table: LayerTable
    isa: VectorIsa
    dtype: DType
    plan: LowpPlan

    @property
    def name(self) -> str:
        """C prefix and file stem: <suite>_<dtype>_<isa key>, e.g. resnet50_u8s8s32_neon."""
        return library_name(self.suite, self.dtype, self.isa)

    @property
    def target(self) -> VectorIsa:
        return self.isa

    @property
    def summary(self) -> str:
        return f"{len(self.layers)} layers served by {self.plan.prefix}_gemm"

    def files(self) -> dict[str, str]:
        """Every file of the library (scheduling the kernel if it was never scheduled:
        seconds)."""
        kernel = emit_microkernels([self.plan.tile])[0]
        return {**kernel.files(), f"{self.name}.h": render_header(self),
                f"{self.name}.c": render_table(self),
                self.plan.header_name: header_source(self.plan),
                f"{self.plan.prefix}_driver.c": driver_source(self.plan),
                "Makefile": render_makefile(self), "README.md": render_readme(self)}


def library_name(suite: str, dtype: DType, isa: VectorIsa) -> str:
    """<suite>_<dtype>_<isa key>[_<core>]: resnet50_u8s8s32_neon_cortex_a53 for a core's."""
    core = f"_{isa.core.replace('-', '_')}" if isa.core else ""
    return f"{suite}_{dtype.name}_{isa.key}{core}"


def lowp_model_library(suite: Suite, isa: VectorIsa, dtype: DType,
                       quick: bool = False) -> LowpModelLibrary:
    """The layers of `suite` (its quick subset with `quick`) and the one plan serving them.
    Called through gen/library/model.py's `model_library`."""
    table = layer_table(suite, library_name(suite.name, dtype, isa), quick)
    return LowpModelLibrary(table, isa, dtype, lowp_plan(isa, dtype))


def render_header(lib: LowpModelLibrary) -> str:
    d = lib.dtype
    exactness = ("Results are exact (int32 overflow is the caller's to rule out: K x max|a| x "
                 "max|b| < 2^31)." if d.exact else
                 "Products are exact in f32; sums round as f32's (bound gamma_(K+1) |A||B|).")
    return fill("model_lowp.h.in", NAME=lib.name, UNAME=lib.name.upper(),
                GUARD=f"{lib.name.upper()}_H", DTYPE=d.name, SUITE=lib.table.title,
                ISA=lib.isa.description, PREFIX=lib.plan.prefix, TILE=lib.plan.tile.name,
                NLAYERS=len(lib.layers), C_A=d.c_a, C_B=d.c_b, C_C=d.c_c, EXACTNESS=exactness,
                BAD_LAYER=BAD_LAYER, CODES=return_codes.c_comment_lines("gemm", indent="     "),
                ENUM=lib.table.enum(), ENTRY_HEADER=lib.plan.header_name,
                QGEMM=" and _qgemm" if d.exact else "")


def render_table(lib: LowpModelLibrary) -> str:
    d = lib.dtype
    return fill("model_lowp_table.c.in", NAME=lib.name, NLAYERS=len(lib.layers),
                ROWS=lib.table.rows(), C_A=d.c_a, C_B=d.c_b, C_C=d.c_c, BAD_LAYER=BAD_LAYER,
                PREFIX=lib.plan.prefix, LEADING_DIMENSION=return_codes.code("LEADING_DIMENSION"))


def render_makefile(lib: LowpModelLibrary) -> str:
    return makefile(lib.isa, lib.name, f"{lib.table.title} in {lib.dtype.name}", lib.archive,
                    [lib.name, lib.plan.prefix + "_driver", lib.plan.tile.name])


def render_readme(lib: LowpModelLibrary, size_lines: list[str] | None = None) -> str:
    d, L0 = lib.dtype, lib.layers[0]
    return "\n".join([
        f"# {lib.name}", "",
        f"The {d.name} GEMMs ({d.c_a} x {d.c_b} -> {d.c_c}) of {lib.table.title} on "
        f"{lib.isa.description}: {len(lib.layers)} layer shapes served by one GEMM, "
        f"`{lib.plan.prefix}_gemm` (micro-kernel `{lib.plan.tile.name}`, derived by Exo; "
        f"blocking mc={lib.plan.mc}, nc={lib.plan.nc}, kc={lib.plan.kc}). Standalone C11 "
        "(+ OpenMP if enabled).", "",
        "## Build and call", "", "```sh", f"make            # -> {lib.archive}", "```", "",
        "```c", f'#include "{lib.name}.h"',
        f"/* row-major C = A op(B) for the layer's M, N, K ({L0.M}x{L0.N}x{L0.K} here) */",
        f"int rc = {lib.name}_layer({lib.ident(0)}, A, lda, B, ldb, C, ldc, 0, 0);", "```",
        "", "See the header for the arguments and return codes.", "",
        "## Layers", "", *lib.table.readme_rows(), "",
        *(["## Size", "", *size_lines, ""] if size_lines else []),
    ])
