"""Validated containers built on UserDict, UserList and UserString."""
from collections import UserDict, UserList, UserString
from typing import Any


class TypedDict_(UserDict):
    """A dict that only accepts string keys and int values."""

    def __setitem__(self, key: Any, value: Any) -> None:
        if not isinstance(key, str):
            raise TypeError(f"key must be str, not {type(key).__name__}")
        if not isinstance(value, int) or isinstance(value, bool):
            raise TypeError(f"value for {key!r} must be int")
        super().__setitem__(key.lower(), value)

    def __missing__(self, key: str) -> int:
        return 0


class SortedList(UserList):
    def __init__(self, data=()) -> None:
        super().__init__(sorted(data))

    def append(self, item: Any) -> None:
        lo, hi = 0, len(self.data)
        while lo < hi:
            mid = (lo + hi) // 2
            if self.data[mid] <= item:
                lo = mid + 1
            else:
                hi = mid
        self.data.insert(lo, item)

    def extend(self, items) -> None:
        for x in items:
            self.append(x)


class Slug(UserString):
    def __init__(self, text: str) -> None:
        cleaned = "".join(c if c.isalnum() else "-" for c in str(text).lower())
        while "--" in cleaned:
            cleaned = cleaned.replace("--", "-")
        super().__init__(cleaned.strip("-"))


def main() -> None:
    d = TypedDict_({"Apples": 3})
    d["PEARS"] = 2
    d.update(kiwis=5)
    print(d, d["missing"], "apples" in d, len(d), d.get("nope", -1))
    for k, v in [(1, 2), ("x", "y"), ("b", True)]:
        try:
            d[k] = v
        except TypeError as e:
            print("TypeError:", e)
    print(sorted(d.items()), d.data == dict(d), isinstance(d, dict))
    s = SortedList([5, 1, 4])
    s.append(3)
    s.extend([0, 9, 4])
    print(s, s[0], s[-1], s[2:4], type(s[2:4]).__name__, len(s), 4 in s, s.count(4), s.index(9))
    s2 = s + [100]
    print(type(s2).__name__, s2, s * 0, list(reversed(s))[:3])
    s.remove(4)
    s.pop()
    print(s, s == [0, 1, 3, 4, 5], s < [0, 2])
    slug = Slug("  Hello, World! Python 3.11 -- rocks ")
    print(slug, repr(slug), len(slug), slug.upper(), slug.split("-"), slug.startswith("hello"))
    print(slug + "!", type(slug + "!").__name__, slug[:5], "world" in slug, slug.replace("-", "_"))
    print(Slug("A") == "a", sorted([Slug("b"), Slug("A")]), str(slug).count("o"))


if __name__ == "__main__":
    main()
