"""The one validation harness: cases as records, run in process or as a program, results back.

Every check (micro-kernels, the GEMM, conv, a model library) follows the same path:

    NumPy makes cases  ->  records (named fields, scalars, buffers; `CaseLayout`)
      -> a runner:  `InProcess`   calls a cffi library on copies of the record's buffers
                    `Program`     writes the records to a file and runs the harness program,
                                  natively (also with sanitizers) or under the ISA's emulator
      -> `Result`s (return code, the buffers written back)  ->  the check's judge (NumPy,
         with gen/check/tolerance.py's bound and canary check).

Only "how it runs" differs between native and emulated targets. The harness program is one
core (harness.c.in) plus the check's small adapter (harness_<check>.c.in), both real C files
in gen/templates/, filled by `fill` (gen/c/gemm_source.py: the one strict template filler,
shared with the builders); harness.h is the interface between them.

Case file (little-endian, which every supported target is):
    int64 MAGIC, int64 ncases, then per case:
    int64 nfields, nscalars, nbuffers; int64 fields[nfields]; float64 scalars[nscalars];
    (int64 bytes, int64 flags) per buffer (flags & WRITTEN_BACK: returned after the call);
    then each buffer's bytes.
Output file, per case: int64 return code, then the bytes of each buffer written back.
"""

from __future__ import annotations

import re
import tempfile
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Callable, Mapping, Protocol, Sequence

import numpy as np

from exogemm.core.errors import RunError
from exogemm.gen.c.cross import build_executable, run_program, sanitizer_flags
from exogemm.gen.c.templates import TEMPLATES, fill
from exogemm.isa.base import VectorIsa

MAGIC = 0x48475845  # "EXGH"
WRITTEN_BACK = 1
RUN_TIMEOUT_S = 1800
_IDENT = re.compile(r"[A-Za-z][A-Za-z0-9_]*")


# --------------------------------------------------------------------------- records


@dataclass(frozen=True)
class CaseLayout:
    """The names of a check's fields (int64), scalars (float64) and buffers, in file order,
    and which buffers the harness writes back: the encoder and the C adapter (through
    `c_enums`) index a case the same way."""

    fields: tuple[str, ...]
    scalars: tuple[str, ...] = ()
    buffers: tuple[str, ...] = ()
    written_back: tuple[str, ...] = ()

    def __post_init__(self):
        for names in (self.fields, self.scalars, self.buffers):
            if len({n.upper() for n in names}) < len(names) or \
                    not all(_IDENT.fullmatch(n) for n in names):
                raise ValueError(f"layout names must be distinct C identifiers: {names}")
        if not set(self.written_back) <= set(self.buffers):
            raise ValueError(f"written-back buffers {self.written_back} are not all buffers")

    def record(self, fields: Mapping[str, int], scalars: Mapping[str, float] | None = None,
               buffers: Mapping[str, np.ndarray] | None = None) -> Record:
        """A record of this layout; every name must be given, and no other."""
        scalars, buffers = scalars or {}, buffers or {}
        for kind, names, given in (("fields", self.fields, fields),
                                   ("scalars", self.scalars, scalars),
                                   ("buffers", self.buffers, buffers)):
            if set(given) != set(names):
                raise ValueError(f"{kind} {sorted(given)} do not match the layout's {names}")
        return Record(self, tuple(int(fields[n]) for n in self.fields),
                      tuple(float(scalars[n]) for n in self.scalars),
                      tuple(np.ascontiguousarray(buffers[n]).ravel() for n in self.buffers))

    def c_enums(self) -> str:
        """The C enums naming this layout's items, and the counts the core checks."""
        def enum(prefix: str, names: tuple[str, ...], count: str) -> str:
            items = "".join(f"{prefix}_{n.upper()}, " for n in names)
            return f"enum {{ {items}{count} }};"

        return "\n".join([
            enum("F", self.fields, "N_FIELDS"), enum("S", self.scalars, "N_SCALARS"),
            enum("B", self.buffers, "N_BUFFERS"),
            "const int64_t exogemm_harness_counts[3] = { N_FIELDS, N_SCALARS, N_BUFFERS };"])


@dataclass(frozen=True, eq=False)  # its buffers are arrays: no == between records
class Record:
    """One case on the wire: values in layout order; the buffers as sent (never written)."""

    layout: CaseLayout
    fields: tuple[int, ...]
    scalars: tuple[float, ...]
    buffers: tuple[np.ndarray, ...]

    def field(self, name: str) -> int:
        return self.fields[self.layout.fields.index(name)]

    def scalar(self, name: str) -> float:
        return self.scalars[self.layout.scalars.index(name)]

    def buffer(self, name: str) -> np.ndarray:
        return self.buffers[self.layout.buffers.index(name)]

    def copy(self) -> Record:
        """The same case with buffers of its own, for a call that writes them."""
        return replace(self, buffers=tuple(b.copy() for b in self.buffers))


@dataclass
class Result:
    """What came back from one case: the return code and the buffers written back."""

    returned: int
    buffers: dict[str, np.ndarray] = field(default_factory=dict)


def encode(records: Sequence[Record]) -> bytes:
    """The case file for `records` (see the module docstring)."""
    parts = [np.array([MAGIC, len(records)], dtype="<i8").tobytes()]
    for r in records:
        desc = [(b.nbytes, WRITTEN_BACK if name in r.layout.written_back else 0)
                for name, b in zip(r.layout.buffers, r.buffers)]
        parts += [np.array([len(r.fields), len(r.scalars), len(r.buffers), *r.fields],
                           dtype="<i8").tobytes(),
                  np.array(r.scalars, dtype="<f8").tobytes(),
                  np.array(desc, dtype="<i8").reshape(-1, 2).tobytes(),
                  *(_little_endian(b).tobytes() for b in r.buffers)]
    return b"".join(parts)


def decode(data: bytes, records: Sequence[Record]) -> list[Result]:
    """The results the harness wrote for `records`, each buffer with its sent dtype."""
    results, at = [], 0
    for r in records:
        sent = {n: r.buffer(n) for n in r.layout.written_back}
        need = 8 + sum(b.nbytes for b in sent.values())
        if at + need > len(data):
            raise RunError(f"the harness wrote {len(data)} bytes, fewer than the "
                           f"{len(records)} cases need")
        result = Result(int(np.frombuffer(data, "<i8", 1, at)[0]))
        at += 8
        for name, b in sent.items():
            wire = _little_endian(b).dtype
            result.buffers[name] = np.frombuffer(data, wire, b.size, at).astype(b.dtype)
            at += b.nbytes
        results.append(result)
    if at != len(data):
        raise RunError(f"the harness wrote {len(data)} bytes, {at} expected")
    return results


def _little_endian(a: np.ndarray) -> np.ndarray:
    return a.astype(a.dtype.newbyteorder("<"), copy=False)


# --------------------------------------------------------------------------- runners


class Runner(Protocol):
    def run(self, records: Sequence[Record]) -> list[Result]:
        """Run every record's case; one Result per record, in order."""


@dataclass
class InProcess:
    """Runs each case in this process: `call` gets a copy of the record (its buffers may be
    written) and returns the return code; the copy's written-back buffers are the result."""

    call: Callable[[Record], int]

    def run(self, records: Sequence[Record]) -> list[Result]:
        results = []
        for r in records:
            mine = r.copy()
            returned = self.call(mine)
            results.append(Result(int(returned), {n: mine.buffer(n)
                                                  for n in r.layout.written_back}))
        return results


@dataclass
class Program:
    """Runs the cases through a built harness program, under `emulator` (the ISA's runner;
    empty for a native program). `what` names the code under test in error messages."""

    exe: Path
    what: str
    emulator: tuple[str, ...] = ()
    env: Mapping[str, str] | None = None
    timeout: float = RUN_TIMEOUT_S

    def run(self, records: Sequence[Record]) -> list[Result]:
        with tempfile.TemporaryDirectory(prefix="exogemm-run-") as tmp:
            inp, outp = Path(tmp) / "cases.bin", Path(tmp) / "out.bin"
            inp.write_bytes(encode(records))
            run_program([*self.emulator, str(self.exe), str(inp), str(outp)],
                        what=f"{self.what} ({len(records)} cases)", timeout=self.timeout,
                        cwd=tmp, env=self.env)
            return decode(outp.read_bytes(), records)


def build_program(isa: VectorIsa, sources: Sequence, adapter: str, tag: str, *,
                  sanitize: bool = False, compile_flags: Sequence[str] | None = None,
                  inputs: tuple[Path, ...] = (), include_dir: Path | None = None) -> Path:
    """The harness core + `adapter` (a filled harness_<check>.c.in) + `sources`, built with
    the ISA's toolchain (cached by content; see gen/cross.build_executable). `sanitize`
    builds natively with AddressSanitizer and UBSan instead of `compile_flags`."""
    program = {"harness.h": (TEMPLATES / "harness.h").read_text(),
               "harness.c": harness_core(),
               "adapter.c": adapter}
    flags = sanitizer_flags(isa) if sanitize else compile_flags
    return build_executable(isa, list(sources), program, tag=tag, compile_flags=flags,
                            inputs=inputs, include_dir=include_dir)


def harness_core() -> str:
    """harness.c.in filled with the case-file constants."""
    return fill("harness.c.in", magic=hex(MAGIC), written_back=WRITTEN_BACK)
