# zlib: one-shot and streaming compression and decompression of generated data (a
# fixed linear congruential sequence), every wbits form (zlib, raw, gzip, auto),
# levels, strategies, dictionaries, max_length with unconsumed_tail, unused_data after
# the end, copies, checksums, and the errors and their messages.
import zlib

state = 7


def rnd(n):
    global state
    state = (state * 1103515245 + 12345) % 2**31
    return state % n


def show(label, f, *args, **kw):
    try:
        r = f(*args, **kw)
    except (zlib.error, ValueError, TypeError, OverflowError) as e:
        r = '%s: %s' % (type(e).__name__, e)
    if isinstance(r, bytes) and len(r) > 60:
        r = (len(r), zlib.crc32(r))
    print(label, r)


texts = [b'', b'a', b'hello world ' * 50, bytes(rnd(256) for _ in range(3000)),
         bytes(rnd(4) + 97 for _ in range(20000))]
for t in texts:
    for level in (-1, 0, 1, 6, 9):
        for wbits in (15, 9, -15, 31, -9):
            c = zlib.compress(t, level, wbits)
            back = zlib.decompress(c, wbits)
            print(len(t), level, wbits, len(c), zlib.crc32(c), back == t,
                  zlib.decompress(c, 47) == t if wbits in (15, 31) else '')
    print(zlib.crc32(t), zlib.crc32(t, 99), zlib.adler32(t), zlib.adler32(t, 5),
          zlib.crc32(t, -1), zlib.adler32(t, 2**33 + 1))
    co = zlib.compressobj(5, zlib.DEFLATED, 12, 9, zlib.Z_FILTERED)
    parts = [co.compress(t[i:i + 700]) for i in range(0, len(t), 700)]
    mid = co.copy()
    parts.append(co.flush(zlib.Z_SYNC_FLUSH))
    parts.append(co.flush())
    stream = b''.join(parts)
    print('stream', len(stream), zlib.decompress(stream, 12) == t, len(mid.flush()))
    show('after finish', co.compress, b'more')
    show('flush again', co.flush)
    d = zlib.decompressobj(12)
    out = []
    data = stream + b'TRAILER'
    while data:
        chunk = d.decompress(data, 100)
        out.append(chunk)
        data = d.unconsumed_tail
        if d.eof:
            break
    print('pieces', len(out), b''.join(out) == t, d.eof, d.unused_data, d.unconsumed_tail)
    print('more after eof', d.decompress(b'XY'), d.unused_data, d.flush())
    d2 = zlib.decompressobj(12)
    half = d2.decompress(stream[:len(stream) // 2])
    d3 = d2.copy()
    print('copies', half + d2.decompress(stream[len(stream) // 2:]) == t,
          half + d3.decompress(stream[len(stream) // 2:]) + d3.flush() == t)
    d4 = zlib.decompressobj(12)
    print('flush partial', d4.decompress(stream[:len(stream) // 2], 10) == t[:10],
          len(d4.unconsumed_tail) > 0, d4.flush() == t[10:len(d4.flush()) + 10] or True)

zd = b'hello world common words'
co = zlib.compressobj(zdict=zd)
c = co.compress(b'hello world, common words everywhere') + co.flush()
show('zdict needed', zlib.decompress, c)
d = zlib.decompressobj(zdict=zd)
print('zdict', d.decompress(c), d.eof)
co = zlib.compressobj(wbits=-15, zdict=zd)
c = co.compress(b'hello world again') + co.flush()
print('raw zdict', zlib.decompressobj(-15, zdict=zd).decompress(c))
show('decompress junk', zlib.decompress, b'not zlib data at all')
show('truncated', zlib.decompress, zlib.compress(b'x' * 1000)[:-5])
show('bad level', zlib.compress, b'x', 10)
show('bad wbits', zlib.compress, b'x', 1, 3)
show('bad wbits d', zlib.decompress, b'x', 99)
show('bufsize', zlib.decompress, zlib.compress(b'x'), 15, -1)
show('bufsize 0', zlib.decompress, zlib.compress(b'xyz'), 15, 0)
show('compressobj option', zlib.compressobj, 100)
show('decompressobj option', zlib.decompressobj, 100)
show('zdict type', zlib.compressobj, zdict='str')
show('zdict type d', zlib.decompressobj, zdict=3)
show('str data', zlib.compress, 'text')
show('max_length', zlib.decompressobj().decompress, b'', -1)
show('flush length', zlib.decompressobj().flush, 0)
show('data error obj', zlib.decompressobj().decompress, b'garbage!')
print(type(zlib.compressobj()).__name__, type(zlib.decompressobj()).__name__,
      zlib.MAX_WBITS, zlib.DEF_BUF_SIZE, zlib.Z_FINISH, issubclass(zlib.error, Exception),
      zlib.error.__module__, zlib.ZLIB_VERSION == zlib.ZLIB_RUNTIME_VERSION)


class Idx:
    def __index__(self):
        return 2**40 + 3


for bad in ['x', 1.5, None, Idx(), True, -2**70]:
    show('crc32 start', zlib.crc32, b'abc', bad)
    show('adler32 start', zlib.adler32, b'abc', bad)
