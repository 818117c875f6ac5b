"""The Huit américain bots (RULES.md Part B): Easy, Medium and Hard."""
