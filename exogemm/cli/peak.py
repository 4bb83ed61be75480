"""`exogemm peak`: this core's FP32 FMA peak (or a datatype's dot-instruction peak), the
yardstick of every "% of peak"; with --bandwidth, the read bandwidth from L2, L3 and DRAM."""

from __future__ import annotations

import argparse
from dataclasses import asdict

from exogemm.bench.timing.bandwidth import format_bandwidth, measure_read_bandwidth
from exogemm.bench.timing.peak import measure_peak
from exogemm.cli.arguments import (
    add_dtype_arg,
    add_isa_args,
    isa_from,
    print_json,
    require_native,
)
from exogemm.core.dtype import F32, get_dtype
from exogemm.core.host import host_cpu
from exogemm.gen.c.lowp_gemm import kernel_dtype

NAME = "peak"
HELP = "measure the single-core FP32 FMA (or a dtype's dot) peak"
EPILOG = ("examples:\n  exogemm peak --json\n  exogemm peak --dtype int8\n"
          "  exogemm peak --bandwidth --threads 1 2")


def add_arguments(p: argparse.ArgumentParser) -> None:
    add_isa_args(p, default=None)  # the native ISA
    add_dtype_arg(p)
    p.add_argument("--bandwidth", action="store_true",
                   help="measure the read bandwidth from L2, L3 and DRAM instead")
    p.add_argument("--threads", type=int, nargs="+",
                   help="--bandwidth: thread counts (default 1 2)")
    p.add_argument("--json", action="store_true")


def _bandwidth(args: argparse.Namespace) -> int:
    """--bandwidth: the memory side of the roofline, per thread count."""
    points = measure_read_bandwidth(tuple(args.threads or (1, 2)))
    if args.json:
        print_json(dict(read_bandwidth=[p.to_json() for p in points],
                        host=host_cpu().describe()))
    else:
        print(f"read bandwidth (C loop summing floats; median and best of "
              f"{len(points[0].samples)}) on {host_cpu().describe()}")
        print("\n".join(format_bandwidth(points)))
    return 0


def run(args: argparse.Namespace) -> int:
    if args.bandwidth:
        return _bandwidth(args)
    isa = isa_from(args)
    dtype = get_dtype(args.dtype)
    require_native(isa, dtype)
    peak = measure_peak(isa, dtype=dtype)
    kernel = kernel_dtype(isa, dtype)
    through = f" (its {kernel.name} kernel's)" if kernel != dtype else ""
    what = ("FP32 FMA peak" if dtype == F32
            else f"{dtype.name} dot-instruction peak{through}")
    unit = "GOP/s" if dtype.exact else "GFLOP/s"
    if args.json:
        print_json(dict(asdict(peak), dtype=dtype.name, host=host_cpu().describe()))
    else:
        print(f"{isa.key} single-core {what}: {peak.gflops:.1f} {unit} on "
              f"{host_cpu().describe()} (median of {len(peak.samples)}, {peak.accumulators} "
              f"accumulators; samples {', '.join(f'{s:.1f}' for s in peak.samples)})")
    return 0
