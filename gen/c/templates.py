"""The C around Exo's output lives in real files (gen/templates/): this module finds them and
fills their ${placeholders}. Every C producer (GEMM wrapper, conv driver, matrix engines'
entries, per-model libraries, validation harness) fills through `fill`, so a renamed
placeholder or a misspelt keyword fails in Python, never as C that says something else.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from string import Template

#: gen/templates/, beside this folder.
TEMPLATES = Path(__file__).resolve().parent.parent / "templates"


@lru_cache(maxsize=None)
def template_text(name: str) -> str:
    """The text of a file of gen/templates/, read once per process."""
    return (TEMPLATES / name).read_text()


def template(name: str) -> Template:
    """A C template file of gen/templates/ (string.Template syntax: ${name})."""
    return Template(template_text(name))


def fill(name: str, /, **values: object) -> str:
    """The C template `name` of gen/templates/ with its ${placeholders} replaced.

    The placeholders and the values given must match exactly, so a renamed placeholder or a
    misspelt keyword fails here rather than as C that no longer says what was meant."""
    t = template(name)
    wanted = {m.group("named") or m.group("braced")
              for m in t.pattern.finditer(t.template)} - {None}
    if wanted != set(values):
        raise ValueError(f"{name}: placeholders {sorted(wanted)}, values for {sorted(values)}")
    return t.substitute({k: str(v) for k, v in values.items()})
