"""The C around Exo's output: templates filled in (gen/templates/), the sources of a plan,
conv module, low-precision GEMM or matrix-engine kernel assembled, and compiled natively
(cffi) or with a target's cross toolchain. No Exo import."""
