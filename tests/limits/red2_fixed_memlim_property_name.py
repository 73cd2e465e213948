# Red team 2 (issue 10), program 173_memlim_property_name, a finding fixed since d2aaf4a.
# expect-exit: 3
# expect-stderr: memory limit exceeded
# forbid-stdout: AFTER
# time-bound: 5
# attacks: memory limit inside fget.__name__ lookup done by property() (descr.c:71 clears any error)
def bomb():
    x = []
    while True: x.append(bytearray(10**6))
class F:
    __doc__ = "doc"
    def __getattr__(self, n):
        if n == "__name__": bomb()
        raise AttributeError(n)
    def __call__(self, o): return 1
p = property(F())
print("AFTER property made")
