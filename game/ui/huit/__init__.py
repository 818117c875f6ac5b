"""The Huit américain table's drawing (RULES.md Part B): its card faces so far."""
