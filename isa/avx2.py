"""x86-64 AVX2 + FMA: 8 x f32 per ymm register, 16 registers, masked-move tails.

Tail loads use `vmaskmovps` (`_mm256_maskload_ps`), which neither reads nor faults on
masked-off floats and zeroes the lanes above N, so the tail FMA is the full-width FMA (it only
changes the dead padding lanes of the accumulator) and no blend is needed. Two registers are
reserved: A's broadcast and the tail mask, which `vmaskmovps` takes in a ymm register.
Tail stores are pieces instead (`exogemm_avx2_store_tail`: 4, 2 and 1 floats by the bits of
N, branches that take the same way for every row of a call). AMD's masked store is
microcoded: on the Zen 3 host one `vmaskmovps` store took about 5 ns (a full store 0.35 ns),
and with it 4 x 4 x 4 to 7 x 7 x 7 calls ran 1.5-1.6x slower and 12 x 12 x 12 1.24x slower
(same process, interleaved). Masked loads are cheap there: loads by pieces ran those calls
0.7-0.85x as fast, so the loads stay masked.

Low precision (`dots`): u8 x s8 -> s32 by AVX-VNNI `vpdpbusd` on ymm
(`_mm256_dpbusd_avx_epi32`, the VEX form of AVX512-VNNI's, on CPUs with AVX-VNNI but
without AVX-512, and on Zen 5 next to it): 8 int32 lanes, each + 4 u8 x s8 products. A's
k-group is one 32-bit word, broadcast with `_mm256_set1_epi32`; a B row of 8 lanes x 4
bytes is one 32-byte load. AVX2 has no byte-masked load, but a lane's group is one dword, so
the tail loads are `vpmaskmovd` (`_mm256_maskload_epi32`) over N dwords with the f32 tails'
mask and the tail stores the f32 tails' pieces: they touch exactly N lanes' bytes, the B lanes
above N load as zero, and the full-width dot only changes dead accumulator lanes. -mavxvnni only enables the
intrinsic (f32 code contains none), so f32 kernels still run on AVX2 CPUs without it.
Without AVX-VNNI, int8 is exact through int16 (`s16s16s32`): `vpmaddwd`
(`_mm256_madd_epi16`) multiplies int16 pairs into int32 lanes (a k-group of 2, one dword per
lane as above, so the same loads, tails and broadcast), and `vpaddd` adds them to the
accumulator. The low-precision GEMM widens u8 or s8 operands to int16 while packing
(gen/c/lowp_gemm.py), which makes every product and pair sum exact, where `vpmaddubsw`
(u8 x s8 into saturating int16 pair sums, what ONNX Runtime uses here) is not.
float16 has no AVX2 instruction either: its GEMM converts halves to float32 while packing
(F16C `vcvtph2ps`, exact) and runs the f32 FMA kernel, C rounded once to half.
Not here: s8 x s8 (`vpdpbssd`, AVX-VNNI-INT8, which Zen 5 lacks) and bf16 (AVX-NE-CONVERT
converts bf16 but has no bf16 dot; Zen 5's bf16 dot `vdpbf16ps` is AVX512-BF16, isa/avx512.py).
"""

from __future__ import annotations

from dataclasses import replace

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
#ifndef EXOGEMM_AVX2_MASK
#define EXOGEMM_AVX2_MASK
/* Lanes 0..n-1 set: the mask operand of vmaskmovps (folds to a constant for constant n). */
static inline __m256i exogemm_avx2_mask(int n) {
    return _mm256_cmpgt_epi32(_mm256_set1_epi32(n), _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
}
/* Lanes 0..n-1 of v to p (n <= 8), as a 4-, a 2- and a 1-float store by the bits of n: AMD's
   vmaskmovps store is microcoded (module docstring of isa/avx2.py). */
static inline __attribute__((always_inline)) void exogemm_avx2_store_tail(float *p, __m256 v, int n) {
    if (n >= 8) { _mm256_storeu_ps(p, v); return; }
    __m128 x = _mm256_castps256_ps128(v);
    if (n & 4) { _mm_storeu_ps(p, x); p += 4; x = _mm256_extractf128_ps(v, 1); }
    if (n & 2) { _mm_storel_pi((__m64 *)p, x); p += 2; x = _mm_movehl_ps(x, x); }
    if (n & 1) _mm_store_ss(p, x);
}
/* The same for n int32 lanes (a move does not change the bits). */
static inline __attribute__((always_inline)) void exogemm_avx2_store_tail_epi32(void *p, __m256i v, int n) {
    exogemm_avx2_store_tail((float *)p, _mm256_castsi256_ps(v), n);
}
/* The sum of the 8 lanes (halves, then pairs, then the last two). */
static inline float exogemm_avx2_hsum(__m256 v) {
    __m128 s = _mm_add_ps(_mm256_castps256_ps128(v), _mm256_extractf128_ps(v, 1));
    s = _mm_add_ps(s, _mm_movehl_ps(s, s));
    return _mm_cvtss_f32(_mm_add_ss(s, _mm_movehdup_ps(s)));
}
#endif"""

#: The dword tails' mask (one int32 lane, or one lane's group of 4 bytes, per dword).
MASK = "exogemm_avx2_mask({N})"
A_GROUP = "_mm256_set1_epi32(*(const exogemm_word *)&{a_data})"


def _dots() -> tuple[tuple[str, DotTemplates], ...]:
    """vpdpbusd (u8s8s32, AVX-VNNI) and vpmaddwd (s16s16s32, AVX2); see the module
    docstring."""
    dpbusd = f"{{dst_data}} = _mm256_dpbusd_avx_epi32({{dst_data}}, {A_GROUP}, {{b_data}});"
    load = "{dst_data} = _mm256_loadu_si256((const __m256i *)&{src_data});"
    load_tail = f"{{dst_data}} = _mm256_maskload_epi32((const int *)&{{src_data}}, {MASK});"
    u8s8s32 = DotTemplates(
        acc_type="__m256i",
        b_type="__m256i",
        mac=dpbusd,
        mac_tail=dpbusd,  # B's lanes above N are zero: only dead accumulator lanes change
        b_load=load,
        b_load_tail=load_tail,
        load=load,
        load_tail=load_tail,
        store="_mm256_storeu_si256((__m256i *)&{dst_data}, {src_data});",
        store_tail="exogemm_avx2_store_tail_epi32(&{dst_data}, {src_data}, {N});",
        zero="{dst_data} = _mm256_setzero_si256();",
        extension="AVX-VNNI",
        feature="__AVXVNNI__",
        c_cpu_test='__builtin_cpu_supports("avxvnni")',
        cpu_check=lambda: host_cpu().missing_features("avx2", "fma", "avx_vnni", arch="x86_64"),
        prelude=A_WORD_PRELUDE,
    )
    # vpmaddwd: each int32 lane + the 2 products of an int16 pair; its sum is added by vpaddd
    maddwd = (f"{{dst_data}} = _mm256_add_epi32({{dst_data}}, "
              f"_mm256_madd_epi16({A_GROUP}, {{b_data}}));")
    s16s16s32 = replace(u8s8s32, mac=maddwd, mac_tail=maddwd, extension="AVX2", feature="",
                        c_cpu_test="",
                        cpu_check=lambda: host_cpu().missing_features("avx2", arch="x86_64"))
    return (("u8s8s32", u8s8s32), ("s16s16s32", s16s16s32))


MAX_FLOOR = "{dst_data} = _mm256_max_ps(_mm256_set1_ps({lo_data}), {dst_data});"
FMA = "{dst_data} = _mm256_fmadd_ps(_mm256_set1_ps({a_data}), {b_data}, {dst_data});"


def describe() -> VectorIsa:
    return VectorIsa(
        name="avx2",
        lanes=8,
        registers=16,
        reserved_registers=2,
        slivers_in_l2=True,
        c_vector_type="__m256",
        header="#include <immintrin.h>",
        prelude=PRELUDE,
        description="x86-64 AVX2+FMA, 8 x f32, 16 ymm registers, vmaskmovps tail loads",
        c=CTemplates(
            # pinned in a register, as on AVX-512 (isa/avx512.py F32_LOAD says why)
            load='{dst_data} = _mm256_loadu_ps(&{src_data}); __asm__("" : "+x"({dst_data}));',
            load_tail="{dst_data} = _mm256_maskload_ps(&{src_data}, exogemm_avx2_mask({N}));",
            store="_mm256_storeu_ps(&{dst_data}, {src_data});",
            store_tail="exogemm_avx2_store_tail(&{dst_data}, {src_data}, {N});",
            mac=FMA,
            mac_tail=FMA,
            add="{dst_data} = _mm256_add_ps({dst_data}, _mm256_loadu_ps(&{src_data}));",
            add_tail=("{dst_data} = _mm256_add_ps({dst_data}, "
                      "_mm256_maskload_ps(&{src_data}, exogemm_avx2_mask({N})));"),
            # vmaxps returns its second operand unless the first is greater: a NaN in dst stays
            max_floor=MAX_FLOOR,
            max_floor_tail=MAX_FLOOR,
            set1="_mm256_set1_ps({x})",
            fma_vv="_mm256_fmadd_ps({x}, {y}, {acc})",
            hsum="exogemm_avx2_hsum({v})",
            store_expr="_mm256_storeu_ps({ptr}, {v})",
        ),
        toolchain=Toolchain(
            cc=("gcc",),
            # AVX-VNNI only enables the dot's intrinsic (f32 code contains none of it)
            cflags=("-O3", "-mavx2", "-mfma", "-mavxvnni"),
            apt_packages=("gcc", "binutils"),
        ),
        cpu_check=lambda: host_cpu().missing_features("avx2", "fma", arch="x86_64"),
        c_cpu_test='(__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma"))',
        dots=_dots(),
        asm=X86_ASM,
    )


# AT&T syntax: sources first, memory operands look like `0x10(%rsi,%rax,4)`.
X86_ASM = AsmPatterns(
    fma=r"^vfn?m(add|sub)(132|213|231)ps\s",
    dot=r"(^|\s)(vpmaddwd|vpdpbusd)\s",
    vector_load=r"^(vmov[au]ps\s+-?(0x[0-9a-f]+)?\(|vmaskmovps\s+-?(0x[0-9a-f]+)?\(.*,.*,"
                r"|vfn?m(add|sub)\d+ps\s+-?(0x[0-9a-f]+)?\([^)]*\),"
                r"|vmovdq[au]\s+-?(0x[0-9a-f]+)?\(|vpmaddwd\s+-?(0x[0-9a-f]+)?\()",
    broadcast_load=r"^(vbroadcastss\s+-?(0x[0-9a-f]+)?\(|vmovss\s+-?(0x[0-9a-f]+)?\(|.*\{1to\d+\}"
                   r"|vpbroadcastd\s+-?(0x[0-9a-f]+)?\()",
    spill=r"^(?!lea)\S+\s.*\(%[re][sb]p\)$",
    reload=r"^(?!lea)\S+\s+-?(0x[0-9a-f]+)?\(%[re][sb]p\)(\{1to\d+\})?,",
)
