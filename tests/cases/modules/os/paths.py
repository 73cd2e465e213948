# os.path string functions: join, split, splitext, normpath, relpath, commonpath, ...
import os.path as p
import os

cases = ['', '/', '//', '///', 'a', 'a/', '/a/b', 'a//b', 'a/./b', 'a/../b', '../a',
         '/../a', 'a/b/..', '.', '..', '.bashrc', 'a.tar.gz', 'dir.d/file', '...',
         'a/.hidden', '/a/b.', 'x/y/']
for c in cases:
    print(repr(c), p.split(c), p.splitext(c), p.basename(c), p.dirname(c),
          p.normpath(c), p.isabs(c), p.splitdrive(c))
print(p.join('a'), p.join('a', ''), p.join('', 'b'), p.join('/a', 'b', '/c', 'd/'),
      p.join(b'a', b'b'))
print(p.commonprefix(['abc', 'abd', 'ab']), p.commonprefix([]))
print(p.commonpath(['/a/b/c', '/a/b/d', '/a/bx']), p.commonpath(['a/b', 'a']))
for args in [(), (['/a', 'b'],), ([],)]:
    try:
        print(p.commonpath(*args))
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
print(p.relpath('/a/b/c', '/a'), p.relpath('/a', '/a/b/c'), p.relpath('/x', '/x'))
try:
    p.relpath('')
except ValueError as e:
    print(e)
print(p.expanduser('a'), p.expanduser('a/~b'))
os.makedirs('work_paths', exist_ok=True)
os.chdir('work_paths')
print(p.relpath(p.abspath('q/r')), p.abspath('.') == os.getcwd(),
      p.abspath('a/../b') == p.join(os.getcwd(), 'b'))
for bad in [1, None, ['a']]:
    try:
        p.join('a', bad)
    except TypeError as e:
        print(e)
try:
    p.join('a', b'b')
except TypeError as e:
    print(e)
print(p.sep, p.curdir, p.pardir, p.extsep, p.altsep, p.pathsep, p.devnull)
print(os.path is p, os.sep, repr(os.linesep), os.name)
