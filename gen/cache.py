"""A content-addressed cache for slow work: Exo scheduling and C compilation.

Keys are hashes of *every* input that can change the output (source text of the schedules
and ISA files, Exo's version, compiler and flags), so a stale entry cannot be hit; entries
are written atomically (temp file + rename) so two processes can share the cache; each entry
stores a checksum, and one that does not verify is treated as a miss and rebuilt.
"""

from __future__ import annotations

import hashlib
import importlib
import json
import os
import shutil
import sys
import tempfile
from dataclasses import fields
from functools import lru_cache
from importlib.metadata import version
from pathlib import Path
from typing import TypeVar

T = TypeVar("T")

#: The package directory, exogemm/ (not resolved: procs/, isa/, gen/ are found through its
#: links in a checkout and as copies in an installed wheel, so the same names match both).
_PACKAGE_ROOT = Path(__file__).parent.parent


def cache_root(create: bool = True) -> Path:
    """$EXOGEMM_CACHE, else ~/.cache/exogemm (created unless `create` is False: lookups on
    every GEMM call skip the mkdir)."""
    env = os.environ.get("EXOGEMM_CACHE")
    root = Path(env) if env else Path.home() / ".cache" / "exogemm"
    if create:
        root.mkdir(parents=True, exist_ok=True)
    return root


def prepared_root() -> Path:
    """$EXOGEMM_PREPARED, else prepared/ beside the package: the read-only store that
    `exogemm prepare` (run by setup.sh) fills with the default plans' sources and libraries
    ahead of first use, so that a first call on a fresh install loads instead of scheduling.
    Looked up after the user cache; nothing but `exogemm prepare` writes it."""
    env = os.environ.get("EXOGEMM_PREPARED")
    return Path(env) if env else _PACKAGE_ROOT / "prepared"


def read_roots() -> list[Path]:
    """Where cached entries are looked up, in order: the user cache, the prepared store."""
    return [cache_root(create=False), prepared_root()]


def digest(*parts: object) -> str:
    h = hashlib.sha256()
    for part in parts:
        data = part if isinstance(part, bytes) else repr(part).encode()
        h.update(len(data).to_bytes(8, "little"))
        h.update(data)
    return h.hexdigest()


# The code that decides what C is generated. Builders add what else shapes their output
# (the C they wrap around kernels, flags, compiler version) to their own keys; the CLI,
# validation and benchmarks are left out so editing them keeps the cache warm.
# The plan layer's selector and blocking model only *choose* plans (each plan's numbers are
# in its key), so tuning them does not rebuild every cached plan; tile.py and gemm_plan.py
# name the symbols and set the wrapper's constants, so they are in.
_GENERATING_CODE = ("procs/*.py", "procs/*.h", "isa/*.py", "dtype.py", "return_codes.py",
                    "plan/tile.py", "plan/gemm_plan.py", "gen/emit.py", "gen/kernel_source.py",
                    "gen/gemm_source.py", "gen/gemm_emit.py", "gen/conv_build.py",
                    "gen/conv_emit.py", "plan/conv_shape.py", "gen/templates/*")


def generating_files() -> list[Path]:
    """The files of the generating code (_GENERATING_CODE), sorted. A pattern that matches
    nothing (a file moved or renamed) would silently drop out of the cache key: refused."""
    found = {pattern: sorted(_PACKAGE_ROOT.glob(pattern)) for pattern in _GENERATING_CODE}
    missing = [pattern for pattern, files in found.items() if not files]
    if missing:
        raise FileNotFoundError(f"generating code not found under {_PACKAGE_ROOT}: "
                                f"{', '.join(missing)} (gen/cache.py _GENERATING_CODE)")
    return sorted(f for files in found.values() for f in files)


@lru_cache(maxsize=1)
def code_fingerprint() -> str:
    """Hash of the generating code (procs/ with the C it pastes, isa/, the emitters and their
    C templates) + Exo's version (read from the package metadata: importing Exo costs
    seconds, and a warm cache must not need it)."""
    return digest(version("exo-lang"), *[(str(f.relative_to(_PACKAGE_ROOT)), f.read_bytes())
                                         for f in generating_files()])


def atomic_write(path: Path, data: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def load_json(kind: str, key: str) -> dict | None:
    """The entry stored under (kind, key) in the user cache or the prepared store, or None
    if absent or corrupted (a corrupted entry is dropped, so it is rebuilt)."""
    for root in read_roots():
        path = root / kind / f"{key}.json"
        try:
            entry = json.loads(path.read_text())
            payload = entry["payload"]
            if entry["sha256"] != digest(json.dumps(payload, sort_keys=True)):
                raise ValueError("checksum mismatch")
            return payload
        except FileNotFoundError:
            continue
        except (OSError, ValueError, KeyError, TypeError):
            path.unlink(missing_ok=True)
    return None


def load_record(kind: str, key: str, record: type[T]) -> T | None:
    """The entry under (kind, key) as a `record` dataclass, or None if absent, corrupted or
    stale: an entry written by an older exogemm whose fields no longer match `record` is
    dropped (and so rebuilt) like a corrupted one, instead of failing on construction."""
    payload = load_json(kind, key)
    if payload is None:
        return None
    if set(payload) != {f.name for f in fields(record)}:
        for root in read_roots():
            (root / kind / f"{key}.json").unlink(missing_ok=True)
        return None
    return record(**payload)


def store_json(kind: str, key: str, payload: dict) -> None:
    entry = {"sha256": digest(json.dumps(payload, sort_keys=True)), "payload": payload}
    atomic_write(cache_root() / kind / f"{key}.json", json.dumps(entry).encode())


def clear() -> int:
    """Delete the whole cache; return the number of files removed."""
    root = cache_root()
    count = sum(1 for p in root.rglob("*") if p.is_file())
    shutil.rmtree(root)
    return count


def generator(module: str, what: str):
    """The Exo generator `module` (exogemm.gen.gemm_emit, conv_emit), imported by name on a
    cache miss only, so that loading cached code never imports Exo; the first import in a
    process says on stderr that `what` is being scheduled, since that takes a minute."""
    if module not in sys.modules:
        print(f"exogemm: scheduling {what} with Exo (first use; about a minute, then cached)",
              file=sys.stderr)
    return importlib.import_module(module)
