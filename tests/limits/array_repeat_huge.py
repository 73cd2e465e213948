# array * n of a size known up front is refused before it is allocated: the memory
# limit, which `except MemoryError` does not see; so is an in-place repeat.
# expect-stdout: small 6
# expect-stderr: memory limit exceeded
# forbid-stdout: after
# expect-exit: 3
# time-bound: 2
from array import array
print('small', len(array('d', [0, 1]) * 3))
try:
    x = array('d', [0]) * 10 ** 10
except MemoryError:
    print('after')
print('after')
