"""Convolution as an implicit GEMM: the procs that differ from the GEMM, derived in Exo.

    out[n, ho, wo, k] = sum_{r, s, c} x[n, ho*SH + r*DH - PH, wo*SW + s*DW - PW, c] * w[r, s, c, k]

is the GEMM  C[M, N] = A[M, K] B[K, N]  with M = Nb*Ho*Wo (output pixels), N = out channels,
K = R*S*C, C = the NHWC output seen as a matrix, B = the filter seen as a matrix (RSCK: K x N
row-major; KRSC: N x K row-major, i.e. B column-major) and A the *virtual* im2col matrix,
A[m, (r*S + s)*C + c] = x[n, hi, wi, c] (0 in the padding). The implicit GEMM never builds A:
the packing step of the BLIS loops copies the micro-kernel's A slivers straight from x.

A k-block is a box of KR filter rows x KS filter columns x CB input channels (KS = S when
KR > 1), so the packed k index (r*KS + s)*CB + c is affine in the loop variables and the
procs below take an A sliver as a 4-D window (KR x KS x CB x mr) and Bc as a 5-D one, views
of the same memory the micro-kernel reads as kc x mr / kc x nr slivers (the C driver builds
both views).

Procs (all checked by Exo: bounds of every access under the stated assertions, and each
`replace` / `call_eqv` against the loop nest it replaces):

    pack_a_run(mr, SW, DH, DW[, cb])  a run of L <= mr consecutive output pixels of one
                                   output row, for the block's filter taps and channels, into
                                   rows ii0 .. ii0+L of one kc x mr A sliver, pixels innermost
                                   (contiguous writes); zeros where the window hangs over the
                                   padding, and an `_interior` twin without the column check
                                   for runs whose windows are inside the input. The column
                                   stride and the dilations are constants of the proc (Exo
                                   multiplies index variables only by constants); the sizes,
                                   padding and run are run-time. With cb, specialised to cb
                                   channels by partial_eval and the channel loop unrolled (an
                                   RGB input would otherwise spend its time in 3-trip loops);
                                   interior runs with column stride 1 move 4 x 4 blocks with
                                   procs/portable_instrs.py's in-register transpose (transpose_blocks).
    pack_b(tile, layout)           the filter block (taps x channel chunk x <= nc output
                                   channels) into nr-wide slivers Bc, for RSCK (output
                                   channels contiguous) or KRSC (input channels contiguous):
                                   one spec, the KRSC loop order obtained by reorder_loops.
    macro_kernel(tile)             the jr / ir loops over mr x nr tiles of C on packed Ac and
                                   Bc: the full tiles are `replace`d by the reference sliver
                                   micro-kernel and `call_eqv`'d to the micro-kernel the ISA's
                                   recipe scheduled (procs/tile_kernels.py's scheduled_microkernel),
                                   ragged tiles likewise to the GEMM's edge tile.
    epilogue(tile, kind)           C += bias, relu(C) or relu(C + bias) on a block of C, run
                                   by each thread on its block right after the block's last
                                   k-block, while it is still in cache.
    zero_block(tile)               C = 0 on a block before its first k-block (procs/specs.py's
                                   zero_c).

The loops above those (output channels, k-blocks, pixel blocks, and splitting a pixel block
into runs of one output row, the only place that divides by Wo) are a thin C driver in
gen/c/conv_build.py: they need division by run-time sizes, which Exo's indexing excludes.
"""

from __future__ import annotations

from functools import lru_cache

from exo import Procedure, proc
from exo.API_scheduling import (
    call_eqv,
    divide_loop,
    fission,
    rename,
    reorder_loops,
    replace,
    simplify,
    unroll_loop,
)
from exo.libs.externs import relu

from exogemm.core.errors import ShapeError
from exogemm.plan.conv_shape import conv_prefix, packer_name
from exogemm.plan.tile import Tile
from exogemm.procs.portable_instrs import scaled_transpose_4x4
from exogemm.procs.specs import zero_c
from exogemm.procs.tile_kernels import (
    edge_tile_impl,
    edge_tile_spec,
    scheduled_microkernel,
    sliver_microkernel,
)

#: Filter-matrix layouts: "RSCK" = w[r, s, c, k] (B = K x N row-major); "KRSC" = w[k, r, s, c]
#: (B = N x K row-major, i.e. input channels contiguous).
FILTER_LAYOUTS = ("RSCK", "KRSC")


@lru_cache(maxsize=None)
def pack_a_spec(mr: int, sw: int, dh: int, dw: int, interior: bool = False) -> Procedure:
    """Pack a run of output pixels from the NHWC input into one A sliver; see the module
    docstring. `interior`: the caller asserts that every window of the run lies inside the
    input horizontally, so there is no column check (the common case: only runs at the
    left and right edges of an output row see the padding)."""
    for name, value in (("mr", mr), ("stride", sw), ("dilation", dh), ("dilation", dw)):
        if isinstance(value, bool) or not isinstance(value, int) or value < 1:
            raise ShapeError(f"{name} must be a positive integer, got {value!r}")
    MR, SW, DH, DW = mr, sw, dh, dw

    # Rows ii0 .. ii0+L of the sliver Ac are the output pixels (ho, wo0 .. wo0+L) of one
    # image, whose windows start at input row hi0 = ho*SH - PH and column wi0 = wo0*SW - PW;
    # the k-block is filter rows r0 .. r0+KR, columns s0 .. s0+KS, channels c0 .. c0+CB.
    # The pixel loop is innermost: the sliver is written contiguously.
    @proc
    def pack_a(L: size, KR: size, KS: size, CB: size, H: size, W: size, C: size,
               ii0: index, hi0: index, wi0: index, r0: index, s0: index, c0: index,
               x: [f32][H, W, C], Ac: [f32][KR, KS, CB, MR]):
        assert stride(x, 2) == 1
        assert stride(Ac, 3) == 1
        assert ii0 >= 0
        assert ii0 + L <= MR
        assert c0 >= 0
        assert c0 + CB <= C
        for r in seq(0, KR):
            if hi0 + DH * (r0 + r) >= 0 and hi0 + DH * (r0 + r) < H:
                for s in seq(0, KS):
                    for c in seq(0, CB):
                        for l in seq(0, L):
                            if (wi0 + SW * l + DW * (s0 + s) >= 0
                                    and wi0 + SW * l + DW * (s0 + s) < W):
                                Ac[r, s, c, ii0 + l] = x[hi0 + DH * (r0 + r),
                                                         wi0 + SW * l + DW * (s0 + s), c0 + c]
                            else:
                                Ac[r, s, c, ii0 + l] = 0.0
            else:
                for s in seq(0, KS):
                    for c in seq(0, CB):
                        for l in seq(0, L):
                            Ac[r, s, c, ii0 + l] = 0.0

    @proc
    def pack_a_interior(L: size, KR: size, KS: size, CB: size, H: size, W: size, C: size,
                        ii0: index, hi0: index, wi0: index, r0: index, s0: index, c0: index,
                        x: [f32][H, W, C], Ac: [f32][KR, KS, CB, MR]):
        assert stride(x, 2) == 1
        assert stride(Ac, 3) == 1
        assert ii0 >= 0
        assert ii0 + L <= MR
        assert c0 >= 0
        assert c0 + CB <= C
        assert wi0 + DW * s0 >= 0
        assert wi0 + SW * (L - 1) + DW * (s0 + KS - 1) < W
        one: f32  # x * 1.0 is x exactly; the form of the GEMM's 4x4 transpose (alpha * src^T)
        one = 1.0
        for r in seq(0, KR):
            if hi0 + DH * (r0 + r) >= 0 and hi0 + DH * (r0 + r) < H:
                for s in seq(0, KS):
                    for c in seq(0, CB):
                        for l in seq(0, L):
                            Ac[r, s, c, ii0 + l] = one * x[hi0 + DH * (r0 + r),
                                                           wi0 + SW * l + DW * (s0 + s), c0 + c]
            else:
                for s in seq(0, KS):
                    for c in seq(0, CB):
                        for l in seq(0, L):
                            Ac[r, s, c, ii0 + l] = 0.0

    return pack_a_interior if interior else pack_a


@lru_cache(maxsize=None)
def pack_a_run(mr: int, sw: int, dh: int, dw: int, cb: int = 0,
               interior: bool = False) -> Procedure:
    """pack_a_spec named for its geometry (+ "_interior"); with cb > 0 specialised to CB = cb
    channels (partial_eval) and the channel loops unrolled, for inputs with a few channels
    (an RGB image), where a run-time loop of 3 iterations per filter tap would dominate."""
    name = packer_name(mr, sw, dh, dw, cb) + ("_interior" if interior else "")
    p = rename(pack_a_spec(mr, sw, dh, dw, interior), name)
    if not cb:
        return transpose_blocks(p) if interior and sw == 1 else p
    p = p.partial_eval(CB=cb)
    while True:
        try:
            loop = p.find_loop("c")
        except Exception:
            return simplify(p)
        p = unroll_loop(p, loop)


def transpose_blocks(p: Procedure) -> Procedure:
    """Interior runs with column stride 1: 4 channels x 4 pixels at a time, the 4 pixels'
    channel vectors are contiguous rows of x and the 4 channels' pixel vectors contiguous
    rows of the sliver, so each block is procs/portable_instrs.py's `scaled_transpose_4x4` (four
    16-byte loads, shuffles, four 16-byte stores; ISA-neutral generic vectors), replaced in
    by Exo; channel and pixel remainders (CB % 4, L % 4) stay scalar."""


    p = divide_loop(p, p.find_loop("c"), 4, ["co", "ci"], tail="cut")
    p = divide_loop(p, p.find_loop("l"), 4, ["lo", "li"], tail="cut")
    p = fission(p, p.find_loop("lo").after())
    p = reorder_loops(p, p.find_loop("ci"))
    p = replace(p, p.find_loop("ci"), scaled_transpose_4x4)
    return simplify(p)


@lru_cache(maxsize=None)
def pack_b_spec(nr: int) -> Procedure:
    """The filter block w[r, s, c, j] (KR x KS filter taps x CB channels x N <= nc output
    channels, any strides) into slivers Bc[j / nr, r, s, c, j % nr]; the padding of a ragged
    last sliver is left alone (the edge tile computes it and drops it)."""
    NR = nr

    @proc
    def pack_b(KR: size, KS: size, CB: size, N: size, NP: size, NS: index,
               w: [f32][KR, KS, CB, N], Bc: [f32][NP, KR, KS, CB, NR]):
        assert stride(Bc, 4) == 1
        assert NS >= 0
        assert NR * NS <= N
        assert N < NR * NS + NR
        assert N <= NR * NP
        for jr in seq(0, NS):
            for r in seq(0, KR):
                for s in seq(0, KS):
                    for c in seq(0, CB):
                        for jj in seq(0, NR):
                            Bc[jr, r, s, c, jj] = w[r, s, c, NR * jr + jj]
        if N - NR * NS > 0:
            for r in seq(0, KR):
                for s in seq(0, KS):
                    for c in seq(0, CB):
                        for jj in seq(0, N - NR * NS):
                            Bc[NS, r, s, c, jj] = w[r, s, c, NR * NS + jj]

    return pack_b


@lru_cache(maxsize=None)
def pack_b(tile: Tile, layout: str) -> Procedure:
    """pack_b_spec for one filter layout: RSCK reads output channels (jj) innermost, KRSC
    input channels (c) innermost (reorder_loops); the unit stride is asserted for the C
    compiler."""
    if layout not in FILTER_LAYOUTS:
        raise ShapeError(f"filter layout must be one of {', '.join(FILTER_LAYOUTS)}, "
                         f"got {layout!r}")
    p = rename(pack_b_spec(tile.nr), f"{conv_prefix(tile)}_pack_b_{layout.lower()}")
    if layout == "RSCK":
        return p.add_assertion("stride(w, 3) == 1")
    p = p.add_assertion("stride(w, 2) == 1")
    for which in ("", " #1"):
        for loop in ("c", "s", "r"):
            p = reorder_loops(p, p.find_loop(loop + which))
    return simplify(p)


@lru_cache(maxsize=None)
def macro_spec(mr: int, nr: int) -> Procedure:
    """C[M, N] += (packed Ac) (packed Bc) over mr x nr tiles: MS full tile rows, NS full
    tile columns, then the ragged bottom row, right column and corner."""
    MR, NR = mr, nr

    @proc
    def macro(M: size, N: size, K: size, MP: size, NP: size, MS: index, NS: index,
              Ac: [f32][MP, K, MR], Bc: [f32][NP, K, NR], C: [f32][M, N]):
        assert stride(Ac, 2) == 1
        assert stride(Bc, 2) == 1
        assert stride(C, 1) == 1
        assert MS >= 0
        assert NS >= 0
        assert MR * MS <= M
        assert M < MR * MS + MR
        assert NR * NS <= N
        assert N < NR * NS + NR
        assert M <= MR * MP
        assert N <= NR * NP
        for jr in seq(0, NS):
            for ir in seq(0, MS):
                for k in seq(0, K):
                    for ii in seq(0, MR):
                        for jj in seq(0, NR):
                            C[MR * ir + ii, NR * jr + jj] += Ac[ir, k, ii] * Bc[jr, k, jj]
            if M - MR * MS > 0:
                for ii in seq(0, M - MR * MS):
                    for jj in seq(0, NR):
                        for k in seq(0, K):
                            C[MR * MS + ii, NR * jr + jj] += Ac[MS, k, ii] * Bc[jr, k, jj]
        if N - NR * NS > 0:
            for ir in seq(0, MS):
                for ii in seq(0, MR):
                    for jj in seq(0, N - NR * NS):
                        for k in seq(0, K):
                            C[MR * ir + ii, NR * NS + jj] += Ac[ir, k, ii] * Bc[NS, k, jj]
            if M - MR * MS > 0:
                for ii in seq(0, M - MR * MS):
                    for jj in seq(0, N - NR * NS):
                        for k in seq(0, K):
                            C[MR * MS + ii, NR * NS + jj] += Ac[MS, k, ii] * Bc[NS, k, jj]

    return macro


@lru_cache(maxsize=None)
def macro_kernel(tile: Tile) -> Procedure:
    """macro_spec with the ISA's micro-kernel on full tiles and the GEMM's edge tile on the
    ragged ones; every swap is checked by Exo (replace: the loops equal the reference
    micro-kernel / edge-tile spec; call_eqv: the scheduled proc was derived from it)."""
    MR, NR = tile.mr, tile.nr
    p = rename(macro_spec(MR, NR), f"{conv_prefix(tile)}_macro")
    ref = sliver_microkernel(MR, NR)
    p = replace(p, p.find_loop("k"), ref)
    p = call_eqv(p, p.find(f"{ref.name()}(_)"), scheduled_microkernel(tile))
    spec, impl = edge_tile_spec(MR, NR), edge_tile_impl(tile)
    for _ in range(3):
        p = replace(p, p.find_loop("ii"), spec)
    while True:
        try:
            call = p.find(f"{spec.name()}(_)")
        except Exception:
            break
        p = call_eqv(p, call, impl)
    return simplify(p)


EPILOGUES = ("bias", "relu", "bias_relu")


@lru_cache(maxsize=None)
def epilogue(tile: Tile, kind: str) -> Procedure:
    """C += bias (per output channel), C = relu(C), or C = relu(C + bias), on a block of C."""
    if kind == "bias":
        @proc
        def ep(M: size, N: size, bias: [f32][N], C: [f32][M, N]):
            assert stride(C, 1) == 1
            for i in seq(0, M):
                for j in seq(0, N):
                    C[i, j] += bias[j]
    elif kind == "relu":
        @proc
        def ep(M: size, N: size, bias: [f32][N], C: [f32][M, N]):
            # (bias unused: one signature for every epilogue)
            assert stride(C, 1) == 1
            for i in seq(0, M):
                for j in seq(0, N):
                    C[i, j] = relu(C[i, j])
    elif kind == "bias_relu":
        @proc
        def ep(M: size, N: size, bias: [f32][N], C: [f32][M, N]):
            assert stride(C, 1) == 1
            for i in seq(0, M):
                for j in seq(0, N):
                    C[i, j] = relu(C[i, j] + bias[j])
    else:
        raise ShapeError(f"epilogue must be one of {', '.join(EPILOGUES)}, got {kind!r}")
    return rename(ep, f"{conv_prefix(tile)}_{kind}")


def zero_block(tile: Tile) -> Procedure:
    """C = 0 on a block (procs/specs.py's zero_c: never reads C)."""
    return rename(zero_c, f"{conv_prefix(tile)}_zero")


def common_procs(tile: Tile) -> list[Procedure]:
    """Everything a conv on `tile` needs except the per-geometry packers."""
    return ([macro_kernel(tile), zero_block(tile)]
            + [pack_b(tile, lay) for lay in FILTER_LAYOUTS]
            + [epilogue(tile, kind) for kind in EPILOGUES])
