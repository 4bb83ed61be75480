"""The micro-kernels a GEMM's tiles call: full tiles on packed slivers, and edge tiles.

    sliver_microkernel(mr, nr)   the reference micro-kernel on windows into the packed
                                 panels; procs/microkernel.py's recipe schedules it
    edge_tile_spec / _impl       a ragged m x n tile (m <= mr, n <= nr): the full kernel run
                                 on the padded slivers into a local tile, of which only the
                                 valid part is added to C

One step here is asserted, not proved: Exo cannot reason about values, so it cannot show
that computing the padding rows/columns of an edge tile into a local buffer whose padding
is then dropped equals the guarded edge loops (`edge_tile_impl` is registered equivalent to
`edge_tile_spec` with `unsafe_assert_eq`); the tests check that step (NumPy comparison,
sanitizers, guard bands).
"""

from __future__ import annotations

from functools import lru_cache

from exo import Procedure, proc
from exo.API_scheduling import call_eqv, rename, replace, simplify

from exogemm.plan.tile import Tile, make_tile
from exogemm.procs.memories import AlignedStack
from exogemm.procs.microkernel import schedule_microkernel
from exogemm.procs.reference import reference_name


@lru_cache(maxsize=None)
def sliver_microkernel(mr: int, nr: int) -> Procedure:
    """The reference micro-kernel on windows into the packed buffers (kc x mr and kc x nr
    slivers with unit-stride rows); procs/microkernel.py's recipe schedules it unchanged."""
    MR, NR = mr, nr

    @proc
    def ukernel(KC: size, Ac: [f32][KC, MR], Bc: [f32][KC, NR], C: [f32][MR, NR]):
        assert stride(Ac, 1) == 1
        assert stride(Bc, 1) == 1
        assert stride(C, 1) == 1
        for k in seq(0, KC):
            for i in seq(0, MR):
                for j in seq(0, NR):
                    C[i, j] += Ac[k, i] * Bc[k, j]

    return rename(ukernel, reference_name(mr, nr, "sliver"))


@lru_cache(maxsize=None)
def edge_tile_spec(mr: int, nr: int) -> Procedure:
    """An edge tile: the m x n (m <= mr, n <= nr) corner of a tile, from full slivers."""
    MR, NR = mr, nr

    @proc
    def edge_tile(K: size, M: size, N: size, Ac: [f32][K, MR], Bc: [f32][K, NR],
                  C: [f32][M, N]):
        assert M <= MR
        assert N <= NR
        assert stride(Ac, 1) == 1
        assert stride(Bc, 1) == 1
        assert stride(C, 1) == 1
        for i in seq(0, M):
            for j in seq(0, N):
                for k in seq(0, K):
                    C[i, j] += Ac[k, i] * Bc[k, j]

    return edge_tile


@lru_cache(maxsize=None)
def scheduled_microkernel(tile: Tile) -> Procedure:
    """The ISA's register-blocked kernel, by the micro-kernel recipe, on sliver windows."""
    return rename(
        schedule_microkernel(tile, reference=sliver_microkernel(tile.mr, tile.nr)),
        f"{tile.name}_sliver",
    )


@lru_cache(maxsize=None)
def edge_tile_impl(tile: Tile) -> Procedure:
    """The edge tile computed by a micro-kernel into a zeroed local mr x nr tile (the slivers
    are padded), of which only the valid M x N corner is added to C. The kernel is the
    smallest of 4, 8 or mr rows (all scheduled by the same recipe) that covers M, so a thin
    bottom edge does not pay for mr rows."""
    MR, NR = tile.mr, tile.nr
    R1, R2 = edge_rows(tile)

    @proc
    def edge_tile(K: size, M: size, N: size, Ac: [f32][K, MR], Bc: [f32][K, NR],
                  C: [f32][M, N]):
        assert M <= MR
        assert N <= NR
        assert stride(Ac, 1) == 1
        assert stride(Bc, 1) == 1
        assert stride(C, 1) == 1
        Ct: f32[MR, NR] @ AlignedStack
        for i in seq(0, MR):
            for j in seq(0, NR):
                Ct[i, j] = 0.0
        if M <= R1:
            for k in seq(0, K):
                for i in seq(0, R1):
                    for j in seq(0, NR):
                        Ct[i, j] += Ac[k, i] * Bc[k, j]
        else:
            if M <= R2:
                for k in seq(0, K):
                    for i in seq(0, R2):
                        for j in seq(0, NR):
                            Ct[i, j] += Ac[k, i] * Bc[k, j]
            else:
                for k in seq(0, K):
                    for i in seq(0, MR):
                        for j in seq(0, NR):
                            Ct[i, j] += Ac[k, i] * Bc[k, j]
        for i in seq(0, M):
            for j in seq(0, N):
                C[i, j] += Ct[i, j]

    p = call_edge_kernels(rename(edge_tile, f"{tile.name}_edge"), tile)
    # The asserted step (module docstring): padding lanes computed, then dropped.
    edge_tile_spec(MR, NR).unsafe_assert_eq(p)
    return simplify(p)


def edge_rows(tile: Tile) -> tuple[int, int]:
    """The two smaller kernel heights (4 and 8 rows, capped at mr) an edge tile may use."""
    return min(4, tile.mr), min(8, tile.mr)


def call_edge_kernels(p: Procedure, tile: Tile) -> Procedure:
    """Replace an edge-tile proc's three k loops (edge_rows(tile) and mr rows into the local
    tile Ct) by the micro-kernels the recipe scheduled for those heights (replace, call_eqv)."""
    NR = tile.nr
    for rows in (*edge_rows(tile), tile.mr):
        ref = sliver_microkernel(rows, NR)
        loop = next(c for c in p.find_loop("k", many=True) if c.body()[0].hi().value() == rows)
        p = replace(p, loop, ref)
        kernel = scheduled_microkernel(tile if rows == tile.mr else make_tile(rows, NR, tile.isa))
        p = call_eqv(p, p.find(f"{ref.name()}(_)"), kernel)
    return p

