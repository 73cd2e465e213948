class A: pass
a, b = A(), A()
print(a == a, a == b, a != b, a is a, [a] == [a], [a] == [b], a in [b, a], (a,) == (a,))
print({a: 1}.get(b), {a: 1}.get(a))
class E:
    def __eq__(self, o): return False
e = E()
print(e == e, e in [e], [e] == [e], e is e)
