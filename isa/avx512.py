"""x86-64 AVX-512F: 16 x f32 per zmm register, 32 registers, masked tails via k-registers.

The FMA takes A's element straight from memory (`_mm512_set1_ps(*p)`; GCC emits one
`vbroadcastss` per row and reuses it), so a k step costs ceil(nr/16) vector loads, mr
broadcasts and mr*ceil(nr/16) FMAs.
Tail masks come from `_cvtu32_mask16` so each edge costs one mask register, no blend.
"""

from __future__ import annotations

from exogemm.host import host_cpu
from exogemm.isa.base import AsmPatterns, CTemplates, Toolchain, VectorIsa

MASK = "_cvtu32_mask16((1u << {N}) - 1u)"


def describe() -> VectorIsa:
    return VectorIsa(
        name="avx512",
        lanes=16,
        registers=32,
        slivers_in_l2=True,
        c_vector_type="__m512",
        header="#include <immintrin.h>",
        description="x86-64 AVX-512F, 16 x f32, 32 zmm registers, k-mask tails",
        c=CTemplates(
            load="{dst_data} = _mm512_loadu_ps(&{src_data});",
            load_tail=f"{{dst_data}} = _mm512_maskz_loadu_ps({MASK}, &{{src_data}});",
            store="_mm512_storeu_ps(&{dst_data}, {src_data});",
            store_tail=f"_mm512_mask_storeu_ps(&{{dst_data}}, {MASK}, {{src_data}});",
            mac="{dst_data} = _mm512_fmadd_ps(_mm512_set1_ps({a_data}), {b_data}, {dst_data});",
            mac_tail=(
                "{dst_data} = _mm512_mask3_fmadd_ps(_mm512_set1_ps({a_data}), {b_data}, "
                f"{{dst_data}}, {MASK});"
            ),
            add="{dst_data} = _mm512_add_ps({dst_data}, _mm512_loadu_ps(&{src_data}));",
            add_tail=(f"{{dst_data}} = _mm512_mask_add_ps({{dst_data}}, {MASK}, {{dst_data}}, "
                      f"_mm512_maskz_loadu_ps({MASK}, &{{src_data}}));"),
            # vmaxps returns its second operand unless the first is greater: a NaN in dst stays
            max_floor="{dst_data} = _mm512_max_ps(_mm512_set1_ps({lo_data}), {dst_data});",
            max_floor_tail=(f"{{dst_data}} = _mm512_mask_max_ps({{dst_data}}, {MASK}, "
                            "_mm512_set1_ps({lo_data}), {dst_data});"),
            set1="_mm512_set1_ps({x})",
            fma_vv="_mm512_fmadd_ps({x}, {y}, {acc})",
            store_expr="_mm512_storeu_ps({ptr}, {v})",
        ),
        toolchain=Toolchain(
            cc=("gcc",),
            cflags=("-O3", "-mavx512f", "-mfma", "-mavx512vl", "-mavx512bw", "-mavx512dq"),
            apt_packages=("gcc",),
        ),
        cpu_check=lambda: host_cpu().missing_features("avx512f", arch="x86_64"),
        # objdump's AT&T syntax; `{1to16}` marks A's element broadcast inside the FMA.
        asm=AsmPatterns(
            fma=r"^vfn?m(add|sub)(132|213|231)ps\s",
            vector_load=r"^(vmov[au]ps\s+-?(0x[0-9a-f]+)?\(|vfn?m(add|sub)\d+ps\s+-?(0x[0-9a-f]+)?"
                        r"\([^)]*\),)",
            broadcast_load=r"^(vbroadcastss\s+-?(0x[0-9a-f]+)?\(|vmovss\s+-?(0x[0-9a-f]+)?\(|"
                           r".*\{1to\d+\})",
            spill=r"^(?!lea)\S+\s.*\(%[re][sb]p\)$",
            reload=r"^(?!lea)\S+\s+-?(0x[0-9a-f]+)?\(%[re][sb]p\)(\{1to\d+\})?,",
        ),
    )
