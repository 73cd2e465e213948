# Red team 2 (issue 10), program 31_rec_dunders_deep.
# CPython 3.11 itself crashes (SIGSEGV) on this program; pyeval must finish.
# expect-exit: 0
# expect-stdout: max ok
# time-bound: 5
# attacks: deep recursion (limit raised to 100000) through many C-called dunders: C stack must not overflow
import sys
sys.setrecursionlimit(100000)
class X:
    def __init__(self, n): self.n = n
    def nx(self): return X(self.n - 1) if self.n > 0 else 0
    def __eq__(self, o): return self.nx() == o
    def __hash__(self): return hash(self.nx())
    def __len__(self): return len(self.nx()) if self.n else 0
    def __bool__(self): return bool(self.nx())
    def __index__(self): return [1, 2][self.nx()] if self.n else 0
    def __format__(self, s): return format(self.nx(), s)
    def __repr__(self): return repr(self.nx())
    def __contains__(self, v): return v in self.nx() if self.n else False
    def __getitem__(self, i): return self.nx()[i] if self.n else 0
    def __lt__(self, o): return self.nx() < o
    def __call__(self): return self.nx()() if self.n else 0
    def __neg__(self): return -self.nx()
    def __add__(self, o): return self.nx() + o
    def __iter__(self): return iter(self.nx()) if self.n else iter(())
    def __abs__(self): return abs(self.nx())
    def __int__(self): return int(self.nx())
    def __float__(self): return float(self.nx())
N = 30000
tests = [
    ("eq", lambda: X(N) == 0), ("hash", lambda: hash(X(N))), ("len", lambda: len(X(N))),
    ("bool", lambda: bool(X(N))), ("index", lambda: [1,2,3][X(N)]), ("format", lambda: format(X(N), "")),
    ("repr", lambda: repr(X(N))), ("contains", lambda: 1 in X(N)), ("getitem", lambda: X(N)[0]),
    ("lt", lambda: X(N) < 0), ("call", lambda: X(N)()), ("neg", lambda: -X(N)), ("add", lambda: X(N) + 0),
    ("iter", lambda: list(X(N))), ("abs", lambda: abs(X(N))), ("int", lambda: int(X(N))),
    ("float", lambda: float(X(N))), ("fstring", lambda: f"{X(N)}"), ("str", lambda: str(X(N))),
    ("sorted", lambda: sorted([X(N), 0])), ("dictkey", lambda: {X(N): 1}), ("max", lambda: max(X(N), 0)),
]
for name, f in tests:
    try:
        r = f()
        print(name, "ok", type(r).__name__)
    except RecursionError:
        print(name, "RecursionError")
    except Exception as e:
        print(name, type(e).__name__)
