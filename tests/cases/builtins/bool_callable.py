print(bool(), bool(0), bool([1]), bool(''), callable(len), callable(1), callable(lambda: 0), callable(int))
