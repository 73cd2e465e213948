# What is left at exit is finalized in CPython 3.11's order for __main__: garbage cycles
# first, then the globals in dict order (instances with __del__ run it, plain instances
# are released), then the rest of each global (a list last item first, a dict in order),
# then objects held elsewhere (class attributes).
class R:
    def __init__(self, n):
        self.n = n

    def __del__(self):
        print("close", self.n)


class Holder:
    def __init__(self, *items):
        self.items = list(items)

    def __del__(self):
        print("holder", len(self.items))


class Box:
    pass


class Node:
    def __init__(self, name):
        self.name = name
        self.other = None

    def __del__(self):
        print("node", self.name)


def make_cycle():
    a, b = Node("a"), Node("b")
    a.other, b.other = b, a


make_cycle()
a = R(1)
h = Holder(R(2), R(3))
bx = Box()
bx.inner = R(4)
_hidden = R(5)
registry = {"x": R(6), "y": R(7)}


def main():
    local = R(8)
    global g
    g = R(9)


main()
lst = [R(10), R(11)]
R.class_attr = R(12)
c = R(13)
print("end")
