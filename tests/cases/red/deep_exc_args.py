# Red team 2 (issue 10), program 132_deep_exc_args.
# attacks: C recursion depth: str()/repr() of exceptions nested through args 200000 deep
e = ValueError("base")
for i in range(200000):
    e = ValueError(e)
try: print(len(str(e)))
except RecursionError: print("RecErr str")
try: print(len(repr(e)))
except RecursionError: print("RecErr repr")
print("AFTER")
