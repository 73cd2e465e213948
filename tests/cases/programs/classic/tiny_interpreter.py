# A tiny Lisp: tokenizer, reader, environments and an evaluator with closures.
class Symbol(str):
    pass


class Env(dict):
    def __init__(self, params=(), args=(), outer=None):
        super().__init__(zip(params, args))
        self.outer = outer

    def find(self, name):
        env = self
        while env is not None:
            if name in env:
                return env
            env = env.outer
        raise NameError(f"unbound symbol: {name}")


class Procedure:
    def __init__(self, params, body, env):
        self.params, self.body, self.env = params, body, env

    def __call__(self, *args):
        return evaluate(self.body, Env(self.params, args, self.env))

    def __repr__(self):
        return f"<lambda ({' '.join(self.params)})>"


def tokenize(src):
    return src.replace("(", " ( ").replace(")", " ) ").split()


def read(tokens):
    if not tokens:
        raise SyntaxError("unexpected EOF")
    tok = tokens.pop(0)
    if tok == "(":
        out = []
        while tokens and tokens[0] != ")":
            out.append(read(tokens))
        if not tokens:
            raise SyntaxError("missing )")
        tokens.pop(0)
        return out
    if tok == ")":
        raise SyntaxError("unexpected )")
    for conv in (int, float):
        try:
            return conv(tok)
        except ValueError:
            pass
    return Symbol(tok)


def standard_env():
    import math
    env = Env()
    env.update({
        "+": lambda *a: sum(a), "-": lambda a, b=None: -a if b is None else a - b,
        "*": lambda a, b: a * b, "/": lambda a, b: a / b, "<": lambda a, b: a < b,
        ">": lambda a, b: a > b, "=": lambda a, b: a == b, "<=": lambda a, b: a <= b,
        "car": lambda x: x[0], "cdr": lambda x: x[1:], "cons": lambda a, b: [a] + b,
        "list": lambda *x: list(x), "null?": lambda x: x == [], "sqrt": math.sqrt,
        "abs": abs, "max": max, "length": len, "not": lambda x: not x,
    })
    return env


def evaluate(x, env):
    while True:
        if isinstance(x, Symbol):
            return env.find(x)[x]
        if not isinstance(x, list):
            return x
        op, *args = x
        if op == "quote":
            return args[0]
        if op == "if":
            test, conseq, alt = args
            x = conseq if evaluate(test, env) else alt
            continue
        if op == "define":
            name, expr = args
            env[name] = evaluate(expr, env)
            return None
        if op == "set!":
            name, expr = args
            env.find(name)[name] = evaluate(expr, env)
            return None
        if op == "lambda":
            params, body = args
            return Procedure(params, body, env)
        if op == "begin":
            for e in args[:-1]:
                evaluate(e, env)
            x = args[-1]
            continue
        proc = evaluate(op, env)
        vals = [evaluate(a, env) for a in args]
        if isinstance(proc, Procedure):
            x, env = proc.body, Env(proc.params, vals, proc.env)
            continue
        return proc(*vals)


def to_str(v):
    if v is True:
        return "#t"
    if v is False:
        return "#f"
    if isinstance(v, list):
        return "(" + " ".join(map(to_str, v)) + ")"
    return str(v)


g = standard_env()
program = """
(define fact (lambda (n) (if (<= n 1) 1 (* n (fact (- n 1))))))
(fact 20)
(define fib (lambda (n) (if (< n 2) n (+ (fib (- n 1)) (fib (- n 2))))))
(fib 15)
(define map (lambda (f xs) (if (null? xs) (quote ()) (cons (f (car xs)) (map f (cdr xs))))))
(map fib (list 1 2 3 4 5 6 7 8 9 10))
(define make-counter (lambda () (begin (define n 0) (lambda () (begin (set! n (+ n 1)) n)))))
(define c (make-counter))
(c)
(c)
(c)
(define loop (lambda (i acc) (if (= i 0) acc (loop (- i 1) (+ acc i)))))
(loop 3000 0)
(sqrt 2)
(length (list 1 2 3))
(not (< 1 2))
(quote (a b (c d)))
fact
(undefined-thing 1)
"""
depth = 0
buf = []
for line in program.strip().splitlines():
    try:
        result = evaluate(read(tokenize(line)), g)
        if result is not None:
            print(line[:40].ljust(40), "=>", to_str(result))
    except NameError as e:
        print("NameError:", e)
for bad in ["(+ 1 2", ")", ""]:
    try:
        read(tokenize(bad))
    except SyntaxError as e:
        print("SyntaxError:", e)
