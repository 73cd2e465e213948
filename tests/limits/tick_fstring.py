# An f-string joining two 4 MB strings charges for the bytes it copies.
# pyeval: --max-ops 1000000 --timeout 0
# expect-stderr: operation limit
# expect-exit: 3
# time-bound: 5
s = 'a' * 4000000
for i in range(2000):
    t = f'{s}{s}'
