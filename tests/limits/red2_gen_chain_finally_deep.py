# Red team 2 (issue 10), program 153_gen_chain_finally_deep.
# expect-exit: 3
# expect-stderr: limit exceeded
# forbid-stdout: AFTER
# time-bound: 5
# attacks: like 152 but the finally of each generator itself drops the next generator explicitly (close nested inside close), 3000 deep with a raised recursion limit
import sys
sys.setrecursionlimit(20000)
count = 0
def g(box):
    global count
    try:
        yield 1
    finally:
        count += 1
        box.clear()
head = []
for i in range(3000):
    box = [head] if head else []
    it = g(box)
    next(it)
    head = it
head = None
print(count)
print("AFTER")
