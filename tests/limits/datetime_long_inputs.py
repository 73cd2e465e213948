# Long inputs to the parsers: a megabyte of fraction digits in fromisoformat is skipped
# digit by digit (charged), a megabyte that strptime cannot convert gives CPython's
# "unconverted data remains" with the whole rest, and str/repr stay small.
# expect-stdout: 2024-01-01 00:00:00.111111
# expect-stdout: unconverted 1000000
# expect-exit: 0
import datetime
print(datetime.datetime.fromisoformat('2024-01-01T00:00:00.' + '1' * 10**6))
try:
    datetime.datetime.strptime('2024' + '1' * 10**6, '%Y')
except ValueError as e:
    print('unconverted', len(str(e)) - len('unconverted data remains: '))
