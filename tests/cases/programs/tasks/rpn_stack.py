from typing import Callable, Dict, List

OPS: Dict[str, Callable[[float, float], float]] = {
    "+": lambda a, b: a + b,
    "-": lambda a, b: a - b,
    "*": lambda a, b: a * b,
    "/": lambda a, b: a / b,
    "^": lambda a, b: a ** b,
}
PREC = {"+": 1, "-": 1, "*": 2, "/": 2, "^": 3}


def eval_rpn(tokens: List[str]) -> float:
    stack: List[float] = []
    for tok in tokens:
        if tok in OPS:
            if len(stack) < 2:
                raise ValueError(f"stack underflow at {tok!r}")
            b = stack.pop()
            a = stack.pop()
            stack.append(OPS[tok](a, b))
        else:
            stack.append(float(tok) if "." in tok else int(tok))
    if len(stack) != 1:
        raise ValueError(f"leftover stack {stack}")
    return stack[0]


def to_rpn(expr: str) -> List[str]:
    out: List[str] = []
    ops: List[str] = []
    for tok in expr.replace("(", " ( ").replace(")", " ) ").split():
        if tok in PREC:
            while ops and ops[-1] != "(" and (PREC[ops[-1]] > PREC[tok] or
                                              (PREC[ops[-1]] == PREC[tok] and tok != "^")):
                out.append(ops.pop())
            ops.append(tok)
        elif tok == "(":
            ops.append(tok)
        elif tok == ")":
            while ops[-1] != "(":
                out.append(ops.pop())
            ops.pop()
        else:
            out.append(tok)
    while ops:
        out.append(ops.pop())
    return out


for e in ["3 + 4 * 2 / ( 1 - 5 ) ^ 2 ^ 3", "( 1 + 2 ) * ( 3 + 4 )", "10 - 4 - 3",
          "2 ^ 3 ^ 2", "1.5 * 4"]:
    r = to_rpn(e)
    print(e, "=>", " ".join(r), "=", eval_rpn(r))
for bad in [["1", "+"], ["1", "2"], ["4", "0", "/"]]:
    try:
        print(eval_rpn(bad))
    except (ValueError, ZeroDivisionError) as err:
        print(type(err).__name__, err)


def balanced(s: str) -> bool:
    pairs = {")": "(", "]": "[", "}": "{"}
    st: List[str] = []
    for ch in s:
        if ch in "([{":
            st.append(ch)
        elif ch in pairs:
            if not st or st.pop() != pairs[ch]:
                return False
    return not st


for s in ["()[]{}", "([{}])", "(]", "([)]", "((", "", "a(b)c[d]{e}"]:
    print(repr(s), balanced(s))
