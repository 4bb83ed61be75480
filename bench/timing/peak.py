"""Measure the single-core FP32 FMA peak of a native ISA with a generated C loop, or a
low-precision datatype's dot-instruction peak (GOP/s: 2 ops per multiply-add, as the
GEMMs count them) from the ISA's `DotTemplates`.

The loop keeps `registers - 2` independent accumulators busy (far more than FMA latency x
ports), so it is bound by FMA throughput alone; that is the ceiling micro-kernels are
compared with. It is written from the ISA's own C snippets, so every native ISA gets one.
"""

from __future__ import annotations

import statistics
from dataclasses import dataclass

from exogemm.core.dtype import F32, DType
from exogemm.gen.c.lowp_gemm import kernel_dtype
from exogemm.gen.c.native import build_native
from exogemm.isa.base import VectorIsa

PEAK_DECL = "double exogemm_peak_seconds(int64_t iters, float *sink);"
DOT_PEAK_DECL = "double exogemm_dot_peak_seconds(int64_t iters, void *sink);"


def peak_source(isa: VectorIsa) -> tuple[str, int]:
    """C for the peak loop and the number of accumulators it uses."""
    t = isa.c
    n = isa.registers - 2
    lines = [
        "double exogemm_peak_seconds(int64_t iters, float *sink) {",
        f"    {isa.c_vector_type} x = {t.set1.format(x='1.0000001f')};",
        f"    {isa.c_vector_type} y = {t.set1.format(x='0.9999999f')};",
    ]
    lines += [f"    {isa.c_vector_type} a{i} = {t.set1.format(x=f'{i}.0f')};" for i in range(n)]
    lines += ["    double t0 = exogemm_now();", "    for (int64_t r = 0; r < iters; r++) {"]
    lines += [f"        a{i} = {t.fma_vv.format(acc=f'a{i}', x='x', y='y')};" for i in range(n)]
    lines += ["    }", "    double t1 = exogemm_now();"]
    lines += [f"    {t.store_expr.format(ptr=f'sink + {i * isa.lanes}', v=f'a{i}')};" for i in range(n)]
    lines += ["    return t1 - t0;", "}"]
    return f"{isa.header}\n" + "\n".join(lines) + "\n", n


def dot_peak_source(isa: VectorIsa, dtype: DType) -> tuple[str, int]:
    """C for `dtype`'s dot-instruction peak loop (independent accumulators, one B register,
    A's group broadcast) and the number of accumulators."""
    d, G, L = isa.dot_templates(dtype), dtype.k_group, isa.lanes
    n = isa.registers - 2
    lines = [
        "double exogemm_dot_peak_seconds(int64_t iters, void *sink) {",
        # one group per accumulator, as a kernel's rows, not const, and read anew each
        # iteration (the empty asm's memory clobber): a two-instruction dot (vpmaddwd +
        # vpaddd) would otherwise have its product hoisted out of the loop or shared
        f"    static {dtype.c_a} group[{n * G}] = {{{', '.join(['1'] * G)}}};",
        f"    static const {dtype.c_b} row[{L * G}] = {{1}};",
        f"    {dtype.c_c} *out = ({dtype.c_c} *)sink;",
        f"    {d.b_type} y;",
        "    " + d.b_load.format(dst_data="y", src_data="row[0]"),
    ]
    # distinct starting values, or the compiler merges identical accumulators into one
    lines += [f"    {dtype.c_c} init[{n * L}];",
              f"    for (int i = 0; i < {n * L}; i++) init[i] = ({dtype.c_c})(i / {L});"]
    lines += [f"    {d.acc_type} a{i};" for i in range(n)]
    lines += ["    " + d.load.format(dst_data=f"a{i}", src_data=f"init[{i * L}]") for i in range(n)]
    lines += ["    double t0 = exogemm_now();", "    for (int64_t r = 0; r < iters; r++) {",
              '        __asm__ volatile("" : : "r"(group) : "memory");']
    lines += ["        " + d.mac.format(dst_data=f"a{i}", a_data=f"group[{i * G}]", b_data="y")
              for i in range(n)]
    lines += ["    }", "    double t1 = exogemm_now();"]
    lines += ["    " + d.store.format(dst_data=f"out[{i * L}]", src_data=f"a{i}") for i in range(n)]
    lines += ["    return t1 - t0;", "}"]
    return f"{isa.header}\n{d.prelude}\n" + "\n".join(lines) + "\n", n


@dataclass
class Peak:
    isa: str
    gflops: float
    samples: list[float]
    accumulators: int


class PeakProbe:
    """The compiled peak loop, sampled on demand (so benchmarks can interleave it)."""

    def __init__(self, isa: VectorIsa, seconds: float = 0.1, dtype: DType = F32):
        import numpy as np

        # a low-precision datatype's rate is its route's kernel's instruction (int8 on AVX2
        # without VNNI: vpmaddwd; bf16 without a bf16 dot: the f32 FMA)
        dtype = kernel_dtype(isa, dtype)
        if dtype == F32:
            src, self.accumulators = peak_source(isa)
            self.module = build_native(isa, [], extra_c=src, extra_cdef=PEAK_DECL)
            self._loop = self.module.lib.exogemm_peak_seconds
        else:
            src, self.accumulators = dot_peak_source(isa, dtype)
            self.module = build_native(isa, [], extra_c=src, extra_cdef=DOT_PEAK_DECL)
            self._loop = self.module.lib.exogemm_dot_peak_seconds
        self._sink = np.zeros(self.accumulators * isa.lanes, dtype=np.float32)
        self._ptr = self.module.ffi.cast("float *" if dtype == F32 else "void *",
                                         self.module.ffi.from_buffer(self._sink))
        self._flops_per_iter = 2.0 * self.accumulators * isa.lanes * dtype.k_group
        iters = 1000
        while (t := self._seconds(iters)) < seconds / 4:
            iters *= 4
        self.iters = max(1, int(iters * seconds / max(t, 1e-9)))

    def _seconds(self, iters: int) -> float:
        return self._loop(iters, self._ptr)

    def sample(self) -> float:
        """One GFLOP/s sample of about the calibrated duration."""
        return self._flops_per_iter * self.iters / self._seconds(self.iters) / 1e9


def measure_peak(isa: VectorIsa, samples: int = 7, seconds: float = 0.1,
                 dtype: DType = F32) -> Peak:
    """Median GFLOP/s (GOP/s for an integer dtype) over `samples` runs of about `seconds`
    each (after calibration)."""
    probe = PeakProbe(isa, seconds, dtype)
    runs = [probe.sample() for _ in range(samples)]
    return Peak(isa.key, statistics.median(runs), runs, probe.accumulators)
