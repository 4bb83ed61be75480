"""The build layer: turns plans into C and C into libraries. Its folders are its roles:
gen/exo/ (Exo's side: the generators and the records and keys of their output), gen/c/ (the C
around that output and the compilers, native and cross), gen/library/ (per-model libraries
and the drop-in BLAS), and gen/check/ (validation, a layer of its own above the api); here
at the top, the content-addressed cache every role shares."""
