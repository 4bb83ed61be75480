"""The import graph: layers import only downward, no module imports itself back through a
cycle, and function bodies import nothing internal (a function-level import hid every cycle
this project used to have). docs/architecture.md draws the same table.

Each module's layer is given by `LAYERS` (the longest matching prefix wins); an import from a
lower or the same layer is allowed, one from a higher layer fails with both names. The Exo
generators are deliberately lazy: gen/gemm_build.py and gen/conv_build.py load them by name
(gen/cache.generator) on a cache miss only, so the runtime never imports Exo
(`test_the_runtime_layers_do_not_import_exo`).
"""

from __future__ import annotations

import ast
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
#: The package: its subpackages procs, isa, gen and bench are symlinks to the top-level
#: folders, so a module's import name is its path under exogemm/.
PACKAGE = ROOT / "exogemm"

#: (module prefix, layer), lowest layer first; a module takes its longest matching prefix.
LAYERS: list[tuple[str, int]] = [
    ("exogemm.errors", 0), ("exogemm.return_codes", 0), ("exogemm.dtype", 0),
    ("exogemm.checks", 0), ("exogemm.threads", 0), ("exogemm.paths", 0),
    ("exogemm.exo_speed", 0),
    ("exogemm.host", 1),
    ("exogemm.isa", 2),
    ("exogemm.plan", 3), ("exogemm.suites", 3), ("exogemm.onnx_import", 3),
    ("exogemm.procs", 4),
    ("exogemm.gen", 5),
    ("exogemm.tuning_file", 6), ("exogemm.runtime", 6), ("exogemm.prepare", 6),
    ("exogemm.ship", 6), ("exogemm.blas", 6), ("exogemm.amx_runtime", 6),
    ("exogemm.bench.ctimer", 7), ("exogemm.bench.peak", 7),
    ("exogemm.api", 8), ("exogemm.amx_api", 8), ("exogemm.grouped_api", 8),
    ("exogemm.quantized", 8), ("exogemm.conv", 8),
    ("exogemm.onnx_ops", 8), ("exogemm.onnx_forward", 8), ("exogemm.onnx_bound", 9),
    ("exogemm.gen.pipeline", 9), ("exogemm.gen.gemm_check", 9), ("exogemm.gen.conv_check", 9),
    ("exogemm.gen.model_check", 9),
    ("exogemm.gen.model_lowp_check", 9), ("exogemm.gen.inspect", 9), ("exogemm.gen.validate", 9),
    ("exogemm.gen.mca", 9), ("exogemm.gen.predict", 9),
    ("exogemm.gen.harness", 9), ("exogemm.gen.tolerance", 9), ("exogemm.gen.amx_check", 9),
    ("exogemm.gen.sme_check", 9),
    ("exogemm.tune", 10),
    ("exogemm.bench", 11), ("exogemm.gen.model_size", 11), ("exogemm.tune_host", 11),
    ("exogemm.gen.model_blas_check", 11),  # reports its size beside the peers (model_size)
    ("exogemm.tune_cpu", 11),
    ("exogemm.workbench", 12),
    ("exogemm.cli", 13), ("exogemm", 13),
]
NAMES = ["errors, return codes, dtype, argument checks", "host facts", "isa", "plan (and layer suites)",
         "procs (Exo)", "build (gen: emit, compile, cross, cache)", "runtime", "timing", "api",
         "check (validation against NumPy, natively or under QEMU)", "tune", "bench",
         "workbench (the interactive door)", "cli"]


def modules() -> dict[str, Path]:
    found = {}
    for folder, _, files in os.walk(PACKAGE, followlinks=True):
        for file in sorted(f for f in files if f.endswith(".py")):
            path = Path(folder) / file
            parts = path.relative_to(ROOT).with_suffix("").parts
            found[".".join(parts).removesuffix(".__init__")] = path
    return found


def layer(module: str) -> int:
    best = max((p for p, _ in LAYERS if module == p or module.startswith(p + ".")), key=len)
    return dict(LAYERS)[best]


def internal_imports(path: Path) -> list[tuple[str, int, bool]]:
    """(imported module, line, inside a function?) for every import of an exogemm module."""
    tree = ast.parse(path.read_text())
    out = []

    def visit(node, in_function: bool) -> None:
        for child in ast.iter_child_nodes(node):
            inner = in_function or isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef))
            if isinstance(child, ast.Import):
                out.extend((a.name, child.lineno, in_function) for a in child.names
                           if a.name.startswith("exogemm"))
            elif isinstance(child, ast.ImportFrom) and (child.module or "").startswith("exogemm"):
                for alias in child.names:  # `from exogemm import tune` imports a module
                    sub = f"{child.module}.{alias.name}"
                    target = sub if sub in MODULES else child.module
                    out.append((target, child.lineno, in_function))
            visit(child, inner)

    visit(tree, False)
    return out


MODULES = modules()
GRAPH = {m: internal_imports(p) for m, p in MODULES.items()}


def test_every_module_has_a_layer():
    assert all(layer(m) >= 0 for m in MODULES)


def test_no_function_level_internal_imports():
    found = [f"{m}:{line} imports {t}" for m, edges in GRAPH.items()
             for t, line, in_function in edges if in_function]
    assert found == []


def test_imports_go_downward():
    upward = [f"{m} ({NAMES[layer(m)]}) imports {t} ({NAMES[layer(t)]}) at line {line}"
              for m, edges in GRAPH.items() for t, line, _ in edges
              if t in MODULES and layer(t) > layer(m)]
    assert upward == []


def test_no_import_cycles():
    edges = {m: sorted({t for t, _, _ in GRAPH[m] if t in MODULES and t != m}) for m in MODULES}
    state: dict[str, int] = {}
    cycles = []

    def walk(m: str, stack: list[str]) -> None:
        state[m] = 1
        for t in edges[m]:
            if state.get(t) == 1:
                cycles.append(" -> ".join(stack[stack.index(t):] + [t]))
            elif t not in state:
                walk(t, stack + [t])
        state[m] = 2

    for m in edges:
        if m not in state:
            walk(m, [m])
    assert cycles == []


@pytest.mark.parametrize("module", ["exogemm", "exogemm.api", "exogemm.conv", "exogemm.runtime",
                                    "exogemm.plan.selector", "exogemm.gen.gemm_build"])
def test_the_runtime_layers_do_not_import_exo(module):
    code = f"import sys, {module}; print('exo' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout.strip()
    assert out == "False"
