"""Intel AMX: the engine description, the Exo-checked recipe, the emitted C (with the tile
instructions in the object), the permission request, and the kernels and the whole GEMM
validated against NumPy: in the reference model of the tile instructions on any x86-64 host
(gen/templates/amx_emulate.h), with the real instructions on a CPU with AMX (skipped
elsewhere, naming the CPU and the missing flag)."""

from __future__ import annotations

import math
import platform
import shutil
import subprocess
from dataclasses import replace

import numpy as np
import pytest

from exogemm.core.errors import (
    AmxUnavailableError,
    DtypeError,
    RunError,
    ShapeError,
    UnknownDtypeError,
    UnsupportedCpuError,
)
from exogemm.core.host import HostCpu
from exogemm.gen import keys
from exogemm.gen.c.amx_build import (
    AMX_CFLAGS,
    compile_object,
    gemm_source,
    kernel_source,
    tile_instructions_in,
)
from exogemm.gen.check import amx as amx_check
from exogemm.gen.check.harness import Result
from exogemm.gen.check.tolerance import error_bound
from exogemm.gen.check.verdict import Verdict
from exogemm.isa import amx as amx_isa
from exogemm.isa import get_isa
from exogemm.isa.amx import AmxKernel
from exogemm.isa.matrix import get_engine, known_engines
from exogemm.runtime import amx as amx_runtime
from tests.slow_set import default_or_slow

DTYPES = ("bf16", "u8s8", "s8s8")
INSTRUCTION = {"bf16": "tdpbf16ps", "u8s8": "tdpbusd", "s8s8": "tdpbssd"}

#: Odd GEMM shapes: M, N not multiples of 16 or 32, K not a multiple of the k-group, K = 1
#: (those `exogemm test --isa amx` checks).
ODD_SHAPES = amx_check.ODD_SHAPES
SWEEP_SHAPES = [(m, n, k) for m in (1, 15, 16, 33, 100) for n in (1, 16, 31, 47, 96)
                for k in (1, 2, 3, 31, 33, 64, 65, 257)]
#: The slow set's: deeper (bf16's bound over 1000 roundings) and wider (several blocks).
LONG_SHAPES = [(m, n, k) for m in (7, 64, 129, 200) for n in (5, 64, 130)
               for k in (127, 500, 1000)]


def kernel(dtype: str) -> AmxKernel:
    return AmxKernel(get_engine("amx", dtype=dtype))


def require_x86_gcc() -> None:
    if platform.machine() not in ("x86_64", "AMD64"):
        pytest.skip(f"the AMX C needs an x86-64 compiler; this machine is {platform.machine()}")
    if shutil.which("gcc") is None:
        pytest.skip("gcc not found (apt-get install gcc)")


def require_avx512_here() -> None:
    """In-process C here (the permission request, the AMX GEMM module) is built with
    avx512's toolchain, which refuses a CPU without AVX-512 (an AMX CPU always has it)."""
    require_x86_gcc()
    why = get_isa("avx512").runnable_here()
    if why is not None:
        pytest.skip(f"in-process AMX C is built for avx512, which cannot run here: {why}")


def require_gcc_amx() -> None:
    require_x86_gcc()
    probe = subprocess.run(["gcc", *AMX_CFLAGS, "-x", "c", "-c", "-", "-o", "/dev/null"],
                           input="int x;\n", capture_output=True, text=True)
    if probe.returncode != 0:
        pytest.skip(f"this gcc does not take the AMX flags: {probe.stderr.strip()[:200]}")
    if shutil.which("objdump") is None:
        pytest.skip("objdump not found (apt-get install binutils)")


# --------------------------------------------------------------------------- the description


def test_amx_is_a_matrix_engine_with_three_datatypes():
    assert "amx" in known_engines()
    for name, k_group, depth in (("bf16", 2, 32), ("u8s8", 4, 64), ("s8s8", 4, 64)):
        e = get_engine("amx", dtype=name)
        assert (e.k_group, e.tile_depth, e.tile_cols) == (k_group, depth, 16)
        assert e.kind.instruction == INSTRUCTION[name]
        assert (e.tiles, e.max_rows, e.max_colsb, e.palette) == (8, 16, 64, 1)


def test_an_unknown_datatype_is_refused_naming_the_allowed_ones():
    with pytest.raises(UnknownDtypeError, match="bf16 .*u8s8 .*s8s8"):
        get_engine("amx", dtype="f32")


def fake_cpu(*features: str) -> HostCpu:
    return HostCpu("x86_64", "GenuineIntel", "Test Xeon", "sapphirerapids",
                   frozenset({"avx512f", *features}), None)


def test_runnable_here_names_the_cpu_and_the_missing_flag(monkeypatch):
    monkeypatch.setattr(amx_isa, "host_cpu", lambda: fake_cpu("amx_tile", "amx_int8"))
    assert get_engine("amx", dtype="u8s8").runnable_here() is None
    why = get_engine("amx", dtype="bf16").runnable_here()
    assert "Test Xeon" in why and "amx_bf16" in why and "amx_int8" not in why
    monkeypatch.setattr(amx_isa, "host_cpu", lambda: fake_cpu("amx_bf16"))
    assert "amx_tile" in get_engine("amx", dtype="bf16").runnable_here()


def test_a_block_that_needs_more_than_eight_tiles_is_refused():
    assert kernel("bf16").layout.config() == [(t, 16, 64) for t in range(8)]
    with pytest.raises(ShapeError, match="need 15 tile registers"):
        AmxKernel(get_engine("amx", dtype="bf16"), 3, 3)


def test_the_amx_code_is_keyed_apart_from_the_vector_code():
    files = {str(f) for f in keys.matrix_engine_files()}
    assert any(f.endswith("isa/amx.py") for f in files)
    assert any(f.endswith("amx_kernel.py") for f in files)
    assert not any(f.endswith("isa/amx.py") for f in map(str, keys.generating_files()))


# --------------------------------------------------------------------------- the recipe


@pytest.mark.parametrize("dtype", DTYPES)
def test_every_step_prints_and_the_kernel_is_tile_instructions(dtype):
    from exogemm.procs.matrix.amx_kernel import AMX_RECIPE, schedule_amx
    from exogemm.procs.microkernel import step_printer

    seen: list[str] = []
    text: list[str] = []
    p = schedule_amx(kernel(dtype), trace=lambda name, q: (seen.append(name),
                                                          step_printer(out=text.append)(name, q)))
    assert seen == ["reference", *AMX_RECIPE.names()]
    final = str(p)
    assert final.count(f"amx_{dtype}_{INSTRUCTION[dtype]}(") == 4  # 2 x 2 C tiles per k step
    assert final.count("tileloadd_c(") == 4 and final.count("tilestored_c(") == 4
    assert final.count("tileloadd_a(") == 2 and final.count("tileloadd_b(") == 2
    assert "# ---- unroll_tiles" in "\n".join(text)


@pytest.mark.parametrize("dtype", ["bf16", "s8s8"])
def test_the_beta_zero_kernel_zeroes_its_tiles_and_never_loads_c(dtype):
    from exogemm.procs.matrix.amx_kernel import AMX_OVERWRITE_RECIPE, schedule_amx

    seen: list[str] = []
    p = schedule_amx(kernel(dtype), trace=lambda name, q: seen.append(name), overwrite=True)
    assert seen == ["reference", *AMX_OVERWRITE_RECIPE.names()]
    assert "zero_c_in_tiles" in seen and "stage_c_in_tiles" not in seen
    final = str(p)
    assert final.count("tilezero_c(") == 4 and "tileloadd_c(" not in final
    assert final.count("tilestored_c(") == 4


def test_a_failed_schedule_leaves_no_tile_state_behind():
    """Tile numbers come from the kernel's layout, not from a counter that a failure would
    leave advanced: the kernel's C is the same after a compile that failed half-way."""
    from exo import compile_procs_to_strings
    from exo.core.memory import MemGenError

    from exogemm.procs.matrix.amx_kernel import AMX_RECIPE, schedule_amx

    k = kernel("u8s8")
    before = compile_procs_to_strings([schedule_amx(k)], "k.h")[0]
    broken = schedule_amx(k, recipe=AMX_RECIPE.without("unroll_tiles"))
    with pytest.raises(MemGenError, match="not a constant"):
        compile_procs_to_strings([broken], "k.h")
    assert compile_procs_to_strings([schedule_amx(k)], "k.h")[0] == before


# --------------------------------------------------------------------------- emitted C


@pytest.mark.parametrize("dtype", DTYPES)
def test_the_object_holds_the_amx_instructions(dtype, tmp_path):
    require_gcc_amx()
    k = kernel(dtype)
    counts = tile_instructions_in(compile_object(gemm_source(k), tmp_path / f"{k.name}.o"))
    assert counts[INSTRUCTION[dtype]] >= 4
    assert counts["tileloadd"] >= 8 and counts["tilestored"] >= 4
    assert counts["ldtilecfg"] >= 1 and counts["tilerelease"] >= 1
    assert counts["tilezero"] >= 4  # the beta = 0 kernel
    emulated = compile_object(kernel_source(k), tmp_path / "emulated.o", emulate=True)
    assert not any(tile_instructions_in(emulated).values())


# --------------------------------------------------------------------------- validation


@pytest.mark.parametrize("dtype", DTYPES)
def test_kernel_in_the_reference_model_matches_numpy(dtype):
    require_x86_gcc()
    verdicts = amx_check.check_kernel(kernel(dtype), depths=(1, 2, 5))
    assert all(v.ok for v in verdicts), verdicts


@pytest.mark.parametrize("dtype", DTYPES)
def test_gemm_in_the_reference_model_matches_numpy_on_odd_shapes(dtype):
    require_x86_gcc()
    verdicts = amx_check.check_gemm(kernel(dtype), ODD_SHAPES)
    assert all(v.ok for v in verdicts), [v for v in verdicts if not v.ok]


@pytest.mark.parametrize("shapes", default_or_slow(["sweep", "long"], {"sweep"}))
@pytest.mark.parametrize("dtype", DTYPES)
def test_gemm_in_the_reference_model_sweep(dtype, shapes):
    require_x86_gcc()
    chosen = SWEEP_SHAPES if shapes == "sweep" else LONG_SHAPES
    verdicts = amx_check.check_gemm(kernel(dtype), chosen, pad=5, seed=1)
    assert all(v.ok for v in verdicts), [v for v in verdicts if not v.ok]


@pytest.mark.parametrize("dtype", ["bf16", "u8s8"])
def test_the_judge_fails_a_wrong_result(dtype):
    k = kernel(dtype)
    case = amx_check.make_case(k, np.random.default_rng(0), 5, 7, 9, pad=2)
    exact = case.C[:, :7].astype(np.float64) + \
        case.A[:, :9].astype(np.float64) @ case.B_logical.astype(np.float64)
    good = case.C.copy()
    good[:, :7] = exact.astype(good.dtype)
    assert amx_check.judge(k, case, Result(0, {"C": good.ravel()})).ok
    wrong = good.copy()
    wrong[4, 6] += 3
    assert not amx_check.judge(k, case, Result(0, {"C": wrong.ravel()})).ok
    stray = good.copy()
    stray[0, 8] = 0  # a write into C's gap, over a canary
    verdict = amx_check.judge(k, case, Result(0, {"C": stray.ravel()}))
    assert not verdict.ok and verdict.canaries_intact is False


# --------------------------------------------------------------------------- on AMX hardware


def require_amx_here(dtype: str):
    require_gcc_amx()
    engine = get_engine("amx", dtype=dtype)
    try:
        amx_runtime.require_amx(engine)
    except AmxUnavailableError as exc:
        pytest.skip(str(exc))
    return engine


@pytest.mark.parametrize("dtype", DTYPES)
def test_kernel_on_amx_matches_numpy(dtype):
    require_amx_here(dtype)
    verdicts = amx_check.check_kernel(kernel(dtype), emulate=False)
    assert all(v.ok for v in verdicts), verdicts


@pytest.mark.parametrize("dtype", DTYPES)
def test_gemm_on_amx_matches_numpy(dtype):
    require_amx_here(dtype)
    verdicts = amx_check.check_gemm(kernel(dtype), ODD_SHAPES, emulate=False)
    assert all(v.ok for v in verdicts), [v for v in verdicts if not v.ok]


@pytest.mark.parametrize("shapes", default_or_slow(["odd", "sweep"], {"odd"}))
def test_gemm_on_amx_sweep(shapes):
    require_amx_here("bf16")
    chosen = ODD_SHAPES if shapes == "odd" else SWEEP_SHAPES
    for dtype in DTYPES:
        verdicts = amx_check.check_gemm(kernel(dtype), chosen, emulate=False, seed=2)
        assert all(v.ok for v in verdicts), [v for v in verdicts if not v.ok]


# --------------------------------------------------------------------------- permission


def test_a_refused_permission_names_the_errno(monkeypatch):
    """With the CPU flags faked present, the real arch_prctl request decides: a kernel or CPU
    without AMX refuses it, and the error names the errno; an AMX host grants it."""
    require_avx512_here()
    monkeypatch.setattr(amx_isa.AmxEngine, "runnable_here", lambda self: None)
    engine = get_engine("amx", dtype="bf16")
    err = amx_runtime.permission_errno()
    assert amx_runtime.permission_errno() == err  # asked once, remembered
    if err == 0:
        amx_runtime.require_amx(engine)
        return
    with pytest.raises(AmxUnavailableError, match="ARCH_REQ_XCOMP_PERM.*E[A-Z]+"):
        amx_runtime.require_amx(engine)


def test_a_cpu_without_amx_is_refused_before_asking_linux(monkeypatch):
    monkeypatch.setattr(amx_isa, "host_cpu", lambda: fake_cpu("amx_tile", "amx_bf16"))
    engine = replace(get_engine("amx", dtype="s8s8"))
    with pytest.raises(AmxUnavailableError, match="Test Xeon.*amx_int8"):
        amx_runtime.require_amx(engine)


# --------------------------------------------------------------------------- command line


def test_show_prints_every_step_of_the_amx_recipe(capsys):
    from exogemm.cli.main import main
    from exogemm.procs.matrix.amx_kernel import AMX_RECIPE

    assert main(["show", "--isa", "amx", "--dtype", "u8s8"]) == 0
    out = capsys.readouterr().out
    for step in ["reference", *AMX_RECIPE.names()]:
        assert f"# ---- {step} " in out
    assert main(["show", "--isa", "amx", "--step", "stage_b_in_tiles"]) == 0
    out = capsys.readouterr().out
    assert "# ---- stage_b_in_tiles" in out and "# ---- tile_depth" not in out
    assert "gemm_bf16f32_amx_32x32_tdpbf16ps" in out  # bf16 by default
    assert main(["show", "--isa", "amx", "--overwrite", "--step", "zero_c_in_tiles"]) == 0
    assert "gemm_bf16f32_amx_32x32_tdpbf16ps_overwrite" in capsys.readouterr().out


def test_emit_writes_the_kernel_c_header_and_note(tmp_path, capsys):
    from exogemm.cli.main import main

    assert main(["emit", "--isa", "amx", "--dtype", "s8s8", "-o", str(tmp_path)]) == 0
    name = "gemm_s8s8s32_amx_32x32_tdpbssd"
    c = (tmp_path / f"{name}.c").read_text()
    assert "_tile_dpbssd(" in c and "_tile_loadconfig(" in c and f"int {name}_gemm(" in c
    assert f"{name}_gemm(" in (tmp_path / f"{name}.h").read_text()
    assert (tmp_path / "amx_emulate.h").is_file()
    assert "-mamx-int8" in (tmp_path / f"{name}.txt").read_text()


def test_isas_says_per_dtype_whether_amx_runs_and_what_the_gemm_uses(capsys):
    from exogemm.cli.main import main

    assert main(["isas"]) == 0
    out = capsys.readouterr().out
    block = out[out.index("\namx "):]
    for dtype in DTYPES:
        assert f" {dtype} " in block
    assert block.count("exogemm.gemm uses:") == 3
    engine = get_engine("amx", dtype="bf16")
    if engine.runnable_here() is not None:
        assert "not available" in block and "amx_tile" in block


@pytest.mark.parametrize("dtype", ["bf16", "int8", "s8s8"])
def test_test_checks_the_kernel_and_the_gemm(dtype, capsys):
    """`exogemm test --isa amx`: the kernel (C += and C =, 3 depths) and the GEMM on the odd
    shapes, in the reference model here (on AMX where this process may use it)."""
    from exogemm.cli.main import main

    require_x86_gcc()
    assert main(["test", "--isa", "amx", "--dtype", dtype]) == 0
    out = capsys.readouterr().out
    key = get_engine("amx", dtype={"int8": "u8s8"}.get(dtype, dtype)).key
    cases = 6 + 2 * len(ODD_SHAPES)
    assert out.splitlines()[-1] == f"{key}: {cases} cases, {cases} passed, 0 failed"
    assert out.count("\nok   ") == cases - 1 and "_gemm (" in out
    assert main(["test", "--isa", "amx", "--gemm", "--json"]) == 0
    assert capsys.readouterr().out.splitlines() == [
        f"amx-bf16: {2 * len(ODD_SHAPES)} cases, {2 * len(ODD_SHAPES)} passed, 0 failed"]


def test_a_failed_check_fails_the_test_command(monkeypatch, capsys):
    from exogemm.cli.main import main

    def wrong(kernel, **kw):
        return [Verdict("M=32 N=32 K=32", 0, 1.0, math.inf,
                        problems=("1 of 1024 elements differ",))]

    monkeypatch.setattr(amx_check, "check_kernel", wrong)
    monkeypatch.setattr(amx_check, "check_gemm", lambda kernel, shapes, **kw: [])
    monkeypatch.setattr(amx_check, "cannot_check", lambda: None)
    assert main(["test", "--isa", "amx"]) == 1
    out = capsys.readouterr().out
    assert "FAIL gemm_bf16f32_amx_32x32_tdpbf16ps (" in out and "1 failed" in out


def test_the_test_command_names_what_this_host_lacks(monkeypatch, capsys):
    from exogemm.cli.main import main

    monkeypatch.setattr(amx_check.platform, "machine", lambda: "aarch64")
    assert main(["test", "--isa", "amx", "--dtype", "s8s8"]) == 2
    assert "cannot check amx-s8s8 kernels here: the AMX C needs an x86-64" in \
        capsys.readouterr().err


def test_the_real_instruction_program_asks_for_the_tile_state_itself():
    """The harness built with the AMX instructions asks Linux for the tile state at start
    (it is not inherited across exec); where Linux refuses, it stops with the errno before
    any tile instruction, instead of dying of SIGILL."""
    require_gcc_amx()
    require_avx512_here()
    if amx_runtime.permission_errno() == 0:
        pytest.skip("Linux grants the tile state here: the AMX tests above run the program")
    with pytest.raises(RunError, match="refused the AMX tile state, errno"):
        amx_check.check_kernel(kernel("u8s8"), depths=(1,), emulate=False)


@pytest.mark.parametrize("dtype", ["bf16", "s8s8"])
def test_gemm_in_the_reference_model_on_two_threads(dtype):
    """Each thread loads its own tile configuration (the tile state is per thread; the
    model's is thread-local): several row blocks, split between the threads."""
    require_x86_gcc()
    shapes = [(100, 70, 65), (64, 33, 200), (129, 16, 1)]
    verdicts = amx_check.check_gemm(kernel(dtype), shapes, threads=2, seed=3)
    assert all(v.ok for v in verdicts), [v for v in verdicts if not v.ok]


def test_the_model_rounds_each_bf16_addition_in_k_order():
    """What the reference model assumes of tdpbf16ps, pinned: each product (exact in f32)
    is added to the f32 accumulator with one rounding, pair element 0 before 1, k in
    order. The emulated GEMM (K padded with zeros, which add nothing) is then bit-identical
    to NumPy summing in float32 in that order; the real unit may group its additions
    otherwise, which the validation bound allows."""
    require_x86_gcc()
    k = kernel("bf16")
    case = amx_check.make_case(k, np.random.default_rng(5), 33, 20, 45, pad=1)
    (result,) = amx_check.run_gemm(k, [case])
    acc = case.C[:, :20].astype(np.float32)
    a = case.A[:, :45].astype(np.float32)
    b = case.B_logical.astype(np.float32)
    for kk in range(45):
        acc = (acc + np.outer(a[:, kk], b[kk, :])).astype(np.float32)
    got = result.buffers["C"].reshape(case.C.shape)[:, :20]
    assert np.array_equal(got.view(np.uint32), acc.view(np.uint32))


# --------------------------------------------------------------------------- exogemm.gemm


@pytest.fixture
def amx_calls(monkeypatch) -> list[str]:
    """The AMX GEMMs exogemm.gemm runs (their datatypes), counted through a wrapper."""
    from exogemm.api import amx as amx_api
    calls: list[str] = []
    real = amx_api.gemm

    def counted(d, *args):
        calls.append(d.name)
        return real(d, *args)

    monkeypatch.setattr(amx_api, "gemm", counted)
    return calls


def test_gemm_runs_amx_only_when_asked(monkeypatch, amx_calls):
    """Without EXOGEMM_AMX=1 nothing changes: the vector kernels run on every host."""
    import ml_dtypes

    import exogemm

    monkeypatch.delenv("EXOGEMM_AMX", raising=False)
    A = np.ones((5, 7), ml_dtypes.bfloat16)
    try:
        C = exogemm.gemm(A, A.T.copy())
    except (DtypeError, UnsupportedCpuError) as exc:
        pytest.skip(f"no bf16 GEMM on this host: {exc}")
    assert np.array_equal(C, np.full((5, 5), 7, np.float32))
    assert amx_calls == []


@pytest.mark.parametrize("pair", [("bfloat16", "bfloat16"), ("uint8", "int8"),
                                  ("int8", "int8")])
def test_gemm_on_amx_in_the_reference_model_matches_numpy(monkeypatch, amx_calls, pair):
    """EXOGEMM_AMX=1 with the driver built against the reference model: exogemm.gemm's
    AMX path (C = and C +=, several threads, odd shapes) against NumPy; transposed
    operands keep the vector kernels."""
    import ml_dtypes

    import exogemm
    from exogemm.api import amx as amx_api
    require_avx512_here()
    monkeypatch.setenv("EXOGEMM_AMX", "1")
    monkeypatch.setattr(amx_api, "EMULATE", True)
    rng = np.random.default_rng(7)

    def operand(shape, name):
        if name == "bfloat16":
            return rng.uniform(-1, 1, shape).astype(ml_dtypes.bfloat16)
        info = np.iinfo(name)
        return rng.integers(info.min, info.max + 1, shape).astype(name)

    A, B = operand((45, 70), pair[0]), operand((70, 33), pair[1])
    exact = A.astype(np.float64) @ B.astype(np.float64)
    C = exogemm.gemm(A, B, threads=2)
    C2 = exogemm.gemm(A, B, C=C.copy(), beta=1.0)
    if pair[0] == "bfloat16":
        magnitude = np.abs(A.astype(np.float64)) @ np.abs(B.astype(np.float64))
        assert np.all(np.abs(C - exact) <= error_bound(71, magnitude, "bf16f32"))
        assert np.all(np.abs(C2 - 2 * exact) <= error_bound(141, 2 * magnitude, "bf16f32"))
    else:
        assert np.array_equal(C, exact.astype(np.int32))
        assert np.array_equal(C2, 2 * exact.astype(np.int32))
    assert len(amx_calls) == 2
    exogemm.gemm(A, B.T.copy(), trans_b=True)  # B not row-major: the vector kernels
    assert len(amx_calls) == 3  # asked, declined (None), then the vector path ran


def test_the_amx_options_are_refused_where_they_do_not_apply(capsys):
    from exogemm.cli.main import main

    assert main(["emit", "--isa", "avx512", "--dtype", "int8", "-o", "/nonexistent"]) != 0
    assert "--isa amx" in capsys.readouterr().err
    assert main(["show", "--isa", "amx", "--dtype", "fp16"]) != 0
    assert "bf16, u8s8, s8s8" in capsys.readouterr().err
    assert main(["show", "--isa", "amx", "--mr", "4", "--nr", "16"]) != 0
    assert "--dtype" in capsys.readouterr().err
