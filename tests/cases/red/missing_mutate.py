# Red team 2 (issue 10), program 11_missing_mutate.
# attacks: __missing__ mutating the dict subclass; recursion inside __missing__; raising
class D(dict):
    def __missing__(self, k):
        self.clear()
        self.update({i: i for i in range(50)})
        return k * 2
d = D(a=1)
print(d["zz"], len(d))
class D2(dict):
    def __missing__(self, k):
        return self[k + 1] if k < 5000 else k
try: print(D2()[0])
except RecursionError as e: print("RecErr")
class D3(dict):
    __missing__ = 5
try: D3()[1]
except TypeError as e: print("TE", e)
class D4(dict):
    def __missing__(self, k): raise LookupError("lk")
try: D4()[1]
except LookupError as e: print("LE", e)
print("ok")
