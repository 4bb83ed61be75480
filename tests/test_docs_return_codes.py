"""The docs quote return codes from the one table (exogemm/core/return_codes.py): every code
they mention is written as `EXOGEMM_<NAME>` (value) and the value is the table's. An
earlier doc said a missing layout returns -8 where the code returns -10; a bare number
cannot be checked, so it is not allowed."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from exogemm.core import return_codes

ROOT = Path(__file__).resolve().parent.parent
DOCS = sorted([ROOT / "README.md", *(ROOT / "docs").glob("*.md")])

#: `EXOGEMM_NAME` (-N ...): a named code and the value quoted beside it.
NAMED = re.compile(r"`EXOGEMM_([A-Z0-9_]+)`\s*\((-?\d+)")
#: A return value written as a bare number ("returns -8", "(-8 otherwise").
BARE = re.compile(r"\breturns?\s+-\d+|\(-\d+\s+otherwise")


def _codes_in(text: str) -> list[tuple[str, int]]:
    return [(name, int(value)) for name, value in NAMED.findall(text)]


def test_the_docs_quote_return_codes_at_all():
    """The check below would pass vacuously if the docs stopped naming codes."""
    assert sum(len(_codes_in(doc.read_text())) for doc in DOCS) >= 4


@pytest.mark.parametrize("doc", DOCS, ids=lambda p: p.name)
def test_every_quoted_code_is_the_table_value(doc):
    for name, value in _codes_in(doc.read_text()):
        assert return_codes.code(name) == value, f"{doc.name}: EXOGEMM_{name} is " \
            f"{return_codes.code(name)} in exogemm/core/return_codes.py, the doc says {value}"


@pytest.mark.parametrize("doc", DOCS, ids=lambda p: p.name)
def test_no_return_code_is_a_bare_number(doc):
    bare = BARE.findall(doc.read_text())
    assert not bare, f"{doc.name}: write a return code as `EXOGEMM_<NAME>` (value): {bare}"


def test_the_checks_catch_the_old_mistake():
    assert BARE.search("a call that needs one returns -8 before touching C")
    assert _codes_in("returns `EXOGEMM_NO_ENTRY_FOR_LAYOUTS` (-8)") == [
        ("NO_ENTRY_FOR_LAYOUTS", -8)]
    assert return_codes.code("NO_ENTRY_FOR_LAYOUTS") != -8
