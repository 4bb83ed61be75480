"""Timing: the C timer every benchmark and the tuners share, the FMA peak and the measured
read bandwidth (the ceilings every figure is a percentage of)."""
