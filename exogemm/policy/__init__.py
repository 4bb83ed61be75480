"""The policy layer: which plan serves a shape on this host (the blocking from the caches, the
host calibration, the selector). Plain data and arithmetic, no Exo: the runtime chooses a
plan without loading the scheduler. Not in any cache key: choosing a plan never changes what
a plan's code is (each plan's numbers are in its own key)."""
