"""The NumPy entries: `exogemm.gemm` (f32 and the low-precision datatypes), `conv2d`,
`qgemm`, AMX opt-in, and the ONNX forward pass built on them."""
