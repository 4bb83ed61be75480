"""The conv module's C templates (gen/templates/conv*.in), filled for a representative plan.

Why: the conv driver, its public header and the packer entry are hand-written C that no Exo
check sees. Like the harness templates (tests/test_harness.py), each filled template must
compile with -Wall -Werror: on its own against Exo's declarations with every installed
compiler (so an #include it needs but Exo's C happened to provide is caught), and as the
whole module (Exo's C + the template, the ISA's flags, with and without OpenMP) on the host,
which also catches a second copy of the workspace allocator. The cached modules must be
exactly these filled templates, and the cache key must cover the templates and the pasted
allocator, so that editing either rebuilds.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest
from test_harness import COMPILERS

from exogemm.gen.c.conv_build import (
    CSource,
    Geometry,
    driver_c,
    emit_conv,
    emit_packer,
    geometry,
    k_blocking,
    packer_c,
    packer_header,
    public_header,
)
from exogemm.gen.c.templates import TEMPLATES
from exogemm.gen.keys import generating_files
from exogemm.procs import WORKSPACE_H


@pytest.fixture(scope="module")
def modules(small_plan) -> list[tuple[CSource, dict[str, str]]]:
    """(module, {template: the template filled for it}): the conv module of the tiny-blocks
    plan, a packer specialised to 3 channels and a general one with column stride 2. The
    modules come through the cached build path (Exo runs on a cold cache only), for Exo's
    declarations the templates call."""
    conv = emit_conv(small_plan)
    out = [(conv, {"conv_driver.c.in": driver_c(small_plan),
                   "conv.h.in": public_header(small_plan)})]
    cb = k_blocking(3, 3, 3, small_plan.blocking.kc)[2]
    for geo in (geometry(small_plan, 3, 1, 1, 1, cb), Geometry(small_plan.mr, 2, 1, 1)):
        out.append((emit_packer(geo), {"conv_packer.c.in": packer_c(geo),
                                       "conv_packer.h.in": packer_header(geo)}))
    return out


def _parts(filled: dict[str, str]) -> tuple[str, str]:
    """(the filled .c template, the filled header) of one module."""
    (c,) = (text for name, text in filled.items() if name.endswith(".c.in"))
    (h,) = (text for name, text in filled.items() if name.endswith(".h.in"))
    return c, h


def _compile(cc: str, directory: Path, c_file: str, flags=()) -> None:
    proc = subprocess.run([cc, "-Wall", "-Werror", *flags, "-I", str(directory), "-c",
                           str(directory / c_file), "-o", os.devnull],
                          capture_output=True, text=True, check=False)
    assert proc.returncode == 0, f"{c_file} with {cc} {' '.join(flags)}:\n{proc.stderr}"


def test_the_representative_cases_cover_every_conv_template(modules):
    covered = {name for _, filled in modules for name in filled}
    assert covered == {p.name for p in TEMPLATES.glob("conv*.in")}


def test_the_built_modules_are_the_filled_templates_with_one_workspace_allocator(modules):
    for src, filled in modules:
        c, h = _parts(filled)
        assert src.c.endswith(c) and src.h == h, src.name
    conv = modules[0][0]
    assert conv.c.count(WORKSPACE_H.read_text()) == 1
    assert "exogemm_ws_reserve(0," in conv.c and "exogemm_ws_reserve(1," in conv.c


@pytest.mark.parametrize("cc", COMPILERS)
def test_each_conv_template_compiles_alone_with_wall_werror(modules, cc, tmp_path):
    if shutil.which(cc) is None:
        pytest.skip(f"{cc} is not installed")
    for src, filled in modules:
        c, h = _parts(filled)
        build = tmp_path / src.name
        build.mkdir()
        (build / f"{src.name}_exo.h").write_text(src.exo_h)
        (build / f"{src.name}.h").write_text(h)
        (build / "template.c").write_text(f'#include "{src.name}_exo.h"\n{c}')
        (build / "header.c").write_text(f'#include "{src.name}.h"\n')
        _compile(cc, build, "template.c")
        _compile(cc, build, "header.c")


@pytest.mark.parametrize("openmp", [False, True], ids=["serial", "openmp"])
def test_each_whole_conv_module_compiles_with_wall_werror(modules, small_plan, openmp,
                                                         tmp_path):
    flags = [*small_plan.tile.isa.toolchain.cflags, *(["-fopenmp"] if openmp else [])]
    for src, _ in modules:
        src.write(tmp_path / src.name)
        _compile(small_plan.tile.isa.toolchain.cc[0], tmp_path / src.name, f"{src.name}.c",
                 flags)


def test_the_cache_key_covers_the_workspace_allocator_and_not_the_conv_templates():
    # the allocator is pasted into Exo's own C (procs/memories.PackedPanels); the driver,
    # packer entry and headers are filled in after each lookup (tests/test_exo_code.py)
    hashed = {f.resolve() for f in generating_files()}
    templates = {p.resolve() for p in TEMPLATES.glob("conv*.in")}
    assert len(templates) == 4 and not templates & hashed
    assert Path(WORKSPACE_H).resolve() in hashed
