"""Build kernels with an ISA's own toolchain and run them under its emulator (QEMU).

`CrossRunner(isa).run(sources, cases)` is the cross-ISA twin of `pipeline.NativeRunner`:

1. a small C harness is generated: a table of the kernels' plain-pointer wrappers by name and
   a `main` that reads every case from one binary file, runs it, and writes the C buffers;
2. kernels + harness are compiled and linked with the ISA's compiler and flags (cached under
   `cache_root()/cross`, keyed by a hash of the sources, flags and compiler version);
3. NumPy writes the input file, the emulator runs the program, NumPy reads the outputs, and
   `validate.judge` compares them exactly as it does for native kernels.

The harness places each Ac and Bc panel so that it ends right at an inaccessible page: a
kernel that reads even one float past its panel faults, and the run fails with QEMU's report.
(Writes past the C tile land on the canaries that `judge` checks.)

File formats (little-endian, which every supported target is):
    input   int32 magic, int32 ncases; per case int32 kernel, kc, ldc, mr, nr, then f32
            Ac[kc*mr], Bc[kc*nr], C[(mr+1)*ldc]
    output  per case f32 C[(mr+1)*ldc] after the kernel ran
"""

from __future__ import annotations

import os
import subprocess
import tempfile
from pathlib import Path

import numpy as np

from exogemm.errors import CompileError, RunError, ToolchainMissingError
from exogemm.gen import cache
from exogemm.gen.kernel_source import KernelSource
from exogemm.gen.native import compiler_version
from exogemm.gen.validate import Case
from exogemm.isa.base import VectorIsa

MAGIC = 0x4D475845  # "EXGM"
RUN_TIMEOUT_S = 900
HEADER_INTS = 5  # kernel, kc, ldc, mr, nr

HARNESS = r"""
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <unistd.h>

typedef void (*exogemm_ukernel_fn)(int_fast32_t, const float *, const float *, float *, int_fast32_t);
@DECLS@
static const struct { const char *name; exogemm_ukernel_fn fn; int32_t mr, nr; } KERNELS[] = {
@TABLE@
};
static const int32_t NKERNELS = (int32_t)(sizeof KERNELS / sizeof KERNELS[0]);

static void die(const char *why, long detail) {
    fprintf(stderr, "exogemm harness: %s (%ld)\n", why, detail);
    exit(3);
}

/* Room for n floats ending exactly where a PROT_NONE page begins. */
typedef struct { char *base; size_t len; float *data; } guarded_t;
static guarded_t guarded(size_t n) {
    size_t page = (size_t)sysconf(_SC_PAGESIZE), bytes = n * sizeof(float);
    size_t span = (bytes + page - 1) / page * page;
    guarded_t g;
    g.len = span + page;
    g.base = mmap(NULL, g.len, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (g.base == MAP_FAILED) die("mmap failed for floats", (long)n);
    if (mprotect(g.base + span, page, PROT_NONE) != 0) die("mprotect failed", (long)n);
    g.data = (float *)(g.base + span - bytes);
    return g;
}

static void read_exact(FILE *f, void *p, size_t bytes) {
    if (fread(p, 1, bytes, f) != bytes) die("input file is too short, wanted bytes", (long)bytes);
}

int main(int argc, char **argv) {
    if (argc != 3) die("usage: harness INPUT OUTPUT; arguments given", (long)argc - 1);
    FILE *in = fopen(argv[1], "rb"), *out = fopen(argv[2], "wb");
    if (!in || !out) die("cannot open the input or output file", 0);
    int32_t head[2];
    read_exact(in, head, sizeof head);
    if (head[0] != @MAGIC@) die("bad magic in input file", (long)head[0]);
    for (int32_t c = 0; c < head[1]; c++) {
        int32_t h[@HEADER_INTS@];
        read_exact(in, h, sizeof h);
        int32_t k = h[0], kc = h[1], ldc = h[2], mr = h[3], nr = h[4];
        if (k < 0 || k >= NKERNELS || KERNELS[k].mr != mr || KERNELS[k].nr != nr)
            die("case does not match the kernel table, case", (long)c);
        size_t na = (size_t)kc * mr, nb = (size_t)kc * nr, nc = (size_t)(mr + 1) * ldc;
        guarded_t A = guarded(na), B = guarded(nb), C = guarded(nc);
        read_exact(in, A.data, na * sizeof(float));
        read_exact(in, B.data, nb * sizeof(float));
        read_exact(in, C.data, nc * sizeof(float));
        KERNELS[k].fn(kc, A.data, B.data, C.data, ldc);
        if (fwrite(C.data, sizeof(float), nc, out) != nc) die("short write, case", (long)c);
        munmap(A.base, A.len);
        munmap(B.base, B.len);
        munmap(C.base, C.len);
    }
    if (fclose(out) != 0) die("cannot close the output file", 0);
    return 0;
}
"""


def harness_source(sources: list[KernelSource]) -> str:
    """The harness C for these kernels; case i's `kernel` field indexes `sources`."""
    decls = "\n".join(f"{s.wrapper_decl};" for s in sources)
    table = "\n".join(f'    {{"{s.name}", {s.wrapper}, {s.mr}, {s.nr}}},' for s in sources)
    return (HARNESS.replace("@DECLS@", decls).replace("@TABLE@", table)
            .replace("@MAGIC@", str(MAGIC)).replace("@HEADER_INTS@", str(HEADER_INTS)))


SANITIZE_FLAGS = ("-O1", "-g", "-fno-omit-frame-pointer", "-fsanitize=address,undefined",
                  "-fno-sanitize-recover=undefined", "-fopenmp")


def sanitizer_flags(isa: VectorIsa) -> list[str]:
    """The ISA's cflags with AddressSanitizer + UBSan (and -O1 for usable reports)."""
    return [*[f for f in isa.toolchain.cflags if not f.startswith("-O")], *SANITIZE_FLAGS]


def build_executable(isa: VectorIsa, sources: list[KernelSource], main_c: str,
                     tag: str = "harness", *, compile_flags: list[str] | None = None,
                     inputs: tuple[Path, ...] = (), include_dir: Path | None = None) -> Path:
    """Compile and link `sources` (anything with name, c, h and write(dir)) + `main_c` with
    the ISA's compiler; cached by content. compile_flags replaces the ISA's cflags (e.g.
    sanitizers); inputs (archives, objects) are linked after the C, their bytes and the
    headers of include_dir are part of the cache key.

    Raises ToolchainMissingError (with the apt command) if the compiler is absent, and
    CompileError with the compiler's stderr and the directory where the C was kept.
    """
    tc = isa.toolchain
    tc.require(tc.cc[0])
    flags = [*(tc.cflags if compile_flags is None else compile_flags)]
    headers = sorted(include_dir.glob("*.h")) if include_dir else []
    key = cache.digest(
        "exe", tc.cc, flags, tc.ldflags, compiler_version(tc.cc[0]), main_c,
        [(s.name, s.c, s.h) for s in sources],
        [f.read_bytes() for f in (*inputs, *headers)],
    )[:24]
    exe = cache.cache_root() / "cross" / isa.key / f"{tag}-{key}"
    if exe.is_file():
        return exe
    with tempfile.TemporaryDirectory(dir=cache.cache_root()) as tmp:
        tmpdir = Path(tmp)
        c_files = [str(s.write(tmpdir)[0]) for s in sources]
        (tmpdir / f"{tag}.c").write_text(main_c)
        out = tmpdir / tag
        includes = ["-I", str(include_dir)] if include_dir else []
        argv = [*tc.cc, *flags, "-I", str(tmpdir), *includes, *c_files, str(tmpdir / f"{tag}.c"),
                *map(str, inputs), "-o", str(out), *tc.ldflags]
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
        out.chmod(0o755)
        exe.parent.mkdir(parents=True, exist_ok=True)
        os.replace(out, exe)  # atomic, and executable before it is visible
    return exe


class CrossRunner:
    """Runs kernels for a non-native ISA under its emulator; see the module docstring."""

    def __init__(self, isa: VectorIsa):
        self.isa = isa

    def run(self, sources: list[KernelSource], cases: list[Case]) -> list[np.ndarray]:
        tc = self.isa.toolchain
        tc.require(tc.cc[0], *tc.runner[:1])
        index = {s.name: i for i, s in enumerate(sources)}
        missing = sorted({c.name for c in cases} - set(index))
        if missing:
            raise ValueError(f"cases for kernels with no source: {', '.join(missing)}")
        exe = build_executable(self.isa, sources, harness_source(sources))
        with tempfile.TemporaryDirectory(prefix="exogemm-run-") as tmp:
            inp, outp = Path(tmp) / "cases.bin", Path(tmp) / "out.bin"
            inp.write_bytes(encode_cases(cases, index))
            argv = [*tc.runner, str(exe), str(inp), str(outp)]
            try:
                proc = subprocess.run(argv, capture_output=True, text=True,
                                      timeout=RUN_TIMEOUT_S, cwd=tmp)
            except subprocess.TimeoutExpired as exc:
                raise RunError(f"{' '.join(argv)} did not finish in {RUN_TIMEOUT_S} s "
                               f"({len(cases)} cases)") from exc
            except OSError as exc:
                raise ToolchainMissingError(
                    f"cannot run '{tc.runner[0]}' ({exc}); install it with: "
                    f"{tc.install_hint()}") from exc
            if proc.returncode != 0:
                raise RunError(
                    f"{self.isa.key} kernels failed under {' '.join(tc.runner)} "
                    f"({_status(proc.returncode)}) running {len(cases)} cases of "
                    f"{', '.join(s.name for s in sources)}\nemulator stderr:\n"
                    f"{_tail(proc.stderr) or '(empty)'}\nprogram: {exe}"
                )
            data = np.fromfile(outp, dtype="<f4")
        return decode_outputs(data, cases)


def encode_cases(cases: list[Case], index: dict[str, int]) -> bytes:
    parts = [np.array([MAGIC, len(cases)], dtype="<i4").tobytes()]
    for c in cases:
        t = c.tile
        parts.append(np.array([index[c.name], c.kc, c.ldc, t.mr, t.nr], dtype="<i4").tobytes())
        for a in (c.Ac, c.Bc, c.C):
            parts.append(np.ascontiguousarray(a, dtype="<f4").tobytes())
    return b"".join(parts)


def decode_outputs(data: np.ndarray, cases: list[Case]) -> list[np.ndarray]:
    sizes = [c.C.size for c in cases]
    if data.size != sum(sizes):
        raise RunError(f"the harness wrote {data.size} floats, expected {sum(sizes)}")
    outs, at = [], 0
    for n in sizes:
        outs.append(data[at:at + n].astype(np.float32))
        at += n
    return outs


def _status(returncode: int) -> str:
    if returncode < 0:
        return f"killed by signal {-returncode}"
    if returncode > 128:
        return f"exit status {returncode}, likely signal {returncode - 128}"
    return f"exit status {returncode}"


def _tail(text: str, limit: int = 6000) -> str:
    text = text.strip()
    return text if len(text) <= limit else "...\n" + text[-limit:]
