"""Shared fixtures: the AVX-512 description, and a skip when this CPU cannot run it."""

from __future__ import annotations

import pytest

from exogemm.isa import get_isa


@pytest.fixture(scope="session")
def avx512():
    isa = get_isa("avx512")
    reason = isa.runnable_here()
    if reason:
        pytest.skip(f"AVX-512 kernels cannot run here: {reason}")
    return isa
