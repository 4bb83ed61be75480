"""The peers: finding and loading the libraries exogemm is measured against (MKL, OpenBLAS,
BLIS, LIBXSMM, ONNX Runtime, Apache TVM), each in its best configuration or skipped with the
reason."""
