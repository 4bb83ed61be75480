"""Generated AVX-512 kernels agree with NumPy over the whole sweep, and the check has teeth."""

from __future__ import annotations

import numpy as np
import pytest
from exo import DRAM, proc
from slow_set import default_or_slow

from exogemm.gen.check.kernel import SWEEP_KC, SWEEP_NR, judge, make_case
from exogemm.gen.check.pipeline import sweep_tiles, validate
from exogemm.gen.exo.kernel_source import KernelSource
from exogemm.gen.exo.kernels import emit_microkernel, emit_proc
from exogemm.plan.tile import make_tile, max_mr
from exogemm.procs.microkernel import schedule_microkernel


def test_sweep_covers_mr_1_to_max_for_each_nr(avx512):
    tiles = sweep_tiles(avx512)
    for nr in SWEEP_NR:
        assert sorted(t.mr for t in tiles if t.nr == nr) == list(range(1, max_mr(nr, avx512) + 1))


#: Widths the default run sweeps: one whole vector, a ragged one and two vectors; the others
#: (half a vector, three and four vectors: 200 s of scheduling on a fresh clone) are `slow`.
DEFAULT_NR = (16, 31, 32)


@pytest.mark.parametrize("nr", default_or_slow(SWEEP_NR, DEFAULT_NR))
def test_every_kernel_in_the_sweep_matches_numpy(avx512, nr):
    tiles = [t for t in sweep_tiles(avx512) if t.nr == nr]
    verdicts = validate(avx512, tiles, kcs=SWEEP_KC, seed=nr)
    bad = [v for v in verdicts if not v.ok]
    assert len(verdicts) == len(tiles) * len(SWEEP_KC)
    assert not bad, bad[:3]


def _wrong_reference(MR: int, NR: int):
    # Every row uses A's row 0: right for mr = 1, wrong for every other row.
    @proc
    def ukernel(KC: size, Ac: f32[KC, MR] @ DRAM, Bc: f32[KC, NR] @ DRAM,
                C: [f32][MR, NR] @ DRAM):
        assert stride(C, 1) == 1
        for k in seq(0, KC):
            for i in seq(0, MR):
                for j in seq(0, NR):
                    C[i, j] += Ac[k, 0] * Bc[k, j]

    return ukernel


def test_a_kernel_computing_the_wrong_thing_is_caught(avx512):
    tile = make_tile(3, 32, avx512)
    wrong = emit_proc(schedule_microkernel(tile, reference=_wrong_reference(3, 32)), tile)
    verdicts = validate(avx512, [tile], kcs=(7, 64), sources=[wrong])
    assert verdicts and not any(v.ok for v in verdicts)
    assert all(v.canaries_intact for v in verdicts)


def test_a_kernel_writing_past_its_tile_is_caught(avx512):
    tile = make_tile(2, 20, avx512)
    good = emit_microkernel(tile)
    # Turn the masked edge store into a full-width store: 12 floats land past the tile.
    assert "_mm512_mask_storeu_ps(" in good.c
    leaky_c = good.c.replace("_mm512_mask_storeu_ps(&C.data", "exogemm_leak(&C.data")
    leaky_c = leaky_c.replace(
        "// Plain-pointer entry",
        "static inline void exogemm_leak(float *p, __mmask16 m, __m512 v) "
        "{ (void)m; _mm512_storeu_ps(p, v); }\n// Plain-pointer entry",
    )
    leaky_c = leaky_c.replace("#include <immintrin.h>", "#include <immintrin.h>\n"
                              "static inline void exogemm_leak(float *p, __mmask16 m, __m512 v);", 1)
    leaky = KernelSource(good.name, good.isa_key, good.mr, good.nr, leaky_c, good.h)
    verdicts = validate(avx512, [tile], kcs=(7,), sources=[leaky])
    assert not verdicts[0].canaries_intact and not verdicts[0].ok


def test_tolerance_scales_with_kc_and_rejects_a_one_ulp_error_at_kc_1(avx512):
    rng = np.random.default_rng(3)
    case = make_case(make_tile(1, 8, avx512), 1, rng)
    exact = case.C.copy()
    tile = exact.reshape(2, case.ldc)[:1, :8]
    tile += (case.Ac.T.astype(np.float64) @ case.Bc).astype(np.float32)
    assert judge(case, exact).ok
    off = exact.copy()
    off.reshape(2, case.ldc)[0, 0] += 1e-3
    assert not judge(case, off).ok
