"""The static check of compiled kernels, and the errors a broken toolchain produces.

Why: under QEMU wall time means nothing, so "the kernel is register-efficient" is checked on
the machine code: each ISA's default tile must keep its whole C tile in registers (no stack
spills or reloads in the k loop) and issue exactly one FMA per C vector per k step. The
counter must also see spills when they happen. And when a compiler, emulator or disassembler
is missing or fails, the user gets the apt command, the emulator's stderr, or the compiler's
stderr with the kept C -- never an obscure traceback.
"""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest
from isa_variants import isa_or_skip, params

from exogemm.core.errors import CompileError, RunError, ToolchainMissingError
from exogemm.gen.check.inspect import classify, inspect_kernel
from exogemm.gen.check.kernel import make_case
from exogemm.gen.check.pipeline import CrossRunner, validate
from exogemm.gen.exo.kernel_source import KernelSource
from exogemm.gen.exo.kernels import emit_microkernel
from exogemm.isa import get_isa
from exogemm.isa.base import VectorIsa
from exogemm.plan.tile import Tile, default_tile


def _buildable(isa: VectorIsa) -> VectorIsa:
    """Skip unless the ISA's compiler and disassembler are installed (no CPU/QEMU needed)."""
    try:
        isa.toolchain.require(isa.toolchain.cc[0], isa.toolchain.objdump)
    except ToolchainMissingError as exc:
        pytest.skip(f"{isa.key}: {exc}")
    return isa


@pytest.mark.parametrize(("name", "isa_params"), params())
def test_default_tile_keeps_c_in_registers_with_one_fma_per_vector(name, isa_params):
    isa = _buildable(get_isa(name, **isa_params))
    tile = default_tile(isa)
    report = inspect_kernel(tile)
    assert (report.spills, report.reloads) == (0, 0), report.loop_asm
    assert report.fmas == tile.mr * tile.vectors_per_row == report.expected_fmas, report.loop_asm
    assert report.vector_loads >= 1, report.loop_asm
    assert f"<{tile.name}>:" in report.function_asm


def test_a_tile_over_the_register_budget_shows_spills():
    # 7x16 on AVX2 needs 7*2 + 2 + 2 = 18 of 16 ymm registers; make_tile refuses it, so the
    # Tile is built directly. The compiler must spill, and the counter must see it.
    isa = _buildable(get_isa("avx2"))
    tile = Tile(7, 16, isa)
    report = inspect_kernel(tile, emit_microkernel(tile))
    assert report.fmas == 14
    assert report.spills >= 1 and report.reloads >= 1, report.loop_asm


# Inner loops recorded from this toolchain set when the register budget was exceeded.
SPILLING_LOOPS = {
    ("neon", ()): """\
<sgemm_neon_7x16>:
  400880:	ldp	q5, q4, [x3]
  400884:	ld1r	{v1.4s}, [x2]
  400888:	fmla	v14.4s, v5.4s, v1.4s
  400890:	ldr	q1, [sp, #144]
  400894:	fmla	v1.4s, v4.4s, v2.s[0]
  4008a0:	str	q1, [sp, #144]
  4008a4:	cmp	x2, x1
  4008a8:	b.ne	400880 <sgemm_neon_7x16+0x80>  // b.any
""",
    ("sve", (("vlen", 256),)): """\
<sgemm_sve_v256_7x32>:
  400844:	add	x13, sp, #0x30
  400848:	ld1w	{z12.s}, p0/z, [x3]
  400850:	str	z10, [x13]
  400868:	ld1rw	{z14.s}, p0/z, [x13]
  40088c:	fmla	z10.s, p0/m, z12.s, z14.s
  400948:	ldr	z8, [x13, #2, mul vl]
  4009b8:	fmad	z1.s, p0/m, z0.s, z9.s
  4009d8:	b.ne	400844 <sgemm_sve_v256_7x32+0x170>  // b.any
""",
    ("rvv", (("lmul", 1), ("vlen", 128))): """\
<sgemm_rvv_v128_l1_7x20>:
   10802:	vle32.v	v12,(a3)
   1081e:	flw	fa5,-12(a2)
   1082e:	vfmacc.vf	v25,fa5,v12
   1084e:	add	a5,sp,80
   10850:	vl1r.v	v13,(a5)
   10854:	vfmacc.vf	v13,fa1,v12
   10858:	vs1r.v	v13,(a5)
   10992:	bnez	a1,10802 <sgemm_rvv_v128_l1_7x20+0x198>
""",
}


@pytest.mark.parametrize(("name", "isa_params"), list(SPILLING_LOOPS))
def test_spills_are_counted_in_recorded_cross_isa_loops(name, isa_params):
    asm = SPILLING_LOOPS[name, isa_params]
    isa = get_isa(name, **dict(isa_params))
    nr = int(re.search(r"x(\d+)>", asm).group(1))
    report = classify(Tile(7, nr, isa), asm)
    assert (report.spills, report.reloads) == (1, 1)
    assert report.fmas == 2 and report.vector_loads >= 1 and report.a_loads >= 1
    assert report.instructions == len(asm.strip().splitlines()) - 1


# --------------------------------------------------------------------------- errors


def _fake_source(tile: Tile, c: str) -> KernelSource:
    return KernelSource(tile.name, tile.isa.key, tile.mr, tile.nr, c, "")


NOOP_C = ("#include <stdint.h>\nvoid {name}_ldc(int_fast32_t kc, const float *Ac, "
          "const float *Bc, float *C, int_fast32_t ldc) {{ }}\n")


def test_a_missing_compiler_or_emulator_names_the_apt_command():
    isa = get_isa("rvv")
    no_cc = replace(isa, toolchain=replace(isa.toolchain, cc=("exogemm-no-such-cc",)))
    no_qemu = replace(isa, toolchain=replace(isa.toolchain, runner=("exogemm-no-such-qemu",)))
    for broken, tool in ((no_cc, "exogemm-no-such-cc"), (no_qemu, "exogemm-no-such-qemu")):
        reason = broken.runnable_here()
        assert tool in reason and "apt-get install -y" in reason and "qemu-user" in reason
        tile = Tile(1, 4, broken)
        with pytest.raises(ToolchainMissingError, match=f"{tool}.*apt-get install"):
            validate(broken, [tile], kcs=(1,), sources=[_fake_source(tile, NOOP_C.format(
                name=tile.name))])
    with pytest.raises(ToolchainMissingError, match="exogemm-no-such-cc.*apt-get install"):
        inspect_kernel(Tile(1, 4, no_cc), _fake_source(Tile(1, 4, no_cc), ""))


def test_a_missing_disassembler_names_the_apt_command():
    isa = _buildable(get_isa("rvv"))
    no_objdump = replace(isa, toolchain=replace(isa.toolchain, objdump="exogemm-no-objdump"))
    tile = Tile(1, 4, no_objdump)
    with pytest.raises(ToolchainMissingError, match="exogemm-no-objdump.*apt-get install"):
        inspect_kernel(tile, _fake_source(tile, NOOP_C.format(name=tile.name)))


def test_an_emulator_failure_reports_the_emulators_stderr():
    isa = isa_or_skip("rvv", {})
    bad_cpu = replace(isa, toolchain=replace(
        isa.toolchain, runner=(isa.toolchain.runner[0], "-cpu", "exogemm-bogus-cpu")))
    tile = Tile(1, 4, bad_cpu)
    with pytest.raises(RunError) as err:
        CrossRunner(bad_cpu).run([_fake_source(tile, NOOP_C.format(name=tile.name))],
                                 _cases(tile))
    message = str(err.value)
    assert "unable to find CPU model 'exogemm-bogus-cpu'" in message  # QEMU's own words
    assert "exit status 1" in message


def _cases(tile: Tile):
    return [make_case(tile, 3, np.random.default_rng(0))]


@pytest.mark.parametrize("name", ["neon", "rvv"])
def test_a_compiler_failure_reports_its_stderr_and_keeps_the_c(name):
    isa = _buildable(get_isa(name))
    tile = Tile(1, 4, isa)
    source = _fake_source(tile, "#error exogemm_compile_marker\n")
    with pytest.raises(CompileError) as err:
        CrossRunner(isa).run([source], _cases(tile))
    message = str(err.value)
    assert re.search(r"error.*exogemm_compile_marker", message)  # the compiler's diagnostic
    assert isa.toolchain.cc[0] in message
    kept = Path(re.search(r"generated C kept in (\S+)", message).group(1))
    assert (kept / f"{tile.name}.c").read_text() == source.c
    assert (kept / "harness.c").is_file()
