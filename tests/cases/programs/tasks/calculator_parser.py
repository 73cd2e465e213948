from typing import List, Union

Token = Union[int, float, str]


def tokenize(expr: str) -> List[Token]:
    tokens: List[Token] = []
    i = 0
    while i < len(expr):
        ch = expr[i]
        if ch.isspace():
            i += 1
        elif ch.isdigit() or ch == ".":
            j = i
            while j < len(expr) and (expr[j].isdigit() or expr[j] == "."):
                j += 1
            text = expr[i:j]
            tokens.append(float(text) if "." in text else int(text))
            i = j
        elif ch in "+-*/()^%":
            tokens.append(ch)
            i += 1
        else:
            raise SyntaxError(f"unexpected character {ch!r} at {i}")
    return tokens


class Parser:
    def __init__(self, tokens: List[Token]) -> None:
        self.tokens = tokens
        self.pos = 0

    def peek(self) -> Token:
        return self.tokens[self.pos] if self.pos < len(self.tokens) else None

    def take(self) -> Token:
        tok = self.peek()
        self.pos += 1
        return tok

    def expr(self):
        value = self.term()
        while self.peek() in ("+", "-"):
            op = self.take()
            rhs = self.term()
            value = value + rhs if op == "+" else value - rhs
        return value

    def term(self):
        value = self.factor()
        while self.peek() in ("*", "/", "%"):
            op = self.take()
            rhs = self.factor()
            if op == "*":
                value *= rhs
            elif op == "/":
                value /= rhs
            else:
                value %= rhs
        return value

    def factor(self):
        base = self.unary()
        if self.peek() == "^":
            self.take()
            return base ** self.factor()
        return base

    def unary(self):
        if self.peek() == "-":
            self.take()
            return -self.unary()
        if self.peek() == "(":
            self.take()
            v = self.expr()
            if self.take() != ")":
                raise SyntaxError("expected )")
            return v
        tok = self.take()
        if not isinstance(tok, (int, float)):
            raise SyntaxError(f"unexpected token {tok!r}")
        return tok


def evaluate(expr: str):
    p = Parser(tokenize(expr))
    v = p.expr()
    if p.peek() is not None:
        raise SyntaxError(f"trailing token {p.peek()!r}")
    return v


for e in ["1 + 2 * 3", "(1 + 2) * 3", "2 ^ 3 ^ 2", "-4 + 10 / 4", "7 % 3 * 2",
          "1.5 * (2 - -3)", "((2))", "2 ^ -1", "10 / 0", "3 +", "4 $ 4", "(1 + 2"]:
    try:
        print(f"{e!r:>18} = {evaluate(e)!r}")
    except ZeroDivisionError as err:
        print(f"{e!r:>18} ! ZeroDivisionError: {err}")
    except SyntaxError as err:
        print(f"{e!r:>18} ! SyntaxError: {err}")
