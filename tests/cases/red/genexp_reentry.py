# Red team 2 (issue 10), program 210_genexp_reentry.
# attacks: generator expressions re-entering themselves, throw/send/close on running genexps, genexp over a list mutated by its own element expression
l = [1, 2, 3]
g = (l.append(x) or x for x in l if len(l) < 50)
print(sum(1 for _ in g), len(l))
def me():
    return next(gg)
gg = (me() for _ in range(3))
try: next(gg)
except ValueError as e: print("VE", e)
g2 = (x for x in range(5))
print(next(g2), g2.send(None))
try: g2.throw(KeyError("k"))
except KeyError as e: print("KE", e)
print(list(g2))
g3 = (x for x in range(5))
next(g3); g3.close(); print(list(g3))
g4 = ((yield_ := x) for x in range(3))
print(list(g4), yield_ if 'yield_' in dir() else 'nolocal')
g5 = (g5.close() or x for x in range(3))
try: print(list(g5))
except ValueError as e: print("VE", e)
g6 = (x for x in [1])
print(g6.gi_running if hasattr(g6, 'gi_running') else 'n/a', type(g6).__name__)
class It:
    def __iter__(self): return self
    def __next__(self):
        g7.close() if 'g7' in globals() else None
        raise StopIteration
g7 = (x for x in It())
try: print(list(g7))
except ValueError as e: print("VE", e)
