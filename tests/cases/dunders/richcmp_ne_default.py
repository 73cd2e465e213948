class P:
    def __init__(self, x): self.x = x
    def __eq__(self, o):
        if not isinstance(o, P): return NotImplemented
        return self.x == o.x
print(P(1) == P(1), P(1) != P(1), P(1) != P(2), P(1) == 1, P(1) != 1)
class Q:
    def __ne__(self, o): return 'custom ne'
print(Q() != Q(), Q() == Q())
