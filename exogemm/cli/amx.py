"""The names `--dtype` takes with --isa amx, for the option parser (exogemm/cli/arguments.py,
`add_dtype_arg(engines=True)`). Everything else of AMX on the command line is its kit,
exogemm/engines/amx.py; once the parser reads `engine_cli.dtype_names()` this module can go.
"""

from __future__ import annotations

from exogemm.engines.amx import AMX_DTYPE_NAMES

__all__ = ["AMX_DTYPE_NAMES"]
