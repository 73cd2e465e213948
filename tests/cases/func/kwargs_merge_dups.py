def f(*a, **k): return sorted(k.items())
print(f(1, x=1, **{'y': 2}, **{'z': 3}))
for call in ["f(x=1, **{'x': 2})", "f(**{'x': 1}, **{'x': 2})", "f(**{'a': 1}, b=2, **{'b': 3})", "f(**{1: 2})", "f(**{'a': 1}, **{2: 3}, **{'a': 4})"]:
    try: print(eval(call))
    except TypeError as e: print(e)
class S(str): pass
print(f(**{S('q'): 1}, **{'r': 2}))
try: f(**{S('q'): 1}, **{'q': 2})
except TypeError as e: print(e)
