"""ONNX Runtime as a peer: a one-node model per shape on its CPU provider (MLAS's GEMMs).

Why a module of its own: ONNX Runtime has no cblas entry bench/ctimer could call, so it is
timed from Python on a session whose inputs and output are bound once to preallocated
arrays (io_binding: no conversion or allocation per call), with the suites' one timing
method (ctimer.gflops_samples). Its Python call overhead, a few microseconds, is part of what
a call costs in ONNX Runtime too.

  FP32 (bench/dl.py, the `onnxruntime` column): per shape, MatMul(A, B) for C = A B;
  Gemm(A, B, transB=1) where op(B) = B^T; Gemm(A, B, C, beta=1) where the suite times
  C += A op(B) (its Y = A op(B) + C, written to another array: MLAS copies C into Y and
  accumulates there). B is a graph input, not an initializer, so MLAS packs it in every
  call as the cblas peers do; a deployed model's constant weights are prepacked once, which
  these figures leave out. intra_op_num_threads is the row's thread count.
  int8 (bench/lowp.py): MatMulInteger, through `one_node_session` and `runner` here.

onnx and onnxruntime are the `bench` extra; without them the peer is skipped with the reason.
"""

from __future__ import annotations

import importlib
import importlib.util
from types import ModuleType
from typing import Callable, Sequence

import numpy as np

from exogemm.bench.timing.ctimer import gflops_samples, loop_timer, random_operands

MISSING = "not installed: pip install 'exogemm[bench]' (onnx and onnxruntime)"
OPSET = 13


def missing() -> str | None:
    """Why the peer cannot run here, or None."""
    if any(importlib.util.find_spec(m) is None for m in ("onnx", "onnxruntime")):
        return MISSING
    return None


def _modules() -> tuple[ModuleType, ModuleType]:
    """(onnx, onnxruntime), imported when a session is first made: importing onnxruntime
    costs a few hundred ms that `exogemm` commands without this peer should not pay."""
    return importlib.import_module("onnx"), importlib.import_module("onnxruntime")


def version() -> str:
    return _modules()[1].__version__


def one_node_session(op: str, inputs: Sequence[tuple[str, np.dtype, Sequence]],
                     output: tuple[str, np.dtype, Sequence], threads: int, **attrs):
    """An InferenceSession on the CPU provider of the model with one node `op`(inputs) ->
    output, each given as (name, NumPy dtype, shape; a str dimension is symbolic), running
    `threads` intra-op threads and one inter-op thread."""
    onnx, ort = _modules()
    helper = onnx.helper

    def info(name, dtype, shape):
        return helper.make_tensor_value_info(name, helper.np_dtype_to_tensor_dtype(
            np.dtype(dtype)), list(shape))

    graph = helper.make_graph(
        [helper.make_node(op, [i[0] for i in inputs], [output[0]], **attrs)], op.lower(),
        [info(*i) for i in inputs], [info(*output)])
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", OPSET)])
    options = ort.SessionOptions()
    options.intra_op_num_threads = threads
    options.inter_op_num_threads = 1
    return ort.InferenceSession(model.SerializeToString(), options,
                                providers=["CPUExecutionProvider"])


def runner(session, input_names: Sequence[str], output_name: str) -> Callable[..., None]:
    """run(*inputs, out): the session on these arrays with its output written into `out`;
    the arrays are bound once and the binding reused while the same arrays come back."""
    last: list = [None, None]

    def run(*arrays: np.ndarray) -> None:
        *ins, out = arrays
        key = tuple((a.ctypes.data, a.shape, a.dtype.str) for a in arrays)
        if last[0] != key:
            io = session.io_binding()
            for name, a in zip(input_names, ins):
                io.bind_cpu_input(name, a)
            io.bind_output(output_name, "cpu", 0, out.dtype, out.shape, out.ctypes.data)
            last[:] = [key, io]
        session.run_with_iobinding(last[1])

    return run


def float_node(trans_b: bool, beta: float) -> str:
    """The node a suite row runs: MatMul for C = A B, else Gemm with its attributes."""
    if not trans_b and beta == 0.0:
        return "MatMul"
    return "Gemm" + (" transB=1" if trans_b else "") + (" beta=1 (C input)" if beta else "")


class FloatGemm:
    """The FP32 peer of bench/dl.py: one session per (shape, op(B), beta, threads), the last
    one kept (the suites ask shape by shape)."""

    def __init__(self):
        self._key: tuple | None = None
        self._run: Callable[..., None] | None = None

    @staticmethod
    def describe() -> str:
        return (f"ONNX Runtime {version()} MatMul (MLAS; Gemm for op(B) = B^T or beta = 1; "
                f"B a graph input, packed per call), intra_op_num_threads = the row's threads")

    def _runner(self, m: int, n: int, k: int, trans_b: bool, beta: float, threads: int):
        key = (m, n, k, trans_b, beta, threads)
        if key != self._key:
            b_shape = (n, k) if trans_b else (k, n)
            ins = [("A", np.float32, (m, k)), ("B", np.float32, b_shape)]
            if beta:
                ins.append(("C", np.float32, (m, n)))
            node = float_node(trans_b, beta).split()[0]
            attrs = {} if node == "MatMul" else dict(transB=int(trans_b), beta=float(beta))
            session = one_node_session(node, ins, ("Y", np.float32, (m, n)), threads, **attrs)
            self._key, self._run = key, runner(session, [i[0] for i in ins], "Y")
        return self._run

    def product(self, A: np.ndarray, B: np.ndarray, C: np.ndarray | None = None, *,
                trans_b: bool = False, threads: int = 1) -> np.ndarray:
        """A op(B) (+ C when given) as the timed session computes it."""
        m, k = A.shape
        n = B.shape[0] if trans_b else B.shape[1]
        Y = np.empty((m, n), np.float32)
        run = self._runner(m, n, k, trans_b, 0.0 if C is None else 1.0, threads)
        run(*(x for x in (A, B, C) if x is not None), Y)
        return Y

    def measure(self, m: int, n: int, k: int, *, trans_b: bool, beta: float, threads: int,
                min_time: float, samples: int, warmup: int = 1, seed: int = 0) -> list[float]:
        """GFLOP/s samples on the operands ctimer.measure gives every peer."""
        a, b, c = random_operands(m, n, k, trans_b=trans_b, seed=seed)
        y = np.empty((m, n), np.float32)
        run = self._runner(m, n, k, trans_b, beta, threads)
        args = (a, b, c, y) if beta else (a, b, y)
        return gflops_samples(loop_timer(lambda: run(*args)), 2.0 * m * n * k, min_time,
                              samples, warmup)
