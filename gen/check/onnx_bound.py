"""How far an FP32 forward pass of an ONNX model may be from the exact one: an elementwise
bound on every output, so two correct implementations (exogemm's forward, onnxruntime's CPU
provider) can be compared although they sum in different orders.

Running error analysis (docs/onnx.md "The bound"). The model is run once in float64 NumPy
(onnx_forward.REFERENCE; its own error is about 2^-29 of float32's, and is neglected), which
gives every tensor's exact value v. Each tensor also carries e, a bound on |computed - v|
that holds for ANY float32 implementation of the graph: 0 for the inputs and initializers,
and for each node, from its inputs' values and bounds, one rule of `RULES`:

  linear (MatMul, Gemm, Conv)   OP(|x| + e_x, |W| + e_W) (1 + gamma_{k+2}) - OP(|x|, |W|):
                                the node on magnitudes, k its dot-product depth (+2: alpha,
                                the bias or beta C); gen/tolerance.gamma, any summation order
  Add, Sub / Mul / Div          e_a + e_b + u|v| / (|a| + e_a)(|b| + e_b)(1 + u) - |a||b| /
                                ((|b| e_a + |a| e_b)/|b| + u(|a| + e_a)) / (|b| - e_b)
  Relu, MaxPool, reshapes       the node on the errors (1-Lipschitz, or moving them about)
  Tanh, Sigmoid, Erf, Gelu      L e + ELEMENTARY_REL (|v| + L e) + ELEMENTARY_ABS, L the
                                function's Lipschitz constant; Exp likewise with e^v
  Sqrt                          min(e / (sqrt(v) + sqrt(v - e)), sqrt(e)) + u(sqrt(v) + ...)
  pooling averages              the pool of e + gamma_{n+1} * the pool of |x|
  Softmax                       s (e^{2 max e} - 1) + s (u (|x - max| + max|x - max|)
                                + 2 ELEMENTARY_REL + gamma_{n+2} + n ELEMENTARY_ABS) + ...
  LayerNormalization            first order in e; covers the one-pass (E[x^2] - mean^2)
                                and the two-pass variance

u is float32's unit roundoff and gamma_n the classical n u / (1 - n u) (gen/check/tolerance.py,
the project's one table of both). Exp, Tanh, Sigmoid, Erf have no correctly rounded
implementation in either library (MLAS approximates them by polynomials and clamps the
argument range); `ELEMENTARY_REL` and `ELEMENTARY_ABS` are the one stated assumption about
them. Two correct implementations are each within e of v, so they differ by at most 2 e:
`compare` judges |ours - theirs| <= 2 e with gen/tolerance.error_ratio.

That bound is rigorous but loose for deep graphs: an input error goes through |W|, not W,
so each layer may multiply it by a row sum of |W| (about 10 for the small CNN's widths; the
CNN's end-to-end bound is about a tenth of its outputs). `compare_nodes` is the tight check
from the same rules: every node run by exogemm on the other implementation's own input
tensors, against that implementation's output, within twice the node's local bound (the
rule with exact inputs: gamma_{k+2} |x||W| for a GEMM), so a wrong element of one layer
stands out by orders of magnitude.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Callable, Mapping

import numpy as np
import onnx
from onnx import helper

from exogemm.api.onnx_forward import (
    EXOGEMM,
    LINEAR_OPS,
    REFERENCE,
    forward,
    gemm_depth,
    load,
    opset,
    run_node,
)
from exogemm.api.onnx_ops import layer_norm_axes, softmax_axis
from exogemm.core.errors import OnnxModelError
from exogemm.gen.check.tolerance import error_ratio, gamma, unit_roundoff
from exogemm.models.onnx_import import attributes

U = unit_roundoff("f32")
#: The assumed accuracy of float32 exp, tanh, logistic and erf in any implementation: 8 ulps
#: relative (an ulp is at most 2u of the value), plus 2^-24 absolute for where an
#: implementation clamps its argument and returns the limit (0, 1, -1) for a value within
#: 2^-24 of it. Not measured against onnxruntime: a documented assumption (docs/onnx.md).
ELEMENTARY_REL = 8 * 2 * U
ELEMENTARY_ABS = U
#: Lipschitz constants: sup |f'| of tanh (1), the logistic (1/4), erf (2/sqrt(pi)), and
#: x Phi(x) (exact Gelu: Phi(x) + x phi(x) peaks at 1.1289 near x = 1.41; its tanh form
#: stays below 1.13 too).
LIPSCHITZ = {"Tanh": 1.0, "Sigmoid": 0.25, "Erf": 2 / math.sqrt(math.pi), "Gelu": 1.13}

#: A rule: (node, exact inputs, their error bounds, exact outputs, model opset) -> the error
#: bounds of the outputs. Integer tensors (shapes, indices) are exact: their bound is 0.
Rule = Callable[[onnx.NodeProto, list, list, list, int], list]


def _zeros(tensors: list) -> list:
    return [None if t is None else np.zeros(np.shape(t)) for t in tensors]


def _is_float(x) -> bool:
    return x is not None and np.issubdtype(np.asarray(x).dtype, np.floating)


def _abs_node(node: onnx.NodeProto) -> onnx.NodeProto:
    """The node with |alpha| and |beta| (Gemm), so that on magnitudes it gives magnitudes."""
    attrs = attributes(node)
    for key in ("alpha", "beta"):
        if key in attrs:
            attrs[key] = abs(attrs[key])
    return helper.make_node(node.op_type, list(node.input), list(node.output), **attrs)


def _linear(node, vals, errs, outs, model_opset):
    k = gemm_depth(node, vals)
    absn = _abs_node(node)
    mags = [None if v is None else np.abs(v) for v in vals]
    wide = [None if m is None else m + e for m, e in zip(mags, errs)]
    hi = run_node(absn, wide, model_opset)[0]
    lo = run_node(absn, mags, model_opset)[0]
    return [hi * (1 + gamma(k + 2)) - lo]


def _structural(node, vals, errs, outs, model_opset):
    """Nodes that move values about or are 1-Lipschitz coordinatewise and monotone on the
    errors (Relu, MaxPool): the node applied to the error bounds, integers passed as they
    are."""
    args = [e if _is_float(v) else v for v, e in zip(vals, errs)]
    got = run_node(node, args, model_opset)
    return [g if _is_float(o) else np.zeros(np.shape(o)) for g, o in zip(got, outs)]


def _exact(node, vals, errs, outs, model_opset):
    return [np.zeros(np.shape(o)) for o in outs]


def _add(node, vals, errs, outs, model_opset):
    return [errs[0] + errs[1] + U * np.abs(outs[0])]


def _mul(node, vals, errs, outs, model_opset):
    a, b = np.abs(vals[0]), np.abs(vals[1])
    return [(a + errs[0]) * (b + errs[1]) * (1 + U) - a * b]


def _div(node, vals, errs, outs, model_opset):
    a, b = np.abs(vals[0]), np.abs(vals[1])
    ea, eb = errs
    room = b - eb
    with np.errstate(divide="ignore", invalid="ignore"):
        e = ((b * ea + a * eb) / b + U * (a + ea)) / room
    return [np.where(room > 0, e, np.inf)]


def _lipschitz(node, vals, errs, outs, model_opset):
    L, e, v = LIPSCHITZ[node.op_type], errs[0], np.abs(outs[0])
    out = L * e + ELEMENTARY_REL * (v + L * e) + ELEMENTARY_ABS
    if node.op_type == "Gelu":  # 0.5 x (1 + f(inner)): its argument and three roundings
        x = np.abs(vals[0])
        out = out + 0.5 * x * (4 * U * (x + 0.045 * x**3) + 6 * U)
    return [out]


def _exp(node, vals, errs, outs, model_opset):
    v, e = outs[0], errs[0]
    return [v * np.expm1(e) + ELEMENTARY_REL * v * np.exp(e) + ELEMENTARY_ABS]


def _sqrt(node, vals, errs, outs, model_opset):
    x, e, r = vals[0], errs[0], outs[0]
    with np.errstate(divide="ignore", invalid="ignore"):
        moved = np.minimum(e / (r + np.sqrt(np.maximum(x - e, 0))), np.sqrt(e))
    return [np.nan_to_num(moved, nan=0.0) + U * (r + moved)]


def _average(node, vals, errs, outs, model_opset):
    x = np.abs(vals[0])
    if node.op_type == "GlobalAveragePool":
        n = math.prod(x.shape[2:])
    else:
        n = math.prod(attributes(node)["kernel_shape"])
    moved = run_node(node, [errs[0]], model_opset)[0]
    return [moved + gamma(n + 1) * run_node(node, [x], model_opset)[0]]


def _softmax(node, vals, errs, outs, model_opset):
    x, axis = softmax_axis(node, vals[0], model_opset)
    e, _ = softmax_axis(node, errs[0], model_opset)
    s = outs[0].reshape(x.shape)
    n = x.shape[axis]
    moved = s * np.expm1(2 * e.max(axis=axis, keepdims=True))
    shift = np.abs(x - x.max(axis=axis, keepdims=True))
    rel = (U * (shift + shift.max(axis=axis, keepdims=True)) + 2 * ELEMENTARY_REL
           + gamma(n + 2) + n * ELEMENTARY_ABS)
    return [(moved + s * rel + ELEMENTARY_ABS).reshape(outs[0].shape)]


def _layer_normalization(node, vals, errs, outs, model_opset):
    x, scale = vals[0], np.abs(vals[1])
    bias = np.abs(vals[2]) if len(vals) > 2 and vals[2] is not None else 0.0
    e = errs[0]
    e_scale = errs[1]
    e_bias = errs[2] if len(errs) > 2 and errs[2] is not None else 0.0
    axes = layer_norm_axes(node, x)
    n = math.prod(x.shape[a] for a in axes)
    eps = attributes(node).get("epsilon", 1e-5)

    def mean(y):
        return y.mean(axis=axes, keepdims=True)

    mu = mean(x)
    var = mean((x - mu) ** 2)
    s = np.sqrt(var + eps)
    xhat = np.abs(x - mu) / s
    moved = (e + mean(e) + xhat * mean(xhat * e)) / s
    d_var = gamma(n + 3) * (mean(x * x) + mu * mu) + 2 * gamma(n) * mean(np.abs(x)) * \
        mean(np.abs(x - mu))
    d_s = 0.5 * d_var / (var + eps) + 2 * U
    rounded = (gamma(n) * mean(np.abs(x)) + U * np.abs(x - mu)) / s + xhat * (d_s + 2 * U)
    e_xhat = moved + rounded
    return [scale * e_xhat + e_scale * (xhat + e_xhat) + e_bias
            + gamma(2) * (xhat * scale + bias)] + _exact(node, vals, errs, outs[1:], 0)


RULES: dict[str, Rule] = {
    **{op: _linear for op in LINEAR_OPS},
    **{op: _structural for op in ("Relu", "MaxPool", "Identity", "Dropout", "Reshape",
                                  "Flatten", "Transpose", "Unsqueeze", "Squeeze", "Gather",
                                  "Concat")},
    **{op: _exact for op in ("Shape", "Constant")},
    "Add": _add, "Sub": _add, "Mul": _mul, "Div": _div,
    **{op: _lipschitz for op in LIPSCHITZ},
    "Exp": _exp, "Sqrt": _sqrt,
    "AveragePool": _average, "GlobalAveragePool": _average,
    "Softmax": _softmax, "LayerNormalization": _layer_normalization,
}


@dataclass
class Bound:
    """The float64 reference outputs and the elementwise bound on |float32 result - it|."""

    reference: dict[str, np.ndarray]
    error: dict[str, np.ndarray]


def forward_bound(model_or_path, inputs: Mapping[str, np.ndarray]) -> Bound:
    """Run the model in float64 and carry every tensor's error bound through it (RULES)."""
    model = load(model_or_path)
    ref = forward(model, inputs, backend=REFERENCE)
    version = opset(model)
    errs: dict[str, np.ndarray] = {}
    for node in model.graph.node:
        rule = RULES.get(node.op_type)
        if rule is None:
            raise OnnxModelError(f"node {node.name!r}: no error-bound rule for "
                                 f"{node.op_type!r}; rules: {', '.join(sorted(RULES))}")
        vals = [ref.tensors[n] if n else None for n in node.input]
        ins = [(errs.get(n, np.zeros(np.shape(ref.tensors[n]))) if n else None)
               for n in node.input]
        outs = [ref.tensors[n] for n in node.output if n]
        errs.update(zip([n for n in node.output if n],
                        rule(node, vals, ins, outs, version)))
    return Bound(ref.outputs, {name: errs[name] for name in ref.outputs})


@dataclass(frozen=True)
class Agreement:
    """One output of two implementations against the bound: the largest |difference| and
    the largest difference / bound (<= 1 passes)."""

    output: str
    max_error: float
    ratio: float

    @property
    def within(self) -> bool:
        return self.ratio <= 1.0


def compare(bound: Bound, ours: Mapping[str, np.ndarray], theirs: Mapping[str, np.ndarray]
            ) -> list[Agreement]:
    """Each output of two float32 implementations, judged by |ours - theirs| <= 2 e: each
    is within e of the exact value."""
    return [Agreement(name, *error_ratio(ours[name], np.asarray(theirs[name], np.float64),
                                         2 * bound.error[name]))
            for name in bound.error]


def against_reference(bound: Bound, ours: Mapping[str, np.ndarray]) -> list[Agreement]:
    """Each output of one float32 implementation against the float64 reference, within e."""
    return [Agreement(name, *error_ratio(ours[name], bound.reference[name], bound.error[name]))
            for name in bound.error]


def compare_nodes(model_or_path, theirs: Mapping[str, np.ndarray],
                  threads: int | None = None) -> list[Agreement]:
    """Each float node of the graph run by exogemm (onnx_forward.EXOGEMM, unfused) on
    `theirs`' input tensors of it, against `theirs`' output, within twice the node's local
    bound (its rule with exact inputs, evaluated in float64 on those inputs). `theirs`
    maps every tensor name of the graph (inputs, initializers, every node output) to
    another implementation's float32 value; one Agreement per node output, named
    'node name: tensor'."""
    model = load(model_or_path)
    version = opset(model)
    out = []
    for node in model.graph.node:
        outs = [n for n in node.output if n]
        if node.op_type in ("Shape", "Constant") or not all(n in theirs for n in outs):
            continue
        given = [theirs[n] if n else None for n in node.input]
        ours = run_node(node, given, version, EXOGEMM)
        exact_in = [None if g is None else
                    (np.asarray(g, np.float64) if _is_float(g) else g) for g in given]
        exact = run_node(node, exact_in, version)
        local = RULES[node.op_type](node, exact_in, _zeros(exact_in), exact, version)
        for name, mine, e in zip(outs, ours, local):
            if _is_float(mine):
                out.append(Agreement(f"{node.name}: {name}", *error_ratio(
                    mine, np.asarray(theirs[name], np.float64), 2 * e)))
    return out
