"""AArch64 Advanced SIMD (NEON): 4 x f32 per 128-bit register, 32 registers.

FMAs are fused (`vfmaq_n_f32` -> FMLA by element; never `vmlaq`, which rounds twice). NEON
has no masked loads, so a ragged last vector is moved with 64-bit and single-lane loads and
stores that touch exactly N floats; the lanes above N are zero after a tail load, so the tail
FMA can be the full-width FMA (it only changes the dead padding lanes of the accumulator).
"""

from __future__ import annotations

from exogemm.host import CacheLevel, CacheSizes
from exogemm.isa.base import AsmPatterns, CTemplates, Toolchain, VectorIsa

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
            load="{dst_data} = vld1q_f32(&{src_data});",
            load_tail="{dst_data} = exogemm_neon_load_tail(&{src_data}, {N});",
            store="vst1q_f32(&{dst_data}, {src_data});",
            store_tail="exogemm_neon_store_tail(&{dst_data}, {src_data}, {N});",
            mac=FMA,
            mac_tail=FMA,
            add="{dst_data} = vaddq_f32({dst_data}, vld1q_f32(&{src_data}));",
            add_tail=("{dst_data} = vaddq_f32({dst_data}, "
                      "exogemm_neon_load_tail(&{src_data}, {N}));"),
            max_floor=MAX_FLOOR,
            max_floor_tail=MAX_FLOOR,
            set1="vdupq_n_f32({x})",
            fma_vv="vfmaq_f32({acc}, {x}, {y})",
            store_expr="vst1q_f32({ptr}, {v})",
        ),
        toolchain=Toolchain(
            cc=("aarch64-linux-gnu-gcc",),
            cflags=("-O3", "-march=armv8-a", "-fno-schedule-insns"),
            ldflags=("-static",),
            runner=("qemu-aarch64",),
            objdump="aarch64-linux-gnu-objdump",
            apt_packages=("gcc-aarch64-linux-gnu", "libc6-dev-arm64-cross",
                          "binutils-aarch64-linux-gnu", "qemu-user"),
        ),
        asm=AsmPatterns(
            fma=r"^fmla\s+v",
            vector_load=r"^(ldu?r\s+[qd]|ldp\s+[qd]|ld1\s+\{v[^}]*\}(\[\d+\])?,\s*\[x)",
            broadcast_load=r"^(ldu?r\s+s|ldp\s+s|ld1r\s)",
            spill=r"^(str|stp|stur|st1)\s.*\[sp\b",
            reload=r"^(ldr|ldp|ldur|ld1)\s.*\[sp\b",
        ),
        # Caches for GEMM blocking (exogemm/plan/blocking.py): a Neoverse-N1-class
        # core, 64 KiB 4-way L1d, 1 MiB 8-way L2, 32 MiB 16-way L3.
        caches=CacheSizes(CacheLevel(64 * 1024, 4), CacheLevel(1024**2, 8), CacheLevel(32 * 1024**2, 16)),
    )
