"""Typed configuration records: TypedDict (both syntaxes), a validating base class with
__init_subclass__, and typing introspection with get_origin/get_args."""
from typing import Any, Dict, List, Literal, Optional, TypedDict, Union, get_args, get_origin

ServerCfg = TypedDict("ServerCfg", {"host": str, "port": int, "tags": List[str]})


class DbCfg(TypedDict, total=False):
    url: str
    pool: int
    mode: Literal["ro", "rw"]


class Section:
    registry: Dict[str, type] = {}
    schema: Dict[str, Any] = {}

    def __init_subclass__(cls, name: str = "", **kw: Any) -> None:
        super().__init_subclass__(**kw)
        cls.section = name or cls.__name__.lower()
        Section.registry[cls.section] = cls

    @classmethod
    def validate(cls, data: Dict[str, Any]) -> List[str]:
        errors = []
        for key, tp in cls.schema.items():
            if key not in data:
                if get_origin(tp) is Union and type(None) in get_args(tp):
                    continue
                errors.append(f"{cls.section}.{key}: missing")
                continue
            if not check(data[key], tp):
                errors.append(f"{cls.section}.{key}: {data[key]!r} is not {tp}")
        return errors


def check(value: Any, tp: Any) -> bool:
    origin = get_origin(tp)
    if origin is None:
        return isinstance(value, tp)
    if origin is Union:
        return any(check(value, t) for t in get_args(tp))
    if origin is Literal:
        return value in get_args(tp)
    if origin is list:
        (item,) = get_args(tp)
        return isinstance(value, list) and all(check(v, item) for v in value)
    if origin is dict:
        k, v = get_args(tp)
        return isinstance(value, dict) and all(check(a, k) and check(b, v) for a, b in value.items())
    return isinstance(value, origin)


class Server(Section, name="server"):
    schema = {"host": str, "port": int, "tags": list[str], "debug": Optional[bool]}


class Database(Section):
    schema = {"url": str, "pool": int, "mode": Literal["ro", "rw"], "options": Dict[str, int]}


def main() -> None:
    print(sorted(Section.registry), Server.section, Database.section)
    Server.__init_subclass__()
    print(Section.registry["server"] is Server, Section.section if hasattr(Section, "section") else "-")
    s: ServerCfg = {"host": "localhost", "port": 8080, "tags": ["a"]}
    print(s, sorted(ServerCfg.__required_keys__), ServerCfg.__total__, sorted(DbCfg.__optional_keys__))
    docs = {
        "server": {"host": "example.org", "port": "80", "tags": ["x", 1]},
        "database": {"url": "sqlite://", "pool": 5, "mode": "rw", "options": {"timeout": 3}},
        "database2": {"url": 1, "mode": "append", "options": {"a": "b"}},
    }
    for name, data in docs.items():
        cls = Section.registry.get(name.rstrip("0123456789"))
        errs = cls.validate(data)
        print(name, "OK" if not errs else errs)
    for tp in (list[int], List[int], Optional[str], Dict[str, List[int]], Literal[1, 2], int):
        print(tp, get_origin(tp), get_args(tp))


if __name__ == "__main__":
    main()
