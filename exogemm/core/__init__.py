"""The core layer: what can go wrong (errors, return codes), the datatype axis, argument
and thread-count checks, where state lives, and the facts of the host. Imports nothing else
of exogemm, so every other layer may use it."""
