# sys.modules['__main__'] is the program's namespace, and `import __main__` finds it.
import sys
x = 5
m = sys.modules['__main__']
print(m.__name__, m.x, m.__dict__ is globals())
import __main__
print(__main__ is m, __main__.x)
__main__.y = 7
print(y)
