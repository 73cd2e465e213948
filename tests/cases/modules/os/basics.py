# os basics in a fresh directory: listdir, walk, scandir, rename, errors, environ
import os, os.path
os.makedirs('work_basics', exist_ok=True)
os.chdir('work_basics')
os.makedirs('a/b', exist_ok=True)

print(os.getcwd() == os.path.abspath('.'), os.path.basename(os.getcwd()))
with open('a/x.txt', 'w') as f: f.write('12345')
print(sorted(os.listdir('.')), sorted(os.listdir('a')))
print(os.path.getsize('a/x.txt'), os.path.isfile('a/x.txt'), os.path.isdir('a'), os.path.exists('zz'))
print(os.stat('a/x.txt').st_size)
for root, dirs, files in os.walk('.'):
    dirs.sort()
    print(root, dirs, sorted(files))
with os.scandir('a') as it:
    for e in sorted(it, key=lambda e: e.name):
        print(e.name, e.path, e.is_file(), e.is_dir())
os.rename('a/x.txt', 'a/y.txt')
print(sorted(os.listdir('a')))
try: os.rmdir('a')
except OSError as e: print(type(e).__name__, e)
try: os.remove('a')
except OSError as e: print(type(e).__name__, e)
try: os.mkdir('a')
except OSError as e: print(type(e).__name__, e)
try: os.rename('nope', 'x')
except OSError as e: print(type(e).__name__, e)
os.remove('a/y.txt'); os.rmdir('a/b'); os.rmdir('a')
print(os.listdir('.'))
print(os.environ.get('ZZZ_NOPE'), os.getenv('ZZZ_NOPE', 'd'), os.name, os.sep, os.linesep, os.curdir, os.pardir, os.devnull)
print(os.fspath('x'), isinstance('x', os.PathLike))
print(os.path.join('a', 'b', '/c', 'd'), os.path.splitext('a/b.tar.gz'), os.path.split('/a/b/'), os.path.normpath('a//b/../c/.'), os.path.relpath('/a/b/c', '/a/d'), os.path.commonpath(['/a/b', '/a/c']))
