"""x86-64 AVX2 + FMA: 8 x f32 per ymm register, 16 registers, masked-move tails.

Tails use `vmaskmovps` (`_mm256_maskload_ps` / `_mm256_maskstore_ps`), which neither reads nor
writes (nor faults on) masked-off floats; the masked load zeroes the lanes above N, so the
tail FMA is the full-width FMA (it only changes the dead padding lanes of the accumulator)
and no blend is needed. Two registers are reserved: A's broadcast and the tail mask, which
`vmaskmovps` takes in a ymm register.
"""

from __future__ import annotations

from exogemm.host import host_cpu
from exogemm.isa.base import AsmPatterns, CTemplates, Toolchain, VectorIsa

PRELUDE = """\
#ifndef EXOGEMM_AVX2_MASK
#define EXOGEMM_AVX2_MASK
/* Lanes 0..n-1 set: the mask operand of vmaskmovps (folds to a constant for constant n). */
static inline __m256i exogemm_avx2_mask(int n) {
    return _mm256_cmpgt_epi32(_mm256_set1_epi32(n), _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
}
#endif"""

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
        description="x86-64 AVX2+FMA, 8 x f32, 16 ymm registers, vmaskmovps tails",
        c=CTemplates(
            load="{dst_data} = _mm256_loadu_ps(&{src_data});",
            load_tail="{dst_data} = _mm256_maskload_ps(&{src_data}, exogemm_avx2_mask({N}));",
            store="_mm256_storeu_ps(&{dst_data}, {src_data});",
            store_tail="_mm256_maskstore_ps(&{dst_data}, exogemm_avx2_mask({N}), {src_data});",
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
            store_expr="_mm256_storeu_ps({ptr}, {v})",
        ),
        toolchain=Toolchain(
            cc=("gcc",),
            cflags=("-O3", "-mavx2", "-mfma"),
            apt_packages=("gcc", "binutils"),
        ),
        cpu_check=lambda: host_cpu().missing_features("avx2", "fma", arch="x86_64"),
        asm=X86_ASM,
    )


# AT&T syntax: sources first, memory operands look like `0x10(%rsi,%rax,4)`.
X86_ASM = AsmPatterns(
    fma=r"^vfn?m(add|sub)(132|213|231)ps\s",
    vector_load=r"^(vmov[au]ps\s+-?(0x[0-9a-f]+)?\(|vmaskmovps\s+-?(0x[0-9a-f]+)?\(.*,.*,"
                r"|vfn?m(add|sub)\d+ps\s+-?(0x[0-9a-f]+)?\([^)]*\),)",
    broadcast_load=r"^(vbroadcastss\s+-?(0x[0-9a-f]+)?\(|vmovss\s+-?(0x[0-9a-f]+)?\(|.*\{1to\d+\})",
    spill=r"^(?!lea)\S+\s.*\(%[re][sb]p\)$",
    reload=r"^(?!lea)\S+\s+-?(0x[0-9a-f]+)?\(%[re][sb]p\)(\{1to\d+\})?,",
)
