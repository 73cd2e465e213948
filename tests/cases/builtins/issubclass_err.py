issubclass(1, int)
