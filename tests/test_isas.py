"""Every registered ISA passes the same validation sweep against NumPy.

Why: "a new ISA is one file" only holds if a new file is tested with no other change. The
sweep is parametrized over `known_isas()` (and each module's TEST_VARIANTS), and it picks its
shapes from the ISA's lanes and register count, so each kernel class is covered:

    (3, lanes-1)           only a ragged vector (masked / vl / lane-wise tails), a few rows
    (1, lanes)             one whole vector, one row
    (max_mr, 2*lanes+3)    whole vectors + a tail, with the register file full
    default_tile(isa)      the shape `exogemm` uses for this ISA (whole vectors, many rows)

each at kc in {1, 7, 64}. (Scheduling a kernel takes seconds, so the shapes are few; the
full `exogemm test --isa X` sweep is the exhaustive check.) Native ISAs run in process; the others are cross-compiled and run
under QEMU, with their panels placed against an inaccessible page (see gen/c/cross.py). A
missing toolchain or CPU feature skips with the reason, which includes the apt command.
"""

from __future__ import annotations

import dataclasses
import re

import pytest
from isa_variants import isa_or_skip, params, sweep

from exogemm.core.dtype import get_dtype
from exogemm.core.errors import IsaDescriptionError, RunError
from exogemm.gen.check.pipeline import validate
from exogemm.gen.exo.kernel_source import KernelSource
from exogemm.gen.exo.kernels import emit_microkernels
from exogemm.isa import get_isa
from exogemm.isa.base import VectorIsa
from exogemm.plan.tile import Tile, make_tile, max_mr

KCS = (1, 7, 64)


@pytest.mark.parametrize(("name", "isa_params"), params())
def test_every_isa_passes_the_sweep(name, isa_params):
    isa = isa_or_skip(name, isa_params)
    tiles = sweep(isa)
    assert any(t.mr == max_mr(t.nr, isa) for t in tiles), "the sweep must fill the registers"
    verdicts = validate(isa, tiles, kcs=KCS, seed=len(isa.key))
    assert len(verdicts) == len(tiles) * len(KCS)
    bad = [v for v in verdicts if not v.ok]
    assert not bad, bad[:3]


def _rvv(lmul: int = 1) -> VectorIsa:
    return isa_or_skip("rvv", {"vlen": 128, "lmul": lmul})


def test_a_cross_kernel_reading_past_its_panel_faults_under_qemu():
    # Make the B-panel tail load fetch one float too many: on the last k row that float
    # lies on the harness's inaccessible page, so QEMU reports a segmentation fault.
    isa = _rvv()
    tile = make_tile(3, isa.lanes - 1, isa)
    good = emit_microkernels([tile])[0]
    pattern = re.compile(r"(__riscv_vle32_v_f32m1\(&Bc\[[^\]]*\], )\(%d\)" % tile.nr)
    assert pattern.search(good.c)
    leaky = KernelSource(good.name, good.isa_key, good.mr, good.nr,
                         pattern.sub(r"\g<1>%d" % isa.lanes, good.c), good.h)
    with pytest.raises(RunError, match="signal 11|Segmentation fault") as err:
        validate(isa, [tile], kcs=(7,), sources=[leaky])
    assert "qemu" in str(err.value).lower()


def _fake_source(tile: Tile, body: str) -> KernelSource:
    c = ("#include <stdint.h>\n"
         f"void {tile.name}_ldc(int_fast32_t kc, const float *Ac, const float *Bc, float *C, "
         f"int_fast32_t ldc) {{ {body} }}\n")
    return KernelSource(tile.name, tile.isa.key, tile.mr, tile.nr, c, "")


def test_a_cross_kernel_that_computes_nothing_fails_validation():
    isa = _rvv()
    tile = Tile(2, 5, isa)
    verdicts = validate(isa, [tile], kcs=(1, 7), sources=[_fake_source(tile, "")])
    assert verdicts and not any(v.ok for v in verdicts)
    assert all(v.canaries_intact for v in verdicts)


def test_a_scalar_kernel_through_the_harness_validates():
    # The harness plumbing (file format, kernel table, guarded buffers, case order over two
    # kernels) is right independently of any vector code.
    isa = _rvv()
    tiles = [Tile(2, 5, isa), Tile(3, 1, isa)]
    body = ("for (int k = 0; k < kc; k++) for (int i = 0; i < {mr}; i++) "
            "for (int j = 0; j < {nr}; j++) C[i*ldc+j] += Ac[k*{mr}+i] * Bc[k*{nr}+j];")
    sources = [_fake_source(t, body.format(mr=t.mr, nr=t.nr)) for t in tiles]
    verdicts = validate(isa, tiles, kcs=(1, 9), sources=sources, seed=1)
    assert len(verdicts) == 4 and all(v.ok for v in verdicts), verdicts


def test_each_low_precision_datatype_has_its_own_dot_instruction():
    """f32's multiply-accumulate is the ISA's `mac`; another datatype's dot instruction is
    described in `dots`, and asking for one the ISA lacks says what the ISA has."""
    isa = get_isa("avx512")
    assert isa.dtypes == ("f32", "u8s8s32", "bf16f32")
    assert "dpbusd" in isa.dot_templates(get_dtype("int8")).mac
    assert "dpbf16" in isa.dot_templates(get_dtype("bf16")).mac
    s8s8 = dataclasses.replace(get_dtype("int8"), name="s8s8s32", prefix="gemm_s8s8s32")
    with pytest.raises(IsaDescriptionError, match="no dot instruction for s8s8s32 .*f32, u8s8s32"):
        isa.dot_templates(s8s8)
    # where the CPU runs AVX-512 at all, the reason is the missing datatype; elsewhere the
    # CPU's missing features come first
    assert ("no s8s8s32 instructions" if isa.runnable_here() is None else "this CPU lacks"
            ) in isa.unavailable(s8s8)