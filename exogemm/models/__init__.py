"""Networks as GEMM shapes: the built-in layer suites and the ONNX graph reader that turns
your own model into the same `Layer` records. Data only: what to build, not how."""
