# str.count charges each match (a search call of its own), not only the bytes scanned:
# counting '\u20ac' in a 100,000-character string in a loop took 12 s of CPU to spend
# the default budget. (A one-byte needle: memchr stays linear under ASan, memmem not.)
# expect-stderr: operation limit exceeded
# expect-exit: 3
# time-bound: 8
s = 'a' * 100000
while True:
    s.count('a')
