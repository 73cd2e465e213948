for i in range(3):
    pass
else:
    print("for else ran", i)
for i in range(3):
    if i == 1:
        break
else:
    print("not printed")
print("broke at", i)
n = 0
while n < 3:
    n += 1
else:
    print("while else", n)
while True:
    break
else:
    print("not printed")
for x in []:
    pass
else:
    print("empty for else")
def search(items, t):
    for idx, it in enumerate(items):
        if it == t:
            return idx
    else:
        return -1
print(search("abc", "c"), search("abc", "z"))
for i in range(3):
    for j in range(3):
        if j == 1:
            break
    else:
        print("never")
    if i == 1:
        continue
    print(i, j)
x = 10
for x in range(2):
    pass
print(x)
