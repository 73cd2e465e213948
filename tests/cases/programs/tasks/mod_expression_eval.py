"""A shunting-yard expression evaluator using re and operator."""
import math
import operator
import re
from typing import Dict, List, Union

Number = Union[int, float]
TOKEN = re.compile(r"\s*(?:(\d+\.\d*|\d*\.\d+|\d+)|(\*\*|[-+*/%()^,])|([A-Za-z_]\w*))")
BINARY = {
    "+": (1, "L", operator.add), "-": (1, "L", operator.sub),
    "*": (2, "L", operator.mul), "/": (2, "L", operator.truediv), "%": (2, "L", operator.mod),
    "**": (4, "R", operator.pow), "^": (4, "R", operator.pow),
}
FUNCS = {"sqrt": math.sqrt, "max": max, "min": min, "abs": abs, "neg": operator.neg}


class EvalError(Exception):
    pass


def tokenize(expr: str) -> List[str]:
    pos, out = 0, []
    expr = expr.rstrip()
    while pos < len(expr):
        m = TOKEN.match(expr, pos)
        if not m:
            raise EvalError(f"bad character {expr[pos]!r} at {pos}")
        out.append(next(g for g in m.groups() if g is not None))
        pos = m.end()
    return out


def to_rpn(tokens: List[str]) -> List[str]:
    out: List[str] = []
    stack: List[str] = []
    prev = None
    for t in tokens:
        if t == "-" and (prev is None or prev in BINARY or prev in "(,"):
            stack.append("neg")
        elif t[0].isdigit() or t[0] == ".":
            out.append(t)
        elif t in FUNCS:
            stack.append(t)
        elif t == ",":
            while stack and stack[-1] != "(":
                out.append(stack.pop())
        elif t in BINARY:
            p, assoc, _ = BINARY[t]
            while stack and stack[-1] in BINARY and (BINARY[stack[-1]][0] > p or (BINARY[stack[-1]][0] == p and assoc == "L")):
                out.append(stack.pop())
            stack.append(t)
        elif t == "(":
            stack.append(t)
        elif t == ")":
            while stack and stack[-1] != "(":
                out.append(stack.pop())
            if not stack:
                raise EvalError("unbalanced ')'")
            stack.pop()
            if stack and stack[-1] in FUNCS:
                out.append(stack.pop())
        else:
            raise EvalError(f"unknown name {t!r}")
        prev = t
    while stack:
        if stack[-1] == "(":
            raise EvalError("unbalanced '('")
        out.append(stack.pop())
    return out


def eval_rpn(rpn: List[str], arity: Dict[str, int] = {"max": 2, "min": 2}) -> Number:
    st: List[Number] = []
    for t in rpn:
        if t in BINARY:
            b, a = st.pop(), st.pop()
            st.append(BINARY[t][2](a, b))
        elif t in FUNCS:
            n = arity.get(t, 1)
            args = [st.pop() for _ in range(n)][::-1]
            st.append(FUNCS[t](*args))
        else:
            st.append(float(t) if "." in t else int(t))
    if len(st) != 1:
        raise EvalError("malformed expression")
    return st[0]


def evaluate(expr: str) -> Number:
    return eval_rpn(to_rpn(tokenize(expr)))


def main() -> None:
    for e in ["1 + 2 * 3", "(1 + 2) * 3", "2 ** 3 ** 2", "2^10 - 1", "-3 + -(-4)", "7 % 3 + 10 / 4",
              "sqrt(16) + max(3, 9) * min(2, 5)", "abs(-2.5) * .5", "1 / 0", "2 +", "(1 + 2", "1 + 2)",
              "3 $ 4", "foo(1)", "2 ** -1"]:
        try:
            print(f"{e:35} = {evaluate(e)!r}")
        except ZeroDivisionError as ex:
            print(f"{e:35} ! ZeroDivisionError: {ex}")
        except (EvalError, IndexError) as ex:
            print(f"{e:35} ! {type(ex).__name__}: {ex}")
    print(to_rpn(tokenize("3 + 4 * 2 / (1 - 5) ^ 2 ^ 3")))


if __name__ == "__main__":
    main()
