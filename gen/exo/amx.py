"""Exo's side of the AMX kernels: schedule one (procs/matrix/amx_kernel.py) and compile it to
C. Imported by gen/c/amx_build.py through `cache.generator` on a cache miss only, so that a warm
cache never imports Exo."""

from __future__ import annotations

from exo import compile_procs_to_strings

from exogemm.isa.amx import AmxKernel
from exogemm.procs.matrix.amx_kernel import schedule_amx


def generate(kernel: AmxKernel) -> tuple[str, str]:
    """Exo's C and header of `kernel` (AMX_RECIPE) and of its beta = 0 twin
    (AMX_OVERWRITE_RECIPE, `<name>_overwrite`), in one file."""
    return compile_procs_to_strings([schedule_amx(kernel), schedule_amx(kernel, overwrite=True)],
                                    f"{kernel.name}.h")
