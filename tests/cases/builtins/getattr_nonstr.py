getattr(1, 2)
