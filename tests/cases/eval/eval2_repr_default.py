class A: pass
print(repr(A())[:18], str(A)[:16])
