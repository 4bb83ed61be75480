"""Shared fixtures: the AVX-512 description, the native ISA and its tiny-blocking GEMM
plan, each with a skip when this CPU cannot run it; no shipped store for tests about
scheduling; the analytic model in force (no host calibration) unless a test says
otherwise."""

from __future__ import annotations

import os

import pytest

from exogemm.api.gemm import native_isa
from exogemm.core import exo_speed
from exogemm.core.errors import UnsupportedCpuError
from exogemm.gen.check.gemm import small_blocking_plan
from exogemm.isa import get_isa
from exogemm.policy.calibration import OFF

# The suite's expectations are the analytic model's: a host calibration the user measured
# (`exogemm tune --host`) must not change them. tests/test_calibration.py turns it back on.
os.environ.setdefault("EXOGEMM_CALIBRATION", OFF)

# Tests that schedule procs directly get what gen/ and the workbench run with.
exo_speed.apply()

#: A shipped store that does not exist (gen/cache.shipped_root).
NO_SHIPPED_STORE = "/nonexistent/exogemm-shipped"


@pytest.fixture
def no_shipped_store(monkeypatch) -> str:
    """No shipped store for this test and the processes it starts, for tests about the user
    cache and scheduling: what the shipped store holds would be found there instead. The
    path it gives, for a child's environment built from scratch."""
    monkeypatch.setenv("EXOGEMM_SHIPPED", NO_SHIPPED_STORE)
    return NO_SHIPPED_STORE


@pytest.fixture(scope="session")
def avx512():
    isa = get_isa("avx512")
    reason = isa.runnable_here()
    if reason:
        pytest.skip(f"AVX-512 kernels cannot run here: {reason}")
    return isa


@pytest.fixture(scope="session")
def isa():
    """This CPU's widest ISA, or a skip saying why it has none (a module that means another
    ISA by `isa` defines its own fixture)."""
    try:
        return native_isa()
    except UnsupportedCpuError as exc:
        pytest.skip(str(exc))


@pytest.fixture(scope="session")
def small_plan():
    """The native ISA's default tile with tiny blocks (mc = 2 mr, nc = 2 nr, kc = 16), so
    small matrices cross every block edge of every loop."""
    try:
        return small_blocking_plan(native_isa())
    except UnsupportedCpuError as exc:
        pytest.skip(str(exc))
