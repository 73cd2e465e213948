# posixpath string functions at their edges: bytes, empty, '//' and '///' prefixes,
# dots, mixed str/bytes and wrong types (the TypeError texts); nothing depends on
# the working directory
import posixpath as pp


def t(f, *a):
    try:
        print(f.__name__, a, repr(f(*a)))
    except Exception as e:
        print(f.__name__, a, type(e).__name__, e)


for p in ['', '/', '//', '///', '////a', '//a/../b', 'a/./b/', '../..', '/..', 'a/..',
          './', 'a//b', b'//x/..', b'', b'///a/b/../', '/a/b/../../..', '..//a',
          '//..//a/', 'a/b/../../..', b'../a/..']:
    t(pp.normpath, p)
    t(pp.split, p)
    t(pp.dirname, p)
    t(pp.splitext, p)
for p in ['a.b', '.bashrc', '..x', 'a/.b', 'a.b/c', 'x...', '...', 'a/b.c.d', b'.x.y',
          b'a.', '/.', 'a/..b', '.a.b']:
    t(pp.splitext, p)
for a in [('a',), ('a', 'b'), ('a/', 'b'), ('', 'b'), ('a', '/b', 'c'), ('a', ''),
          (b'a', b'b'), ('a', b'b'), (b'a', 'b'), ('a', 3), (3, 'a'), ('', b''),
          ('a', b'/x'), (b'', 'x'), ('//', 'a'), (b'/', b'', b'c'), ('a', 'b', 3, b'c')]:
    t(pp.join, *a)
for a in [('/a/b', '/a'), ('a', 'a'), ('/a/b/c', '/a/x/y'), ('/', '/a'), (b'/a/b', b'/a'),
          (b'/a', '/a'), ('/a', b'/b'), (b'/x', '/'), ('/', b'/x'), ('',), ('a', 5),
          (b'x',), ('x', '.'), ('/x/../a', '/b'), ('//a', '/a'), ('/', '/'), (b'', b'/'),
          (5, '/')]:
    t(pp.relpath, *a)
for a in [[], ['/a/b', '/a/c'], ['a/b', 'a/b/c'], ['/a', 'b'], ['/a', b'/b'],
          [b'/a/b', b'/a/c'], ['a', 'b'], ['./a/./b', 'a/b/c'], ['/'], ['//a', '/a/b'],
          ['', ''], ['a', 3], ['/a/bc', '/a/b'], [b'a', 'b'], ('/x/y', '/x/y/z', '/x/q'),
          ['a', '/b', b'c']]:
    t(pp.commonpath, a)
for it in [iter([]), iter(['a/b', 'a/c'])]:
    try:
        print('commonpath iter', repr(pp.commonpath(it)))
    except Exception as e:
        print('commonpath iter', type(e).__name__, e)
for p in ['$NOPE_X', 'a${NOPE_Y}b', '${}', '$', 'x$', '${unclosed', '$$', b'no dollar']:
    t(pp.expandvars, p)


class S(str):
    pass


print(type(pp.expandvars(S('$NOPE_Z'))).__name__, type(pp.expandvars(S('a'))).__name__)
