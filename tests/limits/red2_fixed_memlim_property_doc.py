# Red team 2 (issue 10), program 128_memlim_property_doc, a finding fixed since d2aaf4a.
# expect-exit: 3
# expect-stderr: memory limit exceeded
# forbid-stdout: AFTER
# time-bound: 5
# attacks: memory limit inside fget.__doc__ lookup done by property() (descr.c clears any error there)
def bomb():
    x = []
    while True: x.append(bytearray(10**6))
class F:
    @property
    def __doc__(self): bomb()
    def __call__(self, o): return 1
try:
    p = property(F())
    print("AFTER property made")
except BaseException as e:
    print("AFTER caught", type(e).__name__)
print("AFTER end")
