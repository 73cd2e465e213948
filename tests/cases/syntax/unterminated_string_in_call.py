f(1, 'two, 3)
