# A string that doubles through replace: charged by size, stopped by the budget or by memory.
# expect-stderr: limit exceeded
# expect-exit: 3
# time-bound: 5
s = 'a' * 1000
while True:
    s = s.replace('a', 'aa')
