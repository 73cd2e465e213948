# os error paths: CPython's exception types, errno and messages
import os

os.makedirs('work_errors', exist_ok=True)
os.chdir('work_errors')


def attempt(f, *args):
    try:
        r = f(*args)
    except Exception as e:
        print(f.__name__, type(e).__name__, e, getattr(e, 'errno', None),
              getattr(e, 'filename', None), getattr(e, 'filename2', None))
    else:
        print(f.__name__, 'ok', r)


with open('f.txt', 'w') as f:
    f.write('data')
os.mkdir('d')
os.mkdir('full')
with open('full/x', 'w'):
    pass
attempt(os.mkdir, 'd')
attempt(os.mkdir, 'missing/d')
attempt(os.mkdir, 'f.txt/d')
attempt(os.makedirs, 'd')
attempt(os.makedirs, 'd', 0o777, True)
attempt(os.makedirs, 'f.txt', 0o777, True)
attempt(os.rmdir, 'f.txt')
attempt(os.rmdir, 'full')
attempt(os.rmdir, 'nothing')
attempt(os.remove, 'd')
attempt(os.remove, 'nothing')
attempt(os.unlink, 'f.txt/x')
attempt(os.listdir, 'f.txt')
attempt(os.listdir, 'nothing')
attempt(os.chdir, 'f.txt')
attempt(os.chdir, 'nothing')
attempt(os.stat, 'nothing')
attempt(os.rename, 'nothing', 'x')
attempt(os.rename, 'f.txt', 'd')
attempt(os.rename, 'd', 'f.txt')
attempt(os.rename, 'd', 'full')
attempt(os.rename, 'd', 'd/sub')
attempt(os.replace, 'f.txt', 'g.txt')
attempt(os.path.exists, 'g.txt')
attempt(os.stat, 'a\0b')
attempt(os.listdir, 'a\0b')
attempt(os.path.exists, 'a\0b')
attempt(os.stat, 3.5)
attempt(os.fspath, 3)
attempt(os.getenv, 'PYEVAL_SURELY_UNSET_VARIABLE')
print(sorted(os.listdir('.')))
