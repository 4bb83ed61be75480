"""ARM SME (the Scalable Matrix Extension): FP32 outer products into the ZA array.

In streaming mode the vector length is the streaming vector length SVL; the ZA array is
SVL/8 x SVL/8 bytes, seen for FP32 as 4 tiles ZA0.S..ZA3.S of lanes x lanes f32 (lanes =
SVL/32). `fmopa za<t>.s, p, p, z_a.s, z_b.s` adds the outer product of two vectors of
`lanes` f32 to a tile: ZA[t][i][j] += a[i] * b[j]. A micro-kernel keeps a block of C tiles in
ZA, `rows x cols` tiles with rows * cols <= 4, and streams packed columns of A and rows of B
through z registers.

The kernels are SVL-specific (mr = rows * lanes): the C entry checks the running SVL
(`svcntsw()`) against the description's and refuses another one. Built by clang-19 for
aarch64 (`arm_sme.h`), linked statically against the aarch64 cross glibc (bookworm's gcc-12 has
no SME intrinsics), run under QEMU (7.2 emulates SME) with the streaming vector length set by
`sme-default-vector-length` (in bytes). This module is plain data (no Exo); the Exo side is
procs/matrix/sme_*.py.
"""

from __future__ import annotations

import shutil
from dataclasses import dataclass

from exogemm.core.errors import UnknownIsaError
from exogemm.isa.base import Toolchain

#: Streaming vector lengths (bits) the kernels are built and validated for: the three QEMU's
#: `sme-default-vector-length` is tested at here (16, 32, 64 bytes).
SVLS = (128, 256, 512)
#: FP32 tiles of the ZA array (ZA0.S .. ZA3.S).
ZA32_TILES = 4


@dataclass(frozen=True)
class SmeEngine:
    """The SME target at one streaming vector length."""

    svl: int
    name: str = "sme"

    @property
    def key(self) -> str:
        return f"sme-svl{self.svl}"

    @property
    def lanes(self) -> int:
        """f32 elements in one z vector and in one row of a ZA32 tile."""
        return self.svl // 32

    @property
    def tiles(self) -> int:
        return ZA32_TILES

    @property
    def description(self) -> str:
        return (f"ARM SME at SVL={self.svl}: {self.tiles} ZA32 tiles of {self.lanes} x "
                f"{self.lanes} f32, fmopa outer products (under qemu-aarch64)")

    @property
    def toolchain(self) -> Toolchain:
        return Toolchain(
            cc=("clang-19", "--target=aarch64-linux-gnu"),
            # -fno-builtin: no memcpy/memset calls made up from loops inside streaming code
            # (a call to a non-streaming function from there would need the SME runtime)
            cflags=("-O3", "-march=armv9-a+sme", "-fno-builtin"),
            ldflags=("-static",),
            runner=("qemu-aarch64", "-cpu", f"max,sme-default-vector-length={self.svl // 8}"),
            objdump="aarch64-linux-gnu-objdump",
            apt_packages=("clang-19", "gcc-aarch64-linux-gnu", "libc6-dev-arm64-cross",
                          "binutils-aarch64-linux-gnu", "qemu-user"),
        )

    def fingerprint(self) -> tuple:
        tc = self.toolchain
        return (self.name, self.svl, self.lanes, self.tiles, tc.cc, tc.cflags)

    def runnable_here(self) -> str | None:
        for tool in (self.toolchain.cc[0], self.toolchain.runner[0]):
            if shutil.which(tool) is None:
                return (f"'{tool}' is not installed (install it with: "
                        f"{self.toolchain.install_hint()})")
        return None


def describe_engine(svl: int = 512) -> SmeEngine:
    """SME at streaming vector length `svl` bits (128, 256 or 512)."""
    if isinstance(svl, bool) or svl not in SVLS:
        raise UnknownIsaError(f"sme takes svl in {', '.join(map(str, SVLS))} (bits), "
                              f"got svl={svl!r}")
    return SmeEngine(svl=svl)
