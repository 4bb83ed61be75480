"""Apache TVM as an FP32 peer of the layer suites (bench/peers/tvm.py, bench/dl.py).

Why: TVM is what people use to generate per-model kernels, so its two rows (the default
schedule and meta_schedule's tuned one) must compute the product the suite asks for (op(B)
transposed, C += A op(B)), never report a wrong product as a speed, say what they ran
(version, target, trial budget) and what tuning cost, and not retune a shape tuned before.
A machine without TVM gets a reason with the install command, not a missing column.
"""

from __future__ import annotations

import numpy as np
import pytest
from peer_worker import ask_once

from exogemm.bench import dl
from exogemm.bench.peers import tvm as tvm_peer
from exogemm.core.errors import ExogemmError
from exogemm.gen.check.tolerance import error_bound, error_ratio

M, N, K = 37, 29, 70  # ragged: no tile or vector multiple


@pytest.fixture
def tvm():
    return pytest.importorskip("tvm", reason="apache-tvm is the tvm extra: "
                               "pip install 'exogemm[tvm]'")


@pytest.fixture
def cache(tmp_path, monkeypatch):
    """A private cache directory, so tunings made here are neither read from nor left in
    the user's."""
    monkeypatch.setenv("EXOGEMM_CACHE", str(tmp_path))
    return tmp_path


def _operands(trans_b: bool, accumulate: bool, m=M, n=N, k=K):
    rng = np.random.default_rng(3)
    A = rng.uniform(-1, 1, (m, k)).astype(np.float32)
    B = rng.uniform(-1, 1, (n, k) if trans_b else (k, n)).astype(np.float32)
    C = rng.uniform(-1, 1, (m, n)).astype(np.float32) if accumulate else None
    return A, B, C


def _within_bound(got, A, B, C, trans_b) -> tuple[bool, bool]:
    """(got within the dot-product bound, a column-reversed got within it too)."""
    opB = (B.T if trans_b else B).astype(np.float64)
    exact = A.astype(np.float64) @ opB + (0 if C is None else C)
    magnitude = np.abs(A) @ np.abs(opB) + (0 if C is None else np.abs(C))
    bound = error_bound(A.shape[1] + 1, magnitude)
    return (error_ratio(got, exact, bound)[1] <= 1,
            error_ratio(got[:, ::-1], exact, bound)[1] <= 1)


# ------------------------------------------------------------------ discovery and absence


def test_both_columns_are_in_the_suites():
    assert dl.TVM_COLUMN in dl.LIBRARIES and dl.TVM_TUNED_COLUMN in dl.LIBRARIES


def test_the_peer_is_found_when_tvm_is_importable(tvm):
    assert tvm_peer.missing() is None
    peer, about = dl._load(dl.TVM_COLUMN, None)
    assert isinstance(peer, tvm_peer.TvmGemm) and not peer.tuned
    assert about.startswith(f"Apache TVM {tvm.__version__} te matmul, untuned")
    assert "-mcpu=" in about


def test_the_tuned_column_names_its_trial_budget(tvm):
    if tvm_peer.missing(tuned=True):
        pytest.skip(tvm_peer.missing(tuned=True))
    peer, about = dl._load(dl.TVM_TUNED_COLUMN, None, tvm_trials=7)
    assert peer.tuned and peer.trials == 7
    assert "meta_schedule-tuned per shape (7 trials" in about


def test_a_missing_tvm_is_a_reason_with_the_install_command(monkeypatch):
    monkeypatch.setattr(tvm_peer.importlib.util, "find_spec",
                        lambda name, *a: None if name == "tvm" else object())
    assert tvm_peer.missing() == tvm_peer.MISSING
    for column in (dl.TVM_COLUMN, dl.TVM_TUNED_COLUMN):
        with pytest.raises(LookupError, match="pip install 'exogemm\\[tvm\\]'"):
            dl._load(column, None)


def test_a_missing_cost_model_skips_only_the_tuned_column(monkeypatch):
    monkeypatch.setattr(tvm_peer.importlib.util, "find_spec",
                        lambda name, *a: None if name == "xgboost" else object())
    assert tvm_peer.missing() is None
    assert tvm_peer.missing(tuned=True) == tvm_peer.MISSING_TUNER
    with pytest.raises(LookupError, match="xgboost"):
        dl._load(dl.TVM_TUNED_COLUMN, None)


def test_bad_input_is_a_specific_error():
    with pytest.raises(ExogemmError, match="M, N, K >= 1"):
        tvm_peer.Gemm(0, 4, 4)
    with pytest.raises(ExogemmError, match="beta = 0 or 1"):
        tvm_peer.Gemm(4, 4, 4, beta=0.5)
    with pytest.raises(ExogemmError, match="at least 1 trial"):
        dl.run_dl_suite("bert", quick=True, tvm_trials=0, progress=None)


# ------------------------------------------------------------------ the untuned product


@pytest.mark.parametrize("trans_b", [False, True])
@pytest.mark.parametrize("accumulate", [False, True])
def test_the_untuned_peer_computes_the_suites_product(tvm, trans_b, accumulate):
    A, B, C = _operands(trans_b, accumulate)
    got = tvm_peer.TvmGemm().product(A, B, C, trans_b=trans_b)
    ok, reversed_ok = _within_bound(got, A, B, C, trans_b)
    assert ok
    assert not reversed_ok  # the check can fail


def test_a_wrong_product_is_an_error_not_a_figure(tvm):
    gemm = tvm_peer.Gemm(8, 8, 8, beta=1.0)

    def zeros(*args):  # a "kernel" that writes 0 everywhere
        args[-1].copyfrom(np.zeros((8, 8), np.float32))

    with pytest.raises(ExogemmError, match="TVM's 8x8x8\\+C is wrong"):
        tvm_peer.check(zeros, gemm)
    tvm_peer.check(tvm_peer.compile_gemm(gemm, tvm_peer.host_target())["main"], gemm)


def test_the_suites_run_it_in_a_worker(tvm):
    about, ans = ask_once(dl.TVM_COLUMN)
    assert about.startswith(f"Apache TVM {tvm.__version__}")
    assert len(ans["samples"]) == 2 and min(ans["samples"]) > 0
    assert ans["plan"] == "Y = A B^T + C" and ans["tuning"] is None


# ------------------------------------------------------------------ tuning and its cache


def test_tuning_paths_name_shape_target_version_and_budget(tvm, cache):
    gemm = tvm_peer.Gemm(32, 32, 32, trans_b=True, beta=1.0)
    path = tvm_peer.tuning_dir(gemm, tvm_peer.host_target(1), 16)
    assert path.is_relative_to(cache / "tvm" / tvm.__version__)
    assert path.name == "32x32x32T+C-16t"
    two = tvm_peer.tuning_dir(gemm, tvm_peer.host_target(2), 16)
    assert two != path and two.name == path.name  # another target, another entry


@pytest.mark.slow  # a minute or two: meta_schedule's builder and runner processes
def test_a_tiny_tuned_shape_is_correct_and_cached(tvm, cache):
    if tvm_peer.missing(tuned=True):
        pytest.skip(tvm_peer.missing(tuned=True))
    said: list[str] = []
    first = tvm_peer.TvmGemm(tuned=True, trials=4, progress=said.append)
    A, B, C = _operands(False, True, 32, 32, 32)
    ok, _ = _within_bound(first.product(A, B, C), A, B, C, False)
    assert ok
    tuning = first.last_tuning
    assert not tuning.cached and tuning.seconds > 0 and 1 <= tuning.measured <= 4
    assert len(said) == 1 and "tuning 32x32x32+C" in said[0]
    assert (tuning.path / "done.json").exists() and (tuning.path / "main.so").exists()

    again = tvm_peer.TvmGemm(tuned=True, trials=4, progress=said.append)
    samples = again.measure(32, 32, 32, trans_b=False, beta=1.0, threads=1, min_time=0.001,
                            samples=2)
    assert min(samples) > 0
    assert again.last_tuning.cached and again.last_tuning.seconds == tuning.seconds
    assert len(said) == 1  # no second tuning
    assert again.plan(tvm_peer.Gemm(32, 32, 32, beta=1.0)).endswith("(cached)")


# ------------------------------------------------------------------ per-model libraries


def test_a_suites_gemms_are_its_distinct_shapes_with_their_counts():
    from exogemm.bench import tvm_models
    from exogemm.models.suites import get_suite

    layers = get_suite("resnet50").layers(None, quick=True)
    gemms = tvm_models.model_gemms(get_suite("resnet50"), quick=True)
    assert len({g.gemm for g in gemms}) == len(gemms)
    assert sum(g.count for g in gemms) == sum(x.count for x in layers)
    assert all(g.gemm.beta == 1.0 for g in gemms)  # C += A op(B), as the suites time


def test_network_rate_weights_each_gemm_by_count_and_time():
    from exogemm.bench import tvm_models

    a = tvm_models.ModelGemm(tvm_peer.Gemm(10, 10, 10, beta=1.0), 3, 0, "a")
    b = tvm_models.ModelGemm(tvm_peer.Gemm(20, 10, 10, beta=1.0), 1, 1, "b")
    # 3 x 2000 flops at 1 GFLOP/s and 4000 at 4: 10000 flops in 7 us
    assert tvm_models.network([a, b], [1.0, 4.0]) == pytest.approx(10000 / 7000)


def test_the_doc_section_is_rewritten_between_its_markers_only(tmp_path):
    from exogemm.bench import tvm_models

    doc = tmp_path / "tvm.md"
    doc.write_text(f"# t\nkeep\n{tvm_models.DOC_BEGIN}\nold\n{tvm_models.DOC_END}\ntail\n")
    tvm_models.write_doc(doc, ["new"])
    assert doc.read_text() == f"# t\nkeep\n{tvm_models.DOC_BEGIN}\nnew\n{tvm_models.DOC_END}\ntail\n"
    doc.write_text("no markers")
    with pytest.raises(ExogemmError, match="no <!-- tvm models begin -->"):
        tvm_models.write_doc(doc, ["new"])


def _cross_targets():
    from exogemm.bench.tvm_models import CROSS_TARGETS

    return [pytest.param(t, id=t.arch) for t in CROSS_TARGETS]


@pytest.mark.parametrize("cross", _cross_targets())
def test_a_cross_tvm_object_is_checked_under_qemu_through_the_harness(tvm, tmp_path, cross):
    import shutil

    from exogemm.bench import tvm_models

    tc = cross.vector_isa.toolchain
    if not all(shutil.which(t) for t in (tc.cc[0], tc.runner[0])):
        pytest.skip(f"needs {tc.cc[0]} and {tc.runner[0]} ({tc.install_hint()})")
    gemms = [tvm_models.ModelGemm(tvm_peer.Gemm(37, 29, 70, False, 1.0), 1, 0, "a"),
             tvm_models.ModelGemm(tvm_peer.Gemm(16, 24, 8, True, 1.0), 2, 1, "b")]
    build = tvm_models.cross_tvm_builds(gemms, cross, tmp_path, None, lambda _: None)
    assert build.text_bytes > 0 and build.target == cross.arch
    assert build.check_ok, build.check_note
    assert build.check_note.startswith(f"2 of 2 GEMMs within gamma_(K+1) under {tc.runner[0]}")
    # the check can fail: the harness told another shape than the function was built for
    cc = [*tc.cc, *cross.harness_flags]
    wrong = [gemms[0], tvm_models.ModelGemm(tvm_peer.Gemm(16, 24, 9, True, 1.0), 2, 1, "b")]
    ok, note = tvm_models.check_tvm_cross(build, wrong, cc, list(tc.runner), tmp_path)
    assert not ok and "1 of 2 GEMMs" in note


def test_riscv64_runs_at_the_vlen_exogemms_rvv_library_is_built_for():
    from exogemm.bench.tvm_models import CROSS_TARGETS

    rv = {t.arch: t for t in CROSS_TARGETS}["riscv64"]
    vlen = dict(rv.params)["vlen"]
    assert f"vlen={vlen}" in " ".join(rv.vector_isa.toolchain.runner)
    assert "+v" in rv.tvm["mattr"] and rv.tvm["mabi"] == "lp64d"


def test_the_suite_table_names_the_trial_budget_and_the_tuning_time():
    from exogemm.bench.dl_result import DlResult, format_table

    res = DlResult("bert", "avx2", "", True, 100.0, [100.0], [1],
                   {"exogemm": "x", dl.TVM_TUNED_COLUMN: "Apache TVM tuned"}, [])
    res.peer_tuning[dl.TVM_TUNED_COLUMN] = {
        "1|a": dict(seconds=60.0, trials=16, measured=16, cached=True, best_us=1.0),
        "1|b": dict(seconds=90.0, trials=16, measured=15, cached=False, best_us=2.0)}
    line = [x for x in format_table(res) if x.startswith(dl.TVM_TUNED_COLUMN)]
    assert line == ["tvm_tuned: 16 trials per shape, tuning time 150 s over 2 shapes "
                    "(max 90 s; 1 read from the tuning cache)"]


def test_tvm_models_takes_a_layer_suite_or_a_model(capsys):
    from exogemm.cli import main

    assert main(["bench", "--suite", "square", "--tvm-models"]) == 2
    assert "--tvm-models compares the FP32 GEMMs of a layer suite" in capsys.readouterr().err


def _fake_result():
    """A ModelsResult as run_models fills it: host + aarch64 + riscv64 builds."""
    from exogemm.api.gemm import native_isa
    from exogemm.bench import tvm_models

    exo = dict(library="l", directory="", archive="", plans=["p"], layers=[], first_s=1.0,
               first_cache="empty", first_scheduled=0, warm_s=1.0, check_note="")
    tvm_row = dict(object_path="", compile_s=0.1, check_note="")
    res = tvm_models.ModelsResult("s", True, {"cpu": "cpu"}, "0.27", 4,
                                  [dict(key="8x8x8+C", name="a", count=1, layer=0)],
                                  cross=["aarch64", "riscv64"])
    res.exogemm = [dict(exo, isa=native_isa().key, text_bytes=100, check_ok=None),
                   dict(exo, isa="neon", text_bytes=200, check_ok=True),
                   dict(exo, isa="rvv vlen=256", text_bytes=300, check_ok=False)]
    res.tvm = [dict(tvm_row, target=arch, tuned=tuned, text_bytes=size, check_ok=ok,
                    tuning_s=10.0 if tuned else None, trials=4 if tuned else None)
               for tuned in (False, True)
               for arch, size, ok in (("x86_64", 10, None), ("aarch64", 20, True),
                                      ("riscv64", 30 + tuned, True))]
    res.gflops = {c: [1.0] for c in ("exogemm", "tvm", "tvm_tuned")}
    res.network_gflops = {c: 1.0 for c in ("exogemm", "tvm", "tvm_tuned")}
    return res


def test_the_table_has_a_row_per_build_with_the_cross_checks():
    from exogemm.bench import tvm_models

    res = _fake_result()
    rows = tvm_models.table(res)
    assert len(rows) == 9
    rv = [r for r in rows if "riscv64" in r or "rvv" in r]
    assert rv[0].startswith("| s | exogemm rvv vlen=256 | 300 |") and rv[0].endswith("| FAIL |")
    assert "| s | TVM host-tuned schedules riscv64 | 31 |" in rv[2]
    assert tvm_models.cross_sizes(res, "riscv64") == [300, 30, 31]
    assert tvm_models.cross_sizes(res, "aarch64") == [200, 20, 20]


def test_a_model_run_refuses_bad_input_before_building(tmp_path, capsys):
    from exogemm.bench import tvm_models

    with pytest.raises(SystemExit):
        tvm_models.main(["--model", "m.onnx", "--quick"])
    assert "--quick takes a built-in suite's subset" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        tvm_models.main(["bert", "--batch", "2"])
    assert "they need --model" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        tvm_models.main(["--model", "m.onnx", "--dim", "seq"])
    assert "--dim takes NAME=VALUE" in capsys.readouterr().err
    with pytest.raises(ExogemmError, match="no ONNX model at"):
        tvm_models.model_source(str(tmp_path / "absent.onnx"), False, None, None)
    with pytest.raises(ExogemmError, match="the bert suite has none"):
        tvm_models.model_source("bert", False, 2, None)


@pytest.mark.slow  # several minutes: a cold exogemm build (Exo schedules) and TVM's tuner
def test_an_onnx_model_runs_end_to_end_with_its_batch(tvm, cache, tmp_path):
    if tvm_peer.missing(tuned=True):
        pytest.skip(tvm_peer.missing(tuned=True))
    onnx = pytest.importorskip("onnx", reason="--model reads ONNX: pip install onnx")
    from onnx_models import mlp

    from exogemm.bench import tvm_models

    path = tmp_path / "mlp.onnx"
    onnx.save(mlp(batch="N", features=(32, 16)), str(path))  # one Gemm, transB, batch N
    out = tmp_path / "out"
    assert tvm_models.main(["--model", str(path), "--batch", "4", "--tvm-trials", "1",
                            "--no-cross", "-o", str(out)]) == 0
    (json_file,) = out.glob("tvm-models-*.json")  # the builds are in out/mlp/
    import json

    (res,) = json.loads(json_file.read_text())
    assert res["suite"] == "mlp" and res["cross"] == []
    assert [g["key"] for g in res["gemms"]] == ["4x16x32T+C"]  # the batch reached both sides
    assert [b["target"] for b in res["tvm"]] == ["x86_64", "x86_64"]
    assert min(res["network_gflops"].values()) > 0


def test_the_tuned_column_is_skipped_unless_a_trial_budget_is_asked_for(monkeypatch):
    """A suite run without --tvm-trials must not start an hour of tuning on its own: the
    tvm_tuned column is then skipped with the reason (where the tuner is installed)."""
    from exogemm.bench import dl

    monkeypatch.setattr(dl.tvm_peer, "missing", lambda tuned=False: None)
    with pytest.raises(LookupError, match="--tvm-trials N"):
        dl._load(dl.TVM_TUNED_COLUMN, None, None)
