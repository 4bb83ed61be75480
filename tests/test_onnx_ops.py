"""Every operator the ONNX forward pass runs in NumPy (exogemm/api/onnx_ops.py) computes what ONNX
Runtime computes for it, within the operator's own error bound (gen/check/onnx_bound.py).

Why: the test models (tests/onnx_models.py) exercise only some operators; a wrong axis,
pad or attribute default in any other would go unseen until a user's model hit it. Each
case is a model of one node on seeded random inputs, run by exogemm's forward and by ONNX
Runtime's CPU provider; for one node the propagated bound is the node's local bound, so a
slip of one element or one axis fails by orders of magnitude.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np
import onnx
import pytest
from onnx import TensorProto, helper, numpy_helper, shape_inference
from onnx_models import IR_VERSION

from exogemm.api.onnx_forward import run_model, supported_ops
from exogemm.gen.check.onnx_bound import compare, forward_bound

ort = pytest.importorskip("onnxruntime", reason="onnxruntime is a bench extra: "
                          "pip install 'exogemm[bench]'")


@dataclass(frozen=True)
class Case:
    """One node: its op, the float32 inputs fed at run time (name -> shape), int64
    initializers, attributes, and the opset of the model."""

    op: str
    inputs: dict[str, tuple[int, ...]]
    attrs: dict = field(default_factory=dict)
    constants: dict[str, list[int]] = field(default_factory=dict)
    opset: int = 17
    positive: bool = False  # inputs away from 0 (Sqrt's argument, Div's divisor)
    outputs: int = 1

    @property
    def name(self) -> str:
        extra = ",".join(f"{k}={v}" for k, v in self.attrs.items())
        return f"{self.op}[{extra}]@{self.opset}" if extra else f"{self.op}@{self.opset}"


X = {"x": (2, 3, 6, 5)}
CASES = [
    *[Case(op, X) for op in ("Relu", "Tanh", "Sigmoid", "Erf", "Exp", "Identity")],
    Case("Sqrt", X, positive=True),
    Case("Dropout", X),  # inference: the identity
    Case("Gelu", X, opset=20),
    Case("Gelu", X, {"approximate": "tanh"}, opset=20),
    *[Case(op, {"a": (2, 3, 6, 5), "b": (1, 3, 1, 5)}) for op in ("Add", "Sub", "Mul")],
    Case("Div", {"a": (2, 3, 6, 5), "b": (6, 1)}, positive=True),
    Case("Reshape", X, constants={"shape": [0, -1, 5]}),
    Case("Flatten", X, {"axis": 2}),
    Case("Transpose", X, {"perm": [0, 2, 3, 1]}),
    Case("Unsqueeze", X, constants={"axes": [1, -1]}),
    Case("Squeeze", {"x": (2, 1, 6, 1)}, constants={"axes": [1, 3]}),
    Case("Squeeze", {"x": (2, 1, 6, 1)}),
    Case("Gather", X, {"axis": 2}, constants={"indices": [5, 0, 3, 3]}),
    Case("Concat", {"a": (2, 3, 6, 5), "b": (2, 4, 6, 5)}, {"axis": 1}),
    Case("MaxPool", X, {"kernel_shape": [3, 3], "strides": [2, 2], "pads": [1, 1, 1, 1]}),
    Case("MaxPool", X, {"kernel_shape": [2, 2], "dilations": [2, 1], "pads": [1, 0, 1, 1]}),
    # auto_pad SAME with a dilation is left out: ONNX Runtime 1.32 pads as if undilated (a
    # 6 x 5 input, kernel 2 dilated 2, gives 5 rows, where the ONNX spec and its shape
    # inference say ceil(6 / 1) = 6); exogemm follows the spec
    Case("MaxPool", X, {"kernel_shape": [3, 2], "strides": [2, 2], "auto_pad": "SAME_UPPER"}),
    Case("AveragePool", X, {"kernel_shape": [2, 3], "strides": [2, 2],
                            "auto_pad": "SAME_LOWER"}),
    Case("AveragePool", X, {"kernel_shape": [3, 3], "strides": [2, 1],
                            "pads": [1, 0, 0, 1]}),
    Case("AveragePool", X, {"kernel_shape": [3, 3], "strides": [2, 1],
                            "pads": [1, 0, 0, 1], "count_include_pad": 1}),
    Case("GlobalAveragePool", X),
    Case("Softmax", X),  # opset 13 on: along the last axis
    Case("Softmax", X, {"axis": 1}),
    Case("Softmax", X, {"axis": 2}, opset=11),  # before 13: rows of the 2-D flattening
    Case("LayerNormalization", {"x": (2, 3, 6, 5), "scale": (5,), "bias": (5,)}),
    Case("LayerNormalization", {"x": (2, 3, 6, 5), "scale": (6, 5), "bias": (6, 5)},
         {"axis": 2, "epsilon": 1e-3}),
    Case("Shape", X, {"start": 1, "end": -1}),
]


def _model(case: Case) -> onnx.ModelProto:
    """The one-node model: the float inputs as graph inputs, the int64 constants as
    initializers (in the node's input order: data first), the outputs typed by ONNX's
    shape inference."""
    names = [*case.inputs, *case.constants]
    outputs = [f"y{i}" for i in range(case.outputs)]
    node = helper.make_node(case.op, names, outputs, name=case.op.lower(), **case.attrs)
    graph = helper.make_graph(
        [node], "one_node",
        [helper.make_tensor_value_info(n, TensorProto.FLOAT, list(s))
         for n, s in case.inputs.items()],
        [helper.make_value_info(o, onnx.TypeProto()) for o in outputs],
        [numpy_helper.from_array(np.array(v, np.int64), n) for n, v in case.constants.items()])
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", case.opset)],
                              ir_version=IR_VERSION)
    model = shape_inference.infer_shapes(model)
    onnx.checker.check_model(model)
    return model


def _inputs(case: Case, seed: int = 0) -> dict[str, np.ndarray]:
    rng = np.random.default_rng(seed)
    out = {}
    for name, shape in case.inputs.items():
        x = rng.standard_normal(shape).astype(np.float32) * 2
        out[name] = np.abs(x) + np.float32(0.5) if case.positive else x
    return out


def _onnxruntime(model: onnx.ModelProto, inputs: dict[str, np.ndarray]) -> dict:
    session = ort.InferenceSession(model.SerializeToString(),
                                   providers=["CPUExecutionProvider"])
    names = [o.name for o in session.get_outputs()]
    return dict(zip(names, session.run(names, inputs)))


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
def test_each_numpy_operator_matches_onnxruntime_within_its_bound(case):
    model = _model(case)
    x = _inputs(case)
    ours, theirs = run_model(model, x), _onnxruntime(model, x)
    assert set(ours) == set(theirs)
    for name in ours:
        assert np.shape(ours[name]) == np.shape(theirs[name]), name
    agreement = compare(forward_bound(model, x), ours, theirs)
    assert agreement and all(a.within for a in agreement), agreement


def test_the_cases_cover_every_operator_the_forward_runs_in_numpy():
    covered = {c.op for c in CASES} | {"Constant"}  # Constant: in the transformer block
    linear = {"MatMul", "Gemm", "Conv"}  # exogemm's own: tests/test_onnx_forward.py
    assert set(supported_ops()) - linear <= covered


def test_a_wrong_axis_fails_the_comparison():
    """The check has teeth: onnxruntime's softmax along one axis against ours along
    another."""
    along_last, along_channels = CASES_BY_NAME["Softmax@17"], CASES_BY_NAME["Softmax[axis=1]@17"]
    x = _inputs(along_last)
    ours = run_model(_model(along_channels), x)
    theirs = _onnxruntime(_model(along_last), x)
    assert not compare(forward_bound(_model(along_last), x), ours, theirs)[0].within


CASES_BY_NAME = {c.name: c for c in CASES}
