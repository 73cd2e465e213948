print(eval("1 + 2 * 3"), eval("[x * x for x in range(4)]"), eval("'abc'.upper()"))
ns = {"a": 10}
print(eval("a * 2", ns), eval("b + 1", {"b": 1}, {"b": 5}))
code = """
def sq(n):
    return n * n
result = [sq(i) for i in range(5)]
"""
env = {}
exec(code, env)
print(env["result"], env["sq"](9), sorted(k for k in env if not k.startswith("__")))
exec("y = 42")
print(y)
exec("for i in range(3): print('exec loop', i)")
g = {"counter": 0}
exec("counter += 1\ncounter *= 10", g)
print(g["counter"])
c = compile("3 ** 4", "<expr>", "eval")
print(eval(c), type(c).__name__)
c2 = compile("z = 'compiled'", "<s>", "exec")
exec(c2)
print(z)
try:
    eval("1 +")
except SyntaxError as e:
    print("SyntaxError:", e.msg)
try:
    eval("undefined_name")
except NameError as e:
    print("NameError:", e)
print(eval("(lambda q: q + 1)(1)"), eval("  7  "), eval("x", {"x": [1]}))
