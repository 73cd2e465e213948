# 20 with items are exactly the 20 static blocks CPython allows.
print("class C:\n    def __enter__(self): return 1\n    def __exit__(self, *a): pass")
print("with " + ", ".join("C() as b%d" % i for i in range(20)) + ": print(b19)")
