# The virtual file tree under allocation failures: directories (past the hash index's
# threshold), text and binary files, renames, removals, walk, pathlib.
import os
from pathlib import Path
os.makedirs('w/a/b')
os.chdir('w')
for i in range(12):
    with open(f'a/f{i}.txt', 'w') as f:
        f.write('line %d\n' % i * 3)
with open('a/b/bin', 'wb') as f:
    f.write(bytes(range(200)))
with open('a/f3.txt', 'r+') as f:
    f.seek(2)
    f.write('XY')
os.rename('a/f1.txt', 'a/b/g.txt')
os.remove('a/f2.txt')
print(sorted(os.listdir('a')), open('a/f3.txt').readline())
print([(r, sorted(d), sorted(f)) for r, d, f in os.walk('.')])
p = Path('a') / 'p.txt'
p.write_text('pathlib')
print(p.read_text(), sorted(x.name for x in Path('a').glob('f1*')))
try:
    open('missing')
except OSError as e:
    print(type(e).__name__, e)
