# Red team 2 (issue 10), program 07_contains_getitem.
# attacks: __contains__ fallbacks, __getitem__ sequence protocol with mutation, __eq__ in list.count/index/remove mutating list
l = list(range(10))
class E:
    def __repr__(self): return 'E()'  # trimmed: no address in the output
    def __eq__(self, o):
        l.clear(); return False
print(E() in l, l)
l = list(range(10))
print(l.count(E()), l)
l = list(range(10))
try: l.remove(E())
except ValueError as e: print("VE", e)
l = list(range(10))
try: print(l.index(E()))
except ValueError as e: print("VE", e)
t = tuple(range(10))
class E2:
    def __eq__(self, o):
        global t; t = None; return False
print(E2() in t)
d = {i: i for i in range(10)}
class E3:
    def __eq__(self, o):
        d.clear(); return False
print(E3() in d.values())
d = {i: i for i in range(10)}
print((1, E3()) in d.items())
l = [[i] for i in range(10)]
class E4:
    def __eq__(self, o):
        l.clear(); l.extend([[0]]*100); return False
print([E4()] in l, len(l))
