def f1():
    try: return "try"
    finally: return "finally"
def f2():
    try: raise ValueError("x")
    finally: return "swallowed"
def f3():
    for i in range(5):
        try:
            if i == 1: continue
            if i == 3: break
        finally:
            print("fin", i, end=" ")
    return i
def f4():
    try:
        try: 1 / 0
        except ZeroDivisionError: raise KeyError("k")
        finally: print("inner finally")
    except KeyError as e:
        return f"outer {e!r} ctx={e.__context__!r}"
def f5():
    out = []
    try: out.append("try")
    except Exception: out.append("except")
    else: out.append("else")
    finally: out.append("finally")
    return out
def f6():
    x = 0
    while True:
        try:
            x += 1
            if x < 3: continue
            return x
        finally:
            if x == 3: print("finally sees", x)
def f7():
    try:
        return (v := [1])
    finally:
        v.append(2)
def f8():
    for _ in range(1):
        try: return "from try"
        finally: break
    return "after break"
def f9():
    try: raise TypeError("t")
    except TypeError:
        try: raise ValueError("v")
        except ValueError as inner: return repr(inner.__context__)
for f in (f1, f2, f3, f4, f5, f6, f7, f8, f9):
    print(f.__name__, f())
try: pass
except: pass
else: print("else ran")
try:
    try: raise ValueError
    finally: print("cleanup before propagate")
except ValueError: print("propagated")
def gen():
    try: yield 1
    finally: print("gen finally")
for v in gen(): print("got", v)
