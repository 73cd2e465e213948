# struct.pack of a size known from the format alone is refused before it is allocated:
# the memory limit, which `except MemoryError` does not see.
# expect-stdout: small 4
# expect-stderr: memory limit exceeded
# forbid-stdout: after
# expect-exit: 3
# time-bound: 2
import struct
print('small', len(struct.pack('4x')))
try:
    struct.pack('1000000000x')
except MemoryError:
    print('after')
print('after')
