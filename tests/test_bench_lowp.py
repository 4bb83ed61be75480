"""The low-precision benchmark (`exogemm bench --dtype int8|bf16`): every peer that runs here
computes the same product as exogemm, and a peer that cannot run is listed with its reason.

Why: the closing figures of the low-precision issue are ratios to these peers; a peer timed
on the wrong operands (a transposed B, a signed A) or one dropped without a word would make
those ratios lie. int8 peers must agree exactly, bf16 ones within the benchmark's tolerance.
"""

from __future__ import annotations

import importlib.util

import numpy as np
import pytest

from exogemm.api.gemm import native_isa
from exogemm.bench import lowp
from exogemm.bench.report import SKIPPED
from exogemm.core.dtype import get_dtype
from exogemm.core.errors import UnsupportedCpuError
from exogemm.gen.c.lowp_gemm import kernel_dtype
from exogemm.gen.check.kernel import random_operand

DTYPES = ("u8s8s32", "bf16f32")


def _native_or_skip(dtype_name: str):
    try:
        isa = native_isa()
    except UnsupportedCpuError as exc:  # no native ISA: nothing to time
        pytest.skip(str(exc))
    kernel = kernel_dtype(isa, get_dtype(dtype_name))  # the route it runs here
    reason = isa.unavailable(kernel)
    if reason:
        pytest.skip(f"{dtype_name} ({kernel.name} kernels) does not run natively here: {reason}")
    return isa


@pytest.mark.parametrize("dtype_name", DTYPES)
def test_every_runnable_peer_computes_exogemms_product(dtype_name):
    _native_or_skip(dtype_name)
    d = get_dtype(dtype_name)
    rng = np.random.default_rng(1)
    M, N, K = 37, 29, 70  # ragged everywhere, K not a multiple of any k-group
    A = random_operand(d.numpy_a, (M, K), rng, words=False)
    B = random_operand(d.numpy_b, (K, N), rng, words=False)
    if d.exact:  # 7-bit values: no int16 pair sum saturates, so every correct wiring agrees
        A, B = A // 2, B // 2  # (what peers return on full-range ones: the exactness test)
    libs = lowp.libraries(d, threads=1)
    ran = [lib for lib in libs if lib.run]
    assert ran[0].name == "exogemm"
    outs = {}
    for lib in ran:
        outs[lib.name] = lib.new_c(d, M, N)
        lib.run(A, B, outs[lib.name])
    exact = A.astype(np.float64) @ B.astype(np.float64)
    if d.exact:
        assert np.array_equal(outs["exogemm"], exact.astype(np.int64))
    for name, out in outs.items():
        if name == "mkl" and d.exact:
            continue  # MKL's int8 off Intel CPUs is wrong: the bench marks it inexact (docstring)
        if name == lowp.F32_REFERENCE:
            continue  # exogemm's FP32 GEMM on float copies: it writes a C of its own
        assert lowp._agrees(d, outs["exogemm"], out), f"{name} computes another product"
    assert all(lib.about.startswith(SKIPPED) for lib in libs if not lib.run)


def test_torch_missing_is_a_reason_not_a_gap(monkeypatch):
    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec",
                        lambda name, *a: None if name == "torch" else real(name, *a))
    lib = lowp.torch_library(get_dtype("u8s8s32"))
    assert lib.run is None and "not installed" in lib.about and "CPU build" in lib.about


@pytest.mark.skipif(importlib.util.find_spec("torch") is None,
                    reason="PyTorch is not installed (an optional peer: its CPU build)")
def test_torch_bf16_writes_bf16_and_is_compared_in_f32():
    d = get_dtype("bf16f32")
    lib = lowp.torch_library(d)
    assert lib.c_dtype is not None and lib.c_dtype.itemsize == 2
    rng = np.random.default_rng(2)
    A = random_operand(d.numpy_a, (8, 16), rng, words=False)
    B = random_operand(d.numpy_b, (16, 8), rng, words=False)
    C = lib.new_c(d, 8, 8)
    lib.run(A, B, C)
    ref = (A.astype(np.float64) @ B.astype(np.float64)).astype(np.float32)
    assert lowp._agrees(d, ref, C)
    assert not lowp._agrees(d, ref, np.zeros_like(C))  # the check can fail


def test_tiny_square_suite_end_to_end():
    isa = _native_or_skip("u8s8s32")
    res = lowp.run_suite("square", "int8", isa, sizes=[48], quick=True, say=lambda s: None)
    (shape,) = res.shapes
    assert shape.seconds["exogemm"] > 0 and res.peak > 0
    assert "exogemm" not in shape.inexact
    text = "\n".join(lowp.format_table(res))
    assert "network-weighted" in text and "%" in text


@pytest.mark.parametrize("dtype_name", ["u8s8s32", "s8s8s32"])
def test_exogemm_is_exact_where_int8_gemms_go_wrong_and_the_table_shows_the_peers(dtype_name):
    """The ends of the operand ranges (every pairing, and at random) and uniform full-range
    operands: exogemm's result is exact on every one, on whatever level this CPU has; the
    same run records what every peer returns there (ONNX Runtime's vpmaddubsw saturates on
    AVX2 without VNNI), and the table names each."""
    from exogemm.bench import exactness

    _native_or_skip(dtype_name)
    d = get_dtype(dtype_name)
    runs = {lib.name: lib.run for lib in lowp.libraries(d, threads=1)
            if lib.run and lib.name != lowp.F32_REFERENCE}
    rows = exactness.measure(d, runs)
    ours = [r for r in rows if r.library == "exogemm"]
    assert len(ours) == len(exactness.INPUTS) and all(r.wrong == 0 for r in ours)
    assert len(rows) == len(runs) * len(exactness.INPUTS)
    table = exactness.format_exactness(d, rows)
    assert all(name[:20] in table[1] for name in runs) and len(table) == 2 + len(exactness.INPUTS)

    def saturating(A: np.ndarray, B: np.ndarray, C: np.ndarray) -> None:
        """vpmaddubsw's arithmetic: products summed in pairs, each pair clipped to int16."""
        K = A.shape[1] // 2 * 2
        a, b = A[:, :K].astype(np.int64), B[:K].astype(np.int64)
        pairs = np.clip(np.einsum("ik,kj->ikj", a[:, 0::2], b[0::2])
                        + np.einsum("ik,kj->ikj", a[:, 1::2], b[1::2]), -32768, 32767)
        C[...] = pairs.sum(axis=1)

    caught = exactness.measure(d, {"saturating": saturating})
    assert any(r.wrong for r in caught)  # the table can show a wrong library


def test_float16_bench_runs_where_the_native_isa_computes_float16():
    isa = _native_or_skip("f32")
    res = lowp.run_suite("square", "f16", isa, sizes=[48], quick=True, say=lambda s: None)
    (shape,) = res.shapes
    assert shape.seconds["exogemm"] > 0 and res.peak > 0 and not res.exactness
    assert "exogemm" not in shape.inexact and "network-weighted" in "\n".join(
        lowp.format_table(res))
