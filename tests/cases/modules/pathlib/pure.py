# PurePath / PurePosixPath: parsing, parts, name/stem/suffix, parents, with_*,
# relative_to, match, joining, comparisons, reprs and errors
from pathlib import PurePath, PurePosixPath, Path, PosixPath

for s in ['', '.', '/', '//', '///', 'a', 'a/', '/a/b', 'a//b', 'a/./b', 'a/../b',
          '//a/b', '/a/b.txt', 'a.tar.gz', '.bashrc', 'a/b.', '..', 'x/.d.e']:
    p = PurePosixPath(s)
    print(repr(s), repr(p), str(p), p.parts, p.root, p.anchor, p.drive, repr(p.name),
          repr(p.suffix), p.suffixes, repr(p.stem), p.parent, list(p.parents),
          p.is_absolute(), p.as_posix())
print(PurePath('a', 'b', '/c', 'd'), PurePath(PurePath('x'), 'y'), type(PurePath('a')))
print(PurePosixPath('a') / 'b' / PurePosixPath('c'), 'z' / PurePosixPath('q'),
      PurePosixPath('a').joinpath('b', 'c'), PurePosixPath('/a') / '/b')
p = PurePosixPath('/usr/lib/file.tar.gz')
print(p.with_name('x.py'), p.with_suffix('.bz2'), p.with_suffix(''), p.with_stem('f'),
      PurePosixPath('README').with_suffix('.txt'))
for f, arg in [(p.with_name, ''), (p.with_name, 'a/b'), (p.with_suffix, 'bz2'),
               (p.with_suffix, '.'), (PurePosixPath('/').with_name, 'x'),
               (PurePosixPath('').with_suffix, '.x')]:
    try:
        f(arg)
    except ValueError as e:
        print(e)
print(p.relative_to('/usr'), p.relative_to('/usr/lib/file.tar.gz'), p.relative_to('/', 'usr'))
for other in ['/etc', 'usr', '/usr/lib/file.tar.gz/x']:
    try:
        p.relative_to(other)
    except ValueError as e:
        print(e)
print(p.is_relative_to('/usr'), p.is_relative_to('/etc'))
for pat in ['*.gz', 'file.*', 'lib/*.gz', '/usr/*/*.gz', '/*.gz', '*/*/*/*.gz', 'LIB/*']:
    print(pat, p.match(pat))
try:
    p.match('')
except ValueError as e:
    print(e)
a, b = PurePosixPath('a/b'), PurePosixPath('a/c')
print(a == PurePosixPath('a//b/'), a != b, a < b, b > a, a <= a, sorted([b, a, PurePosixPath('a')]),
      hash(a) == hash(PurePosixPath('a/b')), a == 'a/b')
try:
    a < 'a'
except TypeError as e:
    print(e)
print(a.__bytes__(), str(PurePosixPath('/')))
parents = PurePosixPath('/a/b/c').parents
print(len(parents), parents[0], parents[-1], parents[1:], list(reversed(parents)))
try:
    parents[3]
except IndexError as e:
    print('IndexError', e)
print(Path('a/b') == PurePosixPath('a/b'), PosixPath('x'), Path('x'), Path(), Path('a', 'b'))
try:
    PurePosixPath(3)
except TypeError as e:
    print(e)
print({PurePosixPath('a'): 1}[PurePosixPath('a')], isinstance(Path('x'), PurePath))
