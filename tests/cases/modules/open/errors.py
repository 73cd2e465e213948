# open()'s OSErrors and the closed/unsupported operations of file objects
import io
import os

os.makedirs('work_errors', exist_ok=True)
os.chdir('work_errors')
os.mkdir('d')
with open('f.txt', 'w') as f:
    f.write('x')


def attempt(what, f, *args):
    try:
        r = f(*args)
    except Exception as e:
        print(what, type(e).__name__, e, getattr(e, 'errno', None),
              getattr(e, 'filename', None))
    else:
        print(what, 'ok', repr(r))


attempt('missing', open, 'missing.txt')
attempt('missing dir', open, 'nodir/x.txt', 'w')
attempt('is dir r', open, 'd')
attempt('is dir w', open, 'd', 'w')
attempt('is dir a', open, 'd', 'a')
attempt('exists x', open, 'f.txt', 'x')
attempt('not dir', open, 'f.txt/x')
attempt('nul', open, 'a\0b')
r = open('f.txt')
attempt('write on r', r.write, 'x')
attempt('writelines on r', r.writelines, ['x'])
attempt('truncate on r', r.truncate)
w = open('f.txt', 'a')
attempt('read on w', w.read)
attempt('readline on w', w.readline)
attempt('write bytes', w.write, b'x')
attempt('write int', w.write, 1)
attempt('seek cur', r.seek, 1, 1)
attempt('seek end', r.seek, -1, 2)
attempt('seek bad whence', r.seek, 0, 5)
attempt('seek negative', r.seek, -1)
r.close()
w.close()
for name in ['read', 'readline', 'readlines', 'tell', 'readable', 'writable',
             'seekable', 'isatty', 'flush']:
    attempt('closed ' + name, getattr(r, name))
attempt('closed iter', iter, r)
attempt('closed with', r.__enter__)
attempt('closed close', r.close)
b = open('f.txt', 'rb')
attempt('bytes write on rb', b.write, b'x')
attempt('str write', open('g.bin', 'wb').write, 'x')
attempt('read on wb', open('g.bin', 'wb').read)
b.close()
for name in ['read', 'readline', 'tell', 'seek', 'write']:
    attempt('closed b ' + name, getattr(b, name), *([0] if name == 'seek' else
                                                   [b''] if name == 'write' else []))
print(issubclass(io.UnsupportedOperation, OSError), issubclass(io.UnsupportedOperation, ValueError))
