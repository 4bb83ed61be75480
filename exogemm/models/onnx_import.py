"""Your own network as a layer suite: every GEMM an ONNX graph runs, as the suites' `Layer`s.

    from exogemm.models.onnx_import import model_suite
    suite = model_suite("model.onnx", batch=8, dims={"seq": 128})
    for layer in suite.layers():                    # what `exogemm bench --model` times,
        print(layer.name, layer.count, layer.gemm)  # `emit-model --model` builds

The graph is read with the `onnx` package (external weights are not loaded: only shapes
matter), its symbolic dims are fixed from `batch` (the first dim of every graph input whose
first dim is symbolic or unknown) and `dims` ({name: value} for any named symbolic dim), and
ONNX's shape inference (with data propagation, so Reshape targets computed from Shape nodes
resolve) gives every operand's shape. Each GEMM-like node of the main graph becomes one GEMM
shape, merged with the same shapes of other nodes (count, `also`) by the suites'
`LayerWalker`; names are the nodes' (else "<OpType>_<index>").

    MatMul, MatMulInteger, QLinearMatMul   numpy's matmul, a 1-D operand as a row (A) or a
        column (B). When B has no batch dims (weights), A's batch dims fold into M: one GEMM
        ("linear"); otherwise one GEMM per element of the broadcast batch dims ("batched",
        count = their product: attention's Q K^T and P V). A B produced by a Transpose that
        swaps its last two axes is read as op(B) = B^T of the Transpose's input (trans_b).
    Gemm   M x K times K x N with transB (B stored N x K: trans_b) ("fc"). transA = 1 (A
        stored K x M) is kept with the same M, N, K and the kind "fc A^T": a suite's layer
        and a per-model library take a row-major A, so that layer is timed and built as
        op(A) = A (the caller transposes A).
    Conv, ConvInteger, QLinearConv   2-D, NCHW input, weights [K, C/group, R, S], with
        group, strides, pads (begin and end per axis), dilations and auto_pad. A conv is
        `group` GEMMs of M = N * H_out * W_out, N = K / group, K = R * S * C / group (count
        multiplies by group); kinds "conv", "grouped conv" and "depthwise conv" (C / group =
        1: GEMMs of N = K / C columns, usually 1, listed like the others so a user sees their
        work). `Layer.conv` (what the benchmark's implicit-conv column runs) is filled only
        where exogemm.conv2d expresses the conv: no groups, the same padding on both sides
        of each axis; other convs are timed as their im2col GEMMs.
    int8 forms   the same shapes, kind suffixed " int8" (shapes only: the f32 paths time and
        build them as f32 GEMMs, `--dtype int8` as int8 ones).

Anything that cannot become a shape is an error naming the node: a still-symbolic operand
(DynamicShapeError, with the --batch / --dim that fix it and the model's symbolic dims), a
1-D or 3-D conv, an unreadable file, no GEMM-like node. Subgraphs (If, Loop, Scan bodies)
and operators of other domains (com.microsoft's fused ops) are not read.

`python -m exogemm.models.onnx_import model.onnx [--batch N] [--dim NAME=VALUE ...]` prints the
layers found.
"""

from __future__ import annotations

import argparse
import re
import sys
from dataclasses import dataclass
from math import prod
from pathlib import Path
from typing import Callable, Iterable, Mapping

import numpy as np
import onnx
from google.protobuf.message import DecodeError
from onnx import shape_inference

from exogemm.core.errors import (
    DynamicShapeError,
    ExogemmError,
    ModelImportError,
    check_positive_int,
)
from exogemm.models.suites import Layer, LayerWalker, Suite, layer_lines, network_flops
from exogemm.plan.conv_shape import conv_output_size

#: The operator domains read (the default one, under both of its names).
ONNX_DOMAINS = ("", "ai.onnx")
#: Kind suffix of layers that come from int8 nodes.
INT8 = " int8"
#: Dims the error messages print for an unknown extent.
UNKNOWN = "?"

Dims = tuple[int | str, ...]  # a shape as inferred: a str is a symbolic or unknown dim


# --------------------------------------------------------------------------- reading


def load_model(model: str | Path | onnx.ModelProto) -> tuple[onnx.ModelProto, str]:
    """The model and its name (the file's stem, else the graph's name); ModelImportError if
    the file is missing, unreadable or not an ONNX model."""
    if isinstance(model, onnx.ModelProto):
        proto, name = model, model.graph.name or "model"
    else:
        path = Path(model)
        if not path.is_file():
            raise ModelImportError(f"no ONNX model file at {path}")
        try:
            proto = onnx.load(str(path), load_external_data=False)
        except OSError as exc:
            raise ModelImportError(f"cannot read the ONNX model {path}: {exc}") from exc
        except (DecodeError, RuntimeError, ValueError) as exc:
            raise ModelImportError(f"{path} is not an ONNX model (it does not parse as one: "
                                   f"{exc})") from exc
        name = path.stem
    if proto.ir_version <= 0 or not proto.graph.node:
        raise ModelImportError(f"{name} is not an ONNX model with a graph (IR version "
                               f"{proto.ir_version}, {len(proto.graph.node)} nodes)")
    return proto, name


def suite_name(text: str) -> str:
    """`text` as a suite name that is also a C identifier (a per-model library's prefix):
    lower case, every run of other characters one underscore, never a leading digit."""
    name = re.sub(r"[^0-9a-z]+", "_", text.lower()).strip("_") or "model"
    return f"model_{name}" if name[0].isdigit() else name


def parse_dims(texts: Iterable[str]) -> dict[str, int]:
    """--dim NAME=VALUE arguments as {name: value}; ModelImportError on any other form."""
    out: dict[str, int] = {}
    for text in texts:
        name, sep, value = text.partition("=")
        if not sep or not name.strip() or not value.strip().isdigit() or int(value) <= 0:
            raise ModelImportError(f"--dim takes NAME=VALUE with a positive integer value "
                                   f"(e.g. --dim seq=128), got {text!r}")
        out[name.strip()] = int(value)
    return out


# --------------------------------------------------------------------------- fixing dims


def _tensor_dims(value: onnx.ValueInfoProto) -> list | None:
    """The dim protos of a tensor's shape, or None if the shape is not given."""
    t = value.type.tensor_type
    return list(t.shape.dim) if value.type.HasField("tensor_type") and t.HasField("shape") \
        else None


def _graph_inputs(graph: onnx.GraphProto) -> list[onnx.ValueInfoProto]:
    """The inputs fed at run time (older exporters also list initializers as inputs)."""
    weights = {t.name for t in graph.initializer}
    return [v for v in graph.input if v.name not in weights]


def symbolic_dims(graph: onnx.GraphProto) -> list[str]:
    """Names of the symbolic dims in the graph's inputs, outputs and annotated values."""
    found = {d.dim_param for v in (*graph.input, *graph.output, *graph.value_info)
             for d in _tensor_dims(v) or () if d.dim_param and not d.HasField("dim_value")}
    return sorted(found)


def _describe_inputs(graph: onnx.GraphProto) -> str:
    return ", ".join(f"{v.name} [{', '.join(_dim_text(d) for d in _tensor_dims(v) or ())}]"
                     for v in _graph_inputs(graph))


def _dim_text(d: onnx.TensorShapeProto.Dimension) -> str:
    return str(d.dim_value) if d.HasField("dim_value") else (d.dim_param or UNKNOWN)


def fix_dims(model: onnx.ModelProto, batch: int | None = None,
             dims: Mapping[str, int] | None = None) -> onnx.ModelProto:
    """A copy of `model` with `dims` and the graph inputs' symbolic or unknown first dims
    (`batch`; a named one is then that value wherever the name occurs) made concrete.
    ModelImportError for a --batch no input takes or a --dim name the model has not."""
    dims = {name: check_positive_int(f"--dim {name}", v) for name, v in (dims or {}).items()}
    out = onnx.ModelProto()
    out.CopyFrom(model)
    graph = out.graph
    names = symbolic_dims(graph)
    unknown = [n for n in dims if n not in names]
    if unknown:
        raise ModelImportError(f"--dim {unknown[0]}: the model has no symbolic dim of that "
                               f"name; its symbolic dims: {', '.join(names) or 'none'}")
    values = dict(dims)
    if batch is not None:
        batch = check_positive_int("--batch", batch)
        firsts = [shape[0] for v in _graph_inputs(graph)
                  if (shape := _tensor_dims(v)) and not shape[0].HasField("dim_value")]
        if not firsts:
            raise ModelImportError(f"--batch {batch}: no graph input of this model has a "
                                   f"symbolic first dim (inputs: {_describe_inputs(graph)}); "
                                   f"its batch was fixed when it was exported")
        for d in firsts:
            if d.dim_param:
                values.setdefault(d.dim_param, batch)
            else:
                d.dim_value = batch
    for v in (*graph.input, *graph.output, *graph.value_info):
        for d in _tensor_dims(v) or ():
            if not d.HasField("dim_value") and d.dim_param in values:
                d.dim_value = values[d.dim_param]  # clears dim_param (one of the two)
    return out


def infer(model: onnx.ModelProto) -> onnx.ModelProto:
    """ONNX's shape inference with data propagation; ModelImportError if it rejects the
    model (inconsistent shapes, unknown operator versions)."""
    try:
        return shape_inference.infer_shapes(model, data_prop=True)
    except (shape_inference.InferenceError, RuntimeError, ValueError) as exc:
        raise ModelImportError(f"ONNX shape inference rejected the model: {exc}") from exc


# --------------------------------------------------------------------------- the graph


@dataclass
class _Graph:
    """An inferred graph: every tensor's shape, who produces it, the symbolic dims."""

    shapes: dict[str, Dims | None]
    producers: dict[str, onnx.NodeProto]
    symbols: list[str]

    @classmethod
    def of(cls, graph: onnx.GraphProto, symbols: list[str]) -> _Graph:
        shapes: dict[str, Dims | None] = {t.name: tuple(int(d) for d in t.dims)
                                          for t in graph.initializer}
        for v in (*graph.input, *graph.value_info, *graph.output):
            dims = _tensor_dims(v)
            shapes.setdefault(v.name, None if dims is None else tuple(
                d.dim_value if d.HasField("dim_value") else (d.dim_param or UNKNOWN)
                for d in dims))
        producers = {out: node for node in graph.node for out in node.output}
        return cls(shapes, producers, symbols)

    def dims(self, node: _Node, tensor: str) -> tuple[int, ...]:
        """The concrete shape of `tensor`, an input of `node`; DynamicShapeError if unknown."""
        shape = self.shapes.get(tensor)
        fix = ("fix it with --batch N (the first dim of every graph input) or --dim "
               "NAME=VALUE (batch= / dims= from Python); symbolic dims in this model: "
               f"{', '.join(self.symbols) or 'none'}")
        if shape is None:
            raise DynamicShapeError(f"{node}: the shape of input {tensor!r} is unknown after "
                                    f"shape inference; {fix}")
        text = ", ".join(str(d) for d in shape)
        if not all(isinstance(d, int) for d in shape):
            raise DynamicShapeError(f"{node}: input {tensor!r} has shape [{text}], not fixed "
                                    f"after shape inference; {fix}")
        if not all(shape):
            raise ModelImportError(f"{node}: input {tensor!r} is empty (shape [{text}]): a "
                                   f"GEMM of it does no work; give its dims other values")
        return shape  # type: ignore[return-value]

    def transposed(self, tensor: str) -> str | None:
        """The input of the Transpose producing `tensor` if it swaps the last two axes and
        keeps the others (`tensor` is then B^T of that input), else None."""
        node = self.producers.get(tensor)
        if node is None or node.op_type != "Transpose" or node.domain not in ONNX_DOMAINS:
            return None
        perm = list(attributes(node).get("perm", ()))
        rank = len(perm)
        return node.input[0] if rank >= 2 and perm == [*range(rank - 2), rank - 1,
                                                        rank - 2] else None


@dataclass(frozen=True)
class _Node:
    """A GEMM-like node: its layer name and how errors name it."""

    proto: onnx.NodeProto
    name: str

    def __str__(self) -> str:
        return f"node {self.name!r} ({self.proto.op_type})"

    @property
    def attributes(self) -> dict:
        return attributes(self.proto)

    def input(self, index: int) -> str:
        if index >= len(self.proto.input) or not self.proto.input[index]:
            raise ModelImportError(f"{self}: input {index} is missing")
        return self.proto.input[index]


def attributes(node: onnx.NodeProto) -> dict:
    """The node's attributes by name, strings decoded (the import's and the forward's)."""
    out = {}
    for a in node.attribute:
        value = onnx.helper.get_attribute_value(a)
        out[a.name] = value.decode() if isinstance(value, bytes) else value
    return out


def padding(attrs: dict, size: tuple[int, ...], window: tuple[int, ...],
            strides: tuple[int, ...]) -> tuple[tuple[int, int], ...]:
    """(begin, end) zero padding per spatial axis of a Conv or pooling node, from its `pads`
    or `auto_pad` (SAME keeps ceil(size / stride) outputs, the odd pixel at the end for
    SAME_UPPER); `window` is the dilated kernel extent per axis. ValueError for an auto_pad
    ONNX does not define (the callers name the node)."""
    auto = attrs.get("auto_pad", "NOTSET")
    if auto in ("NOTSET", "VALID"):
        pads = list(attrs.get("pads", [0] * 2 * len(size))) if auto == "NOTSET" else \
            [0] * 2 * len(size)
        return tuple((pads[i], pads[i + len(size)]) for i in range(len(size)))
    if auto not in ("SAME_UPPER", "SAME_LOWER"):
        raise ValueError(f"auto_pad {auto!r} is none of NOTSET, VALID, SAME_UPPER, SAME_LOWER")
    out = []
    for n, k, s in zip(size, window, strides):
        total = max((-(-n // s) - 1) * s + k - n, 0)
        small, big = total // 2, total - total // 2
        out.append((small, big) if auto == "SAME_UPPER" else (big, small))
    return tuple(out)


def layer_name(node: onnx.NodeProto, index: int) -> str:
    """The node's name (else "<OpType>_<index>"), every character but printable ASCII and
    the quote, backslash and question mark (trigraphs) replaced by "_": a per-model library
    prints it into C strings."""
    return re.sub(r'[^ -~]|["\\?]', "_", node.name) or f"{node.op_type}_{index}"


# --------------------------------------------------------------------------- operators


def _operands(graph: _Graph, node: _Node, a: int, b: int) -> tuple[tuple[int, ...],
                                                                    tuple[int, ...], bool]:
    """(A's shape, op(B)'s shape, trans_b): op(B) = B^T when a Transpose swapping B's last
    two axes produces it (B's shape is then its input's, with the two axes swapped)."""
    b_tensor = node.input(b)
    source = graph.transposed(b_tensor)
    b_shape = graph.dims(node, source or b_tensor)
    if source:
        b_shape = (*b_shape[:-2], b_shape[-1], b_shape[-2])
    return graph.dims(node, node.input(a)), b_shape, source is not None


def _matmul(walker: LayerWalker, graph: _Graph, node: _Node, a: int, b: int,
            kind_suffix: str) -> None:
    """numpy matmul: a 1-D A is a row, a 1-D B a column; batch dims broadcast."""
    a_shape, b_shape, trans_b = _operands(graph, node, a, b)
    if len(a_shape) == 1:
        a_shape = (1, *a_shape)
    if len(b_shape) == 1:
        b_shape = (*b_shape, 1)
    (M, K), (K_b, N) = a_shape[-2:], b_shape[-2:]
    if K != K_b:
        raise ModelImportError(f"{node}: A is {list(a_shape)} and op(B) {list(b_shape)}: "
                               f"their inner dims differ ({K} and {K_b})")
    if prod(b_shape[:-2]) == 1:  # weights: A's batch dims are rows of one GEMM
        walker.add(node.name, "linear" + kind_suffix, prod(a_shape[:-2]) * M, N, K,
                   trans_b=trans_b)
        return
    try:
        batch = np.broadcast_shapes(a_shape[:-2], b_shape[:-2])
    except ValueError as exc:
        raise ModelImportError(f"{node}: the batch dims of A {list(a_shape)} and op(B) "
                               f"{list(b_shape)} do not broadcast") from exc
    walker.add(node.name, "batched" + kind_suffix, M, N, K, count=prod(batch), trans_b=trans_b)


def _gemm(walker: LayerWalker, graph: _Graph, node: _Node, a: int, b: int,
          kind_suffix: str) -> None:
    """Gemm: op(A) op(B) with transA / transB; a Transpose feeding B flips transB."""
    attrs = node.attributes
    a_shape, b_shape, transposed = _operands(graph, node, a, b)
    if len(a_shape) != 2 or len(b_shape) != 2:
        raise ModelImportError(f"{node}: Gemm takes 2-D A and B, got {list(a_shape)} and "
                               f"{list(b_shape)}")
    trans_a, trans_b = bool(attrs.get("transA", 0)), bool(attrs.get("transB", 0))
    M, K = a_shape[::-1] if trans_a else a_shape
    K_b, N = b_shape[::-1] if trans_b else b_shape
    if K != K_b:
        raise ModelImportError(f"{node}: op(A) is {M} x {K} and op(B) {K_b} x {N}: their "
                               f"inner dims differ")
    walker.add(node.name, ("fc A^T" if trans_a else "fc") + kind_suffix, M, N, K,
               trans_b=trans_b != transposed)


def _conv(walker: LayerWalker, graph: _Graph, node: _Node, x: int, w: int,
          kind_suffix: str) -> None:
    """A 2-D NCHW conv as `group` im2col GEMMs; conv2d's hyper-parameters where it runs it."""
    x_shape, w_shape = graph.dims(node, node.input(x)), graph.dims(node, node.input(w))
    if len(x_shape) != 4 or len(w_shape) != 4:
        spatial = len(x_shape) - 2
        raise ModelImportError(f"{node}: a {spatial}-D convolution (input {list(x_shape)}, "
                               f"weights {list(w_shape)}); exogemm imports 2-D (NCHW) "
                               f"convolutions only")
    attrs = node.attributes
    (batch, C, H, W), (K, C_group, R, S) = x_shape, w_shape
    group = int(attrs.get("group", 1))
    if C_group * group != C or K % group:
        raise ModelImportError(f"{node}: input {list(x_shape)} and weights {list(w_shape)} "
                               f"do not make {group} group(s) (C = {C} must be group x "
                               f"{C_group}, K = {K} a multiple of group)")
    stride = tuple(attrs.get("strides", (1, 1)))
    dilation = tuple(attrs.get("dilations", (1, 1)))
    window = tuple((r - 1) * d + 1 for r, d in zip((R, S), dilation))
    try:
        begin, end = zip(*padding(attrs, (H, W), window, stride))
    except ValueError as exc:
        raise ModelImportError(f"{node}: {exc}") from exc
    Ho, Wo = (conv_output_size(n + b + e, r, s, 0, d) for n, r, s, d, b, e
              in zip((H, W), (R, S), stride, dilation, begin, end))
    if Ho <= 0 or Wo <= 0:
        raise ModelImportError(f"{node}: the {R}x{S} window (dilation {list(dilation)}) does "
                               f"not fit the padded {H}x{W} input")
    if group == 1 and begin == end:  # conv2d runs it: same padding on both sides
        walker.conv(node.name, batch, H, W, C, K, R, S, _same(stride), _same(tuple(begin)),
                    _same(dilation), kind="conv" + kind_suffix)
        return
    kind = "depthwise conv" if group > 1 and C_group == 1 else \
        "grouped conv" if group > 1 else "conv"
    walker.add(node.name, kind + kind_suffix, batch * Ho * Wo, K // group, R * S * C_group,
               count=group)


def _same(pair: tuple[int, ...]) -> int | tuple[int, ...]:
    """A per-axis pair as one int when both axes agree (how the built-in suites give it)."""
    return pair[0] if pair[0] == pair[1] else pair


@dataclass(frozen=True)
class OperatorForm:
    """How one GEMM-like operator becomes layers: its reader, where its A (or X) and B (or
    W) are among the node's inputs, and whether it is an int8 form."""

    read: Callable[[LayerWalker, _Graph, _Node, int, int, str], None]
    a: int
    b: int
    int8: bool = False


OPERATORS: dict[str, OperatorForm] = {
    "MatMul": OperatorForm(_matmul, 0, 1),
    "MatMulInteger": OperatorForm(_matmul, 0, 1, int8=True),
    "QLinearMatMul": OperatorForm(_matmul, 0, 3, int8=True),
    "Gemm": OperatorForm(_gemm, 0, 1),
    "Conv": OperatorForm(_conv, 0, 1),
    "ConvInteger": OperatorForm(_conv, 0, 1, int8=True),
    "QLinearConv": OperatorForm(_conv, 0, 3, int8=True),
}


# --------------------------------------------------------------------------- entry points


def model_layers(model: str | Path | onnx.ModelProto, *, batch: int | None = None,
                 dims: Mapping[str, int] | None = None) -> list[Layer]:
    """Every distinct GEMM of the model's main graph, in graph order (see the module
    docstring), in the group "batch N" with `batch`, else the model's name."""
    proto, name = load_model(model)
    return _layers(proto, name, batch, dims)


def model_suite(model: str | Path | onnx.ModelProto, *, batch: int | None = None,
                dims: Mapping[str, int] | None = None) -> Suite:
    """The model's layers as a shape suite, named after the model (a C identifier), which
    `exogemm bench`, `tune` and `emit-model` take wherever they take a suite name."""
    proto, name = load_model(model)
    layers = _layers(proto, name, batch, dims)
    fixed = [f"batch {batch}"] if batch else []
    fixed += [f"{k}={v}" for k, v in (dims or {}).items()]
    where = model if isinstance(model, (str, Path)) else f"graph {name}"
    return Suite(suite_name(name), f"ONNX model {where}" +
                 (f" ({', '.join(fixed)})" if fixed else ""),
                 lambda quick=False: list(layers), (), ())


def _layers(proto: onnx.ModelProto, name: str, batch: int | None,
            dims: Mapping[str, int] | None) -> list[Layer]:
    symbols = symbolic_dims(proto.graph)
    inferred = infer(fix_dims(proto, batch, dims)).graph
    graph = _Graph.of(inferred, symbols)
    walker = LayerWalker(f"batch {batch}" if batch else suite_name(name))
    for index, node in enumerate(inferred.node):
        form = OPERATORS.get(node.op_type) if node.domain in ONNX_DOMAINS else None
        if form:
            form.read(walker, graph, _Node(node, layer_name(node, index)), form.a, form.b,
                      INT8 if form.int8 else "")
    if not walker.found:
        ops = sorted({n.op_type for n in inferred.node})
        raise ModelImportError(f"{name} has no GEMM-like node ({', '.join(OPERATORS)}); "
                               f"its operators: {', '.join(ops[:20])}"
                               f"{', ...' if len(ops) > 20 else ''}")
    return walker.layers()


def main(argv: list[str] | None = None) -> int:
    """`python -m exogemm.models.onnx_import MODEL [--batch N] [--dim NAME=VALUE ...]`: the
    layers."""
    p = argparse.ArgumentParser(prog="python -m exogemm.models.onnx_import",
                                description="The GEMMs an ONNX model runs, as exogemm's layers.")
    p.add_argument("model", help="an .onnx file")
    p.add_argument("--batch", type=int, help="the first dim of inputs with a symbolic batch")
    p.add_argument("--dim", action="append", default=[], metavar="NAME=VALUE",
                   help="a symbolic dim's value (repeatable)")
    args = p.parse_args(argv)
    try:
        suite = model_suite(args.model, batch=args.batch, dims=parse_dims(args.dim))
    except ExogemmError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    layers = suite.layers()
    print(f"# {suite.name}: {suite.description}")
    print("\n".join(layer_lines(layers)))
    print(f"  {len(layers)} distinct GEMMs, {sum(x.count for x in layers)} in all, "
          f"{network_flops(layers) / 1e9:.3f} GFLOP per forward pass")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
