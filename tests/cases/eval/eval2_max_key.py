print(max(['aa', 'b', 'ccc'], key=len), min(3, 1, 2, key=lambda x: -x), max([], default=0))
