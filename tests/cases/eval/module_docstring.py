"""Module doc."""
print(repr(__doc__))
g = {}; exec('"doc"\nx = 1', g); print(repr(g.get("__doc__")), g["x"])
g = {}; exec('x = 1', g); print("__doc__" in g)
l = {}; exec('"in locals"', {}, l); print(l)
g = {}; exec(compile('"c"', "f", "exec"), g); print(g["__doc__"])
g = {}; exec('f"not doc"', g); print("__doc__" in g)
