"""Instructions that are no ISA's: cache prefetches and small transposes, in portable C.

Written with GCC/Clang builtins and generic vectors, so every target gets them. The
prefetches are no-ops to Exo (their body is `pass`): inserting one never changes what a proc
computes, only when data arrives in cache.
"""

from __future__ import annotations

from functools import lru_cache

from exo import DRAM, Procedure, instr
from exo.API_scheduling import rename

#: C tiles prefetched before each micro-kernel: (tiles ahead, __builtin_prefetch locality).
#: One tile ahead into L2 (locality 2) measured best on AVX-512 (ahead 2 or into L1 no better).
PREFETCH_STAGES = ((1, 2),)


def prefetch_rows_template(window: str, first: int, last: int, row_bytes: str, write: int,
                           locality: int) -> str:
    """An instr template (the prefetch steps' no-op instructions) that asks the cache for
    rows first..last-1 counted from the start of the f32 window `window`, each `row_bytes`
    long (a C expression), one `__builtin_prefetch` per 64-byte line a row touches. The
    addresses are computed as integers and only prefetched (never dereferenced), so rows
    past the end of the matrix cost nothing; `__builtin_prefetch` exists in GCC and Clang
    on every target."""
    return (
        "{{ const uintptr_t exo_row = (uintptr_t)({" + window + "}).strides[0] * sizeof(float); "
        "for (int exo_r = " + str(first) + "; exo_r < " + str(last) + "; exo_r++) {{ "
        "const uintptr_t exo_s = (uintptr_t)&{" + window + "_data} + (uintptr_t)exo_r * exo_row; "
        "const uintptr_t exo_e = exo_s + " + row_bytes + "; "
        "for (uintptr_t exo_pf = exo_s & ~(uintptr_t)63; exo_pf < exo_e; exo_pf += 64) "
        "__builtin_prefetch((const void *)exo_pf, " + str(write) + ", " + str(locality) + "); "
        "}} }}"
    )


@lru_cache(maxsize=None)
def prefetch_next_tile(mr: int, nr: int, ahead: int = 1, locality: int = 3) -> Procedure:
    """A no-op for Exo (its body is `pass`) whose C asks the cache, for writing, for the C
    tile `ahead` tiles below the given one: issued before a tile's micro-kernel, it makes
    that tile's C rows arrive during this tile's k loop instead of stalling its kernel's
    first loads."""
    MR, NR = mr, nr
    template = prefetch_rows_template("C", ahead * MR, (ahead + 1) * MR, f"{NR * 4}u",
                                      write=1, locality=locality)

    @instr(template)
    def prefetch_c(C: [f32][MR, NR] @ DRAM):
        assert stride(C, 1) == 1
        pass

    return rename(prefetch_c, f"prefetch_c_tile_{mr}x{nr}_ahead{ahead}_l{locality}")



@lru_cache(maxsize=None)
def prefetch_sliver_row_ahead(nr: int, ahead: int) -> Procedure:
    """A no-op for Exo whose C asks the cache (into L1) for the packed B sliver's row `ahead`
    rows below the given 1 x nr window: one `__builtin_prefetch` per 64 bytes of the row,
    unrolled (a packed row starts on a line when nr fills whole lines). Rows past the
    sliver's end are only asked for, never read."""
    NR = nr
    lines = "".join(f"__builtin_prefetch(exo_pf + {offset}, 0, 3); "
                    for offset in range(0, 4 * nr, 64))
    template = ("{{ const char *exo_pf = (const char *)(&{B_data} + (intptr_t)" + str(ahead)
                + " * ({B}).strides[0]); " + lines + "}}")

    @instr(template)
    def prefetch_b(B: [f32][1, NR] @ DRAM):
        assert stride(B, 1) == 1
        pass

    return rename(prefetch_b, f"prefetch_b_row_{nr}_ahead{ahead}")


_TRANSPOSE_4x4 = (
    "{{ typedef float exo_v4 __attribute__((vector_size(16), aligned(4))); "
    "const float *exo_s = &{src_data}; float *exo_d = &{dst_data}; "
    "const intptr_t exo_ss = ({src}).strides[0], exo_ds = ({dst}).strides[0]; "
    "const exo_v4 exo_a = {{ *{alpha}, *{alpha}, *{alpha}, *{alpha} }}; "
    "exo_v4 exo_r0 = *(const exo_v4 *)exo_s, exo_r1 = *(const exo_v4 *)(exo_s + exo_ss); "
    "exo_v4 exo_r2 = *(const exo_v4 *)(exo_s + 2 * exo_ss); "
    "exo_v4 exo_r3 = *(const exo_v4 *)(exo_s + 3 * exo_ss); "
    "exo_v4 exo_t0 = __builtin_shufflevector(exo_r0, exo_r1, 0, 4, 1, 5); "
    "exo_v4 exo_t1 = __builtin_shufflevector(exo_r0, exo_r1, 2, 6, 3, 7); "
    "exo_v4 exo_t2 = __builtin_shufflevector(exo_r2, exo_r3, 0, 4, 1, 5); "
    "exo_v4 exo_t3 = __builtin_shufflevector(exo_r2, exo_r3, 2, 6, 3, 7); "
    "*(exo_v4 *)exo_d = exo_a * __builtin_shufflevector(exo_t0, exo_t2, 0, 1, 4, 5); "
    "*(exo_v4 *)(exo_d + exo_ds) = exo_a * __builtin_shufflevector(exo_t0, exo_t2, 2, 3, 6, 7); "
    "*(exo_v4 *)(exo_d + 2 * exo_ds) = exo_a * __builtin_shufflevector(exo_t1, exo_t3, 0, 1, 4, 5); "
    "*(exo_v4 *)(exo_d + 3 * exo_ds) = exo_a * __builtin_shufflevector(exo_t1, exo_t3, 2, 3, 6, 7); }}"
)


@instr(_TRANSPOSE_4x4)
def scaled_transpose_4x4(alpha: f32, src: [f32][4, 4] @ DRAM, dst: [f32][4, 4] @ DRAM):
    # dst = alpha * src^T for 4x4 blocks with unit-stride rows: four 16-byte loads, the
    # transpose in registers with GCC/Clang generic vectors (no ISA intrinsics, so every
    # target gets it), four 16-byte stores. Packs a row-major op(A) into kc x mr slivers.
    assert stride(src, 1) == 1
    assert stride(dst, 1) == 1
    for j in seq(0, 4):
        for i in seq(0, 4):
            dst[j, i] = alpha * src[i, j]


_INTERLEAVE_2x4 = (
    "{{ typedef float exo_v4 __attribute__((vector_size(16), aligned(4))); "
    "typedef float exo_v2 __attribute__((vector_size(8), aligned(4))); "
    "const float *exo_s = &{src_data}; float *exo_d = &{dst_data}; "
    "const intptr_t exo_ss = ({src}).strides[0], exo_ds = ({dst}).strides[0]; "
    "const exo_v4 exo_a = {{ *{alpha}, *{alpha}, *{alpha}, *{alpha} }}; "
    "exo_v4 exo_r0 = *(const exo_v4 *)exo_s, exo_r1 = *(const exo_v4 *)(exo_s + exo_ss); "
    "exo_v4 exo_t0 = exo_a * __builtin_shufflevector(exo_r0, exo_r1, 0, 4, 1, 5); "
    "exo_v4 exo_t1 = exo_a * __builtin_shufflevector(exo_r0, exo_r1, 2, 6, 3, 7); "
    "*(exo_v2 *)exo_d = __builtin_shufflevector(exo_t0, exo_t0, 0, 1); "
    "*(exo_v2 *)(exo_d + exo_ds) = __builtin_shufflevector(exo_t0, exo_t0, 2, 3); "
    "*(exo_v2 *)(exo_d + 2 * exo_ds) = __builtin_shufflevector(exo_t1, exo_t1, 0, 1); "
    "*(exo_v2 *)(exo_d + 3 * exo_ds) = __builtin_shufflevector(exo_t1, exo_t1, 2, 3); }}"
)


@instr(_INTERLEAVE_2x4)
def scaled_transpose_2x4(alpha: f32, src: [f32][2, 4] @ DRAM, dst: [f32][4, 2] @ DRAM):
    # dst = alpha * src^T for a 2 x 4 block: two 16-byte loads, two interleaves, four
    # 8-byte stores. Packs the two rows a 4 x 4 transpose leaves over in an mr = 4q + 2
    # sliver (the AVX2 6x16 tile), which element by element cost as much as the other four.
    assert stride(src, 1) == 1
    assert stride(dst, 1) == 1
    for j in seq(0, 4):
        for i in seq(0, 2):
            dst[j, i] = alpha * src[i, j]


@lru_cache(maxsize=None)
def prefetch_a_rows(mr: int, ahead: int, locality: int) -> Procedure:
    """A no-op for Exo (its body is `pass`) whose C asks the cache for the K elements of
    each of the mr rows `ahead` tiles below the given mr x K window of A, in the first
    column sliver (jr = 0) only: the later slivers find the mc block's rows in L2
    (prefetching them again cost 3-5% on 784 x 128 x 1152)."""
    MR = mr
    template = "if ({jr} == 0) " + prefetch_rows_template(
        "A", ahead * MR, (ahead + 1) * MR, "(uintptr_t)({K}) * sizeof(float)", write=0,
        locality=locality)

    @instr(template)
    def prefetch_a(K: size, jr: index, A: [f32][MR, K] @ DRAM):
        assert stride(A, 1) == 1
        pass

    return rename(prefetch_a, f"prefetch_a_rows_{mr}_ahead{ahead}_l{locality}")


@lru_cache(maxsize=None)
def prefetch_sliver_rows(mr: int, ahead: int, locality: int) -> Procedure:
    """A no-op for Exo whose C asks the cache for the rows of a row-major A `ahead` slivers
    below the given mr x 4 window (the 4 k steps the packing's transposes read next), one
    line at a time: each row's line whose first 16 bytes hold the window's column. Issued
    in the transposes' loop over k, it spreads the next sliver's lines over this sliver's
    packing, a few in flight at any time. Asked for all at once as a sliver's packing
    started (6 rows of up to 24 lines each on the 6 x 16 AVX2 tile), they ran no faster than
    no prefetch at all on the Zen 3 host: more misses than the core can keep in flight."""
    MR = mr
    template = (
        "{{ const uintptr_t exo_row = (uintptr_t)({A}).strides[0] * sizeof(float); "
        "for (int exo_r = " + str(ahead * MR) + "; exo_r < " + str((ahead + 1) * MR) + "; "
        "exo_r++) {{ const uintptr_t exo_p = (uintptr_t)&{A_data} + (uintptr_t)exo_r * exo_row; "
        "if ((exo_p & 63u) < 16u) __builtin_prefetch((const void *)exo_p, 0, "
        + str(locality) + "); }} }}"
    )

    @instr(template)
    def prefetch_a(A: [f32][MR, 4] @ DRAM):
        assert stride(A, 1) == 1
        pass

    return rename(prefetch_a, f"prefetch_sliver_rows_{mr}_ahead{ahead}_l{locality}")
