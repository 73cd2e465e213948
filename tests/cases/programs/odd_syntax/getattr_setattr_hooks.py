class Record:
    def __init__(self, **fields):
        object.__setattr__(self, "_data", dict(fields))
        object.__setattr__(self, "_log", [])

    def __getattr__(self, name):
        try:
            return self._data[name]
        except KeyError:
            raise AttributeError(f"no field {name!r}") from None

    def __setattr__(self, name, value):
        self._log.append(("set", name))
        self._data[name] = value

    def __delattr__(self, name):
        self._log.append(("del", name))
        del self._data[name]


r = Record(a=1, b=2)
print(r.a, r.b)
r.c = 3
del r.a
print(r._data, r._log)
try:
    r.a
except AttributeError as e:
    print("AttributeError:", e)
print(getattr(r, "zz", "default"), hasattr(r, "b"), hasattr(r, "a"))


class Proxy:
    def __init__(self, target):
        self._target = target
        self.calls = 0

    def __getattr__(self, name):
        self.calls += 1
        return getattr(self._target, name)


p = Proxy([3, 1, 2])
p.append(0)
p.sort()
print(p._target, p.calls, p.index(2))


class Frozen:
    __slots__ = ()

    def __setattr__(self, k, v):
        raise AttributeError(f"cannot set {k}: frozen")


try:
    Frozen().x = 1
except AttributeError as e:
    print(e)


class Lowered:
    def __getattribute__(self, name):
        if name.isupper():
            name = name.lower()
        return object.__getattribute__(self, name)

    def value(self):
        return "value called"


print(Lowered().VALUE(), getattr(Lowered(), "VALUE")())
setattr(r, "dyn", 9)
print(r.dyn, getattr(r, "dyn"))
