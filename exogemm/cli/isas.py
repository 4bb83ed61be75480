"""`exogemm isas`: the ISAs (and matrix engines) exogemm knows, their parameters and whether
this host runs them; with --markdown, the README's ISA matrix."""

from __future__ import annotations

import argparse

from exogemm.cli import engines as engine_cli
from exogemm.cli.arguments import print_json
from exogemm.isa import get_isa, isa_parameters, known_isas
from exogemm.plan.tile import default_tile, gemm_tile

NAME = "isas"
HELP = "list the known ISAs, their parameters and whether they run here"
EPILOG = "examples:\n  exogemm isas --json\n  exogemm isas --markdown   (the README's matrix)"


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--json", action="store_true")
    p.add_argument("--markdown", action="store_true", help="the ISA matrix as a Markdown table")


def isa_matrix() -> str:
    """The README's ISA matrix, made from the registry (a test keeps the README's copy
    current): every ISA in isa/ with its default parameters, tiles, runner and packages."""
    lines = ["| ISA | parameters (defaults) | description | kernel tile / GEMM tile | runs as | "
             "toolchain (Debian) |", "|---|---|---|---|---|---|"]
    for name in known_isas():
        isa = get_isa(name)
        params = ", ".join(f"--{k} {v}" for k, v in isa_parameters(name).items()) or "-"
        kernel, gemm = default_tile(isa), gemm_tile(isa)
        runs = (f"`{' '.join(isa.toolchain.runner)}`" if isa.toolchain.runner
                else "native, in-process (cffi)")
        packages = ", ".join(isa.toolchain.apt_packages) or isa.toolchain.cc[0]
        lines.append(f"| `{name}` | {params} | {isa.description} | {kernel.mr}x{kernel.nr} / "
                     f"{gemm.mr}x{gemm.nr} | {runs} | {packages} |")
    return "\n".join(lines)


def _rows() -> list[dict]:
    """One record per vector ISA: the facts both the text and the JSON listing show."""
    rows = []
    for name in known_isas():
        isa = get_isa(name)
        rows.append(dict(isa=name, params=isa_parameters(name), lanes=isa.lanes,
                         registers=isa.registers, runs_here=isa.runnable_here() or "yes",
                         description=isa.description))
    return rows


def run(args: argparse.Namespace) -> int:
    if args.markdown:
        print(isa_matrix())
        return 0
    rows = _rows()
    if args.json:
        print_json(rows + engine_cli.isas_rows())
        return 0
    for r in rows:
        params = ", ".join(f"{k}={v}" for k, v in r["params"].items()) or "-"
        print(f"{r['isa']:8} {params:18} {r['lanes']:3} lanes {r['registers']:3} regs  "
              f"{r['description']}\n{'':8} runs here: {r['runs_here']}")
    print("\n".join(engine_cli.isas_lines()))
    return 0
