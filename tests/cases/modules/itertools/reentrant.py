import itertools
# (count re-entered from its step's __add__ crashes CPython 3.11 itself, so only
# accumulate is compared here; pyeval holds count's values across the add too)
calls = [0]
def f(a, b):
    calls[0] += 1
    if calls[0] < 3:
        print('inner', next(acc))
    return a + b
acc = itertools.accumulate([1, 2, 3, 4, 5, 6], f)
print(list(acc))
