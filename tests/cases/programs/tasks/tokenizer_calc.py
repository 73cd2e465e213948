"""A tokenizer and precedence-climbing evaluator with variables and functions."""
import math
from typing import Callable, Dict, Iterator, List, NamedTuple, Union

Number = Union[int, float]


class Token(NamedTuple):
    kind: str
    text: str
    pos: int


class CalcError(Exception):
    def __init__(self, msg: str, pos: int) -> None:
        super().__init__(f"{msg} at position {pos}")
        self.pos = pos


OPS = {"+": (1, "L"), "-": (1, "L"), "*": (2, "L"), "/": (2, "L"), "//": (2, "L"),
       "%": (2, "L"), "**": (3, "R")}

FUNCS: Dict[str, Callable[..., Number]] = {
    "sqrt": math.sqrt, "sin": math.sin, "cos": math.cos, "max": max, "min": min,
    "abs": abs, "hypot": math.hypot, "log": math.log, "floor": math.floor,
}


def tokenize(src: str) -> Iterator[Token]:
    i = 0
    while i < len(src):
        ch = src[i]
        if ch.isspace():
            i += 1
            continue
        if ch.isdigit() or (ch == "." and i + 1 < len(src) and src[i + 1].isdigit()):
            j = i
            while j < len(src) and (src[j].isdigit() or src[j] in ".eE_"):
                j += 1
            yield Token("num", src[i:j], i)
            i = j
        elif ch.isalpha() or ch == "_":
            j = i
            while j < len(src) and (src[j].isalnum() or src[j] == "_"):
                j += 1
            yield Token("name", src[i:j], i)
            i = j
        elif src.startswith(("**", "//"), i):
            yield Token("op", src[i:i + 2], i)
            i += 2
        elif ch in "+-*/%(),=":
            yield Token("op", ch, i)
            i += 1
        else:
            raise CalcError(f"unexpected character {ch!r}", i)
    yield Token("end", "", len(src))


class Parser:
    def __init__(self, src: str, env: Dict[str, Number]) -> None:
        self.tokens: List[Token] = list(tokenize(src))
        self.i = 0
        self.env = env

    @property
    def tok(self) -> Token:
        return self.tokens[self.i]

    def advance(self) -> Token:
        t = self.tokens[self.i]
        self.i += 1
        return t

    def expect(self, text: str) -> None:
        if self.tok.text != text:
            raise CalcError(f"expected {text!r}, got {self.tok.text or 'end'!r}", self.tok.pos)
        self.advance()

    def statement(self) -> Number:
        if (self.tok.kind == "name" and self.tokens[self.i + 1].text == "="):
            name = self.advance().text
            self.advance()
            value = self.expr(0)
            self.env[name] = value
        else:
            value = self.expr(0)
        if self.tok.kind != "end":
            raise CalcError(f"trailing {self.tok.text!r}", self.tok.pos)
        return value

    def expr(self, min_prec: int) -> Number:
        lhs = self.unary()
        while self.tok.kind == "op" and self.tok.text in OPS:
            prec, assoc = OPS[self.tok.text]
            if prec < min_prec:
                break
            op = self.advance().text
            rhs = self.expr(prec + 1 if assoc == "L" else prec)
            lhs = self.apply(op, lhs, rhs)
        return lhs

    @staticmethod
    def apply(op: str, a: Number, b: Number) -> Number:
        if op == "+":
            return a + b
        if op == "-":
            return a - b
        if op == "*":
            return a * b
        if op == "/":
            return a / b
        if op == "//":
            return a // b
        if op == "%":
            return a % b
        return a ** b

    def unary(self) -> Number:
        if self.tok.text == "-":
            self.advance()
            return -self.unary()
        if self.tok.text == "+":
            self.advance()
            return +self.unary()
        return self.atom()

    def atom(self) -> Number:
        t = self.advance()
        if t.kind == "num":
            text = t.text
            return float(text) if any(c in text for c in ".eE") else int(text)
        if t.kind == "name":
            if self.tok.text == "(":
                self.advance()
                args = []
                if self.tok.text != ")":
                    args.append(self.expr(0))
                    while self.tok.text == ",":
                        self.advance()
                        args.append(self.expr(0))
                self.expect(")")
                if t.text not in FUNCS:
                    raise CalcError(f"unknown function {t.text}", t.pos)
                return FUNCS[t.text](*args)
            if t.text in self.env:
                return self.env[t.text]
            raise CalcError(f"undefined name {t.text!r}", t.pos)
        if t.text == "(":
            v = self.expr(0)
            self.expect(")")
            return v
        raise CalcError(f"unexpected {t.text or 'end of input'!r}", t.pos)


def main() -> None:
    env: Dict[str, Number] = {"pi": math.pi, "e": math.e}
    lines = [
        "1 + 2 * 3", "2 ** 3 ** 2", "-2 ** 2", "(1 + 2) * (3 + 4) / 2", "7 // 2 + 7 % 3",
        "x = 1_000 * 3", "x / 7", "sqrt(2) * sqrt(2)", "hypot(3, 4)", "max(1, x, 42) - min(3, 2)",
        "sin(pi / 6)", "log(e ** 3)", "floor(-2.5)", "1e3 + .5", "-7 // 2", "-7 % 3",
        "2 ** -1", "10 / 4", "y = x = 4", "abs(-3.25) * 4", "(1 + 2", "3 $ 4", "foo(1)",
        "1 / 0", "zz + 1", "2 ** 0.5", "0.1 + 0.2", "1 +", "123456789 ** 3",
    ]
    for line in lines:
        try:
            result = Parser(line, env).statement()
            print(f"{line:<28} => {result!r}")
        except CalcError as exc:
            print(f"{line:<28} !! {exc} (pos={exc.pos})")
        except ZeroDivisionError as exc:
            print(f"{line:<28} !! ZeroDivisionError: {exc}")
    print(sorted(env))
    toks = list(tokenize("a=b**2//3"))
    print(toks[1], toks[3]._asdict(), Token._fields)


if __name__ == "__main__":
    main()
