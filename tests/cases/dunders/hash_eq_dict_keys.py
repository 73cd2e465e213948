class Key:
    def __init__(self, a, b): self.a, self.b = a, b
    def __eq__(self, o): return (self.a, self.b) == (o.a, o.b)
    def __hash__(self): return hash((self.a, self.b))
    def __repr__(self): return f"Key({self.a},{self.b})"
d = {Key(1, 2): 'x'}
print(d[Key(1, 2)], Key(1, 2) in d, Key(2, 1) in d)
s = {Key(1, 1), Key(1, 1), Key(2, 2)}
print(len(s))
class Calls:
    n = 0
    def __hash__(self):
        Calls.n += 1
        return 1
    def __eq__(self, o): return self is o
c = Calls()
d = {c: 1}
d[c]
print(Calls.n >= 2)
