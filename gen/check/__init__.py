"""The check layer: one validation harness (in process, native program or under QEMU),
one tolerance, and every check built on them (kernels, GEMMs, conv, matrix engines,
per-model libraries, the ONNX forward bound), plus the static views (inspect, llvm-mca)."""
