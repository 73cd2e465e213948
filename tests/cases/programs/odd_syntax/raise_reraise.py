def reraise():
    try:
        int("bad")
    except ValueError:
        print("handling, then re-raising")
        raise


try:
    reraise()
except ValueError as e:
    print("outer got:", e)


def raise_in_finally():
    try:
        raise KeyError("first")
    finally:
        raise ValueError("second")


try:
    raise_in_finally()
except ValueError as e:
    print(repr(e), "context:", repr(e.__context__))


def raise_in_except():
    try:
        1 / 0
    except ZeroDivisionError as z:
        raise RuntimeError("converted") from z


try:
    raise_in_except()
except RuntimeError as e:
    print(e, type(e.__cause__).__name__)
try:
    raise ValueError
except ValueError as e:
    print("class raised:", repr(e), e.args)
err = TypeError("reused")
for i in range(2):
    try:
        raise err
    except TypeError as e:
        print(i, e is err)


class MyError(Exception):
    def __init__(self, code, msg="custom"):
        super().__init__(f"[{code}] {msg}")
        self.code = code


try:
    raise MyError(42)
except MyError as e:
    print(e, e.code, e.args, str(e), repr(e))
try:
    try:
        raise MyError(1, "inner")
    except MyError:
        raise
finally:
    print("finally runs before the uncaught error")
