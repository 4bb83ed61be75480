"""Per-model C libraries: only the GEMMs one network's layers need, for one target and one
datatype. `model_library` is the one way to make one, whatever the datatype or the engine:

    f32 on a vector ISA          a GEMM plan per layer shape (model_f32.py; with `tiles` and
                                 `blas`), the selector's choice for each
    int8 / bf16 / f16 on one     one k-grouped GEMM that takes any shape (model_lowp.py)
    f32 on SME                   one GEMM over a block of ZA tiles (model_sme.py; `grid`)

Every library is a `PerModelLibrary` (per_model.py): a name, a layer table with one C enum
constant per layer, its files, one `write`, one `build` with the target's toolchain. What
differs is what serves the layers, so each kind writes its own C around the shared table.
A combination no library serves (a low-precision SME library, AMX, which has no per-model
library, FP32 tile choices for an int8 library) is refused here with the reason, before
anything is scheduled.
"""

from __future__ import annotations

from exogemm.core.dtype import F32, DType, get_dtype
from exogemm.core.errors import DtypeError, ExogemmError
from exogemm.gen.c.sme_build import DEFAULT_GRID
from exogemm.gen.library.model_f32 import f32_model_library
from exogemm.gen.library.model_lowp import lowp_model_library
from exogemm.gen.library.model_sme import sme_model_library
from exogemm.gen.library.per_model import PerModelLibrary
from exogemm.isa.base import VectorIsa
from exogemm.isa.matrix import MatrixEngine
from exogemm.isa.sme import SmeEngine
from exogemm.models.suites import Suite, get_suite
from exogemm.plan.tile import Tile


def model_library(suite: str | Suite, target: VectorIsa | MatrixEngine,
                  dtype: str | DType = F32, *, quick: bool = False,
                  tiles: tuple[Tile, ...] | None = None, blas: bool = False,
                  grid: tuple[int, int] | None = None) -> PerModelLibrary:
    """The library of `suite`'s layers (a suite name or a Suite, e.g. an ONNX model's,
    exogemm/models/onnx_import.py; its quick subset with `quick`) on `target` in `dtype`.
    `tiles` (FP32 only: the tiles to choose among, `emit-model --cpu`) and `blas` (FP32
    only: sgemm_ / cblas_sgemm behind the table) shape a vector ISA's FP32 library; `grid`
    (rows x columns of ZA tiles) an SME library's GEMM. Nothing is scheduled until `files`."""
    resolved, dtype = get_suite(suite), get_dtype(dtype) if isinstance(dtype, str) else dtype
    refusal = _refusal(target, dtype, tiles, blas, grid)
    if refusal is not None:
        raise refusal
    if isinstance(target, SmeEngine):
        return sme_model_library(resolved, target, quick, grid or DEFAULT_GRID)
    assert isinstance(target, VectorIsa)
    if dtype == F32:
        return f32_model_library(resolved, target, quick, tiles, blas)
    return lowp_model_library(resolved, target, dtype, quick)


def _refusal(target: VectorIsa | MatrixEngine, dtype: DType,
             tiles: tuple[Tile, ...] | None, blas: bool,
             grid: tuple[int, int] | None) -> ExogemmError | None:
    """The error saying why no library serves these arguments, or None."""
    where = getattr(target, "key", target.name)
    if not isinstance(target, (VectorIsa, SmeEngine)):
        return ExogemmError(f"{target.name} has no per-model library (its kernels and GEMM "
                            f"are emitted with `exogemm emit --isa {target.name}`)")
    if isinstance(target, SmeEngine) and dtype != F32:
        return DtypeError(f"an SME library's GEMM is f32's; {dtype.name} is not served on "
                          f"{where}")
    if grid is not None and not isinstance(target, SmeEngine):
        return ExogemmError(f"a block of ZA tiles (grid) shapes an SME library, not one "
                            f"for {where}")
    if dtype != F32 and tiles is not None:
        return DtypeError(f"tile choices rank the FP32 micro-kernel tiles; a {dtype.name} "
                          f"library has one kernel per ISA")
    if blas and (dtype != F32 or isinstance(target, SmeEngine)):
        return DtypeError(f"the BLAS entries (sgemm_, cblas_sgemm) are FP32's on a vector "
                          f"ISA, not {dtype.name} on {where}")
    return None
