def f(**kw):
    return kw
print(f(**{"a": 1}, b=2))
try:
    f(**{"a": 1}, **{"a": 2})
except TypeError as e:
    print("TypeError:", e)
try:
    f(a=1, **{"a": 2})
except TypeError as e:
    print("TypeError:", e)
def g(a):
    return a
try:
    g(1, **{"a": 2})
except TypeError as e:
    print("TypeError:", e)
