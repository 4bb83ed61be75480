"""The shipped store's layout: Exo's output as named C files that a reviewer can read.

The store is committed with the sources (docs/cache.md), so what it holds should read like
source: a change in a generator should show in a diff as changed lines of C, not as one
escaped JSON string. Each entry of Exo's output is one or two files named after the code in
them plus the start of its key, and one index says which key each file belongs to:

    shipped/MANIFEST.json               what the store was made from (exogemm/runtime/ship.py)
    shipped/INDEX.json                  "<kind>/<key>" -> its files, its other fields, the
                                        sha256 of the whole entry (the cache's checksum)
    shipped/<kind>/<name>-<key12>.c     Exo's C (and .h: its header), e.g.
                                        gemm/sgemm_avx2_6x16-969c1555db90.c

Reading an entry rebuilds the payload the cache stores elsewhere as JSON (gen/cache.py) and
checks it against the index's sha256, so a hand-edited or truncated file is a damaged entry
(said once, skipped, rebuilt into the user cache), never code that runs.
"""

from __future__ import annotations

import json
import re
from functools import lru_cache
from pathlib import Path

#: The index of the store, beside the manifest.
INDEX = "INDEX.json"

#: The payload fields kept as files, by their extension.
FILE_FIELDS = ("c", "h")

#: Placeholder prefixes that families are generated under (gen/exo/code.py): such an entry
#: is named after its kind and ISA instead.
_PLACEHOLDER = re.compile(r"^EXOGEMM_[A-Z_]+_PREFIX$")
_INCLUDE = re.compile(r'#include "([^"/]+)\.h"')


def entry_name(kind: str, payload: dict) -> str:
    """A readable name for an entry: its kernel's name, else the header its C includes first
    (without Exo's `_exo` suffix), else its kind and ISA."""
    if isinstance(payload.get("name"), str):
        return payload["name"]
    found = _INCLUDE.search(payload.get("c", ""))
    stem = found.group(1) if found else ""
    if not stem or _PLACEHOLDER.match(stem):
        return f"{kind}_{payload.get('isa_key', 'entry')}"
    return stem.removesuffix("_exo")


def _file_name(kind: str, key: str, payload: dict, field: str) -> str:
    return f"{kind}/{entry_name(kind, payload)}-{key[:12]}.{field}"


def write_store(folder: Path, entries: dict[tuple[str, str], tuple[dict, str]]) -> int:
    """Write `entries` ((kind, key) -> (payload, sha256)) into the empty `folder` in the
    store's layout; the number of bytes written. The manifest is the caller's."""
    index = {}
    written = 0
    for (kind, key), (payload, sha256) in sorted(entries.items()):
        files = {}
        for field in FILE_FIELDS:
            if field in payload:
                name = _file_name(kind, key, payload, field)
                path = folder / name
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_text(payload[field])
                written += path.stat().st_size
                files[field] = name
        fields = {k: v for k, v in payload.items() if k not in files}
        index[f"{kind}/{key}"] = {"files": files, "fields": fields, "sha256": sha256}
    text = json.dumps(index, indent=1, sort_keys=True) + "\n"
    (folder / INDEX).write_text(text)
    return written + len(text.encode())


@lru_cache(maxsize=8)
def _index(folder: Path, stamp: tuple[int, int]) -> dict:
    """The index of the store in `folder` (read once per version of the file: `stamp` is its
    mtime and size, so a store replaced while the process runs is read again)."""
    return json.loads((folder / INDEX).read_bytes())


def read_index(folder: Path) -> dict:
    """The store's index; FileNotFoundError when `folder` holds no store."""
    stat = (folder / INDEX).stat()
    return _index(folder, (stat.st_mtime_ns, stat.st_size))


def read_payload(folder: Path, kind: str, key: str) -> tuple[dict, str]:
    """(payload, recorded sha256) of the entry (kind, key): FileNotFoundError when the
    store does not have it, OSError / ValueError / KeyError when it is unreadable or
    malformed. The caller checks the sha256 (gen/cache.py owns the checksum)."""
    entry = read_index(folder).get(f"{kind}/{key}")
    if entry is None:
        raise FileNotFoundError(f"{kind}/{key} is not in the store {folder}")
    payload = dict(entry["fields"])
    for field, name in entry["files"].items():
        payload[field] = (folder / name).read_text()
    return payload, entry["sha256"]


def all_entries(folder: Path) -> dict[tuple[str, str], tuple[dict, str]]:
    """Every entry of the store: (kind, key) -> (payload, sha256)."""
    out = {}
    for name in read_index(folder):
        kind, key = name.split("/", 1)
        out[(kind, key)] = read_payload(folder, kind, key)
    return out


def store_files(folder: Path) -> list[Path]:
    """The C files the index names (for the check that nothing else is in the store)."""
    return sorted(folder / name for entry in read_index(folder).values()
                  for name in entry["files"].values())
