"""Generate examples/tutorial.ipynb from examples/tutorial.py, so the two never diverge.

The script is the source of truth. It is split at `# %%` lines (the "percent" format that
VS Code, Spyder, PyCharm and jupytext understand): `# %% [markdown]` cells become markdown
cells with the leading `# ` of each line removed, every other cell becomes a code cell with
its text unchanged. Cell ids are numbered, so regenerating gives the same file.

    .venv/bin/python examples/make_notebook.py            # cells only, no outputs
    .venv/bin/python examples/make_notebook.py --execute  # also run it and keep the outputs
    .venv/bin/python examples/make_notebook.py --check    # exit 1 if the .ipynb is stale

`tests/test_examples.py` checks that the notebook's cells equal the script's.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
SCRIPT = HERE / "tutorial.py"
NOTEBOOK = HERE / "tutorial.ipynb"
CELL_TIMEOUT_S = 900


def script_cells(text: str) -> list[tuple[str, str]]:
    """(kind, source) for each `# %%` cell of a percent-format script; kind: code/markdown."""
    cells: list[tuple[str, list[str]]] = []
    for line in text.splitlines():
        if line.startswith("# %%"):
            kind = "markdown" if "[markdown]" in line else "code"
            cells.append((kind, []))
        elif cells:
            cells[-1][1].append(line)
        elif line.strip():
            raise ValueError(f"text before the first '# %%' cell marker: {line!r}")
    out = []
    for kind, lines in cells:
        if kind == "markdown":
            lines = [_uncomment(line) for line in lines]
        source = "\n".join(lines).strip("\n")
        if source:
            out.append((kind, source))
    return out


def _uncomment(line: str) -> str:
    if line in ("#", ""):
        return ""
    if line.startswith("# "):
        return line[2:]
    raise ValueError(f"markdown cell line is not a '# ' comment: {line!r}")


def notebook_cells(nb) -> list[tuple[str, str]]:
    """(kind, source) for each cell of a loaded notebook."""
    return [(c.cell_type, c.source) for c in nb.cells]


def build_notebook(text: str):
    import nbformat
    from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook

    cells = []
    for i, (kind, source) in enumerate(script_cells(text)):
        make = new_markdown_cell if kind == "markdown" else new_code_cell
        cell = make(source)
        cell.id = f"cell-{i:02d}"
        cells.append(cell)
    nb = new_notebook(cells=cells)
    nb.metadata.kernelspec = {"name": "python3", "display_name": "Python 3",
                              "language": "python"}
    nb.metadata.language_info = {"name": "python"}
    nbformat.validate(nb)
    return nb


def execute(nb, cwd: Path):
    """Run every cell in a fresh kernel; raises CellExecutionError on a failing cell.

    The kernel is this interpreter (sys.executable, so the venv with exogemm), whatever
    "python3" kernels the user has registered. It talks over Unix sockets in a temporary
    directory (not TCP on localhost), so nothing is left behind.
    """
    import json

    from jupyter_client import KernelManager
    from jupyter_client.kernelspec import KernelSpecManager
    from nbclient import NotebookClient

    with tempfile.TemporaryDirectory(prefix="exogemm-nb-") as tmp:
        spec_dir = Path(tmp) / "kernels" / "python3"
        spec_dir.mkdir(parents=True)
        (spec_dir / "kernel.json").write_text(json.dumps({
            "argv": [sys.executable, "-m", "ipykernel_launcher", "-f", "{connection_file}"],
            "display_name": "Python 3", "language": "python"}))
        specs = KernelSpecManager(kernel_dirs=[str(spec_dir.parent)], ensure_native_kernel=False)
        km = KernelManager(kernel_name="python3", kernel_spec_manager=specs, transport="ipc",
                           ip=str(Path(tmp) / "kernel"))
        client = NotebookClient(nb, km=km, timeout=CELL_TIMEOUT_S, kernel_name="python3",
                                record_timing=False,  # no timestamps: clean diffs
                                resources={"metadata": {"path": str(cwd)}})
        client.execute(cleanup_kc=True)  # a km we pass is not shut down otherwise
    return nb


def main(argv: list[str] | None = None) -> int:
    import nbformat

    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--execute", action="store_true", help="run the notebook, keep outputs")
    ap.add_argument("--check", action="store_true",
                    help="do not write; exit 1 if the notebook's cells differ from the script's")
    args = ap.parse_args(argv)
    nb = build_notebook(SCRIPT.read_text())
    if args.check:
        current = nbformat.read(NOTEBOOK, as_version=4)
        if notebook_cells(current) != notebook_cells(nb):
            print(f"{NOTEBOOK} is stale; run: python {Path(__file__).name}", file=sys.stderr)
            return 1
        print(f"{NOTEBOOK.name} matches {SCRIPT.name} ({len(nb.cells)} cells)")
        return 0
    if args.execute:
        execute(nb, HERE.parent)
    nbformat.write(nb, NOTEBOOK)
    print(f"wrote {NOTEBOOK} ({len(nb.cells)} cells{', executed' if args.execute else ''})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
