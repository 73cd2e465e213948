class Counted(set):
    def __init__(self, it=()): super().__init__(it); self.adds = 0
    def add(self, x): self.adds += 1; super().add(x)
c = Counted([1]); c.add(2); c.add(2); print(sorted(c), c.adds, type(c | {3}).__name__, len(c), 2 in c)
print(c == {1, 2}, isinstance(c, set), c.issubset({1, 2, 3}), sorted(c.union([5])), c & {1}, repr(Counted()), repr(Counted([1])))
class S(set): pass
s = S("ab"); s |= {"c"}; print(sorted(s), type(s).__name__); s.discard("a"); print(sorted(s))
s2 = S(); s2.update([1, 2]); s2.remove(1); print(s2, s2.pop(), s2, bool(s2))
class FS(frozenset):
    def __new__(cls, *items): return super().__new__(cls, items)
f = FS(3, 1, 2); print(sorted(f), len(f), type(f).__name__, hash(f) == hash(frozenset({1, 2, 3})), f | {4}, type(f - {1}).__name__)
print({f: 1}[frozenset({1, 2, 3})], f == frozenset({1, 2, 3}), sorted(FS()))
class Tags(set):
    def __repr__(self): return "Tags(" + ",".join(sorted(self)) + ")"
t = Tags(["x", "y"]); print(t, [t], str(t), sorted(t.copy()), type(t.copy()).__name__)
for x in sorted(S([3, 1])): print(x, end=" ")
print(sorted(S([3, 1]) ^ S([1, 4])), S([1]) < S([1, 2]), S([1]).isdisjoint([2]))
s3 = S([1]); s3.clear(); print(s3, len(s3))
s4 = S([1, 2, 3]); s4 -= {1}; s4 &= {2, 9}; s4 ^= {7}; print(sorted(s4), type(s4).__name__)
print(set(S([1])), frozenset(S([2])), list(S([3])), S(range(3)) == set(range(3)))
class FS2(frozenset): pass
print(sorted(FS2([2, 1])), type(FS2()).__name__)
class Named(set):
    def __init__(self, name, items): super().__init__(items); self.name = name
n = Named("n", "ab"); print(n.name, sorted(n))
try: S([1], x=1)
except TypeError as e: print(e)
try: S(1, 2) if False else set(1, 2)
except TypeError as e: print(e)
s5 = S([1, 2]); s5.__init__([9]); print(s5)
try: FS2([1], x=1)
except TypeError as e: print(e)
print(set.__init__ is not None, "__init__" in vars(set), "__init__" in vars(frozenset))
import copy
c1 = S([1, 2]); c2 = copy.copy(c1); c3 = copy.deepcopy(c1); print(type(c2).__name__, sorted(c2), type(c3).__name__, sorted(c3))
print(set.union(S([1]), [2]), S([5]).union(S([6])), {1} | S([2]), S([2]) | {1}, type({1} | S([2])).__name__)
print({1, 2} == S([1, 2]), S([1]) != {1}, {1} < S([1, 2]), S([1]) <= frozenset({1}), frozenset({1}) == FS2({1}))
s6 = {0}; s6 |= S([1]); s6 -= S([0]); print(s6, type(s6).__name__)
s7 = S(); s7.update(S([3]), FS2([4])); s7.symmetric_difference_update(S([3])); print(s7)
print(sorted(S("ba")), len(S()), S([1]).pop(), hash(FS2([1])) == hash(frozenset([1])), {FS2([1]): 2}[frozenset([1])])
