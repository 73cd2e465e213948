# removedirs / renames pruning, fspath errors; shutil, glob, hmac and operator helpers
import glob
import hmac
import operator
import os
import shutil

os.makedirs('work_prune', exist_ok=True)
os.chdir('work_prune')
os.makedirs('a/b/c')
os.makedirs('a/keep')
os.removedirs('a/b/c/')
print(sorted(os.listdir('a')))
os.makedirs('x/y/z')
with open('x/y/z/f.txt', 'w') as f:
    f.write('data')
os.renames('x/y/z/f.txt', 'new/deep/g.txt')
print(os.path.exists('x'), open('new/deep/g.txt').read())
os.renames('new/deep/g.txt', 'top.txt')
print(os.path.exists('new'), os.path.exists('top.txt'))
os.renames('top.txt', 'again.txt')
print(sorted(os.listdir('.')))
for bad in (lambda: os.removedirs('missing/dir'), lambda: os.renames('nope', 'q/r')):
    try:
        bad()
    except OSError as e:
        print(type(e).__name__, e.errno)


class P:
    def __init__(self, r):
        self.r = r

    def __fspath__(self):
        return self.r


class NoneHook:
    __fspath__ = None


print(os.fspath(P('s')), os.fspath(P(b'b')), os.fspath('t'), os.fspath(b'u'))
for arg in (P(3), P(None), 4, None, NoneHook(), bytearray(b'x')):
    try:
        os.fspath(arg)
    except TypeError as e:
        print(type(e).__name__, e)

os.makedirs('t/sub/.h/in')
os.makedirs('t/.hid')
for name in ('t/f1', 't/sub/f2', 't/sub/.h/f3', 't/.hid/f4', 't/.f5'):
    open(name, 'w').close()
print(sorted(glob.glob('t/**', recursive=True)))
print(sorted(glob.glob('t/**', recursive=True, include_hidden=True)))
print(sorted(glob.glob('t/**/', recursive=True)))
print(sorted(glob.glob('**/f*', root_dir='t', recursive=True)))


class Src:
    def __init__(self, data):
        self.data, self.sizes = data, []

    def read(self, n):
        self.sizes.append(n)
        out, self.data = self.data[:n], self.data[n:]
        return out


class Dst:
    def __init__(self):
        self.parts = []

    def write(self, b):
        self.parts.append(b)


for length in (3, 0, 100):
    s, d = Src(b'abcdefgh'), Dst()
    shutil.copyfileobj(s, d, length)
    print(length, s.sizes[:3], d.parts)
try:
    shutil.copyfileobj(Src(b'abc'), object())
except AttributeError as e:
    print(type(e).__name__, e)
os.makedirs('m/inner')
open('m/inner/f', 'w').close()
try:
    shutil.move('m', 'm/inner')
except shutil.Error as e:
    print(type(e).__name__, e)
print(shutil.move('m/inner/f', 'moved.txt'), shutil.move('m', 'mm'), sorted(os.listdir('mm')))
errors = []
shutil.rmtree('does-not-exist', onerror=lambda fn, p, info: errors.append((fn.__name__, p)))
print(errors)
shutil.rmtree('mm')
print(os.path.exists('mm'))

h = hmac.new(b'key', b'abc', 'sha256')
c = h.copy()
c.update(b'more')
print(h.hexdigest() == hmac.new(b'key', b'abc', 'sha256').hexdigest(),
      c.hexdigest() == hmac.new(b'key', b'abcmore', 'sha256').hexdigest(),
      c.digest_size, type(c).__name__)

nan = float('nan')
print(operator.countOf([1, 1.0, True, 2, nan], 1), operator.countOf([nan, nan], nan),
      operator.countOf('banana', 'a'), operator.countOf({}, 1))
try:
    operator.countOf(5, 1)
except TypeError as e:
    print(type(e).__name__, e)


class H:
    def __init__(self, v):
        self.v = v

    def __length_hint__(self):
        return self.v


print(operator.length_hint([1, 2]), operator.length_hint(H(4)), operator.length_hint(H(NotImplemented), 7),
      operator.length_hint(object(), -3), operator.length_hint(iter(range(5))))
for args in ((H(-1),), (H(2.0),), (H('x'),), ([], 1.5), (object(), None)):
    try:
        print(operator.length_hint(*args))
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
