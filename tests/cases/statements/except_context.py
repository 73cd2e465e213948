def show(e):
    print(type(e).__name__, e, "| cause:", repr(e.__cause__), "| context:", repr(e.__context__),
          "| suppress:", e.__suppress_context__)

try:
    try:
        1 / 0
    except ZeroDivisionError:
        raise ValueError("in handler")
except ValueError as e:
    show(e)

try:
    try:
        1 / 0
    except ZeroDivisionError as z:
        raise ValueError("from") from z
except ValueError as e:
    show(e)

try:
    try:
        1 / 0
    except ZeroDivisionError:
        raise ValueError("none") from None
except ValueError as e:
    show(e)

try:
    try:
        raise KeyError("k")
    finally:
        raise RuntimeError("in finally")
except RuntimeError as e:
    show(e)

try:
    try:
        raise KeyError("k")
    except KeyError:
        raise
except KeyError as e:
    show(e)

try:
    raise TypeError("t") from ValueError
except TypeError as e:
    show(e)

def reraise_after_inner():
    try:
        raise ValueError("outer")
    except ValueError:
        try:
            raise KeyError("inner")
        except KeyError:
            pass
        raise
try:
    reraise_after_inner()
except ValueError as e:
    show(e)

try:
    raise
except RuntimeError as e:
    show(e)

try:
    raise 5
except TypeError as e:
    show(e)
try:
    raise ValueError from 3
except TypeError as e:
    show(e)
