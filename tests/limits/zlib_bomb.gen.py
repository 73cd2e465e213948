# A decompression bomb: 600 MB of zeros compressed twice is a few kilobytes. The second
# zlib.decompress grows its output block by block through the memory accounting, so the
# run stops at the memory limit (256 MB) instead of allocating 600 MB.
# expect-exit: 3
# expect-stderr: memory limit exceeded
# forbid-stdout: done
# time-bound: 20
# A generator (tests/run_limits.py): it prints the program with the bomb inline.
import zlib

co = zlib.compressobj(9)
chunk = bytes(1 << 20)
inner = b''.join(co.compress(chunk) for _ in range(600)) + co.flush()
bomb = zlib.compress(inner, 9)
print("import zlib")
print("bomb = bytes.fromhex(%r)" % bomb.hex())
print("out = zlib.decompress(zlib.decompress(bomb))")
print("print('done', len(out))")
