"""`exogemm show`: a kernel's (or with --gemm the whole GEMM's) Exo proc after every schedule
step. Which recipe is printed is one lookup in `SHOWN`, keyed by --gemm and the variant
option given (--epilogue, --overwrite, --direct, --dot; at most one, argparse sees to it).
"""

from __future__ import annotations

import argparse
from typing import Callable

from exogemm.cli import engines as engine_cli
from exogemm.cli.arguments import (
    add_dtype_arg,
    add_isa_args,
    add_shape_args,
    isa_from,
    tile_from,
)
from exogemm.cli.show_gemm import show_gemm_schedule
from exogemm.core import exo_speed
from exogemm.core.dtype import F32, DType, get_dtype
from exogemm.core.errors import ExogemmError
from exogemm.isa.base import VectorIsa
from exogemm.plan.dot import dot_family
from exogemm.plan.gemm_plan import DIRECT_MAX_SLIVERS
from exogemm.plan.tile import Tile
from exogemm.policy.blocking import default_gemm_tile, plan_for
from exogemm.procs.direct import direct_microkernel, schedule_direct_gemm
from exogemm.procs.dot import schedule_dot_kernel
from exogemm.procs.epilogue import schedule_epilogue_gemm, schedule_epilogue_microkernel
from exogemm.procs.microkernel import schedule_microkernel, step_printer
from exogemm.procs.overwrite import schedule_overwrite_gemm, schedule_overwrite_microkernel
from exogemm.procs.variant import Trace

NAME = "show"
HELP = "print the proc after every schedule step"
EPILOG = ("examples:\n  exogemm show --isa avx512 --mr 6 --nr 64\n"
          "  exogemm show --isa avx512 --mr 4 --nr 31 --step map_to_instructions\n"
          "  exogemm show --isa avx512              (the ISA's default tile)\n"
          "  exogemm show --isa avx512 --epilogue   (the fused-epilogue micro-kernel)\n"
          "  exogemm show --isa neon --gemm --epilogue --step tile_epilogue\n"
          "  exogemm show --isa avx512 --gemm --overwrite --step tile_zeroing\n"
          "  exogemm show --isa avx512 --gemm --direct --step pack_b_scaled\n"
          "  exogemm show --isa avx512 --dtype int8 --mr 4 --nr 32   (vpdpbusd kernel)\n"
          "  exogemm show --isa neon --dot --mr 8 --nr 2   (C += A B^T, lanes along k)\n"
          "  exogemm show --isa amx --dtype bf16 --step map_to_tile_instructions")

#: The mutually exclusive variant options, in their --help order.
VARIANTS = ("epilogue", "overwrite", "direct", "dot")


def add_arguments(p: argparse.ArgumentParser) -> None:
    add_isa_args(p)
    add_shape_args(p, required=False)
    add_dtype_arg(p, engines=True)
    p.add_argument("--step", help="print only this step")
    engine_cli.add_tiles_arg(p)
    p.add_argument("--gemm", action="store_true", help="show the full GEMM schedule instead")
    variant = p.add_mutually_exclusive_group()
    variant.add_argument("--epilogue", action="store_true",
                         help="the fused bias/residual/ReLU variant (micro-kernel, or with "
                              "--gemm the epilogue entry)")
    variant.add_argument("--overwrite", action="store_true",
                         help="the beta = 0 variant that never reads C (micro-kernel, or with "
                              "--gemm the overwrite entry)")
    variant.add_argument("--direct", action="store_true",
                         help="the direct-A variant for few columns: A not packed "
                              "(micro-kernel, or with --gemm the direct entry)")
    variant.add_argument("--dot", action="store_true",
                         help="a dot-product kernel of the small path (op(B) = B^T): --mr "
                              "rows of C (default 1), --nr columns (default 4)")


# --------------------------------------------------------------------------- the GEMM entries


def _gemm(isa: VectorIsa, args: argparse.Namespace, trace: Trace) -> None:
    """The plain GEMM, with the blocking model's derivation first (show_gemm.py)."""
    show_gemm_schedule(isa, print, step=args.step)


def _gemm_epilogue(isa: VectorIsa, args: argparse.Namespace, trace: Trace) -> None:
    plan = plan_for(default_gemm_tile(isa)).with_epilogue()
    print(f"# {plan.describe()}\n# the epilogue entry: the last kc block + the epilogue")
    schedule_epilogue_gemm(plan, "rr", trace=trace)


def _gemm_overwrite(isa: VectorIsa, args: argparse.Namespace, trace: Trace) -> None:
    plan = plan_for(default_gemm_tile(isa))
    print(f"# {plan.describe()}\n# the beta = 0 entry: the first kc block, C never read")
    schedule_overwrite_gemm(plan, "rr", trace=trace)


def _gemm_direct(isa: VectorIsa, args: argparse.Namespace, trace: Trace) -> None:
    plan = plan_for(default_gemm_tile(isa))
    print(f"# {plan.describe()}\n# the direct-A entry (row-major A read in place, alpha "
          f"on B), used for N <= {DIRECT_MAX_SLIVERS * plan.nr}")
    schedule_direct_gemm(plan, "rr", trace=trace)


# --------------------------------------------------------------------------- the kernels


def _dot(isa: VectorIsa, args: argparse.Namespace, trace: Trace) -> None:
    """A dot kernel of the small path: its shape is rows x columns of C, not a register tile
    (so --mr/--nr default to 1x4 and are checked against the ISA's dot family)."""
    h, w = args.mr or 1, args.nr or 4
    fam = dot_family(isa)
    if (h, w) not in fam.shapes:
        raise ExogemmError(f"{isa.key} has no {h}x{w} dot kernel; its family (rows x "
                           f"columns of C): heights 1..{fam.rows}, widths up to "
                           f"{', '.join(map(str, fam.widest)) or 'none'} per height")
    print(f"# the {h}x{w} dot-product kernel on {isa.key}: C += A B^T, B's rows read in "
          f"place, lanes along k")
    schedule_dot_kernel(isa, h, w, trace=trace)


def _schedule_direct(tile: Tile, trace: Trace) -> None:
    schedule_microkernel(tile, direct_microkernel(tile.mr, tile.nr), trace,
                         name=f"{tile.name}_direct")


def _kernel(note: str, schedule: Callable[..., object]
            ) -> Callable[[VectorIsa, argparse.Namespace, Trace], None]:
    """A micro-kernel variant: the tile's header line (`note` says which variant), then
    `schedule(tile, trace=...)`; the variants differ only in those two."""
    def show(isa: VectorIsa, args: argparse.Namespace, trace: Trace) -> None:
        tile = tile_from(args, isa)
        print(f"# {tile.name}: {tile.mr}x{tile.nr} on {isa.key} ({isa.lanes} lanes), "
              f"{tile.registers_needed}/{isa.registers} vector registers" + note)
        schedule(tile, trace=trace)

    return show


#: (--gemm, the variant option given or None) -> what prints it. `--gemm --dot` shows the
#: plain GEMM: the dot kernels have no GEMM entry of their own.
SHOWN: dict[tuple[bool, str | None], Callable[[VectorIsa, argparse.Namespace, Trace], None]] = {
    (True, None): _gemm,
    (True, "epilogue"): _gemm_epilogue,
    (True, "overwrite"): _gemm_overwrite,
    (True, "direct"): _gemm_direct,
    (True, "dot"): _gemm,
    (False, None): _kernel("", schedule_microkernel),
    (False, "epilogue"): _kernel(", fused epilogue (bias, residual, ReLU)",
                                 schedule_epilogue_microkernel),
    (False, "overwrite"): _kernel(", beta = 0 (C stored, never loaded)",
                                  schedule_overwrite_microkernel),
    (False, "direct"): _kernel(", direct A (its rows read in place)", _schedule_direct),
    (False, "dot"): _dot,
}


def _refuse_lowp_variant(args: argparse.Namespace, variant: str | None, dtype: DType) -> None:
    """Only the micro-kernel recipe (and a k-grouped datatype's --overwrite twin) exists
    for a datatype other than f32: the rest are f32's recipes."""
    lowp_twin = variant is None or (variant == "overwrite" and dtype.k_group > 1)
    if dtype != F32 and (args.gemm or not lowp_twin):
        raise ExogemmError("--dtype shows the micro-kernel recipe only (and, for a k-grouped "
                           "datatype, its --overwrite twin): the epilogue and direct variants "
                           "are f32's, and a k-grouped GEMM's loops are "
                           "gen/templates/lowp_gemm.c.in around those kernels")


def run(args: argparse.Namespace) -> int:
    # show schedules in this process, not through the cache's generator: patch Exo here
    exo_speed.apply()
    if (code := engine_cli.run("show", args)) is not None:
        return code
    isa = isa_from(args)
    trace = step_printer(args.step)
    dtype = get_dtype(args.dtype)
    variant = next((v for v in VARIANTS if getattr(args, v)), None)
    _refuse_lowp_variant(args, variant, dtype)
    SHOWN[(args.gemm, variant)](isa, args, trace)
    return 0
