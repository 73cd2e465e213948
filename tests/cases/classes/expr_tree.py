class Expr:
    def __add__(self, o): return BinOp('+', self, wrap(o))
    def __radd__(self, o): return BinOp('+', wrap(o), self)
    def __mul__(self, o): return BinOp('*', self, wrap(o))
    def __rmul__(self, o): return BinOp('*', wrap(o), self)
    def __sub__(self, o): return BinOp('-', self, wrap(o))
    def __neg__(self): return BinOp('-', Num(0), self)
class Num(Expr):
    def __init__(self, v): self.v = v
    def __repr__(self): return f"Num({self.v})"
    def eval(self, env): return self.v
    def __str__(self): return str(self.v)
class Var(Expr):
    def __init__(self, n): self.n = n
    def __repr__(self): return f"Var({self.n!r})"
    def eval(self, env): return env[self.n]
    def __str__(self): return self.n
class BinOp(Expr):
    OPS = {'+': lambda a, b: a + b, '*': lambda a, b: a * b, '-': lambda a, b: a - b}
    def __init__(self, op, l, r): self.op, self.l, self.r = op, l, r
    def __repr__(self): return f"BinOp({self.op!r}, {self.l!r}, {self.r!r})"
    def __str__(self): return f"({self.l} {self.op} {self.r})"
    def eval(self, env): return self.OPS[self.op](self.l.eval(env), self.r.eval(env))
def wrap(x): return x if isinstance(x, Expr) else Num(x)
x, y = Var('x'), Var('y')
e = 2 * x + y * 3 - 1
print(e)
print(repr(-x))
print(e.eval({'x': 5, 'y': 2}), (1 + x).eval({'x': 1}))
try:
    e.eval({'x': 1})
except KeyError as err:
    print('unbound', err)
