class D(dict):
    def __missing__(self, k):
        return k * 2
d = D(a=1)
print(d['a'], d['bb'], d.get('x'), 'bb' in d, d)
class Counter(dict):
    def __missing__(self, k):
        self[k] = 0
        return 0
c = Counter()
for ch in 'hello':
    c[ch] += 1
print(c)
class NoMiss(dict): pass
try:
    NoMiss()['q']
except KeyError as e:
    print(repr(e))
