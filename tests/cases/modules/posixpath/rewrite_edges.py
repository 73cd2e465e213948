# join, commonprefix, exists/islink, abspath and the argument-type errors; io close
import io
import os
import posixpath as pp


class P:
    def __init__(self, r):
        self.r = r

    def __fspath__(self):
        return self.r


for args in (('a',), ('a', 'b'), ('a/', 'b'), ('', 'b'), ('a', ''), ('a', '/b', 'c'),
             ('/', ''), (b'x', b'y', b'/z'), ('', ''), (P('p'), P('q')), ('a', P('/r'))):
    print([a if not isinstance(a, P) else 'P' for a in args], repr(pp.join(*args)))
for args in (('a', b'b'), (b'a', 'b'), ('a', 1), (1, 'a'), ('a', None, b'x'),
             ('a', P(b'q')), (P(b'a'), 'b'), ([],), ('a', 'b', 3.5)):
    try:
        pp.join(*args)
    except TypeError as e:
        print(type(e).__name__, e)
for m in ([], ['abc', 'abd', 'ab'], ['same', 'same'], ['x'], ['', 'a'], [b'ab', b'ac'],
          [['a', 'b', 'c'], ['a', 'b']], [('a', 'b'), ('a', 'c')], [P('pre1'), P('pre2')],
          ['/usr/lib', '/usr/local']):
    print(repr(pp.commonprefix(m)))
lst = [1, 2]
print(pp.commonprefix([lst, [1, 2, 3]]) is lst)
for bad in (['a', b'a'], [1, 2], ['a', 1]):
    try:
        print(pp.commonprefix(bad))
    except TypeError as e:
        print(type(e).__name__, e)
os.makedirs('work_pp/d', exist_ok=True)
open('work_pp/f', 'w').close()
for p in ('work_pp', 'work_pp/f', 'work_pp/none', 'a\0b', b'work_pp/f', P('work_pp/d'), ''):
    print(repr(p) if not isinstance(p, P) else 'P', pp.exists(p), pp.islink(p))
here = os.getcwd()
for p in ('x', 'x/../y', '/abs/./z', '.', '', b'rel', b'/abs//b', P('w')):
    r = pp.abspath(p)
    base = here if isinstance(r, str) else here.encode()
    print(type(r).__name__, pp.isabs(r), r == pp.normpath(pp.join(base, os.fspath(p))))
try:
    pp.abspath(5)
except TypeError as e:
    print(type(e).__name__, e)

f = open('work_pp/g', 'w')
f.write('abc')
f.close()
f.close()
print(f.closed, open('work_pp/g').read())
with open('work_pp/h', 'wb') as f:
    f.write(b'xy')
print(f.closed, open('work_pp/h', 'rb').read())
f = open('work_pp/g', 'r+')
f.write('Z')
f.close()
print(open('work_pp/g').read())
try:
    f.write('more')
except ValueError as e:
    print(type(e).__name__, e)
