# The writer charges its output: writerows of rows with a 1 MB field each, under a small
# operation budget, stops at the operation limit (the quoting scan of each field is
# charged per 64 bytes before it runs).
# pyeval: --max-ops 200000
# expect-stderr: operation limit exceeded
# expect-exit: 3
# forbid-stdout: done
# time-bound: 5
import csv


class Sink:
    def write(self, s):
        return len(s)


w = csv.writer(Sink(), quoting=csv.QUOTE_ALL)
big = 'a"b,' * 2**18
w.writerows([big, 'x'] for _ in range(10**6))
print('done')
