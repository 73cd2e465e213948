# Red team 2 (issue 10), program 19_missing_mut_keyerror.
# attacks: dict.pop/setdefault/get/update with __hash__/__eq__ that raise or mutate mid-op
class K:
    def __repr__(self): return 'K()'  # trimmed: no address in the output
    def __init__(self, d): self.d = d
    def __hash__(self): self.d.clear(); return 1
    def __eq__(self, o): return True
d = {1: 'a', 2: 'b'}
print(d.setdefault(K(d), 'v'), d)
d = {1: 'a', 2: 'b'}
print(d.pop(K(d), 'nope'), d)
d = {1: 'a'}
print(d.get(K(d)), d)
d = {1: 'a'}
d2 = {K(d): 1}
d.update(d2); print(len(d))
class KH:
    def __hash__(self): raise ValueError("h")
try: {}.setdefault(KH())
except ValueError as e: print("VE", e)
try: dict.fromkeys([1, KH()])
except ValueError as e: print("VE", e)
try: {1: 2} | {KH(): 1}
except ValueError as e: print("VE", e)
try: frozenset([KH()])
except ValueError as e: print("VE", e)
d = {i: i for i in range(10)}
class E:
    def __hash__(self): return 3
    def __eq__(self, o):
        d.pop(3, None); return False
try: del d[E()]
except KeyError as e: print("KE", type(e.args[0]).__name__)
print(len(d))
