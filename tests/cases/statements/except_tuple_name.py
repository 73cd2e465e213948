def f(exc):
    try:
        raise exc
    except (KeyError, IndexError) as e:
        return f"lookup {type(e).__name__}"
    except (TypeError,) as e:
        return "type"
    except ArithmeticError as e:
        return f"arith {type(e).__name__}"
    except Exception:
        return "other"

for exc in [KeyError, IndexError("i"), TypeError, ZeroDivisionError, OverflowError, ValueError]:
    print(f(exc))

e = "outer"
try:
    raise ValueError
except ValueError as e:
    pass
try:
    print(e)
except NameError as err:
    print("NameError:", err)

def g():
    e = 1
    try:
        raise ValueError
    except ValueError as e:
        pass
    return e
try:
    g()
except UnboundLocalError as err:
    print("UnboundLocalError:", err)

try:
    try:
        raise ValueError
    except 42:
        pass
except TypeError as err:
    print("TypeError:", err)

try:
    try:
        raise ValueError
    except (ValueError, 42):
        print("first match wins before the bad entry")
except TypeError as err:
    print("TypeError:", err)

class MyErr(Exception):
    pass
class Sub(MyErr):
    pass
try:
    raise Sub("sub")
except MyErr as m:
    print("caught subclass", type(m).__name__, m.args)
