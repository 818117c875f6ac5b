"""Bots for 8½: they see only rules.observe(state, seat)."""
