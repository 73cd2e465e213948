import copy
from typing import Any, Dict

DEFAULTS: Dict[str, Any] = {
    "server": {"host": "localhost", "port": 8080, "tls": False},
    "db": {"url": "sqlite://", "pool": {"min": 1, "max": 5}},
    "features": ["search", "export"],
    "retries": 3,
}


def merge(base: Dict[str, Any], override: Dict[str, Any]) -> Dict[str, Any]:
    result = copy.deepcopy(base)
    for key, value in override.items():
        if isinstance(value, dict) and isinstance(result.get(key), dict):
            result[key] = merge(result[key], value)
        else:
            result[key] = copy.deepcopy(value)
    return result


def flatten(d: Dict[str, Any], prefix: str = "") -> Dict[str, Any]:
    out: Dict[str, Any] = {}
    for k, v in d.items():
        key = f"{prefix}.{k}" if prefix else k
        if isinstance(v, dict):
            out.update(flatten(v, key))
        else:
            out[key] = v
    return out


prod = merge(DEFAULTS, {"server": {"host": "example.com", "tls": True},
                        "db": {"pool": {"max": 50}}, "features": ["search"]})
print(prod)
print(DEFAULTS["server"], DEFAULTS["db"]["pool"])
shallow = copy.copy(DEFAULTS)
deep = copy.deepcopy(DEFAULTS)
shallow["features"].append("beta")
print(DEFAULTS["features"], deep["features"])
print(shallow is DEFAULTS, shallow["db"] is DEFAULTS["db"], deep["db"] is DEFAULTS["db"])
for k, v in sorted(flatten(prod).items()):
    print(f"{k:20} = {v!r}")
shared = [1, 2]
obj = {"a": shared, "b": shared}
c = copy.deepcopy(obj)
print(c["a"] is c["b"], c["a"] is shared)
loop: list = [1]
loop.append(loop)
lc = copy.deepcopy(loop)
print(lc[1] is lc, lc is loop, lc)
