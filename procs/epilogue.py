"""The fused epilogue: bias, residual and ReLU applied where the micro-kernel stores C.

    out = act(alpha * op(A) op(B) + beta * C + bias[None, :] + residual)

The activation is a run-time floor `lo`: `out = lo if x < lo else x` is ReLU for lo = 0 and
the identity for lo = -inf (a NaN stays NaN either way), so one generated variant serves
both and costs one vector max per C register. Absent operands are zeros (the C wrapper
passes a zero row, with row stride 0 for the residual), so there is one variant, not eight.

Micro-kernel. The reference kernel gets the epilogue after its k loop:

    for k: for i < mr: for j < nr: C[i, j] += Ac[k, i] * Bc[k, j]
    for i < mr: for j < nr: C[i, j] += bias[j]; C[i, j] += R[i, j]; C[i, j] = max(lo, C[i, j])

`EPILOGUE_MICROKERNEL_RECIPE` is one named step (`one_loop_per_epilogue_op`: fission, so
each lane loop is one operation) followed by procs/microkernel.py's recipe unchanged:
`stage_c_tile` keeps the C tile in registers through the epilogue, and
`map_to_instructions` maps the epilogue's lane loops onto the ISA's `add` / `max_floor`
instructions (masked `_tail` forms for a ragged nr). Exo checks every step.

GEMM. An epilogue may be applied once, after the last multiply-add into an element, so it
belongs to the last kc block. The epilogue entry of procs/gemm.py (`schedule_epilogue_gemm`)
is split at K1 (a multiple of kc chosen by the C wrapper, K - K1 in 1..kc): the first K1
columns of op(A) are the plain scheduled GEMM (`replace` + `call_eqv`, so earlier kc blocks
accumulate exactly as without an epilogue) and the last block is one kc block whose
micro-kernel and edge-tile calls are the epilogue kernels.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Callable

from exo import Procedure, proc
from exo.API_scheduling import fission, rename
from exo.libs.externs import select

from exogemm.procs.microkernel import MICROKERNEL_RECIPE, Tile


@lru_cache(maxsize=None)
def epilogue_sliver_microkernel(mr: int, nr: int) -> Procedure:
    """The reference sliver micro-kernel followed by the epilogue on its C tile."""
    MR, NR = mr, nr

    @proc
    def ukernel(KC: size, Ac: [f32][KC, MR], Bc: [f32][KC, NR], C: [f32][MR, NR],
                bias: [f32][NR], R: [f32][MR, NR], lo: [f32][1]):
        assert stride(Ac, 1) == 1
        assert stride(Bc, 1) == 1
        assert stride(C, 1) == 1
        assert stride(bias, 0) == 1
        assert stride(R, 1) == 1
        for k in seq(0, KC):
            for i in seq(0, MR):
                for j in seq(0, NR):
                    C[i, j] += Ac[k, i] * Bc[k, j]
        for i in seq(0, MR):
            for j in seq(0, NR):
                C[i, j] += bias[j]
                C[i, j] += R[i, j]
                C[i, j] = select(C[i, j], lo[0], lo[0], C[i, j])

    return rename(ukernel, f"sgemm_ref_{mr}x{nr}_sliver_epilogue")


def one_loop_per_epilogue_op(p: Procedure, t: Tile) -> Procedure:
    # Split the epilogue's column loop after each statement, so every lane loop holds one
    # operation (add bias, add residual, max with the floor) that maps to one instruction.
    for _ in range(2):
        last_j = p.find_loop("j", many=True)[-1]
        p = fission(p, last_j.body()[0].after())
    return p


EPILOGUE_MICROKERNEL_RECIPE: list[tuple[str, Callable[[Procedure, Tile], Procedure]]] = [
    ("one_loop_per_epilogue_op", one_loop_per_epilogue_op),
    *MICROKERNEL_RECIPE,
]


def schedule_epilogue_microkernel(
    tile: Tile, trace: Callable[[str, Procedure], None] | None = None
) -> Procedure:
    """The epilogue micro-kernel for `tile`; `trace(step, proc)` sees every stage."""
    p = rename(epilogue_sliver_microkernel(tile.mr, tile.nr), f"{tile.name}_sliver_epilogue")
    if trace:
        trace("reference", p)
    for step_name, step in EPILOGUE_MICROKERNEL_RECIPE:
        p = step(p, tile)
        if trace:
            trace(step_name, p)
    return p
