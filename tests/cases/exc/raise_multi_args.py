raise ValueError("a", 1)
