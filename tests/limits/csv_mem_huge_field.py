# A single field as large as the input allows: with field_size_limit lifted, a 100 MB
# line from a generator ends at the memory limit (the line itself, or the field the
# reader builds through the VM's allocator), not in host memory.
# pyeval: --max-memory 64MB --max-ops 0
# expect-exit: 3
# expect-stderr: memory limit exceeded
# forbid-stdout: done
# time-bound: 10
import csv
import sys

csv.field_size_limit(sys.maxsize)


def lines():
    yield 'y' * (40 * 2**20)


row = next(csv.reader(lines()))
print('done', len(row[0]))
