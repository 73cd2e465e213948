# Work over big arrays is charged by size: tobytes/frombytes per chunk, count/index and
# comparisons per item, byteswap/reverse/slices per chunk. Each loop below ends at the
# operation limit within the time bound.
# pyeval: --max-ops 2000000
# expect-stdout: built 10000000
# expect-stderr: operation limit exceeded
# forbid-stdout: after
# expect-exit: 3
# time-bound: 5
from array import array
a = array('d', bytes(8 * 10 ** 7))
print('built', len(a))
n = 0
while True:
    a.byteswap()
    a.reverse()
    b = a[::3] + a[1:]
    a.frombytes(b.tobytes()[:8])
    n += a.count(1.0) + (a == b)
print('after')
