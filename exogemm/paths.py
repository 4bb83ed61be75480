"""Where exogemm keeps its per-user state: the build cache and the tuning file.

Two lines of environment logic, here at the bottom of the import graph because layers on
several levels need them: the plan layer reads the host calibration from the tuning file,
the build layer writes the cache, the runtime stats the tuning file on every call.
"""

from __future__ import annotations

import os
from pathlib import Path


def cache_dir() -> Path:
    """$EXOGEMM_CACHE, else ~/.cache/exogemm (not created here; gen/cache.cache_root does)."""
    env = os.environ.get("EXOGEMM_CACHE")
    return Path(env) if env else Path.home() / ".cache" / "exogemm"


def tuning_path() -> Path:
    """The tuning file (tuned plans per shape, and the host calibration): $EXOGEMM_TUNING,
    else tuning.json in the cache directory."""
    env = os.environ.get("EXOGEMM_TUNING")
    return Path(env) if env else cache_dir() / "tuning.json"
