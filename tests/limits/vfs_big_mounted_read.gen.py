# Reading a mounted file larger than the memory left is refused before it is read:
# a sparse 8 GiB file (no disk blocks) in a read-only mount; the run ends at the memory
# limit at once, without reading, and never holds the bytes.
# pyeval: --max-memory 64M --mount /tmp/pyeval-limits-vfs:/data:ro
# expect-stderr: memory limit exceeded
# expect-exit: 3
# forbid-stdout: after
# time-bound: 10
# rss-bound: 200
import os
os.makedirs('/tmp/pyeval-limits-vfs', exist_ok=True)
with open('/tmp/pyeval-limits-vfs/sparse.bin', 'wb') as f:
    f.truncate(8 << 30)
print("import os")
print("print(os.path.getsize('/data/sparse.bin'))")
print("data = open('/data/sparse.bin', 'rb').read()")
print("print('after')")
