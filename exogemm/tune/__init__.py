"""The tune layer: the empirical autotuner, the host calibration (`tune --host`) and the
ranking of tiles for a named core (`tune --cpu`); above the benchmarks whose timers they use."""
