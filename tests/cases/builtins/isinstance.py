print(isinstance(1, int), isinstance(True, int), isinstance(1, (str, (float, int))), isinstance('a', ()), issubclass(bool, int), issubclass(int, (str, object)))
isinstance(1, 'int')
