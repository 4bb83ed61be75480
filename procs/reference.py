"""The algorithms, written once, before any scheduling.

`gemm` is what every kernel must compute. `microkernel(mr, nr)` is the BLIS inner kernel
on packed panels: Ac holds an mr-row sliver of A stored k-major (kc x mr), Bc an nr-column
sliver of B stored k-major (kc x nr), and C is an mr x nr tile inside a row-major matrix
with row stride ldc. kc is a run-time size, so one kernel serves every depth.

A low-precision datatype's dot instruction reduces a k-group of G consecutive k into each
C lane (exogemm.core.dtype.DType.k_group), so its panels carry the group innermost: Ac is
[kg, mr, G], Bc [kg, nr, G], and the reference has a fourth loop, over g < G, innermost.
Its products are written the way Exo 1.0 accepts (docs/low-precision.md): int8 operands
widened into i32 scalars, bfloat16 words read through `bf16_as_f32`, int16 words through
`s16_as_i32`.
"""

from __future__ import annotations

from functools import lru_cache

from exo import DRAM, Procedure, proc
from exo.API_scheduling import rename, set_precision

from exogemm.core.dtype import F32, DType
from exogemm.core.errors import check_positive_int
from exogemm.procs.widen import WORD_READERS


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
def microkernel(mr: int, nr: int, name: str | None = None, dtype: DType = F32) -> Procedure:
    """The reference micro-kernel C[0:mr, 0:nr] += Ac^T . Bc for one tile shape.

    Loop order k, i, j is the outer-product form every register-blocked kernel starts from:
    each k step is a rank-1 update of the whole C tile (for a grouped datatype, each
    k-group step: G rank-1 updates, g innermost). A datatype without a k-group (f32, f16)
    is one proc written with Exo's generic type R and given the dtype's element types, so
    f32's prints as it did when it was written in f32.
    """
    MR = check_positive_int("mr", mr)
    NR = check_positive_int("nr", nr)
    if dtype.k_group > 1:
        return rename(grouped_microkernel(MR, NR, dtype),
                      name or reference_name(MR, NR, dtype=dtype))

    @proc
    def ukernel(KC: size, Ac: R[KC, MR] @ DRAM, Bc: R[KC, NR] @ DRAM,
                C: [R][MR, NR] @ DRAM):
        assert stride(C, 1) == 1
        for k in seq(0, KC):
            for i in seq(0, MR):
                for j in seq(0, NR):
                    C[i, j] += Ac[k, i] * Bc[k, j]

    return rename(typed(ukernel, dtype), name or reference_name(MR, NR, dtype=dtype))


@lru_cache(maxsize=None)
def grouped_microkernel(mr: int, nr: int, dtype: DType) -> Procedure:
    """The reference micro-kernel of a k-grouped datatype on windows: Ac [KG, mr, G] and
    Bc [KG, nr, G] with unit-stride groups, C [mr, nr] with unit-stride rows (the standalone
    kernel and the GEMM's sliver kernel are this one proc). Written with Exo's generic type
    R, then given the dtype's element types (bfloat16 words are ui16 as written)."""
    MR, NR, G = mr, nr, dtype.k_group
    if dtype.product == "widened":
        @proc
        def ukernel(KG: size, Ac: [R][KG, MR, G], Bc: [R][KG, NR, G], C: [R][MR, NR]):
            assert stride(Ac, 2) == 1
            assert stride(Bc, 2) == 1
            assert stride(C, 1) == 1
            for k in seq(0, KG):
                for i in seq(0, MR):
                    for j in seq(0, NR):
                        for g in seq(0, G):
                            a: i32
                            b: i32
                            a = Ac[k, i, g]
                            b = Bc[k, j, g]
                            C[i, j] += a * b
    elif dtype.product in WORD_READERS:  # 16-bit words read through their extern
        word = WORD_READERS[dtype.product]

        @proc
        def ukernel(KG: size, Ac: [ui16][KG, MR, G], Bc: [ui16][KG, NR, G], C: [R][MR, NR]):
            assert stride(Ac, 2) == 1
            assert stride(Bc, 2) == 1
            assert stride(C, 1) == 1
            for k in seq(0, KG):
                for i in seq(0, MR):
                    for j in seq(0, NR):
                        for g in seq(0, G):
                            C[i, j] += word(Ac[k, i, g]) * word(Bc[k, j, g])
    else:
        raise ValueError(f"{dtype.name}: no grouped reference for product {dtype.product!r}")
    return typed(ukernel, dtype)


def typed(p: Procedure, dtype: DType) -> Procedure:
    """`p` (written with R) with Ac, Bc and C given `dtype`'s element types."""
    for arg, typ in (("Ac", dtype.exo_a), ("Bc", dtype.exo_b), ("C", dtype.exo_c)):
        p = set_precision(p, arg, typ)
    return p
