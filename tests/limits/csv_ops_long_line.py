# The reader charges per character: one 20 MB line split into a million fields, under a
# small operation budget, stops at the operation limit inside the C state machine.
# pyeval: --max-ops 300000
# expect-stderr: operation limit exceeded
# expect-exit: 3
# forbid-stdout: done
# time-bound: 5
import csv
line = 'abcdefghijklmnopqrs,' * 10**6
row = next(csv.reader([line]))
print('done', len(row))
