print('y' if 1 else 'n', [i if i % 2 else -i for i in range(4)])
