"""ONNX Runtime as an FP32 peer of the layer suites (bench/peers/onnxruntime.py, bench/dl.py).

Why: a ratio to a peer is only meaningful if the peer computes the product the suite asks
for (op(B) transposed, C += A op(B)) and the report says which library, version, node and
thread count ran; a peer that is not installed must be a reason, not a missing column.
"""

from __future__ import annotations

import numpy as np
import pytest
from peer_worker import ask_once

from exogemm.bench import dl
from exogemm.bench.peers import onnxruntime as onnxruntime_peer
from exogemm.gen.check.tolerance import error_bound, error_ratio

ort = pytest.importorskip("onnxruntime", reason="onnxruntime is a bench extra: "
                          "pip install 'exogemm[bench]'")

M, N, K = 37, 29, 70  # ragged: no tile or vector multiple


@pytest.mark.parametrize("trans_b", [False, True])
@pytest.mark.parametrize("accumulate", [False, True])
def test_the_peer_computes_the_suites_product(trans_b, accumulate):
    rng = np.random.default_rng(3)
    A = rng.uniform(-1, 1, (M, K)).astype(np.float32)
    B = rng.uniform(-1, 1, (N, K) if trans_b else (K, N)).astype(np.float32)
    C = rng.uniform(-1, 1, (M, N)).astype(np.float32) if accumulate else None
    got = onnxruntime_peer.FloatGemm().product(A, B, C, trans_b=trans_b)
    opB = (B.T if trans_b else B).astype(np.float64)
    exact = A.astype(np.float64) @ opB + (0 if C is None else C)
    magnitude = np.abs(A) @ np.abs(opB) + (0 if C is None else np.abs(C))
    _, ratio = error_ratio(got, exact, error_bound(K + 1, magnitude))
    assert ratio <= 1
    assert error_ratio(got[:, ::-1], exact, error_bound(K + 1, magnitude))[1] > 1  # can fail


def test_each_row_names_its_node():
    assert onnxruntime_peer.float_node(False, 0.0) == "MatMul"
    assert onnxruntime_peer.float_node(True, 0.0) == "Gemm transB=1"
    assert onnxruntime_peer.float_node(False, 1.0) == "Gemm beta=1 (C input)"


def test_the_suites_run_it_in_a_worker_named_with_its_version():
    about, ans = ask_once(dl.ONNXRUNTIME_COLUMN)
    assert about.startswith(f"ONNX Runtime {ort.__version__} MatMul (MLAS")
    assert len(ans["samples"]) == 2 and min(ans["samples"]) > 0
    assert ans["plan"] == "Gemm transB=1 beta=1 (C input)"
    assert dl.ONNXRUNTIME_COLUMN in dl.LIBRARIES


def test_a_missing_onnxruntime_is_a_reason(monkeypatch):
    monkeypatch.setattr(onnxruntime_peer.importlib.util, "find_spec",
                        lambda name, *a: None if name == "onnxruntime" else object())
    assert onnxruntime_peer.missing() == onnxruntime_peer.MISSING
    with pytest.raises(LookupError, match="pip install 'exogemm\\[bench\\]'"):
        dl._load(dl.ONNXRUNTIME_COLUMN, None)
