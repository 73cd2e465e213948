# strip() over a megabyte of whitespace charges for the bytes it skips.
# pyeval: --max-ops 1000000 --timeout 0
# expect-stderr: operation limit
# expect-exit: 3
# time-bound: 5
s = ' ' * 1000000 + 'a'
for i in range(2000):
    t = s.strip()
