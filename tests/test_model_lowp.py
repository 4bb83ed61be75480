"""Per-model libraries in a low-precision datatype: emitted, built by their own Makefile with
the ISA's toolchain, and checked layer by layer (exact int8; natively or under QEMU).

A library holds one kernel and one driver whatever the network (the grouped GEMM takes any
shape), so the check is what matters: it must pass on the real library and fail on a broken
one.
"""

from __future__ import annotations

import re

import pytest
from isa_variants import isa_or_skip

from exogemm.core.dtype import get_dtype
from exogemm.gen.check.model_lowp import check_lowp_library
from exogemm.gen.library.model import model_library
from exogemm.runtime.dispatch import native_isa


def _library(tmp_path, suite: str, isa, dtype_name: str, quick: bool = True):
    d = get_dtype(dtype_name)
    lib = model_library(suite, isa, d, quick=quick)
    reason = isa.unavailable(lib.plan.tile.dtype)  # the kernel's: s8s8 is shifted on x86
    if reason:
        pytest.skip(f"{isa.key} {d.name}: {reason}")
    lib.write(tmp_path)
    return lib, lib.build(tmp_path)


@pytest.mark.parametrize(("isa_name", "params", "dtype_name"), [
    ("native", {}, "int8"),
    ("native", {}, "s8s8"),
    ("neon", {}, "int8"),
    ("neon", {}, "s8s8"),
    ("neon", {}, "bf16"),
    ("neon", {}, "fp16"),
])
def test_a_network_library_matches_numpy_on_every_layer(tmp_path, isa_name, params, dtype_name):
    isa = native_isa() if isa_name == "native" else isa_or_skip(isa_name, params)
    lib, archive = _library(tmp_path, "resnet50", isa, dtype_name)
    assert (tmp_path / lib.plan.header_name).is_file()
    assert {p.name for p in tmp_path.glob("*.c")} == {
        f"{lib.name}.c", f"{lib.plan.prefix}_driver.c", f"{lib.plan.tile.name}.c"}
    report, mismatches = check_lowp_library(lib, tmp_path, archive)
    assert not mismatches
    assert report.ok, report.lines()
    reduced, full = (vs for _, vs in report.runs)
    assert len(reduced) == 2 * len(lib.layers) and full


def test_the_check_fails_a_driver_that_drops_the_last_k_group(tmp_path):
    isa = isa_or_skip("neon", {})
    lib, _ = _library(tmp_path, "resnet50", isa, "int8")
    driver = tmp_path / f"{lib.plan.prefix}_driver.c"
    text = driver.read_text()
    # every kernel call one k-group short: on packed A and on A read in place, accumulating
    # and overwriting
    broken, packed = re.subn(r"\(int_fast32_t\)\(kg - done\), packed,",
                             "(int_fast32_t)(kg - done - 1), packed,", text)
    broken, in_place = re.subn(r"\(int_fast32_t\)done, a,", "(int_fast32_t)(done - 1), a,",
                               broken)
    assert packed == in_place == 2
    driver.write_text(broken)
    (tmp_path / lib.archive).unlink()
    report, _ = check_lowp_library(lib, tmp_path, lib.build(tmp_path))
    assert not report.ok



def test_an_f16_library_check_catches_one_k_step_missing_at_a_depth_no_bound_covers(tmp_path):
    """f16's deep layers are checked on integer-valued data, exactly: a kernel call one k step
    short in the last K block changes every such result by one product (the float bound
    gamma_(K+1) at K ~ 1000 would pass it)."""
    isa = isa_or_skip("neon", {})
    lib, _ = _library(tmp_path, "resnet50", isa, "fp16", quick=False)  # the real depths
    driver = tmp_path / f"{lib.plan.prefix}_driver.c"
    broken, calls = re.subn(r"\(int_fast32_t\)\(kg - done\), packed,",
                            "(int_fast32_t)(kg - done - (kg > 600)), packed,",
                            driver.read_text())
    assert calls == 2
    driver.write_text(broken)
    (tmp_path / lib.archive).unlink()
    report, _ = check_lowp_library(lib, tmp_path, lib.build(tmp_path))
    depths = [int(re.search(r" \d+x\d+x(\d+)", v.label).group(1)) for v in report.failed]
    assert depths and min(depths) > 600
