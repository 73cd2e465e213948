# Doubling an array through extend(self) and frombytes reaches the memory limit.
# expect-stderr: memory limit exceeded
# forbid-stdout: after
# expect-exit: 3
# time-bound: 5
from array import array
a = array('q', [1])
while True:
    a.extend(a)
    a.frombytes(a.tobytes()[:8])
print('after')
