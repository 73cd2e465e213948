# Red team 2 program 153 (once a limit case): 3000 generators whose finally drops the next
# one, closed in a chain when the head goes; suspended generators no longer cost a C stack
# each, so this now runs to the end as in CPython.
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
