"""llvm-mca, LLVM's machine-code analyzer, as a static performance model of a named core.

A board is not needed to ask how fast a kernel's inner loop would run on, say, a Neoverse V1:
LLVM ships a scheduling model per core (issue ports, latencies, dispatch width), and
llvm-mca simulates a block of assembly on it. This module is the one door to that tool:

    targets   per ISA, the triple and -mattr llvm-mca needs to parse its code, a probe block
              of independent vector FMAs of the ISA's width, and the instrument comments
              RVV needs (without `# LLVM-MCA-RISCV-LMUL` llvm-mca assumes the worst case,
              LMUL 8: on sifive-x280 a vfmacc.vf then costs 17 cycles instead of 3)
    cpus      the -mcpu names llvm-mca knows for the ISA's triple (`-mcpu=help`), and which
              of them have a scheduling model that holds the ISA's FMA (`cpu_models`)
    runs      one simulation, parsed into `McaRun`: cycles, Block RThroughput, the pressure
              on every resource (overall and per instruction), and the bottleneck analysis
    peak      `core_peak`: the probe's Block RThroughput, i.e. the FMAs per cycle of the
              same model the kernel is simulated on (never a hand-typed table)

How llvm-mca 19 treats CPU names (found by trying): a name it does not know is a warning and
the generic model (we refuse it first, listing the names it knows); a known core without an
instruction-level model (carmel, spacemit-x60) is an error, "unable to find instruction-level
scheduling information"; a model without the ISA's FMA stops at "found an unsupported
instruction"; an rv32 core for riscv64 aborts with "LLVM ERROR". But LLVM's in-order models
time every instruction (SVE on a Cortex-A55), so whether a core has the ISA at all is asked
of clang (`missing_extension`: the macros it predefines for that core). Each case becomes an
`McaError` that says which, and what is allowed. Which model a core uses is read from its
resource names (cortex-a76 is simulated with LLVM 19's Cortex-A57 model, znver5 with Zen
4's), so a report names it.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from functools import cache

from exogemm.core.errors import ExogemmError, ToolchainMissingError
from exogemm.isa.base import VectorIsa
from exogemm.gen.c import cores
from exogemm.gen.c.cores import CLANG

#: The llvm-mca executables tried, in order (Debian names the versioned one).
MCA_PROGRAMS = ("llvm-mca-19", "llvm-mca")
MCA_INSTALL = "apt-get install -y llvm-19"
#: Iterations of a simulated loop: enough that the start-up (the first iteration's
#: latency) is below 1% of the cycles per iteration.
ITERATIONS = 500
#: Independent FMAs in the peak probe: the probe's Block RThroughput is printed with one
#: decimal, so many FMAs make cycles per FMA exact to a fraction of a percent.
PROBE_FMAS = 24


class McaError(ExogemmError, RuntimeError):
    """llvm-mca cannot model this ISA's code on this CPU (unknown name, no scheduling model,
    no vector instructions in the model) or failed; `kind` names which, in a few words."""

    def __init__(self, message: str, kind: str = "llvm-mca failed") -> None:
        super().__init__(message)
        self.kind = kind


@dataclass(frozen=True)
class McaTarget:
    """What llvm-mca needs for one ISA: -mattr and the probe block, on top of how clang is
    asked about its cores (`query`, gen/c/cores.CORE_QUERIES: the triple, the option naming
    a core, the macros a core implementing the ISA defines)."""

    query: cores.CoreQuery
    mattr: str
    probe: Callable[[VectorIsa], list[str]]
    instruments: Callable[[VectorIsa], list[str]] = field(default=lambda isa: [])

    @property
    def triple(self) -> str:
        return self.query.triple


def _rvv_lmul(isa: VectorIsa) -> int:
    return dict(isa.params).get("lmul", 1)


def _rvv_instruments(isa: VectorIsa) -> list[str]:
    """LMUL and SEW of every vector instruction below (a vsetvli in the block overrides)."""
    return [f"# LLVM-MCA-RISCV-LMUL M{_rvv_lmul(isa)}", "# LLVM-MCA-RISCV-SEW E32"]


def _rvv_probe(isa: VectorIsa) -> list[str]:
    groups = range(_rvv_lmul(isa), 32, _rvv_lmul(isa))  # register groups other than v0
    dests = [f"v{g}" for g in groups]
    return [f"vfmacc.vv {dests[i % len(dests)]}, v0, v0" for i in range(PROBE_FMAS)]


_Q = cores.CORE_QUERIES
TARGETS: dict[str, McaTarget] = {
    "avx2": McaTarget(_Q["avx2"], "", lambda isa: [
        f"vfmadd231ps %ymm14, %ymm15, %ymm{i % 14}" for i in range(PROBE_FMAS)]),
    "avx512": McaTarget(_Q["avx512"], "+avx512f", lambda isa: [
        f"vfmadd231ps %zmm30, %zmm31, %zmm{i}" for i in range(PROBE_FMAS)]),
    "neon": McaTarget(_Q["neon"], "", lambda isa: [
        f"fmla v{i}.4s, v30.4s, v31.4s" for i in range(PROBE_FMAS)]),
    "sve": McaTarget(_Q["sve"], "+sve", lambda isa: [
        f"fmla z{i}.s, p0/m, z30.s, z31.s" for i in range(PROBE_FMAS)]),
    "rvv": McaTarget(_Q["rvv"], "+v", _rvv_probe, instruments=_rvv_instruments),
}


def mca_target(isa: VectorIsa) -> McaTarget:
    try:
        return TARGETS[isa.name]
    except KeyError:
        raise McaError(f"no llvm-mca target is described for ISA {isa.key}; static "
                       f"prediction covers {', '.join(TARGETS)}") from None


def mca_program() -> str:
    """The llvm-mca on PATH (ToolchainMissingError naming the apt command if none)."""
    for name in MCA_PROGRAMS:
        if shutil.which(name):
            return name
    raise ToolchainMissingError(f"llvm-mca is not installed (looked for "
                                f"{', '.join(MCA_PROGRAMS)}); install it with: {MCA_INSTALL}")


@cache
def mca_version() -> str:
    """llvm-mca's version line (part of every cached prediction's key)."""
    out = subprocess.run([mca_program(), "--version"], capture_output=True, text=True).stdout
    return next((line.strip() for line in out.splitlines() if "version" in line), out.strip())


@cache
def host_cpu_name() -> str:
    """The -mcpu name LLVM gives this machine (its `Host CPU:`, what -mcpu=native means)."""
    out = subprocess.run([mca_program(), "--version"], capture_output=True, text=True).stdout
    m = re.search(r"Host CPU:\s*(\S+)", out)
    if not m:
        raise McaError(f"{mca_program()} --version names no host CPU:\n{out}")
    return m.group(1)


@cache
def cpu_names(triple: str) -> tuple[str, ...]:
    """Every -mcpu name llvm-mca accepts for `triple` (its `-mcpu=help` list)."""
    proc = subprocess.run([mca_program(), f"-mtriple={triple}", "-mcpu=help"],
                          stdin=subprocess.DEVNULL, capture_output=True, text=True)
    text = proc.stdout + proc.stderr
    block = text.split("Available CPUs for this target:", 1)[-1]
    block = block.split("Available features", 1)[0]
    return tuple(m.group(1) for m in re.finditer(r"^\s+(\S+)\s+- Select", block, re.M))


def check_cpu(isa: VectorIsa, cpu: str) -> str:
    """`cpu` if llvm-mca knows it for the ISA's triple ('native': this x86 host's name),
    else McaError listing the names."""
    triple = mca_target(isa).triple
    names = cpu_names(triple)
    if cpu == "native" and triple == "x86_64":
        cpu = host_cpu_name()
    if cpu not in names:
        raise McaError(f"llvm-mca knows no CPU {cpu!r} for {isa.key} ({triple}); it knows: "
                       f"{', '.join(names)} (`exogemm inspect --list-cpus --isa {isa.name}` "
                       f"says which have a scheduling model)")
    return cpu


def _core_macros(isa: VectorIsa, cpu: str) -> dict[str, str]:
    """What clang predefines for `cpu` (gen/c/cores.core_macros; cached there); a McaError
    when the ISA has no llvm-mca target or clang does not know the core."""
    triple = mca_target(isa).triple
    try:
        return cores.core_macros(isa, cpu)
    except cores.UnknownCoreError as exc:
        raise McaError(str(exc), kind=f"unknown to {CLANG} for {triple}") from None


def missing_extension(isa: VectorIsa, cpu: str) -> str | None:
    """Why `cpu` cannot run the ISA's code (gen/c/cores.missing_extension), or None. LLVM's
    in-order models time every instruction, SVE's on a Cortex-A55 included, so a model that
    parses the code does not mean the core has the extension."""
    _core_macros(isa, cpu)  # the core known (else McaError), its macros cached
    return cores.missing_extension(isa, cpu)


def core_vlen(isa: VectorIsa, cpu: str) -> int | None:
    """An RVV core's VLEN in bits as clang knows it (`__riscv_v_min_vlen`), else None."""
    value = _core_macros(isa, cpu).get("__riscv_v_min_vlen")
    return int(value) if value else None


# --------------------------------------------------------------------------- one run


@dataclass(frozen=True)
class McaRun:
    """One llvm-mca simulation of a block, parsed.

    pressure            cycles per iteration each resource (unit) is busy, by name
    by_instruction      per instruction of the block, in order: its cycles on each resource
    dependencies        the bottleneck analysis' share of cycles lost to register and memory
                        dependencies, in % (None where llvm-mca has none: in-order cores)
    """

    cpu: str
    iterations: int
    total_cycles: int
    block_rthroughput: float
    dispatch_width: int
    resources: tuple[str, ...]
    pressure: dict[str, float]
    by_instruction: tuple[tuple[str, dict[str, float]], ...]
    dependencies: dict[str, float] | None
    text: str = field(repr=False, default="")

    @property
    def cycles_per_iteration(self) -> float:
        return self.total_cycles / self.iterations

    @property
    def model(self) -> str:
        """The scheduling model's name, read off its resources (Zn3AGU0, Zn3FP0 -> Zn3)."""
        return model_name(self.resources)


def model_name(resources: tuple[str, ...]) -> str:
    """The common stem of a model's resource names, without a trailing Unit/Port/Pipe."""
    names = sorted(set(resources))
    if not names:
        return "?"
    stem = names[0]
    for name in names[1:]:
        while not name.startswith(stem):
            stem = stem[:-1]
    return re.sub(r"(Unit|Port|Pipe)\d*$", "", stem) or stem


def run_mca(isa: VectorIsa, cpu: str, lines: list[str], iterations: int = ITERATIONS
            ) -> McaRun:
    """Simulate the assembly `lines` (the ISA's instruments prepended) on `cpu`."""
    target = mca_target(isa)
    cpu = check_cpu(isa, cpu)
    argv = [mca_program(), f"-mtriple={target.triple}", f"-mcpu={cpu}",
            f"-iterations={iterations}", "-bottleneck-analysis"]
    if target.mattr:
        argv.append(f"-mattr={target.mattr}")
    source = "\n".join([*target.instruments(isa), *lines]) + "\n"
    proc = subprocess.run(argv, input=source, capture_output=True, text=True)
    if proc.returncode != 0:
        raise McaError(*_failure(isa, cpu, proc.stderr, source))
    return parse_run(cpu, proc.stdout)


def _failure(isa: VectorIsa, cpu: str, stderr: str, source: str) -> tuple[str, str]:
    """What a failed run means, in the user's terms (the module docstring's cases): the
    message and its kind."""
    llvm = f"LLVM {mca_version().split('version')[-1].strip()}"
    if "unable to find instruction-level scheduling information" in stderr:
        return (f"{cpu} has no instruction-level scheduling model in {llvm}, so llvm-mca "
                f"cannot simulate it; `exogemm inspect --list-cpus --isa {isa.name}` lists "
                f"the CPUs that have one: name the one you judge closest to {cpu} with "
                f"--timed-as NAME to simulate {cpu}'s code on its model"), "no scheduling model"
    if "unsupported instruction" in stderr:
        return (f"{llvm}'s scheduling model of {cpu} has no timing for {isa.key}'s vector "
                f"instructions (the core lacks the extension, or the model does); "
                f"`exogemm inspect --list-cpus --isa {isa.name}` lists the CPUs that have"
                ), f"model without {isa.name}'s FMA"
    first = next((line for line in stderr.splitlines() if "error" in line.lower()),
                 stderr.strip()[:300])
    return f"llvm-mca failed for {isa.key} on {cpu}: {first}\ninput:\n{source}", first


_HEADER = re.compile(r"^(Iterations|Total Cycles|Dispatch Width|Block RThroughput):\s+(\S+)",
                     re.M)
_RESOURCE = re.compile(r"^\[([\d.]+)\]\s+-\s+(\S+)", re.M)
_DEPENDENCY = re.compile(r"-\s+(Register|Memory) Dependencies\s*\[\s*([\d.]+)%")


def parse_run(cpu: str, text: str) -> McaRun:
    """llvm-mca's default views and bottleneck analysis, as an `McaRun`."""
    head = dict(_HEADER.findall(text))
    if len(head) < 4:
        raise McaError(f"llvm-mca output for {cpu} lacks its summary:\n{text[:2000]}")
    section = text.split("Resources:", 1)[-1].split("Resource pressure per iteration:", 1)[0]
    units = _RESOURCE.findall(section)
    columns = [f"[{index}]" for index, _ in units]
    names = tuple(name for _, name in units)
    per_iteration = _table(text, "Resource pressure per iteration:", columns)
    pressure = dict(zip(names, per_iteration[0][0])) if per_iteration else {}
    rows = _table(text, "Resource pressure by instruction:", columns)
    by_instruction = tuple((ins, dict(zip(names, values))) for values, ins in rows)
    deps = dict(_DEPENDENCY.findall(text))
    return McaRun(
        cpu=cpu, iterations=int(head["Iterations"]), total_cycles=int(head["Total Cycles"]),
        block_rthroughput=float(head["Block RThroughput"]),
        dispatch_width=int(head["Dispatch Width"]), resources=names, pressure=pressure,
        by_instruction=by_instruction,
        dependencies={k.lower(): float(v) for k, v in deps.items()} if deps else None,
        text=text)


def _table(text: str, title: str, columns: list[str]) -> list[tuple[list[float], str]]:
    """Rows of a resource-pressure table: one value per column ('-' is 0), then the rest of
    the line (the instruction, in the per-instruction table)."""
    if title not in text:
        return []
    lines = text.split(title, 1)[1].lstrip("\n").splitlines()
    if not lines or lines[0].split()[: len(columns)] != columns:
        return []
    rows = []
    for line in lines[1:]:
        if not line.strip():
            break
        tokens = line.split(None, len(columns))
        values = [0.0 if t == "-" else float(t) for t in tokens[: len(columns)]]
        rows.append((values, tokens[len(columns)] if len(tokens) > len(columns) else ""))
    return rows


# --------------------------------------------------------------------------- the core


@dataclass(frozen=True)
class CorePeak:
    """A core's FMA issue rate for the ISA's vector FMA, from its own LLVM model (or from
    the model of the stand-in the user named for a core that has none).

    cpu             the core asked about (its extensions are asked of clang)
    mcpu            the -mcpu llvm-mca simulates: `cpu`, or the stand-in (`timed_as`)
    fmas_per_cycle  PROBE_FMAS / the probe's Block RThroughput
    flops_per_cycle 2 x lanes x that: for SVE and RVV the lanes are the ISA's --vlen (and
                    LMUL), which the model does not know (see docs/static-performance.md)
    model           the scheduling model's name (read off its resources)
    """

    isa: str
    cpu: str
    model: str
    fmas_per_cycle: float
    flops_per_cycle: float
    mcpu: str = ""

    @property
    def stand_in(self) -> bool:
        """Simulated on another core's model (`usable_peak(..., timed_as=...)`)."""
        return self.mcpu != self.cpu


@cache
def core_peak(isa: VectorIsa, cpu: str) -> CorePeak:
    """The probe block of independent FMAs simulated on `cpu` (resource bound: RThroughput)."""
    run = run_mca(isa, cpu, mca_target(isa).probe(isa), iterations=100)
    rate = PROBE_FMAS / run.block_rthroughput
    return CorePeak(isa.key, run.cpu, run.model, rate, 2 * isa.lanes * rate, run.cpu)


@dataclass(frozen=True)
class CpuModel:
    """One -mcpu name for an ISA: its model and peak, or why it has none (`problem`)."""

    cpu: str
    model: str = ""
    fmas_per_cycle: float = 0.0
    problem: str = ""  # the kind of McaError, or that the core lacks the ISA


def cpu_models(isa: VectorIsa) -> list[CpuModel]:
    """Every CPU llvm-mca knows for the ISA's triple, with its model or the reason it has
    none for this ISA's code (the module docstring's cases)."""
    out = []
    for cpu in cpu_names(mca_target(isa).triple):
        try:
            if missing_extension(isa, cpu):
                out.append(CpuModel(cpu, problem=f"does not implement {isa.name}"))
                continue
            peak = core_peak(isa, cpu)
        except McaError as exc:
            out.append(CpuModel(cpu, problem=exc.kind))
            continue
        out.append(CpuModel(cpu, peak.model, peak.fmas_per_cycle))
    return out


def usable_peak(isa: VectorIsa, cpu: str, timed_as: str | None = None) -> CorePeak:
    """`core_peak` of a core that implements the ISA (McaError saying why not otherwise).

    `timed_as`: another core whose model simulates `cpu`'s code, for a core LLVM has no
    model of (carmel): the user's judgement of which modelled core is closest, never a
    table of ours; every report names both (docs/static-performance.md)."""
    cpu = check_cpu(isa, cpu)
    reason = missing_extension(isa, cpu)
    if reason:
        raise McaError(f"{reason}; `exogemm inspect --list-cpus --isa {isa.name}` lists the "
                       f"CPUs that do and have a scheduling model")
    if timed_as is None or timed_as == cpu:
        return core_peak(isa, cpu)
    stand_in = usable_peak(isa, timed_as)
    return replace(stand_in, cpu=cpu)
