# Red team 2 (issue 10), program 177_repr_in_error_msgs.
# attacks: error messages that embed repr() of sandbox objects: repr raising / returning odd values / mutating the list
class R:
    def __eq__(self, o): return False
    def __repr__(self): raise KeyError("in repr")
for f in (lambda: [1].index(R()), lambda: [1].remove(R()), lambda: (1,).index(R()), lambda: range(3).index(R())):
    try: f()
    except Exception as e: print(type(e).__name__, e)
l = [1, 2]
class M:
    def __eq__(self, o): return False
    def __repr__(self):
        l.clear(); return "M"
try: l.remove(M())
except ValueError as e: print("VE", e, l)
class Big:
    def __eq__(self, o): return False
    def __repr__(self): return "b" * 10**6
try: [1].index(Big())
except ValueError as e: print("VE", len(str(e)))
