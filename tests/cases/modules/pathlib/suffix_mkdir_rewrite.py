import os
from pathlib import Path, PurePosixPath

for name in ('a.txt', 'a.tar.gz', '.bashrc', 'a.', 'a..', '..', '.', '', 'noext', '..x', 'x/.y.z',
             '/', 'dir/file.py'):
    p = PurePosixPath(name)
    print(repr(name), repr(p.name), repr(p.suffix), repr(p.stem), p.suffixes)
for base, suf in (('a.txt', '.md'), ('a.txt', ''), ('a', '.x'), ('.bashrc', '.bak'),
                  ('a.tar.gz', '.bz2'), ('a.', '.q'), ('', '.x'), ('/', '.x'), ('a', 'x'),
                  ('a', '.'), ('a', './b'), ('a', '.b/'), ('d/e.f', '.g'), ('a', None), ('a', b'.x')):
    try:
        print(repr(base), repr(suf), PurePosixPath(base).with_suffix(suf))
    except (ValueError, TypeError) as e:
        print(repr(base), repr(suf), type(e).__name__, e)
print(type(Path('x.y').with_suffix('.z')).__name__)

os.makedirs('work_pl', exist_ok=True)
root = Path('work_pl')
(root / 'one').mkdir()
for kw in ({}, {'exist_ok': True}, {'parents': True}, {'parents': True, 'exist_ok': True}):
    for target in ('one', 'two/three/four', 'f'):
        t = root / target
        if target == 'f' and not t.exists():
            t.write_text('x')
        try:
            t.mkdir(**kw)
            print(target, kw, 'made', t.is_dir())
        except OSError as e:
            print(target, kw, type(e).__name__, e.errno)
(root / 'm' / 'n').mkdir(0o755, parents=True)
print(sorted(str(p) for p in root.rglob('*')))
try:
    (root / 'f' / 'sub').mkdir(parents=True)
except OSError as e:
    print(type(e).__name__, e.errno)
