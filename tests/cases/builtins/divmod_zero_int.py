divmod(1, 0)
