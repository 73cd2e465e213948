# Names made at run time (core/intern.h): getattr/hasattr/setattr with computed names
# (interned in place), exec/eval of fresh identifiers (module-owned names), type()
# names and __slots__, format fields; each allocation failing in turn must end cleanly.
class O:
    pass
o = O()
for i in range(3):
    n = 'n%d' % i
    setattr(o, n, i)
    print(hasattr(o, n), getattr(o, n))
    exec('v%d = %d' % (i, i), {})
    print(eval('w%d' % i, {'w%d' % i: i}))
    C = type('C%d' % i, (), {'__slots__': ('s%d' % i,)})
    print(C.__name__, ('{0.n%d}' % i).format(o))
