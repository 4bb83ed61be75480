"""Exo procedures and schedules for the matrix engines (isa/matrix.py): tile storage as Exo
memories, the tile instructions as `@instr`s, and the recipes that stage C, A and B in
tiles. Keyed apart from the vector code (gen/keys.py `matrix_engine_files`)."""
