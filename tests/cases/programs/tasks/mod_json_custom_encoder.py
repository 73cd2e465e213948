"""JSON round trips with a custom encoder and an object_hook decoder."""
import json
from dataclasses import dataclass, asdict, is_dataclass
from enum import Enum
from fractions import Fraction
from typing import Any, Dict


class Color(Enum):
    RED = "red"
    GREEN = "green"


@dataclass
class Pixel:
    x: int
    y: int
    color: Color


class RichEncoder(json.JSONEncoder):
    def default(self, o: Any) -> Any:
        if isinstance(o, Enum):
            return {"__enum__": f"{type(o).__name__}.{o.name}"}
        if isinstance(o, Fraction):
            return {"__fraction__": [o.numerator, o.denominator]}
        if is_dataclass(o):
            d = {"__dataclass__": type(o).__name__}
            d.update({k: getattr(o, k) for k in asdict(o)})
            return d
        if isinstance(o, (set, frozenset)):
            return {"__set__": sorted(o)}
        if isinstance(o, complex):
            return {"__complex__": [o.real, o.imag]}
        return super().default(o)


def decode_hook(d: Dict[str, Any]) -> Any:
    if "__enum__" in d:
        cls, name = d["__enum__"].split(".")
        return {"Color": Color}[cls][name]
    if "__fraction__" in d:
        return Fraction(*d["__fraction__"])
    if "__set__" in d:
        return set(d["__set__"])
    if "__complex__" in d:
        return complex(*d["__complex__"])
    if d.get("__dataclass__") == "Pixel":
        return Pixel(d["x"], d["y"], d["color"])
    return d


def main() -> None:
    doc = {"pixels": [Pixel(1, 2, Color.RED), Pixel(3, 4, Color.GREEN)], "ratio": Fraction(3, 8),
           "tags": {"b", "a", "c"}, "z": 1 + 2j, "plain": [1, 2.5, None, True, "s\u00e9"]}
    text = json.dumps(doc, cls=RichEncoder, sort_keys=True)
    print(text)
    back = json.loads(text, object_hook=decode_hook)
    print(back["pixels"], back["ratio"], sorted(back["tags"]), back["z"])
    print(back["pixels"] == doc["pixels"], back["plain"] == doc["plain"])
    print(json.dumps(doc["plain"], ensure_ascii=False), json.dumps("\u2603\n\t\""))
    print(json.dumps({"a": [1, {"b": None}]}, indent=4, separators=(",", ": ")))
    print(json.dumps([1, 2], separators=(",", ":")), json.dumps({3: "x", 1.5: "y", True: "z", None: 0}))
    try:
        json.dumps({"x": object()}, cls=RichEncoder)
    except TypeError as e:
        print("TypeError:", e)
    try:
        json.dumps({(1, 2): 3})
    except TypeError as e:
        print("TypeError:", e)
    print(json.dumps({(1, 2): 3, "k": 1}, skipkeys=True))
    for bad in ['{"a": 1,}', "[1, 2", '{"a" 1}', "", "nan", '"\\x"']:
        try:
            json.loads(bad)
        except json.JSONDecodeError as e:
            print(f"{bad!r}: {e.msg} at {e.pos} (line {e.lineno} col {e.colno})")
    print(json.loads("[NaN, Infinity, -Infinity, 1e400, 12345678901234567890]"))
    print(json.loads('{"a": 1.10}', parse_float=str), json.loads("[1, 2]", parse_int=float))
    pairs = json.loads('{"b": 1, "a": 2, "b": 3}', object_pairs_hook=list)
    print(pairs)
    try:
        json.dumps(float("nan"), allow_nan=False)
    except ValueError as e:
        print("ValueError:", e)
    circular: list = []
    circular.append(circular)
    try:
        json.dumps(circular)
    except ValueError as e:
        print("ValueError:", e)


if __name__ == "__main__":
    main()
