# quote/unquote of a large input work per byte in sandbox Python: repeated calls stop
# at the operation limit within the time bound, with memory bounded by the input.
# expect-stdout: small a%20b
# expect-stderr: operation limit exceeded
# forbid-stdout: after
# expect-exit: 3
# pyeval: --max-ops 3000000
# time-bound: 3
# rss-bound: 200
from urllib.parse import quote, unquote, urlencode
print('small', quote('a b'))
s = 'é /?' * 50000
for i in range(10 ** 6):
    unquote(quote(s))
    urlencode({'k': s})
print('after')
