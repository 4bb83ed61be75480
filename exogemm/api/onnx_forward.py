"""An ONNX model's FP32 forward pass with every GEMM and convolution on exogemm.

    from exogemm.api.onnx_forward import run_model, forward
    outputs = run_model("model.onnx", {"input": x})            # {output name: array}
    print("\n".join(forward(model, {"input": x}).report()))     # what ran where, per node

MatMul and Gemm run on `exogemm.gemm` (an N-D MatMul against a 2-D weight as one GEMM over
all leading rows, a batched one as one GEMM per batch entry; Gemm's C as the fused bias when
it is a row vector with beta = 1, else as C with beta), Conv on `exogemm.conv2d` (NCHW
transposed to NHWC and back; a grouped or depthwise conv as one conv2d per group on its
channel slices; asymmetric pads as np.pad of the excess, then conv2d's symmetric padding; a
Relu that is the conv's or Gemm's only reader fused into it). Every other operator runs in
NumPy (exogemm/api/onnx_ops.py). An operator outside these raises OnnxModelError naming the node
and listing what is supported.

The same walk runs with the float64 NumPy `REFERENCE` backend (no fusion), which is what the
error bound of gen/check/onnx_bound.py is measured from.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Mapping

import numpy as np
import onnx
from onnx import numpy_helper

from exogemm.api.conv import conv2d, conv2d_reference
from exogemm.api.gemm import gemm
from exogemm.api.onnx_ops import numpy_ops, refuse, spatial_pads
from exogemm.core.errors import OnnxModelError
from exogemm.models.onnx_import import ONNX_DOMAINS, attributes

#: The operators that run on the backend's GEMM or convolution.
LINEAR_OPS = ("MatMul", "Gemm", "Conv")
#: Operators whose output a following Relu can be fused into (conv2d's and gemm's relu=).
FUSES_RELU = ("Conv", "Gemm")


# --------------------------------------------------------------------------- backends


@dataclass(frozen=True)
class Backend:
    """Where the linear operators run, and in which float type the whole pass computes.

    gemm(A, B, trans_a, trans_b, alpha, C, beta, relu, threads) -> act(alpha op(A) op(B) +
    beta C), C None or broadcastable to the M x N result; conv(x NHWC, w KRSC, stride,
    padding, dilation, bias, relu, threads) -> NHWC."""

    name: str
    dtype: type
    gemm: Callable[..., np.ndarray]
    conv: Callable[..., np.ndarray]
    fuse: bool  # fuse a Relu into the conv or GEMM before it


def _exogemm_gemm(A, B, trans_a, trans_b, alpha, C, beta, relu, threads) -> np.ndarray:
    M = A.shape[1] if trans_a else A.shape[0]
    N = B.shape[0] if trans_b else B.shape[1]
    args = dict(alpha=alpha, trans_a=trans_a, trans_b=trans_b, relu=relu, threads=threads)
    if C is None or beta == 0.0:
        return gemm(A, B, **args)
    if beta == 1.0 and C.size == N and (C.ndim < 2 or C.shape[-2] == 1):
        return gemm(A, B, bias=np.ascontiguousarray(C, np.float32).reshape(N), **args)
    out = np.array(np.broadcast_to(C, (M, N)), np.float32)
    return gemm(A, B, out, beta=beta, **args)


def _exogemm_conv(x, w, stride, padding, dilation, bias, relu, threads) -> np.ndarray:
    return conv2d(x, w, stride=stride, padding=padding, dilation=dilation, bias=bias,
                  relu=relu, threads=threads)


def _reference_gemm(A, B, trans_a, trans_b, alpha, C, beta, relu, threads) -> np.ndarray:
    out = alpha * ((A.T if trans_a else A) @ (B.T if trans_b else B))
    if C is not None and beta != 0.0:
        out = out + beta * C
    return np.maximum(out, 0) if relu else out


def _reference_conv(x, w, stride, padding, dilation, bias, relu, threads) -> np.ndarray:
    return conv2d_reference(x, w, stride=stride, padding=padding, dilation=dilation,
                            bias=bias, relu=relu, dtype=np.float64)


EXOGEMM = Backend("exogemm", np.float32, _exogemm_gemm, _exogemm_conv, fuse=True)
REFERENCE = Backend("NumPy float64", np.float64, _reference_gemm, _reference_conv, fuse=False)


# --------------------------------------------------------------------------- linear ops


@dataclass
class _Call:
    """One node being run: the backend, the thread count, and what its report says."""

    backend: Backend
    threads: int | None
    relu: bool = False
    calls: list[str] = field(default_factory=list)

    def gemm(self, A, B, trans_a=False, trans_b=False, alpha=1.0, C=None, beta=0.0):
        M, K = A.shape[::-1] if trans_a else A.shape
        N = B.shape[0] if trans_b else B.shape[1]
        self.calls.append(f"{M}x{N}x{K}")
        return self.backend.gemm(A, B, trans_a, trans_b, alpha, C, beta, self.relu,
                                 self.threads)


def _matmul(call: _Call, node, inputs):
    a, b = inputs
    if a.ndim == 1 or b.ndim == 1:  # NumPy's rules: a vector is promoted, then dropped
        out = _matmul(call, node, [a[None, :] if a.ndim == 1 else a,
                                   b[:, None] if b.ndim == 1 else b])[0]
        return [out[..., 0, :] if a.ndim == 1 else out[..., 0]]
    K, N = b.shape[-2:]
    if b.ndim == 2:  # every leading row of a against one weight: one GEMM
        return [call.gemm(a.reshape(-1, K), b).reshape(*a.shape[:-1], N)]
    batch = np.broadcast_shapes(a.shape[:-2], b.shape[:-2])
    a = np.broadcast_to(a, batch + a.shape[-2:])
    b = np.broadcast_to(b, batch + b.shape[-2:])
    out = np.empty(batch + (a.shape[-2], N), call.backend.dtype)
    for i in np.ndindex(*batch):
        out[i] = call.gemm(a[i], b[i])
    return [out]


def _gemm(call: _Call, node, inputs):
    attrs = attributes(node)
    C = inputs[2] if len(inputs) > 2 else None
    return [call.gemm(inputs[0], inputs[1], bool(attrs.get("transA", 0)),
                      bool(attrs.get("transB", 0)), attrs.get("alpha", 1.0), C,
                      attrs.get("beta", 1.0))]


def _conv(call: _Call, node, inputs):
    x, w = inputs[0], inputs[1]
    bias = inputs[2] if len(inputs) > 2 else None
    attrs = attributes(node)
    if x.ndim != 4:
        raise refuse(node, f"only 2-D convolutions (NCHW input) run on conv2d, got a "
                           f"{x.ndim}-D input {x.shape}")
    groups = attrs.get("group", 1)
    K, Cg, R, S = w.shape
    if x.shape[1] != Cg * groups or K % groups:
        raise refuse(node, f"{groups} group(s) of a {w.shape} filter do not fit "
                           f"{x.shape[1]} input channels")
    stride = tuple(attrs.get("strides", [1, 1]))
    dilation = tuple(attrs.get("dilations", [1, 1]))
    span = tuple(d * (k - 1) + 1 for d, k in zip(dilation, (R, S)))
    pads = spatial_pads(node, attrs, x.shape[2:], span, stride)
    even = tuple(min(p) for p in pads)  # conv2d's symmetric padding; np.pad the rest
    xh = np.transpose(x, (0, 2, 3, 1))
    if any(p != (e, e) for p, e in zip(pads, even)):
        xh = np.pad(xh, ((0, 0), *((b - e, a - e) for (b, a), e in zip(pads, even)), (0, 0)))
    wh = np.transpose(w, (0, 2, 3, 1))  # KRSC
    Kg = K // groups
    outs = []
    for g in range(groups):
        outs.append(call.backend.conv(
            xh[..., g * Cg:(g + 1) * Cg], wh[g * Kg:(g + 1) * Kg], stride, even, dilation,
            None if bias is None else bias[g * Kg:(g + 1) * Kg], call.relu, call.threads))
        call.calls.append(f"{x.shape[0]}x{outs[-1].shape[1]}x{outs[-1].shape[2]}, "
                          f"{Cg}->{Kg} {R}x{S}")
    out = outs[0] if groups == 1 else np.concatenate(outs, axis=-1)
    return [np.transpose(out, (0, 3, 1, 2))]


_LINEAR = {"MatMul": _matmul, "Gemm": _gemm, "Conv": _conv}


# --------------------------------------------------------------------------- the walk


@dataclass(frozen=True)
class NodeRun:
    """What one node ran on: 'exogemm GEMM', 'exogemm conv2d', 'NumPy', or 'fused into X'."""

    name: str
    op_type: str
    where: str
    detail: str = ""


@dataclass
class Forward:
    """A forward pass: the graph's outputs, every tensor it computed (by name), and what
    each node ran on."""

    outputs: dict[str, np.ndarray]
    tensors: dict[str, np.ndarray]
    nodes: list[NodeRun]

    def report(self) -> list[str]:
        """One line per node: name, op type, where it ran, and its GEMM shapes (M x N x K)
        or conv2d calls."""
        width = max((len(n.name) for n in self.nodes), default=4)
        return [f"{n.name:{width}}  {n.op_type:18}  {n.where}"
                + (f"  ({n.detail})" if n.detail else "") for n in self.nodes]


def _calls(calls: list[str]) -> str:
    """The backend calls of a node, a repeated call once with its count ("16 x ...")."""
    counted: list[list] = []
    for c in calls:
        if counted and counted[-1][1] == c:
            counted[-1][0] += 1
        else:
            counted.append([1, c])
    return ", ".join(c if n == 1 else f"{n} x {c}" for n, c in counted)


def load(model_or_path: onnx.ModelProto | str | Path) -> onnx.ModelProto:
    """The model itself, or the model in an .onnx file."""
    if isinstance(model_or_path, onnx.ModelProto):
        return model_or_path
    path = Path(model_or_path)
    if not path.is_file():
        raise OnnxModelError(f"no ONNX model at {path}: pass an onnx.ModelProto or the path "
                             f"of an .onnx file")
    return onnx.load(str(path))


def opset(model: onnx.ModelProto) -> int:
    """The version of the default ONNX domain the model imports."""
    return next((o.version for o in model.opset_import if o.domain in ONNX_DOMAINS), 1)


def supported_ops(model_opset: int = 17) -> list[str]:
    return sorted((*LINEAR_OPS, *numpy_ops(model_opset)))


def _inputs(graph: onnx.GraphProto, given: Mapping[str, np.ndarray], dtype: type
            ) -> dict[str, np.ndarray]:
    """The graph's inputs from `given`, checked against their declared types and shapes."""
    initialized = {t.name for t in graph.initializer}
    declared = [i for i in graph.input if i.name not in initialized]
    names = [i.name for i in declared]
    missing = [n for n in names if n not in given]
    extra = [n for n in given if n not in names]
    if missing or extra:
        raise OnnxModelError(f"the model takes the inputs {names}; "
                             + (f"missing {missing}" if missing else "")
                             + ("; " if missing and extra else "")
                             + (f"not inputs of it: {extra}" if extra else ""))
    out = {}
    for info in declared:
        x = given[info.name]
        t = info.type.tensor_type
        want = onnx.helper.tensor_dtype_to_np_dtype(t.elem_type)
        if not isinstance(x, np.ndarray) or x.dtype != want:
            raise OnnxModelError(f"input {info.name!r} must be a NumPy array of {want}, got "
                                 f"{getattr(x, 'dtype', type(x).__name__)}")
        dims = [d.dim_value if d.HasField("dim_value") else None for d in t.shape.dim]
        if t.HasField("shape") and (len(dims) != x.ndim or any(
                d is not None and d != n for d, n in zip(dims, x.shape))):
            raise OnnxModelError(f"input {info.name!r} has shape {x.shape}, the model "
                                 f"declares {['?' if d is None else d for d in dims]}")
        out[info.name] = _as(x, dtype)
    return out


def _as(x: np.ndarray, dtype: type) -> np.ndarray:
    """A float tensor in the pass's float type; integer tensors (shapes, indices) as they are."""
    return x.astype(dtype) if np.issubdtype(x.dtype, np.floating) else x


def _fused_relu(node: onnx.NodeProto, readers: dict[str, list[onnx.NodeProto]],
                graph_outputs: set[str]) -> onnx.NodeProto | None:
    """The Relu node that is the only reader of `node`'s output, if there is one and that
    output is not a graph output (then nobody sees the value before the Relu)."""
    out = node.output[0]
    reads = readers.get(out, [])
    if len(reads) == 1 and reads[0].op_type == "Relu" and out not in graph_outputs:
        return reads[0]
    return None


def forward(model_or_path, inputs: Mapping[str, np.ndarray], *, threads: int | None = None,
            backend: Backend = EXOGEMM) -> Forward:
    """Run the model on `inputs` (graph input name -> NumPy array of its declared type) with
    the linear operators on `backend`; threads goes to every exogemm call (None: the
    default, exogemm/core/threads.py). OnnxModelError for an unsupported operator or attribute
    or for inputs that do not match the model."""
    model = load(model_or_path)
    graph = model.graph
    ops = numpy_ops(opset(model))
    tensors = _inputs(graph, inputs, backend.dtype)
    tensors.update({t.name: _as(numpy_helper.to_array(t), backend.dtype)
                    for t in graph.initializer})
    readers: dict[str, list[onnx.NodeProto]] = {}
    for node in graph.node:
        for name in node.input:
            readers.setdefault(name, []).append(node)
    graph_outputs = {o.name for o in graph.output}
    fused: dict[int, str] = {}  # id() of a Relu node -> the node it is fused into
    runs = []
    for node in graph.node:
        label = node.name or f"{node.op_type}->{node.output[0]}"
        if id(node) in fused:
            runs.append(NodeRun(label, node.op_type, f"fused into {fused[id(node)]}"))
            continue
        if node.domain not in ("", "ai.onnx") or (node.op_type not in ops
                                                  and node.op_type not in _LINEAR):
            raise OnnxModelError(
                f"node {label!r} has op type {node.op_type!r}"
                + (f" of domain {node.domain!r}" if node.domain not in ("", "ai.onnx") else "")
                + ", which exogemm's ONNX forward does not implement; supported: "
                + ", ".join(supported_ops(opset(model))))
        args = []
        for name in node.input:
            if name and name not in tensors:
                raise OnnxModelError(f"node {label!r} reads {name!r}, which no input, "
                                     f"initializer or earlier node produced (the graph must "
                                     f"be in topological order)")
            args.append(tensors[name] if name else None)
        if node.op_type in _LINEAR:
            relu = _fused_relu(node, readers, graph_outputs) \
                if backend.fuse and node.op_type in FUSES_RELU else None
            call = _Call(backend, threads, relu=relu is not None)
            outs = _LINEAR[node.op_type](call, node, args)
            what = "GEMM" if node.op_type != "Conv" else "conv2d"
            runs.append(NodeRun(label, node.op_type, f"{backend.name} {what}",
                                _calls(call.calls) + (" + Relu" if relu else "")))
            if relu is not None:
                fused[id(relu)] = label
                tensors[relu.output[0]] = outs[0]
        else:
            outs = ops[node.op_type](node, args)
            runs.append(NodeRun(label, node.op_type, "NumPy"))
        wanted = [o for o in node.output if o]
        if len(outs) < len(wanted):
            raise refuse(node, f"{len(wanted)} outputs asked for, {len(outs)} implemented")
        tensors.update(zip(wanted, outs))
    missing = [o for o in graph_outputs if o not in tensors]
    if missing:
        raise OnnxModelError(f"no node produces the graph outputs {missing}")
    return Forward({o.name: tensors[o.name] for o in graph.output}, tensors, runs)


def run_model(model_or_path, inputs: Mapping[str, np.ndarray], *, threads: int | None = None
              ) -> dict[str, np.ndarray]:
    """The model's outputs (name -> float32 array) with every MatMul / Gemm on exogemm.gemm
    and every Conv on exogemm.conv2d (see `forward`)."""
    return forward(model_or_path, inputs, threads=threads).outputs


def run_node(node: onnx.NodeProto, inputs: list, model_opset: int,
             backend: Backend = REFERENCE) -> list:
    """One node's outputs on `inputs` (None for an omitted optional input), no fusion: how
    gen/check/onnx_bound.py reruns a node on magnitudes and error bounds."""
    if node.op_type in _LINEAR:
        return _LINEAR[node.op_type](_Call(backend, None), node, inputs)
    return numpy_ops(model_opset)[node.op_type](node, inputs)


def gemm_depth(node: onnx.NodeProto, inputs: list) -> int:
    """The dot-product length of each output element of a linear node: K of a MatMul or
    Gemm, C/group * R * S of a Conv."""
    if node.op_type == "Conv":
        return math.prod(inputs[1].shape[1:])
    if node.op_type == "Gemm" and attributes(node).get("transA", 0):
        return inputs[0].shape[0]
    return inputs[0].shape[-1]
