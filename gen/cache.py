"""A content-addressed cache for slow work: Exo scheduling and C compilation, shared safely
by the threads of a process and by concurrent processes (docs/cache.md).

Keys are hashes of *every* input that can change the output (source text of the schedules
and ISA files, Exo's version, compiler and flags), so a stale entry cannot be hit. Two kinds
of entry:

    <root>/<kind>/<key>.json          a JSON record {"sha256", "payload"} (scheduled C)
    <root>/<kind>/<module>.<abi>.so   a compiled cffi extension, beside its manifest
    <root>/<kind>/<module>.<abi>.so.manifest.json   {"sha256", "bytes"} of the .so

Every file is written atomically (a temporary name with the writer's pid, fsync, rename), a
.so before its manifest. Lookups take no lock and accept only an entry that verifies; a miss
takes the entry's lock (a thread lock + flock on <root>/locks/<kind>-<key>.lock), looks again,
and only then builds, so each entry is built once while the others wait and reuse it. Under
that lock, an entry that does not verify is damaged: it is said once (CacheWarning), removed
from the user cache (the prepared store is read-only: there it is only skipped) and rebuilt.
Exo and its SMT solver are not thread-safe: every scheduling call runs under one process-wide
lock (exo_lock), always taken inside an entry lock, never around one.
"""

from __future__ import annotations

import fcntl
import gc
import hashlib
import importlib
import importlib.util
import json
import os
import re
import shutil
import sys
import tempfile
import threading
import time
import warnings
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import asdict, fields
from pathlib import Path
from types import ModuleType
from typing import TypeVar

from exogemm.core import exo_speed
from exogemm.core.errors import CacheError, CacheWarning
from exogemm.core.paths import cache_dir
from exogemm.gen import shipped_store
from exogemm.gen.keys import CARRIED_KEYS, PACKAGE_ROOT, carry_source, plain_digest
from exogemm.isa.matrix import known_engines

T = TypeVar("T")


#: The layout of stored libraries, hashed into their module names: 2 = each .so has a
#: manifest. Libraries of an older layout are then never looked up (no false "damaged"
#: warnings after an upgrade); `exogemm cache verify` removes them.
ARTIFACT_FORMAT = 2

#: How the module of every cached extension is named (`verify` checks these .so files only:
#: other shared objects in the cache, like bench's ctypes shim, carry no manifest).
EXTENSION_PREFIX = "_exogemm_"

#: Suffix of the manifest beside each cached .so.
MANIFEST_SUFFIX = ".manifest.json"

#: Temporary names: build directories at the root, atomic_write's files beside their target;
#: the pid says whether the writer still runs (see sweep_temporaries).
BUILD_PREFIX, WRITE_PREFIX = ".build-", ".tmp-"
_TEMPORARY = re.compile(r"^\.(?:build|tmp)-(\d+)-")

#: A temporary this old is left over even if its pid runs (reused pid, other pid namespace):
#: far longer than any build.
STALE_AFTER_SECONDS = 3600.0

#: Subdirectories of the root that hold no entries.
_NOT_KINDS = ("locks",)


# --------------------------------------------------------------------------- roots

#: The roots this process has checked (and swept) since it started.
_READY_ROOTS: set[Path] = set()


def cache_root(create: bool = True) -> Path:
    """$EXOGEMM_CACHE, else ~/.cache/exogemm. With `create` (callers about to write), the
    first call per root in a process makes the directory, checks that a file can be created
    in it (CacheError otherwise) and removes the temporaries of dead builds; lookups pass
    create=False and cost no system call."""
    root = cache_dir()
    if create and root not in _READY_ROOTS:
        _require_writable(root)
        sweep_temporaries(root)
        _READY_ROOTS.add(root)
    return root


def _require_writable(root: Path) -> None:
    """Create `root` and a file in it, or raise CacheError saying what is wrong and the fix
    (a real write, not os.access: root passes every permission check, a read-only mount
    does not)."""
    fix = "set $EXOGEMM_CACHE to a writeable directory"
    if root.exists() and not root.is_dir():
        raise CacheError(f"the cache directory {root} is not a directory; {fix}")
    try:
        root.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise CacheError(f"cannot create the cache directory {root} ({exc.strerror}); "
                         f"{fix}") from exc
    try:
        with tempfile.TemporaryFile(dir=root, prefix=f"{WRITE_PREFIX}{os.getpid()}-probe"):
            pass
    except OSError as exc:
        raise CacheError(f"the cache directory {root} is not writeable ({exc.strerror}); "
                         f"{fix}") from exc


def prepared_root() -> Path:
    """$EXOGEMM_PREPARED, else prepared/ beside the package: the read-only store that
    `exogemm prepare` (run by setup.sh) fills with the default plans' sources and libraries
    ahead of first use, so that a first call on a fresh install loads instead of scheduling.
    Looked up after the user cache; nothing but `exogemm prepare` writes it."""
    env = os.environ.get("EXOGEMM_PREPARED")
    return Path(env) if env else PACKAGE_ROOT / "prepared"


def shipped_root() -> Path:
    """$EXOGEMM_SHIPPED, else shipped/ beside the package: Exo's output committed with the
    sources (JSON entries only, no libraries), so that a clean clone compiles instead of
    scheduling; `exogemm cache ship` refreshes it (exogemm/runtime/ship.py). Read-only, looked up
    last."""
    env = os.environ.get("EXOGEMM_SHIPPED")
    return Path(env) if env else PACKAGE_ROOT / "shipped"


def read_roots() -> list[Path]:
    """Where cached entries are looked up, in order: the user cache, the prepared store, the
    shipped store."""
    return [cache_root(create=False), prepared_root(), shipped_root()]


def _in_user_cache(path: Path) -> bool:
    return path.is_relative_to(cache_root(create=False))


# --------------------------------------------------------------------------- writing


def atomic_write(path: Path, data: bytes, mode: int | None = None) -> None:
    """Write `path` so that no reader ever sees it partial, even after a crash: the bytes
    go to a temporary beside it (named with this pid, so a killed writer's file is
    recognised and swept), are fsynced, then renamed over `path`. `mode`: its permission
    bits (an executable must be runnable the moment it appears), else mkstemp's 0600."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f"{WRITE_PREFIX}{os.getpid()}-{path.name}.")
    try:
        if mode is not None:
            os.fchmod(fd, mode)
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


@contextmanager
def temp_build_dir() -> Iterator[Path]:
    """A private directory under the cache root for one build, removed afterwards. A build
    killed by a signal (SIGTERM, SIGKILL) cannot remove it; no handler is installed for
    that: the next process that writes to the cache sweeps it (sweep_temporaries)."""
    prefix = f"{BUILD_PREFIX}{os.getpid()}-"
    with tempfile.TemporaryDirectory(dir=cache_root(), prefix=prefix) as tmp:
        yield Path(tmp)


def sweep_temporaries(root: Path) -> list[Path]:
    """Remove the temporaries (build directories, half-written files) under `root` and its
    kind directories whose writer is dead or that are older than STALE_AFTER_SECONDS;
    return them. Cheap (two directory levels); cache_root runs it once per process."""
    removed = []
    for path in _temporaries(root):
        if _is_stale(path):
            if path.is_dir():
                shutil.rmtree(path, ignore_errors=True)
            else:
                path.unlink(missing_ok=True)
            removed.append(path)
    return removed


def _temporaries(root: Path) -> Iterator[Path]:
    for folder in [root, *(d for d in _listdir(root) if d.is_dir())]:
        yield from (p for p in _listdir(folder) if _TEMPORARY.match(p.name))


def _listdir(folder: Path) -> list[Path]:
    try:
        return list(folder.iterdir())
    except OSError:  # vanished, or not a directory
        return []


def _is_stale(path: Path) -> bool:
    try:
        age = time.time() - path.lstat().st_mtime
    except FileNotFoundError:
        return False
    return age > STALE_AFTER_SECONDS or not _pid_alive(int(_TEMPORARY.match(path.name)[1]))


def _pid_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # another user's process
        return True
    return True


# --------------------------------------------------------------------------- locks

#: Exo and z3 are not thread-safe (threads scheduling at once crashed: SIGSEGV, z3
#: assertions, a hang in Z3_del_context, a half-imported pysmt): everything that imports or
#: calls them runs under this lock. Re-entrant: a generator import inside a schedule.
_EXO_LOCK = threading.RLock()
_exo_held = threading.local()

#: One thread lock per entry lock file (flock does not exclude the threads of a process
#: that open the file separately), and the lock files this process holds.
_ENTRY_LOCKS: dict[Path, threading.Lock] = {}
_ENTRY_LOCKS_GUARD = threading.Lock()
_HELD_LOCK_FILES: set[int] = set()


@contextmanager
def exo_lock() -> Iterator[None]:
    """Hold the process-wide Exo lock. On the outermost release the garbage collector runs:
    Exo's SMT solvers sit in reference cycles, and a z3 context freed later by a collection
    in another thread would call into z3 outside the lock."""
    with _EXO_LOCK:
        _exo_held.depth = getattr(_exo_held, "depth", 0) + 1
        try:
            yield
        finally:
            _exo_held.depth -= 1
            if _exo_held.depth == 0:
                gc.collect()


@contextmanager
def entry_lock(kind: str, key: str) -> Iterator[None]:
    """Hold the build lock of entry (kind, key) against the other threads of this process
    and against other processes (flock on <root>/locks/<kind>-<key>.lock; lock files are
    kept: removing one while a process waits on it would let two builders in). Entry locks
    are never nested, and never taken inside the Exo lock: that order cannot deadlock."""
    if getattr(_exo_held, "depth", 0):
        raise RuntimeError(f"lock order: entry {kind}/{key} locked inside the Exo lock")
    path = cache_root() / "locks" / f"{kind}-{key}.lock"
    with _ENTRY_LOCKS_GUARD:
        thread_lock = _ENTRY_LOCKS.setdefault(path, threading.Lock())
    with thread_lock:
        path.parent.mkdir(exist_ok=True)
        fd = os.open(path, os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, 0o666)
        _HELD_LOCK_FILES.add(fd)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX)
            yield
        finally:
            _HELD_LOCK_FILES.discard(fd)
            os.close(fd)


def _after_fork_in_child() -> None:
    """A forked child (a ProcessPoolExecutor worker) starts with fresh locks: the parent's
    may be held by threads that do not exist in the child, and its copies of held lock
    files would keep other processes' flock waiting for as long as the child lives."""
    global _EXO_LOCK, _exo_held, _ENTRY_LOCKS, _ENTRY_LOCKS_GUARD
    for fd in _HELD_LOCK_FILES:
        os.close(fd)
    _HELD_LOCK_FILES.clear()
    _EXO_LOCK, _exo_held = threading.RLock(), threading.local()
    _ENTRY_LOCKS, _ENTRY_LOCKS_GUARD = {}, threading.Lock()


os.register_at_fork(after_in_child=_after_fork_in_child)


# --------------------------------------------------------------------------- damage

#: Damaged entries this process found (each said once): removed from the user cache, and
#: skipped in the read-only prepared store from then on.
_REJECTED: set[Path] = set()


def _reject(path: Path, reason: str) -> None:
    """Say once that the entry at `path` is damaged and is rebuilt; remove it (and its
    manifest) from the user cache, never from the prepared or shipped store."""
    removable = _in_user_cache(path)
    if path not in _REJECTED:
        where = "removed" if removable else "skipped (that store is read-only)"
        warnings.warn(CacheWarning(f"damaged cache entry {path}: {reason}; {where}, "
                                   f"it is rebuilt"), stacklevel=2)
    _REJECTED.add(path)
    if removable:
        _remove(path)


def _remove(path: Path) -> None:
    path.unlink(missing_ok=True)
    _manifest(path).unlink(missing_ok=True)


def _skipped(path: Path) -> bool:
    """True for a damaged entry of the prepared store (it stays there: look past it)."""
    return path in _REJECTED and not _in_user_cache(path)


# --------------------------------------------------------------------------- JSON entries


def _read_entry(path: Path) -> dict:
    """The payload of the JSON entry at `path`; OSError or ValueError if it is unreadable,
    KeyError / TypeError if malformed, ValueError if it fails its checksum."""
    entry = json.loads(path.read_bytes())
    return _checked(entry["payload"], entry["sha256"])


def _checked(payload: dict, sha256: str) -> dict:
    if sha256 != entry_checksum(payload):
        raise ValueError("checksum mismatch")
    return payload


def _entry_path(root: Path, kind: str, key: str) -> Path:
    """Where (kind, key) is under `root`: a JSON file, or in a store of named C files (the
    shipped store: gen/shipped_store.py) the entry's name in its index."""
    if (root / shipped_store.INDEX).is_file():
        return root / kind / key
    return root / kind / f"{key}.json"


def _read_stored(root: Path, kind: str, key: str) -> dict:
    """The payload of (kind, key) under `root`, in either layout (_entry_path); errors as
    _read_entry's."""
    if (root / shipped_store.INDEX).is_file():
        return _checked(*shipped_store.read_payload(root, kind, key))
    return _read_entry(root / kind / f"{key}.json")


def load_json(kind: str, key: str, judge: bool = False) -> dict | None:
    """The entry stored under (kind, key) in the user cache or the prepared store, or None
    if absent or damaged. With `judge` (under the entry's lock) a damaged entry is rejected
    (_reject); without, it is passed over silently: a lookup must not act on what may be a
    moment of another writer's work."""
    for root in read_roots():
        path = _entry_path(root, kind, key)
        if _skipped(path):
            continue
        try:
            return _read_stored(root, kind, key)
        except (FileNotFoundError, NotADirectoryError):
            continue
        except (OSError, ValueError, KeyError, TypeError) as exc:
            if judge:
                _reject(path, f"unreadable or corrupted JSON ({exc})")
    return None


def load_record(kind: str, key: str, record: type[T], judge: bool = False) -> T | None:
    """The entry under (kind, key) as a `record` dataclass, or None if absent, damaged or
    stale: an entry written by an older exogemm whose fields no longer match `record` is
    not constructed; with `judge` it is dropped from the user cache (not a damage: no
    warning), so it is rebuilt."""
    payload = load_json(kind, key, judge)
    if payload is None:
        return None
    if set(payload) != {f.name for f in fields(record)}:
        if judge:
            (cache_root(create=False) / kind / f"{key}.json").unlink(missing_ok=True)
        return None
    _record_use(kind, key, payload)
    return record(**payload)


def entry_checksum(payload: dict) -> str:
    """The sha256 every stored entry carries of its payload."""
    return plain_digest(json.dumps(payload, sort_keys=True))


def _entry_bytes(payload: dict) -> bytes:
    return json.dumps({"sha256": entry_checksum(payload), "payload": payload}).encode()


def store_json(kind: str, key: str, payload: dict) -> None:
    path = cache_root() / kind / f"{key}.json"
    atomic_write(path, _entry_bytes(payload))
    _REJECTED.discard(path)


#: The kinds of JSON entry that hold Exo's output: what the shipped store holds.
VECTOR_OUTPUT_KINDS = ("kernels", "gemm", "small", "fixed", "conv")


def exo_output_kinds() -> tuple[str, ...]:
    """The kinds of entry that hold Exo's output, what the shipped store holds: the vector
    kernels' and one per matrix engine, named after it (its kernels' cache kind)."""
    return (*VECTOR_OUTPUT_KINDS, *known_engines())

#: With this set to a directory, every entry of Exo's output a process uses is copied there.
SHIP_RECORD = "EXOGEMM_SHIP_RECORD"


def _record_use(kind: str, key: str, payload: dict) -> None:
    """A copy of an entry of Exo's output that was found or scheduled into
    $EXOGEMM_SHIP_RECORD, if set: `exogemm cache ship` runs the test suite so to learn what
    the shipped store must hold."""
    folder = os.environ.get(SHIP_RECORD)
    if folder and kind in exo_output_kinds():
        path = Path(folder) / kind / f"{key}.json"
        if not path.exists():
            atomic_write(path, _entry_bytes(payload), 0o644)


def _carried(kind: str, key: str, record: type[T]) -> T | None:
    """The entry (kind, key) taken over from the carried store ($EXOGEMM_CARRY) and stored
    under `key`, or None (not carrying, no such entry, or one of another shape)."""
    carry = carry_source()
    old = CARRIED_KEYS.get(key)
    if carry is None or old is None or kind not in exo_output_kinds():
        return None
    try:
        payload = _read_stored(carry[0], kind, old)
    except (OSError, ValueError, KeyError, TypeError):
        return None
    if set(payload) != {f.name for f in fields(record)}:
        return None
    store_json(kind, key, payload)
    _record_use(kind, key, payload)
    return record(**payload)


def scheduled(kind: str, key: str, record: type[T], schedule: Callable[[], T]) -> T:
    """The `record` dataclass cached under (kind, key), else `schedule()` run under the Exo
    lock and stored: built once however many threads and processes ask at the same time
    (the others wait for the entry lock, then read the entry). A hit takes no lock."""
    hit = load_record(kind, key, record)
    if hit is not None:
        return hit
    with entry_lock(kind, key):
        hit = load_record(kind, key, record, judge=True) or _carried(kind, key, record)
        if hit is None:
            with exo_lock():
                hit = schedule()
            payload = asdict(hit)
            store_json(kind, key, payload)
            _record_use(kind, key, payload)
    return hit


def generator(module: str, what: str) -> ModuleType:
    """The Exo generator `module` (exogemm.gen.exo.gemm, conv_emit, emit), imported by
    name (under the Exo lock) on a cache miss only, so that loading cached code never
    imports Exo; the first import in a process says on stderr that `what` is being
    scheduled, since that takes a minute."""
    with exo_lock():
        exo_speed.apply()
        if module not in sys.modules:
            print(f"exogemm: scheduling {what} with Exo (first use; about a minute, then "
                  f"cached)", file=sys.stderr)
        return importlib.import_module(module)


# --------------------------------------------------------------------------- libraries


def _manifest(path: Path) -> Path:
    return path.with_name(path.name + MANIFEST_SUFFIX)


def store_artifact(path: Path, data: bytes, mode: int | None = None) -> None:
    """Write a library (or program) and then its manifest (the sha256 of its bytes), each
    atomically; `mode` as for atomic_write."""
    atomic_write(path, data, mode)
    manifest = {"sha256": hashlib.sha256(data).hexdigest(), "bytes": len(data)}
    atomic_write(_manifest(path), json.dumps(manifest).encode())
    _REJECTED.discard(path)


def artifact_problem(path: Path) -> str | None:
    """Why the library at `path` must not be loaded (a truncated or overwritten .so gives
    ImportError, SIGSEGV or SIGBUS), or None if its bytes match its manifest."""
    try:
        manifest = json.loads(_manifest(path).read_bytes())
    except FileNotFoundError:
        return "it has no manifest (an interrupted write, or an older exogemm's layout)"
    except (OSError, ValueError) as exc:
        return f"its manifest is unreadable ({exc})"
    try:
        data = path.read_bytes()
    except OSError as exc:
        return f"it is unreadable ({exc})"
    if not isinstance(manifest, dict) or manifest.get("sha256") != hashlib.sha256(data).hexdigest():
        return "its bytes do not match the sha256 in its manifest"
    return None


def _usable(path: Path, judge: bool) -> bool:
    """Whether the stored artifact at `path` matches its manifest (and is not a damaged
    entry of the prepared store). With `judge` (under the entry lock) one that does not is
    rejected (_reject); without, it is passed over silently: a lookup must not act on what
    may be a moment of another writer's work (a file stored, its manifest not yet)."""
    if _skipped(path):
        return False
    problem = artifact_problem(path)
    if problem is not None and judge:
        _reject(path, problem)
    return problem is None


def verified_artifact(path: Path, judge: bool = False) -> bool:
    """Whether the built program at `path` exists and matches its manifest; `judge` as for
    _usable (then a damaged one is said once and removed, so the caller rebuilds it: a
    truncated program would otherwise fail every run under its emulator)."""
    return path.is_file() and _usable(path, judge)


def load_extension(kind: str, modname: str, compile: Callable[[Path], Path]) -> ModuleType:
    """Import the cffi extension `modname` cached under <root>/<kind>, building it on a
    miss: `compile(tmpdir)` builds the .so in a private directory and returns its path; it
    is stored with its manifest before anything loads it. A library is verified against its
    manifest once per process (then it is in sys.modules); one that fails verification or
    loading is rejected (_reject) and rebuilt."""
    if not modname.startswith(EXTENSION_PREFIX):
        raise ValueError(f"extension module {modname!r} must start with {EXTENSION_PREFIX}")
    loaded = sys.modules.get(modname)
    if loaded is not None:
        return loaded
    path = _find_extension(kind, modname, judge=False) or _build_extension(kind, modname, compile)
    try:
        module = _import(modname, path)
    except (ImportError, OSError) as exc:
        with entry_lock(kind, modname):
            _reject(path, f"loading it failed ({exc})")
        module = _import(modname, _build_extension(kind, modname, compile))
    return sys.modules.setdefault(modname, module)


def _find_extension(kind: str, modname: str, judge: bool) -> Path | None:
    """The first library of `modname` that verifies, user cache first; with `judge` (under
    the entry lock) the others are rejected."""
    for root in read_roots():
        for path in sorted((root / kind).glob(f"{modname}*.so")):
            if _usable(path, judge):
                return path
    return None


def _build_extension(kind: str, modname: str, compile: Callable[[Path], Path]) -> Path:
    with entry_lock(kind, modname):
        found = _find_extension(kind, modname, judge=True)
        if found is not None:
            return found
        with temp_build_dir() as tmp:
            built = compile(tmp)
            final = cache_root() / kind / built.name
            store_artifact(final, built.read_bytes())
        return final


def _import(modname: str, path: Path) -> ModuleType:
    spec = importlib.util.spec_from_file_location(modname, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module
