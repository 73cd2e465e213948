# shutil.ignore_patterns called directly and through copytree, copy/copy2 into a
# directory, and move's "into itself" check ('/a/bc' is not inside '/a/b')
import os
import shutil

os.makedirs('work_ignore/src/sub')
os.chdir('work_ignore')
for n in ['src/a.txt', 'src/b.py', 'src/.h', 'src/sub/c.txt', 'src/sub/d.pyc']:
    with open(n, 'w') as f:
        f.write(n)
ign = shutil.ignore_patterns('*.py', '.*', '*.pyc')
print(ign.__name__, type(ign(None, [])).__name__)
print(sorted(ign('src', ['a.txt', 'b.py', '.h', 'x.pyc', 'b.py'])))
print(sorted(shutil.ignore_patterns()('x', ['a', 'b'])))
print(sorted(shutil.ignore_patterns('a', 'a*')('x', ['a', 'ab', 'b'])))
print(sorted(shutil.ignore_patterns('[ab]', '?')('x', ['a', 'b', 'c', 'cd'])))
print(sorted(shutil.ignore_patterns(b'*.o')('x', [b'a.o', b'b'])))
try:
    shutil.ignore_patterns(b'*.o')('x', ['a.o'])
except TypeError as e:
    print(type(e).__name__, e)
shutil.copytree('src', 'out', ignore=ign)
for root, dirs, files in sorted(os.walk('out')):
    print(root, sorted(dirs), sorted(files))
os.mkdir('dir')
print(shutil.copy('src/a.txt', 'dir'), shutil.copy2('src/b.py', 'dir/'), shutil.copy('src/a.txt', 'plain.txt'))
print(sorted(os.listdir('dir')), open('plain.txt').read())
os.makedirs('m/b')
os.makedirs('m/bc')
for src, dst in [('m/b', 'm/b/inner'), ('m/b', 'm/bc'), ('m/bc', 'm/b/x')]:
    try:
        print(shutil.move(src, dst))
    except shutil.Error as e:
        print(type(e).__name__, str(e).replace(os.getcwd(), '.'))
for root, dirs, files in sorted(os.walk('m')):
    print(root, sorted(dirs), sorted(files))
