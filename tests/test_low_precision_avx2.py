"""AVX2's AVX-VNNI int8 kernels inside the grouped GEMM, natively, on a host that has both
AVX-512 and AVX-VNNI.

Why: `exogemm.gemm` runs the native ISA's kernels (AVX-512 on such a host), so the AVX2
`vpdpbusd` kernels would otherwise only be checked one tile at a time
(tests/test_low_precision_isas.py); here the same GEMM driver packs, blocks and edges around
them (K not a multiple of the group, ragged M and N, accumulation, a C with a row stride
wider than N whose padding must stay untouched). The dot-peak loop, built from the same
templates, must compile and use the instruction.
"""

from __future__ import annotations

import re
import subprocess

import numpy as np
import pytest

from exogemm.bench.timing.peak import PeakProbe, dot_peak_source
from exogemm.core.dtype import U8S8S32
from exogemm.gen.c.lowp_gemm import build_lowp_gemm, lowp_plan
from exogemm.gen.check.kernel import random_operand
from exogemm.isa import get_isa


@pytest.fixture(scope="module")
def avx2():
    isa = get_isa("avx2")
    reason = isa.unavailable(U8S8S32)
    if reason:
        pytest.skip(f"avx2 u8s8s32 (AVX-VNNI): {reason}")
    return isa


def run_gemm(isa, A: np.ndarray, B: np.ndarray, C: np.ndarray, accumulate: bool) -> None:
    """C (a row-major view, its row stride possibly wider than N) = or += A @ B through the
    AVX2 grouped GEMM on one thread."""
    lib = build_lowp_gemm(lowp_plan(isa, U8S8S32))
    ffi = lib.ffi
    M, K = A.shape
    N = B.shape[1]
    rc = lib.gemm(M, N, K, ffi.cast("uint8_t *", A.ctypes.data), K, 1,
                  ffi.cast("int8_t *", B.ctypes.data), N, 1,
                  ffi.cast("int32_t *", C.ctypes.data), C.strides[0] // C.itemsize,
                  int(accumulate), 1)
    assert rc == 0


@pytest.mark.parametrize("M,N,K", [(1, 1, 1), (6, 16, 4), (7, 17, 5), (37, 45, 91),
                                   (100, 70, 1601), (13, 9, 2050)])
def test_avx2_vnni_gemm_is_exact_and_writes_only_c(avx2, M, N, K):
    rng = np.random.default_rng(M * 1000 + N + K)
    A = random_operand("uint8", (M, K), rng, words=False)
    B = random_operand("int8", (K, N), rng, words=False)
    exact = A.astype(np.int64) @ B.astype(np.int64)
    canary = np.int32(-123456789)
    buf = np.full((M, N + 5), canary, dtype=np.int32)
    C = buf[:, :N]
    run_gemm(avx2, A, B, C, accumulate=False)
    np.testing.assert_array_equal(C, exact)
    assert (buf[:, N:] == canary).all(), "the GEMM wrote into C's row padding"
    run_gemm(avx2, A, B, C, accumulate=True)
    np.testing.assert_array_equal(C, 2 * exact)


def test_avx2_dot_peak_is_one_vpdpbusd_per_accumulator_and_runs(avx2):
    """The peak loop from the templates compiles to the ymm dot (one per accumulator and
    iteration, nothing converted into something slower) and measures a positive rate."""
    src, accumulators = dot_peak_source(avx2, U8S8S32)
    asm = subprocess.run(
        [*avx2.toolchain.cc, *avx2.toolchain.cflags, "-S", "-o", "-", "-x", "c", "-"],
        input="#include <stdint.h>\ndouble exogemm_now(void);\n" + src,
        capture_output=True, text=True, check=True).stdout
    dots = re.findall(r"^\s*(?:\{vex\}\s*)?vpdpbusd\s+%ymm", asm, re.M)
    assert len(dots) == accumulators == avx2.registers - 2
    assert PeakProbe(avx2, seconds=0.01, dtype=U8S8S32).sample() > 0
