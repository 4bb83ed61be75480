"""Exo procedures and the schedules that rewrite them (its modules import Exo; this one
does not, so the runtime can name the C file below without loading Exo)."""

from pathlib import Path

#: The packing workspace allocator (exogemm_workspace, exogemm_ws_reserve,
#: exogemm_ws_release): C in a real file, pasted into every GEMM library by
#: procs/memories.PackedPanels and into every conv driver by gen/conv_build.
WORKSPACE_H = Path(__file__).with_name("workspace.h")
