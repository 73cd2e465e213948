# complex() of a megabyte of text scans it all: charged per 64 bytes.
# pyeval: --max-ops 1000000 --timeout 0
# expect-stderr: operation limit
# expect-exit: 3
# time-bound: 5
s = '1' * 1000000 + 'j'
for i in range(20000):
    complex(s)
