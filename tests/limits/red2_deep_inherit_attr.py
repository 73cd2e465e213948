# Red team 2 (issue 10), program 118_deep_inherit_attr.
# expect-exit: 3
# expect-stderr: operation limit exceeded
# forbid-stdout: AFTER
# time-bound: 5
# attacks: very deep inheritance chain (MRO walk per attribute access / isinstance / super)
C = object
for i in range(5000):
    C = type(f"C{i}", (C,), {})
o = C()
print(isinstance(o, object), len(C.__mro__))
try: print(o.missing)
except AttributeError as e: print("AE", str(e)[:40])
n = 0
for i in range(300):
    n += hasattr(o, 'zz')
print(n)
print("AFTER")
