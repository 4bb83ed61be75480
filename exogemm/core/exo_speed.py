"""Two costs Exo 1.0 pays on every check, removed without changing what Exo decides or emits.

Profiling a cold plan build (an AVX2 plan: 70 s scheduling, 45 s Exo's C generation, on a
Zen 3 core) found two overheads that are not Exo's analysis itself:

1. **An SMT solver factory per query.** `_get_smt_solver` (rewrite/new_analysis_core.py,
   rewrite/LoopIR_unification.py, frontend/boundscheck.py) builds a new
   `pysmt.factory.Factory` for every check, only to learn which solver is installed.
   Building one imports every solver backend pysmt knows (MathSAT, CVC4/5, Yices, BDD,
   PicoSAT, Boolector); those that are not installed fail and are not kept in
   `sys.modules`, so each query executes their modules again: about 40% of the C
   generation and 15-20% of scheduling. The solver's *name* is looked up once here (with the
   same factory call and the same logic as Exo's), and every query still gets a new solver.
2. **`inspect.stack()` per pattern.** Exo's pattern matcher and fragment parser read the
   caller's locals through `inspect.stack()`, which loads the source context of every frame
   on the stack (deeper under pytest). They use only the frames' locals and one frame's
   file and line, which `inspect.stack(0)` gives without reading source.

`apply()` is called where Exo is about to schedule (gen/cache.generator, the workbench) and
is idempotent. It patches only the Exo version it was measured on and leaves any other
version alone: what it replaces is internal to Exo. `EXOGEMM_EXO_SPEED=off` turns it off.
The emitted C is byte-identical with and without it (tests/test_exo_speed.py), so it is not
part of any cache key.
"""

from __future__ import annotations

import importlib
import inspect
import os
from importlib.metadata import version
from types import ModuleType
from typing import Callable

#: The Exo release whose internals `apply` replaces.
PATCHED_EXO = "1.0.0"

#: The environment variable that turns the patches off ("off").
SWITCH = "EXOGEMM_EXO_SPEED"

#: Module -> the keyword arguments its `_get_smt_solver` passes to `Factory.all_solvers`.
SOLVER_LOOKUPS: dict[str, dict[str, object]] = {
    "exo.rewrite.new_analysis_core": {"logic": "LIA"},
    "exo.rewrite.LoopIR_unification": {},
    "exo.frontend.boundscheck": {},
}

#: Modules that call `inspect.stack()` only for frames' locals, file and line.
STACK_READERS = (
    "exo.frontend.pattern_match",
    "exo.frontend.parse_fragment",
    "exo.frontend.pyparser",
    "exo.rewrite.new_eff",
)

_applied = False


def apply() -> bool:
    """Patch Exo (once per process); False when the installed Exo is not PATCHED_EXO or
    $EXOGEMM_EXO_SPEED is "off"."""
    global _applied
    if _applied:
        return True
    if version("exo-lang") != PATCHED_EXO or os.environ.get(SWITCH) == "off":
        return False
    for name, lookup in SOLVER_LOOKUPS.items():
        module = importlib.import_module(name)
        module._get_smt_solver = _solver_once(lookup)
    for name in STACK_READERS:
        module = importlib.import_module(name)
        module.inspect = _FramesWithoutSource(module.inspect)
    _applied = True
    return True


def _solver_once(lookup: dict[str, object]) -> Callable[[], object]:
    """Exo's `_get_smt_solver` with the installed solver's name looked up on first use."""
    # imported here, not at the top: only a process about to schedule pays for pysmt
    import pysmt.factory
    import pysmt.logics
    import pysmt.shortcuts

    kwargs = {key: getattr(pysmt.logics, value) for key, value in lookup.items()}
    name: list[str] = []

    def get_smt_solver() -> object:
        if not name:
            factory = pysmt.factory.Factory(pysmt.shortcuts.get_env())
            solvers = factory.all_solvers(**kwargs)
            if not solvers:
                raise OSError("Could not find any SMT solvers")
            name.append(next(iter(solvers)))
        return pysmt.shortcuts.Solver(name=name[0])

    return get_smt_solver


class _FramesWithoutSource:
    """The `inspect` module as a stack reader sees it, with `stack()` skipping the source
    context of every frame (each caller reads one frame's file and line on its own)."""

    def __init__(self, module: ModuleType):
        self._module = module

    def __getattr__(self, name: str) -> object:
        return getattr(self._module, name)

    def stack(self, context: int = 1) -> list[inspect.FrameInfo]:
        # one frame up: the caller's frame is where inspect.stack() would start
        return inspect.getouterframes(inspect.currentframe().f_back, 0)
