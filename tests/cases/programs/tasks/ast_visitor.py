"""An expression AST with a visitor pattern via getattr dispatch, a constant folder and a pretty printer."""
from typing import Any, Dict, List, Union


class Node:
    _fields: tuple = ()

    def __init__(self, *args: Any) -> None:
        if len(args) != len(self._fields):
            raise TypeError(f"{type(self).__name__} expects {len(self._fields)} fields, got {len(args)}")
        for name, value in zip(self._fields, args):
            setattr(self, name, value)

    def __eq__(self, other: object) -> bool:
        if type(self) is not type(other):
            return NotImplemented
        return all(getattr(self, f) == getattr(other, f) for f in self._fields)

    def __repr__(self) -> str:
        args = ", ".join(repr(getattr(self, f)) for f in self._fields)
        return f"{self.__class__.__name__}({args})"


class Num(Node):
    _fields = ("value",)


class Var(Node):
    _fields = ("name",)


class BinOp(Node):
    _fields = ("op", "left", "right")


class Unary(Node):
    _fields = ("op", "operand")


class Call(Node):
    _fields = ("func", "args")


class Let(Node):
    _fields = ("name", "value", "body")


class Visitor:
    def visit(self, node: Node) -> Any:
        method = getattr(self, "visit_" + type(node).__name__, None)
        if method is None:
            return self.generic_visit(node)
        return method(node)

    def generic_visit(self, node: Node) -> Any:
        raise NotImplementedError(f"no visitor for {type(node).__name__}")


class Evaluator(Visitor):
    OPS = {"+": lambda a, b: a + b, "-": lambda a, b: a - b, "*": lambda a, b: a * b,
           "/": lambda a, b: a / b, "^": lambda a, b: a ** b, "%": lambda a, b: a % b}

    def __init__(self, env: Dict[str, Union[int, float]]) -> None:
        self.env = [env]
        self.funcs = {"max": max, "min": min, "abs": abs, "len": lambda *a: len(a)}

    def visit_Num(self, n: Num):
        return n.value

    def visit_Var(self, n: Var):
        for scope in reversed(self.env):
            if n.name in scope:
                return scope[n.name]
        raise NameError(f"name {n.name!r} is not defined")

    def visit_BinOp(self, n: BinOp):
        return self.OPS[n.op](self.visit(n.left), self.visit(n.right))

    def visit_Unary(self, n: Unary):
        v = self.visit(n.operand)
        return -v if n.op == "-" else v

    def visit_Call(self, n: Call):
        return self.funcs[n.func](*(self.visit(a) for a in n.args))

    def visit_Let(self, n: Let):
        self.env.append({n.name: self.visit(n.value)})
        try:
            return self.visit(n.body)
        finally:
            self.env.pop()


class Folder(Visitor):
    def visit_Num(self, n):
        return n

    def visit_Var(self, n):
        return n

    def visit_Unary(self, n):
        operand = self.visit(n.operand)
        if isinstance(operand, Num):
            return Num(-operand.value if n.op == "-" else operand.value)
        return Unary(n.op, operand)

    def visit_BinOp(self, n):
        left, right = self.visit(n.left), self.visit(n.right)
        if isinstance(left, Num) and isinstance(right, Num):
            try:
                return Num(Evaluator.OPS[n.op](left.value, right.value))
            except ZeroDivisionError:
                pass
        if n.op == "*" and (left == Num(0) or right == Num(0)):
            return Num(0)
        if n.op == "+" and left == Num(0):
            return right
        if n.op in "+-" and right == Num(0):
            return left
        if n.op == "*" and right == Num(1):
            return left
        return BinOp(n.op, left, right)

    def visit_Call(self, n):
        return Call(n.func, [self.visit(a) for a in n.args])

    def visit_Let(self, n):
        return Let(n.name, self.visit(n.value), self.visit(n.body))


class Printer(Visitor):
    PREC = {"+": 1, "-": 1, "*": 2, "/": 2, "%": 2, "^": 3}

    def visit_Num(self, n):
        return repr(n.value)

    def visit_Var(self, n):
        return n.name

    def visit_BinOp(self, n):
        p = self.PREC[n.op]

        def wrap(child, right_side):
            s = self.visit(child)
            if isinstance(child, BinOp):
                cp = self.PREC[child.op]
                if cp < p or (cp == p and (right_side != (n.op == "^"))):
                    return f"({s})"
            return s

        return f"{wrap(n.left, False)} {n.op} {wrap(n.right, True)}"

    def visit_Unary(self, n):
        return f"{n.op}{self.visit(n.operand)}"

    def visit_Call(self, n):
        return f"{n.func}({', '.join(self.visit(a) for a in n.args)})"

    def visit_Let(self, n):
        return f"let {n.name} = {self.visit(n.value)} in {self.visit(n.body)}"


def main() -> None:
    exprs: List[Node] = [
        BinOp("+", Num(1), BinOp("*", Num(2), Num(3))),
        BinOp("*", BinOp("+", Var("x"), Num(0)), Num(1)),
        BinOp("-", Num(10), BinOp("-", Num(4), Num(3))),
        BinOp("^", Num(2), BinOp("^", Num(3), Num(2))),
        BinOp("^", BinOp("^", Num(2), Num(3)), Num(2)),
        Let("y", BinOp("*", Var("x"), Num(2)), BinOp("+", Var("y"), Call("max", [Var("x"), Num(7), Unary("-", Num(3))]))),
        BinOp("/", Num(1), BinOp("-", Num(2), Num(2))),
        BinOp("*", Var("z"), Num(0)),
        BinOp("%", Num(-7), Num(3)),
    ]
    ev = Evaluator({"x": 5})
    for e in exprs:
        folded = Folder().visit(e)
        try:
            value = ev.visit(e)
        except (ZeroDivisionError, NameError) as exc:
            value = f"{type(exc).__name__}: {exc}"
        print(f"{Printer().visit(e):<44} | {Printer().visit(folded):<30} | {value}")
    print(exprs[0], exprs[0] == BinOp("+", Num(1), BinOp("*", Num(2), Num(3))), Num(1) == Var("x"), Num(1) != 1)
    try:
        Num(1, 2)
    except TypeError as exc:
        print(exc)

    class Weird(Node):
        _fields = ()

    Evaluator({}).visit(Weird())


if __name__ == "__main__":
    main()
