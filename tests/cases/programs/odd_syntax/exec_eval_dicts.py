g = {"x": 1}
exec("y = x + 1\ndef f(): return y * 10", g)
print(g["y"], g["f"](), sorted(k for k in g if k != "__builtins__"))
l = {}
exec("a = 5\nb = a * 2", {}, l)
print(sorted(l.items()))
print(eval("x * 100", g), eval("p + q", {"p": 1}, {"q": 2}), eval("[i for i in range(n)]", {"n": 3}))
code = compile("r = 6 * 7", "<s>", "exec")
ns = {}; exec(code, ns); print(ns["r"], code.co_name if hasattr(code, "co_name") else "<module>")
e = compile("1 + 2", "<e>", "eval"); print(eval(e))
s = compile("print('single', 3)", "<x>", "single"); exec(s)
def scoped():
    z = 3
    return eval("z + 1"), eval("z", {"z": 99}), eval("w", {}, {"w": 7})
print(scoped())
src = """
class K:
    v = 1
    def m(self): return self.v + 1
result = K().m()
"""
d = {}; exec(src, d); print(d["result"], d["K"].__name__)
try: eval("1 +")
except SyntaxError as err: print("SyntaxError", err.msg)
try: exec("raise KeyError('from exec')")
except KeyError as err: print("KeyError", err)
try: eval("undefined_thing")
except NameError as err: print(err)
print(eval("__name__"), eval("__name__", {"__name__": "custom"}))
exec("import math\nm = math.floor(2.7)", d); print(d["m"])
counter = 0
exec("global counter\ncounter += 5") if False else exec("counter += 5", globals())
print(counter)
print(eval("(lambda a, b=2: a * b)(4)"), eval("{k: v for k, v in zip('ab', (1, 2))}"))
print(eval("  1 + 1"), eval("\t2 * 3\n"), eval(b"4 + 4"))
fn_ns = {}
exec("def gen():\n    yield from range(3)", fn_ns)
print(list(fn_ns["gen"]()))
