# glibc widths: CPython returns '' once the output outgrows its buffer (256 times the
# format, at least 1 KiB); pyeval stops building at the same cap, so 1,000 directives
# of width 3,000,000 cost one piece past the cap, not 3 GB.
# pyeval: --max-memory 64m
# expect-stdout: 0 0 1000 0
# expect-exit: 0
# time-bound: 10
import datetime
d = datetime.datetime(2024, 1, 2, 3, 4, 5)
print(len(d.strftime('%3000000Y' * 1000)), len(d.strftime('%2147483648Y')),
      len(d.strftime('%1000Y')), len(d.strftime('%99999999999999999999d')))
