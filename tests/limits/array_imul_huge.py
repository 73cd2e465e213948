# a *= n and a += a growth stop at the memory limit without allocating first.
# expect-stderr: memory limit exceeded
# forbid-stdout: after
# expect-exit: 3
# time-bound: 3
from array import array
a = array('b', bytes(1000))
a *= 10 ** 9
print('after')
