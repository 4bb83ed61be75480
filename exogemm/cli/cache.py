"""`exogemm cache`: where the build cache is, checking it (damaged entries removed), clearing
it, and the shipped store of Exo's output: whether it is stale, and shipping a new one."""

from __future__ import annotations

import argparse
from pathlib import Path

from exogemm.core.errors import ExogemmError
from exogemm.gen import cache, cache_maintenance
from exogemm.runtime.ship import read_manifest, ship_from_suite, stale_reason

NAME = "cache"
HELP = "show, verify or clear the build cache"
EPILOG = ("examples:\n  exogemm cache path\n  exogemm cache verify   (remove damaged "
          "entries; exit status 1 if any)\n  exogemm cache clear\n"
          "  exogemm cache shipped  (the shipped store of Exo's output; exit status 1 "
          "if stale)\n  exogemm cache ship     (run the default tests, then ship the "
          "Exo output they used: after changing the generating code)\n"
          "  exogemm cache ship --merge  (add what this host's run used, e.g. its "
          "native plans, to the store)")


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("action", choices=["clear", "path", "verify", "shipped", "ship"])
    p.add_argument("--merge", action="store_true",
                   help="ship: add the entries to the shipped store (same generating code) "
                   "instead of replacing it")
    p.add_argument("--carry", metavar="OLD_STORE",
                   help="ship: take entries over from an older store (a copy of the shipped "
                   "store made before a restructuring) instead of scheduling them")
    p.add_argument("pytest_args", nargs="*", metavar="PYTEST_ARG",
                   help="ship: extra arguments for the test run that records what to ship "
                   "(after --)")


def _clear(args: argparse.Namespace) -> int:
    print(f"removed {cache_maintenance.clear()} cached files from {cache.cache_root(create=False)}")
    return 0


def _path(args: argparse.Namespace) -> int:
    print(cache.cache_root(create=False))
    return 0


def _verify(args: argparse.Namespace) -> int:
    """`exogemm cache verify`: counts per kind; exit status 1 if a damaged entry was removed."""
    report = cache_maintenance.verify()
    for kind, count in report.kinds.items():
        print(f"{kind}: {count.ok} ok, {count.removed} damaged (removed)")
    for path, reason in report.removed:
        print(f"removed {path}: {reason}")
    if not report.kinds:
        print(f"no entries in {cache.cache_root(create=False)}")
    return 1 if report.removed else 0


def _ship(args: argparse.Namespace) -> int:
    carry = Path(args.carry) if args.carry else None
    print("\n".join(ship_from_suite(args.pytest_args, merge=args.merge, carry=carry).lines()))
    return 0


def _shipped(args: argparse.Namespace) -> int:
    """`exogemm cache shipped`: the store's manifest; exit status 1 when the generating code
    changed since it was shipped (CI's reminder to `cache ship`)."""
    manifest = read_manifest()
    if manifest:
        print("\n".join(manifest.lines()))
    stale = stale_reason()
    print(f"stale: {stale}" if stale else "up to date with the generating code")
    return 1 if stale else 0


#: The action argument -> what does it (the parser's choices are these keys).
ACTIONS = {"clear": _clear, "path": _path, "verify": _verify, "shipped": _shipped,
           "ship": _ship}


def run(args: argparse.Namespace) -> int:
    if args.pytest_args and args.action != "ship":
        raise ExogemmError(f"`exogemm cache {args.action}` takes no further arguments (got "
                           f"{' '.join(args.pytest_args)}); only `cache ship -- PYTEST_ARGS`")
    return ACTIONS[args.action](args)
