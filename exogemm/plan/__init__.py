"""The plan layer: what a GEMM build is (tile, layouts, kernel families: small, fixed, dot,
narrow, rank-1; conv shapes) and what its symbols are called, as plain data with no Exo import.
Every file here names generated code, so the folder is in the cache key (gen/keys.py);
how a plan is *chosen* is exogemm/policy/, which is not. procs/ turns a plan into Exo
procedures; gen/ into C."""
