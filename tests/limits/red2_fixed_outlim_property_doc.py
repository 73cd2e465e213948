# Red team 2 (issue 10), program 175_outlim_property_doc, a finding fixed since d2aaf4a.
# expect-exit: 3
# expect-stderr: output limit exceeded
# time-bound: 5
# output-bound: 1100000
# attacks: output limit hit inside fget.__doc__ lookup done by property() (descr.c clears the error): exit status must be 3
class F:
    @property
    def __doc__(self):
        while True: print("x" * 100000)
    def __call__(self, o): return 1
p = property(F())
x = 1 + 1
