def risky(n):
    if n == 0: raise ValueError("zero")
    if n == 1: raise TypeError("one")
    if n == 2: raise KeyError("two")
    return n
for n in range(4):
    try: r = risky(n)
    except (ValueError, TypeError) as e: print("V/T", type(e).__name__, e)
    except LookupError as e: print("lookup", repr(e))
    else: print("ok", r)
excs = (ZeroDivisionError, OverflowError)
try: 1 / 0
except excs as e: print("tuple var", type(e).__name__)
try: raise ArithmeticError
except (ArithmeticError,): print("singleton tuple")
class E1(Exception): pass
class E2(E1): pass
try: raise E2("sub")
except E1 as e: print("caught base", type(e).__name__, isinstance(e, E2))
try:
    try: raise E1("inner")
    except E2: print("wrong")
except E1 as e: print("outer caught", e)
def nested_finally():
    log = []
    try:
        try: raise ValueError("a")
        finally: log.append("inner finally")
    except ValueError: log.append("handled")
    finally: log.append("outer finally")
    return log
print(nested_finally())
try: raise Exception("multi", "args", 3)
except Exception as e: print(e.args, str(e), repr(e))
e = ValueError("x"); e.extra = 5; print(e.extra, e.args, e.with_traceback(None) is e)
print(issubclass(KeyError, LookupError), issubclass(StopIteration, Exception), issubclass(GeneratorExit, Exception), KeyboardInterrupt.__mro__[1].__name__)
print(repr(KeyError("k")), str(KeyError("k")), str(KeyError()), repr(OSError(1, "x")), str(UnicodeError("u")))
try: int("abc")
except ValueError as e: print(e)
try: [].pop()
except IndexError as e: print(e)
try: {}.popitem()
except KeyError as e: print(e)
try: None.attr
except AttributeError as e: print(e)
try: "a" + 1
except TypeError as e: print(e)
try: undefined()
except NameError as e: print(e, e.name if hasattr(e, "name") else "")
def raise_in_except():
    try: raise ValueError("first")
    except ValueError: raise TypeError("second")
try: raise_in_except()
except TypeError as e: print(repr(e.__context__), e.__cause__)
try: raise StopIteration(5)
except StopIteration as e: print(e.value)
class WithArgs(Exception):
    def __init__(self, a, b): super().__init__(a); self.b = b
try: raise WithArgs(1, 2)
except WithArgs as e: print(e, e.args, e.b)
print(Exception("a") == Exception("a"))
