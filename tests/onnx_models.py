"""Small ONNX models for the forward-pass tests, built with onnx.helper from seeded weights.

Each builder returns a checked onnx.ModelProto (onnx.checker.check_model) whose one input is
a float32 tensor named "input" and whose one output is named "output":

  mlp(batch)                 [batch, 64]: MatMul + Add, Relu, Gemm (transB), Tanh, MatMul,
                             Softmax
  small_cnn(batch)           NCHW [batch, 3, 32, 32]: a strided 3x3 conv with bias, Relu, a
                             grouped 3x3 conv, a depthwise 3x3 conv, a 1x1 conv, a dilated conv
                             with asymmetric pads, GlobalAveragePool, Flatten, Gemm
  transformer_block(batch)   [batch, seq, d]: pre-norm attention (LayerNormalization, Q/K/V
                             MatMuls, Reshape, Transpose, batched MatMul, Div, Softmax) and an
                             FFN with the Erf form of Gelu, each with a residual Add

Weights are He-scaled so activations stay O(1) through the layers (a bound relative to
magnitudes means little if everything decays to zero).
"""

from __future__ import annotations

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

OPSET = 17  # LayerNormalization is opset 17


class _Graph:
    """Nodes and initializers collected in order; names are made unique by a counter."""

    def __init__(self, seed: int):
        self.rng = np.random.default_rng(seed)
        self.nodes: list[onnx.NodeProto] = []
        self.initializers: list[onnx.TensorProto] = []
        self.count = 0

    def name(self, stem: str) -> str:
        self.count += 1
        return f"{stem}_{self.count}"

    def constant(self, stem: str, value: np.ndarray) -> str:
        name = self.name(stem)
        self.initializers.append(numpy_helper.from_array(value, name))
        return name

    def weight(self, stem: str, shape: tuple[int, ...], fan_in: int) -> str:
        w = self.rng.standard_normal(shape) * np.sqrt(2.0 / fan_in)
        return self.constant(stem, w.astype(np.float32))

    def bias(self, stem: str, n: int) -> str:
        return self.constant(stem, self.rng.uniform(-0.1, 0.1, n).astype(np.float32))

    def node(self, op: str, inputs: list[str], output: str | None = None, **attrs) -> str:
        out = output or self.name(op.lower())
        self.nodes.append(helper.make_node(op, inputs, [out], name=self.name(op), **attrs))
        return out

    def model(self, name: str, input_shape: list[int], output_shape: list[int]
              ) -> onnx.ModelProto:
        graph = helper.make_graph(
            self.nodes, name,
            [helper.make_tensor_value_info("input", TensorProto.FLOAT, input_shape)],
            [helper.make_tensor_value_info("output", TensorProto.FLOAT, output_shape)],
            self.initializers)
        model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", OPSET)])
        model.ir_version = 8  # what onnxruntime of the venv reads for opset 17
        onnx.checker.check_model(model, full_check=True)
        return model


def mlp(batch: int = 1) -> onnx.ModelProto:
    g = _Graph(seed=1)
    h = g.node("MatMul", ["input", g.weight("w1", (64, 128), 64)])
    h = g.node("Relu", [g.node("Add", [h, g.bias("b1", 128)])])
    h = g.node("Gemm", [h, g.weight("w2", (64, 128), 128), g.bias("b2", 64)], transB=1)
    h = g.node("Tanh", [h])
    h = g.node("MatMul", [h, g.weight("w3", (64, 10), 64)])
    g.node("Softmax", [h], "output", axis=-1)
    return g.model("mlp", [batch, 64], [batch, 10])


def _conv(g: _Graph, x: str, c_in: int, c_out: int, k: int, group: int = 1, **attrs) -> str:
    w = g.weight("conv_w", (c_out, c_in // group, k, k), c_in // group * k * k)
    return g.node("Conv", [x, w, g.bias("conv_b", c_out)], kernel_shape=[k, k], group=group,
                  **attrs)


def small_cnn(batch: int = 1) -> onnx.ModelProto:
    g = _Graph(seed=2)
    h = g.node("Relu", [_conv(g, "input", 3, 16, 3, strides=[2, 2], pads=[1, 1, 1, 1])])
    h = g.node("Relu", [_conv(g, h, 16, 16, 3, group=4, pads=[1, 1, 1, 1])])
    h = g.node("Relu", [_conv(g, h, 16, 16, 3, group=16, pads=[1, 1, 1, 1])])  # depthwise
    h = g.node("Relu", [_conv(g, h, 16, 32, 1)])
    # dilation 2 spans 5 pixels; pads (top 2, left 1, bottom 2, right 3) keep 16 x 16
    h = g.node("Relu", [_conv(g, h, 32, 32, 3, dilations=[2, 2], pads=[2, 1, 2, 3])])
    h = g.node("Flatten", [g.node("GlobalAveragePool", [h])], axis=1)
    g.node("Gemm", [h, g.weight("fc_w", (10, 32), 32), g.bias("fc_b", 10)], "output",
           transB=1)
    return g.model("small_cnn", [batch, 3, 32, 32], [batch, 10])


def transformer_block(batch: int = 1, seq: int = 16, d: int = 32, heads: int = 2
                      ) -> onnx.ModelProto:
    g = _Graph(seed=3)
    dh = d // heads
    split = g.constant("split_shape", np.array([batch, seq, heads, dh], np.int64))
    merged = g.constant("merged_shape", np.array([batch, seq, d], np.int64))

    def norm(x: str) -> str:
        scale = g.constant("ln_scale", g.rng.uniform(0.5, 1.5, d).astype(np.float32))
        return g.node("LayerNormalization", [x, scale, g.bias("ln_bias", d)], axis=-1,
                      epsilon=1e-5)

    def linear(x: str, d_in: int, d_out: int) -> str:
        return g.node("Add", [g.node("MatMul", [x, g.weight("w", (d_in, d_out), d_in)]),
                              g.bias("b", d_out)])

    def heads_of(x: str, perm: list[int]) -> str:
        return g.node("Transpose", [g.node("Reshape", [x, split])], perm=perm)

    x = norm("input")
    q = heads_of(linear(x, d, d), [0, 2, 1, 3])  # [b, h, seq, dh]
    k = heads_of(linear(x, d, d), [0, 2, 3, 1])  # [b, h, dh, seq]
    v = heads_of(linear(x, d, d), [0, 2, 1, 3])
    scores = g.node("Div", [g.node("MatMul", [q, k]),
                            g.constant("sqrt_dh", np.array(np.sqrt(dh), np.float32))])
    context = g.node("MatMul", [g.node("Softmax", [scores], axis=-1), v])
    context = g.node("Reshape", [g.node("Transpose", [context], perm=[0, 2, 1, 3]), merged])
    h = g.node("Add", ["input", linear(context, d, d)])
    up = linear(norm(h), d, 4 * d)
    half = g.constant("half", np.array(0.5, np.float32))
    one = g.constant("one", np.array(1.0, np.float32))
    erf = g.node("Erf", [g.node("Div", [up, g.constant("sqrt2", np.array(np.sqrt(2.0),
                                                                         np.float32))])])
    gelu = g.node("Mul", [g.node("Mul", [up, half]), g.node("Add", [erf, one])])
    g.node("Add", [h, linear(gelu, 4 * d, d)], "output")
    return g.model("transformer_block", [batch, seq, d], [batch, seq, d])
