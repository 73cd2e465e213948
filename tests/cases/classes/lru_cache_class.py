class LRU:
    def __init__(self, cap): self.cap, self.d = cap, {}
    def get(self, k, default=None):
        if k not in self.d: return default
        v = self.d.pop(k)
        self.d[k] = v
        return v
    def put(self, k, v):
        self.d.pop(k, None)
        self.d[k] = v
        if len(self.d) > self.cap:
            del self.d[next(iter(self.d))]
    def __repr__(self): return f"LRU({list(self.d.items())})"
    def __len__(self): return len(self.d)
c = LRU(2)
c.put('a', 1); c.put('b', 2); c.get('a'); c.put('c', 3)
print(c, len(c), c.get('b'), c.get('a'))
