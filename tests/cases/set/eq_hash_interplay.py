class K:
    def __init__(self, v):
        self.v = v
    def __hash__(self):
        return self.v % 3
    def __eq__(self, other):
        return isinstance(other, K) and self.v == other.v
    def __repr__(self):
        return 'K(%d)' % self.v
s = {K(1), K(4), K(1), K(7)}
print(len(s), sorted(s, key=lambda k: k.v))
print(K(4) in s, K(10) in s)
s.discard(K(4))
print(len(s))
