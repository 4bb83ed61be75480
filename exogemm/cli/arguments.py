"""The options and checks several `exogemm` commands share, so that each is spelled (and
refused) the same way in every command that takes it: the ISA and its parameters, the tile
shape, the datatype, the ONNX model's dims, llvm-mca's --timed-as, and JSON output.
"""

from __future__ import annotations

import argparse
import json
from dataclasses import asdict
from typing import Callable

from exogemm.api.gemm import native_isa
from exogemm.cli import engines as engine_cli
from exogemm.core.dtype import ALIASES, DTYPES, F32, DType, get_dtype
from exogemm.core.errors import ExogemmError
from exogemm.gen.c.lowp_gemm import kernel_dtype
from exogemm.isa import get_isa, isa_parameters, known_isas
from exogemm.isa.base import VectorIsa
from exogemm.models.onnx_import import model_suite, parse_dims
from exogemm.models.suites import Suite
from exogemm.plan.tile import Tile, default_tile, make_tile


def isa_param_names() -> list[str]:
    """Every ISA parameter any ISA takes (--vlen, --lmul, ...): one option each, shared."""
    return sorted({p for name in known_isas() for p in isa_parameters(name)})


def add_isa_args(p: argparse.ArgumentParser, default: str | None = "avx512") -> None:
    """--isa and the ISA parameters; default None: the native ISA (`isa_from`)."""
    what = default or "this CPU's widest"
    p.add_argument("--isa", default=default,
                   help=f"target ISA: {', '.join(known_isas())}, or a matrix engine: "
                        f"{', '.join(engine_cli.known_engines())} (default {what})")
    for param in isa_param_names():
        users = [n for n in known_isas() if param in isa_parameters(n)]
        p.add_argument(f"--{param}", type=int, default=None,
                       help=f"ISA parameter for {', '.join(users)}")
    engine_cli.add_engine_args(p)


def isa_from(args: argparse.Namespace) -> VectorIsa:
    """The ISA named by --isa and its parameters; without --isa (commands that time or run
    natively), the widest ISA this CPU runs."""
    params = {p: getattr(args, p) for p in isa_param_names()}
    return get_isa(args.isa or native_isa().name, **params)


def add_shape_args(p: argparse.ArgumentParser, required: bool) -> None:
    """--mr and --nr: the C tile; optional where the ISA's default tile is meant."""
    p.add_argument("--mr", type=int_arg("mr"), required=required, help="rows of the C tile")
    p.add_argument("--nr", type=int_arg("nr"), required=required, help="columns of the C tile")


def add_dtype_arg(p: argparse.ArgumentParser, engines: bool = False) -> None:
    """--dtype; with `engines`, also the names only --isa amx takes (u8s8, s8s8, ...)."""
    names = [*DTYPES, *ALIASES]
    extra = [n for n in engine_cli.dtype_names() if n not in names] if engines else []
    p.add_argument("--dtype", default="f32", choices=[*names, *extra], metavar="DTYPE",
                   help=f"datatype: {', '.join(names)} (default f32)"
                        + ("; with --isa amx: bf16 (default), u8s8, s8s8" if engines else ""))


def int_arg(name: str) -> Callable[[str], int]:
    """An integer option whose parse error names the option (argparse's own says only
    'invalid int value')."""
    def parse(text: str) -> int:
        try:
            return int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{name} must be a positive integer, got {text!r}")

    return parse


def positive_arg(name: str) -> Callable[[str], int]:
    """An option that must be a positive integer (rejected by the parser otherwise; tile
    sizes are checked later by make_tile, which says what fits)."""
    def parse(text: str) -> int:
        value = int_arg(name)(text)
        if value <= 0:
            raise argparse.ArgumentTypeError(f"{name} must be a positive integer, got {value}")
        return value

    return parse


def tile_from(args: argparse.Namespace, isa: VectorIsa) -> Tile:
    """The tile --mr/--nr name (both or neither: then the ISA's default) for --dtype, refused
    when the ISA has no instructions for that datatype."""
    if (args.mr is None) != (args.nr is None):
        raise ExogemmError("give both --mr and --nr, or neither for the ISA's default tile")
    dtype = get_dtype(getattr(args, "dtype", "f32"))
    if dtype.name not in isa.dtypes:
        raise ExogemmError(f"{isa.key} has no {dtype.name} instructions "
                           f"(it has: {', '.join(isa.dtypes)})")
    if args.mr is None:
        return default_tile(isa, dtype)
    return make_tile(args.mr, args.nr, isa, dtype)


def _jsonable(obj: object) -> object:
    """What json cannot write itself: a dataclass as its fields, anything else as str."""
    return asdict(obj) if hasattr(obj, "__dataclass_fields__") else str(obj)


def print_json(obj: object) -> None:
    """--json output: one indented document on stdout, for every command alike."""
    print(json.dumps(obj, indent=2, default=_jsonable))


def add_model_args(p: argparse.ArgumentParser) -> None:
    """--batch and --dim, which fix the symbolic dims of the --model's graph."""
    p.add_argument("--batch", type=positive_arg("--batch"), dest="model_batch", metavar="N",
                   help="--model: the first dim of every graph input whose first dim is "
                        "symbolic")
    p.add_argument("--dim", action="append", default=[], metavar="NAME=VALUE",
                   help="--model: the value of a named symbolic dim (repeatable)")


def suite_or_model(args: argparse.Namespace) -> str | Suite | None:
    """The layers a command runs: an ONNX model's (--model, with --batch / --dim fixing its
    symbolic dims; exogemm/models/onnx_import.py), else the suite named (or None)."""
    if args.model is None:
        if args.model_batch is not None or args.dim:
            raise ExogemmError("--batch and --dim fix an ONNX model's symbolic dims: give them "
                               "with --model PATH")
        return args.suite
    return model_suite(args.model, batch=args.model_batch, dims=parse_dims(args.dim))


def require_native(isa: VectorIsa, dtype: DType = F32) -> None:
    """Refuse to time code that would run under emulation or that this CPU cannot run."""
    if not isa.toolchain.native:
        raise ExogemmError(f"{isa.key} runs under emulation here; wall-clock GFLOP/s would be "
                           f"meaningless (use `exogemm inspect` for its static counts)")
    reason = isa.unavailable(kernel_dtype(isa, dtype))
    if reason:
        raise ExogemmError(f"cannot run {isa.key} natively: {reason}")


def timed_as_option(p: argparse.ArgumentParser) -> None:
    """--timed-as: the modelled core whose LLVM model simulates a --cpu that has none."""
    p.add_argument("--timed-as", metavar="CPU",
                   help="--cpu: simulate on this core's LLVM scheduling model, for a core "
                        "LLVM has none of (e.g. --cpu carmel --timed-as neoverse-n1: your "
                        "judgement of the closest modelled core; reports name both)")


def refuse_timed_as_alone(args: argparse.Namespace) -> None:
    """--timed-as only qualifies --cpu; alone it would be silently ignored."""
    if args.timed_as and not args.cpu:
        raise ExogemmError("--timed-as names the modelled core that simulates --cpu NAME's "
                           "code; give --cpu too")
