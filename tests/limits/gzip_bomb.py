# A gzip bomb (10 MB of zeros in about 10 KB, 4 times over) decompressed whole ends
# at the memory limit; read through GzipFile in small pieces it streams within it.
# pyeval: --max-memory 64M
# expect-stdout: streamed 41943040
# expect-stderr: memory limit exceeded
# expect-exit: 3
# time-bound: 20
import gzip, io
member = gzip.compress(bytes(10 * 2**20), mtime=0)
bomb = member * 4
f = gzip.GzipFile(fileobj=io.BytesIO(bomb))
total = 0
while True:
    piece = f.read(1 << 20)
    if not piece:
        break
    total += len(piece)
print('streamed', total)
gzip.decompress(bomb)
