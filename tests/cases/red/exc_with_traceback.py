# Red team 2 (issue 10), program 101_exc_with_traceback.
# attacks: with_traceback mixing tracebacks across exceptions, raise from, re-raising the same exception many times
def f(): raise ValueError("v")
tbs = []
for i in range(3):
    try: f()
    except ValueError as e: tbs.append(e.__traceback__)
e = KeyError("k").with_traceback(tbs[0])
try: e.with_traceback(5)
except TypeError as x: print("TE", x)
e2 = e.with_traceback(None)
print(e2 is e, e.__traceback__)
err = None
for i in range(2000):
    try:
        if err: raise err
        raise ValueError("x")
    except ValueError as x: err = x
n = 0; t = err.__traceback__
while t: n += 1; t = t.tb_next
print("tb len", n)
raise err from KeyError("cause")
