"""The plain GEMM's specifications: the BLAS operation on windows, the beta procs, and the
mc block on packed B that every variant's mc-block specification extends.

procs/variant.py's `Specs` derives each level's specification (size bounds and operand
layout as assertions) from these; the variants declare theirs beside their steps.
"""

from __future__ import annotations

from exo import Procedure, proc


@proc
def gemm(M: size, N: size, K: size, alpha: f32, A: [f32][M, K], B: [f32][K, N],
         C: [f32][M, N]):
    # The BLAS operation on windows (any strides); C has unit column stride.
    assert stride(C, 1) == 1
    for i in seq(0, M):
        for j in seq(0, N):
            for k in seq(0, K):
                C[i, j] += alpha * A[i, k] * B[k, j]


@proc
def scale_c(M: size, N: size, beta: f32, C: [f32][M, N]):
    # C = beta * C (beta != 0, != 1), before the GEMM accumulates into it.
    assert stride(C, 1) == 1
    for i in seq(0, M):
        for j in seq(0, N):
            C[i, j] = beta * C[i, j]


@proc
def zero_c(M: size, N: size, C: [f32][M, N]):
    # C = 0 for beta == 0 when no overwrite entry runs (K == 0, alpha == 0, an epilogue
    # taking the only kc block): C is written, never read, so NaN/Inf in C cannot leak.
    assert stride(C, 1) == 1
    for i in seq(0, M):
        for j in seq(0, N):
            C[i, j] = 0.0


def gemm_mc_block_spec(NR: int, MC: int, NC: int, KC: int) -> Procedure:
    """One (<= mc) x (<= nc) x (<= kc) block, B packed into kc x nr slivers."""
    NP = NC // NR

    @proc
    def gemm_mc_block(M: size, N: size, K: size, NS: index, alpha: f32, A: [f32][M, K],
                      Bc: f32[NP, KC, NR], C: [f32][M, N]):
        # One (<= mc) x (<= nc) x (<= kc) block, B packed into kc x nr slivers: NS full
        # nr-wide column slivers, then a ragged one. (NS is an argument because Exo's
        # unifier takes no '/' or '%' in a specification.)
        assert stride(C, 1) == 1
        assert M <= MC
        assert N <= NC
        assert K <= KC
        assert NS >= 0
        assert NR * NS <= N
        assert N < NR * NS + NR
        for i in seq(0, M):
            for jr in seq(0, NS):
                for jj in seq(0, NR):
                    for k in seq(0, K):
                        C[i, NR * jr + jj] += alpha * A[i, k] * Bc[jr, k, jj]
            if N - NR * NS > 0:
                for jj in seq(0, N - NR * NS):
                    for k in seq(0, K):
                        C[i, NR * NS + jj] += alpha * A[i, k] * Bc[NS, k, jj]

    return gemm_mc_block
