class P:
    def __init__(self, x): self.x = x
    def __eq__(self, o): return self.x == o.x
    def __hash__(self): return hash(self.x)
print(len({P(1), P(1), P(2)}) if False else len({P(1): 1, P(1): 2, P(2): 3}))
