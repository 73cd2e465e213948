"""A JSON encoder/decoder written by hand, with pretty printing, escapes and error positions."""
from typing import Any, Dict, List, Tuple


class JSONDecodeError(ValueError):
    def __init__(self, msg: str, doc: str, pos: int) -> None:
        line = doc.count("\n", 0, pos) + 1
        col = pos - doc.rfind("\n", 0, pos)
        super().__init__(f"{msg}: line {line} column {col} (char {pos})")
        self.pos = pos


ESCAPES = {'"': '\\"', "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t", "\b": "\\b", "\f": "\\f"}


def encode_str(s: str, ensure_ascii: bool = True) -> str:
    out = ['"']
    for ch in s:
        if ch in ESCAPES:
            out.append(ESCAPES[ch])
        elif ord(ch) < 0x20 or (ensure_ascii and ord(ch) > 0x7E):
            cp = ord(ch)
            if cp > 0xFFFF:
                cp -= 0x10000
                out.append(f"\\u{0xD800 | (cp >> 10):04x}\\u{0xDC00 | (cp & 0x3FF):04x}")
            else:
                out.append(f"\\u{cp:04x}")
        else:
            out.append(ch)
    out.append('"')
    return "".join(out)


def dumps(obj: Any, indent: int = 0, sort_keys: bool = False, _level: int = 0) -> str:
    if obj is None:
        return "null"
    if obj is True:
        return "true"
    if obj is False:
        return "false"
    if isinstance(obj, int):
        return str(obj)
    if isinstance(obj, float):
        if obj != obj:
            return "NaN"
        if obj in (float("inf"), float("-inf")):
            return "Infinity" if obj > 0 else "-Infinity"
        return repr(obj)
    if isinstance(obj, str):
        return encode_str(obj)
    pad = "\n" + " " * (indent * (_level + 1)) if indent else ""
    end = "\n" + " " * (indent * _level) if indent else ""
    sep = "," + pad if indent else ", "
    if isinstance(obj, (list, tuple)):
        if not obj:
            return "[]"
        return "[" + pad + sep.join(dumps(x, indent, sort_keys, _level + 1) for x in obj) + end + "]"
    if isinstance(obj, dict):
        if not obj:
            return "{}"
        items = sorted(obj.items()) if sort_keys else obj.items()
        parts = []
        for k, v in items:
            if not isinstance(k, str):
                if isinstance(k, (int, float, bool)) or k is None:
                    k = dumps(k)
                else:
                    raise TypeError(f"keys must be str, int, float, bool or None, not {type(k).__name__}")
            parts.append(encode_str(k) + ": " + dumps(v, indent, sort_keys, _level + 1))
        return "{" + pad + sep.join(parts) + end + "}"
    raise TypeError(f"Object of type {type(obj).__name__} is not JSON serializable")


class Decoder:
    def __init__(self, doc: str) -> None:
        self.doc = doc
        self.i = 0

    def ws(self) -> None:
        while self.i < len(self.doc) and self.doc[self.i] in " \t\r\n":
            self.i += 1

    def fail(self, msg: str) -> JSONDecodeError:
        return JSONDecodeError(msg, self.doc, self.i)

    def value(self) -> Any:
        self.ws()
        if self.i >= len(self.doc):
            raise self.fail("Expecting value")
        ch = self.doc[self.i]
        if ch == "{":
            return self.obj()
        if ch == "[":
            return self.arr()
        if ch == '"':
            return self.string()
        for lit, val in (("true", True), ("false", False), ("null", None)):
            if self.doc.startswith(lit, self.i):
                self.i += len(lit)
                return val
        return self.number()

    def number(self) -> Any:
        start = self.i
        while self.i < len(self.doc) and self.doc[self.i] in "+-0123456789.eE":
            self.i += 1
        text = self.doc[start:self.i]
        if not text:
            raise self.fail("Expecting value")
        return float(text) if any(c in text for c in ".eE") else int(text)

    def string(self) -> str:
        self.i += 1
        out: List[str] = []
        while True:
            if self.i >= len(self.doc):
                raise self.fail("Unterminated string starting at")
            ch = self.doc[self.i]
            if ch == '"':
                self.i += 1
                return "".join(out)
            if ch == "\\":
                esc = self.doc[self.i + 1]
                if esc == "u":
                    cp = int(self.doc[self.i + 2:self.i + 6], 16)
                    self.i += 6
                    if 0xD800 <= cp < 0xDC00 and self.doc.startswith("\\u", self.i):
                        lo = int(self.doc[self.i + 2:self.i + 6], 16)
                        cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00)
                        self.i += 6
                    out.append(chr(cp))
                    continue
                out.append({"n": "\n", "t": "\t", "r": "\r", "b": "\b", "f": "\f"}.get(esc, esc))
                self.i += 2
            else:
                out.append(ch)
                self.i += 1

    def arr(self) -> List[Any]:
        self.i += 1
        out: List[Any] = []
        self.ws()
        if self.doc.startswith("]", self.i):
            self.i += 1
            return out
        while True:
            out.append(self.value())
            self.ws()
            if self.doc.startswith(",", self.i):
                self.i += 1
            elif self.doc.startswith("]", self.i):
                self.i += 1
                return out
            else:
                raise self.fail("Expecting ',' delimiter")

    def obj(self) -> Dict[str, Any]:
        self.i += 1
        out: Dict[str, Any] = {}
        self.ws()
        if self.doc.startswith("}", self.i):
            self.i += 1
            return out
        while True:
            self.ws()
            if not self.doc.startswith('"', self.i):
                raise self.fail("Expecting property name enclosed in double quotes")
            key = self.string()
            self.ws()
            if not self.doc.startswith(":", self.i):
                raise self.fail("Expecting ':' delimiter")
            self.i += 1
            out[key] = self.value()
            self.ws()
            if self.doc.startswith(",", self.i):
                self.i += 1
            elif self.doc.startswith("}", self.i):
                self.i += 1
                return out
            else:
                raise self.fail("Expecting ',' delimiter")


def loads(doc: str) -> Any:
    d = Decoder(doc)
    v = d.value()
    d.ws()
    if d.i != len(doc):
        raise d.fail("Extra data")
    return v


def main() -> None:
    data = {"name": "Zoë", "tags": ["a", "b\n", "😀"], "n": [1, -2.5, 1e100, 0.1, True, None],
            "nested": {"empty": {}, "list": [], "deep": [[1, [2, [3]]]]}, "esc": "tab\tquote\"back\\"}
    text = dumps(data, indent=2)
    print(text)
    print(dumps(data, sort_keys=True))
    back = loads(text)
    print(back == data, back["tags"][2], len(back["tags"][2]), back["n"])
    print(dumps([float("nan"), float("inf"), -0.0, 10 ** 20, 1 / 3, {1: 2, None: 3, 2.5: True}]))
    for bad in ['{"a": 1,}', '[1, 2', '{"a" 1}', '"abc', '[1] x', '', '{1: 2}', '[tru]']:
        try:
            loads(bad)
        except JSONDecodeError as exc:
            print(f"{bad!r:>12} -> {exc}")
    try:
        dumps({(1, 2): 3})
    except TypeError as exc:
        print("TypeError:", exc)
    dumps({"s": {1, 2}})


if __name__ == "__main__":
    main()
