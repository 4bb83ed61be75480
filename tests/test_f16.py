"""The f16 datatype (half inputs, half accumulation): lanes per datatype, its NEON kernels,
and a check that can still fail a wrong kernel at the depths it sweeps.

Why: f16 is the first datatype whose accumulator lanes are not 32-bit, so every place that
splits a datatype's vectors must ask `VectorIsa.lanes_for(dtype)` (8 f16 on NEON, where f32
has 4) while f32 and the k-grouped datatypes keep `lanes`; and its unit roundoff 2^-11 makes
the gamma_n bound loose enough at depth to pass a wrong kernel, so the sweeps keep only the
depths where it discriminates. The QEMU run of every NEON f16 shape class is
tests/test_low_precision_isas.py (neon-f16); here is what can be checked without it, plus
one small QEMU run that must catch a broken f16 instruction.
"""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest
from exo import DRAM, proc
from isa_variants import variants

from exogemm.cli.main import main
from exogemm.core.dtype import DTYPES, F16, F32, get_dtype
from exogemm.core.errors import DtypeError
from exogemm.gen.check import tolerance
from exogemm.gen.check.kernel import SWEEP_KC, judge, make_case, panel_matrices, sweep_kcs
from exogemm.gen.check.pipeline import sweep_tiles, validate
from exogemm.gen.exo.kernels import emit_microkernel
from exogemm.isa import get_isa
from exogemm.plan.tile import default_tile, gemm_tile, make_tile, max_mr
from exogemm.procs.reference import microkernel

NEON = get_isa("neon")


@pytest.mark.parametrize("alias", ["f16", "fp16", "float16", "half"])
def test_the_aliases_name_f16(alias):
    assert get_dtype(alias) is F16
    assert (F16.k_group, F16.unit_roundoff, F16.c_bytes) == (1, 2.0**-11, 2)


def test_32_bit_accumulators_keep_the_isa_lanes_and_f16_has_twice_as_many():
    for name, params in variants():
        isa = get_isa(name, **params)
        for d in DTYPES.values():
            want = isa.lanes * 2 if d is F16 else isa.lanes
            assert isa.lanes_for(d) == want, (isa.key, d.name)
    assert NEON.lanes_for(F16) == 8


def test_f16_tiles_split_into_8_lane_vectors():
    tile = make_tile(4, 13, NEON, F16)
    assert (tile.lanes, tile.vectors_per_row, tile.padded_nr) == (8, 2, 16)
    # 8 f16 columns need the registers 4 f32 columns do.
    assert max_mr(16, NEON, F16) == max_mr(8, NEON) == max_mr(8, NEON, F32)
    assert gemm_tile(NEON, dtype=F16).nr == 16
    assert default_tile(NEON, F16).nr % 8 == 0
    rows = {t.nr: t.mr for t in sweep_tiles(NEON, (16,), dtype=F16)}
    assert rows == {16: max_mr(16, NEON, F16)}


def test_the_f32_reference_written_with_R_prints_as_written_in_f32():
    @proc
    def sgemm_ref_3x5(KC: size, Ac: f32[KC, 3] @ DRAM, Bc: f32[KC, 5] @ DRAM,
                      C: [f32][3, 5] @ DRAM):
        assert stride(C, 1) == 1
        for k in seq(0, KC):
            for i in seq(0, 3):
                for j in seq(0, 5):
                    C[i, j] += Ac[k, i] * Bc[k, j]

    assert str(microkernel(3, 5)) == str(sgemm_ref_3x5)
    assert "Ac: f16[KC, 3]" in str(microkernel(3, 5, dtype=F16))


def test_a_ragged_neon_f16_kernel_is_fmla_on_8_halves_with_exact_width_tails():
    src = emit_microkernel(make_tile(3, 13, NEON, F16))
    start = src.c.index("void hgemm_neon_3x13(")
    ends = [src.c.find(m, start) for m in ("/* relying", "// Plain-pointer",
                                           "void hgemm_neon_3x13_sliver_overwrite(")]
    body = src.c[start:min(e for e in ends if e > 0)]  # the kernel alone: not the templates'
    # comments, nor its beta = 0 twin (the low-precision GEMM's first K blocks)
    assert body.count("vfmaq_n_f16(") == 3 * 2
    assert "float32x4_t" not in body and "vfmaq_n_f32" not in body
    # 13 = 8 + 5: the second vector of each row moves exactly 5 halves.
    assert body.count("exogemm_neon_load_bytes(") == 3 + 1  # C rows and the B row
    assert body.count("2 * (5)") == 3 + 1 + 3  # their loads and the C stores
    assert "const _Float16 *Ac" in src.h


def test_the_f16_canary_is_finite_and_far_from_the_data():
    c = tolerance.canary("float16")
    assert c.dtype == np.float16 and np.isfinite(c) and abs(float(c)) > 1e4


def test_f16_sweeps_only_the_depths_where_its_bound_can_fail_a_wrong_kernel():
    assert sweep_kcs(F16) == (1, 7, 64)
    for name in ("f32", "u8s8s32", "s8s8s32", "bf16f32"):
        assert sweep_kcs(get_dtype(name)) == SWEEP_KC, name


@pytest.mark.parametrize("kc", sweep_kcs(F16))
def test_the_f16_judge_fails_a_wrong_row_at_every_swept_depth(kc):
    """A result rounded to f16 passes; the same with two rows swapped (a wrong A row) fails."""
    case = make_case(make_tile(4, 16, NEON, F16), kc, np.random.default_rng(kc))
    A, B = panel_matrices(case.Ac, case.Bc, F16)
    C = case.C.copy()
    tile = C.reshape(5, case.ldc)[:4, :16]
    exact = tile.astype(np.float64) + A @ B
    tile[:] = exact.astype(np.float16)
    assert judge(case, C).ok
    tile[[0, 1]] = tile[[1, 0]]
    assert not judge(case, C).ok


def test_float16_without_f16_fmas_runs_the_f32_kernel_on_converted_halves():
    """An ISA that describes no f16 FMA (AVX2) computes float16 with its f32 kernel: the
    plan is named for the widening (`_widen32`) and its C keeps float32 sums."""
    from exogemm.gen.c.lowp_gemm import driver_source, lowp_plan

    plan = lowp_plan(get_isa("avx2"), F16)
    assert plan.tile.dtype is F32 and plan.prefix.endswith("_widen32") and plan.widen
    c = driver_source(plan)
    assert "NARROW = 1" in c and 'pragma GCC target("f16c")' in c
    assert '__builtin_cpu_supports("f16c")' in c


def test_show_prints_the_neon_f16_kernel(capsys):
    assert main(["show", "--isa", "neon", "--dtype", "fp16", "--mr", "4", "--nr", "16"]) == 0
    out = capsys.readouterr().out
    last = out[out.rindex("# ---- one_variable_per_register"):out.rindex("# ---- prefetch_b_ahead")]
    assert last.count("neon_f16_mac(") == 8 and "f16[8] @ NEON_F16_REGS" in last


def test_peak_of_neon_f16_under_emulation_is_refused(capsys):
    assert main(["peak", "--isa", "neon", "--dtype", "fp16"]) == 2
    err = capsys.readouterr().err
    assert "emulation" in err and "Traceback" not in err


def test_a_broken_f16_fma_fails_under_qemu():
    """The FMA that ignores A (vaddq_f16) builds and runs, and the check rejects it."""
    reason = NEON.unavailable(F16)
    if reason:
        pytest.skip(f"neon f16: {reason}")
    dots = tuple((n, dataclasses.replace(t, mac="{dst_data} = vaddq_f16({dst_data}, {b_data});")
                  if n == "f16" else t) for n, t in NEON.dots)
    broken = dataclasses.replace(NEON, dots=dots)
    verdicts = validate(broken, [make_tile(3, 13, broken, F16)], kcs=sweep_kcs(F16), jobs=1)
    assert verdicts and not any(v.ok for v in verdicts)
