"""The host module (exogemm/core/host.py): the one place that knows the machine — CPU identity and
features through archspec, cache geometry from sysfs — and never crashes finding out."""

from __future__ import annotations

import platform
from pathlib import Path

import archspec.cpu
import archspec.cpu.detect
import pytest

from exogemm.core import host
from exogemm.core.host import ArchspecFacts, CacheLevel, CacheSizes, HostCpu, detect, host_caches

KiB, MiB = 1024, 1024**2


def write_cache(root: Path, index: int, **files: str) -> None:
    """One sysfs cache entry, cpu0/cache/index<index>/<file>, as Linux lays it out."""
    d = root / f"index{index}"
    d.mkdir(parents=True)
    for name, text in files.items():
        (d / name).write_text(text + "\n")


def zen_like_sysfs(root: Path) -> Path:
    """L1d 48K 12-way, L1i 32K, L2 1M 16-way, L3 32M 16-way, 64-byte lines (a Zen 5 core)."""
    common = {"coherency_line_size": "64"}
    write_cache(root, 0, level="1", type="Data", size="48K", ways_of_associativity="12", **common)
    write_cache(root, 1, level="1", type="Instruction", size="32K", ways_of_associativity="8",
                **common)
    write_cache(root, 2, level="2", type="Unified", size="1024K", ways_of_associativity="16",
                **common)
    write_cache(root, 3, level="3", type="Unified", size="32768K", ways_of_associativity="16",
                **common)
    return root


ZEN_FEATURES = frozenset({"fpu", "sse2", "sse4_1", "sse4_2", "avx", "avx2", "fma", "f16c",
                          "avx512f", "avx512vl", "avx512_bf16", "avx512_vnni", "avx_vnni",
                          "hypervisor", "smep", "rdrand"})


def facts(**changes) -> ArchspecFacts:
    base = {"microarchitecture": "zen5", "generic": False, "vendor": "AuthenticAMD",
            "features": ZEN_FEATURES, "brand": "AMD EPYC 9R45  96-Core Processor   "}
    return ArchspecFacts(**{**base, **changes})


@pytest.fixture
def zen5(tmp_path) -> HostCpu:
    return detect(probe=facts, machine="x86_64", sysfs_root=zen_like_sysfs(tmp_path / "cache"),
                  cpuinfo=tmp_path / "no-cpuinfo", cpus=2)


# --- caches from sysfs -------------------------------------------------------------------


def test_caches_are_read_from_sysfs_and_the_instruction_cache_is_skipped(tmp_path):
    caches = host_caches(zen_like_sysfs(tmp_path))
    assert caches == CacheSizes(l1=CacheLevel(48 * KiB, 12, 64), l2=CacheLevel(1 * MiB, 16, 64),
                                l3=CacheLevel(32 * MiB, 16, 64))
    assert caches.l1.sets == 64 and caches.l2.sets == 1024


def test_instruction_cache_listed_first_does_not_become_l1(tmp_path):
    write_cache(tmp_path, 0, level="1", type="Instruction", size="64K",
                ways_of_associativity="4", coherency_line_size="64")
    write_cache(tmp_path, 1, level="1", type="Data", size="32K", ways_of_associativity="8",
                coherency_line_size="64")
    write_cache(tmp_path, 2, level="2", type="Unified", size="2M", ways_of_associativity="16",
                coherency_line_size="128")
    caches = host_caches(tmp_path)
    assert caches.l1 == CacheLevel(32 * KiB, 8, 64)
    assert caches.l2 == CacheLevel(2 * MiB, 16, 128)


def test_no_l3_is_allowed(tmp_path):
    write_cache(tmp_path, 0, level="1", type="Data", size="32K", ways_of_associativity="8",
                coherency_line_size="64")
    write_cache(tmp_path, 1, level="2", type="Unified", size="512K", ways_of_associativity="8",
                coherency_line_size="64")
    assert host_caches(tmp_path) == CacheSizes(CacheLevel(32 * KiB, 8), CacheLevel(512 * KiB, 8))


@pytest.mark.parametrize("missing_level", ["1", "2"])
def test_without_l1_or_l2_the_caches_are_unknown(tmp_path, missing_level):
    for i, level in enumerate(["1", "2", "3"]):
        if level != missing_level:
            write_cache(tmp_path, i, level=level, type="Unified" if level != "1" else "Data",
                        size="64K", ways_of_associativity="8", coherency_line_size="64")
    assert host_caches(tmp_path) is None


@pytest.mark.parametrize("bad", [{"size": "lots"}, {"size": "0K"},
                                 {"ways_of_associativity": "0"},
                                 {"ways_of_associativity": "full"},
                                 {"coherency_line_size": ""}, {"level": "one"}])
def test_a_garbage_l2_entry_is_skipped_rather_than_misread(tmp_path, bad):
    write_cache(tmp_path, 0, level="1", type="Data", size="32K", ways_of_associativity="8",
                coherency_line_size="64")
    l2 = {"level": "2", "type": "Unified", "size": "1M", "ways_of_associativity": "16",
          "coherency_line_size": "64"}
    write_cache(tmp_path, 1, **{**l2, **bad})
    assert host_caches(tmp_path) is None


def test_a_missing_file_skips_only_that_level(tmp_path):
    zen_like_sysfs(tmp_path)
    (tmp_path / "index3" / "ways_of_associativity").unlink()
    caches = host_caches(tmp_path)
    assert caches.l3 is None and caches.l2 == CacheLevel(1 * MiB, 16, 64)


def test_no_sysfs_at_all_means_unknown_caches(tmp_path):
    assert host_caches(tmp_path / "absent") is None


# --- features --------------------------------------------------------------------------


def test_callers_cpuinfo_flag_names_are_the_feature_names(zen5):
    assert zen5.has("avx512f", "avx2", "fma")
    assert zen5.has("avx512_bf16", "avx512_vnni", "avx_vnni")
    assert not zen5.has("avx512f", "amx_tile")


def test_missing_features_is_none_when_all_present(zen5):
    assert zen5.missing_features("avx512f", arch="x86_64") is None
    assert zen5.missing_features("avx2", "fma", arch="AMD64") is None  # Windows' spelling


def test_missing_features_names_every_absent_feature(zen5):
    reason = zen5.missing_features("avx512f", "amx_tile", "amx_bf16", arch="x86_64")
    assert reason == "this CPU lacks amx_tile, amx_bf16 (needed to run natively)"


def test_another_architecture_is_named_as_such_not_as_missing_features(zen5, tmp_path):
    assert zen5.missing_features("asimd", arch="aarch64") == "this machine is x86_64, not aarch64"
    arm = detect(probe=lambda: facts(microarchitecture="neoverse_v2", vendor="ARM",
                                     features=frozenset({"asimd", "sve", "sve2"}), brand=None),
                 machine="aarch64", sysfs_root=tmp_path, cpuinfo=tmp_path / "none", cpus=4)
    assert arm.missing_features("avx512f", arch="x86_64") == "this machine is aarch64, not x86-64"
    assert arm.missing_features("sve", arch="aarch64") is None


# --- describe and tuning_key -------------------------------------------------------------


def test_describe_names_brand_microarchitecture_machine_cpus_and_caches(zen5):
    assert zen5.describe() == ("AMD EPYC 9R45 96-Core Processor (zen5, x86_64; 2 CPUs; "
                               "L1d 48 KiB, L2 1 MiB, L3 32 MiB)")


def test_describe_says_when_archspec_only_matched_a_generic_level(tmp_path):
    cpu = detect(probe=lambda: facts(microarchitecture="x86_64_v4", generic=True),
                 machine="x86_64", sysfs_root=tmp_path, cpuinfo=tmp_path / "none", cpus=1)
    text = cpu.describe()
    assert "x86_64_v4, x86_64; generic level: archspec matched no AuthenticAMD model" in text
    assert "1 CPU;" in text and "caches unknown" in text


def test_tuning_key_holds_brand_microarchitecture_and_sorted_simd_features(zen5):
    assert zen5.tuning_key() == (
        "AMD EPYC 9R45 96-Core Processor / zen5 [avx avx2 avx512_bf16 avx512_vnni avx512f "
        "avx512vl avx_vnni f16c fma sse4_1 sse4_2]")  # no hypervisor, smep, rdrand, sse2


def test_tuning_key_is_stable_and_changes_with_a_simd_feature(zen5, tmp_path):
    again = detect(probe=lambda: facts(features=frozenset(sorted(ZEN_FEATURES, reverse=True))),
                   machine="x86_64", sysfs_root=tmp_path, cpuinfo=tmp_path / "none", cpus=64)
    assert again.tuning_key() == zen5.tuning_key()  # cores and caches are not in the key
    fewer = detect(probe=lambda: facts(features=ZEN_FEATURES - {"avx_vnni"}), machine="x86_64",
                   sysfs_root=tmp_path, cpuinfo=tmp_path / "none", cpus=2)
    assert fewer.tuning_key() != zen5.tuning_key()


def test_aarch64_without_a_brand_is_named_by_vendor_and_model(tmp_path):
    cpuinfo = tmp_path / "cpuinfo"
    cpuinfo.write_text("processor\t: 0\nFeatures\t: fp asimd sve\nCPU implementer\t: 0x41\n")
    arm = detect(probe=lambda: facts(microarchitecture="neoverse_v1", vendor="ARM",
                                     features=frozenset({"fp", "asimd", "sve"}), brand=None),
                 machine="aarch64", sysfs_root=tmp_path, cpuinfo=cpuinfo, cpus=1)
    assert arm.brand == "ARM neoverse_v1"
    assert arm.tuning_key() == "ARM neoverse_v1 / neoverse_v1 [asimd sve]"


# --- robustness --------------------------------------------------------------------------


def test_a_failing_probe_falls_back_to_the_machine_with_no_features(tmp_path):
    cpuinfo = tmp_path / "cpuinfo"
    cpuinfo.write_text("processor\t: 0\nmodel name\t: Mystery CPU\n")

    def broken() -> ArchspecFacts:
        raise KeyError("riscv128")

    cpu = detect(probe=broken, machine="riscv128", sysfs_root=zen_like_sysfs(tmp_path / "c"),
                 cpuinfo=cpuinfo, cpus=2)
    assert cpu.brand == "Mystery CPU" and cpu.features == frozenset() and cpu.caches is not None
    assert "archspec failed (KeyError" in cpu.describe()
    assert cpu.missing_features("v", arch="riscv128").startswith(
        "cannot confirm v: this CPU's features are unknown: archspec failed")


def test_archspec_raising_does_not_crash_detection(monkeypatch, tmp_path):
    def explode():
        raise RuntimeError("no idea what this is")

    monkeypatch.setattr(archspec.cpu, "host", explode)
    cpu = detect(sysfs_root=tmp_path, cpuinfo=tmp_path / "none")
    assert cpu.machine == platform.machine() and cpu.features == frozenset()
    assert "archspec failed (RuntimeError: no idea what this is)" in cpu.describe()
    assert cpu.missing_features(arch=platform.machine()) is None  # nothing asked, nothing missing


def test_archspec_finding_no_features_is_said_with_its_warning(tmp_path):
    cpu = detect(probe=lambda: facts(microarchitecture="x86_64", generic=True,
                                     features=frozenset(), brand=None,
                                     warnings=("[Errno 2] No such file: '/proc/cpuinfo'",)),
                 machine="x86_64", sysfs_root=tmp_path, cpuinfo=tmp_path / "none", cpus=1)
    assert cpu.brand == "AuthenticAMD x86_64"
    assert "archspec found no CPU features ([Errno 2] No such file" in cpu.describe()
    assert "features are unknown" in cpu.missing_features("avx2", arch="x86_64")


def test_features_are_what_the_cpu_reports_not_the_matched_targets_list(monkeypatch):
    """archspec's host() target lists only its own features; the CPU may have more."""
    v3 = archspec.cpu.TARGETS["x86_64_v3"]
    partial = archspec.cpu.detect.partial_uarch(
        vendor="AuthenticAMD", features=set(v3.features) | {"avx512f", "avx512_bf16"})
    monkeypatch.setattr(archspec.cpu, "host", lambda: v3)
    monkeypatch.setattr(archspec.cpu.detect, "detected_info", lambda: partial)

    def no_cpuid():
        raise OSError("mmap of executable memory refused")

    monkeypatch.setattr(archspec.cpu, "brand_string", no_cpuid)
    got = host.ask_archspec()
    assert got.microarchitecture == "x86_64_v3" and got.generic
    assert got.vendor == "AuthenticAMD" and got.brand is None
    assert got.features == frozenset(partial.features) and "avx512f" not in v3.features


# --- this machine -------------------------------------------------------------------------


def proc_cpuinfo_flags() -> set[str]:
    """The first 'flags' line of /proc/cpuinfo: an independent witness for the real host."""
    try:
        text = Path("/proc/cpuinfo").read_text()
    except OSError:
        pytest.skip("no /proc/cpuinfo to compare with")
    for line in text.splitlines():
        key, _, value = line.partition(":")
        if key.strip() == "flags":
            return set(value.split())
    pytest.skip("/proc/cpuinfo has no x86 'flags' line")


def test_this_machine_is_x86_64_with_avx512f():
    if platform.machine() != "x86_64":
        pytest.skip(f"this machine is {platform.machine()}, not x86_64")
    flags = proc_cpuinfo_flags()
    if "avx512f" not in flags:
        pytest.skip("this CPU has no avx512f (per /proc/cpuinfo)")
    cpu = host.host_cpu()
    assert cpu.machine == "x86_64" and cpu.note == ""
    assert cpu.has("avx512f") and cpu.missing_features("avx512f", arch="x86_64") is None
    # archspec reports the kernel's flags, plus 'sse3' (which Linux calls 'pni') given ssse3
    assert flags <= cpu.features and cpu.features - flags <= {"sse3"}
    assert cpu.microarchitecture in archspec.cpu.TARGETS
    assert cpu.caches == host_caches()
    assert cpu.microarchitecture in cpu.describe() and "avx512f" in cpu.tuning_key()
    assert host.host_cpu() is cpu  # detected once per process
