"""A convolution's sizes and the GEMM it is (im2col: M = Nb*Ho*Wo, N = K, K = R*S*C), and
the names of the implicit conv's procs, as plain data: the layer suites, the plan policy,
conv2d, the Exo procs and the C builder all need them."""

from __future__ import annotations

from exogemm.plan.tile import Tile


def conv_output_size(size: int, window: int, stride: int = 1, padding: int = 0,
                     dilation: int = 1) -> int:
    """Output extent along one axis: (size + 2*padding - dilation*(window-1) - 1)//stride + 1
    (0 or less when the dilated window does not fit the padded input)."""
    span = size + 2 * padding - dilation * (window - 1) - 1
    return span // stride + 1 if span >= 0 else 0


class ConvShape:
    """A convolution's sizes and its GEMM: M = Nb*Ho*Wo, N = K (out channels), K = R*S*C."""

    __slots__ = ("Nb", "H", "W", "C", "K", "R", "S", "sh", "sw", "ph", "pw", "dh", "dw")

    def __init__(self, Nb, H, W, C, K, R, S, stride=(1, 1), padding=(0, 0), dilation=(1, 1)):
        self.Nb, self.H, self.W, self.C, self.K, self.R, self.S = Nb, H, W, C, K, R, S
        self.sh, self.sw = stride
        self.ph, self.pw = padding
        self.dh, self.dw = dilation

    @property
    def Ho(self) -> int:
        return conv_output_size(self.H, self.R, self.sh, self.ph, self.dh)

    @property
    def Wo(self) -> int:
        return conv_output_size(self.W, self.S, self.sw, self.pw, self.dw)

    @property
    def gemm(self) -> tuple[int, int, int]:
        """(M, N, K) of the equivalent GEMM."""
        return self.Nb * self.Ho * self.Wo, self.K, self.R * self.S * self.C

    @property
    def flops(self) -> int:
        M, N, K = self.gemm
        return 2 * M * N * K

    @property
    def is_pointwise(self) -> bool:
        """1x1, stride 1, no padding: the im2col matrix is x itself (no copy)."""
        return (self.R, self.S, self.sh, self.sw, self.ph, self.pw) == (1, 1, 1, 1, 0, 0)

    def __repr__(self) -> str:
        return (f"ConvShape(Nb={self.Nb}, H={self.H}, W={self.W}, C={self.C}, K={self.K}, "
                f"R={self.R}, S={self.S}, stride=({self.sh}, {self.sw}), "
                f"padding=({self.ph}, {self.pw}), dilation=({self.dh}, {self.dw}))")


def conv_prefix(tile: Tile) -> str:
    """Name prefix of the conv procs built on `tile`: sconv_<isa>_<mr>x<nr>."""
    return f"sconv_{tile.isa.key}_{tile.mr}x{tile.nr}"


def packer_name(mr: int, sw: int, dh: int, dw: int, cb: int = 0) -> str:
    """cb = 0: the channel count is a run-time size; else specialised to cb channels."""
    return f"sconv_pack_a_mr{mr}_sw{sw}_d{dh}x{dw}" + (f"_c{cb}" if cb else "")
