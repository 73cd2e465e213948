# Classes made with type() under fresh names and fresh __slots__, functions renamed
# with fresh __name__s (issue 10, finding 4): each type, descriptor and function holds
# its name and frees it with itself; before, the names stayed interned for good.
# pyeval: --max-ops 0 --max-memory 8M --timeout 60
# expect-stdout: done C99999 s99999 f99999
# expect-exit: 0
# time-bound: 20
# rss-bound: 120
# (loose for the ASan run, x5: its quarantine keeps up to 256 MiB of freed blocks;
# the normal build peaks at about 4 MiB here)
def f():
    pass
for i in range(100000):
    C = type('C%d' % i, (), {'__slots__': ('s%d' % i,)})
    f.__name__ = 'f%d' % i
print('done', C.__name__, C.__slots__[0], f.__name__)
