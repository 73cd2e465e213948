# Red team 2 (issue 10), program 152_gen_chain_finally.
# attacks: a chain of suspended generators, each holding the next in a local and suspended inside try/finally; dropping the head closes them all (nested finalization depth)
count = 0
def g(nxt):
    global count
    try:
        yield 1
    finally:
        count += 1
head = None
for i in range(300):  # trimmed from 1500: generator stacks are 512 KiB each under ASan
    it = g(head)
    next(it)
    head = it
head = None
print(count)
print("AFTER")
