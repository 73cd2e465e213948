# Hashing 10**9 bytes charges one op per 64 bytes: the budget stops it before the work
# (a 1 GB bytes object would pass the memory limit anyway, so the data is fed in
# 1 MB pieces).
# expect-stderr: operation limit exceeded
# expect-exit: 3
# pyeval: --max-ops 2000000
# time-bound: 10
# forbid-stdout: unreachable
import hashlib
piece = b"z" * 10 ** 6
h = hashlib.sha256()
for i in range(1000):
    h.update(piece)
print("unreachable")
