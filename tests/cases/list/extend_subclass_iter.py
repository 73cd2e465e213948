# list(), tuple(), [*x], sorted(), set(), extend and += take a list or tuple subclass
# through its own __iter__ (only an exact list or tuple is copied directly, as CPython).
class L(list):
    def __iter__(self):
        return iter([9, 8])
class T(tuple):
    def __iter__(self):
        return iter(['t'])
x = L([1, 2, 3])
print(list(x), tuple(x), [*x], sorted(x), set(x))
y = []
y.extend(x)
y += x
print(y, list(T((1, 2))), [*T((1, 2))])
class Plain(list):
    pass
print(list(Plain([1, 2])), [*Plain((3,))])
z = [1, 2]
z.extend(z)
print(z)
