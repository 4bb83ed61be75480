"""`exogemm emit-model`: a per-model C library holds exactly the plans its layers need, builds
with the ISA's toolchain, passes the GEMM validation natively and under QEMU, exports no
symbol two plans share, and is far smaller than a full BLAS."""

from __future__ import annotations

import contextlib
import io
import json
import subprocess
from itertools import product

import numpy as np
import pytest
from slow_set import default_or_slow

from exogemm.cli.main import main
from exogemm.core import return_codes
from exogemm.core.errors import LayoutError, PlanNameError
from exogemm.gen.c.gemm_build import build_gemm_native
from exogemm.gen.c.gemm_source import takes_dot_path, takes_small_path
from exogemm.gen.check.model import (
    FULL_SIZE_BYTES,
    full_size_entries,
    operand_bytes,
    reduced_extent,
)
from exogemm.gen.library.model import model_library
from exogemm.gen.library.model_f32 import library_plan, render_makefile
from exogemm.gen.library.per_model import binutil
from exogemm.isa import get_isa
from exogemm.models.suites import get_suite
from exogemm.plan.fixed import fits_fixed
from exogemm.plan.gemm_plan import make_plan
from exogemm.plan.tile import gemm_tile
from exogemm.policy.blocking import plan_for
from exogemm.policy.selector import select_plan

#: (suite, ISA) emitted, built and checked once per module: the native ISA, NEON on a suite
#: two of whose plans share a tile, and RVV on BERT, whose attention scores take op(B) = B^T
#: (a plan with the 'rc' layout).
LIBRARIES = [("resnet50", "avx512"), ("mobilenet", "neon"), ("bert", "rvv")]
#: Built by default (the NEON library's Exo scheduling, 103 s of a fresh clone's run, only in
#: the `slow` set): a native and a foreign library; NEON's GEMM runs by default in
#: tests/test_gemm.py.
DEFAULT_LIBRARIES = (("resnet50", "avx512"), ("bert", "rvv"))


def run(capsys, *argv):
    code = main([str(a) for a in argv])
    out = capsys.readouterr()
    return code, out.out, out.err


@pytest.fixture(scope="module", ids=lambda p: f"{p[0]}-{p[1]}",
                params=default_or_slow(LIBRARIES, DEFAULT_LIBRARIES))
def emitted(request, tmp_path_factory):
    """`emit-model SUITE --isa X --quick --check --json` once: (library, dir, JSON result)."""
    suite, isa_name = request.param
    isa = get_isa(isa_name)
    reason = isa.runnable_here()
    if reason:
        pytest.skip(f"{isa_name} cannot run here: {reason}")
    out = tmp_path_factory.mktemp(f"{suite}-{isa_name}")
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        code = main(["emit-model", suite, "--isa", isa_name, "--quick", "-o", str(out),
                     "--check", "--json"])
    result = json.loads(printed.getvalue())
    return model_library(suite, isa, quick=True), out, result, code


def test_reduced_extent_keeps_every_code_path_of_a_dimension():
    # Blocks: none / one / several full ones, a ragged one or not; in the ragged block: no,
    # one or several full tiles, and the same ragged tile width.
    for block, tile in ((12, 4), (252, 12), (96, 12), (256, 4)):
        for x in range(1, 5 * block + 3):
            r = reduced_extent(x, block, tile)
            full, rest = divmod(x, block)
            r_full, r_rest = divmod(r, block)
            assert r <= x and r <= 2 * block + 3 * tile
            assert (min(full, 1), x > block, rest > 0) == (min(r_full, 1), r > block, r_rest > 0)
            assert min(rest // tile, 2) == min(r_rest // tile, 2)
            assert x % tile == r % tile


def test_full_size_checks_stay_within_time_and_memory():
    # natively: every layer within the caps (VGG-16's 411 MB fc6 is not); emulated: one layer
    vgg = model_library("vgg16", get_isa("avx512"))
    native = full_size_entries(vgg)
    assert native and all(operand_bytes(e) <= FULL_SIZE_BYTES for e in native)
    assert len(native) < len(vgg.entries)
    cross = full_size_entries(model_library("vgg16", get_isa("neon")))
    assert len(cross) == 1 and cross[0].layer.flops == min(e.layer.flops for e in vgg.entries)


@pytest.mark.parametrize("suite, isa_name", list(product(["resnet50", "bert"], ["avx512", "rvv"])))
def test_every_layer_gets_the_selector_plan_and_plans_are_distinct(suite, isa_name):
    isa = get_isa(isa_name)
    lib = model_library(suite, isa, quick=True)
    layers = get_suite(suite).layers(quick=True)
    assert [e.layer for e in lib.entries] == layers
    for e in lib.entries:
        chosen = select_plan(isa, e.layer.M, e.layer.N, e.layer.K)
        assert e.plan == library_plan(chosen, e.plan.layouts, e.plan.small,
                                      e.plan.dot).with_fixed(e.plan.fixed)
    for p in lib.plans:  # the small kernels only where one of the plan's layers runs them
        users = [e.layer for e in lib.entries if e.plan == p]
        assert p.small == any(takes_small_path(p, x.M, x.N, x.K, x.trans_b) for x in users)
        # and the dot-product kernels only where one runs the dot or narrow path
        assert p.dot == any(takes_dot_path(p, x.M, x.N, x.K, x.trans_b) for x in users)
        # a fixed function for exactly the layers one can serve
        assert set(p.fixed) == {x.gemm for x in users
                                if not x.trans_b and fits_fixed(isa, *x.gemm)}
    keys = [(p.mr, p.nr, *p.blocking.key()) for p in lib.plans]
    assert len(set(keys)) == len(keys) == len({p.prefix for p in lib.plans})
    assert {e.plan for e in lib.entries} == set(lib.plans)  # only the plans the layers use
    assert len({e.ident for e in lib.entries}) == len(lib.entries)


def test_the_emitted_libraries_cover_shared_tiles_and_transposed_b():
    # what makes the symbol and validation tests below meaningful
    libs = {(s, i): model_library(s, get_isa(i), quick=True) for s, i in LIBRARIES}
    neon = libs["mobilenet", "neon"].plans
    assert len({p.tile for p in neon}) < len(neon)
    assert any(p.layouts == ("rr", "rc") for p in libs["bert", "rvv"].plans)


def test_plans_sharing_a_tile_get_distinct_names():
    tile = gemm_tile(get_isa("avx512"))
    a, b = plan_for(tile), plan_for(tile, mc=2 * plan_for(tile).blocking.mc)
    assert a.prefix == b.prefix  # the collision the suffix exists for
    named_a, named_b = library_plan(a), library_plan(b)
    assert named_a.prefix != named_b.prefix
    assert named_a.prefix == f"{tile.name}_mc{a.blocking.mc}_nc{a.blocking.nc}_kc{a.blocking.kc}"


def test_plans_get_entries_only_for_the_layouts_their_layers_call():
    # Row-major layers call op(A) = A ('r') and op(B) = B ('r') or B^T ('c', bert's Q K^T).
    for suite, isa_name in (("resnet50", "avx512"), ("bert", "neon")):
        lib = model_library(suite, get_isa(isa_name), quick=True)
        for plan in lib.plans:
            served = [e.layer for e in lib.entries if e.plan == plan]
            want = ("rr", "rc") if any(x.trans_b for x in served) else ("rr",)
            assert plan.layouts == want and plan.prefix.endswith("_" + "_".join(want))
    assert any(p.layouts == ("rr", "rc") for p in lib.plans)


@pytest.mark.parametrize("layouts", [(), ("rr", "rr"), ("rx",)])
def test_plan_layouts_must_be_distinct_known_names(layouts):
    tile = gemm_tile(get_isa("avx512"))
    with pytest.raises(LayoutError, match="plan layouts must be distinct names of rr, rc, cr, cc"):
        make_plan(tile, plan_for(tile).blocking, layouts=layouts)


def test_a_layout_left_out_of_a_plan_returns_its_code_and_leaves_c_alone(avx512):
    tile = gemm_tile(avx512)
    lib = build_gemm_native(library_plan(plan_for(tile), ("rr",)))
    ffi, fn = lib.ffi, lib.fn("sgemm_ex")
    A, B = np.ones(8 * 8, np.float32), np.ones(8 * 8, np.float32)
    C = np.full(8 * 8, 3.0, np.float32)
    ptr = lambda x: ffi.cast("float *", ffi.from_buffer(x))  # noqa: E731
    # row-major op(A) = A^T has unit stride down its columns: layout 'c', not built
    rc = fn(101, 112, 111, 8, 8, 8, 1.0, ptr(A), 8, ptr(B), 8, 0.0, ptr(C), 8, 1)
    assert rc == return_codes.code("NO_ENTRY_FOR_LAYOUTS") == -10
    assert "without the entry" in return_codes.meaning(rc) and np.all(C == 3.0)
    assert fn(101, 111, 111, 8, 8, 8, 1.0, ptr(A), 8, ptr(B), 8, 0.0, ptr(C), 8, 1) == 0
    assert np.all(C == 8.0)


@pytest.mark.parametrize("suffix", ["Tall", "a-b", "_x", "x__y", "x_"])
def test_a_suffix_that_is_no_c_identifier_tail_is_refused(suffix):
    tile = gemm_tile(get_isa("avx512"))
    with pytest.raises(PlanNameError, match="lower-case letters and digits"):
        make_plan(tile, plan_for(tile).blocking, suffix=suffix)


def test_makefile_uses_the_isa_toolchain_exactly():
    lib = model_library("bert", get_isa("rvv", vlen=256), quick=True)
    text = render_makefile(lib)
    tc = lib.isa.toolchain
    assert f"CC     = {' '.join(tc.cc)}\n" in text
    assert f"CFLAGS = {' '.join(tc.cflags)}\n" in text
    assert "AR     = riscv64-linux-gnu-ar\n" in text and "OPENMP = \n" in text
    for name in [lib.name, *(p.prefix for p in lib.plans)]:
        assert f"{name}.c" in text


def test_library_builds_and_passes_validation(emitted):
    lib, out, result, code = emitted
    assert code == 0
    check = result["check"]
    assert check["ok"] and check["table_mismatches"] == [] and check["failures"] == []
    reduced, full = check["runs"]
    assert reduced["cases"] == 2 * len(lib.entries) and full["cases"] >= 1
    assert (out / lib.archive).is_file() and (out / f"{lib.name}.h").is_file()
    assert [x["plan"] for x in result["layers"]] == [e.plan.prefix for e in lib.entries]


def test_the_dot_kernels_are_linked_only_into_plans_whose_layers_run_them(emitted):
    # a plan with the small family but no dot or narrow layer leaves the dot kernels, their
    # row loops and tables out (the library's size); one that needs them has them
    lib, out, _, _ = emitted
    for plan in lib.plans:
        nm = subprocess.run([binutil(lib.isa, "nm"), str(out / f"{plan.prefix}.o")],
                            capture_output=True, text=True, check=True).stdout
        assert (f"{plan.prefix}_dot_" in nm) == (plan.small and plan.dot), plan.prefix


def test_each_object_exports_only_its_own_prefix(emitted):
    # Two plans (or a plan and a user's code) can only collide on external symbols; each
    # object of the library defines only names under its own prefix.
    lib, out, _, _ = emitted
    nm = subprocess.run([binutil(lib.isa, "nm"), "-g", "--defined-only", str(out / lib.archive)],
                        capture_output=True, text=True, check=True).stdout
    seen, member = {}, None
    for line in nm.splitlines():
        if line.endswith(".o:"):
            member = line[:-3]
        elif line.strip():
            symbol = line.split()[-1]
            assert symbol.startswith(member + "_"), (member, symbol)
            assert seen.setdefault(symbol, member) == member
    assert set(seen.values()) == {lib.name, *(p.prefix for p in lib.plans)}


def test_size_report_is_far_below_a_full_blas(emitted):
    lib, out, result, _ = emitted
    size = result["size"]
    assert json.loads((out / "size_report.json").read_text()) == size
    assert size["archive_bytes"] == (out / lib.archive).stat().st_size
    assert set(size["objects"]) == {f"{n}.o" for n in [lib.name, *(p.prefix for p in lib.plans)]}
    assert 0 < size["total"]["text"] < 1_000_000
    assert size["peers"], f"no BLAS found to compare with: {size['skipped']}"
    # A library one of whose layers runs the small path carries that path's whole kernel
    # family (on AVX-512 the tall form takes most of ResNet-50's layers: 662 KB of text in
    # all, 3.8x below Debian's BLIS; the tall form's beta = 0 kernels, 18 KB a plan, ran
    # beta = 0 calls of 16-27 k steps 1.1-1.37x faster); without it, a tenth of a BLAS at
    # most.
    least = 3.5 if any(p.small for p in lib.plans) else 10
    for peer in size["peers"]:
        assert peer["sizes"]["text"] > least * size["total"]["text"]
        assert peer["text_ratio"] > least
    assert "## Size" in (out / "README.md").read_text()


@pytest.mark.parametrize("argv, message", [
    (["emit-model", "resnet5", "--isa", "avx512"], "unknown layer suite 'resnet5'; suites: "
                                                    "resnet50, mobilenet, vgg16, bert"),
    (["emit-model", "resnet50", "--isa", "vax"], "unknown ISA 'vax'; known ISAs: "),
    (["emit-model", "resnet50", "--isa", "rvv", "--vlen", "100"], "rvv takes vlen in"),
    (["emit-model", "resnet50", "--isa", "neon", "--vlen", "256"], "does not take vlen"),
])
def test_bad_suite_or_isa_is_one_clear_line_and_writes_nothing(capsys, tmp_path, argv, message):
    out = tmp_path / "lib"
    code, _, err = run(capsys, *argv, "-o", out)
    assert code == 2
    assert message in err and "Traceback" not in err
    assert not out.exists()
