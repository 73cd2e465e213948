class Stack(list):
    def push(self, x): self.append(x)
    def peek(self): return self[-1]
s = Stack([1, 2])
s.push(3)
print(s, s.peek(), len(s), type(s).__name__, s + [4], type(s + [4]).__name__)
class TL(list):
    def __init__(self, *a):
        super().__init__(a)
        self.note = 'x'
    def __getitem__(self, i):
        return list.__getitem__(self, i) * 10
t = TL(1, 2, 3)
print(t, t[0], t.note, sorted(t), [x for x in t])
class Cnt(list):
    def append(self, x):
        super().append(x * 2)
c = Cnt(); c.append(5); c.extend([1]); print(c)
