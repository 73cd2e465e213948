class Stack(list):
    def push(self, x):
        self.append(x)
    def peek(self):
        return self[-1]
s = Stack()
s.push(1); s.push(2)
print(s, len(s), s.peek(), isinstance(s, list), type(s).__name__, s + [3])
s.name = "st"
print(s.name, s.pop(), s)
class L2(list):
    def __init__(self, n):
        super().__init__(range(n))
        self.n = n
print(L2(3), L2(3).n, Stack([4, 5]))
class Counter(dict):
    def __missing__(self, key):
        return 0
    def add(self, k):
        self[k] = self[k] + 1
c = Counter()
for ch in "abca":
    c.add(ch)
print(c, c["z"], sorted(c.items()), isinstance(c, dict))
class D2(dict):
    pass
d = D2(a=1)
d.extra = 2
print(d, d.extra, D2([("x", 1)]), len(d))
l = Stack([1])
l.append(l)
print(l)
