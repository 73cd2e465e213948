# __del__ runs when the last reference goes (del, rebinding, scope exit, container
# clear in CPython's order: lists last item first, dicts in entry order), on resurrection
# only once, for cyclic garbage, and at exit for what is left (oldest first).
class R:
    def __init__(self, n):
        self.n = n
        print("open", n)
    def __del__(self):
        print("close", self.n)
def f():
    r = R(1)
    print("in f")
f()
x = R(2)
x = None
y = R(3)
del y
lst = [R(4), R(5)]
lst.clear()
z = R(6)
print("end")
class Node:
    def __init__(self, name):
        self.name = name
        self.other = None
    def __del__(self):
        print("del", self.name, self.other.name if self.other else None)
def make_cycle():
    a, b = Node("a"), Node("b")
    a.other, b.other = b, a
make_cycle()
print("after cycle")
keep = []
class Phoenix:
    def __del__(self):
        print("phoenix rises")
        keep.append(self)
p = Phoenix()
del p
print(len(keep))
keep.clear()
print("cleared again")
class Counter:
    live = 0
    def __init__(self):
        Counter.live += 1
    def __del__(self):
        Counter.live -= 1
objs = [Counter() for _ in range(5)]
print(Counter.live)
objs = objs[:2]
print(Counter.live)
d = {"x": Counter(), "y": Counter()}
print(Counter.live)
d.pop("x")
print(Counter.live)
def gen():
    c = Counter()
    yield 1
    yield 2
g = gen()
next(g)
print(Counter.live)
del g
print(Counter.live)
class Sub(list):
    def __del__(self):
        print("list sub del", len(self))
s = Sub([1, 2, 3])
s = None
print("end")
d2 = {"first": R(7), "second": R(8)}
d2 = None
t = (R(9), R(10))
del t
class Late:
    def __init__(self, tag):
        self.tag = tag
    def __del__(self):
        print("late", self.tag)
early = Late("early")
later = Late("later")
