"""The bots of 8½ (Easy, Medium, Hard): they see only observe(state, seat)."""
