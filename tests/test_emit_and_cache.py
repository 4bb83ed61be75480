"""Emission is deterministic; the cache skips work on a second run and survives corruption."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from exogemm.core.errors import CacheWarning, CompileError
from exogemm.gen import cache, keys
from exogemm.gen.c.native import build_native
from exogemm.gen.exo.kernel_source import KernelSource
from exogemm.gen.exo.kernel_source import kernel_key as _key
from exogemm.gen.exo.kernels import _generate, emit_microkernel
from exogemm.isa import get_isa
from exogemm.plan.tile import make_tile

AVX512 = get_isa("avx512")


# These tests are about the user cache (tests/conftest.py).
pytestmark = pytest.mark.usefixtures("no_shipped_store")


def test_same_inputs_give_byte_identical_files(tmp_path):
    tile = make_tile(4, 31, AVX512)
    first, second = _generate(tile), _generate(tile)
    assert (first.c, first.h) == (second.c, second.h)
    a, b = first.write(tmp_path / "a"), second.write(tmp_path / "b")
    assert [p.read_bytes() for p in a] == [p.read_bytes() for p in b]


def test_emitted_files_declare_a_plain_pointer_entry_point():
    src = emit_microkernel(make_tile(6, 64, AVX512))
    decl = "void sgemm_avx512_6x64_ldc(int_fast32_t kc, const float *Ac, const float *Bc, float *C, int_fast32_t ldc)"
    assert decl + ";" in src.h and decl + " {" in src.c


def test_second_emit_is_a_cache_hit(monkeypatch):
    tile = make_tile(2, 16, AVX512)
    emit_microkernel(tile)
    monkeypatch.setattr("exogemm.gen.exo.kernels.schedule_microkernel",
                        lambda *a, **k: (_ for _ in ()).throw(AssertionError("re-scheduled")))
    assert emit_microkernel(tile).name == tile.name


def test_corrupted_cache_entry_is_rebuilt_not_fatal():
    tile = make_tile(2, 24, AVX512)
    good = emit_microkernel(tile)
    path = cache.cache_root() / "kernels" / f"{_key(tile)}.json"
    entry = json.loads(path.read_text())
    entry["payload"]["c"] = "garbage"
    path.write_text(json.dumps(entry))
    with pytest.warns(CacheWarning, match=f"{path}.*rebuilt"):
        assert emit_microkernel(tile).c == good.c
    path.write_text("{not json")
    with pytest.warns(CacheWarning, match="corrupted JSON"):
        assert emit_microkernel(tile).c == good.c


def test_stale_cache_entry_from_an_older_format_is_rebuilt_not_fatal():
    # A well-formed, checksummed entry whose fields are not today's (written by an older
    # exogemm) is dropped and rebuilt, never passed on or crashed on.
    tile = make_tile(2, 40, AVX512)
    good = emit_microkernel(tile)
    path = cache.cache_root() / "kernels" / f"{_key(tile)}.json"
    stale = {k: v for k, v in good.__dict__.items() if k != "h"} | {"header": "old"}
    cache.store_json("kernels", _key(tile), stale)
    assert emit_microkernel(tile) == good
    assert json.loads(path.read_text())["payload"] == good.__dict__


def test_cache_key_changes_with_the_isa_and_shape():
    assert _key(make_tile(2, 16, AVX512)) != _key(make_tile(2, 17, AVX512))


def test_compiler_failure_reports_its_stderr_and_the_kept_c(avx512):
    good = emit_microkernel(make_tile(1, 16, AVX512))
    broken = KernelSource(good.name, good.isa_key, good.mr, good.nr,
                          good.c + "\nint exogemm_broken(void) { return undeclared_name; }\n", good.h)
    with pytest.raises(CompileError) as info:
        build_native(avx512, [broken])
    message = str(info.value)
    assert "undeclared_name" in message and "error" in message
    kept = message.rsplit("generated C kept in ", 1)[1].strip()
    assert "undeclared_name" in (Path(kept) / f"{good.name}.c").read_text()


def test_the_cache_key_hashes_all_generating_code_and_refuses_a_missing_file(monkeypatch):
    names = {f.relative_to(keys.PACKAGE_ROOT).as_posix() for f in keys.generating_files()}
    assert {"procs/gemm.py", "procs/workspace.h", "isa/avx512.py", "core/dtype.py",
            "gen/exo/code.py", "gen/exo/gemm.py"} <= names
    # the C filled in around Exo's output after a lookup (tests/test_exo_code.py)
    assert not any(n.startswith(("gen/templates/", "gen/c/")) for n in names)
    monkeypatch.setattr(keys, "_GENERATING_CODE", (*keys._GENERATING_CODE, "gen/moved.py"))
    with pytest.raises(FileNotFoundError, match="gen/moved.py"):
        keys.generating_files()


#: Plan modules the emitters read only through values that are in the source key itself
#: (blocking.py's cache sizes: gen/c/gemm_source.py small_bytes, dot_a_bytes).
KEYED_BY_VALUE = {"policy/blocking.py"}


def test_every_plan_module_the_emitters_import_is_in_the_cache_key():
    # a constant of plan/narrow.py once changed the wrapper's C while the cached C stayed
    # (the wrapper is no longer cached, but the kernel families it names still are)
    names = {f.relative_to(keys.PACKAGE_ROOT).as_posix() for f in keys.generating_files()}
    imported = set()
    for f in keys.generating_files():
        if f.suffix == ".py":
            text = f.read_text()
            imported |= {f"plan/{m}.py" for m in re.findall(r"from exogemm\.plan\.(\w+) import", text)}
            imported |= {f"plan/{m.strip()}.py" for group in
                         re.findall(r"from exogemm\.plan import ([\w, ]+)", text)
                         for m in group.split(",")}
    assert "plan/narrow.py" in imported
    assert imported - KEYED_BY_VALUE <= names
