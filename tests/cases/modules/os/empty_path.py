# An empty path names nothing: every call that takes a path raises FileNotFoundError
# (ENOENT), as POSIX and CPython have it, and the os.path predicates say False.
import os
import os.path

for f in (os.mkdir, os.makedirs, os.listdir, os.stat, os.remove, os.unlink, os.rmdir,
          os.chdir, open, os.scandir):
    try:
        f('')
    except Exception as e:
        print(f.__name__, type(e).__name__, e, e.errno, repr(e.filename))
for f in (os.path.exists, os.path.isfile, os.path.isdir):
    print(f.__name__, f(''))
try:
    os.rename('', 'x')
except Exception as e:
    print('rename', type(e).__name__, e.errno)
