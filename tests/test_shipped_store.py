"""The shipped store (exogemm/runtime/ship.py): Exo's output committed with the sources so that a
clean clone compiles instead of scheduling. It must match the generating code (else a clean
clone schedules everything again and CI runs past its limit), it is looked up after the
user cache and the prepared store and never written, and `exogemm cache ship` replaces it
with exactly what the suite used."""

from __future__ import annotations

import json
import os
from dataclasses import dataclass

import pytest

from exogemm.cli.main import main
from exogemm.core.errors import CacheWarning
from exogemm.gen import cache
from exogemm.runtime.ship import MANIFEST, read_manifest, ship, stale_reason


@dataclass(frozen=True)
class Probe:
    text: str


def _entry(root, kind, key, text):
    path = root / kind / f"{key}.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(cache._entry_bytes({"text": text}))
    return path


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
        f"{stale_reason()}. After changing the generating code (gen/cache.py "
        f"_GENERATING_CODE), run `exogemm cache ship` and commit exogemm/shipped/")


@replacing_the_store
def test_the_committed_store_is_exo_output_only_and_every_entry_is_intact():
    root = cache.shipped_root()
    manifest = read_manifest()
    assert manifest is not None
    found = {kind: sorted((root / kind).glob("*.json")) for kind in cache.EXO_OUTPUT_KINDS}
    assert {k: len(v) for k, v in found.items() if v} == manifest.entries
    assert sorted(p.name for p in root.iterdir()) == sorted([MANIFEST, *manifest.entries])
    for files in found.values():
        for path in files:
            cache._read_entry(path)  # raises on a damaged entry


def test_an_entry_only_the_shipped_store_has_is_used_without_scheduling(roots):
    _entry(roots / "shipped", "kernels", "k1", "shipped C")

    def schedule():
        raise AssertionError("scheduled although the shipped store has the entry")

    assert cache.scheduled("kernels", "k1", Probe, schedule) == Probe("shipped C")
    assert not (roots / "user" / "kernels" / "k1.json").exists()


def test_the_user_cache_and_the_prepared_store_come_first(roots):
    _entry(roots / "shipped", "kernels", "k1", "shipped")
    _entry(roots / "prepared", "kernels", "k1", "prepared")
    assert cache.load_json("kernels", "k1") == {"text": "prepared"}
    _entry(roots / "user", "kernels", "k1", "user")
    assert cache.load_json("kernels", "k1") == {"text": "user"}


def test_a_damaged_shipped_entry_is_rescheduled_into_the_user_cache_and_left_alone(roots):
    path = _entry(roots / "shipped", "kernels", "k2", "shipped C")
    damaged = path.read_bytes().replace(b"shipped C", b"shipped D")
    path.write_bytes(damaged)
    with pytest.warns(CacheWarning):
        got = cache.scheduled("kernels", "k2", Probe, lambda: Probe("rescheduled"))
    assert got == Probe("rescheduled")
    assert path.read_bytes() == damaged
    assert cache.load_json("kernels", "k2") == {"text": "rescheduled"}


def test_recording_copies_each_used_entry_of_exo_output_and_nothing_else(roots, monkeypatch):
    record = roots / "record"
    monkeypatch.setenv(cache.SHIP_RECORD, str(record))
    _entry(roots / "shipped", "gemm", "hit", "from the store")
    cache.scheduled("gemm", "hit", Probe, lambda: Probe("unused"))
    cache.scheduled("conv", "miss", Probe, lambda: Probe("scheduled"))
    cache.scheduled("probe-json", "other", Probe, lambda: Probe("not Exo's output"))
    assert sorted(str(p.relative_to(record)) for p in record.rglob("*.json")) == \
        ["conv/miss.json", "gemm/hit.json"]
    assert cache._read_entry(record / "gemm" / "hit.json") == {"text": "from the store"}


def test_ship_replaces_the_store_with_the_recording_and_names_the_code(roots):
    record = roots / "record"
    _entry(record, "small", "s1", "small family")
    _entry(record, "gemm", "g1", "a plan")
    _entry(record, "gemm", "g2", "another plan")
    old = _entry(roots / "shipped", "kernels", "old", "stale")
    manifest = ship(record)
    assert not old.exists()
    assert manifest.entries == {"gemm": 2, "small": 1}
    assert read_manifest() == manifest
    assert stale_reason() is None
    written = json.loads((roots / "shipped" / MANIFEST).read_text())
    assert written["code"] == cache.code_fingerprint()


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
    assert cache.load_json("gemm", "g1") == {"text": "the first host's plan"}
    assert cache.load_json("gemm", "g2") == {"text": "the second host's plan"}


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
