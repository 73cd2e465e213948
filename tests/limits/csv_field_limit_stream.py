# The default field size limit (131072 characters) stops a field that grows across an
# endless stream of lines: csv.Error, an ordinary exception, long before any limit.
# expect-exit: 1
# expect-stderr: _csv.Error: field larger than field limit (131072)
# time-bound: 5
import csv


def lines():
    yield '"'
    while True:
        yield 'z' * 100 + '\n'


next(csv.reader(lines()))
