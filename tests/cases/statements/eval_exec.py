print(eval("1 + 2"), eval("x * 2", {"x": 21}), eval("[i for i in range(3)]"))
y = 10
print(eval("y + 1"))
def f():
    z = 5
    return eval("z + y")
print(f())
ns = {}
exec("a = 1\ndef g():\n    return a + 1\nb = g()", ns)
print(ns["a"], ns["b"], sorted(k for k in ns if k != "__builtins__"))
exec("w = 7")
print(w)
try:
    eval("1 +")
except SyntaxError as e:
    print("SyntaxError:", e.msg)
try:
    eval("undefined_thing")
except NameError as e:
    print("NameError:", e)
print(eval("a + b", {"a": 1}, {"b": 2}))
code = compile("3 * 4", "<s>", "eval")
print(eval(code))
exec(compile("print('compiled exec')", "<s>", "exec"))
print(exec("1"))
