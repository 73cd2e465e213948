# Red team 2 (issue 10), program 102_exc_args_odd.
# attacks: exceptions with odd args / args reassigned / __str__ of builtin exceptions with weird args
e = KeyError()
e.args = (1, 2, 3)
print(str(e), repr(e))
e = OSError(1, "msg", "file", None, "file2")
print(str(e), e.errno, e.strerror, e.filename, e.filename2)
e = UnicodeDecodeError("utf-8", b"\xff\xfe", 0, 1, "bad")
print(str(e))
try: e = UnicodeDecodeError("utf-8", b"\xff", 5, 1, "bad"); print(str(e))
except Exception as x: print(type(x).__name__, x)
e = StopIteration(1, 2); print(e.value)
e = SystemExit(); print(e.code)
e = SyntaxError("m", ("f.py", 1, 2, "x = ", 1, 9)); print(str(e), e.end_offset)
try: print(str(SyntaxError("m", 5)))
except TypeError as x: print("TE", x)
class E(Exception):
    def __init__(self): pass
print(repr(E()), str(E()))
e = ValueError(); e.args = "abc"; print(str(e), repr(e))
try: e.args = 5
except TypeError as x: print("TE", x)
e = KeyError("a"); e.args = (); print(repr(str(e)))
e = AttributeError("x", name="n", obj=5); print(e.name, e.obj)
e = NameError("x", name="n"); print(e.name)
e = ImportError("x", name="n", path="p"); print(e.name, e.path, str(e))
try: ImportError("x", bad=1)
except TypeError as x: print("TE", x)
