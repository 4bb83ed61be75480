"""Build programs with an ISA's own toolchain, and run them under its emulator (QEMU).

`build_executable` compiles and links C files with the ISA's compiler and flags (or with
sanitizers), cached under `cache_root()/cross` by a hash of everything that shapes the
program; `run_program` runs one, natively or under the ISA's `runner`, and turns its
failures into errors that carry the program's own stderr. The validation harness
(gen/check/harness.py) and the static inspection (gen/check/inspect.py) are built on these two.
"""

from __future__ import annotations

import os
import subprocess
from pathlib import Path
from typing import Mapping, Sequence

from exogemm.core.errors import CompileError, RunError, ToolchainMissingError
from exogemm.gen import cache, keys
from exogemm.gen.c.native import compiler_version
from exogemm.isa.base import VectorIsa

SANITIZE_FLAGS = ("-O1", "-g", "-fno-omit-frame-pointer", "-fsanitize=address,undefined",
                  "-fno-sanitize-recover=undefined", "-fopenmp")
#: The environment a sanitized program runs in: leaks reported, the first error fatal.
SANITIZER_ENV = {"ASAN_OPTIONS": "detect_leaks=1:abort_on_error=1",
                 "UBSAN_OPTIONS": "halt_on_error=1:print_stacktrace=1"}


def sanitizer_flags(isa: VectorIsa) -> list[str]:
    """The ISA's cflags with AddressSanitizer + UBSan (and -O1 for usable reports)."""
    return [*[f for f in isa.toolchain.cflags if not f.startswith("-O")], *SANITIZE_FLAGS]


def build_executable(isa: VectorIsa, sources: Sequence, program: Mapping[str, str],
                     tag: str, *, compile_flags: Sequence[str] | None = None,
                     inputs: tuple[Path, ...] = (), include_dir: Path | None = None) -> Path:
    """Compile and link `sources` (anything with name, c, h and write(dir), whose first
    written file is its .c) and `program` (file name -> text; its .c files are compiled,
    the rest are headers beside them) with the ISA's compiler; cached by content.
    compile_flags replaces the ISA's cflags (e.g. sanitizers); inputs (archives, objects)
    are linked after the C, their bytes and the headers of include_dir are part of the
    cache key.

    Raises ToolchainMissingError (with the apt command) if the compiler is absent, and
    CompileError with the compiler's stderr and the directory where the C was kept.
    """
    tc = isa.toolchain
    tc.require(tc.cc[0])
    flags = [*(tc.cflags if compile_flags is None else compile_flags)]
    headers = sorted(include_dir.glob("*.h")) if include_dir else []
    key = keys.digest(
        "exe", cache.ARTIFACT_FORMAT, tc.cc, flags, tc.ldflags, compiler_version(tc.cc[0]),
        sorted(program.items()),
        [(s.name, s.c, s.h) for s in sources],
        [f.read_bytes() for f in (*inputs, *headers)],
    )[:24]
    exe = cache.cache_root() / "cross" / isa.key / f"{tag}-{key}"
    if cache.verified_artifact(exe):
        return exe
    with cache.entry_lock("cross", f"{tag}-{key}"), cache.temp_build_dir() as tmpdir:
        if cache.verified_artifact(exe, judge=True):  # built by another meanwhile
            return exe
        c_files = [str(s.write(tmpdir)[0]) for s in sources]
        for name, text in program.items():
            (tmpdir / name).write_text(text)
        c_files += [str(tmpdir / name) for name in program if name.endswith(".c")]
        out = tmpdir / tag
        includes = ["-I", str(include_dir)] if include_dir else []
        argv = [*tc.cc, *flags, "-I", str(tmpdir), *includes, *c_files, *map(str, inputs),
                "-o", str(out), *tc.ldflags]
        try:
            proc = subprocess.run(argv, capture_output=True, text=True)
        except OSError as exc:  # on PATH but not runnable
            raise ToolchainMissingError(
                f"cannot run '{tc.cc[0]}' ({exc}); install it with: {tc.install_hint()}") from exc
        if proc.returncode != 0:
            kept = cache.cache_root() / "cross" / "failed" / f"{isa.key}-{tag}-{key}"
            kept.mkdir(parents=True, exist_ok=True)
            for f in tmpdir.glob("*.[ch]"):
                (kept / f.name).write_bytes(f.read_bytes())
            hint = ""
            if "cannot find" in proc.stderr or "No such file" in proc.stderr:
                hint = f"\n(a missing library or header? {tc.install_hint()})"
            raise CompileError(
                f"{tc.cc[0]} failed building {', '.join(s.name for s in sources) or tag} "
                f"for {isa.key} (exit status {proc.returncode}):\n{_tail(proc.stderr)}\n"
                f"command: {' '.join(argv)}\ngenerated C kept in {kept}{hint}"
            )
        cache.store_artifact(exe, out.read_bytes(), mode=0o755)  # runnable once visible
    return exe


def compile_object(cc: Sequence[str], flags: Sequence[str], c_file: Path, obj: Path,
                   includes: Sequence[Path] = ()) -> Path:
    """`c_file` compiled (not linked) into `obj` by `cc` with `flags`: the check that an
    emitted file builds with its target's compiler. CompileError carries the compiler's
    message and the command."""
    argv = [*cc, *flags, *(a for d in includes for a in ("-I", str(d))), "-c", str(c_file),
            "-o", str(obj)]
    proc = subprocess.run(argv, capture_output=True, text=True)
    if proc.returncode != 0:
        raise CompileError(f"{cc[0]} failed on {c_file} (exit status {proc.returncode}):\n"
                           f"{_tail(proc.stderr, 4000)}\ncommand: {' '.join(argv)}")
    return obj


def run_program(argv: Sequence[str], *, what: str, timeout: float, cwd: str | None = None,
                env: Mapping[str, str] | None = None) -> subprocess.CompletedProcess:
    """Run a built program (argv starts with its emulator, if any) and return the finished
    process. A program that fails or times out raises RunError naming `what`, the exit
    status and the program's own stderr; an emulator that cannot be started raises
    ToolchainMissingError. `env` is added to this process's environment."""
    argv = list(argv)
    try:
        proc = subprocess.run(argv, capture_output=True, text=True, timeout=timeout, cwd=cwd,
                              env={**os.environ, **env} if env else None)
    except subprocess.TimeoutExpired as exc:
        raise RunError(f"{what}: {' '.join(argv)} did not finish in {timeout:.0f} s") from exc
    except OSError as exc:  # on PATH but not runnable
        raise ToolchainMissingError(f"cannot run '{argv[0]}' ({exc})") from exc
    if proc.returncode != 0:
        out = _tail(proc.stdout, 2000)
        raise RunError(f"{what} failed ({_status(proc.returncode)})\n"
                       f"command: {' '.join(argv)}\n" + (f"stdout:\n{out}\n" if out else "")
                       + f"stderr:\n{_tail(proc.stderr) or '(empty)'}")
    return proc


def _status(returncode: int) -> str:
    if returncode < 0:
        return f"killed by signal {-returncode}"
    if returncode > 128:
        return f"exit status {returncode}, likely signal {returncode - 128}"
    return f"exit status {returncode}"


def _tail(text: str, limit: int = 6000) -> str:
    text = text.strip()
    return text if len(text) <= limit else "...\n" + text[-limit:]
