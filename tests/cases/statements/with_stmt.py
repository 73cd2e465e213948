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

with CM("outer", suppress=True):
    with CM("inner"):
        raise ValueError("boom")
print("after suppression")

def ret():
    with CM("r"):
        return "returned"
print(ret())

for i in range(2):
    with CM(f"loop{i}"):
        if i == 0:
            continue
        break

with CM("x") as (p, q):
    print(p, q)

class BadEnter:
    def __enter__(self):
        raise RuntimeError("enter failed")
    def __exit__(self, *a):
        print("exit should not run")
try:
    with CM("first"), BadEnter():
        print("unreached")
except RuntimeError as e:
    print("caught", e)

class BadExit:
    def __enter__(self):
        return self
    def __exit__(self, *a):
        raise KeyError("exit failed")
try:
    with BadExit():
        raise ValueError("body")
except KeyError as e:
    print("caught", repr(e), "context", repr(e.__context__))

class NoCM:
    pass
try:
    with NoCM():
        pass
except TypeError as e:
    print("TypeError:", e)

class OnlyEnter:
    def __enter__(self):
        return 1
try:
    with OnlyEnter():
        pass
except TypeError as e:
    print("TypeError:", e)

class Truthy:
    def __enter__(self):
        return self
    def __exit__(self, *a):
        return [1]
with Truthy():
    raise ValueError
print("suppressed by truthy list")
