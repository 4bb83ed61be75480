"""libexogemm_blas.so (`exogemm build-blas`): SGEMM for any program through the BLAS ABI.

Two kinds of checks. The reference BLAS's own test programs (Debian's libblas-test:
`xblat3s` for the Fortran `sgemm_`, `xscblat3` for `cblas_sgemm`), run with the library
preloaded in front of the reference BLAS (libblas3), must report SGEMM PASSED for the
computational tests and the error exits, and the library's call counter must show that
every call the reference would compute was computed by exogemm. Then direct calls through
ctypes: both storage orders, every transpose, leading dimensions wider than the matrix,
the reference's alpha/beta rules and quick returns, against NumPy within gen/check/tolerance.py's
bound, and every bad argument reported to the error handler with the reference's routine
name and parameter number.
"""

from __future__ import annotations

import ctypes
import json
import os
import re
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

import numpy as np
import pytest

from exogemm.cli.main import main as cli_main
from exogemm.core.errors import UnsupportedCpuError
from exogemm.core.host import host_cpu
from exogemm.gen.check.tolerance import error_bound, error_ratio
from exogemm.gen.library.blas import EDGES, EXPORTS, LIBRARY, SOURCE, library_name
from exogemm.policy.selector import select_plan
from exogemm.runtime.blas import blas_plan, blas_policy, build_blas
from exogemm.runtime.dispatch import choose_plan, native_isa
from exogemm.runtime.tuning_file import TuneResult, save_results

MULTIARCH = sysconfig.get_config_var("MULTIARCH") or "x86_64-linux-gnu"
#: Where Debian's libblas-test puts the test programs and libblas3 the reference BLAS.
BLAS_TESTS = Path(f"/usr/lib/{MULTIARCH}/blas")
CATCHER = Path(__file__).parent / "c" / "blas_xerbla_catcher.c"

ROW, COL = 101, 102
NO_TRANS, TRANS, CONJ_TRANS = 111, 112, 113
VERBOSE = re.compile(r"exogemm_blas: (\d+) SGEMM calls computed by exogemm \((\d+) plans\), "
                     r"(\d+) parameter errors")


@pytest.fixture(scope="module")
def library() -> Path:
    try:
        native_isa()
    except UnsupportedCpuError as exc:
        pytest.skip(f"{host_cpu().brand}: no native ISA to build the library for ({exc})")
    return build_blas()


# --------------------------------------------------------------------------- the reference tests


def _values(spec: Path, what: str) -> list[float]:
    """The values of a BLAS test input file's line ending in 'VALUES OF <what>'."""
    for line in spec.read_text().splitlines():
        if line.rstrip().endswith(f"VALUES OF {what}") and "NUMBER OF" not in line:
            values = []
            for token in line.split():  # the numbers, then the comment
                if not _is_number(token):
                    break
                values.append(float(token))
            return values
    raise AssertionError(f"{spec} has no 'VALUES OF {what}' line")


def _is_number(text: str) -> bool:
    try:
        float(text)
    except ValueError:
        return False
    return True


def computed_calls(spec: Path) -> int:
    """How many SGEMM calls of a test run the reference computes (no quick return): the
    programs call every (transa, transb) of N, T, C, every M, N, K of the N values and every
    alpha, beta; the quick return takes M = 0 or N = 0, and alpha = 0 or K = 0 with
    beta = 1."""
    sizes, alphas, betas = (_values(spec, w) for w in ("N", "ALPHA", "BETA"))
    mn = sum(1 for m in sizes for n in sizes if m and n)
    kab = sum(1 for k in sizes for a in alphas for b in betas if not ((a == 0 or k == 0)
                                                                      and b == 1))
    return 9 * mn * kab


def run_reference_test(program: str, spec: str, library: Path, cwd: Path) -> tuple[str, str]:
    """Run a libblas-test program on its input with the library preloaded in front of the
    reference BLAS; (its report, stderr)."""
    exe, reference = BLAS_TESTS / program, BLAS_TESTS / "libblas.so.3"
    if not exe.exists():
        pytest.skip(f"{exe} missing: Debian's libblas-test is not installed "
                    f"(apt-get install libblas-test; setup.sh installs it)")
    if not reference.exists():
        pytest.skip(f"{reference} missing: the reference BLAS (Debian's libblas3) is not "
                    f"installed (apt-get install libblas3)")
    env = {**os.environ, "LD_LIBRARY_PATH": str(BLAS_TESTS), "LD_PRELOAD": str(library),
           "EXOGEMM_BLAS_VERBOSE": "1"}
    with open(BLAS_TESTS / spec) as stdin:
        proc = subprocess.run([str(exe)], stdin=stdin, capture_output=True, text=True,
                              cwd=cwd, env=env, timeout=600)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    summary = cwd / "sblat3.out"  # xblat3s writes its report there, xscblat3 to stdout
    report = proc.stdout + (summary.read_text() if summary.exists() else "")
    return report, proc.stderr


def counts(stderr: str) -> tuple[int, int]:
    found = VERBOSE.search(stderr)
    assert found, f"the library's verbose count is missing from stderr:\n{stderr[-2000:]}"
    return int(found.group(1)), int(found.group(3))


def test_xblat3s_passes_sgemm_through_exogemm(library, tmp_path):
    report, stderr = run_reference_test("xblat3s", "sblat3.in", library, tmp_path)
    assert re.search(r"SGEMM +PASSED THE TESTS OF ERROR-EXITS", report), report
    assert re.search(r"SGEMM +PASSED THE COMPUTATIONAL TESTS \( *17496 CALLS\)", report), report
    assert "FAIL" not in report and "XERBLA WAS" not in report, report
    calls, errors = counts(stderr)
    assert calls == computed_calls(BLAS_TESTS / "sblat3.in")  # 10350: all but quick returns
    assert errors > 0  # the error exits were reported by this library's checks


def test_xscblat3_passes_cblas_sgemm_through_exogemm(library, tmp_path):
    report, stderr = run_reference_test("xscblat3", "sin3", library, tmp_path)
    assert re.search(r"cblas_sgemm +PASSED THE TESTS OF ERROR-EXITS", report), report
    for order in ("COLUMN-MAJOR", "ROW-MAJOR"):  # sin3 asks for both ("2")
        assert re.search(rf"cblas_sgemm +PASSED THE {order} +COMPUTATIONAL TESTS", report), \
            report
    assert "FAIL" not in report and "XERBLA WAS" not in report, report
    calls, errors = counts(stderr)
    assert calls == 2 * computed_calls(BLAS_TESTS / "sin3")
    assert errors > 0


# --------------------------------------------------------------------------- direct calls


class Blas:
    """The library loaded in this process after the error catcher (tests/c/
    blas_xerbla_catcher.c), whose xerbla_, cblas_xerbla and CBLAS globals it then uses."""

    def __init__(self, lib: ctypes.CDLL, catcher: ctypes.CDLL):
        self.lib, self.catcher = lib, catcher
        f, i, p = ctypes.c_float, ctypes.c_int, ctypes.c_void_p
        lib.cblas_sgemm.argtypes = [i, i, i, i, i, i, f, p, i, p, i, f, p, i]
        lib.cblas_sgemm.restype = None
        ip = ctypes.POINTER(i)
        fp = ctypes.POINTER(f)
        lib.sgemm_.argtypes = [ctypes.c_char_p, ctypes.c_char_p, ip, ip, ip, fp, p, ip, p, ip,
                               fp, p, ip, ctypes.c_size_t, ctypes.c_size_t]
        lib.sgemm_.restype = None

    def counter(self, name: str) -> int:
        return ctypes.c_uint64.in_dll(self.lib, name).value

    def caught(self) -> dict:
        c = self.catcher
        value = {name: ctypes.c_int.in_dll(c, f"caught_{name}").value
                 for name in ("handler", "info", "row_major", "from_c", "calls")}
        value["rout"] = ctypes.create_string_buffer(32)
        ctypes.memmove(value["rout"], ctypes.addressof(ctypes.c_char.in_dll(c, "caught_rout")),
                       32)
        value["rout"] = value["rout"].value.decode()
        value["len"] = ctypes.c_long.in_dll(c, "caught_len").value
        return value

    def cblas(self, layout, ta, tb, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc) -> None:
        self.lib.cblas_sgemm(layout, ta, tb, m, n, k, alpha, _ptr(A), lda, _ptr(B), ldb, beta,
                             _ptr(C), ldc)

    def fortran(self, ta: str, tb: str, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc) -> None:
        i, f = ctypes.c_int, ctypes.c_float
        # the transpose arguments as Fortran passes CHARACTER*(*): not NUL-terminated
        # strings of any length, the lengths as hidden trailing arguments
        self.lib.sgemm_(ta.encode(), tb.encode(), i(m), i(n), i(k), f(alpha), _ptr(A), i(lda),
                        _ptr(B), i(ldb), f(beta), _ptr(C), i(ldc), len(ta), len(tb))


def _ptr(X: np.ndarray) -> int:
    return X.ctypes.data


@pytest.fixture(scope="module")
def blas(library, tmp_path_factory) -> Blas:
    cc = shutil.which("gcc") or shutil.which("cc")
    if cc is None:
        pytest.skip("no C compiler (gcc) to build the error catcher")
    catcher = tmp_path_factory.mktemp("catcher") / "libcatcher.so"
    subprocess.run([cc, "-shared", "-fPIC", "-O1", "-o", str(catcher), str(CATCHER)],
                   check=True)
    # first and global: the library's weak xerbla_, cblas_xerbla and CBLAS globals bind
    # to the catcher's when it is loaded
    caught = ctypes.CDLL(str(catcher), mode=ctypes.RTLD_GLOBAL)
    return Blas(ctypes.CDLL(str(library)), caught)


def stored(X: np.ndarray, col_major: bool, ld: int, fill=np.nan) -> np.ndarray:
    """X stored in a flat float32 buffer with leading dimension `ld` (its rows for
    row-major, columns for column-major), `fill` between and after (NaN in A and B: a read
    outside the matrix shows in C; canaries in C)."""
    rows, cols = X.shape
    lines, width = (cols, rows) if col_major else (rows, cols)
    buf = np.full(max(1, lines) * ld + 3, fill, dtype=np.float32)
    view = buf[: lines * ld].reshape(lines, ld)[:, :width] if lines else None
    if view is not None:
        view[...] = X.T if col_major else X
    return buf


def unstored(buf: np.ndarray, shape: tuple[int, int], col_major: bool, ld: int) -> np.ndarray:
    rows, cols = shape
    lines, width = (cols, rows) if col_major else (rows, cols)
    X = buf[: lines * ld].reshape(lines, ld)[:, :width]
    return (X.T if col_major else X).copy()


def written_mask(buf: np.ndarray, shape: tuple[int, int], col_major: bool, ld: int):
    mask = np.zeros(buf.shape, dtype=bool)
    lines, width = (shape[1], shape[0]) if col_major else shape
    mask[: lines * ld].reshape(lines, ld)[:, :width] = True
    return mask


CANARY = np.float32(-7.25e7)
TRANSPOSES = {NO_TRANS: False, TRANS: True, CONJ_TRANS: True}
SHAPES = [(1, 1, 1), (7, 5, 3), (37, 29, 41), (130, 67, 300), (300, 260, 200)]


def call_and_check(blas: Blas, layout: int, ta: int, tb: int, m: int, n: int, k: int,
                   alpha: float, beta: float, pad: int = 3, fortran: str | None = None,
                   rng=np.random.default_rng(23)) -> np.ndarray:
    """One cblas_sgemm (or, with `fortran` = its two letters, sgemm_) call on random data
    with every leading dimension `pad` wider than needed, judged against NumPy in float64
    within gamma_(k+2) of the magnitude; C outside the matrix must keep its canaries and
    A and B must come back bit-identical."""
    col = layout == COL
    opA = rng.uniform(-1, 1, (m, k)).astype(np.float32)
    opB = rng.uniform(-1, 1, (k, n)).astype(np.float32)
    C0 = rng.uniform(-1, 1, (m, n)).astype(np.float32)
    A = opA.T if TRANSPOSES[ta] else opA
    B = opB.T if TRANSPOSES[tb] else opB
    lda = (A.shape[0] if col else A.shape[1]) + pad
    ldb = (B.shape[0] if col else B.shape[1]) + pad
    ldc = (n if not col else m) + pad
    a, b = stored(A, col, lda), stored(B, col, ldb)
    c = stored(C0, col, ldc, CANARY)
    a0, b0, c0 = a.copy(), b.copy(), c.copy()
    if fortran:
        blas.fortran(fortran[0], fortran[1], m, n, k, alpha, a, lda, b, ldb, beta, c, ldc)
    else:
        blas.cblas(layout, ta, tb, m, n, k, alpha, a, lda, b, ldb, beta, c, ldc)
    got = unstored(c, (m, n), col, ldc)
    exact = alpha * (opA.astype(np.float64) @ opB.astype(np.float64)) + beta * C0
    magnitude = abs(alpha) * (np.abs(opA.astype(np.float64)) @ np.abs(opB.astype(np.float64))) \
        + abs(beta) * np.abs(C0)
    err, ratio = error_ratio(got, exact, error_bound(k + 2, magnitude))
    assert ratio <= 1.0, f"error {err:g} is {ratio:.2f}x the bound"
    keep = ~written_mask(c, (m, n), col, ldc)
    assert np.array_equal(c[keep].view(np.uint32), c0[keep].view(np.uint32)), "canary changed"
    assert np.array_equal(a.view(np.uint32), a0.view(np.uint32)), "A was written"
    assert np.array_equal(b.view(np.uint32), b0.view(np.uint32)), "B was written"
    return got


@pytest.mark.parametrize("layout", [ROW, COL], ids=["row", "col"])
@pytest.mark.parametrize("ta", [NO_TRANS, TRANS, CONJ_TRANS], ids=["N", "T", "C"])
@pytest.mark.parametrize("tb", [NO_TRANS, TRANS, CONJ_TRANS], ids=["N", "T", "C"])
def test_cblas_sgemm_every_order_and_transpose(blas, layout, ta, tb):
    before = blas.counter("exogemm_blas_calls")
    for m, n, k in SHAPES:
        call_and_check(blas, layout, ta, tb, m, n, k, alpha=0.75, beta=-1.25)
    assert blas.counter("exogemm_blas_calls") == before + len(SHAPES)


@pytest.mark.parametrize("letters", ["NN", "NT", "TN", "TT", "nc", "Cn", "tt"])
def test_fortran_sgemm_takes_either_case(blas, letters):
    ta, tb = (NO_TRANS if x in "Nn" else TRANS for x in letters)
    for m, n, k in SHAPES:
        call_and_check(blas, COL, ta, tb, m, n, k, alpha=1.0, beta=0.5, fortran=letters)


def test_fortran_sgemm_reads_only_the_first_letter(blas):
    """CHARACTER*(*) arguments: 'Transpose' is 'T' (LSAME looks at one letter)."""
    call_and_check(blas, COL, TRANS, NO_TRANS, 9, 7, 5, 1.0, 0.0, fortran=("Transpose", "No"))


@pytest.mark.parametrize("layout", [ROW, COL], ids=["row", "col"])
def test_beta_zero_ignores_nan_in_c(blas, layout):
    col = layout == COL
    for m, n, k in SHAPES:
        A = np.ones((m, k), np.float32)
        B = np.ones((k, n), np.float32)
        lda, ldb, ldc = (m, k, m) if col else (k, n, n)
        c = np.full(m * n, np.nan, np.float32)
        blas.cblas(layout, NO_TRANS, NO_TRANS, m, n, k, 2.0, stored(A, col, lda), lda,
                   stored(B, col, ldb), ldb, 0.0, c, ldc)
        assert np.all(c == 2.0 * k), (m, n, k)


@pytest.mark.parametrize("beta", [0.0, 1.0, -0.5])
def test_alpha_zero_reads_neither_a_nor_b(blas, beta):
    """alpha = 0: C = beta C (0 for beta = 0, even over NaN), A and B never read (all
    NaN here); beta = 1 is the quick return, C left as it was."""
    m, n, k = 33, 20, 17
    A = np.full(m * k, np.nan, np.float32)
    B = np.full(k * n, np.nan, np.float32)
    C0 = np.random.default_rng(1).uniform(-1, 1, m * n).astype(np.float32)
    if beta == 0.0:
        C0[::7] = np.nan
    c = C0.copy()
    blas.cblas(COL, NO_TRANS, NO_TRANS, m, n, k, 0.0, A, m, B, k, beta, c, m)
    want = np.zeros_like(C0) if beta == 0.0 else np.float32(beta) * C0
    assert np.array_equal(c, want)


def test_quick_returns_touch_nothing(blas):
    """M = 0 or N = 0, or (alpha = 0 or K = 0) with beta = 1: C keeps its bits (NaN and
    all), nothing is read, nothing counted as computed."""
    nan = np.full(64, np.nan, np.float32)
    C0 = np.arange(64, dtype=np.float32)
    C0[5] = np.nan
    before = blas.counter("exogemm_blas_calls")
    for m, n, k, alpha, beta in [(0, 5, 3, 1.0, 0.0), (5, 0, 3, 1.0, 2.0), (4, 4, 0, 1.0, 1.0),
                                 (4, 4, 3, 0.0, 1.0)]:
        c = C0.copy()
        blas.cblas(COL, NO_TRANS, NO_TRANS, m, n, k, alpha, nan, max(1, m), nan, max(1, k),
                   beta, c, max(1, m))
        assert np.array_equal(c.view(np.uint32), C0.view(np.uint32)), (m, n, k, alpha, beta)
    assert blas.counter("exogemm_blas_calls") == before


@pytest.mark.parametrize("beta", [0.0, 2.5])
def test_k_zero_scales_c_by_beta(blas, beta):
    m, n = 6, 9
    C0 = np.random.default_rng(2).uniform(-1, 1, m * n).astype(np.float32)
    if beta == 0.0:
        C0[3] = np.nan
    c = C0.copy()
    A = np.full(1, np.nan, np.float32)
    blas.cblas(ROW, NO_TRANS, NO_TRANS, m, n, 0, 1.0, A, 1, A, n, beta, c, n)
    assert np.array_equal(c, np.zeros_like(C0) if beta == 0.0 else np.float32(beta) * C0)


# --------------------------------------------------------------------------- bad arguments


def reported_cblas_position(caught: dict) -> int:
    """The CBLAS argument number a report names, read as the reference CBLAS's own
    handlers do: cblas_xerbla's number as given; sgemm's (xerbla_, reached through
    cblas_sgemm) plus one (CBLAS's layout argument), with M/N and lda/ldb swapped back
    when RowMajorStrg says the call was row-major (the reference passes it to sgemm as
    the column-major C^T = B^T A^T)."""
    if caught["handler"] == 2:
        return caught["info"]
    info = caught["info"] + 1
    if caught["row_major"]:
        info = {4: 5, 5: 4, 9: 11, 11: 9}.get(info, info)
    return info


#: (what is wrong, layout, transa, transb, M, N, K, lda, ldb, ldc) -> the CBLAS argument
#: the reference names (cblas_sgemm(layout 1, TransA 2, TransB 3, M 4, N 5, K 6, alpha 7,
#: A 8, lda 9, B 10, ldb 11, beta 12, C 13, ldc 14)); the cases of the reference's
#: CBLAS/testing/c_s3chke.c and a few with two bad arguments (which one is named).
CBLAS_ERRORS = [
    ("layout", 0, NO_TRANS, NO_TRANS, 0, 0, 0, 1, 1, 1, 1),
    ("layout before transa", 0, 0, NO_TRANS, 0, 0, 0, 1, 1, 1, 1),
    ("col transa", COL, 0, NO_TRANS, 0, 0, 0, 1, 1, 1, 2),
    ("col transb", COL, NO_TRANS, 0, 0, 0, 0, 1, 1, 1, 3),
    ("col M", COL, NO_TRANS, NO_TRANS, -1, 0, 0, 1, 1, 1, 4),
    ("col N", COL, NO_TRANS, TRANS, 0, -1, 0, 1, 1, 1, 5),
    ("col K", COL, TRANS, NO_TRANS, 0, 0, -1, 1, 1, 1, 6),
    ("col lda", COL, NO_TRANS, NO_TRANS, 2, 0, 0, 1, 1, 2, 9),
    ("col lda of A^T", COL, TRANS, NO_TRANS, 0, 0, 2, 1, 2, 1, 9),
    ("col ldb", COL, NO_TRANS, NO_TRANS, 0, 0, 2, 1, 1, 1, 11),
    ("col ldc", COL, NO_TRANS, NO_TRANS, 2, 0, 0, 2, 1, 1, 14),
    ("col M and N: M", COL, NO_TRANS, NO_TRANS, -1, -1, 0, 1, 1, 1, 4),
    ("row transa", ROW, 0, NO_TRANS, 0, 0, 0, 1, 1, 1, 2),
    ("row transb", ROW, NO_TRANS, 0, 0, 0, 0, 1, 1, 1, 3),
    ("row M", ROW, NO_TRANS, NO_TRANS, -1, 0, 0, 1, 1, 1, 4),
    ("row N", ROW, NO_TRANS, TRANS, 0, -1, 0, 1, 1, 1, 5),
    ("row K", ROW, TRANS, NO_TRANS, 0, 0, -1, 1, 1, 1, 6),
    ("row lda", ROW, NO_TRANS, NO_TRANS, 0, 0, 2, 1, 2, 1, 9),
    ("row ldb", ROW, NO_TRANS, NO_TRANS, 0, 2, 0, 1, 1, 2, 11),
    ("row ldc", ROW, NO_TRANS, NO_TRANS, 0, 2, 0, 1, 2, 1, 14),
    ("row M and N: N (sgemm checks C^T's M first)", ROW, NO_TRANS, NO_TRANS, -1, -1, 0, 1, 1,
     1, 5),
    ("row lda and ldb: ldb", ROW, NO_TRANS, NO_TRANS, 0, 2, 2, 1, 1, 2, 11),
]


#: What an older reference CBLAS names differently: LAPACK 3.11's (Debian 12's libblas3)
#: row-major branch reports an illegal TransB as argument 2; the current one (CBLAS/src/
#: cblas_sgemm.c) and this library name it 3, TransB's position.
OLDER_REFERENCE = {"row transb": 2}


@pytest.mark.parametrize("case", CBLAS_ERRORS, ids=[c[0] for c in CBLAS_ERRORS])
def test_cblas_bad_argument_reported_as_the_reference(blas, case):
    _, layout, ta, tb, m, n, k, lda, ldb, ldc, position = case
    nan = np.full(8, np.nan, np.float32)
    c = np.arange(8, dtype=np.float32)
    calls, errors = blas.counter("exogemm_blas_calls"), blas.counter("exogemm_blas_errors")
    reports = blas.caught()["calls"]
    blas.cblas(layout, ta, tb, m, n, k, 1.0, nan, lda, nan, ldb, 0.0, c, ldc)
    caught = blas.caught()
    assert caught["calls"] == reports + 1
    assert reported_cblas_position(caught) == position, caught
    if caught["handler"] == 1:  # through sgemm, as the reference's cblas_sgemm calls it
        assert (caught["rout"], caught["len"], caught["from_c"]) == ("SGEMM ", 6, 1)
    else:
        assert caught["rout"] == "cblas_sgemm"
    assert np.array_equal(c, np.arange(8, dtype=np.float32))
    assert blas.counter("exogemm_blas_calls") == calls
    assert blas.counter("exogemm_blas_errors") == errors + 1


#: sgemm.f's INFO: (what is wrong, transa, transb, M, N, K, lda, ldb, ldc) -> INFO.
FORTRAN_ERRORS = [
    ("transa", "X", "N", 0, 0, 0, 1, 1, 1, 1),
    ("transb", "N", "X", 0, 0, 0, 1, 1, 1, 2),
    ("transa and M: transa", "R", "N", -1, 0, 0, 1, 1, 1, 1),
    ("M", "N", "N", -1, 0, 0, 1, 1, 1, 3),
    ("N", "N", "T", 0, -1, 0, 1, 1, 1, 4),
    ("K", "T", "N", 0, 0, -1, 1, 1, 1, 5),
    ("lda", "N", "N", 2, 0, 0, 1, 1, 2, 8),
    ("lda of A^T", "t", "N", 0, 0, 2, 1, 2, 1, 8),
    ("ldb", "N", "N", 0, 0, 2, 1, 1, 1, 10),
    ("ldb of B^T", "N", "c", 0, 2, 0, 1, 1, 1, 10),
    ("ldc", "N", "N", 2, 0, 0, 2, 1, 1, 13),
    ("lda and ldc: lda", "N", "N", 2, 0, 0, 1, 1, 1, 8),
]


@pytest.mark.parametrize("case", FORTRAN_ERRORS, ids=[c[0] for c in FORTRAN_ERRORS])
def test_fortran_bad_argument_reported_as_the_reference(blas, case):
    _, ta, tb, m, n, k, lda, ldb, ldc, info = case
    nan = np.full(8, np.nan, np.float32)
    c = np.arange(8, dtype=np.float32)
    calls = blas.counter("exogemm_blas_calls")
    blas.fortran(ta, tb, m, n, k, 1.0, nan, lda, nan, ldb, 0.0, c, ldc)
    caught = blas.caught()
    assert (caught["handler"], caught["info"], caught["rout"], caught["len"],
            caught["from_c"]) == (1, info, "SGEMM ", 6, 0)
    assert np.array_equal(c, np.arange(8, dtype=np.float32))
    assert blas.counter("exogemm_blas_calls") == calls


# --------------------------------------------------------------------------- threads


def threads_with(library: Path, env: dict[str, str]) -> int:
    script = ("import ctypes, sys; "
              "print(ctypes.CDLL(sys.argv[1]).exogemm_blas_threads())")
    clean = {k: v for k, v in os.environ.items()
             if k not in ("OMP_NUM_THREADS", "EXOGEMM_NUM_THREADS")}
    out = subprocess.run([sys.executable, "-c", script, str(library)], env={**clean, **env},
                         capture_output=True, text=True, check=True)
    return int(out.stdout)


def test_threads_follow_exogemm_then_omp_num_threads(library):
    cpus = len(os.sched_getaffinity(0))
    assert threads_with(library, {}) == cpus
    assert threads_with(library, {"OMP_NUM_THREADS": "1,2"}) == 1
    assert threads_with(library, {"EXOGEMM_NUM_THREADS": "1", "OMP_NUM_THREADS": "2"}) == 1
    assert threads_with(library, {"EXOGEMM_NUM_THREADS": str(cpus), "OMP_NUM_THREADS": "1"}) \
        == cpus
    assert threads_with(library, {"EXOGEMM_NUM_THREADS": str(cpus + 100)}) == cpus  # clamped
    assert threads_with(library, {"EXOGEMM_NUM_THREADS": "zero"}) == cpus  # unusable: ignored


# --------------------------------------------------------------------------- the command


def test_build_blas_writes_the_library_and_its_sources(library, tmp_path, capsys):
    """`exogemm build-blas -o DIR`: the library, the plan's C and the BLAS entries' C; the
    library exports the BLAS entries and its counters only (the plan's symbols hidden, so
    it never interposes on an exogemm library loaded beside it)."""
    assert cli_main(["build-blas", "-o", str(tmp_path)]) == 0
    assert str(tmp_path / LIBRARY) in capsys.readouterr().out
    assert (tmp_path / SOURCE).exists()
    for plan in blas_policy().plans:
        assert (tmp_path / f"{library_name(plan)}.c").exists()
    nm = shutil.which("nm")
    if nm is None:
        pytest.skip("binutils' nm is not installed (apt-get install binutils)")
    out = subprocess.run([nm, "-D", "--defined-only", str(tmp_path / LIBRARY)],
                         capture_output=True, text=True, check=True).stdout
    assert {line.split()[-1] for line in out.splitlines()} == set(EXPORTS)


# --------------------------------------------------------------------------- the plan policy


def test_each_call_runs_the_plan_the_selector_picks(blas):
    """The library's pick for a call (exogemm_blas_plan_for) is `select_plan`'s (the policy
    of exogemm.gemm without a tuning file) at the grid's points, and a shape between points
    takes the point below's; the default plan is plan 0."""
    lib, table, isa = blas.lib, blas_policy(), native_isa()
    lib.exogemm_blas_plan_for.argtypes = [ctypes.c_int] * 4
    lib.exogemm_blas_plan_for.restype = ctypes.c_int
    lib.exogemm_blas_plan_config.argtypes = [ctypes.c_int]
    lib.exogemm_blas_plan_config.restype = ctypes.c_char_p
    assert table.plans[0] == blas_plan()
    for i, plan in enumerate(table.plans):
        b = plan.blocking
        config = lib.exogemm_blas_plan_config(i).decode()
        assert f"micro-kernel {plan.mr}x{plan.nr}" in config
        assert f"mc={b.mc} nc={b.nc} kc={b.kc}" in config
    assert lib.exogemm_blas_plan_config(len(table.plans)) is None
    rng = np.random.default_rng(5)
    for _ in range(150):  # grid points
        m, n, k = (int(x) for x in rng.choice(EDGES, 3))
        for t in table.threads:
            pick = table.plans[lib.exogemm_blas_plan_for(m, n, k, t)]
            assert pick == select_plan(isa, m, n, k, threads=t), (m, n, k, t)
    for _ in range(300):  # anywhere
        m, n, k = (int(x) for x in rng.integers(1, 40000, 3))
        t = int(rng.integers(1, 2 * table.threads[-1] + 1))
        assert table.plans[lib.exogemm_blas_plan_for(m, n, k, t)] == \
            table.plan_for(m, n, k, t), (m, n, k, t)


FORK_SCRIPT = """
import ctypes, os, sys
import numpy as np
lib = ctypes.CDLL(sys.argv[1])
f, i, p = ctypes.c_float, ctypes.c_int, ctypes.c_void_p
lib.cblas_sgemm.argtypes = [i, i, i, i, i, i, f, p, i, p, i, f, p, i]
a = np.ones((400, 400), np.float32)
c = np.zeros((400, 400), np.float32)
lib.cblas_sgemm(101, 111, 111, 400, 400, 400, 1.0, a.ctypes.data, 400, a.ctypes.data, 400,
                0.0, c.ctypes.data, 400)
assert c[0, 0] == 400.0
pid = os.fork()
if pid == 0:
    c[...] = 0
    lib.cblas_sgemm(101, 111, 111, 400, 400, 400, 1.0, a.ctypes.data, 400, a.ctypes.data,
                    400, 0.0, c.ctypes.data, 400)
    os._exit(0 if c[0, 0] == 400.0 and lib.exogemm_blas_threads() == 1 else 3)
_, status = os.waitpid(pid, 0)
print(lib.exogemm_blas_threads(), os.waitstatus_to_exitcode(status))
"""


def test_a_fork_child_of_a_threaded_process_runs_one_thread(library):
    """GNU OpenMP is not fork-safe: after a threaded call, a forked child's GEMM would wait
    forever for the parent's threads; the library's child runs one thread instead."""
    if len(os.sched_getaffinity(0)) < 2:
        pytest.skip(f"{host_cpu().brand}: this process may use 1 CPU, nothing is threaded")
    out = subprocess.run([sys.executable, "-c", FORK_SCRIPT, str(library)],
                         env={**os.environ, "EXOGEMM_NUM_THREADS": "2"}, capture_output=True,
                         text=True, timeout=120, check=True)
    assert out.stdout.split() == ["2", "0"]


REFERENCE_SCRIPT = """
import ctypes, json, sys
catcher = ctypes.CDLL(sys.argv[1], mode=ctypes.RTLD_GLOBAL)
blas = ctypes.CDLL(sys.argv[2])
f, i, p = ctypes.c_float, ctypes.c_int, ctypes.c_void_p
blas.cblas_sgemm.argtypes = [i, i, i, i, i, i, f, p, i, p, i, f, p, i]
buf = (ctypes.c_float * 64)()
ref = ctypes.byref


def caught():
    return {name: ctypes.c_int.in_dll(catcher, "caught_" + name).value
            for name in ("handler", "info", "row_major")}


out = {"cblas": [], "fortran": []}
for layout, ta, tb, m, n, k, lda, ldb, ldc in json.loads(sys.argv[3]):
    blas.cblas_sgemm(layout, ta, tb, m, n, k, 1.0, buf, lda, buf, ldb, 0.0, buf, ldc)
    out["cblas"].append(caught())
for ta, tb, m, n, k, lda, ldb, ldc in json.loads(sys.argv[4]):
    blas.sgemm_(ta.encode(), tb.encode(), ref(i(m)), ref(i(n)), ref(i(k)), ref(f(1.0)), buf,
                ref(i(lda)), buf, ref(i(ldb)), ref(f(0.0)), buf, ref(i(ldc)),
                ctypes.c_size_t(1), ctypes.c_size_t(1))
    out["fortran"].append(caught())
print(json.dumps(out))
"""


def test_the_reference_blas_names_the_same_arguments(blas):
    """The expectations above are the reference's: the reference BLAS and CBLAS (libblas3),
    called on the same bad arguments with the same handlers, name the same arguments."""
    reference = BLAS_TESTS / "libblas.so.3"
    if not reference.exists():
        pytest.skip(f"{reference} missing: the reference BLAS (Debian's libblas3) is not "
                    f"installed (apt-get install libblas3)")
    catcher = Path(blas.catcher._name)
    out = subprocess.run([sys.executable, "-c", REFERENCE_SCRIPT, str(catcher), str(reference),
                          json.dumps([c[1:10] for c in CBLAS_ERRORS]),
                          json.dumps([c[1:9] for c in FORTRAN_ERRORS])],
                         capture_output=True, text=True, check=True, timeout=120)
    reports = json.loads(out.stdout)
    for case, report in zip(CBLAS_ERRORS, reports["cblas"]):
        allowed = {case[10], OLDER_REFERENCE.get(case[0], case[10])}
        assert reported_cblas_position(report) in allowed, (case, report)
    assert [(c["handler"], c["info"]) for c in reports["fortran"]] == \
        [(1, c[9]) for c in FORTRAN_ERRORS]


def test_linked_before_the_blas_it_takes_sgemm_and_leaves_the_rest(library, tmp_path):
    """A C program linked with -lexogemm_blas -lblas: its cblas_sgemm is computed by
    exogemm (the counter says 1), its cblas_sdot and sgemv_ by the BLAS behind, whichever
    libblas.so.3 the system or LD_LIBRARY_PATH picks."""
    cc = shutil.which("gcc") or shutil.which("cc")
    if cc is None:
        pytest.skip("no C compiler (gcc) to build the program")
    exe = tmp_path / "link_first"
    build = subprocess.run([cc, "-o", str(exe), str(CATCHER.with_name("blas_link_first.c")),
                            f"-L{library.parent}", f"-l:{library.name}", "-l:libblas.so.3",
                            f"-Wl,-rpath,{library.parent}"], capture_output=True, text=True)
    if build.returncode != 0 and "libblas.so.3" in build.stderr:
        pytest.skip(f"no libblas.so.3 to link against (apt-get install libblas3): "
                    f"{build.stderr.strip()[-200:]}")
    assert build.returncode == 0, build.stderr
    environments = [{}]
    if (BLAS_TESTS / "libblas.so.3").exists():
        environments.append({"LD_LIBRARY_PATH": str(BLAS_TESTS)})  # the reference behind
    for extra in environments:
        out = subprocess.run([str(exe)], env={**os.environ, **extra}, capture_output=True,
                             text=True, check=True, timeout=60).stdout
        assert out.split() == ["4", "5", "10", "11", "|", "32", "|", "5", "7", "9", "|", "1"]


def test_a_tuned_shape_runs_its_tuned_plan(blas, tmp_path):
    """exogemm.gemm runs the tuning file's plan for a shape `exogemm tune` measured; the
    library built with that file does too (only its BLAS entries are recompiled), and
    the shapes around it keep the grid's pick."""
    isa, m, n, k = native_isa(), 20, 30, 40
    grid = blas_policy().plan_for(m, n, k, 1)
    other = next(p for p in blas_policy().plans if p != grid)
    tuning = tmp_path / "tuning.json"
    save_results(isa, [TuneResult(m, n, k, 1, other.mr, other.nr, *other.blocking.key(),
                                  best="test", gflops=1.0, default="", default_gflops=1.0,
                                  selected="")], tuning)
    assert choose_plan(isa, m, n, k, 1, tuning)[0] == other  # the runtime's policy
    tuned = blas_policy(tuning)
    lib = ctypes.CDLL(str(build_blas(tuning=tuning)))
    lib.exogemm_blas_plan_for.argtypes = [ctypes.c_int] * 4
    lib.exogemm_blas_plan_for.restype = ctypes.c_int
    assert tuned.plans[lib.exogemm_blas_plan_for(m, n, k, 1)] == other
    assert tuned.plans[lib.exogemm_blas_plan_for(m, n, k + 1, 1)] == grid
    # 2 threads: this shape is below SERIAL_BELOW, so the one-thread tuning applies
    assert tuned.plans[lib.exogemm_blas_plan_for(m, n, k, 2)] == other


def test_the_librarys_own_c_compiles_with_wall_wextra_werror(tmp_path):
    # the BLAS entries, the picks table and the front end (not Exo's plans, whose
    # warnings are the vector kernels' business): a warning there can hide a wrong type
    build_blas(tmp_path)
    isa = native_isa()
    proc = subprocess.run([*isa.toolchain.cc, *isa.toolchain.cflags, "-fopenmp", "-fPIC",
                           "-Wall", "-Wextra", "-Werror", "-I", str(tmp_path), "-c",
                           str(tmp_path / SOURCE), "-o", str(tmp_path / "entries.o")],
                          capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr[-3000:]
