"""The validation harness itself: its C templates, its case file, and the tolerance module.

Why: every check (kernels, GEMM, conv, model libraries) trusts the same core, adapters and
judge. A template that only compiles with warnings hides mistakes a compiler can see (a
wrong pointer type, a missing prototype, an unused variable after an edit), so each one,
filled for a representative case, must compile with -Wall -Werror for the host and, where
the cross compilers are installed, for aarch64 (whose QEMU runs use the same C). The case
file must round-trip, a layout must reject misnamed values, and the error bound must be the
classical gamma_n, exact (0) for an exact datatype.
"""

from __future__ import annotations

import dataclasses
import shutil
import subprocess

import numpy as np
import pytest

from exogemm.core.dtype import DTYPES, F32, get_dtype
from exogemm.core.errors import UnknownDtypeError
from exogemm.gen.c.conv_build import emit_conv, emit_packer, geometry, k_blocking
from exogemm.gen.c.gemm_build import emit_gemm
from exogemm.gen.c.lowp_gemm import header_source
from exogemm.gen.c.templates import TEMPLATES
from exogemm.gen.check import amx as amx_check
from exogemm.gen.check import conv as conv_check
from exogemm.gen.check import gemm as gemm_check
from exogemm.gen.check import kernel as validate
from exogemm.gen.check import model as model_check
from exogemm.gen.check import model_lowp as model_lowp_check
from exogemm.gen.check import sme as sme_check
from exogemm.gen.check import tolerance
from exogemm.gen.check.harness import (
    MAGIC,
    CaseLayout,
    InProcess,
    decode,
    encode,
    fill,
    harness_core,
)
from exogemm.gen.exo.kernel_source import KernelSource
from exogemm.gen.library.model import model_library
from exogemm.gen.library.model_f32 import render_header
from exogemm.gen.library.model_lowp import render_header as model_lowp_render_header
from exogemm.isa import get_isa
from exogemm.isa.amx import AmxKernel
from exogemm.isa.matrix import get_engine
from exogemm.procs.matrix.sme_recipe import sme_tile

COMPILERS = ["gcc", "aarch64-linux-gnu-gcc", "riscv64-linux-gnu-gcc", "clang-19"]


def _kernel_program() -> dict[str, str]:
    source = KernelSource("sgemm_test_3x5", "test", 3, 5, "", "")
    return {"adapter.c": validate.adapter([source, KernelSource("sgemm_test_1x8", "test", 1, 8,
                                                                "", "")])}


def _gemm_program(plan) -> dict[str, str]:
    src = emit_gemm(plan)
    return {"adapter.c": gemm_check.adapter(src), f"{src.prefix}.h": src.h}


def _conv_program(plan) -> dict[str, str]:
    conv = emit_conv(plan)
    packer = emit_packer(geometry(plan, 3, 1, 1, 1, k_blocking(3, 3, 3, plan.blocking.kc)[2]))
    return {"adapter.c": conv_check.adapter(conv, [packer]), f"{conv.name}.h": conv.h,
            f"{packer.name}.h": packer.h}


def _model_program() -> dict[str, str]:
    lib = model_library("resnet50", get_isa("avx512"), quick=True)
    return {"adapter.c": model_check.adapter(lib), f"{lib.name}.h": render_header(lib)}


def _model_lowp_program() -> dict[str, str]:
    # a cross ISA's library: making the program needs no CPU feature
    lib = model_library("bert", get_isa("neon"), get_dtype("int8"), quick=True)
    return {"adapter.c": model_lowp_check.adapter(lib),
            f"{lib.name}.h": model_lowp_render_header(lib),
            lib.plan.header_name: header_source(lib.plan)}


def _amx_program(which) -> dict[str, str]:
    # emitting AMX C needs no AMX
    return {"adapter.c": amx_check.adapter(AmxKernel(get_engine("amx", dtype="u8s8")), which)}


def _sme_programs(directory) -> dict[str, dict[str, str]]:
    # SME's adapters include arm_sme.h (kernels) or headers of streaming-mode code: they
    # compile with the SME toolchain only (test_the_sme_harness_templates_compile_...)
    engine = get_engine("sme", svl=128)
    kernels, kernel_adapter = sme_check.kernel_program(engine, [sme_tile(engine, 1, 1)])
    gemm, gemm_adapter = sme_check.gemm_program(engine, (1, 1))
    lib = model_library("odd", engine)
    lib.write(directory)
    return {
        "harness_sme_kernel.c.in": {"adapter.c": kernel_adapter, **kernels.headers},
        "harness_sme_gemm.c.in": {"adapter.c": gemm_adapter, **gemm.headers},
        "harness_sme_model.c.in": {"adapter.c": sme_check.library_adapter(lib),
                                   f"{lib.name}.h": (directory / f"{lib.name}.h").read_text()},
    }


@pytest.fixture(scope="module")
def sme_programs(tmp_path_factory) -> dict[str, dict[str, str]]:
    return _sme_programs(tmp_path_factory.mktemp("sme-library"))


@pytest.fixture(scope="module")
def programs(small_plan) -> dict[str, dict[str, str]]:
    """Each harness template filled for one representative case, with the headers it
    includes: the core; kernels; the GEMM, plain and with the epilogue entry; conv; a
    model library."""
    return {
        "harness.c.in": {"harness.c": harness_core()},
        "harness_kernel.c.in": _kernel_program(),
        "harness_gemm.c.in": _gemm_program(small_plan),
        "harness_gemm.c.in (epilogue build)": _gemm_program(small_plan.with_epilogue()),
        "harness_conv.c.in": _conv_program(small_plan),
        "harness_model.c.in": _model_program(),
        "harness_model_lowp.c.in": _model_lowp_program(),
        "harness_amx_kernel.c.in": _amx_program(amx_check.KERNEL_ADAPTER),
        "harness_amx_gemm.c.in": _amx_program(amx_check.GEMM_ADAPTER),
    }


def test_the_representative_cases_cover_every_template(programs, sme_programs):
    templates = {p.name for p in TEMPLATES.glob("harness*.c.in")}
    assert templates == {name.split()[0] for name in (*programs, *sme_programs)}


def _compile_all(programs: dict[str, dict[str, str]], cc: list[str], tmp_path) -> None:
    (tmp_path / "harness.h").write_text((TEMPLATES / "harness.h").read_text())
    for what, files in programs.items():
        build = tmp_path / what.split()[0].replace(".", "_") / str(len(what))
        build.mkdir(parents=True)
        for name, text in files.items():
            (build / name).write_text(text)
        for c_file in (name for name in files if name.endswith(".c")):
            proc = subprocess.run([*cc, "-Wall", "-Werror", "-I", str(tmp_path), "-I",
                                   str(build), "-c", str(build / c_file), "-o",
                                   str(build / "out.o")], capture_output=True, text=True)
            assert proc.returncode == 0, f"{what} with {' '.join(cc)}:\n{proc.stderr}"


@pytest.mark.parametrize("cc", COMPILERS)
def test_every_harness_template_compiles_with_wall_werror(programs, cc, tmp_path):
    if shutil.which(cc) is None:
        pytest.skip(f"{cc} is not installed")
    _compile_all(programs, [cc], tmp_path)


def test_the_sme_harness_templates_compile_with_wall_werror(sme_programs, tmp_path):
    engine = get_engine("sme", svl=128)
    tc = engine.toolchain
    if shutil.which(tc.cc[0]) is None:
        pytest.skip(f"{tc.cc[0]} (the SME compiler) is not installed")
    _compile_all(sme_programs, [*tc.cc, *tc.cflags], tmp_path)


def test_fill_wants_exactly_the_templates_placeholders():
    with pytest.raises(ValueError, match="placeholders"):
        fill("harness.c.in", magic=1)
    with pytest.raises(ValueError, match="placeholders"):
        fill("harness.c.in", magic=1, written_back=1, typo=2)


LAYOUT = CaseLayout(fields=("n", "k"), scalars=("alpha",), buffers=("x", "y"),
                    written_back=("y",))


def test_a_layout_takes_exactly_its_names_and_emits_c_enums():
    with pytest.raises(ValueError, match="fields"):
        LAYOUT.record(dict(n=1), dict(alpha=1.0), dict(x=np.zeros(1), y=np.zeros(1)))
    with pytest.raises(ValueError, match="buffers"):
        LAYOUT.record(dict(n=1, k=2), dict(alpha=1.0), dict(x=np.zeros(1)))
    with pytest.raises(ValueError, match="distinct C identifiers"):
        CaseLayout(fields=("a", "A"))
    enums = LAYOUT.c_enums()
    assert "enum { F_N, F_K, N_FIELDS };" in enums and "enum { B_X, B_Y, N_BUFFERS };" in enums


def test_the_case_file_round_trips_and_only_written_back_buffers_return():
    rng = np.random.default_rng(0)
    records = [LAYOUT.record(dict(n=n, k=-n), dict(alpha=0.5 * n),
                             dict(x=rng.standard_normal(n).astype(np.float32),
                                  y=np.arange(n, dtype=np.int32)))
               for n in (0, 3, 5)]
    data = encode(records)
    assert int(np.frombuffer(data, "<i8", 1)[0]) == MAGIC
    # What a harness writes back: the return code, then y (as the adapter left it).
    out = b"".join(np.array([7], "<i8").tobytes() + (r.buffer("y") * 2).tobytes()
                   for r in records)
    results = decode(out, records)
    assert [r.returned for r in results] == [7, 7, 7]
    for r, got in zip(records, results):
        assert set(got.buffers) == {"y"} and got.buffers["y"].dtype == np.int32
        assert np.array_equal(got.buffers["y"], r.buffer("y") * 2)


def test_in_process_runs_on_copies():
    record = LAYOUT.record(dict(n=2, k=0), dict(alpha=3.0),
                           dict(x=np.ones(2, np.float32), y=np.zeros(2, np.float32)))

    def call(r) -> int:
        r.buffer("y")[...] = r.scalar("alpha") * r.buffer("x")
        return r.field("n")

    (result,) = InProcess(call).run([record])
    assert result.returned == 2 and np.array_equal(result.buffers["y"], [3.0, 3.0])
    assert not record.buffer("y").any()  # the record itself is never written


def test_the_error_bound_is_gamma_n_and_exact_for_an_exact_datatype(monkeypatch):
    u = tolerance.unit_roundoff("f32")
    assert u == 2.0**-24 == F32.unit_roundoff
    assert tolerance.gamma(10) == pytest.approx(10 * u / (1 - 10 * u), rel=1e-15)
    np.testing.assert_allclose(tolerance.error_bound(3, np.array([1.0, 2.0])),
                               [tolerance.gamma(3), 2 * tolerance.gamma(3)])
    with pytest.raises(UnknownDtypeError, match="implemented: f32"):
        tolerance.gamma(1, "f64x")
    # A later datatype plugs in as a DTYPES row; an exact one (u = None) must match exactly.
    exact = dataclasses.replace(F32, name="s8", unit_roundoff=None)
    monkeypatch.setitem(DTYPES, "s8", exact)
    bound = tolerance.error_bound(100, np.array([5.0, 5.0]), dtype="s8")
    assert not bound.any()
    assert tolerance.error_ratio(np.array([3.0, 4.0]), np.array([3.0, 4.0]), bound) == (0.0, 0.0)
    assert tolerance.error_ratio(np.array([3.0, 4.5]), np.array([3.0, 4.0]), bound)[1] > 1.0


def test_a_non_finite_result_fails_and_canaries_are_compared_as_bits():
    exact, bound = np.array([1.0, 2.0]), np.array([1e-6, 1e-6])
    assert tolerance.error_ratio(np.array([1.0, np.nan]), exact, bound)[1] == np.inf
    sent = np.full(4, tolerance.CANARY, np.float32)
    written = np.array([False, True, True, False])
    back = sent.copy()
    back[1:3] = 0.0
    assert tolerance.canaries_intact(sent, back, written)
    back[3] = np.nextafter(tolerance.CANARY, np.float32(0))  # one ulp off
    assert not tolerance.canaries_intact(sent, back, written)
