# Path over files: write/read text and bytes, exists/is_file/is_dir, iterdir, glob,
# rglob, mkdir(parents, exist_ok), unlink(missing_ok), rmdir, rename, replace, stat,
# touch, resolve, absolute, cwd, open
import os
from pathlib import Path

base = Path('work_pathlib')
base.mkdir(exist_ok=True)
os.chdir(base)
print(Path.cwd().name, Path.cwd() == Path(os.getcwd()), Path('.').resolve() == Path.cwd())
d = Path('data')
d.mkdir()
print(d.exists(), d.is_dir(), d.is_file(), (d / 'nope').exists())
f = d / 'a.txt'
print(f.write_text('hello\nworld\n'), f.read_text(), f.read_text().splitlines())
print(f.stat().st_size, f.exists(), f.is_file(), f.is_dir())
print((d / 'b.bin').write_bytes(b'\x00\x01'), (d / 'b.bin').read_bytes())
with (d / 'c.csv').open('w') as fh:
    fh.write('x,y\n1,2\n')
with (d / 'c.csv').open() as fh:
    print(fh.readlines())
(d / 'sub' / 'deep').mkdir(parents=True)
(d / 'sub' / 'deep' / 'z.txt').write_text('z')
(d / 'sub' / 'y.txt').touch()
print(sorted(p.name for p in d.iterdir()))
print(sorted(str(p) for p in d.glob('*.txt')), sorted(str(p) for p in d.glob('*')))
print(sorted(str(p) for p in d.rglob('*.txt')), sorted(str(p) for p in d.glob('**/*.txt')))
print(sorted(str(p) for p in Path('.').glob('data/sub/*')), sorted(str(p) for p in d.glob('**')))
print(sorted(str(p) for p in d.glob('*/')), list(d.glob('nothing*')))
for bad in [lambda: d.mkdir(), lambda: (d / 'x' / 'y').mkdir(), lambda: f.mkdir(exist_ok=True),
            lambda: (d / 'missing').unlink(), lambda: d.rmdir(), lambda: f.read_bytes() and (d / 'q').read_text(),
            lambda: f.write_text(1), lambda: f.write_bytes('s'), lambda: Path('d2').touch() or Path('d2').touch(exist_ok=False),
            lambda: list(d.glob('')), lambda: list(d.glob('/x'))]:
    try:
        bad()
    except (OSError, TypeError, ValueError, NotImplementedError) as e:
        print(type(e).__name__, e)
(d / 'missing').unlink(missing_ok=True)
g = f.rename(d / 'renamed.txt')
print(repr(g), f.exists(), g.read_text() == 'hello\nworld\n')
h = g.replace(d / 'sub' / 'y.txt')
print(repr(h), h.read_text().count('\n'))
(d / 'sub' / 'deep' / 'z.txt').unlink()
(d / 'sub' / 'deep').rmdir()
print(sorted(p.name for p in (d / 'sub').iterdir()))
print(Path('data/../data/sub').resolve() == Path.cwd() / 'data' / 'sub',
      Path('rel').absolute() == Path.cwd() / 'rel', Path('/x').absolute())
print(Path('data/b.bin').samefile('data/./b.bin'), Path('data/b.bin').stat().st_size)
