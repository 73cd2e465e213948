# compile()'s flags, dont_inherit, optimize and _feature_version are C ints in CPython
# (dont_inherit is bool(accept={int})): __index__, OverflowError past a C int; then
# unknown flags and an optimize outside -1..2 are ValueErrors.
class Idx:
    def __index__(self):
        return 1


def show(**kw):
    try:
        print(type(compile('1', 's', 'eval', **kw)).__name__)
    except Exception as e:
        print(type(e).__name__ + ":", e)


for v in [0, 1, True, Idx(), 2**31 - 1, 2**31, -2**100, 1.5, None, "x"]:
    show(dont_inherit=v)
    show(flags=v)
    show(optimize=v)
for f in [0x2000, 0x200, 0x800, 0x10, 0x20000, 0x1000000, 0x2000000, 1, -1]:
    show(flags=f)
for o in [-2, -1, 0, 1, 2, 3]:
    show(optimize=o)
show(_feature_version=2**100)
show(_feature_version=-5)
show(flags=2**100, optimize=5)
show(flags=-1, optimize=5)
compile('1', 's', 'eval', 0, 2**100)
