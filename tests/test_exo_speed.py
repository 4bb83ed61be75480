"""exogemm/core/exo_speed.py removes per-check overheads from Exo without changing its output:
the C Exo emits for a schedule is the same byte for byte with the patches and without them
(so the patches are rightly left out of every cache key), and they apply to Exo 1.0 only."""

from __future__ import annotations

import os
import subprocess
import sys
from importlib.metadata import version

import pytest

from exogemm.core import exo_speed

# A micro-kernel, a tile the register file holds in an edge shape, and the packed GEMM's
# replace-heavy packing loops: pattern matches, bounds checks and unification all run.
SCHEDULE_AND_EMIT = """
import sys
from exo import compile_procs_to_strings
from exogemm.core import exo_speed
from exogemm.isa import get_isa
from exogemm.plan.tile import make_tile
from exogemm.procs.fixed import rank1_kernel_procs
from exogemm.procs.microkernel import schedule_microkernel
print(exo_speed.apply(), file=sys.stderr)
isa = get_isa("neon")
procs = [schedule_microkernel(make_tile(5, 8, isa), name="k5x8"),
         *rank1_kernel_procs(isa, "r1")[:3]]
c, h = compile_procs_to_strings(procs, "k.h")
sys.stdout.write(c + h)
"""


def _emitted(speed: str) -> tuple[str, str]:
    env = {**os.environ, exo_speed.SWITCH: speed}
    done = subprocess.run([sys.executable, "-c", SCHEDULE_AND_EMIT], env=env,
                          capture_output=True, text=True, timeout=600, check=True)
    return done.stdout, done.stderr.strip().splitlines()[-1]


@pytest.mark.skipif(version("exo-lang") != exo_speed.PATCHED_EXO,
                    reason=f"the patches are for Exo {exo_speed.PATCHED_EXO} only")
def test_exo_emits_the_same_c_with_and_without_the_patches():
    patched, applied = _emitted("on")
    plain, not_applied = _emitted("off")
    assert (applied, not_applied) == ("True", "False")
    assert "k5x8" in patched
    assert patched == plain


def test_the_patches_keep_exo_asking_the_installed_solver():
    # every query still gets a fresh solver of the kind Exo's own lookup finds
    exo_speed.apply()
    from exo.rewrite import new_analysis_core

    first, second = new_analysis_core._get_smt_solver(), new_analysis_core._get_smt_solver()
    assert first is not second
    assert type(first).__name__ == "Z3Solver"
