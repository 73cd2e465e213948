def risky(kind):
    if kind == 0:
        return 1 / 0
    if kind == 1:
        return [][1]
    if kind == 2:
        return {}["k"]
    if kind == 3:
        return int("x")
    if kind == 4:
        raise OSError(2, "No such file")
    raise RuntimeError("other")


for k in range(6):
    try:
        risky(k)
    except (ZeroDivisionError, IndexError) as e:
        print(k, "arith/index:", type(e).__name__, e)
    except LookupError as e:
        print(k, "lookup:", repr(e))
    except ValueError:
        print(k, "value error")
    except Exception as e:
        print(k, "generic:", type(e).__name__, e.args)
try:
    e = "bound before"
    try:
        raise TypeError("t")
    except TypeError as e:
        pass
    print(e)
except NameError as ne:
    print("NameError: e was deleted after except:", ne)
try:
    raise KeyboardInterrupt if False else SystemError("sys")
except:
    print("bare except caught")
exc_types = (ValueError, TypeError)
try:
    raise TypeError("dynamic tuple")
except exc_types as err:
    print("caught via tuple variable", err)
print(issubclass(KeyError, LookupError), issubclass(ZeroDivisionError, ArithmeticError),
      issubclass(UnicodeDecodeError, ValueError), issubclass(StopIteration, Exception),
      issubclass(KeyboardInterrupt, Exception), BaseException.__subclasses__ if False else "ok")
print([c.__name__ for c in NotImplementedError.__mro__], FileNotFoundError.__mro__[1].__name__)
