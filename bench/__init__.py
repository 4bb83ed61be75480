"""The benchmarks: suites (square, DL layers, low precision, epilogue, overhead, drop-in BLAS),
their worker processes and reports. What they time with is bench/timing/ and whom they
compare with is bench/peers/, two folders of a lower layer that the tuners also use."""
