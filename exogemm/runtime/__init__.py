"""The runtime layer: loads cached libraries and dispatches a call to its plan (dispatch),
the tuning file, `exogemm prepare`, the shipped store, the drop-in BLAS and the matrix
engines' permission checks. Never imports Exo: a warm call only loads a library."""
