"""The plan layer: what a GEMM build is (tile, blocking, layouts) and how one is chosen, as
plain data with no Exo import, so the runtime can pick and name a plan without loading the
scheduler. procs/ turns a plan into Exo procedures; gen/ into C."""
