# Base32 of 10 MB is a Python loop over 5-byte groups inside the sandbox: it ends at
# the operation limit (a budget of a million keeps the case short under ASan).
# pyeval: --max-ops 1000000
# expect-stderr: operation limit exceeded
# expect-exit: 3
# time-bound: 10
import base64
base64.b32encode(bytes(10**7))
