"""Whether AMX kernels may run in this process, and why not.

Two things must hold: the CPU reports amx_tile and the datatype's flag (isa/amx.py
`runnable_here`), and Linux grants the process the tile state, which it asks for once
(`arch_prctl(ARCH_REQ_XCOMP_PERM, XFEATURE_XTILEDATA)` in gen/templates/amx_permission.c:
thread-safe, the answer remembered by the C for the whole process). A refusal raises
AmxUnavailableError naming the CPU and the flag, or the errno the kernel refused with.
"""

from __future__ import annotations

import errno
import os
from functools import lru_cache

from exogemm.core.errors import AmxUnavailableError
from exogemm.core.host import host_cpu
from exogemm.gen.c.amx_build import permission_source
from exogemm.gen.c.native import load_module
from exogemm.isa import get_isa
from exogemm.isa.amx import AmxEngine

_CDEF = "int exogemm_amx_request_permission(void);"


@lru_cache(maxsize=1)
def _permission_module():
    source = permission_source()
    # the request is plain C; avx512's toolchain builds it (AMX exists only beside AVX-512)
    return load_module(get_isa("avx512"), "amx-permission", [source], _CDEF, _CDEF, ["-O2"],
                       link_args=("-lpthread",))


def permission_errno() -> int:
    """0 if Linux lets this process use the AMX tiles, else the errno of its refusal (asked
    once per process)."""
    return int(_permission_module().lib.exogemm_amx_request_permission())


def unavailable_reason(engine: AmxEngine) -> str | None:
    """None if `engine`'s kernels may run in this process, else why not: the CPU and its
    missing flag, or the kernel's refusal of the tile state."""
    why = engine.runnable_here()
    if why is not None:
        return why
    err = permission_errno()
    if err == 0:
        return None
    name = errno.errorcode.get(err, str(err))
    return (f"{host_cpu().brand}: Linux refused the AMX tile state to this process "
            f"(arch_prctl(ARCH_REQ_XCOMP_PERM, XFEATURE_XTILEDATA): {name}, "
            f"{os.strerror(err)}; it grants it from Linux 5.16 on, on a CPU with AMX)")


def require_amx(engine: AmxEngine) -> None:
    """Raise AmxUnavailableError unless `engine`'s kernels may run in this process."""
    why = unavailable_reason(engine)
    if why is not None:
        raise AmxUnavailableError(f"AMX {engine.dtype_name} ({engine.kind.instruction}) "
                                  f"cannot run here: {why}")
