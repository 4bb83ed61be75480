"""The autotuner (exogemm/tune/autotune.py): its file (exogemm/runtime/tuning_file.py) keyed by CPU, ISA and shape, and its reuse by
exogemm.gemm / exogemm.conv2d."""

from __future__ import annotations

import dataclasses
import json

import numpy as np
import pytest

from exogemm.api import conv
from exogemm.cli.main import main
from exogemm.core.errors import ExogemmError, ShapeError
from exogemm.isa import get_isa
from exogemm.plan.conv_shape import ConvShape
from exogemm.policy.route import AUTO
from exogemm.policy.selector import candidates, default_plan, select_plan
from exogemm.runtime import dispatch as runtime
from exogemm.runtime import tuning_file as tf
from exogemm.runtime.dispatch import native_isa
from exogemm.tune import autotune as tune

AVX512 = get_isa("avx512")


def fake_result(plan, m, n, k, threads=1, gflops=100.0) -> tf.TuneResult:
    return tf.TuneResult(m, n, k, threads, plan.mr, plan.nr, *plan.blocking.key(),
                           best="x", gflops=gflops, default="y", default_gflops=50.0,
                           selected="x", candidates={"x": gflops, "y": 50.0})


@pytest.fixture
def tuning_file(tmp_path, monkeypatch):
    path = tmp_path / "tuning.json"
    monkeypatch.setenv("EXOGEMM_TUNING", str(path))
    return path


@pytest.mark.parametrize("text, shape", [("12544x64x147", (12544, 64, 147)),
                                         ("3X4X5", (3, 4, 5))])
def test_parse_shape(text, shape):
    assert tune.parse_shape(text) == shape


@pytest.mark.parametrize("text", ["12x3", "0x4x5", "axbxc", "1x2x3x4", "-1x2x3"])
def test_bad_shapes_say_what_is_allowed(text):
    with pytest.raises(ShapeError, match="MxNxK|positive integer"):
        tune.parse_shape(text)


def test_suite_shapes_are_distinct_and_unknown_suites_rejected():
    shapes = tune.suite_shapes("resnet50", quick=True)
    assert (12544, 64, 147) in shapes and len(shapes) == len(set(shapes))
    assert tune.suite_shapes("square", quick=True) == [(512, 512, 512), (1024, 1024, 1024)]
    with pytest.raises(ExogemmError, match="unknown tuning suite 'resnet'.*resnet50"):
        tune.suite_shapes("resnet")


def test_round_trip_is_keyed_by_cpu_isa_and_shape(tuning_file, monkeypatch):
    wide = candidates(AVX512)[2].plan
    tf.save_results(AVX512, [fake_result(wide, 12544, 64, 147)])
    assert tf.tuned_plan(AVX512, 12544, 64, 147, 1) == wide
    assert tf.tuned_plan(AVX512, 12544, 64, 147, 2) is None  # other thread count
    assert tf.tuned_plan(AVX512, 12544, 64, 148, 1) is None  # other shape
    assert tf.tuned_plan(get_isa("avx2"), 12544, 64, 147, 1) is None  # other ISA
    monkeypatch.setattr(tf, "cpu_key", lambda: "Another CPU [avx2]")
    assert tf.tuned_plan(AVX512, 12544, 64, 147, 1) is None  # other CPU
    # A second save merges with what is there (the other CPU's entry is kept).
    tf.save_results(AVX512, [fake_result(default_plan(AVX512), 64, 64, 64)])
    data = json.loads(tuning_file.read_text())
    assert len(data["entries"]) == 2
    assert [p.name for p in tuning_file.parent.iterdir()] == ["tuning.json"]  # no temp files


def test_a_call_too_small_for_threads_runs_the_one_thread_tuning(tuning_file):
    """Below SERIAL_BELOW the wrapper runs one thread whatever is asked, so a call on 2
    threads runs the shape's 1-thread tuned plan (its fixed function too); a larger one
    does not borrow it."""
    fixed = default_plan(AVX512).with_fixed([(4, 4, 4)])
    tf.save_results(AVX512, [dataclasses.replace(fake_result(fixed, 4, 4, 4), fixed=True),
                             fake_result(candidates(AVX512)[2].plan, 512, 512, 512)])
    runtime._choose.cache_clear()
    assert runtime.choose_plan(AVX512, 4, 4, 4, 2) == (fixed, "tuned", AUTO)
    assert runtime.choose_plan(AVX512, 512, 512, 512, 2)[1] != "tuned"
    runtime._choose.cache_clear()


def test_a_corrupt_or_foreign_file_reads_as_empty(tuning_file):
    tuning_file.write_text("{not json")
    assert tf.load_tuning() == {}
    tuning_file.write_text(json.dumps({"version": 999, "entries": {"x": {}}}))
    assert tf.load_tuning() == {}


def test_clear_removes_the_file_and_counts_entries(tuning_file):
    tf.save_results(AVX512, [fake_result(default_plan(AVX512), 8, 8, 8),
                               fake_result(default_plan(AVX512), 9, 9, 9)])
    assert tf.clear_tuning() == (2, 0)
    assert not tuning_file.exists()
    assert tf.clear_tuning() == (0, 0)


def test_the_plan_of_an_untuned_shape_does_not_depend_on_the_cache(tuning_file, tmp_path,
                                                                     monkeypatch):
    """Plans round differently, so the same call must run the same plan whether or not the
    selector's pick was ever built: the pick, on an empty cache and prepared store too."""
    shape = (1000, 4096, 16)  # the selector prefers another plan than the default
    pick = select_plan(AVX512, *shape)
    assert pick != default_plan(AVX512)
    for cache_dir in ("empty-cache", "other-cache"):
        monkeypatch.setenv("EXOGEMM_CACHE", str(tmp_path / cache_dir))
        monkeypatch.setenv("EXOGEMM_PREPARED", str(tmp_path / "empty-prepared"))
        runtime._choose.cache_clear()
        assert runtime.choose_plan(AVX512, *shape, 1) == (pick, "selected", AUTO)
    runtime._choose.cache_clear()


def test_gemm_runs_the_tuned_plan(avx512, tuning_file, monkeypatch):
    from exogemm.api import gemm as api
    tall = candidates(avx512)[1].plan  # 12x32 with mc doubled
    tf.save_results(avx512, [fake_result(tall, 40, 70, 30)])
    used = []
    real = api.build_gemm_native
    monkeypatch.setattr(api, "build_gemm_native",
                        lambda plan: used.append(plan) or real(plan))
    assert api.plan_for_shape(40, 70, 30, 1)[:2] == (tall, "tuned")
    rng = np.random.default_rng(1)
    A = rng.standard_normal((40, 30), dtype=np.float32)
    B = rng.standard_normal((30, 70), dtype=np.float32)
    np.testing.assert_allclose(api.gemm(A, B, threads=1), A @ B, rtol=1e-4, atol=1e-4)
    assert used == [tall]
    api.gemm(A[:, :29], B[:29], threads=1)  # another shape: not tuned, not this plan
    assert used[-1] != tall


def test_conv2d_implicit_runs_the_tuned_plan_else_the_default_never_an_untuned_pick(
        avx512, tuning_file):
    """Each plan needs its own conv kernels (a minute to build): the implicit variant does
    not pay that for the selector's guess, only for a plan the tuner measured."""
    shape = ConvShape(1, 5, 200, 16, 4096, 1, 1)  # GEMM 1000 x 4096 x 16
    assert shape.gemm == (1000, 4096, 16)
    if native_isa() != avx512:
        pytest.skip(f"the shapes are chosen for avx512; the native ISA is {native_isa().key}")
    assert select_plan(avx512, *shape.gemm) != default_plan(avx512)
    runtime._choose.cache_clear()
    assert conv._native_plan(shape, 1) == default_plan(avx512)
    tall = candidates(avx512)[1].plan
    tf.save_results(avx512, [fake_result(tall, *shape.gemm)])
    assert conv._native_plan(shape, 1) == tall


def test_tuning_a_cross_isa_is_refused_with_the_reason():
    with pytest.raises(ExogemmError, match="neon does not run natively.*analytical"):
        tune.tune_shapes(get_isa("neon"), [(64, 64, 64)])


def test_cli_errors_and_show(tuning_file, capsys):
    assert main(["tune", "--suite", "nope"]) == 2
    assert "unknown tuning suite 'nope'" in capsys.readouterr().err
    assert main(["tune", "--shapes", "1x2"]) == 2
    assert "MxNxK" in capsys.readouterr().err
    assert main(["tune"]) == 2
    tf.save_results(AVX512, [fake_result(default_plan(AVX512), 64, 64, 64)])
    assert main(["tune", "--isa", "avx512", "--show"]) == 0
    assert "1 shapes for avx512" in capsys.readouterr().out
    assert main(["tune", "--clear"]) == 0 and not tuning_file.exists()
    assert main(["tune", "--isa", "neon", "--explain", "1000x4096x16"]) == 0
    out = capsys.readouterr().out
    assert "the model picks sgemm_neon_" in out
    assert out.count("predicted") == len(candidates(get_isa("neon")))


@pytest.mark.slow
def test_tuner_times_every_candidate_and_keeps_the_fastest(avx512, tuning_file):
    """Builds the candidate family the first time (~40 s per plan), then a short timing."""
    (r,) = tune.tune_shapes(avx512, [(96, 128, 64)], quick=True, progress=False)
    assert set(r.candidates) == {c.name for c in candidates(avx512)}
    assert r.gflops == r.candidates[r.best] > 0
    assert r.best == r.default or r.gflops >= r.default_gflops * (1 + tune.MIN_GAIN)
    assert tf.tuned_plan(avx512, 96, 128, 64, 1) == r.plan(avx512)


def test_conv2d_plans_its_gemm_with_the_tuned_plan(avx512, tuning_file):
    """conv2d (both variants) runs the plan gemm() would run for the conv's GEMM shape."""
    from exogemm.api.conv import conv2d_memory, conv_shape

    x_shape, w_shape = (1, 8, 8, 16), (32, 3, 3, 16)
    M, N, K = conv_shape(x_shape, w_shape, padding=1).gemm
    wide = candidates(avx512)[2].plan
    assert "12x32" in conv2d_memory(x_shape, w_shape, padding=1, threads=1)["plan"]
    tf.save_results(avx512, [fake_result(wide, M, N, K)])
    assert "6x64" in conv2d_memory(x_shape, w_shape, padding=1, threads=1)["plan"]
