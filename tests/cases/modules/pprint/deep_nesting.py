# A structure nested deeper than the recursion limit: pformat and saferepr end with
# RecursionError, as in CPython, and the interpreter goes on.
import pprint
deep = []
for _ in range(5000):
    deep = [deep]
for f in (pprint.pformat, pprint.saferepr, lambda x: pprint.pformat(x, width=5)):
    try:
        f(deep)
    except RecursionError as e:
        print(type(e).__name__)
print(pprint.pformat(deep, depth=3))
