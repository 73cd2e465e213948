finalized = 0
def g(box):
    global finalized
    try:
        yield 1
    finally:
        finalized += 1
for i in range(20000):
    box = []
    it = g(box)
    box.append(it)
    next(it)
del it, box
print(finalized > 500)
