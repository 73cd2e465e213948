"""Nested variable scopes for a toy interpreter using ChainMap."""
from collections import ChainMap
from typing import Any, Dict, List


class Interpreter:
    def __init__(self) -> None:
        self.builtins: Dict[str, Any] = {"len": len, "print": None, "pi": 3.14}
        self.env = ChainMap({}, self.builtins)
        self.trace: List[str] = []

    def push(self) -> None:
        self.env = self.env.new_child()

    def pop(self) -> None:
        self.env = self.env.parents

    def assign(self, name: str, value: Any) -> None:
        self.env[name] = value

    def lookup(self, name: str) -> Any:
        try:
            return self.env[name]
        except KeyError:
            raise NameError(f"name {name!r} is not defined") from None

    def set_nonlocal(self, name: str, value: Any) -> None:
        for m in self.env.maps[1:]:
            if name in m:
                m[name] = value
                return
        raise SyntaxError(f"no binding for nonlocal {name!r} found")


def main() -> None:
    it = Interpreter()
    it.assign("x", 1)
    it.push()
    it.assign("y", 2)
    it.assign("x", 10)
    print(it.lookup("x"), it.lookup("y"), it.lookup("pi"), len(it.env.maps))
    it.set_nonlocal("x", 5)
    print(it.env.maps[:2])
    it.pop()
    print(it.lookup("x"))
    for name in ("y", "zz"):
        try:
            it.lookup(name)
        except NameError as e:
            print("NameError:", e)
    try:
        it.set_nonlocal("nope", 0)
    except SyntaxError as e:
        print("SyntaxError:", e)
    defaults = {"color": "red", "user": "guest", "debug": False}
    env = {"user": "admin"}
    cli = {"debug": True}
    cfg = ChainMap(cli, env, defaults)
    print(cfg["user"], cfg["color"], cfg["debug"], len(cfg), sorted(cfg))
    print(dict(cfg), list(cfg.items()) == list(dict(cfg).items()))
    cfg["color"] = "blue"
    print(cli, defaults["color"])
    del cfg["debug"]
    try:
        del cfg["user"]
    except KeyError as e:
        print("KeyError:", e)
    print(cfg.get("debug"), "user" in cfg, cfg.parents, bool(ChainMap()))
    merged = cfg | {"extra": 1}
    print(type(merged).__name__, merged.maps[0])


if __name__ == "__main__":
    main()
