# Red team 2 (issue 10), program 10_bool_filter.
# attacks: __bool__ in any/all/filter/if mutating the list being iterated; raising
l = []
class B:
    def __bool__(self):
        l.append(B()) if len(l) < 500 else None
        return False
l.append(B())
print(any(l), len(l))
l = [B()]
print(len(list(filter(None, l))), len(l))
class R:
    def __bool__(self): raise ValueError("bool")
try: all([1, R()])
except ValueError as e: print("VE", e)
class W:
    def __bool__(self): return 2
try: bool(W())
except TypeError as e: print("TE", e)
class W2:
    def __len__(self): return -1
try: bool(W2())
except ValueError as e: print("VE", e)
class W3:
    def __len__(self): return 2**100
try: bool(W3())
except OverflowError as e: print("OE", e)
try: print(not W())
except TypeError as e: print("TE", e)
try: print([x for x in [W()] if x])
except TypeError as e: print("TE", e)
