"""The command line: each subcommand works, and bad input gets a one-line specific error."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from exogemm.bench import overhead
from exogemm.cli import test as cli
from exogemm.cli.main import main
from exogemm.core.dtype import get_dtype
from exogemm.core.errors import DtypeError
from exogemm.gen.c.lowp_gemm import kernel_dtype
from exogemm.isa import known_isas
from exogemm.runtime.dispatch import native_isa


def run(capsys, *argv):
    code = main(list(argv))
    out = capsys.readouterr()
    return code, out.out, out.err


def test_show_prints_every_step_with_its_name(capsys):
    code, out, _ = run(capsys, "show", "--isa", "avx512", "--mr", "2", "--nr", "16")
    assert code == 0
    for step in ("reference", "stage_c_tile", "map_to_instructions", "one_variable_per_register"):
        assert f"# ---- {step} " in out


def test_show_epilogue_prints_the_epilogue_kernel_steps(capsys):
    code, out, _ = run(capsys, "show", "--isa", "neon", "--mr", "2", "--nr", "6", "--epilogue")
    assert code == 0
    assert "# ---- one_loop_per_epilogue_op " in out and "fused epilogue" in out
    last = out[out.rindex("# ---- one_variable_per_register"):]
    assert "neon_add_tail(2," in last and "neon_max_floor_tail(2," in last


def test_show_overwrite_prints_the_beta_zero_kernel_and_gemm_steps(capsys):
    code, out, _ = run(capsys, "show", "--isa", "neon", "--mr", "2", "--nr", "6", "--overwrite")
    assert code == 0 and "# ---- skip_dead_c_load " in out and "never loaded" in out
    last = out[out.rindex("# ---- one_variable_per_register"):]
    assert "neon_zero_tail(2," in last and "neon_load(C_reg" not in last
    code, out, _ = run(capsys, "show", "--isa", "avx512", "--gemm", "--overwrite",
                       "--step", "call_microkernel_overwrite")
    assert code == 0 and "_sliver_overwrite(" in out


def test_show_overwrite_of_a_grouped_datatype_prints_its_beta_zero_kernel(capsys):
    code, out, _ = run(capsys, "show", "--isa", "neon", "--dtype", "int8", "--mr", "3",
                       "--nr", "8", "--overwrite")
    assert code == 0 and "# ---- skip_dead_c_load " in out
    last = out[out.rindex("# ---- one_variable_per_register"):]
    assert "neon_u8s8s32_zero(C_reg" in last and "neon_u8s8s32_load(C_reg" not in last
    assert "neon_u8s8s32_mac(" in last and "_overwrite(" in last
    code, _, err = run(capsys, "show", "--isa", "neon", "--dtype", "fp16", "--overwrite")
    assert code != 0 and "--overwrite twin" in err


def test_show_direct_prints_the_kernel_reading_a_in_place_and_gemm_steps(capsys):
    code, out, _ = run(capsys, "show", "--isa", "neon", "--mr", "2", "--nr", "6", "--direct")
    assert code == 0 and "direct A" in out
    last = out[out.rindex("# ---- one_variable_per_register"):]
    assert "A: [f32][2, KC]" in last and "Ac" not in last
    code, out, _ = run(capsys, "show", "--isa", "avx512", "--gemm", "--direct",
                       "--step", "pack_b_scaled")
    assert code == 0 and "Bc[jr, k, jj] = alpha * B[" in out and "used for N <= 128" in out


def test_emit_writes_c_header_and_build_note(capsys, tmp_path):
    code, out, _ = run(capsys, "emit", "--isa", "avx512", "--mr", "6", "--nr", "64", "-o", str(tmp_path))
    assert code == 0
    names = sorted(p.name for p in tmp_path.iterdir())
    assert names == ["sgemm_avx512_6x64.c", "sgemm_avx512_6x64.h", "sgemm_avx512_6x64.txt"]
    assert "-mavx512f" in (tmp_path / "sgemm_avx512_6x64.txt").read_text()


@pytest.mark.parametrize("argv, message", [
    (["show", "--isa", "vax", "--mr", "2", "--nr", "2"], "unknown ISA 'vax'; known ISAs: "),
    (["show", "--mr", "7", "--nr", "64"], "needs 33 vector registers (7x4 for C, 4 for B, 1 reserved) but avx512 has 32"),
    (["show", "--mr", "0", "--nr", "64"], "mr must be a positive integer, got 0"),
    (["show", "--mr", "3"], "give both --mr and --nr"),
    (["emit", "--isa", "avx512", "--lmul", "2", "--mr", "1", "--nr", "1", "-o", "x"], "does not take lmul"),
])
def test_bad_input_is_one_clear_line(capsys, argv, message):
    if "--lmul" in argv and "--lmul" not in " ".join(_help(capsys, "emit")):
        pytest.skip("no registered ISA takes lmul yet")
    code, _, err = run(capsys, *argv)
    assert code == 2
    assert message in err and "Traceback" not in err


def _help(capsys, sub):
    with pytest.raises(SystemExit):
        main([sub, "--help"])
    return capsys.readouterr().out.split()


def test_non_integer_shape_is_rejected_by_the_parser(capsys):
    with pytest.raises(SystemExit):
        main(["show", "--mr", "six", "--nr", "64"])
    assert "mr must be a positive integer, got 'six'" in capsys.readouterr().err


def test_help_shows_examples(capsys):
    for sub in ("show", "emit", "test", "peak", "bench"):
        assert "exogemm" in " ".join(_help(capsys, sub))


def test_peak_runs_on_the_native_isa_without_isa(capsys):
    """The commands that time natively (peak, bench, test) default to this CPU's widest ISA,
    so the main job runs on an AVX2-only host as on an AVX-512 one."""
    code, out, _ = run(capsys, "peak", "--json")
    assert code == 0 and json.loads(out)["gflops"] > 0
    assert json.loads(out)["isa"] == native_isa().key


def test_readme_isa_matrix_is_the_registrys(capsys):
    """The README's ISA matrix is made by `exogemm isas --markdown`: a new isa/ file appears
    in it once the README is regenerated, and this test says when it was not."""
    assert main(["isas", "--markdown"]) == 0
    made = capsys.readouterr().out.strip()
    readme = (Path(__file__).resolve().parent.parent / "README.md").read_text()
    start = readme.index("<!-- isa-matrix")
    block = readme[readme.index("\n", start) + 1:readme.index("<!-- /isa-matrix -->")].strip()
    assert block == made, "README's ISA matrix is stale: paste `exogemm isas --markdown`"
    for name in known_isas():
        assert f"| `{name}` |" in made


def test_test_takes_a_reduced_sweep(capsys, avx512):
    """`exogemm test` can sweep a few tiles, depths and worker processes instead of all."""
    argv = ["test", "--isa", "avx512", "--nr", "16", "--max-mr", "2", "--kc", "1", "7",
            "--jobs", "1", "--json"]
    assert main(argv) == 0
    out = json.loads(capsys.readouterr().out)
    assert (out["kernels"], out["cases"], out["failed"]) == (2, 4, [])


def test_test_rejects_a_sweep_that_fits_nothing(capsys):
    with pytest.raises(SystemExit):
        main(["test", "--isa", "avx512", "--nr", "0"])
    assert "nr" in capsys.readouterr().err


def test_test_of_a_datatype_run_through_another_kernel_checks_that_kernel(capsys):
    """x86 has no s8 x s8 dot: its s8s8 GEMM runs the u8s8 kernel on A + 128 (AVX-512, AVX2 with
    VNNI) or the int16 kernel on widened operands (AVX2 without VNNI). Asking to test s8s8
    says which kernel runs it on this CPU and checks that one, instead of refusing."""
    isa = native_isa()
    try:
        kernel = kernel_dtype(isa, get_dtype("s8s8"))
    except DtypeError as e:
        pytest.skip(str(e))
    if kernel.name == "s8s8s32" or isa.unavailable(kernel):
        pytest.skip(f"{isa.key} runs s8s8 kernels of its own, or none here")
    argv = ["test", "--dtype", "s8s8", "--nr", str(isa.lanes), "--max-mr", "2", "--kc", "3",
            "--jobs", "1"]
    assert main(argv) == 0
    out = capsys.readouterr().out
    assert f"runs the {kernel.name} kernels on this CPU" in out
    assert f"{isa.key} {kernel.name}: 2 kernels x kc [3] = 2 cases, 2 passed, 0 failed" in out


def test_test_slow_runs_the_slow_set_of_the_checkouts_tests(monkeypatch):
    calls = []
    monkeypatch.setattr(cli.subprocess, "call", lambda argv: calls.append(argv) or 0)
    assert main(["test", "--slow"]) == 0
    (argv,) = calls
    assert argv[1:5] == ["-m", "pytest", "-m", "slow"] and argv[-1] == str(cli.TESTS_DIR)
    assert (cli.TESTS_DIR / "test_cli.py").is_file()


def test_test_slow_without_a_checkout_says_where_the_tests_are(monkeypatch, tmp_path, capsys):
    monkeypatch.setattr(cli, "TESTS_DIR", tmp_path / "tests")
    assert main(["test", "--slow"]) != 0
    assert "source checkout" in capsys.readouterr().err


def test_bench_overhead_reports_each_tiny_shape_from_c_and_python(capsys, monkeypatch,
                                                                 small_plan):
    # small_plan: skips where the native ISA cannot run (no native library to time)
    monkeypatch.setattr(overhead, "CALLS", 50)
    monkeypatch.setattr(overhead, "SAMPLES", 2)
    code, stdout, _ = run(capsys, "bench", "--overhead", "--json")
    assert code == 0
    out = json.loads(stdout)
    assert [tuple(c["shape"]) for c in out["calls"]] == list(overhead.SHAPES)
    for call in out["calls"]:
        assert 0 < call["c_ns"] < 1e6 and call["python_us"] > 0 and call["numpy_us"] > 0
    assert out["host"]
