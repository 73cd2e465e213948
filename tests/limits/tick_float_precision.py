# '%.100000f' % x prints 100,000 digits with the C library's multi-precision code:
# charged per 16 digits of precision.
# pyeval: --max-ops 1000000 --timeout 0
# expect-stderr: operation limit
# expect-exit: 3
# time-bound: 5
for i in range(2000000):
    '%.100000f' % 1e-300
    format(1e-300, '.100000f')
