# A quoted field that never closes, fed by an endless generator of lines, with the field
# size limit lifted: the reader keeps reading lines inside one record, charged per line
# and per character, so the run ends at a limit (operations, or memory for the field),
# never hangs.
# pyeval: --max-ops 2000000
# expect-exit: 3
# expect-stderr: limit exceeded
# forbid-stdout: done
# time-bound: 10
import csv
import sys


def lines():
    yield 'a,"start'
    while True:
        yield 'x' * 1000 + '\n'


csv.field_size_limit(sys.maxsize)
row = next(csv.reader(lines()))
print('done', len(row))
