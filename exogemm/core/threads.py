"""The thread count of every exogemm call: one rule, checked in one place.

`resolve_threads(value)` turns the `threads=` argument of `exogemm.gemm`, `exogemm.conv2d`,
`exogemm.qgemm` and `exogemm tune` into the count passed to C, always >= 1 (`thread_count`
is the same answer for a question that runs nothing: `plan_for_shape`, `conv2d_memory`):

* None: the default, OMP_NUM_THREADS (its first entry) if set to a positive integer, else
  the CPUs this process may use (`len(os.sched_getaffinity(0))`, which honours taskset and
  cgroup cpusets, unlike os.cpu_count());
* an int >= 1 (a NumPy integer too); bools, floats, strings and ints < 1 raise ScalarError.

Why Python decides instead of passing 0 ("OpenMP's default") to C:

* A count above the CPUs is clamped to them (one ThreadsWarning per process): more threads
  than CPUs never runs faster, and libgomp ends the whole process (status 1, no exception)
  when it cannot create them (threads=40000), leaves them all parked after the call
  (threads=2000), and a count past C's int (2**31) failed in cffi.
* GNU OpenMP is not fork-safe: a child forked after the parent started an OpenMP team
  inherits a thread pool whose threads do not exist, and its first parallel region waits
  for them forever. So this module records whether any call asked for more than one
  thread (a conservative stand-in for "libgomp started its workers"), and in a fork child
  of such a process (or of such a child) every call runs on one thread, with one
  ThreadsWarning saying how to get parallel children. One thread is safe there: a team of
  one never touches the pool (checked in a fork child for `parallel`, `parallel for` and
  `barrier` with num_threads(1)).
"""

from __future__ import annotations

import numbers
import os
import sys
import warnings

import numpy as np

from exogemm.core.errors import ScalarError, ThreadsWarning

#: Frames in this directory are exogemm's: a warning points at the first frame outside.
_PACKAGE_DIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__))) + os.sep
ALLOWED = ("None (the default: OMP_NUM_THREADS if set, else the CPUs this process may use) "
           "or an int >= 1")


class _State:
    """Per-process facts; a fork child inherits them, then `_after_fork_in_child` updates."""

    threaded = False            # a call of this process asked for more than one thread
    forked_after_threads = False  # this process is a fork child of a threaded process
    warned_clamp = False
    warned_fork = False


def resolve_threads(value: object) -> int:
    """The thread count to pass to C for `threads=value`: `thread_count(value)`, and a count
    above 1 is recorded, so that a fork child of this process knows to stay serial. Call
    it for a call that runs; `thread_count` answers a question without that record.

    Never 0: C would take 0 as OpenMP's own default (omp_get_max_threads), which ignores
    the clamp and the fork rule.
    """
    count = thread_count(value)
    if count > 1:
        _State.threaded = True
    return count


def thread_count(value: object) -> int:
    """The count a call with `threads=value` runs (module docstring: the rule); warns once
    per process for a clamp, once per fork child for the fork rule."""
    cpus = available_cpus()
    wanted = (_omp_num_threads() or cpus) if value is None else _checked(value)
    if wanted > cpus:
        _warn_clamp(value, wanted, cpus)
    if _State.forked_after_threads:
        _warn_fork()
        return 1
    return min(wanted, cpus)


def _omp_num_threads() -> int:
    """OMP_NUM_THREADS's first entry if it is a positive integer (as OpenMP reads it),
    else 0 (unset or unusable: the default is then the CPUs)."""
    env = os.environ.get("OMP_NUM_THREADS")
    if env:
        first = env.split(",")[0].strip()
        if first.isdigit():
            return int(first)
    return 0


def available_cpus() -> int:
    """The CPUs this process may run on (its affinity mask, read on every call: taskset,
    cpusets and os.sched_setaffinity may change it, and it costs a fraction of a
    microsecond)."""
    return len(os.sched_getaffinity(0))


def _checked(value: object) -> int:
    """value as an int >= 1, else ScalarError naming what is allowed. A plain int is taken
    first: the ABC check costs more than the rest of the test, on every call."""
    if type(value) is int and value >= 1:
        return value
    if isinstance(value, (bool, np.bool_)) or not isinstance(value, numbers.Integral):
        raise ScalarError(f"threads must be {ALLOWED}; got {value!r} ({type(value).__name__})")
    if value < 1:
        raise ScalarError(f"threads must be {ALLOWED}; got {value}")
    return int(value)


def _warn_clamp(value: object, wanted: int, cpus: int) -> None:
    if _State.warned_clamp:
        return
    _State.warned_clamp = True
    source = f"threads={value}" if value is not None else f"OMP_NUM_THREADS={wanted}"
    warnings.warn(ThreadsWarning(
        f"{source} is more than the {cpus} CPUs this process may use; exogemm runs "
        f"{cpus} threads instead (more never runs faster, and libgomp exits the process "
        f"when it cannot create them). Said once per process."), stacklevel=_user_level())


def _warn_fork() -> None:
    if _State.warned_fork:
        return
    _State.warned_fork = True
    warnings.warn(ThreadsWarning(
        "this process was forked after exogemm ran OpenMP threads, and GNU OpenMP is not "
        "fork-safe (a parallel region here would wait forever for the parent's threads), so "
        "every exogemm call here runs on 1 thread. For parallel children use the "
        "multiprocessing 'spawn' or 'forkserver' start method "
        "(multiprocessing.get_context('spawn')), or fork before the first threaded call. "
        "Said once per process."), stacklevel=_user_level())


def _user_level() -> int:
    """The stacklevel, for a warn() in the caller, of the first frame outside exogemm: the
    user's line that asked for the threads (the entries reach here at different depths)."""
    frame, level = sys._getframe(1), 1
    while frame is not None and frame.f_code.co_filename.startswith(_PACKAGE_DIR):
        frame, level = frame.f_back, level + 1
    return level


def _after_fork_in_child() -> None:
    """os.fork hook: a child of a threaded process (or of such a child) must stay serial."""
    _State.forked_after_threads = _State.forked_after_threads or _State.threaded
    _State.warned_fork = False


os.register_at_fork(after_in_child=_after_fork_in_child)
