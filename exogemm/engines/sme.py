"""ARM SME's kit (docs/sme.md): a grid of ZA32 tiles (--tiles RxC, --mr / --nr for a ragged
block) at one streaming vector length (--svl), its recipe shown step by step, the FP32 GEMM
emitted around the kernel, the kernels and the GEMM checked under QEMU, and a suite's
library for SME boards (`emit-model`).

The engine, recipe, C and checks live in isa/sme.py, procs/matrix/sme_*.py, gen/c/sme_build.py,
gen/check/sme.py and gen/library/model_sme.py; this module only fills exogemm/engines/
protocol.py's roles with them.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from exogemm.core.dtype import F32, get_dtype
from exogemm.core.errors import ExogemmError
from exogemm.engines.protocol import Verdict, default_lines, default_row, engine_from
from exogemm.gen.c.build_note import BuildNote
from exogemm.gen.c.sme_build import DEFAULT_GRID, gemm_source
from exogemm.gen.check import sme as sme_check
from exogemm.gen.library.model import model_library
from exogemm.gen.library.model_sme import SmeModelLibrary
from exogemm.isa.matrix import get_engine
from exogemm.isa.sme import SmeEngine
from exogemm.procs.matrix.sme_recipe import (
    SME_OVERWRITE_RECIPE,
    SME_RECIPE,
    TILE_GRIDS,
    SmeTile,
    schedule_sme,
    sme_tile,
)
from exogemm.procs.microkernel import step_printer

NAME = "sme"


def tile_from(args: argparse.Namespace, engine: SmeEngine) -> SmeTile:
    """--tiles RxC (default 2x2), with --mr / --nr for a ragged block inside it; --mr/--nr
    alone pick the smallest grid holding them."""
    mr, nr = getattr(args, "mr", None), getattr(args, "nr", None)
    if isinstance(nr, list):  # `test` has --nr as a list of sweep widths
        nr = None
    tiles = getattr(args, "tiles", None)
    if tiles:
        try:
            rows, cols = (int(x) for x in tiles.lower().split("x"))
        except ValueError:
            raise ExogemmError(f"--tiles takes RxC (e.g. 2x2), got {tiles!r}") from None
    elif mr is None and nr is None:
        rows, cols = DEFAULT_GRID
    else:
        L = engine.lanes
        rows = -(-(mr or DEFAULT_GRID[0] * L) // L)
        cols = -(-(nr or DEFAULT_GRID[1] * L) // L)
    return sme_tile(engine, rows, cols, mr, nr, get_dtype(getattr(args, "dtype", "f32")))


def _grid(args: argparse.Namespace, engine: SmeEngine) -> SmeTile:
    """The block of the GEMM: --tiles if given, else the default grid."""
    return tile_from(args, engine) if getattr(args, "tiles", None) else \
        sme_tile(engine, *DEFAULT_GRID)


class SmeChecks:
    """`exogemm test --isa sme`: every grid full and ragged at K = 1, 2, 17 (and the beta = 0
    twins), then the FP32 GEMM, all under QEMU."""

    def cannot_check(self, engine: SmeEngine, args: argparse.Namespace) -> str | None:
        reason = engine.runnable_here()
        if reason:
            return f"cannot run {engine.key} kernels here: {reason}"
        dtype = get_dtype(args.dtype)
        fault = sme_check.emulator_fault(engine, dtype)
        if fault:
            return f"cannot validate {engine.key} {dtype.name} kernels here: {fault}"
        return None

    def check_kernels(self, engine: SmeEngine, args: argparse.Namespace) -> list[Verdict]:
        tiles = sme_check.sweep_tiles(engine, dtype=get_dtype(args.dtype))
        return [*sme_check.check_kernels(engine, tiles),
                *sme_check.check_kernels(engine, tiles, overwrite=True)]

    def check_gemm(self, engine: SmeEngine, args: argparse.Namespace) -> list[Verdict]:
        if get_dtype(args.dtype) != F32:  # the GEMM is f32's
            return []
        grid = _grid(args, engine)
        return list(sme_check.check_gemm(engine, (grid.rows, grid.cols)))


class SmeLibraryKit:
    """`exogemm emit-model SUITE --isa sme`: a built-in suite's layers on one SME GEMM."""

    def model_library(self, engine: SmeEngine, args: argparse.Namespace) -> SmeModelLibrary:
        if args.suite is None:
            raise ExogemmError(f"emit-model --isa {NAME} needs a layer suite name")
        grid = tile_from(args, engine) if getattr(args, "tiles", None) else None
        return model_library(args.suite, engine, quick=args.quick,
                                 **({"grid": (grid.rows, grid.cols)} if grid else {}))

    def check_library(self, lib: SmeModelLibrary, out: Path) -> list[Verdict]:
        return list(sme_check.check_library(lib, out))


class SmeKit:
    """The SME engine's roles (exogemm/engines/protocol.py `EngineKit`)."""

    name = NAME
    dtype_names: tuple[str, ...] = ()
    tiles_help = (f"the grid of ZA tiles holding C "
                  f"({', '.join(f'{r}x{c}' for r, c in TILE_GRIDS)}; "
                  f"default {DEFAULT_GRID[0]}x{DEFAULT_GRID[1]})")
    checks = SmeChecks()
    library = SmeLibraryKit()

    def refuse(self, command: str, args: argparse.Namespace) -> None:
        if command == "show" and (args.gemm or args.epilogue or args.direct or args.dot):
            raise ExogemmError(f"--isa {NAME} shows its micro-kernel (--overwrite: the beta = 0 "
                               "one); the GEMM around it is gen/templates/sme_gemm.c.in")
        if command == "emit-model":
            refused = [flag for flag, given in (("--model", args.model), ("--cpu", args.cpu),
                                                ("--dtype", args.dtype != "f32")) if given]
            if refused:
                raise ExogemmError(f"emit-model --isa {NAME} builds a built-in suite's FP32 "
                                   f"library; it does not take {', '.join(refused)}")

    def describe(self, args: argparse.Namespace) -> SmeEngine:
        return engine_from(NAME, args)

    def tile(self, engine: SmeEngine, args: argparse.Namespace) -> SmeTile:
        return tile_from(args, engine)

    def show(self, tile: SmeTile, step: str | None, overwrite: bool) -> None:
        engine = tile.engine
        recipe = SME_OVERWRITE_RECIPE if overwrite else SME_RECIPE
        if step and step != "reference":
            recipe.step(step)  # UnknownStepError lists the steps
        print(f"# {tile.name}: {tile.mr}x{tile.nr} C block in {tile.rows}x{tile.cols} ZA32 "
              f"tiles of {engine.lanes}x{engine.lanes} {tile.dtype.name} on {engine.key}"
              + (", beta = 0 (ZA zeroed, C never read)" if overwrite else "")
              + f" (named {tile.grid_name} before kernel names gave elements)")
        schedule_sme(tile, trace=step_printer(step), overwrite=overwrite)

    def emit(self, tile: SmeTile, out: Path) -> list[Path]:
        """The FP32 GEMM on whole blocks of `tile` (sgemm_sme_svl<S>_<mr>x<nr>.{c,h}, _exo.h)
        and a build note."""
        if tile.ragged:
            raise ExogemmError("emit writes the GEMM on a whole tile grid (--tiles RxC); "
                               "ragged edges are handled inside it")
        if tile.dtype != F32:
            raise ExogemmError(f"the SME GEMM is f32's; {tile.dtype.name} has kernels only "
                               f"(exogemm show / test --isa sme --dtype {tile.dtype.name})")
        engine = tile.engine
        source = gemm_source(tile)
        paths = source.write(out)
        tc = engine.toolchain
        note = BuildNote(source.prefix, (
            f"{source.prefix}: FP32 GEMM on {engine.description}",
            f"micro-kernel {tile.name}: {tile.mr}x{tile.nr} C block in ZA"), (
            (("Build:", (f"{' '.join(tc.cc)} {' '.join(tc.cflags)} -c {source.prefix}.c",)),
             ("Run (under QEMU):", (f"{' '.join(tc.runner)} ./your_program  (linked with "
                                    f"{' '.join(tc.ldflags)})",))),
            ((f"Call: see {source.prefix}.h", ()),)))
        return [*paths, *note.write(out)]

    def isas_lines(self) -> str:
        return default_lines(NAME)

    def isas_row(self) -> dict:
        engine = get_engine(NAME)
        return default_row(NAME, lanes=engine.lanes, tiles=engine.tiles)


KIT = SmeKit()
