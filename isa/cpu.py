"""What the host CPU can run: read once from /proc/cpuinfo (Linux x86 and aarch64)."""

from __future__ import annotations

import platform
from functools import lru_cache
from pathlib import Path


@lru_cache(maxsize=1)
def host_flags() -> frozenset[str]:
    """The CPU feature flags the kernel reports (x86 'flags', aarch64 'Features')."""
    try:
        text = Path("/proc/cpuinfo").read_text()
    except OSError:
        return frozenset()
    for line in text.splitlines():
        key, _, value = line.partition(":")
        if key.strip() in ("flags", "Features"):
            return frozenset(value.split())
    return frozenset()


def missing_flags(*required: str) -> str | None:
    """None if the host has every flag, else a reason naming what is missing."""
    if platform.machine() not in ("x86_64", "AMD64"):
        return f"this machine is {platform.machine()}, not x86-64"
    absent = [f for f in required if f not in host_flags()]
    if absent:
        return f"this CPU lacks {', '.join(absent)} (needed to run natively)"
    return None


@lru_cache(maxsize=1)
def host_data_caches() -> tuple[int, ...]:
    """Bytes of each data (or unified) cache level of CPU 0, L1 first; () if unknown.

    Read from sysfs, which Linux fills from CPUID on x86 and from the device tree on ARM.
    """
    base = Path("/sys/devices/system/cpu/cpu0/cache")
    sizes: dict[int, int] = {}
    for index in sorted(base.glob("index*")):
        try:
            if (index / "type").read_text().strip() == "Instruction":
                continue
            level = int((index / "level").read_text())
            text = (index / "size").read_text().strip()
        except (OSError, ValueError):
            continue
        units = {"K": 1024, "M": 1024**2, "G": 1024**3}
        sizes[level] = int(text[:-1]) * units[text[-1]] if text[-1] in units else int(text)
    return tuple(sizes[level] for level in sorted(sizes))
