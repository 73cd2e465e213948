# bytes.split(sep) makes one object per piece: one op each (a megabyte of separators
# makes a million empty pieces per call).
# pyeval: --max-ops 2000000 --timeout 0
# expect-stderr: operation limit
# expect-exit: 3
# time-bound: 5
b = b'a' * 1000000
for i in range(2000):
    parts = b.split(b'a')
