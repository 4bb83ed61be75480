"""AArch64 Advanced SIMD (NEON): 4 x f32 per 128-bit register, 32 registers.

FMAs are fused (`vfmaq_n_f32` -> FMLA by element; never `vmlaq`, which rounds twice). NEON
has no masked loads, so a ragged last vector is moved with 64-bit and single-lane loads and
stores that touch exactly N floats; the lanes above N are zero after a tail load, so the tail
FMA can be the full-width FMA (it only changes the dead padding lanes of the accumulator).

Low precision (`dots`, built for armv8.2-a with the dotprod, i8mm, bf16 and fp16 extensions,
which f32 code never uses): u8 x s8 -> s32 by `usdot` (i8mm: 4 int32 lanes, each + 4 u8 x s8
products), s8 x s8 -> s32 by `sdot` (dotprod) and bf16 -> f32 by `bfdot` (4 f32 lanes, each + 2
bf16 products). A's k-group is one 32-bit word, duplicated to every lane; a B row of 4 lanes x
the group is one 128-bit load. f16 -> f16 is `fmla` by element on float16x8_t (fp16: 8 half
lanes, twice f32's). Tails move exactly N lanes' bytes through a zeroed buffer (the compiler
inlines the copy).

ARMv8.0 cores (Cortex-A53/A57/A72: no dot instruction): int16 pairs -> s32 (`s16s16s32`, no
extension), the exact int8 of gen/c/lowp_gemm.ROUTES, whose packing widens u8 and s8 to
int16: `ld2` de-interleaves a B row of 4 lanes x 2 and two `smlal` by element add 8 exact
products. Each dot names the macro clang predefines for a core that has it (`feature`) and
the HWCAP bit a library checks at init (`c_cpu_test`): a description narrowed to a named core
(gen/c/cores.py) keeps only what that core has, so u8 x s8 on a Cortex-A76 (dotprod, no
i8mm) runs `sdot` on A - 128, and on a Cortex-A53 `smlal`.
"""

from __future__ import annotations

import dataclasses

from exogemm.core.host import CacheLevel, CacheSizes
from exogemm.isa.base import (
    A_WORD_PRELUDE,
    AsmPatterns,
    CTemplates,
    DotTemplates,
    Toolchain,
    VectorIsa,
)

PRELUDE = """\
#ifndef EXOGEMM_NEON_TAILS
#define EXOGEMM_NEON_TAILS
/* The first n (1..3) floats at p, zeros above: one 64-bit and/or one lane load. */
static inline float32x4_t exogemm_neon_load_tail(const float *p, int n) {
    float32x2_t zero = vdup_n_f32(0.0f);
    float32x2_t lo = n >= 2 ? vld1_f32(p) : vld1_lane_f32(p, zero, 0);
    float32x2_t hi = n == 3 ? vld1_lane_f32(p + 2, zero, 0) : zero;
    return vcombine_f32(lo, hi);
}
/* Store lanes 0..n-1 (n = 1..3) of v to p. */
static inline void exogemm_neon_store_tail(float *p, float32x4_t v, int n) {
    if (n >= 2) vst1_f32(p, vget_low_f32(v)); else vst1q_lane_f32(p, v, 0);
    if (n == 3) vst1q_lane_f32(p + 2, v, 2);
}
#endif"""

#: Tails of the dot datatypes: the first n bytes at p into a register, zeros above; lanes
#: 0..n/4-1 of v to p. A copy through a zeroed buffer touches exactly n bytes.
DOT_PRELUDE = A_WORD_PRELUDE + """
#include <string.h>
#ifndef EXOGEMM_NEON_BYTE_TAILS
#define EXOGEMM_NEON_BYTE_TAILS
static inline uint8x16_t exogemm_neon_load_bytes(const void *p, int n) {
    uint8_t t[16] = {0};
    memcpy(t, p, (size_t)n);
    return vld1q_u8(t);
}
static inline void exogemm_neon_store_bytes(void *p, uint8x16_t v, int n) {
    uint8_t t[16];
    vst1q_u8(t, v);
    memcpy(p, t, (size_t)n);
}
#endif"""

#: The first n (1..3) int16 pairs at p de-interleaved (`ld2`), zeros above: a B tail.
PAIRS_PRELUDE = """
#ifndef EXOGEMM_NEON_PAIRS
#define EXOGEMM_NEON_PAIRS
static inline int16x4x2_t exogemm_neon_load_pairs(const void *p, int n) {
    int16_t t[8] = {0};
    memcpy(t, p, 4 * (size_t)n);
    return vld2_s16(t);
}
#endif"""

#: A's k-group (4 bytes, 2 bf16) as one 32-bit word in every lane.
A_GROUP = "vdupq_n_u32((uint32_t)*(const exogemm_word *)&{a_data})"
F32_LOAD = "{dst_data} = vld1q_f32(&{src_data});"
F32_LOAD_TAIL = "{dst_data} = exogemm_neon_load_tail(&{src_data}, {N});"
F32_STORE = "vst1q_f32(&{dst_data}, {src_data});"
F32_STORE_TAIL = "exogemm_neon_store_tail(&{dst_data}, {src_data}, {N});"


def _dots() -> tuple[tuple[str, DotTemplates], ...]:
    usdot = f"{{dst_data}} = vusdotq_s32({{dst_data}}, vreinterpretq_u8_u32({A_GROUP}), {{b_data}});"
    u8s8s32 = DotTemplates(
        acc_type="int32x4_t",
        b_type="int8x16_t",
        mac=usdot,
        mac_tail=usdot,  # B's lanes above N are zero: only dead accumulator lanes change
        b_load="{dst_data} = vld1q_s8(&{src_data});",
        b_load_tail="{dst_data} = vreinterpretq_s8_u8(exogemm_neon_load_bytes(&{src_data}, 4 * {N}));",
        load="{dst_data} = vld1q_s32(&{src_data});",
        load_tail="{dst_data} = vreinterpretq_s32_u8(exogemm_neon_load_bytes(&{src_data}, 4 * {N}));",
        store="vst1q_s32(&{dst_data}, {src_data});",
        store_tail="exogemm_neon_store_bytes(&{dst_data}, vreinterpretq_u8_s32({src_data}), 4 * {N});",
        zero="{dst_data} = vdupq_n_s32(0);",
        extension="i8mm (FEAT_I8MM)",
        feature="__ARM_FEATURE_MATMUL_INT8",
        c_cpu_test="(getauxval(AT_HWCAP2) & HWCAP2_I8MM)",
        prelude=DOT_PRELUDE,
    )
    sdot = f"{{dst_data}} = vdotq_s32({{dst_data}}, vreinterpretq_s8_u32({A_GROUP}), {{b_data}});"
    s8s8s32 = dataclasses.replace(u8s8s32, mac=sdot, mac_tail=sdot,
                                  extension="dotprod (FEAT_DotProd)",
                                  feature="__ARM_FEATURE_DOTPROD",
                                  c_cpu_test="(getauxval(AT_HWCAP) & HWCAP_ASIMDDP)")
    bfdot = f"{{dst_data}} = vbfdotq_f32({{dst_data}}, vreinterpretq_bf16_u32({A_GROUP}), {{b_data}});"
    bf16f32 = DotTemplates(
        acc_type="float32x4_t",
        b_type="bfloat16x8_t",
        mac=bfdot,
        mac_tail=bfdot,
        b_load="{dst_data} = vreinterpretq_bf16_u16(vld1q_u16(&{src_data}));",
        b_load_tail="{dst_data} = vreinterpretq_bf16_u8(exogemm_neon_load_bytes(&{src_data}, 4 * {N}));",
        load=F32_LOAD,
        load_tail=F32_LOAD_TAIL,
        store=F32_STORE,
        store_tail=F32_STORE_TAIL,
        zero="{dst_data} = vdupq_n_f32(0.0f);",
        extension="bf16 (FEAT_BF16)",
        feature="__ARM_FEATURE_BF16_VECTOR_ARITHMETIC",
        c_cpu_test="(getauxval(AT_HWCAP2) & HWCAP2_BF16)",
        prelude=DOT_PRELUDE,
    )
    # f16 (FEAT_FP16): FMLA by element on 8 half lanes, accumulating in f16 (G = 1: the B row
    # is loaded as the accumulators). Exo's f16 is _Float16, NEON's float16_t is __fp16: the
    # same bits, so the pointers are cast. Tails move exactly 2 N bytes.
    fmla_h = "{dst_data} = vfmaq_n_f16({dst_data}, {b_data}, {a_data});"
    f16 = DotTemplates(
        acc_type="float16x8_t",
        mac=fmla_h,
        mac_tail=fmla_h,  # lanes above N of a tail-loaded B row are zero: only padding changes
        load="{dst_data} = vld1q_f16((const float16_t *)&{src_data});",
        load_tail="{dst_data} = vreinterpretq_f16_u8(exogemm_neon_load_bytes(&{src_data}, 2 * {N}));",
        store="vst1q_f16((float16_t *)&{dst_data}, {src_data});",
        store_tail="exogemm_neon_store_bytes(&{dst_data}, vreinterpretq_u8_f16({src_data}), 2 * {N});",
        zero="{dst_data} = vdupq_n_f16(0);",
        extension="fp16 (FEAT_FP16)",
        feature="__ARM_FEATURE_FP16_VECTOR_ARITHMETIC",
        c_cpu_test="(getauxval(AT_HWCAP) & HWCAP_ASIMDHP)",
        prelude=DOT_PRELUDE,
    )
    # int16 pairs -> s32 (ARMv8.0, no extension): the exact int8 of cores without a dot
    # (Cortex-A53/A57/A72), whose GEMM widens u8 and s8 to int16 while packing. `ld2`
    # de-interleaves a B row of 4 lanes x 2 into the group's first and second elements, and
    # one `smlal` by element per element adds 4 exact int16 products to the int32 lanes
    # (XNNPACK's neon-mlal-lane form): 2 instructions per 8 products, as FMLA's rate.
    smlal = ("{dst_data} = vmlal_n_s16(vmlal_n_s16({dst_data}, {b_data}.val[0], "
             "(int16_t)(&{a_data})[0]), {b_data}.val[1], (int16_t)(&{a_data})[1]);")
    s16s16s32 = dataclasses.replace(
        u8s8s32, mac=smlal, mac_tail=smlal, b_type="int16x4x2_t",
        b_load="{dst_data} = vld2_s16((const int16_t *)&{src_data});",
        b_load_tail="{dst_data} = exogemm_neon_load_pairs(&{src_data}, {N});",
        b_registers=2, extension="Advanced SIMD (ARMv8.0)", feature="", macs=2,
        c_cpu_test="",
        prelude=DOT_PRELUDE + PAIRS_PRELUDE)
    return (("u8s8s32", u8s8s32), ("s8s8s32", s8s8s32), ("bf16f32", bf16f32), ("f16", f16),
            ("s16s16s32", s16s16s32))

# FMAX: NaN if either operand is NaN (the floor never is), so a NaN in dst stays.
MAX_FLOOR = "{dst_data} = vmaxq_f32({dst_data}, vdupq_n_f32({lo_data}));"
FMA = "{dst_data} = vfmaq_n_f32({dst_data}, {b_data}, {a_data});"


def describe() -> VectorIsa:
    return VectorIsa(
        name="neon",
        lanes=4,
        registers=32,
        c_vector_type="float32x4_t",
        header="#include <arm_neon.h>",
        prelude=PRELUDE,
        description="AArch64 NEON, 4 x f32, 32 v registers, fused FMLA, exact-width tails",
        c=CTemplates(
            load=F32_LOAD,
            load_tail=F32_LOAD_TAIL,
            store=F32_STORE,
            store_tail=F32_STORE_TAIL,
            mac=FMA,
            mac_tail=FMA,
            add="{dst_data} = vaddq_f32({dst_data}, vld1q_f32(&{src_data}));",
            add_tail=("{dst_data} = vaddq_f32({dst_data}, "
                      "exogemm_neon_load_tail(&{src_data}, {N}));"),
            max_floor=MAX_FLOOR,
            max_floor_tail=MAX_FLOOR,
            set1="vdupq_n_f32({x})",
            fma_vv="vfmaq_f32({acc}, {x}, {y})",
            hsum="vaddvq_f32({v})",
            # faddp twice, as vaddvq_f32 adds: (a0 + a1) + (a2 + a3), the same bits
            hsum4="vst1q_f32({s}, vpaddq_f32(vpaddq_f32({v0}, {v1}), vpaddq_f32({v2}, {v3})))",
            store_expr="vst1q_f32({ptr}, {v})",
        ),
        toolchain=Toolchain(
            cc=("aarch64-linux-gnu-gcc",),
            cflags=("-O3", "-march=armv8.2-a+dotprod+i8mm+bf16+fp16", "-fno-schedule-insns"),
            ldflags=("-static",),
            runner=("qemu-aarch64", "-cpu", "max"),
            objdump="aarch64-linux-gnu-objdump",
            apt_packages=("gcc-aarch64-linux-gnu", "libc6-dev-arm64-cross",
                          "binutils-aarch64-linux-gnu", "qemu-user"),
        ),
        dots=_dots(),
        asm=AsmPatterns(
            fma=r"^fmla\s+v",
            dot=r"^((us|s|u)dot|bfdot|smlal2?|fmla)\s+v",
            vector_load=r"^(ldu?r\s+[qd]|ldp\s+[qd]|ld[12]\s+\{v[^}]*\}(\[\d+\])?,\s*\[x)",
            broadcast_load=r"^(ldu?r\s+s|ldp\s+s|ld1r\s|ldrsh\s)",
            spill=r"^(str|stp|stur|st1)\s.*\[sp\b",
            reload=r"^(ldr|ldp|ldur|ld1)\s.*\[sp\b",
        ),
        # Caches for GEMM blocking (exogemm/policy/blocking.py): a Neoverse-N1-class
        # core, 64 KiB 4-way L1d, 1 MiB 8-way L2, 32 MiB 16-way L3.
        caches=CacheSizes(CacheLevel(64 * 1024, 4), CacheLevel(1024**2, 8), CacheLevel(32 * 1024**2, 16)),
    )
