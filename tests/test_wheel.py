"""The package as a user installs it: a wheel built from this checkout holds every layer
folder, the C templates, the timers' C and the shipped store, and building it prints no
packaging warnings (setuptools warns once per data folder it does not know as a package, and
a wall of such warnings hides the one that matters)."""

from __future__ import annotations

import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> tuple[zipfile.ZipFile, str]:
    out = tmp_path_factory.mktemp("wheel")
    run = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps",
                          "--no-build-isolation", "-w", str(out), str(ROOT)],
                         capture_output=True, text=True, cwd=out)
    if run.returncode and "No module named" in run.stderr + run.stdout:
        pytest.skip(f"cannot build a wheel here: {run.stderr.strip().splitlines()[-1]}")
    assert run.returncode == 0, run.stdout + run.stderr
    (wheel,) = out.glob("*.whl")
    return zipfile.ZipFile(wheel), run.stdout + run.stderr


def test_building_the_wheel_prints_no_packaging_warning(built):
    _, log = built
    warned = [line for line in log.splitlines()
              if ("warning" in line.lower() or "would be ignored" in line)
              and "byte-compil" not in line and "Location" not in line]
    assert warned == []


@pytest.mark.skipif(bool(os.environ.get("EXOGEMM_SHIP_RECORD")),
                    reason="`exogemm cache ship` is recording the entries that replace the store")
def test_the_wheel_holds_every_layer_and_its_c(built):
    wheel, _ = built
    names = set(wheel.namelist())
    folders = {str(p.parent.relative_to(ROOT)) for p in (ROOT / "exogemm").rglob("__init__.py")
               if "prepared" not in p.parts}
    for folder in folders:
        assert f"{folder}/__init__.py" in names, folder
    for rel in ("exogemm/gen/templates/gemm_wrapper.c.in", "exogemm/bench/timing/ctimer.c",
                "exogemm/bench/peers/xsmm_peer.c", "exogemm/procs/workspace.h",
                "exogemm/shipped/MANIFEST.json", "exogemm/shipped/INDEX.json"):
        assert rel in names, rel
    shipped = [n for n in names if n.startswith("exogemm/shipped/") and n.endswith(".c")]
    assert shipped, "the shipped store's C is in the wheel"
