"""The shipped store: Exo's output committed with the sources, so a clean clone compiles
instead of scheduling.

Exo schedules a GEMM plan in 2-5 minutes on a slow core and the default test suite needs a
few dozen plans, kernel families and conv modules: from an empty cache it ran for over two
hours on a Zen 3 VM, past CI's 90-minute limit, while the same suite with that output cached
takes 12 minutes. The output is plain C in JSON entries keyed by a hash of everything that
shapes it (gen/cache.py), so it can be committed like any other source: `exogemm cache ship`
runs the default suite with every entry it uses recorded, and replaces the store
(`exogemm/shipped/`, gen/cache.shipped_root) with what was recorded and a manifest naming
the generating code it was made from. Libraries are never shipped: they depend on the
compiler and the host.

What one run cannot cover: the native plans of another host. Their blocking comes from the
host's caches and their ISA from its CPU, so their keys differ; a host unlike the ones that
shipped the store schedules those plans cold (the cross ISAs' plans, kernels and conv
modules are shared by every host). `exogemm cache ship --merge`, run on such a host with the
same generating code, adds what its suite used to the store instead of replacing it, so
CI stays fast on every kind of host the project meets (the manifest names them all).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
from dataclasses import asdict, dataclass
from importlib.metadata import version
from pathlib import Path

from exogemm.core.errors import ExogemmError
from exogemm.core.host import host_cpu
from exogemm.core.paths import CHECKOUT_TESTS
from exogemm.gen import cache, keys, shipped_store

#: The store's description, beside the kind folders.
MANIFEST = "MANIFEST.json"


@dataclass(frozen=True)
class Manifest:
    """What a shipped store holds and what it was made from."""

    code: str  # gen/keys.code_fingerprint() of the generating code
    exo: str
    host: str  # the CPUs that ran the suite ("; "-separated: their native plans are shipped)
    entries: dict[str, int]  # kind -> count
    bytes: int
    matrix: str = ""  # gen/keys.matrix_fingerprint(): what `ship --carry` needs to carry from

    def lines(self) -> list[str]:
        counts = ", ".join(f"{n} {kind}" for kind, n in self.entries.items())
        return [f"shipped store: {cache.shipped_root()}",
                f"  {sum(self.entries.values())} entries ({counts}), {self.bytes / 2**20:.1f} MiB",
                f"  made on {self.host} with exo-lang {self.exo}, code {self.code[:12]}"]


def read_manifest(root: Path | None = None) -> Manifest | None:
    """The store's manifest, or None when there is no store (or no readable manifest)."""
    path = (root or cache.shipped_root()) / MANIFEST
    try:
        return Manifest(**json.loads(path.read_text()))
    except (OSError, ValueError, TypeError):
        return None


def stale_reason(root: Path | None = None) -> str | None:
    """Why the shipped store does not match the generating code (so a clean clone schedules
    everything again), or None when it does."""
    root = root or cache.shipped_root()
    manifest = read_manifest(root)
    if manifest is None:
        return f"there is no shipped store ({root / MANIFEST})"
    if manifest.code != keys.code_fingerprint():
        return (f"the shipped store was made from other generating code ({manifest.code[:12]}, "
                f"now {keys.code_fingerprint()[:12]}): none of its entries is found")
    return None


def record_suite(record: Path, pytest_args: list[str], carry: Path | None = None) -> int:
    """Prepare the native plans and run the default test suite with every entry of Exo's
    output they use copied into `record` (taken over from the store `carry` where it has
    the entry: gen/keys.CARRY): pytest's exit status."""
    env = {**os.environ, cache.SHIP_RECORD: str(record)}
    if carry is not None:
        env[keys.CARRY] = str(carry)
    exogemm = [sys.executable, "-m", "exogemm.cli"]
    code = subprocess.call([*exogemm, "prepare"], env=env)
    if code:
        return code
    if not CHECKOUT_TESTS.is_dir():
        raise ExogemmError(f"shipping needs a source checkout's tests/ ({CHECKOUT_TESTS} does "
                           f"not exist)")
    return subprocess.call([sys.executable, "-m", "pytest", "-n", "auto", "-q",
                            str(CHECKOUT_TESTS), *pytest_args], env=env)


def recorded_entries(record: Path) -> dict[tuple[str, str], tuple[dict, str]]:
    """The entries of Exo's output a suite recorded (JSON entries, gen/cache.SHIP_RECORD):
    (kind, key) -> (payload, sha256), each verified."""
    found = {}
    for kind in cache.exo_output_kinds():
        for path in sorted((record / kind).glob("*.json")):
            payload = cache._read_entry(path)
            found[(kind, path.stem)] = (payload, cache.entry_checksum(payload))
    return found


def ship(record: Path, root: Path | None = None, merge: bool = False) -> Manifest:
    """Replace the shipped store with the entries in `record` and a manifest; with `merge`,
    add them to the store's entries instead (refused unless the store was made from this
    generating code: its entries would never be found). The store is written beside the
    old one and renamed over it, so a failed write leaves the old store whole."""
    root = root or cache.shipped_root()
    cpu = host_cpu()
    hosts = [f"{cpu.brand} ({cpu.microarchitecture})"]
    found = recorded_entries(record)
    if not found:
        raise ExogemmError(f"nothing was recorded in {record}: no entry to ship")
    if merge:
        stale = stale_reason(root)
        if stale:
            raise ExogemmError(f"cannot merge into the shipped store: {stale}; ship it whole "
                               f"(`exogemm cache ship`)")
        hosts = list(dict.fromkeys([*read_manifest(root).host.split("; "), *hosts]))
        found = {**shipped_store.all_entries(root), **found}
    counts: dict[str, int] = {}
    for kind, _ in found:
        counts[kind] = counts.get(kind, 0) + 1
    staging = Path(tempfile.mkdtemp(prefix=".shipping-", dir=root.parent))
    try:
        written = shipped_store.write_store(staging, found)
        manifest = Manifest(code=keys.code_fingerprint(), matrix=keys.matrix_fingerprint(),
                            exo=version("exo-lang"), host="; ".join(hosts),
                            entries={k: counts[k] for k in cache.exo_output_kinds() if k in counts},
                            bytes=written)
        (staging / MANIFEST).write_text(json.dumps(asdict(manifest), indent=1) + "\n")
        shutil.rmtree(root, ignore_errors=True)
        staging.rename(root)
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    return manifest


def ship_from_suite(pytest_args: list[str], merge: bool = False,
                    carry: Path | None = None) -> Manifest:
    """`exogemm cache ship [--merge] [--carry OLD_STORE]`: record the suite's use of Exo's
    output, then ship it (added to the store with `merge`); refused when the suite fails (a
    store is made from a passing run only). With `carry`, entries the older store `carry`
    holds for the same inputs are taken over instead of scheduled (gen/keys.CARRY: after
    a restructuring of the generating code that leaves its output unchanged)."""
    if carry is not None:
        carried = read_manifest(carry)
        if carried is None or not carried.matrix:
            raise ExogemmError(f"cannot carry from {carry}: it has no manifest naming the code "
                               f"and matrix fingerprints it was made from")
    if merge and (stale := stale_reason()):
        raise ExogemmError(f"cannot merge into the shipped store: {stale}; ship it whole "
                           f"(`exogemm cache ship`)")
    with tempfile.TemporaryDirectory(prefix="exogemm-ship-") as record:
        code = record_suite(Path(record), pytest_args, carry)
        if code:
            raise ExogemmError(f"the test suite failed (exit status {code}): nothing shipped")
        return ship(Path(record), merge=merge)
