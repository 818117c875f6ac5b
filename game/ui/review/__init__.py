"""The Review: a finished game replayed move by move, with the win chance of every decision."""
