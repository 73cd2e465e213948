# shutil: copyfile, copy, copy2, copytree (ignore, dirs_exist_ok), rmtree, move,
# copyfileobj, and their errors; fnmatch and glob alongside
import fnmatch
import glob
import os
import shutil

os.makedirs('work_shutil', exist_ok=True)
os.chdir('work_shutil')
os.makedirs('src/sub')
for name, text in [('src/a.txt', 'A'), ('src/b.py', 'B'), ('src/sub/c.txt', 'C'),
                   ('src/.hidden', 'H')]:
    with open(name, 'w') as f:
        f.write(text)
print(shutil.copyfile('src/a.txt', 'a2.txt'), open('a2.txt').read())
os.mkdir('dst')
print(shutil.copy('src/a.txt', 'dst'), shutil.copy2('src/b.py', 'dst/b2.py'))
print(sorted(os.listdir('dst')))
for f, args in [(shutil.copyfile, ('src/a.txt', 'src/a.txt')),
                (shutil.copyfile, ('nope', 'x')), (shutil.copyfile, ('src', 'x')),
                (shutil.copyfile, ('src/a.txt', 'dst')),
                (shutil.copytree, ('src', 'dst')), (shutil.rmtree, ('nothing',)),
                (shutil.rmtree, ('a2.txt',)), (shutil.move, ('src/a.txt', 'dst')),
                (shutil.move, ('nothing', 'x'))]:
    try:
        f(*args)
    except (OSError, shutil.Error) as e:
        print(f.__name__, type(e).__name__, e)
print(shutil.copytree('src', 'tree'), sorted(os.listdir('tree')), os.listdir('tree/sub'))
print(shutil.copytree('src', 'tree2', ignore=shutil.ignore_patterns('*.py', '.*')),
      sorted(os.listdir('tree2')))
print(shutil.copytree('src', 'tree2', dirs_exist_ok=True), sorted(os.listdir('tree2')))
print(shutil.move('tree2', 'moved'), os.path.exists('tree2'), sorted(os.listdir('moved')))
print(shutil.move('a2.txt', 'dst'), sorted(os.listdir('dst')))
print(shutil.move('dst/a2.txt', 'renamed.txt'), os.path.exists('renamed.txt'))
shutil.rmtree('tree')
shutil.rmtree('nothing', ignore_errors=True)
errs = []
shutil.rmtree('nothing', onerror=lambda fn, p, ei: errs.append((p, ei[0].__name__)))
print(errs, os.path.exists('tree'))
print(issubclass(shutil.SameFileError, shutil.Error), issubclass(shutil.Error, OSError))
print(sorted(glob.glob('src/*')), sorted(glob.glob('src/*.txt')), glob.glob('nope/*'))
print(sorted(glob.glob('**/*.txt', recursive=True)), sorted(glob.glob('src/**', recursive=True)))
print(sorted(glob.glob('*', root_dir='src')), sorted(glob.glob('src/.*')),
      sorted(glob.glob('src/*', include_hidden=True)))
print(glob.escape('a[b]*?'), glob.has_magic('a*'), glob.has_magic('abc'))
print(sorted(glob.iglob('s?c/[ab].*')), sorted(glob.glob('src/[!a]*')))
print(fnmatch.fnmatch('a.txt', '*.txt'), fnmatch.fnmatch('a.TXT', '*.txt'),
      fnmatch.fnmatchcase('abc', 'a?c'), fnmatch.filter(['a.py', 'b.txt', 'c.py'], '*.py'),
      fnmatch.fnmatch('[x]', '[[]x]'), fnmatch.fnmatch('a-b', 'a[!x]b'),
      fnmatch.fnmatch('d', '[a-f]'), fnmatch.fnmatch('z', '[a-f]'), fnmatch.fnmatch('*', '[*]'))
