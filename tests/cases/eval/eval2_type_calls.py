print(type(5) is int, type('x')('y'), int('42') + 1, float('1.5'), bool([]), list('ab'), tuple([1]), dict(a=1), str(3.0))
