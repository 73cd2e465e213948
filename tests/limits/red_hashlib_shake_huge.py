# A shake digest of 10**12 bytes is refused by the memory limit before allocation.
# expect-stderr: memory limit exceeded
# expect-exit: 3
# time-bound: 5
# forbid-stdout: unreachable
import hashlib
print(len(hashlib.shake_256(b"x").hexdigest(10 ** 6)))
hashlib.shake_256(b"x").digest(10 ** 12)
print("unreachable")
