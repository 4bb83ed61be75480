"""The CLI's matrix-engine branch: `exogemm show|emit|test|emit-model|isas` when --isa names
a matrix engine (isa/matrix.py) instead of a vector ISA.

Kept apart from exogemm/cli/main.py, which only hands a command over (`run`): the engines' tiles,
recipes and checks are their own (procs/matrix/, gen/sme_*.py, exogemm/cli/amx.py), and
`COMMANDS` is the one table of which engine takes which command.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from exogemm.cli import amx as amx_cli
from exogemm.core.dtype import F32, get_dtype
from exogemm.core.errors import ExogemmError
from exogemm.gen.c.sme_build import DEFAULT_GRID, gemm_source
from exogemm.gen.check.sme import (
    check_gemm,
    check_kernels,
    check_library,
    emulator_fault,
    sweep_tiles,
)
from exogemm.gen.library.model_sme import build_sme_library, sme_model_library, write_sme_library
from exogemm.isa.matrix import engine_parameters, get_engine, known_engines
from exogemm.procs.matrix.sme_recipe import (
    SME_OVERWRITE_RECIPE,
    SME_RECIPE,
    TILE_GRIDS,
    SmeTile,
    schedule_sme,
    sme_tile,
)
from exogemm.procs.microkernel import step_printer

#: Engine parameters the command line already has an option for (AMX's datatype: --dtype).
_OWN_OPTIONS = {"dtype"}


def engine_param_names() -> list[str]:
    return sorted({p for name in known_engines() for p in engine_parameters(name)}
                  - _OWN_OPTIONS)


def add_engine_args(p: argparse.ArgumentParser) -> None:
    """The engines' parameters (--svl), beside the vector ISAs' (cli._add_isa_args)."""
    for param in engine_param_names():
        users = [n for n in known_engines() if param in engine_parameters(n)]
        p.add_argument(f"--{param}", type=int, default=None,
                       help=f"matrix-engine parameter for {', '.join(users)}")


def add_tiles_arg(p: argparse.ArgumentParser) -> None:
    grids = ", ".join(f"{r}x{c}" for r, c in TILE_GRIDS)
    p.add_argument("--tiles", metavar="RxC",
                   help=f"matrix engine: the grid of ZA tiles holding C ({grids}; default "
                        f"{DEFAULT_GRID[0]}x{DEFAULT_GRID[1]})")


def run(command: str, args: argparse.Namespace) -> int | None:
    """Run `exogemm COMMAND` for the matrix engine --isa names (its exit status); None when
    --isa names a vector ISA. A command the engine does not take is refused, naming those
    it does."""
    name = getattr(args, "isa", None)
    if name not in known_engines():
        return None
    handlers = COMMANDS[name]
    if command not in handlers:
        takes = ", ".join(f"`exogemm {c}`" for c in handlers)
        raise ExogemmError(f"--isa {name} is a matrix engine taken by {takes} (and `exogemm "
                           f"isas`), not by `exogemm {command}`")
    return handlers[command](args)


def _sme_engine(args: argparse.Namespace):
    """The SME engine with the parameters given (--svl)."""
    params = {p: getattr(args, p, None) for p in engine_parameters("sme")}
    return get_engine("sme", **params)


def tile_from(args: argparse.Namespace, engine) -> SmeTile:
    """--tiles RxC (default 2x2), with --mr / --nr for a ragged block inside it; --mr/--nr
    alone pick the smallest grid holding them."""
    mr, nr = getattr(args, "mr", None), getattr(args, "nr", None)
    if isinstance(nr, list):  # `test` has --nr as a list of sweep widths
        nr = None
    if args.tiles:
        try:
            rows, cols = (int(x) for x in args.tiles.lower().split("x"))
        except ValueError:
            raise ExogemmError(f"--tiles takes RxC (e.g. 2x2), got {args.tiles!r}") from None
    elif mr is None and nr is None:
        rows, cols = DEFAULT_GRID
    else:
        L = engine.lanes
        rows = -(-(mr or DEFAULT_GRID[0] * L) // L)
        cols = -(-(nr or DEFAULT_GRID[1] * L) // L)
    return sme_tile(engine, rows, cols, mr, nr, get_dtype(getattr(args, "dtype", "f32")))


def _show_sme(args: argparse.Namespace) -> int:
    engine = _sme_engine(args)
    tile = tile_from(args, engine)
    if args.gemm or args.epilogue or args.direct or args.dot:
        raise ExogemmError(f"--isa {engine.name} shows its micro-kernel (--overwrite: the "
                           "beta = 0 one); the GEMM around it is gen/templates/sme_gemm.c.in")
    recipe = SME_OVERWRITE_RECIPE if args.overwrite else SME_RECIPE
    if args.step and args.step != "reference":
        recipe.step(args.step)  # UnknownStepError lists the steps
    print(f"# {tile.name}: {tile.mr}x{tile.nr} C block in {tile.rows}x{tile.cols} ZA32 tiles "
          f"of {engine.lanes}x{engine.lanes} {tile.dtype.name} on {engine.key}"
          + (", beta = 0 (ZA zeroed, C never read)" if args.overwrite else ""))
    schedule_sme(tile, trace=step_printer(args.step), overwrite=args.overwrite)
    return 0


def _emit_sme(args: argparse.Namespace) -> int:
    engine = _sme_engine(args)
    tile = tile_from(args, engine)
    if tile.ragged:
        raise ExogemmError("emit writes the GEMM on a whole tile grid (--tiles RxC); ragged "
                           "edges are handled inside it")
    if tile.dtype != F32:
        raise ExogemmError(f"the SME GEMM is f32's; {tile.dtype.name} has kernels only "
                           f"(exogemm show / test --isa sme --dtype {tile.dtype.name})")
    source = gemm_source(tile)
    out = Path(args.output)
    paths = source.write(out)
    tc = engine.toolchain
    note = out / f"{source.prefix}.txt"
    note.write_text(
        f"{source.prefix}: FP32 GEMM on {engine.description}\n"
        f"micro-kernel {tile.name}: {tile.mr}x{tile.nr} C block in ZA\n\n"
        f"Build:\n    {' '.join(tc.cc)} {' '.join(tc.cflags)} -c {source.prefix}.c\n"
        f"Run (under QEMU):\n    {' '.join(tc.runner)} ./your_program  (linked with "
        f"{' '.join(tc.ldflags)})\n\nCall: see {source.prefix}.h\n")
    for p in [*paths, note]:
        print(p)
    return 0


def _test_sme(args: argparse.Namespace) -> int:
    engine = _sme_engine(args)
    reason = engine.runnable_here()
    if reason:
        raise ExogemmError(f"cannot run {engine.key} kernels here: {reason}")
    dtype = get_dtype(args.dtype)
    fault = emulator_fault(engine, dtype)
    if fault:
        raise ExogemmError(f"cannot validate {engine.key} {dtype.name} kernels here: {fault}")
    tiles = sweep_tiles(engine, dtype=dtype)
    verdicts = [] if args.gemm else [*check_kernels(engine, tiles),
                                     *check_kernels(engine, tiles, overwrite=True)]
    if dtype == F32:  # the GEMM is f32's
        grid = tile_from(args, engine) if args.tiles else sme_tile(engine, *DEFAULT_GRID)
        verdicts += check_gemm(engine, (grid.rows, grid.cols))
    failed = [v for v in verdicts if not v.ok]
    for v in verdicts if not args.json else ():
        print(v.line())
    print(f"{engine.key}: {len(verdicts)} cases, {len(verdicts) - len(failed)} passed, "
          f"{len(failed)} failed")
    return 1 if failed else 0


def _emit_model_sme(args: argparse.Namespace) -> int:
    """A suite's library for SME boards (gen/library/model_sme.py); --check runs every layer under
    QEMU against NumPy."""
    engine = _sme_engine(args)
    refused = [flag for flag, given in (("--model", args.model), ("--cpu", args.cpu),
                                        ("--dtype", args.dtype != "f32")) if given]
    if refused:
        raise ExogemmError(f"emit-model --isa {engine.name} builds a built-in suite's FP32 "
                           f"library; it does not take {', '.join(refused)}")
    if args.suite is None:
        raise ExogemmError("emit-model --isa sme needs a layer suite name")
    grid = tile_from(args, engine) if getattr(args, "tiles", None) else None
    lib = sme_model_library(args.suite, engine, quick=args.quick,
                            **({"grid": (grid.rows, grid.cols)} if grid else {}))
    out = Path(args.output)
    paths = write_sme_library(lib, out)
    archive = build_sme_library(lib, out)
    print(f"{lib.name}: {len(lib.layers)} layers, one GEMM ({lib.gemm}); wrote {len(paths)} "
          f"files to {out}, built {archive}")
    if not args.check:
        return 0
    verdicts = check_library(lib, out)
    failed = [v for v in verdicts if not v.ok]
    for v in verdicts:
        print(v.line())
    print(f"check: {len(verdicts)} layers, {len(failed)} failed")
    return 1 if failed else 0


def _amx_dtype(args: argparse.Namespace) -> str:
    return args.dtype if args.dtype != "f32" else "bf16"


def _show_amx(args: argparse.Namespace) -> int:
    """`show --isa amx`: the AMX recipe (exogemm/cli/amx.py); --dtype, --step, --overwrite."""
    if args.mr is not None or args.nr is not None or args.gemm or args.epilogue or \
            args.direct or args.dot:
        raise ExogemmError("--isa amx shows the AMX kernel's recipe: it takes --dtype "
                           "(bf16, u8s8, s8s8), --step and --overwrite only")
    return amx_cli.show(_amx_dtype(args), args.step, args.overwrite)


def _emit_amx(args: argparse.Namespace) -> int:
    """`emit --isa amx -o DIR`: the AMX kernel's C (exogemm/cli/amx.py)."""
    for path in amx_cli.emit(_amx_dtype(args), args.output):
        print(path)
    return 0


#: Which engine takes which command, and how.
COMMANDS = {
    "sme": {"show": _show_sme, "emit": _emit_sme, "test": _test_sme,
            "emit-model": _emit_model_sme},
    "amx": {"show": _show_amx, "emit": _emit_amx},
}


def isas_rows() -> list[dict]:
    """`exogemm isas --json` rows of the matrix engines (at their default parameters)."""
    rows = []
    for name in known_engines():
        engine = get_engine(name)
        row = dict(isa=name, params=engine_parameters(name), matrix_engine=True,
                   runs_here=engine.runnable_here() or "yes", description=engine.description)
        if name == "sme":
            row.update(lanes=engine.lanes, tiles=engine.tiles)
        rows.append(row)
    return rows


def isas_lines() -> list[str]:
    """`exogemm isas` rows of the matrix engines (AMX's: a block per datatype)."""
    lines = []
    for name in known_engines():
        if name == "amx":
            lines.append(amx_cli.isas_block())
            continue
        engine = get_engine(name)
        params = ", ".join(f"{k}={v}" for k, v in engine_parameters(name).items()) or "-"
        lines.append(f"{name:8} {params:18} matrix engine  {engine.description}\n"
                     f"{'':8} runs here: {engine.runnable_here() or 'yes'}")
    return lines
