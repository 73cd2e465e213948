# glob: literal paths, trailing slashes, hidden files (include_hidden and dotted
# patterns), '**' with and without recursive, root_dir, bytes, and escape()
import glob
import os

os.makedirs('work_glob/g/sub/deep')
os.chdir('work_glob')
os.makedirs('g/.hid/x')
for n in ['g/a.txt', 'g/b.py', 'g/.dot', 'g/sub/c.txt', 'g/sub/deep/d.txt', 'g/.hid/x/e.txt',
          'g/[x].txt', 'g/q?.txt', 'g/st*r', 'g/sub/.f.txt']:
    open(n, 'w').close()


def t(*a, **k):
    try:
        print(a, k, sorted(glob.glob(*a, **k)))
    except Exception as e:
        print(a, k, type(e).__name__, e)


for pat in ['g/*', 'g/.*', 'g/*.txt', 'g/**', 'g/**/*.txt', 'g/*/', 'g/sub', 'g/sub/',
            'g/nope', 'g/nope/', 'g/a.txt/', '', 'g/[[]x].txt', 'g/q[?].txt', 'g/st[*]r',
            'g/?.py', '*/sub/*', 'g/*/*/*', 'g//sub/*', 'g/**/', 'g/**/.*']:
    t(pat)
    t(pat, recursive=True)
    t(pat, include_hidden=True)
    t(pat, recursive=True, include_hidden=True)
for pat in ['*', '**', '', '*/', '**/*.txt', 'sub/*', '.*']:
    t(pat, root_dir='g')
    t(pat, root_dir='g', recursive=True)
t(b'g/*.py')
t(b'g/**', recursive=True)
t(b'g/.*', include_hidden=True)
t('**', root_dir=b'g', recursive=True)
t(b'*', root_dir='g')
for s in ['a*b?c[d]', '', '[[[', 'plain', b'x*[y]?', b'', '//a*', 'a[*]', '***']:
    e = glob.escape(s)
    print(repr(s), repr(e), sorted(glob.glob(e)) if isinstance(e, str) else '')
for name in ['g/[x].txt', 'g/st*r', 'g/q?.txt']:
    print(glob.escape(name), glob.glob(glob.escape(name)))
try:
    glob.escape(3)
except TypeError as e:
    print(type(e).__name__, e)
print(glob.has_magic('a[b'), glob.has_magic(b'ab'))
print(sorted(glob.iglob('**', recursive=True, root_dir='g/sub')))
print(sorted(glob.iglob('', root_dir='g')), list(glob.iglob('nothing*')))
