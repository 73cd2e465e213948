"""A tiny JSON-schema-like validator over json.loads output."""
import json
from typing import Any, Dict, List

SCHEMA = {
    "type": "object",
    "required": ["id", "name", "tags"],
    "properties": {
        "id": {"type": "integer", "minimum": 1},
        "name": {"type": "string", "minLength": 2, "maxLength": 20},
        "price": {"type": "number", "minimum": 0},
        "tags": {"type": "array", "items": {"type": "string"}, "maxItems": 3},
        "dims": {"type": "object", "required": ["w", "h"],
                 "properties": {"w": {"type": "number"}, "h": {"type": "number"}}},
        "status": {"enum": ["active", "retired"]},
    },
}
TYPES = {"object": dict, "array": list, "string": str, "boolean": bool, "null": type(None)}


def check_type(value: Any, t: str) -> bool:
    if t == "integer":
        return isinstance(value, int) and not isinstance(value, bool)
    if t == "number":
        return isinstance(value, (int, float)) and not isinstance(value, bool)
    return isinstance(value, TYPES[t])


def validate(value: Any, schema: Dict[str, Any], path: str = "$") -> List[str]:
    errors: List[str] = []
    if "enum" in schema and value not in schema["enum"]:
        errors.append(f"{path}: {value!r} not one of {schema['enum']}")
    t = schema.get("type")
    if t and not check_type(value, t):
        return errors + [f"{path}: expected {t}, got {type(value).__name__}"]
    if "minimum" in schema and value < schema["minimum"]:
        errors.append(f"{path}: {value} < minimum {schema['minimum']}")
    if isinstance(value, str):
        if len(value) < schema.get("minLength", 0):
            errors.append(f"{path}: too short")
        if len(value) > schema.get("maxLength", 1 << 30):
            errors.append(f"{path}: too long")
    if isinstance(value, list):
        if len(value) > schema.get("maxItems", 1 << 30):
            errors.append(f"{path}: more than {schema['maxItems']} items")
        for i, item in enumerate(value):
            errors += validate(item, schema.get("items", {}), f"{path}[{i}]")
    if isinstance(value, dict):
        for key in schema.get("required", []):
            if key not in value:
                errors.append(f"{path}: missing {key!r}")
        for key, sub in schema.get("properties", {}).items():
            if key in value:
                errors += validate(value[key], sub, f"{path}.{key}")
    return errors


DOCS = [
    '{"id": 1, "name": "Lamp", "tags": ["home"], "price": 19.99, "dims": {"w": 10, "h": 30.5}}',
    '{"id": 0, "name": "X", "tags": ["a", "b", "c", 4], "price": -1}',
    '{"id": true, "name": "Chair", "tags": "none", "dims": {"w": "wide"}, "status": "lost"}',
    '[1, 2, 3]',
    '{"id": 5, "name": "Desk", "tags": [], "extra": null}',
    '{"id": 5, "name": "Desk" "tags": []}',
]


def main() -> None:
    for i, text in enumerate(DOCS):
        try:
            doc = json.loads(text)
        except json.JSONDecodeError as e:
            print(f"doc {i}: invalid JSON: {e}")
            continue
        errs = validate(doc, SCHEMA)
        print(f"doc {i}: {'OK' if not errs else f'{len(errs)} error(s)'}")
        for err in errs:
            print("   ", err)
    print(json.dumps(SCHEMA["properties"]["dims"], sort_keys=True))


if __name__ == "__main__":
    main()
