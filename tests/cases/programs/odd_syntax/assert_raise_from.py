def check(v):
    assert v > 0, f"bad value {v!r}"
    assert isinstance(v, int), ("tuple", "message")
    return v
for v in (1, -1, 2.5):
    try: print(check(v))
    except AssertionError as e: print("AssertionError:", e.args)
try: assert False
except AssertionError as e: print(repr(e), e.args)
try: assert [], "empty list"
except AssertionError as e: print(e)
print(__debug__)
try:
    try: {}["x"]
    except KeyError: raise ValueError("no key") from None
except ValueError as e:
    print(repr(e.__cause__), e.__suppress_context__, repr(e.__context__))
try:
    try: 1 / 0
    except ZeroDivisionError as z: raise RuntimeError("wrapped") from z
except RuntimeError as e:
    print(type(e.__cause__).__name__, e.__suppress_context__)
try:
    raise KeyError("a") from TypeError("b")
except KeyError as e:
    print(repr(e), repr(e.__cause__))
class MyErr(Exception):
    def __init__(self, code, *rest):
        super().__init__(code, *rest)
        self.code = code
    def __str__(self): return f"MyErr[{self.code}]"
try: raise MyErr(7, "x")
except MyErr as e: print(e, repr(e), e.args, e.code)
try: raise MyErr
except TypeError as e: print("TypeError", e)
try:
    raise ValueError
except ValueError as e: print(repr(e), e.args)
e = None
try: raise IndexError("i")
except IndexError as e: pass
print("e" in globals())
def reraiser():
    try: raise OSError(2, "nope")
    except OSError:
        raise
try: reraiser()
except OSError as e: print(e.errno, e.strerror, e)
try: raise Exception("a", 1) from None
except Exception as e: print(e, e.__cause__)
assert 1, "never"
print("end")
