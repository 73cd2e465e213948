# A yield-from chain far deeper than the recursion limit raises RecursionError
# (each level has its own C stack, so the C stack is never the problem); the
# generators that were started are all released afterwards. Memory: 1000 stacks
# (512 KiB each in ASan builds, docs/generators.md).
# pyeval: --max-memory 1G
# expect-stdout: RecursionError
# expect-stdout: after
# expect-exit: 0
# time-bound: 10
def chain(n):
    if n == 0:
        yield "bottom"
        return
    yield from chain(n - 1)
try:
    print(list(chain(1000000)))
except RecursionError as e:
    print("RecursionError", e)
print("after", sum(1 for _ in chain(500)))
