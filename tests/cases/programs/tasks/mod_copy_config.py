"""Configuration layering with copy.copy / copy.deepcopy and custom hooks."""
import copy
from typing import Any, Dict, List

DEFAULTS: Dict[str, Any] = {
    "server": {"host": "localhost", "port": 8080, "tls": {"enabled": False, "ciphers": ["aes"]}},
    "workers": 4,
    "paths": ["/var/app", "/tmp"],
}


def merge(base: Dict[str, Any], override: Dict[str, Any]) -> Dict[str, Any]:
    """Recursively merge override into a deep copy of base."""
    out = copy.deepcopy(base)
    for k, v in override.items():
        if isinstance(v, dict) and isinstance(out.get(k), dict):
            out[k] = merge(out[k], v)
        else:
            out[k] = copy.deepcopy(v)
    return out


class Node:
    def __init__(self, name: str, children: List["Node"] = None) -> None:
        self.name = name
        self.children = children or []
        self.parent = None
        for c in self.children:
            c.parent = self

    def __repr__(self) -> str:
        return f"Node({self.name!r}, {len(self.children)} children)"


class Counter:
    instances = 0

    def __init__(self, start: int = 0) -> None:
        self.value = start
        self.cache = {"hits": 0}

    def __copy__(self) -> "Counter":
        c = Counter(self.value)
        c.cache = self.cache
        return c

    def __deepcopy__(self, memo) -> "Counter":
        Counter.instances += 1
        c = Counter(self.value + 1000)
        c.cache = copy.deepcopy(self.cache, memo)
        return c


def main() -> None:
    prod = merge(DEFAULTS, {"server": {"port": 443, "tls": {"enabled": True}}, "workers": 16})
    print(prod)
    print(DEFAULTS["server"]["tls"], DEFAULTS["workers"])
    shallow = copy.copy(DEFAULTS)
    shallow["paths"].append("/shared")
    print("shallow shares lists:", DEFAULTS["paths"])
    deep = copy.deepcopy(DEFAULTS)
    deep["server"]["tls"]["ciphers"].append("chacha")
    print("deep does not:", DEFAULTS["server"]["tls"]["ciphers"], deep["server"]["tls"]["ciphers"])
    root = Node("root", [Node("a", [Node("a1")]), Node("b")])
    clone = copy.deepcopy(root)
    print(clone, clone.children[0].parent is clone, clone.children[0].parent is root)
    print(clone.children[0].children[0].parent.parent is clone)
    shared = [1, 2]
    pair = [shared, shared]
    dp = copy.deepcopy(pair)
    print("identity kept:", dp[0] is dp[1], dp[0] is shared)
    c = Counter(5)
    c2 = copy.copy(c)
    c3 = copy.deepcopy(c)
    c2.cache["hits"] += 1
    print(c.cache, c3.cache, c3.value, Counter.instances)
    t = (1, [2, 3])
    print(copy.copy(t) is t, copy.deepcopy(t) is t, copy.deepcopy((1, 2)) is not None)
    lst = [1, [2, [3, [4]]]]
    lst.append(lst)
    dc = copy.deepcopy(lst)
    print(dc[2] is dc, dc[1] is not lst[1], len(dc))
    print(copy.copy({1, 2}), copy.deepcopy(frozenset({3})), copy.copy(b"x"))


if __name__ == "__main__":
    main()
