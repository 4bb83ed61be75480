"""The user cache's upkeep: `exogemm cache clear` and `exogemm cache verify` (docs/cache.md).

Kept beside gen/cache.py rather than in it: lookups and builds run on every call, these run
when a person asks. They judge entries exactly as a lookup would (the same checksums and
manifests, the same entry locks), so they read the cache's own internals.
"""

from __future__ import annotations

import shutil
from dataclasses import dataclass, field
from pathlib import Path

from exogemm.core.errors import CacheError
from exogemm.gen.cache import (
    _NOT_KINDS,
    _READY_ROOTS,
    EXTENSION_PREFIX,
    MANIFEST_SUFFIX,
    _read_entry,
    _remove,
    artifact_problem,
    cache_root,
    entry_lock,
)


def clear() -> int:
    """Delete the whole cache; return the number of files removed."""
    root = cache_root(create=False)
    if not root.exists():
        return 0
    if not root.is_dir():
        raise CacheError(f"the cache directory {root} is not a directory; set $EXOGEMM_CACHE "
                         f"to a writeable directory")
    count = sum(1 for p in root.rglob("*") if p.is_file())
    shutil.rmtree(root)
    _READY_ROOTS.discard(root)
    return count


@dataclass
class KindCount:
    """Entries of one kind directory that verified, and those removed as damaged."""

    ok: int = 0
    removed: int = 0


@dataclass
class VerifyReport:
    """What `verify` found: counts per kind, and each removed file with the reason."""

    kinds: dict[str, KindCount] = field(default_factory=dict)
    removed: list[tuple[Path, str]] = field(default_factory=list)


def verify() -> VerifyReport:
    """Check every entry of the user cache (JSON checksums, libraries against their
    manifests) and remove the damaged ones, each judged again under its entry lock so that
    an entry another process is writing right now is not mistaken for damage."""
    report = VerifyReport()
    root = cache_root(create=False)
    if not root.is_dir():
        return report
    for folder in sorted(d for d in root.iterdir() if d.is_dir() and d.name not in _NOT_KINDS):
        count = report.kinds.setdefault(folder.name, KindCount())
        entries = [p for p in folder.glob("*.json") if not p.name.endswith(MANIFEST_SUFFIX)]
        for path in (sorted(entries) + sorted(folder.glob(f"{EXTENSION_PREFIX}*.so"))
                     + _programs(folder)):
            problem = _entry_problem(folder.name, path)
            if problem is None:
                count.ok += 1
            else:
                count.removed += 1
                report.removed.append((path, problem))
    return report


def _programs(folder: Path) -> list[Path]:
    """The built programs of a `cross` folder (cross/<isa>/<program>-<key>, checksummed like
    libraries; not the C kept from failed builds)."""
    if folder.name != "cross":
        return []
    return sorted(p for p in folder.glob("*/*") if p.is_file() and p.parent.name != "failed"
                  and not p.name.endswith(MANIFEST_SUFFIX))


def _entry_problem(kind: str, path: Path) -> str | None:
    """None if the entry at `path` verifies; else why, after removing it under its lock."""
    check = _json_problem if path.suffix == ".json" else artifact_problem
    if check(path) is None:
        return None
    with entry_lock(kind, path.name.split(".")[0]):
        problem = check(path)
        if problem is not None:
            _remove(path)
    return problem


def _json_problem(path: Path) -> str | None:
    try:
        _read_entry(path)
    except FileNotFoundError:
        return None  # removed meanwhile: nothing to judge
    except (OSError, ValueError, KeyError, TypeError) as exc:
        return f"unreadable or corrupted JSON ({exc})"
    return None
