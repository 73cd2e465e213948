print(__debug__, type(__debug__).__name__)
if __debug__: print("debug on")
print(eval("__debug__"), eval("__debug__", {}), "__debug__" in globals())
def f(): return __debug__
print(f(), [__debug__ for _ in range(2)])
