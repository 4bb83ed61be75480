"""Libraries built from generated code: per-model C libraries (FP32, low precision, SME)
and the drop-in BLAS."""
