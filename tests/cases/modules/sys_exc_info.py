import sys
print(sys.exc_info(), sys.exception())
try:
    raise KeyError("k")
except KeyError:
    t, v, tb = sys.exc_info()
    print(t.__name__, repr(v), v is sys.exception())
    try:
        1 / 0
    except ZeroDivisionError:
        print(sys.exc_info()[0].__name__, type(sys.exception()).__name__)
    print("restored", sys.exc_info()[0].__name__)
print(sys.exc_info(), sys.exception())
def handler():
    try: raise ValueError("in func")
    except ValueError: return sys.exc_info()[1]
print(repr(handler()), sys.exc_info()[1])
try: raise TypeError
except TypeError as e: print(sys.exception() is e)
finally: print("finally", sys.exception())
