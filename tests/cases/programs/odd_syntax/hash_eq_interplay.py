class Frozen:
    def __init__(self, v): self.v = v
    def __eq__(self, o): return isinstance(o, Frozen) and o.v == self.v
print(hash is not None)
try:
    {Frozen(1)}
except TypeError as e:
    print("TypeError:", e)
class H:
    def __hash__(self): return 42
    def __eq__(self, o): return True
print(len({H(), H()}), hash(H()))
print(hash(-1), hash(-2), hash(2**61), hash(2**61-1), hash(1.5), hash(-0.5), hash((1,2)) == hash((1,2)))
