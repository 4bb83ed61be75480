"""The dot-product kernels: C += A B^T for a few rows, B^T's rows read in place (procs/dot.py).

Why: a decode step against weights stored [out, in] is C = A W^T with a batch of 1..8
rows; the packed path copied all of W before using each element once. The wrapper sends
such calls (alpha = 1, row-contiguous A, op(B) = B^T, M <= the family's rows) to the dot
kernels. They must pass the same NumPy validation as the packed GEMM for every height and
width of the family, K below, at and above the lanes (the scalar remainder), any leading
dimensions and every beta, write nothing outside C, and give the same bits for any thread
split (an element is one kernel's sum over the whole K).
"""

from __future__ import annotations

import dataclasses
from pathlib import Path
from string import Template

import numpy as np
import pytest
from inplace import assert_only_c_written, assert_threads_keep_the_bits, emit_model_checked

from exogemm.cli.main import main
from exogemm.core.errors import IsaDescriptionError
from exogemm.gen.c.cross import build_executable, run_program
from exogemm.gen.c.gemm_build import build_gemm_native
from exogemm.gen.c.gemm_source import DOT_BLOCKED_ROWS, dot_row_blocks, takes_dot_path
from exogemm.gen.check import gemm as G
from exogemm.isa import get_isa
from exogemm.models.suites import get_suite
from exogemm.plan.dot import DOT_MAX_WIDTH, dot_family
from exogemm.plan.tile import gemm_tile
from exogemm.policy.blocking import plan_for
from exogemm.procs.dot import DOT_RECIPE, dot_microkernel, scheduled_dot_kernel
from exogemm.procs.instructions import reduction_instructions

AVX512 = get_isa("avx512")


@pytest.fixture(scope="module")
def lib(small_plan):
    return build_gemm_native(small_plan)


# --------------------------------------------------------------------------- the family


def test_every_isa_with_a_lane_sum_has_kernels_within_its_registers():
    for name in ("avx512", "avx2", "neon", "sve", "rvv"):
        isa = get_isa(name)
        fam = dot_family(isa)
        assert fam.rows >= 6, name
        for h, w in fam.shapes:  # h x w accumulators, h A vectors and one B vector
            assert h * w + h + 1 <= isa.registers - isa.reserved_registers
            assert 1 <= w <= DOT_MAX_WIDTH


def test_an_isa_without_a_lane_sum_has_none_and_says_why():
    isa = dataclasses.replace(AVX512, c=dataclasses.replace(AVX512.c, hsum=""))
    assert dot_family(isa).rows == 0 and dot_family(isa).shapes == ()
    with pytest.raises(IsaDescriptionError, match="hsum"):
        reduction_instructions(isa)


def test_the_schedule_keeps_lanes_of_partial_sums_and_reads_b_rows_in_place():
    assert [name for name, _ in DOT_RECIPE][:2] == ["divide_k", "partial_sums"]
    text = str(scheduled_dot_kernel(AVX512, 2, 3))
    assert text.count("avx512_mac_vv(") == 6  # h x w vector FMAs per k step
    assert text.count("avx512_reduce_add(") == 6  # one lane sum per element of C
    assert "B[j" not in text and "avx512_load(b_reg" in text.replace("_0", "")
    assert "C[i, j] += A[i, k] * B[j, k]" in str(dot_microkernel(2, 3))


def test_the_kernels_without_the_prefetch_are_the_recipe_before_its_last_step():
    """The narrow path's op(B) stays in cache: its row loops run each kernel of two rows or
    more without the prefetch of the next column block (a wasted load slot there); a row
    kernel has no prefetch to drop."""
    assert [name for name, _ in DOT_RECIPE][-1] == "prefetch_next_block"
    fam = dot_family(AVX512)
    assert fam.resident_shapes == tuple((h, w) for h, w in fam.shapes if h >= 2)
    for h, w in ((1, 4), (8, 2), (3, 1)):
        streaming, resident = (str(scheduled_dot_kernel(AVX512, h, w, r)) for r in (False, True))
        assert "prefetch" not in resident
        kept = [line for line in streaming.splitlines() if "prefetch" not in line]
        assert kept == resident.splitlines()
        assert (kept != streaming.splitlines()) == (h >= 2)
        assert fam.called("p", h, w, True) == f"p_dot_{h}x{w}" + ("_resident" if h >= 2 else "")


@pytest.mark.parametrize("name, h, w, four, singles", [
    ("avx512", 8, 2, "avx512_reduce_add4_2x2(", 0),  # rows 2 by 2: a 2 x 2 block of C
    ("avx512", 8, 1, "avx512_reduce_add4_4x1(", 0),
    ("avx512", 3, 4, "avx512_reduce_add4_1x4(", 0),
    ("avx512", 2, 3, None, 6),  # four sums are no block of C: one at a time
    ("avx512", 7, 2, None, 14),
    ("neon", 4, 2, "_reduce_add4_2x2(", 0),
    ("rvv", 8, 2, None, 16),  # no hsum4 in its description
])
def test_four_lane_sums_that_fill_a_block_of_c_are_one_tree(name, h, w, four, singles):
    isa = get_isa(name)
    text = str(scheduled_dot_kernel(isa, h, w))
    assert text.count(f"{isa.key}_reduce_add(") == singles
    assert text.count("_reduce_add4_") == (h * w // 4 if four else 0)
    if four:
        assert text.count(four) == h * w // 4


def _lane_sum_program(name: str) -> str:
    isa = get_isa(name)
    c = isa.c
    fill = {"header": isa.header, "prelude": isa.prelude, "lanes": isa.lanes,
            "vector_type": isa.c_vector_type,
            "hsum4_tree": c.hsum4.format(s="tree", v0="v0", v1="v1", v2="v2", v3="v3")}
    for e in range(4):
        fill[f"load_v{e}"] = c.load.format(dst_data=f"v{e}", src_data=f"x[{e}][0]")
        fill[f"hsum_v{e}"] = c.hsum.format(v=f"v{e}")
    text = (Path(__file__).parent / "c" / "hsum4_bits.c.in").read_text()
    return Template(text).substitute(fill)


@pytest.mark.parametrize("name", ["avx512", "neon"])
def test_the_tree_of_four_gives_each_sum_the_bits_of_one_lane_sum(name):
    """hsum4 against hsum on 20,000 sums of random vectors over 40 binades: a tree that
    added the lanes in another order would differ in some (the kernels' results must not
    depend on which neighbours an element's tile had)."""
    isa = get_isa(name)
    if not isa.toolchain.runner and isa.cpu_check():
        pytest.skip(f"this CPU cannot run {name}: {isa.cpu_check()}")
    exe = build_executable(isa, [], {"hsum4_bits.c": _lane_sum_program(name)}, "hsum4-bits")
    out = run_program([*isa.toolchain.runner, str(exe)], what=f"{name} hsum4", timeout=120)
    assert out.stdout.split() == ["0", "of", "20000"]


# --------------------------------------------------------------------------- the C path


@pytest.mark.parametrize("K", [1, 15, 16, 17, 100])
def test_every_kernel_passes_the_validation_harness(lib, K):
    """Every height of the family (and one more: the packed path), widths crossing every
    kernel width, row- and column-major (column-major C with op(A) = A^T is the same
    C^T = B A^T rows), padded leading dimensions, every beta."""
    rows = dot_family(lib.plan.tile.isa).rows
    rng = np.random.default_rng(K)
    cases = [G.make_case(rng, M, N, K, layout=G.ROW, trans_b=True, pad=pad, alpha=1.0,
                         beta=beta)
             for M in range(1, rows + 2)
             for N in (1, 2, 3, 4, 5, 7, 9, 33)
             for pad, beta in ((0, 1.0), (3, 0.0), (5, -0.5))]
    failed = [v.label for v in G.run_in_process(lib, cases) if not v.ok]
    assert not failed, failed[:5]


@pytest.mark.parametrize("beta", [0.0, 1.0, -0.5])
def test_nothing_outside_c_is_written_and_beta_0_never_reads_c(lib, beta):
    assert_only_c_written(lib, np.random.default_rng(5),
                          [(1, 1, 1), (3, 10, 33), (8, 9, 64), (5, 17, 7),
                           # past the family's rows: even row blocks (dot_row_blocks)
                           (7, 300, 2000), (11, 1001, 130), (16, 65, 4100)], beta, trans_b=True)


def test_threads_split_the_columns_without_changing_a_bit(lib):
    assert_threads_keep_the_bits(lib, np.random.default_rng(9),
                                 [(1, 4096, 512), (8, 1001, 300), (3, 777, 4096),
                                  (13, 2000, 3000)], trans_b=True)


def test_a_decode_batch_past_the_familys_rows_goes_in_even_row_blocks():
    """7-16 rows of a W[out, in] call take the dot kernels in even row blocks (on AVX2, 6
    rows at most: 8 rows are 3 blocks of 3, 3 and 2 rows, 3 columns wide), B^T read once
    per K chunk in groups kept in L2; the family's own rows keep one block, and the rule
    that picks which plans carry the dot kernels counts the blocked rows."""
    avx2 = dot_family(get_isa("avx2"))
    assert [dot_row_blocks(avx2, m) for m in (1, 6, 7, 8, 10, 16)] == [1, 1, 3, 3, 4, 6]
    plan = plan_for(gemm_tile(get_isa("avx2")))
    assert takes_dot_path(plan, DOT_BLOCKED_ROWS, 4096, 4096, trans_b=True)
    assert not takes_dot_path(plan, DOT_BLOCKED_ROWS + 1, 4096, 4096, trans_b=True)


@pytest.mark.slow  # minutes: a whole model library scheduled for NEON and run under QEMU
def test_a_model_library_for_another_isa_runs_its_decode_layers_on_dot_kernels(tmp_path):
    """`emit-model small --isa neon --quick --check`: its W[out, in] decode layers (batch 1
    and 8, op(B) = B^T) take the dot kernels, and the library passes its check under QEMU."""
    text = emit_model_checked("small", "neon", tmp_path)
    neon = get_isa("neon")
    assert any(x.trans_b and x.M <= dot_family(neon).rows
               for x in get_suite("small").layers(quick=True))
    assert "_dot_8x2(" in text and "_dot_1x4(" in text


def test_show_prints_a_dot_kernel_step_by_step_and_names_the_family_for_a_bad_shape(capsys):
    assert main(["show", "--isa", "neon", "--dot", "--mr", "2", "--nr", "2", "--step",
                 "partial_sums"]) == 0
    out = capsys.readouterr().out
    assert "# ---- partial_sums" in out and "acc[ki] += A[i, ki + 4 * ko] * B[j, ki + 4 * ko]" in out
    assert main(["show", "--isa", "avx512", "--dot", "--mr", "8", "--nr", "5"]) != 0
    err = capsys.readouterr().err
    assert "no 8x5 dot kernel" in err and "widths up to 4, 4, 4, 4, 4, 4, 3, 2" in err
