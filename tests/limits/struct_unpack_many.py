# Unpacking a long repeat count makes one value per item, each charged: a large tuple
# stops at the operation or memory limit, never runs unbounded.
# expect-stderr: limit exceeded
# forbid-stdout: after
# expect-exit: 3
# time-bound: 2
import struct
b = bytes(10 ** 7)
for i in range(10 ** 6):
    struct.unpack('%dB' % len(b), b)
print('after')
