# list()/tuple()/set()/frozenset()/sorted() of an int/float/str/tuple/bytes/list subclass:
# a mixin's __iter__ later in the MRO is used, and a non-iterable one names the subclass.
class Mixin:
    def __iter__(self):
        yield 1
        yield 2
class I(int, Mixin): pass
class F(float, Mixin): pass
class J(int): pass
class S(str): pass
class S2(str):
    def __iter__(self):
        return iter("xy")
class T(tuple): pass
class T2(tuple):
    def __iter__(self):
        return iter([0])
class B(bytes): pass
class L(list): pass
for v in (I(3), F(1.5), J(3), S("ab"), S2("ab"), T((1, 2)), T2((1, 2)), B(b"ab"), L([4, 5])):
    for ctor in (list, tuple, set, frozenset, sorted):
        try:
            r = ctor(v)
            print(type(v).__name__, ctor.__name__, sorted(r) if ctor in (set, frozenset) else r)
        except TypeError as e:
            print(type(v).__name__, ctor.__name__, "TypeError:", e)
