"""The shipped store (exogemm/runtime/ship.py): Exo's output committed with the sources so that a
clean clone compiles instead of scheduling. It must match the generating code (else a clean
clone schedules everything again and CI runs past its limit), it is looked up after the
user cache and the prepared store and never written, and `exogemm cache ship` replaces it
with exactly what the suite used."""

from __future__ import annotations

import json
import os
import shutil
from dataclasses import dataclass

import pytest

from exogemm.cli.main import main
from exogemm.core.dtype import get_dtype
from exogemm.core.errors import CacheWarning
from exogemm.gen import cache, keys, shipped_store
from exogemm.gen.c.sme_build import exo_key, gemm_prefix, sme_exo_code
from exogemm.gen.exo.kernel_source import kernel_key
from exogemm.gen.exo.kernels import emit_microkernel
from exogemm.isa import get_isa
from exogemm.isa.matrix import get_engine
from exogemm.plan.tile import make_tile
from exogemm.procs.matrix.sme_recipe import sme_tile
from exogemm.runtime.ship import MANIFEST, read_manifest, ship, stale_reason


@dataclass(frozen=True)
class Probe:
    c: str


def _entry(root, kind, key, text):
    """A JSON entry, as the user cache, the prepared store and a recording hold them."""
    path = root / kind / f"{key}.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(cache._entry_bytes({"c": text}))
    return path


def _shipped(root, kind, key, text):
    """An entry added to the store of named C files at `root`: the path of its C file."""
    entries = shipped_store.all_entries(root) if (root / shipped_store.INDEX).exists() else {}
    payload = {"c": f'#include "probe_{key}.h"\n{text}'}
    entries[(kind, key)] = (payload, cache.entry_checksum(payload))
    if root.exists():
        shutil.rmtree(root)
    root.mkdir(parents=True)
    shipped_store.write_store(root, entries)
    return root / shipped_store.read_index(root)[f"{kind}/{key}"]["files"]["c"]


@pytest.fixture
def roots(tmp_path, monkeypatch):
    """An empty user cache and prepared store, and a shipped store of its own."""
    for name, var in (("user", "EXOGEMM_CACHE"), ("prepared", "EXOGEMM_PREPARED"),
                      ("shipped", "EXOGEMM_SHIPPED")):
        monkeypatch.setenv(var, str(tmp_path / name))
    monkeypatch.delenv(cache.SHIP_RECORD, raising=False)
    return tmp_path


#: Under `exogemm cache ship` the store is being remade from this very run.
replacing_the_store = pytest.mark.skipif(
    bool(os.environ.get(cache.SHIP_RECORD)),
    reason="`exogemm cache ship` is recording the entries that replace the store")


@replacing_the_store
def test_the_shipped_store_holds_the_output_of_this_generating_code():
    assert stale_reason() is None, (
        f"{stale_reason()}. After changing the generating code (gen/keys.py "
        f"_GENERATING_CODE), run `exogemm cache ship` and commit exogemm/shipped/")


@replacing_the_store
def test_the_committed_store_is_named_c_files_of_exo_output_each_intact():
    root = cache.shipped_root()
    manifest = read_manifest()
    assert manifest is not None
    index = shipped_store.read_index(root)
    kinds = [name.split("/")[0] for name in index]
    assert {k: kinds.count(k) for k in set(kinds)} == manifest.entries
    assert set(kinds) <= set(cache.exo_output_kinds())
    assert sorted(p.name for p in root.iterdir()) == sorted(
        [MANIFEST, shipped_store.INDEX, *manifest.entries])
    on_disk = sorted(p for p in root.glob("*/*") if p.is_file())
    assert on_disk == shipped_store.store_files(root)  # no file the index does not name
    assert all(p.suffix in (".c", ".h") for p in on_disk)
    for name in index:
        kind, key = name.split("/")
        cache._checked(*shipped_store.read_payload(root, kind, key))  # raises if damaged


def test_an_entry_only_the_shipped_store_has_is_used_without_scheduling(roots):
    _shipped(roots / "shipped", "kernels", "k1", "shipped C")

    def schedule():
        raise AssertionError("scheduled although the shipped store has the entry")

    got = cache.scheduled("kernels", "k1", Probe, schedule)
    assert got.c.endswith("shipped C")
    assert not (roots / "user" / "kernels" / "k1.json").exists()


def test_the_user_cache_and_the_prepared_store_come_first(roots):
    _shipped(roots / "shipped", "kernels", "k1", "shipped")
    assert cache.load_json("kernels", "k1")["c"].endswith("shipped")
    _entry(roots / "prepared", "kernels", "k1", "prepared")
    assert cache.load_json("kernels", "k1") == {"c": "prepared"}
    _entry(roots / "user", "kernels", "k1", "user")
    assert cache.load_json("kernels", "k1") == {"c": "user"}


def test_a_damaged_shipped_entry_is_rescheduled_into_the_user_cache_and_left_alone(roots):
    path = _shipped(roots / "shipped", "kernels", "k2", "shipped C")
    damaged = path.read_bytes().replace(b"shipped C", b"shipped D")
    path.write_bytes(damaged)
    with pytest.warns(CacheWarning):
        got = cache.scheduled("kernels", "k2", Probe, lambda: Probe("rescheduled"))
    assert got == Probe("rescheduled")
    assert path.read_bytes() == damaged
    assert cache.load_json("kernels", "k2") == {"c": "rescheduled"}


def test_recording_copies_each_used_entry_of_exo_output_and_nothing_else(roots, monkeypatch):
    record = roots / "record"
    monkeypatch.setenv(cache.SHIP_RECORD, str(record))
    _shipped(roots / "shipped", "gemm", "hit", "from the store")
    cache.scheduled("gemm", "hit", Probe, lambda: Probe("unused"))
    cache.scheduled("conv", "miss", Probe, lambda: Probe("scheduled"))
    cache.scheduled("probe-json", "other", Probe, lambda: Probe("not Exo's output"))
    assert sorted(str(p.relative_to(record)) for p in record.rglob("*.json")) == \
        ["conv/miss.json", "gemm/hit.json"]
    assert cache._read_entry(record / "gemm" / "hit.json")["c"].endswith("from the store")


def test_ship_replaces_the_store_with_the_recording_and_names_the_code(roots):
    record = roots / "record"
    _entry(record, "small", "s1", "small family")
    _entry(record, "gemm", "g1", "a plan")
    _entry(record, "gemm", "g2", "another plan")
    old = _shipped(roots / "shipped", "kernels", "old", "stale")
    manifest = ship(record)
    assert not old.exists()
    assert manifest.entries == {"gemm": 2, "small": 1}
    assert read_manifest() == manifest
    assert stale_reason() is None
    written = json.loads((roots / "shipped" / MANIFEST).read_text())
    assert written["code"] == keys.code_fingerprint()


def test_a_store_of_other_code_or_none_is_called_stale(roots):
    assert "there is no shipped store" in stale_reason()
    ship_root = roots / "shipped"
    _entry(roots / "record", "gemm", "g1", "a plan")
    ship(roots / "record")
    manifest = json.loads((ship_root / MANIFEST).read_text())
    (ship_root / MANIFEST).write_text(json.dumps({**manifest, "code": "0" * 64}))
    assert "other generating code" in stale_reason()


def test_shipping_an_empty_recording_is_refused(roots):
    (roots / "record").mkdir()
    with pytest.raises(Exception, match="nothing was recorded"):
        ship(roots / "record")


def test_the_cli_reports_the_store_and_says_when_it_is_stale(roots, capsys):
    assert main(["cache", "shipped"]) == 1
    assert "stale: there is no shipped store" in capsys.readouterr().out
    _entry(roots / "record", "conv", "c1", "a conv module")
    ship(roots / "record")
    assert main(["cache", "shipped"]) == 0
    out = capsys.readouterr().out
    assert "1 entries (1 conv)" in out and "up to date with the generating code" in out
    assert main(["cache", "shipped", "extra"]) == 2
    assert "takes no further arguments" in capsys.readouterr().err


def test_a_merge_adds_another_hosts_entries_and_keeps_the_stores(roots, monkeypatch):
    _entry(roots / "first", "gemm", "g1", "the first host's plan")
    _entry(roots / "first", "kernels", "k1", "a shared kernel")
    monkeypatch.setattr("exogemm.runtime.ship.host_cpu", lambda: _Cpu("AMD EPYC", "zen3"))
    ship(roots / "first")
    _entry(roots / "second", "gemm", "g2", "the second host's plan")
    _entry(roots / "second", "kernels", "k1", "a shared kernel")
    monkeypatch.setattr("exogemm.runtime.ship.host_cpu", lambda: _Cpu("AMD EPYC", "zen4"))
    manifest = ship(roots / "second", merge=True)
    assert manifest.entries == {"gemm": 2, "kernels": 1}
    assert manifest.host == "AMD EPYC (zen3); AMD EPYC (zen4)"
    assert cache.load_json("gemm", "g1") == {"c": "the first host's plan"}
    assert cache.load_json("gemm", "g2") == {"c": "the second host's plan"}


def test_a_merge_into_a_store_of_other_code_is_refused_and_leaves_it(roots):
    _entry(roots / "record", "gemm", "g1", "a plan")
    ship(roots / "record")
    path = roots / "shipped" / MANIFEST
    path.write_text(json.dumps({**json.loads(path.read_text()), "code": "0" * 64}))
    with pytest.raises(Exception, match="cannot merge.*other generating code"):
        ship(roots / "record", merge=True)
    assert json.loads(path.read_text())["code"] == "0" * 64


@dataclass(frozen=True)
class _Cpu:
    brand: str
    microarchitecture: str


def test_the_store_names_each_file_after_its_code_and_key(roots):
    _entry(roots / "record", "gemm", "ab" * 32, '#include "sgemm_avx2_6x16_exo.h"\nint x;')
    _entry(roots / "record", "small", "cd" * 32, '#include "EXOGEMM_SMALL_PREFIX.h"\n')
    ship(roots / "record")
    names = sorted(str(p.relative_to(roots / "shipped")) for p in
                   shipped_store.store_files(roots / "shipped"))
    assert names == [f"gemm/sgemm_avx2_6x16-{'ab' * 6}.c", f"small/small_entry-{'cd' * 6}.c"]
    assert cache.load_json("gemm", "ab" * 32)["c"].endswith("int x;")


def test_carrying_takes_an_older_stores_entry_over_under_the_new_key(roots, monkeypatch):
    """`ship --carry`: the same inputs under the older store's generating code name an entry
    there; it is taken over (not scheduled) and stored under today's key."""
    old_code, old_matrix = "1" * 64, "2" * 64
    old_key = keys._digest(("gemm", old_code, "plan 7"))
    _entry(roots / "old", "gemm", old_key, "the old store's plan")
    (roots / "old" / MANIFEST).write_text(json.dumps({"code": old_code, "matrix": old_matrix}))
    monkeypatch.setenv(keys.CARRY, str(roots / "old"))
    keys.carry_source.cache_clear()
    try:
        key = keys.digest("gemm", keys.code_fingerprint(), "plan 7")
        assert key != old_key

        def schedule():
            raise AssertionError("scheduled although the older store has the entry")

        assert cache.scheduled("gemm", key, Probe, schedule) == Probe("the old store's plan")
        assert cache.load_json("gemm", key) == {"c": "the old store's plan"}
        other = keys.digest("gemm", keys.code_fingerprint(), "plan 8")
        assert cache.scheduled("gemm", other, Probe, lambda: Probe("new")) == Probe("new")
    finally:
        monkeypatch.delenv(keys.CARRY)
        keys.carry_source.cache_clear()


#: Micro-kernels scheduled again from nothing by the test below (about ten seconds each), all
#: of them in the store: an f32 tile of x86, a ragged int8 (u8 x s8) and a bf16 tile of ARM.
REGENERATED = [("avx2", 6, 16, "f32"), ("neon", 9, 11, "u8s8s32"), ("neon", 5, 20, "bf16f32")]


@replacing_the_store
@pytest.mark.parametrize("isa,mr,nr,dtype", REGENERATED)
def test_the_store_holds_what_the_generator_writes_now(isa, mr, nr, dtype, tmp_path,
                                                       monkeypatch):
    """The fingerprint says which code an entry was made from, not that today's code still
    makes it (an entry carried over a restructuring, `ship --carry`, was made by the code
    before it): schedule a sample again with an empty cache and no stores, and compare."""
    store = cache.shipped_root()
    tile = make_tile(mr, nr, get_isa(isa), dtype=get_dtype(dtype))
    shipped, _ = shipped_store.read_payload(store, "kernels", kernel_key(tile))
    for name, var in (("user", "EXOGEMM_CACHE"), ("prepared", "EXOGEMM_PREPARED"),
                      ("shipped", "EXOGEMM_SHIPPED")):
        monkeypatch.setenv(var, str(tmp_path / name))
    fresh = emit_microkernel(tile)
    assert (fresh.c, fresh.h) == (shipped["c"], shipped["h"])


@replacing_the_store
def test_the_store_holds_what_the_matrix_engine_generator_writes_now(tmp_path, monkeypatch):
    """The same for a matrix engine's kernels (the SME GEMM's 2x2 block and its beta = 0
    twin, seconds to schedule): a change of what an engine generates must show here even
    when an older store still answers the old key."""
    engine = get_engine("sme", svl=256)
    tile = sme_tile(engine, 2, 2)
    header = f"{gemm_prefix(engine, 2, 2)}_exo.h"
    store = cache.shipped_root()
    shipped, _ = shipped_store.read_payload(store, "sme", exo_key((tile,), header, True))
    for name, var in (("user", "EXOGEMM_CACHE"), ("prepared", "EXOGEMM_PREPARED"),
                      ("shipped", "EXOGEMM_SHIPPED")):
        monkeypatch.setenv(var, str(tmp_path / name))
    fresh = sme_exo_code((tile,), header, overwrite=True)
    assert (fresh.c, fresh.h) == (shipped["c"], shipped["h"])
