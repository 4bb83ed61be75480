"""Small ONNX models built with `onnx.helper` (no downloads), for the tests that read, run or
time a user's network: an MLP, a small CNN with grouped, depthwise, strided, dilated and
asymmetrically padded convs, a transformer block, and ResNet-50 v1.5's convolutions as a
graph.

Every builder returns a valid `onnx.ModelProto` (`onnx.checker.check_model`) with one
float32 input named "input" and one output; `batch` may be a string, which makes the
input's first dim symbolic under that name. Weights are seeded random float32
initializers, except ResNet-50's (25 M parameters, 100 MB): there they are graph inputs of
fixed shape, which shape inference reads like initializers.
"""

from __future__ import annotations

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

#: The opset the models are written for (LayerNormalization needs 17).
OPSET = 17
#: An IR version ONNX Runtime loads (onnx's newest may be ahead of it).
IR_VERSION = 9


class _Graph:
    """Nodes, initializers and weight inputs of a graph under construction."""

    def __init__(self, seed: int = 0):
        self.nodes: list[onnx.NodeProto] = []
        self.initializers: list[onnx.TensorProto] = []
        self.weight_inputs: list[onnx.ValueInfoProto] = []
        self.rng = np.random.default_rng(seed)

    def weight(self, name: str, shape: tuple[int, ...], random: bool = True,
               fan_in: int | None = None) -> str:
        """A float32 weight: a seeded random initializer, or a graph input of that shape.
        A layer's weights (`fan_in`: the dot products' length) are He-uniform, so that the
        activations keep their size through the layers as in a trained network (a fixed
        range shrinks them layer by layer until the biases are all that is left); biases
        and scales are uniform in [-0.1, 0.1]."""
        if random:
            limit = np.sqrt(6.0 / fan_in) if fan_in else 0.1
            data = self.rng.uniform(-limit, limit, shape).astype(np.float32)
            self.initializers.append(numpy_helper.from_array(data, name))
        else:
            self.weight_inputs.append(helper.make_tensor_value_info(name, TensorProto.FLOAT,
                                                                    list(shape)))
        return name

    def constant(self, name: str, value: np.ndarray) -> str:
        self.initializers.append(numpy_helper.from_array(value, name))
        return name

    def node(self, op: str, inputs: list[str], name: str, **attrs) -> str:
        """Add a node with one output (named after the node); return that output."""
        self.nodes.append(helper.make_node(op, inputs, [name + ".out"], name=name, **attrs))
        return name + ".out"

    def model(self, graph_name: str, input_shape: list, output: str,
              output_shape: list) -> onnx.ModelProto:
        graph = helper.make_graph(
            self.nodes, graph_name,
            [helper.make_tensor_value_info("input", TensorProto.FLOAT, input_shape),
             *self.weight_inputs],
            [helper.make_tensor_value_info(output, TensorProto.FLOAT, output_shape)],
            self.initializers)
        model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", OPSET)],
                                  ir_version=IR_VERSION)
        onnx.checker.check_model(model)
        return model


def mlp(batch: int | str = 1, features: tuple[int, ...] = (64, 128, 128, 10)) -> onnx.ModelProto:
    """Linear layers as MatMul + Add + Relu (weights [in, out]), the last as a Gemm with
    transB = 1 (weights [out, in], as PyTorch exports nn.Linear): input [batch, features[0]],
    layers fc1, fc2, ... named in order."""
    g = _Graph(seed=1)
    x = "input"
    for i, (d_in, d_out) in enumerate(zip(features, features[1:]), start=1):
        name = f"fc{i}"
        if i < len(features) - 1:
            y = g.node("MatMul", [x, g.weight(f"{name}.weight", (d_in, d_out), fan_in=d_in)],
                       name)
            y = g.node("Add", [y, g.weight(f"{name}.bias", (d_out,))], f"{name}.bias_add")
            x = g.node("Relu", [y], f"{name}.relu")
        else:
            x = g.node("Gemm", [x, g.weight(f"{name}.weight", (d_out, d_in), fan_in=d_in),
                                g.weight(f"{name}.bias", (d_out,))], name, transB=1)
    return g.model("mlp", [batch, features[0]], x, [batch, features[-1]])


def small_cnn(batch: int | str = 1) -> onnx.ModelProto:
    """NCHW [batch, 3, 32, 32] -> [batch, 10]; each conv followed by Relu:

        conv1      3 -> 16, 3x3 stride 2, pads 1, bias       -> 16 x 16 x 16
        grouped    16 -> 32, 3x3, pads 1, group 4            -> 32 x 16 x 16
        depthwise  32 -> 32, 3x3 stride 2, pads 1, group 32  -> 32 x 8 x 8
        pointwise  32 -> 64, 1x1                             -> 64 x 8 x 8
        dilated    64 -> 64, 3x3, dilation 2, pads 2         -> 64 x 8 x 8
        same_upper 64 -> 64, 3x3 stride 2, auto_pad SAME_UPPER (pads 0 before, 1 after)
                                                             -> 64 x 4 x 4
        global average pool, Flatten, Gemm classifier 64 -> 10 (transB = 1)
    """
    g = _Graph(seed=2)
    convs = (("conv1", 3, 16, dict(strides=[2, 2], pads=[1, 1, 1, 1]), True),
             ("grouped", 16, 32, dict(pads=[1, 1, 1, 1], group=4), False),
             ("depthwise", 32, 32, dict(strides=[2, 2], pads=[1, 1, 1, 1], group=32), False),
             ("pointwise", 32, 64, dict(), False),
             ("dilated", 64, 64, dict(pads=[2, 2, 2, 2], dilations=[2, 2]), False),
             ("same_upper", 64, 64, dict(strides=[2, 2], auto_pad="SAME_UPPER"), False))
    x = "input"
    for name, c_in, c_out, attrs, bias in convs:
        side = 1 if name == "pointwise" else 3
        c_group = c_in // attrs.get("group", 1)
        w = g.weight(f"{name}.weight", (c_out, c_group, side, side),
                     fan_in=c_group * side * side)
        inputs = [x, w] + ([g.weight(f"{name}.bias", (c_out,))] if bias else [])
        x = g.node("Relu", [g.node("Conv", inputs, name, kernel_shape=[side, side], **attrs)],
                   f"{name}.relu")
    x = g.node("Flatten", [g.node("GlobalAveragePool", [x], "pool")], "flatten")
    x = g.node("Gemm", [x, g.weight("classifier.weight", (10, 64), fan_in=64),
                        g.weight("classifier.bias", (10,))], "classifier", transB=1)
    return g.model("small_cnn", [batch, 3, 32, 32], x, [batch, 10])


def transformer_block(seq: int | str = 32, hidden: int = 64, heads: int = 4,
                      ffn: int | None = None, batch: int | str = 1,
                      activation: str = "relu") -> onnx.ModelProto:
    """A post-LayerNorm encoder block on input [batch, seq, hidden]: Q, K and V projections
    (MatMul against [hidden, hidden] weights, + bias), Reshape / Transpose to [batch, heads,
    seq, hidden / heads], scores Q K^T through a Transpose swapping K's last two axes,
    scaled, Softmax, context P V, back to [batch, seq, hidden], output projection, residual
    Add + LayerNormalization, FFN hidden -> ffn (default 4 hidden) -> hidden with Relu
    (`activation` "relu") or BERT's Gelu in its Erf form, x/2 (1 + erf(x / sqrt 2))
    ("gelu"), residual Add + LayerNormalization. Nodes: q_proj, k_proj, v_proj,
    attention_scores, attention_context, out_proj, ffn_up, ffn_down."""
    ffn = ffn or 4 * hidden
    d = hidden // heads
    g = _Graph(seed=3)
    # Reshape targets: 0 keeps the input's dim (batch, seq)
    to_heads = g.constant("to_heads", np.array([0, 0, heads, d], np.int64))
    to_rows = g.constant("to_rows", np.array([0, 0, hidden], np.int64))

    def linear(x: str, name: str, d_in: int, d_out: int) -> str:
        y = g.node("MatMul", [x, g.weight(f"{name}.weight", (d_in, d_out), fan_in=d_in)],
                   name)
        return g.node("Add", [y, g.weight(f"{name}.bias", (d_out,))], f"{name}.bias_add")

    def split_heads(x: str, name: str) -> str:
        y = g.node("Reshape", [x, to_heads], f"{name}.reshape")
        return g.node("Transpose", [y], f"{name}.heads", perm=[0, 2, 1, 3])

    def layer_norm(x: str, name: str) -> str:
        return g.node("LayerNormalization", [x, g.weight(f"{name}.scale", (hidden,)),
                                             g.weight(f"{name}.bias", (hidden,))], name,
                      axis=-1)

    x = "input"
    q = split_heads(linear(x, "q_proj", hidden, hidden), "q")
    k = split_heads(linear(x, "k_proj", hidden, hidden), "k")
    v = split_heads(linear(x, "v_proj", hidden, hidden), "v")
    k_t = g.node("Transpose", [k], "k.transposed", perm=[0, 1, 3, 2])
    scores = g.node("MatMul", [q, k_t], "attention_scores")
    scale = g.constant("scale", np.array(d ** -0.5, np.float32))
    probs = g.node("Softmax", [g.node("Mul", [scores, scale], "scaled")], "softmax", axis=-1)
    context = g.node("MatMul", [probs, v], "attention_context")
    merged = g.node("Transpose", [context], "context.merge", perm=[0, 2, 1, 3])
    merged = g.node("Reshape", [merged, to_rows], "context.rows")
    x1 = layer_norm(g.node("Add", [x, linear(merged, "out_proj", hidden, hidden)],
                           "residual1"), "norm1")
    up = linear(x1, "ffn_up", hidden, ffn)
    if activation == "gelu":
        sqrt2 = g.constant("sqrt2", np.array(np.sqrt(2.0), np.float32))
        erf = g.node("Erf", [g.node("Div", [up, sqrt2], "gelu.scaled")], "gelu.erf")
        one_plus = g.node("Add", [erf, g.constant("one", np.array(1.0, np.float32))],
                          "gelu.one_plus")
        half = g.node("Mul", [up, g.constant("half", np.array(0.5, np.float32))], "gelu.half")
        up = g.node("Mul", [half, one_plus], "gelu")
    elif activation == "relu":
        up = g.node("Relu", [up], "ffn_relu")
    else:
        raise ValueError(f"activation is 'relu' or 'gelu', got {activation!r}")
    x2 = layer_norm(g.node("Add", [x1, linear(up, "ffn_down", ffn, hidden)], "residual2"),
                    "norm2")
    return g.model("transformer_block", [batch, seq, hidden], x2, [batch, seq, hidden])


#: ResNet-50 v1.5: (bottleneck blocks, width, output channels, stride of the first block);
#: written out here rather than read from exogemm.models.suites, so that the graph is an
#: independent rebuild the suite's derivation is checked against.
RESNET50_STAGES = ((3, 64, 256, 1), (4, 128, 512, 2), (6, 256, 1024, 2), (3, 512, 2048, 2))


def resnet50_graph(batch: int | str = 1, classes: int = 1000) -> onnx.ModelProto:
    """ResNet-50 v1.5 on [batch, 3, 224, 224]: conv1 7x7/2 (pads 3), Relu, 3x3/2 max-pool
    (pads 1); per bottleneck 1x1 -> 3x3 (the block's stride) -> 1x1 convs with Relu, a 1x1
    projection shortcut with the block's stride (node `downsample`) in each stage's first
    block, residual Add; global average pool, Flatten and the Gemm classifier `fc`. Conv
    nodes are named as exogemm.models.suites names the layers (conv1, layer2.0.conv2,
    layer3.0.downsample, ...). Weights are graph inputs (no data)."""
    g = _Graph()

    def conv(x: str, name: str, c_in: int, c_out: int, side: int, stride: int = 1) -> str:
        w = g.weight(f"{name}.weight", (c_out, c_in, side, side), random=False)
        pad = side // 2
        return g.node("Conv", [x, w], name, kernel_shape=[side, side], strides=[stride] * 2,
                      pads=[pad] * 4)

    x = g.node("Relu", [conv("input", "conv1", 3, 64, 7, 2)], "conv1.relu")
    x = g.node("MaxPool", [x], "maxpool", kernel_shape=[3, 3], strides=[2, 2], pads=[1] * 4)
    c = 64
    for stage, (blocks, width, out, stride) in enumerate(RESNET50_STAGES, start=1):
        for b in range(blocks):
            name, s = f"layer{stage}.{b}", stride if b == 0 else 1
            y = g.node("Relu", [conv(x, f"{name}.conv1", c, width, 1)], f"{name}.relu1")
            y = g.node("Relu", [conv(y, f"{name}.conv2", width, width, 3, s)], f"{name}.relu2")
            y = conv(y, f"{name}.conv3", width, out, 1)
            shortcut = conv(x, f"{name}.downsample", c, out, 1, s) if b == 0 else x
            x = g.node("Relu", [g.node("Add", [y, shortcut], f"{name}.add")], f"{name}.relu")
            c = out
    x = g.node("Flatten", [g.node("GlobalAveragePool", [x], "avgpool")], "flatten")
    x = g.node("Gemm", [x, g.weight("fc.weight", (classes, c), random=False)], "fc", transB=1)
    return g.model("resnet50", [batch, 3, 224, 224], x, [batch, classes])
