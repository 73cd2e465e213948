import copy, math, string, sys
from typing import *
class Matrix:
    def __init__(self, rows): self.rows = rows
    def __getitem__(self, idx):
        i, j = idx
        return self.rows[i][j]
    def __setitem__(self, idx, v):
        i, j = idx
        self.rows[i][j] = v
    def __iter__(self): return iter(self.rows)
    def __eq__(self, o): return self.rows == o.rows
    def __repr__(self): return f"Matrix({self.rows})"
m = Matrix([[1, 2], [3, 4]])
m[0, 1] = 9
print(m[0, 1], list(m), m == copy.deepcopy(m), m)
print(vars(m), m.__dict__ is vars(m), type(m).__name__, m.__class__.__qualname__, Matrix.__module__)
class E(Exception): pass
try:
    raise E("a", 1)
except E as e:
    print(e, repr(e), e.args, str(E()), repr(E()))
print(repr(KeyError("k")), str(KeyError("k")), str(KeyError()), repr(ValueError()), str(OSError(2, "x")))
e = ZeroDivisionError("div")
print(e.__class__.__name__, isinstance(e, ArithmeticError), e.with_traceback(None) is e)
