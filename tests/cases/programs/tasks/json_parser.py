from typing import Any, Dict, List, Tuple


class ParseError(Exception):
    def __init__(self, msg: str, pos: int) -> None:
        super().__init__(f"{msg} at position {pos}")
        self.pos = pos


class JSONParser:
    WS = " \t\n\r"

    def __init__(self, text: str) -> None:
        self.text = text
        self.i = 0

    def error(self, msg: str):
        raise ParseError(msg, self.i)

    def skip(self) -> None:
        while self.i < len(self.text) and self.text[self.i] in self.WS:
            self.i += 1

    def parse(self) -> Any:
        v = self.value()
        self.skip()
        if self.i != len(self.text):
            self.error("trailing data")
        return v

    def value(self) -> Any:
        self.skip()
        if self.i >= len(self.text):
            self.error("unexpected end")
        ch = self.text[self.i]
        if ch == "{":
            return self.obj()
        if ch == "[":
            return self.arr()
        if ch == '"':
            return self.string()
        for lit, val in (("true", True), ("false", False), ("null", None)):
            if self.text.startswith(lit, self.i):
                self.i += len(lit)
                return val
        return self.number()

    def obj(self) -> Dict[str, Any]:
        self.i += 1
        out: Dict[str, Any] = {}
        self.skip()
        if self.text[self.i] == "}":
            self.i += 1
            return out
        while True:
            self.skip()
            if self.text[self.i] != '"':
                self.error("expected key")
            k = self.string()
            self.skip()
            if self.text[self.i] != ":":
                self.error("expected ':'")
            self.i += 1
            out[k] = self.value()
            self.skip()
            c = self.text[self.i]
            self.i += 1
            if c == "}":
                return out
            if c != ",":
                self.i -= 1
                self.error("expected ',' or '}'")

    def arr(self) -> List[Any]:
        self.i += 1
        out: List[Any] = []
        self.skip()
        if self.text[self.i] == "]":
            self.i += 1
            return out
        while True:
            out.append(self.value())
            self.skip()
            c = self.text[self.i]
            self.i += 1
            if c == "]":
                return out
            if c != ",":
                self.i -= 1
                self.error("expected ',' or ']'")

    ESC = {'"': '"', "\\": "\\", "/": "/", "b": "\b", "f": "\f", "n": "\n", "r": "\r", "t": "\t"}

    def string(self) -> str:
        self.i += 1
        out = []
        while True:
            if self.i >= len(self.text):
                self.error("unterminated string")
            ch = self.text[self.i]
            if ch == '"':
                self.i += 1
                return "".join(out)
            if ch == "\\":
                e = self.text[self.i + 1]
                if e == "u":
                    out.append(chr(int(self.text[self.i + 2:self.i + 6], 16)))
                    self.i += 6
                    continue
                out.append(self.ESC[e])
                self.i += 2
                continue
            out.append(ch)
            self.i += 1

    def number(self) -> Any:
        start = self.i
        while self.i < len(self.text) and self.text[self.i] in "+-0123456789.eE":
            self.i += 1
        s = self.text[start:self.i]
        if not s:
            self.error("unexpected character %r" % self.text[start])
        return float(s) if any(c in s for c in ".eE") else int(s)


docs = [
    '{"a": 1, "b": [true, false, null], "c": {"d": "x\\ny", "e": -2.5e3}}',
    '[1, 2.0, "three", [4, [5, []]], {}]',
    '"caf\\u00e9 \\"quoted\\""',
    '  42  ',
    '{"a" 1}',
    '[1, 2',
    '[1 2]',
    '{"k": tru}',
    '123 456',
]
for d in docs:
    try:
        v = JSONParser(d).parse()
        print(type(v).__name__, repr(v))
    except ParseError as e:
        print("ParseError:", e, "| pos", e.pos)
    except (IndexError, KeyError) as e:
        print(type(e).__name__, "while parsing", repr(d))
