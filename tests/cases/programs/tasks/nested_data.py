from typing import Any, Dict, List

data: Dict[str, Any] = {
    "store": {
        "name": "Corner Shop",
        "open": True,
        "items": [
            {"sku": "A1", "name": "apple", "price": 0.5, "tags": ["fruit", "fresh"], "stock": 120},
            {"sku": "B2", "name": "bread", "price": 2.25, "tags": ["bakery"], "stock": 0},
            {"sku": "C3", "name": "cheese", "price": 7.8, "tags": ["dairy", "aged"], "stock": 14},
            {"sku": "D4", "name": "dates", "price": 4.0, "tags": ["fruit", "dried"], "stock": 33},
        ],
        "address": {"street": "1 Main St", "zip": None, "geo": [51.5, -0.12]},
    },
    "version": 3,
}


def to_json(value: Any, indent: int = 0) -> str:
    pad = "  " * indent
    if value is None:
        return "null"
    if value is True:
        return "true"
    if value is False:
        return "false"
    if isinstance(value, (int, float)):
        return repr(value)
    if isinstance(value, str):
        return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'
    if isinstance(value, list):
        if not value:
            return "[]"
        inner = ",\n".join(pad + "  " + to_json(v, indent + 1) for v in value)
        return "[\n" + inner + "\n" + pad + "]"
    if isinstance(value, dict):
        inner = ",\n".join(f'{pad}  "{k}": {to_json(v, indent + 1)}' for k, v in value.items())
        return "{\n" + inner + "\n" + pad + "}"
    raise TypeError(f"cannot serialise {type(value).__name__}")


def walk(value: Any, path: str = "$") -> List[str]:
    out = []
    if isinstance(value, dict):
        for k, v in value.items():
            out.extend(walk(v, f"{path}.{k}"))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out.extend(walk(v, f"{path}[{i}]"))
    else:
        out.append(f"{path} = {value!r}")
    return out


def get_path(value: Any, path: List[Any]) -> Any:
    for p in path:
        value = value[p]
    return value


print(to_json(data))
for line in walk(data)[:12]:
    print(line)
print(len(walk(data)), "leaves")
items = data["store"]["items"]
in_stock = [i["name"] for i in items if i["stock"] > 0]
value = sum(i["price"] * i["stock"] for i in items)
by_tag: Dict[str, List[str]] = {}
for item in items:
    for t in item["tags"]:
        by_tag.setdefault(t, []).append(item["sku"])
print(in_stock, round(value, 2))
print(sorted(by_tag.items()))
print(get_path(data, ["store", "address", "geo", 1]))
try:
    to_json({"bad": {1, 2}})
except TypeError as e:
    print("TypeError:", e)
