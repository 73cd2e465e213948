# 10**6 nested '[' (and '{"a":') give CPython's RecursionError, not a crash.
# expect-stdout: RecursionError maximum recursion depth exceeded while decoding a JSON array from a unicode string
# expect-stdout: RecursionError maximum recursion depth exceeded while decoding a JSON object from a unicode string
# expect-exit: 0
# time-bound: 5
import json
for doc in ('[' * 10**6, '{"a":' * 10**6):
    try:
        json.loads(doc)
    except RecursionError as e:
        print(type(e).__name__, e)
