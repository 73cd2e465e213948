print(isinstance(True, int), issubclass(bool, int), isinstance(1, bool), type(True) is bool)
