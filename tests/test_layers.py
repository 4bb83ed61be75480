"""The import graph, read from the folders: each folder of the package is one layer, a module
imports only from its own layer or a lower one, no module imports itself back through a
cycle, and function bodies import nothing internal (a function-level import hid every cycle
this project used to have).

`LAYERS` below is the one table: layer, name, folders. A module's layer is its folder's, so a
new module in an existing folder needs nothing registered; a new folder fails
`test_every_folder_is_in_the_layer_table` until it is given a layer. docs/architecture.md's
layer table is generated from `LAYERS` and the folders' docstrings (`python
tests/test_layers.py` rewrites it; `test_the_architecture_page_shows_this_table` fails when
it is stale).

The Exo generators are deliberately lazy: gen/c/gemm_build.py and gen/exo/code.py load them
by name (gen/cache.generator) on a cache miss only, so the runtime never imports Exo
(`test_the_runtime_layers_do_not_import_exo`).
"""

from __future__ import annotations

import ast
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from exogemm.gen import keys

ROOT = Path(__file__).resolve().parent.parent
#: The package: its subpackages procs, isa, gen and bench are symlinks to the top-level
#: folders, so a module's import name is its path under exogemm/.
PACKAGE = ROOT / "exogemm"
ARCHITECTURE = ROOT / "docs" / "architecture.md"

#: (layer, name, folders as packages), lowest layer first. A module is in its folder's layer.
LAYERS: list[tuple[int, str, tuple[str, ...]]] = [
    (0, "core", ("exogemm.core",)),
    (1, "isa", ("exogemm.isa",)),
    (2, "plan", ("exogemm.plan",)),
    (3, "policy, models", ("exogemm.policy", "exogemm.models")),
    (4, "procs", ("exogemm.procs", "exogemm.procs.matrix")),
    (5, "build", ("exogemm.gen", "exogemm.gen.exo", "exogemm.gen.c", "exogemm.gen.library")),
    (6, "runtime", ("exogemm.runtime",)),
    (7, "timing, peers", ("exogemm.bench.timing", "exogemm.bench.peers")),
    (8, "api", ("exogemm.api",)),
    (9, "check", ("exogemm.gen.check",)),
    (10, "engines", ("exogemm.engines",)),
    (11, "bench", ("exogemm.bench",)),
    (12, "tune", ("exogemm.tune",)),
    (13, "package, workbench", ("exogemm",)),
    (14, "cli", ("exogemm.cli",)),
]
FOLDER_LAYER = {folder: layer for layer, _, folders in LAYERS for folder in folders}
NAMES = {layer: name for layer, name, _ in LAYERS}

#: The folders whose code decides what Exo generates (gen/keys.py `_GENERATING_CODE`), and
#: the modules of other folders that code may import without being keyed: they do not shape
#: Exo's output (errors, host facts and paths, the cache's machinery and its store, progress
#: bars, the writing of files).
KEYED_FOLDERS = ("exogemm.procs", "exogemm.procs.matrix", "exogemm.isa", "exogemm.plan",
                 "exogemm.gen.exo")
KEYED_FILES = ("exogemm.core.dtype", "exogemm.core.return_codes")
NOT_SHAPING = ("exogemm.core.errors", "exogemm.core.host", "exogemm.core.paths",
               "exogemm.gen.cache", "exogemm.gen.keys", "exogemm.gen.shipped_store",
               "exogemm.gen.progress",
               "exogemm.gen.source_files")


def modules() -> dict[str, Path]:
    found = {}
    for folder, _, files in os.walk(PACKAGE, followlinks=True):
        for file in sorted(f for f in files if f.endswith(".py")):
            path = Path(folder) / file
            parts = path.relative_to(ROOT).with_suffix("").parts
            found[".".join(parts).removesuffix(".__init__")] = path
    return found


def folder_of(module: str) -> str:
    """The package a module lives in (a package's __init__ lives in itself)."""
    path = MODULES[module]
    return module if path.name == "__init__.py" else module.rsplit(".", 1)[0]


def layer(module: str) -> int:
    return FOLDER_LAYER[folder_of(module)]


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
                for alias in child.names:  # `from exogemm.gen import cache` imports a module
                    sub = f"{child.module}.{alias.name}"
                    target = sub if sub in MODULES else child.module
                    out.append((target, child.lineno, in_function))
            visit(child, inner)

    visit(tree, False)
    return out


def imports_exo(path: Path) -> bool:
    """Whether the module imports Exo itself (at any depth)."""
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import) and any(a.name.split(".")[0] == "exo" for a in node.names):
            return True
        if isinstance(node, ast.ImportFrom) and (node.module or "").split(".")[0] == "exo":
            return True
    return False


MODULES = modules()
GRAPH = {m: internal_imports(p) for m, p in MODULES.items()}


def test_every_folder_is_in_the_layer_table():
    folders = {folder_of(m) for m in MODULES}
    assert sorted(folders - set(FOLDER_LAYER)) == [], "give each new folder a layer in LAYERS"
    assert sorted(set(FOLDER_LAYER) - folders) == [], "LAYERS names a folder that is gone"


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


def test_only_procs_and_the_exo_folder_of_gen_import_exo():
    importers = sorted(m for m, p in MODULES.items() if imports_exo(p))
    outside = [m for m in importers if folder_of(m) not in
               ("exogemm.procs", "exogemm.procs.matrix", "exogemm.gen.exo")]
    assert outside == []
    assert "exogemm.gen.exo.gemm" in importers  # the check sees real importers


def _keyed(module: str) -> bool:
    return folder_of(module) in KEYED_FOLDERS or module in KEYED_FILES


def test_what_the_generating_code_imports_is_keyed_too():
    """A module the keyed code imports can change what Exo generates, so it must be in the
    cache key as well (else an edit to it leaves stale entries that are still hit), unless
    it is one of the few that cannot shape the output."""
    loose = sorted({f"{m} imports {t}" for m in MODULES if _keyed(m)
                    for t, _, _ in GRAPH[m]
                    if t in MODULES and not _keyed(t) and t not in NOT_SHAPING
                    and t != "exogemm"})
    assert loose == []


def test_the_cache_keys_exactly_the_keyed_folders():
    files = {f for f in [*keys.generating_files(), *keys.matrix_engine_files()]
             if f.suffix == ".py"}
    modules = {m for m, p in MODULES.items() if _keyed(m)}
    named = {".".join(f.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")
             for f in files}
    assert named == modules


@pytest.mark.parametrize("module", ["exogemm", "exogemm.api.gemm", "exogemm.api.conv",
                                    "exogemm.runtime.dispatch", "exogemm.policy.selector",
                                    "exogemm.gen.c.gemm_build"])
def test_the_runtime_layers_do_not_import_exo(module):
    code = f"import sys, {module}; print('exo' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout.strip()
    assert out == "False"


# --------------------------------------------------------------------------- the docs table

BEGIN = "<!-- layer table: generated from tests/test_layers.py LAYERS; refresh with " \
        "`python tests/test_layers.py` -->"
END = "<!-- end of the generated layer table -->"


def _summary(module: str) -> str:
    """A folder's docstring, as one line (the table's 'what it is')."""
    doc = ast.get_docstring(ast.parse(MODULES[module].read_text())) or ""
    return re.sub(r"\s+", " ", doc.split("\n\n")[0]).strip().replace("|", "\\|")


def _folder_path(folder: str) -> str:
    rel = folder.replace(".", "/").removeprefix("exogemm/")
    return f"{rel}/" if rel.split("/")[0] in ("procs", "isa", "gen", "bench") else \
        f"exogemm/{rel}/".replace("exogemm/exogemm/", "exogemm/")


def layer_table() -> str:
    """docs/architecture.md's layer table, from LAYERS and the folders themselves."""
    rows = ["| # | layer | folder | modules | what it is |", "|---|---|---|---|---|"]
    for number, name, folders in LAYERS:
        for folder in folders:
            names = sorted(m.rsplit(".", 1)[1] for m, p in MODULES.items()
                           if folder_of(m) == folder and p.name != "__init__.py")
            rows.append(f"| {number} | {name} | `{_folder_path(folder)}` | "
                        f"{', '.join(names) or '(the package)'} | {_summary(folder)} |")
    return "\n".join([BEGIN, *rows, END])


def _documented() -> str:
    text = ARCHITECTURE.read_text()
    start, end = text.index(BEGIN), text.index(END) + len(END)
    return text[start:end]


def test_the_architecture_page_shows_this_table():
    assert _documented() == layer_table(), "run `python tests/test_layers.py` and commit"


def test_the_table_lists_every_module_once():
    table = layer_table()
    for module, path in MODULES.items():
        if path.name != "__init__.py":
            assert module.rsplit(".", 1)[1] in table


if __name__ == "__main__":
    text = ARCHITECTURE.read_text()
    ARCHITECTURE.write_text(text.replace(_documented(), layer_table()))
    print(f"wrote the layer table of {ARCHITECTURE}")
