"""Validation of the AMX kernels and GEMM through the one harness (gen/check/harness.py).

NumPy makes the cases and judges them: int8 (u8 x s8, s8 x s8) exactly against int64
arithmetic, bf16 within gen/check/tolerance.py's bound over K + 1 f32 roundings (the products of
two bf16 are exact in f32). C sits in a buffer with a wider leading dimension whose gaps hold
the canary, so a tile that writes outside C is caught.

The harness program is built either with the AMX instructions (`emulate=False`: runs only on
a CPU with AMX, after the permission request of exogemm/amx_runtime) or against the reference
model of them (`emulate=True`: gen/templates/amx_emulate.h, any x86-64 host), from the same
generated kernel C.
"""

from __future__ import annotations

import math
import platform
import shutil
from dataclasses import dataclass
from pathlib import Path

import ml_dtypes
import numpy as np

from exogemm.gen.c.amx_build import (
    AMX_CFLAGS,
    EMULATE_CFLAGS,
    EMULATION_HEADER,
    AmxSource,
    entry_values,
    gemm_source,
    kernel_source,
    permission_source,
)
from exogemm.gen.check.harness import CaseLayout, Program, Record, Result, build_program, fill
from exogemm.gen.check.tolerance import canaries_intact, canary, error_bound, error_ratio
from exogemm.gen.check.verdict import Verdict
from exogemm.isa import get_isa
from exogemm.isa.amx import AmxKernel

#: GEMM shapes (M, N, K) of `exogemm test --isa amx`: M, N not multiples of 16 or 32, K not
#: a multiple of the k-group, K = 1, whole blocks, and empty matrices.
ODD_SHAPES = [(1, 1, 1), (17, 33, 5), (31, 16, 3), (45, 70, 130), (64, 96, 100), (32, 32, 64),
              (4, 3, 0), (0, 5, 3)]

GEMM_LAYOUT = CaseLayout(fields=("M", "N", "K", "LDA", "LDB", "LDC", "ACCUMULATE", "THREADS"),
                         buffers=("A", "B", "C"), written_back=("C",))
KERNEL_LAYOUT = CaseLayout(fields=("KG", "LDA", "LDB", "LDC", "ACCUMULATE"),
                           buffers=("A", "B", "C"), written_back=("C",))


@dataclass(frozen=True, eq=False)
class AmxCase:
    """C[M x N] += A[M x K] . B[K x N] (C = A . B unless `accumulate`; logical, row-major,
    leading dimensions lda, ldb, ldc); B is given in the VNNI layout for kernel cases."""

    M: int
    N: int
    K: int
    A: np.ndarray  # (M, lda) of the dtype's A elements (bf16 as its 16-bit words)
    B: np.ndarray  # (K, ldb) row-major, or the packed (K / G, ldb)
    C: np.ndarray  # (M, ldc); the gaps hold the canary
    B_logical: np.ndarray  # (K, N): what B means, for the judge
    accumulate: bool = True


def _values(kernel: AmxKernel, rng: np.random.Generator, shape: tuple[int, int], which: str
            ) -> np.ndarray:
    """Random elements of operand `which` ("a", "b" or "c") in the kernel's dtype: int8 over
    its whole range (u8 0..255), bf16 and f32 in [-1, 1)."""
    d = kernel.engine.dtype
    numpy_name = {"a": d.numpy_a, "b": d.numpy_b, "c": d.numpy_c}[which]
    if numpy_name == "bfloat16":
        return rng.uniform(-1, 1, shape).astype(ml_dtypes.bfloat16)
    if numpy_name.startswith("float"):
        return rng.uniform(-1, 1, shape).astype(numpy_name)
    info = np.iinfo(numpy_name)
    lo, hi = (info.min, info.max + 1) if info.bits == 8 else (-1000, 1000)
    return rng.integers(lo, hi, shape).astype(numpy_name)


def _padded(values: np.ndarray, ld: int, fill_value) -> np.ndarray:
    out = np.full((values.shape[0], ld), fill_value, dtype=values.dtype)
    out[:, :values.shape[1]] = values
    return out


def pack_b(B: np.ndarray, G: int) -> np.ndarray:
    """B (K x N, K a multiple of G) in the VNNI layout: packed[q, j*G + g] = B[q*G + g, j]."""
    K, N = B.shape
    return B.reshape(K // G, G, N).transpose(0, 2, 1).reshape(K // G, N * G)


def make_case(kernel: AmxKernel, rng: np.random.Generator, M: int, N: int, K: int,
              pad: int = 0, packed: bool = False, accumulate: bool = True) -> AmxCase:
    """A case with leading dimensions `pad` wider than the matrices (packed: a kernel case,
    M x N the kernel's block, K a multiple of its tile depth)."""
    G = kernel.engine.k_group
    A = _values(kernel, rng, (M, K), "a")
    B = _values(kernel, rng, (K, N), "b")
    C = _values(kernel, rng, (M, N), "c")
    zero_a = np.zeros((), A.dtype)
    b_stored = _padded(pack_b(B, G), N * G + pad * G, np.zeros((), B.dtype)) if packed \
        else _padded(B, N + pad, np.zeros((), B.dtype))
    return AmxCase(M, N, K, _padded(A, K + pad, zero_a), b_stored,
                   _padded(C, N + pad, canary(str(C.dtype))), B, accumulate)


def _wire(a: np.ndarray) -> np.ndarray:
    """bf16 goes over the wire as its 16-bit words."""
    return a.view(np.uint16) if a.dtype == ml_dtypes.bfloat16 else a


def gemm_record(case: AmxCase, threads: int = 1) -> Record:
    return GEMM_LAYOUT.record(
        dict(M=case.M, N=case.N, K=case.K, LDA=case.A.shape[1], LDB=case.B.shape[1],
             LDC=case.C.shape[1], ACCUMULATE=int(case.accumulate), THREADS=threads),
        buffers=dict(A=_wire(case.A), B=_wire(case.B), C=case.C))


def kernel_record(case: AmxCase, kernel: AmxKernel) -> Record:
    return KERNEL_LAYOUT.record(
        dict(KG=case.K // kernel.engine.k_group, LDA=case.A.shape[1], LDB=case.B.shape[1],
             LDC=case.C.shape[1], ACCUMULATE=int(case.accumulate)),
        buffers=dict(A=_wire(case.A), B=_wire(case.B), C=case.C))


def judge(kernel: AmxKernel, case: AmxCase, result: Result) -> Verdict:
    """Exact for int8, within the bound for bf16; canaries in C's gaps intact."""
    name = (f"M={case.M} N={case.N} K={case.K} ld+{case.C.shape[1] - case.N} "
            f"{'C +=' if case.accumulate else 'C ='}")
    if result.returned != 0:
        return Verdict(name, result.returned, math.inf, math.inf, canaries_intact=None)
    got = result.buffers["C"].reshape(case.C.shape)
    written = np.zeros(case.C.shape, dtype=bool)
    written[:, :case.N] = True
    if not canaries_intact(case.C, got, written):
        return Verdict(name, 0, math.inf, math.inf, canaries_intact=False,
                       problems=("wrote outside C (a canary changed)",))
    M, N, K = case.M, case.N, case.K
    a = case.A[:, :K].astype(np.float64 if kernel.engine.dtype.unit_roundoff else np.int64)
    b = case.B_logical.astype(a.dtype)
    c0 = case.C[:, :N].astype(a.dtype) * case.accumulate
    exact = c0 + a @ b
    out = got[:, :N]
    if kernel.engine.dtype.exact:
        error = np.abs(out.astype(np.int64) - exact)
        wrong = int(np.count_nonzero(error))
        return Verdict(name, 0, float(error.max(initial=0)), 0.0 if not wrong else math.inf,
                       note="exact" if not wrong else "",
                       problems=(f"{wrong} of {M * N} elements differ",) if wrong else ())
    bound = error_bound(K + 1, np.abs(c0) + np.abs(a) @ np.abs(b),
                        kernel.engine.dtype.name)
    error, worst = error_ratio(out, exact, bound)
    return Verdict(name, 0, error, worst)


def cannot_check() -> str | None:
    """None when this host can build and run the checks in the reference model (an x86-64
    host with gcc: the model is plain C), else what is missing."""
    if platform.machine() not in ("x86_64", "AMD64"):
        return f"the AMX C needs an x86-64 compiler and host; this machine is " \
               f"{platform.machine()}"
    if shutil.which("gcc") is None:
        return "gcc not found (install it with: apt-get install gcc)"
    return None


#: Each check's harness adapter and the layout of its cases.
KERNEL_ADAPTER = ("harness_amx_kernel.c.in", KERNEL_LAYOUT)
GEMM_ADAPTER = ("harness_amx_gemm.c.in", GEMM_LAYOUT)


def adapter(kernel: AmxKernel, which: tuple[str, CaseLayout]) -> str:
    """The filled harness adapter `which` (KERNEL_ADAPTER or GEMM_ADAPTER) of `kernel`."""
    template, layout = which
    return fill(template, **entry_values(kernel), layout=layout.c_enums())


def harness(kernel: AmxKernel, source: AmxSource, which: tuple[str, CaseLayout],
            emulate: bool) -> Path:
    """The harness program for `source`: with the AMX instructions (and the permission
    request) or the reference model."""
    flags = EMULATE_CFLAGS if emulate else AMX_CFLAGS
    tag = f"{kernel.name}-{which[0].split('.')[0]}-{'emulated' if emulate else 'amx'}"
    sources = [source] if emulate else [source, permission_source()]
    return build_program(get_isa("avx512"), sources, adapter(kernel, which),
                         tag, compile_flags=list(flags), include_dir=EMULATION_HEADER.parent)


def check_kernel(kernel: AmxKernel, depths: tuple[int, ...] = (1, 2, 5), pad: int = 3,
                 emulate: bool = True, seed: int = 0) -> list[Verdict]:
    """The micro-kernel and its beta = 0 twin alone (B packed by NumPy) at `depths` tile
    steps, with leading dimensions `pad` elements wider than the block."""
    rng = np.random.default_rng(seed)
    step_k = kernel.depth_groups * kernel.engine.k_group
    cases = [make_case(kernel, rng, kernel.m, kernel.n, d * step_k, pad, packed=True,
                       accumulate=acc) for d in depths for acc in (True, False)]
    exe = harness(kernel, kernel_source(kernel), KERNEL_ADAPTER, emulate)
    results = Program(exe, f"AMX kernel {kernel.name}").run(
        [kernel_record(c, kernel) for c in cases])
    return [judge(kernel, c, r) for c, r in zip(cases, results)]


def check_gemm(kernel: AmxKernel, shapes: list[tuple[int, int, int]], pad: int = 2,
               emulate: bool = True, seed: int = 0, threads: int = 1) -> list[Verdict]:
    """The whole-GEMM driver over `shapes` (M, N, K), C += and C =, leading dimensions `pad`
    wider, on `threads` threads."""
    rng = np.random.default_rng(seed)
    cases = [make_case(kernel, rng, M, N, K, pad, accumulate=acc) for M, N, K in shapes
             for acc in (True, False)]
    results = run_gemm(kernel, cases, emulate, threads)
    return [judge(kernel, c, r) for c, r in zip(cases, results)]


def run_gemm(kernel: AmxKernel, cases: list[AmxCase], emulate: bool = True,
             threads: int = 1) -> list[Result]:
    """The whole-GEMM driver's results for `cases` (row-major B), unjudged."""
    exe = harness(kernel, gemm_source(kernel), GEMM_ADAPTER, emulate)
    return Program(exe, f"AMX GEMM {kernel.name}").run([gemm_record(c, threads)
                                                         for c in cases])
