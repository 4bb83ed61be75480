"""The build cache: shared safely by concurrent processes, and clearable from the CLI."""

from __future__ import annotations

import subprocess
import sys

from exogemm.cli.main import main

EMIT_ONE = (
    "from exogemm.isa import get_isa\n"
    "from exogemm.plan.tile import make_tile\n"
    "from exogemm.gen.exo.kernels import emit_microkernel\n"
    "print(emit_microkernel(make_tile(3, 24, get_isa('avx512'))).c)\n"
)


def test_two_processes_filling_one_cache_agree(tmp_path, no_shipped_store):
    env = {"EXOGEMM_CACHE": str(tmp_path), "EXOGEMM_SHIPPED": no_shipped_store,
           "PATH": "/usr/bin:/bin"}
    procs = [subprocess.Popen([sys.executable, "-c", EMIT_ONE], env=env, stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True) for _ in range(2)]
    outputs = [p.communicate(timeout=300) for p in procs]
    assert all(p.returncode == 0 for p in procs), [err for _, err in outputs]
    assert outputs[0][0] == outputs[1][0] and "sgemm_avx512_3x24" in outputs[0][0]
    entries = list((tmp_path / "kernels").iterdir())
    assert len(entries) == 1 and not entries[0].name.startswith(".")  # no temp files left
    # A third process reads the entry instead of scheduling again.
    third = subprocess.run([sys.executable, "-c", EMIT_ONE], env=env, capture_output=True,
                           text=True, timeout=300)
    assert third.stdout == outputs[0][0]


def test_cache_clear_empties_the_cache(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("EXOGEMM_CACHE", str(tmp_path))
    (tmp_path / "kernels").mkdir()
    (tmp_path / "kernels" / "x.json").write_text("{}")
    assert main(["cache", "clear"]) == 0
    assert "removed 1 cached files" in capsys.readouterr().out
    assert not (tmp_path / "kernels").exists()
