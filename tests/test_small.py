"""The small path: exact-shape kernels reading A and B in place (procs/small.py).

Why: on problems that fit in L2, or have at most one row block, packing and padded edge
tiles cost more than the arithmetic, so the C wrapper calls the small family instead
(alpha = 1, row-contiguous op(A) and op(B)). It must pass the same NumPy validation as the
packed GEMM for every kernel of the family (every height and width, masked or not), any
leading dimensions and every beta, write nothing outside C's M x N elements, and give the
same bits for any thread split (an element is one k-ordered chain of FMAs in any kernel).
"""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest
from inplace import (
    assert_only_c_written,
    assert_threads_keep_the_bits,
    c_with_canaries,
    inside,
    routed,
    strided,
)

from exogemm.core.host import CacheLevel, CacheSizes, host_cpu
from exogemm.gen.c.gemm_build import build_gemm_native
from exogemm.gen.c.gemm_source import (
    SMALL_ALIGN_ROWS,
    SMALL_BLOCKED_K,
    SMALL_FEW_ROWS,
    SMALL_FEW_ROWS_ALIGNED,
    SMALL_FEW_ROWS_KC,
    SMALL_FEW_ROWS_RESIDENT_KC,
    SMALL_KC,
    SMALL_KC_BY_VENDOR,
    TALL_MIN_K,
    TALL_ONE_TILE_MAX_K,
    TALL_TWO_TILES_MAX_K,
    c_chunk_bytes,
    small_kc,
    small_row_blocks,
    stream_rows,
    takes_small_path,
    takes_tall_form,
    tall_auto_rows,
    tall_cols,
    tall_edge,
    tall_edge_n,
    tall_four_rows,
    tall_few_rows,
    tall_full_rows,
    tall_rows_outer,
    tall_in_place_rows,
    tall_kc,
    tall_whole_k,
    tall_panel_cols,
    tall_rows,
    tall_three_rows,
)
from exogemm.gen.check import gemm as G
from exogemm.isa import get_isa
from exogemm.plan import narrow
from exogemm.plan.small import kernel_name, small_family, tail_kernel_name
from exogemm.plan.tile import gemm_tile
from exogemm.policy.blocking import plan_for
from exogemm.procs.small import scheduled_small_kernel
from exogemm.procs.small_tail import (
    scheduled_small_tail,
    scheduled_small_wide_tail,
    small_tail_microkernel,
)

AVX512 = get_isa("avx512")
FAMILY = small_family(AVX512)


@pytest.fixture(scope="module")
def lib(small_plan):
    return build_gemm_native(small_plan)


# --------------------------------------------------------------------------- the family


def test_the_family_covers_every_height_and_width_exactly():
    """Whole-vector kernels per height up to its widest, and one tail kernel per height for
    the 1 .. 15 columns left (its width an argument)."""
    assert FAMILY.rows == 8 and FAMILY.lanes == 16
    widths = {w for _, w in FAMILY.shapes}
    assert widths == {16 * q for q in range(1, FAMILY.vectors + 1)}
    assert {h for h, _ in FAMILY.shapes} == set(range(1, 9))
    assert FAMILY.tail_heights == tuple(range(1, 9)) and FAMILY.tail_widths == tuple(range(1, 16))
    assert kernel_name("sgemm_avx512_12x32", 3, 32) == "sgemm_avx512_12x32_small_3x32"
    assert tail_kernel_name("sgemm_avx512_12x32", 3) == "sgemm_avx512_12x32_small_3xw"


def test_a_tail_kernel_is_one_masked_vector_of_its_width_reading_a_and_b_in_place():
    text = str(scheduled_small_tail(AVX512, 3))
    assert "avx512_load_tail(W, B_reg[0:16], B[k, 0:W])" in text
    assert text.count("avx512_f32_mac_tail(W,") == 3
    assert text.count("avx512_store_tail(W,") == 3
    assert "Bc" not in text and "Ac" not in text  # nothing packed
    assert "A[i, k] * B[k, j]" in str(small_tail_microkernel(3, 16))
    assert "assert W <= 16" in str(small_tail_microkernel(3, 16))


def test_the_last_columns_take_the_narrowest_register_that_holds_them():
    """Tail kernels on AVX-512VL's xmm and ymm too: 1..4 columns on 4 lanes, 5..8 on 8,
    9..15 on 16 (a masked access costs its whole vector's span, and a zmm at a C row's
    start crosses a cache line unless the row is line-aligned). Each form is the same
    schedule on its own registers, up to a full vector of them."""
    assert FAMILY.tail_lanes == (4, 8, 16)
    assert [FAMILY.tail_form(w) for w in range(1, 16)] == [4] * 4 + [8] * 4 + [16] * 7
    for bad in (0, 16):
        with pytest.raises(ValueError, match="1..15 columns"):
            FAMILY.tail_form(bad)
    assert FAMILY.tail_name("p", 8, True, 4) == "p_small_8xw_l4_beta0"
    assert FAMILY.tail_name("p", 8, False, 16) == "p_small_8xw"
    for form, lanes in zip(AVX512.narrower, (4, 8)):
        assert form.lanes == lanes and AVX512.narrowest_holding(lanes) is form
        text = str(scheduled_small_tail(form, 3))
        assert f"assert W <= {lanes}" in text
        assert text.count(f"{form.key}_f32_mac_tail(W,") == 3
        assert text.count(f"{form.key}_store_tail(W, C[") == 3
    assert AVX512.narrowest_holding(9) is AVX512
    assert small_family(get_isa("neon")).tail_lanes == (4,)


def test_the_wrapper_picks_each_widths_tail_form(lib, avx512):
    """The dispatch table the C wrapper indexes by the width of the last columns (AVX-512's
    16 lanes with its 4- and 8-lane forms: the native library must be AVX-512's)."""
    forms = ", ".join(["0"] + ["0"] * 4 + ["1"] * 4 + ["2"] * 7)
    assert f"_small_tail_form[16] = {{ {forms} }};" in lib.source.c
    for lanes in (4, 8):
        assert FAMILY.tail_name(lib.plan.prefix, 8, True, lanes) + "_rows" in lib.source.c


@pytest.mark.parametrize("name", ["avx2", "neon", "sve", "rvv"])
def test_every_isa_schedules_its_tail_kernels(name):
    isa = get_isa(name)
    for overwrite in (False, True):
        text = str(scheduled_small_tail(isa, 2, overwrite))
        assert text.count(f"{isa.key}_f32_mac_tail(W,") == 2
        assert (f"{isa.key}_zero_tail(W," in text) == overwrite
        assert (f"{isa.key}_load_tail(W, C_reg" in text) == (not overwrite)


def test_a_wide_kernel_is_a_whole_vector_and_a_masked_one_for_heights_with_room_for_two():
    """lanes + 1 .. 2 lanes - 1 columns in one call: each A[i, k] broadcast feeds a whole
    vector's FMA and a masked one's; only heights whose C tile has room for two vectors
    (AVX2: 1-6 rows, the 7- and 8-row kernels are one vector wide) have one."""
    avx2 = small_family(get_isa("avx2"))
    assert avx2.wide_heights == (1, 2, 3, 4, 5, 6)
    assert FAMILY.wide_heights == tuple(range(1, 9))
    assert FAMILY.wide_name("p", 3) == "p_small_3x16pw"
    text = str(scheduled_small_wide_tail(AVX512, 3))
    assert "avx512_load(B_full[0:16], B[k, 0:16])" in text
    assert "avx512_load_tail(W, B_reg[0:16], B[k, 16:16 + W])" in text
    assert text.count("avx512_f32_mac(C_full_") == 3
    assert text.count("avx512_f32_mac_tail(W,") == 3
    assert text.count("avx512_store_tail(W, C[") == 3 and text.count("avx512_store(C[") == 3


@pytest.mark.parametrize("name", ["avx2", "neon", "sve", "rvv"])
def test_every_isa_schedules_its_wide_kernels(name):
    isa = get_isa(name)
    text = str(scheduled_small_wide_tail(isa, 2))
    assert text.count(f"{isa.key}_f32_mac_tail(W,") == 2
    assert text.count(f"{isa.key}_f32_mac(C_full_") == 2


@pytest.mark.parametrize("M", [1, 5, 8, 12, 16])
@pytest.mark.parametrize("N", [9, 12, 15])
@pytest.mark.parametrize("K", [3, 12, 31])
def test_lanes_plus_a_few_columns_give_the_bits_of_their_two_blocks_apart(lib, M, N, K):
    """A wide kernel changes how many calls cover the columns, never an element's k-ordered
    chain: C computed whole gives the bits of its first vector of columns and of the rest
    computed as two calls (a whole-vector kernel and a tail kernel; K below NARROW_K, where
    those calls of 8 columns or fewer would take the narrow path's dot products, another
    order of sums); nothing outside C is written."""
    assert K < narrow.NARROW_K
    lanes = lib.plan.tile.isa.lanes
    if not lanes < N < 2 * lanes:
        pytest.skip(f"{N} columns are not one vector and a part of one on {lanes} lanes")
    rng = np.random.default_rng(M * N + K)
    _, A = inside(rng, M, K, 3)
    _, B = inside(rng, K, N, 5)
    cbuf, C, C0, outside = c_with_canaries(rng, M, N, 1.0)
    assert strided(lib, A, B, C) == 0
    assert np.isnan(cbuf[outside]).all(), "an element outside C was written"
    apart = C0.copy()
    for j0, j1 in ((0, lanes), (lanes, N)):
        block = np.ascontiguousarray(apart[:, j0:j1])
        assert strided(lib, A, np.ascontiguousarray(B[:, j0:j1]), block) == 0
        apart[:, j0:j1] = block
    np.testing.assert_array_equal(C, apart)


def test_only_whole_vector_kernels_prefetch_and_each_also_comes_without():
    """The prefetch of the next column block's B is a no-op to Exo: a masked kernel (always
    the last block of its rows) and a wide one have none; the others have one per k step,
    and their resident variant (for a B that stays in cache) is the same kernel without it."""
    def prefetches(text: str) -> int:
        return text.count("prefetch_next_b_columns")

    assert prefetches(str(scheduled_small_tail(AVX512, 3))) == 0
    assert prefetches(str(scheduled_small_kernel(AVX512, 1, 240))) == 0
    assert set(FAMILY.resident_shapes) == {(h, w) for h, w in FAMILY.shapes
                                           if w % 16 == 0 and w <= 160}
    for h, w in ((1, 16), (3, 32), (8, 48)):
        streaming = str(scheduled_small_kernel(AVX512, h, w))
        resident = str(scheduled_small_kernel(AVX512, h, w, resident=True))
        assert prefetches(streaming) == 1 and prefetches(resident) == 0
        kept = [line for line in streaming.splitlines() if "prefetch_next_b_columns" not in line]
        assert len(kept) == len(resident.splitlines())
        for instruction in ("avx512_f32_mac(", "avx512_load(", "avx512_store("):
            assert streaming.count(instruction) == resident.count(instruction) > 0


def test_the_row_and_column_loops_and_tail_kernels_also_come_in_a_beta_0_form():
    """The row loop's kernels (the family's tallest height, every width), the column loop's
    (each height's widest), the full-width row blocks' (2 x 128 and 2 x 144 on AVX-512)
    and every tail kernel also start from zeroed registers (C = A B): the same FMAs and
    stores, C's loads gone; the whole-vector ones with and without the prefetch, like the
    accumulating ones."""
    assert set(FAMILY.full_width_shapes) - {
        (h, FAMILY.full_widths(h)[-1]) for h in range(1, FAMILY.rows)} == {(2, 128), (2, 144)}
    assert set(FAMILY.overwrite_shapes) == (
        {(FAMILY.rows, w) for h, w in FAMILY.shapes if h == FAMILY.rows}
        | {(h, FAMILY.full_widths(h)[-1]) for h in range(1, FAMILY.rows)}
        | set(FAMILY.full_width_shapes))
    assert set(FAMILY.overwrite_resident_shapes) == {
        (h, w) for h, w in FAMILY.overwrite_shapes if (h, w) in FAMILY.resident_shapes}
    assert tail_kernel_name("p", 8, overwrite=True) == "p_small_8xw_beta0"
    assert FAMILY.called("p", 8, 32, True, overwrite=True) == "p_small_8x32_resident_beta0"
    for resident in (False, True):
        for h, w in ((8, 32), (3, 112), (2, 128)):
            plain = str(scheduled_small_kernel(AVX512, h, w, resident))
            beta0 = str(scheduled_small_kernel(AVX512, h, w, resident, overwrite=True))
            _same_but_c_zeroed(plain, beta0, "avx512_load(C_reg", "avx512_zero(C_reg")
    for h in FAMILY.tail_heights:
        _same_but_c_zeroed(str(scheduled_small_tail(AVX512, h)),
                           str(scheduled_small_tail(AVX512, h, True)),
                           "avx512_load_tail(W, C_reg", "avx512_zero_tail(W, C_reg")


def _same_but_c_zeroed(plain: str, beta0: str, load: str, zero: str) -> None:
    assert plain.count(load) == beta0.count(zero) > 0 and beta0.count(load) == 0
    for instruction in ("mac", "store", "prefetch_next_b_columns"):
        assert plain.count(instruction) == beta0.count(instruction)


# --------------------------------------------------------------------------- the C path


@pytest.mark.parametrize("K", [1, 3, 37])
def test_every_kernel_of_the_family_passes_the_validation_harness(lib, K):
    """Heights 1 .. 2 rows + 1 and widths crossing every whole-vector and masked kernel
    (each tail form's narrowest and widest),
    row- and column-major (column-major C is computed as C^T, also the small path), with
    padded leading dimensions: judged by the GEMM harness (NumPy, tolerance, canaries)."""
    rng = np.random.default_rng(K)
    cases = [G.make_case(rng, M, N, K, layout=layout, pad=pad, alpha=1.0, beta=beta)
             for M in range(1, 2 * FAMILY.rows + 2)
             for N in (1, 2, 4, 5, 7, 8, 9, 15, 16, 17, 20, 24, 31, 33, 48, 49, 63, 64, 65, 100)
             for layout, pad, beta in ((G.ROW, 0, 1.0), (G.COL, 3, 0.0), (G.ROW, 5, -0.5))]
    failed = [v.label for v in G.run_in_process(lib, cases) if not v.ok]
    assert not failed, failed[:5]


def test_row_and_column_loops_of_the_kernels_and_the_interleaved_passes(lib):
    """Full-height row blocks go through one row loop per column block, a single row
    block's run of widest column blocks through one column loop; where a block of
    C's rows spans under SMALL_NEAR_BYTES (N < 8 here, unpadded) the blocks run in two
    interleaved passes (odd and even block counts, a remainder of rows or none); K <= 16
    with beta != 0 takes the small path even when C is large (400 x 401 x 8)."""
    rng = np.random.default_rng(11)
    cases = [G.make_case(rng, M, N, K, layout=G.ROW, pad=pad, alpha=1.0, beta=beta)
             for M in (24, 25, 40, 43, 1001)
             for N in (1, 3, 4, 5, 7, 8, 9, 17, 48)
             for K in (1, 7, 17)
             for pad, beta in ((0, 1.0), (0, 0.0), (9, -0.5))]
    cases += [G.make_case(rng, 400, 401, K, layout=G.ROW, pad=0, alpha=1.0, beta=beta)
              for K in (1, 8, 16, 17) for beta in (1.0, 0.0, 2.0)]
    cases += [G.make_case(rng, M, N, K, layout=G.ROW, pad=3, alpha=1.0, beta=1.0)
              for M in range(1, FAMILY.rows + 1) for N in (250, 1000, 1023) for K in (1, 7)]
    failed = [v.label for v in G.run_in_process(lib, cases) if not v.ok]
    assert not failed, failed[:5]


def test_a_row_stride_of_half_an_l1_way_sweeps_the_row_blocks(lib):
    """ldc = 512 or 1024 floats (2 or 4 KiB, multiples of half a Zen or Intel L1 way, 2 KiB):
    the blocks of 8 rows go across the columns one after another (a walk down the columns
    kept C's rows in the same cache sets); rows left over, masked tails, K up to 16 with a
    large C, 2 threads (the same bits as 1)."""
    rng = np.random.default_rng(12)
    cases = [G.make_case(rng, M, N, K, layout=G.ROW, pad=pad, alpha=1.0, beta=beta)
             for M, N, pad in ((9, 512, 0), (43, 1000, 24), (200, 1024, 0), (17, 500, 12))
             for K in (2, 7, 16)
             for beta in (1.0, 0.0, -0.5)]
    failed = [v.label for v in G.run_in_process(lib, cases) if not v.ok]
    assert not failed, failed[:5]
    assert_threads_keep_the_bits(lib, rng, [(203, 1024, 4), (64, 512, 16)])


@pytest.mark.parametrize("beta", [0.0, 1.0, -0.5])
def test_leading_dimensions_and_beta_and_nothing_outside_c(lib, beta):
    assert_only_c_written(lib, np.random.default_rng(7),
                          [(1, 1, 1), (5, 3, 2), (8, 49, 9), (13, 20, 31), (3, 100, 7)], beta)


def test_a_streamed_b_gives_the_bits_of_one_in_cache(lib):
    """8 x 8192 x 1100: B (36 MB) streams in K chunks through the prefetching kernels; its
    first 64 and last 100 columns alone (a B in cache) run whole-K through the kernels
    without the prefetch. Every element is the same k-ordered chain of FMAs: same bits."""
    rng = np.random.default_rng(5)
    A = rng.uniform(-1, 1, (8, 1100)).astype(np.float32)
    B = rng.uniform(-1, 1, (1100, 8192)).astype(np.float32)
    C0 = rng.uniform(-1, 1, (8, 8192)).astype(np.float32)
    whole = C0.copy()
    assert strided(lib, A, B, whole) == 0
    for cols in (slice(0, 64), slice(8092, 8192)):
        part = C0[:, cols].copy()
        assert strided(lib, A, B[:, cols], part) == 0
        np.testing.assert_array_equal(part, whole[:, cols])


@pytest.mark.parametrize("beta, threads", [(1.0, 1), (0.0, 1), (1.0, 2)])
def test_a_b_off_cache_lines_gives_the_bits_of_one_on_them(lib, beta, threads):
    """B's rows 257 floats apart (off 64-byte lines) or B itself one float off a line: from
    SMALL_ALIGN_ROWS rows of C on, the small path reads an aligned copy of each K chunk;
    below, B in place. Either way the bits are those of the same B with its rows on lines
    (272 floats apart), every element within the tolerance of NumPy's, and nothing outside C
    is written."""
    rng = np.random.default_rng(11)
    for M in (SMALL_ALIGN_ROWS - 1, SMALL_ALIGN_ROWS, 251):
        A = rng.uniform(-1, 1, (M, 263)).astype(np.float32)
        lined = np.zeros((263, 272), np.float32)[:, :257]
        lined[...] = rng.uniform(-1, 1, (263, 257))
        shifted = np.zeros(263 * 272 + 1, np.float32)[1:].reshape(263, 272)[:, :257]
        shifted[...] = lined
        C0 = rng.uniform(-1, 1, (M, 257)).astype(np.float32)
        want = C0.copy()
        assert strided(lib, A, lined, want, beta=beta, threads=threads) == 0
        for B in (np.ascontiguousarray(lined), shifted):
            cbuf, C = inside(rng, M, 257, 3)
            C[...] = C0
            outside = cbuf.copy()
            assert strided(lib, A, B, C, beta=beta, threads=threads) == 0
            np.testing.assert_array_equal(C, want)
            C[...] = outside[:M, :257]
            np.testing.assert_array_equal(cbuf, outside)  # only C changed
        ref = (A.astype(np.float64) @ lined.astype(np.float64)
               + (beta * C0.astype(np.float64) if beta else 0.0))
        np.testing.assert_allclose(want, ref, rtol=0, atol=1e-3)


def test_a_streamed_b_goes_in_k_chunks_of_the_hosts_vendor(lib):
    """The K chunk of a streamed B is the host vendor's measured one (SMALL_KC otherwise, and
    for a plan built for another machine), SMALL_FEW_ROWS_KC for at most SMALL_FEW_ROWS rows
    of C (SMALL_FEW_ROWS_RESIDENT_KC where B stays in cache), and the wrapper is generated
    with them."""
    assert small_kc(lib.plan) == SMALL_KC_BY_VENDOR.get(host_cpu().vendor, SMALL_KC)
    assert small_kc(plan_for(gemm_tile(get_isa("neon")))) == SMALL_KC
    c = lib.source.c
    assert (f"few ? (resident ? {SMALL_FEW_ROWS_RESIDENT_KC} : {SMALL_FEW_ROWS_KC})\n"
            f"               : resident ? K : {small_kc(lib.plan)};") in c
    assert (f"return M <= {SMALL_FEW_ROWS} ||\n           (M <= {SMALL_FEW_ROWS_ALIGNED} && "
            f"(ldb * (int64_t)sizeof(float)) % 4096 == 0);") in c


@pytest.mark.parametrize("M,N", [(1, 1100), (2, 1100), (3, 1100), (4, 1024)])
def test_a_decode_call_in_short_k_chunks_is_exact_to_the_bit_of_one_chain(lib, M, N):
    """Batch 1-2 and 4 rows of B 4 KiB apart (8-row K chunks), 3 rows (the vendor's chunk)
    against a B larger than the
    small path's share of L2: C's tiles stored and reloaded between chunks change no bit
    of the k-ordered chain of FMAs, compared with the same call on a B that fits (one
    chunk; 1 and 2 rows, which take chunks of a B that fits too, as the first rows of a
    3-row call)."""
    rng = np.random.default_rng(M)
    K = 600  # 2.5 MB of B: streamed in chunks
    A = rng.standard_normal((M, K)).astype(np.float32)
    B = rng.standard_normal((K, N)).astype(np.float32)
    rows = max(M, SMALL_FEW_ROWS + 1)
    A_one_chunk = np.vstack([A, np.zeros((rows - M, K), np.float32)])
    whole = np.zeros((M, N), np.float32)
    for j in range(0, N, 100):  # 100 columns x 600 rows fit: no chunks
        w = min(100, N - j)
        part = np.zeros((rows, w), np.float32)
        assert strided(lib, A_one_chunk, B[:, j:j + w].copy(), part, beta=0.0) == 0
        whole[:, j:j + w] = part[:M]
    streamed = np.zeros((M, N), np.float32)
    assert strided(lib, A, B, streamed, beta=0.0) == 0
    assert np.array_equal(streamed, whole)
    exact = A.astype(np.float64) @ B.astype(np.float64)
    assert np.abs(streamed - exact).max() < 1e-3 * np.abs(exact).max()


def test_decode_rows_in_even_blocks_of_whole_line_kernels():
    """7-16 rows go in even row blocks whose widest kernel reads whole cache lines of B
    (small_row_blocks): on AVX2 (8 lanes, widest 7, 4, 3, 2, 2, 2, 1, 1) 8 rows are 2 blocks
    of 4 (2 vectors, 64 bytes), not one 8-row block of 1 vector; 16 rows 3 blocks of 6, 5
    and 5. Where the 8-row kernel is already 3 vectors wide (AVX-512, NEON) a split saves
    too little: their tables stay at 1 (the path's own blocks)."""
    avx2 = small_family(get_isa("avx2"))
    assert [small_row_blocks(avx2, m, 64) for m in range(1, 17)] == [1] * 6 + [2] * 6 + [3] * 4
    for name in ("avx512", "neon"):
        fam = small_family(get_isa(name))
        assert {small_row_blocks(fam, m, 64) for m in range(1, 2 * fam.rows + 1)} == {1}


@pytest.mark.parametrize("M", [7, 8, 9, 13, 16])
@pytest.mark.parametrize("beta", [0.0, 1.0])
@pytest.mark.parametrize("K", [300, 12])
def test_row_blocks_give_each_row_the_bits_of_its_own_chain(lib, M, beta, K):
    """Row blocks change which kernel computes a row, never its k-ordered chain of FMAs: a
    7-16-row decode call (B streamed from memory, K chunks; or 12 k steps, where the blocks
    run from SMALL_DECODE_BLOCKED_K) gives, row for row, the bits of the same rows computed
    one at a time; nothing outside C is written, and C is not read when beta = 0."""
    rng = np.random.default_rng(M)
    N = 2100  # 2.5 MB of B at K = 300, an odd tail of columns
    _, A = inside(rng, M, K, 3)
    _, B = inside(rng, K, N, 5)
    cbuf, C, C0, outside = c_with_canaries(rng, M, N, beta)
    assert strided(lib, A, B, C, beta=beta) == 0
    assert np.isnan(cbuf[outside]).all(), "an element outside C was written"
    for i in range(M):
        row = C0[i:i + 1].copy()
        assert strided(lib, A[i:i + 1], B, row, beta=beta) == 0
        np.testing.assert_array_equal(C[i:i + 1], row)


@pytest.mark.parametrize("beta", [0.0, 1.0])
def test_a_one_kernel_problem_from_the_cblas_entry_is_the_small_paths_call(lib, beta):
    """Row-major, alpha = 1, at most one kernel's rows and one vector of columns (or a
    vector and a part of one, where the height has a wide kernel): the cblas entry calls
    that kernel directly; a decode batch's rows (at most 16) on one thread: the
    small path's column loop directly. The same bits as the general path (the strided
    entry), C never read for beta = 0, nothing written outside C, padded leading dimensions;
    a column vector C (N = 1), K = 1 (the rank-1 form), a narrow call (few columns, long K)
    and a call big enough for threads keep the general path."""
    rng = np.random.default_rng(9)
    fn = lib.fn("sgemm_ex")
    ptr = lambda x: lib.ffi.cast("float *", x.ctypes.data)  # noqa: E731
    for M, N, K in ((1, 1, 1), (2, 2, 2), (5, 3, 2), (4, 4, 4), (8, 16, 9), (3, 16, 40), (3, 16, 1),
                    (8, 1, 5), (7, 15, 300), (2, 3, 512), (6, 8, 5), (3, 12, 2),
                    (12, 12, 12), (16, 16, 16), (9, 100, 10), (7, 33, 5), (16, 3, 8),
                    (10, 64, 63), (16, 1000, 16), (12, 3, 512), (16, 40, 1), (16, 1024, 32),
                    (13, 1, 20), (6, 12, 12), (1, 9, 600), (5, 15, 33), (4, 10, 1),
                    (7, 12, 12)):
        A = inside(rng, M, K, 3)[1]
        B = inside(rng, K, N, 5)[1]
        cbuf, C, C0, outside = c_with_canaries(rng, M, N, beta)
        want = C0.copy()
        assert strided(lib, A, B, want, beta=beta) == 0
        assert fn(101, 111, 111, M, N, K, 1.0, ptr(A), K + 3, ptr(B), N + 5, beta, ptr(C),
                  N + 2, 1) == 0
        np.testing.assert_array_equal(C, want)
        assert np.isnan(cbuf[outside]).all(), "an element outside C was written"


def test_beta_0_gives_the_bits_of_zeroing_c_first_and_never_reads_c(lib):
    """C = A B on the small path: full row blocks by the beta = 0 kernels, the rows left
    over and single row blocks zeroed just before their kernels; with C full of NaN the
    result has the bits of beta = 1 on a zeroed C, nothing outside C written. Tall and
    thin, masked tails, interleaved passes, row strides of half an L1 way (the blocks swept
    across the columns), K chunks of a streamed B, 2 threads."""
    rng = np.random.default_rng(13)
    for (M, N, K), threads in (((43, 3, 7), 1), ((1001, 32, 7), 1), ((40, 48, 17), 1),
                               ((25, 17, 1), 1), ((8, 100, 40), 1), ((5, 70, 3), 1),
                               ((9, 512, 2), 1), ((200, 1024, 4), 2), ((16, 2000, 700), 1),
                               ((203, 1024, 4), 2)):
        A = inside(rng, M, K, 3)[1]
        B = inside(rng, K, N, 5)[1]
        cbuf, C, _, outside = c_with_canaries(rng, M, N, 0.0)
        want = np.zeros((M, N), np.float32)
        assert strided(lib, A, B, want, beta=1.0, threads=threads) == 0
        assert strided(lib, A, B, C, beta=0.0, threads=threads) == 0
        np.testing.assert_array_equal(C, want, err_msg=f"{M}x{N}x{K}")
        assert np.isnan(cbuf[outside]).all(), "an element outside C was written"


def test_threads_split_the_columns_without_changing_a_bit(lib):
    assert_threads_keep_the_bits(lib, np.random.default_rng(3),
                                 [(1, 1000, 300), (8, 777, 257), (5, 4096, 80)])


def test_threads_split_the_rows_of_few_k_steps_without_changing_a_bit(lib):
    """Under TALL_MIN_K k steps, more rows than two decode batches go to the threads as
    slices of rows whatever the columns (as wide as tall, wider, a ragged vector), and
    each slice gives the bits of one thread, C += and C = alike."""
    rng = np.random.default_rng(11)
    assert_threads_keep_the_bits(lib, rng, [(512, 512, 8), (67, 300, 3), (3136, 96, 15)])
    M, N, K = 101, 257, 9
    A = rng.uniform(-1, 1, (M, K)).astype(np.float32)
    B = rng.uniform(-1, 1, (K, N)).astype(np.float32)
    one = np.full((M, N), np.nan, np.float32)
    two = np.full((M, N), np.nan, np.float32)
    assert strided(lib, A, B, one, beta=0.0, threads=1) == 0
    assert strided(lib, A, B, two, beta=0.0, threads=2) == 0
    np.testing.assert_array_equal(one, two)
    np.testing.assert_allclose(one, A.astype(np.float64) @ B, rtol=1e-4, atol=1e-4)


@pytest.mark.parametrize("K, beta", [(9, 1.0), (16, 1.0), (40, 0.0)])
def test_rows_past_an_l2_chunk_give_the_bits_of_the_chunks_apart(small_plan, lib, K, beta):
    """C larger than SMALL_C_L2_SHARE of L2 goes through the small path in chunks of rows
    (a multiple of the family's rows; the last takes what is left): one call gives the
    bits of one call per chunk, under the tall form's k steps and over them, C += and C =."""
    N = 64
    rows = c_chunk_bytes(small_plan) // (N * 4)
    rows -= rows % small_family(small_plan.tile.isa).rows
    M = 2 * rows + rows // 2 + 3
    rng = np.random.default_rng(K)
    A = rng.uniform(-1, 1, (M, K)).astype(np.float32)
    B = rng.uniform(-1, 1, (K, N)).astype(np.float32)
    C0 = rng.uniform(-1, 1, (M, N)).astype(np.float32)
    whole, apart = C0.copy(), C0.copy()
    assert strided(lib, A, B, whole, beta=beta, threads=1) == 0
    for m0, m1 in ((0, rows), (rows, 2 * rows), (2 * rows, M)):
        assert strided(lib, A[m0:m1], B, apart[m0:m1], beta=beta, threads=1) == 0
    np.testing.assert_array_equal(whole, apart)
    want = A.astype(np.float64) @ B + beta * C0
    np.testing.assert_allclose(whole, want, rtol=1e-4, atol=1e-4)


# --------------------------------------------------------------------------- the tall form


def _with_caches(name: str, l2: int):
    return dataclasses.replace(get_isa(name), caches=CacheSizes(
        CacheLevel(32 << 10, 8), CacheLevel(l2, 8), CacheLevel(32 << 20, 16)))


def test_the_tall_form_packs_one_l1_panel_of_b_and_reads_a_in_place():
    """Past the decode rows the small path runs the tall form: even row blocks of the
    tallest height whose widest kernel has 2 vectors, over K chunks whose B panel (chunk x
    that kernel's columns) takes half of L1. On AVX2 (widest 7, 4, 3, 2, 2, 2, 1, 1) that is
    6-row blocks of 16 columns over 256 k steps (32 KiB L1), and the wrapper takes it on its
    own up to the rows whose chunk of A fits a quarter of L2 (128 rows of 512 KiB) over at
    least SMALL_BLOCKED_K k steps. AVX-512's 8 x 48 kernels leave a panel of 80 k steps on a
    32 KiB L1, under TALL_AUTO's min_kc (128): there only the small route (a host
    calibration) reaches the form."""
    avx2 = _with_caches("avx2", 512 << 10)
    fam = small_family(avx2)
    assert (tall_rows(fam), tall_cols(fam)) == (6, 16)
    plan = plan_for(gemm_tile(avx2, 6, 16))
    assert (tall_kc(plan), tall_auto_rows(plan)) == (256, 128)
    assert takes_small_path(plan, 49, 2048, 512) and takes_small_path(plan, 128, 768, 768)
    assert not takes_small_path(plan, 129, 768, 768)
    assert not takes_small_path(plan, 49, 2048, SMALL_BLOCKED_K - 1)
    avx512 = _with_caches("avx512", 1 << 20)
    wide = plan_for(gemm_tile(avx512, 12, 32))
    assert (tall_cols(small_family(avx512)), tall_kc(wide), tall_auto_rows(wide)) == (48, 80, 0)


def test_few_ragged_columns_take_the_tall_form_at_any_height():
    """On AVX2 a C of at most 8 x nr columns that are not a multiple of nr goes to the tall
    form however many rows it has (past the decode batches', over at least TALL_MIN_K = 16
    k steps; past 4 x nr columns over at least 128): the packed path would run its last
    column of tiles as padded edge tiles. A multiple of nr (past two tiles' columns: see
    the next test), more columns, or too short a K stays packed; an AVX-512 core with a
    32 KiB L1 (K chunks of 80, under TALL_AUTO's min_kc) leaves it to a host calibration's
    route."""
    plan = plan_for(gemm_tile(_with_caches("avx2", 512 << 10), 6, 16))
    assert tall_edge_n(plan) == 128
    for m, n, k in [(3136, 24, 144), (784, 40, 144), (100000, 8, 64), (200, 100, 576),
                    (3136, 120, 128), (12544, 24, 16)]:
        assert tall_edge(plan, m, n, k) and takes_small_path(plan, m, n, k), (m, n, k)
    for m, n, k in [(3136, 48, 144), (3136, 48, 1152), (3136, 136, 576), (784, 40, 15),
                    (3136, 120, 64), (16, 24, 144)]:
        assert not tall_edge(plan, m, n, k), (m, n, k)
    assert not takes_small_path(plan, 3136, 48, 144)
    wide = plan_for(gemm_tile(_with_caches("avx512", 1 << 20), 12, 32))
    assert tall_edge_n(wide) == 0 and not tall_edge(wide, 3136, 24, 144)


def test_an_avx512_core_takes_up_to_eight_tiles_of_ragged_columns_at_any_k():
    """AVX-512 with a 48 KiB L1 (K chunks of 128, TALL_AUTO's min_kc) sends a C of up to 8
    x nr columns that are not a multiple of nr to the tall form over any K from TALL_MIN_K,
    and exactly nr columns over up to 576 k steps (its own measurements, once a C past L2
    ran in chunks of rows); other multiples of nr only where the form runs all of K at
    once (B within half of L2: the next test); more than 256 columns or fewer k steps stay
    packed."""
    isa = dataclasses.replace(get_isa("avx512"), caches=CacheSizes(
        CacheLevel(48 << 10, 12), CacheLevel(2 << 20, 16), CacheLevel(32 << 20, 16)))
    plan = plan_for(gemm_tile(isa, 12, 32))
    assert tall_edge_n(plan) == 256
    for m, n, k in [(3136, 144, 24), (784, 240, 1152), (12544, 208, TALL_MIN_K),
                    (3136, 80, 576), (12544, 24, 16), (3136, 32, 576), (784, 32, 400),
                    (3136, 160, 24), (3136, 32, 577), (3136, 64, 147), (3136, 96, 24)]:
        assert tall_edge(plan, m, n, k) and takes_small_path(plan, m, n, k), (m, n, k)
    for m, n, k in [(3136, 264, 96), (3136, 144, TALL_MIN_K - 1), (16, 144, 96),
                    (3136, 256, 1152), (3136, 64, 4608), (3136, 32, 8200)]:
        assert not tall_edge(plan, m, n, k), (m, n, k)


def test_one_or_two_columns_of_tiles_take_the_tall_form_over_a_short_k():
    """Exactly nr columns (one column of packed tiles) go to the tall form on AVX2 at any
    height past the decode rows over TALL_MIN_K .. TALL_ONE_TILE_MAX_K k steps, exactly
    2 x nr over up to TALL_TWO_TILES_MAX_K, in 2-row blocks of the 4-vector kernel
    (tall_four_rows); a longer K, three tiles' columns or an AVX-512 core with a 32 KiB L1
    stay packed."""
    plan = plan_for(gemm_tile(_with_caches("avx2", 512 << 10), 6, 16))
    assert tall_four_rows(small_family(plan.tile.isa)) == 2
    for m, n, k in [(25088, 16, 27), (3025, 16, 64), (1568, 16, 96),
                    (100000, 16, TALL_ONE_TILE_MAX_K), (784, 32, 192), (3136, 32, 96),
                    (12544, 32, TALL_TWO_TILES_MAX_K)]:
        assert tall_edge(plan, m, n, k) and takes_small_path(plan, m, n, k), (m, n, k)
    for m, n, k in [(3136, 16, TALL_ONE_TILE_MAX_K + 1), (3136, 16, 1152),
                    (3136, 16, TALL_MIN_K - 1), (3136, 32, TALL_TWO_TILES_MAX_K + 1),
                    (3136, 48, 64)]:
        assert not tall_edge(plan, m, n, k), (m, n, k)
    wide = plan_for(gemm_tile(_with_caches("avx512", 1 << 20), 12, 32))
    assert not tall_edge(wide, 3136, 32, 64)


def test_few_columns_take_the_tall_form_while_a_chunk_of_a_fits_l2():
    """With at most 12 x nr columns the wrapper takes the tall form for as many rows as a
    K chunk of A that fits all of L2 (512 rows of 256 k steps on 512 KiB), where the
    packed path's copy of A is the cost the form saves: 196 x 192 x 480 yes, 513 rows or
    208 columns no (a multiple of nr: the ragged-columns rule does not apply either);
    op(B) = B^T keeps the 128-row rule; AVX-512 none of it."""
    plan = plan_for(gemm_tile(_with_caches("avx2", 512 << 10), 6, 16))
    assert tall_few_rows(plan) == 512
    for m, n, k in [(196, 192, 480), (512, 16, 1152), (400, 128, 64)]:
        assert takes_small_path(plan, m, n, k), (m, n, k)
    for m, n, k in [(513, 192, 480), (196, 208, 480), (400, 128, 63)]:
        assert not takes_small_path(plan, m, n, k), (m, n, k)
    assert not takes_small_path(plan, 196, 192, 480, trans_b=True)
    wide = plan_for(gemm_tile(_with_caches("avx512", 1 << 20), 12, 32))
    assert tall_few_rows(wide) == 0 and not takes_small_path(wide, 400, 64, 480)


def test_few_rows_read_b_in_place_instead_of_copying_it_to_the_panel():
    """The tall form copies each column block of B to its panel only where enough rows
    reuse it: on AVX-512 (48 KiB L1, K chunks of 128) past 160 rows of a call on one
    thread and past 64 rows of a thread's share of several, where the copy, a phase that
    waits on B's lines, cost up to a third of the time. AVX2 keeps the panel at every
    height (measured there against the packed path with it); a core whose chunk is under
    TALL_AUTO's min_kc has no tall form to tune."""
    avx512 = dataclasses.replace(get_isa("avx512"), caches=CacheSizes(
        CacheLevel(48 << 10, 12), CacheLevel(2 << 20, 16), CacheLevel(32 << 20, 16)))
    wide = plan_for(gemm_tile(avx512, 12, 32))
    assert tall_kc(wide) == 128 and tall_in_place_rows(wide) == (160, 64)
    # a B past an eighth of L3 (4 MiB of this 32 MiB) takes the form only on rows that
    # read it in place on one thread, and only untransposed (B^T goes through the panel)
    assert takes_tall_form(wide, 160, 4096, 4096) and takes_tall_form(wide, 32, 4096, 9216)
    assert not takes_tall_form(wide, 192, 4096, 4096)
    assert not takes_tall_form(wide, 32, 4096, 9216, trans_b=True)
    assert takes_tall_form(wide, 192, 512, 512, trans_b=True)
    small_l1 = plan_for(gemm_tile(_with_caches("avx512", 1 << 20), 12, 32))
    assert tall_in_place_rows(small_l1) == (0, 0)
    avx2 = plan_for(gemm_tile(_with_caches("avx2", 512 << 10), 6, 16))
    assert tall_in_place_rows(avx2) == (0, 0)


def test_the_tall_form_runs_all_of_k_where_b_spans_half_of_l2_in_dense_rows():
    """On AVX-512 the tall form runs all of K at once (each row block streams its rows of
    A end to end) where B's rows span at most half of L2 and lie at most 3 KiB apart;
    then few columns (at most 8 tiles', whole tiles too) take the form at any K, where
    the packed path's copy of A is most of its cost: 3136 x 32 x 1152 ran 1.45x faster so.
    Rows 4 KiB apart, or 1152 rows of 256 columns, keep the K chunks and the packed rule."""
    avx512 = dataclasses.replace(get_isa("avx512"), caches=CacheSizes(
        CacheLevel(48 << 10, 12), CacheLevel(2 << 20, 16), CacheLevel(32 << 20, 16)))
    wide = plan_for(gemm_tile(avx512, 12, 32))
    assert tall_whole_k(wide, 1152, 32) and tall_whole_k(wide, 256, 768)
    assert not tall_whole_k(wide, 256, 1024)  # rows 4 KiB apart
    assert not tall_whole_k(wide, 1152, 256)  # 1.1 MiB
    for m, n, k in [(3136, 32, 1152), (784, 64, 1152), (3136, 128, 576), (784, 192, 1152),
                    (12544, 16, 147)]:
        assert tall_edge(wide, m, n, k) and takes_small_path(wide, m, n, k), (m, n, k)
    for m, n, k in [(3136, 256, 1152), (3136, 288, 64), (3136, 64, TALL_MIN_K - 1)]:
        assert not tall_edge(wide, m, n, k), (m, n, k)
    avx2 = plan_for(gemm_tile(_with_caches("avx2", 512 << 10), 6, 16))
    assert not tall_whole_k(avx2, 64, 16)


@pytest.mark.parametrize("beta", [0.0, 1.0])
def test_all_of_k_at_once_gives_the_bits_of_k_chunks(lib, beta):
    """Running all of K at once only stores C's tiles fewer times: the same bits as the K
    chunks, which a row stride of B past whole_k_row_bytes keeps (on a host whose tall
    form never runs all of K both calls take the chunks, and the test checks only the
    row stride's irrelevance)."""
    rng = np.random.default_rng(7)
    M, N, K = 200, 40, 600
    _, A = inside(rng, M, K, 3)
    _, dense = inside(rng, K, N, 0)
    _, spread = inside(rng, K, N, 1024 - N)
    spread[...] = dense
    cbuf, C, C0, outside = c_with_canaries(rng, M, N, beta)
    _on_one_and_two_threads(lib, A, dense, beta, cbuf, C, C0, outside)
    _assert_bits_ofrouted(lib, A, spread, C, C0, beta)
    exact = A.astype(np.float64) @ dense.astype(np.float64) + (beta * C0 if beta else 0)
    np.testing.assert_allclose(C, exact, rtol=1e-4, atol=1e-3)


def test_row_blocks_span_all_the_columns_where_a_kernel_does():
    """With B read in place, AVX-512's tall form takes row blocks as tall as a kernel
    spanning all the columns allows: 6 x 64 or 4 x 96 at any K, 2 x 128 or 2 x 144 only up
    to 32 k steps (over more, 2-row blocks load too many B vectors per FMA); each block
    then sweeps its rows of C once. AVX2 keeps the tall height's blocks."""
    avx512 = dataclasses.replace(get_isa("avx512"), caches=CacheSizes(
        CacheLevel(48 << 10, 12), CacheLevel(2 << 20, 16), CacheLevel(32 << 20, 16)))
    assert tall_full_rows(plan_for(gemm_tile(avx512, 12, 32))) == (4, 32)
    fam = small_family(avx512)
    assert (fam.widest[6 - 1], fam.widest[4 - 1], fam.widest[2 - 1]) == (4, 6, 10)
    avx2 = plan_for(gemm_tile(_with_caches("avx2", 512 << 10), 6, 16))
    assert tall_full_rows(avx2) == (0, 0)


def test_row_blocks_sweep_across_the_columns_where_b_stays_in_l2():
    """With B read in place and small enough to stay in L2, AVX-512's tall form sweeps each
    row block across all the column blocks before the next (its rows of A stay in L1, its
    rows of C are loaded once), where the sweep down each column block read A and C from
    L3 once per column block: 3136 x 128 x 160 ran 1.04x faster so. AVX2 keeps the column
    sweep (its rules were measured with it)."""
    avx512 = dataclasses.replace(get_isa("avx512"), caches=CacheSizes(
        CacheLevel(48 << 10, 12), CacheLevel(2 << 20, 16), CacheLevel(32 << 20, 16)))
    assert tall_rows_outer(plan_for(gemm_tile(avx512, 12, 32)))
    avx2 = plan_for(gemm_tile(_with_caches("avx2", 512 << 10), 6, 16))
    assert not tall_rows_outer(avx2)


@pytest.mark.parametrize("N", [64, 80, 96, 128, 144, 256])
@pytest.mark.parametrize("K", [16, 40, 200])
@pytest.mark.parametrize("beta", [0.0, 1.0])
def test_full_width_row_blocks_give_each_row_the_bits_of_its_own_chain(lib, N, K, beta):
    """Row blocks spanning all the columns (6, 5, 4 or 2 rows), or swept across them
    (rows_outer: 128 to 256 columns over 40 or 200 k steps on AVX-512), change which kernel
    computes an element and when, never its chain of FMAs: row for row the bits of one-row
    calls, nothing outside C written, C not read at beta = 0 (the beta = 0 kernels start
    from zeroed registers), 1 and 2 threads alike."""
    rng = np.random.default_rng(N + K)
    M = 203
    _, A = inside(rng, M, K, 3)
    _, B = inside(rng, K, N, 5)
    cbuf, C, C0, outside = c_with_canaries(rng, M, N, beta)
    _on_one_and_two_threads(lib, A, B, beta, cbuf, C, C0, outside)
    for i in range(0, M, 9):
        row = C0[i:i + 1].copy()
        assert routed(lib, A[i:i + 1], B, row, beta=beta) == 0
        np.testing.assert_array_equal(C[i:i + 1], row)
    exact = A.astype(np.float64) @ B.astype(np.float64) + (C0 if beta else 0)
    np.testing.assert_allclose(C, exact, rtol=1e-4, atol=1e-3)


def _assert_bits_ofrouted(lib, A, B, C, C0, beta) -> None:
    """C holds bit for bit what the small route computes from C0 with this A and B."""
    want = C0.copy()
    assert routed(lib, A, B, want, beta=beta) == 0
    np.testing.assert_array_equal(C, want)


def _on_one_and_two_threads(lib, A, B, beta, cbuf, C, C0, outside) -> None:
    """C by the small route on 1 thread, nothing outside it written; 2 threads the same bits."""
    assert routed(lib, A, B, C, beta=beta) == 0
    assert np.isnan(cbuf[outside]).all(), "an element outside C was written"
    two = C0.copy()
    assert routed(lib, A, B, two, beta=beta, threads=2) == 0
    np.testing.assert_array_equal(C, two)


@pytest.mark.parametrize("M, N, K", [(600, 40, 300), (203, 24, 600), (97, 100, 257)])
@pytest.mark.parametrize("beta", [0.0, 1.0])
def test_more_rows_than_columns_split_the_rows_between_threads(lib, small_plan, M, N, K, beta):
    """The tall form with more rows than columns gives each thread a slice of rows (each
    slice still tall: the same K chunks) where it gives columns otherwise: 1 and 2 threads
    the same bits, nothing outside C written, C not read when beta = 0. Without a route the
    wrapper takes the tall form exactly where takes_small_path says (the bits of the small
    route; else of the packed route, whose K blocks differ)."""
    rng = np.random.default_rng(M + N)
    _, A = inside(rng, M, K, 5)
    _, B = inside(rng, K, N, 3)
    cbuf, C, C0, outside = c_with_canaries(rng, M, N, beta)
    _on_one_and_two_threads(lib, A, B, beta, cbuf, C, C0, outside)
    exact = A.astype(np.float64) @ B.astype(np.float64) + (beta * C0 if beta else 0)
    np.testing.assert_allclose(C, exact, rtol=1e-4, atol=1e-3)
    auto, packed = C0.copy(), C0.copy()
    assert routed(lib, A, B, auto, beta=beta, threads=2, name="auto") == 0
    assert routed(lib, A, B, packed, beta=beta, name="packed") == 0
    assert not np.array_equal(C, packed), "the packed route's K blocks gave the same bits"
    want = C if takes_small_path(small_plan, M, N, K, beta0=beta == 0.0) else packed
    np.testing.assert_array_equal(auto, want)


@pytest.mark.parametrize("M", [17, 49, 128, 200])
@pytest.mark.parametrize("beta", [0.0, 1.0, -0.5])
def test_tall_row_blocks_give_each_row_the_bits_of_its_own_chain(lib, M, beta):
    """The tall form changes which kernel computes a row and where B's values are read
    from (in place, or a copied panel: on AVX-512, 128 rows take B in place on one thread
    and the panel on two, 200 rows the panel on both), never an element's k-ordered chain
    of FMAs: row for row the bits
    of the same rows computed one at a time (B's rows 8 KiB apart, a ragged tail of
    columns, K in two chunks and a short third), nothing outside C written, C not read when
    beta = 0, and 1 and 2 threads the same bits."""
    rng = np.random.default_rng(M)
    K, N = 600, 1024 + 37
    _, A = inside(rng, M, K, 3)
    _, B = inside(rng, K, N, 1024 - 37)
    cbuf, C, C0, outside = c_with_canaries(rng, M, N, beta)
    _on_one_and_two_threads(lib, A, B, beta, cbuf, C, C0, outside)
    for i in range(0, M, 7):
        row = C0[i:i + 1].copy()
        assert routed(lib, A[i:i + 1], B, row, beta=beta) == 0
        np.testing.assert_array_equal(C[i:i + 1], row)
    exact = A.astype(np.float64) @ B.astype(np.float64)
    if beta:
        exact += beta * C0
    np.testing.assert_allclose(C, exact, rtol=1e-4, atol=1e-3)


def test_an_odd_count_of_vectors_takes_its_first_three_at_three_rows():
    """The tall form's 6-row blocks on AVX2 take two vectors at a time (6 x 16): an odd
    count of whole vectors would leave a 1-vector block, so the first three go as blocks
    of the tallest height with a 3-vector kernel (3 x 24); the panel is as wide as the
    widest block it copies (2 x 32, the next test's). AVX-512's tall height already has 3
    vectors (8 x 48): nothing to do there."""
    avx2 = small_family(_with_caches("avx2", 512 << 10))
    assert (tall_three_rows(avx2), tall_panel_cols(avx2)) == (3, 32)
    assert avx2.widest[tall_three_rows(avx2) - 1] == 3
    avx512 = small_family(_with_caches("avx512", 1 << 20))
    assert tall_three_rows(avx512) == 0


@pytest.mark.parametrize("name", ["avx2", "avx512", "neon", "sve", "rvv"])
def test_the_tall_panel_holds_the_widest_block_of_every_row_block_height(name):
    """M rows go as ceil(M / tall height) even row blocks, and the tallest of them picks the
    column blocks' width: 17 rows on AVX-512 (tall height 8, 3 vectors) are blocks of 6, 6
    and 5 rows, whose widest kernel has 4 vectors. The panel on the stack holds the widest
    block of every such height (it was once sized for the tall height's and 17 x N x K
    wrote past its end)."""
    fam = small_family(get_isa(name))
    rows = tall_rows(fam)
    for M in range(stream_rows(fam) + 1, 600):  # the tall form takes M > stream_rows
        blocks = -(-M // rows)
        tallest = -(-M // blocks)
        assert fam.widest[tallest - 1] * fam.lanes <= tall_panel_cols(fam), M
    if name == "avx512":
        assert (tall_cols(fam), tall_panel_cols(fam)) == (48, 64)


@pytest.mark.parametrize("M, N, K", [(49, 24, 300), (203, 29, 96), (600, 40, 300),
                                     (3136, 24, 96), (211, 56, 20), (784, 32, 192),
                                     (203, 32, 150)])
@pytest.mark.parametrize("beta", [0.0, 1.0])
@pytest.mark.parametrize("trans_b", [False, True])
def test_three_row_blocks_give_each_row_the_bits_of_its_own_chain(lib, M, N, K, beta,
                                                                  trans_b):
    """3, 5 and 7 whole vectors (24, 29, 40, 56 columns), and 4 over a short K (2-row
    blocks), B read in place or through the panel (K chunks of 256 and a short one),
    op(B) = B or B^T: the 3- and 2-row blocks change which
    kernel computes an element, never its k-ordered chain of FMAs. Row for row the bits of
    the same rows computed one at a time (for B^T: the bits of the product with B made
    row-major first, since one row of B^T goes to the dot kernels), nothing outside C
    written (the 3-vector panel is wider than the 2-vector one), C not read when beta = 0,
    1 and 2 threads alike."""
    rng = np.random.default_rng(M + N + K)
    _, A = inside(rng, M, K, 3)
    if trans_b:
        _, Bt = inside(rng, N, K, 5)
        B = Bt.T
    else:
        _, B = inside(rng, K, N, 5)
    cbuf, C, C0, outside = c_with_canaries(rng, M, N, beta)
    _on_one_and_two_threads(lib, A, B, beta, cbuf, C, C0, outside)
    if trans_b:
        rows = C0.copy()
        assert routed(lib, A, np.ascontiguousarray(B), rows, beta=beta) == 0
        np.testing.assert_array_equal(C, rows)
    for i in range(0, M, 5) if not trans_b else ():
        row = C0[i:i + 1].copy()
        assert routed(lib, A[i:i + 1], B, row, beta=beta) == 0
        np.testing.assert_array_equal(C[i:i + 1], row)
    exact = A.astype(np.float64) @ B.astype(np.float64) + (beta * C0 if beta else 0)
    np.testing.assert_allclose(C, exact, rtol=1e-4, atol=1e-3)


@pytest.mark.parametrize("M", [17, 49, 128])
@pytest.mark.parametrize("beta", [0.0, 1.0])
def test_the_tall_form_transposes_b_t_into_its_panel(lib, M, beta):
    """op(B) = B^T (weights stored [out, in]) with more rows than the dot kernels take: the
    tall form's panel copy transposes each column block (8 x 8 blocks, then the ragged k
    steps and columns), so the kernels see the panel they see for a row-major B: the bits
    of the same product with B^T made row-major first, 1 and 2 threads alike, nothing
    outside C written."""
    rng = np.random.default_rng(M + 1)
    K, N = 600 + 3, 200 + 5
    _, A = inside(rng, M, K, 3)
    _, Bt = inside(rng, N, K, 9)
    B = np.ascontiguousarray(Bt.T)
    cbuf, C, C0, outside = c_with_canaries(rng, M, N, beta)
    assert routed(lib, A, Bt.T, C, beta=beta) == 0
    assert np.isnan(cbuf[outside]).all(), "an element outside C was written"
    for out, threads in ((C0.copy(), 1), (C0.copy(), 2)):
        assert routed(lib, A, B, out, beta=beta, threads=threads) == 0
        np.testing.assert_array_equal(C, out)


@pytest.mark.parametrize("offset", [0, 1, 4, 8])
@pytest.mark.parametrize("beta", [0.0, 1.0])
def test_a_b_off_a_line_in_the_tall_form_is_copied_without_changing_a_bit(lib, offset, beta):
    """The tall form copies a resident B whose rows are off a 64-byte line to aligned rows
    first (NumPy's arrays sit 16 or 32 bytes past a line; read in place, every B vector
    spanned two): the result is bit for bit that of the same B on aligned rows, on 1 and 2
    threads (each thread copies its own columns), nothing outside C written, C not read at
    beta = 0."""
    rng = np.random.default_rng(offset)
    M, N, K = 300, 128, 160
    _, A = inside(rng, M, K, 3)
    values = rng.uniform(-1, 1, (K, N)).astype(np.float32)
    B, B_aligned = _past_a_line(values, offset), _past_a_line(values, 0)
    assert (B.ctypes.data % 64 == 0) == (offset % 16 == 0)
    cbuf, C, C0, outside = c_with_canaries(rng, M, N, beta)
    _on_one_and_two_threads(lib, A, B, beta, cbuf, C, C0, outside)
    _assert_bits_ofrouted(lib, A, B_aligned, C, C0, beta)


def _past_a_line(values: np.ndarray, floats: int) -> np.ndarray:
    """A copy of `values` (float32, C order) whose first element sits `floats` floats past
    a 64-byte line, in a NaN-filled buffer."""
    store = np.full(values.size + 16 + floats, np.nan, np.float32)
    start = (-store.ctypes.data // 4) % 16 + floats
    out = store[start:start + values.size].reshape(values.shape)
    out[...] = values
    return out
