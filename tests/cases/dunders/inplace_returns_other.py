class A:
    def __iadd__(self, o): return 'replaced'
x = A()
x += 1
print(x)
class L:
    def __init__(self): self.items = [1]
obj = L()
obj.items += [2]
print(obj.items)
d = {'k': [1]}
d['k'] += [3]
print(d)
class Cnt:
    n = 0
c = Cnt()
c.n += 1
print(c.n, Cnt.n)
