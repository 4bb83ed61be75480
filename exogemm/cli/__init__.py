"""The `exogemm` command line: one module per subcommand (its options and what it runs), the
options several share in arguments.py, the parser and `main` in main.py (`exogemm.cli:main`
is the console script; `python -m exogemm.cli` runs it too)."""

from exogemm.cli.main import main

__all__ = ["main"]
