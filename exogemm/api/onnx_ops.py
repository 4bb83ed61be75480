"""The ONNX operators exogemm's forward pass (exogemm/api/onnx_forward.py) runs in NumPy.

Everything that is not a GEMM or a convolution: elementwise arithmetic and activations,
reshapes and transposes, pooling, Softmax and LayerNormalization. Each operator is a function
`op(node, inputs) -> outputs` on NumPy arrays, computed in the dtype of its float inputs, so
the same table serves the float32 forward and the float64 reference the error bound is
measured from (gen/check/onnx_bound.py). `NUMPY_OPS` is the one table of them; an attribute
value an operator does not implement raises OnnxModelError naming the node, never a silent
different result.
"""

from __future__ import annotations

import math
from typing import Callable

import numpy as np
import onnx
from onnx import numpy_helper

from exogemm.core.errors import OnnxModelError
from exogemm.models.onnx_import import attributes, padding

#: An operator: (node, its inputs, None for an omitted optional one) -> its outputs.
Op = Callable[[onnx.NodeProto, list], list]

#: np.frompyfunc(math.erf): NumPy has no erf; math.erf is accurate to about 1 ulp in float64.
_ERF = np.frompyfunc(math.erf, 1, 1)


# --------------------------------------------------------------------------- attributes


def refuse(node: onnx.NodeProto, what: str) -> OnnxModelError:
    """The error for an attribute value or input form a supported operator does not take."""
    return OnnxModelError(f"node {node.name or '(unnamed)'!r} ({node.op_type}): {what}")


def spatial_pads(node: onnx.NodeProto, attrs: dict, size: tuple[int, ...],
                 window: tuple[int, ...], strides: tuple[int, ...]
                 ) -> tuple[tuple[int, int], ...]:
    """onnx_import.padding for a node the forward runs, its refusal an OnnxModelError."""
    try:
        return padding(attrs, size, window, strides)
    except ValueError as exc:
        raise refuse(node, str(exc)) from exc


# --------------------------------------------------------------------------- elementwise


def _unary(fn: Callable[[np.ndarray], np.ndarray]) -> Op:
    def op(node, inputs):
        return [fn(inputs[0])]
    return op


def _binary(fn: Callable[[np.ndarray, np.ndarray], np.ndarray]) -> Op:
    def op(node, inputs):
        return [fn(inputs[0], inputs[1])]
    return op


def _divide(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """ONNX Div: true division of floats, truncation toward zero of integers."""
    if np.issubdtype(np.result_type(a, b), np.integer):
        return np.trunc(np.true_divide(a, b)).astype(np.result_type(a, b))
    return np.divide(a, b)


def sigmoid(x: np.ndarray) -> np.ndarray:
    """1 / (1 + e^-x) without overflow: e^-|x| <= 1 on both branches."""
    e = np.exp(-np.abs(x))
    return np.where(x >= 0, 1 / (1 + e), e / (1 + e)).astype(x.dtype)


def erf(x: np.ndarray) -> np.ndarray:
    return _ERF(x).astype(x.dtype)


def _gelu(node, inputs):
    x = inputs[0]
    if attributes(node).get("approximate", "none") == "tanh":
        inner = math.sqrt(2 / math.pi) * (x + 0.044715 * x * x * x)
        return [0.5 * x * (1 + np.tanh(inner))]
    return [0.5 * x * (1 + erf(x / math.sqrt(2)))]


# --------------------------------------------------------------------------- shapes


def _constant(node, inputs):
    attrs = attributes(node)
    if "value" in attrs:
        return [numpy_helper.to_array(attrs["value"])]
    for key, dtype in (("value_float", np.float32), ("value_floats", np.float32),
                       ("value_int", np.int64), ("value_ints", np.int64)):
        if key in attrs:
            return [np.array(attrs[key], dtype)]
    raise refuse(node, f"takes value, value_float(s) or value_int(s); got {sorted(attrs)}")


def _reshape(node, inputs):
    x, shape = inputs
    shape = [int(s) for s in shape]
    if not attributes(node).get("allowzero", 0):  # 0 copies the input's dimension
        shape = [x.shape[i] if s == 0 else s for i, s in enumerate(shape)]
    return [x.reshape(shape)]


def _flatten(node, inputs):
    x = inputs[0]
    axis = attributes(node).get("axis", 1) % (x.ndim + 1) if x.ndim else 0
    return [x.reshape(math.prod(x.shape[:axis]), math.prod(x.shape[axis:]))]


def _transpose(node, inputs):
    perm = attributes(node).get("perm")
    return [np.transpose(inputs[0], perm)]


def _axes(node, inputs) -> list[int] | None:
    """Unsqueeze / Squeeze axes: the second input (opset 13 on) or the attribute."""
    if len(inputs) > 1 and inputs[1] is not None:
        return [int(a) for a in inputs[1]]
    return attributes(node).get("axes")


def _unsqueeze(node, inputs):
    x, axes = inputs[0], _axes(node, inputs)
    rank = x.ndim + len(axes)
    return [np.expand_dims(x, tuple(sorted(a % rank for a in axes)))]


def _squeeze(node, inputs):
    x, axes = inputs[0], _axes(node, inputs)
    return [np.squeeze(x, None if axes is None else tuple(a % x.ndim for a in axes))]


def _shape(node, inputs):
    attrs = attributes(node)
    dims = inputs[0].shape[attrs.get("start", 0):attrs.get("end")]
    return [np.array(dims, np.int64)]


def _gather(node, inputs):
    return [np.take(inputs[0], inputs[1], axis=attributes(node).get("axis", 0))]


def _concat(node, inputs):
    return [np.concatenate(inputs, axis=attributes(node)["axis"])]


# --------------------------------------------------------------------------- pooling


def _pool_windows(node, x: np.ndarray, fill: float) -> tuple[np.ndarray, np.ndarray]:
    """(windows, padding mask's windows) of a 2-D pooling node on NCHW x: arrays of shape
    (N, C, Ho, Wo, kh, kw); the mask is 1 where a window reads x, 0 in the padding."""
    attrs = attributes(node)
    if x.ndim != 4:
        raise refuse(node, f"pools 2-D NCHW inputs only, got {x.ndim}-D {x.shape}")
    if attrs.get("ceil_mode", 0):
        raise refuse(node, "ceil_mode = 1 is not implemented (floor only)")
    if attrs.get("storage_order", 0) or len(node.output) > 1:
        raise refuse(node, "the Indices output is not implemented")
    kh, kw = attrs["kernel_shape"]
    sh, sw = attrs.get("strides", [1, 1])
    dh, dw = attrs.get("dilations", [1, 1])
    span = (dh * (kh - 1) + 1, dw * (kw - 1) + 1)
    (pt, pb), (pl, pr) = spatial_pads(node, attrs, x.shape[2:], span, (sh, sw))
    pad = ((0, 0), (0, 0), (pt, pb), (pl, pr))
    mask = np.ones((1, 1) + x.shape[2:], x.dtype)
    windows = [np.lib.stride_tricks.sliding_window_view(np.pad(a, pad, constant_values=v),
                                                        span, axis=(2, 3))
               [:, :, ::sh, ::sw, ::dh, ::dw] for a, v in ((x, fill), (mask, 0))]
    return windows[0], windows[1]


def _max_pool(node, inputs):
    windows, _ = _pool_windows(node, inputs[0], -np.inf)
    return [windows.max(axis=(4, 5))]


def _average_pool(node, inputs):
    windows, mask = _pool_windows(node, inputs[0], 0.0)
    total = windows.sum(axis=(4, 5))
    if attributes(node).get("count_include_pad", 0):
        return [total / math.prod(windows.shape[4:])]
    return [total / mask.sum(axis=(4, 5))]


def _global_average_pool(node, inputs):
    x = inputs[0]
    return [x.mean(axis=tuple(range(2, x.ndim)), keepdims=True)]


# --------------------------------------------------------------------------- normalization


def softmax(x: np.ndarray, axis: int) -> np.ndarray:
    e = np.exp(x - x.max(axis=axis, keepdims=True))
    return e / e.sum(axis=axis, keepdims=True)


def softmax_axis(node, x: np.ndarray, opset: int) -> tuple[np.ndarray, int]:
    """(x as Softmax sees it, its axis): before opset 13 Softmax flattens x to 2-D at
    `axis` (default 1) and normalizes each row; from 13 on it normalizes along `axis`
    (default -1)."""
    if opset >= 13:
        return x, attributes(node).get("axis", -1)
    axis = attributes(node).get("axis", 1) % max(x.ndim, 1)
    return x.reshape(math.prod(x.shape[:axis]), -1), 1


def _softmax(opset: int) -> Op:
    def op(node, inputs):
        x, axis = softmax_axis(node, inputs[0], opset)
        return [softmax(x, axis).reshape(inputs[0].shape)]
    return op


def layer_norm_axes(node, x: np.ndarray) -> tuple[int, ...]:
    """The axes LayerNormalization normalizes over: from `axis` (default -1) to the last."""
    axis = attributes(node).get("axis", -1) % x.ndim
    return tuple(range(axis, x.ndim))


def _layer_normalization(node, inputs):
    x, scale = inputs[0], inputs[1]
    bias = inputs[2] if len(inputs) > 2 else None
    axes = layer_norm_axes(node, x)
    eps = attributes(node).get("epsilon", 1e-5)
    mean = x.mean(axis=axes, keepdims=True)
    centred = x - mean
    inv_std = 1 / np.sqrt((centred * centred).mean(axis=axes, keepdims=True) + eps)
    y = centred * inv_std * scale
    return [y if bias is None else y + bias, mean, inv_std][:len(node.output)]


# --------------------------------------------------------------------------- the table


def numpy_ops(opset: int) -> dict[str, Op]:
    """Every operator the forward pass runs in NumPy, by op type, for a model of `opset`
    (the default domain's version: Softmax's meaning changed at 13)."""
    return {
        "Relu": _unary(lambda x: np.maximum(x, 0)),
        "Tanh": _unary(np.tanh),
        "Sigmoid": _unary(sigmoid),
        "Erf": _unary(erf),
        "Exp": _unary(np.exp),
        "Sqrt": _unary(np.sqrt),
        "Gelu": _gelu,
        "Add": _binary(np.add),
        "Sub": _binary(np.subtract),
        "Mul": _binary(np.multiply),
        "Div": _binary(_divide),
        "Identity": _unary(lambda x: x),
        "Dropout": lambda node, inputs: [inputs[0]],  # inference: the identity
        "Constant": _constant,
        "Reshape": _reshape,
        "Flatten": _flatten,
        "Transpose": _transpose,
        "Unsqueeze": _unsqueeze,
        "Squeeze": _squeeze,
        "Shape": _shape,
        "Gather": _gather,
        "Concat": _concat,
        "MaxPool": _max_pool,
        "AveragePool": _average_pool,
        "GlobalAveragePool": _global_average_pool,
        "Softmax": _softmax(opset),
        "LayerNormalization": _layer_normalization,
    }
