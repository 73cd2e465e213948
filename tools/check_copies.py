"""Similarity scan: functions in our sandbox Python vs CPython's Lib (never-copy rule).
usage: simscan.py OURFILE... -- CPYFILE...   prints pairs with ratio >= 0.75 and >= 6 lines."""
import ast, difflib, sys
def funcs(path):
    src = open(path, encoding="utf-8").read()
    try:
        tree = ast.parse(src)
    except SyntaxError:
        return []
    out = []
    for n in ast.walk(tree):
        if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)):
            for d in ast.walk(n):  # drop docstrings
                pass
            body = n.body[1:] if (n.body and isinstance(n.body[0], ast.Expr) and isinstance(getattr(n.body[0], 'value', None), ast.Constant) and isinstance(n.body[0].value.value, str)) else n.body
            if not body:
                continue
            n2 = ast.FunctionDef(name="f", args=n.args, body=body, decorator_list=[], returns=None, type_comment=None, lineno=0)
            text = ast.unparse(n2)
            out.append((path, n.name, text))
    return out
i = sys.argv.index("--")
ours = [f for p in sys.argv[1:i] for f in funcs(p)]
theirs = [f for p in sys.argv[i+1:] for f in funcs(p)]
hits = 0
for p, name, t in ours:
    if t.count("\n") < 5:
        continue
    best = (0, None)
    for q, n2, u in theirs:
        if abs(len(t) - len(u)) > max(len(t), len(u)) * 0.5:
            continue
        r = difflib.SequenceMatcher(None, t, u, autojunk=False).quick_ratio()
        if r < 0.75:
            continue
        r = difflib.SequenceMatcher(None, t, u, autojunk=False).ratio()
        if r > best[0]:
            best = (r, (q, n2))
    if best[0] >= 0.75:
        hits += 1
        print(f"{best[0]:.2f} {p}:{name}  ~  {best[1][0]}:{best[1][1]}")
print(f"simscan: {len(ours)} functions, {hits} similar")
