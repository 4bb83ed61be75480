"""Facts about the machine exogemm runs on: its CPU, the features it can execute, its caches.

This is the one module that looks at the host. Everything else asks it, so that "can this
CPU run AVX-512?", "which cache sizes does the blocking model use?", "which line of the
tuning file is ours?" and the header of a benchmark report all rest on the same facts.

Where the facts come from:

* CPU identity and features from `archspec` (the library Spack uses), instead of parsing
  /proc/cpuinfo by hand: it already knows every OS's way of reporting features (Linux
  flags, macOS sysctl, CPUID on Windows), normalizes them to the Linux flag names the
  callers use ('avx512f', 'avx2', 'fma', 'asimd', 'sve'), and names the microarchitecture.
* Cache geometry from sysfs, because archspec has none (Linux fills
  /sys/devices/system/cpu/cpu0/cache from CPUID on x86 and from the device tree on ARM).

Detection never raises: a machine archspec does not understand still gets a `HostCpu`,
with an empty feature set and a `note` saying what went wrong, which `describe()` repeats
and `missing_features()` gives as its reason. Tests build hosts from fake inputs through
`detect(probe=..., sysfs_root=...)`, or construct `HostCpu` directly.
"""

from __future__ import annotations

import os
import platform
import re
import warnings
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

#: Where Linux describes CPU 0's caches, one indexN directory per cache.
SYSFS_CACHE = Path("/sys/devices/system/cpu/cpu0/cache")
#: Read only for the human-readable brand string, when archspec has none (aarch64 Linux).
PROC_CPUINFO = Path("/proc/cpuinfo")
#: Features that change which code runs or how fast it runs (SIMD extensions): the ones a
#: tuned plan depends on. Matched as prefixes of archspec (Linux) feature names.
SIMD_FEATURE = re.compile(r"^(avx|fma|sse4|amx|f16c|asimd|sve|neon|sme(?!p))")  # smep: not SIMD

_ARCH_ALIASES = {"amd64": "x86_64", "x86-64": "x86_64", "x64": "x86_64", "arm64": "aarch64"}
_ARCH_PRETTY = {"x86_64": "x86-64"}


# --------------------------------------------------------------------------------------
# Caches (sysfs)
# --------------------------------------------------------------------------------------


@dataclass(frozen=True)
class CacheLevel:
    """One data (or unified) cache level, as the GEMM blocking model reads it."""

    size: int  # bytes
    ways: int
    line: int = 64  # bytes

    @property
    def sets(self) -> int:
        """Sets = size / (ways x line): the blocking model counts ways per set it fills."""
        return max(1, self.size // (self.ways * self.line))


@dataclass(frozen=True)
class CacheSizes:
    """The data caches of a target CPU (exogemm/policy/blocking.py derives mc, nc, kc from them)."""

    l1: CacheLevel
    l2: CacheLevel
    l3: CacheLevel | None = None


def host_caches(root: Path = SYSFS_CACHE) -> CacheSizes | None:
    """L1d, L2 and L3 of CPU 0 from sysfs, or None if L1 or L2 is unknown.

    archspec knows features, not cache geometry, so this reads sysfs. Each indexN directory
    gives level, type, size ('48K'), ways_of_associativity and coherency_line_size.
    Instruction caches are skipped (GEMM blocks data); an entry with a missing file, an
    unparseable or a non-positive value is skipped too (some kernels report 0 ways for a
    fully associative or unknown cache), so a half-readable tree degrades to fewer levels
    rather than to wrong sizes. Without both L1 and L2 the blocking model has nothing to
    stand on, hence None (the caller then uses its defaults). Not cached: `host_cpu()`
    reads it once.
    """
    levels: dict[int, CacheLevel] = {}
    for index in sorted(root.glob("index*")):
        try:
            if (index / "type").read_text().strip() == "Instruction":
                continue
            level = int((index / "level").read_text())
            size = _parse_size((index / "size").read_text())
            ways = int((index / "ways_of_associativity").read_text())
            line = int((index / "coherency_line_size").read_text())
        except (OSError, ValueError):
            continue
        if size > 0 and ways > 0 and line > 0:
            levels.setdefault(level, CacheLevel(size, ways, line))
    if 1 not in levels or 2 not in levels:
        return None
    return CacheSizes(levels[1], levels[2], levels.get(3))


def _parse_size(text: str) -> int:
    """'48K' -> 49152, '32M', '1G', or a plain byte count; ValueError otherwise."""
    text = text.strip()
    units = {"K": 1024, "M": 1024**2, "G": 1024**3}
    if text and text[-1].upper() in units:
        return int(text[:-1]) * units[text[-1].upper()]
    return int(text)


def _format_bytes(n: int) -> str:
    """48 KiB, 1 MiB, 1.25 MiB: the size as a person reads it in a report."""
    if n >= 1024**2:
        return f"{n / 1024**2:g} MiB"
    if n >= 1024:
        return f"{n / 1024:g} KiB"
    return f"{n} B"


# --------------------------------------------------------------------------------------
# What archspec says
# --------------------------------------------------------------------------------------


@dataclass(frozen=True)
class ArchspecFacts:
    """What archspec reports about this CPU: the raw material of a `HostCpu`.

    Kept separate from HostCpu so tests can hand `detect` any CPU without archspec.
    """

    #: archspec's host target: the newest microarchitecture it knows whose features this
    #: CPU has ('zen4', 'sapphirerapids'), or a generic level ('x86_64_v4') if no vendor
    #: model fits.
    microarchitecture: str
    #: True when that target is a generic ISA level rather than a vendor's model.
    generic: bool
    #: The vendor as the OS reports it ('AuthenticAMD', 'GenuineIntel', 'ARM', ...).
    vendor: str
    #: Every feature the OS reports for this CPU, in archspec's (= Linux flag) names.
    features: frozenset[str]
    #: The CPUID brand string on x86 and macOS; None where archspec has none (aarch64 Linux).
    brand: str | None = None
    #: What archspec warned about while detecting (e.g. an unreadable /proc/cpuinfo).
    warnings: tuple[str, ...] = ()


def ask_archspec() -> ArchspecFacts:
    """Ask archspec about the host. May raise; `detect` turns a failure into a note.

    Features come from archspec's *detected* info, not from `host().features`: the latter
    is the feature list of the matched target, which omits whatever the CPU has beyond it
    (on a Zen 5 matched as x86_64_v4 it lacks avx512_bf16, avx512_vnni, avx_vnni, ...).
    """
    import archspec.cpu
    import archspec.cpu.detect

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        target = archspec.cpu.host()
        info = archspec.cpu.detect.detected_info()
    try:
        brand = archspec.cpu.brand_string()
    except Exception:  # noqa: BLE001 - CPUID runs from generated machine code, which a
        # sandbox may forbid; the brand then comes from /proc/cpuinfo
        brand = None
    return ArchspecFacts(
        microarchitecture=str(target.name),
        generic=target.vendor == "generic",
        vendor=str(info.vendor or target.vendor),
        features=frozenset(info.features),
        brand=brand,
        warnings=tuple(str(w.message) for w in caught),
    )


# --------------------------------------------------------------------------------------
# The host
# --------------------------------------------------------------------------------------


@dataclass(frozen=True)
class HostCpu:
    """The host machine as exogemm needs it: what it is, what it runs, how its caches are.

    features are the OS's own feature flags (through archspec), so `has('avx512f')` is true
    exactly when the kernel reports avx512f, whatever microarchitecture archspec names.
    microarchitecture is only a label: archspec names the newest model in its table that
    this CPU satisfies, so a CPU newer than the table (or a VM hiding a feature such as
    rdseed) is named after an older model or a generic level; `generic` says which.
    """

    machine: str  # platform.machine(): 'x86_64', 'aarch64', 'AMD64', 'arm64', ...
    vendor: str
    brand: str
    microarchitecture: str
    features: frozenset[str]
    caches: CacheSizes | None
    cpus: int = 1  # logical CPUs this process may run on
    generic: bool = False
    note: str = ""  # why some facts are missing ('' when detection worked)

    @property
    def arch(self) -> str:
        """The architecture family under its canonical name: 'x86_64', 'aarch64', ..."""
        return _normalize_arch(self.machine)

    @property
    def simd_features(self) -> frozenset[str]:
        """The features that decide which kernels run and how fast (see SIMD_FEATURE)."""
        return frozenset(f for f in self.features if SIMD_FEATURE.match(f))

    def has(self, *features: str) -> bool:
        """True if this CPU reports every one of `features` (Linux flag names)."""
        return all(f in self.features for f in features)

    def missing_features(self, *required: str, arch: str) -> str | None:
        """None if this machine is an `arch` CPU with every required feature, else why not.

        `arch` is the family the feature names belong to ('x86_64', 'aarch64'): 'sve' on an
        x86 machine is not "missing", the machine is simply another architecture, and the
        reason says so. When detection failed the reason says the features are unknown
        rather than claiming the CPU lacks them.
        """
        want = _normalize_arch(arch)
        if self.arch != want:
            return f"this machine is {self.arch}, not {_ARCH_PRETTY.get(want, want)}"
        absent = [f for f in required if f not in self.features]
        if not absent:
            return None
        if not self.features:
            why = f": {self.note}" if self.note else ""
            return f"cannot confirm {', '.join(absent)}: this CPU's features are unknown{why}"
        return f"this CPU lacks {', '.join(absent)} (needed to run natively)"

    def describe(self) -> str:
        """One line naming the host for benchmark reports: a figure means little without it.

        e.g. 'AMD EPYC 9xxx (zen5, x86_64; 2 CPUs; L1d 48 KiB, L2 1 MiB, L3 32 MiB)'.
        """
        parts = [f"{self.microarchitecture}, {self.machine}"]
        if self.note:
            parts.append(self.note)
        elif self.generic:
            parts.append(f"generic level: archspec matched no {self.vendor} model")
        parts.append(f"{self.cpus} CPU{'s' if self.cpus != 1 else ''}")
        if self.caches is None:
            parts.append("caches unknown")
        else:
            c = self.caches
            levels = [f"L1d {_format_bytes(c.l1.size)}", f"L2 {_format_bytes(c.l2.size)}"]
            if c.l3 is not None:
                levels.append(f"L3 {_format_bytes(c.l3.size)}")
            parts.append(", ".join(levels))
        return f"{self.brand} ({'; '.join(parts)})"

    def tuning_key(self) -> str:
        """The key of this CPU's entries in a file of tuned plans.

        A plan measured on one CPU says nothing about another, so the key holds what
        changes the timings: brand, microarchitecture and the sorted SIMD features
        (e.g. 'AMD EPYC / x86_64_v4 [avx avx2 avx512f ... fma sse4_1 sse4_2]'). It is
        stable across runs and processes on the same machine; moving the file to another
        machine (or a newer archspec renaming the microarchitecture) simply misses.
        """
        return f"{self.brand} / {self.microarchitecture} [{' '.join(sorted(self.simd_features))}]"


def detect(
    *,
    probe: Callable[[], ArchspecFacts] = ask_archspec,
    machine: str | None = None,
    sysfs_root: Path = SYSFS_CACHE,
    cpuinfo: Path = PROC_CPUINFO,
    cpus: int | None = None,
) -> HostCpu:
    """Build a HostCpu from archspec (`probe`), sysfs (`sysfs_root`) and the OS.

    Every input can be replaced, so tests describe any CPU. Never raises: if the probe
    fails, the host keeps its machine name and caches, has no features, and its note says
    why. `cpuinfo` is read only for the brand string when the probe has none.
    """
    machine = machine or platform.machine() or "unknown"
    cpus = cpus if cpus is not None else _usable_cpus()
    caches = host_caches(sysfs_root)
    try:
        facts = probe()
    except Exception as exc:  # noqa: BLE001 - whatever archspec trips on, never crash
        return HostCpu(
            machine=machine, vendor="unknown", brand=_cpuinfo_model_name(cpuinfo) or "unknown CPU",
            microarchitecture=_normalize_arch(machine), features=frozenset(), caches=caches,
            cpus=cpus, generic=True,
            note=f"archspec failed ({type(exc).__name__}: {exc}); CPU features unknown",
        )
    note = ""
    if not facts.features:
        note = "archspec found no CPU features"
        if facts.warnings:
            note += f" ({'; '.join(facts.warnings)})"
    brand = facts.brand or _cpuinfo_model_name(cpuinfo)
    if not brand:  # aarch64 Linux: no brand anywhere; the vendor and model name it best
        brand = f"{facts.vendor} {facts.microarchitecture}" if facts.vendor else "unknown CPU"
    return HostCpu(
        machine=machine, vendor=facts.vendor or "unknown", brand=" ".join(brand.split()),
        microarchitecture=facts.microarchitecture, features=facts.features, caches=caches,
        cpus=cpus, generic=facts.generic, note=note,
    )


@lru_cache(maxsize=1)
def host_cpu() -> HostCpu:
    """This machine, detected once per process (the CPU does not change under us)."""
    return detect()


def _normalize_arch(name: str) -> str:
    name = name.strip().lower()
    return _ARCH_ALIASES.get(name, name)


def _usable_cpus() -> int:
    """Logical CPUs this process may run on (its affinity mask), else all of them."""
    try:
        return len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        return os.cpu_count() or 1


def _cpuinfo_model_name(path: Path) -> str | None:
    """The 'model name' line of /proc/cpuinfo: only ever used as a human-readable brand."""
    try:
        text = path.read_text()
    except OSError:
        return None
    for line in text.splitlines():
        key, sep, value = line.partition(":")
        if sep and key.strip().lower() == "model name" and value.strip():
            return value.strip()
    return None
