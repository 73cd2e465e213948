class It:
    def __init__(self, n): self.n = n
    def __iter__(self): return iter(range(self.n))
print(3 in It(5), 7 in It(5))
class Old:
    def __getitem__(self, i):
        if i >= 4: raise IndexError
        return i * 10
print(list(Old()), 20 in Old(), 25 in Old())
for x in Old(): print(x, end=' ')
print()
a, b, c, d = Old()
print(a, d, sorted(Old(), reverse=True), max(Old()))
class C:
    def __contains__(self, x): return x == 'k'
print('k' in C(), 'z' in C(), 'z' not in C())
class N: pass
try:
    1 in N()
except TypeError as e:
    print(e)
try:
    iter(N())
except TypeError as e:
    print(e)
class NotIt:
    __iter__ = None
try:
    iter(NotIt())
except TypeError as e:
    print(e)
