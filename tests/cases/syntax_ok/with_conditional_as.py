class A:
    def __init__(self, name):
        self.name = name

    def __enter__(self):
        print("enter", self.name)
        return self.name

    def __exit__(self, *exc):
        print("exit", self.name)


for c in (True, False):
    with A("a") if c else A("b") as v:
        print("body", v)
    with A("x"), A("y") if c else A("z") as w, A("t") as t:
        print("body", w, t)
    with A("p") if c else A("q") if not c else A("r") as u:
        print("nested", u)
    with (A("m") if c else A("n")) as m:
        print("paren", m)
    with A("s") if c else A("s2"):
        print("no target")
with A("d") if c else A("e") as (a, b):
    print(a, b)
