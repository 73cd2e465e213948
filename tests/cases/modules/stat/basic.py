# stat: the constants, the file type tests, S_IMODE/S_IFMT and filemode
import stat

names = sorted(n for n in dir(stat) if not n.startswith('_'))
print(names)
for n in names:
    v = getattr(stat, n)
    if isinstance(v, int):
        print(n, v)

modes = [0, 0o644, 0o100644, 0o40755, 0o120777, 0o20620, 0o60660, 0o10644, 0o140755,
         0o104755, 0o102755, 0o41777, 0o7777, 0o170777, 0o4000, 0o2000, 0o1000,
         0o4100, 0o2010, 0o1001, 0xFFFFFFFF, True]
tests = [stat.S_ISDIR, stat.S_ISCHR, stat.S_ISBLK, stat.S_ISREG, stat.S_ISFIFO,
         stat.S_ISLNK, stat.S_ISSOCK, stat.S_ISDOOR, stat.S_ISPORT, stat.S_ISWHT]
for m in modes:
    print(oct(m), [t(m) for t in tests], stat.S_IMODE(m), stat.S_IFMT(m), stat.filemode(m))

for f in [stat.S_ISDIR, stat.S_IMODE, stat.S_IFMT, stat.filemode, stat.S_ISWHT]:
    for a in ['x', 1.5, None, -1, 2 ** 33, 2 ** 64, 2 ** 70]:
        try:
            print(f.__name__, repr(f(a)))
        except Exception as e:
            print(f.__name__, type(e).__name__, e)
    for args, kw in [((), {}), ((1, 2), {}), ((), {'mode': 1})]:
        try:
            f(*args, **kw)
        except TypeError as e:
            print(type(e).__name__, e)
print(stat.filemode(stat.S_IFDIR | stat.S_IRWXU | stat.S_IRGRP | stat.S_IXGRP))
