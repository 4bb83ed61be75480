"""The matrix engines' one shape (exogemm/engines/): every engine isa/ describes has a kit and
every kit an engine, each kit fills the protocol's roles, the command line is generic over
them (which engine takes which command is read from the roles), and a command an engine does
not take is refused naming those it does."""

from __future__ import annotations

import argparse
import ast
import inspect
from pathlib import Path

import pytest

from exogemm import engines
from exogemm.cli import engines as engine_cli
from exogemm.cli.main import main
from exogemm.core.errors import ExogemmError, UnknownIsaError
from exogemm.engines.protocol import COMMAND_ROLES, EngineKit, commands
from exogemm.isa.matrix import known_engines

#: The members every kit must have: the protocol's attributes and methods.
MEMBERS = sorted({*EngineKit.__annotations__,
                  *(n for n, _ in inspect.getmembers(EngineKit, inspect.isfunction)
                    if not n.startswith("_"))})


def test_every_engine_has_a_kit_and_every_kit_an_engine():
    assert sorted(engines.kits()) == sorted(known_engines())
    for name, kit in engines.kits().items():
        assert kit.name == name


@pytest.mark.parametrize("name", known_engines())
def test_each_kit_fills_every_role_of_the_protocol(name):
    kit = engines.get_kit(name)
    missing = [m for m in MEMBERS if not hasattr(kit, m)]
    assert missing == []
    for method in ("refuse", "describe", "tile", "show", "emit", "isas_lines", "isas_row"):
        assert callable(getattr(kit, method))
    if kit.checks is not None:
        for method in ("cannot_check", "check_kernels", "check_gemm"):
            assert callable(getattr(kit.checks, method))
    if kit.library is not None:
        for method in ("model_library", "check_library"):
            assert callable(getattr(kit.library, method))


def test_an_unknown_kit_is_refused_naming_the_kits():
    with pytest.raises(UnknownIsaError, match="amx, sme"):
        engines.get_kit("tpu")


def test_which_engine_takes_which_command_is_read_from_the_roles():
    assert engine_cli.COMMANDS == {name: commands(kit) for name, kit in engines.kits().items()}
    assert engine_cli.COMMANDS["amx"] == ("show", "emit", "test")  # no per-model library
    assert engine_cli.COMMANDS["sme"] == ("show", "emit", "test", "emit-model")
    assert set(engine_cli._HANDLERS) == set(COMMAND_ROLES)


class _BareKit:
    """A third engine with only the roles every kit must fill."""

    name = "bare"
    dtype_names: tuple[str, ...] = ()
    tiles_help = None
    checks = None
    library = None


def test_a_kit_without_checks_or_library_takes_show_and_emit_only():
    assert commands(_BareKit()) == ("show", "emit")


def test_a_command_an_engine_does_not_take_is_refused_naming_those_it_does(monkeypatch):
    monkeypatch.setitem(engine_cli.COMMANDS, "amx", ("show", "emit"))
    args = argparse.Namespace(isa="amx")
    with pytest.raises(ExogemmError, match=r"taken by `exogemm show`, `exogemm emit` \(and "
                                           r"`exogemm isas`\), not by `exogemm test`"):
        engine_cli.run("test", args)


def test_a_vector_isa_is_left_to_the_vector_commands():
    assert engine_cli.run("show", argparse.Namespace(isa="avx512")) is None


def test_emit_model_refuses_amx_naming_the_commands_it_takes(capsys, tmp_path):
    assert main(["emit-model", "--isa", "amx", "resnet50", "-o", str(tmp_path)]) == 2
    assert capsys.readouterr().err.strip().endswith(
        "--isa amx is a matrix engine taken by `exogemm show`, `exogemm emit`, `exogemm test` "
        "(and `exogemm isas`), not by `exogemm emit-model`")


def test_the_cli_branch_names_no_engine():
    """exogemm/cli/engines.py is written against the protocol only: no engine's name, no
    import of an engine's own modules."""
    path = Path(engine_cli.__file__)
    tree = ast.parse(path.read_text())
    names = {n.value for n in ast.walk(tree) if isinstance(n, ast.Constant)
             and isinstance(n.value, str)}
    assert not names & set(known_engines())
    imported = {n.module for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)}
    assert not {m for m in imported if any(e in (m or "") for e in known_engines())}


def test_the_tiles_and_dtype_options_come_from_the_kits():
    parser = argparse.ArgumentParser()
    engine_cli.add_tiles_arg(parser)
    help_text = parser.format_help()
    assert "2x2" in help_text  # SME's grid
    assert {"u8s8", "s8s8"} <= set(engine_cli.dtype_names())  # AMX's names
