# Base64 of 150 MB needs 200 MB more, past the memory limit: the output is sized
# before it is allocated, so the run stops at the limit without building it.
# expect-stderr: memory limit exceeded
# expect-exit: 3
# time-bound: 20
import binascii
data = bytes(150 * 10**6)
binascii.b2a_base64(data)
