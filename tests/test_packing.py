"""Packing a row-major op(A) into kc x mr slivers (procs/gemm.py, pack_loops).

Why: element by element, the C compiler vectorizes the copy along k and then scatters each
vector into the sliver one float at a time, which made packing a large share of GEMMs with
few columns (N = 128 to 256). Every sliver height mr = 4q + r is therefore packed by
in-register transposes where it can be: 4 x 4 blocks for rows 0 .. 4q - 1, one 2 x 4 block
for two of the r rows left over, an odd last row (and K % 4 columns) element by element,
with the next sliver's rows prefetched. Each height takes a different mix of these paths,
so each mix must give the exact packed GEMM.
"""

from __future__ import annotations

import numpy as np
import pytest

from exogemm.gen.c.gemm_build import build_gemm_native
from exogemm.gen.check.gemm import make_case, run_in_process
from exogemm.isa import get_isa
from exogemm.plan.gemm_plan import DIRECT_MAX_SLIVERS, make_plan
from exogemm.plan.tile import make_tile, max_mr
from exogemm.policy.blocking import blocking_for, plan_for
from exogemm.procs.gemm import PLAIN_INLINE
from exogemm.procs.variant import scheduled_state

#: Sliver heights and the transposes that pack them: (mr, 4 x 4 blocks per k step group,
#: 2 x 4 blocks, rows left element by element).
HEIGHTS = ((3, 0, 1, 1), (7, 1, 1, 1))


@pytest.mark.parametrize(("mr", "blocks4", "blocks2", "scalar_rows"), HEIGHTS,
                         ids=[f"mr{h[0]}" for h in HEIGHTS])
def test_each_sliver_height_is_packed_by_4x4_then_2x4_transposes(mr, blocks4, blocks2,
                                                                 scalar_rows):
    isa = get_isa("avx2")  # scheduling only: any host
    plan = plan_for(make_tile(mr, isa.lanes, isa))
    # the mc block before extract_packing moves the packing into a procedure of its own
    block = str(scheduled_state(PLAIN_INLINE, plan, "rr").mc_block)
    pack = block[block.index("alpha_r = alpha"):block.index("for jr in")]
    assert pack.count("scaled_transpose_4x4(") == (1 if blocks4 else 0)
    assert f"for io in seq(0, {blocks4}):" in pack or not blocks4
    assert pack.count("scaled_transpose_2x4(") == blocks2
    assert (f"for ii in seq({mr - scalar_rows}, {mr}):" in pack) == bool(scalar_rows)
    # the next sliver's rows, a line per row every 4 k steps of the first transposes' loop
    assert pack.count("prefetch_sliver_rows_") == 1
    first_ko = pack.index("for ko in seq(0, K / 4):")
    assert first_ko < pack.index("prefetch_sliver_rows_") < pack.index("scaled_transpose_")


def test_every_packing_path_gives_the_packed_gemm_exactly_as_numpy(isa):
    # mr = 7 takes all three paths (4 x 4, 2 x 4, one row element by element). Tiny blocks:
    # kc = 18 leaves K % 4 = 2 columns in every full kc block, and M crosses the ragged
    # sliver; lda > K with padding; alpha != 1 is folded into the packing. Only the rr
    # entries are built (no small or dot paths), and N is wider than the direct-A entries
    # take (DIRECT_MAX_SLIVERS slivers), so every call packs A.
    mr, nr = 7, isa.lanes
    if max_mr(nr, isa) < mr:
        pytest.skip(f"{isa.key} holds at most {max_mr(nr, isa)} rows of {nr} columns")
    tile = make_tile(mr, nr, isa)
    plan = make_plan(tile, blocking_for(tile, mc=2 * mr, nc=2 * nr, kc=18), layouts=("rr",),
                     small=False, dot=False)
    rng = np.random.default_rng(mr)
    cases = [make_case(rng, M, N, K, pad=pad, alpha=alpha, beta=1.0)
             for M in (1, mr, 2 * mr + 1, 5 * mr + 2)
             for N in (DIRECT_MAX_SLIVERS * nr + 3,)
             for K in (1, 3, 4, 18, 41)
             for pad, alpha in ((0, 1.0), (5, -0.75))]
    bad = [v for v in run_in_process(build_gemm_native(plan), cases) if not v.ok]
    assert not bad, bad[:3]
