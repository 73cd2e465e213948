# dumps of 10**6 nested lists: RecursionError with CPython's texts, with and without indent.
# expect-stdout: A RecursionError maximum recursion depth exceeded while encoding a JSON object
# expect-stdout: B RecursionError maximum recursion depth exceeded while calling a Python object
# expect-exit: 0
# time-bound: 5
import json
a = []
for i in range(10**6):
    a = [a]
for tag, kw in (('A', {}), ('B', {'indent': 2})):
    try:
        json.dumps(a, **kw)
    except RecursionError as e:
        print(tag, type(e).__name__, e)
