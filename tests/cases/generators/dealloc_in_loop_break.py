def g():
    try:
        for i in range(10):
            yield i
    finally:
        print("gen finalized")
for v in g():
    if v == 2:
        break
print("after loop")
