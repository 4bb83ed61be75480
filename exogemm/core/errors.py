"""User-facing errors.

Every error a user can provoke derives from ExogemmError, so the CLI can print it as one
clear line instead of a traceback, and tests can check each message.
"""

from __future__ import annotations

import numpy as np


class ExogemmError(Exception):
    """Base class: bad input or an environment problem, explained for the user."""


class ShapeError(ExogemmError, ValueError):
    """A tile or matrix size is not a positive integer, or shapes do not match."""


class UnknownIsaError(ExogemmError, KeyError):
    """An ISA name or parameter that no module in isa/ describes."""

    def __str__(self) -> str:  # KeyError would quote the message
        return self.args[0]


class UnknownDtypeError(ExogemmError, KeyError):
    """A datatype name that exogemm.core.dtype does not implement."""

    def __str__(self) -> str:  # KeyError would quote the message
        return self.args[0]


class UnknownStepError(ExogemmError, KeyError):
    """A step name that a recipe does not have."""

    def __str__(self) -> str:  # KeyError would quote the message
        return self.args[0]


class RegisterBudgetError(ExogemmError, ValueError):
    """A micro-kernel tile needs more vector registers than the ISA has."""


class ToolchainMissingError(ExogemmError, RuntimeError):
    """A compiler, emulator or disassembler is not installed."""


class CompileError(ExogemmError, RuntimeError):
    """The C compiler rejected generated code."""


class RunError(ExogemmError, RuntimeError):
    """A cross-compiled program failed under its emulator."""


class UnsupportedCpuError(ExogemmError, RuntimeError):
    """This CPU cannot run the ISA natively (and no emulator is configured for it)."""


def check_positive_int(name: str, value: object, *, allowed: str = "a positive integer") -> int:
    """Return value as an int, or raise ShapeError naming the parameter and what is allowed.

    Booleans and floats are rejected even when integral: a kernel shape of 6.0 or True is
    almost always a bug upstream, and silently accepting it would hide that bug.
    """
    if isinstance(value, np.integer):
        value = int(value)
    if isinstance(value, bool) or not isinstance(value, int):
        raise ShapeError(f"{name} must be {allowed}, got {value!r} ({type(value).__name__})")
    if value <= 0:
        raise ShapeError(f"{name} must be {allowed}, got {value}")
    return value


class BlockingError(ExogemmError, ValueError):
    """Cache blocking sizes (mc, nc, kc) that are not positive or not multiples of mr / nr."""


class PlanNameError(ExogemmError, ValueError):
    """A GEMM plan name suffix that would not make valid, distinct C identifiers."""


class DtypeError(ExogemmError, TypeError):
    """An array argument is not a plain NumPy array of a dtype the call takes (a list, a
    scalar, a masked array, float64 where float32 is needed, an unsupported dtype pair)."""


class AliasingError(ExogemmError, ValueError):
    """The output shares memory with an argument the call reads (A, B, bias, residual,
    scales), or its own elements overlap (a zero stride)."""


class ReadOnlyError(ExogemmError, ValueError):
    """The output C is not writeable."""


class ScalarError(ExogemmError, ValueError):
    """alpha, beta or threads is not a usable value (non-finite, not real, not positive)."""


class LayoutError(ExogemmError, ValueError):
    """A filter layout, conv variant or GEMM plan operand layout that is not one of the
    supported names."""


class ChannelMismatchError(ShapeError):
    """The filter's input channels differ from the input tensor's, or the bias length from
    the filter's output channels."""


class ConvParameterError(ExogemmError, ValueError):
    """A convolution stride, padding or dilation that is not usable (not an int, < 1 / < 0,
    or a window that does not fit the padded input)."""


class IsaDescriptionError(ExogemmError, ValueError):
    """An ISA description (isa/) lacks a C template that a requested kernel needs."""


class AccumulatorOverflowError(ExogemmError, ValueError):
    """An integer GEMM whose sums could leave the int32 accumulator's range."""


class ModelImportError(ExogemmError, ValueError):
    """An ONNX model exogemm cannot turn into layers (exogemm/models/onnx_import.py): unreadable,
    not a model, no GEMM-like node, an operator form it does not import (a 1-D or 3-D
    convolution), or a --batch / --dim that does not apply to the model."""


class DynamicShapeError(ModelImportError):
    """A GEMM-like node whose operand shape is still symbolic or unknown after shape
    inference; the message names the node, the operand and the --batch / --dim that fix it."""


class CacheError(ExogemmError, RuntimeError):
    """The cache directory cannot be used (not a directory, not writeable, ...): names the
    path, the reason, and how to choose another one ($EXOGEMM_CACHE)."""


class CacheWarning(UserWarning):
    """A damaged cache entry was found and is being rebuilt (said once per entry)."""


class ThreadsWarning(RuntimeWarning):
    """A thread count exogemm cannot honour here was reduced (said once per cause)."""


class OnnxModelError(ExogemmError, ValueError):
    """An ONNX model or its inputs that exogemm's forward pass (exogemm/api/onnx_forward.py)
    cannot run: an operator or attribute it does not implement, a missing, extra or mistyped
    input, a tensor no earlier node produced."""


class AmxUnavailableError(UnsupportedCpuError):
    """AMX kernels cannot run in this process: the CPU lacks amx_tile or the datatype's flag
    (amx_bf16, amx_int8), or Linux refused the tile state (arch_prctl
    ARCH_REQ_XCOMP_PERM); the message names the CPU and the flag or the errno."""
