print(hash(1) == hash(1.0), hash(True) == hash(1), {1: 'a', 1.0: 'b', True: 'c'})
