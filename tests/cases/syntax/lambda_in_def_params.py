def f(lambda): pass
