"""An ONNX model's FP32 forward pass on exogemm equals onnxruntime's within the documented
bound (gen/check/onnx_bound.py, docs/onnx.md).

Why: the forward pass is where exogemm's GEMM and conv2d meet a real network's layouts
(NCHW, grouped and depthwise convs, asymmetric pads, transposed weights, batched MatMuls);
a wrong transpose or pad slice errs by O(1) of the outputs. Two checks, both from the one
table of rules: the whole forward against onnxruntime within twice the propagated bound
(rigorous, loose for deep graphs), and every node run on onnxruntime's own input tensors
against its output within twice the node's local bound (tight: catches a 1e-3 change of
one weight).
"""

from __future__ import annotations

import numpy as np
import onnx
import onnx_models
import pytest
from onnx import numpy_helper, shape_inference

from exogemm.api.onnx_forward import forward, run_model, supported_ops
from exogemm.core.errors import OnnxModelError
from exogemm.gen.check.onnx_bound import compare, compare_nodes, forward_bound

ort = pytest.importorskip("onnxruntime", reason="onnxruntime is a bench extra: "
                          "pip install 'exogemm[bench]'")

SHAPES = {"mlp": (64,), "small_cnn": (3, 32, 32), "transformer_block": (32, 64)}
#: The test models by name, at a batch size (tests/onnx_models.py); the transformer block
#: with BERT's Gelu (Erf, Div, Mul, Add: more of the bound's rules than Relu).
MODELS = {"mlp": onnx_models.mlp, "small_cnn": onnx_models.small_cnn,
          "transformer_block": lambda batch: onnx_models.transformer_block(
              batch=batch, activation="gelu")}


def _input(name: str, batch: int, seed: int = 0) -> dict[str, np.ndarray]:
    rng = np.random.default_rng(seed)
    return {"input": rng.standard_normal((batch, *SHAPES[name])).astype(np.float32)}


def _onnxruntime(model: onnx.ModelProto, inputs: dict[str, np.ndarray]
                 ) -> dict[str, np.ndarray]:
    """Every named output of onnxruntime's CPU provider on `inputs`."""
    session = ort.InferenceSession(model.SerializeToString(),
                                   providers=["CPUExecutionProvider"])
    names = [o.name for o in session.get_outputs()]
    return dict(zip(names, session.run(names, inputs)))


def _every_tensor(model: onnx.ModelProto) -> onnx.ModelProto:
    """The model with every node output as a graph output (typed by shape inference)."""
    inferred = shape_inference.infer_shapes(model)
    known = {v.name: v for v in inferred.graph.value_info}
    out = onnx.ModelProto()
    out.CopyFrom(model)
    present = {o.name for o in out.graph.output}
    out.graph.output.extend(known[n] for node in out.graph.node for n in node.output
                            if n in known and n not in present)
    return out


def _every_tensor_of_onnxruntime(run: onnx.ModelProto, model: onnx.ModelProto,
                                 inputs: dict[str, np.ndarray]) -> dict[str, np.ndarray]:
    """Every tensor of `model` as onnxruntime computes it running `run` (the model or a
    perturbed copy) on `inputs`: the inputs, `model`'s initializers, every node output."""
    return {**_onnxruntime(_every_tensor(run), inputs), **inputs,
            **{t.name: numpy_helper.to_array(t) for t in model.graph.initializer}}


def _perturbed(model: onnx.ModelProto, initializer: str, relative: float,
               everywhere: bool = False) -> onnx.ModelProto:
    """The model with the largest element (or every element) of one initializer scaled by
    (1 + relative): the largest, so that its product term is not one the bound dwarfs."""
    out = onnx.ModelProto()
    out.CopyFrom(model)
    for i, t in enumerate(out.graph.initializer):
        if t.name.startswith(initializer):
            w = numpy_helper.to_array(t).copy()
            flat = w.reshape(-1)
            flat[slice(None) if everywhere else np.argmax(np.abs(flat))] *= 1 + relative
            out.graph.initializer[i].CopyFrom(numpy_helper.from_array(w, t.name))
            return out
    raise AssertionError(f"no initializer {initializer}*")


@pytest.mark.parametrize("batch", [1, 2])
def test_small_cnn_matches_onnxruntime_within_the_bound(batch):
    model = onnx_models.small_cnn(batch)
    x = _input("small_cnn", batch)
    ours = run_model(model, x)
    agreement = compare(forward_bound(model, x), ours, _onnxruntime(model, x))
    assert [a.within for a in agreement] == [True], agreement
    out = ours[model.graph.output[0].name]
    assert out.dtype == np.float32 and out.shape == (batch, 10)


@pytest.mark.parametrize("name", ["mlp", "transformer_block"])
def test_mlp_and_transformer_block_match_onnxruntime_within_the_bound(name):
    model = MODELS[name](2)
    x = _input(name, 2)
    agreement = compare(forward_bound(model, x), run_model(model, x), _onnxruntime(model, x))
    assert all(a.within for a in agreement), agreement


@pytest.mark.parametrize("name", ["small_cnn", "transformer_block"])
def test_every_node_on_onnxruntimes_inputs_is_within_its_local_bound(name):
    model = MODELS[name](1)
    x = _input(name, 1)
    agreement = compare_nodes(model, _every_tensor_of_onnxruntime(model, model, x))
    assert len(agreement) >= len(model.graph.node) - 3  # all but the int Reshape shapes
    assert [a for a in agreement if not a.within] == []


def test_a_perturbed_weight_exceeds_the_local_bound():
    """onnxruntime run with one classifier weight changed by 1e-3 of itself: the classifier
    node, and only it, leaves its local bound (by about 5x on this input)."""
    model = onnx_models.small_cnn(1)
    x = _input("small_cnn", 1)
    theirs = _every_tensor_of_onnxruntime(_perturbed(model, "classifier.weight", 1e-3),
                                          model, x)
    failed = [a for a in compare_nodes(model, theirs) if not a.within]
    assert [a.output.split(":")[0] for a in failed] == [model.graph.node[-1].name]


def test_a_perturbed_weight_exceeds_the_end_to_end_bound_of_a_shallow_model():
    """Through three layers the propagated bound is 0.2% of the MLP's outputs, so the first
    layer's weights scaled by 1 + 1e-2 exceed it (about 2.5x)."""
    model = onnx_models.mlp(2)
    x = _input("mlp", 2)
    bound = forward_bound(model, x)
    out = model.graph.output[0].name
    assert 0 < bound.error[out].max() < 0.01 * np.abs(bound.reference[out]).max()
    wrong = run_model(_perturbed(model, "fc1.weight", 1e-2, everywhere=True), x)
    assert not compare(bound, wrong, _onnxruntime(model, x))[0].within


def test_the_end_to_end_bound_of_a_deep_model_exceeds_its_outputs():
    """Why the per-node check exists: worst-case errors carried through |W| of six conv
    layers (each may multiply them by a row sum of |W|, 4 to 30 here) outgrow the small
    CNN's outputs, so no error in them could fail the end-to-end comparison
    (docs/onnx.md, "How tight it is")."""
    model = onnx_models.small_cnn(1)
    bound = forward_bound(model, _input("small_cnn", 1))
    out = model.graph.output[0].name
    assert bound.error[out].max() > np.abs(bound.reference[out]).max()


def test_the_report_says_where_each_node_ran():
    model = onnx_models.small_cnn(1)
    run = forward(model, _input("small_cnn", 1))
    where = {n.op_type: n.where for n in run.nodes}
    assert where["Conv"] == "exogemm conv2d" and where["Gemm"] == "exogemm GEMM"
    assert where["GlobalAveragePool"] == "NumPy"
    assert [n.where for n in run.nodes if n.op_type == "Relu"] == [  # each into its conv
        f"fused into {conv.name}" for conv in model.graph.node if conv.op_type == "Conv"]
    depthwise = run.nodes[4]  # the third conv: 32 groups of one channel
    assert depthwise.detail.startswith("32 x ") and "1->1 3x3" in depthwise.detail
    assert len(run.report()) == len(model.graph.node)


def test_an_unsupported_op_names_the_node_and_the_supported_ops():
    model = onnx_models.mlp(1)
    model.graph.node[-1].op_type = "LogSoftmax"
    with pytest.raises(OnnxModelError, match=r"'fc3' has op type 'LogSoftmax'.*"
                                             r"supported: .*Conv.*Gemm.*MatMul"):
        run_model(model, _input("mlp", 1))
    assert {"Conv", "Gemm", "MatMul", "Softmax", "LayerNormalization"} <= set(supported_ops())


def test_inputs_that_do_not_match_the_model_are_refused():
    model = onnx_models.mlp(1)
    x = _input("mlp", 1)["input"]
    with pytest.raises(OnnxModelError, match=r"missing \['input'\]"):
        run_model(model, {"x": x})
    with pytest.raises(OnnxModelError, match="must be a NumPy array of float32, got float64"):
        run_model(model, {"input": x.astype(np.float64)})
    with pytest.raises(OnnxModelError, match=r"has shape \(2, 64\), the model declares \[1, 64\]"):
        run_model(model, {"input": np.zeros((2, 64), np.float32)})
