class Tree(dict):
    def __missing__(self, k):
        v = self[k] = Tree()
        return v
t = Tree()
t['a']['b']['c'] = 1
print(t)
class Default(dict):
    def __missing__(self, k):
        raise KeyError(f"no {k}")
try:
    Default()['z']
except KeyError as e:
    print(e)
class M(dict):
    def __missing__(self, k): return 0
m = M()
print(m.get('q'), m['q'], 'q' in m, m.setdefault('r', 1), m)
