print(isinstance(1, (str, int)), isinstance('a', (int, float)))
