"""`exogemm emit`: one micro-kernel's .c and .h, with a note saying how to build and call it
(a matrix engine's kernel and GEMM driver through engines.py)."""

from __future__ import annotations

import argparse
from pathlib import Path

from exogemm.cli import engines as engine_cli
from exogemm.cli.arguments import (
    add_dtype_arg,
    add_isa_args,
    add_shape_args,
    isa_from,
    tile_from,
)
from exogemm.core.errors import ExogemmError
from exogemm.gen.c.build_note import BuildNote
from exogemm.gen.exo.kernels import emit_microkernel
from exogemm.isa.base import VectorIsa
from exogemm.plan.tile import Tile

NAME = "emit"
HELP = "write a kernel's .c, .h and build note"
EPILOG = ("examples:\n  exogemm emit --isa avx512 --mr 6 --nr 64 -o out/\n"
          "  exogemm emit --isa amx --dtype u8s8 -o out/   (AMX kernel + GEMM driver)")


def add_arguments(p: argparse.ArgumentParser) -> None:
    add_isa_args(p)
    add_shape_args(p, required=False)
    add_dtype_arg(p, engines=True)
    engine_cli.add_tiles_arg(p)
    p.add_argument("-o", "--output", required=True, help="output directory")


def _build_note(tile: Tile, isa: VectorIsa, wrapper_decl: str) -> BuildNote:
    """The compiler line and the operands' packed layout."""
    tc = isa.toolchain
    return BuildNote(
        tile.name, (f"{tile.name}: C[0:{tile.mr}, 0:{tile.nr}] += Ac^T Bc on {isa.description}",),
        ((("Build:", (f"{' '.join(tc.cc)} {' '.join(tc.cflags)} -c {tile.name}.c",)),),
         (("Call:", (f"{wrapper_decl};",
                     f"Ac: kc x {tile.mr} floats (packed A sliver), Bc: kc x {tile.nr} floats "
                     f"(packed B sliver),",
                     f"C: the tile's top-left element in a row-major matrix with row stride "
                     f"ldc >= {tile.nr}.")),)))


def run(args: argparse.Namespace) -> int:
    if (code := engine_cli.run("emit", args)) is not None:
        return code
    if args.dtype != "f32":
        raise ExogemmError("emit --dtype is for the matrix engines (--isa amx, sme); a vector "
                           "ISA's low-precision kernels are emitted with their GEMM: "
                           "exogemm emit-model --dtype")
    isa = isa_from(args)
    tile = tile_from(args, isa)
    src = emit_microkernel(tile)
    out = Path(args.output)
    paths = [*src.write(out), *_build_note(tile, isa, src.wrapper_decl).write(out)]
    for p in paths:
        print(p)
    return 0
