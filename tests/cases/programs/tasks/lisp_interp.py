"""A small Scheme interpreter: tokenizer, reader, environments, closures, tail calls, errors."""
import math
from typing import Any, Callable, Dict, List, Optional, Union

Atom = Union[int, float, str]
Expr = Union[Atom, list]


class Symbol(str):
    pass


class LispError(Exception):
    pass


def tokenize(src: str) -> List[str]:
    return src.replace("(", " ( ").replace(")", " ) ").replace("'", " ' ").split()


def atom(tok: str) -> Atom:
    for conv in (int, float):
        try:
            return conv(tok)
        except ValueError:
            pass
    if tok.startswith('"') and tok.endswith('"'):
        return tok[1:-1]
    return Symbol(tok)


def read(tokens: List[str]) -> Expr:
    if not tokens:
        raise LispError("unexpected EOF")
    tok = tokens.pop(0)
    if tok == "(":
        out = []
        while tokens and tokens[0] != ")":
            out.append(read(tokens))
        if not tokens:
            raise LispError("missing )")
        tokens.pop(0)
        return out
    if tok == ")":
        raise LispError("unexpected )")
    if tok == "'":
        return [Symbol("quote"), read(tokens)]
    return atom(tok)


class Env(dict):
    def __init__(self, params=(), args=(), outer: Optional["Env"] = None) -> None:
        super().__init__()
        if len(params) != len(args):
            raise LispError(f"expected {len(params)} arguments, got {len(args)}")
        self.update(zip(params, args))
        self.outer = outer

    def find(self, name: str) -> "Env":
        env: Optional[Env] = self
        while env is not None:
            if name in env:
                return env
            env = env.outer
        raise LispError(f"unbound symbol: {name}")


class Procedure:
    def __init__(self, params: List[Symbol], body: Expr, env: Env, name: str = "lambda") -> None:
        self.params, self.body, self.env, self.name = params, body, env, name

    def __repr__(self) -> str:
        return f"#<procedure {self.name}/{len(self.params)}>"


def standard_env() -> Env:
    env = Env()
    env.update({
        "+": lambda *a: sum(a), "*": lambda *a: math.prod(a), "-": lambda a, *b: a - sum(b) if b else -a,
        "/": lambda a, b: a / b, "quotient": lambda a, b: a // b, "remainder": lambda a, b: a % b,
        "<": lambda a, b: a < b, ">": lambda a, b: a > b, "=": lambda a, b: a == b, "<=": lambda a, b: a <= b,
        "car": lambda x: x[0], "cdr": lambda x: x[1:], "cons": lambda a, b: [a] + b, "list": lambda *a: list(a),
        "null?": lambda x: x == [], "length": len, "abs": abs, "sqrt": math.sqrt, "not": lambda x: x is False,
        "apply": lambda f, args: f(*args), "map": lambda f, xs: [call(f, [x]) for x in xs],
        "display": lambda x: print(to_str(x), end=""), "newline": lambda: print(),
    })
    return env


def to_str(x: Any) -> str:
    if x is True:
        return "#t"
    if x is False:
        return "#f"
    if isinstance(x, list):
        return "(" + " ".join(map(to_str, x)) + ")"
    if isinstance(x, float) and x.is_integer():
        return f"{x:.1f}"
    return str(x)


def call(f: Any, args: List[Any]) -> Any:
    if isinstance(f, Procedure):
        return evaluate(f.body, Env(f.params, args, f.env))
    return f(*args)


def evaluate(x: Expr, env: Env) -> Any:
    while True:
        if isinstance(x, Symbol):
            return env.find(x)[x]
        if not isinstance(x, list):
            return x
        if not x:
            raise LispError("empty application")
        op, *args = x
        if op == "quote":
            return args[0]
        if op == "if":
            test, conseq, alt = args
            x = conseq if evaluate(test, env) is not False else alt
            continue
        if op == "define":
            target, *body = args
            if isinstance(target, list):
                name, *params = target
                env[name] = Procedure(params, [Symbol("begin"), *body], env, name)
            else:
                env[target] = evaluate(body[0], env)
            return None
        if op == "set!":
            name, value = args
            env.find(name)[name] = evaluate(value, env)
            return None
        if op == "lambda":
            params, *body = args
            return Procedure(params, [Symbol("begin"), *body], env)
        if op == "begin":
            for e in args[:-1]:
                evaluate(e, env)
            x = args[-1]
            continue
        if op == "let":
            bindings, *body = args
            names = [b[0] for b in bindings]
            vals = [evaluate(b[1], env) for b in bindings]
            env = Env(names, vals, env)
            x = [Symbol("begin"), *body]
            continue
        if op == "cond":
            for test, expr in args:
                if test == "else" or evaluate(test, env) is not False:
                    x = expr
                    break
            else:
                return None
            continue
        proc = evaluate(op, env)
        vals = [evaluate(a, env) for a in args]
        if isinstance(proc, Procedure):
            env = Env(proc.params, vals, proc.env)
            x = proc.body
            continue
        if not callable(proc):
            raise LispError(f"not a procedure: {to_str(proc)}")
        return proc(*vals)


PROGRAM = """
(define (fact n) (if (<= n 1) 1 (* n (fact (- n 1)))))
(define (fib n) (if (< n 2) n (+ (fib (- n 1)) (fib (- n 2)))))
(define (count-down n acc) (if (= n 0) acc (count-down (- n 1) (+ acc 1))))
(define (compose f g) (lambda (x) (f (g x))))
(define square (lambda (x) (* x x)))
(define counter (let ((n 0)) (lambda () (set! n (+ n 1)) n)))
(fact 25)
(fib 12)
(count-down 500 0)
((compose square square) 3)
(map fact '(1 2 3 4 5 6))
(counter)
(counter)
(list (sqrt 16) (/ 7 2) (quotient 7 2) (remainder -7 2) (abs -3))
(cond ((> 1 2) 'no) ((= 1 1) 'yes) (else 'never))
(let ((x 2) (y 3)) (* x y))
(car (cdr '(1 2 3)))
(null? '())
fact
(begin (display "hello") (newline) 42)
(undefined-thing 1)
(1 2 3)
(fact 1 2)
(car '())
"""


def main() -> None:
    env = standard_env()
    tokens = tokenize(PROGRAM)
    while tokens:
        expr = read(tokens)
        try:
            result = evaluate(expr, env)
            if result is not None:
                print("=>", to_str(result) if not isinstance(result, Procedure) else repr(result))
        except LispError as exc:
            print("error:", exc)
        except (IndexError, TypeError) as exc:
            print(f"python {type(exc).__name__}: {exc}")
    print(read(tokenize("(a (b c) 'd 1.5 \"s\")")))
    read(tokenize("(unclosed"))


if __name__ == "__main__":
    main()
