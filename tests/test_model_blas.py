"""`exogemm emit-model SUITE --isa ISA --blas`: a per-model library as a drop-in SGEMM.

The library also exports `sgemm_` and `cblas_sgemm` with the host library's front end
(gen/templates/blas_front.c.in: the reference's checks, error reports, quick returns); a
call whose row-major form is a layer of the table runs that layer's specialized plan, every
other call the generic plan of the same ISA. The NEON library of the odd suite is checked
under QEMU by a plain C program (gen/check/model_blas.py) that calls both entries in both
layouts, with transposes, a layer's shape and shapes off the table, the alpha/beta rules
and bad parameters, judged by NumPy, the library's counters telling which path each call
took. Its size is reported next to the BLAS libraries installed here (BLIS, OpenBLAS).
"""

from __future__ import annotations

import contextlib
import io
import json
import shutil
import subprocess

import pytest

from exogemm.cli.main import main
from exogemm.gen.c.templates import fill
from exogemm.gen.check.model_blas import COL, ROW, calls, check_blas, expected_path
from exogemm.gen.library.blas import front_end
from exogemm.gen.library.model import model_library
from exogemm.gen.library.model_f32 import generic_plan, render_blas
from exogemm.gen.library.per_model import binutil
from exogemm.isa import get_isa

#: A suite of cheap, odd shapes: 18 layers on 4 NEON plans, plus the generic plan. Its
#: first build schedules 5 plans with Exo (about 6 minutes on 2 shared cores), then
#: compiles them for AArch64 (about 35 s): the `slow` set.
SUITE, ISA = "odd", "neon"


@pytest.fixture(scope="module")
def neon_blas(tmp_path_factory):
    """`emit-model odd --isa neon --blas --json` once: (library, directory, JSON result)."""
    isa = get_isa(ISA)
    reason = isa.runnable_here()
    if reason:
        pytest.skip(f"{ISA} cannot run here: {reason}")
    out = tmp_path_factory.mktemp("odd-neon-blas")
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        code = main(["emit-model", SUITE, "--isa", ISA, "--blas", "-o", str(out), "--json"])
    assert code == 0
    return model_library(SUITE, isa, blas=True), out, json.loads(printed.getvalue())


@pytest.mark.slow
def test_neon_blas_library_passes_its_c_program_under_qemu(neon_blas):
    lib, out, _ = neon_blas
    check = check_blas(lib, out, out / lib.archive)
    assert check.ok, "\n".join(check.lines())
    ran = check.paths
    # the layer's shape took its specialized plan, the rest the generic one: both counted
    assert ran.count("model") == sum(expected_path(lib, c) == "model" for c in calls(lib)) >= 3
    assert ran.count("generic") >= 5
    assert check.counters == (f"calls: {ran.count('model')} on the layers' plans, "
                              f"{ran.count('generic')} on the generic plan")


@pytest.mark.slow
def test_neon_blas_library_reports_bad_parameters_as_the_reference(neon_blas):
    lib, out, _ = neon_blas
    check = check_blas(lib, out, out / lib.archive)
    refused = [(call, path, v) for call, path, v in zip(check.calls, check.paths,
                                                         check.verdicts) if call.error]
    assert [call.error for call, _, _ in refused] == [
        ("SGEMM", 1), ("SGEMM", 3), ("SGEMM", 8), ("SGEMM", 13),
        ("cblas_sgemm", 1), ("cblas_sgemm", 2), ("SGEMM", 8)]
    assert all(v.ok and path is None for _, path, v in refused), "\n".join(check.lines())


@pytest.mark.slow
def test_neon_blas_library_exports_the_blas_entries_and_reports_its_size(neon_blas):
    lib, out, result = neon_blas
    nm = subprocess.run([binutil(lib.isa, "nm"), "-g", "--defined-only", str(out / lib.archive)],
                        capture_output=True, text=True, check=True).stdout
    defined = {line.split()[-1] for line in nm.splitlines() if line.count(" ") >= 2}
    assert {"sgemm_", "cblas_sgemm", "exogemm_blas_model_calls",
            "exogemm_blas_generic_calls"} <= defined
    blas = result["blas"]
    assert blas["exports"] == ["sgemm_", "cblas_sgemm"]
    assert blas["generic_plan"] == generic_plan(lib.isa).prefix
    assert blas["archive_bytes"] == (out / lib.archive).stat().st_size
    replaced = {p["name"]: p for p in blas["replaces"]}
    assert replaced.keys() <= {"openblas", "blis", "mkl"}  # full BLAS libraries only
    assert replaced.keys() & {"blis", "openblas"}, "no BLIS or OpenBLAS found to compare with"
    for peer in replaced.values():
        assert peer["file_bytes"] > 10 * blas["archive_bytes"] and peer["text_ratio"] > 10


@pytest.mark.slow
def test_neon_blas_entries_compile_without_warnings(neon_blas):
    lib, out, _ = neon_blas
    cc = lib.isa.toolchain.cc
    proc = subprocess.run([*cc, *lib.isa.toolchain.cflags, "-Wall", "-Wextra", "-Werror", "-I",
                           str(out), "-c", str(out / f"{lib.blas_source}.c"), "-o",
                           str(out / "warnings.o")], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr


def test_the_check_program_compiles_without_warnings(tmp_path):
    if shutil.which("gcc") is None:
        pytest.skip("gcc is not installed")
    (tmp_path / "check.c").write_text(fill("model_blas_check.c.in"))
    proc = subprocess.run(["gcc", "-std=c11", "-Wall", "-Wextra", "-Werror", "-c",
                           str(tmp_path / "check.c"), "-o", str(tmp_path / "check.o")],
                          capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr


def test_the_blas_entries_share_the_host_librarys_front_end():
    lib = model_library(SUITE, get_isa(ISA), blas=True)
    assert lib.generic is not None and lib.generic in lib.plans
    assert set(lib.generic.layouts) == {"rr", "rc", "cr", "cc"}  # any transpose
    c = render_blas(lib)
    assert front_end() in c
    assert f"#include \"{lib.generic.prefix}.h\"" in c


def test_a_layer_shape_takes_its_plan_only_in_its_row_major_form():
    lib = model_library(SUITE, get_isa(ISA), blas=True)
    todo = calls(lib)
    by_label = {c.label: expected_path(lib, c) for c in todo}
    assert by_label["cblas row-major NN, the layer's shape"] == "model"
    assert by_label["sgemm_ NN computing the layer's C^T"] == "model"
    assert by_label["cblas row-major TN, the layer's shape (A^T: generic)"] == "generic"
    assert by_label["cblas column-major NN, the layer's shape (generic)"] == "generic"
    assert {c.layout for c in todo} >= {ROW, COL} and {c.api for c in todo} == {"cblas",
                                                                                "sgemm_"}


@pytest.mark.parametrize("target", [["--isa", ISA, "--dtype", "int8"], ["--isa", "sme"]])
def test_blas_is_refused_where_there_is_no_fp32_vector_library(capsys, tmp_path, target):
    out = tmp_path / "lib"
    code = main(["emit-model", SUITE, *target, "--blas", "-o", str(out)])
    err = capsys.readouterr().err
    assert code == 2 and "--blas adds FP32 sgemm_ / cblas_sgemm" in err
    assert not out.exists()
