"""The algorithms, written once, before any scheduling.

`gemm` is what every kernel must compute. `microkernel(mr, nr)` is the BLIS inner kernel
on packed panels: Ac holds an mr-row sliver of A stored k-major (kc x mr), Bc an nr-column
sliver of B stored k-major (kc x nr), and C is an mr x nr tile inside a row-major matrix
with row stride ldc. kc is a run-time size, so one kernel serves every depth.
"""

from __future__ import annotations

from functools import lru_cache

from exo import DRAM, proc
from exo.API_scheduling import rename

from exogemm.dtype import F32, DType
from exogemm.errors import check_positive_int


# C[M, N] += A[M, K] * B[K, N] on row-major windows: the window strides are the leading
# dimensions, so one proc covers any lda/ldb/ldc >= the logical width.
@proc
def gemm(M: size, N: size, K: size, A: [f32][M, K] @ DRAM, B: [f32][K, N] @ DRAM,
         C: [f32][M, N] @ DRAM):
    assert stride(A, 1) == 1
    assert stride(B, 1) == 1
    assert stride(C, 1) == 1
    for i in seq(0, M):
        for j in seq(0, N):
            for k in seq(0, K):
                C[i, j] += A[i, k] * B[k, j]


def reference_name(mr: int, nr: int, kind: str = "", dtype: DType = F32) -> str:
    """The name of a reference micro-kernel: <dtype prefix>_ref_<mr>x<nr>[_<kind>], so two
    datatypes' or variants' references never share a name in one library."""
    return f"{dtype.prefix}_ref_{mr}x{nr}" + (f"_{kind}" if kind else "")


@lru_cache(maxsize=None)
def microkernel(mr: int, nr: int, name: str | None = None):
    """The reference micro-kernel C[0:mr, 0:nr] += Ac^T . Bc for one tile shape.

    Loop order k, i, j is the outer-product form every register-blocked kernel starts from:
    each k step is a rank-1 update of the whole C tile.
    """
    MR = check_positive_int("mr", mr)
    NR = check_positive_int("nr", nr)

    @proc
    def ukernel(KC: size, Ac: f32[KC, MR] @ DRAM, Bc: f32[KC, NR] @ DRAM,
                C: [f32][MR, NR] @ DRAM):
        assert stride(C, 1) == 1
        for k in seq(0, KC):
            for i in seq(0, MR):
                for j in seq(0, NR):
                    C[i, j] += Ac[k, i] * Bc[k, j]

    return rename(ukernel, name or reference_name(MR, NR))
