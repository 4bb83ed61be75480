"""The `exogemm` command line (exogemm/cli/main.py); `exogemm.cli:main` is the console script."""

from exogemm.cli.main import main

__all__ = ["main"]
