"""Where exogemm keeps its per-user state: the build cache and the tuning file.

Two lines of environment logic, here at the bottom of the import graph because layers on
several levels need them: the plan layer reads the host calibration from the tuning file,
the build layer writes the cache, the runtime stats the tuning file on every call.
"""

from __future__ import annotations

import os
from functools import lru_cache
from pathlib import Path

#: A source checkout's test suite (an installed wheel has none): what `exogemm test --slow`
#: and `exogemm cache ship` run.
CHECKOUT_TESTS = Path(__file__).resolve().parents[2] / "tests"


def cache_dir() -> Path:
    """$EXOGEMM_CACHE, else ~/.cache/exogemm (not created here; gen/cache.cache_root does)."""
    env = os.environ.get("EXOGEMM_CACHE")
    return Path(env) if env else Path.home() / ".cache" / "exogemm"


def tuning_path() -> Path:
    """The tuning file (tuned plans per shape, and the host calibration): $EXOGEMM_TUNING,
    else tuning.json in the cache directory. Answered from a cache keyed by the variables it
    reads: the runtime and the plan layer ask on every GEMM call, and building the Path
    costs more than the stat() that follows."""
    env = os.environ
    return _tuning_path(env.get("EXOGEMM_TUNING"), env.get("EXOGEMM_CACHE"), env.get("HOME"))


@lru_cache(maxsize=8)
def _tuning_path(tuning: str | None, cache: str | None, home: str | None) -> Path:
    return Path(tuning) if tuning else cache_dir() / "tuning.json"
