"""Where the GEMM's buffers live: Exo memories for the packed panels and small local tiles.

The packed panels (Ac, Bc) are not allocated by the loops: they come from a per-thread
workspace that the C wrapper reserves before a GEMM starts and reuses on later calls, so no
call allocates in its loops. The allocator is C in a real file beside this module
(`workspace.h`), pasted once into every generated library by `PackedPanels.global_`.
"""

from __future__ import annotations

from exo import DRAM
from exo.core.memory import MemGenError

from exogemm.procs import WORKSPACE_H

#: Workspace slot of each packed buffer (the C wrapper reserves both before a GEMM).
WORKSPACE_SLOTS = {"Ac": 0, "Bc": 1}


class PackedPanels(DRAM):
    """DRAM buffers for packed panels, taken from the per-thread workspace (no malloc)."""

    @classmethod
    def global_(cls) -> str:
        return DRAM.global_() + "\n" + WORKSPACE_H.read_text()

    @classmethod
    def alloc(cls, new_name, prim_type, shape, srcinfo):
        if new_name not in WORKSPACE_SLOTS:
            raise MemGenError(f"{srcinfo}: no workspace slot for buffer {new_name!r}")
        # restrict: the workspace aliases no operand, which lets packing loops vectorize
        slot = WORKSPACE_SLOTS[new_name]
        return f"{prim_type} *restrict {new_name} = exogemm_workspace({slot});"

    @classmethod
    def free(cls, new_name, prim_type, shape, srcinfo):
        return ""


class AlignedStack(DRAM):
    """A small constant-size local array on the stack, aligned to 64 bytes (a cache line,
    and the widest vector), so whole-vector loads and stores of it never split a line."""

    @classmethod
    def alloc(cls, new_name, prim_type, shape, srcinfo):
        if not all(str(x).isdecimal() for x in shape):
            raise MemGenError(f"{srcinfo}: {new_name} needs a constant shape, got {shape}")
        return f"_Alignas(64) {prim_type} {new_name}[{' * '.join(map(str, shape))}];"

    @classmethod
    def free(cls, new_name, prim_type, shape, srcinfo):
        return ""
