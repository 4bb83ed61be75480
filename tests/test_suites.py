"""Layer suites: spot-checks of the shapes derived from the network tables, and the DL
benchmark's bookkeeping (ratios, geomeans, table, plot) on a made-up result. The real
benchmark run is marked slow."""

from __future__ import annotations

import json

import pytest

from exogemm.api.conv import conv_shape
from exogemm.bench import dl
from exogemm.bench.timing import bandwidth
from exogemm.core.errors import ExogemmError
from exogemm.models import suites


def _by_name(layers, name, group=None):
    found = [x for x in layers if (x.name == name or name in x.also)
             and group in (None, x.group)]
    assert len(found) == 1, (name, group, found)
    return found[0]


def test_resnet50_conv1_tall_skinny():
    layers = suites.get_suite("resnet50").layers()
    assert _by_name(layers, "conv1", "batch 1").gemm == (12544, 64, 147)
    assert _by_name(layers, "conv1", "batch 32").gemm == (401408, 64, 147)


def test_resnet50_bottlenecks():
    layers = suites.resnet50(1)
    assert sum(x.count for x in layers) == 53  # 1 stem + 16 blocks x 3 + 4 projections
    assert _by_name(layers, "layer1.0.conv2").gemm == (3136, 64, 576)
    assert _by_name(layers, "layer1.0.conv2").count == 3
    # v1.5: the stride is on the 3x3 conv, so layer2.0.conv1 still runs at 56x56
    assert _by_name(layers, "layer2.0.conv1").gemm == (3136, 128, 256)
    assert _by_name(layers, "layer2.0.conv2").conv["stride"] == 2
    assert _by_name(layers, "layer4.0.downsample").gemm == (49, 2048, 1024)
    assert abs(suites.network_flops(layers) / 2 - 4.09e9) / 4.09e9 < 0.02  # ~4.1 GMAC


def test_mobilenet_pointwise_and_classifier():
    layers = suites.mobilenet(1)
    assert sum(x.count for x in layers if x.kind == "conv") == 13
    assert all(x.conv["R"] == x.conv["S"] == 1 for x in layers if x.kind == "conv")
    assert _by_name(layers, "block1.pointwise").gemm == (12544, 64, 32)
    assert _by_name(layers, "block13.pointwise").gemm == (49, 1024, 1024)
    assert _by_name(layers, "block8.pointwise").name == "block7.pointwise"  # merged, x5
    assert _by_name(layers, "classifier").gemm == (1, 1000, 1024)


def test_vgg16():
    layers = suites.vgg16(1)
    assert sum(x.count for x in layers if x.kind == "conv") == 13
    assert _by_name(layers, "conv1_1").gemm == (50176, 64, 27)
    assert _by_name(layers, "conv5_3").gemm == (196, 512, 4608)
    assert _by_name(layers, "fc6").gemm == (1, 4096, 25088)
    assert abs(suites.network_flops(layers) / 2 - 15.47e9) / 15.47e9 < 0.02
    quick = suites.vgg16(1, quick=True)
    assert {x.name for x in quick if x.kind == "fc"} == {"fc8"}


def test_bert_large():
    layers = suites.get_suite("bert").layers()
    assert _by_name(layers, "qkv_projection", "seq 128").gemm == (128, 3072, 1024)
    assert _by_name(layers, "ffn_up", "seq 512").gemm == (512, 4096, 1024)
    assert _by_name(layers, "ffn_down", "seq 512").gemm == (512, 1024, 4096)
    scores = _by_name(layers, "attention_scores", "seq 512")
    assert scores.gemm == (512, 512, 64) and scores.trans_b and scores.count == 16 * 24
    assert _by_name(layers, "attention_context", "seq 128").gemm == (128, 64, 128)
    # per encoder layer: 2 * T * h * (3h + h + 2 * ffn) for the projections and FFN
    proj = sum(x.count * x.flops for x in layers if x.kind == "linear" and x.group == "seq 128")
    assert proj == 24 * 2 * 128 * 1024 * (3 * 1024 + 1024 + 2 * 4096)


def test_conv_layers_agree_with_conv2d_shapes():
    """Every conv layer's (M, N, K) is the GEMM exogemm.conv2d runs for it."""
    for name in suites.suite_names():
        for layer in suites.get_suite(name).layers():
            if layer.kind != "conv":
                continue
            c = layer.conv
            s = conv_shape((c["batch"], c["H"], c["W"], c["C"]), (c["R"], c["S"], c["C"], c["K"]),
                           stride=c["stride"], padding=c["padding"], filter_layout="RSCK")
            assert s.gemm == layer.gemm, layer


def test_quick_suites_are_smaller():
    for name in suites.suite_names():
        s = suites.get_suite(name)
        if name in ("odd", "heldout"):  # fixed shape lists: quick keeps them all
            assert s.layers(quick=True) == s.layers()
            continue
        assert suites.network_flops(s.layers(quick=True)) < suites.network_flops(s.layers())
    assert {x.group for x in suites.get_suite("bert").layers(quick=True)} == {"seq 128"}
    assert {x.group for x in suites.get_suite("resnet50").layers((8,))} == {"batch 8"}


def test_unknown_suite():
    with pytest.raises(ExogemmError, match="resnet50"):
        suites.get_suite("alexnet")

    class Args:
        pass

    from exogemm.isa import get_isa

    with pytest.raises(ExogemmError, match="unknown layer suite"):
        dl.run_suite_cli("alexnet", get_isa("avx512"), Args())


def test_suites_main_prints(capsys):
    assert suites.main(["bert"]) == 0
    out = capsys.readouterr().out
    assert "qkv_projection" in out and "GFLOP per forward pass" in out


def _fake_result() -> dl.DlResult:
    layers = suites.get_suite("resnet50").layers((1,))[:3]
    res = dl.DlResult("resnet50", "avx512", "cfg", True, 100.0, [100.0], [1],
                      {"exogemm": "x", dl.TUNED_COLUMN: "w", "mkl": "y", "openblas": "z",
                       "blis": "SKIPPED: not installed", dl.CONV_COLUMN: "c"},
                      [dict(name=x.name, group=x.group, kind=x.kind, M=x.M, N=x.N, K=x.K,
                            count=x.count, trans_b=x.trans_b, conv=x.conv, also=list(x.also),
                            key=x.key) for x in layers])
    for i, x in enumerate(layers):
        for lib, g in (("exogemm", 80.0 + i), (dl.TUNED_COLUMN, 88.0 + i), ("mkl", 40.0),
                       ("openblas", 80.0 + i), (dl.CONV_COLUMN, 60.0)):
            res.gflops.setdefault(lib, {}).setdefault("1", {})[x.key] = g
    return res


def test_result_bookkeeping(tmp_path):
    res = _fake_result()
    assert res.peers == ["mkl", "openblas"]
    assert res.geomean_ratio(1, "openblas") == pytest.approx(1.0)
    assert res.geomean_ratio(1, "mkl") == pytest.approx(((80 * 81 * 82) ** (1 / 3)) / 40)
    assert res.network_gflops(1, "mkl", "batch 1") == pytest.approx(40.0)
    summary = json.loads(json.dumps(res.to_json()))["geomeans"]
    assert summary["1t_exogemm_conv_vs_mkl"]["all"] == pytest.approx(1.5)
    assert summary["1t_exogemm_tuned_vs_openblas"]["all"] > 1.0
    res.tuned_plans[res.layers[0]["key"]] = "sgemm_avx512_12x32: micro-kernel 12x32"
    text = "\n".join(dl.format_table(res))
    assert "conv1" in text and "blis: SKIPPED" in text and "x mkl" in text
    assert "exogemm untuned" in text and "exogemm tuned" in text and "t/best" in text
    assert "geomean exogemm tuned GEMM (batch 1): x best peer 1.10 (min 1.10); x mkl" in text
    assert "tuned: sgemm_avx512_12x32" in text
    pytest.importorskip("matplotlib")
    assert dl.plot_suite(res, tmp_path / "r.png").stat().st_size > 1000
    assert dl.combined_geomeans([res, res])["openblas"] == pytest.approx(1.0)
    assert dl.combined_geomeans([res, res], lib=dl.TUNED_COLUMN)["openblas"] > 1.0


@pytest.mark.slow
def test_dl_suite_runs(tmp_path):
    """A real run on two small layers: every library measured (or skipped with a reason),
    the implicit-conv column for the conv layer, JSON and PNG written."""
    from exogemm.api.gemm import native_isa

    keep = {"layer4.0.conv2", "layer4.1.conv1"}
    res = dl.run_dl_suite("resnet50", native_isa(), quick=True, samples=1, min_time=0.005,
                          out_dir=tmp_path, progress=None,
                          layer_filter=lambda x: x.name in keep,
                          tvm_trials=2)  # where TVM is installed: a short tuning per shape
    assert len(res.layers) == 2
    for lib, about in res.libraries.items():
        if not about.startswith("SKIPPED"):
            assert len(res.gflops[lib]["1"]) == 2, lib
    assert list(tmp_path.glob("*.json")) and list(tmp_path.glob("*.png"))
    assert res.bandwidth_gbs > 0 and list(tmp_path.glob("*-roofline.png"))


def test_small_suite_squares_fc_and_decode():
    layers = suites.get_suite("small").layers()
    squares = [x.M for x in layers if x.group == "squares" and x.M == x.N == x.K]
    assert squares == [4, 5, 6, 8, 12, 16, 24, 32, 48, 64, 96, 128]
    fc = [x for x in layers if x.group == "fc"]
    assert sorted({x.M for x in fc}) == [1, 2, 4, 8, 16]
    assert {(x.N, x.K) for x in fc} == {(256, 256), (512, 512), (1024, 1024), (1000, 2048)}
    decode = [x for x in layers if x.group == "decode"]
    assert {(x.M, x.N, x.K, x.trans_b) for x in decode} == {
        (m, n, 4096, t) for m in (1, 2, 4, 8) for n in (4096, 11008) for t in (False, True)}
    assert len({x.key for x in layers}) == len(layers)


def test_small_quick_keeps_every_group():
    quick = suites.get_suite("small").layers(quick=True)
    assert {x.group for x in quick} == {"squares", "fc", "decode"}
    assert {x.M for x in quick if x.group == "decode"} == {1, 8}


def test_odd_suite_thin_rank1_prime_tiny():
    layers = suites.get_suite("odd").layers()
    shapes = {x.gemm for x in layers}
    assert {(3, 5000, 7), (5000, 3, 7), (7, 7, 5000), (1, 1, 1), (5, 3, 2), (2, 2, 2),
            (256, 256, 1), (1000, 1000, 1), (17, 31, 13), (97, 101, 103), (251, 257, 263),
            (1, 4096, 1), (4096, 1, 1), (64, 5, 64), (5, 64, 64), (37, 1000, 59),
            (1024, 1, 1024), (512, 4, 512)} == shapes
    assert all(x.K == 1 for x in layers if x.group == "rank-1")


def test_shape_suites_take_no_batch_sizes():
    with pytest.raises(ExogemmError, match="fixed shapes"):
        suites.get_suite("odd").layers((8,))


def test_ratios_are_against_the_best_peer_row():
    res = _fake_result()
    res.libraries["openblas[SkylakeX]"] = "kernels SkylakeX"
    key = res.layers[0]["key"]
    res.gflops.setdefault("openblas[SkylakeX]", {}).setdefault("1", {})[key] = 160.0
    assert res.best_peer(1, key) == ("openblas[SkylakeX]", 160.0)
    assert res.best_ratio(1, key) == pytest.approx(0.5)
    assert res.best_peer(1, res.layers[1]["key"])[0] == "openblas"
    summary = res.summary()["1t_exogemm_vs_best_peer"]["all"]
    assert summary["min"] == pytest.approx(0.5)
    assert "openblas[SkylakeX]" in "\n".join(dl.format_table(res))


def test_the_peak_bounds_what_any_library_can_gain_over_the_best_peer():
    res = _fake_result()
    # the FMA peak of the run (100 GFLOP/s) over the best peer row (openblas, 80-82)
    assert res.peak_ceilings(1) == pytest.approx([100 / 80, 100 / 81, 100 / 82])
    res.gflops["mkl"]["1"][res.layers[0]["key"]] = 96.0  # a peer at 96% of the peak
    assert res.peak_ceilings(1)[0] == pytest.approx(100 / 96)
    text = "\n".join(dl.format_table(res))
    assert "ceiling (FMA peak over the best peer): geomean 1.16 (min 1.04)" in text
    assert "best peer at >= 95% of the peak on 1 of 3 layers" in text
    assert res.peak_ceilings(2) == []  # nothing measured on 2 threads
    res.gflops["openblas"]["2"] = {res.layers[0]["key"]: 150.0}
    assert res.peak_ceilings(2) == pytest.approx([200 / 150])  # the peak of 2 cores


def test_decode_rows_are_reported_against_the_read_bandwidth():
    layer = suites.get_suite("small").layers(quick=True)[-1]
    res = dl.DlResult("small", "avx512", "cfg", True, 100.0, [100.0], [1],
                      {"exogemm": "x", "mkl": "y"},
                      [dict(name=layer.name, group=layer.group, kind=layer.kind, M=layer.M,
                            N=layer.N, K=layer.K, count=1, trans_b=layer.trans_b, conv=None,
                            also=[], key=layer.key)])
    # the ceiling is the read bandwidth of the layer's own bytes, measured beside it
    nbytes = bandwidth.gemm_bytes(layer.M, layer.N, layer.K)
    res.layer_read_bandwidth[f"1|{layer.key}"] = dict(
        level="DRAM", bytes=nbytes, threads=1, gbs=50.0, best_gbs=50.0, samples=[50.0],
        streams=4)
    # half the ceiling: the GEMM moves its bytes at 25 GB/s
    g = 2 * layer.M * layer.N * layer.K / (nbytes / 25e9) / 1e9
    for lib in ("exogemm", "mkl"):
        res.gflops.setdefault(lib, {}).setdefault("1", {})[layer.key] = g
    got, share = res.bandwidth_share(1, res.layers[0], "exogemm")
    assert got == "DRAM" and share == pytest.approx(50.0, rel=1e-9)
    assert res.bandwidth_share(2, res.layers[0], "exogemm") is None  # not measured on 2
    assert "%bw" in "\n".join(dl.format_table(res))


def test_the_heldout_suite_has_20_or_more_shapes_no_tuned_suite_has():
    held = suites.get_suite("heldout").layers()
    tuned = {layer.gemm for suite in suites.TUNED_SUITES for layer in suite.layers()}
    assert len({layer.gemm for layer in held}) >= 20
    assert not tuned & {layer.gemm for layer in held}
    # hand-derived: GoogLeNet inception 3a's 3x3 branch (28x28 outputs, 96 x 3 x 3 inputs)
    assert any(layer.gemm == (784, 128, 864) for layer in held)
    assert {layer.group for layer in held} >= {"googlenet", "squeezenet", "densenet",
                                               "efficientnet", "transformer/rnn"}


def test_a_suite_times_beta_0_when_asked_and_says_so(tmp_path):
    """`bench --suite S --beta 0`: every call is C = A op(B) (numpy's matmul; a library that
    zeroes C first pays for that pass), the table and the result file say so, and the
    bandwidth column counts C written once, not read and written."""
    res = dl.run_dl_suite("odd", quick=True, samples=1, min_time=0.005, out_dir=tmp_path,
                          progress=None, plot=False, libraries=("exogemm",), beta=0.0,
                          layer_filter=lambda x: x.name == "thin 64x5x64")
    assert res.beta == 0.0 and res.gflops["exogemm"]["1"][res.layers[0]["key"]] > 0
    assert "beta = 0 in every call: C = A op(B), C never read" in dl.format_table(res)
    saved = list(tmp_path.glob("odd-quick-beta0-*.json"))
    assert len(saved) == 1 and json.loads(saved[0].read_text())["beta"] == 0.0
    assert bandwidth.gemm_bytes(64, 5, 64, beta=0.0) == bandwidth.gemm_bytes(64, 5, 64) - 4 * 64 * 5
    with pytest.raises(ExogemmError, match="beta 0.5: the suites time beta = 0 or 1"):
        dl.run_dl_suite("odd", beta=0.5, progress=None)


def test_the_speech_suite_has_decoder_and_recurrent_steps_and_sequence_batches():
    """Speech and translation inference: the per-token and per-frame steps (M = batch
    against large weights) and the encoders over sequences (M = batch x 128 or x 200)."""
    suite = suites.get_suite("speech")
    assert suite.sizes == (1, 2, 4, 16) and suite.quick_sizes == (1, 16)
    by_name = {(L.group, L.name): L for L in suite.layers()}
    for batch in (1, 2, 4, 16):
        g = f"batch {batch}"
        assert by_name[(g, "decoder step vocabulary")].gemm == (batch, 32000, 512)
        assert by_name[(g, "lstm recurrent step")].gemm == (batch, 4096, 1024)
        assert by_name[(g, "lstm recurrent step")].count == 5 * 200
        assert by_name[(g, "encoder qkv")].gemm == (batch * 128, 1536, 512)
        assert by_name[(g, "lstm input projection")].gemm == (batch * 200, 4096, 1024)
    scores = by_name[("batch 4", "encoder attention scores")]
    assert scores.gemm == (128, 128, 64) and scores.trans_b and scores.count == 6 * 4 * 8
    rows = {L.M for L in suite.layers()}
    assert {1, 2, 4, 16} <= rows and any(100 <= m <= 1000 for m in rows)


class _FakeWorker:
    """A worker that answers one GFLOP/s sample per request and records who was asked."""

    def __init__(self, name: str, log: list, fail: bool = False):
        self.name, self.log, self.fail = name, log, fail

    def ask(self, **req):
        self.log.append((self.name, req["samples"]))
        if self.fail:
            return {"error": "no such kernel"}
        return {"samples": [float(len(self.log))] * req["samples"], "plan": None}


def test_layer_samples_are_interleaved_one_per_request(monkeypatch):
    """Each library's samples of a layer come from separate requests, in rounds whose order
    turns, so a burst of load cannot take all of one library's samples; a failing library
    is asked once and reported with its error."""
    monkeypatch.setattr(dl, "pause", lambda threads: None)
    log: list = []
    names = ["exogemm", "openblas", "mkl"]
    order = [_FakeWorker(n, log) for n in names] + [_FakeWorker("blis", log, fail=True)]
    layer = suites.get_suite("bert").layers(quick=True)[0]
    got = dl._interleaved_samples(layer, order, 1, dict(min_time=0.01, samples=3), 1.0)
    assert all(asked == 1 for _, asked in log)
    assert [n for n, _ in log].count("blis") == 1 and got["blis"] == {"error": "no such kernel"}
    for n in names:
        assert len(got[n]["samples"]) == 3
    # round 1 asks all four; rounds 2 and 3 the three left, each starting one later
    assert [n for n, _ in log] == ["exogemm", "openblas", "mkl", "blis",
                                   "openblas", "mkl", "exogemm",
                                   "mkl", "exogemm", "openblas"]
    assert list(got) == ["exogemm", "openblas", "mkl", "blis"]
