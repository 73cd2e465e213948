# pathlib at its edges: parents indexing (negative, slices, wrong types), suffixes of
# dotted names, is_relative_to, write_text's TypeError, mkdir parents/exist_ok, unlink
import os
from pathlib import Path, PurePosixPath


def t(f, *a, **k):
    try:
        print(repr(f(*a, **k)))
    except Exception as e:
        print(type(e).__name__, e)


p = PurePosixPath('/a/b/c/d')
r = PurePosixPath('x/y')
for i in [0, 1, 3, 4, -1, -4, -5, 10, True]:
    t(lambda i=i: p.parents[i])
    t(lambda i=i: r.parents[i])
for s in [slice(None), slice(1, 3), slice(None, None, -1), slice(-2, None), slice(5, 9)]:
    t(lambda s=s: p.parents[s])
t(lambda: p.parents['1'])
t(lambda: p.parents[0.0])
print(len(p.parents), list(PurePosixPath('/').parents), list(PurePosixPath('.').parents))
for n in ['a.tar.gz', '.bashrc', '..x.y', 'x.', 'a..b', '...', 'plain', '.a.b.', '', '/']:
    print(repr(n), PurePosixPath(n).suffixes, PurePosixPath(n).suffix)
for a, b in [('/a/b', '/a'), ('/a/b', 'a'), ('a/b', 'a'), ('/a/b', '/'), ('/ab', '/a'),
             ('a', 'a'), ('a', ''), ('//a/b', '//a'), ('//a', '/a')]:
    print(a, b, PurePosixPath(a).is_relative_to(b))
t(lambda: p.is_relative_to())
t(lambda: p.is_relative_to(3))
t(lambda: p.is_relative_to(b'/a'))
print(p.is_relative_to('/a', 'b'), p.is_relative_to('/x', '/a/b'))
os.makedirs('work_pl')
os.chdir('work_pl')
f = Path('f.txt')
print(f.write_text('hé\n'), f.read_text())
t(f.write_text, b'x')
t(f.write_text, None)
t(Path('deep/er/d').mkdir)
t(Path('deep/er/d').mkdir, parents=True)
t(Path('deep/er/d').mkdir, parents=True)
t(Path('deep/er/d').mkdir, exist_ok=True)
t(Path('deep/er').mkdir, parents=True, exist_ok=True)
t(Path('f.txt').mkdir, exist_ok=True)
t(Path('f.txt/x').mkdir, parents=True)
t(Path('f.txt/x/y').mkdir, parents=True, exist_ok=True)
t(Path('.').mkdir, exist_ok=True)
t(Path('/').mkdir, parents=True, exist_ok=True)
print(sorted(str(q) for q in Path('.').rglob('*')))
t(Path('gone').unlink)
t(Path('gone').unlink, missing_ok=True)
t(Path('deep').unlink, missing_ok=True)
t(Path('f.txt').unlink)
t(Path('f.txt').unlink, missing_ok=True)
print(f.exists())
