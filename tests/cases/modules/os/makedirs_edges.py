# os.makedirs at its edges ('.', '..', trailing slashes, files in the way, bytes,
# exist_ok), os.PathLike's subclass hook and os.environ | mapping
import os


def t(f, *a, **k):
    try:
        print(repr(f(*a, **k)))
    except Exception as e:
        print(type(e).__name__, e)


os.makedirs('work_md')
os.chdir('work_md')
t(os.makedirs, 'a/b/c')
t(os.makedirs, 'a/b/c')
t(os.makedirs, 'a/b/c', exist_ok=True)
t(os.makedirs, 'a/b/c/', exist_ok=True)
t(os.makedirs, 'p/q/.')
t(os.makedirs, 'p/q/.')
t(os.makedirs, 'p/q/.', exist_ok=True)
t(os.makedirs, 'r/s/..')
t(os.makedirs, 'r/s/..', exist_ok=True)
t(os.makedirs, 'x/./y/')
t(os.makedirs, b'bb/cc')
t(os.makedirs, b'bb/cc', exist_ok=True)
open('file', 'w').close()
t(os.makedirs, 'file', exist_ok=True)
t(os.makedirs, 'file/sub')
t(os.makedirs, 'file/sub/deeper', exist_ok=True)
t(os.makedirs, '.', exist_ok=True)
t(os.makedirs, 3)
for root, dirs, files in sorted(os.walk('.')):
    print(root, sorted(dirs), sorted(files))


class WithFspath:
    def __fspath__(self):
        return 'p'


class Without:
    pass


class NoneFspath:
    __fspath__ = None


class Sub(os.PathLike):
    def __fspath__(self):
        return 's'


print(issubclass(WithFspath, os.PathLike), issubclass(Without, os.PathLike),
      issubclass(str, os.PathLike), isinstance(WithFspath(), os.PathLike),
      issubclass(Sub, os.PathLike), issubclass(WithFspath, Sub))
os.environ['PE_MD_T'] = '1'
m = os.environ | {'PE_MD_T': '2', 'PE_MD_U': '3'}
print(type(m).__name__, m['PE_MD_T'], m['PE_MD_U'], 'PE_MD_U' in os.environ)
t(lambda: os.environ | [('a', 'b')])
t(lambda: os.environ | 3)
print(({'PE_MD_T': 'x'} | os.environ)['PE_MD_T'])
