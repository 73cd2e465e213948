"""Custom containers registered with collections.abc, and types helpers."""
import types
from collections.abc import Callable, Container, Hashable, Iterable, Iterator, Mapping, MutableMapping, Sequence, Sized
from typing import Any, Dict


class CaseInsensitiveDict(MutableMapping):
    def __init__(self, data: Dict[str, Any] = None, **kw: Any) -> None:
        self._store: Dict[str, tuple] = {}
        self.update(data or {}, **kw)

    def __setitem__(self, key: str, value: Any) -> None:
        self._store[key.lower()] = (key, value)

    def __getitem__(self, key: str) -> Any:
        return self._store[key.lower()][1]

    def __delitem__(self, key: str) -> None:
        del self._store[key.lower()]

    def __iter__(self):
        return (orig for orig, _ in self._store.values())

    def __len__(self) -> int:
        return len(self._store)

    def __repr__(self) -> str:
        return f"{type(self).__name__}({dict(self.items())})"


class Countdown(Sequence):
    def __init__(self, n: int) -> None:
        self.n = n

    def __len__(self) -> int:
        return self.n

    def __getitem__(self, i):
        if isinstance(i, slice):
            return [self[j] for j in range(*i.indices(self.n))]
        if not -self.n <= i < self.n:
            raise IndexError("countdown index out of range")
        return self.n - (i % self.n)


def main() -> None:
    h = CaseInsensitiveDict({"Content-Type": "text/html"}, Accept="*/*")
    h["content-type"] = "application/json"
    print(h, len(h), "ACCEPT" in h, h.get("missing", "-"))
    print(sorted(h.keys()), list(h.values()))
    h.setdefault("X-Id", 7)
    print(h.pop("accept"), h.popitem(), dict(h))
    print(h == {"X-Id": 7}, isinstance(h, Mapping), isinstance({}, MutableMapping))
    c = Countdown(5)
    print(list(c), c[1:4], c[-1], 3 in c, c.index(2), c.count(9), list(reversed(c)))
    try:
        c[10]
    except IndexError as e:
        print("IndexError:", e)
    checks = [([], Iterable), (iter([]), Iterator), (len, Callable), ({}, Hashable), ((), Hashable),
              ("x", Sequence), ({1}, Sized), (c, Container), (5, Iterable)]
    print([isinstance(obj, abc) for obj, abc in checks])
    ns = types.SimpleNamespace(a=1, b="two")
    ns.c = [3]
    print(ns, ns == types.SimpleNamespace(a=1, b="two", c=[3]), vars(ns))
    def gen():
        yield 1
    print(isinstance(gen, types.FunctionType), isinstance(gen(), types.GeneratorType),
          isinstance(len, types.BuiltinFunctionType), isinstance(c.__len__, types.MethodType))
    proxy = types.MappingProxyType({"k": 1})
    try:
        proxy["k"] = 2
    except TypeError as e:
        print("TypeError:", e)
    print(proxy["k"], dict(proxy), type(types) is types.ModuleType)
    Dyn = types.new_class("Dyn", (object,), {}, lambda ns: ns.update({"hello": lambda self: "hi"}))
    print(Dyn().hello(), Dyn.__name__)
    m = types.ModuleType("plugin", "a dynamic module")
    m.value = 3
    print(m.__name__, m.__doc__, m.value)


if __name__ == "__main__":
    main()
