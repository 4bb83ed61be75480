"""The cache holds Exo's output only (gen/exo/code.py): the C around it, the GEMM wrapper and
the conv driver from gen/templates/, is filled in after each lookup. So an edit of that C
reaches the next library without scheduling anything, and the cache keys (and the shipped
store) stay valid across it."""

from __future__ import annotations

import pytest

from exogemm.gen import cache
from exogemm.gen.c import templates
from exogemm.gen.c.conv_build import emit_conv
from exogemm.gen.c.gemm_build import emit_gemm
from exogemm.gen.exo.code import cached_exo_code

EDIT = "/* an edit of the template */\n"


def edit_template(monkeypatch, edited: str) -> None:
    """From now on the template `edited` reads as EDIT followed by its text, and any call
    that would schedule with Exo fails the test."""
    original = templates.template_text
    monkeypatch.setattr(templates, "template_text",
                        lambda name: EDIT + original(name) if name == edited else original(name))

    def refuse(module: str, what: str):
        pytest.fail(f"{what} was scheduled with Exo after an edit of {edited}")

    monkeypatch.setattr(cache, "generator", refuse)


def test_a_plans_cached_entry_is_exos_code_without_the_wrapper(small_plan):
    src = emit_gemm(small_plan)
    exo = cached_exo_code(small_plan.without_fixed())
    assert exo is not None and exo.h == src.exo_h
    assert src.c.startswith(exo.c)
    assert f"{src.prefix}_sgemm_ex(" in src.c and f"{src.prefix}_sgemm_ex(" not in exo.c


def test_a_wrapper_edit_changes_the_plans_c_and_schedules_nothing(small_plan, monkeypatch):
    plain = emit_gemm(small_plan)
    edit_template(monkeypatch, "gemm_wrapper.c.in")
    edited = emit_gemm(small_plan)
    assert edited.c.count(EDIT) == 1 and edited.c.replace(EDIT, "") == plain.c
    assert (edited.h, edited.exo_h) == (plain.h, plain.exo_h)


def test_a_public_header_edit_schedules_nothing(small_plan, monkeypatch):
    plain = emit_gemm(small_plan)
    edit_template(monkeypatch, "gemm.h.in")
    assert emit_gemm(small_plan).h == EDIT + plain.h


def test_a_conv_driver_edit_schedules_nothing(small_plan, monkeypatch):
    plain = emit_conv(small_plan)
    edit_template(monkeypatch, "conv_driver.c.in")
    edited = emit_conv(small_plan)
    assert edited.c.count(EDIT) == 1 and edited.c.replace(EDIT, "") == plain.c
