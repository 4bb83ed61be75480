"""Intel AMX's kit: the tile kernel of one datatype (--dtype bf16, u8s8 or s8s8; 2 x 2 C tiles
of 16 x 16), its recipe shown step by step, its C with the whole-GEMM driver, and the kernel
and GEMM checked against NumPy, on AMX when this process may use it, else in the reference
model of the tile instructions (gen/templates/amx_emulate.h, any x86-64 host with gcc).
AMX has no per-model library (`library` is None): `exogemm emit-model --isa amx` is refused.

`exogemm.gemm` runs AMX only when asked (EXOGEMM_AMX=1, exogemm/api/amx.py); otherwise bf16
and int8 GEMMs use the native vector ISA's low-precision kernels (exogemm/api/lowp.py), and
`exogemm isas` says which ones beside whether AMX could run here.
"""

from __future__ import annotations

import argparse
from dataclasses import replace
from pathlib import Path

from exogemm.api.amx import AMX_OF
from exogemm.core import exo_speed
from exogemm.core.errors import DtypeError, ExogemmError, UnsupportedCpuError
from exogemm.engines.protocol import Verdict, default_row
from exogemm.gen.c.amx_build import AMX_CFLAGS, EMULATE_CFLAGS, EMULATION_HEADER, gemm_source
from exogemm.gen.c.build_note import BuildNote
from exogemm.gen.c.lowp_gemm import lowp_plan
from exogemm.gen.check import amx as amx_check
from exogemm.isa.amx import AMX_DTYPES, AmxEngine, AmxKernel
from exogemm.isa.matrix import get_engine
from exogemm.procs.matrix.amx_kernel import AMX_OVERWRITE_RECIPE, AMX_RECIPE, schedule_amx
from exogemm.procs.microkernel import step_printer
from exogemm.runtime.amx import unavailable_reason
from exogemm.runtime.dispatch import native_isa

NAME = "amx"

#: What `--dtype` may say for AMX: its own short names, the project's datatype names, and
#: the aliases the vector ISAs' --dtype takes.
AMX_DTYPE_NAMES = {**{k: k for k in AMX_DTYPES}, **AMX_OF, "int8": "u8s8", "bfloat16": "bf16"}


def amx_dtype(name: str) -> str:
    """The AMX datatype `--dtype name` means; ExogemmError listing the accepted names."""
    if name not in AMX_DTYPE_NAMES:
        raise ExogemmError(f"AMX has no {name!r} kernels; --dtype takes "
                           f"{', '.join(AMX_DTYPE_NAMES)} with --isa amx")
    return AMX_DTYPE_NAMES[name]


def fallback(dtype: str) -> str:
    """What `exogemm.gemm` runs for this AMX datatype on this host."""
    d = AMX_DTYPES[dtype].dtype
    try:
        isa = native_isa()
        plan = lowp_plan(isa, d)
    except (UnsupportedCpuError, DtypeError) as exc:
        return f"no {d.name} GEMM runs on this host ({exc})"
    shifted = "" if plan.tile.dtype == d else f", A shifted by +128 into {plan.tile.dtype.name}"
    return f"{isa.key} {d.name} kernels ({plan.tile.name}{shifted})"


def isas_block() -> str:
    """`exogemm isas`'s AMX lines: per datatype, whether it could run here and what the GEMM
    uses."""
    lines = ["amx      dtype=bf16|u8s8|s8s8   matrix engine beside avx512: 8 tiles of 16 rows "
             "x 64 bytes"]
    for name, kind in AMX_DTYPES.items():
        why = unavailable_reason(get_engine(NAME, dtype=name))
        state = ("available (exogemm.gemm uses it with EXOGEMM_AMX=1, row-major operands)"
                 if why is None else f"not available: {why}")
        lines.append(f"{'':8} {name:5} {kind.instruction:9} {state}")
        lines.append(f"{'':24} exogemm.gemm uses{' otherwise' if why is None else ''}: "
                     f"{fallback(name)}")
    return "\n".join(lines)


def build_note(k: AmxKernel) -> BuildNote:
    """The emitted kernel's note: how to build it (with AMX or against the reference model),
    the permission it needs, and its entries."""
    d = k.engine.dtype
    return BuildNote(k.name, (
        f"{k.name}: C += A . B on Intel AMX ({k.engine.kind.instruction}), "
        f"{d.c_a} x {d.c_b} -> {d.c_c}",), (
        (("Build (any x86-64 gcc >= 11):", (f"gcc {' '.join(AMX_CFLAGS)} -c {k.name}.c",)),
         ("Run it only after the process was granted the tile state (Linux >= 5.16):",
          ("syscall(SYS_arch_prctl, 0x1023 /* ARCH_REQ_XCOMP_PERM */, 18 /* XTILEDATA */)",)),
         ("Without AMX, against the reference model (tests only):",
          (f"gcc {' '.join(EMULATE_CFLAGS)} -I . -c {k.name}.c",))),
        (("Entries:", (
            f"int {k.name}_gemm(int64_t M, int64_t N, int64_t K, const {d.c_a} *A, "
            f"int64_t lda,",
            f"    const {d.c_b} *B, int64_t ldb, {d.c_c} *C, int64_t ldc, int accumulate, "
            f"int threads);",
            "    C[M x N] += A[M x K] . B[K x N] (C = A . B if !accumulate), row-major, on "
            "`threads` OpenMP threads;",
            "    returns 0 or a negative code",
            f"void {k.name}_call(kg, A, lda, Bpacked, ldb, C, ldc, accumulate);",
            f"    one {k.m} x {k.n} block, kg k-groups of {k.engine.k_group} (a multiple of "
            f"{k.depth_groups}), B in the VNNI layout")),)))


class AmxChecks:
    """`exogemm test --isa amx`: the kernel and its beta = 0 twin at 1, 2 and 5 tile steps,
    then the GEMM on odd shapes (gen/check/amx.py); with the AMX instructions when this
    process may use them, else in the reference model of them."""

    def cannot_check(self, engine: AmxEngine, args: argparse.Namespace) -> str | None:
        why = amx_check.cannot_check()
        return None if why is None else f"cannot check {engine.key} kernels here: {why}"

    def check_kernels(self, engine: AmxEngine, args: argparse.Namespace) -> list[Verdict]:
        kernel, emulate = self._kernel(engine)
        return self._named(amx_check.check_kernel(kernel, emulate=emulate),
                           kernel.name, emulate)

    def check_gemm(self, engine: AmxEngine, args: argparse.Namespace) -> list[Verdict]:
        kernel, emulate = self._kernel(engine)
        return self._named(amx_check.check_gemm(kernel, amx_check.ODD_SHAPES, emulate=emulate),
                           f"{kernel.name}_gemm", emulate)

    @staticmethod
    def _kernel(engine: AmxEngine) -> tuple[AmxKernel, bool]:
        """The kernel, and whether it runs in the reference model (no AMX for us here)."""
        return AmxKernel(engine), unavailable_reason(engine) is not None

    @staticmethod
    def _named(verdicts: list[Verdict], what: str,
               emulate: bool) -> list[Verdict]:
        """The verdicts with what was run, and where, in front of each case."""
        where = " (reference model)" if emulate else " (AMX)"
        return [replace(v, label=f"{what}{where} {v.label}") for v in verdicts]


class AmxKit:
    """The AMX engine's roles (exogemm/engines/protocol.py `EngineKit`)."""

    name = NAME
    dtype_names = tuple(AMX_DTYPE_NAMES)
    tiles_help = None
    checks = AmxChecks()
    library = None

    def refuse(self, command: str, args: argparse.Namespace) -> None:
        if command == "show" and (args.mr is not None or args.nr is not None or args.gemm
                                  or args.epilogue or args.direct or args.dot):
            raise ExogemmError(f"--isa {NAME} shows the AMX kernel's recipe: it takes --dtype "
                               "(bf16, u8s8, s8s8), --step and --overwrite only")

    def describe(self, args: argparse.Namespace) -> AmxEngine:
        """--dtype's AMX datatype; f32, the option's default, means bf16."""
        return get_engine(NAME, dtype=amx_dtype(args.dtype if args.dtype != "f32" else "bf16"))

    def tile(self, engine: AmxEngine, args: argparse.Namespace) -> AmxKernel:
        return AmxKernel(engine)

    def show(self, tile: AmxKernel, step: str | None, overwrite: bool) -> None:
        exo_speed.apply()
        k = tile
        if step is not None and step != "reference":  # unknown: UnknownStepError naming them
            (AMX_OVERWRITE_RECIPE if overwrite else AMX_RECIPE).step(step)
        print(f"# {k.name}: {k.mt}x{k.nt} C tiles of 16x16 ({k.m}x{k.n}) on AMX, "
              f"{k.engine.kind.instruction}, k steps of {k.depth_groups * k.engine.k_group} "
              f"elements" + (", beta = 0 (tiles zeroed, C never read)" if overwrite else ""))
        schedule_amx(k, trace=step_printer(step), overwrite=overwrite)

    def emit(self, tile: AmxKernel, out: Path) -> list[Path]:
        """The kernel's C (Exo's kernel, its entries, the whole-GEMM driver), its header,
        the reference model's header and a build note."""
        source = gemm_source(tile)
        out.mkdir(parents=True, exist_ok=True)
        paths = source.write(out)
        emulation = out / EMULATION_HEADER.name
        emulation.write_text(EMULATION_HEADER.read_text())
        return [*paths, emulation, *build_note(tile).write(out)]

    def isas_lines(self) -> str:
        return isas_block()

    def isas_row(self) -> dict:
        return default_row(NAME)


KIT = AmxKit()
