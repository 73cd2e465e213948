class CM:
    def __init__(self, name, suppress=False):
        self.name = name
        self.suppress = suppress

    def __enter__(self):
        print("enter", self.name)
        return self.name.upper()

    def __exit__(self, et, ev, tb):
        print("exit", self.name, et.__name__ if et else None, ev)
        return self.suppress


with CM("a") as a, CM("b") as b:
    print("body", a, b)
with (CM("c") as c,
      CM("d") as d,):
    print("parenthesised", c, d)
with CM("outer", suppress=True):
    with CM("inner"):
        raise ValueError("boom")
print("after suppression")
try:
    with CM("x"), CM("y", suppress=False):
        raise KeyError("k")
except KeyError as e:
    print("propagated", e)
with CM("s", True) as s, CM("t"):
    1 / 0
print("suppressed zero division", s)


def early():
    with CM("ret"):
        return "returned"


print(early())
for i in range(2):
    with CM(f"loop{i}"):
        if i == 0:
            continue
        break
