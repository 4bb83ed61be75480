"""Exo's side of the build: the only modules of gen/ that import Exo (the generators, loaded
by name on a cache miss) and the records and keys of what they output. Every file in this
folder is generating code: it is in the cache key (gen/keys.py) without registration."""
