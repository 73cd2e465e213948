# Red team 2 (issue 10), program 20_dictview_mutate.
# attacks: dict views during mutation, set ops between views, view iteration with __eq__ mutating
d = {i: i for i in range(10)}
class E:
    def __hash__(self): return 1
    def __eq__(self, o):
        d.clear(); d.update({j: j for j in range(100, 200)}); return False
try: print(d.keys() & {E(), 5})
except RuntimeError as e: print("RE", e)
d = {i: i for i in range(10)}
try: print(len(d.keys() | {E()}))
except RuntimeError as e: print("RE", e)
d = {i: i for i in range(10)}
try: print(d.keys() == {E()}, len(d))
except RuntimeError as e: print("RE", e)
d = {i: i for i in range(10)}
try: print(sorted(d.items() - {(1, E())}))
except RuntimeError as e: print("RE", e)
d = {i: i for i in range(10)}
try: print(d.keys().isdisjoint([E()]))
except RuntimeError as e: print("RE", e)
d = {i: [i] for i in range(5)}
class V:
    def __eq__(self, o):
        d.clear(); return False
try: print((1, V()) in d.items())
except RuntimeError as e: print("RE", e)
d = dict.fromkeys(range(5))
it = iter(d.items())
next(it); d[100] = 1; del d[100]
try: print(list(it))
except RuntimeError as e: print("RE", e)
d = dict.fromkeys(range(5))
r = reversed(d.values()); next(r); d.pop(0); d[0] = 1
try: print(list(r))
except RuntimeError as e: print("RE", e)
