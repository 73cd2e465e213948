class DefaultDict(dict):
    def __init__(self, factory, *a, **k):
        super().__init__(*a, **k)
        self.factory = factory

    def __missing__(self, key):
        self[key] = value = self.factory()
        return value


dd = DefaultDict(list)
dd["a"].append(1)
dd["b"]
print(dd, len(dd), isinstance(dd, dict), "c" in dd, dd.get("c"))


class Stack(list):
    def push(self, x):
        self.append(x)
        return self

    def peek(self):
        return self[-1]


s = Stack([1, 2]).push(3)
print(s, s.peek(), len(s), s + [4], type(s + [4]).__name__, type(s[:1]).__name__)


class Upper(str):
    def __new__(cls, value):
        return super().__new__(cls, value.upper())

    def shout(self):
        return self + "!"


u = Upper("hello")
print(u, u.shout(), type(u).__name__, u.lower(), type(u.lower()).__name__, u == "HELLO")


class Money(int):
    def __repr__(self):
        return f"${int(self)}"

    def __add__(self, other):
        return Money(int(self) + int(other))


m = Money(5) + Money(7)
print(m, repr(m), [m], m * 2, type(m * 2).__name__, str(m))


class NamedTuple3(tuple):
    def __new__(cls, a, b, c):
        return super().__new__(cls, (a, b, c))

    @property
    def total(self):
        return sum(self)


t = NamedTuple3(1, 2, 3)
print(t, t.total, t[1:], len(t))


class AppError(Exception):
    def __str__(self):
        return f"AppError<{self.args[0]}>"


try:
    raise AppError("oops")
except Exception as e:
    print(e, repr(e), e.args)
