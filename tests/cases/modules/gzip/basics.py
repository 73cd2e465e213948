# gzip: compress/decompress (mtime=0 and fixed mtimes, levels, several members, zero
# padding), the corrupt-input errors, GzipFile over BytesIO in both directions, on a
# path, gzip.open in binary and text modes, seek/tell/readline/iteration/peek/read1.
import gzip
import io
import zlib

data = b'hello gzip world\n' * 50 + bytes(range(256))
for level in (0, 1, 6, 9):
    c = gzip.compress(data, level, mtime=0)
    print(level, len(c), c[:10], gzip.decompress(c) == data)
c = gzip.compress(b'abc', mtime=123456789)
print(c[:10], c[-8:], gzip.decompress(c))
c2 = gzip.compress(b'', mtime=1)
print(c2, gzip.decompress(c2), gzip.decompress(b''))
multi = gzip.compress(b'one ', mtime=0) + b'\0\0\0' + gzip.compress(b'two', mtime=5)
print(gzip.decompress(multi), gzip.decompress(multi + b'\0\0'))

good = gzip.compress(b'payload', mtime=0)
bad_crc = good[:-8] + b'\0\0\0\0' + good[-4:]
bad_len = good[:-4] + b'\x01\0\0\0'
for blob in [b'x', b'\x1f', b'not gzip at all', good[:5], good[:12], good[:-3],
             good[:-8], bad_crc, bad_len, b'\x1f\x8b\x07' + good[3:], good + b'junk',
             good + b'\x1f']:
    try:
        print(gzip.decompress(blob))
    except Exception as e:
        print(type(e).__name__, e, isinstance(e, OSError))
    try:
        print(gzip.GzipFile(fileobj=io.BytesIO(blob)).read())
    except Exception as e:
        # (the CRC message's hex numbers look like addresses to the oracle check)
        print(' file:', type(e).__name__, str(e).replace('0x', 'hex '))

buf = io.BytesIO()
with gzip.GzipFile(fileobj=buf, mode='wb', mtime=0) as f:
    print(f.write(b'line one\n'), f.write(bytearray(b'line two\n')),
          f.write(b'line three\n'), f.tell(), f.mode, f.name == '',
          f.writable(), f.readable(), f.seekable(), f.closed)
    f.seek(40)
    print(f.tell())
print(f.closed, buf.getvalue()[:10], len(buf.getvalue()))
raw = buf.getvalue()
print(gzip.decompress(raw))
f = gzip.GzipFile(fileobj=io.BytesIO(raw))
print(f.mode, f.mtime, f.readline(), f.mtime, f.tell(), f.peek(3)[:3], f.read1(4))
print(f.readline(3), f.readline(), list(f))
print(f.seek(5), f.read(4), f.seek(2, 1), f.read(3), f.tell(), f.seek(0, 2))
f.rewind()
print(f.read(), f.read(), f.read(0))
for op in [lambda: f.write(b'x'), lambda: f.seek(0, 7), lambda: f.rewind()]:
    try:
        op()
    except Exception as e:
        print(type(e).__name__, e)
f.close()
f.close()
for op in [lambda: f.read(), lambda: f.readline(), lambda: f.peek(1)]:
    try:
        op()
    except Exception as e:
        print(type(e).__name__, e)
w = gzip.GzipFile(fileobj=io.BytesIO(), mode='w', mtime=0)
for op in [lambda: w.read(), lambda: w.read1(), lambda: w.peek(1), lambda: w.rewind(),
           lambda: w.seek(0, 2), lambda: w.seek(-1, 1), lambda: w.seek(0)]:
    try:
        print(op())
    except Exception as e:
        print(type(e).__name__, e)
w.close()
for args in [dict(mode='rt'), dict(mode='rU'), dict(mode='q')]:
    try:
        gzip.GzipFile(fileobj=io.BytesIO(good), **args)
    except Exception as e:
        print(type(e).__name__, e)

with gzip.open('notes.txt.gz', 'wt', encoding='utf-8') as t:
    t.write('caf\xe9\nsecond line\n')
with open('notes.txt.gz', 'rb') as fh:
    head = fh.read()
print(head[:3], head[3], head[10:20])
with gzip.open('notes.txt.gz', 'rt', encoding='utf-8') as t:
    print(t.readlines())
with gzip.open('notes.txt.gz') as g:
    print(g.read(), g.name, g.mtime > 0)
with gzip.open('plain.gz', 'wb', compresslevel=1) as g:
    g.write(b'x' * 10000)
with gzip.open('plain.gz', 'ab') as g:
    g.write(b'tail')
with gzip.open('plain.gz', 'rb') as g:
    out = g.read()
    print(len(out), out[-6:])
with gzip.GzipFile('plain.gz', 'rb') as g:
    print(len(g.read(100)), g.tell(), len(g.read()), g.tell())
with gzip.open(io.BytesIO(good)) as g:
    print(g.read())
for args, kw in [(('x.gz', 'rbt'), {}), (('x.gz', 'rb'), {'encoding': 'utf-8'}),
                 (('x.gz', 'rb'), {'errors': 'strict'}),
                 (('x.gz', 'rb'), {'newline': '\n'}), ((42,), {}),
                 (('missing.gz',), {})]:
    try:
        gzip.open(*args, **kw)
    except Exception as e:
        print(type(e).__name__, e)
print(issubclass(gzip.BadGzipFile, OSError), gzip.READ, gzip.WRITE, zlib.crc32(data))

blob = gzip.compress(b'a\nbb\r\nccc\rdddd', mtime=0)
g = gzip.GzipFile(fileobj=io.BytesIO(blob))
b = bytearray(5)
print(g.readinto(b), b, g.readlines(), g.readlines())
g.close()
for op in [lambda: iter(g), lambda: g.__enter__(), lambda: g.writelines([b'x'])]:
    try:
        op()
    except Exception as e:
        print(type(e).__name__, e)
with open('lines.gz', 'wb') as fh:
    fh.write(blob)
for nl in (None, '', '\n', '\r', '\r\n'):
    with gzip.open('lines.gz', 'rt', newline=nl, encoding='ascii') as t:
        print(repr(nl), t.readline(), t.readlines(), t.read())
with gzip.open('lines.gz', 'rt') as t:
    print(repr(t.read(3)), repr(t.read(2)), [x for x in t])
with gzip.open('w.gz', 'wt', newline='\r\n') as t:
    print(t.write('x\ny\n'), t.writable())
    t.writelines(['z\n'])
print(gzip.decompress(open('w.gz', 'rb').read()))
with gzip.open('w.gz', 'wt', encoding='latin-1') as t:
    t.write('\xe9')
print(gzip.decompress(open('w.gz', 'rb').read()))
try:
    with gzip.open('w.gz', 'rt', encoding='ascii') as t:
        t.read()
except UnicodeDecodeError as e:
    print('UnicodeDecodeError', e)
import os
for name in ('notes.txt.gz', 'plain.gz', 'lines.gz', 'w.gz'):
    os.remove(name)
print(sorted(n for n in os.listdir('.') if n.endswith('.gz')))
