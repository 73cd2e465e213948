# float() of a megabyte of digits scans them all: charged per 64 bytes.
# pyeval: --max-ops 1000000 --timeout 0
# expect-stderr: operation limit
# expect-exit: 3
# time-bound: 5
s = '0' * 1000000 + '1'
for i in range(20000):
    float(s)
