"""The tutorial (examples/tutorial.py and its notebook twin) runs and says what it should.

Both are executed end to end, so the tutorial cannot rot: a renamed API, a changed recipe or
a kernel that stops validating fails here. Each run takes roughly 15-40 s (Exo scheduling of
a few kernels, QEMU runs, a ~3 s benchmark); compiled kernels come from the shared cache.
A third run simulates a machine without AVX-512 and without QEMU: those parts must be
skipped with the reason, and the rest of the tutorial must still run.
"""

from __future__ import annotations

import ast
import importlib.util
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from exogemm import workbench
from exogemm.isa import get_isa

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"
SCRIPT = EXAMPLES / "tutorial.py"
NOTEBOOK = EXAMPLES / "tutorial.ipynb"
RUN_TIMEOUT_S = 1800

# The ISAs the tutorial validates, by key, and how it builds their descriptions.
TUTORIAL_ISAS = {
    "avx512": lambda: get_isa("avx512"),
    "neon": lambda: get_isa("neon"),
    "rvv_v256_l1": lambda: get_isa("rvv", vlen=256, lmul=1),
}


def _need(module: str):
    """Import a notebook dependency, failing (not skipping) with the fix when it is absent."""
    try:
        return importlib.import_module(module)
    except ImportError:
        pytest.fail(f"{module} is not installed: run ./setup.sh (it installs the dev extra)")


def _make_notebook():
    spec = importlib.util.spec_from_file_location("make_notebook", EXAMPLES / "make_notebook.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _runnable(key: str, path: str | None = None) -> bool:
    """Whether the tutorial can validate this ISA here (with PATH = `path`)."""
    if key == "gccvec":
        return shutil.which("gcc", path=path) is not None
    isa = TUTORIAL_ISAS[key]()
    tools = (isa.toolchain.cc[0], *isa.toolchain.runner[:1])
    if any(shutil.which(t, path=path) is None for t in tools):
        return False
    return not isa.toolchain.native or isa.cpu_check() is None


def check_output(text: str, path: str | None = None,
                 unavailable: frozenset[str] = frozenset()) -> dict[str, str]:
    """Assert the tutorial's key results; return {isa key: 'validated' | 'skipped'}.

    An ISA must validate when this machine (with PATH = `path`) can run it and it is not in
    `unavailable`; otherwise it must be skipped with a reason.
    """
    assert "applied by hand == the recipe: True" in text
    assert "same C as the recipe in one call: True" in text
    assert "validated: False" not in text
    outcome = {}
    for key in [*TUTORIAL_ISAS, "gccvec"]:
        ok = re.findall(rf"^\[{key}\] .*validated: True", text, re.M)
        skipped = re.findall(rf"^\[{key}\] skipped: .+", text, re.M)
        if _runnable(key, path) and key not in unavailable:
            assert ok and not skipped, f"{key} should validate here:\n{skipped}"
            outcome[key] = "validated"
        else:
            assert skipped and not ok, f"{key} cannot run here, so it must say why it skipped"
            outcome[key] = "skipped"
    if outcome["avx512"] == "validated":
        # The benchmark table: both kernels with GFLOP/s and % of the measured peak.
        assert re.search(r"^measured FMA peak: [\d.]+ GFLOP/s", text, re.M)
        assert len(re.findall(r"^sgemm_avx512_\w+ +\d+ +\d+% +[\d.]+ +[\d.]+%$", text, re.M)) == 2
    assert re.search(r"^tutorial finished in [\d.]+ s, 4 ISAs: \d validated, \d skipped, "
                     r"0 failed$", text, re.M)
    return outcome


def test_the_tutorial_imports_only_the_workbench():
    """The tutorial shows the public door: of exogemm it imports exogemm.workbench alone (plus
    NumPy and the standard library), so every name it uses is one the workbench keeps stable
    (tests/test_workbench.py pins them)."""
    imported: dict[str, set[str]] = {}
    for node in ast.walk(ast.parse(SCRIPT.read_text())):
        if isinstance(node, ast.Import):
            for alias in node.names:
                imported.setdefault(alias.name, set())
        elif isinstance(node, ast.ImportFrom):
            imported.setdefault(node.module, set()).update(a.name for a in node.names)
    outside = sorted(m for m in imported if m not in ("numpy", "exogemm.workbench")
                     and m.split(".")[0] not in sys.stdlib_module_names)
    assert outside == []
    assert imported["exogemm.workbench"] <= set(workbench.__all__)


def test_notebook_cells_equal_script_cells():
    nbformat = _need("nbformat")
    make = _make_notebook()
    committed = nbformat.read(NOTEBOOK, as_version=4)
    nbformat.validate(committed)
    expected = make.script_cells(SCRIPT.read_text())
    assert make.notebook_cells(committed) == expected, (
        "examples/tutorial.ipynb is stale: run .venv/bin/python examples/make_notebook.py")
    code = [src for kind, src in expected if kind == "code"]
    assert len(code) >= 12 and sum(kind == "markdown" for kind, _ in expected) >= 6


def test_script_runs_and_validates_every_isa():
    proc = subprocess.run([sys.executable, str(SCRIPT)], cwd=ROOT, capture_output=True,
                          text=True, timeout=RUN_TIMEOUT_S)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-5000:]
    outcome = check_output(proc.stdout)
    # The proc is printed after every rewrite step of the recipe.
    from exogemm.procs.microkernel import MICROKERNEL_RECIPE

    for name, _ in MICROKERNEL_RECIPE:
        assert re.search(rf"^---- {name}: ", proc.stdout, re.M), name
    print(outcome)


def test_notebook_runs_and_validates_every_isa():
    nbformat = _need("nbformat")
    _need("nbclient")
    _need("ipykernel")
    nb = nbformat.read(NOTEBOOK, as_version=4)
    for cell in nb.cells:  # start from a clean notebook, whatever outputs were committed
        if cell.cell_type == "code":
            cell.outputs, cell.execution_count = [], None
    _make_notebook().execute(nb, ROOT)
    errors = [o for c in nb.cells if c.cell_type == "code" for o in c.outputs
              if o.output_type == "error"]
    assert not errors, errors
    text = "".join(o.get("text", "") for c in nb.cells if c.cell_type == "code"
                   for o in c.outputs if o.output_type == "stream" and o.name == "stdout")
    print(check_output(text))


# Runs the tutorial as if this CPU had no AVX-512 (the description's cpu_check reads
# exogemm.isa.avx512.missing_flags at call time).
NO_AVX512 = f"""
import runpy, types, exogemm.isa.avx512 as m
lacking = types.SimpleNamespace(
    missing_features=lambda *features, arch: "this CPU lacks avx512f (simulated by the test)")
m.host_cpu = lambda: lacking
runpy.run_path({str(SCRIPT)!r}, run_name="__main__")
"""


def test_script_skips_what_the_machine_lacks(tmp_path):
    """No AVX-512 and no QEMU: those parts say why and are skipped; the toy ISA still runs."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    for d in os.environ.get("PATH", "").split(os.pathsep):
        if not d or not Path(d).is_dir() or Path(d).resolve() == bin_dir:
            continue
        for tool in Path(d).iterdir():
            target = bin_dir / tool.name
            if not tool.name.startswith("qemu-") and not target.exists():
                target.symlink_to(tool)
    env = {**os.environ, "PATH": str(bin_dir)}
    proc = subprocess.run([sys.executable, "-c", NO_AVX512], cwd=ROOT, capture_output=True,
                          text=True, timeout=RUN_TIMEOUT_S, env=env)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-5000:]
    outcome = check_output(proc.stdout, path=str(bin_dir), unavailable=frozenset({"avx512"}))
    assert outcome["avx512"] == outcome["neon"] == outcome["rvv_v256_l1"] == "skipped"
    assert "[avx512] skipped: this CPU lacks avx512f (simulated by the test)" in proc.stdout
    assert "[avx512] benchmark skipped: this CPU lacks avx512f" in proc.stdout
    assert re.search(r"^\[neon\] skipped: 'qemu-aarch64' is not installed; install it with: "
                     r"apt-get install -y .*qemu-user", proc.stdout, re.M)
    assert re.search(r"^\[rvv_v256_l1\] skipped: 'qemu-riscv64' is not installed", proc.stdout,
                     re.M)
    if shutil.which("gcc"):
        assert outcome["gccvec"] == "validated"
