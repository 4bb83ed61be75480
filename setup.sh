#!/usr/bin/env bash
# Set up exogemm on a fresh Debian machine, then run the main job (or the tests).
#
#   ./setup.sh          install what is missing, prepare the native GEMM plans, then generate,
#                       validate and benchmark the native micro-kernels (table: kernel,
#                       validated, GFLOP/s, % of peak)
#   ./setup.sh --test   install what is missing, then run the whole test suite
#
# Idempotent: apt runs only for missing packages, pip only when pyproject.toml changed.
# Without root, apt is skipped (native ISA only) and the script says what it skipped.
set -euo pipefail
cd "$(dirname "$0")"

mode=run
case "${1:-}" in
  "") ;;
  --test) mode=test; shift ;;
  *) echo "usage: ./setup.sh [--test [pytest args...]]" >&2; exit 2 ;;
esac

# Toolchains: native build (gcc), cross compilers + QEMU for NEON/SVE/RVV, disassemblers
# for the static checks, Debian's BLIS and LIBXSMM as benchmark peers; the reference BLAS,
# its test programs (xblat3s, xscblat3: tests/test_blas_library.py) and Debian's NumPy
# (linked to the system BLAS: bench/blas.py) for the drop-in BLAS library.
APT_PACKAGES=(
  gcc python3-venv python3-dev
  qemu-user gcc-aarch64-linux-gnu libc6-dev-arm64-cross binutils-aarch64-linux-gnu
  gcc-riscv64-linux-gnu libc6-dev-riscv64-cross binutils-riscv64-linux-gnu
  clang-19 llvm-19 libblis4-openmp libxsmm-dev
  libblas3 libblas-test python3-numpy
)

missing=()
for pkg in "${APT_PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
done
if ((${#missing[@]})); then
  if [ "$(id -u)" = 0 ]; then
    echo "setup: installing ${missing[*]}"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  else
    echo "setup: not root, skipped apt packages: ${missing[*]}" >&2
    echo "setup: cross ISAs (neon, sve, rvv) and the BLIS peer will be skipped; as root run:" >&2
    echo "       apt-get install -y ${missing[*]}" >&2
  fi
fi

if [ ! -x .venv/bin/python ]; then
  python3 -m venv .venv
fi
stamp=.venv/.exogemm-installed
want=$(sha256sum pyproject.toml | cut -d' ' -f1)
if [ "$(cat "$stamp" 2>/dev/null)" != "$want" ]; then
  .venv/bin/python -m pip install -q --upgrade pip >/dev/null
  .venv/bin/python -m pip install -q -e '.[dev,bench]'
  echo "$want" > "$stamp"
fi

# The native ISA's plans (the default, its epilogue build and the selector's other
# candidates), generated and compiled once ahead of first use (a few minutes the first
# time, then a no-op), so a first gemm() call only loads a library.
.venv/bin/exogemm prepare
# The drop-in BLAS (libexogemm_blas.so: sgemm_ and cblas_sgemm), from the default plan.
.venv/bin/exogemm build-blas

if [ "$mode" = test ]; then
  exec .venv/bin/python -m pytest -n auto "$@"
fi
exec .venv/bin/exogemm bench --kernels
