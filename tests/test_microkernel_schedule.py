"""The micro-kernel schedule: named steps, ISA-agnostic, register-budgeted."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from exogemm.core.errors import RegisterBudgetError, ShapeError
from exogemm.isa import get_isa
from exogemm.plan.tile import make_tile, max_mr
from exogemm.procs.microkernel import MICROKERNEL_RECIPE, schedule_microkernel

AVX512 = get_isa("avx512")


def test_every_step_is_traced_in_order_and_printable():
    seen = []
    schedule_microkernel(make_tile(2, 20, AVX512), trace=lambda name, p: seen.append((name, str(p))))
    assert [n for n, _ in seen] == ["reference"] + [n for n, _ in MICROKERNEL_RECIPE]
    assert "C[i, j] += Ac[k, i] * Bc[k, j]" in seen[0][1]
    assert "avx512_f32_mac" in seen[-1][1]


def test_final_kernel_has_one_fma_per_register_of_the_c_tile():
    p = str(schedule_microkernel(make_tile(6, 64, AVX512)))
    body = p[p.index("for k in"):]
    assert body.count("avx512_f32_mac(") == 6 * 4
    assert body.count("avx512_load(B_reg") == 4
    assert "C_reg_23:" in p and "C_reg_24" not in p


def test_ragged_nr_masks_only_the_last_vector():
    p = str(schedule_microkernel(make_tile(3, 20, AVX512)))
    assert p.count("avx512_f32_mac_tail(4,") == 3
    assert p.count("avx512_f32_mac(") == 3
    assert "if " not in p  # every guard became a mask or was proved redundant


def test_narrow_nr_is_a_single_masked_vector():
    p = str(schedule_microkernel(make_tile(1, 8, AVX512)))
    assert "avx512_store_tail(8," in p and "avx512_store(" not in p


def test_register_budget_rejects_tiles_that_do_not_fit():
    assert max_mr(64, AVX512) == 6
    make_tile(6, 64, AVX512)
    with pytest.raises(RegisterBudgetError, match=r"needs 33 vector registers .* has 32"):
        make_tile(7, 64, AVX512)


@pytest.mark.parametrize("mr, nr", [(0, 16), (-1, 16), (6, 0), (6.0, 16), ("6", 16), (True, 16)])
def test_shapes_must_be_positive_integers(mr, nr):
    with pytest.raises(ShapeError, match="must be a positive integer"):
        make_tile(mr, nr, AVX512)


def test_schedules_never_name_an_isa():
    """Design rule: procs/ asks the ISA description; it never branches on a target."""
    names = ["avx512", "avx2", "neon", "rvv", "sve", "_mm512", "__riscv", "vfmaq"]
    for path in Path(__file__).resolve().parent.parent.joinpath("procs").glob("*.py"):
        code = "\n".join(l for l in path.read_text().splitlines() if not l.lstrip().startswith("#"))
        code = re.sub(r'"""(.|\n)*?"""', "", code)
        for name in names:
            assert name not in code, f"{path.name} names {name}"
