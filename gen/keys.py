"""Cache keys: the hash of every input that can change a stored output, and the code that
decides what Exo generates (the generating code, given as folders), hashed into the key of
every entry of Exo's output (docs/cache.md, "Keys").

Apart from gen/cache.py, which stores and finds entries, so that what is keyed can be read
in one place, and so that a key changes only when this module or its inputs do.
"""

from __future__ import annotations

import hashlib
import json
import os
from functools import lru_cache
from importlib.metadata import version
from pathlib import Path

from exogemm.core.errors import CacheError
from exogemm.isa.matrix import known_engines

#: The package directory, exogemm/ (not resolved: procs/, isa/, gen/ are found through its
#: links in a checkout and as copies in an installed wheel, so the same names match both).
PACKAGE_ROOT = Path(__file__).parent.parent


def digest(*parts: object) -> str:
    """The key of `parts` (each hashed as its bytes or its repr). While carrying
    ($EXOGEMM_CARRY), the key the same parts had under the older store's generating code is
    noted beside it (see _carried)."""
    key = _digest(parts)
    carry = carry_source()
    if carry is not None:
        old = _digest(parts, carry[1])
        if old != key:
            CARRIED_KEYS[key] = old
    return key


def plain_digest(*parts: object) -> str:
    """The hash of `parts` alone (checksums, fingerprints): never noted for carrying."""
    return _digest(parts)


def _digest(parts: tuple, substitute: dict[str, str] | None = None) -> str:
    h = hashlib.sha256()
    for part in parts:
        data = part if isinstance(part, bytes) else repr(part).encode()
        for new, old in (substitute or {}).items():
            data = data.replace(new.encode(), old.encode())
        h.update(len(data).to_bytes(8, "little"))
        h.update(data)
    return h.hexdigest()


# The code that decides what Exo generates: the key of every entry of Exo's output, given as
# folders so that a new generator or plan module is keyed without registration. In it: the
# Exo procedures (procs/, with the C they paste), the ISA descriptions (isa/), the plan layer,
# which names every generated symbol and kernel family (exogemm/plan/), Exo's side of gen/
# (gen/exo/: the generators and the records and keys of what they output), and the two
# tables of exogemm/core/ that generated C spells out (the datatypes and the return codes).
# Left out, so that editing them keeps the cache warm: the policy that only *chooses* plans
# (exogemm/policy/: each plan's numbers are in its own key), the C around Exo's output
# (gen/c/, gen/templates/: filled in after the lookup; a library's key hashes its whole C, so
# a wrapper edit rebuilds libraries, schedules nothing and leaves the shipped store valid),
# validation, benchmarks and the CLI. tests/test_layers.py checks that every module the
# keyed code imports is keyed or listed there as not shaping Exo's output.
_GENERATING_CODE = ("procs/**/*.py", "procs/*.h", "isa/*.py", "plan/*.py", "gen/exo/*.py",
                    "core/dtype.py", "core/return_codes.py")

# The matrix engines' generating code (AMX tiles, SME's ZA array): what their kernels are
# scheduled from on top of the vector code above. It is keyed apart (matrix_fingerprint) so
# that adding or editing an engine reschedules that engine's kernels only, not every vector
# plan of every ISA (and the shipped store of vector plans stays valid). Found, not listed:
# the engine registry (isa/matrix.py) names the engines, and each engine E's files are
# isa/E.py and gen/exo/E.py, beside the engines' shared procs/matrix/. These files sit
# beside the vector ones and are taken out of the vector set (generating_files).
_MATRIX_ENGINE_SHARED = ("isa/matrix.py", "procs/matrix/*.py")


def _matrix_engine_code() -> tuple[str, ...]:
    """The patterns of the matrix engines' generating code (see _MATRIX_ENGINE_SHARED)."""
    engines = known_engines()
    return (*_MATRIX_ENGINE_SHARED, *(f"isa/{name}.py" for name in engines),
            *(f"gen/exo/{name}.py" for name in engines))


def _glob(patterns: tuple[str, ...], table: str) -> dict[str, list[Path]]:
    """The files each pattern matches. A pattern that matches nothing (a file moved or
    renamed) would silently drop out of a cache key: refused, naming the table to fix."""
    found = {pattern: sorted(PACKAGE_ROOT.glob(pattern)) for pattern in patterns}
    missing = [pattern for pattern, files in found.items() if not files]
    if missing:
        raise FileNotFoundError(f"generating code not found under {PACKAGE_ROOT}: "
                                f"{', '.join(missing)} (gen/keys.py {table})")
    return found


def matrix_engine_files() -> list[Path]:
    """The matrix engines' generating code (_matrix_engine_code), sorted."""
    found = _glob(_matrix_engine_code(), "_MATRIX_ENGINE_SHARED")
    return sorted({f for files in found.values() for f in files})


def generating_files() -> list[Path]:
    """The vector kernels' generating code (_GENERATING_CODE without the matrix engines'
    files), sorted."""
    found = _glob(_GENERATING_CODE, "_GENERATING_CODE")
    engines = set(matrix_engine_files())
    return sorted({f for files in found.values() for f in files} - engines)


@lru_cache(maxsize=1)
def code_fingerprint() -> str:
    """Hash of the generating code (procs/ with the C it pastes, isa/, the emitters; not the
    C templates filled in around Exo's output) + Exo's version (read from the package
    metadata: importing Exo costs seconds, and a warm cache must not need it)."""
    return _digest((version("exo-lang"), *[(str(f.relative_to(PACKAGE_ROOT)), f.read_bytes())
                                           for f in generating_files()]))


@lru_cache(maxsize=1)
def library_fingerprint() -> str:
    """Hash of everything a built library's speed follows from: the generating code
    (code_fingerprint) and the C around Exo's output (gen/c/, gen/templates/: the wrapper's
    routes and rules, left out of the cache keys above). A measurement of built libraries
    (the host calibration's grid) holds only for the code it was made with."""
    files = sorted({*PACKAGE_ROOT.glob("gen/c/*.py"), *PACKAGE_ROOT.glob("gen/templates/*")})
    return _digest((code_fingerprint(), *[(str(f.relative_to(PACKAGE_ROOT)), f.read_bytes())
                                          for f in files if f.is_file()]))


@lru_cache(maxsize=1)
def matrix_fingerprint() -> str:
    """Hash of what a matrix engine's kernel is scheduled from: the vector code it builds on
    (code_fingerprint) and the engines' own code (_matrix_engine_code)."""
    return _digest((code_fingerprint(), *[(str(f.relative_to(PACKAGE_ROOT)), f.read_bytes())
                                          for f in matrix_engine_files()]))


# --------------------------------------------------------------------------- carrying

#: With this set to an older store of Exo's output (the shipped store's layout, its
#: manifest naming the fingerprints it was made from), an entry missing here is first looked
#: for there under the key the same inputs had with that store's generating code, and taken
#: over under the new key instead of scheduled. For a change that moves or re-imports the
#: generating code without changing what it generates (a restructuring): `exogemm cache ship
#: --carry OLD_STORE`. tests/test_shipped_store.py schedules a sample again from nothing and
#: compares it with the store, so output that did change is caught.
CARRY = "EXOGEMM_CARRY"

#: key -> the key of the same inputs under the carried store's generating code.
CARRIED_KEYS: dict[str, str] = {}


@lru_cache(maxsize=1)
def carry_source() -> tuple[Path, dict[str, str]] | None:
    """($EXOGEMM_CARRY, {this code's fingerprints: that store's}), or None when not carrying
    (or when the store names no fingerprints: nothing can be carried from it)."""
    folder = os.environ.get(CARRY)
    if not folder:
        return None
    try:
        manifest = json.loads((Path(folder) / "MANIFEST.json").read_text())
        old = {code_fingerprint(): manifest["code"], matrix_fingerprint(): manifest["matrix"]}
    except (OSError, ValueError, KeyError, TypeError) as exc:
        raise CacheError(f"${CARRY}={folder} is not a store with a manifest naming its code "
                         f"and matrix fingerprints ({exc})") from exc
    return Path(folder), old
