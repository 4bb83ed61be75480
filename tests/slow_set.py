"""Which parameters of a test run by default and which only in the `slow` set
(`exogemm test --slow`): one rule for every test that keeps its costly cases out of CI's
default run."""

from __future__ import annotations

from typing import Collection, Iterable

import pytest


def default_or_slow(values: Iterable, default: Collection) -> list:
    """pytest parameters of `values`: those in `default` plain, the others marked `slow`."""
    return [pytest.param(v, marks=() if v in default else pytest.mark.slow) for v in values]
