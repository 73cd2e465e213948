# Output a program keeps: a writer into io.StringIO of an endless stream of rows fills
# the memory limit (or the operation budget), never host memory.
# pyeval: --max-memory 64MB
# expect-exit: 3
# expect-stderr: limit exceeded
# forbid-stdout: done
# time-bound: 15
import csv
import io
import itertools

out = io.StringIO()
w = csv.writer(out)
field = 'q' * 4096
w.writerows([field, field, i] for i in itertools.count())
print('done')
