"""Each peer in its best configuration on this host: the kernel set OpenBLAS and BLIS are
told to run (OPENBLAS_CORETYPE, BLIS_ARCH_TYPE) from the CPU's features, checked by asking
the library what it runs, and named in every report column. Apart from discovery
(bench/peers/discover.py), which only finds and loads the libraries."""

from __future__ import annotations

import os
import subprocess
import sys
from dataclasses import dataclass, field
from typing import Callable, Iterable, Mapping, Sequence

from exogemm.bench.peers.discover import (
    NAMES,
    Found,
    Peer,
    Skipped,
    blis_arch_ids,
    discover,
)
from exogemm.core.host import HostCpu, host_cpu

# ---------------------------------------------------------------- best configuration

#: The environment variable that selects each peer's kernel set.
CORE_ENV = {"openblas": "OPENBLAS_CORETYPE", "blis": "BLIS_ARCH_TYPE"}
#: OpenBLAS core types by the SIMD level of their SGEMM kernels, which is what decides
#: their speed (Cooperlake and SapphireRapids run SkylakeX's SGEMM kernels and report
#: themselves as SkylakeX); unknown names count as below AVX2.
OPENBLAS_LEVELS = {"sandybridge": 1, "haswell": 2, "zen": 2, "skylakex": 3,
                   "cooperlake": 3, "sapphirerapids": 3}
#: BLIS sub-configurations by the SIMD level of their kernels ('generic' is plain C).
BLIS_LEVELS = {"sandybridge": 1, "bulldozer": 1, "piledriver": 1, "steamroller": 1,
               "excavator": 1, "haswell": 2, "zen": 2, "zen2": 2, "zen3": 2, "skx": 3,
               "knl": 3}
_AVX512 = ("avx512f", "avx512bw", "avx512vl", "avx512dq")

_BLIS_PROBE = """
import ctypes, sys
lib = ctypes.CDLL(sys.argv[1])
lib.bli_arch_string.restype = ctypes.c_char_p
print(lib.bli_arch_string(lib.bli_arch_query_id()).decode())
"""


def best_openblas_coretype(features: Iterable[str]) -> str | None:
    """The OPENBLAS_CORETYPE of the best kernels a CPU with `features` (Linux flag names)
    runs: SapphireRapids with AMX, Cooperlake with AVX-512 BF16, SkylakeX with AVX-512
    F/BW/VL/DQ, Haswell with AVX2 and FMA; None below that (autodetection is as good)."""
    have = set(features)
    if set(_AVX512) <= have:
        if any(f.startswith("amx") for f in have):
            return "SapphireRapids"
        return "Cooperlake" if "avx512_bf16" in have else "SkylakeX"
    if {"avx2", "fma"} <= have:
        return "Haswell"
    return None


def best_blis_archs(features: Iterable[str]) -> list[str]:
    """BLIS sub-configurations worth trying on a CPU with `features`, best first."""
    have = set(features)
    archs = ["skx"] if set(_AVX512) <= have else []
    return archs + (["zen3", "haswell"] if {"avx2", "fma"} <= have else [])


def kernel_level(peer: str, core: str | None) -> int:
    """The SIMD level (0 plain, 1 AVX, 2 AVX2, 3 AVX-512) of a peer's kernel set."""
    levels = OPENBLAS_LEVELS if peer == "openblas" else BLIS_LEVELS
    return levels.get((core or "").lower(), 0)


@dataclass(frozen=True)
class PeerConfig:
    """One row of a suite for a peer: the library under `env` overrides in its worker."""

    column: str  # the results' key: "openblas", "openblas[Cooperlake]"
    peer: str  # the library: a name of NAMES
    label: str  # the table's heading: "openblas (env: Haswell)", "openblas (Cooperlake)"
    env: dict[str, str] = field(default_factory=dict)
    skipped: str | None = None  # why this configuration cannot run here


def peer_of(column: str) -> str:
    """The library of a result column: 'openblas[SkylakeX]' -> 'openblas'."""
    return column.split("[", 1)[0]


def probe_blis_arch(path: str, arch: str, arch_id: int) -> str | None:
    """None if BLIS at `path` runs `arch` with BLIS_ARCH_TYPE=arch_id, else why not. In a
    child process: Debian's BLIS 0.9 aborts the process on an override it cannot honour."""
    env = {**os.environ, "BLIS_ARCH_TYPE": str(arch_id)}
    try:
        out = subprocess.run([sys.executable, "-c", _BLIS_PROBE, path], env=env,
                             capture_output=True, text=True, timeout=60)
    except subprocess.TimeoutExpired:
        return f"BLIS_ARCH_TYPE={arch_id} ({arch}): the probe hung"
    if out.returncode != 0:
        said = [x for x in out.stderr.splitlines() if x.strip()]
        return (f"BLIS_ARCH_TYPE={arch_id} ({arch}) aborts this build "
                f"(exit {out.returncode}: {said[-2] if len(said) > 1 else ''} "
                f"{said[-1] if said else ''})").replace("  ", " ")
    got = out.stdout.strip()
    return None if got == arch else f"BLIS_ARCH_TYPE={arch_id} ({arch}) still runs {got!r}"


def _label(peer: Peer, environ: Mapping[str, str]) -> str:
    var = CORE_ENV.get(peer.name)
    if peer.core is None or peer.name == "libxsmm":
        return peer.name
    return f"{peer.name} ({'env: ' if var and environ.get(var) else ''}{peer.core})"


def _openblas_best(peer: Peer, host: HostCpu) -> list[PeerConfig]:
    best = best_openblas_coretype(host.features)
    if best is None or kernel_level("openblas", peer.core) >= kernel_level("openblas", best):
        return []
    return [PeerConfig(f"openblas[{best}]", "openblas", f"openblas ({best})",
                       {"OPENBLAS_CORETYPE": best})]


def _blis_best(peer: Peer, host: HostCpu,
               probe: Callable[[str, str, int], str | None]) -> list[PeerConfig]:
    better = [a for a in best_blis_archs(host.features)
              if kernel_level("blis", a) > kernel_level("blis", peer.core)]
    if not better:
        return []
    ids = blis_arch_ids(peer.library_path)
    reasons = []
    for arch in better:
        why = (f"{arch} is not in this build" if arch not in ids
               else probe(peer.library_path, arch, ids[arch]))
        if why is None:
            return [PeerConfig(f"blis[{arch}]", "blis", f"blis ({arch})",
                               {"BLIS_ARCH_TYPE": str(ids[arch])})]
        reasons.append(why)
    return [PeerConfig(f"blis[{better[0]}]", "blis", f"blis ({better[0]})", skipped=(
        f"BLIS {peer.version or ''} picks {peer.core!r} on this CPU and no override to a "
        f"better sub-configuration works: {'; '.join(reasons)}"))]


def configurations(names: Sequence[str] = NAMES, *, found: Mapping[str, Found] | None = None,
                   host: HostCpu | None = None, environ: Mapping[str, str] | None = None,
                   probe: Callable[[str, str, int], str | None] = probe_blis_arch
                   ) -> list[PeerConfig]:
    """Every row the suites run for the peers `names`: each as the environment configures
    it, and after it, where that runs a kernel set below what `host` (this CPU) can
    execute, the override that selects the best one (or, when no override works, a
    skipped row saying why). `found`, `host`, `environ` and `probe` are given in tests."""
    found = found if found is not None else discover(names, warn=False)
    host = host or host_cpu()
    environ = os.environ if environ is None else environ
    rows: list[PeerConfig] = []
    for name in names:
        got = found[name]
        if isinstance(got, Skipped):
            rows.append(PeerConfig(name, name, name, skipped=got.reason))
            continue
        rows.append(PeerConfig(name, name, _label(got, environ)))
        if name == "openblas":
            rows += _openblas_best(got, host)
        elif name == "blis":
            rows += _blis_best(got, host, probe)
    return rows


def configured_problem(column: str, got: Peer, environ: Mapping[str, str] | None = None
                       ) -> str | None:
    """In a worker: why the peer loaded for `column` does not run the kernel set its
    override asked for (the override did not take), or None."""
    environ = os.environ if environ is None else environ
    var = CORE_ENV.get(got.name)
    if column == got.name or var is None or not environ.get(var):
        return None
    want = column[len(got.name) + 1:-1]
    if kernel_level(got.name, got.core) < kernel_level(got.name, want):
        return f"{var}={environ[var]} asked for {want}, but {got.name} runs {got.core}"
    return None
