setattr(1, 'x', 2)
