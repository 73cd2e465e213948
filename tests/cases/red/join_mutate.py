# Red team 2 (issue 10), program 09_join_mutate.
# attacks: str.join on a list mutated by a generator / by __str__ (join uses no __str__, but iter mutates)
l = ["a"] * 10
def g():
    for x in l:
        l.append("b")
        if len(l) > 1000: return
        yield x
print(len("".join(g())))
l = ["x"] * 10
class B(str):
    def __hash__(self):
        l.clear(); return 1
print("".join(l))
l = [b"a", b"b"]
print(b",".join(l))
class BB:
    def __init__(self): pass
    def __buffer__(self, f): l.clear(); return memoryview(b"z")
try: print(b",".join([b"a", BB()]))
except TypeError as e: print("TE", e)
l = [[1]]
l2 = [l] * 3
print(sum(l2, []) if False else "ok")
