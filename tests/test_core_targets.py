"""A named core as a target: the instructions LLVM says it has, its -mcpu, its QEMU model.

Why: a library for a Jetson Nano (Cortex-A57) or a Raspberry Pi 4 (Cortex-A72) must not
contain one instruction those ARMv8.0 cores lack. The full NEON description uses usdot
(i8mm) for int8, which none of the usual boards has; narrowed to a core, int8 routes to the
kernels it runs (ARMv8.0: int16 `smlal`; v8.2 with dotprod: `sdot` on A - 128), compiled with
-mcpu=NAME and run under QEMU's model of the core, where anything above its level traps. A
library built for a higher level checks the CPU first and returns
EXOGEMM_UNSUPPORTED_CPU, named, instead of dying of SIGILL.
"""

from __future__ import annotations

import shutil
import subprocess

import pytest

from exogemm.core import return_codes
from exogemm.core.dtype import F32, get_dtype
from exogemm.core.errors import ExogemmError
from exogemm.gen.c.cores import CLANG, UnknownCoreError, core_target, emulated_as
from exogemm.gen.c.lowp_gemm import kernel_dtype, lowp_plan, run_check
from exogemm.gen.exo.kernel_source import kernel_key
from exogemm.isa import get_isa

NEON = get_isa("neon")
U8S8, S8S8, S16 = (get_dtype(n) for n in ("u8s8s32", "s8s8s32", "s16s16s32"))

needs_clang = pytest.mark.skipif(shutil.which(CLANG) is None,
                                 reason=f"{CLANG} says which extensions a core has")
needs_qemu = pytest.mark.skipif(NEON.runnable_here() is not None,
                                reason=f"the AArch64 cross toolchain: {NEON.runnable_here()}")


@needs_clang
@pytest.mark.parametrize("cpu,level,dtypes", [
    ("cortex-a53", "neon", ("f32", "s16s16s32")),
    ("cortex-a72", "neon", ("f32", "s16s16s32")),
    ("cortex-a76", "neon+dotprod+fp16", ("f32", "s8s8s32", "f16", "s16s16s32")),
    ("neoverse-v1", "neon+bf16+dotprod+fp16+i8mm",
     ("f32", "u8s8s32", "s8s8s32", "bf16f32", "f16", "s16s16s32")),
])
def test_a_core_keeps_the_instructions_llvm_says_it_has(cpu, level, dtypes):
    isa = core_target(NEON, cpu)
    assert (isa.core, isa.level, isa.dtypes) == (cpu, level, dtypes)
    assert NEON.level == "neon+bf16+dotprod+fp16+i8mm"  # the full description: all of them


@needs_clang
@pytest.mark.parametrize("cpu,dtype,kernel,prefix", [
    ("cortex-a53", "u8s8s32", "s16s16s32", "gemm_u8s8s32_neon_12x8_widen16"),
    ("cortex-a53", "s8s8s32", "s16s16s32", "gemm_s8s8s32_neon_12x8_widen16"),
    ("cortex-a76", "u8s8s32", "s8s8s32", "gemm_u8s8s32_neon_12x8_shift"),
    ("cortex-a76", "s8s8s32", "s8s8s32", "gemm_s8s8s32_neon_12x8"),
    ("cortex-a53", "f16", "f32", None),
    ("cortex-a76", "f16", "f16", None),
])
def test_each_datatype_routes_to_a_kernel_the_core_runs(cpu, dtype, kernel, prefix):
    isa = core_target(NEON, cpu)
    assert kernel_dtype(isa, get_dtype(dtype)).name == kernel
    if prefix:
        plan = lowp_plan(isa, get_dtype(dtype))
        assert plan.prefix == prefix
        assert plan.shift == (-128 if prefix.endswith("_shift") else 0)
    assert kernel_dtype(NEON, U8S8) == U8S8  # the full description: usdot


@needs_clang
def test_a_core_is_built_with_its_mcpu_and_run_under_its_qemu_model():
    isa = core_target(NEON, "cortex-a53")
    flags = isa.toolchain.cflags
    assert "-mcpu=cortex-a53" in flags and not any(f.startswith("-march=") for f in flags)
    assert emulated_as(isa) == "cortex-a53" and emulated_as(NEON) == "max"
    # Exo's output is the full description's: the narrowed one finds its kernels
    assert isa.fingerprint() == NEON.fingerprint()
    plan = lowp_plan(isa, U8S8)
    assert kernel_key(plan.tile) == kernel_key(lowp_plan(NEON, S16, 12, 8).tile)
    assert "cortex-a53" in isa.description and isa != NEON


@needs_clang
def test_cores_that_are_not_a_cross_isas_are_refused_by_name():
    with pytest.raises(UnknownCoreError, match="cortex-a999"):
        core_target(NEON, "cortex-a999")
    with pytest.raises(UnknownCoreError, match="cortex-a53 does not implement sve"):
        core_target(get_isa("sve"), "cortex-a53")
    with pytest.raises(UnknownCoreError, match="runs on this machine"):
        core_target(get_isa("avx2"), "znver3")
    assert isinstance(UnknownCoreError("x"), ExogemmError)


@needs_clang
@needs_qemu
@pytest.mark.parametrize("cpu,dtype", [("cortex-a53", "u8s8s32"), ("cortex-a53", "s8s8s32"),
                                       ("cortex-a76", "u8s8s32"), ("cortex-a76", "s8s8s32")])
def test_int8_gemms_are_exact_under_the_cores_own_model(cpu, dtype):
    """The self-check: shapes with ragged tiles and partial groups, every layout, 1 and 2
    threads, random full-range operands and operands at the ends of their ranges (where a
    saturating pair sum would show), exact against int64 sums; the quantized entry too."""
    plan = lowp_plan(core_target(NEON, cpu), get_dtype(dtype))
    assert run_check(plan).startswith("ok ")


@needs_qemu
def test_an_i8mm_library_refuses_a_core_without_it_by_name_not_sigill():
    """The full description's u8 x s8 GEMM (usdot) under QEMU's Cortex-A76 (dotprod, no
    i8mm): every entry returns EXOGEMM_UNSUPPORTED_CPU, which the check program prints."""
    plan = lowp_plan(NEON, U8S8)
    with pytest.raises(ExogemmError) as err:
        run_check(plan, runner=("qemu-aarch64", "-cpu", "cortex-a76"))
    text = str(err.value)
    assert "exit status 3" in text and "EXOGEMM_UNSUPPORTED_CPU" in text
    assert f"({return_codes.code('UNSUPPORTED_CPU')})" in text
    assert run_check(plan).startswith("ok ")  # and runs where the extension is (-cpu max)


@needs_qemu
def test_the_cortex_a53_model_traps_a_dot_product_so_the_proof_can_fail(tmp_path):
    """What makes a check under a core's model worth having: QEMU's Cortex-A53 kills a
    program with sdot (ARMv8.2 dotprod) with SIGILL, where `-cpu max` runs it."""
    src = tmp_path / "sdot.c"
    src.write_text("#include <arm_neon.h>\nint main(void) {\n"
                   "  volatile int x = 3; int32x4_t a = vdupq_n_s32(x);\n"
                   "  int8x16_t b = vdupq_n_s8((int8_t)x);\n"
                   "  a = vdotq_s32(a, b, b);\n  return vgetq_lane_s32(a, 0) == 39 ? 0 : 1;\n}\n")
    exe = tmp_path / "sdot"
    subprocess.run(["aarch64-linux-gnu-gcc", "-O1", "-march=armv8.2-a+dotprod", "-static",
                    str(src), "-o", str(exe)], check=True)
    assert subprocess.run(["qemu-aarch64", "-cpu", "max", str(exe)]).returncode == 0
    trapped = subprocess.run(["qemu-aarch64", "-cpu", "cortex-a53", str(exe)],
                             capture_output=True)
    assert trapped.returncode == -4  # SIGILL


def test_the_narrowed_f32_description_is_the_full_ones_for_fp32():
    """f32 needs no extension: narrowing keeps the f32 templates (every core runs them)."""
    if shutil.which(CLANG) is None:
        pytest.skip(f"{CLANG} says which extensions a core has")
    isa = core_target(NEON, "cortex-a57")
    assert isa.c == NEON.c and kernel_dtype(isa, F32) == F32


@needs_clang
@needs_qemu
def test_emit_model_for_a_cortex_a53_builds_its_level_and_checks_under_its_model(tmp_path,
                                                                                  capsys):
    from exogemm.cli.main import main

    assert main(["emit-model", "resnet50", "--quick", "--isa", "neon", "--cpu", "cortex-a53",
                 "--dtype", "int8", "--check", "-o", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert "resnet50_u8s8s32_neon_cortex_a53: 20 layers served by " \
           "gemm_u8s8s32_neon_12x8_widen16_gemm (kernel gemm_s16s16s32_neon_12x8" in out
    assert "qemu-aarch64 -cpu cortex-a53: 40 cases, 40 passed, 0 failed" in out
    assert "CFLAGS = -O3 -fno-schedule-insns -mcpu=cortex-a53" in (tmp_path / "Makefile").read_text()


@needs_qemu
def test_a_per_model_i8mm_library_returns_the_named_code_under_a_core_without_it(tmp_path):
    """The full description's int8 library (usdot) checked under QEMU's Cortex-A76: every
    layer call returns EXOGEMM_UNSUPPORTED_CPU, and nothing is written to C."""
    from dataclasses import replace

    from exogemm.gen.check.model_lowp import check_lowp_library
    from exogemm.gen.library.model import model_library

    a76 = replace(NEON, toolchain=replace(NEON.toolchain,
                                          runner=("qemu-aarch64", "-cpu", "cortex-a76")))
    lib = model_library("resnet50", a76, U8S8, quick=True)
    lib.write(tmp_path)
    report, _ = check_lowp_library(lib, tmp_path, lib.build(tmp_path))
    lines = report.lines()
    assert not report.ok and "0 passed, 40 failed" in lines[0]
    failures = [line for line in lines if line.startswith("FAIL")]
    assert failures and all("returned -16 (EXOGEMM_UNSUPPORTED_CPU)" in line and
                            "canaries intact" in line for line in failures)
