# Red team 2 (issue 10), program 133_deep_slice.
# attacks: C recursion depth: slices nested 200000 deep: repr, ==, hash
s = slice(1, 2)
for i in range(200000):
    s = slice(s, None, s if i < 3 else None)
try: print(len(repr(s)))
except RecursionError: print("RecErr repr")
t = slice(1, 2)
for i in range(200000):
    t = slice(t, None, t if i < 3 else None)
try: print(s == t)
except RecursionError: print("RecErr eq")
try: print(hash(s) == hash(t))
except (RecursionError, TypeError) as e: print(type(e).__name__)
print("AFTER")
