def show():
    try:
        1 / 0
    except ZeroDivisionError:
        print("handled")
show()
try:
    try:
        raise ValueError("a")
    except ValueError as e:
        raise KeyError("b")
except KeyError as e2:
    print(repr(e2.__context__), e2.__context__.__context__)
# exception in except clause expression gets context
try:
    try:
        raise ValueError
    except undefined_name:
        pass
except NameError as e:
    print("NameError", e, type(e.__context__).__name__)
# handled exception restored after nested handler
try:
    raise ValueError("outer")
except ValueError:
    try:
        raise TypeError("inner")
    except TypeError:
        pass
    print("after inner")
# finally sees no exception when none
def fin():
    try:
        return None
    finally:
        pass
print(fin())
# exception args and str
e = ValueError("a", 2)
print(e.args, str(e), repr(e))
print(repr(KeyError("k")), str(KeyError("k")), str(KeyError()))
# raise instance with cause then check attributes
try:
    raise RuntimeError("r") from KeyError("c")
except RuntimeError as r:
    print(repr(r.__cause__), r.__suppress_context__)
# exception class hierarchy catching
for exc in [IndexError, KeyError, ZeroDivisionError, FileNotFoundError, UnicodeDecodeError]:
    print(exc.__name__, [b.__name__ for b in exc.__mro__])
# BaseException not caught by Exception
try:
    try:
        raise SystemExit(3)
    except Exception:
        print("wrong")
except BaseException as b:
    print("base", type(b).__name__, b.code)
# nested finally order
def nf():
    try:
        try:
            return "a"
        finally:
            print("inner")
    finally:
        print("outer")
print(nf())
# exception in else
try:
    try:
        pass
    except Exception:
        print("no")
    else:
        raise ValueError("else")
except ValueError as v:
    print("from else", v)
# break inside except inside loop
for i in range(3):
    try:
        raise ValueError
    except ValueError:
        break
print("i", i)
# return in except with finally
def rf():
    try:
        raise ValueError
    except ValueError:
        return "except"
    finally:
        print("fin runs")
print(rf())
# with_traceback and __traceback__
try:
    raise ValueError("x")
except ValueError as e:
    print(type(e.with_traceback(None)).__name__)
