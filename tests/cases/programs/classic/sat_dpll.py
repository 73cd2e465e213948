# DPLL SAT solver with unit propagation and pure literals, used on a few puzzles.
class Solver:
    def __init__(self, clauses):
        self.clauses = [list(c) for c in clauses]
        self.decisions = 0

    def simplify(self, clauses, lit):
        out = []
        for c in clauses:
            if lit in c:
                continue
            if -lit in c:
                c = [x for x in c if x != -lit]
                if not c:
                    return None
            out.append(c)
        return out

    def solve(self, clauses=None, assign=None):
        if clauses is None:
            clauses, assign = self.clauses, {}
        while True:
            unit = next((c[0] for c in clauses if len(c) == 1), None)
            if unit is None:
                break
            assign = dict(assign)
            assign[abs(unit)] = unit > 0
            clauses = self.simplify(clauses, unit)
            if clauses is None:
                return None
        if not clauses:
            return assign
        lits = {x for c in clauses for x in c}
        for x in sorted(lits):
            if -x not in lits:
                assign = dict(assign)
                assign[abs(x)] = x > 0
                return self.solve(self.simplify(clauses, x), assign)
        var = min(abs(x) for x in lits)
        for lit in (var, -var):
            self.decisions += 1
            nc = self.simplify(clauses, lit)
            if nc is not None:
                a = dict(assign)
                a[var] = lit > 0
                res = self.solve(nc, a)
                if res is not None:
                    return res
        return None


def pigeonhole(n):
    # n+1 pigeons into n holes: unsatisfiable
    v = lambda p, h: p * n + h + 1
    cl = [[v(p, h) for h in range(n)] for p in range(n + 1)]
    for h in range(n):
        for p in range(n + 1):
            for q in range(p + 1, n + 1):
                cl.append([-v(p, h), -v(q, h)])
    return cl


def queens(n):
    v = lambda r, c: r * n + c + 1
    cl = [[v(r, c) for c in range(n)] for r in range(n)]
    for r in range(n):
        for c in range(n):
            for r2 in range(n):
                for c2 in range(n):
                    if (r, c) < (r2, c2) and (r == r2 or c == c2 or abs(r - r2) == abs(c - c2)):
                        cl.append([-v(r, c), -v(r2, c2)])
    return cl


s = Solver([[1, 2], [-1, 3], [-2, -3], [2, 3]])
print(sorted(s.solve().items()), s.decisions)
for n in (2, 3, 4):
    s = Solver(pigeonhole(n))
    print("pigeonhole", n, s.solve(), s.decisions)
for n in (4, 5, 6):
    s = Solver(queens(n))
    sol = s.solve()
    board = [[c for c in range(n) if sol.get(r * n + c + 1)] for r in range(n)]
    print("queens", n, board, s.decisions)
