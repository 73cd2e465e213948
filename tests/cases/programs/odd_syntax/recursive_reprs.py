a = [1, 2]; a.append(a); print(a, len(a), a[2] is a)
d = {"k": 1}; d["self"] = d; print(d)
t = ([],); t[0].append(t); print(t)
s = [[]]; s[0].append(s); print(s)
class Node:
    def __init__(self, v): self.v = v; self.children = []
    def __repr__(self): return f"Node({self.v}, {self.children})"
root = Node(1); root.children.append(Node(2)); root.children[0].children.append(Node(3)); print(root)
x = [1]; y = [x, x]; print(y, y[0] is y[1])
x.append(y); print(x)
print(repr([[[[]]]]), str([{"a": ({1},)}]), repr({(): [], "": {}}))
class R:
    def __repr__(self): return "R!"
print([R(), (R(),), {R()}], {"k": R()}, (R(),), f"{[R()]}")
class Str:
    def __str__(self): return "str-only"
print([Str()][0].__str__(), str([Str()]).startswith("[<"))
print(repr("a'b"), repr(['a"b']), repr({"'": '"'}), str(("x",)), repr(("x",)))
print([1.0, 1e100, 1e-7, float("nan"), -0.0], (True, None, ...), [b"x", bytearray(b"y")], [1j, -1j, 1 + 0j])
import sys
print(type(sys.getrecursionlimit()).__name__)
