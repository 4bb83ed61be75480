"""The SME generator: schedule SME micro-kernels with Exo (procs/matrix/sme_recipe.py) and
return Exo's C, the kernels marked as streaming functions that share ZA.

Imported through `cache.generator` on a cache miss only (it imports Exo); gen/c/sme_build.py
holds the cache lookup and the C around the kernels. What this module does to Exo's output
is stored, so it is in the matrix engines' cache key (gen/keys.py matrix_engine_files).
"""

from __future__ import annotations

import re

from exo import compile_procs_to_strings

from exogemm.gen.exo.code import ExoCode
from exogemm.procs.matrix.sme_recipe import SmeTile, schedule_sme

#: How every SME kernel is declared: a streaming function on its caller's live ZA.
STREAMING_ZA = '__arm_streaming __arm_inout("za")'


def emit(tiles: tuple[SmeTile, ...], header_name: str, overwrite: bool = False) -> ExoCode:
    """Exo's C and header for `tiles` (one proc each, named tile.name; with `overwrite` also
    each one's beta = 0 twin, tile.name + "_overwrite"). Every kernel is
    declared and defined `__arm_streaming __arm_inout("za")`: it runs in streaming mode on
    the caller's live ZA, so calling it needs no SME support routine (the caller entered
    streaming mode and enabled ZA, gen/templates/sme_entry.c.in)."""
    procs = [schedule_sme(t) for t in tiles]
    procs += [schedule_sme(t, overwrite=True) for t in tiles] if overwrite else []
    c, h = compile_procs_to_strings(procs, header_name)
    for name in (p.name() for p in procs):
        signature = re.compile(rf"(\bvoid {re.escape(name)}\([^)]*\))")
        c, found_c = signature.subn(rf"\1 {STREAMING_ZA}", c)
        h, found_h = signature.subn(rf"\1 {STREAMING_ZA}", h)
        if (found_c, found_h) != (1, 1):
            raise RuntimeError(f"Exo's C for {name} does not have the one definition and "
                               f"declaration expected (found {found_c}, {found_h})")
    return ExoCode(c=c, h=h)
