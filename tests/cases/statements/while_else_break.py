def find(n, items):
    i = 0
    while i < len(items):
        if items[i] == n:
            print("found at", i)
            break
        i += 1
    else:
        print("not found")
find(3, [1, 2, 3])
find(9, [1, 2, 3])
i = 5
while i:
    i -= 1
    if i == 2:
        continue
else:
    print("loop done", i)
