"""`exogemm.gemm` on AMX, opt-in: with EXOGEMM_AMX=1 in the environment, bf16, u8 x s8 and
s8 x s8 GEMMs whose operands are row-major run the AMX GEMM (gen/templates/amx_gemm.c.in)
when this process may use AMX (exogemm/runtime/amx.py); everything else, and every GEMM
without the variable, runs the native vector ISA's low-precision kernels as before.

Opt-in because the AMX kernels are validated here only in the reference model of the tile
instructions (no AMX host yet): an AMX host runs tests/test_amx.py's hardware tests, then
can set the variable (and later make it the default).
"""

from __future__ import annotations

import os
from functools import lru_cache

import ml_dtypes
import numpy as np

from exogemm.core.dtype import DType
from exogemm.gen.c.amx_build import AMX_CFLAGS, EMULATE_CFLAGS, EMULATION_HEADER, gemm_source
from exogemm.gen.c.native import load_module
from exogemm.isa import get_isa
from exogemm.isa.amx import AMX_DTYPES, AmxKernel
from exogemm.isa.matrix import get_engine
from exogemm.runtime.amx import unavailable_reason

#: The environment variable that turns the AMX GEMM on ("1").
ENV = "EXOGEMM_AMX"
#: The AMX datatype of each exogemm datatype it multiplies (from isa/amx.py's table).
AMX_OF = {kind.dtype.name: name for name, kind in AMX_DTYPES.items()}
#: Build against the reference model instead of the AMX instructions (tests only: they set
#: it to run this path on a host without AMX).
EMULATE = False


def kernel_for(d: DType) -> AmxKernel:
    return AmxKernel(get_engine("amx", dtype=AMX_OF[d.name]))


def usable(d: DType) -> bool:
    """Whether `exogemm.gemm` on `d` runs AMX here: asked for, a datatype AMX multiplies,
    and this process may use the tiles."""
    if os.environ.get(ENV) != "1" or d.name not in AMX_OF:
        return False
    return EMULATE or unavailable_reason(kernel_for(d).engine) is None


@lru_cache(maxsize=None)
def _library(d: DType, emulate: bool):
    k = kernel_for(d)
    decl = (f"int {k.name}_gemm(int64_t M, int64_t N, int64_t K, const {d.c_a} *A, "
            f"int64_t lda, const {d.c_b} *B, int64_t ldb, {d.c_c} *C, int64_t ldc, "
            f"int accumulate, int threads);")
    flags = [*(EMULATE_CFLAGS if emulate else AMX_CFLAGS), "-I", str(EMULATION_HEADER.parent)]
    lib = load_module(get_isa("avx512"), "amx-gemm", [gemm_source(k)], decl,
                      f'#include "{k.name}.h"', flags, link_args=("-fopenmp",),
                      key_extra=EMULATION_HEADER.read_text() if emulate else "")
    return lib, getattr(lib.lib, f"{k.name}_gemm")


def _row_major(X: np.ndarray) -> bool:
    return X.strides[1] == X.itemsize and X.strides[0] % X.itemsize == 0 and \
        X.strides[0] >= X.shape[1] * X.itemsize


def gemm(d: DType, opA: np.ndarray, opB: np.ndarray, C: np.ndarray, accumulate: bool,
         threads: int) -> int | None:
    """C (+)= opA @ opB on AMX; the driver's return code, or None when an operand is not
    row-major (the caller then runs the vector kernels)."""
    if not (_row_major(opA) and _row_major(opB) and _row_major(C)):
        return None
    module, entry = _library(d, EMULATE)
    ffi = module.ffi

    def ptr(X: np.ndarray, ctype: str):
        if X.dtype == ml_dtypes.bfloat16:
            X = X.view(np.uint16)
        return ffi.cast(f"{ctype} *", X.__array_interface__["data"][0])

    M, K = opA.shape
    N = opB.shape[1]
    return int(entry(M, N, K, ptr(opA, d.c_a), opA.strides[0] // opA.itemsize,
                     ptr(opB, d.c_b), opB.strides[0] // opB.itemsize, ptr(C, d.c_c),
                     C.strides[0] // C.itemsize, int(accumulate), threads))
