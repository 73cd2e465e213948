# Calling __next__ directly on an exhausted builtin iterator raises a bare
# StopIteration (it used to crash: the slot wrapper raised it with a NULL message).
for it in (iter([]), iter(()), iter(""), iter(range(0)), iter({}), iter(set())):
    try:
        it.__next__()
    except StopIteration as e:
        print(type(it).__name__, repr(e), e.args)
it = iter([1])
print(it.__next__())
try:
    it.__next__()
except StopIteration as e:
    print("done", e.value)
