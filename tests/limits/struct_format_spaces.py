# A format that is mostly whitespace is charged per byte on every use: repeating pack
# with a 1 MB format reaches the operation limit quickly instead of running for long.
# expect-stdout: small 1
# expect-stderr: operation limit exceeded
# forbid-stdout: after
# expect-exit: 3
# time-bound: 2
import struct
print('small', len(struct.pack(' b ', 1)))
fmt = ' ' * 1000000 + 'b'
for i in range(10 ** 9):
    struct.pack(fmt, 1)
print('after')
