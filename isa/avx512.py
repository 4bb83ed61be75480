"""x86-64 AVX-512F: 16 x f32 per zmm register, 32 registers, masked tails via k-registers.

The FMA takes A's element straight from memory (`_mm512_set1_ps(*p)`; GCC emits one
`vbroadcastss` per row and reuses it), so a k step costs ceil(nr/16) vector loads, mr
broadcasts and mr*ceil(nr/16) FMAs.
Tail masks come from `_cvtu32_mask16` so each edge costs one mask register, no blend.
The small path's last 1..7 columns use AVX-512VL's xmm and ymm forms (`narrower`).

Low precision (`dots`): u8 x s8 -> s32 by AVX512-VNNI `vpdpbusd` (16 int32 lanes, each
the sum of 4 u8 x s8 products) and bf16 -> f32 by AVX512-BF16 `vdpbf16ps` (16 f32 lanes,
each + 2 bf16 products). A's k-group (4 bytes or 2 bf16) is one 32-bit word, broadcast
with `_mm512_set1_epi32`; a B row of 16 lanes x the group is one 64-byte load.
vdpbf16ps treats bf16 denormals as zero and rounds to nearest even (docs/low-precision.md).
"""

from __future__ import annotations

from exogemm.core.host import host_cpu
from exogemm.isa.base import (
    A_WORD_PRELUDE,
    AsmPatterns,
    CTemplates,
    DotTemplates,
    Toolchain,
    VectorIsa,
)

PRELUDE = """\
#ifndef EXOGEMM_AVX512_HSUM4
#define EXOGEMM_AVX512_HSUM4
#include <stdint.h>
/* s[0..3] = the lane sums of v0..v3, each added in the order of _mm512_reduce_add_ps
   (256-bit halves, 128-bit halves, lanes 2 apart, then neighbours): the same bits. The four
   share each step's shuffle: 9 shuffles and 5 adds, where four reduce_add_ps take 16 and 16
   (shuffles run on one port of Intel cores). */
static inline void exogemm_avx512_hsum4(float *s, __m512 v0, __m512 v1, __m512 v2, __m512 v3) {
    __m512 h01 = _mm512_add_ps(_mm512_shuffle_f32x4(v0, v1, 0x44),   /* lo 256 of v0, v1 */
                               _mm512_shuffle_f32x4(v0, v1, 0xEE));  /* hi 256 */
    __m512 h23 = _mm512_add_ps(_mm512_shuffle_f32x4(v2, v3, 0x44),
                               _mm512_shuffle_f32x4(v2, v3, 0xEE));
    __m512 q = _mm512_add_ps(_mm512_shuffle_f32x4(h01, h23, 0x88),   /* lo 128 of each */
                             _mm512_shuffle_f32x4(h01, h23, 0xDD));  /* hi 128 */
    q = _mm512_add_ps(q, _mm512_permute_ps(q, 0x4E));                /* lanes 2 apart */
    q = _mm512_add_ps(q, _mm512_permute_ps(q, 0xB1));                /* neighbours */
    __m512i at = _mm512_setr_epi32(0, 4, 8, 12, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
    _mm_storeu_ps(s, _mm512_castps512_ps128(_mm512_permutexvar_ps(at, q)));
}
/* Bt[j * k + kk] = B[kk * rs + j * cs] for j < n, kk < k: 16 rows of a column a gather and
   one store, the last rows masked (a masked-off lane reads nothing). Scalar stores of
   64 x 5 x 64's copy took 1.4 cycles a float, a sixth of the call. A row stride whose 16
   rows overflow the gather's 32-bit indices takes the scalar copy. */
static inline void exogemm_avx512_gather_columns(int64_t n, int64_t k, const float *B,
                                                 int64_t rs, int64_t cs, float *Bt) {
    if (rs > INT32_MAX / 16 || rs < -INT32_MAX / 16) {
        for (int64_t kk = 0; kk < k; kk++)
            for (int64_t j = 0; j < n; j++) Bt[j * k + kk] = B[kk * rs + j * cs];
        return;
    }
    __m512i at = _mm512_mullo_epi32(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11,
                                                      12, 13, 14, 15),
                                    _mm512_set1_epi32((int)rs));
    int64_t kk = 0;
    for (; kk + 16 <= k; kk += 16)
        for (int64_t j = 0; j < n; j++)
            _mm512_storeu_ps(Bt + j * k + kk, _mm512_i32gather_ps(at, B + kk * rs + j * cs, 4));
    if (kk < k) {
        __mmask16 m = _cvtu32_mask16((1u << (k - kk)) - 1u);
        for (int64_t j = 0; j < n; j++)
            _mm512_mask_storeu_ps(Bt + j * k + kk, m, _mm512_mask_i32gather_ps(
                _mm512_setzero_ps(), m, at, B + kk * rs + j * cs, 4));
    }
}
#endif"""

MASK = "_cvtu32_mask16((1u << {N}) - 1u)"
#: Byte masks of a B tail: N lanes of 4 int8, or of 2 bf16 (16-bit elements).
MASK_I8X4 = "_cvtu64_mask64((1ull << (4 * {N})) - 1ull)"
MASK_BF16X2 = "_cvtu32_mask32((1u << (2 * {N})) - 1u)"

A_GROUP = "_mm512_set1_epi32(*(const exogemm_word *)&{a_data})"

def _f32(mm: str, mask: str, **more: str) -> CTemplates:
    """The f32 templates on the registers of intrinsic prefix `mm` (`_mm512`, `_mm256`,
    `_mm`) with the k-mask `mask` of `{N}` lanes; `more`: templates only zmm has.

    A loaded vector is pinned in a register (the empty asm): otherwise GCC folds a B row's
    load into each row's FMA (`vfmadd231ps (%rdx), ...`) when B's row stride is a run-time
    value (the small kernels), loading each B vector mr times: 24 loads per 16 FMAs in an
    8 x 32 tile, which bounds it by the load ports (74% of peak on 32^3 on Zen 5, 86% with
    the pin). vmaxps returns its second operand unless the first is greater: a NaN in dst
    stays (max_floor)."""
    return CTemplates(
        load=f'{{dst_data}} = {mm}_loadu_ps(&{{src_data}}); __asm__("" : "+v"({{dst_data}}));',
        load_tail=(f"{{dst_data}} = {mm}_maskz_loadu_ps({mask}, &{{src_data}}); "
                   '__asm__("" : "+v"({dst_data}));'),
        store=f"{mm}_storeu_ps(&{{dst_data}}, {{src_data}});",
        store_tail=f"{mm}_mask_storeu_ps(&{{dst_data}}, {mask}, {{src_data}});",
        mac=f"{{dst_data}} = {mm}_fmadd_ps({mm}_set1_ps({{a_data}}), {{b_data}}, {{dst_data}});",
        mac_tail=(f"{{dst_data}} = {mm}_mask3_fmadd_ps({mm}_set1_ps({{a_data}}), {{b_data}}, "
                  f"{{dst_data}}, {mask});"),
        add=f"{{dst_data}} = {mm}_add_ps({{dst_data}}, {mm}_loadu_ps(&{{src_data}}));",
        add_tail=(f"{{dst_data}} = {mm}_mask_add_ps({{dst_data}}, {mask}, {{dst_data}}, "
                  f"{mm}_maskz_loadu_ps({mask}, &{{src_data}}));"),
        max_floor=f"{{dst_data}} = {mm}_max_ps({mm}_set1_ps({{lo_data}}), {{dst_data}});",
        max_floor_tail=(f"{{dst_data}} = {mm}_mask_max_ps({{dst_data}}, {mask}, "
                        f"{mm}_set1_ps({{lo_data}}), {{dst_data}});"),
        set1=f"{mm}_set1_ps({{x}})",
        fma_vv=f"{mm}_fmadd_ps({{x}}, {{y}}, {{acc}})",
        store_expr=f"{mm}_storeu_ps({{ptr}}, {{v}})",
        **more,
    )


#: The zmm f32 templates; the bf16 accumulators' loads and stores are the same.
F32 = _f32("_mm512", MASK, hsum="_mm512_reduce_add_ps({v})",
           hsum4="exogemm_avx512_hsum4({s}, {v0}, {v1}, {v2}, {v3})",
           gather_columns="exogemm_avx512_gather_columns({n}, {k}, {src}, {rs}, {cs}, {dst})")


def _feature_check(*features: str):
    return lambda: host_cpu().missing_features("avx512f", *features, arch="x86_64")


def _dots() -> tuple[tuple[str, DotTemplates], ...]:
    u8s8s32 = DotTemplates(
        acc_type="__m512i",
        b_type="__m512i",
        mac=f"{{dst_data}} = _mm512_dpbusd_epi32({{dst_data}}, {A_GROUP}, {{b_data}});",
        mac_tail=(f"{{dst_data}} = _mm512_mask_dpbusd_epi32({{dst_data}}, {MASK}, {A_GROUP}, "
                  "{b_data});"),
        b_load="{dst_data} = _mm512_loadu_si512((const void *)&{src_data});",
        b_load_tail=f"{{dst_data}} = _mm512_maskz_loadu_epi8({MASK_I8X4}, &{{src_data}});",
        load="{dst_data} = _mm512_loadu_si512((const void *)&{src_data});",
        load_tail=f"{{dst_data}} = _mm512_maskz_loadu_epi32({MASK}, &{{src_data}});",
        store="_mm512_storeu_si512((void *)&{dst_data}, {src_data});",
        store_tail=f"_mm512_mask_storeu_epi32(&{{dst_data}}, {MASK}, {{src_data}});",
        zero="{dst_data} = _mm512_setzero_si512();",
        extension="AVX512-VNNI",
        cpu_check=_feature_check("avx512_vnni"),
        feature="__AVX512VNNI__",
        c_cpu_test='__builtin_cpu_supports("avx512vnni")',
        prelude=A_WORD_PRELUDE,
    )
    bf16f32 = DotTemplates(
        acc_type="__m512",
        b_type="__m512bh",
        mac=f"{{dst_data}} = _mm512_dpbf16_ps({{dst_data}}, (__m512bh){A_GROUP}, {{b_data}});",
        mac_tail=(f"{{dst_data}} = _mm512_mask_dpbf16_ps({{dst_data}}, {MASK}, "
                  f"(__m512bh){A_GROUP}, {{b_data}});"),
        b_load="{dst_data} = (__m512bh)_mm512_loadu_si512((const void *)&{src_data});",
        b_load_tail=(f"{{dst_data}} = (__m512bh)_mm512_maskz_loadu_epi16({MASK_BF16X2}, "
                     "&{src_data});"),
        load=F32.load,
        load_tail=F32.load_tail,
        store=F32.store,
        store_tail=F32.store_tail,
        zero="{dst_data} = _mm512_setzero_ps();",
        extension="AVX512-BF16",
        cpu_check=_feature_check("avx512_bf16"),
        feature="__AVX512BF16__",
        c_cpu_test='__builtin_cpu_supports("avx512bf16")',
        prelude=A_WORD_PRELUDE,
    )
    return (("u8s8s32", u8s8s32), ("bf16f32", bf16f32))


#: AVX-512VL's narrower registers: C type and intrinsic prefix, by width in bits.
NARROW = {128: ("__m128", "_mm"), 256: ("__m256", "_mm256")}
#: Their k-mask of `{N}` lanes (at most 8).
MASK8 = "(__mmask8)((1u << {N}) - 1u)"


def _narrower(bits: int, toolchain: Toolchain) -> VectorIsa:
    """The f32 instructions on AVX-512VL's `bits`-wide registers with k-mask tails: the
    small path's tail kernels for the last few columns of C (VectorIsa.narrower)."""
    vtype, mm = NARROW[bits]
    return VectorIsa(
        name="avx512",
        lanes=bits // 32,
        registers=32,
        params=(("width", bits),),
        c_vector_type=vtype,
        header="#include <immintrin.h>",
        description=f"x86-64 AVX-512VL, {bits // 32} x f32 in {vtype}, k-mask tails",
        c=_f32(mm, MASK8),
        toolchain=toolchain,
        cpu_check=_feature_check("avx512vl"),
    )


def describe() -> VectorIsa:
    toolchain = Toolchain(
        cc=("gcc",),
        # VNNI and BF16 only enable the dots' intrinsics: f32 code contains none of them,
        # so it still runs on AVX-512 CPUs without those extensions.
        cflags=("-O3", "-mavx512f", "-mfma", "-mavx512vl", "-mavx512bw", "-mavx512dq",
                "-mavx512vnni", "-mavx512bf16"),
        apt_packages=("gcc",),
    )
    return VectorIsa(
        name="avx512",
        lanes=16,
        registers=32,
        slivers_in_l2=True,
        b_prefetch_rows=8,
        strip_chunk_bytes=1 << 20,
        c_vector_type="__m512",
        header="#include <immintrin.h>",
        prelude=PRELUDE,
        description="x86-64 AVX-512F, 16 x f32, 32 zmm registers, k-mask tails",
        c=F32,
        toolchain=toolchain,
        # the narrower tails' VL forms are in every library (Knights Landing alone lacks VL)
        cpu_check=_feature_check("avx512vl"),
        c_cpu_test=('(__builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512vl") '
                    '&& __builtin_cpu_supports("avx512bw") && __builtin_cpu_supports("avx512dq"))'),
        dots=_dots(),
        narrower=tuple(_narrower(bits, toolchain) for bits in sorted(NARROW)),
        # objdump's AT&T syntax; `{1to16}` marks A's element broadcast inside the FMA.
        asm=AsmPatterns(
            fma=r"^vfn?m(add|sub)(132|213|231)ps\s",
            dot=r"^(vpdpbusd|vdpbf16ps)\s",
            vector_load=r"^(vmov[au]ps\s+-?(0x[0-9a-f]+)?\(|vfn?m(add|sub)\d+ps\s+-?(0x[0-9a-f]+)?"
                        r"\([^)]*\),)",
            broadcast_load=r"^(vbroadcastss\s+-?(0x[0-9a-f]+)?\(|vmovss\s+-?(0x[0-9a-f]+)?\(|"
                           r".*\{1to\d+\})",
            spill=r"^(?!lea)\S+\s.*\(%[re][sb]p\)$",
            reload=r"^(?!lea)\S+\s+-?(0x[0-9a-f]+)?\(%[re][sb]p\)(\{1to\d+\})?,",
        ),
    )
