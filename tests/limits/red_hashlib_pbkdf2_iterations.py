# pbkdf2_hmac with 2**31-1 iterations: the work is charged before it starts.
# expect-stderr: operation limit exceeded
# expect-exit: 3
# time-bound: 5
# forbid-stdout: unreachable
import hashlib
print(hashlib.pbkdf2_hmac("sha256", b"pw", b"salt", 1000)[:2])
hashlib.pbkdf2_hmac("sha256", b"pw", b"salt", 2 ** 31 - 1)
print("unreachable")
